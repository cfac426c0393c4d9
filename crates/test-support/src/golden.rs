//! Output compared with `.expected` files; `UPDATE_EXPECT=1` rewrites them.

use std::fmt::Write as _;
use std::path::Path;

/// Whether the run should rewrite the `.expected` files (`UPDATE_EXPECT`).
pub fn update_requested() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v != "0" && !v.is_empty())
}

/// One case's `actual` output against `expected_path` (rewritten instead
/// under `UPDATE_EXPECT`): the difference described, if there is one.
pub fn check(expected_path: &Path, actual: &str) -> Result<(), String> {
    let mut failures = String::new();
    let name = expected_path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    compare(expected_path, &name, actual, &mut failures, &mut Vec::new());
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

/// A small line diff: the common head and tail are skipped, the rest shown
/// as removed (`-`, expected) and added (`+`, actual) lines.
pub fn line_diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let head = e.iter().zip(&a).take_while(|(x, y)| x == y).count();
    let tail = e[head..].iter().rev().zip(a[head..].iter().rev()).take_while(|(x, y)| x == y).count();
    let mut out = String::new();
    for l in &e[head..e.len() - tail] {
        let _ = writeln!(out, "  - {l}");
    }
    for l in &a[head..a.len() - tail] {
        let _ = writeln!(out, "  + {l}");
    }
    if out.is_empty() {
        // Same lines, different line ends or final newline.
        let _ = writeln!(out, "  (the lines agree; the line ends or the final newline differ)");
    }
    out
}

/// Compares `actual`, the output for case `file`, with `expected_path`
/// (or rewrites it under `UPDATE_EXPECT`, listing it in `updated`); a
/// difference is described in `failures`. Returns the expected text as it
/// was read.
pub fn compare(expected_path: &Path, file: &str, actual: &str, failures: &mut String, updated: &mut Vec<String>) -> Option<String> {
    let expected = std::fs::read_to_string(expected_path).ok();
    if update_requested() {
        if expected.as_deref() != Some(actual) {
            std::fs::write(expected_path, actual).expect("write .expected");
            updated.push(file.to_string());
        }
        return expected;
    }
    match &expected {
        None => {
            let _ = writeln!(failures, "{file}: no .expected file (run with UPDATE_EXPECT=1 to create it)\n  actual:");
            for l in actual.lines() {
                let _ = writeln!(failures, "  + {l}");
            }
        }
        Some(exp) if exp != actual => {
            let _ = write!(failures, "{file}: output differs from {}\n{}", expected_path.display(), line_diff(exp, actual));
        }
        Some(_) => {}
    }
    expected
}
