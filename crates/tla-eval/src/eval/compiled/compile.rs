//! Building compiled trees: the compiler, what it inlines and what it
//! refuses.

use super::*;

/// Inlining stops at this depth (recursion, or a very deep chain of
/// definitions): the expression is left to the interpreter.
pub(super) const MAX_INLINE_DEPTH: usize = 24;

/// Builds compiled trees with one evaluator (for the operators' table).
pub struct Compiler<'e, 'm> {
    pub(super) ev: &'e Evaluator<'m>,
    /// The first form refused.
    refused: Option<Refusal>,
    /// The frame slots used so far.
    slots: usize,
    depth: usize,
    /// Whether primed variables may be read (an action's plan).
    pub(super) primes: bool,
    /// Inside `e'` (e not a variable): the first slot allocated inside, so
    /// that a variable reads the next state and what was bound outside is
    /// read only where it is a value of no state (see `primed`).
    in_prime: Option<usize>,
    /// The slots of bound variables (quantifiers, comprehensions, an
    /// operator argument's parameter): values of no state, the same
    /// inside a prime.
    rigid: Vec<usize>,
    /// The definitions being inlined, innermost last: a call of one of
    /// them is recursive, and calls its body compiled apart (`Callee`).
    inlining: Vec<OpId>,
    /// The bodies compiled apart, by definition (shared by the compilers
    /// of one tree: a recursive call finds its callee while the callee is
    /// being compiled).
    callees: std::rc::Rc<std::cell::RefCell<std::collections::HashMap<OpId, CalleeCell>>>,
    /// A native whose result is not a function of its arguments (random
    /// choice, the clock) was compiled.
    impure: bool,
    /// The compositions (`\cdot`) whose parts are being compiled.
    pub(super) composing: usize,
    /// Compiling an action's plan, whose unchanged variables are read
    /// from the current state (`plan::Step::Keep`).
    pub(super) keeps: bool,
}

/// Whether `e` is a variable or a tuple of them (nested), those added to
/// `out` in order (some may be added where it is not).
fn variables_of(e: &Expr, out: &mut Vec<u32>) -> bool {
    match e {
        Expr::Var(x) => {
            out.push(*x);
            true
        }
        Expr::Tuple(items) => items.iter().all(|x| variables_of(x, out)),
        _ => false,
    }
}

/// A definition's body compiled apart, to be called with a frame of its
/// own (recursion): its parameters in slots 0.., and the slots it needs.
#[derive(Debug)]
pub struct Callee {
    pub(super) body: Expr,
    pub(super) frame: usize,
}

/// A callee, set once its compilation ends (`None`: it did not compile).
pub type CalleeCell = std::sync::Arc<std::sync::OnceLock<Option<Callee>>>;

/// Recursive calls deeper than this give up (the interpreter, which grows
/// its stack, evaluates them, and reports a recursion that runs away).
pub(super) const MAX_CALL_DEPTH: usize = 256;

impl<'e, 'm> Compiler<'e, 'm> {
    pub fn new(ev: &'e Evaluator<'m>) -> Self {
        Compiler {
            ev,
            refused: None,
            slots: 0,
            depth: 0,
            primes: false,
            in_prime: None,
            rigid: Vec::new(),
            inlining: Vec::new(),
            callees: Default::default(),
            impure: false,
            composing: 0,
            keeps: false,
        }
    }

    /// A recursive call of `id` (a definition without operator parameters
    /// that reads no next state): its body compiled apart, once per tree.
    fn recursive_call(&mut self, id: OpId, body: IrRef, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        // (One that reads the next state takes its arguments unevaluated:
        // the interpreter's.)
        if self.ev.ops[id].lazy_args || self.ev.ops[id].action_level || self.in_prime.is_some() {
            return self.refuse(body.loc, "a recursive operator that reads the next state");
        }
        let args = self.all(args, scope)?;
        let known = self.callees.borrow().get(&id).cloned();
        let cell = match known {
            Some(cell) => cell,
            None => {
                let cell = CalleeCell::default();
                self.callees.borrow_mut().insert(id, cell.clone());
                let mut apart = Compiler {
                    ev: self.ev,
                    refused: None,
                    slots: args.len(),
                    depth: 0,
                    primes: false,
                    in_prime: None,
                    rigid: Vec::new(),
                    inlining: vec![id],
                    callees: self.callees.clone(),
                    impure: false,
                    composing: 0,
                    keeps: false,
                };
                let params: Vec<Local> = (0..args.len()).map(Local::Slot).collect();
                let compiled = apart.expr(body, &params).map(|body| Callee { body, frame: apart.slots });
                self.impure |= apart.impure;
                if compiled.is_none() {
                    if let Some(why) = apart.refused {
                        self.refuse::<()>(why.loc, why.form);
                    }
                }
                let _ = cell.set(compiled);
                cell
            }
        };
        if cell.get().is_some_and(Option::is_none) {
            return self.refuse(body.loc, "a recursive operator whose body is not compiled");
        }
        Some(Expr::Call(cell, args))
    }

    /// The first form refused so far.
    pub fn refusal(&self) -> Option<Refusal> {
        self.refused.clone()
    }

    /// Whether what was compiled is a function of the state it reads: no
    /// native that chooses at random or reads the clock, here or in a
    /// recursive definition's body compiled apart.
    pub fn pure(&self) -> bool {
        !self.impure
    }

    /// Refuses `form` at `loc` (remembered if it is the first).
    pub(super) fn refuse<T>(&mut self, loc: Loc, form: impl Into<String>) -> Option<T> {
        if self.refused.is_none() {
            self.refused = Some(Refusal { loc, form: form.into() });
        }
        None
    }

    /// The frame slots the trees built so far need.
    pub fn frame_size(&self) -> usize {
        self.slots
    }

    fn slot(&mut self) -> usize {
        self.slots += 1;
        self.slots - 1
    }

    /// Whether slot `k`, read inside a prime, holds what was computed
    /// outside it from the current state (an argument's or a LET's value,
    /// `@`): TLA+ substitutes, so the prime would apply to it. A bound
    /// variable's value is of no state.
    fn outside_prime(&self, k: usize) -> bool {
        self.in_prime.is_some_and(|from| k < from && !self.rigid.contains(&k))
    }

