//! What TLC judges once the search has ended: the temporal properties on
//! the state graph, POSTCONDITIONs and `_POSSIBLE`.

use crate::tlc_spec::named_body;
use crate::{exit, location, Model, ModelError, Plan, Verdict};
use std::time::Instant;
use tla_check::{Outcome, State};
use tla_eval::{Evaluator, States};

/// The verdict, and what goes with it.
pub struct Judged {
    pub verdict: Verdict,
    /// The behaviour of a temporal property's violation (a lasso, or a
    /// finite prefix).
    pub lasso: Vec<State>,
    /// Lines TLC prints before its verdict (the `_POSSIBLE` counts).
    pub output: Vec<String>,
    /// The check of the temporal properties on the complete state graph,
    /// when there was one (TLC reports its start and end).
    pub temporal: Option<TemporalCheck>,
}

/// When the temporal properties were checked on the complete graph, and
/// how (for TLC's messages around that check).
pub struct TemporalCheck {
    /// The time of day it started, as TLC's messages show it.
    pub started_at: String,
    pub took: std::time::Duration,
    /// TLC's branches (see `Properties::branches`).
    pub branches: usize,
}

impl Model {
    /// The verdict on the search's `outcome` (whose counts become those
    /// TLC reports when it finds a temporal property violated during the
    /// search).
    pub(crate) fn judge(&self, ev: &Evaluator, plan: &Plan, outcome: &mut Outcome, started: Instant) -> Result<Judged, ModelError> {
        let mut verdict = match outcome.violation.take() {
            Some(v) => Verdict::Safety(v),
            None => Verdict::Success,
        };
        if self.no_next && matches!(verdict, Verdict::Success) && outcome.stats.distinct > 0 {
            return Err(ModelError::tlc(exit::EVAL, "No next state actions defined to generate successor states from."));
        }
        let mut lasso: Vec<State> = Vec::new();
        let mut temporal = None;
        let graph = outcome.graph.take();
        match (&plan.properties, &graph) {
            (Some(Err(e)), _) => {
                if let Verdict::Success = verdict {
                    verdict = Verdict::LivenessError(e.clone());
                }
            }
            (Some(Ok(properties)), Some((states, graph))) => {
                // (The states may be on disk: reading them back can fail.)
                let states_at = |path: &[u32]| -> Result<Vec<State>, ModelError> {
                    path.iter().map(|&i| states.get(i as usize)).collect::<Result<_, String>>().map_err(|m| ModelError::tlc(exit::GENERAL, &m))
                };
                let labels = properties.labels_on(ev, graph, states, plan.workers, plan.compiled);
                let mut explored = outcome.explored_counts.len();
                let error = properties.first_eval_error(&labels, explored);
                if let Some((at, _, _)) = &error {
                    explored = at + 1;
                }
                // The counts after TLC explored state `at`.
                let counts_after = |at: usize| outcome.explored_counts.get(at).map_err(|m| ModelError::tlc(exit::GENERAL, m));
                let prefix = if properties.has_safety_part() { properties.good_prefix(&labels, explored) } else { Ok(None) };
                match (error, prefix) {
                    // On an initial state, TLC meets the error as it
                    // computes the initial states (numbered first, in
                    // order), and reports it so.
                    (Some((at, true, e)), _) => {
                        let n = at as u64 + 1;
                        outcome.stats = tla_check::Stats { initial: n, generated: n, distinct: n, left_on_queue: n, depth: 1 };
                        let state = states.get(at).map_err(|m| ModelError::tlc(exit::GENERAL, m))?;
                        outcome.trace = vec![(state, None)];
                        verdict = Verdict::Safety(tla_check::Violation::InitEval(e));
                    }
                    (_, Ok(Some((at, path, names)))) => {
                        outcome.stats = counts_after(at)?;
                        lasso = states_at(&path)?;
                        verdict = Verdict::TemporalSafety(names);
                    }
                    // (An error the good prefixes met is the one TLC meets
                    // first, when the search found it.)
                    (Some((at, _, e)), Err(_) | Ok(None)) => {
                        outcome.stats = counts_after(at)?;
                        lasso = states_at(&tla_check::liveness::path_to(graph, at))?;
                        verdict = Verdict::LivenessEval(e);
                    }
                    (None, Err(e)) => verdict = Verdict::LivenessError(e),
                    (None, Ok(None)) => {
                        // Liveness, on the complete state graph.
                        if let Verdict::Success = verdict {
                            let (started_at, clock) = (tla_diagnostics::tlc_messages::now(), Instant::now());
                            let checked = properties.check(&labels);
                            temporal = Some(TemporalCheck { started_at, took: clock.elapsed(), branches: properties.branches() });
                            match checked {
                                Ok(None) => {}
                                Ok(Some(cx)) => {
                                    lasso = states_at(&cx.lasso.states)?;
                                    verdict = Verdict::Liveness(cx.property, cx.lasso.cycle_start);
                                }
                                Err(e) => verdict = Verdict::LivenessError(e),
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        if let Verdict::Success = verdict {
            verdict = self.postconditions(ev, outcome, started);
        }
        // Then the `_POSSIBLE` predicates, from what the search counted:
        // TLC prints the counts when one was never witnessed.
        let mut output = Vec::new();
        if let Verdict::Success = verdict {
            let registers = ev.worker_registers.borrow();
            let counts =
                if registers.is_empty() { tla_check::possible::counts(&[ev.registers.borrow().clone()]) } else { tla_check::possible::counts(&registers) };
            if let Some(p) = plan.spec.possible.iter().find(|p| counts.get(&p.name).copied().unwrap_or(0) == 0) {
                output.push(tla_check::possible::counts_value(&counts).to_string());
                verdict = Verdict::Postcondition(format!("{} at {}", p.name, location(&self.map, named_body(&p.pred, &self.ops).1)), None);
            }
        }
        Ok(Judged { verdict, lasso, output, temporal })
    }

    /// POSTCONDITIONs, once the search has completed without a violation
    /// (as TLC: a constant-level formula, TLCGet giving the final counts).
    fn postconditions(&self, ev: &Evaluator, outcome: &Outcome, started: Instant) -> Verdict {
        let stats = &outcome.stats;
        *ev.stats.borrow_mut() = Some(tla_eval::SearchStats {
            queue: stats.left_on_queue,
            distinct: stats.distinct,
            initial: stats.initial,
            generated: stats.generated,
            diameter: stats.depth,
            duration: started.elapsed().as_secs(),
        });
        ev.level.set(0);
        for (name, pc) in &self.postconditions {
            let pc = match pc {
                Ok(pc) => pc,
                Err(why) => return Verdict::PostconditionUnusable(why.clone()),
            };
            // TLC names the definition's body.
            let body_loc = named_body(pc, &self.ops).1;
            let failed = match ev.eval_bool(pc, &None, &States::constant()) {
                Ok(true) => continue,
                Ok(false) => None,
                Err(e) => Some(e),
            };
            return Verdict::Postcondition(format!("{name} at {}", location(&self.map, body_loc)), failed);
        }
        Verdict::Success
    }
}

/// A temporal property a simulated behaviour violates: its name, the
/// lasso's states, and where its cycle starts (None: it ends stuttering).
pub type BehaviourViolation = (String, Vec<State>, Option<usize>);

impl Model {
    /// The temporal properties on one behaviour of a simulation, as TLC's
    /// simulation checks them: the behaviour's states are a graph in which
    /// each state but the last may stutter or go on to the next (the last
    /// has no step: the behaviour was only cut there), states with one
    /// fingerprint being one, and a fair cycle of it that violates a
    /// property is a counterexample.
    pub(crate) fn check_behaviour(&self, ev: &Evaluator, plan: &Plan, trace: &[(State, Option<usize>)]) -> Result<Option<BehaviourViolation>, ModelError> {
        let Some(Ok(properties)) = &plan.properties else { return Ok(None) };
        if trace.is_empty() {
            return Ok(None);
        }
        let failed = |m: String| ModelError::tlc(exit::GENERAL, m);
        // Each distinct state once, by fingerprint.
        let mut kept = tla_check::kept::KeptStates::new(None);
        let mut node_of_fp: std::collections::HashMap<u64, u32> = std::collections::HashMap::new();
        let mut nodes: Vec<u32> = Vec::with_capacity(trace.len());
        for (s, _) in trace {
            let fp = tla_check::state_fingerprint(&plan.spec, ev, s).map_err(|e| failed(e.message))?;
            let next = node_of_fp.len() as u32;
            let node = *node_of_fp.entry(fp).or_insert(next);
            if node == next {
                kept.push(s).map_err(failed)?;
            }
            nodes.push(node);
        }
        let n = kept.len();
        let mut steps: Vec<Vec<u32>> = vec![Vec::new(); n];
        for i in 0..trace.len() - 1 {
            let (a, b) = (nodes[i], nodes[i + 1]);
            steps[a as usize].extend([a, b]);
        }
        // (Each node's steps: to itself first, then by target, once each.)
        let mut offsets = vec![0u32];
        let mut targets = Vec::new();
        for (a, mut s) in steps.into_iter().enumerate() {
            s.sort_unstable_by_key(|&t| (t != a as u32, t));
            s.dedup();
            targets.extend(s);
            offsets.push(targets.len() as u32);
        }
        let graph = tla_check::liveness::Graph { offsets, targets, successors: Default::default(), initial: vec![nodes[0]] };
        let labels = properties.labels_on(ev, &graph, &kept, 1, plan.compiled);
        match properties.check(&labels) {
            Ok(None) => Ok(None),
            Ok(Some(cx)) => {
                let states = cx.lasso.states.iter().map(|&i| kept.get(i as usize)).collect::<Result<Vec<State>, String>>().map_err(failed)?;
                Ok(Some((cx.property, states, cx.lasso.cycle_start)))
            }
            Err(e) => Err(ModelError::tlc(exit::LIVENESS_EVAL, e.message)),
        }
    }
}
