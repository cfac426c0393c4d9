//! Actions compiled into plans (issue 35): the interpreter's enumeration
//! of an action unrolled, with its parameters folded in, into a tree of
//! steps over the next state. The conjuncts come in the enumerator's order;
//! `x' = e` is an assignment where the variable has no value yet on this
//! path and a comparison where it has (known when compiling: each path of
//! the tree is straight); UNCHANGED takes a variable at a time; `\/`, `\E`,
//! `x' \in S` and IF branch, each branch going on with the conjuncts after
//! them, in the enumerator's order (so duplicate successors are generated
//! and counted as TLC generates and counts them); and once every variable
//! has its value, each conjunct left is a condition (TLC's rule). So the
//! states given, their order and their number are the interpreter's;
//! where a step gives up, the states of the action found so far are
//! dropped and the interpreter enumerates it again.

use super::*;

/// One step of a plan.
#[derive(Debug, Clone)]
pub enum Step {
    /// A condition: false ends this path without a state.
    Guard(Expr),
    /// `x' = e` where `x'` has no value yet.
    Assign(u32, Expr),
    /// `UNCHANGED x` or `x' = x` where `x'` has no value yet, in an
    /// action's plan outside compositions: x keeps the current state's
    /// value, read there, copied only into a state that is built
    /// (`Scratch::kept`; x below the 64th variable).
    Keep(u32),
    /// Entering a LET (or a call's arguments): its values are computed
    /// anew.
    Enter(Vec<usize>),
    /// `\/`: each disjunct, then what follows it, in order. (Each branch
    /// step lists the variables without a value where it is, `fresh`:
    /// what a branch assigned is taken back before the next.)
    Or(Vec<Vec<Step>>, Fresh),
    /// `\E`: each combination of the bound variables in TLC's order, then
    /// what follows.
    Exists { bound: Bound, then: Vec<Step>, fresh: Fresh },
    /// `x' \in S`: each member of S assigned, in its order, then what
    /// follows.
    Choose { var: u32, set: Expr, then: Vec<Step>, fresh: Fresh },
    /// IF c THEN a ELSE b, each branch followed by what follows. (CASE
    /// is a chain of them.)
    If(Expr, Vec<Step>, Vec<Step>),
    /// The interpreter's error: a CASE with no condition true and no OTHER,
    /// a path that leaves a variable without a value.
    GiveUp,
    /// `\A` without primes, as TLC takes it in an action: each instance of
    /// the body a conjunct, the first combination first and then the
    /// others from last to second (TLC's list of conjuncts to do), each of
    /// which may branch; then what follows. `frame`: the slots the body
    /// binds (its own variables' among them), kept for this instance while
    /// the later instances, the same steps run again, bind them anew.
    Forall { bound: Bound, body: Vec<Step>, then: Vec<Step>, fresh: Fresh, frame: std::ops::Range<usize> },
    /// `A \cdot B` as the enumerator composes actions (`compose`): `first`
    /// (A, then what follows the composition) from the current state,
    /// with the variables assigned so far holding its values, to each
    /// state t in between; then for each t, `second` (B, then what
    /// follows) from t on the next state as assigned so far. `counted`:
    /// the t count as generated states (a composition inside none).
    Compose { first: Vec<Step>, second: Vec<Step>, fresh: Fresh, counted: bool },
}

/// The variables without a value where a branch starts.
type Fresh = Vec<u32>;

/// A state an action's plan gives: built, or one the caller's `known`
/// recognized in the next state as assigned (the number it gave), not
/// built: nothing is copied or allocated for it.
#[derive(Debug)]
pub enum Successor {
    State(Box<[Value]>),
    Known(u64),
}

/// What the caller of `Plan::successors` recognizes in a complete next
/// state, given its values in order (`Some`: a number for it, and the
/// state is not built).
pub type Known<'k> = &'k mut dyn FnMut(&mut dyn Iterator<Item = Option<&Value>>) -> Option<u64>;

