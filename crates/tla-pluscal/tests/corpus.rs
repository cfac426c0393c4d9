//! Every PlusCal algorithm of the corpus and of `specs/` parses.

use std::path::{Path, PathBuf};

fn algorithm_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if !p.to_string_lossy().contains(".toolbox") {
                algorithm_files(&p, out);
            }
        } else if p.extension().is_some_and(|x| x == "tla") {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            if text.contains("--algorithm") || text.contains("--fair algorithm") {
                out.push(p);
            }
        }
    }
}

/// The modules with an algorithm in `specs/` and the corpus, in order.
fn corpus_algorithms() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    algorithm_files(&root.join("specs"), &mut files);
    algorithm_files(&root.join("../shared/corpus"), &mut files);
    files.sort();
    files
}

#[test]
fn corpus_algorithms_parse() {
    let files = corpus_algorithms();
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        match tla_pluscal::parse_module(&text) {
            Some(Ok(_)) => {}
            Some(Err(e)) => failures.push(format!("{}:{}:{}: {}", f.display(), e.pos.line, e.pos.col, e.message)),
            None => failures.push(format!("{}: no algorithm found", f.display())),
        }
    }
    assert!(files.len() >= 20, "{} files", files.len());
    assert!(failures.is_empty(), "{} of {} fail:\n{}", failures.len(), files.len(), failures.join("\n"));
}

/// Every statement list's labels, into `out`.
fn labels(stmts: &[tla_pluscal::ast::Stmt], out: &mut Vec<String>) {
    use tla_pluscal::ast::StmtKind::*;
    for s in stmts {
        if let Some(l) = &s.label {
            out.push(l.name.clone());
        }
        match &s.kind {
            If { then, otherwise, .. } => {
                labels(then, out);
                labels(otherwise, out);
            }
            Either(branches) => branches.iter().for_each(|b| labels(b, out)),
            While { body, .. } | With { body, .. } => labels(body, out),
            _ => {}
        }
    }
}

/// The algorithm's labels are the steps of the translation in the file:
/// each label is one action, `L == /\ pc = "L"` (or `pc[self]`, ...).
#[test]
fn labels_are_the_translations_steps() {
    let files = corpus_algorithms();
    let mut checked = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let Some(Ok(alg)) = tla_pluscal::parse_module(&text) else { continue };
        let Some(start) = text.find("BEGIN TRANSLATION") else { continue };
        let translation = &text[start..];
        let translation = &translation[..translation.find("END TRANSLATION").unwrap_or(translation.len())];
        let mut found = Vec::new();
        match &alg.body {
            tla_pluscal::ast::Body::Uniprocess(b) => labels(b, &mut found),
            tla_pluscal::ast::Body::Multiprocess(ps) => ps.iter().for_each(|p| labels(&p.body, &mut found)),
        }
        alg.procedures.iter().for_each(|p| labels(&p.body, &mut found));
        // A step is a definition whose first conjunct tests pc.
        let steps = translation
            .lines()
            .filter(|l| {
                let Some((_, rhs)) = l.split_once("==") else { return false };
                let rhs = rhs.trim_start();
                rhs.starts_with("/\\ pc = \"") || rhs.starts_with("/\\ pc[")
            })
            .count();
        // (Without pc, the translator's form for one label heading a
        // `while TRUE`, the steps are not named by labels.)
        if !translation.contains(" pc") {
            continue;
        }
        assert_eq!(found.len(), steps, "{}: labels {found:?}", f.display());
        checked += 1;
    }
    assert!(checked >= 15, "{checked}");
}

/// Whitespace collapsed, blank lines dropped: how the issue compares
/// translations (the file's may come from an older translator).
fn normalized(lines: &[String]) -> String {
    lines.iter().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

/// `ours` as older translators wrote it: pc after the other variables in
/// VARIABLES and vars.
fn pc_last(ours: &[String]) -> Vec<String> {
    ours.iter()
        .map(|l| {
            if let Some(rest) = l.strip_prefix("VARIABLES pc, ") {
                format!("VARIABLES {rest}, pc")
            } else if let Some(rest) = l.strip_prefix("vars == << pc, ") {
                format!("vars == << {} , pc >>", rest.trim_end_matches(" >>")).replace(" , pc", ", pc")
            } else {
                l.clone()
            }
        })
        .collect()
}

/// The translation tlars writes equals the one in the file, for the
/// algorithms it translates so far; the count may only grow.
#[test]
fn translations_equal_the_files() {
    let files = corpus_algorithms();
    let mut equal = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let Some(Ok(alg)) = tla_pluscal::parse_module(&text) else { continue };
        let Ok(ours) = tla_pluscal::generate::translate(&alg) else { continue };
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let Some(begin) = lines.iter().position(|l| l.contains("BEGIN TRANSLATION")) else { continue };
        let Some(end) = lines.iter().skip(begin).position(|l| l.contains("END TRANSLATION")).map(|e| begin + e) else { continue };
        let theirs = normalized(&lines[begin + 1..end]);
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        if theirs == normalized(&ours) {
            equal.push(name);
        } else if theirs == normalized(&pc_last(&ours)) {
            // Older translators declared pc after the other variables.
            equal.push(format!("{name} (pc last: an older translator)"));
        }
    }
    if files.is_empty() {
        return;
    }
    println!("{} of {} equal: {equal:?}", equal.len(), files.len());
    assert!(equal.len() >= 11, "{} of {} equal: {equal:?}", equal.len(), files.len());
}
