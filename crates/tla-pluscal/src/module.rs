//! What the PlusCal translator (`pcal.trans`) writes: the module with its
//! translation put between the `BEGIN TRANSLATION` and `END TRANSLATION`
//! lines, and the model's `.cfg`.
//!
//! As the translator: the old translation, every line strictly between
//! the first line with `BEGIN` then spaces then `TRANSLATION` and the next
//! such `END` line, is replaced; the two lines stay as written except for
//! the checksums on the BEGIN line, which are replaced where it has them.
//! A module without the lines gets them right after the comment holding
//! the algorithm (with checksums). Everything else is kept as written;
//! the module is written back with `\n` line ends and a final one.

use crate::ast::{Algorithm, Body, Pos, Stmt};
use crate::checksum;

/// The BEGIN line the translator inserts (its sums are then replaced).
const BEGIN_LINE: &str = r#"\* BEGIN TRANSLATION (chksum(pcal) = "ffffffff" /\ chksum(tla) = "ffffffff")"#;
/// The END line it inserts (with its trailing space).
const END_LINE: &str = r"\* END TRANSLATION ";
/// The line of a `.cfg` after which the user's own lines go.
pub const CFG_DELIMITER: &str = r"\* Add statements after this line.";

/// A module translated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translated {
    /// The new module, line by line.
    pub lines: Vec<String>,
    /// Where the translation is in `lines`: the 0-based indexes of the
    /// BEGIN and END lines.
    pub begin: usize,
    pub end: usize,
    /// The translator's messages, in its order and words ("Labels
    /// added.", "Parsing completed.", "Warning: symbols were renamed.",
    /// "Translation completed.").
    pub messages: Vec<String>,
    /// The `termination` option: the `.cfg` checks Termination.
    pub termination: bool,
    /// A variable (or procedure parameter) declared without a value: the
    /// `.cfg` gives `defaultInitValue` a value.
    pub default_init: bool,
}

impl Translated {
    /// The new module's text.
    pub fn text(&self) -> String {
        self.lines.iter().map(|l| format!("{l}\n")).collect()
    }

    /// The translation's lines (between the BEGIN and END lines).
    pub fn translation(&self) -> &[String] {
        &self.lines[self.begin + 1..self.end]
    }
}

/// Why a module cannot be translated: the translator's message, and the
/// place in the module as given (1-based) when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleError {
    pub message: String,
    pub pos: Option<Pos>,
}

impl ModuleError {
    fn new(message: impl Into<String>, pos: Option<Pos>) -> ModuleError {
        ModuleError { message: message.into(), pos }
    }
}