    /// An argument substituted outside a prime, read inside it: its
    /// variables read the next state (`None`: one that cannot be).
    fn primed(&self, p: &Expr) -> Option<Expr> {
        match p {
            Expr::Var(v) => Some(Expr::Primed(*v)),
            Expr::Const(_) | Expr::Remembered(_) | Expr::Folded(..) | Expr::Primed(_) => Some(p.clone()),
            Expr::Slot(k) if !self.outside_prime(*k) => Some(p.clone()),
            Expr::Lookup(f, keys) if matches!(**f, Expr::Slot(k) if !self.outside_prime(k)) && keys.iter().all(|k| matches!(k, Key::Const(_))) => {
                Some(p.clone())
            }
            _ => None,
        }
    }

    /// The state predicate or value `ir` (read outside any binding),
    /// compiled; `None` when it is not of a form the compiler takes.
    pub fn compile(&mut self, ir: IrRef) -> Option<Expr> {
        self.expr(ir, &[])
    }

    /// The predicate `ir` whose locals hold `bound`, of a state or (with
    /// `action`) of a step: primed variables read the next state, which
    /// the caller puts in the scratch (a property's atom, checked on the
    /// states and steps found).
    pub fn predicate(&mut self, ir: IrRef, bound: &[Value], action: bool) -> Option<Expr> {
        self.primes = action;
        let scope: Vec<Local> = bound.iter().cloned().map(Local::Value).collect();
        self.expr(ir, &scope)
    }

    /// The variables `UNCHANGED v` keeps (v read in `scope`), for `v` a
    /// variable or a tuple of them, through definitions without parameters
    /// and arguments.
    pub(super) fn unchanged_vars(&mut self, v: IrRef, scope: &[Local], out: &mut Vec<u32>) -> Option<()> {
        let mut parts = Vec::new();
        self.unchanged_parts(v, scope, out, &mut parts);
        match parts.first() {
            Some(e) => self.refuse(e.loc, "UNCHANGED of an expression"),
            None => Some(()),
        }
    }

    /// `ENABLED A` or `ENABLED <<A>>_v`, by A's plan (not in an
    /// instance's definition, whose variables ENABLED takes as free: the
    /// interpreter's).
    fn enabled_of(&mut self, ir: IrRef, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        if args.len() > 1 {
            return self.refuse(ir.loc, "ENABLED of an instance's action");
        }
        let (a, changed) = match &args[0].kind {
            IrKind::AngleAction(a, v) => {
                let mut vars = Vec::new();
                self.unchanged_vars(v, scope, &mut vars)?;
                (*a, Some(vars))
            }
            _ => (args[0], None),
        };
        let steps = self.enabled_plan(a, scope)?;
        Some(Expr::Enabled { steps, vars: self.ev.vars.len(), changed })
    }

    /// `UNCHANGED v` as a predicate of a step: the variables of v compared
    /// in both states, and each other part e of it (an instance's
    /// substituted expression, `UNCHANGED <<x, f(y)>>`) computed in the
    /// current state and then, as `e'`, in the next (the interpreter's
    /// `unchanged`: the two values equal).
    fn unchanged(&mut self, v: IrRef, scope: &[Local]) -> Option<Expr> {
        let mut vars = Vec::new();
        let mut parts = Vec::new();
        self.unchanged_parts(v, scope, &mut vars, &mut parts);
        let mut same = vec![Expr::Unchanged(vars)];
        for e in parts {
            let now = self.expr(e, scope)?;
            let next = self.in_next_state(e, scope)?;
            same.push(Expr::Same(Box::new(now), Box::new(next)));
        }
        Some(if same.len() == 1 { same.pop()? } else { Expr::And(same) })
    }

    /// `e'`: e with the next state's variables (as the interpreter
    /// evaluates it over the next state assigned so far).
    fn in_next_state(&mut self, e: IrRef, scope: &[Local]) -> Option<Expr> {
        self.in_prime = Some(self.slots);
        let primed = self.expr(e, scope);
        self.in_prime = None;
        primed
    }

    /// The variables of `v` read in `scope` (a variable, a tuple of them,
    /// definitions without parameters, an argument that is one of these),
    /// and its other parts. (As the enumerator's `unchanged_parts`, which
    /// follows an argument to the expression it stands for.)
    fn unchanged_parts(&self, v: IrRef, scope: &[Local], vars: &mut Vec<u32>, parts: &mut Vec<IrRef>) {
        match &v.kind {
            IrKind::Var(x) => vars.push(*x),
            IrKind::Tuple(items) => items.iter().for_each(|x| self.unchanged_parts(x, scope, vars, parts)),
            IrKind::Call(id, args) if args.is_empty() && matches!(self.ev.ops[*id].body, OpBody::Expr(_)) => {
                let OpBody::Expr(body) = &self.ev.ops[*id].body else { return };
                self.unchanged_parts(body, &[], vars, parts);
            }
            IrKind::Local(i) => {
                let mut found = Vec::new();
                match local(scope, *i) {
                    Some(Local::Arg(e) | Local::Let(_, e, _)) if variables_of(e, &mut found) => vars.extend(found),
                    _ => parts.push(v),
                }
            }
            _ => parts.push(v),
        }
    }

    /// The guards an action (`ir`, its locals holding `bound`) begins
    /// with, compiled: the conjuncts the interpreter's enumeration takes
    /// first, up to the first it does not compile (an assignment, a LET,
    /// any other form), through definitions whose arguments cannot fail.
    /// When one of them is false, the action gives no state: the
    /// interpreter would evaluate exactly these first, with no effect, and
    /// find it false.
    pub fn guards(&mut self, ir: IrRef, bound: &[Value]) -> Vec<Expr> {
        let scope: Vec<Local> = bound.iter().cloned().map(Local::Value).collect();
        let mut out = Vec::new();
        self.leading(ir, &scope, &mut out);
        out
    }

