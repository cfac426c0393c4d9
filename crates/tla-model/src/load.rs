//! Loading a model: the modules, the configuration, and the definitions it
//! names compiled, with TLC's checks of each directive.

use crate::directive::{named, Directive, Named};
use crate::{constant_values, location, string_order, tlc_spec, ModelError, Notice};
use std::collections::HashMap;
use std::path::PathBuf;
use tla_check::properties::{self, PropertyPart, SpecError, Subscript};
use tla_config::{CfgValue, CfgValueKind, Config, ConstantItem};
use tla_diagnostics::{FileId, SourceFile, SourceMap};
use tla_eval::ir::{Builtin, Ir, IrKind, IrRef, Loc, OpBody, OpDef};
use tla_eval::{Compiler, ConstBinding};
use tla_values::{Str, Value};

/// Where the model is.
pub struct LoadOptions {
    /// The root module.
    pub spec: PathBuf,
    /// The configuration (default: the root module's path with `.cfg`).
    pub cfg: Option<PathBuf>,
    /// Extra folders to search for modules.
    pub include: Vec<PathBuf>,
    /// Definitions of the root module to compile besides those the
    /// configuration names (the expression of `tlars eval`).
    pub also: Vec<String>,
    /// Texts read in place of files' (see `tla_resolve::Options::texts`).
    pub texts: Vec<(PathBuf, String)>,
    /// Order strings as TLC does when it loads its trace-exploration
    /// module `_TLCTrace` (its default run; not with `-noTE`, `-tool`,
    /// `-continue`, ...): see `string_order`.
    pub trace_module: bool,
}

/// A model, compiled: the operators and variables, and what the
/// configuration asks to check.
pub struct Model {
    pub map: SourceMap,
    pub ops: Vec<OpDef>,
    pub vars: Vec<String>,
    /// The root module's VARIABLEs and where they are declared.
    pub(crate) variables: Vec<(String, Loc)>,
    pub(crate) init: IrRef,
    pub(crate) next: IrRef,
    /// The model has no next-state relation: TLC computes the initial
    /// states and stops there (an error if there are any).
    pub(crate) no_next: bool,
    /// The initial predicates as TLC lists them (TLCGet("spec")).
    pub(crate) init_names: Vec<(String, Loc)>,
    /// The temporal conjuncts of the SPECIFICATION (fairness): what
    /// liveness assumes.
    pub(crate) fairness: Vec<IrRef>,
    pub(crate) invariants: Vec<(String, IrRef)>,
    pub(crate) initial_properties: Vec<(String, IrRef)>,
    pub(crate) action_properties: Vec<(String, IrRef)>,
    pub(crate) temporal_properties: Vec<(String, IrRef)>,
    pub(crate) constraints: Vec<IrRef>,
    pub(crate) action_constraints: Vec<IrRef>,
    pub(crate) possible: Vec<(String, IrRef)>,
    /// Each POSTCONDITION's operator, or why TLC cannot take the name.
    pub(crate) postconditions: Vec<(String, Result<IrRef, String>)>,
    /// ALIAS: what a trace shows of a state instead of its variables.
    pub alias: Option<Alias>,
    pub(crate) view: Option<IrRef>,
    pub(crate) symmetry: Option<IrRef>,
    /// The root module's ASSUMEs.
    pub(crate) assumptions: Vec<IrRef>,
    /// The spec uses TLCExt's Trace.
    pub uses_trace: bool,
    /// CHECK_DEADLOCK (TRUE unless the configuration says otherwise).
    pub(crate) check_deadlock: bool,
    /// The SPECIFICATION's name and where it is defined (None with INIT
    /// and NEXT).
    pub(crate) specification: Option<(String, Loc)>,
    /// The configuration's constant assignments as written there (spaces
    /// collapsed), and the model values it introduces that the root module
    /// does not declare: TLC's trace spec repeats both.
    pub trace_spec_constants: (Vec<String>, Vec<String>),
}

