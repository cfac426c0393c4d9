//! The algorithm as the translator's own syntax tree holds it when it
//! computes `chksum(pcal)`: the tree its parser builds (macros expanded,
//! labels added, each body a sequence of labelled statements, an `if` or
//! `either` with a label inside kept apart from one without, a `with` of
//! several variables nested one per variable, a `call` followed by
//! `return` or `goto` made one statement), with the names its symbol
//! table made unique, and with the changes its translation leaves behind
//! (see [`super::explode_effects`]). [`TranslatorAst::text`] prints it
//! as the translator's `AST.toString()` does.

use super::explode_effects;
use super::PcalChecksumError;
use crate::ast::{self, Algorithm, Body, Expr, Fairness, StmtKind};
use crate::token::{Kind, Token};

/// A statement of the translator's tree, with the label written (or
/// added) before it while the tree is being built.
#[derive(Clone, Debug)]
pub(crate) struct Item {
    pub label: Option<String>,
    pub node: Node,
}

/// A labelled statement: the label and the statements up to the next one.
#[derive(Clone, Debug)]
pub(crate) struct Labeled {
    pub label: String,
    pub stmts: Vec<Item>,
}

/// One `or` branch of an `either` with a label inside.
#[derive(Clone, Debug)]
pub(crate) struct Clause {
    pub unlab_or: Vec<Item>,
    pub lab_or: Vec<Labeled>,
}

#[derive(Clone, Debug)]
pub(crate) struct SingleAssign {
    pub var: String,
    pub sub: Expr,
    pub rhs: Expr,
}

/// The translator's statement classes.
#[derive(Clone, Debug)]
pub(crate) enum Node {
    While {
        test: Expr,
        unlab_do: Vec<Item>,
        lab_do: Vec<Labeled>,
    },
    Assign(Vec<SingleAssign>),
    /// An `if` without a label inside.
    If {
        test: Expr,
        then: Vec<Item>,
        els: Vec<Item>,
    },
    /// An `either` without a label inside.
    Either(Vec<Vec<Item>>),
    With {
        var: String,
        is_eq: bool,
        exp: Expr,
        body: Vec<Item>,
    },
    When(Expr),
    Print(Expr),
    Assert(Expr),
    Skip,
    LabelIf {
        test: Expr,
        unlab_then: Vec<Item>,
        lab_then: Vec<Labeled>,
        unlab_else: Vec<Item>,
        lab_else: Vec<Labeled>,
    },
    LabelEither(Vec<Clause>),
    Call {
        to: String,
        args: Vec<Expr>,
    },
    /// `from` is None outside a procedure (the translator prints `null`).
    Return {
        from: Option<String>,
    },
    CallReturn {
        from: Option<String>,
        to: String,
        args: Vec<Expr>,
    },
    CallGoto {
        after: String,
        to: String,
        args: Vec<Expr>,
    },
    Goto(String),
}

/// A variable declaration: `x = e` or `x \in e` (a procedure's are
/// always `=`, and printed as the translator's `PVarDecl`).
#[derive(Clone, Debug)]
pub(crate) struct Decl {
    pub var: String,
    pub is_eq: bool,
    pub val: Expr,
}

#[derive(Clone, Debug)]
pub(crate) struct ProcedureNode {
    pub name: String,
    pub minus_labels: Vec<String>,
    pub plus_labels: Vec<String>,
    pub procedures_called: Vec<String>,
    pub params: Vec<Decl>,
    pub decls: Vec<Decl>,
    pub body: Vec<Labeled>,
}

#[derive(Clone, Debug)]
pub(crate) struct ProcessNode {
    pub name: String,
    /// "unfair", "wf" or "sf".
    pub fairness: &'static str,
    pub minus_labels: Vec<String>,
    pub plus_labels: Vec<String>,
    pub procedures_called: Vec<String>,
    pub is_eq: bool,
    pub id: Expr,
    pub decls: Vec<Decl>,
    pub body: Vec<Labeled>,
}

