//! `tlars repl SPEC`: expressions evaluated one after the other in the
//! context of a specification (as `tlars eval` does), with line editing
//! and history (rustyline). A line `Name == expr` (or `Name(p) == ...`)
//! adds a definition that later lines can use; any other line is an
//! expression, whose value is printed as TLC prints values.

use crate::eval::Context;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct ReplArgs {
    /// The specification whose definitions the expressions may use.
    spec: PathBuf,
    /// The TLC configuration giving the constants (default: the spec's
    /// name with `.cfg`, if there is one).
    #[arg(long = "cfg", visible_alias = "config")]
    cfg: Option<PathBuf>,
    /// Extra folders to search for modules.
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Integers of any size, where TLC's are 32-bit (as `check
    /// --big-integers`).
    #[arg(long)]
    big_integers: bool,
}

/// Whether `line` is a definition: a name (with parameters) and `==`.
fn is_definition(line: &str) -> bool {
    let Some((head, _)) = line.split_once("==") else { return false };
    let head = head.trim();
    let name = head.split('(').next().unwrap_or("").trim();
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && (head == name || head.ends_with(')'))
}

pub fn run(args: ReplArgs) -> ExitCode {
    let context = Context { spec: args.spec, cfg: args.cfg, include: args.include, big_integers: args.big_integers };
    let mut editor = match rustyline::DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            println!("Error: the line editor could not start: {e}");
            return ExitCode::FAILURE;
        }
    };
    let history = std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".tlars_history"));
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    let mut definitions = String::new();
    // (Until the end of input, or Ctrl-C / Ctrl-D.)
    while let Ok(line) = editor.readline("(tlars) ") {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let _ = editor.add_history_entry(line);
        if is_definition(line) {
            // Kept only if the module still loads with it.
            let with = format!("{definitions}{line}\n");
            if evaluate_apart(&context, &with, "TRUE", false) {
                definitions = with;
            }
            continue;
        }
        evaluate_apart(&context, &definitions, line, true);
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    ExitCode::SUCCESS
}

/// Evaluates a line as `tlars eval` does, in a process of its own: a model
/// lives as long as its process (its compiled operators are never freed,
/// so that every thread can share them), and the repl's memory stays flat
/// however many lines it reads. Whether the evaluation succeeded.
fn evaluate_apart(context: &Context, definitions: &str, expression: &str, show: bool) -> bool {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            println!("Error: tlars cannot find its own executable to evaluate the line: {e}");
            return false;
        }
    };
    let mut command = std::process::Command::new(exe);
    command.arg("eval").arg("--definitions").arg(definitions);
    if let Some(cfg) = &context.cfg {
        command.arg("--cfg").arg(cfg);
    }
    for dir in &context.include {
        command.arg("-I").arg(dir);
    }
    if context.big_integers {
        command.arg("--big-integers");
    }
    if !show {
        command.arg("--quiet");
    }
    // (After `--`, an expression such as `-1 + 2` is not an option.)
    command.arg("--").arg(&context.spec).arg(expression);
    match command.stdin(std::process::Stdio::null()).status() {
        Ok(status) => status.success(),
        Err(e) => {
            println!("Error: the line could not be evaluated: {e}");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn definitions_are_told_from_expressions() {
        assert!(super::is_definition("Double(n) == 2 * n"));
        assert!(super::is_definition("K == 3"));
        assert!(!super::is_definition("1 + 1"));
        assert!(!super::is_definition("x = 1 /\\ y == 2"));
    }
}
