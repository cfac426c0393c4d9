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
    let options = Options { include };
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
