//! Golden tests of `tlars parse` diagnostics, as data files.
//!
//! - `tests/parse-errors/NAME.tla` is a broken input; `NAME.expected` holds
//!   the exact `--message-format short` output of `tlars parse
//!   tests/parse-errors/NAME.tla` run from the repository root. The exit
//!   status must be 150 (0 if the expected output holds only warnings).
//! - `tests/parse-ok/NAME.tla` must be accepted: exit 0, no output.
//! - Modules that the cases EXTEND or INSTANCE but that are not cases
//!   themselves go in a `lib/` folder beside them, which is passed as `-I`.
//!
//! `UPDATE_EXPECT=1 cargo test --release -p tlars --test parse_diagnostics`
//! rewrites the `.expected` files from the actual output (review the diff!).
//!
//! The `--message-format json` output of every case is also checked: one
//! JSON object per line with the documented keys, agreeing with the short
//! output line for line.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Output};
use test_support::{cases, golden, repo_root};

const EXIT_PARSE_ERROR: i32 = 150;

fn tlars(root: &Path, dir: &str, format: &str, files: &[String]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tlars"));
    cmd.current_dir(root).arg("parse").arg("--message-format").arg(format);
    let lib = format!("{dir}/lib");
    if root.join(&lib).is_dir() {
        cmd.arg("-I").arg(lib);
    }
    cmd.args(files);
    cmd.output().expect("run tlars")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn parse_errors_match_expected_output() {
    let root = repo_root();
    let files = cases(&root, "tests/parse-errors", "tla");
    assert!(!files.is_empty(), "no cases in tests/parse-errors");
    let mut failures = String::new();
    let mut updated = Vec::new();
    for file in &files {
        let out = tlars(&root, "tests/parse-errors", "short", std::slice::from_ref(file));
        let stdout = text(&out.stdout);
        let stderr = text(&out.stderr);
        let expected = golden::compare(&root.join(file.replace(".tla", ".expected")), file, &stdout, &mut failures, &mut updated);
        let want = if expected.as_deref().unwrap_or(&stdout).contains(": error: ") { EXIT_PARSE_ERROR } else { 0 };
        if out.status.code() != Some(want) {
            let _ = writeln!(failures, "{file}: exit status {:?}, expected {want}", out.status.code());
        }
        if !stderr.is_empty() {
            let _ = writeln!(failures, "{file}: unexpected stderr:\n{stderr}");
        }
        if stdout.is_empty() {
            let _ = writeln!(failures, "{file}: no diagnostics at all for a broken input");
        }
    }
    if !updated.is_empty() {
        eprintln!("UPDATE_EXPECT: rewrote {} file(s):\n  {}", updated.len(), updated.join("\n  "));
    }
    assert!(failures.is_empty(), "parse-errors cases failed:\n{failures}");
    eprintln!("{} parse-errors cases OK", files.len());
}

#[test]
fn parse_ok_files_are_accepted() {
    let root = repo_root();
    let files = cases(&root, "tests/parse-ok", "tla");
    assert!(!files.is_empty(), "no cases in tests/parse-ok");
    let mut failures = String::new();
    for file in &files {
        let out = tlars(&root, "tests/parse-ok", "short", std::slice::from_ref(file));
        if out.status.code() != Some(0) || !out.stdout.is_empty() || !out.stderr.is_empty() {
            let _ = writeln!(failures, "{file}: exit status {:?}\n{}{}", out.status.code(), text(&out.stdout), text(&out.stderr));
        }
    }
    assert!(failures.is_empty(), "parse-ok files were rejected:\n{failures}");
}

/// Every line of `--message-format json` is an object with the documented
/// keys, and says the same as the matching line of the short format.
#[test]
fn json_output_is_one_object_per_line() {
    let root = repo_root();
    let files = cases(&root, "tests/parse-errors", "tla");
    let mut failures = String::new();
    let mut objects = 0usize;
    for file in &files {
        let short = text(&tlars(&root, "tests/parse-errors", "short", std::slice::from_ref(file)).stdout);
        let json = tlars(&root, "tests/parse-errors", "json", std::slice::from_ref(file));
        let json_text = text(&json.stdout);
        let short_lines: Vec<&str> = short.lines().collect();
        let json_lines: Vec<&str> = json_text.lines().collect();
        if json.status.code() != Some(EXIT_PARSE_ERROR) && short.contains(": error: ") {
            let _ = writeln!(failures, "{file}: json run exited with {:?}", json.status.code());
        }
        if short_lines.len() != json_lines.len() {
            let _ = writeln!(failures, "{file}: {} short lines but {} json lines", short_lines.len(), json_lines.len());
            continue;
        }
        let source_len = std::fs::metadata(root.join(file)).map(|m| m.len()).unwrap_or(0);
        for (line, short_line) in json_lines.iter().zip(&short_lines) {
            objects += 1;
            let v: serde_json::Value = match serde_json::from_str(line) {
                Ok(v) => v,
                Err(e) => {
                    let _ = writeln!(failures, "{file}: not JSON ({e}): {line}");
                    continue;
                }
            };
            let Some(obj) = v.as_object() else {
                let _ = writeln!(failures, "{file}: not a JSON object: {line}");
                continue;
            };
            for key in ["file", "severity", "code", "message"] {
                if !obj.get(key).is_some_and(|x| x.is_string()) {
                    let _ = writeln!(failures, "{file}: key `{key}` missing or not a string: {line}");
                }
            }
            for key in ["start_line", "start_column", "end_line", "end_column", "start_byte", "end_byte"] {
                if !obj.get(key).is_some_and(|x| x.is_u64()) {
                    let _ = writeln!(failures, "{file}: key `{key}` missing or not a number: {line}");
                }
            }
            let num = |k: &str| obj.get(k).and_then(|x| x.as_u64()).unwrap_or(0);
            let st = |k: &str| obj.get(k).and_then(|x| x.as_str()).unwrap_or("");
            if num("start_byte") > num("end_byte") || num("end_byte") > source_len {
                let _ = writeln!(failures, "{file}: byte span out of order or past the end ({source_len} bytes): {line}");
            }
            if (num("start_line"), num("start_column")) > (num("end_line"), num("end_column")) || num("start_line") == 0 || num("start_column") == 0 {
                let _ = writeln!(failures, "{file}: bad line/column span: {line}");
            }
            if !matches!(st("severity"), "error" | "warning") {
                let _ = writeln!(failures, "{file}: unknown severity: {line}");
            }
            let rebuilt = format!("{}:{}:{}: {}: {} [{}]", st("file"), num("start_line"), num("start_column"), st("severity"), st("message"), st("code"));
            if rebuilt != *short_line {
                let _ = writeln!(failures, "{file}: json and short disagree:\n  short: {short_line}\n  json:  {rebuilt}");
            }
        }
    }
    assert!(failures.is_empty(), "json output problems:\n{failures}");
    assert!(objects > 0, "no json diagnostics at all");
}

/// The human format renders every case without trouble.
#[test]
fn human_output_renders() {
    let root = repo_root();
    let files = cases(&root, "tests/parse-errors", "tla");
    let out = tlars(&root, "tests/parse-errors", "human", &files);
    assert_eq!(out.status.code(), Some(EXIT_PARSE_ERROR));
    assert!(out.stderr.is_empty(), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for file in &files {
        let name = file.rsplit('/').next().unwrap();
        assert!(stdout.contains(name), "human output never names {file}");
    }
}
