//! No-panic and no-hang test of the configuration parser on broken input.
//!
//! Real configurations (every `.cfg` of `../shared/corpus`, `specs/` and
//! `tests/cfg`) are mutated deterministically — byte ranges deleted, lines
//! duplicated or swapped, configuration tokens and odd characters
//! inserted, text truncated — and each mutant is parsed with
//! `parse_config` and checked with `check_config` and `check_init_next`
//! under `catch_unwind`, its diagnostics rendered in all three formats.
//! Every diagnostic span must lie within the text on character boundaries,
//! every code must be one of `E0201`..`E0299`, and no parse may take over
//! 1 s; a watchdog aborts the run (saving the mutant) if one hangs.
//!
//! `MUTANTS=N` changes the number of mutants (default 20000),
//! `MUTATION_SEED` the seed. A failing mutant is written to the temp
//! folder for replay.

use std::path::PathBuf;
use std::time::{Duration, Instant};
use test_support::mutation::{self, check_span, mutate, read_seeds, Alphabet, Campaign, Rng};
use test_support::{files_with_extension, repo_root};
use tla_config::{check_config, check_init_next, parse_config, render as render_config};
use tla_diagnostics::{render, Diagnostic, FileId, MessageFormat, SourceFile, SourceMap};

const DEFAULT_MUTANTS: usize = 20_000;
const MAX_PARSE: Duration = Duration::from_secs(1);
const WATCHDOG: Duration = Duration::from_secs(20);

const TOKENS: &[&str] = &[
    "CONSTANT",
    "CONSTANTS",
    "INIT",
    "NEXT",
    "SPECIFICATION",
    "INVARIANT",
    "INVARIANTS",
    "PROPERTY",
    "PROPERTIES",
    "CONSTRAINT",
    "ACTION_CONSTRAINT",
    "SYMMETRY",
    "VIEW",
    "ALIAS",
    "POSTCONDITION",
    "CHECK_DEADLOCK",
    "_PERIODIC",
    "_RL_REWARD",
    "_POSSIBLE",
    "TRUE",
    "FALSE",
    "=",
    "==",
    "<-",
    "←",
    "!",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    "<<",
    ">>",
    "⟨",
    "⟩",
    "-",
    "-1",
    "1",
    "2147483648",
    "99999999999999999999",
    "\\h1F",
    "\\b",
    "\"",
    "\"str\"",
    "\"a\\qb\"",
    "(*",
    "*)",
    "\\*",
    "----",
    "====",
    "---- CONFIG X ----",
    "x",
    "Mod",
    "[Mod]",
    "a!b",
    "F(1, 2)",
    "{a, {b}}",
    "INVARIANTT",
    "Invariant",
    "TYPE_OK X",
    "\n",
    "\r\n",
    "\t",
    "\\",
    "|->",
    ":",
    ".",
    "..",
];

const CHARS: &[char] = &[
    '∧', '⟨', '⟩', '←', '§', '€', 'é', '𝔸', '😀', '\u{0}', '\u{1}', '\u{7f}', '\u{a0}', '\u{feff}', '\u{200b}', '\u{2028}', '\t', '\r', '\n', '`', '?', '#',
    '&', '|', '~', '%', '^', ';', '\\', '"', '@', '$',
];

/// What a character may be replaced with.
const PUNCTUATION: &[char] = &['(', ')', '[', ']', '{', '}', '<', '>', '=', '-', '*', '!', '\\', '"', ':', ',', ' '];

const ALPHABET: Alphabet = Alphabet { tokens: TOKENS, chars: CHARS, punctuation: PUNCTUATION };

fn check_diagnostics(text: &str, diags: &[Diagnostic]) -> Result<(), String> {
    for d in diags {
        check_span(text, d.span.start, d.span.end).map_err(|m| format!("{m}: {} [{}]", d.message, d.code))?;
        for r in &d.related {
            check_span(text, r.span.start, r.span.end).map_err(|m| format!("related {m}: {}", r.message))?;
        }
        let n: u32 = d.code.strip_prefix('E').and_then(|c| c.parse().ok()).unwrap_or(0);
        if !(201..=299).contains(&n) || d.code.len() != 5 {
            return Err(format!("code {} outside E0201..E0299: {}", d.code, d.message));
        }
        if d.message.is_empty() {
            return Err(format!("empty message [{}]", d.code));
        }
    }
    Ok(())
}

