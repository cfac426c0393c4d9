use tla_values::{LazySet, Str, Value};

fn int(i: i64) -> Value {
    Value::Int(i)
}

#[test]
fn a_function_on_1_to_n_is_the_tuple() {
    let f = Value::function(vec![(int(2), int(20)), (int(1), int(10))]);
    let t = Value::tuple(vec![int(10), int(20)]);
    assert_eq!(f, t);
    assert_eq!(f.fingerprint(), t.fingerprint());
    assert!(matches!(f, Value::Tuple(_)));
}

#[test]
fn a_function_on_strings_is_the_record() {
    let f = Value::function(vec![(Value::str("b"), int(2)), (Value::str("a"), int(1))]);
    let r = Value::record(vec![(Str::new("a"), int(1)), (Str::new("b"), int(2))]);
    assert_eq!(f, r);
    assert_eq!(f.fingerprint(), r.fingerprint());
    assert_eq!(r.apply(&Value::str("b")).unwrap(), int(2));
}

#[test]
fn the_empty_function_is_the_empty_tuple() {
    assert_eq!(Value::function(vec![]), Value::tuple(vec![]));
    assert_eq!(Value::record(vec![]), Value::tuple(vec![]));
}

#[test]
fn sets_are_ordered_by_size_then_elements() {
    let small = Value::set(vec![int(9)]);
    let big = Value::set(vec![int(1), int(2)]);
    assert!(small < big);
    assert_eq!(Value::set(vec![int(2), int(1), int(2)]), Value::set(vec![int(1), int(2)]));
}

#[test]
fn an_interval_equals_its_enumeration() {
    let lazy = Value::lazy(LazySet::Interval(1, 3));
    let set = Value::set(vec![int(3), int(1), int(2)]);
    assert_eq!(lazy.fingerprint(), set.fingerprint());
    assert_eq!(lazy, set);
    assert!(lazy.contains(&int(2)).unwrap());
    assert!(!lazy.contains(&int(4)).unwrap());
}

#[test]
fn lazy_sets_of_another_size_compare_by_size_without_enumerating() {
    let bits = Value::set(vec![int(0), int(1)]);
    // 2^40 records: comparing with a small set must not enumerate them.
    let huge = Value::lazy(LazySet::FnSet(Value::lazy(LazySet::Interval(1, 40)), bits.clone()));
    let one = Value::set(vec![Value::tuple(vec![int(0); 40])]);
    // (Both directions of the comparison, deliberately.)
    #[allow(clippy::nonminimal_bool)]
    let both = one < huge && huge > one;
    assert!(both);
    assert_ne!(one, huge);
    // Same size: compared element by element, as enumerated sets are.
    let records = Value::lazy(LazySet::RecordSet(vec![(Str::new("a"), bits.clone())]));
    let listed = |xs: &[i64]| Value::set(xs.iter().map(|&x| Value::record(vec![(Str::new("a"), int(x))])).collect());
    assert_eq!(records, listed(&[0, 1]));
    assert_ne!(records, listed(&[0, 2]));
    assert_eq!(records.cmp(&listed(&[0, 2])), listed(&[0, 1]).cmp(&listed(&[0, 2])));
    assert!(records > listed(&[1]));
}

#[test]
fn membership_in_infinite_and_lazy_sets_does_not_enumerate() {
    let nat = Value::lazy(LazySet::Nat);
    assert!(nat.contains(&int(1_000_000)).unwrap());
    assert!(!nat.contains(&int(-1)).unwrap());
    assert!(nat.elements().is_err());
    let s = Value::set(vec![int(1), int(2)]);
    let fns = Value::lazy(LazySet::FnSet(s.clone(), Value::lazy(LazySet::Nat)));
    assert!(fns.contains(&Value::tuple(vec![int(5), int(7)])).unwrap());
    assert!(!fns.contains(&Value::tuple(vec![int(5)])).unwrap());
    let sub = Value::lazy(LazySet::Subset(s.clone()));
    assert_eq!(sub.cardinality().unwrap(), 4);
    assert!(sub.contains(&Value::set(vec![int(2)])).unwrap());
}

#[test]
fn function_sets_enumerate_every_function() {
    let d = Value::set(vec![int(1), int(2)]);
    let r = Value::set(vec![Value::Bool(false), Value::Bool(true)]);
    let all = Value::lazy(LazySet::FnSet(d, r)).to_set().unwrap();
    assert_eq!(all.cardinality().unwrap(), 4);
    assert!(all.contains(&Value::tuple(vec![Value::Bool(true), Value::Bool(false)])).unwrap());
}

