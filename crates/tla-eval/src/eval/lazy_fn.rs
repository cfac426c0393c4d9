//! Values kept unbuilt, as TLC keeps its `FcnLambdaValue`s and
//! `SetPredValue`s: a constructor or function definition whose domain
//! cannot be enumerated (`[i \in Int |-> i + 1]`, `f[n \in Nat] == ...`)
//! is a `Value::LazyFn` holding its rule, here a `FnRule`: the binders, the
//! body, the domains computed when the function was, and what the body
//! reads of the environment and the states, frozen so that the value can
//! live anywhere a value can (a constant's memo, another thread). Applying
//! it evaluates the body at the one argument. Likewise `{x \in S : P}`
//! over an S that cannot be enumerated is a `LazySet::Filter` holding a
//! `FilterRule`, whose membership evaluates P at the one element.

use super::*;
use std::sync::Arc;
use tla_values::LazyFn;

/// How an unbuilt function computes `f[a]`.
struct FnRule {
    binders: Vec<Binder>,
    body: IrRef,
    /// Each binder's set, as computed when the function was (None on the
    /// names of a group `x, y \in S` but the last, which holds it).
    domains: Vec<Option<Value>>,
    env: FrozenEnv,
    states: FrozenStates,
}

/// An environment made of values only (Send + Sync), innermost first.
type FrozenEnv = Arc<Vec<FrozenSlot>>;

enum FrozenSlot {
    /// A local the body does not read.
    Unused,
    Val(Value),
    /// A LET definition or argument whose evaluation failed: raised again
    /// where the body reads it.
    Failed(EvalError),
    Global(OpId),
    Closure {
        arity: usize,
        body: IrRef,
        env: FrozenEnv,
        recursive: bool,
    },
    FnDef {
        defs: &'static [LetDef],
        index: usize,
        env: FrozenEnv,
    },
}

/// How `x \in {x \in S : P}` decides P.
struct FilterRule {
    binder: Binder,
    pred: IrRef,
    env: FrozenEnv,
    states: FrozenStates,
}

struct FrozenStates {
    cur: FrozenCur,
    next: Option<Arc<[Option<Value>]>>,
}

enum FrozenCur {
    Full(Arc<[Value]>),
    Partial(Arc<[Option<Value>]>),
}

/// The number of names a list of binders binds.
fn bound_names(binders: &[Binder]) -> u32 {
    binders.iter().map(|b| b.tuple.unwrap_or(1) as u32).sum()
}

/// The locals `ir` reads below `depth` bound names, as indices into the
/// environment those names are bound on.
fn free_below(ir: &Ir, depth: u32) -> Vec<u32> {
    crate::compile::free_locals(ir).into_iter().filter(|&i| i >= depth).map(|i| i - depth).collect()
}

