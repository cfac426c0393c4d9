//! The enumeration of Init and Next, on small modules: the states it gives,
//! in TLC's order, with TLC's duplicates (TLC counts every state an action
//! produces as generated, a repeated one too).

use std::collections::HashMap;
use std::path::PathBuf;
use tla_diagnostics::SourceMap;
use tla_eval::{Compiler, Enumerator, Evaluator, Ir, IrKind, Mode};
use tla_values::Value;

/// The states (printed, in order) that `Init`, or `Next` from the first
/// initial state, gives in the module `body` (with `VARIABLES x, y`).
fn states(test: &str, body: &str, next: bool) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("tla-eval-enum-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join("M.tla");
    std::fs::write(&path, format!("---- MODULE M ----\nEXTENDS Naturals\nVARIABLES x, y\n{body}\n====\n")).unwrap();
    let mut map = SourceMap::new();
    let options = tla_resolve::Options::default();
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    let root = resolver.check_root(&path).expect("the module loads");
    assert!(resolver.diagnostics.iter().all(|d| !d.is_error()));
    drop(resolver);
    let mut compiler = Compiler::new(&map, root, HashMap::new(), tla_eval::native_lookup);
    let call = |c: &mut Compiler, n: &str| {
        let id = c.root_op(n).unwrap();
        Ir::new(IrKind::Call(id, vec![]), c.ops[id].loc)
    };
    let (init, next_ir) = (call(&mut compiler, "Init"), call(&mut compiler, "Next"));
    tla_eval::prepare(&mut compiler.ops);
    let ops = std::mem::take(&mut compiler.ops);
    let vars = compiler.vars.clone();
    drop(compiler);
    let ev = Evaluator::new(&ops, &vars);
    let show = |ps: &[Option<Value>]| ps.iter().map(|v| v.as_ref().map_or("?".to_string(), |v| v.to_string())).collect::<Vec<_>>().join(" ");
    let mut inits: Vec<Vec<Value>> = Vec::new();
    Enumerator::new(&ev, Mode::Init, None, ev.next_serial())
        .run(&init, &None, &mut |ps| {
            inits.push(ps.iter().map(|v| v.clone().unwrap()).collect());
            Ok(())
        })
        .unwrap();
    if !next {
        return inits.iter().map(|s| s.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")).collect();
    }
    let first = inits[0].clone();
    let mut out = Vec::new();
    Enumerator::new(&ev, Mode::Next, Some(&first), ev.next_serial())
        .run(&next_ir, &None, &mut |ps| {
            out.push(show(ps));
            Ok(())
        })
        .unwrap();
    out
}

#[test]
fn init_enumerates_every_combination_in_order() {
    let got = states("init", "Init == x \\in 1..2 /\\ y \\in {\"a\", \"b\"}\nNext == UNCHANGED <<x, y>>", false);
    assert_eq!(got, vec!["1 \"a\"", "1 \"b\"", "2 \"a\"", "2 \"b\""]);
}

#[test]
fn init_conjuncts_after_the_assignment_filter() {
    let got = states("filter", "Init == x \\in 1..4 /\\ x % 2 = 0 /\\ y = x * 10\nNext == UNCHANGED <<x, y>>", false);
    assert_eq!(got, vec!["2 20", "4 40"]);
}

#[test]
fn next_gives_each_disjunct_s_states_duplicates_included() {
    let got = states("next", "Init == x = 0 /\\ y = 0\nNext == \\/ x' = 1 /\\ y' = y\n        \\/ x' \\in {1, 2} /\\ UNCHANGED y", true);
    assert_eq!(got, vec!["1 0", "1 0", "2 0"]);
}

#[test]
fn an_existential_enumerates_its_witnesses() {
    let got = states("exists", "Init == x = 0 /\\ y = 0\nNext == \\E i \\in 1..3 : x' = i /\\ y' = i * i", true);
    assert_eq!(got, vec!["1 1", "2 4", "3 9"]);
}
