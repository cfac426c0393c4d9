//! Parsing TLA+ modules into an AST with spans.
//!
//! [`parse`] runs the lexer and layout pass, then the lalrpop parser built
//! from `grammar/tla.lalrpop`. When the parser fails it reports the error and
//! parses again without the broken unit (from the column-0 line that starts
//! it to the next one), so that every independent error in a file is
//! reported, not only the first, without cascades.
//!
//! # In detail
//!
//! The crate owns the grammar and the AST. The grammar is `grammar/tla.lalrpop` (LR(1),
//! generated at build time). Expressions are parsed as flat sequences of
//! operands and operators; `actions.rs` groups them by the precedence ranges in
//! `precedence.rs` (SANY's table) and reports the mixes SANY rejects (`a /\ b
//! \/ c`, `2^3^2`, `[]x'`). Forms the grammar cannot tell apart with one token
//! of lookahead (`{x \in S : P}` versus `{e : x \in S}`, the `[...]` forms,
//! `<1> f(x) == e` in proofs) are parsed generally and classified there.
//! `lib.rs` drives the parser and reports every independent syntax error by
//! parsing again without the broken unit. `select.rs` finds the part of a
//! definition a subexpression selector names (`Op!2`, `Op!<<`, `Op!lab`,
//! `Op!(x)`, `Op!@`, `Op!1!Def`) by SANY's rules (operands as SANY's semantic
//! tree holds them: `f[a]` is `(f, a)`, a record's are its values, a
//! quantifier's its bounds), with the names bound around it and the LETs it
//! sees, or SANY's complaint, for the resolver (its level, or the error) and
//! the compiler (an operator of the definition's parameters and those names).
//! `sexpr.rs` prints the AST for the tests in `tests/syntax/`. Every AST node
//! has a span. It may not depend on module loading or evaluation.
#![forbid(unsafe_code)]

pub mod actions;
pub mod ast;
pub mod precedence;
pub mod select;
pub mod sexpr;

#[allow(clippy::all, unused_parens, unused_imports, dead_code)]
mod grammar {
    include!(concat!(env!("OUT_DIR"), "/tla.rs"));
}

use actions::SyntaxError;
use ast::{Module, Span};
use lalrpop_util::ParseError;
use tla_diagnostics::{Diagnostic, FileId};
use tla_lexer::{Kw, LexError, Spanned, Tok};

/// Diagnostic codes of the front end.
pub mod codes {
    pub const LEX: &str = "E0001";
    pub const SYNTAX: &str = "E0002";
    pub const PRECEDENCE: &str = "E0003";
    pub const NO_MODULE: &str = "E0004";
    pub const MODULE_END: &str = "E0005";
}

/// The errors reported for one file are capped: past this many the rest is
/// noise.
const MAX_SYNTAX_ERRORS: usize = 50;

