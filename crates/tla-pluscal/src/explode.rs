//! The algorithm as TLA+ steps: each label begins a step (an action named
//! by the label) made of the statements up to the next label, with control
//! made explicit as the translator makes it: `while` becomes an IF whose
//! THEN part loops back, and every path of a step ends by setting `pc` to
//! the label control reaches next ("Done" at the end of a process).

use crate::ast::*;

/// A statement of a step: labels and loops are gone; `Goto` sets pc.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Simple {
    Assign(Vec<Assignment>),
    If {
        cond: Expr,
        then: Vec<Simple>,
        otherwise: Vec<Simple>,
    },
    Either(Vec<Vec<Simple>>),
    With {
        decls: Vec<VarDecl>,
        body: Vec<Simple>,
    },
    Await(Expr),
    Print(Expr),
    /// The expression and where the statement is (for the message).
    Assert(Expr, String),
    Skip,
    /// `pc' = label`.
    Goto(String),
    /// A call's multiple assignment: `assigns` (the callee's parameters,
    /// and the caller's variables restored for a `call` before `return`)
    /// together with `stack := frame`.
    Call {
        assigns: Vec<Assignment>,
        frame: Frame,
    },
}

/// A call's new top of the stack: `[procedure |-> "P", pc |-> back,
/// v |-> v, ...]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub procedure: String,
    /// The label to come back to; None for the caller's own return
    /// address (`Head(stack).pc`, a `call` followed by `return`).
    pub back: Option<String>,
    /// The callee's variables, then its parameters, saved in the frame.
    pub saved: Vec<String>,
    /// The frame replaces the stack's top instead of going on it.
    pub replace_top: bool,
}

/// A step: the label that names it and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub label: String,
    /// `L:+` / `L:-` written on the label.
    pub modifier: Option<char>,
    pub body: Vec<Simple>,
}

/// A failure to explode: a statement the translator requires a label on
/// has none, or a construct not handled yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplodeError {
    pub message: String,
    pub pos: Pos,
}

type EResult<T> = Result<T, ExplodeError>;

/// Whether a statement list contains a label (at any depth).
pub fn has_label(stmts: &[Stmt]) -> bool {
    any(stmts, |s| s.label.is_some())
}

/// The steps of a body (a process's, a procedure's, or the algorithm's),
/// whose end goes to `done` ("Done", or "Error" for a procedure).
/// `current` is the procedure exploded, if it is one.
pub fn explode_body(stmts: &[Stmt], done: &str, procedures: &[Procedure], current: Option<&Procedure>) -> EResult<Vec<Step>> {
    let mut steps = Vec::new();
    Exploder { procedures, current }.explode_seq(stmts, done, &mut steps)?;
    Ok(steps)
}

/// What exploding a body needs of the algorithm: its procedures (a call
/// pushes the callee's variables), and the one whose body it is (a
/// `return` restores its variables).
struct Exploder<'a> {
    procedures: &'a [Procedure],
    current: Option<&'a Procedure>,
}

