//! One test per case of a data-file suite (libtest-mimic's harness, for a
//! test target with `harness = false`): each case is named, reported and
//! run alone (`cargo test --test SUITE -- NAME`), with the usual options.

use libtest_mimic::{Arguments, Trial};

/// A case: its name, and the test (an error describes a failure).
pub struct Case {
    name: String,
    test: Box<dyn FnOnce() -> Result<(), String> + Send>,
}

impl Case {
    pub fn new(name: impl Into<String>, test: impl FnOnce() -> Result<(), String> + Send + 'static) -> Case {
        Case { name: name.into(), test: Box::new(test) }
    }
}

/// Runs the cases as the command line asks, and exits with the result.
pub fn run(cases: Vec<Case>) -> ! {
    let args = Arguments::from_args();
    let trials = cases.into_iter().map(|c| {
        let test = c.test;
        Trial::test(c.name, move || test().map_err(Into::into))
    });
    libtest_mimic::run(&args, trials.collect()).exit()
}
