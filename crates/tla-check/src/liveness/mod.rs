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

pub mod build;
pub mod formula;
mod prefix;
pub mod search;
pub mod tableau;

use crate::kept::KeptStates;
use crate::State;
pub use build::graph;
use formula::{Builder, Ltl};
pub use search::{Graph, Lasso};
use tla_eval::eval::compiled::{Compiler, Expr};
use tla_eval::{Cur, EResult, EvalError, Evaluator, IrRef, States};
use tla_values::Value;

/// The truth of the atoms on the states (state atoms) and on the edges of
/// the graph (action atoms), evaluated when first asked: most states only
/// need the few that tell their stuttering cycle is unfair.
pub struct Labels<'a, 'm> {
    ev: &'a Evaluator<'m>,
    graph: &'a Graph,
    states: &'a KeptStates,
    atoms: &'a [formula::Atom],
    /// For each atom: whether it is an action, and its index among its kind.
    kind: Vec<(bool, usize)>,
    n_state: usize,
    n_action: usize,
    /// 0 unknown, 1 false, 2 true.
    state_memo: std::cell::RefCell<Vec<u8>>,
    edge_memo: std::cell::RefCell<Vec<u8>>,
    /// The first evaluation error; the search's answer is void then.
    pub error: std::cell::RefCell<Option<EvalError>>,
    /// Errors of labels computed before they were asked (memo value
    /// `FAILED`), by memo and index: raised when asked.
    failures: std::cell::RefCell<std::collections::HashMap<(bool, usize), EvalError>>,
    /// States decoded lately, by index modulo its length: a label computed
    /// when asked reads a state and its successors, which the next labels
    /// asked mostly read again (decoding a big state costs more than most
    /// labels).
    decoded: std::cell::RefCell<Vec<Option<(usize, std::rc::Rc<State>)>>>,
    /// Each atom compiled, where it compiles (the compiled core: the
    /// interpreter evaluates it where the compiled form gives up).
    compiled: Vec<Option<Expr>>,
}

/// How many decoded states `Labels` keeps.
const DECODED: usize = 256;

/// A memo's value for a label whose evaluation failed (see `failures`).
const FAILED: u8 = 3;

impl<'a, 'm> Labels<'a, 'm> {
    fn new(ev: &'a Evaluator<'m>, graph: &'a Graph, states: &'a KeptStates, atoms: &'a [formula::Atom], compiled: bool) -> Self {
        // (Not compiled at all where compiled code is not to run.)
        let compiled = atoms.iter().map(|a| if compiled { Compiler::new(ev).predicate(a.ir, &crate::env_values(&a.env)?, a.action) } else { None }).collect();
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
        Labels {
            ev,
            graph,
            states,
            atoms,
            kind,
            n_state,
            n_action,
            state_memo: std::cell::RefCell::new(vec![0; n_state * graph.len()]),
            edge_memo: std::cell::RefCell::new(vec![0; n_action * graph.targets.len()]),
            error: std::cell::RefCell::new(None),
            failures: Default::default(),
            decoded: std::cell::RefCell::new(vec![None; DECODED]),
            compiled,
        }
    }

    /// State `i`, decoded (or from the states decoded lately).
    fn state_at(&self, i: usize) -> Result<std::rc::Rc<State>, String> {
        if let Some((j, state)) = &self.decoded.borrow()[i % DECODED] {
            if *j == i {
                return Ok(state.clone());
            }
        }
        let state = std::rc::Rc::new(self.states.get(i)?);
        self.decoded.borrow_mut()[i % DECODED] = Some((i, state.clone()));
        Ok(state)
    }

