//! The search for a fair accepting cycle in the product of the state graph
//! with a tableau: strongly connected components (Tarjan), refined for
//! strong fairness (Streett), and a lasso through the one found.

use super::formula::Fairness;
use super::tableau::Tableau;
use super::Labels;
use std::collections::{HashMap, HashSet, VecDeque};

/// The state graph the breadth-first search found.
pub struct Graph {
    /// Successors of node i: `targets[offsets[i]..offsets[i + 1]]`; the
    /// first is i itself (the stuttering step every state has).
    pub offsets: Vec<u32>,
    pub targets: Vec<u32>,
    pub initial: Vec<u32>,
}

impl Graph {
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn edges(&self, s: usize) -> std::ops::Range<usize> {
        self.offsets[s] as usize..self.offsets[s + 1] as usize
    }
    /// The state edge `e` leaves.
    pub fn source(&self, e: usize) -> usize {
        self.offsets.partition_point(|&o| o as usize <= e) - 1
    }
}

/// A behaviour as states of the graph: `states[cycle_start..]` repeats
/// forever; `None` when it ends stuttering in its last state.
#[derive(Debug, PartialEq, Eq)]
pub struct Lasso {
    pub states: Vec<u32>,
    pub cycle_start: Option<usize>,
}

/// One search: the graph and its labels, a tableau, and the fairness
/// constraints a cycle must meet.
pub struct Search<'a, 'l, 'e, 'm> {
    pub graph: &'a Graph,
    pub labels: &'a Labels<'l, 'e, 'm>,
    pub tableau: &'a Tableau,
    pub fairness: &'a [Fairness],
}

type Id = usize;

impl Search<'_, '_, '_, '_> {
    fn q_count(&self) -> usize {
        self.tableau.nodes.len()
    }
    fn split(&self, x: Id) -> (usize, usize) {
        (x / self.q_count(), x % self.q_count())
    }
    fn valid(&self, s: usize, q: usize) -> bool {
        self.tableau.nodes[q].literals.iter().all(|&(a, pos)| self.labels.is_action(a) || self.labels.state(a, s) == pos)
    }

    /// The product successors of x, with the state graph edge taken.
    fn successors(&self, x: Id, out: &mut Vec<(Id, usize)>) {
        out.clear();
        let (s, q) = self.split(x);
        let node = &self.tableau.nodes[q];
        for e in self.graph.edges(s) {
            if !node.literals.iter().all(|&(a, pos)| !self.labels.is_action(a) || self.labels.edge(a, e) == pos) {
                continue;
            }
            let t = self.graph.targets[e] as usize;
            for &q2 in &node.successors {
                if self.valid(t, q2) {
                    out.push((t * self.q_count() + q2, e));
                }
            }
        }
    }

    fn initial(&self) -> Vec<Id> {
        let mut out = Vec::new();
        for &s in &self.graph.initial {
            for (q, n) in self.tableau.nodes.iter().enumerate() {
                if n.initial && self.valid(s as usize, q) {
                    out.push(s as usize * self.q_count() + q);
                }
            }
        }
        out
    }

    /// A fair behaviour the tableau accepts, if there is one.
    pub fn run(&self) -> Option<Lasso> {
        let roots = self.initial();
        let mut found = None;
        tarjan(&roots, &|x, out| self.successors(x, out), &|_| true, &mut |comp| {
            found = self.fair_part(comp);
            found.is_some()
        });
        let comp = found?;
        Some(self.lasso(&roots, &comp))
    }

