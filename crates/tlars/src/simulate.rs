//! `tlars simulate`: random behaviours of a specification, checked as
//! `check` checks its states (TLC's `-simulate`), for models too large to
//! explore.

use crate::check::{parse_dump, print_error, TraceFormat};
use crate::report::{Report, Tail};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tla_check::simulate::SimulationOptions;
use tla_check::{Checker, Outcome, Stats};
use tla_model::{exit, LoadOptions, RunOptions, Verdict};

#[derive(Args)]
pub struct SimulateArgs {
    /// The specification's root module.
    spec: PathBuf,
    /// The TLC configuration (default: the spec's name with `.cfg`).
    #[arg(long = "cfg", visible_alias = "config")]
    cfg: Option<PathBuf>,
    /// Extra folders to search for modules.
    #[arg(short = 'I', long = "include", value_name = "DIR")]
    include: Vec<PathBuf>,
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
    /// How to print an error trace.
    #[arg(long, value_enum, default_value = "tlc")]
    trace_format: TraceFormat,
    /// Also write an error trace to FILE (see `tlars check --help`).
    #[arg(long, value_name = "FILE", value_parser = parse_dump)]
    dump_trace: Vec<(crate::trace_data::DataFormat, PathBuf)>,
    /// In a trace, show each state's variables that changed only (TLC's
    /// -difftrace); the state that violates is shown whole.
    #[arg(long)]
    diff_trace: bool,
}

pub fn run(args: SimulateArgs) -> ExitCode {
    let started = Instant::now();
    let seed = args.seed.unwrap_or_else(|| std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64));
    let options = LoadOptions { spec: args.spec.clone(), cfg: args.cfg.clone(), include: args.include.clone(), also: vec![] };
    let model = match crate::check::load(&options) {
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
        checkpoint: crate::checkpointing::options(&args.spec, None, None, None, map, "simulate"),
        continue_search: false,
    };
    let workers = args.workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1);
    println!("Running Random Simulation with seed {seed} with {workers} worker{}.", if workers == 1 { "" } else { "s" });
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
    let write_behaviour = |k: u64, trace: &[(tla_check::State, Option<usize>)]| {
        let Some(prefix) = &args.trace_files else { return };
        let name = format!("{prefix}_0_{k}");
        let init = model.init_names().first().map(|(n, loc)| format!("<{n} {}>", tla_model::location(&model.map, *loc)));
        let mut text = format!("---------------- MODULE {name} -----------------\n");
        for (i, (state, action)) in trace.iter().enumerate() {
            let label = match action {
                Some(a) => Some(format!("<{} {}>", checker.actions[*a].name, tla_model::location(&model.map, checker.actions[*a].loc))),
                None => init.clone(),
            };
            if let Some(label) = label {
                text.push_str(&format!("\\* {label}\n"));
            }
            text.push_str(&format!("STATE_{} == \n", i + 1));
            // (As TLC prints a state: one variable alone, or a conjunction.)
            let conj = if model.vars.len() == 1 { "" } else { "/\\ " };
            for (var, v) in model.vars.iter().zip(state.iter()) {
                text.push_str(&format!("{conj}{var} = {}\n", tla_values::pretty::pretty(&v.to_string())));
            }
            text.push_str("\n\n");
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
    };
    let report = Report {
        map: &model.map,
        checker: &checker,
        vars: &model.vars,
        started,
        alias: model.alias.as_ref(),
        ev: &ev,
        dumps: &args.dump_trace,
        source: args.spec.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        diff_trace: args.diff_trace,
    };
    report.finish(&outcome, verdict, &lasso, false, args.trace_format, Tail::Simulation { simulation: &simulation, seed })
}
