//! Compiling resolved modules into IR.
//!
//! A module is compiled in a *context*: the module together with what its
//! CONSTANTs and VARIABLEs stand for. The root module's variables are state
//! slots and its constants take the model's values; a module it EXTENDS
//! shares those; a module it INSTANCEs has them replaced by the substituted
//! expressions. Operator definitions are compiled on first use, once per
//! context.

use crate::ir::*;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use tla_diagnostics::{FileId, SourceMap, Span};
use tla_resolve::ModuleInfo;
use tla_syntax::ast::{self, BoundPattern, DefKind, Definition, Expr, ExprKind, Unit};
use tla_syntax::select::Scope;
use tla_values::{LazySet, Str, Value};

/// What the model gives a CONSTANT (or a defined operator it overrides).
#[derive(Clone, Debug)]
pub enum ConstBinding {
    Value(Value),
    /// `Op <- Other`: the definition named `Other` in the root module.
    Op(String),
    /// `F(0) = 1  F(1) = 2`: an operator of this many arguments defined
    /// pointwise (TLC's OpRcdValue), as a function from its arguments
    /// (their tuple when there are several) to its values.
    Pointwise(usize, Value),
}

/// The body of an operator of `arity` arguments defined pointwise by the
/// function `table`: the table applied to its arguments.
fn pointwise_body(arity: usize, table: Value, loc: Loc) -> OpBody {
    let args: Vec<IrRef> = (0..arity as u32).rev().map(|i| Ir::new(IrKind::Local(i), loc)).collect();
    OpBody::Expr(Ir::new(IrKind::FnApp(Ir::new(IrKind::Lit(table), loc), args), loc))
}

/// A problem found while compiling: an unassigned constant, an unsupported
/// construct.
#[derive(Clone, Debug)]
pub struct CompileError {
    pub message: String,
    pub loc: Loc,
    /// The model is wrong (a constant without a value, a substitution by
    /// an undefined name), TLC's configuration error; otherwise tlars does
    /// not support what the spec uses.
    pub in_model: bool,
}

pub type NativeLookup = fn(module: &str, name: &str) -> Option<(usize, NativeFn)>;

#[derive(Clone)]
enum Name {
    /// Top-level unit `unit` of the context's module (a definition),
    /// reached directly: from its own module or one that EXTENDS it.
    Def(Rc<Ctx>, usize),
    /// The same, reached through an INSTANCE (`M!Op`, or a name an unnamed
    /// INSTANCE imports): SANY makes a copy of the definition there, and a
    /// model's override of the original does not apply to the copy.
    Copy(Rc<Ctx>, usize),
    Op(OpId),
    Var(u32),
    Subst(IrRef),
    Instance(Rc<Ctx>),
    /// Parameter `k` of a parameterized instance `P(x, ...) == INSTANCE M`:
    /// inside M's definitions, the k-th of the leading locals every
    /// definition of the instance takes.
    InstParam(usize),
    /// A CONSTANT of the root (or an extended) module.
    Constant(String, Loc),
}

/// Where a declaration is: its file and the span of its name.
type Origin = (FileId, Span);

struct Ctx {
    id: usize,
    module: Rc<ModuleInfo>,
    /// What this context's CONSTANTs and VARIABLEs denote, by name.
    params: HashMap<String, Name>,
    names: RefCell<HashMap<String, Name>>,
    /// What each module-level declaration this context sees denotes here,
    /// by the declaration's origin (file, span): the resolver says which
    /// declaration a name of an expression refers to
    /// (`ModuleInfo::references`), this says what it is in the context.
    /// (`names` serves the lookups TLA+ defines by name: the model's
    /// directives and an INSTANCE's implicit substitutions.)
    by_origin: RefCell<HashMap<Origin, Name>>,
    /// The names another module importing this one sees (no LOCAL ones).
    exported: RefCell<HashSet<String>>,
    /// For the context of `P(x1, ..., xn) == INSTANCE M`: n. Each of its
    /// definitions takes x1..xn as extra leading parameters, so one compiled
    /// operator serves every `P(e)!Op`.
    inst_params: usize,
    /// How many of the leading parameters a use `I!Op` (or `I(e)!Op`)
    /// passes on from its own leading locals rather than from arguments:
    /// all of them for an INSTANCE (without parameters of its own) inside
    /// a parameterized instance's module, whose definitions take the outer
    /// instance's parameters as theirs (its substitutions may read them);
    /// for an INSTANCE inside a LET, the names bound where it is (its
    /// substitutions, implicit ones too, may be LET definitions, bound
    /// variables, parameters: `LET x == y + 1  M == INSTANCE N IN M!Op`
    /// substitutes the LET's x for N's x); none otherwise.
    passed_on: usize,
    /// The root module or a module it EXTENDS (not an instance): the
    /// model's unscoped overrides of copies apply to the names it uses.
    root_level: bool,
    /// The contexts of the modules it EXTENDS, in the order named: their
    /// ASSUMEs are its own (SANY copies an extendee's assumptions).
    extended: RefCell<Vec<Rc<Ctx>>>,
    /// The INSTANCE its definitions are reached through (none at the root
    /// level).
    origin: Option<std::sync::Arc<InstanceOrigin>>,
}

#[derive(Clone)]
struct LocalName {
    name: String,
    /// 0 for a value; n for an operator of n arguments.
    arity: usize,
    /// For a LET operator: how many arguments each of its parameters
    /// takes (its arguments that are operators are compiled as such).
    param_arities: Vec<usize>,
}

pub struct Compiler<'a> {
    _map: &'a SourceMap,
    pub ops: Vec<OpDef>,
    pub vars: Vec<String>,
    constants: HashMap<String, ConstBinding>,
    natives: NativeLookup,
    /// Compiled definitions by context, unit and the override applied.
    def_ids: HashMap<(usize, usize, Option<String>), OpId>,
    /// Compiled subexpressions (`Op!2!1`) by context, unit and selector.
    selected_ids: HashMap<(usize, usize, String), OpId>,
    /// For the context of a parameterized instance (by its id) whose
    /// leading parameters include operators (`P(A(_, _)) == INSTANCE M`):
    /// how many arguments each takes (0 for a value), so that `P(Op)!D`
    /// passes an operator there.
    instance_param_arities: HashMap<usize, Vec<usize>>,
    constant_ops: HashMap<String, OpId>,
    next_ctx: usize,
    root: Option<Rc<Ctx>>,
    locals: Vec<LocalName>,
    /// The context whose definitions are being compiled.
    current: Vec<Rc<Ctx>>,
    pub errors: Vec<CompileError>,
    /// The spec uses TLCExt's Trace: the checker keeps the behaviour up to
    /// the state it explores (see `Evaluator::trace_prefix`).
    pub uses_trace: bool,
    /// Instances named in the LETs being compiled: the context whose names
    /// they shadow, and what the name meant before.
    let_instances: Vec<(Rc<Ctx>, String, Option<Name>)>,
    building_root: bool,
    deferred_constants: Vec<(OpId, String)>,
    /// The model's overrides, by the definition (module file, unit) they
    /// replace, as TLC applies them (see `Overrides`).
    overrides: Overrides,
    /// Problems with the model's overrides, worded as TLC's (exit 151).
    pub config_errors: Vec<String>,
    /// The contexts ENABLED is compiled in, by the instance context it
    /// appears in (see `enabled_context`).
    enabled_contexts: HashMap<usize, Option<EnabledContext>>,
    /// The next slot past the state's variables free for an instance's
    /// variables inside ENABLED (0: none given out yet).
    next_enabled_slot: u32,
    /// How many contexts' names are being filled (see `build_names`).
    building_names: usize,
    /// Definitions whose bodies wait for the names to be complete.
    deferred_bodies: Vec<(Rc<Ctx>, usize, OpId)>,
}

/// ENABLED inside a definition of an INSTANCEd module means ENABLED in that
/// module, then the substitution (Specifying Systems, 17.8; TLC cuts the
/// substitutions off at ENABLED for primed variables): there the module's
/// own variables are free, each in a slot of its own past the state's,
/// holding the substituted value in the current state.
#[derive(Clone)]
struct EnabledContext {
    ctx: Rc<Ctx>,
    /// The first of the slots, one per variable of the module.
    first_slot: u32,
    /// What the INSTANCE substitutes for each variable, in slot order.
    substituted: Vec<IrRef>,
}

/// Where the model's `Op <- Alt` and `Op = v` apply. TLC sets them on the
/// definitions the root module sees by that name (its own, those of the
/// modules it EXTENDS, and the copies an unnamed INSTANCE imports): every
/// reference to such a definition is replaced, but not a copy of it made by
/// an INSTANCE (so `Alt == LET M == INSTANCE Mod IN M!Op` reaches the
/// original `Op`). The scoped `Op <- [Mod]Alt` is set on the *body* of the
/// definitions named `Op` that module Mod sees (its own and those of the
/// modules it EXTENDS, standard ones included), so it applies to every
/// reference and every instance copy, unless an unscoped override applies.
#[derive(Default)]
struct Overrides {
    /// Unscoped, on the definitions the root sees directly.
    node: HashMap<(FileId, usize), String>,
    /// Unscoped, on the copies of definitions an unnamed INSTANCE imports
    /// into the root: they apply where the root names them.
    root_copy: HashMap<(FileId, usize), String>,
    /// Scoped `[Mod]`: the key `[Mod]Op` of the model's binding.
    body: HashMap<(FileId, usize), String>,
}

/// How a reference reaches a definition (see `Overrides`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    Direct,
    Copy,
    /// A copy the root module names itself.
    RootCopy,
}

