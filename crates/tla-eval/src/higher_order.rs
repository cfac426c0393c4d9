//! The community modules' operators that take operator arguments and that
//! TLC evaluates with Java code of its own (`@TLAPlusOperator` overrides in
//! the CommunityModules): folds, `Quantify` and the searches of
//! SequencesExt.
//!
//! TLC binds an override to the module of that name wherever the module's
//! text comes from, so the community's own `.tla` files on the library
//! path are evaluated with the Java code too, not with their TLA+
//! definitions. Those definitions do not always agree with the Java code:
//! the text of `FoldBag` applies `op` to (element, accumulator) where the
//! Java loop applies it to (accumulator, element), and the text of
//! `FoldSet` combines the first element last. Each operator here follows
//! its Java method: the order in which `op` is applied, the order of the
//! elements (TLC's order of values), and the errors.

use crate::eval::{Closure, Env};
use crate::eval::{EResult, EvalError, Evaluator, Slot, States};
use crate::ir::{IrRef, Loc};
use tla_values::stdlib::{arg_error, not_in_domain};
use tla_values::{Cause, ErrorKind, Value, ValueError};

/// One of the overridden operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HigherOrder {
    FoldBag,
    FoldSet,
    Quantify,
    FoldFunction,
    FoldFunctionOnSet,
    FoldSeq,
    FoldLeft,
    FoldRight,
    FoldLeftDomain,
    FoldRightDomain,
    SelectInSeq,
    SelectInSubSeq,
    SelectLastInSeq,
    SelectLastInSubSeq,
    RemoveFirstMatch,
}

impl HigherOrder {
    /// The override of `name` in module `module`, when its parameters have
    /// the arities of TLC's Java method (TLC skips a mismatched override).
    pub fn of(module: &str, name: &str, params: &[usize]) -> Option<HigherOrder> {
        use HigherOrder::*;
        let (op, arities): (HigherOrder, &[usize]) = match (module, name) {
            ("BagsExt", "FoldBag") => (FoldBag, &[2, 0, 0]),
            ("FiniteSetsExt", "FoldSet") => (FoldSet, &[2, 0, 0]),
            ("FiniteSetsExt", "Quantify") => (Quantify, &[0, 1]),
            ("Functions", "FoldFunction") => (FoldFunction, &[2, 0, 0]),
            ("Functions", "FoldFunctionOnSet") => (FoldFunctionOnSet, &[2, 0, 0, 0]),
            ("SequencesExt", "FoldSeq") => (FoldSeq, &[2, 0, 0]),
            ("SequencesExt", "FoldLeft") => (FoldLeft, &[2, 0, 0]),
            ("SequencesExt", "FoldRight") => (FoldRight, &[2, 0, 0]),
            ("SequencesExt", "FoldLeftDomain") => (FoldLeftDomain, &[2, 0, 0]),
            ("SequencesExt", "FoldRightDomain") => (FoldRightDomain, &[2, 0, 0]),
            ("SequencesExt", "SelectInSeq") => (SelectInSeq, &[0, 1]),
            ("SequencesExt", "SelectInSubSeq") => (SelectInSubSeq, &[0, 0, 0, 1]),
            ("SequencesExt", "SelectLastInSeq") => (SelectLastInSeq, &[0, 1]),
            ("SequencesExt", "SelectLastInSubSeq") => (SelectLastInSubSeq, &[0, 0, 0, 1]),
            ("SequencesExt", "RemoveFirstMatch") => (RemoveFirstMatch, &[0, 1]),
            _ => return None,
        };
        (params == arities).then_some(op)
    }
}

