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

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tla_diagnostics::{render, Diagnostic, FileId, MessageFormat, SourceFile, SourceMap};

const DEFAULT_MUTANTS: usize = 10_000;
const MAX_PARSE: Duration = Duration::from_secs(2);
const WATCHDOG: Duration = Duration::from_secs(30);

/// xorshift64*: small, fast, deterministic.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const TOKENS: &[&str] = &[
    "(", ")", "[", "]", "]_", "{", "}", "<<", ">>", ">>_", "/\\", "\\/", "==", "\"", "(*", "*)", "\\*", "CASE", "->",
    "[]", "<>", "LET", "IN", "IF", "THEN", "ELSE", "OTHER", "----", "====", "---- MODULE M ----", "<1>2.", "<1>",
    "QED", "PROOF", "BY", "DEF", "\\A x \\in S :", "\\E", "CHOOSE", "LAMBDA", ":", "::", ",", ".", "!", "@", "'", "_",
    "WF_", "SF_", "EXCEPT", "![1] =", "|->", "<-", "INSTANCE", "WITH", "EXTENDS", "VARIABLE", "CONSTANT", "RECURSIVE",
    "LOCAL", "ASSUME", "THEOREM", "ENABLED", "UNCHANGED", "SUBSET", "DOMAIN", "\\X", "\\in", "=", "-", "-.", "^+",
    "\\b101", "\\hFF", "\\o", "1.5", "..", "x", "F(_, _)", "\n", "\n  /\\ ", "\n\\/ ", "\t", "\r\n", "\\", "$", "$$$",
    "~>", "\\cdot", "\\EE", "ASSUME NEW x PROVE", "SUFFICES", "PICK", "HAVE", "TAKE", "WITNESS", "USE", "HIDE",
];

const CHARS: &[char] = &[
    '∧', '∨', '⟨', '⟩', '≜', '∈', '∀', '□', '◇', '§', '€', 'é', '𝔸', '😀', '\u{0}', '\u{1}', '\u{7f}', '\u{a0}',
    '\u{feff}', '\u{200b}', '\u{2028}', '\t', '\r', '\n', '`', '?', '#', '&', '|', '~', '%', '^', ';', '\\',
];

fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn line_ranges(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        if b == b'\n' {
            out.push((start, i + 1));
            start = i + 1;
        }
    }
    if start < s.len() {
        out.push((start, s.len()));
    }
    out
}

/// Applies one random mutation; returns its description.
fn mutate(text: &mut String, rng: &mut Rng) -> String {
    let len = text.len();
    let at = floor_boundary(text, if len == 0 { 0 } else { rng.below(len + 1) });
    match rng.below(9) {
        0 => {
            let end = floor_boundary(text, at + 1 + rng.below(24));
            text.replace_range(at..end, "");
            format!("delete {at}..{end}")
        }
        1 | 2 => {
            let tok = *rng.pick(TOKENS);
            let sep = *rng.pick(&["", " ", " ", "\n"]);
            text.insert_str(at, &format!("{sep}{tok}{sep}"));
            format!("insert {tok:?} at {at}")
        }
        3 => {
            let c = *rng.pick(CHARS);
            text.insert(at, c);
            format!("insert char {c:?} at {at}")
        }
        4 => {
            let lines = line_ranges(text);
            if lines.is_empty() {
                return "nothing".into();
            }
            let (s, e) = *rng.pick(&lines);
            let line = text[s..e].to_string();
            text.insert_str(s, &line);
            format!("duplicate line at {s}")
        }
        5 => {
            let lines = line_ranges(text);
            if lines.len() < 2 {
                return "nothing".into();
            }
            let a = rng.below(lines.len());
            let b = rng.below(lines.len());
            let (a, b) = (a.min(b), a.max(b));
            if a == b {
                return "nothing".into();
            }
            let (la, lb) = (lines[a], lines[b]);
            let mut out = String::with_capacity(len + 1);
            out.push_str(&text[..la.0]);
            let mut line_b = text[lb.0..lb.1].to_string();
            if !line_b.ends_with('\n') {
                line_b.push('\n');
            }
            out.push_str(&line_b);
            out.push_str(&text[la.1..lb.0]);
            out.push_str(text[la.0..la.1].trim_end_matches('\n'));
            out.push_str(&text[lb.1..]);
            *text = out;
            format!("swap lines {a} and {b}")
        }
        6 => {
            text.truncate(at);
            format!("truncate at {at}")
        }
        7 => {
            // Duplicate a range in place: makes deep nesting and repeats.
            let end = floor_boundary(text, at + rng.below(64));
            let chunk = text[at..end].to_string();
            let times = 1 + rng.below(4);
            text.insert_str(end, &chunk.repeat(times));
            format!("repeat {at}..{end} x{times}")
        }
        _ => {
            // Replace one character with punctuation.
            let end = floor_boundary(text, at + 1);
            if end == at {
                return "nothing".into();
            }
            let c = *rng.pick(&['(', ')', '[', ']', '{', '}', '<', '>', '=', '-', '*', '/', '\\', '"', ':', ',', ' ']);
            let mut end = at + 1;
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(at..end, &c.to_string());
            format!("replace at {at} with {c:?}")
        }
    }
}

fn check_span(text: &str, start: u32, end: u32) -> Result<(), String> {
    let (s, e) = (start as usize, end as usize);
    if s > e || e > text.len() {
        return Err(format!("span {s}..{e} outside the text (length {})", text.len()));
    }
    if !text.is_char_boundary(s) || !text.is_char_boundary(e) {
        return Err(format!("span {s}..{e} not on character boundaries"));
    }
    Ok(())
}

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

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

fn tla_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            tla_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "tla") {
            out.push(path);
        }
    }
}

