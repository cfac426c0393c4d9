//! Every real configuration must be read without errors: each `.cfg` file
//! under `../shared/corpus` (beside the checkout; skipped with a note when
//! absent) and under `specs/`, and the `---- CONFIG name ----` section of
//! every `.tla` file that has one named after the file (TLC's trace
//! explorer specs), through `parse_config_section`. `check_config` must
//! find no errors either; warnings are counted and printed.

use std::path::Path;
use test_support::{files_with_extension, repo_root};
use tla_config::{check_config, parse_config, parse_config_section, Config};
use tla_diagnostics::{render, Diagnostic, MessageFormat, SourceFile, SourceMap};

#[derive(Default)]
struct Tally {
    files: usize,
    sections: usize,
    warnings: usize,
    constants: usize,
    failures: String,
}

impl Tally {
    fn record(&mut self, path: &Path, text: String, parse: impl FnOnce(&str, tla_diagnostics::FileId) -> Option<(Config, Vec<Diagnostic>)>) -> bool {
        let mut map = SourceMap::new();
        let id = map.add(SourceFile::new(path, text.clone()));
        let Some((config, mut diags)) = parse(&text, id) else { return false };
        diags.extend(check_config(&config, id));
        self.constants += config.constants.len();
        for d in &diags {
            if d.is_error() {
                self.failures.push_str(&render(&map, d, MessageFormat::Short, false));
            } else {
                self.warnings += 1;
                eprint!("{}", render(&map, d, MessageFormat::Short, false));
            }
        }
        true
    }
}

#[test]
fn real_configurations_parse_without_errors() {
    let root = repo_root();
    let corpus = root.join("../shared/corpus");
    let mut tally = Tally::default();
    let mut cfgs = Vec::new();
    let mut tlas = Vec::new();
    if corpus.is_dir() {
        files_with_extension(&corpus, "cfg", &mut cfgs);
        files_with_extension(&corpus, "tla", &mut tlas);
    } else {
        eprintln!("note: {} not found; only specs/ is checked", corpus.display());
    }
    files_with_extension(&root.join("specs"), "cfg", &mut cfgs);
    files_with_extension(&root.join("specs"), "tla", &mut tlas);

    for path in &cfgs {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        tally.record(path, text, |t, id| Some(parse_config(t, id)));
        tally.files += 1;
    }
    for path in &tlas {
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        if !text.contains("CONFIG") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if tally.record(path, text, |t, id| parse_config_section(t, id, &stem)) {
            tally.sections += 1;
        }
    }
    eprintln!(
        "{} .cfg files and {} CONFIG sections of .tla files read ({} constant items), {} warnings",
        tally.files, tally.sections, tally.constants, tally.warnings
    );
    assert!(tally.failures.is_empty(), "errors in real configurations:\n{}", tally.failures);
    if corpus.is_dir() {
        assert!(tally.files >= 100, "expected the corpus's ~145 .cfg files, found {}", tally.files);
    }
}
