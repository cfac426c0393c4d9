//! The names in TLC's coverage report (`-coverage`): each definition as
//! TLC names it (its left-hand side's place, and for an action that is one
//! disjunct of it that disjunct's place too), actions at the same place
//! counted as one, in the order of their places.

use crate::{location, position, Model};
use tla_check::coverage::Labels;
use tla_check::Action;
use tla_eval::{IrKind, IrRef, Loc, OpBody};

impl Model {
    /// The names TLC's coverage report gives the checker's `actions`, the
    /// variables, the initial predicate, the invariants and constraints.
    pub fn coverage_labels(&self, actions: &[Action]) -> Labels {
        let variables = self.variables.iter().map(|(name, loc)| format!("<{name} {}>", location(&self.map, *loc))).collect();
        let init = self
            .init_names
            .iter()
            .map(|(name, loc)| self.op_named(name).map_or_else(|| format!("<{name} {}>", location(&self.map, *loc)), |id| self.label(id, None)))
            .collect();
        // Actions at one place (one per value of a quantifier over
        // constants) are counted as one, as TLC's share one counter.
        let mut places: Vec<(Loc, Option<usize>, Vec<usize>)> = Vec::new();
        for (i, a) in actions.iter().enumerate() {
            match places.iter_mut().find(|(loc, _, _)| *loc == a.loc) {
                Some((_, _, members)) => members.push(i),
                None => places.push((a.loc, a.definition, vec![i])),
            }
        }
        places.sort_by_key(|(loc, _, _)| {
            let (begin, end, module) = position(&self.map, *loc);
            (module, begin, end)
        });
        let actions = places
            .into_iter()
            .map(|(loc, definition, members)| {
                let label = match definition {
                    Some(id) => self.label(id, Some(loc)),
                    None => format!("<Action {}>", location(&self.map, loc)),
                };
                (label, members)
            })
            .collect();
        let named = |irs: &[IrRef]| irs.iter().map(|ir| called(ir).map(|id| self.label(id, None))).collect::<Vec<Option<String>>>();
        let invariants: Vec<IrRef> = self.invariants.iter().map(|(_, ir)| *ir).collect();
        Labels {
            variables,
            init,
            actions,
            invariants: named(&invariants).into_iter().flatten().collect(),
            action_constraints: named(&self.action_constraints),
            state_constraints: named(&self.constraints),
        }
    }

    fn op_named(&self, name: &str) -> Option<usize> {
        self.ops.iter().position(|op| op.name == name)
    }

    /// A definition as TLC's coverage names it: its name and where its
    /// left-hand side is; for an action that is one disjunct of it (`at`),
    /// also where that disjunct is.
    fn label(&self, id: usize, at: Option<Loc>) -> String {
        let op = &self.ops[id];
        let head = self.head(op.loc);
        let whole = matches!(&op.body, OpBody::Expr(body) if at.is_none_or(|at| body_loc(body) == at));
        match at {
            Some(at) if !whole => {
                let ((l1, c1), (l2, c2), _) = position(&self.map, at);
                format!("<{} {} ({l1} {c1} {l2} {c2})>", op.name, location(&self.map, head))
            }
            _ => format!("<{} {}>", op.name, location(&self.map, head)),
        }
    }

    /// The left-hand side of the definition that begins at `def`: up to
    /// its `==`.
    fn head(&self, def: Loc) -> Loc {
        let text = &self.map.get(def.file()).text;
        let start = def.span.start as usize;
        let end = (def.span.end as usize).min(text.len());
        match text.get(start..end).and_then(|t| t.find("==")) {
            Some(i) => {
                let lhs = text[start..start + i].trim_end();
                Loc { span: tla_diagnostics::Span { start: def.span.start, end: def.span.start + lhs.len() as u32 }, ..def }
            }
            None => def,
        }
    }
}

/// Where a definition's body is, inside any LET (as TLC locates actions).
fn body_loc(body: &IrRef) -> Loc {
    let mut b = body;
    while let IrKind::Let(_, inner) = &b.kind {
        b = inner;
    }
    b.loc
}

/// The operator a directive's expression calls.
fn called(ir: &IrRef) -> Option<usize> {
    match &ir.kind {
        IrKind::Call(id, _) => Some(*id),
        _ => None,
    }
}
