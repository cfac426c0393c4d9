//! The layout pass: bulleted `/\` and `\/` lists made explicit.
//!
//! A `/\` (or `\/`) in prefix position, where no expression has just ended,
//! starts a list whose bullets sit at its column. As in SANY, an item ends at
//! the first token at or left of the bullet's column, and a bullet of the same
//! kind at exactly that column starts the next item. A list also ends where
//! its enclosing construct goes on: at the bracket that closes around it, or
//! at a `,`, `THEN`, `ELSE`, `IN`, `:`, `->`, `|->`, `[]` (between CASE arms)
//! or `OTHER` that belongs to an enclosing construct. The grammar then sees
//! `AndBullet e1 AndBullet e2 JEnd`, with no column rules of its own.

use crate::{Kw, Spanned, Tok};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    Bracket,
    If,
    Case,
    Let,
    /// `\A`, `\E`, `\AA`, `\EE`, CHOOSE, LAMBDA, PICK: open until their `:`.
    Binder,
    List {
        or: bool,
        col: usize,
    },
}

/// Whether an expression can end with this token: a `/\` or `\/` right
/// after one is an infix operator, anywhere else it starts a bulleted list.
pub fn can_end_expr(t: Tok) -> bool {
    matches!(
        t,
        Tok::Ident(_)
            | Tok::Num(_)
            | Tok::Decimal(_)
            | Tok::Str(_)
            | Tok::Kw(Kw::True | Kw::False | Kw::Boolean | Kw::String)
            | Tok::RParen
            | Tok::RBracket
            | Tok::RBrace
            | Tok::RAngle
            | Tok::Prime
            | Tok::Postfix(_)
            | Tok::At
            | Tok::JEnd
    )
}

/// Tokens that, right after `!`, are subexpression selectors (`Op!:`,
/// `Op!<<`, `Op!>>`) rather than a colon or brackets.
fn is_selector(t: Tok) -> bool {
    matches!(t, Tok::Colon | Tok::LAngle | Tok::RAngle)
}

/// Tokens that start a module-level unit or a proof part: no list can go on
/// across them.
fn ends_all_lists(t: Tok) -> bool {
    matches!(
        t,
        Tok::Dashes
            | Tok::ModuleEnd
            | Tok::Step(_)
            | Tok::Kw(
                Kw::Module
                    | Kw::Extends
                    | Kw::Variable
                    | Kw::Constant
                    | Kw::Assume
                    | Kw::Theorem
                    | Kw::Local
                    | Kw::Recursive
                    | Kw::Use
                    | Kw::Hide
                    | Kw::Proof
                    | Kw::By
                    | Kw::Obvious
                    | Kw::Omitted
                    | Kw::Qed
                    | Kw::Prove
                    | Kw::Def
                    | Kw::Define
            )
    )
}

struct Layout<'a> {
    out: Vec<Spanned<'a>>,
    stack: Vec<Ctx>,
    /// Indices in `stack` of the open brackets and of the open lists, so
    /// that neither is searched for through the whole stack at each token
    /// (deep nesting made that quadratic).
    brackets: Vec<usize>,
    lists: Vec<usize>,
}

impl<'a> Layout<'a> {
    /// The last token is a selector `!:`, `!<<` or `!>>`, which ends a name.
    fn ends_selector(&self) -> bool {
        let n = self.out.len();
        n >= 2 && self.out[n - 2].1 == Tok::Bang && is_selector(self.out[n - 1].1)
    }

    fn prev_end(&self) -> usize {
        self.out.last().map(|t| t.2).unwrap_or(0)
    }

    fn push(&mut self, ctx: Ctx) {
        match ctx {
            Ctx::Bracket => self.brackets.push(self.stack.len()),
            Ctx::List { .. } => self.lists.push(self.stack.len()),
            _ => {}
        }
        self.stack.push(ctx);
    }

    fn pop(&mut self) -> Option<Ctx> {
        let ctx = self.stack.pop()?;
        match ctx {
            Ctx::Bracket => {
                self.brackets.pop();
            }
            Ctx::List { .. } => {
                self.lists.pop();
            }
            _ => {}
        }
        Some(ctx)
    }

    /// Pops the stack down to `len` entries, closing the lists popped.
    fn truncate(&mut self, len: usize) {
        while self.stack.len() > len {
            if let Some(Ctx::List { .. }) = self.pop() {
                let at = self.prev_end();
                self.out.push((at, Tok::JEnd, at));
            }
        }
    }

