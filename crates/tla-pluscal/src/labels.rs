//! The labels the translator requires, and those it adds: a body's first
//! statement, every `while`, what follows a `call`, `return` or `goto`,
//! what follows an `if` or `either` that holds a label or one of those,
//! and an assignment to a variable the step has already assigned. A
//! missing label is named `Lbl_1`, `Lbl_2`, ... (skipping names in use);
//! it is an error unless the algorithm is one process without any label
//! of its own (or the `label` option is given). The rules, with their
//! quirks around `with`, are the translator's `InnerAddLabels`.

use crate::ast::*;
use crate::explode::ExplodeError;
use std::collections::HashSet;

type LResult<T> = Result<T, ExplodeError>;

/// The algorithm with the labels it needs added, or the translator's
/// error naming where labels are missing.
pub fn add_labels(alg: &Algorithm) -> LResult<Algorithm> {
    let mut all = HashSet::new();
    let mut user_labels = false;
    let bodies: Vec<&[Stmt]> = match &alg.body {
        Body::Uniprocess(b) => vec![b.as_slice()],
        Body::Multiprocess(ps) => ps.iter().map(|p| p.body.as_slice()).collect(),
    };
    for b in bodies.into_iter().chain(alg.procedures.iter().map(|p| p.body.as_slice())) {
        collect_labels(b, &mut all)?;
    }
    if !all.is_empty() {
        user_labels = true;
    }
    let procedure_vars: Vec<String> = alg.procedures.iter().flat_map(|p| p.params.iter().chain(&p.variables)).map(|v| v.name.clone()).collect();
    let options = crate::Options::of(alg);
    let mut l = Labeler { next: 1, all, added: Vec::new(), current_procedure: None, procedure_vars, root: options.label_root.clone() };
    let mut out = alg.clone();
    // (The last procedure stays the current one afterwards, as in the
    // translator: a uniprocess body calling it counts as recursive.)
    let label_procedures = |l: &mut Labeler, out: &mut Algorithm| -> LResult<()> {
        for p in &mut out.procedures {
            l.current_procedure = Some(p.name.clone());
            l.seq(&mut p.body, true, false, &HashSet::new())?;
        }
        Ok(())
    };
    // The translator labels procedures first in a uniprocess algorithm,
    // processes first otherwise (which decides the numbers).
    match &mut out.body {
        Body::Uniprocess(_) => {
            label_procedures(&mut l, &mut out)?;
            if let Body::Uniprocess(b) = &mut out.body {
                l.seq(b, true, false, &HashSet::new())?;
            }
        }
        Body::Multiprocess(ps) => {
            for p in ps.iter_mut() {
                l.seq(&mut p.body, true, false, &HashSet::new())?;
            }
            label_procedures(&mut l, &mut out)?;
        }
    }
    let allowed = options.label || (matches!(alg.body, Body::Uniprocess(_)) && !user_labels);
    if !l.added.is_empty() && !allowed {
        let (head, tail) = if l.added.len() == 1 { ("label", "location") } else { ("labels", "locations") };
        let places: Vec<String> = l.added.iter().map(|(_, at)| format!("     {at}")).collect();
        return Err(ExplodeError { message: format!("Missing {head} at the following {tail}:\n{}.", places.join("\n")), pos: l.added[0].0 });
    }
    Ok(out)
}

/// The labels written, into `out`; `Done` and `Error` may not be labels
/// (they are where a process or procedure ends up).
fn collect_labels(stmts: &[Stmt], out: &mut HashSet<String>) -> LResult<()> {
    let mut reserved = None;
    walk(stmts, &mut |s| {
        if let Some(l) = &s.label {
            if (l.name == "Done" || l.name == "Error") && reserved.is_none() {
                reserved = Some(l.clone());
            }
            out.insert(l.name.clone());
        }
    });
    match reserved {
        Some(l) => Err(ExplodeError { message: format!("Cannot use `{}' as a label.\n    line {}, column {}.", l.name, l.pos.line, l.pos.col), pos: l.pos }),
        None => Ok(()),
    }
}

struct Labeler {
    next: usize,
    /// Every label written in the algorithm (added ones skip them).
    all: HashSet<String>,
    /// Where labels were added, and the place as the translator words it.
    added: Vec<(Pos, String)>,
    current_procedure: Option<String>,
    /// Every procedure's parameters and variables (what a return or a
    /// recursive call sets).
    procedure_vars: Vec<String>,
    /// What added labels are named with a number after.
    root: String,
}

type Vars = HashSet<String>;

fn error(message: &str, s: &Stmt) -> ExplodeError {
    ExplodeError { message: format!("{message}\n    at {}", s.location()), pos: s.pos }
}

impl Labeler {
    fn needs_label(&mut self, s: &mut Stmt) {
        if s.label.is_some() {
            return;
        }
        let mut name = format!("{}{}", self.root, self.next);
        self.next += 1;
        while self.all.contains(&name) {
            name = format!("{}{}", self.root, self.next);
            self.next += 1;
        }
        self.added.push((s.pos, s.location()));
        s.label = Some(Label { name, modifier: None, pos: s.pos });
    }