impl<'m> Evaluator<'m> {
    /// `op(args)` for the overridden operator `op` applied to `args`.
    pub(crate) fn higher_order(&self, op: HigherOrder, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        use HigherOrder::*;
        let fail = |e: ValueError| EvalError { message: e.message, loc, kind: ErrorKind::Module, cause: Cause::Other };
        let value = |i: usize| self.eval(args[i], env, st);
        let operator = |i: usize, arity: usize| self.arg_slot(&args[i], arity, false, env, st);
        let apply = |f: &Slot, xs: &[&Value]| {
            let vals: Vec<Value> = xs.iter().map(|x| (*x).clone()).collect();
            self.call_local_values(f, &vals, env, st, loc)
        };
        // A test applied to one element; anything but a boolean is the Java
        // method's error, naming the test as its `ordinal` argument.
        let holds = |f: &Slot, x: &Value, ordinal: &str, name: &str, what: &str| -> EResult<bool> {
            match apply(f, &[x])? {
                Value::Bool(b) => Ok(b),
                _ => Err(fail(ValueError::new(format!("The {ordinal} argument of {name} should be a {what}, but instead it is:\n{}", self.operator_shown(f))))),
            }
        };
        // The first index of `indices` (from 1) whose element passes the
        // test, 0 if none does.
        let search = |f: &Slot, elems: &[Value], indices: Box<dyn Iterator<Item = i64>>, ordinal: &str, name: &str, what: &str| -> EResult<Value> {
            for i in indices {
                if holds(f, &elems[i as usize - 1], ordinal, name, what)? {
                    return Ok(Value::Int(i));
                }
            }
            Ok(Value::Int(0))
        };
        let seq = |v: &Value, ordinal: &str, name: &str| -> EResult<Vec<Value>> {
            v.as_seq().map(<[Value]>::to_vec).map_err(|_| fail(arg_error(ordinal, name, "sequence", v)))
        };
        match op {
            FoldBag => {
                let (f, base, bag) = (operator(0, 2)?, value(1)?, value(2)?);
                let pairs = bag.pairs().map_err(|_| fail(arg_error("third", "FoldBag", "bag", &bag)))?;
                let mut acc = base;
                for (x, n) in &pairs {
                    let copies = match n {
                        Value::Int(k) if *k > 0 => *k,
                        _ => {
                            return Err(fail(ValueError::new(format!(
                                "Applying FoldBag to the following value,\nwhich is not an element of Nat:\n{n} (in: {x}:>{n})"
                            ))));
                        }
                    };
                    for _ in 0..copies {
                        acc = apply(&f, &[&acc, x])?;
                    }
                }
                Ok(acc)
            }
            FoldSet => {
                let (f, base, set) = (operator(0, 2)?, value(1)?, value(2)?);
                let elems = set.elements().map_err(|_| fail(arg_error("third", "FoldSet", "set", &set)))?;
                let mut acc = base;
                for x in elems.iter() {
                    acc = apply(&f, &[x, &acc])?;
                }
                Ok(acc)
            }
            Quantify => {
                let set = value(0)?;
                let f = operator(1, 1)?;
                let elems = set.elements().map_err(|_| fail(arg_error("first", "Quantify", "set", &set)))?;
                let mut count = 0;
                for x in elems.iter() {
                    if holds(&f, x, "second", "Quantify", "boolean-valued operator")? {
                        count += 1;
                    }
                }
                Ok(Value::Int(count))
            }
            FoldFunction | FoldSeq | FoldFunctionOnSet => {
                let name = if op == FoldFunctionOnSet { "FoldFunctionOnSet" } else { "FoldFunction" };
                let (f, base, fun) = (operator(0, 2)?, value(1)?, value(2)?);
                if !fun.is_function() {
                    return Err(fail(arg_error("third", name, "function", &fun)));
                }
                let indices = if op == FoldFunctionOnSet { value(3)? } else { fun.domain().map_err(fail)? };
                let elems = indices.elements().map_err(|_| fail(arg_error("fourth", name, "set", &indices)))?;
                let mut acc = base;
                for i in elems.iter() {
                    let x = fun.apply(i).map_err(|e| EvalError::from_value(e, loc))?;
                    acc = apply(&f, &[&x, &acc])?;
                }
                Ok(acc)
            }
            FoldLeft | FoldLeftDomain => {
                let name = if op == FoldLeft { "FoldLeft" } else { "FoldLeftDomain" };
                let (f, base, s) = (operator(0, 2)?, value(1)?, value(2)?);
                let elems = seq(&s, "third", name)?;
                let mut acc = base;
                for (i, x) in elems.iter().enumerate() {
                    let index = Value::Int(i as i64 + 1);
                    acc = apply(&f, &[&acc, if op == FoldLeft { x } else { &index }])?;
                }
                Ok(acc)
            }
            FoldRight | FoldRightDomain => {
                let name = if op == FoldRight { "FoldRight" } else { "FoldRightDomain" };
                let (f, s, base) = (operator(0, 2)?, value(1)?, value(2)?);
                let elems = seq(&s, "second", name)?;
                let mut acc = base;
                for (i, x) in elems.iter().enumerate().rev() {
                    let index = Value::Int(i as i64 + 1);
                    acc = apply(&f, &[if op == FoldRight { x } else { &index }, &acc])?;
                }
                Ok(acc)
            }
            SelectInSeq | SelectLastInSeq => {
                let (name, what) = if op == SelectInSeq { ("SelectInSeq", "boolean-valued operator") } else { ("SelectLastInSeq", "boolean-valued function") };
                let s = value(0)?;
                let f = operator(1, 1)?;
                let elems = seq(&s, "first", name)?;
                let all = 1..=elems.len() as i64;
                let indices: Box<dyn Iterator<Item = i64>> = if op == SelectInSeq { Box::new(all) } else { Box::new(all.rev()) };
                search(&f, &elems, indices, "third", name, what)
            }
            SelectInSubSeq | SelectLastInSubSeq => {
                let (name, what) =
                    if op == SelectInSubSeq { ("SelectInSubSeq", "boolean-valued operator") } else { ("SelectLastInSubSeq", "boolean-valued function") };
                let (s, from, to) = (value(0)?, value(1)?, value(2)?);
                let f = operator(3, 1)?;
                let elems = seq(&s, "first", name)?;
                let Value::Int(from_i) = from else { return Err(fail(arg_error("second", name, "natural", &from))) };
                let Value::Int(to_i) = to else { return Err(fail(arg_error("third", name, "natural", &to))) };
                if from_i > to_i {
                    return Ok(Value::Int(0));
                }
                let len = elems.len() as i64;
                if from_i < 1 || from_i > len {
                    return Err(fail(not_in_domain("second", name, "first", &s, &from)));
                }
                if to_i < 1 || to_i > len {
                    return Err(fail(not_in_domain("third", name, "first", &s, &to)));
                }
                let indices: Box<dyn Iterator<Item = i64>> = if op == SelectInSubSeq { Box::new(from_i..=to_i) } else { Box::new((from_i..=to_i).rev()) };
                search(&f, &elems, indices, "fourth", name, what)
            }
            RemoveFirstMatch => {
                let s = value(0)?;
                let f = operator(1, 1)?;
                let elems = seq(&s, "first", "RemoveFirstMatch")?;
                let mut kept = Vec::with_capacity(elems.len());
                let mut found = false;
                for x in elems {
                    if !found && holds(&f, &x, "second", "RemoveFirstMatch", "boolean-valued function")? {
                        found = true;
                        continue;
                    }
                    kept.push(x);
                }
                Ok(Value::tuple(kept))
            }
        }
    }

    /// An operator argument as TLC prints it in a module's error.
    pub(crate) fn operator_shown(&self, f: &Slot) -> String {
        let name = match f {
            Slot::Op(c) => match &**c {
                Closure::Global(id) => self.ops[*id].name.as_str(),
                Closure::Local { .. } => "LAMBDA",
            },
            _ => "LAMBDA",
        };
        format!("<Operator {name}>")
    }
}
