//! The checksums the PlusCal translator writes on the `BEGIN TRANSLATION`
//! line, `(chksum(pcal) = "7c28162a" /\ chksum(tla) = "b18a492d")`, and
//! the check TLC's front end makes with them (pcal's `Validator`): has the
//! algorithm changed since it was translated, has the translation been
//! edited since?
//!
//! Both are CRC-32 sums written as Java's `Long.toHexString` writes them
//! (lower case, no leading zeros):
//!
//! - `chksum(tla)` covers the translation's lines, those strictly between
//!   the `BEGIN TRANSLATION` and `END TRANSLATION` lines, joined with no
//!   separator (so line breaks do not count, spaces do).
//! - `chksum(pcal)` covers the text of the translator's own syntax tree of
//!   the algorithm (its `AST.toString()`, records like `[type |->
//!   "assignment", ...]`) as it stands after the translation, which has
//!   changed some of it: see [`translator_ast`]. For an algorithm begun by
//!   `--fair algorithm` it is the sum of the word `fair` alone (a slip of
//!   operator precedence in the translator), whatever the algorithm says.
//!
//! The translator replaces the sums only where the line already has them
//! (or where it inserts the BEGIN and END lines itself); a line without
//! them is left as it is.

mod ast_text;
mod explode_effects;
pub mod translator_ast;

use crate::ast::Algorithm;

/// The CRC-32 (IEEE, as `java.util.zip.CRC32`) of `text`'s UTF-8 bytes,
/// in lower-case hexadecimal without leading zeros.
pub fn crc32_hex(text: &str) -> String {
    format!("{:x}", crc32fast::hash(text.as_bytes()))
}

/// `chksum(tla)` of a translation: its lines joined with no separator.
pub fn tla_checksum<S: AsRef<str>>(lines: &[S]) -> String {
    crc32_hex(&lines.iter().map(AsRef::as_ref).collect::<String>())
}

/// Why the translator's `chksum(pcal)` of an algorithm is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PcalChecksumError {
    /// The module has no `--algorithm` (or `--fair`).
    NoAlgorithm,
    /// The translator would reject the algorithm (so it never wrote a
    /// checksum of it): the message, and the place if there is one.
    Rejected(String, Option<crate::ast::Pos>),
    /// A case tlars does not model (why): the sum is not known.
    Unsupported(String),
}

/// `chksum(pcal)` as the translator computes it for the algorithm of the
/// module `text`.
pub fn pcal_checksum(text: &str) -> Result<String, PcalChecksumError> {
    let alg = match crate::parse_module(text) {
        None => return Err(PcalChecksumError::NoAlgorithm),
        Some(Err(e)) => {
            // `--fair`: the sum does not depend on the algorithm at all.
            if fair_algorithm(text) {
                return Ok(crc32_hex("fair"));
            }
            return Err(PcalChecksumError::Rejected(e.message, Some(e.pos)));
        }
        Some(Ok(alg)) => alg,
    };
    pcal_checksum_of(&alg)
}

/// `chksum(pcal)` of a parsed algorithm (see [`pcal_checksum`]).
pub fn pcal_checksum_of(alg: &Algorithm) -> Result<String, PcalChecksumError> {
    if alg.fair {
        return Ok(crc32_hex("fair"));
    }
    let tree = translator_ast::TranslatorAst::of(alg)?;
    Ok(crc32_hex(&tree.text()))
}

/// Whether the module's algorithm is begun by `--fair` (the translator
/// looks for `--algorithm` first, line by line).
fn fair_algorithm(text: &str) -> bool {
    let lines = crate::token::untabbed_lines(text);
    crate::find_algorithm(&lines).is_some_and(|(_, _, fair)| fair)
}

/// One of the two sums of a `BEGIN TRANSLATION` line: its hexadecimal
/// digits and where they are in the line (byte offsets), or None when the
/// line says `chksum(...) \in STRING` (the sum is not to be checked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeaderSum {
    pub value: Option<String>,
    pub range: std::ops::Range<usize>,
}

/// The checksums written on a `BEGIN TRANSLATION` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChecksumHeader {
    pub pcal: HeaderSum,
    pub tla: HeaderSum,
}

/// The checksums of a `BEGIN TRANSLATION` line, if it has them in the
/// form the translator recognizes: `\* BEGIN TRANSLATION`, then
/// `(chksum(pcal) = "hex" /\ chksum(tla) = "hex")` with any white space
/// between the parts, `checksum` for `chksum` and `pluscal` for `pcal`
/// (in any case), `tla+` for `tla`, and `\in STRING` for `= "hex"`.
pub fn parse_header(line: &str) -> Option<ChecksumHeader> {
    const START: &str = "\\* BEGIN TRANSLATION";
    let mut from = 0;
    while let Some(at) = line[from..].find(START) {
        let begin = from + at;
        if let Some(h) = (HeaderScanner { s: line, i: begin + START.len() }).header() {
            return Some(h);
        }
        from = begin + 1;
    }
    None
}

