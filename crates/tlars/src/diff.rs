//! `tlars diff`: a spec checked by TLC and by tlars, one after the other
//! on this machine with the same configuration and worker count, and the
//! two reports compared field by field: verdict, exit status, counts,
//! depth, the violated property and the trace's length, with each run's
//! wall time and peak memory. Where TLC's own numbers are not exact (its
//! depth with several workers, counts of a spec that draws random values,
//! where a violation is found with several workers, a liveness
//! counterexample's cycle) the table says so instead of reporting a
//! difference.

use crate::check::ModelArgs;
use checker_run::process::{Exit, Run};
use checker_run::report::Report;
use clap::Args;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;
use tla_model::exit;

#[derive(Args)]
pub struct DiffArgs {
    #[command(flatten)]
    pub model: ModelArgs,
    /// TLC's jar, tla2tools.jar [default: $TLC_JAR].
    #[arg(long = "tlc", value_name = "JAR")]
    pub tlc: Option<PathBuf>,
    /// The java that runs TLC [default: $JAVA_HOME/bin/java, else java].
    #[arg(long, value_name = "PATH")]
    pub java: Option<PathBuf>,
    /// Workers for both checkers.
    #[arg(long, default_value_t = 1)]
    pub workers: usize,
    /// Stop each checker after this many seconds.
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
    /// A Java system property for both checkers (`-D key=value`: TLC's
    /// `-Dkey=value`, tlars' `check -D key=value`), e.g.
    /// `tlc2.tool.impl.Tool.cdot=true`.
    #[arg(short = 'D', value_name = "KEY=VALUE")]
    pub property: Vec<String>,
    /// Print the comparison as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Compare a spec that runs external commands (IOUtils' IOExec and the
    /// like): TLC runs them, and tlars' check is given `--allow-io`.
    /// Without it such a spec is refused before either checker runs.
    #[arg(long)]
    pub allow_io: bool,
}

/// Exit statuses of `tlars diff`.
const AGREE: u8 = 0;
const DIFFER: u8 = 1;
/// TLC could not be run, or a run gave nothing to compare.
const CANNOT_COMPARE: u8 = 2;

/// How a field of the two reports compares.
#[derive(Clone, Debug, PartialEq)]
enum Compared {
    Same,
    Different,
    /// TLC's value is not exact here: why.
    NotExact(String),
    /// Not a result: the tlars/TLC ratio.
    Ratio(Option<f64>),
}

struct Row {
    field: &'static str,
    tlc: String,
    tlars: String,
    compared: Compared,
}

/// One checker's side: the command, the run and what it reported.
struct Side {
    command: String,
    run: Run,
    report: Report,
}

pub fn run(args: DiffArgs) -> ExitCode {
    match diff(&args) {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("tlars diff: {message}");
            ExitCode::from(CANNOT_COMPARE)
        }
    }
}

