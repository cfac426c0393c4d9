//! A value holding a part that cannot be fingerprinted (a set that cannot
//! be enumerated) reports that part's error every time it is
//! fingerprinted: a fingerprint that met one is not kept with the value, so
//! a state fingerprinted after the value was hashed elsewhere (a cache, a
//! VIEW) still fails, as in TLC.

use tla_values::{take_fingerprint_error, LazySet, Value};

#[test]
fn an_unfingerprintable_part_fails_every_fingerprint() {
    let _ = take_fingerprint_error();
    let holder = Value::tuple(vec![Value::Int(1), Value::lazy(LazySet::Nat)]);
    let first = holder.fingerprint();
    assert!(take_fingerprint_error().is_some(), "the first fingerprint meets Nat");
    let second = holder.fingerprint();
    assert!(take_fingerprint_error().is_some(), "and so does the second");
    assert_eq!(first, second);
    let plain = Value::tuple(vec![Value::Int(1), Value::Int(2)]);
    plain.fingerprint();
    assert!(take_fingerprint_error().is_none());
}
