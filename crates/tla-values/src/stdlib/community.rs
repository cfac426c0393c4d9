//! The first-order operators of the community modules FiniteSetsExt,
//! Functions and SequencesExt, with exactly the meaning TLC gives their TLA+
//! definitions (lib/community/*.tla): the same results, including the order
//! in which folds combine elements and which element a CHOOSE picks, and the
//! errors the operators they are defined with raise; and the path operators
//! of Graphs and UndirectedGraphs as TLC's Java code computes them.
//!
//! The folds of Folds.tla (`MapThenFoldSet`) pick the least element first
//! and combine as `op(f(x1), op(f(x2), ... op(f(xn), base)))`; sums and
//! products are therefore computed from the greatest element down, which
//! decides where a 32-bit overflow is reported.

use super::naturals::{int_dotdot, int_geq, int_minus, int_mod, int_plus, int_times, le};
use super::sequences::{append, concat, seq_len, subseq};
use super::*;

pub(super) static NATIVES: &[Entry] = &[
    // FiniteSetsExt
    ("FiniteSetsExt", "SumSet", NativeOp { arity: 1, f: sum_set }),
    ("FiniteSetsExt", "ProductSet", NativeOp { arity: 1, f: product_set }),
    ("FiniteSetsExt", "FlattenSet", NativeOp { arity: 1, f: flatten_set }),
    ("FiniteSetsExt", "SymDiff", NativeOp { arity: 2, f: sym_diff }),
    ("FiniteSetsExt", "kSubset", NativeOp { arity: 2, f: k_subset }),
    ("FiniteSetsExt", "Max", NativeOp { arity: 1, f: max }),
    ("FiniteSetsExt", "Min", NativeOp { arity: 1, f: min }),
    ("FiniteSetsExt", "Choices", NativeOp { arity: 1, f: choices }),
    // Functions
    ("Functions", "Restrict", NativeOp { arity: 2, f: restrict }),
    ("Functions", "IsRestriction", NativeOp { arity: 2, f: is_restriction }),
    ("Functions", "Range", NativeOp { arity: 1, f: range_op }),
    ("Functions", "Inverse", NativeOp { arity: 3, f: inverse_op }),
    ("Functions", "AntiFunction", NativeOp { arity: 1, f: anti_function }),
    ("Functions", "IsInjective", NativeOp { arity: 1, f: is_injective }),
    ("Functions", "Injection", NativeOp { arity: 2, f: injection }),
    ("Functions", "Surjection", NativeOp { arity: 2, f: surjection }),
    ("Functions", "Bijection", NativeOp { arity: 2, f: bijection }),
    ("Functions", "ExistsInjection", NativeOp { arity: 2, f: exists_injection }),
    ("Functions", "ExistsSurjection", NativeOp { arity: 2, f: exists_surjection }),
    ("Functions", "ExistsBijection", NativeOp { arity: 2, f: exists_bijection }),
    ("Functions", "SumFunctionOnSet", NativeOp { arity: 2, f: sum_function_on_set }),
    ("Functions", "SumFunction", NativeOp { arity: 1, f: sum_function }),
    // SequencesExt
    ("SequencesExt", "ToSet", NativeOp { arity: 1, f: to_set }),
    ("SequencesExt", "ToBag", NativeOp { arity: 1, f: to_bag }),
    ("SequencesExt", "SetToSeq", NativeOp { arity: 1, f: set_to_seq }),
    ("SequencesExt", "SetToSeqs", NativeOp { arity: 1, f: set_to_seqs }),
    ("SequencesExt", "SetToAllKPermutations", NativeOp { arity: 1, f: set_to_all_k_permutations }),
    ("SequencesExt", "TupleOf", NativeOp { arity: 2, f: tuple_of }),
    ("SequencesExt", "SeqOf", NativeOp { arity: 2, f: seq_of }),
    ("SequencesExt", "BoundedSeq", NativeOp { arity: 2, f: seq_of }),
    ("SequencesExt", "Contains", NativeOp { arity: 2, f: contains }),
    ("SequencesExt", "Reverse", NativeOp { arity: 1, f: reverse_op }),
    ("SequencesExt", "Remove", NativeOp { arity: 2, f: remove }),
    ("SequencesExt", "ReplaceAll", NativeOp { arity: 3, f: replace_all }),
    ("SequencesExt", "InsertAt", NativeOp { arity: 3, f: insert_at }),
    ("SequencesExt", "ReplaceAt", NativeOp { arity: 3, f: replace_at }),
    ("SequencesExt", "RemoveAt", NativeOp { arity: 2, f: remove_at_op }),
    ("SequencesExt", "RemoveFirst", NativeOp { arity: 2, f: remove_first }),
    ("SequencesExt", "Cons", NativeOp { arity: 2, f: cons }),
    ("SequencesExt", "Snoc", NativeOp { arity: 2, f: snoc }),
    ("SequencesExt", "Front", NativeOp { arity: 1, f: front }),
    ("SequencesExt", "Last", NativeOp { arity: 1, f: last }),
    ("SequencesExt", "IsPrefix", NativeOp { arity: 2, f: is_prefix_op }),
    ("SequencesExt", "IsStrictPrefix", NativeOp { arity: 2, f: is_strict_prefix }),
    ("SequencesExt", "IsSuffix", NativeOp { arity: 2, f: is_suffix_op }),
    ("SequencesExt", "IsStrictSuffix", NativeOp { arity: 2, f: is_strict_suffix }),
    ("SequencesExt", "Prefixes", NativeOp { arity: 1, f: prefixes_op }),
    ("SequencesExt", "CommonPrefixes", NativeOp { arity: 1, f: common_prefixes_op }),
    ("SequencesExt", "LongestCommonPrefix", NativeOp { arity: 1, f: longest_common_prefix }),
    ("SequencesExt", "Suffixes", NativeOp { arity: 1, f: suffixes }),
    ("SequencesExt", "SeqMod", NativeOp { arity: 2, f: seq_mod }),
    ("SequencesExt", "FlattenSeq", NativeOp { arity: 1, f: flatten_seq_op }),
    ("SequencesExt", "Zip", NativeOp { arity: 2, f: zip }),
    ("SequencesExt", "Interleave", NativeOp { arity: 2, f: interleave }),
    ("SequencesExt", "SubSeqs", NativeOp { arity: 1, f: sub_seqs_op }),
    ("SequencesExt", "AllSubSeqs", NativeOp { arity: 1, f: all_sub_seqs }),
    ("SequencesExt", "IndexFirstSubSeq", NativeOp { arity: 2, f: index_first_sub_seq_op }),
    ("SequencesExt", "ReplaceSubSeqAt", NativeOp { arity: 4, f: replace_sub_seq_at_op }),
    ("SequencesExt", "ReplaceFirstSubSeq", NativeOp { arity: 3, f: replace_first_sub_seq }),
    // Graphs: the operators TLC overrides, whose definitions quantify over
    // Seq(G.node) and cannot be evaluated as written.
    ("Graphs", "SimplePath", NativeOp { arity: 1, f: simple_path }),
    ("Graphs", "AreConnectedIn", NativeOp { arity: 3, f: are_connected_in }),
    ("Graphs", "IsStronglyConnected", NativeOp { arity: 1, f: is_strongly_connected }),
    // UndirectedGraphs: likewise (IsStronglyConnected is defined with
    // ConnectedComponents).
    ("UndirectedGraphs", "SimplePath", NativeOp { arity: 1, f: undirected_simple_path }),
    ("UndirectedGraphs", "AreConnectedIn", NativeOp { arity: 3, f: undirected_are_connected_in }),
    ("UndirectedGraphs", "ConnectedComponents", NativeOp { arity: 1, f: connected_components }),
];

