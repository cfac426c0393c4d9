//! TLC model configuration files (`.cfg`).
//!
//! [`parse_config`] reads a configuration the way TLC's `ModelConfig` does
//! and returns it as plain data with byte spans, plus a [`Diagnostic`] for
//! every independent problem (codes `E0201`..`E0299`, see [`codes`]).
//! [`check_config`] and [`check_init_next`] report the misuses TLC finds
//! later, when it processes the configuration against the spec.
//!
//! # Grammar
//!
//! Tokens are TLA+ tokens; whitespace and newlines only separate them, and
//! `\*` and (nested) `(* *)` comments are skipped.
//!
//! ```text
//! config     ::= directive*
//! directive  ::= single  Name*          -- SPECIFICATION INIT NEXT VIEW SYMMETRY
//!                                        -- ALIAS _PERIODIC _RL_REWARD: TLC takes
//!                                        -- exactly one name, once
//!              | list    Name*          -- INVARIANT(S) PROPERTY PROPERTIES
//!                                        -- CONSTRAINT(S) ACTION_CONSTRAINT(S)
//!                                        -- POSTCONDITION(S) _POSSIBLE
//!              | CONSTANT(S) item*
//!              | CHECK_DEADLOCK (TRUE | FALSE)
//! item       ::= lhs ( "(" value ("," value)* ")" )? "=" scope? value
//!              | lhs "<-" scope? Name
//! lhs        ::= Name ("!" Name)*
//! scope      ::= "[" Name "]"           -- applies to the definitions of that module
//! value      ::= number | "-" number | string | TRUE | FALSE | Name
//!              | "{" (value ("," value)*)? "}"
//! ```
//!
//! A directive's items run until the next directive keyword; a keyword
//! may appear several times (the lists are concatenated). A `Name` that is
//! not `TRUE`/`FALSE` is a model value. Strings keep their escapes as
//! written, as TLC does (it strips the quotes and nothing else).
//!
//! Differences from TLC, all in reporting: TLC accepts any token where a
//! name is expected and fails later (`INVARIANT 3` is "invariant 3 is not
//! defined"); here a name must be an identifier. TLC stops silently at a
//! character it cannot lex; here it is an error. `N = -1` is accepted with
//! a warning: TLC rejects it (it reads `-` as a model value) but Apalache's
//! configurations use it. `<<a, b>>` is parsed and reported as an error.
//! An upper-case near miss of a keyword (`INVARIANTT`, `PROPERTYS`) is
//! reported as an unknown directive where TLC would read it as one more
//! name of the list before; a directive keyword is never a model value
//! (TLC would read `S = {INIT}` as the model value `INIT`).
//! `---- CONFIG Name ----` sections are read only from `.tla` files, as TLC
//! does: see [`parse_config_section`].
//!
//! # In detail
//!
//! The crate owns TLC's model files: the `.cfg` grammar (every directive, constant
//! values, model values, `<-` substitutions, `[Mod]` scoping, `CONFIG` sections
//! of trace files) into plain data with spans, and the diagnostics TLC would
//! give. It depends only on `tla-diagnostics`, `logos` and `tla-lexer` (for the
//! one lexical rule the two languages share, nested `(* *)` comments, read by
//! its `block_comment`); it knows nothing of specs.
#![forbid(unsafe_code)]

mod check;
pub mod codes;
mod lexer;
mod parser;
mod render;

pub use check::{check_config, check_init_next};
pub use render::render;

use tla_diagnostics::{Diagnostic, FileId, Span};

/// A name in the configuration, as written, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    /// The identifier; for a constant's left side `a!b!c` it is the whole
    /// path with its `!`s.
    pub name: String,
    pub span: Span,
}

/// The directives TLC knows. Singular and plural spellings map to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Directive {
    Specification,
    Init,
    Next,
    Constant,
    Invariant,
    Property,
    Constraint,
    ActionConstraint,
    Symmetry,
    View,
    Alias,
    PostCondition,
    CheckDeadlock,
    /// `_PERIODIC`: an action TLC evaluates periodically (undocumented).
    Periodic,
    /// `_RL_REWARD`: reinforcement-learning simulation reward (undocumented).
    RlReward,
    /// `_POSSIBLE`: names of state predicates expected to be reachable (undocumented).
    Possible,
}