    /// Index just above the innermost open bracket.
    fn region_start(&self) -> usize {
        self.brackets.last().map(|i| i + 1).unwrap_or(0)
    }

    /// Closes the lists on top of the stack, down to the nearest construct
    /// that is not a list (the one the current separator belongs to).
    fn close_lists_on_top(&mut self) {
        let mut keep = self.stack.len();
        while keep > 0 && matches!(self.stack[keep - 1], Ctx::List { .. }) {
            keep -= 1;
        }
        self.truncate(keep);
    }

    fn pop_if_top(&mut self, ctx: Ctx) {
        if self.stack.last() == Some(&ctx) {
            self.pop();
        }
    }
}

/// Character column (0-based) of each token start. Linear in the text:
/// the column of a token is counted on from the one before it on its line
/// (counting from the line start each time was quadratic on long lines).
fn columns(src: &str, tokens: &[Spanned<'_>]) -> Vec<usize> {
    let mut cols = Vec::with_capacity(tokens.len());
    // The column after `t` from column `from`: as SANY's reader, a tab
    // moves to the next multiple of 8.
    let advance = |from: usize, t: &str| {
        if !t.contains('\t') {
            return from + if t.is_ascii() { t.len() } else { t.chars().count() };
        }
        t.chars().fold(from, |c, ch| if ch == '\t' { (c / 8 + 1) * 8 } else { c + 1 })
    };
    let width = |t: &str| advance(0, t);
    // Byte offset and column of the last position counted.
    let (mut pos, mut col) = (0usize, 0usize);
    for &(s, _, _) in tokens {
        if s >= pos {
            let gap = &src[pos..s];
            match gap.rfind('\n') {
                Some(nl) => col = width(&gap[nl + 1..]),
                None => col = advance(col, gap),
            }
            pos = s;
            cols.push(col);
        } else {
            // Out of order (not produced by the lexer): count afresh.
            let line_start = src[..s].rfind('\n').map(|i| i + 1).unwrap_or(0);
            cols.push(width(&src[line_start..s]));
        }
    }
    cols
}

pub fn layout<'a>(src: &str, tokens: &[Spanned<'a>]) -> Vec<Spanned<'a>> {
    let cols = columns(src, tokens);
    let mut l = Layout { out: Vec::with_capacity(tokens.len() + tokens.len() / 4), stack: Vec::new(), brackets: Vec::new(), lists: Vec::new() };
    for (i, (&(s, tok, e), &col)) in tokens.iter().zip(&cols).enumerate() {
        // `/\` or `\/` just before `)` or `,` is the operator itself passed
        // as an argument (`F(/\)`): neither a bullet nor an infix use.
        if matches!(tok, Tok::And | Tok::Or) && matches!(tokens.get(i + 1), Some((_, Tok::RParen | Tok::Comma, _))) {
            l.out.push((s, tok, e));
            continue;
        }
        // The column rule, outermost list first.
        let bullet_or = match tok {
            Tok::And => Some(false),
            Tok::Or => Some(true),
            _ => None,
        };
        let mut new_item = None;
        let first_list = l.lists.partition_point(|&i| i < l.region_start());
        for k in first_list..l.lists.len() {
            let i = l.lists[k];
            if let Ctx::List { or, col: lc } = l.stack[i] {
                if col < lc || (col == lc && bullet_or != Some(or)) {
                    l.truncate(i);
                    break;
                }
                if col == lc {
                    new_item = Some(or);
                    l.truncate(i + 1);
                    break;
                }
            }
        }
        let prev_can_end = l.out.last().is_some_and(|t| can_end_expr(t.1)) || l.ends_selector();
        // `Op!:`, `Op!<<`, `Op!>>` are subexpression selectors: no binder
        // ends and no bracket opens or closes there.
        if is_selector(tok) && l.out.last().is_some_and(|t| t.1 == Tok::Bang) {
            l.out.push((s, tok, e));
            continue;
        }
        if let Some(or) = new_item {
            // A bullet where the item before is incomplete (`/\ y' =` then
            // `/\ z' = 3`) would read as the start of a nested list and
            // push the error far down; as the infix operator it is reported
            // right here.
            let bullet = match (or, prev_can_end || l.out.last().is_some_and(|t| matches!(t.1, Tok::Step(_)))) {
                (true, true) => Tok::OrBullet,
                (false, true) => Tok::AndBullet,
                (true, false) => Tok::Or,
                (false, false) => Tok::And,
            };
            l.out.push((s, bullet, e));
            continue;
        }
        match tok {
            Tok::RParen | Tok::RBracket | Tok::RBracketUnder | Tok::RBrace | Tok::RAngle | Tok::RAngleUnder => {
                if let Some(&i) = l.brackets.last() {
                    l.truncate(i + 1);
                    l.pop();
                }
            }
            Tok::Comma | Tok::MapsTo | Tok::RArrow | Tok::Kw(Kw::Then | Kw::Other) => l.close_lists_on_top(),
            Tok::Colon => {
                l.close_lists_on_top();
                l.pop_if_top(Ctx::Binder);
            }
            Tok::Kw(Kw::Else) => {
                l.close_lists_on_top();
                l.pop_if_top(Ctx::If);
            }
            Tok::Kw(Kw::In) => {
                l.close_lists_on_top();
                l.pop_if_top(Ctx::Let);
            }
            Tok::Always if prev_can_end => l.close_lists_on_top(),
            // RECURSIVE inside a LET declares a LET operator: only the
            // column rule closes lists there.
            Tok::Kw(Kw::Recursive) if l.stack.iter().any(|c| matches!(c, Ctx::Let)) => {}
            t if ends_all_lists(t) => {
                let keep = l.region_start();
                l.truncate(keep);
            }
            _ => {}
        }
        match tok {
            Tok::LParen | Tok::LBracket | Tok::LBrace | Tok::LAngle => l.push(Ctx::Bracket),
            Tok::Kw(Kw::If) => l.push(Ctx::If),
            Tok::Kw(Kw::Case) => l.push(Ctx::Case),
            Tok::Kw(Kw::Let) => l.push(Ctx::Let),
            Tok::Forall | Tok::Exists | Tok::TForall | Tok::TExists | Tok::Kw(Kw::Choose | Kw::Lambda | Kw::Pick) => l.push(Ctx::Binder),
            Tok::And | Tok::Or if !prev_can_end => {
                l.push(Ctx::List { or: tok == Tok::Or, col });
                l.out.push((s, if tok == Tok::Or { Tok::OrBullet } else { Tok::AndBullet }, e));
                continue;
            }
            _ => {}
        }
        l.out.push((s, tok, e));
    }
    l.truncate(0);
    l.out
}

