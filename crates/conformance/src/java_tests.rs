//! Reading TLC's JUnit tests (`tlatools/org.lamport.tlatools/test`) for the
//! models they check: which spec and cfg under `test-model/`, which TLC
//! flags, which expected exit status.
//!
//! This is not a Java parser: it strips comments, finds each class, its base
//! class, its constructors' `super(...)`/`this(...)` calls and a few
//! overridden methods, and evaluates the constructor arguments (string and
//! integer literals, `static final` constants, `new String[] {...}`, `+`
//! concatenation, `ExitStatus.X`) through the chain of constructors up to
//! one of the harness base classes (`ModelCheckerTestCase`,
//! `PCalModelCheckerTestCase`, `SuiteTestCase`, `SuiteETestCase`). What it
//! cannot follow becomes a skip reason rather than a dropped model.

use std::collections::BTreeMap;
use std::path::Path;

/// One model check a JUnit test class runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestModel {
    /// The test class's source, relative to `test/`.
    pub test: String,
    /// The root module, relative to `test-model/` (with `.tla`).
    pub spec: String,
    /// The configuration, relative to `test-model/`.
    pub cfg: String,
    /// The TLC flags the test passes (harness defaults included where they
    /// matter: `-deadlock` unless the test checks deadlock, `-workers N`).
    pub flags: Vec<String>,
    /// The exit status the test expects; `None` when it could not be read.
    pub expected_exit: Option<i32>,
    /// Why tlars cannot be compared on this model (simulation, debugger...).
    pub skip: Option<String>,
    /// A PlusCal test: the harness translates the spec (with these
    /// translator flags) before checking it.
    pub pcal: Option<Vec<String>>,
}

