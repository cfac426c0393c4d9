//! Places in the spec as TLC writes them.

use tla_diagnostics::SourceMap;
use tla_eval::Loc;

/// `line L, col C to line L, col C of module M`.
pub fn location(map: &SourceMap, loc: Loc) -> String {
    let ((l1, c1), (l2, c2), module) = position(map, loc);
    format!("line {l1}, col {c1} to line {l2}, col {c2} of module {module}")
}

/// Where `loc` begins and ends (line, column, counted from 1 as TLC does)
/// and the module it is in.
pub fn position(map: &SourceMap, loc: Loc) -> ((usize, usize), (usize, usize), String) {
    let f = map.get(loc.file());
    let begin = f.line_col(loc.span.start);
    let end = f.line_col(loc.span.end.saturating_sub(1).max(loc.span.start));
    let module = f.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (begin, end, module)
}
