//! TLC's trace-exploration spec (`SPEC_TTrace_SECONDS.tla`), which `tlars
//! tlc` writes after a violation as TLC does: checked again, by tlars, it
//! violates its own invariant or property at the end of a behaviour made
//! of the same states as the error trace.

use std::process::Command;
use test_support::{repo_root, ScratchDir};

/// The states of the trace a report prints (their variable lines, in
/// order), and the report's last line naming the trace spec, if any.
fn states_and_spec(stdout: &str) -> (Vec<String>, Option<String>) {
    let states = stdout.lines().filter(|l| l.starts_with("/\\ ")).map(str::to_string).collect();
    let spec = stdout.lines().find_map(|l| l.strip_prefix("Trace exploration spec path: ")).map(str::to_string);
    (states, spec)
}

#[test]
fn trace_specs_replay_the_trace() {
    let dir = ScratchDir::new("trace-spec");
    for f in ["TraceSpec.tla", "TraceSpec.cfg", "TraceSpec.stuttering.cfg", "TraceSpec.lasso.cfg"] {
        std::fs::copy(repo_root().join("tests/trace-spec").join(f), dir.join(f)).unwrap();
    }
    let tlars = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&*dir).args(args).output().unwrap();
    for (cfg, status) in [("TraceSpec.cfg", 12), ("TraceSpec.stuttering.cfg", 13), ("TraceSpec.lasso.cfg", 13)] {
        let out = tlars(&["tlc", "-config", cfg, "TraceSpec.tla"]);
        assert_eq!(out.status.code(), Some(status), "{cfg}");
        let (states, spec) = states_and_spec(&String::from_utf8_lossy(&out.stdout));
        let spec = spec.unwrap_or_else(|| panic!("{cfg}: no trace spec written"));
        assert!(spec.starts_with("./TraceSpec_TTrace_"), "{spec}");
        let replay = tlars(&["check", &spec, "--cfg", &spec]);
        let text = String::from_utf8_lossy(&replay.stdout);
        assert_eq!(replay.status.code(), Some(status), "{cfg}: {text}");
        let (replayed, _) = states_and_spec(&text);
        assert_eq!(replayed, states, "{cfg}");
        let expected = if status == 12 { "Invariant _inv is violated." } else { "Temporal property _prop was violated." };
        assert!(text.contains(expected), "{text}");
        std::fs::remove_file(dir.join(&spec)).unwrap();
    }
    // Not with -noTE, nor for tools.
    for extra in ["-noTE", "-tool"] {
        let out = tlars(&["tlc", extra, "-config", "TraceSpec.cfg", "TraceSpec.tla"]);
        assert_eq!(out.status.code(), Some(12));
        assert_eq!(states_and_spec(&String::from_utf8_lossy(&out.stdout)).1, None, "{extra}");
    }
    let written: Vec<_> = std::fs::read_dir(&*dir).unwrap().filter_map(|e| e.ok()).filter(|e| e.file_name().to_string_lossy().contains("_TTrace_")).collect();
    assert!(written.is_empty(), "{written:?}");
}
