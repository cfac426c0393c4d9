//! The expression tests in `tests/eval`: each `NAME.tla` is a module whose
//! definitions without parameters are evaluated in order, with no state;
//! `NAME.expected` holds one line per definition, `Name = value` (printed
//! as TLC prints it) or `Name ! message` (the first line of the error).
//! The expectations were compared with TLC (`ASSUME PrintT(<<"Name",
//! Name>>)` for values, one run per error). `UPDATE_EXPECT=1` rewrites them
//! from what tlars gives. One test per file: `cargo test --test eval_files
//! -- NAME` runs one.

use std::collections::HashMap;
use std::path::Path;
use test_support::cases::{run, Case};
use test_support::{files_with_extension, golden, repo_root};
use tla_diagnostics::SourceMap;
use tla_eval::{Compiler, Evaluator, Ir, IrKind, States};
use tla_syntax::ast::{DefKind, Unit};

/// What each definition of the module at `path` evaluates to.
fn evaluate(path: &Path) -> String {
    let mut map = SourceMap::new();
    let options = tla_resolve::Options::default();
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    let root = resolver.check_root(path);
    let errors: Vec<String> = resolver.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.message.clone()).collect();
    drop(resolver);
    assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    let root = root.expect("the module loads");
    let names: Vec<String> = root
        .ast
        .units
        .iter()
        .filter_map(|u| match u {
            Unit::Definition(d) => match &d.kind {
                DefKind::Operator { params, .. } if params.is_empty() => Some(d.name.name.clone()),
                DefKind::Function { .. } => Some(d.name.name.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let mut compiler = Compiler::new(&map, root, HashMap::new(), tla_eval::native_lookup);
    let calls: Vec<(String, tla_eval::IrRef)> = names
        .iter()
        .map(|n| {
            let id = compiler.root_op(n).expect("a definition of the root module");
            (n.clone(), Ir::new(IrKind::Call(id, vec![]), compiler.ops[id].loc))
        })
        .collect();
    assert!(compiler.errors.is_empty(), "{}: {:?}", path.display(), compiler.errors);
    tla_eval::prepare(&mut compiler.ops);
    let ops = std::mem::take(&mut compiler.ops);
    let vars = compiler.vars.clone();
    drop(compiler);
    let ev = Evaluator::new(&ops, &vars);
    let mut out = String::new();
    for (name, call) in calls {
        match ev.eval(call, &None, &States::constant()) {
            Ok(v) => out += &format!("{name} = {v}\n"),
            Err(e) => out += &format!("{name} ! {}\n", e.message.lines().next().unwrap_or_default()),
        }
    }
    out
}

fn main() {
    let mut files = Vec::new();
    files_with_extension(&repo_root().join("tests/eval"), "tla", &mut files);
    assert!(!files.is_empty(), "tests/eval holds the expression tests");
    let cases = files.into_iter().map(|path| {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        Case::new(name, move || golden::check(&path.with_extension("expected"), &evaluate(&path)))
    });
    run(cases.collect())
}