/// Past this many elements a native refuses to build a set.
const MAX_SET: u128 = 50_000_000;

fn too_big(what: &str, n: u128) -> ValueError {
    ValueError::new(format!("attempted to enumerate {what}, which has {n} elements"))
}

fn int(n: i64) -> Value {
    Value::Int(n)
}

fn add(a: &Value, b: &Value) -> NResult {
    int_plus(&[a.clone(), b.clone()])
}

fn sub(a: &Value, b: i64) -> NResult {
    int_minus(&[a.clone(), int(b)])
}

fn len_val(s: &Value) -> NResult {
    Ok(int(seq_len(s)?))
}

fn empty_tuple() -> Value {
    Value::tuple(Vec::new())
}

/// Folds.tla's `MapThenFoldSet(op, base, f, CHOOSE-least, S)`.
fn fold_set(elems: &[Value], base: Value, f: impl Fn(&Value) -> NResult, op: impl Fn(&Value, &Value) -> NResult) -> NResult {
    let mut acc = base;
    for x in elems.iter().rev() {
        acc = op(&f(x)?, &acc)?;
    }
    Ok(acc)
}

// =================================================================== FiniteSetsExt

fn sum_set(args: &[Value]) -> NResult {
    fold_set(&set_elems(&args[0])?, int(0), |x| Ok(x.clone()), add)
}

fn product_set(args: &[Value]) -> NResult {
    fold_set(&set_elems(&args[0])?, int(1), |x| Ok(x.clone()), |a, b| int_times(&[a.clone(), b.clone()]))
}

/// `UNION S`.
pub(crate) fn union(s: &Value) -> NResult {
    let mut out = Vec::new();
    for e in set_elems(s)?.iter() {
        out.extend(set_elems(e)?.iter().cloned());
    }
    Ok(Value::set(out))
}

fn flatten_set(args: &[Value]) -> NResult {
    union(&args[0])
}

fn sym_diff(args: &[Value]) -> NResult {
    let (a, b) = (set_elems(&args[0])?, set_elems(&args[1])?);
    let mut out: Vec<Value> = a.iter().filter(|x| b.binary_search(x).is_err()).cloned().collect();
    out.extend(b.iter().filter(|x| a.binary_search(x).is_err()).cloned());
    Ok(Value::set(out))
}

