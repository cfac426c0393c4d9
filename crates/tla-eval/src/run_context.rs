//! A run's context: the settings TLC takes from its command line and Java
//! system properties, which change what is evaluated or printed, for one
//! run rather than the process. Values obey `tla_values::Settings`
//! (integers' size, external commands, the `expand` printing mode),
//! messages are printed in a `tlc_messages::Style`, and `TLCGet("-Dkey")`
//! reads the run's `SystemProperties`.
//!
//! They are read far from any caller that could pass them (a native
//! operator, a value's `Display`, a progress line), so a context is
//! *installed* on the thread that runs a model, and the search's worker
//! pool installs the context of the thread that built it on each of its
//! threads (`RunContext::current`). Two runs with different contexts can
//! then share a process, on different threads.

use crate::system_properties::{self, SystemProperties};
use tla_diagnostics::tlc_messages::{self, Style};
use tla_values::Settings;

/// What one run is evaluated and printed with.
#[derive(Clone, Debug)]
pub struct RunContext {
    pub values: Settings,
    pub style: Style,
    pub properties: SystemProperties,
}

impl Default for RunContext {
    /// TLC's defaults, messages as `tlars check` prints them.
    fn default() -> RunContext {
        RunContext { values: Settings::TLC, style: Style::Brief, properties: SystemProperties::default() }
    }
}

impl RunContext {
    /// The context installed on this thread.
    pub fn current() -> RunContext {
        RunContext { values: Settings::current(), style: tlc_messages::style(), properties: system_properties::current() }
    }

    /// Installs the context on this thread until the guard is dropped.
    #[must_use = "the context is in force until the guard is dropped"]
    pub fn install(&self) -> Installed {
        let previous = RunContext::current();
        self.set_for_thread();
        Installed { previous }
    }

    /// Installs the context on this thread for good (a thread of the run).
    pub fn set_for_thread(&self) {
        self.values.set_for_thread();
        tlc_messages::set_style(self.style);
        system_properties::replace(self.properties.clone());
    }
}

/// A context in force until dropped (see [`RunContext::install`]).
pub struct Installed {
    previous: RunContext,
}

impl Drop for Installed {
    fn drop(&mut self) {
        self.previous.set_for_thread();
    }
}
