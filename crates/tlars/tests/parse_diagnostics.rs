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
//! output line for line. One test per case (`errors::NAME`, `ok::NAME`):
//! `cargo test --test parse_diagnostics -- NAME` runs one.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Output};
use test_support::cases::{run, Case};
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

fn main() {
    let root = repo_root();
    let errors = cases(&root, "tests/parse-errors", "tla");
    let ok = cases(&root, "tests/parse-ok", "tla");
    assert!(!errors.is_empty() && !ok.is_empty(), "tests/parse-errors and tests/parse-ok hold the cases");
    let name = |file: &str| file.rsplit('/').next().unwrap().trim_end_matches(".tla").to_string();
    let mut all = Vec::new();
    for file in errors.clone() {
        let root = root.clone();
        all.push(Case::new(format!("errors::{}", name(&file)), move || parse_error_case(&root, &file)));
    }
    for file in ok {
        let root = root.clone();
        all.push(Case::new(format!("ok::{}", name(&file)), move || parse_ok_case(&root, &file)));
    }
    all.push(Case::new("human_output_renders", move || human_output_renders(&root, &errors)));
    run(all)
}

/// A broken input: its short diagnostics are `NAME.expected`, with exit
/// status 150 (0 if they are only warnings), nothing on standard error, and
/// its JSON diagnostics say the same.
fn parse_error_case(root: &Path, file: &str) -> Result<(), String> {
    let out = tlars(root, "tests/parse-errors", "short", &[file.to_string()]);
    let stdout = text(&out.stdout);
    let mut failures = String::new();
    let expected = golden::compare(&root.join(file.replace(".tla", ".expected")), file, &stdout, &mut failures, &mut Vec::new());
    let want = if expected.as_deref().unwrap_or(&stdout).contains(": error: ") { EXIT_PARSE_ERROR } else { 0 };
    if out.status.code() != Some(want) {
        let _ = writeln!(failures, "exit status {:?}, expected {want}", out.status.code());
    }
    if !out.stderr.is_empty() {
        let _ = writeln!(failures, "unexpected stderr:\n{}", text(&out.stderr));
    }
    if stdout.is_empty() {
        let _ = writeln!(failures, "no diagnostics at all for a broken input");
    }
    json_agrees(root, file, &stdout, &mut failures);
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

/// An input that must be accepted: exit 0, no output.
fn parse_ok_case(root: &Path, file: &str) -> Result<(), String> {
    let out = tlars(root, "tests/parse-ok", "short", &[file.to_string()]);
    if out.status.code() != Some(0) || !out.stdout.is_empty() || !out.stderr.is_empty() {
        return Err(format!("rejected: exit status {:?}\n{}{}", out.status.code(), text(&out.stdout), text(&out.stderr)));
    }
    Ok(())
}

/// Every line of `--message-format json` is an object with the documented
/// keys, and says the same as the matching line of the short format.
fn json_agrees(root: &Path, file: &str, short: &str, failures: &mut String) {
    let json = tlars(root, "tests/parse-errors", "json", &[file.to_string()]);
    let json_text = text(&json.stdout);
    let short_lines: Vec<&str> = short.lines().collect();
    let json_lines: Vec<&str> = json_text.lines().collect();
    if json.status.code() != Some(EXIT_PARSE_ERROR) && short.contains(": error: ") {
        let _ = writeln!(failures, "json run exited with {:?}", json.status.code());
    }
    if short_lines.len() != json_lines.len() {
        let _ = writeln!(failures, "{} short lines but {} json lines", short_lines.len(), json_lines.len());
        return;
    }
    let source_len = std::fs::metadata(root.join(file)).map(|m| m.len()).unwrap_or(0);
    for (line, short_line) in json_lines.iter().zip(&short_lines) {
        let v: serde_json::Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                let _ = writeln!(failures, "not JSON ({e}): {line}");
                continue;
            }
        };
        let Some(obj) = v.as_object() else {
            let _ = writeln!(failures, "not a JSON object: {line}");
            continue;
        };
        for key in ["file", "severity", "code", "message"] {
            if !obj.get(key).is_some_and(|x| x.is_string()) {
                let _ = writeln!(failures, "key `{key}` missing or not a string: {line}");
            }
        }
        for key in ["start_line", "start_column", "end_line", "end_column", "start_byte", "end_byte"] {
            if !obj.get(key).is_some_and(|x| x.is_u64()) {
                let _ = writeln!(failures, "key `{key}` missing or not a number: {line}");
            }
        }
        let num = |k: &str| obj.get(k).and_then(|x| x.as_u64()).unwrap_or(0);
        let st = |k: &str| obj.get(k).and_then(|x| x.as_str()).unwrap_or("");
        if num("start_byte") > num("end_byte") || num("end_byte") > source_len {
            let _ = writeln!(failures, "byte span out of order or past the end ({source_len} bytes): {line}");
        }
        if (num("start_line"), num("start_column")) > (num("end_line"), num("end_column")) || num("start_line") == 0 || num("start_column") == 0 {
            let _ = writeln!(failures, "bad line/column span: {line}");
        }
        if !matches!(st("severity"), "error" | "warning") {
            let _ = writeln!(failures, "unknown severity: {line}");
        }
        let rebuilt = format!("{}:{}:{}: {}: {} [{}]", st("file"), num("start_line"), num("start_column"), st("severity"), st("message"), st("code"));
        if rebuilt != *short_line {
            let _ = writeln!(failures, "json and short disagree:\n  short: {short_line}\n  json:  {rebuilt}");
        }
    }
}

/// The human format renders every case without trouble.
fn human_output_renders(root: &Path, files: &[String]) -> Result<(), String> {
    let out = tlars(root, "tests/parse-errors", "human", files);
    if out.status.code() != Some(EXIT_PARSE_ERROR) || !out.stderr.is_empty() {
        return Err(format!("exit status {:?}, stderr: {}", out.status.code(), text(&out.stderr)));
    }
    let stdout = text(&out.stdout);
    match files.iter().find(|f| !stdout.contains(f.rsplit('/').next().unwrap())) {
        Some(file) => Err(format!("human output never names {file}")),
        None => Ok(()),
    }
}
