//! `tlars check`: model checking with TLC's output and exit codes.

use clap::Args;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::{Checker, Spec, Violation};
use tla_config::{CfgValue, CfgValueKind, ConstantItem};
use tla_diagnostics::{render, MessageFormat, SourceFile, SourceMap};
use tla_eval::ir::{Builtin, Ir, IrKind, IrRef, Loc};
use tla_eval::{Compiler, ConstBinding, Evaluator, OpBody};
use tla_values::{Str, Value};

/// `println!` that does not panic when stdout is closed (`| head`).
macro_rules! println {
    () => {{ use std::io::Write as _; let _ = writeln!(std::io::stdout()); }};
    ($($arg:tt)*) => {{ use std::io::Write as _; let _ = writeln!(std::io::stdout(), $($arg)*); }};
}

/// TLC's exit statuses.
pub mod exit {
    pub const SUCCESS: u8 = 0;
    pub const ASSUMPTION: u8 = 10;
    pub const DEADLOCK: u8 = 11;
    pub const SAFETY: u8 = 12;
    pub const LIVENESS: u8 = 13;
    pub const ASSERT: u8 = 14;
    pub const SAFETY_EVAL: u8 = 76;
    pub const EVAL: u8 = 75;
    pub const PARSE: u8 = 150;
    pub const CONFIG: u8 = 151;
    /// Not TLC's: the model needs something tlars does not support yet.
    pub const UNSUPPORTED: u8 = 3;
    /// TLC's status for any other error.
    pub const GENERAL: u8 = 255;
}

