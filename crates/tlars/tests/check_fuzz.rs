//! No-panic, no-abort and no-hang test of the whole checker on broken
//! models (issue 33).
//!
//! Real models — small ones of `../shared/corpus` (TLC runtime at most
//! 5 s) and the cases of `tests/check` — are mutated deterministically:
//! their module with the harness' mutations (`test_support::mutation`:
//! deletions, insertions, line swaps and repeats, truncation) and
//! token-level ones (a token deleted, duplicated or swapped with the next,
//! a name replaced by another), huge numerals, deep nesting (thousands of
//! parentheses, IF/THEN/ELSE, braces, tuples, LETs or negations around an
//! expression; deep recursion), a BOM, invalid UTF-8 bytes and truncation
//! inside a character; their configuration with the harness' mutations
//! and configuration-aware ones: a constant given a value of the wrong
//! kind (a string, a set, a model value, a huge or negative number), an
//! operator with arguments, a constant, a variable or a built-in (Append,
//! TRUE, Nat, 42) named as INVARIANT, PROPERTY, CONSTRAINT, INIT, NEXT,
//! SPECIFICATION, VIEW, ALIAS, SYMMETRY..., a constant left unassigned, a
//! substitution `<-` of an undefined or built-in name, a definition
//! overridden by a value, one section keyword replaced by another.
//!
//! Each mutant is written to a scratch folder with the modules of the
//! model's folder it names, and checked by the tlars binary as a
//! subprocess, `check M.tla --cfg M.cfg --workers 1 --max-depth 3
//! --max-memory 2G` with the corpus' library folders, under a wall-clock
//! limit. A failure is an internal error or a panic message on standard
//! error, death by a signal (an abort, a stack overflow, a segmentation
//! fault), an exit status that is none of tlars' (0, 1, 3, 4, 10-14,
//! 75-77, 150-153, 255), or the time limit (a timeout is a failure only
//! when the unmutated model runs well within the limit). Failures are
//! saved, each in a folder with its files and `reason.txt`, for replay.
//!
//! `CHECK_MUTANTS=N` sets the number of mutants (default 300, the fast
//! slice the suite runs), `CHECK_FUZZ_SEED` the seed, `CHECK_FUZZ_TIMEOUT`
//! the limit in seconds (default 20), `CHECK_FUZZ_SAVE` the folder the
//! failures are saved in (default `tlars-check-fuzz` in the temporary
//! folder), `CHECK_FUZZ_TLARS` the binary checked (default this build's);
//! `CHECK_FUZZ_VERBOSE=1` prints every mutant's outcome.

use checker_run::process::{run, Exit, Run};
use regex::Regex;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use test_support::mutation::{mutate, Alphabet, Rng};
use test_support::{repo_root, ScratchDir};

const DEFAULT_MUTANTS: usize = 300;
const DEFAULT_SEED: u64 = 0x33c4_ec4f;
const DEFAULT_TIMEOUT_S: u64 = 20;
/// The largest TLC runtime (HH:MM:SS) of a corpus model used as a seed.
const MAX_RUNTIME: &str = "00:00:05";
/// The corpus' library folders, as TLC had them on its path.
const LIBRARIES: [&str; 3] = ["lib/tlapm", "lib/community", "lib/apalache"];
/// Exit statuses tlars gives (TLC's, 3 unsupported, 4 bounded, 1 and 2 the
/// command line's).
const OK_STATUSES: &[i32] = &[0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 75, 76, 77, 150, 151, 152, 153, 255];

const TLA_TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "]_",
    "{",
    "}",
    "<<",
    ">>",
    ">>_",
    "/\\",
    "\\/",
    "==",
    "\"",
    "(*",
    "*)",
    "\\*",
    "CASE",
    "->",
    "[]",
    "<>",
    "LET",
    "IN",
    "IF",
    "THEN",
    "ELSE",
    "OTHER",
    "----",
    "====",
    ":",
    "::",
    ",",
    ".",
    "!",
    "@",
    "'",
    "_",
    "WF_",
    "SF_",
    "EXCEPT",
    "![1] =",
    "|->",
    "<-",
    "INSTANCE",
    "WITH",
    "EXTENDS",
    "VARIABLE",
    "CONSTANT",
    "RECURSIVE",
    "LOCAL",
    "ASSUME",
    "ENABLED",
    "UNCHANGED",
    "SUBSET",
    "UNION",
    "DOMAIN",
    "\\X",
    "\\in",
    "\\notin",
    "\\subseteq",
    "\\cup",
    "\\cap",
    "\\",
    "=",
    "#",
    "-",
    "-.",
    "+",
    "*",
    "\\div",
    "%",
    "^",
    "^+",
    "..",
    "\\b101",
    "\\hFF",
    "\\o",
    "1.5",
    "0",
    "1",
    "-1",
    "2147483647",
    "2147483648",
    "x",
    "Nat",
    "Int",
    "BOOLEAN",
    "STRING",
    "TRUE",
    "FALSE",
    "Len",
    "Append",
    "Head",
    "Tail",
    "Seq",
    "Cardinality",
    "IsFiniteSet",
    "CHOOSE",
    "\\A x \\in S :",
    "\\E x \\in {} :",
    "\\E",
    "LAMBDA",
    "F(_, _)",
    "[x \\in {} |-> 1]",
    "[a |-> 1]",
    "[S -> T]",
    "{1, 2}",
    "<<1, 2>>",
    "SUBSET Nat",
    "Nat \\X Nat",
    "TLCGet(\"level\")",
    "Print(1, TRUE)",
    "Assert(FALSE, \"x\")",
    "@@",
    ":>",
    "~>",
    "\\cdot",
    "\\EE",
    "$",
    "\n",
    "\n  /\\ ",
    "\n\\/ ",
    "\t",
    "\r\n",
];

