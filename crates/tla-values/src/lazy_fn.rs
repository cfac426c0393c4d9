//! Functions kept unbuilt: TLC's `FcnLambdaValue`. `[x \in S |-> e]` over a
//! domain that cannot be enumerated (`Int`, `Nat`, a product or record set
//! over them), or over one that can where `e` fails at some argument, is
//! kept as its rule and the EXCEPTs taken on it since; it is applied,
//! EXCEPTed and asked its DOMAIN without its domain being listed, and is an
//! error only where the function must be built (a fingerprint, an
//! equality), as in TLC.

use crate::value::{VResult, Value, ValueError};
use std::any::Any;
use std::sync::Arc;
use triomphe::Arc as Shared;

/// An unbuilt function.
pub struct LazyFn {
    /// `DOMAIN f`.
    pub domain: Value,
    /// How `f[a]` is computed: the evaluator's closure, opaque here (the
    /// evaluator downcasts it back).
    pub rule: Arc<dyn Any + Send + Sync>,
    /// The EXCEPTs taken on the function, oldest first: `![a][b] = v` is
    /// the path `[a, b]` with the value `v`.
    pub excepts: Vec<(Vec<Value>, Value)>,
    /// Over a domain that can be enumerated: the error building met at
    /// some argument (the function is kept unbuilt only then).
    pub failure: Option<ValueError>,
}

impl LazyFn {
    /// The function with the EXCEPT `![path] = value` taken on it.
    pub fn with_except(&self, path: Vec<Value>, value: Value) -> LazyFn {
        let mut excepts = self.excepts.clone();
        excepts.push((path, value));
        LazyFn { domain: self.domain.clone(), rule: self.rule.clone(), excepts, failure: self.failure.clone() }
    }

    /// What the EXCEPTs say of `f[arg]`: the latest EXCEPT of `arg`
    /// itself if there is one; otherwise the EXCEPTs of paths below `arg`,
    /// to be taken on the rule's value at `arg` (`Applied::finish`).
    pub fn excepts_at(&self, arg: &Value) -> Applied<'_> {
        let mut below: Vec<(&[Value], &Value)> = Vec::new();
        for (path, value) in self.excepts.iter().rev() {
            if path[0] != *arg {
                continue;
            }
            if path.len() == 1 {
                return Applied { exact: Some(value.clone()), below: Vec::new() };
            }
            below.push((&path[1..], value));
        }
        below.reverse();
        Applied { exact: None, below }
    }

    /// The error of building this function, as TLC reports it: building
    /// starts by counting the domain's elements, then evaluates the rule
    /// at each.
    pub fn build_error(&self) -> ValueError {
        if let Some(failure) = &self.failure {
            return failure.clone();
        }
        match crate::stdlib::tlc_size(&self.domain) {
            Err(e) => e,
            Ok(_) => ValueError::new(format!("Attempted to build the function over {}, which cannot be enumerated.", self.domain)),
        }
    }
}

/// The EXCEPTs of an unbuilt function at one argument (see `excepts_at`).
pub struct Applied<'a> {
    pub exact: Option<Value>,
    below: Vec<(&'a [Value], &'a Value)>,
}

impl Applied<'_> {
    /// `f[arg]` from the rule's value at `arg`: the EXCEPTs below `arg`
    /// taken on it, oldest first.
    pub fn finish(self, mut res: Value) -> VResult<Value> {
        for (path, value) in self.below {
            res = res.take_except(path, value.clone())?;
        }
        Ok(res)
    }
}

impl Value {
    /// `[self EXCEPT ![path] = v]` on values already computed (TLC's
    /// `takeExcept`): an unbuilt function keeps the EXCEPT; a built one
    /// takes it at the key, unchanged when the key is not in its domain.
    pub fn take_except(&self, path: &[Value], v: Value) -> VResult<Value> {
        let Some((key, rest)) = path.split_first() else { return Ok(v) };
        if let Value::LazyFn(f) = self {
            return Ok(Value::LazyFn(Shared::new(f.with_except(path.to_vec(), v))));
        }
        match self.apply_ref(key) {
            Some(old) => {
                let new = old.take_except(rest, v)?;
                self.except(key, new)
            }
            None => Ok(self.clone()),
        }
    }
}
