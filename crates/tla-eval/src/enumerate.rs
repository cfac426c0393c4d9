//! Enumerating the states an action (or the initial predicate) allows, the
//! way TLC does: conjuncts left to right; `\/`, `\E`, IF, CASE, LET and
//! operator calls expanded; `x' = e` and `x' \in S` assign a variable not yet
//! assigned (branching over S); anything else is a guard evaluated in the
//! states as far as known. Each complete assignment is one generated state,
//! so the number of states generated is TLC's.

use crate::eval::*;
use crate::ir::*;
use tla_values::Value;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Assign unprimed variables (the initial predicate).
    Init,
    /// Assign primed variables, from a current state.
    Next,
}

/// A conjunct still to be taken, with the environment it is read in.
struct Todo {
    what: Pending,
    env: Env,
    /// With coverage: the cost-model node it was met in (TLC's
    /// `ActionItemList.cm`).
    cost: Option<u32>,
}

#[derive(Clone, Copy)]
enum Pending {
    Expr(IrRef),
    /// `v' # v`, which `<<A>>_v` requires after A (kept apart so that no
    /// expression is built during the search).
    Changed(IrRef),
}

pub struct Enumerator<'e, 'm> {
    pub ev: &'e Evaluator<'m>,
    pub mode: Mode,
    /// The current state (Next mode): complete, except after the first
    /// action of `A \cdot B`.
    current: Option<Cur<'e>>,
    /// The current state's serial for the evaluator's cache (0: none).
    pub serial: u64,
    /// Computing ENABLED (see `for_enabled`).
    pub enabled: bool,
    /// While computing ENABLED: `e' = v` for an expression e an INSTANCE
    /// substituted for a variable, taken as giving e' the value v (by the
    /// address of e).
    virtuals: std::cell::RefCell<Vec<(usize, Value)>>,
    /// The intermediate states of `A \cdot B` met so far: TLC counts them
    /// as generated.
    pub intermediate: std::cell::Cell<u64>,
    /// Enumerating a part of `A \cdot B` (or what follows B): TLC counts
    /// the intermediate states of a composition inside it nowhere.
    composed: bool,
    /// With coverage: the states given to `out` so far, and (Init) the
    /// node of the conjunct taken last (see `continue_counted`).
    emitted: std::cell::Cell<u64>,
    last_leaf: std::cell::Cell<Option<u32>>,
}

/// A part of `UNCHANGED e` (see `Enumerator::unchanged`).
enum UnchangedPart {
    /// A variable, which keeps its value.
    Var(u32),
    /// Any other expression, which must have the same value in both states.
    Same(IrRef, Env),
}

impl<'e, 'm> Enumerator<'e, 'm> {
    pub fn new(ev: &'e Evaluator<'m>, mode: Mode, base: Option<&'e [Value]>, serial: u64) -> Enumerator<'e, 'm> {
        Enumerator {
            ev,
            mode,
            current: base.map(Cur::Full),
            serial,
            enabled: false,
            virtuals: Default::default(),
            intermediate: Default::default(),
            composed: false,
            emitted: Default::default(),
            last_leaf: Default::default(),
        }
    }

    /// An enumerator for `ENABLED A` in state `base`. As TLC computes it, an
    /// instance's substituted variables are free there: `e' = v`, where an
    /// INSTANCE put expression e for a variable, is satisfiable and gives
    /// e' the value v for the rest of A (`<<A>>_vars` then compares it with
    /// e); a condition that still reads a primed variable A leaves without
    /// a value counts as satisfiable.
    pub fn for_enabled(ev: &'e Evaluator<'m>, base: &'e [Value]) -> Enumerator<'e, 'm> {
        Enumerator { enabled: true, ..Enumerator::new(ev, Mode::Next, Some(base), 0) }
    }

    /// What identifies an expression an INSTANCE substituted for a
    /// variable: the definition it names (each use compiles to a new call
    /// of it), or the expression itself (an argument bound to a parameter
    /// is followed to it).
    fn substituted_key(&self, e: &Ir, env: &Env) -> usize {
        match &e.kind {
            IrKind::Local(i) => match nth(env, *i) {
                Slot::Lazy(t) => self.substituted_key(t.ir, &t.env),
                _ => e as *const Ir as usize,
            },
            IrKind::Call(id, args) if args.is_empty() => usize::MAX - *id,
            _ => e as *const Ir as usize,
        }
    }

    /// The value an ENABLED computation gave the substituted expression
    /// with this key, if it did.
    fn virtual_value(&self, key: usize) -> Option<Value> {
        self.virtuals.borrow().iter().rev().find(|(k, _)| *k == key).map(|(_, x)| x.clone())
    }

