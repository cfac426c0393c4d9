//! TLC's order of strings, given to tlars' interned strings before any is
//! made.
//!
//! TLC compares two strings (and model values, and record fields) by the
//! order in which it first met them (the tokens of its `UniqueString`
//! table), not by their characters: that order decides how sets and
//! records print, and what `CHOOSE` picks from a set of strings.
//! `tla_values::Str` compares by interning order, so interning what TLC
//! meets, in the order it meets it, before anything else gives TLC's order.
//! TLC meets, in this order:
//!
//! 0. the values of the configuration's CONSTANT assignments, in the
//!    configuration's text order (model values, strings' contents): TLC
//!    reads the configuration before parsing;
//! 1. a fixed prefix of built-in names (`STRING`, `FALSE`, `TRUE`, ...);
//! 2. every token of every module as SANY lexes them, modules in SANY's
//!    load order: the root, with `_TLCTrace` added at the end of its
//!    EXTENDS when TLC writes its trace-exploration spec (its default run),
//!    then, until every name is linked, the first name not yet linked
//!    found by a depth-first walk from the root over the EXTENDS (a
//!    module's own list before those of the modules it extends, then those
//!    of the modules it instantiates that are linked), and only when no
//!    EXTENDS is left, the same walk over the INSTANCEs. Record fields are
//!    identifiers, so they are met here;
//! 3. the contents of the string literals, module by module in SANY's
//!    semantic order (a module after those it extends, then those it
//!    instantiates), in source order within a module;
//! 4. the strings TLC makes when it starts (the keys of `TLCGet`'s
//!    records, ...): they matter only for strings made at run time.
//!
//! For its own modules (standard and community) TLC lexes its texts, not
//! tlars' (`tla-resolve/stdlib`): their tokens come from
//! `tlc_intern_order.txt`, observed from TLC's intern table. A module of
//! the user's with a standard module's name is lexed from its own text, as
//! is a standard module tlars has and TLC does not.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use tla_config::{CfgValue, CfgValueKind, Config, ConstantItem};
use tla_diagnostics::SourceMap;
use tla_lexer::{Kw, Tok};
use tla_values::Str;

/// TLC's data: its built-in prefix, the block after the root's header, and
/// the tokens of its modules (see the file's header).
const TLC_DATA: &str = include_str!("tlc_intern_order.txt");

/// A module as far as the order of strings goes.
#[derive(Default)]
struct ModuleText {
    extends: Vec<String>,
    instances: Vec<String>,
    /// The token images, in lexing order.
    tokens: Vec<String>,
    /// The contents of the string literals, in source order.
    strings: Vec<String>,
}

/// TLC's prefix, node block and module texts, read from `TLC_DATA`.
struct TlcData {
    prefix: Vec<String>,
    node_block: Vec<String>,
    modules: HashMap<String, ModuleText>,
}

fn data_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

fn tlc_data() -> TlcData {
    let mut data = TlcData { prefix: Vec::new(), node_block: Vec::new(), modules: HashMap::new() };
    let mut current: Option<String> = None;
    let names = |s: &str| s.split(',').filter(|n| !n.is_empty()).map(str::to_string).collect::<Vec<_>>();
    for line in TLC_DATA.lines() {
        let (Some(tag), Some(rest)) = (line.get(..1), line.get(2..)) else { continue };
        match tag {
            "P" => data.prefix.push(data_string(rest)),
            "N" => data.node_block.push(data_string(rest)),
            "M" => {
                let mut parts = rest.split('|');
                let name = parts.next().unwrap_or_default().to_string();
                let module = ModuleText {
                    extends: names(parts.next().unwrap_or_default()),
                    instances: names(parts.next().unwrap_or_default()),
                    ..ModuleText::default()
                };
                data.modules.insert(name.clone(), module);
                current = Some(name);
            }
            "L" | "S" => {
                let Some(m) = current.as_ref().and_then(|n| data.modules.get_mut(n)) else { continue };
                if tag == "L" { &mut m.tokens } else { &mut m.strings }.push(data_string(rest));
            }
            _ => {}
        }
    }
    data
}

