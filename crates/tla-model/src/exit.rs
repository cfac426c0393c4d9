//! TLC's exit statuses (and tlars' one of its own).

pub const SUCCESS: u8 = 0;
pub const ASSUMPTION: u8 = 10;
pub const DEADLOCK: u8 = 11;
pub const SAFETY: u8 = 12;
pub const LIVENESS: u8 = 13;
pub const ASSERT: u8 = 14;
pub const SAFETY_EVAL: u8 = 76;
pub const LIVENESS_EVAL: u8 = 77;
pub const EVAL: u8 = 75;
pub const PARSE: u8 = 150;
pub const CONFIG: u8 = 151;
/// Not TLC's: the model needs something tlars does not support yet.
pub const UNSUPPORTED: u8 = 3;
/// Not TLC's: no error was found, but the search stopped at the depth
/// bound asked for (`--max-depth`) with states left unexplored, so the
/// model was not checked whole. TLC has no depth bound on its
/// breadth-first search, hence no status for this; 4 is none of TLC's
/// (0, 10-14, 75-77, 150-153, 255), nor 1 (TLC's command-line errors), 2
/// (the argument parser's) or 3 (above).
pub const BOUNDED: u8 = 4;
/// TLC's status for any other error.
pub const GENERAL: u8 = 255;