/// An action as a tree of steps.
#[derive(Debug, Clone)]
pub struct Plan {
    steps: Vec<Step>,
    frame: usize,
    vars: usize,
}

/// Where the compilation of a path is: the variables assigned so far, and
/// whether the path is a part whose end goes on elsewhere (a `\A`'s body,
/// ENABLED's action) rather than an action's end (where every variable
/// must have a value).
#[derive(Clone)]
struct Path {
    assigned: Vec<bool>,
    part: bool,
}

impl Path {
    fn complete(&self) -> bool {
        self.assigned.iter().all(|&a| a)
    }

    fn fresh(&self) -> Fresh {
        (0..self.assigned.len() as u32).filter(|&v| !self.assigned[v as usize]).collect()
    }
}

/// A conjunct still to be taken on a path, with the locals it reads.
/// (With how many definitions deep the conjunct was reached: a
/// recursive definition taken as part of the action is the interpreter's.)
type Todo = Vec<(IrRef, Vec<Local>, usize)>;

/// Steps a plan may have at most: each branch copies what follows it, so
/// branches in sequence multiply; past this, the action is left to the
/// interpreter.
const MAX_STEPS: usize = 4096;

impl Plan {
    /// The plan of the action `ir` whose locals hold `bound`, over `vars`
    /// variables; why not, when it is not of the form plans take.
    pub fn compile(ev: &Evaluator, ir: IrRef, bound: &[Value], vars: usize) -> Result<Plan, Refusal> {
        let mut compiler = Compiler::new(ev);
        compiler.primes = true;
        compiler.keeps = true;
        let scope: Vec<Local> = bound.iter().cloned().map(Local::Value).collect();
        let mut budget = MAX_STEPS;
        match compiler.path(vec![(ir, scope, 0)], Path { assigned: vec![false; vars], part: false }, &mut budget) {
            Some(steps) => Ok(Plan { steps, frame: compiler.frame_size(), vars }),
            None => Err(compiler.refusal().unwrap_or(Refusal { loc: ir.loc, form: "a form not compiled".into() })),
        }
    }

    /// The states the action gives from the state `r` reads, in the
    /// interpreter's order, added to `out` (those `known` recognizes, as
    /// such), and the number of states compositions passed through (TLC
    /// counts them as generated); `None` when the plan gave up (`out` then
    /// holds some of them: the caller drops them).
    pub fn successors(&self, r: &Reading, s: &mut Scratch, out: &mut Vec<Successor>, known: Known) -> Option<u64> {
        if s.frame.len() < self.frame {
            s.frame.resize(self.frame, None);
        }
        // (Every variable without a value: most actions are disabled by
        // their first guard, so only what the last one assigned is
        // emptied.)
        if s.next.len() == self.vars {
            s.next.iter_mut().filter(|x| x.is_some()).for_each(|x| *x = None);
        } else {
            s.next.clear();
            s.next.resize(self.vars, None);
        }
        // (No branch encloses the path yet: each variable is emptied before
        // the next run.)
        s.movable = u64::MAX;
        s.intermediate = 0;
        s.kept = 0;
        run(&self.steps, r, s, &mut |s| {
            if let Some(tag) = known(&mut (0..s.next.len()).map(|v| s.next_value(r.state, v))) {
                out.push(Successor::Known(tag));
                return Some(());
            }
            let (movable, kept) = (s.movable, s.kept);
            // (Exactly as long as the state: collecting an iterator of
            // options would grow the vector, and shrink it to box it.)
            let mut state = Vec::with_capacity(s.next.len());
            for (v, x) in s.next.iter_mut().enumerate() {
                state.push(if v < 64 && kept >> v & 1 == 1 {
                    r.state.get(v)?.clone()
                } else if v < 64 && movable >> v & 1 == 1 {
                    x.take()?
                } else {
                    x.clone()?
                });
            }
            out.push(Successor::State(state.into_boxed_slice()));
            Some(())
        })?;
        Some(s.intermediate)
    }
}

