//! `bench`: tlars against TLC, side by side on the same machine.
//!
//! For each model of a fixed list (`models.txt`), runs `tlars check` and,
//! given TLC's jar, TLC, one after the other with the same worker count,
//! and prints each one's wall time, CPU time and peak resident memory, the
//! ratios tlars/TLC, and whether the two agree on the counts; then the
//! median, geometric mean and worst of the time ratios and of the CPU
//! ratios (on a loaded machine, CPU time is what a run cost). This is a measurement, not
//! a test: nothing here passes or fails on timing.
//!
//! # In detail
//!
//! This crate (a tool, not part of the pipeline) measures: it runs `tlars check` and TLC
//! one after the other on each model of `models.txt` (corpus models chosen for
//! variety: safety and liveness, SYMMETRY, PlusCal, big functions, sets of
//! functions, recursive operators, a community module), with the same worker
//! count, and prints wall time, CPU time and peak memory (run and measured by
//! `checker-run`, from `wait4`'s resource usage; the counts read from stdout by
//! its report reader) for each, the ratios tlars/TLC and whether the counts
//! agree, then the median, geometric mean and worst time ratio. Timing is never
//! a test: its output is what the notes quote. Its second binary, `structure`,
//! measures EXCEPT, application and traversal on big sequences and functions
//! against `imbl`'s persistent structures (the one reason `imbl` is a
//! dependency, of this tool only; see `tla-values`).
#![forbid(unsafe_code)]

use checker_run::process::Exit;
use checker_run::report::Report;
use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "bench", about = "Benchmark `tlars check` against TLC: wall time and peak memory, side by side")]
struct Args {
    /// The corpus folder [default: ../shared/corpus beside the repository].
    #[arg(long)]
    corpus: Option<PathBuf>,
    /// The models: lines `SPEC|CFG|note`, paths relative to the corpus
    /// [default: crates/bench/models.txt].
    #[arg(long)]
    models: Option<PathBuf>,
    /// Only the models whose spec or cfg path contains this.
    #[arg(long)]
    filter: Option<String>,
    /// The tlars binary [default: target/release/tlars in the repository].
    #[arg(long)]
    tlars: Option<PathBuf>,
    /// TLC's class path: tla2tools.jar, plus the jars its build needs
    /// (javax.mail), separated by `:` (or the TLC_JAR environment
    /// variable). Without it or --tlc-cmd only tlars runs.
    #[arg(long)]
    tlc_jar: Option<String>,
    /// The command that starts TLC instead of java with --tlc-jar (split on
    /// whitespace; `tlc2.TLC`'s arguments are appended).
    #[arg(long)]
    tlc_cmd: Option<String>,
    /// The java binary.
    #[arg(long, default_value = "java")]
    java: String,
    /// Workers for both tools.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Seconds a run may take; it is killed after that.
    #[arg(long, default_value_t = 900)]
    timeout: u64,
}

/// One run of a tool on a model.
struct Run {
    seconds: f64,
    /// CPU seconds (user and system).
    cpu: f64,
    /// Peak resident set size, in MiB.
    peak_mib: f64,
    /// (generated, distinct, depth) as the tool printed them.
    counts: Option<(u64, u64, u64)>,
    status: Option<i32>,
    timed_out: bool,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository")
}