/// The translator's tree of an algorithm.
#[derive(Clone, Debug)]
pub struct TranslatorAst {
    pub(crate) multiprocess: bool,
    pub(crate) name: String,
    pub(crate) decls: Vec<Decl>,
    pub(crate) defs: Expr,
    pub(crate) procedures: Vec<ProcedureNode>,
    pub(crate) processes: Vec<ProcessNode>,
    /// A uniprocess algorithm's body.
    pub(crate) body: Vec<Labeled>,
    /// The `version` option names a version before 1.5, whose records
    /// of processes and procedures had fewer fields.
    pub(crate) before_1_5: bool,
    /// The translator leaves `pc` out (and so adds no `pc :=`).
    pub(crate) omit_pc: bool,
}

fn rejected(message: impl Into<String>, pos: Option<ast::Pos>) -> PcalChecksumError {
    PcalChecksumError::Rejected(message.into(), pos)
}

impl TranslatorAst {
    /// The tree of a parsed algorithm, as it stands once translated.
    pub fn of(alg: &Algorithm) -> Result<TranslatorAst, PcalChecksumError> {
        let expanded = crate::macros::expand(alg).map_err(|e| rejected(e.message, Some(e.pos)))?;
        let labelled = crate::labels::add_labels(&expanded).map_err(|e| rejected(e.message, Some(e.pos)))?;
        let (renamed, _) = crate::rename::disambiguate(&labelled).map_err(|e| rejected(e.message, Some(e.pos)))?;
        let mut tree = build(&expanded, &renamed)?;
        explode_effects::apply(&mut tree)?;
        Ok(tree)
    }

    /// The tree as the translator's `AST.toString()` prints it.
    pub fn text(&self) -> String {
        super::ast_text::text(self)
    }
}

/// The fairness the options give a process written without `fair`: `wf`
/// or `sf`, and `termination` alone means `wf`.
fn default_fairness(alg: &Algorithm) -> &'static str {
    let options = crate::Options::of(alg);
    match options.fairness.as_str() {
        "wf" => "wf",
        "sf" => "sf",
        "" if options.termination => "wf",
        _ => "unfair",
    }
}

/// Builds the tree from the algorithm with macros expanded (`original`,
/// for what the translator records before renaming) and the same with
/// labels added and names made unique (`renamed`).
fn build(original: &Algorithm, renamed: &Algorithm) -> Result<TranslatorAst, PcalChecksumError> {
    let before_1_5 = crate::Options::of(renamed).before_1_5;
    let multiprocess = matches!(renamed.body, Body::Multiprocess(_));
    let original_procedure_names: Vec<&str> = original.procedures.iter().map(|p| p.name.as_str()).collect();
    let mut procedures = Vec::new();
    for (k, p) in renamed.procedures.iter().enumerate() {
        let from = original_procedure_names.get(k).map(|s| s.to_string());
        let items = convert_seq(&p.body, from.as_deref())?;
        let (minus_labels, plus_labels) = ast::modified_labels(&p.body);
        procedures.push(ProcedureNode {
            name: p.name.clone(),
            minus_labels,
            plus_labels,
            procedures_called: original.procedures.get(k).map(|o| direct_calls(&o.body)).unwrap_or_default(),
            params: p.params.iter().map(procedure_decl).collect(),
            decls: p.variables.iter().map(procedure_decl).collect(),
            body: make_labeled_seq(items, from.is_some())?,
        });
    }
    let mut processes = Vec::new();
    let mut body = Vec::new();
    match (&renamed.body, &original.body) {
        (Body::Multiprocess(ps), Body::Multiprocess(originals)) => {
            for (k, p) in ps.iter().enumerate() {
                let items = convert_seq(&p.body, None)?;
                let labelled = make_labeled_seq(items, false)?;
                let (minus_labels, plus_labels) = ast::modified_labels(&p.body);
                processes.push(ProcessNode {
                    name: p.name.clone(),
                    fairness: match p.fairness {
                        Fairness::Weak => "wf",
                        Fairness::Strong => "sf",
                        Fairness::Unfair => default_fairness(renamed),
                    },
                    minus_labels,
                    plus_labels,
                    procedures_called: originals.get(k).map(|o| direct_calls(&o.body)).unwrap_or_default(),
                    is_eq: !p.in_set,
                    id: p.id.clone(),
                    decls: p.variables.iter().map(decl).collect::<Result<_, _>>()?,
                    body: labelled,
                });
            }
            close_procedure_calls(&mut procedures, &mut processes);
        }
        (Body::Uniprocess(stmts), _) => {
            // (While the body is built the last procedure is still the
            // current one, as in the translator.)
            let current = original_procedure_names.last().copied();
            // (Nor does it give the body lists of its own: what the body
            // calls and its labels with `+` or `-` go on the last
            // procedure's lists.)
            if let (Some(last), Body::Uniprocess(original_stmts)) = (procedures.last_mut(), &original.body) {
                for called in direct_calls(original_stmts) {
                    if !last.procedures_called.contains(&called) {
                        last.procedures_called.push(called);
                    }
                }
                let (minus, plus) = ast::modified_labels(original_stmts);
                last.minus_labels.extend(minus);
                last.plus_labels.extend(plus);
            }
            let items = convert_seq(stmts, None)?;
            body = make_labeled_seq(items, current.is_some())?;
        }
        _ => return Err(PcalChecksumError::Unsupported("the algorithm changed shape while it was renamed".into())),
    }
    Ok(TranslatorAst {
        multiprocess,
        name: renamed.name.clone(),
        decls: renamed.variables.iter().map(decl).collect::<Result<_, _>>()?,
        defs: renamed.defines.clone().unwrap_or_default(),
        procedures,
        processes,
        body,
        before_1_5,
        omit_pc: crate::omission::omissions(original, renamed).pc,
    })
}

