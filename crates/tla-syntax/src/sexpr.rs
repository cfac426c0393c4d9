//! A compact S-expression rendering of the AST, for tests and
//! `tlars parse --dump-ast`: it shows how an expression was grouped, which is
//! what precedence and layout decide.

use crate::ast::*;
use std::fmt::Write;

pub fn module(m: &Module) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "(module {}", m.name.name);
    if !m.extends.is_empty() {
        let names: Vec<&str> = m.extends.iter().map(|i| i.name.as_str()).collect();
        let _ = writeln!(out, "  (extends {})", names.join(" "));
    }
    for u in &m.units {
        if let Some(text) = unit(u) {
            let _ = writeln!(out, "  {text}");
        }
    }
    out.push_str(")\n");
    out
}

fn decl(d: &OpDecl) -> String {
    if d.arity == 0 {
        d.name.name.clone()
    } else {
        format!("{}/{}", d.name.name, d.arity)
    }
}

fn unit(u: &Unit) -> Option<String> {
    Some(match u {
        Unit::Variables(ids) => format!("(variables {})", ids.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(" ")),
        Unit::Constants(ds) => format!("(constants {})", ds.iter().map(decl).collect::<Vec<_>>().join(" ")),
        Unit::Recursive(ds) => format!("(recursive {})", ds.iter().map(decl).collect::<Vec<_>>().join(" ")),
        Unit::Definition(d) => definition(d),
        Unit::Instance(i) => instance(i),
        Unit::Module(m) => format!("(nested {})", module(m).trim_end().replace('\n', "\n  ")),
        Unit::Assume(a) => format!("(assume {})", expr(&a.body)),
        Unit::Theorem(t) => match &t.body {
            Statement::Expr(e) => format!("(theorem {})", expr(e)),
            Statement::AssumeProve(ap) => format!("(theorem (assume-prove {}))", expr(&ap.goal)),
        },
        Unit::UseHide(_) => "(use)".into(),
        Unit::Separator(_) => return None,
    })
}

fn definition(d: &Definition) -> String {
    let local = if d.local { "local " } else { "" };
    match &d.kind {
        DefKind::Operator { params, body } => {
            if params.is_empty() {
                format!("({local}def {} {})", d.name.name, expr(body))
            } else {
                let ps: Vec<String> = params.iter().map(decl).collect();
                format!("({local}def ({} {}) {})", d.name.name, ps.join(" "), expr(body))
            }
        }
        DefKind::Function { bounds: bs, body } => format!("({local}fundef {} {} {})", d.name.name, bounds(bs), expr(body)),
        DefKind::Instance { instance: i, .. } => format!("({local}def {} {})", d.name.name, instance(i)),
    }
}

fn instance(i: &Instance) -> String {
    let subs: Vec<String> = i.subs.iter().map(|s| format!("({} {})", s.name.name, expr(&s.value))).collect();
    if subs.is_empty() {
        format!("(instance {})", i.module.name)
    } else {
        format!("(instance {} {})", i.module.name, subs.join(" "))
    }
}

fn bounds(bs: &[Bound]) -> String {
    let parts: Vec<String> = bs
        .iter()
        .map(|b| {
            let names = match &b.pattern {
                BoundPattern::Ids(ids) => ids.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(" "),
                BoundPattern::Tuple(ids) => format!("<<{}>>", ids.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(" ")),
            };
            match &b.set {
                Some(s) => format!("({names} {})", expr(s)),
                None => format!("({names})"),
            }
        })
        .collect();
    format!("[{}]", parts.join(" "))
}

fn list(head: &str, es: &[Expr]) -> String {
    let mut s = format!("({head}");
    for e in es {
        s.push(' ');
        s.push_str(&expr(e));
    }
    s.push(')');
    s
}

