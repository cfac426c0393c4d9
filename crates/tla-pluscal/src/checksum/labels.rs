//! The labels the translator adds where the algorithm needs one and has
//! none (its `AddLabelsToStmtSeq`): the first statement of a body, a
//! `while`, a statement after a `call`, `return` or `goto` or after an
//! `if`/`either` holding a label, call or return, a second assignment to
//! a variable in one step, and a `with` assigning what the step assigned
//! before it. They are named `Lbl_1`, `Lbl_2`, ... (the `labelRoot`
//! option changes `Lbl_`), skipping names the algorithm uses, numbered in
//! the order the translator visits the bodies: a multiprocess algorithm's
//! processes then procedures, a uniprocess algorithm's procedures then
//! its body.
//!
//! The translator accepts added labels only in a uniprocess algorithm
//! without labels of its own, or with its `label` option; elsewhere they
//! are its "Missing label" error.

use crate::ast::*;
use std::collections::HashSet;

/// A label added: its name and the translator's words for where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddedLabel {
    pub name: String,
    pub location: String,
}

/// The algorithm with the translator's labels added, and which.
pub struct Labelled {
    pub alg: Algorithm,
    pub added: Vec<AddedLabel>,
}

/// The translator's error about a statement where its label rules cannot
/// be met (a label inside a `with`, ...), with the statement's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelError {
    pub message: String,
    pub pos: Pos,
}

type LResult<T> = Result<T, LabelError>;

/// Adds the translator's labels to a macro-expanded algorithm.
pub fn add_labels(alg: &Algorithm) -> LResult<Labelled> {
    let mut user = HashSet::new();
    let all_bodies = alg.procedures.iter().map(|p| p.body.as_slice()).chain(match &alg.body {
        Body::Uniprocess(stmts) => vec![stmts.as_slice()],
        Body::Multiprocess(ps) => ps.iter().map(|p| p.body.as_slice()).collect(),
    });
    for body in all_bodies {
        collect_labels(body, &mut user);
    }
    let mut l = Labeler {
        root: label_root(&alg.options),
        next_number: 1,
        user,
        added: Vec::new(),
        current_procedure: None,
        procedure_variables: alg.procedures.iter().flat_map(|p| p.params.iter().chain(&p.variables)).map(|v| v.name.clone()).collect(),
    };
    let mut out = alg.clone();
    match &mut out.body {
        Body::Multiprocess(ps) => {
            // (The current procedure is none while the processes are
            // labelled, each procedure's own while it is.)
            for p in ps.iter_mut() {
                l.body(&mut p.body)?;
            }
            for p in out.procedures.iter_mut() {
                l.current_procedure = Some(p.name.clone());
                l.body(&mut p.body)?;
            }
        }
        Body::Uniprocess(stmts) => {
            // (The last procedure stays the current one for the body.)
            for p in out.procedures.iter_mut() {
                l.current_procedure = Some(p.name.clone());
                l.body(&mut p.body)?;
            }
            l.body(stmts)?;
        }
    }
    Ok(Labelled { alg: out, added: l.added })
}

/// The translator's error for the labels it added, if it reports them as
/// missing: in a multiprocess algorithm, or a uniprocess one that has
/// labels of its own, unless the `label` option is given.
pub fn missing_labels_error(alg: &Algorithm, added: &[AddedLabel]) -> Option<String> {
    if added.is_empty() || has_option(&alg.options, "label") || has_option(&alg.options, "reportLabels") {
        return None;
    }
    let labelled_by_user = {
        let mut user = HashSet::new();
        for p in &alg.procedures {
            collect_labels(&p.body, &mut user);
        }
        match &alg.body {
            Body::Uniprocess(stmts) => collect_labels(stmts, &mut user),
            Body::Multiprocess(ps) => ps.iter().for_each(|p| collect_labels(&p.body, &mut user)),
        }
        !user.is_empty()
    };
    if matches!(alg.body, Body::Uniprocess(_)) && !labelled_by_user {
        return None;
    }
    let head = if added.len() > 1 { "Missing labels at the following locations:" } else { "Missing label at the following location:" };
    Some(added.iter().fold(head.to_string(), |m, a| format!("{m}\n     {}", a.location)))
}

