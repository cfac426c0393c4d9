//! What TLC evaluates before the search, and the checker's `Spec`.

use crate::symmetry::permutation_group;
use crate::tlc_spec::{named_body, named_definition, SpecParts};
use crate::{exit, location, Model, ModelError};
use std::collections::HashMap;
use std::time::Instant;
use tla_check::liveness::{Properties, PropertiesError};
use tla_check::{Action, Spec};
use tla_eval::{EvalError, Evaluator, IrRef, States};
use tla_values::{Cause, LazySet, Value};

/// How to run the search.
pub struct RunOptions {
    /// Worker threads.
    pub workers: usize,
    /// Do not report deadlocks (`--no-deadlock`, as `CHECK_DEADLOCK FALSE`).
    pub no_deadlock: bool,
    /// Explore no state deeper than this.
    pub max_depth: Option<u64>,
    /// Redraw a status line on standard error while searching.
    pub live_progress: bool,
    /// When the run started (`TLCGet("config")`, the final duration).
    pub started: Instant,
    /// The memory the search may hold, and its work folder.
    pub memory: tla_check::frontier::MemoryBudget,
    /// Checkpoints to write, or one to go on from.
    pub checkpoint: tla_check::checkpoint::CheckpointOptions,
    /// TLC's `-continue` (see `SearchOptions::continue_after_violation`).
    pub continue_search: bool,
    /// TLC's `-coverage`: counted, and reported every so often when an
    /// interval is given (`Some(None)`: at the end only).
    pub coverage: Option<Option<std::time::Duration>>,
    /// Find the fingerprints' smallest distance after a complete search,
    /// as TLC does for its success message's second estimate.
    pub fingerprint_distance: bool,
    /// TLC's `-dump`: the state graph written as the search finds it.
    pub dump: Option<tla_check::graph_dump::GraphDump>,
    /// Evaluate with the interpreter only, no compiled code (`--interpret`:
    /// the reference compiled code is compared with).
    pub interpret: bool,
}

/// What the search is to check, and how.
pub struct Plan {
    pub spec: Spec,
    /// The temporal properties taken apart, or why they cannot be checked.
    pub properties: Option<Result<Properties, EvalError>>,
    /// Worker threads: one when TLC's checks during the search are
    /// observed state by state (temporal properties, TLCExt's Trace).
    pub workers: usize,
    /// Whether compiled code evaluates what it can (not with
    /// `--interpret`, nor with coverage, which counts the interpreter's
    /// evaluations).
    pub compiled: bool,
}

