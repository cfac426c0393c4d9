//! `--dump-dot FILE`: the state graph as TLC's `-dump
//! dot,actionlabels,colorize FILE` draws it. Nodes are named by
//! fingerprint, which differ (TLC draws its own anew on every run), so the
//! graphs are compared with each node named by its label: the same
//! states, initial ones filled, the same labelled and coloured edges, the
//! same ranks and the same legend, and the same layout lines.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;
use test_support::repo_root;

/// A dot file as TLC writes it, its nodes named by their labels.
#[derive(Debug, PartialEq)]
struct Graph {
    initial: BTreeSet<String>,
    states: BTreeSet<String>,
    /// (from, edge attributes, to), in the order written.
    edges: Vec<(String, String, String)>,
    ranks: Vec<BTreeSet<String>>,
    /// Every other line: the header, the legend.
    layout: Vec<String>,
}

fn read(text: &str) -> Graph {
    let mut labels: BTreeMap<String, String> = BTreeMap::new();
    let label_of = |line: &str| -> String {
        // (Up to the first quote not escaped by a backslash.)
        let rest = line.split_once("[label=\"").unwrap().1;
        let mut end = 0;
        let mut escaped = false;
        for (i, c) in rest.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        rest[..end].to_string()
    };
    for line in text.lines() {
        if line.contains(" [label=\"") && !line.contains(" -> ") {
            let id = line.split(' ').next().unwrap().to_string();
            labels.insert(id, label_of(line));
        }
    }
    let name = |id: &str| labels.get(id).cloned().unwrap_or_else(|| panic!("node {id} has no label"));
    let mut g = Graph { initial: BTreeSet::new(), states: BTreeSet::new(), edges: Vec::new(), ranks: Vec::new(), layout: Vec::new() };
    for line in text.lines() {
        if let Some((from, rest)) = line.split_once(" -> ") {
            let (to, attributes) = rest.split_once(' ').unwrap();
            g.edges.push((name(from), attributes.to_string(), name(to)));
        } else if let Some(ids) = line.strip_prefix("{rank = same; ") {
            g.ranks.push(ids.trim_end_matches('}').split(';').filter(|s| !s.is_empty()).map(name).collect());
        } else if line.contains(",style = filled]") && line.starts_with(|c: char| c == '-' || c.is_ascii_digit()) {
            g.initial.insert(label_of(line));
            g.states.insert(label_of(line));
        } else if line.contains(",tooltip=") && line.starts_with(|c: char| c == '-' || c.is_ascii_digit()) {
            g.states.insert(label_of(line));
        } else {
            g.layout.push(line.to_string());
        }
    }
    g
}

#[test]
fn the_state_graph_is_drawn_as_tlc_draws_it() {
    let dir = std::env::temp_dir().join(format!("tlars-dump-dot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // (Loops' 13 edges include self-loops, edges back to states found
    // before and several between the same states, all of which TLC draws;
    // Legend's fifteen operators are listed in TLC's order.)
    for (model, states) in [("DiffTrace", 9), ("DumpTrace", 115), ("Loops", 3), ("Legend", 1)] {
        for workers in ["1", "2"] {
            let out = dir.join(format!("{model}-{workers}.dot"));
            let status = Command::new(env!("CARGO_BIN_EXE_tlars"))
                .current_dir(repo_root())
                .args(["check", &format!("tests/dump/{model}.tla"), "--cfg", &format!("tests/dump/{model}.graph.cfg"), "--workers", workers])
                .args(["--dump-dot", out.to_str().unwrap()])
                .output()
                .unwrap()
                .status;
            assert_eq!(status.code(), Some(0));
            let ours = read(&std::fs::read_to_string(&out).unwrap());
            let tlc = read(&std::fs::read_to_string(repo_root().join(format!("tests/dump/{model}.tlc.dot"))).unwrap());
            assert_eq!(ours.states.len(), states);
            assert_eq!(ours, tlc, "{model}, {workers} workers");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--dump-states FILE` (and `tlars tlc -dump FILE`): every distinct state
/// in the order found, byte for byte as TLC's `-dump FILE` writes them,
/// at any number of workers.
#[test]
fn the_states_are_dumped_as_tlc_dumps_them() {
    let dir = std::env::temp_dir().join(format!("tlars-dump-states-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for model in ["DiffTrace", "DumpTrace"] {
        let tlc = std::fs::read_to_string(repo_root().join(format!("tests/dump/{model}.tlc.dump"))).unwrap();
        for workers in ["1", "2"] {
            let out = dir.join(format!("{model}-{workers}.dump"));
            let status = Command::new(env!("CARGO_BIN_EXE_tlars"))
                .current_dir(repo_root())
                .args(["check", &format!("tests/dump/{model}.tla"), "--cfg", &format!("tests/dump/{model}.graph.cfg"), "--workers", workers])
                .args(["--dump-states", out.to_str().unwrap()])
                .status()
                .unwrap();
            assert_eq!(status.code(), Some(0));
            assert_eq!(std::fs::read_to_string(&out).unwrap(), tlc, "{model}, {workers} workers");
        }
        // TLC's own option, which adds `.dump` to the name.
        let base = dir.join(format!("{model}-tlc"));
        let status = Command::new(env!("CARGO_BIN_EXE_tlars"))
            .current_dir(repo_root())
            .args(["tlc", "-config", &format!("tests/dump/{model}.graph.cfg"), "-dump", base.to_str().unwrap(), &format!("tests/dump/{model}.tla")])
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(0));
        assert_eq!(std::fs::read_to_string(dir.join(format!("{model}-tlc.dump"))).unwrap(), tlc);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A dump whose file cannot be made stops the run before the search, with
/// the file named (the dump is made from the split actions, in the
/// library's check).
#[test]
fn a_dump_that_cannot_be_written_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_tlars"))
        .current_dir(repo_root())
        .args(["check", "tests/dump/DumpTrace.tla", "--cfg", "tests/dump/DumpTrace.graph.cfg", "--dump-dot", "/nonexistent-folder/graph.dot"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(255), "{stdout}");
    assert!(stdout.contains("the states cannot be written to /nonexistent-folder/graph.dot"), "{stdout}");
    assert!(!stdout.contains("states generated"), "{stdout}");
}
