//! An action's compiled forms (the compiled core, issue 35; see
//! `tla_eval::eval::compiled`). An action of the forms plans take (guards,
//! assignments, UNCHANGED, LET, `\/`, `\E`, `x' \in S`, IF) runs as a
//! plan: the states it gives, without the interpreter. Any other action keeps
//! the guards it begins with: most actions are disabled in most states
//! (MCLamportMutex: 27 actions, under 4 successors a state), and one false
//! guard says so before the interpreter sets up its enumeration. Where a
//! compiled form gives up (an error, a form it does not take), the
//! interpreter enumerates the action as before, so the states generated,
//! their order and every error stay the interpreter's.

use tla_eval::eval::compiled::plan::{Known, Plan, Successor};
use tla_eval::eval::compiled::{Compiler, Expr, Instances, Reading, Refusal, Scratch};
use tla_eval::{Evaluator, IrRef};
use tla_values::Value;

/// An action's compiled forms.
#[derive(Clone, Debug, Default)]
pub struct CompiledAction {
    plan: Option<Plan>,
    /// Without a plan: the guards the action begins with.
    guards: Vec<Expr>,
    frame: usize,
    /// Without a plan: why not.
    refusal: Option<Refusal>,
}

/// What the compiled forms decide of an action in a state.
pub(crate) enum Decision {
    /// The states it gives (none where it is disabled), in the
    /// interpreter's order, at the end of the caller's list, and the
    /// states in between its compositions passed through (TLC counts
    /// them as generated).
    Decided { intermediate: u64 },
    /// The interpreter enumerates it.
    Interpret,
}

impl CompiledAction {
    /// The compiled forms of the action `ir` whose locals hold `bound`.
    pub fn compile(ev: &Evaluator, ir: IrRef, bound: &[Value]) -> CompiledAction {
        let refusal = match Plan::compile(ev, ir, bound, ev.vars.len()) {
            Ok(plan) => return CompiledAction { plan: Some(plan), guards: Vec::new(), frame: 0, refusal: None },
            Err(why) => why,
        };
        let mut compiler = Compiler::new(ev);
        let guards = compiler.guards(ir, bound);
        CompiledAction { plan: None, guards, frame: compiler.frame_size(), refusal: Some(refusal) }
    }

    /// Why the action has no plan (the interpreter enumerates it, after
    /// its compiled guards), if it has none.
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// What the compiled forms decide in `state` (`scratch` reused across
    /// calls); the states the action gives are added to `out` (a list the
    /// caller reuses from one action to the next), those `known`
    /// recognizes as such (see `Plan::successors`).
    pub(crate) fn decide(&self, ev: &Evaluator, state: &[Value], serial: u64, scratch: &mut Scratch, out: &mut Vec<Successor>, known: Known) -> Decision {
        let r = Reading { ev, state, serial, next_serial: 0 };
        if let Some(plan) = &self.plan {
            let before = out.len();
            return match plan.successors(&r, scratch, out, known) {
                Some(intermediate) => Decision::Decided { intermediate },
                None => {
                    out.truncate(before);
                    Decision::Interpret
                }
            };
        }
        if scratch.frame.len() < self.frame {
            scratch.frame.resize(self.frame, None);
        }
        // In order: a guard the compiled form gives up on may fail in the
        // interpreter before a later one is false, so it ends the look.
        for g in &self.guards {
            match g.holds(&r, scratch) {
                Some(true) => {}
                Some(false) => return Decision::Decided { intermediate: 0 },
                None => return Decision::Interpret,
            }
        }
        Decision::Interpret
    }
}

/// The state predicates checked in every state, compiled where they
/// compile: the invariants and the state constraints, by index (empty with
/// coverage, which counts the interpreter's evaluations).
#[derive(Debug, Default)]
pub struct CompiledChecks {
    pub invariants: Vec<Option<Expr>>,
    pub constraints: Vec<Option<Expr>>,
    /// Each compiled invariant's and constraint's conjuncts (through
    /// definitions without parameters), with the variables each reads
    /// (`u64::MAX`: not known); empty where it is not a conjunction.
    invariant_parts: Vec<Vec<Part>>,
    constraint_parts: Vec<Vec<Part>>,
    /// The action properties (`[][A]_v` checked on each step).
    pub action_properties: Vec<Option<Expr>>,
    /// The invariants and constraints left to the interpreter: the
    /// predicate, and why.
    pub refusals: Vec<(IrRef, Refusal)>,
}