    /// In ENABLED: whether `v'` differs from `v` (`<<A>>_v`), component by
    /// component, with substituted variables as the action set them.
    fn changed_in_enabled(&self, v: &IrRef, env: &Env, ps: &[Option<Value>]) -> EResult<bool> {
        self.changed_in_enabled_in(v, env, ps, false)
    }

    /// `changed_in_enabled` of `v`, or of an expression an INSTANCE
    /// substituted for a variable (`substituted`). A variable of the
    /// subscript the action gives no value is TLC's error; one read by a
    /// larger expression is taken as changed, since the action may give
    /// that expression its value without giving one to the variables it
    /// reads (an INSTANCE substitution, see `virtuals`).
    fn changed_in_enabled_in(&self, v: &IrRef, env: &Env, ps: &[Option<Value>], substituted: bool) -> EResult<bool> {
        let st = self.states(ps);
        let virtual_value = self.virtual_value(self.substituted_key(v, env));
        if let Some(next) = virtual_value {
            let now = self.ev.eval(v, env, &States { cur: st.cur, next: None, serial: st.serial })?;
            return Ok(next != now);
        }
        match &v.kind {
            // (Every component is evaluated: TLC evaluates the tuple in
            // the new state, which fails if a component is not given.)
            IrKind::Tuple(items) => {
                let mut changed = false;
                for x in items {
                    changed |= self.changed_in_enabled_in(x, env, ps, substituted)?;
                }
                return Ok(changed);
            }
            IrKind::Call(id, args) if args.is_empty() => {
                if let OpBody::Expr(body) = &self.ev.ops[*id].body {
                    return self.changed_in_enabled_in(body, &None, ps, substituted);
                }
            }
            IrKind::Local(i) => {
                if let Slot::Lazy(t) = nth(env, *i) {
                    return self.changed_in_enabled_in(&t.ir, &t.env, ps, true);
                }
            }
            _ => {}
        }
        let now = self.ev.eval(v, env, &States { cur: st.cur, next: None, serial: st.serial })?;
        match self.ev.eval_primed(v, env, &st) {
            Ok(next) => Ok(next != now),
            // TLC evaluates v in the state the action gives: a variable of
            // v the action leaves without a value is its error.
            Err(e) if (substituted || !matches!(v.kind, IrKind::Var(_))) && e.cause == tla_values::Cause::UnassignedPrimed => Ok(true),
            Err(e) if e.cause == tla_values::Cause::UnassignedPrimed => {
                let var = unassigned_primed(&e);
                Err(EvalError::new(
                    e.loc,
                    format!("The action formula A appearing in a WF_v(A) or SF_v(A) operator does not specify the primed value of the variable {var} occurring in the state formula v."),
                ))
            }
            Err(e) => Err(e),
        }
    }

    fn states<'a>(&'a self, ps: &'a [Option<Value>]) -> States<'a> {
        match self.mode {
            Mode::Init => States { cur: Cur::Partial(ps), next: None, serial: 0 },
            Mode::Next => States { cur: self.current.expect("Next mode has a current state"), next: Some(ps), serial: self.serial },
        }
    }

    /// Calls `out` with every state the action allows.
    pub fn run(&self, ir: &IrRef, env: &Env, out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>) -> EResult<()> {
        // (ENABLED inside an instance has slots past the state's: see
        // `Builtin::Enabled`. Evaluated where there is no state, as the
        // SYMMETRY set is, it still has a slot for every variable.)
        let slots = match self.current {
            Some(Cur::Full(c)) if self.enabled => c.len().max(self.ev.vars.len()),
            _ => self.ev.vars.len(),
        };
        self.run_from(vec![None; slots], ir, env, out)
    }

    /// Calls `out` with every state the action allows from the partial
    /// state `ps` (its values are already assigned).
    fn run_from(&self, mut ps: Vec<Option<Value>>, ir: &IrRef, env: &Env, out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>) -> EResult<()> {
        // Room for the conjuncts of a typical action: growing the stack
        // one conjunct at a time cost more than the allocation.
        let mut todo = Vec::with_capacity(32);
        todo.push(Todo { what: Pending::Expr(ir), env: env.clone(), cost: self.ev.cost_top() });
        self.step(&mut ps, &mut todo, out)
    }