    /// Adds the guards `ir` begins with to `out`; whether all of `ir` was
    /// guards (so that what follows it may be too).
    fn leading(&mut self, ir: IrRef, scope: &[Local], out: &mut Vec<Expr>) -> bool {
        match &ir.kind {
            IrKind::And(items) => items.iter().all(|x| self.leading(x, scope, out)),
            IrKind::Call(id, args) if !self.constant_level(*id) => match self.inlined_scope(*id, args, scope, false) {
                Some((body, inner, _)) => {
                    self.depth += 1;
                    let all = self.leading(body, &inner, out);
                    self.depth -= 1;
                    all
                }
                None => false,
            },
            // (The enumerator takes each disjunct of `\/`, each binding of
            // `\E`, as a branch of its own, also where an earlier one
            // holds, so a later branch's error is met: such a conjunct is
            // no guard evaluated once.)
            _ if branches(ir, self.ev, 0) => false,
            _ => match self.expr(ir, scope) {
                Some(p) => {
                    out.push(p);
                    true
                }
                None => false,
            },
        }
    }

    /// The body of definition `id` and the scope it is read in, when the
    /// call `id(args)` may be inlined in an action: no operator
    /// parameters. The enumerator binds the arguments unevaluated (each
    /// computed where first read, and kept unless it reads the next
    /// state): an argument that cannot fail is substituted, any other is
    /// a LET value of the call, in a slot of the returned list (to be
    /// emptied where the call is entered); with `lazy` false, only
    /// arguments that cannot fail are taken.
    pub(super) fn inlined_scope(&mut self, id: OpId, args: &[IrRef], scope: &[Local], lazy: bool) -> Option<(IrRef, Vec<Local>, Vec<usize>)> {
        let op = &self.ev.ops[id];
        let OpBody::Expr(body) = &op.body else { return None };
        if op.params.iter().any(|&arity| arity > 0) {
            return self.refuse(body.loc, "an operator taking operators");
        }
        let (inner, slots) = self.lazy_arguments(body, Vec::with_capacity(args.len()), args, scope, lazy)?;
        Some((body, inner, slots))
    }

    /// The LET operator of `arity` parameters that local `i` of `scope`
    /// is: its body and the scope of its definition with itself (`None`
    /// when the local is not such an operator).
    pub(super) fn local_op(i: u32, arity: usize, scope: &[Local]) -> Option<(IrRef, Vec<Local>)> {
        match local(scope, i)? {
            op @ Local::Op { arity: n, body, def } if *n == arity => {
                let mut base = (**def).clone();
                base.push(op.clone());
                Some((body, base))
            }
            _ => None,
        }
    }

    /// The scope of an inlined body read in an action: `base`, then the
    /// arguments bound as the enumerator binds them (see `inlined_scope`),
    /// and the slots of those that are LET values.
    pub(super) fn lazy_arguments(
        &mut self,
        body: IrRef,
        mut inner: Vec<Local>,
        args: &[IrRef],
        scope: &[Local],
        lazy: bool,
    ) -> Option<(Vec<Local>, Vec<usize>)> {
        if self.depth >= MAX_INLINE_DEPTH {
            return self.refuse(body.loc, "a recursive operator");
        }
        let mut slots = Vec::new();
        for a in args {
            match self.expr(a, scope)? {
                p @ (Expr::Const(_) | Expr::Var(_) | Expr::Slot(_) | Expr::Primed(_) | Expr::Remembered(_) | Expr::Folded(..)) => {
                    inner.push(Local::Arg(std::sync::Arc::new(p)))
                }
                p if lazy => {
                    let k = self.slot();
                    slots.push(k);
                    let kept = !p.reads_next();
                    inner.push(Local::Let(k, std::sync::Arc::new(p), kept));
                }
                _ => return self.refuse(a.loc, "an argument that may fail, in a guard"),
            }
        }
        Some((inner, slots))
    }

    pub(super) fn expr(&mut self, ir: IrRef, scope: &[Local]) -> Option<Expr> {
        // (Whether this subtree calls anything impure, apart from the
        // rest.)
        let outer = std::mem::take(&mut self.impure);
        let e = self.node(ir, scope);
        let impure = self.impure;
        self.impure |= outer;
        let e = e?;
        Some(if !impure && e.foldable() { Expr::Folded(Box::new(e), Default::default()) } else { e })
    }

