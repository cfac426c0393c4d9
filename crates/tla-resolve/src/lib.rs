//! Module resolution and the semantic checks SANY makes.
//!
//! A [`Resolver`] loads a root module and every module it names in EXTENDS
//! and INSTANCE: first beside the importing file, then beside the root spec,
//! then in each library folder (`-I`, then `TLA_PATH`), then among the
//! built-in standard modules. Each module is parsed and checked once per
//! resolver (keyed by its path): undefined names, arities, multiply-defined
//! symbols, module/file name mismatches, missing modules, circular
//! dependencies and level errors. Proof bodies are parsed but their names are
//! not checked.
//!
//! # In detail
//!
//! The crate owns modules as a whole: finding a module named by EXTENDS or INSTANCE
//! (beside the importing file, beside the root spec, in `-I` folders, in
//! `TLA_PATH`, in a later module of the same file, then among the standard
//! modules in `stdlib/`, which are tlars' own TLA+ sources compiled into the
//! binary), loading each once, and SANY's semantic checks: unknown names,
//! arities (including operator arguments of higher-order operators),
//! multiply-defined symbols with SANY's distinction between errors and
//! warnings, module/file name mismatches, missing modules, circular
//! dependencies, substitutions of INSTANCE, and level errors (priming an
//! action, `[]` of an action, a non-constant ASSUME, ...). `levels.rs` holds
//! SANY's level facts beyond the level itself: which parameters an expression's
//! level depends on and the highest level each may have, so that every
//! definition gives each parameter a maximum level (`F(a) == a'` takes at most
//! a state expression) and says whether it counts for the level of an
//! application; these pass through definitions that hand a parameter on,
//! operator arguments and INSTANCE substitutions (`I(x')!Op`), and the built-in
//! operators' own limits (`{[]P}`, `x = []P`) come from SANY's table. It is the
//! one resolution of names: for every name of a module's expressions that
//! refers to a module-level declaration (a definition, a CONSTANT or VARIABLE,
//! an instance, a symbol reached through `I!`), `ModuleInfo::references`
//! records that declaration by the span of the name, and later stages take it
//! from there instead of looking names up again. Proof steps are parsed but
//! their names are not resolved yet. It also knows the order SANY lists a root
//! module's variables in (`sany_order`): SANY returns them from a Java
//! `Hashtable` of the module's symbols, so TLC numbers and prints them by hash
//! code and table size, not by declaration; `sany_order` replays which symbols
//! SANY puts in that table (the built-ins, EXTENDS, INSTANCE, `I!op`, named
//! theorems) and how a Hashtable grows and enumerates, and the compiler numbers
//! state variables that way. It depends on `tla-syntax` and `tla-diagnostics`,
//! never on evaluation.
#![forbid(unsafe_code)]

mod check;
pub mod levels;
pub mod sany_order;
mod scope;
pub mod stdlib;

pub use scope::{ModuleInfo, SymKind, Symbol};

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use tla_diagnostics::{Diagnostic, FileId, SourceFile, SourceMap, Span};

/// Diagnostic codes of resolution.
pub mod codes {
    pub const UNDEFINED: &str = "E0101";
    pub const ARITY: &str = "E0102";
    pub const DUPLICATE: &str = "E0103";
    pub const MODULE_NOT_FOUND: &str = "E0104";
    pub const MODULE_NAME: &str = "E0105";
    pub const LEVEL: &str = "E0106";
    pub const CIRCULAR: &str = "E0107";
    pub const INSTANCE: &str = "E0108";
    pub const READ: &str = "E0109";
    pub const DUPLICATE_FIELD: &str = "E0110";
    /// A HIDE fact that is not the name of a theorem, assumption or step.
    pub const HIDE_FACT: &str = "E0111";
    /// A subexpression selector (`Op!2`, `Op!lab`) that names nothing.
    pub const SELECTOR: &str = "E0112";
}

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Library folders, searched in order after the spec's own folder.
    pub include: Vec<PathBuf>,
    /// Texts read in place of files' (by path): a module's PlusCal
    /// translation made now, checked without writing the file.
    pub texts: Vec<(PathBuf, String)>,
}

