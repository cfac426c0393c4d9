//! Evaluating IR to values.

use crate::ir::*;
use std::cell::OnceCell;
use std::rc::Rc;
use tla_values::{Cause, ErrorKind, LazySet, Str, Value, ValueError};

pub mod compiled;
mod lazy_fn;

#[derive(Clone, Debug)]
pub struct EvalError {
    pub message: String,
    pub loc: Loc,
    /// Decides TLC's exit status (see [`ErrorKind`]).
    pub kind: ErrorKind,
    /// What the checker needs to know of it (see [`Cause`]).
    pub cause: Cause,
}

impl EvalError {
    pub fn new(loc: Loc, message: impl Into<String>) -> EvalError {
        EvalError { message: message.into(), loc, kind: ErrorKind::Runtime, cause: Cause::Other }
    }

    pub fn from_value(e: ValueError, loc: Loc) -> EvalError {
        EvalError { kind: e.kind(), cause: e.cause, message: e.message, loc }
    }

    /// The same error, with its cause.
    pub fn because(self, cause: Cause) -> EvalError {
        EvalError { cause, ..self }
    }

    /// Not an error: what a search raises to stop once it found what it
    /// looked for.
    pub fn found() -> EvalError {
        EvalError::new(Loc::default(), "").because(Cause::Found)
    }
}

pub type EResult<T> = Result<T, EvalError>;

/// Whether TLC holds a comprehension's base enumerated (and so builds the
/// comprehension), as far as the base's expression says: the interpreter's
/// `tlc_holds_enumerated` and compiled membership (`InComprehension`) read
/// it alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BaseClass {
    /// A set enumeration, a `{e : x \in S}`, a state variable.
    Enumerated,
    /// `\cup`, `\cap`, `\`, UNION, SUBSET, `[S -> T]`, `[a : S]`, `\X`,
    /// another comprehension: sets TLC keeps lazy.
    Lazy,
    /// Anything else: B's value says (a finite set held, or an interval).
    ByValue,
}

/// The class of a comprehension's base `ir` (see `BaseClass`), through
/// definitions without parameters (a chain of them no longer than the
/// definitions).
fn base_class(ir: &Ir, ev: &Evaluator, depth: usize) -> BaseClass {
    match &ir.kind {
        IrKind::SetEnum(_) | IrKind::SetMap(..) | IrKind::Var(_) => BaseClass::Enumerated,
        IrKind::Builtin(Builtin::Cup | Builtin::Cap | Builtin::SetMinus | Builtin::Union | Builtin::Subset, _)
        | IrKind::FnSet(..)
        | IrKind::RecordSet(_)
        | IrKind::Times(_)
        | IrKind::SetFilter(..) => BaseClass::Lazy,
        IrKind::Call(id, args) if args.is_empty() && depth < ev.ops.len() => match &ev.ops[*id].body {
            OpBody::Expr(body) => base_class(body, ev, depth + 1),
            _ => BaseClass::ByValue,
        },
        _ => BaseClass::ByValue,
    }
}

/// Whether TLC holds a set of this value enumerated: a set enumeration or
/// an interval (see `tlc_holds_enumerated` for the others it holds so).
fn held_enumerated(set: &Value) -> bool {
    match set {
        Value::Set(_) => true,
        Value::Lazy(l) => matches!(**l, LazySet::Interval(..)),
        _ => false,
    }
}

/// Whether an error is the one raised when the evaluation nests too deep.
fn is_runaway(e: &EvalError) -> bool {
    e.kind == ErrorKind::Overflow
}

/// How many operator, LAMBDA and recursive function applications may be
/// nested. Deeper recursion is taken as unbounded, an evaluation error where
/// TLC's stack overflows (legitimate recursion stays far below it).
const MAX_NESTED_CALLS: u32 = 100_000;

/// Stack kept free below a call before it runs (a deeper evaluation
/// continues on a new stack segment, on any thread).
pub(crate) const STACK_RED_ZONE: usize = 256 * 1024;
pub(crate) const STACK_SEGMENT: usize = 16 * 1024 * 1024;

/// TLC's error (FcnLambdaValue's words) for a function it holds unbuilt,
/// `f`, applied to `arg` outside its domain.
pub(crate) fn outside_unbuilt_domain<T>(f: &Value, arg: &Value, loc: Loc) -> EResult<T> {
    err(
        loc,
        format!("In applying the function\n{},\nthe first argument is:\n{}\nwhich is not in its domain.\n", pretty(&f.to_string()), pretty(&arg.to_string())),
    )
}

pub(crate) fn err<T>(loc: Loc, message: impl Into<String>) -> EResult<T> {
    Err(EvalError::new(loc, message))
}

trait At<T> {
    fn at(self, loc: Loc) -> EResult<T>;
}

impl<T> At<T> for Result<T, ValueError> {
    fn at(self, loc: Loc) -> EResult<T> {
        self.map_err(|e| EvalError::from_value(e, loc))
    }
}

/// What a local holds.
#[derive(Clone)]
pub enum Slot {
    Val(Value),
    /// A LET definition or an action-level argument, evaluated on use.
    Lazy(Rc<Thunk>),
    /// An operator: a LAMBDA, a LET operator, an operator argument.
    Op(Rc<Closure>),
    /// A LET function definition `f[x \in S] == e`.
    FnDef(Rc<FnClosure>),
}

pub struct Thunk {
    pub ir: IrRef,
    pub env: Env,
    memo: OnceCell<Value>,
    /// The error its evaluation at the call raised, raised again on use
    /// (not evaluated again: a failing argument deep in a recursion would
    /// otherwise be retried at every level).
    failed: Option<EvalError>,
    /// Bound by name for good: an argument of a temporal formula's
    /// operator, read in every state of a behaviour, so no value is kept.
    by_name: bool,
    /// The memo was computed without reading a state (see `state_read`),
    /// so it holds in every state, also while Init is enumerated.
    everywhere: std::cell::Cell<bool>,
    /// The evaluator's `state_epoch` when the memo was computed: it holds
    /// there only (as TLC keeps a LET value only for the states it was
    /// computed in).
    epoch: std::cell::Cell<u64>,
}

impl Thunk {
    /// A slot binding `ir` read in `env`, not computed yet, or raising
    /// `failed` where it is read.
    pub(crate) fn slot(ir: IrRef, env: Env, by_name: bool, failed: Option<EvalError>) -> Slot {
        Slot::Lazy(Rc::new(Thunk { ir, env, memo: OnceCell::new(), failed, by_name, everywhere: Default::default(), epoch: Default::default() }))
    }

    /// The value kept, if it holds in `epoch` (see `Evaluator::state_epoch`).
    fn kept(&self, epoch: u64) -> Option<&Value> {
        self.memo.get().filter(|_| self.everywhere.get() || self.epoch.get() == epoch)
    }

    /// Whether this is a by-name binding (see [`Evaluator::by_name`]).
    pub fn is_by_name(&self) -> bool {
        self.by_name
    }
}

pub enum Closure {
    Global(OpId),
    /// `arity` parameters; `recursive` closures bind themselves below them.
    Local {
        arity: usize,
        body: IrRef,
        env: Env,
        recursive: bool,
    },
}

pub struct FnClosure {
    /// The LET definitions and the index of this one among them.
    pub defs: &'static [LetDef],
    pub index: usize,
    pub env: Env,
}

pub struct Frame {
    pub slot: Slot,
    pub next: Env,
}

/// A worker's last call of a `by_value` operator: its arguments and
/// value, and how often the next call repeated them.
#[derive(Clone, Default)]
struct KeptCall {
    last: Option<(Box<[Value]>, Value)>,
    hits: u32,
    misses: u32,
    /// Calls seldom repeat: not kept any more (the arguments' clones and
    /// comparisons cost more than the repeats save).
    given_up: bool,
}

impl KeptCall {
    /// Past this many misses, an operator hit on fewer than one call in
    /// `KEEP_RATIO` is given up.
    const TRIAL: u32 = 4096;
    const KEEP_RATIO: u32 = 64;

    /// The value kept for these arguments, counted as a hit or a miss.
    fn find(&mut self, args: &[Value]) -> Option<Value> {
        match &self.last {
            Some((kept, v)) if **kept == *args => {
                self.hits = self.hits.saturating_add(1);
                Some(v.clone())
            }
            _ => {
                self.misses = self.misses.saturating_add(1);
                if self.misses >= Self::TRIAL && self.hits.saturating_mul(Self::KEEP_RATIO) < self.misses {
                    self.given_up = true;
                    self.last = None;
                }
                None
            }
        }
    }
}

pub type Env = Option<Rc<Frame>>;

pub fn bind(env: &Env, slot: Slot) -> Env {
    Some(Rc::new(Frame { slot, next: env.clone() }))
}

/// Sets the value `depth` frames below the top of `env` in place; false
/// (nothing changed) when a frame on the way is shared.
fn set_in_place(env: &mut Env, depth: usize, v: &Value) -> bool {
    let mut cur = env;
    for _ in 0..depth {
        match cur.as_mut().and_then(Rc::get_mut) {
            Some(frame) => cur = &mut frame.next,
            None => return false,
        }
    }
    match cur.as_mut().and_then(Rc::get_mut) {
        Some(frame) => {
            frame.slot = Slot::Val(v.clone());
            true
        }
        None => false,
    }
}

pub fn local(env: &Env, i: u32) -> &Slot {
    let mut e = env.as_ref().expect("compiled locals are bound");
    for _ in 0..i {
        e = e.next.as_ref().expect("compiled locals are bound");
    }
    &e.slot
}

/// The arity to pass argument `a` of a closure's call with: a closure does
/// not know its parameters' arities, so an argument that is an operator
/// is passed as one (1), any other as a value (0).
pub fn closure_arg_arity(a: &Ir, env: &Env) -> usize {
    match &a.kind {
        IrKind::OpArg(_) | IrKind::Lambda(..) => 1,
        IrKind::CallLocal(i, x) if x.is_empty() && matches!(local(env, *i), Slot::Op(_)) => 1,
        _ => 0,
    }
}

/// The states an expression is evaluated in.
#[derive(Clone, Copy)]
pub enum Cur<'a> {
    Full(&'a [Value]),
    /// While Init is being enumerated: variables not yet given a value.
    Partial(&'a [Option<Value>]),
}

#[derive(Clone, Copy)]
pub struct States<'a> {
    pub cur: Cur<'a>,
    /// The next state, as far as assigned (actions only).
    pub next: Option<&'a [Option<Value>]>,
    /// Identifies the current state for the evaluator's per-state cache of
    /// operators without parameters; 0 disables it.
    pub serial: u64,
}

impl States<'static> {
    /// No state: for formulas of constant level (ASSUME, POSTCONDITION,
    /// SYMMETRY sets, constant invariants).
    pub fn constant() -> States<'static> {
        States { cur: Cur::Full(&[]), next: None, serial: 0 }
    }
}

