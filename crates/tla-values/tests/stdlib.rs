//! Every native of `tla_values::stdlib` against hand-computed values,
//! including TLC's error messages.

mod common;
use common::{call, err, int, ok, rec, s, tup};
use tla_values::stdlib::{lookup, natives, seed_random};
use tla_values::{LazySet, Str, Value};

fn b(x: bool) -> Value {
    Value::Bool(x)
}
fn set(v: Vec<Value>) -> Value {
    Value::set(v)
}
fn ints(v: &[i64]) -> Value {
    Value::set(v.iter().map(|&i| int(i)).collect())
}
fn itup(v: &[i64]) -> Value {
    Value::tuple(v.iter().map(|&i| int(i)).collect())
}
fn empty() -> Value {
    Value::tuple(vec![])
}
fn iv(a: i64, b: i64) -> Value {
    Value::lazy(LazySet::Interval(a, b))
}
fn nat() -> Value {
    Value::lazy(LazySet::Nat)
}
fn fcn(pairs: &[(i64, i64)]) -> Value {
    Value::function(pairs.iter().map(|&(k, v)| (int(k), int(v))).collect())
}

const CHOOSE_FAILED: &str = "Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.";

fn cast(class: &str, method: &str, ret: &str, found: &str) -> String {
    format!(
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.{ret} tlc2.module.{class}.{method}(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.{found} to tlc2.value.impl.IntValue"
    )
}

// ====================================================================== registry

#[test]
fn lookup_finds_registered_natives_only() {
    assert!(lookup("Naturals", "+").is_some());
    assert!(lookup("Naturals", "Int").is_none());
    assert!(lookup("Naturals", "SelectSeq").is_none());
    assert!(lookup("Sequences", "SelectSeq").is_none());
    assert!(lookup("Bags", "BagOfAll").is_none());
    assert!(lookup("TLC", "Print").is_none());
    assert!(lookup("Nope", "+").is_none());
    // Reals answers like Integers.
    assert_eq!(ok("Reals", "-", &[int(1), int(3)]), int(-2));
    assert!(lookup("Reals", "Int").is_some());
    // Naturals' \div is floor division, as Integers' (TLC's Java method
    // for both).
    let div = |m: &str| (lookup(m, "\\div").unwrap().f)(&[int(-1), int(2)]).unwrap();
    assert_eq!(div("Naturals"), int(-1));
    assert_eq!(div("Integers"), int(-1));
    // Every entry is callable through lookup and registered once.
    let mut seen = std::collections::HashSet::new();
    for (m, n, op) in natives() {
        assert!(seen.insert((m, n)), "{m}!{n} twice");
        assert!(std::ptr::eq(lookup(m, n).unwrap(), op));
    }
}

// ====================================================================== Naturals / Integers

#[test]
fn nat_int_real_are_lazy_sets() {
    let n = ok("Naturals", "Nat", &[]);
    assert!(matches!(&n, Value::Lazy(l) if matches!(**l, LazySet::Nat)));
    assert!(n.contains(&int(0)).unwrap() && !n.contains(&int(-1)).unwrap());
    let i = ok("Integers", "Int", &[]);
    assert!(matches!(&i, Value::Lazy(l) if matches!(**l, LazySet::Int)));
    assert!(i.contains(&int(-5)).unwrap());
    assert_eq!(ok("Integers", "Nat", &[]).to_string(), "Nat");
    let r = ok("Reals", "Real", &[]);
    assert!(matches!(&r, Value::Lazy(l) if matches!(**l, LazySet::Real)));
}

#[test]
fn plus_minus_times_are_32_bit() {
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "+", &[int(2), int(3)]), int(5));
        assert_eq!(ok(m, "-", &[int(5), int(7)]), int(-2));
        assert_eq!(ok(m, "*", &[int(-6), int(7)]), int(-42));
        assert_eq!(ok(m, "*", &[int(46340), int(46340)]), int(2147395600));
        assert_eq!(ok(m, "+", &[int(2147483646), int(1)]), int(2147483647));
        assert_eq!(err(m, "+", &[int(2147483647), int(1)]), "Overflow when computing 2147483647+1");
        assert_eq!(err(m, "+", &[int(-2147483648), int(-1)]), "Overflow when computing -2147483648+-1");
        assert_eq!(err(m, "-", &[int(-2147483648), int(1)]), "Overflow when computing -2147483648-1");
        assert_eq!(err(m, "-", &[int(1), int(-2147483647)]), "Overflow when computing 1--2147483647");
        assert_eq!(err(m, "*", &[int(65536), int(32768)]), "Overflow when computing 65536*32768");
    }
}

#[test]
fn arithmetic_on_non_integers_fails_as_a_java_cast() {
    assert_eq!(err("Naturals", "+", &[s("a"), int(1)]), cast("Naturals", "Plus", "IntValue", "StringValue"));
    assert_eq!(err("Integers", "+", &[int(1), ints(&[1])]), cast("Integers", "Plus", "IntValue", "SetEnumValue"));
    assert_eq!(err("Naturals", "-", &[int(1), b(true)]), cast("Naturals", "Minus", "IntValue", "BoolValue"));
    assert_eq!(err("Integers", "*", &[empty(), int(1)]), cast("Integers", "Times", "IntValue", "TupleValue"));
    assert_eq!(err("Naturals", "..", &[int(1), nat()]), cast("Naturals", "DotDot", "IntervalValue", "UserValue"));
    assert_eq!(err("Integers", "\\div", &[iv(1, 2), int(1)]), cast("Integers", "Divide", "IntValue", "IntervalValue"));
    assert_eq!(err("Naturals", "%", &[rec(&[("fld", int(1))]), int(1)]), cast("Naturals", "Mod", "IntValue", "RecordValue"));
    assert_eq!(err("Integers", "^", &[int(1), fcn(&[(0, 1)])]), cast("Integers", "Expt", "IntValue", "FcnRcdValue"));
    assert_eq!(
        err("Integers", "-.", &[s("x")]),
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.module.Integers.Neg(tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue"
    );
}

#[test]
fn comparisons() {
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "<", &[int(1), int(2)]), b(true));
        assert_eq!(ok(m, "<", &[int(2), int(2)]), b(false));
        assert_eq!(ok(m, ">", &[int(1), int(2)]), b(false));
        assert_eq!(ok(m, ">", &[int(3), int(-2)]), b(true));
        assert_eq!(ok(m, "\\leq", &[int(2), int(2)]), b(true));
        assert_eq!(ok(m, "\\leq", &[int(3), int(2)]), b(false));
        assert_eq!(ok(m, "\\geq", &[int(2), int(2)]), b(true));
        assert_eq!(ok(m, "\\geq", &[int(1), int(2)]), b(false));
        assert_eq!(err(m, "<", &[s("a"), int(1)]), "The first argument of < should be an integer, but instead it is:\n\"a\"");
        assert_eq!(err(m, "<", &[int(1), b(true)]), "The second argument of < should be an integer, but instead it is:\nTRUE");
        assert_eq!(err(m, ">", &[ints(&[]), int(1)]), "The first argument of > should be an integer, but instead it is:\n{}");
        assert_eq!(err(m, "\\leq", &[int(1), empty()]), "The second argument of <= should be an integer, but instead it is:\n<<>>");
    }
    // TLC's Naturals.GEQ source names the operator ">", but TLC reports
    // ">=" for a spec that extends Naturals only (tests/check/ErrorKinds).
    assert_eq!(err("Naturals", "\\geq", &[int(1), s("x")]), "The second argument of >= should be an integer, but instead it is:\n\"x\"");
    assert_eq!(err("Integers", "\\geq", &[s("x"), int(1)]), "The first argument of >= should be an integer, but instead it is:\n\"x\"");
}

#[test]
fn intervals() {
    for m in ["Naturals", "Integers"] {
        let r = ok(m, "..", &[int(1), int(3)]);
        assert!(matches!(&r, Value::Lazy(_)));
        assert_eq!(r, ints(&[1, 2, 3]));
        assert_eq!(r.to_string(), "1..3");
        let e = ok(m, "..", &[int(3), int(1)]);
        assert_eq!(e, Value::empty_set());
        assert_eq!(e.to_string(), "{}");
        assert_eq!(e.cardinality().unwrap(), 0);
    }
}

