//! Substitution in an expression as the translator's `TLAExpr` does it,
//! so that the text it lays out afterwards is the translator's: a macro's
//! parameters replaced by the call's arguments (parenthesized when both
//! are more than one token), a renamed identifier written longer.
//!
//! The translator keeps an expression as lines of tokens with columns
//! relative to its leftmost line, and, for each line, an *anchor*: the
//! last token of an earlier line that starts at or before the line's
//! first column. When a substitution moves a line's tokens right, every
//! line anchored to a moved token moves by as much, so continuation
//! lines stay aligned under what they were aligned under.

use crate::ast::Expr;
use crate::token::{Kind, Token};
use std::collections::HashMap;

/// A token with an identity, as the translator's anchors refer to tokens.
#[derive(Clone, Debug)]
struct Tok {
    id: usize,
    kind: Kind,
    text: String,
    col: isize,
}

impl Tok {
    fn width(&self) -> isize {
        self.text.chars().count() as isize
    }
}

/// An expression being substituted into.
struct Lines {
    lines: Vec<Vec<Tok>>,
    /// Per line, the id of its anchor token and the column it had when
    /// the anchor was taken.
    anchors: Vec<Option<(usize, isize)>>,
    /// Columns of tokens no longer in the expression that anchors still
    /// name (the first token of an argument whose text went into the
    /// replaced token).
    ghosts: HashMap<usize, isize>,
}

/// Gives tokens their identities.
#[derive(Default)]
struct Ids(usize);

impl Ids {
    fn next(&mut self) -> usize {
        self.0 += 1;
        self.0
    }
}

impl Lines {
    /// The expression's tokens by line, columns relative to the leftmost
    /// line start, anchors taken (the translator's `normalize`).
    fn of(e: &Expr, ids: &mut Ids) -> (Lines, usize, isize) {
        let first_line = e.tokens.first().map_or(0, |t| t.line);
        let last_line = e.tokens.last().map_or(0, |t| t.line);
        let mut lines: Vec<Vec<Tok>> = vec![Vec::new(); last_line.saturating_sub(first_line) + 1];
        for t in &e.tokens {
            lines[t.line - first_line].push(Tok { id: ids.next(), kind: t.kind, text: t.text.clone(), col: t.col as isize });
        }
        let min = lines.iter().filter_map(|l| l.first()).map(|t| t.col).min().unwrap_or(0);
        for t in lines.iter_mut().flatten() {
            t.col -= min;
        }
        let mut out = Lines { lines, anchors: Vec::new(), ghosts: HashMap::new() };
        out.take_anchors();
        (out, first_line, min)
    }

    fn take_anchors(&mut self) {
        self.anchors = (0..self.lines.len())
            .map(|i| {
                let first = self.lines[i].first()?.col;
                let above = self.lines[..i].iter().rev().find(|l| l.first().is_some_and(|t| t.col <= first))?;
                let tok = above.iter().take_while(|t| t.col <= first).last()?;
                Some((tok.id, tok.col))
            })
            .collect();
    }

    fn col_of(&self, id: usize) -> Option<isize> {
        self.lines.iter().flatten().find(|t| t.id == id).map(|t| t.col).or_else(|| self.ghosts.get(&id).copied())
    }

    /// Lines move right by as much as their anchors moved (in order, so a
    /// move carries on to the lines anchored below).
    fn renormalize(&mut self) {
        for i in 0..self.lines.len() {
            let Some((id, was)) = self.anchors[i] else { continue };
            let Some(now) = self.col_of(id) else { continue };
            self.anchors[i] = Some((id, now));
            let k = now - was;
            if k != 0 {
                for t in &mut self.lines[i] {
                    t.col += k;
                }
            }
        }
    }

    fn is_one_token(&self) -> bool {
        self.lines.iter().map(Vec::len).sum::<usize>() == 1
    }