const TLA_CHARS: &[char] = &[
    '∧', '∨', '⟨', '⟩', '≜', '∈', '∀', '□', '◇', '§', 'é', '𝔸', '😀', '\u{0}', '\u{1}', '\u{7f}', '\u{a0}', '\u{feff}', '\u{200b}', '\t', '\r', '\n', '`', '?',
    '#', '&', '|', '~', '%', '^', ';', '\\',
];

const PUNCTUATION: &[char] = &['(', ')', '[', ']', '{', '}', '<', '>', '=', '-', '*', '/', '\\', '"', ':', ',', ' ', '\'', '.'];

const CFG_TOKENS: &[&str] = &[
    "CONSTANT",
    "CONSTANTS",
    "INIT",
    "NEXT",
    "SPECIFICATION",
    "INVARIANT",
    "INVARIANTS",
    "PROPERTY",
    "PROPERTIES",
    "CONSTRAINT",
    "ACTION_CONSTRAINT",
    "SYMMETRY",
    "VIEW",
    "ALIAS",
    "POSTCONDITION",
    "CHECK_DEADLOCK",
    "TRUE",
    "FALSE",
    "=",
    "==",
    "<-",
    "!",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    "<<",
    ">>",
    "-",
    "-1",
    "0",
    "1",
    "2147483648",
    "99999999999999999999",
    "\"",
    "\"str\"",
    "(*",
    "*)",
    "\\*",
    "----",
    "====",
    "\n",
    "x",
    "Nat",
    "Append",
];

const CFG_CHARS: &[char] = &['\u{0}', '\u{feff}', 'é', '⟨', '←', '\t', '\r', '\n', '"', '\\', '{', '}', '='];

/// Values of the wrong kind for a constant. (Not 2147483647: a constant
/// that sizes the model, `N = 2147483647` processes, makes a model TLC too
/// explores without end, which is no hang of tlars'.)
const WRONG_VALUES: &[&str] = &[
    "\"str\"",
    "\"\"",
    "{}",
    "{1, 2}",
    "{\"a\", \"b\"}",
    "{{}}",
    "{a, b, c}",
    "mv",
    "a",
    "99999999999999999999",
    "2147483648",
    "-2147483648",
    "-1",
    "0",
    "-99999999999999999999",
    "TRUE",
    "FALSE",
    "<<>>",
    "<<1, \"a\">>",
    "<<{1}, <<>>>>",
    "{<<1, 2>>, {3}}",
    "{1, \"a\", TRUE, mv}",
    "Nat",
];

/// Names that are not the model's operators: built-ins, literals, nothing.
const BUILTIN_NAMES: &[&str] = &[
    "Append",
    "TRUE",
    "FALSE",
    "Nat",
    "Int",
    "BOOLEAN",
    "STRING",
    "42",
    "-1",
    "\"str\"",
    "Len",
    "Seq",
    "Head",
    "Cardinality",
    "Print",
    "Assert",
    "TLCGet",
    "Permutations",
    "ToString",
    "JavaTime",
    "Undefined",
    "NoSuchOperator",
    "=",
    "\\in",
    "SUBSET",
    "ENABLED",
    "@",
];

/// Section keywords that name a definition.
const NAMING_SECTIONS: &[&str] = &[
    "INVARIANT",
    "INVARIANTS",
    "PROPERTY",
    "PROPERTIES",
    "CONSTRAINT",
    "ACTION_CONSTRAINT",
    "INIT",
    "NEXT",
    "SPECIFICATION",
    "VIEW",
    "ALIAS",
    "SYMMETRY",
    "POSTCONDITION",
];

const ALL_SECTIONS: &[&str] = &[
    "CONSTANT",
    "CONSTANTS",
    "INIT",
    "NEXT",
    "SPECIFICATION",
    "INVARIANT",
    "INVARIANTS",
    "PROPERTY",
    "PROPERTIES",
    "CONSTRAINT",
    "CONSTRAINTS",
    "ACTION_CONSTRAINT",
    "SYMMETRY",
    "VIEW",
    "ALIAS",
    "POSTCONDITION",
    "CHECK_DEADLOCK",
];

/// (Not `1..2147483647`: a variable holding it is legitimately slow, 20 s
/// and more, as in TLC: a timeout that is no hang.)
const HUGE_NUMERALS: &[&str] = &[
    "99999999999999999999",
    "2147483648",
    "2147483647",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551616",
    "(-2147483648)",
    "(-2147483647 - 1)",
    "(2147483647 + 1)",
    "(2147483647 * 2147483647)",
    "(2^31)",
    "(2^62)",
    "(2^64)",
    "(-2147483648 \\div -1)",
    "(-2147483648 % -1)",
    "(1 \\div 0)",
    "(1 % 0)",
    "(0^0)",
    "(2^-1)",
    "\\h7FFFFFFF",
    "\\hFFFFFFFFFFFFFFFFFFFF",
    "\\b11111111111111111111111111111111111",
    "\\o77777777777",
    "0000000000000000000000000000000000001",
];