    fn step(&self, ps: &mut Vec<Option<Value>>, todo: &mut Vec<Todo>, out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>) -> EResult<()> {
        if todo.is_empty() {
            return self.emit(ps, out);
        }
        // As TLC: once every variable has a value, the conjuncts left are
        // conditions, evaluated rather than enumerated, so a disjunction
        // or `\E` that holds in several ways still gives one state (an
        // inductive invariant used as Init is not counted per disjunct).
        if !self.enabled && ps.iter().all(Option::is_some) {
            return self.check_rest(ps, todo, out);
        }
        let Some(t) = todo.pop() else { return self.emit(ps, out) };
        let r = self.ev.cost_scope(t.cost.filter(|_| self.ev.costing()), || match t.what {
            Pending::Expr(ir) => self.action(&ir, &t.env, ps, todo, out),
            Pending::Changed(v) => self.changed(&v, &t.env, ps, todo, out),
        });
        todo.push(t);
        r
    }

    /// A complete state; with coverage, counted for the conjunct that
    /// completed it in Init (TLC counts Init's last conjunct per state).
    fn emit(&self, ps: &[Option<Value>], out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>) -> EResult<()> {
        if self.ev.costing() {
            self.emitted.set(self.emitted.get() + 1);
            if let (Mode::Init, Some(n)) = (self.mode, self.last_leaf.get()) {
                self.ev.cost_count(n, 1, 0);
            }
        }
        out(ps)
    }

    /// Goes on with the conjuncts left after conjunct `node` was taken; in
    /// Next, with coverage, `node` counts once if that gave a state (TLC
    /// counts each conjunct on a path that ends in a successor).
    fn continue_counted(
        &self,
        node: Option<u32>,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let Some(n) = node.filter(|_| self.ev.costing()) else { return self.step(ps, todo, out) };
        if self.mode == Mode::Init {
            self.last_leaf.set(Some(n));
            return self.step(ps, todo, out);
        }
        let before = self.emitted.get();
        let r = self.step(ps, todo, out);
        if self.emitted.get() > before {
            self.ev.cost_count(n, 1, 0);
        }
        r
    }

    /// The cost-model node of conjunct `ir`, when counting.
    fn cost_node(&self, ir: &Ir) -> Option<u32> {
        if self.ev.costing() {
            self.ev.cost_find(ir)
        } else {
            None
        }
    }

    /// The state `ps` (every variable assigned) if the conjuncts still to
    /// be taken hold in it, next one first.
    fn check_rest(&self, ps: &mut [Option<Value>], todo: &[Todo], out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>) -> EResult<()> {
        for t in todo.iter().rev() {
            let st = self.states(ps);
            let holds = self.ev.cost_scope(t.cost.filter(|_| self.ev.costing()), || match t.what {
                Pending::Expr(ir) => self.ev.eval_bool(ir, &t.env, &st),
                Pending::Changed(v) => self.ev.unchanged(&v, &t.env, &st).map(|same| !same),
            });
            if !holds? {
                return Ok(());
            }
        }
        self.emit(ps, out)
    }

    /// `A \cdot B` as TLC composes actions when its `tlc2.tool.impl.Tool.cdot`
    /// property is `true` (otherwise, TLC's default, it is an error): the
    /// steps of A and then of the conjuncts after the composition, from
    /// the current state s to some t, where t starts out with the
    /// variables assigned so far holding s's values; then, for each t, the
    /// steps of B and again of the conjuncts after the composition, from t
    /// on the next state as assigned so far. (In ENABLED, A alone leads to
    /// t.) t may leave variables without a value: B fails if it reads one.
    /// Each t counts as a generated state, but only for a composition that
    /// is not itself inside one (or in ENABLED).
    #[allow(clippy::too_many_arguments)]
    fn compose(
        &self,
        a: &IrRef,
        b: &IrRef,
        loc: Loc,
        env: &Env,
        ps: &mut [Option<Value>],
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        if !crate::system_properties::action_composition() {
            return err(loc, crate::system_properties::ACTION_COMPOSITION_OFF);
        }
        let mut start: Vec<Option<Value>> = ps.iter().enumerate().map(|(k, v)| v.as_ref().and_then(|_| self.current_value(k))).collect();
        let first = Enumerator { composed: true, current: self.current, ..Enumerator::new(self.ev, Mode::Next, None, self.serial) };
        let mut middles: Vec<Vec<Option<Value>>> = Vec::new();
        let mut middle = |t: &[Option<Value>]| {
            middles.push(t.to_vec());
            Ok(())
        };
        if self.enabled {
            first.run_from(start, a, env, &mut middle)?;
        } else {
            todo.push(Todo { what: Pending::Expr(a), env: env.clone(), cost: self.ev.cost_top() });
            let r = first.step(&mut start, todo, &mut middle);
            todo.pop();
            r?;
        }
        if !self.composed && !self.enabled {
            self.intermediate.set(self.intermediate.get() + middles.len() as u64);
        }
        for t in &middles {
            let full: Option<Vec<Value>> = t.iter().cloned().collect();
            let current = match &full {
                Some(full) => Cur::Full(full),
                None => Cur::Partial(t),
            };
            let second = Enumerator { composed: true, enabled: self.enabled, current: Some(current), ..Enumerator::new(self.ev, Mode::Next, None, 0) };
            let mut next = ps.to_vec();
            todo.push(Todo { what: Pending::Expr(b), env: env.clone(), cost: self.ev.cost_top() });
            let r = self.ev.in_state_epoch(|| second.step(&mut next, todo, out));
            todo.pop();
            r?;
        }
        Ok(())
    }

