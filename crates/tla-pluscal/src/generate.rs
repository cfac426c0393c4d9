//! The TLA+ translation of an algorithm, as text laid out the way the
//! PlusCal translator lays it out: each step a definition whose conjuncts
//! are aligned after `/\ `, IF/THEN/ELSE and `\/` branches each listing the
//! variables they leave unchanged, expressions copied with the spacing
//! they were written with.

use crate::ast::*;
use crate::explode::{explode_body, ExplodeError, Frame, Simple, Step};
use crate::token::{Kind, Token};

/// The translator's width: a conjunct's UNCHANGED list and a process's
/// disjunction of steps are wrapped to stay within it.
const WRAP: usize = 78;

/// A failure to translate.
pub type TranslateError = ExplodeError;

/// Who a step belongs to.
#[derive(Clone, Debug)]
enum Owner {
    /// The algorithm itself (one process).
    Uni,
    /// `process (P \in S)`: steps take `self`.
    Set { locals: Vec<String> },
    /// `process (P = id)`: `self` is `id`.
    Single { id: Expr },
    /// The initial value of a process set's `x \in S` variable, where the
    /// translator reads the variables of a process as those of `CHOOSE
    /// self \in  P : TRUE` (its spacing).
    Choose { locals: Vec<String>, set: String },
}

struct Gen<'a> {
    alg: &'a Algorithm,
    /// The variables each process has its own value of in a multiprocess
    /// algorithm (pc, stack, the procedures' parameters and variables),
    /// read and set at `[self]`.
    subscripted: Vec<String>,
    /// Every variable, `pc` first when there is one.
    vars: Vec<String>,
    has_pc: bool,
    multi: bool,
    out: Vec<String>,
}

/// Which variables a conjunct list has set so far (they are primed when
/// read again, and left out of UNCHANGED).
#[derive(Clone, Debug, Default)]
struct Changed {
    set: Vec<String>,
}

impl Changed {
    fn add(&mut self, v: &str) {
        if !self.set.iter().any(|x| x == v) {
            self.set.push(v.to_string());
        }
    }
    fn has(&self, v: &str) -> bool {
        self.set.iter().any(|x| x == v)
    }
}

/// The translation of the module's algorithm: the lines to put between
/// `BEGIN TRANSLATION` and `END TRANSLATION`.
pub fn translate(alg: &Algorithm) -> Result<Vec<String>, TranslateError> {
    let expanded = crate::macros::expand(alg)?;
    let labelled = crate::labels::add_labels(&expanded)?;
    let (renamed, report) = crate::rename::disambiguate(&labelled)?;
    let alg = &renamed;
    let multi = matches!(alg.body, Body::Multiprocess(_));
    let procs = &alg.procedures;
    // A procedure's steps read `self` in a multiprocess algorithm.
    let procedure_owner = if multi { Owner::Set { locals: Vec::new() } } else { Owner::Uni };
    let mut procedure_steps: Vec<(&Procedure, Vec<Step>)> = Vec::new();
    for p in procs {
        procedure_steps.push((p, explode_body(&p.body, "Error", procs, Some(p))?));
    }
    let mut owners: Vec<(Option<&Process>, Owner, Vec<Step>)> = Vec::new();
    match &alg.body {
        Body::Uniprocess(stmts) => owners.push((None, Owner::Uni, explode_body(stmts, "Done", procs, None)?)),
        Body::Multiprocess(ps) => {
            for p in ps {
                let owner =
                    if p.in_set { Owner::Set { locals: p.variables.iter().map(|v| v.name.clone()).collect() } } else { Owner::Single { id: p.id.clone() } };
                owners.push((Some(p), owner, explode_body(&p.body, "Done", procs, None)?));
            }
        }
    }
    // What the translator leaves out: pc, and the stuttering once done.
    let omitted = crate::omission::omissions(&expanded, &labelled);
    let has_pc = !omitted.pc;
    let terminates = !omitted.stuttering_when_done;
    // pc, the globals, stack, each procedure's parameters and variables,
    // each process's variables.
    let mut vars: Vec<String> = Vec::new();
    if has_pc {
        vars.push("pc".into());
    }
    vars.extend(alg.variables.iter().map(|v| v.name.clone()));
    let mut subscripted: Vec<String> = Vec::new();
    if !procs.is_empty() {
        vars.push("stack".into());
        subscripted.push("stack".into());
    }
    for p in procs {
        for v in p.params.iter().chain(&p.variables) {
            vars.push(v.name.clone());
            subscripted.push(v.name.clone());
        }
    }
    if let Body::Multiprocess(ps) = &alg.body {
        for p in ps {
            vars.extend(p.variables.iter().map(|v| v.name.clone()));
        }
    }
    if multi {
        subscripted.push("pc".into());
    }
    for steps in procedure_steps.iter().map(|(_, s)| s).chain(owners.iter().map(|(_, _, s)| s)) {
        for s in steps {
            check_assignments(&s.body, &vars, &mut Vec::new())?;
        }
    }
    let mut g = Gen { alg, vars, has_pc, multi, subscripted, out: report };
    g.declarations();
    g.init();
    for (p, steps) in &procedure_steps {
        for s in steps {
            g.step(s, &procedure_owner, None);
        }
        g.owner_definition(&p.name, multi, steps);
    }
    for (p, owner, steps) in &owners {
        for s in steps {
            g.step(s, owner, if has_pc { None } else { Some(p.map_or("Next".to_string(), |p| p.name.clone())) });
        }
        if let Some(p) = p {
            if has_pc {
                g.owner_definition(&p.name, p.in_set, steps);
            }
        }
    }
    let stutter_when_done = terminates && !crate::Options::of(alg).no_done_disjunct;
    g.next(&owners.iter().map(|(p, _, s)| (*p, s.clone())).collect::<Vec<_>>(), stutter_when_done);
    g.spec(&owners.iter().map(|(p, _, _)| *p).collect::<Vec<_>>());
    if terminates {
        g.out.push(if multi { "Termination == <>(\\A self \\in ProcSet: pc[self] = \"Done\")".into() } else { "Termination == <>(pc = \"Done\")".into() });
        g.out.push(String::new());
    }
    // (Some pieces are built as one string of several lines.)
    Ok(g.out.iter().flat_map(|l| l.split('\n')).map(str::to_string).collect())
}

