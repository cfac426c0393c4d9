//! The evaluation side of fuzzing: a generated constant expression is
//! written as the definition `Val` of a tiny module, which is resolved,
//! compiled and evaluated through tla-eval's public API (the path `tlars
//! check` takes for ASSUMEs and constant definitions). The property: a value
//! or an error located in the module's text, never a panic.

use crate::expr::{Gen, Scope, Ty, HELPERS};
use crate::rng::Rng;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use tla_diagnostics::SourceMap;
use tla_eval::{Compiler, Evaluator, Ir, IrKind, States};

/// What evaluating one expression gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EvalOutcome {
    /// The printed value.
    Value(String),
    /// An evaluation error with a location inside the module.
    Error(String),
    /// An evaluation error whose location is not a span of the module.
    Unlocated(String),
    /// The front end or the compiler rejected the module (a generator bug
    /// unless the expression is deliberately ill-formed).
    Rejected(String),
    /// A panic, with its message.
    Panic(String),
}

/// The module text for one expression.
pub fn module_text(expr: &str) -> String {
    let mut m = String::from("---- MODULE E ----\nEXTENDS Naturals, Integers, Sequences, FiniteSets, TLC\n");
    for (_, h) in HELPERS {
        m.push_str(h);
        m.push('\n');
    }
    m.push_str(&format!("Val == {expr}\n====\n"));
    m
}

/// A random constant expression of a random type.
pub fn gen_expr(rng: &mut Rng) -> String {
    let ty = *rng.pick(&[Ty::Int, Ty::Int, Ty::Bool, Ty::Bool, Ty::SetInt, Ty::SeqInt, Ty::FunInt, Ty::Rec, Ty::FunRec]);
    let depth = 1 + rng.below(4) as u32;
    let mut g = Gen::new(rng, 3);
    g.of(ty, &Scope::default(), depth)
}

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".into()
    }
}

/// Evaluates `expr` as `Val` of a module written to `dir/E.tla`.
pub fn eval_expression(expr: &str, dir: &Path) -> EvalOutcome {
    let text = module_text(expr);
    let path = dir.join("E.tla");
    std::fs::write(&path, &text).expect("cannot write E.tla");
    match catch_unwind(AssertUnwindSafe(|| eval_module(&path, text.len()))) {
        Ok(o) => o,
        Err(p) => EvalOutcome::Panic(panic_message(p)),
    }
}

fn eval_module(path: &Path, len: usize) -> EvalOutcome {
    let mut map = SourceMap::new();
    let options = tla_resolve::Options::default();
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    let root = resolver.check_root(path);
    let diags = std::mem::take(&mut resolver.diagnostics);
    drop(resolver);
    if let Some(d) = diags.iter().find(|d| d.is_error()) {
        return EvalOutcome::Rejected(d.message.clone());
    }
    let Some(root) = root else { return EvalOutcome::Rejected("no root module".into()) };
    let mut compiler = Compiler::new(&map, root, HashMap::new(), tla_eval::native_lookup);
    let Some(id) = compiler.root_op("Val") else { return EvalOutcome::Rejected("Val not compiled".into()) };
    if let Some(e) = compiler.errors.first() {
        return EvalOutcome::Rejected(e.message.clone());
    }
    let loc = compiler.ops[id].loc;
    let ir = Ir::new(IrKind::Call(id, vec![]), loc);
    tla_eval::prepare(&mut compiler.ops);
    let ops = std::mem::take(&mut compiler.ops);
    let vars = compiler.vars.clone();
    drop(compiler);
    let ev = Evaluator::new(&ops, &vars);
    let st = States::constant();
    match ev.eval(ir, &None, &st) {
        Ok(v) => EvalOutcome::Value(format!("{v}")),
        Err(e) => {
            let (s, t) = (e.loc.span.start as usize, e.loc.span.end as usize);
            // Located: a non-empty span inside some loaded file (the root
            // module or a standard module it extends).
            let file_len = map.files().find(|(id, _)| id.0 == e.loc.file).map(|(_, f)| f.text.len());
            let _ = len;
            match file_len {
                Some(n) if s < t && t <= n => EvalOutcome::Error(e.message),
                _ => EvalOutcome::Unlocated(format!("{} (at {:?})", e.message, e.loc)),
            }
        }
    }
}