/// Runs `cmd` in `dir` (`checker_run::process::run`), with its wall time
/// and, through `wait4`, its peak memory (the largest of the process's and
/// its children's); the counts are read from its stdout.
fn measure(mut cmd: Command, dir: &Path, timeout: Duration) -> Run {
    cmd.current_dir(dir);
    let run = checker_run::process::run(cmd, Some(timeout));
    if let Exit::SpawnError(e) = &run.exit {
        eprintln!("cannot start {e}");
    }
    let report = Report::parse(&run.stdout);
    Run {
        seconds: run.seconds,
        cpu: run.cpu_seconds,
        peak_mib: run.peak_mib,
        // (A report without the depth line counts it as 0.)
        counts: report.generated.zip(report.distinct).map(|(g, d)| (g, d, report.depth.unwrap_or(0))),
        status: match run.exit {
            Exit::Code(c) => Some(c),
            _ => None,
        },
        timed_out: run.exit == Exit::Timeout,
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(|a, b| a.total_cmp(b));
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

fn main() {
    let args = Args::parse();
    let root = repo_root();
    let corpus = args.corpus.clone().unwrap_or_else(|| root.join("../shared/corpus"));
    let corpus = corpus.canonicalize().unwrap_or_else(|_| panic!("the corpus folder {} is missing", corpus.display()));
    let tlars = args.tlars.clone().unwrap_or_else(|| root.join("target/release/tlars"));
    let tlars = tlars.canonicalize().unwrap_or_else(|_| panic!("{} is missing: build it with `cargo build --release -p tlars`", tlars.display()));
    let tlc_jar = args.tlc_jar.clone().or_else(|| std::env::var("TLC_JAR").ok());
    // How TLC is started: the words of its command line before its own
    // arguments.
    let tlc: Option<Vec<String>> = match (&args.tlc_cmd, &tlc_jar) {
        (Some(cmd), _) => Some(cmd.split_whitespace().map(str::to_string).collect()),
        (None, Some(cp)) => Some(vec![args.java.clone(), "-XX:+UseParallelGC".into(), "-cp".into(), cp.clone(), "tlc2.TLC".into()]),
        (None, None) => None,
    };
    let models_file = args.models.clone().unwrap_or_else(|| root.join("crates/bench/models.txt"));
    let text = std::fs::read_to_string(&models_file).unwrap_or_else(|e| panic!("{}: {e}", models_file.display()));
    let libs: Vec<PathBuf> = ["tlapm", "community", "apalache"].iter().map(|l| corpus.join("lib").join(l)).collect();
    let library_path = libs.iter().map(|l| l.display().to_string()).collect::<Vec<_>>().join(":");
    let scratch = std::env::temp_dir().join(format!("tlars-bench-{}", std::process::id()));
    let timeout = Duration::from_secs(args.timeout);

    println!(
        "tlars {} and {} with {} worker(s) each, one after the other, on {}",
        tlars.display(),
        tlc.as_ref().map_or("no TLC".to_string(), |t| format!("TLC ({})", t.join(" "))),
        args.workers,
        std::env::consts::ARCH
    );
    println!(
        "{:<44} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7} {:>7}  counts",
        "model", "tlars s", "tlars cpu", "tlars MiB", "TLC s", "TLC cpu", "TLC MiB", "time", "cpu", "memory"
    );
    let mut time_ratios = Vec::new();
    // (CPU time is what a run cost on a loaded machine, where wall time
    // also measures the neighbours.)
    let mut cpu_ratios = Vec::new();
    let mut worst: Option<(f64, String)> = None;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let mut parts = line.split('|');
        let (Some(spec), Some(cfg)) = (parts.next(), parts.next()) else { continue };
        let _note = parts.next();
        // Java system properties the model needs (`key=value ...`), given
        // to both tools.
        let properties: Vec<&str> = parts.next().map(|p| p.split_whitespace().collect()).unwrap_or_default();
        if args.filter.as_ref().is_some_and(|f| !spec.contains(f.as_str()) && !cfg.contains(f.as_str())) {
            continue;
        }
        let spec = corpus.join(spec);
        let cfg = corpus.join(cfg);
        let dir = spec.parent().expect("a spec is in a folder").to_path_buf();
        let name = format!("{}/{}", dir.file_name().unwrap_or_default().to_string_lossy(), cfg.file_name().unwrap_or_default().to_string_lossy());

        let mut cmd = Command::new(&tlars);
        cmd.arg("check").arg(&spec).arg("--cfg").arg(&cfg).arg("--workers").arg(args.workers.to_string());
        for p in &properties {
            cmd.arg("-D").arg(p);
        }
        for l in &libs {
            cmd.arg("-I").arg(l);
        }
        let ours = measure(cmd, &dir, timeout);

        let theirs = tlc.as_ref().map(|words| {
            let _ = std::fs::remove_dir_all(&scratch);
            let mut cmd = Command::new(&words[0]);
            // (The library path is a Java system property; given through
            // the environment, it reaches a wrapper script's JVM too.)
            let defines: String = properties.iter().map(|p| format!(" -D{p}")).collect();
            cmd.env("JAVA_TOOL_OPTIONS", format!("-DTLA-Library={library_path}{defines}"))
                .args(&words[1..])
                // (-noGenerateSpecTE: no trace spec written into the corpus.)
                .args(["-workers", &args.workers.to_string(), "-lncheck", "final", "-noGenerateSpecTE", "-metadir"])
                .arg(&scratch)
                .arg("-config")
                .arg(&cfg)
                .arg(&spec);
            measure(cmd, &dir, timeout)
        });

        let show = |r: &Run| if r.timed_out { "timeout".to_string() } else { format!("{:.2}", r.seconds) };
        let ((tlc_s, tlc_cpu, tlc_mib), time_ratio, cpu_ratio, memory_ratio, agree) = match &theirs {
            Some(t) => {
                let ratio = ours.seconds / t.seconds;
                if !ours.timed_out && !t.timed_out {
                    time_ratios.push(ratio);
                    cpu_ratios.push(ours.cpu / t.cpu);
                    if worst.as_ref().is_none_or(|(w, _)| ratio > *w) {
                        worst = Some((ratio, name.clone()));
                    }
                }
                let agree = match (ours.counts, t.counts) {
                    (Some(a), Some(b)) if a == b && ours.status == t.status => "same".to_string(),
                    // TLC's depth with several workers can exceed the
                    // breadth-first depth (its one-worker depth), which is
                    // tlars' at any worker count.
                    (Some(a), Some(b)) if (a.0, a.1) == (b.0, b.1) && ours.status == t.status && args.workers > 1 => {
                        format!("same counts; depth {} (TLC with {} workers: {})", a.2, args.workers, b.2)
                    }
                    (a, b) => format!("DIFFER: tlars {a:?} exit {:?}, TLC {b:?} exit {:?}", ours.status, t.status),
                };
                let tlc = (show(t), format!("{:.2}", t.cpu), format!("{:.0}", t.peak_mib));
                (tlc, format!("{ratio:.2}"), format!("{:.2}", ours.cpu / t.cpu), format!("{:.2}", ours.peak_mib / t.peak_mib), agree)
            }
            None => (("-".into(), "-".into(), "-".into()), "-".into(), "-".into(), "-".into(), format!("{:?}", ours.counts)),
        };
        println!(
            "{name:<44} {:>9} {:>9.2} {:>9.0} {tlc_s:>9} {tlc_cpu:>9} {tlc_mib:>9} {time_ratio:>7} {cpu_ratio:>7} {memory_ratio:>7}  {agree}",
            show(&ours),
            ours.cpu,
            ours.peak_mib
        );
    }
    let _ = std::fs::remove_dir_all(&scratch);
    if !time_ratios.is_empty() {
        let n = time_ratios.len() as f64;
        let geomean = (time_ratios.iter().map(|r| r.ln()).sum::<f64>() / n).exp();
        let (w, wname) = worst.unwrap_or_default();
        println!(
            "time tlars/TLC over {} models: median {:.2}, geometric mean {:.2}, worst {w:.2} ({wname})",
            time_ratios.len(),
            median(time_ratios.clone()),
            geomean
        );
        let cpu_geomean = (cpu_ratios.iter().map(|r| r.ln()).sum::<f64>() / n).exp();
        let cpu_worst = cpu_ratios.iter().cloned().fold(0.0, f64::max);
        println!(
            "cpu tlars/TLC over {} models: median {:.2}, geometric mean {:.2}, worst {cpu_worst:.2}",
            cpu_ratios.len(),
            median(cpu_ratios.clone()),
            cpu_geomean
        );
    }
}
