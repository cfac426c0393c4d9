//! Misuses that TLC reports when it processes a configuration rather than
//! when it reads it (in `SpecProcessor`), as far as they can be decided
//! without the spec.

use crate::{codes, CfgValue, CfgValueKind, Config, ConstantItem, Directive};
use std::collections::HashMap;
use tla_diagnostics::{Diagnostic, FileId, Span};

/// A constant's module scope and name.
type Key<'a> = (Option<&'a str>, &'a str);

/// Checks that need nothing but the configuration:
///
/// - `SPECIFICATION` together with `INIT` or `NEXT` (TLC: "The
///   configuration file cannot specify both INIT/NEXT and SPECIFICATION
///   fields.");
/// - an operator given pointwise with different numbers of arguments
///   (`F(1) = 2` and `F(1, 2) = 3`, or `F = 1` and `F(1) = 2`), which TLC
///   rejects ("inconsistent arity");
/// - a warning for a constant assigned two different values, or
///   substituted by two different definitions (TLC silently keeps the
///   last; repeating the same assignment, as TLC's own trace specs do, is
///   fine).
pub fn check_config(config: &Config, file: FileId) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(spec) = config.first_use(Directive::Specification) {
        for d in [Directive::Init, Directive::Next] {
            if let Some(u) = config.first_use(d) {
                out.push(
                    Diagnostic::error(codes::SPEC_AND_INIT_NEXT, file, u.span, format!("a configuration cannot give both `{}` and `SPECIFICATION`", u.keyword))
                        .with_related(file, spec.span, "SPECIFICATION given here")
                        .with_help("use SPECIFICATION alone, or INIT and NEXT alone"),
                );
            }
        }
    }

    // Per (module, name): the first assignment seen.
    let mut values: HashMap<Key, (Span, &[CfgValue], &CfgValue)> = HashMap::new();
    let mut substs: HashMap<Key, (Span, &str)> = HashMap::new();
    for item in &config.constants {
        let key = (item.module().map(|m| m.name.as_str()), item.name().name.as_str());
        match item {
            ConstantItem::Value { name, args, value, .. } => match values.get(&key) {
                None => {
                    values.insert(key, (name.span, args, value));
                }
                Some(&(first, first_args, first_value)) => {
                    let arity = first_args.len();
                    if arity != args.len() {
                        let msg = if arity == 0 || args.is_empty() {
                            format!("`{}` is given both as a value and pointwise with arguments", name.name)
                        } else {
                            format!(
                                "`{}` is given with {} argument{} here but with {arity} before",
                                name.name,
                                args.len(),
                                if args.len() == 1 { "" } else { "s" }
                            )
                        };
                        out.push(Diagnostic::error(codes::ARITY_INCONSISTENT, file, name.span, msg).with_related(file, first, "first given here"));
                    } else if same_values(first_args, args) && !same_value(first_value, value) {
                        // TLC's own trace specs repeat `x = x` lines: only a
                        // different value is worth a word.
                        // (A constant's table keeps the last value; an
                        // operator's lines are searched from the first.)
                        let (what, which) = if args.is_empty() { ("", "last") } else { (" at these arguments", "first") };
                        out.push(
                            Diagnostic::warning(
                                codes::CONSTANT_TWICE,
                                file,
                                name.span,
                                format!("`{}` is assigned two different values{what}: TLC uses the {which}", name.name),
                            )
                            .with_related(file, first, "first assigned here"),
                        );
                    }
                }
            },
            ConstantItem::Substitution { name, target, .. } => match substs.get(&key) {
                Some(&(first, first_target)) if first_target != target.name => {
                    out.push(
                        Diagnostic::warning(
                            codes::CONSTANT_TWICE,
                            file,
                            name.span,
                            format!("`{}` is substituted twice (`{first_target}`, then `{}`): TLC uses the last", name.name, target.name),
                        )
                        .with_related(file, first, "first substituted here"),
                    );
                }
                Some(_) => {}
                None => {
                    substs.insert(key, (name.span, target.name.as_str()));
                }
            },
        }
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}

/// Equal values, spans aside.
fn same_value(a: &CfgValue, b: &CfgValue) -> bool {
    match (&a.kind, &b.kind) {
        (CfgValueKind::Set(x), CfgValueKind::Set(y)) | (CfgValueKind::Tuple(x), CfgValueKind::Tuple(y)) => same_values(x, y),
        (x, y) => x == y,
    }
}

fn same_values(a: &[CfgValue], b: &[CfgValue]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_value(x, y))
}

/// The checks TLC makes when the configuration has no SPECIFICATION:
/// INIT is needed when the spec has variables or the configuration has
/// invariants or properties; NEXT is needed when it has invariants.
/// (Properties that are not state predicates need NEXT too; only the
/// caller, which knows their levels, can tell.) `has_variables`: the root
/// module declares variables.
pub fn check_init_next(config: &Config, file: FileId, has_variables: bool) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if !config.specification.is_empty() || config.first_use(Directive::Specification).is_some() {
        return out;
    }
    let at = |d: Directive| config.first_use(d).map(|u| u.span).unwrap_or_default();
    if config.first_use(Directive::Init).is_none() && (has_variables || !config.invariants.is_empty() || !config.properties.is_empty()) {
        let why = if has_variables {
            "the spec has variables"
        } else if !config.invariants.is_empty() {
            "there are invariants to check"
        } else {
            "there are properties to check"
        };
        out.push(
            Diagnostic::error(codes::MISSING_INIT, file, at(Directive::Next), format!("the configuration specifies no initial predicate, and {why}"))
                .with_help("add `SPECIFICATION Spec`, or `INIT Init` and `NEXT Next`"),
        );
    }
    if config.first_use(Directive::Next).is_none() && !config.invariants.is_empty() {
        out.push(
            Diagnostic::error(
                codes::MISSING_NEXT,
                file,
                at(Directive::Init),
                "the configuration specifies no next-state action, and there are invariants to check",
            )
            .with_help("add `SPECIFICATION Spec`, or `NEXT Next`"),
        );
    }
    out
}
