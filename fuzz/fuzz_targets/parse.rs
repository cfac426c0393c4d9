//! Parses arbitrary UTF-8 as a TLA+ file and renders every diagnostic in
//! every format: no input may panic, hang, or yield a span outside the text
//! or off a character boundary.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tla_diagnostics::{render, FileId, MessageFormat, SourceFile, SourceMap};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut map = SourceMap::new();
    let id = map.add(SourceFile::new("fuzz.tla", text.to_string()));
    assert_eq!(id, FileId(0));
    for parsed in tla_syntax::parse_file(text, id) {
        for d in &parsed.diagnostics {
            let (s, e) = (d.span.start as usize, d.span.end as usize);
            assert!(s <= e && e <= text.len(), "span {s}..{e} outside the text: {}", d.message);
            assert!(text.is_char_boundary(s) && text.is_char_boundary(e), "span {s}..{e} off a char boundary: {}", d.message);
            for format in [MessageFormat::Short, MessageFormat::Json, MessageFormat::Human] {
                let _ = render(&map, d, format, false);
            }
        }
    }
});
