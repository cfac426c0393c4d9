//! `tlars`: the command line.

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
mod dot;
mod eval;
mod internal_error;
mod repl;
mod report;
mod simulate;
mod state_text;
mod states_dump;
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