impl<'a> Compiler<'a> {
    pub fn new(map: &'a SourceMap, root: Rc<ModuleInfo>, constants: HashMap<String, ConstBinding>, natives: NativeLookup) -> Compiler<'a> {
        let mut c = Compiler {
            _map: map,
            ops: Vec::new(),
            vars: Vec::new(),
            constants,
            natives,
            def_ids: HashMap::new(),
            selected_ids: HashMap::new(),
            instance_param_arities: HashMap::new(),
            constant_ops: HashMap::new(),
            next_ctx: 0,
            root: None,
            locals: Vec::new(),
            current: Vec::new(),
            errors: Vec::new(),
            uses_trace: false,
            let_instances: Vec::new(),
            building_root: false,
            deferred_constants: Vec::new(),
            overrides: Overrides::default(),
            config_errors: Vec::new(),
            enabled_contexts: HashMap::new(),
            next_enabled_slot: 0,
            building_names: 0,
            deferred_bodies: Vec::new(),
        };
        let mut params = HashMap::new();
        let mut closure = HashSet::new();
        c.collect_root_params(&root, &mut params, &mut closure);
        c.number_variables_as_sany(&root, &mut params);
        c.find_overrides(&root, &params);
        let ctx = c.make_ctx(root, params, 0, true, 0, None);
        c.root = Some(ctx.clone());
        c.building_root = true;
        c.build_names(&ctx);
        c.building_root = false;
        // Substitutions met while the root's names were incomplete.
        for (id, other) in std::mem::take(&mut c.deferred_constants) {
            let loc = c.ops[id].loc;
            let name = c.ops[id].name.clone();
            let body = c.substitute(id, &name, &other, loc);
            c.ops[id].body = body;
        }
        c
    }

    /// Finds the definitions the model's overrides replace (see
    /// `Overrides`), before any is compiled; a name the specification does
    /// not have is TLC's configuration error.
    fn find_overrides(&mut self, root: &Rc<ModuleInfo>, root_params: &HashMap<String, Name>) {
        let mut keys: Vec<(String, bool)> = self.constants.iter().map(|(k, b)| (k.clone(), matches!(b, ConstBinding::Op(_)))).collect();
        let order = RootNames::of(root);
        keys.sort_by_cached_key(|(k, _)| (order.rank(k), k.clone()));
        for (key, is_substitution) in keys {
            // The right side of `Op <- Alt` (also `Op <- [Mod]Alt`) is a
            // definition of the root module, as TLC looks it up.
            // (TLC looks at the right side only of a name the root has.)
            let root_has = order.rank(&key).0 != 2 || root_params.contains_key(&key);
            if let Some(ConstBinding::Op(target)) = self.constants.get(&key).filter(|_| root_has) {
                // TLC replaces in one pass: a name replaced cannot replace.
                if matches!(self.constants.get(target), Some(ConstBinding::Op(_))) {
                    self.config_errors.push(format!(
                        "In the configuration file, the identifier {target} appears\non the right-hand side of a <- after already appearing on the\nleft-hand side of one."
                    ));
                    continue;
                }
                let mut found = Vec::new();
                definitions_seen_by(root, target, false, true, &mut HashSet::new(), &mut found);
                if found.is_empty() && !root_params.contains_key(target) && builtin_constant(target).is_none() {
                    let name = key.split_once(']').map_or(key.as_str(), |(_, n)| n);
                    self.config_errors.push(format!("The configuration file substitutes for {name} with the undefined identifier {target}."));
                    continue;
                }
                // TLC's rule for `C <- Alt`: both take as many arguments
                // (a constant `C` with `P(a, b)` would be called without
                // its arguments); an `Alt` the configuration gives a value
                // is a value there, of no arity.
                if !key.starts_with('[') && !matches!(self.constants.get(target), Some(ConstBinding::Value(_))) {
                    let lhs = arity_seen_by(root, &key, true, true, &mut HashSet::new());
                    let rhs = arity_seen_by(root, target, true, true, &mut HashSet::new()).or(builtin_constant(target).map(|_| 0));
                    if let (Some(a), Some(b)) = (lhs, rhs) {
                        if a != b {
                            self.config_errors.push(format!("The configuration file substitutes for {key} with {target} of different number of arguments."));
                            continue;
                        }
                    }
                }
            }
            match key.strip_prefix('[').and_then(|k| k.split_once(']')) {
                Some((module, name)) => {
                    let Some(m) = find_module(root, module) else {
                        self.config_errors.push(format!("In the configuration file, the module name {module} is not a module in the specification."));
                        continue;
                    };
                    let mut found = Vec::new();
                    definitions_seen_by(&m, name, false, true, &mut HashSet::new(), &mut found);
                    if found.is_empty() && is_substitution {
                        self.config_errors.push(format!("In the configuration file, the identifier {name} does not appear in the specification."));
                    }
                    for (file, unit, _) in found {
                        self.overrides.body.insert((file, unit), key.clone());
                    }
                }
                None => {
                    let mut found = Vec::new();
                    definitions_seen_by(root, &key, false, true, &mut HashSet::new(), &mut found);
                    // TLC ignores `c = v` for a name it does not know, but
                    // not `c <- Alt`.
                    if found.is_empty() && is_substitution && !root_params.contains_key(&key) {
                        self.config_errors.push(format!("In the configuration file, the identifier {key} does not appear in the specification."));
                    }
                    for (file, unit, copy) in found {
                        let table = if copy { &mut self.overrides.root_copy } else { &mut self.overrides.node };
                        table.insert((file, unit), key.clone());
                    }
                }
            }
        }
    }

    /// Variables become slots (in the order of declaration, extended
    /// modules first, until `number_variables_as_sany`) and constants refer
    /// to the model's values.
    fn collect_root_params(&mut self, m: &Rc<ModuleInfo>, params: &mut HashMap<String, Name>, seen: &mut HashSet<String>) {
        if !seen.insert(m.name.clone()) {
            return;
        }
        for e in &m.ast.extends {
            if let Some(sub) = m.imports.get(&e.name) {
                let sub = sub.clone();
                self.collect_root_params(&sub, params, seen);
            }
        }
        for u in &m.ast.units {
            match u {
                Unit::Variables(ids) => {
                    for id in ids {
                        if !params.contains_key(&id.name) {
                            params.insert(id.name.clone(), Name::Var(self.vars.len() as u32));
                            self.vars.push(id.name.clone());
                        }
                    }
                }
                Unit::Constants(ds) => {
                    for d in ds {
                        params.entry(d.name.name.clone()).or_insert(Name::Constant(d.name.name.clone(), Loc::new(m.file, d.name.span)));
                    }
                }
                _ => {}
            }
        }
    }

    /// Renumbers the state variables in the order SANY lists them, which
    /// is TLC's: it prints states in that order and names the first
    /// variable an action leaves without a value in it.
    fn number_variables_as_sany(&mut self, root: &ModuleInfo, params: &mut HashMap<String, Name>) {
        let order = tla_resolve::sany_order::variable_order(root);
        if order.len() != self.vars.len() || order.iter().any(|v| !self.vars.contains(v)) {
            return;
        }
        for (slot, name) in order.iter().enumerate() {
            params.insert(name.clone(), Name::Var(slot as u32));
        }
        self.vars = order;
    }

    fn new_ctx_inheriting(
        &mut self,
        module: Rc<ModuleInfo>,
        params: HashMap<String, Name>,
        inst_param_arities: Vec<usize>,
        root_level: bool,
        passed_on: usize,
        origin: Option<std::sync::Arc<InstanceOrigin>>,
    ) -> Rc<Ctx> {
        let ctx = self.make_ctx(module, params, inst_param_arities.len(), root_level, passed_on, origin);
        if inst_param_arities.iter().any(|&a| a > 0) {
            self.instance_param_arities.insert(ctx.id, inst_param_arities);
        }
        self.build_names(&ctx);
        ctx
    }

    fn make_ctx(
        &mut self,
        module: Rc<ModuleInfo>,
        params: HashMap<String, Name>,
        inst_params: usize,
        root_level: bool,
        passed_on: usize,
        origin: Option<std::sync::Arc<InstanceOrigin>>,
    ) -> Rc<Ctx> {
        let ctx = Rc::new(Ctx {
            id: self.next_ctx,
            module,
            params,
            names: RefCell::new(HashMap::new()),
            by_origin: RefCell::new(HashMap::new()),
            exported: RefCell::new(HashSet::new()),
            inst_params,
            passed_on,
            root_level,
            extended: RefCell::new(Vec::new()),
            origin,
        });
        self.next_ctx += 1;
        ctx
    }

    /// Fills the module-level names of a context, unit by unit, in place:
    /// an INSTANCE's substitutions are compiled with the names seen so far.
    fn build_names(&mut self, ctx: &Rc<Ctx>) {
        // The bodies of the definitions its INSTANCEs' substitutions name
        // are compiled once its names are complete: such a definition may
        // use the instance (`RECURSIVE g(_)  I(n) == INSTANCE M WITH A <- g
        // g(n) == ... I(n-1)!h`).
        self.building_names += 1;
        self.fill_names(ctx);
        self.building_names -= 1;
        if self.building_names == 0 {
            for (ctx, unit, id) in std::mem::take(&mut self.deferred_bodies) {
                self.compile_def_body(&ctx, unit, id);
            }
        }
    }

    fn fill_names(&mut self, ctx: &Rc<Ctx>) {
        let m = ctx.module.clone();
        let (names, by_origin, exported) = (&ctx.names, &ctx.by_origin, &ctx.exported);
        // (In `by_origin`, first come, first kept, as the resolver keeps the
        // first of two imports of one declaration.)
        for e in &m.ast.extends {
            let Some(sub) = m.imports.get(&e.name).cloned() else { continue };
            // Only a module with parameters can mention an instance's.
            let inst_params = if sub.parameters.is_empty() { vec![] } else { self.instance_param_arities_of(ctx) };
            let passed_on = ctx.passed_on.min(inst_params.len());
            let sub_ctx = self.new_ctx_inheriting(sub, ctx.params.clone(), inst_params, ctx.root_level, passed_on, ctx.origin.clone());
            ctx.extended.borrow_mut().push(sub_ctx.clone());
            let sub_names = sub_ctx.names.borrow();
            for name in sub_ctx.exported.borrow().iter() {
                if !names.borrow().contains_key(name) {
                    names.borrow_mut().insert(name.clone(), sub_names[name].clone());
                    exported.borrow_mut().insert(name.clone());
                }
            }
            for (origin, n) in sub_ctx.by_origin.borrow().iter() {
                by_origin.borrow_mut().entry(*origin).or_insert_with(|| n.clone());
            }
        }
        // A declaration or definition of this module (exported unless LOCAL).
        let declare = |name: &ast::Ident, n: Name, export: bool| {
            names.borrow_mut().insert(name.name.clone(), n.clone());
            by_origin.borrow_mut().insert((m.file, name.span), n);
            if export {
                exported.borrow_mut().insert(name.name.clone());
            }
        };
        for (i, u) in m.ast.units.iter().enumerate() {
            match u {
                Unit::Variables(ids) => {
                    for id in ids {
                        if let Some(n) = ctx.params.get(&id.name) {
                            declare(id, n.clone(), true);
                        }
                    }
                }
                Unit::Constants(ds) => {
                    for d in ds {
                        if let Some(n) = ctx.params.get(&d.name.name) {
                            declare(&d.name, n.clone(), true);
                        }
                    }
                }
                // Uses of an operator declared RECURSIVE, in the bodies
                // before its definition, refer to the declaration.
                Unit::Recursive(ds) => {
                    for d in ds {
                        let defined = m.ast.units.iter().position(|u| matches!(u, Unit::Definition(def) if def.name.name == d.name.name));
                        if let Some(j) = defined {
                            by_origin.borrow_mut().insert((m.file, d.name.span), Name::Def(ctx.clone(), j));
                        }
                    }
                }
                Unit::Definition(d) => {
                    let name = match &d.kind {
                        DefKind::Instance { params, instance } => match self.instance_ctx(ctx, instance, params, Some((&d.name.name, d.span)), 0) {
                            Some(sub) => Name::Instance(sub),
                            None => continue,
                        },
                        _ => Name::Def(ctx.clone(), i),
                    };
                    declare(&d.name, name, !d.local);
                }
                Unit::Instance(inst) => {
                    let Some(sub) = self.instance_ctx(ctx, inst, &[], None, 0) else { continue };
                    let sub_names = sub.names.borrow();
                    let params: HashSet<&String> = sub.module.parameters.iter().map(|p| &p.name).collect();
                    for name in sub.exported.borrow().iter() {
                        if params.contains(name) || names.borrow().contains_key(name) {
                            continue;
                        }
                        names.borrow_mut().insert(name.clone(), sub_names[name].clone().imported());
                        if !inst.local {
                            exported.borrow_mut().insert(name.clone());
                        }
                    }
                    let parameters: HashSet<Origin> = sub.module.parameters.iter().map(|p| (p.file, p.span)).collect();
                    for (origin, n) in sub.by_origin.borrow().iter() {
                        if !parameters.contains(origin) {
                            by_origin.borrow_mut().entry(*origin).or_insert_with(|| n.clone().imported());
                        }
                    }
                }
                // A named theorem or assumption is an operator whose value
                // is its statement (TLC evaluates them, as MCReachabilityTest
                // does through `P(Succ)!Reachable0`).
                Unit::Theorem(ast::Theorem { name: Some(n), body: ast::Statement::Expr(_), .. }) | Unit::Assume(ast::Assumption { name: Some(n), .. }) => {
                    declare(n, Name::Def(ctx.clone(), i), true);
                }
                _ => {}
            }
        }
    }

    /// The context ENABLED is compiled in, inside a definition of `ctx`:
    /// None where ENABLED means what it says (the root module and the
    /// modules it EXTENDS, a module without variables; a parameterized
    /// instance is left as it was).
    fn enabled_context(&mut self, ctx: &Rc<Ctx>) -> Option<EnabledContext> {
        if let Some(known) = self.enabled_contexts.get(&ctx.id) {
            return known.clone();
        }
        let made = self.make_enabled_context(ctx);
        self.enabled_contexts.insert(ctx.id, made.clone());
        made
    }

    fn make_enabled_context(&mut self, ctx: &Rc<Ctx>) -> Option<EnabledContext> {
        if ctx.root_level || ctx.inst_params > 0 {
            return None;
        }
        let variables: Vec<String> =
            ctx.module.parameters.iter().filter(|p| matches!(p.kind, tla_resolve::SymKind::Variable)).map(|p| p.name.clone()).collect();
        if variables.is_empty() {
            return None;
        }
        let mut substituted = Vec::new();
        for v in &variables {
            substituted.push(match ctx.params.get(v)? {
                Name::Var(slot) => Ir::new(IrKind::Var(*slot), Loc::new(ctx.module.file, Span::default())),
                Name::Subst(ir) if !mentions_locals(ir) => ir,
                _ => return None,
            });
        }
        if self.next_enabled_slot == 0 {
            self.next_enabled_slot = self.vars.len() as u32;
        }
        let first_slot = self.next_enabled_slot;
        self.next_enabled_slot += variables.len() as u32;
        let mut params = ctx.params.clone();
        for (k, v) in variables.iter().enumerate() {
            params.insert(v.clone(), Name::Var(first_slot + k as u32));
        }
        let shadow = self.new_ctx_inheriting(ctx.module.clone(), params, vec![], false, 0, ctx.origin.clone());
        // (A nested module also sees the names of the one around it, which
        // the instance's context does.)
        sees_around(&shadow, ctx);
        Some(EnabledContext { ctx: shadow, first_slot, substituted })
    }

    /// `ENABLED e`, or the ENABLED of `<<A>>_v` for WF/SF, compiled in
    /// the current context: in an instance's definition, e is compiled in
    /// its ENABLED context, and the IR is `ENABLED(e, first_slot,
    /// substituted...)`.
    fn enabled_of(&mut self, compile: &mut dyn FnMut(&mut Self) -> IrRef, span: Span) -> IrRef {
        let ctx = self.ctx();
        match self.enabled_context(&ctx) {
            Some(ec) => {
                self.current.push(ec.ctx.clone());
                let e = compile(self);
                self.current.pop();
                let mut args = vec![e, self.ir(IrKind::Lit(Value::Int(ec.first_slot as i64)), span)];
                args.extend(ec.substituted.iter().copied());
                self.ir(IrKind::Builtin(Builtin::Enabled, args), span)
            }
            None => {
                let e = compile(self);
                self.ir(IrKind::Builtin(Builtin::Enabled, vec![e]), span)
            }
        }
    }

    /// The context of `INSTANCE M WITH ...` as seen from `outer`.
    /// (`named`: the definition `I == INSTANCE M` or `I(x) == INSTANCE M`
    /// and its span, for an unnamed INSTANCE none; `captured`: for an
    /// INSTANCE inside a LET, how many names are bound where it is, the
    /// bottom of the locals, which its definitions take first.)
    fn instance_ctx(
        &mut self,
        outer: &Rc<Ctx>,
        inst: &ast::Instance,
        params_of_def: &[ast::OpDecl],
        named: Option<(&str, Span)>,
        captured: usize,
    ) -> Option<Rc<Ctx>> {
        let m = outer.module.imports.get(&inst.module.name).cloned()?;
        let origin = Some(std::sync::Arc::new(InstanceOrigin {
            prefix: format!("{}{}", outer.origin.as_ref().map_or("", |o| o.prefix.as_str()), named.map_or(String::new(), |(n, _)| format!("{n}!"))),
            loc: outer.origin.as_ref().map_or_else(|| Loc::new(outer.module.file, named.map_or(inst.span, |(_, span)| span)), |o| o.loc),
        }));
        let n = params_of_def.len();
        // Substitutions of `P(x) == INSTANCE M WITH c <- e(x)` are compiled
        // with x bound as the only locals; a use inside M shifts them past
        // the locals bound there.
        // An INSTANCE inside a parameterized instance's module, of a module
        // with parameters (whose substitutions may read the outer
        // parameters) or with parameters of its own, takes the outer
        // parameters first.
        let inherited = captured == 0 && outer.inst_params > 0 && (n > 0 || !m.parameters.is_empty());
        let passed_on = if inherited { outer.inst_params } else { captured };
        let leading = passed_on + n;
        // (The names a LET's INSTANCE captures are passed as values, as
        // before: its substitutions say what they are.)
        let mut arities: Vec<usize> = if inherited { self.instance_param_arities_of(outer) } else { vec![0; captured] };
        arities.extend(params_of_def.iter().map(|p| p.arity));
        let saved_locals = std::mem::take(&mut self.locals);
        self.locals.extend(saved_locals[..captured].iter().cloned());
        if inherited {
            self.push_instance_params(outer);
        }
        for p in params_of_def {
            self.locals.push(LocalName { name: p.name.name.clone(), arity: p.arity, param_arities: Vec::new() });
        }
        let mut params = HashMap::new();
        self.current.push(outer.clone());
        for p in &m.parameters {
            let name = match inst.subs.iter().find(|s| s.name.name == p.name) {
                Some(sub) => {
                    if p.arity > 0 {
                        match self.operator_arg(&sub.value, p.arity) {
                            Some(ir) => match &ir.kind {
                                IrKind::OpArg(id) => Name::Op(*id),
                                _ => Name::Subst(ir),
                            },
                            None => continue,
                        }
                    } else {
                        let ir = self.expr(&sub.value);
                        match ir.kind {
                            IrKind::Var(slot) => Name::Var(slot),
                            IrKind::Local(i) if (i as usize) < leading => Name::InstParam(leading - 1 - i as usize),
                            _ => Name::Subst(ir),
                        }
                    }
                }
                None => match params_of_def.iter().position(|d| d.name.name == p.name) {
                    Some(k) => Name::InstParam(passed_on + k),
                    // A name bound where a LET's INSTANCE is.
                    None if self.lookup_local(&p.name).is_some() => match self.implicit_local_substitution(&p.name, p.arity, inst.span, leading) {
                        Some(n) => n,
                        None => continue,
                    },
                    None => match self.lookup_module_name(outer, &p.name) {
                        Some(n) => n,
                        None => continue,
                    },
                },
            };
            params.insert(p.name.clone(), name);
        }
        self.current.pop();
        self.locals = saved_locals;
        let ctx = self.new_ctx_inheriting(m.clone(), params, arities, false, passed_on, origin);
        // A module nested in `outer` also sees the declarations and
        // definitions of `outer` that precede it.
        let nested = outer.module.ast.units.iter().any(|u| matches!(u, Unit::Module(n) if n.name.name == m.name));
        if nested {
            sees_around(&ctx, outer);
        }
        Some(ctx)
    }

    /// What the implicit substitution `name <- name` of an INSTANCE inside
    /// a LET denotes when `name` is bound there, `leading` locals bound.
    fn implicit_local_substitution(&mut self, name: &str, arity: usize, span: Span, leading: usize) -> Option<Name> {
        let id = ast::Ident { name: name.to_string(), span };
        let e = Expr::new(ExprKind::Name(vec![ast::NameSeg { name: id, args: vec![] }]), span);
        if arity > 0 {
            return self.operator_arg(&e, arity).map(Name::Subst);
        }
        let ir = self.expr(&e);
        Some(match ir.kind {
            IrKind::Local(i) if (i as usize) < leading => Name::InstParam(leading - 1 - i as usize),
            _ => Name::Subst(ir),
        })
    }

    /// A module-level name of `ctx` by its text: for the lookups TLA+
    /// defines by name (the model's directives, implicit substitutions).
    fn lookup_module_name(&self, ctx: &Rc<Ctx>, name: &str) -> Option<Name> {
        ctx.names.borrow().get(name).cloned()
    }

    /// The module-level declaration the resolver found for the name `id` of
    /// the expression being compiled; none for a name bound inside an
    /// expression (a parameter, a bound variable, a LET definition).
    fn declaration(&self, id: &ast::Ident) -> Option<Rc<tla_resolve::Symbol>> {
        self.ctx().module.references.get(&id.span).cloned()
    }

    /// What the name `id` (of the expression being compiled) denotes in
    /// `ctx`: the declaration the resolver found for it, as `ctx` binds
    /// it; for a name the resolver bound inside an expression, a LET
    /// instance of that name.
    fn module_name(&self, ctx: &Rc<Ctx>, id: &ast::Ident) -> Option<Name> {
        match self.declaration(id) {
            Some(sym) => ctx.by_origin.borrow().get(&(sym.file, sym.span)).cloned(),
            None if self.let_instances.iter().any(|(c, n, _)| n == &id.name && Rc::ptr_eq(c, ctx)) => self.lookup_module_name(ctx, &id.name),
            None => None,
        }
    }

    fn ctx(&self) -> Rc<Ctx> {
        self.current.last().cloned().unwrap_or_else(|| self.root.clone().unwrap())
    }

    fn loc(&self, span: Span) -> Loc {
        Loc::new(self.ctx().module.file, span)
    }

    fn ir(&self, kind: IrKind, span: Span) -> IrRef {
        Ir::new(kind, self.loc(span))
    }

    fn unsupported(&mut self, what: impl Into<String>, span: Span) -> IrRef {
        let message = what.into();
        self.errors.push(CompileError { message: message.clone(), loc: self.loc(span), in_model: false });
        self.ir(IrKind::Unsupported(message), span)
    }

    // ------------------------------------------------------------ public API

    /// The operator named `name` in the root module, compiled.
    pub fn root_op(&mut self, name: &str) -> Option<OpId> {
        let root = self.root.clone()?;
        let n = self.lookup_module_name(&root, name)?;
        self.name_to_op(n)
    }

    /// The root module's assumptions as SANY lists them: those of the
    /// modules it EXTENDS (each with its own extendees' first, in the order
    /// named), then its own, in the order written; each compiled in the
    /// module where it is written. Instantiated modules' are not included.
    pub fn root_assumptions(&mut self) -> Vec<IrRef> {
        let Some(root) = self.root.clone() else { return Vec::new() };
        let mut out = Vec::new();
        self.assumptions_of(&root, &mut out);
        out
    }

    fn assumptions_of(&mut self, ctx: &Rc<Ctx>, out: &mut Vec<IrRef>) {
        let extended = ctx.extended.borrow().clone();
        for sub in &extended {
            self.assumptions_of(sub, out);
        }
        let module = ctx.module.clone();
        for u in &module.ast.units {
            if let Unit::Assume(a) = u {
                self.current.push(ctx.clone());
                out.push(self.expr(&a.body));
                self.current.pop();
            }
        }
    }

    /// Compiles an expression given as text-free AST in the root context
    /// (used for the spec's own formulas).
    pub fn root_expr(&mut self, e: &Expr) -> IrRef {
        let root = self.root.clone().unwrap();
        self.current.push(root);
        let ir = self.expr(e);
        self.current.pop();
        ir
    }

    pub fn root_module(&self) -> Rc<ModuleInfo> {
        self.root.as_ref().unwrap().module.clone()
    }

    /// The definition AST of a root-level operator, if it is one.
    pub fn root_definition(&self, name: &str) -> Option<(Rc<ModuleInfo>, usize)> {
        match self.lookup_module_name(self.root.as_ref()?, name)? {
            Name::Def(ctx, i) | Name::Copy(ctx, i) => Some((ctx.module.clone(), i)),
            _ => None,
        }
    }

    fn name_to_op(&mut self, n: Name) -> Option<OpId> {
        match n {
            // Its operator takes the instance's parameters first: only a
            // call supplies them.
            Name::Def(ctx, _) | Name::Copy(ctx, _) if ctx.inst_params > 0 && !self.in_instance_of(&ctx) => None,
            Name::Def(ctx, i) => Some(self.def_op(&ctx, i, Reach::Direct)),
            Name::Copy(ctx, i) => Some(self.def_op(&ctx, i, self.copy_reach())),
            Name::Op(id) => Some(id),
            Name::Constant(name, loc) => Some(self.constant_op(&name, loc)),
            _ => None,
        }
    }

    // ------------------------------------------------------------ definitions

    fn constant_op(&mut self, name: &str, loc: Loc) -> OpId {
        if let Some(&id) = self.constant_ops.get(name) {
            return id;
        }
        let id = self.ops.len();
        self.ops.push(OpDef::pending(name.to_string(), vec![], loc));
        self.constant_ops.insert(name.to_string(), id);
        let body = match self.constants.get(name).cloned() {
            Some(ConstBinding::Value(v)) => OpBody::Constant(v),
            Some(ConstBinding::Pointwise(arity, table)) => {
                self.ops[id].params = vec![0; arity];
                pointwise_body(arity, table, loc)
            }
            Some(ConstBinding::Op(other)) => {
                if self.building_root {
                    self.deferred_constants.push((id, other));
                    return id;
                }
                self.substitute(id, name, &other, loc)
            }
            None => {
                let message = format!("the constant `{name}` is not assigned a value by the model");
                self.errors.push(CompileError { message: message.clone(), loc, in_model: true });
                OpBody::Expr(Ir::new(IrKind::Unsupported(message), loc))
            }
        };
        self.ops[id].body = body;
        id
    }

    /// The body of `name` (a constant or an overridden definition, compiled
    /// as operator `id`) when the model substitutes `other` for it.
    fn substitute(&mut self, id: OpId, name: &str, other: &str, loc: Loc) -> OpBody {
        match self.root_op(other) {
            Some(target) => {
                let params = self.ops[target].params.clone();
                self.ops[id].params = params.clone();
                let args: Vec<IrRef> = (0..params.len())
                    .rev()
                    .map(|i| Ir::new(if params[params.len() - 1 - i] > 0 { IrKind::CallLocal(i as u32, vec![]) } else { IrKind::Local(i as u32) }, loc))
                    .collect();
                OpBody::Expr(Ir::new(IrKind::Call(target, args), loc))
            }
            None => match builtin_constant(other) {
                Some(v) => OpBody::Constant(v),
                None => {
                    self.errors.push(CompileError {
                        message: format!("the model substitutes `{other}` for `{name}`, but `{other}` is not defined"),
                        loc,
                        in_model: true,
                    });
                    OpBody::Expr(Ir::new(IrKind::Unsupported(format!("undefined `{other}`")), loc))
                }
            },
        }
    }

    /// Compiles (once) top-level definition `unit` of `ctx`.
    /// The override of the model that applies to definition `unit` of
    /// `module` reached this way, if any (the key of its binding).
    fn override_for(&self, module: &ModuleInfo, unit: usize, reach: Reach) -> Option<String> {
        let key = (module.file, unit);
        let unscoped = match reach {
            Reach::Direct => self.overrides.node.get(&key),
            Reach::RootCopy => self.overrides.root_copy.get(&key),
            Reach::Copy => None,
        };
        unscoped.or_else(|| self.overrides.body.get(&key)).cloned()
    }

    /// How a copy named from the current context is reached.
    fn copy_reach(&self) -> Reach {
        if self.ctx().root_level {
            Reach::RootCopy
        } else {
            Reach::Copy
        }
    }

    /// The operator of a definition, compiled on first use, which compiles
    /// the definitions it uses first: on a fresh stack segment when this
    /// one is nearly used up, as a chain of definitions (`D1 == D0 + 1`, a
    /// million of them) nests as deep as it is long.
    fn def_op(&mut self, ctx: &Rc<Ctx>, unit: usize, reach: Reach) -> OpId {
        stacker::maybe_grow(crate::eval::STACK_RED_ZONE, crate::eval::STACK_SEGMENT, || self.def_op_now(ctx, unit, reach))
    }

    fn def_op_now(&mut self, ctx: &Rc<Ctx>, unit: usize, reach: Reach) -> OpId {
        let module = ctx.module.clone();
        // The model may override a definition (SwarmKit's `unassigned =
        // unassigned`, `Nat <- 0..5`): one operator per context and
        // override, so that a copy and the original differ only when an
        // override applies to one of them.
        let override_name = self.override_for(&module, unit, reach);
        let cache_key = (ctx.id, unit, override_name.clone());
        if let Some(&id) = self.def_ids.get(&cache_key) {
            return id;
        }
        let def = match &module.ast.units[unit] {
            Unit::Definition(def) => def,
            Unit::Theorem(ast::Theorem { name: Some(name), body: ast::Statement::Expr(e), span, .. })
            | Unit::Assume(ast::Assumption { name: Some(name), body: e, span }) => {
                return self.statement_op(ctx, unit, name, e, *span);
            }
            _ => unreachable!("Name::Def names a definition, a theorem or an assumption"),
        };
        let id = self.ops.len();
        let loc = Loc::new(module.file, def.span);
        let mut params: Vec<usize> = self.instance_param_arities_of(ctx);
        let mut param_names: Vec<String> = vec![String::new(); ctx.inst_params];
        if let DefKind::Operator { params: ps, .. } = &def.kind {
            params.extend(ps.iter().map(|p| p.arity));
            param_names.extend(ps.iter().map(|p| p.name.name.clone()));
        }
        let substituted = !ctx.root_level && !ctx.params.is_empty();
        let instance = if substituted { ctx.origin.clone() } else { None };
        self.ops.push(OpDef { param_names, substituted, instance, ..OpDef::pending(def.name.name.clone(), params, loc) });
        self.def_ids.insert(cache_key, id);
        if let Some(oname) = override_name {
            if let Some(binding) = self.constants.get(&oname).cloned() {
                match binding {
                    ConstBinding::Value(v) if self.ops[id].params.is_empty() => {
                        self.ops[id].body = OpBody::Constant(v);
                        return id;
                    }
                    ConstBinding::Pointwise(arity, table) if self.ops[id].params.len() == arity => {
                        self.ops[id].body = pointwise_body(arity, table, loc);
                        return id;
                    }
                    ConstBinding::Op(other) if other != def.name.name => {
                        if self.building_root {
                            self.deferred_constants.push((id, other));
                            return id;
                        }
                        let body = self.substitute(id, &def.name.name, &other, loc);
                        self.ops[id].body = body;
                        return id;
                    }
                    _ => {}
                }
            }
        }
        // A library module's operators have native implementations; a
        // user's module named like one (its own `Functions`) keeps its own
        // definitions, except those TLC evaluates with Java code whatever
        // text defines them (see `tlc_java`).
        let native_applies = module.library || crate::tlc_java::tlc_computes_in_java(&module.name, &def.name.name);
        if native_applies && module.name == "TLCExt" && def.name.name == "AssertError" {
            self.ops[id].body = OpBody::Special(Special::AssertError);
            return id;
        }
        if native_applies && module.name == "TLCExt" && matches!(def.name.name.as_str(), "Trace" | "CounterExample") && self.ops[id].params.is_empty() {
            self.uses_trace |= def.name.name == "Trace";
            self.ops[id].body = OpBody::Special(if def.name.name == "Trace" { Special::Trace } else { Special::CounterExample });
            return id;
        }
        if native_applies && module.name == "TLCExt" && def.name.name == "PickSuccessor" && self.ops[id].params.len() == 1 {
            self.ops[id].body = OpBody::Special(Special::PickSuccessor);
            return id;
        }
        if native_applies && module.name == "TLCExt" && def.name.name == "TLCCache" && self.ops[id].params.len() == 2 {
            self.ops[id].body = OpBody::Special(Special::TLCCache);
            return id;
        }
        if native_applies && module.name == "VectorClocks" && def.name.name == "CausalOrder" && self.ops[id].params == [0, 1, 1, 1] {
            self.ops[id].body = OpBody::Special(Special::CausalOrder);
            return id;
        }
        // TLC's Java code for the community operators that take operators,
        // wherever the module's text comes from (see `higher_order`).
        if let Some(op) = crate::higher_order::HigherOrder::of(&module.name, &def.name.name, &self.ops[id].params) {
            self.ops[id].body = OpBody::Special(Special::HigherOrder(op));
            return id;
        }
        if native_applies && module.name == "Sequences" && def.name.name == "SelectSeq" {
            self.ops[id].body = OpBody::Special(Special::SelectSeq);
            return id;
        }
        if native_applies && module.name == "TLC" {
            let special = match def.name.name.as_str() {
                "Print" => Some(Special::Print),
                "PrintT" => Some(Special::PrintT),
                "Assert" => Some(Special::Assert),
                "TLCGet" => Some(Special::TLCGet),
                "TLCSet" => Some(Special::TLCSet),
                _ => None,
            };
            if let Some(sp) = special {
                self.ops[id].body = OpBody::Special(sp);
                return id;
            }
        }
        // TLC always loads Integers (its trace module extends it), and then
        // evaluates Naturals' operators with Integers' Java code: its
        // results (`(-1) \div 2` is -1) and the method its errors name.
        let native = match module.name.as_str() {
            _ if !native_applies => None,
            "Naturals" => (self.natives)("Integers", &def.name.name).or_else(|| (self.natives)("Naturals", &def.name.name)),
            m => (self.natives)(m, &def.name.name),
        };
        if let Some((arity, f)) = native {
            if arity == self.ops[id].params.len() && ctx.inst_params == 0 {
                self.ops[id].body = OpBody::Native(f);
                return id;
            }
        }
        if self.building_names > 0 {
            self.deferred_bodies.push((ctx.clone(), unit, id));
            return id;
        }
        self.compile_def_body(ctx, unit, id);
        id
    }

    /// The body of definition `unit` of `ctx`, compiled as operator `id`.
    fn compile_def_body(&mut self, ctx: &Rc<Ctx>, unit: usize, id: OpId) {
        let module = ctx.module.clone();
        let Unit::Definition(def) = &module.ast.units[unit] else { return };
        let saved_locals = std::mem::take(&mut self.locals);
        self.current.push(ctx.clone());
        self.push_instance_params(ctx);
        let body = match &def.kind {
            DefKind::Function { .. } if ctx.inst_params > 0 => {
                OpBody::Expr(self.unsupported("a recursive function definition in a parameterized INSTANCE", def.span))
            }
            DefKind::Operator { params, body } => {
                for p in params {
                    self.locals.push(LocalName { name: p.name.name.clone(), arity: p.arity, param_arities: Vec::new() });
                }
                OpBody::Expr(self.expr(body))
            }
            DefKind::Function { bounds, body } => {
                let binders = self.binders(bounds);
                let body = self.expr(body);
                OpBody::Function(binders, body)
            }
            DefKind::Instance { .. } => OpBody::Expr(self.unsupported("an instance used as a value", def.span)),
        };
        self.current.pop();
        self.locals = saved_locals;
        let action_level = match &body {
            OpBody::Expr(ir) | OpBody::Function(_, ir) => mentions_next_state(ir),
            _ => false,
        };
        self.ops[id].body = body;
        self.ops[id].action_level = action_level;
    }

    /// Compiling inside a definition of `ctx` (or of a module it extends)?
    fn in_instance_of(&self, ctx: &Ctx) -> bool {
        self.ctx().inst_params == ctx.inst_params
    }

    /// Binds the leading parameters of a parameterized instance's
    /// definitions; their names cannot clash with a user's.
    fn push_instance_params(&mut self, ctx: &Ctx) {
        for (k, arity) in self.instance_param_arities_of(ctx).into_iter().enumerate() {
            self.locals.push(LocalName { name: format!("\u{0}instance parameter {k}"), arity, param_arities: Vec::new() });
        }
    }

    /// How many arguments each leading parameter of the definitions of
    /// `ctx` (a parameterized instance's) takes.
    fn instance_param_arities_of(&self, ctx: &Ctx) -> Vec<usize> {
        self.instance_param_arities.get(&ctx.id).cloned().unwrap_or_else(|| vec![0; ctx.inst_params])
    }

    /// A named theorem or assumption, compiled as the operator its name
    /// denotes.
    fn statement_op(&mut self, ctx: &Rc<Ctx>, unit: usize, name: &ast::Ident, e: &Expr, span: Span) -> OpId {
        let id = self.ops.len();
        let loc = Loc::new(ctx.module.file, span);
        let params = self.instance_param_arities_of(ctx);
        self.ops.push(OpDef::pending(name.name.clone(), params, loc));
        self.def_ids.insert((ctx.id, unit, None), id);
        let saved_locals = std::mem::take(&mut self.locals);
        self.current.push(ctx.clone());
        self.push_instance_params(ctx);
        let body = self.expr(e);
        self.current.pop();
        self.locals = saved_locals;
        self.ops[id].action_level = mentions_next_state(body);
        self.ops[id].body = OpBody::Expr(body);
        id
    }

    // ------------------------------------------------------------ expressions

    fn lookup_local(&self, name: &str) -> Option<(u32, &LocalName)> {
        self.locals.iter().rev().enumerate().find(|(_, l)| l.name == name).map(|(i, l)| (i as u32, l))
    }

    /// Binds the names of `bounds` (compiling each set before its names are
    /// bound) and returns the binders; the caller pops them.
    fn binders(&mut self, bounds: &[ast::Bound]) -> Vec<Binder> {
        let mut out = Vec::new();
        for b in bounds {
            let set = b.set.as_ref().map(|s| self.expr(s));
            match &b.pattern {
                BoundPattern::Ids(ids) => {
                    for (k, id) in ids.iter().enumerate() {
                        // `x, y \in S` is `x \in S, y \in S`: S is compiled
                        // again where each name binds (it cannot mention the
                        // names, which are new), so its own bound names and
                        // locals are numbered from there.
                        let set = if k == 0 { set } else { b.set.as_ref().map(|s| self.expr(s)) };
                        out.push(Binder { tuple: None, set });
                        self.locals.push(LocalName { name: id.name.clone(), arity: 0, param_arities: Vec::new() });
                    }
                }
                BoundPattern::Tuple(ids) => {
                    out.push(Binder { tuple: Some(ids.len()), set });
                    for id in ids {
                        self.locals.push(LocalName { name: id.name.clone(), arity: 0, param_arities: Vec::new() });
                    }
                }
            }
        }
        out
    }

    fn pop_binders(&mut self, bounds: &[ast::Bound]) {
        let n: usize = bounds.iter().map(|b| b.pattern.idents().len()).sum();
        let len = self.locals.len();
        self.locals.truncate(len - n);
    }

    pub(crate) fn expr(&mut self, e: &Expr) -> IrRef {
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Num(n) => match parse_number(n) {
                Some(v) => IrKind::Lit(v),
                None => return self.unsupported(format!("the number {n} is too large"), span),
            },
            ExprKind::Decimal(d) => return self.unsupported(format!("TLC does not evaluate real numbers such as {d}"), span),
            ExprKind::Str(s) => IrKind::Lit(Value::str(s)),
            ExprKind::Bool(b) => IrKind::Lit(Value::Bool(*b)),
            ExprKind::BooleanSet => IrKind::Lit(Value::set(vec![Value::Bool(false), Value::Bool(true)])),
            ExprKind::StringSet => IrKind::Lit(Value::lazy(LazySet::Strings)),
            ExprKind::At => match self.lookup_local("@") {
                Some((i, _)) => IrKind::Local(i),
                None => return self.unsupported("`@` outside of EXCEPT", span),
            },
            ExprKind::Name(segs) => return self.name(segs, span),
            ExprKind::OpApp { op, args } => return self.op_app(op, args, span),
            ExprKind::OpSymbol(op) => match self.resolve_op_symbol(op) {
                Some(id) => IrKind::OpArg(id),
                None => return self.unsupported(format!("operator `{}` as a value", op.name), span),
            },
            ExprKind::Times(fs) => IrKind::Times(fs.iter().map(|f| self.expr(f)).collect()),
            ExprKind::FnApp(f, args) => {
                let args: Vec<IrRef> = args.iter().map(|a| self.expr(a)).collect();
                if let Some(id) = self.function_definition(f) {
                    IrKind::FnDefApp(id, args)
                } else {
                    IrKind::FnApp(self.expr(f), args)
                }
            }
            ExprKind::Field(r, f) => IrKind::FnApp(self.expr(r), vec![self.ir(IrKind::Lit(Value::str(&f.name)), f.span)]),
            ExprKind::SetEnum(es) => IrKind::SetEnum(es.iter().map(|x| self.expr(x)).collect()),
            ExprKind::SetFilter(b, p) => {
                let mut bs = self.binders(std::slice::from_ref(b));
                let p = self.expr(p);
                self.pop_binders(std::slice::from_ref(b));
                IrKind::SetFilter(bs.remove(0), p)
            }
            ExprKind::SetMap(body, bounds) => {
                let bs = self.binders(bounds);
                let body = self.expr(body);
                self.pop_binders(bounds);
                IrKind::SetMap(body, bs)
            }
            ExprKind::Tuple(es) => IrKind::Tuple(es.iter().map(|x| self.expr(x)).collect()),
            ExprKind::Record(fs) => IrKind::Record(fs.iter().map(|(k, v)| (Str::new(&k.name), self.expr(v))).collect()),
            ExprKind::RecordSet(fs) => IrKind::RecordSet(fs.iter().map(|(k, v)| (Str::new(&k.name), self.expr(v))).collect()),
            ExprKind::FnCons(bounds, body) => {
                let bs = self.binders(bounds);
                let body = self.expr(body);
                self.pop_binders(bounds);
                IrKind::FnCons(bs, body)
            }
            ExprKind::FnSet(a, b) => IrKind::FnSet(self.expr(a), self.expr(b)),
            ExprKind::Except(f, specs) => {
                let f = self.expr(f);
                let mut out = Vec::new();
                for spec in specs {
                    let path = spec
                        .path
                        .iter()
                        .map(|p| match p {
                            ast::ExceptPath::Field(id) => ExceptStep::Field(Str::new(&id.name)),
                            ast::ExceptPath::Index(ix) => {
                                if ix.len() == 1 {
                                    ExceptStep::Index(self.expr(&ix[0]))
                                } else {
                                    let items = ix.iter().map(|x| self.expr(x)).collect();
                                    ExceptStep::Index(self.ir(IrKind::Tuple(items), span))
                                }
                            }
                        })
                        .collect();
                    self.locals.push(LocalName { name: "@".into(), arity: 0, param_arities: Vec::new() });
                    let value = self.expr(&spec.value);
                    self.locals.pop();
                    out.push((path, value));
                }
                IrKind::Except(f, out)
            }
            ExprKind::Forall(bounds, body) | ExprKind::Exists(bounds, body) => {
                if bounds.iter().any(|b| b.set.is_none()) {
                    return self.unsupported("TLC cannot evaluate an unbounded quantifier", span);
                }
                let bs = self.binders(bounds);
                let body = self.expr(body);
                self.pop_binders(bounds);
                if matches!(e.kind, ExprKind::Forall(..)) {
                    IrKind::Forall(bs, body)
                } else {
                    IrKind::Exists(bs, body)
                }
            }
            ExprKind::TemporalQuant { .. } => IrKind::TemporalQuant,
            ExprKind::Choose(b, body) => {
                if b.set.is_none() {
                    // An error only if evaluated, as in TLC: library
                    // modules define their natives' placeholders this way
                    // (TLCExt's Trace), and a spec may never reach them.
                    return self.ir(IrKind::Unsupported("TLC cannot evaluate an unbounded CHOOSE".into()), span);
                }
                let mut bs = self.binders(std::slice::from_ref(b));
                let body = self.expr(body);
                self.pop_binders(std::slice::from_ref(b));
                IrKind::Choose(bs.remove(0), body)
            }
            ExprKind::If(c, t, f) => IrKind::If(self.expr(c), self.expr(t), self.expr(f)),
            ExprKind::Case { arms, other } => {
                let arms = arms.iter().map(|(g, v)| (self.expr(g), self.expr(v))).collect();
                IrKind::Case(arms, other.as_ref().map(|o| self.expr(o)))
            }
            ExprKind::Let { defs, body } => {
                let mark = self.locals.len();
                let instances_mark = self.let_instances.len();
                let out = self.let_defs(defs);
                let body = self.expr(body);
                self.locals.truncate(mark);
                self.end_let_instances(instances_mark);
                IrKind::Let(Vec::leak(out), body)
            }
            ExprKind::Junction { or, items } => {
                let items = items.iter().map(|x| self.expr(x)).collect();
                if *or {
                    IrKind::Or(items)
                } else {
                    IrKind::And(items)
                }
            }
            ExprKind::Lambda { params, body } => {
                for p in params {
                    self.locals.push(LocalName { name: p.name.clone(), arity: 0, param_arities: Vec::new() });
                }
                let body = self.expr(body);
                let len = self.locals.len();
                self.locals.truncate(len - params.len());
                IrKind::Lambda(params.len(), body)
            }
            ExprKind::Label { body, .. } => return self.expr(body),
            ExprKind::BoxAction(a, v) => IrKind::BoxAction(self.expr(a), self.expr(v)),
            ExprKind::AngleAction(a, v) => IrKind::AngleAction(self.expr(a), self.expr(v)),
            ExprKind::Fairness { strong, sub, action } => {
                let (sub_ir, action_ir) = (self.expr(sub), self.expr(action));
                // `ENABLED <<A>>_v`, compiled where WF/SF is (see `enabled_of`).
                let enabled = self.enabled_of(
                    &mut |c| {
                        let (v, a) = (c.expr(sub), c.expr(action));
                        c.ir(IrKind::AngleAction(a, v), span)
                    },
                    span,
                );
                IrKind::Fairness { strong: *strong, sub: sub_ir, action: action_ir, enabled }
            }
            ExprKind::StepRef(_) | ExprKind::Error => return self.unsupported("a proof step is not an expression", span),
        };
        self.ir(kind, span)
    }

