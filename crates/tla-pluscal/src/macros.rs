//! Macro calls replaced by the macro's statements, as the translator
//! expands them before anything else looks at the algorithm: the
//! parameters replaced by the arguments in every expression (see
//! [`crate::texpr::substitute_all`]), the call's label on the first
//! statement, each statement remembering the call's place for messages.
//! A macro may call the macros defined before it.

use crate::ast::*;
use crate::explode::ExplodeError;
use crate::texpr::substitute_all;

type MResult<T> = Result<T, ExplodeError>;

/// The algorithm with every macro call expanded.
pub fn expand(alg: &Algorithm) -> MResult<Algorithm> {
    let mut macros: Vec<Macro> = Vec::new();
    for m in &alg.macros {
        if let Some(l) = first_label(&m.body) {
            return Err(ExplodeError { message: format!("A label may not appear in a macro.\n    line {}, column {}.", l.pos.line, l.pos.col), pos: l.pos });
        }
        let body = expand_seq(&m.body, &macros)?;
        macros.push(Macro { body, ..m.clone() });
    }
    let body = match &alg.body {
        Body::Uniprocess(stmts) => Body::Uniprocess(expand_seq(stmts, &macros)?),
        Body::Multiprocess(ps) => {
            Body::Multiprocess(ps.iter().map(|p| Ok(Process { body: expand_seq(&p.body, &macros)?, ..p.clone() })).collect::<MResult<_>>()?)
        }
    };
    let procedures = alg.procedures.iter().map(|p| Ok(Procedure { body: expand_seq(&p.body, &macros)?, ..p.clone() })).collect::<MResult<_>>()?;
    Ok(Algorithm { body, procedures, macros, ..alg.clone() })
}

/// The first label written in statements, if any.
fn first_label(stmts: &[Stmt]) -> Option<Label> {
    let mut first = None;
    walk(stmts, &mut |s| first = first.take().or_else(|| s.label.clone()));
    first
}

fn expand_seq(stmts: &[Stmt], macros: &[Macro]) -> MResult<Vec<Stmt>> {
    let mut out = Vec::new();
    for s in stmts {
        let kind = match &s.kind {
            StmtKind::MacroCall { name, args } => {
                out.extend(expand_call(s, name, args, macros)?);
                continue;
            }
            StmtKind::If { cond, then, otherwise } => {
                StmtKind::If { cond: cond.clone(), then: expand_seq(then, macros)?, otherwise: expand_seq(otherwise, macros)? }
            }
            StmtKind::Either(bs) => StmtKind::Either(bs.iter().map(|b| expand_seq(b, macros)).collect::<MResult<_>>()?),
            StmtKind::While { cond, body } => StmtKind::While { cond: cond.clone(), body: expand_seq(body, macros)? },
            StmtKind::With { decls, body } => StmtKind::With { decls: decls.clone(), body: expand_seq(body, macros)? },
            other => other.clone(),
        };
        out.push(Stmt { kind, ..s.clone() });
    }
    Ok(out)
}

/// The statements of a call of macro `name` (the last one defined by that
/// name, as the translator looks it up).
fn expand_call(call: &Stmt, name: &str, args: &[Expr], macros: &[Macro]) -> MResult<Vec<Stmt>> {
    let at = format!("line {}, column {}", call.pos.line, call.pos.col);
    let Some(m) = macros.iter().rev().find(|m| m.name == name) else {
        return Err(ExplodeError { message: format!("Macro {name} undefined,\n    at {at}"), pos: call.pos });
    };
    if m.params.len() != args.len() {
        return Err(ExplodeError { message: format!("Macro {name} called with wrong number of arguments at \n    {at}"), pos: call.pos });
    }
    let mut out = m.body.iter().map(|s| substitute(s, &m.params, args, call.pos)).collect::<MResult<Vec<_>>>()?;
    if let Some(first) = out.first_mut() {
        first.label = call.label.clone();
    }
    Ok(out)
}

/// A macro's statement with its parameters replaced by the arguments.
fn substitute(s: &Stmt, params: &[String], args: &[Expr], call: Pos) -> MResult<Stmt> {
    let e = |x: &Expr| substitute_all(x, params, args, true);
    let list = |v: &[Stmt]| v.iter().map(|x| substitute(x, params, args, call)).collect::<MResult<Vec<_>>>();
    let kind = match &s.kind {
        StmtKind::Assign(assigns) => StmtKind::Assign(
            assigns
                .iter()
                .map(|a| {
                    // An assigned parameter must stand for a variable: the
                    // argument's first token, what follows it going before
                    // the assignment's own subscripts.
                    let mut sub = e(&a.sub);
                    let var = match params.iter().position(|p| *p == a.var).and_then(|k| args.get(k)) {
                        None => a.var.clone(),
                        Some(arg) => match arg.tokens.first() {
                            Some(t) if t.kind == crate::token::Kind::Ident => {
                                sub = prepend(&arg.tokens[1..], &sub);
                                t.text.clone()
                            }
                            t => {
                                let text = t.map_or(String::new(), |t| t.text.clone());
                                let at = Stmt { macro_call: Some(call), ..s.clone() }.location();
                                return Err(ExplodeError {
                                    message: format!("Macro expansion substitutes `{text}' for assignment variable\n    at {at}"),
                                    pos: a.pos,
                                });
                            }
                        },
                    };
                    Ok(Assignment { var, sub, value: e(&a.value), pos: a.pos })
                })
                .collect::<MResult<_>>()?,
        ),
        StmtKind::If { cond, then, otherwise } => StmtKind::If { cond: e(cond), then: list(then)?, otherwise: list(otherwise)? },
        StmtKind::Either(bs) => StmtKind::Either(bs.iter().map(|b| list(b)).collect::<MResult<_>>()?),
        StmtKind::While { cond, body } => StmtKind::While { cond: e(cond), body: list(body)? },
        StmtKind::With { decls, body } => {
            StmtKind::With { decls: decls.iter().map(|d| VarDecl { value: d.value.as_ref().map(e), ..d.clone() }).collect(), body: list(body)? }
        }
        StmtKind::Await(x) => StmtKind::Await(e(x)),
        StmtKind::Print(x) => StmtKind::Print(e(x)),
        StmtKind::Assert(x) => StmtKind::Assert(e(x)),
        StmtKind::Call { procedure, args: a } => StmtKind::Call { procedure: procedure.clone(), args: a.iter().map(e).collect() },
        other => other.clone(),
    };
    Ok(Stmt { label: s.label.clone(), kind, pos: s.pos, macro_call: Some(call) })
}

/// `rest` (an argument's tokens after its variable) followed by `sub`, on
/// one line as written after the variable.
fn prepend(rest: &[crate::token::Token], sub: &Expr) -> Expr {
    if rest.is_empty() {
        return sub.clone();
    }
    let mut tokens: Vec<crate::token::Token> = rest.to_vec();
    let (line, col) = tokens.last().map_or((0, 0), |t| (t.line, t.col + t.text.chars().count()));
    let first = sub.tokens.first().map_or((0, 0), |t| (t.line, t.col));
    for t in &sub.tokens {
        let mut t = t.clone();
        if t.line == first.0 {
            t.col = col + (t.col - first.1);
            t.line = line;
        }
        tokens.push(t);
    }
    Expr { tokens }
}
