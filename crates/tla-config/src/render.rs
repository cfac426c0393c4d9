//! A stable text rendering of a [`Config`], for tests and debugging.
//!
//! One line per non-empty field, in a fixed order; every name and value
//! carries its byte span as `@start..end`:
//!
//! ```text
//! directives: CONSTANTS@0..9 SPECIFICATION@26..39
//! specification: Spec@40..44
//! constants:
//!   N@12..13 = 3@16..17 @12..17
//!   S@18..19 = {a@23..24, "x"@26..29}@22..30 @18..30
//!   F@..(1@..) = TRUE@.. @..
//!   NoHash@.. = [Nano@..] NoHashVal@.. @..
//!   Op@.. <- [Mod@..] Other@.. @..
//! check_deadlock: FALSE@50..55
//! ```
//!
//! Values: numbers in decimal, strings with their quotes, `TRUE`/`FALSE`,
//! model values by name, `{...}` sets and `<<...>>` tuples.

use crate::{CfgValue, CfgValueKind, Config, ConstantItem, Directive, Name};
use std::fmt::Write as _;
use tla_diagnostics::Span;

fn span(s: Span) -> String {
    format!("@{}..{}", s.start, s.end)
}

fn name(n: &Name) -> String {
    format!("{}{}", n.name, span(n.span))
}

fn value(v: &CfgValue, out: &mut String) {
    match &v.kind {
        CfgValueKind::Int(i) => {
            let _ = write!(out, "{i}");
        }
        CfgValueKind::Str(s) => {
            let _ = write!(out, "\"{s}\"");
        }
        CfgValueKind::Bool(b) => out.push_str(if *b { "TRUE" } else { "FALSE" }),
        CfgValueKind::ModelValue(m) => out.push_str(m),
        CfgValueKind::Set(elems) | CfgValueKind::Tuple(elems) => {
            let tuple = matches!(v.kind, CfgValueKind::Tuple(_));
            out.push_str(if tuple { "<<" } else { "{" });
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                value(e, out);
            }
            out.push_str(if tuple { ">>" } else { "}" });
        }
    }
    out.push_str(&span(v.span));
}

fn scope(m: &Option<Name>) -> String {
    m.as_ref().map(|m| format!("[{}] ", name(m))).unwrap_or_default()
}

/// Renders a configuration (see the module documentation).
pub fn render(config: &Config) -> String {
    let mut out = String::new();
    if !config.directives.is_empty() {
        out.push_str("directives:");
        for u in &config.directives {
            let _ = write!(out, " {}{}", u.keyword, span(u.span));
        }
        out.push('\n');
    }
    let lists = [
        ("specification", Directive::Specification),
        ("init", Directive::Init),
        ("next", Directive::Next),
        ("invariants", Directive::Invariant),
        ("properties", Directive::Property),
        ("constraints", Directive::Constraint),
        ("action_constraints", Directive::ActionConstraint),
        ("symmetry", Directive::Symmetry),
        ("view", Directive::View),
        ("alias", Directive::Alias),
        ("postconditions", Directive::PostCondition),
        ("periodic", Directive::Periodic),
        ("rl_reward", Directive::RlReward),
        ("possible", Directive::Possible),
    ];
    for (label, d) in lists {
        let names = config.names(d).expect("a list directive");
        if !names.is_empty() {
            let _ = writeln!(out, "{label}: {}", names.iter().map(name).collect::<Vec<_>>().join(" "));
        }
    }
    if !config.constants.is_empty() {
        out.push_str("constants:\n");
        for item in &config.constants {
            out.push_str("  ");
            match item {
                ConstantItem::Value { name: n, args, module, value: v, span: s } => {
                    out.push_str(&name(n));
                    if !args.is_empty() {
                        out.push('(');
                        for (i, a) in args.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            value(a, &mut out);
                        }
                        out.push(')');
                    }
                    let _ = write!(out, " = {}", scope(module));
                    value(v, &mut out);
                    let _ = writeln!(out, " {}", span(*s));
                }
                ConstantItem::Substitution { name: n, module, target, span: s } => {
                    let _ = writeln!(out, "{} <- {}{} {}", name(n), scope(module), name(target), span(*s));
                }
            }
        }
    }
    if let Some((b, s)) = config.check_deadlock {
        let _ = writeln!(out, "check_deadlock: {}{}", if b { "TRUE" } else { "FALSE" }, span(s));
    }
    out
}