/// The module's lines as the translator reads them: a line ends at `\n`,
/// `\r\n` or `\r`.
pub fn split_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' => lines.push(std::mem::take(&mut current)),
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                lines.push(std::mem::take(&mut current));
            }
            c => current.push(c),
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// The module `text` with its algorithm translated, as the translator
/// writes it.
pub fn translate_module(text: &str) -> Result<Translated, ModuleError> {
    let mut lines = split_lines(text);
    let untabbed = |lines: &[String]| crate::token::untabbed_lines(&lines.join("\n"));
    // The old translation goes; positions past it in the text we parse
    // are back where they were in the module by `removed`.
    let mut marks = checksum::find_token_pair(&untabbed(&lines), 0, "BEGIN", "TRANSLATION").map(|b| (b, 0));
    if let Some((begin, _)) = marks {
        let Some(end) = checksum::find_token_pair(&untabbed(&lines), begin + 1, "END", "TRANSLATION") else {
            let col = untabbed(&lines)[begin].find("BEGIN").map_or(1, |c| c + 1);
            return Err(ModuleError::new("No line containing `END TRANSLATION", Some(Pos { line: begin + 1, col })));
        };
        lines.drain(begin + 1..end);
        marks = Some((begin, end - begin - 1));
    }
    let to_module = |pos: Pos| match marks {
        Some((begin, removed)) if pos.line > begin + 1 => Pos { line: pos.line + removed, ..pos },
        _ => pos,
    };
    let current = untabbed(&lines);
    let Some((alg_line, alg_col, fair)) = crate::find_algorithm(&current) else {
        return Err(ModuleError::new("Beginning of algorithm string --algorithm not found", None));
    };
    // (Where errors without a place of their own are shown: the start of
    // the algorithm.)
    let word = if fair { "--fair" } else { "--algorithm" };
    let alg_start = to_module(Pos { line: alg_line + 1, col: (alg_col + 1).saturating_sub(word.len()) });
    let begin = match marks {
        Some((begin, _)) => begin,
        None => {
            let (line, col) =
                end_of_comment(&current, alg_line, alg_col).ok_or_else(|| ModuleError::new("Algorithm not in properly terminated comment", Some(alg_start)))?;
            let after: String = current[line].chars().skip(col).collect();
            let rest = after.trim_matches(|c: char| c <= ' ');
            if !rest.is_empty() && !rest.starts_with("\\*") {
                let at = col + after.chars().take_while(|c| *c <= ' ').count();
                return Err(ModuleError::new(
                    "Text on same line following `*)' that ends the \n   comment containing the algorithm",
                    Some(Pos { line: line + 1, col: at + 1 }),
                ));
            }
            lines.insert(line + 1, BEGIN_LINE.to_string());
            lines.insert(line + 2, END_LINE.to_string());
            line + 1
        }
    };
    // The algorithm as the translator reads it: in the module without
    // its old translation (its messages count lines there).
    let working = lines.join("\n");
    let alg = match crate::parse_module(&working) {
        None => return Err(ModuleError::new("Beginning of algorithm string --algorithm not found", Some(alg_start))),
        Some(Err(e)) => return Err(ModuleError::new(e.message, Some(to_module(e.pos)))),
        Some(Ok(alg)) => alg,
    };
    let mut messages = Vec::new();
    if labels_added(&alg) {
        messages.push("Labels added.".to_string());
    }
    messages.push("Parsing completed.".to_string());
    let translation =
        crate::generate::translate(&alg).map_err(|e| ModuleError::new(e.message, Some(if e.pos == Pos::default() { alg_start } else { to_module(e.pos) })))?;
    // (The translation is summed as the lines it is written as.)
    let translation: Vec<String> = translation.iter().flat_map(|l| l.split('\n')).map(str::to_string).collect();
    if symbols_renamed(&alg) {
        messages.push("Warning: symbols were renamed.".to_string());
    }
    if let Some(header) = checksum::parse_header(&lines[begin]) {
        let tla = checksum::tla_checksum(&translation);
        let pcal = match checksum::pcal_checksum_of(&alg) {
            Ok(sum) => sum,
            // (tlars cannot tell what the translator would write: the old
            // value stays.)
            Err(_) => header.pcal.value.clone().unwrap_or_default(),
        };
        lines[begin] = checksum::with_sums(&lines[begin], &pcal, &tla);
    }
    messages.push("Translation completed.".to_string());
    let n = translation.len();
    lines.splice(begin + 1..begin + 1, translation);
    let options = crate::Options::of(&alg);
    Ok(Translated { lines, begin, end: begin + n + 1, messages, termination: options.termination, default_init: declares_without_value(&alg) })
}

/// Why the translation in a module is not that of its algorithm, as far
/// as tlars can tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stale {
    /// The algorithm's checksum is not the one on the BEGIN line.
    AlgorithmChanged,
    /// The translation's checksum is not the one on the BEGIN line.
    TranslationChanged,
    /// Both.
    BothChanged,
    /// Without a checksum that says (none written, `\in STRING`, or
    /// `--fair algorithm`, whose checksum covers nothing): a translation
    /// made now differs from the module's, white space aside.
    DiffersFromNew,
    /// The algorithm does not translate (the translator's message).
    Untranslatable(String),
}

/// Whether the module's translation is stale: the translator's own check
/// (its `Validator`) with the checksums on the BEGIN line where they say
/// something, or else a comparison with a translation made now. None when
/// the module has no algorithm or no translation, or the translation is
/// that of the algorithm.
pub fn staleness(text: &str) -> Option<Stale> {
    let v = checksum::validate(text)?;
    let sums_say = !v.no_algorithm_checksum && v.algorithm_unknown.is_none() && !is_fair(text);
    if sums_say {
        return match (v.algorithm_changed, v.translation_changed) {
            (true, true) => Some(Stale::BothChanged),
            (true, false) => Some(Stale::AlgorithmChanged),
            (false, true) => Some(Stale::TranslationChanged),
            (false, false) => None,
        };
    }
    if v.translation_changed {
        return Some(Stale::TranslationChanged);
    }
    let new = match translate_module(text) {
        Ok(t) => t,
        Err(e) => return Some(Stale::Untranslatable(e.message)),
    };
    let lines = split_lines(text);
    let (begin, end) = checksum::find_translation(&crate::token::untabbed_lines(&lines.join("\n")))?;
    let alg = crate::parse_module(text).and_then(Result::ok)?;
    (!same_translation(&lines[begin + 1..end], new.translation(), &alg)).then_some(Stale::DiffersFromNew)
}

