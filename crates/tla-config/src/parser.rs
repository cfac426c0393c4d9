//! The configuration parser: a hand-written recursive descent over the
//! tokens of [`crate::lexer`], reporting every independent error.
//!
//! Recovery: inside a directive, a bad token ends the current item; the
//! parser then skips to the next directive keyword or, in CONSTANT
//! sections, to the next line that starts like an item (`name =`,
//! `name <-`, `name(`, `name!`).

use crate::codes;
use crate::lexer::{lex, Tok, TokKind};
use crate::{CfgValue, CfgValueKind, Config, ConstantItem, Directive, DirectiveUse, Name, KEYWORDS};
use tla_diagnostics::{Diagnostic, FileId, Span};

/// Deepest nesting of `{`/`<<` parsed; deeper input is reported, not
/// recursed into.
const MAX_DEPTH: usize = 200;

pub(crate) fn parse(text: &str, start: usize, end: usize, file: FileId) -> (Config, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let toks = lex(text, start, end, file, &mut diags);
    let mut p = Parser { toks, pos: 0, file, diags, config: Config::default(), tuple_depth: 0, reported_at: u32::MAX };
    p.config_file();
    let Parser { config, mut diags, .. } = p;
    diags.sort_by_key(|d| (d.span.start, d.span.end));
    (config, diags)
}

/// A failed item: the error is reported, the caller recovers.
struct Failed;

struct Parser<'a> {
    toks: Vec<Tok<'a>>,
    pos: usize,
    file: FileId,
    diags: Vec<Diagnostic>,
    config: Config,
    /// Tuples being parsed (only the outermost is reported).
    tuple_depth: usize,
    /// Start of the last token reported as unexpected: skipping over it
    /// reports it no more.
    reported_at: u32,
}

/// How a token is named in messages.
fn describe(t: &TokKind<'_>) -> String {
    match t {
        TokKind::Word(w) if Directive::from_keyword(w).is_some() => format!("the keyword `{w}`"),
        TokKind::Word(w) => format!("`{w}`"),
        TokKind::Num(n) | TokKind::BasedNum(n) => format!("the number `{n}`"),
        TokKind::Str(s) => format!("the string {s}"),
        TokKind::Eq => "`=`".into(),
        TokKind::DefEq => "`==`".into(),
        TokKind::Subst => "`<-`".into(),
        TokKind::Bang => "`!`".into(),
        TokKind::Minus => "`-`".into(),
        TokKind::LParen => "`(`".into(),
        TokKind::RParen => "`)`".into(),
        TokKind::LBracket => "`[`".into(),
        TokKind::RBracket => "`]`".into(),
        TokKind::LBrace => "`{`".into(),
        TokKind::RBrace => "`}`".into(),
        TokKind::Comma => "`,`".into(),
        TokKind::LTuple => "`<<`".into(),
        TokKind::RTuple => "`>>`".into(),
        TokKind::Dashes => "a `----` line".into(),
        TokKind::Equals => "a `====` line".into(),
        TokKind::Unknown(c) => format!("the character `{}`", c.escape_debug()),
        TokKind::Symbol(s) => format!("`{s}`"),
        TokKind::Eof => "the end of the file".into(),
    }
}

/// Levenshtein distance, for "did you mean".
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let cur = row[j + 1];
            row[j + 1] = if ca == b[j] { prev } else { 1 + prev.min(row[j]).min(row[j + 1]) };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The keyword closest to `word` (ignoring case), if it is close.
fn suggest(word: &str) -> Option<&'static str> {
    let up = word.to_ascii_uppercase();
    KEYWORDS.iter().map(|&(k, _)| (distance(&up, k), k)).filter(|&(d, k)| d <= if k.len() <= 5 { 1 } else { 2 }).min_by_key(|&(d, _)| d).map(|(_, k)| k)
}

