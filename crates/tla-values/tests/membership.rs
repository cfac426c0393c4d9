//! `Membership`: the test read once from a set fixed for the run says
//! "surely" of the members type invariants ask about, and never of a value
//! `contains_in` does not call a member (or fails on).

use tla_values::member::Membership;
use tla_values::{LazySet, Str, Value};

fn int(i: i64) -> Value {
    Value::Int(i)
}
fn interval(a: i64, b: i64) -> Value {
    Value::lazy(LazySet::Interval(a, b))
}
fn msg(k: &str, n: i64) -> Value {
    Value::record(vec![(Str::new("k"), Value::str(k)), (Str::new("n"), int(n))])
}

/// Each (set, value) pair: `surely_contains` implies `contains` is true;
/// and it is "surely" exactly where `expected` says so.
fn check(set: &Value, cases: &[(Value, bool)]) {
    let test = Membership::of(set);
    for (v, expected) in cases {
        let surely = test.surely_contains(v);
        assert_eq!(surely, *expected, "surely_contains({v}) in {set}");
        if surely {
            assert!(set.contains(v).unwrap(), "{v} in {set}");
        }
    }
}

#[test]
fn functions_on_an_interval_are_tuples_of_its_length() {
    let set = Value::lazy(LazySet::FnSet(interval(1, 3), Value::lazy(LazySet::Nat)));
    check(
        &set,
        &[
            (Value::tuple(vec![int(0), int(1), int(2)]), true),
            (Value::tuple(vec![int(0), int(1)]), false),
            (Value::tuple(vec![int(0), int(-1), int(2)]), false),
            (Value::tuple(vec![int(0), Value::str("a"), int(2)]), false),
            (Value::set(vec![]), false),
        ],
    );
}

#[test]
fn functions_on_other_domains_compare_the_domain() {
    let range = Value::lazy(LazySet::Subset(interval(1, 3)));
    let set = Value::lazy(LazySet::FnSet(Value::set(vec![int(2), int(5)]), range));
    let f = |a: Vec<Value>, b: Vec<Value>| Value::function(vec![(int(2), Value::set(a)), (int(5), Value::set(b))]);
    check(
        &set,
        &[
            (f(vec![], vec![int(1), int(3)]), true),
            (f(vec![], vec![int(4)]), false),
            (Value::function(vec![(int(2), Value::set(vec![])), (int(6), Value::set(vec![]))]), false),
        ],
    );
    let strings = Value::lazy(LazySet::FnSet(Value::set(vec![Value::str("u"), Value::str("v")]), Value::lazy(LazySet::Nat)));
    let rec = |u: i64, v: i64| Value::record(vec![(Str::new("u"), int(u)), (Str::new("v"), int(v))]);
    check(&strings, &[(rec(0, 7), true), (rec(0, -7), false)]);
}

#[test]
fn listed_sets_by_fingerprint_records_and_sequences_of_them() {
    let msgs = Value::set(vec![msg("a", 0), msg("b", 0), msg("c", 1), msg("c", 2)]);
    check(&msgs, &[(msg("c", 2), true), (msg("c", 3), false), (msg("d", 0), false)]);
    let seqs = Value::lazy(LazySet::Seq(msgs.clone()));
    check(&seqs, &[(Value::tuple(vec![]), true), (Value::tuple(vec![msg("a", 0), msg("c", 1)]), true), (Value::tuple(vec![msg("a", 0), msg("c", 9)]), false)]);
    let records = Value::lazy(LazySet::RecordSet(vec![(Str::new("k"), Value::lazy(LazySet::Strings)), (Str::new("n"), interval(0, 3))]));
    check(&records, &[(msg("zz", 3), true), (msg("zz", 4), false), (Value::record(vec![(Str::new("k"), Value::str("a"))]), false)]);
}

