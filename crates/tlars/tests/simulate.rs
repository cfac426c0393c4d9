//! `tlars simulate`: random behaviours find the violations there are, with
//! TLC's verdicts and exit statuses, and the same seed draws the same
//! behaviours.

use std::process::Command;
use test_support::repo_root;

/// Status and output (without the timing line and the line naming the
/// number of workers) of a simulation of `tests/dump/DumpTrace.tla` with
/// `cfg`.
fn simulate(cfg: &str, extra: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["simulate", "tests/dump/DumpTrace.tla", "--cfg", cfg, "--depth", "20"])
        .args(extra)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.starts_with("Finished in") && !l.starts_with("Running Random Simulation"))
        .map(|l| format!("{l}\n"))
        .collect();
    (out.status.code(), text)
}

/// The values of `x` along the printed trace.
fn xs(text: &str) -> Vec<i64> {
    text.lines().filter_map(|l| l.strip_prefix("/\\ x = ")).map(|v| v.parse().unwrap()).collect()
}

#[test]
fn an_invariant_violation_is_found_with_its_behaviour() {
    let (code, text) = simulate("tests/dump/DumpTrace.cfg", &["--traces", "1000", "--seed", "1"]);
    assert_eq!(code, Some(12), "{text}");
    // (TLC's simulation labels the initial state with Init and its place.)
    let start =
        "Error: Invariant Inv is violated.\nError: The behavior up to this point is:\nState 1: <Init line 5, col 9 to line 5, col 85 of module DumpTrace>";
    assert!(text.contains(start), "{text}");
    // A behaviour of the spec: x goes up by one (Step) or back from 2 to 0
    // (Reset), and ends where Inv (x < 3) fails.
    let xs = xs(&text);
    assert_eq!(xs[0], 0);
    assert_eq!(*xs.last().unwrap(), 3);
    assert!(xs.windows(2).all(|w| w[1] == w[0] + 1 || (w[0] == 2 && w[1] == 0)), "{xs:?}");
    assert!(text.contains("Simulation using seed 1 and aril 0"));
}

#[test]
fn a_deadlock_is_found_unless_deadlock_is_not_checked() {
    let (code, text) = simulate("tests/simulate/DumpTrace.deadlock.cfg", &["--traces", "1000", "--seed", "3"]);
    assert_eq!(code, Some(11), "{text}");
    assert!(text.contains("Error: Deadlock reached."), "{text}");
    let (code, text) = simulate("tests/simulate/DumpTrace.deadlock.cfg", &["--traces", "200", "--seed", "3", "--no-deadlock"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains(" 200 traces generated"), "{text}");
}

#[test]
fn the_same_seed_draws_the_same_behaviours() {
    let run = |seed: &str| simulate("tests/simulate/DumpTrace.free.cfg", &["--traces", "300", "--seed", seed]);
    let (code, first) = run("11");
    assert_eq!(code, Some(0), "{first}");
    assert_eq!(run("11"), (Some(0), first.clone()));
    // The statistics: 300 behaviours, none longer than the depth.
    let stats = first.lines().find(|l| l.starts_with("Progress: ")).expect("statistics");
    assert!(stats.contains(" 300 traces generated"), "{stats}");
    let max: u64 = stats.rsplit("max=").next().unwrap().trim_end_matches(')').parse().unwrap();
    assert!((2..=20).contains(&max), "{stats}");
    // At any number of workers.
    assert_eq!(simulate("tests/simulate/DumpTrace.free.cfg", &["--traces", "300", "--seed", "11", "--workers", "1"]), (Some(0), first.clone()));
    assert_eq!(simulate("tests/simulate/DumpTrace.free.cfg", &["--traces", "300", "--seed", "11", "--workers", "2"]), (Some(0), first));
    // And a violation's behaviour with its seed, at any number of workers.
    let violation = |seed: &str, workers: &str| simulate("tests/dump/DumpTrace.cfg", &["--traces", "1000", "--seed", seed, "--workers", workers]);
    assert_eq!(violation("5", "1"), violation("5", "2"));
    assert_eq!(violation("5", "2"), violation("5", "2"));
}

/// The seeds' safety violations (`specs/`), found by simulation as the
/// search finds them. (UpdateCluster's cfg also has temporal properties,
/// which most seeds find violated first: seed 5 draws the deadlock first.)
#[test]
fn simulation_finds_the_seeds_violations() {
    for (spec, cfg, seed, code, message) in [
        ("specs/cluster-update/UpdateCluster.tla", "specs/cluster-update/UpdateCluster.cfg", "5", 11, "Error: Deadlock reached."),
        ("specs/storage/kcpStorage.tla", "specs/storage/kcpStorage.cfg", "1", 12, "Error: Invariant Inv_UsableByAtMostOne is violated."),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(repo_root())
            .args(["simulate", spec, "--cfg", cfg, "--traces", "2000", "--seed", seed])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(code), "{spec}: {text}");
        assert!(text.contains(message), "{spec}: {text}");
    }
}

