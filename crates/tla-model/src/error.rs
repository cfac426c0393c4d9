//! Why a model cannot be checked, or cannot be checked further, with
//! TLC's exit status.

use crate::exit;
use tla_diagnostics::Diagnostic;

#[derive(Debug)]
pub enum ModelError {
    /// The modules do not parse or resolve (TLC's exit 150): SANY's errors.
    Parse(Vec<Diagnostic>),
    /// The configuration has directives TLC refuses together (exit 151).
    Config(Vec<Diagnostic>),
    /// The configuration does not parse: TLC's parser throws, and TLC
    /// reports an unexpected exception (exit 255).
    ConfigSyntax(Vec<Diagnostic>),
    /// An error TLC reports in its own words (the text after `Error: `),
    /// with its exit status.
    /// With TLC's message code (`tla_diagnostics::tlc_messages::code`).
    Tlc { status: u8, code: u32, message: String },
    /// Something tlars does not support yet (exit 3).
    Unsupported(String),
}

impl ModelError {
    pub(crate) fn tlc(status: u8, message: impl Into<String>) -> ModelError {
        ModelError::Tlc { status, code: tla_diagnostics::tlc_messages::code::GENERAL, message: message.into() }
    }

    /// An error TLC prints with its own message code.
    pub(crate) fn tlc_coded(code: u32, status: u8, message: impl Into<String>) -> ModelError {
        ModelError::Tlc { status, code, message: message.into() }
    }

    pub(crate) fn config(message: impl Into<String>) -> ModelError {
        ModelError::tlc(exit::CONFIG, message)
    }

    pub(crate) fn unsupported(why: impl Into<String>) -> ModelError {
        ModelError::Unsupported(why.into())
    }

    /// TLC's exit status for the error.
    pub fn status(&self) -> u8 {
        match self {
            ModelError::Parse(_) => exit::PARSE,
            ModelError::Config(_) => exit::CONFIG,
            ModelError::ConfigSyntax(_) => exit::GENERAL,
            ModelError::Tlc { status, .. } => *status,
            ModelError::Unsupported(_) => exit::UNSUPPORTED,
        }
    }
}

/// What TLC prints while it loads a model without stopping: warnings on
/// standard output (`Warning: ...`, its subscript warnings) and the
/// configuration's warnings on standard error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A warning of TLC's for standard output: its message code and text
    /// (printed after `Warning: `).
    Warning(u32, String),
    /// A warning about the configuration, for standard error.
    Config(Diagnostic),
}
