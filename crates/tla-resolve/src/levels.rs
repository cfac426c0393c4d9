//! What SANY knows about the level of an expression beyond the level
//! itself (Specifying Systems 17.2; SANY's level checking): which
//! parameters it depends on, the highest level each parameter may be
//! given, and what an operator parameter must accept. With these, a
//! definition gives each of its parameters a maximum level (`F(a) == a'`
//! takes at most a state expression), which passes through definitions
//! that hand the parameter on and through INSTANCE substitutions.
//!
//! A parameter is a formal parameter of a definition or LAMBDA, or a
//! CONSTANT or VARIABLE of a module, identified by where it is declared.

use crate::scope::{ACTION, CONSTANT, STATE, TEMPORAL};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use tla_diagnostics::{FileId, Span};

/// A parameter, by the place of its declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ParamId {
    file: FileId,
    start: u32,
    end: u32,
}

impl ParamId {
    pub fn new(file: FileId, span: Span) -> ParamId {
        ParamId { file, start: span.start, end: span.end }
    }
}

/// The operator parameter `op` is applied somewhere with the parameter
/// `param` in (the level of) its argument number `idx`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ArgParam {
    pub op: ParamId,
    pub idx: usize,
    pub param: ParamId,
}

/// The level facts of an expression.
#[derive(Clone, Debug, Default)]
pub struct LevelData {
    /// Its level with every parameter taken as a constant.
    pub level: u8,
    /// The parameters whose level raises its level.
    pub params: BTreeSet<ParamId>,
    /// The highest level each parameter may have.
    pub constraints: BTreeMap<ParamId, u8>,
    /// For an operator parameter and one of its argument positions: the
    /// level the operator given for it must accept there.
    pub arg_constraints: BTreeMap<(ParamId, usize), u8>,
    pub arg_params: BTreeSet<ArgParam>,
    /// It has a level error inside: SANY reports no further level error
    /// of an application on account of such an argument.
    pub incorrect: bool,
}

impl LevelData {
    pub fn of_level(level: u8) -> LevelData {
        LevelData { level, ..LevelData::default() }
    }

    /// A reference to the parameter `p` of level `level`.
    pub fn param(p: ParamId, level: u8) -> LevelData {
        LevelData { level, params: BTreeSet::from([p]), ..LevelData::default() }
    }

    pub fn add_param(&mut self, p: ParamId) {
        self.params.insert(p);
    }

    pub fn add_params(&mut self, ps: &BTreeSet<ParamId>) {
        if self.params.is_empty() {
            self.params = ps.clone();
        } else {
            self.params.extend(ps.iter().copied());
        }
    }

    /// `p` may have level at most `level` (the lowest bound holds).
    pub fn constrain(&mut self, p: ParamId, level: u8) {
        let l = self.constraints.entry(p).or_insert(level);
        *l = (*l).min(level);
    }

    /// The operator given for `op` must accept level `level` in argument
    /// `idx` (the highest demand holds).
    pub fn constrain_arg(&mut self, op: ParamId, idx: usize, level: u8) {
        let l = self.arg_constraints.entry((op, idx)).or_insert(level);
        *l = (*l).max(level);
    }

    pub fn add_arg_param(&mut self, ap: ArgParam) {
        self.arg_params.insert(ap);
    }

    /// Every constraint of `other` (not its level or parameters).
    pub fn join_constraints(&mut self, other: &LevelData) {
        for (&p, &l) in &other.constraints {
            self.constrain(p, l);
        }
        for (&(op, i), &l) in &other.arg_constraints {
            self.constrain_arg(op, i, l);
        }
        self.arg_params.extend(other.arg_params.iter().copied());
    }

    /// All of `other`: its level and parameters count too.
    pub fn join(&mut self, other: &LevelData) {
        self.level = self.level.max(other.level);
        self.incorrect |= other.incorrect;
        self.add_params(&other.params);
        self.join_constraints(other);
    }

    pub fn max_level(&self, p: ParamId) -> Option<u8> {
        self.constraints.get(&p).copied()
    }

