//! Liveness on small state graphs: fairness decides which cycles count,
//! weak and strong fairness differ where an action is enabled only
//! intermittently, and a counterexample is a lasso through the graph the
//! search recorded.

mod common;

use tla_check::liveness::Properties;
use tla_check::Checker;
use tla_eval::Evaluator;

/// What checking `property` under the fairness conjuncts `fairness` (names
/// of definitions) gives on the module `body` (with `VARIABLE x`, Init and
/// Next): `None` when it holds, else the values of `x` along the lasso and
/// where its cycle starts (`None`: it ends stuttering).
fn counterexample(test: &str, body: &str, fairness: &[&str], property: &str) -> Option<(Vec<String>, Option<usize>)> {
    let mut names = vec!["Init", "Next", property];
    names.extend(fairness);
    let text = format!("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\n{body}\n====\n");
    let mut m = common::compile(&format!("liveness-{test}"), &text, &names);
    let fairness = m.calls.split_off(3);
    let property = m.calls.pop().unwrap();
    let ev = Evaluator::new(&m.ops, &m.vars);
    let mut spec = common::spec(m.calls[0], m.calls[1]);
    spec.record_graph = true;
    let properties = Properties::new(&ev, &fairness, &[("P".to_string(), property)]).expect("the property is taken apart");
    let outcome = Checker::new(&ev, &spec).run();
    assert!(outcome.violation.is_none());
    let (states, graph) = outcome.graph.expect("the graph is recorded");
    let labels = properties.labels(&ev, &graph, &states, true);
    let cx = properties.check(&labels).expect("the check evaluates")?;
    assert_eq!(cx.property, "P");
    let xs = cx.lasso.states.iter().map(|&s| states.get(s as usize).unwrap()[0].to_string()).collect();
    Some((xs, cx.lasso.cycle_start))
}

const COUNTER: &str = "Init == x = 0\nNext == x < 2 /\\ x' = x + 1\nWF == WF_x(Next)\nReaches == <>(x = 2)";

#[test]
fn without_fairness_a_behaviour_may_stutter_forever() {
    let (xs, cycle) = counterexample("stutter", COUNTER, &[], "Reaches").expect("violated");
    // Stuttering in the initial state is the shortest violating behaviour.
    assert_eq!(xs, vec!["0"]);
    assert_eq!(cycle, None);
}

#[test]
fn weak_fairness_forces_a_continuously_enabled_action() {
    assert_eq!(counterexample("weak", COUNTER, &["WF"], "Reaches"), None);
}

/// `Toggle` always can run and turns `Go` on and off: `Go` is enabled
/// infinitely often but not continuously.
const INTERMITTENT: &str = "Init == x = 0
Toggle == x \\in {0, 1} /\\ x' = 1 - x
Go == x = 1 /\\ x' = 2
Next == Toggle \\/ Go
Fair == WF_x(Toggle)
WeakGo == WF_x(Go)
StrongGo == SF_x(Go)
Reaches == <>(x = 2)";

#[test]
fn weak_fairness_admits_a_cycle_that_disables_the_action() {
    let (xs, cycle) = counterexample("intermittent-weak", INTERMITTENT, &["Fair", "WeakGo"], "Reaches").expect("violated");
    // The lasso toggles forever: 0 -> 1 -> 0 -> ...
    assert!(cycle.is_some());
    assert!(xs.iter().all(|x| x != "2"), "{xs:?}");
    assert!(xs.contains(&"0".to_string()) && xs.contains(&"1".to_string()), "{xs:?}");
}

#[test]
fn strong_fairness_takes_an_action_enabled_infinitely_often() {
    assert_eq!(counterexample("intermittent-strong", INTERMITTENT, &["Fair", "StrongGo"], "Reaches"), None);
}

#[test]
fn leads_to_and_always_eventually() {
    let body = "Init == x = 0\nNext == x' = (x + 1) % 3\nWF == WF_x(Next)\nLeads == (x = 1) ~> (x = 0)\nOften == []<>(x = 2)\nNever == []<>(x = 3)";
    assert_eq!(counterexample("leads", body, &["WF"], "Leads"), None);
    assert_eq!(counterexample("often", body, &["WF"], "Often"), None);
    let (xs, cycle) = counterexample("never", body, &["WF"], "Never").expect("violated");
    // The only fair behaviour cycles through every state.
    assert_eq!(cycle, Some(0));
    assert_eq!(xs, vec!["0", "1", "2"]);
}
