//! A typed generator of TLA+ expressions. Every expression it writes is
//! well-formed for SANY (fully parenthesized, every bound name fresh) and,
//! unless the generator deliberately takes an "unguarded" form, well-typed
//! for TLC, so that most specs run to a verdict instead of an error.

use crate::rng::Rng;

/// The types the generator knows. `Int(k)` values of state variables stay in
/// `0..k`; expressions of type `Int(_)` may be any small integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Bool,
    /// A model value of `Procs`.
    Mv,
    /// A set of small integers.
    SetInt,
    /// A sequence of small integers.
    SeqInt,
    /// A function `[Procs -> Int]`.
    FunInt,
    /// A record `[c |-> Int, b |-> Bool]`.
    Rec,
    /// A function `[Procs -> [c |-> Int, b |-> Bool]]`.
    FunRec,
    /// A string (of `STRS`).
    Str,
    /// A set of strings.
    SetStr,
    /// A record `[nm |-> Str, c |-> Int]`, its fields written in either order.
    StrRec,
}

/// The strings string-valued expressions draw from: identifiers of TLC's
/// standard modules and built-in words as well as fresh ones, so that an
/// implementation that orders strings by when they were first seen (TLC
/// interns them) shows it in CHOOSE and in printed sets.
pub const STRS: &[&str] = &["a", "b", "x", "n", "s", "level", "Nat", "TRUE", "STRING", "zz", "Procs", "p1", "seq", "B"];

/// What an expression may refer to.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    /// Names in scope with their types (state variables, bound names,
    /// LET definitions, operator parameters).
    pub names: Vec<(String, Ty)>,
    /// The spec declares `Procs`, `Leader`, `N`, `G(_)`, `Lim` and the
    /// helper operators (false for the constant-expression harness, which
    /// has only the helpers).
    pub constants: bool,
    /// `AuxMax`, `AuxLim` of the EXTENDed module.
    pub aux: bool,
    /// `Ins!IStep` of the INSTANCEd module.
    pub inst: bool,
}

pub struct Gen<'r> {
    pub rng: &'r mut Rng,
    fresh: usize,
    /// One in `unguarded` sites takes a form that may fail at run time
    /// (Head of an empty sequence, CHOOSE from an empty set, ...).
    pub unguarded: usize,
    /// Integer leaves are now and then literals near TLC's 32-bit limits.
    pub big: bool,
    /// The integer variable `StF`, a helper function definition that reads
    /// it, is defined over (specs with one only).
    pub state_fn: Option<String>,
}

/// Integer expressions at or past TLC's 32-bit limits (`X` is replaced by a
/// small integer expression).
pub const BIG: &[&str] = &[
    "2147483647",
    "2147483648",
    "(-2147483648)",
    "(-2147483647 - 1)",
    "(2147483647 + 1)",
    "(2147483647 + X)",
    "((-2147483648) - 1)",
    "((-2147483647) - X)",
    "(-(-2147483648))",
    "(65536 * 32768)",
    "(46341 * 46341)",
    "(46340 * 46340)",
    "(2147483647 * X)",
    "(2 ^ 31)",
    "(2 ^ 30)",
    "(2 ^ 32)",
    "((-2) ^ 31)",
    "(X ^ 40)",
    "((-2147483648) \\div (-1))",
    "((-2147483648) \\div 2)",
    "((-2147483648) % 7)",
    "(2147483648 % 7)",
    "(4294967296 \\div 2)",
    "(2147483647 - (-1))",
    "(1000000 * 1000000)",
    "(2147483647 % X)",
];