/// A scanner of the text after `\* BEGIN TRANSLATION` (the translator's
/// regular expression, written out).
struct HeaderScanner<'a> {
    s: &'a str,
    i: usize,
}

impl HeaderScanner<'_> {
    fn header(&mut self) -> Option<ChecksumHeader> {
        if self.space() == 0 || !self.lit("(") {
            return None;
        }
        self.space();
        self.checksum_name(&["pcal", "pluscal"])?;
        self.space();
        let pcal = self.sum()?;
        self.space();
        if !self.lit("/\\") {
            return None;
        }
        self.space();
        self.checksum_name(&["tla", "tla+"])?;
        self.space();
        let tla = self.sum()?;
        self.space();
        self.lit(")").then_some(ChecksumHeader { pcal, tla })
    }

    fn rest(&self) -> &str {
        &self.s[self.i..]
    }

    /// Skips Java's `\s` characters; how many.
    fn space(&mut self) -> usize {
        let n = self.rest().bytes().take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')).count();
        self.i += n;
        n
    }

    fn lit(&mut self, text: &str) -> bool {
        let ok = self.rest().starts_with(text);
        if ok {
            self.i += text.len();
        }
        ok
    }

    /// `chksum(what)` or `checksum(what)`, the letters in any case, for
    /// one of `whats` (longest tried first by the caller's order).
    fn checksum_name(&mut self, whats: &[&str]) -> Option<()> {
        let start = self.i;
        for word in ["checksum(", "chksum("] {
            if self.starts_with_ignoring_case(word) {
                self.i += word.len();
                break;
            }
        }
        if self.i == start {
            return None;
        }
        let mut best: Option<usize> = None;
        for what in whats {
            let closed = format!("{what})");
            if self.starts_with_ignoring_case(&closed) {
                best = Some(best.map_or(closed.len(), |b: usize| b.max(closed.len())));
            }
        }
        self.i += best?;
        Some(())
    }

    /// Whether the rest starts with the ASCII `word`, in any case.
    fn starts_with_ignoring_case(&self, word: &str) -> bool {
        self.rest().as_bytes().get(..word.len()).is_some_and(|b| b.eq_ignore_ascii_case(word.as_bytes()))
    }

    /// `= "hex"` or `\in STRING`.
    fn sum(&mut self) -> Option<HeaderSum> {
        if self.lit("=") {
            self.space();
            if !self.lit("\"") {
                return None;
            }
            let start = self.i;
            let n = self.rest().bytes().take_while(u8::is_ascii_hexdigit).count();
            self.i += n;
            let value = self.s[start..self.i].to_string();
            let range = start..self.i;
            self.lit("\"").then_some(HeaderSum { value: Some(value), range })
        } else if self.lit("\\in") {
            self.space();
            let at = self.i;
            self.lit("STRING").then_some(HeaderSum { value: None, range: at..at })
        } else {
            None
        }
    }
}

/// The `BEGIN TRANSLATION` line with its sums replaced, as the translator
/// writes it after translating (only sums written as `= "hex"` change).
pub fn with_sums(line: &str, pcal: &str, tla: &str) -> String {
    let Some(h) = parse_header(line) else { return line.to_string() };
    let mut out = line.to_string();
    // The later one first, so the earlier range stays right.
    let mut parts = [(&h.pcal, pcal), (&h.tla, tla)];
    parts.sort_by_key(|(s, _)| std::cmp::Reverse(s.range.start));
    for (sum, value) in parts {
        if sum.value.is_some() {
            out.replace_range(sum.range.clone(), value);
        }
    }
    out
}

/// What the translator's checksums say about a module (pcal's
/// `Validator`, whose verdicts TLC's front end turns into warnings).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Validation {
    /// The algorithm's checksum differs from the one on the BEGIN line.
    pub algorithm_changed: bool,
    /// The translation's checksum differs from the one on the BEGIN line.
    pub translation_changed: bool,
    /// The BEGIN line has no checksum to compare the algorithm's with
    /// (or it says `\in STRING`).
    pub no_algorithm_checksum: bool,
    /// tlars cannot compute the algorithm's checksum as the translator
    /// does (why), so `algorithm_changed` says nothing.
    pub algorithm_unknown: Option<String>,
}

/// Where a module's translation is: the 0-based indexes of its `BEGIN
/// TRANSLATION` and `END TRANSLATION` lines in `lines` (as the translator
/// finds them: the first line with `BEGIN` followed by spaces and
/// `TRANSLATION`, then the first such `END` line after it).
pub fn find_translation<S: AsRef<str>>(lines: &[S]) -> Option<(usize, usize)> {
    let begin = find_token_pair(lines, 0, "BEGIN", "TRANSLATION")?;
    let end = find_token_pair(lines, begin + 1, "END", "TRANSLATION")?;
    Some((begin, end))
}

