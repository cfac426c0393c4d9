//! How a trace shows a state under the configuration's ALIAS: the record
//! ALIAS evaluates to in it, TLC's rule for what is printed in place of
//! the variables.

use crate::{Alias, Model};
use tla_eval::{Cur, Evaluator, States};
use tla_values::Value;

impl Model {
    /// ALIAS's record for the state `s` at `level` of the behaviour
    /// (`TLCGet("level")` there is its position, as in TLC), given the
    /// next state; `None` without an ALIAS or when its value is not a
    /// record (the variables are shown). Where it fails, TLC shows the
    /// variables and the error's message as one more, `_ALIASEvalError`.
    pub fn aliased(&self, ev: &Evaluator, s: &[Value], level: usize, next: Option<&[Value]>) -> Option<Vec<(String, Value)>> {
        let failed = |message: &str| {
            let mut fields: Vec<(String, Value)> = self.vars.iter().cloned().zip(s.iter().cloned()).collect();
            fields.push(("_ALIASEvalError".to_string(), Value::str(message)));
            Some(fields)
        };
        let ir = match self.alias.as_ref()? {
            Alias::Expr(ir) => ir,
            Alias::Fails(message) => return failed(message),
        };
        let ps: Option<Vec<Option<Value>>> = next.map(|n| n.iter().cloned().map(Some).collect());
        let st = States { cur: Cur::Full(s), next: ps.as_deref(), serial: 0 };
        match ev.at_level(level as u64, || ev.eval(ir, &None, &st)) {
            Ok(v) => Some(v.record_fields()?.iter().map(|(k, x)| (k.as_str().to_string(), x.clone())).collect()),
            Err(e) => failed(&e.message),
        }
    }
}
