//! `tlars simulate`: random behaviours of a specification, checked as
//! `check` checks its states (TLC's `-simulate`), for models too large to
//! explore.

use crate::check::{print_error, ModelArgs, TraceArgs};
use crate::report::{Report, Tail};
use clap::Args;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::simulate::SimulationOptions;
use tla_model::{exit, RunOptions, Simulated};

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// States in a behaviour at most (TLC's `-depth`).
    #[arg(long, default_value_t = 100)]
    depth: u64,
    /// Behaviours to draw (default: until --duration, or until stopped).
    #[arg(long, value_name = "N")]
    traces: Option<u64>,
    /// Seconds to draw behaviours for.
    #[arg(long, value_name = "SECONDS")]
    duration: Option<f64>,
    /// The seed of the random draws: the same seed draws the same
    /// behaviours (default: from the clock, and printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Threads drawing behaviours (default: all cores); the behaviours and
    /// the violation found do not depend on their number.
    #[arg(long)]
    workers: Option<usize>,
    /// Do not report deadlocks (as `CHECK_DEADLOCK FALSE`).
    #[arg(long)]
    no_deadlock: bool,
    /// Write each behaviour drawn without a violation to PREFIX_0_N (N
    /// from 0), a module of its states as TLC's `-simulate file=PREFIX`
    /// writes them.
    #[arg(long, value_name = "PREFIX")]
    trace_files: Option<String>,
    #[command(flatten)]
    trace: TraceArgs,
    /// Which of TLC's messages are printed, and how (see `check --help`).
    #[arg(long, value_enum, default_value = "brief")]
    messages: crate::check::Messages,
    /// After a violation, write TLC's trace-exploration spec into this
    /// folder (see `check --help`).
    #[arg(long, value_name = "DIR")]
    trace_spec_dir: Option<std::path::PathBuf>,
}

pub fn run(args: SimulateArgs) -> ExitCode {
    let started = Instant::now();
    let seed = args.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64));
    let _context = args.model.context(&args.trace, args.messages, false, &[]).install();
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1);
    crate::tlc_banner::before_loading(&crate::tlc_banner::Mode::Simulation { seed, workers });
    // (As `check` does: the translation simulated may be stale.)
    crate::translate::warn_if_stale(&args.model.spec);
    let model = match crate::check::load(&args.model.load_options()) {
        Ok(model) => model,
        Err(code) => return code,
    };
    let run = RunOptions {
        workers: 1,
        no_deadlock: args.no_deadlock,
        max_depth: None,
        live_progress: false,
        started,
        memory: tla_check::frontier::MemoryBudget { max: None, spill_above: None, work_dir: std::env::temp_dir() },
        checkpoint: crate::checkpointing::options(&args.model.spec, None, None, None, &model.map, "simulate"),
        continue_search: false,
        coverage: None,
        fingerprint_distance: false,
        dump: None,
        interpret: false,
    };
    if !tla_diagnostics::tlc_messages::full() {
        println!("Running Random Simulation with seed {seed} with {workers} worker{}.", if workers == 1 { "" } else { "s" });
    }
    let options =
        SimulationOptions { depth: args.depth.max(1), traces: args.traces, duration: args.duration.map(std::time::Duration::from_secs_f64), seed, workers };
    let report = |simulated: Simulated| {
        for why in &simulated.unwritten {
            eprintln!("Error: {why}");
        }
        let mut report = Report::new(&model, simulated.checker, started, &args.model.spec, &args.trace);
        report.trace_spec_dir = args.trace_spec_dir.clone();
        report.initial_label = simulated.initial_label.clone();
        let tail = Tail::Simulation { simulation: &simulated.simulation, seed };
        report.finish(&simulated.outcome, simulated.verdict, &simulated.lasso, false, args.trace.trace_format, tail)
    };
    match model.simulate(run, &options, args.trace_files.as_deref(), report) {
        Ok(Some(code)) => code,
        Ok(None) => {
            println!("No variables: there is nothing to simulate.");
            ExitCode::from(exit::SUCCESS)
        }
        Err(e) => print_error(&model.map, &e),
    }
}
