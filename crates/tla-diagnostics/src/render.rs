//! Renderings of diagnostics: `human` (miette, with a snippet), `short`
//! (one `file:line:col: error: message` line, what editors' problem matchers
//! read) and `json` (one object per line).

use crate::{Diagnostic, SourceMap};
use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteDiagnostic, NamedSource};
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
    let (line, col) = file.line_col(d.span.start);
    let mut md = MietteDiagnostic::new(d.message.clone()).with_code(d.code).with_severity(match d.severity {
        crate::Severity::Error => miette::Severity::Error,
        crate::Severity::Warning => miette::Severity::Warning,
    });
    let mut labels = vec![LabeledSpan::new_primary_with_span(d.label.clone(), (d.span.start as usize, d.span.len()))];
    for r in d.related.iter().filter(|r| r.file == d.file) {
        labels.push(LabeledSpan::new_with_span(Some(r.message.clone()), (r.span.start as usize, r.span.len())));
    }
    md = md.with_labels(labels);
    if let Some(help) = &d.help {
        md = md.with_help(help.clone());
    }
    let _ = (line, col); // miette prints `path:line:col` itself
    let name = file.path.display().to_string();
    let report = miette::Report::new(md).with_source_code(NamedSource::new(name, file.text.to_string()));
    let theme = if color { GraphicalTheme::unicode() } else { GraphicalTheme::unicode_nocolor() };
    let handler = GraphicalReportHandler::new_themed(theme).with_context_lines(1);
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
