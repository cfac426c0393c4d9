//! Taking a SPECIFICATION and the PROPERTYs apart the way TLC does: into
//! initial predicates, the next-state action, invariants, action
//! properties and what only liveness checking can decide.

use std::collections::HashMap;
use tla_eval::compile::{apply_definition, apply_let_operator, drop_locals};
use tla_eval::ir::{Builtin, IrKind, IrRef, LetDef, OpBody, OpDef, OpId};
use tla_eval::Loc;

/// The LET operator `body` applies, when `body` is the application of one
/// of `defs`' operators (`LET id(a) == a IN id(P)`): its name.
fn let_call_name(defs: &[LetDef], body: &IrRef) -> Option<&'static str> {
    let IrKind::CallLocal(at, _) = body.kind else { return None };
    let k = (defs.len() as u32).checked_sub(at + 1)? as usize;
    match &defs[k] {
        LetDef::Operator(_, _, name) => Some(name),
        _ => None,
    }
}

/// `body` of `LET defs IN body`, where it applies one of the LET's own
/// operators, with that operator's body applied in its place; else `body`.
fn apply_let_call(defs: &[LetDef], body: &IrRef) -> IrRef {
    if let IrKind::CallLocal(at, args) = &body.kind {
        if let Some(k) = (defs.len() as u32).checked_sub(at + 1) {
            if let LetDef::Operator(arity, op, _) = &defs[k as usize] {
                if *arity == args.len() {
                    return apply_let_operator(op, *arity, *at, args);
                }
            }
        }
    }
    body
}

fn level(ir: &IrRef, ops: &[OpDef], memo: &mut HashMap<OpId, u8>) -> u8 {
    tla_eval::compile::level(ir, ops, memo)
}

/// The conjuncts of a specification `Init /\ [][Next]_v /\ Fairness`.
#[derive(Default)]
pub struct SpecParts {
    pub init: Vec<IrRef>,
    /// `[][A]_v` conjuncts, whole.
    pub next: Vec<IrRef>,
    /// Fairness and other temporal conjuncts: assumptions of liveness.
    pub temporal: Vec<IrRef>,
}

/// A conjunct TLC refuses in a specification, and where it points.
pub enum SpecError {
    /// `[]P` for a state predicate P: TLC "cannot handle the temporal
    /// formula" (it points at P).
    CannotHandle(Loc),
    /// An action-level conjunct outside `[][A]_v`.
    Conjunct(Loc),
}

/// How many definitions deep a specification is taken apart: below, a
/// definition is taken as part of the initial predicate, whose evaluation
/// then reports definitions that call themselves without end (`Init <-
/// ReDefInit` with `ReDefInit == ... /\ Init`), as TLC does.
const MAX_SPEC_DEPTH: u32 = 1000;

pub fn spec_parts(ops: &[OpDef], ir: &IrRef) -> Result<SpecParts, SpecError> {
    let mut parts = SpecParts::default();
    let mut memo = HashMap::new();
    split_spec(ops, ir, &mut parts, &mut memo, 0, false)?;
    Ok(parts)
}

/// `in_instance`: `ir` is read under an INSTANCE's substitutions (see
/// `OpDef::substituted`), where TLC applies no call with arguments.
fn split_spec(ops: &[OpDef], ir: &IrRef, parts: &mut SpecParts, memo: &mut HashMap<OpId, u8>, depth: u32, in_instance: bool) -> Result<(), SpecError> {
    match &ir.kind {
        IrKind::And(items) => {
            for x in items {
                split_spec(ops, x, parts, memo, depth, in_instance)?;
            }
            return Ok(());
        }
        IrKind::Call(..) if depth >= MAX_SPEC_DEPTH => {
            parts.init.push(*ir);
            return Ok(());
        }
        // A constant definition stays whole: TLC has its value, and a
        // FALSE one makes the specification trivially false.
        IrKind::Call(_, args) if args.is_empty() && level(ir, ops, memo) == 0 => {
            parts.init.push(*ir);
            return Ok(());
        }
        IrKind::Call(id, args) if args.is_empty() => {
            if let OpBody::Expr(body) = &ops[*id].body {
                return split_spec(ops, body, parts, memo, depth + 1, in_instance || ops[*id].substituted);
            }
        }
        // `Op(e)` is Op's body with e for its parameter, whatever e's level
        // (`id(Init /\ [][Next]_v)`, `Z7(7)!Spec` of a parameterized
        // INSTANCE).
        IrKind::Call(id, args) if !in_instance => {
            if let OpBody::Expr(body) = &ops[*id].body {
                return split_spec(ops, &apply_definition(body, args), parts, memo, depth + 1, ops[*id].substituted);
            }
        }
        // A LET that the parts do not need once its operators are applied.
        IrKind::Let(defs, body) if !in_instance => {
            let body = apply_let_call(defs, body);
            if let Some(body) = drop_locals(&body, defs.len() as u32) {
                return split_spec(ops, &body, parts, memo, depth + 1, in_instance);
            }
        }
        IrKind::Builtin(Builtin::Always, args) => {
            if let IrKind::BoxAction(..) = args[0].kind {
                parts.next.push(args[0]);
                return Ok(());
            }
            if level(&args[0], ops, memo) < 2 {
                return Err(SpecError::CannotHandle(args[0].loc));
            }
        }
        _ => {}
    }
    match level(ir, ops, memo) {
        0 | 1 => parts.init.push(*ir),
        3 => parts.temporal.push(*ir),
        _ => return Err(SpecError::Conjunct(ir.loc)),
    }
    Ok(())
}