fn diff(args: &DiffArgs) -> Result<u8, String> {
    let spec = absolute(&args.model.spec)?;
    let dir = spec.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
    let file = spec.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let cfg = match &args.model.cfg {
        Some(c) => absolute(c)?,
        None => spec.with_extension("cfg"),
    };
    if !cfg.is_file() {
        return Err(format!("the configuration {} does not exist", cfg.display()));
    }
    let includes: Vec<PathBuf> = args.model.include.iter().map(|i| absolute(i)).collect::<Result<_, _>>()?;
    // TLC runs a spec's external commands unasked: as `tlars check` runs
    // none unless allowed, neither checker runs before it is.
    if !args.allow_io {
        let mut map = tla_diagnostics::SourceMap::new();
        let options = tla_model::LoadOptions { spec: spec.clone(), cfg: None, include: includes.clone(), also: vec![], texts: vec![], trace_module: true };
        if let Some((name, loc)) = tla_model::external_commands(&options, &mut map).first() {
            return Err(format!(
                "{name} runs an external command ({}), which TLC would run: pass --allow-io to compare the checkers with it allowed",
                tla_model::location(&map, *loc)
            ));
        }
    }
    let jar = match args.tlc.clone().or_else(|| std::env::var_os("TLC_JAR").map(PathBuf::from)) {
        Some(j) => j,
        None => return Err("no TLC to compare with: pass --tlc PATH/tla2tools.jar or set TLC_JAR".into()),
    };
    if !jar.is_file() {
        return Err(format!("TLC's jar {} does not exist: pass --tlc PATH/tla2tools.jar or set TLC_JAR", jar.display()));
    }
    let jar = absolute(&jar)?;
    let java = args.java.clone().unwrap_or_else(|| match std::env::var_os("JAVA_HOME") {
        Some(home) => Path::new(&home).join("bin/java"),
        None => PathBuf::from("java"),
    });
    let timeout = args.timeout.map(Duration::from_secs_f64);
    let workers = args.workers.max(1);

    // TLC, with its metadata in a folder of its own that is removed after,
    // and without the trace spec it would write beside the spec.
    let meta = std::env::temp_dir().join(format!("tlars-diff-{}", std::process::id()));
    let mut library: Vec<String> = includes.iter().map(|i| i.display().to_string()).collect();
    if let Some(path) = std::env::var_os("TLA_PATH") {
        library.extend(std::env::split_paths(&path).map(|p| p.display().to_string()));
    }
    let mut tlc_args: Vec<String> = vec!["-XX:+UseParallelGC".into()];
    tlc_args.extend(args.property.iter().map(|p| format!("-D{p}")));
    if !library.is_empty() {
        tlc_args.push(format!("-DTLA-Library={}", library.join(":")));
    }
    tlc_args.extend(["-cp".into(), jar.display().to_string(), "tlc2.TLC".into()]);
    tlc_args.extend(["-workers".into(), workers.to_string(), "-config".into(), cfg.display().to_string()]);
    tlc_args.extend(["-metadir".into(), meta.display().to_string(), "-noGenerateSpecTE".into(), file.clone()]);
    let mut tlc = Command::new(&java);
    tlc.args(&tlc_args).current_dir(&dir);
    let tlc_run = checker_run::process::run(tlc, timeout);
    let _ = std::fs::remove_dir_all(&meta);
    if let Exit::SpawnError(e) = &tlc_run.exit {
        return Err(if not_found(e) {
            format!("java ({}) was not found: install a Java runtime or pass --java PATH", java.display())
        } else {
            format!("cannot run {e}")
        });
    }
    let tlc_side = Side { command: command_line(&dir, &java, &tlc_args), report: Report::parse(&tlc_run.stdout), run: tlc_run };

    let me = std::env::current_exe().map_err(|e| format!("cannot find tlars itself: {e}"))?;
    let mut tlars_args: Vec<String> = vec!["check".into(), file.clone(), "--cfg".into(), cfg.display().to_string(), "--workers".into(), workers.to_string()];
    for i in &includes {
        tlars_args.extend(["-I".into(), i.display().to_string()]);
    }
    for p in &args.property {
        tlars_args.extend(["-D".into(), p.clone()]);
    }
    // (TLC has no such switch: it runs them in any case.)
    if args.allow_io {
        tlars_args.push("--allow-io".into());
    }
    let mut tlars = Command::new(&me);
    tlars.args(&tlars_args).current_dir(&dir);
    let tlars_run = checker_run::process::run(tlars, timeout);
    if let Exit::SpawnError(e) = &tlars_run.exit {
        return Err(format!("cannot run {e}"));
    }
    let tlars_side = Side { command: command_line(&dir, &me, &tlars_args), report: Report::parse(&tlars_run.stdout), run: tlars_run };

    // TLC that crashed or was stopped reports nothing to compare with.
    let crashed = |s: &Side| s.run.stdout.contains("Exception in thread") || s.run.stderr.contains("Exception in thread");
    let timed_out = |s: &Side| s.run.exit == Exit::Timeout;
    let trouble = if timed_out(&tlc_side) || timed_out(&tlars_side) {
        Some(format!("{} did not finish within the time limit", if timed_out(&tlc_side) { "TLC" } else { "tlars" }))
    } else if crashed(&tlc_side) || status(&tlc_side.run).is_none() {
        Some(format!("TLC did not finish normally: {}", last_words(&tlc_side.run)))
    } else {
        None
    };
    let rows = compare(&tlc_side, &tlars_side, workers, draws_random_values(&dir));
    let agree = trouble.is_none() && !rows.iter().any(|r| r.compared == Compared::Different);
    if args.json {
        println!("{}", json(&spec, &cfg, workers, &rows, &tlc_side, &tlars_side, agree, trouble.as_deref()));
    } else {
        print!("{}", table(&spec, &cfg, workers, &rows, &tlc_side, &tlars_side, agree, trouble.as_deref()));
    }
    Ok(if trouble.is_some() {
        CANNOT_COMPARE
    } else if agree {
        AGREE
    } else {
        DIFFER
    })
}