/// Every keyword spelling TLC accepts, with its directive.
pub const KEYWORDS: &[(&str, Directive)] = &[
    ("SPECIFICATION", Directive::Specification),
    ("INIT", Directive::Init),
    ("NEXT", Directive::Next),
    ("CONSTANT", Directive::Constant),
    ("CONSTANTS", Directive::Constant),
    ("INVARIANT", Directive::Invariant),
    ("INVARIANTS", Directive::Invariant),
    ("PROPERTY", Directive::Property),
    ("PROPERTIES", Directive::Property),
    ("CONSTRAINT", Directive::Constraint),
    ("CONSTRAINTS", Directive::Constraint),
    ("ACTION_CONSTRAINT", Directive::ActionConstraint),
    ("ACTION_CONSTRAINTS", Directive::ActionConstraint),
    ("SYMMETRY", Directive::Symmetry),
    ("VIEW", Directive::View),
    ("ALIAS", Directive::Alias),
    ("POSTCONDITION", Directive::PostCondition),
    ("POSTCONDITIONS", Directive::PostCondition),
    ("CHECK_DEADLOCK", Directive::CheckDeadlock),
    ("_PERIODIC", Directive::Periodic),
    ("_RL_REWARD", Directive::RlReward),
    ("_POSSIBLE", Directive::Possible),
];

impl Directive {
    /// The directive a keyword spells, if any (case-sensitive, as in TLC).
    pub fn from_keyword(word: &str) -> Option<Directive> {
        KEYWORDS.iter().find(|(k, _)| *k == word).map(|&(_, d)| d)
    }

    /// The main spelling.
    pub fn keyword(self) -> &'static str {
        KEYWORDS.iter().find(|(_, d)| *d == self).map(|&(k, _)| k).unwrap_or("?")
    }

    /// TLC takes exactly one name after this keyword, and the keyword at
    /// most once (`CHECK_DEADLOCK` too, with a boolean).
    pub fn is_single(self) -> bool {
        matches!(
            self,
            Directive::Specification
                | Directive::Init
                | Directive::Next
                | Directive::Symmetry
                | Directive::View
                | Directive::Alias
                | Directive::Periodic
                | Directive::RlReward
                | Directive::CheckDeadlock
        )
    }
}

/// One occurrence of a directive keyword.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveUse {
    pub directive: Directive,
    /// The keyword as spelled (`CONSTANTS`, `INVARIANT`, ...).
    pub keyword: String,
    /// The keyword's span.
    pub span: Span,
}

/// A value on the right of `=` in a CONSTANT item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CfgValue {
    pub kind: CfgValueKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CfgValueKind {
    /// A number. TLC's integers are 32-bit; a larger one is reported.
    Int(i64),
    /// A string's text between the quotes, escapes as written (TLC does
    /// not decode them).
    Str(String),
    Bool(bool),
    /// An identifier other than `TRUE`/`FALSE`: a model value of that name.
    ModelValue(String),
    /// `{v1, v2, ...}`: an enumerated set, elements in written order.
    Set(Vec<CfgValue>),
    /// `<<v1, ...>>`: not accepted by TLC; parsed only to report it
    /// precisely (an error accompanies it).
    Tuple(Vec<CfgValue>),
}

/// One item of a CONSTANT(S) directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstantItem {
    /// `name = value`, `name = [Mod] value`, `F(a, b) = value`.
    Value {
        name: Name,
        /// Arguments of an operator defined pointwise: `F(1, 2) = 3`
        /// (TLC builds the operator from all such lines of `F`).
        args: Vec<CfgValue>,
        /// `[Mod]`: the value replaces the definition `name` of module `Mod`.
        module: Option<Name>,
        value: CfgValue,
        /// The whole item.
        span: Span,
    },
    /// `name <- target`, `name <- [Mod] target`: the definition (or
    /// declared constant) `name` is replaced by the operator `target`.
    Substitution { name: Name, module: Option<Name>, target: Name, span: Span },
}

impl ConstantItem {
    pub fn name(&self) -> &Name {
        match self {
            ConstantItem::Value { name, .. } | ConstantItem::Substitution { name, .. } => name,
        }
    }
    pub fn span(&self) -> Span {
        match self {
            ConstantItem::Value { span, .. } | ConstantItem::Substitution { span, .. } => *span,
        }
    }
    pub fn module(&self) -> Option<&Name> {
        match self {
            ConstantItem::Value { module, .. } | ConstantItem::Substitution { module, .. } => module.as_ref(),
        }
    }
}

/// A parsed configuration. Every list keeps the written order across all
/// occurrences of its directive. The directives TLC takes one name for
/// (`specification`, `init`, `next`, `symmetry`, `view`, `alias`,
/// `periodic`, `rl_reward`) are lists too, so that a caller sees every
/// name written; [`parse_config`] has already reported the extras.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// Every directive keyword, in order.
    pub directives: Vec<DirectiveUse>,
    pub specification: Vec<Name>,
    pub init: Vec<Name>,
    pub next: Vec<Name>,
    pub constants: Vec<ConstantItem>,
    pub invariants: Vec<Name>,
    pub properties: Vec<Name>,
    pub constraints: Vec<Name>,
    pub action_constraints: Vec<Name>,
    pub symmetry: Vec<Name>,
    pub view: Vec<Name>,
    pub alias: Vec<Name>,
    pub postconditions: Vec<Name>,
    /// `CHECK_DEADLOCK TRUE|FALSE`: the first one given, with the span of
    /// the boolean. `None` means TLC's default (deadlock is checked unless
    /// `-deadlock` is on the command line).
    pub check_deadlock: Option<(bool, Span)>,
    pub periodic: Vec<Name>,
    pub rl_reward: Vec<Name>,
    pub possible: Vec<Name>,
}

