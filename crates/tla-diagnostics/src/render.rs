//! Renderings of diagnostics: `human` (miette, with a snippet), `short`
//! (one `file:line:col: error: message` line, what editors' problem matchers
//! read) and `json` (one object per line).

use crate::{Diagnostic, SourceMap};
use crate::{SourceFile, Span};
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteDiagnostic, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageFormat {
    Human,
    Short,
    Json,
}

/// Renders one diagnostic as text ending in a newline.
pub fn render(map: &SourceMap, d: &Diagnostic, format: MessageFormat, color: bool) -> String {
    match format {
        MessageFormat::Short => render_short(map, d),
        MessageFormat::Json => render_json(map, d),
        MessageFormat::Human => render_human(map, d, color),
    }
}

fn render_short(map: &SourceMap, d: &Diagnostic) -> String {
    let file = map.get(d.file);
    let (line, col) = file.line_col(d.span.start);
    format!("{}:{}:{}: {}: {} [{}]\n", file.path.display(), line, col, d.severity.as_str(), d.message, d.code)
}

fn render_json(map: &SourceMap, d: &Diagnostic) -> String {
    let file = map.get(d.file);
    let (line, col) = file.line_col(d.span.start);
    let (end_line, end_col) = file.line_col(d.span.end);
    let related: Vec<serde_json::Value> = d
        .related
        .iter()
        .map(|r| {
            let rf = map.get(r.file);
            let (l, c) = rf.line_col(r.span.start);
            serde_json::json!({
                "file": rf.path.display().to_string(),
                "line": l, "column": c,
                "start_byte": r.span.start, "end_byte": r.span.end,
                "message": r.message,
            })
        })
        .collect();
    let value = serde_json::json!({
        "file": file.path.display().to_string(),
        "start_line": line,
        "start_column": col,
        "end_line": end_line,
        "end_column": end_col,
        "start_byte": d.span.start,
        "end_byte": d.span.end,
        "severity": d.severity.as_str(),
        "code": d.code,
        "message": d.message,
        "label": d.label,
        "help": d.help,
        "related": related,
    });
    let mut s = value.to_string();
    s.push('\n');
    s
}

