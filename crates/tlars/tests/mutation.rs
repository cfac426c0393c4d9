//! No-panic and no-hang test of the front end on broken input.
//!
//! Real modules (a sample of `../shared/corpus`, plus `specs/`,
//! `tests/parse-ok` and `tests/parse-errors`) are mutated deterministically
//! — byte ranges deleted, lines duplicated or swapped, tokens and odd
//! characters inserted, text truncated — and each mutant is parsed with
//! `tla_syntax::parse_file` and its diagnostics rendered in all three
//! formats, under `catch_unwind`. Every diagnostic span must lie within the
//! text on character boundaries, and no parse may take over 2 s; a watchdog
//! aborts the run (printing the mutant's file) if one hangs outright.
//!
//! `MUTANTS=N` changes the number of mutants (default 10,000), `MUTATION_SEED`
//! the seed. A failing mutant is written to the temp folder for replay.

use std::path::PathBuf;
use std::time::{Duration, Instant};
use test_support::mutation::{self, check_span, mutate, read_seeds, Alphabet, Campaign, Rng};
use test_support::{files_with_extension, repo_root};
use tla_diagnostics::{render, Diagnostic, FileId, MessageFormat, SourceFile, SourceMap};

const DEFAULT_MUTANTS: usize = 10_000;
const MAX_PARSE: Duration = Duration::from_secs(2);
const WATCHDOG: Duration = Duration::from_secs(30);

const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "]_",
    "{",
    "}",
    "<<",
    ">>",
    ">>_",
    "/\\",
    "\\/",
    "==",
    "\"",
    "(*",
    "*)",
    "\\*",
    "CASE",
    "->",
    "[]",
    "<>",
    "LET",
    "IN",
    "IF",
    "THEN",
    "ELSE",
    "OTHER",
    "----",
    "====",
    "---- MODULE M ----",
    "<1>2.",
    "<1>",
    "QED",
    "PROOF",
    "BY",
    "DEF",
    "\\A x \\in S :",
    "\\E",
    "CHOOSE",
    "LAMBDA",
    ":",
    "::",
    ",",
    ".",
    "!",
    "@",
    "'",
    "_",
    "WF_",
    "SF_",
    "EXCEPT",
    "![1] =",
    "|->",
    "<-",
    "INSTANCE",
    "WITH",
    "EXTENDS",
    "VARIABLE",
    "CONSTANT",
    "RECURSIVE",
    "LOCAL",
    "ASSUME",
    "THEOREM",
    "ENABLED",
    "UNCHANGED",
    "SUBSET",
    "DOMAIN",
    "\\X",
    "\\in",
    "=",
    "-",
    "-.",
    "^+",
    "\\b101",
    "\\hFF",
    "\\o",
    "1.5",
    "..",
    "x",
    "F(_, _)",
    "\n",
    "\n  /\\ ",
    "\n\\/ ",
    "\t",
    "\r\n",
    "\\",
    "$",
    "$$$",
    "~>",
    "\\cdot",
    "\\EE",
    "ASSUME NEW x PROVE",
    "SUFFICES",
    "PICK",
    "HAVE",
    "TAKE",
    "WITNESS",
    "USE",
    "HIDE",
];

const CHARS: &[char] = &[
    '∧', '∨', '⟨', '⟩', '≜', '∈', '∀', '□', '◇', '§', '€', 'é', '𝔸', '😀', '\u{0}', '\u{1}', '\u{7f}', '\u{a0}', '\u{feff}', '\u{200b}', '\u{2028}', '\t',
    '\r', '\n', '`', '?', '#', '&', '|', '~', '%', '^', ';', '\\',
];

/// What a character may be replaced with.
const PUNCTUATION: &[char] = &['(', ')', '[', ']', '{', '}', '<', '>', '=', '-', '*', '/', '\\', '"', ':', ',', ' '];

const ALPHABET: Alphabet = Alphabet { tokens: TOKENS, chars: CHARS, punctuation: PUNCTUATION };

fn check_diagnostics(text: &str, diags: &[Diagnostic]) -> Result<(), String> {
    for d in diags {
        check_span(text, d.span.start, d.span.end).map_err(|m| format!("{m}: {} [{}]", d.message, d.code))?;
        for r in &d.related {
            if r.file == d.file {
                check_span(text, r.span.start, r.span.end).map_err(|m| format!("related {m}: {}", r.message))?;
            }
        }
    }
    Ok(())
}

/// Parses and renders one text; `Err` on a bad span.
fn exercise(text: &str) -> Result<usize, String> {
    let mut map = SourceMap::new();
    let id = map.add(SourceFile::new("mutant.tla", text.to_string()));
    assert_eq!(id, FileId(0));
    let mut count = 0;
    for parsed in tla_syntax::parse_file(text, id) {
        check_diagnostics(text, &parsed.diagnostics)?;
        for d in &parsed.diagnostics {
            for format in [MessageFormat::Short, MessageFormat::Json, MessageFormat::Human] {
                let out = render(&map, d, format, false);
                if out.is_empty() {
                    return Err(format!("empty {format:?} rendering of {}", d.message));
                }
            }
            count += 1;
        }
    }
    Ok(count)
}

