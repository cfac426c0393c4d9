//! Semantic actions of the grammar that need more than one line: precedence
//! resolution of operator sequences, and the "cover" forms that the grammar
//! parses generally and classifies here (`{x \in S : P}` is a filter,
//! `{e : x \in S}` a map; `[...]` is a record, record set or function).

use crate::ast::*;
use crate::precedence::{self, Prec};
use lalrpop_util::ParseError;
use tla_lexer::Tok;

/// An error found by a grammar action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub span: Span,
    pub message: String,
    pub label: Option<String>,
    pub help: Option<String>,
    /// Operators whose precedence ranges overlap (or a non-associative
    /// one repeated): SANY's precedence error, not a plain syntax error.
    pub precedence: bool,
}

type ActionResult<'a, T> = Result<T, ParseError<usize, Tok<'a>, SyntaxError>>;

fn fail<'a, T>(span: Span, message: impl Into<String>, label: Option<&str>, help: Option<&str>) -> ActionResult<'a, T> {
    Err(ParseError::User {
        error: SyntaxError { span, message: message.into(), label: label.map(str::to_string), help: help.map(str::to_string), precedence: false },
    })
}

/// [`fail`] for a precedence conflict.
fn fail_precedence<'a, T>(span: Span, message: impl Into<String>, label: Option<&str>, help: Option<&str>) -> ActionResult<'a, T> {
    fail(span, message, label, help).map_err(|e| match e {
        ParseError::User { error } => ParseError::User { error: SyntaxError { precedence: true, ..error } },
        other => other,
    })
}

/// The canonical name of the prefix operator "eventually" (spelled out here
/// because lalrpop rewrites that text inside grammar actions).
pub const EVENTUALLY: &str = "<>";

pub enum SeqItem {
    Prefix(Ident),
    Infix(Ident),
    Postfix(Ident),
    Operand(Expr),
}

pub enum BracketItem {
    Expr(Expr),
    MapsTo(Expr, Expr),
    Colon(Expr, Expr),
}

pub fn sym((span, name): (Span, &str)) -> Ident {
    Ident { name: name.to_string(), span }
}

/// `G!++` as an operator argument: the name `G` extended by the symbol,
/// with no arguments (see SelectedOpSymbol in the grammar).
pub fn selected_op_symbol(path: Vec<NameSeg>, op: (Span, &str), span: Span) -> Expr {
    let mut path = path;
    path.push(NameSeg { name: sym(op), args: vec![] });
    Expr::new(ExprKind::Name(path), span)
}

/// An operator symbol applied in prefix form, `+(a, b)` or `\in(x, S)`: an
/// application of TLA+'s own operator, or a call of the defined one.
pub fn prefix_app(op: (Span, &str), args: Vec<Expr>, span: Span) -> Expr {
    let op = sym(op);
    if crate::precedence::is_builtin(&op.name) {
        Expr::new(ExprKind::OpApp { op, args }, span)
    } else {
        Expr::new(ExprKind::Name(vec![NameSeg { name: op, args }]), span)
    }
}

/// `lab(x, y) :: body`: the parameters must be plain names.
pub fn label<'a>(name: Ident, args: Vec<Expr>, body: Expr, span: Span) -> ActionResult<'a, Expr> {
    let mut params = Vec::with_capacity(args.len());
    for a in args {
        match a.kind {
            ExprKind::Name(mut segs) if segs.len() == 1 && segs[0].args.is_empty() => params.push(segs.pop().expect("one segment").name),
            _ => return fail(a.span, "a label's parameters must be names", Some("not a name"), None),
        }
    }
    Ok(Expr::new(ExprKind::Label { name, params, body: Box::new(body) }, span))
}

pub fn op_ident(name: &str, l: usize, r: usize) -> Ident {
    Ident { name: name.to_string(), span: Span::new(l, r) }
}

pub fn symbol_def(op: (Span, &str), fixity: Fixity, params: Vec<Ident>, body: Expr, span: Span) -> Definition {
    let params = params.into_iter().map(|name| OpDecl { span: name.span, name, arity: 0, fixity: Fixity::Named }).collect();
    Definition { local: false, name: sym(op), fixity, kind: DefKind::Operator { params, body }, span }
}

