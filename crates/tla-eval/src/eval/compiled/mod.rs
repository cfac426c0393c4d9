//! The compiled core's expressions (issue 35). An expression is turned
//! into a tree of [`Expr`] nodes where what is constant for the run is
//! folded: a split action's parameters are values, and a closed
//! subexpression is the interpreter's own remembered value (`hoist`),
//! computed on first use as the interpreter computes it; operators without
//! operator parameters are inlined by substitution (TLA+'s semantics, no
//! thunks); state variables and their sub-values are read through borrowed
//! references; bound variables, `@` and LET values live in the slots of a
//! frame reused from one evaluation to the next. Actions are compiled on
//! top of this (`plan`).
//!
//! Not compiled yet (the interpreter's, counted and named by `--stats`):
//! recursive LET functions and recursive function definitions that read
//! the state; a LET function applied as a conjunct of an action (TLC
//! enumerates its body as an action); operators taking operators (but
//! SelectSeq's test); on the right of `\in`, `\` and `\subseteq`, a set TLC
//! may keep unbuilt other than a comprehension written there or returned
//! by an operator with arguments (`InComprehension`); action composition;
//! TLC-module operators with effects (Print, TLCGet, TLCSet); a value
//! bound outside a primed expression and read inside it (TLA+ substitutes:
//! `u'` for `LET u == x + y` is `(x + y)'`).
//!
//! **The interpreter stays the reference.** A compiled tree gives either
//! the interpreter's value or `None` ("gave up"): a form it does not handle
//! is refused when the tree is built, and any error at run time (a value of
//! the wrong kind, a function applied outside its domain, an operator's
//! failure) gives up, so that the interpreter evaluates again and reports
//! the error with TLC's message and location. Each node computes its value
//! with the interpreter's own value operations, in the interpreter's order
//! (conjuncts left to right, a quantifier's set in its order, several bound
//! variables as TLC's odometer, LET values on first use), so a compiled
//! tree never answers where the interpreter would meet an error first.
//! Two shortcuts answer only where the answer is certainly the same:
//! integer operators and Len computed inline (`IntOp`, `Len`: the native
//! is called for anything else), and a fixed set's membership test
//! (`tla_values::member`: "surely a member", else the set is asked).

// The compiler (`compile`), the evaluation of its trees (`run`) and
// actions' plans (`plan`); this module holds the trees' types.
mod compile;
pub mod plan;
mod reads;
mod run;

use super::*;
use compile::MAX_INLINE_DEPTH;
pub use compile::{Callee, CalleeCell, Compiler};
pub use reads::Instances;
use run::*;
use tla_values::member::Membership;

