//! Evaluates a constant expression through tla-eval's public API (as the
//! definition `Val` of a tiny module: resolved, compiled, evaluated): it must
//! give a value or an error located in the text, never a panic.
//!
//! An input starting with a 0 byte is the expression's text (the rest, as
//! UTF-8); any other input seeds difffuzz's grammar-based generator of
//! well-formed expressions, so most runs reach the evaluator.
#![no_main]

use difffuzz::evalfuzz::{eval_expression, gen_expr, EvalOutcome};
use difffuzz::rng::Rng;
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("tlars-fuzz-eval-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d
    })
}

fuzz_target!(|data: &[u8]| {
    let expr = match data.split_first() {
        Some((0, rest)) => match std::str::from_utf8(rest) {
            // A `====` or a newline would end or break the module, not the expression.
            Ok(t) if !t.contains("====") && !t.contains('\n') => t.to_string(),
            _ => return,
        },
        _ => gen_expr(&mut Rng::from_bytes(data)),
    };
    match eval_expression(&expr, dir()) {
        EvalOutcome::Panic(m) => panic!("evaluating `{expr}` panicked: {m}"),
        EvalOutcome::Unlocated(m) => panic!("evaluating `{expr}` gave an unlocated error: {m}"),
        _ => {}
    }
});