    /// `f` in `f[x]` when it names a function definition: applied directly,
    /// so that recursive functions over infinite domains work.
    fn function_definition(&mut self, f: &Expr) -> Option<OpId> {
        let ExprKind::Name(segs) = &f.kind else { return None };
        if segs.len() != 1 || !segs[0].args.is_empty() || self.declaration(&segs[0].name).is_none() {
            return None;
        }
        let ctx = self.ctx();
        let n = self.module_name(&ctx, &segs[0].name)?;
        let (reach, dctx, i) = match &n {
            Name::Def(dctx, i) => (Reach::Direct, dctx, i),
            Name::Copy(dctx, i) => (self.copy_reach(), dctx, i),
            _ => return None,
        };
        if !matches!(&dctx.module.ast.units[*i], Unit::Definition(Definition { kind: DefKind::Function { .. }, .. })) {
            return None;
        }
        Some(self.def_op(&dctx.clone(), *i, reach))
    }

    /// The definitions of a LET, each bound as it is compiled.
    fn let_defs(&mut self, defs: &[Unit]) -> Vec<LetDef> {
        defs.iter()
            .filter_map(|d| match d {
                Unit::Definition(def) => Some(self.let_def(def)),
                _ => None,
            })
            .collect()
    }

    /// The instances named in LETs since `mark` go out of scope.
    fn end_let_instances(&mut self, mark: usize) {
        while self.let_instances.len() > mark {
            let Some((ctx, name, old)) = self.let_instances.pop() else { break };
            match old {
                Some(n) => ctx.names.borrow_mut().insert(name, n),
                None => ctx.names.borrow_mut().remove(&name),
            };
        }
    }