pub struct Parsed {
    pub module: Option<Module>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses the first module in `src`.
pub fn parse(src: &str, file: FileId) -> Parsed {
    parse_at(src, file, 0).0
}

/// Parses every module in `src`: the first, then the ones that follow its
/// end (TLC writes trace specs as one file of several modules; SANY finds a
/// module there when no file of its own exists).
pub fn parse_file(src: &str, file: FileId) -> Vec<Parsed> {
    let (first, mut end) = parse_at(src, file, 0);
    let mut all = vec![first];
    while end < src.len() && tla_lexer::module_start(src, end).is_some() {
        let (next, next_end) = parse_at(src, file, end);
        all.push(next);
        if next_end <= end {
            break;
        }
        end = next_end;
    }
    all
}

/// Parses the first module at or after byte `from`; also returns the offset
/// just past its end.
pub fn parse_at(src: &str, file: FileId, from: usize) -> (Parsed, usize) {
    let lexed = tla_lexer::lex_at(src, from);
    let end = lexed.end;
    let mut diagnostics: Vec<Diagnostic> = lexed.errors.iter().map(|e| lex_diagnostic(e, file)).collect();
    if lexed.tokens.is_empty() {
        return (Parsed { module: None, diagnostics }, end);
    }
    let mut tokens = lexed.tokens;
    // The `====` missing at the end explains no parse error: the parser
    // gets one at the end of the text, and fails there only when what
    // comes before is incomplete.
    let lex_error_spans: Vec<(usize, usize)> =
        lexed.errors.iter().filter(|e| e.kind != tla_lexer::LexErrorKind::MissingModuleEnd).map(|e| (e.start, e.end)).collect();
    let parser = grammar::ModuleParser::new();
    let mut module = None;
    for _ in 0..MAX_SYNTAX_ERRORS {
        match parser.parse(tokens.iter().copied()) {
            Ok(m) => {
                // After an error the module parsed is the file less its broken
                // units: good for finding more errors, not for checking.
                if diagnostics.iter().all(|d| !d.is_error()) {
                    module = Some(m);
                }
                break;
            }
            Err(err) => {
                let at = error_offset(&err, src.len());
                let (from, to) = broken_unit(src, &tokens, at, &err);
                let unclosed = unclosed_bracket(&tokens, at);
                // Is the closer of that bracket among the tokens expected?
                let closer_expected = unclosed.is_some_and(|(_, _, closer)| match &err {
                    ParseError::UnrecognizedToken { expected, .. } | ParseError::UnrecognizedEof { expected, .. } => {
                        expected.iter().any(|t| terminal_name(t) == format!("`{closer}`"))
                    }
                    _ => false,
                });
                let missing_body = missing_body(src, &tokens, &err);
                let left_of_list = left_of_list(src, &tokens, at);
                let mut diag = parse_diagnostic(src, err, file);
                if let Some(hint) = left_of_list {
                    diag.message.push_str(&hint);
                }
                if let Some((s, e, _)) = unclosed {
                    let text = &src[s..e];
                    if closer_expected {
                        let line = src[..s].bytes().filter(|&b| b == b'\n').count() + 1;
                        diag.message.push_str(&format!(" (the `{text}` on line {line} is not closed)"));
                    }
                    diag = diag.with_related(file, Span::new(s, e), format!("unclosed `{text}` opened here"));
                }
                if let Some(d) = missing_body {
                    diag = Diagnostic { file, ..d };
                }
                // A lexer error already explains a parse error in its unit.
                let explained = lex_error_spans.iter().any(|&(s, _)| {
                    let start = tokens.get(from).map(|t| t.0).unwrap_or(0);
                    let end = tokens.get(to).map(|t| t.0).unwrap_or(src.len());
                    s >= start && s <= end.max(at)
                });
                if !explained {
                    diagnostics.push(diag);
                }
                // A broken header `---- MODULE Name ----`: mend it and go on,
                // rather than dropping it and meeting the body unexpected.
                let err_index = tokens.iter().position(|t| t.0 >= at).unwrap_or(tokens.len());
                if err_index < 4 {
                    match (err_index, tokens.get(err_index).copied()) {
                        (2, Some((s, Tok::Dashes, _))) => tokens.insert(2, (s, Tok::Ident(""), s)),
                        (2, Some((s, _, e))) => tokens[2] = (s, Tok::Ident(&src[s..e]), e),
                        (3, Some((s, _, _))) => tokens.insert(3, (s, Tok::Dashes, s)),
                        _ => break,
                    }
                    continue;
                }
                if to <= from || to >= tokens.len() {
                    break;
                }
                tokens.drain(from..to);
            }
        }
    }
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    diagnostics.dedup();
    (Parsed { module, diagnostics }, end)
}

/// An unexpected `==` after a line-start head such as `B` or `B(x)`, where
/// the unit before took the head as part of its expression: that unit is
/// incomplete. Most often its `==` has no body at all (`A ==` followed by
/// `B == 2`); the diagnostic then points at that `==`, not at the next one.
fn missing_body(src: &str, tokens: &[Spanned<'_>], err: &ParseError<usize, Tok<'_>, SyntaxError>) -> Option<Diagnostic> {
    let ParseError::UnrecognizedToken { token: (at, tok, _), .. } = err else { return None };
    let err_index = tokens.iter().position(|t| t.0 >= *at)?;
    // `B ==` right before the next unit or the module end (`====`).
    if *tok != Tok::DefEq {
        if err_index == 0 || !starts_unit(*tok) || !starts_line(src, *at) || tokens[err_index - 1].1 != Tok::DefEq {
            return None;
        }
        let (s, _, e) = tokens[err_index - 1];
        let next = if *tok == Tok::ModuleEnd { "the end of the module" } else { "the next unit" };
        return Some(
            Diagnostic::error(codes::SYNTAX, FileId(0), Span::new(s, e), "missing definition body: expected an expression after `==`")
                .with_label("nothing follows this `==`")
                .with_help(format!("{next} starts on the line below")),
        );
    }
    let head = (0..err_index).rev().find(|&i| starts_unit(tokens[i].1) && starts_line(src, tokens[i].0))?;
    if head == 0 || tokens[head..err_index].iter().any(|t| t.1 == Tok::DefEq) {
        return None;
    }
    let (s, prev, e) = tokens[head - 1];
    let line = src[..tokens[head].0].bytes().filter(|&b| b == b'\n').count() + 1;
    let d = match prev {
        Tok::DefEq => Diagnostic::error(codes::SYNTAX, FileId(0), Span::new(s, e), "missing definition body: expected an expression after `==`")
            .with_label("nothing follows this `==`")
            .with_help(format!("line {line} starts the next definition")),
        Tok::Dashes | Tok::ModuleEnd | Tok::Kw(Kw::Module) => return None,
        _ => Diagnostic::error(codes::SYNTAX, FileId(0), Span::new(s, e), format!("incomplete expression: it runs into the next definition on line {line}"))
            .with_label("expected more after this"),
    };
    Some(d)
}

/// Character column (0-based) of byte offset `at`, and whether only blanks
/// precede it on its line.
fn column(src: &str, at: usize) -> (usize, bool) {
    let line_start = src[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let before = &src[line_start..at];
    (before.chars().count(), before.trim().is_empty())
}

/// A hint for an error on a line that starts left of the bullets of the
/// list above it: that ends the list, which is rarely what was meant.
fn left_of_list(src: &str, tokens: &[Spanned<'_>], at: usize) -> Option<String> {
    let line_of = |o: usize| src[..o].bytes().filter(|&b| b == b'\n').count() + 1;
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut found = None;
    for (j, &(s, t, e)) in tokens.iter().enumerate() {
        if s > at {
            break;
        }
        match t {
            Tok::AndBullet | Tok::OrBullet if j == 0 || !tla_lexer::can_end_expr(tokens[j - 1].1) => open.push((s, e)),
            Tok::JEnd => {
                let Some((bs, be)) = open.pop() else { continue };
                let Some(&(ns, nt, _)) = tokens[j + 1..].iter().find(|t| t.1 != Tok::JEnd) else { continue };
                let closer = matches!(nt, Tok::RParen | Tok::RBracket | Tok::RBracketUnder | Tok::RBrace | Tok::RAngle | Tok::RAngleUnder);
                let (col, first_on_line) = column(src, ns);
                if !closer && first_on_line && col > 0 && col < column(src, bs).0 && ns <= at && found.is_none_or(|(f, _, _)| f != ns) {
                    found = Some((ns, bs, be));
                }
            }
            _ => {}
        }
    }
    let (ns, bs, be) = found?;
    (line_of(ns) == line_of(at)).then(|| format!(" (line {} starts left of the `{}` bullets above, which ends their list)", line_of(ns), &src[bs..be]))
}

/// The innermost bracket still open at byte `at`, if any.
/// Returns its span and the spelling of its closer.
fn unclosed_bracket(tokens: &[Spanned<'_>], at: usize) -> Option<(usize, usize, &'static str)> {
    let mut open: Vec<(usize, usize, &'static str)> = Vec::new();
    for &(s, t, e) in tokens.iter().take_while(|t| t.0 < at) {
        match t {
            Tok::LParen => open.push((s, e, ")")),
            Tok::LBracket => open.push((s, e, "]")),
            Tok::LBrace => open.push((s, e, "}")),
            Tok::LAngle => open.push((s, e, ">>")),
            Tok::RParen | Tok::RBracket | Tok::RBracketUnder | Tok::RBrace | Tok::RAngle | Tok::RAngleUnder => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

fn error_offset(err: &ParseError<usize, Tok<'_>, SyntaxError>, eof: usize) -> usize {
    match err {
        ParseError::InvalidToken { location } => *location,
        ParseError::UnrecognizedEof { location, .. } => (*location).min(eof),
        ParseError::UnrecognizedToken { token, .. } => token.0,
        ParseError::ExtraToken { token } => token.0,
        ParseError::User { error } => error.span.start as usize,
    }
}

fn starts_line(src: &str, offset: usize) -> bool {
    offset == 0 || src.as_bytes().get(offset - 1) == Some(&b'\n')
}

/// Tokens that can begin a module-level unit.
fn starts_unit(t: Tok<'_>) -> bool {
    matches!(
        t,
        Tok::Ident(_)
            | Tok::Dashes
            | Tok::ModuleEnd
            | Tok::Kw(Kw::Variable | Kw::Constant | Kw::Assume | Kw::Theorem | Kw::Local | Kw::Recursive | Kw::Instance | Kw::Use | Kw::Hide)
    )
}

/// The token range `[from, to)` of the unit that holds the error at byte
/// `at`: from the last unit start at column 0 before it, to the next one
/// after it. A `==` that is unexpected means the unit before lacks its body,
/// so the range starts one unit earlier.
fn broken_unit(src: &str, tokens: &[Spanned<'_>], at: usize, err: &ParseError<usize, Tok<'_>, SyntaxError>) -> (usize, usize) {
    let is_unit_start = |i: usize| starts_unit(tokens[i].1) && starts_line(src, tokens[i].0);
    let err_index = tokens.iter().position(|t| t.0 >= at).unwrap_or(tokens.len());
    let mut from = (0..err_index.min(tokens.len())).rev().find(|&i| is_unit_start(i)).unwrap_or(0);
    let unexpected_defeq = matches!(err, ParseError::UnrecognizedToken { token: (_, Tok::DefEq, _), .. });
    if unexpected_defeq {
        if let Some(earlier) = (0..from).rev().find(|&i| is_unit_start(i)) {
            from = earlier;
        }
    }
    // Never drop the module header.
    if from < 4 {
        from = tokens.iter().position(|t| t.1 == Tok::Dashes).map(|d| d + 1).unwrap_or(0);
        while from < tokens.len() && !matches!(tokens[from].1, Tok::Dashes) && from < 4 {
            from += 1;
        }
        from = (from + 1).min(err_index);
    }
    // An error at a line-start unit token (`B` after `A == (x + 1`) means the
    // unit before is incomplete: the unit at the error is not dropped with
    // it, so that its own errors are still reported.
    let first_after = if err_index > from && err_index < tokens.len() && is_unit_start(err_index) && tokens[err_index].1 != Tok::ModuleEnd {
        err_index
    } else {
        err_index + 1
    };
    let to = (first_after..tokens.len())
        .find(|&i| is_unit_start(i) && tokens[i].1 != Tok::ModuleEnd || tokens[i].1 == Tok::ModuleEnd && i + 1 == tokens.len())
        .unwrap_or(tokens.len());
    (from, to)
}

fn lex_diagnostic(e: &LexError, file: FileId) -> Diagnostic {
    let code = match e.kind {
        tla_lexer::LexErrorKind::NoModule => codes::NO_MODULE,
        tla_lexer::LexErrorKind::MissingModuleEnd => codes::MODULE_END,
        _ => codes::LEX,
    };
    let d = Diagnostic::error(code, file, Span::new(e.start, e.end), e.message());
    match e.kind {
        tla_lexer::LexErrorKind::UnterminatedComment => d.with_label("comment starts here"),
        tla_lexer::LexErrorKind::UnterminatedString => d.with_label("string starts here").with_help("close it with `\"` on the same line"),
        tla_lexer::LexErrorKind::MissingModuleEnd => d.with_label("expected `====` here"),
        _ => d,
    }
}

/// A readable name for a terminal as lalrpop lists it (`"\"==\""`, `IDENT`).
fn terminal_name(t: &str) -> String {
    let t = t.trim_matches('"').replace("\\\"", "\"").replace("\\\\", "\\");
    match t.as_str() {
        "IDENT" => "identifier".into(),
        "NUM" => "number".into(),
        "DECIMAL" => "decimal number".into(),
        "STRING" => "string".into(),
        "STEP" => "proof step".into(),
        "INFIX" => "infix operator".into(),
        "PREFIX" => "prefix operator".into(),
        "POSTFIX" => "postfix operator".into(),
        "&bullet" => "`/\\` bullet".into(),
        "|bullet" => "`\\/` bullet".into(),
        "jend" => "end of bulleted list".into(),
        other => format!("`{other}`"),
    }
}

fn expected_text(expected: &[String]) -> String {
    let names: Vec<String> = expected.iter().map(|t| terminal_name(t)).collect();
    let expression_start = ["identifier", "number", "`(`", "`{`"].iter().all(|n| names.iter().any(|x| x == n));
    if expression_start {
        let mut others: Vec<&String> = names
            .iter()
            .filter(|n| {
                ![
                    "identifier",
                    "number",
                    "decimal number",
                    "string",
                    "`(`",
                    "`{`",
                    "`[`",
                    "`<<`",
                    "`TRUE`",
                    "`FALSE`",
                    "`BOOLEAN`",
                    "`STRING`",
                    "`@`",
                    "proof step",
                    "prefix operator",
                    "`-`",
                    "`[]`",
                    "`<>`",
                    "`\\A`",
                    "`\\E`",
                    "`\\AA`",
                    "`\\EE`",
                    "`CHOOSE`",
                    "`IF`",
                    "`CASE`",
                    "`LET`",
                    "`LAMBDA`",
                    "`WF_`",
                    "`SF_`",
                    "`/\\` bullet",
                    "`\\/` bullet",
                    // Operators applied in prefix form, `+(a, b)`: not worth
                    // suggesting where an operand is expected.
                    "infix operator",
                    "postfix operator",
                    "`-.`",
                    "`\\in`",
                    "`=`",
                ]
                .contains(&n.as_str())
            })
            .collect();
        others.truncate(6);
        if others.is_empty() {
            return "an expression".into();
        }
        let list: Vec<&str> = others.iter().map(|s| s.as_str()).collect();
        return format!("an expression or {}", list.join(", "));
    }
    match names.len() {
        0 => "nothing more".into(),
        1 => names[0].clone(),
        n if n <= 8 => format!("one of {}", names.join(", ")),
        _ => format!("one of {}, ...", names[..8].join(", ")),
    }
}

fn token_text(src: &str, start: usize, end: usize, tok: Tok<'_>) -> String {
    match tok {
        Tok::JEnd => "end of a bulleted list".into(),
        Tok::ModuleEnd if start == end => "end of file".into(),
        _ => format!("`{}`", &src[start..end]),
    }
}

/// The operator symbol (`*`, `$$`, `\\cup`) that ends right before `pos`,
/// blanks aside.
fn operator_before(src: &str, pos: usize) -> Option<Span> {
    let text = src[..pos].trim_end();
    let end = text.len();
    // Operator characters, Unicode ones (`∉`, `≤`) included.
    let symbol = |c: char| !c.is_alphanumeric() && !c.is_whitespace() && !"()[]{},\"'_".contains(c);
    let mut start = end;
    for (i, c) in text.char_indices().rev() {
        if symbol(c) {
            start = i;
        } else {
            break;
        }
    }
    if start == end {
        // `\cup`, `\o`: a backslash and letters.
        let letters = text.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        if letters.len() < end && letters.ends_with('\\') {
            start = letters.len() - 1;
        }
    }
    (start < end).then(|| Span::new(start, end))
}

fn parse_diagnostic(src: &str, err: ParseError<usize, Tok<'_>, SyntaxError>, file: FileId) -> Diagnostic {
    match err {
        ParseError::UnrecognizedToken { token: (s, tok, e), expected } => {
            // An operator where an operand belongs (`x + * 3`) parses as the
            // start of a prefix-form application `*(a, b)` and fails on what
            // follows: report the operator, as an operand was expected.
            if expected.len() == 1 && expected[0] == "\"(\"" {
                if let Some(op) = operator_before(src, s) {
                    return Diagnostic::error(
                        codes::SYNTAX,
                        file,
                        op,
                        format!("unexpected `{}`, expected an expression", &src[op.start as usize..op.end as usize]),
                    )
                    .with_label("expected an expression");
                }
            }
            let expected = expected_text(&expected);
            Diagnostic::error(codes::SYNTAX, file, Span::new(s, e), format!("unexpected {}, expected {}", token_text(src, s, e, tok), expected))
                .with_label(format!("expected {expected}"))
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let expected = expected_text(&expected);
            Diagnostic::error(codes::SYNTAX, file, Span::new(location, location), format!("unexpected end of file, expected {expected}"))
        }
        ParseError::InvalidToken { location } => Diagnostic::error(codes::SYNTAX, file, Span::new(location, location + 1), "invalid token"),
        ParseError::ExtraToken { token: (s, tok, e) } => {
            Diagnostic::error(codes::SYNTAX, file, Span::new(s, e), format!("unexpected {} after the end of the module", token_text(src, s, e, tok)))
        }
        ParseError::User { error } => {
            let code = if error.precedence { codes::PRECEDENCE } else { codes::SYNTAX };
            let mut d = Diagnostic::error(code, file, error.span, error.message);
            if let Some(l) = error.label {
                d = d.with_label(l);
            }
            if let Some(h) = error.help {
                d = d.with_help(h);
            }
            d
        }
    }
}