/// What is done where a path ends (the next state is complete, or a
/// `\A`'s instance holds): `None` gives up.
type Then<'k> = &'k mut dyn FnMut(&mut Scratch) -> Option<()>;

/// Runs a path of steps, then `end` where it ends.
fn run(steps: &[Step], r: &Reading, s: &mut Scratch, end: Then) -> Option<()> {
    for step in steps {
        match step {
            Step::Guard(e) => {
                if !e.holds(r, s)? {
                    return Some(());
                }
            }
            Step::Assign(v, e) => {
                let value = e.get(r, s)?.owned();
                s.next[*v as usize] = Some(value);
            }
            Step::Keep(v) => s.kept |= 1 << v,
            Step::Enter(slots) => empty(slots, s),
            Step::Or(branches, fresh) => {
                for b in branches {
                    branch(b, fresh, r, s, end)?;
                }
                return Some(());
            }
            Step::Exists { bound, then, fresh } => {
                each_binding(bound, false, r, s, &mut |s| {
                    branch(then, fresh, r, s, end)?;
                    Some(true)
                })?;
                return Some(());
            }
            Step::Choose { var, set, then, fresh } => {
                let set = set.get(r, s)?;
                for m in set.members().ok()? {
                    s.next[*var as usize] = Some(m);
                    branch(then, fresh, r, s, end)?;
                }
                return Some(());
            }
            Step::If(c, a, b) => {
                let then = if c.holds(r, s)? { a } else { b };
                return run(then, r, s, end);
            }
            Step::GiveUp => return None,
            Step::Forall { bound, body, then, fresh, frame } => {
                let (first, n) = (bound.first, bound.sets.len());
                let mut instances = Vec::new();
                each_binding(bound, false, r, s, &mut |s| {
                    instances.push(s.frame[first..first + n].to_vec());
                    Some(true)
                })?;
                if instances.len() > 1 {
                    instances[1..].reverse();
                }
                if s.frame.len() < frame.end {
                    s.frame.resize(frame.end, None);
                }
                return conjuncts(&instances, first, frame, body, then, fresh, r, s, end);
            }
            Step::Compose { first, second, fresh, counted } => return compose(first, second, fresh, *counted, r, s, end),
        }
    }
    end(s)
}

/// `Step::Compose`: `first` from the state `r` reads to each state t in
/// between, then `second` from each t in turn. A t that leaves a variable
/// without a value gives up: whether B reads it is the interpreter's.
fn compose(first: &[Step], second: &[Step], fresh: &[u32], counted: bool, r: &Reading, s: &mut Scratch, end: Then) -> Option<()> {
    // (B reads the next state from t: what was kept from the current
    // state is copied first.)
    s.copy_kept(r.state);
    let start = s.next.iter().enumerate().map(|(v, x)| x.as_ref().map(|_| r.state[v].clone())).collect();
    let outer = std::mem::replace(&mut s.next, start);
    let mut middles = Vec::new();
    let ran = run(first, r, s, &mut |s| {
        middles.push(s.next.iter().cloned().collect::<Option<Box<[Value]>>>());
        Some(())
    });
    s.next = outer;
    ran?;
    if counted {
        s.intermediate += middles.len() as u64;
    }
    for t in middles {
        // (The enumerator keeps no definition's value for t: serial 0.)
        let from = Reading { ev: r.ev, state: &t?, serial: 0, next_serial: 0 };
        branch(second, fresh, &from, s, end)?;
    }
    Some(())
}

