//! `tlars check`'s options and outputs beyond a model's report: JSON,
//! bounds, the work folder, big integers in dumped traces. (Each model of
//! `tests/check` against its expected report is `check_models`.)

use std::process::Command;
use test_support::check_cases::case_args;
use test_support::repo_root;

/// `--json` gives one object with the verdict, TLC's counts and the trace;
/// `--max-depth` stops the search at that depth.
#[test]
fn json_summary_and_max_depth() {
    let root = repo_root();
    let out =
        Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&root).args(["check", "tests/check/Counter.tla", "--json", "--workers", "1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(12));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["result"], "safety failure");
    assert_eq!(v["generated"], 16);
    assert_eq!(v["distinct"], 12);
    assert_eq!(v["depth"], 5);
    let trace = v["trace"].as_array().unwrap();
    assert_eq!(trace.len(), 5);
    assert_eq!(trace[0]["action"], "Initial predicate");
    assert_eq!(trace[4]["values"]["x"], "2");
    assert_eq!(trace[4]["values"]["y"], "2");

    // The bound holds on the one-worker search and the parallel one alike.
    for workers in ["1", "2"] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&root)
            .args(["check", "tests/check/Success.tla", "--json", "--max-depth", "2", "--workers", workers])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(4), "{workers} workers");
        assert_eq!(v["result"], "bounded", "{workers} workers");
        assert_eq!(v["bounded"], true, "{workers} workers");
        assert_eq!(v["depth"], 2, "{workers} workers");
        assert!(v["distinct"].as_u64().unwrap() < 12, "the depth bound cuts the search short ({workers} workers)");
    }
    // A bound the search does not reach leaves the verdict TLC's.
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&root)
        .args(["check", "tests/check/Success.tla", "--json", "--max-depth", "4", "--workers", "1"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!((&v["result"], &v["bounded"], &v["distinct"]), (&"success".into(), &false.into(), &12.into()));
}

/// A search stopped by `--max-depth` before the model's deadlock (x = 4,
/// at depth 5: TLC reports it with 5 states and depth 5) says that it was
/// bounded, in words, in its exit status (4) and in JSON, and claims no
/// complete state graph; a bound past the deadlock finds it as TLC does.
#[test]
fn a_bounded_search_says_so() {
    let root = repo_root();
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&root)
            .args(["check", "tests/check/DeepDeadlock.tla", "--workers", "1"])
            .args(extra)
            .output()
            .unwrap();
        let text: String = String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("Finished in")).map(|l| format!("{l}\n")).collect();
        (out.status.code(), text)
    };
    for (bound, states) in [("3", 3), ("5", 5)] {
        let (code, text) = run(&["--max-depth", bound]);
        assert_eq!(code, Some(4), "{text}");
        assert_eq!(
            text,
            format!(
                "Model checking stopped at depth {bound} (--max-depth): no error was found up to that depth; the successors of the states at depth {bound} were not explored.\n\
                 {states} states generated, {states} distinct states found, 0 states left on queue.\n"
            )
        );
    }
    let (code, text) = run(&["--max-depth", "3", "--json"]);
    assert_eq!(code, Some(4));
    let v: serde_json::Value = serde_json::from_str(&text).expect("one JSON object");
    assert_eq!(v["result"], "bounded");
    assert_eq!(v["bounded"], true);
    assert_eq!(v["exit_code"], 4);
    assert_eq!(v["depth"], 3);
    assert!(v["message"].as_str().unwrap().starts_with("Model checking stopped at depth 3 (--max-depth)"), "{v}");
    // The whole model, or a bound past its depth: TLC's deadlock.
    let (full, full_text) = run(&[]);
    assert_eq!(full, Some(11));
    assert!(full_text.contains("Error: Deadlock reached.") && full_text.contains("The depth of the complete state graph search is 5."), "{full_text}");
    assert_eq!(run(&["--max-depth", "6"]), (full, full_text));
    let (code, text) = run(&["--json"]);
    assert_eq!(code, Some(11));
    let v: serde_json::Value = serde_json::from_str(&text).expect("one JSON object");
    assert_eq!((&v["result"], &v["bounded"]), (&"deadlock failure".into(), &false.into()));
}

