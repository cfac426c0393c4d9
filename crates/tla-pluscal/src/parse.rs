//! Parsing the algorithm, in either syntax, as the PlusCal translator
//! reads it: statements and declarations by PlusCal's grammar, each
//! expression as the TLA+ tokens up to the first PlusCal delimiter outside
//! brackets (`;`, `:=`, `||`, a PlusCal keyword, a closing bracket).

use crate::ast::*;
use crate::token::{Kind, LexError, Token, Tokenizer};
use std::collections::VecDeque;

/// A syntax error in the algorithm, at a place of the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub pos: Pos,
}

impl From<LexError> for ParseError {
    fn from(e: LexError) -> ParseError {
        ParseError { message: e.message, pos: Pos { line: e.line, col: e.col } }
    }
}

type PResult<T> = Result<T, ParseError>;

/// PlusCal's reserved words: an expression ends before one.
const KEYWORDS: &[&str] = &[
    "algorithm",
    "assert",
    "await",
    "begin",
    "call",
    "define",
    "do",
    "either",
    "else",
    "elsif",
    "end",
    "fair",
    "goto",
    "if",
    "macro",
    "or",
    "print",
    "procedure",
    "process",
    "return",
    "skip",
    "then",
    "variable",
    "variables",
    "when",
    "while",
    "with",
];

pub struct Parser<'a> {
    tokens: Tokenizer<'a>,
    ahead: VecDeque<Token>,
    syntax: Syntax,
    /// Where the last token taken ended up (for errors at the end).
    last: Pos,
    /// Whether the last token taken was a `;` (a C-syntax block takes the
    /// `;` after it, which then ends the statement the block belongs to).
    last_semicolon: bool,
}

