//! The TLA+ operator precedence table, with SANY's values (which differ
//! from Specifying Systems' table for SUBSET, UNION and DOMAIN: 10-13).
//!
//! Each operator has a range of precedence `lo..=hi`. In `a op1 b op2 c`,
//! `op1` binds tighter when its whole range is above `op2`'s; when the ranges
//! overlap the expression is ambiguous and SANY rejects it, unless both are
//! the same left-associative operator.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prec {
    pub lo: u8,
    pub hi: u8,
    pub left_assoc: bool,
}

const fn p(lo: u8, hi: u8) -> Prec {
    Prec { lo, hi, left_assoc: false }
}
const fn left(lo: u8, hi: u8) -> Prec {
    Prec { lo, hi, left_assoc: true }
}

/// Precedence of an infix operator by canonical name.
pub fn infix(name: &str) -> Prec {
    match name {
        "=>" => p(1, 1),
        "<=>" | "~>" | "-+->" => p(2, 2),
        "/\\" | "\\/" => left(3, 3),
        "=" | "/=" | "<" | ">" | "\\leq" | "\\geq" | "\\in" | "\\notin" | "\\subseteq" | "\\subset" | "\\supseteq" | "\\supset" | "\\sqsubset"
        | "\\sqsupset" | "\\sqsubseteq" | "\\sqsupseteq" | "\\prec" | "\\succ" | "\\preceq" | "\\succeq" | "\\ll" | "\\gg" | "\\sim" | "\\simeq"
        | "\\asymp" | "\\approx" | "\\cong" | "\\doteq" | "\\propto" | "|-" | "|=" | "-|" | "=|" | ":=" | "::=" => p(5, 5),
        "\\cdot" => left(5, 14),
        "@@" => left(6, 6),
        ":>" | "<:" => p(7, 7),
        "\\cup" | "\\cap" => left(8, 8),
        "\\" => p(8, 8),
        ".." | "..." => p(9, 9),
        "!!" => p(9, 13),
        "##" | "$" | "$$" | "??" | "\\sqcap" | "\\sqcup" | "\\uplus" => left(9, 13),
        "\\wr" => p(9, 14),
        "+" | "++" | "\\oplus" => left(10, 10),
        "%" => p(10, 11),
        "%%" | "|" | "||" => left(10, 11),
        "\\X" => left(10, 13),
        "-" | "--" | "\\ominus" => left(11, 11),
        "*" | "**" | "&" | "&&" | "\\odot" | "\\otimes" | "\\o" | "\\bullet" | "\\star" | "\\bigcirc" => left(13, 13),
        "/" | "//" | "\\oslash" | "\\div" => p(13, 13),
        "^" | "^^" => p(14, 14),
        _ => p(5, 5),
    }
}

/// Precedence of a prefix operator by canonical name (prefix minus is `-.`).
pub fn prefix(name: &str) -> Prec {
    match name {
        "~" => p(4, 4),
        "[]" | "<>" | "ENABLED" | "UNCHANGED" => p(4, 15),
        "SUBSET" | "UNION" | "DOMAIN" => p(10, 13),
        "-." => p(12, 12),
        _ => p(4, 15),
    }
}

/// The operators TLA+ itself defines; every other operator symbol must be
/// defined by a module (`+` by Naturals, `\o` by Sequences, ...).
pub fn is_builtin(name: &str) -> bool {
    matches!(
        name,
        "=>" | "<=>"
            | "~>"
            | "-+->"
            | "/\\"
            | "\\/"
            | "~"
            | "="
            | "/="
            | "\\in"
            | "\\notin"
            | "\\subseteq"
            | "\\cup"
            | "\\cap"
            | "\\"
            | "\\cdot"
            | "[]"
            | "<>"
            | "ENABLED"
            | "UNCHANGED"
            | "SUBSET"
            | "UNION"
            | "DOMAIN"
            | "'"
            | "\\X"
    )
}

/// How the canonical name is written in messages.
pub fn display(name: &str) -> &str {
    match name {
        "-." => "-",
        other => other,
    }
}
