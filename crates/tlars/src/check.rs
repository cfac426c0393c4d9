//! `tlars check`: model checking with TLC's output and exit codes.

use crate::report::Report;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::graph_dump::{DumpFormat, GraphDump};
use tla_diagnostics::tlc_messages::{self, code, Class};
use tla_diagnostics::{render, MessageFormat, SourceMap};
use tla_eval::RunContext;
use tla_model::{Checked, LoadOptions, Model, ModelError, Notice, RunOptions};

pub use tla_model::exit;

/// The model a command checks: the root module, its configuration and
/// where modules are looked for (`check` and `simulate`).
#[derive(Args)]
pub struct ModelArgs {
    /// The specification's root module.
    pub spec: PathBuf,
    /// The TLC configuration (default: the spec's name with `.cfg`).
    #[arg(long = "cfg", visible_alias = "config")]
    pub cfg: Option<PathBuf>,
    /// Extra folders to search for modules.
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// Order strings as TLC does when it does not load its
    /// trace-exploration module (`-noTE`, `-noTEBin`, `-tool`: `tlars tlc`
    /// gives this); by default, as TLC's default run.
    #[arg(long, hide = true)]
    pub no_trace_module: bool,
    /// Integers of any size, where TLC's are 32-bit: numerals past
    /// 2147483647 are read and arithmetic never overflows (TLC stops
    /// with "Overflow when computing ...").
    #[arg(long)]
    pub big_integers: bool,
}

impl ModelArgs {
    pub fn load_options(&self) -> LoadOptions {
        // (TLC does not load it for a trace-exploration spec.)
        let trace_spec = self.spec.file_name().is_some_and(|n| n.to_string_lossy().contains("_TTrace_"));
        LoadOptions {
            spec: self.spec.clone(),
            cfg: self.cfg.clone(),
            include: self.include.clone(),
            also: vec![],
            texts: vec![],
            trace_module: !self.no_trace_module && !trace_spec,
        }
    }

    /// The run's context (see `tla_eval::RunContext`): its integers, what
    /// the IOUtils operators may do, how values and messages are printed,
    /// TLC's system properties.
    pub fn context(&self, trace: &TraceArgs, messages: Messages, allow_io: bool, properties: &[(String, String)]) -> RunContext {
        RunContext {
            values: tla_values::Settings { big_integers: self.big_integers, allow_io, expand: !trace.terse },
            style: messages.style(),
            properties: tla_eval::system_properties::SystemProperties::from_pairs(properties.iter().map(|(k, v)| (k.as_str(), v.as_str()))),
        }
    }
}

/// How an error trace is shown and written (`check` and `simulate`).
#[derive(Args)]
pub struct TraceArgs {
    /// How to print an error trace: as TLC does, as JSON, or in
    /// Apalache's Informal Trace Format.
    #[arg(long, value_enum, default_value = "tlc")]
    pub trace_format: TraceFormat,
    /// Also write an error trace to FILE, in the format its name says:
    /// `.itf.json` Apalache's ITF, `.json` TLC's `-dumpTrace json`, `.tla`
    /// TLC's `-dumpTrace tla` (repeatable).
    #[arg(long, value_name = "FILE", value_parser = parse_dump)]
    pub dump_trace: Vec<(crate::trace_data::DataFormat, PathBuf)>,
    /// In a trace, show each state's variables that changed only (TLC's
    /// -difftrace); the state that violates is shown whole.
    #[arg(long)]
    pub diff_trace: bool,
    /// Print sets as written (`SUBSET {1, 2}`, `[S -> T]`) instead of
    /// enumerating them, in traces and Print (TLC's -terse).
    #[arg(long)]
    pub terse: bool,
}

