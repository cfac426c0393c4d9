//! `tlars check`: model checking with TLC's output and exit codes.

use crate::report::{location, Report, Verdict};
use clap::Args;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::{Checker, Spec};
use tla_config::{CfgValue, CfgValueKind, ConstantItem};
use tla_diagnostics::{render, MessageFormat, SourceFile, SourceMap};
use tla_eval::ir::{Ir, IrKind, IrRef, Loc};
use tla_eval::{Compiler, ConstBinding, Evaluator};
use tla_values::{Str, Value};

/// TLC's exit statuses.
pub mod exit {
    pub const SUCCESS: u8 = 0;
    pub const ASSUMPTION: u8 = 10;
    pub const DEADLOCK: u8 = 11;
    pub const SAFETY: u8 = 12;
    pub const LIVENESS: u8 = 13;
    pub const ASSERT: u8 = 14;
    pub const SAFETY_EVAL: u8 = 76;
    pub const LIVENESS_EVAL: u8 = 77;
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
    /// Let the IOUtils operators run external commands (IOExec,
    /// IOEnvExec, IOExecTemplate, IOEnvExecTemplate); without it they
    /// are an evaluation error.
    #[arg(long)]
    allow_io: bool,
    /// Set a TLC system property, as `java -Dkey=value` does for TLC
    /// (`TLCGet("-Dkey")` reads it). `-D tlc2.tool.impl.Tool.cdot=true`
    /// lets TLC evaluate action composition (`A \cdot B`), an error
    /// otherwise.
    #[arg(short = 'D', value_name = "KEY=VALUE", value_parser = parse_property)]
    property: Vec<(String, String)>,
}

