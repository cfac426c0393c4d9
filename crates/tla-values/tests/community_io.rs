//! The natives of the community modules Json, IOUtils, CSV, Bitwise,
//! Combinatorics and DyadicRationals; expected results and messages are
//! TLC's (with the CommunityModules' Java overrides).

mod common;
use common::{err, int, ok, rec, s, tup};
use tla_values::{LazySet, Value};

fn json(v: Value) -> String {
    match ok("Json", "ToJson", &[v]) {
        Value::Str(x) => x.as_str().to_string(),
        other => panic!("{other}"),
    }
}

#[test]
fn to_json_writes_gson_text() {
    let v = tup(vec![
        int(1),
        s("a\"b\n"),
        Value::Bool(true),
        Value::set(vec![int(2), int(1)]),
        rec(&[("x", int(1)), ("y", tup(vec![]))]),
        Value::function(vec![(int(2), int(3)), (int(5), int(6))]),
        Value::empty_set(),
    ]);
    assert_eq!(json(v), r#"[1,"a\"b\n",true,[1,2],{"x":1,"y":[]},{"2":3,"5":6},[]]"#);
    assert_eq!(json(Value::lazy(LazySet::Interval(1, 3))), "[1,2,3]");
    assert_eq!(json(s("<>&='\\ \t")), r#""<>&='\\ \t""#);
    assert_eq!(json(Value::function(vec![(tup(vec![int(1)]), int(2))])), r#"{"<<1>>":2}"#);
    let e = err("Json", "ToJson", &[Value::lazy(LazySet::Nat)]);
    assert_eq!(
        e,
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.StringValue tlc2.overrides.Json.toJson(tlc2.value.IValue) throws java.io.IOException,\nbut it produced the following error:\nCannot convert value: unsupported value type tlc2.value.impl.UserValue"
    );
}

#[test]
fn to_json_array_and_object() {
    let arr = ok("Json", "ToJsonArray", &[Value::set(vec![int(3), int(1)])]);
    assert_eq!(arr, s("[1,3]"));
    let obj = ok("Json", "ToJsonObject", &[tup(vec![int(1), int(2)])]);
    assert_eq!(obj, s(r#"{"0":1,"1":2}"#));
    assert_eq!(ok("Json", "ToJsonObject", &[rec(&[("a", int(1))])]), s(r#"{"a":1}"#));
}

#[test]
fn json_files_round_trip() {
    let dir = std::env::temp_dir().join(format!("tlars-json-{}", std::process::id()));
    let file = dir.join("sub/out.json");
    let path = s(file.to_str().unwrap());
    let v = tup(vec![int(1), rec(&[("a", s("b"))]), Value::set(vec![int(2)])]);
    assert_eq!(ok("Json", "JsonSerialize", &[path.clone(), v.clone()]), Value::Bool(true));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), r#"[1,{"a":"b"},[2]]"#);
    let back = tup(vec![int(1), rec(&[("a", s("b"))]), tup(vec![int(2)])]);
    assert_eq!(ok("Json", "JsonDeserialize", std::slice::from_ref(&path)), back);
    assert_eq!(ok("Json", "ndJsonSerialize", &[path.clone(), v]), Value::Bool(true));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "1\n{\"a\":\"b\"}\n[2]\n");
    assert_eq!(ok("Json", "ndJsonDeserialize", std::slice::from_ref(&path)), back);
    assert_eq!(
        err("Json", "JsonSerialize", &[path.clone(), Value::set(vec![int(1)])]),
        "The second argument of JsonSerialize should be a sequence or record, but instead it is:\n{1}"
    );
    assert_eq!(
        err("Json", "ndJsonSerialize", &[path, rec(&[("a", int(1))])]),
        "The second argument of ndJsonSerialize should be a sequence, but instead it is:\n[a |-> 1]"
    );
    let missing = dir.join("missing.json");
    assert!(err("Json", "JsonDeserialize", &[s(missing.to_str().unwrap())]).ends_with("missing.json (No such file or directory)"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn atoi_parses_java_ints() {
    assert_eq!(ok("IOUtils", "atoi", &[s("42")]), int(42));
    assert_eq!(ok("IOUtils", "atoi", &[s("-7")]), int(-7));
    assert_eq!(ok("IOUtils", "atoi", &[s("+7")]), int(7));
    assert_eq!(ok("IOUtils", "atoi", &[s("007")]), int(7));
    assert_eq!(err("IOUtils", "atoi", &[s("x")]), "The argument of atoi should be a string, but instead it is:\n\"x\"");
    assert_eq!(err("IOUtils", "atoi", &[int(3)]), "The argument of atoi should be a string, but instead it is:\n3");
}

#[test]
fn commands_are_refused_without_allow_io() {
    let e = err("IOUtils", "IOExec", &[tup(vec![s("echo"), s("hi")])]);
    assert!(e.contains("--allow-io"), "{e}");
    let e = err("IOUtils", "IOExecTemplate", &[tup(vec![s("echo")]), tup(vec![])]);
    assert!(e.contains("--allow-io"), "{e}");
}

#[test]
fn bitwise_on_java_ints() {
    assert_eq!(ok("Bitwise", "&", &[int(5), int(3)]), int(1));
    assert_eq!(ok("Bitwise", "|", &[int(5), int(3)]), int(7));
    assert_eq!(ok("Bitwise", "^^", &[int(5), int(3)]), int(6));
    assert_eq!(ok("Bitwise", "Not", &[int(5)]), int(2));
    assert_eq!(ok("Bitwise", "Not", &[int(0)]), int(0));
    assert_eq!(ok("Bitwise", "Not", &[int(-1)]), int(0));
    assert_eq!(ok("Bitwise", "shiftR", &[int(20), int(2)]), int(5));
    assert_eq!(ok("Bitwise", "shiftR", &[int(-8), int(1)]), int(2147483644));
}

#[test]
fn choose_and_reduce() {
    assert_eq!(ok("Combinatorics", "choose", &[int(5), int(2)]), int(10));
    assert_eq!(ok("Combinatorics", "choose", &[int(3), int(5)]), int(0));
    assert_eq!(err("Combinatorics", "choose", &[int(-1), int(5)]), "The first argument of choose should be a natural number, but instead it is:\n-1");
    assert_eq!(err("Combinatorics", "choose", &[int(40), int(20)]), "Overflow when computing 40choose20");
    assert_eq!(err("Bitwise", "&", &[s("a"), int(3)]), "The first argument of >= should be an integer, but instead it is:\n\"a\"");
    assert_eq!(
        err("Bitwise", "shiftR", &[s("a"), int(1)]),
        "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.overrides.Bitwise.shiftR(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue"
    );
    let p = rec(&[("num", int(6)), ("den", int(8))]);
    assert_eq!(ok("DyadicRationals", "Reduce", &[p]), rec(&[("num", int(3)), ("den", int(4))]));
}

#[test]
fn csv_write_read_count() {
    let dir = std::env::temp_dir().join(format!("tlars-csv-{}", std::process::id()));
    let file = dir.join("c.csv");
    let path = s(file.to_str().unwrap());
    assert_eq!(ok("CSV", "CSVRecords", std::slice::from_ref(&path)), int(0));
    ok("CSV", "CSVWrite", &[s("%1$s,%2$s,%3$s"), tup(vec![s("ab"), int(3), Value::Bool(true)]), path.clone()]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "\"ab\",3,TRUE\n");
    assert_eq!(ok("CSV", "CSVRecords", std::slice::from_ref(&path)), int(1));
    let rows = ok("CSV", "CSVRead", &[tup(vec![s("A"), s("B"), s("C")]), s(","), path]);
    assert_eq!(rows, tup(vec![rec(&[("A", s("\"ab\"")), ("B", s("3")), ("C", s("TRUE"))])]));
    let _ = std::fs::remove_dir_all(&dir);
}