    /// The place `n` tokens after `(line, index)`, across lines.
    fn step(&self, (mut line, mut index): (usize, usize), n: usize) -> Option<(usize, usize)> {
        for _ in 0..n {
            index += 1;
            while line < self.lines.len() && index >= self.lines[line].len() {
                line += 1;
                index = 0;
            }
            if line >= self.lines.len() {
                return None;
            }
        }
        Some((line, index))
    }

    fn at(&self, (line, index): (usize, usize)) -> &Tok {
        &self.lines[line][index]
    }

    fn start(&self) -> Option<(usize, usize)> {
        let line = self.lines.iter().position(|l| !l.is_empty())?;
        Some((line, 0))
    }

    /// Replaces the token at `at` by `arg` (the translator's
    /// `substituteAt`); the place after what was put in, if any.
    fn substitute_at(&mut self, at: (usize, usize), arg: &Lines, parenthesize: bool, ids: &mut Ids) -> Option<(usize, usize)> {
        if self.is_one_token() {
            self.lines = arg.lines.clone();
            self.anchors = arg.anchors.clone();
            self.ghosts = arg.ghosts.clone();
            return None;
        }
        let (line0, index) = at;
        let tok_col = self.at(at).col;
        let tok_width = self.at(at).width();
        let rest: Vec<Tok> = self.lines[line0].split_off(index + 1);
        let spaces = rest.first().map_or(0, |n| n.col - (tok_col + tok_width));
        let mut cur = line0;
        if arg.is_one_token() {
            let e = arg.lines.iter().flatten().next().cloned();
            if let Some(e) = e {
                let tok = &mut self.lines[line0][index];
                tok.text = e.text;
                tok.kind = e.kind;
            }
        } else {
            let mut indent = tok_col + isize::from(parenthesize);
            let mut insert_first = !parenthesize;
            if parenthesize {
                let tok = &mut self.lines[line0][index];
                tok.text = "(".into();
                tok.kind = Kind::Symbol;
            }
            for (i, arg_line) in arg.lines.iter().enumerate() {
                if i > 0 {
                    indent = 0;
                    cur += 1;
                    self.lines.insert(cur, Vec::new());
                    self.anchors.insert(cur, arg.anchors[i]);
                }
                for t in arg_line {
                    let mut t = t.clone();
                    t.col += indent;
                    if insert_first {
                        self.ghosts.insert(t.id, t.col);
                        let tok = &mut self.lines[line0][index];
                        tok.text = t.text;
                        tok.kind = t.kind;
                        insert_first = false;
                    } else {
                        self.lines[cur].push(t);
                    }
                }
            }
            self.ghosts.extend(arg.ghosts.iter().map(|(k, v)| (*k, *v)));
            if parenthesize {
                let last = self.lines[cur].last().map_or(0, |t| t.col + t.width());
                self.lines[cur].push(Tok { id: ids.next(), kind: Kind::Symbol, text: ")".into(), col: last });
            }
        }
        let result = (cur, self.lines[cur].len() - 1);
        if let (Some(prev), Some(first)) = (self.lines[cur].last().cloned(), rest.first()) {
            let shift = prev.col + prev.width() + spaces - first.col;
            for mut t in rest {
                t.col += shift;
                self.lines[cur].push(t);
            }
        }
        self.renormalize();
        self.step(result, 1)
    }

    fn into_expr(self, first_line: usize, base: isize) -> Expr {
        let mut tokens = Vec::new();
        for (i, line) in self.lines.into_iter().enumerate() {
            for t in line {
                tokens.push(Token { kind: t.kind, text: t.text, line: first_line + i, col: (t.col + base).max(1) as usize });
            }
        }
        Expr { tokens }
    }
}