/// A liveness counterexample in JSON: the lasso's states and the state the
/// cycle goes back to (or that it ends stuttering).
#[test]
fn json_lasso() {
    let root = repo_root();
    let run = |case: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&root).args(case_args(case)).arg("--json").output().unwrap();
        assert_eq!(out.status.code(), Some(13), "{case}");
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("one JSON object")
    };
    let v = run("Fairness.weak");
    assert_eq!(v["result"], "liveness failure");
    assert_eq!(v["message"], "Temporal property EventuallyGot was violated.");
    assert_eq!(v["trace"]["states"].as_array().unwrap().len(), 2);
    assert_eq!(v["trace"]["loop"], 1);
    assert_eq!(v["trace"]["stuttering"], false);
    let v = run("Fairness.unfair");
    assert_eq!(v["trace"]["states"].as_array().unwrap().len(), 1);
    assert_eq!(v["trace"]["stuttering"], true);
    assert!(v["trace"]["loop"].is_null());
}

/// TLC's undocumented `_PERIODIC` directive changes what TLC checks: tlars
/// refuses it with exit 3 rather than ignore it (`_POSSIBLE` is checked:
/// tests/check/Possible).
#[test]
fn periodic_directive_is_refused_not_ignored() {
    let root = repo_root();
    let dir = test_support::ScratchDir::new("tlars-periodic");
    std::fs::write(dir.join("P.cfg"), "INIT Init\nNEXT Next\n_PERIODIC Never\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&root)
        .args(["check", "tests/check/Success.tla", "--cfg"])
        .arg(dir.join("P.cfg"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).contains("unsupported: the _PERIODIC directive"));
}

/// `-D key=value` sets a TLC system property as `java -Dkey=value` does:
/// `tlc2.tool.impl.Tool.cdot=true` lets `A \cdot B` be evaluated (TLC with
/// that property finds 5 states, 3 distinct, depth 3), any other value
/// leaves it an error (exit 75).
#[test]
fn java_property_switches_action_composition() {
    let root = repo_root();
    let run = |property: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&root)
            .args(["check", "tests/check/ComposeOff.tla", "--workers", "1", "-D", property])
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let (code, stdout) = run("tlc2.tool.impl.Tool.cdot=true");
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("5 states generated, 3 distinct states found, 0 states left on queue."), "{stdout}");
    assert!(stdout.contains("The depth of the complete state graph search is 3."), "{stdout}");
    let (code, stdout) = run("tlc2.tool.impl.Tool.cdot=false");
    assert_eq!(code, Some(75), "{stdout}");
    assert!(stdout.contains("does not support action composition"), "{stdout}");
}

/// A work folder that cannot be written to ends the search with TLC's
/// status for a system failure and a message naming the folder; a size
/// that is not one is refused before the run; a budget the fingerprints
/// or the states kept for liveness outgrow puts them on disk.
#[test]
fn an_unusable_work_folder_or_size_is_reported() {
    let root = repo_root();
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&root).args(["check", "tests/check/Counter.tla", "--workers", "1"]).args(extra).output().unwrap()
    };
    let out = run(&["--spill-above", "1", "--work-dir", "/nonexistent/tlars-work"]);
    assert_eq!(out.status.code(), Some(255));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("could not be kept on disk: /nonexistent/tlars-work/"), "{text}");
    let out = run(&["--max-memory", "lots"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("expected a size such as 512M or 8G, found `lots`"));
    // Sizes with a unit are read as powers of 1024.
    assert_eq!(run(&["--max-memory", "64G"]).status.code(), Some(12));
    // With a budget the fingerprints outgrow, they go to disk too, and the
    // results do not change.
    let work = std::env::temp_dir().join(format!("tlars-fingerprints-test-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let counters = |cfg: &str, extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&root)
            .args(["check", "tests/recover/Counters.tla", "--cfg", &format!("tests/recover/{cfg}.cfg"), "--workers", "2"])
            .args(extra)
            .output()
            .unwrap();
        let text: String = String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("Finished in")).map(|l| format!("{l}\n")).collect();
        (out.status.code(), text)
    };
    for cfg in ["Counters", "Counters.success"] {
        assert_eq!(counters(cfg, &["--max-memory", "1M", "--work-dir", work.to_str().unwrap()]), counters(cfg, &[]), "{cfg}: fingerprints on disk");
    }
    assert_eq!(std::fs::read_dir(&work).unwrap().count(), 0, "the fingerprints' files are removed");
    // A search that keeps every state (temporal properties) puts them on
    // disk too, and the liveness check reads them from there: same
    // verdict, counts (TLC's) and lasso.
    let (code, text) = counters("Counters.liveness", &["--max-memory", "1M", "--work-dir", work.to_str().unwrap()]);
    assert_eq!((code, text.clone()), counters("Counters.liveness", &[]), "states kept on disk");
    assert_eq!(code, Some(13));
    assert!(
        text.contains("Temporal property DReachesN was violated.")
            && text.contains("202240 states generated, 54451 distinct states found, 0 states left on queue."),
        "{text}"
    );
    assert_eq!(std::fs::read_dir(&work).unwrap().count(), 0, "the kept states' files are removed");
    std::fs::remove_dir(&work).unwrap();
}

