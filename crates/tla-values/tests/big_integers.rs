//! Integers of any size (`--big-integers`): arithmetic across the bounds
//! of `i64` both ways, one representation per number (an `Int` within
//! `i64`, a `Big` past it), their order, fingerprints, printing and byte
//! encodings. The mode is a run's setting, in force on the thread that
//! installs it: every test turns it on for its own thread.

mod common;
use common::{call, err, int, ok};
use tla_values::{BigInt, LazySet, Settings, Value};

fn on() {
    Settings { big_integers: true, ..Settings::TLC }.set_for_thread();
}
fn big(text: &str) -> Value {
    Value::big(text.parse::<BigInt>().unwrap())
}
const MAX: i64 = i64::MAX;
const MIN: i64 = i64::MIN;

#[test]
fn results_past_i64_become_big_and_come_back() {
    on();
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "+", &[int(MAX), int(1)]), big("9223372036854775808"));
        assert!(matches!(ok(m, "+", &[int(MAX), int(1)]), Value::Big(_)));
        assert_eq!(ok(m, "-", &[int(MIN), int(1)]), big("-9223372036854775809"));
        assert_eq!(ok(m, "*", &[int(MAX), int(2)]), big("18446744073709551614"));
        assert_eq!(ok(m, "*", &[int(MIN), int(MIN)]), big("85070591730234615865843651857942052864"));
        // Back within i64: an Int again, equal to the Int.
        let over = ok(m, "+", &[int(MAX), int(1)]);
        let back = ok(m, "-", &[over.clone(), int(1)]);
        assert!(matches!(back, Value::Int(MAX)), "{back:?}");
        let under = ok(m, "-", &[int(MIN), int(1)]);
        assert!(matches!(ok(m, "+", &[under, int(1)]), Value::Int(MIN)));
        assert!(matches!(ok(m, "-", &[over.clone(), over]), Value::Int(0)));
        // Within i64 but past i32: Ints, no error.
        assert_eq!(ok(m, "+", &[int(2147483647), int(1)]), int(2147483648));
        assert_eq!(ok(m, "*", &[int(65536), int(32768)]), int(2147483648));
        assert_eq!(ok(m, "-", &[int(MAX), int(MAX)]), int(0));
    }
    assert_eq!(ok("Integers", "-.", &[int(MIN)]), big("9223372036854775808"));
    assert!(matches!(ok("Integers", "-.", &[big("9223372036854775808")]), Value::Int(MIN)));
    assert_eq!(ok("Integers", "-.", &[int(-2147483648)]), int(2147483648));
    assert_eq!(ok("Integers", "-.", &[int(MAX)]), int(-MAX));
}

#[test]
fn div_and_mod_round_down_at_any_size() {
    on();
    let two64 = big("18446744073709551616");
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "\\div", &[two64.clone(), int(3)]), int(6148914691236517205));
        assert_eq!(ok(m, "%", &[two64.clone(), int(3)]), int(1));
        let neg = ok("Integers", "-.", std::slice::from_ref(&two64));
        assert_eq!(ok(m, "\\div", &[neg.clone(), int(3)]), int(-6148914691236517206));
        assert_eq!(ok(m, "%", &[neg.clone(), int(3)]), int(2));
        assert_eq!(ok(m, "\\div", &[two64.clone(), int(-3)]), int(-6148914691236517206));
        assert_eq!(ok(m, "\\div", &[int(MIN), int(-1)]), big("9223372036854775808"));
        assert_eq!(ok(m, "\\div", &[int(-2147483648), int(-1)]), int(2147483648));
        assert_eq!(ok(m, "\\div", &[int(7), two64.clone()]), int(0));
        assert_eq!(ok(m, "\\div", &[int(-7), two64.clone()]), int(-1));
        assert_eq!(ok(m, "%", &[int(-7), two64.clone()]), big("18446744073709551609"));
        assert_eq!(ok(m, "%", &[int(MIN), int(MAX)]), int(MAX - 1));
        assert_eq!(err(m, "\\div", &[two64.clone(), int(0)]), "The second argument of \\div is 0.");
        assert!(err(m, "%", &[int(5), neg.clone()]).starts_with("The second argument of % should be a positive number"));
        // (TLC's small cases are unchanged.)
        assert_eq!(ok(m, "\\div", &[int(-1), int(2)]), int(-1));
        assert_eq!(ok(m, "%", &[int(-1), int(2)]), int(1));
    }
}