    /// The value of variable `k` in the current state, if it has one (the
    /// state an action of `A \cdot B` leads to may leave variables without).
    fn current_value(&self, k: usize) -> Option<Value> {
        match self.current.expect("Next mode has a current state") {
            Cur::Full(s) => Some(s[k].clone()),
            Cur::Partial(s) => s[k].clone(),
        }
    }

    /// Continues if `v' # v`; in ENABLED, with substituted variables as the
    /// action set them.
    fn changed(
        &self,
        v: &IrRef,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let differs = if self.enabled {
            self.changed_in_enabled(v, env, ps)?
        } else {
            let st = self.states(ps);
            !self.ev.unchanged(v, env, &st)?
        };
        if differs {
            self.step(ps, todo, out)
        } else {
            Ok(())
        }
    }

    /// The variable `ir` assigns when it is the left side of `=` or `\in`:
    /// `x'` (or `x` in Init), also through an expression that stands for
    /// one, as TLC's getPrimedVar finds it: arguments are substituted for
    /// parameters, so a parameter `q` bound to `inbox` makes `q'` assign
    /// `inbox'`, and one bound to `store'` makes `q` assign it; a
    /// definition without parameters and a LET name stand for their body.
    fn target(&self, ir: &Ir, env: &Env) -> Option<u32> {
        match self.mode {
            Mode::Init => self.variable(ir, env),
            Mode::Next => self.primed_variable(ir, env),
        }
    }

    /// The variable `x` when `ir` stands for `x'`.
    fn primed_variable(&self, ir: &Ir, env: &Env) -> Option<u32> {
        match &ir.kind {
            IrKind::PrimeVar(s) => Some(*s),
            IrKind::Builtin(Builtin::Prime, e) => self.variable(e[0], env),
            _ => self.standing_for(ir, env, &mut |me, x, xenv| me.primed_variable(x, xenv)),
        }
    }

    /// The variable `x` when `ir` stands for the unprimed `x`.
    fn variable(&self, ir: &Ir, env: &Env) -> Option<u32> {
        match &ir.kind {
            IrKind::Var(s) => Some(*s),
            _ => self.standing_for(ir, env, &mut |me, x, xenv| me.variable(x, xenv)),
        }
    }

    /// Applies `f` to the expression a name without arguments stands for:
    /// the argument bound to a parameter, a LET definition's or a
    /// definition's body; None for anything else.
    fn standing_for<T>(&self, ir: &Ir, env: &Env, f: &mut dyn FnMut(&Self, &Ir, &Env) -> Option<T>) -> Option<T> {
        match &ir.kind {
            IrKind::Local(i) => match nth(env, *i) {
                Slot::Lazy(t) => f(self, t.ir, &t.env),
                _ => None,
            },
            IrKind::Call(id, args) if args.is_empty() => match &self.ev.ops[*id].body {
                OpBody::Expr(body) => f(self, body, &None),
                _ => None,
            },
            IrKind::Let(defs, body) => f(self, body, &self.ev.let_env(defs, env)),
            _ => None,
        }
    }

    /// Continues with `slot` set to `v`.
    #[allow(clippy::too_many_arguments)]
    fn assign(
        &self,
        slot: u32,
        v: Value,
        node: Option<u32>,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        ps[slot as usize] = Some(v);
        let r = self.continue_counted(node, ps, todo, out);
        ps[slot as usize] = None;
        r
    }

    fn guard(
        &self,
        ir: &Ir,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        if self.enabled {
            if let IrKind::Builtin(Builtin::Not, a) = &ir.kind {
                if let IrKind::Builtin(Builtin::Unchanged, v) = &a[0].kind {
                    return self.changed(&v[0], env, ps, todo, out);
                }
            }
        }
        let node = self.cost_node(ir);
        let ok = {
            let st = self.states(ps);
            let held = match (node, &ir.kind) {
                (Some(n), IrKind::Call(id, _)) if matches!(self.ev.ops[*id].body, OpBody::Native(_)) => match self.ev.eval_in_node(n, ir, env, &st) {
                    Ok(Value::Bool(b)) => Ok(b),
                    Ok(_) => self.ev.eval_bool(ir, env, &st),
                    Err(e) => Err(e),
                },
                _ => self.ev.eval_bool(ir, env, &st),
            };
            match held {
                // Under ENABLED, TLC evaluates a conjunct that is not an
                // assignment in the partial next state: a primed variable
                // not yet given a value is undefined there.
                Err(e) if self.enabled && e.cause == tla_values::Cause::UnassignedPrimed => {
                    let var = unassigned_primed(&e);
                    return Err(EvalError::new(e.loc, format!("In evaluation, the identifier {var} is either undefined or not an operator.")));
                }
                r => r?,
            }
        };
        if ok {
            self.continue_counted(node, ps, todo, out)
        } else {
            Ok(())
        }
    }

