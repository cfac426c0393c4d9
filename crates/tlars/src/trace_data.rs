//! Error traces written as data for other tools (`--dump-trace FILE`):
//! TLC's `-dumpTrace json` (its TLCExt `CounterExample` through the Json
//! module's JsonSerialize: a graph of numbered states and the actions
//! between them) and Apalache's Informal Trace Format (ITF), whose values
//! say what they are (`#set`, `#map`, `#bigint`, ...), so that a reader
//! gets back the values the trace holds.

use serde_json::{json, Map, Value as Json};
use tla_check::Checker;
use tla_diagnostics::SourceMap;
use tla_eval::ir::Loc;
use tla_values::{Str, Value};

/// A trace: states, each with the index of the action that led to it.
pub type Trace = [(Box<[Value]>, Option<usize>)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataFormat {
    /// TLC's `-dumpTrace json`.
    TlcJson,
    /// Apalache's ITF.
    Itf,
    /// TLC's `-dumpTrace tla`: a module defining `CounterExample`.
    Tla,
}

/// The format a file's name asks for: `.itf.json` ITF, `.json` TLC's.
pub fn format_of(path: &std::path::Path) -> Result<DataFormat, String> {
    let name = path.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    if name.ends_with(".itf.json") {
        Ok(DataFormat::Itf)
    } else if name.ends_with(".json") {
        Ok(DataFormat::TlcJson)
    } else if name.ends_with(".tla") {
        Ok(DataFormat::Tla)
    } else {
        Err(format!(
            "--dump-trace {}: the file's name says which format to write: .itf.json (ITF), .json (TLC's -dumpTrace json) or .tla (TLC's -dumpTrace tla)",
            path.display()
        ))
    }
}

/// Where an action is: its first and last (line, column), and its module.
type Place = ((usize, usize), (usize, usize), String);

pub struct TraceData<'a, 'e, 'm> {
    pub map: &'a SourceMap,
    pub checker: &'a Checker<'e, 'm>,
    /// Each state of the trace as its text shows it: the variables by
    /// name, or the ALIAS record's fields (TLC's dumps show the ALIAS too).
    pub shown: Vec<(Vec<String>, Vec<Value>)>,
    /// The root module's file, named in ITF's `#meta`.
    pub source: String,
}