/// The instances of a `\A`'s body from `instances[0]` on, each bound in
/// the slots from `first`, then `then`. The later instances run in this
/// one's continuation and rebind the slots of `frame` (its variables, its
/// LET values, its quantifiers'): they are restored when it returns, as a
/// branch of this instance may still read them.
#[allow(clippy::too_many_arguments)]
fn conjuncts(
    instances: &[Vec<Option<Value>>],
    first: usize,
    frame: &std::ops::Range<usize>,
    body: &[Step],
    then: &[Step],
    fresh: &[u32],
    r: &Reading,
    s: &mut Scratch,
    end: Then,
) -> Option<()> {
    let Some((this, rest)) = instances.split_first() else {
        return branch(then, fresh, r, s, end);
    };
    s.frame[first..first + this.len()].clone_from_slice(this);
    run(body, r, s, &mut |s| {
        let kept = s.frame[frame.clone()].to_vec();
        let ran = conjuncts(rest, first, frame, body, then, fresh, r, s, end);
        s.frame[frame.clone()].clone_from_slice(&kept);
        ran
    })
}

/// Runs a branch, leaving the next state as it found it: the variables
/// `fresh` had no value where the branch began (the others are not
/// assigned on any path from there).
///
/// Between the end of a path and the return of the innermost branch
/// around it, nothing reads the variables that branch empties: the steps
/// only return. So a complete state found at the end takes their values
/// (`Scratch::movable`) and copies the others', which later paths of the
/// branch still read.
fn branch(steps: &[Step], fresh: &[u32], r: &Reading, s: &mut Scratch, end: Then) -> Option<()> {
    let mask = fresh.iter().filter(|&&v| v < 64).fold(0, |m, &v| m | 1 << v);
    let outer = std::mem::replace(&mut s.movable, mask);
    let ran = run(steps, r, s, end);
    s.movable = outer;
    s.kept &= !mask;
    for &v in fresh {
        s.next[v as usize] = None;
    }
    ran
}

/// ENABLED A from the state `r` reads: whether A's plan `steps` (over
/// `vars` variables) reaches its end on some path, with one of `changed`
/// (if any: `<<A>>_v`) given a new value. Its own next state: an
/// action's, if ENABLED is read in one, is kept aside meanwhile. `None`
/// when the plan gave up.
pub(super) fn enabled(steps: &[Step], vars: usize, changed: Option<&[u32]>, r: &Reading, s: &mut Scratch) -> Option<bool> {
    let outer = std::mem::replace(&mut s.next, vec![None; vars]);
    let outer_kept = std::mem::replace(&mut s.kept, 0);
    // (The plan assigns a next state of its own.)
    let r = Reading { next_serial: 0, ..*r };
    let (mut found, mut failed) = (false, false);
    let ran = run(steps, &r, s, &mut |s| {
        let hit = match changed {
            None => true,
            Some(vars) => {
                let mut hit = false;
                for &v in vars {
                    let Some(next) = s.next[v as usize].as_ref() else {
                        failed = true;
                        return None;
                    };
                    hit |= Some(next) != r.state.get(v as usize);
                }
                hit
            }
        };
        // (A state found ends the search: `None` stops the run.)
        found |= hit;
        (!hit).then_some(())
    });
    s.next = outer;
    s.kept = outer_kept;
    match (found, failed, ran) {
        (true, _, _) => Some(true),
        (false, false, Some(())) => Some(false),
        _ => None,
    }
}

/// Whether nothing in `scope` is a value of the state: the locals are
/// bound variables and values, and the LET values and arguments, and
/// those of the scopes LET operators are defined in, read no variable.
fn reads_no_state(scope: &[Local]) -> bool {
    scope.iter().all(|l| match l {
        Local::Value(_) | Local::Slot(_) | Local::SelfFn => true,
        Local::Let(_, e, _) | Local::Arg(e) => e.variables_read() == Some(0),
        Local::Op { def, .. } | Local::FnDef { def, .. } => reads_no_state(def),
    })
}

impl Compiler<'_, '_> {
    /// The plan of `ENABLED a` where `a` is read in `scope`: a path whose
    /// end may leave variables without a value (ENABLED asks only whether
    /// the conjuncts can hold).
    pub(super) fn enabled_plan(&mut self, a: IrRef, scope: &[Local]) -> Option<Vec<Step>> {
        let primes = std::mem::replace(&mut self.primes, true);
        // (ENABLED's plan runs with a next state of its own.)
        let keeps = std::mem::replace(&mut self.keeps, false);
        let mut budget = MAX_STEPS;
        let vars = self.ev.vars.len();
        let steps = self.path(vec![(a, scope.to_vec(), 0)], Path { assigned: vec![false; vars], part: true }, &mut budget);
        self.primes = primes;
        self.keeps = keeps;
        steps
    }

