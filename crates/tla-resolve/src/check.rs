//! Checking one module: its units in order, with the names each may use.

use crate::codes;
use crate::scope::{LevelDeps, ModuleInfo, Scope, SymKind, Symbol, ACTION, CONSTANT, STATE, TEMPORAL};
use crate::Resolver;
use std::collections::HashMap;
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
        nested: outer.nested,
        imports: HashMap::new(),
        references: HashMap::new(),
        max_substituted: HashMap::new(),
        recording: true,
        trace: None,
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
        Rc::new(Symbol { name: name.name.clone(), kind, arity, param_arities, level, file: self.file, span: name.span, deps: None })
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
    fn traced(&mut self, check: impl FnOnce(&mut Self) -> u8) -> (u8, LevelDeps) {
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
                let level = self.assumed(|c| c.expr(&a.body));
                if level > CONSTANT {
                    let d = self.error(
                        codes::LEVEL,
                        a.span,
                        format!("level error: an ASSUME must be a constant formula (level 0), but this one has level {level}"),
                    );
                    d.label = Some(format!("{} formula", level_name(level)));
                }
                if let Some(name) = &a.name {
                    let sym = self.new_symbol(name, SymKind::Theorem, 0, vec![], CONSTANT);
                    self.define(sym, false, name.span);
                }
            }
            Unit::Theorem(t) => {
                self.statement(&t.body);
                if let Some(proof) = &t.proof {
                    self.proof_hides(proof);
                }
                if let Some(name) = &t.name {
                    let sym = self.new_symbol(name, SymKind::Theorem, 0, vec![], CONSTANT);
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

    fn statement(&mut self, s: &Statement) {
        match s {
            Statement::Expr(e) => {
                self.expr(e);
            }
            Statement::AssumeProve(ap) => {
                self.assumed(|c| {
                    c.assume_prove(ap);
                    CONSTANT
                });
            }
        }
    }

    /// Checks an ASSUME or an ASSUME/PROVE (`check`): the CONSTANTs it
    /// mentions may not be instantiated with temporal formulas (SANY,
    /// since 2009: an assumption about a constant is about a state or a
    /// pair of states, never a behaviour).
    fn assumed(&mut self, check: impl FnOnce(&mut Self) -> u8) -> u8 {
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
                for p in params {
                    self.bind_decl(p, CONSTANT);
                }
                let (level, deps) = if module_level { self.traced(|c| c.expr(body)) } else { (self.expr(body), LevelDeps::default()) };
                self.locals.truncate(mark);
                let arities = params.iter().map(|p| p.arity).collect();
                let sym = self.new_symbol(&def.name, SymKind::Operator, params.len(), arities, level);
                with_deps(sym, module_level.then_some(deps))
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
                let (level, deps) = if module_level {
                    self.traced(|c| c.bounds(bounds).max(c.expr(body)))
                } else {
                    (self.bounds(bounds).max(self.expr(body)), LevelDeps::default())
                };
                self.locals.truncate(mark);
                match hidden {
                    Some(Some(before)) => _ = self.scope.insert(def.name.name.clone(), before),
                    Some(None) => _ = self.scope.remove(&def.name.name),
                    None => {}
                }
                let sym = self.new_symbol(&def.name, SymKind::Function, 0, vec![], level);
                with_deps(sym, module_level.then_some(deps))
            }
            DefKind::Instance { params, instance } => {
                for p in params {
                    self.bind_decl(p, CONSTANT);
                }
                let checked = self.instance(instance);
                self.locals.truncate(mark);
                let arities = params.iter().map(|p| p.arity).collect();
                match checked {
                    Some((m, _, substituted)) => {
                        let sym = self.new_symbol(&def.name, SymKind::Instance(m), params.len(), arities, CONSTANT);
                        with_deps(sym, Some(LevelDeps { substituted, ..LevelDeps::default() }))
                    }
                    None => self.new_symbol(&def.name, SymKind::Operator, params.len(), arities, CONSTANT),
                }
            }
        }
    }

    /// Checks `INSTANCE M WITH ...`; returns M, the highest level of the
    /// substituted values and the level of each.
    fn instance(&mut self, inst: &Instance) -> Option<(Rc<ModuleInfo>, u8, Vec<(String, u8)>)> {
        let m = self.find_module(&inst.module)?;
        let mut level = CONSTANT;
        let mut substituted = Vec::new();
        for sub in &inst.subs {
            let Some(param) = m.parameters.iter().find(|p| p.name == sub.name.name).cloned() else {
                let d = self.error(codes::INSTANCE, sub.name.span, format!("`{}` is not a CONSTANT or VARIABLE of module `{}`", shown(&sub.name.name), m.name));
                d.label = Some("cannot substitute this".into());
                continue;
            };
            let here = self.argument(&sub.value, param.arity);
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
        Some((m, level, substituted))
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
        let Some((m, level, substituted)) = self.instance(inst) else { return };
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
                })
            } else {
                sym.clone()
            };
            self.import(sym, inst.local, inst.module.span);
        }
    }

    // ------------------------------------------------------------ expressions

    /// Checks the bounds in order (each set in the scope of the names before
    /// it) and binds their names; returns the highest level of the sets.
    fn bounds(&mut self, bounds: &[Bound]) -> u8 {
        let mut level = CONSTANT;
        for b in bounds {
            if let Some(set) = &b.set {
                level = level.max(self.expr(set));
            }
            for id in b.pattern.idents() {
                self.bind_ident(id, CONSTANT);
            }
        }
        level
    }

    fn exprs(&mut self, es: &[Expr]) -> u8 {
        es.iter().map(|e| self.expr(e)).max().unwrap_or(CONSTANT)
    }

    /// An argument for a parameter that takes `arity` arguments: an
    /// expression when 0, otherwise an operator (name, LAMBDA or symbol).
    fn argument(&mut self, e: &Expr, arity: usize) -> u8 {
        if arity == 0 {
            return self.expr(e);
        }
        match &e.kind {
            ExprKind::Lambda { params, body } => {
                if params.len() != arity {
                    let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, found a LAMBDA of {}", arguments(arity), params.len()));
                    d.label = Some("wrong number of parameters".into());
                }
                self.expr_lambda(params, body)
            }
            ExprKind::OpSymbol(op) => {
                let takes = if precedence::is_builtin(&op.name) {
                    Some(if matches!(op.name.as_str(), "~" | "[]" | "<>" | "ENABLED" | "UNCHANGED" | "SUBSET" | "UNION" | "DOMAIN" | "'") { 1 } else { 2 })
                } else {
                    self.operator_named(op, None).map(|s| s.arity)
                };
                if let Some(n) = takes.filter(|&n| n != arity) {
                    let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, but `{}` takes {n}", arguments(arity), shown(&op.name)));
                    d.label = Some("wrong arity".into());
                }
                CONSTANT
            }
            ExprKind::Name(segs) if segs.iter().all(|s| s.args.is_empty()) => {
                match self.resolve_path(segs, e.span) {
                    // A subexpression selector (`U!1!Op`) names what this
                    // pass does not resolve: its arity is not checked here.
                    Some(sym) if sym.name != segs.last().expect("a name has a segment").name.name => CONSTANT,
                    Some(sym) => {
                        if sym.arity != arity && !matches!(sym.kind, SymKind::Instance(_)) {
                            let name = segs.last().unwrap().name.name.clone();
                            let d = self.error(codes::ARITY, e.span, format!("expected an operator of {}, but `{name}` takes {}", arguments(arity), sym.arity));
                            d.label = Some("wrong arity".into());
                        }
                        self.trace_reference(&sym);
                        sym.level
                    }
                    None => CONSTANT,
                }
            }
            _ => {
                let d = self.error(codes::ARITY, e.span, format!("expected an operator of {} here, not an expression", arguments(arity)));
                d.help = Some("pass an operator name or a LAMBDA".into());
                CONSTANT
            }
        }
    }

    fn expr_lambda(&mut self, params: &[Ident], body: &Expr) -> u8 {
        let mark = self.locals.len();
        for p in params {
            self.bind_ident(p, CONSTANT);
        }
        let level = self.expr(body);
        self.locals.truncate(mark);
        level
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
        let d = self.error(codes::UNDEFINED, id.span, format!("unknown identifier `{}`", id.name));
        d.label = Some("not defined, declared or imported".into());
        if let Some(m) = hint {
            d.help = Some(format!("`{}` is defined in the standard module {m}: add `EXTENDS {m}`", id.name));
        }
    }

    /// Checks the arguments given to `sym` at `span`.
    fn apply(&mut self, sym: &Symbol, name: &Ident, args: &[Expr]) -> u8 {
        self.trace_reference(sym);
        sym.level.max(self.arguments_level(sym, name, args))
    }

    /// Checks the arguments of an application of `sym` (their number, and
    /// that an operator parameter is given an operator) and returns their
    /// level.
    fn arguments_level(&mut self, sym: &Symbol, name: &Ident, args: &[Expr]) -> u8 {
        let mut level = CONSTANT;
        if matches!(sym.kind, SymKind::Bound) && sym.arity == 0 && !args.is_empty() {
            let d = self.error(codes::ARITY, name.span, format!("`{}` is not an operator: it takes no arguments", name.name));
            d.help = Some("to apply a function write `f[x]`".into());
            return level.max(self.exprs(args));
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
            return level.max(self.exprs(args));
        }
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
            level = level.max(self.argument(a, arity));
        }
        level
    }

    fn name(&mut self, segs: &[NameSeg], span: Span) -> u8 {
        let first = &segs[0];
        let Some(mut sym) = self.resolve(&first.name) else {
            self.unknown(&first.name);
            let mut level = CONSTANT;
            for s in segs {
                level = level.max(self.exprs(&s.args));
            }
            return level;
        };
        if segs.len() == 1 {
            return self.apply(&sym.clone(), &first.name, &first.args);
        }
        let mut level = CONSTANT;
        let mut current = first;
        // What the last instance on the path substitutes.
        let mut substituted: Option<Rc<LevelDeps>> = None;
        for (k, seg) in segs.iter().enumerate().skip(1) {
            let SymKind::Instance(m) = &sym.kind else {
                // A subexpression selector (`Op!1`, `Op(F, 2)!lab`): the
                // definition's own arguments are checked as in an
                // application (an operator parameter takes an operator).
                if !current.args.is_empty() {
                    level = level.max(self.arguments_level(&sym.clone(), &current.name, &current.args));
                }
                for s in &segs[k..] {
                    level = level.max(self.exprs(&s.args));
                }
                // The level is the selected part's own (`N!1` of
                // `N == [A]_v` is A's), not the definition's; a part not
                // found raises no level error.
                return level.max(self.selected_level(&sym, &segs[k..]).unwrap_or(CONSTANT));
            };
            let m = m.clone();
            level = level.max(self.apply(&sym.clone(), &current.name, &current.args));
            substituted = sym.deps.clone();
            match m.exports.get(&seg.name.name).cloned() {
                Some(next) => {
                    self.record(&seg.name, &next);
                    sym = next
                }
                None => {
                    let d = self.error(codes::UNDEFINED, seg.name.span, format!("`{}` is not defined in module `{}`", seg.name.name, m.name));
                    d.label = Some(format!("not found through `{}`", current.name.name));
                    let _ = span;
                    return level;
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
        level.max(own).max(self.arguments_level(&sym.clone(), &current.name, &current.args))
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
        let reported = self.res.diagnostics.len();
        let recording = std::mem::replace(&mut self.recording, false);
        let level = self.expr(&e);
        self.recording = recording;
        self.res.diagnostics.truncate(reported);
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

    fn op_app(&mut self, op: &Ident, args: &[Expr], whole: Span) -> u8 {
        if !precedence::is_builtin(&op.name) {
            let levels: Vec<u8> = args.iter().map(|a| self.expr(a)).collect();
            let max = levels.into_iter().max().unwrap_or(CONSTANT);
            return match self.operator_named(op, Some(args.len())) {
                Some(sym) => {
                    self.trace_reference(&sym);
                    sym.level.max(max)
                }
                None => max,
            };
        }
        let levels: Vec<u8> = args.iter().map(|a| self.expr(a)).collect();
        let max = levels.iter().copied().max().unwrap_or(CONSTANT);
        match op.name.as_str() {
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
            _ => max,
        }
    }

    pub(crate) fn expr(&mut self, e: &Expr) -> u8 {
        match &e.kind {
            ExprKind::Name(segs) => self.name(segs, e.span),
            ExprKind::OpApp { op, args } => self.op_app(op, args, e.span),
            ExprKind::OpSymbol(op) => {
                if !precedence::is_builtin(&op.name) {
                    self.operator_named(op, None);
                }
                CONSTANT
            }
            ExprKind::Num(_)
            | ExprKind::Decimal(_)
            | ExprKind::Str(_)
            | ExprKind::Bool(_)
            | ExprKind::BooleanSet
            | ExprKind::StringSet
            | ExprKind::At
            | ExprKind::StepRef(_)
            | ExprKind::Error => CONSTANT,
            ExprKind::Times(es) | ExprKind::SetEnum(es) | ExprKind::Tuple(es) => self.exprs(es),
            ExprKind::FnApp(f, args) => self.expr(f).max(self.exprs(args)),
            ExprKind::Field(r, _) => self.expr(r),
            ExprKind::SetFilter(bound, pred) => {
                let mark = self.locals.len();
                let level = self.bounds(std::slice::from_ref(bound)).max(self.expr(pred));
                self.locals.truncate(mark);
                level
            }
            ExprKind::SetMap(body, bounds) | ExprKind::FnCons(bounds, body) | ExprKind::Forall(bounds, body) | ExprKind::Exists(bounds, body) => {
                let mark = self.locals.len();
                let level = self.bounds(bounds).max(self.expr(body));
                self.locals.truncate(mark);
                level
            }
            ExprKind::Choose(bound, body) => {
                let mark = self.locals.len();
                let level = self.bounds(std::slice::from_ref(bound)).max(self.expr(body));
                self.locals.truncate(mark);
                level
            }
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
                fields.iter().map(|(_, v)| self.expr(v)).max().unwrap_or(CONSTANT)
            }
            ExprKind::FnSet(a, b) => self.expr(a).max(self.expr(b)),
            ExprKind::Except(f, specs) => {
                let mut level = self.expr(f);
                for spec in specs {
                    for p in &spec.path {
                        if let ExceptPath::Index(ix) = p {
                            level = level.max(self.exprs(ix));
                        }
                    }
                    level = level.max(self.expr(&spec.value));
                }
                level
            }
            ExprKind::TemporalQuant { vars, body, .. } => {
                let mark = self.locals.len();
                for v in vars {
                    self.bind_ident(v, STATE);
                }
                self.expr(body);
                self.locals.truncate(mark);
                self.fixed_level(TEMPORAL)
            }
            ExprKind::If(c, t, f) => self.expr(c).max(self.expr(t)).max(self.expr(f)),
            ExprKind::Case { arms, other } => {
                let mut level = CONSTANT;
                for (g, v) in arms {
                    level = level.max(self.expr(g)).max(self.expr(v));
                }
                if let Some(o) = other {
                    level = level.max(self.expr(o));
                }
                level
            }
            ExprKind::Let { defs, body } => {
                let mark = self.locals.len();
                for d in defs {
                    match d {
                        Unit::Definition(def) => {
                            let sym = self.definition(def, false);
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
                let level = self.expr(body);
                self.locals.truncate(mark);
                level
            }
            ExprKind::Junction { items, .. } => self.exprs(items),
            ExprKind::Lambda { params, body } => self.expr_lambda(params, body),
            ExprKind::Label { body, .. } => self.expr(body),
            ExprKind::BoxAction(a, v) | ExprKind::AngleAction(a, v) => {
                let la = self.expr(a);
                let lv = self.expr(v);
                if la >= TEMPORAL {
                    self.level_error(a.span, "`[A]_v` and `<<A>>_v` need an action, not a temporal formula", "temporal formula");
                }
                if lv >= ACTION {
                    self.level_error(v.span, "the subscript of an action must be a state expression", "not a state expression");
                }
                self.fixed_level(ACTION)
            }
            ExprKind::Fairness { sub, action, .. } => {
                let lv = self.expr(sub);
                let la = self.expr(action);
                if lv >= ACTION {
                    self.level_error(sub.span, "the subscript of WF_/SF_ must be a state expression", "not a state expression");
                }
                if la >= TEMPORAL {
                    self.level_error(action.span, "WF_ and SF_ need an action, not a temporal formula", "temporal formula");
                }
                self.fixed_level(TEMPORAL)
            }
        }
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
