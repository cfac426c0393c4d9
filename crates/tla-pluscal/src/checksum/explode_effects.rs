//! What the translation changes in the tree it starts from, which is the
//! tree `chksum(pcal)` covers: its explosion of the algorithm into steps
//! (`PcalTranslate.Explode`), and the sorting of multiple assignments.
//!
//! The explosion builds new steps but shares the statements' inner
//! sequences with the original tree: it copies the statement list of a
//! labelled statement (and of a `while`'s body, and the statements after
//! the `while`) before changing it, but not the branches of an `if` or
//! `either` or the body of a `with`. So wherever control leaves such a
//! branch, the branch itself gets the `pc := "next"` assignment, a `goto`
//! in it becomes that assignment, and an `if` or `either` holding a label
//! inside such a branch becomes the plain kind.

use super::translator_ast::{Item, Labeled, Node, SingleAssign, TranslatorAst};
use super::PcalChecksumError;
use crate::ast::Expr;
use crate::token::{Kind, Token};

/// Makes the translation's changes to `tree`.
pub(crate) fn apply(tree: &mut TranslatorAst) -> Result<(), PcalChecksumError> {
    let procedures: Vec<ProcedureInfo> = tree
        .procedures
        .iter()
        .map(|p| ProcedureInfo {
            name: p.name.clone(),
            variables: p.decls.iter().map(|d| (d.var.clone(), d.val.clone())).collect(),
            params: p.params.iter().map(|d| d.var.clone()).collect(),
            entry: p.body.first().map(|l| l.label.clone()).unwrap_or_default(),
        })
        .collect();
    for p in &mut tree.procedures {
        let e = Effects { omit_pc: tree.omit_pc, procedures: &procedures, current: Some(p.name.clone()) };
        // (A procedure's last step goes to "Error": it must return.)
        e.labeled_seq(&mut p.body, "Error")?;
    }
    let e = Effects { omit_pc: tree.omit_pc, procedures: &procedures, current: None };
    if tree.multiprocess {
        for p in &mut tree.processes {
            e.labeled_seq(&mut p.body, "Done")?;
        }
    } else {
        e.labeled_seq(&mut tree.body, "Done")?;
    }
    for p in &mut tree.procedures {
        sort_assignments(&mut p.body);
    }
    for p in &mut tree.processes {
        sort_assignments(&mut p.body);
    }
    sort_assignments(&mut tree.body);
    Ok(())
}

/// `, v |-> v` for each of the callee's variables and parameters, one a
/// line, then the record and sequence closed on a line of their own.
fn push_frame_fields(e: &mut ExprBuilder, callee: &ProcedureInfo) {
    for v in callee.variables.iter().map(|(v, _)| v).chain(&callee.params) {
        e.tokens(&[","]);
        e.line();
        e.tokens(&[v, "|->", v]);
    }
    e.tokens(&["]", ">>"]);
    e.line();
}

fn rejected(message: impl Into<String>) -> PcalChecksumError {
    PcalChecksumError::Rejected(message.into(), None)
}

fn assign(var: &str, rhs: Expr) -> SingleAssign {
    SingleAssign { var: var.to_string(), sub: Expr::default(), rhs }
}

/// `Head(stack).field`.
fn head_of_stack(field: &str) -> Expr {
    let mut e = ExprBuilder::default();
    e.tokens(&["Head", "(", "stack", ")", ".", field]);
    e.expr()
}

/// Builds an expression the translator makes, line by line (its columns
/// do not matter: it has no `/\` or `\/`).
#[derive(Default)]
struct ExprBuilder {
    tokens: Vec<Token>,
    line: usize,
    col: usize,
}

impl ExprBuilder {
    fn push(&mut self, kind: Kind, text: String) {
        self.col += 1;
        self.tokens.push(Token { kind, text, line: self.line + 1, col: self.col });
    }

    fn tokens(&mut self, texts: &[&str]) {
        for t in texts {
            self.push(Kind::Symbol, t.to_string());
        }
    }

    fn string(&mut self, s: &str) {
        self.push(Kind::Str, format!("\"{s}\""));
    }

    fn line(&mut self) {
        self.line += 1;
        self.col = 0;
    }

    fn expr(self) -> Expr {
        Expr { tokens: self.tokens }
    }
}