impl Options {
    /// The library folders: `-I` folders, then those of `TLA_PATH`.
    fn search_dirs(&self) -> Vec<PathBuf> {
        let mut dirs = self.include.clone();
        if let Some(path) = std::env::var_os("TLA_PATH") {
            dirs.extend(std::env::split_paths(&path).filter(|p| !p.as_os_str().is_empty()));
        }
        dirs
    }
}

/// Where a module's text came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ModuleKey {
    File(PathBuf),
    Builtin(String),
    /// A module that follows the first one in a file.
    Sibling(FileId, String),
}

pub struct Resolver<'m> {
    pub map: &'m mut SourceMap,
    dirs: Vec<PathBuf>,
    /// See `Options::texts` (paths canonical).
    texts: HashMap<PathBuf, String>,
    root_dir: Option<PathBuf>,
    /// Modules loaded so far; `None` for one that failed (already reported).
    loaded: HashMap<ModuleKey, Option<Rc<ModuleInfo>>>,
    in_progress: Vec<ModuleKey>,
    /// Modules found after the first one in a loaded file, by file and
    /// name: they are visible to the modules of that file only.
    siblings: HashMap<(FileId, String), (Rc<tla_syntax::ast::Module>, Option<PathBuf>)>,
    /// The files of library modules: tlars's own standard and community
    /// modules, and those found on the library path (-I, TLA_PATH) rather
    /// than beside the spec (see `ModuleInfo::library`).
    library_files: std::collections::HashSet<FileId>,
    pub diagnostics: Vec<Diagnostic>,
}