fn absolute(p: &Path) -> Result<PathBuf, String> {
    if p.is_absolute() {
        return Ok(p.to_path_buf());
    }
    std::env::current_dir().map(|d| d.join(p)).map_err(|e| format!("no current folder: {e}"))
}

/// A command line ready to paste into a shell.
fn command_line(dir: &Path, program: &Path, args: &[String]) -> String {
    let quote = |s: &str| {
        if s.chars().all(|c| c.is_ascii_alphanumeric() || "-_./:=+,".contains(c)) {
            s.to_string()
        } else {
            format!("'{}'", s.replace('\'', "'\\''"))
        }
    };
    let mut line = format!("cd {} && {}", quote(&dir.display().to_string()), quote(&program.display().to_string()));
    for a in args {
        line.push(' ');
        line.push_str(&quote(a));
    }
    line
}

/// Whether the spec (its folder's modules) draws random values, which
/// makes TLC's counts vary from run to run.
fn draws_random_values(dir: &Path) -> bool {
    const RANDOM: [&str; 4] = ["RandomElement", "RandomSubset", "RandomSetOfSubsets", "Randomization"];
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| e.path().extension().is_some_and(|x| x == "tla") && std::fs::read_to_string(e.path()).is_ok_and(|t| RANDOM.iter().any(|r| t.contains(r))))
}

/// The line that says what went wrong, or the output's last line.
fn last_words(run: &Run) -> String {
    let all = format!("{}\n{}", run.stdout, run.stderr);
    all.lines()
        .find(|l| l.starts_with("Error:") || l.contains("Exception"))
        .or_else(|| all.lines().rev().find(|l| !l.trim().is_empty()))
        .unwrap_or("(no output)")
        .trim()
        .to_string()
}

/// Whether a failure to start says that the program (or the folder to run
/// it in) does not exist: ENOENT, 2 on every Unix, whose text std gives.
fn not_found(spawn_error: &str) -> bool {
    spawn_error.ends_with(&std::io::Error::from_raw_os_error(2).to_string())
}

/// The exit status of a run that ended by itself (`None`: killed, by the
/// time limit or a signal).
fn status(run: &Run) -> Option<i32> {
    match run.exit {
        Exit::Code(c) => Some(c),
        _ => None,
    }
}

/// The name of a TLC exit status.
fn verdict(status: Option<i32>) -> String {
    let Some(code) = status else { return "killed".into() };
    let name = match u8::try_from(code).unwrap_or(exit::GENERAL) {
        exit::SUCCESS => "success",
        exit::ASSUMPTION => "assumption failure",
        exit::DEADLOCK => "deadlock",
        exit::SAFETY => "safety failure",
        exit::LIVENESS => "liveness failure",
        exit::ASSERT => "assertion failure",
        exit::EVAL | exit::SAFETY_EVAL | exit::LIVENESS_EVAL => "evaluation error",
        exit::PARSE => "parse error",
        exit::CONFIG => "configuration error",
        exit::UNSUPPORTED => "unsupported",
        _ => "error",
    };
    name.into()
}

