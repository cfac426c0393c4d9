//! Subexpression selectors: what `Op!2`, `Op!<<`, `Op!lab`, `Op!:` and
//! `Op!(x)` name inside a definition's body. The checker compiles the part
//! selected; the resolver takes its level.

use crate::ast::*;

/// `:` is `e` itself; `n` the n-th operand (of an operator application, a
/// bulleted list, IF, an operator call), `<<` the first and `>>` the last;
/// a label's name the expression it labels.
pub fn select<'e>(e: &'e Expr, sel: &str) -> Option<&'e Expr> {
    if sel == ":" {
        return Some(e);
    }
    if sel == "()" {
        return bound_body(e);
    }
    if sel != "<<" && sel != ">>" && sel.parse::<usize>().is_err() {
        return find_label(e, sel);
    }
    let operands: Vec<&Expr> = match &e.kind {
        ExprKind::OpApp { args, .. } => args.iter().collect(),
        ExprKind::Junction { items, .. } => items.iter().collect(),
        ExprKind::If(c, t, f) => vec![c, t, f],
        ExprKind::Name(segs) if segs.len() == 1 => segs[0].args.iter().collect(),
        ExprKind::Tuple(xs) | ExprKind::SetEnum(xs) | ExprKind::Times(xs) => xs.iter().collect(),
        ExprKind::BoxAction(a, v) | ExprKind::AngleAction(a, v) => vec![a, v],
        // `WF_v(A)`: the subscript first, as SANY numbers them.
        ExprKind::Fairness { sub, action, .. } => vec![sub, action],
        ExprKind::Label { body, .. } => return select(body, sel),
        _ => vec![],
    };
    match sel {
        "<<" => operands.first().copied(),
        ">>" => operands.last().copied(),
        _ => match sel.parse::<usize>() {
            Ok(n) if n >= 1 => operands.get(n - 1).copied(),
            Ok(_) => None,
            Err(_) => find_label(e, sel),
        },
    }
}

/// The expression labeled `name` inside `e`.
pub fn find_label<'e>(e: &'e Expr, name: &str) -> Option<&'e Expr> {
    if let ExprKind::Label { name: n, body, .. } = &e.kind {
        if n.name == name {
            return Some(body);
        }
    }
    let children: Vec<&Expr> = match &e.kind {
        ExprKind::OpApp { args, .. } => args.iter().collect(),
        ExprKind::Junction { items, .. } => items.iter().collect(),
        ExprKind::If(c, t, f) => vec![c, t, f],
        ExprKind::Label { body, .. } | ExprKind::Forall(_, body) | ExprKind::Exists(_, body) | ExprKind::Let { body, .. } => vec![body],
        ExprKind::Case { arms, other } => arms.iter().flat_map(|(g, v)| [g, v]).chain(other.as_deref()).collect(),
        ExprKind::BoxAction(a, v) | ExprKind::AngleAction(a, v) => vec![a, v],
        _ => vec![],
    };
    children.into_iter().find_map(|c| find_label(c, name))
}

/// `!(a, b)`: the body of the construct that binds the names `a` and `b`
/// stand for (a quantifier, CHOOSE, a set or function constructor).
pub fn bound_body(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Forall(_, body) | ExprKind::Exists(_, body) | ExprKind::Choose(_, body) | ExprKind::SetFilter(_, body) | ExprKind::FnCons(_, body) => {
            Some(body)
        }
        ExprKind::SetMap(body, _) => Some(body),
        ExprKind::TemporalQuant { body, .. } => Some(body),
        ExprKind::Label { body, .. } => bound_body(body),
        _ => None,
    }
}
