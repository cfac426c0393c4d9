//! Temporal formulas as LTL over TLA+ predicates.
//!
//! A property is taken apart down to its state and action predicates (the
//! atoms), which the checker evaluates on states and transitions; what is
//! left is LTL with until and release, in negation normal form. Definitions
//! are expanded, and quantifiers over constant sets are unrolled
//! (`\A p \in Procs : WF_vars(Step(p))` becomes one conjunct per process).

use std::collections::HashMap;
use tla_eval::eval::{bind, closure_arg_arity, local, Closure, Slot};
use tla_eval::ir::{Builtin, Ir, IrKind, IrRef, OpBody, OpId};
use tla_eval::{Cur, EResult, Env, EvalError, Evaluator, Loc, States};
use tla_values::Value;

/// A predicate the checker evaluates: on a state, or on a transition.
pub struct Atom {
    pub ir: IrRef,
    /// The values of the quantified variables and parameters it mentions.
    pub env: Env,
    /// It reads the next state (an action).
    pub action: bool,
}

/// LTL in negation normal form over atoms.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ltl {
    True,
    False,
    /// Atom `.0`, negated unless `.1`.
    Lit(usize, bool),
    And(Vec<Ltl>),
    Or(Vec<Ltl>),
    /// `a U b`: b eventually holds, and a until then.
    Until(Box<Ltl>, Box<Ltl>),
    /// `a R b`: b holds until and including when a holds (or forever).
    Release(Box<Ltl>, Box<Ltl>),
}

impl Ltl {
    pub fn always(f: Ltl) -> Ltl {
        Ltl::Release(Box::new(Ltl::False), Box::new(f))
    }
    pub fn eventually(f: Ltl) -> Ltl {
        Ltl::Until(Box::new(Ltl::True), Box::new(f))
    }
    fn and(items: Vec<Ltl>) -> Ltl {
        let mut out = Vec::new();
        for f in items {
            match f {
                Ltl::True => {}
                Ltl::False => return Ltl::False,
                Ltl::And(xs) => out.extend(xs),
                f => out.push(f),
            }
        }
        match out.len() {
            0 => Ltl::True,
            1 => out.pop().unwrap(),
            _ => Ltl::And(out),
        }
    }
    fn or(items: Vec<Ltl>) -> Ltl {
        let mut out = Vec::new();
        for f in items {
            match f {
                Ltl::False => {}
                Ltl::True => return Ltl::True,
                Ltl::Or(xs) => out.extend(xs),
                f => out.push(f),
            }
        }
        match out.len() {
            0 => Ltl::False,
            1 => out.pop().unwrap(),
            _ => Ltl::Or(out),
        }
    }
}

/// `WF_v(A)` or `SF_v(A)` of the specification: a constraint on which
/// cycles of the state graph are fair.
#[derive(Clone, Copy, Debug)]
pub struct Fairness {
    pub strong: bool,
    /// The state atom `ENABLED <<A>>_v`.
    pub enabled: usize,
    /// The action atom `<<A>>_v`.
    pub taken: usize,
}

/// Builds formulas, collecting their atoms.
pub struct Builder<'e, 'm> {
    pub ev: &'e Evaluator<'m>,
    pub atoms: Vec<Atom>,
    levels: HashMap<OpId, u8>,
    /// Atoms already made, by expression and environment.
    known: HashMap<(usize, usize), usize>,
    /// A quantifier whose bound TLC cannot enumerate: TLC refuses the
    /// formula before the search (see `UnenumerableBound`).
    pub unenumerable: Option<UnenumerableBound>,
}

/// `\A p \in C : WF_v(A(p))` with `C` no set TLC can enumerate (a model
/// value, Nat): "TLC cannot handle the temporal formula ...".
#[derive(Debug, Clone)]
pub struct UnenumerableBound {
    /// The quantified formula.
    pub formula: Loc,
    /// The bound, and its value.
    pub bound: Loc,
    pub value: Value,
}

fn error<T>(loc: Loc, message: impl Into<String>) -> EResult<T> {
    Err(EvalError::new(loc, message))
}

