//! `tlars`: the command line.
//!
//! # In detail
//!
//! `tlars` is the command line (clap), and only that: it parses the arguments and
//! prints. **Invariant:** a panic never reaches the user as one:
//! `internal_error.rs` installs a hook, for every thread, that prints one
//! located internal-error report and exits 255. `tlars parse FILE...` resolves
//! each file with the modules it uses and prints the diagnostics; exit status
//! 0, or 150 (TLC's parse-error status) when any error was found. `tlars check
//! SPEC --cfg CFG` calls `tla-model` to load and start the model, runs the
//! checker, asks `tla-model` for the verdict and prints TLC's report with TLC's
//! exit statuses (and 3, with an `unsupported:` line, for what is not built
//! yet). `report.rs` prints the verdict, traces and lassos (`Back to state N`,
//! `Stuttering`) as TLC does (with `--diff-trace`, each state's changed
//! variables only, the violating one whole, as TLC's `-difftrace`), or as JSON;
//! it owns no language logic. `trace_data.rs` writes a trace as data
//! (`--dump-trace FILE`, `--trace-format itf`): TLC's `-dumpTrace tla` and
//! `-dumpTrace json` (the TLCExt `CounterExample` graph through the Json
//! module's writer, with each action's operator, location and parameters, which
//! the checker's `Action` keeps for it) and Apalache's ITF, whose values say
//! what they are (`#set`, `#map`, `#bigint`; model values as ITF's
//! uninterpreted values), each state as the text shows it (the ALIAS record,
//! when there is one; where the ALIAS fails, the variables and
//! `_ALIASEvalError`; an initial state with no successor to show, the
//! variables, as TLC prints them). `simulate.rs` is `tlars simulate`: it loads
//! the model as `check` does, runs the checker's simulation and reports with
//! the same `report.rs`, ending with TLC's simulation statistics instead of the
//! search's counts; the engine hands it each behaviour drawn without a
//! violation, in order, which it checks for the temporal properties
//! (`tla-model`'s `Model::check_behaviour`: the behaviour as a graph where each
//! state but the last may stutter or go on, searched as the state graph is)
//! and, with `--trace-files`, writes as TLC's `-simulate file=` does. `eval.rs`
//! is `tlars eval`: the expression becomes the body of a definition in a module
//! of its own that EXTENDS the specification, loaded as a model is (with
//! `LoadOptions::also` naming the definition to compile) and evaluated at
//! constant level. `repl.rs` is `tlars repl`: lines read with `rustyline` (a
//! well-kept line editor: editing and a history file, which a REPL would
//! otherwise hand-write; the one reason it is a dependency), each a definition
//! kept for the lines after or an expression evaluated by `tlars eval` in a
//! process of its own (a model is freed only with its process).
//! `--dump-states` and `--dump-dot` are `tla_check::graph_dump`'s, named in
//! the run options. `tlc_cli.rs` is
//! `tlars tlc`: TLC's options translated to the arguments of `check` or
//! `simulate` (parsed by the same clap definitions, with `--messages tlc`, or
//! `tool` for `-tool`), or refused with TLC's error. `trace_spec.rs` writes
//! TLC's trace-exploration spec after a violation (its EXTENDS lists in the
//! order of Java's `HashSet`, as TLC's are). `tlc_banner.rs` prints the
//! messages of TLC's around a run that only `tlars tlc` prints (version, mode,
//! the parser's start and end, "Starting..."). `translate.rs` is `tlars
//! translate` and what `check` does with PlusCal (`--translate`, the
//! stale-translation warning), over `tla-pluscal`'s `module.rs`; `--translate`
//! hands the new translations to the loader as texts read in place of the files
//! (`LoadOptions::texts`, passed on as `tla_resolve::Options::texts`), so
//! nothing is written and diagnostics name the user's files. `diff.rs` is
//! `tlars diff`: it runs TLC (java with the user's jar, in the spec's folder,
//! its metadata in a temporary folder) and then tlars itself (its own
//! executable, `check` with the same configuration and workers), one after the
//! other, and compares the two reports field by field. It runs each checker and
//! reads its report with `checker-run` (below): the time limit, the wall time
//! and the peak memory are `process::run`'s, the counts, depth, violated
//! property (`Invariant Inv`, `Deadlock`, `Temporal properties`, ...) and trace
//! length `report::Report`'s. The command itself holds the comparison, the
//! cases where TLC's numbers are not exact, and the names of TLC's exit
//! statuses. `checkpointing.rs` turns the checkpoint options into the checker's
//! (the interval, TLC's run-folder name, and the identity a checkpoint must
//! carry: a hash of every loaded source and the options that change the
//! search). It installs mimalloc as the allocator (`allocator.rs`): the checker
//! allocates small values on every thread, where glibc's arenas serialized.

/// `println!` and `print!` that do not panic when stdout is closed (`| head`).
macro_rules! println {
    () => {{ use std::io::Write as _; let _ = writeln!(std::io::stdout()); }};
    ($($arg:tt)*) => {{ use std::io::Write as _; let _ = writeln!(std::io::stdout(), $($arg)*); }};
}
macro_rules! print {
    ($($arg:tt)*) => {{ use std::io::Write as _; let _ = write!(std::io::stdout(), $($arg)*); }};
}