/// The value of a string literal (TLA+ escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\f`).
pub fn unescape(lit: &str) -> String {
    let inner = lit.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(lit);
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('f') => out.push('\u{c}'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

pub fn unbounded(ids: Vec<Ident>) -> Vec<Bound> {
    let span = ids[0].span.to(ids[ids.len() - 1].span);
    vec![Bound { pattern: BoundPattern::Ids(ids), set: None, span }]
}

pub fn case(arms: Vec<(Expr, Expr)>, last: Option<(Expr, Expr)>, other: Option<Expr>) -> ExprKind {
    let mut arms = arms;
    arms.extend(last);
    ExprKind::Case { arms, other: other.map(Box::new) }
}

// ------------------------------------------------------------ precedence

enum PendingOp {
    Prefix(Ident, Prec),
    Infix(Ident, Prec),
}

impl PendingOp {
    fn ident(&self) -> &Ident {
        match self {
            PendingOp::Prefix(i, _) | PendingOp::Infix(i, _) => i,
        }
    }
}

struct Operand {
    expr: Expr,
    /// Built by `\X` in this sequence: a further `\X` extends it, since
    /// `A \X B \X C` is a set of triples, not of nested pairs.
    times_chain: bool,
}

/// Builds the tree of a flat operator sequence by the precedence ranges.
pub fn seq<'a>(items: Vec<SeqItem>, span: Span) -> ActionResult<'a, Expr> {
    let mut operands: Vec<Operand> = Vec::new();
    let mut ops: Vec<PendingOp> = Vec::new();
    // The operator the previous item was, if it was one (prefix or infix).
    let mut after_op: Option<(Ident, Prec)> = None;
    for item in items {
        // SANY treats `'`, `^+`, `^*` and `^#` as postfix operators of
        // precedence 15, which conflict with a prefix operator right before
        // them whose range reaches 15 (`[]`, `<>`, ENABLED, UNCHANGED).
        let postfix = match &item {
            SeqItem::Operand(e) => primed_in_chain(e),
            SeqItem::Postfix(op) => Some(op.clone()),
            _ => None,
        };
        if let (Some(post), Some(PendingOp::Prefix(pre, p))) = (&postfix, ops.last()) {
            // A prefix operator on top of the stack is the one this operand
            // (or its postfix operator) follows.
            if p.hi >= 15 {
                let a = precedence::display(&pre.name).to_string();
                return fail_precedence(
                    pre.span.to(post.span),
                    format!("precedence conflict between `{a}` and `{}`", post.name),
                    Some("these operators have overlapping precedence"),
                    Some(&format!("write `{a}(...)` with parentheses around the operand")),
                );
            }
        }
        match item {
            SeqItem::Operand(expr) => operands.push(Operand { expr, times_chain: false }),
            SeqItem::Prefix(op) => {
                let prec = precedence::prefix(&op.name);
                // SANY reads `-` after an operator as prefix minus only if
                // that operator does not bind tighter than it (12): `7 \div
                // -2`, `2^-1`, `a * -b` are its precedence conflict, `a + -b`,
                // `a % -b`, `a = -1` are not.
                if let Some((before, before_prec)) = &after_op {
                    if op.name == "-." && before_prec.lo > prec.hi {
                        let a = precedence::display(&before.name).to_string();
                        return fail_precedence(
                            before.span.to(op.span),
                            format!("precedence conflict between `{a}` and `-`"),
                            Some("these operators have overlapping precedence"),
                            Some("write the negative operand in parentheses: `(-b)`"),
                        );
                    }
                }
                after_op = Some((op.clone(), prec));
                ops.push(PendingOp::Prefix(op, prec));
                continue;
            }
            SeqItem::Postfix(op) => {
                // Postfix operators (precedence 15) bind tighter than any prefix.
                let e = operands.pop().expect("grammar puts an operand before a postfix operator").expr;
                let span = e.span.to(op.span);
                operands.push(Operand { expr: Expr::new(ExprKind::OpApp { op, args: vec![e] }, span), times_chain: false });
            }
            SeqItem::Infix(op) => {
                let prec = precedence::infix(&op.name);
                while let Some(top) = ops.last() {
                    let (top_prec, same_left) = match top {
                        PendingOp::Prefix(_, p) => (*p, false),
                        PendingOp::Infix(i, p) => (*p, i.name == op.name && p.left_assoc),
                    };
                    if top_prec.lo > prec.hi || same_left {
                        reduce(&mut operands, &mut ops);
                    } else if prec.lo > top_prec.hi {
                        break;
                    } else {
                        let other = top.ident();
                        let a = precedence::display(&other.name);
                        let b = precedence::display(&op.name);
                        let what = if a == b {
                            format!("`{a}` is not associative: `a {a} b {a} c` needs parentheses")
                        } else {
                            format!("precedence conflict between `{a}` and `{b}`")
                        };
                        return fail_precedence(
                            other.span.to(op.span),
                            what,
                            Some("these operators have overlapping precedence"),
                            Some("add parentheses to say which operator applies first"),
                        );
                    }
                }
                after_op = Some((op.clone(), prec));
                ops.push(PendingOp::Infix(op, prec));
                continue;
            }
        }
        after_op = None;
    }
    while !ops.is_empty() {
        reduce(&mut operands, &mut ops);
    }
    let mut result = operands.pop().expect("a sequence has an operand").expr;
    debug_assert!(operands.is_empty());
    // A parenthesized expression keeps the span of its parentheses; a
    // sequence spans all of its items.
    if !matches!(result.kind, ExprKind::Junction { .. }) || result.span.len() < span.len() {
        result.span = result.span.to(span);
    }
    Ok(result)
}

/// The prime applied within an operand's chain of applications and field
/// accesses (`x'`, `x'[i]`, `r'.f`), if any.
fn primed_in_chain(e: &Expr) -> Option<Ident> {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::FnApp(f, _) => e = f,
            ExprKind::Field(r, _) => e = r,
            ExprKind::OpApp { op, .. } if op.name == "'" => return Some(op.clone()),
            _ => return None,
        }
    }
}