/// The name and the text (for the order of strings) of the first module of
/// `text` (and of the modules nested in it).
fn module_text(text: &str) -> Option<(String, ModuleText)> {
    let lexed = tla_lexer::lex_raw(text, 0);
    let toks = &lexed.tokens;
    let ident = |i: usize| match toks.get(i) {
        Some((_, Tok::Ident(name), _)) => Some(name.to_string()),
        _ => None,
    };
    let mut name = None;
    let mut inner = HashSet::new();
    let mut m = ModuleText::default();
    for (i, (start, tok, end)) in toks.iter().enumerate() {
        let image = text.get(*start..*end).unwrap_or_default();
        if !image.is_empty() {
            m.tokens.push(image.to_string());
        }
        match tok {
            Tok::Kw(Kw::Module) => {
                if let Some(n) = ident(i + 1) {
                    if name.is_none() {
                        name = Some(n);
                    } else {
                        inner.insert(n);
                    }
                }
            }
            Tok::Kw(Kw::Extends) => {
                let mut j = i + 1;
                while let Some(n) = ident(j) {
                    m.extends.push(n);
                    if !matches!(toks.get(j + 1), Some((_, Tok::Comma, _))) {
                        break;
                    }
                    j += 2;
                }
            }
            Tok::Kw(Kw::Instance) => {
                if let Some(n) = ident(i + 1).filter(|n| !m.instances.contains(n)) {
                    m.instances.push(n);
                }
            }
            Tok::Str(lit) => {
                // (SANY interns a literal's image, then, when it has
                // escapes, the image of what it stands for.)
                let contents = tla_syntax::actions::unescape(lit);
                let unescaped = format!("\"{contents}\"");
                if unescaped != image {
                    m.tokens.push(unescaped);
                }
                m.strings.push(contents);
            }
            _ => {}
        }
    }
    // (A nested module is no file to load.)
    m.extends.retain(|n| !inner.contains(n));
    m.instances.retain(|n| !inner.contains(n));
    Some((name?, m))
}

/// The texts of the modules tlars loaded, read before the configuration is
/// added to the source map.
pub struct Sources {
    root: String,
    /// The user's modules, by name (the first file of a name).
    user: HashMap<String, ModuleText>,
    /// tlars' standard modules, for those TLC's data has not.
    standard: HashMap<String, ModuleText>,
}

/// Whether a file of the source map holds one of tlars' standard modules.
fn is_standard(path: &Path) -> bool {
    path.starts_with("<standard>")
}

impl Sources {
    /// The modules in `map` (the root module named `root`).
    pub fn of(map: &SourceMap, root: &str) -> Sources {
        let mut sources = Sources { root: root.to_string(), user: HashMap::new(), standard: HashMap::new() };
        for (_, file) in map.files() {
            let Some((name, m)) = module_text(&file.text) else { continue };
            let into = if is_standard(&file.path) { &mut sources.standard } else { &mut sources.user };
            into.entry(name).or_insert(m);
        }
        sources
    }

    /// Interns, in TLC's order, the strings TLC interns before the search:
    /// `cfg`'s values, then the modules', as TLC does with its
    /// trace-exploration module `_TLCTrace` (`trace_module`: its default
    /// run) or without (`-noTE`, `-tool`, `-continue`, ...).
    pub fn intern(&self, cfg: &Config, trace_module: bool) {
        for item in &cfg.constants {
            if let ConstantItem::Value { args, value, .. } = item {
                args.iter().chain(std::iter::once(value)).for_each(intern_cfg_value);
            }
        }
        let data = tlc_data();
        data.prefix.iter().for_each(|s| intern(s));
        let (loaded, semantic) = self.load_order(&data, trace_module);
        for (i, m) in loaded.iter().enumerate() {
            for (j, t) in m.tokens.iter().enumerate() {
                intern(t);
                // (The root's header: `----`, `MODULE`, its name, `----`.)
                if i == 0 && j == 3 {
                    data.node_block.iter().for_each(|s| intern(s));
                }
            }
        }
        ["LAMBDA", "$$InAssume", "nullODN", "nullOpArg", "nullLabelNode"].into_iter().for_each(intern);
        if !trace_module {
            [">>", "<<"].into_iter().for_each(intern);
        }
        for m in semantic {
            m.strings.iter().for_each(|s| intern(s));
        }
        STARTUP.iter().copied().for_each(intern);
        if !trace_module {
            ["action", "actions", "level"].into_iter().for_each(intern);
        }
    }

    /// The module named `name` as TLC reads it: the user's, else TLC's,
    /// else tlars' standard one.
    fn find<'a>(&'a self, data: &'a TlcData, name: &str) -> Option<&'a ModuleText> {
        self.user.get(name).or_else(|| data.modules.get(name)).or_else(|| self.standard.get(name))
    }