/// The translator writes a multiple assignment's parts sorted by
/// variable (stably), and sorts them in the tree to do so: in every
/// statement it translates, which leaves out those after a `while TRUE`
/// (they can never run).
fn sort_assignments(seq: &mut [Labeled]) {
    for ls in seq {
        let endless = matches!(ls.stmts.first().map(|i| &i.node), Some(Node::While { test, .. }) if is_true(test));
        let reached = if endless { 1 } else { ls.stmts.len() };
        for item in ls.stmts.iter_mut().take(reached) {
            sort_item(item);
        }
    }
}

fn sort_items(items: &mut [Item]) {
    items.iter_mut().for_each(sort_item);
}

fn sort_item(item: &mut Item) {
    match &mut item.node {
        Node::Assign(assigns) => assigns.sort_by(|a, b| a.var.cmp(&b.var)),
        Node::If { then, els, .. } => {
            sort_items(then);
            sort_items(els);
        }
        Node::Either(ors) => ors.iter_mut().for_each(|o| sort_items(o)),
        Node::With { body, .. } => sort_items(body),
        Node::While { unlab_do, lab_do, .. } => {
            sort_items(unlab_do);
            sort_assignments(lab_do);
        }
        Node::LabelIf { unlab_then, lab_then, unlab_else, lab_else, .. } => {
            sort_items(unlab_then);
            sort_assignments(lab_then);
            sort_items(unlab_else);
            sort_assignments(lab_else);
        }
        Node::LabelEither(clauses) => {
            for c in clauses {
                sort_items(&mut c.unlab_or);
                sort_assignments(&mut c.lab_or);
            }
        }
        _ => {}
    }
}

/// `TRUE` or `(TRUE)`, the test of a loop the translator treats as endless.
fn is_true(test: &Expr) -> bool {
    let texts: Vec<&str> = test.tokens.iter().map(|t| t.text.as_str()).collect();
    let one_line = test.tokens.first().zip(test.tokens.last()).is_none_or(|(a, b)| a.line == b.line);
    one_line && (texts == ["TRUE"] || texts == ["(", "TRUE", ")"])
}

/// `pc := "next"`, as the translator writes it in a branch.
fn update_pc(next: &str) -> Item {
    let rhs = Expr { tokens: vec![Token { kind: Kind::Str, text: format!("\"{next}\""), line: 1, col: 1 }] };
    Item { label: None, node: Node::Assign(vec![SingleAssign { var: "pc".into(), sub: Expr::default(), rhs }]) }
}

/// Whether the translator works on a statement list itself or on a copy
/// of it (whose own changes are lost, not those of its statements).
#[derive(Clone, Copy, PartialEq, Eq)]
enum List {
    Shared,
    Copied,
}

/// What a call or return needs to know of a procedure.
struct ProcedureInfo {
    name: String,
    /// Its variables, with their initial values.
    variables: Vec<(String, Expr)>,
    params: Vec<String>,
    /// The label of its first statement.
    entry: String,
}

struct Effects<'a> {
    omit_pc: bool,
    procedures: &'a [ProcedureInfo],
    /// The procedure whose body this is.
    current: Option<String>,
}

type EResult<T> = Result<T, PcalChecksumError>;

