//! Liveness: temporal properties under the specification's fairness.
//!
//! After the breadth-first search has built the state graph (every state
//! with its successors, and a stuttering step on each), a property P is
//! checked by looking for a behaviour of the graph that is fair and
//! satisfies not P: the negation becomes a tableau (a Büchi automaton over
//! the property's state and action predicates), and a fair accepting cycle
//! of the product of graph and tableau is a counterexample, printed as a
//! lasso. Weak and strong fairness are not put in the tableau: they are
//! conditions on the cycle's strongly connected component, as in TLC, so
//! that fairness for each of many processes costs no tableau states.

pub mod formula;
pub mod search;
pub mod tableau;

use crate::State;
use formula::{Builder, Ltl};
pub use search::{Graph, Lasso};
use tla_eval::{Cur, EResult, EvalError, Evaluator, IrRef, States};
use tla_values::Value;

/// The truth of every atom on every state (state atoms) and every edge of
/// the graph (action atoms).
pub struct Labels {
    /// For each atom: whether it is an action, and its bit among its kind.
    kind: Vec<(bool, usize)>,
    state_words: usize,
    action_words: usize,
    state_bits: Vec<u64>,
    edge_bits: Vec<u64>,
}

impl Labels {
    pub fn is_action(&self, atom: usize) -> bool {
        self.kind[atom].0
    }
    pub fn state(&self, atom: usize, s: usize) -> bool {
        let bit = self.kind[atom].1;
        self.state_bits[s * self.state_words + bit / 64] >> (bit % 64) & 1 == 1
    }
    pub fn edge(&self, atom: usize, e: usize) -> bool {
        let bit = self.kind[atom].1;
        self.edge_bits[e * self.action_words + bit / 64] >> (bit % 64) & 1 == 1
    }

    fn evaluate(ev: &Evaluator, graph: &Graph, states: &[State], atoms: &[formula::Atom]) -> EResult<Labels> {
        let mut kind = Vec::with_capacity(atoms.len());
        let (mut n_state, mut n_action) = (0usize, 0usize);
        for a in atoms {
            if a.action {
                kind.push((true, n_action));
                n_action += 1;
            } else {
                kind.push((false, n_state));
                n_state += 1;
            }
        }
        let state_words = n_state.div_ceil(64);
        let action_words = n_action.div_ceil(64);
        let mut state_bits = vec![0u64; state_words * graph.len()];
        let mut edge_bits = vec![0u64; action_words * graph.targets.len()];
        let mut serial = 1u64 << 50;
        for (s, state) in states.iter().enumerate() {
            serial += 1;
            let st = States { cur: Cur::Full(state), next: None, serial };
            for (a, atom) in atoms.iter().enumerate() {
                let (false, bit) = kind[a] else { continue };
                if ev.eval_bool(&atom.ir, &atom.env, &st)? {
                    state_bits[s * state_words + bit / 64] |= 1 << (bit % 64);
                }
            }
            if n_action == 0 {
                continue;
            }
            for e in graph.edges(s) {
                let t: Vec<Option<Value>> = states[graph.targets[e] as usize].iter().cloned().map(Some).collect();
                let st = States { cur: Cur::Full(state), next: Some(&t), serial: 0 };
                for (a, atom) in atoms.iter().enumerate() {
                    let (true, bit) = kind[a] else { continue };
                    if ev.eval_bool(&atom.ir, &atom.env, &st)? {
                        edge_bits[e * action_words + bit / 64] |= 1 << (bit % 64);
                    }
                }
            }
        }
        Ok(Labels { kind, state_words, action_words, state_bits, edge_bits })
    }
}

/// Builds the graph from the states (initial ones first marked) and the
/// transitions found, given as (from, to) indices; duplicate transitions
/// are merged and every state gets its stuttering step.
pub fn graph(n: usize, initial: Vec<u32>, mut transitions: Vec<(u32, u32)>) -> Graph {
    transitions.extend((0..n as u32).map(|s| (s, s)));
    transitions.sort_unstable_by_key(|&(a, b)| (a, b != a, b));
    transitions.dedup();
    let mut offsets = vec![0u32; n + 1];
    for &(a, _) in &transitions {
        offsets[a as usize + 1] += 1;
    }
    for i in 0..n {
        offsets[i + 1] += offsets[i];
    }
    let targets = transitions.into_iter().map(|(_, b)| b).collect();
    Graph { offsets, targets, initial }
}

/// A violated property and the behaviour that violates it.
pub struct Counterexample {
    pub property: String,
    pub lasso: Lasso,
}

/// Why liveness could not be checked: TLC's wording where it has one.
pub type Unsupported = EvalError;

/// Checks the temporal `properties` (name, formula) on the graph, under the
/// temporal conjuncts of the specification (`assumptions`: fairness).
pub fn check(ev: &Evaluator, graph: &Graph, states: &[State], assumptions: &[IrRef], properties: &[(String, IrRef)]) -> EResult<Option<Counterexample>> {
    let mut builder = Builder::new(ev);
    let mut fairness = Vec::new();
    let mut assumed: Vec<Ltl> = Vec::new();
    for a in assumptions {
        let before = fairness.len();
        if !builder.fairness(a, &None, &mut fairness)? {
            fairness.truncate(before);
            assumed.push(builder.formula(a, &None, true)?);
        }
    }
    let mut negations = Vec::new();
    for (name, p) in properties {
        negations.push((name.clone(), builder.formula(p, &None, false)?));
    }
    let labels = Labels::evaluate(ev, graph, states, &builder.atoms)?;
    for (name, negation) in negations {
        // One search per disjunct keeps each tableau small.
        let disjuncts = match negation {
            Ltl::Or(items) => items,
            f => vec![f],
        };
        for d in disjuncts {
            let mut conj = assumed.clone();
            conj.push(d);
            let f = if conj.len() == 1 { conj.pop().unwrap() } else { Ltl::And(conj) };
            let tableau = tableau::build(&f).map_err(|message| EvalError { message, loc: properties[0].1.loc })?;
            let search = search::Search { graph, labels: &labels, tableau: &tableau, fairness: &fairness };
            if let Some(lasso) = search.run() {
                return Ok(Some(Counterexample { property: name, lasso }));
            }
        }
    }
    Ok(None)
}