    fn min_arg_level(&self, op: ParamId, idx: usize) -> u8 {
        self.arg_constraints.get(&(op, idx)).copied().unwrap_or(CONSTANT)
    }
}

/// What an operator argument of an application is.
#[derive(Clone, Debug)]
pub enum OpArg {
    /// A definition (or LAMBDA, or built-in operator) with these levels.
    Def(Rc<OpLevels>),
    /// An operator parameter of the definition around.
    Param(ParamId),
}

/// The level facts of an operator definition: for each parameter the
/// highest level it may be given (`max_levels`) and whether its level
/// raises the level of an application (`weights`); for an operator
/// parameter, the lowest level the operator given for it must accept in
/// each of its arguments (`min_max_level`), and in which of them each
/// parameter of the definition appears (`op_level_cond[i][j][k]`: the
/// j-th parameter within the k-th argument of the i-th).
#[derive(Clone, Debug, Default)]
pub struct OpLevels {
    /// The parameters and the number of arguments each takes.
    pub params: Vec<(ParamId, usize)>,
    /// The facts of the body, own parameters included (for a definition
    /// with parameters: without, they are `own`).
    body: Option<LevelData>,
    pub max_levels: Vec<u8>,
    pub weights: Vec<bool>,
    pub min_max_level: Vec<Vec<u8>>,
    pub op_level_cond: Vec<Vec<Vec<bool>>>,
    /// The facts of the definition as a whole: those of the body about
    /// parameters other than its own.
    pub own: LevelData,
}

impl OpLevels {
    pub fn new(params: Vec<(ParamId, usize)>, body: LevelData) -> OpLevels {
        let ids: Vec<ParamId> = params.iter().map(|(p, _)| *p).collect();
        let max_levels = ids.iter().map(|&p| body.max_level(p).unwrap_or(TEMPORAL)).collect();
        let weights = ids.iter().map(|p| body.params.contains(p)).collect();
        let min_max_level = params.iter().map(|&(p, n)| (0..n).map(|k| body.min_arg_level(p, k)).collect()).collect();
        let op_level_cond = params
            .iter()
            .map(|&(op, n)| ids.iter().map(|&q| (0..n).map(|k| body.arg_params.contains(&ArgParam { op, idx: k, param: q })).collect()).collect())
            .collect();
        let mut own = LevelData { level: body.level, incorrect: body.incorrect, ..LevelData::default() };
        if ids.is_empty() {
            return OpLevels { params, body: None, max_levels, weights, min_max_level, op_level_cond, own: body };
        }
        own.params = body.params.iter().copied().filter(|p| !ids.contains(p)).collect();
        own.constraints = body.constraints.iter().map(|(&p, &l)| (p, l)).filter(|(p, _)| !ids.contains(p)).collect();
        own.arg_constraints = body.arg_constraints.iter().map(|(&k, &l)| (k, l)).filter(|((p, _), _)| !ids.contains(p)).collect();
        own.arg_params = body.arg_params.iter().copied().filter(|ap| !(ids.contains(&ap.op) && ids.contains(&ap.param))).collect();
        OpLevels { params, body: Some(body), max_levels, weights, min_max_level, op_level_cond, own }
    }

    /// An operator whose every argument counts for its level and may have
    /// any level (one whose definition is not known, as yet).
    pub fn unconstrained(arity: usize, level: u8) -> OpLevels {
        OpLevels { max_levels: vec![TEMPORAL; arity], weights: vec![true; arity], own: LevelData::of_level(level), ..OpLevels::default() }
    }

    /// A built-in operator as SANY's table gives it (its level, and for
    /// each argument the highest level and whether it counts).
    pub fn builtin(level: u8, max_levels: &[u8], weights: &[bool]) -> OpLevels {
        OpLevels { max_levels: max_levels.to_vec(), weights: weights.to_vec(), own: LevelData::of_level(level), ..OpLevels::default() }
    }

    /// The facts of the body, own parameters included.
    pub fn body(&self) -> &LevelData {
        self.body.as_ref().unwrap_or(&self.own)
    }

    pub fn arity(&self) -> usize {
        self.max_levels.len()
    }