/// `defaultInitValue`, the value of a variable declared without one.
fn default_init_value() -> Expr {
    Expr { tokens: vec![Token { kind: Kind::Ident, text: "defaultInitValue".into(), line: 1, col: 1 }] }
}

fn decl(v: &ast::VarDecl) -> Result<Decl, PcalChecksumError> {
    Ok(Decl { var: v.name.clone(), is_eq: !v.in_set, val: v.value.clone().unwrap_or_else(default_init_value) })
}

fn procedure_decl(v: &ast::VarDecl) -> Decl {
    Decl { var: v.name.clone(), is_eq: true, val: v.value.clone().unwrap_or_else(default_init_value) }
}

/// The procedures a body calls itself (not through a macro), in the
/// order of their first call.
fn direct_calls(stmts: &[ast::Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    ast::walk(stmts, &mut |s| {
        if let (StmtKind::Call { procedure, .. }, None) = (&s.kind, s.macro_call) {
            if !out.contains(procedure) {
                out.push(procedure.clone());
            }
        }
    });
    out
}

/// In a multiprocess algorithm the translator replaces each procedure's
/// list of called procedures by all it calls directly or not, and adds
/// to each process's list the procedures its callees call.
fn close_procedure_calls(procedures: &mut [ProcedureNode], processes: &mut [ProcessNode]) {
    let names: Vec<String> = procedures.iter().map(|p| p.name.clone()).collect();
    let n = names.len();
    let mut path: Vec<Vec<bool>> = procedures.iter().map(|p| names.iter().map(|name| p.procedures_called.contains(name)).collect()).collect();
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                path[i][j] = path[i][j] || (path[i][k] && path[k][j]);
            }
        }
    }
    for (i, p) in procedures.iter_mut().enumerate() {
        p.procedures_called = (0..n).filter(|&j| path[i][j]).map(|j| names[j].clone()).collect();
    }
    for proc in processes.iter_mut() {
        let mut j = 0;
        while j < proc.procedures_called.len() {
            // (A callee the translator cannot find ends its bookkeeping.)
            let Some(callee) = names.iter().position(|name| *name == proc.procedures_called[j]) else { return };
            for (k, name) in names.iter().enumerate() {
                if path[callee][k] && !proc.procedures_called.contains(name) {
                    proc.procedures_called.push(name.clone());
                }
            }
            j += 1;
        }
    }
}

