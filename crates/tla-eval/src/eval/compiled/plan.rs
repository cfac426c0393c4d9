//! Actions compiled into plans (issue 35): an action that gives at most
//! one successor in a state (a conjunction of guards, assignments `x' = e`
//! and UNCHANGED, through definitions and LETs, with nothing that
//! branches before every variable has its value) becomes a straight list
//! of steps over the next state, with its parameters folded in. The steps
//! are the interpreter's enumeration unrolled: the conjuncts in its order,
//! `x' = e` an assignment where the variable has no value yet on this path
//! and a comparison where it has (known when compiling, the path being
//! straight), UNCHANGED a variable at a time, and once every variable has
//! its value, each conjunct left a condition (TLC's rule). So the state
//! given, and the states generated, are the interpreter's; where a step
//! gives up, the interpreter enumerates the action again.

use super::*;

/// One step of a plan.
#[derive(Debug, Clone)]
enum Step {
    /// A condition: false disables the action.
    Guard(Expr),
    /// `x' = e` where `x'` has no value yet.
    Assign(u32, Expr),
    /// Entering a LET: its values are computed anew.
    Enter(Vec<usize>),
}

/// An action as a straight list of steps.
#[derive(Debug, Clone)]
pub struct Plan {
    steps: Vec<Step>,
    frame: usize,
    vars: usize,
}

/// Where the compilation of a plan is: the variables assigned so far.
struct Path {
    assigned: Vec<bool>,
    steps: Vec<Step>,
}

impl Path {
    fn complete(&self) -> bool {
        self.assigned.iter().all(|&a| a)
    }
}

impl Plan {
    /// The plan of the action `ir` whose locals hold `bound`, over `vars`
    /// variables; `None` when it is not of the form plans take.
    pub fn compile(ev: &Evaluator, ir: IrRef, bound: &[Value], vars: usize) -> Option<Plan> {
        let mut compiler = Compiler::new(ev);
        compiler.primes = true;
        let scope: Vec<Local> = bound.iter().cloned().map(Local::Value).collect();
        let mut path = Path { assigned: vec![false; vars], steps: Vec::new() };
        compiler.conjunct(ir, &scope, &mut path)?;
        // (An action that leaves a variable without a value is the
        // interpreter's error to report.)
        if !path.complete() {
            return None;
        }
        Some(Plan { steps: path.steps, frame: compiler.frame_size(), vars })
    }

    /// The successor the action gives from the state `r` reads: `Some(None)`
    /// when it is disabled there, `None` when the plan gave up (the
    /// interpreter then enumerates the action).
    pub fn successor(&self, r: Reading, s: &mut Scratch) -> Option<Option<Box<[Value]>>> {
        if s.frame.len() < self.frame {
            s.frame.resize(self.frame, None);
        }
        s.next.clear();
        s.next.resize(self.vars, None);
        for step in &self.steps {
            match step {
                Step::Guard(e) => {
                    if !e.holds(r, s)? {
                        return Some(None);
                    }
                }
                Step::Assign(v, e) => {
                    let value = e.get(r, s)?.owned();
                    s.next[*v as usize] = Some(value);
                }
                Step::Enter(slots) => empty(slots, s),
            }
        }
        Some(Some(s.next.drain(..).collect::<Option<Box<[Value]>>>()?))
    }
}

