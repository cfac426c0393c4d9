//! Misuses that TLC reports when it processes a configuration rather than
//! when it reads it (in `SpecProcessor`), as far as they can be decided
//! without the spec.

use crate::{codes, CfgValue, Config, ConstantItem, Directive};
use std::collections::HashMap;
use tla_diagnostics::{Diagnostic, FileId, Span};

/// Checks that need nothing but the configuration:
///
/// - `SPECIFICATION` together with `INIT` or `NEXT` (TLC: "The
///   configuration file cannot specify both INIT/NEXT and SPECIFICATION
///   fields.");
/// - an operator given pointwise with different numbers of arguments
///   (`F(1) = 2` and `F(1, 2) = 3`, or `F = 1` and `F(1) = 2`), which TLC
///   rejects ("inconsistent arity");
/// - a warning for a constant assigned or substituted twice in the same
///   way (TLC silently keeps the last).
pub fn check_config(config: &Config, file: FileId) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(spec) = config.first_use(Directive::Specification) {
        for d in [Directive::Init, Directive::Next] {
            if let Some(u) = config.first_use(d) {
                out.push(
                    Diagnostic::error(
                        codes::SPEC_AND_INIT_NEXT,
                        file,
                        u.span,
                        format!("a configuration cannot give both `{}` and `SPECIFICATION`", u.keyword),
                    )
                    .with_related(file, spec.span, "SPECIFICATION given here")
                    .with_help("use SPECIFICATION alone, or INIT and NEXT alone"),
                );
            }
        }
    }

    // Per (module, name): the first assignment seen and its arity.
    let mut values: HashMap<(Option<&str>, &str), (usize, Span, &[CfgValue])> = HashMap::new();
    let mut substs: HashMap<(Option<&str>, &str), Span> = HashMap::new();
    for item in &config.constants {
        let key = (item.module().map(|m| m.name.as_str()), item.name().name.as_str());
        match item {
            ConstantItem::Value { name, args, .. } => match values.get(&key) {
                None => {
                    values.insert(key, (args.len(), name.span, args));
                }
                Some(&(arity, first, first_args)) => {
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
                        out.push(Diagnostic::error(codes::ARITY_INCONSISTENT, file, name.span, msg).with_related(
                            file,
                            first,
                            "first given here",
                        ));
                    } else if arity == 0 || same_args(first_args, args) {
                        out.push(
                            Diagnostic::warning(
                                codes::CONSTANT_TWICE,
                                file,
                                name.span,
                                format!("`{}` is assigned twice: TLC uses the last value", name.name),
                            )
                            .with_related(file, first, "first assigned here"),
                        );
                    }
                }
            },
            ConstantItem::Substitution { name, .. } => {
                if let Some(&first) = substs.get(&key) {
                    out.push(
                        Diagnostic::warning(
                            codes::CONSTANT_TWICE,
                            file,
                            name.span,
                            format!("`{}` is substituted twice: TLC uses the last substitution", name.name),
                        )
                        .with_related(file, first, "first substituted here"),
                    );
                } else {
                    substs.insert(key, name.span);
                }
            }
        }
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}

fn same_args(a: &[CfgValue], b: &[CfgValue]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.kind == y.kind)
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
    if config.first_use(Directive::Init).is_none()
        && (has_variables || !config.invariants.is_empty() || !config.properties.is_empty())
    {
        let why = if has_variables {
            "the spec has variables"
        } else if !config.invariants.is_empty() {
            "there are invariants to check"
        } else {
            "there are properties to check"
        };
        out.push(
            Diagnostic::error(
                codes::MISSING_INIT,
                file,
                at(Directive::Next),
                format!("the configuration specifies no initial predicate, and {why}"),
            )
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
