//! The search for a fair accepting cycle in the product of the state graph
//! with a tableau: strongly connected components (Tarjan), refined for
//! strong fairness (Streett), and a lasso through the one found.

use super::formula::{Fairness, Ltl};
use super::tableau::Tableau;
use super::Labels;
use std::collections::{HashMap, HashSet, VecDeque};

/// The state graph the breadth-first search found.
pub struct Graph {
    /// Successors of node i: `targets[offsets[i]..offsets[i + 1]]`; the
    /// first is i itself (the stuttering step every state has).
    pub offsets: Vec<u32>,
    pub targets: Vec<u32>,
    /// By edge, the successor the action gave when it is not the target
    /// itself but another state of its orbit (SYMMETRY; few edges, if any).
    pub successors: std::collections::HashMap<u32, crate::State>,
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
pub struct Search<'a, 'l, 'm> {
    pub graph: &'a Graph,
    pub labels: &'a Labels<'l, 'm>,
    pub tableau: &'a Tableau,
    pub fairness: &'a [Fairness],
    /// `<>[]p` conjuncts of the negated property (p without temporal
    /// operators): every step of the cycle satisfies p.
    pub eventually_always: &'a [Ltl],
    /// `[]<>p` conjuncts: some step of the cycle satisfies p.
    pub infinitely_often: &'a [Ltl],
}

type Id = usize;

