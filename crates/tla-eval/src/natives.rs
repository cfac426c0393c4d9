//! The natively evaluated operators of the standard and community modules:
//! `tla_values::stdlib`'s table, the one place they are defined.

use crate::ir::NativeFn;

/// The native implementation of `name` in module `module`, with its arity.
pub fn lookup(module: &str, name: &str) -> Option<(usize, NativeFn)> {
    tla_values::stdlib::lookup(module, name).map(|op| (op.arity, op.f))
}
