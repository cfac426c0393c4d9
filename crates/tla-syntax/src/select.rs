//! Subexpression selectors: what `Op!2`, `Op!<<`, `Op!lab`, `Op!:`,
//! `Op!(x)`, `Op!@` and `Op!1!Def` name inside a definition's body, by
//! the rules of SANY (its `selectorToNode`, Lamport's `Subexpression.tla`):
//! a positional selector picks an operand of the expression as SANY's
//! semantic tree holds it (`f[a]` is `$FcnApply(f, a)`, `r.h` is
//! `$RcdSelect(r, "h")`, a record's operands are its fields' values, a
//! quantifier's its bounds), labels are transparent, `!(e)` and `!@` enter
//! the body of a construct that binds names, and a name after an operand
//! is a definition of the LET that operand is. The checker compiles the
//! part selected with the names bound around it; the resolver takes its
//! level.

use std::borrow::Cow;

use crate::ast::*;

/// What binds the names the selected part may use, outermost first.
#[derive(Debug)]
pub enum Scope<'e> {
    /// Names bound around the part (a quantifier's, a label's, a LET
    /// operator's parameters) and the selector's arguments giving their
    /// values; `None` for `!@`, which makes the part an operator of them.
    Params { names: Vec<(&'e Ident, usize)>, args: Option<&'e [Expr]> },
    /// A LET whose definitions the part sees.
    Let(&'e [Unit]),
}

/// Why a selector path names nothing (SANY's message) and the selector
/// at fault.
#[derive(Debug)]
pub struct SelectError {
    pub message: String,
    pub span: Span,
}

/// The part a selector path names and the scopes around it.
#[derive(Debug)]
pub struct Selection<'e> {
    pub scopes: Vec<Scope<'e>>,
    pub target: Cow<'e, Expr>,
}

impl Selection<'_> {
    /// Whether a `!@` made the part an operator rather than a value.
    pub fn is_operator(&self) -> bool {
        self.scopes.iter().any(|s| matches!(s, Scope::Params { args: None, .. }))
    }
}

/// One selector, classified as SANY's `Selector` does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sel {
    Num(usize),
    /// `<<`: the first operand.
    First,
    /// `>>`: the second of two operands.
    Second,
    Colon,
    /// `!(e1, ..., en)`.
    Args,
    At,
    Name,
}

fn classify(seg: &NameSeg) -> Sel {
    match seg.name.name.as_str() {
        "<<" => Sel::First,
        ">>" => Sel::Second,
        ":" => Sel::Colon,
        "()" => Sel::Args,
        "@" => Sel::At,
        s => match s.parse::<usize>() {
            Ok(n) => Sel::Num(n),
            Err(_) => Sel::Name,
        },
    }
}

/// SANY's `ArgNum`: the (1-based) operand a selector names among `arity`.
fn arg_num(sel: Sel, arity: usize) -> Option<usize> {
    match sel {
        Sel::Num(n) if n >= 1 && n <= arity => Some(n),
        Sel::First if arity > 0 => Some(1),
        Sel::Second if arity == 2 => Some(2),
        _ => None,
    }
}

/// The part of `body` (a definition's body) that `path` (the selectors
/// after the definition's name) names, or SANY's complaint.
/// With `as_operator` (the selection is an operator's argument) no
/// selector takes arguments and every name bound around the part is a
/// parameter of the operator selected.
pub fn select_path<'e>(body: &'e Expr, path: &'e [NameSeg], as_operator: bool) -> Result<Selection<'e>, SelectError> {
    if let Some(seg) = path.iter().find(|s| !s.args.is_empty() && (as_operator || !matches!(classify(s), Sel::Name | Sel::Args))) {
        return Err(SelectError { message: format!("Selector `{}` should not have argument(s).", seg.name.name), span: seg.name.span });
    }
    let mut walk = Walk { scopes: Vec::new(), path, idx: 0, as_operator };
    match walk.in_definition(body) {
        Ok(target) => Ok(Selection { scopes: walk.scopes, target }),
        Err(message) => {
            let at = &path[walk.idx.min(path.len().saturating_sub(1))];
            Err(SelectError { message, span: at.name.span })
        }
    }
}