/// The seed texts: every file of the project's own tests and specs, and
/// every third corpus file under 40 KB.
fn seeds() -> Vec<(PathBuf, String)> {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["specs", "tests/parse-ok", "tests/parse-errors"] {
        files_with_extension(&root.join(dir), "tla", &mut files);
    }
    let corpus = root.join("../shared/corpus");
    if corpus.is_dir() {
        let mut corpus_files = Vec::new();
        files_with_extension(&corpus, "tla", &mut corpus_files);
        corpus_files.sort();
        corpus_files.retain(|f| std::fs::metadata(f).is_ok_and(|m| m.len() < 40_000));
        files.extend(corpus_files.into_iter().step_by(3));
    } else {
        eprintln!("note: no ../shared/corpus; mutating specs/ and tests/ files only");
    }
    read_seeds(files)
}

#[test]
fn mutants_never_panic_or_hang() {
    let campaign = Campaign {
        name: "tlars",
        extension: "tla",
        default_mutants: DEFAULT_MUTANTS,
        default_seed: 0x7ca5_2026,
        max_steps: 3,
        max_parse: MAX_PARSE,
        watchdog: WATCHDOG,
        alphabet: ALPHABET,
    };
    mutation::run(&campaign, &seeds(), &exercise);
}

/// The mutation operators themselves keep the text valid UTF-8 (they work
/// on `String`, so this is about not panicking on boundaries).
#[test]
fn mutations_respect_char_boundaries() {
    let mut rng = Rng::new(42);
    for _ in 0..2000 {
        let mut text = String::from("---- MODULE M ----\nA ≜ ⟨1, 2⟩ ∧ 𝔸\n====\n");
        for _ in 0..4 {
            mutate(&mut text, &mut rng, &ALPHABET);
        }
    }
}

/// Deeply nested and very long constructs parse in linear time: four times
/// the depth may take at most about four times as long (quadratic costs in
/// the layout pass and in reading bounds made 100k levels take minutes).
/// Run on a thread with a large stack: the AST of such input is deep.
#[test]
fn deep_nesting_is_linear() {
    fn nested(kind: &str, n: usize) -> String {
        let body = match kind {
            "parens" => format!("{}1{}", "(1 + ".repeat(n), ")".repeat(n)),
            "braces" => format!("{}1{}", "{".repeat(n), "}".repeat(n)),
            "tuples" => format!("{}1{}", "<<".repeat(n), ">>".repeat(n)),
            "apps" => format!("{}1{}", "f[".repeat(n), "]".repeat(n)),
            "flat" => vec!["1"; n].join(" + "),
            "ands" => vec!["TRUE"; n].join(" /\\ "),
            "negs" => format!("{}TRUE", "~".repeat(n)),
            "ifs" => format!("{}1", "IF TRUE THEN 1 ELSE ".repeat(n)),
            "cases" => format!("{}1", "CASE TRUE -> ".repeat(n)),
            "lets" => format!("{}1", "LET a == 1 IN ".repeat(n)),
            "quants" => format!("{}TRUE", "\\A x \\in {} : ".repeat(n)),
            "filters" => format!("{}{{}}{}", "{x \\in ".repeat(n), " : TRUE}".repeat(n)),
            "maps" => format!("{}1{}", "[x \\in ".repeat(n), " |-> 1]".repeat(n)),
            "lambdas" => format!("{}x{}", "(LAMBDA x : ".repeat(n), ")".repeat(n)),
            "bullets" => (0..n.min(2000)).map(|i| format!("{}/\\ TRUE\n", " ".repeat(i + 5))).collect(),
            _ => unreachable!(),
        };
        format!("---- MODULE Deep ----\nA == {body}\n====\n")
    }
    fn best_time(text: &str) -> Duration {
        (0..3)
            .map(|_| {
                let t = Instant::now();
                let parsed = tla_syntax::parse(text, FileId(0));
                let took = t.elapsed();
                assert!(parsed.diagnostics.is_empty(), "diagnostics: {:?}", parsed.diagnostics);
                took
            })
            .min()
            .unwrap()
    }
    let kinds = ["parens", "braces", "tuples", "apps", "flat", "ands", "negs", "ifs", "cases", "lets", "quants", "filters", "maps", "lambdas", "bullets"];
    let report = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            let mut problems = Vec::new();
            for kind in kinds {
                let small = best_time(&nested(kind, 5_000));
                let large = best_time(&nested(kind, 20_000));
                eprintln!("{kind:>8}: 5k levels {small:>10.2?}, 20k levels {large:>10.2?}");
                // (Linear is 4 times, quadratic 16: 10 leaves room for a
                // machine busy with other work between the two timings.)
                if large > MAX_PARSE || large > small * 10 + Duration::from_millis(40) {
                    problems.push(format!("{kind}: 5k levels {small:?}, 20k levels {large:?}"));
                }
            }
            problems
        })
        .unwrap()
        .join()
        .expect("deep nesting test thread");
    assert!(report.is_empty(), "superlinear parse times:\n{}", report.join("\n"));
}