impl Evaluator<'_> {
    /// The function `[binders |-> body]` in `env`: built when its domain
    /// can be enumerated, kept unbuilt (as TLC keeps it) when it cannot.
    pub(super) fn function_value(&self, binders: &[Binder], body: IrRef, env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let built = self.materialize_fn(binders, &body, env, st, loc);
        let Err(e) = built else { return built };
        if is_runaway(&e) {
            return Err(e);
        }
        let mut domains = Vec::with_capacity(binders.len());
        for b in binders {
            domains.push(match &b.set {
                Some(set) => Some(self.eval(set, env, st)?),
                None => None,
            });
        }
        // TLC builds a constructor at once only over sets it holds
        // enumerated (an interval, a set enumeration); over others (SUBSET S,
        // S \X T, ...) it keeps it unbuilt until it must build it: the
        // body's error at some argument is met there (a fingerprint), or
        // never, when the value is dropped (a later conjunct disables the
        // action). Building here was only faster; the error it met is kept
        // for where TLC would meet it.
        let mut failure = None;
        if domains.iter().flatten().all(Value::is_finite_set) {
            if !matches!(e.cause, Cause::Other | Cause::JavaMethod) {
                return Err(e);
            }
            if binders.iter().filter_map(|b| b.set).all(|set| self.tlc_holds_enumerated(set, env, st)) {
                return Err(EvalError { cause: Cause::BuildingFunction, ..e });
            }
            failure = Some(ValueError::of_kind(e.message, e.kind).because(e.cause));
        }
        let domain = self.lazy_domain(binders, &domains);
        let needed = free_below(body, bound_names(binders));
        let binders = binders.iter().map(|b| Binder { tuple: b.tuple, set: b.set }).collect();
        let rule = FnRule { binders, body, domains, env: self.freeze_env(env, &needed, st, loc), states: freeze_states(st) };
        Ok(Value::lazy_fn(LazyFn { domain, rule: Arc::new(rule), excepts: Vec::new(), failure }))
    }

    /// DOMAIN of `[x \in S, y, z \in T |-> e]`: S, or `S \X T \X T`.
    fn lazy_domain(&self, binders: &[Binder], domains: &[Option<Value>]) -> Value {
        let mut sets = Vec::with_capacity(binders.len());
        let mut pending = 0;
        for d in domains {
            pending += 1;
            if let Some(set) = d {
                sets.extend(std::iter::repeat_n(set.clone(), pending));
                pending = 0;
            }
        }
        if sets.len() == 1 {
            sets.pop().expect("one")
        } else {
            Value::lazy(LazySet::Product(sets))
        }
    }

    /// `f[arg]` for any function value.
    pub(super) fn apply_function_value(&self, f: &Value, arg: &Value, loc: Loc) -> EResult<Value> {
        let Value::LazyFn(lazy) = f else { return f.apply(arg).at(loc) };
        let at = lazy.excepts_at(arg);
        let res = match at.exact.clone() {
            Some(v) => v,
            None => self.apply_rule(f, lazy, arg, loc)?,
        };
        at.finish(res).at(loc)
    }

    /// The rule of the unbuilt function `f` (`lazy`) at `arg`, EXCEPTs
    /// aside.
    fn apply_rule(&self, f: &Value, lazy: &LazyFn, arg: &Value, loc: Loc) -> EResult<Value> {
        let Some(rule) = lazy.rule.downcast_ref::<FnRule>() else {
            return err(loc, "an unbuilt function of another evaluator was applied");
        };
        let parts: Vec<Value> = if rule.binders.len() == 1 {
            vec![arg.clone()]
        } else {
            match arg.as_seq() {
                Ok(xs) if xs.len() == rule.binders.len() => xs.to_vec(),
                _ => return err(loc, format!("the function expects {} arguments, got {arg}", rule.binders.len())),
            }
        };
        let mut env = self.thaw_env(&rule.env);
        let group_sets = group_domains(&rule.domains);
        for ((b, v), set) in rule.binders.iter().zip(&parts).zip(group_sets) {
            if let Some(s) = set {
                if !self.contains_value(s, v, loc)? {
                    return outside_unbuilt_domain(f, arg, loc);
                }
            }
            env = self.bind_pattern(b, v, &env, loc)?;
        }
        let st = rule.states.as_states();
        self.nested(loc, || self.eval(rule.body, &env, &st))
    }

    /// `{x \in base : pred}` kept unbuilt.
    pub(super) fn filter_value(&self, binder: &Binder, pred: IrRef, base: Value, env: &Env, st: &States, loc: Loc) -> Value {
        let needed = free_below(pred, bound_names(std::slice::from_ref(binder)));
        let env = self.freeze_env(env, &needed, st, loc);
        let rule = FilterRule { binder: Binder { tuple: binder.tuple, set: binder.set }, pred, env, states: freeze_states(st) };
        Value::lazy(LazySet::Filter(base, Arc::new(rule)))
    }

    /// `set` holds `x`, the predicates of comprehensions kept unbuilt
    /// evaluated here.
    pub(super) fn contains_value(&self, set: &Value, x: &Value, loc: Loc) -> EResult<bool> {
        let oracle = |rule: &(dyn std::any::Any + Send + Sync), v: &Value| {
            self.filter_holds(rule, v, loc).map_err(|e| ValueError::of_kind(e.message, e.kind).because(e.cause))
        };
        set.contains_in(x, &oracle).at(loc)
    }

    /// The predicate of a comprehension kept unbuilt at `v`.
    fn filter_holds(&self, rule: &(dyn std::any::Any + Send + Sync), v: &Value, loc: Loc) -> EResult<bool> {
        let Some(rule) = rule.downcast_ref::<FilterRule>() else {
            return err(loc, "a comprehension of another evaluator was asked for membership");
        };
        let env = self.bind_pattern(&rule.binder, v, &self.thaw_env(&rule.env), loc)?;
        let st = rule.states.as_states();
        match self.nested(loc, || self.eval(rule.pred, &env, &st))? {
            Value::Bool(b) => Ok(b),
            other => err(loc, format!("Attempted to check if the value:\n{v}\nis in a set {{x \\in S : p(x)}} whose predicate is the non-boolean {other}")),
        }
    }

    /// Whether `key` is in the domain of an unbuilt function (TLC's
    /// `select` leaves the function unchanged by an EXCEPT outside it).
    pub(super) fn lazy_fn_has(&self, lazy: &LazyFn, key: &Value, loc: Loc) -> EResult<bool> {
        if lazy.excepts.iter().any(|(path, _)| path[0] == *key) {
            return Ok(true);
        }
        self.contains_value(&lazy.domain, key, loc)
    }

    /// The locals `needed` of `env` as values: LET definitions and
    /// arguments evaluated now (a failure kept, to be raised on use),
    /// operators with what their bodies read.
    fn freeze_env(&self, env: &Env, needed: &[u32], st: &States, loc: Loc) -> FrozenEnv {
        let Some(&last) = needed.iter().max() else { return Arc::new(Vec::new()) };
        let slots = (0..=last)
            .map(|i| match needed.contains(&i) {
                true => self.freeze_slot(local(env, i), st, loc),
                false => FrozenSlot::Unused,
            })
            .collect();
        Arc::new(slots)
    }

    fn freeze_slot(&self, slot: &Slot, st: &States, loc: Loc) -> FrozenSlot {
        match slot {
            Slot::Val(v) => FrozenSlot::Val(v.clone()),
            Slot::Lazy(_) => match self.slot_value(slot, st, loc) {
                Ok(v) => FrozenSlot::Val(v),
                Err(e) => FrozenSlot::Failed(e),
            },
            Slot::Op(c) => match &**c {
                Closure::Global(id) => FrozenSlot::Global(*id),
                Closure::Local { arity, body, env, recursive } => {
                    let own = *arity as u32 + *recursive as u32;
                    let env = self.freeze_env(env, &free_below(body, own), st, loc);
                    FrozenSlot::Closure { arity: *arity, body, env, recursive: *recursive }
                }
            },
            Slot::FnDef(fc) => {
                let (bs, body) = self.let_fn_parts(fc);
                // The body sees the function itself, then its bound names.
                let mut needed = free_below(body, 1 + bound_names(bs));
                let mut depth = 1;
                for b in bs {
                    if let Some(set) = &b.set {
                        needed.extend(free_below(set, depth));
                    }
                    depth += b.tuple.unwrap_or(1) as u32;
                }
                FrozenSlot::FnDef { defs: fc.defs, index: fc.index, env: self.freeze_env(&fc.env, &needed, st, loc) }
            }
        }
    }

    fn thaw_env(&self, frozen: &FrozenEnv) -> Env {
        let mut env: Env = None;
        for slot in frozen.iter().rev() {
            env = bind(&env, self.thaw_slot(slot));
        }
        env
    }

    fn thaw_slot(&self, slot: &FrozenSlot) -> Slot {
        match slot {
            FrozenSlot::Unused => Slot::Val(Value::Bool(false)),
            FrozenSlot::Val(v) => Slot::Val(v.clone()),
            FrozenSlot::Failed(e) => {
                let ir = Ir::new(IrKind::Lit(Value::Bool(false)), e.loc);
                Thunk::slot(ir, None, false, Some(e.clone()))
            }
            FrozenSlot::Global(id) => Slot::Op(Rc::new(Closure::Global(*id))),
            FrozenSlot::Closure { arity, body, env, recursive } => {
                Slot::Op(Rc::new(Closure::Local { arity: *arity, body, env: self.thaw_env(env), recursive: *recursive }))
            }
            FrozenSlot::FnDef { defs, index, env } => Slot::FnDef(Rc::new(FnClosure { defs, index: *index, env: self.thaw_env(env) })),
        }
    }
}

/// Each binder's set, the set of its group for the names of a group.
fn group_domains(domains: &[Option<Value>]) -> Vec<Option<&Value>> {
    let mut out: Vec<Option<&Value>> = vec![None; domains.len()];
    let mut current = None;
    for (i, d) in domains.iter().enumerate().rev() {
        if d.is_some() {
            current = d.as_ref();
        }
        out[i] = current;
    }
    out
}

impl FrozenStates {
    /// The states to evaluate in (without the per-state cache).
    fn as_states(&self) -> States<'_> {
        let next = self.next.as_deref();
        match &self.cur {
            FrozenCur::Full(s) => States { cur: Cur::Full(s), next, serial: 0 },
            FrozenCur::Partial(s) => States { cur: Cur::Partial(s), next, serial: 0 },
        }
    }
}

fn freeze_states(st: &States) -> FrozenStates {
    let cur = match st.cur {
        Cur::Full(s) => FrozenCur::Full(s.into()),
        Cur::Partial(s) => FrozenCur::Partial(s.into()),
    };
    FrozenStates { cur, next: st.next.map(Into::into) }
}