pub struct Evaluator<'m> {
    pub ops: &'m [OpDef],
    pub vars: &'m [String],
    /// The compiled core's scratch (frame slots, the next state), reused
    /// by this evaluator's thread from one evaluation to the next; taken
    /// while in use (see `compiled::Scratch`, `take_scratch`). (Boxed:
    /// taking it moves a pointer, not the scratch.)
    compiled_scratch: std::cell::RefCell<Option<Box<compiled::Scratch>>>,
    /// The last call of each `by_value` operator (see `call_by_value`).
    call_memo: std::cell::RefCell<Vec<KeptCall>>,
    /// Values of state-level operators without parameters in the state
    /// with this serial.
    /// (A vector by operator: a lookup per call must not hash.)
    pub cache: std::cell::RefCell<Vec<(u64, Option<Value>)>>,
    /// Applications of constant-level function definitions
    /// (`f[x \in S] == e` mentioning no variable) by operator and argument:
    /// such a function is a constant, TLC computes it once, and a lookup
    /// here replaces the domain check and the body on every application.
    /// Per evaluator (one per worker), so workers never contend for it.
    fn_apps: std::cell::RefCell<std::collections::HashMap<(OpId, Value), Value>>,
    /// The applications `f[a]` of function definitions being computed: a
    /// value of one that is itself a function, applied while it is built
    /// (`f[i] == [j \in S |-> ... f[i][1] ...]`), is applied unbuilt, as
    /// TLC applies its lazy function values.
    fn_building: std::cell::RefCell<Vec<(OpId, Value)>>,
    /// The last serial `next_serial` gave out.
    serials: std::cell::Cell<u64>,
    /// This worker's TLCSet registers (see `registers.rs`).
    pub registers: std::cell::RefCell<crate::registers::Registers>,
    /// Every worker's registers once the search is over (the checker sets
    /// them), for `TLCGet("all")` and `TLCGet("all:named")`.
    pub worker_registers: std::cell::RefCell<Vec<crate::registers::Registers>>,
    /// `TLCGet("config")`, once the checker has said what the run is.
    pub config: std::cell::RefCell<Option<crate::registers::RunConfig>>,
    /// Set by `TLCSet("exit", TRUE)`: the search is to stop.
    pub exit_requested: std::cell::Cell<bool>,
    /// `TLCGet("level")`: the depth of the state being explored (0 in
    /// ASSUME, Init and POSTCONDITION, as in TLC); the checker sets it.
    pub level: std::cell::Cell<u64>,
    /// `TLCGet("stats")` and its fields, once the search is over (for
    /// POSTCONDITION).
    pub stats: std::cell::RefCell<Option<crate::registers::SearchStats>>,
    /// For TLCExt's Trace, when the spec uses it: the states from an
    /// initial state to the one being explored (empty while the initial
    /// states are computed); the checker sets it. Trace is this, followed
    /// by the state evaluated in if that is another (a successor).
    pub trace_prefix: std::cell::RefCell<Vec<Box<[Value]>>>,
    /// For TLCExt's CounterExample in a POSTCONDITION: the behaviour of the
    /// violation found, if any (the checker sets it after the search).
    pub counter_example: std::cell::RefCell<Option<Value>>,
    /// `TLCGet("spec")`: the model as TLC describes it (the checker sets
    /// it before the search).
    pub spec_description: std::cell::RefCell<Option<Value>>,
    /// Applications being evaluated, nested (see `nested`).
    depth: std::cell::Cell<u32>,
    /// Set when the next state is read (a primed variable, `e'`): tells
    /// whether an argument's value may be kept (see `slot_value`).
    next_read: std::cell::Cell<bool>,
    /// Set when a variable of a state still being built is read (Init's,
    /// or the next state under a prime) or `TLCGet("level")`: tells whether
    /// an argument's value holds in every state (see `slot_value`).
    pub(crate) state_read: std::cell::Cell<bool>,
    /// Which current state a LET value or argument kept was computed in:
    /// a composition `A \cdot B` reads B and what follows it from each
    /// state t in between, and gives each t an epoch of its own (a fresh
    /// serial), so that a value computed in one state is not read in
    /// another. Elsewhere the current state is one for an evaluation.
    pub(crate) state_epoch: std::cell::Cell<u64>,
    /// Print and PrintT say nothing: set while the checker runs steps
    /// again that printed once already (to rebuild a trace).
    pub quiet: std::cell::Cell<bool>,
    /// With coverage: the nodes of the cost model (`cost`) this evaluator
    /// is in, innermost last; evaluations are counted only while it is in
    /// one (`cost_scope`).
    cost_at: std::cell::RefCell<Vec<u32>>,
    cost_on: std::cell::Cell<bool>,
}

/// TLCCache's values: by the place of the cached expression and the
/// fingerprint of the closure's value (one run per process).
type CacheSite = (u32, u32, u32, u64);
static TLC_CACHE: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<CacheSite, Value>>> = std::sync::OnceLock::new();

/// The Java method that evaluates TLCExt's Trace, as TLC names it.
const TRACE_METHOD: &str = "public static tlc2.value.impl.TupleValue tlc2.module.TLCExt.getTrace(tlc2.tool.impl.Tool,tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,tlc2.tool.coverage.CostModel) throws java.io.IOException";

/// The Java method that evaluates TLCExt's PickSuccessor, as TLC names it.
const PICK_SUCCESSOR_METHOD: &str = "public static synchronized tlc2.value.impl.Value tlc2.module.TLCExt.pickSuccessor(tlc2.tool.impl.Tool,tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,tlc2.tool.coverage.CostModel)";

/// TLCExt's CounterExample when no violation was found: TLC's empty graph.
fn counter_example_none() -> Value {
    Value::record(vec![(Str::new("action"), Value::empty_set()), (Str::new("state"), Value::empty_set())])
}

/// The start of the message of a failed `Assert` (TLC's wording).
pub const ASSERT_FAILED: &str = "The first argument of Assert evaluated to FALSE; the second argument was:";

impl<'m> Evaluator<'m> {
    pub fn new(ops: &'m [OpDef], vars: &'m [String]) -> Evaluator<'m> {
        Evaluator {
            ops,
            vars,
            cache: std::cell::RefCell::new(vec![(0, None); ops.len()]),
            fn_apps: Default::default(),
            fn_building: Default::default(),
            serials: Default::default(),
            registers: Default::default(),
            worker_registers: Default::default(),
            config: Default::default(),
            exit_requested: Default::default(),
            level: Default::default(),
            stats: Default::default(),
            trace_prefix: Default::default(),
            counter_example: Default::default(),
            spec_description: Default::default(),
            depth: Default::default(),
            next_read: Default::default(),
            state_read: Default::default(),
            state_epoch: Default::default(),
            quiet: Default::default(),
            cost_at: Default::default(),
            cost_on: Default::default(),
            compiled_scratch: Default::default(),
            call_memo: Default::default(),
        }
    }

    /// `f`, evaluated inside node `node` of the cost model: the root of a
    /// tree (counting starts there) or a node found with `cost_find`.
    /// Nothing is entered without a cost model or a node. (The one way
    /// in and out of the model, so that what is entered is always left.)
    pub fn cost_scope<T>(&self, node: Option<u32>, f: impl FnOnce() -> T) -> T {
        let Some(node) = node.filter(|_| crate::cost::model().is_some()) else { return f() };
        let depth = {
            let mut at = self.cost_at.borrow_mut();
            at.push(node);
            at.len() - 1
        };
        self.cost_on.set(true);
        let r = f();
        let mut at = self.cost_at.borrow_mut();
        at.truncate(depth);
        self.cost_on.set(!at.is_empty());
        r
    }

    /// Whether evaluations are being counted.
    pub fn costing(&self) -> bool {
        self.cost_on.get()
    }

    /// The node of `ir` in the cost model: a child of the node being
    /// evaluated, or else of one above it (an argument or LET value
    /// evaluated where its parameter is used).
    pub fn cost_find(&self, ir: &Ir) -> Option<u32> {
        let model = crate::cost::model()?;
        self.cost_at.borrow().iter().rev().find_map(|&n| model.child(n, ir))
    }

    /// The node being evaluated in, when counting.
    pub fn cost_top(&self) -> Option<u32> {
        if self.cost_on.get() {
            self.cost_at.borrow().last().copied()
        } else {
            None
        }
    }

    /// Adds to the counts of node `n`.
    pub fn cost_count(&self, n: u32, evaluations: u64, enumerated: u64) {
        if let Some(model) = crate::cost::model() {
            model.count(n, evaluations, enumerated);
        }
    }

    /// `ir` evaluated inside its node `n` without counting the node: how
    /// TLC takes a conjunct that applies an operator it implements in Java
    /// (Naturals' `<`, ...): the operator is applied to its arguments
    /// directly, which count under it.
    pub fn eval_in_node(&self, n: u32, ir: &Ir, env: &Env, st: &States) -> EResult<Value> {
        self.cost_scope(Some(n), || self.eval_here(ir, env, st))
    }

    /// An evaluation counted in the cost model: `ir` is found among the
    /// children of where the evaluator is, counted and entered. (Values
    /// kept for closed expressions are not used, so that every evaluation
    /// is counted as TLC's are.)
    fn eval_costed(&self, ir: &Ir, env: &Env, st: &States) -> EResult<Value> {
        match self.cost_find(ir) {
            Some(n) => {
                self.cost_count(n, 1, 0);
                self.cost_scope(Some(n), || self.eval_here(ir, env, st))
            }
            None => self.eval_here(ir, env, st),
        }
    }

    /// The compiled core's scratch of this evaluator, taken for an
    /// evaluation (an evaluation it starts finds a fresh one), and given
    /// back with `put_scratch`.
    pub fn take_scratch(&self) -> Box<compiled::Scratch> {
        self.compiled_scratch.take().unwrap_or_default()
    }

    pub fn put_scratch(&self, scratch: Box<compiled::Scratch>) {
        *self.compiled_scratch.borrow_mut() = Some(scratch);
    }

    /// A serial for `States` not given out before by this evaluator: its
    /// per-state cache is its own, so serials need only differ here (a
    /// counter shared by all workers was an atomic they contended for on
    /// every successor).
    pub fn next_serial(&self) -> u64 {
        let s = self.serials.get() + 1;
        self.serials.set(s);
        s
    }

    /// `f` in an epoch of its own (see `state_epoch`): read from a current
    /// state other than the one around it. The epoch around is restored.
    pub(crate) fn in_state_epoch<T>(&self, f: impl FnOnce() -> T) -> T {
        let outer = self.state_epoch.replace(self.next_serial());
        let r = f();
        self.state_epoch.set(outer);
        r
    }

    /// `f` with `TLCGet("level")` at `level`, the level set before restored
    /// after (a next state, a trace state, a successor's VIEW).
    pub fn at_level<T>(&self, level: u64, f: impl FnOnce() -> T) -> T {
        let was = self.level.replace(level);
        let r = f();
        self.level.set(was);
        r
    }

    fn cached(&self, id: OpId, st: &States) -> Option<Value> {
        match &self.cache.borrow()[id] {
            (serial, Some(v)) if *serial == st.serial => Some(v.clone()),
            _ => None,
        }
    }

    fn remember(&self, id: OpId, st: &States, v: &Value) {
        self.cache.borrow_mut()[id] = (st.serial, Some(v.clone()));
    }

    /// Evaluates a call of an operator without parameters, from the caches
    /// when it can.
    fn call_nullary(&self, id: OpId, st: &States, loc: Loc) -> EResult<Value> {
        let op = &self.ops[id];
        if !op.state_level {
            if let Some(v) = op.memo.get() {
                return Ok(v.clone());
            }
            let v = self.call_uncached(id, &[], &None, st, loc)?;
            let _ = op.memo.set(v.clone());
            return Ok(v);
        }
        let cacheable = st.serial != 0 && !op.action_level && matches!(st.cur, Cur::Full(_)) && !self.cost_on.get();
        if cacheable {
            if let Some(v) = self.cached(id, st) {
                return Ok(v);
            }
        }
        let v = self.call_uncached(id, &[], &None, st, loc)?;
        if cacheable {
            self.remember(id, st, &v);
        }
        Ok(v)
    }
}

fn as_bool(v: &Value, loc: Loc, what: &str) -> EResult<bool> {
    match v {
        Value::Bool(b) => Ok(*b),
        other => err(loc, format!("{what} should be a boolean, but is {other}")),
    }
}

use tla_values::pretty::pretty;
use tla_values::stdlib::java_error;

impl<'m> Evaluator<'m> {
    fn special(&self, sp: Special, vals: &[Value], loc: Loc) -> EResult<Value> {
        use std::io::Write as _;
        match sp {
            // Values are shown as TLC pretty-prints them.
            Special::Print => {
                if self.quiet.get() {
                    return Ok(vals[1].clone());
                }
                let _ = writeln!(std::io::stdout(), "{}  {}", pretty(&vals[0].to_string()), pretty(&vals[1].to_string()));
                Ok(vals[1].clone())
            }
            Special::PrintT => {
                if self.quiet.get() {
                    return Ok(Value::Bool(true));
                }
                let _ = writeln!(std::io::stdout(), "{}", pretty(&vals[0].to_string()));
                Ok(Value::Bool(true))
            }
            // As TLC: anything but TRUE fails the assertion, a non-boolean too.
            Special::Assert => match vals[0] {
                Value::Bool(true) => Ok(Value::Bool(true)),
                _ => {
                    Err(EvalError { message: format!("{ASSERT_FAILED}\n{}", pretty(&vals[1].to_string())), loc, kind: ErrorKind::Assert, cause: Cause::Other })
                }
            },
            Special::TLCSet => self.tlc_set(&vals[0], &vals[1], loc),
            Special::TLCGet => self.tlc_get(&vals[0], loc),
            Special::SelectSeq
            | Special::CausalOrder
            | Special::HigherOrder(_)
            | Special::AssertError
            | Special::Trace
            | Special::CounterExample
            | Special::PickSuccessor
            | Special::TLCCache => {
                unreachable!("evaluated by call_uncached, which evaluates their arguments itself")
            }
        }
    }

    /// TLCExt's Trace in the state `st` is evaluated in: the behaviour up
    /// to the state being explored, then `st`'s state if it is another (a
    /// successor checked against the invariants or constraints).
    fn trace(&self, st: &States, loc: Loc) -> EResult<Value> {
        let current: &[Value] = match st.cur {
            Cur::Full(s) => s,
            Cur::Partial(s) => {
                let unassigned: Vec<&str> = s.iter().zip(self.vars.iter()).filter(|(v, _)| v.is_none()).map(|(_, n)| n.as_str()).collect();
                let plural = if unassigned.len() > 1 { "s" } else { "" };
                // (TLC's Java method raises it.)
                let msg =
                    format!("In evaluating TLCExt!Trace, the state is not completely specified yet (variable{plural} {} undefined).", unassigned.join(", "));
                return Err(EvalError::from_value(java_error(TRACE_METHOD, &msg), loc));
            }
        };
        let record = |s: &[Value]| Value::record(self.vars.iter().zip(s.iter()).map(|(n, v)| (Str::new(n), v.clone())).collect());
        let prefix = self.trace_prefix.borrow();
        let mut states: Vec<Value> = prefix.iter().map(|s| record(s)).collect();
        if prefix.last().is_none_or(|last| **last != *current) {
            states.push(record(current));
        }
        Ok(Value::tuple(states))
    }