    fn let_def(&mut self, def: &Definition) -> LetDef {
        match &def.kind {
            DefKind::Operator { params, body } if params.is_empty() => {
                let body = self.expr(body);
                self.locals.push(LocalName { name: def.name.name.clone(), arity: 0, param_arities: Vec::new() });
                if mentions_locals(body) {
                    return LetDef::Value(body);
                }
                // A LET definition that uses no bound name is an operator of
                // its own: evaluated once if constant, once per state if not.
                let id = self.ops.len();
                let loc = body.loc;
                let action_level = mentions_next_state(body);
                self.ops.push(OpDef {
                    name: format!("LET {}", def.name.name),
                    params: vec![],
                    param_names: vec![],
                    body: OpBody::Expr(body),
                    loc,
                    action_level,
                    lazy_args: false,
                    state_level: true,
                    memo: Default::default(),
                    by_value: Default::default(),
                    substituted: !self.ctx().root_level && !self.ctx().params.is_empty(),
                    instance: None,
                });
                LetDef::Value(Ir::new(IrKind::Call(id, vec![]), loc))
            }
            DefKind::Operator { params, body } => {
                // The operator's own name is bound below its parameters, so
                // a RECURSIVE LET operator can call itself.
                self.locals.push(LocalName { name: def.name.name.clone(), arity: params.len(), param_arities: params.iter().map(|p| p.arity).collect() });
                for p in params {
                    self.locals.push(LocalName { name: p.name.name.clone(), arity: p.arity, param_arities: Vec::new() });
                }
                let body = self.expr(body);
                let len = self.locals.len();
                self.locals.truncate(len - params.len());
                LetDef::Operator(params.len(), body, Box::leak(def.name.name.clone().into_boxed_str()))
            }
            DefKind::Function { bounds, body } => {
                self.locals.push(LocalName { name: def.name.name.clone(), arity: 0, param_arities: Vec::new() });
                let bs = self.binders(bounds);
                let body = self.expr(body);
                self.pop_binders(bounds);
                LetDef::Function(bs, body)
            }
            DefKind::Instance { params, instance } => {
                // `G == INSTANCE M` in a LET: G names the instance (as a
                // module-level name) until the LET ends; its slot is unused.
                // Its definitions take the names bound here first.
                let captured = self.locals.len();
                self.locals.push(LocalName { name: format!("\u{0}instance {}", def.name.name), arity: 0, param_arities: Vec::new() });
                let ctx = self.ctx();
                match self.instance_ctx(&ctx, instance, params, Some((&def.name.name, def.span)), captured) {
                    Some(sub) => {
                        let old = ctx.names.borrow_mut().insert(def.name.name.clone(), Name::Instance(sub));
                        self.let_instances.push((ctx, def.name.name.clone(), old));
                        LetDef::Value(self.ir(IrKind::Lit(Value::Bool(true)), def.span))
                    }
                    None => LetDef::Value(self.unsupported("this INSTANCE inside LET", def.span)),
                }
            }
        }
    }

