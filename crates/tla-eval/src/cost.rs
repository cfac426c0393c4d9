//! TLC's cost model, for `-coverage`: for each action, the initial
//! predicate, each invariant and constraint, a tree of the subexpressions
//! evaluating it can reach (a call's operator body under the call, then its
//! arguments; a quantifier's body, then its set), each with how often it
//! was evaluated and how many elements of its set values were enumerated.
//! TLC prints these trees under each action's line of its coverage report.
//!
//! The trees are built once, before the search (`Builder`), and shared by
//! every worker; counts are atomics. Each evaluator keeps where it is in a
//! tree (the nodes it has entered with `Evaluator::cost_scope`): an
//! expression evaluated is looked up among the children of the node it is
//! evaluated in (or, for an argument or LET value evaluated later, of the
//! nodes above it), as TLC's `CostModel.get` does.

use crate::ir::*;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// A tree of more nodes than this stops growing (TLC's grow with every
/// call of every operator, one copy per place it is called from).
const NODE_LIMIT: usize = 2_000_000;

/// The code and text of TLC's lines of a subexpression's counts.
pub const COVERAGE_VALUE: u32 = 2221;
pub const COVERAGE_VALUE_COST: u32 = 2775;

#[derive(Debug)]
struct Node {
    /// The expression (its address; 0 for a root).
    key: usize,
    /// Where it is, as TLC prints it (`line 3, col 5 to ... of module M`).
    place: String,
    /// An assignment `x' = e` or `x' \in S`: printed even when never
    /// reached, as TLC prints its "primed locations".
    primed: bool,
    /// `UNCHANGED e`: printed with its own or its first child's count.
    unchanged: bool,
    /// A CASE arm (`p -> e`, `OTHER -> e`): not an expression of its own,
    /// so its parts are looked up through it.
    arm: bool,
    children: Vec<u32>,
    primary: AtomicU64,
    secondary: AtomicU64,
}

#[derive(Debug, Default)]
pub struct CostModel {
    nodes: Vec<Node>,
}

static MODEL: OnceLock<&'static CostModel> = OnceLock::new();

/// The run's cost model, once `install`ed (only with coverage).
pub fn model() -> Option<&'static CostModel> {
    MODEL.get().copied()
}

/// Makes `m` the run's cost model (the first one stays).
pub fn install(m: CostModel) -> &'static CostModel {
    MODEL.get_or_init(|| Box::leak(Box::new(m)))
}

impl CostModel {
    /// The child of `parent` for expression `ir`.
    pub(crate) fn child(&self, parent: u32, ir: &Ir) -> Option<u32> {
        let key = ir as *const Ir as usize;
        let children = &self.nodes[parent as usize].children;
        children.iter().copied().find(|&c| self.nodes[c as usize].key == key).or_else(|| {
            children
                .iter()
                .copied()
                .filter(|&c| self.nodes[c as usize].arm)
                .find_map(|c| self.nodes[c as usize].children.iter().copied().find(|&g| self.nodes[g as usize].key == key))
        })
    }

    pub(crate) fn count(&self, node: u32, primary: u64, secondary: u64) {
        let n = &self.nodes[node as usize];
        if primary > 0 {
            n.primary.fetch_add(primary, Ordering::Relaxed);
        }
        if secondary > 0 {
            n.secondary.fetch_add(secondary, Ordering::Relaxed);
        }
    }

    /// TLC's lines for the tree under `root` (its children and below):
    /// a subtree whose counts all agree is one line; a node without counts
    /// is left out (its children take its level) unless it is an
    /// assignment; each level deeper is one more `|`.
    pub fn report(&self, root: u32) -> Vec<(u32, String)> {
        let mut out = Vec::new();
        for &c in &self.nodes[root as usize].children {
            self.print(c, 0, &mut out);
        }
        out
    }

    fn counts(&self, n: u32) -> (u64, u64) {
        let n = &self.nodes[n as usize];
        (n.primary.load(Ordering::Relaxed), n.secondary.load(Ordering::Relaxed))
    }

    /// The distinct (primary, secondary) counts in the subtrees of `n`'s
    /// children: of each node that has counts or is an assignment.
    fn child_counts(&self, n: u32, out: &mut HashSet<(u64, u64)>) {
        for &c in &self.nodes[n as usize].children {
            let counts = self.counts(c);
            if counts != (0, 0) || self.nodes[c as usize].primed {
                out.insert(counts);
            }
            self.child_counts(c, out);
        }
    }