    fn action(
        &self,
        ir: &IrRef,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        if !self.ev.costing() {
            return self.action_in(ir, env, ps, todo, out);
        }
        // With coverage, a connective, quantifier or call is entered (not
        // counted: its parts are) so that its parts are found under it.
        let entered = match &ir.kind {
            IrKind::And(_)
            | IrKind::Or(_)
            | IrKind::Exists(..)
            | IrKind::Forall(..)
            | IrKind::If(..)
            | IrKind::Case(..)
            | IrKind::Call(..)
            | IrKind::CallLocal(..)
            | IrKind::Builtin(Builtin::Implies, _)
            | IrKind::BoxAction(..)
            | IrKind::AngleAction(..)
            | IrKind::FnApp(..)
            | IrKind::FnDefApp(..) => self.cost_node(ir),
            _ => None,
        };
        self.ev.cost_scope(entered, || self.action_in(ir, env, ps, todo, out))
    }

    fn action_in(
        &self,
        ir: &IrRef,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let loc = ir.loc;
        match &ir.kind {
            IrKind::And(items) => {
                let n = items.len();
                for x in items.iter().rev() {
                    todo.push(Todo { what: Pending::Expr(x), env: env.clone(), cost: self.ev.cost_top() });
                }
                // `step` takes the first conjunct and puts it back when done.
                let r = self.step(ps, todo, out);
                let len = todo.len();
                todo.truncate(len - n);
                r
            }
            IrKind::Or(items) => {
                for x in items {
                    self.action(x, env, ps, todo, out)?;
                }
                Ok(())
            }
            IrKind::Exists(bs, body) => self.exists(bs, body, env, ps, todo, out),
            IrKind::Forall(bs, body) => {
                // As TLC: the conjunction of the body's instances, each of
                // which may branch, taken in TLC's order: the first, then
                // the last to the second (TLC puts the others on its list
                // of conjuncts to do in order, each in front; `todo` is
                // taken from its end).
                let mut envs = Vec::new();
                self.collect_envs(bs, 0, env, ps, &mut envs)?;
                let n = envs.len();
                if n == 0 {
                    return self.step(ps, todo, out);
                }
                let rest = envs.split_off(1);
                for e in rest {
                    todo.push(Todo { what: Pending::Expr(body), env: e, cost: self.ev.cost_top() });
                }
                let r = self.action(body, &envs[0], ps, todo, out);
                let len = todo.len();
                todo.truncate(len - (n - 1));
                r
            }
            IrKind::Builtin(Builtin::Implies, args) => {
                let p = {
                    let st = self.states(ps);
                    self.ev.eval_bool(args[0], env, &st)?
                };
                if p {
                    self.action(&args[1], env, ps, todo, out)
                } else {
                    self.step(ps, todo, out)
                }
            }
            IrKind::AngleAction(a, v) if self.mode == Mode::Next => {
                todo.push(Todo { what: Pending::Changed(v), env: env.clone(), cost: self.ev.cost_top() });
                let r = self.action(a, env, ps, todo, out);
                todo.pop();
                r
            }
            IrKind::If(c, t, f) => {
                let cond = {
                    let st = self.states(ps);
                    self.ev.eval_bool(c, env, &st)?
                };
                self.action(if cond { t } else { f }, env, ps, todo, out)
            }
            IrKind::Case(arms, other) => {
                for (g, v) in arms {
                    let hit = {
                        let st = self.states(ps);
                        self.ev.eval_bool(g, env, &st)?
                    };
                    if hit {
                        return self.action(v, env, ps, todo, out);
                    }
                }
                match other {
                    Some(o) => self.action(o, env, ps, todo, out),
                    // (TLC's words say what it was computing.)
                    None => err(
                        loc,
                        match (self.enabled, self.mode) {
                            (true, _) => "In computing ENABLED, TLC encountered a CASE with no conditions true.",
                            (false, Mode::Init) => "In computing initial states, TLC encountered a CASE with no conditions true.",
                            (false, _) => "In computing next states, TLC encountered a CASE with no conditions true.",
                        },
                    ),
                }
            }
            IrKind::Let(defs, body) => {
                let e = self.ev.let_env(defs, env);
                self.action(body, &e, ps, todo, out)
            }
            IrKind::Call(id, args) => self.call(*id, args, ir, env, ps, todo, out),
            IrKind::CallLocal(i, _) | IrKind::Local(i) if self.local_is_action(env, *i) => {
                let slot = nth(env, *i).clone();
                let args: &[IrRef] = match &ir.kind {
                    IrKind::CallLocal(_, a) => a,
                    _ => &[],
                };
                match &slot {
                    Slot::Lazy(t) => self.action(&t.ir, &t.env, ps, todo, out),
                    Slot::Op(c) => match &**c {
                        Closure::Local { body, env: cenv, recursive, .. } => {
                            let mut e = cenv.clone();
                            if *recursive {
                                e = bind(&e, slot.clone());
                            }
                            for a in args {
                                let arg = {
                                    let st = self.states(ps);
                                    self.ev.arg_slot(a, 0, true, env, &st)?
                                };
                                e = bind(&e, arg);
                            }
                            self.ev.nested(loc, || self.action(body, &e, ps, todo, out))
                        }
                        Closure::Global(id) => self.call(*id, args, ir, env, ps, todo, out),
                    },
                    _ => self.guard(ir, env, ps, todo, out),
                }
            }
            IrKind::Builtin(Builtin::Eq, args) => {
                if let Some(slot) = self.target(args[0], env) {
                    if ps[slot as usize].is_none() {
                        let node = self.cost_node(ir);
                        let v = {
                            let st = self.states(ps);
                            self.ev.cost_scope(node, || self.ev.eval(args[1], env, &st))?
                        };
                        return self.assign(slot, v, node, ps, todo, out);
                    }
                }
                if self.enabled {
                    if let IrKind::Builtin(Builtin::Prime, e) = &args[0].kind {
                        let unassigned = {
                            let st = self.states(ps);
                            matches!(self.ev.eval_primed(&e[0], env, &st), Err(x) if x.cause == tla_values::Cause::UnassignedPrimed)
                        };
                        if unassigned {
                            let v = {
                                let st = self.states(ps);
                                self.ev.eval(args[1], env, &st)?
                            };
                            self.virtuals.borrow_mut().push((self.substituted_key(e[0], env), v));
                            let r = self.step(ps, todo, out);
                            self.virtuals.borrow_mut().pop();
                            return r;
                        }
                    }
                }
                self.guard(ir, env, ps, todo, out)
            }
            IrKind::Builtin(b @ (Builtin::In | Builtin::SubsetEq), args) => {
                if let Some(slot) = self.target(args[0], env) {
                    if ps[slot as usize].is_none() {
                        let node = self.cost_node(ir);
                        let (set, set_node) = {
                            let st = self.states(ps);
                            self.ev.cost_scope(node, || {
                                let counted = node.filter(|_| crate::cost::counts_enumeration(args[1])).and_then(|_| self.ev.cost_find(args[1]));
                                Ok((self.ev.eval(args[1], env, &st)?, counted))
                            })?
                        };
                        // `x' \subseteq S` assigns each subset of S, as TLC.
                        let set = if *b == Builtin::SubsetEq { Value::lazy(tla_values::LazySet::Subset(set)) } else { set };
                        let mut enumerated = 0;
                        for v in set.members().map_err(|e| EvalError::from_value(e, args[1].loc))? {
                            enumerated += 1;
                            self.assign(slot, v, node, ps, todo, out)?;
                        }
                        if let Some(n) = set_node {
                            self.ev.cost_count(n, 0, enumerated + crate::cost::enumeration_end(&set));
                        }
                        return Ok(());
                    }
                }
                self.guard(ir, env, ps, todo, out)
            }
            IrKind::Builtin(Builtin::Unchanged, args) if self.mode == Mode::Next => {
                let node = self.cost_node(ir);
                self.unchanged_counted(&args[0], node, env, ps, todo, out)
            }
            // `f[e]` for a function definition whose values are actions
            // (in a LET, `N[n \in S] == A` at module level): TLC enumerates
            // its body as part of the action (so a disjunction there
            // branches).
            IrKind::FnApp(f, args) if matches!(f.kind, IrKind::Local(i) if matches!(local(env, i), Slot::FnDef(_))) => {
                let IrKind::Local(i) = f.kind else { unreachable!() };
                let Slot::FnDef(fc) = local(env, i) else { unreachable!() };
                let (bs, body) = self.ev.let_fn_parts(fc);
                let fenv = bind(&fc.env, Slot::FnDef(fc.clone()));
                self.fn_body(bs, body, fenv, args, env, loc, ps, todo, out)
            }
            IrKind::FnDefApp(id, args) if matches!(&self.ev.ops[*id].body, OpBody::Function(..)) && self.ev.ops[*id].action_level => {
                let OpBody::Function(bs, body) = &self.ev.ops[*id].body else { unreachable!() };
                self.fn_body(bs, body, None, args, env, loc, ps, todo, out)
            }
            IrKind::Builtin(Builtin::Cdot, args) if self.mode == Mode::Next => self.compose(&args[0], &args[1], ir.loc, env, ps, todo, out),
            IrKind::BoxAction(a, v) if self.mode == Mode::Next => {
                self.action(a, env, ps, todo, out)?;
                self.unchanged(v, env, ps, todo, out)
            }
            _ => self.guard(ir, env, ps, todo, out),
        }
    }

