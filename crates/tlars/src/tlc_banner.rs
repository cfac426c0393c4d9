//! The messages TLC prints around a run that `tlars tlc` prints too and
//! `tlars check` leaves out: the version, what kind of run this is, the
//! parser's start and end, and the start of the check. Tools that read
//! TLC's output (the Toolbox, the VS Code extension) parse the mode line,
//! so it keeps TLC's words; TLC's fingerprint polynomial and seed, which
//! tlars does not have, are 0, and its heap is tlars' memory budget.

use tla_diagnostics::tlc_messages::{self as msg, code, Class};

/// What kind of run the banner announces.
pub enum Mode {
    Check { workers: usize, memory: Option<u64> },
    Simulation { seed: u64, workers: usize },
}

/// TLC's messages before the model is read: the version, the mode, the
/// parser's start (nothing for `tlars check`).
pub fn before_loading(mode: &Mode) {
    if !msg::full() {
        return;
    }
    msg::print(code::TLC_VERSION, Class::None, &format!("tlars {} (TLC's messages)", env!("CARGO_PKG_VERSION")));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let system = format!("{} {}, tlars {}", std::env::consts::OS, std::env::consts::ARCH, env!("CARGO_PKG_VERSION"));
    let pid = std::process::id();
    match mode {
        Mode::Check { workers, memory } => {
            let megabytes = memory.map_or(0, |m| m >> 20);
            let text = format!(
                "Running breadth-first search Model-Checking with fp 0 and seed 0 with {workers} worker{} on {cores} cores with {megabytes}MB heap and 0MB offheap memory [pid: {pid}] ({system}).",
                plural(*workers)
            );
            msg::print(code::TLC_MODE_MC, Class::None, &text);
        }
        Mode::Simulation { seed, workers } => {
            let text = format!(
                "Running Random Simulation with seed {seed} with {workers} worker{} on {cores} cores with 0MB heap and 0MB offheap memory [pid: {pid}] ({system}).",
                plural(*workers)
            );
            msg::print(code::TLC_MODE_SIMU, Class::None, &text);
        }
    }
    msg::print_tool(code::TLC_SANY_START, Class::None, "Starting SANY...");
}

/// TLC's messages once the model is read: the parser's end, the start.
pub fn after_loading() {
    msg::print_tool(code::TLC_SANY_END, Class::None, "SANY finished.");
    msg::print_full(code::TLC_STARTING, Class::None, &format!("Starting... ({})", msg::now()));
}

/// TLC's message on the temporal properties it will check (before the
/// initial states).
pub fn temporal_branches(plan: &tla_model::Plan) {
    if let Some(Ok(properties)) = &plan.properties {
        let text = format!("Implied-temporal checking--satisfiability problem has {} branches.", properties.branches());
        msg::print_full(code::TLC_LIVE_IMPLIED, Class::None, &text);
    }
}