#[test]
fn division_and_remainder() {
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "\\div", &[int(7), int(2)]), int(3));
        assert_eq!(ok(m, "\\div", &[int(-7), int(2)]), int(-4));
        assert_eq!(ok(m, "\\div", &[int(7), int(-2)]), int(-4));
        assert_eq!(ok(m, "\\div", &[int(-7), int(-2)]), int(3));
        assert_eq!(ok(m, "\\div", &[int(-8), int(2)]), int(-4));
        assert_eq!(ok(m, "\\div", &[int(0), int(5)]), int(0));
        assert_eq!(err(m, "\\div", &[int(7), int(0)]), "The second argument of \\div is 0.");
        assert_eq!(ok(m, "%", &[int(7), int(3)]), int(1));
        assert_eq!(ok(m, "%", &[int(-7), int(3)]), int(2));
        assert_eq!(ok(m, "%", &[int(-6), int(3)]), int(0));
        assert_eq!(err(m, "%", &[int(7), int(0)]), "The second argument of % should be a positive number, but instead it is:\n0");
        assert_eq!(err(m, "%", &[int(7), int(-3)]), "The second argument of % should be a positive number, but instead it is:\n-3");
    }
    // Both round down, a quotient truncated to 0 too (TLC prints <<-1, -1>>
    // for `<<(0 - 1) \div 2, 1 \div (0 - 2)>>` with Naturals alone).
    assert_eq!(ok("Integers", "\\div", &[int(-1), int(2)]), int(-1));
    assert_eq!(ok("Naturals", "\\div", &[int(-1), int(2)]), int(-1));
    assert_eq!(ok("Integers", "\\div", &[int(1), int(-2)]), int(-1));
    assert_eq!(ok("Naturals", "\\div", &[int(1), int(-2)]), int(-1));
    assert_eq!(err("Integers", "\\div", &[int(-2147483648), int(-1)]), "Overflow when computing -2147483648 \\div -1");
    assert_eq!(ok("Naturals", "\\div", &[int(-2147483648), int(-1)]), int(-2147483648));
}

#[test]
fn exponentiation() {
    for m in ["Naturals", "Integers"] {
        assert_eq!(ok(m, "^", &[int(2), int(10)]), int(1024));
        assert_eq!(ok(m, "^", &[int(5), int(0)]), int(1));
        assert_eq!(ok(m, "^", &[int(0), int(5)]), int(0));
        assert_eq!(ok(m, "^", &[int(-1), int(3)]), int(-1));
        assert_eq!(ok(m, "^", &[int(-1), int(4)]), int(1));
        assert_eq!(ok(m, "^", &[int(1), int(1_000_000)]), int(1));
        assert_eq!(ok(m, "^", &[int(-2), int(31)]), int(-2147483648));
        assert_eq!(ok(m, "^", &[int(-3), int(3)]), int(-27));
        assert_eq!(err(m, "^", &[int(0), int(0)]), "0^0 is undefined.");
        assert_eq!(err(m, "^", &[int(2), int(-1)]), "The second argument of ^ should be a natural number, but instead it is:\n-1");
        assert_eq!(err(m, "^", &[int(2), int(31)]), "Overflow when computing 2^31");
        assert_eq!(err(m, "^", &[int(-2), int(32)]), "Overflow when computing -2^32");
    }
}

#[test]
fn prefix_minus() {
    assert_eq!(ok("Integers", "-.", &[int(5)]), int(-5));
    assert_eq!(ok("Integers", "-.", &[int(-2147483647)]), int(2147483647));
    assert_eq!(err("Integers", "-.", &[int(-2147483648)]), "Overflow when computing --2147483648");
    assert!(lookup("Naturals", "-.").is_none());
}

#[test]
fn reals_are_not_evaluated() {
    assert_eq!(
        err("Reals", "/", &[int(1), int(2)]),
        "Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.\nline 16, col 10 to line 16, col 38 of module Reals"
    );
    assert_eq!(
        err("Reals", "Infinity", &[]),
        "TLC attempted to evaluate an unbounded CHOOSE.\nMake sure that the expression is of form CHOOSE x \\in S: P(x).\nline 17, col 13 to line 17, col 65 of module Reals"
    );
}

// ====================================================================== Sequences

#[test]
fn seq_len_head_tail_append() {
    let sq = ok("Sequences", "Seq", &[ints(&[1])]);
    assert!(sq.contains(&itup(&[1, 1])).unwrap() && sq.contains(&empty()).unwrap() && !sq.contains(&itup(&[2])).unwrap());
    assert_eq!(sq.to_string(), "Seq({1})");

    assert_eq!(ok("Sequences", "Len", &[itup(&[4, 5])]), int(2));
    assert_eq!(ok("Sequences", "Len", &[empty()]), int(0));
    assert_eq!(ok("Sequences", "Len", &[s("abc")]), int(3));
    assert_eq!(err("Sequences", "Len", &[ints(&[])]), "The argument of Len should be a sequence, but instead it is:\n{}");
    assert_eq!(err("Sequences", "Len", &[fcn(&[(0, 1)])]), "The argument of Len should be a sequence, but instead it is:\n(0 :> 1)");

    assert_eq!(ok("Sequences", "Head", &[itup(&[4, 5])]), int(4));
    assert_eq!(err("Sequences", "Head", &[empty()]), "Attempted to apply Head to the empty sequence.");
    assert_eq!(err("Sequences", "Head", &[s("ab")]), "The argument of Head should be a sequence, but instead it is:\n\"ab\"");

    assert_eq!(ok("Sequences", "Tail", &[itup(&[4, 5])]), itup(&[5]));
    assert_eq!(ok("Sequences", "Tail", &[itup(&[4])]), empty());
    assert_eq!(ok("Sequences", "Tail", &[s("abc")]), s("bc"));
    assert_eq!(err("Sequences", "Tail", &[empty()]), "Attempted to apply Tail to the empty sequence.");
    assert_eq!(err("Sequences", "Tail", &[s("")]), "Attempted to apply Tail to the empty sequence.");
    assert_eq!(err("Sequences", "Tail", &[int(3)]), "The argument of Tail should be a sequence, but instead it is:\n3");

    assert_eq!(ok("Sequences", "Append", &[itup(&[1]), int(2)]), itup(&[1, 2]));
    assert_eq!(ok("Sequences", "Append", &[empty(), s("x")]), tup(vec![s("x")]));
    assert_eq!(err("Sequences", "Append", &[s("ab"), s("c")]), "Evaluating an expression of the form Append(s, v) when s is not a sequence:\n\"ab\"");
}

#[test]
fn concatenation() {
    assert_eq!(ok("Sequences", "\\o", &[itup(&[1]), itup(&[2, 3])]), itup(&[1, 2, 3]));
    assert_eq!(ok("Sequences", "\\o", &[empty(), itup(&[2])]), itup(&[2]));
    assert_eq!(ok("Sequences", "\\o", &[s("ab"), s("c")]), s("abc"));
    assert_eq!(err("Sequences", "\\o", &[s("ab"), itup(&[1])]), "Evaluating an expression of the form t \\o s when s is not a string:\n<<1>>");
    assert_eq!(err("Sequences", "\\o", &[ints(&[]), itup(&[1])]), "Evaluating an expression of the form s \\o t when s is not a sequence:\n{}");
    assert_eq!(err("Sequences", "\\o", &[itup(&[1]), int(3)]), "Evaluating an expression of the form t \\o s when s is not a sequence:\n3");
    assert_eq!(err("Sequences", "\\o", &[empty(), s("a")]), "Evaluating an expression of the form t \\o s when s is not a sequence:\n\"a\"");
}

#[test]
fn subseq() {
    let q = itup(&[1, 2, 3]);
    assert_eq!(ok("Sequences", "SubSeq", &[q.clone(), int(2), int(3)]), itup(&[2, 3]));
    assert_eq!(ok("Sequences", "SubSeq", &[q.clone(), int(1), int(1)]), itup(&[1]));
    assert_eq!(ok("Sequences", "SubSeq", &[q.clone(), int(3), int(2)]), empty());
    assert_eq!(ok("Sequences", "SubSeq", &[q.clone(), int(10), int(-5)]), empty());
    assert_eq!(ok("Sequences", "SubSeq", &[s("abc"), int(2), int(2)]), s("b"));
    assert_eq!(ok("Sequences", "SubSeq", &[s("abc"), int(5), int(1)]), s(""));
    assert_eq!(
        err("Sequences", "SubSeq", &[q.clone(), int(0), int(1)]),
        "The second argument of SubSeq must be in the domain of its first argument:\n<<1, 2, 3>>\n, but instead it is\n0"
    );
    assert_eq!(
        err("Sequences", "SubSeq", &[q.clone(), int(1), int(4)]),
        "The third argument of SubSeq must be in the domain of its first argument:\n<<1, 2, 3>>\n, but instead it is\n4"
    );
    assert_eq!(err("Sequences", "SubSeq", &[q.clone(), s("a"), int(1)]), "The second argument of SubSeq should be a natural number, but instead it is:\n\"a\"");
    assert_eq!(err("Sequences", "SubSeq", &[q, int(1), s("b")]), "The third argument of SubSeq should be a natural number, but instead it is:\n\"b\"");
    assert_eq!(err("Sequences", "SubSeq", &[int(7), int(1), int(1)]), "The first argument of SubSeq should be a sequence, but instead it is:\n7");
}

// ====================================================================== FiniteSets