/// A compiled expression.
#[derive(Debug, Clone)]
pub enum Expr {
    Const(Value),
    /// A closed subexpression the interpreter remembers (`hoist`), or a
    /// constant-level definition without parameters: its value, computed
    /// on first use.
    Remembered(IrRef),
    /// A subtree that reads neither state nor frame and calls nothing
    /// impure (`{p}`, `Proc \ {p}` with p a split action's parameter): a
    /// value for the run, computed where it is first needed, as the tree
    /// would compute it, and kept.
    Folded(Box<Expr>, std::sync::OnceLock<Value>),
    /// A state variable, unprimed.
    Var(u32),
    /// A state variable, primed: its value in the next state as assigned
    /// so far (an action's plan only).
    Primed(u32),
    /// A frame slot: a bound variable, `@`.
    Slot(usize),
    /// A LET value: its slot, computed on first use from its definition
    /// and kept, unless it reads the next state (then computed at each use,
    /// as the interpreter computes such a thunk again once more of the next
    /// state may be known).
    LetValue(usize, std::sync::Arc<Expr>, bool),
    /// LET: the slots of its values, emptied where the LET is entered.
    Let(Vec<usize>, Box<Expr>),
    /// An operator's body with the arguments that could fail evaluated
    /// first, in order, into slots (as the interpreter evaluates them
    /// before the body).
    Bind(Vec<(usize, Expr)>, Box<Expr>),
    /// A function definition's body applied (its arguments bound by the
    /// `Bind` around it): each argument's membership in its binder's set
    /// first; one outside gives up, for the interpreter's error.
    InDomain(Vec<Expr>, Box<Expr>),
    /// `f[a]`, a function, record or sequence applied to a value.
    Apply(Box<Expr>, Box<Expr>),
    /// `f[a][b]...` with keys that cannot fail (values known when
    /// compiling, bound variables): `req[p][q]` in a split action. One node
    /// where `Apply` would nest, read by reference from `f`'s value.
    Lookup(Box<Expr>, Vec<Key>),
    /// `a = b` (negated for `#`).
    Eq(Box<Expr>, Box<Expr>, bool),
    /// `x \in S` (negated for `\notin`), S a set TLC builds. Where S is
    /// fixed for the run (a constant, a remembered value), its membership
    /// test is read from its value once, on first use, and answers the
    /// members it is sure of (a type invariant's on every state); the rest
    /// is asked of the set as the interpreter asks it.
    In(Box<Expr>, Box<Expr>, bool, Option<Box<std::sync::OnceLock<Membership>>>),
    /// `x \in {c \in B : P}` (negated for `\notin`), the comprehension
    /// written there or returned by an operator with arguments: decided as
    /// the interpreter's `member` decides it, TLC's way. TLC builds the
    /// comprehension over a set it holds enumerated (`class`, or B's value
    /// where the expression does not say), P evaluated on each element;
    /// over any other it asks `x \in B` and P at x only.
    InComprehension {
        x: Box<Expr>,
        base: Box<Expr>,
        class: BaseClass,
        slot: usize,
        pred: Box<Expr>,
        negated: bool,
    },
    Not(Box<Expr>),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Implies(Box<Expr>, Box<Expr>),
    /// `a <=> b`.
    Equiv(Box<Expr>, Box<Expr>),
    /// `ENABLED A` (`<<A>>_v`: with one of `changed` given a new value):
    /// A's plan over `vars` variables reaches its end on some path.
    Enabled {
        steps: Vec<plan::Step>,
        vars: usize,
        changed: Option<Vec<u32>>,
    },
    /// `UNCHANGED <<x, y>>` read as a predicate of two states: each
    /// variable's value the same in both.
    Unchanged(Vec<u32>),
    /// A part e of `UNCHANGED <<..., e, ...>>` that is not a variable: e
    /// and `e'`, the same value.
    Same(Box<Expr>, Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// CASE: the value of the first arm whose condition holds, else OTHER's
    /// (none: the interpreter's error).
    Case(Vec<(Expr, Expr)>, Option<Box<Expr>>),
    /// A standard module's operator implemented natively (`+`, `<`, Len).
    Native(NativeFn, Vec<Expr>),
    /// Naturals' and Integers' `+ - * \div % < \leq > \geq` (the native
    /// kept): computed inline on two integers whose result is the native's
    /// without a question (within 32 bits, divisions of naturals), the
    /// native's call otherwise.
    IntOp(IntOp, Box<Expr>, Box<Expr>, NativeFn),
    /// Sequences' Len, inline on a sequence; the native's otherwise.
    Len(Box<Expr>, NativeFn),
    /// `\A` (or `\E`) over bound variables, in TLC's order.
    Quant {
        every: bool,
        bound: Bound,
        body: Box<Expr>,
    },
    SetEnum(Vec<Expr>),
    Tuple(Vec<Expr>),
    Record(Vec<(Str, Expr)>),
    /// `S \cup T`, `S \ T`, `S \cap T` of finite sets.
    Cup(Box<Expr>, Box<Expr>),
    Cap(Box<Expr>, Box<Expr>),
    SetMinus(Box<Expr>, Box<Expr>),
    Domain(Box<Expr>),
    /// `SUBSET S`, `S \X T`: kept lazy, as the interpreter keeps them.
    Subset(Box<Expr>),
    /// `UNION S`: built where S's elements are listed sets, else kept
    /// lazy, as the interpreter's.
    Union(Box<Expr>),
    Times(Vec<Expr>),
    /// `S \subseteq T`.
    SubsetEq(Box<Expr>, Box<Expr>),
    /// `{x \in S : p}` over a finite set, built (x in `slot`).
    Filter {
        slot: usize,
        set: Box<Expr>,
        pred: Box<Expr>,
    },
    /// `CHOOSE x \in S : p`, the first member in TLC's order.
    Choose {
        slot: usize,
        set: Box<Expr>,
        pred: Box<Expr>,
    },
    /// `{e : x \in S, y \in T}`, built.
    SetMap {
        bound: Bound,
        body: Box<Expr>,
    },
    /// `[S -> T]`, `[a : S, b : T]`: kept lazy, as the interpreter keeps them.
    FnSet(Box<Expr>, Box<Expr>),
    RecordSet(Vec<(Str, Expr)>),
    /// `f[a]` for `f[x \in S] == e` a function definition that reads no
    /// state (`a` a tuple for several arguments): the interpreter's value,
    /// computed once per worker.
    FnDefApp(OpId, Box<Expr>),
    /// `Assert(P, msg)` where P holds (else the interpreter's error).
    Assert(Box<Expr>, Box<Expr>),
    /// A recursive definition called: the arguments evaluated, then its
    /// body with a frame of its own.
    Call(CalleeCell, Vec<Expr>),
    /// `SelectSeq(s, Test)`: the elements of `s` for which `test` holds,
    /// each put in `slot` (Test's parameter), in order.
    SelectSeq {
        seq: Box<Expr>,
        slot: usize,
        test: Box<Expr>,
    },
    /// A definition without parameters that reads the state (not the next
    /// one): its body, evaluated once per state, as the interpreter keeps
    /// it per state.
    StateDef(OpId, Box<Expr>),
    /// The same read inside a prime, of the next state: kept per next
    /// state where that state is complete (`Reading::next_serial`), as
    /// for a step an action property checks; computed at each use where
    /// an action is still assigning it.
    NextStateDef(OpId, Box<Expr>),
    /// `[x \in S, y \in T |-> e]` over finite sets, built.
    Function {
        bound: Bound,
        body: Box<Expr>,
    },
    /// `[f EXCEPT ![a][b] = e, ...]`: each update's path and value, `@`
    /// in slot `at` where a value reads it (none: no clone of the old
    /// value to put there).
    Except {
        base: Box<Expr>,
        updates: Vec<(Vec<Expr>, Expr)>,
        at: Option<usize>,
    },
}

/// Bound variables, each in its set, in frame slots from `first` on (one
/// per variable or tuple of variables); `patterns`: the slots bound to a
/// tuple `<<a, b>>`, with its length (a member that is not such a tuple
/// is the interpreter's error).
#[derive(Debug, Clone)]
pub struct Bound {
    first: usize,
    sets: Vec<Expr>,
    patterns: Vec<(usize, usize)>,
}

/// A key of a `Lookup`.
#[derive(Debug, Clone)]
pub enum Key {
    Const(Value),
    Slot(usize),
}

/// What a local of the interpreter stands for in a compiled tree.
#[derive(Clone)]
enum Local {
    /// A value known when compiling (a split action's parameter).
    Value(Value),
    /// A frame slot: a bound variable, `@`.
    Slot(usize),
    /// A LET value (see `Expr::LetValue`).
    Let(usize, std::sync::Arc<Expr>, bool),
    /// An operator's argument, substituted.
    Arg(std::sync::Arc<Expr>),
    /// A LET operator with parameters: its body, read in the scope where
    /// it is defined (then itself, then its arguments, as the interpreter
    /// binds them), inlined where it is called.
    Op { arity: usize, body: IrRef, def: std::sync::Arc<Vec<Local>> },
    /// A LET function `f[x \in S] == e`: its binders and body, read in the
    /// scope where it is defined, then itself (`SelfFn`), then the binders.
    FnDef { binders: &'static [Binder], body: IrRef, def: std::sync::Arc<Vec<Local>> },
    /// A LET function named inside its own definition: recursion, refused.
    SelfFn,
}

/// The local the interpreter's `Local(i)` names in `scope` (innermost
/// last), as its environments number them.
fn local(scope: &[Local], i: u32) -> Option<&Local> {
    scope.len().checked_sub(i as usize + 1).map(|k| &scope[k])
}

/// Why an expression or action was left to the interpreter: the first
/// form met that the compiler does not take (the innermost: where a tree
/// was refused), for `check --stats`.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub loc: Loc,
    pub form: String,
}

/// A compiled tree's value, borrowed where it is held (a value, a state
/// variable, an application of those) or computed.
pub enum Got<'a> {
    Held(&'a Value),
    Made(Value),
}

impl std::ops::Deref for Got<'_> {
    type Target = Value;
    fn deref(&self) -> &Value {
        match self {
            Got::Held(v) => v,
            Got::Made(v) => v,
        }
    }
}