/// With `--big-integers`, a trace's integers past `i64` are written as
/// ITF's `#bigint` and as plain JSON numbers in TLC's `-dumpTrace json`.
#[test]
fn big_integers_in_dumped_traces() {
    let root = repo_root();
    let work = std::env::temp_dir().join(format!("tlars-bigint-test-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let (itf, json) = (work.join("t.itf.json"), work.join("t.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&root)
        .args(case_args("BigIntegers.bigint"))
        .args(["--workers", "1", "--dump-trace"])
        .arg(&itf)
        .arg("--dump-trace")
        .arg(&json)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(12));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&itf).unwrap()).unwrap();
    let xs: Vec<&serde_json::Value> = v["states"].as_array().unwrap().iter().map(|s| &s["x"]).collect();
    assert_eq!(xs[1], &serde_json::json!(-1099511627776i64));
    assert_eq!(xs[2], &serde_json::json!({ "#bigint": "1208925819614629174706176" }));
    assert_eq!(xs[3], &serde_json::json!({ "#bigint": "-1329227995784915872903807060280344576" }));
    let text = std::fs::read_to_string(&json).unwrap();
    assert!(text.contains("\"x\":-1329227995784915872903807060280344576"), "{text}");
    let _ = std::fs::remove_dir_all(&work);
}

/// A configuration file that cannot be read is TLC's unexpected exception
/// (its reader throws): status 255, with tlars' own words for the cause.
#[test]
fn an_unreadable_configuration_is_status_255() {
    let root = repo_root();
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&root)
        .args(["check", "tests/check/SubstOrder.tla", "--cfg", "tests/check/NoSuchFile.cfg", "--workers", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(255));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("cannot read the configuration file tests/check/NoSuchFile.cfg"), "{stdout}");
}

/// `check --stats` on `spec`, with `extra` arguments: its standard error.
fn stats_of(spec: &str, extra: &[&str]) -> String {
    let out =
        Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).args(["check", spec, "--workers", "1", "--stats"]).args(extra).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `--stats` says how the actions were evaluated: on a model whose actions
/// all run as compiled plans, every (state, action) pair was decided by
/// compiled code; with coverage (which counts the interpreter's
/// evaluations) or `--interpret`, none was.
#[test]
fn stats_give_the_share_of_compiled_action_evaluations() {
    let run = |extra: &[&str]| {
        let stderr = stats_of("tests/check/CompiledPlans.tla", extra);
        let line = stderr.lines().find(|l| l.contains("action evaluations")).unwrap_or_else(|| panic!("no stats in {stderr}")).to_owned();
        let numbers: Vec<u64> = line.split_whitespace().filter_map(|w| w.parse().ok()).collect();
        (numbers[0], numbers[1])
    };
    // 45,749 states explored, 8 actions each.
    assert_eq!(run(&[]), (45_749 * 8, 45_749 * 8));
    assert_eq!(run(&["--coverage"]), (0, 45_749 * 8));
    assert_eq!(run(&["--interpret"]), (0, 45_749 * 8));
}

/// `--stats` names each action left to the interpreter, where it is, and
/// the form that kept it there.
#[test]
fn stats_say_what_is_interpreted_and_why() {
    let stderr = stats_of("tests/check/CompiledStats.tla", &[]);
    assert!(stderr.contains("0 of 3 action evaluations"), "{stderr}");
    let why = "interpreted: Step (line 7, col 77 to line 7, col 87 of module CompiledStats), for a recursive LET function at line 7, col 54 to line 7, col 56";
    assert!(stderr.contains(why), "{stderr}");
    assert!(!stats_of("tests/check/CompiledPlans.tla", &[]).contains("interpreted:"));
}

