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
            if tla_pluscal::has_algorithm(&text) {
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
    tla_pluscal::ast::walk(stmts, &mut |s| out.extend(s.label.as_ref().map(|l| l.name.clone())));
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

/// The translation as one line of words: how the issue compares
/// translations (whitespace and line breaks are the layout's, and a file's
/// translation may come from an older translator that wrapped lines
/// elsewhere).
fn normalized(lines: &[String]) -> String {
    lines.iter().flat_map(|l| l.split_whitespace()).collect::<Vec<_>>().join(" ")
}

/// A difference between translator versions: what it makes of today's
/// translation, as the older translator would have written it.
struct VersionDifference {
    name: &'static str,
    apply: fn(&str, &tla_pluscal::ast::Algorithm) -> String,
}

/// The differences seen between today's translator and those that wrote
/// the corpus's translations.
const VERSION_DIFFERENCES: &[VersionDifference] = &[
    // Older translators declared pc after the global variables.
    VersionDifference {
        name: "pc after the globals",
        apply: |t, alg| {
            let globals: Vec<&str> = alg.variables.iter().map(|v| v.name.as_str()).collect();
            if globals.is_empty() {
                return t.to_string();
            }
            let g = globals.join(", ");
            t.replace(&format!("VARIABLES pc, {g}"), &format!("VARIABLES {g}, pc")).replace(&format!("vars == << pc, {g}"), &format!("vars == << {g}, pc"))
        },
    },
    // Before 2011 one unchanged variable was always `UNCHANGED v`.
    VersionDifference {
        name: "UNCHANGED v for one short variable",
        apply: |t, _| {
            let words: Vec<&str> = t.split(' ').collect();
            let mut out: Vec<String> = Vec::new();
            let mut i = 0;
            while i < words.len() {
                // `v' = v` -> `UNCHANGED v`
                if i + 2 < words.len()
                    && words[i + 1] == "="
                    && words[i].strip_suffix('\'') == Some(words[i + 2])
                    && words[i + 2].chars().all(|c| c.is_alphanumeric() || c == '_')
                {
                    out.push("UNCHANGED".into());
                    out.push(words[i + 2].into());
                    i += 3;
                } else {
                    out.push(words[i].into());
                    i += 1;
                }
            }
            out.join(" ")
        },
    },
];

/// The places in the comments that report renamed labels are where the
/// algorithm was when it was translated (a file edited since has them
/// elsewhere).
fn without_renaming_places(t: &str) -> String {
    let words: Vec<&str> = t.split(' ').collect();
    let mut out: Vec<&str> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let number = w.chars().all(|c| c.is_ascii_digit());
        if number && i > 0 && (words[i - 1] == "line" || words[i - 1] == "col") && words[i..].iter().take(4).any(|x| *x == "changed") {
            out.push("_");
        } else {
            out.push(w);
        }
    }
    out.join(" ")
}

/// The translation tlars writes equals the one in each file of the corpus,
/// compared as words, or does after the differences of the translator
/// version that wrote the file's (each named).
#[test]
fn translations_equal_the_files() {
    let files = corpus_algorithms();
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let Some(Ok(alg)) = tla_pluscal::parse_module(&text) else {
            failures.push(format!("{name}: does not parse"));
            continue;
        };
        let ours = match tla_pluscal::generate::translate(&alg) {
            Ok(lines) => normalized(&lines),
            Err(e) => {
                failures.push(format!("{name}: {}", e.message));
                continue;
            }
        };
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let Some(begin) = lines.iter().position(|l| l.contains("BEGIN TRANSLATION")) else { continue };
        let Some(end) = lines.iter().skip(begin).position(|l| l.contains("END TRANSLATION")).map(|e| begin + e) else { continue };
        let theirs = without_renaming_places(&normalized(&lines[begin + 1..end]));
        let ours = without_renaming_places(&ours);
        if theirs == ours {
            report.push(name);
            continue;
        }
        // Each combination of the version differences, smallest first.
        let n = VERSION_DIFFERENCES.len();
        let mut found = None;
        for mask in 1..(1u32 << n) {
            let mut t = ours.clone();
            for (k, d) in VERSION_DIFFERENCES.iter().enumerate() {
                if mask & (1 << k) != 0 {
                    t = (d.apply)(&t, &alg);
                }
            }
            if t == theirs {
                found = Some(VERSION_DIFFERENCES.iter().enumerate().filter(|(k, _)| mask & (1 << k) != 0).map(|(_, d)| d.name).collect::<Vec<_>>().join(", "));
                break;
            }
        }
        match found {
            Some(why) => report.push(format!("{name} (older translator: {why})")),
            None => failures.push(format!("{name}: differs from the file's translation")),
        }
    }
    println!("{} of {} equal: {report:?}", report.len(), files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
