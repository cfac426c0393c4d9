//! `tlars translate`: the PlusCal translator's job (`pcal.trans`), and
//! what `tlars check` does with a module's algorithm: check a translation
//! made now (`--translate`), or warn when the module's translation is not
//! that of its algorithm.

use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tla_diagnostics::{render, Diagnostic, FileId, MessageFormat, SourceFile, SourceMap, Span};
use tla_model::exit;
use tla_pluscal::module::{self, ModuleError, Stale};

/// The code of a PlusCal translation error.
const TRANSLATION_ERROR: &str = "E0301";

#[derive(Args)]
pub struct TranslateArgs {
    /// The module whose PlusCal algorithm is translated. It is rewritten
    /// in place, as pcal.trans rewrites it: the lines between `\* BEGIN
    /// TRANSLATION` and `\* END TRANSLATION` are replaced (the two lines
    /// are added after the algorithm's comment if missing), with the
    /// checksums on the BEGIN line; the module as it was is kept in
    /// SPEC.old; when there is no SPEC.cfg, one is written (`SPECIFICATION
    /// Spec`, and what the algorithm needs), an existing one is left as
    /// it is.
    pub spec: PathBuf,
    /// Do not write SPEC.cfg (pcal.trans's -nocfg).
    #[arg(long, visible_alias = "nocfg")]
    pub no_cfg: bool,
    /// Do not keep the module as it was in SPEC.old (pcal.trans's -noold).
    #[arg(long, visible_alias = "noold")]
    pub no_old: bool,
}

/// `tlars translate`: 0, 150 when the algorithm does not translate (its
/// error shown as tlars shows parse errors), 255 when a file cannot be
/// read or written.
pub fn run(args: &TranslateArgs, format: MessageFormat) -> ExitCode {
    let spec = with_tla_extension(&args.spec);
    let text = match std::fs::read_to_string(&spec) {
        Ok(text) => text,
        Err(e) => {
            println!("Error: cannot read {}: {e}", spec.display());
            return ExitCode::from(exit::GENERAL);
        }
    };
    let translated = match module::translate_module(&text) {
        Ok(t) => t,
        Err(e) => {
            print!("{}", diagnostic_text(&spec, &text, &e, format));
            return ExitCode::from(exit::PARSE);
        }
    };
    for m in &translated.messages {
        println!("{m}");
    }
    if !args.no_old {
        let old = spec.with_extension("old");
        if let Err(e) = std::fs::copy(&spec, &old) {
            println!("Error: cannot keep {} as {}: {e}", spec.display(), old.display());
            return ExitCode::from(exit::GENERAL);
        }
    }
    if let Err(e) = std::fs::write(&spec, translated.text()) {
        println!("Error: cannot write {}: {e}", spec.display());
        return ExitCode::from(exit::GENERAL);
    }
    println!("New file {} written.", spec.display());
    let cfg = spec.with_extension("cfg");
    if !args.no_cfg && !cfg.exists() {
        let (cfg_text, _) = module::cfg_text(None, &translated);
        if let Err(e) = std::fs::write(&cfg, cfg_text) {
            println!("Error: cannot write {}: {e}", cfg.display());
            return ExitCode::from(exit::GENERAL);
        }
        println!("New file {} written.", cfg.display());
    }
    ExitCode::SUCCESS
}

/// `Spec` for `Spec.tla`, as pcal.trans takes either.
fn with_tla_extension(path: &Path) -> PathBuf {
    if path.extension().is_none() && !path.exists() {
        path.with_extension("tla")
    } else {
        path.to_path_buf()
    }
}

/// A translation error as tlars shows errors: the file, line and column,
/// the line with the place marked.
fn diagnostic_text(path: &Path, text: &str, e: &ModuleError, format: MessageFormat) -> String {
    let mut map = SourceMap::new();
    let file: FileId = map.add(SourceFile::new(path.to_path_buf(), text.to_string()));
    let span = e.pos.map_or(Span::new(0, 0), |p| word_span(text, p.line, p.col));
    let d = Diagnostic::error(TRANSLATION_ERROR, file, span, e.message.clone()).with_label("the PlusCal translator stops here");
    render(&map, &d, format, false)
}

/// The byte span of the word (or the one character) at the 1-based line
/// and column, columns counted as the translator counts them (a tab to
/// the next multiple of 8).
fn word_span(text: &str, line: usize, col: usize) -> Span {
    let start_of_line: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let this_line = text[start_of_line.min(text.len())..].split('\n').next().unwrap_or("");
    let mut column = 1;
    let mut start = this_line.trim_end_matches('\r').len();
    for (i, c) in this_line.char_indices() {
        if column >= col {
            start = i;
            break;
        }
        column = if c == '\t' { (column - 1) / 8 * 8 + 9 } else { column + 1 };
    }
    let rest = &this_line[start..];
    let word = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    let len = if word > 0 { word } else { rest.chars().next().map_or(0, char::len_utf8) };
    Span::new(start_of_line + start, start_of_line + start + len)
}

/// The texts `tlars check --translate` reads in place of the files': the
/// spec's module translated now, and the modules beside it that hold an
/// algorithm (a model of a PlusCal module checks its new translation).
/// Nothing is written. A module beside the spec that does not translate
/// is read as it is; the spec's own prints the translator's error and
/// gives the exit status.
pub fn translations(spec: &Path) -> Result<Vec<(PathBuf, String)>, ExitCode> {
    let text = match std::fs::read_to_string(spec) {
        Ok(text) => text,
        Err(e) => {
            println!("Error: cannot read {}: {e}", spec.display());
            return Err(ExitCode::from(exit::GENERAL));
        }
    };
    let mut texts = Vec::new();
    if tla_pluscal::has_algorithm(&text) {
        match module::translate_module(&text) {
            Ok(t) => texts.push((spec.to_path_buf(), t.text().to_string())),
            Err(e) => {
                print!("{}", diagnostic_text(spec, &text, &e, MessageFormat::Human));
                return Err(ExitCode::from(exit::PARSE));
            }
        }
    }
    let folder = match spec.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "tla") && path.file_name() != spec.file_name() && path.is_file() {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if tla_pluscal::has_algorithm(&text) {
                if let Ok(t) = module::translate_module(&text) {
                    texts.push((path, t.text().to_string()));
                }
            }
        }
    }
    Ok(texts)
}

/// Warns on standard error (standard output stays TLC's) when the spec's
/// translation is not that of its algorithm.
pub fn warn_if_stale(spec: &Path) {
    let Ok(text) = std::fs::read_to_string(spec) else { return };
    // (Most modules have no algorithm: no more work for them.)
    if !tla_pluscal::has_algorithm(&text) {
        return;
    }
    let Some(stale) = module::staleness(&text) else { return };
    let name = spec.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let why = match stale {
        Stale::AlgorithmChanged => format!("The PlusCal algorithm in module {name} has changed since its last translation."),
        Stale::TranslationChanged => format!("The TLA+ translation in module {name} has changed since its last translation."),
        Stale::BothChanged => format!("Both the PlusCal algorithm and its TLA+ translation in module {name} have changed since the last translation."),
        Stale::DiffersFromNew => format!("The TLA+ translation in module {name} is not the translation of its PlusCal algorithm."),
        Stale::Untranslatable(message) => format!("The PlusCal algorithm in module {name} does not translate: {}", message.replace('\n', " ")),
    };
    eprintln!(
        "tlars: warning: {why} The translation in the file is checked (`tlars translate` retranslates it, `tlars check --translate` checks a new translation)."
    );
}
