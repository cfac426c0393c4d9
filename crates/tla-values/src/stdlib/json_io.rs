//! The community modules Json, IOUtils and CSV, with the results and the
//! errors of TLC's Java overrides (`tlc2.overrides.Json`, `IOUtils`, `CSV`).
//!
//! JSON text is written as Gson writes it (no spaces, no HTML escaping):
//! records and functions become objects (a function's keys are its domain
//! values as TLC prints them, a string key as itself), tuples and finite
//! sets become arrays, model values strings. Reading maps objects to
//! records and arrays to tuples.
//!
//! Running external commands (`IOExec`, `IOEnvExec`, `IOExecTemplate`,
//! `IOEnvExecTemplate`) is refused unless the run's settings allow it
//! (`Settings::allow_io`, `tlars check --allow-io`).

use super::*;
use crate::intern::Str;
use std::io::Write;

pub(super) static NATIVES: &[Entry] = &[
    ("Json", "ToJson", NativeOp { arity: 1, f: to_json }),
    ("Json", "ToJsonArray", NativeOp { arity: 1, f: to_json_array }),
    ("Json", "ToJsonObject", NativeOp { arity: 1, f: to_json_object }),
    ("Json", "JsonSerialize", NativeOp { arity: 2, f: json_serialize }),
    ("Json", "JsonDeserialize", NativeOp { arity: 1, f: json_deserialize }),
    ("Json", "ndJsonSerialize", NativeOp { arity: 2, f: nd_json_serialize }),
    ("Json", "ndJsonDeserialize", NativeOp { arity: 1, f: nd_json_deserialize }),
    ("IOUtils", "IOEnv", NativeOp { arity: 0, f: io_env }),
    ("IOUtils", "atoi", NativeOp { arity: 1, f: atoi }),
    ("IOUtils", "IOExec", NativeOp { arity: 1, f: io_exec }),
    ("IOUtils", "IOEnvExec", NativeOp { arity: 2, f: io_env_exec }),
    ("IOUtils", "IOExecTemplate", NativeOp { arity: 2, f: io_exec_template }),
    ("IOUtils", "IOEnvExecTemplate", NativeOp { arity: 3, f: io_env_exec_template }),
    ("IOUtils", "Serialize", NativeOp { arity: 3, f: serialize }),
    ("IOUtils", "Deserialize", NativeOp { arity: 2, f: deserialize }),
    ("IOUtils", "IOSerialize", NativeOp { arity: 3, f: io_serialize }),
    ("IOUtils", "IODeserialize", NativeOp { arity: 2, f: io_deserialize }),
    ("CSV", "CSVWrite", NativeOp { arity: 3, f: csv_write }),
    ("CSV", "CSVWriteRecord", NativeOp { arity: 4, f: csv_write_record }),
    ("CSV", "CSVRead", NativeOp { arity: 3, f: csv_read }),
    ("CSV", "CSVRecords", NativeOp { arity: 1, f: csv_records }),
];

/// The IOUtils operators that run an external command, which only
/// `Settings::allow_io` lets run (TLC runs them unasked).
pub const COMMAND_OPERATORS: &[&str] = &["IOExec", "IOEnvExec", "IOExecTemplate", "IOEnvExecTemplate"];

// ------------------------------------------------------------ JSON text

const JSON: &str = "tlc2.overrides.Json";

fn sig(ret: &str, class: &str, method: &str, params: &str) -> String {
    format!("public static {ret} {class}.{method}({params}) throws java.io.IOException")
}

fn unsupported_type(v: &Value) -> String {
    format!("Cannot convert value: unsupported value type tlc2.value.impl.{}", java_class(v))
}

fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\u{c}' => out.push_str("\\f"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value as the Json module's JsonSerialize writes it (TLC's
/// `-dumpTrace json` writes its traces so), or why it cannot be.
pub fn json_text(v: &Value) -> Result<String, String> {
    let mut out = String::new();
    node(v, &mut out)?;
    Ok(out)
}

/// Gson's `getNode`: any value.
fn node(v: &Value, out: &mut String) -> Result<(), String> {
    match v {
        Value::Record(_) | Value::Fn(_) | Value::LazyFn(_) => object_of_fn(v, out),
        Value::Tuple(_) => array_of(v.as_seq().map_err(|e| e.message)?, out),
        Value::Str(s) | Value::Model(s) => {
            quote(&s.as_str(), out);
            Ok(())
        }
        Value::Int(n) => {
            out.push_str(&n.to_string());
            Ok(())
        }
        Value::Big(n) => {
            out.push_str(&n.to_string());
            Ok(())
        }
        Value::Bool(b) => {
            out.push_str(if *b { "true" } else { "false" });
            Ok(())
        }
        Value::Set(_) | Value::Lazy(_) => match enumerable(v) {
            Some(elems) => {
                let elems: Vec<Value> = elems.iter().cloned().collect();
                array_of(&elems, out)
            }
            None => Err(unsupported_type(v)),
        },
    }
}

fn array_of(elems: &[Value], out: &mut String) -> Result<(), String> {
    out.push('[');
    for (i, e) in elems.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        node(e, out)?;
    }
    out.push(']');
    Ok(())
}

/// A record or function as an object; keys that are not strings are
/// printed as TLC prints values.
fn object_of_fn(v: &Value, out: &mut String) -> Result<(), String> {
    let pairs = v.pairs().map_err(|e| e.message)?;
    out.push('{');
    for (i, (k, x)) in pairs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        match k {
            Value::Str(s) => quote(&s.as_str(), out),
            other => quote(&other.to_string(), out),
        }
        out.push(':');
        node(x, out)?;
    }
    out.push('}');
    Ok(())
}

fn to_json(a: &[Value]) -> NResult {
    let mut out = String::new();
    node(&a[0], &mut out).map_err(|m| java_error(&sig("tlc2.value.impl.StringValue", JSON, "toJson", "tlc2.value.IValue"), &m))?;
    Ok(Value::str(&out))
}

fn to_json_array(a: &[Value]) -> NResult {
    let mut out = String::new();
    let v = &a[0];
    let r = match v {
        Value::Tuple(_) => array_of(v.as_seq()?, &mut out),
        Value::Record(_) | Value::Fn(_) => object_of_fn(v, &mut out),
        _ => node(v, &mut out).and_then(|_| {
            if matches!(v, Value::Str(_) | Value::Model(_) | Value::Int(_) | Value::Bool(_)) {
                Err(unsupported_type(v))
            } else {
                Ok(())
            }
        }),
    };
    r.map_err(|m| java_error(&sig("tlc2.value.impl.StringValue", JSON, "toJsonArray", "tlc2.value.IValue"), &m))?;
    Ok(Value::str(&out))
}

fn to_json_object(a: &[Value]) -> NResult {
    let mut out = String::new();
    let v = &a[0];
    let r = match v {
        // TLC's tuples become objects keyed "0", "1", ...
        Value::Tuple(_) => {
            let elems = v.as_seq()?;
            out.push('{');
            let mut r = Ok(());
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                quote(&i.to_string(), &mut out);
                out.push(':');
                r = r.and_then(|_| node(e, &mut out));
            }
            out.push('}');
            r
        }
        Value::Record(_) | Value::Fn(_) => object_of_fn(v, &mut out),
        other => Err(unsupported_type(other)),
    };
    r.map_err(|m| java_error(&sig("tlc2.value.impl.StringValue", JSON, "toJsonObject", "tlc2.value.IValue"), &m))?;
    Ok(Value::str(&out))
}

// ------------------------------------------------------------ JSON parsing

