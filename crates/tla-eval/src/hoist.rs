//! Constant subexpressions evaluated once.
//!
//! A state-level operator often contains parts that do not depend on the
//! state: `[Proc -> Clock]` in a type invariant, `Proc \ {0}`, a record of
//! constants. Evaluating them again in every state costs allocations and
//! calls for nothing. This pass marks each maximal subexpression that reads
//! no variable, no bound name and calls nothing impure (random choice, the
//! clock, Print, TLCGet/TLCSet) as hoisted; the evaluator then computes it
//! on first use and keeps the value. Being computed on first use, an
//! expression that is never reached is never evaluated (so one that would
//! fail does not fail early), exactly as without the pass.

use crate::compile::{for_each_child, free_locals, op_level};
use crate::ir::*;
use std::collections::HashMap;
use std::sync::atomic::Ordering;

/// Natives whose result is not a function of their arguments.
pub(crate) const IMPURE_NATIVES: &[&str] = &["RandomElement", "RandomSubset", "RandomSetOfSubsets", "JavaTime"];

struct Pass<'a> {
    ops: &'a [OpDef],
    levels: HashMap<OpId, u8>,
    pure: HashMap<OpId, bool>,
}

/// Marks the constant subexpressions of every operator's body, and the
/// operators whose calls are functions of their arguments' values
/// (`OpDef::by_value`).
pub fn mark_constants(ops: &[OpDef]) {
    let mut pass = Pass { ops, levels: HashMap::new(), pure: HashMap::new() };
    for (id, op) in ops.iter().enumerate() {
        // (Of value parameters: arguments are then bound as values where
        // they evaluate, as for any call; `lazy_args`, set where the body
        // calls a LET operator with arguments, does not matter here, since
        // nothing in a constant-level body reads the next state.)
        let values = !op.params.is_empty() && op.params.iter().all(|&arity| arity == 0);
        if values && matches!(op.body, OpBody::Expr(_)) && pass.pure_constant_op(id) {
            op.by_value.store(true, Ordering::Relaxed);
        }
    }
    for op in ops {
        let body = match &op.body {
            OpBody::Expr(b) => b,
            OpBody::Function(binders, b) => {
                for set in binders.iter().filter_map(|x| x.set) {
                    if pass.constant(set) {
                        mark(set);
                    }
                }
                b
            }
            _ => continue,
        };
        // A nullary operator's value is remembered by the evaluator
        // already; a constant body of an operator with parameters that it
        // ignores is marked here.
        if pass.constant(body) && !op.params.is_empty() {
            mark(body);
        }
    }
}

fn mark(ir: &Ir) {
    if worth_remembering(&ir.kind) {
        ir.hoisted.store(true, Ordering::Relaxed);
    }
}

/// Literals and nullary calls are as cheap as a remembered value.
fn worth_remembering(kind: &IrKind) -> bool {
    !matches!(kind, IrKind::Lit(_) | IrKind::Builtin(Builtin::Boolean | Builtin::Strings, _)) && !matches!(kind, IrKind::Call(_, a) if a.is_empty())
}

/// What the pass finds of a subexpression.
#[derive(Clone, Copy)]
struct Found {
    /// Closed and pure: its value is the same wherever it is evaluated.
    constant: bool,
    /// Reads no variable and calls nothing impure, whatever its locals.
    pure: bool,
    /// Reads a local, unless it is constant: one bound inside it, or not.
    locals: bool,
}

/// Whether `kind` binds names over a set each (`\A x \in S : P`,
/// `{x \in S : P}`, `[x \in S |-> e]`, ...), every set given.
fn binds_bounded(kind: &IrKind) -> Option<bool> {
    match kind {
        IrKind::Forall(bs, _) | IrKind::Exists(bs, _) | IrKind::FnCons(bs, _) | IrKind::SetMap(_, bs) => Some(bs.iter().all(|b| b.set.is_some())),
        IrKind::Choose(b, _) | IrKind::SetFilter(b, _) => Some(b.set.is_some()),
        _ => None,
    }
}

impl Pass<'_> {
    /// Whether `ir` is a closed, pure constant expression; marks the
    /// maximal such subexpressions below it when it is not.
    fn constant(&mut self, ir: &Ir) -> bool {
        self.found(ir).constant
    }

    /// What `ir` is (see `Found`); marks the maximal constant
    /// subexpressions below it when it is not constant itself. A name
    /// bound inside the expression (a quantifier's, a comprehension's) does
    /// not keep it from being constant: `{x \in -1..1 \X -1..1 : x # <<0, 0>>}`
    /// is computed once.
    fn found(&mut self, ir: &Ir) -> Found {
        let mut children: Vec<(&Ir, Found)> = Vec::new();
        for_each_child(&ir.kind, &mut |c| children.push((*c, Found { constant: false, pure: false, locals: false })));
        for c in children.iter_mut() {
            c.1 = self.found(c.0);
        }
        let own = match &ir.kind {
            IrKind::Local(_) => {
                return Found { constant: false, pure: true, locals: true };
            }
            IrKind::Var(_) | IrKind::PrimeVar(_) | IrKind::CallLocal(..) | IrKind::Lambda(..) => false,
            IrKind::Let(..) => false,
            kind if binds_bounded(kind) == Some(false) => false,
            IrKind::BoxAction(..)
            | IrKind::AngleAction(..)
            | IrKind::Fairness { .. }
            | IrKind::TemporalQuant
            | IrKind::Undefined(_)
            | IrKind::Unsupported(_) => false,
            IrKind::Builtin(b, _) => !matches!(
                b,
                Builtin::Prime
                    | Builtin::Unchanged
                    | Builtin::Enabled
                    | Builtin::Always
                    | Builtin::Eventually
                    | Builtin::LeadsTo
                    | Builtin::WhilePlus
                    | Builtin::Cdot
            ),
            IrKind::Call(id, _) | IrKind::FnDefApp(id, _) | IrKind::OpArg(id) => self.pure_constant_op(*id),
            _ => true,
        };
        let pure = own && children.iter().all(|c| c.1.pure);
        let locals = children.iter().any(|c| c.1.locals && !c.1.constant);
        // (Only an expression binding names can close over locals read
        // below it; whether it does is asked of those alone.)
        let constant = pure && (!locals || (binds_bounded(&ir.kind).is_some() && free_locals(ir).is_empty()));
        if !constant {
            for (c, found) in children {
                if found.constant {
                    mark(c);
                }
            }
        }
        Found { constant, pure, locals }
    }

    /// A constant-level operator that calls nothing impure, transitively.
    fn pure_constant_op(&mut self, id: OpId) -> bool {
        if op_level(id, self.ops, &mut self.levels) != 0 {
            return false;
        }
        self.pure_op(id)
    }

    fn pure_op(&mut self, id: OpId) -> bool {
        if let Some(&p) = self.pure.get(&id) {
            return p;
        }
        // A recursive operator meets itself as pure first.
        self.pure.insert(id, true);
        let op = &self.ops[id];
        let p = match &op.body {
            OpBody::Special(Special::SelectSeq | Special::CausalOrder | Special::HigherOrder(_) | Special::AssertError) => true,
            OpBody::Special(_) | OpBody::Pending => false,
            OpBody::Native(_) => !IMPURE_NATIVES.contains(&op.name.as_str()),
            OpBody::Constant(_) => true,
            OpBody::Expr(b) | OpBody::Function(_, b) => {
                let mut calls = Vec::new();
                crate::compile::visit_calls(b, &mut |c| calls.push(c));
                calls.into_iter().all(|c| self.pure_op(c))
            }
        };
        self.pure.insert(id, p);
        p
    }
}
