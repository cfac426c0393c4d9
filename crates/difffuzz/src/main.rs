//! `difffuzz`: generates seeded random specs, runs TLC and tlars on each,
//! compares them, shrinks and saves every difference, and prints a summary.
#![forbid(unsafe_code)]

use clap::Parser;
use difffuzz::compare::Verdict;
use difffuzz::run::Checkers;
use difffuzz::shrink::{check, shrink, write};
use difffuzz::spec::{generate, generate_avoiding, FEATURES};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
#[command(about = "Differential fuzzing of `tlars check` against TLC (or its own interpreter) on generated specs")]
struct Args {
    /// How many specs to generate (seeds SEED, SEED+1, ...).
    #[arg(long, default_value_t = 100)]
    count: u64,
    /// The first seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop starting new specs after this many seconds.
    #[arg(long)]
    time_limit: Option<u64>,
    /// Specs checked at once (each runs TLC, then tlars).
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Where differences (and TLC-rejected specs) are saved.
    #[arg(long, default_value = "difffuzz-out")]
    out: PathBuf,
    /// TLC's class path (tla2tools.jar, plus the javax.mail jars if the
    /// build needs them); defaults to $TLC_JAR.
    #[arg(long)]
    tlc_jar: Option<String>,
    /// The command that starts TLC, instead of java with --tlc-jar (split on
    /// whitespace; TLC's arguments are appended).
    #[arg(long)]
    tlc_cmd: Option<String>,
    /// No class-data-sharing archive for TLC's JVM.
    #[arg(long)]
    no_cds: bool,
    /// Compare tlars with its own interpreter (`tlars check --interpret`)
    /// instead of TLC: the compiled core against the reference it must
    /// agree with, without TLC's start-up per spec.
    #[arg(long)]
    against_interpreter: bool,
    /// The tlars binary.
    #[arg(long, default_value = "target/release/tlars")]
    tlars: PathBuf,
    /// Workers tlars runs with (the reference runs with one): its answers
    /// must be one worker's at any number.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    workers: u32,
    /// Seconds each run may take.
    #[arg(long, default_value_t = 60)]
    timeout: u64,
    /// Pairs of runs spent shrinking one difference.
    #[arg(long, default_value_t = 40)]
    shrink_budget: usize,
    /// Differences shrunk per category (the rest are saved as found).
    #[arg(long, default_value_t = 3)]
    shrink_per_category: usize,
    /// Generator features to leave out (comma-separated; `--avoid help`
    /// lists them), to look past a known bug.
    #[arg(long, value_delimiter = ',')]
    avoid: Vec<String>,
    /// Only print the generated files of the first seed.
    #[arg(long)]
    print: bool,
}

#[derive(Default)]
struct Stats {
    run: u64,
    agree: u64,
    tlc_rejects: u64,
    unsupported: u64,
    timeouts: u64,
    differ: BTreeMap<String, Vec<u64>>,
    tlc_secs: f64,
    tlars_secs: f64,
    /// Exit statuses of agreeing runs, to show what the corpus exercises.
    agree_exits: BTreeMap<i32, u64>,
}

