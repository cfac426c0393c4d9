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
//! One test per case (`ok::NAME`, `errors::NAME`).

use std::path::Path;
use test_support::cases::{run as run_cases, Case};
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

fn main() {
    let root = repo_root();
    let mut all = Vec::new();
    for (dir, test) in [("ok", ok_case as fn(&Path, &str) -> Result<(), String>), ("errors", error_case)] {
        let files = cases(&root, &format!("tests/cfg/{dir}"), "cfg");
        assert!(!files.is_empty(), "no cases in tests/cfg/{dir}");
        for file in files {
            let root = root.clone();
            let name = format!("{dir}::{}", file.rsplit('/').next().unwrap().trim_end_matches(".cfg"));
            all.push(Case::new(name, move || test(&root, &file)));
        }
    }
    run_cases(all)
}

/// A valid configuration: no errors, and its rendering (with its warnings)
/// is `NAME.expected`.
fn ok_case(root: &Path, file: &str) -> Result<(), String> {
    let (rendered, short, errors) = run(root, file);
    if errors {
        return Err(format!("errors in a valid configuration:\n{short}"));
    }
    let mut actual = rendered;
    if !short.is_empty() {
        actual.push_str("diagnostics:\n");
        actual.push_str(&short);
    }
    golden::check(&root.join(file.replace(".cfg", ".expected")), &actual)
}

/// A broken configuration: its diagnostics are `NAME.expected`.
fn error_case(root: &Path, file: &str) -> Result<(), String> {
    let (_, short, _) = run(root, file);
    if short.is_empty() {
        return Err("no diagnostics at all for a broken configuration".to_string());
    }
    golden::check(&root.join(file.replace(".cfg", ".expected")), &short)
}
