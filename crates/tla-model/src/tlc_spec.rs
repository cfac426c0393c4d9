//! `TLCGet("spec")`: the model as TLC describes it to the spec, a record of
//! sets of `[name, location]` records (initial predicates, actions,
//! invariants, properties, variables, constraints).

use tla_diagnostics::SourceMap;
use tla_eval::{IrKind, IrRef, Loc, OpBody, OpDef};
use tla_values::{Str, Value};

/// The parts of the model, each named and located as TLC names and
/// locates them.
#[derive(Default)]
pub struct SpecParts {
    pub inits: Vec<(String, Loc)>,
    pub actions: Vec<(String, Loc)>,
    pub temporals: Vec<(String, Loc)>,
    pub invariants: Vec<(String, Loc)>,
    pub implied_inits: Vec<(String, Loc)>,
    pub implied_actions: Vec<(String, Loc)>,
    pub implied_temporals: Vec<(String, Loc)>,
    pub variables: Vec<(String, Loc)>,
    pub action_constraints: Vec<(String, Loc)>,
    pub constraints: Vec<(String, Loc)>,
}

/// The name and the location of the body of the definition `ir` calls (as
/// TLC gives an action or property); any other expression (an application
/// with arguments too) is TLC's unnamed action, at the expression.
pub fn named_body(ir: &IrRef, ops: &[OpDef]) -> (String, Loc) {
    match &ir.kind {
        IrKind::Call(id, args) if args.is_empty() => match &ops[*id].body {
            OpBody::Expr(b) => (ops[*id].name.clone(), b.loc),
            _ => (ops[*id].name.clone(), ops[*id].loc),
        },
        _ => ("UnnamedAction".to_string(), ir.loc),
    }
}

/// The name and the location of the whole definition `ir` calls (as TLC
/// gives a constraint).
pub fn named_definition(ir: &IrRef, ops: &[OpDef]) -> (String, Loc) {
    match &ir.kind {
        IrKind::Call(id, _) => (ops[*id].name.clone(), ops[*id].loc),
        _ => ("UnnamedAction".to_string(), ir.loc),
    }
}

/// The conjuncts of the specification `spec` (the call of the
/// SPECIFICATION's definition) as TLC meets them: it takes the definition's
/// body apart, conjunctions and definitions without parameters, except a
/// definition whose body is a state predicate, which it keeps whole.
fn tlc_conjuncts(spec: &IrRef, ops: &[OpDef]) -> Vec<IrRef> {
    fn walk(ir: &IrRef, ops: &[OpDef], memo: &mut std::collections::HashMap<usize, u8>, out: &mut Vec<IrRef>, depth: u32) {
        if depth > 1000 {
            return;
        }
        match &ir.kind {
            IrKind::And(items) => items.iter().for_each(|x| walk(x, ops, memo, out, depth + 1)),
            IrKind::Call(id, args) if args.is_empty() => match &ops[*id].body {
                OpBody::Expr(body) if tla_eval::compile::level(body, ops, memo) > 1 => walk(body, ops, memo, out, depth + 1),
                _ => out.push(*ir),
            },
            _ => out.push(*ir),
        }
    }
    let mut memo = std::collections::HashMap::new();
    let mut out = Vec::new();
    match &spec.kind {
        IrKind::Call(id, args) if args.is_empty() => match &ops[*id].body {
            OpBody::Expr(body) => walk(body, ops, &mut memo, &mut out, 0),
            _ => out.push(*spec),
        },
        _ => walk(spec, ops, &mut memo, &mut out, 0),
    }
    out
}

/// The initial predicates of the specification `spec` as TLC lists them:
/// its state-level conjuncts (see `tlc_conjuncts`).
pub fn spec_inits(spec: &IrRef, ops: &[OpDef]) -> Vec<(String, Loc)> {
    let mut memo = std::collections::HashMap::new();
    tlc_conjuncts(spec, ops).iter().filter(|c| tla_eval::compile::level(c, ops, &mut memo) <= 1).map(|c| named_body(c, ops)).collect()
}

/// A variable that TLC meets as a conjunct of the specification `spec`:
/// TLC refuses it as a spec.
pub fn variable_conjunct(spec: &IrRef, ops: &[OpDef]) -> Option<(u32, Loc)> {
    tlc_conjuncts(spec, ops).iter().find_map(|c| match c.kind {
        IrKind::Var(slot) => Some((slot, c.loc)),
        _ => None,
    })
}

impl SpecParts {
    /// The record `TLCGet("spec")` answers.
    pub fn value(&self, map: &SourceMap) -> Value {
        let set = |items: &[(String, Loc)]| {
            Value::set(
                items
                    .iter()
                    .map(|(name, loc)| {
                        let (begin, end, module) = crate::position(map, *loc);
                        tla_eval::registers::named_location(name, begin, end, &module)
                    })
                    .collect(),
            )
        };
        // (Fields in the order TLC interns their names, which is the order
        // it prints them in.)
        Value::record(vec![
            (Str::new("actions"), set(&self.actions)),
            (Str::new("impliedinits"), set(&self.implied_inits)),
            (Str::new("impliedactions"), set(&self.implied_actions)),
            (Str::new("invariants"), set(&self.invariants)),
            (Str::new("impliedtemporals"), set(&self.implied_temporals)),
            (Str::new("temporals"), set(&self.temporals)),
            (Str::new("inits"), set(&self.inits)),
            (Str::new("variables"), set(&self.variables)),
            (Str::new("actionconstraints"), set(&self.action_constraints)),
            (Str::new("constraints"), set(&self.constraints)),
        ])
    }
}
