//! `tlars tlc [TLC's options] SPEC`: TLC's command line, so that a script
//! or CI job that calls `java tlc2.TLC` can call tlars instead. The options
//! are translated to `tlars check` (or `tlars simulate` with `-simulate`)
//! with TLC's meaning; those about TLC's own machinery (fingerprint sets,
//! trace-explorer files, message suppression) are accepted and have
//! nothing to do; those tlars does not have yet say so (exit 3), and an
//! unknown one gets TLC's error (exit 1).

/// What the translation gives: the arguments of `tlars check` or `tlars
/// simulate` (after the program's name), or a message and an exit status.
pub enum Translation {
    Run(Vec<String>),
    Refused(String, u8),
}

/// TLC's options that take no value and change nothing tlars does.
const IGNORED_FLAGS: &[&str] = &["-cleanup", "-nowarning", "-gzip", "-modelcheck", "-debug", "-suppressMessages"];

/// TLC's options that take a value and change nothing tlars does (the
/// fingerprint function and set, trace-explorer output, ...).
/// (`-lncheck`: when TLC checks liveness during the search; tlars checks
/// it once the graph is complete and reports what TLC reports either way.)
const IGNORED_WITH_VALUE: &[&str] = &["-fp", "-fpmem", "-fpbits", "-aril", "-userFile", "-lncheck"];

/// TLC's options tlars does not have yet.
const NOT_YET: &[&str] = &["-dfid", "-view", "-inv", "-invlevel", "-loadTrace", "-postCondition", "-debugger", "-messagesAsErrors"];

fn usage_error(message: &str) -> Translation {
    Translation::Refused(format!("Error: {message}\nUsage: tlars tlc [-option] inputfile"), 1)
}