impl TraceData<'_, '_, '_> {
    /// The trace in `format`; `cycle` as for a lasso: where its cycle
    /// starts (`Some(Some(k))`), that it ends stuttering (`Some(None)`),
    /// or not a lasso (None).
    /// (`module`: the name of the module a `.tla` file holds.)
    pub fn write(&self, format: DataFormat, trace: &Trace, cycle: Option<Option<usize>>, module: &str) -> Result<String, String> {
        match format {
            DataFormat::TlcJson => self.tlc_json(trace, cycle),
            DataFormat::Itf => Ok(self.itf(trace, cycle).to_string()),
            DataFormat::Tla => Ok(self.tla(trace, cycle, module)),
        }
    }

    /// The steps of TLC's CounterExample: (from, action, to) by state
    /// index, and a lasso's closing step: back to a state, with the action
    /// that takes it there, or (stuttering) to the last state itself, with
    /// the action that led to it, as TLC's liveness report gives it.
    fn steps(&self, trace: &Trace, cycle: Option<Option<usize>>) -> Vec<(usize, Option<usize>, usize)> {
        let mut steps: Vec<(usize, Option<usize>, usize)> = (1..trace.len()).map(|i| (i - 1, trace[i].1, i)).collect();
        let last = trace.len().saturating_sub(1);
        match cycle {
            Some(Some(back)) => steps.push((last, self.checker.action_between(&trace[last].0, trace.len() as u64, &trace[back].0), back)),
            Some(None) if !trace.is_empty() => steps.push((last, trace[last].1, last)),
            _ => {}
        }
        steps
    }

    /// TLC's `-dumpTrace tla`: `CounterExample` as TLC prints the value
    /// (its records' fields in TLC's order), in a module of its own.
    fn tla(&self, trace: &Trace, cycle: Option<Option<usize>>, module: &str) -> String {
        let numbered: Vec<String> = (0..trace.len()).map(|i| format!("<<{}, {}>>", i + 1, self.state_record(i))).collect();
        let action = |a: Option<usize>| -> String {
            let (name, ((l1, c1), (l2, c2), m), params) = self.action_parts(a);
            let mut r = format!(
                "[name |-> {}, location |-> [beginLine |-> {l1}, beginColumn |-> {c1}, endLine |-> {l2}, endColumn |-> {c2}, module |-> {}]",
                Value::str(name),
                Value::str(&m)
            );
            if !params.is_empty() {
                let context: Vec<String> = params.iter().map(|(n, v)| format!("{n} |-> {v}")).collect();
                let names: Vec<String> = params.iter().map(|(n, _)| Value::str(n).to_string()).collect();
                r.push_str(&format!(", context |-> [{}], parameters |-> <<{}>>", context.join(", "), names.join(", ")));
            }
            r.push(']');
            r
        };
        let steps: Vec<String> = self.steps(trace, cycle).into_iter().map(|(f, a, t)| format!("<<{}, {}, {}>>", numbered[f], action(a), numbered[t])).collect();
        format!(
            "---- MODULE {module} ----\nLOCAL INSTANCE TLC\n\nCounterExample == \n\t[action |-> {{{}}}, state |-> {{{}}}]\n\n====",
            steps.join(", "),
            numbered.join(", ")
        )
    }

    /// The `i`-th state as TLC's CounterExample holds it: a record of the
    /// variables (or of the ALIAS's fields).
    fn state_record(&self, i: usize) -> Value {
        let (names, values) = &self.shown[i];
        Value::record(names.iter().zip(values).map(|(n, v)| (Str::new(n), v.clone())).collect())
    }

    /// The names the states show, each once, in the order first shown.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for n in self.shown.iter().flat_map(|(ns, _)| ns) {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
        names
    }

    /// An action as TLC's CounterExample names it: its operator, where it
    /// is (begin and end line and column, module), and its parameters'
    /// values.
    fn action_parts(&self, action: Option<usize>) -> (&str, Place, &[(String, Value)]) {
        let nowhere = || ((0, 0), (0, 0), String::new());
        match action {
            Some(a) => {
                let a = &self.checker.actions[a];
                let at = if a.loc == Loc::default() { nowhere() } else { tla_model::position(self.map, a.loc) };
                (&a.operator, at, &a.params)
            }
            // (TLC's action of a lasso's closing step when it has none.)
            None => ("UnnamedAction", nowhere(), &[]),
        }
    }

    /// An action as TLC's CounterExample writes it in JSON (fields in
    /// TLC's order).
    fn action_json(&self, action: Option<usize>) -> Result<String, String> {
        let (name, ((l1, c1), (l2, c2), module), params) = self.action_parts(action);
        let mut out = format!(
            "{{\"name\":{},\"location\":{{\"beginLine\":{l1},\"beginColumn\":{c1},\"endLine\":{l2},\"endColumn\":{c2},\"module\":{}}}",
            json!(name),
            json!(module)
        );
        if !params.is_empty() {
            let context = Value::record(params.iter().map(|(n, v)| (Str::new(n), v.clone())).collect());
            let names = Value::tuple(params.iter().map(|(n, _)| Value::str(n)).collect());
            out.push_str(&format!(",\"context\":{},\"parameters\":{}", tla_values::stdlib::json_text(&context)?, tla_values::stdlib::json_text(&names)?));
        }
        out.push('}');
        Ok(out)
    }

    /// TLC's `-dumpTrace json`: `[counterexample |-> CounterExample, vars
    /// |-> vars]` as JsonSerialize writes it.
    fn tlc_json(&self, trace: &Trace, cycle: Option<Option<usize>>) -> Result<String, String> {
        let numbered: Vec<String> = trace
            .iter()
            .enumerate()
            .map(|(i, _)| Ok(format!("[{},{}]", i + 1, tla_values::stdlib::json_text(&self.state_record(i))?)))
            .collect::<Result<_, String>>()?;
        let mut edges = Vec::new();
        for (from, action, to) in self.steps(trace, cycle) {
            edges.push(format!("[{},{},{}]", numbered[from], self.action_json(action)?, numbered[to]));
        }
        let vars = Value::set(self.names().iter().map(|n| Value::str(n)).collect());
        Ok(format!(
            "{{\"counterexample\":{{\"action\":[{}],\"state\":[{}]}},\"vars\":{}}}",
            edges.join(","),
            numbered.join(","),
            tla_values::stdlib::json_text(&vars)?
        ))
    }

    /// Apalache's ITF (ADR-015): `#meta`, `vars`, `states` (each with its
    /// `#meta` index) and, for a lasso, `loop`: the index of the state the
    /// behaviour goes back to (the last state's, when it ends stuttering).
    fn itf(&self, trace: &Trace, cycle: Option<Option<usize>>) -> Json {
        let states: Vec<Json> = self
            .shown
            .iter()
            .enumerate()
            .map(|(i, (names, values))| {
                let mut state = Map::new();
                state.insert("#meta".to_string(), json!({ "index": i }));
                for (n, v) in names.iter().zip(values) {
                    state.insert(n.clone(), itf_value(v));
                }
                Json::Object(state)
            })
            .collect();
        let mut out = Map::new();
        out.insert(
            "#meta".to_string(),
            json!({
                "format": "ITF",
                "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
                "source": self.source,
                "description": "Created by tlars",
            }),
        );
        out.insert("vars".to_string(), json!(self.names()));
        out.insert("states".to_string(), Json::Array(states));
        // (A behaviour that ends stuttering loops on its last state.)
        match cycle {
            Some(Some(back)) => _ = out.insert("loop".to_string(), json!(back)),
            Some(None) if !trace.is_empty() => _ = out.insert("loop".to_string(), json!(trace.len() - 1)),
            _ => {}
        }
        Json::Object(out)
    }
}

