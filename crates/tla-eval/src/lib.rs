//! Evaluation of TLA+: compiling resolved modules to IR ([`compile`]),
//! evaluating expressions to values ([`eval`]) and enumerating the states of
//! Init and Next the way TLC does ([`enumerate`]).

pub mod compile;
pub mod cost;
pub mod enumerate;
pub mod eval;
mod higher_order;
mod hoist;
pub mod ir;
mod natives;
pub mod registers;
pub mod system_properties;
mod tlc_java;

pub use compile::{CompileError, Compiler, ConstBinding};
pub use enumerate::{Enumerator, Mode};
pub use eval::{Cur, EResult, Env, EvalError, Evaluator, States, ASSERT_FAILED};
pub use ir::{Ir, IrKind, IrRef, Loc, OpBody, OpDef, OpId};
pub use natives::lookup as native_lookup;
pub use registers::{Registers, RunConfig, SearchStats};

/// Readies compiled operators for evaluation: which depend on the state
/// and on the next state, and which subexpressions are constants to be
/// evaluated once.
pub fn prepare(ops: &mut [OpDef]) {
    propagate_action_level(ops);
    hoist::mark_constants(ops);
}

/// Computes which operators depend on the state and which on the next
/// state, through the operators they call.
fn propagate_action_level(ops: &mut [OpDef]) {
    for op in ops.iter_mut() {
        op.state_level = match &op.body {
            OpBody::Expr(b) | OpBody::Function(_, b) => compile::mentions_state(b),
            // `TLCGet("level")` differs from state to state: an operator
            // calling TLCGet must not keep one value for the whole run.
            OpBody::Special(ir::Special::TLCGet | ir::Special::Trace | ir::Special::CounterExample) => true,
            _ => false,
        };
    }
    propagate(ops, |op| op.state_level, |op| op.state_level = true);
    propagate(ops, |op| op.action_level, |op| op.action_level = true);
    for op in ops.iter_mut() {
        let calls_operator_argument = match &op.body {
            OpBody::Expr(b) | OpBody::Function(_, b) => {
                let mut found = false;
                compile::visit_pruned(b, &mut |k| {
                    found |= matches!(k, IrKind::CallLocal(_, args) if !args.is_empty());
                    !found
                });
                found
            }
            _ => false,
        };
        op.lazy_args = op.action_level || calls_operator_argument;
    }
}

/// Sets a property on every operator that calls (transitively) an operator
/// that has it.
fn propagate(ops: &mut [OpDef], has: fn(&OpDef) -> bool, set: fn(&mut OpDef)) {
    loop {
        let mut changed = false;
        for i in 0..ops.len() {
            if has(&ops[i]) {
                continue;
            }
            let body = match &ops[i].body {
                OpBody::Expr(b) | OpBody::Function(_, b) => *b,
                _ => continue,
            };
            let mut calls = false;
            compile::visit_calls(body, &mut |id| calls |= has(&ops[id]));
            if calls {
                set(&mut ops[i]);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}
