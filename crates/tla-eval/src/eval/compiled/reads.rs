//! What a compiled tree reads: the next state (an action's LET value that
//! reads it is computed at each use), and which variables of the current
//! state (a conjunct of an invariant whose variables a step left as they
//! were need not be checked again: see `tla-check`'s `compiled`).

use super::*;

/// `f` of each of `items`.
fn all(items: &[Expr], f: &mut dyn FnMut(&Expr)) {
    items.iter().for_each(f)
}

impl Expr {
    /// Each subtree this node evaluates directly.
    fn for_each_child(&self, f: &mut dyn FnMut(&Expr)) {
        match self {
            Expr::Const(_) | Expr::Remembered(_) | Expr::Var(_) | Expr::Primed(_) | Expr::Slot(_) | Expr::Unchanged(_) | Expr::Enabled { .. } => {}
            Expr::LetValue(_, def, _) => f(def),
            Expr::Let(_, x)
            | Expr::Not(x)
            | Expr::Domain(x)
            | Expr::Subset(x)
            | Expr::Union(x)
            | Expr::Len(x, _)
            | Expr::Lookup(x, _)
            | Expr::FnDefApp(_, x)
            | Expr::StateDef(_, x)
            | Expr::NextStateDef(_, x) => f(x),
            Expr::Times(items)
            | Expr::And(items)
            | Expr::Or(items)
            | Expr::SetEnum(items)
            | Expr::Tuple(items)
            | Expr::Native(_, items)
            | Expr::Call(_, items) => all(items, f),
            Expr::Bind(binds, body) => {
                binds.iter().for_each(|(_, e)| f(e));
                f(body)
            }
            Expr::InDomain(checks, body) => {
                all(checks, f);
                f(body)
            }
            Expr::Filter { set, pred, .. } | Expr::Choose { set, pred, .. } => {
                f(set);
                f(pred)
            }
            Expr::InComprehension { x, base, pred, .. } => {
                f(x);
                f(base);
                f(pred)
            }
            Expr::SelectSeq { seq, test, .. } => {
                f(seq);
                f(test)
            }
            Expr::IntOp(_, a, b, _)
            | Expr::Same(a, b)
            | Expr::SubsetEq(a, b)
            | Expr::Apply(a, b)
            | Expr::Eq(a, b, _)
            | Expr::In(a, b, _, _)
            | Expr::Implies(a, b)
            | Expr::Equiv(a, b)
            | Expr::Cup(a, b)
            | Expr::Cap(a, b)
            | Expr::SetMinus(a, b)
            | Expr::FnSet(a, b)
            | Expr::Assert(a, b) => {
                f(a);
                f(b)
            }
            Expr::If(c, t, e) => {
                f(c);
                f(t);
                f(e)
            }
            Expr::Case(arms, other) => {
                arms.iter().for_each(|(g, v)| {
                    f(g);
                    f(v)
                });
                other.iter().for_each(|o| f(o))
            }
            Expr::Record(fields) | Expr::RecordSet(fields) => fields.iter().for_each(|(_, x)| f(x)),
            Expr::Quant { bound, body, .. } | Expr::Function { bound, body } | Expr::SetMap { bound, body } => {
                all(&bound.sets, f);
                f(body)
            }
            Expr::Except { base, updates, .. } => {
                f(base);
                updates.iter().for_each(|(path, v)| {
                    all(path, f);
                    f(v)
                })
            }
        }
    }

    /// Whether the tree reads the next state.
    pub(super) fn reads_next(&self) -> bool {
        match self {
            Expr::Primed(_) | Expr::Unchanged(_) | Expr::Same(..) | Expr::NextStateDef(..) => true,
            // (Its own next state, not the action's it may be read in.)
            Expr::Enabled { .. } => false,
            _ => {
                let mut reads = false;
                self.for_each_child(&mut |x| reads = reads || x.reads_next());
                reads
            }
        }
    }

    /// The variables of the current state the tree may read, one bit each
    /// (bit v for variable v); `None` where that is not known: a tree that
    /// reads the next state, ENABLED (its action reads what it reads), a
    /// recursive definition's call (its body is not here), a variable past
    /// the 64th.
    pub fn variables_read(&self) -> Option<u64> {
        match self {
            Expr::Var(v) => (*v < 64).then(|| 1 << v),
            Expr::Primed(_) | Expr::Unchanged(_) | Expr::Same(..) | Expr::NextStateDef(..) | Expr::Enabled { .. } | Expr::Call(..) => None,
            _ => {
                let mut read = Some(0);
                self.for_each_child(&mut |x| read = read.and_then(|r| Some(r | x.variables_read()?)));
                read
            }
        }
    }
}
