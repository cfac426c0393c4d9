//! The translator's tree printed as its `AST.toString()` prints it: TLA+
//! records and sequences, a field's continuation lines indented by the
//! widths of the field names that enclose it (the translator's `Indent`
//! adds the width of the text it is given to the enclosing indentation,
//! whatever column that text ends at), and each expression as the
//! sequence of its tokens' texts, a string as three (`"\""`, its
//! characters, `"\""`), `/\` and `\/` with their columns, and a line break
//! where the expression's lines break.

use super::translator_ast::{Clause, Decl, Item, Labeled, Node, ProcedureNode, ProcessNode, SingleAssign, TranslatorAst};
use crate::ast::Expr;
use crate::token::Kind;

/// The text `chksum(pcal)` sums.
pub(crate) fn text(tree: &TranslatorAst) -> String {
    let mut p = Printer { out: String::new(), depth: 0, indents: vec![0] };
    p.algorithm(tree);
    p.out
}

/// The translator's printing state: its indentation stack is global, so
/// the order of every call matters as in its string concatenations.
struct Printer {
    out: String,
    depth: usize,
    indents: Vec<usize>,
}

impl Printer {
    fn lit(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Writes `s` and indents what follows by its width more.
    fn indent(&mut self, s: &str) {
        let width = self.indents[self.depth] + s.encode_utf16().count();
        self.depth += 1;
        if self.indents.len() <= self.depth {
            self.indents.push(width);
        } else {
            self.indents[self.depth] = width;
        }
        self.lit(s);
    }

    fn end_indent(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn new_line(&mut self) {
        self.out.push('\n');
        let n = self.indents[self.depth];
        self.out.extend(std::iter::repeat_n(' ', n));
    }

    /// `<<a, \n b>>`, each element printed by `f`.
    fn seq<T>(&mut self, items: &[T], f: impl Fn(&mut Self, &T)) {
        self.indent("<<");
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.lit(", ");
                self.new_line();
            }
            f(self, x);
        }
        self.lit(">>");
        self.end_indent();
    }

    /// `<<"a", "b">>` on one line.
    fn quoted_seq(&mut self, items: &[String]) {
        self.indent("<<");
        let quoted: Vec<String> = items.iter().map(|s| format!("\"{s}\"")).collect();
        self.lit(&quoted.join(", "));
        self.lit(">>");
        self.end_indent();
    }

    fn eq_or_in(&mut self, is_eq: bool) {
        self.lit(if is_eq { "\"=\"" } else { "\"\\\\in\"" });
    }

    fn algorithm(&mut self, t: &TranslatorAst) {
        self.indent("");
        if t.multiprocess {
            self.lit("[type    |-> \"multiprocess\", ");
            self.new_line();
            self.lit(&format!(" name  |-> \"{}\", ", t.name));
            self.new_line();
            self.field(" decls |-> ", ",", |p| p.seq(&t.decls, Printer::var_decl));
            self.field(" defs  |-> ", ",", |p| p.expr(&t.defs));
            self.field(" prcds |-> ", ",", |p| p.seq(&t.procedures, |p, x| p.procedure(x, t.before_1_5)));
            self.indent(" procs |-> ");
            self.seq(&t.processes, |p, x| p.process(x, t.before_1_5));
        } else {
            self.lit("[type     |-> \"uniprocess\", ");
            self.new_line();
            self.lit(&format!(" name  |-> \"{}\", ", t.name));
            self.new_line();
            self.field(" decls  |-> ", ",", |p| p.seq(&t.decls, Printer::var_decl));
            self.field(" defs   |-> ", ",", |p| p.expr(&t.defs));
            self.field(" prcds  |-> ", ",", |p| p.seq(&t.procedures, |p, x| p.procedure(x, t.before_1_5)));
            self.indent(" body  |-> ");
            self.seq(&t.body, Printer::labeled);
        }
        self.lit("]");
        self.end_indent();
        self.end_indent();
    }

    /// `name` and the value printed by `f`, then `after`, a line break
    /// at the enclosing indentation.
    fn field(&mut self, name: &str, after: &str, f: impl FnOnce(&mut Self)) {
        self.indent(name);
        f(self);
        self.lit(after);
        self.end_indent();
        self.new_line();
    }

    fn procedure(&mut self, p: &ProcedureNode, before_1_5: bool) {
        self.indent("");
        self.lit(&format!("[name   |-> \"{}\", ", p.name));
        self.new_line();
        if !before_1_5 {
            self.lit("minusLabels |-> ");
            self.quoted_seq(&p.minus_labels);
            self.lit(", plusLabels |->");
            self.quoted_seq(&p.plus_labels);
            self.lit(", proceduresCalled |->");
            self.quoted_seq(&p.procedures_called);
            self.lit(",");
            self.new_line();
        }
        self.field(" params |-> ", ",", |x| x.seq(&p.params, Printer::procedure_var_decl));
        self.field(" decls  |-> ", ",", |x| x.seq(&p.decls, Printer::procedure_var_decl));
        self.indent(" body   |-> ");
        self.seq(&p.body, Printer::labeled);
        self.lit("]");
        self.end_indent();
        self.end_indent();
    }

