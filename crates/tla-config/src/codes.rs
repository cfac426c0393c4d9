//! Diagnostic codes of configuration files (`E0201`..`E0299`).
//!
//! Lexical problems are `E020x`, syntax `E021x`..`E022x`, misuse of
//! directives `E023x`, and the checks TLC makes later (see
//! [`crate::check_config`]) `E024x`. `NEGATIVE_NUMBER` and
//! `CONSTANT_TWICE` are warnings; all the others are errors.

/// A character that starts no configuration token.
pub const UNEXPECTED_CHAR: &str = "E0201";
/// A string without its closing quote on the same line.
pub const UNTERMINATED_STRING: &str = "E0202";
/// A `(*` without its `*)`.
pub const UNTERMINATED_COMMENT: &str = "E0203";
/// An escape other than `\n \t \r \f \\ \"` in a string.
pub const BAD_ESCAPE: &str = "E0204";

/// Something other than a directive keyword where one must come (at the
/// start of the file, after `CHECK_DEADLOCK TRUE`, `----`/`====` lines).
pub const EXPECTED_KEYWORD: &str = "E0210";
/// An upper-case word that is not a directive but looks like one
/// (`INVARIANTT`, `TYPE`), where a directive could start.
pub const UNKNOWN_DIRECTIVE: &str = "E0211";
/// Something other than a name in a list of names (`INVARIANT Inv, 3`).
pub const EXPECTED_NAME: &str = "E0212";
/// A CONSTANT item that does not start with a name.
pub const EXPECTED_CONSTANT_NAME: &str = "E0213";
/// A CONSTANT item without `=` or `<-` after its name.
pub const EXPECTED_EQ_OR_SUBST: &str = "E0214";
/// A missing or illegal value (`N =`, `N = x + 1`).
pub const EXPECTED_VALUE: &str = "E0215";
/// A set without `,` or `}` after an element.
pub const UNCLOSED_SET: &str = "E0216";
/// `<<...>>` in a value: TLC has no tuples in configurations.
pub const TUPLE_VALUE: &str = "E0217";
/// A number outside TLC's 32-bit integers.
pub const INT_RANGE: &str = "E0218";
/// `\b`, `\o`, `\h` numbers, which TLC cannot read in a configuration.
pub const BASED_NUMBER: &str = "E0219";
/// `[Mod]` without its module name or `]`.
pub const BAD_MODULE_SCOPE: &str = "E0220";
/// `<-` not followed by an operator name.
pub const EXPECTED_TARGET: &str = "E0221";
/// `a!` not followed by a name.
pub const BAD_PATH: &str = "E0222";
/// `F(...` without `,` or `)`, or arguments on a substitution.
pub const BAD_ARGUMENTS: &str = "E0223";
/// `-1`: TLC reads `-` as a model value and then fails; Apalache accepts it.
/// A warning.
pub const NEGATIVE_NUMBER: &str = "E0224";

/// A directive TLC accepts once given twice (`INIT`, `NEXT`,
/// `SPECIFICATION`, `VIEW`, `SYMMETRY`, `ALIAS`, `CHECK_DEADLOCK`, ...).
pub const DIRECTIVE_TWICE: &str = "E0230";
/// Such a directive followed by no name.
pub const MISSING_NAME: &str = "E0231";
/// Such a directive followed by several names.
pub const SEVERAL_NAMES: &str = "E0232";
/// `CHECK_DEADLOCK` not followed by `TRUE` or `FALSE`.
pub const EXPECTED_BOOL: &str = "E0233";

/// Both `SPECIFICATION` and `INIT`/`NEXT`.
pub const SPEC_AND_INIT_NEXT: &str = "E0240";
/// An operator given pointwise (`F(1) = 2`) with different numbers of
/// arguments, or both pointwise and as a whole.
pub const ARITY_INCONSISTENT: &str = "E0241";
/// No initial predicate where TLC needs one.
pub const MISSING_INIT: &str = "E0242";
/// No next-state action where TLC needs one.
pub const MISSING_NEXT: &str = "E0243";
/// A constant assigned twice (TLC keeps the last): a warning.
pub const CONSTANT_TWICE: &str = "E0244";
