//! A panic anywhere in a command is a bug in tlars, never an answer: the
//! hook installed here turns it, on whichever thread it happens, into one
//! located internal-error report on standard error and exit status 255
//! (TLC's status for a failure of its own), instead of Rust's message and
//! backtrace and an exit status a script could mistake for a verdict.

use std::io::Write;

/// TLC's exit status for a failure that is not the spec's.
pub const EXIT_INTERNAL_ERROR: i32 = 255;

/// Installs the hook for the rest of the process.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_string());
        let place = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())).unwrap_or_else(|| "an unknown place".to_string());
        let thread = std::thread::current().name().unwrap_or("unnamed").to_string();
        // What was printed so far stays printed, in order, before the report.
        let _ = std::io::stdout().flush();
        let mut err = std::io::stderr().lock();
        let _ = writeln!(
            err,
            "tlars: internal error: {message}\n  at {place} (thread {thread})\n\
             This is a bug in tlars, not in the specification: the run was stopped and \
             its result is unknown. Please report it with the specification, its \
             configuration and the command line."
        );
        if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
            let _ = writeln!(err, "{}", std::backtrace::Backtrace::force_capture());
        }
        let _ = err.flush();
        std::process::exit(EXIT_INTERNAL_ERROR);
    }));
}