#[test]
fn powers() {
    on();
    assert_eq!(ok("Integers", "^", &[int(2), int(100)]), big("1267650600228229401496703205376"));
    assert_eq!(ok("Integers", "^", &[int(2), int(62)]), int(1 << 62));
    assert_eq!(ok("Integers", "^", &[int(-2), int(63)]), int(MIN));
    assert_eq!(ok("Integers", "^", &[int(2), int(63)]), big("9223372036854775808"));
    assert_eq!(ok("Integers", "^", &[big("9223372036854775808"), int(2)]), big("85070591730234615865843651857942052864"));
    assert_eq!(ok("Integers", "^", &[int(-1), big("9223372036854775809")]), int(-1));
    assert_eq!(ok("Integers", "^", &[int(1), big("9223372036854775809")]), int(1));
    assert!(err("Integers", "^", &[int(2), big("9223372036854775809")]).contains("tlars does not compute it"));
    assert!(err("Integers", "^", &[int(3), int(MAX)]).contains("tlars does not compute it"));
    assert!(err("Integers", "^", &[int(2), big("-9223372036854775809")]).starts_with("The second argument of ^ should be a natural number"));
}

#[test]
fn comparisons_and_order_mix_representations() {
    on();
    let over = big("9223372036854775808");
    let under = big("-9223372036854775809");
    assert_eq!(ok("Integers", "<", &[int(MAX), over.clone()]), Value::Bool(true));
    assert_eq!(ok("Integers", ">", &[under.clone(), int(MIN)]), Value::Bool(false));
    assert_eq!(ok("Integers", "\\leq", &[under.clone(), over.clone()]), Value::Bool(true));
    assert_eq!(ok("Integers", "\\geq", &[over.clone(), over.clone()]), Value::Bool(true));
    assert!(call("Integers", "<", &[over.clone(), Value::str("a")]).unwrap_err().starts_with("The second argument of < should be an integer"));
    let set = Value::set(vec![over.clone(), int(0), under.clone(), int(MIN), int(MAX), big("-1180591620717411303424")]);
    assert_eq!(set.to_string(), "{-1180591620717411303424, -9223372036854775809, -9223372036854775808, 0, 9223372036854775807, 9223372036854775808}");
    assert!(int(MAX) < over && under < int(MIN) && under < over);
    // One representation: computed and written numbers are equal, hash alike.
    let computed = ok("Integers", "+", &[int(MAX), int(1)]);
    assert_eq!(computed, over);
    assert_eq!(computed.fingerprint(), over.fingerprint());
    assert_ne!(over.fingerprint(), int(MIN).fingerprint());
    assert_ne!(over.fingerprint(), Value::str("9223372036854775808").fingerprint());
    assert_ne!(over.fingerprint(), under.fingerprint());
    assert!(LazySet::Nat.contains(&over).unwrap() && !LazySet::Nat.contains(&under).unwrap());
    assert!(LazySet::Int.contains(&under).unwrap());
    assert!(!LazySet::Interval(MIN, MAX).contains(&over).unwrap());
}

#[test]
fn intervals_past_i64_are_refused() {
    on();
    let over = big("9223372036854775808");
    assert!(err("Integers", "..", &[int(1), over.clone()]).contains("an interval with bounds past 2^63 is not supported"));
    assert!(err("Integers", "..", &[int(MIN), int(MAX)]).contains("more than 2^63 - 1 elements"));
    // Empty ones are empty.
    assert_eq!(ok("Integers", "..", &[over.clone(), int(1)]).to_string(), "{}");
    assert_eq!(ok("Integers", "..", &[int(MAX), int(MIN)]).to_string(), "{}");
    assert_eq!(ok("Integers", "..", &[int(MAX - 1), int(MAX)]).to_string(), "9223372036854775806..9223372036854775807");
}

#[test]
fn encodings() {
    on();
    let over = big("-123456789012345678901234567890");
    let mut bytes = vec![];
    tla_values::codec::encode(&over, &mut bytes);
    assert_eq!(tla_values::codec::decode(&mut &bytes[..]), Some(over.clone()));
    assert!(tla_values::stdlib::json_text(&over).unwrap() == "-123456789012345678901234567890");
    let e = err("IOUtils", "IOSerialize", &[over, Value::str("/tmp/never-written.vo"), Value::Bool(true)]);
    assert!(e.contains("cannot be written"), "{e}");
}