impl Model {
    /// An evaluator of the model's operators.
    pub fn evaluator(&self) -> Evaluator<'_> {
        Evaluator::new(&self.ops, &self.vars)
    }

    /// What TLC does before the search: it evaluates the SYMMETRY set and
    /// the ASSUMEs, and takes the temporal properties apart.
    /// `None` when the model has no variables: TLC checks its assumptions
    /// only, and there is nothing to search.
    pub(crate) fn startup(&self, ev: &Evaluator, run: &RunOptions) -> Result<Option<Plan>, ModelError> {
        let check_deadlock = !self.no_next && !run.no_deadlock && self.check_deadlock;
        *ev.config.borrow_mut() = Some(tla_eval::RunConfig { check_deadlock, workers: run.workers, started: run.started });
        // (What TLC judges of constant values as it reads the
        // configuration was judged when the model was loaded: see
        // `constant_values`.) TLC computes the SYMMETRY group as it builds
        // its tool, before it checks the ASSUMEs.
        let symmetry = self.symmetry_group(ev)?;
        self.check_assumptions(ev)?;
        if self.vars.is_empty() {
            return Ok(None);
        }
        let possible = self
            .possible
            .iter()
            .map(|(name, pred)| tla_check::possible::Possible { action_level: ev.reads_next_state(pred), name: name.clone(), pred })
            .collect();
        let record_graph = !self.temporal_properties.is_empty();
        let spec = Spec {
            trace: self.uses_trace,
            init: self.init,
            next: self.next,
            invariants: self.invariants.clone(),
            constraints: self.constraints.clone(),
            action_constraints: self.action_constraints.clone(),
            action_properties: self.action_properties.clone(),
            initial_properties: self.initial_properties.clone(),
            check_deadlock,
            view: self.view,
            // (The identity is left out: the state's own fingerprint is
            // always one of those compared.)
            symmetry: tla_check::Symmetry::new(symmetry.iter().map(tla_check::Renaming::new).filter(|r| !r.is_identity()).collect()),
            record_graph,
            possible,
        };
        let properties = match record_graph.then(|| Properties::new(ev, &self.fairness, &self.temporal_properties)) {
            None => None,
            Some(Ok(p)) => Some(Ok(p)),
            Some(Err(PropertiesError::Eval(e))) => Some(Err(e)),
            // TLC takes the formulas apart before the search and stops.
            Some(Err(PropertiesError::UnenumerableBound(b))) => {
                let reason = non_enumerable_bound(&b.value, &location(&self.map, b.bound));
                return Err(ModelError::tlc(exit::GENERAL, format!("TLC cannot handle the temporal formula {}:\n{reason}", location(&self.map, b.formula))));
            }
        };
        // TLC refuses to check properties it cannot put in normal form or
        // that cannot be violated, before it computes the initial states.
        if let Some(Ok(p)) = &properties {
            if p.exceeds_dnf_limit() {
                return Err(ModelError::tlc(
                    exit::GENERAL,
                    "TLC cannot handle the temporal formula because it exceeds the maximum supported size in disjunctive normal form.",
                ));
            }
            if p.is_tautology() {
                return Err(ModelError::tlc(exit::LIVENESS_EVAL, "Temporal formula is a tautology (its negation is unsatisfiable)."));
            }
        }
        // TLCExt's Trace is given state by state, on one worker. (TLC
        // checks the temporal properties as it explores each state, and
        // reports a property violated by a finite behaviour at once: the
        // counts after each explored state, which the search records at
        // any number of workers, tell when that happens.)
        let workers = if self.uses_trace { 1 } else { run.workers };
        let compiled = !run.interpret && run.coverage.is_none();
        Ok(Some(Plan { spec, properties, workers, compiled }))
    }

    fn check_assumptions(&self, ev: &Evaluator) -> Result<(), ModelError> {
        for a in &self.assumptions {
            match ev.eval_bool(a, &None, &States::constant()) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(ModelError::tlc_coded(
                        tla_diagnostics::tlc_messages::code::TLC_ASSUMPTION_FALSE,
                        exit::ASSUMPTION,
                        format!("Assumption {} is false.", location(&self.map, a.loc)),
                    ))
                }
                Err(e) => {
                    return Err(ModelError::tlc_coded(
                        tla_diagnostics::tlc_messages::code::TLC_ASSUMPTION_EVALUATION_ERROR,
                        exit::ASSUMPTION,
                        format!("Evaluating assumption {} failed.\n{}", location(&self.map, a.loc), e.message),
                    ))
                }
            }
        }
        Ok(())
    }

    /// The permutations of model values the SYMMETRY set gives, closed
    /// under composition.
    fn symmetry_group(&self, ev: &Evaluator) -> Result<Vec<crate::symmetry::Permutation>, ModelError> {
        let Some(ir) = self.symmetry else { return Ok(Vec::new()) };
        // TLC takes only a set it holds enumerated (not one it keeps
        // unbuilt, as `[S -> S]` or `1..3`), of functions (not tuples or
        // records); it fails with an exception otherwise.
        let failed = |m: &str| ModelError::tlc(exit::GENERAL, m);
        let perms = match ev.eval(ir, &None, &States::constant()).map_err(|e| self.symmetry_error(e))? {
            Value::Set(set) => set.elems().to_vec(),
            _ => return Err(failed("The symmetry operator must specify a set of functions.")),
        };
        if perms.iter().any(|p| !matches!(p, Value::Fn(_))) {
            return Err(failed("The symmetry values must be function records."));
        }
        let mut generators = Vec::new();
        for p in perms {
            let mut map = HashMap::new();
            if let Ok(pairs) = p.pairs() {
                for (k, v) in pairs {
                    if let (Value::Model(a), Value::Model(b)) = (k, v) {
                        map.insert(a, b);
                    }
                }
            }
            if !map.iter().all(|(a, b)| a == b) {
                generators.push(map);
            }
        }
        Ok(permutation_group(generators))
    }

    /// TLC evaluates the SYMMETRY set as it starts, with no state: a
    /// variable or parameter read there is its configuration error (151,
    /// located); anything else fails it with an exception (255).
    fn symmetry_error(&self, e: EvalError) -> ModelError {
        match e.cause {
            Cause::NoState => ModelError::config(format!("{}\n{}", e.message, location(&self.map, e.loc))),
            _ => ModelError::tlc(exit::GENERAL, format!("evaluating the SYMMETRY set failed: {}", e.message)),
        }
    }

    /// Gives the evaluator `TLCGet("spec")`: the model as TLC describes it,
    /// once the checker has split Next into `actions`.
    pub(crate) fn describe(&self, ev: &Evaluator, plan: &Plan, actions: &[Action]) {
        let ops = &self.ops;
        let named = |list: &[(String, IrRef)]| list.iter().map(|(n, ir)| (n.clone(), named_body(ir, ops).1)).collect();
        let parts = SpecParts {
            inits: self.init_names.clone(),
            actions: actions.iter().map(|a| (a.name.clone(), a.loc)).collect(),
            temporals: self.fairness.iter().map(|ir| named_body(ir, ops)).collect(),
            invariants: named(&plan.spec.invariants),
            implied_inits: named(&plan.spec.initial_properties),
            implied_actions: named(&plan.spec.action_properties),
            implied_temporals: named(&self.temporal_properties),
            variables: self.variables.clone(),
            action_constraints: plan.spec.action_constraints.iter().map(|ir| named_definition(ir, ops)).collect(),
            constraints: plan.spec.constraints.iter().map(|ir| named_definition(ir, ops)).collect(),
        };
        *ev.spec_description.borrow_mut() = Some(parts.value(&self.map));
    }
}