/// A JSON reader over the text, `i` its place (always at a character's
/// start: each step takes whole characters).
struct Parser<'a> {
    text: &'a str,
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    /// The character at the reader's place, read in place (a reader that
    /// decoded the rest of the text at each character was quadratic).
    fn next_char(&mut self) -> Option<char> {
        let c = self.text.get(self.i..)?.chars().next()?;
        self.i += c.len_utf8();
        Some(c)
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] as char).is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn fail<T>(&self, what: &str) -> Result<T, String> {
        Err(format!("com.google.gson.stream.MalformedJsonException: {what} at offset {}", self.i))
    }
    fn value(&mut self) -> Result<Value, String> {
        self.ws();
        match self.s.get(self.i) {
            Some(b'[') => {
                self.i += 1;
                let mut elems = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(Value::tuple(elems));
                }
                loop {
                    elems.push(self.value()?);
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Value::tuple(elems));
                        }
                        _ => return self.fail("Unterminated array"),
                    }
                }
            }
            Some(b'{') => {
                self.i += 1;
                let mut fields = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(Value::record(fields));
                }
                loop {
                    self.ws();
                    let key = self.string()?;
                    self.ws();
                    if self.s.get(self.i) != Some(&b':') {
                        return self.fail("Expected ':'");
                    }
                    self.i += 1;
                    let v = self.value()?;
                    fields.push((Str::new(&key), v));
                    self.ws();
                    match self.s.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Value::record(fields));
                        }
                        _ => return self.fail("Unterminated object"),
                    }
                }
            }
            Some(b'"') => Ok(Value::str(&self.string()?)),
            Some(b't') if self.s[self.i..].starts_with(b"true") => {
                self.i += 4;
                Ok(Value::Bool(true))
            }
            Some(b'f') if self.s[self.i..].starts_with(b"false") => {
                self.i += 5;
                Ok(Value::Bool(false))
            }
            Some(b'n') if self.s[self.i..].starts_with(b"null") => {
                self.i += 4;
                Err("Cannot convert value: unsupported JSON value null".to_string())
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() => {
                let start = self.i;
                self.i += 1;
                while self.i < self.s.len() && matches!(self.s[self.i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-') {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                // Gson's getAsInt: an int, else the number truncated.
                let n = match text.parse::<i64>() {
                    Ok(n) => n as i32 as i64,
                    Err(_) => text.parse::<f64>().map(|f| f as i64 as i32 as i64).or_else(|_| self.fail("Malformed number"))?,
                };
                Ok(Value::Int(n))
            }
            _ => self.fail("Expected value"),
        }
    }
    fn string(&mut self) -> Result<String, String> {
        if self.s.get(self.i) != Some(&b'"') {
            return self.fail("Expected name");
        }
        self.i += 1;
        let mut out: Vec<u16> = Vec::new();
        let mut buf = [0u16; 2];
        loop {
            let Some(c) = self.next_char() else {
                return self.fail("Unterminated string");
            };
            match c {
                '"' => break,
                '\\' => {
                    let Some(e) = self.next_char() else {
                        return self.fail("Unterminated escape sequence");
                    };
                    match e {
                        'n' => out.push('\n' as u16),
                        't' => out.push('\t' as u16),
                        'r' => out.push('\r' as u16),
                        'b' => out.push(8),
                        'f' => out.push(12),
                        'u' => {
                            let hex = self.s.get(self.i..self.i + 4).and_then(|h| std::str::from_utf8(h).ok()).and_then(|h| u16::from_str_radix(h, 16).ok());
                            let Some(u) = hex else {
                                return self.fail("Malformed Unicode escape");
                            };
                            self.i += 4;
                            out.push(u);
                        }
                        other => out.extend_from_slice(other.encode_utf16(&mut buf)),
                    }
                }
                c => out.extend_from_slice(c.encode_utf16(&mut buf)),
            }
        }
        Ok(String::from_utf16_lossy(&out))
    }
}

fn parse_json(text: &str) -> Result<Value, String> {
    let mut p = Parser { text, s: text.as_bytes(), i: 0 };
    let v = p.value()?;
    Ok(v)
}

fn file_name(v: &Value, signature: &str) -> Result<String, ValueError> {
    match v {
        Value::Str(s) => Ok(s.as_str().to_string()),
        other => Err(java_cast(signature, other, "StringValue")),
    }
}

/// Java's FileNotFoundException text.
fn io_message(path: &str, e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => format!("{path} (No such file or directory)"),
        std::io::ErrorKind::PermissionDenied => format!("{path} (Permission denied)"),
        _ => format!("{path} ({e})"),
    }
}

fn read_file(path: &str, signature: &str) -> Result<String, ValueError> {
    std::fs::read_to_string(path).map_err(|e| java_error(signature, &io_message(path, &e)))
}

fn write_file(path: &str, text: &str, append: bool, signature: &str) -> Result<(), ValueError> {
    if let Some(parent) = std::path::Path::new(path).parent() {
        if !parent.as_os_str().is_empty() {
            let _ = std::fs::create_dir_all(parent);
        }
    }
    let file = std::fs::OpenOptions::new().create(true).write(true).append(append).truncate(!append).open(path);
    file.and_then(|mut f| f.write_all(text.as_bytes())).map_err(|e| java_error(signature, &io_message(path, &e)))
}