/// Whether a module's translation is the one made now, but for its
/// layout and the conventions of the translator versions that wrote the
/// corpus's translations: `pc` declared after the global variables (before
/// 1.5), `UNCHANGED v` for one unchanged variable (before 2011), the
/// places named in the comments reporting renamed symbols (which move
/// when the module is edited above the algorithm).
fn same_translation(written: &[String], new: &[String], alg: &Algorithm) -> bool {
    let words = |lines: &[String]| -> Vec<String> {
        let text = lines.iter().flat_map(|l| l.split_whitespace()).collect::<Vec<_>>().join(" ");
        without_renaming_places(&text).split(' ').map(str::to_string).collect()
    };
    let written = words(written);
    let new = words(new);
    let conventions: [fn(&[String], &Algorithm) -> Vec<String>; 2] = [pc_after_globals, unchanged_one_variable];
    (0..1usize << conventions.len()).any(|mask| {
        let older = conventions.iter().enumerate().filter(|(k, _)| mask & (1 << k) != 0).fold(new.clone(), |t, (_, f)| f(&t, alg));
        older == written
    })
}

/// `\* Label a of process P at line 12 col 5 changed to a_`, without its
/// `at line 12 col 5`.
fn without_renaming_places(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(" at line ") {
        out.push_str(&rest[..at]);
        let after = &rest[at + " at line ".len()..];
        let place: Vec<&str> = after.splitn(4, ' ').collect();
        let is_place = place.len() >= 3 && place[0].chars().all(|c| c.is_ascii_digit()) && place[1] == "col" && place[2].chars().all(|c| c.is_ascii_digit());
        if is_place {
            rest = place.get(3).map_or("", |r| r);
            out.push(' ');
        } else {
            out.push_str(" at line ");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// The words of a translation as a translator before 1.5 wrote them:
/// `pc` after the global variables in VARIABLES and `vars`.
fn pc_after_globals(words: &[String], alg: &Algorithm) -> Vec<String> {
    let globals: Vec<String> = alg.variables.iter().map(|v| v.name.clone()).collect();
    let Some(last) = globals.last() else { return words.to_vec() };
    let mut out = words.to_vec();
    for head in ["VARIABLES", "<<"] {
        // `HEAD pc, g1, ..., gn` becomes `HEAD g1, ..., gn, pc`.
        let at = (0..out.len())
            .find(|&i| out[i] == head && out.get(i + 1).is_some_and(|w| w == "pc,") && out.get(i + 2).is_some_and(|w| w.trim_end_matches(',') == globals[0]));
        let Some(at) = at else { continue };
        let Some(end) = (at + 2..out.len()).find(|&i| out[i].trim_end_matches(',') == *last) else { continue };
        let tail_comma = out[end].ends_with(',');
        out.remove(at + 1);
        let end = end - 1;
        out[end] = format!("{last},");
        out.insert(end + 1, if tail_comma { "pc,".to_string() } else { "pc".to_string() });
    }
    out
}

/// The words of a translation as a translator before 2011 wrote them:
/// `UNCHANGED v` where one variable is left unchanged (`v' = v`).
fn unchanged_one_variable(words: &[String], _: &Algorithm) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let simple = |w: &str| w.chars().all(|c| c.is_alphanumeric() || c == '_');
        if i + 2 < words.len() && words[i + 1] == "=" && words[i].strip_suffix('\'') == Some(words[i + 2].as_str()) && simple(&words[i + 2]) {
            out.push("UNCHANGED".to_string());
            out.push(words[i + 2].clone());
            i += 3;
        } else {
            out.push(words[i].clone());
            i += 1;
        }
    }
    out
}

/// Whether the algorithm is begun by `--fair algorithm`.
fn is_fair(text: &str) -> bool {
    crate::find_algorithm(&crate::token::untabbed_lines(text)).is_some_and(|(_, _, fair)| fair)
}

/// Where the comment holding the algorithm ends: the 0-based line and
/// the char index just after its `*)` (comments nest; strings and `\*`
/// do not count inside a comment).
fn end_of_comment(lines: &[String], line: usize, col: usize) -> Option<(usize, usize)> {
    let mut depth = 1;
    let (mut l, mut c) = (line, col);
    while l < lines.len() {
        let chars: Vec<char> = lines[l].chars().collect();
        while c < chars.len() {
            let pair = (chars[c], chars.get(c + 1).copied().unwrap_or(' '));
            match pair {
                ('(', '*') => {
                    depth += 1;
                    c += 2;
                }
                ('*', ')') => {
                    depth -= 1;
                    c += 2;
                    if depth == 0 {
                        return Some((l, c));
                    }
                }
                _ => c += 1,
            }
        }
        l += 1;
        c = 0;
    }
    None
}

/// Whether the translator adds labels to the algorithm ("Labels added.").
fn labels_added(alg: &Algorithm) -> bool {
    let Ok(expanded) = crate::macros::expand(alg) else { return false };
    let Ok(labelled) = crate::labels::add_labels(&expanded) else { return false };
    count_labels(&labelled) > count_labels(&expanded)
}

/// Whether the translator renames some of the algorithm's names.
fn symbols_renamed(alg: &Algorithm) -> bool {
    let Ok(expanded) = crate::macros::expand(alg) else { return false };
    let Ok(labelled) = crate::labels::add_labels(&expanded) else { return false };
    crate::rename::disambiguate(&labelled).is_ok_and(|(_, report)| !report.is_empty())
}

fn count_labels(alg: &Algorithm) -> usize {
    let mut n = 0;
    let mut count = |stmts: &[Stmt]| crate::ast::walk(stmts, &mut |s| n += usize::from(s.label.is_some()));
    match &alg.body {
        Body::Uniprocess(stmts) => count(stmts),
        Body::Multiprocess(ps) => ps.iter().for_each(|p| count(&p.body)),
    }
    alg.procedures.iter().for_each(|p| count(&p.body));
    n
}

/// Whether a variable, process variable, procedure variable or parameter
/// is declared without a value (the translator's `defaultInitValue`).
fn declares_without_value(alg: &Algorithm) -> bool {
    let processes: Vec<&crate::ast::VarDecl> = match &alg.body {
        Body::Uniprocess(_) => Vec::new(),
        Body::Multiprocess(ps) => ps.iter().flat_map(|p| &p.variables).collect(),
    };
    let procedures = alg.procedures.iter().flat_map(|p| p.params.iter().chain(&p.variables));
    alg.variables.iter().chain(processes).chain(procedures).any(|v| v.value.is_none())
}

/// The `.cfg` the translator writes beside the module: `existing` is the
/// one there (None if there is none). Its lines from the delimiter line
/// (`\* Add statements after this line.`) on are kept (all of them, after
/// a new delimiter line, if it has none); before them go `SPECIFICATION
/// Spec` (unless a SPECIFICATION is there, and then the second value is
/// the translator's note saying so), `PROPERTY Termination` with the
/// `termination` option, and `CONSTANT defaultInitValue =
/// defaultInitValue` when a variable has no initial value.
pub fn cfg_text(existing: Option<&str>, translated: &Translated) -> (String, Option<String>) {
    let mut cfg: Vec<String> = existing.map(split_lines).unwrap_or_else(|| vec![CFG_DELIMITER.to_string()]);
    match cfg.iter().position(|l| l.contains(CFG_DELIMITER)) {
        Some(j) => {
            cfg.drain(..j);
        }
        None => cfg.insert(0, CFG_DELIMITER.to_string()),
    }
    if translated.default_init {
        cfg.insert(0, "CONSTANT defaultInitValue = defaultInitValue".to_string());
    }
    if translated.termination {
        cfg.insert(0, "PROPERTY Termination".to_string());
    }
    // (A SPECIFICATION in a `\*` comment does not count.)
    let has_spec = cfg.iter().any(|l| l.find("SPECIFICATION").is_some_and(|s| l.find("\\*").is_none_or(|c| c > s)));
    let note = if has_spec {
        Some("already contains SPECIFICATION statement,\n   so new one not written.".to_string())
    } else {
        cfg.insert(0, "SPECIFICATION Spec".to_string());
        None
    };
    (cfg.iter().map(|l| format!("{l}\n")).collect(), note)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_end_as_java_reads_them() {
        assert_eq!(split_lines("a\r\nb\rc\n\nd"), vec!["a", "b", "c", "", "d"]);
        assert_eq!(split_lines("a\n"), vec!["a"]);
        assert!(split_lines("").is_empty());
    }

    #[test]
    fn the_algorithms_comment_ends_at_its_matching_close() {
        let lines: Vec<String> = ["(*--algorithm a (* x *) y", "end algorithm *) z"].iter().map(|s| s.to_string()).collect();
        assert_eq!(end_of_comment(&lines, 0, 13), Some((1, 16)));
        assert_eq!(end_of_comment(&lines[..1], 0, 13), None);
    }

    const SPEC: &str = "---- MODULE M ----\n(*--algorithm m\nvariables x = 0;\nbegin\n  a: x := 1;\nend algorithm *)\n====\n";

    #[test]
    fn markers_inserted_after_the_comment() {
        let t = translate_module(SPEC).unwrap();
        assert_eq!(t.begin, 6);
        let sums = checksum::parse_header(&t.lines[6]).unwrap();
        assert_eq!(sums.pcal.value, Some(checksum::pcal_checksum(SPEC).unwrap()));
        assert_eq!(sums.tla.value, Some(checksum::tla_checksum(t.translation())));
        assert_eq!(t.lines[t.end], END_LINE);
        assert_eq!(t.lines.last().map(String::as_str), Some("===="));
        assert_eq!(t.messages, vec!["Parsing completed.", "Translation completed."]);
        // Translating again changes nothing.
        assert_eq!(translate_module(&t.text()).unwrap().text(), t.text());
    }

    #[test]
    fn text_after_the_comment_is_the_translators_error() {
        let e = translate_module(&SPEC.replace("end algorithm *)", "end algorithm *) x")).unwrap_err();
        assert!(e.message.starts_with("Text on same line following `*)'"), "{}", e.message);
        assert_eq!(e.pos, Some(Pos { line: 6, col: 18 }));
        let e = translate_module(&format!("{SPEC}\\* BEGIN TRANSLATION\n")).unwrap_err();
        assert_eq!(e.message, "No line containing `END TRANSLATION");
    }

    #[test]
    fn stale_translations_found() {
        let fresh = translate_module(SPEC).unwrap().text();
        assert_eq!(staleness(&fresh), None);
        assert_eq!(staleness(&fresh.replace("x := 1", "x := 2")), Some(Stale::AlgorithmChanged));
        assert_eq!(staleness(&fresh.replace("x' = 1", "x' = 2")), Some(Stale::TranslationChanged));
        assert_eq!(staleness(&fresh.replace("x := 1", "x := 2").replace("x' = 1", "x' = 2")), Some(Stale::BothChanged));
        // Without checksums: compared with a new translation.
        let plain = fresh.lines().map(|l| if l.starts_with("\\* BEGIN TRANSLATION") { "\\* BEGIN TRANSLATION" } else { l }).collect::<Vec<_>>().join("\n");
        assert_eq!(staleness(&plain), None);
        assert_eq!(staleness(&plain.replace("x' = 1", "x'  =  1")), None);
        assert_eq!(staleness(&plain.replace("x := 1", "x := 2")), Some(Stale::DiffersFromNew));
        assert!(matches!(staleness(&plain.replace("x := 1", "x := ")), Some(Stale::Untranslatable(_))));
        assert_eq!(staleness(SPEC), None);
    }

    #[test]
    fn older_translators_conventions_are_not_staleness() {
        let alg = crate::parse_module(SPEC).unwrap().unwrap();
        let lines = |t: &str| t.lines().map(str::to_string).collect::<Vec<_>>();
        let new = lines("VARIABLES pc, x\nvars == << pc, x >>\na == /\\ y' = y\n\\* Label a at line 3 col 1 changed to a_");
        let older = lines("VARIABLES x, pc\nvars == << x, pc >>\na == /\\ UNCHANGED y\n\\* Label a at line 9 col 1 changed to a_");
        assert!(same_translation(&older, &new, &alg));
        assert!(!same_translation(&lines("VARIABLES x, pc\nvars == << x, pc >>\na == /\\ y' = y + 1"), &new, &alg));
    }

    #[test]
    fn cfg_as_the_translator_writes_it() {
        let t = Translated { lines: Vec::new(), begin: 0, end: 0, messages: Vec::new(), termination: true, default_init: true };
        let (cfg, note) = cfg_text(None, &t);
        assert_eq!(cfg, "SPECIFICATION Spec\nPROPERTY Termination\nCONSTANT defaultInitValue = defaultInitValue\n\\* Add statements after this line.\n");
        assert_eq!(note, None);
        let t = Translated { termination: false, default_init: false, ..t };
        let (cfg, note) = cfg_text(Some("INIT I\nNEXT N\n\\* SPECIFICATION S\n"), &t);
        assert_eq!(cfg, "SPECIFICATION Spec\n\\* Add statements after this line.\nINIT I\nNEXT N\n\\* SPECIFICATION S\n");
        assert_eq!(note, None);
        let (cfg, note) = cfg_text(Some("old\n\\* Add statements after this line.\nSPECIFICATION S\n"), &t);
        assert_eq!(cfg, "\\* Add statements after this line.\nSPECIFICATION S\n");
        assert!(note.is_some());
    }
}
