//! Checking one module: its units in order, with the names each may use.

use crate::codes;
use crate::levels::{self, ApplyError, LevelData, OpArg, OpLevels, Operand, ParamId, Sub, Substitution};
use crate::scope::{LevelDeps, ModuleInfo, Scope, SymKind, Symbol, ACTION, CONSTANT, STATE, TEMPORAL};
use crate::Resolver;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::rc::Rc;
use tla_diagnostics::{Diagnostic, FileId, Span};
use tla_syntax::ast::*;
use tla_syntax::precedence;

/// What a nested module sees of the module around it.
#[derive(Default)]
pub(crate) struct Outer {
    scope: Scope,
    parameters: Vec<Rc<Symbol>>,
    nested: HashMap<String, Rc<ModuleInfo>>,
}

pub(crate) fn check_module(res: &mut Resolver<'_>, ast: Rc<Module>, file: FileId, dir: Option<PathBuf>, outer: Option<Outer>) -> Rc<ModuleInfo> {
    let outer = outer.unwrap_or_default();
    let mut c = Checker {
        res,
        ast: ast.clone(),
        file,
        dir,
        scope: outer.scope,
        exports: Scope::new(),
        parameters: outer.parameters,
        locals: Vec::new(),
        binding: Vec::new(),
        nested: outer.nested,
        imports: HashMap::new(),
        references: HashMap::new(),
        max_substituted: HashMap::new(),
        recording: true,
        trace: None,
        definition_params: HashSet::new(),
        level_errors: 0,
    };
    for name in &ast.extends {
        c.extend(name);
    }
    for unit in &ast.units {
        c.unit(unit);
    }
    let library = c.res.library_files.contains(&file);
    Rc::new(ModuleInfo {
        name: ast.name.name.clone(),
        file,
        library,
        exports: c.exports,
        parameters: c.parameters,
        ast: ast.clone(),
        imports: c.imports,
        references: c.references,
        max_substituted: c.max_substituted,
    })
}

pub(crate) struct Checker<'r, 'm> {
    res: &'r mut Resolver<'m>,
    /// The module being checked.
    ast: Rc<Module>,
    file: FileId,
    dir: Option<PathBuf>,
    scope: Scope,
    exports: Scope,
    parameters: Vec<Rc<Symbol>>,
    /// Bound identifiers, parameters and LET definitions, innermost last.
    locals: Vec<Rc<Symbol>>,
    /// The names a list of bounds binds while its sets are checked (not in
    /// their scope: see `bounds`), for the hint when a set mentions one.
    binding: Vec<String>,
    /// Modules defined inside this one, which INSTANCE finds first.
    nested: HashMap<String, Rc<ModuleInfo>>,
    imports: HashMap<String, Rc<ModuleInfo>>,
    /// The module-level symbol each name of this module's expressions
    /// refers to, by the span of the name (see `ModuleInfo::references`).
    references: HashMap<Span, Rc<Symbol>>,
    /// See `ModuleInfo::max_substituted`.
    max_substituted: HashMap<String, u8>,
    /// Off while a selected subexpression is checked out of its place
    /// (its bound names are not in scope there).
    recording: bool,
    /// While a module-level definition is checked: what its level is made
    /// of (see `LevelDeps`).
    trace: Option<LevelDeps>,
    /// The formal parameters of definitions and LAMBDAs met so far: a
    /// name bound to one of these is a level parameter (see `levels`).
    definition_params: HashSet<ParamId>,
    /// How many level errors it has reported (to tell whether an
    /// expression has one inside).
    level_errors: usize,
}

/// Standard modules that define the operators people most often use
/// without EXTENDing them, for a hint in the diagnostic.
fn defining_module(name: &str) -> Option<&'static str> {
    Some(match name {
        "+" | "-" | "*" | "^" | "<" | ">" | "\\leq" | "\\geq" | ".." | "\\div" | "%" | "Nat" => "Naturals",
        "-." | "Int" => "Integers",
        "/" | "Real" | "Infinity" => "Reals",
        "Seq" | "Len" | "Append" | "Head" | "Tail" | "SubSeq" | "SelectSeq" | "\\o" => "Sequences",
        "Cardinality" | "IsFiniteSet" => "FiniteSets",
        ":>" | "@@" | "Print" | "PrintT" | "Assert" | "ToString" | "TLCGet" | "TLCSet" | "Permutations" | "SortSeq" | "RandomElement" | "JavaTime" | "Any" => {
            "TLC"
        }
        _ => return None,
    })
}

fn shown(name: &str) -> &str {
    precedence::display(name)
}

fn arguments(n: usize) -> String {
    if n == 1 {
        "1 argument".into()
    } else {
        format!("{n} arguments")
    }
}