/// All k-element subsets of `elems` (sorted), each as a sorted set.
fn combinations(elems: &[Value], k: usize) -> Result<Vec<Value>, ValueError> {
    let n = elems.len();
    let mut count: u128 = 1;
    for i in 0..k as u128 {
        count = count * (n as u128 - i) / (i + 1);
    }
    if count > MAX_SET {
        return Err(too_big("a set of subsets", count));
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(Value::set_sorted(idx.iter().map(|&i| elems[i].clone()).collect()));
        let Some(i) = (0..k).rev().find(|&i| idx[i] < n - k + i) else {
            return Ok(out);
        };
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// `kSubset(k, S) == { s \in SUBSET S : Cardinality(s) = k }`.
fn k_subset(args: &[Value]) -> NResult {
    let elems = set_elems(&args[1])?;
    let k = match &args[0] {
        Value::Int(k) => *k,
        // a model value equals no integer
        Value::Model(_) => return Ok(Value::empty_set()),
        other => return Err(ValueError::new(format!("Attempted to check equality of integer 0 with non-integer:\n{other}"))),
    };
    if k < 0 || k as usize > elems.len() {
        return Ok(Value::empty_set());
    }
    Ok(Value::set(combinations(&elems, k as usize)?))
}

/// `CHOOSE x \in S : \A y \in S : cmp(x, y)` with TLC's comparison
/// errors: the candidates are tried in order, and the quantifier stops at
/// the first y for which the comparison is FALSE.
fn choose_extreme(s: &Value, cmp: fn(&[Value]) -> NResult) -> NResult {
    let elems = set_elems(s)?;
    for x in elems.iter() {
        let mut all = true;
        for y in elems.iter() {
            if !cmp(&[x.clone(), y.clone()])?.as_bool()? {
                all = false;
                break;
            }
        }
        if all {
            return Ok(x.clone());
        }
    }
    Err(choose_failed())
}

/// `Max(S) == CHOOSE x \in S : \A y \in S : x >= y`.
fn max(args: &[Value]) -> NResult {
    // Fast path for sets of integers (the greatest element is the last).
    if let Ok(elems) = set_elems(&args[0]) {
        if elems.iter().all(|e| matches!(e, Value::Int(_))) {
            return elems.last().cloned().ok_or_else(choose_failed);
        }
    }
    choose_extreme(&args[0], int_geq)
}

/// `Min(S) == CHOOSE x \in S : \A y \in S : x =< y`.
fn min(args: &[Value]) -> NResult {
    if let Ok(elems) = set_elems(&args[0]) {
        if elems.iter().all(|e| matches!(e, Value::Int(_))) {
            return elems.first().cloned().ok_or_else(choose_failed);
        }
    }
    choose_extreme(&args[0], le)
}

/// `Choices(Sets)`: the ranges of the choice functions of Sets.
fn choices(args: &[Value]) -> NResult {
    let sets = set_elems(&args[0])?;
    let mut members = Vec::with_capacity(sets.len());
    let mut count: u128 = 1;
    for s in sets.iter() {
        let e = set_elems(s)?;
        count = count.saturating_mul(e.len() as u128);
        members.push(e);
    }
    if count > MAX_SET {
        return Err(too_big("the choice functions", count));
    }
    if count == 0 {
        return Ok(Value::empty_set());
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut idx = vec![0usize; members.len()];
    loop {
        out.push(Value::set(members.iter().zip(&idx).map(|(m, &i)| m[i].clone()).collect()));
        let mut k = 0;
        loop {
            if k == idx.len() {
                return Ok(Value::set(out));
            }
            idx[k] += 1;
            if idx[k] < members[k].len() {
                break;
            }
            idx[k] = 0;
            k += 1;
        }
    }
}

// =================================================================== Functions

/// `Restrict(f, S) == [x \in S |-> f[x]]`.
fn restrict(args: &[Value]) -> NResult {
    let (f, s) = (&args[0], &args[1]);
    let mut pairs = Vec::new();
    for x in set_elems(s)?.iter() {
        pairs.push((x.clone(), apply(f, x)?));
    }
    Ok(Value::function_sorted(pairs))
}

/// `IsRestriction(narrow, wide)`.
fn is_restriction(args: &[Value]) -> NResult {
    let (narrow, wide) = (&args[0], &args[1]);
    let (n, w) = (fn_pairs(narrow)?, fn_pairs(wide)?);
    for (k, _) in &n {
        if w.binary_search_by(|p| p.0.cmp(k)).is_err() {
            return bool_val(false);
        }
    }
    for (k, v) in &n {
        let i = w.binary_search_by(|p| p.0.cmp(k)).unwrap();
        if *v != w[i].1 {
            return bool_val(false);
        }
    }
    bool_val(true)
}

/// `Range(f) == { f[x] : x \in DOMAIN f }`.
pub(crate) fn range(f: &Value) -> NResult {
    Ok(Value::set(fn_pairs(f)?.into_iter().map(|p| p.1).collect()))
}

fn range_op(args: &[Value]) -> NResult {
    range(&args[0])
}

/// `Inverse(f, S, T) == [t \in T |-> CHOOSE s \in S : t \in Range(f) => f[s] = t]`.
fn inverse(f: &Value, s: &Value, t: &Value) -> NResult {
    let targets = set_elems(t)?;
    let mut pairs = Vec::with_capacity(targets.len());
    if targets.is_empty() {
        return Ok(empty_tuple());
    }
    let rng = range(f)?;
    let sources = set_elems(s)?;
    for y in targets.iter() {
        let mut chosen = None;
        if rng.contains(y)? {
            for x in sources.iter() {
                if apply(f, x)? == *y {
                    chosen = Some(x.clone());
                    break;
                }
            }
        } else {
            chosen = sources.first().cloned();
        }
        pairs.push((y.clone(), chosen.ok_or_else(choose_failed)?));
    }
    Ok(Value::function_sorted(pairs))
}

fn inverse_op(args: &[Value]) -> NResult {
    inverse(&args[0], &args[1], &args[2])
}

/// `AntiFunction(f) == Inverse(f, DOMAIN f, Range(f))`.
fn anti_function(args: &[Value]) -> NResult {
    let f = &args[0];
    fn_pairs(f)?;
    inverse(f, &f.domain()?, &range(f)?)
}

fn injective(f: &Value) -> Result<bool, ValueError> {
    let mut values: Vec<Value> = fn_pairs(f)?.into_iter().map(|p| p.1).collect();
    let n = values.len();
    values.sort();
    values.dedup();
    Ok(values.len() == n)
}

fn is_injective(args: &[Value]) -> NResult {
    bool_val(injective(&args[0])?)
}

/// The functions in `[S -> T]` (domain `dom`, range `rng`) that `keep`
/// accepts; `inj` prunes to injective candidates while building.
fn functions_where(dom: &[Value], rng: &[Value], inj: bool, keep: impl Fn(&[usize]) -> bool) -> Result<Vec<Value>, ValueError> {
    let (n, m) = (dom.len(), rng.len());
    let total: f64 = if inj { (0..n).map(|i| m.saturating_sub(i) as f64).product() } else { (m as f64).powi(n as i32) };
    if total > MAX_SET as f64 {
        return Err(too_big("a set of functions", total as u128));
    }
    let mut out = Vec::new();
    let mut pick: Vec<usize> = Vec::with_capacity(n);
    let mut used = vec![false; m];
    fn go(dom: &[Value], rng: &[Value], inj: bool, pick: &mut Vec<usize>, used: &mut Vec<bool>, keep: &dyn Fn(&[usize]) -> bool, out: &mut Vec<Value>) {
        if pick.len() == dom.len() {
            if keep(pick) {
                out.push(Value::function_sorted(dom.iter().cloned().zip(pick.iter().map(|&j| rng[j].clone())).collect()));
            }
            return;
        }
        for j in 0..rng.len() {
            if inj && used[j] {
                continue;
            }
            used[j] = true;
            pick.push(j);
            go(dom, rng, inj, pick, used, keep, out);
            pick.pop();
            used[j] = false;
        }
    }
    go(dom, rng, inj, &mut pick, &mut used, &keep, &mut out);
    Ok(out)
}

fn onto(m: usize) -> impl Fn(&[usize]) -> bool {
    move |pick: &[usize]| {
        let mut hit = vec![false; m];
        for &j in pick {
            hit[j] = true;
        }
        hit.iter().all(|&h| h)
    }
}

/// `Injection(S, T) == { M \in [S -> T] : IsInjective(M) }`.
fn injection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    Ok(Value::set(functions_where(&s, &t, true, |_| true)?))
}

/// `Surjection(S, T) == { M \in [S -> T] : \A t \in T : \E s \in S : M[s] = t }`.
fn surjection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    if s.len() < t.len() {
        return Ok(Value::empty_set());
    }
    Ok(Value::set(functions_where(&s, &t, false, onto(t.len()))?))
}

/// `Bijection(S, T) == Injection(S, T) \cap Surjection(S, T)`.
fn bijection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    if s.len() != t.len() {
        return Ok(Value::empty_set());
    }
    Ok(Value::set(functions_where(&s, &t, true, |_| true)?))
}