/// Three corpus models with violations (when the corpus is beside the
/// repository): simulation finds what the search finds, with TLC's
/// recorded verdict.
#[test]
fn simulation_finds_corpus_violations() {
    let corpus = repo_root().join("../shared/corpus/examples");
    if !corpus.is_dir() {
        eprintln!("../shared/corpus is absent: skipped");
        return;
    }
    for (folder, name, message) in [
        ("DieHard", "DieHard", "Error: Invariant NotSolved is violated."),
        ("DieHard", "MCDieHarder", "Error: Invariant NotSolved is violated."),
        ("MissionariesAndCannibals", "MissionariesAndCannibals", "Error: Invariant Solution is violated."),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(corpus.join(folder))
            .args(["simulate", &format!("{name}.tla"), "--cfg", &format!("{name}.cfg"), "--traces", "20000", "--seed", "1"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(12), "{name}: {text}");
        assert!(text.contains(message), "{name}: {text}");
    }
}

/// `--trace-files PREFIX` (TLC's `-simulate file=PREFIX`): each behaviour
/// drawn without a violation is written as TLC writes it, byte for byte on
/// a model with one behaviour.
#[test]
fn behaviours_are_written_to_files_as_tlc_writes_them() {
    let dir = std::env::temp_dir().join(format!("tlars-trace-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let root = repo_root();
    let (spec, cfg) = (root.join("tests/simulate/Count.tla"), root.join("tests/simulate/Count.cfg"));
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(&dir)
        .args(["simulate", spec.to_str().unwrap(), "--cfg", cfg.to_str().unwrap(), "--traces", "2", "--depth", "10", "--trace-files", "tr"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let expected = std::fs::read_to_string(root.join("tests/simulate/tr_0_0.expected")).unwrap();
    assert_eq!(std::fs::read_to_string(dir.join("tr_0_0")).unwrap(), expected);
    assert_eq!(std::fs::read_to_string(dir.join("tr_0_1")).unwrap(), expected.replace("MODULE tr_0_0", "MODULE tr_0_1"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Temporal properties on each behaviour, as TLC's simulation checks them
/// (each state but the last may stutter or go on; a fair cycle violating a
/// property is reported as a lasso): the seeds' liveness violations, which
/// TLC's simulation finds too.
#[test]
fn simulation_finds_the_seeds_temporal_violations() {
    for (spec, cfg, property) in [
        ("specs/cluster-update/UpdateCluster.tla", "specs/cluster-update/UpdateClusterLiveness.cfg", "NoPartialUpdateTermination"),
        ("specs/storage/kcpStorage.tla", "specs/storage/kcpStorageLiveness.cfg", "Termination"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(repo_root())
            .args(["simulate", spec, "--cfg", cfg, "--traces", "2000", "--seed", "1"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(13), "{spec}: {text}");
        assert!(text.contains(&format!("Error: Temporal property {property} was violated.")), "{text}");
        assert!(text.contains("Back to state ") || text.contains(": Stuttering"), "a lasso: {text}");
    }
    // A behaviour without a violation of the temporal properties: none.
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args([
            "simulate",
            "specs/iam-operator/IrsaOperatorLiveness.tla",
            "--cfg",
            "specs/iam-operator/IrsaOperatorLiveness.cfg",
            "--traces",
            "200",
            "--seed",
            "1",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
}

/// `tlars tlc -simulate` prints TLC's simulation messages: the initial
/// states computed, no success message, TLC's statistics line (without
/// tlars' maximum), the seed (as TLC printed them for the same model).
#[test]
fn tlc_simulation_messages() {
    let (code, text) = simulate("tests/simulate/DumpTrace.free.cfg", &["--traces", "3", "--seed", "1", "--messages", "tlc"]);
    assert_eq!(code, Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    let at = |prefix: &str| lines.iter().position(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}\n{text}"));
    assert!(at("Computed 1 initial states...") < at("Finished computing initial states: 1 distinct state generated at "));
    assert!(!text.contains("Model checking completed"), "{text}");
    let stats = lines[at("Progress: ")];
    assert!(stats.ends_with(")") && stats.contains("3 traces generated (trace length: mean=") && !stats.contains("max="), "{stats}");
    assert!(at("Progress: ") < at("The number of states generated: ") && text.contains("Simulation using seed 1 and aril 0"), "{text}");
}

/// A simulation without a violation ends as TLC's `-simulate num=5 -depth
/// 10 -seed 1` ends on the same model (its statistics, the states
/// generated, the seed), and never with the model checker's "No error has
/// been found", which would claim the model was checked whole: it drew
/// behaviours only. (tlars' own line adds the longest behaviour; TLC
/// prints `Progress: 16 states checked, 5 traces generated (trace length:
/// mean=4, var(x)=0, sd=0)` and exits 0.)
#[test]
fn a_simulation_ends_as_tlcs_without_a_verdict() {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["simulate", "tests/simulate/Count.tla", "--traces", "5", "--depth", "10", "--seed", "1", "--workers", "1"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("Finished in")).collect();
    assert_eq!(
        lines,
        [
            "Running Random Simulation with seed 1 with 1 worker.",
            "Progress: 16 states checked, 5 traces generated (trace length: mean=4, var(x)=0, sd=0, max=4)",
            "The number of states generated: 16",
            "Simulation using seed 1 and aril 0",
        ]
    );
}