fn json_deserialize(a: &[Value]) -> NResult {
    let s = sig("tlc2.value.IValue", JSON, "deserialize", "tlc2.value.impl.StringValue");
    let path = file_name(&a[0], &s)?;
    let text = read_file(&path, &s)?;
    parse_json(&text).map_err(|m| java_error(&s, &m))
}

fn nd_json_deserialize(a: &[Value]) -> NResult {
    let s = sig("tlc2.value.IValue", JSON, "ndDeserialize", "tlc2.value.impl.StringValue");
    let path = file_name(&a[0], &s)?;
    let text = read_file(&path, &s)?;
    let mut elems = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            continue;
        }
        elems.push(parse_json(line).map_err(|m| java_error(&s, &m))?);
    }
    Ok(Value::tuple(elems))
}

fn json_serialize(a: &[Value]) -> NResult {
    let s = format!(
        "public static synchronized tlc2.value.impl.BoolValue {JSON}.serialize(tlc2.value.impl.StringValue,tlc2.value.impl.Value) throws java.io.IOException"
    );
    let path = file_name(&a[0], &s)?;
    if !matches!(a[1], Value::Tuple(_) | Value::Record(_)) {
        return Err(arg_error("second", "JsonSerialize", "sequence or record", &a[1]));
    }
    let mut out = String::new();
    node(&a[1], &mut out).map_err(|m| java_error(&s, &m))?;
    write_file(&path, &out, false, &s)?;
    Ok(Value::Bool(true))
}

fn nd_json_serialize(a: &[Value]) -> NResult {
    let s = format!(
        "public static synchronized tlc2.value.impl.BoolValue {JSON}.ndSerialize(tlc2.value.impl.StringValue,tlc2.value.impl.Value) throws java.io.IOException"
    );
    let path = file_name(&a[0], &s)?;
    let Value::Tuple(_) = &a[1] else {
        return Err(arg_error("second", "ndJsonSerialize", "sequence", &a[1]));
    };
    let mut out = String::new();
    for e in a[1].as_seq()? {
        node(e, &mut out).map_err(|m| java_error(&s, &m))?;
        out.push('\n');
    }
    write_file(&path, &out, false, &s)?;
    Ok(Value::Bool(true))
}

// ------------------------------------------------------------ IOUtils

fn io_env(_: &[Value]) -> NResult {
    let fields: Vec<(Str, Value)> = std::env::vars().map(|(k, v)| (Str::new(&k), Value::str(&v))).collect();
    Ok(Value::record(fields))
}

/// Java's Integer.parseInt.
fn parse_int(s: &str) -> Option<i64> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: i64 = s.parse().ok()?;
    fits_i32(n).then_some(n)
}

fn atoi(a: &[Value]) -> NResult {
    match &a[0] {
        Value::Str(s) => parse_int(&s.as_str()).map(Value::Int).ok_or_else(|| one_arg_error("atoi", "string", &a[0])),
        other => Err(one_arg_error("atoi", "string", other)),
    }
}

fn check_io_allowed(op: &str) -> Result<(), ValueError> {
    if crate::Settings::current().allow_io {
        Ok(())
    } else {
        Err(ValueError::new(format!("{op} runs an external command, which tlars does not do unless it is allowed: pass --allow-io to `tlars check`")))
    }
}

/// The strings of a command sequence.
fn strings(v: &Value, op: &str) -> Result<Vec<String>, ValueError> {
    let Value::Tuple(_) = v else {
        return Err(one_arg_error(op, "sequence", v));
    };
    v.as_seq()?
        .iter()
        .map(|e| match e {
            Value::Str(s) => Ok(s.as_str().to_string()),
            other => Err(one_arg_error("IOExec", "sequence", other)),
        })
        .collect()
}

/// The environment of IOEnvExec: a record or function from names to
/// values, or a set of pairs `<<name, value>>`; values that are not
/// strings are passed as TLC prints them.
fn env_of(v: &Value) -> Result<Vec<(String, String)>, ValueError> {
    let text = |x: &Value| match x {
        Value::Str(s) => s.as_str().to_string(),
        other => other.to_string(),
    };
    let pairs: Vec<(Value, Value)> = if v.is_set() {
        set_elems(v)?
            .iter()
            .map(|p| match p.as_seq() {
                Ok([k, x]) => Ok((k.clone(), x.clone())),
                _ => Err(one_arg_error("IOEnvExec", "set of pairs or a function", v)),
            })
            .collect::<Result<_, _>>()?
    } else {
        fn_pairs(v)?
    };
    Ok(pairs.iter().map(|(k, x)| (text(k), text(x))).collect())
}