fn reduce(operands: &mut Vec<Operand>, ops: &mut Vec<PendingOp>) {
    match ops.pop().expect("reduce with an operator") {
        PendingOp::Prefix(op, _) => {
            let e = operands.pop().expect("prefix operand").expr;
            let span = op.span.to(e.span);
            operands.push(Operand { expr: Expr::new(ExprKind::OpApp { op, args: vec![e] }, span), times_chain: false });
        }
        PendingOp::Infix(op, _) => {
            let right = operands.pop().expect("right operand").expr;
            let left = operands.pop().expect("left operand");
            let span = left.expr.span.to(right.span);
            if op.name == "\\X" {
                let factors = match left.expr.kind {
                    ExprKind::Times(mut fs) if left.times_chain => {
                        fs.push(right);
                        fs
                    }
                    _ => vec![left.expr, right],
                };
                operands.push(Operand { expr: Expr::new(ExprKind::Times(factors), span), times_chain: true });
            } else {
                let kind = ExprKind::OpApp { op, args: vec![left.expr, right] };
                operands.push(Operand { expr: Expr::new(kind, span), times_chain: false });
            }
        }
    }
}

// ------------------------------------------------------------ cover forms

/// The binder of `x \in S` or `<<x, y>> \in S`; `None` if `e` is not one.
fn bound_pattern(e: &Expr) -> Option<BoundPattern> {
    let ExprKind::OpApp { op, args } = &e.kind else { return None };
    if op.name != "\\in" || args.len() != 2 {
        return None;
    }
    Some(match &args[0].kind {
        ExprKind::Tuple(items) => BoundPattern::Tuple(items.iter().map(|i| i.ident().cloned()).collect::<Option<_>>()?),
        _ => BoundPattern::Ids(vec![args[0].ident()?.clone()]),
    })
}

/// `x \in S` or `<<x, y>> \in S` read as a bound, or `e` back if it is not
/// one. The set is moved, not cloned: cloning made nested comprehensions
/// quadratic.
fn into_bound(e: Expr) -> Result<Bound, Expr> {
    let Some(pattern) = bound_pattern(&e) else { return Err(e) };
    let span = e.span;
    let ExprKind::OpApp { args, .. } = e.kind else { unreachable!("bound_pattern checked the shape") };
    let set = args.into_iter().nth(1);
    Ok(Bound { pattern, set, span })
}

/// Reads `x, y \in S, <<a, b>> \in T` (parsed as expressions) as bounds.
fn as_bounds<'a>(items: Vec<Expr>) -> ActionResult<'a, Vec<Bound>> {
    let mut bounds = Vec::new();
    let mut pending: Vec<Ident> = Vec::new();
    for item in items {
        let item_span = item.span;
        match into_bound(item) {
            Ok(mut b) => {
                if let BoundPattern::Ids(ids) = &mut b.pattern {
                    if let Some(first) = pending.first() {
                        b.span = first.span.to(b.span);
                    }
                    pending.append(ids);
                    *ids = std::mem::take(&mut pending);
                } else if !pending.is_empty() {
                    return fail(item_span, "a tuple binder `<<x, y>> \\in S` cannot share its set with other names", None, None);
                }
                bounds.push(b);
            }
            Err(item) => match item.ident() {
                Some(id) => pending.push(id.clone()),
                None => return fail(item_span, "expected a bound of the form `x \\in S`", Some("not a bound"), None),
            },
        }
    }
    if let Some(id) = pending.last() {
        return fail(id.span, format!("`{}` has no set: expected `{} \\in S`", id.name, id.name), None, None);
    }
    Ok(bounds)
}

