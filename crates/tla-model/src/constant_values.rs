//! What TLC judges from the values of constant definitions while it reads
//! the configuration. TLC's SpecProcessor evaluates every constant
//! definition first (and the definitions that replace constants, `C <- Op`),
//! then takes the directives in its order: the INVARIANTs, the
//! SPECIFICATION or INIT and NEXT, the PROPERTYs, the CONSTRAINTs. A name
//! whose definition is a constant is a value by then, judged where its
//! directive comes (see `directive::named`). `load` calls these in that
//! order, so that the first error TLC would report is the one reported.

use crate::{exit, location, ModelError};
use tla_config::{Config, ConstantItem};
use tla_diagnostics::tlc_messages::code;
use tla_diagnostics::SourceMap;
use tla_eval::ir::{Ir, IrKind, IrRef, OpId};
use tla_eval::{Compiler, Evaluator, States};
use tla_values::{Cause, Value};

/// A substitution `C <- Op` of a declared constant by an operator without
/// parameters: the constant, the operator's name, its id and its call.
pub(crate) type Substitution = (String, String, OpId, IrRef);

/// `f` given an evaluator of what `compiler` has compiled so far.
/// (Readying the operators again when more are compiled is harmless:
/// `prepare` computes its marks afresh; the values remembered stay.)
pub(crate) fn with_evaluator<R>(compiler: &mut Compiler, f: impl FnOnce(&Evaluator) -> R) -> R {
    tla_eval::prepare(&mut compiler.ops);
    let ev = Evaluator::new(&compiler.ops, &compiler.vars);
    f(&ev)
}

/// The substitutions `C <- Op` of the configuration that TLC evaluates
/// before the directives: of declared CONSTANTs only (`Init <- Alt`
/// replaces a definition), by an operator without parameters.
pub(crate) fn substitutions_of(compiler: &mut Compiler, cfg: &Config) -> Vec<Substitution> {
    let declared: Vec<String> =
        compiler.root_module().parameters.iter().filter(|p| matches!(p.kind, tla_resolve::SymKind::Constant)).map(|p| p.name.clone()).collect();
    let mut substitutions = Vec::new();
    for item in &cfg.constants {
        let ConstantItem::Substitution { name, module: None, target, .. } = item else { continue };
        if !declared.contains(&name.name) {
            continue;
        }
        if let Some(id) = compiler.root_op(&target.name).filter(|&id| compiler.ops[id].params.is_empty()) {
            let loc = compiler.ops[id].loc;
            substitutions.push((name.name.clone(), target.name.clone(), id, Ir::new(IrKind::Call(id, vec![]), loc)));
        }
    }
    substitutions
}

/// A replacement that cannot be evaluated without a state (it reads a
/// variable, or TLCGet) is a configuration error; one that is constant
/// but fails is left to fail where it is used, as in TLC.
pub(crate) fn substitutions(ev: &Evaluator, map: &SourceMap, substitutions: &[Substitution]) -> Result<(), ModelError> {
    for (constant, target, id, call) in substitutions {
        let Err(e) = ev.eval(call, &None, &States::constant()) else { continue };
        if !ev.ops[*id].state_level {
            continue;
        }
        // TLC adds the message of an error raised by a Java method, and
        // for a variable read without a state, where it is read.
        let specifically = match e.cause {
            Cause::JavaMethod => format!(" - specifically: {}", e.message),
            Cause::NoState => format!(" - specifically: {}\n{}", e.message, location(map, e.loc)),
            _ => String::new(),
        };
        return Err(ModelError::config(format!("The configuration file substitutes constant {constant} with non-constant {target}{specifically}")));
    }
    Ok(())
}

/// TLC takes the specification apart with the values of its constant
/// definitions at hand: a conjunct that is one and FALSE is its error
/// (one that cannot be evaluated is left to the initial states).
pub(crate) fn specification_conjuncts(ev: &Evaluator, conjuncts: &[(String, IrRef)]) -> Result<(), ModelError> {
    for (name, ir) in conjuncts {
        if let Ok(Value::Bool(false)) = ev.eval(ir, &None, &States::constant()) {
            return Err(ModelError::tlc_coded(code::TLC_CONFIG_SPEC_IS_TRIVIAL, exit::CONFIG, format!("The spec is trivially false because {name} is false.")));
        }
    }
    Ok(())
}
