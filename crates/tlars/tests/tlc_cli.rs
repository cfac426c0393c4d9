//! `tlars tlc`: TLC's own command line. On the corpus models, run as TLC
//! was run for their recorded results (`tlc2.TLC SPEC -config CFG -workers
//! N -lncheck final` from the spec's folder, the corpus libraries on the
//! library path), it gives TLC's exit status and, for a success, TLC's
//! counts and depth.

use std::process::Command;
use test_support::repo_root;

#[test]
fn corpus_models_run_with_tlcs_arguments_give_tlcs_results() {
    let corpus = repo_root().join("../shared/corpus");
    let Ok(text) = std::fs::read_to_string(corpus.join("examples.json")) else {
        eprintln!("../shared/corpus is absent: skipped");
        return;
    };
    let models: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    let library = ["lib/tlapm", "lib/community", "lib/apalache"].map(|l| corpus.join(l).to_string_lossy().into_owned()).join(":");
    // The quickest models TLC checked with any number of workers, without
    // `\cdot` (it needs a system property): ten successes and what
    // failures there are among them.
    let quick = |m: &&serde_json::Value| {
        m["tlc_runtime"].as_str().is_some_and(|t| t <= "00:00:01") && m["workers"].is_null() && m["action_composition"] == false && m["result"] != "unknown"
    };
    let mut chosen: Vec<&serde_json::Value> = models.iter().filter(quick).filter(|m| m["result"] == "success" && !m["distinct"].is_null()).take(10).collect();
    chosen.extend(models.iter().filter(quick).filter(|m| m["result"] != "success").take(3));
    assert!(chosen.len() >= 10, "the corpus has quick models");
    for m in chosen {
        let spec = corpus.join(m["spec"].as_str().unwrap());
        let cfg = corpus.join(m["cfg"].as_str().unwrap());
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(spec.parent().unwrap())
            .env("TLA_PATH", &library)
            .args(["tlc", spec.file_name().unwrap().to_str().unwrap(), "-config", cfg.to_str().unwrap(), "-workers", "1", "-lncheck", "final"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let expected_code = match m["result"].as_str().unwrap() {
            "success" => 0,
            "safety failure" => 12,
            "liveness failure" => 13,
            "deadlock failure" => 11,
            "assumption failure" => 10,
            other => panic!("result {other}"),
        };
        let code = out.status.code().unwrap();
        // (A safety failure may be an Assert, TLC's 14.)
        assert!(code == expected_code || (expected_code == 12 && code == 14), "{}: exit {code}, TLC {expected_code}\n{stdout}", m["cfg"]);
        if expected_code == 0 {
            let counts = format!("{} states generated, {} distinct states found, 0 states left on queue.", m["total"], m["distinct"]);
            assert!(stdout.contains(&counts), "{}: {counts}\n{stdout}", m["cfg"]);
            assert!(stdout.contains(&format!("The depth of the complete state graph search is {}.", m["depth"])), "{}\n{stdout}", m["cfg"]);
        }
    }
}

/// An option TLC does not know is TLC's error and status; one tlars does
/// not have yet says so.
#[test]
fn unknown_and_unsupported_options_are_reported() {
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).arg("tlc").args(args).output().unwrap();
    let out = run(&["-foo", "tests/dump/DiffTrace.tla"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Error: Error: unrecognized option: -foo"));
    let out = run(&["-coverage", "1", "tests/dump/DiffTrace.tla"]);
    assert_eq!(out.status.code(), Some(3));
    // And a model runs as `check` runs it.
    let out = run(&["-config", "tests/dump/DiffTrace.cfg", "-workers", "1", "-difftrace", "tests/dump/DiffTrace"]);
    assert_eq!(out.status.code(), Some(12));
    let text = String::from_utf8_lossy(&out.stdout);
    let expected = std::fs::read_to_string(repo_root().join("tests/dump/DiffTrace.difftrace.expected")).unwrap();
    assert!(text.contains(&expected), "{text}");
}
