//! The names in TLC's coverage report (`-coverage`): each definition as
//! TLC names it (its left-hand side's place, and for an action that is one
//! disjunct of it that disjunct's place too), actions at the same place
//! counted as one, in the order of their places.

use crate::{location, position, Model};
use tla_check::coverage::{CostRoots, Labels};
use tla_check::Action;
use tla_eval::cost::{self, Builder};
use tla_eval::{Ir, IrKind, IrRef, Loc, OpBody};

impl Model {
    /// The names TLC's coverage report gives the checker's `actions`, the
    /// variables, the initial predicate, the invariants and constraints.
    pub(crate) fn coverage_labels(&self, actions: &[Action]) -> Labels {
        let variables = self.variables.iter().map(|(name, loc)| format!("<{name} {}>", location(&self.map, *loc))).collect();
        let init = self
            .init_names
            .iter()
            .map(|(name, loc)| match self.op_named(name) {
                Some(id) => self.label(id, None),
                // An initial predicate that is not a definition (a conjunct
                // of the SPECIFICATION written out), as TLC names it.
                None if name == "UnnamedAction" => format!("<Action {}>", location(&self.map, *loc)),
                None => format!("<{name} {}>", location(&self.map, *loc)),
            })
            .collect();
        // Actions at one place (one per value of a quantifier over
        // constants) are counted as one, as TLC's share one counter.
        let actions_ir: Vec<IrRef> = actions.iter().map(|a| a.ir).collect();
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
        let actions: Vec<(String, Vec<usize>, IrRef)> = places
            .into_iter()
            .map(|(loc, definition, members)| {
                let label = match definition {
                    Some(id) => self.label(id, Some(loc)),
                    None => format!("<Action {}>", location(&self.map, loc)),
                };
                let ir = actions_ir[members[0]];
                (label, members, ir)
            })
            .collect();
        let named = |irs: &[IrRef]| irs.iter().map(|ir| called(ir).map(|id| self.label(id, None))).collect::<Vec<Option<String>>>();
        let invariants: Vec<IrRef> = self.invariants.iter().map(|(_, ir)| *ir).collect();
        let roots = self.cost_model(actions_by_place(&actions), &invariants);
        let actions = actions.into_iter().map(|(label, members, _)| (label, members)).collect();
        Labels {
            variables,
            init,
            actions,
            invariants: named(&invariants).into_iter().zip(&roots.invariants).filter_map(|(label, root)| label.map(|l| (l, *root))).collect(),
            action_constraints: named(&self.action_constraints),
            state_constraints: named(&self.constraints),
            roots,
        }
    }

    /// TLC's cost model of the initial predicate, each action (one tree
    /// per place), invariant and constraint (see `tla_eval::cost`),
    /// installed for the run.
    fn cost_model(&self, actions: Vec<(Vec<usize>, IrRef)>, invariants: &[IrRef]) -> CostRoots {
        let place = |ir: &Ir| -> Option<String> {
            if ir.loc.span.start >= ir.loc.span.end {
                return None;
            }
            // A number or string written out is not one of TLC's nodes.
            let text = &self.map.get(ir.loc.file()).text;
            let first = text.get(ir.loc.span.start as usize..).and_then(|t| t.chars().next());
            if matches!(ir.kind, IrKind::Lit(_)) && first.is_some_and(|c| c.is_ascii_digit() || c == '"') {
                return None;
            }
            Some(location(&self.map, unparenthesized(text, ir.loc)))
        };
        let arm_place = |guard: Option<Loc>, value: Loc| -> String {
            let start = match guard {
                Some(g) => g.span.start,
                // `OTHER -> e`: from the keyword.
                None => {
                    let text = &self.map.get(value.file()).text;
                    text[..value.span.start as usize].rfind("OTHER").map_or(value.span.start, |i| i as u32)
                }
            };
            location(&self.map, Loc { span: tla_diagnostics::Span { start, end: value.span.end }, ..value })
        };
        let mut builder = Builder::new(&self.ops, &place, &arm_place);
        builder.primed_from(self.next);
        let mut roots = CostRoots { init: Some(builder.root(self.init)), ..CostRoots::default() };
        let count = actions.iter().flat_map(|(members, _)| members.iter().copied()).max().map_or(0, |m| m + 1);
        roots.actions = vec![None; count];
        for (members, ir) in actions {
            let root = builder.root(ir);
            for m in members {
                roots.actions[m] = Some(root);
            }
        }
        roots.invariants = invariants.iter().map(|ir| Some(builder.root(ir))).collect();
        roots.action_constraints = self.action_constraints.iter().map(|ir| Some(builder.root(ir))).collect();
        roots.state_constraints = self.constraints.iter().map(|ir| Some(builder.root(ir))).collect();
        cost::install(builder.finish());
        roots
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

/// `loc` without parentheses around the whole expression: SANY places
/// `(e)` where e is.
fn unparenthesized(text: &str, mut loc: Loc) -> Loc {
    loop {
        let (start, end) = (loc.span.start as usize, loc.span.end as usize);
        let Some(inner) = text.get(start..end) else { return loc };
        if !(inner.starts_with('(') && inner.ends_with(')') && closes_at_end(inner)) {
            return loc;
        }
        let body = &inner[1..inner.len() - 1];
        let lead = body.len() - body.trim_start().len();
        let trail = body.len() - body.trim_end().len();
        loc.span.start += (1 + lead) as u32;
        loc.span.end -= (1 + trail) as u32;
    }
}

/// Whether the `(` that starts `text` is closed by its last `)`.
fn closes_at_end(text: &str) -> bool {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i == text.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

/// Each place's actions and the expression they enumerate.
fn actions_by_place(actions: &[(String, Vec<usize>, IrRef)]) -> Vec<(Vec<usize>, IrRef)> {
    actions.iter().map(|(_, members, ir)| (members.clone(), *ir)).collect()
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