impl<'a> Parser<'a> {
    pub fn new(tokens: Tokenizer<'a>) -> Parser<'a> {
        Parser { tokens, ahead: VecDeque::new(), syntax: Syntax::P, last: Pos::default(), last_semicolon: false }
    }

    fn peek_n(&mut self, n: usize) -> PResult<Option<&Token>> {
        while self.ahead.len() <= n {
            match self.tokens.next_token()? {
                Some(t) => self.ahead.push_back(t),
                None => break,
            }
        }
        Ok(self.ahead.get(n))
    }

    fn peek(&mut self) -> PResult<Option<&Token>> {
        self.peek_n(0)
    }

    fn peek_is(&mut self, text: &str) -> PResult<bool> {
        Ok(self.peek()?.is_some_and(|t| t.is(text)))
    }

    fn peek_n_is(&mut self, n: usize, text: &str) -> PResult<bool> {
        Ok(self.peek_n(n)?.is_some_and(|t| t.is(text)))
    }

    fn next(&mut self) -> PResult<Token> {
        self.peek()?;
        match self.ahead.pop_front() {
            Some(t) => {
                self.last = Pos::of(&t);
                self.last_semicolon = t.is(";");
                Ok(t)
            }
            None => Err(ParseError { message: "Unexpected end of the algorithm".into(), pos: self.last }),
        }
    }

    fn error<T>(&mut self, expected: &str) -> PResult<T> {
        let (found, pos) = match self.peek()? {
            Some(t) => (t.text.clone(), Pos::of(t)),
            None => ("the end of the file".to_string(), self.last),
        };
        Err(ParseError { message: format!("Expected \"{expected}\" but found \"{found}\""), pos })
    }

    fn expect(&mut self, text: &str) -> PResult<Token> {
        if self.peek_is(text)? {
            self.next()
        } else {
            self.error(text)
        }
    }

    fn eat(&mut self, text: &str) -> PResult<bool> {
        if self.peek_is(text)? {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn name(&mut self, what: &str) -> PResult<Token> {
        match self.peek()? {
            Some(t) if t.kind == Kind::Ident && !KEYWORDS.contains(&t.text.as_str()) => self.next(),
            _ => self.error(what),
        }
    }

    /// A TLA+ expression: tokens up to (not including) a PlusCal delimiter
    /// at bracket depth 0, or one of `stops` there.
    fn expr(&mut self, stops: &[&str]) -> PResult<Expr> {
        let mut tokens = Vec::new();
        let mut depth = 0usize;
        while let Some(t) = self.peek()? {
            if depth == 0 && ends_expression(t, stops) {
                break;
            }
            match t.text.as_str() {
                "(" | "[" | "{" | "<<" => depth += 1,
                ")" | "]" | "]_" | "}" | ">>" | ">>_" => depth -= 1,
                _ => {}
            }
            tokens.push(self.next()?);
        }
        if tokens.is_empty() {
            return self.error("an expression");
        }
        Ok(Expr { tokens })
    }

    /// `--algorithm Name ...` or `--fair algorithm Name ...`, from just
    /// after `--algorithm` / `--fair`.
    pub fn algorithm(&mut self, fair: bool, pos: Pos) -> PResult<Algorithm> {
        if fair {
            self.expect("algorithm")?;
        }
        let name = self.name("algorithm name")?.text;
        if self.eat("{")? {
            self.syntax = Syntax::C;
        }
        let variables = self.var_decls_opt(true)?;
        let defines = self.define()?;
        let mut macros = Vec::new();
        let mut procedures = Vec::new();
        loop {
            if self.peek_is("macro")? {
                macros.push(self.macro_def()?);
            } else if self.peek_is("procedure")? {
                procedures.push(self.procedure()?);
            } else {
                break;
            }
        }
        // (PlusCal 1.5: `fair` or `fair+` before a uniprocess body.)
        let fair_body = self.peek_is("fair")?
            && (self.peek_n_is(1, "{")?
                || self.peek_n_is(1, "begin")?
                || self.peek_n_is(1, "+")? && (self.peek_n_is(2, "{")? || self.peek_n_is(2, "begin")?));
        if fair_body {
            self.next()?;
            self.eat("+")?;
        }
        let body = if self.peek_is("process")? || self.peek_is("fair")? {
            let mut processes = Vec::new();
            while self.peek_is("process")? || self.peek_is("fair")? {
                processes.push(self.process()?);
            }
            Body::Multiprocess(processes)
        } else {
            match self.syntax {
                Syntax::P => {
                    self.expect("begin")?;
                    Body::Uniprocess(self.stmts_p(&["end"])?)
                }
                Syntax::C => Body::Uniprocess(self.block_c()?),
            }
        };
        match self.syntax {
            Syntax::P => {
                self.expect("end")?;
                self.expect("algorithm")?;
            }
            Syntax::C => {
                self.expect("}")?;
            }
        }
        Ok(Algorithm { name, fair, syntax: self.syntax, variables, defines, macros, procedures, body, pos, options: Vec::new(), fair_body })
    }

    /// `variable(s) d1, d2; ...` if present.
    fn var_decls_opt(&mut self, allow_in: bool) -> PResult<Vec<VarDecl>> {
        if !(self.peek_is("variables")? || self.peek_is("variable")?) {
            return Ok(Vec::new());
        }
        self.next()?;
        let mut decls = Vec::new();
        // (`variables` may declare nothing.)
        let empty = match self.peek()? {
            Some(t) => t.kind != Kind::Ident || KEYWORDS.contains(&t.text.as_str()),
            None => true,
        };
        if empty {
            return Ok(decls);
        }
        loop {
            decls.push(self.var_decl(allow_in)?);
            // Declarations are separated by `,` or `;`; the list ends at a
            // word that is not a new variable.
            if self.eat(",")? || self.eat(";")? {
                let more = match self.peek()? {
                    Some(t) => t.kind == Kind::Ident && !KEYWORDS.contains(&t.text.as_str()),
                    None => false,
                };
                if more {
                    continue;
                }
            }
            break;
        }
        Ok(decls)
    }

    fn var_decl(&mut self, allow_in: bool) -> PResult<VarDecl> {
        let name = self.name("variable name")?;
        let pos = Pos::of(&name);
        let in_set = allow_in && self.peek_is("\\in")?;
        let value = if in_set || self.peek_is("=")? {
            self.next()?;
            Some(self.expr(&[","])?)
        } else {
            None
        };
        Ok(VarDecl { name: name.text, in_set, value, pos })
    }

    /// `define defs end define` / `define { defs }`.
    fn define(&mut self) -> PResult<Option<Expr>> {
        if !self.eat("define")? {
            return Ok(None);
        }
        let mut tokens = Vec::new();
        match self.syntax {
            Syntax::P => {
                while !(self.peek_is("end")? && self.peek_n_is(1, "define")?) {
                    tokens.push(self.next()?);
                }
                self.next()?;
                self.next()?;
            }
            Syntax::C => {
                self.expect("{")?;
                let mut depth = 0;
                loop {
                    if self.peek_is("}")? && depth == 0 {
                        self.next()?;
                        break;
                    }
                    let t = self.next()?;
                    match t.text.as_str() {
                        "{" => depth += 1,
                        "}" => depth -= 1,
                        _ => {}
                    }
                    tokens.push(t);
                }
            }
        }
        self.eat(";")?;
        Ok(Some(Expr { tokens }))
    }

    fn macro_def(&mut self) -> PResult<Macro> {
        let start = self.expect("macro")?;
        let name = self.name("macro name")?.text;
        self.expect("(")?;
        let mut params = Vec::new();
        if !self.peek_is(")")? {
            loop {
                params.push(self.name("parameter")?.text);
                if !self.eat(",")? {
                    break;
                }
            }
        }
        self.expect(")")?;
        let body = self.body("macro")?;
        Ok(Macro { name, params, body, pos: Pos::of(&start) })
    }

    fn procedure(&mut self) -> PResult<Procedure> {
        let start = self.expect("procedure")?;
        let name = self.name("procedure name")?.text;
        self.expect("(")?;
        let mut params = Vec::new();
        if !self.peek_is(")")? {
            loop {
                params.push(self.var_decl(false)?);
                if !self.eat(",")? {
                    break;
                }
            }
        }
        self.expect(")")?;
        let variables = self.var_decls_opt(false)?;
        let body = self.body("procedure")?;
        Ok(Procedure { name, params, variables, body, pos: Pos::of(&start) })
    }

    fn process(&mut self) -> PResult<Process> {
        let start = self.peek()?.cloned().expect("process or fair");
        let mut fairness = Fairness::Unfair;
        if self.eat("fair")? {
            fairness = if self.eat("+")? { Fairness::Strong } else { Fairness::Weak };
        }
        self.expect("process")?;
        let paren = self.eat("(")?;
        let name = self.name("process name")?.text;
        let in_set = if self.eat("\\in")? {
            true
        } else {
            self.expect("=")?;
            false
        };
        let id = self.expr(&[])?;
        if paren {
            self.expect(")")?;
        }
        let variables = self.var_decls_opt(true)?;
        let body = self.body("process")?;
        Ok(Process { name, fairness, in_set, id, variables, body, pos: Pos::of(&start) })
    }

    /// A macro's, procedure's or process's statements: `begin ... end
    /// what [;]` or `{ ... }`.
    fn body(&mut self, what: &str) -> PResult<Vec<Stmt>> {
        match self.syntax {
            Syntax::P => {
                self.expect("begin")?;
                let body = self.stmts_p(&["end"])?;
                self.expect("end")?;
                self.expect(what)?;
                self.eat(";")?;
                Ok(body)
            }
            Syntax::C => {
                let body = self.block_c()?;
                self.eat(";")?;
                Ok(body)
            }
        }
    }

    /// P-syntax statements up to one of the words `ends` (not taken).
    fn stmts_p(&mut self, ends: &[&str]) -> PResult<Vec<Stmt>> {
        let mut out = Vec::new();
        loop {
            match self.peek()? {
                None => return self.error(ends[0]),
                Some(t) if ends.contains(&t.text.as_str()) => break,
                _ => {}
            }
            out.push(self.stmt()?);
            if !self.eat(";")? {
                // Only the last statement may go without `;`.
                if !ends.iter().any(|e| self.peek_is(e).unwrap_or(false)) {
                    return self.error(";");
                }
            }
        }
        Ok(out)
    }

    /// C-syntax `{ stmt; ... }`: a statement may itself be such a block
    /// (its statements are the sequence's, its label the first one's).
    fn block_c(&mut self) -> PResult<Vec<Stmt>> {
        self.expect("{")?;
        let mut out = Vec::new();
        loop {
            if self.eat("}")? {
                break;
            }
            if self.eat(";")? {
                continue;
            }
            out.extend(self.block_or_stmt_c()?);
            if !self.last_semicolon && !self.eat(";")? && !self.peek_is("}")? {
                return self.error(";");
            }
        }
        Ok(out)
    }

    /// In the C-syntax, a (labelled) block, with the `;` after it if
    /// there is one, or one statement.
    fn block_or_stmt_c(&mut self) -> PResult<Vec<Stmt>> {
        let labelled = self.peek()?.is_some_and(|t| t.kind == Kind::Ident && !KEYWORDS.contains(&t.text.as_str())) && self.peek_n_is(1, ":")?;
        let block_at = if labelled { 2 + usize::from(self.peek_n_is(2, "+")? || self.peek_n_is(2, "-")?) } else { 0 };
        if !self.peek_n_is(block_at, "{")? {
            return Ok(vec![self.stmt()?]);
        }
        let label = if labelled {
            let name = self.next()?;
            self.next()?;
            let modifier = if self.eat("+")? {
                Some('+')
            } else if self.eat("-")? {
                Some('-')
            } else {
                None
            };
            Some(Label { name: name.text.clone(), modifier, pos: Pos::of(&name) })
        } else {
            None
        };
        let mut stmts = self.block_c()?;
        if let (Some(l), Some(first)) = (label, stmts.first_mut()) {
            if first.label.is_some() {
                return Err(ParseError { message: "Duplicate labeling of statement".into(), pos: first.pos });
            }
            first.label = Some(l);
        }
        self.eat(";")?;
        Ok(stmts)
    }

    /// A statement, with its label.
    fn stmt(&mut self) -> PResult<Stmt> {
        let mut label = None;
        let is_label = self.peek()?.is_some_and(|t| t.kind == Kind::Ident && !KEYWORDS.contains(&t.text.as_str())) && self.peek_n_is(1, ":")?;
        if is_label {
            let t = self.next()?;
            self.next()?;
            let modifier = if self.peek_is("+")? || self.peek_is("-")? { self.next()?.text.chars().next() } else { None };
            label = Some(Label { name: t.text.clone(), modifier, pos: Pos::of(&t) });
        }
        let first = match self.peek()? {
            Some(t) => t.clone(),
            None => return self.error("a statement"),
        };
        let pos = Pos::of(&first);
        let kind = match first.text.as_str() {
            "skip" => {
                self.next()?;
                StmtKind::Skip
            }
            "return" => {
                self.next()?;
                StmtKind::Return
            }
            "goto" => {
                self.next()?;
                StmtKind::Goto(self.name("label")?.text)
            }
            "await" | "when" => {
                self.next()?;
                StmtKind::Await(self.expr(&[])?)
            }
            "print" => {
                self.next()?;
                StmtKind::Print(self.expr(&[])?)
            }
            "assert" => {
                self.next()?;
                StmtKind::Assert(self.expr(&[])?)
            }
            "call" => {
                self.next()?;
                let procedure = self.name("procedure name")?.text;
                StmtKind::Call { procedure, args: self.args()? }
            }
            "if" => self.if_stmt()?,
            "while" => {
                self.next()?;
                match self.syntax {
                    Syntax::P => {
                        let cond = self.expr(&[])?;
                        self.expect("do")?;
                        let body = self.stmts_p(&["end"])?;
                        self.expect("end")?;
                        self.expect("while")?;
                        if body.is_empty() {
                            // (The translator names the `;` after the loop.)
                            let at = match self.peek()? {
                                Some(t) if t.is(";") => Pos::of(t),
                                _ => self.last,
                            };
                            return Err(ParseError {
                                message: format!("Missing body of while statement at\n    line {}, column {}.", at.line, at.col),
                                pos: at,
                            });
                        }
                        StmtKind::While { cond, body }
                    }
                    Syntax::C => {
                        let cond = self.paren_expr()?;
                        let body = self.block_or_stmt_c()?;
                        if body.is_empty() {
                            return Err(ParseError {
                                message: format!("Missing body of while statement at\n    line {}, column {}.", self.last.line, self.last.col),
                                pos: self.last,
                            });
                        }
                        StmtKind::While { cond, body }
                    }
                }
            }
            "either" => {
                self.next()?;
                let mut branches = Vec::new();
                match self.syntax {
                    Syntax::P => {
                        loop {
                            branches.push(self.stmts_p(&["or", "end"])?);
                            if !self.eat("or")? {
                                break;
                            }
                        }
                        self.expect("end")?;
                        self.expect("either")?;
                    }
                    Syntax::C => loop {
                        branches.push(self.block_or_stmt_c()?);
                        if !self.eat("or")? {
                            break;
                        }
                    },
                }
                StmtKind::Either(branches)
            }
            "with" => {
                self.next()?;
                let paren = self.eat("(")?;
                let mut decls = Vec::new();
                loop {
                    decls.push(self.var_decl(true)?);
                    if !(self.eat(",")? || self.eat(";")?) {
                        // (The translator wants a `,` or `;` here, where
                        // `do` or `)` may also end the list.)
                        let end = if self.syntax == Syntax::P { "do" } else { ")" };
                        if !self.peek_is(end)? {
                            self.expect(";")?;
                        }
                        break;
                    }
                    if self.peek_is("do")? || self.peek_is(")")? {
                        break;
                    }
                }
                if paren {
                    self.expect(")")?;
                }
                let body = match self.syntax {
                    Syntax::P => {
                        self.expect("do")?;
                        let body = self.stmts_p(&["end"])?;
                        self.expect("end")?;
                        self.expect("with")?;
                        body
                    }
                    Syntax::C => self.block_or_stmt_c()?,
                };
                if body.is_empty() {
                    return Err(ParseError {
                        message: format!("Missing body of with statement\n    at line {}, column {}.", first.line, first.col),
                        pos: Pos::of(&first),
                    });
                }
                StmtKind::With { decls, body }
            }
            _ if first.kind == Kind::Ident && !KEYWORDS.contains(&first.text.as_str()) => {
                let is_call = self.peek_n_is(1, "(")?;
                if is_call {
                    let name = self.next()?.text;
                    StmtKind::MacroCall { name, args: self.args()? }
                } else {
                    StmtKind::Assign(self.assignments()?)
                }
            }
            _ => return self.error("a statement"),
        };
        Ok(Stmt { label, kind, pos, macro_call: None })
    }

    /// `(e)` of the C-syntax's if, while.
    fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect("(")?;
        let e = self.expr(&[])?;
        self.expect(")")?;
        Ok(e)
    }

    fn if_stmt(&mut self) -> PResult<StmtKind> {
        self.next()?;
        match self.syntax {
            Syntax::P => self.if_rest_p(),
            Syntax::C => {
                let cond = self.paren_expr()?;
                let then = self.block_or_stmt_c()?;
                // `; else` is not allowed, but `} else` is.
                let otherwise = if self.eat("else")? { self.block_or_stmt_c()? } else { Vec::new() };
                Ok(StmtKind::If { cond, then, otherwise })
            }
        }
    }

    /// After `if` (or `elsif`): `c then ... [elsif ...] [else ...] end if`.
    fn if_rest_p(&mut self) -> PResult<StmtKind> {
        let cond = self.expr(&[])?;
        self.expect("then")?;
        let then = self.stmts_p(&["elsif", "else", "end"])?;
        let otherwise = if self.peek_is("elsif")? {
            let t = self.next()?;
            let nested = self.if_rest_p()?;
            return Ok(StmtKind::If { cond, then, otherwise: vec![Stmt { label: None, kind: nested, pos: Pos::of(&t), macro_call: None }] });
        } else if self.eat("else")? {
            self.stmts_p(&["end"])?
        } else {
            Vec::new()
        };
        self.expect("end")?;
        self.expect("if")?;
        Ok(StmtKind::If { cond, then, otherwise })
    }

    /// `(e1, ..., en)` of a call.
    fn args(&mut self) -> PResult<Vec<Expr>> {
        self.expect("(")?;
        let mut args = Vec::new();
        if !self.peek_is(")")? {
            loop {
                args.push(self.expr(&[","])?);
                if !self.eat(",")? {
                    break;
                }
            }
        }
        self.expect(")")?;
        Ok(args)
    }

    /// `x[i].f := e || ...`.
    fn assignments(&mut self) -> PResult<Vec<Assignment>> {
        let mut out = Vec::new();
        loop {
            let var = self.name("variable")?;
            let mut sub = Vec::new();
            let mut depth = 0usize;
            while !(depth == 0 && self.peek_is(":=")?) {
                match self.peek()? {
                    None => return self.error(":="),
                    Some(t) if depth == 0 && (t.is(";") || (t.kind == Kind::Ident && KEYWORDS.contains(&t.text.as_str()))) => return self.error(":="),
                    _ => {}
                }
                let t = self.next()?;
                match t.text.as_str() {
                    "[" | "(" | "<<" | "{" => depth += 1,
                    "]" | ")" | ">>" | "}" => depth = depth.saturating_sub(1),
                    _ => {}
                }
                sub.push(t);
            }
            let assign = self.expect(":=")?;
            if self.peek()?.is_none_or(|t| ends_expression(t, &[])) {
                return Err(ParseError {
                    message: format!("Empty right-hand side of assignment at \n    line {}, column {}.", assign.line, assign.col),
                    pos: Pos::of(&assign),
                });
            }
            let value = self.expr(&[])?;
            out.push(Assignment { var: var.text.clone(), sub: Expr { tokens: sub }, value, pos: Pos::of(&var) });
            if !self.eat("||")? {
                break;
            }
        }
        Ok(out)
    }
}

/// Whether `t`, met outside any bracket, ends an expression: PlusCal's
/// delimiters (`;`, `:=`, `||`, the comment's end, a reserved word), one of
/// the caller's `stops`, or a closing bracket (of an enclosing one).
fn ends_expression(t: &Token, stops: &[&str]) -> bool {
    let text = t.text.as_str();
    matches!(text, ";" | ":=" | "||" | "*)" | ")" | "]" | "]_" | "}" | ">>" | ">>_")
        || (t.kind == Kind::Ident && KEYWORDS.contains(&text))
        || stops.contains(&text)
}
