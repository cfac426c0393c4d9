//! Thousands of generated constant expressions are compiled and evaluated
//! through tla-eval's API: each must give a value or a located error, never
//! a panic. (The cargo-fuzz target `eval` in `fuzz/` checks the same
//! property on inputs libFuzzer chooses.)

use difffuzz::evalfuzz::{eval_expression, gen_expr, EvalOutcome};
use difffuzz::rng::Rng;
use std::collections::BTreeMap;

/// Expressions whose panics are known and recorded in the findings; they
/// stay out of the count until the evaluator is fixed. Empty when all pass.
const KNOWN_PANICS: &[u64] = &[];

#[test]
fn generated_constant_expressions_never_panic() {
    let count: u64 = std::env::var("EVALFUZZ_COUNT").ok().and_then(|s| s.parse().ok()).unwrap_or(3000);
    let seed: u64 = std::env::var("EVALFUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let dir = std::env::temp_dir().join(format!("difffuzz-eval-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The panics are reported below, not by the default hook.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut kinds: BTreeMap<&str, u64> = BTreeMap::new();
    let mut failures = Vec::new();
    for i in seed..seed + count {
        let mut rng = Rng::new(i);
        let expr = gen_expr(&mut rng);
        let o = eval_expression(&expr, &dir);
        let kind = match &o {
            EvalOutcome::Value(_) => "value",
            EvalOutcome::Error(_) => "located error",
            EvalOutcome::Unlocated(_) => "unlocated error",
            EvalOutcome::Rejected(_) => "rejected",
            EvalOutcome::Panic(_) => "panic",
        };
        *kinds.entry(kind).or_default() += 1;
        if matches!(o, EvalOutcome::Panic(_) | EvalOutcome::Unlocated(_)) && !KNOWN_PANICS.contains(&i) {
            failures.push(format!("seed {i}: {o:?}\n    Val == {expr}"));
        }
    }
    std::panic::set_hook(hook);
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{count} expressions: {kinds:?}");
    // The generator writes well-formed expressions: most must get through
    // the front end, or the test checks nothing.
    assert!(kinds.get("rejected").copied().unwrap_or(0) * 10 < count, "the front end rejected too many generated expressions: {kinds:?}");
    assert!(failures.is_empty(), "{} expressions panicked or gave an unlocated error:\n{}", failures.len(), failures.join("\n"));
}