fn show(v: Option<u64>) -> String {
    v.map_or_else(|| "-".to_string(), |n| n.to_string())
}

/// The rows of the comparison, TLC first.
fn compare(tlc: &Side, tlars: &Side, workers: usize, random: bool) -> Vec<Row> {
    let (a, b) = (&tlc.report, &tlars.report);
    let same = |x: &str, y: &str| if x == y { Compared::Same } else { Compared::Different };
    let violation = status(&tlc.run).is_some_and(|s| s != 0);
    let liveness = status(&tlc.run) == Some(i32::from(tla_model::exit::LIVENESS));
    // Why TLC's counts cannot be compared, if they cannot.
    let counts_inexact = if random {
        Some("the spec draws random values: TLC's counts vary from run to run".to_string())
    } else if violation && workers > 1 {
        Some(format!("where TLC finds a violation with {workers} workers depends on their timing"))
    } else {
        None
    };
    let numbers = |field: &'static str, x: Option<u64>, y: Option<u64>, inexact: &Option<String>| Row {
        field,
        tlc: show(x),
        tlars: show(y),
        compared: match inexact {
            Some(why) if x != y => Compared::NotExact(why.clone()),
            _ => same(&show(x), &show(y)),
        },
    };
    let depth_inexact = counts_inexact.clone().or_else(|| (workers > 1).then(|| format!("TLC's depth with {workers} workers is not exact")));
    let trace_inexact = if liveness {
        Some("TLC's depth-first search picks its own cycle".to_string())
    } else if workers > 1 {
        Some(format!("TLC's trace with {workers} workers need not be a shortest one"))
    } else {
        None
    };
    let verdict_a = verdict(status(&tlc.run));
    let verdict_b = verdict(status(&tlars.run));
    let status = |r: &Run| status(r).map_or_else(|| "-".to_string(), |s| s.to_string());
    let ratio = |x: f64, y: f64| (x > 0.0).then(|| y / x);
    vec![
        Row { field: "verdict", compared: same(&verdict_a, &verdict_b), tlc: verdict_a, tlars: verdict_b },
        Row { field: "exit status", compared: same(&status(&tlc.run), &status(&tlars.run)), tlc: status(&tlc.run), tlars: status(&tlars.run) },
        numbers("states generated", a.generated, b.generated, &counts_inexact),
        numbers("distinct states", a.distinct, b.distinct, &counts_inexact),
        numbers("left on queue", a.left_on_queue, b.left_on_queue, &counts_inexact),
        numbers("depth", a.depth, b.depth, &depth_inexact),
        {
            let (x, y) = (a.violated.clone().unwrap_or_else(|| "-".into()), b.violated.clone().unwrap_or_else(|| "-".into()));
            Row { field: "violated", compared: same(&x, &y), tlc: x, tlars: y }
        },
        numbers("trace length", a.trace_length, b.trace_length, &trace_inexact),
        Row {
            field: "wall time",
            tlc: format!("{:.2} s", tlc.run.seconds),
            tlars: format!("{:.2} s", tlars.run.seconds),
            compared: Compared::Ratio(ratio(tlc.run.seconds, tlars.run.seconds)),
        },
        Row {
            field: "peak memory",
            tlc: format!("{:.1} MiB", tlc.run.peak_mib),
            tlars: format!("{:.1} MiB", tlars.run.peak_mib),
            compared: Compared::Ratio(ratio(tlc.run.peak_mib, tlars.run.peak_mib)),
        },
    ]
}

