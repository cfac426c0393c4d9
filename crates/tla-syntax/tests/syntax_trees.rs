//! Parse trees as data: every `tests/syntax/NAME.tla` must parse without
//! diagnostics into the S-expression stored in `NAME.sexp` beside it.
//! `UPDATE_EXPECT=1 cargo test` rewrites the expectations (review the diff).

use std::path::PathBuf;
use tla_diagnostics::FileId;

#[test]
fn syntax_trees_match_their_expectations() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/syntax");
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).expect("tests/syntax exists").map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "tla")).collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let parsed = tla_syntax::parse(&text, FileId(0));
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(parsed.diagnostics.is_empty(), "{name}: unexpected diagnostics {:#?}", parsed.diagnostics);
        let actual = tla_syntax::sexpr::module(parsed.module.as_ref().expect("a module"));
        let expect_path = path.with_extension("sexp");
        if update {
            std::fs::write(&expect_path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expect_path).unwrap_or_default();
        if expected != actual {
            failures.push(format!("{name}:\n--- expected\n{expected}\n--- actual\n{actual}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{} syntax trees as expected", files.len());
}
