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

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tla_config::{check_config, check_init_next, parse_config, render as render_config};
use tla_diagnostics::{render, Diagnostic, FileId, MessageFormat, SourceFile, SourceMap};

const DEFAULT_MUTANTS: usize = 20_000;
const MAX_PARSE: Duration = Duration::from_secs(1);
const WATCHDOG: Duration = Duration::from_secs(20);

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
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

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
    '∧', '⟨', '⟩', '←', '§', '€', 'é', '𝔸', '😀', '\u{0}', '\u{1}', '\u{7f}', '\u{a0}', '\u{feff}', '\u{200b}',
    '\u{2028}', '\t', '\r', '\n', '`', '?', '#', '&', '|', '~', '%', '^', ';', '\\', '"', '@', '$',
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
            let end = floor_boundary(text, at + rng.below(64));
            let chunk = text[at..end].to_string();
            let times = 1 + rng.below(4);
            text.insert_str(end, &chunk.repeat(times));
            format!("repeat {at}..{end} x{times}")
        }
        _ => {
            let end = floor_boundary(text, at + 1);
            if end == at {
                return "nothing".into();
            }
            let c = *rng.pick(&['(', ')', '[', ']', '{', '}', '<', '>', '=', '-', '*', '!', '\\', '"', ':', ',', ' ']);
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

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

fn cfg_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            cfg_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "cfg") {
            out.push(path);
        }
    }
}

fn seeds() -> Vec<(PathBuf, String)> {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["specs", "tests/cfg"] {
        cfg_files(&root.join(dir), &mut files);
    }
    let corpus = root.join("../shared/corpus");
    if corpus.is_dir() {
        cfg_files(&corpus, &mut files);
    } else {
        eprintln!("note: no ../shared/corpus; mutating specs/ and tests/cfg files only");
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
    let seed: u64 = std::env::var("MUTATION_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0xcf9_2026);
    let seeds = seeds();
    assert!(!seeds.is_empty(), "no seed files");

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
                    let path = std::env::temp_dir().join("tla-config-hanging-mutant.cfg");
                    let _ = std::fs::write(&path, text);
                    eprintln!(
                        "HANG: a parse has run for over {WATCHDOG:?}: {what}; mutant saved to {}",
                        path.display()
                    );
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
        let steps = 1 + rng.below(4);
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
                (took > MAX_PARSE).then(|| format!("took {took:?}"))
            }
            Ok(Err(bad)) => Some(bad),
            Err(_) => Some(format!("panicked: {}", last_panic.lock().unwrap())),
        };
        if let Some(problem) = problem {
            let saved = std::env::temp_dir().join(format!("tla-config-mutant-{n}.cfg"));
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

/// Deep nesting and long inputs: no stack overflow, linear time.
#[test]
fn deep_and_long_inputs_are_linear() {
    fn best_time(text: &str) -> (Duration, usize) {
        let mut best = Duration::MAX;
        let mut n = 0;
        for _ in 0..2 {
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
        (
            "many items",
            Box::new(|n| format!("CONSTANTS\n{}", (0..n).map(|i| format!("C{i} = {i}\n")).collect::<String>())),
        ),
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
        // Linear: about 8x (up to ~16x with caches and a busy machine);
        // quadratic would be 64x.
        assert!(
            tl < Duration::from_millis(100) || tl < ts * 32,
            "{name}: 8x the input took {tl:?} against {ts:?}: not linear"
        );
    }
}

#[test]
fn mutations_respect_char_boundaries() {
    let mut rng = Rng::new(42);
    for _ in 0..2000 {
        let mut text = String::from("CONSTANTS S = {⟨a⟩, 𝔸}\nOp ← Other\n");
        for _ in 0..4 {
            mutate(&mut text, &mut rng);
        }
    }
}
