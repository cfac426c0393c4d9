//! Random specs: a root module `Spec.tla` (1-3 variables, Init, Next as a
//! disjunction of actions, invariants), sometimes an EXTENDed `Aux.tla` and
//! an INSTANCEd `Inst.tla`, and `Spec.cfg`. Every variable's values stay in
//! a small finite set (integers are reduced `% k`, sequences are bounded by a
//! guard), so the state space has at most a few thousand states.
//!
//! A [`Spec`] is kept as parts (actions as lists of conjuncts, invariants,
//! helper definitions, configuration lines) so that the shrinker can drop
//! them one at a time.

use crate::expr::{Gen, Scope, Ty, ACTION_HELPERS, HELPERS, STRS};
use crate::rng::Rng;

#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    pub ty: Ty,
    /// Integers of this variable stay in `0..k`.
    pub k: i64,
    /// Sequences stay at most this long.
    pub len: i64,
}

#[derive(Clone, Debug)]
pub enum Wrap {
    /// `Name`
    Plain,
    /// `\E pq \in Procs : Name(pq)`
    Param,
    /// `Stut(Name, vars)`, i.e. `[Name]_vars` through an operator parameter.
    Stut,
}

#[derive(Clone, Debug)]
pub struct Action {
    pub name: String,
    pub wrap: Wrap,
    pub conjuncts: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Spec {
    pub seed: u64,
    pub procs: usize,
    pub n: i64,
    pub aux: Option<i64>,
    /// The INSTANCEd module, with the variable substituted for its `iv`.
    pub inst: Option<Option<String>>,
    pub vars: Vec<Var>,
    pub helpers: Vec<String>,
    pub init: Vec<String>,
    pub actions: Vec<Action>,
    pub invariants: Vec<(String, String)>,
    /// Optional configuration lines (overrides), one per entry.
    pub cfg_extra: Vec<String>,
    pub check_deadlock: bool,
    pub spec_formula: bool,
    /// The order the cfg lists `Procs`' model values in (indices from 1).
    pub procs_order: Vec<usize>,
    /// String constants `Word = "..."` and `Words = {...}` (their cfg values).
    pub str_consts: Option<(String, String)>,
    /// ASSUMEs of the root module.
    pub assumes: Vec<String>,
    /// The variable `big` (near TLC's 32-bit limits): its Init conjunct and
    /// the update of its action `BigStep`.
    pub big: Option<(String, String)>,
    /// A deliberate problem of the configuration (kept by the shrinker).
    pub problem: Option<Problem>,
}

/// A configuration problem: lines added to the CONSTANTS block and after
/// it, definitions added to the root module, a constant of the standard
/// configuration left out (to be unassigned or given another value) and a
/// constant declared in addition.
#[derive(Clone, Debug, Default)]
pub struct Problem {
    pub consts: Vec<String>,
    pub sections: Vec<String>,
    pub defs: Vec<String>,
    pub omit: Option<String>,
    pub declare: Option<String>,
}

pub struct Files {
    /// (file name, contents)
    pub modules: Vec<(String, String)>,
    pub cfg: String,
}

fn scope(spec: &Spec, extra: &[(String, Ty)]) -> Scope {
    let mut names: Vec<(String, Ty)> = spec.vars.iter().map(|v| (v.name.clone(), v.ty)).collect();
    names.extend(extra.iter().cloned());
    if spec.str_consts.is_some() {
        names.push(("Word".into(), Ty::Str));
        names.push(("Words".into(), Ty::SetStr));
    }
    Scope { names, constants: true, aux: spec.aux.is_some(), inst: spec.inst.is_some() }
}

/// Generator features `--avoid` can turn off (to look past a known bug that
/// would otherwise be found again and again).
pub const FEATURES: &[(&str, &str)] = &[
    ("unchanged-param", "UNCHANGED through an operator parameter: Keep(<<y>>), [A]_vars as Stut(A, vars)"),
    ("primed-param", "operators priming their parameter: SetTo(x, e), Drop(x), Do(F, x, k), Ins!IInc(x, k)"),
    ("instance", "the INSTANCEd module Inst"),
    ("extends", "the EXTENDed module Aux"),
    ("unguarded", "forms that may fail at run time (evaluation errors)"),
    ("assert", "Assert in actions"),
    ("cfg-problems", "configuration errors: wrong-kind constant values, operators with arguments and built-ins named in sections, unassigned constants, bad and chained <- substitutions"),
    ("strings", "string variables and constants, CHOOSE over sets of strings, records with fields in either order, Procs listed out of order"),
    ("bigint", "integers near and past TLC's 32-bit limits in Init, Next and ASSUME"),
    ("state-fn", "a function definition that reads the state (StF[i, j]), applied in expressions"),
];

pub fn generate(seed: u64) -> Spec {
    generate_avoiding(seed, &[])
}

pub fn generate_avoiding(seed: u64, avoid: &[String]) -> Spec {
    let off = |f: &str| avoid.iter().any(|a| a == f);
    let mut rng = Rng::new(seed);
    let nvars = 1 + rng.below(3);
    let tys = [Ty::Int, Ty::Int, Ty::Bool, Ty::Mv, Ty::SetInt, Ty::SeqInt, Ty::SeqInt, Ty::FunInt, Ty::Rec, Ty::FunRec];
    let names = ["x", "y", "z"];
    let mut vars = Vec::new();
    for name in names.iter().take(nvars) {
        let ty = *rng.pick(&tys);
        let k = match ty {
            Ty::Int => rng.range(2, 4),
            Ty::FunRec => 2,
            _ => rng.range(2, 3),
        };
        vars.push(Var { name: name.to_string(), ty, k, len: rng.range(1, 2) });
    }
    let strings = !off("strings") && rng.chance(1, 3);
    if strings && rng.chance(2, 3) {
        let ty = *rng.pick(&[Ty::Str, Ty::Str, Ty::SetStr, Ty::StrRec]);
        vars.push(Var { name: "sv".into(), ty, k: 2, len: 1 });
    }
    let bigint = !off("bigint") && rng.chance(1, 4);
    let problem = (!off("cfg-problems") && rng.chance(1, 4)).then(|| cfg_problem(&mut rng));
    let mut procs_order: Vec<usize> = Vec::new();
    let procs = rng.range(2, 3) as usize;
    let mut str_consts = None;
    if strings {
        let mut idx: Vec<usize> = (1..=procs).collect();
        for i in (1..idx.len()).rev() {
            let j = rng.below(i + 1);
            idx.swap(i, j);
        }
        procs_order = idx;
        if rng.chance(1, 2) {
            let word = format!("\"{}\"", rng.pick(STRS));
            let n = 1 + rng.below(3);
            let words: Vec<String> = (0..n).map(|_| format!("\"{}\"", rng.pick(STRS))).collect();
            str_consts = Some((word, format!("{{{}}}", words.join(", "))));
        }
    }
    let aux = rng.chance(1, 3).then(|| rng.range(1, 2)).filter(|_| !off("extends"));
    let int_var = vars.iter().find(|v| v.ty == Ty::Int).map(|v| v.name.clone());
    let inst = rng.chance(1, 3).then(|| if rng.chance(2, 3) { int_var.clone() } else { None }).filter(|_| !off("instance"));
    let unguarded = if rng.chance(1, 4) && !off("unguarded") { 12 } else { 0 };
    let mut spec = Spec {
        seed,
        procs,
        n: rng.range(2, 3),
        aux,
        inst,
        vars,
        helpers: HELPERS.iter().chain(ACTION_HELPERS.iter()).map(|(_, d)| d.to_string()).collect(),
        init: Vec::new(),
        actions: Vec::new(),
        invariants: Vec::new(),
        cfg_extra: Vec::new(),
        check_deadlock: rng.chance(1, 2),
        spec_formula: rng.chance(1, 2),
        procs_order,
        str_consts,
        assumes: Vec::new(),
        big: None,
        problem,
    };
    let mut g = Gen::new(&mut rng, unguarded);
    g.big = bigint;
    // A function definition that reads the state, applied by the
    // expressions that see its variable.
    if let Some(x) = int_var.as_ref().filter(|_| !off("state-fn")) {
        spec.helpers.push(format!("StF[i \\in 0..4, j \\in {{0, {x} % 2}}] == (i + j * {x}) % 5"));
        g.state_fn = Some(x.clone());
    }
    if bigint {
        let s0 = Scope { constants: true, ..Scope::default() };
        if g.rng.chance(1, 2) {
            let e = g.big_int(&s0);
            let op = *g.rng.pick(&["# 7", "> 0", "< 0", "= 2147483647", "\\in Int"]);
            spec.assumes.push(format!("({e}) {op}"));
        }
        if g.rng.chance(1, 2) {
            let init = g
                .rng
                .pick(&[
                    "big = 2147483647",
                    "big \\in {2147483646, 2147483647}",
                    "big = -2147483648",
                    "big \\in {-2147483647, -2147483648, 2147483645}",
                    "big = 2147483648",
                    "big = 2 ^ 31 - 1",
                ])
                .to_string();
            let step = g
                .rng
                .pick(&[
                    "IF big > 0 THEN big + 1 ELSE big - 1",
                    "-big",
                    "big \\div 2",
                    "big * 2",
                    "big \\div (-1)",
                    "2147483647 + (big % 2)",
                    "(big * big) % 5",
                    "IF big = 2147483647 THEN -2147483648 ELSE 2147483647",
                    "big - 2147483647",
                ])
                .to_string();
            spec.big = Some((init, step));
        }
    }

    // Init
    for v in spec.vars.clone() {
        let (x, k) = (&v.name, v.k);
        let c = match v.ty {
            Ty::Int => match g.rng.below(4) {
                0 => format!("{x} \\in 0..{}", k - 1),
                1 => format!("{x} = 0"),
                2 => format!("{x} \\in {{i \\in 0..{} : i # 1}}", k - 1),
                _ => {
                    let e = g.int(&Scope { constants: true, ..Scope::default() }, 2);
                    format!("{x} = ({e}) % {k}")
                }
            },
            Ty::Bool => g.rng.pick(&["{x} \\in BOOLEAN", "{x} = FALSE"]).replace("{x}", x),
            Ty::Mv => g.rng.pick(&["{x} \\in Procs", "{x} = Leader"]).replace("{x}", x),
            Ty::SetInt => match g.rng.below(3) {
                0 => format!("{x} = {{}}"),
                1 => format!("{x} \\in SUBSET (0..{})", k - 1),
                _ => format!("{x} = {{0}}"),
            },
            Ty::SeqInt => match g.rng.below(3) {
                0 => format!("{x} = <<>>"),
                1 => format!("{x} \\in {{<<>>, <<0>>}}"),
                _ => format!("{x} \\in [1..1 -> 0..{}]", k - 1),
            },
            Ty::FunInt => g.rng.pick(&["{x} = [p \\in Procs |-> 0]", "{x} \\in [Procs -> 0..1]"]).replace("{x}", x),
            Ty::Rec => g.rng.pick(&["{x} = [c |-> 0, b |-> FALSE]", "{x} \\in [c : 0..1, b : BOOLEAN]"]).replace("{x}", x),
            Ty::FunRec => g.rng.pick(&["{x} = [p \\in Procs |-> [c |-> 0, b |-> FALSE]]", "{x} \\in [Procs -> [c : 0..1, b : {FALSE}]]"]).replace("{x}", x),
            Ty::Str => match g.rng.below(4) {
                0 => format!("{x} = {}", g.str_lit()),
                1 => format!("{x} \\in {}", g.str_lits()),
                2 if spec.str_consts.is_some() => format!("{x} \\in Words"),
                _ => {
                    let s = scope(&spec, &[]);
                    format!("{x} = {}", g.string(&s, 2))
                }
            },
            Ty::SetStr => match g.rng.below(3) {
                0 => format!("{x} = {{}}"),
                1 => format!("{x} = {}", g.str_lits()),
                _ => format!("{x} \\in SUBSET {}", g.str_lits()),
            },
            Ty::StrRec => match g.rng.below(3) {
                0 => format!("{x} = [nm |-> {}, c |-> 0]", g.str_lit()),
                1 => format!("{x} = [c |-> 1, nm |-> {}]", g.str_lit()),
                _ => format!("{x} \\in [c : 0..1, nm : {}]", g.str_lits()),
            },
        };
        spec.init.push(c);
    }
    if g.rng.chance(1, 4) {
        let s = scope(&spec, &[]);
        spec.init.push(g.boolean(&s, 2));
    }
    if bigint && g.rng.chance(1, 3) {
        let s = scope(&spec, &[]);
        spec.init.push(format!("(({}) % 5) # 7", g.big_int(&s)));
    }

    // Actions
    let nact = 1 + g.rng.below(4);
    for a in 0..nact {
        let wrap = match g.rng.below(16) {
            0..=3 => Wrap::Param,
            4 if !off("unchanged-param") => Wrap::Stut,
            _ => Wrap::Plain,
        };
        let extra = if matches!(wrap, Wrap::Param) { vec![("pp".to_string(), Ty::Mv)] } else { vec![] };
        let s = scope(&spec, &extra);
        let mut conj = Vec::new();
        for _ in 0..g.rng.below(3) {
            conj.push(g.boolean(&s, 2));
        }
        if bigint && g.rng.chance(1, 3) {
            conj.push(format!("(({}) % 5) # 7", g.big_int(&s)));
        }
        if g.rng.chance(1, 15) && !off("assert") {
            conj.push(format!("Assert({}, \"boom\")", g.boolean(&s, 1)));
        }
        // Which variables change.
        let mut changed: Vec<bool> = spec.vars.iter().map(|_| g.rng.chance(1, 2)).collect();
        if !changed.iter().any(|c| *c) {
            let i = g.rng.below(changed.len());
            changed[i] = true;
        }
        let mut unchanged = Vec::new();
        for (v, ch) in spec.vars.clone().iter().zip(&changed) {
            if *ch {
                conj.push(update(&mut g, &spec, v, &s, &off));
            } else {
                unchanged.push(v.name.clone());
            }
        }
        if !unchanged.is_empty() {
            let tuple = format!("<<{}>>", unchanged.join(", "));
            conj.push(match g.rng.below(4) {
                0 => format!("UNCHANGED {tuple}"),
                1 if !off("unchanged-param") => format!("Keep({tuple})"),
                2 => unchanged.iter().map(|u| format!("UNCHANGED {u}")).collect::<Vec<_>>().join(" /\\ "),
                _ => unchanged.iter().map(|u| format!("{u}' = {u}")).collect::<Vec<_>>().join(" /\\ "),
            });
        }
        if g.rng.chance(1, 6) {
            conj.push(format!("({})'", g.boolean(&scope(&spec, &[]), 1)));
        }
        spec.actions.push(Action { name: format!("Act{}", a + 1), wrap, conjuncts: conj });
    }

    // Invariants
    let ninv = g.rng.below(3);
    for i in 0..ninv {
        let s = scope(&spec, &[]);
        let body = if g.rng.chance(1, 3) {
            let v = g.rng.pick(&spec.vars).clone();
            type_ok(&v)
        } else {
            // TLC rejects a constant-level invariant that is FALSE before
            // the search: make the invariant name a variable.
            let mut b = g.boolean(&s, 2);
            for _ in 0..8 {
                if spec.vars.iter().any(|v| mentions(&b, &v.name)) {
                    break;
                }
                b = g.boolean(&s, 2);
            }
            if !spec.vars.iter().any(|v| mentions(&b, &v.name)) {
                b = format!("({}) /\\ {b}", type_ok(&spec.vars[0]));
            }
            b
        };
        spec.invariants.push((format!("Inv{}", i + 1), body));
    }

    // Configuration overrides.
    match g.rng.below(3) {
        0 => spec.cfg_extra.push("Lim = 2".into()),
        1 => spec.cfg_extra.push("Lim <- AltLim".into()),
        _ => {}
    }
    if spec.aux.is_some() {
        match g.rng.below(3) {
            0 => spec.cfg_extra.push("AuxLim <- AuxAlt".into()),
            1 => spec.cfg_extra.push("AuxLim = 3".into()),
            _ => {}
        }
    }
    if spec.inst.is_some() {
        match g.rng.below(3) {
            0 => spec.cfg_extra.push("ILim <- [Inst] AltLim".into()),
            1 => spec.cfg_extra.push("ILim = [Inst] 3".into()),
            _ => {}
        }
    }
    spec
}

fn type_ok(v: &Var) -> String {
    let (x, k) = (&v.name, v.k);
    match v.ty {
        Ty::Int => format!("{x} \\in 0..{}", k - 1),
        Ty::Bool => format!("{x} \\in BOOLEAN"),
        Ty::Mv => format!("{x} \\in Procs"),
        Ty::SetInt => format!("{x} \\subseteq 0..{}", k - 1),
        Ty::SeqInt => format!("Len({x}) <= {}", v.len),
        Ty::FunInt => format!("{x} \\in [Procs -> 0..{}]", k - 1),
        Ty::Rec => format!("{x}.c \\in 0..{}", k - 1),
        Ty::FunRec => format!("\\A p \\in Procs : {x}[p].c \\in 0..{}", k - 1),
        Ty::Str => format!("{x} \\in {{\"a\", \"b\", \"x\", \"level\"}}"),
        Ty::SetStr => format!("Cardinality({x}) < 2"),
        Ty::StrRec => format!("{x}.nm \\in {{\"a\", \"n\", \"s\", \"TRUE\"}}"),
    }
}

/// One configuration problem (see [`Problem`]).
fn cfg_problem(rng: &mut Rng) -> Problem {
    let mut p = Problem::default();
    let sections = ["INVARIANT", "PROPERTY", "CONSTRAINT", "ACTION_CONSTRAINT", "INIT", "NEXT", "VIEW", "ALIAS", "SYMMETRY"];
    match rng.below(8) {
        0 => {
            // A constant given a value of the wrong kind for its use.
            let (c, v) = *rng.pick(&[
                ("N", "{1, 2}"),
                ("N", "p1"),
                ("N", "\"a\""),
                ("N", "TRUE"),
                ("N", "{p1, p2}"),
                ("Procs", "3"),
                ("Procs", "{1, 2}"),
                ("Procs", "{\"a\", \"b\"}"),
                ("Procs", "p1"),
                ("Leader", "2"),
                ("Leader", "{p1}"),
                ("Leader", "FALSE"),
                ("G", "3"),
                ("G", "p1"),
            ]);
            p.omit = Some(c.into());
            p.consts.push(format!("{c} = {v}"));
        }
        1 => {
            // An operator with arguments named in a section.
            let sec = *rng.pick(&sections);
            let (def, name) = *rng.pick(&[("PArg(a) == TRUE", "PArg"), ("PArg2(a, b) == a = b", "PArg2"), ("PAct(a) == a' = a", "PAct")]);
            p.defs.push(def.into());
            p.sections.push(format!("{sec} {name}"));
        }
        2 => {
            // A built-in named in a section.
            let sec = *rng.pick(&sections);
            let b = *rng.pick(&["TRUE", "FALSE", "Append", "Nat", "3", "BOOLEAN", "Len", "Int"]);
            p.sections.push(format!("{sec} {b}"));
        }
        3 => {
            // A constant left unassigned.
            if rng.chance(1, 2) {
                p.omit = Some(rng.pick(&["N", "Leader", "Procs", "G"]).to_string());
            } else {
                p.declare = Some("Extra".into());
                if rng.chance(1, 2) {
                    p.defs.push("UsesExtra == Extra + 1".into());
                }
            }
        }
        4 => {
            // C <- X, X undefined.
            let c = *rng.pick(&["N", "Leader", "G", "Lim"]);
            p.omit = (c != "Lim").then(|| c.to_string());
            p.consts.push(format!("{c} <- Undefined"));
        }
        5 => {
            // C <- a built-in.
            let c = *rng.pick(&["N", "Leader", "Procs", "Lim"]);
            let b = *rng.pick(&["TRUE", "FALSE", "BOOLEAN", "STRING"]);
            p.omit = (c != "Lim").then(|| c.to_string());
            p.consts.push(format!("{c} <- {b}"));
        }
        6 => {
            // C <- an operator of another arity.
            let (c, op) = *rng.pick(&[("N", "Max2"), ("N", "Dbl"), ("G", "Lim"), ("G", "Max2"), ("Lim", "Dbl"), ("Leader", "Apply")]);
            p.omit = (c != "Lim").then(|| c.to_string());
            p.consts.push(format!("{c} <- {op}"));
        }
        _ => {
            // Chained substitutions.
            let chains: [&[&str]; 5] = [
                &["N <- Lim", "Lim <- AltLim"][..],
                &["Lim <- AltLim", "N <- Lim"][..],
                &["Lim <- AltLim", "AltLim <- Lim"][..],
                &["N <- AltLim", "AltLim <- Lim"][..],
                &["Lim <- AltLim", "AltLim = 5"][..],
            ];
            let chain = *rng.pick(&chains);
            if chain.iter().any(|l| l.starts_with("N ")) {
                p.omit = Some("N".into());
            }
            p.consts.extend(chain.iter().map(|l| l.to_string()));
        }
    }
    p
}

/// One conjunct that gives `v` its next value, staying in its bounds.
fn update(g: &mut Gen, spec: &Spec, v: &Var, s: &Scope, off: &dyn Fn(&str) -> bool) -> String {
    let (x, k, l) = (v.name.clone(), v.k, v.len);
    let d = 2;
    match v.ty {
        Ty::Int => {
            let inst_var = matches!(&spec.inst, Some(Some(iv)) if *iv == x);
            match g.rng.below(9) {
                0 | 1 => format!("{x}' = ({}) % {k}", g.int(s, d)),
                2 => format!("{x}' \\in {{({}) % {k}, ({}) % {k}}}", g.int(s, d), g.int(s, d)),
                3 if !off("primed-param") => format!("SetTo({x}, ({}) % {k})", g.int(s, d)),
                4 if !off("primed-param") => {
                    let kk = g.fresh("k");
                    let mut s2 = s.clone();
                    s2.names.push((kk.clone(), Ty::Int));
                    format!("Do(LAMBDA {kk} : {}, {x}, {k})", g.int(&s2, d))
                }
                5 => format!("{x}' = IF {} THEN ({}) % {k} ELSE {x}", g.boolean(s, d), g.int(s, d)),
                6 => {
                    let kk = g.fresh("k");
                    format!("\\E {kk} \\in 0..{} : {x}' = {kk}", k - 1)
                }
                7 if inst_var => "Ins!IMove".to_string(),
                8 if spec.inst.is_some() && !off("primed-param") => format!("Ins!IInc({x}, {k})"),
                _ => format!("{x}' = ({x} + 1) % {k}"),
            }
        }
        Ty::Bool => match g.rng.below(4) {
            0 => format!("{x}' = ~{x}"),
            1 => format!("{x}' \\in BOOLEAN"),
            2 => format!("{x}' = {}", g.boolean(s, d)),
            3 if !off("primed-param") => format!("SetTo({x}, {})", g.boolean(s, d)),
            _ => format!("{x}' = (({}) = {x})", g.boolean(s, d)),
        },
        Ty::Mv => match g.rng.below(3) {
            0 => format!("{x}' \\in Procs"),
            1 => format!("{x}' = {}", g.mv(s, d)),
            _ => format!("{x}' = CHOOSE {0} \\in Procs : {0} # {x}", g.fresh("k")),
        },
        Ty::SetInt => match g.rng.below(6) {
            0 => format!("{x}' = {x} \\cup {{({}) % {k}}}", g.int(s, d)),
            1 => format!("{x}' = {x} \\ {{{}}}", g.int(s, d)),
            2 => {
                let kk = g.fresh("k");
                let mut s2 = s.clone();
                s2.names.push((kk.clone(), Ty::Int));
                format!("{x}' = {{{kk} \\in {x} : {}}}", g.boolean(&s2, d))
            }
            3 => {
                let kk = g.fresh("k");
                format!("{x}' = {{({kk} + {}) % {k} : {kk} \\in {x}}}", g.int(s, d))
            }
            4 => format!("{x}' \\in SUBSET {x}"),
            _ => format!("{x}' = (0..{}) \\ {x}", k - 1),
        },
        Ty::SeqInt => match g.rng.below(7) {
            0 | 1 => format!("Len({x}) < {l} /\\ {x}' = Append({x}, ({}) % {k})", g.int(s, d)),
            2 if !off("primed-param") => format!("Drop({x})"),
            2 => format!("{x} # <<>> /\\ {x}' = Tail({x})"),
            3 => format!("PutAt({x}, {x}', ({}) % {k}, {l})", g.int(s, d)),
            4 => format!("{x} # <<>> /\\ {x}' = [{x} EXCEPT ![1] = (@ + {}) % {k}]", g.int(s, d)),
            5 => {
                let kk = g.fresh("k");
                let mut s2 = s.clone();
                s2.names.push((kk.clone(), Ty::Int));
                format!("{x}' = SelectSeq({x}, LAMBDA {kk} : {})", g.boolean(&s2, d))
            }
            _ => {
                if g.unguarded > 0 && g.rng.chance(1, 3) {
                    format!("{x}' = Tail({x})")
                } else {
                    format!("{x}' = SubSeq({x}, 2, Len({x}))")
                }
            }
        },
        Ty::FunInt => match g.rng.below(5) {
            0 | 1 => format!("{x}' = [{x} EXCEPT ![{}] = (@ + {}) % {k}]", g.mv(s, 1), g.int(s, d)),
            2 => format!("{x}' = ({} :> ({}) % {k}) @@ {x}", g.mv(s, 1), g.int(s, d)),
            3 => {
                let kk = g.fresh("k");
                format!("{x}' = [{kk} \\in Procs |-> ({x}[{kk}] + {}) % {k}]", g.int(s, d))
            }
            _ => {
                let kk = g.fresh("k");
                format!("\\E {kk} \\in Procs : {x}' = [{x} EXCEPT ![{kk}] = 0]")
            }
        },
        Ty::Rec => match g.rng.below(4) {
            0 => format!("{x}' = [{x} EXCEPT !.c = (@ + {}) % {k}]", g.int(s, d)),
            1 => format!("{x}' = [{x} EXCEPT !.b = ~@]"),
            2 => format!("{x}' = [{x} EXCEPT !.c = ({}) % {k}, !.b = {}]", g.int(s, d), g.boolean(s, d)),
            _ => format!("{x}' = [c |-> ({}) % {k}, b |-> {}]", g.int(s, d), g.boolean(s, d)),
        },
        Ty::FunRec => match g.rng.below(5) {
            0 => format!("{x}' = [{x} EXCEPT ![{}].c = (@ + 1) % {k}]", g.mv(s, 1)),
            1 => format!("{x}' = [{x} EXCEPT ![{}].b = ~@]", g.mv(s, 1)),
            2 => format!("{x}' = [{x} EXCEPT ![{}] = [@ EXCEPT !.c = 0]]", g.mv(s, 1)),
            3 => format!("{x}' = [{x} EXCEPT ![{}].c = ({}) % {k}, ![{}].b = TRUE]", g.mv(s, 1), g.int(s, d), g.mv(s, 1)),
            _ => format!("{x}' = [{x} EXCEPT ![{}] = [c |-> (@.c + {}) % {k}, b |-> @.b]]", g.mv(s, 1), g.int(s, d)),
        },
        Ty::Str => match g.rng.below(5) {
            0 => format!("{x}' = {}", g.string(s, d)),
            1 => format!("{x}' \\in {}", g.str_lits()),
            2 => {
                let t = g.fresh("t");
                let set = g.str_lits();
                format!("{x}' = (CHOOSE {t} \\in {set} \\cup {{{x}}} : {t} # {x} \\/ {set} \\subseteq {{{x}}})")
            }
            3 if spec.str_consts.is_some() => format!("{x}' \\in Words \\cup {{Word}}"),
            _ => format!("{x}' = IF {x} = {} THEN {} ELSE {}", g.str_lit(), g.str_lit(), g.str_lit()),
        },
        Ty::SetStr => match g.rng.below(4) {
            0 => format!("Cardinality({x}) < 2 /\\ {x}' = {x} \\cup {{{}}}", g.string(s, d)),
            1 => format!("{x} # {{}} /\\ {x}' = {x} \\ {{CHOOSE {} \\in {x} : TRUE}}", g.fresh("t")),
            2 => format!("{x}' \\in SUBSET {}", g.str_lits()),
            _ => format!("{x}' = IF {x} = {{}} THEN {} ELSE {{}}", g.str_lits()),
        },
        Ty::StrRec => match g.rng.below(4) {
            0 => format!("{x}' = [{x} EXCEPT !.nm = {}]", g.string(s, d)),
            1 => format!("{x}' = [c |-> 1 - {x}.c, nm |-> {x}.nm]"),
            2 => format!("{x}' = [nm |-> {}, c |-> ({}) % 2]", g.string(s, d), g.int(s, d)),
            _ => {
                let t = g.fresh("t");
                let (a, b) = (g.str_lit(), g.str_lit());
                format!("{x}' = CHOOSE {t} \\in {{[nm |-> {a}, c |-> 1], [c |-> 0, nm |-> {b}], {x}}} : {t} # {x}")
            }
        },
    }
}

fn bullets(items: &[String], op: &str, indent: &str) -> String {
    items.iter().map(|c| format!("{indent}{op} {c}\n")).collect()
}

impl Spec {
    pub fn render(&self) -> Files {
        let mut m = String::new();
        m.push_str("---- MODULE Spec ----\n");
        m.push_str("EXTENDS Naturals, Integers, Sequences, FiniteSets, TLC");
        if self.aux.is_some() {
            m.push_str(", Aux");
        }
        m.push_str("\nCONSTANTS Procs, Leader, N, G(_)");
        if self.str_consts.is_some() {
            m.push_str(", Word, Words");
        }
        if let Some(c) = self.problem.as_ref().and_then(|p| p.declare.as_ref()) {
            m.push_str(&format!(", {c}"));
        }
        m.push('\n');
        let mut names: Vec<&str> = self.vars.iter().map(|v| v.name.as_str()).collect();
        if self.big.is_some() {
            names.push("big");
        }
        m.push_str(&format!("VARIABLES {}\n", names.join(", ")));
        m.push_str(&format!("vars == <<{}>>\n\n", names.join(", ")));
        let body = self.body_text();
        for h in &self.helpers {
            // A helper is written only when something uses it (Dbl, Lim and
            // AltLim are named by the configuration).
            let name: String = h.trim_start_matches("RECURSIVE ").chars().take_while(|c| c.is_alphanumeric()).collect();
            if ["Dbl", "Lim", "AltLim"].contains(&name.as_str()) || mentions(&body, &name) {
                m.push_str(h);
                m.push('\n');
            }
        }
        for a in &self.assumes {
            m.push_str(&format!("ASSUME {a}\n"));
        }
        if let Some(p) = &self.problem {
            for d in &p.defs {
                m.push_str(d);
                m.push('\n');
            }
        }
        if let Some(iv) = &self.inst {
            match iv {
                Some(v) => m.push_str(&format!("Ins == INSTANCE Inst WITH IK <- N, iv <- {v}\n")),
                None => m.push_str("Ins == INSTANCE Inst WITH IK <- N\n"),
            }
        }
        m.push_str("\nInit ==\n");
        m.push_str(&bullets(&self.init, "/\\", "  "));
        if let Some((init, _)) = &self.big {
            m.push_str(&format!("  /\\ {init}\n"));
        }
        let mut next = Vec::new();
        for a in &self.actions {
            let head = match a.wrap {
                Wrap::Param => format!("{}(pp)", a.name),
                _ => a.name.clone(),
            };
            m.push_str(&format!("\n{head} ==\n"));
            if a.conjuncts.is_empty() {
                m.push_str("  TRUE\n");
            } else {
                m.push_str(&bullets(&a.conjuncts, "/\\", "  "));
            }
            if self.big.is_some() {
                m.push_str("  /\\ UNCHANGED big\n");
            }
            next.push(match a.wrap {
                Wrap::Plain => a.name.clone(),
                Wrap::Param => format!("\\E pq \\in Procs : {}(pq)", a.name),
                Wrap::Stut => format!("Stut({}, vars)", a.name),
            });
        }
        if let Some((_, step)) = &self.big {
            let others: Vec<&str> = self.vars.iter().map(|v| v.name.as_str()).collect();
            m.push_str(&format!("\nBigStep ==\n  /\\ big' = {step}\n  /\\ UNCHANGED <<{}>>\n", others.join(", ")));
            next.push("BigStep".into());
        }
        m.push_str("\nNext ==\n");
        if next.is_empty() {
            m.push_str("  FALSE\n");
        } else {
            m.push_str(&bullets(&next, "\\/", "  "));
        }
        for (n, b) in &self.invariants {
            m.push_str(&format!("\n{n} == {b}\n"));
        }
        m.push_str("\nSpec == Init /\\ [][Next]_vars\n====\n");

        let mut modules = vec![("Spec.tla".to_string(), m)];
        if self.aux.is_some() {
            modules.push((
                "Aux.tla".into(),
                "---- MODULE Aux ----\nEXTENDS Naturals\nCONSTANT AK\nAuxLim == AK + 1\nAuxAlt == 1\nAuxMax(a, b) == IF a > b THEN a ELSE b\n====\n".into(),
            ));
        }
        if let Some(iv) = &self.inst {
            let mut t = String::from("---- MODULE Inst ----\nEXTENDS Naturals\nCONSTANT IK\n");
            if iv.is_some() {
                t.push_str("VARIABLE iv\n");
            }
            t.push_str("ILim == IK + 1\nIAlt == 2\nIStep(v) == (v + ILim) % 5\nIInc(v, n) == v' = (v + 1) % n\n");
            if iv.is_some() {
                t.push_str("IMove == iv' = (iv + 1) % ILim\n");
            }
            t.push_str("====\n");
            modules.push(("Inst.tla".into(), t));
        }

        let mut cfg = String::from("CONSTANTS\n");
        let order: Vec<usize> = if self.procs_order.is_empty() { (1..=self.procs).collect() } else { self.procs_order.clone() };
        let procs: Vec<String> = order.iter().map(|i| format!("p{i}")).collect();
        let omit = self.problem.as_ref().and_then(|p| p.omit.clone()).unwrap_or_default();
        let base = [
            ("Procs", format!("Procs = {{{}}}", procs.join(", "))),
            ("Leader", "Leader = p1".to_string()),
            ("N", format!("N = {}", self.n)),
            ("G", "G <- Dbl".to_string()),
        ];
        for (c, line) in base {
            if c != omit {
                cfg.push_str(&format!("  {line}\n"));
            }
        }
        if let Some((word, words)) = &self.str_consts {
            cfg.push_str(&format!("  Word = {word}\n  Words = {words}\n"));
        }
        if let Some(k) = self.aux {
            cfg.push_str(&format!("  AK = {k}\n"));
        }
        for l in &self.cfg_extra {
            cfg.push_str(&format!("  {l}\n"));
        }
        if let Some(p) = &self.problem {
            for l in &p.consts {
                cfg.push_str(&format!("  {l}\n"));
            }
        }
        // A problem naming something as INIT or NEXT takes the place of
        // Init or Next (not a second INIT, nor INIT with SPECIFICATION).
        let replaced = |kw: &str| self.problem.as_ref().and_then(|p| p.sections.iter().find_map(|l| l.strip_prefix(kw).map(str::to_string)));
        let (pinit, pnext) = (replaced("INIT "), replaced("NEXT "));
        if self.spec_formula && pinit.is_none() && pnext.is_none() {
            cfg.push_str("SPECIFICATION Spec\n");
        } else {
            cfg.push_str(&format!("INIT {}\nNEXT {}\n", pinit.as_deref().unwrap_or("Init"), pnext.as_deref().unwrap_or("Next")));
        }
        for (n, _) in &self.invariants {
            cfg.push_str(&format!("INVARIANT {n}\n"));
        }
        if !self.check_deadlock {
            cfg.push_str("CHECK_DEADLOCK FALSE\n");
        }
        if let Some(p) = &self.problem {
            for l in p.sections.iter().filter(|l| !l.starts_with("INIT ") && !l.starts_with("NEXT ")) {
                cfg.push_str(&format!("{l}\n"));
            }
        }
        Files { modules, cfg }
    }

