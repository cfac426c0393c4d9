//! The raw TLA+ tokens, ASCII and Unicode spellings alike.
//!
//! Operators with several spellings (`#` and `/=`, `\leq`, `=<` and `<=`,
//! `\union` and `\cup`, ...) are mapped to one canonical name here, so that
//! later stages never see synonyms. Operators whose token plays more than one
//! grammatical role (`-` prefix and infix, `/\` infix and bullet, `[]` prefix
//! and CASE separator, `\in` in bounds and expressions, `=` in EXCEPT) get a
//! variant of their own; every other operator is `Infix`, `Prefix` or
//! `Postfix` with its canonical name.

use logos::{Lexer, Logos};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommentEnd {
    Closed,
    Unclosed,
}

/// The length of the rest of a `(*` comment, nested comments included, up
/// to and including its closing `*)`; None if it is not closed.
fn nested_comment_len(rest: &str) -> Option<usize> {
    let bytes = rest.as_bytes();
    let mut depth = 1usize;
    let mut i = 0;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'(', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b')') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The logos callback for `(*`: consumes the comment, nested ones
/// included, for any token type (`tla-config` uses it too).
pub fn block_comment<'a, T: Logos<'a, Source = str>>(lex: &mut Lexer<'a, T>) -> CommentEnd {
    match nested_comment_len(lex.remainder()) {
        Some(n) => {
            lex.bump(n);
            CommentEnd::Closed
        }
        None => {
            lex.bump(lex.remainder().len());
            CommentEnd::Unclosed
        }
    }
}