    /// `ir` compiled (its subtrees through `expr`).
    fn node(&mut self, ir: IrRef, scope: &[Local]) -> Option<Expr> {
        // (ENABLED reads the next state of its own action.)
        if let IrKind::Builtin(Builtin::Enabled, args) = &ir.kind {
            if self.in_prime.is_some() {
                return self.refuse(ir.loc, "ENABLED inside a primed expression");
            }
            return self.enabled_of(ir, args, scope);
        }
        // (Outside an action, each form that reads the next state, primed
        // variables, UNCHANGED, [A]_v, <<A>>_v and the rest, is refused
        // where it is met: `~ENABLED A` reads none.)
        // A closed expression is a value for the run: the interpreter's,
        // computed where it is first needed, as the interpreter does.
        if ir.hoisted.load(std::sync::atomic::Ordering::Relaxed) {
            return Some(Expr::Remembered(ir));
        }
        let boxed = |e: Expr| Box::new(e);
        let p = match &ir.kind {
            IrKind::Lit(v) => Expr::Const(v.clone()),
            IrKind::Var(s) if self.in_prime.is_some() => Expr::Primed(*s),
            IrKind::Var(s) => Expr::Var(*s),
            IrKind::PrimeVar(s) if self.primes && self.in_prime.is_none() => Expr::Primed(*s),
            IrKind::Local(i) => match local(scope, *i).or_else(|| self.refuse(ir.loc, "an unbound name"))? {
                Local::Value(v) => Expr::Const(v.clone()),
                Local::Slot(s) if self.outside_prime(*s) => return self.refuse(ir.loc, "a value bound outside a primed expression"),
                Local::Slot(s) => Expr::Slot(*s),
                Local::Let(s, ..) if self.outside_prime(*s) => return self.refuse(ir.loc, "a value bound outside a primed expression"),
                Local::Let(s, def, kept) => Expr::LetValue(*s, def.clone(), *kept),
                Local::Arg(p) if self.in_prime.is_some() => self.primed(p).or_else(|| self.refuse(ir.loc, "a value bound outside a primed expression"))?,
                Local::Arg(p) => (**p).clone(),
                Local::Op { .. } => return self.refuse(ir.loc, "an operator passed as an argument"),
                Local::FnDef { binders, body, def } => {
                    let (binders, body, def) = (*binders, *body, def.clone());
                    self.let_function_value(binders, body, &def)?
                }
                Local::SelfFn => return self.refuse(ir.loc, "a recursive LET function"),
            },
            IrKind::CallLocal(i, args) => {
                let (body, base) = Self::local_op(*i, args.len(), scope).or_else(|| self.refuse(ir.loc, "an operator passed as an argument"))?;
                self.inline(body, base, args, scope)?
            }
            IrKind::Call(id, args) if args.is_empty() && self.constant_level(*id) => Expr::Remembered(ir),
            IrKind::Call(id, args) => self.call(*id, args, scope)?,
            IrKind::Builtin(b, args) => self.builtin(*b, args, scope)?,
            IrKind::And(items) => Expr::And(self.all(items, scope)?),
            IrKind::Or(items) => Expr::Or(self.all(items, scope)?),
            IrKind::If(c, t, f) => Expr::If(boxed(self.expr(c, scope)?), boxed(self.expr(t, scope)?), boxed(self.expr(f, scope)?)),
            IrKind::Case(arms, other) => Expr::Case(
                arms.iter().map(|(g, v)| Some((self.expr(g, scope)?, self.expr(v, scope)?))).collect::<Option<_>>()?,
                match other {
                    Some(o) => Some(boxed(self.expr(o, scope)?)),
                    None => None,
                },
            ),
            IrKind::Forall(bs, body) => self.quantifier(true, bs, body, scope)?,
            IrKind::Exists(bs, body) => self.quantifier(false, bs, body, scope)?,
            IrKind::FnApp(f, args) => {
                // (A LET function applied: its body at the arguments, as
                // the interpreter's apply_fn_def, not built.)
                if let IrKind::Local(i) = f.kind {
                    if let Some(Local::FnDef { binders, body, def }) = local(scope, i) {
                        let (binders, body) = (*binders, *body);
                        return self.function_entry(binders, body, let_function_scope(def), args, scope, ir.loc);
                    }
                }
                let f = self.expr(f, scope)?;
                applied(f, self.argument(args, scope)?)
            }
            IrKind::FnDefApp(id, args) if !args.is_empty() && matches!(self.ev.ops[*id].body, OpBody::Function(..)) => {
                if self.ev.ops[*id].state_level {
                    return self.state_function_entry(*id, args, scope, ir.loc);
                }
                Expr::FnDefApp(*id, boxed(self.argument(args, scope)?))
            }
            IrKind::SetMap(body, bs) => {
                let (bound, body) = self.bound(bs, body, scope)?;
                Expr::SetMap { bound, body: boxed(body) }
            }
            IrKind::FnSet(d, r) => Expr::FnSet(boxed(self.expr(d, scope)?), boxed(self.expr(r, scope)?)),
            IrKind::RecordSet(fields) => Expr::RecordSet(fields.iter().map(|(k, x)| Some((*k, self.expr(x, scope)?))).collect::<Option<_>>()?),
            IrKind::SetEnum(items) => Expr::SetEnum(self.all(items, scope)?),
            IrKind::Tuple(items) => Expr::Tuple(self.all(items, scope)?),
            IrKind::Record(fields) => Expr::Record(fields.iter().map(|(k, x)| Some((*k, self.expr(x, scope)?))).collect::<Option<_>>()?),
            IrKind::FnCons(bs, body) => {
                let (bound, body) = self.bound(bs, body, scope)?;
                Expr::Function { bound, body: boxed(body) }
            }
            IrKind::Except(base, updates) => self.except(base, updates, scope)?,
            IrKind::Let(defs, body) => self.let_in(defs, body, scope)?,
            IrKind::Times(items) => Expr::Times(self.all(items, scope)?),
            IrKind::SetFilter(b, pred) => {
                let (slot, set, pred) = self.one_bound(b, pred, scope)?;
                Expr::Filter { slot, set, pred }
            }
            IrKind::Choose(b, pred) => {
                let (slot, set, pred) = self.one_bound(b, pred, scope)?;
                Expr::Choose { slot, set, pred }
            }
            // [A]_v is A \/ UNCHANGED v, <<A>>_v is A /\ ~UNCHANGED v, in
            // that order.
            IrKind::BoxAction(a, v) if self.primes && self.in_prime.is_none() => Expr::Or(vec![self.expr(a, scope)?, self.unchanged(v, scope)?]),
            IrKind::AngleAction(a, v) if self.primes && self.in_prime.is_none() => {
                Expr::And(vec![self.expr(a, scope)?, Expr::Not(boxed(self.unchanged(v, scope)?))])
            }
            kind => return self.refuse(ir.loc, form(kind)),
        };
        Some(p)
    }

    /// A function's argument: the one expression, or the tuple of several
    /// (`f[a, b]` is `f[<<a, b>>]`), a value where each part is one.
    fn argument(&mut self, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        if let [a] = args {
            return self.expr(a, scope);
        }
        let items = self.all(args, scope)?;
        if items.iter().all(|x| matches!(x, Expr::Const(_))) {
            let values = items.into_iter().map(|x| if let Expr::Const(v) = x { v } else { unreachable!() }).collect();
            return Some(Expr::Const(Value::tuple(values)));
        }
        Some(Expr::Tuple(items))
    }

    fn all(&mut self, items: &[IrRef], scope: &[Local]) -> Option<Vec<Expr>> {
        items.iter().map(|x| self.expr(x, scope)).collect()
    }

