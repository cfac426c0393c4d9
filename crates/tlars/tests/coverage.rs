//! `tlars check --coverage` (`tlars tlc -coverage N`): TLC's coverage
//! report, as TLC printed it for the models of `tests/coverage`, each
//! subexpression's counts included.

use std::process::Command;
use test_support::repo_root;

#[test]
fn coverage_is_tlcs() {
    let dir = repo_root().join("tests/coverage");
    for name in ["Cov", "DiffTrace", "Calls"] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&dir)
            .args(["check", &format!("{name}.tla"), "--cfg", &format!("{name}.cfg"), "--coverage", "--workers", "2"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{name}");
        let text = String::from_utf8_lossy(&out.stdout);
        let report: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("The coverage statistics at ")).skip(1).collect();
        let end = report.iter().position(|l| *l == "End of statistics.").expect("the report ends") + 1;
        let expected = std::fs::read_to_string(dir.join(format!("{name}.expected"))).unwrap();
        assert_eq!(report[..end].join("\n"), expected.trim_end(), "{name}");
    }
    // TLC's option, its report in the same place: after the verdict,
    // before the counts.
    let out = Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&dir).args(["tlc", "-coverage", "1", "-config", "Cov.cfg", "Cov.tla"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let at = |s: &str| text.find(s).unwrap_or_else(|| panic!("{s}\n{text}"));
    assert!(at("No error has been found.") < at("The coverage statistics at ") && at("End of statistics.") < at("14 states generated"), "{text}");
}

/// `--coverage MINUTES` also reports while the search runs (TLC's
/// `-coverage N`), its counts growing to the final report's.
#[test]
fn coverage_is_reported_while_searching() {
    let dir = repo_root().join("tests/recover");
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&dir)
            .args(["check", "Counters.tla", "--cfg", "Counters.success.cfg", "--workers", "1", "--coverage"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        // Each report's lines (without its dated first line).
        text.split("The coverage statistics at ")
            .skip(1)
            .map(|r| r.lines().skip(1).take_while(|l| *l != "End of statistics.").map(str::to_string).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    };
    let at_end = run(&[]);
    assert_eq!(at_end.len(), 1);
    // Every 0.12 s of a search of about a second.
    let reports = run(&["0.002"]);
    assert!(reports.len() >= 2, "{}", reports.len());
    assert_eq!(reports.last(), at_end.last());
    assert_ne!(reports[0], at_end[0], "an early report counts less");
}