/// Removes `//` and `/* */` comments, keeping string literals intact.
pub fn strip_comments(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            let q = c;
            let start = i;
            i += 1;
            while i < b.len() && b[i] != q {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
            out.push_str(&src[start..i]);
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
            out.push(' ');
        } else {
            let ch = src[i..].chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// The index just after the bracket matching the one at `open`
/// (`(`/`{`/`[`), skipping string literals.
fn matching(s: &str, open: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 0i32;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'{' | b'[' => depth += 1,
            b')' | b'}' | b']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Splits at top-level commas (nothing for an empty list).
fn split_args(s: &str) -> Vec<String> {
    if s.trim().is_empty() {
        return Vec::new();
    }
    split_top_level(s, |c, _| c == b',')
}

/// A value of a constructor argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    Str(String),
    Strs(Vec<String>),
    Int(i64),
    Bool(bool),
    /// Anything this reader cannot evaluate, with its text.
    Unknown(String),
}

/// A string-array element this reader could not evaluate.
pub const UNKNOWN_ARG: &str = "<?>";

/// TLC's exit statuses by their `ExitStatus` constant names.
pub fn exit_status_constant(name: &str) -> Option<i32> {
    Some(match name {
        "SUCCESS" => 0,
        "VIOLATION_ASSUMPTION" => 10,
        "VIOLATION_DEADLOCK" => 11,
        "VIOLATION_SAFETY" => 12,
        "VIOLATION_LIVENESS" => 13,
        "VIOLATION_ASSERT" => 14,
        "FAILURE_SPEC_EVAL" => 75,
        "FAILURE_SAFETY_EVAL" => 76,
        "FAILURE_LIVENESS_EVAL" => 77,
        "ERROR_SPEC_PARSE" => 150,
        "ERROR_CONFIG_PARSE" => 151,
        "ERROR_STATESPACE_TOO_LARGE" => 152,
        "ERROR_SYSTEM" => 153,
        "ERROR" => 255,
        _ => return None,
    })
}

fn unquote(lit: &str) -> String {
    let inner = &lit[1..lit.len() - 1];
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(o) => out.push(o),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Evaluates one argument expression in `env` (parameters, then constants).
pub fn eval(expr: &str, env: &BTreeMap<String, Val>) -> Val {
    let e = expr.trim();
    let parts = split_plus(e);
    if parts.len() > 1 {
        let mut s = String::new();
        for p in parts {
            match eval(&p, env) {
                Val::Str(x) => s.push_str(&x),
                Val::Int(n) => s.push_str(&n.to_string()),
                _ => return Val::Unknown(e.to_owned()),
            }
        }
        return Val::Str(s);
    }
    if e.len() >= 2 && e.starts_with('"') && e.ends_with('"') {
        return Val::Str(unquote(e));
    }
    if let Ok(n) = e.trim_end_matches(['L', 'l']).parse::<i64>() {
        return Val::Int(n);
    }
    if e == "true" || e == "false" {
        return Val::Bool(e == "true");
    }
    if let Some(rest) = e.strip_prefix("new String[]").or_else(|| e.strip_prefix("new String []")) {
        let rest = rest.trim();
        if rest.starts_with('{') && rest.ends_with('}') {
            let mut out = Vec::new();
            for a in split_args(&rest[1..rest.len() - 1]) {
                if a.is_empty() {
                    continue;
                }
                match eval(&a, env) {
                    Val::Str(s) => out.push(s),
                    Val::Int(n) => out.push(n.to_string()),
                    // An argument computed at run time (a file name, mostly):
                    // kept as a placeholder so that the flags around it are
                    // still known.
                    _ => out.push(UNKNOWN_ARG.to_owned()),
                }
            }
            return Val::Strs(out);
        }
    }
    if let Some(v) = env.get(e) {
        return v.clone();
    }
    // A few of the JDK's and TLC's constants the tests use.
    match e {
        "File.separator" | "FileUtil.separator" => return Val::Str("/".into()),
        "TLAConstants.Files.MODEL_CHECK_FILE_BASENAME" => return Val::Str("MC".into()),
        _ => {}
    }
    if let Some(inner) = e.strip_prefix("Long.toString(").or_else(|| e.strip_prefix("Integer.toString(")).and_then(|r| r.strip_suffix(')')) {
        return match eval(inner.trim().trim_end_matches(['L', 'l']), env) {
            Val::Int(n) => Val::Str(n.to_string()),
            v => v,
        };
    }
    let last = e.rsplit('.').next().unwrap_or(e);
    if e.contains("ExitStatus.") {
        if let Some(c) = exit_status_constant(last) {
            return Val::Int(c as i64);
        }
    }
    if e.contains('.') {
        if let Some(v) = env.get(last) {
            return v.clone();
        }
    }
    Val::Unknown(e.to_owned())
}

/// Splits `a + b + c` at top-level `+` (outside strings and brackets; a
/// leading `+` is a sign).
fn split_plus(s: &str) -> Vec<String> {
    split_top_level(s, |c, i| c == b'+' && i > 0)
}

/// Splits `s` at the bytes `is_sep(byte, index)` accepts outside Java
/// strings, characters and brackets; the parts are trimmed.
fn split_top_level(s: &str, is_sep: impl Fn(u8, usize) -> bool) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start, mut i) = (0i32, 0, 0);
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'{' | b'[' => depth += 1,
            b')' | b'}' | b']' => depth -= 1,
            c if depth == 0 && is_sep(c, i) => {
                out.push(s[start..i].trim().to_owned());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(s[start..].trim().to_owned());
    out
}

/// A constructor: its parameter names and the `super`/`this` call it makes.
#[derive(Clone, Debug)]
pub struct Ctor {
    pub params: Vec<String>,
    /// `("super" | "this", argument texts)`; `None` when it calls neither.
    pub call: Option<(String, Vec<String>)>,
}

/// What this reader gathers about one Java class.
#[derive(Clone, Debug)]
pub struct Class {
    pub name: String,
    pub file: String,
    pub base: Option<String>,
    pub is_abstract: bool,
    pub ctors: Vec<Ctor>,
    /// Bodies of the methods with no parameters, by name.
    pub methods: BTreeMap<String, String>,
    /// `static final String|int NAME = ...;` constants (unevaluated).
    pub constants: Vec<(String, String)>,
    /// The text of `static { ... }` blocks.
    pub static_blocks: String,
    pub ignored: bool,
    pub has_tests: bool,
    pub parameterized: bool,
}

/// Reads the top-level class of one Java source (inner classes are ignored).
pub fn parse_class(src: &str, file: &str) -> Option<Class> {
    let s = strip_comments(src);
    let re = regex::Regex::new(
        r"(?m)^\s*(?:@\w+(?:\([^)]*\))?\s*)*(public\s+)?((?:abstract|final)\s+)*class\s+(\w+)(?:<[^>{]*>)?(?:\s+extends\s+([\w.]+)(?:<[^>{]*>)?)?[^{]*\{",
    )
    .unwrap();
    let caps = re.captures(&s)?;
    let whole = caps.get(0).unwrap();
    let name = caps[3].to_owned();
    let is_abstract = caps.get(2).is_some_and(|m| m.as_str().contains("abstract"));
    let base = caps.get(4).map(|m| m.as_str().rsplit('.').next().unwrap().to_owned());
    let header = &s[..whole.start()];
    let ignored = regex::Regex::new(r"@Ignore\b").unwrap().is_match(header) || s[whole.start()..whole.end()].contains("@Ignore");
    let parameterized = s.contains("Parameterized");
    let body_start = whole.end() - 1;
    let body_end = matching(&s, body_start).unwrap_or(s.len());
    let body = &s[body_start + 1..body_end.saturating_sub(1).max(body_start + 1)];

    // Walk the class body's top-level members.
    let mut ctors = Vec::new();
    let mut methods = BTreeMap::new();
    let mut constants = Vec::new();
    let mut static_blocks = String::new();
    let mut has_tests = false;
    let bb = body.as_bytes();
    let mut i = 0;
    let mut member_start = 0;
    while i < bb.len() {
        match bb[i] {
            b'"' | b'\'' => {
                let q = bb[i];
                i += 1;
                while i < bb.len() && bb[i] != q {
                    if bb[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b';' => {
                let decl = body[member_start..i].trim();
                if let Some(c) = constant(decl) {
                    constants.push(c);
                }
                i += 1;
                member_start = i;
            }
            b'{' => {
                let end = matching(body, i).unwrap_or(bb.len());
                let head = body[member_start..i].trim();
                let inner = &body[i + 1..end.saturating_sub(1).max(i + 1)];
                if head.contains("@Test") {
                    has_tests = true;
                }
                if head.ends_with("static") || head == "static" {
                    static_blocks.push_str(inner);
                    static_blocks.push('\n');
                } else if let Some(p) = head.find('(') {
                    if !head.contains('=') {
                        let before = head[..p].trim_end();
                        let mname = before.rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or("");
                        let close = head.rfind(')').unwrap_or(head.len());
                        let params_text = &head[p + 1..close.max(p + 1)];
                        if mname == name {
                            let params = split_args(params_text)
                                .iter()
                                .filter(|a| !a.is_empty())
                                .map(|a| a.split_whitespace().last().unwrap_or("").to_owned())
                                .collect();
                            ctors.push(Ctor { params, call: ctor_call(inner) });
                        } else if params_text.trim().is_empty() {
                            methods.insert(mname.to_owned(), inner.to_owned());
                        }
                    }
                } else if head.contains('=') {
                    // A field initialised with a block (array, anonymous class):
                    // continue to its `;`.
                    i = end;
                    continue;
                }
                i = end;
                member_start = i;
                continue;
            }
            _ => i += 1,
        }
    }
    if src.contains("@Test") && !has_tests {
        has_tests = true;
    }
    Some(Class { name, file: file.to_owned(), base, is_abstract, ctors, methods, constants, static_blocks, ignored, has_tests, parameterized })
}

fn constant(decl: &str) -> Option<(String, String)> {
    let decl = decl.trim_start_matches(|c: char| c == '}' || c.is_whitespace());
    if !decl.contains("static") || !decl.contains("final") {
        return None;
    }
    let eq = decl.find('=')?;
    let lhs = decl[..eq].trim();
    let mut words = lhs.split_whitespace().rev();
    let name = words.next()?;
    let ty = words.next()?;
    if !matches!(ty, "String" | "int" | "long" | "boolean" | "String[]") {
        return None;
    }
    Some((name.to_owned(), decl[eq + 1..].trim().to_owned()))
}

fn ctor_call(body: &str) -> Option<(String, Vec<String>)> {
    let t = body.trim_start();
    for kw in ["super", "this"] {
        if let Some(rest) = t.strip_prefix(kw) {
            let rest_t = rest.trim_start();
            if rest_t.starts_with('(') {
                let off = body.len() - rest_t.len();
                let end = matching(body, off)?;
                let args = split_args(&body[off + 1..end - 1]).into_iter().filter(|a| !a.is_empty()).collect();
                return Some((kw.to_owned(), args));
            }
        }
    }
    None
}

/// The harness base classes this reader understands.
const HARNESS: [&str; 4] = ["ModelCheckerTestCase", "PCalModelCheckerTestCase", "SuiteTestCase", "SuiteETestCase"];

/// Base classes whose tests need what a plain model check does not give:
/// each with the reason reported for its tests.
const UNSUPPORTED_BASES: [(&str, &str); 6] = [
    ("TTraceModelCheckerTestCase", "trace explorer (generated SpecTE)"),
    ("TLCDebuggerTestCase", "TLC debugger"),
    ("SuccessfulSimulationTestCase", "simulation (-simulate)"),
    ("DistributedTLCTestCase", "distributed TLC"),
    ("TLCServerTestCase", "distributed TLC"),
    ("AbstractExample_TTrace", "trace explorer (generated SpecTE)"),
];

/// System properties the harness may set that do not change what TLC
/// reports (the fingerprint set's implementation).
fn harmless_property(text: &str) -> bool {
    text.contains("FPSetFactory.IMPL_PROPERTY") || text.contains("vetoCleanup")
}

/// Statements of a test's setup that only capture TLC's output.
fn captures_output(line: &str) -> bool {
    line.contains("PrintStream") || line.starts_with("ToolIO.")
}

fn returns(body: &str) -> Option<String> {
    let t = body.trim();
    let r = t.strip_prefix("return")?.trim().strip_suffix(';')?.trim();
    Some(r.to_owned())
}

/// Reads all classes under `test_dir` (recursively, `*.java`).
pub fn load_classes(test_dir: &Path) -> Result<BTreeMap<String, Class>, String> {
    let mut classes = BTreeMap::new();
    let mut stack = vec![test_dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let rd = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for ent in rd.flatten() {
            let p = ent.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "java") {
                let Ok(src) = std::fs::read_to_string(&p) else { continue };
                let rel = p.strip_prefix(test_dir).unwrap_or(&p).to_string_lossy().into_owned();
                if let Some(c) = parse_class(&src, &rel) {
                    // Two classes of one simple name: keep the first by path.
                    let keep = classes.get(&c.name).is_none_or(|old: &Class| old.file > c.file);
                    if keep {
                        classes.insert(c.name.clone(), c);
                    }
                }
            }
        }
    }
    Ok(classes)
}

/// The chain of classes from `name` up to a harness base (exclusive), or the
/// first base that is not a class read here.
fn chain<'a>(classes: &'a BTreeMap<String, Class>, name: &str) -> (Vec<&'a Class>, Option<String>) {
    let mut out = Vec::new();
    let mut cur = classes.get(name);
    while let Some(c) = cur {
        out.push(c);
        if out.len() > 20 {
            break;
        }
        match &c.base {
            Some(b) if HARNESS.contains(&b.as_str()) || UNSUPPORTED_BASES.iter().any(|(u, _)| u == b) => return (out, Some(b.clone())),
            Some(b) => cur = classes.get(b),
            None => return (out, None),
        }
    }
    let last = out.last().and_then(|c| c.base.clone());
    (out, last)
}

fn constants_env(chain: &[&Class]) -> BTreeMap<String, Val> {
    let mut env = BTreeMap::new();
    // Ancestors first so that a subclass's constant wins.
    for c in chain.iter().rev() {
        for (n, e) in &c.constants {
            let v = eval(e, &env);
            env.insert(n.clone(), v);
        }
    }
    env
}

/// The overridden method `name` nearest to the concrete class.
fn method<'a>(chain: &[&'a Class], name: &str) -> Option<&'a str> {
    chain.iter().find_map(|c| c.methods.get(name).map(String::as_str))
}