#[test]
fn cardinality() {
    let card = |v: Value| call("FiniteSets", "Cardinality", &[v]);
    assert_eq!(card(ints(&[1, 2])), Ok(int(2)));
    assert_eq!(card(iv(1, 10)), Ok(int(10)));
    assert_eq!(card(iv(1, 0)), Ok(int(0)));
    assert_eq!(card(Value::lazy(LazySet::Subset(ints(&[1, 2, 3])))), Ok(int(8)));
    assert_eq!(card(Value::lazy(LazySet::FnSet(ints(&[1, 2]), ints(&[1, 2, 3])))), Ok(int(9)));
    assert_eq!(card(Value::lazy(LazySet::FnSet(ints(&[]), ints(&[])))), Ok(int(1)));
    assert_eq!(card(Value::lazy(LazySet::Product(vec![iv(1, 3), ints(&[0, 1])]))), Ok(int(6)));
    assert_eq!(card(nat()), Err("Attempted to compute cardinality of the value\nNat".into()));
    assert_eq!(card(itup(&[1, 2])), Err("Attempted to compute cardinality of the value\n<<1, 2>>".into()));
    assert_eq!(card(Value::lazy(LazySet::Seq(ints(&[1])))), Err("Attempted to compute cardinality of the value\nSeq({1})".into()));
    assert_eq!(card(Value::lazy(LazySet::Subset(iv(1, 31)))), Err("Overflow when computing the number of elements in:\nSUBSET (1..31)".into()));
    assert_eq!(
        card(Value::lazy(LazySet::FnSet(iv(1, 40), ints(&[0, 1])))),
        Err("Overflow when computing the number of elements in:\n[1..40 -> {0, 1}]".into())
    );
    assert_eq!(
        card(Value::lazy(LazySet::Product(vec![iv(1, 100000), iv(1, 100000)]))),
        Err("Overflow when computing the number of elements in (1..100000 \\X 1..100000)".into())
    );
    assert_eq!(
        card(iv(-2147483648, 2147483647)),
        Err("Size of interval value exceeds the maximum representable size (32bits): -2147483648..2147483647.".into())
    );
    assert_eq!(card(Value::lazy(LazySet::Subset(nat()))), Err("Attempted to compute the number of elements in the overridden value Nat.".into()));
}

#[test]
fn is_finite_set() {
    let fin = |v: Value| call("FiniteSets", "IsFiniteSet", &[v]);
    assert_eq!(fin(ints(&[1])), Ok(b(true)));
    assert_eq!(fin(iv(1, 5)), Ok(b(true)));
    assert_eq!(fin(nat()), Ok(b(false)));
    assert_eq!(fin(Value::lazy(LazySet::Subset(nat()))), Ok(b(false)));
    assert_eq!(fin(Value::lazy(LazySet::Subset(iv(1, 3)))), Ok(b(true)));
    assert_eq!(fin(Value::lazy(LazySet::Seq(ints(&[])))), Ok(b(false)));
    // TLC: a set of functions is finite iff its domain and range are.
    assert_eq!(fin(Value::lazy(LazySet::FnSet(ints(&[]), nat()))), Ok(b(false)));
    // TLC counts functions as finite.
    assert_eq!(fin(itup(&[1])), Ok(b(true)));
    assert_eq!(fin(int(3)), Err("Attempted to check if the integer 3 is a finite set.".into()));
    assert_eq!(fin(s("a")), Err("Attempted to check if the string \"a\" is a finite set.".into()));
    assert_eq!(fin(b(true)), Err("Attempted to check if the boolean TRUE is a finite set.".into()));
}

// ====================================================================== Bags

#[test]
fn bags() {
    let _ = (Str::new("bagA"), Str::new("bagB"), Str::new("bagC"));
    let bag = rec(&[("bagA", int(2)), ("bagB", int(1))]);
    assert_eq!(ok("Bags", "EmptyBag", &[]), empty());
    assert_eq!(ok("Bags", "IsABag", std::slice::from_ref(&bag)), b(true));
    assert_eq!(ok("Bags", "IsABag", &[empty()]), b(true));
    assert_eq!(ok("Bags", "IsABag", &[itup(&[1, 0])]), b(false));
    assert_eq!(ok("Bags", "IsABag", &[tup(vec![s("x")])]), b(false));
    assert_eq!(ok("Bags", "IsABag", &[ints(&[1])]), b(false));

    assert_eq!(ok("Bags", "BagToSet", std::slice::from_ref(&bag)), set(vec![s("bagA"), s("bagB")]));
    assert_eq!(err("Bags", "BagToSet", &[int(1)]), "Applying BagToSet to the following value,\nwhich is not a function with a finite domain:\n1");
    assert_eq!(ok("Bags", "SetToBag", &[set(vec![s("bagA"), s("bagB")])]), rec(&[("bagA", int(1)), ("bagB", int(1))]));
    assert_eq!(ok("Bags", "SetToBag", &[iv(1, 2)]), itup(&[1, 1]));
    assert_eq!(ok("Bags", "SetToBag", &[ints(&[])]), empty());
    // TLC's message names BagToSet.
    assert_eq!(err("Bags", "SetToBag", &[int(1)]), "Applying BagToSet to the following value,\nwhich is not a function with a finite domain:\n1");

    assert_eq!(ok("Bags", "BagIn", &[s("bagA"), bag.clone()]), b(true));
    assert_eq!(ok("Bags", "BagIn", &[s("bagC"), bag.clone()]), b(false));
    assert_eq!(ok("Bags", "BagIn", &[int(1), itup(&[0])]), b(false));
    assert_eq!(
        err("Bags", "BagIn", &[s("bagA"), rec(&[("bagA", s("x"))])]),
        "The second argument of BagIn should be a bag, but instead it is:\n[bagA |-> \"x\"]"
    );
    assert_eq!(
        err("Bags", "BagIn", &[int(1), ints(&[])]),
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.IBoolValue tlc2.module.Bags.BagIn(tlc2.value.impl.Value,tlc2.value.impl.Value),\nbut it produced the following error:\nCannot read field \"values\" because \"fcn\" is null"
    );
    assert_eq!(ok("Bags", "CopiesIn", &[s("bagA"), bag.clone()]), int(2));
    assert_eq!(ok("Bags", "CopiesIn", &[s("bagC"), bag.clone()]), int(0));
    assert_eq!(err("Bags", "CopiesIn", &[int(1), tup(vec![s("z")])]), "The second argument of CopiesIn should be a bag, but instead it is:\n<<\"z\">>");

    let other = rec(&[("bagA", int(1)), ("bagC", int(3))]);
    assert_eq!(ok("Bags", "\\oplus", &[bag.clone(), other.clone()]), rec(&[("bagA", int(3)), ("bagB", int(1)), ("bagC", int(3))]));
    assert_eq!(ok("Bags", "\\oplus", &[bag.clone(), empty()]), bag);
    assert_eq!(err("Bags", "\\oplus", &[itup(&[0]), bag.clone()]), "The first argument of (+) should be a bag, but instead it is:\n<<0>>");
    assert_eq!(err("Bags", "\\oplus", &[bag.clone(), itup(&[-1])]), "The second argument of (+) should be a bag, but instead it is:\n<<-1>>");
    assert!(err("Bags", "\\oplus", &[int(1), bag.clone()]).starts_with(
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.Value tlc2.module.Bags.BagCup(tlc2.value.impl.Value,tlc2.value.impl.Value),"
    ));

    assert_eq!(ok("Bags", "\\ominus", &[bag.clone(), rec(&[("bagA", int(1)), ("bagB", int(5))])]), rec(&[("bagA", int(1))]));
    assert_eq!(ok("Bags", "\\ominus", &[bag.clone(), bag.clone()]), empty());
    assert_eq!(ok("Bags", "\\ominus", &[bag.clone(), empty()]), bag);
    assert_eq!(err("Bags", "\\ominus", &[int(1), bag.clone()]), "The first argument of (-) should be a bag, but instead it is:\n1");
    assert_eq!(err("Bags", "\\ominus", &[bag.clone(), int(2)]), "The second argument of (-) should be a bag, but instead it is:\n2");

    assert_eq!(ok("Bags", "BagUnion", &[set(vec![bag.clone(), rec(&[("bagA", int(1))])])]), rec(&[("bagA", int(3)), ("bagB", int(1))]));
    assert_eq!(ok("Bags", "BagUnion", &[ints(&[])]), empty());
    // a one-element set gives its element back unchecked, as in TLC
    assert_eq!(ok("Bags", "BagUnion", &[ints(&[7])]), int(7));
    assert_eq!(err("Bags", "BagUnion", &[ints(&[1, 2])]), "Attempted to apply BagUnion to the following set, whose\nelement is not a bag:\n{1, 2}");
    assert_eq!(err("Bags", "BagUnion", &[nat()]), "Applying BagUnion to the following value,\nwhich is not a finite enumerable set:\nNat");

    assert_eq!(ok("Bags", "\\sqsubseteq", &[rec(&[("bagA", int(1))]), bag.clone()]), b(true));
    assert_eq!(ok("Bags", "\\sqsubseteq", &[rec(&[("bagA", int(3))]), bag.clone()]), b(false));
    assert_eq!(ok("Bags", "\\sqsubseteq", &[rec(&[("bagC", int(1))]), bag.clone()]), b(false));
    assert_eq!(ok("Bags", "\\sqsubseteq", &[empty(), bag.clone()]), b(true));
    assert_eq!(
        err("Bags", "\\sqsubseteq", &[int(1), bag.clone()]),
        "Applying \\sqsubseteq to the following value,\nwhich is not a function with a finite domain:\n1"
    );

    assert_eq!(ok("Bags", "SubBag", &[fcn(&[(5, 2)])]), set(vec![empty(), fcn(&[(5, 1)]), fcn(&[(5, 2)])]));
    assert_eq!(ok("Bags", "SubBag", std::slice::from_ref(&bag)).cardinality().unwrap(), 6);
    assert_eq!(ok("Bags", "SubBag", &[empty()]), set(vec![empty()]));
    assert_eq!(err("Bags", "SubBag", &[int(3)]), "Attempted to apply the operator DOMAIN to a non-function\n(an integer)");

    assert_eq!(ok("Bags", "BagCardinality", std::slice::from_ref(&bag)), int(3));
    assert_eq!(ok("Bags", "BagCardinality", &[empty()]), int(0));
    assert_eq!(err("Bags", "BagCardinality", &[itup(&[1, 0])]), "Applying BagCardinality to the following value,\nwhich is not a bag:\n<<1, 0>>");
    assert_eq!(
        err("Bags", "BagCardinality", &[ints(&[])]),
        "Applying BagCardinality to the following value,\nwhich is not a function with a finite domain:\n{}"
    );
}