/// The seed texts: every file of the project's own tests and specs, and
/// every third corpus file under 40 KB.
fn seeds() -> Vec<(PathBuf, String)> {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["specs", "tests/parse-ok", "tests/parse-errors"] {
        tla_files(&root.join(dir), &mut files);
    }
    let corpus = root.join("../shared/corpus");
    if corpus.is_dir() {
        let mut corpus_files = Vec::new();
        tla_files(&corpus, &mut corpus_files);
        corpus_files.sort();
        corpus_files.retain(|f| std::fs::metadata(f).is_ok_and(|m| m.len() < 40_000));
        files.extend(corpus_files.into_iter().step_by(3));
    } else {
        eprintln!("note: no ../shared/corpus; mutating specs/ and tests/ files only");
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|f| Some((f.clone(), String::from_utf8_lossy(&std::fs::read(&f).ok()?).into_owned())))
        .collect()
}

#[test]
fn mutants_never_panic_or_hang() {
    let mutants: usize = std::env::var("MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_MUTANTS);
    let seed: u64 = std::env::var("MUTATION_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x7ca5_2026);
    let seeds = seeds();
    assert!(!seeds.is_empty(), "no seed files");

    // Panics are caught and reported below; keep their messages.
    let last_panic: Arc<Mutex<String>> = Arc::default();
    {
        let last_panic = last_panic.clone();
        std::panic::set_hook(Box::new(move |info| {
            let loc = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
            let msg = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            *last_panic.lock().unwrap() = format!("{msg}{loc}");
        }));
    }

    // The watchdog: a parse that never returns cannot be caught, so the
    // run is aborted with the mutant saved.
    let started_ms = Arc::new(AtomicU64::new(u64::MAX));
    let done = Arc::new(AtomicBool::new(false));
    let current: Arc<Mutex<(String, String)>> = Arc::default();
    let epoch = Instant::now();
    let watchdog = {
        let (started_ms, done, current) = (started_ms.clone(), done.clone(), current.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                let s = started_ms.load(Ordering::Relaxed);
                if s != u64::MAX && epoch.elapsed().as_millis() as u64 > s + WATCHDOG.as_millis() as u64 {
                    let (what, text) = current.lock().unwrap().clone();
                    let path = std::env::temp_dir().join("tlars-hanging-mutant.tla");
                    let _ = std::fs::write(&path, text);
                    eprintln!("HANG: a parse has run for over {WATCHDOG:?}: {what}; mutant saved to {}", path.display());
                    std::process::abort();
                }
            }
        })
    };

    let mut rng = Rng::new(seed);
    let mut failures: Vec<String> = Vec::new();
    let mut diagnostics = 0usize;
    let mut slowest = (Duration::ZERO, String::new());
    let t0 = Instant::now();
    for n in 0..mutants {
        let (path, original) = &seeds[n % seeds.len()];
        let mut text = original.clone();
        let steps = 1 + rng.below(3);
        let what: Vec<String> = (0..steps).map(|_| mutate(&mut text, &mut rng)).collect();
        let what = format!("mutant {n} of {}: {}", path.display(), what.join("; "));
        *current.lock().unwrap() = (what.clone(), text.clone());
        started_ms.store(epoch.elapsed().as_millis() as u64, Ordering::Relaxed);
        let t = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| exercise(&text)));
        let took = t.elapsed();
        started_ms.store(u64::MAX, Ordering::Relaxed);
        if took > slowest.0 {
            slowest = (took, what.clone());
        }
        let problem = match result {
            Ok(Ok(count)) => {
                diagnostics += count;
                if took > MAX_PARSE {
                    Some(format!("took {took:?}"))
                } else {
                    None
                }
            }
            Ok(Err(bad_span)) => Some(bad_span),
            Err(_) => Some(format!("panicked: {}", last_panic.lock().unwrap())),
        };
        if let Some(problem) = problem {
            let saved = std::env::temp_dir().join(format!("tlars-mutant-{n}.tla"));
            let _ = std::fs::write(&saved, &text);
            failures.push(format!("{what}\n    {problem}\n    saved as {}", saved.display()));
            if failures.len() >= 20 {
                break;
            }
        }
    }
    done.store(true, Ordering::Relaxed);
    let _ = watchdog.join();
    let _ = std::panic::take_hook();

    eprintln!(
        "{mutants} mutants of {} files in {:.1?}, {diagnostics} diagnostics rendered; slowest parse {:?} ({})",
        seeds.len(),
        t0.elapsed(),
        slowest.0,
        slowest.1
    );
    assert!(failures.is_empty(), "{} mutant(s) failed:\n{}", failures.len(), failures.join("\n"));
}

/// The mutation operators themselves keep the text valid UTF-8 (they work
/// on `String`, so this is about not panicking on boundaries).
#[test]
fn mutations_respect_char_boundaries() {
    let mut rng = Rng::new(42);
    for _ in 0..2000 {
        let mut text = String::from("---- MODULE M ----\nA ≜ ⟨1, 2⟩ ∧ 𝔸\n====\n");
        for _ in 0..4 {
            mutate(&mut text, &mut rng);
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
        (0..2)
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
    let kinds = [
        "parens", "braces", "tuples", "apps", "flat", "ands", "negs", "ifs", "cases", "lets", "quants", "filters", "maps",
        "lambdas", "bullets",
    ];
    let report = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            let mut problems = Vec::new();
            for kind in kinds {
                let small = best_time(&nested(kind, 5_000));
                let large = best_time(&nested(kind, 20_000));
                eprintln!("{kind:>8}: 5k levels {small:>10.2?}, 20k levels {large:>10.2?}");
                if large > MAX_PARSE || large > small * 8 + Duration::from_millis(40) {
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