    /// The body of a function definition (binders `bs`, closed by `fenv`)
    /// applied to `args`, enumerated as part of the action.
    #[allow(clippy::too_many_arguments)]
    fn fn_body(
        &self,
        bs: &[Binder],
        body: &IrRef,
        fenv: Env,
        args: &[IrRef],
        env: &Env,
        loc: Loc,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let inner = {
            let st = self.states(ps);
            let arg = self.ev.fn_arg(args, env, &st)?;
            self.ev.fn_def_env(bs, fenv, arg, &st, loc)?
        };
        self.ev.nested(loc, || self.action(body, &inner, ps, todo, out))
    }

    /// A call of operator `id` as part of the action (`at` is the call
    /// itself, a guard when the operator is not a definition).
    #[allow(clippy::too_many_arguments)]
    fn call(
        &self,
        id: OpId,
        args: &[IrRef],
        at: &Ir,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        match &self.ev.ops[id].body {
            OpBody::Expr(body) => {
                let callee = {
                    let st = self.states(ps);
                    self.bind_args_lazily(id, args, env, &st)?
                };
                self.ev.nested(at.loc, || self.action(body, &callee, ps, todo, out))
            }
            _ => self.guard(at, env, ps, todo, out),
        }
    }

    /// `UNCHANGED v`, as TLC's processUnchanged takes it: `v` is split
    /// into its parts (through tuples, and through names standing for
    /// expressions: parameters, LET names, definitions without
    /// parameters), taken in order: a variable keeps its value (assigned
    /// if the action has not yet), any other part must evaluate to the same
    /// value in both states.
    fn unchanged(
        &self,
        v: &IrRef,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        self.unchanged_counted(v, None, env, ps, todo, out)
    }

