//! A model check and a simulation, end to end: what TLC evaluates before
//! the search, the checker built once (Next split once; coverage's labels
//! and the graph dump made from its actions), the search, and what TLC
//! judges after it. The caller gives run options and a function that
//! reports what came back; the checker borrows the evaluator and the plan
//! made here, so the report is made while they live.

use crate::{exit, location, BehaviourViolation, Judged, Model, ModelError, Plan, RunOptions, Verdict};
use tla_check::coverage::{ConstraintCounts, CoverageRun};
use tla_check::simulate::{Simulation, SimulationOptions};
use tla_check::{Checker, Outcome, SearchOptions, State, Stats};

/// What a model check found, for its report.
pub struct Checked<'c, 'e, 'm> {
    /// The checker, its evaluator and the spec it checked (for the
    /// trace's action labels, ALIAS and the invariants' conjuncts).
    pub checker: &'c Checker<'e, 'm>,
    pub outcome: Outcome,
    pub judged: Judged,
    /// Why the graph dump could not be completed, if it could not (the
    /// verdict stands: TLC goes on too).
    pub dump_failed: Option<String>,
}

/// What a simulation found, for its report.
pub struct Simulated<'c, 'e, 'm> {
    pub checker: &'c Checker<'e, 'm>,
    pub simulation: Simulation,
    /// The search's outcome as a check's report reads it: the generated
    /// states, and the behaviour that violated.
    pub outcome: Outcome,
    pub verdict: Verdict,
    /// A temporal property's counterexample (a lasso).
    pub lasso: Vec<State>,
    /// How TLC's simulation labels a behaviour's first state: the initial
    /// predicate and its place.
    pub initial_label: Option<String>,
    /// The behaviours that could not be written to their files, and why.
    pub unwritten: Vec<String>,
}