#[derive(Args)]
pub struct CheckArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// Worker threads (default: all cores).
    #[arg(long)]
    workers: Option<usize>,
    /// Do not report deadlocks (as `CHECK_DEADLOCK FALSE`).
    #[arg(long)]
    no_deadlock: bool,
    /// Explore no state deeper than this (initial states are at depth 1).
    #[arg(long, value_name = "N")]
    max_depth: Option<u64>,
    /// Print the result as one JSON object instead of TLC's text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    trace: TraceArgs,
    /// Write the state graph to FILE in GraphViz's dot, as TLC's `-dump
    /// dot,actionlabels,colorize FILE` does.
    #[arg(long, value_name = "FILE", conflicts_with = "dump_states")]
    dump_dot: Option<PathBuf>,
    /// Write every distinct state to FILE, as TLC's `-dump FILE` does.
    #[arg(long, value_name = "FILE")]
    dump_states: Option<PathBuf>,
    /// Go on after a violated invariant or action property, reporting
    /// each violating state with its trace (TLC's -continue).
    #[arg(long = "continue")]
    continue_search: bool,
    /// Let the IOUtils operators run external commands (IOExec,
    /// IOEnvExec, IOExecTemplate, IOEnvExecTemplate); without it they
    /// are an evaluation error.
    #[arg(long)]
    allow_io: bool,
    /// Set a TLC system property, as `java -Dkey=value` does for TLC
    /// (`TLCGet("-Dkey")` reads it). `-D tlc2.tool.impl.Tool.cdot=true`
    /// lets TLC evaluate action composition (`A \cdot B`), an error
    /// otherwise.
    #[arg(short = 'D', value_name = "KEY=VALUE", value_parser = parse_property)]
    property: Vec<(String, String)>,
    /// Memory the search may hold (as 512M, 8G, 4096K or bytes); past it,
    /// the states waiting to be explored, then the states kept for
    /// temporal properties and the fingerprints, are kept on disk
    /// (default: three quarters of the machine's memory).
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    max_memory: Option<u64>,
    /// Memory past which the states waiting to be explored go to disk
    /// (default: --max-memory), to leave the rest to the fingerprints.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    spill_above: Option<u64>,
    /// Where states kept on disk are written (default: the system's
    /// temporary folder).
    #[arg(long, value_name = "DIR")]
    work_dir: Option<PathBuf>,
    /// Write a checkpoint every this many minutes (fractions allowed), from
    /// which `--recover` goes on should the run stop.
    #[arg(long, value_name = "MINUTES", value_parser = crate::checkpointing::parse_minutes)]
    checkpoint: Option<f64>,
    /// Where checkpoints are written (default: the folder recovered from,
    /// else `states/yy-MM-dd-HH-mm-ss.SSS` (local time) beside the spec, as TLC's).
    #[arg(long, value_name = "DIR")]
    checkpoint_dir: Option<PathBuf>,
    /// Go on from the checkpoint in this folder, written by a run of the
    /// same spec, configuration and options; the results are those of a
    /// run that did not stop.
    #[arg(long, value_name = "DIR")]
    recover: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "brief")]
    messages: Messages,
    /// Report TLC's coverage at the end, and every MINUTES while the
    /// search runs if given: each variable's distinct values, the states
    /// each action generated and found (an action never enabled shows
    /// 0:0), as TLC's `-coverage MINUTES` does.
    #[arg(long, value_name = "MINUTES", num_args = 0..=1, default_missing_value = "0", value_parser = parse_coverage_minutes)]
    coverage: Option<f64>,
    /// After the run, say on standard error how the actions were evaluated:
    /// the share of (state, action) pairs decided by compiled code, and
    /// what was left to the interpreter, and why.
    #[arg(long)]
    stats: bool,
    /// Evaluate everything with the interpreter, which compiled code must
    /// agree with: to compare the two, or to look past a suspected
    /// difference. Slower.
    #[arg(long)]
    interpret: bool,
    /// Check a translation of the spec's PlusCal algorithm made now (as
    /// `tlars translate` would write it) instead of the translation in the
    /// file, which is left as it is. Without it, a translation that is
    /// not that of the algorithm is checked with a warning.
    #[arg(long)]
    translate: bool,
    /// After a violation, write TLC's trace-exploration spec
    /// (`SPEC_TTrace_SECONDS.tla`, a module whose behaviour is the trace)
    /// into this folder, as TLC does by default (`tlars tlc` asks for it).
    #[arg(long, value_name = "DIR")]
    trace_spec_dir: Option<PathBuf>,
}

/// Which of TLC's messages are printed, and how: `brief` the verdict, the
/// trace and the counts; `tlc` every message TLC prints (its banner,
/// timestamps, progress and statistics) as TLC prints them; `tool` the
/// same framed with TLC's message codes as `-tool` frames them, for tools
/// that read TLC's output (`tlars tlc` picks one of the last two).
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Messages {
    Brief,
    Tlc,
    Tool,
}

impl Messages {
    /// The style TLC's messages are printed in.
    pub fn style(self) -> tlc_messages::Style {
        match self {
            Messages::Brief => tlc_messages::Style::Brief,
            Messages::Tlc => tlc_messages::Style::Tlc,
            Messages::Tool => tlc_messages::Style::Tool,
        }
    }
}