#[allow(clippy::too_many_arguments)]
fn table(spec: &Path, cfg: &Path, workers: usize, rows: &[Row], tlc: &Side, tlars: &Side, agree: bool, trouble: Option<&str>) -> String {
    let color = std::io::stdout().is_terminal();
    let paint = |code: &str, s: &str| if color { format!("\x1b[{code}m{s}\x1b[0m") } else { s.to_string() };
    let mut out = format!("tlars diff {} --cfg {} ({workers} worker{})\n\n", spec.display(), cfg.display(), if workers == 1 { "" } else { "s" });
    let w_tlc = rows.iter().map(|r| r.tlc.len()).max().unwrap_or(0).max(3);
    let w_tlars = rows.iter().map(|r| r.tlars.len()).max().unwrap_or(0).max(5);
    out.push_str(&format!("{:<18}{:<w_tlc$}  {:<w_tlars$}\n", "", "TLC", "tlars"));
    for r in rows {
        let mark = match &r.compared {
            // (Nothing to compare when a run did not finish.)
            Compared::Same | Compared::Different | Compared::NotExact(_) if trouble.is_some() => String::new(),
            Compared::Same => "=".to_string(),
            Compared::Different => paint("1;31", "≠ differs"),
            Compared::NotExact(why) => paint("33", &format!("~ not compared: {why}")),
            Compared::Ratio(Some(x)) => format!("tlars/TLC {x:.2}"),
            Compared::Ratio(None) => String::new(),
        };
        let line = format!("{:<18}{:<w_tlc$}  {:<w_tlars$}  {mark}", r.field, r.tlc, r.tlars);
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    if let Some(why) = trouble {
        out.push_str(&format!("Not compared: {why}.\n"));
    } else if agree {
        out.push_str("tlars and TLC agree.\n");
        return out;
    } else if let Some(first) = rows.iter().find(|r| r.compared == Compared::Different) {
        out.push_str(&paint("1;31", &format!("tlars and TLC differ: {}: TLC {}, tlars {}.\n", first.field, first.tlc, first.tlars)));
    }
    // The hint for a bug report: how each ended, and how each was run.
    out.push_str(&format!("  TLC:   {}\n  tlars: {}\n", last_words(&tlc.run), last_words(&tlars.run)));
    out.push_str(&format!("\n  $ {}\n  $ {}\n", tlc.command, tlars.command));
    out
}

#[allow(clippy::too_many_arguments)]
fn json(spec: &Path, cfg: &Path, workers: usize, rows: &[Row], tlc: &Side, tlars: &Side, agree: bool, trouble: Option<&str>) -> String {
    let side = |s: &Side| {
        serde_json::json!({
            "status": status(&s.run),
            "seconds": s.run.seconds,
            "peak_mib": s.run.peak_mib,
            "timed_out": s.run.exit == Exit::Timeout,
            "ended": last_words(&s.run),
            "command": s.command,
        })
    };
    let fields: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let (same, note, ratio) = match &r.compared {
                Compared::Same => (Some(true), None, None),
                Compared::Different => (Some(false), None, None),
                Compared::NotExact(why) => (None, Some(why.clone()), None),
                Compared::Ratio(x) => (None, None, *x),
            };
            serde_json::json!({ "field": r.field, "tlc": r.tlc, "tlars": r.tlars, "same": same, "not_compared": note, "ratio": ratio })
        })
        .collect();
    let first = rows.iter().find(|r| r.compared == Compared::Different).map(|r| r.field);
    serde_json::json!({
        "spec": spec.display().to_string(),
        "cfg": cfg.display().to_string(),
        "workers": workers,
        "agree": agree,
        "not_compared": trouble,
        "first_difference": first,
        "fields": fields,
        "tlc": side(tlc),
        "tlars": side(tlars),
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_name_tlcs_exit_statuses() {
        assert_eq!(verdict(Some(0)), "success");
        assert_eq!(verdict(Some(12)), "safety failure");
        assert_eq!(verdict(Some(1)), "error");
        assert_eq!(verdict(None), "killed");
    }

    #[test]
    fn a_missing_program_is_not_found() {
        let r = checker_run::process::run(Command::new("/nonexistent/bin/java"), None);
        let Exit::SpawnError(e) = &r.exit else { panic!("{:?}", r.exit) };
        assert!(not_found(e), "{e}");
        assert!(!not_found("/bin/java: Permission denied (os error 13)"));
    }
}