    /// Labels `stmts`; returns whether the statement after them must be
    /// labelled, and leaves in `out` the variables the step has assigned
    /// at their end.
    fn seq(&mut self, stmts: &mut [Stmt], first_labelled: bool, in_with: bool, assigned_before: &Vars) -> LResult<(bool, Vars)> {
        let mut out = assigned_before.clone();
        let mut next_needs = first_labelled;
        let mut had = false;
        let mut i = 0;
        while i < stmts.len() {
            if stmts[i].label.is_some() {
                had = true;
                out.clear();
                if in_with {
                    return Err(error("Label in `with' statement", &stmts[i]));
                }
            }
            if next_needs {
                if in_with {
                    return Err(error("Statement follows `call' or `return' inside a `with' statement.", &stmts[i]));
                }
                self.needs_label(&mut stmts[i]);
                next_needs = false;
                had = true;
                out.clear();
            }
            // `call P(); return` and `call P(); goto L` are one statement
            // to the translator.
            let combined = matches!(stmts[i].kind, StmtKind::Call { .. })
                && stmts.get(i + 1).is_some_and(|n| n.label.is_none() && matches!(n.kind, StmtKind::Return | StmtKind::Goto(_)));
            let then_returns = combined && matches!(stmts[i + 1].kind, StmtKind::Return);
            if in_with && matches!(stmts[i].kind, StmtKind::While { .. }) {
                return Err(error("`while' inside a `with' statement", &stmts[i]));
            }
            let s = &mut stmts[i];
            match &mut s.kind {
                StmtKind::If { then, otherwise, .. } => {
                    let (nt, t) = self.seq(then, false, in_with, &out)?;
                    let (ne, e) = self.seq(otherwise, false, in_with, &out)?;
                    next_needs = ne || nt;
                    out = t.union(&e).cloned().collect();
                }
                StmtKind::Either(bs) => {
                    let mut all = Vars::new();
                    for b in bs.iter_mut() {
                        let (n, o) = self.seq(b, false, in_with, &out)?;
                        next_needs = n || next_needs;
                        all.extend(o);
                    }
                    out = all;
                }
                StmtKind::While { body, .. } => {
                    let mut body = std::mem::take(body);
                    self.needs_label(s);
                    had = true;
                    out.clear();
                    self.seq(&mut body, false, false, &out)?;
                    if let StmtKind::While { body: b, .. } = &mut s.kind {
                        *b = body;
                    }
                    next_needs = false;
                }
                StmtKind::With { body, .. } => {
                    let inner_before = if in_with { assigned_before.clone() } else { Vars::new() };
                    let mut body = std::mem::take(body);
                    let (n, w) = self.seq(&mut body, false, true, &inner_before)?;
                    if let StmtKind::With { body: b, .. } = &mut s.kind {
                        *b = body;
                    }
                    next_needs = n;
                    out = w;
                    // (The translator tests the variables assigned before
                    // the sequence, not those before the `with`.)
                    if !in_with && !assigned_before.is_disjoint(&out) {
                        self.needs_label(s);
                        had = true;
                        out.clear();
                    }
                }
                StmtKind::Assign(assigns) => {
                    let vars: Vars = assigns.iter().map(|a| a.var.clone()).collect();
                    if out.is_disjoint(&vars) {
                        out.extend(vars);
                    } else {
                        if in_with {
                            return Err(error("Second assignment to same variable inside a `with' statement", s));
                        }
                        self.needs_label(s);
                        had = true;
                        out = vars;
                    }
                    next_needs = false;
                }
                StmtKind::Call { procedure, .. } => {
                    let recursive = self.current_procedure.as_deref() == Some(procedure.as_str());
                    self.call_or_return(s, recursive || then_returns, in_with, &mut out, &mut had)?;
                    next_needs = true;
                }
                StmtKind::Return => {
                    self.call_or_return(s, true, in_with, &mut out, &mut had)?;
                    next_needs = true;
                }
                StmtKind::Goto(_) => next_needs = true,
                _ => next_needs = false,
            }
            i += if combined { 2 } else { 1 };
        }
        Ok((had || next_needs, out))
    }

    /// A call or return sets `stack`, and (returning, or calling the
    /// procedure it is in) every procedure's variables.
    fn call_or_return(&mut self, s: &mut Stmt, sets_procedure_vars: bool, in_with: bool, out: &mut Vars, had: &mut bool) -> LResult<()> {
        let mut vars: Vars = ["stack".to_string()].into_iter().collect();
        if sets_procedure_vars {
            vars.extend(self.procedure_vars.iter().cloned());
        }
        if out.is_disjoint(&vars) {
            out.extend(vars);
        } else {
            if in_with {
                return Err(error("Call or return makes second assignment to a variable inside a `with' statement", s));
            }
            self.needs_label(s);
            *had = true;
            *out = vars;
        }
        Ok(())
    }
}