    /// An argument for a parameter taking `arity` arguments.
    fn operator_arg(&mut self, e: &Expr, arity: usize) -> Option<IrRef> {
        match &e.kind {
            ExprKind::Lambda { .. } => Some(self.expr(e)),
            ExprKind::OpSymbol(op) => match self.resolve_op_symbol(op) {
                Some(id) => Some(self.ir(IrKind::OpArg(id), e.span)),
                None => match self.builtin_lambda(&op.name, arity, e.span) {
                    Some(ir) => Some(ir),
                    None => Some(self.unsupported(format!("operator `{}` as an argument", op.name), e.span)),
                },
            },
            ExprKind::Name(segs) if segs.iter().all(|s| s.args.is_empty()) => {
                if segs.len() == 1 && self.declaration(&segs[0].name).is_none() {
                    if let Some((i, l)) = self.lookup_local(&segs[0].name.name) {
                        if l.arity == arity {
                            // Pass the local operator on: a LAMBDA-like
                            // wrapper calling it.
                            let params: Vec<IrRef> = (0..arity).rev().map(|k| self.ir(IrKind::Local(k as u32), e.span)).collect();
                            let call = self.ir(IrKind::CallLocal(i + arity as u32, params), e.span);
                            return Some(self.ir(IrKind::Lambda(arity, call), e.span));
                        }
                    }
                }
                if let Some(ir) = self.selected_operator_arg(segs, arity, e.span) {
                    return Some(ir);
                }
                match self.resolve_segs_to_op(segs) {
                    Some(id) => Some(self.ir(IrKind::OpArg(id), e.span)),
                    None => Some(self.unsupported(format!("`{}` as an operator argument", segs[0].name.name), e.span)),
                }
            }
            _ => {
                let _ = arity;
                Some(self.expr(e))
            }
        }
    }

    /// `Op!1!Def` or `Op!@` as an argument for a parameter taking `arity`
    /// arguments: the operator of every name bound around the part (see
    /// `tla_syntax::select`). None when `segs` selects no subexpression.
    fn selected_operator_arg(&mut self, segs: &[ast::NameSeg], arity: usize, span: Span) -> Option<IrRef> {
        let ctx = self.ctx();
        let mut n = self.module_name(&ctx, &segs[0].name)?;
        // The arguments of `P(e)!Op!@` for the instance's parameters.
        let mut instance_args: Option<Vec<IrRef>> = None;
        for (k, next) in segs.iter().enumerate().skip(1) {
            let (dctx, unit) = match n {
                Name::Instance(ictx) => {
                    if !segs[k - 1].args.is_empty() {
                        instance_args = Some(self.instance_args(&ictx, instance_args.take(), &segs[k - 1].args, span));
                    }
                    n = self.module_name(&ictx, &next.name)?.copied();
                    continue;
                }
                Name::Def(dctx, unit) | Name::Copy(dctx, unit) => (dctx, unit),
                _ => return None,
            };
            let path = &segs[k..];
            // A parameterized instance's definition takes the instance's
            // parameters first: those given, or inside the instance its own.
            let leading: Vec<IrRef> = match instance_args.take() {
                _ if dctx.inst_params == 0 => vec![],
                Some(args) => args,
                None => (0..dctx.inst_params).map(|j| self.ir(IrKind::Local((self.locals.len() - 1 - j) as u32), span)).collect(),
            };
            let op = match self.selected_op(&dctx, unit, path, true) {
                Ok(op) => op,
                Err(why) => return Some(self.unsupported(format!("the subexpression `{}` of `{}`: {why}", selector_text(path), segs[k - 1].name.name), span)),
            };
            let params = self.ops[op].params.len() - leading.len().min(self.ops[op].params.len());
            if params != arity {
                return Some(self.unsupported(format!("an operator of {params} arguments where one of {arity} is expected"), span));
            }
            // A LAMBDA passing the leading arguments on, then its own.
            let mut args: Vec<IrRef> = leading.iter().map(|a| shift_locals(a, arity as u32, 0)).collect();
            args.extend((0..params).rev().map(|j| self.ir(IrKind::Local(j as u32), span)));
            let call = self.ir(IrKind::Call(op, args), span);
            return Some(self.ir(IrKind::Lambda(params, call), span));
        }
        None
    }

    /// A built-in operator (`\\cup`, `=`, `UNCHANGED`, `'`, `[]`, ...) passed
    /// as an argument: a LAMBDA applying it to its parameters, which are the
    /// caller's expressions (so `ENABLED` and `'` apply to them as written
    /// there, as TLC applies a built-in named by an operator argument).
    fn builtin_lambda(&mut self, name: &str, arity: usize, span: Span) -> Option<IrRef> {
        let params: Vec<IrRef> = (0..arity).rev().map(|k| self.ir(IrKind::Local(k as u32), span)).collect();
        let body = match (name, params.as_slice()) {
            ("ENABLED", [e]) => self.ir(IrKind::Builtin(Builtin::Enabled, vec![*e]), span),
            _ => self.builtin_app(name, params, span)?,
        };
        Some(self.ir(IrKind::Lambda(arity, body), span))
    }

    /// The built-in operator `name` applied to the compiled `args`; none
    /// when `name` with that many arguments is not built in (ENABLED is
    /// compiled by `enabled_of`).
    fn builtin_app(&mut self, name: &str, args: Vec<IrRef>, span: Span) -> Option<IrRef> {
        let kind = match (name, args.as_slice()) {
            ("/\\", [_, _]) => IrKind::And(args),
            ("\\/", [_, _]) => IrKind::Or(args),
            ("'", [e]) => match e.kind {
                IrKind::Var(slot) => IrKind::PrimeVar(slot),
                _ => IrKind::Builtin(Builtin::Prime, args),
            },
            _ => IrKind::Builtin(builtin_named(name, args.len())?, args),
        };
        Some(self.ir(kind, span))
    }

    fn resolve_op_symbol(&mut self, op: &ast::Ident) -> Option<OpId> {
        let ctx = self.ctx();
        let n = self.module_name(&ctx, op)?;
        self.name_to_op(n)
    }

    fn resolve_segs_to_op(&mut self, segs: &[ast::NameSeg]) -> Option<OpId> {
        let ctx = self.ctx();
        let mut n = self.module_name(&ctx, &segs[0].name)?;
        for seg in &segs[1..] {
            let Name::Instance(ictx) = n else { return None };
            n = self.module_name(&ictx, &seg.name)?;
        }
        self.name_to_op(n)
    }

    fn args_for(&mut self, op: OpId, args: &[Expr]) -> Vec<IrRef> {
        self.args_after(op, 0, args)
    }

    /// The arguments of a call of `op` whose first `skip` parameters are
    /// given otherwise (an instance's parameters).
    fn args_after(&mut self, op: OpId, skip: usize, args: &[Expr]) -> Vec<IrRef> {
        let params = self.ops[op].params[skip.min(self.ops[op].params.len())..].to_vec();
        args.iter()
            .enumerate()
            .map(|(i, a)| {
                let arity = params.get(i).copied().unwrap_or(0);
                if arity > 0 {
                    self.operator_arg(a, arity).unwrap()
                } else {
                    self.expr(a)
                }
            })
            .collect()
    }

