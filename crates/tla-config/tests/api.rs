//! The public helpers around the parser: `---- CONFIG name ----` sections
//! of `.tla` files, `check_init_next`, and the data model's accessors.

use tla_config::{check_config, check_init_next, find_config_section, parse_config, parse_config_section, CfgValueKind, ConstantItem, Directive, KEYWORDS};
use tla_diagnostics::FileId;

const F: FileId = FileId(0);

const TRACE: &str = "---- MODULE M_TTrace_1 ----\nEXTENDS M\n====\n\n---- CONFIG M_TTrace_1 ----\nINIT _init\nNEXT _next\nCONSTANT _TETrace <- _trace\n=============\nINVARIANT NotInSection\n";

#[test]
fn config_sections_of_tla_files() {
    let range = find_config_section(TRACE, "M_TTrace_1").expect("section");
    assert!(TRACE[range.clone()].starts_with("INIT _init"));
    assert!(TRACE[range.clone()].ends_with("_trace\n"));
    let (config, diags) = parse_config_section(TRACE, F, "M_TTrace_1").expect("section");
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(config.init[0].name, "_init");
    // Spans are offsets into the whole file.
    let s = config.init[0].span;
    assert_eq!(&TRACE[s.start as usize..s.end as usize], "_init");
    assert!(config.invariants.is_empty(), "the section ends at ====");
    assert!(matches!(&config.constants[0], ConstantItem::Substitution { target, .. } if target.name == "_trace"));

    // The name must match exactly, and the marker must be the whole line.
    assert!(find_config_section(TRACE, "M_TTrace").is_none());
    assert!(find_config_section(TRACE, "Other").is_none());
    assert!(find_config_section("-- CONFIG X ----\nINIT I\n", "X").is_none());
    assert!(find_config_section("---- CONFIG X ---- junk\nINIT I\n", "X").is_none());
    // Any number (four or more) of dashes, spaces around the name, no end marker.
    let r = find_config_section("------CONFIG   X    --------\r\nINIT I\n", "X").expect("section");
    assert_eq!(r.end, "------CONFIG   X    --------\r\nINIT I\n".len());
}

#[test]
fn init_and_next_requirements() {
    let codes = |text: &str, vars: bool| {
        let (config, diags) = parse_config(text, F);
        assert!(diags.is_empty(), "{diags:?}");
        check_init_next(&config, F, vars).iter().map(|d| d.code).collect::<Vec<_>>()
    };
    assert_eq!(codes("SPECIFICATION Spec\nINVARIANT I", true), Vec::<&str>::new());
    assert_eq!(codes("INIT Init\nNEXT Next\nINVARIANT I", true), Vec::<&str>::new());
    assert_eq!(codes("CONSTANT N = 1", false), Vec::<&str>::new());
    assert_eq!(codes("CONSTANT N = 1", true), vec!["E0242"]);
    assert_eq!(codes("INVARIANT I", false), vec!["E0242", "E0243"]);
    assert_eq!(codes("INIT Init\nINVARIANT I", true), vec!["E0243"]);
    assert_eq!(codes("INIT Init\nPROPERTY P", true), Vec::<&str>::new());
}

#[test]
fn spec_with_init_next_is_reported_by_check_config() {
    let (config, diags) = parse_config("SPECIFICATION Spec\nNEXT Next\n", F);
    assert!(diags.is_empty());
    let checked = check_config(&config, F);
    assert_eq!(checked.len(), 1);
    assert_eq!(checked[0].code, "E0240");
    assert_eq!(checked[0].related.len(), 1);
}

#[test]
fn directives_and_accessors() {
    assert_eq!(Directive::from_keyword("CONSTANTS"), Some(Directive::Constant));
    assert_eq!(Directive::from_keyword("PROPERTIES"), Some(Directive::Property));
    assert_eq!(Directive::from_keyword("Invariant"), None);
    for &(k, d) in KEYWORDS {
        assert_eq!(Directive::from_keyword(k), Some(d));
        assert_eq!(Directive::from_keyword(d.keyword()), Some(d));
    }
    assert!(Directive::Init.is_single() && !Directive::Invariant.is_single());

    let (config, diags) = parse_config("CONSTANTS S = {a, \"b\", 3, TRUE}\nSYMMETRY Perms\nINVARIANTS A B", F);
    assert!(diags.is_empty());
    assert_eq!(config.names(Directive::Invariant).map(|v| v.len()), Some(2));
    assert_eq!(config.names(Directive::Constant), None);
    assert_eq!(config.first_use(Directive::Symmetry).map(|u| u.keyword.as_str()), Some("SYMMETRY"));
    let ConstantItem::Value { value, .. } = &config.constants[0] else { panic!() };
    let CfgValueKind::Set(elems) = &value.kind else { panic!() };
    let kinds: Vec<_> = elems.iter().map(|e| e.kind.clone()).collect();
    assert_eq!(kinds, vec![CfgValueKind::ModelValue("a".into()), CfgValueKind::Str("b".into()), CfgValueKind::Int(3), CfgValueKind::Bool(true)]);
}

#[test]
fn strings_keep_their_escapes_as_tlc_does() {
    let (config, diags) = parse_config(r#"CONSTANT S = "a\"b\n""#, F);
    assert!(diags.is_empty());
    let ConstantItem::Value { value, .. } = &config.constants[0] else { panic!() };
    assert_eq!(value.kind, CfgValueKind::Str(r#"a\"b\n"#.into()));
}
