//! Random simulation (`tlars simulate`, TLC's `-simulate`): behaviours
//! drawn at random from the initial states, checked as the search checks
//! its states, for models too large to explore.
//!
//! As TLC's simulation worker does, each step takes the actions in turn
//! from one drawn at random, and the first that has successors gives one
//! drawn at random; a state the constraints leave out ends the behaviour;
//! none at all is a deadlock (when deadlock is checked). Behaviour k
//! draws from its own generator, seeded from the seed and k (SplitMix64,
//! tlars' own: not TLC's behaviours for its seed), and behaviours are drawn
//! on the workers in batches, the first violation in the order of k
//! reported: so the same seed draws the same behaviours, and finds the
//! same violation, at any number of workers. The temporal properties are
//! checked on each behaviour by the caller (`BehaviourSink`).

use crate::search::Shared;
use crate::{complete_state, Checker, State, Violation};
use tla_diagnostics::tlc_messages::{self, code, Class};
use tla_eval::{Enumerator, Mode};
use tla_values::split_mix::SplitMix64;

/// What is given each behaviour drawn to its end without a violation, with
/// its number, in their order: the checks made outside the search (the
/// temporal properties) and TLC's `-simulate file=...`. It answers whether
/// the behaviour violates something, which ends the simulation with it.
pub type BehaviourSink<'a> = &'a mut dyn FnMut(u64, &[(State, Option<usize>)]) -> bool;

pub struct SimulationOptions {
    /// States in a behaviour at most (TLC's `-depth`, 100 by default).
    pub depth: u64,
    /// Behaviours to draw (None: until `duration`, or without end).
    pub traces: Option<u64>,
    pub duration: Option<std::time::Duration>,
    pub seed: u64,
    /// Threads drawing behaviours.
    pub workers: usize,
}

/// Behaviours drawn between two looks at `traces` and `duration`.
const BATCH: u64 = 64;

/// What a simulation found.
pub struct Simulation {
    /// States generated: every successor computed, as TLC counts them.
    pub generated: u64,
    /// Behaviours drawn to their end (the one that violated included).
    pub behaviours: u64,
    /// Sum and sum of squares of the behaviours' lengths (in states), and
    /// the longest, for the statistics TLC prints.
    pub length_sum: u64,
    pub length_squares: u64,
    pub longest: u64,
    pub violation: Option<Violation>,
    /// The behaviour that violated, each state with its action.
    pub trace: Vec<(State, Option<usize>)>,
}