/// The translator's checks of a step's assignments: each to a variable of
/// the algorithm, and none to a variable the step (on that path) has
/// assigned already, nor twice in one multiple assignment unless every
/// one is to a part of it.
fn check_assignments(stmts: &[Simple], vars: &[String], assigned: &mut Vec<String>) -> Result<(), TranslateError> {
    for s in stmts {
        match s {
            Simple::Assign(group) | Simple::Call { assigns: group, .. } => {
                for a in group {
                    if !vars.contains(&a.var) {
                        return Err(ExplodeError {
                            message: format!("Assignment to undeclared variable {}\n    at line {}, column {}", a.var, a.pos.line, a.pos.col),
                            pos: a.pos,
                        });
                    }
                }
                let mut names: Vec<&str> = group.iter().map(|a| a.var.as_str()).collect();
                if matches!(s, Simple::Call { .. }) {
                    names.push("stack");
                }
                for (k, v) in names.iter().enumerate() {
                    let repeated = names[..k].contains(v);
                    if repeated && group.iter().filter(|a| a.var == *v).any(|a| a.sub.tokens.is_empty()) || !repeated && assigned.iter().any(|x| x == v) {
                        let at = group.first().map_or_else(Pos::default, |a| a.pos);
                        return Err(ExplodeError { message: format!("Multiple assignment to {v}\n    at line {}, column {}", at.line, at.col), pos: at });
                    }
                }
                for v in names {
                    if !assigned.iter().any(|x| x == v) {
                        assigned.push(v.to_string());
                    }
                }
            }
            Simple::If { then, otherwise, .. } => {
                let mut t = assigned.clone();
                let mut e = assigned.clone();
                check_assignments(then, vars, &mut t)?;
                check_assignments(otherwise, vars, &mut e)?;
                for v in t.into_iter().chain(e) {
                    if !assigned.contains(&v) {
                        assigned.push(v);
                    }
                }
            }
            Simple::Either(bs) => {
                let mut all = assigned.clone();
                for b in bs {
                    let mut c = assigned.clone();
                    check_assignments(b, vars, &mut c)?;
                    all.extend(c.into_iter().filter(|v| !assigned.contains(v)));
                }
                *assigned = all;
            }
            Simple::With { body, .. } => check_assignments(body, vars, assigned)?,
            _ => {}
        }
    }
    Ok(())
}

/// `head` before an expression's first line, the others under it, `tail`
/// after its last (the translator's fairness prefixes).
fn quantifier_prefix(head: &str, lines: &[String], tail: &str) -> Vec<String> {
    let n = lines.len();
    lines
        .iter()
        .enumerate()
        .map(|(j, l)| {
            let lead = if j == 0 { head.to_string() } else { " ".repeat(head.chars().count()) };
            let end = if j + 1 == n { tail } else { "" };
            format!("{lead}{l}{end}")
        })
        .collect()
}

/// The procedures a body calls, in the order written, each once.
fn calls_in(stmts: &[Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    walk(stmts, &mut |s| {
        if let StmtKind::Call { procedure, .. } = &s.kind {
            if !out.contains(procedure) {
                out.push(procedure.clone());
            }
        }
    });
    out
}

/// An expression's lines as written: tokens of one line apart by the
/// spaces they were written with, later lines indented as they were
/// relative to the first token; `text` gives each token's text.
fn layout(tokens: &[Token], text: &dyn Fn(usize) -> String) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let Some(first) = tokens.first() else { return vec![String::new()] };
    // Columns count from the leftmost line start, as the translator
    // normalizes an expression: a first line that starts right of a later
    // one keeps its indentation.
    let base = tokens.iter().enumerate().filter(|(i, t)| *i == 0 || tokens[i - 1].line != t.line).map(|(_, t)| t.col).min().unwrap_or(first.col);
    let mut line = " ".repeat(first.col - base);
    let mut prev: Option<&Token> = None;
    for (i, t) in tokens.iter().enumerate() {
        match prev {
            Some(p) if p.line == t.line => {
                let gap = t.col.saturating_sub(p.col + p.text.chars().count());
                line.push_str(&" ".repeat(gap));
            }
            Some(p) => {
                lines.push(std::mem::take(&mut line));
                for _ in p.line + 1..t.line {
                    lines.push(String::new());
                }
                line.push_str(&" ".repeat(t.col.saturating_sub(base)));
            }
            None => {}
        }
        line.push_str(&text(i));
        prev = Some(t);
    }
    lines.push(line);
    lines
}

/// A conjunct's lines as they are built: the first begins at column
/// `start` (after `/\ `), later ones are whole lines.
struct Lines {
    start: usize,
    done: Vec<String>,
    cur: String,
}

impl Lines {
    fn new(start: usize) -> Lines {
        Lines { start, done: Vec::new(), cur: String::new() }
    }

    /// The column where the next text goes.
    fn column(&self) -> usize {
        self.cur.chars().count() + if self.done.is_empty() { self.start } else { 0 }
    }

    fn text(&mut self, t: &str) {
        self.cur.push_str(t);
    }

    fn newline(&mut self, col: usize) {
        self.done.push(std::mem::replace(&mut self.cur, " ".repeat(col)));
    }

    /// An expression's lines (later ones indented relative to the first):
    /// the first goes on, the others under where it began.
    fn expr(&mut self, lines: Vec<String>) {
        let at = self.column();
        for (k, l) in lines.into_iter().enumerate() {
            if k == 0 {
                self.cur.push_str(&l);
            } else {
                self.newline(0);
                self.cur = if l.is_empty() { l } else { format!("{}{l}", " ".repeat(at)) };
            }
        }
    }

    fn finish(mut self) -> Vec<String> {
        self.done.push(self.cur);
        self.done
    }
}

/// Whether the translator puts parentheses around an assigned value: an
/// operator outside brackets on its first line that binds looser than
/// `=` (TLC's `NeedsParentheses`).
fn needs_parentheses(first_line: &str) -> bool {
    let chars: Vec<char> = first_line.chars().collect();
    let mut depth = 0i32;
    let mut in_string = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        if in_string {
            match c {
                '"' => in_string = false,
                '\\' => i += 1,
                _ => {}
            }
            i += 1;
            continue;
        }
        let mut may = false;
        match c {
            '"' => in_string = true,
            '=' | '#' => may = true,
            '<' if next == '<' => {
                depth += 1;
                i += 1;
            }
            '<' => may = true,
            '>' if next == '>' => {
                if depth == 0 {
                    return true;
                }
                depth -= 1;
                i += 1;
            }
            '>' => may = true,
            '|' if next == '-' || (i > 0 && chars[i - 1] == '-') => may = true,
            '\\' if !(next == ' ' || next == 'o' || next == 'X') => may = true,
            '/' if next == '\\' => may = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                if depth == 0 {
                    return true;
                }
                depth -= 1;
            }
            _ => {}
        }
        if may && depth == 0 {
            return true;
        }
        i += 1;
    }
    false
}

