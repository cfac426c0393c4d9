//! TLC's order of strings, given to tlars' interned strings before any is
//! made.
//!
//! TLC compares two strings by the order in which it first met them (the
//! tokens of its `UniqueString` table), not by their characters: that order
//! decides how sets and records of strings print, and what `CHOOSE` picks
//! from a set of strings. TLC meets the identifiers of the modules as SANY
//! lexes them, the root module first, and the string literals later, during
//! semantic analysis, module by module (the root last) in the order they
//! are written. `tla_values::Str` compares by interning order, so interning
//! the same names in the same order first gives TLC's order.
//!
//! The standard modules are left out: tlars' texts of them are its own, not
//! TLC's, and their identifiers would only add an order TLC does not have.

use std::path::Path;
use tla_diagnostics::SourceMap;
use tla_lexer::Tok;
use tla_values::Str;

/// Whether a file of the source map holds one of tlars' standard modules.
fn is_standard(path: &Path) -> bool {
    path.starts_with("<standard>")
}

/// The tokens of every module in `text` (a file may hold several).
fn tokens(text: &str) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut from = 0;
    while from < text.len() {
        let lexed = tla_lexer::lex_raw(text, from);
        if lexed.tokens.is_empty() || lexed.end <= from {
            break;
        }
        out.extend(lexed.tokens.iter().map(|(_, t, _)| *t));
        from = lexed.end;
    }
    out
}

/// Interns the identifiers and then the string literals of the modules
/// loaded so far (`map`'s files, the root module's first) in TLC's order.
pub fn intern_in_tlc_order(map: &SourceMap) {
    let files: Vec<&str> = map.files().filter(|(_, f)| !is_standard(&f.path)).map(|(_, f)| &*f.text).collect();
    let lexed: Vec<Vec<Tok>> = files.iter().map(|t| tokens(t)).collect();
    for toks in &lexed {
        for t in toks {
            if let Tok::Ident(name) = t {
                Str::new(name);
            }
        }
    }
    // String literals: the modules the root depends on, then the root.
    for toks in lexed.iter().skip(1).chain(lexed.first()) {
        for t in toks {
            if let Tok::Str(lit) = t {
                Str::new(&tla_syntax::actions::unescape(lit));
            }
        }
    }
}