/// Whether the module's PlusCal options include `name` (with or without
/// its leading `-`).
pub(crate) fn has_option(options: &[String], name: &str) -> bool {
    options.iter().any(|o| o.trim_start_matches('-') == name)
}

/// The `labelRoot` option's value, or `Lbl_`.
fn label_root(options: &[String]) -> String {
    options
        .iter()
        .position(|o| o.trim_start_matches('-') == "labelRoot")
        .and_then(|i| options.get(i + 1))
        .cloned()
        .unwrap_or_else(|| "Lbl_".to_string())
}

fn collect_labels(stmts: &[Stmt], into: &mut HashSet<String>) {
    for s in stmts {
        if let Some(l) = &s.label {
            into.insert(l.name.clone());
        }
        for inner in inner_sequences(s) {
            collect_labels(inner, into);
        }
    }
}

fn inner_sequences(s: &Stmt) -> Vec<&[Stmt]> {
    match &s.kind {
        StmtKind::If { then, otherwise, .. } => vec![then, otherwise],
        StmtKind::Either(bs) => bs.iter().map(Vec::as_slice).collect(),
        StmtKind::While { body, .. } | StmtKind::With { body, .. } => vec![body],
        _ => Vec::new(),
    }
}

struct Labeler {
    root: String,
    next_number: usize,
    /// Every label the algorithm writes (an added one never takes one).
    user: HashSet<String>,
    added: Vec<AddedLabel>,
    current_procedure: Option<String>,
    /// The parameters and variables of every procedure: what a return or
    /// a recursive call assigns.
    procedure_variables: Vec<String>,
}

/// A set of variable names, kept as the translator keeps it.
type Names = Vec<String>;

fn disjoint(a: &[String], b: &[String]) -> bool {
    !b.iter().any(|x| a.contains(x))
}

fn union(a: &[String], b: &[String]) -> Names {
    let mut out = a.to_vec();
    for x in b {
        if !out.contains(x) {
            out.push(x.clone());
        }
    }
    out
}

impl Labeler {
    fn body(&mut self, stmts: &mut [Stmt]) -> LResult<()> {
        let mut out = Names::new();
        self.seq(stmts, true, false, &[], &mut out)?;
        Ok(())
    }

    fn needs_label(&mut self, s: &mut Stmt) {
        if s.label.is_some() {
            return;
        }
        let mut name = format!("{}{}", self.root, self.next_number);
        self.next_number += 1;
        while self.user.contains(&name) {
            name = format!("{}{}", self.root, self.next_number);
            self.next_number += 1;
        }
        self.added.push(AddedLabel { name: name.clone(), location: s.location() });
        s.label = Some(Label { name, modifier: None, pos: s.pos });
    }