fn exists_injection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    bool_val(s.len() <= t.len())
}

fn exists_surjection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    bool_val(s.len() >= t.len() && (!t.is_empty() || s.is_empty()))
}

fn exists_bijection(args: &[Value]) -> NResult {
    let (s, t) = (set_elems(&args[0])?, set_elems(&args[1])?);
    bool_val(s.len() == t.len())
}

/// `SumFunctionOnSet(fun, indices)`: the fold of `+` over `fun[i]`.
fn sum_function_on_set(args: &[Value]) -> NResult {
    let f = &args[0];
    fold_set(&set_elems(&args[1])?, int(0), |i| apply(f, i), add)
}

fn sum_function(args: &[Value]) -> NResult {
    let f = &args[0];
    let pairs = fn_pairs(f)?;
    let mut acc = int(0);
    for (_, v) in pairs.iter().rev() {
        acc = add(v, &acc)?;
    }
    Ok(acc)
}

// =================================================================== SequencesExt

/// The elements `s[1], ..., s[Len(s)]`, read with TLC's function
/// application (a non-empty string fails there: it is not a function).
fn elements_of(s: &Value) -> Result<Vec<Value>, ValueError> {
    let n = seq_len(s)?;
    match s {
        Value::Tuple(_) => Ok(s.as_seq()?.to_vec()),
        _ if n == 0 => Ok(Vec::new()),
        _ => Err(apply(s, &int(1)).unwrap_err()),
    }
}

/// `ToSet(s) == { s[i] : i \in DOMAIN s }`.
fn to_set(args: &[Value]) -> NResult {
    range(&args[0])
}

/// `ToBag(s)`: each element of s with the number of its occurrences.
fn to_bag(args: &[Value]) -> NResult {
    let mut values: Vec<Value> = fn_pairs(&args[0])?.into_iter().map(|p| p.1).collect();
    values.sort();
    let mut pairs: Vec<(Value, Value)> = Vec::new();
    for v in values {
        match pairs.last_mut() {
            Some((last, Value::Int(n))) if *last == v => *n += 1,
            _ => pairs.push((v, int(1))),
        }
    }
    Ok(Value::function_sorted(pairs))
}

fn cardinality(s: &Value) -> Result<i64, ValueError> {
    super::finite_sets::cardinality(std::slice::from_ref(s))?.as_int()
}

/// `SetToSeq(S) == CHOOSE f \in [1..Cardinality(S) -> S] : IsInjective(f)`:
/// the least such f is the elements in ascending order.
fn set_to_seq(args: &[Value]) -> NResult {
    let s = &args[0];
    cardinality(s)?;
    Ok(Value::tuple(s.elements()?.to_vec()))
}

/// The injective sequences over `elems` of length exactly `k`.
fn arrangements(elems: &[Value], k: usize, out: &mut Vec<Value>) {
    let dom: Vec<Value> = (1..=k as i64).map(int).collect();
    out.extend(functions_where(&dom, elems, true, |_| true).unwrap_or_default());
}

fn count_arrangements(n: usize, k: usize) -> f64 {
    (0..k).map(|i| (n - i) as f64).product()
}

/// `SetToSeqs(S)`: every ordering of S as a sequence.
fn set_to_seqs(args: &[Value]) -> NResult {
    let s = &args[0];
    cardinality(s)?;
    let elems = s.elements()?;
    let total = count_arrangements(elems.len(), elems.len());
    if total > MAX_SET as f64 {
        return Err(too_big("SetToSeqs(S)", total as u128));
    }
    let mut out = Vec::new();
    arrangements(&elems, elems.len(), &mut out);
    Ok(Value::set(out))
}

/// `SetToAllKPermutations(S) == UNION { SetToSeqs(s) : s \in SUBSET S }`.
fn set_to_all_k_permutations(args: &[Value]) -> NResult {
    let elems = set_elems(&args[0])?;
    let n = elems.len();
    let total: f64 = (0..=n).map(|k| count_arrangements(n, k)).sum();
    if total > MAX_SET as f64 {
        return Err(too_big("SetToAllKPermutations(S)", total as u128));
    }
    let mut out = Vec::new();
    for k in 0..=n {
        arrangements(&elems, k, &mut out);
    }
    Ok(Value::set(out))
}

/// `TupleOf(set, n) == [1..n -> set]`, kept lazy.
fn tuple_of(args: &[Value]) -> NResult {
    let dom = int_dotdot(&[int(1), args[1].clone()])?;
    Ok(Value::lazy(LazySet::FnSet(dom, args[0].clone())))
}