/// A small model: a module (its folder's other modules beside it) and a
/// configuration.
struct Model {
    /// What it is called in reports.
    name: String,
    /// The module's and the configuration's file names.
    spec_file: String,
    cfg_file: String,
    spec: String,
    cfg: String,
    /// The other modules of its folder it may load (by name, transitively).
    siblings: Vec<(String, Vec<u8>)>,
    /// Extra command-line arguments (TLC's -D properties).
    extra: Vec<String>,
}

fn corpus_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("TLARS_CORPUS").map(PathBuf::from).unwrap_or_else(|| repo_root().join("../shared/corpus"));
    dir.join("examples.json").is_file().then(|| dir.canonicalize().unwrap())
}

/// The modules of `dir` other than `spec_file` that `text` names, and
/// those they name in turn.
fn siblings(dir: &Path, spec_file: &str, text: &str) -> Vec<(String, Vec<u8>)> {
    let word = Regex::new(r"[A-Za-z0-9_]+").unwrap();
    let mut available: HashMap<String, PathBuf> = HashMap::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        if let Some(stem) = file.strip_suffix(".tla") {
            if file != spec_file {
                available.insert(stem.to_string(), entry.path());
            }
        }
    }
    let mut taken: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut todo = vec![text.to_string()];
    while let Some(t) = todo.pop() {
        for w in word.find_iter(&t) {
            if let Some(path) = available.remove(w.as_str()) {
                let bytes = std::fs::read(&path).unwrap();
                todo.push(String::from_utf8_lossy(&bytes).into_owned());
                taken.insert(format!("{}.tla", w.as_str()), bytes);
            }
        }
    }
    taken.into_iter().collect()
}

fn load_model(name: String, spec_path: &Path, cfg_path: &Path, extra: Vec<String>) -> Option<Model> {
    let spec = std::fs::read_to_string(spec_path).ok()?;
    let cfg = std::fs::read_to_string(cfg_path).ok()?;
    let spec_file = spec_path.file_name()?.to_string_lossy().into_owned();
    let mut cfg_file = cfg_path.file_name()?.to_string_lossy().into_owned();
    if cfg_file == spec_file.replace(".tla", ".cfg") || !cfg_file.ends_with(".cfg") {
        cfg_file = format!("{}.cfg", spec_file.trim_end_matches(".tla"));
    }
    let siblings = siblings(spec_path.parent()?, &spec_file, &spec);
    Some(Model { name, spec_file, cfg_file, spec, cfg, siblings, extra })
}

/// The seed models: the corpus' quick ones, then `tests/check`'s.
fn models() -> Vec<Model> {
    let root = repo_root();
    let mut out = Vec::new();
    if let Some(corpus) = corpus_dir() {
        for index in ["examples.json", "swarmkit.json"] {
            let Ok(text) = std::fs::read_to_string(corpus.join(index)) else { continue };
            let entries: serde_json::Value = serde_json::from_str(&text).unwrap();
            for e in entries.as_array().into_iter().flatten() {
                let runtime = e["tlc_runtime"].as_str().unwrap_or("99:99:99");
                if runtime > MAX_RUNTIME {
                    continue;
                }
                let (spec, cfg) = (e["spec"].as_str().unwrap(), e["cfg"].as_str().unwrap());
                let extra = if e["action_composition"].as_bool() == Some(true) { vec!["-Dtlc2.tool.impl.Tool.cdot=true".to_string()] } else { vec![] };
                out.extend(load_model(format!("corpus/{cfg}"), &corpus.join(spec), &corpus.join(cfg), extra));
            }
        }
    } else {
        eprintln!("note: no ../shared/corpus (or TLARS_CORPUS); mutating tests/check models only");
    }
    let dir = root.join("tests/check");
    let mut cfgs: Vec<String> =
        std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name().to_string_lossy().into_owned()).filter(|n| n.ends_with(".cfg")).collect();
    cfgs.sort();
    for cfg in cfgs {
        let spec = format!("{}.tla", cfg.split('.').next().unwrap());
        out.extend(load_model(format!("tests/check/{cfg}"), &dir.join(&spec), &dir.join(&cfg), vec![]));
    }
    out
}

// ---------------------------------------------------------------------
// Mutations.

fn tla_alphabet() -> Alphabet<'static> {
    Alphabet { tokens: TLA_TOKENS, chars: TLA_CHARS, punctuation: PUNCTUATION }
}

fn cfg_alphabet() -> Alphabet<'static> {
    Alphabet { tokens: CFG_TOKENS, chars: CFG_CHARS, punctuation: PUNCTUATION }
}

/// What the mutations know of a model: its definitions and its
/// configuration's constants.
struct Names {
    /// Operators defined with arguments.
    with_args: Vec<String>,
    /// Every name defined with `==`.
    defined: Vec<String>,
    variables: Vec<String>,
    /// Names the configuration assigns or substitutes.
    constants: Vec<String>,
}

