//! `conformance`: runs `tlars check` over the corpus' TLC models and compares
//! the results with TLC's.
#![forbid(unsafe_code)]

use clap::Parser;
use conformance::baseline;
use conformance::compare::{self, Outcome, Status};
use conformance::corpus::{self, Properties, Selected, Selection};
use conformance::run;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;

mod tlc_suite_cli;

/// Exit status when a baseline model does not pass.
const EXIT_REGRESSION: u8 = 1;
/// Exit status when the runner itself cannot work (no corpus, no tlars...).
const EXIT_TROUBLE: u8 = 2;

#[derive(Parser)]
#[command(
    name = "conformance",
    args_conflicts_with_subcommands = true,
    about = "Run `tlars check` on the corpus' TLC models and compare with TLC's recorded results",
    after_help = "Each model is reported as PASS, FAIL, UNSUPPORTED, TIMEOUT (or UNCHECKED when TLC's \
                  result is not recorded); the last line is `N passed, N failed, N unsupported` \
                  (timeouts count as failed). Exit status 1 if a model of the baseline does not pass."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<tlc_suite_cli::SuiteCommand>,
    /// The corpus folder [default: ../shared/corpus beside the repository].
    #[arg(long, value_name = "DIR")]
    corpus: Option<PathBuf>,
    /// Select the models whose TLC runtime is at most this many seconds (an
    /// "unknown" runtime counts as 3600).
    #[arg(long, value_name = "SECS", default_value_t = 10)]
    max_runtime: u64,
    /// Select only the models whose spec path contains this substring.
    #[arg(long, value_name = "SUBSTR")]
    filter: Option<String>,
    /// Models with a PROPERTY/PROPERTIES directive in their cfg: include
    /// them, exclude them, or run only them.
    #[arg(long, value_enum, default_value = "include")]
    properties: Properties,
    /// The tlars binary [default: target/release/tlars in the repository,
    /// built with `cargo build --release -p tlars` if missing].
    #[arg(long, value_name = "PATH")]
    tlars: Option<PathBuf>,
    /// Wall-clock limit for one model, in seconds; tlars is killed after it.
    #[arg(long, value_name = "SECS", default_value_t = 120.0)]
    timeout: f64,
    /// How many models to check at the same time.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Workers for each model (`tlars check --workers`) where the corpus
    /// does not fix their number.
    #[arg(long, value_name = "N", default_value_t = 1)]
    workers: u32,
    /// The baseline file [default: tests/conformance/passing.txt in the
    /// repository].
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
    /// Rewrite the baseline with the models that pass (listed models not
    /// selected by this run are kept).
    #[arg(long)]
    update_baseline: bool,
    /// Only list the selected models (spec|cfg, with TLC's result and
    /// runtime), without running anything.
    #[arg(long)]
    list: bool,
    /// Check only the models whose spec holds a PlusCal algorithm or sits
    /// beside a module that does, each with `tlars check --translate`
    /// (tlars' own translations of the algorithms instead of those in the
    /// files).
    #[arg(long)]
    translate: bool,
    /// Print tlars' output for every model that does not pass.
    #[arg(long, short)]
    verbose: bool,
}

fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("../..");
    root.canonicalize().unwrap_or(root)
}

fn absolute(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    std::env::current_dir().map(|d| d.join(p)).unwrap_or_else(|_| p.to_path_buf())
}

/// The tlars binary to run, building the default one if it is missing.
pub(crate) fn tlars_binary(explicit: Option<&Path>, root: &Path) -> Result<PathBuf, String> {
    if let Some(p) = explicit {
        // A bare name is looked up in PATH; anything else is made absolute,
        // since tlars runs in each spec's folder.
        if p.components().count() == 1 && !p.exists() {
            return Ok(p.to_path_buf());
        }
        return Ok(absolute(p));
    }
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(t) => root.join(t),
        None => root.join("target"),
    };
    let bin = target.join("release").join("tlars");
    if !bin.exists() {
        eprintln!("{} is missing: building it with `cargo build --release -p tlars`", bin.display());
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status =
            Command::new(cargo).args(["build", "--release", "-p", "tlars"]).current_dir(root).status().map_err(|e| format!("cannot run cargo: {e}"))?;
        if !status.success() {
            return Err(format!("`cargo build --release -p tlars` failed ({status})"));
        }
        if !bin.exists() {
            return Err(format!("{} is still missing after the build", bin.display()));
        }
    }
    Ok(bin)
}

