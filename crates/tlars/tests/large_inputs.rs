//! Generated inputs too large to keep as files: a line longer than Rust's
//! formatting widths, random bytes, configurations with many model values,
//! long chains of definitions. Each expectation was taken from SANY or TLC
//! on the same generated input.

use std::path::Path;
use std::process::{Command, Output};
use test_support::ScratchDir;

fn tlars(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(dir).args(args).output().expect("run tlars")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A diagnostic at column 70,015 (past the 65,535 Rust's `format!` takes as
/// a width) renders in every format. SANY: "line 3, col 70015 to line 3,
/// col 70015 of module Long: Could not find declaration or definition of
/// symbol 'y'."
#[test]
fn a_diagnostic_far_right_on_a_long_line_renders() {
    let dir = ScratchDir::new("tlars-long-line");
    let long = "é".repeat(70_000);
    std::fs::write(dir.join("Long.tla"), format!("---- MODULE Long ----\nEXTENDS Naturals\nA == \"{long}\" = 1 + y\n====\n")).unwrap();
    for format in ["human", "short", "json"] {
        let out = tlars(&dir, &["parse", "--message-format", format, "Long.tla"]);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(150), "{format}: {stdout}{}", text(&out.stderr));
        assert!(out.stderr.is_empty(), "{format}: {}", text(&out.stderr));
        assert!(stdout.contains("unknown identifier `y`"), "{format}: {stdout}");
        let place = match format {
            "human" => "Long.tla:3:70015]",
            "short" => "Long.tla:3:70015: error",
            _ => "\"start_column\":70015",
        };
        assert!(stdout.contains(place), "{format}: {stdout}");
        assert!(stdout.len() < 4_000, "{format}: {} bytes", stdout.len());
    }
}

/// 1 MiB of random bytes after a module header: tlars reports up to
/// `MAX_ERRORS` (100) errors and then says it stops (SANY stops at its first
/// error, a lexical one). The count and the output
/// are bounded, whatever the input's size: they were one diagnostic per
/// character (26 MB of output for 256 KiB, in 29 s).
#[test]
fn random_bytes_give_a_bounded_report() {
    let dir = ScratchDir::new("tlars-random");
    let mut rng = test_support::mutation::Rng::new(0x5eed_0033);
    let mut bytes = b"---- MODULE Random ----\n".to_vec();
    bytes.extend((0..1 << 20).map(|_| rng.below(256) as u8));
    bytes.extend(b"\n====\n");
    std::fs::write(dir.join("Random.tla"), &bytes).unwrap();
    let out = tlars(&dir, &["parse", "--message-format", "json", "Random.tla"]);
    assert_eq!(out.status.code(), Some(150), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 101, "{stdout}");
    assert!(lines[100].contains("\"message\":\"too many errors; stopping after 100\""), "{}", lines[100]);
    let out = tlars(&dir, &["parse", "Random.tla"]);
    assert_eq!(out.status.code(), Some(150));
    assert!(out.stdout.len() < 200_000, "{} bytes of human diagnostics", out.stdout.len());
    assert_eq!(text(&out.stdout).matches("\n  × ").count(), 101);
}

/// A configuration of 200,000 model values loads in linear time (finding
/// the model values a trace spec declares compared each with all before it:
/// 100,000 took 8.5 s). TLC on the same model: "2 states generated, 1
/// distinct states found, 0 states left on queue", depth 1.
#[test]
fn many_model_values_load() {
    let dir = ScratchDir::new("tlars-model-values");
    let n = 200_000;
    std::fs::write(
        dir.join("MV.tla"),
        format!(
            "---- MODULE MV ----\nEXTENDS FiniteSets\nCONSTANT Procs\nVARIABLE x\nInit == x = Cardinality(Procs)\nNext == UNCHANGED x\nInv == x = {n}\n====\n"
        ),
    )
    .unwrap();
    let values: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
    std::fs::write(dir.join("MV.cfg"), format!("CONSTANT Procs = {{{}}}\nINIT Init\nNEXT Next\nINVARIANT Inv\n", values.join(", "))).unwrap();
    let out = tlars(&dir, &["check", "MV.tla"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("2 states generated, 1 distinct states found, 0 states left on queue."), "{stdout}");
    assert!(stdout.contains("The depth of the complete state graph search is 1."), "{stdout}");
}

/// A chain of 200,000 distinct definitions (`D1 == D0 + 1`, ...) is no
/// runaway recursion: it resolves, compiles and evaluates (it nested past
/// the 100,000 applications taken as recursion without end). TLC: "2 states
/// generated, 1 distinct states found, 0 states left on queue", depth 1.
#[test]
fn a_long_chain_of_definitions_is_evaluated() {
    let dir = ScratchDir::new("tlars-chain");
    let n = 200_000;
    let mut spec = String::from("---- MODULE Chain ----\nEXTENDS Naturals\nVARIABLE x\nD0 == 0\n");
    for i in 1..n {
        spec.push_str(&format!("D{i} == D{} + 1\n", i - 1));
    }
    spec.push_str(&format!("Init == x = D{}\nNext == UNCHANGED x\nInv == x = {}\n====\n", n - 1, n - 1));
    std::fs::write(dir.join("Chain.tla"), spec).unwrap();
    std::fs::write(dir.join("Chain.cfg"), "INIT Init\nNEXT Next\nINVARIANT Inv\n").unwrap();
    let out = tlars(&dir, &["check", "Chain.tla"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("2 states generated, 1 distinct states found, 0 states left on queue."), "{stdout}");
    assert!(stdout.contains("The depth of the complete state graph search is 1."), "{stdout}");
}