fn tlc_command(args: &Args, out: &Path) -> Vec<String> {
    if let Some(cmd) = &args.tlc_cmd {
        return cmd.split_whitespace().map(String::from).collect();
    }
    let cp = args.tlc_jar.clone().or_else(|| std::env::var("TLC_JAR").ok()).unwrap_or_else(|| {
        eprintln!("difffuzz: give TLC's class path with --tlc-jar or TLC_JAR, or a command with --tlc-cmd");
        std::process::exit(2)
    });
    let mut cmd: Vec<String> = ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xms32m", "-Xmx256m", "-Xss16m", "-XX:-UsePerfData", "-Xshare:auto"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    if !args.no_cds {
        // A dynamic class-data-sharing archive of TLC's classes, made by a
        // first run: it saves a good part of the JVM's start-up.
        let jsa = std::fs::canonicalize(out).unwrap().join("tlc-classes.jsa");
        if !jsa.exists() {
            let dir = out.join("work").join("cds");
            let spec = generate(0);
            write(&spec, &dir);
            let mut c = cmd.clone();
            c.push(format!("-XX:ArchiveClassesAtExit={}", jsa.display()));
            c.extend(["-cp".into(), cp.clone(), "tlc2.TLC".into()]);
            let checkers = Checkers { tlc: c, tlars: args.tlars.clone(), workers: args.workers, timeout: Duration::from_secs(120) };
            let o = checkers.run_tlc(&dir);
            eprintln!("difffuzz: made TLC's class archive (exit {:?}, {:.1}s)", o.exit, o.secs);
        }
        if jsa.exists() {
            cmd.push(format!("-XX:SharedArchiveFile={}", jsa.display()));
        }
    }
    cmd.extend(["-cp".into(), cp, "tlc2.TLC".into()]);
    cmd
}

fn save(dir: &Path, from: &Path, detail: &str) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        if e.path().is_file() {
            let _ = std::fs::copy(e.path(), dir.join(e.file_name()));
        }
    }
    std::fs::write(dir.join("DIFFERENCE.txt"), format!("{detail}\n")).unwrap();
}