impl Checker<'_, '_> {
    /// Draws behaviours until `options` says to stop or one violates a
    /// check.
    /// (`on_behaviour`: given each behaviour drawn without a violation, on
    /// this thread; see `BehaviourSink`.)
    pub fn simulate(&self, options: &SimulationOptions, mut on_behaviour: Option<BehaviourSink>) -> Simulation {
        let ev = self.ev;
        let shared = Shared { spec: self.spec, options: &self.options, evaluations: &self.evaluations, checks: &self.checks, actions: &self.actions };
        let started = std::time::Instant::now();
        let mut out = Simulation { generated: 0, behaviours: 0, length_sum: 0, length_squares: 0, longest: 0, violation: None, trace: Vec::new() };
        let stop = |out: &mut Simulation, violation: Violation, trace: Vec<(State, Option<usize>)>| {
            out.violation = Some(violation);
            out.trace = trace;
        };
        // The initial states, each checked once, as TLC checks them before
        // it simulates.
        let inits = match self.initial_states() {
            (inits, None) => inits,
            (_, Some(e)) => {
                stop(&mut out, Violation::InitEval(e), Vec::new());
                return out;
            }
        };
        tlc_messages::print_full(code::TLC_COMPUTING_INIT_PROGRESS, Class::None, &format!("Computed {} initial states...", inits.len()));
        let mut starts = Vec::new();
        for s in inits {
            out.generated += 1;
            ev.level.set(1);
            let alone = vec![(s.clone(), None)];
            match self.in_model(&s) {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => {
                    stop(&mut out, Violation::InitEval(e), alone);
                    return out;
                }
            }
            match shared.invariants(ev, &s, 1, None) {
                Ok(None) => {}
                Ok(Some(name)) => {
                    stop(&mut out, Violation::Invariant(name), alone);
                    return out;
                }
                Err((_, e)) => {
                    stop(&mut out, Violation::InitEval(e), alone);
                    return out;
                }
            }
            starts.push(s);
        }
        // (TLC's simulator says "state" whatever their number.)
        let text = format!("Finished computing initial states: {} distinct state generated at {}.", starts.len(), tlc_messages::now());
        tlc_messages::print_full(code::TLC_INIT_GENERATED1, Class::None, &text);
        if starts.is_empty() || self.actions.is_empty() {
            return out;
        }
        let done = |out: &Simulation| options.traces.is_some_and(|n| out.behaviours >= n) || options.duration.is_some_and(|d| started.elapsed() >= d);
        let workers = crate::search::Workers::new(ev, options.workers);
        let mut next = 0u64;
        while !done(&out) {
            let batch: Vec<u64> = (next..next + options.traces.map_or(BATCH, |n| BATCH.min(n - out.behaviours))).collect();
            next += batch.len() as u64;
            let drawn = workers.map(&batch, |ev, &k| {
                let mut draw = SplitMix64::new(options.seed ^ SplitMix64::new(k).next_u64());
                let mut trace: Vec<(State, Option<usize>)> = vec![(starts[draw.below(starts.len() as u64) as usize].clone(), None)];
                let mut generated = 0;
                let violation = draw_behaviour(ev, &shared, &mut draw, &mut trace, options.depth, &mut generated);
                (trace, generated, violation)
            });
            for ((trace, generated, violation), k) in drawn.into_iter().zip(batch) {
                let length = trace.len() as u64;
                out.generated += generated;
                out.behaviours += 1;
                out.length_sum += length;
                out.length_squares += length * length;
                out.longest = out.longest.max(length);
                if let Some(v) = violation {
                    stop(&mut out, v, trace);
                    return out;
                }
                if on_behaviour.as_mut().is_some_and(|sink| sink(k, &trace)) {
                    out.trace = trace;
                    return out;
                }
            }
        }
        out
    }
}

/// Extends `trace` (its initial state drawn) step by step up to `depth`
/// states; the violation that ended it, if one did.
fn draw_behaviour(
    ev: &tla_eval::Evaluator,
    shared: &Shared,
    draw: &mut SplitMix64,
    trace: &mut Vec<(State, Option<usize>)>,
    depth: u64,
    generated: &mut u64,
) -> Option<Violation> {
    let n = shared.actions.len();
    while (trace.len() as u64) < depth {
        let level = trace.len() as u64;
        let cur = trace.last().expect("a behaviour starts with a state").0.clone();
        let serial = ev.next_serial();
        ev.level.set(level);
        let first = draw.below(n as u64) as usize;
        let mut chosen: Option<(State, usize)> = None;
        for k in 0..n {
            let a = (first + k) % n;
            let action = &shared.actions[a];
            let mut successors: Vec<State> = Vec::new();
            let en = Enumerator::new(ev, Mode::Next, Some(&cur), serial);
            let found = en.run(&action.ir, &action.env(), &mut |ps| {
                successors.push(complete_state(ps, ev.vars, action, shared.actions.len() > 1)?);
                Ok(())
            });
            *generated += successors.len() as u64;
            if let Err(e) = found {
                return Some(Violation::Eval(e));
            }
            if !successors.is_empty() {
                let i = draw.below(successors.len() as u64) as usize;
                chosen = Some((successors.swap_remove(i), a));
                break;
            }
        }
        let Some((next, action)) = chosen else {
            return shared.spec.check_deadlock.then_some(Violation::Deadlock);
        };
        let mut verdict = None;
        let checked = shared.check_transition(ev, &cur, serial, &next, level, false, &mut |in_model, _, s| {
            if in_model {
                verdict = Some(shared.invariants(ev, s, level + 1, None));
            }
            verdict.clone()
        });
        let checked = match checked {
            Ok(c) => c,
            Err(e) => {
                trace.push((next, Some(action)));
                return Some(Violation::Eval(e));
            }
        };
        // (A state the constraints leave out ends the behaviour before it.)
        if !checked.in_model {
            return None;
        }
        trace.push((next, Some(action)));
        match verdict {
            Some(Ok(Some(name))) => return Some(Violation::Invariant(name)),
            Some(Err((name, e))) => return Some(Violation::InvariantEval(name, e, None)),
            _ => {}
        }
        if let Some(v) = checked.property {
            return Some(*v);
        }
    }
    None
}