#[test]
fn except_replaces_one_value() {
    let t = Value::tuple(vec![int(1), int(2)]);
    let u = t.except(&int(2), int(5)).unwrap();
    assert_eq!(u, Value::tuple(vec![int(1), int(5)]));
    assert_ne!(t.fingerprint(), u.fingerprint());
}

#[test]
fn values_print_as_tlc_prints_them() {
    let v = Value::tuple(vec![int(1), Value::str("a"), Value::set(vec![int(2), int(1)]), Value::Bool(true)]);
    assert_eq!(v.to_string(), r#"<<1, "a", {1, 2}, TRUE>>"#);
    let r = Value::record(vec![(Str::new("x"), int(1))]);
    assert_eq!(r.to_string(), "[x |-> 1]");
    let f = Value::function(vec![(int(0), int(1)), (int(5), int(2))]);
    assert_eq!(f.to_string(), "(0 :> 1 @@ 5 :> 2)");
}

#[test]
fn model_values_sort_below_everything_else() {
    let m = Value::Model(Str::new("m1"));
    assert!(m < int(-100));
    assert!(m < Value::empty_set());
}

/// `v` with its model values renamed, built.
fn renamed(v: &Value, rename: &dyn Fn(Str) -> Str) -> Value {
    match v {
        Value::Model(m) => Value::Model(rename(*m)),
        Value::Tuple(_) => Value::tuple(v.as_seq().unwrap().iter().map(|x| renamed(x, rename)).collect()),
        Value::Record(_) => Value::record(v.record_fields().unwrap().iter().map(|(k, x)| (*k, renamed(x, rename))).collect()),
        Value::Fn(_) => Value::function(v.pairs().unwrap().iter().map(|(k, x)| (renamed(k, rename), renamed(x, rename))).collect()),
        Value::Set(_) | Value::Lazy(_) => Value::set(v.elements().unwrap().iter().map(|x| renamed(x, rename)).collect()),
        _ => v.clone(),
    }
}

/// The one-pass fingerprints under SYMMETRY's renamings are those of the
/// values each renaming gives, built, for values that mix renamed model values, model values
/// no renaming moves and parts without model values.
#[test]
fn renamed_fingerprints_in_one_pass_equal_each_renaming() {
    use tla_values::{Renamed, Renamings};
    let [a, b, c, other] = ["rfa", "rfb", "rfc", "rfother"].map(Str::new);
    // The 6 permutations of {a, b, c}, as maps.
    let orders = [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]];
    let rename = |p: usize, m: Str| [a, b, c].iter().position(|x| *x == m).map_or(m, |i| orders[p][i]);
    let len = [a, b, c, other].iter().map(|s| s.0 as usize + 1).max().unwrap();
    let leaves: Vec<Option<Box<[u64]>>> =
        (0..len as u32).map(Str).map(|m| [a, b, c].contains(&m).then(|| (0..6).map(|p| Value::Model(rename(p, m)).fingerprint()).collect())).collect();
    let r = Renamings { count: 6, leaves: &leaves };
    let m = Value::Model;
    let values = [
        int(3),
        m(a),
        m(other),
        Value::set(vec![m(a), m(b), int(1)]),
        Value::tuple(vec![m(c), Value::set(vec![m(a)]), m(other)]),
        Value::function(vec![(m(a), int(1)), (m(b), Value::set(vec![m(c), m(a)])), (m(c), int(2))]),
        Value::record(vec![(Str::new("log"), Value::tuple(vec![int(1), int(2)])), (Str::new("leader"), m(b))]),
        Value::function(vec![(m(other), Value::tuple(vec![int(5)])), (int(4), m(c))]),
        Value::set(vec![Value::tuple(vec![int(1)]), Value::tuple(vec![int(2)])]),
        Value::lazy(LazySet::Interval(1, 3)),
    ];
    for v in &values {
        let each = v.renamed_fingerprints(&r);
        for p in 0..6 {
            let one = renamed(v, &|s| rename(p, s)).fingerprint();
            match &each {
                Renamed::Same => assert_eq!(one, v.fingerprint(), "{v} under renaming {p}"),
                each => assert_eq!(each.as_slice()[p], one, "{v} under renaming {p}"),
            }
        }
    }
}

