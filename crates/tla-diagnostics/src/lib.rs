//! Source files, byte spans and diagnostics.
//!
//! Every stage of tlars reports problems as [`Diagnostic`]s that point into a
//! [`SourceFile`] by byte offsets. Line and column numbers are computed only
//! when a diagnostic is rendered, so the hot paths never count lines.
//!
//! # In detail
//!
//! The crate owns source files (`SourceFile`, `SourceMap`), byte spans and the
//! `Diagnostic` type every stage reports with, plus their three renderings:
//! `human` (miette, with the source line and the span underlined), `short`
//! (`file:line:col: error: message [CODE]`, for editors' problem matchers) and
//! `json` (one object per line with file, start/end line and column, byte
//! offsets, severity, code and message). Line and column numbers are computed
//! only when rendering; nothing on a hot path counts lines. The human rendering
//! gives miette only the labels' lines, each clipped to a window around its
//! labels, so a diagnostic costs the same on a line of any length.
//! `bound_errors` keeps the report on each file to `MAX_ERRORS` (100) errors,
//! the last message saying it stops there. `tlc_messages.rs` is how every stage
//! prints TLC's messages (a code of TLC's `EC`, a class, a text) in the style
//! the run chose once (on each of its threads), as TLC's `-tool` switch is:
//! `brief` for `tlars check`, TLC's text with its `Error:`/`State ` prefixes
//! for `tlars tlc`, framed with `@!@!@STARTMSG code:class @!@!@` for `-tool`;
//! the checker's progress and the report print through it. It formats TLC's
//! timestamps with `jiff` (the local time zone, read from the system: the one
//! reason it is a dependency), TLC's durations and its collision estimate. It
//! depends on no other tlars crate.
#![forbid(unsafe_code)]

mod render;
pub mod tlc_messages;

pub use render::{render, MessageFormat};

use std::path::PathBuf;
use std::sync::Arc;

/// A half-open byte range `[start, end)` into one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }
    pub fn is_empty(self) -> bool {
        self.end == self.start
    }
}

/// Identifies a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// One loaded source text with its line table.
#[derive(Debug)]
pub struct SourceFile {
    pub path: PathBuf,
    pub text: Arc<str>,
    line_starts: Vec<u32>,
}

impl SourceFile {
    pub fn new(path: impl Into<PathBuf>, text: impl Into<Arc<str>>) -> SourceFile {
        let text: Arc<str> = text.into();
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile { path: path.into(), text, line_starts }
    }

    /// 1-based line and 1-based column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let offset = offset.min(self.text.len() as u32);
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let mut end = offset as usize;
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let col = self.text[start..end].chars().count();
        (line + 1, col + 1)
    }

    /// 0-based line and 0-based byte column of a byte offset.
    pub(crate) fn line_byte_col(&self, offset: u32) -> (usize, usize) {
        let offset = offset.min(self.text.len() as u32);
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line, (offset - self.line_starts[line]) as usize)
    }

    /// The text of the (1-based) line, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1] as usize;
        let end = self.line_starts.get(line).map(|&e| e as usize).unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// All files loaded in one run.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }
    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }
    pub fn get(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), f))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// The most errors reported for one file: SANY stops at its first error,
/// tlars reports the independent ones, but past this many the rest is
/// noise (random bytes give one per character).
pub const MAX_ERRORS: usize = 100;

/// The code of the message that says the errors were cut short.
pub const TOO_MANY_ERRORS: &str = "E0009";

/// Keeps each file's diagnostics up to its [`MAX_ERRORS`]th error and
/// replaces the rest of that file's with one error, at the first one
/// dropped, that says so; the order is kept.
pub fn bound_errors(diagnostics: &mut Vec<Diagnostic>) {
    let mut errors: std::collections::HashMap<FileId, usize> = std::collections::HashMap::new();
    if diagnostics.iter().filter(|d| d.is_error()).count() <= MAX_ERRORS {
        return;
    }
    diagnostics.retain_mut(|d| {
        let seen = errors.entry(d.file).or_default();
        if *seen > MAX_ERRORS {
            return false;
        }
        *seen += usize::from(d.is_error());
        if *seen > MAX_ERRORS {
            *d = Diagnostic::error(TOO_MANY_ERRORS, d.file, d.span, format!("too many errors; stopping after {MAX_ERRORS}"));
        }
        true
    });
}

/// A secondary location shown beside the primary one ("first defined here").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Related {
    pub file: FileId,
    pub span: Span,
    pub message: String,
}

/// One problem found in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// A stable identifier such as `E0101`, for editors and tests.
    pub code: &'static str,
    pub message: String,
    pub file: FileId,
    pub span: Span,
    /// Short text shown under the underlined span ("expected one of ...").
    pub label: Option<String>,
    pub help: Option<String>,
    pub related: Vec<Related>,
}

impl Diagnostic {
    pub fn error(code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, code, message: message.into(), file, span, label: None, help: None, related: Vec::new() }
    }
    pub fn warning(code: &'static str, file: FileId, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, file, span, message) }
    }
    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
    pub fn with_related(mut self, file: FileId, span: Span, message: impl Into<String>) -> Diagnostic {
        self.related.push(Related { file, span, message: message.into() });
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each file gets its own `MAX_ERRORS`, then one message saying so;
    /// warnings count for nothing, order is kept.
    #[test]
    fn errors_are_bounded_per_file() {
        let mut ds = Vec::new();
        for i in 0..150u32 {
            for f in [FileId(0), FileId(1)] {
                ds.push(Diagnostic::error("E0001", f, Span::new(i as usize, i as usize + 1), "bad"));
            }
            ds.push(Diagnostic::warning("E0103", FileId(2), Span::new(0, 0), "warn"));
        }
        bound_errors(&mut ds);
        for f in [FileId(0), FileId(1)] {
            let of_file: Vec<&Diagnostic> = ds.iter().filter(|d| d.file == f).collect();
            assert_eq!(of_file.len(), MAX_ERRORS + 1);
            assert_eq!(of_file[MAX_ERRORS].message, "too many errors; stopping after 100");
            assert_eq!(of_file[MAX_ERRORS].span, Span::new(MAX_ERRORS, MAX_ERRORS + 1));
        }
        assert_eq!(ds.iter().filter(|d| d.file == FileId(2)).count(), 150);
    }
}