fn env_key(env: &Env) -> usize {
    env.as_ref().map_or(0, |rc| std::rc::Rc::as_ptr(rc) as usize)
}

impl<'e, 'm> Builder<'e, 'm> {
    pub fn new(ev: &'e Evaluator<'m>) -> Builder<'e, 'm> {
        Builder { ev, atoms: Vec::new(), levels: HashMap::new(), known: HashMap::new(), unenumerable: None }
    }

    /// 0 constant, 1 state, 2 action, 3 temporal.
    pub fn level(&mut self, ir: &Ir) -> u8 {
        tla_eval::compile::level(ir, self.ev.ops, &mut self.levels)
    }

    /// The level of `ir` where `env` binds its locals: an argument bound
    /// by name (see `bind_temporal_args`) has the level of its expression,
    /// so `P(x)` with `P(a) == []a` is temporal where `a` stands for `<>Q`,
    /// and `a` an action where it stands for `x' > x`.
    pub fn level_in(&mut self, ir: &Ir, env: &Env) -> u8 {
        let mut lvl = self.level(ir);
        for i in tla_eval::compile::free_locals(ir) {
            if lvl == 3 {
                break;
            }
            let l = match local(env, i) {
                Slot::Lazy(t) if t.is_by_name() => self.level_in(t.ir, &t.env.clone()),
                Slot::Op(c) => match &**c {
                    Closure::Global(id) => tla_eval::compile::op_level(*id, self.ev.ops, &mut self.levels),
                    Closure::Local { arity, body, env: cenv, recursive } => {
                        // (The body's own parameters, and the closure
                        // itself when recursive, are bound below `cenv`.)
                        let skip = (*arity + usize::from(*recursive)) as u32;
                        let (body, cenv) = (*body, cenv.clone());
                        let mut l = self.level(body);
                        for j in tla_eval::compile::free_locals(body).into_iter().filter(|&j| j >= skip) {
                            if let Slot::Lazy(t) = local(&cenv, j - skip) {
                                if t.is_by_name() {
                                    l = l.max(self.level_in(t.ir, &t.env.clone()));
                                }
                            }
                        }
                        l
                    }
                },
                _ => 0,
            };
            lvl = lvl.max(l);
        }
        lvl
    }

    fn atom(&mut self, ir: &IrRef, env: &Env) -> usize {
        let key = (*ir as *const Ir as usize, env_key(env));
        if let Some(&a) = self.known.get(&key) {
            return a;
        }
        let action = self.level_in(ir, env) >= 2;
        self.atoms.push(Atom { ir, env: env.clone(), action });
        let id = self.atoms.len() - 1;
        self.known.insert(key, id);
        id
    }

    fn lit(&mut self, ir: &IrRef, env: &Env, positive: bool) -> Ltl {
        Ltl::Lit(self.atom(ir, env), positive)
    }

    /// The atoms `ENABLED <<A>>_v` (as compiled where WF/SF is written)
    /// and `<<A>>_v` of `WF_v(A)`/`SF_v(A)`.
    fn fairness_atoms(&mut self, sub: &IrRef, action: &IrRef, enabled: &IrRef, env: &Env, loc: Loc) -> (usize, usize) {
        let angle = Ir::new(IrKind::AngleAction(action, sub), loc);
        (self.atom(enabled, env), self.atom(&angle, env))
    }

    /// The value of a constant-level predicate, if it evaluates to one.
    fn constant_truth(&self, ir: &IrRef, env: &Env) -> Option<bool> {
        let partial = self.constant_state();
        let st = States { cur: Cur::Partial(&partial), next: None, serial: 0 };
        self.ev.eval_bool(ir, env, &st).ok()
    }

    fn constant_state(&self) -> Vec<Option<Value>> {
        vec![None; self.ev.vars.len()]
    }