fn run_command(cmd: &[String], env: &[(String, String)], op: &str) -> NResult {
    check_io_allowed(op)?;
    if cmd.is_empty() {
        return Err(one_arg_error(op, "sequence", &Value::tuple(vec![])));
    }
    let mut c = std::process::Command::new(&cmd[0]);
    c.args(&cmd[1..]);
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().map_err(|e| ValueError::new(format!("{op}: cannot run {}: {e}", cmd[0])))?;
    let code = out.status.code().unwrap_or(-1);
    Ok(Value::record(vec![
        (Str::new("exitValue"), Value::Int(code as i64)),
        (Str::new("stdout"), Value::str(&String::from_utf8_lossy(&out.stdout))),
        (Str::new("stderr"), Value::str(&String::from_utf8_lossy(&out.stderr))),
    ]))
}

fn io_exec(a: &[Value]) -> NResult {
    check_io_allowed("IOExec")?;
    let cmd = strings(&a[0], "IOExec")?;
    run_command(&cmd, &[], "IOExec")
}

fn io_env_exec(a: &[Value]) -> NResult {
    check_io_allowed("IOEnvExec")?;
    let env = env_of(&a[0])?;
    let cmd = strings(&a[1], "IOEnvExec")?;
    run_command(&cmd, &env, "IOEnvExec")
}

fn templated(template: &Value, params: &Value, op: &str) -> Result<Vec<String>, ValueError> {
    let t = strings(template, op)?;
    let p = strings(params, op)?;
    Ok(t.iter().map(|s| java_format(s, &p)).collect())
}

fn io_exec_template(a: &[Value]) -> NResult {
    check_io_allowed("IOExecTemplate")?;
    let cmd = templated(&a[0], &a[1], "IOExecTemplate")?;
    run_command(&cmd, &[], "IOExecTemplate")
}

fn io_env_exec_template(a: &[Value]) -> NResult {
    check_io_allowed("IOEnvExecTemplate")?;
    let env = env_of(&a[0])?;
    let cmd = templated(&a[1], &a[2], "IOEnvExecTemplate")?;
    run_command(&cmd, &env, "IOEnvExecTemplate")
}

/// The `format` field of Serialize's and Deserialize's options.
fn format_of(options: &Value) -> Result<String, ValueError> {
    match apply(options, &Value::str("format")) {
        Ok(Value::Str(s)) => Ok(s.as_str().to_string()),
        Ok(other) => Err(ValueError::new(format!("The format of Serialize/Deserialize should be a string, but instead it is:\n{other}"))),
        Err(e) => Err(e),
    }
}

fn serialize(a: &[Value]) -> NResult {
    let format = format_of(&a[2])?;
    if format != "TXT" {
        return Err(ValueError::new(format!("Serialize: tlars supports the format \"TXT\" only, not \"{format}\"")));
    }
    let path = match &a[1] {
        Value::Str(s) => s.as_str().to_string(),
        other => return Err(ValueError::new(format!("The destination of Serialize should be a string, but instead it is:\n{other}"))),
    };
    let text = match &a[0] {
        Value::Str(s) => s.as_str().to_string(),
        other => other.to_string(),
    };
    let append = match apply(&a[2], &Value::str("openOptions")) {
        Ok(opts) => opts.as_seq().map(|s| s.iter().any(|o| matches!(o, Value::Str(x) if &*x.as_str() == "APPEND"))).unwrap_or(false),
        Err(_) => false,
    };
    let result = if let Some(parent) = std::path::Path::new(&path).parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).and_then(|_| write_raw(&path, &text, append))
    } else {
        write_raw(&path, &text, append)
    };
    Ok(match result {
        Ok(()) => exec_record(0, "Finish writing to the file with success!", ""),
        Err(e) => exec_record(1, "", &io_message(&path, &e)),
    })
}