impl Gen<'_> {
    fn push(&mut self, s: String) {
        self.out.push(s);
    }

    /// `VARIABLES`, the define section, the processes' variables, `vars`,
    /// `ProcSet`.
    fn declarations(&mut self) {
        let processes: &[Process] = match &self.alg.body {
            Body::Multiprocess(ps) => ps,
            Body::Uniprocess(_) => &[],
        };
        let procedure_vars = self.alg.procedures.iter().flat_map(|p| p.params.iter().chain(&p.variables));
        let without_value = self.alg.variables.iter().chain(procedure_vars).chain(processes.iter().flat_map(|p| p.variables.iter())).any(|v| v.value.is_none());
        if without_value {
            self.push("CONSTANT defaultInitValue".into());
        }
        // (stack is declared with the globals, before the define section.)
        let stack = (!self.alg.procedures.is_empty()).then(|| "stack".to_string());
        let globals: Vec<String> =
            self.has_pc.then(|| "pc".to_string()).into_iter().chain(self.alg.variables.iter().map(|v| v.name.clone())).chain(stack).collect();
        let locals: Vec<String> = self.vars[globals.len()..].to_vec();
        // The processes' variables are declared after the define section
        // (which may not use them), with the others when there is none.
        if self.alg.defines.is_none() {
            self.variables_line(&self.vars.clone());
            self.push(String::new());
        } else {
            self.variables_line(&globals);
            self.push(String::new());
        }
        if let Some(defs) = &self.alg.defines {
            self.push("(* define statement *)".into());
            let lines = layout(&defs.tokens, &|i| defs.tokens[i].text.clone());
            self.out.extend(lines);
            self.push(String::new());
            if locals.is_empty() {
                self.push(String::new());
            }
        }
        if !locals.is_empty() && self.alg.defines.is_some() {
            self.variables_line(&locals);
            self.push(String::new());
        }
        let all = self.vars.clone();
        self.wrapped_list("vars == << ", &all, " >>", "vars == << ".len(), "vars ==".len());
        self.push(String::new());
        if let Body::Multiprocess(ps) = &self.alg.body {
            let mut b = Lines::new(0);
            b.text("ProcSet == ");
            for (k, p) in ps.iter().enumerate() {
                if k > 0 {
                    b.text(" \\cup ");
                }
                b.text(if p.in_set { "(" } else { "{" });
                b.expr(self.plain_lines(&p.id));
                b.text(if p.in_set { ")" } else { "}" });
            }
            for l in b.finish() {
                self.push(l);
            }
            self.push(String::new());
        }
    }

    /// `VARIABLES a, b, ...`, wrapped as the translator wraps it.
    fn variables_line(&mut self, names: &[String]) {
        let word = if names.len() == 1 { "VARIABLE " } else { "VARIABLES " };
        self.wrapped_list(word, names, "", word.len(), 0);
    }

    /// `head` and the names separated by ", ", a new line (at `indent`)
    /// before a name that would pass the width, then `close` (on a line of
    /// its own at `close_indent` if it would pass it).
    fn wrapped_list(&mut self, head: &str, names: &[String], close: &str, indent: usize, close_indent: usize) {
        let mut line = head.to_string();
        for (k, v) in names.iter().enumerate() {
            if k > 0 {
                line.push_str(", ");
            }
            if line.len() + v.len() + 1 > WRAP {
                self.out.push(std::mem::take(&mut line));
                line = " ".repeat(indent);
            }
            line.push_str(v);
        }
        if !close.is_empty() && line.len() + close.len() + 1 > WRAP {
            self.out.push(std::mem::take(&mut line));
            line = " ".repeat(close_indent);
        }
        line.push_str(close);
        self.out.push(line);
    }

    fn expr_plain(&self, e: &Expr) -> String {
        layout(&e.tokens, &|i| e.tokens[i].text.clone()).join("\n")
    }

    /// `Init`: the global variables, each process's, then pc.
    fn init(&mut self) {
        // (Each line begins at column 8; the first one's 8 spaces become
        // `Init == `. The comment on globals is there only if there are.)
        let mut lines: Vec<String> = Vec::new();
        let pad = " ".repeat(8);
        let start = pad.len() + 3;
        if !self.alg.variables.is_empty() {
            lines.push(format!("{pad}(* Global variables *)"));
        }
        for v in &self.alg.variables {
            lines.push(format!("{pad}/\\ {}", self.decl(v, None, &Owner::Uni, start, true)));
        }
        // A procedure's parameters and variables: plain values, or in a
        // multiprocess algorithm one per process (`[ self \in ProcSet |->
        // e]`, the translator's spacing).
        for p in &self.alg.procedures {
            if p.params.is_empty() && p.variables.is_empty() {
                continue;
            }
            lines.push(format!("{pad}(* Procedure {} *)", p.name));
            for v in p.params.iter().chain(&p.variables) {
                if self.multi {
                    let owner = Owner::Set { locals: Vec::new() };
                    let mut b = Lines::new(start);
                    b.text(&format!("{} = [ self \\in ProcSet |-> ", v.name));
                    match &v.value {
                        Some(e) => b.expr(self.expr(e, &owner, &Changed::default())),
                        None => b.text("defaultInitValue"),
                    }
                    b.text("]");
                    lines.push(format!("{pad}/\\ {}", b.finish().join("\n")));
                } else {
                    lines.push(format!("{pad}/\\ {}", self.decl(v, None, &Owner::Uni, start, true)));
                }
            }
        }
        if let Body::Multiprocess(ps) = &self.alg.body {
            for p in ps {
                if p.variables.is_empty() {
                    continue;
                }
                lines.push(format!("{pad}(* Process {} *)", p.name));
                let owner =
                    if p.in_set { Owner::Set { locals: p.variables.iter().map(|v| v.name.clone()).collect() } } else { Owner::Single { id: p.id.clone() } };
                for v in &p.variables {
                    let over = p.in_set.then_some(&p.id);
                    lines.push(format!("{pad}/\\ {}", self.decl(v, over, &owner, start, false)));
                }
            }
        }
        if !self.alg.procedures.is_empty() {
            lines.push(format!("{pad}/\\ stack = {}", if self.multi { "[self \\in ProcSet |-> << >>]" } else { "<< >>" }));
        }
        if self.has_pc {
            match &self.alg.body {
                Body::Uniprocess(stmts) => {
                    let first = stmts.first().and_then(|s| s.label.clone()).map(|l| l.name).unwrap_or_default();
                    lines.push(format!("{pad}/\\ pc = \"{first}\""));
                }
                Body::Multiprocess(ps) => {
                    let first = |p: &Process| p.body.first().and_then(|s| s.label.clone()).map(|l| l.name).unwrap_or_default();
                    if ps.len() == 1 {
                        lines.push(format!("{pad}/\\ pc = [self \\in ProcSet |-> \"{}\"]", first(&ps[0])));
                    } else {
                        let head = format!("{pad}/\\ pc = [self \\in ProcSet |-> CASE ");
                        let indent = " ".repeat(head.len() - 3);
                        for (k, p) in ps.iter().enumerate() {
                            let close = if k + 1 == ps.len() { "]" } else { "" };
                            let mut b = Lines::new(0);
                            b.text(&if k == 0 { head.clone() } else { format!("{indent}[] ") });
                            b.text(if p.in_set { "self \\in " } else { "self = " });
                            b.expr(layout(&p.id.tokens, &|i| p.id.tokens[i].text.clone()));
                            b.text(&format!(" -> \"{}\"{close}", first(p)));
                            lines.extend(b.finish());
                        }
                    }
                }
            }
        }
        if let Some(first) = lines.first_mut() {
            *first = format!("Init == {}", &first[pad.len()..]);
        }
        self.out.extend(lines);
        self.push(String::new());
    }

    /// `x = e`, `x \in S`, or for a variable of a process set,
    /// `x = [self \in S |-> e]` / `x \in [S -> T]`.
    /// (A process's variable's value reads the process's other variables
    /// as `v[self]`.)
    /// (`start` is the column the declaration begins at: an initial
    /// value's later lines keep their place under its first.)
    fn decl(&self, v: &VarDecl, over: Option<&Expr>, owner: &Owner, start: usize, parenthesize: bool) -> String {
        let chosen;
        let owner = match (owner, over, v.in_set) {
            (Owner::Set { locals }, Some(set), true) => {
                chosen = Owner::Choose { locals: locals.clone(), set: self.expr_plain(set) };
                &chosen
            }
            _ => owner,
        };
        let value = match &v.value {
            None => vec!["defaultInitValue".to_string()],
            Some(e) => match owner {
                Owner::Set { .. } | Owner::Choose { .. } => self.expr(e, owner, &Changed::default()),
                _ => self.plain_lines(e),
            },
        };
        // (A global's value in parentheses when the translator's
        // NeedsParentheses says so.)
        let paren = parenthesize && over.is_none() && needs_parentheses(&value[0]);
        let mut b = Lines::new(start);
        b.text(&v.name);
        b.text(if v.in_set { " \\in " } else { " = " });
        if let Some(set) = over {
            b.text(if v.in_set { "[" } else { "[self \\in " });
            b.expr(self.plain_lines(set));
            b.text(if v.in_set { " -> " } else { " |-> " });
        }
        b.text(if paren { "(" } else { "" });
        b.expr(value);
        b.text(if paren { ")" } else { "" });
        b.text(if over.is_some() { "]" } else { "" });
        b.finish().join("\n")
    }

    /// An expression's lines as written (later ones relative to the
    /// first).
    fn plain_lines(&self, e: &Expr) -> Vec<String> {
        layout(&e.tokens, &|i| e.tokens[i].text.clone())
    }

    /// What `var` is read and set at in a step of `owner`: `self` (or a
    /// single process's identifier) for pc, stack and the procedures'
    /// variables in a multiprocess algorithm, and for a process set's own
    /// variables.
    fn subscript(&self, owner: &Owner, var: &str) -> Option<String> {
        let own = matches!(owner, Owner::Set { locals } | Owner::Choose { locals, .. } if locals.iter().any(|l| l == var));
        if !(own || self.multi && self.subscripted.iter().any(|v| v == var)) {
            return None;
        }
        Some(match owner {
            Owner::Single { id } => self.expr_plain(id),
            Owner::Choose { set, .. } => format!("CHOOSE self \\in  {set} : TRUE"),
            _ => "self".into(),
        })
    }

    /// An expression in a step: variables each process has its own value
    /// of read at `[self]` (see `subscript`), variables set earlier in
    /// the step primed.
    fn expr(&self, e: &Expr, owner: &Owner, changed: &Changed) -> Vec<String> {
        let toks = &e.tokens;
        let text = |i: usize| -> String {
            let t = &toks[i];
            if t.kind != Kind::Ident && t.kind != Kind::Added {
                return t.text.clone();
            }
            let after_dot = i > 0 && (toks[i - 1].is(".") || toks[i - 1].is("!"));
            let field = toks.get(i + 1).is_some_and(|n| n.is("|->"));
            if after_dot || field {
                return t.text.clone();
            }
            // (`self` stays `self` in a single process's own statements,
            // as the translator leaves it.)
            if !self.vars.contains(&t.text) {
                return t.text.clone();
            }
            let prime = if changed.has(&t.text) { "'" } else { "" };
            // The user's own pc and stack are read as written.
            let users = t.kind == Kind::Ident && (t.is("pc") || t.is("stack"));
            match self.subscript(owner, &t.text).filter(|_| !users) {
                Some(at) => format!("{}{prime}[{at}]", t.text),
                None => format!("{}{prime}", t.text),
            }
        };
        layout(toks, &text)
    }

    /// One step: `L(self) == /\ pc[self] = "L" /\ ...`.
    fn step(&mut self, s: &Step, owner: &Owner, name: Option<String>) {
        let head = match (&name, owner) {
            (Some(n), Owner::Set { .. }) => format!("{n}(self) == "),
            (Some(n), _) => format!("{n} == "),
            (None, Owner::Set { .. }) => format!("{}(self) == ", s.label),
            _ => format!("{} == ", s.label),
        };
        let col = head.len();
        let mut conjuncts: Vec<Vec<String>> = Vec::new();
        let mut changed = Changed::default();
        if self.has_pc {
            conjuncts.push(vec![format!("{} = \"{}\"", self.pc(owner), s.label)]);
        }
        for st in &s.body {
            let lines = self.simple(st, owner, &mut changed, col);
            conjuncts.extend(lines);
        }
        let unchanged = self.unchanged(&changed, col);
        conjuncts.extend(unchanged);
        let mut out = Vec::new();
        if conjuncts.len() == 1 {
            // One conjunct goes without `/\ ` (its lines three columns left).
            for (k, l) in conjuncts[0].iter().enumerate() {
                out.push(if k == 0 { format!("{head}{l}") } else { l.strip_prefix("   ").unwrap_or(l).to_string() });
            }
        } else {
            for (k, c) in conjuncts.iter().enumerate() {
                for (m, l) in c.iter().enumerate() {
                    let lead = if k == 0 && m == 0 { head.clone() } else { " ".repeat(col) };
                    out.push(if m == 0 { format!("{lead}/\\ {l}") } else { l.clone() });
                }
            }
        }
        self.out.extend(out);
        self.push(String::new());
    }

    fn pc(&self, owner: &Owner) -> String {
        match owner {
            Owner::Uni => "pc".into(),
            Owner::Set { .. } | Owner::Choose { .. } => "pc[self]".into(),
            Owner::Single { id } => format!("pc[{}]", self.expr_plain(id)),
        }
    }

    /// The UNCHANGED conjunct(s) for the variables not in `changed`:
    /// `v' = v` for one short name, `UNCHANGED v`, or `UNCHANGED << ... >>`
    /// wrapped at the translator's width.
    fn unchanged(&self, changed: &Changed, col: usize) -> Vec<Vec<String>> {
        let left: Vec<&String> = self.vars.iter().filter(|v| !changed.has(v)).collect();
        match left.len() {
            0 => Vec::new(),
            1 if left[0].len() <= 5 => vec![vec![format!("{0}' = {0}", left[0])]],
            1 => vec![vec![format!("UNCHANGED {}", left[0])]],
            _ => {
                // The translator's chunks: each with its ", ", a new one
                // when the next name would pass the width.
                let width = WRAP.saturating_sub(col + "/\\ UNCHANGED << ".len());
                let mut lines: Vec<String> = Vec::new();
                let mut cur = String::new();
                for (k, v) in left.iter().enumerate() {
                    if k > 0 {
                        cur.push_str(", ");
                    }
                    if cur.len() + v.len() > width && !cur.is_empty() {
                        lines.push(std::mem::take(&mut cur));
                    }
                    cur.push_str(v);
                }
                lines.push(cur);
                let indent = " ".repeat(col + "/\\ UNCHANGED << ".len());
                let mut out = Vec::new();
                for (k, l) in lines.iter().enumerate() {
                    let close = if k + 1 == lines.len() { " >>" } else { "" };
                    out.push(if k == 0 { format!("UNCHANGED << {l}{close}") } else { format!("{indent}{l}{close}") });
                }
                vec![out]
            }
        }
    }

    /// A statement's conjuncts (each a list of lines; the first line goes
    /// after `/\ ` at column `col`, the others are whole lines).
    fn simple(&self, s: &Simple, owner: &Owner, changed: &mut Changed, col: usize) -> Vec<Vec<String>> {
        let indent = |lines: Vec<String>, at: usize| -> Vec<String> {
            lines.into_iter().enumerate().map(|(k, l)| if k == 0 || l.is_empty() { l } else { format!("{}{l}", " ".repeat(at)) }).collect()
        };
        match s {
            Simple::Skip => vec![vec!["TRUE".into()]],
            Simple::Await(e) => vec![indent(self.expr(e, owner, changed), col + 3)],
            Simple::Print(e) => {
                let lines = self.expr(e, owner, changed);
                let mut l = indent(lines, col + 3 + "PrintT(".len());
                l[0] = format!("PrintT({}", l[0]);
                let last = l.len() - 1;
                l[last].push(')');
                vec![l]
            }
            Simple::Assert(e, location) => {
                let lines = self.expr(e, owner, changed);
                let mut l = indent(lines, col + 3 + "Assert(".len());
                l[0] = format!("Assert({}", l[0]);
                let last = l.len() - 1;
                let message = format!("\"Failure of assertion at {location}.\")");
                // The message stays on the line when it ends before the
                // translator's width.
                let line_len = l[last].chars().count() + if last == 0 { col + 3 } else { 0 };
                if line_len + 2 + message.chars().count() < WRAP {
                    l[last].push_str(&format!(", {message}"));
                } else {
                    l[last].push_str(", ");
                    l.push(format!("{}{message}", " ".repeat(col + 3 + "Assert(".len())));
                }
                vec![l]
            }
            Simple::Goto(label) => {
                changed.add("pc");
                let value = match owner {
                    Owner::Uni => format!("\"{label}\""),
                    Owner::Set { .. } | Owner::Choose { .. } => format!("[pc EXCEPT ![self] = \"{label}\"]"),
                    Owner::Single { id } => format!("[pc EXCEPT ![{}] = \"{label}\"]", self.expr_plain(id)),
                };
                if self.has_pc {
                    vec![vec![format!("pc' = {value}")]]
                } else {
                    Vec::new()
                }
            }
            Simple::Assign(assigns) => self.multiple_assignment(assigns, None, owner, changed, col),
            Simple::Call { assigns, frame } => self.multiple_assignment(assigns, Some(frame), owner, changed, col),
            Simple::If { cond, then, otherwise } => {
                let test = self.expr(cond, owner, changed);
                let mut lines = indent(test, col + 3 + 3);
                lines[0] = format!("IF {}", lines[0]);
                let branch_col = col + 3 + 3 + "THEN ".len();
                let mut ct = changed.clone();
                let mut ce = changed.clone();
                let t = self.branch(then, owner, &mut ct, branch_col);
                let e = self.branch(otherwise, owner, &mut ce, branch_col);
                let mut both = changed.clone();
                for v in ct.set.iter().chain(ce.set.iter()) {
                    both.add(v);
                }
                let t = self.close_branch(t, &ct, &both, branch_col, false);
                let e = self.close_branch(e, &ce, &both, branch_col, false);
                for (word, b) in [("THEN ", t), ("ELSE ", e)] {
                    for (k, l) in b.into_iter().enumerate() {
                        if k == 0 {
                            lines.push(format!("{}{word}{l}", " ".repeat(col + 3 + 3)));
                        } else {
                            lines.push(l);
                        }
                    }
                }
                *changed = both;
                vec![lines]
            }
            Simple::Either(branches) => {
                let bcol = col + 3 + 3;
                let mut cs: Vec<Changed> = Vec::new();
                let mut bodies = Vec::new();
                for b in branches {
                    let mut c = changed.clone();
                    bodies.push(self.branch(b, owner, &mut c, bcol));
                    cs.push(c);
                }
                let mut all = changed.clone();
                for c in &cs {
                    for v in &c.set {
                        all.add(v);
                    }
                }
                let mut lines = Vec::new();
                for (k, (b, c)) in bodies.into_iter().zip(&cs).enumerate() {
                    let b = self.close_branch(b, c, &all, bcol, true);
                    for (m, l) in b.into_iter().enumerate() {
                        if m == 0 {
                            let lead = if k == 0 { String::new() } else { " ".repeat(col + 3) };
                            lines.push(format!("{lead}\\/ {l}"));
                        } else {
                            lines.push(l);
                        }
                    }
                }
                *changed = all;
                vec![lines]
            }
            Simple::With { decls, body } => {
                let mut lines: Vec<String> = Vec::new();
                let mut at = col + 3;
                for d in decls {
                    let value = d.value.as_ref().map(|e| self.expr(e, owner, changed)).unwrap_or_else(|| vec!["defaultInitValue".into()]);
                    let head = if d.in_set { format!("\\E {} \\in ", d.name) } else { format!("LET {} == ", d.name) };
                    let mut v = indent(value, at + head.len());
                    v[0] = format!("{head}{}", v[0]);
                    let last = v.len() - 1;
                    v[last].push_str(if d.in_set { ":" } else { " IN" });
                    for (k, l) in v.into_iter().enumerate() {
                        if lines.is_empty() && k == 0 {
                            lines.push(l);
                        } else if k == 0 {
                            lines.push(format!("{}{l}", " ".repeat(at)));
                        } else {
                            lines.push(l);
                        }
                    }
                    at += 2;
                }
                // A body of one conjunct goes without `/\ `.
                let before = changed.clone();
                let mut inner = self.branch(body, owner, changed, at);
                let single = inner.len() == 1;
                if single {
                    *changed = before;
                    inner = self.branch(body, owner, changed, at - 3);
                }
                for (k, c) in inner.into_iter().enumerate() {
                    for (m, l) in c.into_iter().enumerate() {
                        if m == 0 {
                            let bullet = if single { "" } else { "/\\ " };
                            let _ = k;
                            lines.push(format!("{}{bullet}{l}", " ".repeat(at)));
                        } else {
                            lines.push(l);
                        }
                    }
                }
                vec![lines]
            }
        }
    }

    /// A multiple assignment (with a call's `stack := frame`): one
    /// conjunct per variable, in the order of their names, nested in a
    /// conjunct of their own when there are several variables. Values are
    /// read before any of them is set.
    fn multiple_assignment(&self, assigns: &[Assignment], frame: Option<&Frame>, owner: &Owner, changed: &mut Changed, col: usize) -> Vec<Vec<String>> {
        let before = changed.clone();
        let mut names: Vec<&str> = Vec::new();
        for v in assigns.iter().map(|a| a.var.as_str()).chain(frame.map(|_| "stack")) {
            if !names.contains(&v) {
                names.push(v);
            }
        }
        // The translator sorts them by variable (as Java compares strings).
        names.sort_by(|x, y| x.encode_utf16().cmp(y.encode_utf16()));
        let nested = names.len() > 1;
        let start = col + 3 + if nested { 3 } else { 0 };
        let mut out: Vec<Vec<String>> = Vec::new();
        for v in &names {
            let lines = match frame {
                Some(f) if *v == "stack" => self.frame_lines(f, owner, &before, start),
                _ => {
                    let same: Vec<&Assignment> = assigns.iter().filter(|a| a.var == *v).collect();
                    self.assignment(&same, owner, &before, start)
                }
            };
            out.push(lines);
        }
        for v in names {
            changed.add(v);
        }
        if !nested {
            return out;
        }
        let mut lines = Vec::new();
        for (k, c) in out.into_iter().enumerate() {
            for (m, l) in c.into_iter().enumerate() {
                lines.push(match (k, m) {
                    (0, 0) => format!("/\\ {l}"),
                    (_, 0) => format!("{}/\\ {l}", " ".repeat(col + 3)),
                    _ => l,
                });
            }
        }
        vec![lines]
    }

    /// `x' = e`, or `x' = [x EXCEPT !s1 = e1, ...]` for subscripted
    /// assignments and variables of each process; the first line begins
    /// at column `start`.
    fn assignment(&self, same: &[&Assignment], owner: &Owner, before: &Changed, start: usize) -> Vec<String> {
        let a = same[0];
        let at = self.subscript(owner, &a.var);
        let head = format!("{}' = ", a.var);
        if same.len() == 1 && a.sub.tokens.is_empty() && at.is_none() {
            let value = self.expr(&a.value, owner, before);
            let paren = needs_parentheses(&value[0]);
            let mut b = Lines::new(start);
            b.text(&head);
            if paren {
                b.text("(");
            }
            b.expr(value);
            if paren {
                b.text(")");
            }
            return b.finish();
        }
        // `x' = [x EXCEPT !s1 = e1,` then each further clause on a line of
        // its own under the first `!`; an expression's later lines under
        // where it began.
        let mut b = Lines::new(start);
        b.text(&format!("{head}[{} EXCEPT ", a.var));
        let clause_col = b.column();
        for (k, x) in same.iter().enumerate() {
            if k > 0 {
                b.text(",");
                b.newline(clause_col);
            }
            b.text("!");
            if let Some(at) = &at {
                b.text(&format!("[{at}]"));
            }
            b.expr(self.expr(&x.sub, owner, before));
            b.text(" = ");
            b.expr(self.expr(&x.value, owner, before));
        }
        b.text("]");
        b.finish()
    }

    /// `stack' = << [ procedure |->  "P", pc |-> ..., v |-> v, ... ] >>
    /// \o stack`, laid out as the translator lays out a new stack top:
    /// one field a line, `|->` at the 16th column (or after a longer
    /// name), `\o` under the `<<`.
    fn frame_lines(&self, f: &Frame, owner: &Owner, before: &Changed, start: usize) -> Vec<String> {
        let var = |name: &str| -> String {
            let prime = if before.has(name) { "'" } else { "" };
            match self.subscript(owner, name) {
                Some(at) => format!("{name}{prime}[{at}]"),
                None => format!("{name}{prime}"),
            }
        };
        let stack = var("stack");
        let (head, close) = match self.subscript(owner, "stack") {
            Some(at) => (format!("stack' = [stack EXCEPT ![{at}] = "), "]"),
            None => ("stack' = ".to_string(), ""),
        };
        let at = start + head.chars().count();
        let back = match &f.back {
            Some(label) => format!("\"{label}\""),
            None => format!("Head({stack}).pc"),
        };
        let mut fields: Vec<(String, String)> = vec![("pc".into(), back)];
        fields.extend(f.saved.iter().map(|v| (v.clone(), var(v))));
        let field = |name: &str, value: &str, end: &str| -> String {
            let arrow = (5 + name.chars().count() + 1).max(15);
            format!("{name}{}|->  {value}{end}", " ".repeat(arrow - 5 - name.chars().count()))
        };
        let mut lines = vec![format!("{head}<< [ {}", field("procedure", &format!("\"{}\"", f.procedure), ","))];
        for (k, (name, value)) in fields.iter().enumerate() {
            let end = if k + 1 == fields.len() { " ] >>" } else { "," };
            lines.push(format!("{}{}", " ".repeat(at + 5), field(name, value, end)));
        }
        let rest = if f.replace_top { format!("Tail({stack})") } else { stack };
        lines.push(format!("{}\\o {rest}{close}", " ".repeat(at + 1)));
        lines
    }

    /// A branch's conjuncts, each already placed at column `col` (first
    /// line without indentation, as for `simple`).
    fn branch(&self, stmts: &[Simple], owner: &Owner, changed: &mut Changed, col: usize) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for s in stmts {
            out.extend(self.simple(s, owner, changed, col));
        }
        out
    }

    /// A branch as lines after `THEN ` / `ELSE ` / `\/ `: its conjuncts and
    /// the variables the other branches set and this one does not.
    /// An `or` branch (`either`) lists what it leaves unchanged on one
    /// line as `UNCHANGED <<a, b>>`, as the translator writes it there.
    fn close_branch(&self, mut conjuncts: Vec<Vec<String>>, mine: &Changed, all: &Changed, col: usize, either: bool) -> Vec<String> {
        // A branch that does nothing is TRUE (then its UNCHANGED).
        if conjuncts.is_empty() {
            conjuncts.push(vec!["TRUE".into()]);
        }
        let missing = Changed { set: self.vars.iter().filter(|v| !all.has(v) || mine.has(v)).cloned().collect() };
        let left: Vec<&String> = self.vars.iter().filter(|v| !missing.has(v)).collect();
        if either && left.len() > 1 {
            conjuncts.push(vec![format!("UNCHANGED <<{}>>", left.iter().map(|v| v.as_str()).collect::<Vec<_>>().join(", "))]);
        } else {
            conjuncts.extend(self.unchanged(&missing, col));
        }
        let mut lines = Vec::new();
        for (k, c) in conjuncts.into_iter().enumerate() {
            for (m, l) in c.into_iter().enumerate() {
                if m == 0 {
                    let lead = if k == 0 { String::new() } else { " ".repeat(col) };
                    lines.push(format!("{lead}/\\ {l}"));
                } else {
                    lines.push(l);
                }
            }
        }
        lines
    }

    /// `P(self) == L1(self) \/ L2(self) ...` for a process or procedure
    /// (`P == L1 \/ L2` when it does not take `self`).
    fn owner_definition(&mut self, name: &str, takes_self: bool, steps: &[Step]) {
        let call = |s: &Step| if takes_self { format!("{}(self)", s.label) } else { s.label.clone() };
        let head = if takes_self { format!("{name}(self) == ") } else { format!("{name} == ") };
        let names: Vec<String> = steps.iter().map(call).collect();
        let lines = Self::wrapped_disjunction(&head, &names);
        self.out.extend(lines);
        self.push(String::new());
    }

    /// `head` followed by `a \/ b \/ ...`, a new line, starting `\/`
    /// three columns in, before an item that would pass the translator's
    /// width with 7 columns to spare (the translator's own figure, "obtained
    /// empirically").
    fn wrapped_disjunction(head: &str, items: &[String]) -> Vec<String> {
        let indent = " ".repeat(head.len() + 3);
        let mut lines = Vec::new();
        let mut line = format!("{head}{}", items.first().cloned().unwrap_or_default());
        for it in items.iter().skip(1) {
            if line.len() + 7 + it.len() > WRAP {
                lines.push(line);
                line = format!("{indent}\\/ {it}");
            } else {
                line.push_str(&format!(" \\/ {it}"));
            }
        }
        lines.push(line);
        lines
    }

    fn next(&mut self, owners: &[(Option<&Process>, Vec<Step>)], terminates: bool) {
        if terminates {
            self.push("(* Allow infinite stuttering to prevent deadlock on termination. *)".into());
            if self.multi {
                self.push("Terminating == /\\ \\A self \\in ProcSet: pc[self] = \"Done\"".into());
                self.push("               /\\ UNCHANGED vars".into());
            } else {
                self.push("Terminating == pc = \"Done\" /\\ UNCHANGED vars".into());
            }
            self.push(String::new());
        }
        if !self.has_pc && !self.multi {
            // The step is Next itself.
            return;
        }
        // The translator's GenNext: the steps (uniprocess: procedures
        // then labels) or single processes, in chunks that fit; one
        // `\E self \in ProcSet` over the procedures, in chunks of its
        // own; one `\E self \in S` per process set.
        let mut names: Vec<String> = Vec::new();
        let mut sets: Vec<Vec<String>> = Vec::new();
        if !self.multi {
            names.extend(self.alg.procedures.iter().map(|p| p.name.clone()));
        }
        for (p, steps) in owners {
            match p {
                None => names.extend(steps.iter().map(|s| s.label.clone())),
                Some(p) if !p.in_set => names.push(p.name.clone()),
                Some(p) => {
                    let mut b = Lines::new(0);
                    b.text("(\\E self \\in ");
                    b.expr(self.plain_lines(&p.id));
                    b.text(&format!(": {}(self))", p.name));
                    sets.push(b.finish());
                }
            }
        }
        let chunks = |items: Vec<String>, max: usize| -> Vec<String> {
            let mut out = Vec::new();
            let mut cur = String::new();
            for a in items {
                if a.len() + " \\/ ".len() + cur.len() > max {
                    out.push(std::mem::take(&mut cur));
                }
                if !cur.is_empty() {
                    cur.push_str(" \\/ ");
                }
                cur.push_str(&a);
            }
            if !cur.is_empty() {
                out.push(cur);
            }
            out
        };
        let steps = chunks(names, WRAP - "Next == \\/ ".len());
        let mut procedures = if self.multi {
            chunks(self.alg.procedures.iter().map(|p| format!("{}(self)", p.name)).collect(), WRAP - "Next == \\/ (\\E self \\in ProcSet: \\/ ".len())
        } else {
            Vec::new()
        };
        if let Some(last) = procedures.last_mut() {
            last.push(')');
        }
        let col = "Next == ".len() + 2;
        let continued = format!("{} \\/ ", " ".repeat(col));
        let mut lines = Vec::new();
        let mut lead = "Next == ".to_string();
        for c in &steps {
            lines.push(format!("{lead}{c}"));
            lead = continued.clone();
        }
        if !procedures.is_empty() {
            lead.push_str("(\\E self \\in ProcSet: ");
            let col2 = lead.len();
            if procedures.len() > 1 {
                lead.push_str(" \\/ ");
            }
            for c in &procedures {
                lines.push(format!("{lead}{c}"));
                lead = format!("{} \\/ ", " ".repeat(col2));
            }
            lead = continued.clone();
        }
        for (i, set) in sets.iter().enumerate() {
            for line in set {
                lines.push(format!("{lead}{line}"));
                lead = if steps.is_empty() && procedures.is_empty() && i == 0 { " ".repeat(col - 2) } else { " ".repeat(col + 4) };
            }
            lead = continued.clone();
        }
        if terminates {
            lines.push(format!("{lead}Terminating"));
        }
        self.out.extend(lines);
        self.push(String::new());
    }

    /// `WF_vars(P(self))` for a process or procedure: without the steps
    /// of its `L:-` labels (`(pc[self] # "L") /\ ...`), and with
    /// `SF_vars(L(self))` for each `L:+` label when weakly fair.
    fn fairness_of(&self, word: &str, name: &str, arg: Option<&str>, body: &[Stmt], at: &str) -> crate::fairness::FormulaPair {
        let (minus, plus) = modified_labels(body);
        let call = |n: &str| match arg {
            Some(a) => format!("{n}({a})"),
            None => n.to_string(),
        };
        let mut wf = format!("{word}_vars(");
        match minus.len() {
            0 => {}
            1 => wf.push_str(&format!("(pc[{at}] # \"{}\") /\\ ", minus[0])),
            _ => wf.push_str(&format!("(pc[{at}] \\notin {{{}}}) /\\ ", minus.iter().map(|l| format!("\"{l}\"")).collect::<Vec<_>>().join(", "))),
        }
        wf.push_str(&call(name));
        wf.push(')');
        let sf = (word == "WF" && !plus.is_empty()).then(|| plus.iter().map(|l| format!("SF_vars({})", call(l))).collect::<Vec<_>>().join(" /\\ "));
        crate::fairness::FormulaPair { wf, sf }
    }

    /// The procedures a body may call, directly or not, in the
    /// translator's order: those it calls, in the order written, each
    /// followed (when first reached) by those they call, in the order
    /// procedures are declared.
    fn procedures_called(&self, body: &[Stmt]) -> Vec<String> {
        let procs = &self.alg.procedures;
        let direct: Vec<Vec<String>> = procs.iter().map(|p| calls_in(&p.body)).collect();
        let index = |name: &str| procs.iter().position(|p| p.name == name);
        // reaches[i][j]: procedure i may call procedure j.
        let n = procs.len();
        let mut reaches: Vec<Vec<bool>> = (0..n).map(|i| (0..n).map(|j| direct[i].contains(&procs[j].name)).collect()).collect();
        for k in 0..n {
            for i in 0..n {
                for j in 0..n {
                    reaches[i][j] = reaches[i][j] || (reaches[i][k] && reaches[k][j]);
                }
            }
        }
        let mut called = calls_in(body);
        let mut j = 0;
        while j < called.len() {
            if let Some(i) = index(&called[j]) {
                for (k, p) in procs.iter().enumerate() {
                    if reaches[i][k] && !called.contains(&p.name) {
                        called.push(p.name.clone());
                    }
                }
            }
            j += 1;
        }
        called
    }

    fn spec(&mut self, processes: &[Option<&Process>]) {
        let options = crate::Options::of(self.alg);
        let mut fair: Vec<String> = Vec::new();
        let option = options.fairness.as_str();
        // (`--fair algorithm` is WF_vars(Next), its processes as written.)
        if option == "nof" || (!self.multi && option.is_empty() && !self.alg.fair) {
            self.push("Spec == Init /\\ [][Next]_vars".into());
            self.push(String::new());
            return;
        }
        if option == "wfNext" || self.alg.fair || (!self.multi && (option == "wf" || option == "sf")) {
            fair.push("WF_vars(Next)".into());
        }
        for p in processes.iter().flatten() {
            // (`PlusCal options (wf)` or `(sf)` makes unfair processes fair.)
            let fairness = match (p.fairness, option) {
                (Fairness::Unfair, "wf") => Fairness::Weak,
                (Fairness::Unfair, "sf") => Fairness::Strong,
                (f, _) => f,
            };
            let word = match fairness {
                Fairness::Unfair => continue,
                Fairness::Weak => "WF",
                Fairness::Strong => "SF",
            };
            // What `self` is in the formulas, and the prefix that says so.
            let id = self.plain_lines(&p.id);
            let (at, prefix) = match (p.in_set, id.len()) {
                (true, _) => ("self".to_string(), quantifier_prefix("\\A self \\in ", &id, " : ")),
                (false, 1) => (id[0].clone(), Vec::new()),
                (false, _) => {
                    let mut prefix = quantifier_prefix("LET self == ", &id, "");
                    prefix.push("IN ".into());
                    ("self".to_string(), prefix)
                }
            };
            let body = self.fairness_of(word, &p.name, p.in_set.then_some("self"), &p.body, &at);
            // The procedures it may call are as fair as the process.
            let procedures = self
                .procedures_called(&p.body)
                .iter()
                .filter_map(|c| self.alg.procedures.iter().find(|x| x.name == *c))
                .map(|proc_| self.fairness_of(word, &proc_.name, Some(&at), &proc_.body, &at))
                .collect();
            fair.push(crate::fairness::ProcessFairness { prefix, body, procedures }.format("Spec == /\\ ".len()));
        }
        if fair.is_empty() {
            self.push("Spec == Init /\\ [][Next]_vars".into());
        } else {
            self.push("Spec == /\\ Init /\\ [][Next]_vars".into());
            for f in fair {
                for l in format!("        /\\ {f}").lines() {
                    self.push(l.to_string());
                }
            }
        }
        self.push(String::new());
    }
}
