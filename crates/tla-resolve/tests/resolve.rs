//! The resolver on small module trees written to a temporary folder: where
//! modules are found, which are library modules, and the located errors
//! for names and modules that do not exist.

use std::path::{Path, PathBuf};
use std::rc::Rc;
use tla_diagnostics::SourceMap;
use tla_resolve::{codes, ModuleInfo, Options, Resolver};

/// A fresh folder holding `files` (name, text).
fn folder(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tla-resolve-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// Resolves `root`: the root module, if any, and the codes of the errors.
fn resolve(root: &Path, include: Vec<PathBuf>) -> (Option<Rc<ModuleInfo>>, Vec<&'static str>) {
    let mut map = SourceMap::new();
    let options = Options { include, ..Default::default() };
    let mut resolver = Resolver::new(&mut map, &options);
    let info = resolver.check_root(root);
    let codes = resolver.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    (info, codes)
}

#[test]
fn a_module_beside_the_spec_is_the_users_even_named_like_a_library_module() {
    let dir = folder(
        "beside",
        &[
            ("Spec.tla", "---- MODULE Spec ----\nEXTENDS Functions, Naturals\nX == Range(1)\n====\n"),
            ("Functions.tla", "---- MODULE Functions ----\nRange(f) == 42\n====\n"),
        ],
    );
    let (root, errors) = resolve(&dir.join("Spec.tla"), vec![]);
    assert!(errors.is_empty(), "{errors:?}");
    let root = root.unwrap();
    assert!(!root.library, "the root module is the user's");
    assert!(!root.imports["Functions"].library, "Functions beside the spec is the user's");
    assert!(root.imports["Naturals"].library, "Naturals is tlars's own");
}

#[test]
fn modules_on_the_library_path_are_library_modules() {
    let lib = folder("lib", &[("Functions.tla", "---- MODULE Functions ----\nRange(f) == {f[x] : x \\in DOMAIN f}\n====\n")]);
    let dir = folder("uselib", &[("Spec.tla", "---- MODULE Spec ----\nEXTENDS Functions\n====\n")]);
    let (root, errors) = resolve(&dir.join("Spec.tla"), vec![lib]);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(root.unwrap().imports["Functions"].library);
}

#[test]
fn a_missing_module_and_an_undefined_name_are_located_errors() {
    let dir = folder("missing", &[("Spec.tla", "---- MODULE Spec ----\nEXTENDS NoSuchModule\nX == y + 1\n====\n")]);
    let (_, errors) = resolve(&dir.join("Spec.tla"), vec![]);
    assert!(errors.contains(&codes::MODULE_NOT_FOUND), "{errors:?}");
    let dir = folder("undefined", &[("Spec.tla", "---- MODULE Spec ----\nX == y\n====\n")]);
    let (_, errors) = resolve(&dir.join("Spec.tla"), vec![]);
    assert_eq!(errors, vec![codes::UNDEFINED]);
}

#[test]
fn a_module_that_extends_itself_is_a_circular_dependency() {
    let dir = folder(
        "circular",
        &[
            ("Spec.tla", "---- MODULE Spec ----\nEXTENDS A\n====\n"),
            ("A.tla", "---- MODULE A ----\nEXTENDS B\n====\n"),
            ("B.tla", "---- MODULE B ----\nEXTENDS A\n====\n"),
        ],
    );
    let (_, errors) = resolve(&dir.join("Spec.tla"), vec![]);
    assert!(errors.contains(&codes::CIRCULAR), "{errors:?}");
}

/// The declaration each module-level name of the root's expressions refers
/// to, as `name@offset -> declaring module.name`, sorted.
fn references(info: &ModuleInfo, text: &str, modules: &[(&ModuleInfo, &str)]) -> Vec<String> {
    let mut out: Vec<String> = info
        .references
        .iter()
        .map(|(span, sym)| {
            let module = modules.iter().find(|(m, _)| m.file == sym.file).map_or("?", |(_, n)| n);
            format!("{}@{} -> {module}.{}", &text[span.start as usize..span.end as usize], span.start, sym.name)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn each_module_level_name_is_recorded_with_its_declaration() {
    let spec = "---- MODULE Spec ----\nEXTENDS Lib\nVARIABLE v\nI == INSTANCE Lib\nF(p) == p + Twice(v)\nG == \\E q \\in {1} : I!Twice(q) = F(q)\nf[n \\in {0}] == f[n]\n====\n";
    let lib = "---- MODULE Lib ----\nEXTENDS Naturals\nTwice(x) == x + x\n====\n";
    let dir = folder("references", &[("Spec.tla", spec), ("Lib.tla", lib)]);
    let (info, codes) = resolve(&dir.join("Spec.tla"), vec![]);
    assert!(codes.is_empty(), "{codes:?}");
    let info = info.unwrap();
    let lib_info = info.imports["Lib"].clone();
    let got = references(&info, spec, &[(&info, "Spec"), (&lib_info, "Lib")]);
    // Bound names (p, q, n) are not listed; `+` is Naturals' (not listed
    // among the modules here), `I!Twice` names Lib's Twice, and the
    // recursive function's own name is the module's definition.
    let at = |name: &str, nth: usize| spec.match_indices(name).nth(nth).unwrap().0;
    let expected = vec![
        format!("+@{} -> ?.+", at("+", 0)),
        format!("F@{} -> Spec.F", at("F(q)", 0)),
        format!("I@{} -> Spec.I", at("I!", 0)),
        format!("Twice@{} -> Lib.Twice", at("Twice", 0)),
        format!("Twice@{} -> Lib.Twice", at("Twice", 1)),
        format!("f@{} -> Spec.f", at("f[n]", 0)),
        format!("v@{} -> Spec.v", at("v)", 0)),
    ];
    let mut expected = expected;
    expected.sort();
    assert_eq!(got, expected);
}
