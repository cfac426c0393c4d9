//! The end of `tlars check`: the verdict, the trace and TLC's final lines,
//! as TLC prints them or as JSON.

use crate::check::TraceFormat;
use crate::trace_data::{DataFormat, TraceData};
use std::process::ExitCode;
use std::time::Instant;
use tla_check::{Checker, Outcome, Violation};
use tla_diagnostics::tlc_messages::{self as msg, code, Class};
use tla_diagnostics::SourceMap;
use tla_eval::Evaluator;
use tla_model::{location, Verdict};
use tla_values::pretty::state_text;
use tla_values::Value;

/// TLC's message naming the violated temporal properties.
/// What ends the report after the verdict and the trace: the search's
/// counts, or a simulation's.
pub enum Tail<'a> {
    Check,
    Simulation { simulation: &'a tla_check::simulate::Simulation, seed: u64 },
}

pub struct Report<'a, 'e, 'm> {
    pub map: &'a SourceMap,
    pub checker: &'a Checker<'e, 'm>,
    pub vars: &'a [String],
    pub started: Instant,
    /// The checker's evaluator (ALIAS, the invariants' conjuncts).
    pub ev: &'a Evaluator<'m>,
    /// `--dump-trace`: files to write an error trace to, as data.
    pub dumps: &'a [(DataFormat, std::path::PathBuf)],
    /// The root module's file name.
    pub source: String,
    /// `--diff-trace`: a state of a trace shows only what changed (TLC's
    /// `-difftrace`).
    pub diff_trace: bool,
    /// TLC's warning after a counterexample that ends stuttering.
    pub stuttering_warning: Option<(u32, String)>,
    pub model: &'a tla_model::Model,
    /// Print TLC's coverage report (`--coverage`).
    pub coverage: bool,
    /// How a trace labels its initial state, when not as the model
    /// checker does (`<Initial predicate>`): TLC's simulation names the
    /// initial predicate and its place.
    pub initial_label: Option<String>,
    /// Write TLC's trace-exploration spec of a violation into this folder
    /// (`tlars tlc`, as TLC does).
    pub trace_spec_dir: Option<std::path::PathBuf>,
}

/// A trace: states, each with the index of the action that led to it.
type Trace = [(Box<[Value]>, Option<usize>)];

impl<'a, 'e, 'm> Report<'a, 'e, 'm> {
    /// The report on `model`, checked by `checker` from `started`, for the
    /// root module `spec`, its traces as `trace` asks.
    pub fn new(
        model: &'a tla_model::Model,
        checker: &'a Checker<'e, 'm>,
        started: Instant,
        spec: &std::path::Path,
        trace: &'a crate::check::TraceArgs,
    ) -> Self {
        Report {
            map: &model.map,
            checker,
            vars: &model.vars,
            started,
            ev: checker.ev,
            dumps: &trace.dump_trace,
            source: spec.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            diff_trace: trace.diff_trace,
            stuttering_warning: model.stuttering_warning(),
            model,
            coverage: false,
            trace_spec_dir: None,
            initial_label: None,
        }
    }
}

