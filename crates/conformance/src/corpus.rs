//! The corpus' model lists (`examples.json`, `swarmkit.json`) and the
//! selection of the models to run.

use crate::verdict::Expected;
use serde_json::Value;
use std::path::Path;

/// The list files read from the corpus folder, in this order.
pub const LIST_FILES: [&str; 2] = ["examples.json", "swarmkit.json"];

/// A model whose `tlc_runtime` is "unknown" counts as taking this long: it is
/// selected only when `--max-runtime` is at least an hour.
pub const UNKNOWN_RUNTIME_SECS: u64 = 3600;

/// One TLC model of the corpus with TLC's recorded result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Path of the root module, relative to the corpus folder.
    pub spec: String,
    /// Path of the model's .cfg, relative to the corpus folder.
    pub cfg: String,
    pub expected: Expected,
    pub distinct: Option<u64>,
    pub total: Option<u64>,
    pub depth: Option<u64>,
    /// TLC's runtime in seconds; `None` when recorded as "unknown".
    pub runtime: Option<u64>,
    pub workers: Option<u32>,
    pub pluscal: bool,
    pub action_composition: bool,
    /// The root module draws random values (`RandomElement`, ...): TLC
    /// seeds its generator anew on every run, so its state counts vary from
    /// run to run and only its verdict is compared (see `uses_randomness`).
    pub random: bool,
}

impl Entry {
    /// The key the baseline and the report use: `spec|cfg`.
    pub fn key(&self) -> String {
        format!("{}|{}", self.spec, self.cfg)
    }
}

/// Parses TLC's `HH:MM:SS` (also `MM:SS` or plain seconds) into seconds;
/// `None` for "unknown" or anything unreadable.
pub fn parse_runtime(s: &str) -> Option<u64> {
    let s = s.trim();
    if s.is_empty() || s.eq_ignore_ascii_case("unknown") {
        return None;
    }
    let mut secs = 0u64;
    let parts: Vec<&str> = s.split(':').collect();
    if parts.len() > 3 {
        return None;
    }
    for p in parts {
        let n: u64 = p.trim().parse().ok()?;
        secs = secs.checked_mul(60)?.checked_add(n)?;
    }
    Some(secs)
}

fn opt_u64(v: &Value, field: &str) -> Option<u64> {
    v.get(field).and_then(Value::as_u64)
}

fn flag(v: &Value, field: &str) -> bool {
    v.get(field).and_then(Value::as_bool).unwrap_or(false)
}

/// Parses one list file's text.
pub fn parse_list(text: &str, origin: &str) -> Result<Vec<Entry>, String> {
    let json: Value = serde_json::from_str(text).map_err(|e| format!("{origin}: {e}"))?;
    let items = json.as_array().ok_or_else(|| format!("{origin}: expected a JSON array"))?;
    let mut entries = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let field =
            |name: &str| item.get(name).and_then(Value::as_str).map(str::to_owned).ok_or_else(|| format!("{origin}: entry {i} has no string field `{name}`"));
        let spec = field("spec")?;
        let cfg = field("cfg")?;
        let result = field("result")?;
        let expected = Expected::from_corpus(&result).ok_or_else(|| format!("{origin}: entry {i} ({spec}): unknown result `{result}`"))?;
        let runtime = item.get("tlc_runtime").and_then(Value::as_str).and_then(parse_runtime);
        entries.push(Entry {
            spec,
            cfg,
            expected,
            distinct: opt_u64(item, "distinct"),
            total: opt_u64(item, "total"),
            depth: opt_u64(item, "depth"),
            runtime,
            workers: opt_u64(item, "workers").map(|w| w as u32),
            pluscal: flag(item, "pluscal"),
            action_composition: flag(item, "action_composition"),
            random: false,
        });
    }
    Ok(entries)
}

/// Reads every list file of the corpus folder (a missing one is an error),
/// and marks the models whose root module draws random values.
pub fn load(corpus: &Path) -> Result<Vec<Entry>, String> {
    let mut all = Vec::new();
    for name in LIST_FILES {
        let path = corpus.join(name);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        all.extend(parse_list(&text, &path.display().to_string())?);
    }
    for e in &mut all {
        e.random = std::fs::read_to_string(corpus.join(&e.spec)).is_ok_and(|t| uses_randomness(&t));
    }
    Ok(all)
}

/// Whether a module's text calls one of the TLC and Randomization operators
/// that draw from TLC's random generator (outside comments). TLC picks a new
/// seed on every run unless given `-seed`, and the corpus records none: the
/// SpanTreeRandom model, whose graph is drawn with `RandomElement`, gave
/// 43907 distinct states on one run of TLC and 48072 on another.
pub fn uses_randomness(text: &str) -> bool {
    const DRAWS: [&str; 4] = ["RandomElement", "RandomSubset", "RandomSetOfSubsets", "RandomSubsetSet"];
    mentions_word(text, &DRAWS)
}