    /// A definition the interpreter evaluates once and remembers.
    fn constant_level(&self, id: OpId) -> bool {
        let op = &self.ev.ops[id];
        matches!(op.body, OpBody::Expr(_) | OpBody::Function(..)) && !op.state_level && !op.action_level
    }

    fn call(&mut self, id: OpId, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        let op = &self.ev.ops[id];
        match &op.body {
            OpBody::Constant(v) => Some(Expr::Const(v.clone())),
            OpBody::Native(f) => {
                self.impure |= crate::hoist::IMPURE_NATIVES.contains(&op.name.as_str());
                let mut args = self.all(args, scope)?;
                Some(match (IntOp::named(&op.name), &op.name[..], args.len()) {
                    (Some(int), _, 2) => {
                        let b = Box::new(args.pop()?);
                        Expr::IntOp(int, Box::new(args.pop()?), b, *f)
                    }
                    (None, "Len", 1) => Expr::Len(Box::new(args.pop()?), *f),
                    _ => Expr::Native(*f, args),
                })
            }
            OpBody::Expr(body) if op.params.iter().any(|&arity| arity > 0) => self.refuse(body.loc, "an operator taking operators"),
            OpBody::Expr(body) if self.inlining.contains(&id) => self.recursive_call(id, body, args, scope),
            // (Defined once, read anywhere: not the locals of this scope.)
            // (Kept per state; inside a prime, per next state.)
            OpBody::Expr(body) if args.is_empty() && op.state_level && !op.action_level => {
                let body = self.inline_definition(id, body, &[], &[])?;
                Some(self.state_def(id, body))
            }
            OpBody::Function(bs, body) if args.is_empty() && op.state_level && !op.action_level => {
                let (bound, body) = self.bound(bs, body, &[])?;
                Some(self.state_def(id, Expr::Function { bound, body: Box::new(body) }))
            }
            OpBody::Expr(body) => self.inline_definition(id, body, args, scope),
            OpBody::Function(_, body) => self.refuse(body.loc, "a recursive function"),
            OpBody::Special(Special::Assert) if args.len() == 2 => {
                Some(Expr::Assert(Box::new(self.expr(args[0], scope)?), Box::new(self.expr(args[1], scope)?)))
            }
            OpBody::Special(Special::SelectSeq) if args.len() == 2 => {
                let seq = Box::new(self.expr(args[0], scope)?);
                let (slot, test) = self.unary_operator(args[1], scope)?;
                Some(Expr::SelectSeq { seq, slot, test: Box::new(test) })
            }
            _ => {
                let name = format!("{}, built into tlars", op.name);
                self.refuse(Loc::default(), name)
            }
        }
    }

    /// A state-level definition's value, kept per state (inside a prime,
    /// per next state).
    fn state_def(&self, id: OpId, body: Expr) -> Expr {
        match self.in_prime {
            None => Expr::StateDef(id, Box::new(body)),
            Some(_) => Expr::NextStateDef(id, Box::new(body)),
        }
    }

    /// An operator of one parameter passed as an argument (a LET operator
    /// or a definition, by name, or a LAMBDA), read as the interpreter
    /// binds it (`arg_slot`): a fresh slot for its parameter, and its body
    /// reading it there.
    fn unary_operator(&mut self, arg: IrRef, scope: &[Local]) -> Option<(usize, Expr)> {
        let (body, mut inner) = match &arg.kind {
            // (A LAMBDA reads the scope it is written in.)
            IrKind::Lambda(1, body) => (*body, scope.to_vec()),
            IrKind::CallLocal(i, none) if none.is_empty() => match Self::local_op(*i, 1, scope) {
                Some(op) => op,
                None => return self.refuse(arg.loc, "an operator argument"),
            },
            IrKind::OpArg(id) => match (&self.ev.ops[*id].body, &self.ev.ops[*id].params[..]) {
                (OpBody::Expr(body), [0]) => (*body, Vec::new()),
                _ => return self.refuse(arg.loc, "an operator argument"),
            },
            _ => return self.refuse(arg.loc, "an operator argument"),
        };
        if self.depth >= MAX_INLINE_DEPTH {
            return self.refuse(body.loc, "a recursive operator");
        }
        let slot = self.slot();
        self.rigid.push(slot);
        inner.push(Local::Slot(slot));
        self.depth += 1;
        let test = self.expr(body, &inner);
        self.depth -= 1;
        Some((slot, test?))
    }

    /// `x \in S` where S is a comprehension, written there or returned by
    /// an operator with arguments (inlined, its arguments bound as `inline`
    /// binds them): `Expr::InComprehension`. `None` for any other S (a
    /// definition without parameters, whose value the interpreter may
    /// hold built, a set around a comprehension).
    fn comprehension_membership(&mut self, x: IrRef, set: IrRef, scope: &[Local], negated: bool) -> Option<Expr> {
        let x = self.expr(x, scope)?;
        let mut binds = Vec::new();
        let (inlining, depth) = (self.inlining.len(), self.depth);
        let found = self.comprehension(set, scope.to_vec(), &mut binds);
        self.inlining.truncate(inlining);
        self.depth = depth;
        let (base, class, slot, pred) = found?;
        let e = Expr::InComprehension { x: Box::new(x), base, class, slot, pred, negated };
        Some(if binds.is_empty() { e } else { Expr::Bind(binds, Box::new(e)) })
    }

    /// The comprehension `ir` is (see `comprehension_membership`): its
    /// base, the base's class, the slot of its bound variable, its
    /// predicate.
    fn comprehension(&mut self, ir: IrRef, scope: Vec<Local>, binds: &mut Vec<(usize, Expr)>) -> Option<(Box<Expr>, BaseClass, usize, Box<Expr>)> {
        match &ir.kind {
            IrKind::SetFilter(b, pred) if b.tuple.is_none() && !ir.hoisted.load(std::sync::atomic::Ordering::Relaxed) => {
                let set = b.set.as_ref()?;
                let class = base_class(set, self.ev, 0);
                let base = self.expr(set, &scope)?;
                let slot = self.slot();
                self.rigid.push(slot);
                let mut inner = scope;
                inner.push(Local::Slot(slot));
                let pred = self.expr(pred, &inner)?;
                Some((Box::new(base), class, slot, Box::new(pred)))
            }
            IrKind::Call(id, args) if !args.is_empty() => {
                let op = &self.ev.ops[*id];
                let OpBody::Expr(body) = &op.body else { return None };
                if op.action_level || op.params.iter().any(|&arity| arity > 0) || self.inlining.contains(id) || self.depth >= MAX_INLINE_DEPTH {
                    return None;
                }
                let mut inner = Vec::with_capacity(args.len());
                self.arguments(args, &scope, &mut inner, binds)?;
                self.inlining.push(*id);
                self.depth += 1;
                self.comprehension(body, inner, binds)
            }
            _ => None,
        }
    }

