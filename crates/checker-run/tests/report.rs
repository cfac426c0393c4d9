//! Reading TLC's report text: the tests of the readers this crate replaced
//! (the conformance runner's `tlc_output`, `tlars diff`'s report and
//! `difffuzz`'s), with the crate's field names, and the edge rules.

use checker_run::report::{last_line, Report};

const TLC_SUCCESS: &str = "\
TLC2 Version 2.19 of 08 August 2024 (rev: 5a47802)
Running breadth-first search Model-Checking with fp 14 and seed 1 with 1 worker on 2 cores
Parsing file /corpus/swarmkit/SwarmKit.tla
Semantic processing of module SwarmKit
Starting... (2024-01-01 00:00:00)
Computing initial states...
Finished computing initial states: 1 distinct state generated at 2024-01-01 00:00:00.
Progress(12) at 2024-01-01 00:00:03: 20,000 states generated (400,000 s/min), 3,000 distinct states found, 150 states left on queue.
Model checking completed. No error has been found.
  Estimates of the probability that TLC did not check all reachable states
  because two distinct states had the same fingerprint:
  calculated (optimistic):  val = 1.4E-12
33593 states generated, 5190 distinct states found, 0 states left on queue.
The depth of the complete state graph search is 24.
The average outdegree of the complete state graph is 1 (minimum is 0, the maximum 6 and the 95th percentile is 3).
Finished in 09s at (2024-01-01 00:00:09)
";

#[test]
fn success_counts() {
    let r = Report::parse(TLC_SUCCESS);
    assert_eq!(r.generated, Some(33593));
    assert_eq!(r.distinct, Some(5190));
    assert_eq!(r.left_on_queue, Some(0));
    assert_eq!(r.depth, Some(24));
    assert_eq!(r.unsupported, None);
    assert_eq!(r.error, None);
    assert_eq!((r.violated, r.trace_length), (None, None));
}

#[test]
fn success_counts_with_thousands_separators() {
    let r = Report::parse("Model checking completed. No error has been found.\n1,024 states generated, 512 distinct states found, 0 states left on queue.\nThe depth of the complete state graph search is 7.\n");
    assert_eq!((r.generated, r.distinct, r.depth, r.violated), (Some(1024), Some(512), Some(7), None));
}

#[test]
fn progress_lines_alone_give_no_counts() {
    let r = Report::parse("Progress(3) at 2024-01-01 00:00:03: 1,000 states generated (1,000 s/min), 10 distinct states found, 5 states left on queue.\n");
    assert_eq!((r.generated, r.distinct, r.left_on_queue, r.depth), (None, None, None, None));
}

#[test]
fn tlars_progress_lines_give_no_counts() {
    let progress =
        "Progress(19) at 00:01:00: 19732242 states generated (328864 s/s), 3463003 distinct states found (57716 ds/s), 1223443 states left on queue.\n";
    let r = Report::parse(progress);
    assert_eq!((r.generated, r.distinct, r.left_on_queue), (None, None, None));
    // Nor do they replace the final line when printed after it.
    let r = Report::parse(&format!("12 states generated, 7 distinct states found, 0 states left on queue.\n{progress}"));
    assert_eq!((r.generated, r.distinct, r.left_on_queue), (Some(12), Some(7), Some(0)));
}

#[test]
fn progress_lines_are_not_the_final_counts() {
    let text = "Progress(3) at 2024-01-01 00:00:00: 10 states generated (10 s/min), 5 distinct states found (5 ds/min), 2 states left on queue.\n12 states generated, 7 distinct states found, 0 states left on queue.\n";
    let r = Report::parse(text);
    assert_eq!((r.generated, r.distinct, r.left_on_queue), (Some(12), Some(7), Some(0)));
}

#[test]
fn thousands_separators_and_last_line_wins() {
    let r = Report::parse(
        "1 states generated, 1 distinct states found, 0 states left on queue.\n\
         1,350,001 states generated, 25,000 distinct states found, 0 states left on queue.\n\
         The depth of the complete state graph search is 1,016.\n",
    );
    assert_eq!((r.generated, r.distinct, r.depth), (Some(1_350_001), Some(25_000), Some(1016)));
}

#[test]
fn singular_forms() {
    let r = Report::parse("1 state generated, 1 distinct state found, 0 states left on queue.\n");
    assert_eq!((r.generated, r.distinct, r.left_on_queue), (Some(1), Some(1), Some(0)));
}

#[test]
fn a_counts_line_must_be_whole() {
    let r = Report::parse(
        "x: 9 states generated, 7 distinct states found, 1 states left on queue.\n9 states generated, 7 distinct states found, 1 states left on queue. more\n",
    );
    assert_eq!(r.generated, None);
}