/// Our statements as the translator's (before its labelled sequences are
/// formed); `procedure` is the procedure the translator was reading when
/// it read them.
fn convert_seq(stmts: &[ast::Stmt], procedure: Option<&str>) -> Result<Vec<Item>, PcalChecksumError> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < stmts.len() {
        let s = &stmts[i];
        let label = s.label.as_ref().map(|l| l.name.clone());
        // A return inside a macro was read outside any procedure.
        let from = if s.macro_call.is_some() { None } else { procedure.map(str::to_string) };
        let seq = |v: &[ast::Stmt]| convert_seq(v, procedure);
        let node = match &s.kind {
            StmtKind::Assign(assigns) => {
                Node::Assign(assigns.iter().map(|a| SingleAssign { var: a.var.clone(), sub: a.sub.clone(), rhs: a.value.clone() }).collect())
            }
            StmtKind::If { cond, then, otherwise } => {
                Node::LabelIf { test: cond.clone(), unlab_then: seq(then)?, lab_then: Vec::new(), unlab_else: seq(otherwise)?, lab_else: Vec::new() }
            }
            StmtKind::Either(branches) => {
                Node::LabelEither(branches.iter().map(|b| Ok(Clause { unlab_or: seq(b)?, lab_or: Vec::new() })).collect::<Result<_, PcalChecksumError>>()?)
            }
            StmtKind::While { cond, body } => Node::While { test: cond.clone(), unlab_do: seq(body)?, lab_do: Vec::new() },
            StmtKind::With { decls, body } => {
                let mut inner = seq(body)?;
                let mut node = None;
                for d in decls.iter().rev() {
                    let Some(exp) = d.value.clone() else {
                        return Err(rejected(format!("Missing `=' or `\\in' for `{}' in a with statement", d.name), Some(d.pos)));
                    };
                    let with = Node::With { var: d.name.clone(), is_eq: !d.in_set, exp, body: inner };
                    inner = vec![Item { label: None, node: with.clone() }];
                    node = Some(with);
                }
                node.ok_or_else(|| rejected("Empty with statement", Some(s.pos)))?
            }
            StmtKind::Await(e) => Node::When(e.clone()),
            StmtKind::Print(e) => Node::Print(e.clone()),
            StmtKind::Assert(e) => Node::Assert(e.clone()),
            StmtKind::Skip => Node::Skip,
            StmtKind::Goto(l) => Node::Goto(l.clone()),
            StmtKind::Call { procedure: to, args } => {
                let tail = stmts.get(i + 1).filter(|n| n.label.is_none());
                match tail.map(|n| &n.kind) {
                    Some(StmtKind::Return) => {
                        i += 1;
                        Node::CallReturn { from, to: to.clone(), args: args.clone() }
                    }
                    Some(StmtKind::Goto(after)) => {
                        i += 1;
                        Node::CallGoto { after: after.clone(), to: to.clone(), args: args.clone() }
                    }
                    _ => Node::Call { to: to.clone(), args: args.clone() },
                }
            }
            StmtKind::Return => Node::Return { from },
            StmtKind::MacroCall { name, .. } => return Err(rejected(format!("Macro {name} undefined"), Some(s.pos))),
        };
        out.push(Item { label, node });
        i += 1;
    }
    Ok(out)
}

/// A body as labelled statements, each made of a labelled statement and
/// the unlabelled ones after it, with the statements inside split the same
/// way, then checked (the translator's `MakeLabeledStmtSeq`).
/// `in_procedure`: whether the translator has a current procedure (a
/// `return` elsewhere is its error).
fn make_labeled_seq(items: Vec<Item>, in_procedure: bool) -> Result<Vec<Labeled>, PcalChecksumError> {
    let mut seq = labeled_seq(items)?;
    for l in &mut seq {
        classify_seq(&mut l.stmts, in_procedure)?;
    }
    Ok(seq)
}

fn labeled_seq(items: Vec<Item>) -> Result<Vec<Labeled>, PcalChecksumError> {
    let mut out: Vec<Labeled> = Vec::new();
    for item in items {
        match (&item.label, out.last_mut()) {
            (Some(label), _) => out.push(Labeled { label: label.clone(), stmts: vec![item] }),
            (None, Some(last)) => last.stmts.push(item),
            (None, None) => return Err(rejected("Missing label", None)),
        }
    }
    for l in &mut out {
        fix_seq(&mut l.stmts)?;
    }
    Ok(out)
}