    /// `g[a, b]` for `g[x \in S, y \in T] == e` a function definition that
    /// reads the state: e with x, y bound to the arguments, as the
    /// interpreter applies it (`apply_fn_def`: the arguments, then each
    /// binder's set and membership, then the body), without building g.
    /// An argument outside its set gives up (the interpreter's error); a
    /// recursive one, or one applied to a tuple of its arguments, is the
    /// interpreter's.
    fn state_function_entry(&mut self, id: OpId, args: &[IrRef], scope: &[Local], loc: Loc) -> Option<Expr> {
        let OpBody::Function(bs, body) = &self.ev.ops[id].body else { return self.refuse(loc, "a function definition's application") };
        if self.inlining.contains(&id) {
            return self.refuse(loc, "a recursive function that reads the state");
        }
        // (A definition's binders see the module's names only: its sets
        // and body read no local of this scope.)
        self.inlining.push(id);
        let entry = self.function_entry(bs, body, Vec::new(), args, scope, loc);
        self.inlining.pop();
        entry
    }

    /// `f[a, b]` for `f[x \in S, y \in T] == e` whose binders and body
    /// are read in `base` (then the binders): see `state_function_entry`.
    fn function_entry(&mut self, bs: &[Binder], body: IrRef, mut inner: Vec<Local>, args: &[IrRef], scope: &[Local], loc: Loc) -> Option<Expr> {
        if self.in_prime.is_some() {
            return self.refuse(loc, "a function definition applied inside a primed expression");
        }
        if bs.len() != args.len() || bs.iter().any(|b| b.tuple.is_some() || b.set.is_none()) {
            return self.refuse(loc, "a function definition applied to a tuple of its arguments");
        }
        if self.depth >= MAX_INLINE_DEPTH {
            return self.refuse(loc, "a recursive operator");
        }
        let mut binds = Vec::with_capacity(args.len());
        for a in args {
            let x = self.expr(a, scope)?;
            let k = self.slot();
            self.rigid.push(k);
            binds.push((k, x));
        }
        let mut checks = Vec::with_capacity(bs.len());
        self.depth += 1;
        let body = (|| {
            for (b, &(k, _)) in bs.iter().zip(&binds) {
                let set = self.expr(b.set.as_ref()?, &inner)?;
                checks.push(membership(Expr::Slot(k), set, false));
                inner.push(Local::Slot(k));
            }
            self.expr(body, &inner)
        })();
        self.depth -= 1;
        Some(Expr::Bind(binds, Box::new(Expr::InDomain(checks, Box::new(body?)))))
    }

    /// A LET function read as a value (`DOMAIN f`, `f` passed on): built,
    /// as the interpreter's `materialize_let_fn`.
    fn let_function_value(&mut self, bs: &'static [Binder], body: IrRef, def: &[Local]) -> Option<Expr> {
        let (bound, body) = self.bound(bs, body, &let_function_scope(def))?;
        Some(Expr::Function { bound, body: Box::new(body) })
    }

    /// Definition `id`'s body inlined with its arguments, marked as being
    /// inlined meanwhile (a call of it inside is recursive).
    fn inline_definition(&mut self, id: OpId, body: IrRef, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        self.inlining.push(id);
        let inlined = self.inline(body, Vec::with_capacity(args.len()), args, scope);
        self.inlining.pop();
        inlined
    }

    /// An inlined operator's arguments read in `scope`, pushed on `inner`:
    /// one that cannot fail substituted, any other evaluated first into a
    /// slot (`binds`).
    fn arguments(&mut self, args: &[IrRef], scope: &[Local], inner: &mut Vec<Local>, binds: &mut Vec<(usize, Expr)>) -> Option<()> {
        for a in args {
            let p = self.expr(a, scope)?;
            if cannot_fail(&p) || matches!(p, Expr::Primed(_)) {
                inner.push(Local::Arg(std::sync::Arc::new(p)));
            } else {
                let k = self.slot();
                binds.push((k, p));
                inner.push(Local::Slot(k));
            }
        }
        Some(())
    }

    /// `body` inlined with the scope `base` and then `args`, read in
    /// `scope`. (The interpreter evaluates the arguments, then the body, or
    /// binds them unevaluated when the operator reads the next state; here
    /// an argument that cannot fail is substituted, any other evaluated
    /// first into a slot.)
    fn inline(&mut self, body: IrRef, mut inner: Vec<Local>, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        if self.depth >= MAX_INLINE_DEPTH {
            return self.refuse(body.loc, "a recursive operator");
        }
        let mut binds = Vec::new();
        self.arguments(args, scope, &mut inner, &mut binds)?;
        self.depth += 1;
        let p = self.expr(body, &inner);
        self.depth -= 1;
        if binds.is_empty() {
            p
        } else {
            Some(Expr::Bind(binds, Box::new(p?)))
        }
    }

