//! `_POSSIBLE` predicates of the configuration, counted as TLC counts them.
//!
//! TLC appends a tracker per predicate to the state constraints (for a
//! state predicate) or to the action constraints (for an action
//! predicate). A tracker is always TRUE; it adds one to its predicate's
//! count in the named register `"s:_possible"` when the predicate holds
//! (and records 0 the first time it does not). So a predicate is counted
//! on every generated state (transition) that the user's constraints
//! admit, states seen before included, in the register of the worker that
//! evaluates it. After the search, a predicate whose count, summed over
//! the workers, is 0 fails as a postcondition (after the user's own).

use std::collections::BTreeMap;
use tla_eval::{EResult, Evaluator, IrRef, Registers, States};
use tla_values::{Str, Value};

/// The register the trackers count in.
pub const REGISTER: &str = "s:_possible";

pub struct Possible {
    pub name: String,
    pub pred: IrRef,
    /// Reads the next state: tracked on transitions, not states.
    pub action_level: bool,
}

/// Runs the trackers of the state predicates (`action_level` false) or of
/// the action predicates on `st`.
pub(crate) fn track(ev: &Evaluator, possible: &[Possible], action_level: bool, st: &States) -> EResult<()> {
    for p in possible.iter().filter(|p| p.action_level == action_level) {
        let holds = ev.eval_bool(p.pred, &None, st)?;
        let key = Value::str(REGISTER);
        let mut registers = ev.registers.borrow_mut();
        let mut counts: Vec<(Str, Value)> = registers.get(&key).and_then(|v| v.record_fields()).map(<[_]>::to_vec).unwrap_or_default();
        let name = Str::new(&p.name);
        match counts.iter_mut().find(|(k, _)| *k == name) {
            Some((_, Value::Int(n))) if holds => *n += 1,
            Some(_) => {}
            None => counts.push((name, Value::Int(i64::from(holds)))),
        }
        registers.insert(key, Value::record(counts));
    }
    Ok(())
}

/// The counts of every predicate, summed over the workers' registers.
pub fn counts(workers: &[Registers]) -> BTreeMap<String, i64> {
    let mut total = BTreeMap::new();
    for fields in workers.iter().filter_map(|w| w.get(&Value::str(REGISTER))).filter_map(Value::record_fields) {
        for (k, v) in fields {
            *total.entry(k.as_str().to_string()).or_insert(0) += v.as_int().unwrap_or(0);
        }
    }
    total
}

/// Folds a worker's registers into another's (a checkpoint's workers into
/// fewer): the trackers' counts are added up, any other register is kept
/// where `into` has none.
// (A value's fingerprint cache is its only interior mutability, and it
// never changes its hash.)
#[allow(clippy::mutable_key_type)]
pub(crate) fn fold_registers(into: &mut Registers, from: &Registers) {
    let key = Value::str(REGISTER);
    for (k, v) in from {
        if *k != key {
            into.entry(k.clone()).or_insert_with(|| v.clone());
        }
    }
    let sum = |fields: &[(Str, Value)], counts: &mut BTreeMap<Str, Value>| {
        for (name, n) in fields {
            let total = counts.entry(*name).or_insert(Value::Int(0));
            if let (Value::Int(t), Ok(n)) = (&mut *total, n.as_int()) {
                *t += n;
            }
        }
    };
    let mut counts = BTreeMap::new();
    for registers in [&*into, from] {
        if let Some(fields) = registers.get(&key).and_then(Value::record_fields) {
            sum(fields, &mut counts);
        }
    }
    if !counts.is_empty() {
        into.insert(key, Value::record(counts.into_iter().collect()));
    }
}

/// The counts as the record TLC prints (`[P |-> 3, Q |-> 0]`).
pub fn counts_value(counts: &BTreeMap<String, i64>) -> Value {
    Value::record(counts.iter().map(|(k, &n)| (Str::new(k), Value::Int(n))).collect())
}