/// What checking a conjunct of a PROPERTY takes.
pub enum PropertyPart {
    /// A state predicate: must hold in every initial state.
    Init(IrRef),
    /// `[]P` for a state predicate P: an invariant.
    Invariant(IrRef),
    /// `[][A]_v`: must hold on every transition (the `[A]_v`).
    Action(IrRef),
    /// Anything else: liveness.
    Temporal(IrRef),
}

/// The name TLC reports a part of a PROPERTY under: the innermost
/// definition whose whole body it is, or, for a conjunct of a conjunction,
/// its place in the source (TLC names each conjunct by its location until a
/// definition applied names it again).
#[derive(Clone, Debug, PartialEq)]
pub enum PartName {
    Defined(String),
    At(Loc),
}

/// The property's conjuncts, each with the name TLC reports it under.
pub fn property_parts(ops: &[OpDef], name: &str, ir: &IrRef) -> Result<Vec<(PartName, PropertyPart)>, Loc> {
    let mut out = Vec::new();
    let mut memo = HashMap::new();
    split_property(ops, &PartName::Defined(name.to_string()), ir, &mut out, &mut memo, 0, false)?;
    Ok(out)
}

/// `in_instance` as for `split_spec`.
fn split_property(
    ops: &[OpDef],
    name: &PartName,
    ir: &IrRef,
    out: &mut Vec<(PartName, PropertyPart)>,
    memo: &mut HashMap<OpId, u8>,
    depth: u32,
    in_instance: bool,
) -> Result<(), Loc> {
    match &ir.kind {
        // `LET d IN P`: P's parts, each under the same LET.
        IrKind::Let(defs, body) => {
            let mut inner = Vec::new();
            // (A LET operator applied is its body, named after it.)
            let (name, body) = match let_call_name(defs, body) {
                Some(op) if !in_instance => (PartName::Defined(op.to_string()), apply_let_call(defs, body)),
                _ => (name.clone(), *body),
            };
            split_property(ops, &name, &body, &mut inner, memo, depth + 1, in_instance)?;
            let wrap = |x: IrRef| tla_eval::ir::Ir::new(IrKind::Let(defs, x), ir.loc);
            for (n, part) in inner {
                out.push((
                    n,
                    match part {
                        PropertyPart::Init(x) => PropertyPart::Init(wrap(x)),
                        PropertyPart::Invariant(x) => PropertyPart::Invariant(wrap(x)),
                        PropertyPart::Action(x) => PropertyPart::Action(wrap(x)),
                        PropertyPart::Temporal(x) => PropertyPart::Temporal(wrap(x)),
                    },
                ));
            }
            return Ok(());
        }
        IrKind::And(items) => {
            for x in items {
                split_property(ops, &PartName::At(x.loc), x, out, memo, depth, in_instance)?;
            }
            return Ok(());
        }
        // (Definitions calling themselves without end: checked whole, their
        // evaluation reports it.)
        IrKind::Call(..) if depth >= MAX_SPEC_DEPTH => {
            out.push((name.clone(), PropertyPart::Init(ir)));
            return Ok(());
        }
        IrKind::Call(id, args) if args.is_empty() => {
            if let OpBody::Expr(body) = &ops[*id].body {
                return split_property(ops, &PartName::Defined(ops[*id].name.clone()), body, out, memo, depth + 1, in_instance || ops[*id].substituted);
            }
        }
        // `op(e)`: op's body with e for its parameter, its parts named
        // after op (`op(b) == [][A]_v` is an action property `op`), as TLC
        // names them.
        IrKind::Call(id, args) if !in_instance => {
            if let OpBody::Expr(body) = &ops[*id].body {
                return split_property(
                    ops,
                    &PartName::Defined(ops[*id].name.clone()),
                    &apply_definition(body, args),
                    out,
                    memo,
                    depth + 1,
                    ops[*id].substituted,
                );
            }
        }
        IrKind::Builtin(Builtin::Always, args) => {
            if let IrKind::BoxAction(..) = args[0].kind {
                out.push((name.clone(), PropertyPart::Action(args[0])));
                return Ok(());
            }
            if level(&args[0], ops, memo) < 2 {
                let inv_name = match &args[0].kind {
                    IrKind::Call(id, a) if a.is_empty() => PartName::Defined(ops[*id].name.clone()),
                    _ => name.clone(),
                };
                out.push((inv_name, PropertyPart::Invariant(args[0])));
                return Ok(());
            }
        }
        _ => {}
    }
    match level(ir, ops, memo) {
        0 | 1 => out.push((name.clone(), PropertyPart::Init(ir))),
        3 => out.push((name.clone(), PropertyPart::Temporal(ir))),
        _ => return Err(ir.loc),
    }
    Ok(())
}