impl Got<'_> {
    fn owned(self) -> Value {
        match self {
            Got::Held(v) => v.clone(),
            Got::Made(v) => v,
        }
    }
}

/// An integer operator computed inline (see `Expr::IntOp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
}

impl IntOp {
    /// The standard operator `name` of arity 2 this is, if any.
    fn named(name: &str) -> Option<IntOp> {
        Some(match name {
            "+" => IntOp::Add,
            "-" => IntOp::Sub,
            "*" => IntOp::Mul,
            "\\div" => IntOp::Div,
            "%" => IntOp::Mod,
            "<" => IntOp::Lt,
            "\\leq" => IntOp::Le,
            ">" => IntOp::Gt,
            "\\geq" => IntOp::Ge,
            _ => return None,
        })
    }

    /// The comparison's truth on `a`, `b` (None: not a comparison).
    #[inline]
    fn test(self, a: i64, b: i64) -> Option<bool> {
        Some(match self {
            IntOp::Lt => a < b,
            IntOp::Le => a <= b,
            IntOp::Gt => a > b,
            IntOp::Ge => a >= b,
            _ => return None,
        })
    }

    /// The value on `a`, `b` where it is the native's without a question:
    /// an arithmetic result within TLC's 32 bits (past them the native
    /// says overflow, or computes it with --big-integers), a division of
    /// a natural by a positive number (TLC's rounding for the rest is the
    /// native's).
    #[inline]
    fn value(self, a: i64, b: i64) -> Option<Value> {
        let n = match self {
            IntOp::Add => a.checked_add(b)?,
            IntOp::Sub => a.checked_sub(b)?,
            IntOp::Mul => a.checked_mul(b)?,
            IntOp::Div if a >= 0 && b > 0 => a / b,
            IntOp::Mod if a >= 0 && b > 0 => a % b,
            IntOp::Div | IntOp::Mod => return None,
            _ => return self.test(a, b).map(Value::Bool),
        };
        (i32::try_from(n).is_ok()).then_some(Value::Int(n))
    }
}