    fn builtin(&mut self, b: Builtin, args: &[IrRef], scope: &[Local]) -> Option<Expr> {
        // (A set TLC may keep lazy decides membership its own way: the
        // interpreter's.)
        if matches!(b, Builtin::In | Builtin::NotIn | Builtin::SetMinus | Builtin::Cap | Builtin::SubsetEq) && may_keep_lazy(args[1], self.ev, 0) {
            if matches!(b, Builtin::In | Builtin::NotIn) {
                if let Some(e) = self.comprehension_membership(args[0], args[1], scope, b == Builtin::NotIn) {
                    return Some(e);
                }
            }
            return self.refuse(args[1].loc, "a set TLC may keep unbuilt, on the right of \\in, \\ or \\subseteq");
        }
        if let (Builtin::Prime, IrKind::Var(v)) = (b, &args[0].kind) {
            return (self.primes && self.in_prime.is_none()).then_some(Expr::Primed(*v));
        }
        if b == Builtin::Prime && self.primes && self.in_prime.is_none() {
            return self.in_next_state(args[0], scope);
        }
        if b == Builtin::Unchanged && self.primes && self.in_prime.is_none() {
            return self.unchanged(args[0], scope);
        }
        let mut arg = |i: usize| self.expr(args[i], scope).map(Box::new);
        Some(match b {
            Builtin::Not => Expr::Not(arg(0)?),
            Builtin::Implies => Expr::Implies(arg(0)?, arg(1)?),
            Builtin::Equiv => Expr::Equiv(arg(0)?, arg(1)?),
            Builtin::Eq | Builtin::Neq => Expr::Eq(arg(0)?, arg(1)?, b == Builtin::Neq),
            Builtin::In | Builtin::NotIn => membership(*arg(0)?, *arg(1)?, b == Builtin::NotIn),
            Builtin::Cup => Expr::Cup(arg(0)?, arg(1)?),
            Builtin::Cap => Expr::Cap(arg(0)?, arg(1)?),
            Builtin::SetMinus => Expr::SetMinus(arg(0)?, arg(1)?),
            Builtin::Domain => Expr::Domain(arg(0)?),
            Builtin::Subset => Expr::Subset(arg(0)?),
            Builtin::Union => Expr::Union(arg(0)?),
            Builtin::SubsetEq => Expr::SubsetEq(arg(0)?, arg(1)?),
            _ => return self.refuse(args.first().map_or(Loc::default(), |a| a.loc), builtin_form(b)),
        })
    }

    /// Bound variables in fresh slots, and the body inside them.
    fn bound(&mut self, bs: &[Binder], body: IrRef, scope: &[Local]) -> Option<(Bound, Expr)> {
        let (bound, inner) = self.binders(bs, scope)?;
        let body = self.expr(body, &inner)?;
        Some((bound, body))
    }

    /// Bound variables in fresh slots (their sets read outside them), and
    /// the scope inside them: a variable is its slot, a variable of a
    /// tuple `<<a, b>>` the part of its slot's tuple.
    pub(super) fn binders(&mut self, bs: &[Binder], scope: &[Local]) -> Option<(Bound, Vec<Local>)> {
        let first = self.slots;
        self.slots += bs.len();
        self.rigid.extend(first..self.slots);
        let mut inner = scope.to_vec();
        let mut sets = Vec::with_capacity(bs.len());
        let mut patterns = Vec::new();
        for (k, b) in (first..).zip(bs) {
            // Each set is read where the variables before it are bound, as
            // the locals are numbered there (SANY lets no bound mention the
            // variables it binds: they are bound only for the numbering, as
            // the interpreter binds them).
            let Some(set) = b.set.as_ref() else { return self.refuse(Loc::default(), "an unbounded quantifier") };
            sets.push(self.expr(set, &inner)?);
            match b.tuple {
                None => inner.push(Local::Slot(k)),
                Some(n) => {
                    patterns.push((k, n));
                    let part = |i: usize| Expr::Lookup(Box::new(Expr::Slot(k)), vec![Key::Const(Value::Int(i as i64 + 1))]);
                    inner.extend((0..n).map(|i| Local::Arg(std::sync::Arc::new(part(i)))));
                }
            }
        }
        Some((Bound { first, sets, patterns }, inner))
    }

    /// One bound variable (no tuple pattern) in a fresh slot: the slot,
    /// its set and the body.
    fn one_bound(&mut self, b: &Binder, body: IrRef, scope: &[Local]) -> Option<(usize, Box<Expr>, Box<Expr>)> {
        if b.tuple.is_some() {
            return self.refuse(b.set.as_ref().map_or(Loc::default(), |s| s.loc), "a tuple of bound variables in CHOOSE or a comprehension");
        }
        let (mut bound, body) = self.bound(std::slice::from_ref(b), body, scope)?;
        Some((bound.first, Box::new(bound.sets.pop()?), Box::new(body)))
    }

    fn quantifier(&mut self, every: bool, bs: &[Binder], body: IrRef, scope: &[Local]) -> Option<Expr> {
        let (bound, body) = self.bound(bs, body, scope)?;
        Some(Expr::Quant { every, bound, body: Box::new(body) })
    }

    fn except(&mut self, base: IrRef, updates: &[(Vec<ExceptStep>, IrRef)], scope: &[Local]) -> Option<Expr> {
        let base = Box::new(self.expr(base, scope)?);
        let at = self.slot();
        let mut inner = scope.to_vec();
        inner.push(Local::Slot(at));
        let mut compiled = Vec::with_capacity(updates.len());
        for (path, value) in updates {
            let keys = path
                .iter()
                .map(|step| match step {
                    ExceptStep::Index(ix) => self.expr(ix, scope),
                    ExceptStep::Field(f) => Some(Expr::Const(Value::Str(*f))),
                })
                .collect::<Option<Vec<_>>>()?;
            compiled.push((keys, self.expr(value, &inner)?));
        }
        let at = compiled.iter().any(|(_, v)| v.reads_slot(at)).then_some(at);
        Some(Expr::Except { base, updates: compiled, at })
    }

    /// LET with value definitions only, each in a slot of its own.
    fn let_in(&mut self, defs: &'static [LetDef], body: IrRef, scope: &[Local]) -> Option<Expr> {
        let (slots, inner) = self.let_defs(defs, scope)?;
        Some(Expr::Let(slots, Box::new(self.expr(body, &inner)?)))
    }