    fn line(&self, n: u32, level: usize, (primary, secondary): (u64, u64), out: &mut Vec<(u32, String)>) {
        let place = format!("{}{}", "|".repeat(level), self.nodes[n as usize].place);
        if secondary > 0 {
            out.push((COVERAGE_VALUE_COST, format!("  {place}: {primary}:{secondary}")));
        } else {
            out.push((COVERAGE_VALUE, format!("  {place}: {primary}")));
        }
    }

    fn print_children(&self, n: u32, level: usize, out: &mut Vec<(u32, String)>) {
        for &c in &self.nodes[n as usize].children {
            self.print(c, level, out);
        }
    }

    /// TLC's `OpApplNodeWrapper.print` (and its `UNCHANGED` variant).
    fn print(&self, n: u32, level: usize, out: &mut Vec<(u32, String)>) {
        let node = &self.nodes[n as usize];
        let own = self.counts(n);
        let mut below = HashSet::new();
        self.child_counts(n, &mut below);
        if node.unchanged {
            below.remove(&(0, 0));
            let count = match below.iter().next() {
                Some(&(p, _)) => (own.0.max(p), own.1),
                None => own,
            };
            return self.line(n, level, count, out);
        }
        if below.is_empty() {
            if own != (0, 0) || node.primed {
                self.line(n, level, own, out);
            }
            return;
        }
        if below.len() == 1 {
            let children = *below.iter().next().expect("one count");
            if children.0 < own.0 {
                self.line(n, level, own, out);
                return self.print_children(n, level + 1, out);
            }
            if !node.primed && own == (0, 0) && children != (0, 0) {
                return self.line(n, level, children, out);
            }
            if own == (0, 0) && children == (0, 0) {
                let level = if node.primed {
                    self.line(n, level, own, out);
                    level + 1
                } else {
                    level
                };
                return self.print_children(n, level, out);
            }
            if own == children {
                return self.line(n, level, own, out);
            }
        }
        let level = if own != (0, 0) || node.primed {
            self.line(n, level, own, out);
            level + 1
        } else {
            level
        };
        self.print_children(n, level, out)
    }
}

/// Builds the trees of a model's cost model.
pub struct Builder<'a> {
    ops: &'a [OpDef],
    /// Where an expression is, as TLC prints it, or None for one TLC does
    /// not count (a number or string written out).
    place: &'a dyn Fn(&Ir) -> Option<String>,
    /// Where a CASE arm is, from its guard's place (None: OTHER) to its
    /// value's, as TLC prints it.
    arm_place: &'a dyn Fn(Option<Loc>, Loc) -> String,
    model: CostModel,
    /// The operators whose bodies are being walked (a recursive call is
    /// not expanded again).
    calls: Vec<OpId>,
    /// TLC's "primed locations" (see `primed_from`), by place.
    primed: HashSet<Loc>,
}

