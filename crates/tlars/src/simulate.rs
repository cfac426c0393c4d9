//! `tlars simulate`: random behaviours of a specification, checked as
//! `check` checks its states (TLC's `-simulate`), for models too large to
//! explore.

use crate::check::{print_error, ModelArgs, TraceArgs};
use crate::report::{Report, Tail};
use clap::Args;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::simulate::SimulationOptions;
use tla_check::{Checker, Outcome, Stats};
use tla_model::{exit, RunOptions, Verdict};

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
    args.messages.apply();
    tla_values::set_expand(!args.trace.terse);
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1);
    crate::tlc_banner::before_loading(&crate::tlc_banner::Mode::Simulation { seed, workers });
    // (As `check` does: the translation simulated may be stale.)
    crate::translate::warn_if_stale(&args.model.spec);
    let model = match crate::check::load(&args.model.load_options()) {
        Ok(model) => model,
        Err(code) => return code,
    };
    let map = &model.map;
    let ev = model.evaluator();
    let run = RunOptions {
        workers: 1,
        no_deadlock: args.no_deadlock,
        max_depth: None,
        live_progress: false,
        started,
        memory: tla_check::frontier::MemoryBudget { max: None, spill_above: None, work_dir: std::env::temp_dir() },
        checkpoint: crate::checkpointing::options(&args.model.spec, None, None, None, map, "simulate"),
        continue_search: false,
        coverage: None,
        fingerprint_distance: false,
    };
    if !tla_diagnostics::tlc_messages::full() {
        println!("Running Random Simulation with seed {seed} with {workers} worker{}.", if workers == 1 { "" } else { "s" });
    }
    let plan = match model.startup(&ev, &run) {
        Ok(Some(plan)) => plan,
        Ok(None) => {
            println!("No variables: there is nothing to simulate.");
            return ExitCode::from(exit::SUCCESS);
        }
        Err(e) => return print_error(map, &e),
    };
    let checker = Checker::new(&ev, &plan.spec);
    model.describe(&ev, &plan, &checker.actions);
    // (TLC's simulation labels a behaviour's first state with the initial
    // predicate and its place.)
    let init = model.init_names().first().map(|(n, loc)| format!("<{n} {}>", tla_model::location(&model.map, *loc)));
    let write_behaviour = |k: u64, trace: &[(tla_check::State, Option<usize>)]| {
        let Some(prefix) = &args.trace_files else { return };
        let name = format!("{prefix}_0_{k}");
        let mut text = format!("---------------- MODULE {name} -----------------\n");
        for (i, (state, action)) in trace.iter().enumerate() {
            let label = match action {
                Some(a) => Some(format!("<{} {}>", checker.actions[*a].name, tla_model::location(&model.map, checker.actions[*a].loc))),
                None => init.clone(),
            };
            if let Some(label) = label {
                text.push_str(&format!("\\* {label}\n"));
            }
            text.push_str(&format!("STATE_{} == \n{}\n\n", i + 1, crate::state_text::state_text(&model.vars, state, None)));
        }
        text.push_str("=================================================\n");
        if let Err(e) = std::fs::write(&name, text) {
            eprintln!("Error: the behaviour could not be written to {name}: {e}");
        }
    };
    // The temporal properties on each behaviour (as TLC's simulation checks
    // them), then the behaviour to its file.
    let mut temporal: Option<Result<tla_model::BehaviourViolation, tla_model::ModelError>> = None;
    // (Temporal properties tlars cannot check are said so before any
    // behaviour is drawn, as `check` says so.)
    if let Some(Err(e)) = &plan.properties {
        println!("unsupported: checking the temporal properties: {} ({})", e.message, tla_model::location(map, e.loc));
        return ExitCode::from(exit::UNSUPPORTED);
    }
    let checks_temporal = matches!(plan.properties, Some(Ok(_)));
    let mut on_behaviour = |k: u64, trace: &[(tla_check::State, Option<usize>)]| -> bool {
        if checks_temporal {
            match model.check_behaviour(&ev, &plan, trace) {
                Ok(None) => {}
                found => {
                    temporal = Some(found.map(|f| f.expect("a violation")));
                    return true;
                }
            }
        }
        write_behaviour(k, trace);
        false
    };
    let options =
        SimulationOptions { depth: args.depth.max(1), traces: args.traces, duration: args.duration.map(std::time::Duration::from_secs_f64), seed, workers };
    let sink = (checks_temporal || args.trace_files.is_some()).then_some(&mut on_behaviour as tla_check::simulate::BehaviourSink);
    let simulation = checker.simulate(&options, sink);
    let mut lasso: Vec<tla_check::State> = Vec::new();
    let verdict = match (simulation.violation.clone(), temporal) {
        (Some(v), _) => Verdict::Safety(v),
        (None, Some(Ok((property, states, cycle)))) => {
            lasso = states;
            Verdict::Liveness(property, cycle)
        }
        (None, Some(Err(e))) => return print_error(map, &e),
        (None, None) => Verdict::Success,
    };
    let outcome = Outcome {
        stats: Stats { generated: simulation.generated, ..Stats::default() },
        violation: None,
        trace: simulation.trace.clone(),
        graph: None,
        explored_counts: tla_check::ExploredCounts::empty(),
        outdegree: Default::default(),
        coverage: Default::default(),
        fingerprint_distance: None,
        // (A simulation's bounds are its own: see Tail::Simulation.)
        bounded: false,
    };
    let mut report = Report::new(&model, &checker, &ev, started, &args.model.spec, &args.trace);
    report.trace_spec_dir = args.trace_spec_dir.clone();
    report.initial_label = init.clone();
    report.finish(&outcome, verdict, &lasso, false, args.trace.trace_format, Tail::Simulation { simulation: &simulation, seed })
}
