//! Tokens of a `.cfg` file.
//!
//! TLC reads a configuration file with SANY's TLA+ token manager, so the
//! tokens here are the TLA+ ones a configuration can use: identifiers
//! (letters, digits and `_` with at least one letter), numbers, strings,
//! `=`, `<-`, `!`, brackets and commas, with TLA+ comments (`\*` to the end
//! of the line, nested `(* *)`). A few more are recognised only to be
//! reported precisely (`==`, `-`, `<<`, `>>`, `\h1F`-style numbers, `----`
//! and `====` lines). Any other character becomes [`TokKind::Unknown`]; the
//! parser reports it with what it expected there.

use crate::codes;
use logos::Logos;
use tla_diagnostics::{Diagnostic, FileId, Span};
use tla_lexer::{block_comment, CommentEnd};

#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
enum Raw<'a> {
    #[token("(*", block_comment)]
    BlockComment(CommentEnd),
    #[regex(r"\\\*[^\n]*", allow_greedy = true)]
    LineComment,

    #[regex(r"-----*")]
    Dashes,
    #[regex(r"=====*")]
    Equals,

    #[regex(r"[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*", |lex| lex.slice())]
    Word(&'a str),
    #[regex(r"[0-9]+", |lex| lex.slice())]
    Num(&'a str),
    #[regex(r"\\[bB][01]+", |lex| lex.slice())]
    #[regex(r"\\[oO][0-7]+", |lex| lex.slice())]
    #[regex(r"\\[hH][0-9a-fA-F]+", |lex| lex.slice())]
    BasedNum(&'a str),
    #[regex(r#""([^"\\\r\n]|\\[^\r\n])*""#, |lex| lex.slice())]
    Str(&'a str),
    #[regex(r#""([^"\\\r\n]|\\[^\r\n])*"#, |lex| lex.slice())]
    UnterminatedStr(&'a str),

    #[token("=")]
    Eq,
    #[token("==")]
    DefEq,
    #[token("<-")]
    #[token("←")]
    Subst,
    #[token("!")]
    Bang,
    #[token("-")]
    Minus,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token("<<")]
    #[token("⟨")]
    LTuple,
    #[token(">>")]
    #[token("⟩")]
    RTuple,
}

/// A token as the parser sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokKind<'a> {
    /// An identifier (directive keywords included: the parser decides).
    Word(&'a str),
    /// Decimal digits.
    Num(&'a str),
    /// `\b101`, `\o17`, `\hFF`: TLA+ numbers that TLC cannot read in a config.
    BasedNum(&'a str),
    /// A string literal, quotes included, escapes as written.
    Str(&'a str),
    Eq,
    DefEq,
    Subst,
    Bang,
    Minus,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    LTuple,
    RTuple,
    /// `----...`, as in `---- CONFIG Name ----`.
    Dashes,
    /// `====...`.
    Equals,
    /// An operator symbol (`++`, `\o`): the name of an operator where a
    /// substitution is made, an unexpected character anywhere else.
    Symbol(&'a str),
    /// A character that starts no configuration token.
    Unknown(char),
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Tok<'a> {
    pub kind: TokKind<'a>,
    pub span: Span,
    /// The first token on its line.
    pub line_start: bool,
}

/// Lexes `text[range]` (spans are offsets into `text`); lexical errors
/// (unterminated strings and comments, bad escapes) go to `diags`. The
/// result always ends with an `Eof` token.
pub(crate) fn lex<'a>(text: &'a str, start: usize, end: usize, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<Tok<'a>> {
    let src = &text[start..end];
    let mut lexer = Raw::lexer(src);
    let mut out = Vec::new();
    let mut prev_end = 0usize;
    let mut first = true;
    while let Some(result) = lexer.next() {
        let r = lexer.span();
        let (s, e) = (r.start, r.end);
        let span = Span::new(s + start, e + start);
        let kind = match result {
            Ok(Raw::BlockComment(CommentEnd::Closed)) | Ok(Raw::LineComment) => continue,
            Ok(Raw::BlockComment(CommentEnd::Unclosed)) => {
                diags.push(
                    Diagnostic::error(
                        codes::UNTERMINATED_COMMENT,
                        file,
                        Span::new(s + start, s + start + 2),
                        "unterminated comment: this `(*` has no matching `*)`",
                    )
                    .with_label("comment opened here")
                    .with_help("`(*` comments nest in TLA+: every `(*` inside needs its own `*)`"),
                );
                continue;
            }
            Ok(Raw::Word(w)) => TokKind::Word(w),
            Ok(Raw::Num(n)) => TokKind::Num(n),
            Ok(Raw::BasedNum(n)) => TokKind::BasedNum(n),
            Ok(Raw::Str(x)) => {
                check_escapes(x, s + start, file, diags);
                TokKind::Str(x)
            }
            Ok(Raw::UnterminatedStr(x)) => {
                diags.push(
                    Diagnostic::error(codes::UNTERMINATED_STRING, file, span, "unterminated string: expected a closing `\"` before the end of the line")
                        .with_label("string starts here"),
                );
                TokKind::Str(x)
            }
            Ok(Raw::Eq) => TokKind::Eq,
            Ok(Raw::DefEq) => TokKind::DefEq,
            Ok(Raw::Subst) => TokKind::Subst,
            Ok(Raw::Bang) => TokKind::Bang,
            Ok(Raw::Minus) => TokKind::Minus,
            Ok(Raw::LParen) => TokKind::LParen,
            Ok(Raw::RParen) => TokKind::RParen,
            Ok(Raw::LBracket) => TokKind::LBracket,
            Ok(Raw::RBracket) => TokKind::RBracket,
            Ok(Raw::LBrace) => TokKind::LBrace,
            Ok(Raw::RBrace) => TokKind::RBrace,
            Ok(Raw::Comma) => TokKind::Comma,
            Ok(Raw::LTuple) => TokKind::LTuple,
            Ok(Raw::RTuple) => TokKind::RTuple,
            Ok(Raw::Dashes) => TokKind::Dashes,
            Ok(Raw::Equals) => TokKind::Equals,
            // An operator symbol (`++`, `\o`, `+`): TLC's token manager reads
            // it as the name of an operator, as in `++ <- PlusPlus`.
            Err(()) if operator_symbol_len(&src[s..]) > 0 => {
                let e = s + operator_symbol_len(&src[s..]);
                let line_start = first || src[prev_end..s].contains('\n');
                first = false;
                prev_end = e;
                out.push(Tok { kind: TokKind::Symbol(&src[s..e]), span: Span::new(s + start, e + start), line_start });
                lexer.bump(e - r.end.min(e));
                continue;
            }
            Err(()) => {
                let c = src[s..].chars().next().unwrap_or('\0');
                let mut e = e.max(s + c.len_utf8()).min(src.len());
                while !src.is_char_boundary(e) {
                    e += 1;
                }
                let line_start = first || src[prev_end..s].contains('\n');
                first = false;
                prev_end = e;
                out.push(Tok { kind: TokKind::Unknown(c), span: Span::new(s + start, e + start), line_start });
                continue;
            }
        };
        let line_start = first || src[prev_end..s].contains('\n');
        first = false;
        prev_end = e;
        out.push(Tok { kind, span, line_start });
    }
    out.push(Tok { kind: TokKind::Eof, span: Span::new(end, end), line_start: true });
    out
}

/// TLA+ strings allow the escapes `\n \t \r \f \\ \"` only.
fn check_escapes(lit: &str, at: usize, file: FileId, diags: &mut Vec<Diagnostic>) {
    let bytes = lit.as_bytes();
    let mut i = 1;
    while i + 1 < bytes.len() {
        if bytes[i] == b'\\' {
            let c = lit[i + 1..].chars().next().unwrap_or('\\');
            if !matches!(c, 'n' | 't' | 'r' | 'f' | '\\' | '"') {
                let span = Span::new(at + i, at + i + 1 + c.len_utf8());
                diags.push(
                    Diagnostic::error(codes::BAD_ESCAPE, file, span, format!("unknown escape `\\{c}` in a string: expected one of \\n \\t \\r \\f \\\\ \\\""))
                        .with_label("unknown escape"),
                );
            }
            i += 1 + c.len_utf8();
        } else {
            i += 1;
        }
    }
}

/// The length of the operator symbol `src` starts with: a run of symbol
/// characters, or a backslash and letters (`\o`, `\oplus`); 0 if none.
fn operator_symbol_len(src: &str) -> usize {
    const SYMBOLS: &str = "+*/%^&|@$#?~:.<>=";
    if let Some(rest) = src.strip_prefix('\\') {
        let letters = rest.chars().take_while(|c| c.is_ascii_alphabetic()).count();
        return if letters > 0 { 1 + letters } else { 0 };
    }
    src.chars().take_while(|c| SYMBOLS.contains(*c)).count()
}