/// `{x \in S : P}` (a filter) or `{e : x \in S, ...}` (a map).
pub fn set_comprehension<'a>(head: Expr, rest: Vec<Expr>, span: Span) -> ActionResult<'a, Expr> {
    let head = if rest.len() == 1 {
        match into_bound(head) {
            Ok(bound) => {
                let pred = rest.into_iter().next().unwrap();
                return Ok(Expr::new(ExprKind::SetFilter(Box::new(bound), Box::new(pred)), span));
            }
            Err(head) => head,
        }
    } else {
        head
    };
    let bounds = as_bounds(rest)?;
    Ok(Expr::new(ExprKind::SetMap(Box::new(head), bounds), span))
}

/// `[a |-> 1, b |-> 2]`, `[a : S, b : T]` or `[x \in S, y \in T |-> e]`.
pub fn bracket<'a>(items: Vec<BracketItem>, span: Span) -> ActionResult<'a, Expr> {
    let n = items.len();
    if items.iter().all(|i| matches!(i, BracketItem::MapsTo(k, _) if k.ident().is_some())) {
        let fields = items
            .into_iter()
            .map(|i| match i {
                BracketItem::MapsTo(k, v) => (k.ident().unwrap().clone(), v),
                _ => unreachable!(),
            })
            .collect();
        return Ok(Expr::new(ExprKind::Record(fields), span));
    }
    if items.iter().all(|i| matches!(i, BracketItem::Colon(k, _) if k.ident().is_some())) {
        let fields = items
            .into_iter()
            .map(|i| match i {
                BracketItem::Colon(k, v) => (k.ident().unwrap().clone(), v),
                _ => unreachable!(),
            })
            .collect();
        return Ok(Expr::new(ExprKind::RecordSet(fields), span));
    }
    let last_is_map = matches!(items.last(), Some(BracketItem::MapsTo(..)));
    let others_plain = items[..n - 1].iter().all(|i| matches!(i, BracketItem::Expr(_)));
    if last_is_map && others_plain {
        let mut exprs = Vec::with_capacity(n);
        let mut body = None;
        for item in items {
            match item {
                BracketItem::Expr(e) => exprs.push(e),
                BracketItem::MapsTo(k, v) => {
                    exprs.push(k);
                    body = Some(v);
                }
                BracketItem::Colon(..) => unreachable!(),
            }
        }
        let bounds = as_bounds(exprs)?;
        return Ok(Expr::new(ExprKind::FnCons(bounds, Box::new(body.unwrap())), span));
    }
    if n == 1 {
        if let BracketItem::Expr(_) = &items[0] {
            return fail(span, "`[A]` needs a subscript: expected `[A]_vars`", Some("no `_` after `]`"), None);
        }
    }
    fail(
        span,
        "malformed `[...]`: expected a record `[a |-> e, ...]`, a record set `[a : S, ...]`, a function `[x \\in S |-> e]`, a function set `[S -> T]` or `[f EXCEPT ...]`",
        None,
        None,
    )
}

/// `<1> f(x) == e` in a proof: the head was parsed as an expression.
pub fn step_definition<'a>(head: Expr, body: Expr, span: Span) -> ActionResult<'a, Definition> {
    let param = |e: &Expr| e.ident().map(|name| OpDecl { name: name.clone(), arity: 0, fixity: Fixity::Named, span: e.span });
    match head.kind {
        ExprKind::Name(mut segs) if segs.len() == 1 => {
            let seg = segs.pop().unwrap();
            let params = seg.args.iter().map(param).collect::<Option<Vec<_>>>();
            match params {
                Some(params) => Ok(Definition { local: false, name: seg.name, fixity: Fixity::Named, kind: DefKind::Operator { params, body }, span }),
                None => fail(head.span, "expected parameter names in a definition", None, None),
            }
        }
        ExprKind::OpApp { op, args } => {
            let fixity = match args.len() {
                2 => Fixity::Infix,
                _ if op.span.start <= head.span.start => Fixity::Prefix,
                _ => Fixity::Postfix,
            };
            let params = args.iter().map(param).collect::<Option<Vec<_>>>();
            match params {
                Some(params) => Ok(Definition { local: false, name: op, fixity, kind: DefKind::Operator { params, body }, span }),
                None => fail(head.span, "expected parameter names in a definition", None, None),
            }
        }
        _ => fail(head.span, "expected a definition `Name(params) == expression`", None, None),
    }
}
