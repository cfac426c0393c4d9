//! Compiling a small module for the checker's tests.

use std::collections::HashMap;
use tla_diagnostics::SourceMap;
use tla_eval::{Compiler, Ir, IrKind, IrRef, OpDef};

/// A compiled module: its operators, its variables and the calls of the
/// definitions asked for, in order.
pub struct Compiled {
    pub ops: Vec<OpDef>,
    pub vars: Vec<String>,
    pub calls: Vec<IrRef>,
}

/// Compiles `text` (a whole module named M, written to a folder of its own
/// named after `test`) and calls the definitions `names`.
pub fn compile(test: &str, text: &str, names: &[&str]) -> Compiled {
    let dir = std::env::temp_dir().join(format!("tla-check-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("M.tla");
    std::fs::write(&path, text).unwrap();
    let mut map = SourceMap::new();
    let options = tla_resolve::Options::default();
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    let root = resolver.check_root(&path).expect("the module loads");
    assert!(resolver.diagnostics.iter().all(|d| !d.is_error()), "{:?}", resolver.diagnostics);
    drop(resolver);
    let mut compiler = Compiler::new(&map, root, HashMap::new(), tla_eval::native_lookup);
    let calls = names
        .iter()
        .map(|n| {
            let id = compiler.root_op(n).unwrap_or_else(|| panic!("{n} is defined"));
            Ir::new(IrKind::Call(id, vec![]), compiler.ops[id].loc)
        })
        .collect();
    tla_eval::prepare(&mut compiler.ops);
    Compiled { ops: std::mem::take(&mut compiler.ops), vars: compiler.vars.clone(), calls }
}

/// A model to check: Init and Next, nothing else.
pub fn spec(init: IrRef, next: IrRef) -> tla_check::Spec {
    tla_check::Spec {
        trace: false,
        init,
        next,
        invariants: vec![],
        constraints: vec![],
        action_constraints: vec![],
        possible: vec![],
        action_properties: vec![],
        initial_properties: vec![],
        check_deadlock: false,
        view: None,
        symmetry: Default::default(),
        record_graph: false,
    }
}
