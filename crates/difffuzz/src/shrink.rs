//! Greedy shrinking: drop one part of the spec at a time (an action, a
//! conjunct, an invariant, an Init conjunct, a configuration line) and keep
//! the smaller spec while the difference stays in the same category.

use crate::compare::{compare, Verdict};
use crate::run::{Checkers, Outcome};
use crate::spec::Spec;
use std::path::Path;

/// Writes the spec's files into `dir` (created if need be).
pub fn write(spec: &Spec, dir: &Path) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("cannot create a case folder");
    let files = spec.render();
    for (name, text) in &files.modules {
        std::fs::write(dir.join(name), text).expect("cannot write a module");
    }
    std::fs::write(dir.join("Spec.cfg"), &files.cfg).expect("cannot write the cfg");
}

/// Runs both checkers on `spec` in `dir`.
pub fn check(spec: &Spec, dir: &Path, checkers: &Checkers) -> (Outcome, Outcome, Verdict) {
    write(spec, dir);
    let tlc = checkers.run_tlc(dir);
    let tlars = checkers.run_tlars(dir);
    let v = compare(&tlc, &tlars);
    (tlc, tlars, v)
}

/// Shrinks `spec` (whose difference has `category`) with at most `budget`
/// pairs of runs, in `dir`; returns the smallest spec found with its outcomes.
pub fn shrink(spec: &Spec, category: &str, dir: &Path, checkers: &Checkers, budget: usize) -> Option<(Spec, Outcome, Outcome, String)> {
    let mut best: Option<(Spec, Outcome, Outcome, String)> = None;
    let mut cur = spec.clone();
    let mut runs = 0;
    'outer: loop {
        let mut cands = cur.shrink_candidates();
        cands.sort_by_key(|s| s.size());
        for cand in cands {
            if runs >= budget {
                break 'outer;
            }
            runs += 1;
            let (tlc, tlars, v) = check(&cand, dir, checkers);
            if let Verdict::Differ { category: c, detail } = v {
                if c == category {
                    cur = cand.clone();
                    best = Some((cand, tlc, tlars, detail));
                    continue 'outer;
                }
            }
        }
        break;
    }
    best
}
