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
    stmts.iter().any(|s| {
        s.label.is_some()
            || match &s.kind {
                StmtKind::If { then, otherwise, .. } => has_label(then) || has_label(otherwise),
                StmtKind::Either(bs) => bs.iter().any(|b| has_label(b)),
                StmtKind::While { body, .. } | StmtKind::With { body, .. } => has_label(body),
                _ => false,
            }
    })
}

/// The steps of a body (a process's, or the algorithm's), whose end goes
/// to `done` ("Done").
pub fn explode_body(stmts: &[Stmt], done: &str) -> EResult<Vec<Step>> {
    let mut steps = Vec::new();
    explode_seq(stmts, done, &mut steps)?;
    Ok(steps)
}

/// Splits `stmts` (which begins with a label, unless empty) into steps;
/// the last one continues to `next`.
fn explode_seq(stmts: &[Stmt], next: &str, steps: &mut Vec<Step>) -> EResult<()> {
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
        let body = simple_seq(&stmts[i..j], &after, &mut nested, true)?;
        steps.push(Step { label: label.name.clone(), modifier: label.modifier, body });
        steps.extend(nested);
        i = j;
    }
    Ok(())
}

/// The simple statements of an unlabelled sequence (the first statement's
/// label, if `first_labelled`, is the step's own), ending with `Goto(next)`
/// unless control leaves by itself.
fn simple_seq(stmts: &[Stmt], next: &str, nested: &mut Vec<Step>, first_labelled: bool) -> EResult<Vec<Simple>> {
    let mut out = Vec::new();
    for (k, s) in stmts.iter().enumerate() {
        if s.label.is_some() && !(first_labelled && k == 0) {
            // A label ends the unlabelled part: go there, and the rest are
            // steps of their own.
            let label = s.label.as_ref().map(|l| l.name.clone()).unwrap_or_default();
            out.push(Simple::Goto(label));
            explode_seq(&stmts[k..], next, nested)?;
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
                let then = simple_seq(body, &head, nested, false)?;
                let cont = if last || !after.is_empty() {
                    after.clone()
                } else {
                    return Err(ExplodeError { message: "Missing label after while".into(), pos: stmts[k + 1].pos });
                };
                let is_true = cond.tokens.len() == 1 && cond.tokens[0].is("TRUE");
                if is_true {
                    out.extend(then);
                } else {
                    out.push(Simple::If { cond: cond.clone(), then, otherwise: vec![Simple::Goto(cont)] });
                }
                // Statements after the while begin a new step (they are labelled).
                if !last {
                    explode_seq(&stmts[k + 1..], next, nested)?;
                }
                return Ok(out);
            }
            StmtKind::If { cond, then, otherwise } if has_label(then) || has_label(otherwise) => {
                let cont = after.clone();
                let t = simple_seq(then, &cont, nested, false)?;
                let mut o = simple_seq(otherwise, &cont, nested, false)?;
                if otherwise.is_empty() {
                    o = vec![Simple::Goto(cont.clone())];
                }
                out.push(Simple::If { cond: cond.clone(), then: t, otherwise: o });
                if !last {
                    explode_seq(&stmts[k + 1..], next, nested)?;
                }
                return Ok(out);
            }
            StmtKind::Either(branches) if branches.iter().any(|b| has_label(b)) => {
                let cont = after.clone();
                let mut bs = Vec::new();
                for b in branches {
                    bs.push(simple_seq(b, &cont, nested, false)?);
                }
                out.push(Simple::Either(bs));
                if !last {
                    explode_seq(&stmts[k + 1..], next, nested)?;
                }
                return Ok(out);
            }
            StmtKind::Goto(l) => {
                out.push(Simple::Goto(l.clone()));
                if !last {
                    explode_seq(&stmts[k + 1..], next, nested)?;
                }
                return Ok(out);
            }
            _ => out.push(simple(s)?),
        }
    }
    push_goto(&mut out, next);
    Ok(out)
}

/// Whether a statement sets pc somewhere.
fn has_goto(s: &Simple) -> bool {
    match s {
        Simple::Goto(_) => true,
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