/// Whether a .cfg text has a PROPERTY or PROPERTIES directive (outside
/// comments; `\*` line comments and nested `(* *)` block comments).
pub fn cfg_has_properties(text: &str) -> bool {
    mentions_word(text, &["PROPERTY", "PROPERTIES"])
}

/// Whether one of `words` occurs as a whole identifier outside comments
/// (the comment syntax of modules and .cfg files is the same).
fn mentions_word(text: &str, words: &[&str]) -> bool {
    strip_comments(text).split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|w| words.contains(&w))
}

fn strip_comments(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut i = 0;
    let mut start = 0; // start of the pending copied run
    while i < b.len() {
        if b[i] == b'(' && b.get(i + 1) == Some(&b'*') {
            if depth == 0 {
                out.push_str(&text[start..i]);
                out.push(' ');
            }
            depth += 1;
            i += 2;
        } else if depth > 0 && b[i] == b'*' && b.get(i + 1) == Some(&b')') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                start = i;
            }
        } else if depth == 0 && b[i] == b'\\' && b.get(i + 1) == Some(&b'*') {
            out.push_str(&text[start..i]);
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            start = i;
        } else {
            i += 1;
        }
    }
    if depth == 0 {
        out.push_str(&text[start..]);
    }
    out
}

/// Which models to keep according to their PROPERTY directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Properties {
    /// Models with or without PROPERTY.
    Include,
    /// Only models whose cfg has no PROPERTY/PROPERTIES.
    Exclude,
    /// Only models whose cfg has PROPERTY/PROPERTIES.
    Only,
}

/// The selection criteria.
#[derive(Clone, Debug)]
pub struct Selection {
    pub max_runtime: u64,
    pub filter: Option<String>,
    pub properties: Properties,
}

/// A selected model with the facts the selection found about it.
#[derive(Clone, Debug)]
pub struct Selected {
    pub entry: Entry,
    pub has_properties: bool,
}

/// Whether the runtime criterion keeps a model.
pub fn runtime_selected(runtime: Option<u64>, max_runtime: u64) -> bool {
    runtime.unwrap_or(UNKNOWN_RUNTIME_SECS) <= max_runtime && (runtime.is_some() || max_runtime >= UNKNOWN_RUNTIME_SECS)
}