    fn name(&mut self, segs: &[ast::NameSeg], span: Span) -> IrRef {
        let first = &segs[0];
        if segs.len() == 1 && self.declaration(&first.name).is_none() {
            if let Some((i, l)) = self.lookup_local(&first.name.name) {
                let l = l.clone();
                if l.arity == 0 && first.args.is_empty() {
                    return self.ir(IrKind::Local(i), span);
                }
                let args: Vec<IrRef> = first
                    .args
                    .iter()
                    .enumerate()
                    .map(|(k, a)| match l.param_arities.get(k) {
                        Some(&arity) if arity > 0 => self.operator_arg(a, arity).unwrap_or_else(|| self.expr(a)),
                        _ => self.expr(a),
                    })
                    .collect();
                return self.ir(IrKind::CallLocal(i, args), span);
            }
        }
        let ctx = self.ctx();
        let Some(mut n) = self.module_name(&ctx, &first.name) else {
            return self.unsupported(format!("unknown name `{}`", first.name.name), span);
        };
        let mut seg = first;
        // The arguments of `P(e)!Op` for the leading parameters of the
        // instance's definitions.
        let mut instance_args: Option<Vec<IrRef>> = None;
        for next in &segs[1..] {
            match n {
                Name::Instance(ictx) => {
                    let takes = ictx.inst_params - ictx.passed_on;
                    if seg.args.len() != takes {
                        return self.unsupported(format!("`{}` takes {} arguments", seg.name.name, takes), span);
                    }
                    if !seg.args.is_empty() {
                        instance_args = Some(self.instance_args(&ictx, instance_args.take(), &seg.args, span));
                    }
                    match self.module_name(&ictx, &next.name) {
                        // `M!Op` names the instance's copy of Op.
                        Some(found) => n = found.copied(),
                        None => return self.unsupported(format!("`{}` is not defined in `{}`", next.name.name, seg.name.name), span),
                    }
                    seg = next;
                }
                Name::Def(ref dctx, i) | Name::Copy(ref dctx, i) => {
                    // `Op!2!1`, `Op(a)!<<`, `Thm!:`, `Op!lab`: a
                    // subexpression of Op's definition, with Op's
                    // parameters bound to the arguments given to Op.
                    let (dctx, i) = (dctx.clone(), i);
                    let k = segs.iter().position(|x| std::ptr::eq(x, next)).expect("a segment of this name");
                    let path = &segs[k..];
                    let leading = match (&instance_args, dctx.inst_params) {
                        (_, 0) => vec![],
                        (Some(a), _) => a.clone(),
                        (None, n) => (0..n).map(|j| self.ir(IrKind::Local((self.locals.len() - 1 - j) as u32), span)).collect(),
                    };
                    let op = match self.selected_op(&dctx, i, path, false) {
                        Ok(op) => op,
                        Err(why) => return self.unsupported(format!("the subexpression `{}` of `{}`: {why}", selector_text(path), seg.name.name), span),
                    };
                    let mut args = leading;
                    for given in std::iter::once(seg).chain(path) {
                        let more = self.args_after(op, args.len(), &given.args);
                        args.extend(more);
                    }
                    return self.ir(IrKind::Call(op, args), span);
                }
                _ => return self.unsupported("a subexpression selector here", span),
            }
        }
        match n {
            Name::Var(slot) => self.ir(IrKind::Var(slot), span),
            // `A(b)` in an instance whose operator parameter A is replaced
            // by a LAMBDA: the LAMBDA bound as a LET operator and applied.
            Name::Subst(ir) if instance_args.is_none() && !seg.args.is_empty() && matches!(ir.kind, IrKind::Lambda(n, _) if n == seg.args.len()) => {
                let IrKind::Lambda(n, body) = ir.kind else { unreachable!("matched above") };
                // The names the LAMBDA reads beyond its parameters (those
                // bound where a LET's INSTANCE is) lie past the locals
                // bound here and the LET operator's own slot.
                let past = if ctx.inst_params > 0 { (self.locals.len() - ctx.inst_params) as u32 } else { 0 };
                let body = shift_locals(&body, 1 + past, n as u32);
                let args = seg.args.iter().map(|a| shift_locals(&self.expr(a), 1, 0)).collect();
                let call = self.ir(IrKind::CallLocal(0, args), span);
                self.ir(IrKind::Let(Vec::leak(vec![LetDef::Operator(n, body, "LAMBDA")]), call), span)
            }
            Name::Subst(ir) if instance_args.is_none() => {
                if ctx.inst_params > 0 {
                    shift_locals(&ir, (self.locals.len() - ctx.inst_params) as u32, 0)
                } else {
                    ir
                }
            }
            Name::InstParam(k) if instance_args.is_none() => {
                let local = (self.locals.len() - 1 - k) as u32;
                if seg.args.is_empty() {
                    self.ir(IrKind::Local(local), span)
                } else {
                    // An operator parameter of the instance, applied.
                    let args = seg.args.iter().map(|a| self.expr(a)).collect();
                    self.ir(IrKind::CallLocal(local, args), span)
                }
            }
            Name::Subst(_) | Name::InstParam(_) => self.unsupported("a parameter of a parameterized INSTANCE used through the instance", span),
            Name::Instance(_) => self.unsupported("an instance used as a value", span),
            other => {
                let leading = match &other {
                    Name::Def(dctx, _) | Name::Copy(dctx, _) if dctx.inst_params > 0 => match instance_args.take() {
                        Some(args) => args,
                        // Inside the instance: pass its own parameters on.
                        None => (0..dctx.inst_params).map(|k| self.ir(IrKind::Local((self.locals.len() - 1 - k) as u32), span)).collect(),
                    },
                    _ => vec![],
                };
                let op = match other {
                    Name::Def(dctx, i) => self.def_op(&dctx, i, Reach::Direct),
                    Name::Copy(dctx, i) if segs.len() > 1 => self.def_op(&dctx, i, Reach::Copy),
                    Name::Copy(dctx, i) => self.def_op(&dctx, i, self.copy_reach()),
                    other => self.name_to_op(other).unwrap(),
                };
                let mut args = leading;
                let own = self.args_after(op, args.len(), &seg.args);
                args.extend(own);
                self.ir(IrKind::Call(op, args), span)
            }
        }
    }

    /// The leading arguments of `I(e1, ..., en)!Op` for the instance
    /// `ictx`: those it passes on (`outer`, the arguments of the instance
    /// it is inside, when given; else the bottom locals here), then the
    /// ei, an operator where its parameter takes one.
    fn instance_args(&mut self, ictx: &Ctx, outer: Option<Vec<IrRef>>, args: &[Expr], span: Span) -> Vec<IrRef> {
        let arities = self.instance_param_arities_of(ictx);
        let mut out = match outer {
            _ if ictx.passed_on == 0 => vec![],
            Some(outer) => outer,
            None => (0..ictx.passed_on).map(|j| self.ir(IrKind::Local((self.locals.len() - 1 - j) as u32), span)).collect(),
        };
        for (k, a) in args.iter().enumerate() {
            let arg = match arities.get(ictx.passed_on + k) {
                Some(&arity) if arity > 0 => self.operator_arg(a, arity).unwrap_or_else(|| self.expr(a)),
                _ => self.expr(a),
            };
            out.push(arg);
        }
        out
    }

    /// The operator whose body is the subexpression `path` selects in
    /// definition (or named theorem/assumption) `unit` of `dctx`: it takes
    /// the definition's parameters, then the names bound around the part
    /// (see `tla_syntax::select`), and sees the LETs around it.
    /// (The selector's arguments, which the call passes after the
    /// definition's, are those of `path`'s selectors in order.)
    fn selected_op(&mut self, dctx: &Rc<Ctx>, unit: usize, path: &[ast::NameSeg], as_operator: bool) -> Result<OpId, String> {
        let module = dctx.module.clone();
        let (name, params, body): (&str, &[ast::OpDecl], &Expr) = match &module.ast.units[unit] {
            Unit::Definition(Definition { name, kind: DefKind::Operator { params, body }, .. }) => (&name.name, params, body),
            Unit::Theorem(ast::Theorem { name: Some(n), body: ast::Statement::Expr(e), .. }) | Unit::Assume(ast::Assumption { name: Some(n), body: e, .. }) => {
                (&n.name, &[], e)
            }
            _ => return Err("it is not an operator's definition".into()),
        };
        let selection = tla_syntax::select::select_path(body, path, as_operator).map_err(|e| e.message)?;
        if selection.is_operator() && !as_operator {
            return Err("the part selected is an operator, not a value".into());
        }
        let key = (dctx.id, unit, selector_text(path));
        if let Some(&op) = self.selected_ids.get(&key) {
            return Ok(op);
        }
        let id = self.ops.len();
        let loc = Loc::new(module.file, selection.target.span);
        let mut arities: Vec<usize> = self.instance_param_arities_of(dctx);
        arities.extend(params.iter().map(|p| p.arity));
        for scope in &selection.scopes {
            if let Scope::Params { names, .. } = scope {
                arities.extend(names.iter().map(|(_, arity)| *arity));
            }
        }
        let op_name = format!("{name}!{}", key.2);
        self.ops.push(OpDef::pending(op_name, arities, loc));
        self.selected_ids.insert(key, id);
        let saved_locals = std::mem::take(&mut self.locals);
        self.current.push(dctx.clone());
        self.push_instance_params(dctx);
        for p in params {
            self.locals.push(LocalName { name: p.name.name.clone(), arity: p.arity, param_arities: Vec::new() });
        }
        for scope in &selection.scopes {
            if let Scope::Params { names, .. } = scope {
                for (n, arity) in names {
                    self.locals.push(LocalName { name: n.name.clone(), arity: *arity, param_arities: Vec::new() });
                }
            }
        }
        // The LETs around the part, in the order they enclose it.
        let instances_mark = self.let_instances.len();
        let mut lets = Vec::new();
        for scope in &selection.scopes {
            if let Scope::Let(defs) = scope {
                lets.push(self.let_defs(defs));
            }
        }
        let mut ir = self.expr(&selection.target);
        for defs in lets.into_iter().rev() {
            ir = self.ir(IrKind::Let(Vec::leak(defs), ir), selection.target.span);
        }
        self.end_let_instances(instances_mark);
        self.current.pop();
        self.locals = saved_locals;
        self.ops[id].action_level = mentions_next_state(ir);
        self.ops[id].body = OpBody::Expr(ir);
        Ok(id)
    }

    fn op_app(&mut self, op: &ast::Ident, args: &[Expr], span: Span) -> IrRef {
        if op.name == "ENABLED" && args.len() == 1 {
            return self.enabled_of(&mut |c| c.expr(&args[0]), span);
        }
        if is_builtin(&op.name, args.len()) {
            let compiled = args.iter().map(|a| self.expr(a)).collect();
            return self.builtin_app(&op.name, compiled, span).expect("a built-in operator");
        }
        // A user-defined operator symbol: a LET definition or an operator
        // parameter (`_++_`) first, as any other name.
        if self.declaration(op).is_none() && self.lookup_local(&op.name).is_some_and(|(_, l)| l.arity == args.len()) {
            let (i, _) = self.lookup_local(&op.name).expect("found above");
            let args = args.iter().map(|a| self.expr(a)).collect();
            return self.ir(IrKind::CallLocal(i, args), span);
        }
        let ctx = self.ctx();
        let Some(n) = self.module_name(&ctx, op) else {
            return self.unsupported(format!("unknown operator `{}`", op.name), span);
        };
        let Some(id) = self.name_to_op(n) else {
            return self.unsupported(format!("`{}` is not an operator", op.name), span);
        };
        let args = self.args_for(id, args);
        self.ir(IrKind::Call(id, args), span)
    }
}

/// Whether `name` applied to `arity` arguments is one of TLA+'s built-in
/// operators (rather than one a module defines).
fn is_builtin(name: &str, arity: usize) -> bool {
    matches!((name, arity), ("/\\" | "\\/", 2) | ("'" | "ENABLED", 1)) || builtin_named(name, arity).is_some()
}

/// The built-in operator written `name` taking `arity` arguments, of those
/// the IR applies as `Builtin` (conjunction, disjunction and ENABLED have
/// forms of their own).
fn builtin_named(name: &str, arity: usize) -> Option<Builtin> {
    Some(match (name, arity) {
        ("~", 1) => Builtin::Not,
        ("=>", 2) => Builtin::Implies,
        ("<=>", 2) => Builtin::Equiv,
        ("=", 2) => Builtin::Eq,
        ("/=", 2) => Builtin::Neq,
        ("\\in", 2) => Builtin::In,
        ("\\notin", 2) => Builtin::NotIn,
        ("\\cup", 2) => Builtin::Cup,
        ("\\cap", 2) => Builtin::Cap,
        ("\\", 2) => Builtin::SetMinus,
        ("\\subseteq", 2) => Builtin::SubsetEq,
        ("SUBSET", 1) => Builtin::Subset,
        ("UNION", 1) => Builtin::Union,
        ("DOMAIN", 1) => Builtin::Domain,
        ("UNCHANGED", 1) => Builtin::Unchanged,
        ("[]", 1) => Builtin::Always,
        ("<>", 1) => Builtin::Eventually,
        ("~>", 2) => Builtin::LeadsTo,
        ("-+->", 2) => Builtin::WhilePlus,
        ("\\cdot", 2) => Builtin::Cdot,
        _ => return None,
    })
}

/// `ctx` also sees the names `around` sees, after its own parameters: a
/// module nested in another sees the declarations and definitions before
/// it there.
fn sees_around(ctx: &Ctx, around: &Ctx) {
    let mut names = ctx.names.borrow_mut();
    for (k, v) in ctx.params.iter() {
        names.entry(k.clone()).or_insert_with(|| v.clone());
    }
    for (k, v) in around.names.borrow().iter() {
        names.entry(k.clone()).or_insert_with(|| v.clone());
    }
    let mut by_origin = ctx.by_origin.borrow_mut();
    for p in &ctx.module.parameters {
        if let Some(v) = ctx.params.get(&p.name) {
            by_origin.entry((p.file, p.span)).or_insert_with(|| v.clone());
        }
    }
    for (k, v) in around.by_origin.borrow().iter() {
        by_origin.entry(*k).or_insert_with(|| v.clone());
    }
}

/// `2!<<!lab`: a selector path as written.
fn selector_text(path: &[ast::NameSeg]) -> String {
    path.iter().map(|s| s.name.name.as_str()).collect::<Vec<_>>().join("!")
}

/// The subexpression of `e` that selector `sel` names, as SANY reads it:
impl Name {
    /// This name as an unnamed INSTANCE imports it: SANY copies a
    /// definition only if its module has parameters (the copy substitutes
    /// them); one of a parameter-free module (Sequences' Seq, say) is
    /// imported as itself.
    fn imported(self) -> Name {
        match self {
            Name::Def(ctx, i) if ctx.module.parameters.is_empty() => Name::Def(ctx, i),
            other => other.copied(),
        }
    }

    /// This name as reached through an INSTANCE.
    fn copied(self) -> Name {
        match self {
            Name::Def(ctx, i) => Name::Copy(ctx, i),
            other => other,
        }
    }
}

/// The module named `name` among those the root uses (EXTENDS and
/// INSTANCE, transitively).
fn find_module(root: &Rc<ModuleInfo>, name: &str) -> Option<Rc<ModuleInfo>> {
    let mut stack = vec![root.clone()];
    let mut visited = HashSet::new();
    while let Some(m) = stack.pop() {
        if m.name == name {
            return Some(m);
        }
        if visited.insert(m.name.clone()) {
            stack.extend(m.imports.values().cloned());
        }
    }
    None
}

/// The definitions named `name` that module `m` sees by that name: its
/// own, those of the modules it EXTENDS, and (marked as copies) those an
/// unnamed INSTANCE imports; LOCAL ones only in `m` itself (`own`).
fn definitions_seen_by(m: &Rc<ModuleInfo>, name: &str, copy: bool, own: bool, seen: &mut HashSet<(String, bool)>, out: &mut Vec<(FileId, usize, bool)>) {
    if !seen.insert((m.name.clone(), copy)) {
        return;
    }
    for e in &m.ast.extends {
        if let Some(sub) = m.imports.get(&e.name) {
            definitions_seen_by(&sub.clone(), name, copy, false, seen, out);
        }
    }
    for (i, u) in m.ast.units.iter().enumerate() {
        match u {
            // As `Name::imported`: a parameter-free module's definitions
            // are not copied by an unnamed INSTANCE.
            Unit::Definition(d) if d.name.name == name && (own || !d.local) => out.push((m.file, i, copy && !m.parameters.is_empty())),
            Unit::Instance(inst) if own || !inst.local => {
                if let Some(sub) = m.imports.get(&inst.module.name) {
                    definitions_seen_by(&sub.clone(), name, true, false, seen, out);
                }
            }
            _ => {}
        }
    }
}