/// `SeqOf(set, n) == UNION {[1..m -> set] : m \in 0..n}`, enumerated.
fn seq_of(args: &[Value]) -> NResult {
    let (set, n) = (&args[0], &args[1]);
    let top = match int_dotdot(&[int(0), n.clone()])? {
        Value::Lazy(l) => match &*l {
            LazySet::Interval(_, b) => *b,
            _ => unreachable!(),
        },
        _ => unreachable!(),
    };
    let elems = set_elems(set)?;
    let m = elems.len() as f64;
    let total: f64 = (0..=top.max(-1)).map(|k| m.powi(k as i32)).sum();
    if total > MAX_SET as f64 {
        return Err(too_big(&format!("SeqOf({set}, {n})"), total as u128));
    }
    let mut out = Vec::with_capacity(total as usize);
    let mut layer: Vec<Vec<Value>> = vec![Vec::new()];
    for k in 0..=top {
        if k > 0 {
            let mut next = Vec::with_capacity(layer.len() * elems.len());
            for prefix in &layer {
                for e in elems.iter() {
                    let mut t = prefix.clone();
                    t.push(e.clone());
                    next.push(t);
                }
            }
            layer = next;
        }
        out.extend(layer.iter().cloned().map(Value::tuple));
    }
    Ok(Value::set(out))
}

/// `Contains(s, e) == \E i \in 1..Len(s) : s[i] = e`.
fn contains(args: &[Value]) -> NResult {
    bool_val(elements_of(&args[0])?.contains(&args[1]))
}

/// `Reverse(s) == [i \in 1..Len(s) |-> s[(Len(s) - i) + 1]]`.
fn reverse(s: &Value) -> NResult {
    let mut elems = elements_of(s)?;
    elems.reverse();
    Ok(Value::tuple(elems))
}

fn reverse_op(args: &[Value]) -> NResult {
    reverse(&args[0])
}

/// `Remove(s, e) == SelectSeq(s, LAMBDA t: t # e)`.
fn remove(args: &[Value]) -> NResult {
    let s = &args[0];
    match s {
        Value::Tuple(_) => Ok(Value::tuple(s.as_seq()?.iter().filter(|t| **t != args[1]).cloned().collect())),
        other => Err(arg_error("first", "SelectSeq", "sequence", other)),
    }
}

/// `ReplaceAll(s, old, new)`.
fn replace_all(args: &[Value]) -> NResult {
    let (old, new) = (&args[1], &args[2]);
    Ok(Value::tuple(elements_of(&args[0])?.into_iter().map(|x| if x == *old { new.clone() } else { x }).collect()))
}

/// `InsertAt(s, i, e) == SubSeq(s, 1, i-1) \o <<e>> \o SubSeq(s, i, Len(s))`.
fn insert_at(args: &[Value]) -> NResult {
    let (s, i, e) = (&args[0], &args[1], &args[2]);
    let front = subseq(s, &int(1), &sub(i, 1)?)?;
    let front = concat(&front, &Value::tuple(vec![e.clone()]))?;
    concat(&front, &subseq(s, i, &len_val(s)?)?)
}

/// `ReplaceAt(s, i, e) == [s EXCEPT ![i] = e]`.
fn replace_at(args: &[Value]) -> NResult {
    args[0].except(&args[1], args[2].clone())
}

/// `RemoveAt(s, i) == SubSeq(s, 1, i-1) \o SubSeq(s, i+1, Len(s))`.
fn remove_at(s: &Value, i: &Value) -> NResult {
    let front = subseq(s, &int(1), &sub(i, 1)?)?;
    let back = subseq(s, &add(i, &int(1))?, &len_val(s)?)?;
    concat(&front, &back)
}

fn remove_at_op(args: &[Value]) -> NResult {
    remove_at(&args[0], &args[1])
}

/// `RemoveFirst(s, e)`: s without the first occurrence of e.
fn remove_first(args: &[Value]) -> NResult {
    let (s, e) = (&args[0], &args[1]);
    match elements_of(s)?.iter().position(|x| x == e) {
        Some(i) => remove_at(s, &int(i as i64 + 1)),
        None => Ok(s.clone()),
    }
}

/// `Cons(elt, seq) == <<elt>> \o seq`.
fn cons(args: &[Value]) -> NResult {
    concat(&Value::tuple(vec![args[0].clone()]), &args[1])
}

/// `Snoc(elt, seq) == Append(seq, elt)`.
fn snoc(args: &[Value]) -> NResult {
    append(&args[1], &args[0])
}

/// `Front(s) == SubSeq(s, 1, Len(s)-1)`.
fn front(args: &[Value]) -> NResult {
    let s = &args[0];
    subseq(s, &int(1), &sub(&len_val(s)?, 1)?)
}

/// `Last(s) == s[Len(s)]`.
fn last(args: &[Value]) -> NResult {
    let s = &args[0];
    apply(s, &len_val(s)?)
}

/// `IsPrefix(s, t) == Len(s) <= Len(t) /\ SubSeq(s, 1, Len(s)) = SubSeq(t, 1, Len(s))`.
fn is_prefix(s: &Value, t: &Value) -> Result<bool, ValueError> {
    let (ls, lt) = (seq_len(s)?, seq_len(t)?);
    if ls > lt {
        return Ok(false);
    }
    Ok(subseq(s, &int(1), &int(ls))? == subseq(t, &int(1), &int(ls))?)
}

fn is_prefix_op(args: &[Value]) -> NResult {
    bool_val(is_prefix(&args[0], &args[1])?)
}

fn is_strict_prefix(args: &[Value]) -> NResult {
    bool_val(is_prefix(&args[0], &args[1])? && args[0] != args[1])
}

/// `IsSuffix(s, t) == IsPrefix(Reverse(s), Reverse(t))`.
fn is_suffix(s: &Value, t: &Value) -> Result<bool, ValueError> {
    is_prefix(&reverse(s)?, &reverse(t)?)
}

fn is_suffix_op(args: &[Value]) -> NResult {
    bool_val(is_suffix(&args[0], &args[1])?)
}

fn is_strict_suffix(args: &[Value]) -> NResult {
    bool_val(is_suffix(&args[0], &args[1])? && args[0] != args[1])
}

/// `Prefixes(s) == { SubSeq(s, 1, l) : l \in 0..Len(s) }`.
fn prefixes(s: &Value) -> Result<Vec<Value>, ValueError> {
    let n = seq_len(s)?;
    (0..=n).map(|l| subseq(s, &int(1), &int(l))).collect()
}