/// An interval is fingerprinted element by element without being built
/// (1..2147483647 is a state TLC fingerprints), and as the set it equals.
#[test]
fn an_interval_fingerprints_as_its_set() {
    for (a, b) in [(1, 1000), (-5, 5), (3, 2), (7, 7)] {
        let built = Value::set((a..=b).map(Value::Int).collect());
        assert_eq!(Value::lazy(LazySet::Interval(a, b)).fingerprint(), built.fingerprint(), "{a}..{b}");
    }
}

/// A compound value's fingerprint reads its parts' from their caches
/// where they were computed before: the same number as a value built
/// afresh, none of whose parts was fingerprinted.
#[test]
fn fingerprints_read_from_the_parts_caches_equal_those_computed_afresh() {
    let build = || {
        let msg = Value::record(vec![(Str::new("type"), Value::str("req")), (Str::new("clock"), int(3))]);
        let chan = Value::tuple(vec![msg.clone(), msg]);
        let row = Value::tuple(vec![chan.clone(), Value::tuple(vec![]), chan]);
        let set = Value::set(vec![int(1), Value::str("a"), Value::Bool(true), Value::tuple(vec![int(2)])]);
        let f = Value::function(vec![(int(0), row.clone()), (int(5), set.clone())]);
        (Value::tuple(vec![row, set, f.clone()]), f)
    };
    let (afresh, _) = build();
    let (shared, part) = build();
    // (A part fingerprinted first: the whole then reads its cache.)
    part.fingerprint();
    assert_eq!(afresh.fingerprint(), shared.fingerprint());
    let (other, _) = build();
    assert_eq!(afresh.fingerprint(), other.fingerprint());
    assert_ne!(afresh.fingerprint(), Value::tuple(vec![int(1)]).fingerprint());
}

/// A value is two words, its tag one of them (see `Value`), and an
/// optional value (a frame slot, a variable of the next state) is no
/// larger.
#[test]
fn a_value_is_two_words_and_an_optional_one_too() {
    assert_eq!(std::mem::size_of::<Value>(), 16);
    assert_eq!(std::mem::size_of::<Option<Value>>(), 16);
}

/// A function's argument is found in its domain whether the domain is of
/// consecutive model values or integers (where its place is guessed) or
/// not (a gap, a guess past the end, below the first, of another kind).
#[test]
fn functions_apply_on_domains_with_and_without_gaps() {
    let models: Vec<Value> = ["fa1", "fa2", "fa3", "fb"].iter().map(|n| Value::Model(Str::new(n))).collect();
    let ints = [-3, -2, 0, 1, 2, 7].map(Value::Int);
    for domain in [&models[..3], &models[..], &ints[..], &ints[2..5]] {
        let f = Value::function(domain.iter().enumerate().map(|(i, d)| (d.clone(), Value::Int(i as i64 * 10))).collect());
        let Value::Fn(_) = &f else { continue };
        let mut sorted = domain.to_vec();
        sorted.sort();
        for d in domain {
            let at = sorted.binary_search(d).unwrap();
            let expected = domain.iter().position(|x| x == d).unwrap() as i64 * 10;
            assert_eq!(f.apply(d).unwrap(), Value::Int(expected), "{d} at {at} of {f}");
            assert_eq!(f.except(d, Value::Int(-1)).unwrap().apply(d).unwrap(), Value::Int(-1));
        }
        for absent in [Value::Int(5), Value::Int(-9), Value::Int(i64::MAX), Value::Model(Str::new("fz")), Value::Str(Str::new("fa1"))] {
            assert!(f.apply_ref(&absent).is_none(), "{absent} in {f}");
        }
    }
}

/// Membership in a set whose elements are consecutive (where the place
/// of a member is guessed) or not.
#[test]
fn membership_in_sets_with_and_without_gaps() {
    let ints = [-3, -2, 0, 1, 2, 7];
    for elems in [&ints[..], &ints[2..5]] {
        let set = Value::set(elems.iter().map(|&i| Value::Int(i)).collect());
        for i in -10..10 {
            assert_eq!(set.contains(&Value::Int(i)).unwrap(), elems.contains(&i), "{i} in {set}");
        }
    }
    let models = Value::set(["fm1", "fm2", "fm4"].iter().map(|n| Value::Model(Str::new(n))).collect());
    for (n, member) in [("fm1", true), ("fm2", true), ("fm3", false), ("fm4", true), ("fm0", false)] {
        assert_eq!(models.contains(&Value::Model(Str::new(n))).unwrap(), member, "{n}");
    }
}