impl Effects<'_> {
    /// Labelled statements in a row, the last one going on to `next`.
    fn labeled_seq(&self, seq: &mut [Labeled], next: &str) -> EResult<()> {
        for i in 0..seq.len() {
            let after = seq.get(i + 1).map_or_else(|| next.to_string(), |l| l.label.clone());
            self.labeled(&mut seq[i], &after)?;
        }
        Ok(())
    }

    fn labeled(&self, ls: &mut Labeled, next: &str) -> EResult<()> {
        if matches!(ls.stmts.first().map(|i| &i.node), Some(Node::While { .. })) {
            return self.while_step(ls, next);
        }
        self.explode_last_with_goto(&mut ls.stmts, next, List::Copied).map(drop)
    }

    /// A labelled `while`: its body goes back to the label (or on to its
    /// first inner label), the statements after it go on to `next`.
    fn while_step(&self, ls: &mut Labeled, next: &str) -> EResult<()> {
        let label = ls.label.clone();
        let mut rest = ls.stmts.split_off(1);
        if let Some(Item { node: Node::While { unlab_do, lab_do, .. }, .. }) = ls.stmts.first_mut() {
            let body_next = lab_do.first().map_or_else(|| label.clone(), |l| l.label.clone());
            self.explode_last_with_goto(unlab_do, &body_next, List::Copied)?;
            self.explode_last_with_goto(&mut rest, next, List::Copied)?;
            self.labeled_seq(lab_do, &label)?;
        }
        ls.stmts.append(&mut rest);
        Ok(())
    }

    /// The translator's `CopyAndExplodeLastStmtWithGoto`: explodes the
    /// last statement, then ends the list by going to `next` if control
    /// would otherwise fall out of it. The list the translator goes on
    /// with: this one, or for an empty list a new one (so what goes into
    /// it is not in the tree, unless the caller puts the new list there).
    fn explode_last_with_goto(&self, stmts: &mut Vec<Item>, next: &str, list: List) -> EResult<Vec<Item>> {
        if stmts.is_empty() {
            let mut fresh = Vec::new();
            if self.explode_last(&mut fresh, next, List::Shared)? {
                fresh.push(update_pc(next));
            }
            return Ok(fresh);
        }
        if self.explode_last(stmts, next, list)? && list == List::Shared {
            stmts.push(update_pc(next));
        }
        Ok(stmts.clone())
    }

    /// The translator's `CopyAndExplodeLastStmt`: whether the list still
    /// needs a `pc := next` at its end.
    fn explode_last(&self, stmts: &mut Vec<Item>, next: &str, list: List) -> EResult<bool> {
        let Some(last) = stmts.last_mut() else { return Ok(!self.omit_pc) };
        let mut needs_goto = false;
        match &mut last.node {
            Node::LabelIf { .. } => {
                let plain = self.label_if(last, next)?;
                if list == List::Shared {
                    last.node = plain;
                }
            }
            Node::LabelEither(_) => {
                let plain = self.label_either(last, next)?;
                if list == List::Shared {
                    last.node = plain;
                }
            }
            Node::Goto(to) => {
                if list == List::Shared {
                    *last = update_pc(&to.clone());
                }
            }
            Node::Call { .. } | Node::Return { .. } | Node::CallReturn { .. } | Node::CallGoto { .. } => {
                // (The statements are made, and their errors found, even
                // where they are lost.)
                let statements = self.call_or_return(&mut last.node, next)?;
                if list == List::Shared {
                    stmts.pop();
                    stmts.extend(statements);
                }
            }
            Node::If { then, els, .. } => {
                let then_needs = self.explode_last(then, next, List::Shared)?;
                let else_needs = self.explode_last(els, next, List::Shared)?;
                if !self.omit_pc {
                    needs_goto = then_needs && else_needs;
                    if !needs_goto {
                        if then_needs {
                            then.push(update_pc(next));
                        }
                        if else_needs {
                            els.push(update_pc(next));
                        }
                    }
                }
            }
            Node::Either(ors) => {
                needs_goto = true;
                let mut each = Vec::new();
                for or in ors.iter_mut() {
                    let needs = self.explode_last(or, next, List::Shared)?;
                    needs_goto = needs_goto && needs;
                    each.push(needs);
                }
                if !self.omit_pc && !needs_goto {
                    for (or, needs) in ors.iter_mut().zip(each) {
                        if needs {
                            or.push(update_pc(next));
                        }
                    }
                }
            }
            Node::With { body, .. } => needs_goto = self.explode_last(body, next, List::Shared)?,
            _ => needs_goto = true,
        }
        Ok(needs_goto && !self.omit_pc)
    }

    /// The statements the translator puts in place of a call or return
    /// (its `ExplodeCall`, `ExplodeReturn`, `ExplodeCallReturn`); a return
    /// read outside any procedure (in a macro) takes the procedure it is
    /// in, in the tree too.
    fn call_or_return(&self, node: &mut Node, next: &str) -> EResult<Vec<Item>> {
        match node {
            Node::Call { to, args } => self.call(to, args, next),
            Node::CallGoto { after, to, args } => self.call(to, args, after),
            Node::Return { from } => {
                if from.is_none() {
                    from.clone_from(&self.current);
                }
                let Some(name) = from.as_deref() else { return Err(rejected("`return' statement not in procedure")) };
                let p = self.procedure(name).ok_or_else(|| rejected("Error in procedure (perhaps name used elsewhere)"))?;
                Ok(self.restore(p))
            }
            Node::CallReturn { from, to, args } => {
                let Some(name) = from.as_deref() else { return Err(rejected("`return' statement following `call' not in a procedure")) };
                let caller = self.procedure(name).ok_or_else(|| rejected("Error in procedure (perhaps name used elsewhere)"))?;
                let callee = self.procedure(to).ok_or_else(|| rejected(format!("Call of non-existent procedure {to}")))?;
                let mut first = Vec::new();
                if name != to {
                    first.extend(caller.variables.iter().map(|(v, _)| assign(v, head_of_stack(v))));
                    let mut e = ExprBuilder::default();
                    e.tokens(&["<<", "[", "procedure", "|->"]);
                    e.string(to);
                    e.tokens(&[","]);
                    e.line();
                    e.tokens(&["pc", "|->", "Head", "(", "stack", ")", ".", "pc"]);
                    push_frame_fields(&mut e, callee);
                    e.tokens(&["\\o", "Tail", "(", "stack", ")"]);
                    first.push(assign("stack", e.expr()));
                }
                self.enter(callee, args, first)
            }
            _ => Ok(Vec::new()),
        }
    }

    fn procedure(&self, name: &str) -> Option<&ProcedureInfo> {
        self.procedures.iter().find(|p| p.name == name)
    }

    /// A call: the frame pushed (the procedure, where to come back, the
    /// callee's variables and parameters), then the callee entered.
    fn call(&self, to: &str, args: &[Expr], next: &str) -> EResult<Vec<Item>> {
        let callee = self.procedure(to).ok_or_else(|| rejected(format!("Call of non-existent procedure {to}")))?;
        let mut e = ExprBuilder::default();
        e.tokens(&["<<", "[", "procedure", "|->"]);
        e.string(to);
        e.tokens(&[","]);
        e.line();
        e.tokens(&["pc", "|->"]);
        e.string(next);
        push_frame_fields(&mut e, callee);
        e.tokens(&["\\o", "stack"]);
        self.enter(callee, args, vec![assign("stack", e.expr())])
    }

    /// The callee entered: its parameters set (in one statement with
    /// `first`), its variables initialized, pc its first label.
    fn enter(&self, callee: &ProcedureInfo, args: &[Expr], mut first: Vec<SingleAssign>) -> EResult<Vec<Item>> {
        if callee.params.len() != args.len() {
            return Err(rejected(format!("Procedure {} called with wrong number of arguments", callee.name)));
        }
        first.extend(callee.params.iter().zip(args).map(|(p, a)| assign(p, a.clone())));
        let mut out = vec![Item { label: None, node: Node::Assign(first) }];
        out.extend(callee.variables.iter().map(|(v, init)| Item { label: None, node: Node::Assign(vec![assign(v, init.clone())]) }));
        out.push(update_pc(&callee.entry));
        Ok(out)
    }

    /// A return: pc, the variables and the parameters taken back from the
    /// frame, which is popped.
    fn restore(&self, p: &ProcedureInfo) -> Vec<Item> {
        let one = |var: &str, value: Expr| Item { label: None, node: Node::Assign(vec![assign(var, value)]) };
        let mut out = vec![one("pc", head_of_stack("pc"))];
        out.extend(p.variables.iter().map(|(v, _)| one(v, head_of_stack(v))));
        out.extend(p.params.iter().map(|v| one(v, head_of_stack(v))));
        let mut tail = ExprBuilder::default();
        tail.tokens(&["Tail", "(", "stack", ")"]);
        out.push(one("stack", tail.expr()));
        out
    }

    /// An `if` with a label inside: its branches go on to their first
    /// label or to `next`; the plain `if` that replaces it.
    fn label_if(&self, item: &mut Item, next: &str) -> EResult<Node> {
        let Node::LabelIf { test, unlab_then, lab_then, unlab_else, lab_else } = &mut item.node else { return Ok(item.node.clone()) };
        let then_next = lab_then.first().map_or_else(|| next.to_string(), |l| l.label.clone());
        let else_next = lab_else.first().map_or_else(|| next.to_string(), |l| l.label.clone());
        let then = self.explode_last_with_goto(unlab_then, &then_next, List::Shared)?;
        let els = self.explode_last_with_goto(unlab_else, &else_next, List::Shared)?;
        self.labeled_seq(lab_then, next)?;
        self.labeled_seq(lab_else, next)?;
        Ok(Node::If { test: test.clone(), then, els })
    }

    /// An `either` with a label inside, as [`Self::label_if`].
    fn label_either(&self, item: &mut Item, next: &str) -> EResult<Node> {
        let Node::LabelEither(clauses) = &mut item.node else { return Ok(item.node.clone()) };
        let mut ors = Vec::new();
        for c in clauses.iter_mut() {
            let first = c.lab_or.first().map_or_else(|| next.to_string(), |l| l.label.clone());
            ors.push(self.explode_last_with_goto(&mut c.unlab_or, &first, List::Shared)?);
            self.labeled_seq(&mut c.lab_or, next)?;
        }
        Ok(Node::Either(ors))
    }
}