fn names_of(spec: &str, cfg: &str) -> Names {
    let def = Regex::new(r"(?m)^[ \t]*(?:LOCAL[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)[ \t]*(\([^)]*\)|\[[^\]]*\])?[ \t]*==").unwrap();
    let mut with_args = BTreeSet::new();
    let mut defined = BTreeSet::new();
    for c in def.captures_iter(spec) {
        let name = c[1].to_string();
        if c.get(2).is_some_and(|a| a.as_str().starts_with('(')) {
            with_args.insert(name.clone());
        }
        defined.insert(name);
    }
    let vars = Regex::new(r"(?m)^[ \t]*VARIABLES?[ \t]+([A-Za-z0-9_, \t]+)").unwrap();
    let variables: BTreeSet<String> =
        vars.captures_iter(spec).flat_map(|c| c[1].split(',').map(|v| v.trim().to_string()).collect::<Vec<_>>()).filter(|v| !v.is_empty()).collect();
    let constants: BTreeSet<String> = assignments(cfg).into_iter().map(|a| a.name).collect();
    Names {
        with_args: with_args.into_iter().collect(),
        defined: defined.into_iter().collect(),
        variables: variables.into_iter().collect(),
        constants: constants.into_iter().collect(),
    }
}

/// One `Name = value` or `Name <- name` of a configuration: the whole
/// entry's range and its value's.
struct Assignment {
    name: String,
    entry: (usize, usize),
    value: (usize, usize),
}

/// The end of the value starting at `at` (after spaces): a bracketed
/// value to its closing bracket, a string to its quote, else a word.
fn value_end(text: &str, at: usize) -> usize {
    let b = text.as_bytes();
    let mut i = at;
    let mut depth = 0i32;
    let mut in_string = false;
    while i < b.len() {
        let c = b[i];
        if in_string {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_string = false;
                if depth == 0 {
                    return i + 1;
                }
            }
        } else if c == b'"' {
            in_string = true;
        } else if c == b'{' || c == b'(' || c == b'[' || (c == b'<' && b.get(i + 1) == Some(&b'<')) {
            depth += 1;
            if c == b'<' {
                i += 1;
            }
        } else if c == b'}' || c == b')' || c == b']' || (c == b'>' && b.get(i + 1) == Some(&b'>')) {
            depth -= 1;
            if c == b'>' {
                i += 1;
            }
            if depth <= 0 {
                return i + 1;
            }
        } else if depth == 0 && !(c.is_ascii_alphanumeric() || c == b'_' || c == b'-' || (c == b'.' && i > at)) {
            return i.max(at + 1).min(b.len());
        }
        i += 1;
    }
    b.len()
}

fn assignments(cfg: &str) -> Vec<Assignment> {
    let re = Regex::new(r"([A-Za-z_][A-Za-z0-9_]*)[ \t]*(=|<-)[ \t]*").unwrap();
    let mut out = Vec::new();
    for c in re.captures_iter(cfg) {
        let m = c.get(0).unwrap();
        let start = m.end();
        if start >= cfg.len() {
            continue;
        }
        let end = value_end(cfg, start);
        if end <= start || !cfg.is_char_boundary(end) {
            continue;
        }
        out.push(Assignment { name: c[1].to_string(), entry: (m.start(), end), value: (start, end) });
    }
    out
}

/// A name to put where the configuration names a definition.
fn some_name(rng: &mut Rng, names: &Names) -> String {
    let lists: [&[String]; 4] = [&names.with_args, &names.defined, &names.variables, &names.constants];
    match rng.below(8) {
        0..=2 if !names.with_args.is_empty() => rng.pick(&names.with_args).clone(),
        3 | 4 => rng.pick(BUILTIN_NAMES).to_string(),
        _ => {
            let list = lists[rng.below(4)];
            if list.is_empty() {
                rng.pick(BUILTIN_NAMES).to_string()
            } else {
                rng.pick(list).clone()
            }
        }
    }
}