/// Evaluates the constructor chain of the concrete class `chain[0]` down to
/// the harness base; returns the arguments passed to the base's constructor.
fn base_args(chain: &[&Class], env0: &BTreeMap<String, Val>) -> Result<Vec<Val>, String> {
    // Start with the concrete class's no-argument constructor (or the class
    // with no constructor at all).
    let first = chain[0];
    let mut level = 0;
    let mut ctor = match first.ctors.iter().find(|c| c.params.is_empty()) {
        Some(c) => c.clone(),
        None if first.ctors.is_empty() => Ctor { params: vec![], call: Some(("super".into(), vec![])) },
        None => return Err("test class without a no-argument constructor (parameterized test)".into()),
    };
    let mut env = env0.clone();
    for _ in 0..40 {
        let (kw, args) = match &ctor.call {
            Some(c) => c.clone(),
            None => ("super".to_owned(), vec![]),
        };
        let vals: Vec<Val> = args.iter().map(|a| eval(a, &env)).collect();
        if kw == "super" {
            level += 1;
            if level >= chain.len() {
                return Ok(vals);
            }
        }
        let class = chain[level];
        let Some(next) = pick_ctor(&class.ctors, &vals) else {
            if class.ctors.is_empty() && vals.is_empty() {
                ctor = Ctor { params: vec![], call: Some(("super".into(), vec![])) };
                env = env0.clone();
                continue;
            }
            return Err(format!("no constructor of {} takes {} arguments", class.name, vals.len()));
        };
        env = env0.clone();
        for (p, v) in next.params.iter().zip(vals) {
            env.insert(p.clone(), v);
        }
        ctor = next.clone();
    }
    Err("constructor chain too deep".into())
}

