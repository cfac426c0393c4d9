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
pub mod fairness;
pub mod generate;
pub mod labels;
pub mod macros;
pub mod module;
pub mod omission;
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

/// Whether the module `text` has an algorithm, by the translator's rule
/// (see `find_algorithm`): a line with `--algorithm` or `--fair`.
pub fn has_algorithm(text: &str) -> bool {
    text.contains("--algorithm") || text.contains("--fair")
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

/// The translator's options an algorithm's module gives in `PlusCal
/// options (...)`, with or without a leading `-`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// "", "wf", "sf", "wfNext" or "nof": the first one given.
    pub fairness: String,
    /// `termination`: the model checks Termination (and processes are
    /// weakly fair unless another fairness option is given).
    pub termination: bool,
    /// `noDoneDisjunct`: no stuttering step once every process is done.
    pub no_done_disjunct: bool,
    /// `label`: labels may be added where missing.
    pub label: bool,
    /// `labelRoot name`: added labels are `name1`, `name2`, ...
    pub label_root: String,
    /// `version` names a version before 1.5 (which kept pc and the
    /// stuttering step, and whose records had fewer fields).
    pub before_1_5: bool,
}

impl Options {
    pub fn of(alg: &ast::Algorithm) -> Options {
        let mut o = Options { label_root: "Lbl_".into(), ..Options::default() };
        let mut words = alg.options.iter().map(|w| w.trim_start_matches('-'));
        while let Some(w) = words.next() {
            match w {
                // (A second fairness option is the translator's error, after
                // which it reads no more options and translates with the
                // first.)
                "wf" | "sf" | "wfNext" | "nof" if !o.fairness.is_empty() => break,
                "wf" | "sf" | "wfNext" | "nof" => o.fairness = w.to_string(),
                "termination" => o.termination = true,
                "noDoneDisjunct" => o.no_done_disjunct = true,
                "label" => o.label = true,
                "version" => o.before_1_5 = words.next().and_then(version_number).is_some_and(|v| v < 1500),
                "labelRoot" => {
                    if let Some(root) = words.next() {
                        o.label_root = root.to_string();
                    }
                }
                _ => {}
            }
        }
        if alg.fair_body {
            o.fairness = "wf".into();
        }
        if o.termination && o.fairness.is_empty() {
            o.fairness = "wf".into();
        }
        o
    }
}

/// A version number as the translator weighs it (`1.5` is 1500), or
/// None if it is not one.
fn version_number(text: &str) -> Option<u32> {
    let mut result: u32 = 0;
    let mut after_point = false;
    let mut decimals = 0;
    for c in text.chars() {
        match c {
            '0'..='9' => {
                result = result.checked_mul(10)?.checked_add(c.to_digit(10)?)?;
                if after_point {
                    decimals += 1;
                    if decimals > 3 {
                        return None;
                    }
                }
            }
            '.' => after_point = true,
            _ => return None,
        }
    }
    (decimals..3).try_fold(result, |r, _| r.checked_mul(10))
}
