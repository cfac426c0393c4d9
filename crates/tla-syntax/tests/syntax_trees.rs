//! Parse trees as data, one test per file: every `tests/syntax/NAME.tla`
//! must parse without diagnostics into the S-expression stored in
//! `NAME.sexp` beside it. `UPDATE_EXPECT=1 cargo test` rewrites the
//! expectations (review the diff); `cargo test --test syntax_trees -- NAME`
//! runs one.

use std::path::{Path, PathBuf};
use test_support::cases::{run, Case};
use test_support::files_with_extension;
use tla_diagnostics::FileId;

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/syntax");
    let mut files = Vec::new();
    files_with_extension(&dir, "tla", &mut files);
    assert!(!files.is_empty(), "tests/syntax holds the cases");
    run(files.into_iter().map(|path| Case::new(stem(&path), move || tree(&path))).collect())
}

fn stem(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

fn tree(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let parsed = tla_syntax::parse(&text, FileId(0));
    if !parsed.diagnostics.is_empty() {
        return Err(format!("unexpected diagnostics {:#?}", parsed.diagnostics));
    }
    let actual = tla_syntax::sexpr::module(parsed.module.as_ref().expect("a module"));
    test_support::golden::check(&path.with_extension("sexp"), &actual)
}