/// Applies the selection; `cfg_text` reads a cfg given its corpus-relative
/// path (an unreadable cfg counts as having no PROPERTY). The result is sorted
/// by spec then cfg, duplicates removed.
pub fn select(entries: &[Entry], sel: &Selection, cfg_text: impl Fn(&str) -> Option<String>) -> Vec<Selected> {
    let mut out: Vec<Selected> = Vec::new();
    for e in entries {
        if !runtime_selected(e.runtime, sel.max_runtime) {
            continue;
        }
        if let Some(f) = &sel.filter {
            if !e.spec.contains(f.as_str()) {
                continue;
            }
        }
        let has_properties = cfg_text(&e.cfg).is_some_and(|t| cfg_has_properties(&t));
        let keep = match sel.properties {
            Properties::Include => true,
            Properties::Exclude => !has_properties,
            Properties::Only => has_properties,
        };
        if keep {
            out.push(Selected { entry: e.clone(), has_properties });
        }
    }
    out.sort_by(|a, b| (&a.entry.spec, &a.entry.cfg).cmp(&(&b.entry.spec, &b.entry.cfg)));
    out.dedup_by(|a, b| a.entry.key() == b.entry.key());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verdict::Verdict;

    #[test]
    fn runtimes() {
        assert_eq!(parse_runtime("00:00:01"), Some(1));
        assert_eq!(parse_runtime("00:01:30"), Some(90));
        assert_eq!(parse_runtime("07:16:00"), Some(7 * 3600 + 16 * 60));
        assert_eq!(parse_runtime("12"), Some(12));
        assert_eq!(parse_runtime("unknown"), None);
        assert_eq!(parse_runtime(""), None);
        assert_eq!(parse_runtime("1:2:3:4"), None);
        assert_eq!(parse_runtime("ab:00:00"), None);
    }

    #[test]
    fn runtime_selection() {
        assert!(runtime_selected(Some(10), 10));
        assert!(!runtime_selected(Some(11), 10));
        assert!(!runtime_selected(None, 10));
        assert!(!runtime_selected(None, 3599));
        assert!(runtime_selected(None, 3600));
        assert!(runtime_selected(None, u64::MAX));
    }

    #[test]
    fn randomness() {
        assert!(uses_randomness("Edges == UNION {RandomElement(SUBSET S) : n \\in N}"));
        assert!(uses_randomness("G == RandomSubset(3, Nodes)"));
        assert!(!uses_randomness("(* RandomElement in a comment *) \\* RandomSubset\nx == 1"));
        assert!(!uses_randomness("MyRandomElementChooser == 1"));
    }

    #[test]
    fn property_directives() {
        assert!(cfg_has_properties("SPECIFICATION Spec\nPROPERTY Live\n"));
        assert!(cfg_has_properties("INVARIANT TypeOK\nPROPERTIES\n  A\n  B\n"));
        assert!(!cfg_has_properties("SPECIFICATION Spec\nINVARIANT TypeOK\n"));
        assert!(!cfg_has_properties("INVARIANT Inv \\* PROPERTY Live\n"));
        assert!(!cfg_has_properties("(* PROPERTY (* nested *) PROPERTY *)\nINVARIANT I"));
        assert!(cfg_has_properties("(* comment *) PROPERTY P"));
        assert!(!cfg_has_properties("CONSTANT PROPERTY_COUNT = 3\nINVARIANT NoPROPERTY"));
        assert!(cfg_has_properties("INVARIANT I\n\\* the property:\nPROPERTY\nprop_12\n"));
    }

    const LIST: &str = r#"[
      {"spec": "a/A.tla", "cfg": "a/A.cfg", "result": "success", "distinct": 5, "total": 9,
       "depth": 3, "tlc_runtime": "00:00:01", "pluscal": false, "action_composition": false,
       "workers": null, "tlc_wall_2w": 1.2},
      {"spec": "b/B.tla", "cfg": "b/models/B.cfg", "result": "safety failure", "distinct": null,
       "total": null, "depth": null, "tlc_runtime": "00:00:20", "pluscal": true, "workers": 1},
      {"spec": "c/C.tla", "cfg": "c/C.cfg", "result": "unknown", "distinct": null,
       "total": null, "depth": null, "tlc_runtime": "unknown"},
      {"spec": "a/A.tla", "cfg": "a/A2.cfg", "result": "liveness failure", "distinct": null,
       "total": null, "depth": null, "tlc_runtime": "00:00:05"}
    ]"#;

    #[test]
    fn parses_lists() {
        let e = parse_list(LIST, "t.json").unwrap();
        assert_eq!(e.len(), 4);
        assert_eq!(e[0].expected, Expected::Verdict(Verdict::Success));
        assert_eq!((e[0].distinct, e[0].total, e[0].depth, e[0].runtime), (Some(5), Some(9), Some(3), Some(1)));
        assert_eq!(e[0].workers, None);
        assert_eq!(e[1].expected, Expected::Verdict(Verdict::SafetyFailure));
        assert_eq!((e[1].workers, e[1].pluscal, e[1].distinct), (Some(1), true, None));
        assert_eq!((e[2].expected, e[2].runtime), (Expected::Unknown, None));
        assert_eq!(e[3].expected, Expected::Verdict(Verdict::LivenessFailure));
        assert_eq!(e[0].key(), "a/A.tla|a/A.cfg");
        assert!(parse_list(r#"[{"spec": "x", "cfg": "y", "result": "weird"}]"#, "t").is_err());
        assert!(parse_list(r#"{"spec": "x"}"#, "t").is_err());
    }

    #[test]
    fn selects() {
        let e = parse_list(LIST, "t.json").unwrap();
        let cfg = |p: &str| Some(if p == "a/A2.cfg" { "PROPERTY Live".to_owned() } else { "INVARIANT I".to_owned() });
        let keys = |s: Vec<Selected>| s.into_iter().map(|s| s.entry.key()).collect::<Vec<_>>();
        let mut sel = Selection { max_runtime: 10, filter: None, properties: Properties::Include };
        assert_eq!(keys(select(&e, &sel, cfg)), ["a/A.tla|a/A.cfg", "a/A.tla|a/A2.cfg"]);
        sel.properties = Properties::Only;
        assert_eq!(keys(select(&e, &sel, cfg)), ["a/A.tla|a/A2.cfg"]);
        sel.properties = Properties::Exclude;
        assert_eq!(keys(select(&e, &sel, cfg)), ["a/A.tla|a/A.cfg"]);
        sel.properties = Properties::Include;
        sel.max_runtime = 100_000;
        assert_eq!(keys(select(&e, &sel, cfg)).len(), 4);
        sel.filter = Some("B.tla".into());
        assert_eq!(keys(select(&e, &sel, cfg)), ["b/B.tla|b/models/B.cfg"]);
    }
}
