//! PlusCal, as the PlusCal translator (`pcal.trans`) reads it: the
//! algorithm in a comment of a module (`--algorithm` or `--fair
//! algorithm`, in the `begin ... end` or the braces syntax), parsed into
//! an [`ast::Algorithm`] whose expressions are the TLA+ tokens written,
//! each with its line and column, as the translation copies them.
//!
//! It knows nothing of TLA+'s grammar beyond its tokens: the translation's
//! text is checked later by the TLA+ front end like any module.

pub mod ast;
pub mod checksum;
pub mod explode;
pub mod generate;
pub mod labels;
pub mod macros;
pub mod parse;
pub mod rename;
pub mod texpr;
pub mod token;

pub use parse::ParseError;

/// Where the algorithm begins: the 0-based line and the char index just
/// after `--algorithm` or `--fair`, and whether it was `--fair`. As the
/// translator: the first line that has `--algorithm`, or else `--fair`.
pub fn find_algorithm(lines: &[String]) -> Option<(usize, usize, bool)> {
    lines.iter().enumerate().find_map(|(i, line)| {
        let chars: Vec<char> = line.chars().collect();
        let find = |word: &str| {
            let w: Vec<char> = word.chars().collect();
            chars.windows(w.len()).position(|c| c == w.as_slice()).map(|p| p + w.len())
        };
        find("--algorithm").map(|c| (i, c, false)).or_else(|| find("--fair").map(|c| (i, c, true)))
    })
}

/// The algorithm of the module `text`, or None if it has none.
pub fn parse_module(text: &str) -> Option<Result<ast::Algorithm, ParseError>> {
    let lines = token::untabbed_lines(text);
    let (line, col, fair) = find_algorithm(&lines)?;
    let mut parser = parse::Parser::new(token::Tokenizer::new(&lines, line, col));
    let pos = ast::Pos { line: line + 1, col: col + 1 };
    Some(parser.algorithm(fair, pos).map(|alg| ast::Algorithm { options: options(text), ..alg }))
}

/// The options of the module's `PlusCal options (...)` line, if any
/// (separated by spaces or commas).
pub fn options(text: &str) -> Vec<String> {
    let Some(at) = text.find("PlusCal options") else { return Vec::new() };
    let rest = &text[at + "PlusCal options".len()..];
    let Some(open) = rest.find('(') else { return Vec::new() };
    let Some(close) = rest[open..].find(')') else { return Vec::new() };
    rest[open + 1..open + close].split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()).map(str::to_string).collect()
}