fn write_raw(path: &str, text: &str, append: bool) -> std::io::Result<()> {
    let mut f = std::fs::OpenOptions::new().create(true).write(true).append(append).truncate(!append).open(path)?;
    f.write_all(text.as_bytes())
}

fn exec_record(code: i64, stdout: &str, stderr: &str) -> Value {
    Value::record(vec![(Str::new("exitValue"), Value::Int(code)), (Str::new("stdout"), Value::str(stdout)), (Str::new("stderr"), Value::str(stderr))])
}

fn deserialize(a: &[Value]) -> NResult {
    let format = format_of(&a[1])?;
    if format != "TXT" {
        return Err(ValueError::new(format!("Deserialize: tlars supports the format \"TXT\" only, not \"{format}\"")));
    }
    let path = match &a[0] {
        Value::Str(s) => s.as_str().to_string(),
        other => return Err(ValueError::new(format!("The source of Deserialize should be a string, but instead it is:\n{other}"))),
    };
    Ok(match std::fs::read_to_string(&path) {
        Ok(text) => exec_record(0, &text, ""),
        Err(e) => exec_record(1, "", &io_message(&path, &e)),
    })
}

/// IOSerialize(value, absolutePath, compress): the value in TLC's binary
/// format (see `tlc_binary`); TRUE.
fn io_serialize(a: &[Value]) -> NResult {
    let (Value::Str(path), Value::Bool(compress)) = (&a[1], &a[2]) else {
        return Err(ValueError::new(format!("IOSerialize expects a path (a string) and a boolean, not {} and {}", a[1], a[2])));
    };
    super::tlc_binary::write_file(&a[0], &path.as_str(), *compress)?;
    Ok(Value::Bool(true))
}

/// IODeserialize(absolutePath, compress): the value IOSerialize wrote there
/// (or TLC's own IOSerialize).
fn io_deserialize(a: &[Value]) -> NResult {
    let (Value::Str(path), Value::Bool(compress)) = (&a[0], &a[1]) else {
        return Err(ValueError::new(format!("IODeserialize expects a path (a string) and a boolean, not {} and {}", a[0], a[1])));
    };
    super::tlc_binary::read_file(&path.as_str(), *compress)
}

// ------------------------------------------------------------ CSV

/// Java's `String.format` for the conversions templates use: `%s`, `%d`,
/// `%n$s`, `%%` and `%n`.
fn java_format(template: &str, args: &[String]) -> String {
    let chars: Vec<char> = template.chars().collect();
    let mut out = String::new();
    let mut next = 0;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let mut num = String::new();
        while j < chars.len() && chars[j].is_ascii_digit() {
            num.push(chars[j]);
            j += 1;
        }
        let explicit = if j < chars.len() && chars[j] == '$' && !num.is_empty() {
            j += 1;
            num.parse::<usize>().ok()
        } else {
            j = i + 1;
            None
        };
        match chars.get(j) {
            Some('%') => out.push('%'),
            Some('n') => out.push('\n'),
            Some('s' | 'S' | 'd') => {
                let idx = match explicit {
                    Some(n) => n.saturating_sub(1),
                    None => {
                        next += 1;
                        next - 1
                    }
                };
                let arg = args.get(idx).map(String::as_str).unwrap_or("null");
                if chars[j] == 'S' {
                    out.push_str(&arg.to_uppercase());
                } else {
                    out.push_str(arg);
                }
            }
            Some(c) => {
                out.push('%');
                out.push(*c);
            }
            None => out.push('%'),
        }
        i = j + 1;
    }
    out
}

const CSV: &str = "tlc2.overrides.CSV";

fn csv_write(a: &[Value]) -> NResult {
    let s = format!(
        "public static tlc2.value.impl.Value {CSV}.write(tlc2.value.impl.StringValue,tlc2.value.impl.Value,tlc2.value.impl.StringValue) throws java.io.IOException"
    );
    let template = file_name(&a[0], &s)?;
    let path = file_name(&a[2], &s)?;
    let args: Vec<String> = match &a[1] {
        Value::Tuple(_) => a[1].as_seq()?.iter().map(|v| v.to_string()).collect(),
        other => vec![other.to_string()],
    };
    let line = format!("{}\n", java_format(&template, &args));
    write_file(&path, &line, true, &s)?;
    Ok(Value::Bool(true))
}

