//! `tlars translate` and PlusCal in `tlars check`: modules translated in
//! place as pcal.trans writes them (tests/translate/X.expected.tla and
//! X.expected.cfg are pcal.trans 1.12's output, see its README), the
//! translator's errors at their place with TLC's parse-error status, the
//! warning for a stale translation, `check --translate`, and the
//! checksums of every corpus algorithm against the translator's.

use std::path::Path;
use std::process::{Command, Output};
use test_support::{repo_root, ScratchDir};

fn tlars(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(dir).args(args).output().expect("run tlars")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn read(path: impl AsRef<Path>) -> String {
    let path = path.as_ref();
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// A copy of tests/translate/NAME.tla (and its .cfg if `with_cfg`) in a
/// scratch folder.
fn scratch_copy(name: &str, with_cfg: bool) -> ScratchDir {
    let dir = ScratchDir::new("tlars-translate-test");
    let src = repo_root().join("tests/translate");
    std::fs::copy(src.join(format!("{name}.tla")), dir.join(format!("{name}.tla"))).unwrap();
    if with_cfg {
        std::fs::copy(src.join(format!("{name}.cfg")), dir.join(format!("{name}.cfg"))).unwrap();
    }
    dir
}

#[test]
fn translate_rewrites_the_module_as_pcal_trans_does() {
    let expected_dir = repo_root().join("tests/translate");
    // Counter: no translation lines (they go after the algorithm's
    // comment), labels added, a .cfg with Termination and defaultInitValue.
    // Procs: a stale translation replaced, a plain .cfg.
    for (name, messages) in [
        ("Counter", "Labels added.\nParsing completed.\nTranslation completed.\nNew file Counter.tla written.\nNew file Counter.cfg written.\n"),
        ("Procs", "Parsing completed.\nTranslation completed.\nNew file Procs.tla written.\nNew file Procs.cfg written.\n"),
    ] {
        let dir = scratch_copy(name, false);
        let original = read(dir.join(format!("{name}.tla")));
        let out = tlars(&dir, &["translate", &format!("{name}.tla")]);
        assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
        assert_eq!(stdout(&out), messages);
        assert_eq!(read(dir.join(format!("{name}.tla"))), read(expected_dir.join(format!("{name}.expected.tla"))), "{name}.tla");
        assert_eq!(read(dir.join(format!("{name}.cfg"))), read(expected_dir.join(format!("{name}.expected.cfg"))), "{name}.cfg");
        assert_eq!(read(dir.join(format!("{name}.old"))), original, "{name}.old");
        // Translating again changes nothing; an existing .cfg is left as it is.
        std::fs::write(dir.join(format!("{name}.cfg")), "SPECIFICATION Mine\n").unwrap();
        let out = tlars(&dir, &["translate", "--no-old", name]);
        assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
        assert_eq!(read(dir.join(format!("{name}.tla"))), read(expected_dir.join(format!("{name}.expected.tla"))), "{name}.tla again");
        assert_eq!(read(dir.join(format!("{name}.cfg"))), "SPECIFICATION Mine\n");
        assert_eq!(read(dir.join(format!("{name}.old"))), original, "{name}.old kept by --no-old");
    }
    // --no-cfg writes none.
    let dir = scratch_copy("Counter", false);
    let out = tlars(&dir, &["translate", "--no-cfg", "Counter.tla"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(!dir.join("Counter.cfg").exists());
}

#[test]
fn a_syntax_error_is_tlcs_parse_status_at_its_place() {
    let dir = scratch_copy("SyntaxError", false);
    let original = read(dir.join("SyntaxError.tla"));
    // pcal.trans: `Expected ":=" but found ";"` at line 7, column 11.
    let out = tlars(&dir, &["translate", "--message-format", "short", "SyntaxError.tla"]);
    assert_eq!(out.status.code(), Some(150));
    assert_eq!(stdout(&out), "SyntaxError.tla:7:11: error: Expected \":=\" but found \";\" [E0301]\n");
    let out = tlars(&dir, &["translate", "SyntaxError.tla"]);
    assert_eq!(out.status.code(), Some(150));
    assert!(stdout(&out).contains("SyntaxError.tla:7:11") && stdout(&out).contains("b: y = x;"), "{}", stdout(&out));
    // Nothing is written.
    assert_eq!(read(dir.join("SyntaxError.tla")), original);
    assert!(!dir.join("SyntaxError.old").exists() && !dir.join("SyntaxError.cfg").exists());
    // check --translate stops there too.
    let out = tlars(&dir, &["check", "--translate", "SyntaxError.tla"]);
    assert_eq!(out.status.code(), Some(150));
    assert!(stdout(&out).contains("SyntaxError.tla:7:11"), "{}", stdout(&out));
}

/// The BEGIN TRANSLATION line of `text` without its checksums.
fn without_checksums(text: &str) -> String {
    text.lines().map(|l| if l.starts_with("\\* BEGIN TRANSLATION") { "\\* BEGIN TRANSLATION" } else { l }).map(|l| format!("{l}\n")).collect()
}

#[test]
fn a_stale_translation_is_checked_with_a_warning() {
    // tests/translate/Procs.tla: the algorithm changed after its
    // translation was made, as its checksums say.
    let out = tlars(&repo_root(), &["check", "tests/translate/Procs.tla"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).contains("56 states generated, 27 distinct states found, 0 states left on queue."), "{}", stdout(&out));
    assert!(stderr(&out).contains("The PlusCal algorithm in module Procs has changed since its last translation."), "{}", stderr(&out));
    // Simulating it warns too.
    let out = tlars(&repo_root(), &["simulate", "tests/translate/Procs.tla", "--traces", "1", "--seed", "1"]);
    assert!(stderr(&out).contains("The PlusCal algorithm in module Procs has changed since its last translation."), "{}", stderr(&out));
    // The translation pcal.trans makes of it: no warning.
    let dir = ScratchDir::new("tlars-translate-test");
    std::fs::copy(repo_root().join("tests/translate/Procs.cfg"), dir.join("Procs.cfg")).unwrap();
    let fresh = read(repo_root().join("tests/translate/Procs.expected.tla"));
    std::fs::write(dir.join("Procs.tla"), &fresh).unwrap();
    let out = tlars(&dir, &["check", "Procs.tla"]);
    assert_eq!(out.status.code(), Some(12), "{}", stdout(&out));
    assert_eq!(stderr(&out).lines().filter(|l| l.contains("warning")).count(), 0, "{}", stderr(&out));
    // The translation edited by hand: its checksum says so.
    std::fs::write(dir.join("Procs.tla"), fresh.replace("total' = total + mine[self]", "total' = total + 1")).unwrap();
    let out = tlars(&dir, &["check", "Procs.tla"]);
    assert!(stderr(&out).contains("The TLA+ translation in module Procs has changed since its last translation."), "{}", stderr(&out));
    // Without checksums, a new translation says whether it is stale
    // (white space aside).
    std::fs::write(dir.join("Procs.tla"), without_checksums(&fresh).replace("/\\ total' = total", "/\\ total'  =  total")).unwrap();
    let out = tlars(&dir, &["check", "Procs.tla"]);
    assert_eq!(stderr(&out).lines().filter(|l| l.contains("warning")).count(), 0, "{}", stderr(&out));
    std::fs::write(dir.join("Procs.tla"), without_checksums(&read(repo_root().join("tests/translate/Procs.tla")))).unwrap();
    let out = tlars(&dir, &["check", "Procs.tla"]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stderr(&out).contains("The TLA+ translation in module Procs is not the translation of its PlusCal algorithm."), "{}", stderr(&out));
}

#[test]
fn check_translate_checks_a_new_translation_and_leaves_the_file() {
    let spec = repo_root().join("tests/translate/Procs.tla");
    let before = read(&spec);
    // TLC on pcal.trans's translation (Procs.expected.tla) with Procs.cfg:
    // the invariant fails after 32 states, 20 distinct, 7 left, depth 5.
    let out = tlars(&repo_root(), &["check", "--translate", "tests/translate/Procs.tla"]);
    assert_eq!(out.status.code(), Some(12), "{}", stdout(&out));
    let text = stdout(&out);
    assert!(text.contains("Error: Invariant TotalBound is violated."), "{text}");
    assert!(text.contains("32 states generated, 20 distinct states found, 7 states left on queue."), "{text}");
    assert!(text.contains("The depth of the complete state graph search is 5."), "{text}");
    // (No warning about the file's translation: it is not the one checked.)
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    assert_eq!(read(&spec), before);
}

/// For each corpus algorithm (tests/translate/corpus-checksums.txt, the
/// checksums pcal.trans 1.12 writes for it): tlars's chksum(pcal) is the
/// translator's, so is chksum(tla) of tlars's translation, and a file
/// whose BEGIN line has checksums has the chksum(tla) of its own
/// translation there.
#[test]
fn corpus_checksums_are_the_translators() {
    use tla_pluscal::{checksum, module};
    let root = repo_root();
    if !root.join("../shared/corpus").is_dir() {
        eprintln!("note: ../shared/corpus not found; corpus checksum test skipped");
        return;
    }
    let list = read(root.join("tests/translate/corpus-checksums.txt"));
    let (mut checked, mut headers) = (0, 0);
    let mut failures = Vec::new();
    for line in list.lines().filter(|l| !l.starts_with('#')) {
        let [rel, pcal, tla] = line.split_whitespace().collect::<Vec<_>>()[..] else { panic!("bad line {line}") };
        let path = root.join(rel);
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("note: {rel} not found; skipped");
            continue;
        };
        checked += 1;
        match checksum::pcal_checksum(&text) {
            Ok(sum) if sum == pcal => {}
            other => failures.push(format!("{rel}: chksum(pcal) {other:?}, pcal.trans {pcal}")),
        }
        match module::translate_module(&text) {
            Ok(t) if checksum::tla_checksum(t.translation()) == tla => {}
            Ok(t) => failures.push(format!("{rel}: chksum(tla) of tlars's translation {}, pcal.trans {tla}", checksum::tla_checksum(t.translation()))),
            Err(e) => failures.push(format!("{rel}: {e:?}")),
        }
        let lines = module::split_lines(&text);
        let (begin, end) = checksum::find_translation(&lines).expect("the translation lines");
        if let Some(written) = checksum::parse_header(&lines[begin]).and_then(|h| h.tla.value) {
            headers += 1;
            let own = checksum::tla_checksum(&lines[begin + 1..end]);
            if own != written {
                failures.push(format!("{rel}: its translation sums to {own}, its BEGIN line says {written}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{checked} corpus algorithms: both checksums the translator's; {headers} files' own translations match their headers");
}

/// The seed's kcp storage model (specs/storage) checked with tlars' own
/// translation of its algorithm gives the report it gives with the
/// translation in the file (whose translator put pc after the globals):
/// the same verdict, counts, depth and trace, for the safety and the
/// liveness model.
#[test]
fn kcp_storage_checks_the_same_with_its_new_translation() {
    let dir = repo_root().join("specs/storage");
    // (Lines that name times or the run's start differ from run to run.)
    let report = |out: &Output| -> Vec<String> {
        stdout(out)
            .lines()
            .filter(|l| !(l.starts_with("Starting") || l.starts_with("Finished") || l.contains(" s)") || l.contains("ms") || l.starts_with("Running")))
            .map(str::to_string)
            .collect()
    };
    for cfg in ["kcpStorage.cfg", "kcpStorageLiveness.cfg"] {
        let as_written = tlars(&dir, &["check", "kcpStorage.tla", "--cfg", cfg, "--workers", "1"]);
        let translated = tlars(&dir, &["check", "kcpStorage.tla", "--cfg", cfg, "--workers", "1", "--translate"]);
        assert_eq!(as_written.status.code(), translated.status.code(), "{cfg}");
        assert!(stdout(&as_written).contains("distinct states found"), "{cfg}: {}", stdout(&as_written));
        assert_eq!(report(&as_written), report(&translated), "{cfg}");
    }
}

/// `check --translate` writes nothing: a diagnostic in the new
/// translation names the user's file, with the translation's line, and
/// standard error says the translation is what is checked.
#[test]
fn check_translate_names_the_users_file() {
    let dir = test_support::ScratchDir::new("tlars-translate-bad");
    let spec = "---- MODULE Bad ----\nEXTENDS Naturals\n(* --algorithm Bad\nvariables x = 0;\nbegin\n  A: x := x + UndefinedThing;\nend algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n";
    std::fs::write(dir.join("Bad.tla"), spec).unwrap();
    std::fs::write(dir.join("Bad.cfg"), "SPECIFICATION Spec\n").unwrap();
    let out = tlars(&dir, &["check", "Bad.tla", "--translate"]);
    assert_eq!(out.status.code(), Some(150), "{}", stdout(&out));
    assert!(stdout(&out).contains("Bad.tla:") && stdout(&out).contains("x' = x + UndefinedThing"), "{}", stdout(&out));
    assert!(!stdout(&out).contains("tlars-translate"), "{}", stdout(&out));
    assert!(stderr(&out).contains("checking tlars' translation of the PlusCal algorithm in Bad.tla"), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(dir.join("Bad.tla")).unwrap(), spec, "the file is unchanged");
    let entries: Vec<_> = std::fs::read_dir(&*dir).unwrap().flatten().map(|e| e.file_name()).collect();
    assert_eq!(entries.len(), 2, "nothing written beside the spec: {entries:?}");
}