pub fn translate(args: &[String]) -> Translation {
    let mut out: Vec<String> = Vec::new();
    let mut spec: Option<String> = None;
    // (`-simulate`'s count of behaviours and the files it writes them to.)
    let mut simulate: Option<(Option<String>, Option<String>)> = None;
    let (mut depth, mut seed): (Option<String>, Option<String>) = (None, None);
    // TLC's messages, as TLC prints them or framed for tools (`-tool`).
    let mut messages = "tlc";
    // TLC runs one worker unless told otherwise.
    let mut workers_given = false;
    // TLC's trace-exploration spec after a violation: written unless
    // turned off (or for tools, or with -continue), unless forced; where.
    let (mut trace_spec, mut trace_spec_forced, mut trace_spec_dir) = (true, false, None);
    // The trace it writes beside that spec, read by the module `_TLCTrace`
    // TLC then loads with the spec (which changes TLC's order of strings).
    let mut trace_binary = true;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let value = |i: usize| args.get(i + 1).cloned();
        // (TLC's option names ignore case.)
        let is = |name: &str| arg.eq_ignore_ascii_case(name);
        if !arg.starts_with('-') {
            if spec.is_some() {
                return usage_error(&format!("Error: more than one input file: {} and {arg}", spec.unwrap_or_default()));
            }
            spec = Some(if arg.ends_with(".tla") { arg.to_string() } else { format!("{arg}.tla") });
        } else if is("-help") || is("-h") {
            return Translation::Run(vec!["check".into(), "--help".into()]);
        } else if is("-noTE") || is("-noGenerateSpecTE") {
            trace_spec = false;
        } else if is("-noTEBin") || is("-noGenerateSpecTEBin") {
            trace_binary = false;
        } else if is("-generateSpecTE") {
            trace_spec_forced = true;
        } else if is("-teSpecOutDir") {
            let Some(dir) = value(i) else { return usage_error("Error: Missing directory for -teSpecOutDir.") };
            trace_spec_dir = Some(dir);
            i += 1;
        } else if IGNORED_FLAGS.iter().any(|f| is(f)) {
        } else if IGNORED_WITH_VALUE.iter().any(|f| is(f)) {
            i += 1;
        } else if let Some(name) = NOT_YET.iter().find(|f| is(f)) {
            return Translation::Refused(format!("unsupported: TLC's option {name} is not supported by tlars yet"), 3);
        } else if is("-coverage") {
            match value(i) {
                Some(v) if v.parse::<u64>().is_ok() => {
                    out.extend(["--coverage".into(), v]);
                    i += 1;
                }
                _ => return usage_error("Error: expect an integer for -coverage option."),
            }
        } else if is("-maxSetSize") {
            // TLC refuses to build a set of more elements than this (1000000
            // by default); tlars has no such bound. Raising TLC's bound, the
            // reason to give it, gives TLC's results; lowering it would make
            // TLC fail where tlars does not, so it is refused.
            let Some(v) = value(i) else { return usage_error("Error: maxSetSize required.") };
            match v.parse::<i32>() {
                Ok(n) if n < 0 => return usage_error(&format!("Error: Value in interval [0, {}] for maxSetSize required. But encountered {v}", i32::MAX)),
                Ok(n) if n < 1_000_000 => {
                    return Translation::Refused(
                        format!("unsupported: -maxSetSize {n}: tlars enumerates sets of any size, and cannot refuse the sets larger than {n} as TLC would"),
                        3,
                    )
                }
                Ok(_) => {}
                Err(_) => return usage_error(&format!("Error: An integer for maxSetSize required. But encountered {v}")),
            }
            i += 1;
        } else if is("-terse") {
            out.push("--terse".into());
        } else if is("-tool") {
            messages = "tool";
        } else if is("-deadlock") {
            out.push("--no-deadlock".into());
        } else if is("-difftrace") {
            out.push("--diff-trace".into());
        } else if is("-continue") {
            out.push("--continue".into());
        } else if is("-dump") {
            // `-dump [dot[,colorize][,actionlabels]] FILE`: tlars draws dot
            // with both.
            let (Some(first), second) = (value(i), args.get(i + 2).cloned()) else {
                return usage_error("Error: A file name for dumping states required.");
            };
            // (`-dump FILE`: the states as text, in FILE.dump.)
            if !first.to_ascii_lowercase().starts_with("dot") {
                i += 1;
                out.extend(["--dump-states".into(), if first.ends_with(".dump") { first } else { format!("{first}.dump") }]);
            } else {
                let Some(file) = second else { return usage_error("Error: A file name for dumping states required.") };
                i += 2;
                out.extend(["--dump-dot".into(), if file.ends_with(".dot") { file } else { format!("{file}.dot") }]);
            }
        } else if is("-simulate") || is("-generate") {
            // (`-generate` is TLC's simulation that stops at the first
            // successor it finds; tlars' simulation already takes the
            // actions from a random one and stops at the first with
            // successors, and draws among that action's.)
            // `-simulate [num=N][,file=F][,stats=...]`
            let spec_of = value(i).filter(|v| !v.starts_with('-') && v.contains('='));
            if spec_of.is_some() {
                i += 1;
            }
            let part = |key: &str| spec_of.as_ref().and_then(|v| v.split(',').find_map(|p| p.strip_prefix(key).map(str::to_string)));
            simulate = Some((part("num="), part("file=")));
        } else if is("-config") || is("-workers") || is("-depth") || is("-seed") || is("-checkpoint") || is("-recover") || is("-metadir") {
            let Some(v) = value(i) else {
                return usage_error(&format!("Error: expect a value for {arg} option."));
            };
            i += 1;
            match arg.to_ascii_lowercase().as_str() {
                "-config" => out.extend(["--cfg".into(), v]),
                // (`auto`: one per core, tlars' default.)
                "-workers" if v == "auto" => workers_given = true,
                "-workers" => {
                    workers_given = true;
                    out.extend(["--workers".into(), v]);
                }
                "-depth" => depth = Some(v),
                "-seed" => seed = Some(v),
                "-checkpoint" => out.extend(["--checkpoint".into(), v]),
                "-recover" => out.extend(["--recover".into(), v]),
                // (TLC's states folder: its checkpoints and its disk files.)
                _ => out.extend(["--checkpoint-dir".into(), v.clone(), "--work-dir".into(), v]),
            }
        } else if is("-dumpTrace") {
            let (Some(format), Some(file)) = (value(i), args.get(i + 2).cloned()) else {
                return usage_error("Error: A format and a file name for dumping traces required.");
            };
            i += 2;
            // (tlars reads the format from the file's extension.)
            let extension = match format.to_ascii_lowercase().as_str() {
                "json" => ".json",
                "tla" => ".tla",
                _ => return Translation::Refused(format!("unsupported: TLC's -dumpTrace {format} is not supported by tlars yet (json and tla are)"), 3),
            };
            out.extend(["--dump-trace".into(), if file.to_lowercase().ends_with(extension) { file } else { format!("{file}{extension}") }]);
        } else {
            return usage_error(&format!("Error: unrecognized option: {arg}"));
        }
        i += 1;
    }
    let Some(spec) = spec else { return usage_error("Error: Missing input TLA+ module.") };
    let continues = out.iter().any(|a| a == "--continue");
    let is_trace_spec = spec.contains("_TTrace_");
    let writes_trace_spec = trace_spec_forced || (trace_spec && messages != "tool" && !continues && !is_trace_spec);
    if !(writes_trace_spec && trace_binary) {
        out.push("--no-trace-module".into());
    }
    if writes_trace_spec {
        let dir = trace_spec_dir.unwrap_or_else(|| match std::path::Path::new(&spec).parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_string_lossy().into_owned(),
            _ => ".".to_string(),
        });
        out.extend(["--trace-spec-dir".into(), dir]);
    }
    if !workers_given {
        out.extend(["--workers".into(), "1".into()]);
    }
    out.extend(["--messages".into(), messages.into()]);
    let mut command = match &simulate {
        Some((num, file)) => {
            let mut c = vec!["simulate".to_string(), spec];
            if let Some(n) = num {
                c.extend(["--traces".into(), n.clone()]);
            }
            if let Some(f) = file {
                c.extend(["--trace-files".into(), f.clone()]);
            }
            if let Some(d) = depth {
                c.extend(["--depth".into(), d]);
            }
            if let Some(s) = seed {
                c.extend(["--seed".into(), s]);
            }
            // (Options of `check` alone have no meaning in a simulation.)
            let mut rest = out.into_iter();
            while let Some(a) = rest.next() {
                match a.as_str() {
                    "--checkpoint" | "--recover" | "--checkpoint-dir" | "--work-dir" => {
                        rest.next();
                    }
                    _ => c.push(a),
                }
            }
            return Translation::Run(c);
        }
        None => vec!["check".to_string(), spec],
    };
    command.extend(out);
    Translation::Run(command)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Vec<String> {
        match translate(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>()) {
            Translation::Run(v) => v,
            Translation::Refused(m, _) => panic!("{m}"),
        }
    }

    fn refused(args: &[&str]) -> (String, u8) {
        match translate(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>()) {
            Translation::Run(v) => panic!("ran {v:?}"),
            Translation::Refused(m, code) => (m, code),
        }
    }

    #[test]
    fn tlc_options_become_check_options() {
        assert_eq!(
            run(&["-config", "M.cfg", "-workers", "4", "-deadlock", "-difftrace", "-cleanup", "-fp", "3", "Spec"]),
            ["check", "Spec.tla", "--cfg", "M.cfg", "--workers", "4", "--no-deadlock", "--diff-trace", "--trace-spec-dir", ".", "--messages", "tlc"]
        );
        assert_eq!(
            run(&["-workers", "auto", "-dumpTrace", "json", "t.json", "Spec.tla"]),
            ["check", "Spec.tla", "--dump-trace", "t.json", "--trace-spec-dir", ".", "--messages", "tlc"]
        );
        assert_eq!(
            run(&["-metadir", "m", "-checkpoint", "5", "S.tla"]),
            ["check", "S.tla", "--checkpoint-dir", "m", "--work-dir", "m", "--checkpoint", "5", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
    }

    #[test]
    fn simulate_takes_its_count_depth_and_seed() {
        assert_eq!(
            run(&["-simulate", "num=20", "-depth", "50", "-seed", "7", "-workers", "2", "-deadlock", "S"]),
            [
                "simulate",
                "S.tla",
                "--traces",
                "20",
                "--depth",
                "50",
                "--seed",
                "7",
                "--workers",
                "2",
                "--no-deadlock",
                "--trace-spec-dir",
                ".",
                "--messages",
                "tlc"
            ]
        );
        assert_eq!(run(&["-simulate", "S"]), ["simulate", "S.tla", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(run(&["-tool", "-simulate", "S"]), ["simulate", "S.tla", "--no-trace-module", "--workers", "1", "--messages", "tool"]);
        // TLC's trace spec: where, and when not.
        assert_eq!(run(&["-teSpecOutDir", "te", "d/S.tla"]), ["check", "d/S.tla", "--trace-spec-dir", "te", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(run(&["d/S.tla"]), ["check", "d/S.tla", "--trace-spec-dir", "d", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(run(&["-noTE", "S.tla"]), ["check", "S.tla", "--no-trace-module", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(run(&["-tool", "S.tla"]), ["check", "S.tla", "--no-trace-module", "--workers", "1", "--messages", "tool"]);
        // (Nor its binary trace, which TLC's module _TLCTrace reads.)
        assert_eq!(run(&["-noTEBin", "S.tla"]), ["check", "S.tla", "--no-trace-module", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(run(&["S_TTrace_123.tla"]), ["check", "S_TTrace_123.tla", "--no-trace-module", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(
            run(&["-simulate", "file=tr,num=2", "S"]),
            ["simulate", "S.tla", "--traces", "2", "--trace-files", "tr", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
    }

    #[test]
    fn unknown_missing_and_unsupported_options_are_refused() {
        assert_eq!(refused(&["-foo", "S.tla"]).1, 1);
        assert!(refused(&["-foo", "S.tla"]).0.contains("unrecognized option: -foo"));
        assert!(refused(&["-workers"]).0.contains("expect a value for -workers"));
        assert!(refused(&["-workers", "1"]).0.contains("Missing input TLA+ module."));
        assert_eq!(refused(&["-dfid", "3", "S.tla"]).1, 3);
        assert_eq!(run(&["-maxSetSize", "100000000", "S.tla"]), ["check", "S.tla", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(refused(&["-maxSetSize", "10", "S.tla"]).1, 3);
        assert!(refused(&["-maxSetSize", "x", "S.tla"]).0.contains("An integer for maxSetSize required. But encountered x"));
        assert_eq!(
            run(&["-terse", "-generate", "num=3", "S.tla"]),
            ["simulate", "S.tla", "--traces", "3", "--terse", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
        assert_eq!(run(&["-coverage", "1", "S.tla"]), ["check", "S.tla", "--coverage", "1", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(refused(&["-coverage", "x", "S.tla"]).1, 1);
        assert_eq!(run(&["-continue", "S.tla"]), ["check", "S.tla", "--continue", "--no-trace-module", "--workers", "1", "--messages", "tlc"]);
        assert_eq!(
            run(&["-dump", "dot,colorize,actionlabels", "g", "S.tla"]),
            ["check", "S.tla", "--dump-dot", "g.dot", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
        assert_eq!(
            run(&["-dump", "states", "S.tla"]),
            ["check", "S.tla", "--dump-states", "states.dump", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
        assert_eq!(
            run(&["-dumpTrace", "tla", "t.tla", "S.tla"]),
            ["check", "S.tla", "--dump-trace", "t.tla", "--trace-spec-dir", ".", "--workers", "1", "--messages", "tlc"]
        );
        assert_eq!(refused(&["-dumpTrace", "tlcplain", "t.txt", "S.tla"]).1, 3);
    }
}
