//! The shapes the parser gives small algorithms in both syntaxes, and its
//! errors' places.

use tla_pluscal::ast::*;

fn parse(text: &str) -> Result<Algorithm, tla_pluscal::ParseError> {
    tla_pluscal::parse_module(text).expect("an algorithm")
}

#[test]
fn p_syntax_statements() {
    let alg = parse(
        "---- MODULE M ----\n(* --algorithm A\nvariables x = 0, y \\in {1, 2}; z;\nprocedure P(a = 1)\nvariables t = a;\nbegin\n  P1: t := t + 1;\n  return;\nend procedure;\nbegin\n  L1: if x = 0 then x := 1 || y := 2; elsif x = 1 then skip; else goto L1; end if;\n  L2:+ while x < 3 do\n        either x := x + 1; or await y > 1; end either;\n      end while;\n  with v \\in {1, 2}; w = v do z[v].f := w; end with;\n  call P(x);\n  print <<x, y>>;\nend algorithm *)\n====\n",
    )
    .unwrap();
    assert_eq!(alg.name, "A");
    assert_eq!(alg.syntax, Syntax::P);
    let vars: Vec<(&str, bool, Option<String>)> = alg.variables.iter().map(|v| (v.name.as_str(), v.in_set, v.value.as_ref().map(Expr::text))).collect();
    assert_eq!(vars, [("x", false, Some("0".into())), ("y", true, Some("{ 1 , 2 }".into())), ("z", false, None)]);
    assert_eq!(alg.procedures[0].params[0].value.as_ref().map(Expr::text), Some("1".into()));
    let Body::Uniprocess(body) = &alg.body else { panic!("uniprocess") };
    assert_eq!(body.len(), 5);
    let StmtKind::If { cond, then, otherwise } = &body[0].kind else { panic!("if") };
    assert_eq!(cond.text(), "x = 0");
    assert!(matches!(&then[0].kind, StmtKind::Assign(a) if a.len() == 2));
    // elsif is an if in the else branch
    assert!(matches!(&otherwise[0].kind, StmtKind::If { otherwise, .. } if matches!(otherwise[0].kind, StmtKind::Goto(ref l) if l == "L1")));
    assert_eq!(body[0].label.as_ref().map(|l| (l.name.as_str(), l.pos)), Some(("L1", Pos { line: 11, col: 3 })));
    assert_eq!(body[1].label.as_ref().and_then(|l| l.modifier), Some('+'));
    let StmtKind::With { decls, body: with_body } = &body[2].kind else { panic!("with") };
    assert_eq!(decls.len(), 2);
    let StmtKind::Assign(a) = &with_body[0].kind else { panic!("assign") };
    assert_eq!((a[0].var.as_str(), a[0].sub.text(), a[0].value.text()), ("z", "[ v ] . f".into(), "w".into()));
    assert!(matches!(&body[3].kind, StmtKind::Call { procedure, args } if procedure == "P" && args.len() == 1));
    assert!(matches!(&body[4].kind, StmtKind::Print(e) if e.text() == "<< x , y >>"));
}

#[test]
fn c_syntax_processes() {
    let alg = parse(
        "---- MODULE M ----\n(* --fair algorithm B {\n  variables q = <<>>;\n  define { Empty == q = <<>> }\n  macro Put(v) { q := Append(q, v) }\n  fair+ process (w \\in 1..2) variables n = 0; {\n    a: while (n < 2) { Put(self); n := n + 1 };\n    b: if (Empty) { skip } else { await Len(q) > 0 }\n  }\n  process (r = 3) { c: either { q := <<>> } or { skip } }\n} *)\n====\n",
    )
    .unwrap();
    assert!(alg.fair);
    assert_eq!(alg.syntax, Syntax::C);
    assert_eq!(alg.defines.as_ref().map(Expr::text), Some("Empty == q = << >>".into()));
    assert_eq!(alg.macros[0].params, ["v"]);
    let Body::Multiprocess(ps) = &alg.body else { panic!("multiprocess") };
    assert_eq!((ps[0].name.as_str(), ps[0].fairness, ps[0].in_set, ps[0].id.text()), ("w", Fairness::Strong, true, "1 .. 2".into()));
    assert_eq!((ps[1].name.as_str(), ps[1].fairness, ps[1].in_set), ("r", Fairness::Unfair, false));
    let StmtKind::While { body, .. } = &ps[0].body[0].kind else { panic!("while") };
    assert!(matches!(&body[0].kind, StmtKind::MacroCall { name, .. } if name == "Put"));
    assert!(matches!(&ps[1].body[0].kind, StmtKind::Either(b) if b.len() == 2));
}

#[test]
fn errors_are_placed() {
    // Two statements without `;` between them: the first's value goes on
    // to the second's `x` (the translator's message and place, from
    // pcal.trans).
    let e = parse("---- MODULE M ----\n(* --algorithm A\nvariables x = 0;\nbegin\n  L: x := 1\n     x := 2;\nend algorithm *)\n====\n").unwrap_err();
    assert_eq!((e.message.as_str(), e.pos), ("Expected \";\" but found \":=\"", Pos { line: 6, col: 8 }));
    // `end while` missing (pcal.trans's message and place).
    let e = parse("---- MODULE M ----\n(* --algorithm A\nbegin\n  L: while TRUE do skip;\nend algorithm *)\n====\n").unwrap_err();
    assert_eq!((e.message.as_str(), e.pos), ("Expected \"while\" but found \"algorithm\"", Pos { line: 5, col: 5 }));
    // No algorithm at all.
    assert!(tla_pluscal::parse_module("---- MODULE M ----\n====\n").is_none());
}
