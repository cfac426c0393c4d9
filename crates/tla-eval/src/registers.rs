//! `TLCGet` and `TLCSet`: what the checker tells a spec about the run, and
//! the registers a spec keeps between states.
//!
//! As in TLC, registers belong to a worker: integer keys (`TLCSet(3, v)`)
//! and named keys (`TLCSet("s:name", v)`). The evaluator of a worker holds
//! its own; formulas evaluated outside the search (ASSUME, Init,
//! POSTCONDITION) use the main evaluator, whose registers the workers start
//! from and which, after the search, reads the first worker's (TLC's main
//! thread reads worker 0). `TLCGet("all")` and `TLCGet("all:named")` gather
//! every worker's registers into tuples indexed by worker.

use crate::eval::{err, EResult, EvalError, Evaluator};
use crate::ir::Loc;
use std::collections::HashMap;
use tla_values::{ErrorKind, Str, Value};

/// Registers of one worker, by key (an integer or an `"s:"` string).
pub type Registers = HashMap<Value, Value>;

/// The prefix of named registers' keys.
const NAMED_PREFIX: &str = "s:";

/// TLC's Java method for `TLCGet`, named in its errors.
const TLCGET_METHOD: &str = "public static tlc2.value.impl.Value tlc2.module.TLCGetSet.TLCGetEval(tlc2.tool.impl.Tool,tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,tlc2.tool.coverage.CostModel)";

/// The counts `TLCGet` reports after the search.
#[derive(Clone, Debug, Default)]
pub struct SearchStats {
    pub queue: u64,
    pub distinct: u64,
    pub initial: u64,
    pub generated: u64,
    pub diameter: u64,
    pub duration: u64,
}

impl SearchStats {
    /// The fields of `TLCGet("stats")`, in TLC's order.
    const FIELDS: [&'static str; 7] = ["queue", "distinct", "initial", "generated", "diameter", "duration", "worker"];

    fn field(&self, name: &str) -> Option<u64> {
        Some(match name {
            "queue" => self.queue,
            "distinct" => self.distinct,
            "initial" => self.initial,
            "generated" => self.generated,
            "diameter" => self.diameter,
            "duration" => self.duration,
            "worker" => 0,
            _ => return None,
        })
    }
}

/// What the run is: `TLCGet("config")`.
#[derive(Clone, Debug)]
pub struct RunConfig {
    pub check_deadlock: bool,
    pub workers: usize,
    /// When the run started: `TLCGet("duration")` counts seconds from it.
    pub started: std::time::Instant,
}

impl RunConfig {
    /// TLC's record, its fields in TLC's order. tlars has no random seed
    /// and no fingerprint polynomial to choose: both are reported as 0.
    fn value(&self) -> Value {
        let field = |n: &str, v: Value| (Str::new(n), v);
        Value::record(vec![
            field("mode", Value::str("bfs")),
            field("deadlock", Value::Bool(self.check_deadlock)),
            field("worker", Value::Int(self.workers as i64)),
            field("seed", Value::str("0")),
            field("fingerprint", Value::str("0")),
            field("install", Value::str("")),
        ])
    }
}

fn is_named(key: &Value) -> bool {
    matches!(key, Value::Str(s) if s.as_str().starts_with(NAMED_PREFIX))
}

fn is_register(key: &Value) -> bool {
    matches!(key, Value::Int(i) if *i >= 0) || is_named(key)
}

impl<'m> Evaluator<'m> {
    /// `TLCSet(key, v)`.
    pub(crate) fn tlc_set(&self, key: &Value, v: &Value, loc: Loc) -> EResult<Value> {
        if is_register(key) {
            self.registers.borrow_mut().insert(key.clone(), v.clone());
            return Ok(Value::Bool(true));
        }
        match key {
            Value::Str(s) if &*s.as_str() == "exit" => {
                if *v == Value::Bool(true) {
                    self.exit_requested.set(true);
                }
                Ok(Value::Bool(true))
            }
            // Pausing waits for a key press in TLC: it changes nothing
            // that is checked.
            Value::Str(s) if &*s.as_str() == "pause" => Ok(Value::Bool(true)),
            // A system property takes the value as TLC prints it (so
            // `TRUE`, not a string "true", switches a property on).
            Value::Str(s) if s.as_str().starts_with("-D") => {
                crate::system_properties::set(&s.as_str()[2..], &v.to_string());
                Ok(Value::Bool(true))
            }
            _ => Err(EvalError {
                message: format!("The first argument of TLCSet should be a nonnegative integer, but instead it is:\n{key}"),
                loc,
                kind: ErrorKind::Module,
                cause: tla_values::Cause::Other,
            }),
        }
    }