/// The largest integer ITF writes as a JSON number (beyond, readers lose
/// precision): 2^53 - 1.
const SAFE_INTEGER: i64 = (1 << 53) - 1;

/// A value in ITF: booleans, strings and safe integers as themselves;
/// larger integers `#bigint`; sequences (functions on 1..n) as arrays;
/// records as objects; sets `#set`; other functions `#map` of pairs; model
/// values as ITF's uninterpreted values (`name_OF_MODEL_VALUE`); what cannot
/// be enumerated `#unserializable`, with its TLA+ text.
pub fn itf_value(v: &Value) -> Json {
    match v {
        Value::Bool(b) => json!(b),
        Value::Int(n) if n.abs() <= SAFE_INTEGER => json!(n),
        Value::Int(n) => json!({ "#bigint": n.to_string() }),
        Value::Big(n) => json!({ "#bigint": n.to_string() }),
        Value::Str(s) => json!(&*s.as_str()),
        Value::Model(m) => json!(format!("{}_OF_MODEL_VALUE", m.as_str())),
        Value::Record(_) => {
            let fields = v.record_fields().unwrap_or_default();
            Json::Object(fields.iter().map(|(k, x)| (k.as_str().to_string(), itf_value(x))).collect())
        }
        _ => {
            if let Ok(elems) = v.as_seq() {
                return Json::Array(elems.iter().map(itf_value).collect());
            }
            if let Ok(pairs) = v.pairs() {
                return json!({ "#map": pairs.iter().map(|(k, x)| json!([itf_value(k), itf_value(x)])).collect::<Vec<_>>() });
            }
            match tla_values::stdlib::enumerable(v) {
                Some(elems) => json!({ "#set": elems.iter().map(itf_value).collect::<Vec<_>>() }),
                None => json!({ "#unserializable": v.to_string() }),
            }
        }
    }
}
