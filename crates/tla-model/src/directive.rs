//! What a name given by a configuration directive stands for, checked for
//! kind and arity before anything is evaluated, as TLC's SpecProcessor
//! checks each directive against its table of definitions.
//!
//! TLC's table holds operators (a definition, with its arity) and values:
//! `TRUE`, `FALSE` and `BOOLEAN`, a constant the configuration assigns, an
//! operator overridden by Java code (whatever its arity). A directive may
//! name an operator of no arguments; `TRUE` is accepted where a formula
//! that always holds is harmless (an invariant, with TLC's warning; a
//! constraint, a property); another value is "equal to" its value, and
//! for INIT, NEXT and VIEW "cannot be a constant"; the rest is TLC's
//! configuration error, worded as TLC words it.

use crate::{constant_values, exit, ModelError, Notice};
use std::collections::HashMap;
use tla_diagnostics::tlc_messages::code;
use tla_eval::ir::{Ir, IrKind, IrRef, OpBody};
use tla_eval::{Compiler, States};

/// A directive of the configuration that names a definition, with the
/// words TLC's messages use for it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Directive {
    Init,
    Next,
    Specification,
    Invariant,
    Property,
    Constraint,
    ActionConstraint,
    View,
    Symmetry,
    Alias,
    Postcondition,
    Possible,
}

impl Directive {
    /// TLC's word for it.
    fn word(self) -> &'static str {
        match self {
            Directive::Init => "initial predicate",
            Directive::Next => "next state action",
            Directive::Specification => "name",
            Directive::Invariant => "invariant",
            Directive::Property => "property",
            Directive::Constraint => "constraint",
            Directive::ActionConstraint => "action constraint",
            Directive::View => "view function",
            Directive::Symmetry => "symmetry function",
            Directive::Alias => "alias",
            Directive::Postcondition => "post condition",
            Directive::Possible => "possible",
        }
    }

    /// TLC's error for a name that names nothing.
    pub(crate) fn undefined(self, name: &str) -> ModelError {
        ModelError::config(format!("The {} {name} specified in the configuration file\nis not defined in the specification.", self.word()))
    }
}

/// What the name stands for.
pub(crate) enum Named {
    /// An operator of no arguments, compiled as its call.
    Operator(IrRef),
    /// A value TRUE (TLC keeps the built-in constants and the constant
    /// definitions it could evaluate as values); the directive asks
    /// nothing of it.
    True,
}

/// Looks `name` up for directive `d`, with TLC's checks of kind and arity.
/// `Ok(None)`: not defined, which each caller words itself (an ALIAS
/// that names nothing is ignored, as TLC ignores it).
pub(crate) fn named(c: &mut Compiler, d: Directive, name: &str, notices: &mut Vec<Notice>) -> Result<Option<Named>, ModelError> {
    let Some(id) = c.root_op(name) else {
        return match name {
            "TRUE" | "FALSE" => held_value(d, name, name.to_string(), notices),
            "BOOLEAN" => held_value(d, name, "{FALSE, TRUE}".to_string(), notices),
            _ => Ok(None),
        };
    };
    let op = &c.ops[id];
    let arity = op.params.len();
    // An operator TLC overrides with Java code is a value in its table,
    // whatever its arity.
    if matches!(op.body, OpBody::Native(_)) {
        let shown = match arity {
            0 => format!("the built-in {name}"),
            1 => format!("the built-in operator {name}, which takes 1 argument"),
            n => format!("the built-in operator {name}, which takes {n} arguments"),
        };
        return held_value(d, name, shown, notices);
    }
    if arity == 0 {
        let call = Ir::new(IrKind::Call(id, vec![]), op.loc);
        // TLC has replaced a definition of constant level that it could
        // evaluate by its value (except for SYMMETRY, which it looks up
        // among the definitions as written).
        if d != Directive::Symmetry && tla_eval::compile::startup_level(call, &c.ops, &mut HashMap::new()) == 0 {
            if let Ok(v) = constant_values::with_evaluator(c, |ev| ev.eval(call, &None, &States::constant())) {
                return held_value(d, name, v.to_string(), notices);
            }
        }
        return Ok(Some(Named::Operator(call)));
    }
    // TLC takes the SYMMETRY definition's body without looking at its
    // parameters: it fails only where one is read.
    if let (Directive::Symmetry, OpBody::Expr(body)) = (d, &op.body) {
        return Ok(Some(Named::Operator(tla_eval::compile::undefined_params(body, &op.param_names))));
    }
    let message = match d {
        Directive::Specification | Directive::Property => format!("TLC requires {name} not to take any argument."),
        _ => format!("TLC requires {} not to take any argument, but one was given: {name}", d.word()),
    };
    // (TLC fails on a POSTCONDITION with an exception, status 255.)
    let status = if d == Directive::Postcondition { exit::GENERAL } else { exit::CONFIG };
    Err(ModelError::tlc_coded(code::TLC_CONFIG_ID_REQUIRES_NO_ARG, status, message))
}

/// A name TLC's table holds as a value (`TRUE`, `BOOLEAN`, a definition
/// it has evaluated, an operator overridden by Java code), shown as
/// `shown`, named by directive `d`.
fn held_value(d: Directive, name: &str, shown: String, notices: &mut Vec<Notice>) -> Result<Option<Named>, ModelError> {
    let constant =
        |d: Directive| ModelError::tlc_coded(code::TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT, exit::CONFIG, format!("The {} {name} cannot be a constant.", d.word()));
    match d {
        // (TLC looks an ALIAS up only when it shows a state: the error is
        // what each state shows, see `load::Alias`.)
        Directive::Init | Directive::Next | Directive::View | Directive::Alias | Directive::Possible | Directive::Postcondition => Err(constant(d)),
        // TLC checks the symmetry set's value, and fails with an exception.
        Directive::Symmetry => Err(ModelError::tlc(exit::GENERAL, format!("The symmetry function {name} must specify a set of permutations."))),
        Directive::Invariant | Directive::Property | Directive::Constraint | Directive::ActionConstraint if shown == "TRUE" => {
            if d == Directive::Invariant {
                notices.push(Notice::Warning(
                    code::TLC_INVARIANT_CONSTANT_LEVEL,
                    format!(
                        "The invariant {name} is a constant-level formula (i.e., it contains no variables, primes, or temporal operators) and evaluates to {shown}. To assert constant-level formulas in your spec, use ASSUME ConstInv. If you optionally want to give the assumption a name, write ASSUME YourAssumption == ConstInv instead. See https://explain.tlapl.us/assumptions-and-invariants for additional details."
                    ),
                ));
            }
            Ok(Some(Named::True))
        }
        Directive::Specification => Err(ModelError::tlc_coded(code::TLC_CONFIG_ID_HAS_VALUE, exit::CONFIG, format!("The value of {name} is equal to {shown}"))),
        _ => Err(ModelError::tlc_coded(code::TLC_CONFIG_ID_HAS_VALUE, exit::CONFIG, format!("The {} of {name} is equal to {shown}", d.word()))),
    }
}