    fn process(&mut self, p: &ProcessNode, before_1_5: bool) {
        self.indent("");
        if before_1_5 {
            self.lit(&format!("[name   |-> \"{}\", ", p.name));
            self.new_line();
        } else {
            self.lit(&format!("[name   |-> \"{}\",", p.name));
            self.new_line();
            self.lit(&format!(" fairness |-> \"{}\", minusLabels |-> ", p.fairness));
            self.quoted_seq(&p.minus_labels);
            self.lit(", plusLabels |->");
            self.quoted_seq(&p.plus_labels);
            self.lit(", proceduresCalled |->");
            self.quoted_seq(&p.procedures_called);
            self.lit(",");
            self.new_line();
        }
        self.lit(" eqOrIn |-> ");
        self.eq_or_in(p.is_eq);
        self.lit(",");
        self.new_line();
        self.lit(" id     |-> ");
        self.expr(&p.id);
        self.lit(",");
        self.new_line();
        self.field(" decls  |-> ", ",", |x| x.seq(&p.decls, Printer::var_decl));
        self.indent(" body   |-> ");
        self.seq(&p.body, Printer::labeled);
        self.lit("]");
        self.end_indent();
        self.end_indent();
    }

    fn var_decl(&mut self, d: &Decl) {
        self.indent("");
        self.lit(&format!("[var |-> \"{}\", eqOrIn |-> ", d.var));
        self.eq_or_in(d.is_eq);
        self.lit(", val |-> ");
        self.expr(&d.val);
        self.lit("]");
        self.end_indent();
    }

    fn procedure_var_decl(&mut self, d: &Decl) {
        self.indent("");
        self.lit(&format!("[var |-> \"{}\", eqOrIn |-> \"=\", val |-> ", d.var));
        self.expr(&d.val);
        self.lit("]");
        self.end_indent();
    }

    fn labeled(&mut self, l: &Labeled) {
        self.indent("");
        self.lit(&format!("[label |-> \"{}\",", l.label));
        self.new_line();
        self.indent(" stmts |-> ");
        self.seq(&l.stmts, Printer::item);
        self.lit("]");
        self.end_indent();
        self.end_indent();
    }

    fn items(&mut self, items: &[Item]) {
        self.seq(items, Printer::item);
    }

    fn labeled_items(&mut self, items: &[Labeled]) {
        self.seq(items, Printer::labeled);
    }

    fn item(&mut self, item: &Item) {
        self.node(&item.node);
    }

