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

/// `tlars repl` on `tests/dump/DumpTrace.tla`, its history in `home`, its
/// standard input and output piped.
fn repl(home: &std::path::Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .env("HOME", home)
        .args(["repl", "tests/dump/DumpTrace.tla"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// The REPL, its lines piped in: definitions are kept for the lines after,
/// one that does not parse is reported and dropped, and each expression's
/// value (or error) is printed.
#[test]
fn the_repl_keeps_definitions_and_prints_values() {
    use std::io::Write;
    let home = std::env::temp_dir().join(format!("tlars-repl-home-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let mut child = repl(&home);
    child.stdin.take().unwrap().write_all(b"Double(n) == 2 * n\nDouble(21)\nBad == 1 +\n[p \\in Procs |-> Double(3)]\n1 \\div 0\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let values: Vec<&str> = text.lines().filter(|l| !l.starts_with(' ') && !l.is_empty()).collect();
    assert_eq!(values[0], "42", "{text}");
    assert!(text.contains("incomplete expression"), "{text}");
    assert!(values.contains(&"(p1 :> 6 @@ p2 :> 6)"), "{text}");
    assert!(text.contains("Error: The second argument of \\div is 0."), "{text}");
    std::fs::remove_dir_all(&home).unwrap();
}

/// The REPL's own memory does not grow with its lines (each line is
/// evaluated in a process of its own, whose model is freed with it): its
/// peak resident memory after 300 lines is within a few MB of its peak
/// after 20. (Reloading the model in the REPL's process kept ~200 KB a
/// line: 60 MB over these 300 lines.)
#[test]
fn the_repl_memory_stays_flat_over_its_lines() {
    use std::io::{BufRead, Write};
    let peak_after = |lines: usize| -> u64 {
        let home = std::env::temp_dir().join(format!("tlars-repl-flat-{}-{lines}", std::process::id()));
        std::fs::create_dir_all(&home).unwrap();
        let mut child = repl(&home);
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(&b"Len(<<Procs, 1, 2>>)\n".repeat(lines)).unwrap();
        stdin.flush().unwrap();
        // Every line answered, the REPL still running: its high-water mark.
        let answers = std::io::BufReader::new(child.stdout.take().unwrap()).lines().take(lines).filter(|l| l.as_deref().is_ok_and(|l| l == "3")).count();
        assert_eq!(answers, lines);
        let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
        let kib: u64 = status.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()).unwrap();
        drop(stdin);
        assert!(child.wait().unwrap().success());
        std::fs::remove_dir_all(&home).unwrap();
        kib * 1024
    };
    let (few, many) = (peak_after(20), peak_after(300));
    assert!(many < few + (8 << 20), "{few} bytes at its peak after 20 lines, {many} after 300");
}