/// Parses, checks and renders one text; `Err` on a bad diagnostic.
fn exercise(text: &str) -> Result<usize, String> {
    let mut map = SourceMap::new();
    let id = map.add(SourceFile::new("mutant.cfg", text.to_string()));
    assert_eq!(id, FileId(0));
    let (config, mut diags) = parse_config(text, id);
    diags.extend(check_config(&config, id));
    diags.extend(check_init_next(&config, id, true));
    check_diagnostics(text, &diags)?;
    // Every name and value the parser kept points into the text too.
    for item in &config.constants {
        check_span(text, item.span().start, item.span().end)?;
        check_span(text, item.name().span.start, item.name().span.end)?;
    }
    let _ = render_config(&config);
    for d in &diags {
        for format in [MessageFormat::Short, MessageFormat::Json, MessageFormat::Human] {
            if render(&map, d, format, false).is_empty() {
                return Err(format!("empty {format:?} rendering of {}", d.message));
            }
        }
    }
    Ok(diags.len())
}

fn seeds() -> Vec<(PathBuf, String)> {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["specs", "tests/cfg"] {
        files_with_extension(&root.join(dir), "cfg", &mut files);
    }
    let corpus = root.join("../shared/corpus");
    if corpus.is_dir() {
        files_with_extension(&corpus, "cfg", &mut files);
    } else {
        eprintln!("note: no ../shared/corpus; mutating specs/ and tests/cfg files only");
    }
    read_seeds(files)
}

#[test]
fn mutants_never_panic_or_hang() {
    let campaign = Campaign {
        name: "tla-config",
        extension: "cfg",
        default_mutants: DEFAULT_MUTANTS,
        default_seed: 0xcf9_2026,
        max_steps: 4,
        max_parse: MAX_PARSE,
        watchdog: WATCHDOG,
        alphabet: ALPHABET,
    };
    mutation::run(&campaign, &seeds(), &exercise);
}

/// Deep nesting and long inputs: no stack overflow, linear time.
#[test]
fn deep_and_long_inputs_are_linear() {
    fn best_time(text: &str) -> (Duration, usize) {
        let mut best = Duration::MAX;
        let mut n = 0;
        for _ in 0..3 {
            let t = Instant::now();
            let (_, diags) = parse_config(text, FileId(0));
            best = best.min(t.elapsed());
            n = diags.len();
        }
        (best, n)
    }
    type Make = Box<dyn Fn(usize) -> String>;
    let cases: Vec<(&str, Make)> = vec![
        ("nested sets", Box::new(|n| format!("CONSTANT S = {}a{}\n", "{".repeat(n), "}".repeat(n)))),
        ("unclosed sets", Box::new(|n| format!("CONSTANT S = {}\n", "{".repeat(n)))),
        ("nested tuples", Box::new(|n| format!("CONSTANT S = {}a{}\n", "<<".repeat(n), ">>".repeat(n)))),
        ("wide set", Box::new(|n| format!("CONSTANT S = {{{}}}\n", vec!["a"; n].join(", ")))),
        ("many items", Box::new(|n| format!("CONSTANTS\n{}", (0..n).map(|i| format!("C{i} = {i}\n")).collect::<String>()))),
        ("many names", Box::new(|n| format!("INVARIANTS {}\n", (0..n).map(|i| format!("I{i} ")).collect::<String>()))),
        ("many errors", Box::new(|n| format!("CONSTANTS\n{}", "N = = # ,\n".repeat(n)))),
        ("many directives", Box::new(|n| "INIT Init\n".repeat(n))),
        ("nested comments", Box::new(|n| format!("{}x{}", "(*".repeat(n), "*)".repeat(n)))),
    ];
    for (name, make) in cases {
        let small = make(10_000);
        let large = make(80_000);
        let (ts, _) = best_time(&small);
        let (tl, diags) = best_time(&large);
        eprintln!("{name}: 10k {ts:?}, 80k {tl:?} ({diags} diagnostics)");
        // Linear: about 8x (up to ~16x with caches, more on a machine busy
        // with other work, which a small input's best time escapes);
        // quadratic would be 64x, seconds at 80k items.
        assert!(tl < Duration::from_millis(300) || tl < ts * 32, "{name}: 8x the input took {tl:?} against {ts:?}: not linear");
    }
}

#[test]
fn mutations_respect_char_boundaries() {
    let mut rng = Rng::new(42);
    for _ in 0..2000 {
        let mut text = String::from("CONSTANTS S = {⟨a⟩, 𝔸}\nOp ← Other\n");
        for _ in 0..4 {
            mutate(&mut text, &mut rng, &ALPHABET);
        }
    }
}