#[test]
fn safety_failure() {
    let r = Report::parse(
        "Error: Invariant NotSolved is violated.\n\
         Error: The behavior up to this point is:\n\
         State 1: <Initial predicate>\n/\\ big = 0\n\n\
         109 states generated, 97 distinct states found, 22 states left on queue.\n\
         The depth of the complete state graph search is 7.\n",
    );
    assert_eq!(r.error.as_deref(), Some("Error: Invariant NotSolved is violated."));
    assert_eq!(r.violated.as_deref(), Some("Invariant NotSolved"));
    assert_eq!((r.generated, r.distinct, r.left_on_queue, r.depth), (Some(109), Some(97), Some(22), Some(7)));
}

#[test]
fn a_violation_report() {
    let text = "Error: Invariant Inv is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n\nState 2: <A line 5, col 1 to line 5, col 9 of module M>\n/\\ x = 1\n\n1,071 states generated, 23 distinct states found, 6 states left on queue.\nThe depth of the complete state graph search is 6.\n";
    let r = Report::parse(text);
    assert_eq!((r.generated, r.distinct, r.left_on_queue, r.depth), (Some(1071), Some(23), Some(6), Some(6)));
    assert_eq!(r.violated.as_deref(), Some("Invariant Inv"));
    assert_eq!(r.error.as_deref(), Some("Error: Invariant Inv is violated."));
    assert_eq!(r.trace_length, Some(2));
}

#[test]
fn invariant_trace() {
    let out = "Error: Invariant Inv2 is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n\nState 2: <Act1 line 3, col 1 to line 4, col 9 of module Spec>\n/\\ x = 1\n\n";
    let r = Report::parse(out);
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Invariant Inv2"), Some(2)));
}

#[test]
fn initial_state_violation() {
    let r = Report::parse("Error: Invariant Inv1 is violated by the initial state:\n/\\ x = 0\n");
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Invariant Inv1"), Some(1)));
    assert_eq!(r.error.as_deref(), Some("Error: Invariant Inv1 is violated by the initial state:"));
}

#[test]
fn deadlock() {
    let r = Report::parse("Error: Deadlock reached.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ x = 0\n");
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Deadlock"), Some(1)));
    assert_eq!(r.error.as_deref(), Some("Error: Deadlock reached."));
}

#[test]
fn action_and_temporal_properties() {
    let r =
        Report::parse("Error: Action property Step is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\nState 2: <Next>\n");
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Action property Step"), Some(2)));
    let r = Report::parse(
        "Error: Temporal properties were violated.\n\nError: The following behavior constitutes a counter-example:\n\nState 1: <Initial predicate>\nState 2: <Next>\nState 3: <Next>\nBack to state 2: <Next>\n",
    );
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Temporal properties"), Some(3)));
    assert_eq!(r.error.as_deref(), Some("Error: Temporal properties were violated."));
}

#[test]
fn trace_headers_are_not_the_error() {
    let r = Report::parse("Error: The behavior up to this point is:\nState 1: <Initial predicate>\nFatal error: out of memory\n");
    assert_eq!(r.error.as_deref(), Some("Fatal error: out of memory"));
    let r = Report::parse("Error: The following behavior constitutes a counter-example:\n  error: the checker gave up\n");
    assert_eq!(r.error.as_deref(), Some("error: the checker gave up"));
}

#[test]
fn unsupported_line() {
    let r = Report::parse("Parsing...\n  unsupported: the operator \\cdot\nunsupported: second\n");
    assert_eq!(r.unsupported.as_deref(), Some("unsupported: the operator \\cdot"));
    assert_eq!(r.generated, None);
}

#[test]
fn windows_line_endings() {
    let r = Report::parse("10 states generated, 4 distinct states found, 0 states left on queue.\r\nThe depth of the complete state graph search is 3.\r\n");
    assert_eq!((r.generated, r.distinct, r.depth), (Some(10), Some(4), Some(3)));
    let r = Report::parse("Error: Invariant Inv is violated.\r\nState 1: <Initial predicate>\r\n/\\ x = 0\r\nState 2: <Next>\r\n");
    assert_eq!(r.error.as_deref(), Some("Error: Invariant Inv is violated."));
    assert_eq!((r.violated.as_deref(), r.trace_length), (Some("Invariant Inv"), Some(2)));
}

#[test]
fn last_lines() {
    assert_eq!(last_line("a\n b \n\n"), Some("b"));
    assert_eq!(last_line("a\r\n b \r\n\r\n"), Some("b"));
    assert_eq!(last_line("\n \n"), None);
}

#[test]
fn a_conjunct_named_by_its_place_is_the_violated_name() {
    let r = Report::parse("Error: Action property line 11, col 26 to line 11, col 37 of module M is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n");
    assert_eq!(r.violated.as_deref(), Some("Action property line 11, col 26 to line 11, col 37 of module M"));
}