    /// TLCExt's TLCCache(exp, closure): a constant-level exp is evaluated
    /// once per value of closure, for the whole run and every worker (as
    /// TLC's cache on the expression); any other exp every time.
    fn tlc_cache(&self, exp: &IrRef, closure: &IrRef, env: &Env, st: &States) -> EResult<Value> {
        if crate::compile::level(exp, self.ops, &mut std::collections::HashMap::new()) != 0 {
            return self.eval(exp, env, st);
        }
        let key = self.eval(closure, env, st)?;
        let site = (exp.loc.file, exp.loc.span.start, exp.loc.span.end, key.fingerprint());
        let cache = TLC_CACHE.get_or_init(Default::default);
        if let Some(v) = cache.lock().ok().and_then(|c| c.get(&site).cloned()) {
            return Ok(v);
        }
        let v = self.eval(exp, env, st)?;
        if let Ok(mut c) = cache.lock() {
            c.entry(site).or_insert_with(|| v.clone());
        }
        Ok(v)
    }

    /// TLCExt's PickSuccessor(exp): TRUE where exp is TRUE, and where there
    /// is no complete step to decide on (a state predicate, an action not
    /// yet determined); otherwise the user is asked on standard input
    /// whether to take the step (TLC's interactive exploration).
    fn pick_successor(&self, exp: &IrRef, env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        match self.eval(exp, env, st)? {
            Value::Bool(true) => return Ok(Value::Bool(true)),
            Value::Bool(false) => {}
            other => {
                return err(
                    loc,
                    format!(
                        "In evaluating TLCExt!PickSuccessor, a non-boolean expression ({}) was used as the condition of an IF.",
                        tla_values::stdlib::kind_string(&other)
                    ),
                )
            }
        }
        let (Cur::Full(cur), Some(next)) = (st.cur, st.next) else { return Ok(Value::Bool(true)) };
        if next.iter().any(Option::is_none) {
            return Ok(Value::Bool(true));
        }
        use std::io::{BufRead, Write};
        let show = |s: &[Value]| self.vars.iter().zip(s).map(|(n, v)| format!("/\\ {n} = {v}")).collect::<Vec<_>>().join("\n");
        let next: Vec<Value> = next.iter().flatten().cloned().collect();
        loop {
            let mut out = std::io::stdout();
            let _ = writeln!(out, "Extend behavior of length {} with this step? (Yes/no/states):", self.level.get());
            let _ = out.flush();
            let mut line = String::new();
            match std::io::stdin().lock().read_line(&mut line) {
                // (TLC's Java method fails reading the line.)
                Ok(0) | Err(_) => return Err(EvalError::from_value(java_error(PICK_SUCCESSOR_METHOD, "No line found"), loc)),
                Ok(_) => {}
            }
            let answer = line.trim().to_lowercase();
            if answer.is_empty() || answer.starts_with('y') {
                return Ok(Value::Bool(true));
            } else if answer.starts_with('n') {
                return Ok(Value::Bool(false));
            } else if answer.starts_with('s') {
                let _ = writeln!(out, "{}\n~>\n{}", show(cur), show(&next));
            }
        }
    }

    pub fn var_value(&self, st: &States, slot: u32, loc: Loc) -> EResult<Value> {
        match st.cur {
            Cur::Full(s) => match s.get(slot as usize) {
                Some(v) => Ok(v.clone()),
                // No state: a formula of constant level was expected. TLC
                // then knows no variables, hence its message.
                None => Err(EvalError::new(loc, format!("In evaluation, the identifier {} is either undefined or not an operator.", self.vars[slot as usize]))
                    .because(Cause::NoState)),
            },
            Cur::Partial(s) => match &s[slot as usize] {
                Some(v) => {
                    self.state_read.set(true);
                    Ok(v.clone())
                }
                None => Err(EvalError::new(loc, format!("the variable `{}` is used before it is given a value", self.vars[slot as usize]))
                    .because(Cause::UnassignedVariable)),
            },
        }
    }

    pub fn prime_value(&self, st: &States, slot: u32, loc: Loc) -> EResult<Value> {
        self.next_read.set(true);
        // (A slot past the next state's is a variable of an INSTANCEd
        // module read under ENABLED, primed where the action has not given
        // it a value: there is none to read.)
        match st.next.and_then(|n| n.get(slot as usize).cloned().flatten()) {
            Some(v) => Ok(v),
            None => {
                let name = self.vars.get(slot as usize).map_or("a variable of the instanced module", String::as_str);
                Err(EvalError::new(loc, format!("`{name}'` is used before the action gives it a value")).because(Cause::UnassignedPrimed))
            }
        }
    }

    pub fn eval_bool(&self, ir: &Ir, env: &Env, st: &States) -> EResult<bool> {
        let v = self.eval(ir, env, st)?;
        as_bool(&v, ir.loc, "this expression")
    }

    pub fn slot_value(&self, slot: &Slot, st: &States, loc: Loc) -> EResult<Value> {
        match slot {
            Slot::Val(v) => Ok(v.clone()),
            Slot::Lazy(t) if t.failed.is_some() => Err(t.failed.clone().expect("checked")),
            Slot::Lazy(t) => {
                // An argument stands for its expression (TLA+ substitutes
                // arguments for parameters): its value in the current
                // state is kept, but under a prime (`q'` for a parameter
                // q) or while Init is enumerated the states differ, so the
                // expression is evaluated again there, unless its value was
                // computed without reading any state (`everywhere`): an
                // operator's arguments are read again and again in Init too
                // (a fold reading its accumulator twice, exponential else).
                let current = matches!(st.cur, Cur::Full(_));
                if current || t.everywhere.get() {
                    if let Some(v) = t.kept(self.state_epoch.get()) {
                        return Ok(v.clone());
                    }
                }
                // A thunk that read the next state (itself, or through the
                // arguments its names stand for) may be read again once
                // more of it is known: only the others keep their value.
                let outer = self.next_read.replace(false);
                let outer_state = self.state_read.replace(false);
                let v = self.eval(t.ir, &t.env, st);
                let read = self.next_read.get();
                let state_read = self.state_read.get();
                self.next_read.set(outer || read);
                self.state_read.set(outer_state || state_read);
                let v = v?;
                if !read && !t.by_name {
                    if current {
                        if t.memo.set(v.clone()).is_ok() {
                            t.epoch.set(self.state_epoch.get());
                        }
                    } else if !state_read && t.memo.set(v.clone()).is_ok() {
                        t.everywhere.set(true);
                    }
                }
                Ok(v)
            }
            Slot::FnDef(f) => self.materialize_let_fn(f, st, loc),
            Slot::Op(c) => match &**c {
                Closure::Global(id) if self.ops[*id].params.is_empty() => self.call(*id, &[], &None, st, loc),
                _ => err(loc, "an operator is used where a value is expected"),
            },
        }
    }

    /// Whether `ir` reads the next state, through the operators it calls
    /// too.
    pub fn reads_next_state(&self, ir: &Ir) -> bool {
        use std::sync::atomic::Ordering::Relaxed;
        if ir.next_state {
            return true;
        }
        match ir.reads_next.load(Relaxed) {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let mut found = false;
        crate::compile::visit_pruned(ir, &mut |k| {
            found |= match k {
                IrKind::Call(id, _) | IrKind::FnDefApp(id, _) | IrKind::OpArg(id) => self.ops[*id].action_level,
                _ => false,
            };
            !found
        });
        ir.reads_next.store(if found { 2 } else { 1 }, Relaxed);
        found
    }

    /// Runs an application (`f` evaluates its body) one level deeper: on a
    /// fresh stack segment when this one is nearly used up, so deep
    /// recursion works on worker threads too, and as an error located at
    /// `loc` beyond `MAX_NESTED_CALLS`, never a crash. The error is of kind
    /// `Overflow`, which the checker treats as TLC treats its
    /// StackOverflowError.
    pub fn nested<T>(&self, loc: Loc, f: impl FnOnce() -> EResult<T>) -> EResult<T> {
        let depth = self.depth.get();
        // Nesting deeper than there are definitions re-enters one of them:
        // only that part counts as recursion, so that a long chain of
        // distinct definitions (`D1 == D0 + 1`, ... 200,000 of them, as
        // TLC evaluates) is no runaway.
        let limit = MAX_NESTED_CALLS.saturating_add(u32::try_from(self.ops.len()).unwrap_or(u32::MAX));
        if depth >= limit {
            return Err(EvalError {
                loc,
                kind: ErrorKind::Overflow,
                cause: Cause::Other,
                message: format!(
                    "{} {MAX_NESTED_CALLS} applications of operators and functions here: \
                     probably a definition that calls itself without end (an incorrect recursive definition, \
                     or an override that refers back to the definition it replaces)",
                    Self::RUNAWAY
                ),
            });
        }
        self.depth.set(depth + 1);
        let r = stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, f);
        self.depth.set(depth);
        r
    }

    /// The start of the error `nested` raises.
    const RUNAWAY: &'static str = "The evaluation nests more than";

    pub fn lazy(ir: IrRef, env: Env) -> Slot {
        Thunk::slot(ir, env, false, None)
    }

    /// `ir` bound by name: evaluated afresh wherever it is read, in
    /// whatever state, as TLA+'s substitution of an argument for a
    /// parameter means. For the environments of temporal formulas, which
    /// outlive one state.
    pub fn by_name(ir: IrRef, env: Env) -> Slot {
        Thunk::slot(ir, env, true, None)
    }

    /// The slot an argument of a call binds to its parameter.
    pub fn arg_slot(&self, arg: &IrRef, arity: usize, lazy: bool, env: &Env, st: &States) -> EResult<Slot> {
        if arity > 0 {
            return Ok(match &arg.kind {
                IrKind::OpArg(id) => Slot::Op(Rc::new(Closure::Global(*id))),
                IrKind::Lambda(n, body) => Slot::Op(Rc::new(Closure::Local { arity: *n, body, env: env.clone(), recursive: false })),
                IrKind::CallLocal(i, a) if a.is_empty() => local(env, *i).clone(),
                _ => return err(arg.loc, "expected an operator argument"),
            });
        }
        // A bound name or a literal needs no thunk: the callee shares the
        // caller's slot (a thunk there keeps its memo), always, so a name
        // that stands for a primed expression (`LET zz == x'`) is passed on
        // as that expression.
        if self.cost_on.get() && matches!(arg.kind, IrKind::Local(_) | IrKind::Lit(_)) {
            // (Counted as TLC counts the argument's one evaluation.)
            if let Some(n) = self.cost_find(arg) {
                self.cost_count(n, 1, 0);
            }
        }
        match &arg.kind {
            IrKind::Local(i) => return Ok(local(env, *i).clone()),
            IrKind::Lit(v) => return Ok(Slot::Val(v.clone())),
            _ => {}
        }
        if lazy {
            return Ok(Self::lazy(arg, env.clone()));
        }
        // Evaluated now for speed; but TLA+ substitutes the argument, so an
        // argument that fails is an error only where the body uses it (TLC
        // binds arguments unevaluated): it is passed on as a thunk that
        // raises the error again if it is ever used.
        match self.eval(arg, env, st) {
            Ok(v) => Ok(Slot::Val(v)),
            Err(e) => Ok(Thunk::slot(arg, env.clone(), false, Some(e))),
        }
    }

    pub fn call(&self, id: OpId, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        if args.is_empty() && matches!(self.ops[id].body, OpBody::Expr(_) | OpBody::Function(..)) {
            return self.call_nullary(id, st, loc);
        }
        self.call_uncached(id, args, env, st, loc)
    }