impl Report<'_, '_, '_> {
    fn action_label(&self, action: Option<usize>) -> String {
        match action {
            None => self.initial_label.clone().unwrap_or_else(|| "<Initial predicate>".to_string()),
            Some(a) => {
                let a = &self.checker.actions[a];
                format!("<{} {}>", a.name, location(self.map, a.loc))
            }
        }
    }

    /// The states of a trace; with `--diff-trace`, each after the first
    /// shows the variables that changed, except the last of a trace that
    /// ends in a violation (`full_last`), shown whole, as TLC shows them.
    fn print_states(&self, trace: &Trace, full_last: bool) {
        self.print_states_aliased(trace, full_last, true)
    }

    /// As `print_states`; without `aliased`, the states show their
    /// variables whatever the ALIAS.
    fn print_states_aliased(&self, trace: &Trace, full_last: bool, aliased: bool) {
        let mut previous: Option<Vec<Value>> = None;
        for (i, (s, action)) in trace.iter().enumerate() {
            let (names, values) = if aliased { self.shown(s, i + 1, trace.get(i + 1).map(|t| &*t.0)) } else { (self.vars.to_vec(), s.to_vec()) };
            let whole = !self.diff_trace || (full_last && i + 1 == trace.len());
            let text = state_text(&names, &values, if whole { None } else { previous.as_deref() });
            msg::print(code::TLC_STATE_PRINT2, Class::State, &format!("{}: {}\n{text}", i + 1, self.action_label(*action)));
            previous = Some(values);
        }
    }

    /// A state's values by name, or ALIAS's record for it (given its
    /// level, from 1, and the next state).
    fn shown(&self, s: &[Value], level: usize, next: Option<&[Value]>) -> (Vec<String>, Vec<Value>) {
        match self.model.aliased(self.ev, s, level, next) {
            Some(fields) => fields.into_iter().unzip(),
            None => (self.vars.to_vec(), s.to_vec()),
        }
    }

    /// A state at `level` as a trace shows it.
    fn state_text(&self, s: &[Value], level: usize, next: Option<&[Value]>) -> String {
        let (names, values) = self.shown(s, level, next);
        state_text(&names, &values, None)
    }

    /// Which conjuncts of the violated invariant `name` are false in the
    /// trace's last state, on standard error (standard output stays TLC's).
    fn explain_invariant(&self, name: &str, trace: &Trace) {
        let (Some((_, invariant)), Some((state, _))) = (self.checker.spec.invariants.iter().find(|(n, _)| n == name), trace.last()) else { return };
        let false_ones = tla_model::false_conjuncts(self.ev, self.ev.ops, invariant, state);
        if false_ones.is_empty() {
            return;
        }
        let mut text = format!(
            "tlars: invariant {name} is false in the last state because of {}:\n",
            if false_ones.len() == 1 { "this conjunct" } else { "these conjuncts" }
        );
        for loc in false_ones {
            let source = &self.map.get(loc.file()).text;
            let snippet: String = source.get(loc.span.start as usize..loc.span.end as usize).unwrap_or("").split_whitespace().collect::<Vec<_>>().join(" ");
            text.push_str(&format!("  {snippet}\n    at {}\n", location(self.map, loc)));
        }
        eprint!("{text}");
    }

    /// The trace as data, its states as the text shows them (ALIAS).
    fn trace_data(&self, trace: &Trace) -> TraceData<'_, '_, '_> {
        let shown = trace.iter().enumerate().map(|(i, (s, _))| self.shown(s, i + 1, trace.get(i + 1).map(|t| &*t.0))).collect();
        TraceData { map: self.map, checker: self.checker, shown, source: self.source.clone() }
    }

    /// Writes the trace to the `--dump-trace` files, saying so as TLC's
    /// `-dumpTrace` does (or why one could not be written).
    fn dump(&self, trace: &Trace, cycle: Option<Option<usize>>) {
        if trace.is_empty() {
            return;
        }
        for (format, path) in self.dumps {
            let module = path.file_name().map(|n| n.to_string_lossy().trim_end_matches(".tla").to_string()).unwrap_or_default();
            let written = self.trace_data(trace).write(*format, trace, cycle, &module).and_then(|text| std::fs::write(path, text).map_err(|e| e.to_string()));
            match written {
                Ok(()) => println!("\"CounterExample written: {}\"", path.display()),
                Err(e) => eprintln!("Error: the trace could not be written to {}: {e}", path.display()),
            }
        }
    }

    fn print_trace(&self, trace: &Trace, format: TraceFormat, cycle: Option<Option<usize>>) {
        if trace.is_empty() {
            return;
        }
        match format {
            TraceFormat::Json => return println!("{}", self.trace_json(trace, cycle)),
            TraceFormat::Itf => return println!("{}", self.trace_data(trace).write(DataFormat::Itf, trace, cycle, "").unwrap_or_default()),
            TraceFormat::Tlc => {}
        }
        match cycle {
            None => {
                msg::print(code::TLC_BEHAVIOR_UP_TO_THIS_POINT, Class::Error, "The behavior up to this point is:");
                self.print_states(trace, true);
            }
            Some(back) => {
                msg::print(code::TLC_COUNTER_EXAMPLE, Class::Error, "The following behavior constitutes a counter-example:\n");
                self.print_states(trace, false);
                match back {
                    None => msg::print(code::TLC_STATE_PRINT3, Class::State, &format!("{}: Stuttering", trace.len() + 1)),
                    Some(k) => {
                        let back_action = self.checker.action_between(&trace[trace.len() - 1].0, trace.len() as u64, &trace[k].0);
                        let label = self.action_label(back_action);
                        // (TLC prints it as a state for tools, as a plain
                        // message otherwise.)
                        if msg::style() == msg::Style::Tool {
                            msg::print(code::TLC_BACK_TO_STATE, Class::State, &format!("{}: Back to state: {label}\n", k + 1));
                        } else {
                            msg::print(code::TLC_BACK_TO_STATE, Class::None, &format!("Back to state {}: {label}\n", k + 1));
                        }
                    }
                }
            }
        }
    }

    /// The trace as JSON; a lasso says where its cycle starts (`loop`, a
    /// state number) or that it ends stuttering.
    fn trace_json(&self, trace: &Trace, cycle: Option<Option<usize>>) -> serde_json::Value {
        let states: Vec<serde_json::Value> = trace
            .iter()
            .enumerate()
            .map(|(i, (s, action))| {
                // (As the text shows the state: ALIAS applied.)
                let (names, values) = self.shown(s, i + 1, trace.get(i + 1).map(|t| &*t.0));
                let vals: serde_json::Map<String, serde_json::Value> =
                    names.into_iter().zip(values.iter()).map(|(n, v)| (n, serde_json::Value::String(v.to_string()))).collect();
                let (name, loc) = match action {
                    None => ("Initial predicate".to_string(), None),
                    Some(a) => (self.checker.actions[*a].name.clone(), Some(location(self.map, self.checker.actions[*a].loc))),
                };
                serde_json::json!({ "state": i + 1, "action": name, "location": loc, "values": vals })
            })
            .collect();
        match cycle {
            None => serde_json::Value::Array(states),
            Some(back) => serde_json::json!({
                "states": states,
                "loop": back.map(|k| k + 1),
                "stuttering": back.is_none(),
            }),
        }
    }

    /// A lasso's states with the actions between them.
    fn lasso_trace(&self, states: &[Box<[Value]>]) -> Vec<(Box<[Value]>, Option<usize>)> {
        states.iter().enumerate().map(|(i, s)| (s.clone(), if i == 0 { None } else { self.checker.action_between(&states[i - 1], i as u64, s) })).collect()
    }

    /// A violation the search went on after (`--continue`), with its
    /// trace, as TLC prints each.
    pub fn reported(&self, violation: &Violation, trace: &Trace, format: TraceFormat) {
        match violation {
            Violation::Invariant(n) => msg::print(code::TLC_INVARIANT_VIOLATED_BEHAVIOR, Class::Error, &format!("Invariant {n} is violated.")),
            Violation::ActionProperty(n) => msg::print(code::TLC_ACTION_PROPERTY_VIOLATED_BEHAVIOR, Class::Error, &format!("Action property {n} is violated.")),
            _ => return,
        }
        self.print_trace(trace, format, None);
    }

    /// Prints the verdict and TLC's final lines; the exit status.
    pub fn finish(&self, outcome: &Outcome, verdict: Verdict, lasso: &[Box<[Value]>], json: bool, format: TraceFormat, tail: Tail) -> ExitCode {
        self.finish_with(outcome, verdict, lasso, None, json, format, tail)
    }

    /// As `finish`, after the temporal properties were checked on the
    /// complete graph (`temporal`), which TLC reports.
    #[allow(clippy::too_many_arguments)]
    pub fn finish_with(
        &self,
        outcome: &Outcome,
        verdict: Verdict,
        lasso: &[Box<[Value]>],
        temporal: Option<&tla_model::TemporalCheck>,
        json: bool,
        format: TraceFormat,
        tail: Tail,
    ) -> ExitCode {
        let stats = &outcome.stats;
        // A violation in an initial state: TLC shows the state alone.
        let initial_only = outcome.trace.len() == 1 && outcome.trace[0].1.is_none();
        // No error, but only up to the depth bound: not TLC's success, which
        // would claim the whole model was checked.
        let bounded = matches!(verdict, Verdict::Success) && outcome.bounded;
        // (The result as JSON names it, TLC's exit status, and TLC's
        // message code and text.)
        let bounded_at = bounded.then(|| self.checker.options.max_depth.unwrap_or(stats.depth));
        let tla_model::Said { result, status, message } = verdict.said(self.map, initial_only, bounded_at);
        let lasso_trace;
        let (trace, cycle): (&Trace, Option<Option<usize>>) = match &verdict {
            Verdict::Liveness(_, back) => {
                lasso_trace = self.lasso_trace(lasso);
                (&lasso_trace, Some(*back))
            }
            Verdict::TemporalSafety(_) | Verdict::LivenessEval(_) => {
                lasso_trace = self.lasso_trace(lasso);
                (&lasso_trace, None)
            }
            _ => (&outcome.trace, None),
        };
        if json {
            let summary = serde_json::json!({
                "result": result,
                "exit_code": status,
                "message": message.as_ref().map(|(_, m)| m.trim_end()),
                "generated": stats.generated,
                "distinct": stats.distinct,
                "left_on_queue": stats.left_on_queue,
                "depth": stats.depth,
                "bounded": bounded,
                "seconds": self.started.elapsed().as_secs_f64(),
                "trace": self.trace_json(trace, cycle),
            });
            println!("{summary}");
            return ExitCode::from(status);
        }
        let error = |(code, text): (u32, String)| msg::print(code, Class::Error, &text);
        if let Some(t) = temporal.filter(|_| msg::full()) {
            // TLC reports its progress, then checks the temporal properties.
            msg::print(code::TLC_PROGRESS_STATS, Class::None, &tla_check::progress::tlc_progress(counts(stats), None));
            let branches = if t.branches > 1 { format!("{} branches of ", t.branches) } else { String::new() };
            let text = format!(
                "Checking {branches}temporal properties for the complete state space with {} total distinct states at ({})",
                stats.distinct * t.branches.max(1) as u64,
                t.started_at
            );
            msg::print(code::TLC_CHECKING_TEMPORAL_PROPS, Class::None, &text);
        }
        let temporal_end = || {
            if let Some(t) = temporal.filter(|_| msg::full()) {
                let text = format!("Finished checking temporal properties in {} at {}", msg::runtime_human(t.took), msg::now());
                msg::print(code::TLC_CHECKING_TEMPORAL_PROPS_END, Class::None, &text);
            }
        };
        match &verdict {
            // (A simulation does not say so.)
            // (A simulation does not say so: it draws behaviours, it does
            // not check the model whole.)
            Verdict::Success if matches!(tail, Tail::Simulation { .. }) => {}
            Verdict::Success if bounded => {
                temporal_end();
                if let Some((code, text)) = message {
                    msg::print(code, Class::None, &text);
                }
            }
            Verdict::Success => {
                temporal_end();
                // (The second estimate is from tlars' fingerprints, which
                // are not TLC's: the same estimate, not the same number.)
                msg::print(code::TLC_SUCCESS, Class::None, &msg::success(stats.distinct, stats.generated, outcome.fingerprint_distance));
            }
            Verdict::LivenessError(_) => println!("unsupported: {}", message.map(|(_, m)| m).unwrap_or_default()),
            Verdict::Postcondition(..) | Verdict::PostconditionUnusable(_) => error(message.unwrap_or_default()),
            Verdict::Liveness(..) => {
                error(message.unwrap_or_default());
                self.print_trace(trace, format, cycle);
                if let (Some((code, warning)), Verdict::Liveness(_, None), true) = (&self.stuttering_warning, &verdict, msg::full()) {
                    msg::print(*code, Class::Warning, warning);
                }
                temporal_end();
            }
            Verdict::TemporalSafety(_) => {
                error(message.unwrap_or_default());
                if format != TraceFormat::Tlc {
                    self.print_trace(trace, format, None);
                } else {
                    msg::print(code::TLC_COUNTER_EXAMPLE, Class::Error, "The following behavior constitutes a counter-example:\n");
                    self.print_states(trace, true);
                }
            }
            // TLC prints the initial state that violates an invariant or a
            // property, and no counts.
            Verdict::Safety(Violation::Invariant(_) | Violation::InitialProperty(_)) if initial_only && format == TraceFormat::Tlc => {
                if let Verdict::Safety(Violation::Invariant(name)) = &verdict {
                    self.explain_invariant(name, trace);
                }
                let (code, text) = message.unwrap_or_default();
                error((code, format!("{text}\n{}", self.state_text(&trace[0].0, 1, None))));
                self.dump(trace, None);
                self.finished();
                return ExitCode::from(status);
            }
            // For tools, TLC reports an error in an initial state with the
            // state in the message.
            Verdict::Safety(Violation::InitEval(e)) if trace.len() == 1 && msg::style() == msg::Style::Tool => {
                let text = format!("{}\nWhile working on the initial state:\n{}", tla_model::located(self.map, e), self.state_text(&trace[0].0, 1, None));
                msg::print(code::TLC_INITIAL_STATE, Class::Error, &text);
            }
            _ => {
                if let Verdict::Safety(Violation::Invariant(name)) = &verdict {
                    self.explain_invariant(name, trace);
                }
                error(message.unwrap_or_default());
                // An error met while expanding an initial state, with no
                // successor (a deadlock, a failing Next; not a successor
                // left incomplete, which TLC prints): TLC prints that state
                // as it is, without the ALIAS.
                let no_successor = match &verdict {
                    Verdict::Safety(Violation::Deadlock) => true,
                    Verdict::Safety(Violation::Eval(e)) => e.cause != tla_values::Cause::IncompleteSuccessor,
                    _ => false,
                };
                if trace.len() == 1 && format == TraceFormat::Tlc && no_successor {
                    msg::print(code::TLC_BEHAVIOR_UP_TO_THIS_POINT, Class::Error, "The behavior up to this point is:");
                    self.print_states_aliased(trace, true, false);
                } else {
                    self.print_trace(trace, format, None);
                }
                if let Verdict::Safety(Violation::InvariantEval(_, _, Some(r))) = &verdict {
                    let text = format!(
                        "Computing the last step again, as TLC does to record the call stack, met another error:\n{}\n",
                        tla_model::located(self.map, r)
                    );
                    msg::print(code::GENERAL, Class::Error, &text);
                }
            }
        }
        if !matches!(verdict, Verdict::Success | Verdict::LivenessError(_) | Verdict::Postcondition(..) | Verdict::PostconditionUnusable(_)) {
            self.dump(trace, cycle);
        }
        if self.coverage {
            if let Some(coverage) = &self.checker.options.coverage {
                for (code, text) in coverage.labels.report(&outcome.coverage, &coverage.constraint_counts) {
                    msg::print(code, Class::None, &text);
                }
            }
        }
        match tail {
            Tail::Check => {
                // (For tools, TLC reports its last progress as the others.)
                if msg::style() == msg::Style::Tool {
                    let minutes = self.started.elapsed().as_secs_f64() / 60.0;
                    let per_minute = |n: u64| (n as f64 / minutes.max(1e-9)) as u64;
                    let rates = Some((per_minute(stats.generated), per_minute(stats.distinct)));
                    msg::print(code::TLC_PROGRESS_STATS, Class::None, &tla_check::progress::tlc_progress(counts(stats), rates));
                }
                let text =
                    format!("{} states generated, {} distinct states found, {} states left on queue.", stats.generated, stats.distinct, stats.left_on_queue);
                msg::print(code::TLC_STATS, Class::None, &text);
                // (A bounded search's graph is not complete; its message
                // gave the depth. TLC's bounded search, -dfid, omits these
                // lines too.)
                if !bounded {
                    msg::print(code::TLC_SEARCH_DEPTH, Class::None, &format!("The depth of the complete state graph search is {}.", stats.depth));
                    // (TLC's summary counts as a success after an invariant
                    // or a temporal property it could not evaluate, whose
                    // error it reported while it ran the step again.)
                    let summary_success = matches!(verdict, Verdict::Success | Verdict::Safety(Violation::InvariantEval(..)) | Verdict::LivenessEval(_));
                    if let (true, true, Some((min, mean, p95, max))) = (summary_success, msg::full(), outcome.outdegree.summary()) {
                        let text = format!(
                            "The average outdegree of the complete state graph is {mean} (minimum is {min}, the maximum {max} and the 95th percentile is {p95})."
                        );
                        msg::print(code::TLC_STATE_GRAPH_OUTDEGREE, Class::None, &text);
                    }
                }
            }
            Tail::Simulation { simulation: s, seed } => {
                // (TLC's statistics of the behaviours' lengths, in whole numbers.)
                let n = s.behaviours.max(1);
                let mean = s.length_sum / n;
                let variance = (s.length_squares / n).saturating_sub(mean * mean);
                let sd = (variance as f64).sqrt() as u64;
                // (TLC's own line has no maximum; tlars' brief one adds it.)
                let max = if msg::full() { String::new() } else { format!(", max={}", s.longest) };
                let text = format!(
                    "Progress: {} states checked, {} traces generated (trace length: mean={mean}, var(x)={variance}, sd={sd}{max})",
                    s.generated, s.behaviours
                );
                // For tools, TLC reports it as it reports a search's
                // progress, before and after its statistics.
                let tool_progress = format!(
                    "Progress({}) at {}: {} states generated, -1 distinct states found, -1 states left on queue.",
                    s.behaviours,
                    msg::now(),
                    s.generated
                );
                if msg::style() == msg::Style::Tool {
                    msg::print(code::TLC_PROGRESS_SIMU, Class::None, &tool_progress);
                } else {
                    msg::print(code::TLC_PROGRESS_SIMU, Class::None, &text);
                }
                msg::print(
                    code::TLC_STATS_SIMU,
                    Class::None,
                    &format!("The number of states generated: {}\nSimulation using seed {seed} and aril 0", s.generated),
                );
                msg::print_tool(code::TLC_PROGRESS_SIMU, Class::None, &tool_progress);
            }
        }
        self.finished();
        self.write_trace_spec(&verdict, trace);
        ExitCode::from(status)
    }

    /// TLC's trace-exploration spec of the violation, when asked and the
    /// trace has more than one state (or is a lasso), saying where.
    fn write_trace_spec(&self, verdict: &Verdict, trace: &Trace) {
        use crate::trace_spec::{Ending, TraceSpec};
        let Some(dir) = &self.trace_spec_dir else { return };
        let ending = match verdict {
            Verdict::Safety(Violation::Invariant(_) | Violation::ActionProperty(_) | Violation::Deadlock) if trace.len() > 1 => Ending::Safety,
            Verdict::Liveness(_, None) if !trace.is_empty() => Ending::Stuttering,
            Verdict::Liveness(_, Some(k)) => Ending::BackTo(k + 1),
            _ => return,
        };
        let (constants, model_values) = &self.model.trace_spec_constants;
        let spec = TraceSpec {
            module: self.source.trim_end_matches(".tla"),
            vars: self.vars,
            states: trace.iter().map(|(s, _)| &**s).collect(),
            ending,
            constants,
            model_values,
        };
        let seconds = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        match spec.write(dir, seconds) {
            Ok(path) => msg::print(code::TLC_TE_SPEC_GENERATION_COMPLETE, Class::None, &format!("Trace exploration spec path: {}", path.display())),
            Err(e) => msg::print(code::TLC_TE_SPEC_GENERATION_ERROR, Class::None, &format!("Failed to generate trace exploration spec; error message: {e}")),
        }
    }

    /// TLC's last message: how long the run took.
    fn finished(&self) {
        if msg::full() {
            msg::print_finished();
        } else {
            println!("Finished in {:.2}s", self.started.elapsed().as_secs_f64());
        }
    }
}

/// The counts as TLC's progress message shows them.
fn counts(stats: &tla_check::Stats) -> tla_check::progress::Counts {
    tla_check::progress::Counts { depth: stats.depth, generated: stats.generated, distinct: stats.distinct, queue: stats.left_on_queue, on_disk: 0 }
}