/// Applies one configuration-aware mutation.
fn mutate_cfg(cfg: &mut String, rng: &mut Rng, names: &Names) -> String {
    let assigned = assignments(cfg);
    match rng.below(12) {
        0 | 1 if !assigned.is_empty() => {
            // A constant given a value of the wrong kind.
            let a = rng.pick(&assigned);
            let v = *rng.pick(WRONG_VALUES);
            let what = format!("{} = {v} (was {})", a.name, &cfg[a.value.0..a.value.1]);
            cfg.replace_range(a.entry.0..a.entry.1, &format!("{} = {v}", a.name));
            what
        }
        2 | 3 => {
            // A definition, an operator with arguments or a built-in named
            // in a section: replacing the name the section gives, or added.
            let section = *rng.pick(NAMING_SECTIONS);
            let name = some_name(rng, names);
            let re = Regex::new(&format!(r"(?m)^{section}S?[ \t\n]+([^ \t\n]+)")).unwrap();
            if let Some(m) = re.captures(cfg).and_then(|c| c.get(1)).filter(|_| rng.below(2) == 0) {
                let what = format!("{section} {name} (was {})", m.as_str());
                cfg.replace_range(m.range(), &name);
                what
            } else {
                cfg.push_str(&format!("\n{section} {name}\n"));
                format!("add {section} {name}")
            }
        }
        4 if !assigned.is_empty() => {
            // A constant left unassigned.
            let a = rng.pick(&assigned);
            let what = format!("unassign {}", &cfg[a.entry.0..a.entry.1]);
            cfg.replace_range(a.entry.0..a.entry.1, "");
            what
        }
        5 => {
            // A substitution of an undefined, a built-in or an operator
            // with arguments, for a constant or a definition.
            let target = if !assigned.is_empty() && rng.below(2) == 0 { rng.pick(&assigned).name.clone() } else { some_name(rng, names) };
            let by = match rng.below(4) {
                0 => "Undefined".to_string(),
                1 => format!("[{}]{}", "M", some_name(rng, names)),
                _ => some_name(rng, names),
            };
            if let Some(a) = assigned.iter().find(|a| a.name == target) {
                let what = format!("{target} <- {by} (was {})", &cfg[a.entry.0..a.entry.1]);
                cfg.replace_range(a.entry.0..a.entry.1, &format!("{target} <- {by}"));
                what
            } else {
                cfg.push_str(&format!("\nCONSTANT {target} <- {by}\n"));
                format!("add CONSTANT {target} <- {by}")
            }
        }
        6 => {
            // A definition or a variable overridden by a value.
            let name = some_name(rng, names);
            let v = *rng.pick(WRONG_VALUES);
            cfg.push_str(&format!("\nCONSTANTS {name} = {v}\n"));
            format!("add CONSTANTS {name} = {v}")
        }
        7 => {
            // One section keyword replaced by another.
            let re = Regex::new(r"(?m)^[A-Z_]+").unwrap();
            let found: Vec<(usize, usize)> = re.find_iter(cfg).map(|m| (m.start(), m.end())).collect();
            if found.is_empty() {
                return "nothing".into();
            }
            let (s, e) = *rng.pick(&found);
            let k = *rng.pick(ALL_SECTIONS);
            let what = format!("keyword {} -> {k}", &cfg[s..e]);
            cfg.replace_range(s..e, k);
            what
        }
        8 => {
            // A duplicated or a contradicting entry.
            let extra = match rng.below(5) {
                0 => "CHECK_DEADLOCK 42".to_string(),
                1 => format!("CHECK_DEADLOCK {}", rng.pick(&["TRUE", "FALSE", "maybe", "\"FALSE\""])),
                2 => format!("SPECIFICATION {}", some_name(rng, names)),
                3 => format!("INIT {}\nNEXT {}", some_name(rng, names), some_name(rng, names)),
                _ => match assigned.first() {
                    Some(a) => format!("CONSTANT {} = {}", a.name, rng.pick(WRONG_VALUES)),
                    None => "CONSTANT X = 1".to_string(),
                },
            };
            cfg.push_str(&format!("\n{extra}\n"));
            format!("add {extra:?}")
        }
        _ => mutate(cfg, rng, &cfg_alphabet()),
    }
}

/// Spans of `re`'s matches after the module's first `==` (in definitions).
fn spans_after_first_def(text: &str, re: &Regex) -> Vec<(usize, usize)> {
    let from = text.find("==").map(|i| i + 2).unwrap_or(0);
    re.find_iter(&text[from..]).map(|m| (from + m.start(), from + m.end())).collect()
}

fn nested(kind: usize, depth: usize, inner: &str) -> (String, &'static str) {
    match kind {
        0 => (format!("{}{inner}{}", "(".repeat(depth), ")".repeat(depth)), "parentheses"),
        1 => (format!("{}{inner}{}", "(IF TRUE THEN ".repeat(depth), " ELSE 0)".repeat(depth)), "IF/THEN/ELSE"),
        2 => (format!("{}{inner}{}", "{".repeat(depth), "}".repeat(depth)), "set braces"),
        3 => (format!("{}{inner}{}", "<<".repeat(depth), ">>".repeat(depth)), "tuples"),
        4 => (format!("({}{inner})", "LET a == 1 IN ".repeat(depth)), "LETs"),
        5 => (format!("({}{inner})", "~".repeat(depth)), "negations"),
        6 => (format!("{}{inner}{}", "(CASE TRUE -> ".repeat(depth), ")".repeat(depth)), "CASEs"),
        7 => (format!("{}{inner}{}", "([i \\in {1} |-> ".repeat(depth), "][1])".repeat(depth)), "function applications"),
        8 => (format!("{}{inner}{}", "(\\E i \\in {1} : ".repeat(depth), ")".repeat(depth)), "quantifiers"),
        _ => (format!("({}{inner})", "0 + ".repeat(depth)), "a long sum"),
    }
}