fn prefixes_op(args: &[Value]) -> NResult {
    Ok(Value::set(prefixes(&args[0])?))
}

/// `CommonPrefixes(S)`: the prefixes of members of S that are prefixes of
/// every member.
fn common_prefixes(s: &Value) -> Result<Vec<Value>, ValueError> {
    let seqs = set_elems(s)?;
    let mut all = Vec::new();
    for q in seqs.iter() {
        all.extend(prefixes(q)?);
    }
    all.sort();
    all.dedup();
    let mut out = Vec::new();
    'next: for p in all {
        for t in seqs.iter() {
            if !is_prefix(&p, t)? {
                continue 'next;
            }
        }
        out.push(p);
    }
    Ok(out)
}

fn common_prefixes_op(args: &[Value]) -> NResult {
    Ok(Value::set_sorted(common_prefixes(&args[0])?))
}

/// `LongestCommonPrefix(S)`: the longest of CommonPrefixes(S) (they form
/// a chain); the CHOOSE fails for an empty S.
fn longest_common_prefix(args: &[Value]) -> NResult {
    let s = &args[0];
    let seqs = set_elems(s)?;
    // Fast path: all tuples.
    if !seqs.is_empty() && seqs.iter().all(|q| matches!(q, Value::Tuple(_))) {
        let first = seqs[0].as_seq()?;
        let mut l = first.len();
        for q in seqs.iter().skip(1) {
            let e = q.as_seq()?;
            l = l.min(e.len());
            l = (0..l).find(|&i| first[i] != e[i]).unwrap_or(l);
        }
        return Ok(Value::tuple(first[..l].to_vec()));
    }
    let cps = common_prefixes(s)?;
    let mut best: Option<(i64, Value)> = None;
    for p in cps {
        let l = seq_len(&p)?;
        if best.as_ref().is_none_or(|(bl, _)| l > *bl) {
            best = Some((l, p));
        }
    }
    best.map(|b| b.1).ok_or_else(choose_failed)
}

/// `Suffixes(s) == { SubSeq(s, l, Len(s)) : l \in 1..Len(s) } \cup {<<>>}`.
fn suffixes(args: &[Value]) -> NResult {
    let s = &args[0];
    let n = seq_len(s)?;
    let mut out = vec![empty_tuple()];
    for l in 1..=n {
        out.push(subseq(s, &int(l), &int(n))?);
    }
    Ok(Value::set(out))
}

/// `SeqMod(a, b) == IF a % b = 0 THEN b ELSE a % b`.
fn seq_mod(args: &[Value]) -> NResult {
    let r = int_mod(args)?;
    Ok(if r == int(0) { args[1].clone() } else { r })
}

/// `FlattenSeq(seqs)`: `seqs[1] \o seqs[2] \o ...`, seqs itself if empty.
fn flatten_seq(seqs: &Value) -> NResult {
    let elems = elements_of(seqs)?;
    let Some(first) = elems.first() else {
        return Ok(seqs.clone());
    };
    let mut acc = first.clone();
    for s in &elems[1..] {
        acc = concat(&acc, s)?;
    }
    Ok(acc)
}

fn flatten_seq_op(args: &[Value]) -> NResult {
    flatten_seq(&args[0])
}

/// `Zip(s, t)`: the pairs `<<s[i], t[i]>>` up to the shorter length.
fn zip(args: &[Value]) -> NResult {
    let (s, t) = (&args[0], &args[1]);
    let l = seq_len(s)?.min(seq_len(t)?);
    let mut out = Vec::with_capacity(l as usize);
    for i in 1..=l {
        out.push(Value::tuple(vec![apply(s, &int(i))?, apply(t, &int(i))?]));
    }
    Ok(Value::tuple(out))
}

/// `Interleave(s, t)`: `<< <<s[1]>>, <<t[1]>>, <<s[2]>>, ... >>` by its
/// definition; `<< <<>>, <<>> >>` for two empty sequences; undefined (a
/// CASE error) for different lengths.
fn interleave(args: &[Value]) -> NResult {
    let (s, t) = (&args[0], &args[1]);
    let (ls, lt) = (seq_len(s)?, seq_len(t)?);
    if ls == lt && ls > 0 {
        let mut out = Vec::with_capacity(2 * ls as usize);
        for i in 1..=ls {
            out.push(Value::tuple(vec![apply(s, &int(i))?]));
            out.push(Value::tuple(vec![apply(t, &int(i))?]));
        }
        return Ok(Value::tuple(out));
    }
    if ls == lt {
        return Ok(Value::tuple(vec![empty_tuple(), empty_tuple()]));
    }
    Err(ValueError::new("Attempted to evaluate a CASE with no conditions true."))
}

