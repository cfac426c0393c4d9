//! `tlars tlc`: TLC's own command line. On the corpus models, run as TLC
//! was run for their recorded results (`tlc2.TLC SPEC -config CFG -workers
//! N -lncheck final` from the spec's folder, the corpus libraries on the
//! library path), it gives TLC's exit status and, for a success, TLC's
//! counts and depth.

use std::process::Command;
use test_support::repo_root;

/// The corpus beside the repository and its libraries as a `TLA_PATH`
/// (as TLC was run for its recorded results), or None, said, when it is
/// absent.
fn corpus_and_library() -> Option<(std::path::PathBuf, String)> {
    let corpus = repo_root().join("../shared/corpus");
    if !corpus.join("examples.json").exists() {
        eprintln!("../shared/corpus is absent: skipped");
        return None;
    }
    let library = ["lib/tlapm", "lib/community", "lib/apalache"].map(|l| corpus.join(l).to_string_lossy().into_owned()).join(":");
    Some((corpus, library))
}

#[test]
fn corpus_models_run_with_tlcs_arguments_give_tlcs_results() {
    let Some((corpus, library)) = corpus_and_library() else { return };
    let models: Vec<serde_json::Value> = serde_json::from_str(&std::fs::read_to_string(corpus.join("examples.json")).unwrap()).unwrap();
    // The quickest models TLC checked with any number of workers, without
    // `\cdot` (it needs a system property): ten successes and what
    // failures there are among them.
    let quick = |m: &&serde_json::Value| {
        m["tlc_runtime"].as_str().is_some_and(|t| t <= "00:00:01") && m["workers"].is_null() && m["action_composition"] == false && m["result"] != "unknown"
    };
    let mut chosen: Vec<&serde_json::Value> = models.iter().filter(quick).filter(|m| m["result"] == "success" && !m["distinct"].is_null()).take(10).collect();
    chosen.extend(models.iter().filter(quick).filter(|m| m["result"] != "success").take(3));
    assert!(chosen.len() >= 10, "the corpus has quick models");
    for m in chosen {
        let spec = corpus.join(m["spec"].as_str().unwrap());
        let cfg = corpus.join(m["cfg"].as_str().unwrap());
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(spec.parent().unwrap())
            .env("TLA_PATH", &library)
            .args(["tlc", spec.file_name().unwrap().to_str().unwrap(), "-config", cfg.to_str().unwrap(), "-workers", "1", "-lncheck", "final", "-noTE"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let expected_code = match m["result"].as_str().unwrap() {
            "success" => 0,
            "safety failure" => 12,
            "liveness failure" => 13,
            "deadlock failure" => 11,
            "assumption failure" => 10,
            other => panic!("result {other}"),
        };
        let code = out.status.code().unwrap();
        // (A safety failure may be an Assert, TLC's 14.)
        assert!(code == expected_code || (expected_code == 12 && code == 14), "{}: exit {code}, TLC {expected_code}\n{stdout}", m["cfg"]);
        if expected_code == 0 {
            let counts = format!("{} states generated, {} distinct states found, 0 states left on queue.", m["total"], m["distinct"]);
            assert!(stdout.contains(&counts), "{}: {counts}\n{stdout}", m["cfg"]);
            assert!(stdout.contains(&format!("The depth of the complete state graph search is {}.", m["depth"])), "{}\n{stdout}", m["cfg"]);
        }
    }
}

/// An option TLC does not know is TLC's error and status; one tlars does
/// not have yet says so.
#[test]
fn unknown_and_unsupported_options_are_reported() {
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(repo_root()).arg("tlc").args(args).output().unwrap();
    let out = run(&["-foo", "tests/dump/DiffTrace.tla"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Error: Error: unrecognized option: -foo"));
    let out = run(&["-dfid", "3", "tests/dump/DiffTrace.tla"]);
    assert_eq!(out.status.code(), Some(3));
    // And a model runs as `check` runs it.
    let out = run(&["-config", "tests/dump/DiffTrace.cfg", "-workers", "1", "-difftrace", "-noTE", "tests/dump/DiffTrace"]);
    assert_eq!(out.status.code(), Some(12));
    // (TLC's lines about the run itself aside.)
    let text: String = String::from_utf8_lossy(&out.stdout).lines().skip_while(|l| !l.starts_with("Error:")).map(|l| format!("{l}\n")).collect();
    let expected = std::fs::read_to_string(repo_root().join("tests/dump/DiffTrace.difftrace.expected")).unwrap();
    assert!(text.contains(&expected), "{text}");
}

/// TLC's `-tool` output with what changes from run to run (times, rates,
/// TLC's version and machine) replaced, and the lines printed outside
/// messages (SANY's progress, a parse error's text) left out.
fn normalized_tool_output(text: &str) -> String {
    let start = regex::Regex::new(r"^@!@!@STARTMSG (\d+):\d+ @!@!@$").unwrap();
    let date = regex::Regex::new(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d").unwrap();
    let finished = regex::Regex::new(r"Finished in \d+ms").unwrap();
    let rate = regex::Regex::new(r"\([\d,]+ (s|ds)/min\)").unwrap();
    let seconds = regex::Regex::new(r"in \d\ds at DATE").unwrap();
    // (The estimate from the fingerprints: tlars' are not TLC's.)
    let actual = regex::Regex::new(r"based on the actual fingerprints:  val = .*").unwrap();
    let mut out = Vec::new();
    let mut code: Option<String> = None;
    for line in text.lines() {
        if let Some(c) = start.captures(line) {
            code = Some(c[1].to_string());
            out.push(line.to_string());
        } else if line.starts_with("@!@!@ENDMSG") {
            code = None;
            out.push(line.to_string());
        } else if line.starts_with("exit ") {
            out.push(line.to_string());
        } else if let Some(c) = &code {
            let line = if c == "2262" || c == "2187" { "...".to_string() } else { line.to_string() };
            let line = date.replace_all(&line, "DATE");
            let line = finished.replace_all(&line, "Finished in Nms");
            let line = rate.replace_all(&line, "(N ${1}/min)");
            let line = actual.replace_all(&line, "based on the actual fingerprints:  val = N");
            out.push(seconds.replace_all(&line, "in Ns at DATE").into_owned());
        }
    }
    out.join("\n")
}

/// `tlars tlc -tool` prints TLC's messages as TLC prints them for tools: on
/// each model of `tests/tlc-output` (TLC's own output for it, normalized),
/// the same messages (codes, classes, text) in the same order, and TLC's
/// exit status. The models are those of `tests/check` (and a parse error):
/// a success, a liveness success with three branches, a deadlock, a
/// stuttering counterexample with TLC's warning, a false assumption,
/// subscript warnings, ALIAS.
#[test]
fn tool_messages_are_tlcs() {
    let root = repo_root();
    let dir = root.join("tests/tlc-output");
    let mut names: Vec<String> =
        std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".tool").map(str::to_string)).collect();
    names.sort();
    assert!(names.len() >= 8, "{names:?}");
    for name in names {
        let spec = format!("{}.tla", name.split('.').next().unwrap());
        let folder = if dir.join(&spec).exists() { dir.clone() } else { root.join("tests/check") };
        let out =
            Command::new(env!("CARGO_BIN_EXE_tlars")).current_dir(&folder).args(["tlc", "-tool", "-config", &format!("{name}.cfg"), &spec]).output().unwrap();
        let text = format!("{}exit {}\n", String::from_utf8_lossy(&out.stdout), out.status.code().unwrap());
        let expected = std::fs::read_to_string(dir.join(format!("{name}.tool"))).unwrap();
        assert_eq!(normalized_tool_output(&text), expected.trim_end(), "{name}");
    }
}

/// `-terse` prints lazy sets as written (`SUBSET {1, 2}`), and without it
/// TLC's enumeration: the trace's states as TLC printed them
/// (`tests/terse/*.tlc`), variables in TLC's order.
#[test]
fn terse_prints_sets_as_written() {
    let dir = repo_root().join("tests/terse");
    for (flags, expected) in [(&[][..], "Terse.tlc"), (&["-terse"][..], "Terse.terse.tlc")] {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(&dir)
            .arg("tlc")
            .args(flags)
            .args(["-noTE", "-config", "Terse.cfg", "Terse.tla"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(12));
        let states = |text: &str| -> Vec<Vec<String>> {
            text.split("\n\n")
                .filter(|block| block.contains("/\\ "))
                .map(|block| block.lines().filter(|l| l.starts_with("/\\ ")).map(str::to_string).collect())
                .collect()
        };
        let tlc = std::fs::read_to_string(dir.join(expected)).unwrap();
        assert_eq!(states(&String::from_utf8_lossy(&out.stdout)), states(&tlc), "{flags:?}");
    }
}

/// On eleven corpus models run with TLC's arguments (`-tool -workers 1
/// -lncheck final`, from the spec's folder), `tlars tlc -tool` prints
/// TLC's messages (`tests/tlc-output/corpus`, TLC's output normalized; its
/// first line names the spec and configuration): successes, a model
/// without variables, one with TLC's second collision estimate, safety
/// violations with parameterized actions.
#[test]
fn corpus_tool_messages_are_tlcs() {
    let Some((corpus, library)) = corpus_and_library() else { return };
    let dir = repo_root().join("tests/tlc-output/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    assert!(files.len() >= 10);
    for file in files {
        let expected = std::fs::read_to_string(&file).unwrap();
        let (head, expected) = expected.split_once('\n').unwrap();
        let mut words = head.trim_start_matches("# ").split(' ');
        let (spec, cfg) = (corpus.join(words.next().unwrap()), corpus.join(words.next().unwrap()));
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(spec.parent().unwrap())
            .env("TLA_PATH", &library)
            .args(["tlc", "-tool", spec.file_name().unwrap().to_str().unwrap(), "-config", cfg.to_str().unwrap(), "-workers", "1", "-lncheck", "final"])
            .output()
            .unwrap();
        let text = format!("{}exit {}\n", String::from_utf8_lossy(&out.stdout), out.status.code().unwrap());
        assert_eq!(normalized_tool_output(&text), expected.trim_end(), "{}", file.display());
    }
}

/// TLC's order of strings depends on whether it loads its module
/// `_TLCTrace` (its default run: it writes a trace-exploration spec and
/// its binary trace) or not (`-noTE`): `"level"`, a word of `_TLCTrace`,
/// comes earlier with it. The set `tests/check/TlcStringOrder.tla` prints
/// first, as TLC printed it in each run.
#[test]
fn string_order_follows_tlcs_trace_module() {
    let te_dir = std::env::temp_dir().join(format!("tlars-string-order-te-{}", std::process::id()));
    std::fs::create_dir_all(&te_dir).unwrap();
    let te = te_dir.to_string_lossy().into_owned();
    let runs: [(&[&str], &str); 3] = [
        (&["-teSpecOutDir", &te], "STRING TRUE s Print IF Nat level Cardinality zz distinct"),
        (&["-noTE"], "STRING TRUE s Print IF Nat Cardinality zz level distinct"),
        (&["-noTEBin", "-teSpecOutDir", &te], "STRING TRUE s Print IF Nat Cardinality zz level distinct"),
    ];
    for (flags, expected) in runs {
        let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(repo_root().join("tests/check"))
            .arg("tlc")
            .args(flags)
            .args(["-config", "TlcStringOrder.cfg", "TlcStringOrder.tla"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let set: Vec<&str> =
            text.lines().skip_while(|l| !l.starts_with("{ \"STRING\"")).take(10).map(|l| l.trim_matches(|c: char| " {},\"".contains(c))).collect();
        assert_eq!(set.join(" "), expected, "{flags:?}");
    }
    let _ = std::fs::remove_dir_all(&te_dir);
}