/// Splits the sequences inside `if`, `either` and `while` at their first
/// label: the unlabelled statements before it, then labelled statements.
fn fix_seq(items: &mut [Item]) -> Result<(), PcalChecksumError> {
    fn split(seq: &mut Vec<Item>) -> Result<Vec<Labeled>, PcalChecksumError> {
        let at = seq.iter().position(|i| i.label.is_some()).unwrap_or(seq.len());
        let rest = seq.split_off(at);
        fix_seq(seq)?;
        labeled_seq(rest)
    }
    for item in items.iter_mut() {
        match &mut item.node {
            Node::LabelIf { unlab_then, lab_then, unlab_else, lab_else, .. } => {
                *lab_then = split(unlab_then)?;
                *lab_else = split(unlab_else)?;
            }
            Node::LabelEither(clauses) => {
                for c in clauses.iter_mut() {
                    c.lab_or = split(&mut c.unlab_or)?;
                }
            }
            Node::While { unlab_do, lab_do, .. } => *lab_do = split(unlab_do)?,
            _ => {}
        }
    }
    Ok(())
}

/// What a sequence holds, as the translator classifies it: 0 nothing
/// special, 1 a call, return or goto (which must end it), 2 a label. An
/// `if` or `either` without a label becomes the plain kind.
fn classify_seq(items: &mut [Item], in_procedure: bool) -> Result<u8, PcalChecksumError> {
    let mut result = 0;
    let n = items.len();
    for i in 0..n {
        let next_is_return = matches!(items.get(i + 1).map(|x| &x.node), Some(Node::Return { .. }));
        let item = &mut items[i];
        match &mut item.node {
            Node::LabelIf { test, unlab_then, lab_then, unlab_else, lab_else } => {
                let then_class = classify_seq(unlab_then, in_procedure)?;
                let mut labelled = !lab_then.is_empty();
                for l in lab_then.iter_mut() {
                    classify_seq(&mut l.stmts, in_procedure)?;
                }
                let else_class = classify_seq(unlab_else, in_procedure)?;
                labelled |= !lab_else.is_empty();
                for l in lab_else.iter_mut() {
                    classify_seq(&mut l.stmts, in_procedure)?;
                }
                result = if labelled || then_class == 2 || else_class == 2 {
                    2
                } else if then_class + else_class > 0 {
                    1
                } else {
                    0
                };
                if result < 2 {
                    item.node = Node::If { test: test.clone(), then: std::mem::take(unlab_then), els: std::mem::take(unlab_else) };
                }
            }
            Node::LabelEither(clauses) => {
                let mut class = 0;
                for c in clauses.iter_mut() {
                    class = class.max(classify_seq(&mut c.unlab_or, in_procedure)?);
                    if !c.lab_or.is_empty() {
                        class = 2;
                        for l in c.lab_or.iter_mut() {
                            classify_seq(&mut l.stmts, in_procedure)?;
                        }
                    }
                }
                result = class;
                if result < 2 {
                    item.node = Node::Either(clauses.iter_mut().map(|c| std::mem::take(&mut c.unlab_or)).collect());
                }
            }
            Node::With { body, .. } => {
                result = classify_seq(body, in_procedure)?;
                if result == 2 {
                    return Err(rejected("with statement contains a labeled statement", None));
                }
            }
            Node::While { unlab_do, lab_do, .. } => {
                classify_seq(unlab_do, in_procedure)?;
                for l in lab_do.iter_mut() {
                    classify_seq(&mut l.stmts, in_procedure)?;
                }
            }
            // (A call is final unless a return follows it.)
            Node::Call { .. } if !(i + 1 < n && next_is_return) => result = 1,
            Node::Return { .. } | Node::CallReturn { .. } => {
                if !in_procedure {
                    return Err(rejected("return statement not in a procedure", None));
                }
                result = 1;
            }
            Node::Goto(_) | Node::CallGoto { .. } => result = 1,
            _ => {}
        }
        if result > 0 && i + 1 < n {
            return Err(rejected("Statement must have a label (it follows a call, return, goto or labelled statement)", None));
        }
    }
    Ok(result)
}