/// Applies one module-aware mutation.
fn mutate_tla(text: &mut String, rng: &mut Rng, names: &Names) -> String {
    let word = Regex::new(r"[A-Za-z0-9_]+").unwrap();
    match rng.below(14) {
        0 => {
            // A huge or an overflowing numeral.
            let num = Regex::new(r"\b[0-9]+\b").unwrap();
            let spans = spans_after_first_def(text, &num);
            let huge = *rng.pick(HUGE_NUMERALS);
            if spans.is_empty() {
                let at = text.rfind("====").unwrap_or(text.len());
                text.insert_str(at, &format!("\nHugeNumeral == {huge}\n"));
                return format!("add HugeNumeral == {huge}");
            }
            let (s, e) = *rng.pick(&spans);
            let what = format!("numeral {} at {s} -> {huge}", &text[s..e]);
            text.replace_range(s..e, huge);
            what
        }
        1 | 2 => {
            // Deep nesting around a word of a definition.
            let spans = spans_after_first_def(text, &word);
            if spans.is_empty() {
                return "nothing".into();
            }
            let (s, e) = *rng.pick(&spans);
            let depth = *rng.pick(&[20, 200, 1000, 5000, 5000, 20000]);
            let (wrapped, kind) = nested(rng.below(10), depth, &text[s..e]);
            let what = format!("{kind} x{depth} around {:?} at {s}", &text[s..e]);
            text.replace_range(s..e, &wrapped);
            what
        }
        3 => {
            // Deep recursion in evaluation.
            let num = Regex::new(r"\b[0-9]+\b").unwrap();
            let spans = spans_after_first_def(text, &num);
            let n = *rng.pick(&[1000, 100_000, 1_000_000]);
            let def = "\nRECURSIVE DeepRec(_)\nDeepRec(n) == IF n <= 0 THEN 0 ELSE 1 + DeepRec(n - 1)\n";
            let Some(first) = text.find("==") else { return "nothing".into() };
            // Before the first definition's line.
            let line = text[..first].rfind('\n').map(|i| i + 1).unwrap_or(0);
            if spans.is_empty() {
                return "nothing".into();
            }
            let (s, e) = *rng.pick(&spans);
            let what = format!("numeral {} at {s} -> (DeepRec({n}) * 0 + {})", &text[s..e], &text[s..e]);
            let old = text[s..e].to_string();
            text.replace_range(s..e, &format!("(DeepRec({n}) * 0 + {old})"));
            text.insert_str(line, def);
            what
        }
        4 | 5 => {
            // A token deleted, duplicated or swapped with the next.
            let tok = Regex::new(r"[A-Za-z0-9_]+|\\[a-z]+|<<|>>|==|/\\|\\/|[^\sA-Za-z0-9_]").unwrap();
            let toks: Vec<(usize, usize)> = tok.find_iter(text).map(|m| (m.start(), m.end())).collect();
            if toks.len() < 2 {
                return "nothing".into();
            }
            let i = rng.below(toks.len() - 1);
            let ((s, e), (s2, e2)) = (toks[i], toks[i + 1]);
            match rng.below(3) {
                0 => {
                    let what = format!("delete token {:?} at {s}", &text[s..e]);
                    text.replace_range(s..e, "");
                    what
                }
                1 => {
                    let t = text[s..e].to_string();
                    text.insert_str(e, &format!(" {t}"));
                    format!("duplicate token {t:?} at {s}")
                }
                _ => {
                    let (a, b) = (text[s..e].to_string(), text[s2..e2].to_string());
                    text.replace_range(s2..e2, &a);
                    text.replace_range(s..e, &b);
                    format!("swap tokens {a:?} and {b:?} at {s}")
                }
            }
        }
        6 => {
            // A name replaced by another definition's, a variable's or a
            // built-in's (wrong arity, wrong level).
            let spans: Vec<(usize, usize)> = spans_after_first_def(text, &word)
                .into_iter()
                .filter(|&(s, e)| names.defined.iter().any(|d| d == &text[s..e]) || names.variables.iter().any(|v| v == &text[s..e]))
                .collect();
            if spans.is_empty() {
                return "nothing".into();
            }
            let (s, e) = *rng.pick(&spans);
            let by = some_name(rng, names);
            let what = format!("name {} at {s} -> {by}", &text[s..e]);
            text.replace_range(s..e, &by);
            what
        }
        _ => mutate(text, rng, &tla_alphabet()),
    }
}

/// Applies one byte-level mutation: a BOM, invalid UTF-8, truncation
/// inside a character, NULs.
fn mutate_bytes(bytes: &mut Vec<u8>, rng: &mut Rng) -> String {
    let at = rng.below(bytes.len() + 1);
    match rng.below(6) {
        0 => {
            bytes.splice(0..0, [0xEF, 0xBB, 0xBF]);
            "UTF-8 BOM".into()
        }
        1 => {
            let boms: [&[u8]; 3] = [&[0xFF, 0xFE], &[0xFE, 0xFF], &[0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]];
            let bom = *rng.pick(&boms);
            bytes.splice(0..0, bom.iter().copied());
            format!("BOM {bom:02X?}")
        }
        2 | 3 => {
            let bads: [&[u8]; 7] = [&[0xFF], &[0xC3], &[0xED, 0xA0, 0x80], &[0xC0, 0x80], &[0xF8, 0x88, 0x80, 0x80, 0x80], &[0x80, 0x80], &[0xE2, 0x88]];
            let bad = *rng.pick(&bads);
            bytes.splice(at..at, bad.iter().copied());
            format!("invalid UTF-8 {bad:02X?} at {at}")
        }
        4 => {
            // Inside a multi-byte character when there is one.
            let inside = bytes.iter().position(|&b| b >= 0x80).map(|i| i + 1).filter(|_| rng.below(2) == 0).unwrap_or(at);
            bytes.truncate(inside);
            format!("truncate bytes at {inside}")
        }
        _ => {
            bytes.splice(at..at, std::iter::repeat_n(0u8, 1 + rng.below(3)));
            format!("NUL at {at}")
        }
    }
}