// ====================================================================== TLC

#[test]
fn colon_greater_and_double_at() {
    assert_eq!(ok("TLC", ":>", &[int(1), s("a")]), tup(vec![s("a")]));
    let _ = Str::new("colonKey");
    assert_eq!(ok("TLC", ":>", &[s("colonKey"), int(1)]), rec(&[("colonKey", int(1))]));
    assert_eq!(ok("TLC", ":>", &[int(0), int(1)]).to_string(), "(0 :> 1)");
    let f = ok("TLC", ":>", &[int(1), s("a")]);
    let g = ok("TLC", "@@", &[ok("TLC", ":>", &[int(1), s("b")]), ok("TLC", ":>", &[int(2), s("c")])]);
    assert_eq!(g, tup(vec![s("b"), s("c")]));
    assert_eq!(ok("TLC", "@@", &[f, g]), tup(vec![s("a"), s("c")]));
    assert_eq!(ok("TLC", "@@", &[fcn(&[(1, 2)]), fcn(&[(3, 4)])]).to_string(), "(1 :> 2 @@ 3 :> 4)");
    assert_eq!(ok("TLC", "@@", &[empty(), empty()]), empty());
    assert_eq!(err("TLC", "@@", &[int(1), empty()]), "The first argument of @@ should be a function, but instead it is:\n1");
    assert_eq!(err("TLC", "@@", &[empty(), ints(&[])]), "The second argument of @@ should be a function, but instead it is:\n{}");
}

#[test]
fn permutations() {
    let p = ok("TLC", "Permutations", &[iv(1, 3)]);
    assert_eq!(p, set(vec![itup(&[1, 2, 3]), itup(&[1, 3, 2]), itup(&[2, 1, 3]), itup(&[2, 3, 1]), itup(&[3, 1, 2]), itup(&[3, 2, 1])]));
    assert_eq!(ok("TLC", "Permutations", &[ints(&[])]), set(vec![empty()]));
    assert_eq!(ok("TLC", "Permutations", &[ints(&[0, 5])]), set(vec![fcn(&[(0, 0), (5, 5)]), fcn(&[(0, 5), (5, 0)])]));
    assert_eq!(err("TLC", "Permutations", &[nat()]), "Applying Permutations to the following value,\nwhich is not a finite set:\nNat");
}