/// The root module's constants and definitions in SANY's order (extended
/// modules' first, then its own as written; an unnamed INSTANCE's where it
/// stands), which TLC checks the configuration's `<-` by: the first error
/// in that order is the one reported.
struct RootNames {
    constants: Vec<String>,
    definitions: Vec<String>,
}

impl RootNames {
    fn of(root: &Rc<ModuleInfo>) -> RootNames {
        let mut names = RootNames { constants: Vec::new(), definitions: Vec::new() };
        names.collect(root, true, false, &mut HashSet::new());
        names
    }

    /// `instanced`: reached through an INSTANCE, whose module's constants
    /// are not the root's.
    fn collect(&mut self, m: &Rc<ModuleInfo>, own: bool, instanced: bool, seen: &mut HashSet<String>) {
        if !seen.insert(m.name.clone()) {
            return;
        }
        for e in &m.ast.extends {
            if let Some(sub) = m.imports.get(&e.name) {
                self.collect(&sub.clone(), false, instanced, seen);
            }
        }
        for u in &m.ast.units {
            match u {
                Unit::Constants(ds) if !instanced => self.constants.extend(ds.iter().map(|d| d.name.name.clone())),
                Unit::Definition(d) if own || !d.local => self.definitions.push(d.name.name.clone()),
                Unit::Instance(inst) if own || !inst.local => {
                    if let Some(sub) = m.imports.get(&inst.module.name) {
                        self.collect(&sub.clone(), false, true, seen);
                    }
                }
                _ => {}
            }
        }
    }

    /// Where TLC comes to the override of `key`: constants, then
    /// definitions, each in order; then a name the root does not have
    /// (TLC's "does not appear" comes after all the others); then the
    /// scoped `[Mod]name`, checked last.
    fn rank(&self, key: &str) -> (u8, usize) {
        if key.starts_with('[') {
            return (3, 0);
        }
        if let Some(i) = self.constants.iter().position(|n| n == key) {
            return (0, i);
        }
        match self.definitions.iter().position(|n| n == key) {
            Some(i) => (1, i),
            None => (2, 0),
        }
    }
}

/// How many arguments `name` takes as module `m` sees it: a definition
/// (its own, or of a module it extends or instantiates without a name) or,
/// with `constants`, a declared constant (its own or an extended module's).
fn arity_seen_by(m: &Rc<ModuleInfo>, name: &str, own: bool, constants: bool, seen: &mut HashSet<String>) -> Option<usize> {
    if !seen.insert(m.name.clone()) {
        return None;
    }
    let mut found = None;
    for e in &m.ast.extends {
        if let Some(sub) = m.imports.get(&e.name) {
            found = found.or(arity_seen_by(&sub.clone(), name, false, constants, seen));
        }
    }
    for u in &m.ast.units {
        match u {
            Unit::Definition(d) if d.name.name == name && (own || !d.local) => {
                found = Some(match &d.kind {
                    DefKind::Operator { params, .. } | DefKind::Instance { params, .. } => params.len(),
                    DefKind::Function { .. } => 0,
                })
            }
            Unit::Constants(ds) if constants => {
                if let Some(d) = ds.iter().find(|d| d.name.name == name) {
                    found = Some(d.arity);
                }
            }
            Unit::Instance(inst) if own || !inst.local => {
                if let Some(sub) = m.imports.get(&inst.module.name) {
                    found = found.or(arity_seen_by(&sub.clone(), name, false, false, seen));
                }
            }
            _ => {}
        }
    }
    found
}

/// A numeral's value, of any size (one past TLC's 32 bits reaches here
/// with `--big-integers` only: loading refuses it otherwise).
fn parse_number(text: &str) -> Option<Value> {
    let (digits, radix) = tla_lexer::numeral_digits(text);
    match i64::from_str_radix(digits, radix) {
        Ok(n) => Some(Value::Int(n)),
        Err(_) => tla_values::BigInt::parse_bytes(digits.as_bytes(), radix).map(Value::big),
    }
}

/// Whether an expression mentions the next state (a primed variable or an
/// action operator); calls are not followed.
pub fn mentions_next_state(ir: &Ir) -> bool {
    ir.next_state
}

/// Whether an expression of this kind reads the next state, given that its
/// subexpressions' flags are already known.
pub(crate) fn kind_mentions_next_state(kind: &IrKind) -> bool {
    if matches!(
        kind,
        IrKind::PrimeVar(_)
            | IrKind::Builtin(Builtin::Prime | Builtin::Unchanged | Builtin::Enabled | Builtin::Cdot, _)
            | IrKind::BoxAction(..)
            | IrKind::AngleAction(..)
    ) {
        return true;
    }
    let mut found = false;
    for_each_child(kind, &mut |c| found |= c.next_state);
    found
}

fn visit(ir: &Ir, f: &mut dyn FnMut(&IrKind)) {
    visit_pruned(ir, &mut |k| {
        f(k);
        true
    })
}

/// Visits `ir` and its subexpressions, except below a node for which `f`
/// returns false.
pub fn visit_pruned(ir: &Ir, f: &mut dyn FnMut(&IrKind) -> bool) {
    if f(&ir.kind) {
        for_each_child(&ir.kind, &mut |x| visit_pruned(x, f));
    }
}

/// Calls `go` on each direct subexpression of an expression of this kind.
pub(crate) fn for_each_child(kind: &IrKind, go: &mut dyn FnMut(&IrRef)) {
    let mut go = |x: &IrRef| go(x);
    match kind {
        IrKind::Call(_, a)
        | IrKind::CallLocal(_, a)
        | IrKind::Builtin(_, a)
        | IrKind::And(a)
        | IrKind::Or(a)
        | IrKind::SetEnum(a)
        | IrKind::Tuple(a)
        | IrKind::Times(a)
        | IrKind::FnDefApp(_, a) => a.iter().for_each(&mut go),
        IrKind::Lambda(_, b) => go(b),
        IrKind::If(a, b, c) => {
            go(a);
            go(b);
            go(c)
        }
        IrKind::Case(arms, o) => {
            for (g, v) in arms {
                go(g);
                go(v);
            }
            if let Some(o) = o {
                go(o)
            }
        }
        IrKind::Let(defs, b) => {
            for d in defs.iter() {
                match d {
                    LetDef::Value(x) | LetDef::Operator(_, x, _) => go(x),
                    LetDef::Function(bs, x) => {
                        bs.iter().filter_map(|b| b.set.as_ref()).for_each(&mut go);
                        go(x)
                    }
                }
            }
            go(b)
        }
        IrKind::Forall(bs, b) | IrKind::Exists(bs, b) | IrKind::FnCons(bs, b) | IrKind::SetMap(b, bs) => {
            bs.iter().filter_map(|x| x.set.as_ref()).for_each(&mut go);
            go(b)
        }
        IrKind::Choose(x, b) | IrKind::SetFilter(x, b) => {
            if let Some(s) = &x.set {
                go(s)
            }
            go(b)
        }
        IrKind::Record(fs) | IrKind::RecordSet(fs) => fs.iter().for_each(|(_, v)| go(v)),
        IrKind::FnSet(a, b) | IrKind::BoxAction(a, b) | IrKind::AngleAction(a, b) => {
            go(a);
            go(b)
        }
        IrKind::FnApp(x, a) => {
            go(x);
            a.iter().for_each(&mut go)
        }
        IrKind::Except(x, specs) => {
            go(x);
            for (path, v) in specs {
                for p in path {
                    if let ExceptStep::Index(i) = p {
                        go(i)
                    }
                }
                go(v)
            }
        }
        IrKind::Fairness { sub, action, enabled, .. } => {
            go(sub);
            go(action);
            go(enabled)
        }
        _ => {}
    }
}

/// A copy of `ir` whose locals bound outside it (index >= `depth` within
/// it) point `by` bindings further.
fn shift_locals(ir: &IrRef, by: u32, depth: u32) -> IrRef {
    remap_locals(ir, depth, &|i, d| Remap::Local(if i >= d { i + by } else { i }))
}

/// What a local of an expression becomes when the expression is moved
/// into another environment (see [`remap_locals`]).
enum Remap {
    Local(u32),
    /// A parameter nothing binds (see [`undefined_params`]): read, or
    /// applied, it fails where it is.
    Undefined(String),
    /// An expression of the new environment, where no binder of the moved
    /// expression is around it yet (it is shifted past those it is put
    /// under).
    Expr(IrRef),
}

/// `ir` with each local `i` read under `d` binders of its own replaced by
/// `f(i, d)`: the one rewriting of locals that shifting and substitution
/// are made of.
fn remap_locals(ir: &IrRef, depth: u32, f: &dyn Fn(u32, u32) -> Remap) -> IrRef {
    // Sets in `x, y \in S` are almost always closed or refer to outer names;
    // rebuilding is only needed when S mentions locals.
    if !mentions_locals(ir) {
        return ir;
    }
    match &ir.kind {
        IrKind::Local(i) => match f(*i, depth) {
            Remap::Local(j) => Ir::new(IrKind::Local(j), ir.loc),
            Remap::Undefined(name) => Ir::new(IrKind::Undefined(name), ir.loc),
            Remap::Expr(e) => shift_locals(&e, depth, 0),
        },
        IrKind::CallLocal(i, args) => {
            let args: Vec<IrRef> = args.iter().map(|a| remap_locals(a, depth, f)).collect();
            match f(*i, depth) {
                Remap::Local(j) => Ir::new(IrKind::CallLocal(j, args), ir.loc),
                Remap::Undefined(name) => Ir::new(IrKind::Undefined(name), ir.loc),
                Remap::Expr(e) => match &e.kind {
                    // (Named without arguments, an operator is passed on as
                    // the operator it is.)
                    IrKind::OpArg(_) if args.is_empty() => e,
                    IrKind::Lambda(..) if args.is_empty() => shift_locals(&e, depth, 0),
                    IrKind::OpArg(id) => Ir::new(IrKind::Call(*id, args), ir.loc),
                    // A LAMBDA applied: bound as a LET operator (as the
                    // compiler binds one an INSTANCE substitutes).
                    IrKind::Lambda(n, body) if *n == args.len() => {
                        let body = shift_locals(body, depth, *n as u32);
                        let args = args.iter().map(|a| shift_locals(a, 1, 0)).collect();
                        let call = Ir::new(IrKind::CallLocal(0, args), ir.loc);
                        Ir::new(IrKind::Let(Vec::leak(vec![LetDef::Operator(*n, body, "LAMBDA")]), call), ir.loc)
                    }
                    IrKind::Local(j) => Ir::new(IrKind::CallLocal(j + depth, args), ir.loc),
                    IrKind::CallLocal(j, none) if none.is_empty() => Ir::new(IrKind::CallLocal(j + depth, args), ir.loc),
                    _ => Ir::new(IrKind::Unsupported("an expression applied as an operator".into()), ir.loc),
                },
            }
        }
        k => Ir::new(remap_kind(k, depth, f), ir.loc),
    }
}

/// The body of operator `body` (parameters its innermost locals, nothing
/// else free: a definition of the module) applied to `args`, as TLA+
/// defines application: the arguments substituted for the parameters.
/// The result reads the caller's locals where the arguments do.
pub fn apply_definition(body: &IrRef, args: &[IrRef]) -> IrRef {
    // (A definition is a LET operator at local 0 of nothing.)
    apply_let_operator(body, args.len(), 0, args)
}

/// The body of the LET operator held in local `at` of the caller, applied
/// to `args`: its parameters replaced by them, itself (when it recurses)
/// and the names before it by the caller's locals that hold them.
pub fn apply_let_operator(body: &IrRef, arity: usize, at: u32, args: &[IrRef]) -> IrRef {
    let n = arity as u32;
    remap_locals(body, 0, &|i, d| {
        if i < d {
            Remap::Local(i)
        } else if i - d < n {
            Remap::Expr(args[(n - 1 - (i - d)) as usize])
        } else {
            // (Local n of the body is the operator itself, at `at`; those
            // past it are the caller's past `at`.)
            Remap::Local(i - n + at)
        }
    })
}

/// The body of a definition with parameters `names` (its innermost
/// locals) as TLC evaluates a directive's definition, in an empty context:
/// each parameter undefined where it is read.
pub fn undefined_params(body: &IrRef, names: &[String]) -> IrRef {
    let n = names.len() as u32;
    remap_locals(body, 0, &|i, d| {
        if i >= d && i - d < n {
            Remap::Undefined(names[(n - 1 - (i - d)) as usize].clone())
        } else {
            Remap::Local(i)
        }
    })
}

/// `ir`, read under `by` locals it does not use, moved out from under
/// them: its locals past them renumbered. None if it uses one of them.
pub fn drop_locals(ir: &IrRef, by: u32) -> Option<IrRef> {
    if free_locals(ir).iter().any(|&i| i < by) {
        return None;
    }
    Some(remap_locals(ir, 0, &|i, d| Remap::Local(if i >= d { i - by } else { i })))
}

fn mentions_locals(ir: &Ir) -> bool {
    let mut found = false;
    visit(ir, &mut |k| {
        if matches!(k, IrKind::Local(_) | IrKind::CallLocal(..)) {
            found = true
        }
    });
    found
}

