//! `tlars`: the command line.

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use tla_diagnostics::{render, MessageFormat, SourceFile, SourceMap};

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Parse { files, include: _, message_format } => parse_command(&files, message_format),
    }
}

fn parse_command(files: &[PathBuf], format: Format) -> ExitCode {
    let format = match format {
        Format::Human => MessageFormat::Human,
        Format::Short => MessageFormat::Short,
        Format::Json => MessageFormat::Json,
    };
    let mut map = SourceMap::new();
    let mut errors = 0usize;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for path in files {
        let text = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", path.display());
                errors += 1;
                continue;
            }
        };
        let id = map.add(SourceFile::new(path.clone(), text));
        let parsed = tla_syntax::parse(&map.get(id).text.clone(), id);
        for d in &parsed.diagnostics {
            if d.is_error() {
                errors += 1;
            }
            let _ = out.write_all(render(&map, d, format, false).as_bytes());
        }
    }
    if errors > 0 {
        ExitCode::from(EXIT_PARSE_ERROR)
    } else {
        ExitCode::SUCCESS
    }
}
