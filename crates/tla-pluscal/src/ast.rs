//! A PlusCal algorithm as written: its expressions are kept as the TLA+
//! tokens written, with their places (the translation copies them).

use crate::token::Token;

/// Where something starts in the module: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: usize,
    pub col: usize,
}

impl Pos {
    pub fn of(t: &Token) -> Pos {
        Pos { line: t.line, col: t.col }
    }
}

/// A TLA+ expression, as its tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expr {
    pub tokens: Vec<Token>,
}

impl Expr {
    pub fn pos(&self) -> Pos {
        self.tokens.first().map(Pos::of).unwrap_or_default()
    }

    /// `TRUE` or `(TRUE)` on one line: a `while` the translator takes as
    /// endless (its `IsTRUE`).
    pub fn is_true(&self) -> bool {
        let texts: Vec<&str> = self.tokens.iter().map(|t| t.text.as_str()).collect();
        let one_line = self.tokens.windows(2).all(|w| w[0].line == w[1].line);
        one_line && (texts == ["TRUE"] || texts == ["(", "TRUE", ")"])
    }

    /// The tokens joined by single spaces (for messages and tests).
    pub fn text(&self) -> String {
        self.tokens.iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// `begin ... end` (the P-syntax).
    P,
    /// Braces (the C-syntax).
    C,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Algorithm {
    pub name: String,
    /// `--fair algorithm`.
    pub fair: bool,
    pub syntax: Syntax,
    pub variables: Vec<VarDecl>,
    /// The `define` section's definitions, as tokens.
    pub defines: Option<Expr>,
    pub macros: Vec<Macro>,
    pub procedures: Vec<Procedure>,
    pub body: Body,
    pub pos: Pos,
    /// The module's `PlusCal options (...)`, as written (`wf`, `-sf`, ...).
    pub options: Vec<String>,
    /// `fair` (or `fair+`) before a uniprocess body, which PlusCal 1.5
    /// allowed: the algorithm's steps are weakly fair.
    pub fair_body: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// One process: the algorithm's own statements.
    Uniprocess(Vec<Stmt>),
    Multiprocess(Vec<Process>),
}

/// `x`, `x = e` or `x \in S`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarDecl {
    pub name: String,
    /// `x \in S` rather than `x = e`.
    pub in_set: bool,
    /// None when no value is given (the translator's `defaultInitValue`).
    pub value: Option<Expr>,
    pub pos: Pos,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fairness {
    Unfair,
    /// `fair process`.
    Weak,
    /// `fair+ process`.
    Strong,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Process {
    pub name: String,
    pub fairness: Fairness,
    /// `process (P \in S)` rather than `process (P = e)`.
    pub in_set: bool,
    pub id: Expr,
    pub variables: Vec<VarDecl>,
    pub body: Vec<Stmt>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Procedure {
    pub name: String,
    /// Parameters, each possibly with a default value (`p = e`).
    pub params: Vec<VarDecl>,
    pub variables: Vec<VarDecl>,
    pub body: Vec<Stmt>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Macro {
    pub name: String,
    pub params: Vec<String>,
    pub body: Vec<Stmt>,
    pub pos: Pos,
}

/// A statement, with the label written before it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stmt {
    pub label: Option<Label>,
    pub kind: StmtKind,
    pub pos: Pos,
    /// Where the macro call was, for a statement of a macro's expansion
    /// (the translator's messages name both places).
    pub macro_call: Option<Pos>,
}

impl Stmt {
    /// The translator's `location()`: the statement's place, and the
    /// macro call's when it comes from a macro.
    pub fn location(&self) -> String {
        match self.macro_call {
            None => format!("line {}, column {}", self.pos.line, self.pos.col),
            Some(m) => format!("line {}, column {} of macro called at line {}, column {}", self.pos.line, self.pos.col, m.line, m.col),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub name: String,
    /// `L:+` (strong fairness) or `L:-` (none) in a fair process.
    pub modifier: Option<char>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StmtKind {
    /// `x := e || y[i] := f`.
    Assign(Vec<Assignment>),
    /// `if c then ... elsif ... else ... end if` (elsif as a nested if).
    If {
        cond: Expr,
        then: Vec<Stmt>,
        otherwise: Vec<Stmt>,
    },
    Either(Vec<Vec<Stmt>>),
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    With {
        decls: Vec<VarDecl>,
        body: Vec<Stmt>,
    },
    /// `await e` or `when e`.
    Await(Expr),
    Print(Expr),
    Assert(Expr),
    Skip,
    Goto(String),
    Call {
        procedure: String,
        args: Vec<Expr>,
    },
    Return,
    MacroCall {
        name: String,
        args: Vec<Expr>,
    },
}

/// `x[i].f := e`: the variable, what follows it on the left, the value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub var: String,
    /// The subscripts and fields after the variable, as tokens.
    pub sub: Expr,
    pub value: Expr,
    pub pos: Pos,
}

/// Visits every statement, outer ones first, in the order written.
pub fn walk(stmts: &[Stmt], f: &mut dyn FnMut(&Stmt)) {
    for s in stmts {
        f(s);
        match &s.kind {
            StmtKind::If { then, otherwise, .. } => {
                walk(then, f);
                walk(otherwise, f);
            }
            StmtKind::Either(bs) => bs.iter().for_each(|b| walk(b, f)),
            StmtKind::While { body, .. } | StmtKind::With { body, .. } => walk(body, f),
            _ => {}
        }
    }
}

/// Whether some statement (at any depth) is one `pred` holds of.
pub fn any(stmts: &[Stmt], pred: impl Fn(&Stmt) -> bool) -> bool {
    let mut found = false;
    walk(stmts, &mut |s| found |= pred(s));
    found
}

/// The labels written `L:-` and those written `L:+`, in order.
pub fn modified_labels(stmts: &[Stmt]) -> (Vec<String>, Vec<String>) {
    let (mut minus, mut plus) = (Vec::new(), Vec::new());
    walk(stmts, &mut |s| match s.label.as_ref().map(|l| (l.modifier, &l.name)) {
        Some((Some('-'), name)) => minus.push(name.clone()),
        Some((Some('+'), name)) => plus.push(name.clone()),
        _ => {}
    });
    (minus, plus)
}