impl<'r, 'm> Checker<'r, 'm> {
    fn error(&mut self, code: &'static str, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        if code == codes::LEVEL {
            self.level_errors += 1;
        }
        self.res.diagnostics.push(Diagnostic::error(code, self.file, span, message));
        self.res.diagnostics.last_mut().unwrap()
    }

    fn lookup(&self, name: &str) -> Option<Rc<Symbol>> {
        self.locals.iter().rev().find(|s| s.name == name).cloned().or_else(|| self.scope.get(name).cloned())
    }

    /// The symbol the name `id` of an expression refers to; a module-level
    /// one is recorded for later stages, which take it from here.
    fn resolve(&mut self, id: &Ident) -> Option<Rc<Symbol>> {
        if let Some(local) = self.locals.iter().rev().find(|s| s.name == id.name) {
            return Some(local.clone());
        }
        let sym = self.scope.get(&id.name).cloned()?;
        self.record(id, &sym);
        Some(sym)
    }

    /// Records that `id` names the module-level symbol `sym` (a segment of
    /// `I!Op` names a symbol of I's module).
    fn record(&mut self, id: &Ident, sym: &Rc<Symbol>) {
        if self.recording {
            self.references.insert(id.span, sym.clone());
        }
    }

    fn new_symbol(&self, name: &Ident, kind: SymKind, arity: usize, param_arities: Vec<usize>, level: u8) -> Rc<Symbol> {
        Rc::new(Symbol {
            name: name.name.clone(),
            kind,
            arity,
            param_arities,
            level,
            file: self.file,
            span: name.span,
            deps: None,
            levels: None,
            substitution: None,
        })
    }

    /// A level that comes from an operator of the definition being checked
    /// (a prime, a temporal operator), not from the module's parameters.
    fn fixed_level(&mut self, level: u8) -> u8 {
        if let Some(t) = &mut self.trace {
            t.base = t.base.max(level);
        }
        level
    }

    /// The definition being checked refers to `sym`: a CONSTANT or
    /// VARIABLE of the module is a parameter of its level, a definition
    /// brings its own; a bound name or LET definition brings nothing (its
    /// level comes from expressions of this definition, checked here).
    fn trace_reference(&mut self, sym: &Symbol) {
        let local = self.locals.iter().any(|l| std::ptr::eq(&**l, sym));
        let Some(t) = &mut self.trace else { return };
        if local {
            return;
        }
        match (&sym.kind, &sym.deps) {
            (SymKind::Constant | SymKind::Variable, _) => {
                if !t.params.contains(&sym.name) {
                    t.params.push(sym.name.clone());
                }
            }
            (_, Some(d)) if d.substituted.is_empty() => {
                t.base = t.base.max(d.base);
                for p in &d.params {
                    if !t.params.contains(p) {
                        t.params.push(p.clone());
                    }
                }
            }
            _ => t.base = t.base.max(sym.level),
        }
    }

    /// Checks a module-level definition's body (`check`) while recording
    /// what its level is made of.
    fn traced<T>(&mut self, check: impl FnOnce(&mut Self) -> T) -> (T, LevelDeps) {
        let outer = self.trace.replace(LevelDeps::default());
        let level = check(self);
        let deps = std::mem::replace(&mut self.trace, outer).unwrap_or_default();
        (level, deps)
    }

    fn duplicate(&mut self, span: Span, existing: &Symbol) {
        let (file, at) = (existing.file, existing.span);
        let what = existing.describe();
        let name = shown(&existing.name).to_string();
        let d = self.error(codes::DUPLICATE, span, format!("multiply-defined symbol `{name}`"));
        d.label = Some("defined again here".into());
        d.related.push(tla_diagnostics::Related { file, span: at, message: format!("the {what} `{name}` is defined here") });
        d.help = Some("TLA+ does not allow redefining or shadowing a name: rename one of them".into());
    }

    /// Adds a module-level symbol defined or declared here; `local` ones
    /// are not exported. Redefining a name is an error, except the
    /// definition of an operator declared RECURSIVE.
    /// A CONSTANT or VARIABLE declared again as one of the same kind and
    /// arity (`VARIABLES x, x`, or a constant of an extended module) is,
    /// as in SANY, only a warning: the first declaration is the one.
    fn define(&mut self, sym: Rc<Symbol>, local: bool, span: Span) {
        if let Some(existing) = self.lookup(&sym.name) {
            let redeclared = matches!((&sym.kind, &existing.kind), (SymKind::Constant, SymKind::Constant) | (SymKind::Variable, SymKind::Variable))
                && existing.arity == sym.arity
                && !self.locals.iter().any(|l| l.name == sym.name);
            if redeclared {
                self.redeclared(span, &existing);
                return;
            }
            let fills_recursive = matches!(existing.kind, SymKind::Recursive) && existing.file == sym.file;
            if !fills_recursive {
                self.duplicate(span, &existing);
                return;
            }
        }
        self.add(sym, local);
    }

    fn add(&mut self, sym: Rc<Symbol>, local: bool) {
        if !local {
            self.exports.insert(sym.name.clone(), sym.clone());
        }
        self.scope.insert(sym.name.clone(), sym);
    }

    /// Adds a symbol brought in by EXTENDS or INSTANCE. As in SANY, meeting
    /// the same symbol twice is fine; two different ones of the same kind
    /// and arity get a warning and the first is kept; otherwise it is an
    /// error.
    fn import(&mut self, sym: Rc<Symbol>, local: bool, span: Span) {
        let Some(existing) = self.lookup(&sym.name) else {
            self.add(sym, local);
            return;
        };
        if existing.same_origin(&sym) {
            if !local && !self.exports.contains_key(&sym.name) {
                self.exports.insert(sym.name.clone(), existing);
            }
            return;
        }
        let group = |k: &SymKind| match k {
            SymKind::Operator | SymKind::Function | SymKind::Recursive => 0,
            SymKind::Constant => 1,
            SymKind::Variable => 2,
            SymKind::Instance(_) => 3,
            SymKind::Theorem => 4,
            SymKind::Bound => 5,
        };
        if group(&existing.kind) != group(&sym.kind) || existing.arity != sym.arity {
            self.duplicate(span, &existing);
            return;
        }
        self.redeclared(span, &existing);
    }

    /// SANY's warning for a name bound twice to symbols of the same kind and
    /// arity; the first is kept.
    fn redeclared(&mut self, span: Span, existing: &Symbol) {
        let name = shown(&existing.name).to_string();
        let (file, at) = (existing.file, existing.span);
        let mut d = Diagnostic::warning(codes::DUPLICATE, self.file, span, format!("multiple definitions of `{name}`; the first one is used"));
        d.related.push(tla_diagnostics::Related { file, span: at, message: format!("`{name}` is first defined here") });
        self.res.diagnostics.push(d);
    }

    /// Binds a local name (bound variable, parameter, LET definition).
    fn bind(&mut self, sym: Rc<Symbol>) {
        if let Some(existing) = self.lookup(&sym.name) {
            if !matches!(existing.kind, SymKind::Recursive) || existing.file != sym.file {
                self.duplicate(sym.span, &existing);
            }
        }
        self.locals.push(sym);
    }

    fn bind_ident(&mut self, id: &Ident, level: u8) {
        let sym = self.new_symbol(id, SymKind::Bound, 0, vec![], level);
        self.bind(sym);
    }

    fn bind_decl(&mut self, d: &OpDecl, level: u8) {
        let sym = self.new_symbol(&d.name, SymKind::Bound, d.arity, vec![0; d.arity], level);
        self.bind(sym);
    }

    /// Binds a formal parameter of a definition or LAMBDA, a level
    /// parameter of its body.
    fn bind_param(&mut self, name: &Ident, arity: usize) -> (ParamId, usize) {
        let sym = self.new_symbol(name, SymKind::Bound, arity, vec![0; arity], CONSTANT);
        self.bind(sym);
        let id = ParamId::new(self.file, name.span);
        self.definition_params.insert(id);
        (id, arity)
    }

    // ------------------------------------------------------------ modules

    fn find_module(&mut self, name: &Ident) -> Option<Rc<ModuleInfo>> {
        let found = match self.nested.get(&name.name) {
            Some(m) => Some(m.clone()),
            None => {
                let dir = self.dir.clone();
                self.res.load_module(&name.name, dir.as_deref(), (self.file, name.span))
            }
        };
        if let Some(m) = &found {
            self.imports.insert(name.name.clone(), m.clone());
        }
        found
    }

    fn extend(&mut self, name: &Ident) {
        let Some(m) = self.find_module(name) else { return };
        let mut names: Vec<&String> = m.exports.keys().collect();
        names.sort();
        for n in names {
            self.import(m.exports[n].clone(), false, name.span);
        }
        for p in &m.parameters {
            if !self.parameters.iter().any(|q| q.same_origin(p)) {
                self.parameters.push(p.clone());
            }
        }
    }

    fn unit(&mut self, unit: &Unit) {
        match unit {
            Unit::Variables(ids) => {
                for id in ids {
                    let sym = self.new_symbol(id, SymKind::Variable, 0, vec![], STATE);
                    self.parameters.push(sym.clone());
                    self.define(sym, false, id.span);
                }
            }
            Unit::Constants(decls) => {
                for d in decls {
                    let sym = self.new_symbol(&d.name, SymKind::Constant, d.arity, vec![0; d.arity], CONSTANT);
                    self.parameters.push(sym.clone());
                    self.define(sym, false, d.name.span);
                }
            }
            Unit::Recursive(decls) => {
                for d in decls {
                    let sym = self.new_symbol(&d.name, SymKind::Recursive, d.arity, vec![], CONSTANT);
                    self.define(sym, false, d.name.span);
                }
            }
            Unit::Definition(def) => {
                let sym = self.definition(def, true);
                self.define(sym, def.local, def.name.span);
            }
            Unit::Instance(inst) => self.unnamed_instance(inst),
            Unit::Module(m) => {
                let file = self.file;
                let dir = self.dir.clone();
                let outer = Outer { scope: self.scope.clone(), parameters: self.parameters.clone(), nested: self.nested.clone() };
                let info = check_module(self.res, Rc::new((**m).clone()), file, dir, Some(outer));
                self.nested.insert(m.name.name.clone(), info);
            }
            Unit::Assume(a) => {
                // SANY's AssumeNode: the whole ASSUME is the place.
                let data = self.assumed(|c| c.expr(&a.body));
                let level = data.level;
                if level > CONSTANT {
                    let d = self.error(
                        codes::LEVEL,
                        a.span,
                        format!("level error: an ASSUME must be a constant formula (level 0), but this one has level {level}"),
                    );
                    d.label = Some(format!("{} formula", level_name(level)));
                }
                if let Some(name) = &a.name {
                    let sym = self.fact_symbol(name, data);
                    self.define(sym, false, name.span);
                }
            }
            Unit::Theorem(t) => {
                let data = self.statement(&t.body);
                if let Some(proof) = &t.proof {
                    self.proof_hides(proof);
                }
                if let Some(name) = &t.name {
                    let sym = self.fact_symbol(name, data);
                    self.define(sym, false, name.span);
                }
            }
            Unit::UseHide(uh) => self.hide_facts(uh),
            Unit::Separator(_) => {}
        }
    }

    /// The HIDE steps of a proof, at any depth (proofs are otherwise not
    /// checked yet).
    fn proof_hides(&mut self, proof: &Proof) {
        if let ProofKind::Steps(steps) = &proof.kind {
            for step in steps {
                if let StepKind::UseHide(uh) = &step.kind {
                    self.hide_facts(uh);
                }
                if let Some(p) = &step.proof {
                    self.proof_hides(p);
                }
            }
        }
    }

    /// A USE may name any formula as a fact (it is then proved), but SANY
    /// allows only the names of theorems, assumptions and steps (and
    /// modules) in a HIDE: `HIDE TRUE` or `HIDE Op` for a defined operator
    /// is an error.
    fn hide_facts(&mut self, uh: &UseHide) {
        if !uh.hide {
            return;
        }
        for fact in &uh.body.facts {
            let allowed = match &fact.kind {
                ExprKind::StepRef(_) | ExprKind::Num(_) | ExprKind::Decimal(_) | ExprKind::Str(_) => true,
                // A name in no scope here is a step's own or a module's.
                ExprKind::Name(segs) if segs.len() == 1 && segs[0].args.is_empty() => {
                    self.lookup(&segs[0].name.name).is_none_or(|sym| matches!(sym.kind, SymKind::Theorem))
                }
                ExprKind::Name(_) => true,
                _ => false,
            };
            if !allowed {
                let d =
                    self.error(codes::HIDE_FACT, fact.span, "the only expression allowed as a fact in a HIDE is the name of a theorem, assumption, or step");
                d.label = Some("not the name of a fact".into());
                d.help = Some("to stop using a definition, write `HIDE DEF Name`".into());
            }
        }
    }

    fn statement(&mut self, s: &Statement) -> LevelData {
        match s {
            Statement::Expr(e) => self.expr(e),
            Statement::AssumeProve(ap) => {
                self.assumed(|c| c.assume_prove(ap));
                LevelData::default()
            }
        }
    }

    /// The symbol of a named ASSUME or THEOREM: `I!Thm` through a
    /// parameterized INSTANCE limits the instance's arguments as the
    /// formula does.
    fn fact_symbol(&mut self, name: &Ident, body: LevelData) -> Rc<Symbol> {
        let sym = self.new_symbol(name, SymKind::Theorem, 0, vec![], CONSTANT);
        let mut sym = Rc::try_unwrap(sym).expect("a new symbol is not shared");
        sym.levels = Some(Rc::new(OpLevels::new(vec![], body)));
        Rc::new(sym)
    }

    /// Checks an ASSUME or an ASSUME/PROVE (`check`): the CONSTANTs it
    /// mentions may not be instantiated with temporal formulas (SANY,
    /// since 2009: an assumption about a constant is about a state or a
    /// pair of states, never a behaviour).
    fn assumed<T>(&mut self, check: impl FnOnce(&mut Self) -> T) -> T {
        let (level, deps) = self.traced(check);
        for name in deps.params {
            let constant = self.parameters.iter().any(|p| p.name == name && matches!(p.kind, SymKind::Constant));
            if constant {
                let most = self.max_substituted.entry(name).or_insert(ACTION);
                *most = (*most).min(ACTION);
            }
        }
        level
    }

    fn assume_prove(&mut self, ap: &AssumeProve) {
        let mark = self.locals.len();
        for a in &ap.assumptions {
            match a {
                Assumed::Expr(e) => {
                    self.expr(e);
                }
                Assumed::New(n) => {
                    if let Some(set) = &n.set {
                        self.expr(set);
                    }
                    let level = match n.kind {
                        "VARIABLE" | "STATE" => STATE,
                        "ACTION" => ACTION,
                        "TEMPORAL" => TEMPORAL,
                        _ => CONSTANT,
                    };
                    self.bind_decl(&n.decl, level);
                }
                Assumed::Nested(inner) => self.assume_prove(inner),
                Assumed::Definition(d) => {
                    let sym = self.definition(d, false);
                    self.bind(sym);
                }
            }
        }
        self.expr(&ap.goal);
        self.locals.truncate(mark);
    }

    /// Checks a definition (of the module, or of a LET) and returns its
    /// symbol (not yet in scope).
    fn definition(&mut self, def: &Definition, module_level: bool) -> Rc<Symbol> {
        let mark = self.locals.len();
        match &def.kind {
            DefKind::Operator { params, body } => {
                let ids = params.iter().map(|p| self.bind_param(&p.name, p.arity)).collect();
                let (data, deps) = if module_level { self.traced(|c| c.expr(body)) } else { (self.expr(body), LevelDeps::default()) };
                self.locals.truncate(mark);
                let arities = params.iter().map(|p| p.arity).collect();
                let sym = self.new_symbol(&def.name, SymKind::Operator, params.len(), arities, data.level);
                let levels = self.definition_levels(ids, data);
                with_levels(with_deps(sym, module_level.then_some(deps)), levels)
            }
            DefKind::Function { bounds, body } => {
                // The function may call itself in its body: a module-level
                // one as the module-level name it is (so that its uses are
                // recorded), a LET one as a local.
                let me = self.new_symbol(&def.name, SymKind::Function, 0, vec![], CONSTANT);
                let hidden = if module_level {
                    Some(self.scope.insert(def.name.name.clone(), me))
                } else {
                    self.locals.push(me);
                    None
                };
                let (data, deps) = if module_level { self.traced(|c| c.function(bounds, body)) } else { (self.function(bounds, body), LevelDeps::default()) };
                let level = data.level;
                self.locals.truncate(mark);
                match hidden {
                    Some(Some(before)) => _ = self.scope.insert(def.name.name.clone(), before),
                    Some(None) => _ = self.scope.remove(&def.name.name),
                    None => {}
                }
                let sym = self.new_symbol(&def.name, SymKind::Function, 0, vec![], level);
                with_levels(with_deps(sym, module_level.then_some(deps)), OpLevels::new(vec![], data))
            }
            DefKind::Instance { params, instance } => {
                let ids = params.iter().map(|p| self.bind_param(&p.name, p.arity)).collect();
                let checked = self.instance(instance);
                self.locals.truncate(mark);
                let arities = params.iter().map(|p| p.arity).collect();
                match checked {
                    Some(Instantiated { module, substituted, mut substitution, .. }) => {
                        substitution.params = ids;
                        let sym = self.new_symbol(&def.name, SymKind::Instance(module), params.len(), arities, CONSTANT);
                        let sym = with_deps(sym, Some(LevelDeps { substituted, ..LevelDeps::default() }));
                        with_substitution(sym, substitution)
                    }
                    None => self.new_symbol(&def.name, SymKind::Operator, params.len(), arities, CONSTANT),
                }
            }
        }
    }

    /// Checks `INSTANCE M WITH ...`.
    fn instance(&mut self, inst: &Instance) -> Option<Instantiated> {
        let m = self.find_module(&inst.module)?;
        let mut level = CONSTANT;
        let mut substituted = Vec::new();
        let mut subs = Vec::new();
        for sub in &inst.subs {
            let Some(param) = m.parameters.iter().find(|p| p.name == sub.name.name).cloned() else {
                let d = self.error(codes::INSTANCE, sub.name.span, format!("`{}` is not a CONSTANT or VARIABLE of module `{}`", shown(&sub.name.name), m.name));
                d.label = Some("cannot substitute this".into());
                continue;
            };
            let operand = self.argument(&sub.value, param.arity);
            let here = operand.data.level;
            subs.push(Sub { param: param_id(&param), variable: matches!(param.kind, SymKind::Variable), data: operand.data, op: operand.op });
            // SANY: in a module with variables, what is substituted for a
            // CONSTANT must be constant and for a VARIABLE at most a state
            // function (`WITH v <- y'` is refused).
            let most = if matches!(param.kind, SymKind::Variable) { STATE } else { CONSTANT };
            let constant_module = !m.parameters.iter().any(|p| matches!(p.kind, SymKind::Variable));
            if here > most && !constant_module {
                let d = self.error(
                    codes::LEVEL,
                    sub.value.span,
                    format!(
                        "level error in instantiating module `{}`: the level of the expression substituted for `{}` must be at most {most}",
                        m.name,
                        shown(&sub.name.name)
                    ),
                );
                d.label = Some(format!("{} expression", level_name(here)));
            }
            self.check_assumed_constant(&m, &param.name, here, sub.value.span);
            level = level.max(here);
            substituted.push((param.name.clone(), here));
        }
        // Parameters not substituted explicitly are substituted by the
        // symbol of the same name here.
        for p in &m.parameters {
            if inst.subs.iter().any(|s| s.name.name == p.name) {
                continue;
            }
            match self.lookup(&p.name) {
                Some(here) => {
                    let operand = self.symbol_operand(&here);
                    subs.push(Sub { param: param_id(p), variable: matches!(p.kind, SymKind::Variable), data: operand.data, op: operand.op });
                    self.check_assumed_constant(&m, &p.name, here.level, inst.module.span);
                    level = level.max(here.level);
                    substituted.push((p.name.clone(), here.level));
                }
                None => {
                    let what = p.describe();
                    let name = p.name.clone();
                    let d = self.error(
                        codes::INSTANCE,
                        inst.module.span,
                        format!("the {what} `{name}` of module `{}` is not substituted and `{name}` is not defined here", m.name),
                    );
                    d.help = Some(format!("declare `{name}` here or add `WITH {name} <- ...`"));
                }
            }
        }
        let constant_module = !m.parameters.iter().any(|p| matches!(p.kind, SymKind::Variable)) && m.exports.values().all(|s| s.level == CONSTANT);
        let substitution = Substitution { params: vec![], subs, constant_module };
        Some(Instantiated { module: m, level, substituted, substitution })
    }

    /// What an INSTANCE substitutes for `param`, of level `level`, must
    /// respect the bound `m`'s assumptions put on it (see
    /// `ModuleInfo::max_substituted`).
    fn check_assumed_constant(&mut self, m: &ModuleInfo, param: &str, level: u8, span: Span) {
        let Some(&bound) = m.max_substituted.get(param) else { return };
        if level <= bound {
            return;
        }
        let d = self.error(
            codes::LEVEL,
            span,
            format!("level error in instantiating module `{}`: the level of the expression substituted for `{}` must be at most {bound}", m.name, shown(param)),
        );
        d.label = Some(format!("{} expression", level_name(level)));
        d.help = Some(format!("`{}` appears in an ASSUME or an ASSUME/PROVE of module `{}`, so it cannot be a temporal formula", shown(param), m.name));
    }

    fn unnamed_instance(&mut self, inst: &Instance) {
        let Some(Instantiated { module: m, level, substituted, substitution }) = self.instance(inst) else { return };
        let params: Vec<String> = m.parameters.iter().map(|p| p.name.clone()).collect();
        let mut names: Vec<&String> = m.exports.keys().collect();
        names.sort();
        for name in names {
            if params.contains(name) {
                continue;
            }
            let sym = &m.exports[name];
            // Its level after the substitution: from the substituted
            // expressions it depends on, where that is known.
            let here = match &sym.deps {
                Some(d) if d.substituted.is_empty() => d.substituted_level(&substituted, sym.level),
                _ => level.max(sym.level),
            };
            let sym = if here != sym.level {
                Rc::new(Symbol {
                    name: sym.name.clone(),
                    kind: SymKind::Operator,
                    arity: sym.arity,
                    param_arities: sym.param_arities.clone(),
                    level: here,
                    file: sym.file,
                    span: sym.span,
                    deps: None,
                    levels: sym.levels.as_ref().map(|l| Rc::new(substitution.instantiate(l))),
                    substitution: None,
                })
            } else {
                sym.clone()
            };
            self.import(sym, inst.local, inst.module.span);
        }
    }

    // ------------------------------------------------------------ expressions

    /// Checks the bounds' sets, then binds their names; returns the facts
    /// of the sets (they count for the level of the whole, with no limit of
    /// their own). As in SANY, no set is in the scope of any of the names:
    /// `\A x \in S, y \in x : P` and `f[p \in P, n \in 0..p] == e` are
    /// "unknown operator" errors (write `\A x \in S : \A y \in x : P`).
    fn bounds(&mut self, bounds: &[Bound]) -> LevelData {
        let mut data = LevelData::default();
        let mark = self.binding.len();
        self.binding.extend(bounds.iter().flat_map(|b| b.pattern.idents()).map(|id| id.name.to_string()));
        for b in bounds {
            if let Some(set) = &b.set {
                let set = self.expr(set);
                data.join(&set);
            }
        }
        self.binding.truncate(mark);
        for b in bounds {
            for id in b.pattern.idents() {
                self.bind_ident(id, CONSTANT);
            }
        }
        data
    }

    fn exprs(&mut self, es: &[Expr]) -> Vec<LevelData> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    /// A construct that binds `bounds` around `parts`, which may have level
    /// at most `max` (`{e : x \in S}`, `\E x \in S : P`, ...).
    fn bound_construct(&mut self, what: &str, span: Span, bounds: &[Bound], parts: &[&Expr], max: u8) -> LevelData {
        let mark = self.locals.len();
        let ranges = self.bounds(bounds);
        let parts: Vec<LevelData> = parts.iter().map(|e| self.expr(e)).collect();
        self.locals.truncate(mark);
        let mut data = self.construct(what, span, max, &parts);
        data.join(&ranges);
        data
    }

    /// A built-in construct whose arguments may each have level at most
    /// `max` (SANY gives `{a, b}`, `<<a, b>>`, `f[a]`, ... the limit 2: they
    /// are values, not temporal formulas).
    fn construct(&mut self, what: &str, span: Span, max: u8, operands: &[LevelData]) -> LevelData {
        let mut too_high = Vec::new();
        let data = levels::construct(max, operands, &mut too_high);
        for i in too_high.into_iter().filter(|&i| !operands[i].incorrect) {
            self.argument_too_high(what, span, i, operands[i].level, max);
        }
        data
    }

    fn argument_too_high(&mut self, what: &str, span: Span, i: usize, level: u8, max: u8) {
        let d =
            self.error(codes::LEVEL, span, format!("level error in {what}: the level of argument {} exceeds the maximum level allowed by the operator", i + 1));
        d.label = Some(format!("argument {} is {}, but at most {} is allowed", i + 1, level_noun(level), level_noun(max)));
    }

    /// An argument for a parameter that takes `arity` arguments: an
    /// expression when 0, otherwise an operator (name, LAMBDA or symbol).
    fn argument(&mut self, e: &Expr, arity: usize) -> Operand {
        let none = Operand { data: LevelData::default(), op: None };
        if arity == 0 {
            return Operand { data: self.expr(e), op: None };
        }
        match &e.kind {
            ExprKind::Lambda { params, body } => {
                if params.len() != arity {
                    let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, found a LAMBDA of {}", arguments(arity), params.len()));
                    d.label = Some("wrong number of parameters".into());
                }
                let levels = self.expr_lambda(params, body);
                Operand { data: levels.own.clone(), op: Some(OpArg::Def(levels)) }
            }
            ExprKind::OpSymbol(op) => {
                let (takes, operand) = if precedence::is_builtin(&op.name) {
                    let takes =
                        if matches!(op.name.as_str(), "~" | "[]" | "<>" | "ENABLED" | "UNCHANGED" | "SUBSET" | "UNION" | "DOMAIN" | "'") { 1 } else { 2 };
                    (Some(takes), Operand { data: LevelData::default(), op: levels::builtin_op(&op.name).map(OpArg::Def) })
                } else {
                    match self.operator_named(op, None) {
                        Some(sym) => (Some(sym.arity), self.symbol_operand(&sym)),
                        None => (None, none),
                    }
                };
                if let Some(n) = takes.filter(|&n| n != arity) {
                    let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, but `{}` takes {n}", arguments(arity), shown(&op.name)));
                    d.label = Some("wrong arity".into());
                }
                operand
            }
            ExprKind::Name(segs) if segs.iter().all(|s| s.args.is_empty()) => {
                match self.resolve_path(segs, e.span) {
                    // A subexpression selector (`U!1!Op`) names what this
                    // pass does not resolve: its arity is not checked here.
                    Some(sym) if sym.name != segs.last().expect("a name has a segment").name.name => none,
                    Some(sym) => {
                        if sym.arity != arity && !matches!(sym.kind, SymKind::Instance(_)) {
                            let name = segs.last().unwrap().name.name.clone();
                            let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, but `{name}` takes {}", arguments(arity), sym.arity));
                            d.label = Some("wrong arity".into());
                        }
                        self.trace_reference(&sym);
                        self.symbol_operand(&sym)
                    }
                    None => none,
                }
            }
            _ => {
                let d = self.error(codes::ARITY, e.span, format!("expected an operator of {} here, not an expression", arguments(arity)));
                d.help = Some("pass an operator name or a LAMBDA".into());
                none
            }
        }
    }

    /// What naming `sym` bare, as an operator argument or as what an
    /// INSTANCE substitutes, gives.
    fn symbol_operand(&self, sym: &Symbol) -> Operand {
        let id = param_id(sym);
        let operator = sym.arity > 0;
        if self.is_level_param(sym) {
            return Operand { data: LevelData::param(id, sym.level), op: operator.then_some(OpArg::Param(id)) };
        }
        match &sym.levels {
            Some(l) => {
                let mut data = l.own.clone();
                data.level = sym.level;
                Operand { data, op: operator.then(|| OpArg::Def(l.clone())) }
            }
            None => Operand { data: LevelData::of_level(sym.level), op: None },
        }
    }

    /// A CONSTANT or VARIABLE, or a formal parameter of a definition.
    fn is_level_param(&self, sym: &Symbol) -> bool {
        match sym.kind {
            SymKind::Constant | SymKind::Variable => true,
            SymKind::Bound => self.definition_params.contains(&param_id(sym)),
            _ => false,
        }
    }

    fn expr_lambda(&mut self, params: &[Ident], body: &Expr) -> Rc<OpLevels> {
        let mark = self.locals.len();
        let ids = params.iter().map(|p| self.bind_param(p, 0)).collect();
        let data = self.expr(body);
        self.locals.truncate(mark);
        Rc::new(OpLevels::new(ids, data))
    }

    /// The levels of a definition of this module with parameters `params`
    /// and a body of facts `body`. A library module's operators keep
    /// every argument counting for their level: tlars' own definitions of
    /// them (`a + b == CHOOSE sum : FALSE`) do not show how they use
    /// their arguments.
    fn definition_levels(&self, params: Vec<(ParamId, usize)>, body: LevelData) -> OpLevels {
        let mut levels = OpLevels::new(params, body);
        if self.res.library_files.contains(&self.file) {
            levels.weights = vec![true; levels.weights.len()];
        }
        levels
    }

    /// A function definition `f[x \in S] == e`: its body may be anything.
    fn function(&mut self, bounds: &[Bound], body: &Expr) -> LevelData {
        let ranges = self.bounds(bounds);
        let body = self.expr(body);
        let mut data = levels::construct(TEMPORAL, &[body], &mut Vec::new());
        data.join(&ranges);
        data
    }

    /// Looks up an operator symbol such as `+`; reports it if undefined.
    fn operator_named(&mut self, op: &Ident, arity: Option<usize>) -> Option<Rc<Symbol>> {
        let Some(sym) = self.resolve(op) else {
            let name = shown(&op.name).to_string();
            let hint = defining_module(&op.name);
            let d = self.error(codes::UNDEFINED, op.span, format!("unknown operator `{name}`"));
            d.label = Some("not defined or imported".into());
            if let Some(m) = hint {
                d.help = Some(format!("`{name}` is defined in the standard module {m}: add `EXTENDS {m}`"));
            }
            return None;
        };
        if let Some(n) = arity {
            if sym.arity != n && !matches!(sym.kind, SymKind::Bound) {
                let name = shown(&op.name).to_string();
                let d = self.error(codes::ARITY, op.span, format!("operator `{name}` takes {}, not {n}", arguments(sym.arity)));
                d.label = Some("wrong number of arguments".into());
            }
        }
        Some(sym)
    }

    /// Resolves `A!B!C` (without checking arguments) to its last symbol.
    fn resolve_path(&mut self, segs: &[NameSeg], span: Span) -> Option<Rc<Symbol>> {
        let first = &segs[0].name;
        let Some(mut sym) = self.resolve(first) else {
            self.unknown(first);
            return None;
        };
        for seg in &segs[1..] {
            let SymKind::Instance(m) = &sym.kind else { return Some(sym) };
            let found = m.exports.get(&seg.name.name).cloned();
            match found {
                Some(next) => {
                    self.record(&seg.name, &next);
                    sym = next
                }
                None => {
                    let (mname, iname) = (m.name.clone(), first.name.clone());
                    let d = self.error(codes::UNDEFINED, seg.name.span, format!("`{}` is not defined in module `{mname}`", seg.name.name));
                    d.label = Some(format!("not found in `{iname}`"));
                    let _ = span;
                    return None;
                }
            }
        }
        Some(sym)
    }

    fn unknown(&mut self, id: &Ident) {
        let hint = defining_module(&id.name);
        let bound_beside = self.binding.iter().any(|b| *b == *id.name);
        let d = self.error(codes::UNDEFINED, id.span, format!("unknown identifier `{}`", id.name));
        d.label = Some("not defined, declared or imported".into());
        if let Some(m) = hint {
            d.help = Some(format!("`{}` is defined in the standard module {m}: add `EXTENDS {m}`", id.name));
        } else if bound_beside {
            d.label = Some(format!("`{}` is bound beside this set, so not in its scope", id.name));
            d.help = Some(
                "as in SANY, the sets of `\\A x \\in S, y \\in T` are read outside x and y: nest the quantifiers, `\\A x \\in S : \\A y \\in T : ...`".into(),
            );
        }
    }

    /// Checks the application of `sym` to `args` (the whole at `whole`).
    fn apply(&mut self, sym: &Symbol, name: &Ident, args: &[Expr], whole: Span) -> LevelData {
        self.trace_reference(sym);
        match self.operands(sym, name, args) {
            Ok(operands) => self.application(sym, shown(&name.name), operands, whole),
            Err(mut data) => {
                data.level = data.level.max(sym.level);
                data
            }
        }
    }

    /// The facts of the application of `sym` (named `name`) to `operands`,
    /// with its level errors reported.
    fn application(&mut self, sym: &Symbol, name: &str, operands: Vec<Operand>, whole: Span) -> LevelData {
        if self.is_level_param(sym) {
            let data: Vec<LevelData> = operands.into_iter().map(|o| o.data).collect();
            return levels::apply_declared(param_id(sym), sym.level, &data);
        }
        if matches!(sym.kind, SymKind::Bound) {
            // A bound variable or a NEW declaration.
            let mut data = LevelData::of_level(sym.level);
            for o in &operands {
                data.join(&o.data);
            }
            return data;
        }
        let levels = sym.levels.clone().unwrap_or_else(|| Rc::new(OpLevels::unconstrained(operands.len(), sym.level)));
        self.apply_levels(&levels, name, sym.level, &operands, whole)
    }

    /// The facts of applying an operator of levels `def` and own level
    /// `level`, named `name`, to `operands`; reports its level errors.
    fn apply_levels(&mut self, def: &OpLevels, name: &str, level: u8, operands: &[Operand], whole: Span) -> LevelData {
        let mut errors = Vec::new();
        let data = levels::apply(def, level, operands, &mut errors);
        let what = format!("applying operator `{name}`");
        // As SANY, no error on account of an argument or a definition
        // that has a level error of its own.
        let correct = |i: usize| !operands[i].data.incorrect;
        let def_correct = !def.own.incorrect;
        for e in errors {
            match e {
                ApplyError::Argument { i, max, via } => {
                    if via.map_or(def_correct, correct) && correct(i) {
                        self.argument_too_high(&what, whole, i, operands[i].data.level, max);
                    }
                }
                ApplyError::OpArgument { i, .. } if !def_correct || !correct(i) => {}
                ApplyError::OpArgument { i, k, level } => {
                    let d = self.error(
                        codes::LEVEL,
                        whole,
                        format!("level error in {what}: the permitted level of argument {} of the operator argument {} must be at least {level}", k + 1, i + 1),
                    );
                    d.label = Some(format!("argument {} must accept {}", i + 1, level_noun(level)));
                }
            }
        }
        data
    }

    /// Checks the arguments of an application of `sym` (their number, and
    /// that an operator parameter is given an operator); given the wrong
    /// number, the facts of the arguments checked as expressions.
    fn operands(&mut self, sym: &Symbol, name: &Ident, args: &[Expr]) -> Result<Vec<Operand>, LevelData> {
        let joined = |c: &mut Self| {
            let mut data = LevelData::default();
            for d in c.exprs(args) {
                data.join(&d);
            }
            data
        };
        if matches!(sym.kind, SymKind::Bound) && sym.arity == 0 && !args.is_empty() {
            let d = self.error(codes::ARITY, name.span, format!("`{}` is not an operator: it takes no arguments", name.name));
            d.help = Some("to apply a function write `f[x]`".into());
            return Err(joined(self));
        }
        if args.len() != sym.arity {
            let what = if args.is_empty() {
                format!("operator `{}` requires {}", shown(&name.name), arguments(sym.arity))
            } else {
                format!(
                    "operator `{}` takes {}, but {} given",
                    shown(&name.name),
                    arguments(sym.arity),
                    if args.len() == 1 { "1 was".to_string() } else { format!("{} were", args.len()) }
                )
            };
            let d = self.error(codes::ARITY, name.span, what);
            d.label = Some("wrong number of arguments".into());
            return Err(joined(self));
        }
        let mut operands = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let arity = match sym.param_arities.get(i) {
                Some(&n) => n,
                // Unknown (a RECURSIVE declaration): an operator name passed
                // bare is taken as an operator argument.
                None => match &a.kind {
                    ExprKind::Name(segs) if segs.len() == 1 && segs[0].args.is_empty() => self.lookup(&segs[0].name.name).map(|s| s.arity).unwrap_or(0),
                    _ => 0,
                },
            };
            operands.push(self.argument(a, arity));
        }
        Ok(operands)
    }

    fn name(&mut self, segs: &[NameSeg], span: Span) -> LevelData {
        let first = &segs[0];
        let Some(mut sym) = self.resolve(&first.name) else {
            self.unknown(&first.name);
            let mut data = LevelData::default();
            for s in segs {
                for d in self.exprs(&s.args) {
                    data.join(&d);
                }
            }
            return data;
        };
        if segs.len() == 1 {
            return self.apply(&sym.clone(), &first.name, &first.args, span);
        }
        let mut current = first;
        // What the last instance on the path substitutes.
        let mut substituted: Option<Rc<LevelDeps>> = None;
        // The instances on the path, and the arguments given along it
        // (None once their number is wrong somewhere).
        let mut instances: Vec<Rc<Symbol>> = Vec::new();
        let mut given: Result<Vec<Operand>, LevelData> = Ok(Vec::new());
        for (k, seg) in segs.iter().enumerate().skip(1) {
            let SymKind::Instance(m) = &sym.kind else {
                // A subexpression selector (`Op!1`, `Op(F, 2)!lab`): the
                // definition's own arguments are checked as in an
                // application (an operator parameter takes an operator).
                if !current.args.is_empty() {
                    let here = self.operands(&sym.clone(), &current.name, &current.args);
                    add_operands(&mut given, here);
                }
                let mut data = joined_operands(given);
                for s in &segs[k..] {
                    for d in self.exprs(&s.args) {
                        data.join(&d);
                    }
                }
                // The level is the selected part's own (`N!1` of
                // `N == [A]_v` is A's), not the definition's; a part not
                // found raises no level error.
                data.level = data.level.max(self.selected_level(&sym, &segs[k..]).unwrap_or(CONSTANT));
                return data;
            };
            let m = m.clone();
            self.trace_reference(&sym);
            let here = self.operands(&sym.clone(), &current.name, &current.args);
            add_operands(&mut given, here);
            instances.push(sym.clone());
            substituted = sym.deps.clone();
            match m.exports.get(&seg.name.name).cloned() {
                Some(next) => {
                    self.record(&seg.name, &next);
                    sym = next
                }
                None => {
                    let d = self.error(codes::UNDEFINED, seg.name.span, format!("`{}` is not defined in module `{}`", seg.name.name, m.name));
                    d.label = Some(format!("not found through `{}`", current.name.name));
                    return joined_operands(given);
                }
            }
            current = seg;
        }
        // The definition's level with the instance's substitutions (Specifying
        // Systems 17.8): `I!Ops` with `Ops == [key : Keys]` and `Keys <- {"k1"}`
        // is constant.
        let own = match (&sym.deps, &substituted) {
            (Some(d), Some(i)) if d.substituted.is_empty() => d.substituted_level(&i.substituted, sym.level),
            _ => sym.level,
        };
        self.fixed_level(own);
        let here = self.operands(&sym.clone(), &current.name, &current.args);
        add_operands(&mut given, here);
        let operands = match given {
            Ok(operands) => operands,
            Err(mut data) => {
                data.level = data.level.max(own);
                return data;
            }
        };
        let levels = instantiated(&instances, &sym).unwrap_or_else(|| Rc::new(OpLevels::unconstrained(operands.len(), own)));
        let name = segs.iter().map(|s| shown(&s.name.name)).collect::<Vec<_>>().join("!");
        self.apply_levels(&levels, &name, own, &operands, span)
    }

    /// The level of the part of definition `sym` that the selectors `path`
    /// name, if it can be found: the names bound around it count as
    /// constants (their values, given as selector arguments, are checked
    /// by the caller).
    fn selected_level(&mut self, sym: &Symbol, path: &[NameSeg]) -> Option<u8> {
        let module = self.module_of(sym.file)?;
        let e = module.units.iter().find_map(|u| match u {
            Unit::Definition(Definition { name, kind: DefKind::Operator { body, .. }, .. }) if name.span == sym.span => Some(body),
            Unit::Assume(Assumption { name: Some(name), body, .. }) if name.span == sym.span => Some(body),
            _ => None,
        })?;
        if let Err(bad) = tla_syntax::select::check(e, path) {
            self.error(codes::SELECTOR, bad.span, format!("subexpression selector: {}", bad.message));
            return None;
        }
        let e = tla_syntax::select::select(e, path)?;
        // Names bound inside the definition are not in scope here: the
        // errors about them are dropped.
        let (reported, level_errors) = (self.res.diagnostics.len(), self.level_errors);
        let recording = std::mem::replace(&mut self.recording, false);
        let level = self.expr(&e).level;
        self.recording = recording;
        self.res.diagnostics.truncate(reported);
        self.level_errors = level_errors;
        Some(level)
    }

    /// The module, checked or being checked, of the file `file`.
    fn module_of(&self, file: FileId) -> Option<Rc<Module>> {
        if file == self.file {
            return Some(self.ast.clone());
        }
        let mut seen = std::collections::HashSet::new();
        let mut todo: Vec<Rc<ModuleInfo>> = self.imports.values().cloned().collect();
        while let Some(m) = todo.pop() {
            if m.file == file {
                return Some(m.ast.clone());
            }
            if seen.insert(m.file) {
                todo.extend(m.imports.values().cloned());
            }
        }
        None
    }

    fn level_error(&mut self, span: Span, message: &str, label: &str) {
        let d = self.error(codes::LEVEL, span, format!("level error: {message}"));
        d.label = Some(label.to_string());
    }

    fn op_app(&mut self, op: &Ident, args: &[Expr], whole: Span) -> LevelData {
        if !precedence::is_builtin(&op.name) {
            let operands: Vec<Operand> = args.iter().map(|a| Operand { data: self.expr(a), op: None }).collect();
            return match self.operator_named(op, Some(args.len())) {
                Some(sym) if sym.arity == args.len() => {
                    self.trace_reference(&sym);
                    self.application(&sym, shown(&op.name), operands, whole)
                }
                found => {
                    let mut data = LevelData::of_level(found.map_or(CONSTANT, |s| s.level));
                    for o in &operands {
                        data.join(&o.data);
                    }
                    data
                }
            };
        }
        let operands: Vec<LevelData> = args.iter().map(|a| self.expr(a)).collect();
        let (level, reported) = self.builtin_level(op, &operands, args, whole);
        let Some((_, max, weights)) = levels::builtin_levels(&op.name) else {
            let mut data = LevelData::of_level(level);
            for o in &operands {
                data.join(o);
            }
            return data;
        };
        // (`A \X B \X C` and the like take more arguments than the table.)
        let n = operands.len();
        let max: Vec<u8> = (0..n).map(|i| max[i.min(max.len() - 1)]).collect();
        let weights: Vec<bool> = (0..n).map(|i| weights[i.min(weights.len() - 1)]).collect();
        let def = OpLevels::builtin(level, &max, &weights);
        let operands: Vec<Operand> = operands.into_iter().map(|data| Operand { data, op: None }).collect();
        if reported {
            levels::apply(&def, level, &operands, &mut Vec::new())
        } else {
            self.apply_levels(&def, shown(&op.name), level, &operands, whole)
        }
    }

    /// The level of the built-in operator `op` applied to `operands`, with
    /// the level errors it has its own words for; says whether it is one
    /// of those (their other errors are the same ones).
    fn builtin_level(&mut self, op: &Ident, operands: &[LevelData], args: &[Expr], whole: Span) -> (u8, bool) {
        let levels: Vec<u8> = operands.iter().map(|d| d.level).collect();
        let max = levels.iter().copied().max().unwrap_or(CONSTANT);
        let level = match op.name.as_str() {
            // As SANY's table of built-in operators gives them, the level of
            // `e'` and `UNCHANGED e` is 2 and that of `ENABLED A` is 1
            // whatever their operand's (`N'` of a constant is an action).
            "'" => {
                if max >= ACTION {
                    self.level_error(whole, "only a constant or state expression can be primed", "this is already an action or temporal formula");
                }
                self.fixed_level(ACTION)
            }
            "UNCHANGED" => {
                if max >= ACTION {
                    self.level_error(whole, "UNCHANGED needs a state expression", "this is an action or temporal formula");
                }
                self.fixed_level(ACTION)
            }
            "ENABLED" => {
                if max >= TEMPORAL {
                    self.level_error(whole, "ENABLED needs an action, not a temporal formula", "temporal formula");
                }
                self.fixed_level(STATE)
            }
            "[]" | "<>" => {
                let boxed = matches!(args[0].kind, ExprKind::BoxAction(..) | ExprKind::AngleAction(..));
                if max == ACTION && !boxed {
                    let (op_name, form) = if op.name == "[]" { ("[]", "[A]_v") } else { ("<>", "<<A>>_v") };
                    self.level_error(whole, &format!("`{op_name}` applied to an action: it must be written `{op_name}{form}`"), "action-level formula");
                }
                self.fixed_level(TEMPORAL)
            }
            "~>" | "-+->" => {
                if levels.contains(&ACTION) {
                    self.level_error(whole, &format!("the operands of `{}` cannot be actions", op.name), "action-level operand");
                }
                self.fixed_level(TEMPORAL)
            }
            "\\cdot" => {
                if max >= TEMPORAL {
                    self.level_error(whole, "`\\cdot` composes actions, not temporal formulas", "temporal operand");
                }
                self.fixed_level(ACTION)
            }
            _ => return (max, false),
        };
        (level, true)
    }

    pub(crate) fn expr(&mut self, e: &Expr) -> LevelData {
        let before = self.level_errors;
        let mut data = self.expr_facts(e);
        data.incorrect |= self.level_errors > before;
        data
    }

    fn expr_facts(&mut self, e: &Expr) -> LevelData {
        let span = e.span;
        match &e.kind {
            ExprKind::Name(segs) => self.name(segs, span),
            ExprKind::OpApp { op, args } => self.op_app(op, args, span),
            ExprKind::OpSymbol(op) => {
                if !precedence::is_builtin(&op.name) {
                    self.operator_named(op, None);
                }
                LevelData::default()
            }
            ExprKind::Num(_)
            | ExprKind::Decimal(_)
            | ExprKind::Str(_)
            | ExprKind::Bool(_)
            | ExprKind::BooleanSet
            | ExprKind::StringSet
            | ExprKind::At
            | ExprKind::StepRef(_)
            | ExprKind::Error => LevelData::default(),
            ExprKind::Times(es) => {
                let parts = self.exprs(es);
                self.construct("the Cartesian product", span, ACTION, &parts)
            }
            ExprKind::SetEnum(es) => {
                let parts = self.exprs(es);
                self.construct("the set enumeration `{...}`", span, ACTION, &parts)
            }
            ExprKind::Tuple(es) => {
                let parts = self.exprs(es);
                self.construct("the tuple `<<...>>`", span, ACTION, &parts)
            }
            ExprKind::FnApp(f, args) => {
                let f = self.expr(f);
                let mut parts = self.exprs(args);
                // `f[a, b]` applies f to the tuple `<<a, b>>`.
                if parts.len() > 1 {
                    let tuple = self.construct("the tuple `<<...>>`", span, ACTION, &parts);
                    parts = vec![tuple];
                }
                parts.insert(0, f);
                self.construct("the function application `f[...]`", span, ACTION, &parts)
            }
            ExprKind::Field(r, _) => {
                let r = self.expr(r);
                self.construct("the record field selection `r.f`", span, ACTION, &[r])
            }
            ExprKind::SetFilter(bound, pred) => self.bound_construct("the set `{x \\in S : P}`", span, std::slice::from_ref(bound), &[pred], ACTION),
            ExprKind::SetMap(body, bounds) => self.bound_construct("the set `{e : x \\in S}`", span, bounds, &[body], ACTION),
            ExprKind::FnCons(bounds, body) | ExprKind::Forall(bounds, body) | ExprKind::Exists(bounds, body) => {
                self.bound_construct("the quantifier", span, bounds, &[body], TEMPORAL)
            }
            ExprKind::Choose(bound, body) => self.bound_construct("the CHOOSE", span, std::slice::from_ref(bound), &[body], ACTION),
            ExprKind::Record(fields) | ExprKind::RecordSet(fields) => {
                // SANY: a field may appear once in `[a |-> 1, ...]` and `[a : S, ...]`.
                for (i, (name, _)) in fields.iter().enumerate() {
                    if let Some((first, _)) = fields[..i].iter().find(|(f, _)| f.name == name.name) {
                        let (at, file) = (first.span, self.file);
                        let d = self.error(codes::DUPLICATE_FIELD, name.span, format!("non-unique fields in constructor: `{}` appears twice", name.name));
                        d.label = Some("the field again".into());
                        d.related.push(tla_diagnostics::Related { file, span: at, message: "first given here".into() });
                    }
                }
                let parts: Vec<LevelData> = fields.iter().map(|(_, v)| self.expr(v)).collect();
                if matches!(e.kind, ExprKind::Record(_)) {
                    self.construct("the record", span, TEMPORAL, &parts)
                } else {
                    self.construct("the set of records `[f : S]`", span, ACTION, &parts)
                }
            }
            ExprKind::FnSet(a, b) => {
                let parts = [self.expr(a), self.expr(b)];
                self.construct("the function set `[S -> T]`", span, ACTION, &parts)
            }
            ExprKind::Except(f, specs) => {
                let mut parts = vec![self.expr(f)];
                for spec in specs {
                    let mut part = LevelData::default();
                    for p in &spec.path {
                        if let ExceptPath::Index(ix) = p {
                            let ix = self.exprs(ix);
                            part.join(&self.construct("the EXCEPT", span, ACTION, &ix));
                        }
                    }
                    part.join(&self.expr(&spec.value));
                    parts.push(part);
                }
                self.construct("the EXCEPT", span, ACTION, &parts)
            }
            ExprKind::TemporalQuant { vars, body, .. } => {
                let mark = self.locals.len();
                for v in vars {
                    self.bind_ident(v, STATE);
                }
                let body = self.expr(body);
                self.locals.truncate(mark);
                let level = self.fixed_level(TEMPORAL);
                levels::apply(&OpLevels::builtin(level, &[TEMPORAL], &[false]), level, &[Operand { data: body, op: None }], &mut Vec::new())
            }
            ExprKind::If(c, t, f) => {
                let parts = [self.expr(c), self.expr(t), self.expr(f)];
                self.construct("the IF", span, TEMPORAL, &parts)
            }
            ExprKind::Case { arms, other } => {
                let mut parts = Vec::new();
                for (g, v) in arms {
                    parts.push(self.expr(g));
                    parts.push(self.expr(v));
                }
                if let Some(o) = other {
                    parts.push(self.expr(o));
                }
                self.construct("the CASE", span, TEMPORAL, &parts)
            }
            ExprKind::Let { defs, body } => self.let_in(defs, body),
            ExprKind::Junction { items, .. } => {
                let parts = self.exprs(items);
                self.construct("the list", span, TEMPORAL, &parts)
            }
            ExprKind::Lambda { params, body } => self.expr_lambda(params, body).own.clone(),
            ExprKind::Label { body, .. } => self.expr(body),
            ExprKind::BoxAction(a, v) | ExprKind::AngleAction(a, v) => {
                let (la, lv) = (self.expr(a), self.expr(v));
                if la.level >= TEMPORAL {
                    self.level_error(a.span, "`[A]_v` and `<<A>>_v` need an action, not a temporal formula", "temporal formula");
                }
                if lv.level >= ACTION {
                    self.level_error(v.span, "the subscript of an action must be a state expression", "not a state expression");
                }
                let level = self.fixed_level(ACTION);
                let operands = [Operand { data: la, op: None }, Operand { data: lv, op: None }];
                levels::apply(&OpLevels::builtin(level, &[ACTION, STATE], &[false, false]), level, &operands, &mut Vec::new())
            }
            ExprKind::Fairness { sub, action, .. } => {
                let (lv, la) = (self.expr(sub), self.expr(action));
                if lv.level >= ACTION {
                    self.level_error(sub.span, "the subscript of WF_/SF_ must be a state expression", "not a state expression");
                }
                if la.level >= TEMPORAL {
                    self.level_error(action.span, "WF_ and SF_ need an action, not a temporal formula", "temporal formula");
                }
                let level = self.fixed_level(TEMPORAL);
                let operands = [Operand { data: lv, op: None }, Operand { data: la, op: None }];
                levels::apply(&OpLevels::builtin(level, &[STATE, ACTION], &[false, false]), level, &operands, &mut Vec::new())
            }
        }
    }

    /// `LET defs IN body`: the body's facts, and the constraints the
    /// definitions put on the parameters around them.
    fn let_in(&mut self, defs: &[Unit], body: &Expr) -> LevelData {
        let mark = self.locals.len();
        let mut defined = Vec::new();
        for d in defs {
            match d {
                Unit::Definition(def) => {
                    let sym = self.definition(def, false);
                    defined.push(sym.clone());
                    self.bind(sym);
                }
                Unit::Recursive(decls) => {
                    for d in decls {
                        let sym = self.new_symbol(&d.name, SymKind::Recursive, d.arity, vec![], CONSTANT);
                        self.bind(sym);
                    }
                }
                _ => {}
            }
        }
        let mut data = self.expr(body);
        self.locals.truncate(mark);
        for sym in defined {
            let Some(l) = &sym.levels else { continue };
            let own: Vec<ParamId> = l.params.iter().map(|(p, _)| *p).collect();
            for (&p, &level) in &l.own.constraints {
                data.constrain(p, level);
            }
            for (&(op, i), &level) in &l.own.arg_constraints {
                data.constrain_arg(op, i, level);
            }
            for ap in l.own.arg_params.iter().filter(|ap| !own.contains(&ap.op) && !own.contains(&ap.param)) {
                data.add_arg_param(*ap);
            }
        }
        data
    }
}