#[test]
fn products_unions_and_sets_it_does_not_read() {
    let product = Value::lazy(LazySet::Product(vec![interval(1, 3), Value::set(vec![Value::str("x"), Value::str("y")])]));
    check(&product, &[(Value::tuple(vec![int(2), Value::str("y")]), true), (Value::tuple(vec![int(2), Value::str("z")]), false)]);
    // Only the left operand of an infinite union: the right one is asked
    // after it, which might fail first.
    let cup = Value::lazy(LazySet::Cup(Value::lazy(LazySet::Nat), Value::lazy(LazySet::Strings)));
    check(&cup, &[(int(3), true), (Value::str("s"), false)]);
    let diff = Value::lazy(LazySet::Diff(Value::lazy(LazySet::Nat), Value::set(vec![int(0)])));
    check(&diff, &[(int(3), false)]);
}

/// `surely_contains_after(v, member)`: the parts of `v` shared with a
/// known member where the set's structure puts them are not looked at
/// again (here a shared part that is not a member, which only a shared
/// part of a real member could never be, shows that they were not); the
/// others are tested as `surely_contains` tests them.
#[test]
fn a_successor_is_tested_where_it_differs_from_a_member() {
    let msgs = Value::set(vec![msg("a", 0), msg("b", 0)]);
    let set = Value::lazy(LazySet::FnSet(interval(1, 2), Value::lazy(LazySet::Seq(msgs.clone()))));
    let test = Membership::of(&set);
    // A stand-in for a shared part: the same allocation in both values.
    let outsider = Value::tuple(vec![msg("z", 9)]);
    let member = Value::tuple(vec![outsider.clone(), Value::tuple(vec![msg("a", 0)])]);
    // Channel 1 shared (not tested), channel 2 changed: tested.
    let good = Value::tuple(vec![outsider.clone(), Value::tuple(vec![msg("a", 0), msg("b", 0)])]);
    let bad = Value::tuple(vec![outsider.clone(), Value::tuple(vec![msg("c", 0)])]);
    assert!(test.surely_contains_after(&good, &member));
    assert!(!test.surely_contains_after(&bad, &member));
    // Without the member to compare with, the outsider is tested.
    assert!(!test.surely_contains(&good));
    // A sequence after Tail is paired from the end, after Append from the
    // start: each shared element is not looked at again.
    let shared = msg("z", 9);
    let seqs = Membership::of(&Value::lazy(LazySet::Seq(msgs.clone())));
    let before = Value::tuple(vec![msg("a", 0), shared.clone()]);
    assert!(seqs.surely_contains_after(&Value::tuple(vec![shared.clone()]), &before));
    assert!(seqs.surely_contains_after(&Value::tuple(vec![msg("a", 0), shared.clone(), msg("b", 0)]), &before));
    assert!(!seqs.surely_contains_after(&Value::tuple(vec![msg("a", 0), shared.clone(), msg("c", 0)]), &before));
    // Records field by field, functions on listed domains value by value.
    let records = Membership::of(&Value::lazy(LazySet::RecordSet(vec![(Str::new("k"), Value::lazy(LazySet::Strings)), (Str::new("n"), interval(0, 3))])));
    let big = int(99);
    let rec = |n: Value| Value::record(vec![(Str::new("k"), Value::str("x")), (Str::new("n"), n)]);
    assert!(!records.surely_contains_after(&rec(big.clone()), &rec(int(1))));
    let fns = Membership::of(&Value::lazy(LazySet::FnSet(Value::set(vec![int(2), int(5)]), Value::lazy(LazySet::Seq(msgs)))));
    let f = |a: Value, b: Value| Value::function(vec![(int(2), a), (int(5), b)]);
    assert!(fns.surely_contains_after(&f(outsider.clone(), Value::tuple(vec![])), &f(outsider.clone(), Value::tuple(vec![msg("b", 0)]))));
    assert!(!fns.surely_contains_after(&f(outsider.clone(), Value::tuple(vec![msg("q", 0)])), &f(outsider, Value::tuple(vec![]))));
}