fn pick_ctor<'a>(ctors: &'a [Ctor], vals: &[Val]) -> Option<&'a Ctor> {
    let n = ctors.iter().filter(|c| c.params.len() == vals.len()).count();
    if n == 1 {
        return ctors.iter().find(|c| c.params.len() == vals.len());
    }
    None
}

/// (spec, path, extra arguments, exit status, the PlusCal translator's
/// arguments when the harness translates the spec first)
type HarnessArgs = (String, String, Vec<String>, i32, Option<Vec<String>>);

/// Interprets the arguments of a harness base constructor:
/// `(spec, path, extraArguments, exitStatus)` in their overloads.
fn harness_args(base: &str, vals: &[Val]) -> Result<HarnessArgs, String> {
    let mut spec = None;
    let mut path = String::new();
    let mut extra = Vec::new();
    let mut exit = 0;
    let mut pcal_args = None;
    let mut strs = Vec::new();
    for v in vals {
        match v {
            Val::Str(s) => strs.push(s.clone()),
            Val::Strs(a) => {
                if base == "PCalModelCheckerTestCase" {
                    pcal_args = Some(a.clone())
                } else {
                    extra = a.clone()
                }
            }
            Val::Int(n) => exit = *n as i32,
            Val::Bool(_) => return Err("unexpected boolean argument".into()),
            Val::Unknown(t) => return Err(format!("cannot evaluate constructor argument `{t}`")),
        }
    }
    match base {
        "SuiteTestCase" => {
            // (stateGenerated, distinct, left, init[, uncovered]) or ().
            return Ok((String::new(), "suite".into(), vec![], 0, None));
        }
        "SuiteETestCase" => return Ok((String::new(), "suite".into(), extra, exit, None)),
        _ => {}
    }
    match strs.len() {
        1 => spec = Some(strs[0].clone()),
        2 => {
            spec = Some(strs[0].clone());
            path = strs[1].clone();
        }
        _ => {}
    }
    let spec = spec.ok_or_else(|| format!("cannot read the spec name from {} arguments", vals.len()))?;
    if base == "PCalModelCheckerTestCase" {
        let mut a = vec!["-unixEOL".to_owned()];
        a.extend(pcal_args.unwrap_or_default());
        return Ok((spec, path, extra, exit, Some(a)));
    }
    Ok((spec, path, extra, exit, None))
}