    /// Labels one statement sequence (the translator's `InnerAddLabels`):
    /// `assigned_before` is what the step assigned before the sequence,
    /// `assigned_after` receives what it has assigned after it. Whether a
    /// statement after the sequence needs a label.
    fn seq(&mut self, stmts: &mut [Stmt], first_labelled: bool, in_with: bool, assigned_before: &[String], assigned_after: &mut Names) -> LResult<bool> {
        let err = |message: &str, s: &Stmt| Err(LabelError { message: format!("{message}\n    {}", s.location()), pos: s.pos });
        *assigned_after = assigned_before.to_vec();
        let mut next_needs_label = first_labelled;
        let mut had_label = false;
        let mut i = 0;
        while i < stmts.len() {
            if stmts[i].label.is_some() {
                had_label = true;
                assigned_after.clear();
                if in_with {
                    return err("Label in `with' statement", &stmts[i]);
                }
            }
            if next_needs_label {
                if in_with {
                    return err("Statement follows `call' or `return' inside a `with' statement.", &stmts[i]);
                }
                self.needs_label(&mut stmts[i]);
                next_needs_label = false;
                had_label = true;
                assigned_after.clear();
            }
            // A call followed by an unlabelled return or goto is one
            // statement to the translator.
            let tail = match stmts.get(i + 1) {
                Some(n) if n.label.is_none() && matches!(stmts[i].kind, StmtKind::Call { .. }) => Some(&n.kind),
                _ => None,
            };
            let call_with_tail = matches!(tail, Some(StmtKind::Return | StmtKind::Goto(_)));
            let call_tail_is_return = matches!(tail, Some(StmtKind::Return));
            let s = &mut stmts[i];
            match &mut s.kind {
                StmtKind::If { then, otherwise, .. } => {
                    let (mut then_assigned, mut else_assigned) = (Names::new(), Names::new());
                    let before = assigned_after.clone();
                    next_needs_label = self.seq(then, false, in_with, &before, &mut then_assigned)?;
                    next_needs_label = self.seq(otherwise, false, in_with, &before, &mut else_assigned)? || next_needs_label;
                    *assigned_after = union(&then_assigned, &else_assigned);
                }
                StmtKind::Either(branches) => {
                    let before = assigned_after.clone();
                    let mut all = Names::new();
                    for b in branches.iter_mut() {
                        let mut branch_assigned = Names::new();
                        next_needs_label = self.seq(b, false, in_with, &before, &mut branch_assigned)? || next_needs_label;
                        all = union(&branch_assigned, &all);
                    }
                    *assigned_after = all;
                }
                StmtKind::While { .. } => {
                    if in_with {
                        return err("`while' inside a `with' statement", s);
                    }
                    self.needs_label(s);
                    had_label = true;
                    assigned_after.clear();
                    if let StmtKind::While { body, .. } = &mut s.kind {
                        let mut ignored = Names::new();
                        self.seq(body, false, false, &[], &mut ignored)?;
                    }
                    // (The statement after a while follows its labelled test.)
                    next_needs_label = false;
                }
                StmtKind::With { .. } => {
                    let inner_before = if in_with { assigned_before.to_vec() } else { Names::new() };
                    let mut inner_after = Names::new();
                    if let StmtKind::With { body, .. } = &mut s.kind {
                        next_needs_label = self.seq(body, false, true, &inner_before, &mut inner_after)?;
                    }
                    *assigned_after = inner_after;
                    // An outermost with that assigns what was assigned
                    // before the sequence starts a step.
                    if !in_with && !disjoint(assigned_before, assigned_after) {
                        self.needs_label(s);
                        had_label = true;
                        assigned_after.clear();
                    }
                }
                StmtKind::Assign(assigns) => {
                    let vars = assigns.iter().fold(Names::new(), |acc, a| union(&acc, std::slice::from_ref(&a.var)));
                    if disjoint(assigned_after, &vars) {
                        *assigned_after = union(assigned_after, &vars);
                    } else {
                        if in_with {
                            return err("Second assignment to same variable inside a `with' statement", s);
                        }
                        self.needs_label(s);
                        had_label = true;
                        *assigned_after = vars;
                    }
                    next_needs_label = false;
                }
                _ => {
                    let (call_or_return, sets_procedure_variables, is_goto) = match &s.kind {
                        StmtKind::Call { procedure, .. } => (true, call_tail_is_return || self.current_procedure.as_deref() == Some(procedure.as_str()), false),
                        StmtKind::Return => (true, true, false),
                        StmtKind::Goto(_) => (false, false, true),
                        _ => (false, false, false),
                    };
                    next_needs_label = call_or_return || is_goto;
                    let mut vars = Names::new();
                    if call_or_return {
                        vars.push("stack".to_string());
                        if sets_procedure_variables {
                            vars.extend(self.procedure_variables.iter().cloned());
                        }
                    }
                    if disjoint(assigned_after, &vars) {
                        *assigned_after = union(assigned_after, &vars);
                    } else {
                        if in_with {
                            return err("Call or return makes second assignment to a variable inside a `with' statement", s);
                        }
                        self.needs_label(s);
                        had_label = true;
                        *assigned_after = vars;
                    }
                }
            }
            i += if call_with_tail { 2 } else { 1 };
        }
        Ok(had_label || next_needs_label)
    }
}