impl CompiledChecks {
    pub fn compile(ev: &Evaluator, spec: &crate::Spec) -> CompiledChecks {
        let mut refusals = Vec::new();
        // Each predicate, and its conjuncts where it is a function of the
        // state (see `conjuncts`).
        let mut one = |ir: IrRef, step: bool| {
            let mut compiler = Compiler::new(ev);
            let compiled = compiler.predicate(ir, &[], step);
            if compiled.is_none() {
                refusals.push((ir, compiler.refusal().unwrap_or(Refusal { loc: ir.loc, form: "a form not compiled".into() })));
            }
            let parts = compiled.as_ref().filter(|_| compiler.pure()).map(conjuncts).unwrap_or_default();
            (compiled, parts)
        };
        let (invariants, invariant_parts) = spec.invariants.iter().map(|(_, ir)| one(ir, false)).unzip();
        let (constraints, constraint_parts) = spec.constraints.iter().map(|ir| one(ir, false)).unzip();
        let action_properties = spec.action_properties.iter().map(|(_, ir)| one(ir, true).0).collect();
        CompiledChecks { invariants, constraints, invariant_parts, constraint_parts, action_properties, refusals }
    }

    /// Whether every state constraint is compiled and a function of the
    /// state: a state that met them once meets them again. (Such a
    /// predicate has one conjunct at least; any other, none.)
    pub fn constraints_pure(&self) -> bool {
        self.constraint_parts.iter().all(|parts| !parts.is_empty())
    }
}

/// A conjunct of a compiled predicate: the variables it reads, one bit
/// each (`u64::MAX` where that is not known), and for a `\A`, how its
/// instances read the state.
#[derive(Debug)]
struct Part {
    reads: u64,
    expr: Expr,
    instances: Option<Instances>,
}

/// The conjuncts of a compiled predicate, flattened through nested
/// conjunctions and definitions without parameters (a predicate that is
/// not a conjunction is its one conjunct). (Only of a predicate that is
/// a function of the state: one that chooses at random is evaluated whole
/// each time, as TLC evaluates it.)
fn conjuncts(e: &Expr) -> Vec<Part> {
    fn flatten(e: &Expr, out: &mut Vec<Part>) {
        match e {
            Expr::StateDef(_, body) => flatten(body, out),
            Expr::And(items) => items.iter().for_each(|x| flatten(x, out)),
            _ => out.push(Part { reads: e.variables_read().unwrap_or(u64::MAX), expr: e.clone(), instances: e.instances() }),
        }
    }
    let mut parts = Vec::new();
    flatten(e, &mut parts);
    parts
}

/// The state a step left, where the predicates asked of the state it
/// reached held (every invariant, and the state constraints: the state
/// was explored), with the variables the step left as they were (their
/// values shared, not copied), one bit each as `Expr::variables_read` has
/// them.
pub(crate) struct Before<'a> {
    state: &'a [Value],
    unchanged: u64,
}

