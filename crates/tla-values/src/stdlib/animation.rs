//! The operators of the community modules SVG and GraphViz (pictures of
//! states, for animations) that TLC computes with Java code, with its
//! results and its errors: the text of an SVG element, points of a
//! layout, and the node names of a GraphViz graph.

use super::*;

pub(super) static NATIVES: &[Entry] = &[
    ("SVG", "SVGElemToString", NativeOp { arity: 1, f: svg_elem_to_string }),
    ("SVG", "NodeOfRingNetwork", NativeOp { arity: 5, f: node_of_ring_network }),
    ("SVG", "PointOnLine", NativeOp { arity: 3, f: point_on_line }),
    // A LOCAL helper of tlars' GraphViz module, whose DotDiGraph is
    // defined with it.
    ("GraphViz", "DotNodeName", NativeOp { arity: 1, f: dot_node_name }),
];

const SVG: &str = "tlc2.overrides.SVG";
const VALUE: &str = "tlc2.value.impl.Value";

fn svg_method(ret_name: &str, params: &[&str]) -> String {
    format!("public static {VALUE} {SVG}.{ret_name}({}) throws java.lang.Exception", params.join(","))
}

/// The message of Java's ClassCastException for a cast of `v` to `class`.
fn class_cast(v: &Value, class: &str) -> String {
    let from = java_class(v);
    format!(
        "class tlc2.value.impl.{from} cannot be cast to class tlc2.value.impl.{class} \
         (tlc2.value.impl.{from} and tlc2.value.impl.{class} are in unnamed module of loader 'app')"
    )
}

/// The text of a string value, or Java's cast failure.
fn string_text(v: &Value) -> Result<String, String> {
    match v {
        Value::Str(s) => Ok(s.as_str().to_string()),
        other => Err(class_cast(other, "StringValue")),
    }
}

/// `SVGElemToString(elem)`: `<name a1='v1' ...>innerText children</name>`,
/// with `_` in attribute names written `-`, and `<<`, `>>` in the inner
/// text escaped.
fn svg_elem_to_string(args: &[Value]) -> NResult {
    fn text(elem: &Value, out: &mut String) -> Result<(), String> {
        if !matches!(elem, Value::Record(_)) {
            return Err(format!("An SVG element must be a record. Value given is of type: tlc2.value.impl.{}", java_class(elem)));
        }
        let field = |name: &str| apply(elem, &Value::str(name)).map_err(|e| e.message);
        let name = string_text(&field("name")?)?;
        let attrs = field("attrs")?;
        let attrs: &[(crate::Str, Value)] = match &attrs {
            Value::Record(_) => attrs.record_fields().unwrap_or(&[]),
            Value::Tuple(_) if attrs.as_seq().is_ok_and(|s| s.is_empty()) => &[],
            other => return Err(format!("Was unable to convert element to a record: {other}")),
        };
        let mut attr_text = String::new();
        for (k, v) in attrs {
            attr_text.push_str(&format!(" {}='{}'", k.as_str().replace('_', "-"), string_text(v)?));
        }
        let children = field("children")?;
        let children: Vec<Value> = match &children {
            Value::Tuple(_) | Value::Record(_) | Value::Fn(_) => children.pairs().map_err(|e| e.message)?.into_iter().map(|(_, v)| v).collect(),
            other => return Err(format!("Was unable to convert element to a tuple or (function) record: {other}")),
        };
        let mut inner = String::new();
        for child in &children {
            text(child, &mut inner)?;
        }
        let inner_text = string_text(&field("innerText")?)?.replace("<<", "&lt;&lt;").replace(">>", "&gt;&gt;");
        out.push_str(&format!("<{name}{attr_text}>{inner_text}{inner}</{name}>"));
        Ok(())
    }
    let mut out = String::new();
    text(&args[0], &mut out).map_err(|m| java_error(&svg_method("SVGElemToString", &[VALUE]), &m))?;
    Ok(Value::str(&out))
}

/// The 32-bit integers of the arguments a Java method declares as
/// `IntValue`, or the failed cast of the first other one.
fn int_args(args: &[Value], signature: &str) -> Result<Vec<i32>, ValueError> {
    args.iter()
        .map(|a| match a {
            Value::Int(n) => Ok(*n as i32),
            other => Err(java_cast(signature, other, "IntValue")),
        })
        .collect()
}

fn point(x: f64, y: f64) -> Value {
    // Java's (int) cast: towards zero, NaN to 0, saturating.
    Value::record(vec![(crate::Str::new("x"), Value::Int(x as i32 as i64)), (crate::Str::new("y"), Value::Int(y as i32 as i64))])
}

/// `NodeOfRingNetwork(cx, cy, r, n, m)`: the n-th of m points evenly
/// spaced on the circle of radius r around (cx, cy).
fn node_of_ring_network(args: &[Value]) -> NResult {
    let int = "tlc2.value.impl.IntValue";
    let v = int_args(args, &svg_method("ringNetwork", &[int; 5]))?;
    let (cx, cy, r, n, m) = (v[0] as f64, v[1] as f64, v[2] as f64, v[3] as f64, v[4] as f64);
    let angle = (2.0 * std::f64::consts::PI / m) * n;
    Ok(point(cx + r * angle.cos(), cy + r * angle.sin()))
}

/// `PointOnLine(from, to, segment)`: the point 1/segment of the way from
/// `from` to `to`, each coordinate rounded towards zero.
fn point_on_line(args: &[Value]) -> NResult {
    let signature = svg_method("pointOnLine", &["tlc2.value.impl.RecordValue", "tlc2.value.impl.RecordValue", "tlc2.value.impl.IntValue"]);
    for p in &args[..2] {
        if !matches!(p, Value::Record(_)) {
            return Err(java_cast(&signature, p, "RecordValue"));
        }
    }
    let segment = int_args(&args[2..], &signature)?[0];
    let coordinate = |p: &Value, name: &str| match p.apply_ref(&Value::str(name)) {
        Some(Value::Int(n)) => Ok(*n as i32),
        Some(other) => Err(java_error(&signature, &class_cast(other, "IntValue"))),
        None => Err(java_null_pointer(&signature, "null")),
    };
    let (fx, fy) = (coordinate(&args[0], "x")?, coordinate(&args[0], "y")?);
    let (tx, ty) = (coordinate(&args[1], "x")?, coordinate(&args[1], "y")?);
    let d = segment as f64;
    Ok(point(fx as f64 + tx.wrapping_sub(fx) as f64 / d, fy as f64 + ty.wrapping_sub(fy) as f64 / d))
}

/// The name GraphViz's DotDiGraph gives a node in the DOT text: the
/// node's 64-bit fingerprint, as TLC computes it with `-fp 0` (TLC draws
/// its fingerprint polynomial at random unless `-fp` fixes it).
fn dot_node_name(args: &[Value]) -> NResult {
    Ok(Value::str(&crate::tlc_hash::fingerprint64(&args[0])?.to_string()))
}