    /// The values a quantifier of a temporal formula ranges over, each
    /// with the environment binding it.
    fn unroll(&mut self, binders: &[tla_eval::ir::Binder], env: &Env, loc: Loc) -> EResult<Vec<Env>> {
        let partial = self.constant_state();
        let st = States { cur: Cur::Partial(&partial), next: None, serial: 0 };
        let mut envs = Vec::new();
        let unrolled = self.ev.enumerate_binders(binders, env, &st, loc, &mut |e, _| {
            envs.push(e.clone());
            Ok(true)
        });
        if let Err(e) = unrolled {
            // Which bound is a value that cannot be enumerated? (The bounds
            // of one quantifier see none of its variables.)
            for set in binders.iter().filter_map(|b| b.set.as_ref()) {
                if let Ok(v) = self.ev.eval(set, env, &st) {
                    if v.members().is_err() {
                        self.unenumerable = Some(UnenumerableBound { formula: loc, bound: set.loc, value: v });
                        break;
                    }
                }
            }
            return Err(e);
        }
        Ok(envs)
    }

    /// The environment of a call of temporal operator `id`.
    fn bind_temporal_args(&mut self, id: OpId, args: &[IrRef], env: &Env) -> EResult<Env> {
        let arities: Vec<usize> = (0..args.len()).map(|i| self.ev.ops[id].params.get(i).copied().unwrap_or(0)).collect();
        self.bind_args_onto(None, &arities, args, env)
    }

    /// `env` extended with a call's arguments, one per parameter of the
    /// given arity. TLA+ substitutes an argument for its parameter: a
    /// constant one is evaluated once, an operator is passed as one, and
    /// any other (a state function, an action, a temporal formula) is
    /// bound by name, to be read in each state, or taken apart as a
    /// formula, where the body uses it.
    fn bind_args_onto(&mut self, mut callee: Env, arities: &[usize], args: &[IrRef], env: &Env) -> EResult<Env> {
        let partial = self.constant_state();
        let st = States { cur: Cur::Partial(&partial), next: None, serial: 0 };
        for (a, &arity) in args.iter().zip(arities) {
            let slot = if arity > 0 || matches!(a.kind, IrKind::Local(_) | IrKind::Lit(_)) || self.level_in(a, env) == 0 {
                self.ev.arg_slot(a, arity, false, env, &st)?
            } else {
                Evaluator::by_name(a, env.clone())
            };
            callee = bind(&callee, slot);
        }
        Ok(callee)
    }

    /// `f(args)` for an operator `f` held in a local (a LET operator, a
    /// LAMBDA, an operator argument), as the body it stands for and the
    /// environment the body is read in.
    fn local_call(&mut self, i: u32, args: &[IrRef], env: &Env, loc: Loc) -> EResult<(IrRef, Env)> {
        match local(env, i).clone() {
            Slot::Op(c) => match &*c {
                Closure::Global(id) => {
                    let OpBody::Expr(body) = &self.ev.ops[*id].body else {
                        return error(loc, "this temporal operator cannot be expanded");
                    };
                    let body = *body;
                    Ok((body, self.bind_temporal_args(*id, args, env)?))
                }
                Closure::Local { arity, body, env: cenv, recursive } => {
                    let mut e = cenv.clone();
                    if *recursive {
                        e = bind(&e, Slot::Op(c.clone()));
                    }
                    let arities: Vec<usize> = args.iter().map(|a| closure_arg_arity(a, env)).collect();
                    debug_assert_eq!(*arity, args.len());
                    let body = *body;
                    Ok((body, self.bind_args_onto(e, &arities, args, env)?))
                }
            },
            Slot::Lazy(t) if t.is_by_name() && args.is_empty() => Ok((t.ir, t.env.clone())),
            _ => error(loc, "tlars cannot check this form of temporal formula yet"),
        }
    }