    /// Computes every label on the workers: all that `first_eval_error`
    /// asks of the states explored anyway, and most of what the liveness
    /// check asks. As TLC's workers label the states they explore, the
    /// work is spread over them; a label that fails keeps its error, raised
    /// when the label is asked, as if it were computed then.
    pub(crate) fn compute_all(&self, workers: &crate::search::Workers<'_, 'm>) {
        // What the workers share: each atom of a kind with its environment
        // as values (an atom bound to anything else, such as an operator,
        // is left to be computed when asked).
        type Shared = Vec<(usize, IrRef, Vec<Value>, Option<Expr>)>;
        let of_kind = |action: bool| -> Shared {
            self.atoms
                .iter()
                .enumerate()
                .filter(|&(a, _)| self.is_action(a) == action)
                .filter_map(|(a, atom)| Some((a, atom.ir, crate::env_values(&atom.env)?, self.compiled[a].clone())))
                .collect()
        };
        let (state_atoms, action_atoms) = (of_kind(false), of_kind(true));
        if state_atoms.is_empty() && action_atoms.is_empty() {
            return;
        }
        let (graph, states) = (self.graph, self.states);
        // A state's labels and those of its steps, as memo codes, with the
        // errors of those that failed (by atom list and index in it).
        struct Row {
            state: Vec<u8>,
            edges: Vec<u8>,
            failures: Vec<(bool, usize, EvalError)>,
        }
        let code = |r: EResult<bool>, action: bool, k: usize, failures: &mut Vec<(bool, usize, EvalError)>| match r {
            Ok(b) => 1 + b as u8,
            Err(e) => {
                failures.push((action, k, e));
                FAILED
            }
        };
        let label_state = |ev: &Evaluator, s: usize| -> Row {
            let mut row = Row { state: Vec::new(), edges: Vec::new(), failures: Vec::new() };
            let source = states.get(s);
            for (k, (_, ir, vals, compiled)) in state_atoms.iter().enumerate() {
                let r = match &source {
                    Ok(state) => match crate::compiled::holds_on(compiled.as_ref(), ev, state, 0, None) {
                        Some(b) => Ok(b),
                        None => ev.eval_bool(ir, &crate::env_of(vals), &States { cur: Cur::Full(state), next: None, serial: 0 }),
                    },
                    // (A state that cannot be read back fails each label.)
                    Err(message) => Err(EvalError::new(ir.loc, message.clone())),
                };
                row.state.push(code(r, false, k, &mut row.failures));
            }
            if action_atoms.is_empty() {
                return row;
            }
            for (j, e) in graph.edges(s).enumerate() {
                let next = next_of(graph, states, e);
                for (k, (_, ir, vals, compiled)) in action_atoms.iter().enumerate() {
                    let r = match (&source, &next) {
                        (Ok(source), Ok(next)) => match crate::compiled::holds_on(compiled.as_ref(), ev, source, 0, Some(next)) {
                            Some(b) => Ok(b),
                            None => ev.eval_bool(ir, &crate::env_of(vals), &States { cur: Cur::Full(source), next: Some(next), serial: 0 }),
                        },
                        (Err(message), _) | (_, Err(message)) => Err(EvalError::new(ir.loc, message.clone())),
                    };
                    row.edges.push(code(r, true, j * action_atoms.len() + k, &mut row.failures));
                }
            }
            row
        };
        // (In blocks of states, so that what the workers give back before
        // it is put in the memos stays small on a graph of millions.)
        const BLOCK: usize = 4096;
        let mut failures = self.failures.borrow_mut();
        let (mut state_memo, mut edge_memo) = (self.state_memo.borrow_mut(), self.edge_memo.borrow_mut());
        for first in (0..graph.len()).step_by(BLOCK) {
            let block: Vec<usize> = (first..graph.len().min(first + BLOCK)).collect();
            let rows = workers.map(&block, |ev, &s| label_state(ev, s));
            for (s, row) in block.into_iter().zip(rows) {
                let first_edge = graph.edges(s).start;
                let state_slot = |k: usize| s * self.n_state + self.kind[state_atoms[k].0].1;
                let edge_slot = |jk: usize| {
                    let (j, k) = (jk / action_atoms.len(), jk % action_atoms.len());
                    (first_edge + j) * self.n_action + self.kind[action_atoms[k].0].1
                };
                for (k, &c) in row.state.iter().enumerate() {
                    state_memo[state_slot(k)] = c;
                }
                for (jk, &c) in row.edges.iter().enumerate() {
                    edge_memo[edge_slot(jk)] = c;
                }
                for (action, k, e) in row.failures {
                    let i = if action { edge_slot(k) } else { state_slot(k) };
                    failures.insert((action, i), e);
                }
            }
        }
    }

    pub fn is_action(&self, atom: usize) -> bool {
        self.kind[atom].0
    }

    fn record(&self, r: EResult<bool>) -> bool {
        match r {
            Ok(b) => b,
            Err(e) => {
                self.error.borrow_mut().get_or_insert(e);
                false
            }
        }
    }