/// Every model the concrete test classes under `test_dir` check, sorted by
/// test file.
pub fn extract(classes: &BTreeMap<String, Class>) -> Vec<TestModel> {
    let mut out = Vec::new();
    for c in classes.values() {
        if c.is_abstract {
            continue;
        }
        let (ch, base) = chain(classes, &c.name);
        let Some(base) = base else { continue };
        let unsupported = UNSUPPORTED_BASES.iter().find(|(u, _)| *u == base).map(|(_, r)| r.to_string());
        if !HARNESS.contains(&base.as_str()) && unsupported.is_none() {
            continue;
        }
        let env = constants_env(&ch);
        let mut m =
            TestModel { test: c.file.clone(), spec: String::new(), cfg: String::new(), flags: vec![], expected_exit: None, skip: unsupported, pcal: None };
        let args = base_args(&ch, &env).and_then(|v| harness_args(&base, &v));
        let (spec, path, extra, exit) = match args {
            Ok((spec, path, extra, exit, pcal)) => {
                m.pcal = pcal;
                (spec, path, extra, exit)
            }
            Err(e) => {
                if m.skip.is_none() {
                    m.skip = Some(format!("test not understood: {e}"));
                }
                m.spec = c.name.clone();
                out.push(m);
                continue;
            }
        };
        let spec = if base.starts_with("Suite") { c.name.to_lowercase() } else { spec };
        m.expected_exit = Some(exit);
        let join = |p: &str, f: &str| if p.is_empty() { f.to_owned() } else { format!("{}/{f}", p.trim_end_matches('/')) };
        let spec_file = spec.strip_suffix(".tla").unwrap_or(&spec).to_owned();
        m.spec = join(&path, &format!("{spec_file}.tla"));
        let mut cfg = format!("{spec_file}.cfg");
        let mut flags = Vec::new();
        // The harness: no deadlock checking unless the test asks for it.
        let checks_deadlock = method(&ch, "checkDeadLock").and_then(returns).is_some_and(|r| r == "true");
        if !checks_deadlock {
            flags.push("-deadlock".to_owned());
        }
        let workers = match method(&ch, "getNumberOfThreads").and_then(returns) {
            None => "1".to_owned(),
            Some(r) => match eval(&r, &env) {
                Val::Int(n) => n.to_string(),
                _ => r,
            },
        };
        flags.push("-workers".into());
        flags.push(workers);
        let mut it = extra.iter();
        while let Some(a) = it.next() {
            if a == "-config" {
                if let Some(c) = it.next() {
                    // `-config Spec.tla` is TLC's way to read the CONFIG
                    // section embedded in a .tla file: kept as given.
                    cfg = if c.ends_with(".tla") || c.ends_with(".cfg") { c.clone() } else { format!("{c}.cfg") };
                    flags.push("-config".into());
                    flags.push(cfg.clone());
                }
            } else {
                flags.push(a.clone());
            }
        }
        m.cfg = join(&path, &cfg);
        m.flags = flags;
        if m.skip.is_none() {
            m.skip = skip_reason(c, &ch, &m);
        }
        out.push(m);
    }
    out.sort_by(|a, b| a.test.cmp(&b.test));
    out
}