#[test]
fn to_string_prints_as_tlc() {
    let ts = |v: Value| match ok("TLC", "ToString", &[v]) {
        Value::Str(x) => x.as_str().to_string(),
        other => panic!("{other}"),
    };
    assert_eq!(ts(int(-3)), "-3");
    assert_eq!(ts(b(true)), "TRUE");
    assert_eq!(ts(s("abc")), "\"abc\"");
    assert_eq!(ts(s("a\"b\\c\td\r\u{c}e\n")), r#""a\"b\\c\td\r\fe\n""#);
    assert_eq!(ts(Value::Model(Str::new("mv1"))), "mv1");
    assert_eq!(ts(ints(&[])), "{}");
    assert_eq!(ts(empty()), "<<>>");
    assert_eq!(ts(tup(vec![int(1), s("x"), ints(&[2, 1])])), "<<1, \"x\", {1, 2}>>");
    let _ = (Str::new("tsOuter"), Str::new("tsInner"));
    assert_eq!(ts(rec(&[("tsOuter", rec(&[("tsInner", ints(&[]))]))])), "[tsOuter |-> [tsInner |-> {}]]");
    assert_eq!(ts(fcn(&[(1, 2), (3, 4)])), "(1 :> 2 @@ 3 :> 4)");
    assert_eq!(ts(Value::function(vec![(itup(&[1, 2]), s("p"))])), "(<<1, 2>> :> \"p\")");
    assert_eq!(ts(iv(1, 3)), "1..3");
    assert_eq!(ts(iv(1, 0)), "{}");
    assert_eq!(ts(nat()), "Nat");
    assert_eq!(ts(Value::lazy(LazySet::Int)), "Int");
    assert_eq!(ts(Value::lazy(LazySet::Strings)), "STRING");
    assert_eq!(ts(Value::lazy(LazySet::Seq(ints(&[1])))), "Seq({1})");
    // lazy sets print enumerated when TLC would expand them
    assert_eq!(ts(Value::lazy(LazySet::Subset(ints(&[1])))), "{{}, {1}}");
    assert_eq!(ts(Value::lazy(LazySet::Subset(iv(1, 7)))), "SUBSET (1..7)");
    assert_eq!(ts(Value::lazy(LazySet::Subset(ints(&[1, 2, 3, 4, 5, 6, 7])))), "SUBSET {1, 2, 3, 4, 5, 6, 7}");
    assert_eq!(ts(Value::lazy(LazySet::Subset(nat()))), "SUBSET Nat");
    assert_eq!(ts(Value::lazy(LazySet::FnSet(ints(&[1, 2]), ints(&[7])))), "{<<7, 7>>}");
    assert_eq!(ts(Value::lazy(LazySet::FnSet(ints(&[]), ints(&[])))), "{<<>>}");
    assert_eq!(ts(Value::lazy(LazySet::FnSet(iv(1, 11), ints(&[0, 1])))), "[1..11 -> {0, 1}]");
    assert_eq!(ts(Value::lazy(LazySet::FnSet(ints(&[1]), nat()))), "[{1} -> Nat]");
    let _ = (Str::new("tsF1"), Str::new("tsF2"));
    assert_eq!(
        ts(Value::lazy(LazySet::RecordSet(vec![(Str::new("tsF1"), ints(&[1])), (Str::new("tsF2"), iv(1, 2))]))),
        "{[tsF1 |-> 1, tsF2 |-> 1], [tsF1 |-> 1, tsF2 |-> 2]}"
    );
    assert_eq!(ts(Value::lazy(LazySet::RecordSet(vec![(Str::new("tsF1"), iv(1, 100)), (Str::new("tsF2"), iv(1, 100))]))), "[tsF1: 1..100, tsF2: 1..100]");
    assert_eq!(ts(Value::lazy(LazySet::Product(vec![iv(1, 2), ints(&[3])]))), "{<<1, 3>>, <<2, 3>>}");
    assert_eq!(ts(Value::lazy(LazySet::Product(vec![iv(1, 50), iv(1, 50)]))), "(1..50 \\X 1..50)");
}

#[test]
fn java_time_tlc_eval_model_values() {
    match ok("TLC", "JavaTime", &[]) {
        Value::Int(t) => assert!(t > 1_700_000_000 && t <= i32::MAX as i64),
        other => panic!("{other}"),
    }
    let e = ok("TLC", "TLCEval", &[iv(1, 3)]);
    assert!(matches!(e, Value::Set(_)));
    assert_eq!(e, ints(&[1, 2, 3]));
    assert!(matches!(ok("TLC", "TLCEval", &[nat()]), Value::Lazy(_)));
    assert_eq!(ok("TLC", "TLCEval", &[int(4)]), int(4));

    let m = ok("TLCExt", "TLCModelValue", &[s("mvX")]);
    assert_eq!(m, Value::Model(Str::new("mvX")));
    assert_eq!(m.to_string(), "mvX");
    assert_ne!(m, s("mvX"));
    assert_eq!(err("TLCExt", "TLCModelValue", &[int(1)]), "The argument of ModelValue should be a string, but instead it is:\n1");
    assert_eq!(ok("TLCExt", "TLCNoOp", &[itup(&[5])]), itup(&[5]));
}

#[test]
fn random_element() {
    seed_random(7);
    for _ in 0..20 {
        let x = ok("TLC", "RandomElement", &[ints(&[1, 2, 3])]);
        assert!(ints(&[1, 2, 3]).contains(&x).unwrap());
        let y = ok("TLC", "RandomElement", &[iv(10, 20)]);
        assert!(iv(10, 20).contains(&y).unwrap());
    }
    assert_eq!(ok("TLC", "RandomElement", &[iv(5, 5)]), int(5));
    assert_eq!(ok("TLC", "RandomElement", &[Value::lazy(LazySet::FnSet(ints(&[1, 2]), ints(&[7])))]), itup(&[7, 7]));
    assert_eq!(ok("TLC", "RandomElement", &[Value::lazy(LazySet::Product(vec![ints(&[1]), ints(&[2])]))]), itup(&[1, 2]));
    let _ = Str::new("reF");
    assert_eq!(ok("TLC", "RandomElement", &[Value::lazy(LazySet::RecordSet(vec![(Str::new("reF"), ints(&[3]))]))]), rec(&[("reF", int(3))]));
    let sub = ok("TLC", "RandomElement", &[Value::lazy(LazySet::Subset(iv(1, 40)))]);
    assert!(Value::lazy(LazySet::Subset(iv(1, 40))).contains(&sub).unwrap());
    assert_eq!(err("TLC", "RandomElement", &[nat()]), "Applying RandomElement to the following value,\nwhich is not a finite set:\nNat");
    assert!(err("TLC", "RandomElement", &[ints(&[])]).starts_with("Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.Value tlc2.module.TLC.RandomElement(tlc2.value.impl.Value),"));
    // reproducible after reseeding
    seed_random(42);
    let a: Vec<Value> = (0..5).map(|_| ok("TLC", "RandomElement", &[iv(1, 1000)])).collect();
    seed_random(42);
    let b: Vec<Value> = (0..5).map(|_| ok("TLC", "RandomElement", &[iv(1, 1000)])).collect();
    assert_eq!(a, b);
}

// ====================================================================== Randomization

#[test]
fn random_subset() {
    seed_random(1);
    let r = ok("Randomization", "RandomSubset", &[int(2), iv(1, 10)]);
    assert_eq!(r.cardinality().unwrap(), 2);
    assert!(Value::lazy(LazySet::Subset(iv(1, 10))).contains(&r).unwrap());
    assert_eq!(ok("Randomization", "RandomSubset", &[int(20), ints(&[1, 2])]), ints(&[1, 2]));
    assert_eq!(ok("Randomization", "RandomSubset", &[int(-1), ints(&[1])]), ints(&[]));
    assert_eq!(ok("Randomization", "RandomSubset", &[int(0), ints(&[1])]), ints(&[]));
    assert_eq!(
        err("Randomization", "RandomSubset", &[s("a"), ints(&[1])]),
        "The first argument of RandomSubset should be a nonnegative integer, but instead it is:\n\"a\""
    );
    assert_eq!(err("Randomization", "RandomSubset", &[int(1), nat()]), "The second argument of RandomSubset should be a a finite set, but instead it is:\nNat");
}

#[test]
fn random_set_of_subsets() {
    const OP: &str = "RandomSetOfSubsets";
    seed_random(3);
    let r = ok("Randomization", OP, &[int(3), int(2), iv(1, 5)]);
    let n = r.cardinality().unwrap();
    assert!((1..=3).contains(&n));
    for x in r.elements().unwrap().iter() {
        assert!(Value::lazy(LazySet::Subset(iv(1, 5))).contains(x).unwrap());
    }
    assert_eq!(ok("Randomization", OP, &[int(5), int(0), iv(1, 3)]), set(vec![ints(&[])]));
    assert_eq!(ok("Randomization", OP, &[int(2), int(3), iv(1, 3)]), set(vec![ints(&[1, 2, 3])]));
    assert_eq!(ok("Randomization", OP, &[int(0), int(1), iv(1, 3)]), ints(&[]));
    assert_eq!(ok("Randomization", OP, &[int(1), int(0), ints(&[])]), set(vec![ints(&[])]));
    assert_eq!(
        err("Randomization", OP, &[int(5), int(1), ints(&[1, 2])]),
        "The first argument of RandomSetOfSubsets should be a nonnegative integer that is smaller than the subset's size of 2^2, but instead it is:\n5"
    );
    assert_eq!(
        err("Randomization", OP, &[int(1), int(4), iv(1, 3)]),
        "The second argument of RandomSetOfSubsets should be a nonnegative integer in range 0..Cardinality(S), but instead it is:\n4"
    );
    assert_eq!(
        err("Randomization", OP, &[int(-1), int(1), iv(1, 3)]),
        "The first argument of RandomSetOfSubsets should be a nonnegative integer, but instead it is:\n-1"
    );
    assert_eq!(
        err("Randomization", OP, &[int(1), s("p"), iv(1, 3)]),
        "The second argument of RandomSetOfSubsets should be a nonnegative integer, but instead it is:\n\"p\""
    );
    assert_eq!(err("Randomization", OP, &[int(1), int(1), nat()]), "The third argument of RandomSetOfSubsets should be a finite set, but instead it is:\nNat");
}

// ====================================================================== FiniteSetsExt

#[test]
fn finite_sets_ext() {
    const M: &str = "FiniteSetsExt";
    assert_eq!(ok(M, "SumSet", &[ints(&[1, 2, 3])]), int(6));
    assert_eq!(ok(M, "SumSet", &[iv(1, 4)]), int(10));
    assert_eq!(ok(M, "SumSet", &[ints(&[])]), int(0));
    // the fold adds from the greatest element down: 5 + 2147483647 overflows
    // although the total 2147483642 would fit
    assert_eq!(err(M, "SumSet", &[ints(&[-10, 2147483647, 5])]), "Overflow when computing 5+2147483647");
    assert_eq!(err(M, "SumSet", &[set(vec![s("a")])]), cast("Integers", "Plus", "IntValue", "StringValue"));
    assert_eq!(ok(M, "ProductSet", &[ints(&[2, 3, 4])]), int(24));
    assert_eq!(ok(M, "ProductSet", &[ints(&[])]), int(1));

    assert_eq!(ok(M, "FlattenSet", &[set(vec![ints(&[1, 2]), ints(&[2, 3]), ints(&[4])])]), ints(&[1, 2, 3, 4]));
    assert_eq!(ok(M, "FlattenSet", &[ints(&[])]), ints(&[]));
    assert_eq!(ok(M, "FlattenSet", &[set(vec![ints(&[])])]), ints(&[]));
    assert_eq!(ok(M, "SymDiff", &[ints(&[1, 2, 3]), ints(&[2, 3, 4])]), ints(&[1, 4]));
    assert_eq!(ok(M, "SymDiff", &[ints(&[1, 2]), ints(&[1, 2])]), ints(&[]));

    assert_eq!(ok(M, "kSubset", &[int(2), iv(1, 3)]), set(vec![ints(&[1, 2]), ints(&[1, 3]), ints(&[2, 3])]));
    assert_eq!(ok(M, "kSubset", &[int(0), ints(&[1])]), set(vec![ints(&[])]));
    assert_eq!(ok(M, "kSubset", &[int(5), ints(&[1])]), ints(&[]));
    assert_eq!(ok(M, "kSubset", &[int(-1), ints(&[1])]), ints(&[]));
    assert_eq!(ok(M, "kSubset", &[int(3), iv(1, 6)]).cardinality().unwrap(), 20);
    assert_eq!(err(M, "kSubset", &[s("x"), ints(&[1])]), "Attempted to check equality of integer 0 with non-integer:\n\"x\"");

    assert_eq!(ok(M, "Max", &[ints(&[3, 1, 2])]), int(3));
    assert_eq!(ok(M, "Min", &[ints(&[3, 1, 2])]), int(1));
    assert_eq!(ok(M, "Max", &[iv(-5, -2)]), int(-2));
    assert_eq!(err(M, "Max", &[ints(&[])]), CHOOSE_FAILED);
    assert_eq!(err(M, "Min", &[ints(&[])]), CHOOSE_FAILED);
    assert_eq!(err(M, "Max", &[set(vec![int(1), s("a")])]), "The second argument of >= should be an integer, but instead it is:\n\"a\"");
    assert_eq!(err(M, "Min", &[set(vec![b(true), int(1)])]), "The first argument of <= should be an integer, but instead it is:\nTRUE");

    assert_eq!(ok(M, "Choices", &[set(vec![ints(&[1, 2]), ints(&[3])])]), set(vec![ints(&[1, 3]), ints(&[2, 3])]));
    assert_eq!(
        ok(M, "Choices", &[set(vec![ints(&[1, 2]), ints(&[2, 3]), ints(&[5])])]),
        set(vec![ints(&[1, 2, 5]), ints(&[1, 3, 5]), ints(&[2, 3, 5]), ints(&[2, 5])])
    );
    assert_eq!(ok(M, "Choices", &[ints(&[])]), set(vec![ints(&[])]));
    assert_eq!(ok(M, "Choices", &[set(vec![ints(&[]), ints(&[1])])]), ints(&[]));
}

// ====================================================================== Functions

#[test]
fn functions() {
    const M: &str = "Functions";
    assert_eq!(ok(M, "Restrict", &[itup(&[10, 20, 30]), ints(&[1, 3])]), fcn(&[(1, 10), (3, 30)]));
    assert_eq!(ok(M, "Restrict", &[itup(&[10, 20, 30]), ints(&[1, 2])]), itup(&[10, 20]));
    assert_eq!(ok(M, "Restrict", &[itup(&[10]), ints(&[])]), empty());
    assert_eq!(err(M, "Restrict", &[itup(&[1]), ints(&[2])]), "Attempted to access index 2 of tuple\n<<1>>\nwhich is out of bounds.");
    assert_eq!(
        err(M, "Restrict", &[fcn(&[(0, 1)]), ints(&[2])]),
        "Attempted to apply function:\n(0 :> 1)\nto argument 2, which is not in the domain of the function."
    );

    let _ = (Str::new("one"), Str::new("two"));
    let r1 = rec(&[("one", int(1))]);
    let r12 = rec(&[("one", int(1)), ("two", int(2))]);
    assert_eq!(ok(M, "IsRestriction", &[r1.clone(), r12.clone()]), b(true));
    assert_eq!(ok(M, "IsRestriction", &[r1.clone(), r1.clone()]), b(true));
    assert_eq!(ok(M, "IsRestriction", &[r12.clone(), rec(&[("one", int(1)), ("two", int(3))])]), b(false));
    assert_eq!(ok(M, "IsRestriction", &[r12.clone(), rec(&[("two", int(2))])]), b(false));
    assert_eq!(ok(M, "IsRestriction", &[r1, fcn(&[(2, 2)])]), b(false));

    assert_eq!(ok(M, "Range", &[itup(&[1, 1, 2])]), ints(&[1, 2]));
    assert_eq!(ok(M, "Range", &[empty()]), ints(&[]));
    assert_eq!(err(M, "Range", &[int(1)]), "Attempted to apply the operator DOMAIN to a non-function\n(an integer)");
    assert_eq!(err(M, "Range", &[ints(&[1])]), "Attempted to apply the operator DOMAIN to a non-function\n(a set of the form {e1, ... ,eN})");

    let f = itup(&[10, 20, 30]);
    assert_eq!(ok(M, "Inverse", &[f.clone(), iv(1, 3), ints(&[20, 40])]), fcn(&[(20, 2), (40, 1)]));
    assert_eq!(ok(M, "Inverse", &[f.clone(), iv(1, 3), ints(&[])]), empty());
    assert_eq!(err(M, "Inverse", &[f.clone(), ints(&[]), ints(&[20])]), CHOOSE_FAILED);
    assert_eq!(err(M, "Inverse", &[f.clone(), ints(&[1]), ints(&[20])]), CHOOSE_FAILED);
    assert_eq!(ok(M, "AntiFunction", &[itup(&[10, 20])]), fcn(&[(10, 1), (20, 2)]));
    assert_eq!(ok(M, "AntiFunction", &[itup(&[5, 5])]), fcn(&[(5, 1)]));
    assert_eq!(ok(M, "AntiFunction", &[itup(&[2, 1])]), itup(&[2, 1]));

    assert_eq!(ok(M, "IsInjective", &[itup(&[1, 2])]), b(true));
    assert_eq!(ok(M, "IsInjective", &[itup(&[1, 1])]), b(false));
    assert_eq!(ok(M, "IsInjective", &[empty()]), b(true));
    assert_eq!(err(M, "IsInjective", &[s("ab")]), "Attempted to apply the operator DOMAIN to a non-function\n(a string)");

    assert_eq!(ok(M, "Injection", &[ints(&[1, 2]), ints(&[1, 2, 3])]).cardinality().unwrap(), 6);
    assert_eq!(ok(M, "Injection", &[ints(&[1, 2]), ints(&[1])]), ints(&[]));
    assert_eq!(ok(M, "Injection", &[ints(&[]), ints(&[])]), set(vec![empty()]));
    assert_eq!(ok(M, "Surjection", &[ints(&[1, 2, 3]), ints(&[1, 2])]).cardinality().unwrap(), 6);
    assert!(!ok(M, "Surjection", &[ints(&[1, 2, 3]), ints(&[1, 2])]).contains(&itup(&[1, 1, 1])).unwrap());
    assert_eq!(ok(M, "Surjection", &[ints(&[1]), ints(&[1, 2])]), ints(&[]));
    assert_eq!(ok(M, "Surjection", &[ints(&[1]), ints(&[])]), ints(&[]));
    assert_eq!(ok(M, "Surjection", &[ints(&[]), ints(&[])]), set(vec![empty()]));
    assert_eq!(ok(M, "Bijection", &[ints(&[1, 2]), ints(&[3, 4])]), set(vec![itup(&[3, 4]), itup(&[4, 3])]));
    assert_eq!(ok(M, "Bijection", &[ints(&[1, 2]), ints(&[3])]), ints(&[]));

    assert_eq!(ok(M, "ExistsInjection", &[ints(&[1, 2]), ints(&[1])]), b(false));
    assert_eq!(ok(M, "ExistsInjection", &[ints(&[1]), ints(&[1, 2])]), b(true));
    assert_eq!(ok(M, "ExistsSurjection", &[ints(&[1, 2]), ints(&[1])]), b(true));
    assert_eq!(ok(M, "ExistsSurjection", &[ints(&[]), ints(&[])]), b(true));
    assert_eq!(ok(M, "ExistsSurjection", &[ints(&[1]), ints(&[])]), b(false));
    assert_eq!(ok(M, "ExistsSurjection", &[ints(&[1]), ints(&[1, 2])]), b(false));
    assert_eq!(ok(M, "ExistsBijection", &[ints(&[1, 2]), ints(&[3, 4])]), b(true));
    assert_eq!(ok(M, "ExistsBijection", &[ints(&[1, 2]), ints(&[3])]), b(false));

    assert_eq!(ok(M, "SumFunctionOnSet", &[itup(&[4, 5, 6]), ints(&[1, 2])]), int(9));
    assert_eq!(ok(M, "SumFunctionOnSet", &[itup(&[4, 5, 6]), ints(&[])]), int(0));
    assert_eq!(err(M, "SumFunctionOnSet", &[itup(&[4]), ints(&[2])]), "Attempted to access index 2 of tuple\n<<4>>\nwhich is out of bounds.");
    assert_eq!(ok(M, "SumFunction", &[itup(&[4, 5, 6])]), int(15));
    assert_eq!(ok(M, "SumFunction", &[empty()]), int(0));
    assert_eq!(err(M, "SumFunction", &[itup(&[2147483647, 1])]), "Overflow when computing 2147483647+1");
}

// ====================================================================== SequencesExt

#[test]
fn sequences_ext_conversions() {
    const M: &str = "SequencesExt";
    assert_eq!(ok(M, "ToSet", &[itup(&[1, 1, 2])]), ints(&[1, 2]));
    assert_eq!(ok(M, "ToSet", &[empty()]), ints(&[]));
    assert_eq!(ok(M, "ToBag", &[itup(&[3, 1, 3])]), fcn(&[(1, 1), (3, 2)]));
    assert_eq!(ok(M, "ToBag", &[empty()]), empty());
    assert_eq!(ok(M, "SetToSeq", &[ints(&[3, 1, 2])]), itup(&[1, 2, 3]));
    assert_eq!(ok(M, "SetToSeq", &[ints(&[])]), empty());
    assert_eq!(ok(M, "SetToSeq", &[iv(4, 5)]), itup(&[4, 5]));
    assert_eq!(err(M, "SetToSeq", &[nat()]), "Attempted to compute cardinality of the value\nNat");
    assert_eq!(ok(M, "SetToSeqs", &[ints(&[1, 2])]), set(vec![itup(&[1, 2]), itup(&[2, 1])]));
    assert_eq!(ok(M, "SetToSeqs", &[ints(&[])]), set(vec![empty()]));
    assert_eq!(ok(M, "SetToSeqs", &[iv(1, 4)]).cardinality().unwrap(), 24);
    assert_eq!(ok(M, "SetToAllKPermutations", &[ints(&[1, 2])]), set(vec![empty(), itup(&[1]), itup(&[2]), itup(&[1, 2]), itup(&[2, 1])]));
    assert_eq!(ok(M, "SetToAllKPermutations", &[ints(&[])]), set(vec![empty()]));

    let t = ok(M, "TupleOf", &[ints(&[0, 1]), int(2)]);
    assert_eq!(t, set(vec![itup(&[0, 0]), itup(&[0, 1]), itup(&[1, 0]), itup(&[1, 1])]));
    assert!(matches!(t, Value::Lazy(_)));
    assert_eq!(ok(M, "TupleOf", &[ints(&[0, 1]), int(0)]), set(vec![empty()]));
    assert_eq!(err(M, "TupleOf", &[ints(&[0]), s("n")]), cast("Integers", "DotDot", "IntervalValue", "StringValue"));
    let so = ok(M, "SeqOf", &[ints(&[0, 1]), int(2)]);
    assert_eq!(so.cardinality().unwrap(), 7);
    assert!(so.contains(&empty()).unwrap() && so.contains(&itup(&[1, 0])).unwrap() && !so.contains(&itup(&[1, 0, 0])).unwrap());
    assert_eq!(ok(M, "BoundedSeq", &[ints(&[0, 1]), int(2)]), so);
    assert_eq!(ok(M, "SeqOf", &[ints(&[]), int(2)]), set(vec![empty()]));
    assert_eq!(ok(M, "SeqOf", &[ints(&[1]), int(-1)]), ints(&[]));
}

#[test]
fn sequences_ext_editing() {
    const M: &str = "SequencesExt";
    assert_eq!(ok(M, "Contains", &[itup(&[1, 2]), int(2)]), b(true));
    assert_eq!(ok(M, "Contains", &[empty(), int(1)]), b(false));
    assert_eq!(ok(M, "Contains", &[s(""), int(1)]), b(false));
    assert_eq!(err(M, "Contains", &[s("ab"), s("a")]), "A non-function (a string) was applied as a function.");
    assert_eq!(err(M, "Contains", &[int(1), int(1)]), "The argument of Len should be a sequence, but instead it is:\n1");

    assert_eq!(ok(M, "Reverse", &[itup(&[1, 2, 3])]), itup(&[3, 2, 1]));
    assert_eq!(ok(M, "Reverse", &[empty()]), empty());
    assert_eq!(ok(M, "Reverse", &[s("")]), empty());
    assert_eq!(ok(M, "Remove", &[itup(&[1, 2, 1, 3]), int(1)]), itup(&[2, 3]));
    assert_eq!(ok(M, "Remove", &[itup(&[2]), int(1)]), itup(&[2]));
    assert_eq!(err(M, "Remove", &[s("ab"), s("a")]), "The first argument of SelectSeq should be a sequence, but instead it is:\n\"ab\"");
    assert_eq!(ok(M, "ReplaceAll", &[itup(&[1, 2, 1]), int(1), int(9)]), itup(&[9, 2, 9]));

    assert_eq!(ok(M, "InsertAt", &[itup(&[1, 2, 3]), int(2), int(9)]), itup(&[1, 9, 2, 3]));
    assert_eq!(ok(M, "InsertAt", &[itup(&[1, 2]), int(1), int(9)]), itup(&[9, 1, 2]));
    assert_eq!(ok(M, "InsertAt", &[itup(&[1, 2]), int(3), int(9)]), itup(&[1, 2, 9]));
    assert_eq!(ok(M, "InsertAt", &[empty(), int(1), int(9)]), itup(&[9]));
    assert_eq!(
        err(M, "InsertAt", &[itup(&[1, 2]), int(4), int(9)]),
        "The third argument of SubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n3"
    );
    assert_eq!(
        err(M, "InsertAt", &[empty(), int(0), int(9)]),
        "The second argument of SubSeq must be in the domain of its first argument:\n<<>>\n, but instead it is\n0"
    );
    assert_eq!(ok(M, "ReplaceAt", &[itup(&[1, 2]), int(2), int(9)]), itup(&[1, 9]));
    assert_eq!(ok(M, "RemoveAt", &[itup(&[1, 2, 3]), int(2)]), itup(&[1, 3]));
    assert_eq!(ok(M, "RemoveAt", &[itup(&[1]), int(1)]), empty());
    assert_eq!(ok(M, "RemoveAt", &[s("abc"), int(2)]), s("ac"));
    assert_eq!(ok(M, "RemoveFirst", &[itup(&[1, 2, 1]), int(1)]), itup(&[2, 1]));
    assert_eq!(ok(M, "RemoveFirst", &[itup(&[2]), int(1)]), itup(&[2]));

    assert_eq!(ok(M, "Cons", &[int(1), itup(&[2])]), itup(&[1, 2]));
    assert_eq!(err(M, "Cons", &[int(1), s("ab")]), "Evaluating an expression of the form t \\o s when s is not a sequence:\n\"ab\"");
    assert_eq!(ok(M, "Snoc", &[int(3), itup(&[2])]), itup(&[2, 3]));
    assert_eq!(ok(M, "Front", &[itup(&[1, 2, 3])]), itup(&[1, 2]));
    assert_eq!(ok(M, "Front", &[empty()]), empty());
    assert_eq!(ok(M, "Front", &[s("abc")]), s("ab"));
    assert_eq!(ok(M, "Last", &[itup(&[1, 2])]), int(2));
    assert_eq!(err(M, "Last", &[empty()]), "Attempted to access index 0 of tuple\n<<>>\nwhich is out of bounds.");
}

#[test]
fn sequences_ext_prefixes_and_pieces() {
    const M: &str = "SequencesExt";
    assert_eq!(ok(M, "IsPrefix", &[itup(&[1]), itup(&[1, 2])]), b(true));
    assert_eq!(ok(M, "IsPrefix", &[empty(), itup(&[1, 2])]), b(true));
    assert_eq!(ok(M, "IsPrefix", &[itup(&[2]), itup(&[1, 2])]), b(false));
    assert_eq!(ok(M, "IsPrefix", &[itup(&[1, 2, 3]), itup(&[1])]), b(false));
    assert_eq!(ok(M, "IsPrefix", &[s("ab"), s("abc")]), b(true));
    assert_eq!(ok(M, "IsStrictPrefix", &[itup(&[1]), itup(&[1])]), b(false));
    assert_eq!(ok(M, "IsStrictPrefix", &[itup(&[1]), itup(&[1, 3])]), b(true));
    assert_eq!(ok(M, "IsSuffix", &[itup(&[2]), itup(&[1, 2])]), b(true));
    assert_eq!(ok(M, "IsSuffix", &[itup(&[1]), itup(&[1, 2])]), b(false));
    assert_eq!(ok(M, "IsStrictSuffix", &[itup(&[1, 2]), itup(&[1, 2])]), b(false));
    assert_eq!(ok(M, "IsStrictSuffix", &[itup(&[2]), itup(&[1, 2])]), b(true));

    assert_eq!(ok(M, "Prefixes", &[itup(&[1, 2])]), set(vec![empty(), itup(&[1]), itup(&[1, 2])]));
    assert_eq!(ok(M, "CommonPrefixes", &[set(vec![itup(&[1, 2]), itup(&[1, 3])])]), set(vec![empty(), itup(&[1])]));
    assert_eq!(ok(M, "CommonPrefixes", &[ints(&[])]), ints(&[]));
    assert_eq!(ok(M, "LongestCommonPrefix", &[set(vec![itup(&[1, 2, 3]), itup(&[1, 2, 4]), itup(&[1, 2])])]), itup(&[1, 2]));
    assert_eq!(ok(M, "LongestCommonPrefix", &[set(vec![itup(&[1])])]), itup(&[1]));
    assert_eq!(ok(M, "LongestCommonPrefix", &[set(vec![itup(&[1]), itup(&[2])])]), empty());
    assert_eq!(ok(M, "LongestCommonPrefix", &[set(vec![s("abc"), s("abd")])]), s("ab"));
    assert_eq!(err(M, "LongestCommonPrefix", &[ints(&[])]), CHOOSE_FAILED);
    assert_eq!(ok(M, "Suffixes", &[itup(&[1, 2])]), set(vec![empty(), itup(&[2]), itup(&[1, 2])]));

    assert_eq!(ok(M, "SeqMod", &[int(7), int(7)]), int(7));
    assert_eq!(ok(M, "SeqMod", &[int(8), int(7)]), int(1));
    assert_eq!(ok(M, "SeqMod", &[int(0), int(3)]), int(3));
    assert_eq!(err(M, "SeqMod", &[int(1), int(0)]), "The second argument of % should be a positive number, but instead it is:\n0");

    assert_eq!(ok(M, "FlattenSeq", &[tup(vec![itup(&[1, 2]), itup(&[1])])]), itup(&[1, 2, 1]));
    assert_eq!(ok(M, "FlattenSeq", &[tup(vec![s("a"), s("b")])]), s("ab"));
    assert_eq!(ok(M, "FlattenSeq", &[empty()]), empty());
    assert_eq!(ok(M, "Zip", &[itup(&[1, 3]), itup(&[2, 4])]), tup(vec![itup(&[1, 2]), itup(&[3, 4])]));
    assert_eq!(ok(M, "Zip", &[tup(vec![s("a"), s("b"), s("c")]), itup(&[1])]), tup(vec![tup(vec![s("a"), int(1)])]));
    assert_eq!(ok(M, "Zip", &[empty(), itup(&[1])]), empty());
    // by the definition each element comes wrapped in a one-element tuple
    assert_eq!(ok(M, "Interleave", &[itup(&[1, 3]), itup(&[2, 4])]), tup(vec![itup(&[1]), itup(&[2]), itup(&[3]), itup(&[4])]));
    assert_eq!(ok(M, "Interleave", &[empty(), empty()]), tup(vec![empty(), empty()]));
    assert_eq!(err(M, "Interleave", &[itup(&[1]), empty()]), "Attempted to evaluate a CASE with no conditions true.");

    assert_eq!(ok(M, "SubSeqs", &[itup(&[1, 2])]), set(vec![empty(), itup(&[1]), itup(&[2]), itup(&[1, 2])]));
    assert_eq!(ok(M, "SubSeqs", &[itup(&[1, 2, 3])]).cardinality().unwrap(), 7);
    // TLC keeps each subsequence's elements in their order in s
    assert_eq!(
        ok(M, "AllSubSeqs", &[itup(&[1, 2, 3])]),
        set(vec![empty(), itup(&[1]), itup(&[2]), itup(&[3]), itup(&[1, 2]), itup(&[1, 3]), itup(&[2, 3]), itup(&[1, 2, 3])])
    );
    assert_eq!(ok(M, "IndexFirstSubSeq", &[itup(&[1]), itup(&[1, 1, 1])]), int(1));
    assert_eq!(ok(M, "IndexFirstSubSeq", &[itup(&[2, 3]), itup(&[1, 2, 3, 2, 3])]), int(2));
    assert_eq!(ok(M, "IndexFirstSubSeq", &[empty(), itup(&[5])]), int(1));
    assert_eq!(ok(M, "IndexFirstSubSeq", &[s("cd"), s("abcd")]), int(3));
    assert_eq!(err(M, "IndexFirstSubSeq", &[itup(&[9]), itup(&[1])]), CHOOSE_FAILED);
    assert_eq!(ok(M, "ReplaceSubSeqAt", &[int(2), itup(&[9]), itup(&[2, 3]), itup(&[1, 2, 3, 4])]), itup(&[1, 9, 4]));
    assert_eq!(ok(M, "ReplaceFirstSubSeq", &[itup(&[9]), itup(&[2]), itup(&[1, 2, 2])]), itup(&[1, 9, 2]));
    assert_eq!(ok(M, "ReplaceFirstSubSeq", &[itup(&[9]), itup(&[5]), itup(&[1])]), itup(&[1]));
    assert_eq!(ok(M, "ReplaceFirstSubSeq", &[itup(&[]), itup(&[]), itup(&[1])]), itup(&[1]));
    assert_eq!(ok(M, "ReplaceFirstSubSeq", &[s("x"), s("b"), s("abcb")]), s("axcb"));
}

// ====================================================================== Graphs

#[test]
fn graphs_paths() {
    const M: &str = "Graphs";
    let _ = (Str::new("node"), Str::new("edge"));
    let g = |nodes: &[i64], edges: &[(i64, i64)]| rec(&[("node", ints(nodes)), ("edge", set(edges.iter().map(|&(a, b)| itup(&[a, b])).collect()))]);
    let chain = g(&[1, 2, 3], &[(1, 2), (2, 3)]);
    assert_eq!(ok(M, "AreConnectedIn", &[int(1), int(3), chain.clone()]), b(true));
    assert_eq!(ok(M, "AreConnectedIn", &[int(3), int(1), chain.clone()]), b(false));
    assert_eq!(ok(M, "AreConnectedIn", &[int(2), int(2), chain.clone()]), b(true));
    assert_eq!(ok(M, "AreConnectedIn", &[int(9), int(9), chain.clone()]), b(false));
    // an edge leaving G.node is not a step of a path
    assert_eq!(ok(M, "AreConnectedIn", &[int(1), int(3), g(&[1, 3], &[(1, 2), (2, 3)])]), b(false));
    assert_eq!(ok(M, "IsStronglyConnected", std::slice::from_ref(&chain)), b(false));
    assert_eq!(ok(M, "IsStronglyConnected", &[g(&[1, 2], &[(1, 2), (2, 1)])]), b(true));
    assert_eq!(ok(M, "IsStronglyConnected", &[g(&[], &[])]), b(true));
    assert_eq!(
        ok(M, "SimplePath", std::slice::from_ref(&chain)),
        set(vec![itup(&[1]), itup(&[2]), itup(&[3]), itup(&[1, 2]), itup(&[2, 3]), itup(&[1, 2, 3])])
    );
    assert_eq!(ok(M, "SimplePath", &[g(&[1, 2], &[(1, 2), (2, 1), (1, 1)])]), set(vec![itup(&[1]), itup(&[2]), itup(&[1, 2]), itup(&[2, 1])]));
    // elements of G.edge that are not pairs are no edges
    assert_eq!(
        ok(M, "SimplePath", &[rec(&[("node", ints(&[1, 2])), ("edge", set(vec![itup(&[1]), itup(&[1, 2, 1]), itup(&[2, 1])]))])]),
        set(vec![itup(&[1]), itup(&[2]), itup(&[2, 1])])
    );
    assert_eq!(ok(M, "IsStronglyConnected", &[rec(&[("node", iv(1, 2)), ("edge", set(vec![itup(&[1, 2]), itup(&[2, 1])]))])]), b(true));
    // TLC's Java code: a graph argument is a record with enumerable node and edge sets
    assert_eq!(
        err(M, "SimplePath", &[rec(&[("node", ints(&[]))])]),
        "The first argument of SimplePath should be a graph record whose edge field is a set, but instead it is:\n[node |-> {}]"
    );
    assert_eq!(
        err(M, "AreConnectedIn", &[int(1), int(2), int(5)]),
        "The third argument of AreConnectedIn should be a graph record with a node and an edge field, but instead it is:\n5"
    );
    assert_eq!(
        err(M, "IsStronglyConnected", &[rec(&[("node", nat()), ("edge", ints(&[]))])]),
        "The first argument of IsStronglyConnected should be a graph record whose node field is a set, but instead it is:\n[node |-> Nat, edge |-> {}]"
    );
    // a value compared with nodes of another kind: the Java method's error
    assert_eq!(
        err(M, "AreConnectedIn", &[itup(&[1]), int(9), g(&[1, 2], &[])]),
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.Value tlc2.overrides.Graphs.areConnectedIn(tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value),\nbut it produced the following error:\nAttempted to compare the function <<1>> with the value:\n2"
    );
}

#[test]
fn undirected_graphs_paths() {
    const M: &str = "UndirectedGraphs";
    let _ = (Str::new("node"), Str::new("edge"));
    let g = |nodes: &[i64], edges: Vec<Value>| rec(&[("node", ints(nodes)), ("edge", set(edges))]);
    // 1 - 2 - 3, a loop at 4, an edge to 5 outside the nodes, and sets that are no edges
    let g1 = g(&[1, 2, 3, 4], vec![ints(&[1, 2]), ints(&[2, 3]), ints(&[4]), ints(&[3, 5]), ints(&[]), ints(&[1, 2, 3])]);
    assert_eq!(ok(M, "ConnectedComponents", std::slice::from_ref(&g1)), set(vec![ints(&[1, 2, 3]), ints(&[4])]));
    assert_eq!(ok(M, "ConnectedComponents", &[g(&[], vec![])]), ints(&[]));
    assert_eq!(ok(M, "AreConnectedIn", &[int(3), int(1), g1.clone()]), b(true));
    assert_eq!(ok(M, "AreConnectedIn", &[int(4), int(4), g1.clone()]), b(true));
    assert_eq!(ok(M, "AreConnectedIn", &[int(1), int(4), g1.clone()]), b(false));
    assert_eq!(ok(M, "AreConnectedIn", &[int(5), int(5), g1.clone()]), b(false));
    assert_eq!(
        ok(M, "SimplePath", &[g(&[1, 2, 3], vec![ints(&[1, 2]), ints(&[2]), ints(&[2, 3])])]),
        set(vec![itup(&[1]), itup(&[2]), itup(&[3]), itup(&[1, 2]), itup(&[2, 1]), itup(&[2, 3]), itup(&[3, 2]), itup(&[1, 2, 3]), itup(&[3, 2, 1])])
    );
    // elements that are not sets are no edges
    assert_eq!(ok(M, "ConnectedComponents", &[g(&[1, 2], vec![itup(&[1, 2])])]), set(vec![ints(&[1]), ints(&[2])]));
    assert_eq!(
        err(M, "ConnectedComponents", &[rec(&[("node", ints(&[1]))])]),
        "The first argument of ConnectedComponents should be a undirected graph record whose edge field is a set, but instead it is:\n[node |-> {1}]"
    );
}

/// Without `--big-integers`, operands past 32 bits (which TLC never has)
/// still give TLC's overflow error, never a wrap or a panic, at the
/// bounds of `i64` too.
#[test]
fn i64_bounds_overflow_without_big_integers() {
    let (max, min) = (i64::MAX, i64::MIN);
    for m in ["Naturals", "Integers"] {
        assert_eq!(err(m, "+", &[int(max), int(1)]), format!("Overflow when computing {max}+1"));
        assert_eq!(err(m, "-", &[int(min), int(1)]), format!("Overflow when computing {min}-1"));
        assert_eq!(err(m, "*", &[int(min), int(-1)]), format!("Overflow when computing {min}*-1"));
        assert_eq!(err(m, "^", &[int(max), int(2)]), format!("Overflow when computing {max}^2"));
    }
    assert_eq!(err("Integers", "-.", &[int(min)]), format!("Overflow when computing -{min}"));
    assert_eq!(err("Integers", "\\div", &[int(min), int(-1)]), format!("Overflow when computing {min} \\div -1"));
    assert_eq!(ok("Integers", "%", &[int(min), int(max)]), int(max - 1));
}
