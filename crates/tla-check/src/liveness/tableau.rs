//! The tableau of an LTL formula: a generalized Büchi automaton accepting
//! exactly the behaviours that satisfy it (Gerth, Peled, Vardi, Wolper:
//! "Simple on-the-fly automatic verification of linear temporal logic",
//! 1995).
//!
//! A node stands for a position of a behaviour; its literals must hold
//! there (state atoms on the state, action atoms on the step to the next
//! state). A run visits, for each `a U b` in the formula, infinitely often a
//! node where that eventuality is not pending: those nodes form one
//! acceptance set.

use super::formula::Ltl;
use std::collections::BTreeSet;

#[derive(Debug)]
pub struct Node {
    /// (atom, positive) that must hold at this position.
    pub literals: Vec<(usize, bool)>,
    pub successors: Vec<usize>,
    pub initial: bool,
    /// Nothing is left to fulfil after this position: every continuation
    /// is accepted (its successor is the node without literals that only
    /// leads to itself, TLC's accepting tableau node).
    pub fulfilled: bool,
}

#[derive(Debug)]
pub struct Tableau {
    pub nodes: Vec<Node>,
    /// For each until-subformula, the nodes where it is fulfilled.
    pub accepting: Vec<Vec<bool>>,
}

/// A node while the graph is built.
struct Pending {
    incoming: BTreeSet<usize>,
    new: BTreeSet<Ltl>,
    old: BTreeSet<Ltl>,
    next: BTreeSet<Ltl>,
}

/// The incoming mark of the initial nodes.
const INIT: usize = usize::MAX;

/// Tableaux larger than this are refused (the state graph product would be
/// too large to search anyway).
pub const MAX_NODES: usize = 20_000;

pub fn build(f: &Ltl) -> Result<Tableau, String> {
    let mut done: Vec<Pending> = Vec::new();
    let mut index: std::collections::HashMap<(BTreeSet<Ltl>, BTreeSet<Ltl>), usize> = std::collections::HashMap::new();
    let start = Pending { incoming: [INIT].into(), new: [f.clone()].into(), old: BTreeSet::new(), next: BTreeSet::new() };
    let mut stack = vec![start];
    while let Some(mut n) = stack.pop() {
        if done.len() > MAX_NODES {
            return Err(format!("the tableau of the property has more than {MAX_NODES} nodes"));
        }
        let Some(eta) = n.new.iter().next().cloned() else {
            // Fully expanded: merge with an equal node or keep it.
            let key = (n.old.clone(), n.next.clone());
            if let Some(&d) = index.get(&key) {
                done[d].incoming.extend(n.incoming);
                continue;
            }
            done.push(n);
            let id = done.len() - 1;
            index.insert(key, id);
            let next = done[id].next.clone();
            stack.push(Pending { incoming: [id].into(), new: next, old: BTreeSet::new(), next: BTreeSet::new() });
            continue;
        };
        n.new.remove(&eta);
        match &eta {
            Ltl::False => {}
            Ltl::True => {
                n.old.insert(eta);
                stack.push(n);
            }
            Ltl::Lit(a, pos) => {
                if n.old.contains(&Ltl::Lit(*a, !pos)) {
                    continue;
                }
                n.old.insert(eta);
                stack.push(n);
            }
            Ltl::And(items) => {
                for x in items {
                    if !n.old.contains(x) {
                        n.new.insert(x.clone());
                    }
                }
                n.old.insert(eta);
                stack.push(n);
            }
            Ltl::Or(items) => {
                for x in items {
                    let mut m = Pending { incoming: n.incoming.clone(), new: n.new.clone(), old: n.old.clone(), next: n.next.clone() };
                    if !m.old.contains(x) {
                        m.new.insert(x.clone());
                    }
                    m.old.insert(eta.clone());
                    stack.push(m);
                }
            }
            Ltl::Until(a, b) | Ltl::Release(a, b) => {
                let until = matches!(eta, Ltl::Until(..));
                // Until: (a /\ X(a U b)) \/ b.  Release: (b /\ X(a R b)) \/ (a /\ b).
                let (first_now, second_now): (Vec<&Ltl>, Vec<&Ltl>) = if until { (vec![a], vec![b]) } else { (vec![b], vec![a, b]) };
                let mut m1 = Pending { incoming: n.incoming.clone(), new: n.new.clone(), old: n.old.clone(), next: n.next.clone() };
                for x in first_now {
                    if !m1.old.contains(x) {
                        m1.new.insert(x.clone());
                    }
                }
                m1.next.insert(eta.clone());
                m1.old.insert(eta.clone());
                let mut m2 = n;
                for x in second_now {
                    if !m2.old.contains(x) {
                        m2.new.insert(x.clone());
                    }
                }
                m2.old.insert(eta.clone());
                stack.push(m1);
                stack.push(m2);
            }
        }
    }
    // The until-subformulas, for the acceptance sets.
    let mut untils = BTreeSet::new();
    collect_untils(f, &mut untils);
    let accepting = untils
        .iter()
        .map(|u| {
            let Ltl::Until(_, b) = u else { unreachable!() };
            done.iter().map(|d| !d.old.contains(u) || d.old.contains(b)).collect()
        })
        .collect();
    let mut nodes: Vec<Node> = done
        .iter()
        .map(|d| Node {
            literals: d.old.iter().filter_map(|x| if let Ltl::Lit(a, p) = x { Some((*a, *p)) } else { None }).collect(),
            successors: Vec::new(),
            initial: d.incoming.contains(&INIT),
            fulfilled: d.next.is_empty(),
        })
        .collect();
    for (j, d) in done.iter().enumerate() {
        for &i in &d.incoming {
            if i != INIT {
                nodes[i].successors.push(j);
            }
        }
    }
    Ok(Tableau { nodes, accepting })
}