    /// The steps of a path: the conjuncts of `todo` (the next last), from
    /// where `path` is; `None` when one is not of the form plans take.
    fn path(&mut self, mut todo: Todo, mut path: Path, budget: &mut usize) -> Option<Vec<Step>> {
        let mut steps = Vec::new();
        while let Some((ir, scope, depth)) = todo.pop() {
            let Some(left) = budget.checked_sub(1) else {
                return self.refuse(ir.loc, "a plan of more than 4096 steps (branches in sequence)");
            };
            *budget = left;
            // Once every variable has its value, a conjunct is a condition.
            if path.complete() {
                steps.push(Step::Guard(self.expr(ir, &scope)?));
                continue;
            }
            match &ir.kind {
                IrKind::And(items) => todo.extend(items.iter().rev().map(|x| (*x, scope.clone(), depth))),
                IrKind::Let(defs, body) => {
                    let (slots, inner) = self.let_defs(defs, &scope)?;
                    steps.push(Step::Enter(slots));
                    todo.push((body, inner, depth));
                }
                // (The enumerator enumerates a definition's body as part of
                // the action, whatever its level.)
                IrKind::Call(..) | IrKind::CallLocal(..) if depth >= MAX_INLINE_DEPTH => {
                    return self.refuse(ir.loc, "a recursive definition taken as part of an action");
                }
                IrKind::Call(id, args) if matches!(self.ev.ops[*id].body, OpBody::Expr(_)) => {
                    let (body, inner, slots) = self.inlined_scope(*id, args, &scope, true)?;
                    if !slots.is_empty() {
                        steps.push(Step::Enter(slots));
                    }
                    todo.push((body, inner, depth + 1));
                }
                IrKind::CallLocal(i, args) => {
                    let Some((body, base)) = Self::local_op(*i, args.len(), &scope) else {
                        return self.refuse(ir.loc, "an operator passed as an argument");
                    };
                    let (inner, slots) = self.lazy_arguments(body, base, args, &scope, true)?;
                    if !slots.is_empty() {
                        steps.push(Step::Enter(slots));
                    }
                    todo.push((body, inner, depth + 1));
                }
                IrKind::Builtin(Builtin::Unchanged, args) => self.keep_unchanged(args[0], &scope, &mut path, &mut steps)?,
                IrKind::Builtin(Builtin::Eq, args) if self.target(args[0], &scope).is_some_and(|v| !path.assigned[v as usize]) => {
                    let v = self.target(args[0], &scope)?;
                    let e = self.expr(args[1], &scope)?;
                    path.assigned[v as usize] = true;
                    steps.push(self.assign(v, e));
                }
                IrKind::Builtin(Builtin::In, args) if self.target(args[0], &scope).is_some_and(|v| !path.assigned[v as usize]) => {
                    let var = self.target(args[0], &scope)?;
                    let set = self.expr(args[1], &scope)?;
                    let mut chosen = path.clone();
                    chosen.assigned[var as usize] = true;
                    let fresh = path.fresh();
                    let then = self.path(todo, chosen, budget)?;
                    steps.push(Step::Choose { var, set, then, fresh });
                    return Some(steps);
                }
                IrKind::Or(items) => {
                    let mut branches = Vec::with_capacity(items.len());
                    for x in items {
                        branches.push(self.branch_path(x, &scope, depth, &todo, &path, budget)?);
                    }
                    steps.push(Step::Or(branches, path.fresh()));
                    return Some(steps);
                }
                IrKind::Exists(bs, body) => {
                    let (bound, inner) = self.binders(bs, &scope)?;
                    todo.push((body, inner, depth));
                    let fresh = path.fresh();
                    let then = self.path(todo, path, budget)?;
                    steps.push(Step::Exists { bound, then, fresh });
                    return Some(steps);
                }
                IrKind::If(c, a, b) => {
                    let cond = self.expr(c, &scope)?;
                    let then = self.branch_path(a, &scope, depth, &todo, &path, budget)?;
                    todo.push((*b, scope, depth));
                    let otherwise = self.path(todo, path, budget)?;
                    steps.push(Step::If(cond, then, otherwise));
                    return Some(steps);
                }
                // (TLC's: the first arm whose condition holds, else OTHER.)
                IrKind::Case(arms, other) => {
                    let mut otherwise = match other {
                        Some(o) => self.branch_path(o, &scope, depth, &todo, &path, budget)?,
                        None => vec![Step::GiveUp],
                    };
                    for (g, v) in arms.iter().rev() {
                        let cond = self.expr(g, &scope)?;
                        let then = self.branch_path(v, &scope, depth, &todo, &path, budget)?;
                        otherwise = vec![Step::If(cond, then, otherwise)];
                    }
                    steps.extend(otherwise);
                    return Some(steps);
                }
                // (With primes, an instance may assign, and which one does
                // is known only when the set is: the interpreter's.)
                IrKind::Forall(bs, body) if !ir.next_state => {
                    let (bound, inner) = self.binders(bs, &scope)?;
                    let part = Path { assigned: path.assigned.clone(), part: true };
                    let body = self.path(vec![(body, inner, depth)], part, budget)?;
                    let frame = bound.first..self.frame_size();
                    let fresh = path.fresh();
                    let then = self.path(todo, path, budget)?;
                    steps.push(Step::Forall { bound, body, then, fresh, frame });
                    return Some(steps);
                }
                // (`x' \subseteq S` assigns each subset of S, as TLC.)
                IrKind::Builtin(Builtin::SubsetEq, args) if self.target(args[0], &scope).is_some_and(|v| !path.assigned[v as usize]) => {
                    return self.refuse(ir.loc, "x' \\subseteq S");
                }
                // (As TLC: where P holds, Q is enumerated; else P => Q is
                // done.)
                IrKind::Builtin(Builtin::Implies, args) => {
                    let cond = self.expr(args[0], &scope)?;
                    let then = self.branch_path(args[1], &scope, depth, &todo, &path, budget)?;
                    let otherwise = self.path(todo, path, budget)?;
                    steps.push(Step::If(cond, then, otherwise));
                    return Some(steps);
                }
                IrKind::Builtin(Builtin::Cdot, args) => {
                    let (a, b) = (args[0], args[1]);
                    if !crate::system_properties::action_composition() {
                        return self.refuse(ir.loc, "action composition (off)");
                    }
                    // (In a `\A`'s instance or ENABLED the enumerator
                    // composes otherwise.)
                    if path.part {
                        return self.refuse(ir.loc, "action composition inside \\A or ENABLED");
                    }
                    // The enumerator reads what follows once from the
                    // current state and once from each t: a LET value or
                    // argument of a state, kept, would be read from one.
                    if !todo.iter().chain([&(ir, scope.clone(), depth)]).all(|(_, sc, _)| reads_no_state(sc)) {
                        return self.refuse(ir.loc, "action composition under a LET value or argument that reads the state");
                    }
                    let counted = self.composing == 0;
                    self.composing += 1;
                    let first = self.branch_path(a, &scope, depth, &todo, &Path { assigned: path.assigned.clone(), part: true }, budget);
                    let second = first.is_some().then(|| self.branch_path(b, &scope, depth, &todo, &path, budget)).flatten();
                    self.composing -= 1;
                    steps.push(Step::Compose { first: first?, second: second?, fresh: path.fresh(), counted });
                    return Some(steps);
                }
                // (`P'` as a conjunct: P over the next state assigned so
                // far, a guard.)
                // (A standard module's operator: `<`, `\in` of Naturals.)
                IrKind::Call(..) | IrKind::Builtin(..) | IrKind::Lit(_) | IrKind::Var(_) => steps.push(Step::Guard(self.expr(ir, &scope)?)),
                // (A function whose body may be an action is enumerated by
                // TLC as one: a LET function, or a LET value or argument
                // that reads the next state; any other application is a
                // value.)
                IrKind::FnApp(f, _) if !self.may_be_action(f, &scope) => steps.push(Step::Guard(self.expr(ir, &scope)?)),
                IrKind::FnDefApp(id, _) if !self.ev.ops[*id].action_level => steps.push(Step::Guard(self.expr(ir, &scope)?)),
                // Everything else is the interpreter's own (`\A` over
                // actions, action forms).
                IrKind::Forall(..) => return self.refuse(ir.loc, "\\A with primes in an action"),
                _ => return self.refuse(ir.loc, "a form of action not planned"),
            }
        }
        // (A path that leaves a variable without a value is the
        // interpreter's error to report, where it is taken: `P => x' = 1`
        // followed by `~P => x' = 2` has such a path, never taken.)
        if !(path.part || path.complete()) {
            steps.push(Step::GiveUp);
        }
        Some(steps)
    }