/// What compiled trees read: the state (held for the evaluation), and the
/// scratch they write (the frame's slots, the next state as assigned).
/// `serial` names the state for the worker (the interpreter's serial, as
/// its own caches use it): the values of state-level definitions are kept
/// per serial; 0 keeps none.
#[derive(Clone, Copy)]
pub struct Reading<'a, 'e, 'm> {
    pub ev: &'e Evaluator<'m>,
    pub state: &'a [Value],
    pub serial: u64,
    /// The serial of the next state in the scratch when it is complete
    /// and stays so for the evaluation (0: none, or one being assigned).
    pub next_serial: u64,
}

/// The scratch of compiled evaluation, reused from one evaluation to the
/// next by a worker: frame slots (bound variables, `@`, LET values; `None`
/// for a LET value not computed yet) and the next state as assigned.
#[derive(Default)]
pub struct Scratch {
    pub frame: Vec<Option<Value>>,
    pub next: Vec<Option<Value>>,
    /// Frames of recursive calls, reused, and the calls under way.
    frames: Vec<Vec<Option<Value>>>,
    calls: usize,
    /// The values of state-level definitions, by definition, with the
    /// serial of the state they are of (see `Expr::StateDef`).
    defs: Vec<Option<(u64, Value)>>,
    /// The same of the next state (see `Expr::NextStateDef`).
    next_defs: Vec<Option<(u64, Value)>>,
    /// The variables of the next state (one bit each, the first 64) that
    /// the plan under way empties once the path it is on has ended (see
    /// `plan::branch`): a complete state takes their values, not copies.
    movable: u64,
    /// The states in between that compositions passed through, of the
    /// plan under way (see `Step::Compose`).
    intermediate: u64,
    /// The variables of the next state (one bit each, the first 64) that
    /// keep the current state's value, read there rather than copied
    /// (`Step::Keep`); their entries in `next` are empty.
    kept: u64,
}

impl Scratch {
    /// No next state: none assigned, none kept.
    pub fn clear_next(&mut self) {
        self.next.clear();
        self.kept = 0;
    }

    /// Variable `v` of the next state, where it is: assigned, or kept
    /// from the current state `state`.
    #[inline(always)]
    pub(super) fn next_value<'v>(&'v self, state: &'v [Value], v: usize) -> Option<&'v Value> {
        match self.next.get(v)? {
            Some(x) => Some(x),
            None if v < 64 && self.kept >> v & 1 == 1 => state.get(v),
            None => None,
        }
    }

    /// The variables kept from `state` copied into the next state: it
    /// is read from another state from here (a composition's).
    pub(super) fn copy_kept(&mut self, state: &[Value]) {
        while self.kept != 0 {
            let v = self.kept.trailing_zeros() as usize;
            self.kept &= self.kept - 1;
            self.next[v] = Some(state[v].clone());
        }
    }
}