mod check;
mod checkpointing;
mod diff;
mod eval;
mod internal_error;
mod repl;
mod report;
mod simulate;
mod tlc_banner;
mod tlc_cli;
mod trace_data;
mod trace_spec;
mod translate;

mod allocator;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use tla_diagnostics::{render, MessageFormat, SourceMap};

/// TLC's exit status for a parse error.
const EXIT_PARSE_ERROR: u8 = 150;

#[derive(Parser)]
#[command(name = "tlars", version, about = "A TLA+ toolchain: parser, evaluator and model checker")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Human,
    Short,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and resolve TLA+ modules and report every problem found.
    Parse {
        /// The .tla files to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Extra folders to search for modules named by EXTENDS and INSTANCE.
        #[arg(short = 'I', long = "include", value_name = "DIR")]
        include: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "human")]
        message_format: Format,
    },
    /// Model-check a specification with a TLC configuration.
    Check(Box<check::CheckArgs>),
    /// Check random behaviours of a specification (TLC's -simulate).
    Simulate(Box<simulate::SimulateArgs>),
    /// Evaluate a constant expression in the context of a specification
    /// and its configuration (`tlars eval Spec.tla 'Cardinality(Nodes)'`).
    Eval(Box<eval::EvalArgs>),
    /// Evaluate expressions one after the other, keeping definitions, in
    /// the context of a specification.
    Repl(Box<repl::ReplArgs>),
    /// Translate a module's PlusCal algorithm into TLA+, in place, as the
    /// PlusCal translator (pcal.trans) does.
    Translate {
        #[command(flatten)]
        args: translate::TranslateArgs,
        #[arg(long, value_enum, default_value = "human")]
        message_format: Format,
    },
    /// Check a specification with TLC and with tlars, one after the other,
    /// and compare their reports (verdict, counts, depth, trace; time and
    /// memory). Exit 0 when they agree, 1 when they differ, 2 when they
    /// cannot be compared.
    Diff(Box<diff::DiffArgs>),
    /// TLC's command line (`tlars tlc -config M.cfg -workers 4 Spec.tla`),
    /// run as `check` or `simulate`.
    Tlc {
        /// TLC's options and the specification, as `java tlc2.TLC` takes them.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

fn main() -> ExitCode {
    internal_error::install();
    // Parsing, resolution and evaluation recurse on the nesting of
    // expressions: a big stack keeps deeply nested input from overflowing.
    let worker = std::thread::Builder::new().stack_size(tla_check::THREAD_STACK).spawn(run).expect("spawn the main thread");
    worker.join().unwrap_or(ExitCode::FAILURE)
}

fn run() -> ExitCode {
    let cli = Cli::parse();
    // The one way to see the internal-error report without a bug: its test.
    if std::env::var_os("TLARS_TEST_INTERNAL_ERROR").is_some() {
        panic!("TLARS_TEST_INTERNAL_ERROR is set");
    }
    match cli.command {
        Command::Parse { files, include, message_format } => parse_command(&files, include, message_format),
        Command::Check(args) => check::run(*args),
        Command::Simulate(args) => simulate::run(*args),
        Command::Eval(args) => eval::run(*args),
        Command::Repl(args) => repl::run(*args),
        Command::Translate { args, message_format } => translate::run(&args, message_format.into()),
        Command::Diff(args) => diff::run(*args),
        Command::Tlc { args } => match tlc_cli::translate(&args) {
            tlc_cli::Translation::Run(command) => match Cli::try_parse_from(std::iter::once("tlars".to_string()).chain(command)) {
                Ok(Cli { command: Command::Check(args) }) => check::run(*args),
                Ok(Cli { command: Command::Simulate(args) }) => simulate::run(*args),
                Ok(_) => ExitCode::FAILURE,
                Err(e) => {
                    let _ = e.print();
                    ExitCode::from(1)
                }
            },
            tlc_cli::Translation::Refused(message, code) => {
                println!("{message}");
                ExitCode::from(code)
            }
        },
    }
}

impl From<Format> for MessageFormat {
    fn from(format: Format) -> MessageFormat {
        match format {
            Format::Human => MessageFormat::Human,
            Format::Short => MessageFormat::Short,
            Format::Json => MessageFormat::Json,
        }
    }
}

fn parse_command(files: &[PathBuf], include: Vec<PathBuf>, format: Format) -> ExitCode {
    let format = MessageFormat::from(format);
    let mut map = SourceMap::new();
    let options = tla_resolve::Options { include, ..Default::default() };
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    for path in files {
        resolver.check_root(path);
    }
    let mut diagnostics = std::mem::take(&mut resolver.diagnostics);
    drop(resolver);
    diagnostics.sort_by_key(|d| (d.file, d.span.start, d.span.end));
    diagnostics.dedup();
    tla_diagnostics::bound_errors(&mut diagnostics);
    let errors = diagnostics.iter().filter(|d| d.is_error()).count();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for d in &diagnostics {
        let _ = out.write_all(render(&map, d, format, false).as_bytes());
    }
    if errors > 0 {
        ExitCode::from(EXIT_PARSE_ERROR)
    } else {
        ExitCode::SUCCESS
    }
}
