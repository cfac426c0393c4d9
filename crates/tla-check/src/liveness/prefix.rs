//! Temporal properties violated by a finite behaviour, found as TLC finds
//! them while it searches.
//!
//! TLC builds the product of the state graph and the tableau as states are
//! explored. When a node of the product whose state has been explored
//! reaches the tableau's accepting node (nothing is left to fulfil, and no
//! fairness or `<>[]`/`[]<>` condition is part of the negated property), it
//! stops at once: the behaviour leading there violates the property
//! whatever follows. It reports that as a safety violation, with the counts
//! of the search at that moment.

use super::formula::{Atom, Ltl};
use super::search::Graph;
use super::tableau::Tableau;
use super::Labels;
use crate::State;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use tla_eval::{Cur, EResult, Evaluator, States};

/// The first state (in the order of exploration) after whose exploration a
/// good prefix exists among the first `explored` states, and the shortest
/// such behaviour (with the repeated states of stuttering steps).
///
/// A product node (s, q) exists once every state on some path to it has
/// been explored; the time a node exists is thus the least, over paths,
/// of the greatest state number on the path (computed with a heap). The
/// good prefixes end in a node whose tableau node leaves nothing to fulfil
/// and whose state has been explored.
pub(super) fn first_good_prefix(graph: &Graph, labels: &Labels, tableau: &Tableau, explored: usize) -> Option<(usize, Vec<u32>)> {
    let q_count = tableau.nodes.len();
    let explored = explored.min(graph.len());
    let state_ok = |s: usize, q: usize| tableau.nodes[q].literals.iter().all(|&(a, pos)| labels.is_action(a) || labels.state(a, s) == pos);
    let edge_ok = |e: usize, q: usize| tableau.nodes[q].literals.iter().all(|&(a, pos)| !labels.is_action(a) || labels.edge(a, e) == pos);
    let is_end = |s: usize, q: usize| tableau.nodes[q].fulfilled && edge_ok(graph.edges(s).start, q);
    let mut time = vec![u32::MAX; explored * q_count];
    let mut heap = BinaryHeap::new();
    for &s in &graph.initial {
        let s = s as usize;
        if s >= explored {
            continue;
        }
        for q in (0..q_count).filter(|&q| tableau.nodes[q].initial && state_ok(s, q)) {
            time[s * q_count + q] = s as u32;
            heap.push(Reverse((s as u32, s * q_count + q)));
        }
    }
    let mut found = None;
    while let Some(Reverse((t, id))) = heap.pop() {
        if t > time[id] {
            continue;
        }
        let (s, q) = (id / q_count, id % q_count);
        if is_end(s, q) {
            found = Some(t as usize);
            break;
        }
        for e in graph.edges(s) {
            if !edge_ok(e, q) {
                continue;
            }
            let s2 = graph.targets[e] as usize;
            if s2 >= explored {
                continue;
            }
            for &q2 in &tableau.nodes[q].successors {
                let id2 = s2 * q_count + q2;
                let t2 = t.max(s2 as u32);
                if t2 < time[id2] && state_ok(s2, q2) {
                    time[id2] = t2;
                    heap.push(Reverse((t2, id2)));
                }
            }
        }
    }
    let at = found?;
    // The shortest path to a good prefix among the states explored then.
    let mut parent = vec![u32::MAX; explored * q_count];
    let mut reached = vec![false; explored * q_count];
    let mut queue = VecDeque::new();
    for &s in &graph.initial {
        let s = s as usize;
        for q in (0..q_count).filter(|&q| s <= at && tableau.nodes[q].initial && state_ok(s, q)) {
            reached[s * q_count + q] = true;
            queue.push_back(s * q_count + q);
        }
    }
    while let Some(id) = queue.pop_front() {
        let (s, q) = (id / q_count, id % q_count);
        if is_end(s, q) {
            let mut path = vec![s as u32];
            let mut x = id;
            while parent[x] != u32::MAX {
                x = parent[x] as usize;
                path.push((x / q_count) as u32);
            }
            path.reverse();
            return Some((at, path));
        }
        for e in graph.edges(s) {
            let s2 = graph.targets[e] as usize;
            if s2 > at || !edge_ok(e, q) {
                continue;
            }
            for &q2 in &tableau.nodes[q].successors {
                let id2 = s2 * q_count + q2;
                if !reached[id2] && state_ok(s2, q2) {
                    reached[id2] = true;
                    parent[id2] = id as u32;
                    queue.push_back(id2);
                }
            }
        }
    }
    None
}

/// Whether the behaviour that takes the states `trace` and then stutters
/// in the last one forever satisfies `f` (TLC names every property a
/// reported behaviour violates).
pub(super) fn holds_stuttering(ev: &Evaluator, atoms: &[Atom], f: &Ltl, trace: &[&State]) -> EResult<bool> {
    let last = trace.len() - 1;
    let atom = |a: usize, i: usize| -> EResult<bool> {
        let atom = &atoms[a];
        let next: Option<Vec<Option<tla_values::Value>>> = atom.action.then(|| trace[(i + 1).min(last)].iter().cloned().map(Some).collect());
        let st = States { cur: Cur::Full(trace[i]), next: next.as_deref(), serial: 0 };
        ev.eval_bool(atom.ir, &atom.env, &st)
    };
    // Positions from `last` on are all alike: checking up to `last` decides
    // every until and release.
    fn at(f: &Ltl, i: usize, last: usize, atom: &dyn Fn(usize, usize) -> EResult<bool>) -> EResult<bool> {
        Ok(match f {
            Ltl::True => true,
            Ltl::False => false,
            Ltl::Lit(a, pos) => atom(*a, i)? == *pos,
            Ltl::And(xs) => {
                for x in xs {
                    if !at(x, i, last, atom)? {
                        return Ok(false);
                    }
                }
                true
            }
            Ltl::Or(xs) => {
                for x in xs {
                    if at(x, i, last, atom)? {
                        return Ok(true);
                    }
                }
                false
            }
            Ltl::Until(a, b) => {
                for j in i..=last {
                    if at(b, j, last, atom)? {
                        return Ok(true);
                    }
                    if !at(a, j, last, atom)? {
                        return Ok(false);
                    }
                }
                false
            }
            Ltl::Release(a, b) => {
                for j in i..=last {
                    if !at(b, j, last, atom)? {
                        return Ok(false);
                    }
                    if at(a, j, last, atom)? {
                        return Ok(true);
                    }
                }
                true
            }
        })
    }
    at(f, 0, last, &atom)
}