    /// The memoized truth at `i` of `memo`, computing it the first time.
    fn memoized(&self, memo: &std::cell::RefCell<Vec<u8>>, action: bool, i: usize, compute: impl FnOnce() -> EResult<bool>) -> bool {
        match memo.borrow()[i] {
            1 => return false,
            2 => return true,
            FAILED => {
                let e = self.failures.borrow().get(&(action, i)).cloned().expect("a failed label keeps its error");
                return self.record(Err(e));
            }
            _ => {}
        }
        let b = self.record(compute());
        memo.borrow_mut()[i] = 1 + b as u8;
        b
    }

    pub fn state(&self, atom: usize, s: usize) -> bool {
        let a = &self.atoms[atom];
        self.memoized(&self.state_memo, false, s * self.n_state + self.kind[atom].1, || {
            let state = self.state_at(s).map_err(|message| EvalError::new(a.ir.loc, message))?;
            if let Some(b) = crate::compiled::holds_on(self.compiled[atom].as_ref(), self.ev, &state, 0, None) {
                return Ok(b);
            }
            let st = States { cur: Cur::Full(&state), next: None, serial: 0 };
            self.ev.eval_bool(a.ir, &a.env, &st)
        })
    }

    pub fn edge(&self, atom: usize, e: usize) -> bool {
        let a = &self.atoms[atom];
        self.memoized(&self.edge_memo, true, e * self.n_action + self.kind[atom].1, || {
            let unread = |message| EvalError::new(a.ir.loc, message);
            let t: Vec<Option<Value>> = match self.graph.successors.get(&(e as u32)) {
                Some(next) => next.iter().cloned().map(Some).collect(),
                None => self.state_at(self.graph.targets[e] as usize).map_err(unread)?.iter().cloned().map(Some).collect(),
            };
            let source = self.state_at(self.graph.source(e)).map_err(unread)?;
            if let Some(b) = crate::compiled::holds_on(self.compiled[atom].as_ref(), self.ev, &source, 0, Some(&t)) {
                return Ok(b);
            }
            let st = States { cur: Cur::Full(&source), next: Some(&t), serial: 0 };
            self.ev.eval_bool(a.ir, &a.env, &st)
        })
    }
}

/// The next state of edge `e`, as action predicates see it: the
/// successor the action gave (under SYMMETRY, TLC evaluates them before it
/// takes the orbit's state).
fn next_of(graph: &Graph, states: &KeptStates, e: usize) -> Result<Vec<Option<Value>>, String> {
    Ok(match graph.successors.get(&(e as u32)) {
        Some(next) => next.iter().cloned().map(Some).collect(),
        None => states.get(graph.targets[e] as usize)?.into_vec().into_iter().map(Some).collect(),
    })
}

/// A violated property and the behaviour that violates it.
pub struct Counterexample {
    pub property: String,
    pub lasso: Lasso,
}

/// Why liveness could not be checked: TLC's wording where it has one.
pub type Unsupported = EvalError;

/// One disjunct of a negated property, as the search takes it.
struct Disjunct {
    /// The tableau of its conjuncts that the cycle alone cannot decide (or
    /// why it could not be built).
    tableau: Result<tableau::Tableau, String>,
    /// The formula of the tableau (TRUE when the cycle decides all).
    formula: Ltl,
    eventually_always: Vec<Ltl>,
    infinitely_often: Vec<Ltl>,
}

/// The temporal properties, taken apart before the search: their atoms,
/// and for each property the disjuncts of its negation.
pub struct Properties {
    atoms: Vec<formula::Atom>,
    fairness: Vec<formula::Fairness>,
    /// The temporal conjuncts of the specification other than fairness.
    assumed: Vec<Ltl>,
    negations: Vec<(String, Ltl, Vec<Disjunct>)>,
    /// Where a tableau that cannot be built is reported.
    loc: tla_eval::Loc,
}

/// Why the temporal properties could not be taken apart.
#[derive(Debug)]
pub enum PropertiesError {
    /// TLC refuses the formula before the search.
    UnenumerableBound(formula::UnenumerableBound),
    /// An evaluation error, reported after the search.
    Eval(EvalError),
}