/// A size in bytes, with an optional K, M, G or T suffix (powers of 1024).
fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, unit) = match t.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => t.split_at(i),
        None => (t, ""),
    };
    let shift = match unit.to_ascii_uppercase().trim_end_matches(['B', 'I']) {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        "T" => 40,
        _ => return Err(format!("expected a size such as 512M or 8G, found `{s}`")),
    };
    let n: u64 = digits.parse().map_err(|_| format!("expected a size such as 512M or 8G, found `{s}`"))?;
    n.checked_mul(1 << shift).ok_or_else(|| format!("the size `{s}` is too large"))
}

/// Three quarters of the machine's memory, where the system says (Linux's
/// `/proc/meminfo`).
fn default_max_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: u64 = info.lines().find_map(|l| l.strip_prefix("MemTotal:"))?.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib * 1024 / 4 * 3)
}

/// Minutes between coverage reports; 0 for the end only.
fn parse_coverage_minutes(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(m) if m >= 0.0 && m.is_finite() => Ok(m),
        _ => Err(format!("expected a number of minutes, such as 1 or 0.5, found `{s}`")),
    }
}

fn parse_property(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((k, v)) if !k.is_empty() => Ok((k.to_owned(), v.to_owned())),
        _ => Err(format!("expected KEY=VALUE, found `{s}`")),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TraceFormat {
    Tlc,
    Json,
    Itf,
}

pub(crate) fn parse_dump(s: &str) -> Result<(crate::trace_data::DataFormat, PathBuf), String> {
    let path = PathBuf::from(s);
    Ok((crate::trace_data::format_of(&path)?, path))
}

/// Prints what the model's loading noticed: TLC's warnings on standard
/// output, the configuration's on standard error.
pub(crate) fn print_notices(map: &SourceMap, notices: &[Notice]) {
    for n in notices {
        match n {
            Notice::Warning(code, text) => tlc_messages::print(*code, Class::Warning, text),
            Notice::Config(d) => eprint!("{}", render(map, d, MessageFormat::Human, false)),
        }
    }
}

/// Prints why the model cannot be checked, as TLC does; its exit status.
pub(crate) fn print_error(map: &SourceMap, e: &ModelError) -> ExitCode {
    match e {
        ModelError::Parse(diagnostics) | ModelError::Config(diagnostics) | ModelError::ConfigSyntax(diagnostics) => {
            let mut diagnostics = diagnostics.clone();
            tla_diagnostics::bound_errors(&mut diagnostics);
            for d in &diagnostics {
                print!("{}", render(map, d, MessageFormat::Human, false));
            }
            // (SANY's errors come before TLC says SANY finished.)
            if matches!(e, ModelError::Parse(_)) {
                crate::tlc_banner::after_loading();
                tlc_messages::print_full(code::SANY_PARSER_CHECK_3, Class::Error, "Parsing or semantic analysis failed.");
            }
        }
        ModelError::Tlc { code, message, .. } => tlc_messages::print(*code, Class::Error, message),
        ModelError::Unsupported(why) => println!("unsupported: {why}"),
    }
    tlc_messages::print_finished();
    ExitCode::from(e.status())
}

/// Loads the model `options` names, printing what its loading noticed;
/// the model, or the exit status of the error that stopped it (printed).
pub(crate) fn load(options: &LoadOptions) -> Result<Model, ExitCode> {
    let mut notices = Vec::new();
    let mut source = SourceMap::new();
    match Model::load(options, &mut source, &mut notices) {
        Ok(model) => {
            // (TLC warns once it has started.)
            crate::tlc_banner::after_loading();
            print_notices(&model.map, &notices);
            Ok(model)
        }
        Err(e) => {
            print_notices(&source, &notices);
            // (TLC reports the other errors once it has started.)
            if !matches!(e, ModelError::Parse(_)) {
                crate::tlc_banner::after_loading();
            }
            Err(print_error(&source, &e))
        }
    }
}

pub fn run(args: CheckArgs) -> ExitCode {
    let _context = args.model.context(&args.trace, args.messages, args.allow_io, &args.property).install();
    let started = Instant::now();
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let max_memory = args.max_memory.or_else(default_max_memory);
    // The algorithms translated now (read in place of the files, which
    // stay as they are), or a warning if the file's translation is stale.
    let mut load_options = args.model.load_options();
    // (TLC's -continue writes no trace-exploration spec.)
    load_options.trace_module &= !args.continue_search;
    if args.translate {
        match crate::translate::translations(&args.model.spec) {
            Ok(texts) => {
                // (A diagnostic then shows lines of the translation under
                // the file's name.)
                let names: Vec<String> = texts.iter().map(|(p, _)| p.display().to_string()).collect();
                if !names.is_empty() {
                    eprintln!("tlars: checking tlars' translation of the PlusCal algorithm in {} (the files are unchanged)", names.join(", "));
                }
                load_options.texts = texts;
            }
            Err(code) => return code,
        }
    } else {
        crate::translate::warn_if_stale(&args.model.spec);
    }
    crate::tlc_banner::before_loading(&crate::tlc_banner::Mode::Check { workers, memory: max_memory });
    let model = match load(&load_options) {
        Ok(model) => model,
        Err(code) => return code,
    };
    let dump = match (&args.dump_dot, &args.dump_states) {
        (Some(path), _) => Some(GraphDump { format: DumpFormat::Dot, path: path.clone() }),
        (None, Some(path)) => Some(GraphDump { format: DumpFormat::States, path: path.clone() }),
        (None, None) => None,
    };
    let run = RunOptions {
        workers,
        no_deadlock: args.no_deadlock,
        max_depth: args.max_depth,
        live_progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
        started,
        memory: tla_check::frontier::MemoryBudget {
            max: max_memory,
            spill_above: args.spill_above,
            work_dir: args.work_dir.clone().unwrap_or_else(std::env::temp_dir),
        },
        checkpoint: crate::checkpointing::options(
            &args.model.spec,
            args.checkpoint,
            args.checkpoint_dir.as_deref(),
            args.recover.as_deref(),
            &model.map,
            &format!("deadlock {} depth {:?} continue {}", args.no_deadlock, args.max_depth, args.continue_search),
        ),
        continue_search: args.continue_search,
        coverage: args.coverage.map(|m| (m > 0.0).then(|| std::time::Duration::from_secs_f64(m * 60.0))),
        fingerprint_distance: tlc_messages::full(),
        dump,
        interpret: args.interpret,
    };
    let report = |checked: Checked| {
        if let Some(why) = &checked.dump_failed {
            eprintln!("Error: {why}");
        }
        for line in &checked.judged.output {
            println!("{line}");
        }
        let mut report = Report::new(&model, checked.checker, started, &args.model.spec, &args.trace);
        report.coverage = args.coverage.is_some();
        // (Not after a recovery, as TLC.)
        report.trace_spec_dir = args.trace_spec_dir.clone().filter(|_| args.recover.is_none());
        for (violation, trace) in checked.checker.reported.take() {
            report.reported(&violation, &trace, args.trace.trace_format);
        }
        if args.stats {
            let (compiled, all) = checked.checker.evaluations.totals();
            let share = if all == 0 { 0.0 } else { 100.0 * compiled as f64 / all as f64 };
            eprintln!("tlars: {compiled} of {all} action evaluations ({share:.1}%) decided by compiled code; the rest interpreted");
            for (what, at, why) in checked.checker.uncompiled() {
                let place = |loc| if loc == tla_eval::Loc::default() { "an unknown place".to_string() } else { tla_model::location(&model.map, loc) };
                eprintln!("tlars:   interpreted: {what} ({}), for {} at {}", place(at), why.form, place(why.loc));
            }
        }
        let judged = checked.judged;
        report.finish_with(
            &checked.outcome,
            judged.verdict,
            &judged.lasso,
            judged.temporal.as_ref(),
            args.json,
            args.trace.trace_format,
            crate::report::Tail::Check,
        )
    };
    match model.check(run, crate::tlc_banner::temporal_branches, report) {
        Ok(Some(code)) => code,
        Ok(None) => no_variables(),
        Err(e) => print_error(&model.map, &e),
    }
}

/// TLC's report on a model without variables: it checked the assumptions
/// only, and there was nothing to search.
fn no_variables() -> ExitCode {
    tlc_messages::print_full(code::TLC_COMPUTING_INIT, Class::None, "Computing initial states...");
    let (init_code, init_text) = tlc_messages::initial_states(0, 0);
    tlc_messages::print_full(init_code, Class::None, &init_text);
    tlc_messages::print(code::TLC_SUCCESS, Class::None, &tlc_messages::success(0, 0, None));
    let at_depth_one = tla_check::progress::Counts { depth: 1, ..Default::default() };
    tlc_messages::print_tool(code::TLC_PROGRESS_STATS, Class::None, &tla_check::progress::tlc_progress(at_depth_one, Some((0, 0))));
    tlc_messages::print(code::TLC_STATS, Class::None, "0 states generated, 0 distinct states found, 0 states left on queue.");
    tlc_messages::print(code::TLC_SEARCH_DEPTH, Class::None, "The depth of the complete state graph search is 0.");
    tlc_messages::print_finished();
    ExitCode::from(exit::SUCCESS)
}
