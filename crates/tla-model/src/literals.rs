//! TLC's integers are 32-bit, and TLC refuses a spec that writes a number
//! it cannot hold before it evaluates anything: every numeral of every
//! module loaded (used or not, as TLC's SpecProcessor visits every
//! definition) must be at most 2^31 - 1, else "TLC can't handle a number
//! this big" and exit 255. (`-2147483648` is `-.` applied to 2147483648,
//! too big as well.) Results past 32 bits are the evaluator's "Overflow
//! when computing" errors. SANY itself reads the numerals written in
//! another base (`\b`, `\o`, `\h`) as 32-bit integers and rejects the
//! module when one does not fit (exit 150).

use crate::{exit, location, ModelError};
use tla_diagnostics::SourceMap;
use tla_eval::ir::Loc;
use tla_lexer::Tok;

/// TLC's message code for it (EC.TLC_INTEGER_TOO_BIG).
const TLC_INTEGER_TOO_BIG: u32 = 2265;

/// Whether a numeral as written (`42`, `\b101`, `\o17`, `\hFF`) fits
/// in 32 bits, and whether it is written in base 10.
fn numeral_fits(text: &str) -> (bool, bool) {
    let (digits, radix) = tla_lexer::numeral_digits(text);
    (i32::from_str_radix(digits, radix).is_ok(), radix == 10)
}

/// TLC's error for the first numeral of the loaded modules that does not
/// fit in 32 bits; one in base 2, 8 or 16 anywhere comes first, since SANY
/// rejects the module before TLC looks at the numbers.
pub(crate) fn check_numerals(map: &SourceMap) -> Result<(), ModelError> {
    let mut too_big = None;
    for (file, source) in map.files() {
        let text = &*source.text;
        let mut from = 0;
        while from < text.len() {
            let lexed = tla_lexer::lex_raw(text, from);
            if lexed.tokens.is_empty() || lexed.end <= from {
                break;
            }
            for (start, tok, end) in &lexed.tokens {
                let Tok::Num(n) = tok else { continue };
                let (fits, decimal) = numeral_fits(n);
                if fits || (decimal && too_big.is_some()) {
                    continue;
                }
                let at = location(map, Loc::new(file, tla_diagnostics::Span::new(*start, *end)));
                if !decimal {
                    return Err(ModelError::tlc(
                        exit::PARSE,
                        format!("The number {n} at {at} is too large: SANY reads numbers written in base 2, 8 or 16 as 32-bit integers (at most 2147483647) and rejects the module."),
                    ));
                }
                too_big = Some(ModelError::tlc_coded(
                    TLC_INTEGER_TOO_BIG,
                    exit::GENERAL,
                    format!("TLC can't handle a number this big.\n{n}\n(at {at}; TLC's integers are 32-bit, from -2147483648 to 2147483647; tlars reads it with --big-integers)"),
                ));
            }
            from = lexed.end;
        }
    }
    too_big.map_or(Ok(()), Err)
}