fn main() {
    let args = Args::parse();
    if let Some(bad) = args.avoid.iter().find(|a| !FEATURES.iter().any(|(f, _)| f == a)) {
        if bad != "help" {
            eprintln!("difffuzz: unknown feature `{bad}`");
        }
        for (f, what) in FEATURES {
            eprintln!("  {f}: {what}");
        }
        std::process::exit(2);
    }
    if args.print {
        let f = generate_avoiding(args.seed, &args.avoid).render();
        for (n, t) in &f.modules {
            println!("==== {n}\n{t}");
        }
        println!("==== Spec.cfg\n{}", f.cfg);
        return;
    }
    std::fs::create_dir_all(&args.out).expect("cannot create the output folder");
    let tlars = std::fs::canonicalize(&args.tlars).unwrap_or_else(|_| {
        eprintln!("difffuzz: no tlars binary at {} (cargo build --release -p tlars)", args.tlars.display());
        std::process::exit(2)
    });
    let args = Args { tlars, ..args };
    let reference = if args.against_interpreter { Vec::new() } else { tlc_command(&args, &args.out) };
    let checkers = Arc::new(Checkers { tlc: reference, tlars: args.tlars.clone(), workers: args.workers, timeout: Duration::from_secs(args.timeout) });
    let out = std::fs::canonicalize(&args.out).unwrap();
    let stats = Arc::new(Mutex::new(Stats::default()));
    let next = Arc::new(AtomicU64::new(args.seed));
    let started = Instant::now();
    let end_seed = args.seed + args.count;
    let limit = args.time_limit.map(Duration::from_secs);
    let shrink_budget = args.shrink_budget;
    let shrink_per_category = args.shrink_per_category;
    let avoid = Arc::new(args.avoid.clone());

    let mut handles = Vec::new();
    for job in 0..args.jobs.max(1) {
        let (checkers, stats, next, out, avoid) = (checkers.clone(), stats.clone(), next.clone(), out.clone(), avoid.clone());
        handles.push(std::thread::spawn(move || {
            let work = out.join("work").join(format!("job{job}"));
            loop {
                if limit.is_some_and(|l| started.elapsed() > l) {
                    break;
                }
                let seed = next.fetch_add(1, Ordering::SeqCst);
                if seed >= end_seed {
                    break;
                }
                let spec = generate_avoiding(seed, &avoid);
                let (tlc, tlars, v) = check(&spec, &work, &checkers);
                let exits = format!("(TLC exit {:?}, tlars exit {:?})", tlc.exit, tlars.exit);
                let mut shrink_this = None;
                {
                    let mut s = stats.lock().unwrap();
                    s.run += 1;
                    s.tlc_secs += tlc.secs;
                    s.tlars_secs += tlars.secs;
                    match &v {
                        Verdict::Agree => {
                            s.agree += 1;
                            *s.agree_exits.entry(tlc.exit.unwrap_or(-1)).or_default() += 1;
                        }
                        Verdict::TlcRejects => {
                            s.tlc_rejects += 1;
                            if s.tlc_rejects <= 20 {
                                save(&out.join("tlc-rejects").join(seed.to_string()), &work, &format!("TLC rejects the generated spec {exits}"));
                            }
                        }
                        Verdict::Unsupported => {
                            s.unsupported += 1;
                            if s.unsupported <= 20 {
                                save(&out.join("unsupported").join(seed.to_string()), &work, &format!("tlars: unsupported {exits}"));
                            }
                        }
                        Verdict::Timeout => {
                            s.timeouts += 1;
                            save(&out.join("timeout").join(seed.to_string()), &work, &format!("a run timed out {exits}"));
                        }
                        Verdict::Differ { category, detail } => {
                            let seen = s.differ.entry(category.clone()).or_default();
                            seen.push(seed);
                            println!("seed {seed}: {category}: {detail}");
                            let dir = out.join(category).join(seed.to_string());
                            save(&dir, &work, detail);
                            save(&dir.join("original"), &work, detail);
                            if seen.len() <= shrink_per_category {
                                shrink_this = Some((category.clone(), dir));
                            }
                        }
                    }
                    if s.run % 50 == 0 {
                        let t = started.elapsed().as_secs_f64();
                        eprintln!(
                            "difffuzz: {} specs in {:.0}s ({:.2}/s), {} agree, {} differ",
                            s.run,
                            t,
                            s.run as f64 / t,
                            s.agree,
                            s.differ.values().map(Vec::len).sum::<usize>()
                        );
                    }
                }
                if let Some((category, dir)) = shrink_this {
                    let sdir = work.with_extension("shrink");
                    if let Some((small, _, _, detail)) = shrink(&spec, &category, &sdir, &checkers, shrink_budget) {
                        // Run the smallest once more so the saved outputs are its own.
                        let (_, _, _) = check(&small, &sdir, &checkers);
                        let _ = std::fs::rename(dir.join("original"), sdir.join("original"));
                        save(&dir, &sdir, &detail);
                        let _ = std::fs::rename(sdir.join("original"), dir.join("original"));
                        let _ = std::fs::remove_dir_all(&sdir);
                    }
                }
            }
            let _ = std::fs::remove_dir_all(&work);
        }));
    }
    for h in handles {
        h.join().unwrap();
    }
    let s = stats.lock().unwrap();
    let t = started.elapsed().as_secs_f64();
    let mut report = String::new();
    if !args.avoid.is_empty() {
        report.push_str(&format!("avoiding: {}\n", args.avoid.join(", ")));
    }
    report.push_str(&format!("specs run: {} in {:.0}s ({:.2} specs/s with {} jobs)\n", s.run, t, s.run as f64 / t, args.jobs));
    report.push_str(&format!("time per spec: TLC {:.2}s, tlars {:.3}s on average\n", s.tlc_secs / s.run.max(1) as f64, s.tlars_secs / s.run.max(1) as f64));
    report.push_str(&format!("agreements: {} (by exit status: {:?})\n", s.agree, s.agree_exits));
    report.push_str(&format!("TLC rejected the spec (generator bugs): {}\n", s.tlc_rejects));
    report.push_str(&format!("tlars unsupported: {}\n", s.unsupported));
    report.push_str(&format!("timeouts: {}\n", s.timeouts));
    let total: usize = s.differ.values().map(Vec::len).sum();
    report.push_str(&format!("differences: {total}\n"));
    for (c, seeds) in &s.differ {
        let shown: Vec<String> = seeds.iter().take(10).map(u64::to_string).collect();
        report.push_str(&format!("  {c}: {} (seeds {})\n", seeds.len(), shown.join(", ")));
    }
    print!("{report}");
    let _ = std::fs::write(out.join("summary.txt"), &report);
}