impl Exploder<'_> {
    /// Splits `stmts` (which begins with a label, unless empty) into steps;
    /// the last one continues to `next`.
    fn explode_seq(&self, stmts: &[Stmt], next: &str, steps: &mut Vec<Step>) -> EResult<()> {
        let mut i = 0;
        while i < stmts.len() {
            let Some(label) = &stmts[i].label else {
                return Err(ExplodeError { message: "Missing label".into(), pos: stmts[i].pos });
            };
            // The step runs to the next labelled statement.
            let mut j = i + 1;
            while j < stmts.len() && stmts[j].label.is_none() {
                j += 1;
            }
            let after = if j < stmts.len() { stmts[j].label.as_ref().map(|l| l.name.clone()).unwrap_or_default() } else { next.to_string() };
            // The step comes before those of labels nested in it.
            let mut nested = Vec::new();
            let body = self.simple_seq(&stmts[i..j], &after, &mut nested, true)?;
            steps.push(Step { label: label.name.clone(), modifier: label.modifier, body });
            steps.extend(nested);
            i = j;
        }
        Ok(())
    }

    /// The simple statements of an unlabelled sequence (the first statement's
    /// label, if `first_labelled`, is the step's own), ending with `Goto(next)`
    /// unless control leaves by itself.
    fn simple_seq(&self, stmts: &[Stmt], next: &str, nested: &mut Vec<Step>, first_labelled: bool) -> EResult<Vec<Simple>> {
        let mut out = Vec::new();
        for (k, s) in stmts.iter().enumerate() {
            if s.label.is_some() && !(first_labelled && k == 0) {
                // A label ends the unlabelled part: go there, and the rest are
                // steps of their own.
                let label = s.label.as_ref().map(|l| l.name.clone()).unwrap_or_default();
                out.push(Simple::Goto(label));
                self.explode_seq(&stmts[k..], next, nested)?;
                return Ok(out);
            }
            let last = k + 1 == stmts.len();
            // The label control reaches after this statement.
            let after = if last {
                next.to_string()
            } else {
                match &stmts[k + 1].label {
                    Some(l) => l.name.clone(),
                    None => String::new(),
                }
            };
            match &s.kind {
                StmtKind::While { cond, body } => {
                    // `L: while c do B end while`: IF c THEN B, back to L, ELSE on.
                    let head = match &s.label {
                        Some(l) => l.name.clone(),
                        None => return Err(ExplodeError { message: "Missing label at while".into(), pos: s.pos }),
                    };
                    // The body up to its first label is the loop step's;
                    // as the translator orders them, the steps of the
                    // body's labels come next, then those nested in the
                    // unlabelled part, then those after the loop.
                    let (then, mut inner) = self.branch(body, &head, nested)?;
                    nested.append(&mut inner);
                    // What follows the loop is its ELSE branch (it needs no
                    // label of its own); `while TRUE` has none.
                    let rest = &stmts[k + 1..];
                    if cond.is_true() {
                        out.extend(then);
                        if let Some(l) = rest.iter().position(|s| s.label.is_some()) {
                            self.explode_seq(&rest[l..], next, nested)?;
                        }
                    } else {
                        let otherwise = self.simple_seq(rest, next, nested, false)?;
                        out.push(Simple::If { cond: cond.clone(), then, otherwise });
                    }
                    return Ok(out);
                }
                StmtKind::Call { procedure, args } => {
                    // `call P(); return` and `call P(); goto L` are one step's
                    // end; otherwise what follows the call must be labelled.
                    let follow = stmts.get(k + 1).filter(|n| n.label.is_none());
                    let (back, used) = match follow.map(|n| &n.kind) {
                        Some(StmtKind::Return) => (None, 1),
                        Some(StmtKind::Goto(l)) => (Some(l.clone()), 1),
                        Some(_) => return Err(missing_label(&stmts[k + 1])),
                        None => (Some(after.clone()), 0),
                    };
                    out.extend(self.call(s, procedure, args, back)?);
                    if k + 1 + used < stmts.len() {
                        self.explode_seq(&stmts[k + 1 + used..], next, nested)?;
                    }
                    return Ok(out);
                }
                StmtKind::Return => {
                    out.extend(self.ret(s)?);
                    if !last {
                        self.explode_seq(&stmts[k + 1..], next, nested)?;
                    }
                    return Ok(out);
                }
                StmtKind::If { cond, then, otherwise } if has_label(then) || has_label(otherwise) || has_call(then) || has_call(otherwise) => {
                    // As the translator orders them: the steps of the
                    // branches' labels (then's, else's), then those nested
                    // in their unlabelled parts.
                    let (t, mut tn) = self.branch(then, &after, nested)?;
                    let (o, mut en) = self.branch(otherwise, &after, nested)?;
                    nested.append(&mut tn);
                    nested.append(&mut en);
                    out.push(Simple::If { cond: cond.clone(), then: t, otherwise: o });
                    if !last {
                        self.explode_seq(&stmts[k + 1..], next, nested)?;
                    }
                    return Ok(out);
                }
                StmtKind::With { decls, body } if has_call(body) => {
                    // A call or return inside: the with's body ends the step.
                    let b = self.simple_seq(body, &after, nested, false)?;
                    out.push(Simple::With { decls: decls.clone(), body: b });
                    if !last {
                        self.explode_seq(&stmts[k + 1..], next, nested)?;
                    }
                    return Ok(out);
                }
                StmtKind::Either(branches) if branches.iter().any(|b| has_label(b) || has_call(b)) => {
                    // (Each clause's nested steps, then its labels' steps.)
                    let mut bs = Vec::new();
                    for b in branches {
                        let mut labelled = Vec::new();
                        let (simple, mut inner) = self.branch(b, &after, &mut labelled)?;
                        nested.append(&mut inner);
                        nested.append(&mut labelled);
                        bs.push(simple);
                    }
                    out.push(Simple::Either(bs));
                    if !last {
                        self.explode_seq(&stmts[k + 1..], next, nested)?;
                    }
                    return Ok(out);
                }
                StmtKind::Goto(l) => {
                    out.push(Simple::Goto(l.clone()));
                    if !last {
                        self.explode_seq(&stmts[k + 1..], next, nested)?;
                    }
                    return Ok(out);
                }
                _ => out.push(simple(s)?),
            }
        }
        push_goto(&mut out, next);
        Ok(out)
    }

    /// A branch (of an `if` or `either`): its statements up to its first
    /// label as simple statements going on to that label (or `cont`), the
    /// steps of its labelled statements into `labelled`, and the steps
    /// nested in its unlabelled part returned apart.
    fn branch(&self, stmts: &[Stmt], cont: &str, labelled: &mut Vec<Step>) -> EResult<(Vec<Simple>, Vec<Step>)> {
        let split = stmts.iter().position(|b| b.label.is_some()).unwrap_or(stmts.len());
        let first = stmts.get(split).and_then(|b| b.label.as_ref()).map_or(cont.to_string(), |l| l.name.clone());
        let mut inner = Vec::new();
        let simple = self.simple_seq(&stmts[..split], &first, &mut inner, false)?;
        self.explode_seq(&stmts[split..], cont, labelled)?;
        Ok((simple, inner))
    }

    /// `call P(args)`, returning to label `back` (None: `call P(args);
    /// return`, which returns to the caller's caller): the multiple
    /// assignment of P's parameters and the new stack top, then P's
    /// variables set to their initial values, then P's first label.
    fn call(&self, s: &Stmt, name: &str, args: &[Expr], back: Option<String>) -> EResult<Vec<Simple>> {
        let Some(p) = self.procedures.iter().find(|p| p.name == name) else {
            return Err(ExplodeError { message: format!("Call of non-existent procedure {name}\n    at {}", s.location()), pos: s.pos });
        };
        if p.params.len() != args.len() {
            return Err(ExplodeError { message: format!("Procedure {name} called with wrong number of arguments\n    at {}", s.location()), pos: s.pos });
        }
        let set_params: Vec<Assignment> =
            p.params.iter().zip(args).map(|(v, a)| Assignment { var: v.name.clone(), sub: Expr::default(), value: a.clone(), pos: s.pos }).collect();
        let saved: Vec<String> = p.variables.iter().chain(&p.params).map(|v| v.name.clone()).collect();
        let mut out = Vec::new();
        match (back, self.current) {
            (Some(label), _) => {
                out.push(Simple::Call { assigns: set_params, frame: Frame { procedure: p.name.clone(), back: Some(label), saved, replace_top: false } })
            }
            // A procedure that ends by calling itself just starts again.
            (None, Some(cur)) if cur.name == p.name => {
                if !set_params.is_empty() {
                    out.push(Simple::Assign(set_params));
                }
            }
            (None, Some(cur)) => {
                // The caller's frame is replaced: its variables (not its
                // parameters, as the translator does) come back now.
                let mut assigns: Vec<Assignment> = cur.variables.iter().map(|v| assign(&v.name, &format!("Head(stack).{}", v.name), s.pos)).collect();
                assigns.extend(set_params);
                out.push(Simple::Call { assigns, frame: Frame { procedure: p.name.clone(), back: None, saved, replace_top: true } });
            }
            (None, None) => {
                return Err(ExplodeError {
                    message: format!("`return' statement following `call' at line {}, column {} not in a procedure", s.pos.line, s.pos.col),
                    pos: s.pos,
                })
            }
        }
        for v in &p.variables {
            let value = v.value.clone().unwrap_or_else(|| synthesized("defaultInitValue", s.pos));
            out.push(Simple::Assign(vec![Assignment { var: v.name.clone(), sub: Expr::default(), value, pos: s.pos }]));
        }
        let first = p.body.first().and_then(|b| b.label.as_ref()).map_or_else(String::new, |l| l.name.clone());
        out.push(Simple::Goto(first));
        Ok(out)
    }

    /// `return`: pc, the procedure's variables and parameters from the
    /// stack's top, then the stack without it (each its own statement).
    fn ret(&self, s: &Stmt) -> EResult<Vec<Simple>> {
        let Some(p) = self.current else {
            return Err(ExplodeError { message: format!("return statement not in a procedure at line {}, column {}", s.pos.line, s.pos.col), pos: s.pos });
        };
        let mut out = vec![Simple::Assign(vec![assign("pc", "Head(stack).pc", s.pos)])];
        for v in p.variables.iter().chain(&p.params) {
            out.push(Simple::Assign(vec![assign(&v.name, &format!("Head(stack).{}", v.name), s.pos)]));
        }
        out.push(Simple::Assign(vec![assign("stack", "Tail(stack)", s.pos)]));
        Ok(out)
    }
}