    /// `TLCGet(key)`: what the checker reports, or a register.
    pub(crate) fn tlc_get(&self, key: &Value, loc: Loc) -> EResult<Value> {
        let undefined =
            |what: String| Err(EvalError::from_value(tla_values::stdlib::java_error(TLCGET_METHOD, &format!("TLCGet({what}) was undefined.")), loc));
        match key {
            Value::Int(i) if *i >= 0 => match self.registers.borrow().get(key) {
                Some(v) => Ok(v.clone()),
                None => undefined(i.to_string()),
            },
            Value::Str(k) => {
                let name = k.as_str();
                if is_named(key) {
                    return match self.registers.borrow().get(key) {
                        Some(v) => Ok(v.clone()),
                        None => undefined(name.to_string()),
                    };
                }
                match &*name {
                    "level" => {
                        self.state_read.set(true);
                        return Ok(Value::Int(self.level.get() as i64));
                    }
                    "config" => {
                        if let Some(c) = &*self.config.borrow() {
                            return Ok(c.value());
                        }
                    }
                    "all" => return Ok(self.all_registers(|k| matches!(k, Value::Int(_)))),
                    "all:named" => return Ok(self.all_registers(is_named)),
                    _ => {}
                }
                if let Some(stats) = &*self.stats.borrow() {
                    let mut stats = stats.clone();
                    if let Some(c) = &*self.config.borrow() {
                        stats.duration = c.started.elapsed().as_secs();
                    }
                    if &*name == "stats" {
                        let field = |n: &str| (Str::new(n), Value::Int(stats.field(n).unwrap_or(0) as i64));
                        return Ok(Value::record(SearchStats::FIELDS.iter().map(|n| field(n)).collect()));
                    }
                    if let Some(n) = stats.field(&name) {
                        return Ok(Value::Int(n as i64));
                    }
                }
                if let Some(property) = name.strip_prefix("-D") {
                    // An unset Java system property reads as its own name.
                    return Ok(crate::system_properties::get(property).map_or(Value::Str(*k), |v| Value::str(&v)));
                }
                match &*name {
                    // (Set by the checker once it knows the model.)
                    "spec" if self.spec_description.borrow().is_some() => Ok(self.spec_description.borrow().clone().expect("checked")),
                    // TLC knows the action only in its debugger and in
                    // simulation: otherwise, its placeholder.
                    "action" => Ok(unknown_action()),
                    "revision" => err(loc, format!("TLCGet(\"{name}\") is not supported by tlars yet")),
                    // Before the search (ASSUME, a constant's replacement)
                    // there are no counts: TLC's checker does not exist yet.
                    _ => undefined(name.to_string()),
                }
            }
            other => Err(EvalError {
                message: format!("The argument of TLCGet should be a nonnegative integer, but instead it is:\n{other}"),
                loc,
                kind: ErrorKind::Runtime,
                cause: tla_values::Cause::Other,
            }),
        }
    }

    /// `[k \in K |-> <<worker 1's register k, worker 2's, ...>>]` over the
    /// keys `wanted` selects among the first worker's, as TLC gathers them.
    fn all_registers(&self, wanted: impl Fn(&Value) -> bool) -> Value {
        let own;
        let workers = self.worker_registers.borrow();
        let workers: &[Registers] = if workers.is_empty() {
            own = vec![self.registers.borrow().clone()];
            &own
        } else {
            &workers
        };
        let pairs =
            workers[0].keys().filter(|k| wanted(k)).map(|k| (k.clone(), Value::tuple(workers.iter().filter_map(|w| w.get(k).cloned()).collect()))).collect();
        Value::function(pairs)
    }
}

/// `TLCGet("action")` while model checking: TLC's unknown action.
fn unknown_action() -> Value {
    named_location("UnnamedAction", (0, 0), (0, 0), "--TLA+ BUILTINS--")
}

/// TLC's record of something named and where it is (`TLCGet("action")`,
/// the parts of `TLCGet("spec")`): lines and columns from 1.
pub fn named_location(name: &str, begin: (usize, usize), end: (usize, usize), module: &str) -> Value {
    let int = |n: usize| Value::Int(n as i64);
    let location = Value::record(vec![
        (Str::new("beginLine"), int(begin.0)),
        (Str::new("beginColumn"), int(begin.1)),
        (Str::new("endLine"), int(end.0)),
        (Str::new("endColumn"), int(end.1)),
        (Str::new("module"), Value::str(module)),
    ]);
    Value::record(vec![(Str::new("name"), Value::str(name)), (Str::new("location"), location)])
}