    /// The modules in SANY's load order (the root first) and in its
    /// semantic order (dependencies first).
    fn load_order<'a>(&'a self, data: &'a TlcData, trace_module: bool) -> (Vec<&'a ModuleText>, Vec<&'a ModuleText>) {
        let trace = ModuleText { extends: vec!["_TLCTrace".to_string()], ..ModuleText::default() };
        let mut graph = Graph { nodes: Vec::new(), index: HashMap::new() };
        let Some(root) = self.user.get(&self.root) else { return (Vec::new(), Vec::new()) };
        let mut root_extends = root.extends.clone();
        if trace_module {
            root_extends.extend(trace.extends);
        }
        graph.add(&self.root, Some(root), root_extends);
        while let Some((from, name, extends)) = graph.next_link(0, true, &mut HashSet::new()).or_else(|| graph.next_link(0, false, &mut HashSet::new())) {
            let to = match graph.index.get(&name) {
                Some(&to) => to,
                None => {
                    let m = self.find(data, &name);
                    graph.add(&name, m, m.map(|m| m.extends.clone()).unwrap_or_default())
                }
            };
            let node = &mut graph.nodes[from];
            node.linked.insert(name);
            if extends { &mut node.linked_extends } else { &mut node.linked_instances }.push(to);
        }
        let loaded = graph.nodes.iter().filter_map(|n| n.module).collect();
        let mut order = Vec::new();
        graph.semantic(0, &mut order, &mut HashSet::new());
        (loaded, order.into_iter().filter_map(|i| graph.nodes[i].module).collect())
    }
}

/// The modules met so far and the names each has linked.
struct Graph<'a> {
    nodes: Vec<Node<'a>>,
    index: HashMap<String, usize>,
}

struct Node<'a> {
    module: Option<&'a ModuleText>,
    extends: Vec<String>,
    linked: HashSet<String>,
    linked_extends: Vec<usize>,
    linked_instances: Vec<usize>,
}

impl<'a> Graph<'a> {
    fn add(&mut self, name: &str, module: Option<&'a ModuleText>, extends: Vec<String>) -> usize {
        self.nodes.push(Node { module, extends, linked: HashSet::new(), linked_extends: Vec::new(), linked_instances: Vec::new() });
        self.index.insert(name.to_string(), self.nodes.len() - 1);
        self.nodes.len() - 1
    }

    fn instances(&self, at: usize) -> &[String] {
        self.nodes[at].module.map(|m| &m.instances[..]).unwrap_or_default()
    }

    /// The first name not yet linked, depth first from `at`: among the
    /// EXTENDS (`extends`) or the INSTANCEs; with the module that names it.
    fn next_link(&self, at: usize, extends: bool, seen: &mut HashSet<usize>) -> Option<(usize, String, bool)> {
        if !seen.insert(at) {
            return None;
        }
        let node = &self.nodes[at];
        let own = if extends { &node.extends[..] } else { self.instances(at) };
        if let Some(name) = own.iter().find(|n| !node.linked.contains(*n)) {
            return Some((at, name.clone(), extends));
        }
        let linked = |n: &String| node.linked.contains(n).then(|| self.index.get(n).copied()).flatten();
        let extended: Vec<usize> = node.extends.iter().filter_map(linked).collect();
        let instantiated: Vec<usize> = self.instances(at).iter().filter_map(linked).collect();
        extended.into_iter().chain(instantiated).find_map(|to| self.next_link(to, extends, seen))
    }

    /// Post-order: the modules `at` extends, then those it instantiates,
    /// then `at`.
    fn semantic(&self, at: usize, order: &mut Vec<usize>, visiting: &mut HashSet<usize>) {
        if order.contains(&at) || !visiting.insert(at) {
            return;
        }
        let node = &self.nodes[at];
        for &to in node.linked_extends.iter().chain(&node.linked_instances) {
            self.semantic(to, order, visiting);
        }
        if !order.contains(&at) {
            order.push(at);
        }
    }
}

fn intern(s: &str) {
    Str::new(s);
}

/// A configuration value's strings: model values, strings' contents (as
/// written: TLC does not decode escapes there).
fn intern_cfg_value(v: &CfgValue) {
    match &v.kind {
        CfgValueKind::Str(s) | CfgValueKind::ModelValue(s) => intern(s),
        CfgValueKind::Set(items) | CfgValueKind::Tuple(items) => items.iter().for_each(intern_cfg_value),
        CfgValueKind::Int(_) | CfgValueKind::Bool(_) => {}
    }
}

