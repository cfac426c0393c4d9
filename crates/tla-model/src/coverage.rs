//! TLC's coverage report (`-coverage`) from the search's counts: each
//! variable's distinct values, the initial predicate's and each action's
//! states found and generated (actions at the same place counted as one,
//! in the order of their places, named by their definitions as TLC names
//! them), the invariants, and how often each constraint held and was
//! evaluated. TLC's counts of each subexpression's evaluations are not
//! reported.

use crate::{location, position, Model};
use tla_check::coverage::{ConstraintCounts, Coverage};
use tla_check::Action;
use tla_diagnostics::tlc_messages::code;
use tla_eval::{IrKind, IrRef, Loc, OpBody};

impl Model {
    /// The report's lines, each a TLC message code and its text.
    pub fn coverage_report(&self, actions: &[Action], coverage: &Coverage, constraints: &ConstraintCounts) -> Vec<(u32, String)> {
        let mut out = vec![(
            code::TLC_COVERAGE_START,
            format!(
                "The coverage statistics at {} (see https://explain.tlapl.us/module-coverage-statistics for how to interpret the following statistics).",
                tla_diagnostics::tlc_messages::now()
            ),
        )];
        if let Some(counts) = coverage.distinct_values() {
            for ((name, loc), n) in self.variables.iter().zip(counts) {
                out.push((code::TLC_COVERAGE_VAR, format!("<{name} {}>: {n}", location(&self.map, *loc))));
            }
        }
        for (name, loc) in &self.init_names {
            let label = self.op_named(name).map_or_else(|| format!("<{name} {}>", location(&self.map, *loc)), |id| self.label(id, None));
            out.push((code::TLC_COVERAGE_INIT, format!("{label}: {}:{}", coverage.init.distinct, coverage.init.generated)));
        }
        // Actions at one place (one per value of a quantifier over
        // constants) are counted as one, as TLC's share one counter.
        let mut places: Vec<(Loc, Option<usize>, tla_check::coverage::Counts)> = Vec::new();
        for (a, c) in actions.iter().zip(&coverage.actions) {
            match places.iter_mut().find(|(loc, _, _)| *loc == a.loc) {
                Some((_, _, total)) => {
                    total.distinct += c.distinct;
                    total.generated += c.generated;
                }
                None => places.push((a.loc, a.definition, *c)),
            }
        }
        places.sort_by_key(|(loc, _, _)| {
            let (begin, end, module) = position(&self.map, *loc);
            (module, begin, end)
        });
        for (loc, definition, c) in places {
            let label = match definition {
                Some(id) => self.label(id, Some(loc)),
                None => format!("<Action {}>", location(&self.map, loc)),
            };
            out.push((code::TLC_COVERAGE_NEXT, format!("{label}: {}:{}", c.distinct, c.generated)));
        }
        for (_, ir) in &self.invariants {
            if let Some(id) = called(ir) {
                out.push((code::TLC_COVERAGE_PROPERTY, self.label(id, None)));
            }
        }
        // Action constraints, then state constraints: how often each held
        // and was evaluated.
        for (irs, counts) in [(&self.action_constraints, &constraints.action), (&self.constraints, &constraints.state)] {
            for (ir, (held, evaluated)) in irs.iter().zip(ConstraintCounts::totals(counts)) {
                if let Some(id) = called(ir) {
                    out.push((code::TLC_COVERAGE_CONSTRAINT, format!("{}: {held}:{evaluated}", self.label(id, None))));
                }
            }
        }
        out.push((code::TLC_COVERAGE_END, "End of statistics.".to_string()));
        out
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