/// `CSVWriteRecord(record, delim, headers, file)`: the record's values
/// (as TLC prints them) joined by `delim` on one line, preceded by a line
/// of its field names when `headers` is TRUE.
fn csv_write_record(a: &[Value]) -> NResult {
    let s = format!(
        "public static tlc2.value.impl.Value {CSV}.writeRecord(tlc2.value.impl.Value,tlc2.value.impl.StringValue,tlc2.value.impl.BoolValue,tlc2.value.impl.StringValue) throws java.io.IOException"
    );
    let delim = file_name(&a[1], &s)?;
    let headers = match &a[2] {
        Value::Bool(b) => *b,
        other => return Err(java_cast(&s, other, "BoolValue")),
    };
    let path = file_name(&a[3], &s)?;
    let pairs = fn_pairs(&a[0])?;
    let key = |k: &Value| match k {
        Value::Str(x) => x.as_str().to_string(),
        other => other.to_string(),
    };
    let mut text = String::new();
    if headers {
        text.push_str(&pairs.iter().map(|(k, _)| key(k)).collect::<Vec<_>>().join(&delim));
        text.push('\n');
    }
    text.push_str(&pairs.iter().map(|(_, v)| v.to_string()).collect::<Vec<_>>().join(&delim));
    text.push('\n');
    write_file(&path, &text, true, &s)?;
    Ok(Value::Bool(true))
}

fn csv_read(a: &[Value]) -> NResult {
    let s = format!(
        "public static tlc2.value.impl.Value {CSV}.read(tlc2.value.impl.Value,tlc2.value.impl.StringValue,tlc2.value.impl.StringValue) throws java.io.IOException"
    );
    let columns: Vec<Str> = match &a[0] {
        Value::Tuple(_) => a[0]
            .as_seq()?
            .iter()
            .map(|c| match c {
                Value::Str(x) => Ok(*x),
                other => Err(java_cast(&s, other, "StringValue")),
            })
            .collect::<Result<_, _>>()?,
        other => return Err(java_cast(&s, other, "TupleValue")),
    };
    let delim = file_name(&a[1], &s)?;
    let path = file_name(&a[2], &s)?;
    let text = read_file(&path, &s)?;
    let mut rows = Vec::new();
    for line in text.lines() {
        let cells: Vec<&str> = line.split(delim.as_str()).collect();
        let mut fields = Vec::new();
        for (i, c) in columns.iter().enumerate() {
            let Some(cell) = cells.get(i) else {
                return Err(java_error(&s, &format!("Index {i} out of bounds for length {}", cells.len())));
            };
            fields.push((*c, Value::str(cell)));
        }
        rows.push(Value::record(fields));
    }
    Ok(Value::tuple(rows))
}

fn csv_records(a: &[Value]) -> NResult {
    let s = format!("public static tlc2.value.impl.Value {CSV}.records(tlc2.value.impl.StringValue) throws java.io.IOException");
    let path = file_name(&a[0], &s)?;
    match std::fs::read_to_string(&path) {
        Ok(text) => Ok(Value::Int(text.lines().count() as i64)),
        Err(_) => Ok(Value::Int(0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_with_escapes_and_wide_characters_are_read() {
        let v = parse_json(r#"["a\"b\\c\u00e9\n", "été ✓", {"k": [1, -2]}]"#).unwrap();
        assert_eq!(v.to_string(), r#"<<"a\"b\\cé\n", "été ✓", [k |-> <<1, -2>>]>>"#);
    }

    /// The reader takes each character once: 10 MB of strings (with
    /// characters of several bytes) are read in a few hundred milliseconds
    /// here, where a reader quadratic in the length took over a minute for
    /// 1.4 MB. The limit is a guard against that, far above the real time.
    #[test]
    fn a_ten_megabyte_document_is_read_in_linear_time() {
        let item = r#""àbcdéfghij klmnopqrst uvwxyz 0123456789 ✓✓✓""#;
        let items = 10_000_000 / item.len();
        let text = format!("[{}]", vec![item; items].join(","));
        let started = std::time::Instant::now();
        let v = parse_json(&text).unwrap();
        assert_eq!(v.as_seq().map(|s| s.len()).unwrap_or(0), items);
        assert!(started.elapsed() < std::time::Duration::from_secs(20), "{:?} for {} bytes", started.elapsed(), text.len());
    }
}
