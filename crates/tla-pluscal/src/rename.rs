//! Names made unique as the translator makes them (its `PcalSymTab` and
//! `PcalFixIDs`): every label, procedure, process and variable goes into
//! one table with the context it is declared in (a process's or
//! procedure's name, or none); names that clash get a suffix, `_` then the
//! letters of their context, then their kind's number, until unique.
//! Global variables keep their names; the others are taken in order of
//! kind (labels, procedures, processes, process variables, procedure
//! variables, parameters) and then of declaration. Each change is reported
//! in a comment at the top of the translation, and the algorithm is
//! rewritten with the new names (expressions keep their layout, see
//! [`crate::texpr`]).

use crate::ast::*;
use crate::explode::ExplodeError;
use crate::texpr::substitute_all;
use crate::token::{Kind, Token};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum SymKind {
    Global = 0,
    Label = 1,
    Procedure = 2,
    Process = 3,
    ProcessVar = 4,
    ProcedureVar = 5,
    Parameter = 6,
}

impl SymKind {
    const ALL: [SymKind; 7] =
        [SymKind::Global, SymKind::Label, SymKind::Procedure, SymKind::Process, SymKind::ProcessVar, SymKind::ProcedureVar, SymKind::Parameter];

    /// The translator's words for the kind, in messages.
    fn name(self) -> &'static str {
        match self {
            SymKind::Global => "Global variable",
            SymKind::Label => "Label",
            SymKind::Procedure => "Procedure",
            SymKind::Process => "Process",
            SymKind::ProcessVar => "Process variable",
            SymKind::ProcedureVar => "Procedure variable",
            SymKind::Parameter => "Parameter",
        }
    }

    fn is_variable(self) -> bool {
        matches!(self, SymKind::Global | SymKind::ProcessVar | SymKind::ProcedureVar | SymKind::Parameter)
    }
}

#[derive(Clone, Debug)]
struct Symbol {
    kind: SymKind,
    id: String,
    /// The process or procedure it is declared in ("" for none).
    context: String,
    /// "process", "procedure" or "" (for messages).
    context_kind: &'static str,
    pos: Pos,
    use_this: String,
}

/// The translator's symbol table.
#[derive(Default)]
struct Table {
    symbols: Vec<Symbol>,
    errors: Vec<String>,
}

impl Table {
    fn find(&self, kind: SymKind, id: &str, context: &str) -> Option<&Symbol> {
        self.symbols.iter().find(|s| s.kind == kind && s.id == id && s.context == context)
    }

    fn find_any(&self, id: &str, context: &str) -> Option<&Symbol> {
        self.symbols.iter().find(|s| s.id == id && s.context == context)
    }

    /// Adds a symbol unless it is there already (a variable may not share
    /// a global's name, nor any name of its context).
    fn insert(&mut self, kind: SymKind, id: &str, context: &str, context_kind: &'static str, pos: Pos) -> bool {
        let taken = match kind {
            SymKind::ProcedureVar | SymKind::ProcessVar | SymKind::Parameter => {
                self.find(SymKind::Global, id, "").is_some() || self.find_any(id, context).is_some()
            }
            _ => self.find(kind, id, context).is_some(),
        };
        if taken {
            return false;
        }
        self.symbols.push(Symbol { kind, id: id.into(), context: context.into(), context_kind, pos, use_this: id.into() });
        true
    }

    fn insert_or_report(&mut self, kind: SymKind, id: &str, context: &str, context_kind: &'static str, pos: Pos) {
        if !self.insert(kind, id, context, context_kind, pos) {
            self.errors.push(format!("{} {id} redefined at line {}, column {}", kind.name(), pos.line, pos.col));
        }
    }

    fn labels(&mut self, stmts: &[Stmt], context: &str, context_kind: &'static str) {
        walk(stmts, &mut |s| {
            if let Some(l) = &s.label {
                // (The translator places a label at the statement it labels.)
                if !self.insert(SymKind::Label, &l.name, context, context_kind, s.pos) {
                    self.errors.push(format!("Label {} redefined at line {}, column {}", l.name, s.pos.line, s.pos.col));
                }
            }
        });
    }

    fn ambiguous(&self, name: &str) -> bool {
        self.symbols.iter().filter(|s| s.use_this == name).count() > 1
    }

    /// Gives each symbol a unique name; the report's comment lines.
    fn disambiguate(&mut self) -> Vec<String> {
        let mut report = Vec::new();
        for kind in SymKind::ALL {
            for i in 0..self.symbols.len() {
                if self.symbols[i].kind != kind {
                    continue;
                }
                let context: Vec<char> = self.symbols[i].context.chars().collect();
                let mut name = self.symbols[i].id.clone();
                self.symbols[i].use_this = name.clone();
                let mut suffix = 0;
                while kind != SymKind::Global && self.ambiguous(&name) {
                    suffix += 1;
                    if suffix == 1 {
                        name.push('_');
                    } else if suffix > context.len() + 1 {
                        name.push_str(&(kind as u8).to_string());
                    } else {
                        name.push(context[suffix - 2]);
                    }
                    self.symbols[i].use_this = name.clone();
                }
                let s = &self.symbols[i];
                if s.id != s.use_this {
                    let of = if s.context.is_empty() { String::new() } else { format!(" of {} {}", s.context_kind, s.context) };
                    report.push(format!("\\* {} {}{of} at line {} col {} changed to {}", kind.name(), s.id, s.pos.line, s.pos.col, s.use_this));
                }
            }
        }
        report
    }

