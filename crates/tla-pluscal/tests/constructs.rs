//! One small algorithm per PlusCal construct or rule, translated as TLC's
//! PlusCal translator (`pcal.trans`) translates it (issue 14).
//!
//! Every `tests/pluscal/X.tla` is translated by tla_pluscal, and the lines
//! between its markers `\* BEGIN TRANSLATION` and `\* END TRANSLATION`
//! must be those of `X.expected.tla`, the module as pcal.trans rewrote it.
//! Every `tests/pluscal/errors/X.tla` must fail as pcal.trans fails on it:
//! the message and the line and column of `errors/X.expected`, read as
//! `tests/pluscal/README.md` says. The files come from the translator
//! (`tests/pluscal/regen.sh`).

use std::path::{Path, PathBuf};
use test_support::cases::{run, Case};

fn pluscal_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/pluscal")
}

/// The `.tla` files of `dir` that are inputs (not `X.expected.tla`), by name.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "tla") && !p.to_string_lossy().ends_with(".expected.tla"))
        .collect();
    files.sort();
    files
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

fn read_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).lines().map(str::to_string).collect()
}

/// The 0-based indexes of the lines `\* BEGIN TRANSLATION` and the
/// `\* END TRANSLATION` after it.
fn markers(lines: &[String]) -> Option<(usize, usize)> {
    let begin = lines.iter().position(|l| l.trim_start().starts_with("\\* BEGIN TRANSLATION"))?;
    let end = begin + 1 + lines[begin + 1..].iter().position(|l| l.trim_start().starts_with("\\* END TRANSLATION"))?;
    Some((begin, end))
}

/// An error of tla_pluscal's, parsing or translating.
struct Error {
    line: usize,
    col: usize,
    message: String,
}

/// The translation tla_pluscal gives the module `text`, or its error.
fn translate(text: &str) -> Result<Vec<String>, Error> {
    match tla_pluscal::parse_module(text) {
        None => Err(Error { line: 0, col: 0, message: "no algorithm found".into() }),
        Some(Err(e)) => Err(Error { line: e.pos.line, col: e.pos.col, message: e.message }),
        Some(Ok(alg)) => tla_pluscal::generate::translate(&alg).map_err(|e| Error { line: e.pos.line, col: e.pos.col, message: e.message }),
    }
}

