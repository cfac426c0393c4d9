//! Golden tests of the configuration parser, as data files.
//!
//! - `tests/cfg/ok/NAME.cfg` must parse without errors; `NAME.expected`
//!   holds `tla_config::render` of the result, followed by the short-format
//!   diagnostics (warnings) of `parse_config` and `check_config`, if any.
//! - `tests/cfg/errors/NAME.cfg` is a broken configuration; `NAME.expected`
//!   holds the short-format diagnostics of `parse_config` followed by those
//!   of `check_config`, with paths relative to the repository root.
//!
//! `UPDATE_EXPECT=1 cargo test --release -p tla-config --test cfg_files`
//! rewrites the `.expected` files from the actual output (review the diff!).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use tla_config::{check_config, parse_config, render};
use tla_diagnostics::{render as render_diag, Diagnostic, MessageFormat, SourceFile, SourceMap};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

/// The `.cfg` files directly in `dir` (relative to the root), sorted.
fn cases(root: &Path, dir: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root.join(dir))
        .unwrap_or_else(|e| panic!("cannot read {dir}: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".cfg"))
        .map(|n| format!("{dir}/{n}"))
        .collect();
    out.sort();
    out
}

/// Parses one case: (rendered config, short diagnostics, any errors).
fn run(root: &Path, file: &str) -> (String, String, bool) {
    let text = std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut map = SourceMap::new();
    let id = map.add(SourceFile::new(file, text.clone()));
    let (config, mut diags) = parse_config(&text, id);
    let checked: Vec<Diagnostic> = check_config(&config, id);
    diags.extend(checked);
    let mut short = String::new();
    for d in &diags {
        short.push_str(&render_diag(&map, d, MessageFormat::Short, false));
        // Every format must render without panicking.
        let _ = render_diag(&map, d, MessageFormat::Human, false);
        let _ = render_diag(&map, d, MessageFormat::Json, false);
    }
    (render(&config), short, diags.iter().any(|d| d.is_error()))
}

fn diff(expected: &str, actual: &str) -> String {
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
        let _ = writeln!(out, "  (the lines agree; the line ends or the final newline differ)");
    }
    out
}

/// Compares (or with UPDATE_EXPECT rewrites) `file`'s `.expected`.
fn compare(root: &Path, file: &str, actual: &str, failures: &mut String, updated: &mut Vec<String>) {
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v != "0" && !v.is_empty());
    let expected_path = root.join(file.replace(".cfg", ".expected"));
    let expected = std::fs::read_to_string(&expected_path).ok();
    if update {
        if expected.as_deref() != Some(actual) {
            std::fs::write(&expected_path, actual).expect("write .expected");
            updated.push(file.to_string());
        }
        return;
    }
    match &expected {
        None => {
            let _ = writeln!(failures, "{file}: no .expected file (run with UPDATE_EXPECT=1 to create it)\n  actual:");
            for l in actual.lines() {
                let _ = writeln!(failures, "  + {l}");
            }
        }
        Some(exp) if exp != actual => {
            let _ = write!(failures, "{file}: output differs from {}\n{}", expected_path.display(), diff(exp, actual));
        }
        Some(_) => {}
    }
}

#[test]
fn ok_configs_render_as_expected() {
    let root = repo_root();
    let files = cases(&root, "tests/cfg/ok");
    assert!(!files.is_empty(), "no cases in tests/cfg/ok");
    let (mut failures, mut updated) = (String::new(), Vec::new());
    for file in &files {
        let (rendered, short, errors) = run(&root, file);
        if errors {
            let _ = write!(failures, "{file}: errors in a valid configuration:\n{short}");
        }
        let mut actual = rendered;
        if !short.is_empty() {
            actual.push_str("diagnostics:\n");
            actual.push_str(&short);
        }
        compare(&root, file, &actual, &mut failures, &mut updated);
    }
    if !updated.is_empty() {
        eprintln!("UPDATE_EXPECT: rewrote {} file(s):\n  {}", updated.len(), updated.join("\n  "));
    }
    assert!(failures.is_empty(), "tests/cfg/ok cases failed:\n{failures}");
    eprintln!("{} tests/cfg/ok cases OK", files.len());
}

#[test]
fn error_configs_report_expected_diagnostics() {
    let root = repo_root();
    let files = cases(&root, "tests/cfg/errors");
    assert!(!files.is_empty(), "no cases in tests/cfg/errors");
    let (mut failures, mut updated) = (String::new(), Vec::new());
    for file in &files {
        let (_, short, _) = run(&root, file);
        if short.is_empty() {
            let _ = writeln!(failures, "{file}: no diagnostics at all for a broken configuration");
        }
        compare(&root, file, &short, &mut failures, &mut updated);
    }
    if !updated.is_empty() {
        eprintln!("UPDATE_EXPECT: rewrote {} file(s):\n  {}", updated.len(), updated.join("\n  "));
    }
    assert!(failures.is_empty(), "tests/cfg/errors cases failed:\n{failures}");
    eprintln!("{} tests/cfg/errors cases OK", files.len());
}