impl Search<'_, '_, '_> {
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

    /// Whether p (no temporal operators) holds on the step along edge e.
    fn holds_on(&self, p: &Ltl, e: usize) -> bool {
        match p {
            Ltl::True => true,
            Ltl::False => false,
            Ltl::Lit(a, pos) => {
                let v = if self.labels.is_action(*a) { self.labels.edge(*a, e) } else { self.labels.state(*a, self.graph.source(e)) };
                v == *pos
            }
            Ltl::And(xs) => xs.iter().all(|x| self.holds_on(x, e)),
            Ltl::Or(xs) => xs.iter().any(|x| self.holds_on(x, e)),
            Ltl::Until(..) | Ltl::Release(..) => unreachable!("a step condition has no temporal operator"),
        }
    }

    /// The successors a cycle may use: the steps satisfying every `<>[]p`.
    fn cycle_successors(&self, x: Id, out: &mut Vec<(Id, usize)>) {
        self.successors(x, out);
        if !self.eventually_always.is_empty() {
            out.retain(|&(_, e)| self.eventually_always.iter().all(|p| self.holds_on(p, e)));
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
        let mut found: Vec<HashSet<Id>> = Vec::new();
        // With `<>[]p` conditions, cycles use fewer steps than prefixes:
        // components are searched among all the nodes reachable.
        let starts: Vec<Id> = if self.eventually_always.is_empty() {
            roots.clone()
        } else {
            let mut seen: HashSet<Id> = roots.iter().copied().collect();
            let mut stack = roots.clone();
            let mut buf = Vec::new();
            while let Some(x) = stack.pop() {
                self.successors(x, &mut buf);
                for &(y, _) in &buf {
                    if seen.insert(y) {
                        stack.push(y);
                    }
                }
            }
            seen.into_iter().collect()
        };
        // (Marks in arrays over the whole product unless the tableau is so
        // large that most of its pairs with a state are never valid.)
        let space = (self.q_count() <= 8).then(|| self.graph.len() * self.q_count());
        tarjan(&starts, space, &|x, out| self.cycle_successors(x, out), &|_| true, &mut |comp| {
            found.extend(self.fair_part(comp));
            false
        });
        if found.is_empty() {
            return None;
        }
        // The counterexample through the fair component closest to an
        // initial state, for a short trace.
        let prefix = self.bfs(&roots, &|x| found.iter().any(|c| c.contains(&x)), &|_| true, false);
        let end = *prefix.last().unwrap();
        let comp = found.into_iter().find(|c| c.contains(&end)).unwrap();
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
            self.cycle_successors(x, &mut buf);
            internal_edges.extend(buf.iter().filter(|(y, _)| members.contains(y)).map(|&(_, e)| e));
        }
        if internal_edges.is_empty() {
            return None;
        }
        internal_edges.sort_unstable();
        internal_edges.dedup();
        for p in self.infinitely_often {
            if !internal_edges.iter().any(|&e| self.holds_on(p, e)) {
                return None;
            }
        }
        let member_states: Vec<usize> = {
            let mut v: Vec<usize> = members.iter().map(|&x| self.split(x).0).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        // `<<A>>_v` never holds on a stuttering step (under SYMMETRY, a step
        // to another state of the same orbit is not one).
        let moving: Vec<usize> = internal_edges
            .iter()
            .copied()
            .filter(|&e| self.graph.targets[e] as usize != self.graph.source(e) || self.graph.successors.contains_key(&(e as u32)))
            .collect();
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
        tarjan(&roots, None, &|x, out| self.cycle_successors(x, out), &keep, &mut |comp| {
            found = self.fair_part(comp);
            found.is_some()
        });
        found
    }

    /// The shortest path from the initial nodes into `comp`, then a cycle
    /// in it through every acceptance set and fairness obligation.
    fn lasso(&self, roots: &[Id], comp: &HashSet<Id>) -> Lasso {
        let mut buf = Vec::new();
        let prefix = self.bfs(roots, &|x| comp.contains(&x), &|_| true, false);
        let start = *prefix.last().expect("the component is reachable");
        let mut cycle: Vec<Id> = Vec::new();
        let mut cur = start;
        let inside = |x: Id| comp.contains(&x);
        // Goes (inside the component) to a node, then along a step, that
        // satisfy `step`.
        let take_step = |cur: &mut Id, cycle: &mut Vec<Id>, step: &dyn Fn(usize) -> bool| {
            let leaving = |x: Id| {
                let mut buf = Vec::new();
                self.cycle_successors(x, &mut buf);
                buf.into_iter().find(|&(y, e)| comp.contains(&y) && step(e)).map(|(y, _)| y)
            };
            if !comp.iter().any(|&x| leaving(x).is_some()) {
                return;
            }
            let path = self.bfs(&[*cur], &|x| leaving(x).is_some(), &inside, true);
            cycle.extend(&path[1..]);
            let next = leaving(*path.last().unwrap()).unwrap();
            cycle.push(next);
            *cur = next;
        };
        // Obligations: a node of each acceptance set; for each fairness
        // condition not met by disabledness, a step taking the action; a
        // step satisfying each `[]<>p`.
        for set in &self.tableau.accepting {
            if set[self.split(cur).1] {
                continue;
            }
            let path = self.bfs(&[cur], &|x| set[self.split(x).1], &inside, true);
            cycle.extend(&path[1..]);
            cur = *path.last().unwrap();
        }
        for f in self.fairness {
            let disabled = |x: Id| !self.labels.state(f.enabled, self.split(x).0);
            let on_cycle_already = std::iter::once(start).chain(cycle.iter().copied()).any(disabled);
            if on_cycle_already {
                continue;
            }
            if comp.iter().any(|&x| disabled(x)) && !f.strong {
                let path = self.bfs(&[cur], &disabled, &inside, true);
                cycle.extend(&path[1..]);
                cur = *path.last().unwrap();
                continue;
            }
            take_step(&mut cur, &mut cycle, &|e| self.labels.edge(f.taken, e));
        }
        for p in self.infinitely_often {
            take_step(&mut cur, &mut cycle, &|e| self.holds_on(p, e));
        }
        // Back to the start, in at least one step.
        if cycle.is_empty() {
            self.cycle_successors(cur, &mut buf);
            let (next, _) = *buf.iter().find(|&&(y, _)| comp.contains(&y)).expect("a component with a cycle");
            cycle.push(next);
            cur = next;
        }
        if cur != start {
            let path = self.bfs(&[cur], &|x| x == start, &inside, true);
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
    /// (`cycle`: only by the steps a cycle may use.)
    fn bfs(&self, from: &[Id], goal: &dyn Fn(Id) -> bool, allowed: &dyn Fn(Id) -> bool, cycle: bool) -> Vec<Id> {
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
            if cycle {
                self.cycle_successors(x, &mut buf);
            } else {
                self.successors(x, &mut buf);
            }
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

/// Tarjan's numbers of the nodes visited (index, lowlink) and whether each
/// is on the stack: over a whole product graph, in arrays indexed by node
/// (9 bytes a node, where hash tables take about 40 a node visited, and
/// most are); over a component being refined, in hash tables.
enum Marks {
    Dense { index: Vec<u32>, low: Vec<u32>, on_stack: Vec<bool> },
    Sparse { numbers: HashMap<Id, (u32, u32)>, on_stack: HashSet<Id> },
}

impl Marks {
    /// Marks for the nodes below `space`, or for any when it is None.
    fn new(space: Option<usize>) -> Marks {
        match space {
            Some(n) => Marks::Dense { index: vec![u32::MAX; n], low: vec![0; n], on_stack: vec![false; n] },
            None => Marks::Sparse { numbers: HashMap::new(), on_stack: HashSet::new() },
        }
    }

    fn get(&self, x: Id) -> Option<(u32, u32)> {
        match self {
            Marks::Dense { index, low, .. } => (index[x] != u32::MAX).then(|| (index[x], low[x])),
            Marks::Sparse { numbers, .. } => numbers.get(&x).copied(),
        }
    }

    /// Numbers x and puts it on the stack.
    fn visit(&mut self, x: Id, number: u32) {
        match self {
            Marks::Dense { index, low, on_stack } => {
                (index[x], low[x], on_stack[x]) = (number, number, true);
            }
            Marks::Sparse { numbers, on_stack } => {
                numbers.insert(x, (number, number));
                on_stack.insert(x);
            }
        }
    }

    /// Lowers x's lowlink to `to` if that is lower.
    fn lower(&mut self, x: Id, to: u32) {
        match self {
            Marks::Dense { low, .. } => low[x] = low[x].min(to),
            Marks::Sparse { numbers, .. } => {
                let e = numbers.get_mut(&x).expect("a visited node");
                e.1 = e.1.min(to);
            }
        }
    }

    fn on_stack(&self, x: Id) -> bool {
        match self {
            Marks::Dense { on_stack, .. } => on_stack[x],
            Marks::Sparse { on_stack, .. } => on_stack.contains(&x),
        }
    }

    fn pop(&mut self, x: Id) {
        match self {
            Marks::Dense { on_stack, .. } => on_stack[x] = false,
            Marks::Sparse { on_stack, .. } => _ = on_stack.remove(&x),
        }
    }
}

/// Tarjan's strongly connected components of the nodes reachable from
/// `roots` through nodes satisfying `allowed`, iteratively; `found` gets
/// each component (in reverse topological order) and stops the search by
/// returning true. (`space`: the nodes are below it; see `Marks`.)
fn tarjan(roots: &[Id], space: Option<usize>, succ: &dyn Fn(Id, &mut Vec<(Id, usize)>), allowed: &dyn Fn(Id) -> bool, found: &mut dyn FnMut(Vec<Id>) -> bool) {
    struct Frame {
        node: Id,
        succs: Vec<(Id, usize)>,
        next: usize,
    }
    let mut marks = Marks::new(space);
    let mut stack: Vec<Id> = Vec::new();
    let mut counter = 0u32;
    for &root in roots {
        if marks.get(root).is_some() || !allowed(root) {
            continue;
        }
        let mut frames: Vec<Frame> = Vec::new();
        let mut visit = |x: Id, frames: &mut Vec<Frame>, marks: &mut Marks, stack: &mut Vec<Id>| {
            marks.visit(x, counter);
            counter += 1;
            stack.push(x);
            let mut succs = Vec::new();
            succ(x, &mut succs);
            succs.retain(|&(y, _)| allowed(y));
            frames.push(Frame { node: x, succs, next: 0 });
        };
        visit(root, &mut frames, &mut marks, &mut stack);
        while let Some(top) = frames.last_mut() {
            if top.next < top.succs.len() {
                let (y, _) = top.succs[top.next];
                top.next += 1;
                let x = top.node;
                match marks.get(y) {
                    None => visit(y, &mut frames, &mut marks, &mut stack),
                    Some((yi, _)) => {
                        if marks.on_stack(y) {
                            marks.lower(x, yi);
                        }
                    }
                }
                continue;
            }
            let x = top.node;
            frames.pop();
            let (xi, xl) = marks.get(x).expect("a visited node");
            if let Some(parent) = frames.last() {
                marks.lower(parent.node, xl);
            }
            if xi == xl {
                let mut comp = Vec::new();
                loop {
                    let y = stack.pop().unwrap();
                    marks.pop(y);
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