    fn use_this(&self, kind: SymKind, id: &str, context: &str) -> String {
        self.find(kind, id, context).map_or_else(|| id.to_string(), |s| s.use_this.clone())
    }

    /// The name a variable is read by in `context` (the translator's
    /// `UseThisVar`: the first symbol of that name in the context, if it
    /// is a variable).
    fn use_this_var(&self, id: &str, context: &str) -> String {
        match self.find_any(id, context) {
            Some(s) if s.kind.is_variable() => s.use_this.clone(),
            _ => id.to_string(),
        }
    }
}

/// The algorithm with its names made unique, and the comments that
/// report each change. Names declared twice are the translator's errors.
pub fn disambiguate(alg: &Algorithm) -> Result<(Algorithm, Vec<String>), ExplodeError> {
    let mut t = Table::default();
    t.insert(SymKind::Global, "pc", "", "", Pos::default());
    if !alg.procedures.is_empty() {
        t.insert(SymKind::Global, "stack", "", "", Pos::default());
    }
    for v in &alg.variables {
        t.insert_or_report(SymKind::Global, &v.name, "", "process", v.pos);
    }
    for p in &alg.procedures {
        if t.symbols.iter().any(|s| s.kind == SymKind::Procedure && s.id == p.name) {
            t.errors.push(format!("Procedure {} redefined at line {}, column {}", p.name, p.pos.line, p.pos.col));
        }
        t.insert(SymKind::Procedure, &p.name, "", "procedure", p.pos);
        for v in &p.variables {
            t.insert_or_report(SymKind::ProcedureVar, &v.name, &p.name, "procedure", v.pos);
        }
        for v in &p.params {
            t.insert_or_report(SymKind::Parameter, &v.name, &p.name, "procedure", v.pos);
        }
        t.labels(&p.body, &p.name, "procedure");
    }
    match &alg.body {
        Body::Uniprocess(stmts) => t.labels(stmts, "", ""),
        Body::Multiprocess(ps) => {
            for p in ps {
                if t.symbols.iter().any(|s| s.kind == SymKind::Process && s.id == p.name) {
                    t.errors.push(format!("Process {} redefined at line {}, column {}", p.name, p.pos.line, p.pos.col));
                }
                t.insert(SymKind::Process, &p.name, "", "process", p.pos);
                for v in &p.variables {
                    t.insert_or_report(SymKind::ProcessVar, &v.name, &p.name, "process", v.pos);
                }
                t.labels(&p.body, &p.name, "process");
            }
        }
    }
    if let Some(first) = t.errors.first() {
        return Err(ExplodeError { message: t.errors.join("\n"), pos: first_error_pos(first) });
    }
    // A goto must name a label of its own process or procedure.
    let mut contexts: Vec<(&[Stmt], &str)> = alg.procedures.iter().map(|p| (p.body.as_slice(), p.name.as_str())).collect();
    match &alg.body {
        Body::Uniprocess(stmts) => contexts.push((stmts, "")),
        Body::Multiprocess(ps) => contexts.extend(ps.iter().map(|p| (p.body.as_slice(), p.name.as_str()))),
    }
    for (stmts, context) in contexts {
        if let Some(s) = unknown_goto(stmts, &t, context) {
            let StmtKind::Goto(l) = &s.kind else { continue };
            return Err(ExplodeError { message: format!("goto to non-existent label `{l}' at line {}, column {}", s.pos.line, s.pos.col), pos: s.pos });
        }
    }
    let report = t.disambiguate();
    let fix = Fix { t: &t };
    let variables = alg.variables.iter().map(|v| fix.decl(v, "")).collect();
    let procedures = alg
        .procedures
        .iter()
        .map(|p| Procedure {
            name: t.use_this(SymKind::Procedure, &p.name, ""),
            params: p.params.iter().map(|v| fix.decl(v, &p.name)).collect(),
            variables: p.variables.iter().map(|v| fix.decl(v, &p.name)).collect(),
            body: fix.stmts(&p.body, &p.name),
            ..p.clone()
        })
        .collect();
    let body = match &alg.body {
        Body::Uniprocess(stmts) => Body::Uniprocess(fix.stmts(stmts, "")),
        Body::Multiprocess(ps) => Body::Multiprocess(
            ps.iter()
                .map(|p| Process {
                    name: t.use_this(SymKind::Process, &p.name, ""),
                    variables: p.variables.iter().map(|v| fix.decl(v, &p.name)).collect(),
                    body: fix.stmts(&p.body, &p.name),
                    ..p.clone()
                })
                .collect(),
        ),
    };
    Ok((Algorithm { variables, procedures, body, ..alg.clone() }, report))
}