/// `e` with each identifier `names[k]` replaced by `values[k]`, all at
/// once, as the translator's `substituteForAll`: strings and record
/// field names (`.f`, `[f |->`, `[f :`, `, f |->`) are left alone; with
/// `parenthesize`, a value of several tokens put where one of several
/// tokens stood goes in parentheses.
pub fn substitute_all(e: &Expr, names: &[String], values: &[Expr], parenthesize: bool) -> Expr {
    if e.tokens.is_empty() || names.is_empty() {
        return e.clone();
    }
    let mut ids = Ids::default();
    let (mut lines, first_line, base) = Lines::of(e, &mut ids);
    let args: Vec<Lines> = values.iter().map(|v| Lines::of(v, &mut ids).0).collect();
    let mut at = lines.start();
    while let Some(pos) = at {
        let tok = lines.at(pos);
        if tok.kind == Kind::Str {
            at = lines.step(pos, 1);
        } else if tok.text == "." {
            at = lines.step(pos, 2);
        } else if (tok.text == "[" || tok.text == ",")
            && lines.step(pos, 2).is_some_and(|p| lines.at(p).kind != Kind::Str && matches!(lines.at(p).text.as_str(), ":" | "|->" | "↦"))
        {
            at = lines.step(pos, 3);
        } else if let Some(k) = names.iter().position(|n| *n == tok.text).filter(|k| *k < args.len()) {
            // Each use gets the argument's tokens anew.
            let arg = Lines::of(&values[k], &mut ids).0;
            at = lines.substitute_at(pos, &arg, parenthesize, &mut ids);
        } else {
            at = lines.step(pos, 1);
        }
    }
    lines.into_expr(first_line, base)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::Tokenizer;

    fn expr(src: &str) -> Expr {
        let lines: Vec<String> = src.lines().map(str::to_string).collect();
        let mut t = Tokenizer::new(&lines, 0, 0);
        let mut tokens = Vec::new();
        while let Ok(Some(tok)) = t.next_token() {
            tokens.push(tok);
        }
        Expr { tokens }
    }

    fn text(e: &Expr) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let base = e.tokens.iter().map(|t| t.col).min().unwrap_or(1);
        for t in &e.tokens {
            let idx = t.line - e.tokens[0].line;
            while out.len() <= idx {
                out.push(String::new());
            }
            let l = &mut out[idx];
            let pad = (t.col - base).saturating_sub(l.chars().count());
            l.push_str(&" ".repeat(pad));
            l.push_str(&t.text);
        }
        out
    }

    #[test]
    fn a_value_of_several_tokens_goes_in_parentheses() {
        let e = substitute_all(&expr("msgs \\cup {m}"), &["m".into()], &[expr("[a |-> 1]")], true);
        assert_eq!(text(&e), vec!["msgs \\cup {([a |-> 1])}"]);
        // One token for one token: no parentheses.
        let e = substitute_all(&expr("msgs \\cup {m}"), &["m".into()], &[expr("mm")], true);
        assert_eq!(text(&e), vec!["msgs \\cup {mm}"]);
        // A whole expression that is the parameter: replaced as it is.
        let e = substitute_all(&expr("m"), &["m".into()], &[expr("a + b")], true);
        assert_eq!(text(&e), vec!["a + b"]);
    }

    #[test]
    fn field_names_and_strings_are_not_replaced() {
        let e = substitute_all(&expr("[m |-> m.m, n : \"m\"]"), &["m".into()], &[expr("x")], true);
        assert_eq!(text(&e), vec!["[m |-> x.m, n : \"m\"]"]);
    }

    #[test]
    fn lines_anchored_to_moved_tokens_move_with_them() {
        let e = substitute_all(&expr("/\\ a = 1\n/\\ b = 2"), &["a".into()], &[expr("abc")], false);
        assert_eq!(text(&e), vec!["/\\ abc = 1", "/\\ b = 2"]);
        let e = substitute_all(&expr("x = a + 1\n      + 2"), &["a".into()], &[expr("abc")], false);
        assert_eq!(text(&e), vec!["x = abc + 1", "        + 2"]);
    }

    #[test]
    fn all_names_at_once() {
        let e = substitute_all(&expr("a + b"), &["a".into(), "b".into()], &[expr("F(b)"), expr("c")], true);
        assert_eq!(text(&e), vec!["(F(b)) + c"]);
    }
}
