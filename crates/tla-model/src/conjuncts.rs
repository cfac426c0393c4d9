//! Which conjuncts of a violated invariant are false (TLC names only the
//! invariant; its users ask which part failed, tlaplus issue 803): the
//! invariant taken apart at its conjunctions, through the definitions
//! without parameters it is made of, each part evaluated on the state.

use tla_eval::ir::{IrKind, IrRef, OpBody, OpDef};
use tla_eval::{Cur, Evaluator, Loc, States};
use tla_values::Value;

/// How many definitions deep the invariant is taken apart.
const MAX_DEPTH: u32 = 64;

/// The conjuncts of `invariant` that are false in `state` (or that fail to
/// evaluate), innermost, in the order they are written; none when the
/// invariant is not a conjunction.
pub fn false_conjuncts(ev: &Evaluator, ops: &[OpDef], invariant: &IrRef, state: &[Value]) -> Vec<Loc> {
    let mut leaves = Vec::new();
    conjuncts(ops, invariant, 0, &mut leaves);
    if leaves.len() < 2 {
        return Vec::new();
    }
    let st = States { cur: Cur::Full(state), next: None, serial: ev.next_serial() };
    leaves.into_iter().filter(|c| !matches!(ev.eval_bool(c, &None, &st), Ok(true))).map(|c| c.loc).collect()
}

fn conjuncts(ops: &[OpDef], ir: &IrRef, depth: u32, out: &mut Vec<IrRef>) {
    match &ir.kind {
        IrKind::And(items) => items.iter().for_each(|x| conjuncts(ops, x, depth, out)),
        IrKind::Call(id, args) if args.is_empty() && depth < MAX_DEPTH => match &ops[*id].body {
            OpBody::Expr(body) if matches!(body.kind, IrKind::And(_) | IrKind::Call(..)) => conjuncts(ops, body, depth + 1, out),
            _ => out.push(*ir),
        },
        _ => out.push(*ir),
    }
}
