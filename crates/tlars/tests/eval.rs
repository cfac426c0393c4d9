//! `tlars eval SPEC EXPR`: a constant expression in the context of a
//! specification and its configuration, printed as TLC prints values.

use std::process::Command;
use test_support::repo_root;

fn eval(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).arg("eval").args(args).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn expressions_see_the_specs_definitions_and_constants() {
    // The constants as the spec's cfg (beside it) gives them: model values.
    assert_eq!(eval(&["tests/dump/DumpTrace.tla", "Procs \\X {1, 2}"]), (Some(0), "{<<p1, 1>>, <<p1, 2>>, <<p2, 1>>, <<p2, 2>>}\n".into()));
    // Definitions and the modules the spec extends.
    assert_eq!(
        eval(&["tests/dump/DumpTrace.tla", "--cfg", "tests/dump/DumpTrace.cfg", "[p \\in Procs |-> Len(<<p, p>>)]"]),
        (Some(0), "(p1 :> 2 @@ p2 :> 2)\n".into())
    );
    assert_eq!(eval(&["tests/dump/Conjuncts.tla", "{n \\in 1..20 : n % 7 = 0}"]), (Some(0), "{7, 14}\n".into()));
}

#[test]
fn errors_are_reported_with_tlcs_statuses() {
    let (code, text) = eval(&["tests/dump/DumpTrace.tla", "1 \\div 0"]);
    assert_eq!(code, Some(75));
    assert!(text.contains("Error: The second argument of \\div is 0."), "{text}");
    // A variable is not a constant; a name nowhere defined is a parse error.
    let (code, text) = eval(&["tests/dump/DiffTrace.tla", "a + 1"]);
    assert_eq!(code, Some(75), "{text}");
    let (code, text) = eval(&["tests/dump/DiffTrace.tla", "NoSuchName + 1"]);
    assert_eq!(code, Some(150));
    assert!(text.contains("unknown identifier `NoSuchName`"), "{text}");
}
