//! `tlars eval SPEC EXPR`: a constant expression evaluated in the context
//! of a specification and its configuration (its definitions, and the
//! constants as the cfg gives them), printed as TLC prints values.
//!
//! The expression is the body of a definition in a module of its own that
//! EXTENDS the specification, loaded as `check` loads a model, so that it
//! sees what the specification sees and is reported as any module is.

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use tla_eval::ir::{Ir, IrKind};
use tla_eval::States;
use tla_model::{exit, location, LoadOptions};

/// The module the expression is put in, and its definition.
const MODULE: &str = "TlarsEvaluation";
const DEFINITION: &str = "TlarsExpression";

#[derive(Args)]
pub struct EvalArgs {
    /// The specification whose definitions the expression may use.
    spec: PathBuf,
    /// The expression (constant-level: no variables).
    expression: String,
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
    /// TLA+ definitions put before the expression (how `tlars repl` hands
    /// its lines' definitions to the process that evaluates a line).
    #[arg(long, hide = true, default_value = "")]
    definitions: String,
    /// Check that the definitions load, without printing the value.
    #[arg(long, hide = true)]
    quiet: bool,
}

pub fn run(args: EvalArgs) -> ExitCode {
    Context { spec: args.spec, cfg: args.cfg, include: args.include, big_integers: args.big_integers }.evaluate(
        &args.definitions,
        &args.expression,
        !args.quiet,
    )
}

/// A specification and its configuration, where expressions are evaluated.
pub struct Context {
    pub spec: PathBuf,
    pub cfg: Option<PathBuf>,
    pub include: Vec<PathBuf>,
    pub big_integers: bool,
}

impl Context {
    /// Evaluates `expression` after the definitions `definitions` (TLA+
    /// text), printing its value (if `show`) or what went wrong; the exit
    /// status.
    pub fn evaluate(&self, definitions: &str, expression: &str, show: bool) -> ExitCode {
        let Some(name) = self.spec.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            println!("Error: {} names no module", self.spec.display());
            return ExitCode::from(exit::GENERAL);
        };
        let dir = std::env::temp_dir().join(format!("tlars-eval-{}", std::process::id()));
        let written = std::fs::create_dir_all(&dir).and_then(|()| {
            let module = format!("---- MODULE {MODULE} ----\nEXTENDS {name}\n{definitions}\n{DEFINITION} ==\n{expression}\n====\n");
            std::fs::write(dir.join(format!("{MODULE}.tla")), module)?;
            // (Without a configuration, the constants have no values: one
            // that is used is reported when it is evaluated.)
            let cfg = self.cfg.clone().unwrap_or_else(|| self.spec.with_extension("cfg"));
            let text = std::fs::read_to_string(&cfg).unwrap_or_default();
            std::fs::write(dir.join(format!("{MODULE}.cfg")), text)
        });
        if let Err(e) = written {
            println!("Error: the expression could not be written to {}: {e}", dir.display());
            return ExitCode::from(exit::GENERAL);
        }
        let mut include = vec![self.spec.parent().map(|p| if p.as_os_str().is_empty() { PathBuf::from(".") } else { p.to_path_buf() }).unwrap_or_default()];
        include.extend(self.include.iter().cloned());
        let options =
            LoadOptions { spec: dir.join(format!("{MODULE}.tla")), cfg: None, include, also: vec![DEFINITION.to_string()], texts: vec![], trace_module: true };
        let context = tla_eval::RunContext { values: tla_values::Settings { big_integers: self.big_integers, ..Default::default() }, ..Default::default() };
        let _context = context.install();
        let code = evaluate(&options, show);
        let _ = std::fs::remove_dir_all(&dir);
        code
    }
}

fn evaluate(options: &LoadOptions, show: bool) -> ExitCode {
    let model = match crate::check::load(options) {
        Ok(model) => model,
        Err(code) => return code,
    };
    let Some(id) = model.ops.iter().rposition(|op| op.name == DEFINITION) else {
        println!("Error: the expression was not found after loading");
        return ExitCode::from(exit::GENERAL);
    };
    let ev = model.evaluator();
    let call = Ir::new(IrKind::Call(id, vec![]), model.ops[id].loc);
    match ev.eval(call, &None, &States::constant()) {
        Ok(v) => {
            if show {
                println!("{}", tla_values::pretty::pretty(&v.to_string()));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("Error: {}", e.message);
            if e.loc != tla_eval::ir::Loc::default() {
                println!("  at {}", location(&model.map, e.loc));
            }
            ExitCode::from(exit::EVAL)
        }
    }
}