    /// Every spec one step smaller: one action, conjunct, invariant, helper,
    /// Init conjunct or configuration line dropped, deadlock checking off.
    pub fn shrink_candidates(&self) -> Vec<Spec> {
        let mut out = Vec::new();
        for i in 0..self.actions.len() {
            let mut s = self.clone();
            s.actions.remove(i);
            out.push(s);
        }
        for i in 0..self.invariants.len() {
            let mut s = self.clone();
            s.invariants.remove(i);
            out.push(s);
        }
        for i in 0..self.actions.len() {
            for j in 0..self.actions[i].conjuncts.len() {
                let mut s = self.clone();
                s.actions[i].conjuncts.remove(j);
                out.push(s);
            }
            if !matches!(self.actions[i].wrap, Wrap::Plain) {
                let mut s = self.clone();
                s.actions[i].wrap = Wrap::Plain;
                if s.actions[i].conjuncts.iter().all(|c| !c.contains("pp")) {
                    out.push(s);
                }
            }
        }
        for i in 0..self.init.len() {
            let mut s = self.clone();
            s.init.remove(i);
            out.push(s);
        }
        for i in 0..self.cfg_extra.len() {
            let mut s = self.clone();
            s.cfg_extra.remove(i);
            out.push(s);
        }
        for i in 0..self.assumes.len() {
            let mut s = self.clone();
            s.assumes.remove(i);
            out.push(s);
        }
        if self.big.is_some() {
            let mut s = self.clone();
            s.big = None;
            out.push(s);
        }
        if self.check_deadlock {
            let mut s = self.clone();
            s.check_deadlock = false;
            out.push(s);
        }
        if self.spec_formula {
            let mut s = self.clone();
            s.spec_formula = false;
            out.push(s);
        }
        out
    }