    fn call_uncached(&self, id: OpId, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let op = &self.ops[id];
        match &op.body {
            OpBody::Constant(v) => Ok(v.clone()),
            OpBody::Special(Special::SelectSeq) => self.select_seq(args, env, st, loc),
            OpBody::Special(Special::CausalOrder) => self.causal_order(args, env, st, loc),
            OpBody::Special(Special::HigherOrder(op)) => self.higher_order(*op, args, env, st, loc),
            OpBody::Special(Special::AssertError) => {
                // TRUE when evaluating the expression fails with exactly
                // this message, as TLC's method; FALSE otherwise.
                // (The message must be written as a string, as TLC requires;
                // through a parameter, as when a constant operator is
                // replaced by AssertError, it is the caller's.)
                let expected = match &args[0].kind {
                    IrKind::Lit(Value::Str(s)) => *s,
                    IrKind::Local(_) => match self.eval(args[0], env, st)? {
                        Value::Str(s) => s,
                        _ => return err(args[0].loc, "In computing AssertError, a non-string expression was used as the err of an AssertError(err, exp)."),
                    },
                    _ => return err(args[0].loc, "In computing AssertError, a non-string expression was used as the err of an AssertError(err, exp)."),
                };
                Ok(Value::Bool(matches!(self.eval(args[1], env, st), Err(e) if *e.message == *expected.as_str())))
            }
            OpBody::Special(Special::Trace) => self.trace(st, loc),
            OpBody::Special(Special::PickSuccessor) => self.pick_successor(&args[0], env, st, loc),
            OpBody::Special(Special::TLCCache) => self.tlc_cache(&args[0], &args[1], env, st),
            OpBody::Special(Special::CounterExample) => Ok(self.counter_example.borrow().clone().unwrap_or_else(counter_example_none)),
            OpBody::Special(sp) => {
                let vals = args.iter().map(|a| self.eval(a, env, st)).collect::<EResult<Vec<_>>>()?;
                self.special(*sp, &vals, loc)
            }
            // Arguments of the usual arities on the stack: natives such as
            // `+`, `<` and Len are called in every state. Their failures are
            // those of TLC's Java module implementations (ErrorKind::Module).
            OpBody::Native(f) => {
                let call = |vals: &[Value]| f(vals).map_err(ValueError::from_module).at(loc);
                match args {
                    [] => call(&[]),
                    [a] => call(&[self.eval(a, env, st)?]),
                    [a, b] => call(&[self.eval(a, env, st)?, self.eval(b, env, st)?]),
                    [a, b, c] => call(&[self.eval(a, env, st)?, self.eval(b, env, st)?, self.eval(c, env, st)?]),
                    _ => call(&args.iter().map(|a| self.eval(a, env, st)).collect::<EResult<Vec<_>>>()?),
                }
            }
            OpBody::Expr(body) if self.keeps_calls(id) => self.call_by_value(id, body, args, env, st, loc),
            OpBody::Expr(body) => {
                let callee_env = self.bind_args(id, args, env, st)?;
                self.nested(loc, || self.eval(body, &callee_env, st))
            }
            OpBody::Function(binders, body) => self.nested(loc, || self.function_value(binders, body, &None, st, loc)),
            OpBody::Pending => err(loc, format!("`{}` is used while it is being defined", op.name)),
        }
    }

    /// A call of an operator whose value is a function of its arguments'
    /// values (`OpDef::by_value`): the value of the worker's last call of
    /// it where the arguments are equal, else the body's. (The ASSUMEs of
    /// TransitiveClosure ask `<<s, t>> \in TC1(R)` of every pair s, t, and
    /// TLC builds `TC1(R)` each time.) Arguments are bound as values where
    /// they evaluate, as for any call; one that fails (an error only if it
    /// is used) or is not a value yet is not forced, and the call is then
    /// computed and not kept. An operator whose calls seldom repeat the
    /// last one's arguments is then called as any other (`KeptCall`).
    /// Without coverage only: coverage counts every evaluation, as TLC's.
    fn call_by_value(&self, id: OpId, body: &'static Ir, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let mut callee_env: Env = None;
        let mut key: Option<Vec<Value>> = Some(Vec::with_capacity(args.len()));
        for a in args {
            let slot = self.arg_slot(a, 0, self.reads_next_state(a), env, st)?;
            match (&slot, &mut key) {
                (Slot::Val(v), Some(k)) => k.push(v.clone()),
                _ => key = None,
            }
            callee_env = bind(&callee_env, slot);
        }
        if let Some(key) = &key {
            let mut memo = self.call_memo.borrow_mut();
            if memo.len() <= id {
                memo.resize(id + 1, KeptCall::default());
            }
            if let Some(v) = memo[id].find(key) {
                return Ok(v);
            }
        }
        let v = self.nested(loc, || self.eval(body, &callee_env, st))?;
        if let Some(key) = key {
            self.call_memo.borrow_mut()[id].last = Some((key.into_boxed_slice(), v.clone()));
        }
        Ok(v)
    }

    /// Whether a call of operator `id` goes through `call_by_value`: a
    /// `by_value` operator not given up by this worker, without coverage.
    fn keeps_calls(&self, id: OpId) -> bool {
        self.ops[id].by_value.load(std::sync::atomic::Ordering::Relaxed) && !self.cost_on.get() && !self.call_memo.borrow().get(id).is_some_and(|k| k.given_up)
    }

    /// `x \in S`. A set comprehension TLC keeps lazy (`{i \in Int : P}`)
    /// is built here only when it can be: if building it fails (it ranges
    /// over an infinite set, or its predicate fails on another element),
    /// membership is decided as TLC decides it, without building it.
    fn member(&self, x: &Value, set: &Ir, env: &Env, st: &States, loc: Loc) -> EResult<bool> {
        // TLC searches a set enumeration written in the expression, which it
        // has not normalized, element by element in the order written, with
        // each element's equality: an equal element ends the search before
        // one of another kind is compared (`1 \in {1, FALSE}` holds), and
        // one of another kind met first fails as the set's fingerprint
        // exception (TLC's `SetEnumValue.member`).
        if let IrKind::SetEnum(items) = &set.kind {
            let elements = items.iter().map(|i| self.eval(i, env, st)).collect::<EResult<Vec<Value>>>()?;
            for e in &elements {
                match e.tlc_eq(x) {
                    Ok(true) => return Ok(true),
                    Ok(false) => {}
                    Err(why) => return Err(EvalError::from_value(why, loc).because(Cause::Unfingerprintable)),
                }
            }
            return Ok(false);
        }
        if let Some(s) = self.borrowed(set, env, st) {
            return self.contains_value(s, x, loc);
        }
        // (Building a comprehension TLC keeps lazy would evaluate its
        // predicate on every element of its base, `SUBSET SUBSET (1..4)`
        // has 65536, to answer for one.)
        if self.tlc_keeps_lazy(set, env, st) {
            if let Some(b) = self.member_unbuilt(x, set, env, st)? {
                return Ok(b);
            }
        }
        match self.eval(set, env, st) {
            Ok(s) => self.contains_value(&s, x, loc),
            Err(e) if !is_runaway(&e) => match self.member_unbuilt(x, set, env, st)? {
                Some(b) => Ok(b),
                None => Err(e),
            },
            Err(e) => Err(e),
        }
    }

