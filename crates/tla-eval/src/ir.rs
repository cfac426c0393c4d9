//! The evaluator's intermediate representation: the AST with every name
//! resolved to what it denotes (a state variable slot, a local by its
//! distance, a compiled operator, a built-in), so evaluation never looks up
//! a string.

use tla_diagnostics::{FileId, Span};
use tla_values::{Str, Value};

/// Where an expression came from, for error messages and traces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    pub file: u32,
    pub span: Span,
}

impl Loc {
    pub fn new(file: FileId, span: Span) -> Loc {
        Loc { file: file.0, span }
    }
    pub fn file(self) -> FileId {
        FileId(self.file)
    }
}

pub type OpId = usize;

#[derive(Debug)]
pub struct Ir {
    pub kind: IrKind,
    pub loc: Loc,
    /// The expression reads the next state (a primed variable, UNCHANGED,
    /// an action form, ENABLED) outside the operators it calls: computed
    /// once here, asked on every lazy argument.
    pub next_state: bool,
    /// A closed constant expression worth remembering (see `hoist`): its
    /// value is computed the first time it is needed and kept in `memo`.
    pub hoisted: std::sync::atomic::AtomicBool,
    pub memo: std::sync::OnceLock<Value>,
    /// Whether the expression reads the next state through the operators
    /// it calls too (0: not known yet, 1: no, 2: yes); see
    /// `Evaluator::reads_next_state`.
    pub reads_next: std::sync::atomic::AtomicU8,
}

/// A compiled expression. The IR of a model lives as long as the process
/// (a run compiles it once): a `&'static` reference is copied freely, where
/// cloning an `Arc` from every worker thread made the shared IR's cache
/// lines bounce between cores on each conjunct.
pub type IrRef = &'static Ir;

impl Ir {
    /// Allocates an expression for the rest of the run.
    pub fn new(kind: IrKind, loc: Loc) -> IrRef {
        let next_state = crate::compile::kind_mentions_next_state(&kind);
        Box::leak(Box::new(Ir { kind, loc, next_state, hoisted: Default::default(), memo: Default::default(), reads_next: Default::default() }))
    }
}

/// A binder: one name, or a tuple of names, over a set.
#[derive(Debug)]
pub struct Binder {
    /// 1 for `x \in S`; n for `<<x1, ..., xn>> \in S`.
    pub tuple: Option<usize>,
    pub set: Option<IrRef>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    Not,
    Implies,
    Equiv,
    Eq,
    Neq,
    In,
    NotIn,
    Cup,
    Cap,
    SetMinus,
    SubsetEq,
    Subset,
    Union,
    Domain,
    /// `BOOLEAN`
    Boolean,
    /// `STRING`
    Strings,
    Prime,
    Unchanged,
    Enabled,
    Always,
    Eventually,
    LeadsTo,
    WhilePlus,
    Cdot,
}