#[derive(Args)]
pub struct CheckArgs {
    /// The specification's root module.
    spec: PathBuf,
    /// The TLC configuration (default: the spec's name with `.cfg`).
    #[arg(long = "cfg", visible_alias = "config")]
    cfg: Option<PathBuf>,
    /// Extra folders to search for modules.
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Worker threads (default: all cores).
    #[arg(long)]
    workers: Option<usize>,
    /// Do not report deadlocks (as `CHECK_DEADLOCK FALSE`).
    #[arg(long)]
    no_deadlock: bool,
    /// Explore no state deeper than this (initial states are at depth 1).
    #[arg(long, value_name = "N")]
    max_depth: Option<u64>,
    /// Print the result as one JSON object instead of TLC's text.
    #[arg(long)]
    json: bool,
    /// How to print an error trace.
    #[arg(long, value_enum, default_value = "tlc")]
    trace_format: TraceFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TraceFormat {
    Tlc,
    Json,
}

fn trace_json(map: &SourceMap, checker: &Checker, vars: &[String], trace: &[(Box<[Value]>, Option<usize>)]) -> serde_json::Value {
    let states: Vec<serde_json::Value> = trace
        .iter()
        .enumerate()
        .map(|(i, (s, action))| {
            let vals: serde_json::Map<String, serde_json::Value> =
                vars.iter().zip(s.iter()).map(|(n, v)| (n.clone(), serde_json::Value::String(v.to_string()))).collect();
            let (name, loc) = match action {
                None => ("Initial predicate".to_string(), None),
                Some(a) => (checker.actions[*a].name.clone(), Some(location(map, checker.actions[*a].loc))),
            };
            serde_json::json!({ "state": i + 1, "action": name, "location": loc, "values": vals })
        })
        .collect();
    serde_json::Value::Array(states)
}

fn unsupported(why: impl std::fmt::Display) -> ExitCode {
    println!("unsupported: {why}");
    ExitCode::from(exit::UNSUPPORTED)
}

fn cfg_value(v: &CfgValue) -> Result<Value, String> {
    Ok(match &v.kind {
        CfgValueKind::Int(i) => Value::Int(*i),
        CfgValueKind::Str(s) => Value::str(s),
        CfgValueKind::Bool(b) => Value::Bool(*b),
        CfgValueKind::ModelValue(m) => Value::Model(Str::new(m)),
        CfgValueKind::Set(items) => Value::set(items.iter().map(cfg_value).collect::<Result<_, _>>()?),
        CfgValueKind::Tuple(items) => Value::tuple(items.iter().map(cfg_value).collect::<Result<_, _>>()?),
    })
}

/// Flattens a spec formula `Init /\ [][Next]_v /\ WF_v(A) ...` into its
/// initial predicate conjuncts, its next-state action and the rest.
/// In a SPECIFICATION fairness is an assumption and is set aside; in a
/// PROPERTY (`fairness_is_property`) it is a liveness obligation.
fn split_formula(c: &Compiler, ir: &IrRef, fairness_is_property: bool, init: &mut Vec<IrRef>, next: &mut Vec<IrRef>, temporal: &mut Vec<IrRef>) {
    if fairness_is_property && is_fairness(ir) {
        temporal.push(ir.clone());
        return;
    }
    split_spec_rec(c, ir, fairness_is_property, init, next, temporal)
}

fn split_spec(c: &Compiler, ir: &IrRef, init: &mut Vec<IrRef>, next: &mut Vec<IrRef>, temporal: &mut Vec<IrRef>) {
    split_spec_rec(c, ir, false, init, next, temporal)
}

fn split_spec_rec(c: &Compiler, ir: &IrRef, prop: bool, init: &mut Vec<IrRef>, next: &mut Vec<IrRef>, temporal: &mut Vec<IrRef>) {
    match &ir.kind {
        IrKind::And(items) => items.iter().for_each(|x| split_formula(c, x, prop, init, next, temporal)),
        IrKind::Call(id, args) if args.is_empty() => match &c.ops[*id].body {
            OpBody::Expr(body) => split_formula(c, &body.clone(), prop, init, next, temporal),
            _ => init.push(ir.clone()),
        },
        // `[][A]_v`: kept whole, since as a property it allows stuttering.
        IrKind::Builtin(Builtin::Always, args) => match &args[0].kind {
            IrKind::BoxAction(..) => next.push(args[0].clone()),
            _ => temporal.push(ir.clone()),
        },
        IrKind::Fairness { .. } => {}
        _ if tla_eval::compile::mentions_temporal(ir) => {
            // Fairness (possibly quantified) constrains liveness only.
            if !is_fairness(ir) {
                temporal.push(ir.clone())
            }
        }
        _ => init.push(ir.clone()),
    }
}

/// `WF_v(A)`, `SF_v(A)`, and conjunctions and quantifications of them.
fn is_fairness(ir: &Ir) -> bool {
    match &ir.kind {
        IrKind::Fairness { .. } => true,
        IrKind::And(items) => items.iter().all(|x| is_fairness(x)),
        IrKind::Forall(_, body) => is_fairness(body),
        _ => false,
    }
}

/// The group the given permutations generate (without the identity), as
/// TLC uses it: a state is identified with all its images under
/// compositions of the SYMMETRY permutations.
fn permutation_group(gens: Vec<HashMap<Str, Str>>) -> Vec<HashMap<Str, Str>> {
    fn key(p: &HashMap<Str, Str>) -> Vec<(Str, Str)> {
        let mut v: Vec<(Str, Str)> = p.iter().filter(|(a, b)| a != b).map(|(a, b)| (*a, *b)).collect();
        v.sort();
        v
    }
    let compose = |p: &HashMap<Str, Str>, q: &HashMap<Str, Str>| -> HashMap<Str, Str> {
        let mut r = HashMap::new();
        for k in p.keys().chain(q.keys()) {
            let once = *q.get(k).unwrap_or(k);
            r.insert(*k, *p.get(&once).unwrap_or(&once));
        }
        r
    };
    let mut seen: std::collections::HashSet<Vec<(Str, Str)>> = std::collections::HashSet::new();
    let mut group: Vec<HashMap<Str, Str>> = Vec::new();
    let mut frontier: Vec<HashMap<Str, Str>> = Vec::new();
    for g in &gens {
        if seen.insert(key(g)) {
            group.push(g.clone());
            frontier.push(g.clone());
        }
    }
    while let Some(p) = frontier.pop() {
        for g in &gens {
            let r = compose(&p, g);
            let k = key(&r);
            if k.is_empty() || !seen.insert(k) {
                continue;
            }
            group.push(r.clone());
            frontier.push(r);
        }
    }
    group.retain(|p| !key(p).is_empty());
    group
}

fn conj(items: Vec<IrRef>, loc: Loc) -> IrRef {
    if items.len() == 1 {
        return items.into_iter().next().unwrap();
    }
    IrRef::new(Ir { kind: IrKind::And(items), loc })
}

/// The compiled operator a configuration directive names, or TLC's
/// configuration error when it is not defined.
fn defined(c: &mut Compiler, what: &str, name: &str) -> Result<IrRef, ExitCode> {
    call(c, name).ok_or_else(|| {
        println!("Error: the {what} `{name}` is not defined");
        ExitCode::from(exit::CONFIG)
    })
}

fn call(c: &mut Compiler, name: &str) -> Option<IrRef> {
    let id = c.root_op(name)?;
    let loc = c.ops[id].loc;
    Some(IrRef::new(Ir { kind: IrKind::Call(id, vec![]), loc }))
}

fn location(map: &SourceMap, loc: Loc) -> String {
    let f = map.get(loc.file());
    let (l1, c1) = f.line_col(loc.span.start);
    let (l2, c2) = f.line_col(loc.span.end.saturating_sub(1).max(loc.span.start));
    let module = f.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    format!("line {l1}, col {c1} to line {l2}, col {c2} of module {module}")
}

fn print_state(vars: &[String], s: &[Value]) {
    // TLC writes a conjunction list, or the one equation alone.
    if vars.len() == 1 {
        println!("{} = {}", vars[0], s[0]);
        return;
    }
    for (name, v) in vars.iter().zip(s.iter()) {
        println!("/\\ {name} = {v}");
    }
}

/// ALIAS: the record that a trace shows for a state instead of its
/// variables (evaluated with the state and the next one in the trace).
type Alias<'a> = Option<&'a dyn Fn(&[Value], Option<&[Value]>) -> Option<Vec<(String, Value)>>>;

fn print_trace(map: &SourceMap, checker: &Checker, vars: &[String], trace: &[(Box<[Value]>, Option<usize>)], alias: Alias) {
    if trace.is_empty() {
        return;
    }
    println!("Error: The behavior up to this point is:");
    for (i, (s, action)) in trace.iter().enumerate() {
        match action {
            None => println!("State {}: <Initial predicate>", i + 1),
            Some(a) => {
                let a = &checker.actions[*a];
                println!("State {}: <{} {}>", i + 1, a.name, location(map, a.loc));
            }
        }
        let shown = alias.and_then(|f| f(s, trace.get(i + 1).map(|t| &*t.0)));
        match shown {
            Some(fields) => {
                let (names, values): (Vec<String>, Vec<Value>) = fields.into_iter().unzip();
                print_state(&names, &values);
            }
            None => print_state(vars, s),
        }
        println!();
    }
}

pub fn run(args: CheckArgs) -> ExitCode {
    let started = Instant::now();
    let mut map = SourceMap::new();
    let options = tla_resolve::Options { include: args.include.clone() };
    let mut resolver = tla_resolve::Resolver::new(&mut map, &options);
    let root = resolver.check_root(&args.spec);
    let diagnostics = std::mem::take(&mut resolver.diagnostics);
    drop(resolver);
    let errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
    if !errors.is_empty() || root.is_none() {
        for d in &errors {
            print!("{}", render(&map, d, MessageFormat::Human, false));
        }
        return ExitCode::from(exit::PARSE);
    }
    let root = root.unwrap();

    let cfg_path = args.cfg.clone().unwrap_or_else(|| args.spec.with_extension("cfg"));
    let cfg_text = match std::fs::read_to_string(&cfg_path) {
        Ok(t) => t,
        Err(e) => {
            println!("Error: cannot read the configuration file {}: {e}", cfg_path.display());
            return ExitCode::from(exit::CONFIG);
        }
    };
    let cfg_file = map.add(SourceFile::new(cfg_path.clone(), cfg_text.clone()));
    let (cfg, cfg_diags) = tla_config::parse_config(&cfg_text, cfg_file);
    let cfg_errors: Vec<_> = cfg_diags.iter().filter(|d| d.is_error()).collect();
    if !cfg_errors.is_empty() {
        for d in &cfg_errors {
            print!("{}", render(&map, d, MessageFormat::Human, false));
        }
        return ExitCode::from(exit::CONFIG);
    }

    let mut constants = HashMap::new();
    for item in &cfg.constants {
        match item {
            ConstantItem::Value { name, args, module: None, value, .. } if args.is_empty() => match cfg_value(value) {
                Ok(v) => {
                    constants.insert(name.name.clone(), ConstBinding::Value(v));
                }
                Err(e) => return unsupported(e),
            },
            ConstantItem::Substitution { name, module: None, target, .. } => {
                constants.insert(name.name.clone(), ConstBinding::Op(target.name.clone()));
            }
            ConstantItem::Value { name, args, module: Some(m), value, .. } if args.is_empty() => match cfg_value(value) {
                Ok(v) => {
                    constants.insert(format!("[{}]{}", m.name, name.name), ConstBinding::Value(v));
                }
                Err(e) => return unsupported(e),
            },
            ConstantItem::Substitution { name, module: Some(m), target, .. } => {
                constants.insert(format!("[{}]{}", m.name, name.name), ConstBinding::Op(target.name.clone()));
            }
            other => return unsupported(format!("the configuration item for `{}` (an operator defined pointwise)", other.name().name)),
        }
    }

    let mut compiler = Compiler::new(&map, root.clone(), constants, tla_eval::native_lookup);
    let (init, next) = if let Some(spec) = cfg.specification.first() {
        let Some(ir) = call(&mut compiler, &spec.name) else {
            println!("Error: the specification `{}` is not defined", spec.name);
            return ExitCode::from(exit::CONFIG);
        };
        let (mut i, mut n, mut t) = (Vec::new(), Vec::new(), Vec::new());
        split_spec(&compiler, &ir, &mut i, &mut n, &mut t);
        if let Some(f) = t.first() {
            // TLC accepts only Init /\ [][Next]_v /\ fairness here.
            // TLC points at the formula under the temporal operator.
            let at = match &f.kind {
                IrKind::Builtin(Builtin::Always | Builtin::Eventually, args) => args[0].loc,
                _ => f.loc,
            };
            println!("Error: TLC cannot handle the temporal formula {}", location(&map, at));
            return ExitCode::from(exit::GENERAL);
        }
        if n.len() != 1 || i.is_empty() {
            return unsupported(format!("the form of the specification `{}`", spec.name));
        }
        // The next-state relation of `[][Next]_v` is Next itself, as in TLC.
        let boxed = n.remove(0);
        let next = match &boxed.kind {
            IrKind::BoxAction(a, _) => a.clone(),
            _ => boxed.clone(),
        };
        (conj(i, ir.loc), next)
    } else if cfg.init.is_empty() && cfg.next.is_empty() && compiler.vars.is_empty() {
        // A spec without variables: TLC checks its assumptions only.
        let loc = Loc::default();
        (IrRef::new(Ir { kind: IrKind::Lit(Value::Bool(true)), loc }), IrRef::new(Ir { kind: IrKind::Lit(Value::Bool(false)), loc }))
    } else {
        let (Some(i), Some(n)) = (cfg.init.first(), cfg.next.first()) else {
            println!("Error: the configuration names neither a SPECIFICATION nor INIT and NEXT");
            return ExitCode::from(exit::CONFIG);
        };
        match (call(&mut compiler, &i.name), call(&mut compiler, &n.name)) {
            (Some(a), Some(b)) => (a, b),
            _ => {
                println!("Error: INIT or NEXT names an undefined operator");
                return ExitCode::from(exit::CONFIG);
            }
        }
    };
    let mut invariants = Vec::new();
    for inv in &cfg.invariants {
        match defined(&mut compiler, "invariant", &inv.name) {
            Ok(ir) => invariants.push((inv.name.clone(), ir)),
            Err(code) => return code,
        }
    }
    let mut action_properties = Vec::new();
    // Temporal properties not checked yet: the safety part of the model is
    // still checked (as TLC does first), and the run ends "unsupported".
    let mut unchecked_properties: Vec<String> = Vec::new();
    for p in &cfg.properties {
        let Some(ir) = call(&mut compiler, &p.name) else {
            println!("Error: the property `{}` is not defined", p.name);
            return ExitCode::from(exit::CONFIG);
        };
        let (mut i, mut n, mut t) = (Vec::new(), Vec::new(), Vec::new());
        split_formula(&compiler, &ir, true, &mut i, &mut n, &mut t);
        if !i.is_empty() || !t.is_empty() {
            unchecked_properties.push(p.name.clone());
            continue;
        }
        for a in n {
            action_properties.push((p.name.clone(), a));
        }
    }
    let mut constraints = Vec::new();
    for c in &cfg.constraints {
        match defined(&mut compiler, "constraint", &c.name) {
            Ok(ir) => constraints.push(ir),
            Err(code) => return code,
        }
    }
    let mut action_constraints = Vec::new();
    for c in &cfg.action_constraints {
        match defined(&mut compiler, "action constraint", &c.name) {
            Ok(ir) => action_constraints.push(ir),
            Err(code) => return code,
        }
    }
    // ALIAS only changes how traces look: if it uses what tlars cannot
    // evaluate yet, traces show the variables instead.
    let errors_before = compiler.errors.len();
    let mut alias_ir = match cfg.alias.first().map(|n| defined(&mut compiler, "ALIAS", &n.name)).transpose() {
        Ok(ir) => ir,
        Err(code) => return code,
    };
    if compiler.errors.len() > errors_before {
        compiler.errors.truncate(errors_before);
        alias_ir = None;
    }
    let view = match cfg.view.first().map(|n| defined(&mut compiler, "VIEW", &n.name)).transpose() {
        Ok(ir) => ir,
        Err(code) => return code,
    };
    let symmetry_ir = match cfg.symmetry.first().map(|n| defined(&mut compiler, "SYMMETRY", &n.name)).transpose() {
        Ok(ir) => ir,
        Err(code) => return code,
    };
    // ASSUMEs of the root module.
    let mut assumptions = Vec::new();
    for u in &root.ast.units {
        if let tla_syntax::ast::Unit::Assume(a) = u {
            assumptions.push(compiler.root_expr(&a.body));
        }
    }
    if let Some(e) = compiler.errors.first() {
        let at = location(&map, e.loc);
        if e.message.contains("not assigned a value") {
            println!("Error: {} ({at})", e.message);
            return ExitCode::from(exit::CONFIG);
        }
        return unsupported(format!("{} ({at})", e.message));
    }
    tla_eval::propagate_action_level(&mut compiler.ops);
    let ops = std::mem::take(&mut compiler.ops);
    let vars = compiler.vars.clone();
    drop(compiler);
    let ev = Evaluator::new(&ops, &vars);

    for a in &assumptions {
        let st = tla_eval::States { cur: tla_eval::Cur::Full(&[]), next: None, serial: 0 };
        match ev.eval_bool(a, &None, &st) {
            Ok(true) => {}
            Ok(false) => {
                println!("Error: Assumption {} is false.", location(&map, a.loc));
                return ExitCode::from(exit::ASSUMPTION);
            }
            Err(e) => {
                println!("Error: Evaluating assumption {} failed.\n{}", location(&map, a.loc), e.message);
                return ExitCode::from(exit::ASSUMPTION);
            }
        }
    }

    if vars.is_empty() {
        println!("Model checking completed. No error has been found.");
        println!("0 states generated, 0 distinct states found, 0 states left on queue.");
        println!("The depth of the complete state graph search is 0.");
        return ExitCode::from(exit::SUCCESS);
    }
    let check_deadlock = !args.no_deadlock && cfg.check_deadlock.map(|(b, _)| b).unwrap_or(true);
    let mut symmetry = Vec::new();
    if let Some(ir) = &symmetry_ir {
        let st = tla_eval::States { cur: tla_eval::Cur::Full(&[]), next: None, serial: 0 };
        let perms = match ev.eval(ir, &None, &st).and_then(|v| v.elements().map(|e| e.to_vec()).map_err(|e| tla_eval::EvalError { message: e.0, loc: ir.loc })) {
            Ok(p) => p,
            Err(e) => {
                println!("Error: evaluating the SYMMETRY set failed: {}", e.message);
                return ExitCode::from(exit::EVAL);
            }
        };
        for p in perms {
            let mut map = HashMap::new();
            if let Ok(pairs) = p.pairs() {
                for (k, v) in pairs {
                    if let (Value::Model(a), Value::Model(b)) = (k, v) {
                        map.insert(a, b);
                    }
                }
            }
            if !map.iter().all(|(a, b)| a == b) {
                symmetry.push(map);
            }
        }
        symmetry = permutation_group(symmetry);
    }
    let spec = Spec { init, next, invariants, constraints, action_constraints, action_properties, check_deadlock, view, symmetry, max_depth: args.max_depth };
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let checker = Checker::new(&ev, &spec);
    let outcome = checker.run_with(workers);
    let stats = &outcome.stats;
    if args.json {
        let (result, code, message) = match &outcome.violation {
            None if !unchecked_properties.is_empty() => ("unsupported", exit::UNSUPPORTED, Some(format!("temporal properties {} not checked", unchecked_properties.join(", ")))),
            None => ("success", exit::SUCCESS, None),
            Some(Violation::Invariant(n)) => ("safety failure", exit::SAFETY, Some(format!("Invariant {n} is violated."))),
            Some(Violation::ActionProperty(n)) => ("liveness failure", exit::LIVENESS, Some(format!("Action property {n} is violated."))),
            Some(Violation::Deadlock) => ("deadlock failure", exit::DEADLOCK, Some("Deadlock reached.".to_string())),
            Some(Violation::Eval(e)) if e.message.starts_with(tla_eval::ASSERT_FAILED) => ("safety failure", exit::ASSERT, Some(e.message.clone())),
            Some(Violation::Eval(e)) => ("evaluation error", exit::EVAL, Some(e.message.clone())),
            Some(Violation::InvariantEval(n, e)) => ("evaluation error", exit::SAFETY_EVAL, Some(format!("Evaluating invariant {n} failed: {}", e.message))),
        };
        let summary = serde_json::json!({
            "result": result,
            "exit_code": code,
            "message": message,
            "generated": stats.generated,
            "distinct": stats.distinct,
            "left_on_queue": stats.left_on_queue,
            "depth": stats.depth,
            "seconds": started.elapsed().as_secs_f64(),
            "trace": trace_json(&map, &checker, &vars, &outcome.trace),
        });
        println!("{summary}");
        return ExitCode::from(code);
    }
    let trace_format = args.trace_format;
    let alias_fn = |s: &[Value], next: Option<&[Value]>| -> Option<Vec<(String, Value)>> {
        let ir = alias_ir.as_ref()?;
        let ps: Option<Vec<Option<Value>>> = next.map(|n| n.iter().cloned().map(Some).collect());
        let st = tla_eval::States { cur: tla_eval::Cur::Full(s), next: ps.as_deref(), serial: 0 };
        let v = ev.eval(ir, &None, &st).ok()?;
        let fields = v.record_fields()?;
        Some(fields.iter().map(|(k, x)| (k.as_str().to_string(), x.clone())).collect())
    };
    let alias: Alias = if alias_ir.is_some() { Some(&alias_fn) } else { None };
    let print_trace = |map: &SourceMap, checker: &Checker, vars: &[String], trace: &[(Box<[Value]>, Option<usize>)]| {
        if trace_format == TraceFormat::Json {
            println!("{}", trace_json(map, checker, vars, trace));
        } else {
            print_trace(map, checker, vars, trace, alias);
        }
    };
    let code = match &outcome.violation {
        None if !unchecked_properties.is_empty() => {
            println!("{} states generated, {} distinct states found, {} states left on queue.", stats.generated, stats.distinct, stats.left_on_queue);
            println!("The depth of the complete state graph search is {}.", stats.depth);
            return unsupported(format!(
                "the safety part of the model holds; checking the temporal properties {} is not built yet",
                unchecked_properties.join(", ")
            ));
        }
        None => {
            println!("Model checking completed. No error has been found.");
            exit::SUCCESS
        }
        Some(Violation::Invariant(name)) => {
            println!("Error: Invariant {name} is violated.");
            print_trace(&map, &checker, &vars, &outcome.trace);
            exit::SAFETY
        }
        Some(Violation::ActionProperty(name)) => {
            println!("Error: Action property {name} is violated.");
            print_trace(&map, &checker, &vars, &outcome.trace);
            // TLC reports a violated PROPERTY, even an action one, as a
            // temporal property violation.
            exit::LIVENESS
        }
        Some(Violation::Deadlock) => {
            println!("Error: Deadlock reached.");
            print_trace(&map, &checker, &vars, &outcome.trace);
            exit::DEADLOCK
        }
        Some(Violation::Eval(e)) => {
            println!("Error: {}", e.message);
            println!("  at {}", location(&map, e.loc));
            print_trace(&map, &checker, &vars, &outcome.trace);
            if e.message.starts_with(tla_eval::ASSERT_FAILED) {
                exit::ASSERT
            } else {
                exit::EVAL
            }
        }
        Some(Violation::InvariantEval(name, e)) => {
            println!("Error: Evaluating invariant {name} failed.");
            println!("{}", e.message);
            println!("  at {}", location(&map, e.loc));
            print_trace(&map, &checker, &vars, &outcome.trace);
            exit::SAFETY_EVAL
        }
    };
    println!("{} states generated, {} distinct states found, {} states left on queue.", stats.generated, stats.distinct, stats.left_on_queue);
    println!("The depth of the complete state graph search is {}.", stats.depth);
    println!("Finished in {:.2}s", started.elapsed().as_secs_f64());
    ExitCode::from(code)
}