    /// The expression `set` stands for, with its scope, where TLC's value
    /// of it is what that expression makes (a comprehension kept lazy as
    /// well): an operator with arguments applied (`x \in Children(g, v)`),
    /// a LET value not computed yet, a LET operator applied (arguments
    /// bound as a call binds them).
    fn denoted_expression(&self, set: &Ir, env: &Env, st: &States) -> Option<(IrRef, Env)> {
        match &set.kind {
            IrKind::Call(id, args) if !args.is_empty() && !self.ops[*id].action_level => match &self.ops[*id].body {
                OpBody::Expr(body) => Some((*body, self.bind_args(*id, args, env, st).ok()?)),
                _ => None,
            },
            IrKind::Local(i) => match local(env, *i) {
                Slot::Lazy(t) if t.kept(self.state_epoch.get()).is_none() && t.failed.is_none() => Some((t.ir, t.env.clone())),
                _ => None,
            },
            IrKind::CallLocal(i, args) => match local(env, *i) {
                slot @ Slot::Op(c) => match &**c {
                    Closure::Local { body, env: cenv, recursive, .. } => {
                        let mut e = if *recursive { bind(cenv, slot.clone()) } else { cenv.clone() };
                        for a in args {
                            e = bind(&e, self.arg_slot(a, closure_arg_arity(a, env), true, env, st).ok()?);
                        }
                        Some((*body, e))
                    }
                    Closure::Global(_) => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether `set` denotes (through definitions, applied operators and
    /// LET values: `denoted_expression`) a comprehension TLC keeps lazy, or a set TLC keeps lazy around one
    /// (`\cup`, `\cap`, `\`, SUBSET, `\X`, `Seq`, `[S -> T]`, `[a : T]`):
    /// membership in it is decided without building it (`member_unbuilt`).
    fn tlc_keeps_lazy(&self, set: &Ir, env: &Env, st: &States) -> bool {
        match &set.kind {
            IrKind::SetFilter(b, _) => b.set.as_ref().is_some_and(|base| !self.tlc_holds_enumerated(base, env, st)),
            IrKind::Call(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Expr(body) => self.tlc_keeps_lazy(body, &None, st),
                _ => false,
            },
            IrKind::Builtin(Builtin::Cup | Builtin::Cap | Builtin::SetMinus | Builtin::Subset, a) => a.iter().any(|x| self.tlc_keeps_lazy(x, env, st)),
            IrKind::Times(sets) => sets.iter().any(|x| self.tlc_keeps_lazy(x, env, st)),
            IrKind::FnSet(_, range) => self.tlc_keeps_lazy(range, env, st),
            IrKind::RecordSet(fields) => fields.iter().any(|(_, x)| self.tlc_keeps_lazy(x, env, st)),
            IrKind::Call(id, args) if args.len() == 1 && self.ops[*id].name == "Seq" && matches!(self.ops[*id].body, OpBody::Native(_)) => {
                self.tlc_keeps_lazy(args[0], env, st)
            }
            _ => self.denoted_expression(set, env, st).is_some_and(|(body, e)| self.tlc_keeps_lazy(body, &e, st)),
        }
    }

    /// Membership in the comprehension `set` denotes (through definitions
    /// without parameters) without building it: `x \in S /\ P(x)`. None
    /// when `set` is not such a comprehension.
    fn member_unbuilt(&self, x: &Value, set: &Ir, env: &Env, st: &States) -> EResult<Option<bool>> {
        match &set.kind {
            IrKind::SetFilter(b, pred) => {
                let Some(base) = &b.set else { return Ok(None) };
                // TLC builds a comprehension only over a set it holds
                // enumerated; over any other it decides membership alone.
                if self.tlc_holds_enumerated(base, env, st) {
                    return Ok(None);
                }
                // (TLC's SetPredValue.member: a failure deciding either is
                // its own error, of TLC's evaluator, the base's value shown.)
                let decided = (|| {
                    if !self.member(x, base, env, st, set.loc)? {
                        return Ok(false);
                    }
                    let e = self.bind_pattern(b, x, env, set.loc)?;
                    self.eval_bool(pred, &e, st)
                })();
                match decided {
                    Err(e) if !is_runaway(&e) && e.cause == Cause::Other => {
                        let shown = self.eval(base, env, st).map_or_else(|_| "the set".to_string(), |v| v.to_string());
                        Err(EvalError::new(pred.loc, format!("Cannot decide if element:\n{x}\n is element of:\n{shown}\nand satisfies the predicate")))
                    }
                    decided => decided.map(Some),
                }
            }
            IrKind::Call(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Expr(body) => self.member_unbuilt(x, body, &None, st),
                _ => Ok(None),
            },
            // The sets TLC keeps lazy around such a comprehension: their
            // membership from their operands', each evaluated first (see
            // `operand`).
            IrKind::Builtin(b @ (Builtin::Cup | Builtin::Cap | Builtin::SetMinus), a) => {
                let [left, right] = [&a[0], &a[1]].map(|o| self.operand(o, env, st));
                let (left, right) = (left?, right?);
                let first = self.member_of(x, a[0], left.as_ref(), env, st, set.loc)?;
                Ok(Some(match b {
                    Builtin::Cup => first || self.member_of(x, a[1], right.as_ref(), env, st, set.loc)?,
                    Builtin::Cap => first && self.member_of(x, a[1], right.as_ref(), env, st, set.loc)?,
                    _ => first && !self.member_of(x, a[1], right.as_ref(), env, st, set.loc)?,
                }))
            }
            IrKind::Builtin(Builtin::Subset, a) => {
                let base = self.operand(a[0], env, st)?;
                match x.elements() {
                    Ok(elems) => self.all_members(elems.iter().map(|e| (e, a[0], base.as_ref())), env, st, set.loc).map(Some),
                    Err(_) => Ok(Some(false)),
                }
            }
            IrKind::Times(sets) => {
                let values = sets.iter().map(|s| self.operand(s, env, st)).collect::<EResult<Vec<_>>>()?;
                match x.as_seq() {
                    Ok(elems) if elems.len() == sets.len() => {
                        self.all_members(elems.iter().zip(sets.iter().copied()).zip(&values).map(|((e, s), v)| (e, s, v.as_ref())), env, st, set.loc).map(Some)
                    }
                    _ => Ok(Some(false)),
                }
            }
            // `[S -> T]`: a function whose domain is S and whose values are
            // in T.
            IrKind::FnSet(domain, range) => {
                let domain = self.eval(domain, env, st)?;
                let range_value = self.operand(range, env, st)?;
                let Ok(pairs) = x.pairs() else { return Ok(Some(false)) };
                if domain.cardinality().at(set.loc)? != pairs.len() as i64 {
                    return Ok(Some(false));
                }
                for (k, _) in &pairs {
                    if !self.contains_value(&domain, k, set.loc)? {
                        return Ok(Some(false));
                    }
                }
                self.all_members(pairs.iter().map(|(_, v)| (v, *range, range_value.as_ref())), env, st, set.loc).map(Some)
            }
            // `[a : S, b : T]`: a record with just these fields, each in
            // its set.
            IrKind::RecordSet(fields) => {
                let values = fields.iter().map(|(_, s)| self.operand(s, env, st)).collect::<EResult<Vec<_>>>()?;
                let Some(xs) = x.record_fields().filter(|xs| xs.len() == fields.len()) else { return Ok(Some(false)) };
                let mut pairs = Vec::with_capacity(fields.len());
                for ((name, s), value) in fields.iter().zip(&values) {
                    match xs.iter().find(|(k, _)| k == name) {
                        Some((_, v)) => pairs.push((v, *s, value.as_ref())),
                        None => return Ok(Some(false)),
                    }
                }
                self.all_members(pairs.into_iter(), env, st, set.loc).map(Some)
            }
            // `Seq(S)` (the standard module's).
            IrKind::Call(id, args) if args.len() == 1 && self.ops[*id].name == "Seq" && matches!(self.ops[*id].body, OpBody::Native(_)) => {
                let base = self.operand(args[0], env, st)?;
                match x.as_seq() {
                    Ok(elems) => self.all_members(elems.iter().map(|e| (e, args[0], base.as_ref())), env, st, set.loc).map(Some),
                    Err(_) => Ok(Some(false)),
                }
            }
            _ => match self.denoted_expression(set, env, st) {
                Some((body, e)) => self.nested(set.loc, || self.member_unbuilt(x, body, &e, st)),
                None => Ok(None),
            },
        }
    }

    /// An operand of a set TLC keeps lazy, evaluated as TLC evaluates it
    /// where it evaluates the set (so that an error in any operand is met
    /// there, whatever membership later asks): its value, or None for a
    /// comprehension TLC keeps unbuilt itself (or a set around one), whose
    /// membership is decided without building it.
    fn operand(&self, set: &Ir, env: &Env, st: &States) -> EResult<Option<Value>> {
        if self.tlc_keeps_lazy(set, env, st) {
            return Ok(None);
        }
        self.eval(set, env, st).map(Some)
    }

    /// Whether `x` is in the operand `set`, of value `value` (see `operand`).
    fn member_of(&self, x: &Value, set: &Ir, value: Option<&Value>, env: &Env, st: &States, loc: Loc) -> EResult<bool> {
        match value {
            Some(v) => self.contains_value(v, x, loc),
            None => self.member(x, set, env, st, loc),
        }
    }

    /// Whether each value is in its set (`member_of`), stopping at the
    /// first that is not.
    fn all_members<'a>(&self, pairs: impl Iterator<Item = (&'a Value, &'a Ir, Option<&'a Value>)>, env: &Env, st: &States, loc: Loc) -> EResult<bool> {
        for (x, set, value) in pairs {
            if !self.member_of(x, set, value, env, st, loc)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether TLC's value of `set` is one it holds enumerated (its
    /// `Reducible` values: `{a, b}`, `{e : x \in S}`, `a..b`, a state
    /// variable's value), over which it builds a comprehension `{x \in S :
    /// P}` and a function constructor `[x \in S |-> e]` at once; over its
    /// other sets (`S \cup T`, `S \cap T`, `S \ T`, `UNION S`, `SUBSET S`,
    /// `[S -> T]`, `[a : S]`, `S \X T`, `Seq(S)`, a comprehension, `Nat`)
    /// they stay lazy: membership in the comprehension evaluates P on the
    /// one element only.
    fn tlc_holds_enumerated(&self, set: &Ir, env: &Env, st: &States) -> bool {
        match base_class(set, self, 0) {
            BaseClass::Enumerated => true,
            BaseClass::Lazy => false,
            BaseClass::ByValue => self.eval(set, env, st).is_ok_and(|v| held_enumerated(&v)),
        }
    }

    /// `set` denotes (through definitions without parameters) a
    /// comprehension TLC keeps unbuilt: `{x \in S : P}` with S infinite.
    fn is_unbuilt(&self, set: &Ir, env: &Env, st: &States) -> bool {
        match &set.kind {
            IrKind::SetFilter(b, _) => b.set.as_ref().is_some_and(|base| !self.eval(base, env, st).is_ok_and(|s| s.is_finite_set())),
            IrKind::Call(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Expr(body) => self.is_unbuilt(body, &None, st),
                _ => false,
            },
            _ => false,
        }
    }

    /// The application to `arg` of the function constructor `f` denotes
    /// (through definitions without parameters) without building it: TLC
    /// keeps `[x \in S |-> e]` lazy. None when `f` is not a constructor.
    fn apply_unbuilt(&self, f: &Ir, arg: &Value, env: &Env, st: &States, loc: Loc) -> EResult<Option<Value>> {
        match &f.kind {
            IrKind::FnCons(bs, body) => {
                let e = self.fn_def_env(bs, env.clone(), arg.clone(), st, loc)?;
                Ok(Some(self.eval(body, &e, st)?))
            }
            IrKind::Call(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Expr(body) => self.apply_unbuilt(body, arg, &None, st, loc),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// `fv[arg]`, where `fv` is the value of `f`. Applied outside its
    /// domain, a function TLC holds unbuilt (see `held_unbuilt`) fails with
    /// the message of its lazy functions, others with that of built ones.
    fn apply_value(&self, f: &Ir, fv: &Value, arg: &Value, env: &Env, loc: Loc) -> EResult<Value> {
        if let Value::LazyFn(_) = fv {
            return self.apply_function_value(fv, arg, loc);
        }
        let failure = match fv.apply(arg) {
            Ok(v) => return Ok(v),
            Err(e) => e,
        };
        if self.held_unbuilt(f, env) && !fv.domain().and_then(|d| d.contains(arg)).unwrap_or(true) {
            return outside_unbuilt_domain(fv, arg, loc);
        }
        Err(EvalError::from_value(failure, loc))
    }

    /// Whether `f` denotes a function of one argument that TLC holds as
    /// its constructor (a lazy function) when applied: the constructor
    /// itself, an EXCEPT of one, a LET definition or an argument bound to
    /// one (evaluated on use, never put in a state or a set), or a call of
    /// an operator whose body is one and which is not computed once at
    /// startup. TLC builds a function into a table only when it must
    /// (fingerprints, comparisons); constant definitions without
    /// parameters it computes, and so builds, before the search.
    fn held_unbuilt(&self, f: &Ir, env: &Env) -> bool {
        match &f.kind {
            IrKind::FnCons(bs, _) => bs.len() == 1,
            IrKind::Except(g, _) => self.held_unbuilt(g, env),
            IrKind::Local(i) => match local(env, *i) {
                Slot::Lazy(t) => self.held_unbuilt(t.ir, &t.env),
                _ => false,
            },
            IrKind::Call(id, args) => {
                let op = &self.ops[*id];
                let computed_once = args.is_empty() && !op.state_level;
                match &op.body {
                    OpBody::Expr(body) if !computed_once => matches!(&body.kind, IrKind::FnCons(bs, _) if bs.len() == 1),
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// `compute()`, the value of function definition `key.0` at `key.1`,
    /// with that application marked as being computed (`fn_building`).
    fn building(&self, key: (OpId, Value), compute: impl FnOnce() -> EResult<Value>) -> EResult<Value> {
        self.fn_building.borrow_mut().push(key);
        let v = compute();
        self.fn_building.borrow_mut().pop();
        v
    }

    /// `f[a]` where f is `g[b]` for a function definition `g[x \in S] ==
    /// [y \in T |-> e]` whose value at b is being computed: e at (b, a),
    /// without that value (which is what is being built). None otherwise.
    fn apply_while_built(&self, f: &Ir, arg: &Value, env: &Env, st: &States, loc: Loc) -> EResult<Option<Value>> {
        let IrKind::FnDefApp(id, fargs) = &f.kind else { return Ok(None) };
        if self.fn_building.borrow().is_empty() {
            return Ok(None);
        }
        let OpBody::Function(bs, body) = &self.ops[*id].body else { return Ok(None) };
        let IrKind::FnCons(inner, value) = &body.kind else { return Ok(None) };
        let farg = self.fn_arg(fargs, env, st)?;
        if !self.fn_building.borrow().iter().any(|(g, b)| g == id && *b == farg) {
            return Ok(None);
        }
        // (Counted as an application: a value defined by itself recurses
        // without end, which is reported, not a crash.)
        Ok(Some(self.constructor_entry(bs, None, farg, inner, value, arg, st, loc)?))
    }

    /// `e` at (b, a) for a function definition `g[x \in S] == [y \in T |->
    /// e]` (its binders `bs`, bound in `genv`), without building `g[b]`.
    #[allow(clippy::too_many_arguments)]
    fn constructor_entry(&self, bs: &[Binder], genv: Env, b: Value, inner: &[Binder], value: IrRef, a: &Value, st: &States, loc: Loc) -> EResult<Value> {
        let outer = self.fn_def_env(bs, genv, b, st, loc)?;
        let e = self.fn_def_env(inner, outer, a.clone(), st, loc)?;
        self.nested(loc, || self.eval(value, &e, st))
    }

    /// `f[a]` where f is `g[b]` for a function definition `g[x \in S] ==
    /// [y \in T |-> e]` whose values are not kept (a LET definition, or one
    /// that depends on the state): e at (b, a), `g[b]` left unbuilt. TLC
    /// keeps the values of a recursive function lazy, so `g[n-1][x]` in the
    /// body of `g[n]` computes one entry; building `g[n-1]` whole at each
    /// such application is exponential in the depth of the recursion (the
    /// community Relation's TransitiveClosure). None otherwise.
    fn apply_applied_unbuilt(&self, f: &Ir, arg: &Value, env: &Env, st: &States, loc: Loc) -> EResult<Option<Value>> {
        let IrKind::FnApp(g, gargs) = &f.kind else {
            let IrKind::FnDefApp(id, gargs) = &f.kind else { return Ok(None) };
            let OpBody::Function(bs, body) = &self.ops[*id].body else { return Ok(None) };
            // (A constant function's values are kept: `g[b]` is built once.)
            if !self.ops[*id].state_level {
                return Ok(None);
            }
            let IrKind::FnCons(inner, value) = &body.kind else { return Ok(None) };
            let garg = self.fn_arg(gargs, env, st)?;
            return Ok(Some(self.constructor_entry(bs, None, garg, inner, value, arg, st, loc)?));
        };
        let IrKind::Local(i) = g.kind else { return Ok(None) };
        let Slot::FnDef(fc) = local(env, i) else { return Ok(None) };
        let (bs, body) = self.let_fn_parts(fc);
        let IrKind::FnCons(inner, value) = &body.kind else { return Ok(None) };
        let garg = self.fn_arg(gargs, env, st)?;
        Ok(Some(self.constructor_entry(bs, bind(&fc.env, Slot::FnDef(fc.clone())), garg, inner, value, arg, st, loc)?))
    }

    /// The domain of the function `f` defines (a constructor or a function
    /// definition, through definitions without parameters), without
    /// building the function. None when `f` is neither.
    fn domain_unbuilt(&self, f: &Ir, env: &Env, st: &States) -> EResult<Option<Value>> {
        let (bs, env): (&[Binder], Env) = match &f.kind {
            IrKind::FnCons(bs, _) => (bs, env.clone()),
            // (Through a definition that is the constructor itself, not
            // through a chain of names: TLC builds the function a CONSTANT
            // is replaced with, and fails there.)
            IrKind::Call(id, args) | IrKind::FnDefApp(id, args) if args.is_empty() => match &self.ops[*id].body {
                OpBody::Function(bs, _) => (bs, None),
                OpBody::Expr(body) if matches!(body.kind, IrKind::FnCons(..)) => return self.domain_unbuilt(body, &None, st),
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        // `x, y \in S` leaves the set on the last name of the group.
        let mut sets: Vec<Value> = Vec::with_capacity(bs.len());
        let mut pending = 0;
        for b in bs {
            pending += 1;
            if let Some(set) = &b.set {
                let v = self.eval(set, &env, st)?;
                sets.extend(std::iter::repeat_n(v, pending));
                pending = 0;
            }
        }
        if pending > 0 || sets.is_empty() {
            return Ok(None);
        }
        Ok(Some(if sets.len() == 1 { sets.pop().expect("one") } else { Value::lazy(LazySet::Product(sets)) }))
    }

    /// `SelectSeq(s, Test)`, with the errors of TLC's Java method.
    fn select_seq(&self, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let module_error = |message: String| Err(EvalError { message, loc, kind: ErrorKind::Module, cause: Cause::Other });
        let s = self.eval(args[0], env, st)?;
        let Ok(elems) = s.as_seq() else {
            return module_error(format!("The first argument of SelectSeq should be a sequence, but instead it is:\n{s}"));
        };
        let test = self.arg_slot(&args[1], 1, false, env, st)?;
        let mut kept = Vec::new();
        for e in elems {
            match self.call_local_values(&test, std::slice::from_ref(e), env, st, loc)? {
                Value::Bool(true) => kept.push(e.clone()),
                Value::Bool(false) => {}
                _ => {
                    return module_error(format!(
                        "The second argument of SelectSeq should be a boolean-valued operator, but instead it is:\n{}",
                        self.operator_shown(&test)
                    ));
                }
            }
        }
        Ok(Value::tuple(kept))
    }

    /// VectorClocks' `CausalOrder(log, clock, node, domain)`: the operator
    /// arguments applied to each entry here, the ordering in
    /// `tla_values::stdlib::causal_order`.
    fn causal_order(&self, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let module_error = |message: String| EvalError { message, loc, kind: ErrorKind::Module, cause: Cause::Other };
        let log = self.eval(args[0], env, st)?;
        let Ok(entries) = log.as_seq() else {
            return Err(module_error(format!("The first argument of CausalOrder should be a sequence, but instead it is:\n{log}")));
        };
        let [clock, node, domain] = [1, 2, 3].map(|i| self.arg_slot(&args[i], 1, false, env, st));
        let (clock, node, domain) = (clock?, node?, domain?);
        let apply = |op: &Slot, v: &Value| self.call_local_values(op, std::slice::from_ref(v), env, st, loc);
        let mut with_clocks = Vec::with_capacity(entries.len());
        for e in entries {
            let c = apply(&clock, e)?;
            let hosts = apply(&domain, &c)?;
            let hosts = hosts
                .elements()
                .ok()
                .filter(|_| hosts.is_set())
                .ok_or_else(|| module_error(format!("The domain of a clock in CausalOrder should be a set, but instead it is:\n{hosts}")))?;
            with_clocks.push(tla_values::stdlib::LogEntry { value: e.clone(), node: apply(&node, e)?, clock: c, hosts: hosts.to_vec() });
        }
        tla_values::stdlib::causal_order(with_clocks).map_err(|e| module_error(e.message))
    }

    pub fn bind_args(&self, id: OpId, args: &[IrRef], env: &Env, st: &States) -> EResult<Env> {
        let op = &self.ops[id];
        let mut callee_env: Env = None;
        for (i, a) in args.iter().enumerate() {
            let arity = op.params.get(i).copied().unwrap_or(0);
            let slot = self.arg_slot(a, arity, op.lazy_args || self.reads_next_state(a), env, st)?;
            callee_env = bind(&callee_env, slot);
        }
        Ok(callee_env)
    }

    /// Calls the operator held in a local with values for its arguments
    /// (a module's Java code applying an operator argument to elements).
    pub fn call_local_values(&self, slot: &Slot, vals: &[Value], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let Slot::Op(c) = slot else { return err(loc, "this is not an operator") };
        let (body, mut e) = match &**c {
            Closure::Local { body, env: cenv, recursive, .. } => (*body, if *recursive { bind(cenv, slot.clone()) } else { cenv.clone() }),
            Closure::Global(id) => match &self.ops[*id].body {
                OpBody::Native(f) => return f(vals).map_err(ValueError::from_module).at(loc),
                OpBody::Expr(body) => (*body, None),
                // (Rare: a TLC operator or a function definition passed as
                // an operator; its arguments become expressions.)
                _ => {
                    let args: Vec<IrRef> = vals.iter().map(|v| Ir::new(IrKind::Lit(v.clone()), loc)).collect();
                    return self.call(*id, &args, env, st, loc);
                }
            },
        };
        for v in vals {
            e = bind(&e, Slot::Val(v.clone()));
        }
        self.nested(loc, || self.eval(body, &e, st))
    }

    /// Calls the operator held in a local.
    pub fn call_local(&self, slot: &Slot, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        match slot {
            Slot::Op(c) => match &**c {
                Closure::Global(id) => self.call(*id, args, env, st, loc),
                Closure::Local { body, env: cenv, recursive, .. } => {
                    let mut e = cenv.clone();
                    if *recursive {
                        e = bind(&e, slot.clone());
                    }
                    for a in args {
                        e = bind(&e, self.arg_slot(a, closure_arg_arity(a, env), true, env, st)?);
                    }
                    self.nested(loc, || self.eval(body, &e, st))
                }
            },
            other if args.is_empty() => self.slot_value(other, st, loc),
            _ => err(loc, "this is not an operator"),
        }
    }

    pub fn enumerate_binders<F>(&self, binders: &[Binder], env: &Env, st: &States, loc: Loc, f: &mut F) -> EResult<bool>
    where
        F: FnMut(&Env, &[Value]) -> EResult<bool>,
    {
        if binders.len() > 1 {
            return self.enum_odometer(binders, env, st, loc, f);
        }
        let mut vals = Vec::new();
        self.enum_rec(binders, 0, env, st, loc, &mut vals, f)
    }

    /// Several bound variables (`\E i, j \in S`, `\A i \in S, j \in T`):
    /// TLC enumerates their values as an odometer whose first variable
    /// turns fastest (its ContextEnumerator), which orders the successors
    /// of `\E` in Next and Init, and so the states generated before a
    /// violation. Each set is evaluated once, where the compiler put it
    /// (after the earlier variables; SANY lets no bound mention them, so
    /// any of their values serves).
    fn enum_odometer<F>(&self, binders: &[Binder], env: &Env, st: &States, loc: Loc, f: &mut F) -> EResult<bool>
    where
        F: FnMut(&Env, &[Value]) -> EResult<bool>,
    {
        let mut lists: Vec<Vec<Value>> = Vec::with_capacity(binders.len());
        let mut scope = env.clone();
        let mut empty = false;
        for b in binders {
            let Some(set_ir) = &b.set else { return err(loc, "TLC cannot enumerate an unbounded variable") };
            let set = self.eval(set_ir, &scope, st)?;
            let members: Vec<Value> = set.members().at(set_ir.loc)?.collect();
            // TLC evaluates every bound's set before it enumerates: an
            // empty one does not spare the others' errors. (The sets read
            // no bound variable of the quantifier; one is bound only to
            // keep the locals' numbering.)
            match members.first() {
                Some(first) => scope = self.bind_pattern(b, first, &scope, loc)?,
                None => {
                    empty = true;
                    for _ in 0..b.tuple.unwrap_or(1) {
                        scope = bind(&scope, Slot::Val(Value::Bool(false)));
                    }
                }
            }
            lists.push(members);
        }
        if empty {
            return Ok(true);
        }
        let n = binders.len();
        let mut at = vec![0usize; n];
        let mut vals: Vec<Value> = lists.iter().map(|l| l[0].clone()).collect();
        // The frames binding the values, the last variable's on top; a
        // step changes the first `changed` variables, whose frames are set
        // in place when nothing kept them (a closure or thunk made in the
        // body would have), else the chain is bound anew.
        let plain = binders.iter().all(|b| b.tuple.is_none());
        let mut e: Env = None;
        let mut changed = n;
        loop {
            if !(plain && e.is_some() && (0..changed).all(|k| set_in_place(&mut e, n - 1 - k, &vals[k]))) {
                let mut fresh = env.clone();
                for (b, v) in binders.iter().zip(&vals) {
                    fresh = self.bind_pattern(b, v, &fresh, loc)?;
                }
                e = fresh;
            }
            if !f(&e, &vals)? {
                return Ok(false);
            }
            let mut k = 0;
            loop {
                at[k] += 1;
                if at[k] < lists[k].len() {
                    vals[k] = lists[k][at[k]].clone();
                    break;
                }
                at[k] = 0;
                vals[k] = lists[k][0].clone();
                k += 1;
                if k == n {
                    return Ok(true);
                }
            }
            changed = k + 1;
        }
    }

    /// Calls `f` for each combination of bound values (with the env that
    /// binds them and the values bound, one per binder); stops early when
    /// `f` returns false. Returns false if stopped.
    fn enum_rec<F>(&self, binders: &[Binder], i: usize, env: &Env, st: &States, loc: Loc, vals: &mut Vec<Value>, f: &mut F) -> EResult<bool>
    where
        F: FnMut(&Env, &[Value]) -> EResult<bool>,
    {
        if i == binders.len() {
            return f(env, vals);
        }
        let b = &binders[i];
        let Some(set_ir) = &b.set else { return err(loc, "TLC cannot enumerate an unbounded variable") };
        let owned;
        let set = match self.borrowed(set_ir, env, st) {
            Some(s) => s,
            None => {
                owned = self.eval(set_ir, env, st)?;
                &owned
            }
        };
        let counted = if self.cost_on.get() && crate::cost::counts_enumeration(set_ir) { self.cost_find(set_ir) } else { None };
        let mut enumerated = 0;
        let mut inner: Env = None;
        for e in set.members().at(set_ir.loc)? {
            enumerated += 1;
            // The frame binding the previous element is reused when nothing
            // kept it (a closure or a thunk made in the body would have).
            match inner.as_mut().and_then(Rc::get_mut) {
                Some(frame) if b.tuple.is_none() => frame.slot = Slot::Val(e.clone()),
                _ => inner = self.bind_pattern(b, &e, env, loc)?,
            }
            vals.push(e);
            let go_on = self.enum_rec(binders, i + 1, &inner, st, loc, vals, f)?;
            vals.pop();
            if !go_on {
                if let Some(n) = counted {
                    self.cost_count(n, 0, enumerated);
                }
                return Ok(false);
            }
        }
        if let Some(n) = counted {
            self.cost_count(n, 0, enumerated + crate::cost::enumeration_end(set));
        }
        Ok(true)
    }

    pub fn bind_pattern(&self, b: &Binder, v: &Value, env: &Env, loc: Loc) -> EResult<Env> {
        match b.tuple {
            None => Ok(bind(env, Slot::Val(v.clone()))),
            Some(n) => {
                let items = v.as_seq().at(loc)?;
                if items.len() != n {
                    return err(loc, format!("cannot bind a tuple of {n} names to {v}"));
                }
                let mut e = env.clone();
                for x in items {
                    e = bind(&e, Slot::Val(x.clone()));
                }
                Ok(e)
            }
        }
    }

    fn key_of(vals: &[Value]) -> Value {
        if vals.len() == 1 {
            vals[0].clone()
        } else {
            Value::tuple(vals.to_vec())
        }
    }

    fn materialize_fn(&self, binders: &[Binder], body: &IrRef, env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let mut pairs = Vec::new();
        self.enumerate_binders(binders, env, st, loc, &mut |e, vals| {
            pairs.push((Self::key_of(vals), self.eval(body, e, st)?));
            Ok(true)
        })?;
        Ok(Value::function(pairs))
    }

    pub fn let_fn_parts<'a>(&self, f: &'a FnClosure) -> (&'a [Binder], &'a IrRef) {
        let LetDef::Function(bs, body) = &f.defs[f.index] else { unreachable!("FnClosure names a function definition") };
        (bs, body)
    }

    fn materialize_let_fn(&self, f: &Rc<FnClosure>, st: &States, loc: Loc) -> EResult<Value> {
        let (bs, body) = self.let_fn_parts(f);
        let env = bind(&f.env, Slot::FnDef(f.clone()));
        self.function_value(bs, body, &env, st, loc)
    }

    /// The argument of `f[a]` (`f[a, b]` applies f to `<<a, b>>`).
    pub fn fn_arg(&self, args: &[IrRef], env: &Env, st: &States) -> EResult<Value> {
        if args.len() == 1 {
            self.eval(args[0], env, st)
        } else {
            Ok(Value::tuple(args.iter().map(|x| self.eval(x, env, st)).collect::<EResult<_>>()?))
        }
    }

    /// `f[arg]` for `f[x \in S] == e` a module-level function definition
    /// that reads no state: each value computed once (per evaluator) and
    /// remembered, without building the whole function.
    pub fn apply_constant_fn_def(&self, id: OpId, arg: Value, st: &States, loc: Loc) -> EResult<Value> {
        let OpBody::Function(bs, body) = &self.ops[id].body else { return err(loc, "not a function definition") };
        let key = (id, arg);
        if let Some(v) = self.fn_apps.borrow().get(&key) {
            return Ok(v.clone());
        }
        let built = self.building(key.clone(), || self.apply_fn_def(bs, body, None, key.1.clone(), st, loc));
        let v = match built {
            Ok(v) => v,
            // TLC computes a constant function once, and its error shows
            // the whole function; so does this one when the function can
            // be built. (Not after runaway recursion: every level would
            // build the function again.)
            Err(e) if is_runaway(&e) => return Err(e),
            Err(e) => match self.call_nullary(id, st, loc) {
                Ok(f) if !matches!(f, Value::LazyFn(_)) => return Err(f.apply(&key.1).err().map_or(e, |whole| EvalError::from_value(whole, loc))),
                _ => return Err(e),
            },
        };
        self.fn_apps.borrow_mut().insert(key, v.clone());
        Ok(v)
    }

    /// Applies a function definition (module-level or LET) to an argument
    /// without building the whole function.
    fn apply_fn_def(&self, binders: &[Binder], body: &IrRef, env: Env, arg: Value, st: &States, loc: Loc) -> EResult<Value> {
        let e = self.fn_def_env(binders, env, arg, st, loc)?;
        self.nested(loc, || self.eval(body, &e, st))
    }

    /// The environment of a function definition's body applied to `arg`.
    pub fn fn_def_env(&self, binders: &[Binder], env: Env, arg: Value, st: &States, loc: Loc) -> EResult<Env> {
        let parts: Vec<Value> = if binders.len() == 1 {
            vec![arg.clone()]
        } else {
            match arg.as_seq() {
                Ok(xs) if xs.len() == binders.len() => xs.to_vec(),
                _ => return err(loc, format!("the function expects {} arguments, got {arg}", binders.len())),
            }
        };
        let mut e = env;
        for (b, v) in binders.iter().zip(&parts) {
            if let Some(set) = &b.set {
                let s = self.eval(set, &e, st)?;
                if !self.contains_value(&s, v, loc)? {
                    return err(loc, format!("attempted to apply a function to {arg}, which is not in its domain {s}"));
                }
            }
            e = self.bind_pattern(b, v, &e, loc)?;
        }
        Ok(e)
    }

    /// The value of `ir` borrowed where it is already held somewhere (a
    /// literal, a variable of the current state, a bound value, a constant
    /// computed before, a field or an element of one of these), so that
    /// reading it clones nothing: a clone of a state's value is a
    /// reference count written, on memory the workers share. None where
    /// it must be computed (or fails: `eval` then says why). Only
    /// expressions without effects are read this way (an argument of
    /// `f[a]` is one of these too), so falling back to `eval` repeats
    /// nothing observable.
    pub fn borrowed<'a>(&self, ir: &'a Ir, env: &'a Env, st: &States<'a>) -> Option<&'a Value>
    where
        'm: 'a,
    {
        // (With coverage, every evaluation goes through `eval`, to be counted.)
        if self.cost_on.get() {
            return None;
        }
        if ir.hoisted.load(std::sync::atomic::Ordering::Relaxed) {
            return ir.memo.get();
        }
        match &ir.kind {
            IrKind::Lit(v) => Some(v),
            IrKind::Var(slot) => match st.cur {
                Cur::Full(s) => s.get(*slot as usize),
                Cur::Partial(s) => {
                    self.state_read.set(true);
                    s.get(*slot as usize).and_then(Option::as_ref)
                }
            },
            IrKind::Local(i) => match local(env, *i) {
                Slot::Val(v) => Some(v),
                Slot::Lazy(t) if t.failed.is_none() && (matches!(st.cur, Cur::Full(_)) || t.everywhere.get()) => t.kept(self.state_epoch.get()),
                _ => None,
            },
            // A constant (a definition without parameters that depends on
            // no variable, once computed; a CONSTANT's value).
            IrKind::Call(id, args) if args.is_empty() => {
                let op: &'m OpDef = &self.ops[*id];
                match &op.body {
                    OpBody::Constant(v) => Some(v),
                    OpBody::Expr(_) | OpBody::Function(..) if !op.state_level => op.memo.get(),
                    _ => None,
                }
            }
            // (A LET function definition `f` is not a value held: `f[a]`
            // is None through the Local arm above.)
            IrKind::FnApp(f, args) if args.len() == 1 => {
                let fv = self.borrowed(f, env, st)?;
                let arg = self.borrowed(args[0], env, st)?;
                fv.apply_ref(arg)
            }
            _ => None,
        }
    }

    pub fn eval(&self, ir: &Ir, env: &Env, st: &States) -> EResult<Value> {
        if self.cost_on.get() {
            return self.eval_costed(ir, env, st);
        }
        if ir.hoisted.load(std::sync::atomic::Ordering::Relaxed) {
            if let Some(v) = ir.memo.get() {
                return Ok(v.clone());
            }
            let v = self.eval_here(ir, env, st)?;
            let _ = ir.memo.set(v.clone());
            return Ok(v);
        }
        self.eval_here(ir, env, st)
    }

    fn eval_here(&self, ir: &Ir, env: &Env, st: &States) -> EResult<Value> {
        let loc = ir.loc;
        match &ir.kind {
            IrKind::Lit(v) => Ok(v.clone()),
            IrKind::Var(slot) => self.var_value(st, *slot, loc),
            IrKind::PrimeVar(slot) => self.prime_value(st, *slot, loc),
            IrKind::Local(i) => self.slot_value(local(env, *i), st, loc),
            IrKind::Call(id, args) => self.call(*id, args, env, st, loc),
            IrKind::CallLocal(i, args) => self.call_local(local(env, *i), args, env, st, loc),
            IrKind::OpArg(_) | IrKind::Lambda(..) => err(loc, "an operator is used where a value is expected"),
            IrKind::Builtin(b, args) => self.builtin(*b, args, env, st, loc),
            IrKind::And(items) => {
                for x in items {
                    if !self.eval_bool(x, env, st)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(true))
            }
            IrKind::Or(items) => {
                for x in items {
                    if self.eval_bool(x, env, st)? {
                        return Ok(Value::Bool(true));
                    }
                }
                Ok(Value::Bool(false))
            }
            IrKind::If(c, t, f) => {
                let cond = match self.eval(c, env, st)? {
                    Value::Bool(b) => b,
                    other => {
                        return err(loc, format!("A non-boolean expression ({}) was used as the condition of an IF.", tla_values::stdlib::kind_string(&other)))
                    }
                };
                if cond {
                    self.eval(t, env, st)
                } else {
                    self.eval(f, env, st)
                }
            }
            IrKind::Case(arms, other) => {
                for (g, v) in arms {
                    if self.eval_bool(g, env, st)? {
                        return self.eval(v, env, st);
                    }
                }
                match other {
                    Some(o) => self.eval(o, env, st),
                    None => err(loc, "Attempted to evaluate a CASE with no conditions true."),
                }
            }
            IrKind::Let(defs, body) => {
                let e = self.let_env(defs, env);
                self.eval(body, &e, st)
            }
            IrKind::Forall(bs, body) => {
                let all = self.enumerate_binders(bs, env, st, loc, &mut |e, _| self.eval_bool(body, e, st))?;
                Ok(Value::Bool(all))
            }
            IrKind::Exists(bs, body) => {
                let none = self.enumerate_binders(bs, env, st, loc, &mut |e, _| Ok(!self.eval_bool(body, e, st)?))?;
                Ok(Value::Bool(!none))
            }
            IrKind::Choose(b, body) => {
                let mut found = None;
                self.enumerate_binders(std::slice::from_ref(b), env, st, loc, &mut |e, vals| {
                    if self.eval_bool(body, e, st)? {
                        found = Some(vals[0].clone());
                        return Ok(false);
                    }
                    Ok(true)
                })?;
                match found {
                    Some(v) => Ok(v),
                    None => err(loc, "Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P."),
                }
            }
            IrKind::SetEnum(items) => Value::set(items.iter().map(|x| self.eval(x, env, st)).collect::<EResult<_>>()?).check_set_kinds().at(loc),
            IrKind::SetFilter(b, p) => {
                let mut out = Vec::new();
                let built = self.enumerate_binders(std::slice::from_ref(b), env, st, loc, &mut |e, vals| {
                    if self.eval_bool(p, e, st)? {
                        out.push(vals[0].clone());
                    }
                    Ok(true)
                });
                if let Err(e) = built {
                    // Over a set that cannot be enumerated, the set is kept
                    // unbuilt, as TLC keeps it.
                    let base = b.set.as_ref().filter(|_| !is_runaway(&e)).and_then(|s| self.eval(s, env, st).ok()).filter(|s| !s.is_finite_set());
                    return match base {
                        Some(s) => Ok(self.filter_value(b, p, s, env, st, loc)),
                        None => Err(e),
                    };
                }
                // A set's members come in order: the chosen ones stay so.
                Ok(Value::set_sorted(out))
            }
            IrKind::SetMap(body, bs) => {
                let mut out = Vec::new();
                self.enumerate_binders(bs, env, st, loc, &mut |e, _| {
                    out.push(self.eval(body, e, st)?);
                    Ok(true)
                })?;
                Value::set(out).check_set_kinds().at(loc)
            }
            IrKind::Tuple(items) => Ok(Value::tuple(items.iter().map(|x| self.eval(x, env, st)).collect::<EResult<_>>()?)),
            IrKind::Record(fs) => Ok(Value::record(fs.iter().map(|(k, x)| Ok((*k, self.eval(x, env, st)?))).collect::<EResult<_>>()?)),
            IrKind::RecordSet(fs) => {
                let mut fields: Vec<(Str, Value)> = fs.iter().map(|(k, x)| Ok((*k, self.eval(x, env, st)?))).collect::<EResult<_>>()?;
                fields.sort_by_key(|f| f.0);
                Ok(Value::lazy(LazySet::RecordSet(fields)))
            }
            IrKind::FnCons(bs, body) => self.function_value(bs, body, env, st, loc),
            IrKind::FnSet(d, r) => Ok(Value::lazy(LazySet::FnSet(self.eval(d, env, st)?, self.eval(r, env, st)?))),
            IrKind::FnApp(f, args) => {
                // (A LET function definition is never a value held: `fv`
                // is None for it.)
                let fv = self.borrowed(f, env, st);
                if let (Some(fv), [a]) = (fv, &args[..]) {
                    if let Some(v) = self.borrowed(a, env, st).and_then(|x| fv.apply_ref(x)) {
                        return Ok(v.clone());
                    }
                }
                let arg = self.fn_arg(args, env, st)?;
                if let IrKind::Local(i) = f.kind {
                    if let Slot::FnDef(fc) = local(env, i) {
                        let (bs, body) = self.let_fn_parts(fc);
                        let fenv = bind(&fc.env, Slot::FnDef(fc.clone()));
                        return self.apply_fn_def(bs, body, fenv, arg, st, loc);
                    }
                }
                if let Some(fv) = fv {
                    return self.apply_value(f, fv, &arg, env, loc);
                }
                if let Some(v) = self.apply_while_built(f, &arg, env, st, loc)? {
                    return Ok(v);
                }
                if let Some(v) = self.apply_applied_unbuilt(f, &arg, env, st, loc)? {
                    return Ok(v);
                }
                let fv = match self.eval(f, env, st) {
                    Ok(fv) => fv,
                    // `[x \in Int |-> e][a]`: e at a, the function unbuilt.
                    Err(e) if !is_runaway(&e) => match self.apply_unbuilt(f, &arg, env, st, loc)? {
                        Some(v) => return Ok(v),
                        None => return Err(e),
                    },
                    Err(e) => return Err(e),
                };
                self.apply_value(f, &fv, &arg, env, loc)
            }
            IrKind::FnDefApp(id, args) => {
                let arg = self.fn_arg(args, env, st)?;
                match &self.ops[*id].body {
                    OpBody::Function(..) if !self.ops[*id].state_level => self.apply_constant_fn_def(*id, arg, st, loc),
                    OpBody::Function(bs, body) => self.building((*id, arg.clone()), || self.apply_fn_def(bs, body, None, arg, st, loc)),
                    _ => self.apply_function_value(&self.call(*id, &[], env, st, loc)?, &arg, loc),
                }
            }
            IrKind::Except(f, specs) => {
                let mut v = self.eval(f, env, st)?;
                for (path, value) in specs {
                    v = self.except_path(&v, path, value, env, st, loc)?;
                }
                Ok(v)
            }
            IrKind::Times(fs) => Ok(Value::lazy(LazySet::Product(fs.iter().map(|x| self.eval(x, env, st)).collect::<EResult<_>>()?))),
            IrKind::BoxAction(a, v) => {
                // [A]_v == A \/ v' = v
                if self.eval_bool(a, env, st)? {
                    return Ok(Value::Bool(true));
                }
                Ok(Value::Bool(self.unchanged(v, env, st)?))
            }
            IrKind::AngleAction(a, v) => {
                if !self.eval_bool(a, env, st)? {
                    return Ok(Value::Bool(false));
                }
                Ok(Value::Bool(!self.unchanged(v, env, st)?))
            }
            IrKind::Fairness { .. } | IrKind::TemporalQuant => err(loc, "temporal formulas cannot be evaluated in a state"),
            IrKind::Undefined(name) => {
                Err(EvalError::new(loc, format!("In evaluation, the identifier {name} is either undefined or not an operator.")).because(Cause::NoState))
            }
            IrKind::Unsupported(msg) => err(loc, msg.clone()),
        }
    }

    pub fn let_env(&self, defs: &'static [LetDef], env: &Env) -> Env {
        self.let_env_binding(defs, env, Self::lazy)
    }

    /// `let_env` with each definition without parameters bound by name
    /// (see `by_name`): for a temporal formula, read in many states.
    pub fn let_env_by_name(&self, defs: &'static [LetDef], env: &Env) -> Env {
        self.let_env_binding(defs, env, Self::by_name)
    }

    fn let_env_binding(&self, defs: &'static [LetDef], env: &Env, value: fn(IrRef, Env) -> Slot) -> Env {
        let mut e = env.clone();
        for (i, d) in defs.iter().enumerate() {
            let slot = match d {
                LetDef::Value(x) => value(x, e.clone()),
                LetDef::Operator(n, body, _) => Slot::Op(Rc::new(Closure::Local { arity: *n, body, env: e.clone(), recursive: true })),
                LetDef::Function(..) => Slot::FnDef(Rc::new(FnClosure { defs, index: i, env: e.clone() })),
            };
            e = bind(&e, slot);
        }
        e
    }

    /// `v' = v` for a state expression `v` (usually a tuple of variables).
    pub fn unchanged(&self, v: &IrRef, env: &Env, st: &States) -> EResult<bool> {
        let now = self.eval(v, env, st)?;
        let next = self.eval_primed(v, env, st)?;
        Ok(now == next)
    }

    /// The value of `e'`: `e` evaluated in the next state. Where there is
    /// none (a definition TLC evaluates without a state, as SYMMETRY's),
    /// TLC evaluates `e` in no state: it fails at the first variable read,
    /// and a constant is its value.
    pub fn eval_primed(&self, e: &IrRef, env: &Env, st: &States) -> EResult<Value> {
        let Some(next) = st.next else { return self.eval(e, env, &States::constant()) };
        self.next_read.set(true);
        let primed = States { cur: Cur::Partial(next), next: None, serial: 0 };
        // In the next state, `TLCGet("level")'` is that state's level.
        self.at_level(self.level.get() + 1, || self.eval(e, env, &primed)).map_err(|mut x| {
            // A variable of the next state read before it has a value.
            if x.cause == Cause::UnassignedVariable {
                x.message = x.message.replace("is used before it is given a value", "is primed before the action gives it a value");
                x.cause = Cause::UnassignedPrimed;
            }
            x
        })
    }

    fn except_path(&self, base: &Value, path: &[ExceptStep], value: &IrRef, env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let Some((step, rest)) = path.split_first() else {
            // `@` is the old value here.
            let e = bind(env, Slot::Val(base.clone()));
            return self.eval(value, &e, st);
        };
        let key = match step {
            ExceptStep::Index(ix) => self.eval(ix, env, st)?,
            ExceptStep::Field(f) => Value::Str(*f),
        };
        let old = match base {
            Value::LazyFn(lazy) if !self.lazy_fn_has(lazy, &key, loc)? => return Ok(base.clone()),
            Value::LazyFn(_) => self.apply_function_value(base, &key, loc)?,
            _ => match base.apply(&key) {
                Ok(v) => v,
                // TLC leaves a function unchanged when the key is outside
                // its domain (once its search of the domain found nothing).
                Err(_) => {
                    base.check_key_search(&key).at(loc)?;
                    return Ok(base.clone());
                }
            },
        };
        let new = self.except_path(&old, rest, value, env, st, loc)?;
        base.except(&key, new).at(loc)
    }

    fn builtin(&self, b: Builtin, args: &[IrRef], env: &Env, st: &States, loc: Loc) -> EResult<Value> {
        let arg = |i: usize| self.eval(args[i], env, st);
        Ok(match b {
            Builtin::Not => Value::Bool(!as_bool(&arg(0)?, loc, "the operand of ~")?),
            // TLC's messages name the operand by its kind.
            Builtin::Implies => {
                let side = |v: Value, which: &str| match v {
                    Value::Bool(b) => Ok(b),
                    other => {
                        err(loc, format!("Attempted to evaluate an expression of form P => Q when {which} was\n{}.", tla_values::stdlib::kind_string(&other)))
                    }
                };
                if !side(arg(0)?, "P")? {
                    Value::Bool(true)
                } else {
                    Value::Bool(side(arg(1)?, "Q")?)
                }
            }
            Builtin::Equiv => match (arg(0)?, arg(1)?) {
                (Value::Bool(a), Value::Bool(b)) => Value::Bool(a == b),
                _ => return err(loc, "Attempted to evaluate an expression of form P <=> Q when P or Q was not a boolean."),
            },
            Builtin::Eq | Builtin::Neq => {
                let eq = match (self.borrowed(args[0], env, st), self.borrowed(args[1], env, st)) {
                    (Some(a), Some(b)) => a.tlc_eq(b),
                    (Some(a), None) => a.tlc_eq(&arg(1)?),
                    (None, Some(b)) => arg(0)?.tlc_eq(b),
                    (None, None) => arg(0)?.tlc_eq(&arg(1)?),
                }
                .at(loc)?;
                Value::Bool(eq == (b == Builtin::Eq))
            }
            Builtin::In | Builtin::NotIn => {
                let inside = match self.borrowed(args[0], env, st) {
                    Some(x) => self.member(x, args[1], env, st, loc)?,
                    None => self.member(&arg(0)?, args[1], env, st, loc)?,
                };
                Value::Bool(inside == (b == Builtin::In))
            }
            Builtin::Cup => {
                let (a, b) = (arg(0)?, arg(1)?);
                if !(a.is_finite_set() && b.is_finite_set()) {
                    return Ok(Value::lazy(LazySet::Cup(a, b)));
                }
                let (ea, eb) = (a.elements().at(loc)?, b.elements().at(loc)?);
                // TLC compares the elements of the two sets: of different
                // kinds, it fails.
                if let (Some(x), Some(y)) = (ea.first(), eb.first()) {
                    y.check_member_kind(&ea).at(loc)?;
                    x.check_member_kind(&eb).at(loc)?;
                }
                Value::union_sorted(&ea, &eb)
            }
            Builtin::Cap => {
                let a = arg(0)?;
                let b = match arg(1) {
                    Ok(b) => b,
                    // `S \cap {x \in Int : P}`: the members of S in the set
                    // that could not be built.
                    Err(e) if a.is_finite_set() && !is_runaway(&e) && self.is_unbuilt(args[1], env, st) => {
                        let mut out = Vec::new();
                        for x in a.elements().at(loc)?.iter() {
                            match self.member_unbuilt(x, args[1], env, st)? {
                                Some(true) => out.push(x.clone()),
                                Some(false) => {}
                                None => return Err(e),
                            }
                        }
                        return Ok(Value::set_sorted(out));
                    }
                    Err(e) => return Err(e),
                };
                if !a.is_finite_set() {
                    return Ok(Value::lazy(LazySet::Cap(a, b)));
                }
                let mut out = Vec::new();
                for x in a.elements().at(loc)?.iter() {
                    if self.contains_value(&b, x, loc)? {
                        out.push(x.clone());
                    }
                }
                Value::set_sorted(out)
            }
            Builtin::SetMinus => {
                let a = arg(0)?;
                let b = match arg(1) {
                    Ok(b) => b,
                    // `S \ {x \in Int : P}`, the set unbuilt (see `member`).
                    Err(e) if a.is_finite_set() && !is_runaway(&e) && self.is_unbuilt(args[1], env, st) => {
                        let mut out = Vec::new();
                        for x in a.elements().at(loc)?.iter() {
                            match self.member_unbuilt(x, args[1], env, st)? {
                                Some(false) => out.push(x.clone()),
                                Some(true) => {}
                                None => return Err(e),
                            }
                        }
                        return Ok(Value::set_sorted(out));
                    }
                    Err(e) => return Err(e),
                };
                if !a.is_finite_set() {
                    return Ok(Value::lazy(LazySet::Diff(a, b)));
                }
                let mut out = Vec::new();
                for x in a.elements().at(loc)?.iter() {
                    if !self.contains_value(&b, x, loc)? {
                        out.push(x.clone());
                    }
                }
                Value::set_sorted(out)
            }
            Builtin::SubsetEq => {
                let a = arg(0)?;
                // SUBSET A \subseteq SUBSET B exactly when A \subseteq B
                // (neither power set is built).
                if let Value::Lazy(la) = &a {
                    if let LazySet::Subset(base_a) = &**la {
                        if let Value::Lazy(lb) = &arg(1)? {
                            if let LazySet::Subset(base_b) = &**lb {
                                for x in base_a.elements().at(loc)?.iter() {
                                    if !self.contains_value(base_b, x, loc)? {
                                        return Ok(Value::Bool(false));
                                    }
                                }
                                return Ok(Value::Bool(true));
                            }
                        }
                    }
                }
                let elements = a.elements().at(loc)?;
                // (TLC evaluates both operands: the right one's errors
                // count when the left is empty.)
                if elements.is_empty() {
                    arg(1)?;
                }
                for x in elements.iter() {
                    if !self.member(x, args[1], env, st, loc)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Value::Bool(true)
            }
            Builtin::Subset => {
                let s = arg(0)?;
                if !s.is_set() {
                    return err(loc, format!("SUBSET needs a set, found {s}"));
                }
                Value::lazy(LazySet::Subset(s))
            }
            Builtin::Union => {
                let s = arg(0)?;
                // Kept lazy unless its sets are already listed, as TLC does:
                // membership in `UNION {[D -> S]}` must not list [D -> S].
                if !s.elements().at(loc)?.iter().all(|e| matches!(e, Value::Set(_))) {
                    return Ok(Value::lazy(LazySet::Union(s)));
                }
                let mut out = Vec::new();
                for x in s.elements().at(loc)?.iter() {
                    out.extend(x.elements().at(loc)?.iter().cloned());
                }
                Value::set(out)
            }
            Builtin::Domain => match arg(0) {
                Ok(f) => f.domain().at(loc)?,
                // The domain of a function that could not be built (over an
                // infinite set), from its definition.
                Err(e) if !is_runaway(&e) => match self.domain_unbuilt(args[0], env, st)? {
                    Some(d) => d,
                    None => return Err(e),
                },
                Err(e) => return Err(e),
            },
            Builtin::Boolean => Value::set(vec![Value::Bool(false), Value::Bool(true)]),
            Builtin::Strings => Value::lazy(LazySet::Strings),
            Builtin::Prime => self.eval_primed(&args[0], env, st)?,
            Builtin::Unchanged => Value::Bool(self.unchanged(&args[0], env, st)?),
            Builtin::Enabled => {
                // ENABLED A: A has a successor from the current state.
                // (In Init, once the conjuncts before it have given every
                // variable its value, the state is complete.)
                let assigned: Vec<Value>;
                let cur: &[Value] = match st.cur {
                    Cur::Full(cur) => cur,
                    Cur::Partial(ps) => match ps.iter().cloned().collect::<Option<Vec<Value>>>() {
                        Some(all) => {
                            assigned = all;
                            &assigned
                        }
                        None => return err(loc, "ENABLED is evaluated here before every variable has a value"),
                    },
                };
                // Inside an instance's definition (see the compiler's
                // `enabled_of`): its variables are free, in slots past the
                // state's, each holding what the INSTANCE substitutes for it
                // in the current state.
                let extended: Vec<Value>;
                let cur: &[Value] = match args.get(1).map(|a| &a.kind) {
                    Some(IrKind::Lit(Value::Int(first))) => {
                        let first = *first as usize;
                        let mut v: Vec<Value> = cur.iter().take(first).cloned().collect();
                        // (Slots of another instance's ENABLED, which this
                        // one never reads.)
                        v.resize(first, Value::Bool(false));
                        for s in &args[2..] {
                            v.push(self.eval(s, env, st)?);
                        }
                        extended = v;
                        &extended
                    }
                    _ => cur,
                };
                let en = crate::enumerate::Enumerator::for_enabled(self, cur);
                match en.run(&args[0], env, &mut |_| Err(EvalError::found())) {
                    Ok(()) => Value::Bool(false),
                    Err(e) if e.cause == Cause::Found => Value::Bool(true),
                    Err(e) => return Err(e),
                }
            }
            // `[][A]_v` checked on one step (an action property reached
            // through an operator with parameters): `[A]_v` on that step.
            Builtin::Always if matches!(args[0].kind, IrKind::BoxAction(..)) && st.next.is_some() => arg(0)?,
            Builtin::Cdot => Value::Bool(self.composed_step(&args[0], &args[1], env, st, loc)?),
            Builtin::Always | Builtin::Eventually | Builtin::LeadsTo | Builtin::WhilePlus => {
                return err(loc, format!("{b:?} cannot be evaluated here yet"));
            }
        })
    }
}

impl<'m> Evaluator<'m> {
    /// Whether the step from the current to the next state is one of
    /// `A \cdot B`, as TLC decides it when its `tlc2.tool.impl.Tool.cdot`
    /// property is `true` (otherwise, TLC's default, it is an error): some
    /// step of A from the current state, enumerated from nothing assigned,
    /// ends in a state t from which the next state is a step of B.
    fn composed_step(&self, a: &IrRef, b: &IrRef, env: &Env, st: &States, loc: Loc) -> EResult<bool> {
        if !crate::system_properties::action_composition() {
            return err(loc, crate::system_properties::ACTION_COMPOSITION_OFF);
        }
        let Cur::Full(cur) = st.cur else {
            return err(loc, "\\cdot is evaluated here before every variable has a value");
        };
        let mut middles: Vec<Vec<Option<Value>>> = Vec::new();
        crate::enumerate::Enumerator::new(self, crate::enumerate::Mode::Next, Some(cur), 0).run(a, env, &mut |t| {
            middles.push(t.to_vec());
            Ok(())
        })?;
        for t in &middles {
            // A may leave variables unassigned: B fails if it reads one.
            let full: Option<Vec<Value>> = t.iter().cloned().collect();
            let from = match &full {
                Some(full) => Cur::Full(full),
                None => Cur::Partial(t),
            };
            let holds = self.in_state_epoch(|| self.eval_bool(b, env, &States { cur: from, next: st.next, serial: 0 }))?;
            if holds {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