/// The level of an expression as a noun, for a label.
fn level_noun(level: u8) -> &'static str {
    match level {
        CONSTANT => "a constant",
        STATE => "a state expression",
        ACTION => "an action",
        _ => "a temporal formula",
    }
}

fn param_id(sym: &Symbol) -> ParamId {
    ParamId::new(sym.file, sym.span)
}

/// Adds the arguments of one more step of a path `I(a)!Op(b)`.
fn add_operands(given: &mut Result<Vec<Operand>, LevelData>, here: Result<Vec<Operand>, LevelData>) {
    match (&mut *given, here) {
        (Ok(all), Ok(more)) => all.extend(more),
        (Ok(all), Err(mut data)) => {
            for o in all.iter() {
                data.join(&o.data);
            }
            *given = Err(data);
        }
        (Err(data), Ok(more)) => {
            for o in &more {
                data.join(&o.data);
            }
        }
        (Err(data), Err(more)) => data.join(&more),
    }
}

fn joined_operands(given: Result<Vec<Operand>, LevelData>) -> LevelData {
    match given {
        Ok(all) => {
            let mut data = LevelData::default();
            for o in &all {
                data.join(&o.data);
            }
            data
        }
        Err(data) => data,
    }
}

/// The levels of `I!J!Op`: those of Op with the substitutions of the
/// instances on the path made, innermost first (each puts its own
/// parameters before the others).
fn instantiated(instances: &[Rc<Symbol>], sym: &Symbol) -> Option<Rc<OpLevels>> {
    let mut levels = sym.levels.clone()?;
    for inst in instances.iter().rev() {
        levels = Rc::new(inst.substitution.as_ref()?.instantiate(&levels));
    }
    Some(levels)
}

