//! The mutation harness: real inputs are mutated deterministically — byte
//! ranges deleted, lines duplicated or swapped, tokens and odd characters
//! inserted, text truncated — and each mutant is handed to a test's
//! `exercise` function under `catch_unwind`. A panic, an `Err` (a bad
//! diagnostic) or a slow parse is a failure, saved to the temp folder for
//! replay; a watchdog aborts the run (saving the mutant) if one hangs.
//!
//! `MUTANTS=N` changes the number of mutants, `MUTATION_SEED` the seed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// xorshift64*: small, fast, deterministic.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
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
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What mutations insert: the language's tokens, odd characters, and the
/// punctuation a character may be replaced with.
pub struct Alphabet<'a> {
    pub tokens: &'a [&'a str],
    pub chars: &'a [char],
    pub punctuation: &'a [char],
}

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
pub fn mutate(text: &mut String, rng: &mut Rng, alphabet: &Alphabet) -> String {
    let len = text.len();
    let at = floor_boundary(text, if len == 0 { 0 } else { rng.below(len + 1) });
    match rng.below(9) {
        0 => {
            let end = floor_boundary(text, at + 1 + rng.below(24));
            text.replace_range(at..end, "");
            format!("delete {at}..{end}")
        }
        1 | 2 => {
            let tok = *rng.pick(alphabet.tokens);
            let sep = *rng.pick(&["", " ", " ", "\n"]);
            text.insert_str(at, &format!("{sep}{tok}{sep}"));
            format!("insert {tok:?} at {at}")
        }
        3 => {
            let c = *rng.pick(alphabet.chars);
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
            let c = *rng.pick(alphabet.punctuation);
            let mut end = at + 1;
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(at..end, &c.to_string());
            format!("replace at {at} with {c:?}")
        }
    }
}

/// A diagnostic's span lies within the text, on character boundaries.
pub fn check_span(text: &str, start: u32, end: u32) -> Result<(), String> {
    let (s, e) = (start as usize, end as usize);
    if s > e || e > text.len() {
        return Err(format!("span {s}..{e} outside the text (length {})", text.len()));
    }
    if !text.is_char_boundary(s) || !text.is_char_boundary(e) {
        return Err(format!("span {s}..{e} not on character boundaries"));
    }
    Ok(())
}

/// The seed texts: the files, read (lossily as UTF-8), sorted by path.
pub fn read_seeds(mut files: Vec<PathBuf>) -> Vec<(PathBuf, String)> {
    files.sort();
    files.into_iter().filter_map(|f| Some((f.clone(), String::from_utf8_lossy(&std::fs::read(&f).ok()?).into_owned()))).collect()
}

/// One mutation run's settings.
pub struct Campaign<'a> {
    /// Names the saved mutants (`NAME-mutant-N.EXT`).
    pub name: &'a str,
    pub extension: &'a str,
    /// Mutants made without `MUTANTS`, and the seed without `MUTATION_SEED`.
    pub default_mutants: usize,
    pub default_seed: u64,
    /// Each mutant is its seed text after 1 to this many mutations.
    pub max_steps: usize,
    /// A parse slower than this fails.
    pub max_parse: Duration,
    /// A parse running this long is taken to hang: the run aborts.
    pub watchdog: Duration,
    pub alphabet: Alphabet<'a>,
}

/// Runs the campaign over `seeds`; panics listing the failing mutants.
pub fn run(c: &Campaign, seeds: &[(PathBuf, String)], exercise: &dyn Fn(&str) -> Result<usize, String>) {
    let mutants: usize = std::env::var("MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(c.default_mutants);
    let seed: u64 = std::env::var("MUTATION_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(c.default_seed);
    assert!(!seeds.is_empty(), "no seed files");

    // Panics are caught and reported below; keep their messages.
    let last_panic: Arc<Mutex<String>> = Arc::default();
    {
        let last_panic = last_panic.clone();
        std::panic::set_hook(Box::new(move |info| {
            let loc = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
            let msg =
                info.payload().downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| info.payload().downcast_ref::<String>().cloned()).unwrap_or_default();
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
        let (limit, hang_path) = (c.watchdog, std::env::temp_dir().join(format!("{}-hanging-mutant.{}", c.name, c.extension)));
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                let s = started_ms.load(Ordering::Relaxed);
                if s != u64::MAX && epoch.elapsed().as_millis() as u64 > s + limit.as_millis() as u64 {
                    let (what, text) = current.lock().unwrap().clone();
                    let _ = std::fs::write(&hang_path, text);
                    eprintln!("HANG: a parse has run for over {limit:?}: {what}; mutant saved to {}", hang_path.display());
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
        let steps = 1 + rng.below(c.max_steps);
        let what: Vec<String> = (0..steps).map(|_| mutate(&mut text, &mut rng, &c.alphabet)).collect();
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
                (took > c.max_parse).then(|| format!("took {took:?}"))
            }
            Ok(Err(bad)) => Some(bad),
            Err(_) => Some(format!("panicked: {}", last_panic.lock().unwrap())),
        };
        if let Some(problem) = problem {
            let saved = std::env::temp_dir().join(format!("{}-mutant-{n}.{}", c.name, c.extension));
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