impl<'m> Resolver<'m> {
    pub fn new(map: &'m mut SourceMap, options: &Options) -> Resolver<'m> {
        Resolver {
            map,
            dirs: options.search_dirs(),
            texts: options.texts.iter().map(|(p, t)| (canonical(p), t.clone())).collect(),
            root_dir: None,
            loaded: HashMap::new(),
            in_progress: Vec::new(),
            siblings: HashMap::new(),
            library_files: Default::default(),
            diagnostics: Vec::new(),
        }
    }

    /// Parses and checks the module in `path` and everything it uses.
    pub fn check_root(&mut self, path: &Path) -> Option<Rc<ModuleInfo>> {
        let text = match self.read(path) {
            Ok(text) => text,
            Err(e) => {
                let file = self.map.add(SourceFile::new(path.to_path_buf(), ""));
                self.diagnostics.push(Diagnostic::error(codes::READ, file, Span::default(), format!("cannot read {}: {e}", path.display())));
                return None;
            }
        };
        self.root_dir = Some(path.parent().map(Path::to_path_buf).unwrap_or_default());
        let key = ModuleKey::File(canonical(path));
        if let Some(done) = self.loaded.get(&key) {
            return done.clone();
        }
        let expected_name = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        let info = self.load_text(key, path.to_path_buf(), text, expected_name.as_deref(), None, false);
        info
    }

    /// The text of the file at `path` (or the one given for it).
    fn read(&self, path: &Path) -> std::io::Result<String> {
        if let Some(text) = self.texts.get(&canonical(path)) {
            return Ok(text.clone());
        }
        std::fs::read(path).map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
    }

    /// Finds, loads and checks the module `name` imported at `at` by a module
    /// in folder `from_dir`.
    pub(crate) fn load_module(&mut self, name: &str, from_dir: Option<&Path>, at: (FileId, Span)) -> Option<Rc<ModuleInfo>> {
        let file_name = format!("{name}.tla");
        let mut candidates: Vec<PathBuf> = Vec::new();
        candidates.extend(from_dir.map(Path::to_path_buf));
        candidates.extend(self.root_dir.clone());
        candidates.extend(self.dirs.iter().cloned());
        // (The spec's own folders come first: a module found there is the
        // user's, even if named like a library module.)
        let own_dirs = candidates.len() - self.dirs.len();
        let found_at = candidates.iter().position(|d| d.join(&file_name).is_file());
        let mut library = found_at.is_some_and(|i| i >= own_dirs);
        let found = found_at.map(|i| candidates[i].join(&file_name));
        let (key, path, text) = match found {
            Some(path) => {
                let key = ModuleKey::File(canonical(&path));
                if let Some(done) = self.loaded.get(&key) {
                    return done.clone();
                }
                match self.read(&path) {
                    Ok(text) => (key, path, text),
                    Err(e) => {
                        self.diagnostics.push(Diagnostic::error(codes::READ, at.0, at.1, format!("cannot read {}: {e}", path.display())));
                        return None;
                    }
                }
            }
            None if self.siblings.contains_key(&(at.0, name.to_string())) => {
                let file = at.0;
                let (module, dir) = self.siblings[&(file, name.to_string())].clone();
                let key = ModuleKey::Sibling(file, name.to_string());
                if let Some(done) = self.loaded.get(&key) {
                    return done.clone();
                }
                if self.in_progress.contains(&key) {
                    self.diagnostics.push(
                        Diagnostic::error(codes::CIRCULAR, at.0, at.1, format!("circular dependency: module `{name}` depends on itself"))
                            .with_label("imported here while it is being loaded"),
                    );
                    return None;
                }
                self.in_progress.push(key.clone());
                let info = check::check_module(self, module, file, dir, None);
                self.in_progress.pop();
                self.loaded.insert(key, Some(info.clone()));
                return Some(info);
            }
            None => match stdlib::standard_module(name) {
                Some(src) => {
                    let key = ModuleKey::Builtin(name.to_string());
                    if let Some(done) = self.loaded.get(&key) {
                        return done.clone();
                    }
                    library = true;
                    (key, PathBuf::from(format!("<standard>/{file_name}")), src.to_string())
                }
                None => {
                    let mut searched: Vec<String> = Vec::new();
                    for d in &candidates {
                        let s = if d.as_os_str().is_empty() { ".".to_string() } else { d.display().to_string() };
                        if !searched.contains(&s) {
                            searched.push(s);
                        }
                    }
                    self.diagnostics.push(
                        Diagnostic::error(codes::MODULE_NOT_FOUND, at.0, at.1, format!("cannot find module `{name}`"))
                            .with_label("no such module")
                            .with_help(format!("looked for {file_name} in {} and among the standard modules; add its folder with -I", searched.join(", "))),
                    );
                    return None;
                }
            },
        };
        if self.in_progress.contains(&key) {
            self.diagnostics.push(
                Diagnostic::error(codes::CIRCULAR, at.0, at.1, format!("circular dependency: module `{name}` depends on itself"))
                    .with_label("imported here while it is being loaded"),
            );
            return None;
        }
        self.load_text(key, path, text, Some(name), Some(at), library)
    }

    fn load_text(
        &mut self,
        key: ModuleKey,
        path: PathBuf,
        text: String,
        expected_name: Option<&str>,
        at: Option<(FileId, Span)>,
        library: bool,
    ) -> Option<Rc<ModuleInfo>> {
        let dir = match &key {
            ModuleKey::File(_) => Some(path.parent().map(Path::to_path_buf).unwrap_or_default()),
            ModuleKey::Builtin(_) | ModuleKey::Sibling(..) => None,
        };
        let file = self.map.add(SourceFile::new(path, text));
        if library {
            self.library_files.insert(file);
        }
        let text = self.map.get(file).text.clone();
        let mut all = tla_syntax::parse_file(&text, file).into_iter();
        let parsed = all.next().expect("parse_file returns the first module");
        for other in all {
            self.diagnostics.extend(other.diagnostics);
            if let Some(m) = other.module {
                self.siblings.entry((file, m.name.name.clone())).or_insert((Rc::new(m), dir.clone()));
            }
        }
        let had_errors = parsed.diagnostics.iter().any(Diagnostic::is_error);
        self.diagnostics.extend(parsed.diagnostics);
        let module = match parsed.module {
            Some(m) if !had_errors => m,
            _ => {
                if let Some((f, s)) = at {
                    self.diagnostics.push(Diagnostic::warning(codes::READ, f, s, "this module has errors (reported above)"));
                }
                self.loaded.insert(key, None);
                return None;
            }
        };
        if let Some(expected) = expected_name {
            if module.name.name != expected {
                self.diagnostics.push(
                    Diagnostic::error(codes::MODULE_NAME, file, module.name.span, format!("module `{}` is in a file named `{expected}.tla`", module.name.name))
                        .with_label(format!("expected `MODULE {expected}`"))
                        .with_help("a module's name must be its file's name"),
                );
            }
        }
        self.in_progress.push(key.clone());
        let info = check::check_module(self, Rc::new(module), file, dir, None);
        self.in_progress.pop();
        self.loaded.insert(key, Some(info.clone()));
        Some(info)
    }
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}