/// A mutant: the model's two files, mutated, and what was done.
struct Mutant {
    spec: Vec<u8>,
    cfg: Vec<u8>,
    what: Vec<String>,
}

fn make_mutant(model: &Model, rng: &mut Rng) -> Mutant {
    let names = names_of(&model.spec, &model.cfg);
    let (mut spec, mut cfg) = (model.spec.clone(), model.cfg.clone());
    let mut what = Vec::new();
    // Which files: the module (45%), the configuration (40%), both.
    let target = rng.below(20);
    let (do_spec, do_cfg) = (!(9..17).contains(&target), target >= 9);
    let steps = 1 + rng.below(3);
    for _ in 0..steps {
        if do_spec {
            what.push(format!("tla: {}", mutate_tla(&mut spec, rng, &names)));
        }
        if do_cfg {
            what.push(format!("cfg: {}", mutate_cfg(&mut cfg, rng, &names)));
        }
    }
    let (mut spec, mut cfg) = (spec.into_bytes(), cfg.into_bytes());
    if rng.below(10) == 0 {
        if do_spec {
            what.push(format!("tla bytes: {}", mutate_bytes(&mut spec, rng)));
        } else {
            what.push(format!("cfg bytes: {}", mutate_bytes(&mut cfg, rng)));
        }
    }
    Mutant { spec, cfg, what }
}

// ---------------------------------------------------------------------
// Running.

fn write_model(dir: &Path, model: &Model, spec: &[u8], cfg: &[u8]) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let _ = std::fs::remove_file(entry.path());
    }
    for (file, bytes) in &model.siblings {
        std::fs::write(dir.join(file), bytes).unwrap();
    }
    std::fs::write(dir.join(&model.spec_file), spec).unwrap();
    std::fs::write(dir.join(&model.cfg_file), cfg).unwrap();
}

fn check(dir: &Path, model: &Model, timeout: Duration) -> Run {
    let program = std::env::var_os("CHECK_FUZZ_TLARS").unwrap_or_else(|| env!("CARGO_BIN_EXE_tlars").into());
    let mut cmd = Command::new(program);
    cmd.current_dir(dir).args(["check", &model.spec_file, "--cfg", &model.cfg_file, "--workers", "1", "--max-depth", "3", "--max-memory", "2G"]);
    if let Some(corpus) = corpus_dir() {
        for lib in LIBRARIES {
            cmd.arg("-I").arg(corpus.join(lib));
        }
    }
    cmd.args(&model.extra).env_remove("RUST_BACKTRACE").env("TMPDIR", dir);
    run(cmd, Some(timeout))
}

/// Why a run is a failure, if it is one.
fn failure(r: &Run) -> Option<String> {
    let internal = r.stderr.lines().find(|l| l.contains("tlars: internal error") || l.contains("panicked at") || l.contains("has overflowed its stack"));
    if let Some(line) = internal {
        let place = r.stderr.lines().find(|l| l.trim_start().starts_with("at ")).unwrap_or("").trim();
        return Some(format!("internal error: {line} {place}"));
    }
    match &r.exit {
        Exit::Code(c) if OK_STATUSES.contains(c) => None,
        Exit::Code(c) => Some(format!("unexpected exit status {c}")),
        Exit::Signal(s) => Some(format!("killed by signal {s}")),
        Exit::Timeout => Some("timeout".into()),
        Exit::SpawnError(e) => Some(format!("could not run: {e}")),
    }
}