impl Compiler<'_, '_> {
    /// Adds the steps of the conjunct `ir` to `path`; `None` when it is not
    /// of the form plans take.
    fn conjunct(&mut self, ir: IrRef, scope: &[Local], path: &mut Path) -> Option<()> {
        // Once every variable has its value, a conjunct is a condition.
        if path.complete() {
            path.steps.push(Step::Guard(self.expr(ir, scope)?));
            return Some(());
        }
        match &ir.kind {
            IrKind::And(items) => items.iter().try_for_each(|x| self.conjunct(x, scope, path)),
            IrKind::Let(defs, body) => {
                let mut inner = scope.to_vec();
                let mut slots = Vec::with_capacity(defs.len());
                for d in defs.iter() {
                    let LetDef::Value(x) = d else { return None };
                    let def = std::sync::Arc::new(self.expr(x, &inner)?);
                    let s = self.slot();
                    slots.push(s);
                    let kept = !def.reads_next();
                    inner.push(Local::Let(s, def, kept));
                }
                path.steps.push(Step::Enter(slots));
                self.conjunct(body, &inner, path)
            }
            // (The enumerator enumerates a definition's body as part of
            // the action, whatever its level.)
            IrKind::Call(id, args) if matches!(self.ev.ops[*id].body, OpBody::Expr(_)) => {
                let (body, inner, slots) = self.inlined_scope(*id, args, scope, true)?;
                if !slots.is_empty() {
                    path.steps.push(Step::Enter(slots));
                }
                self.depth += 1;
                let r = self.conjunct(body, &inner, path);
                self.depth -= 1;
                r
            }
            IrKind::Builtin(Builtin::Unchanged, args) => self.unchanged(args[0], path),
            IrKind::Builtin(Builtin::Eq, args) => match self.target(args[0], scope) {
                Some(v) if !path.assigned[v as usize] => {
                    let e = self.expr(args[1], scope)?;
                    path.assigned[v as usize] = true;
                    path.steps.push(Step::Assign(v, e));
                    Some(())
                }
                _ => self.guard(ir, scope, path),
            },
            IrKind::Builtin(Builtin::In | Builtin::SubsetEq, args) if self.target(args[0], scope).is_some_and(|v| !path.assigned[v as usize]) => None,
            IrKind::Builtin(Builtin::Implies | Builtin::Cdot | Builtin::Prime | Builtin::Enabled, _) => None,
            // (A standard module's operator: `<`, `\in` of Naturals.)
            IrKind::Call(..) | IrKind::Builtin(..) | IrKind::Lit(_) | IrKind::Var(_) => self.guard(ir, scope, path),
            IrKind::FnApp(f, _) if !matches!(f.kind, IrKind::Local(_)) => self.guard(ir, scope, path),
            // Everything else may branch (`\/`, `\E`, `\A` over actions,
            // IF, CASE) or is the interpreter's own.
            _ => None,
        }
    }

    fn guard(&mut self, ir: IrRef, scope: &[Local], path: &mut Path) -> Option<()> {
        path.steps.push(Step::Guard(self.expr(ir, scope)?));
        Some(())
    }

    /// The variable `ir` assigns as the left side of `=`: `x'`, also
    /// through a parameter bound to it.
    fn target(&self, ir: &Ir, scope: &[Local]) -> Option<u32> {
        match &ir.kind {
            IrKind::PrimeVar(v) => Some(*v),
            IrKind::Builtin(Builtin::Prime, e) => match &e[0].kind {
                IrKind::Var(v) => Some(*v),
                _ => None,
            },
            IrKind::Local(i) => match scope.len().checked_sub(*i as usize + 1).and_then(|k| scope.get(k))? {
                Local::Arg(p) => match **p {
                    Expr::Primed(v) => Some(v),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// `UNCHANGED v` for `v` a variable or a tuple of variables (through
    /// definitions without parameters): each keeps its value, assigned
    /// where it has none yet, compared where it has.
    fn unchanged(&mut self, v: IrRef, path: &mut Path) -> Option<()> {
        match &v.kind {
            IrKind::Var(x) => {
                let (x, keep) = (*x, Expr::Var(*x));
                if path.assigned[x as usize] {
                    path.steps.push(Step::Guard(Expr::Eq(Box::new(Expr::Primed(x)), Box::new(keep), false)));
                } else {
                    path.assigned[x as usize] = true;
                    path.steps.push(Step::Assign(x, keep));
                }
                Some(())
            }
            IrKind::Tuple(items) => items.iter().try_for_each(|x| self.unchanged(x, path)),
            IrKind::Call(id, args) if args.is_empty() => match &self.ev.ops[*id].body {
                OpBody::Expr(body) => self.unchanged(body, path),
                _ => None,
            },
            _ => None,
        }
    }
}