impl<'r> Gen<'r> {
    pub fn new(rng: &'r mut Rng, unguarded: usize) -> Gen<'r> {
        Gen { rng, fresh: 0, unguarded, big: false, state_fn: None }
    }

    pub fn fresh(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    fn risky(&mut self) -> bool {
        self.unguarded > 0 && self.rng.below(self.unguarded) == 0
    }

    fn names_of(&self, s: &Scope, ty: Ty) -> Vec<String> {
        s.names.iter().filter(|(_, t)| *t == ty).map(|(n, _)| n.clone()).collect()
    }

    fn with(&self, s: &Scope, extra: &[(String, Ty)]) -> Scope {
        let mut s2 = s.clone();
        s2.names.extend(extra.iter().cloned());
        s2
    }

    pub fn of(&mut self, ty: Ty, s: &Scope, d: u32) -> String {
        match ty {
            Ty::Int => self.int(s, d),
            Ty::Bool => self.boolean(s, d),
            Ty::Mv => self.mv(s, d),
            Ty::SetInt => self.set(s, d),
            Ty::SeqInt => self.seq(s, d),
            Ty::FunInt => self.fun(s, d),
            Ty::Rec => self.rec(s, d),
            Ty::FunRec => self.funrec(s, d),
            Ty::Str => self.string(s, d),
            Ty::SetStr => self.str_set(s, d),
            Ty::StrRec => self.str_rec(s, d),
        }
    }

    // ------------------------------------------------------------ Strings

    /// A string literal of `STRS`.
    /// `v \in T` for a name `v` and a set T of the kind type invariants
    /// write (`[Procs -> 0..3]`, `Seq(Nat)`, `[c : Int, b : BOOLEAN]`,
    /// `SUBSET STRING`); one in five times T is another type's set, which
    /// is FALSE or TLC's error.
    fn type_membership(&mut self, s: &Scope) -> String {
        let names: Vec<(String, Ty)> = s.names.iter().filter(|(_, t)| s.constants || !matches!(t, Ty::Mv | Ty::FunInt | Ty::FunRec)).cloned().collect();
        if names.is_empty() {
            return "TRUE".into();
        }
        let (v, ty) = self.rng.pick(&names).clone();
        let ty =
            if self.rng.chance(1, 5) { *self.rng.pick(&[Ty::Int, Ty::Bool, Ty::SetInt, Ty::SeqInt, Ty::Rec, Ty::Str, Ty::SetStr, Ty::StrRec]) } else { ty };
        let sets: &[&str] = match ty {
            Ty::Int => &["Int", "Nat", "(0..3)", "((-1)..5)"],
            Ty::Bool => &["BOOLEAN", "{TRUE}"],
            Ty::Mv => &["Procs", "{Leader}"],
            Ty::SetInt => &["(SUBSET (0..4))", "(SUBSET Nat)", "(SUBSET {0, 1})"],
            Ty::SeqInt => &["Seq(0..3)", "Seq(Nat)", "Seq(Int)", "Seq({0, 1})"],
            Ty::FunInt => &["[Procs -> Int]", "[Procs -> 0..3]", "[Procs -> Nat]", "[{Leader} -> Int]"],
            Ty::Rec => &["[c : Int, b : BOOLEAN]", "[c : 0..2, b : BOOLEAN]", "[b : BOOLEAN, c : Nat]", "[c : Int]"],
            Ty::FunRec => &["[Procs -> [c : Int, b : BOOLEAN]]", "[Procs -> [c : 0..3, b : {TRUE}]]"],
            Ty::Str => &["STRING", "{\"a\", \"b\", \"x\"}"],
            Ty::SetStr => &["(SUBSET STRING)", "(SUBSET {\"a\", \"b\"})"],
            Ty::StrRec => &["[nm : STRING, c : Int]", "[nm : {\"a\", \"x\"}, c : 0..3]"],
        };
        let set = self.rng.pick(sets).to_string();
        format!("({v} {} {set})", if self.rng.chance(1, 4) { "\\notin" } else { "\\in" })
    }

    pub fn str_lit(&mut self) -> String {
        format!("\"{}\"", self.rng.pick(STRS))
    }

    /// A literal set of 1-4 strings of `STRS`, in the order drawn.
    pub fn str_lits(&mut self) -> String {
        let n = 1 + self.rng.below(4);
        let items: Vec<String> = (0..n).map(|_| self.str_lit()).collect();
        format!("{{{}}}", items.join(", "))
    }

    pub fn string(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::Str);
        if d == 0 || self.rng.chance(1, 3) {
            if !vars.is_empty() && self.rng.chance(1, 2) {
                return self.rng.pick(&vars).clone();
            }
            return self.str_lit();
        }
        let d1 = d - 1;
        match self.rng.below(4) {
            0 => {
                let t = self.fresh("t");
                let set = self.str_set(s, d1);
                let s2 = self.with(s, &[(t.clone(), Ty::Str)]);
                let p = self.boolean(&s2, d1);
                if self.risky() {
                    format!("(CHOOSE {t} \\in {set} : {p})")
                } else {
                    let l = self.fresh("L");
                    format!("(LET {l} == {set} IN IF \\E {t} \\in {l} : {p} THEN (CHOOSE {t} \\in {l} : {p}) ELSE \"none\")")
                }
            }
            1 => format!("(IF {} THEN {} ELSE {})", self.boolean(s, d1), self.string(s, d1), self.string(s, d1)),
            2 => format!("{}.nm", self.str_rec(s, d1)),
            _ => {
                let set = self.str_lits();
                format!("(CHOOSE {0} \\in {set} : TRUE)", self.fresh("t"))
            }
        }
    }

    pub fn str_set(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::SetStr);
        if d == 0 || self.rng.chance(1, 3) {
            if !vars.is_empty() && self.rng.chance(1, 2) {
                return self.rng.pick(&vars).clone();
            }
            return self.str_lits();
        }
        let d1 = d - 1;
        match self.rng.below(4) {
            0 => format!("({} \\cup {})", self.str_set(s, d1), self.str_set(s, d1)),
            1 => format!("({} \\ {})", self.str_set(s, d1), self.str_set(s, d1)),
            2 => format!("{{{}, {}}}", self.string(s, d1), self.string(s, d1)),
            _ => {
                let t = self.fresh("t");
                let set = self.str_set(s, d1);
                let s2 = self.with(s, &[(t.clone(), Ty::Str)]);
                format!("{{{t} \\in {set} : {}}}", self.boolean(&s2, d1))
            }
        }
    }