/// An upper-case word (letters and `_`) that is a near miss of a keyword:
/// in a list of names it is taken for a misspelt directive.
fn looks_like_keyword(word: &str) -> Option<&'static str> {
    if word.len() >= 4 && word.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
        suggest(word)
    } else {
        None
    }
}

fn keyword_list() -> &'static str {
    "SPECIFICATION, INIT, NEXT, CONSTANT(S), INVARIANT(S), PROPERTY, PROPERTIES, CONSTRAINT(S), \
     ACTION_CONSTRAINT(S), SYMMETRY, VIEW, ALIAS, POSTCONDITION, CHECK_DEADLOCK"
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Tok<'a> {
        self.toks[self.pos]
    }
    fn peek_at(&self, n: usize) -> Tok<'a> {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    fn bump(&mut self) -> Tok<'a> {
        let t = self.toks[self.pos];
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn at_eof(&self) -> bool {
        self.peek().kind == TokKind::Eof
    }
    fn keyword_at(&self, t: Tok<'_>) -> Option<Directive> {
        match t.kind {
            TokKind::Word(w) => Directive::from_keyword(w),
            _ => None,
        }
    }
    /// At a directive keyword or the end.
    fn at_boundary(&self) -> bool {
        self.at_eof() || self.keyword_at(self.peek()).is_some()
    }

    fn error(&mut self, code: &'static str, span: Span, message: String) -> &mut Diagnostic {
        self.diags.push(Diagnostic::error(code, self.file, span, message));
        self.diags.last_mut().unwrap()
    }

    /// Reports an unexpected token with what was expected instead. An
    /// unknown character is reported as such (code E0201).
    fn unexpected(&mut self, code: &'static str, t: Tok<'_>, expected: &str) -> &mut Diagnostic {
        self.reported_at = t.span.start;
        match unknown_char(&t.kind) {
            Some(c) => {
                let msg = format!("unexpected character `{}`: expected {expected}", c.escape_debug());
                self.error(codes::UNEXPECTED_CHAR, t.span, msg)
            }
            _ => {
                let msg = format!("expected {expected}, found {}", describe(&t.kind));
                self.error(code, t.span, msg)
            }
        }
    }

    /// Skips to the next directive keyword, reporting unknown characters
    /// on the way (each is an independent error).
    /// Also stops at a word that looks like a directive at the start of a
    /// line (see [`Self::directive_like`]), so that it is reported too.
    fn skip_to_keyword(&mut self) {
        while !self.at_boundary() && !self.directive_like(0) {
            self.skip_one();
        }
    }

    /// Skips a token; reports it if it is an unknown character that is not
    /// glued to the token before (`|->` in a broken item is one problem,
    /// reported at the `|`).
    fn skip_one(&mut self) {
        let glued = self.pos > 0 && self.toks[self.pos - 1].span.end == self.peek().span.start;
        let t = self.bump();
        if !glued {
            self.report_if_unknown(t);
        }
    }

    /// A word at the start of a line that is probably meant as a
    /// directive: a near miss of a keyword (`INVARIANTT`, `Invariant`), or
    /// an upper-case word followed by a name on the same line
    /// (`TYPE_CONSTRAINT Bound`).
    fn directive_like(&self, n: usize) -> bool {
        let t = self.peek_at(n);
        let TokKind::Word(w) = t.kind else { return false };
        if !t.line_start || Directive::from_keyword(w).is_some() {
            return false;
        }
        let next = self.peek_at(n + 1);
        if matches!(next.kind, TokKind::Eq | TokKind::Subst | TokKind::LParen | TokKind::Bang | TokKind::DefEq) {
            return false;
        }
        suggest(w).is_some()
            || (w.len() >= 4
                && w.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
                && matches!(next.kind, TokKind::Word(_) | TokKind::Num(_))
                && !next.line_start)
    }

    fn report_if_unknown(&mut self, t: Tok<'_>) {
        if t.span.start == self.reported_at {
            return;
        }
        if let Some(c) = unknown_char(&t.kind) {
            let msg = format!("unexpected character `{}`", c.escape_debug());
            self.error(codes::UNEXPECTED_CHAR, t.span, msg);
        }
    }

    /// Whether the token at `pos + n` probably starts a CONSTANT item on a
    /// new line: a word first on its line, not followed by `,`, `}` or `>>`
    /// (which would make it an element of a set written over several lines).
    fn starts_item_line(&self, n: usize) -> bool {
        let t = self.peek_at(n);
        t.line_start && matches!(t.kind, TokKind::Word(_)) && !matches!(self.peek_at(n + 1).kind, TokKind::Comma | TokKind::RBrace | TokKind::RTuple)
    }

    /// Whether the token at `pos + n` is a word first on its line followed
    /// by `=`, `<-`, `(`, `!` or `==`: surely the start of the next item.
    fn item_start_line(&self, n: usize) -> bool {
        let t = self.peek_at(n);
        t.line_start
            && matches!(t.kind, TokKind::Word(_))
            && matches!(self.peek_at(n + 1).kind, TokKind::Eq | TokKind::Subst | TokKind::LParen | TokKind::Bang | TokKind::DefEq)
    }

    /// Recovery inside a CONSTANT section.
    fn skip_item(&mut self) {
        while !self.at_boundary() && !self.starts_item_line(0) && !self.directive_like(0) && !self.at_marker() {
            self.skip_one();
        }
    }

    // ----- directives -------------------------------------------------

    fn config_file(&mut self) {
        while !self.at_eof() {
            let t = self.peek();
            if let Some(d) = self.keyword_at(t) {
                self.directive(d);
                continue;
            }
            self.not_a_keyword(t, None);
        }
    }

    /// Reports a word taken for a misspelt or unknown directive.
    fn unknown_directive(&mut self, t: Tok<'_>, w: &str) {
        let msg = match suggest(w) {
            Some(k) if k.eq_ignore_ascii_case(w) => {
                format!("unknown directive `{w}`: directive keywords are upper case (`{k}`)")
            }
            Some(k) => format!("unknown directive `{w}`: did you mean `{k}`?"),
            None => format!("unknown directive `{w}`: expected a keyword such as {}", keyword_list()),
        };
        self.reported_at = t.span.start;
        self.error(codes::UNKNOWN_DIRECTIVE, t.span, msg);
    }

    /// Where a directive keyword must come: reports `t` and skips to the
    /// next keyword. `after` names what came before, for the message.
    fn not_a_keyword(&mut self, t: Tok<'_>, after: Option<&str>) {
        let expected = match after {
            Some(a) => format!("a directive keyword after `{a}`"),
            None => "a directive keyword".to_string(),
        };
        match t.kind {
            TokKind::Dashes | TokKind::Equals => {
                self.error(
                    codes::EXPECTED_KEYWORD,
                    t.span,
                    format!("expected {expected}, found {}: TLC reads `---- CONFIG name ----` sections only from .tla files", describe(&t.kind)),
                )
                .help = Some("in a .cfg file, write the directives alone".into());
                self.bump();
                // The rest of a `---- CONFIG Name ----` line goes with it.
                if t.kind == TokKind::Dashes {
                    while !self.at_boundary() && !self.peek().line_start {
                        self.bump();
                    }
                }
                self.skip_to_keyword();
                return;
            }
            TokKind::Word(w) if matches!(self.peek_at(1).kind, TokKind::Eq | TokKind::Subst) => {
                let op = if self.peek_at(1).kind == TokKind::Eq { "=" } else { "<-" };
                let msg = format!("expected {expected}, found `{w}`: constant items like `{w} {op} ...` go after CONSTANT or CONSTANTS");
                self.reported_at = t.span.start;
                self.error(codes::EXPECTED_KEYWORD, t.span, msg);
            }
            TokKind::Word(w) if suggest(w).is_some() || (w.len() >= 2 && w.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')) => {
                self.unknown_directive(t, w);
            }
            _ => {
                let what = if after.is_some() { expected } else { format!("a directive keyword ({})", keyword_list()) };
                self.unexpected(codes::EXPECTED_KEYWORD, t, &what);
            }
        }
        self.bump();
        self.skip_to_keyword();
    }

    /// A `----` or `====` line inside a directive: the end of the file's
    /// directives as far as the user is concerned.
    fn at_marker(&self) -> bool {
        matches!(self.peek().kind, TokKind::Dashes | TokKind::Equals)
    }

    fn directive(&mut self, d: Directive) {
        let kw = self.bump();
        let TokKind::Word(spelled) = kw.kind else { unreachable!() };
        let previous = self.config.first_use(d).map(|u| u.span);
        self.config.directives.push(DirectiveUse { directive: d, keyword: spelled.to_string(), span: kw.span });
        if d.is_single() {
            if let Some(first) = previous {
                let d =
                    Diagnostic::error(codes::DIRECTIVE_TWICE, self.file, kw.span, format!("`{spelled}` appears twice: TLC accepts it once per configuration"))
                        .with_related(self.file, first, "first given here");
                self.diags.push(d);
            }
        }
        match d {
            Directive::Constant => self.constants(),
            Directive::CheckDeadlock => self.check_deadlock(spelled, kw.span),
            _ => {
                let reported = self.diags.len();
                let names = self.names(spelled);
                if d.is_single() {
                    if names.is_empty() && self.diags.len() == reported {
                        let t = self.peek();
                        let msg = format!("`{spelled}` must be followed by the name of a definition, found {}", describe(&t.kind));
                        self.error(codes::MISSING_NAME, kw.span, msg);
                    } else if names.len() > 1 {
                        let span = names[1].span.to(names[names.len() - 1].span);
                        let extra = names[1..].iter().map(|n| format!("`{}`", n.name)).collect::<Vec<_>>().join(", ");
                        let msg = format!("`{spelled}` takes a single name, but {extra} follow{} `{}`", if names.len() == 2 { "s" } else { "" }, names[0].name);
                        let d = Diagnostic::error(codes::SEVERAL_NAMES, self.file, span, msg).with_related(self.file, kw.span, "the directive");
                        self.diags.push(d);
                    }
                }
                self.config.names_mut(d).expect("a list directive").extend(names);
            }
        }
    }

    /// Names up to the next directive keyword.
    fn names(&mut self, keyword: &str) -> Vec<Name> {
        let mut out = Vec::new();
        let mut comma_reported = false;
        while !self.at_boundary() && !self.at_marker() {
            let t = self.peek();
            match t.kind {
                TokKind::Word(w) => {
                    if looks_like_keyword(w).is_some() {
                        self.unknown_directive(t, w);
                        self.bump();
                        self.skip_to_keyword();
                        break;
                    }
                    self.bump();
                    out.push(Name { name: w.to_string(), span: t.span });
                }
                // TLC takes any token for a name and looks it up: a number
                // names no definition (an error, or an ALIAS it ignores).
                TokKind::Num(w) => {
                    self.bump();
                    out.push(Name { name: w.to_string(), span: t.span });
                }
                TokKind::Comma if comma_reported => {
                    self.bump();
                }
                _ => {
                    let what = format!("the name of a definition after `{keyword}`");
                    let d = self.unexpected(codes::EXPECTED_NAME, t, &what);
                    match t.kind {
                        TokKind::Comma => {
                            d.message.push_str(" (names are separated by spaces or new lines, not commas)");
                            comma_reported = true;
                        }
                        TokKind::LParen | TokKind::Bang | TokKind::LBracket => {
                            d.help = Some("only the names of definitions without arguments can be given here".into())
                        }
                        _ => {}
                    }
                    // Skip the whole run of non-names: one error for it.
                    self.bump();
                    while !self.at_boundary() && !self.at_marker() && !matches!(self.peek().kind, TokKind::Word(_) | TokKind::Comma) {
                        self.skip_one();
                    }
                }
            }
        }
        out
    }

    fn check_deadlock(&mut self, spelled: &str, kw: Span) {
        let t = self.peek();
        match t.kind {
            TokKind::Word(b @ ("TRUE" | "FALSE")) => {
                self.bump();
                if self.config.check_deadlock.is_none() {
                    self.config.check_deadlock = Some((b == "TRUE", t.span));
                }
                if !self.at_boundary() {
                    let t = self.peek();
                    self.not_a_keyword(t, Some(&format!("{spelled} {b}")));
                }
            }
            _ if self.at_boundary() => {
                let msg = format!("`{spelled}` must be followed by TRUE or FALSE, found {}", describe(&t.kind));
                self.error(codes::EXPECTED_BOOL, kw, msg);
            }
            _ => {
                self.unexpected(codes::EXPECTED_BOOL, t, &format!("TRUE or FALSE after `{spelled}`"));
                self.bump();
                self.skip_to_keyword();
            }
        }
    }

    // ----- CONSTANT items ---------------------------------------------

    fn constants(&mut self) {
        // The item before, if it parsed: `(name, end)`.
        let mut previous: Option<(String, u32)> = None;
        while !self.at_boundary() && !self.directive_like(0) {
            if self.at_marker() {
                let t = self.peek();
                self.not_a_keyword(t, None);
                return;
            }
            let before = self.pos;
            match self.constant_item(previous.as_ref()) {
                Ok(item) => previous = item,
                Err(Failed) => {
                    previous = None;
                    if self.pos == before {
                        // The offending token, already reported.
                        self.bump();
                    }
                    self.skip_item();
                }
            }
        }
    }

    /// One item; `Ok(Some((name, end)))` when it was recorded.
    fn constant_item(&mut self, previous: Option<&(String, u32)>) -> Result<Option<(String, u32)>, Failed> {
        let first = self.peek();
        let w = match first.kind {
            TokKind::Word(w) => Some(w),
            // `++ <- PlusPlus`: an operator constant named by its symbol.
            TokKind::Symbol(w) if self.peek_at(1).kind == TokKind::Subst => Some(w),
            _ => None,
        };
        let Some(w) = w else {
            let file = self.file;
            let after_value = previous.filter(|_| !first.line_start);
            let what = match after_value {
                Some((n, _)) => format!("a new constant item after the value of `{n}`"),
                None => "a constant item (`Name = value` or `Name <- Definition`)".to_string(),
            };
            let d = self.unexpected(codes::EXPECTED_CONSTANT_NAME, first, &what);
            if first.kind == TokKind::Comma {
                d.message.push_str(" (items are separated by spaces or new lines, not commas)");
            } else if let Some((_, end)) = after_value {
                d.help = Some(
                    "a value is a number, a string, TRUE, FALSE, a model value or a set of these: \
                     a configuration has no operators"
                        .into(),
                );
                d.related.push(tla_diagnostics::Related { file, span: Span { start: *end, end: *end }, message: "the value ends here".into() });
            }
            return Err(Failed);
        };
        // A misspelt directive: `INVARIANTT Inv` inside a CONSTANT section.
        let next = self.peek_at(1);
        let item_like = matches!(next.kind, TokKind::Eq | TokKind::Subst | TokKind::LParen | TokKind::Bang | TokKind::DefEq);
        if !item_like && looks_like_keyword(w).is_some() {
            self.unknown_directive(first, w);
            self.bump();
            self.skip_to_keyword();
            return Ok(None);
        }
        self.bump();
        let mut name = Name { name: w.to_string(), span: first.span };
        while self.peek().kind == TokKind::Bang {
            let bang = self.bump();
            let t = self.peek();
            match t.kind {
                TokKind::Word(part) if Directive::from_keyword(part).is_none() => {
                    self.bump();
                    name.name.push('!');
                    name.name.push_str(part);
                    name.span = name.span.to(t.span);
                }
                _ => {
                    let file = self.file;
                    let d = self.unexpected(codes::BAD_PATH, t, &format!("a name after `{}!`", name.name));
                    d.related.push(tla_diagnostics::Related { file, span: bang.span, message: "this `!`".into() });
                    return Err(Failed);
                }
            }
        }

        let mut args = Vec::new();
        if self.peek().kind == TokKind::LParen {
            let open = self.bump();
            loop {
                args.push(self.value(0, "an argument value")?);
                let t = self.peek();
                match t.kind {
                    TokKind::Comma => {
                        self.bump();
                    }
                    TokKind::RParen => {
                        self.bump();
                        break;
                    }
                    _ => {
                        let file = self.file;
                        let d = self.unexpected(codes::BAD_ARGUMENTS, t, "`,` or `)` after an argument");
                        d.related.push(tla_diagnostics::Related { file, span: open.span, message: "arguments opened here".into() });
                        return Err(Failed);
                    }
                }
            }
        }

        let op = self.peek();
        match op.kind {
            TokKind::Subst => {
                self.bump();
                if !args.is_empty() {
                    let span = args[0].span.to(args[args.len() - 1].span);
                    let msg = format!("a substitution `{} <- ...` takes no arguments: write `{} <- Definition`", name.name, name.name);
                    self.error(codes::BAD_ARGUMENTS, span, msg);
                }
                let module = self.module_scope("<-")?;
                let t = self.peek();
                match t.kind {
                    TokKind::Word(target) | TokKind::Symbol(target) if Directive::from_keyword(target).is_none() && !self.item_start_line(0) => {
                        self.bump();
                        let span = first.span.to(t.span);
                        let target = Name { name: target.to_string(), span: t.span };
                        let end = span.end;
                        if args.is_empty() {
                            let n = name.name.clone();
                            self.config.constants.push(ConstantItem::Substitution { name, module, target, span });
                            return Ok(Some((n, end)));
                        }
                        Ok(None)
                    }
                    _ => {
                        let what = format!("the name of a definition to substitute for `{}`", name.name);
                        let missing = t.line_start || self.at_boundary();
                        let prev = self.toks[self.pos - 1].span;
                        let d = self.unexpected(codes::EXPECTED_TARGET, t, &what);
                        if missing {
                            // `N <-` at the end of a line: point at the gap.
                            d.span = Span { start: prev.end, end: prev.end };
                        }
                        if matches!(t.kind, TokKind::Num(_) | TokKind::Str(_) | TokKind::LBrace) {
                            d.help = Some(format!("to give `{}` a value, write `{} = ...`", name.name, name.name));
                        }
                        Err(Failed)
                    }
                }
            }
            TokKind::Eq => {
                self.bump();
                let module = self.module_scope("=")?;
                let what = format!("a value for `{}` (a number, string, TRUE, FALSE, model value or {{set}})", name.name);
                let value = self.value(0, &what)?;
                let span = first.span.to(value.span);
                let n = name.name.clone();
                self.config.constants.push(ConstantItem::Value { name, args, module, value, span });
                Ok(Some((n, span.end)))
            }
            _ => {
                let what = format!("`=` or `<-` after `{}`", name.name);
                let alone = op.line_start || self.at_boundary();
                let d = self.unexpected(codes::EXPECTED_EQ_OR_SUBST, op, &what);
                match op.kind {
                    TokKind::DefEq => d.help = Some(format!("write `{0} = value` or `{0} <- Definition`", name.name)),
                    _ if alone => {
                        // `N` alone on its line: point at the name.
                        d.span = name.span;
                        d.message = format!("expected `=` or `<-` after `{}`, found {} on the next line", name.name, describe(&op.kind));
                        if op.kind == TokKind::Eof {
                            d.message = format!("expected `=` or `<-` after `{}`, found the end of the file", name.name);
                        }
                        d.help = Some(format!("a CONSTANT item is `{0} = value` or `{0} <- Definition`", name.name));
                    }
                    _ => {}
                }
                Err(Failed)
            }
        }
    }

    /// `[Mod]` after `=` or `<-`.
    fn module_scope(&mut self, after: &str) -> Result<Option<Name>, Failed> {
        if self.peek().kind != TokKind::LBracket {
            return Ok(None);
        }
        let open = self.bump();
        let t = self.peek();
        let TokKind::Word(m) = t.kind else {
            self.unexpected(codes::BAD_MODULE_SCOPE, t, &format!("a module name after `{after} [`"));
            return Err(Failed);
        };
        self.bump();
        let close = self.peek();
        if close.kind != TokKind::RBracket {
            let file = self.file;
            let d = self.unexpected(codes::BAD_MODULE_SCOPE, close, &format!("`]` after `{after} [{m}`"));
            d.related.push(tla_diagnostics::Related { file, span: open.span, message: "opened here".into() });
            if after == "=" {
                d.message.push_str(
                    " (`[Mod]` names the module whose definition the value replaces; \
                     TLC has no records or functions in a configuration)",
                );
            }
            return Err(Failed);
        }
        self.bump();
        Ok(Some(Name { name: m.to_string(), span: t.span }))
    }

    fn value(&mut self, depth: usize, what: &str) -> Result<CfgValue, Failed> {
        let t = self.peek();
        let value = |kind, span| Ok(CfgValue { kind, span });
        match t.kind {
            TokKind::Num(n) => {
                self.bump();
                value(CfgValueKind::Int(self.int(n, false, t.span)), t.span)
            }
            TokKind::Minus if matches!(self.peek_at(1).kind, TokKind::Num(_)) && self.peek_at(1).span.start == t.span.end => {
                self.bump();
                let num = self.bump();
                let TokKind::Num(n) = num.kind else { unreachable!() };
                let span = t.span.to(num.span);
                let v = self.int(n, true, span);
                let d = Diagnostic::warning(
                    codes::NEGATIVE_NUMBER,
                    self.file,
                    span,
                    format!(
                        "TLC does not accept negative numbers in a configuration (it reads `-` as a model value named \"-\"): `-{n}` works with Apalache only"
                    ),
                )
                .with_help("define the value in the model's .tla file and substitute it with `<-`");
                self.diags.push(d);
                value(CfgValueKind::Int(v), span)
            }
            TokKind::BasedNum(n) => {
                self.bump();
                let (digits, radix) = tla_lexer::numeral_digits(n);
                let v = i64::from_str_radix(digits, radix).unwrap_or(i64::MAX);
                let msg = format!("TLC cannot read the number `{n}` in a configuration: write it in decimal ({v})");
                self.error(codes::BASED_NUMBER, t.span, msg);
                value(CfgValueKind::Int(v), t.span)
            }
            TokKind::Str(s) => {
                self.bump();
                let inner = if s.len() >= 2 && s.ends_with('"') { &s[1..s.len() - 1] } else { &s[1..] };
                value(CfgValueKind::Str(inner.to_string()), t.span)
            }
            TokKind::Word("TRUE") => {
                self.bump();
                value(CfgValueKind::Bool(true), t.span)
            }
            TokKind::Word("FALSE") => {
                self.bump();
                value(CfgValueKind::Bool(false), t.span)
            }
            TokKind::Word(w) if Directive::from_keyword(w).is_none() && !self.item_start_line(0) => {
                self.bump();
                value(CfgValueKind::ModelValue(w.to_string()), t.span)
            }
            TokKind::LBrace | TokKind::LTuple => {
                let tuple = t.kind == TokKind::LTuple;
                if depth >= MAX_DEPTH {
                    self.error(codes::EXPECTED_VALUE, t.span, format!("values nested deeper than {MAX_DEPTH} levels"));
                    return Err(Failed);
                }
                let open = self.bump();
                if tuple {
                    self.tuple_depth += 1;
                }
                let result = self.elements(open, tuple, depth);
                if tuple {
                    self.tuple_depth -= 1;
                }
                let elems = result?;
                let span = open.span.to(self.toks[self.pos - 1].span);
                if tuple {
                    if self.tuple_depth == 0 {
                        self.error(codes::TUPLE_VALUE, span, "TLC does not accept tuples `<<...>>` in a configuration".into()).help =
                            Some("define the value in the model's .tla file and substitute it with `<-`".into());
                    }
                    value(CfgValueKind::Tuple(elems), span)
                } else {
                    value(CfgValueKind::Set(elems), span)
                }
            }
            _ => {
                let prev = self.toks[self.pos.saturating_sub(1)].span;
                let d = self.unexpected(codes::EXPECTED_VALUE, t, what);
                if matches!(t.kind, TokKind::LBracket | TokKind::LParen) {
                    d.help = Some("TLC accepts numbers, strings, TRUE, FALSE, model values and sets of these; define other values in the .tla file and substitute them with `<-`".into());
                } else if t.kind == TokKind::Minus {
                    d.help = Some("write the number right after the `-`".into());
                } else if t.line_start || t.kind == TokKind::Eof {
                    // `N =` at the end of a line: point at the gap.
                    d.span = Span::new(prev.end as usize, prev.end as usize);
                    d.message = format!("expected {what}, found {}", describe(&t.kind));
                }
                Err(Failed)
            }
        }
    }

    /// The elements of a set or tuple after its opening bracket, and the
    /// closing bracket.
    fn elements(&mut self, open: Tok<'_>, tuple: bool, depth: usize) -> Result<Vec<CfgValue>, Failed> {
        let close_kind = if tuple { TokKind::RTuple } else { TokKind::RBrace };
        let (close_text, elem_what) = if tuple { ("`>>`", "a tuple element") } else { ("`}`", "a set element") };
        let mut elems = Vec::new();
        if self.peek().kind == close_kind {
            self.bump();
        } else {
            loop {
                elems.push(self.value(depth + 1, elem_what)?);
                let t = self.peek();
                if t.kind == TokKind::Comma {
                    self.bump();
                } else if t.kind == close_kind {
                    self.bump();
                    break;
                } else {
                    let ends_item = t.kind == TokKind::Eof || self.keyword_at(t).is_some() || self.starts_item_line(0);
                    let file = self.file;
                    let d = self.unexpected(codes::UNCLOSED_SET, t, &format!("`,` or {close_text}"));
                    d.related.push(tla_diagnostics::Related { file, span: open.span, message: "opened here".into() });
                    if ends_item {
                        // The set is unclosed: point just after its last element.
                        let at = elems.last().map_or(open.span.end, |e: &CfgValue| e.span.end);
                        d.span = Span { start: at, end: at };
                        d.message = format!("unclosed {}: expected `,` or {close_text}, found {}", if tuple { "tuple" } else { "set" }, describe(&t.kind));
                    }
                    return Err(Failed);
                }
            }
        }
        Ok(elems)
    }

    /// The value of decimal digits; TLC's integers are 32-bit.
    fn int(&mut self, digits: &str, negative: bool, span: Span) -> i64 {
        let limit: u64 = if negative { 1 << 31 } else { (1 << 31) - 1 };
        match digits.parse::<u64>() {
            Ok(v) if v <= limit => {
                if negative {
                    -(v as i64)
                } else {
                    v as i64
                }
            }
            _ => {
                let msg =
                    format!("the number `{}{digits}` is too large: TLC's integers lie between -2147483648 and 2147483647", if negative { "-" } else { "" });
                self.error(codes::INT_RANGE, span, msg);
                0
            }
        }
    }
}

/// The character to report a token as unexpected by: an unknown one, or
/// the first of an operator symbol where no operator can be named.
fn unknown_char(kind: &TokKind<'_>) -> Option<char> {
    match kind {
        TokKind::Unknown(c) => Some(*c),
        TokKind::Symbol(s) => s.chars().next(),
        _ => None,
    }
}