#[derive(Debug)]
pub enum IrKind {
    Lit(Value),
    /// A state variable, unprimed.
    Var(u32),
    /// A state variable, primed.
    PrimeVar(u32),
    /// A local: bound variable, parameter, LET definition; by distance from
    /// the innermost binding.
    Local(u32),
    /// A call of a compiled operator.
    Call(OpId, Vec<IrRef>),
    /// A call of an operator held in a local (a parameter `F(_)`, a LET
    /// operator, a LAMBDA).
    CallLocal(u32, Vec<IrRef>),
    /// An operator passed as an argument.
    OpArg(OpId),
    Lambda(usize, IrRef),
    Builtin(Builtin, Vec<IrRef>),
    And(Vec<IrRef>),
    Or(Vec<IrRef>),
    If(IrRef, IrRef, IrRef),
    Case(Vec<(IrRef, IrRef)>, Option<IrRef>),
    /// LET: each definition is bound in turn (0-arity ones lazily), then the
    /// body.
    Let(&'static [LetDef], IrRef),
    Forall(Vec<Binder>, IrRef),
    Exists(Vec<Binder>, IrRef),
    Choose(Binder, IrRef),
    SetEnum(Vec<IrRef>),
    SetFilter(Binder, IrRef),
    SetMap(IrRef, Vec<Binder>),
    Tuple(Vec<IrRef>),
    Record(Vec<(Str, IrRef)>),
    RecordSet(Vec<(Str, IrRef)>),
    FnCons(Vec<Binder>, IrRef),
    FnSet(IrRef, IrRef),
    FnApp(IrRef, Vec<IrRef>),
    /// Application of a recursive function definition `f[x \in S] == e`.
    FnDefApp(OpId, Vec<IrRef>),
    Except(IrRef, Vec<(Vec<ExceptStep>, IrRef)>),
    /// `@` in an EXCEPT value: the old value, bound as the innermost local.
    Times(Vec<IrRef>),
    BoxAction(IrRef, IrRef),
    AngleAction(IrRef, IrRef),
    Fairness {
        strong: bool,
        sub: IrRef,
        action: IrRef,
        /// `ENABLED <<action>>_sub` as it reads where WF/SF is written
        /// (inside an instance, over the instanced module's variables).
        enabled: IrRef,
    },
    TemporalQuant,
    /// A parameter read where nothing binds it: TLC evaluates some
    /// directives' definitions (SYMMETRY) without looking at their
    /// parameters, and fails where one is read.
    Undefined(String),
    /// Not evaluable by tlars (yet): the message says what.
    Unsupported(String),
}

#[derive(Debug)]
pub enum ExceptStep {
    Index(IrRef),
    Field(Str),
}

#[derive(Debug)]
pub enum LetDef {
    /// `x == e`: evaluated when first used.
    Value(IrRef),
    /// `f(a, b) == e`: an operator closing over the current locals (with
    /// its name, which TLC reports a property by).
    Operator(usize, IrRef, &'static str),
    /// `f[x \in S] == e`: a function (possibly recursive: `f` is bound in e).
    Function(Vec<Binder>, IrRef),
}

/// TLC-module operators that print or touch the checker's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    Print,
    PrintT,
    Assert,
    TLCGet,
    TLCSet,
    /// Sequences' SelectSeq, whose test is an operator argument: native
    /// for TLC's errors (a test that is not boolean-valued).
    SelectSeq,
    /// VectorClocks' CausalOrder(log, clock, node, domain), whose last three
    /// arguments are operators: TLC's Java algorithm (see
    /// `tla_values::stdlib::causal_order`).
    CausalOrder,
    /// A community module's operator with operator arguments that TLC
    /// evaluates with its own Java code (see `higher_order`).
    HigherOrder(crate::higher_order::HigherOrder),
    /// TLCExt's AssertError(err, exp): whether evaluating exp fails with
    /// the message err; exp is evaluated by the special itself.
    AssertError,
    /// TLCExt's Trace: the behaviour from an initial state to the current
    /// one, as records of the variables (see `Evaluator::trace_prefix`).
    Trace,
    /// TLCExt's CounterExample: in a POSTCONDITION, the violation found
    /// (see `Evaluator::counter_example`).
    CounterExample,
    /// TLCExt's PickSuccessor(exp): TRUE where exp is; elsewhere, on a step,
    /// the user is asked whether to take it.
    PickSuccessor,
    /// TLCExt's TLCCache(exp, closure): exp, evaluated once per value of
    /// closure when exp is constant-level (see `Evaluator::tlc_cache`).
    TLCCache,
}

pub type NativeFn = fn(&[Value]) -> Result<Value, tla_values::ValueError>;

/// A compiled operator definition.
#[derive(Debug)]
pub struct OpDef {
    pub name: String,
    /// Number of arguments each parameter takes (0: an ordinary value).
    pub params: Vec<usize>,
    /// The parameters' names, where known (empty for an instance's own
    /// parameters): TLC names an action's parameters in its traces.
    pub param_names: Vec<String>,
    pub body: OpBody,
    pub loc: Loc,
    /// The body mentions primed variables or actions: arguments of calls to
    /// it are passed unevaluated.
    pub action_level: bool,
    /// Arguments of calls are bound unevaluated, as the expressions they
    /// are (TLA+ substitutes them): the operator reads the next state, or
    /// passes a parameter to an operator argument that may (`F(v)` for a
    /// parameter `F(_)`). Others get values, which is the same and cheaper.
    pub lazy_args: bool,
    /// The body depends on the state (a variable, or a call of such an
    /// operator); operators that do not are evaluated once.
    pub state_level: bool,
    /// The value of a constant-level operator without parameters, once
    /// computed.
    pub memo: std::sync::OnceLock<Value>,
    /// A call's value is a function of its arguments' values: a
    /// constant-level operator of value parameters that calls nothing
    /// impure, transitively (set by `hoist`). A worker keeps the value of
    /// its last call of it (`Evaluator::call_memo`).
    pub by_value: std::sync::atomic::AtomicBool,
    /// A definition of a module INSTANCEd with substitutions for its
    /// parameters: SANY wraps its body in them (a SubstInNode), and TLC
    /// does not apply the calls with arguments it finds there when it
    /// takes a specification or property apart.
    pub substituted: bool,
    /// For such a definition, the instance it is reached through: TLC
    /// splits no action inside a SubstInNode, and names the action by the
    /// definition as SANY names it there (`Alg!Next`), located at the
    /// INSTANCE.
    pub instance: Option<std::sync::Arc<InstanceOrigin>>,
}

/// The INSTANCE a module's definitions are reached through.
#[derive(Debug)]
pub struct InstanceOrigin {
    /// SANY's prefix of their names: `Alg!` for `Alg == INSTANCE M`
    /// (`A!B!` nested), empty for an unnamed `INSTANCE M`.
    pub prefix: String,
    /// The outermost INSTANCE statement (or definition).
    pub loc: Loc,
}

impl OpDef {
    /// An operator about to be compiled: its body is set once compiled
    /// (a call of it meanwhile is a recursion, see `OpBody::Pending`).
    pub fn pending(name: String, params: Vec<usize>, loc: Loc) -> OpDef {
        OpDef {
            name,
            params,
            param_names: Vec::new(),
            body: OpBody::Pending,
            loc,
            action_level: false,
            lazy_args: false,
            state_level: true,
            memo: Default::default(),
            by_value: Default::default(),
            substituted: false,
            instance: None,
        }
    }
}

#[derive(Debug)]
pub enum OpBody {
    Expr(IrRef),
    /// `f[x \in S] == e`: `f` is a function value.
    Function(Vec<Binder>, IrRef),
    /// Evaluated by tlars itself (standard modules).
    Native(NativeFn),
    /// A constant given its value by the model.
    Constant(Value),
    /// An operator of the TLC module with an effect on the checker.
    Special(Special),
    /// Not yet compiled (only while compiling).
    Pending,
}