impl Properties {
    /// Takes the temporal `properties` (name, formula) apart, under the
    /// temporal conjuncts of the specification (`assumptions`: fairness).
    pub fn new(ev: &Evaluator, assumptions: &[IrRef], properties: &[(String, IrRef)]) -> Result<Properties, PropertiesError> {
        let mut builder = Builder::new(ev);
        Self::taken_apart(&mut builder, assumptions, properties).map_err(|e| match builder.unenumerable.take() {
            Some(bound) => PropertiesError::UnenumerableBound(bound),
            None => PropertiesError::Eval(e),
        })
    }

    fn taken_apart(builder: &mut Builder, assumptions: &[IrRef], properties: &[(String, IrRef)]) -> EResult<Properties> {
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
            let negation = builder.formula(p, &None, false)?;
            // One search per disjunct keeps each tableau small.
            let disjuncts = match negation.clone() {
                Ltl::Or(items) => items,
                f => vec![f],
            };
            let disjuncts = disjuncts.into_iter().map(|d| disjunct(&assumed, d)).collect();
            negations.push((name.clone(), negation, disjuncts));
        }
        let loc = properties.first().map(|p| p.1.loc).unwrap_or_default();
        Ok(Properties { atoms: std::mem::take(&mut builder.atoms), fairness, assumed, negations, loc })
    }

    /// Whether TLC's disjunctive normal form of "fairness and not the
    /// properties" has more disjuncts than TLC can count (a Java `int`):
    /// each `SF` is a disjunction of two, so 31 of them are too many.
    pub fn exceeds_dnf_limit(&self) -> bool {
        fn disjuncts(f: &Ltl) -> f64 {
            match f {
                Ltl::Or(xs) => xs.iter().map(disjuncts).sum(),
                Ltl::And(xs) => xs.iter().map(disjuncts).product(),
                _ => 1.0,
            }
        }
        let strong = self.fairness.iter().filter(|f| f.strong).count() as i32;
        let properties: f64 = self.negations.iter().map(|(_, n, _)| disjuncts(n)).sum();
        let assumed: f64 = self.assumed.iter().map(disjuncts).product();
        2f64.powi(strong) * properties.max(1.0) * assumed > i32::MAX as f64
    }

    /// TLC's number of branches of the temporal check (its orders of
    /// solution): the disjuncts of the negated properties grouped by the
    /// formula their tableau checks, those without one in one group.
    pub fn branches(&self) -> usize {
        let mut formulas: Vec<&Ltl> = Vec::new();
        for d in self.negations.iter().flat_map(|(_, _, ds)| ds) {
            if !formulas.contains(&&d.formula) {
                formulas.push(&d.formula);
            }
        }
        formulas.len()
    }

    /// Whether no behaviour can violate the properties: the negation of
    /// each is false once its constant parts are evaluated and the
    /// conjunctions and disjunctions with TRUE or FALSE simplified (TLC
    /// then has no tableau to check).
    pub fn is_tautology(&self) -> bool {
        !self.negations.is_empty() && self.negations.iter().all(|(_, n, _)| *n == Ltl::False)
    }

    /// Whether some property can be violated by a finite behaviour (a
    /// disjunct of its negation needs no fair cycle): TLC reports those
    /// while it searches, which `good_prefix` reproduces from the counts
    /// after each explored state.
    pub fn has_safety_part(&self) -> bool {
        self.negations.iter().any(|(_, _, ds)| ds.iter().any(|d| self.is_safety(d)))
    }

    /// TLC's "empty possible error model": no fairness and no `<>[]`/`[]<>`
    /// conditions on the cycle.
    fn is_safety(&self, d: &Disjunct) -> bool {
        self.fairness.is_empty() && d.eventually_always.is_empty() && d.infinitely_often.is_empty()
    }

    /// Checks the properties on the complete graph: a fair behaviour that
    /// violates one of them.
    pub fn check(&self, labels: &Labels) -> EResult<Option<Counterexample>> {
        let graph = labels.graph;
        for (name, _, disjuncts) in &self.negations {
            for d in disjuncts {
                let tableau = d.tableau.as_ref().map_err(|message| EvalError::new(self.loc, message.clone()))?;
                let search = search::Search {
                    graph,
                    labels,
                    tableau,
                    fairness: &self.fairness,
                    eventually_always: &d.eventually_always,
                    infinitely_often: &d.infinitely_often,
                };
                let found = search.run();
                if let Some(e) = labels.error.borrow_mut().take() {
                    return Err(e);
                }
                if let Some(lasso) = found {
                    return Ok(Some(Counterexample { property: name.clone(), lasso }));
                }
            }
        }
        Ok(None)
    }

    /// The truth of the properties' atoms on the states of `graph`,
    /// computed when asked (by compiled code where it can, with
    /// `compiled`).
    pub fn labels<'a, 'm>(&'a self, ev: &'a Evaluator<'m>, graph: &'a Graph, states: &'a KeptStates, compiled: bool) -> Labels<'a, 'm> {
        Labels::new(ev, graph, states, &self.atoms, compiled)
    }

    /// The labels, all computed now on `workers` threads when there are
    /// several (see `Labels::compute_all`).
    pub fn labels_on<'a, 'm>(&'a self, ev: &'a Evaluator<'m>, graph: &'a Graph, states: &'a KeptStates, workers: usize, compiled: bool) -> Labels<'a, 'm> {
        let labels = self.labels(ev, graph, states, compiled);
        if workers > 1 {
            labels.compute_all(&crate::search::Workers::new(ev, workers));
        }
        labels
    }

    /// The first evaluation error TLC meets while it searches: after
    /// exploring a state, it evaluates the conditions on cycles (fairness,
    /// `<>[]`, `[]<>`) on the state, the action predicates on the
    /// transitions to its successors (the stuttering step included) and
    /// the tableau's predicates on the successors (on an initial state,
    /// when it is found). The state's number (in the order of exploration,
    /// among the first `explored`), whether TLC meets it while it computes
    /// the initial states (on the initial state itself), and the error.
    pub fn first_eval_error(&self, labels: &Labels, explored: usize) -> Option<(usize, bool, EvalError)> {
        let graph = labels.graph;
        let mut in_tableau = vec![false; self.atoms.len()];
        for (_, _, disjuncts) in &self.negations {
            for t in disjuncts.iter().filter_map(|d| d.tableau.as_ref().ok()) {
                for n in &t.nodes {
                    for &(a, _) in &n.literals {
                        in_tableau[a] = true;
                    }
                }
            }
        }
        let state_atoms = || (0..self.atoms.len()).filter(|&a| !labels.is_action(a));
        for s in 0..explored.min(graph.len()) {
            if graph.initial.contains(&(s as u32)) {
                // As TLC adds an initial state: each initial tableau node's
                // predicates, in order, up to the first that is false.
                for (_, _, disjuncts) in &self.negations {
                    for t in disjuncts.iter().filter_map(|d| d.tableau.as_ref().ok()) {
                        for n in t.nodes.iter().filter(|n| n.initial) {
                            for &(a, positive) in n.literals.iter().filter(|(a, _)| !labels.is_action(*a)) {
                                let holds = labels.state(a, s);
                                if let Some(e) = labels.error.borrow_mut().take() {
                                    return Some((s, true, e));
                                }
                                if holds != positive {
                                    break;
                                }
                            }
                        }
                    }
                }
                state_atoms().filter(|&a| in_tableau[a]).for_each(|a| _ = labels.state(a, s));
            }
            state_atoms().filter(|&a| !in_tableau[a]).for_each(|a| _ = labels.state(a, s));
            for a in (0..self.atoms.len()).filter(|&a| labels.is_action(a)) {
                graph.edges(s).for_each(|e| _ = labels.edge(a, e));
            }
            for e in graph.edges(s) {
                state_atoms().filter(|&a| in_tableau[a]).for_each(|a| _ = labels.state(a, graph.targets[e] as usize));
            }
            if let Some(e) = labels.error.borrow_mut().take() {
                return Some((s, false, e));
            }
        }
        None
    }

    /// The violation TLC finds while it searches, before the liveness
    /// check: a finite behaviour every continuation of which violates a
    /// property (it reaches TLC's accepting tableau node). TLC notices it
    /// once all states of the behaviour have been explored; the states of
    /// `graph` are numbered in the order the search explored them, the
    /// first `explored` of them completely. The answer: the number of the
    /// state after whose exploration TLC reports it, the behaviour (without
    /// repeated states) and the names of all properties it violates.
    pub fn good_prefix(&self, labels: &Labels, explored: usize) -> EResult<Option<(usize, Vec<u32>, Vec<String>)>> {
        let (ev, graph, states) = (labels.ev, labels.graph, labels.states);
        let mut best: Option<(usize, Vec<u32>)> = None;
        for (_, _, disjuncts) in &self.negations {
            for d in disjuncts.iter().filter(|d| self.is_safety(d)) {
                let Ok(tableau) = &d.tableau else { continue };
                let limit = best.as_ref().map_or(explored, |b| b.0);
                let found = prefix::first_good_prefix(graph, labels, tableau, limit);
                if let Some(e) = labels.error.borrow_mut().take() {
                    return Err(e);
                }
                if let Some((at, path)) = found {
                    if best.as_ref().is_none_or(|b| at < b.0) {
                        best = Some((at, path));
                    }
                }
            }
        }
        let Some((at, mut path)) = best else { return Ok(None) };
        path.dedup();
        let behaviour: Vec<State> =
            path.iter().map(|&i| states.get(i as usize)).collect::<Result<_, String>>().map_err(|message| EvalError::new(self.loc, message))?;
        let behaviour: Vec<&State> = behaviour.iter().collect();
        let mut names = Vec::new();
        for (name, negation, _) in &self.negations {
            if prefix::holds_stuttering(ev, &self.atoms, negation, &behaviour)? {
                names.push(name.clone());
            }
        }
        Ok(Some((at, path, names)))
    }
}