impl<'a> Before<'a> {
    /// `before` for the complete state `st` (`None` where `st` is not).
    pub(crate) fn of(before: &'a [Value], st: &tla_eval::States) -> Option<Before<'a>> {
        let tla_eval::Cur::Full(after) = st.cur else { return None };
        let unchanged = before.iter().zip(after).take(64).enumerate().filter(|(_, (a, b))| a.is_shared_with(b)).fold(0, |m, (v, _)| m | 1 << v);
        Some(Before { state: before, unchanged })
    }
}

/// Whether the compiled invariant `i` (if any) holds in the complete
/// state `st`, a successor of `before` if given (see `holds_after_step`).
pub(crate) fn invariant_holds(compiled: &CompiledChecks, i: usize, ev: &Evaluator, st: &tla_eval::States, before: Option<&Before>) -> Option<bool> {
    holds_after_step(compiled.invariants.get(i), compiled.invariant_parts.get(i), ev, st, before)
}

/// The same of the state constraint `i`.
pub(crate) fn constraint_holds(compiled: &CompiledChecks, i: usize, ev: &Evaluator, st: &tla_eval::States, before: Option<&Before>) -> Option<bool> {
    holds_after_step(compiled.constraints.get(i), compiled.constraint_parts.get(i), ev, st, before)
}

/// Whether a compiled predicate (`whole`, if any, with its conjuncts
/// `parts`) holds in the complete state `st`, a successor of `before` if
/// given, where it held: a conjunct that reads only variables the step
/// left unchanged holds here too, a variable's membership in a fixed set
/// is decided from what the value shares with the one before, and a `\A`
/// is evaluated only at the instances whose parts of the state the step
/// changed (`Expr::holds_after`). `None` as for `holds_in`.
fn holds_after_step(whole: Option<&Option<Expr>>, parts: Option<&Vec<Part>>, ev: &Evaluator, st: &tla_eval::States, before: Option<&Before>) -> Option<bool> {
    let (Some(parts), Some(before)) = (parts.filter(|p| !p.is_empty()), before) else { return holds_in(whole, ev, st) };
    let tla_eval::Cur::Full(state) = st.cur else { return None };
    for part in parts {
        if part.reads & !before.unchanged == 0 {
            continue;
        }
        let held = with_scratch(ev, |s| {
            s.clear_next();
            let r = Reading { ev, state, serial: st.serial, next_serial: 0 };
            part.expr.holds_after(&r, s, before.state, before.unchanged, part.instances.as_ref())
        });
        if !held? {
            return Some(false);
        }
    }
    Some(true)
}

/// Whether the compiled predicate (if any) holds in `state`, or on the
/// step from it to `next` (an action property, a property's atom); `None`
/// when there is none or it gave up. `serial` is the state's (0 for a
/// state of the graph, or one without a serial: no state-level value is
/// kept of it); the complete next state is numbered afresh, so that what
/// is read of it is computed once for the step.
pub(crate) fn holds_on(compiled: Option<&Expr>, ev: &Evaluator, state: &[Value], serial: u64, next: Option<&[Option<Value>]>) -> Option<bool> {
    holds_with(compiled?, ev, state, serial, next)
}

/// Whether the compiled predicate (if any) holds in the complete state
/// `st`; `None` when there is none or it gave up (the interpreter then
/// evaluates it: a false answer is always the interpreter's, which
/// reports it).
pub(crate) fn holds_in(compiled: Option<&Option<Expr>>, ev: &Evaluator, st: &tla_eval::States) -> Option<bool> {
    let e = compiled?.as_ref()?;
    let tla_eval::Cur::Full(state) = st.cur else { return None };
    holds_with(e, ev, state, st.serial, None)
}

/// `e` evaluated with the worker's scratch, the next state (if any) put
/// in it.
fn holds_with(e: &Expr, ev: &Evaluator, state: &[Value], serial: u64, next: Option<&[Option<Value>]>) -> Option<bool> {
    with_scratch(ev, |s| {
        s.clear_next();
        let mut next_serial = 0;
        if let Some(next) = next {
            s.next.extend_from_slice(next);
            if next.iter().all(Option::is_some) {
                next_serial = ev.next_serial();
            }
        }
        e.holds(&Reading { ev, state, serial, next_serial }, s)
    })
}

/// `f` given the worker's scratch, taken out of the evaluator while `f`
/// runs (an evaluation `f` starts finds a scratch of its own, not one
/// borrowed).
fn with_scratch<R>(ev: &Evaluator, f: impl FnOnce(&mut Scratch) -> R) -> R {
    let mut scratch = ev.take_scratch();
    let r = f(&mut scratch);
    ev.put_scratch(scratch);
    r
}
