//! Error traces as data (`--dump-trace FILE`, `--trace-format itf`): TLC's
//! `-dumpTrace json` file byte for byte, and ITF read back with a JSON
//! reader alone into the values of the trace TLC prints.

use serde_json::Value as Json;
use std::process::Command;
use test_support::repo_root;

/// A value as a reader of ITF outside tlars gets it back.
#[derive(Debug, PartialEq)]
enum V {
    Bool(bool),
    Int(i64),
    Str(String),
    Seq(Vec<V>),
    Set(Vec<V>),
    Map(Vec<(V, V)>),
    Rec(Vec<(String, V)>),
}

fn read_itf(j: &Json) -> V {
    match j {
        Json::Bool(b) => V::Bool(*b),
        Json::Number(n) => V::Int(n.as_i64().expect("an integer")),
        Json::String(s) => V::Str(s.clone()),
        Json::Array(xs) => V::Seq(xs.iter().map(read_itf).collect()),
        Json::Object(o) => {
            if let Some(Json::Array(xs)) = o.get("#set") {
                return V::Set(xs.iter().map(read_itf).collect());
            }
            if let Some(Json::Array(pairs)) = o.get("#map") {
                return V::Map(pairs.iter().map(|p| (read_itf(&p[0]), read_itf(&p[1]))).collect());
            }
            if let Some(Json::String(n)) = o.get("#bigint") {
                return V::Int(n.parse().expect("a big integer"));
            }
            assert!(!o.keys().any(|k| k.starts_with('#')), "an ITF form this reader does not know: {o:?}");
            V::Rec(o.iter().map(|(k, v)| (k.clone(), read_itf(v))).collect())
        }
        Json::Null => panic!("null is no ITF value"),
    }
}

/// The state `DumpTrace.cfg`'s trace reaches after `k` steps of Step(p1),
/// as TLC prints it (model values are ITF's uninterpreted values).
fn expected_state(k: i64) -> Vec<(String, V)> {
    let p = |name: &str| V::Str(format!("{name}_OF_MODEL_VALUE"));
    vec![
        ("f".into(), V::Map(vec![(p("p1"), V::Seq((0..k).map(V::Int).collect())), (p("p2"), V::Seq(vec![]))])),
        ("r".into(), V::Rec(vec![("a".into(), V::Str("hi".into())), ("b".into(), V::Bool(true))])),
        ("s".into(), V::Set(if k == 0 { vec![] } else { vec![p("p1")] })),
        ("x".into(), V::Int(k)),
    ]
}