fn disjunct(assumed: &[Ltl], d: Ltl) -> Disjunct {
    // `<>[]p` and `[]<>p` conjuncts constrain the cycle only: they stay
    // out of the tableau, as TLC keeps them.
    let mut conj = assumed.to_vec();
    let (mut eventually_always, mut infinitely_often) = (Vec::new(), Vec::new());
    let parts = match d {
        Ltl::And(items) => items,
        f => vec![f],
    };
    for part in parts {
        match step_condition(&part) {
            Some((true, p)) => eventually_always.push(p),
            Some((false, p)) => infinitely_often.push(p),
            None => conj.push(part),
        }
    }
    let f = match conj.len() {
        0 => Ltl::True,
        1 => conj.pop().unwrap(),
        _ => Ltl::And(conj),
    };
    Disjunct { tableau: tableau::build(&f), formula: f, eventually_always, infinitely_often }
}

/// The path the breadth-first search took to state `to`: each state was
/// found first from the explored state with the smallest number that has a
/// transition to it.
pub fn path_to(graph: &Graph, to: usize) -> Vec<u32> {
    let mut parent = vec![u32::MAX; graph.len()];
    let mut reached = vec![false; graph.len()];
    let mut queue = std::collections::VecDeque::new();
    for &s in &graph.initial {
        reached[s as usize] = true;
        queue.push_back(s as usize);
    }
    while let Some(s) = queue.pop_front() {
        if s == to {
            break;
        }
        for e in graph.edges(s) {
            let t = graph.targets[e] as usize;
            if !reached[t] {
                reached[t] = true;
                parent[t] = s as u32;
                queue.push_back(t);
            }
        }
    }
    let mut path = vec![to as u32];
    while parent[*path.last().unwrap() as usize] != u32::MAX {
        path.push(parent[*path.last().unwrap() as usize]);
    }
    path.reverse();
    path
}

/// `<>[]p` (true, p) or `[]<>p` (false, p) for p without temporal
/// operators.
fn step_condition(f: &Ltl) -> Option<(bool, Ltl)> {
    fn plain(f: &Ltl) -> bool {
        match f {
            Ltl::True | Ltl::False | Ltl::Lit(..) => true,
            Ltl::And(xs) | Ltl::Or(xs) => xs.iter().all(plain),
            _ => false,
        }
    }
    match f {
        Ltl::Until(t, inner) if **t == Ltl::True => match &**inner {
            Ltl::Release(fl, p) if **fl == Ltl::False && plain(p) => Some((true, (**p).clone())),
            _ => None,
        },
        Ltl::Release(fl, inner) if **fl == Ltl::False => match &**inner {
            Ltl::Until(t, p) if **t == Ltl::True && plain(p) => Some((false, (**p).clone())),
            _ => None,
        },
        _ => None,
    }
}