    /// A part of the component `comp` whose cycles can be fair and
    /// accepting, or None.
    fn fair_part(&self, comp: Vec<Id>) -> Option<HashSet<Id>> {
        let members: HashSet<Id> = comp.into_iter().collect();
        // Acceptance first: it costs no evaluation.
        for set in &self.tableau.accepting {
            if !members.iter().any(|&x| set[self.split(x).1]) {
                return None;
            }
        }
        let mut internal_edges: Vec<usize> = Vec::new();
        let mut buf = Vec::new();
        for &x in &members {
            self.successors(x, &mut buf);
            internal_edges.extend(buf.iter().filter(|(y, _)| members.contains(y)).map(|&(_, e)| e));
        }
        if internal_edges.is_empty() {
            return None;
        }
        internal_edges.sort_unstable();
        internal_edges.dedup();
        let member_states: Vec<usize> = {
            let mut v: Vec<usize> = members.iter().map(|&x| self.split(x).0).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        // `<<A>>_v` never holds on a stuttering step.
        let moving: Vec<usize> = internal_edges.iter().copied().filter(|&e| self.graph.targets[e] as usize != self.graph.source(e)).collect();
        let taken = |k: usize| moving.iter().any(|&e| self.labels.edge(self.fairness[k].taken, e));
        let disabled_somewhere = |k: usize| member_states.iter().any(|&s| !self.labels.state(self.fairness[k].enabled, s));
        let enabled_somewhere = |k: usize| member_states.iter().any(|&s| self.labels.state(self.fairness[k].enabled, s));
        let mut remove: Vec<usize> = Vec::new();
        for (k, f) in self.fairness.iter().enumerate() {
            if taken(k) {
                continue;
            }
            if !f.strong {
                // Weak fairness: every cycle here keeps A enabled forever
                // (unless it is disabled somewhere) and never takes it.
                if !disabled_somewhere(k) {
                    return None;
                }
            } else if enabled_somewhere(k) {
                // Strong fairness: only cycles avoiding the states where A
                // is enabled can be fair.
                remove.push(k);
            }
        }
        if remove.is_empty() {
            return Some(members);
        }
        let keep = |x: Id| members.contains(&x) && remove.iter().all(|&k| !self.labels.state(self.fairness[k].enabled, self.split(x).0));
        let roots: Vec<Id> = members.iter().copied().filter(|&x| keep(x)).collect();
        let mut found = None;
        tarjan(&roots, &|x, out| self.successors(x, out), &keep, &mut |comp| {
            found = self.fair_part(comp);
            found.is_some()
        });
        found
    }

    /// The shortest path from the initial nodes into `comp`, then a cycle
    /// in it through every acceptance set and fairness obligation.
    fn lasso(&self, roots: &[Id], comp: &HashSet<Id>) -> Lasso {
        let mut buf = Vec::new();
        let prefix = self.bfs(roots, &|x| comp.contains(&x), &|_| true);
        let start = *prefix.last().expect("the component is reachable");
        let mut cycle: Vec<Id> = Vec::new();
        let mut cur = start;
        let inside = |x: Id| comp.contains(&x);
        // Obligations: a node of each acceptance set; for each fairness
        // condition not met by disabledness, a step taking the action.
        for set in &self.tableau.accepting {
            if set[self.split(cur).1] {
                continue;
            }
            let path = self.bfs(&[cur], &|x| set[self.split(x).1], &inside);
            cycle.extend(&path[1..]);
            cur = *path.last().unwrap();
        }
        for f in self.fairness {
            // A state where it is disabled, if the cycle passes one, or
            // else a step that takes it.
            let takes = |x: Id, buf: &mut Vec<(Id, usize)>| {
                self.successors(x, buf);
                buf.iter().find(|&&(y, e)| comp.contains(&y) && self.labels.edge(f.taken, e)).map(|&(y, _)| y)
            };
            let disabled = |x: Id| !self.labels.state(f.enabled, self.split(x).0);
            let on_cycle_already = std::iter::once(start).chain(cycle.iter().copied()).any(disabled);
            if on_cycle_already {
                continue;
            }
            if comp.iter().any(|&x| disabled(x)) && !f.strong {
                let path = self.bfs(&[cur], &disabled, &inside);
                cycle.extend(&path[1..]);
                cur = *path.last().unwrap();
                continue;
            }
            if comp.iter().any(|&x| takes(x, &mut buf).is_some()) {
                let path = self.bfs(&[cur], &|x| takes(x, &mut Vec::new()).is_some(), &inside);
                cycle.extend(&path[1..]);
                cur = *path.last().unwrap();
                let next = takes(cur, &mut buf).unwrap();
                cycle.push(next);
                cur = next;
            }
        }
        // Back to the start, in at least one step.
        if cycle.is_empty() {
            self.successors(cur, &mut buf);
            let (next, _) = *buf.iter().find(|&&(y, _)| comp.contains(&y)).expect("a component with a cycle");
            cycle.push(next);
            cur = next;
        }
        if cur != start {
            let path = self.bfs(&[cur], &|x| x == start, &inside);
            cycle.extend(&path[1..]);
        }
        // As states: stuttering steps are not steps of the behaviour.
        let mut states: Vec<u32> = Vec::new();
        for &x in &prefix {
            let s = self.split(x).0 as u32;
            if states.last() != Some(&s) {
                states.push(s);
            }
        }
        let cycle_start = states.len() - 1;
        let start_state = states[cycle_start];
        for &x in &cycle {
            let s = self.split(x).0 as u32;
            if states.last() != Some(&s) {
                states.push(s);
            }
        }
        if states.len() > cycle_start + 1 && *states.last().unwrap() == start_state {
            states.pop();
        }
        let cycle_start = if states.len() == cycle_start + 1 { None } else { Some(cycle_start) };
        Lasso { states, cycle_start }
    }

    /// A shortest path (of product nodes) from one of `from` to a node
    /// satisfying `goal`, through nodes satisfying `allowed`.
    fn bfs(&self, from: &[Id], goal: &dyn Fn(Id) -> bool, allowed: &dyn Fn(Id) -> bool) -> Vec<Id> {
        let mut parent: HashMap<Id, Id> = HashMap::new();
        let mut queue: VecDeque<Id> = VecDeque::new();
        for &x in from {
            if goal(x) {
                return vec![x];
            }
            parent.insert(x, x);
            queue.push_back(x);
        }
        let mut buf = Vec::new();
        while let Some(x) = queue.pop_front() {
            self.successors(x, &mut buf);
            for &(y, _) in &buf {
                if !allowed(y) || parent.contains_key(&y) {
                    continue;
                }
                parent.insert(y, x);
                if goal(y) {
                    let mut path = vec![y];
                    let mut z = y;
                    while parent[&z] != z {
                        z = parent[&z];
                        path.push(z);
                    }
                    path.reverse();
                    return path;
                }
                queue.push_back(y);
            }
        }
        unreachable!("the goal is reachable inside the component")
    }
}

/// Tarjan's strongly connected components of the nodes reachable from
/// `roots` through nodes satisfying `allowed`, iteratively; `found` gets
/// each component (in reverse topological order) and stops the search by
/// returning true.
fn tarjan(roots: &[Id], succ: &dyn Fn(Id, &mut Vec<(Id, usize)>), allowed: &dyn Fn(Id) -> bool, found: &mut dyn FnMut(Vec<Id>) -> bool) {
    struct Frame {
        node: Id,
        succs: Vec<(Id, usize)>,
        next: usize,
    }
    let mut index: HashMap<Id, (u32, u32)> = HashMap::new(); // (index, lowlink)
    let mut on_stack: HashSet<Id> = HashSet::new();
    let mut stack: Vec<Id> = Vec::new();
    let mut counter = 0u32;
    for &root in roots {
        if index.contains_key(&root) || !allowed(root) {
            continue;
        }
        let mut frames: Vec<Frame> = Vec::new();
        let mut visit = |x: Id, frames: &mut Vec<Frame>, index: &mut HashMap<Id, (u32, u32)>, stack: &mut Vec<Id>, on_stack: &mut HashSet<Id>| {
            index.insert(x, (counter, counter));
            counter += 1;
            stack.push(x);
            on_stack.insert(x);
            let mut succs = Vec::new();
            succ(x, &mut succs);
            succs.retain(|&(y, _)| allowed(y));
            frames.push(Frame { node: x, succs, next: 0 });
        };
        visit(root, &mut frames, &mut index, &mut stack, &mut on_stack);
        while let Some(top) = frames.last_mut() {
            if top.next < top.succs.len() {
                let (y, _) = top.succs[top.next];
                top.next += 1;
                let x = top.node;
                match index.get(&y) {
                    None => visit(y, &mut frames, &mut index, &mut stack, &mut on_stack),
                    Some(&(yi, _)) => {
                        if on_stack.contains(&y) {
                            let e = index.get_mut(&x).unwrap();
                            e.1 = e.1.min(yi);
                        }
                    }
                }
                continue;
            }
            let x = top.node;
            frames.pop();
            let (xi, xl) = index[&x];
            if let Some(parent) = frames.last() {
                let p = parent.node;
                let e = index.get_mut(&p).unwrap();
                e.1 = e.1.min(xl);
            }
            if xi == xl {
                let mut comp = Vec::new();
                loop {
                    let y = stack.pop().unwrap();
                    on_stack.remove(&y);
                    comp.push(y);
                    if y == x {
                        break;
                    }
                }
                if found(comp) {
                    return;
                }
            }
        }
    }
}