/// What TLC's look at the subscript `v` of the specification's `[][A]_v`
/// found: the variables of the tuples it is made of.
pub enum Subscript {
    /// The variables found, in no particular order.
    Variables(Vec<u32>),
    /// A part TLC cannot look into (a literal): it warns that it could
    /// not determine whether the subscript holds every variable.
    Undetermined,
    /// The definitions refer to one another without end (`vars <-
    /// ReVars` with `ReVars == <<vars, z>>`): TLC's stack overflows
    /// before the search starts (exit 255). Where the cycle was noticed.
    Runaway(Loc),
}

/// How many definitions deep the subscript is followed before it is taken
/// to refer to itself without end.
const MAX_SUBSCRIPT_DEPTH: u32 = 10_000;

/// The state variables in the subscript `v`, found as TLC finds them
/// (SpecProcessor's SubscriptCollector): through tuples, definitions and
/// their arguments, LET and INSTANCE substitutions; any other operator
/// (`x + y`, `f[x]`, IF) is passed over without a look inside.
pub fn subscript_variables(ops: &[OpDef], v: &IrRef) -> Subscript {
    let mut found = Vec::new();
    match collect_subscript(ops, v, &None, &mut found, 0) {
        Ok(()) => Subscript::Variables(found),
        Err(None) => Subscript::Undetermined,
        Err(Some(at)) => Subscript::Runaway(at),
    }
}

/// The expressions the locals in scope stand for (innermost first), each
/// with its own scope; `None` for a local that is not an expression.
#[derive(Clone)]
struct SubscriptScope(Option<std::rc::Rc<(Option<(IrRef, SubscriptScope)>, SubscriptScope)>>);

fn collect_subscript(ops: &[OpDef], ir: &IrRef, scope: &Option<SubscriptScope>, found: &mut Vec<u32>, depth: u32) -> Result<(), Option<Loc>> {
    if depth >= MAX_SUBSCRIPT_DEPTH {
        return Err(Some(ir.loc));
    }
    let bind = |s: &Option<SubscriptScope>, x: Option<(IrRef, SubscriptScope)>| {
        Some(SubscriptScope(Some(std::rc::Rc::new((x, s.clone().unwrap_or(SubscriptScope(None)))))))
    };
    match &ir.kind {
        IrKind::Var(i) => found.push(*i),
        IrKind::Tuple(items) => {
            for x in items {
                collect_subscript(ops, x, scope, found, depth + 1)?;
            }
        }
        IrKind::Call(id, args) => {
            if let OpBody::Expr(body) = &ops[*id].body {
                let mut callee = None;
                for a in args {
                    let here = scope.clone().unwrap_or(SubscriptScope(None));
                    callee = bind(&callee, Some((*a, here)));
                }
                collect_subscript(ops, body, &callee, found, depth + 1)?;
            }
        }
        IrKind::Local(i) => {
            let mut s = scope.clone().and_then(|s| s.0);
            for _ in 0..*i {
                s = s.and_then(|n| n.1 .0.clone());
            }
            if let Some(node) = s {
                if let Some((x, at)) = &node.0 {
                    collect_subscript(ops, x, &Some(at.clone()), found, depth + 1)?;
                }
            }
        }
        IrKind::Let(defs, body) => {
            let mut inner = scope.clone();
            for d in defs.iter() {
                let here = inner.clone().unwrap_or(SubscriptScope(None));
                inner = bind(&inner, if let tla_eval::ir::LetDef::Value(x) = d { Some((*x, here)) } else { None });
            }
            collect_subscript(ops, body, &inner, found, depth + 1)?;
        }
        IrKind::Lit(_) => return Err(None),
        _ => {}
    }
    Ok(())
}