/// `var := value` for a value the translation makes up.
fn assign(var: &str, value: &str, pos: Pos) -> Assignment {
    Assignment { var: var.into(), sub: Expr::default(), value: synthesized(value, pos), pos }
}

/// An expression the translation makes up, as tokens on one line.
fn synthesized(text: &str, pos: Pos) -> Expr {
    let lines = vec![text.to_string()];
    let tokens = crate::token::Tokenizer::new(&lines, 0, 0).all().unwrap_or_default();
    let added = |t: &crate::token::Token| t.kind == crate::token::Kind::Ident && (t.is("pc") || t.is("stack"));
    Expr {
        tokens: tokens
            .into_iter()
            .map(|t| crate::token::Token { line: pos.line, kind: if added(&t) { crate::token::Kind::Added } else { t.kind }, ..t })
            .collect(),
    }
}

/// The translator's error for a statement that must be labelled.
fn missing_label(s: &Stmt) -> ExplodeError {
    ExplodeError { message: format!("Missing label(s) at the following location(s):\n     line {}, column {}.", s.pos.line, s.pos.col), pos: s.pos }
}

/// Whether a statement list calls or returns (at any depth).
pub fn has_call(stmts: &[Stmt]) -> bool {
    any(stmts, |s| matches!(s.kind, StmtKind::Call { .. } | StmtKind::Return))
}