/// The first line at or after `from` in which the first `first` is
/// followed by spaces (or nothing) and then the line's first `second`
/// (the translator's `findTokenPair`).
pub(crate) fn find_token_pair<S: AsRef<str>>(lines: &[S], from: usize, first: &str, second: &str) -> Option<usize> {
    lines.iter().enumerate().skip(from).find_map(|(i, line)| {
        let line = line.as_ref();
        let col = line.find(first)?;
        let mut next = col + first.len();
        while line[next..].starts_with(' ') {
            next += 1;
        }
        (next < line.len() && line.find(second) == Some(next)).then_some(i)
    })
}

/// The Validator's check of a module's text: `None` when the module has
/// no algorithm or no translation to check.
pub fn validate(text: &str) -> Option<Validation> {
    let lines: Vec<&str> = text.lines().collect();
    // (The translator searches the untabbed lines, and sums the lines as
    // written.)
    let untabbed = crate::token::untabbed_lines(text);
    crate::find_algorithm(&untabbed)?;
    let (begin, end) = find_translation(&untabbed)?;
    let mut v = Validation::default();
    let Some(header) = parse_header(&untabbed[begin]) else {
        v.no_algorithm_checksum = true;
        return Some(v);
    };
    match &header.pcal.value {
        None => v.no_algorithm_checksum = true,
        Some(written) => match pcal_checksum(text) {
            Ok(sum) => v.algorithm_changed = sum != *written,
            // An algorithm the translator rejects was not the one summed.
            Err(PcalChecksumError::Rejected(..)) => v.algorithm_changed = true,
            Err(PcalChecksumError::NoAlgorithm) => v.no_algorithm_checksum = true,
            Err(PcalChecksumError::Unsupported(why)) => v.algorithm_unknown = Some(why),
        },
    }
    if let Some(written) = &header.tla.value {
        v.translation_changed = tla_checksum(&lines[begin + 1..end.min(lines.len())]) != *written;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_is_java_crc32_in_java_hex() {
        assert_eq!(crc32_hex("fair"), "7c28162a");
        assert_eq!(crc32_hex(""), "0");
        assert_eq!(crc32_hex("123456789"), "cbf43926");
    }

    #[test]
    fn headers_in_their_accepted_forms() {
        let h = parse_header(r#"\* BEGIN TRANSLATION (chksum(pcal) = "7c28162a" /\ chksum(tla) = "b18a492d")"#).unwrap();
        assert_eq!(h.pcal.value.as_deref(), Some("7c28162a"));
        assert_eq!(h.tla.value.as_deref(), Some("b18a492d"));
        let h = parse_header(r#"\* BEGIN TRANSLATION  ( CheckSum(PlusCal)="" /\ chksum(tla+) \in STRING )"#).unwrap();
        assert_eq!(h.pcal.value.as_deref(), Some(""));
        assert_eq!(h.tla.value, None);
        assert!(parse_header(r"\* BEGIN TRANSLATION").is_none());
        assert!(parse_header("\\* BEGIN TRANSLATION (ché").is_none());
        assert!(parse_header(r#"\** BEGIN TRANSLATION (chksum(pcal) = "1" /\ chksum(tla) = "2")"#).is_none());
    }

    #[test]
    fn sums_replaced_in_place() {
        let line = r#"\* BEGIN TRANSLATION (chksum(pcal) = "ffffffff" /\ chksum(tla) = "ffffffff") rest"#;
        assert_eq!(with_sums(line, "1", "abc"), r#"\* BEGIN TRANSLATION (chksum(pcal) = "1" /\ chksum(tla) = "abc") rest"#);
        let line = r#"\* BEGIN TRANSLATION (chksum(pcal) \in STRING /\ chksum(tla) = "0")"#;
        assert_eq!(with_sums(line, "1", "2"), r#"\* BEGIN TRANSLATION (chksum(pcal) \in STRING /\ chksum(tla) = "2")"#);
        assert_eq!(with_sums(r"\* BEGIN TRANSLATION", "1", "2"), r"\* BEGIN TRANSLATION");
    }

    #[test]
    fn token_pairs_as_the_translator_finds_them() {
        let lines = ["x", "\\* BEGIN   TRANSLATION here", "\\* END TRANSLATION"];
        assert_eq!(find_translation(&lines), Some((1, 2)));
        assert_eq!(find_token_pair(&["BEGIN TRANSLATION TRANSLATION"], 0, "BEGIN", "TRANSLATION"), Some(0));
        assert_eq!(find_token_pair(&["TRANSLATION BEGIN TRANSLATION"], 0, "BEGIN", "TRANSLATION"), None);
        assert_eq!(find_token_pair(&["BEGIN"], 0, "BEGIN", "TRANSLATION"), None);
    }
}