    /// `UNCHANGED v` as a conjunct (its cost-model node `node`).
    fn unchanged_counted(
        &self,
        v: &IrRef,
        node: Option<u32>,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let mut parts = Vec::with_capacity(self.ev.vars.len());
        self.unchanged_parts(v, env, &mut parts);
        self.ev.cost_scope(node, || self.unchanged_from(&parts, node, ps, todo, out))
    }

    fn unchanged_parts(&self, ir: &IrRef, env: &Env, parts: &mut Vec<UnchangedPart>) {
        if let Some(s) = self.variable(ir, env) {
            return parts.push(UnchangedPart::Var(s));
        }
        match &ir.kind {
            IrKind::Tuple(items) => items.iter().for_each(|x| self.unchanged_parts(x, env, parts)),
            IrKind::Local(i) => match nth(env, *i) {
                Slot::Lazy(t) => self.unchanged_parts(&t.ir, &t.env, parts),
                _ => parts.push(UnchangedPart::Same(ir, env.clone())),
            },
            // A definition is followed to a tuple or to another name;
            // otherwise the call itself is compared (in ENABLED, a
            // substituted expression is known by the definition it calls).
            IrKind::Call(id, args)
                if args.is_empty()
                    && matches!(&self.ev.ops[*id].body, OpBody::Expr(b) if matches!(b.kind, IrKind::Tuple(_) | IrKind::Local(_) | IrKind::Call(..))) =>
            {
                let OpBody::Expr(body) = &self.ev.ops[*id].body else { unreachable!() };
                self.unchanged_parts(body, &None, parts)
            }
            _ => parts.push(UnchangedPart::Same(ir, env.clone())),
        }
    }

