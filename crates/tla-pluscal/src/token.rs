//! The algorithm's text as tokens: TLA+'s tokens (the algorithm's
//! expressions are TLA+ expressions, kept as tokens) and PlusCal's `:=`,
//! `||` and `;`, each with the line and column where it starts, as the
//! translator counts them (1-based, tabs expanded).

/// A token of the algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
    /// 1-based line and column in the module.
    pub line: usize,
    pub col: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or a word: PlusCal's keywords are identifiers to TLA+.
    Ident,
    Number,
    Str,
    /// An operator or punctuation.
    Symbol,
    /// `pc` or `stack` where the translation itself reads them (a
    /// procedure's return): unlike the user's, it reads each process's
    /// own, `pc[self]`.
    Added,
}

impl Token {
    pub fn is(&self, text: &str) -> bool {
        self.text == text
    }
}

/// The module's text with tabs expanded to the next multiple of 8 (the
/// translator works on such "untabbed" lines), one string per line.
pub fn untabbed_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let mut out = String::with_capacity(line.len());
            for c in line.chars() {
                if c == '\t' {
                    let n = 8 - out.chars().count() % 8;
                    out.extend(std::iter::repeat_n(' ', n));
                } else {
                    out.push(c);
                }
            }
            out
        })
        .collect()
}

/// TLA+'s operator and punctuation symbols, and PlusCal's, longest first
/// where one begins another.
const SYMBOLS: &[&str] = &[
    "-+->", "<=>", "|->", "::=", "...", "(+)", "(-)", "(.)", "(/)", "(\\X)", "]_", ">>_", "==", "=>", "=<", "=|", "<<", ">>", "<>", "<=", ">=", "<-", "<:",
    ":>", "\\/", "/\\", "/=", "->", "|-", "||", "|=", "[]", "::", ":=", "..", "~>", "--", "-|", "-.", "++", "**", "//", "^^", "^+", "^*", "^#", "%%", "&&",
    "##", "$$", "??", "!!", "@@", "=", "<", ">", "|", "[", "]", "{", "}", "(", ")", ",", ":", ";", ".", "'", "~", "-", "+", "*", "/", "^", "%", "&", "#", "$",
    "?", "!", "@", "\\",
];

/// A tokenizer over the module's untabbed lines from a position on.
pub struct Tokenizer<'a> {
    lines: &'a [String],
    /// 0-based line and char index.
    line: usize,
    col: usize,
}

/// A failure to read a token (an unterminated string or comment).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub message: String,
    pub line: usize,
    pub col: usize,
}

impl<'a> Tokenizer<'a> {
    /// Starts at 0-based `line` and char index `col`.
    pub fn new(lines: &'a [String], line: usize, col: usize) -> Tokenizer<'a> {
        Tokenizer { lines, line, col }
    }

    fn chars(&self) -> Vec<char> {
        self.lines.get(self.line).map(|l| l.chars().collect()).unwrap_or_default()
    }

    /// Skips spaces, line ends, `\*` comments and nested `(* *)` comments.
    fn skip_blank(&mut self) -> Result<(), LexError> {
        loop {
            if self.line >= self.lines.len() {
                return Ok(());
            }
            let chars = self.chars();
            while self.col < chars.len() && chars[self.col] == ' ' {
                self.col += 1;
            }
            if self.col >= chars.len() {
                self.line += 1;
                self.col = 0;
                continue;
            }
            if chars[self.col] == '\\' && chars.get(self.col + 1) == Some(&'*') {
                self.line += 1;
                self.col = 0;
                continue;
            }
            if chars[self.col] == '(' && chars.get(self.col + 1) == Some(&'*') {
                let (start_line, start_col) = (self.line, self.col);
                self.col += 2;
                let mut depth = 1;
                while depth > 0 {
                    if self.line >= self.lines.len() {
                        return Err(LexError { message: "Unterminated comment".into(), line: start_line + 1, col: start_col + 1 });
                    }
                    let chars = self.chars();
                    if self.col + 1 < chars.len() && chars[self.col] == '(' && chars[self.col + 1] == '*' {
                        depth += 1;
                        self.col += 2;
                    } else if self.col + 1 < chars.len() && chars[self.col] == '*' && chars[self.col + 1] == ')' {
                        depth -= 1;
                        self.col += 2;
                    } else if self.col >= chars.len() {
                        self.line += 1;
                        self.col = 0;
                    } else {
                        self.col += 1;
                    }
                }
                continue;
            }
            return Ok(());
        }
    }

    /// The next token, or None at the end of the text. A `*)` that closes
    /// the comment holding the algorithm is a symbol like any other (the
    /// parser stops before it).
    pub fn next_token(&mut self) -> Result<Option<Token>, LexError> {
        self.skip_blank()?;
        if self.line >= self.lines.len() {
            return Ok(None);
        }
        let chars = self.chars();
        let (line, col) = (self.line + 1, self.col + 1);
        let c = chars[self.col];
        let start = self.col;
        let token = |kind, text: String| Token { kind, text, line, col };
        if c.is_ascii_alphanumeric() || c == '_' {
            while self.col < chars.len() && (chars[self.col].is_ascii_alphanumeric() || chars[self.col] == '_') {
                self.col += 1;
            }
            let text: String = chars[start..self.col].iter().collect();
            let kind = if text.chars().all(|c| c.is_ascii_digit()) { Kind::Number } else { Kind::Ident };
            return Ok(Some(token(kind, text)));
        }
        if c == '"' {
            self.col += 1;
            while self.col < chars.len() && chars[self.col] != '"' {
                if chars[self.col] == '\\' {
                    self.col += 1;
                }
                self.col += 1;
            }
            if self.col >= chars.len() {
                return Err(LexError { message: "Unterminated string".into(), line, col });
            }
            self.col += 1;
            return Ok(Some(token(Kind::Str, chars[start..self.col].iter().collect())));
        }
        if c == '\\' && chars.get(self.col + 1).is_some_and(|c| c.is_ascii_alphabetic()) {
            // `\in`, `\cup`, ...: a backslash and a word.
            self.col += 1;
            while self.col < chars.len() && chars[self.col].is_ascii_alphabetic() {
                self.col += 1;
            }
            return Ok(Some(token(Kind::Symbol, chars[start..self.col].iter().collect())));
        }
        if c == '*' && chars.get(self.col + 1) == Some(&')') {
            self.col += 2;
            return Ok(Some(token(Kind::Symbol, "*)".into())));
        }
        let rest: String = chars[start..].iter().collect();
        let sym = SYMBOLS.iter().find(|s| rest.starts_with(**s)).copied().unwrap_or("");
        let len = sym.chars().count().max(1);
        self.col += len;
        Ok(Some(token(Kind::Symbol, chars[start..start + len].iter().collect())))
    }

    /// Every token to the end of the text.
    pub fn all(mut self) -> Result<Vec<Token>, LexError> {
        let mut out = Vec::new();
        while let Some(t) = self.next_token()? {
            out.push(t);
        }
        Ok(out)
    }
}