impl<'a> Builder<'a> {
    pub fn new(ops: &'a [OpDef], place: &'a dyn Fn(&Ir) -> Option<String>, arm_place: &'a dyn Fn(Option<Loc>, Loc) -> String) -> Builder<'a> {
        Builder { ops, place, arm_place, model: CostModel::default(), calls: Vec::new(), primed: HashSet::new() }
    }

    /// Marks the places TLC's `getPrimedLocs` finds in the next-state
    /// relation `next`: its assignments `x' = e` and `x' \in S`, the
    /// variables of its UNCHANGEDs and the subscripts of its `[A]_v`.
    /// A node at such a place is printed even when never reached (in any
    /// tree: TLC compares places).
    pub fn primed_from(&mut self, next: &Ir) {
        let mut calls = Vec::new();
        self.collect_primed(next, &mut calls);
    }

    fn collect_primed(&mut self, ir: &Ir, calls: &mut Vec<OpId>) {
        match &ir.kind {
            IrKind::And(items) | IrKind::Or(items) => items.iter().for_each(|x| self.collect_primed(x, calls)),
            IrKind::Exists(_, body) | IrKind::Forall(_, body) | IrKind::Let(_, body) => self.collect_primed(body, calls),
            IrKind::Builtin(Builtin::Implies, args) => args.iter().for_each(|x| self.collect_primed(x, calls)),
            IrKind::If(_, t, f) => {
                self.collect_primed(t, calls);
                self.collect_primed(f, calls);
            }
            IrKind::Case(arms, other) => {
                arms.iter().for_each(|(_, v)| self.collect_primed(v, calls));
                if let Some(o) = other {
                    self.collect_primed(o, calls);
                }
            }
            IrKind::Builtin(Builtin::Eq | Builtin::In, args) if self.primed_variable(args[0]) => {
                self.primed.insert(ir.loc);
            }
            IrKind::Builtin(Builtin::Unchanged, args) => self.collect_unchanged(args[0], calls),
            IrKind::AngleAction(a, _) => self.collect_primed(a, calls),
            IrKind::BoxAction(a, v) => {
                self.collect_primed(a, calls);
                self.primed.insert(v.loc);
            }
            IrKind::Call(id, _) if !calls.contains(id) => {
                if let OpBody::Expr(body) = &self.ops[*id].body {
                    calls.push(*id);
                    self.collect_primed(body, calls);
                    calls.pop();
                }
            }
            _ => {}
        }
    }

    /// Whether `ir` is `x'` for a variable x, also through definitions
    /// without parameters (`c'` for `c == x`), as TLC's getPrimedVar.
    fn primed_variable(&self, ir: &Ir) -> bool {
        match &ir.kind {
            IrKind::PrimeVar(_) => true,
            IrKind::Builtin(Builtin::Prime, e) => self.stands_for_variable(e[0], 0),
            _ => false,
        }
    }

    fn stands_for_variable(&self, ir: &Ir, depth: usize) -> bool {
        match &ir.kind {
            IrKind::Var(_) => true,
            IrKind::Call(id, args) if args.is_empty() && depth < 32 => matches!(&self.ops[*id].body, OpBody::Expr(b) if self.stands_for_variable(b, depth + 1)),
            _ => false,
        }
    }

    fn collect_unchanged(&mut self, ir: &Ir, calls: &mut Vec<OpId>) {
        match &ir.kind {
            IrKind::Var(_) => {
                self.primed.insert(ir.loc);
            }
            IrKind::Tuple(items) => items.iter().for_each(|x| self.collect_unchanged(x, calls)),
            IrKind::Call(id, args) if args.is_empty() && !calls.contains(id) => {
                if let OpBody::Expr(body) = &self.ops[*id].body {
                    calls.push(*id);
                    self.collect_unchanged(body, calls);
                    calls.pop();
                }
            }
            _ => {}
        }
    }

    /// A tree for `ir` (an action, a predicate); the root stands for the
    /// line TLC names the action with. A call of a definition without
    /// parameters is rooted at its body, as TLC's actions and invariants
    /// are.
    pub fn root(&mut self, ir: &Ir) -> u32 {
        let root = self.node(0, String::new(), false, false);
        let ir = match &ir.kind {
            IrKind::Call(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Expr(body) => *body,
                _ => ir,
            },
            _ => ir,
        };
        self.walk(ir, root);
        root
    }

    pub fn finish(self) -> CostModel {
        self.model
    }

    fn node(&mut self, key: usize, place: String, primed: bool, unchanged: bool) -> u32 {
        self.model.nodes.push(Node {
            key,
            place,
            primed,
            unchanged,
            arm: false,
            children: Vec::new(),
            primary: AtomicU64::new(0),
            secondary: AtomicU64::new(0),
        });
        (self.model.nodes.len() - 1) as u32
    }

    /// A CASE arm's node (TLC's `$Pair`), under `parent`.
    fn arm(&mut self, key: usize, guard: Option<Loc>, value: Loc, parent: u32) -> u32 {
        let place = (self.arm_place)(guard, value);
        let n = self.node(key, place, false, false);
        self.model.nodes[n as usize].arm = true;
        self.model.nodes[parent as usize].children.push(n);
        n
    }

    fn walk_all(&mut self, irs: &[IrRef], parent: u32) {
        for x in irs {
            self.walk(x, parent);
        }
    }

    fn walk_sets(&mut self, binders: &[Binder], parent: u32) {
        for b in binders {
            if let Some(s) = b.set {
                self.walk(s, parent);
            }
        }
    }

    fn walk_op(&mut self, id: OpId, parent: u32) {
        if self.calls.contains(&id) {
            return;
        }
        self.calls.push(id);
        match &self.ops[id].body {
            OpBody::Expr(body) => self.walk(body, parent),
            OpBody::Function(bs, body) => {
                self.walk(body, parent);
                self.walk_sets(bs, parent);
            }
            _ => {}
        }
        self.calls.pop();
    }

    fn walk(&mut self, ir: &Ir, parent: u32) {
        if self.model.nodes.len() >= NODE_LIMIT {
            return;
        }
        let me = match (&ir.kind, (self.place)(ir)) {
            // A LAMBDA's body is found under the operator it is passed to
            // (TLC puts it under the call of the parameter).
            (IrKind::Let(..) | IrKind::Lambda(..), _) | (_, None) => parent,
            (kind, Some(place)) => {
                let primed = self.primed.contains(&ir.loc);
                let unchanged = matches!(kind, IrKind::Builtin(Builtin::Unchanged, _));
                let n = self.node(ir as *const Ir as usize, place, primed, unchanged);
                self.model.nodes[parent as usize].children.push(n);
                n
            }
        };
        match &ir.kind {
            IrKind::Lit(_)
            | IrKind::Var(_)
            | IrKind::PrimeVar(_)
            | IrKind::Local(_)
            | IrKind::OpArg(_)
            | IrKind::TemporalQuant
            | IrKind::Undefined(_)
            | IrKind::Unsupported(_) => {}
            IrKind::Call(id, args) | IrKind::FnDefApp(id, args) => {
                self.walk_op(*id, me);
                self.walk_all(args, me);
            }
            IrKind::CallLocal(_, args) => self.walk_all(args, me),
            IrKind::Lambda(_, body) => self.walk(body, me),
            IrKind::Builtin(_, items) | IrKind::And(items) | IrKind::Or(items) | IrKind::SetEnum(items) | IrKind::Tuple(items) | IrKind::Times(items) => {
                self.walk_all(items, me)
            }
            IrKind::If(c, t, f) => self.walk_all(&[*c, *t, *f], me),
            IrKind::Case(arms, other) => {
                for arm in arms {
                    let n = self.arm(arm as *const _ as usize, Some(arm.0.loc), arm.1.loc, me);
                    self.walk(arm.0, n);
                    self.walk(arm.1, n);
                }
                if let Some(o) = other {
                    let n = self.arm(other as *const _ as usize, None, o.loc, me);
                    self.walk(o, n);
                }
            }
            // LET definitions are evaluated (when used) outside the tree, as
            // TLC's lazy values count nowhere in it.
            IrKind::Let(_, body) => self.walk(body, me),
            IrKind::Forall(bs, body) | IrKind::Exists(bs, body) | IrKind::FnCons(bs, body) => {
                self.walk(body, me);
                self.walk_sets(bs, me);
            }
            IrKind::SetMap(body, bs) => {
                self.walk(body, me);
                self.walk_sets(bs, me);
            }
            IrKind::Choose(b, body) | IrKind::SetFilter(b, body) => {
                self.walk(body, me);
                self.walk_sets(std::slice::from_ref(b), me);
            }
            IrKind::Record(fields) | IrKind::RecordSet(fields) => {
                for (_, v) in fields {
                    self.walk(v, me);
                }
            }
            IrKind::FnSet(a, b) | IrKind::BoxAction(a, b) | IrKind::AngleAction(a, b) => self.walk_all(&[*a, *b], me),
            IrKind::FnApp(f, args) => {
                self.walk(f, me);
                self.walk_all(args, me);
            }
            IrKind::Except(f, updates) => {
                self.walk(f, me);
                for (steps, v) in updates {
                    for s in steps {
                        if let ExceptStep::Index(e) = s {
                            self.walk(e, me);
                        }
                    }
                    self.walk(v, me);
                }
            }
            IrKind::Fairness { sub, action, .. } => self.walk_all(&[*sub, *action], me),
        }
    }
}

/// Whether enumerating the set `ir` gives counts to its node: TLC counts
/// the elements enumerated of a set value where the value was made, which
/// for the values tlars can follow is a set written out (`{a, b}`); the
/// values of other operators and of definitions TLC computed before the
/// search count nowhere.
pub fn counts_enumeration(ir: &Ir) -> bool {
    matches!(ir.kind, IrKind::SetEnum(_))
}

/// What TLC's enumeration of `set` counts at its end beyond the elements:
/// one more look at an explicit set's elements (TLC's `SetEnumValue`
/// counts the call that finds no more).
pub fn enumeration_end(set: &tla_values::Value) -> u64 {
    u64::from(matches!(set, tla_values::Value::Set(_)))
}