fn model_line(s: &Selected, outcome: &Outcome, seconds: f64) -> String {
    let mut line = format!("{:<11} {} ({seconds:.1} s)", outcome.status.label(), s.entry.key());
    if !outcome.detail.is_empty() {
        line.push_str(": ");
        line.push_str(&outcome.detail);
    }
    line
}

pub(crate) fn indented(label: &str, text: &str) -> String {
    let mut s = String::new();
    if text.trim().is_empty() {
        return s;
    }
    s.push_str(&format!("    --- {label} ---\n"));
    for l in text.lines() {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s
}

fn main() -> ExitCode {
    match real_main() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("conformance: {e}");
            ExitCode::from(EXIT_TROUBLE)
        }
    }
}

fn real_main() -> Result<ExitCode, String> {
    let cli = Cli::parse();
    let root = repo_root();
    if let Some(cmd) = &cli.command {
        return tlc_suite_cli::main(cmd, &root);
    }
    let corpus_dir = cli.corpus.clone().unwrap_or_else(|| root.join("../shared/corpus"));
    let corpus_dir = corpus_dir.canonicalize().map_err(|e| format!("corpus folder {}: {e}", corpus_dir.display()))?;
    let entries = corpus::load(&corpus_dir)?;
    let corpus_keys: BTreeSet<String> = entries.iter().map(|e| e.key()).collect();
    let selection = Selection { max_runtime: cli.max_runtime, filter: cli.filter.clone(), properties: cli.properties };
    let mut selected = corpus::select(&entries, &selection, |cfg| std::fs::read_to_string(corpus_dir.join(cfg)).ok());
    if cli.translate {
        // A model of a PlusCal module, or one beside such a module (which
        // it may extend or instantiate).
        let beside_algorithm =
            |spec: &str| {
                let folder = corpus_dir.join(spec);
                let Some(folder) = folder.parent() else { return false };
                std::fs::read_dir(folder).into_iter().flatten().flatten().any(|e| {
                    e.path().extension().is_some_and(|x| x == "tla") && std::fs::read_to_string(e.path()).is_ok_and(|t| tla_pluscal::has_algorithm(&t))
                })
            };
        selected.retain(|s| s.entry.pluscal || beside_algorithm(&s.entry.spec));
    }

    let stdout = std::io::stdout();
    if cli.list {
        let mut out = stdout.lock();
        for s in &selected {
            let e = &s.entry;
            let runtime = e.runtime.map_or("unknown".to_owned(), |r| format!("{r} s"));
            let result = match e.expected {
                conformance::verdict::Expected::Verdict(v) => v.name(),
                conformance::verdict::Expected::Unknown => "unknown",
            };
            let prop = if s.has_properties { ", PROPERTY" } else { "" };
            let _ = writeln!(out, "{} ({result}, {runtime}{prop})", e.key());
        }
        let with = selected.iter().filter(|s| s.has_properties).count();
        let _ = writeln!(out, "{} models: {} with PROPERTY, {} without", selected.len(), with, selected.len() - with);
        return Ok(ExitCode::SUCCESS);
    }

    let tlars = tlars_binary(cli.tlars.as_deref(), &root)?;
    let baseline_path = cli.baseline.clone().unwrap_or_else(|| root.join("tests/conformance/passing.txt"));
    let listed = match std::fs::read_to_string(&baseline_path) {
        Ok(text) => baseline::parse(&text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && cli.update_baseline => BTreeSet::new(),
        Err(e) => return Err(format!("baseline {}: {e}", baseline_path.display())),
    };
    if !(cli.timeout > 0.0 && cli.timeout.is_finite()) {
        return Err("--timeout must be a positive number of seconds".into());
    }
    let timeout = Duration::from_secs_f64(cli.timeout);
    let jobs = cli.jobs.max(1).min(selected.len().max(1));

    {
        let mut out = stdout.lock();
        let _ = writeln!(
            out,
            "conformance: {} models (TLC runtime <= {} s), {} (timeout {} s, {} job{})",
            selected.len(),
            cli.max_runtime,
            tlars.display(),
            cli.timeout,
            jobs,
            if jobs == 1 { "" } else { "s" }
        );
        let _ = out.flush();
    }

    // Run the models on `jobs` threads; print the results in selection order
    // as soon as every earlier one is known.
    let verbose = cli.verbose;
    let results = run::in_order(
        selected.len(),
        jobs,
        |i| {
            let s = &selected[i];
            let mut inv = run::invocation(&corpus_dir, &s.entry, cli.workers.max(1));
            if cli.translate {
                inv.args.push("--translate".to_owned());
            }
            let r = run::run(&tlars, &inv, timeout);
            let outcome = compare::judge(&s.entry, &r);
            let extra = if verbose && outcome.status != Status::Pass {
                format!(
                    "    $ cd {} && {} {}\n{}{}",
                    inv.dir.display(),
                    tlars.display(),
                    inv.args.join(" "),
                    indented("stdout", &r.stdout),
                    indented("stderr", &r.stderr)
                )
            } else {
                String::new()
            };
            (outcome, r.seconds, extra)
        },
        |i, (o, secs, extra)| {
            let mut out = stdout.lock();
            let _ = writeln!(out, "{}", model_line(&selected[i], o, *secs));
            let _ = out.write_all(extra.as_bytes());
            let _ = out.flush();
        },
    );

    let statuses: Vec<(String, Status)> = selected.iter().zip(&results).map(|(s, (o, _, _))| (s.entry.key(), o.status)).collect();
    let count = |st: &[Status]| statuses.iter().filter(|(_, s)| st.contains(s)).count();
    let passed = count(&[Status::Pass]);
    let failed = count(&[Status::Fail, Status::Timeout]);
    let unsupported = count(&[Status::Unsupported]);
    let unchecked = count(&[Status::Unchecked]);

    let report = baseline::evaluate(&listed, &statuses, &corpus_keys);
    let mut out = stdout.lock();
    let baseline_name = baseline_path.display();
    for k in &report.stale {
        let _ = writeln!(out, "stale baseline entry (not in the corpus): {k}");
    }
    if !report.new_passes.is_empty() {
        let _ = writeln!(out, "passing but not in the baseline {baseline_name}:");
        for k in &report.new_passes {
            let _ = writeln!(out, "  {k}");
        }
        if !cli.update_baseline {
            let _ = writeln!(out, "  (run with --update-baseline to record them)");
        }
    }
    let mut exit = ExitCode::SUCCESS;
    if cli.update_baseline {
        for (k, s) in &report.regressions {
            let _ = writeln!(out, "dropped from the baseline ({s}): {k}");
        }
        let updated = baseline::updated(&listed, &statuses, &corpus_keys);
        if let Some(dir) = baseline_path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        std::fs::write(&baseline_path, baseline::render(&updated)).map_err(|e| format!("writing {baseline_name}: {e}"))?;
        let _ = writeln!(out, "baseline {baseline_name} updated: {} models", updated.len());
    } else if !report.regressions.is_empty() {
        for (k, s) in &report.regressions {
            let _ = writeln!(out, "REGRESSION {k}: {s} (listed in the baseline as passing)");
        }
        exit = ExitCode::from(EXIT_REGRESSION);
    }
    if unchecked > 0 {
        let _ = writeln!(out, "{unchecked} unchecked (TLC's result not recorded in the corpus)");
    }
    let _ = writeln!(out, "{passed} passed, {failed} failed, {unsupported} unsupported");
    let _ = out.flush();
    Ok(exit)
}