/// TLC's words for a quantifier bound it cannot enumerate, at `at`: its
/// infinite sets explain themselves (each set's getNonEnumerableErrorMsg).
fn non_enumerable_bound(value: &Value, at: &str) -> String {
    let v = tla_values::pretty::pretty(&value.to_string());
    let infinite = |set: &str, why: &str, note: String| {
        format!(
            "TLC encountered the non-enumerable quantifier bound\n{v}\n{at}\n{why}universally (\\A) or existentially (\\E) quantify over {v}, because this would require checking an\ninfinite number of cases. {note}",
            why = if why.is_empty() { format!("The set {set} contains infinitely many elements. As a result, TLC cannot evaluate expressions that\n") } else { why.to_string() }
        )
    };
    match value {
        Value::Lazy(l) if matches!(**l, LazySet::Nat) => infinite("Nat", "", "Note that TLC handles set membership like T \\subseteq Nat for any finite set T.".into()),
        Value::Lazy(l) if matches!(**l, LazySet::Int) => infinite("Int", "", "Note that TLC handles set membership like T \\subseteq Int for any finite set T.".into()),
        Value::Lazy(l) if matches!(**l, LazySet::Seq(_)) => infinite(
            "",
            "In TLA+, Seq(S) represents the set of all finite sequences whose elements come from the set S. Even when S\nis a finite set, the number of possible sequences in Seq(S) is unbounded because sequences can have any\nfinite length (e.g., length 0, 1, 2, and so on). As a result, TLC cannot evaluate expressions that\n",
            "Note that for a finite set of sequences s, TLC handles s \\subseteq Seq(S).\nSee https://explain.tlapl.us/seq-unenumerable for additional details.".into(),
        ),
        _ => format!("TLC encountered a non-enumerable quantifier bound\n{v}.\n{at}"),
    }
}