/// Tokens as logos recognises them; [`crate::lex`] turns them into [`Tok`].
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f\u{a0}]+")]
pub enum RawTok<'a> {
    #[token("(*", block_comment)]
    BlockComment(CommentEnd),
    #[regex(r"\\\*[^\n]*", allow_greedy = true)]
    LineComment,

    #[regex(r"-----*")]
    Dashes,
    #[regex(r"=====*")]
    ModuleEnd,

    #[regex(r"[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*", |lex| lex.slice())]
    Word(&'a str),
    #[regex(r"[0-9]+", |lex| lex.slice())]
    #[regex(r"\\[bB][01]+", |lex| lex.slice())]
    #[regex(r"\\[oO][0-7]+", |lex| lex.slice())]
    #[regex(r"\\[hH][0-9a-fA-F]+", |lex| lex.slice())]
    Num(&'a str),
    #[regex(r"[0-9]+\.[0-9]+", |lex| lex.slice())]
    Decimal(&'a str),
    #[regex(r#""([^"\\\n]|\\[^\n])*""#, |lex| lex.slice())]
    Str(&'a str),
    #[regex(r#""([^"\\\n]|\\[^\n])*"#)]
    UnterminatedStr,
    #[regex(r"<[0-9]+>[A-Za-z0-9_]*\.?", |lex| lex.slice())]
    #[regex(r"<[*+]>\.?", |lex| lex.slice())]
    Step(&'a str),

    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("]_")]
    RBracketUnder,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("<<")]
    #[token("\u{27e8}")]
    LAngle,
    #[token(">>")]
    #[token("\u{27e9}")]
    RAngle,
    #[token(">>_")]
    #[token("\u{27e9}_")]
    RAngleUnder,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token(".")]
    Dot,
    #[token("!")]
    Bang,
    #[token("==")]
    #[token("\u{225c}")]
    DefEq,
    #[token("<-")]
    #[token("\u{2190}")]
    LArrow,
    #[token("->")]
    #[token("\u{2192}")]
    RArrow,
    #[token("|->")]
    #[token("\u{21a6}")]
    MapsTo,
    #[token("@")]
    At,
    #[token("_")]
    Underscore,
    #[token("'")]
    Prime,
    #[token("-.")]
    MinusDot,

    #[token("\\A")]
    #[token("\\forall")]
    #[token("\u{2200}")]
    Forall,
    #[token("\\E")]
    #[token("\\exists")]
    #[token("\u{2203}")]
    Exists,
    #[token("\\AA")]
    TForall,
    #[token("\\EE")]
    TExists,

    #[token("-")]
    Minus,
    #[token("/\\")]
    #[token("\\land")]
    #[token("\u{2227}")]
    And,
    #[token("\\/")]
    #[token("\\lor")]
    #[token("\u{2228}")]
    Or,
    #[token("[]")]
    #[token("\u{25a1}")]
    Always,
    #[token("<>")]
    #[token("\u{25c7}")]
    Eventually,
    #[token("\\in")]
    #[token("\u{2208}")]
    In,
    #[token("=")]
    Eq,
    #[token("\\X")]
    #[token("\\times")]
    #[token("\u{d7}")]
    Times,

    #[token("~", |_| "~")]
    #[token("\\lnot", |_| "~")]
    #[token("\\neg", |_| "~")]
    #[token("\u{ac}", |_| "~")]
    Prefix(&'a str),

    #[token("^+", |_| "^+")]
    #[token("^*", |_| "^*")]
    #[token("^#", |_| "^#")]
    Postfix(&'a str),

    #[token("=>", |_| "=>")]
    #[token("\u{21d2}", |_| "=>")]
    #[token("<=>", |_| "<=>")]
    #[token("\\equiv", |_| "<=>")]
    #[token("\u{21d4}", |_| "<=>")]
    #[token("\u{2261}", |_| "<=>")]
    #[token("~>", |_| "~>")]
    #[token("\u{219d}", |_| "~>")]
    #[token("-+->", |_| "-+->")]
    #[token("\u{21f8}", |_| "-+->")]
    #[token("#", |_| "/=")]
    #[token("/=", |_| "/=")]
    #[token("\u{2260}", |_| "/=")]
    #[token("\\notin", |_| "\\notin")]
    #[token("\u{2209}", |_| "\\notin")]
    #[token("<", |_| "<")]
    #[token(">", |_| ">")]
    #[token("<=", |_| "\\leq")]
    #[token("=<", |_| "\\leq")]
    #[token("\\leq", |_| "\\leq")]
    #[token("\u{2264}", |_| "\\leq")]
    #[token(">=", |_| "\\geq")]
    #[token("\\geq", |_| "\\geq")]
    #[token("\u{2265}", |_| "\\geq")]
    #[token("\\cup", |_| "\\cup")]
    #[token("\\union", |_| "\\cup")]
    #[token("\u{222a}", |_| "\\cup")]
    #[token("\\cap", |_| "\\cap")]
    #[token("\\intersect", |_| "\\cap")]
    #[token("\u{2229}", |_| "\\cap")]
    #[token("\\", |_| "\\")]
    #[token("\\subseteq", |_| "\\subseteq")]
    #[token("\u{2286}", |_| "\\subseteq")]
    #[token("\\subset", |_| "\\subset")]
    #[token("\u{2282}", |_| "\\subset")]
    #[token("\\supseteq", |_| "\\supseteq")]
    #[token("\u{2287}", |_| "\\supseteq")]
    #[token("\\supset", |_| "\\supset")]
    #[token("\u{2283}", |_| "\\supset")]
    #[token("\\sqsubset", |_| "\\sqsubset")]
    #[token("\u{228f}", |_| "\\sqsubset")]
    #[token("\\sqsupset", |_| "\\sqsupset")]
    #[token("\u{2290}", |_| "\\sqsupset")]
    #[token("\\sqsubseteq", |_| "\\sqsubseteq")]
    #[token("\u{2291}", |_| "\\sqsubseteq")]
    #[token("\\sqsupseteq", |_| "\\sqsupseteq")]
    #[token("\u{2292}", |_| "\\sqsupseteq")]
    #[token("\\sqcap", |_| "\\sqcap")]
    #[token("\u{2293}", |_| "\\sqcap")]
    #[token("\\sqcup", |_| "\\sqcup")]
    #[token("\u{2294}", |_| "\\sqcup")]
    #[token("\\prec", |_| "\\prec")]
    #[token("\u{227a}", |_| "\\prec")]
    #[token("\\succ", |_| "\\succ")]
    #[token("\u{227b}", |_| "\\succ")]
    #[token("\\preceq", |_| "\\preceq")]
    #[token("\u{2aaf}", |_| "\\preceq")]
    #[token("\u{227c}", |_| "\\preceq")]
    #[token("\\succeq", |_| "\\succeq")]
    #[token("\u{2ab0}", |_| "\\succeq")]
    #[token("\u{227d}", |_| "\\succeq")]
    #[token("\\ll", |_| "\\ll")]
    #[token("\u{226a}", |_| "\\ll")]
    #[token("\\gg", |_| "\\gg")]
    #[token("\u{226b}", |_| "\\gg")]
    #[token("\\sim", |_| "\\sim")]
    #[token("\u{223c}", |_| "\\sim")]
    #[token("\\simeq", |_| "\\simeq")]
    #[token("\u{2243}", |_| "\\simeq")]
    #[token("\\asymp", |_| "\\asymp")]
    #[token("\u{224d}", |_| "\\asymp")]
    #[token("\\approx", |_| "\\approx")]
    #[token("\u{2248}", |_| "\\approx")]
    #[token("\\cong", |_| "\\cong")]
    #[token("\u{2245}", |_| "\\cong")]
    #[token("\\doteq", |_| "\\doteq")]
    #[token("\u{2250}", |_| "\\doteq")]
    #[token("\\propto", |_| "\\propto")]
    #[token("\u{221d}", |_| "\\propto")]
    #[token("\\o", |_| "\\o")]
    #[token("\\circ", |_| "\\o")]
    #[token("\u{2218}", |_| "\\o")]
    #[token("\\bullet", |_| "\\bullet")]
    #[token("\u{2219}", |_| "\\bullet")]
    #[token("\\star", |_| "\\star")]
    #[token("\u{22c6}", |_| "\\star")]
    #[token("\\bigcirc", |_| "\\bigcirc")]
    #[token("\u{25ef}", |_| "\\bigcirc")]
    #[token("\\div", |_| "\\div")]
    #[token("\u{f7}", |_| "\\div")]
    #[token("\\cdot", |_| "\\cdot")]
    #[token("\u{22c5}", |_| "\\cdot")]
    #[token("\\wr", |_| "\\wr")]
    #[token("\u{2240}", |_| "\\wr")]
    #[token("\\uplus", |_| "\\uplus")]
    #[token("\u{228e}", |_| "\\uplus")]
    #[token("\\oplus", |_| "\\oplus")]
    #[token("(+)", |_| "\\oplus")]
    #[token("\u{2295}", |_| "\\oplus")]
    #[token("\\ominus", |_| "\\ominus")]
    #[token("(-)", |_| "\\ominus")]
    #[token("\u{2296}", |_| "\\ominus")]
    #[token("\\odot", |_| "\\odot")]
    #[token("(.)", |_| "\\odot")]
    #[token("\u{2299}", |_| "\\odot")]
    #[token("\\oslash", |_| "\\oslash")]
    #[token("(/)", |_| "\\oslash")]
    #[token("\u{2298}", |_| "\\oslash")]
    #[token("\\otimes", |_| "\\otimes")]
    #[token("(\\X)", |_| "\\otimes")]
    #[token("\u{2297}", |_| "\\otimes")]
    #[token("+", |_| "+")]
    #[token("*", |_| "*")]
    #[token("/", |_| "/")]
    #[token("^", |_| "^")]
    #[token("%", |_| "%")]
    #[token("..", |_| "..")]
    #[token("...", |_| "...")]
    #[token("\u{2026}", |_| "...")]
    #[token("++", |_| "++")]
    #[token("--", |_| "--")]
    #[token("**", |_| "**")]
    #[token("//", |_| "//")]
    #[token("^^", |_| "^^")]
    #[token("%%", |_| "%%")]
    #[token("&", |_| "&")]
    #[token("&&", |_| "&&")]
    #[token("$", |_| "$")]
    #[token("$$", |_| "$$")]
    #[token("??", |_| "??")]
    #[token("!!", |_| "!!")]
    #[token("##", |_| "##")]
    #[token("|", |_| "|")]
    #[token("||", |_| "||")]
    #[token("\u{2016}", |_| "||")]
    #[token("|-", |_| "|-")]
    #[token("\u{22a2}", |_| "|-")]
    #[token("|=", |_| "|=")]
    #[token("\u{22a8}", |_| "|=")]
    #[token("-|", |_| "-|")]
    #[token("\u{22a3}", |_| "-|")]
    #[token("=|", |_| "=|")]
    #[token("\u{2ae4}", |_| "=|")]
    #[token(":=", |_| ":=")]
    #[token("\u{2254}", |_| ":=")]
    #[token("::=", |_| "::=")]
    #[token("\u{2a74}", |_| "::=")]
    #[token(":>", |_| ":>")]
    #[token("<:", |_| "<:")]
    #[token("@@", |_| "@@")]
    Infix(&'a str),
}
