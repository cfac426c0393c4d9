//! Model assembly: what TLC refuses in a configuration, what it judges
//! before the search, and the verdict after it, on small models.

use std::time::Instant;
use tla_check::Outcome;
use tla_diagnostics::SourceMap;
use tla_model::{Judged, LoadOptions, Model, ModelError, Notice, RunOptions, Verdict};

const SPEC: &str = "---- MODULE M ----
EXTENDS Naturals
CONSTANT N
VARIABLES x, y
Init == x = 0 /\\ y = 0
Next == x < N /\\ x' = x + 1 /\\ y' = y
Spec == Init /\\ [][Next]_<<x, y>> /\\ WF_<<x, y>>(Next)
Unfair == Init /\\ [][Next]_<<x, y>>
Partial == Init /\\ [][Next]_x
Reaches == <>(x = N)
Bounded == x <= N
Primed == x' = x
Reads == x + 1
Done == TLCGet(\"distinct\") = N + 1
Wrong == TLCGet(\"distinct\") = 0
ConstFalse == N < 0
====
";

/// Loads the module above (or `tla`) with the configuration `cfg`.
fn load(test: &str, tla: Option<&str>, cfg: &str) -> (Result<Model, ModelError>, Vec<Notice>) {
    let dir = std::env::temp_dir().join(format!("tla-model-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (spec, cfg_path) = (dir.join("M.tla"), dir.join("M.cfg"));
    std::fs::write(&spec, tla.unwrap_or(SPEC).replace("EXTENDS Naturals", "EXTENDS Naturals, TLC")).unwrap();
    std::fs::write(&cfg_path, cfg).unwrap();
    let mut notices = Vec::new();
    let options = LoadOptions { spec, cfg: Some(cfg_path), include: vec![], also: vec![], texts: vec![], trace_module: true };
    let model = Model::load(&options, &mut SourceMap::new(), &mut notices);
    (model, notices)
}

fn tlc_error(e: ModelError) -> (u8, String) {
    match e {
        ModelError::Tlc { status, message, .. } => (status, message),
        other => panic!("expected TLC's error, got {other:?}"),
    }
}

fn run_options() -> RunOptions {
    RunOptions {
        workers: 1,
        no_deadlock: false,
        max_depth: None,
        live_progress: false,
        started: Instant::now(),
        memory: Default::default(),
        checkpoint: Default::default(),
        continue_search: false,
        coverage: None,
        fingerprint_distance: false,
        dump: None,
        interpret: false,
    }
}

/// Loads, starts and checks the model; the verdict and the counts.
fn check(test: &str, cfg: &str) -> Result<(Judged, Outcome), ModelError> {
    let model = load(test, None, cfg).0?;
    let checked = model.check(run_options(), |_| {}, |checked| (checked.judged, checked.outcome))?;
    Ok(checked.expect("the model has variables"))
}

#[test]
fn specification_with_init_is_refused() {
    let (model, _) = load("spec-init", None, "CONSTANT N = 2\nSPECIFICATION Spec\nINIT Init\n");
    let e = model.err().expect("refused");
    assert!(matches!(e, ModelError::Config(_)), "{e:?}");
    assert_eq!(e.status(), 151);
}

#[test]
fn an_undefined_directive_is_named() {
    let (model, _) = load("undefined", None, "CONSTANT N = 2\nINIT Init\nNEXT Next\nINVARIANT Nope\n");
    assert_eq!(
        tlc_error(model.err().unwrap()),
        (151, "The invariant Nope specified in the configuration file\nis not defined in the specification.".to_string())
    );
    let (model, _) = load("undefined-next", None, "CONSTANT N = 2\nINIT Init\nNEXT Step\n");
    let (status, message) = tlc_error(model.err().unwrap());
    assert_eq!(status, 151);
    assert!(message.contains("next state action Step"), "{message}");
}

#[test]
fn an_action_as_invariant_is_refused() {
    let (model, _) = load("primed", None, "CONSTANT N = 2\nINIT Init\nNEXT Next\nINVARIANT Primed\n");
    let (status, message) = tlc_error(model.err().unwrap());
    assert_eq!(status, 76);
    assert!(message.contains("not a state predicate"), "{message}");
}

#[test]
fn a_subscript_without_a_variable_is_a_warning() {
    let (model, notices) = load("subscript", None, "CONSTANT N = 2\nSPECIFICATION Partial\n");
    assert!(model.is_ok());
    assert_eq!(notices.len(), 1);
    assert!(matches!(&notices[0], Notice::Warning(_, text) if text.ends_with("the state variable y")), "{notices:?}");
}

#[test]
fn a_constant_replaced_by_a_state_function_is_refused_as_the_configuration_is_read() {
    let (model, _) = load("substitution", None, "CONSTANT N <- Reads\nINIT Init\nNEXT Next\n");
    let (status, message) = tlc_error(model.err().expect("refused"));
    assert_eq!(status, 151);
    assert!(message.starts_with("The configuration file substitutes constant N with non-constant Reads"), "{message}");
}

#[test]
fn a_false_assumption_and_a_constant_invariant() {
    let tla = SPEC.replace("ConstFalse ==", "ASSUME N > 5\nConstFalse ==");
    let (model, _) = load("assume", Some(&tla), "CONSTANT N = 2\nINIT Init\nNEXT Next\n");
    let model = model.expect("loads");
    let (status, message) = tlc_error(model.check(run_options(), |_| {}, |_| ()).expect_err("refused"));
    assert_eq!(status, 10);
    assert!(message.starts_with("Assumption line "), "{message}");
    // TLC judges a constant invariant as it reads the configuration,
    // before the ASSUMEs.
    let (model, _) = load("const-inv", Some(&tla), "CONSTANT N = 2\nINIT Init\nNEXT Next\nINVARIANT ConstFalse\n");
    let (status, message) = tlc_error(model.err().expect("refused"));
    assert_eq!((status, message.as_str()), (151, "The invariant of ConstFalse is equal to FALSE"));
}

#[test]
fn fairness_of_the_specification_decides_liveness() {
    let (judged, outcome) = check("fair", "CONSTANT N = 3\nSPECIFICATION Spec\nPROPERTY Reaches\nINVARIANT Bounded\nCHECK_DEADLOCK FALSE\n").unwrap();
    assert!(matches!(judged.verdict, Verdict::Success));
    assert_eq!((outcome.stats.distinct, outcome.stats.depth), (4, 4));
    let (judged, _) = check("unfair", "CONSTANT N = 3\nSPECIFICATION Unfair\nPROPERTY Reaches\nCHECK_DEADLOCK FALSE\n").unwrap();
    assert!(matches!(&judged.verdict, Verdict::Liveness(name, None) if name == "Reaches"));
    // Stuttering at the start violates it.
    assert_eq!(judged.lasso.len(), 1);
}

#[test]
fn postconditions_read_the_final_counts() {
    // N + 1 distinct states: x from 0 to N.
    let (judged, _) = check("post-ok", "CONSTANT N = 3\nINIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\nPOSTCONDITION Done\n").unwrap();
    assert!(matches!(judged.verdict, Verdict::Success));
    let (judged, _) = check("post-wrong", "CONSTANT N = 3\nINIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\nPOSTCONDITION Wrong\n").unwrap();
    assert!(matches!(&judged.verdict, Verdict::Postcondition(name, None) if name.starts_with("Wrong at line 15")));
}

/// A run's settings are its own: two runs of one model in one process, on
/// two threads at once, one with TLC's 32-bit integers and one with
/// integers of any size (`--big-integers`), each get their own verdict,
/// and the search's workers take their run's settings.
#[test]
fn two_runs_in_one_process_keep_their_own_settings() {
    let tla = "---- MODULE M ----
EXTENDS Naturals
VARIABLE x
Init == x = 65536
Next == x < 65537 /\\ x' = x * x
====
";
    let run = |big_integers: bool| {
        let context = tla_eval::RunContext { values: tla_values::Settings { big_integers, ..Default::default() }, ..Default::default() };
        std::thread::spawn(move || {
            let _context = context.install();
            let model = load(if big_integers { "settings-big" } else { "settings-tlc" }, Some(tla), "INIT Init\nNEXT Next\n").0.unwrap();
            let options = RunOptions { workers: 2, no_deadlock: true, ..run_options() };
            let checked = model.check(options, |_| {}, |checked| (checked.judged.verdict, checked.outcome.stats.distinct)).unwrap().unwrap();
            (checked, tla_values::Settings::current().big_integers)
        })
    };
    let (tlc, big) = (run(false), run(true));
    let ((tlc_verdict, _), tlc_setting) = tlc.join().unwrap();
    let ((big_verdict, big_distinct), big_setting) = big.join().unwrap();
    assert!((tlc_setting, big_setting) == (false, true));
    // 65536 * 65536 leaves TLC's 32 bits: its overflow error.
    assert!(matches!(tlc_verdict, Verdict::Safety(tla_check::Violation::Eval(_))), "the TLC-settings run found no overflow");
    assert!(matches!(big_verdict, Verdict::Success), "the big-integer run did not succeed");
    assert_eq!(big_distinct, 2);
}