/// A line-by-line diff (longest common subsequence): `' '` both, `'-'`
/// only `old`, `'+'` only `new`, each with its index in `old` (for `'+'`,
/// the index of the next line of `old`).
fn diff<'a>(old: &'a [String], new: &'a [String]) -> Vec<(char, usize, &'a str)> {
    let (n, m) = (old.len(), new.len());
    // lcs[i][j]: the longest common subsequence of old[i..] and new[j..].
    let mut lcs = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if old[i] == new[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < n || j < m {
        if i < n && j < m && old[i] == new[j] {
            out.push((' ', i, old[i].as_str()));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
            out.push(('-', i, old[i].as_str()));
            i += 1;
        } else {
            out.push(('+', i, new[j].as_str()));
            j += 1;
        }
    }
    out
}

/// The differences of `ours` from `theirs` (the lines after line `first`
/// of `file`), with three lines of context, at most 80 lines of them.
fn diff_report(file: &str, first: usize, theirs: &[String], ours: &[String]) -> String {
    // The first line that differs, position for position.
    let at = (0..theirs.len().max(ours.len())).find(|&k| theirs.get(k) != ours.get(k)).unwrap_or(0);
    let shown_line = |l: Option<&String>| l.map_or("(end of the translation)".to_string(), |l| format!("`{l}`"));
    let mut out = format!(
        "{file}: the translation differs from pcal.trans's, first at line {} of {file}:\n  pcal.trans: {}\n  tlars:      {}\n--- {file} (pcal.trans)\n+++ tlars\n",
        first + 1 + at + 1,
        shown_line(theirs.get(at)),
        shown_line(ours.get(at)),
    );
    let edits = diff(theirs, ours);
    let changed: Vec<usize> = edits.iter().enumerate().filter(|(_, e)| e.0 != ' ').map(|(k, _)| k).collect();
    let near = |k: usize| changed.iter().any(|&c| c.abs_diff(k) <= 3);
    let (mut shown, mut gap) = (0, false);
    for (k, (tag, i, text)) in edits.iter().enumerate() {
        if !near(k) {
            gap = true;
            continue;
        }
        if gap || k == 0 {
            out.push_str(&format!("@@ line {} @@\n", first + 1 + i + 1));
            gap = false;
        }
        if shown == 80 {
            out.push_str("(more differences)\n");
            break;
        }
        out.push_str(&format!("{tag}{text}\n"));
        shown += 1;
    }
    out
}

/// None if tla_pluscal translates `input` as pcal.trans did in `expected`,
/// else what differs.
fn check_translation(input: &Path, expected: &Path) -> Option<String> {
    let file = name(expected);
    let text = std::fs::read_to_string(input).unwrap();
    let lines = read_lines(expected);
    let (begin, end) = markers(&lines).expect("markers in the expected file");
    match translate(&text) {
        Err(e) => Some(format!("{}: pcal.trans translates it, tlars fails: {}:{}: {}", name(input), e.line, e.col, e.message)),
        Ok(ours) if ours == lines[begin + 1..end] => None,
        Ok(ours) => Some(diff_report(&file, begin, &lines[begin + 1..end], &ours)),
    }
}

/// An error's text split at its first `line L, column C`: the text
/// before it, white space collapsed and without a final `at`, and L and C;
/// the whole text (collapsed) and None if it has no such place.
fn split_place(text: &str) -> (String, Option<(usize, usize)>) {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let place = text.match_indices("line ").find_map(|(at, _)| {
        let rest = &text[at + "line ".len()..];
        let digits = |s: &str| s.chars().take_while(char::is_ascii_digit).collect::<String>();
        let line = digits(rest);
        let rest = rest[line.len()..].strip_prefix(", column ")?;
        let col = digits(rest);
        Some((at, line.parse().ok()?, col.parse().ok()?))
    });
    match place {
        None => (text, None),
        Some((at, line, col)) => {
            let message = text[..at].trim_end();
            (message.strip_suffix(" at").unwrap_or(message).trim_end().to_string(), Some((line, col)))
        }
    }
}

/// pcal.trans's error in its output `out` (see tests/pluscal/README.md):
/// the text after `Unrecoverable error:` without its leading `--`, split
/// at its first place by [`split_place`].
fn translator_error(out: &str) -> Option<(String, usize, usize)> {
    let after = &out[out.find("Unrecoverable error:")? + "Unrecoverable error:".len()..];
    let after = after.trim_start();
    let (message, place) = split_place(after.strip_prefix("--").unwrap_or(after));
    let (line, col) = place?;
    Some((message, line, col))
}

/// None if tla_pluscal fails on `input` with the error pcal.trans gave in
/// `expected`, else how it does not. tla_pluscal's message is read as the
/// translator's: it may go on with the place as the translator prints it
/// (`... at line L, column C.`), which must then be the error's place.
fn check_error(input: &Path, expected: &Path) -> Option<String> {
    let file = name(input);
    let out = std::fs::read_to_string(expected).unwrap();
    let (message, line, col) = translator_error(&out).unwrap_or_else(|| panic!("{}: no error with a line and column", expected.display()));
    let text = std::fs::read_to_string(input).unwrap();
    let theirs = format!("{line}:{col}: {message}");
    match translate(&text) {
        Ok(_) => Some(format!("{file}: tlars translates it; pcal.trans: {theirs}")),
        Err(e) => {
            let (ours, place) = split_place(&e.message);
            let shown = format!("{}:{}: {}", e.line, e.col, e.message.split_whitespace().collect::<Vec<_>>().join(" "));
            if place.is_some_and(|p| p != (e.line, e.col)) {
                Some(format!("{file}: tlars's message names another place than its error's:\n  tlars:      {shown}"))
            } else if (e.line, e.col, ours.as_str()) == (line, col, message.as_str()) {
                None
            } else {
                Some(format!("{file}:\n  pcal.trans: {theirs}\n  tlars:      {shown}"))
            }
        }
    }
}

/// The files are what the translator wrote: each spec has its expected
/// module and a TLC configuration, its input has an empty translation and
/// is the expected module outside the markers; each error case has the
/// translator's error with a place.
fn the_expected_files_are_the_translators() {
    let dir = pluscal_dir();
    let specs = inputs(&dir);
    assert!(specs.len() >= 25, "{} specs in {}", specs.len(), dir.display());
    for input in &specs {
        let expected = input.with_extension("expected.tla");
        let lines = read_lines(input);
        let theirs = read_lines(&expected);
        let (begin, end) = markers(&lines).unwrap_or_else(|| panic!("{}: no translation markers", input.display()));
        assert_eq!(end, begin + 1, "{}: the translation between the markers is not empty", input.display());
        let (tbegin, tend) = markers(&theirs).unwrap_or_else(|| panic!("{}: no translation markers", expected.display()));
        assert_eq!(lines[..=begin], theirs[..=tbegin], "{}: the module before the translation differs from the input", expected.display());
        assert_eq!(lines[end..], theirs[tend..], "{}: the module after the translation differs from the input", expected.display());
        assert!(tend > tbegin + 1, "{}: empty translation", expected.display());
        assert!(input.with_extension("cfg").is_file(), "{}: no .cfg", input.display());
    }
    let errors = inputs(&dir.join("errors"));
    assert!(errors.len() >= 10, "{} error cases", errors.len());
    for input in &errors {
        let expected = input.with_extension("expected");
        let out = std::fs::read_to_string(&expected).unwrap_or_else(|e| panic!("{}: {e}", expected.display()));
        let error = translator_error(&out);
        assert!(error.as_ref().is_some_and(|(m, l, c)| !m.is_empty() && *l > 0 && *c > 0), "{}: {error:?}", expected.display());
    }
}

/// How the translator's messages are read (tests/pluscal/README.md).
fn translator_errors_are_read() {
    let read = |s: &str| translator_error(s).map(|(m, l, c)| format!("{l}:{c}: {m}"));
    let version = "pcal.trans Version 1.12 of 01 July 2024\n\nUnrecoverable error:\n";
    assert_eq!(read(&format!("{version} -- Expected \";\" but found \":=\"\n    line 7, column 8.\n\n")).unwrap(), "7:8: Expected \";\" but found \":=\"");
    assert_eq!(
        read(&format!("{version} -- Missing labels at the following locations:\n     line 11, column 8\n     line 13, column 8.\n")).unwrap(),
        "11:8: Missing labels at the following locations:"
    );
    assert_eq!(read(&format!("{version} -- \nLabel A redefined at line 8, column 6.\n")).unwrap(), "8:6: Label A redefined");
    assert_eq!(
        read(&format!("{version} -- Macro Set called with wrong number of arguments at \n    line 10, column 6.\n")).unwrap(),
        "10:6: Macro Set called with wrong number of arguments"
    );
    assert_eq!(read("pcal.trans Version 1.12 of 01 July 2024\nParsing completed.\nTranslation completed.\n"), None);
    // tla_pluscal's messages are read so too: with or without the place.
    assert_eq!(split_place("Call of non-existent procedure Q\n    at line 10, column 6."), ("Call of non-existent procedure Q".to_string(), Some((10, 6))));
    assert_eq!(split_place("Expected \"do\" but found \":=\""), ("Expected \"do\" but found \":=\"".to_string(), None));
}

/// Every spec's translation is pcal.trans's, line for line
/// (`translation::X`); every error case fails with pcal.trans's message,
/// line and column (`error::X`). One test per case.
fn main() {
    let mut cases = vec![
        Case::new("the_expected_files_are_the_translators", || {
            the_expected_files_are_the_translators();
            Ok(())
        }),
        Case::new("translator_errors_are_read", || {
            translator_errors_are_read();
            Ok(())
        }),
    ];
    for input in inputs(&pluscal_dir()) {
        let expected = input.with_extension("expected.tla");
        cases.push(Case::new(format!("translation::{}", name(&input)), move || check_translation(&input, &expected).map_or(Ok(()), Err)));
    }
    for input in inputs(&pluscal_dir().join("errors")) {
        let expected = input.with_extension("expected");
        cases.push(Case::new(format!("error::{}", name(&input)), move || check_error(&input, &expected).map_or(Ok(()), Err)));
    }
    run(cases)
}
