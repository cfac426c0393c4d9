//! Values printed the way TLC prints them in traces.

use crate::lazy::LazySet;
use crate::value::Value;
use std::fmt;

fn list(f: &mut fmt::Formatter<'_>, items: &[Value]) -> fmt::Result {
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{v}")?;
    }
    Ok(())
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(true) => f.write_str("TRUE"),
            Value::Bool(false) => f.write_str("FALSE"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Str(s) => write!(f, "\"{}\"", s.as_str().replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")),
            Value::Model(s) => write!(f, "{}", &*s.as_str()),
            Value::Set(s) => {
                f.write_str("{")?;
                list(f, s.elems())?;
                f.write_str("}")
            }
            Value::Tuple(_) => {
                f.write_str("<<")?;
                list(f, self.as_seq().unwrap())?;
                f.write_str(">>")
            }
            Value::Record(_) => {
                f.write_str("[")?;
                for (i, (k, v)) in self.record_fields().unwrap().iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{} |-> {v}", &*k.as_str())?;
                }
                f.write_str("]")
            }
            Value::Fn(_) => {
                f.write_str("(")?;
                for (i, (k, v)) in self.pairs().unwrap().iter().enumerate() {
                    if i > 0 {
                        f.write_str(" @@ ")?;
                    }
                    write!(f, "{k} :> {v}")?;
                }
                f.write_str(")")
            }
            Value::Lazy(l) => match &**l {
                LazySet::Interval(a, b) => write!(f, "{a}..{b}"),
                LazySet::Nat => f.write_str("Nat"),
                LazySet::Int => f.write_str("Int"),
                LazySet::Real => f.write_str("Real"),
                LazySet::Strings => f.write_str("STRING"),
                LazySet::Subset(s) => write!(f, "SUBSET {s}"),
                LazySet::FnSet(d, r) => write!(f, "[{d} -> {r}]"),
                LazySet::RecordSet(fields) => {
                    f.write_str("[")?;
                    for (i, (k, v)) in fields.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{} : {v}", &*k.as_str())?;
                    }
                    f.write_str("]")
                }
                LazySet::Product(fs) => {
                    for (i, s) in fs.iter().enumerate() {
                        if i > 0 {
                            f.write_str(" \\X ")?;
                        }
                        write!(f, "{s}")?;
                    }
                    Ok(())
                }
                LazySet::Seq(s) => write!(f, "Seq({s})"),
            },
        }
    }
}