/// Whether a statement sets pc somewhere.
fn has_goto(s: &Simple) -> bool {
    match s {
        Simple::Goto(_) => true,
        Simple::Assign(a) => a.iter().any(|a| a.var == "pc"),
        Simple::Call { .. } => true,
        Simple::If { then, otherwise, .. } => then.iter().any(has_goto) || otherwise.iter().any(has_goto),
        Simple::Either(bs) => bs.iter().any(|b| b.iter().any(has_goto)),
        Simple::With { body, .. } => body.iter().any(has_goto),
        _ => false,
    }
}

/// Ends `stmts` by going to `next`. When the last statement already
/// sets pc on some path (an IF with a `goto`), the translator moves the
/// step's own continuation into it, onto the paths that do not.
fn push_goto(stmts: &mut Vec<Simple>, next: &str) {
    match stmts.last_mut() {
        Some(last) if has_goto(last) => match last {
            Simple::Goto(_) => {}
            Simple::If { then, otherwise, .. } => {
                push_goto(then, next);
                push_goto(otherwise, next);
            }
            Simple::Either(bs) => bs.iter_mut().for_each(|b| push_goto(b, next)),
            Simple::With { body, .. } => push_goto(body, next),
            _ => stmts.push(Simple::Goto(next.to_string())),
        },
        _ => stmts.push(Simple::Goto(next.to_string())),
    }
}

/// A statement without labels inside, as a step's statement.
pub fn simple(s: &Stmt) -> EResult<Simple> {
    let list = |stmts: &[Stmt]| stmts.iter().map(simple).collect::<EResult<Vec<_>>>();
    Ok(match &s.kind {
        StmtKind::Assign(a) => Simple::Assign(a.clone()),
        StmtKind::If { cond, then, otherwise } => Simple::If { cond: cond.clone(), then: list(then)?, otherwise: list(otherwise)? },
        StmtKind::Either(bs) => Simple::Either(bs.iter().map(|b| list(b)).collect::<EResult<Vec<_>>>()?),
        StmtKind::With { decls, body } => Simple::With { decls: decls.clone(), body: list(body)? },
        StmtKind::Await(e) => Simple::Await(e.clone()),
        StmtKind::Print(e) => Simple::Print(e.clone()),
        StmtKind::Assert(e) => Simple::Assert(e.clone(), s.location()),
        StmtKind::Skip => Simple::Skip,
        StmtKind::Goto(l) => Simple::Goto(l.clone()),
        // (Expanded before the algorithm is exploded.)
        StmtKind::MacroCall { name, .. } => return Err(ExplodeError { message: format!("Macro {name} undefined"), pos: s.pos }),
        StmtKind::While { .. } => return Err(ExplodeError { message: "Missing label at while".into(), pos: s.pos }),
        StmtKind::Call { .. } | StmtKind::Return => return Err(ExplodeError { message: "procedures are not translated yet".into(), pos: s.pos }),
    })
}
