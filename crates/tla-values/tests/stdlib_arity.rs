//! Every registered native has the arity of the operator it implements, as
//! defined in the TLA+ source of its module: the built-in standard modules
//! in crates/tla-resolve/stdlib, the community modules in
//! ../shared/corpus/lib/community (skipped when the corpus is absent).
//! Definitions are found crudely, by lines that start at column 0 with
//! `Name ==`, `Name(a, b) ==`, `a OP b ==` or `OP a ==`; an operator a
//! module inherits is looked up through its EXTENDS.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tla_values::stdlib::natives;

struct Module {
    defs: HashMap<String, usize>,
    extends: Vec<String>,
}

/// The text with `(* ... *)` (nested) and `\*` comments blanked out, line
/// structure kept.
fn strip_comments(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut depth = 0;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '(' && next == Some('*') {
            depth += 1;
            out.push_str("  ");
            i += 2;
        } else if depth > 0 && c == '*' && next == Some(')') {
            depth -= 1;
            out.push_str("  ");
            i += 2;
        } else if depth > 0 {
            out.push(if c == '\n' { '\n' } else { ' ' });
            i += 1;
        } else if c == '\\' && next == Some('*') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_') && s.chars().any(|c| c.is_alphabetic())
}

/// The number of top-level comma-separated parameters in `a, Op(_, _), b`.
fn count_params(params: &str) -> usize {
    let mut depth = 0;
    let mut n = 1;
    for c in params.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => n += 1,
            _ => {}
        }
    }
    n
}

fn parse(text: &str) -> Module {
    let text = strip_comments(text);
    let mut defs = HashMap::new();
    let mut extends = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("EXTENDS") {
            extends.extend(rest.split(',').map(|m| m.trim().to_string()).filter(|m| !m.is_empty()));
            continue;
        }
        if line.starts_with(char::is_whitespace) || line.starts_with("----") || line.starts_with("====") {
            continue;
        }
        let Some(at) = line.find("==") else { continue };
        let lhs = line[..at].trim();
        let lhs = lhs.strip_prefix("LOCAL ").unwrap_or(lhs).trim();
        let (name, arity) = if let Some(open) = lhs.find('(').filter(|_| lhs.ends_with(')') && is_ident(&lhs[..lhs.find('(').unwrap()])) {
            (lhs[..open].to_string(), count_params(&lhs[open + 1..lhs.len() - 1]))
        } else if let Some(open) = lhs.find('[').filter(|&o| is_ident(&lhs[..o])) {
            (lhs[..open].to_string(), 0)
        } else {
            let toks: Vec<&str> = lhs.split_whitespace().collect();
            match toks.as_slice() {
                [name] if is_ident(name) => (name.to_string(), 0),
                [a, op, b] if is_ident(a) && is_ident(b) => (op.to_string(), 2),
                [op, a] if is_ident(a) => (op.to_string(), 1),
                [a, op] if is_ident(a) => (op.to_string(), 1),
                _ => continue,
            }
        };
        defs.entry(name).or_insert(arity);
    }
    Module { defs, extends }
}

fn find_module(name: &str, dirs: &[PathBuf]) -> Option<Module> {
    dirs.iter().map(|d| d.join(format!("{name}.tla"))).find(|p| p.exists()).map(|p| parse(&std::fs::read_to_string(p).unwrap()))
}

/// The arity of `op` as defined in `module` or, failing that, in the
/// modules it extends.
fn arity_of(module: &str, op: &str, dirs: &[PathBuf], depth: usize) -> Option<usize> {
    let m = find_module(module, dirs)?;
    if let Some(&a) = m.defs.get(op) {
        return Some(a);
    }
    if depth > 8 {
        return None;
    }
    m.extends.iter().find_map(|e| arity_of(e, op, dirs, depth + 1))
}

#[test]
fn the_parser_of_this_test_reads_definitions() {
    let m = parse(
        "---- MODULE M ----\nEXTENDS A, B\n(* X(a) == 1 *)\nF(a, Op(_, _), b) == 1\nG == 2\n\\* H(x) == 3\na \\o b == 4\n-. a == 5\nLOCAL K(x) == 6\nf[x \\in S] == 7\n  L(y) == 8\n====",
    );
    assert_eq!(m.extends, vec!["A", "B"]);
    assert_eq!(m.defs.get("F"), Some(&3));
    assert_eq!(m.defs.get("G"), Some(&0));
    assert_eq!(m.defs.get("\\o"), Some(&2));
    assert_eq!(m.defs.get("-."), Some(&1));
    assert_eq!(m.defs.get("K"), Some(&1));
    assert_eq!(m.defs.get("f"), Some(&0));
    assert_eq!(m.defs.get("X"), None);
    assert_eq!(m.defs.get("H"), None);
    assert_eq!(m.defs.get("L"), None);
}

#[test]
fn natives_have_the_arity_of_their_definitions() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let std_dir = manifest.join("../tla-resolve/stdlib");
    let community = manifest.join("../../../shared/corpus/lib/community");
    assert!(std_dir.is_dir(), "{} missing", std_dir.display());
    let have_community = community.is_dir();
    if !have_community {
        eprintln!("note: {} not found; community-module natives not checked", community.display());
    }
    let dirs = vec![std_dir.clone(), community.clone()];
    let mut checked = 0;
    for (module, name, op) in natives() {
        let standard = std_dir.join(format!("{module}.tla")).exists();
        if !standard && !have_community {
            continue;
        }
        // Natives for operators that only newer CommunityModules define
        // (SumFunction, ToBag, ...) are checked against lib/community.
        let arity = arity_of(module, name, &dirs, 0)
            .or_else(|| arity_of(module, name, std::slice::from_ref(&community), 0))
            .unwrap_or_else(|| panic!("{module}!{name} is not defined in {module}.tla"));
        assert_eq!(op.arity, arity, "{module}!{name}: native arity {} but the module defines arity {arity}", op.arity);
        checked += 1;
    }
    assert!(checked >= 60, "only {checked} natives checked");
}
