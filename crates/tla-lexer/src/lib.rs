#![recursion_limit = "512"]
//! Lexing of TLA+ source text.
//!
//! [`lex`] finds the module (text before the first `---- MODULE` line and
//! after the matching `====` is ignored, as SANY does), turns the text into
//! [`Tok`]s with byte spans, and runs the layout pass ([`layout`]) that makes
//! bulleted conjunction and disjunction lists explicit for the grammar.
//!
//! # In detail
//!
//! The crate owns tokens. `token.rs` is the logos definition of every TLA+ token in its
//! ASCII and Unicode spellings; synonyms (`#`, `/=`, `≠`) map to one canonical
//! name there, so later stages never see them. `lib.rs` finds the module as
//! SANY's lexer does (`----`, spaces, `MODULE` anywhere: text before it and
//! after its `====` is ignored; further modules in the same file are lexed on
//! request, found by whole header lines as TLC's `MonolithSpecExtractor` finds
//! them), drops comments (nested `(* *)`, `\*`), splits `WF_`/`SF_` from their
//! subscript and reports lexical errors. `layout.rs` is the layout pass: it
//! turns bulleted `/\` and `\/` lists into explicit `AndBullet … JEnd` tokens
//! using SANY's column rule, so the grammar has no column logic. It depends
//! only on `logos`; it knows nothing of the AST.
#![forbid(unsafe_code)]

mod layout;
mod token;

use logos::Logos;
pub use token::{block_comment, CommentEnd, RawTok};