/// TLC flags that do not change the verdict or the counts of a
/// breadth-first model check.
const HARMLESS_FLAGS: [&str; 13] = [
    "-deadlock",
    "-workers",
    "-config",
    "-fp",
    "-seed",
    "-fpmem",
    "-nowarning",
    "-lncheck",
    "-coverage",
    "-noGenerateSpecTE",
    "-noGenerateSpecTEBin",
    "-dumpTrace",
    "-gzip",
];

/// Flags taking a value (so that the value is not read as a flag).
const VALUED_FLAGS: [&str; 9] = ["-workers", "-config", "-fp", "-seed", "-fpmem", "-lncheck", "-coverage", "-dumpTrace", "-depth"];

fn skip_reason(c: &Class, ch: &[&Class], m: &TestModel) -> Option<String> {
    if c.ignored {
        return Some("test disabled (@Ignore)".into());
    }
    let mut it = m.flags.iter();
    while let Some(f) = it.next() {
        if VALUED_FLAGS.contains(&f.as_str()) {
            if f == "-dumpTrace" {
                it.next();
            }
            it.next();
        }
        if HARMLESS_FLAGS.contains(&f.as_str()) || VALUED_FLAGS.contains(&f.as_str()) {
            continue;
        }
        let why = match f.as_str() {
            "-simulate" => "simulation (-simulate)",
            "-continue" => "-continue (keep checking after a violation)",
            "-dfid" => "depth-first iterative deepening (-dfid)",
            "-dump" => "state graph dump (-dump)",
            "-recover" => "checkpoint/recover",
            "-view" => "-view",
            "-maxSetSize" => "-maxSetSize",
            "-generate" => "trace explorer / -generate",
            "-debugger" => "TLC debugger",
            "-nocfg" => "-nocfg",
            "-inv" | "-invlevel" => "invariant given on the command line (-inv)",
            UNKNOWN_ARG => "test not understood: an argument computed at run time",
            "-suppressMessages" | "-messagesAsErrors" => "SANY message options",
            _ => return Some(format!("TLC flag {f}")),
        };
        return Some(why.into());
    }
    if method(ch, "doCheckpoint").and_then(returns).is_some_and(|r| r != "0") {
        return Some("checkpoint/recover".into());
    }
    if ch.iter().any(|k| k.methods.contains_key("getResolver")) {
        return Some("TLC-internal Java override (module resolver)".into());
    }
    for k in ch {
        let texts = [k.static_blocks.as_str(), k.methods.get("beforeSetUp").map_or("", String::as_str)];
        for t in texts {
            for line in t.lines().map(str::trim).filter(|l| !l.is_empty()) {
                if (line.contains("System.setProperty") && harmless_property(line)) || captures_output(line) {
                    continue;
                }
                if line.contains("CDOT_KEY") {
                    return Some("TLC-internal Java override (\\cdot enabled)".into());
                }
                if line.contains("=") || line.contains("setProperty") {
                    let short: String = line.chars().take(80).collect();
                    return Some(format!("TLC-internal Java override ({short})"));
                }
            }
        }
    }
    if let Some(b) = ch.iter().find_map(|k| k.methods.get("setUp")) {
        if !b.contains("super.setUp") {
            return Some("test with its own setUp".into());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const MC: &str = r#"
package tlc2.tool;
import x.y;
/* comment with super("Nope") */
public class Github123Test extends ModelCheckerTestCase {
    private static final String FOLDER = "gh123"; // folder
    public Github123Test() {
        super("MC", FOLDER, new String[] {"-config", "MC2.tla", "-lncheck", "final"}, ExitStatus.VIOLATION_SAFETY);
    }
    @Override
    protected int getNumberOfThreads() {
        return 3;
    }
    @Test
    public void testSpec() {
        assertTrue(recorder.recordedWithStringValues(EC.TLC_STATS, "4", "3", "0"));
    }
}
"#;

    #[test]
    fn reads_a_plain_test() {
        let c = parse_class(MC, "tlc2/tool/Github123Test.java").unwrap();
        assert_eq!(c.base.as_deref(), Some("ModelCheckerTestCase"));
        let mut classes = BTreeMap::new();
        classes.insert(c.name.clone(), c);
        let ms = extract(&classes);
        assert_eq!(ms.len(), 1);
        let m = &ms[0];
        assert_eq!((m.spec.as_str(), m.cfg.as_str()), ("gh123/MC.tla", "gh123/MC2.tla"));
        assert_eq!(m.flags, ["-deadlock", "-workers", "3", "-config", "MC2.tla", "-lncheck", "final"]);
        assert_eq!(m.expected_exit, Some(12));
        assert_eq!(m.skip, None);
    }

    #[test]
    fn follows_abstract_bases_and_overrides() {
        let base = r#"public abstract class AbstractFooTest extends ModelCheckerTestCase {
            public AbstractFooTest(String cfg) { super("Foo", "foo", new String[] {"-config", cfg}, EC.ExitStatus.VIOLATION_DEADLOCK); }
            protected boolean checkDeadLock() { return true; }
        }"#;
        let leaf = r#"public class Foo2Test extends AbstractFooTest {
            static { Simulator.EXPERIMENTAL = true; }
            public Foo2Test() { super("Foo" + "2"); }
        }"#;
        let sim = r#"public class SimTest extends ModelCheckerTestCase {
            public SimTest() { super("S", new String[] {"-simulate", "-depth", "5"}); }
        }"#;
        let suite = r#"public class Test52 extends SuiteTestCase { public Test52() { super("6", "3", "0", "1"); } }"#;
        let mut classes = BTreeMap::new();
        for (src, f) in [(base, "a/AbstractFooTest.java"), (leaf, "a/Foo2Test.java"), (sim, "SimTest.java"), (suite, "suite/Test52.java")] {
            let c = parse_class(src, f).unwrap();
            classes.insert(c.name.clone(), c);
        }
        let ms = extract(&classes);
        assert_eq!(ms.len(), 3);
        let foo = ms.iter().find(|m| m.test == "a/Foo2Test.java").unwrap();
        assert_eq!((foo.spec.as_str(), foo.cfg.as_str()), ("foo/Foo.tla", "foo/Foo2.cfg"));
        assert_eq!(foo.flags, ["-workers", "1", "-config", "Foo2.cfg"]);
        assert_eq!(foo.expected_exit, Some(11));
        assert!(foo.skip.as_deref().unwrap().starts_with("TLC-internal Java override"), "{:?}", foo.skip);
        let sim = ms.iter().find(|m| m.test == "SimTest.java").unwrap();
        assert_eq!(sim.skip.as_deref(), Some("simulation (-simulate)"));
        let s = ms.iter().find(|m| m.test == "suite/Test52.java").unwrap();
        assert_eq!((s.spec.as_str(), s.cfg.as_str(), s.expected_exit), ("suite/test52.tla", "suite/test52.cfg", Some(0)));
    }

    #[test]
    fn evaluates_arguments() {
        let mut env = BTreeMap::new();
        env.insert("RM".to_owned(), Val::Str("Debug".into()));
        assert_eq!(eval(r#"RM + ".tla""#, &env), Val::Str("Debug.tla".into()));
        assert_eq!(eval("EC.ExitStatus.ERROR_SPEC_PARSE", &env), Val::Int(150));
        assert_eq!(eval("-1", &env), Val::Int(-1));
        assert_eq!(eval(r#"new String[] { "-config", RM }"#, &env), Val::Strs(vec!["-config".into(), "Debug".into()]));
        assert!(matches!(eval("foo()", &env), Val::Unknown(_)));
    }
}