/// A `goto` to a label that `context` does not have.
/// (The `goto` right after a `call` is part of the call to the
/// translator, which neither checks nor renames its label.)
fn unknown_goto<'a>(stmts: &'a [Stmt], t: &Table, context: &str) -> Option<&'a Stmt> {
    stmts.iter().enumerate().find_map(|(i, s)| match &s.kind {
        StmtKind::Goto(l) if l != "Done" && !after_call(stmts, i) && t.find(SymKind::Label, l, context).is_none() => Some(s),
        StmtKind::If { then, otherwise, .. } => unknown_goto(then, t, context).or_else(|| unknown_goto(otherwise, t, context)),
        StmtKind::Either(bs) => bs.iter().find_map(|b| unknown_goto(b, t, context)),
        StmtKind::While { body, .. } | StmtKind::With { body, .. } => unknown_goto(body, t, context),
        _ => None,
    })
}

/// Whether `stmts[i]` is a `goto` that ends a `call` (`call P(); goto L`).
fn after_call(stmts: &[Stmt], i: usize) -> bool {
    i > 0 && stmts[i].label.is_none() && matches!(stmts[i].kind, StmtKind::Goto(_)) && matches!(stmts[i - 1].kind, StmtKind::Call { .. })
}

/// The place named at the end of a "... at line L, column C" message.
fn first_error_pos(message: &str) -> Pos {
    let num = |key: &str| message.rsplit(key).next().and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()).unwrap_or(0);
    Pos { line: num("line "), col: num("column ") }
}

/// Rewrites the algorithm's names as the table says.
struct Fix<'a> {
    t: &'a Table,
}

impl Fix<'_> {
    fn expr(&self, e: &Expr, context: &str) -> Expr {
        let mut names: Vec<String> = Vec::new();
        let mut values: Vec<Expr> = Vec::new();
        for tok in &e.tokens {
            if tok.kind != Kind::Ident || names.contains(&tok.text) {
                continue;
            }
            let new = self.t.use_this_var(&tok.text, context);
            if new != tok.text {
                names.push(tok.text.clone());
                values.push(Expr { tokens: vec![Token { text: new, ..tok.clone() }] });
            }
        }
        if names.is_empty() {
            e.clone()
        } else {
            substitute_all(e, &names, &values, false)
        }
    }

    fn decl(&self, v: &VarDecl, context: &str) -> VarDecl {
        VarDecl { name: self.t.use_this_var(&v.name, context), value: v.value.as_ref().map(|e| self.expr(e, context)), ..v.clone() }
    }

    fn stmts(&self, stmts: &[Stmt], context: &str) -> Vec<Stmt> {
        stmts.iter().enumerate().map(|(i, s)| if after_call(stmts, i) { s.clone() } else { self.stmt(s, context) }).collect()
    }

    fn stmt(&self, s: &Stmt, context: &str) -> Stmt {
        let e = |x: &Expr| self.expr(x, context);
        let kind = match &s.kind {
            StmtKind::Assign(a) => StmtKind::Assign(
                a.iter().map(|x| Assignment { var: self.t.use_this_var(&x.var, context), sub: e(&x.sub), value: e(&x.value), pos: x.pos }).collect(),
            ),
            StmtKind::If { cond, then, otherwise } => {
                StmtKind::If { cond: e(cond), then: self.stmts(then, context), otherwise: self.stmts(otherwise, context) }
            }
            StmtKind::Either(bs) => StmtKind::Either(bs.iter().map(|b| self.stmts(b, context)).collect()),
            StmtKind::While { cond, body } => StmtKind::While { cond: e(cond), body: self.stmts(body, context) },
            // (The bound variables keep their names, as in the translator.)
            StmtKind::With { decls, body } => StmtKind::With {
                decls: decls.iter().map(|d| VarDecl { value: d.value.as_ref().map(e), ..d.clone() }).collect(),
                body: self.stmts(body, context),
            },
            StmtKind::Await(x) => StmtKind::Await(e(x)),
            StmtKind::Print(x) => StmtKind::Print(e(x)),
            StmtKind::Assert(x) => StmtKind::Assert(e(x)),
            StmtKind::Goto(l) => StmtKind::Goto(self.t.use_this(SymKind::Label, l, context)),
            // (The translator looks a called procedure up in the caller's
            // context, where procedures are not: a renamed procedure's
            // calls keep its old name.)
            StmtKind::Call { procedure, args } => {
                StmtKind::Call { procedure: self.t.use_this(SymKind::Procedure, procedure, context), args: args.iter().map(e).collect() }
            }
            other => other.clone(),
        };
        let label = s.label.as_ref().map(|l| Label { name: self.t.use_this(SymKind::Label, &l.name, context), ..l.clone() });
        Stmt { label, kind, ..s.clone() }
    }
}