    /// The text that may call helpers: Init, actions, invariants.
    fn body_text(&self) -> String {
        let mut t = self.init.join("\n");
        for a in &self.actions {
            t.push('\n');
            t.push_str(&a.conjuncts.join("\n"));
            if matches!(a.wrap, Wrap::Stut) {
                t.push_str("\nStut(");
            }
        }
        for (_, b) in &self.invariants {
            t.push('\n');
            t.push_str(b);
        }
        t
    }

    /// The size the shrinker minimizes.
    pub fn size(&self) -> usize {
        let f = self.render();
        f.modules.iter().map(|(_, t)| t.len()).sum::<usize>() + f.cfg.len()
    }
}

/// Whether `text` names `name` as a whole word.
fn mentions(text: &str, name: &str) -> bool {
    let b = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    text.match_indices(name).any(|(i, _)| {
        let j = i + name.len();
        (i == 0 || !ident(b[i - 1])) && (j == b.len() || !ident(b[j]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_spec() {
        for seed in 0..50 {
            let (a, b) = (generate(seed).render(), generate(seed).render());
            assert_eq!(a.modules, b.modules);
            assert_eq!(a.cfg, b.cfg);
        }
    }

    #[test]
    fn shrinking_changes_the_spec() {
        // Each candidate drops a part or turns an option off (which may
        // lengthen the cfg by a line), so the shrinker always terminates.
        let s = generate(7);
        let cands = s.shrink_candidates();
        assert!(!cands.is_empty());
        for c in cands {
            let (a, b) = (s.render(), c.render());
            assert!(a.modules != b.modules || a.cfg != b.cfg);
        }
    }

    #[test]
    fn whole_words() {
        assert!(mentions("a + Drop(x)", "Drop"));
        assert!(!mentions("Dropped(x)", "Drop"));
        assert!(!mentions("xDrop", "Drop"));
    }
}