    fn unchanged_from(
        &self,
        parts: &[UnchangedPart],
        node: Option<u32>,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let Some((part, rest)) = parts.split_first() else { return self.continue_counted(node, ps, todo, out) };
        match part {
            UnchangedPart::Var(s) => {
                let s = *s as usize;
                // (A variable the first action of `A \cdot B` left without
                // a value stays without: the step is then incomplete.)
                let Some(now) = self.current_value(s) else { return self.unchanged_from(rest, node, ps, todo, out) };
                match &ps[s] {
                    None => {
                        ps[s] = Some(now);
                        let r = self.unchanged_from(rest, node, ps, todo, out);
                        ps[s] = None;
                        r
                    }
                    Some(v) if *v == now => self.unchanged_from(rest, node, ps, todo, out),
                    Some(_) => Ok(()),
                }
            }
            UnchangedPart::Same(e, eenv) if self.enabled => {
                // Substituted variables keep their values, as the
                // instance's variables would.
                let now = {
                    let st = self.states(ps);
                    self.ev.eval(e, eenv, &States { cur: st.cur, next: None, serial: 0 })?
                };
                let key = self.substituted_key(e, eenv);
                match self.virtual_value(key) {
                    Some(x) if x != now => Ok(()),
                    Some(_) => self.unchanged_from(rest, node, ps, todo, out),
                    None => {
                        self.virtuals.borrow_mut().push((key, now));
                        let r = self.unchanged_from(rest, node, ps, todo, out);
                        self.virtuals.borrow_mut().pop();
                        r
                    }
                }
            }
            UnchangedPart::Same(e, eenv) => {
                let same = {
                    let st = self.states(ps);
                    self.ev.unchanged(e, eenv, &st)?
                };
                if same {
                    self.unchanged_from(rest, node, ps, todo, out)
                } else {
                    Ok(())
                }
            }
        }
    }

    fn local_is_action(&self, env: &Env, i: u32) -> bool {
        matches!(nth(env, i), Slot::Lazy(_) | Slot::Op(_))
    }

    fn bind_args_lazily(&self, id: OpId, args: &[IrRef], env: &Env, st: &States) -> EResult<Env> {
        let op = &self.ev.ops[id];
        let mut callee: Env = None;
        for (i, a) in args.iter().enumerate() {
            let arity = op.params.get(i).copied().unwrap_or(0);
            let lazy = op.lazy_args || self.ev.reads_next_state(a) || self.mode == Mode::Init;
            let slot = self.ev.arg_slot(a, arity, lazy, env, st)?;
            callee = bind(&callee, slot);
        }
        Ok(callee)
    }

    #[allow(clippy::too_many_arguments)]
    fn exists(
        &self,
        bs: &[Binder],
        body: &IrRef,
        env: &Env,
        ps: &mut Vec<Option<Value>>,
        todo: &mut Vec<Todo>,
        out: &mut dyn FnMut(&[Option<Value>]) -> EResult<()>,
    ) -> EResult<()> {
        let mut envs = Vec::with_capacity(8);
        self.collect_envs(bs, 0, env, ps, &mut envs)?;
        for e in &envs {
            self.action(body, e, ps, todo, out)?;
        }
        Ok(())
    }

    fn collect_envs(&self, bs: &[Binder], i: usize, env: &Env, ps: &[Option<Value>], out: &mut Vec<Env>) -> EResult<()> {
        // Several variables: in TLC's order, the first turning fastest.
        if i == 0 && bs.len() > 1 {
            let st = self.states(ps);
            self.ev.enumerate_binders(bs, env, &st, bs[0].set.as_ref().map_or(Loc::default(), |s| s.loc), &mut |e, _| {
                out.push(e.clone());
                Ok(true)
            })?;
            return Ok(());
        }
        if i == bs.len() {
            out.push(env.clone());
            return Ok(());
        }
        let b = &bs[i];
        let Some(set_ir) = &b.set else { return err(Loc::default(), "TLC cannot enumerate an unbounded \\A") };
        let set = {
            let st = self.states(ps);
            self.ev.eval(set_ir, env, &st)?
        };
        let mut enumerated = 0;
        for v in set.members().map_err(|e| EvalError::from_value(e, set_ir.loc))? {
            enumerated += 1;
            let inner = self.ev.bind_pattern(b, &v, env, set_ir.loc)?;
            self.collect_envs(bs, i + 1, &inner, ps, out)?;
        }
        if let Some(n) = self.cost_node(set_ir).filter(|_| crate::cost::counts_enumeration(set_ir)) {
            self.ev.cost_count(n, 0, enumerated + crate::cost::enumeration_end(&set));
        }
        Ok(())
    }
}

fn nth(env: &Env, i: u32) -> &Slot {
    let mut e = env.as_ref().expect("bound local");
    for _ in 0..i {
        e = e.next.as_ref().expect("bound local");
    }
    &e.slot
}

/// The variable an `UnassignedPrimed` error names (its message quotes it
/// as `` `x'` ``, see `Evaluator::prime_value`).
fn unassigned_primed(e: &EvalError) -> &str {
    e.message.split('`').nth(1).unwrap_or_default().trim_end_matches('\'')
}
