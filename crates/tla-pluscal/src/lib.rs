//! PlusCal, as the PlusCal translator (`pcal.trans`) reads it: the
//! algorithm in a comment of a module (`--algorithm` or `--fair
//! algorithm`, in the `begin ... end` or the braces syntax), parsed into
//! an [`ast::Algorithm`] whose expressions are the TLA+ tokens written,
//! each with its line and column, as the translation copies them.
//!
//! It knows nothing of TLA+'s grammar beyond its tokens: the translation's
//! text is checked later by the TLA+ front end like any module.
//!
//! # In detail
//!
//! The crate owns PlusCal as the translator (`pcal.trans`) reads it: it finds the
//! algorithm in a module's text (the first line with `--algorithm`, or
//! `--fair`), tokenizes from there on the module's untabbed lines (TLA+'s
//! tokens plus PlusCal's `:=`, `||`, `;`, each with the line and column the
//! translator reports) and parses both syntaxes (`begin ... end` and braces)
//! into `ast::Algorithm`: declarations, `define`, macros, procedures,
//! processes, labelled statements. An expression is kept as its TLA+ tokens,
//! delimited as the translator delimits it (a PlusCal keyword, `;`, `:=`, `||`
//! or a closing bracket at depth 0), since the translation copies expressions
//! as written. Syntax errors carry the translator's wording and place. The
//! translation runs in the translator's passes, one file each: `macros.rs`
//! expands macro calls (parameters replaced as the translator's `TLAExpr`
//! replaces them, which `texpr.rs` reproduces: columns relative to the leftmost
//! line, each line anchored to a token above it so that continuation lines move
//! with what they are aligned under, a value of several tokens parenthesized);
//! `labels.rs` adds the labels the translator requires (`InnerAddLabels`:
//! `Lbl_n`, or its missing-label error); `omission.rs` decides, as the
//! translator does while it parses (`checkBody`, its goto flags), whether `pc`
//! and the stuttering step once done are left out, for the translation and for
//! the checksum's tree alike; `ast::walk` is the one visit of every statement
//! the passes share; `rename.rs` makes names unique as its symbol table does
//! (`Start_`, `Start_P`, with the comments reporting each change); `explode.rs`
//! turns the algorithm into steps (a label begins a step; `while` becomes an IF
//! that loops back; `call`, `return` and their `goto`/`return` forms become
//! assignments to pc, the stack and the procedure's variables; steps come in
//! the translator's order); `generate.rs` writes the text laid out as the
//! translator lays it out (VARIABLES, the define section, `vars`, `ProcSet`,
//! `Init`, one definition per step with IF/THEN/ELSE, `\/` and `\E`/LET for
//! `with`, the variables each branch leaves UNCHANGED, the stack frame of a
//! call, the process and procedure disjunctions, `Next`, `Spec`,
//! `Termination`), with `fairness.rs` laying out a fair process's conjunct of
//! `Spec` as the translator's `ProcessFairness` does. The translator's own
//! regression specs (`test-model/pcal`), the corpus algorithms and
//! `tests/pluscal` are translated to its very lines. It depends on no other tlars crate: the
//! TLA+ it produces is read by the front end like any module.
//!
//! `module.rs` is what pcal.trans writes around the translation: the module
//! with the lines between its `BEGIN TRANSLATION` and `END TRANSLATION` lines
//! replaced (found as the translator finds them, or inserted after the comment
//! holding the algorithm), the BEGIN line's checksums renewed, the translator's
//! messages and errors, the `.cfg` it writes, and whether a module's
//! translation is stale (`staleness`); `tlars translate` and `tlars check` call
//! it. `checksum.rs` owns the translator's checksums: CRC-32 in Java's
//! hexadecimal, `chksum(tla)` over the translation's lines, `chksum(pcal)` over
//! the text of the translator's own syntax tree, and the BEGIN line's sums read
//! and replaced as its regular expression reads them, with the `Validator`'s
//! verdicts. That tree is rebuilt in `checksum/`: `translator_ast.rs` builds it
//! as the translator's parser does (from the algorithm with macros expanded,
//! labels added and names made unique: labelled statement sequences,
//! `if`/`either` with a label inside kept apart, a `with` nested per variable,
//! `call` with its `return` or `goto` as one statement), `explode_effects.rs`
//! makes the changes the translation leaves in it (the explosion shares the
//! branches of `if`, `either` and `with` with the tree, so they get its `pc :=`
//! assignments and call/return statements; multiple assignments are sorted),
//! and `ast_text.rs` prints it as `AST.toString()` does, down to its
//! indentation rule. Why rebuild rather than sum the algorithm's text: the
//! translator sums that tree, so only the tree's text gives its checksums
//! (equal on the corpus's 24 algorithms and TLC's PlusCal test models).
#![forbid(unsafe_code)]

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