    /// The steps of a branch: `first` (read in `scope`, reached `depth`
    /// definitions deep), then the conjuncts of `todo`, from `path`.
    fn branch_path(&mut self, first: IrRef, scope: &[Local], depth: usize, todo: &Todo, path: &Path, budget: &mut usize) -> Option<Vec<Step>> {
        let mut t = todo.clone();
        t.push((first, scope.to_vec(), depth));
        self.path(t, path.clone(), budget)
    }

    /// Whether the function `f` (applied in an action) may be one whose
    /// body TLC enumerates as an action: a local that is not a value
    /// known not to read the next state.
    fn may_be_action(&self, f: &Ir, scope: &[Local]) -> bool {
        let IrKind::Local(i) = f.kind else { return false };
        match local(scope, i) {
            Some(Local::Value(_) | Local::Slot(_)) => false,
            Some(Local::Let(_, _, kept)) => !kept,
            Some(Local::Arg(p)) => p.reads_next(),
            Some(Local::Op { .. } | Local::FnDef { .. } | Local::SelfFn) | None => true,
        }
    }

    /// The variable `ir` assigns as the left side of `=` or `\in`: `x'`,
    /// also through a parameter bound to it.
    fn target(&self, ir: &Ir, scope: &[Local]) -> Option<u32> {
        match &ir.kind {
            IrKind::PrimeVar(v) => Some(*v),
            IrKind::Builtin(Builtin::Prime, e) => match &e[0].kind {
                IrKind::Var(v) => Some(*v),
                _ => None,
            },
            IrKind::Local(i) => match local(scope, *i)? {
                Local::Arg(p) => match **p {
                    Expr::Primed(v) => Some(v),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// `x' = e` where x' has no value yet: a `Keep` where e is x and the
    /// plan keeps values (see `Step::Keep`).
    fn assign(&self, x: u32, e: Expr) -> Step {
        match e {
            Expr::Var(y) if y == x && x < 64 && self.keeps && self.composing == 0 => Step::Keep(x),
            e => Step::Assign(x, e),
        }
    }

    /// `UNCHANGED v` for `v` a variable or a tuple of variables (through
    /// definitions without parameters): each keeps its value, assigned
    /// where it has none yet, compared where it has.
    fn keep_unchanged(&mut self, v: IrRef, scope: &[Local], path: &mut Path, steps: &mut Vec<Step>) -> Option<()> {
        let mut vars = Vec::new();
        self.unchanged_vars(v, scope, &mut vars)?;
        for x in vars {
            if path.assigned[x as usize] {
                steps.push(Step::Guard(Expr::Eq(Box::new(Expr::Primed(x)), Box::new(Expr::Var(x)), false)));
            } else {
                path.assigned[x as usize] = true;
                steps.push(self.assign(x, Expr::Var(x)));
            }
        }
        Some(())
    }
}