/// `SubSeqs(s) == { SubSeq(s, i+1, j) : i, j \in 0..Len(s) }`.
fn sub_seqs(s: &Value) -> Result<Vec<Value>, ValueError> {
    let n = seq_len(s)?;
    let mut out = Vec::new();
    for i in 0..=n {
        for j in 0..=n {
            out.push(subseq(s, &int(i + 1), &int(j))?);
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

fn sub_seqs_op(args: &[Value]) -> NResult {
    Ok(Value::set_sorted(sub_seqs(&args[0])?))
}

/// `AllSubSeqs(s) == { FoldFunction(Snoc, <<>>, [i \in D |-> s[i]]) : D \in SUBSET DOMAIN s }`.
/// TLC's FoldFunction appends the elements in the order of their indices,
/// so each result keeps the order the elements have in s.
fn all_sub_seqs(args: &[Value]) -> NResult {
    let pairs = fn_pairs(&args[0])?;
    let n = pairs.len();
    if n >= 26 {
        return Err(too_big("AllSubSeqs(s)", 1u128 << n));
    }
    let mut out = Vec::with_capacity(1 << n);
    for mask in 0u64..(1u64 << n) {
        out.push(Value::tuple((0..n).filter(|i| mask & (1 << i) != 0).map(|i| pairs[i].1.clone()).collect()));
    }
    Ok(Value::set(out))
}

/// The least i such that s is a contiguous piece of `SubSeq(t, 1, i)`
/// (the end of the first occurrence of s in t), if any.
fn first_occurrence_end(s: &Value, t: &Value) -> Result<Option<i64>, ValueError> {
    let lt = seq_len(t)?;
    let ls = match s {
        Value::Tuple(_) | Value::Str(_) => seq_len(s)?,
        _ => return Ok(None),
    };
    for i in ls..=lt {
        if subseq(t, &int(if ls == 0 { 1 } else { i - ls + 1 }), &int(i))? == *s {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

/// `IndexFirstSubSeq(s, t)`: where the first occurrence of s in t starts
/// (1 for the empty sequence); the CHOOSE fails if s does not occur.
fn index_first_sub_seq(s: &Value, t: &Value) -> NResult {
    let last = first_occurrence_end(s, t)?.ok_or_else(choose_failed)?;
    sub(&int(last), seq_len(s)? - 1)
}

fn index_first_sub_seq_op(args: &[Value]) -> NResult {
    index_first_sub_seq(&args[0], &args[1])
}

/// `ReplaceSubSeqAt(i, r, s, t) == SubSeq(t, 1, i - 1) \o r \o SubSeq(t, i + Len(s), Len(t))`.
fn replace_sub_seq_at(i: &Value, r: &Value, s: &Value, t: &Value) -> NResult {
    let prefix = subseq(t, &int(1), &sub(i, 1)?)?;
    let suffix = subseq(t, &add(i, &len_val(s)?)?, &len_val(t)?)?;
    concat(&concat(&prefix, r)?, &suffix)
}

fn replace_sub_seq_at_op(args: &[Value]) -> NResult {
    replace_sub_seq_at(&args[0], &args[1], &args[2], &args[3])
}

/// `ReplaceFirstSubSeq(r, s, t)`.
fn replace_first_sub_seq(args: &[Value]) -> NResult {
    let (r, s, t) = (&args[0], &args[1], &args[2]);
    if first_occurrence_end(s, t)?.is_some() {
        replace_sub_seq_at(&index_first_sub_seq(s, t)?, r, s, t)
    } else {
        Ok(t.clone())
    }
}

// =================================================================== Graphs

// TLC evaluates SimplePath, AreConnectedIn and IsStronglyConnected of
// Graphs, and SimplePath, AreConnectedIn and ConnectedComponents of
// UndirectedGraphs, with Java code the two modules share: the graph
// argument must be a record whose node and edge fields are sets TLC can
// list (else TLC's argument error), an element of G.edge that cannot be
// an edge is skipped, and so is an edge with an end outside G.node (the
// definitions draw every node of a path from G.node). The two modules
// differ only in what an edge is.

/// What an element of G.edge is in each module.
#[derive(Clone, Copy, PartialEq, Eq)]
enum EdgeForm {
    /// Graphs: a pair `<<from, to>>`.
    Directed,
    /// UndirectedGraphs: a set `{a, b}`, or `{a}` for a loop.
    Undirected,
}

impl EdgeForm {
    /// TLC's Java method for operator `method` of this module, taking
    /// `arity` values: an error of TLC's evaluator inside it (a comparison
    /// of a node with a value of another kind) is reported as the method's.
    fn in_java<T>(self, method: &str, arity: usize, r: Result<T, ValueError>) -> Result<T, ValueError> {
        r.map_err(|e| {
            let class = match self {
                EdgeForm::Directed => "Graphs",
                EdgeForm::Undirected => "UndirectedGraphs",
            };
            let params = vec!["tlc2.value.impl.Value"; arity].join(",");
            java_error(&format!("public static tlc2.value.impl.Value tlc2.overrides.{class}.{method}({params})"), &e.message)
        })
    }

    /// The name of the argument's kind in TLC's error message.
    fn kind(self) -> &'static str {
        match self {
            EdgeForm::Directed => "graph",
            EdgeForm::Undirected => "undirected graph",
        }
    }

    /// The two ends of an element of G.edge, or None when the element can
    /// never be matched by the definitions' `<<p[i], p[i+1]>> \in G.edge`
    /// (anything but a pair) or `{p[i], p[i+1]} \in G.edge` (anything but
    /// a set of one or two elements).
    fn ends(self, e: &Value) -> Option<(Value, Value)> {
        match self {
            EdgeForm::Directed => match e {
                Value::Tuple(_) => match e.as_seq().ok()? {
                    [a, b] => Some((a.clone(), b.clone())),
                    _ => None,
                },
                _ => None,
            },
            EdgeForm::Undirected => match &*enumerable(e)? {
                [a] => Some((a.clone(), a.clone())),
                [a, b] => Some((a.clone(), b.clone())),
                _ => None,
            },
        }
    }
}

/// Which way the arcs between the ends of an edge go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arcs {
    Forward,
    Backward,
    Both,
}

/// A graph argument: its nodes (in TLC's order) and the elements of its
/// edge field.
struct GraphArg {
    nodes: Vec<Value>,
    edges: Vec<Value>,
}

/// Reads the `ordinal` argument `g` of `op` as a graph: a record with
/// `node` and `edge` fields that are sets TLC can enumerate.
fn graph_arg(op: &str, ordinal: &str, form: EdgeForm, g: &Value) -> Result<GraphArg, ValueError> {
    let expected = |what: &str| arg_error(ordinal, op, &format!("{} {what}", form.kind()), g);
    // The empty function is also the empty record.
    let record = matches!(g, Value::Record(_)) || matches!(g, Value::Tuple(_) if g.as_seq().is_ok_and(|s| s.is_empty()));
    if !record {
        return Err(expected("record with a node and an edge field"));
    }
    let field = |name: &str| g.apply_ref(&Value::str(name));
    let nodes = field("node").and_then(enumerable).ok_or_else(|| expected("record whose node field is a set"))?;
    let edges = field("edge").and_then(enumerable).ok_or_else(|| expected("record whose edge field is a set"))?;
    Ok(GraphArg { nodes: nodes.to_vec(), edges: edges.to_vec() })
}

impl GraphArg {
    /// The index of `x` among the nodes, failing where TLC's membership
    /// test does (a comparison with a node of another kind).
    fn index(&self, x: &Value) -> Result<Option<usize>, ValueError> {
        Ok(if x.sorted_member(&self.nodes)? { self.nodes.binary_search(x).ok() } else { None })
    }

    /// For each node (by index), the indices of the nodes an arc leads to,
    /// from the edges whose two ends are nodes.
    fn arcs(&self, form: EdgeForm, arcs: Arcs) -> Result<Vec<Vec<usize>>, ValueError> {
        let mut succ = vec![Vec::new(); self.nodes.len()];
        for e in &self.edges {
            let Some((a, b)) = form.ends(e) else { continue };
            let Some(i) = self.index(&a)? else { continue };
            let Some(j) = self.index(&b)? else { continue };
            match arcs {
                Arcs::Forward => succ[i].push(j),
                Arcs::Backward => succ[j].push(i),
                Arcs::Both => {
                    succ[i].push(j);
                    if i != j {
                        succ[j].push(i);
                    }
                }
            }
        }
        Ok(succ)
    }
}

/// The nodes reachable from node `from` by a path (including `from`).
fn reachable(succ: &[Vec<usize>], from: usize) -> Vec<bool> {
    let mut seen = vec![false; succ.len()];
    let mut stack = vec![from];
    seen[from] = true;
    while let Some(i) = stack.pop() {
        for &j in &succ[i] {
            if !seen[j] {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen
}

/// `AreConnectedIn(m, n, G) == \E p \in Path(G) : (p[1] = m) /\ (p[Len(p)] = n)`:
/// FALSE unless m and n are nodes (a path's nodes are), TRUE when they are
/// the same node (`<<m>>` is a path).
fn are_connected_in_form(args: &[Value], form: EdgeForm, arcs: Arcs) -> NResult {
    let (m, n) = (&args[0], &args[1]);
    let g = graph_arg("AreConnectedIn", "third", form, &args[2])?;
    form.in_java(
        "areConnectedIn",
        3,
        (|| {
            let (Some(i), Some(j)) = (g.index(m)?, g.index(n)?) else {
                return Ok(false);
            };
            Ok(i == j || reachable(&g.arcs(form, arcs)?, i)[j])
        })(),
    )
    .map(Value::Bool)
}

fn are_connected_in(args: &[Value]) -> NResult {
    are_connected_in_form(args, EdgeForm::Directed, Arcs::Forward)
}

fn undirected_are_connected_in(args: &[Value]) -> NResult {
    are_connected_in_form(args, EdgeForm::Undirected, Arcs::Both)
}

/// `IsStronglyConnected(G) == \A m, n \in G.node : AreConnectedIn(m, n, G)`:
/// some node reaches every node, and every node reaches it.
fn is_strongly_connected(args: &[Value]) -> NResult {
    let form = EdgeForm::Directed;
    let g = graph_arg("IsStronglyConnected", "first", form, &args[0])?;
    if g.nodes.is_empty() {
        return bool_val(true);
    }
    let all = |arcs: Arcs| g.arcs(form, arcs).map(|succ| reachable(&succ, 0).iter().all(|&r| r));
    form.in_java("isStronglyConnected", 1, (|| Ok(all(Arcs::Forward)? && all(Arcs::Backward)?))()).map(Value::Bool)
}

/// `SimplePath(G)`: the non-empty paths of G that visit no node twice.
fn simple_path_form(args: &[Value], form: EdgeForm, arcs: Arcs) -> NResult {
    let g = graph_arg("SimplePath", "first", form, &args[0])?;
    let succ = form.in_java("simplePath", 1, g.arcs(form, arcs))?;
    let nodes = &g.nodes;
    let mut out = Vec::new();
    let mut path = Vec::new();
    let mut on = vec![false; nodes.len()];
    fn extend(nodes: &[Value], succ: &[Vec<usize>], path: &mut Vec<usize>, on: &mut Vec<bool>, out: &mut Vec<Value>) -> Result<(), ValueError> {
        if out.len() as u128 > MAX_SET {
            return Err(too_big("SimplePath(G)", out.len() as u128));
        }
        out.push(Value::tuple(path.iter().map(|&i| nodes[i].clone()).collect()));
        let last = *path.last().unwrap();
        for &j in &succ[last] {
            if !on[j] {
                on[j] = true;
                path.push(j);
                extend(nodes, succ, path, on, out)?;
                path.pop();
                on[j] = false;
            }
        }
        Ok(())
    }
    for i in 0..nodes.len() {
        on[i] = true;
        path.push(i);
        extend(nodes, &succ, &mut path, &mut on, &mut out)?;
        path.pop();
        on[i] = false;
    }
    Ok(Value::set(out))
}

fn simple_path(args: &[Value]) -> NResult {
    simple_path_form(args, EdgeForm::Directed, Arcs::Forward)
}

fn undirected_simple_path(args: &[Value]) -> NResult {
    simple_path_form(args, EdgeForm::Undirected, Arcs::Both)
}

/// UndirectedGraphs' `ConnectedComponents(G)`: the sets of nodes joined
/// by paths (every node is in one; a loop joins nothing).
fn connected_components(args: &[Value]) -> NResult {
    let form = EdgeForm::Undirected;
    let g = graph_arg("ConnectedComponents", "first", form, &args[0])?;
    let succ = form.in_java("connectedComponents", 1, g.arcs(form, Arcs::Both))?;
    let mut done = vec![false; g.nodes.len()];
    let mut out = Vec::new();
    for i in 0..g.nodes.len() {
        if done[i] {
            continue;
        }
        let reach = reachable(&succ, i);
        let comp: Vec<Value> = (0..g.nodes.len()).filter(|&j| reach[j]).map(|j| g.nodes[j].clone()).collect();
        (0..g.nodes.len()).filter(|&j| reach[j]).for_each(|j| done[j] = true);
        out.push(Value::set_sorted(comp));
    }
    Ok(Value::set(out))
}