    fn node(&mut self, n: &Node) {
        match n {
            Node::While { test, unlab_do, lab_do } => {
                self.indent("");
                self.lit("[type    |-> \"while\", ");
                self.new_line();
                self.lit(" test    |-> ");
                self.expr(test);
                self.lit(",");
                self.new_line();
                self.field(" labDo   |-> ", ",", |p| p.labeled_items(lab_do));
                self.indent(" unlabDo |-> ");
                self.items(unlab_do);
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::Assign(assigns) => {
                self.indent("");
                self.lit("[type |-> \"assignment\",");
                self.new_line();
                self.indent(" ass  |-> ");
                self.seq(assigns, Printer::single_assign);
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::If { test, then, els } => {
                self.indent("");
                self.lit("[type    |-> \"if\", ");
                self.new_line();
                self.lit(" test    |-> ");
                self.expr(test);
                self.lit(",");
                self.new_line();
                self.field(" then |-> ", ",", |p| p.items(then));
                self.indent(" else |-> ");
                self.items(els);
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::Either(ors) => {
                self.indent("");
                self.lit("[type |-> \"either\", ");
                self.new_line();
                self.indent(" ors  |-> ");
                self.indent("<< ");
                for (i, or) in ors.iter().enumerate() {
                    if i > 0 {
                        self.lit(", ");
                        self.new_line();
                    }
                    self.items(or);
                }
                self.lit(" >>");
                self.end_indent();
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::With { var, is_eq, exp, body } => {
                self.indent("");
                self.lit("[type   |-> \"with\", ");
                self.new_line();
                self.lit(&format!(" var    |-> \"{var}\","));
                self.new_line();
                self.lit(" eqOrIn |-> ");
                self.eq_or_in(*is_eq);
                self.lit(",");
                self.new_line();
                self.lit(" exp    |-> ");
                self.expr(exp);
                self.lit(",");
                self.new_line();
                self.indent(" do     |-> ");
                self.items(body);
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::When(e) => self.typed_expression("when", e),
            Node::Print(e) => self.typed_expression("print", e),
            Node::Assert(e) => self.typed_expression("assert", e),
            Node::Skip => self.lit("[type |-> \"skip\"]"),
            Node::LabelIf { test, unlab_then, lab_then, unlab_else, lab_else } => {
                self.indent("");
                self.lit("[type      |-> \"labelIf\",");
                self.new_line();
                self.lit(" test      |-> ");
                self.expr(test);
                self.lit(",");
                self.new_line();
                self.field(" unlabThen |-> ", ",", |p| p.items(unlab_then));
                self.field(" labThen   |-> ", ",", |p| p.labeled_items(lab_then));
                self.field(" unlabElse |-> ", ",", |p| p.items(unlab_else));
                self.field(" labElse   |-> ", "]", |p| p.labeled_items(lab_else));
                self.end_indent();
            }
            Node::LabelEither(clauses) => {
                self.indent("");
                self.lit("[type    |-> \"labelEither\",");
                self.new_line();
                self.field(" clauses |-> ", "]", |p| p.seq(clauses, Printer::clause));
                self.end_indent();
            }
            Node::Call { to, args } => {
                self.indent("");
                self.lit("[type     |-> \"call\",");
                self.new_line();
                self.lit(" returnTo |-> \"\",");
                self.new_line();
                self.lit(&format!(" to       |-> \"{to}\","));
                self.new_line();
                self.indent(" args     |-> ");
                self.seq(args, Printer::expr);
                self.lit("]");
                self.end_indent();
                self.end_indent();
            }
            Node::Return { from } => {
                self.lit(&format!("[type |-> \"return\", from |-> \"{}\"]", from.as_deref().unwrap_or("null")));
            }
            Node::CallReturn { from, to, args } => self.call_and("callReturn", " from     |-> ", from.as_deref().unwrap_or("null"), to, args),
            Node::CallGoto { after, to, args } => self.call_and("callGoto", " after    |-> ", after, to, args),
            Node::Goto(to) => self.lit(&format!("[type |-> \"goto\",  to |-> \"{to}\"]")),
        }
    }

    /// `call` followed by `return` or `goto`, one statement.
    fn call_and(&mut self, kind: &str, field: &str, value: &str, to: &str, args: &[Expr]) {
        self.indent("");
        self.lit(&format!("[type     |-> \"{kind}\","));
        self.new_line();
        self.lit(&format!("{field}\"{value}\","));
        self.new_line();
        self.lit(&format!(" to       |-> \"{to}\","));
        self.new_line();
        self.indent("args     |-> ");
        self.seq(args, Printer::expr);
        self.lit("]");
        self.new_line();
        self.end_indent();
        self.end_indent();
    }

    fn typed_expression(&mut self, kind: &str, e: &Expr) {
        self.indent("");
        self.lit(&format!("[type |-> \"{kind}\", "));
        self.new_line();
        self.lit(" exp |-> ");
        self.expr(e);
        self.lit("]");
        self.end_indent();
    }

    fn clause(&mut self, c: &Clause) {
        self.indent("");
        self.field("[unlabOr |-> ", ",", |p| p.items(&c.unlab_or));
        self.field(" labOr   |-> ", "]", |p| p.labeled_items(&c.lab_or));
        self.end_indent();
    }

    fn single_assign(&mut self, a: &SingleAssign) {
        self.indent("");
        self.lit(&format!("[lhs |-> [var |-> \"{}\", sub |-> ", a.var));
        self.expr(&a.sub);
        self.lit("],");
        self.new_line();
        self.lit(" rhs |-> ");
        self.expr(&a.rhs);
        self.lit("]");
        self.end_indent();
    }

    /// An expression: its tokens in order, a raw line break between its
    /// lines (no indentation), columns counted from its leftmost line.
    fn expr(&mut self, e: &Expr) {
        let mut out = String::from("<< ");
        if let (Some(first), Some(last)) = (e.tokens.first(), e.tokens.last()) {
            let mut lines: Vec<Vec<&crate::token::Token>> = vec![Vec::new(); last.line.saturating_sub(first.line) + 1];
            for t in &e.tokens {
                if let Some(line) = lines.get_mut(t.line.saturating_sub(first.line)) {
                    line.push(t);
                }
            }
            let base = lines.iter().filter_map(|l| l.first()).map(|t| t.col).min().unwrap_or(0);
            let mut any = false;
            for (i, line) in lines.iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                for t in line {
                    if any {
                        out.push_str(", ");
                    }
                    any = true;
                    let col = t.col.saturating_sub(base);
                    match t.kind {
                        Kind::Str => {
                            let inner = t.text.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(&t.text);
                            out.push_str(&format!("\"\\\"\", \"{inner}\", \"\\\"\""));
                        }
                        _ if t.text == "\\/" => out.push_str(&format!("\"(col{col}) \\\\/\"")),
                        _ if t.text.starts_with('\\') => out.push_str(&format!("\"\\{}\"", t.text)),
                        _ if t.text == "/\\" => out.push_str(&format!("\"(col{col}) /\\\\\"")),
                        _ => out.push_str(&format!("\"{}\"", t.text)),
                    }
                }
            }
        }
        out.push_str(" >>");
        self.lit(&out);
    }
}