    pub fn max_level(&self, i: usize) -> u8 {
        self.max_levels.get(i).copied().unwrap_or(TEMPORAL)
    }

    pub fn weight(&self, i: usize) -> bool {
        self.weights.get(i).copied().unwrap_or(true)
    }

    pub fn min_max_level(&self, i: usize, k: usize) -> u8 {
        self.min_max_level.get(i).and_then(|m| m.get(k)).copied().unwrap_or(CONSTANT)
    }

    pub fn op_level_cond(&self, i: usize, j: usize, k: usize) -> bool {
        self.op_level_cond.get(i).and_then(|m| m.get(j)).and_then(|m| m.get(k)).copied().unwrap_or(false)
    }

    fn position(&self, p: ParamId) -> Option<usize> {
        self.params.iter().position(|(q, _)| *q == p)
    }
}

/// One argument of an application, checked: its facts, and what operator
/// it is where it is one.
pub struct Operand {
    pub data: LevelData,
    pub op: Option<OpArg>,
}

/// A level error of an application that `apply` found.
pub enum ApplyError {
    /// Argument `i` (from 0) has a level above `max`, the highest the
    /// operator allows there (or, `via` the operator given as argument
    /// `via`, the highest that one allows where it is applied to it).
    Argument { i: usize, max: u8, via: Option<usize> },
    /// The operator given as argument `i` must accept level `level` in
    /// its argument `k`.
    OpArgument { i: usize, k: usize, level: u8 },
}

/// The facts of the application of an operator `def` to `operands`, and
/// its level errors (SANY's rule for the application of a defined or
/// built-in operator); `level` is the operator's own.
pub fn apply(def: &OpLevels, level: u8, operands: &[Operand], errors: &mut Vec<ApplyError>) -> LevelData {
    check_operands(def, operands, errors);
    let mut out = LevelData { level, params: def.own.params.clone(), ..LevelData::default() };
    // (Its record of operator parameters applied is resolved below.)
    out.constraints = def.own.constraints.clone();
    out.arg_constraints = def.own.arg_constraints.clone();
    for (i, opd) in operands.iter().enumerate() {
        if def.weight(i) {
            out.level = out.level.max(opd.data.level);
            out.add_params(&opd.data.params);
        }
        out.join_constraints(&opd.data);
        for &p in &opd.data.params {
            out.constrain(p, def.max_level(i));
        }
    }
    operator_arguments(def, operands, &mut out);
    passed_on(def, operands, &mut out);
    out
}

fn check_operands(def: &OpLevels, operands: &[Operand], errors: &mut Vec<ApplyError>) {
    for (i, opd) in operands.iter().enumerate() {
        if opd.data.level > def.max_level(i) {
            errors.push(ApplyError::Argument { i, max: def.max_level(i), via: None });
        }
        let Some(OpArg::Def(arg)) = &opd.op else { continue };
        for k in 0..arg.arity() {
            let level = def.min_max_level(i, k);
            if arg.max_level(k) < level {
                errors.push(ApplyError::OpArgument { i, k, level });
            }
        }
        for (j, other) in operands.iter().enumerate() {
            for k in 0..arg.arity() {
                if def.op_level_cond(i, j, k) && other.data.level > arg.max_level(k) {
                    errors.push(ApplyError::Argument { i: j, max: arg.max_level(k), via: Some(i) });
                }
            }
        }
    }
}

/// What operators given as arguments demand of the other arguments, and
/// what an operator parameter given as argument must accept.
fn operator_arguments(def: &OpLevels, operands: &[Operand], out: &mut LevelData) {
    for (i, opd) in operands.iter().enumerate() {
        match &opd.op {
            Some(OpArg::Def(arg)) => {
                for (j, other) in operands.iter().enumerate() {
                    for k in 0..arg.arity() {
                        if def.op_level_cond(i, j, k) {
                            for &p in &other.data.params {
                                out.constrain(p, arg.max_level(k));
                            }
                        }
                    }
                }
            }
            Some(OpArg::Param(op)) => {
                let n = def.params.get(i).map_or(0, |(_, n)| *n);
                for k in 0..n {
                    out.constrain_arg(*op, k, def.min_max_level(i, k));
                }
                for (j, other) in operands.iter().enumerate() {
                    for k in 0..n {
                        if def.op_level_cond(i, j, k) {
                            out.constrain_arg(*op, k, other.data.level);
                            for &p in &other.data.params {
                                out.add_arg_param(ArgParam { op: *op, idx: k, param: p });
                            }
                        }
                    }
                }
            }
            None => {}
        }
    }
}