pub fn expr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Name(segs) => {
            let parts: Vec<String> = segs.iter().map(|s| if s.args.is_empty() { s.name.name.clone() } else { list(&s.name.name, &s.args) }).collect();
            parts.join("!")
        }
        ExprKind::OpApp { op, args } => list(&op.name, args),
        ExprKind::OpSymbol(op) => format!("(op {})", op.name),
        ExprKind::Num(n) | ExprKind::Decimal(n) => n.clone(),
        ExprKind::Str(s) => format!("{s:?}"),
        ExprKind::Bool(b) => {
            if *b {
                "TRUE".into()
            } else {
                "FALSE".into()
            }
        }
        ExprKind::BooleanSet => "BOOLEAN".into(),
        ExprKind::StringSet => "STRING".into(),
        ExprKind::At => "@".into(),
        ExprKind::StepRef(s) => s.clone(),
        ExprKind::Error => "<error>".into(),
        ExprKind::Times(es) => list("\\X", es),
        ExprKind::FnApp(f, args) => {
            let mut s = format!("(apply {}", expr(f));
            for a in args {
                s.push(' ');
                s.push_str(&expr(a));
            }
            s.push(')');
            s
        }
        ExprKind::Field(r, f) => format!("(. {} {})", expr(r), f.name),
        ExprKind::SetEnum(es) => list("set", es),
        ExprKind::SetFilter(b, p) => format!("(filter {} {})", bounds(std::slice::from_ref(b)), expr(p)),
        ExprKind::SetMap(e, bs) => format!("(map {} {})", expr(e), bounds(bs)),
        ExprKind::Tuple(es) => list("tuple", es),
        ExprKind::Record(fs) => format!("(record {})", fs.iter().map(|(k, v)| format!("({} {})", k.name, expr(v))).collect::<Vec<_>>().join(" ")),
        ExprKind::RecordSet(fs) => format!("(recordset {})", fs.iter().map(|(k, v)| format!("({} {})", k.name, expr(v))).collect::<Vec<_>>().join(" ")),
        ExprKind::FnCons(bs, body) => format!("(fn {} {})", bounds(bs), expr(body)),
        ExprKind::FnSet(a, b) => format!("(fnset {} {})", expr(a), expr(b)),
        ExprKind::Except(f, specs) => {
            let parts: Vec<String> = specs
                .iter()
                .map(|s| {
                    let path: Vec<String> = s
                        .path
                        .iter()
                        .map(|p| match p {
                            ExceptPath::Field(f) => format!(".{}", f.name),
                            ExceptPath::Index(ix) => list("", ix).replacen("( ", "[", 1).replacen(')', "]", 1),
                        })
                        .collect();
                    format!("(!{} {})", path.join(""), expr(&s.value))
                })
                .collect();
            format!("(except {} {})", expr(f), parts.join(" "))
        }
        ExprKind::Forall(bs, body) => format!("(forall {} {})", bounds(bs), expr(body)),
        ExprKind::Exists(bs, body) => format!("(exists {} {})", bounds(bs), expr(body)),
        ExprKind::TemporalQuant { forall, vars, body } => {
            format!("({} [{}] {})", if *forall { "AA" } else { "EE" }, vars.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(" "), expr(body))
        }
        ExprKind::Choose(b, body) => format!("(choose {} {})", bounds(std::slice::from_ref(b)), expr(body)),
        ExprKind::If(c, t, f) => format!("(if {} {} {})", expr(c), expr(t), expr(f)),
        ExprKind::Case { arms, other } => {
            let mut s = "(case".to_string();
            for (g, v) in arms {
                let _ = write!(s, " ({} {})", expr(g), expr(v));
            }
            if let Some(o) = other {
                let _ = write!(s, " (other {})", expr(o));
            }
            s.push(')');
            s
        }
        ExprKind::Let { defs, body } => {
            let ds: Vec<String> = defs.iter().filter_map(unit).collect();
            format!("(let [{}] {})", ds.join(" "), expr(body))
        }
        ExprKind::Junction { or, items } => list(if *or { "\\/*" } else { "/\\*" }, items),
        ExprKind::Lambda { params, body } => {
            format!("(lambda [{}] {})", params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(" "), expr(body))
        }
        ExprKind::Label { name, body, .. } => format!("(label {} {})", name.name, expr(body)),
        ExprKind::BoxAction(a, v) => format!("([]_ {} {})", expr(a), expr(v)),
        ExprKind::AngleAction(a, v) => format!("(<>_ {} {})", expr(a), expr(v)),
        ExprKind::Fairness { strong, sub, action } => format!("({} {} {})", if *strong { "SF" } else { "WF" }, expr(sub), expr(action)),
    }
}