fn parse_property(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((k, v)) if !k.is_empty() => Ok((k.to_owned(), v.to_owned())),
        _ => Err(format!("expected KEY=VALUE, found `{s}`")),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TraceFormat {
    Tlc,
    Json,
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
    Ir::new(IrKind::And(items), loc)
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
    Some(Ir::new(IrKind::Call(id, vec![]), loc))
}

pub fn run(args: CheckArgs) -> ExitCode {
    tla_values::stdlib::set_allow_io(args.allow_io);
    for (key, value) in &args.property {
        tla_eval::system_properties::set(key, value);
    }
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
    crate::string_order::intern_in_tlc_order(&map);

    let cfg_path = args.cfg.clone().unwrap_or_else(|| args.spec.with_extension("cfg"));
    let cfg_text = match std::fs::read_to_string(&cfg_path) {
        Ok(t) => t,
        Err(e) => {
            println!("Error: cannot read the configuration file {}: {e}", cfg_path.display());
            return ExitCode::from(exit::CONFIG);
        }
    };
    let cfg_file = map.add(SourceFile::new(cfg_path.clone(), cfg_text.clone()));
    // Given a .tla file as its configuration, TLC reads the file's
    // `---- CONFIG Name ----` section (Name: the file's name), or nothing.
    let (cfg, cfg_diags) = if cfg_path.extension().is_some_and(|e| e == "tla") {
        let name = cfg_path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        tla_config::parse_config_section(&cfg_text, cfg_file, &name).unwrap_or_else(|| tla_config::parse_config("", cfg_file))
    } else {
        tla_config::parse_config(&cfg_text, cfg_file)
    };
    let cfg_errors: Vec<_> = cfg_diags.iter().filter(|d| d.is_error()).collect();
    if !cfg_errors.is_empty() {
        for d in &cfg_errors {
            print!("{}", render(&map, d, MessageFormat::Human, false));
        }
        return ExitCode::from(exit::CONFIG);
    }
    // The directives TLC refuses together (SPECIFICATION with INIT/NEXT,
    // a constant given two arities); warnings go to stderr.
    let mut cfg_errors = false;
    for d in tla_config::check_config(&cfg, cfg_file) {
        if d.is_error() {
            cfg_errors = true;
            print!("{}", render(&map, &d, MessageFormat::Human, false));
        } else {
            eprint!("{}", render(&map, &d, MessageFormat::Human, false));
        }
    }
    if cfg_errors {
        return ExitCode::from(exit::CONFIG);
    }

    // TLC's undocumented directives change what it checks: refused rather
    // than ignored, so that no result is silently different.
    for (names, directive) in [(&cfg.periodic, "_PERIODIC"), (&cfg.rl_reward, "_RL_REWARD")] {
        if !names.is_empty() {
            return unsupported(format!("the {directive} directive of the configuration"));
        }
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
    if let Some(message) = compiler.config_errors.first() {
        println!("Error: {message}");
        return ExitCode::from(exit::CONFIG);
    }
    // TLC takes the INVARIANTs first, before the specification: each must
    // be defined and a state predicate (no prime, no temporal operator).
    // (The check looks at the invariant's own text, not into the
    // operators it applies: an argument under ENABLED is no action.)
    for inv in &cfg.invariants {
        let ir = match defined(&mut compiler, "invariant", &inv.name) {
            Ok(ir) => ir,
            Err(code) => return code,
        };
        if let IrKind::Call(id, _) = ir.kind {
            let tla_eval::OpBody::Expr(body) = &compiler.ops[id].body else { continue };
            let mut action_level = false;
            tla_eval::compile::visit_pruned(body, &mut |k| {
                match k {
                    IrKind::Builtin(tla_eval::ir::Builtin::Enabled, _) => return false,
                    IrKind::PrimeVar(_)
                    | IrKind::Builtin(
                        tla_eval::ir::Builtin::Prime | tla_eval::ir::Builtin::Unchanged | tla_eval::ir::Builtin::Always | tla_eval::ir::Builtin::Eventually,
                        _,
                    )
                    | IrKind::BoxAction(..)
                    | IrKind::AngleAction(..) => action_level = true,
                    _ => {}
                }
                true
            });
            if action_level {
                println!("Error: The invariant {} is not a state predicate (one with no primes or temporal operators).", inv.name);
                return ExitCode::from(exit::SAFETY_EVAL);
            }
        }
    }
    // The temporal conjuncts of the specification (fairness): what liveness assumes.
    let mut fairness: Vec<IrRef> = Vec::new();
    let mut no_next = false;
    // The initial predicates as TLC lists them (TLCGet("spec")).
    let mut init_names: Vec<(String, Loc)> = Vec::new();
    let (init, next) = if let Some(spec) = cfg.specification.first() {
        let Some(ir) = call(&mut compiler, &spec.name) else {
            println!("Error: the specification `{}` is not defined", spec.name);
            return ExitCode::from(exit::CONFIG);
        };
        let parts = match tla_check::properties::spec_parts(&compiler.ops, &ir) {
            Ok(p) => p,
            // TLC accepts only Init /\ [][Next]_v /\ fairness here.
            Err(tla_check::properties::SpecError::CannotHandle(at)) => {
                println!("Error: TLC cannot handle the temporal formula {}", location(&map, at));
                return ExitCode::from(exit::GENERAL);
            }
            Err(tla_check::properties::SpecError::Conjunct(at)) => {
                println!("Error: TLC cannot handle this conjunct of the spec:\n{}", location(&map, at));
                return ExitCode::from(exit::GENERAL);
            }
        };
        let (i, mut n) = (parts.init, parts.next);
        fairness = parts.temporal;
        // (Parts tlars could not take apart, such as a call with arguments,
        // end up with the temporal ones: then what is missing may be there.)
        let whole = fairness.iter().all(|t| matches!(t.kind, IrKind::Fairness { .. }));
        if n.len() > 1 || (!whole && (n.is_empty() || i.is_empty())) {
            return unsupported(format!("the form of the specification `{}`", spec.name));
        }
        // A variable as a conjunct of the specification: TLC's error.
        if let Some((slot, at)) = crate::tlc_spec::variable_conjunct(&ir, &compiler.ops) {
            let name = &compiler.vars[slot as usize];
            // (TLC locates the variable's declaration.)
            let declared = root.parameters.iter().find(|p| &p.name == name).map_or(at, |p| Loc::new(p.file, p.span));
            println!("Error: The operator {name}, which equals {},\ncannot be used as a spec", location(&map, declared));
            return ExitCode::from(exit::CONFIG);
        }
        // TLC's rules, as for INIT and NEXT: an initial predicate is needed
        // when there are variables or anything to check, a next-state
        // relation when there is anything to check; without one, the
        // initial states are computed and that is the end (see no_next).
        let checks = !cfg.invariants.is_empty() || !cfg.properties.is_empty();
        if i.is_empty() && (!compiler.vars.is_empty() || checks) {
            println!("Error: The configuration file did not specify the initial state predicate.");
            return ExitCode::from(exit::CONFIG);
        }
        if n.is_empty() && checks {
            println!("Error: The configuration file did not specify the next state predicate.");
            return ExitCode::from(exit::CONFIG);
        }
        // The next-state relation of `[][Next]_v` is Next itself, as in TLC.
        let boxed = if n.is_empty() {
            no_next = true;
            Ir::new(IrKind::Lit(Value::Bool(false)), ir.loc)
        } else {
            n.remove(0)
        };
        let next = match &boxed.kind {
            IrKind::BoxAction(a, v) => {
                // TLC looks for the variables in the subscript and warns
                // of those it does not find there.
                use tla_check::properties::{subscript_variables, Subscript};
                match subscript_variables(&compiler.ops, v) {
                    Subscript::Variables(found) => {
                        for (i, name) in compiler.vars.iter().enumerate() {
                            if !found.contains(&(i as u32)) {
                                println!("Warning: The subscript of the next-state relation specified by the specification\ndoes not seem to contain the state variable {name}");
                            }
                        }
                    }
                    Subscript::Undetermined => {
                        println!("Warning: TLC could not determine if the subscript of the next-state relation contains\nall state variables. Proceed with fingers crossed.");
                    }
                    Subscript::Runaway(_) => {
                        println!(
                            "Error: The subscript of the next-state relation refers to itself without end (TLC's stack overflows here):\n\
                             probably a definition replaced by one that refers back to it\n  at {}",
                            location(&map, v.loc)
                        );
                        return ExitCode::from(exit::GENERAL);
                    }
                }
                *a
            }
            _ => boxed,
        };
        init_names = crate::tlc_spec::spec_inits(&ir, &compiler.ops);
        let init = if i.is_empty() { Ir::new(IrKind::Lit(Value::Bool(true)), ir.loc) } else { conj(i, ir.loc) };
        (init, next)
    } else if cfg.init.is_empty() && cfg.next.is_empty() && compiler.vars.is_empty() {
        // A spec without variables: TLC checks its assumptions only.
        let loc = Loc::default();
        (Ir::new(IrKind::Lit(Value::Bool(true)), loc), Ir::new(IrKind::Lit(Value::Bool(false)), loc))
    } else {
        // TLC needs INIT when there are variables (or invariants or
        // properties), and NEXT when there are invariants.
        let missing: Vec<_> = tla_config::check_init_next(&cfg, cfg_file, !compiler.vars.is_empty()).into_iter().filter(|d| d.is_error()).collect();
        for d in &missing {
            print!("{}", render(&map, d, MessageFormat::Human, false));
        }
        let Some(i) = cfg.init.first().filter(|_| missing.is_empty()) else {
            if missing.is_empty() {
                println!("Error: The configuration file did not specify the initial state predicate.");
            }
            return ExitCode::from(exit::CONFIG);
        };
        let Some(init) = call(&mut compiler, &i.name) else {
            println!("Error: The initial predicate {} specified in the configuration file\nis not defined in the specification.", i.name);
            return ExitCode::from(exit::CONFIG);
        };
        let next = match cfg.next.first() {
            Some(n) => match call(&mut compiler, &n.name) {
                Some(b) => b,
                None => {
                    println!("Error: The next state action {} specified in the configuration file\nis not defined in the specification.", n.name);
                    return ExitCode::from(exit::CONFIG);
                }
            },
            // Without NEXT, TLC computes the initial states and stops
            // there (an error if there are any).
            None => {
                no_next = true;
                Ir::new(IrKind::Lit(Value::Bool(false)), init.loc)
            }
        };
        init_names = vec![crate::tlc_spec::named_body(&init, &compiler.ops)];
        (init, next)
    };
    let mut invariants = Vec::new();
    for inv in &cfg.invariants {
        match defined(&mut compiler, "invariant", &inv.name) {
            Ok(ir) => invariants.push((inv.name.clone(), ir)),
            Err(code) => return code,
        }
    }
    // `_POSSIBLE P`: P (a state or action predicate) must hold in some
    // reachable state or step, else the model fails like a postcondition.
    let mut possible = Vec::new();
    for p in &cfg.possible {
        match defined(&mut compiler, "possible", &p.name) {
            Ok(ir) => possible.push((p.name.clone(), ir)),
            Err(code) => return code,
        }
    }
    let mut postconditions = Vec::new();
    for pc in &cfg.postconditions {
        match defined(&mut compiler, "postcondition", &pc.name) {
            Ok(ir) => postconditions.push((pc.name.clone(), ir)),
            Err(code) => return code,
        }
    }
    let mut action_properties = Vec::new();
    let mut initial_properties = Vec::new();
    let mut temporal_properties: Vec<(String, IrRef)> = Vec::new();
    for p in &cfg.properties {
        let Some(ir) = call(&mut compiler, &p.name) else {
            println!("Error: the property `{}` is not defined", p.name);
            return ExitCode::from(exit::CONFIG);
        };
        let parts = match tla_check::properties::property_parts(&compiler.ops, &p.name, &ir) {
            Ok(parts) => parts,
            Err(at) => {
                let at = location(&map, at);
                println!(
                    "Error: The formula {} at {at} is an action-level formula (i.e., it contains no temporal operators). Only temporal-level (or state-level) formulas are allowed under PROPERTY or PROPERTIES. To check that action {} holds in *every* step of the behavior, define a temporal property: Let A be the formula at {at}; rewrite A as [][A]_v, where v is a state function (typically the tuple of variables) (compare page 90 of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).",
                    p.name, p.name
                );
                return ExitCode::from(exit::CONFIG);
            }
        };
        use tla_check::properties::PropertyPart;
        for (name, part) in parts {
            match part {
                PropertyPart::Init(ir) => initial_properties.push((name, ir)),
                PropertyPart::Invariant(ir) => invariants.push((name, ir)),
                PropertyPart::Action(ir) => action_properties.push((name, ir)),
                // TLC names a violated temporal property as the cfg does.
                PropertyPart::Temporal(ir) => temporal_properties.push((p.name.clone(), ir)),
            }
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
        if e.in_model {
            println!("Error: {} ({at})", e.message);
            return ExitCode::from(exit::CONFIG);
        }
        return unsupported(format!("{} ({at})", e.message));
    }
    // TLC evaluates the definitions that replace constants (`C <- Op`,
    // Op without parameters) when it starts; see below.
    let mut substitutions = Vec::new();
    let declared_constants: Vec<String> =
        compiler.root_module().parameters.iter().filter(|p| matches!(p.kind, tla_resolve::SymKind::Constant)).map(|p| p.name.clone()).collect();
    for item in &cfg.constants {
        if let ConstantItem::Substitution { name, module: None, target, .. } = item {
            // (Only declared CONSTANTs: `Init <- Alt` replaces a definition.)
            if !declared_constants.contains(&name.name) {
                continue;
            }
            if let Some(id) = compiler.root_op(&target.name).filter(|&id| compiler.ops[id].params.is_empty()) {
                let loc = compiler.ops[id].loc;
                substitutions.push((name.name.clone(), target.name.clone(), id, Ir::new(IrKind::Call(id, vec![]), loc)));
            }
        }
    }
    tla_eval::prepare(&mut compiler.ops);
    let uses_trace = compiler.uses_trace;
    let ops = std::mem::take(&mut compiler.ops);
    let vars = compiler.vars.clone();
    drop(compiler);
    let ev = Evaluator::new(&ops, &vars);
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let check_deadlock = !no_next && !args.no_deadlock && cfg.check_deadlock.map(|(b, _)| b).unwrap_or(true);
    *ev.config.borrow_mut() = Some(tla_eval::RunConfig { check_deadlock, workers, started });

    // A replacement that cannot be evaluated without a state (it reads a
    // variable, or TLCGet) is a configuration error; one that is constant
    // but fails is left to fail where it is used, as in TLC.
    for (constant, target, id, call) in &substitutions {
        if let Err(e) = ev.eval(call, &None, &tla_eval::States::constant()) {
            if ops[*id].state_level {
                // TLC adds the message of an error raised by a Java method.
                let specifically = if e.cause == tla_values::Cause::JavaMethod {
                    format!(" - specifically: {}", e.message)
                } else if e.cause == tla_values::Cause::NoState {
                    // A variable read without a state: TLC's message names it
                    // and where it is read.
                    format!(" - specifically: {}\n{}", e.message, location(&map, e.loc))
                } else {
                    String::new()
                };
                println!("Error: The configuration file substitutes constant {constant} with non-constant {target}{specifically}");
                return ExitCode::from(exit::CONFIG);
            }
        }
    }

    for a in &assumptions {
        let st = tla_eval::States::constant();
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
    // TLC judges formulas of constant level once, before the search: a
    // constant next-state action (given by NEXT) and a constant invariant
    // other than TRUE are configuration errors.
    {
        let mut levels = HashMap::new();
        let mut startup_levels = HashMap::new();
        for (name, ir) in &invariants {
            if tla_eval::compile::startup_level(ir, ev.ops, &mut startup_levels) != 0 {
                continue;
            }
            let st = tla_eval::States::constant();
            // An evaluation error is reported by the search, in its state.
            if let Ok(v) = ev.eval(ir, &None, &st) {
                if v != Value::Bool(true) {
                    println!("Error: The invariant of {name} is equal to {v}");
                    return ExitCode::from(exit::CONFIG);
                }
            }
        }
        if cfg.specification.is_empty() {
            if let Some(n) = cfg.next.first() {
                if tla_eval::compile::level(next, ev.ops, &mut levels) == 0 {
                    println!("Error: The next state action {} cannot be a constant.", n.name);
                    return ExitCode::from(exit::CONFIG);
                }
            }
        }
    }
    let mut symmetry = Vec::new();
    if let Some(ir) = &symmetry_ir {
        let st = tla_eval::States::constant();
        let perms = match ev.eval(ir, &None, &st).and_then(|v| v.elements().map(|e| e.to_vec()).map_err(|e| tla_eval::EvalError::from_value(e, ir.loc))) {
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
    let record_graph = !temporal_properties.is_empty();
    let possible: Vec<tla_check::possible::Possible> =
        possible.into_iter().map(|(name, pred)| tla_check::possible::Possible { action_level: ev.reads_next_state(pred), name, pred }).collect();
    let spec = Spec {
        trace: uses_trace,
        init,
        next,
        invariants,
        constraints,
        action_constraints,
        action_properties,
        initial_properties,
        check_deadlock,
        view,
        symmetry: symmetry.iter().map(tla_check::Renaming::new).collect(),
        max_depth: args.max_depth,
        live_progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
        record_graph,
        possible,
    };
    let properties = if record_graph { Some(tla_check::liveness::Properties::new(&ev, &fairness, &temporal_properties)) } else { None };
    // TLC refuses to check properties it cannot put in normal form or that
    // cannot be violated, before it computes the initial states.
    if let Some(Ok(p)) = &properties {
        if p.exceeds_dnf_limit() {
            println!("Error: TLC cannot handle the temporal formula because it exceeds the maximum supported size in disjunctive normal form.");
            return ExitCode::from(exit::GENERAL);
        }
        if p.is_tautology() {
            println!("Error: Temporal formula is a tautology (its negation is unsatisfiable).");
            return ExitCode::from(exit::LIVENESS_EVAL);
        }
    }
    // TLC checks the temporal properties as it explores each state: it
    // evaluates their predicates there, and reports a property violated by
    // a finite behaviour at once. The counts after each explored state,
    // which the single-threaded search records, tell when that happens.
    // (And TLCExt's Trace is given by the search on one thread.)
    let workers = if properties.is_some() || uses_trace { 1 } else { workers };
    let checker = Checker::new(&ev, &spec);
    // TLCGet("spec"): the model as TLC describes it.
    {
        use crate::tlc_spec::{named_body, named_definition, SpecParts};
        let named = |list: &[(String, IrRef)]| list.iter().map(|(n, ir)| (n.clone(), named_body(ir, &ops).1)).collect();
        let parts = SpecParts {
            inits: init_names,
            actions: checker.actions.iter().map(|a| (a.name.clone(), a.loc)).collect(),
            temporals: fairness.iter().map(|ir| named_body(ir, &ops)).collect(),
            invariants: named(&spec.invariants),
            implied_inits: named(&spec.initial_properties),
            implied_actions: named(&spec.action_properties),
            implied_temporals: named(&temporal_properties),
            variables: root
                .parameters
                .iter()
                .filter(|p| matches!(p.kind, tla_resolve::SymKind::Variable))
                .map(|p| (p.name.clone(), Loc::new(p.file, p.span)))
                .collect(),
            action_constraints: spec.action_constraints.iter().map(|ir| named_definition(ir, &ops)).collect(),
            constraints: spec.constraints.iter().map(|ir| named_definition(ir, &ops)).collect(),
        };
        *ev.spec_description.borrow_mut() = Some(parts.value(&map));
    }
    let mut outcome = checker.run_with(workers);
    let mut verdict = match outcome.violation.take() {
        Some(v) => Verdict::Safety(v),
        None => Verdict::Success,
    };
    if no_next && matches!(verdict, Verdict::Success) && outcome.stats.distinct > 0 {
        println!("Error: No next state actions defined to generate successor states from.");
        return ExitCode::from(exit::EVAL);
    }
    let mut lasso_states: Vec<Box<[Value]>> = Vec::new();
    let graph = outcome.graph.take();
    match (&properties, &graph) {
        (Some(Err(e)), _) => {
            if let Verdict::Success = verdict {
                verdict = Verdict::LivenessError(e.clone());
            }
        }
        (Some(Ok(properties)), Some((states, graph))) => {
            let labels = properties.labels(&ev, graph, states);
            let mut explored = outcome.explored_counts.len();
            let error = properties.first_eval_error(&labels, explored);
            if let Some((at, _)) = &error {
                explored = at + 1;
            }
            let prefix = if properties.has_safety_part() { properties.good_prefix(&labels, explored) } else { Ok(None) };
            match (error, prefix) {
                (_, Err(e)) => verdict = Verdict::LivenessError(e),
                (_, Ok(Some((at, path, names)))) => {
                    outcome.stats = outcome.explored_counts[at].clone();
                    lasso_states = path.iter().map(|&i| states[i as usize].clone()).collect();
                    verdict = Verdict::TemporalSafety(names);
                }
                (Some((at, e)), Ok(None)) => {
                    outcome.stats = outcome.explored_counts[at].clone();
                    lasso_states = tla_check::liveness::path_to(graph, at).iter().map(|&i| states[i as usize].clone()).collect();
                    verdict = Verdict::LivenessEval(e);
                }
                (None, Ok(None)) => {
                    // Liveness, on the complete state graph.
                    if let Verdict::Success = verdict {
                        match properties.check(&labels) {
                            Ok(None) => {}
                            Ok(Some(cx)) => {
                                lasso_states = cx.lasso.states.iter().map(|&i| states[i as usize].clone()).collect();
                                verdict = Verdict::Liveness(cx.property, cx.lasso.cycle_start);
                            }
                            Err(e) => verdict = Verdict::LivenessError(e),
                        }
                    }
                }
            }
        }
        _ => {}
    }
    // POSTCONDITIONs, once the search has completed without a violation
    // (as TLC: a constant-level formula, TLCGet giving the final counts).
    if let Verdict::Success = verdict {
        let stats = &outcome.stats;
        *ev.stats.borrow_mut() = Some(tla_eval::SearchStats {
            queue: stats.left_on_queue,
            distinct: stats.distinct,
            initial: stats.initial,
            generated: stats.generated,
            diameter: stats.depth,
            duration: started.elapsed().as_secs(),
        });
        ev.level.set(0);
        let st = tla_eval::States::constant();
        for (name, pc) in &postconditions {
            // TLC names the definition's body.
            let body_loc = definition_body(pc, &ops).loc;
            let failed = match ev.eval_bool(pc, &None, &st) {
                Ok(true) => continue,
                Ok(false) => None,
                Err(e) => Some(e),
            };
            verdict = Verdict::Postcondition(format!("{name} at {}", location(&map, body_loc)), failed);
            break;
        }
    }
    // Then the `_POSSIBLE` predicates, from what the search counted: TLC
    // prints the counts when one was never witnessed.
    if let Verdict::Success = verdict {
        let registers = ev.worker_registers.borrow();
        let counts = if registers.is_empty() { tla_check::possible::counts(&[ev.registers.borrow().clone()]) } else { tla_check::possible::counts(&registers) };
        if let Some(p) = spec.possible.iter().find(|p| counts.get(&p.name).copied().unwrap_or(0) == 0) {
            println!("{}", tla_check::possible::counts_value(&counts));
            verdict = Verdict::Postcondition(format!("{} at {}", p.name, location(&map, definition_body(&p.pred, &ops).loc)), None);
        }
    }
    let report = Report { map: &map, checker: &checker, vars: &vars, started, alias: alias_ir.as_ref(), ev: &ev };
    report.finish(&outcome, verdict, &lasso_states, args.json, args.trace_format)
}

/// The body of the definition `ir` calls, or `ir` itself: what TLC names
/// when it reports a postcondition.
fn definition_body<'a>(ir: &'a IrRef, ops: &'a [tla_eval::OpDef]) -> &'a IrRef {
    match &ir.kind {
        IrKind::Call(id, _) => match &ops[*id].body {
            tla_eval::OpBody::Expr(b) => b,
            _ => ir,
        },
        _ => ir,
    }
}