/// The definition's own record of operator parameters applied to its
/// parameters (`A(Op(_)) == LET B(c) == Op(c) IN B(x')`), resolved with
/// this application's arguments.
fn passed_on(def: &OpLevels, operands: &[Operand], out: &mut LevelData) {
    let arg = |p: ParamId| def.position(p).and_then(|i| operands.get(i));
    for ap in &def.own.arg_params {
        match arg(ap.op) {
            Some(opd) => match &opd.op {
                Some(OpArg::Def(d)) => out.constrain(ap.param, d.max_level(ap.idx)),
                Some(OpArg::Param(op)) => out.add_arg_param(ArgParam { op: *op, idx: ap.idx, param: ap.param }),
                None => {}
            },
            None => match arg(ap.param) {
                Some(opd) => {
                    for &p in &opd.data.params {
                        out.add_arg_param(ArgParam { op: ap.op, idx: ap.idx, param: p });
                    }
                }
                None => out.add_arg_param(*ap),
            },
        }
    }
}

/// The facts of a built-in construct (`{a, b}`, `<<a, b>>`, IF, ...)
/// whose arguments may each have level at most `max` and all count for
/// its level; the arguments above `max` are listed in `too_high`.
pub fn construct(max: u8, operands: &[LevelData], too_high: &mut Vec<usize>) -> LevelData {
    let mut out = LevelData::default();
    for (i, opd) in operands.iter().enumerate() {
        if opd.level > max {
            too_high.push(i);
        }
        out.join(opd);
        for &p in &opd.params {
            out.constrain(p, max);
        }
    }
    out
}

/// The facts of the application of an operator parameter or a declared
/// CONSTANT operator `op` (of level `level`) to `operands`.
pub fn apply_declared(op: ParamId, level: u8, operands: &[LevelData]) -> LevelData {
    let mut out = LevelData::param(op, level);
    for (i, opd) in operands.iter().enumerate() {
        out.level = out.level.max(opd.level);
        for &p in &opd.params {
            out.add_param(p);
            out.add_arg_param(ArgParam { op, idx: i, param: p });
        }
        out.join_constraints(opd);
        out.constrain_arg(op, i, opd.level);
    }
    out
}

/// What an INSTANCE substitutes for one parameter of the module.
#[derive(Clone, Debug)]
pub struct Sub {
    pub param: ParamId,
    pub variable: bool,
    pub data: LevelData,
    pub op: Option<OpArg>,
}

/// The substitutions of an INSTANCE, and whether the instantiated module
/// is a constant one (no VARIABLE, no definition above level 0).
#[derive(Clone, Debug, Default)]
pub struct Substitution {
    /// The instance's own parameters (`I(z) == INSTANCE ...`).
    pub params: Vec<(ParamId, usize)>,
    pub subs: Vec<Sub>,
    pub constant_module: bool,
}

impl Substitution {
    fn find(&self, p: ParamId) -> Option<&Sub> {
        self.subs.iter().find(|s| s.param == p)
    }

    /// The parameters that stand for `p` after the substitution.
    fn param_set(&self, p: ParamId) -> Vec<ParamId> {
        match self.find(p) {
            Some(s) => s.data.params.iter().copied().collect(),
            None => vec![p],
        }
    }