#[cfg(test)]
mod tests {
    use crate::{lex, Tok};

    fn kinds(src: &str) -> String {
        lex(src)
            .tokens
            .iter()
            .map(|t| match t.1 {
                Tok::AndBullet => "&".to_string(),
                Tok::OrBullet => "|".to_string(),
                Tok::JEnd => ";".to_string(),
                Tok::And => "/\\".to_string(),
                Tok::Or => "\\/".to_string(),
                Tok::Ident(x) => x.to_string(),
                _ => String::new(),
            })
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn module(body: &str) -> String {
        format!("---- MODULE M ----\n{body}\n====\n")
    }

    #[test]
    fn items_at_the_bullet_column() {
        let src = module("A == /\\ a\n     /\\ b\n     /\\ c\nB == d");
        assert_eq!(kinds(&src), "M A & a & b & c ; B d");
    }

    #[test]
    fn nested_lists_close_by_column() {
        let src = module("A == /\\ \\/ a\n        \\/ b\n     /\\ c");
        assert_eq!(kinds(&src), "M A & | a | b ; & c ;");
    }

    #[test]
    fn infix_conjunction_inside_an_item_is_not_a_bullet() {
        let src = module("A == /\\ a /\\ b\n     /\\ c");
        assert_eq!(kinds(&src), "M A & a /\\ b & c ;");
    }

    #[test]
    fn closing_bracket_and_keywords_end_lists() {
        let src = module("A == (/\\ a\n      /\\ b) \\/ IF /\\ c THEN d ELSE e");
        assert_eq!(kinds(&src), "M A & a & b ; \\/ & c ; d e");
    }

    #[test]
    fn bullet_after_an_incomplete_item_is_not_a_nested_list() {
        let src = module("A == /\\ a =\n     /\\ b");
        assert_eq!(kinds(&src), "M A & a /\\ b ;");
    }

    #[test]
    fn other_bullet_kind_at_the_same_column_ends_the_list() {
        let src = module("A == /\\ a\n     \\/ b");
        assert_eq!(kinds(&src), "M A & a ; \\/ b");
    }
}
