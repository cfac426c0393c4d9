//! The cases of `tests/check`, which `tlars`' suites run: each a
//! configuration. `NAME.cfg` checks `NAME.tla`, a variant `NAME.VARIANT.cfg`
//! checks it too, `folder/NAME.cfg` a model with modules of its own beside
//! it, and `NAME.embedded` a module with its own `---- CONFIG NAME ----`
//! section, as `-config NAME.tla` makes TLC.

use std::path::Path;

/// The cases in `tests/check`, sorted.
pub fn case_names(root: &Path) -> Vec<String> {
    let dir = root.join("tests/check");
    let mut names: Vec<String> = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()) {
        let file = entry.file_name().to_string_lossy().into_owned();
        if entry.path().is_dir() {
            for inner in std::fs::read_dir(entry.path()).unwrap().filter_map(|e| e.ok()) {
                if let Some(stem) = inner.file_name().to_string_lossy().strip_suffix(".cfg") {
                    names.push(format!("{file}/{stem}"));
                }
            }
        } else if let Some(stem) = file.strip_suffix(".cfg") {
            names.push(stem.to_string());
        } else if let Some(stem) = file.strip_suffix(".tla") {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            if text.lines().any(|l| l.starts_with("----") && l.contains(&format!("CONFIG {stem} "))) {
                names.push(format!("{stem}.embedded"));
            }
        }
    }
    names.sort();
    names
}

/// `tlars check` arguments for a case: the variant `NAME.bigint` adds
/// `--big-integers`.
pub fn case_args(name: &str) -> Vec<String> {
    let spec = name.split('.').next().unwrap();
    let cfg = if name.ends_with(".embedded") { format!("tests/check/{spec}.tla") } else { format!("tests/check/{name}.cfg") };
    let mut args = vec!["check".into(), format!("tests/check/{spec}.tla"), "--cfg".into(), cfg];
    if name.ends_with(".bigint") {
        args.push("--big-integers".into());
    }
    args
}