/// A token as the grammar sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok<'a> {
    Dashes,
    ModuleEnd,
    Ident(&'a str),
    Num(&'a str),
    Decimal(&'a str),
    Str(&'a str),
    Step(&'a str),
    Kw(Kw),
    LParen,
    RParen,
    LBracket,
    RBracket,
    RBracketUnder,
    LBrace,
    RBrace,
    LAngle,
    RAngle,
    RAngleUnder,
    Comma,
    Colon,
    ColonColon,
    Dot,
    Bang,
    DefEq,
    LArrow,
    RArrow,
    MapsTo,
    At,
    Underscore,
    Prime,
    MinusDot,
    Forall,
    Exists,
    TForall,
    TExists,
    /// `WF_`, `SF_`: the subscript follows as its own token.
    Wf,
    Sf,
    Minus,
    And,
    Or,
    Always,
    Eventually,
    In,
    Eq,
    Times,
    Prefix(&'a str),
    Postfix(&'a str),
    Infix(&'a str),
    /// `/\` or `\/` that starts an item of a bulleted list (layout pass).
    AndBullet,
    OrBullet,
    /// End of a bulleted list (layout pass); zero width.
    JEnd,
}

/// Reserved words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kw {
    Module,
    Extends,
    Variable,
    Constant,
    Assume,
    Theorem,
    Local,
    Instance,
    With,
    Recursive,
    Let,
    In,
    If,
    Then,
    Else,
    Case,
    Other,
    Choose,
    Except,
    Lambda,
    True,
    False,
    Boolean,
    String,
    Proof,
    By,
    Obvious,
    Omitted,
    Qed,
    Suffices,
    Pick,
    Have,
    Take,
    Witness,
    Use,
    Hide,
    Define,
    Def,
    New,
    Prove,
    Only,
    Action,
    State,
    Temporal,
}

fn keyword(word: &str) -> Option<Tok<'static>> {
    use Kw::*;
    let kw = match word {
        "MODULE" => Module,
        "EXTENDS" => Extends,
        "VARIABLE" | "VARIABLES" => Variable,
        "CONSTANT" | "CONSTANTS" => Constant,
        "ASSUME" | "ASSUMPTION" | "AXIOM" => Assume,
        "THEOREM" | "LEMMA" | "PROPOSITION" | "COROLLARY" => Theorem,
        "LOCAL" => Local,
        "INSTANCE" => Instance,
        "WITH" => With,
        "RECURSIVE" => Recursive,
        "LET" => Let,
        "IN" => In,
        "IF" => If,
        "THEN" => Then,
        "ELSE" => Else,
        "CASE" => Case,
        "OTHER" => Other,
        "CHOOSE" => Choose,
        "EXCEPT" => Except,
        "LAMBDA" => Lambda,
        "TRUE" => True,
        "FALSE" => False,
        "BOOLEAN" => Boolean,
        "STRING" => String,
        "PROOF" => Proof,
        "BY" => By,
        "OBVIOUS" => Obvious,
        "OMITTED" => Omitted,
        "QED" => Qed,
        "SUFFICES" => Suffices,
        "PICK" => Pick,
        "HAVE" => Have,
        "TAKE" => Take,
        "WITNESS" => Witness,
        "USE" => Use,
        "HIDE" => Hide,
        "DEFINE" => Define,
        "DEF" | "DEFS" => Def,
        "NEW" => New,
        "PROVE" => Prove,
        "ONLY" => Only,
        "ACTION" => Action,
        "STATE" => State,
        "TEMPORAL" => Temporal,
        "ENABLED" => return Some(Tok::Prefix("ENABLED")),
        "UNCHANGED" => return Some(Tok::Prefix("UNCHANGED")),
        "SUBSET" => return Some(Tok::Prefix("SUBSET")),
        "UNION" => return Some(Tok::Prefix("UNION")),
        "DOMAIN" => return Some(Tok::Prefix("DOMAIN")),
        _ => return None,
    };
    Some(Tok::Kw(kw))
}

/// A token with its byte span, in the form lalrpop consumes.
pub type Spanned<'a> = (usize, Tok<'a>, usize);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexErrorKind {
    UnexpectedChar(char),
    UnterminatedString,
    UnterminatedComment,
    NoModule,
    MissingModuleEnd,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub start: usize,
    pub end: usize,
    pub kind: LexErrorKind,
}

impl LexError {
    pub fn message(&self) -> String {
        match &self.kind {
            LexErrorKind::UnexpectedChar('`') => "unexpected character '`' (U+0060)".into(),
            LexErrorKind::UnexpectedChar(c) => format!("unexpected character `{}` (U+{:04X})", c.escape_debug(), *c as u32),
            LexErrorKind::UnterminatedString => "unterminated string literal".into(),
            LexErrorKind::UnterminatedComment => "unterminated comment: `(*` has no matching `*)`".into(),
            LexErrorKind::NoModule => "no module found: expected a line `---- MODULE Name ----`".into(),
            LexErrorKind::MissingModuleEnd => "module is not closed: expected `====` at the end".into(),
        }
    }
}

#[derive(Debug, Default)]
pub struct Lexed<'a> {
    pub tokens: Vec<Spanned<'a>>,
    pub errors: Vec<LexError>,
    /// Byte offset just past the module's closing `====`.
    pub end: usize,
}

/// Byte offset of the first module header at or after `from`. The first
/// module of a file (`from == 0`) begins as SANY's lexer finds it: a run
/// of four or more `-`, spaces only (no tab, no line break), then `MODULE`,
/// anywhere in the text (all before it is skipped unread: a byte order
/// mark, `-- ` on the same line, comments), and `MODULE` may run into the
/// name (`---- MODULEX` is module `X`). A later module of the same file is
/// one SANY finds as TLC's `MonolithSpecExtractor` does, by whole lines:
/// one that is `----`, whitespace, `MODULE`, whitespace, the name,
/// whitespace and `---` (a commented-out `\* ---- MODULE` is none).
pub fn module_start(src: &str, from: usize) -> Option<usize> {
    if from > 0 {
        return later_module_start(src, from);
    }
    let bytes = src.as_bytes();
    let mut i = from;
    while let Some(off) = src[i..].find("----") {
        let start = i + off;
        let mut j = start;
        while j < bytes.len() && bytes[j] == b'-' {
            j += 1;
        }
        let mut k = j;
        while k < bytes.len() && bytes[k] == b' ' {
            k += 1;
        }
        if bytes[k..].starts_with(b"MODULE") {
            return Some(start);
        }
        i = j;
    }
    None
}

/// The start of the first line at or after `from` that is a whole module
/// header, as `MonolithSpecExtractor` matches it: `-----*\s*MODULE\s+`
/// name `\s*----*`.
fn later_module_start(src: &str, from: usize) -> Option<usize> {
    let mut at = src[..from].rfind(['\n', '\r']).map_or(0, |n| n + 1);
    for line in src[at..].split_inclusive('\n') {
        let start = at;
        at += line.len();
        if start < from {
            continue;
        }
        let text = line.trim_end_matches(['\n', '\r']);
        let rest = text.trim_start_matches('-');
        if text.len() - rest.len() < 4 {
            continue;
        }
        let Some(rest) = rest.trim_start().strip_prefix("MODULE") else { continue };
        if !rest.starts_with(char::is_whitespace) {
            continue;
        }
        let rest = rest.trim_start();
        let name_len = rest.find(|c: char| c.is_whitespace() || c == '-').unwrap_or(rest.len());
        let tail = rest[name_len..].trim_start();
        if name_len > 0 && tail.len() >= 3 && tail.bytes().all(|b| b == b'-') {
            return Some(start);
        }
    }
    None
}

/// A numeral's digits and radix: `42` in base 10, `\b101`, `\o17` and
/// `\hFF` (either case of the letter) in bases 2, 8 and 16.
pub fn numeral_digits(text: &str) -> (&str, u32) {
    match text.get(..2) {
        Some("\\b" | "\\B") => (&text[2..], 2),
        Some("\\o" | "\\O") => (&text[2..], 8),
        Some("\\h" | "\\H") => (&text[2..], 16),
        _ => (text, 10),
    }
}

/// Raw tokens of the first module starting at or after byte `from`,
/// comments dropped, keywords and `WF_`/`SF_` split out.
pub fn lex_raw(src: &str, from: usize) -> Lexed<'_> {
    let mut out = Lexed { end: src.len(), ..Lexed::default() };
    let Some(start) = module_start(src, from) else {
        out.errors.push(LexError { start: 0, end: 0, kind: LexErrorKind::NoModule });
        return out;
    };
    let mut lexer = RawTok::lexer(&src[start..]);
    // Module nesting: `----` `MODULE` opens, `====` closes.
    let mut depth = 0usize;
    let mut prev_dashes = false;
    // An unclosed `(*` runs to the end of the text and swallows the `====`:
    // the missing end is then no news.
    let mut unclosed_comment = false;
    while let Some(result) = lexer.next() {
        let span = lexer.span();
        let (s, e) = (span.start + start, span.end + start);
        let raw = match result {
            Ok(t) => t,
            Err(()) => {
                let c = src[s..].chars().next().unwrap_or('\0');
                out.errors.push(LexError { start: s, end: s + c.len_utf8().max(1), kind: LexErrorKind::UnexpectedChar(c) });
                continue;
            }
        };
        let is_dashes = matches!(raw, RawTok::Dashes);
        let tok = match raw {
            RawTok::BlockComment(CommentEnd::Closed) | RawTok::LineComment => continue,
            RawTok::BlockComment(CommentEnd::Unclosed) => {
                unclosed_comment = true;
                out.errors.push(LexError { start: s, end: s + 2, kind: LexErrorKind::UnterminatedComment });
                continue;
            }
            RawTok::UnterminatedStr => {
                out.errors.push(LexError { start: s, end: e, kind: LexErrorKind::UnterminatedString });
                Tok::Str("\"\"")
            }
            RawTok::Dashes => Tok::Dashes,
            RawTok::ModuleEnd => Tok::ModuleEnd,
            RawTok::Word(w) => {
                // After `.` (a record field, `!.f` in EXCEPT) every word is a
                // field name, keywords too (`r.NEW`, `r.WF_`), as in SANY.
                let after_dot = matches!(out.tokens.last(), Some((_, Tok::Dot, end)) if *end == s);
                // SANY reads a header's `----` `MODULE` as one token, so
                // `---- MODULEX` is module `X`.
                let header_word = prev_dashes
                    && w.len() > 6
                    && w.starts_with("MODULE")
                    && out.tokens.last().is_some_and(|&(_, _, end)| src[end..s].bytes().all(|b| b == b' '));
                if header_word {
                    out.tokens.push((s, Tok::Kw(Kw::Module), s + 6));
                    depth += 1;
                    prev_dashes = false;
                    out.tokens.push((s + 6, keyword(&w[6..]).unwrap_or(Tok::Ident(&w[6..])), e));
                    continue;
                }
                if after_dot {
                    Tok::Ident(w)
                } else if let Some(k) = keyword(w) {
                    k
                } else if w.len() >= 3 && (w.starts_with("WF_") || w.starts_with("SF_")) {
                    let fair = if w.starts_with('W') { Tok::Wf } else { Tok::Sf };
                    out.tokens.push((s, fair, s + 3));
                    if w.len() > 3 {
                        out.tokens.push((s + 3, Tok::Ident(&w[3..]), e));
                    }
                    prev_dashes = false;
                    continue;
                } else {
                    Tok::Ident(w)
                }
            }
            RawTok::Num(n) => Tok::Num(n),
            RawTok::Decimal(n) => Tok::Decimal(n),
            RawTok::Str(x) => Tok::Str(x),
            RawTok::Step(x) => Tok::Step(x),
            RawTok::LParen => Tok::LParen,
            RawTok::RParen => Tok::RParen,
            RawTok::LBracket => Tok::LBracket,
            RawTok::RBracket => Tok::RBracket,
            RawTok::RBracketUnder => Tok::RBracketUnder,
            RawTok::LBrace => Tok::LBrace,
            RawTok::RBrace => Tok::RBrace,
            RawTok::LAngle => Tok::LAngle,
            RawTok::RAngle => Tok::RAngle,
            RawTok::RAngleUnder => Tok::RAngleUnder,
            RawTok::Comma => Tok::Comma,
            RawTok::Colon => Tok::Colon,
            RawTok::ColonColon => Tok::ColonColon,
            RawTok::Dot => Tok::Dot,
            RawTok::Bang => Tok::Bang,
            RawTok::DefEq => Tok::DefEq,
            RawTok::LArrow => Tok::LArrow,
            RawTok::RArrow => Tok::RArrow,
            RawTok::MapsTo => Tok::MapsTo,
            RawTok::At => Tok::At,
            RawTok::Underscore => Tok::Underscore,
            RawTok::Prime => Tok::Prime,
            RawTok::MinusDot => Tok::MinusDot,
            RawTok::Forall => Tok::Forall,
            RawTok::Exists => Tok::Exists,
            RawTok::TForall => Tok::TForall,
            RawTok::TExists => Tok::TExists,
            RawTok::Minus => Tok::Minus,
            RawTok::And => Tok::And,
            RawTok::Or => Tok::Or,
            RawTok::Always => Tok::Always,
            RawTok::Eventually => Tok::Eventually,
            RawTok::In => Tok::In,
            RawTok::Eq => Tok::Eq,
            RawTok::Times => Tok::Times,
            RawTok::Prefix(p) => Tok::Prefix(p),
            RawTok::Postfix(p) => Tok::Postfix(p),
            RawTok::Infix(p) => Tok::Infix(p),
        };
        if tok == Tok::Kw(Kw::Module) && prev_dashes {
            depth += 1;
        }
        prev_dashes = is_dashes;
        out.tokens.push((s, tok, e));
        if tok == Tok::ModuleEnd {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                out.end = e;
                return out;
            }
        }
    }
    // The text ended inside a module: report it once and close what is open,
    // so that the parser can still check everything before.
    let end = src.len();
    if !unclosed_comment {
        out.errors.push(LexError { start: end, end, kind: LexErrorKind::MissingModuleEnd });
    }
    for _ in 0..depth.max(1) {
        out.tokens.push((end, Tok::ModuleEnd, end));
    }
    out
}

/// Lexes the first module of `src` and runs the layout pass.
pub fn lex(src: &str) -> Lexed<'_> {
    lex_at(src, 0)
}

/// Lexes the first module at or after byte `from` and runs the layout pass.
pub fn lex_at(src: &str, from: usize) -> Lexed<'_> {
    let mut lexed = lex_raw(src, from);
    lexed.tokens = layout::layout(src, &lexed.tokens);
    lexed
}

pub use layout::{can_end_expr, layout};
