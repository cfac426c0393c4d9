//! The abstract syntax tree. Every node carries the byte span it came from.
//!
//! Operators are kept by their canonical spelling (`\leq` for `<=`, `=<` and
//! `≤`; `-.` for prefix minus), so later stages look them up by one name.

pub use tla_diagnostics::Span;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Module {
    pub name: Ident,
    pub extends: Vec<Ident>,
    pub units: Vec<Unit>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Unit {
    Variables(Vec<Ident>),
    Constants(Vec<OpDecl>),
    Recursive(Vec<OpDecl>),
    Definition(Definition),
    Instance(Instance),
    Module(Box<Module>),
    Assume(Assumption),
    Theorem(Theorem),
    UseHide(UseHide),
    /// A `----` line between units.
    Separator(Span),
}

/// The shape of a declared operator: `x`, `F(_, _)`, `_ + _`, `-. _`, `_ ^+`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fixity {
    /// An identifier, with or without `(_, ...)`.
    Named,
    Prefix,
    Infix,
    Postfix,
}

/// A declared (not defined) operator: a CONSTANT, RECURSIVE or higher-order
/// parameter. `arity` is 0 for an ordinary constant.
#[derive(Clone, Debug)]
pub struct OpDecl {
    pub name: Ident,
    pub arity: usize,
    pub fixity: Fixity,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Definition {
    pub local: bool,
    pub name: Ident,
    pub fixity: Fixity,
    pub kind: DefKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum DefKind {
    /// `Op(p1, F(_)) == body`
    Operator { params: Vec<OpDecl>, body: Expr },
    /// `f[x \in S, y \in T] == body`
    Function { bounds: Vec<Bound>, body: Expr },
    /// `I(p) == INSTANCE M WITH ...`
    Instance { params: Vec<OpDecl>, instance: Instance },
}

#[derive(Clone, Debug)]
pub struct Instance {
    pub local: bool,
    pub module: Ident,
    pub subs: Vec<Substitution>,
    pub span: Span,
}

/// `name <- value` in `INSTANCE M WITH`; `name` may be an operator symbol.
#[derive(Clone, Debug)]
pub struct Substitution {
    pub name: Ident,
    pub value: Expr,
}

#[derive(Clone, Debug)]
pub struct Assumption {
    pub name: Option<Ident>,
    pub body: Expr,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Theorem {
    pub name: Option<Ident>,
    pub body: Statement,
    pub proof: Option<Proof>,
    pub span: Span,
}

/// What a theorem or proof step asserts.
#[derive(Clone, Debug)]
pub enum Statement {
    Expr(Expr),
    AssumeProve(AssumeProve),
}

#[derive(Clone, Debug)]
pub struct AssumeProve {
    pub assumptions: Vec<Assumed>,
    pub goal: Box<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Assumed {
    Expr(Expr),
    New(NewDecl),
    Nested(AssumeProve),
    Definition(Definition),
}

/// `NEW x \in S`, `NEW VARIABLE v`, `NEW CONSTANT F(_)`, `NEW ACTION A`.
#[derive(Clone, Debug)]
pub struct NewDecl {
    pub kind: &'static str,
    pub decl: OpDecl,
    pub set: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct Proof {
    pub kind: ProofKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ProofKind {
    Obvious,
    Omitted,
    By(UseBody),
    /// The steps of a structured proof, in source order; each carries its
    /// level, so the nesting can be rebuilt when proofs are checked.
    Steps(Vec<ProofStep>),
}

#[derive(Clone, Debug)]
pub struct ProofStep {
    /// `<1>2.`, `<2>`, `<*>`, `<+>`.
    pub label: Ident,
    pub kind: StepKind,
    pub proof: Option<Box<Proof>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StepKind {
    Qed,
    Assert(Statement),
    Suffices(Statement),
    Case(Expr),
    Pick { bounds: Vec<Bound>, body: Expr },
    Have(Expr),
    Take(Vec<Bound>),
    Witness(Vec<Expr>),
    Define(Vec<Definition>),
    UseHide(UseHide),
    Instance(Instance),
}

#[derive(Clone, Debug)]
pub struct UseHide {
    pub hide: bool,
    pub body: UseBody,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct UseBody {
    pub only: bool,
    pub facts: Vec<Expr>,
    pub defs: Vec<Expr>,
}

/// `x`, `x, y` or `<<x, y>>`, with `\in S` or unbounded.
#[derive(Clone, Debug)]
pub struct Bound {
    pub pattern: BoundPattern,
    pub set: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum BoundPattern {
    /// `x` or `x, y` (each ranging over the set).
    Ids(Vec<Ident>),
    /// `<<x, y>>` (a tuple ranging over the set).
    Tuple(Vec<Ident>),
}

impl BoundPattern {
    pub fn idents(&self) -> &[Ident] {
        match self {
            BoundPattern::Ids(v) | BoundPattern::Tuple(v) => v,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// One part of a general name: `Op`, `Op(a, b)`; `I!Op` is two parts.
#[derive(Clone, Debug)]
pub struct NameSeg {
    pub name: Ident,
    pub args: Vec<Expr>,
}

#[derive(Clone, Debug)]
pub enum ExceptPath {
    Index(Vec<Expr>),
    Field(Ident),
}

#[derive(Clone, Debug)]
pub struct ExceptSpec {
    pub path: Vec<ExceptPath>,
    pub value: Expr,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A name, possibly applied and qualified: `x`, `F(a)`, `I!Op(a)`, `I(x)!Op`.
    Name(Vec<NameSeg>),
    /// An operator written as a symbol applied to its operands: `a + b`,
    /// `~a`, `x'`, `ENABLED A`. `op` is the canonical spelling; prefix minus
    /// is `-.`.
    OpApp {
        op: Ident,
        args: Vec<Expr>,
    },
    /// An operator symbol passed as an argument: `F(+)`, `F(\cup)`.
    OpSymbol(Ident),
    Num(String),
    Decimal(String),
    Str(String),
    Bool(bool),
    /// BOOLEAN
    BooleanSet,
    /// STRING
    StringSet,
    /// `@` inside EXCEPT.
    At,
    /// `A \X B \X C`: one n-ary product, not nested.
    Times(Vec<Expr>),
    FnApp(Box<Expr>, Vec<Expr>),
    Field(Box<Expr>, Ident),
    SetEnum(Vec<Expr>),
    SetFilter(Box<Bound>, Box<Expr>),
    SetMap(Box<Expr>, Vec<Bound>),
    Tuple(Vec<Expr>),
    Record(Vec<(Ident, Expr)>),
    RecordSet(Vec<(Ident, Expr)>),
    FnCons(Vec<Bound>, Box<Expr>),
    FnSet(Box<Expr>, Box<Expr>),
    Except(Box<Expr>, Vec<ExceptSpec>),
    Forall(Vec<Bound>, Box<Expr>),
    Exists(Vec<Bound>, Box<Expr>),
    /// `\AA x : e` (forall = true) and `\EE x : e`.
    TemporalQuant {
        forall: bool,
        vars: Vec<Ident>,
        body: Box<Expr>,
    },
    Choose(Box<Bound>, Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Case {
        arms: Vec<(Expr, Expr)>,
        other: Option<Box<Expr>>,
    },
    Let {
        defs: Vec<Unit>,
        body: Box<Expr>,
    },
    /// A bulleted list: `/\ a /\ b` (or = false), `\/ a \/ b` (or = true).
    Junction {
        or: bool,
        items: Vec<Expr>,
    },
    Lambda {
        params: Vec<Ident>,
        body: Box<Expr>,
    },
    Label {
        name: Ident,
        params: Vec<Ident>,
        body: Box<Expr>,
    },
    /// `[A]_v`
    BoxAction(Box<Expr>, Box<Expr>),
    /// `<<A>>_v`
    AngleAction(Box<Expr>, Box<Expr>),
    /// `WF_v(A)` (strong = false), `SF_v(A)`.
    Fairness {
        strong: bool,
        sub: Box<Expr>,
        action: Box<Expr>,
    },
    /// A proof step name used as a fact: `<1>2`.
    StepRef(String),
    /// Left by error recovery where an expression could not be parsed.
    Error,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }
    pub fn ident(&self) -> Option<&Ident> {
        match &self.kind {
            ExprKind::Name(segs) if segs.len() == 1 && segs[0].args.is_empty() => Some(&segs[0].name),
            _ => None,
        }
    }
}