/// See `Model::trace_spec_constants`.
fn trace_spec_constants(cfg: &Config, cfg_text: &str, root: &tla_resolve::ModuleInfo) -> (Vec<String>, Vec<String>) {
    // (each model value once, in the order first met: `seen` keeps the
    // count linear in the configuration's size)
    fn model_values<'a>(v: &'a CfgValue, out: &mut Vec<String>, seen: &mut std::collections::HashSet<&'a str>) {
        match &v.kind {
            CfgValueKind::ModelValue(m) if seen.insert(m) => out.push(m.clone()),
            CfgValueKind::Set(items) | CfgValueKind::Tuple(items) => items.iter().for_each(|x| model_values(x, out, seen)),
            _ => {}
        }
    }
    let mut lines = Vec::new();
    let mut values = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for item in &cfg.constants {
        let span = match item {
            ConstantItem::Value { span, value, .. } => {
                model_values(value, &mut values, &mut seen);
                span
            }
            ConstantItem::Substitution { span, .. } => span,
        };
        let text = cfg_text.get(span.start as usize..span.end as usize).unwrap_or("");
        lines.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    let declared = |n: &str| root.parameters.iter().any(|p| p.name == n) || root.exports.contains_key(n);
    values.retain(|v| !declared(v));
    (lines, values)
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

fn conj(items: Vec<IrRef>, loc: Loc) -> IrRef {
    if items.len() == 1 {
        return items[0];
    }
    Ir::new(IrKind::And(items), loc)
}

/// The compiled operator a configuration directive names (`None` for
/// `TRUE`, which asks nothing), or TLC's configuration error when it is
/// not defined or not an operator of no arguments.
fn defined(c: &mut Compiler, d: Directive, name: &str, notices: &mut Vec<Notice>) -> Result<Option<IrRef>, ModelError> {
    match named(c, d, name, notices)? {
        Some(Named::Operator(ir)) => Ok(Some(ir)),
        Some(Named::True) => Ok(None),
        None => Err(d.undefined(name)),
    }
}

/// What the constants of the root module (and, `[Mod]`-scoped, of other
/// modules) stand for.
fn constants(cfg: &Config) -> Result<HashMap<String, ConstBinding>, ModelError> {
    // (`[Mod]C` for a constant of module Mod.)
    let key = |name: &str, module: &Option<tla_config::Name>| match module {
        None => name.to_string(),
        Some(m) => format!("[{}]{name}", m.name),
    };
    let mut constants = HashMap::new();
    let mut pointwise: HashMap<String, (usize, Vec<(Value, Value)>)> = HashMap::new();
    for item in &cfg.constants {
        match item {
            ConstantItem::Value { name, args, module, value, .. } if args.is_empty() => {
                constants.insert(key(&name.name, module), ConstBinding::Value(cfg_value(value).map_err(ModelError::unsupported)?));
            }
            ConstantItem::Substitution { name, module, target, .. } => {
                constants.insert(key(&name.name, module), ConstBinding::Op(target.name.clone()));
            }
            ConstantItem::Value { name, args, module, value, .. } => {
                let key = key(&name.name, module);
                let args: Vec<Value> = args.iter().map(cfg_value).collect::<Result<_, _>>().map_err(ModelError::unsupported)?;
                let entry = pointwise.entry(key).or_insert_with(|| (args.len(), Vec::new()));
                if entry.0 != args.len() {
                    return Err(ModelError::config(format!("The arity of the operator {} is inconsistent in the configuration file.", name.name)));
                }
                let arg = if args.len() == 1 { args[0].clone() } else { Value::tuple(args) };
                entry.1.push((arg, cfg_value(value).map_err(ModelError::unsupported)?));
            }
        }
    }
    // (TLC looks a line up by its arguments, the first line first.)
    for (key, (arity, mut lines)) in pointwise {
        lines.sort_by(|a, b| a.0.cmp(&b.0));
        lines.dedup_by(|later, first| later.0 == first.0);
        constants.insert(key, ConstBinding::Pointwise(arity, Value::function(lines)));
    }
    Ok(constants)
}

/// The configuration, read and checked (TLC's refusals of directives
/// together; its warnings go to `notices`).
fn configuration(map: &mut SourceMap, cfg_path: &std::path::Path, notices: &mut Vec<Notice>) -> Result<(Config, FileId), ModelError> {
    let cfg_text =
        // (TLC's reader throws, and TLC reports an unexpected exception: 255.)
        std::fs::read_to_string(cfg_path)
            .map_err(|e| ModelError::tlc(crate::exit::GENERAL, format!("cannot read the configuration file {}: {e}", cfg_path.display())))?;
    let cfg_file = map.add(SourceFile::new(cfg_path.to_path_buf(), cfg_text.clone()));
    // Given a .tla file as its configuration, TLC reads the file's
    // `---- CONFIG Name ----` section (Name: the file's name), or nothing.
    let (cfg, cfg_diags) = if cfg_path.extension().is_some_and(|e| e == "tla") {
        let name = cfg_path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        tla_config::parse_config_section(&cfg_text, cfg_file, &name).unwrap_or_else(|| tla_config::parse_config("", cfg_file))
    } else {
        tla_config::parse_config(&cfg_text, cfg_file)
    };
    let errors: Vec<_> = cfg_diags.into_iter().filter(|d| d.is_error()).collect();
    if !errors.is_empty() {
        return Err(ModelError::ConfigSyntax(errors));
    }
    // The directives TLC refuses together (SPECIFICATION with INIT/NEXT,
    // a constant given two arities).
    let (errors, warnings): (Vec<_>, Vec<_>) = tla_config::check_config(&cfg, cfg_file).into_iter().partition(|d| d.is_error());
    notices.extend(warnings.into_iter().map(Notice::Config));
    if !errors.is_empty() {
        return Err(ModelError::Config(errors));
    }
    // TLC's undocumented directives change what it checks: refused rather
    // than ignored, so that no result is silently different.
    for (names, directive) in [(&cfg.periodic, "_PERIODIC"), (&cfg.rl_reward, "_RL_REWARD")] {
        if !names.is_empty() {
            return Err(ModelError::unsupported(format!("the {directive} directive of the configuration")));
        }
    }
    Ok((cfg, cfg_file))
}

/// Whether the invariant's own text (not the operators it applies) has a
/// prime or a temporal operator: TLC refuses it. (An argument under
/// ENABLED is no action.)
fn action_level_invariant(ir: &IrRef, ops: &[OpDef]) -> bool {
    let IrKind::Call(id, _) = ir.kind else { return false };
    let OpBody::Expr(body) = &ops[id].body else { return false };
    let mut action_level = false;
    tla_eval::compile::visit_pruned(body, &mut |k| {
        match k {
            IrKind::Builtin(Builtin::Enabled, _) => return false,
            IrKind::PrimeVar(_)
            | IrKind::Builtin(Builtin::Prime | Builtin::Unchanged | Builtin::Always | Builtin::Eventually, _)
            | IrKind::BoxAction(..)
            | IrKind::AngleAction(..) => action_level = true,
            _ => {}
        }
        true
    });
    action_level
}

/// TLC's rule: every CONSTANT of the root module (declared there or in a
/// module it EXTENDS) is given a value or a definition by the
/// configuration, whether or not the model uses it.
fn unassigned_constants(root: &tla_resolve::ModuleInfo, cfg: &Config) -> Result<(), ModelError> {
    let assigned = |name: &str| {
        cfg.constants.iter().any(|item| match item {
            ConstantItem::Value { name: n, module: None, .. } | ConstantItem::Substitution { name: n, module: None, .. } => n.name == name,
            _ => false,
        })
    };
    match root.parameters.iter().find(|p| matches!(p.kind, tla_resolve::SymKind::Constant) && !assigned(&p.name)) {
        Some(p) => Err(ModelError::tlc_coded(
            tla_diagnostics::tlc_messages::code::TLC_CONFIG_VALUE_NOT_ASSIGNED_TO_CONSTANT_PARAM,
            crate::exit::CONFIG,
            format!("The constant parameter {} is not assigned a value by the configuration file.", p.name),
        )),
        None => Ok(()),
    }
}

/// The ALIAS, which TLC evaluates in each state of a trace it prints.
pub enum Alias {
    /// Its record replaces the state's variables; if it fails, the state
    /// shows its variables and the error as `_ALIASEvalError`.
    Expr(IrRef),
    /// It fails in every state, with this message: TLC looks up an ALIAS
    /// when it evaluates it, and an operator with arguments fails there.
    Fails(String),
}

/// The ALIAS: TLC ignores one that names nothing (tlars says so); one
/// that names a value or an operator with arguments fails in each state it
/// shows (`Alias::Fails`).
fn alias(c: &mut Compiler, name: &str, notices: &mut Vec<Notice>) -> Result<Option<Alias>, ModelError> {
    match named(c, Directive::Alias, name, notices) {
        Ok(Some(Named::Operator(ir))) => Ok(Some(Alias::Expr(ir))),
        Err(ModelError::Tlc { message, .. }) => Ok(Some(Alias::Fails(message))),
        Err(e) => Err(e),
        Ok(_) => {
            notices.push(Notice::Warning(
                tla_diagnostics::tlc_messages::code::GENERAL,
                format!("The ALIAS {name} is not defined in the specification: it is ignored, and traces show the variables."),
            ));
            Ok(None)
        }
    }
}

/// Init and Next, and what surrounds them, as the configuration gives them.
struct Behaviour {
    init: IrRef,
    next: IrRef,
    no_next: bool,
    init_names: Vec<(String, Loc)>,
    fairness: Vec<IrRef>,
    constant_conjuncts: Vec<(String, IrRef)>,
}

impl Model {
    /// The initial predicates as TLC names them, with where their bodies
    /// are.
    pub fn init_names(&self) -> &[(String, Loc)] {
        &self.init_names
    }
}

/// Where the spec `options` names, or a module it uses, refers to an
/// IOUtils operator that runs an external command (IOExec and the like),
/// each with its name: what a checker that runs them unasked (TLC) would
/// run. Empty if the modules cannot be resolved, as then no checker gets
/// to evaluate anything. (Any reference counts, used by the model or not:
/// TLC evaluates a module's constant definitions whether or not the
/// model uses them.)
pub fn external_commands(options: &LoadOptions, source: &mut SourceMap) -> Vec<(String, Loc)> {
    let resolve_options = tla_resolve::Options { include: options.include.clone(), texts: options.texts.clone() };
    let mut resolver = tla_resolve::Resolver::new(source, &resolve_options);
    let Some(root) = resolver.check_root(&options.spec) else { return vec![] };
    root.references_to("IOUtils", tla_values::stdlib::COMMAND_OPERATORS).into_iter().map(|(name, file, span)| (name, Loc::new(file, span))).collect()
}

impl Model {
    /// Loads the model: resolves the modules, reads the configuration and
    /// compiles what it names. The files read are added to `source`, which
    /// the model takes if it loads (else the caller has them to show the
    /// error). Warnings TLC prints without stopping are added to
    /// `notices`, also when loading fails.
    pub fn load(options: &LoadOptions, source: &mut SourceMap, notices: &mut Vec<Notice>) -> Result<Model, ModelError> {
        let map = source;
        let resolve_options = tla_resolve::Options { include: options.include.clone(), texts: options.texts.clone() };
        let mut resolver = tla_resolve::Resolver::new(map, &resolve_options);
        let root = resolver.check_root(&options.spec);
        let diagnostics = std::mem::take(&mut resolver.diagnostics);
        drop(resolver);
        let errors: Vec<_> = diagnostics.into_iter().filter(|d| d.is_error()).collect();
        let root = match root {
            Some(root) if errors.is_empty() => root,
            _ => return Err(ModelError::Parse(errors)),
        };
        // (The modules' texts, before the configuration joins them.)
        let sources = string_order::Sources::of(map, &root.name);
        // (With integers of any size, a run's setting, numerals past TLC's
        // 32 bits are read.)
        if !tla_values::Settings::current().big_integers {
            crate::literals::check_numerals(map)?;
        }

        let cfg_path = options.cfg.clone().unwrap_or_else(|| options.spec.with_extension("cfg"));
        let (cfg, cfg_file) = configuration(map, &cfg_path, notices)?;
        // TLC's order of strings, before anything interns one.
        sources.intern(&cfg, options.trace_module);
        let trace_spec_constants = trace_spec_constants(&cfg, &map.get(cfg_file).text, &root);
        let mut compiler = Compiler::new(map, root.clone(), constants(&cfg)?, tla_eval::native_lookup);
        if let Some(message) = compiler.config_errors.first() {
            return Err(ModelError::config(message.clone()));
        }
        unassigned_constants(&root, &cfg)?;
        // TLC evaluates the definitions that replace constants before it
        // reads the directives.
        let substitutions = constant_values::substitutions_of(&mut compiler, &cfg);
        constant_values::with_evaluator(&mut compiler, |ev| constant_values::substitutions(ev, map, &substitutions))?;
        // TLC takes the INVARIANTs first, before the specification: each
        // must be defined and a state predicate.
        let mut invariants = Vec::new();
        for inv in &cfg.invariants {
            let Some(ir) = defined(&mut compiler, Directive::Invariant, &inv.name, notices)? else { continue };
            invariants.push((inv.name.clone(), ir));
            if action_level_invariant(&ir, &compiler.ops) {
                return Err(ModelError::tlc(
                    crate::exit::SAFETY_EVAL,
                    format!("The invariant {} is not a state predicate (one with no primes or temporal operators).", inv.name),
                ));
            }
        }
        let specification = cfg.specification.first().and_then(|s| {
            let id = compiler.root_op(&s.name)?;
            Some((s.name.clone(), compiler.ops[id].loc))
        });
        let behaviour = match cfg.specification.first() {
            Some(spec) => Self::specification(&mut compiler, map, &root, &cfg, &spec.name, notices)?,
            None => Self::init_next(&mut compiler, &cfg, cfg_file, notices)?,
        };
        constant_values::with_evaluator(&mut compiler, |ev| constant_values::specification_conjuncts(ev, &behaviour.constant_conjuncts))?;
        let (mut action_properties, mut initial_properties, mut temporal_properties) = (Vec::new(), Vec::new(), Vec::new());
        for p in &cfg.properties {
            let Some(ir) = defined(&mut compiler, Directive::Property, &p.name, notices)? else { continue };
            let parts = properties::property_parts(&compiler.ops, &p.name, &ir).map_err(|at| {
                let at = location(map, at);
                ModelError::config(format!(
                    "The formula {} at {at} is an action-level formula (i.e., it contains no temporal operators). Only temporal-level (or state-level) formulas are allowed under PROPERTY or PROPERTIES. To check that action {} holds in *every* step of the behavior, define a temporal property: Let A be the formula at {at}; rewrite A as [][A]_v, where v is a state function (typically the tuple of variables) (compare page 90 of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).",
                    p.name, p.name
                ))
            })?;
            for (name, part) in parts {
                let name = match name {
                    properties::PartName::Defined(n) => n,
                    properties::PartName::At(at) => location(map, at),
                };
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
            constraints.extend(defined(&mut compiler, Directive::Constraint, &c.name, notices)?);
        }
        let mut action_constraints = Vec::new();
        for c in &cfg.action_constraints {
            action_constraints.extend(defined(&mut compiler, Directive::ActionConstraint, &c.name, notices)?);
        }
        // `_POSSIBLE P`: P (a state or action predicate) must hold in some
        // reachable state or step, else the model fails like a
        // postcondition.
        let mut possible = Vec::new();
        for p in &cfg.possible {
            possible.extend(defined(&mut compiler, Directive::Possible, &p.name, notices)?.map(|ir| (p.name.clone(), ir)));
        }
        // TLC looks a POSTCONDITION up only once the search is over: a
        // name it cannot take fails it then (see `judge`).
        let mut postconditions = Vec::new();
        for pc in &cfg.postconditions {
            let looked_up = match defined(&mut compiler, Directive::Postcondition, &pc.name, notices) {
                Ok(Some(ir)) => Ok(ir),
                Ok(None) => continue,
                Err(ModelError::Tlc { message, .. }) => Err(message),
                Err(e) => return Err(e),
            };
            postconditions.push((pc.name.clone(), looked_up));
        }
        // ALIAS only changes how traces look: if it uses what tlars cannot
        // evaluate yet, traces show the variables instead.
        let errors_before = compiler.errors.len();
        let mut alias = match cfg.alias.first() {
            Some(n) => alias(&mut compiler, &n.name, notices)?,
            None => None,
        };
        if compiler.errors.len() > errors_before {
            compiler.errors.truncate(errors_before);
            alias = None;
        }
        let view = match cfg.view.first() {
            // A constant VIEW is a value in TLC's table: no view function.
            Some(n) => match defined(&mut compiler, Directive::View, &n.name, notices)? {
                Some(ir) if tla_eval::compile::level(ir, &compiler.ops, &mut HashMap::new()) == 0 => {
                    return Err(ModelError::config(format!("The view function {} cannot be a constant.", n.name)));
                }
                view => view,
            },
            None => None,
        };
        let symmetry = match cfg.symmetry.first() {
            Some(n) => defined(&mut compiler, Directive::Symmetry, &n.name, notices)?,
            None => None,
        };
        let assumptions = compiler.root_assumptions();
        if let Some(e) = compiler.errors.first() {
            let at = location(map, e.loc);
            if e.in_model {
                return Err(ModelError::config(format!("{} ({at})", e.message)));
            }
            return Err(ModelError::unsupported(format!("{} ({at})", e.message)));
        }
        for name in &options.also {
            compiler.root_op(name);
        }
        tla_eval::prepare(&mut compiler.ops);
        let uses_trace = compiler.uses_trace;
        let ops = std::mem::take(&mut compiler.ops);
        let vars = compiler.vars.clone();
        drop(compiler);
        // In the order of the state's slots (SANY's order, as TLC lists them).
        let mut variables: Vec<(String, Loc)> =
            root.parameters.iter().filter(|p| matches!(p.kind, tla_resolve::SymKind::Variable)).map(|p| (p.name.clone(), Loc::new(p.file, p.span))).collect();
        variables.sort_by_key(|(name, _)| vars.iter().position(|v| v == name));
        Ok(Model {
            map: std::mem::take(map),
            ops,
            vars,
            variables,
            init: behaviour.init,
            next: behaviour.next,
            no_next: behaviour.no_next,
            init_names: behaviour.init_names,
            fairness: behaviour.fairness,
            invariants,
            initial_properties,
            action_properties,
            temporal_properties,
            constraints,
            action_constraints,
            possible,
            postconditions,
            alias,
            view,
            symmetry,
            assumptions,
            uses_trace,
            check_deadlock: cfg.check_deadlock.map(|(b, _)| b).unwrap_or(true),
            specification,
            trace_spec_constants,
        })
    }

    /// TLC's warning after a counterexample that ends stuttering, when the
    /// behaviour specification has no fairness (its message code and text).
    pub fn stuttering_warning(&self) -> Option<(u32, String)> {
        use tla_diagnostics::tlc_messages::code;
        if !self.fairness.is_empty() {
            return None;
        }
        Some(match &self.specification {
            Some((name, loc)) => (
                code::TLC_CONFIG_NO_FAIRNESS_BUT_LIVE_PROPERTY,
                format!(
                    "The stuttering counterexample above may be caused by the absence of a fairness constraint in the behavior specification {name} defined at {}. To rule out such counterexamples, conjoin a suitable fairness constraint to {name} (compare Chapter 8, page 87ff of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).",
                    location(&self.map, *loc)
                ),
            ),
            None => (
                code::TLC_CONFIG_NO_SPEC_BUT_PROPERTY,
                "The stuttering counterexample above may be caused by the absence of a behavior specification (SPECIFICATION). Only INIT and NEXT have been provided, so TLC permits infinite stuttering. To rule out such counterexamples, use SPECIFICATION Spec, with Spec asserting a suitable fairness constraint (compare Chapter 8, page 87ff of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).".to_string(),
            ),
        })
    }

    /// The SPECIFICATION taken apart as TLC takes it: Init, `[][Next]_v`
    /// and fairness.
    fn specification(
        compiler: &mut Compiler,
        map: &SourceMap,
        root: &tla_resolve::ModuleInfo,
        cfg: &Config,
        name: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<Behaviour, ModelError> {
        let ir = match named(compiler, Directive::Specification, name, notices)? {
            Some(Named::Operator(ir)) => ir,
            _ => return Err(Directive::Specification.undefined(name)),
        };
        let parts = properties::spec_parts(&compiler.ops, &ir).map_err(|e| match e {
            // TLC accepts only Init /\ [][Next]_v /\ fairness here.
            SpecError::CannotHandle(at) => ModelError::tlc(crate::exit::GENERAL, format!("TLC cannot handle the temporal formula {}", location(map, at))),
            SpecError::Conjunct(at) => ModelError::tlc(crate::exit::GENERAL, format!("TLC cannot handle this conjunct of the spec:\n{}", location(map, at))),
        })?;
        let (i, mut n, fairness) = (parts.init, parts.next, parts.temporal);
        // (Parts tlars could not take apart, such as a call with arguments,
        // end up with the temporal ones: then what is missing may be there.)
        let whole = fairness.iter().all(|t| matches!(t.kind, IrKind::Fairness { .. }));
        if n.len() > 1 || (!whole && (n.is_empty() || i.is_empty())) {
            return Err(ModelError::unsupported(format!("the form of the specification `{name}`")));
        }
        // A variable as a conjunct of the specification: TLC's error.
        if let Some((slot, at)) = tlc_spec::variable_conjunct(&ir, &compiler.ops) {
            let var = &compiler.vars[slot as usize];
            // (TLC locates the variable's declaration.)
            let declared = root.parameters.iter().find(|p| &p.name == var).map_or(at, |p| Loc::new(p.file, p.span));
            return Err(ModelError::config(format!("The operator {var}, which equals {},\ncannot be used as a spec", location(map, declared))));
        }
        // TLC's rules, as for INIT and NEXT: an initial predicate is needed
        // when there are variables or anything to check, a next-state
        // relation when there is anything to check; without one, the
        // initial states are computed and that is the end (`no_next`).
        let checks = !cfg.invariants.is_empty() || !cfg.properties.is_empty();
        if i.is_empty() && (!compiler.vars.is_empty() || checks) {
            return Err(ModelError::config("The configuration file did not specify the initial state predicate."));
        }
        if n.is_empty() && checks {
            return Err(ModelError::config("The configuration file did not specify the next state predicate."));
        }
        // The next-state relation of `[][Next]_v` is Next itself, as in TLC.
        let no_next = n.is_empty();
        let boxed = if no_next { Ir::new(IrKind::Lit(Value::Bool(false)), ir.loc) } else { n.remove(0) };
        let next = match &boxed.kind {
            IrKind::BoxAction(a, v) => {
                // TLC looks for the variables in the subscript and warns
                // of those it does not find there.
                match properties::subscript_variables(&compiler.ops, v) {
                    Subscript::Variables(found) => {
                        for (i, var) in compiler.vars.iter().enumerate() {
                            if !found.contains(&(i as u32)) {
                                notices.push(Notice::Warning(
                                    tla_diagnostics::tlc_messages::code::TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR,
                                    format!(
                                    "The subscript of the next-state relation specified by the specification\ndoes not seem to contain the state variable {var}"
                                ),
                                ));
                            }
                        }
                    }
                    Subscript::Undetermined => notices.push(Notice::Warning(
                        tla_diagnostics::tlc_messages::code::TLC_COULD_NOT_DETERMINE_SUBSCRIPT,
                        "TLC could not determine if the subscript of the next-state relation contains\nall state variables. Proceed with fingers crossed."
                            .to_string(),
                    )),
                    Subscript::Runaway(_) => {
                        return Err(ModelError::tlc(
                            crate::exit::GENERAL,
                            format!(
                                "The subscript of the next-state relation refers to itself without end (TLC's stack overflows here):\n\
                                 probably a definition replaced by one that refers back to it\n  at {}",
                                location(map, v.loc)
                            ),
                        ))
                    }
                }
                *a
            }
            _ => boxed,
        };
        let init_names = tlc_spec::spec_inits(&ir, &compiler.ops);
        let constant_conjuncts = i
            .iter()
            .filter_map(|x| match x.kind {
                IrKind::Call(id, ref args) if args.is_empty() => Some((compiler.ops[id].name.clone(), *x)),
                _ => None,
            })
            .collect();
        let init = if i.is_empty() { Ir::new(IrKind::Lit(Value::Bool(true)), ir.loc) } else { conj(i, ir.loc) };
        Ok(Behaviour { init, next, no_next, init_names, fairness, constant_conjuncts })
    }

    /// INIT and NEXT.
    fn init_next(compiler: &mut Compiler, cfg: &Config, cfg_file: FileId, notices: &mut Vec<Notice>) -> Result<Behaviour, ModelError> {
        if cfg.init.is_empty() && cfg.next.is_empty() && compiler.vars.is_empty() {
            // A spec without variables: TLC checks its assumptions only.
            let loc = Loc::default();
            let (init, next) = (Ir::new(IrKind::Lit(Value::Bool(true)), loc), Ir::new(IrKind::Lit(Value::Bool(false)), loc));
            return Ok(Behaviour { init, next, no_next: false, init_names: vec![], fairness: vec![], constant_conjuncts: vec![] });
        }
        // TLC needs INIT when there are variables (or invariants or
        // properties), and NEXT when there are invariants.
        let missing: Vec<_> = tla_config::check_init_next(cfg, cfg_file, !compiler.vars.is_empty()).into_iter().filter(|d| d.is_error()).collect();
        if !missing.is_empty() {
            return Err(ModelError::Config(missing));
        }
        let Some(i) = cfg.init.first() else {
            return Err(ModelError::config("The configuration file did not specify the initial state predicate."));
        };
        let Some(Named::Operator(init)) = named(compiler, Directive::Init, &i.name, notices)? else {
            return Err(Directive::Init.undefined(&i.name));
        };
        let (next, no_next) = match cfg.next.first() {
            Some(n) => {
                let Some(Named::Operator(next)) = named(compiler, Directive::Next, &n.name, notices)? else {
                    return Err(Directive::Next.undefined(&n.name));
                };
                (next, false)
            }
            // Without NEXT, TLC computes the initial states and stops
            // there (an error if there are any).
            None => (Ir::new(IrKind::Lit(Value::Bool(false)), init.loc), true),
        };
        let init_names = vec![tlc_spec::named_body(&init, &compiler.ops)];
        Ok(Behaviour { init, next, no_next, init_names, fairness: vec![], constant_conjuncts: vec![] })
    }
}