fn tlars(cfg: &str, extra: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/dump/DumpTrace.tla", "--cfg", &format!("tests/dump/{cfg}"), "--workers", "1"])
        .args(extra)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tlars-trace-data-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn an_invariant_violation_is_written_as_tlc_json_and_itf() {
    let dir = temp_dir("safety");
    let (json, itf) = (dir.join("t.json"), dir.join("t.itf.json"));
    let (code, stdout) = tlars("DumpTrace.cfg", &["--dump-trace", json.to_str().unwrap(), "--dump-trace", itf.to_str().unwrap()]);
    assert_eq!(code, Some(12), "{stdout}");
    assert!(stdout.contains(&format!("\"CounterExample written: {}\"\n", json.display())), "{stdout}");
    // TLC's own file for the same run (`-dumpTrace json`), byte for byte.
    let tlc = std::fs::read_to_string(repo_root().join("tests/dump/DumpTrace.tlc.json")).unwrap();
    assert_eq!(std::fs::read_to_string(&json).unwrap(), tlc);
    let itf: Json = serde_json::from_str(&std::fs::read_to_string(&itf).unwrap()).expect("ITF is JSON");
    assert_eq!(itf["#meta"]["format"], "ITF");
    assert_eq!(itf["vars"], serde_json::json!(["f", "r", "s", "x"]));
    assert!(itf.get("loop").is_none(), "a finite trace has no loop");
    let states = itf["states"].as_array().expect("states");
    assert_eq!(states.len(), 4);
    for (k, state) in states.iter().enumerate() {
        assert_eq!(state["#meta"]["index"], k);
        let mut fields = state.as_object().unwrap().clone();
        fields.remove("#meta");
        assert_eq!(read_itf(&Json::Object(fields)), V::Rec(expected_state(k as i64)), "state {k}");
    }
    // The same ITF printed in place of TLC's trace.
    let (code, stdout) = tlars("DumpTrace.cfg", &["--trace-format", "itf"]);
    assert_eq!(code, Some(12));
    let printed = stdout.lines().find(|l| l.starts_with('{')).expect("the trace as one line of JSON");
    assert_eq!(serde_json::from_str::<Json>(printed).unwrap(), itf);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A lasso: the closing step in TLC's form (for a behaviour that ends
/// stuttering, a step from the last state to itself with the action that
/// led there) and ITF's `loop`.
#[test]
fn a_lasso_is_written_with_its_closing_step() {
    let dir = temp_dir("lasso");
    let (json, itf) = (dir.join("l.json"), dir.join("l.itf.json"));
    let (code, stdout) = tlars("DumpTrace.liveness.cfg", &["--dump-trace", json.to_str().unwrap(), "--dump-trace", itf.to_str().unwrap()]);
    assert_eq!(code, Some(13), "{stdout}");
    assert!(stdout.contains(": Stuttering"), "{stdout}");
    let states_printed = stdout.lines().filter(|l| l.starts_with("State ") && !l.ends_with("Stuttering")).count();
    let tlc: Json = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let (actions, states) = (tlc["counterexample"]["action"].as_array().unwrap(), tlc["counterexample"]["state"].as_array().unwrap());
    assert_eq!(states.len(), states_printed);
    assert_eq!(actions.len(), states_printed, "a step between each two states, and the closing one");
    let closing = actions.last().unwrap();
    assert_eq!(closing[0][0], states_printed);
    assert_eq!(closing[2][0], states_printed, "stuttering: back to the last state");
    assert_eq!(closing[1], actions[actions.len() - 2][1], "with the action that led there");
    let itf: Json = serde_json::from_str(&std::fs::read_to_string(&itf).unwrap()).unwrap();
    assert_eq!(itf["loop"], states_printed - 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file whose name does not say the format is refused before the run.
#[test]
fn a_dump_file_without_a_known_format_is_refused() {
    let (code, _) = tlars("DumpTrace.cfg", &["--dump-trace", "trace.txt"]);
    assert_eq!(code, Some(2));
}

/// `--diff-trace` shows what changed in each state but the last, which is
/// shown whole: TLC's `-difftrace` output for the same model.
#[test]
fn a_diff_trace_shows_what_changed_as_tlc_does() {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/dump/DiffTrace.tla", "--workers", "1", "--diff-trace"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(12));
    let text = String::from_utf8_lossy(&out.stdout);
    let from_verdict: String =
        text.lines().skip_while(|l| !l.starts_with("Error: Invariant")).take_while(|l| !l.starts_with("Finished in")).map(|l| format!("{l}\n")).collect();
    assert_eq!(from_verdict, std::fs::read_to_string(repo_root().join("tests/dump/DiffTrace.difftrace.expected")).unwrap());
}

/// A violated invariant that is a conjunction: the conjuncts that are
/// false in the last state are named, with where they are, on standard
/// error; standard output stays TLC's.
#[test]
fn the_false_conjuncts_of_a_violated_invariant_are_named() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).args(["check", "tests/dump/Conjuncts.tla", "--workers", "1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(12));
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("Error: Invariant Inv is violated.") && !stdout.contains("tlars:"), "{stdout}");
    // (Small, inside its definition; x < 10 and y # 7 hold at y = 6.)
    assert_eq!(
        stderr,
        "tlars: invariant Inv is false in the last state because of this conjunct:\n  y < 5\n    at line 6, col 10 to line 6, col 14 of module Conjuncts\n"
    );
}

/// `--continue` reports every violating state with its trace and goes on
/// to the end (a deadlock still ends it), at any number of workers: TLC's
/// `-continue` output for the same model, line for line.
#[test]
fn continue_reports_every_violation_as_tlc_does() {
    for (extra, expected, code) in [(None, "DiffTrace.continue.expected", 11), (Some("--no-deadlock"), "DiffTrace.continue-no-deadlock.expected", 0)] {
        for workers in ["1", "2"] {
            let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
                .current_dir(repo_root())
                .args(["check", "tests/dump/DiffTrace.tla", "--continue", "--workers", workers])
                .args(extra)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(code));
            let text: String = String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("Finished in")).map(|l| format!("{l}\n")).collect();
            assert_eq!(text, std::fs::read_to_string(repo_root().join("tests/dump").join(expected)).unwrap(), "{expected}, {workers} workers");
        }
    }
}

/// `--dump-trace FILE.tla` (TLC's `-dumpTrace tla`): a module named after
/// the file, defining `CounterExample` as TLC prints it, byte for byte.
#[test]
fn an_invariant_violation_is_written_as_tlcs_tla_module() {
    let dir = temp_dir("tla");
    let file = dir.join("tt.tla");
    let (code, stdout) = tlars("DumpTrace.cfg", &["--dump-trace", file.to_str().unwrap()]);
    assert_eq!(code, Some(12), "{stdout}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), std::fs::read_to_string(repo_root().join("tests/dump/tt.tla.expected")).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With an ALIAS, every format shows the states as the text trace does,
/// through the ALIAS record: TLC's json and tla dumps byte for byte, and
/// ITF with the ALIAS's fields as its variables.
#[test]
fn the_alias_is_applied_in_every_format() {
    let dir = temp_dir("alias");
    let (json, tla, itf) = (dir.join("t.json"), dir.join("a.tla"), dir.join("t.itf.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/check/Alias.tla", "--workers", "1"])
        .args(["--dump-trace", json.to_str().unwrap(), "--dump-trace", tla.to_str().unwrap(), "--dump-trace", itf.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(12));
    assert_eq!(std::fs::read_to_string(&json).unwrap(), std::fs::read_to_string(repo_root().join("tests/dump/Alias.tlc.json")).unwrap());
    assert_eq!(std::fs::read_to_string(&tla).unwrap(), std::fs::read_to_string(repo_root().join("tests/dump/a.tla.expected")).unwrap());
    let itf: Json = serde_json::from_str(&std::fs::read_to_string(&itf).unwrap()).unwrap();
    assert_eq!(itf["vars"], serde_json::json!(["count", "double"]));
    assert_eq!(itf["states"][2]["double"], 4);
    let printed =
        Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).args(["check", "tests/check/Alias.tla", "--trace-format", "json"]).output().unwrap();
    let text = String::from_utf8_lossy(&printed.stdout);
    assert!(text.contains("\"double\":\"4\""), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