/// What `instance` found of an INSTANCE.
struct Instantiated {
    module: Rc<ModuleInfo>,
    /// The highest level of the substituted values, and the level of each.
    level: u8,
    substituted: Vec<(String, u8)>,
    substitution: Substitution,
}

/// `sym` with the levels of its definition.
fn with_levels(sym: Rc<Symbol>, levels: OpLevels) -> Rc<Symbol> {
    match Rc::try_unwrap(sym) {
        Ok(mut s) => {
            s.levels = Some(Rc::new(levels));
            Rc::new(s)
        }
        Err(shared) => shared,
    }
}

/// An instance `sym` with what it substitutes.
fn with_substitution(sym: Rc<Symbol>, substitution: Substitution) -> Rc<Symbol> {
    match Rc::try_unwrap(sym) {
        Ok(mut s) => {
            s.substitution = Some(Rc::new(substitution));
            Rc::new(s)
        }
        Err(shared) => shared,
    }
}

/// How SANY's level numbers read in a message.
fn level_name(level: u8) -> &'static str {
    match level {
        CONSTANT => "a constant",
        STATE => "a state",
        ACTION => "an action",
        _ => "a temporal",
    }
}

/// `sym` with what its level is made of.
fn with_deps(sym: Rc<Symbol>, deps: Option<LevelDeps>) -> Rc<Symbol> {
    match (Rc::try_unwrap(sym), deps) {
        (Ok(mut s), deps) => {
            s.deps = deps.map(Rc::new);
            Rc::new(s)
        }
        (Err(shared), _) => shared,
    }
}