    /// The facts of `body` with the substitution made (SANY's rule for
    /// the body of an instantiated definition). In a module that is not
    /// constant, what replaces a CONSTANT must be constant and what
    /// replaces a VARIABLE at most a state expression, whatever the body
    /// allows.
    pub fn apply(&self, body: &LevelData) -> LevelData {
        let mut out = LevelData { level: body.level, incorrect: body.incorrect, ..LevelData::default() };
        for &p in &body.params {
            if let Some(s) = self.find(p) {
                out.level = out.level.max(s.data.level);
            }
            for q in self.param_set(p) {
                out.add_param(q);
            }
        }
        for (&p, &l) in &body.constraints {
            let l = match self.find(p) {
                Some(s) if !self.constant_module => {
                    if s.variable {
                        STATE
                    } else {
                        CONSTANT
                    }
                }
                _ => l,
            };
            for q in self.param_set(p) {
                out.constrain(q, l);
            }
        }
        for ap in &body.arg_params {
            if let Some(Some(OpArg::Def(d))) = self.find(ap.op).map(|s| &s.op) {
                for q in self.param_set(ap.param) {
                    out.constrain(q, d.max_level(ap.idx));
                }
            }
        }
        self.arg_facts(body, &mut out);
        out
    }

    fn arg_facts(&self, body: &LevelData, out: &mut LevelData) {
        let op_after = |op: ParamId| match self.find(op) {
            None => Some(op),
            Some(Sub { op: Some(OpArg::Param(q)), .. }) => Some(*q),
            Some(_) => None,
        };
        for (&(op, i), &l) in &body.arg_constraints {
            if let Some(op) = op_after(op) {
                out.constrain_arg(op, i, l);
            }
        }
        for ap in &body.arg_params {
            if let Some(s) = self.find(ap.param) {
                if let Some(op) = op_after(ap.op) {
                    out.constrain_arg(op, ap.idx, s.data.level);
                }
            }
            match self.find(ap.op) {
                None => out.add_arg_param(*ap),
                Some(Sub { op: Some(OpArg::Param(op)), .. }) => {
                    for q in self.param_set(ap.param) {
                        out.add_arg_param(ArgParam { op: *op, idx: ap.idx, param: q });
                    }
                }
                Some(_) => {}
            }
        }
    }

    /// The levels of `I!Op` for the definition `def` of the instantiated
    /// module: the instance's parameters come first.
    pub fn instantiate(&self, def: &OpLevels) -> OpLevels {
        let mut params = self.params.clone();
        params.extend(def.params.iter().copied());
        OpLevels::new(params, self.apply(def.body()))
    }
}

/// SANY's table of built-in operators: the level of an application and,
/// for each argument, the highest level allowed and whether it counts
/// for the level. Arguments past the table's repeat its last entry
/// (`{a, b, c}`, `<<a, b>>`).
pub fn builtin_levels(name: &str) -> Option<(u8, &'static [u8], &'static [bool])> {
    const T: bool = true;
    const F: bool = false;
    Some(match name {
        "=" | "/=" | "\\in" | "\\notin" | "\\subseteq" | "\\cup" | "\\cap" | "\\" | "\\X" => (CONSTANT, &[ACTION, ACTION], &[T, T]),
        "'" => (ACTION, &[STATE], &[F]),
        "~" => (CONSTANT, &[TEMPORAL], &[T]),
        "/\\" | "\\/" | "<=>" | "=>" => (CONSTANT, &[TEMPORAL, TEMPORAL], &[T, T]),
        "SUBSET" | "UNION" | "DOMAIN" => (CONSTANT, &[ACTION], &[T]),
        "~>" | "-+->" => (TEMPORAL, &[TEMPORAL, TEMPORAL], &[F, F]),
        "[]" | "<>" => (TEMPORAL, &[TEMPORAL], &[F]),
        "ENABLED" => (STATE, &[ACTION], &[F]),
        "UNCHANGED" => (ACTION, &[STATE], &[F]),
        "\\cdot" => (ACTION, &[ACTION, ACTION], &[F, F]),
        _ => return None,
    })
}

/// The levels of a built-in operator passed as an argument (`F(\cup)`).
pub fn builtin_op(name: &str) -> Option<Rc<OpLevels>> {
    let (level, max, weights) = builtin_levels(name)?;
    Some(Rc::new(OpLevels::builtin(level, max, weights)))
}
