//! The settings of one run that values obey: TLC's 32-bit integers or
//! integers of any size (`--big-integers`), whether the IOUtils operators
//! may run external commands (`--allow-io`), and TLC's `expand` printing
//! mode (off with `-terse`). They are a run's, not the process's: each
//! thread that evaluates or prints values for a run has that run's settings
//! installed (`tla_eval::RunContext` installs them with the rest of the
//! run's context; the search's workers take those of the thread that
//! started them), so two runs with different settings can share a process.
//!
//! They are read on cold paths only (a result past 32 bits, an external
//! command, a lazy set printed), from a thread-local cell.

use std::cell::Cell;

/// A run's settings for values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Integers of any size: arithmetic whose result leaves TLC's 32 bits
    /// gives the number instead of TLC's overflow error.
    pub big_integers: bool,
    /// The IOUtils operators that run external commands may run them.
    pub allow_io: bool,
    /// TLC's `expand` mode: lazy sets small enough are printed
    /// enumerated. Without it (TLC's `-terse`), as written (`SUBSET {1,
    /// 2}`, `[S -> T]`).
    pub expand: bool,
}

impl Settings {
    /// TLC's: 32-bit integers, no external commands, sets expanded.
    pub const TLC: Settings = Settings { big_integers: false, allow_io: false, expand: true };

    /// The settings in force on this thread.
    pub fn current() -> Settings {
        CURRENT.with(Cell::get)
    }

    /// Puts these settings in force on this thread until the guard is
    /// dropped (the previous ones come back then).
    #[must_use = "the settings are in force until the guard is dropped"]
    pub fn install(self) -> Installed {
        Installed { previous: CURRENT.with(|c| c.replace(self)) }
    }

    /// Puts these settings in force on this thread for good (a worker
    /// thread of one run).
    pub fn set_for_thread(self) {
        CURRENT.with(|c| c.set(self));
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::TLC
    }
}

thread_local! {
    static CURRENT: Cell<Settings> = const { Cell::new(Settings::TLC) };
}

/// Settings in force until dropped (see [`Settings::install`]).
pub struct Installed {
    previous: Settings,
}

impl Drop for Installed {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.previous));
    }
}
