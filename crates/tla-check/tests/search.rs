//! The search engine: one worker or several, the same counts, depth,
//! violation and trace (the merge takes successors in queue order, as a
//! single worker meets them).

mod common;

use tla_check::{Checker, Outcome, Violation};
use tla_eval::Evaluator;

/// A grid walk with many paths to each state (so that a level finds its
/// states several times), bounded by a state constraint.
const GRID: &str = "---- MODULE M ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\\ y = 0
Next == \\/ x' = x + 1 /\\ y' = y
        \\/ y' = y + 1 /\\ x' = x
        \\/ x' = x + 1 /\\ y' = y + 1
Bound == x <= 30 /\\ y <= 30
Small == x + y < 41
Fails == IF x = 12 /\\ y = 20 THEN 1 \\div 0 = 0 ELSE TRUE
====
";

fn run(test: &str, invariant: Option<&str>, workers: usize) -> (String, Outcome) {
    let mut names = vec!["Init", "Next", "Bound"];
    names.extend(invariant);
    let m = common::compile(&format!("search-{test}-{workers}"), GRID, &names);
    let ev = Evaluator::new(&m.ops, &m.vars);
    let mut spec = common::spec(m.calls[0], m.calls[1]);
    spec.constraints = vec![m.calls[2]];
    spec.invariants = invariant.iter().zip(&m.calls[3..]).map(|(n, ir)| (n.to_string(), *ir)).collect();
    let outcome = Checker::new(&ev, &spec).run_with(workers);
    let trace: Vec<String> = outcome.trace.iter().map(|(s, _)| format!("{}/{}", s[0], s[1])).collect();
    (trace.join(" "), outcome)
}

fn summary(o: &Outcome) -> String {
    let v = match &o.violation {
        None => "none".to_string(),
        Some(Violation::Invariant(n)) => format!("invariant {n}"),
        Some(Violation::InvariantEval(n, e, _)) => format!("invariant {n} failed: {}", e.message),
        Some(other) => format!("{other:?}"),
    };
    let s = &o.stats;
    format!("{v}; {} generated, {} distinct, {} left, depth {}", s.generated, s.distinct, s.left_on_queue, s.depth)
}

#[test]
fn complete_search_counts_do_not_depend_on_workers() {
    let (_, one) = run("complete", None, 1);
    // 31 x 31 states; every state inside the bound has three successors.
    assert_eq!(summary(&one), "none; 2884 generated, 961 distinct, 0 left, depth 31");
    for workers in [2, 3] {
        assert_eq!(summary(&run("complete", None, workers).1), summary(&one));
    }
}

#[test]
fn a_violation_is_the_one_a_single_worker_finds_first() {
    let (trace, one) = run("violation", Some("Small"), 1);
    assert!(matches!(one.violation, Some(Violation::Invariant(_))));
    assert_eq!(trace.split(' ').count() as u64, one.stats.depth);
    for workers in [2, 3] {
        let (t, o) = run("violation", Some("Small"), workers);
        assert_eq!(summary(&o), summary(&one));
        assert_eq!(t, trace);
    }
}

#[test]
fn an_invariant_that_fails_to_evaluate_stops_where_one_worker_stops() {
    let (trace, one) = run("eval", Some("Fails"), 1);
    assert!(matches!(one.violation, Some(Violation::InvariantEval(..))), "{}", summary(&one));
    assert!(trace.ends_with("12/20"), "{trace}");
    for workers in [2, 3] {
        let (t, o) = run("eval", Some("Fails"), workers);
        assert_eq!(summary(&o), summary(&one));
        assert_eq!(t, trace);
    }
}