/// `remap_locals` of a node that is neither a local nor the call of one.
fn remap_kind(k: &IrKind, d: u32, f: &dyn Fn(u32, u32) -> Remap) -> IrKind {
    let s = |x: &IrRef, extra: u32| remap_locals(x, d + extra, f);
    let v = |xs: &Vec<IrRef>| xs.iter().map(|x| remap_locals(x, d, f)).collect::<Vec<_>>();
    let binders = |bs: &Vec<Binder>| -> (Vec<Binder>, u32) {
        let mut extra = 0;
        let mut out = Vec::new();
        for b in bs {
            out.push(Binder { tuple: b.tuple, set: b.set.as_ref().map(|x| remap_locals(x, d + extra, f)) });
            extra += b.tuple.unwrap_or(1) as u32;
        }
        (out, extra)
    };
    match k {
        IrKind::Local(_) | IrKind::CallLocal(..) => unreachable!("remap_locals rewrites locals itself"),
        IrKind::Lit(x) => IrKind::Lit(x.clone()),
        IrKind::Var(x) => IrKind::Var(*x),
        IrKind::PrimeVar(x) => IrKind::PrimeVar(*x),
        IrKind::OpArg(o) => IrKind::OpArg(*o),
        IrKind::TemporalQuant => IrKind::TemporalQuant,
        IrKind::Unsupported(m) => IrKind::Unsupported(m.clone()),
        IrKind::Undefined(m) => IrKind::Undefined(m.clone()),
        IrKind::Case(arms, other) => IrKind::Case(arms.iter().map(|(g, x)| (s(g, 0), s(x, 0))).collect(), other.as_ref().map(|o| s(o, 0))),
        IrKind::BoxAction(a, b) => IrKind::BoxAction(s(a, 0), s(b, 0)),
        IrKind::AngleAction(a, b) => IrKind::AngleAction(s(a, 0), s(b, 0)),
        IrKind::Fairness { strong, sub, action, enabled } => IrKind::Fairness { strong: *strong, sub: s(sub, 0), action: s(action, 0), enabled: s(enabled, 0) },
        // `@` is bound as the innermost local for each new value.
        IrKind::Except(f, specs) => IrKind::Except(
            s(f, 0),
            specs
                .iter()
                .map(|(path, x)| {
                    let path = path.iter().map(|st| match st {
                        ExceptStep::Index(ix) => ExceptStep::Index(s(ix, 0)),
                        ExceptStep::Field(n) => ExceptStep::Field(*n),
                    });
                    (path.collect(), s(x, 1))
                })
                .collect(),
        ),
        // Each LET definition binds one local after it (an operator also
        // itself and its parameters, a function itself and its binders).
        IrKind::Let(defs, body) => {
            let mut out = Vec::with_capacity(defs.len());
            for (k, def) in defs.iter().enumerate() {
                let k = k as u32;
                out.push(match def {
                    LetDef::Value(x) => LetDef::Value(s(x, k)),
                    LetDef::Operator(n, x, name) => LetDef::Operator(*n, s(x, k + 1 + *n as u32), name),
                    LetDef::Function(bs, x) => {
                        let mut extra = k + 1;
                        let mut nbs = Vec::new();
                        for b in bs {
                            nbs.push(Binder { tuple: b.tuple, set: b.set.as_ref().map(|y| s(y, extra)) });
                            extra += b.tuple.unwrap_or(1) as u32;
                        }
                        LetDef::Function(nbs, s(x, extra))
                    }
                });
            }
            IrKind::Let(Box::leak(out.into_boxed_slice()), s(body, defs.len() as u32))
        }
        IrKind::Call(o, a) => IrKind::Call(*o, v(a)),
        IrKind::Builtin(b, a) => IrKind::Builtin(*b, v(a)),
        IrKind::And(a) => IrKind::And(v(a)),
        IrKind::Or(a) => IrKind::Or(v(a)),
        IrKind::SetEnum(a) => IrKind::SetEnum(v(a)),
        IrKind::Tuple(a) => IrKind::Tuple(v(a)),
        IrKind::Times(a) => IrKind::Times(v(a)),
        IrKind::FnDefApp(o, a) => IrKind::FnDefApp(*o, v(a)),
        IrKind::If(a, b, c) => IrKind::If(s(a, 0), s(b, 0), s(c, 0)),
        IrKind::FnApp(f, a) => IrKind::FnApp(s(f, 0), v(a)),
        IrKind::FnSet(a, b) => IrKind::FnSet(s(a, 0), s(b, 0)),
        IrKind::Record(fs) => IrKind::Record(fs.iter().map(|(n, x)| (*n, s(x, 0))).collect()),
        IrKind::RecordSet(fs) => IrKind::RecordSet(fs.iter().map(|(n, x)| (*n, s(x, 0))).collect()),
        IrKind::Forall(bs, b) => {
            let (bs, e) = binders(bs);
            IrKind::Forall(bs, s(b, e))
        }
        IrKind::Exists(bs, b) => {
            let (bs, e) = binders(bs);
            IrKind::Exists(bs, s(b, e))
        }
        IrKind::FnCons(bs, b) => {
            let (bs, e) = binders(bs);
            IrKind::FnCons(bs, s(b, e))
        }
        IrKind::SetMap(b, bs) => {
            let (bs, e) = binders(bs);
            IrKind::SetMap(s(b, e), bs)
        }
        IrKind::SetFilter(x, b) => IrKind::SetFilter(Binder { tuple: x.tuple, set: x.set.as_ref().map(|y| s(y, 0)) }, s(b, x.tuple.unwrap_or(1) as u32)),
        IrKind::Choose(x, b) => IrKind::Choose(Binder { tuple: x.tuple, set: x.set.as_ref().map(|y| s(y, 0)) }, s(b, x.tuple.unwrap_or(1) as u32)),
        IrKind::Lambda(n, b) => IrKind::Lambda(*n, s(b, *n as u32)),
    }
}

/// The locals `ir` reads that are bound outside it (as indices into the
/// environment it is evaluated in), each once. Binders inside it are
/// passed over as `remap_kind` passes over them.
pub fn free_locals(ir: &Ir) -> Vec<u32> {
    let mut out = Vec::new();
    free_locals_in(ir, 0, &mut out);
    out
}

fn free_locals_in(ir: &Ir, d: u32, out: &mut Vec<u32>) {
    let mut note = |i: u32| {
        if i >= d && !out.contains(&(i - d)) {
            out.push(i - d);
        }
    };
    let binders = |bs: &[Binder], out: &mut Vec<u32>| -> u32 {
        let mut extra = 0;
        for b in bs {
            if let Some(set) = &b.set {
                free_locals_in(set, d + extra, out);
            }
            extra += b.tuple.unwrap_or(1) as u32;
        }
        extra
    };
    match &ir.kind {
        IrKind::Local(i) => note(*i),
        IrKind::CallLocal(i, args) => {
            note(*i);
            for a in args {
                free_locals_in(a, d, out);
            }
        }
        IrKind::Lit(_) | IrKind::Var(_) | IrKind::PrimeVar(_) | IrKind::OpArg(_) | IrKind::TemporalQuant | IrKind::Undefined(_) | IrKind::Unsupported(_) => {}
        IrKind::Case(arms, other) => {
            for (g, x) in arms {
                free_locals_in(g, d, out);
                free_locals_in(x, d, out);
            }
            if let Some(o) = other {
                free_locals_in(o, d, out);
            }
        }
        IrKind::BoxAction(a, b) | IrKind::AngleAction(a, b) | IrKind::FnSet(a, b) => {
            free_locals_in(a, d, out);
            free_locals_in(b, d, out);
        }
        IrKind::Fairness { sub, action, enabled, .. } => {
            for x in [sub, action, enabled] {
                free_locals_in(x, d, out);
            }
        }
        IrKind::Except(f, specs) => {
            free_locals_in(f, d, out);
            for (path, x) in specs {
                for step in path {
                    if let ExceptStep::Index(ix) = step {
                        free_locals_in(ix, d, out);
                    }
                }
                free_locals_in(x, d + 1, out);
            }
        }
        IrKind::Let(defs, body) => {
            for (k, def) in defs.iter().enumerate() {
                let k = k as u32;
                match def {
                    LetDef::Value(x) => free_locals_in(x, d + k, out),
                    LetDef::Operator(n, x, _) => free_locals_in(x, d + k + 1 + *n as u32, out),
                    LetDef::Function(bs, x) => {
                        let mut extra = k + 1;
                        for b in bs {
                            if let Some(set) = &b.set {
                                free_locals_in(set, d + extra, out);
                            }
                            extra += b.tuple.unwrap_or(1) as u32;
                        }
                        free_locals_in(x, d + extra, out);
                    }
                }
            }
            free_locals_in(body, d + defs.len() as u32, out);
        }
        IrKind::Call(_, a)
        | IrKind::Builtin(_, a)
        | IrKind::And(a)
        | IrKind::Or(a)
        | IrKind::SetEnum(a)
        | IrKind::Tuple(a)
        | IrKind::Times(a)
        | IrKind::FnDefApp(_, a) => {
            for x in a {
                free_locals_in(x, d, out);
            }
        }
        IrKind::If(a, b, c) => {
            for x in [a, b, c] {
                free_locals_in(x, d, out);
            }
        }
        IrKind::FnApp(f, a) => {
            free_locals_in(f, d, out);
            for x in a {
                free_locals_in(x, d, out);
            }
        }
        IrKind::Record(fs) | IrKind::RecordSet(fs) => {
            for (_, x) in fs {
                free_locals_in(x, d, out);
            }
        }
        IrKind::Forall(bs, b) | IrKind::Exists(bs, b) | IrKind::FnCons(bs, b) => {
            let e = binders(bs, out);
            free_locals_in(b, d + e, out);
        }
        IrKind::SetMap(b, bs) => {
            let e = binders(bs, out);
            free_locals_in(b, d + e, out);
        }
        IrKind::SetFilter(x, b) | IrKind::Choose(x, b) => {
            if let Some(set) = &x.set {
                free_locals_in(set, d, out);
            }
            free_locals_in(b, d + x.tuple.unwrap_or(1) as u32, out);
        }
        IrKind::Lambda(n, b) => free_locals_in(b, d + *n as u32, out),
    }
}

pub fn file_of(loc: Loc) -> FileId {
    loc.file()
}

/// Calls `f` with every operator called in `ir`.
pub fn visit_calls(ir: &Ir, f: &mut dyn FnMut(OpId)) {
    visit(ir, &mut |k| match k {
        IrKind::Call(id, _) | IrKind::OpArg(id) | IrKind::FnDefApp(id, _) => f(*id),
        _ => {}
    });
}

/// Whether an expression reads the state (a variable, primed or not);
/// calls are not followed.
pub fn mentions_state(ir: &Ir) -> bool {
    let mut found = false;
    visit(ir, &mut |k| {
        if matches!(k, IrKind::Var(_) | IrKind::PrimeVar(_) | IrKind::Builtin(Builtin::Prime | Builtin::Unchanged | Builtin::Enabled, _)) {
            found = true;
        }
    });
    found
}

/// Whether an expression uses a temporal operator (`[]`, `<>`, `~>`, WF/SF,
/// `\EE`, ...); calls are not followed.
pub fn mentions_temporal(ir: &Ir) -> bool {
    let mut found = false;
    visit(ir, &mut |k| {
        if matches!(
            k,
            IrKind::Builtin(Builtin::Always | Builtin::Eventually | Builtin::LeadsTo | Builtin::WhilePlus, _) | IrKind::Fairness { .. } | IrKind::TemporalQuant
        ) {
            found = true;
        }
    });
    found
}

/// The level of an expression, following calls: 0 constant, 1 state, 2
/// action (it reads the next state), 3 temporal. `ENABLED A` is a state
/// predicate whatever A is.
pub fn level(ir: &Ir, ops: &[OpDef], memo: &mut std::collections::HashMap<OpId, u8>) -> u8 {
    level_of(ir, ops, memo, true)
}

/// TLC's bound on the level of a definition it tries to evaluate once at
/// startup (`getLevelBound`): like [`level`], except that an operator
/// given as an argument (a LAMBDA or a named operator) counts as constant.
/// TLC then evaluates the definition and keeps it as a constant if that
/// succeeds, so `SelectSeq(<<>>, LAMBDA e : e = x)` is the constant `<<>>`
/// while `SelectSeq(<<1>>, LAMBDA e : e = x)`, which reads `x`, is not.
/// The memo must not be shared with [`level`].
pub fn startup_level(ir: &Ir, ops: &[OpDef], memo: &mut std::collections::HashMap<OpId, u8>) -> u8 {
    level_of(ir, ops, memo, false)
}

fn level_of(ir: &Ir, ops: &[OpDef], memo: &mut std::collections::HashMap<OpId, u8>, sany: bool) -> u8 {
    let mut lvl = 0u8;
    visit_pruned(ir, &mut |k| {
        match k {
            IrKind::OpArg(_) | IrKind::Lambda(..) if !sany => return false,
            IrKind::Var(_) => lvl = lvl.max(1),
            IrKind::Builtin(Builtin::Enabled, _) => {
                lvl = lvl.max(1);
                return false;
            }
            IrKind::PrimeVar(_) | IrKind::Builtin(Builtin::Prime | Builtin::Unchanged | Builtin::Cdot, _) | IrKind::BoxAction(..) | IrKind::AngleAction(..) => {
                lvl = lvl.max(2)
            }
            IrKind::Builtin(Builtin::Always | Builtin::Eventually | Builtin::LeadsTo | Builtin::WhilePlus, _)
            | IrKind::Fairness { .. }
            | IrKind::TemporalQuant => lvl = 3,
            IrKind::Call(id, _) | IrKind::OpArg(id) | IrKind::FnDefApp(id, _) => lvl = lvl.max(op_level_of(*id, ops, memo, sany)),
            _ => {}
        }
        true
    });
    lvl
}

/// The level of operator `id`'s body (see [`level`]).
pub fn op_level(id: OpId, ops: &[OpDef], memo: &mut std::collections::HashMap<OpId, u8>) -> u8 {
    op_level_of(id, ops, memo, true)
}

fn op_level_of(id: OpId, ops: &[OpDef], memo: &mut std::collections::HashMap<OpId, u8>, sany: bool) -> u8 {
    if let Some(&l) = memo.get(&id) {
        return l;
    }
    // A recursive operator meets itself at level 0 first.
    memo.insert(id, 0);
    let l = match &ops[id].body {
        OpBody::Expr(b) | OpBody::Function(_, b) => level_of(b, ops, memo, sany),
        // (TLC's Trace and CounterExample are state-level, their minLevel;
        // so is TLCGet for TLC's level bound, not for SANY.)
        OpBody::Special(Special::Trace | Special::CounterExample) => 1,
        OpBody::Special(Special::TLCGet) if !sany => 1,
        OpBody::Constant(_) | OpBody::Native(_) | OpBody::Special(_) | OpBody::Pending => 0,
    };
    memo.insert(id, l);
    l
}

/// The built-in constants TLC keeps in its table of definitions as values,
/// beside the spec's definitions: a configuration's `C <- TRUE` finds them
/// there as it finds a definition.
fn builtin_constant(name: &str) -> Option<Value> {
    Some(match name {
        "TRUE" => Value::Bool(true),
        "FALSE" => Value::Bool(false),
        "BOOLEAN" => Value::set(vec![Value::Bool(false), Value::Bool(true)]),
        "STRING" => Value::lazy(LazySet::Strings),
        _ => return None,
    })
}