impl Config {
    /// The first use of a directive, if any.
    pub fn first_use(&self, d: Directive) -> Option<&DirectiveUse> {
        self.directives.iter().find(|u| u.directive == d)
    }

    /// The list of names a directive fills (`None` for CONSTANT and
    /// CHECK_DEADLOCK).
    pub fn names(&self, d: Directive) -> Option<&Vec<Name>> {
        Some(match d {
            Directive::Specification => &self.specification,
            Directive::Init => &self.init,
            Directive::Next => &self.next,
            Directive::Invariant => &self.invariants,
            Directive::Property => &self.properties,
            Directive::Constraint => &self.constraints,
            Directive::ActionConstraint => &self.action_constraints,
            Directive::Symmetry => &self.symmetry,
            Directive::View => &self.view,
            Directive::Alias => &self.alias,
            Directive::PostCondition => &self.postconditions,
            Directive::Periodic => &self.periodic,
            Directive::RlReward => &self.rl_reward,
            Directive::Possible => &self.possible,
            Directive::Constant | Directive::CheckDeadlock => return None,
        })
    }

    pub(crate) fn names_mut(&mut self, d: Directive) -> Option<&mut Vec<Name>> {
        Some(match d {
            Directive::Specification => &mut self.specification,
            Directive::Init => &mut self.init,
            Directive::Next => &mut self.next,
            Directive::Invariant => &mut self.invariants,
            Directive::Property => &mut self.properties,
            Directive::Constraint => &mut self.constraints,
            Directive::ActionConstraint => &mut self.action_constraints,
            Directive::Symmetry => &mut self.symmetry,
            Directive::View => &mut self.view,
            Directive::Alias => &mut self.alias,
            Directive::PostCondition => &mut self.postconditions,
            Directive::Periodic => &mut self.periodic,
            Directive::RlReward => &mut self.rl_reward,
            Directive::Possible => &mut self.possible,
            Directive::Constant | Directive::CheckDeadlock => return None,
        })
    }
}

/// Parses the text of a `.cfg` file. Diagnostics come in source order;
/// the configuration holds everything that could be read (the parts with
/// errors are left out).
pub fn parse_config(text: &str, file: FileId) -> (Config, Vec<Diagnostic>) {
    parser::parse(text, 0, text.len(), file)
}

/// The byte range of the configuration named `name` inside a `.tla` file,
/// as TLC finds it when given a `.tla` file as its configuration: the lines
/// after a line `---- CONFIG name ----` (four or more dashes each side,
/// nothing else on the line) up to the next line starting with `====` or
/// the end of the text. `None` if there is no such line.
pub fn find_config_section(text: &str, name: &str) -> Option<std::ops::Range<usize>> {
    let mut start = None;
    let mut offset = 0usize;
    for line in text.split_inclusive('\n') {
        let here = offset;
        offset += line.len();
        let bare = line.trim_end_matches('\n').trim_end_matches('\r');
        match start {
            None if is_config_marker(bare, name) => start = Some(offset),
            Some(s) if bare.starts_with("====") => return Some(s..here),
            _ => {}
        }
    }
    start.map(|s| s..text.len())
}

/// `-----*\s*CONFIG\s+NAME\s*-----*`, the whole line.
fn is_config_marker(line: &str, name: &str) -> bool {
    let dashes = |s: &str| s.len() - s.trim_start_matches('-').len();
    if dashes(line) < 4 {
        return false;
    }
    let rest = line.trim_start_matches('-').trim_start();
    let Some(rest) = rest.strip_prefix("CONFIG") else {
        return false;
    };
    if !rest.starts_with(char::is_whitespace) {
        return false;
    }
    let Some(rest) = rest.trim_start().strip_prefix(name) else {
        return false;
    };
    let rest = rest.trim_start();
    dashes(rest) >= 4 && rest.trim_start_matches('-').is_empty()
}

/// Parses the `---- CONFIG name ----` section of a `.tla` file (see
/// [`find_config_section`]); spans are offsets into the whole `text`.
/// `None` if the file has no such section (TLC then runs with an empty
/// configuration).
pub fn parse_config_section(text: &str, file: FileId, name: &str) -> Option<(Config, Vec<Diagnostic>)> {
    let range = find_config_section(text, name)?;
    Some(parser::parse(text, range.start, range.end, file))
}