    /// A LET's value definitions, each in a slot of its own (each sees
    /// the ones before): their slots and the scope of the LET's body.
    pub(super) fn let_defs(&mut self, defs: &'static [LetDef], scope: &[Local]) -> Option<(Vec<usize>, Vec<Local>)> {
        let mut inner = scope.to_vec();
        let mut slots = Vec::with_capacity(defs.len());
        for d in defs {
            let x = match d {
                LetDef::Value(x) => x,
                LetDef::Operator(arity, body, _) => {
                    let def = std::sync::Arc::new(inner.clone());
                    inner.push(Local::Op { arity: *arity, body, def });
                    continue;
                }
                LetDef::Function(bs, body) => {
                    let def = std::sync::Arc::new(inner.clone());
                    inner.push(Local::FnDef { binders: bs, body, def });
                    continue;
                }
            };
            let def = std::sync::Arc::new(self.expr(x, &inner)?);
            let s = self.slot();
            slots.push(s);
            let kept = !def.reads_next();
            inner.push(Local::Let(s, def, kept));
        }
        Some((slots, inner))
    }
}

/// The scope a LET function's binders and body are read in: the scope of
/// its definition, then itself (a recursive application, refused).
fn let_function_scope(def: &[Local]) -> Vec<Local> {
    let mut base = def.to_vec();
    base.push(Local::SelfFn);
    base
}

/// What a form of expression the compiler does not take is, in words.
fn form(kind: &IrKind) -> &'static str {
    match kind {
        IrKind::OpArg(..) | IrKind::Lambda(..) => "an operator argument",
        IrKind::FnDefApp(..) => "a function definition's application",
        IrKind::PrimeVar(..) => "a primed variable outside an action",
        IrKind::BoxAction(..) | IrKind::AngleAction(..) | IrKind::Fairness { .. } | IrKind::TemporalQuant => "a temporal or action form",
        IrKind::Choose(..) | IrKind::SetFilter(..) => "an unbounded CHOOSE or comprehension",
        _ => "a form not compiled",
    }
}

/// A built-in operator the compiler does not take, in words.
fn builtin_form(b: Builtin) -> &'static str {
    match b {
        Builtin::Boolean => "BOOLEAN",
        Builtin::Strings => "STRING",
        Builtin::Prime => "a primed expression",
        Builtin::Unchanged => "UNCHANGED outside an action",
        Builtin::Enabled => "ENABLED",
        Builtin::Cdot => "action composition",
        _ => "a temporal operator",
    }
}

/// `x \in set` (`\notin` if `negated`), with the set's membership test
/// read once where the set is fixed for the run.
fn membership(x: Expr, set: Expr, negated: bool) -> Expr {
    let fixed = matches!(set, Expr::Const(_) | Expr::Remembered(_) | Expr::Folded(..)).then(Box::default);
    Expr::In(Box::new(x), Box::new(set), negated, fixed)
}

/// `f[a]`: a `Lookup` where the key cannot fail (a chain of them one
/// node), an `Apply` otherwise.
fn applied(f: Expr, a: Expr) -> Expr {
    let key = match a {
        Expr::Const(v) => Key::Const(v),
        Expr::Slot(k) => Key::Slot(k),
        a => return Expr::Apply(Box::new(f), Box::new(a)),
    };
    match f {
        Expr::Lookup(root, mut keys) => {
            keys.push(key);
            Expr::Lookup(root, keys)
        }
        f => Expr::Lookup(Box::new(f), vec![key]),
    }
}

/// Whether evaluating `p` cannot fail: an argument the interpreter would
/// evaluate before the body, substituted here where it is read. (Not a
/// remembered expression: its first evaluation may fail.)
fn cannot_fail(p: &Expr) -> bool {
    matches!(p, Expr::Const(_) | Expr::Var(_) | Expr::Slot(_))
}

/// Whether the enumerator, taking `ir` as (part of) an action, may branch
/// in it: a `\/` or an `\E` in its action structure (conjunctions,
/// `\A`, IF and CASE arms, LET bodies, `=>`'s conclusion, the bodies of
/// definitions it calls), not inside a value.
fn branches(ir: &Ir, ev: &Evaluator, depth: usize) -> bool {
    if depth > MAX_INLINE_DEPTH {
        return true;
    }
    let deeper = |x: &Ir| branches(x, ev, depth + 1);
    match &ir.kind {
        IrKind::Or(_) | IrKind::Exists(..) => true,
        IrKind::And(items) => items.iter().any(|x| deeper(x)),
        IrKind::Forall(_, body) | IrKind::Let(_, body) => deeper(body),
        IrKind::If(_, t, f) => deeper(t) || deeper(f),
        IrKind::Case(arms, other) => arms.iter().any(|(_, v)| deeper(v)) || other.as_ref().is_some_and(|o| deeper(o)),
        IrKind::Builtin(Builtin::Implies, args) => deeper(args[1]),
        IrKind::Call(id, _) => matches!(&ev.ops[*id].body, OpBody::Expr(body) if deeper(body)),
        _ => false,
    }
}

/// Whether TLC may keep the set `ir` denotes lazy, deciding membership
/// without building it, read from the expression alone: a comprehension,
/// or a set built around one, through definitions. (A LET value or LET
/// operator giving one is not seen: compiled code builds it, and where
/// building fails it gives up, and the interpreter decides unbuilt.)
fn may_keep_lazy(ir: &Ir, ev: &Evaluator, depth: usize) -> bool {
    if depth > MAX_INLINE_DEPTH {
        return true;
    }
    match &ir.kind {
        IrKind::SetFilter(..) => true,
        IrKind::Call(id, args) => {
            args.iter().any(|a| may_keep_lazy(a, ev, depth + 1)) || matches!(&ev.ops[*id].body, OpBody::Expr(body) if may_keep_lazy(body, ev, depth + 1))
        }
        IrKind::Builtin(_, args) | IrKind::Times(args) => args.iter().any(|a| may_keep_lazy(a, ev, depth + 1)),
        IrKind::FnSet(_, range) => may_keep_lazy(range, ev, depth + 1),
        IrKind::RecordSet(fields) => fields.iter().any(|(_, x)| may_keep_lazy(x, ev, depth + 1)),
        _ => false,
    }
}