    /// `ir` (or its negation, unless `positive`) as LTL.
    pub fn formula(&mut self, ir: &IrRef, env: &Env, positive: bool) -> EResult<Ltl> {
        // A parameter bound by name is the formula it stands for.
        if let IrKind::Local(i) | IrKind::CallLocal(i, _) = ir.kind {
            if let Slot::Lazy(t) = local(env, i) {
                let nullary = matches!(&ir.kind, IrKind::Local(_)) || matches!(&ir.kind, IrKind::CallLocal(_, a) if a.is_empty());
                if t.is_by_name() && nullary {
                    let (ir, env) = (t.ir, t.env.clone());
                    return self.formula(&ir, &env, positive);
                }
            }
        }
        let level = self.level_in(ir, env);
        if level < 3 {
            return Ok(match &ir.kind {
                IrKind::Lit(Value::Bool(b)) => {
                    if *b == positive {
                        Ltl::True
                    } else {
                        Ltl::False
                    }
                }
                // TLC evaluates constant parts when it builds the
                // tableau (a bound variable of an unrolled quantifier is
                // constant too).
                _ if level == 0 => match self.constant_truth(ir, env) {
                    Some(b) if b == positive => Ltl::True,
                    Some(_) => Ltl::False,
                    None => self.lit(ir, env, positive),
                },
                _ => self.lit(ir, env, positive),
            });
        }
        let loc = ir.loc;
        match &ir.kind {
            IrKind::Builtin(Builtin::Not, a) => self.formula(&a[0], env, !positive),
            IrKind::And(items) | IrKind::Or(items) => {
                let parts = items.iter().map(|x| self.formula(x, env, positive)).collect::<EResult<Vec<_>>>()?;
                let conj = matches!(ir.kind, IrKind::And(_)) == positive;
                Ok(if conj { Ltl::and(parts) } else { Ltl::or(parts) })
            }
            IrKind::Builtin(Builtin::Implies, a) => {
                let (p, q) = (self.formula(&a[0], env, !positive)?, self.formula(&a[1], env, positive)?);
                Ok(if positive { Ltl::or(vec![p, q]) } else { Ltl::and(vec![p, q]) })
            }
            IrKind::Builtin(Builtin::Equiv, a) => {
                let (p, np) = (self.formula(&a[0], env, true)?, self.formula(&a[0], env, false)?);
                let (q, nq) = (self.formula(&a[1], env, true)?, self.formula(&a[1], env, false)?);
                Ok(if positive {
                    Ltl::or(vec![Ltl::and(vec![p, q]), Ltl::and(vec![np, nq])])
                } else {
                    Ltl::or(vec![Ltl::and(vec![p, nq]), Ltl::and(vec![np, q])])
                })
            }
            IrKind::Builtin(Builtin::Always, a) => {
                let f = self.formula(&a[0], env, positive)?;
                Ok(if positive { Ltl::always(f) } else { Ltl::eventually(f) })
            }
            IrKind::Builtin(Builtin::Eventually, a) => {
                let f = self.formula(&a[0], env, positive)?;
                Ok(if positive { Ltl::eventually(f) } else { Ltl::always(f) })
            }
            IrKind::Builtin(Builtin::LeadsTo, a) => {
                // P ~> Q == [](P => <>Q)
                if positive {
                    let (np, q) = (self.formula(&a[0], env, false)?, self.formula(&a[1], env, true)?);
                    Ok(Ltl::always(Ltl::or(vec![np, Ltl::eventually(q)])))
                } else {
                    let (p, nq) = (self.formula(&a[0], env, true)?, self.formula(&a[1], env, false)?);
                    Ok(Ltl::eventually(Ltl::and(vec![p, Ltl::always(nq)])))
                }
            }
            IrKind::Fairness { strong, sub, action, enabled } => {
                let (en, taken) = self.fairness_atoms(sub, action, enabled, env, loc);
                let (en_p, en_n) = (Ltl::Lit(en, true), Ltl::Lit(en, false));
                let (tk_p, tk_n) = (Ltl::Lit(taken, true), Ltl::Lit(taken, false));
                let inf = |f: Ltl| Ltl::always(Ltl::eventually(f));
                let fin = |f: Ltl| Ltl::eventually(Ltl::always(f));
                Ok(match (strong, positive) {
                    // WF: []<>~ENABLED <<A>>_v \/ []<><<A>>_v
                    (false, true) => inf(Ltl::or(vec![en_n, tk_p])),
                    (false, false) => fin(Ltl::and(vec![en_p, tk_n])),
                    // SF: <>[]~ENABLED <<A>>_v \/ []<><<A>>_v
                    (true, true) => Ltl::or(vec![fin(en_n), inf(tk_p)]),
                    (true, false) => Ltl::and(vec![inf(en_p), fin(tk_n)]),
                })
            }
            IrKind::Forall(binders, body) | IrKind::Exists(binders, body) => {
                let conj = matches!(ir.kind, IrKind::Forall(..)) == positive;
                let envs = self.unroll(binders, env, loc)?;
                let parts = envs.iter().map(|e| self.formula(body, e, positive)).collect::<EResult<Vec<_>>>()?;
                Ok(if conj { Ltl::and(parts) } else { Ltl::or(parts) })
            }
            IrKind::Call(id, args) => {
                let OpBody::Expr(body) = &self.ev.ops[*id].body else {
                    return error(loc, "this temporal operator cannot be expanded");
                };
                let body = *body;
                let callee = self.bind_temporal_args(*id, args, env)?;
                self.formula(&body, &callee, positive)
            }
            IrKind::Let(defs, body) => {
                let e = self.ev.let_env_by_name(defs, env);
                self.formula(body, &e, positive)
            }
            IrKind::CallLocal(i, args) => {
                let (body, e) = self.local_call(*i, args, env, loc)?;
                self.formula(&body, &e, positive)
            }
            IrKind::If(c, a, b) if self.level_in(c, env) == 0 => {
                let partial = self.constant_state();
                let st = States { cur: Cur::Partial(&partial), next: None, serial: 0 };
                if self.ev.eval_bool(c, env, &st)? {
                    self.formula(a, env, positive)
                } else {
                    self.formula(b, env, positive)
                }
            }
            IrKind::If(c, a, b) => {
                // The condition holds (or not) in the first state.
                let (yes, no) = (self.formula(c, env, true)?, self.formula(c, env, false)?);
                let (a, b) = (self.formula(a, env, positive)?, self.formula(b, env, positive)?);
                Ok(Ltl::or(vec![Ltl::and(vec![yes, a]), Ltl::and(vec![no, b])]))
            }
            IrKind::TemporalQuant => error(loc, "TLC cannot handle the temporal quantifiers \\EE and \\AA"),
            _ => error(loc, "tlars cannot check this form of temporal formula yet"),
        }
    }