fn collect_untils(f: &Ltl, out: &mut BTreeSet<Ltl>) {
    match f {
        Ltl::And(xs) | Ltl::Or(xs) => xs.iter().for_each(|x| collect_untils(x, out)),
        Ltl::Until(a, b) | Ltl::Release(a, b) => {
            if matches!(f, Ltl::Until(..)) {
                out.insert(f.clone());
            }
            collect_untils(a, out);
            collect_untils(b, out);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the tableau accepts the ultimately periodic word
    /// prefix·cycle^ω, each letter the set of true atoms (all state atoms).
    fn accepts(t: &Tableau, prefix: &[&[usize]], cycle: &[&[usize]]) -> bool {
        let word: Vec<&[usize]> = prefix.iter().chain(cycle.iter()).copied().collect();
        let holds = |node: &Node, letter: &[usize]| node.literals.iter().all(|&(a, p)| letter.contains(&a) == p);
        // Product of the lasso (positions) with the tableau; look for an
        // accepting cycle through the loop part.
        let n = t.nodes.len();
        let len = word.len();
        let next_pos = |i: usize| if i + 1 < len { i + 1 } else { prefix.len() };
        let id = |pos: usize, q: usize| pos * n + q;
        let mut succ: Vec<Vec<usize>> = vec![Vec::new(); len * n];
        for pos in 0..len {
            for q in 0..n {
                if !holds(&t.nodes[q], word[pos]) {
                    continue;
                }
                for &q2 in &t.nodes[q].successors {
                    if holds(&t.nodes[q2], word[next_pos(pos)]) {
                        succ[id(pos, q)].push(id(next_pos(pos), q2));
                    }
                }
            }
        }
        let reach = |from: usize| {
            let mut seen = vec![false; len * n];
            let mut stack = vec![from];
            while let Some(x) = stack.pop() {
                for &y in &succ[x] {
                    if !seen[y] {
                        seen[y] = true;
                        stack.push(y);
                    }
                }
            }
            seen
        };
        let starts: Vec<usize> = (0..n).filter(|&q| t.nodes[q].initial && holds(&t.nodes[q], word[0])).map(|q| id(0, q)).collect();
        let mut reachable = vec![false; len * n];
        for s in starts {
            reachable[s] = true;
            for (i, r) in reach(s).into_iter().enumerate() {
                reachable[i] |= r;
            }
        }
        // An accepting SCC: a node on a cycle from which every acceptance
        // set is reachable and comes back.
        (0..len * n).any(|x| {
            if !reachable[x] {
                return false;
            }
            let from_x = reach(x);
            if !from_x[x] {
                return false;
            }
            t.accepting.iter().all(|set| (0..len * n).any(|y| from_x[y] && set[y % n] && reach(y)[x]))
        })
    }

    fn p(a: usize) -> Ltl {
        Ltl::Lit(a, true)
    }

    #[test]
    fn eventually_always_and_leads_to() {
        let ev = build(&Ltl::eventually(p(0))).unwrap();
        assert!(accepts(&ev, &[&[], &[0]], &[&[]]));
        assert!(!accepts(&ev, &[], &[&[]]));
        let alw = build(&Ltl::always(p(0))).unwrap();
        assert!(accepts(&alw, &[], &[&[0]]));
        assert!(!accepts(&alw, &[&[0]], &[&[0], &[]]));
        let inf = build(&Ltl::always(Ltl::eventually(p(0)))).unwrap();
        assert!(accepts(&inf, &[], &[&[], &[0]]));
        assert!(!accepts(&inf, &[&[0], &[0]], &[&[]]));
        let fin = build(&Ltl::eventually(Ltl::always(p(0)))).unwrap();
        assert!(accepts(&fin, &[&[], &[]], &[&[0]]));
        assert!(!accepts(&fin, &[&[0]], &[&[0], &[]]));
        // The negation of 0 ~> 1: <>(0 /\ []~1).
        let not_leads = build(&Ltl::eventually(Ltl::And(vec![p(0), Ltl::always(Ltl::Lit(1, false))]))).unwrap();
        assert!(accepts(&not_leads, &[&[], &[0]], &[&[]]));
        assert!(!accepts(&not_leads, &[&[0]], &[&[1], &[]]));
        assert!(accepts(&not_leads, &[&[0], &[1], &[0]], &[&[]]));
    }
}