/// What TLC interns when it starts, after SANY (observed): the names of
/// the Java methods that implement operators, the fields of a location,
/// the keys of `TLCGet`.
const STARTUP: &[&str] = &[
    "SelectInSeq",
    "Insert",
    "Cons",
    "error",
    "getTrace",
    "assertError",
    "pickSuccessor",
    "lassoOrdinal",
    "tlcDefer",
    "tlcNoOp",
    "tlcModelValue",
    "tlcEval2",
    "tlcFingerprint",
    "tlcDefByName",
    "tlcGetOrDefault",
    "ioSerialize",
    "ioDeserialize",
    "tlcState",
    "beginLine",
    "beginColumn",
    "endLine",
    "endColumn",
    "module",
    "name",
    "location",
    "context",
    "parameters",
    "_action",
    "UnnamedAction",
    "exit",
    "pause",
    "config",
    "spec",
    "coverage",
    "install",
    "id",
    "behavior",
    "all",
    "all:named",
    "mode",
    "deadlock",
    "seed",
    "fingerprint",
    "worker",
    "traces",
    "depth",
    "aril",
    "sched",
    "revision",
    "timestamp",
    "date",
    "count",
    "tag",
    "calver",
    "impliedinits",
    "impliedactions",
    "invariants",
    "impliedtemporals",
    "temporals",
    "inits",
    "variables",
    "actionconstraints",
    "constraints",
    "stats",
    "duration",
    "generated",
    "diameter",
    "distinct",
    "initial",
    "queue",
    "retries",
    "distinctvalues",
    "levelmean",
    "levelvariance",
    "bfs",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(texts: &[(&str, &str)]) -> Sources {
        let mut s = Sources { root: texts[0].0.to_string(), user: HashMap::new(), standard: HashMap::new() };
        for (name, text) in texts {
            let (n, m) = module_text(text).unwrap();
            assert_eq!(&n, name);
            s.user.insert(n, m);
        }
        s
    }

    fn names(s: &Sources, trace: bool) -> (Vec<String>, Vec<String>) {
        let data = tlc_data();
        let (loaded, semantic) = s.load_order(&data, trace);
        let name = |m: &ModuleText| m.tokens.iter().skip_while(|t| !t.contains("MODULE")).nth(1).cloned().unwrap_or_default();
        (loaded.into_iter().map(name).collect(), semantic.into_iter().map(name).collect())
    }

    #[test]
    fn data_is_read() {
        let data = tlc_data();
        assert_eq!(data.prefix.len(), 236);
        assert_eq!(&data.prefix[..3], ["STRING", "FALSE", "TRUE"]);
        assert_eq!(data.node_block.len(), 115);
        let tlc = &data.modules["TLC"];
        assert_eq!(tlc.instances, ["Naturals", "Sequences", "FiniteSets"]);
        assert!(tlc.tokens.iter().any(|t| t == "ToString"));
        assert_eq!(data.modules["_TLCTrace"].strings[0], "console");
    }

    /// SANY's orders, as TLC prints them ("Parsing file ...").
    #[test]
    fn load_orders() {
        let s = sources(&[("ZZMARKER", "---- MODULE ZZMARKER ----\nx == 1\n====")]);
        let (loaded, _) = names(&s, true);
        assert_eq!(loaded, ["ZZMARKER", "_TLCTrace", "TLC", "TLCExt", "Sequences", "Naturals", "FiniteSets", "Integers"]);
        let s = sources(&[
            ("A", "---- MODULE A ----\nEXTENDS Naturals, Sequences, TLC, Mu\n====\n"),
            ("Mu", "---- MODULE Mu ----\nEXTENDS Ma\n====\n"),
            ("Ma", "---- MODULE Ma ----\n====\n"),
        ]);
        let (loaded, semantic) = names(&s, true);
        assert_eq!(loaded, ["A", "Naturals", "Sequences", "TLC", "Mu", "_TLCTrace", "Ma", "FiniteSets", "TLCExt", "Integers"]);
        assert_eq!(semantic, ["Naturals", "Sequences", "FiniteSets", "TLC", "Ma", "Mu", "Integers", "TLCExt", "_TLCTrace", "A"]);
        let s = sources(&[
            ("C", "---- MODULE C ----\nEXTENDS Integers, Bags, Json, U1, Randomization, RealTime\n====\n"),
            ("U1", "---- MODULE U1 ----\nLOCAL I2 == INSTANCE U2\n====\n"),
            ("U2", "---- MODULE U2 ----\nEXTENDS U3, FiniteSets\nLOCAL INSTANCE IOUtils\nLOCAL INSTANCE Sequences\n====\n"),
            ("U3", "---- MODULE U3 ----\n====\n"),
        ]);
        let (loaded, _) = names(&s, true);
        let expected = "C Integers Bags Json U1 Randomization RealTime _TLCTrace Naturals TLC Reals Sequences FiniteSets U2 U3 IOUtils TLCExt";
        assert_eq!(loaded.join(" "), expected);
    }
}