fn exit_label(r: &Run) -> String {
    match &r.exit {
        Exit::Code(c) => format!("exit {c}"),
        Exit::Signal(s) => format!("signal {s}"),
        Exit::Timeout => "timeout".into(),
        Exit::SpawnError(_) => "spawn error".into(),
    }
}

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[test]
fn mutated_models_never_panic_abort_or_hang() {
    let mutants = env_num("CHECK_MUTANTS", DEFAULT_MUTANTS as u64) as usize;
    let seed = env_num("CHECK_FUZZ_SEED", DEFAULT_SEED);
    let timeout = Duration::from_secs(env_num("CHECK_FUZZ_TIMEOUT", DEFAULT_TIMEOUT_S));
    let verbose = std::env::var_os("CHECK_FUZZ_VERBOSE").is_some_and(|v| v != "0");
    let save = std::env::var_os("CHECK_FUZZ_SAVE").map(PathBuf::from).unwrap_or_else(|| std::env::temp_dir().join("tlars-check-fuzz"));
    let models = models();
    assert!(models.len() >= 20, "too few seed models: {}", models.len());
    let scratch = ScratchDir::new("tlars-check-fuzz");
    let work = scratch.join("m");
    std::fs::create_dir_all(&work).unwrap();

    let mut rng = Rng::new(seed);
    let mut statuses: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures: Vec<String> = Vec::new();
    let mut by_reason: BTreeMap<String, usize> = BTreeMap::new();
    // Models whose unmutated run does not end well within the limit: their
    // mutants' timeouts say nothing.
    let mut slow_models: BTreeMap<usize, bool> = BTreeMap::new();
    let mut slow_timeouts = 0;
    let t0 = Instant::now();
    for n in 0..mutants {
        let m = rng.below(models.len());
        let model = &models[m];
        let mutant = make_mutant(model, &mut rng);
        write_model(&work, model, &mutant.spec, &mutant.cfg);
        let r = check(&work, model, timeout);
        *statuses.entry(exit_label(&r)).or_default() += 1;
        let mut problem = failure(&r);
        if problem.as_deref() == Some("timeout") {
            let slow = *slow_models.entry(m).or_insert_with(|| {
                write_model(&work, model, model.spec.as_bytes(), model.cfg.as_bytes());
                let original = check(&work, model, timeout);
                original.exit == Exit::Timeout || original.seconds > timeout.as_secs_f64() / 2.0
            });
            if slow {
                slow_timeouts += 1;
                problem = None;
            }
            write_model(&work, model, &mutant.spec, &mutant.cfg);
        }
        let what = format!("mutant {n} (seed {seed}) of {}: {}", model.name, mutant.what.join("; "));
        if verbose {
            eprintln!("{n}: {} {:.2}s {what}", exit_label(&r), r.seconds);
        }
        if let Some(problem) = problem {
            let folder = save.join(format!("seed{seed}-mutant{n}"));
            let _ = std::fs::remove_dir_all(&folder);
            std::fs::create_dir_all(&folder).unwrap();
            for entry in std::fs::read_dir(&work).unwrap().flatten() {
                if entry.path().is_file() {
                    let _ = std::fs::copy(entry.path(), folder.join(entry.file_name()));
                }
            }
            let stderr_tail: String = r.stderr.lines().take(20).map(|l| format!("    {l}\n")).collect();
            let reason = format!(
                "{what}\n{problem}\nexit: {} after {:.1}s\nrun: tlars check {} --cfg {} --workers 1 --max-depth 3 --max-memory 2G {}\nstderr:\n{stderr_tail}",
                exit_label(&r),
                r.seconds,
                model.spec_file,
                model.cfg_file,
                model.extra.join(" ")
            );
            std::fs::write(folder.join("reason.txt"), &reason).unwrap();
            let category = problem.split(" (thread ").next().unwrap_or(&problem).chars().take(240).collect::<String>();
            *by_reason.entry(category).or_default() += 1;
            failures.push(format!("{what}\n    {problem}\n    saved in {}", folder.display()));
        }
        if (n + 1) % 500 == 0 {
            eprintln!("{} mutants in {:.0?}: {statuses:?}, {} failures", n + 1, t0.elapsed(), failures.len());
        }
    }
    let elapsed = t0.elapsed();
    eprintln!(
        "{mutants} mutants of {} models (seed {seed}) in {elapsed:.1?} ({:.0} ms each); exit statuses: {statuses:?}; \
         {slow_timeouts} timeouts of models slow unmutated; {} failures",
        models.len(),
        elapsed.as_secs_f64() * 1000.0 / mutants.max(1) as f64,
        failures.len()
    );
    for (reason, count) in &by_reason {
        eprintln!("  {count} x {reason}");
    }
    let shown: Vec<&String> = failures.iter().take(30).collect();
    assert!(failures.is_empty(), "{} mutant(s) failed:\n{}", failures.len(), shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
}

/// The mutations keep to character boundaries and terminate on every seed
/// shape (an empty configuration, a module without definitions).
#[test]
fn mutations_handle_odd_seeds() {
    let model = |spec: &str, cfg: &str| Model {
        name: "odd".into(),
        spec_file: "M.tla".into(),
        cfg_file: "M.cfg".into(),
        spec: spec.into(),
        cfg: cfg.into(),
        siblings: vec![],
        extra: vec![],
    };
    let seeds = [
        model("", ""),
        model("---- MODULE M ----\n====\n", "INIT"),
        model("---- MODULE M ----\nVARIABLE x\nI == x = 0\nN(a) == x' = a ∧ ⟨1⟩\n====\n", "CONSTANT A = {\"é\"}\nC <- \nINIT I\nNEXT N\n"),
        model("---- MODULE M ----\nA == 1\n", "CONSTANTS\n  N = {1, <<2, \"x\\\"y\">>}\n  M = -3\n  K <- Q\n"),
    ];
    let mut rng = Rng::new(7);
    for _ in 0..3000 {
        let m = &seeds[rng.below(seeds.len())];
        let mutant = make_mutant(m, &mut rng);
        assert!(!mutant.what.is_empty());
    }
    let a = assignments("CONSTANTS\n  N = {1, <<2, \"x\\\"y\">>}\n  M = -3\n  K <- Q\n");
    let got: Vec<(&str, usize, usize)> = a.iter().map(|a| (a.name.as_str(), a.value.0, a.value.1)).collect();
    assert_eq!(got, [("N", 16, 34), ("M", 41, 43), ("K", 51, 52)]);
}