    /// The fairness conditions of a specification's temporal conjunct, if it
    /// is made of WF/SF only (conjunctions, definitions and quantifiers over
    /// constant sets of them).
    pub fn fairness(&mut self, ir: &IrRef, env: &Env, out: &mut Vec<Fairness>) -> EResult<bool> {
        match &ir.kind {
            IrKind::Fairness { strong, sub, action, enabled } => {
                let (enabled, taken) = self.fairness_atoms(sub, action, enabled, env, ir.loc);
                out.push(Fairness { strong: *strong, enabled, taken });
                Ok(true)
            }
            IrKind::And(items) => {
                for x in items {
                    if !self.fairness(x, env, out)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            IrKind::Forall(binders, body) => {
                let envs = self.unroll(binders, env, ir.loc)?;
                for e in &envs {
                    if !self.fairness(body, e, out)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            IrKind::Call(id, args) => match &self.ev.ops[*id].body {
                OpBody::Expr(body) => {
                    let body = *body;
                    let callee = self.bind_temporal_args(*id, args, env)?;
                    self.fairness(&body, &callee, out)
                }
                _ => Ok(false),
            },
            IrKind::Let(defs, body) => {
                let e = self.ev.let_env_by_name(defs, env);
                self.fairness(body, &e, out)
            }
            IrKind::Local(i) | IrKind::CallLocal(i, _) if matches!(local(env, *i), Slot::Op(_) | Slot::Lazy(_)) => {
                let args = match &ir.kind {
                    IrKind::CallLocal(_, a) => a.as_slice(),
                    _ => &[],
                };
                match self.local_call(*i, args, env, ir.loc) {
                    Ok((body, e)) => self.fairness(&body, &e, out),
                    Err(_) => Ok(false),
                }
            }
            _ => Ok(false),
        }
    }
}