fn render_human(map: &SourceMap, d: &Diagnostic, color: bool) -> String {
    let file = map.get(d.file);
    let mut md = MietteDiagnostic::new(d.message.clone()).with_code(d.code).with_severity(match d.severity {
        crate::Severity::Error => miette::Severity::Error,
        crate::Severity::Warning => miette::Severity::Warning,
    });
    let mut spans = vec![d.span];
    spans.extend(d.related.iter().filter(|r| r.file == d.file).map(|r| r.span));
    let snippet = Snippet::new(file, &spans);
    let mut labels = vec![LabeledSpan::new_primary_with_span(d.label.clone(), snippet.map_span(file, d.span))];
    for r in d.related.iter().filter(|r| r.file == d.file) {
        labels.push(LabeledSpan::new_with_span(Some(r.message.clone()), snippet.map_span(file, r.span)));
    }
    md = md.with_labels(labels);
    if let Some(help) = &d.help {
        md = md.with_help(help.clone());
    }
    // miette prints `path:line:col` itself, from the snippet's numbering
    let report = miette::Report::new(md).with_source_code(snippet);
    let theme = if color { GraphicalTheme::unicode() } else { GraphicalTheme::unicode_nocolor() };
    let handler = GraphicalReportHandler::new_themed(theme).with_context_lines(SNIPPET_CONTEXT);
    let mut out = String::new();
    let _ = handler.render_report(&mut out, report.as_ref());
    for r in d.related.iter().filter(|r| r.file != d.file) {
        let rf = map.get(r.file);
        let (l, c) = rf.line_col(r.span.start);
        let _ = writeln!(out, "  note: {}: {}:{}:{}", r.message, rf.path.display(), l, c);
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// Lines of context miette shows above and below a label.
const SNIPPET_CONTEXT: usize = 1;
/// The most bytes of one source line a snippet shows; a longer line is
/// clipped to a window around the labels on it, marked with `…`.
const MAX_SHOWN: usize = 240;
/// How far before the first label on a clipped line its window begins.
const LEAD: usize = 60;
const ELLIPSIS: &str = "…";

/// The part of a file miette is given to draw a diagnostic: the lines from
/// the first label's (less the context) to the last label's (plus the
/// context), each long line clipped to a window, so that the work and the
/// widths miette formats with (at most 65,535 in Rust's `format!`) do not
/// grow with the file or the line. Line and column numbers are the file's.
struct Snippet {
    name: String,
    text: String,
    /// 0-based file line of the snippet's first line.
    first_line: usize,
    /// Per snippet line: where it starts in `text`, the byte window of the
    /// file's line it shows, and the length of its leading `…` (0 or 3).
    lines: Vec<SnippetLine>,
}

struct SnippetLine {
    start: usize,
    window: (usize, usize),
    prefix: usize,
    /// Characters of the file's line before the window.
    window_chars: usize,
}

impl Snippet {
    fn new(file: &SourceFile, spans: &[Span]) -> Snippet {
        let last_line = file.line_starts.len() - 1;
        let points: Vec<(usize, usize)> = spans.iter().flat_map(|s| [file.line_byte_col(s.start), file.line_byte_col(s.end)]).collect();
        let lo = points.iter().map(|p| p.0).min().unwrap_or(0).saturating_sub(SNIPPET_CONTEXT);
        let hi = (points.iter().map(|p| p.0).max().unwrap_or(0) + SNIPPET_CONTEXT).min(last_line);
        let anchor = file.line_byte_col(spans.first().map_or(0, |s| s.start)).1;
        let mut text = String::new();
        let mut lines = Vec::with_capacity(hi - lo + 1);
        for line in lo..=hi {
            // a lone carriage return is no line break to tlars (nor SANY),
            // but miette would count one: it is shown as a space
            let owned;
            let mut src = file.line_text(line + 1);
            if src.contains('\r') {
                owned = src.replace('\r', " ");
                src = &owned;
            }
            let start = text.len();
            let ((window, prefix), window_chars) = if src.len() <= MAX_SHOWN {
                text.push_str(src);
                (((0, src.len()), 0), 0)
            } else {
                let first = points.iter().filter(|p| p.0 == line).map(|p| p.1).min().unwrap_or(anchor);
                let mut from = first.min(src.len()).saturating_sub(LEAD);
                while !src.is_char_boundary(from) {
                    from -= 1;
                }
                let mut to = (from + MAX_SHOWN).min(src.len());
                while !src.is_char_boundary(to) {
                    to -= 1;
                }
                let prefix = if from > 0 { ELLIPSIS.len() } else { 0 };
                if from > 0 {
                    text.push_str(ELLIPSIS);
                }
                text.push_str(&src[from..to]);
                if to < src.len() {
                    text.push_str(ELLIPSIS);
                }
                (((from, to), prefix), src[..from].chars().count())
            };
            if line < last_line {
                text.push('\n');
            }
            lines.push(SnippetLine { start, window, prefix, window_chars });
        }
        Snippet { name: file.path.display().to_string(), text, first_line: lo, lines }
    }

    /// Where a byte offset of the file is in the snippet (an offset outside
    /// its window is taken to the window's nearest end).
    fn map_offset(&self, file: &SourceFile, offset: u32) -> usize {
        let (line, col) = file.line_byte_col(offset);
        let l = &self.lines[line - self.first_line];
        l.start + l.prefix + col.clamp(l.window.0, l.window.1) - l.window.0
    }

    fn map_span(&self, file: &SourceFile, span: Span) -> SourceSpan {
        let start = self.map_offset(file, span.start);
        let end = self.map_offset(file, span.end).max(start);
        (start, end - start).into()
    }
}

impl SourceCode for Snippet {
    fn read_span<'a>(&'a self, span: &SourceSpan, before: usize, after: usize) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self.text.as_str().read_span(span, before, after)?;
        // miette gives a column (in bytes) only for a span read without
        // context lines; it is reported in characters, as SANY counts
        let column = if before == 0 {
            let l = &self.lines[inner.line()];
            let from = (l.start + l.prefix).min(span.offset());
            l.window_chars + self.text[from..span.offset()].chars().count()
        } else {
            inner.column()
        };
        Ok(Box::new(MietteSpanContents::new_named(self.name.clone(), inner.data(), *inner.span(), inner.line() + self.first_line, column, inner.line_count())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FileId, SourceFile};

    fn human(text: &str, d: impl Fn(FileId) -> Diagnostic) -> String {
        let mut map = SourceMap::new();
        let id = map.add(SourceFile::new("Long.tla", text));
        render(&map, &d(id), MessageFormat::Human, false)
    }

    /// Rust's `format!` refuses widths past 65,535: miette was given whole
    /// lines and panicked on a label that far right. The snippet is clipped
    /// around the labels; line and column stay the file's (in characters).
    #[test]
    fn labels_past_column_65535_render_clipped() {
        let long = "é".repeat(70_000);
        let text = format!("---- MODULE Long ----\nA == \"{long}\" + y\nB == \"{long}\"\n====\n");
        let y = text.find(" y\n").unwrap() + 1;
        let out = human(&text, |f| Diagnostic::error("E0101", f, Span::new(y, y + 1), "unknown identifier `y`").with_label("here"));
        assert!(out.contains("[Long.tla:2:70011]"), "{out}");
        assert!(out.contains("…éé") && out.contains("\" + y"), "{out}");
        assert!(out.len() < 4_000, "{} bytes", out.len());
        // a span over both long lines, a related label far right, one at the end of the file
        let b = text.find("B ==").unwrap();
        let out = human(&text, |f| Diagnostic::error("E0002", f, Span::new(5, b + 10), "wide").with_related(f, Span::new(b + 50_000, b + 50_004), "also"));
        assert!(out.contains("[Long.tla:1:6]") && out.len() < 8_000, "{out}");
        let end = text.len();
        let out = human(&text, |f| Diagnostic::error("E0002", f, Span::new(end, end), "at the end"));
        assert!(out.contains("[Long.tla:5:1]"), "{out}");
        // a line with no newline after it, clipped on both sides
        let text = format!("{}x{}", "a".repeat(100_000), "b".repeat(100_000));
        let out = human(&text, |f| Diagnostic::error("E0002", f, Span::new(100_000, 100_001), "x"));
        assert!(out.contains("[Long.tla:1:100001]") && out.contains("…aaa") && out.contains("bbb…"), "{out}");
    }

    /// Short lines render as miette renders the whole file.
    #[test]
    fn short_lines_are_not_clipped() {
        let text = "---- MODULE M ----\nA == 1 + y\n====\n";
        let out = human(text, |f| Diagnostic::error("E0101", f, Span::new(28, 29), "unknown identifier `y`").with_label("here"));
        assert!(out.contains("[Long.tla:2:10]") && out.contains(" 2 │ A == 1 + y\n") && !out.contains('…'), "{out}");
        // a lone carriage return breaks no line
        let text = "---- MODULE M ----\nA == 1\r+ y\n====\n";
        let out = human(text, |f| Diagnostic::error("E0101", f, Span::new(28, 29), "unknown identifier `y`").with_label("here"));
        assert!(out.contains("[Long.tla:2:10]") && out.contains(" 3 │ ====\n"), "{out}");
    }
}