impl Model {
    /// Checks the model as TLC does and gives `report` what it found;
    /// `starting` is told the plan before the search starts (TLC prints
    /// its temporal branches then). `None` when the model has no
    /// variables: TLC checks its assumptions only, and there is nothing
    /// to search.
    pub fn check<R>(&self, run: RunOptions, starting: impl FnOnce(&Plan), report: impl FnOnce(Checked<'_, '_, '_>) -> R) -> Result<Option<R>, ModelError> {
        let ev = self.evaluator();
        let Some(plan) = self.startup(&ev, &run)? else { return Ok(None) };
        starting(&plan);
        let actions = tla_check::split_next(&ev, &plan.spec.next);
        let graph_writer = match &run.dump {
            Some(dump) => match dump.create(&self.vars, &actions) {
                Ok(w) => Some(std::sync::Mutex::new(w)),
                Err(e) => return Err(ModelError::tlc(exit::GENERAL, format!("the states cannot be written to {}: {e}", dump.path.display()))),
            },
            None => None,
        };
        let coverage = run.coverage.map(|every| CoverageRun {
            labels: self.coverage_labels(&actions),
            constraint_counts: ConstraintCounts::new(plan.spec.constraints.len(), plan.spec.action_constraints.len()),
            every,
        });
        let options = SearchOptions {
            max_depth: run.max_depth,
            continue_after_violation: run.continue_search,
            live_progress: run.live_progress,
            memory: run.memory,
            checkpoint: run.checkpoint,
            coverage,
            fingerprint_distance: run.fingerprint_distance,
            graph_writer,
            interpret: !plan.compiled,
        };
        let checker = Checker::with(&ev, &plan.spec, actions, options);
        self.describe(&ev, &plan, &checker.actions);
        let mut outcome = checker.run_with(plan.workers);
        let dump_failed = match (&checker.options.graph_writer, &run.dump) {
            (Some(w), Some(dump)) => match w.lock().map_err(|_| std::io::Error::other("a worker stopped")).and_then(|mut w| w.finish()) {
                Ok(()) => None,
                Err(e) => Some(format!("the state graph could not be written to {}: {e}", dump.path.display())),
            },
            _ => None,
        };
        let judged = self.judge(&ev, &plan, &mut outcome, run.started)?;
        Ok(Some(report(Checked { checker: &checker, outcome, judged, dump_failed })))
    }

    /// Draws random behaviours as TLC's `-simulate` does, checking each
    /// as `check` checks its states and the temporal properties on it,
    /// writing each behaviour without a violation to `PREFIX_0_N` when
    /// `trace_files` names a prefix; gives `report` what it found. `None`
    /// when the model has no variables.
    pub fn simulate<R>(
        &self,
        run: RunOptions,
        options: &SimulationOptions,
        trace_files: Option<&str>,
        report: impl FnOnce(Simulated<'_, '_, '_>) -> R,
    ) -> Result<Option<R>, ModelError> {
        let ev = self.evaluator();
        let Some(plan) = self.startup(&ev, &run)? else { return Ok(None) };
        let checker = Checker::new(&ev, &plan.spec);
        self.describe(&ev, &plan, &checker.actions);
        let initial_label = self.init_names().first().map(|(n, loc)| format!("<{n} {}>", location(&self.map, *loc)));
        // (Temporal properties tlars cannot check are said so before any
        // behaviour is drawn, as `check` says so.)
        if let Some(Err(e)) = &plan.properties {
            return Err(ModelError::unsupported(format!("checking the temporal properties: {} ({})", e.message, location(&self.map, e.loc))));
        }
        let checks_temporal = matches!(plan.properties, Some(Ok(_)));
        // The temporal properties on each behaviour (as TLC's simulation
        // checks them), then the behaviour to its file.
        let mut temporal: Option<Result<BehaviourViolation, ModelError>> = None;
        let mut unwritten = Vec::new();
        let mut on_behaviour = |k: u64, trace: &[(State, Option<usize>)]| -> bool {
            if checks_temporal {
                match self.check_behaviour(&ev, &plan, trace) {
                    Ok(None) => {}
                    found => {
                        temporal = Some(found.map(|f| f.expect("a violation")));
                        return true;
                    }
                }
            }
            if let Some(prefix) = trace_files {
                let name = format!("{prefix}_0_{k}");
                if let Err(e) = std::fs::write(&name, self.behaviour_module(&name, &checker, initial_label.as_deref(), trace)) {
                    unwritten.push(format!("the behaviour could not be written to {name}: {e}"));
                }
            }
            false
        };
        let sink = (checks_temporal || trace_files.is_some()).then_some(&mut on_behaviour as tla_check::simulate::BehaviourSink);
        let simulation = checker.simulate(options, sink);
        let mut lasso = Vec::new();
        let verdict = match (simulation.violation.clone(), temporal) {
            (Some(v), _) => Verdict::Safety(v),
            (None, Some(Ok((property, states, cycle)))) => {
                lasso = states;
                Verdict::Liveness(property, cycle)
            }
            (None, Some(Err(e))) => return Err(e),
            (None, None) => Verdict::Success,
        };
        // (A simulation's bounds are its own: not `Outcome::bounded`.)
        let outcome = Outcome::ended(Stats { generated: simulation.generated, ..Stats::default() }, None, simulation.trace.clone());
        Ok(Some(report(Simulated { checker: &checker, simulation, outcome, verdict, lasso, initial_label, unwritten })))
    }

    /// A behaviour as a module of its states, as TLC's `-simulate
    /// file=PREFIX` writes it: each state labelled with the action that
    /// led to it (the first with the initial predicate).
    fn behaviour_module(&self, name: &str, checker: &Checker, initial_label: Option<&str>, trace: &[(State, Option<usize>)]) -> String {
        let mut text = format!("---------------- MODULE {name} -----------------\n");
        for (i, (state, action)) in trace.iter().enumerate() {
            let label = match action {
                Some(a) => Some(format!("<{} {}>", checker.actions[*a].name, location(&self.map, checker.actions[*a].loc))),
                None => initial_label.map(str::to_owned),
            };
            if let Some(label) = label {
                text.push_str(&format!("\\* {label}\n"));
            }
            text.push_str(&format!("STATE_{} == \n{}\n\n", i + 1, tla_values::pretty::state_text(&self.vars, state, None)));
        }
        text.push_str("=================================================\n");
        text
    }
}