    pub fn str_rec(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::StrRec);
        if !vars.is_empty() && (d == 0 || self.rng.chance(1, 2)) {
            return self.rng.pick(&vars).clone();
        }
        let d1 = d.saturating_sub(1);
        let (nm, c) = (self.string(s, d1), self.rng.range(0, 1));
        if self.rng.chance(1, 2) {
            format!("[nm |-> {nm}, c |-> {c}]")
        } else {
            format!("[c |-> {c}, nm |-> {nm}]")
        }
    }

    // ---------------------------------------------------------------- Int

    /// One of `BIG`, its `X` a small integer expression.
    pub fn big_int(&mut self, s: &Scope) -> String {
        let e = *self.rng.pick(BIG);
        if e.contains('X') {
            let x = self.int_leaf_small(s);
            e.replace('X', &x)
        } else {
            e.to_string()
        }
    }

    fn int_leaf_small(&mut self, s: &Scope) -> String {
        let big = std::mem::replace(&mut self.big, false);
        let e = self.int_leaf(s);
        self.big = big;
        e
    }

    fn int_leaf(&mut self, s: &Scope) -> String {
        if self.big && self.rng.chance(1, 25) {
            return self.big_int(s);
        }
        let vars = self.names_of(s, Ty::Int);
        loop {
            match self.rng.below(10) {
                0..=2 => {
                    let n = self.rng.range(-3, 5);
                    return if n < 0 { format!("({n})") } else { n.to_string() };
                }
                3..=5 if !vars.is_empty() => return self.rng.pick(&vars).clone(),
                6 if s.constants && self.rng.chance(1, 2) => return self.rng.pick(&["N", "Lim"]).to_string(),
                6 => {
                    let q = self.names_of(s, Ty::SeqInt);
                    let t = self.names_of(s, Ty::SetInt);
                    if !q.is_empty() && self.rng.chance(1, 2) {
                        return format!("Len({})", self.rng.pick(&q));
                    } else if !t.is_empty() {
                        return format!("Cardinality({})", self.rng.pick(&t));
                    }
                }
                7 if s.aux => return "AuxLim".to_string(),
                8 => {
                    let r = self.names_of(s, Ty::Rec);
                    if !r.is_empty() {
                        return format!("{}.c", self.rng.pick(&r));
                    }
                }
                9 => {
                    let f = self.names_of(s, Ty::FunInt);
                    let p = self.mv_leaf(s);
                    if !f.is_empty() {
                        if let Some(p) = p {
                            return format!("{}[{p}]", self.rng.pick(&f));
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Sometimes (in unguarded mode) an expression of another type, for the
    /// type errors TLC reports.
    fn confused(&mut self, s: &Scope, d: u32) -> Option<String> {
        if d > 0 && self.risky() && self.rng.chance(1, 3) {
            let ty = *self.rng.pick(&[Ty::Int, Ty::Bool, Ty::SetInt, Ty::SeqInt, Ty::Rec]);
            return Some(self.of(ty, s, d - 1));
        }
        None
    }

    pub fn int(&mut self, s: &Scope, d: u32) -> String {
        if let Some(e) = self.confused(s, d) {
            return e;
        }
        if d == 0 || self.rng.chance(1, 4) {
            return self.int_leaf(s);
        }
        let d1 = d - 1;
        match self.rng.below(27) {
            0 => format!("({} + {})", self.int(s, d1), self.int(s, d1)),
            1 => format!("({} - {})", self.int(s, d1), self.int(s, d1)),
            2 => format!("({} * {})", self.int(s, d1), self.int(s, d1)),
            3 => {
                let div = if self.risky() { self.int(s, d1) } else { self.rng.pick(&["2", "3", "(-2)", "(-3)", "1"]).to_string() };
                format!("({} \\div {div})", self.int(s, d1))
            }
            4 => {
                let m = if self.risky() { self.int(s, d1) } else { self.rng.pick(&["2", "3", "4"]).to_string() };
                format!("({} % {m})", self.int(s, d1))
            }
            5 => format!("(-{})", self.int(s, d1)),
            6 => format!("(IF {} THEN {} ELSE {})", self.boolean(s, d1), self.int(s, d1), self.int(s, d1)),
            7 => {
                let other = if self.risky() { String::new() } else { format!(" [] OTHER -> {}", self.int(s, d1)) };
                format!("(CASE {} -> {} [] {} -> {}{other})", self.boolean(s, d1), self.int(s, d1), self.boolean(s, d1), self.int(s, d1))
            }
            8 => {
                let k = self.fresh("k");
                let set = self.set(s, d1);
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                let p = self.boolean(&s2, d1);
                if self.risky() {
                    format!("(CHOOSE {k} \\in {set} : {p})")
                } else {
                    let l = self.fresh("L");
                    format!("(LET {l} == {set} IN IF \\E {k} \\in {l} : {p} THEN (CHOOSE {k} \\in {l} : {p}) ELSE 0)")
                }
            }
            9 => {
                let l = self.fresh("L");
                let v = self.int(s, d1);
                let s2 = self.with(s, &[(l.clone(), Ty::Int)]);
                format!("(LET {l} == {v} IN {})", self.int(&s2, d1))
            }
            10 => {
                let l = self.fresh("L");
                let a = self.fresh("k");
                let s2 = self.with(s, &[(a.clone(), Ty::Int)]);
                let body = self.int(&s2, d1);
                // (Now and then a LET function instead, applied or read
                // whole; its argument risky: outside 0..2 it fails.)
                if self.rng.chance(1, 2) {
                    let i = self.int(s, d1);
                    return match (self.risky(), self.rng.chance(1, 4)) {
                        (_, true) => format!("(LET {l}[{a} \\in 0..2] == {body} IN Cardinality(DOMAIN {l}) + {l}[1])"),
                        (true, _) => format!("(LET {l}[{a} \\in 0..2] == {body} IN {l}[{i}])"),
                        _ => format!("(LET {l}[{a} \\in 0..2] == {body} IN {l}[({i}) % 3])"),
                    };
                }
                format!("(LET {l}({a}) == {body} IN {l}({}))", self.int(s, d1))
            }
            11 => {
                let l = self.fresh("R");
                let a = self.fresh("k");
                format!("(LET RECURSIVE {l}(_) {l}({a}) == IF {a} <= 0 THEN 0 ELSE {a} + {l}({a} - 1) IN {l}({} % 4))", self.int(s, d1))
            }
            12 => {
                let k = self.fresh("k");
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                format!("Apply(LAMBDA {k} : {}, {})", self.int(&s2, d1), self.int(s, d1))
            }
            13 => format!("Twice(LAMBDA {0} : ({0} + 1) % 5, {1})", self.fresh("k"), self.int(s, d1)),
            14 => format!("Max2({}, {})", self.int(s, d1), self.int(s, d1)),
            15 => format!("SumSet({})", self.set(s, d1)),
            16 => format!("SumSeq({})", self.seq(s, d1)),
            17 if self.state_fn.as_ref().is_some_and(|x| s.names.iter().any(|(n, _)| n == x)) && self.rng.chance(1, 2) => {
                let (i, j) = (self.int(s, d1), self.int(s, d1));
                if self.risky() {
                    format!("StF[{i}, {j}]")
                } else {
                    format!("StF[({i}) % 5, ({j}) % 2]")
                }
            }
            17 => {
                let i = self.int(s, d1);
                if self.risky() {
                    format!("Fact[{i}]")
                } else {
                    format!("Fact[({i}) % 5]")
                }
            }
            18 => format!("Len({})", self.seq(s, d1)),
            19 => format!("Cardinality({})", self.set(s, d1)),
            20 => {
                let q = self.seq(s, d1);
                if self.risky() {
                    format!("Head({q})")
                } else {
                    let l = self.fresh("L");
                    format!("(LET {l} == {q} IN IF {l} = <<>> THEN 0 ELSE Head({l}))")
                }
            }
            21 if s.constants => format!("G({})", self.int(s, d1)),
            22 if s.aux => format!("AuxMax({}, {})", self.int(s, d1), self.int(s, d1)),
            23 if s.inst => format!("Ins!IStep({})", self.int(s, d1)),
            24 => {
                let (i, j) = (self.fresh("k"), self.fresh("k"));
                let s2 = self.with(s, &[(i.clone(), Ty::Int), (j.clone(), Ty::Int)]);
                let body = self.int(&s2, d1);
                format!("[{i} \\in 0..1, {j} \\in 0..2 |-> {body}][(({}) % 2), (({}) % 3)]", self.int(s, d1), self.int(s, d1))
            }
            25 => {
                let f = self.fun(s, d1);
                match self.mv_leaf(s) {
                    Some(p) => format!("{f}[{p}]"),
                    None => format!("Cardinality(DOMAIN {f})"),
                }
            }
            26 => {
                let q = self.seq(s, d1);
                let i = self.int(s, d1);
                if self.risky() {
                    format!("{q}[{i}]")
                } else {
                    let l = self.fresh("L");
                    format!("(LET {l} == {q} IN IF {l} = <<>> THEN 0 ELSE {l}[1 + (({i}) % Len({l}))])")
                }
            }
            _ => self.int_leaf(s),
        }
    }

    // --------------------------------------------------------------- Bool

    pub fn boolean(&mut self, s: &Scope, d: u32) -> String {
        if let Some(e) = self.confused(s, d) {
            return e;
        }
        if d == 0 || self.rng.chance(1, 5) {
            let bs = self.names_of(s, Ty::Bool);
            return match self.rng.below(16) {
                0 => self.rng.pick(&["TRUE", "FALSE"]).to_string(),
                1 if !bs.is_empty() => self.rng.pick(&bs).clone(),
                3 if s.constants => {
                    let m = self.names_of(s, Ty::Mv);
                    let fr = self.names_of(s, Ty::FunRec);
                    if !m.is_empty() {
                        format!("({} = Leader)", self.rng.pick(&m))
                    } else if !fr.is_empty() {
                        format!("{}[Leader].b", self.rng.pick(&fr))
                    } else {
                        "(Leader \\in Procs)".into()
                    }
                }
                4 | 5 if !self.names_of(s, Ty::Str).is_empty() => {
                    let v = self.rng.pick(&self.names_of(s, Ty::Str)).clone();
                    format!("({v} {} {})", self.rng.pick(&["=", "#"]), self.str_lit())
                }
                6 if !self.names_of(s, Ty::SetStr).is_empty() => {
                    let v = self.rng.pick(&self.names_of(s, Ty::SetStr)).clone();
                    format!("({} \\in {v})", self.str_lit())
                }
                7 if !self.names_of(s, Ty::StrRec).is_empty() => {
                    let v = self.rng.pick(&self.names_of(s, Ty::StrRec)).clone();
                    format!("({v}.nm = {})", self.str_lit())
                }
                8 | 9 => self.type_membership(s),
                // A comprehension an operator returns: TLC builds it over
                // an enumerated set, asks its predicate at the element
                // only over SUBSET S (which may fail elsewhere).
                10 => format!("({} \\in Sel({}, {}))", self.int_leaf(s), self.small_set(s), self.int_leaf(s)),
                11 => format!("({} \\in SubSel({}, {}))", self.small_set(s), self.small_set(s), self.int_leaf(s)),
                2 => {
                    let r = self.names_of(s, Ty::Rec);
                    if r.is_empty() {
                        "TRUE".into()
                    } else {
                        format!("{}.b", self.rng.pick(&r))
                    }
                }
                _ => {
                    let op = *self.rng.pick(&["<", "<=", "=", "#", ">", ">="]);
                    format!("({} {op} {})", self.int_leaf(s), self.int_leaf(s))
                }
            };
        }
        let d1 = d - 1;
        match self.rng.below(18) {
            0 => format!("({} /\\ {})", self.boolean(s, d1), self.boolean(s, d1)),
            1 => format!("({} \\/ {})", self.boolean(s, d1), self.boolean(s, d1)),
            2 => format!("(~{})", self.boolean(s, d1)),
            3 => format!("({} => {})", self.boolean(s, d1), self.boolean(s, d1)),
            4 => format!("({} <=> {})", self.boolean(s, d1), self.boolean(s, d1)),
            5 | 6 => {
                let op = *self.rng.pick(&["<", "<=", "=", "#", ">", ">="]);
                format!("({} {op} {})", self.int(s, d1), self.int(s, d1))
            }
            7 => format!("({} \\in {})", self.int(s, d1), self.set(s, d1)),
            8 => format!("({} \\subseteq {})", self.set(s, d1), self.set(s, d1)),
            9 => {
                let (q, names) = if self.rng.chance(1, 2) { ("\\A", 1) } else { ("\\E", 2) };
                let ks: Vec<String> = (0..names).map(|_| self.fresh("k")).collect();
                let dom = self.small_set(s);
                let ext: Vec<(String, Ty)> = ks.iter().map(|k| (k.clone(), Ty::Int)).collect();
                let s2 = self.with(s, &ext);
                format!("({q} {} \\in {dom} : {})", ks.join(", "), self.boolean(&s2, d1))
            }
            10 => {
                let (i, j) = (self.fresh("k"), self.fresh("k"));
                let q = *self.rng.pick(&["\\A", "\\E"]);
                let (a, b) = (self.small_set(s), self.small_set(s));
                let s2 = self.with(s, &[(i.clone(), Ty::Int), (j.clone(), Ty::Int)]);
                format!("({q} <<{i}, {j}>> \\in ({a} \\X {b}) : {})", self.boolean(&s2, d1))
            }
            11 => {
                let (i, j) = (self.fresh("k"), self.fresh("k"));
                let q = *self.rng.pick(&["\\A", "\\E"]);
                let (a, b) = (self.small_set(s), self.small_set(s));
                let s2 = self.with(s, &[(i.clone(), Ty::Int), (j.clone(), Ty::Int)]);
                format!("({q} {i} \\in {a}, {j} \\in {b} : {})", self.boolean(&s2, d1))
            }
            12 => {
                let t = self.fresh("k");
                let base = self.small_set(s);
                let s2 = self.with(s, &[(t.clone(), Ty::SetInt)]);
                format!("(\\E {t} \\in SUBSET {base} : {})", self.boolean(&s2, d1))
            }
            13 => format!("({} = {})", self.seq(s, d1), self.seq(s, d1)),
            14 if s.constants => {
                let p = self.fresh("k");
                let s2 = self.with(s, &[(p.clone(), Ty::Mv)]);
                format!("(\\A {p} \\in Procs : {})", self.boolean(&s2, d1))
            }
            15 if s.constants => match (self.mv_leaf(s), self.mv_leaf(s)) {
                (Some(a), Some(b)) => format!("({a} = {b})"),
                _ => "(Leader \\in Procs)".into(),
            },
            16 => format!("(IF {} THEN {} ELSE {})", self.boolean(s, d1), self.boolean(s, d1), self.boolean(s, d1)),
            17 => {
                let ty = *self.rng.pick(&[Ty::FunInt, Ty::Rec, Ty::FunRec, Ty::SetInt]);
                let op = *self.rng.pick(&["=", "#"]);
                format!("({} {op} {})", self.of(ty, s, d1), self.of(ty, s, d1))
            }
            _ => format!("({} < {})", self.int(s, d1), self.int(s, d1)),
        }
    }

    // ----------------------------------------------------------------- Mv

    fn mv_leaf(&mut self, s: &Scope) -> Option<String> {
        let mut c = self.names_of(s, Ty::Mv);
        if s.constants {
            c.push("Leader".into());
        }
        if c.is_empty() {
            None
        } else {
            Some(self.rng.pick(&c).clone())
        }
    }

    pub fn mv(&mut self, s: &Scope, d: u32) -> String {
        if d > 0 && s.constants && self.rng.chance(1, 3) {
            let p = self.fresh("k");
            let s2 = self.with(s, &[(p.clone(), Ty::Mv)]);
            let b = self.boolean(&s2, d - 1);
            return if self.risky() {
                format!("(CHOOSE {p} \\in Procs : {b})")
            } else {
                format!("(IF \\E {p} \\in Procs : {b} THEN CHOOSE {p} \\in Procs : {b} ELSE Leader)")
            };
        }
        self.mv_leaf(s).unwrap_or_else(|| "Leader".into())
    }

    // ---------------------------------------------------------------- Sets

    /// A set of at most a handful of small integers, for quantifier domains.
    pub fn small_set(&mut self, s: &Scope) -> String {
        let sets = self.names_of(s, Ty::SetInt);
        let ints = self.names_of(s, Ty::Int);
        match self.rng.below(8) {
            0 => "(0..2)".into(),
            1 => format!("({{{}, {}}})", self.rng.range(-2, 3), self.rng.range(-2, 3)),
            2 | 6 if !sets.is_empty() => self.rng.pick(&sets).clone(),
            3 if s.constants => "(0..N)".into(),
            4 => "{}".into(),
            // (A set that mentions a local: in the second of several bound
            // variables, it is read where the first is bound.)
            5 | 7 if !ints.is_empty() => {
                let k = self.rng.pick(&ints).clone();
                format!("({{{k}, ({k} + 1) % 3}})")
            }
            _ => "(1..2)".into(),
        }
    }

    pub fn set(&mut self, s: &Scope, d: u32) -> String {
        if let Some(e) = self.confused(s, d) {
            return e;
        }
        if d == 0 || self.rng.chance(1, 4) {
            return self.small_set(s);
        }
        let d1 = d - 1;
        match self.rng.below(12) {
            0 => format!("({} \\cup {})", self.set(s, d1), self.set(s, d1)),
            1 => format!("({} \\cap {})", self.set(s, d1), self.set(s, d1)),
            2 => format!("({} \\ {})", self.set(s, d1), self.set(s, d1)),
            3 => {
                let k = self.fresh("k");
                let dom = self.set(s, d1);
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                format!("{{{k} \\in {dom} : {}}}", self.boolean(&s2, d1))
            }
            4 => {
                let k = self.fresh("k");
                let dom = self.set(s, d1);
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                format!("{{{} : {k} \\in {dom}}}", self.int(&s2, d1))
            }
            5 => {
                let (i, j) = (self.fresh("k"), self.fresh("k"));
                let (a, b) = (self.small_set(s), self.small_set(s));
                let s2 = self.with(s, &[(i.clone(), Ty::Int), (j.clone(), Ty::Int)]);
                format!("{{{} : <<{i}, {j}>> \\in ({a} \\X {b})}}", self.int(&s2, d1))
            }
            6 => format!("UNION {{{}, {}}}", self.set(s, d1), self.set(s, d1)),
            7 => format!("{{{}, {}}}", self.int(s, d1), self.int(s, d1)),
            8 => format!("DOMAIN {}", self.seq(s, d1)),
            9 => {
                let k = self.fresh("k");
                let base = self.small_set(s);
                format!("UNION {{{k} \\in SUBSET {base} : Cardinality({k}) <= 1}}")
            }
            10 => {
                let (a, b) = (self.rng.range(-1, 2), self.rng.range(0, 3));
                format!("({a}..{b})")
            }
            _ => {
                let f = self.fun(s, d1);
                format!("{{{f}[{0}] : {0} \\in DOMAIN {f}}}", self.fresh("k"))
            }
        }
    }

    // ----------------------------------------------------------- Sequences

    pub fn seq(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::SeqInt);
        if d == 0 || self.rng.chance(1, 4) {
            return match self.rng.below(4) {
                0 => "<<>>".into(),
                1 if !vars.is_empty() => self.rng.pick(&vars).clone(),
                _ => format!("<<{}, {}>>", self.int_leaf(s), self.int_leaf(s)),
            };
        }
        let d1 = d - 1;
        match self.rng.below(8) {
            0 => format!("Append({}, {})", self.seq(s, d1), self.int(s, d1)),
            1 => {
                let q = self.seq(s, d1);
                if self.risky() {
                    format!("Tail({q})")
                } else {
                    let l = self.fresh("L");
                    format!("(LET {l} == {q} IN IF {l} = <<>> THEN <<>> ELSE Tail({l}))")
                }
            }
            2 => format!("({} \\o {})", self.seq(s, d1), self.seq(s, d1)),
            3 => {
                let q = self.seq(s, d1);
                let l = self.fresh("L");
                format!("(LET {l} == {q} IN SubSeq({l}, 2, Len({l})))")
            }
            4 => {
                let k = self.fresh("k");
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                format!("[{k} \\in 1..{} |-> {}]", self.rng.range(0, 2), self.int(&s2, d1))
            }
            5 => {
                let k = self.fresh("k");
                let q = self.seq(s, d1);
                let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
                format!("SelectSeq({q}, LAMBDA {k} : {})", self.boolean(&s2, d1))
            }
            6 => {
                let q = self.seq(s, d1);
                let l = self.fresh("L");
                let e = self.int(s, d1);
                format!("(LET {l} == {q} IN IF {l} = <<>> THEN {l} ELSE [{l} EXCEPT ![1] = @ + {e}])")
            }
            _ => format!("<<{}>>", self.int(s, d1)),
        }
    }

    // ---------------------------------------------- Functions and records

    pub fn fun(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::FunInt);
        if !s.constants {
            // No Procs: a function on a small integer domain.
            let k = self.fresh("k");
            let s2 = self.with(s, &[(k.clone(), Ty::Int)]);
            return format!("[{k} \\in 0..1 |-> {}]", self.int(&s2, d.saturating_sub(1)));
        }
        if d == 0 || self.rng.chance(1, 3) {
            if !vars.is_empty() && self.rng.chance(2, 3) {
                return self.rng.pick(&vars).clone();
            }
            return format!("[{} \\in Procs |-> 0]", self.fresh("k"));
        }
        let d1 = d - 1;
        let base = self.fun(s, d1);
        match self.rng.below(4) {
            0 => {
                let p = self.mv(s, d1);
                format!("[{base} EXCEPT ![{p}] = @ + {}]", self.int(s, d1))
            }
            1 => {
                let p = self.mv(s, d1);
                format!("(({p} :> {}) @@ {base})", self.int(s, d1))
            }
            2 => {
                let k = self.fresh("k");
                let s2 = self.with(s, &[(k.clone(), Ty::Mv)]);
                format!("[{k} \\in Procs |-> {}]", self.int(&s2, d1))
            }
            _ => base,
        }
    }

    pub fn rec(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::Rec);
        if d == 0 || self.rng.chance(1, 3) {
            if !vars.is_empty() && self.rng.chance(2, 3) {
                return self.rng.pick(&vars).clone();
            }
            return "[c |-> 0, b |-> FALSE]".into();
        }
        let d1 = d - 1;
        match self.rng.below(3) {
            0 => format!("[{} EXCEPT !.c = @ - {}]", self.rec(s, d1), self.int(s, d1)),
            1 => format!("[{} EXCEPT !.b = ~@]", self.rec(s, d1)),
            _ => format!("[c |-> {}, b |-> {}]", self.int(s, d1), self.boolean(s, d1)),
        }
    }

    pub fn funrec(&mut self, s: &Scope, d: u32) -> String {
        let vars = self.names_of(s, Ty::FunRec);
        if !vars.is_empty() && (d == 0 || self.rng.chance(1, 2)) {
            return self.rng.pick(&vars).clone();
        }
        if !s.constants {
            return format!("[{} \\in 0..1 |-> {}]", self.fresh("k"), self.rec(s, d.saturating_sub(1)));
        }
        let k = self.fresh("k");
        let s2 = self.with(s, &[(k.clone(), Ty::Mv)]);
        format!("[{k} \\in Procs |-> {}]", self.rec(&s2, d.saturating_sub(1)))
    }
}

/// The helper operators every generated module defines (the expression
/// generator calls them): higher-order operators, recursive operators, a
/// recursive function, and action operators whose parameters are primed
/// inside (`SetTo(v, e) == v' = e` called as `SetTo(x, ...)`).
pub const HELPERS: &[(&str, &str)] = &[
    ("Apply", "Apply(F(_), v) == F(v)"),
    ("Twice", "Twice(F(_), v) == F(F(v))"),
    ("Max2", "Max2(a, b) == IF a > b THEN a ELSE b"),
    ("SumSet", "RECURSIVE SumSet(_)\nSumSet(S) == IF S = {} THEN 0 ELSE LET m == CHOOSE t \\in S : TRUE IN m + SumSet(S \\ {m})"),
    ("SumSeq", "RECURSIVE SumSeq(_)\nSumSeq(w) == IF w = <<>> THEN 0 ELSE Head(w) + SumSeq(Tail(w))"),
    ("Fact", "Fact[i \\in 0..4] == IF i = 0 THEN 1 ELSE i * Fact[i - 1]"),
    ("Sel", "Sel(S, a) == {t \\in S : (t + a) % 2 = 0}"),
    ("SubSel", "SubSel(S, a) == {t \\in SUBSET S : 6 \\div (Cardinality(t) + a) > 1}"),
];

/// Helpers only the specs (with state) define.
pub const ACTION_HELPERS: &[(&str, &str)] = &[
    ("Dbl", "Dbl(i) == (2 * i) % 3"),
    ("Lim", "Lim == 3"),
    ("AltLim", "AltLim == 2"),
    ("Keep", "Keep(v) == UNCHANGED v"),
    ("SetTo", "SetTo(v, e) == v' = e"),
    ("Drop", "Drop(v) == v # <<>> /\\ v' = Tail(v)"),
    ("PutAt", "PutAt(v, w, e, l) == Len(v) < l /\\ w = Append(v, e)"),
    ("Do", "Do(F(_), v, n) == v' = F(v) % n"),
    ("Stut", "Stut(A, v) == [A]_v"),
];
