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
use std::path::Path;
use test_support::{cases, golden, repo_root};
use tla_config::{check_config, parse_config, render};
use tla_diagnostics::{render as render_diag, Diagnostic, MessageFormat, SourceFile, SourceMap};

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

/// Compares (or with UPDATE_EXPECT rewrites) `file`'s `.expected`.
fn compare(root: &Path, file: &str, actual: &str, failures: &mut String, updated: &mut Vec<String>) {
    golden::compare(&root.join(file.replace(".cfg", ".expected")), file, actual, failures, updated);
}

#[test]
fn ok_configs_render_as_expected() {
    let root = repo_root();
    let files = cases(&root, "tests/cfg/ok", "cfg");
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
    let files = cases(&root, "tests/cfg/errors", "cfg");
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