/// Whether `path` names a part of `body`, as a value or as an operator
/// argument; if not, the complaint about it as a value.
pub fn check(body: &Expr, path: &[NameSeg]) -> Result<(), SelectError> {
    match select_path(body, path, false) {
        Ok(_) => Ok(()),
        Err(e) => select_path(body, path, true).map(|_| ()).map_err(|_| e),
    }
}

/// The expression `path` names in `e`, if it names one (for callers that
/// only need the part itself, such as its level).
pub fn select<'e>(e: &'e Expr, path: &'e [NameSeg]) -> Option<Cow<'e, Expr>> {
    select_path(e, path, false).or_else(|_| select_path(e, path, true)).ok().map(|s| s.target)
}

struct Walk<'e> {
    scopes: Vec<Scope<'e>>,
    path: &'e [NameSeg],
    idx: usize,
    as_operator: bool,
}

impl<'e> Walk<'e> {
    fn seg(&self) -> &'e NameSeg {
        &self.path[self.idx]
    }

    fn next_is_name(&self) -> bool {
        self.path.get(self.idx + 1).is_some_and(|s| classify(s) == Sel::Name)
    }

    /// The selector's arguments for names bound around the part: none
    /// when the part is an operator of them.
    fn args(&self) -> Option<&'e [Expr]> {
        (!self.as_operator).then_some(self.seg().args.as_slice())
    }

    fn nonexistent(&self) -> String {
        format!("Nonexistent operand specified by `{}`.", self.seg().name.name)
    }

    /// Inside a definition (or a LET operator) whose body is `body`: labels
    /// first when the next selector is a name, operands otherwise.
    fn in_definition(&mut self, body: &'e Expr) -> Result<Cow<'e, Expr>, String> {
        if self.idx == self.path.len() {
            return Ok(Cow::Borrowed(body));
        }
        if classify(self.seg()) == Sel::Name {
            return self.follow_labels(body);
        }
        if classify(self.seg()) == Sel::Colon {
            return self.colon(body, true);
        }
        self.operands(Cow::Borrowed(body))
    }

    /// `!:` on `body`, after a definition's name (`Op!:`, `Op!:!Def`) or a
    /// label's (`Op!lab!:!Def`): it ends the path only after a definition,
    /// and otherwise precedes a name of the LET `body` is.
    fn colon(&mut self, body: &'e Expr, after_definition: bool) -> Result<Cow<'e, Expr>, String> {
        let last = self.idx + 1 == self.path.len();
        if (last && !after_definition) || (!last && !self.next_is_name()) {
            return Err("`!:` can be used only after a name and either at the end after an operator name or before an operator name.".into());
        }
        if last {
            return Ok(Cow::Borrowed(body));
        }
        self.after_operand(Cow::Borrowed(body))
    }

    /// `Op!lab`: the label `lab` of the current definition or label.
    fn follow_labels(&mut self, within: &'e Expr) -> Result<Cow<'e, Expr>, String> {
        let seg = self.seg();
        let mut lets = Vec::new();
        let Some((params, body)) = find_label_in(within, &seg.name.name, &mut lets) else {
            return Err(format!("Cannot find label `{}`.", seg.name.name));
        };
        // The label's body sees the LETs it is inside.
        self.scopes.extend(lets.into_iter().map(Scope::Let));
        if !self.as_operator && params.len() != seg.args.len() {
            return Err(format!("Label `{}` used with wrong number of arguments.", seg.name.name));
        }
        if !params.is_empty() {
            self.scopes.push(Scope::Params { names: params.iter().map(|p| (p, 0)).collect(), args: self.args() });
        }
        self.idx += 1;
        if self.idx == self.path.len() {
            return Ok(Cow::Borrowed(body));
        }
        match classify(self.seg()) {
            Sel::Name => self.follow_labels(body),
            Sel::Colon => self.colon(body, false),
            _ => self.operands(Cow::Borrowed(body)),
        }
    }

    /// A positional selector (or `!(..)`, `!@`) applied to `e`.
    fn operands(&mut self, e: Cow<'e, Expr>) -> Result<Cow<'e, Expr>, String> {
        let sel = classify(self.seg());
        if matches!(sel, Sel::Colon) {
            return Err("!: should not follow an operand selector.".into());
        }
        if sel == Sel::Name {
            return Err("A name selector here must be from a LET clause.".into());
        }
        if !self.seg().args.is_empty() && sel != Sel::Args {
            return Err(format!("Selector `{}` should not have argument(s).", self.seg().name.name));
        }
        let Cow::Borrowed(e) = e else {
            // A synthesized operand (a tuple of arguments, a field name)
            // has operands only as literals do.
            return self.operand_of_owned(e);
        };
        let next = self.operand(e, sel)?;
        self.after_operand(next)
    }

    fn operand_of_owned(&mut self, e: Cow<'e, Expr>) -> Result<Cow<'e, Expr>, String> {
        let sel = classify(self.seg());
        let chosen = match &e.kind {
            ExprKind::Tuple(xs) => arg_num(sel, xs.len()).map(|n| xs[n - 1].clone()),
            _ => return Err("Selecting subexpression of expression that has none.".into()),
        };
        match chosen {
            Some(x) => self.after_operand(Cow::Owned(x)),
            None => Err(self.nonexistent()),
        }
    }

    /// Having selected `e`: the end, or the selectors that go on from it
    /// (a name there is a definition of the LET `e` is).
    fn after_operand(&mut self, e: Cow<'e, Expr>) -> Result<Cow<'e, Expr>, String> {
        self.idx += 1;
        if self.idx == self.path.len() {
            return Ok(e);
        }
        if classify(self.seg()) != Sel::Name {
            return self.operands(e);
        }
        let Cow::Borrowed(mut e) = e else { return Err("A name selector here must be from a LET clause.".into()) };
        while let ExprKind::Label { body, .. } = &e.kind {
            e = body;
        }
        let ExprKind::Let { defs, .. } = &e.kind else { return Err("A name selector here must be from a LET clause.".into()) };
        self.let_definition(defs)
    }

    /// A name selector naming a definition of the LET whose definitions
    /// are `defs`.
    fn let_definition(&mut self, defs: &'e [Unit]) -> Result<Cow<'e, Expr>, String> {
        let seg = self.seg();
        let def = defs.iter().find_map(|u| match u {
            Unit::Definition(d) if d.name.name == seg.name.name => Some(d),
            _ => None,
        });
        let Some(def) = def else { return Err(format!("Unknown operator: `{}`.", seg.name.name)) };
        let DefKind::Operator { params, body } = &def.kind else {
            return Err(format!("Cannot take subexpression of `{}`.", seg.name.name));
        };
        if !self.as_operator && params.len() != seg.args.len() {
            return Err(format!("The operator {} requires {} arguments.", seg.name.name, params.len()));
        }
        self.scopes.push(Scope::Let(defs));
        if !params.is_empty() {
            self.scopes.push(Scope::Params { names: params.iter().map(|p| (&p.name, p.arity)).collect(), args: self.args() });
        }
        self.idx += 1;
        self.in_definition(body)
    }

    /// The operand of `e` that selector `sel` names, as SANY's semantic
    /// tree holds `e`'s operands.
    fn operand(&mut self, e: &'e Expr, sel: Sel) -> Result<Cow<'e, Expr>, String> {
        let pick = |xs: Vec<&'e Expr>| arg_num(sel, xs.len()).map(|n| Cow::Borrowed(xs[n - 1]));
        let found = match &e.kind {
            ExprKind::Label { body, .. } => return self.operand(body, sel),
            ExprKind::Let { defs, body } => {
                if arg_num(sel, 1).is_none() {
                    return Err("A LET/IN expression has only one operand.".into());
                }
                self.scopes.push(Scope::Let(defs));
                Some(Cow::Borrowed(&**body))
            }
            ExprKind::Name(segs) => pick(segs.last().map(|s| s.args.iter().collect()).unwrap_or_default()),
            ExprKind::OpApp { args, .. } => pick(args.iter().collect()),
            ExprKind::Times(xs) | ExprKind::SetEnum(xs) | ExprKind::Tuple(xs) | ExprKind::Junction { items: xs, .. } => pick(xs.iter().collect()),
            ExprKind::FnApp(f, args) => match arg_num(sel, 2) {
                Some(1) => Some(Cow::Borrowed(&**f)),
                Some(_) if args.len() == 1 => Some(Cow::Borrowed(&args[0])),
                // `f[a, b]` applies f to the tuple `<<a, b>>`.
                Some(_) => Some(Cow::Owned(Expr::new(ExprKind::Tuple(args.clone()), span_of(args)))),
                None => None,
            },
            ExprKind::Field(r, h) => match arg_num(sel, 2) {
                Some(1) => Some(Cow::Borrowed(&**r)),
                Some(_) => Some(Cow::Owned(Expr::new(ExprKind::Str(h.name.clone()), h.span))),
                None => None,
            },
            ExprKind::Record(fs) | ExprKind::RecordSet(fs) => pick(fs.iter().map(|(_, v)| v).collect()),
            ExprKind::FnSet(a, b) | ExprKind::BoxAction(a, b) | ExprKind::AngleAction(a, b) => pick(vec![a, b]),
            // `WF_v(A)`: the subscript first, as SANY numbers them.
            ExprKind::Fairness { sub, action, .. } => pick(vec![sub, action]),
            ExprKind::If(c, t, f) => pick(vec![c, t, f]),
            ExprKind::Except(f, specs) => match arg_num(sel, 1 + specs.len()) {
                Some(1) => Some(Cow::Borrowed(&**f)),
                Some(_) => return Err("Selecting subexpression of an EXCEPT not yet implemented.".into()),
                None => None,
            },
            ExprKind::Case { arms, other } => return self.case_operand(arms, other.as_deref(), sel),
            ExprKind::SetFilter(b, body) | ExprKind::Choose(b, body) => return self.binder(std::slice::from_ref(&**b), body, sel),
            ExprKind::SetMap(body, bounds) | ExprKind::FnCons(bounds, body) | ExprKind::Forall(bounds, body) | ExprKind::Exists(bounds, body) => {
                return self.binder(bounds, body, sel)
            }
            ExprKind::TemporalQuant { vars, body, .. } => return self.bound_body(vars.iter().map(|v| (v, 0)).collect(), body, sel),
            ExprKind::Lambda { params, body } => {
                if !matches!(sel, Sel::Args | Sel::At) {
                    return Err(format!("Cannot use !{} to select subexpression of a LAMBDA.", self.seg().name.name));
                }
                return self.bound_body(params.iter().map(|v| (v, 0)).collect(), body, sel);
            }
            _ => return Err("Selecting subexpression of expression that has none.".into()),
        };
        found.ok_or_else(|| self.nonexistent())
    }

    /// `CASE p1 -> e1 [] ... [] OTHER -> e`: `!i!j`, the j-th of arm i's
    /// guard and value.
    fn case_operand(&mut self, arms: &'e [(Expr, Expr)], other: Option<&'e Expr>, sel: Sel) -> Result<Cow<'e, Expr>, String> {
        if self.idx + 1 == self.path.len() {
            return Err("Subexpression of CASE must have form !i!j.".into());
        }
        let count = arms.len() + usize::from(other.is_some());
        let Some(i) = arg_num(sel, count) else { return Err(self.nonexistent()) };
        self.idx += 1;
        let Some(j) = arg_num(classify(self.seg()), 2) else {
            return Err("Second selector for CASE subexpression must specify one of two operands.".into());
        };
        match (arms.get(i - 1), j) {
            (Some((g, _)), 1) => Ok(Cow::Borrowed(g)),
            (Some((_, v)), _) => Ok(Cow::Borrowed(v)),
            (None, 1) => Err("Selecting OTHER in a CASE statement.".into()),
            (None, _) => Ok(Cow::Borrowed(other.expect("arm i exists"))),
        }
    }

    /// A construct binding the names of `bounds` around `body`: a number
    /// names a bound's set, `!(e..)` and `!@` the body.
    fn binder(&mut self, bounds: &'e [Bound], body: &'e Expr, sel: Sel) -> Result<Cow<'e, Expr>, String> {
        let names: Vec<(&'e Ident, usize)> = bounds.iter().flat_map(|b| b.pattern.idents()).map(|v| (v, 0)).collect();
        let sets: Vec<&'e Expr> = bounds.iter().filter_map(|b| b.set.as_ref()).collect();
        if matches!(sel, Sel::Args | Sel::At) {
            return self.bound_body(names, body, sel);
        }
        arg_num(sel, sets.len()).map(|n| Cow::Borrowed(sets[n - 1])).ok_or_else(|| self.nonexistent())
    }

    fn bound_body(&mut self, names: Vec<(&'e Ident, usize)>, body: &'e Expr, sel: Sel) -> Result<Cow<'e, Expr>, String> {
        let seg = self.seg();
        match sel {
            Sel::Args if seg.args.len() != names.len() => {
                Err(format!("Selector with {} argument(s) used for quantifier with {} bound identifier(s).", seg.args.len(), names.len()))
            }
            Sel::Args => {
                self.scopes.push(Scope::Params { names, args: Some(&seg.args) });
                Ok(Cow::Borrowed(body))
            }
            Sel::At => {
                self.scopes.push(Scope::Params { names, args: None });
                Ok(Cow::Borrowed(body))
            }
            _ => Err(self.nonexistent()),
        }
    }
}

fn span_of(xs: &[Expr]) -> Span {
    match (xs.first(), xs.last()) {
        (Some(a), Some(b)) => Span { start: a.span.start, end: b.span.end },
        _ => Span::default(),
    }
}

/// The label `name` of a definition or label whose body is `e`: found in
/// its body but not inside a nested label, LET definition or LAMBDA, which
/// have labels of their own; with the label's parameters and body.
pub fn find_label<'e>(e: &'e Expr, name: &str) -> Option<(&'e [Ident], &'e Expr)> {
    find_label_in(e, name, &mut Vec::new())
}

/// `find_label`, with `lets` given the definitions of the LETs (outermost
/// first) whose bodies the label is in.
fn find_label_in<'e>(e: &'e Expr, name: &str, lets: &mut Vec<&'e [Unit]>) -> Option<(&'e [Ident], &'e Expr)> {
    match &e.kind {
        ExprKind::Label { name: n, params, body } => return (n.name == name).then_some((params.as_slice(), &**body)),
        ExprKind::Let { defs, body } => {
            lets.push(defs);
            let found = find_label_in(body, name, lets);
            if found.is_none() {
                lets.pop();
            }
            return found;
        }
        _ => {}
    }
    children(e).into_iter().find_map(|c| find_label_in(c, name, lets))
}

/// The subexpressions of `e` a label inside it may be in.
fn children(e: &Expr) -> Vec<&Expr> {
    match &e.kind {
        ExprKind::Name(segs) => segs.iter().flat_map(|s| s.args.iter()).collect(),
        ExprKind::OpApp { args, .. } => args.iter().collect(),
        ExprKind::Times(xs) | ExprKind::SetEnum(xs) | ExprKind::Tuple(xs) | ExprKind::Junction { items: xs, .. } => xs.iter().collect(),
        ExprKind::FnApp(f, xs) => std::iter::once(&**f).chain(xs.iter()).collect(),
        ExprKind::Field(r, _) => vec![r],
        ExprKind::Record(fs) | ExprKind::RecordSet(fs) => fs.iter().map(|(_, v)| v).collect(),
        ExprKind::FnSet(a, b) | ExprKind::BoxAction(a, b) | ExprKind::AngleAction(a, b) => vec![a, b],
        ExprKind::Fairness { sub, action, .. } => vec![sub, action],
        ExprKind::If(c, t, f) => vec![c, t, f],
        ExprKind::Case { arms, other } => arms.iter().flat_map(|(g, v)| [g, v]).chain(other.as_deref()).collect(),
        ExprKind::Except(f, specs) => std::iter::once(&**f).chain(specs.iter().map(|s| &s.value)).collect(),
        ExprKind::SetFilter(b, body) | ExprKind::Choose(b, body) => b.set.iter().chain(std::iter::once(&**body)).collect(),
        ExprKind::SetMap(body, bs) | ExprKind::FnCons(bs, body) | ExprKind::Forall(bs, body) | ExprKind::Exists(bs, body) => {
            let mut v: Vec<&Expr> = bs.iter().filter_map(|b| b.set.as_ref()).collect();
            v.push(body);
            v
        }
        ExprKind::TemporalQuant { body, .. } | ExprKind::Let { body, .. } => vec![body],
        _ => vec![],
    }
}
