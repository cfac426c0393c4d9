//! Helpers the native-operator test suites share: building values and
//! calling a native by module and name.
// Each suite uses only some of them.
#![allow(dead_code)]

use tla_values::stdlib::lookup;
use tla_values::{Str, Value};

pub fn int(i: i64) -> Value {
    Value::Int(i)
}
pub fn s(x: &str) -> Value {
    Value::str(x)
}
pub fn tup(v: Vec<Value>) -> Value {
    Value::tuple(v)
}
pub fn rec(fields: &[(&str, Value)]) -> Value {
    Value::record(fields.iter().map(|(k, v)| (Str::new(k), v.clone())).collect())
}
pub fn call(module: &str, name: &str, args: &[Value]) -> Result<Value, String> {
    let op = lookup(module, name).unwrap_or_else(|| panic!("no native {module}!{name}"));
    assert_eq!(op.arity, args.len(), "{module}!{name} arity");
    (op.f)(args).map_err(|e| e.message)
}
pub fn ok(module: &str, name: &str, args: &[Value]) -> Value {
    call(module, name, args).unwrap_or_else(|e| panic!("{module}!{name}{args:?} failed: {e}"))
}
pub fn err(module: &str, name: &str, args: &[Value]) -> String {
    match call(module, name, args) {
        Ok(v) => panic!("{module}!{name}{args:?} = {v}, expected an error"),
        Err(e) => e,
    }
}