/// Primed expressions that are not a variable compile (`f[p]'`, an
/// operator or a LET inside the prime, a conjunct `P'`); a LET value
/// defined outside a prime and primed inside (TLA+ substitutes: `u'` is
/// `(x + y)'`) is left to the interpreter, and named.
#[test]
fn primed_expressions_compile_except_values_bound_outside_them() {
    let why = "interpreted: Shift (line 27, col 10 to line 30, col 42 of module CompiledPrimed), for a value bound outside a primed expression";
    assert_stats("tests/check/CompiledPrimed.tla", "3660 of 4575", &[why]);
}

/// `check --stats` on `spec` says `share` of the action evaluations ran
/// compiled, and names exactly the `refusals` (a part of each line).
fn assert_stats(spec: &str, share: &str, refusals: &[&str]) {
    let stderr = stats_of(spec, &[]);
    assert!(stderr.contains(&format!("{share} action evaluations")), "{stderr}");
    for why in refusals {
        assert!(stderr.contains(why), "{stderr}");
    }
    assert_eq!(stderr.matches("interpreted:").count(), refusals.len(), "{stderr}");
}

/// A function definition that reads the state is applied compiled (its
/// body with the arguments bound, their membership checked first); a
/// recursive one is left to the interpreter, and named.
#[test]
fn state_function_definitions_compile_except_recursive_ones() {
    assert_stats("tests/check/CompiledStateFunctions.tla", "546 of 546", &["for a recursive function that reads the state at line 14, col 53"]);
}

/// A refinement property whose instance's variables are state-level
/// definitions is compiled whole: their primes, their UNCHANGED (an
/// expression's value in both states) and the domains its quantifiers
/// read (EWD998PCal's EWD998Spec, interpreted on every step before).
#[test]
fn refinement_under_substituted_definitions_compiles() {
    assert_stats("tests/check/CompiledRefinement.tla", "54 of 54", &[]);
}

/// LET functions compile where they are applied or read whole, in an
/// action and in an invariant (a recursive one is refused: see
/// `stats_say_what_is_interpreted_and_why`).
#[test]
fn let_functions_compile() {
    assert_stats("tests/check/CompiledLetFunctions.tla", "81 of 81", &[]);
}

/// UNION compiles, in actions and in invariants.
#[test]
fn union_compiles() {
    assert_stats("tests/check/CompiledUnion.tla", "100 of 100", &[]);
}

/// Action composition (`\cdot`) compiles: its intermediate states are
/// counted as the interpreter counts them (the model's counts are TLC's,
/// in tests/check). A LET value of the state around a composition is
/// read from each state in between anew: left to the interpreter, named.
#[test]
fn action_composition_compiles_except_under_state_values() {
    assert_stats("tests/check/CompiledCompose.tla", "464 of 464", &[]);
    let stderr = stats_of("tests/check/CompiledCompose.tla", &["--cfg", "tests/check/CompiledCompose.Kept.cfg"]);
    assert!(stderr.contains("20 of 40 action evaluations"), "{stderr}");
    let why = "interpreted: Kept (line 30, col 24 to line 30, col 108 of module CompiledCompose), for action composition under a LET value or argument that reads the state";
    assert!(stderr.contains(why), "{stderr}");
    // (And the action property KeptSteps: `\cdot` in a predicate of a step.)
    assert_eq!(stderr.matches("interpreted:").count(), 2, "{stderr}");
}

/// Variables an action leaves unchanged are read from the current state
/// in compiled plans, also before a composition: every action compiled
/// (the model's counts and trace are TLC's, in tests/check).
#[test]
fn kept_variables_compile_around_compositions() {
    assert_stats("tests/check/CompiledKeptVariables.tla", "1488 of 1488", &[]);
}

/// UNCHANGED of an operator's parameter compiles where the argument is a
/// variable or a tuple of them (`Keep(<<y, z>>)`, through two operators);
/// one with another part, compared in both states, is left to the
/// interpreter, and named.
#[test]
fn unchanged_of_an_argument_compiles() {
    let why = "interpreted: Next (line 18, col 6 to line 18, col 62 of module CompiledUnchangedArgs), for a value bound outside a primed expression";
    assert_stats("tests/check/CompiledUnchangedArgs.tla", "144 of 192", &[why]);
}
