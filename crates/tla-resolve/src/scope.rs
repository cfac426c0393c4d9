//! Symbols and the scopes that hold them.

use crate::levels::{OpLevels, Substitution};
use std::collections::HashMap;
use std::rc::Rc;
use tla_diagnostics::{FileId, Span};
use tla_syntax::ast::Module;

/// Expression levels, as in the TLA+ level-checking rules.
pub const CONSTANT: u8 = 0;
pub const STATE: u8 = 1;
pub const ACTION: u8 = 2;
pub const TEMPORAL: u8 = 3;

#[derive(Debug)]
pub enum SymKind {
    Constant,
    Variable,
    Operator,
    Function,
    /// `I == INSTANCE M`: `I!Op` looks into `M`.
    Instance(Rc<ModuleInfo>),
    /// Declared by RECURSIVE, not yet defined.
    Recursive,
    /// A named ASSUME or THEOREM.
    Theorem,
    /// A bound variable, parameter or NEW declaration.
    Bound,
}

#[derive(Debug)]
pub struct Symbol {
    pub name: String,
    pub kind: SymKind,
    pub arity: usize,
    /// For each parameter, the number of arguments it takes (0 for an
    /// ordinary parameter, n for `F(_, ...)`).
    pub param_arities: Vec<usize>,
    pub level: u8,
    /// Where it was declared or defined: two symbols with the same origin
    /// met through two import paths are one symbol.
    pub file: FileId,
    pub span: Span,
    /// What its level is made of, where an INSTANCE may substitute it
    /// (see `LevelDeps`); None where the level is all there is.
    pub deps: Option<Rc<LevelDeps>>,
    /// What its definition allows of its arguments and how they count for
    /// its level (see `levels`); None where nothing is known of it.
    pub levels: Option<Rc<OpLevels>>,
    /// For an instance: what it substitutes, for the levels of `I!Op`.
    pub substitution: Option<Rc<Substitution>>,
}

/// The level of a module-level definition as a function of the module's
/// CONSTANTs and VARIABLEs (SANY's level parameters): reached through
/// `I == INSTANCE M WITH p <- e`, its level is that of its own operators
/// (`base`: primes, temporal operators, ...) and of the expressions
/// substituted for the parameters it depends on (`params`), not the level
/// those parameters have in M (Specifying Systems 17.8).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LevelDeps {
    pub base: u8,
    pub params: Vec<String>,
    /// For an instance: the level of what is substituted for each of its
    /// module's parameters.
    pub substituted: Vec<(String, u8)>,
}

impl LevelDeps {
    /// The level of a definition with these dependencies, its parameters
    /// replaced by expressions of the levels `substituted` gives.
    pub fn substituted_level(&self, substituted: &[(String, u8)], unsubstituted: u8) -> u8 {
        self.params.iter().map(|p| substituted.iter().find(|(n, _)| n == p).map_or(unsubstituted, |(_, l)| *l)).fold(self.base, u8::max)
    }
}

impl Symbol {
    pub fn same_origin(&self, other: &Symbol) -> bool {
        self.file == other.file && self.span == other.span
    }
    pub fn describe(&self) -> &'static str {
        match self.kind {
            SymKind::Constant => "constant",
            SymKind::Variable => "variable",
            SymKind::Operator | SymKind::Recursive => "operator",
            SymKind::Function => "function",
            SymKind::Instance(_) => "instance",
            SymKind::Theorem => "theorem",
            SymKind::Bound => "bound identifier",
        }
    }
}

pub type Scope = HashMap<String, Rc<Symbol>>;

/// A checked module: what it exports and what it is parameterized by.
#[derive(Debug)]
pub struct ModuleInfo {
    pub name: String,
    pub file: FileId,
    /// A library module (tlars's own standard or community module, or one
    /// found on the library path): its operators may be evaluated by
    /// tlars's native implementations, as TLC's Java ones. A module beside
    /// the spec is the user's own, whatever its name.
    pub library: bool,
    pub ast: Rc<Module>,
    /// Its non-LOCAL symbols, including those it EXTENDS.
    pub exports: Scope,
    /// Its CONSTANTs and VARIABLEs, declared or extended: what an INSTANCE
    /// of it substitutes.
    pub parameters: Vec<Rc<Symbol>>,
    /// The modules it names in EXTENDS and INSTANCE (and nested ones), as
    /// resolved: later stages follow these instead of searching again.
    pub imports: HashMap<String, Rc<ModuleInfo>>,
    /// For each name in this module's expressions that refers to a
    /// module-level symbol (a definition, a CONSTANT or VARIABLE, an
    /// instance, or a symbol reached through `I!`), that symbol, by the
    /// span of the name. Names bound inside expressions (parameters,
    /// quantified variables, LET definitions) are not listed. This is the
    /// one resolution of names: the compiler binds what it finds here.
    pub references: HashMap<Span, Rc<Symbol>>,
    /// The highest level an INSTANCE may substitute for some of its
    /// CONSTANTs (SANY's level constraints): a constant an ASSUME or an
    /// ASSUME/PROVE of the module mentions (directly or through
    /// definitions) must not become a temporal formula, so at most an
    /// action.
    pub max_substituted: HashMap<String, u8>,
}

impl ModuleInfo {
    /// Every place in this module and the modules it uses (EXTENDS,
    /// INSTANCE, nested) where a name refers to one of `names` defined in
    /// a module called `module`, wherever that module's text is: the
    /// symbol's name, its file and the span of the name.
    pub fn references_to(&self, module: &str, names: &[&str]) -> Vec<(String, FileId, Span)> {
        let mut all: Vec<&ModuleInfo> = vec![self];
        let mut k = 0;
        while k < all.len() {
            let imports: Vec<&ModuleInfo> = all[k].imports.values().map(|m| &**m).collect();
            for m in imports {
                if !all.iter().any(|seen| seen.file == m.file && seen.name == m.name) {
                    all.push(m);
                }
            }
            k += 1;
        }
        let defining: Vec<FileId> = all.iter().filter(|m| m.name == module).map(|m| m.file).collect();
        let mut found: Vec<(String, FileId, Span)> = all
            .iter()
            .flat_map(|m| {
                m.references
                    .iter()
                    .filter(|(_, sym)| defining.contains(&sym.file) && names.contains(&sym.name.as_str()))
                    .map(|(span, sym)| (sym.name.clone(), m.file, *span))
            })
            .collect();
        // (In the order of the text, not of the table.)
        found.sort_by_key(|(_, file, span)| (*file, span.start));
        found
    }
}
