//! Evaluating compiled trees: a value or a truth from the state read,
//! or `None` where the tree gives up.

use super::*;
use compile::MAX_CALL_DEPTH;

impl Expr {
    /// `holds`, for a conjunct of a predicate (an invariant, a state
    /// constraint) that held in `before`, a state this one is a step from
    /// that left the variables `unchanged` (one bit each) as they were:
    /// `x \in S` for a variable x and a set S fixed for the run is first
    /// decided from what x's value shares with its value there, a member
    /// of S (`Membership::surely_contains_after`); a `\A` whose reads are
    /// `instances` is evaluated only at the instances whose parts of the
    /// state the step changed (`Instances::changed`; where those cannot be
    /// listed, at every instance).
    pub fn holds_after(&self, r: &Reading, s: &mut Scratch, before: &[Value], unchanged: u64, instances: Option<&Instances>) -> Option<bool> {
        if let (Some(inst), Expr::Quant { bound, body, .. }) = (instances, self) {
            if inst.narrows(unchanged) && bound.patterns.is_empty() {
                if let Some(changed) = inst.changed(r.state, before, bound.first, bound.sets.len(), unchanged) {
                    return holds_at(bound, body, &changed, r, s);
                }
            }
        }
        if let Expr::In(x, set, false, Some(fixed)) = self {
            if let Expr::Var(v) = **x {
                if let (Some(now), Some(was)) = (r.state.get(v as usize), before.get(v as usize)) {
                    let set = set.get(r, s)?;
                    if fixed.get_or_init(|| Membership::of(&set)).surely_contains_after(now, was) {
                        return Some(true);
                    }
                }
            }
        }
        self.holds(r, s)
    }

    /// The predicate's truth; `None` when the tree gave up.
    pub fn holds(&self, r: &Reading, s: &mut Scratch) -> Option<bool> {
        match self {
            Expr::And(items) => {
                for x in items {
                    if !x.holds(r, s)? {
                        return Some(false);
                    }
                }
                Some(true)
            }
            Expr::Or(items) => {
                for x in items {
                    if x.holds(r, s)? {
                        return Some(true);
                    }
                }
                Some(false)
            }
            Expr::Not(x) => Some(!x.holds(r, s)?),
            Expr::Implies(a, b) => Some(!a.holds(r, s)? || b.holds(r, s)?),
            Expr::Equiv(a, b) => Some(a.holds(r, s)? == b.holds(r, s)?),
            Expr::Enabled { steps, vars, changed } => plan::enabled(steps, *vars, changed.as_deref(), r, s),
            Expr::Unchanged(vars) => {
                for &v in vars {
                    if s.next_value(r.state, v as usize)? != r.state.get(v as usize)? {
                        return Some(false);
                    }
                }
                Some(true)
            }
            Expr::Same(now, next) => {
                let now = now.get(r, s)?;
                Some(*now == *next.get(r, s)?)
            }
            Expr::If(c, t, f) => {
                if c.holds(r, s)? {
                    t.holds(r, s)
                } else {
                    f.holds(r, s)
                }
            }
            Expr::Case(arms, other) => case_arm(arms, other, r, s)?.holds(r, s),
            Expr::Eq(a, b, negated) => with_pair(a, b, r, s, |x, y| Some(x.tlc_eq(y).ok()? != *negated)),
            Expr::In(x, set, negated, fixed) => with_pair(x, set, r, s, |x, set| {
                if let Some(test) = fixed {
                    if test.get_or_init(|| Membership::of(set)).surely_contains(x) {
                        return Some(!*negated);
                    }
                }
                Some(r.ev.contains_value(set, x, Loc::default()).ok()? != *negated)
            }),
            // (One bound variable, the usual case: the loop here, without
            // each_binding's closure.)
            Expr::Quant { every, bound, body } if bound.sets.len() == 1 && bound.patterns.is_empty() => {
                for m in members_of(&bound.sets[0], false, r, s)? {
                    put(s, bound.first, m);
                    if body.holds(r, s)? != *every {
                        return Some(!*every);
                    }
                }
                Some(*every)
            }
            Expr::Quant { every, bound, body } => {
                let mut found = None;
                each_binding(bound, false, r, s, &mut |s| {
                    if body.holds(r, s)? != *every {
                        found = Some(!*every);
                        return Some(false);
                    }
                    Some(true)
                })?;
                Some(found.unwrap_or(*every))
            }
            Expr::Let(slots, body) => {
                empty(slots, s);
                body.holds(r, s)
            }
            Expr::Bind(binds, body) => {
                bind_slots(binds, r, s)?;
                body.holds(r, s)
            }
            Expr::InDomain(checks, body) => {
                in_domain(checks, r, s)?;
                body.holds(r, s)
            }
            Expr::InComprehension { x, base, class, slot, pred, negated } => Some(in_comprehension(x, base, *class, *slot, pred, r, s)? != *negated),
            Expr::IntOp(op, a, b, f) => with_pair(a, b, r, s, |x, y| {
                if let (Value::Int(i), Value::Int(j)) = (x, y) {
                    if let Some(t) = op.test(*i, *j) {
                        return Some(t);
                    }
                }
                match f(&[x.clone(), y.clone()]).ok()? {
                    Value::Bool(t) => Some(t),
                    _ => None,
                }
            }),
            _ => match &*self.get(r, s)? {
                Value::Bool(b) => Some(*b),
                _ => None,
            },
        }
    }

    /// The tree's value (a predicate's as a boolean). The leaves are read
    /// here, inlined where the value is asked for; every other node is
    /// computed out of line (`compute`), so that reading a constant or a
    /// variable costs no call and the walk's frame is paid only by nodes
    /// that work (the leaves are most of the calls).
    #[inline]
    pub fn get<'a>(&'a self, r: &Reading<'a, 'a, '_>, s: &mut Scratch) -> Option<Got<'a>> {
        match self {
            Expr::Const(v) => Some(Got::Held(v)),
            Expr::Var(v) => r.state.get(*v as usize).map(Got::Held),
            Expr::Lookup(f, keys) => lookup(f, keys, r, s),
            Expr::Folded(_, v) => match v.get() {
                Some(v) => Some(Got::Held(v)),
                None => self.compute(r, s),
            },
            _ => self.compute(r, s),
        }
    }

    /// Whether the tree is read where its value is, with nothing computed
    /// (see `peek`).
    #[inline(always)]
    fn peekable(&self) -> bool {
        match self {
            Expr::Lookup(f, _) => f.leaf().is_some(),
            e => e.leaf().is_some(),
        }
    }

    /// Whether the tree is `peekable` and reads the frame or the next
    /// state (not only the state and constants, which `get` holds).
    #[inline(always)]
    fn bound(&self) -> bool {
        let e = match self {
            Expr::Lookup(f, _) => f,
            e => e,
        };
        matches!(e, Expr::Slot(_) | Expr::Primed(_) | Expr::LetValue(_, _, true))
    }

    /// Where a leaf's value is read: a constant, a state variable, a
    /// bound name, a kept LET value (once `ready`), a variable of the
    /// next state. (A `Lookup`'s base is never a `Lookup`: the compiler
    /// makes one of the two.)
    #[inline(always)]
    fn leaf(&self) -> Option<Leaf<'_>> {
        Some(match self {
            Expr::Const(v) => Leaf::Const(v),
            Expr::Var(v) => Leaf::Var(*v as usize),
            Expr::Slot(k) | Expr::LetValue(k, _, true) => Leaf::Slot(*k),
            Expr::Folded(_, v) => Leaf::Folded(v),
            Expr::Primed(v) => Leaf::Next(*v as usize),
            _ => return None,
        })
    }

    /// Readies a `peekable` tree to be peeked: a kept LET value or a
    /// folded value it reads (itself, or a lookup's base) is computed on
    /// first use, as `get` computes it. `None` as `get` gives up.
    #[inline(always)]
    fn ready(&self, r: &Reading, s: &mut Scratch) -> Option<()> {
        let e = match self {
            Expr::Lookup(f, _) => f,
            e => e,
        };
        match e {
            Expr::LetValue(k, def, true) if s.frame.get(*k)?.is_none() => {
                let v = def.get(r, s)?.owned();
                put(s, *k, v);
            }
            Expr::Folded(x, v) if v.get().is_none() => {
                let x = x.get(r, s)?.owned();
                let _ = v.set(x);
            }
            _ => {}
        }
        Some(())
    }

    /// The value of a `peekable` tree, by reference: a leaf, or a lookup
    /// into one. Reading a bound value where it is spares a clone and its
    /// drop, two atomic operations on a compound value (GameOfLife: 18%
    /// of its time). `None` as `get` gives up (a name not bound, a key
    /// outside the domain) and for a tree that is not `peekable`.
    #[inline(always)]
    fn peek<'v>(&'v self, r: &Reading<'v, 'v, '_>, s: &'v Scratch) -> Option<&'v Value> {
        match self {
            Expr::Lookup(f, keys) => walk(f.leaf()?.read(r, s)?, keys, &s.frame),
            e => e.leaf()?.read(r, s),
        }
    }

    #[inline(never)]
    fn compute<'a>(&'a self, r: &Reading<'a, 'a, '_>, s: &mut Scratch) -> Option<Got<'a>> {
        Some(match self {
            Expr::Const(v) => Got::Held(v),
            Expr::Remembered(ir) => match remembered(ir, r.ev) {
                Some(v) => Got::Held(v),
                None => Got::Made(r.ev.eval(ir, &None, &States::constant()).ok()?),
            },
            Expr::Var(v) => Got::Held(r.state.get(*v as usize)?),
            Expr::Folded(_, v) => {
                self.ready(r, s)?;
                Got::Held(v.get()?)
            }
            Expr::Primed(v) => Got::Made(s.next_value(r.state, *v as usize)?.clone()),
            Expr::Slot(k) => Got::Made(s.frame.get(*k)?.clone()?),
            Expr::LetValue(k, def, kept) => match s.frame.get(*k)? {
                Some(v) => Got::Made(v.clone()),
                None => {
                    let v = def.get(r, s)?.owned();
                    if *kept {
                        put(s, *k, v.clone());
                    }
                    Got::Made(v)
                }
            },
            Expr::Let(slots, body) => {
                empty(slots, s);
                body.get(r, s)?
            }
            Expr::Bind(binds, body) => {
                bind_slots(binds, r, s)?;
                body.get(r, s)?
            }
            Expr::InDomain(checks, body) => {
                in_domain(checks, r, s)?;
                body.get(r, s)?
            }
            Expr::IntOp(op, a, b, f) => Got::Made(with_pair(a, b, r, s, |x, y| {
                if let (Value::Int(i), Value::Int(j)) = (x, y) {
                    if let Some(v) = op.value(*i, *j) {
                        return Some(v);
                    }
                }
                f(&[x.clone(), y.clone()]).ok()
            })?),
            Expr::Len(a, f) => {
                let len = |x: &Value| match x {
                    Value::Tuple(t) => Some(Value::Int(t.elems().len() as i64)),
                    x => f(std::slice::from_ref(x)).ok(),
                };
                if a.peekable() {
                    a.ready(r, s)?;
                    return len(a.peek(r, s)?).map(Got::Made);
                }
                Got::Made(len(&*a.get(r, s)?)?)
            }
            Expr::Apply(f, a) if a.peekable() => {
                // (The argument read where it is bound, not cloned; so is
                // a bound function.)
                if f.bound() {
                    f.ready(r, s)?;
                    a.ready(r, s)?;
                    return Some(Got::Made(f.peek(r, s)?.apply_ref(a.peek(r, s)?)?.clone()));
                }
                let fv = f.get(r, s)?;
                a.ready(r, s)?;
                match fv {
                    Got::Held(fv) => Got::Held(fv.apply_ref(a.peek(r, s)?)?),
                    Got::Made(fv) => Got::Made(fv.apply_ref(a.peek(r, s)?)?.clone()),
                }
            }
            Expr::Apply(f, a) => {
                let fv = f.get(r, s)?;
                let a = a.get(r, s)?;
                match fv {
                    Got::Held(fv) => Got::Held(fv.apply_ref(&a)?),
                    Got::Made(fv) => Got::Made(fv.apply_ref(&a)?.clone()),
                }
            }
            // (The usual arities on the stack: natives such as `+`, `<`
            // and Append are called in every state.)
            Expr::Native(f, args) => Got::Made(
                match &args[..] {
                    [] => f(&[]),
                    // (Passed where it is: a native only reads its
                    // arguments.)
                    [a] if a.peekable() => {
                        a.ready(r, s)?;
                        f(std::slice::from_ref(a.peek(r, s)?))
                    }
                    [a] => f(std::slice::from_ref(&*a.get(r, s)?)),
                    [a, b] => {
                        let a = a.get(r, s)?.owned();
                        f(&[a, b.get(r, s)?.owned()])
                    }
                    _ => f(&owned_all(args, r, s)?),
                }
                .ok()?,
            ),
            Expr::If(c, t, f) => {
                if c.holds(r, s)? {
                    t.get(r, s)?
                } else {
                    f.get(r, s)?
                }
            }
            Expr::Case(arms, other) => case_arm(arms, other, r, s)?.get(r, s)?,
            Expr::SetEnum(items) => Got::Made(Value::set(owned_all(items, r, s)?).check_set_kinds().ok()?),
            Expr::Tuple(items) => Got::Made(tuple_of(items, r, s)?),
            Expr::Record(fields) => Got::Made(Value::record(field_values(fields, r, s)?)),
            // (Operands read where they are bound: `S \ {x}` of a set S
            // bound by a recursive call's parameter, GameOfLife's Sum.)
            Expr::Cup(a, b) => Got::Made(with_pair(a, b, r, s, |a, b| {
                if !(a.is_finite_set() && b.is_finite_set()) {
                    return None;
                }
                let (ea, eb) = (a.elements().ok()?, b.elements().ok()?);
                if let (Some(x), Some(y)) = (ea.first(), eb.first()) {
                    y.check_member_kind(&ea).ok()?;
                    x.check_member_kind(&eb).ok()?;
                }
                Some(Value::union_sorted(&ea, &eb))
            })?),
            Expr::SetMinus(a, b) | Expr::Cap(a, b) => {
                let keep = matches!(self, Expr::Cap(..));
                Got::Made(with_pair(a, b, r, s, |a, b| {
                    if !a.is_finite_set() {
                        return None;
                    }
                    let mut out = Vec::new();
                    for x in a.elements().ok()?.iter() {
                        if r.ev.contains_value(b, x, Loc::default()).ok()? == keep {
                            out.push(x.clone());
                        }
                    }
                    Some(Value::set_sorted(out))
                })?)
            }
            Expr::SetMap { bound, body } => {
                let mut out = Vec::new();
                each_binding(bound, false, r, s, &mut |s| {
                    out.push(body.get(r, s)?.owned());
                    Some(true)
                })?;
                Got::Made(Value::set(out).check_set_kinds().ok()?)
            }
            Expr::FnSet(d, t) => {
                let d = d.get(r, s)?.owned();
                Got::Made(Value::lazy(LazySet::FnSet(d, t.get(r, s)?.owned())))
            }
            Expr::RecordSet(fields) => {
                let mut out = field_values(fields, r, s)?;
                out.sort_by_key(|f| f.0);
                Got::Made(Value::lazy(LazySet::RecordSet(out)))
            }
            Expr::FnDefApp(id, a) => {
                let a = a.get(r, s)?.owned();
                Got::Made(r.ev.apply_constant_fn_def(*id, a, &States::constant(), Loc::default()).ok()?)
            }
            Expr::Call(callee, args) => {
                let callee = callee.get()?.as_ref()?;
                if s.calls >= MAX_CALL_DEPTH {
                    return None;
                }
                let mut frame = s.frames.pop().unwrap_or_default();
                frame.clear();
                frame.resize(callee.frame, None);
                for (k, a) in args.iter().enumerate() {
                    frame[k] = Some(a.get(r, s)?.owned());
                }
                let caller = std::mem::replace(&mut s.frame, frame);
                s.calls += 1;
                let v = callee.body.get(r, s).map(Got::owned);
                s.calls -= 1;
                let frame = std::mem::replace(&mut s.frame, caller);
                s.frames.push(frame);
                Got::Made(v?)
            }
            Expr::SelectSeq { seq, slot, test } => {
                let seq = seq.get(r, s)?;
                let mut kept = Vec::new();
                for e in seq.as_seq().ok()? {
                    put(s, *slot, e.clone());
                    if test.holds(r, s)? {
                        kept.push(e.clone());
                    }
                }
                Got::Made(Value::tuple(kept))
            }
            Expr::StateDef(id, body) => Got::Made(kept(*id, body, r.serial, |s| &mut s.defs, r, s)?),
            Expr::NextStateDef(id, body) => Got::Made(kept(*id, body, r.next_serial, |s| &mut s.next_defs, r, s)?),
            Expr::Assert(p, msg) => {
                let p = p.get(r, s)?;
                msg.get(r, s)?;
                match *p {
                    Value::Bool(true) => Got::Made(Value::Bool(true)),
                    _ => return None,
                }
            }
            Expr::Domain(f) => Got::Made(f.get(r, s)?.domain().ok()?),
            Expr::Union(sets) => {
                let sets = sets.get(r, s)?;
                let elems = sets.elements().ok()?;
                // (Kept lazy unless its sets are listed, as TLC does.)
                if !elems.iter().all(|e| matches!(e, Value::Set(_))) {
                    return Some(Got::Made(Value::lazy(LazySet::Union(sets.owned()))));
                }
                let mut out = Vec::new();
                for x in elems.iter() {
                    out.extend(x.elements().ok()?.iter().cloned());
                }
                Got::Made(Value::set(out))
            }
            Expr::Subset(x) => {
                let set = x.get(r, s)?.owned();
                if !set.is_set() {
                    return None;
                }
                Got::Made(Value::lazy(LazySet::Subset(set)))
            }
            Expr::Times(items) => Got::Made(Value::lazy(LazySet::Product(owned_all(items, r, s)?))),
            Expr::SubsetEq(a, b) => {
                let a = a.get(r, s)?;
                // (`SUBSET A \subseteq SUBSET B` is the interpreter's.)
                if matches!(&*a, Value::Lazy(l) if matches!(**l, LazySet::Subset(_))) {
                    return None;
                }
                let elements = a.elements().ok()?;
                let b = b.get(r, s)?;
                let mut all = true;
                for x in elements.iter() {
                    if !r.ev.contains_value(&b, x, Loc::default()).ok()? {
                        all = false;
                        break;
                    }
                }
                Got::Made(Value::Bool(all))
            }
            Expr::Filter { slot, set, pred } => {
                let set = set.get(r, s)?;
                Got::Made(filtered(&set, *slot, pred, r, s)?)
            }
            Expr::Choose { slot, set, pred } => {
                let set = set.get(r, s)?;
                for m in set.members().ok()? {
                    put(s, *slot, m);
                    if pred.holds(r, s)? {
                        return Some(Got::Made(s.frame[*slot].clone()?));
                    }
                }
                return None;
            }
            Expr::Function { bound, body } => {
                // The values alone while the keys are 1, 2, ... (the
                // function is then the tuple `Value::function` would make
                // of the pairs), the pairs from the first other key.
                // (On the stack while few: a tuple's values are written
                // into its one allocation.)
                let mut values = smallvec::SmallVec::<[Value; 8]>::new();
                let mut pairs: Option<Vec<(Value, Value)>> = None;
                let (first, n) = (bound.first, bound.sets.len());
                // (Over a set that is not finite, TLC keeps the function
                // unbuilt: the interpreter's.)
                each_binding(bound, true, r, s, &mut |s| {
                    let key = if n == 1 { s.frame[first].clone()? } else { Value::tuple(s.frame[first..first + n].iter().cloned().collect::<Option<_>>()?) };
                    let value = body.get(r, s)?.owned();
                    match &mut pairs {
                        Some(pairs) => pairs.push((key, value)),
                        None if matches!(key, Value::Int(i) if i == values.len() as i64 + 1) => values.push(value),
                        None => {
                            let mut all: Vec<(Value, Value)> = values.drain(..).enumerate().map(|(i, v)| (Value::Int(i as i64 + 1), v)).collect();
                            all.push((key, value));
                            pairs = Some(all);
                        }
                    }
                    Some(true)
                })?;
                Got::Made(match pairs {
                    Some(pairs) => Value::function(pairs),
                    None if values.is_empty() => Value::function(Vec::new()),
                    None => Value::tuple_from(values.into_iter()),
                })
            }
            Expr::Except { base, updates, at } => {
                // (The base is read where it is held, not cloned.)
                let base = base.get(r, s)?;
                let mut v: Option<Value> = None;
                for (path, value) in updates {
                    // (After the first update the value is this one's own:
                    // changed where it is.)
                    v = Some(match v.take() {
                        None => except_path(&base, path, value, *at, r, s)?,
                        Some(own) => except_path_owned(own, path, value, *at, r, s)?,
                    });
                }
                Got::Made(v.unwrap_or_else(|| base.owned()))
            }
            _ => Got::Made(Value::Bool(self.holds(r, s)?)),
        })
    }
}

/// Whether `body` holds at each instance of `bound` that `pinned` names
/// (see `Instances::changed`): a pinned value outside its set names none.
fn holds_at(bound: &Bound, body: &Expr, pinned: &[reads::Pins], r: &Reading, s: &mut Scratch) -> Option<bool> {
    if pinned.is_empty() {
        return Some(true);
    }
    let mut sets = smallvec::SmallVec::<[Value; 2]>::new();
    for x in &bound.sets {
        sets.push(x.get(r, s)?.owned());
    }
    'pins: for pins in pinned {
        for (set, pin) in sets.iter().zip(pins) {
            if let Some(v) = pin {
                if !r.ev.contains_value(set, v, Loc::default()).ok()? {
                    continue 'pins;
                }
            }
        }
        if !holds_pinned(0, bound.first, pins, &sets, body, r, s)? {
            return Some(false);
        }
    }
    Some(true)
}

/// Whether `body` holds with the variables from `k` on bound to their
/// pins, or to each member of their sets where not pinned.
fn holds_pinned(k: usize, first: usize, pins: &[Option<Value>], sets: &[Value], body: &Expr, r: &Reading, s: &mut Scratch) -> Option<bool> {
    let Some(pin) = pins.get(k) else { return body.holds(r, s) };
    if let Some(v) = pin {
        put(s, first + k, v.clone());
        return holds_pinned(k + 1, first, pins, sets, body, r, s);
    }
    for m in sets[k].members().ok()? {
        put(s, first + k, m);
        if !holds_pinned(k + 1, first, pins, sets, body, r, s)? {
            return Some(false);
        }
    }
    Some(true)
}

/// A leaf of a tree (see `Expr::leaf`).
enum Leaf<'e> {
    Const(&'e Value),
    /// A folded value, once `ready`.
    Folded(&'e std::sync::OnceLock<Value>),
    Var(usize),
    Slot(usize),
    Next(usize),
}

impl<'e> Leaf<'e> {
    #[inline(always)]
    fn read<'v>(self, r: &Reading<'v, 'v, '_>, s: &'v Scratch) -> Option<&'v Value>
    where
        'e: 'v,
    {
        match self {
            Leaf::Const(v) => Some(v),
            Leaf::Folded(v) => v.get(),
            Leaf::Var(v) => r.state.get(v),
            Leaf::Slot(k) => s.frame.get(k)?.as_ref(),
            Leaf::Next(v) => s.next_value(r.state, v),
        }
    }
}

/// Definition `id`'s value (`body`) of the state numbered `serial`, from
/// the scratch's `table` when it was computed for that state (0: not kept).
fn kept(id: OpId, body: &Expr, serial: u64, table: fn(&mut Scratch) -> &mut Vec<Option<(u64, Value)>>, r: &Reading, s: &mut Scratch) -> Option<Value> {
    if let Some(Some((of, v))) = table(s).get(id) {
        if *of == serial && serial != 0 {
            return Some(v.clone());
        }
    }
    let v = body.get(r, s)?.owned();
    if serial != 0 {
        let t = table(s);
        if t.len() <= id {
            t.resize(id + 1, None);
        }
        t[id] = Some((serial, v.clone()));
    }
    Some(v)
}

/// `{c \in set : pred}` built, c in `slot` (`None` over a set that is not
/// finite: TLC keeps the comprehension unbuilt, the interpreter's).
fn filtered(set: &Value, slot: usize, pred: &Expr, r: &Reading, s: &mut Scratch) -> Option<Value> {
    if !set.is_finite_set() {
        return None;
    }
    let mut chosen = Vec::new();
    // (The member is moved into its slot and copied from there only when
    // chosen: each copy of a value shared by the states, and its drop, is
    // an atomic operation on a line the other workers read.)
    for m in set.members().ok()? {
        put(s, slot, m);
        if pred.holds(r, s)? {
            chosen.push(s.frame[slot].clone()?);
        }
    }
    // (A set's members come in order: the chosen ones stay so.)
    Some(Value::set_sorted(chosen))
}

/// `x \in {c \in base : pred}` (see `Expr::InComprehension`).
fn in_comprehension(x: &Expr, base: &Expr, class: BaseClass, slot: usize, pred: &Expr, r: &Reading, s: &mut Scratch) -> Option<bool> {
    let x = x.get(r, s)?.owned();
    let base = base.get(r, s)?;
    let built = match class {
        BaseClass::Enumerated => true,
        BaseClass::Lazy => false,
        BaseClass::ByValue => held_enumerated(&base),
    };
    if built {
        // (TLC builds it: P on every element, in order.)
        return r.ev.contains_value(&filtered(&base, slot, pred, r, s)?, &x, Loc::default()).ok();
    }
    if !r.ev.contains_value(&base, &x, Loc::default()).ok()? {
        return Some(false);
    }
    put(s, slot, x);
    pred.holds(r, s)
}

/// Every membership of `checks` holds (`None` otherwise: give up).
fn in_domain(checks: &[Expr], r: &Reading, s: &mut Scratch) -> Option<()> {
    for c in checks {
        if !c.holds(r, s)? {
            return None;
        }
    }
    Some(())
}

/// The arm of a CASE to take: the first whose condition holds, else
/// OTHER (`None` where there is none: the interpreter's error).
pub(super) fn case_arm<'a>(arms: &'a [(Expr, Expr)], other: &'a Option<Box<Expr>>, r: &Reading, s: &mut Scratch) -> Option<&'a Expr> {
    for (g, v) in arms {
        if g.holds(r, s)? {
            return Some(v);
        }
    }
    other.as_deref()
}

/// `f[k1][k2]...`, by reference where `f`'s value is held or bound.
#[inline(never)]
pub(super) fn lookup<'a>(f: &'a Expr, keys: &'a [Key], r: &Reading<'a, 'a, '_>, s: &mut Scratch) -> Option<Got<'a>> {
    if f.bound() {
        f.ready(r, s)?;
        return Some(Got::Made(walk(f.peek(r, s)?, keys, &s.frame)?.clone()));
    }
    Some(match f.get(r, s)? {
        Got::Held(v) => Got::Held(walk(v, keys, &s.frame)?),
        Got::Made(v) => Got::Made(walk(&v, keys, &s.frame)?.clone()),
    })
}

/// `v[k1][k2]...` by reference (`None`: a key outside its domain).
#[inline]
pub(super) fn walk<'v>(mut v: &'v Value, keys: &[Key], frame: &[Option<Value>]) -> Option<&'v Value> {
    for k in keys {
        let key = match k {
            Key::Const(c) => c,
            Key::Slot(k) => frame.get(*k)?.as_ref()?,
        };
        v = v.apply_ref(key)?;
    }
    Some(v)
}

/// `f` of the values of `a` and `b`, each read where it is when it is
/// `peekable` (see `Expr::peek`), else computed. (Where one is read and
/// the other computed, the computed one comes first: reading has no
/// effect and fails only where the tree gives up anyway.)
#[inline]
pub(super) fn with_pair<R>(a: &Expr, b: &Expr, r: &Reading, s: &mut Scratch, f: impl FnOnce(&Value, &Value) -> Option<R>) -> Option<R> {
    match (a.peekable(), b.peekable()) {
        (true, true) => {
            a.ready(r, s)?;
            b.ready(r, s)?;
            f(a.peek(r, s)?, b.peek(r, s)?)
        }
        (true, false) => {
            a.ready(r, s)?;
            let y = b.get(r, s)?;
            f(a.peek(r, s)?, &y)
        }
        (false, true) => {
            let x = a.get(r, s)?;
            b.ready(r, s)?;
            f(&x, b.peek(r, s)?)
        }
        (false, false) => {
            let x = a.get(r, s)?;
            let y = b.get(r, s)?;
            f(&x, &y)
        }
    }
}

/// Each field with its value, in order.
fn field_values(fields: &[(Str, Expr)], r: &Reading, s: &mut Scratch) -> Option<Vec<(Str, Value)>> {
    let mut out = Vec::with_capacity(fields.len());
    for (k, x) in fields {
        out.push((*k, x.get(r, s)?.owned()));
    }
    Some(out)
}

/// The tuple of the values of `items`: gathered on the stack (up to four)
/// and written into the tuple's one allocation.
fn tuple_of(items: &[Expr], r: &Reading, s: &mut Scratch) -> Option<Value> {
    let mut elems = smallvec::SmallVec::<[Value; 4]>::with_capacity(items.len());
    for x in items {
        elems.push(x.get(r, s)?.owned());
    }
    Some(Value::tuple_from(elems.into_iter()))
}

/// The values of `items`, in order.
pub(super) fn owned_all(items: &[Expr], r: &Reading, s: &mut Scratch) -> Option<Vec<Value>> {
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(x.get(r, s)?.owned());
    }
    Some(out)
}

/// Evaluates an operator's arguments into their slots, in order.
pub(super) fn bind_slots(binds: &[(usize, Expr)], r: &Reading, s: &mut Scratch) -> Option<()> {
    for (k, e) in binds {
        let v = e.get(r, s)?.owned();
        put(s, *k, v);
    }
    Some(())
}

/// Sets frame slot `k` (the frame grows to hold it).
pub(super) fn put(s: &mut Scratch, k: usize, v: Value) {
    if s.frame.len() <= k {
        s.frame.resize(k + 1, None);
    }
    s.frame[k] = Some(v);
}

/// Empties the slots of a LET's values (entered again: computed anew);
/// the frame grows to hold them.
pub(super) fn empty(slots: &[usize], s: &mut Scratch) {
    for &k in slots {
        match s.frame.get_mut(k) {
            Some(slot) => *slot = None,
            None => s.frame.resize(k + 1, None),
        }
    }
}

/// `base` with the value at `keys` replaced by `value` (`@` its old value,
/// in slot `at`), as the interpreter's `except_path` computes it where
/// every key is in its function's domain; `None` otherwise. (Each key is
/// evaluated where it is used, not all first as the interpreter does:
/// keys have no effect, and any failure gives up.)
pub(super) fn except_path(base: &Value, keys: &[Expr], value: &Expr, at: Option<usize>, r: &Reading, s: &mut Scratch) -> Option<Value> {
    let Some((key, rest)) = keys.split_first() else {
        if let Some(at) = at {
            put(s, at, base.clone());
        }
        return Some(value.get(r, s)?.owned());
    };
    let (key, new) = entry_updated(base, key, rest, value, at, r, s)?;
    base.except(&key, new).ok()
}

/// `except_path` of a base no one else holds (what an earlier update of
/// the same EXCEPT made): its entry at the first key replaced where it is.
fn except_path_owned(base: Value, keys: &[Expr], value: &Expr, at: Option<usize>, r: &Reading, s: &mut Scratch) -> Option<Value> {
    let Some((key, rest)) = keys.split_first() else { return except_path(&base, keys, value, at, r, s) };
    let (key, new) = entry_updated(&base, key, rest, value, at, r, s)?;
    base.except_owned(&key, new).ok()
}

/// The key `key` names in `base` and the entry there with the rest of the
/// path updated (`except_path` below it); `None` for an unbuilt function
/// or a key outside the domain (read by reference: the interpreter's
/// error). (Inlined into both: a call of its own cost EXCEPT 1% more
/// instructions on MCLamportMutex.)
#[inline(always)]
fn entry_updated<'k>(
    base: &Value,
    key: &'k Expr,
    rest: &[Expr],
    value: &Expr,
    at: Option<usize>,
    r: &Reading<'k, 'k, '_>,
    s: &mut Scratch,
) -> Option<(Got<'k>, Value)> {
    if matches!(base, Value::LazyFn(_)) {
        return None;
    }
    let key = key.get(r, s)?;
    let new = except_path(base.apply_ref(&key)?, rest, value, at, r, s)?;
    Some((key, new))
}

/// The members of a bound variable's set, in order (`finite`: `None`
/// for a set that is not finite).
fn members_of(set: &Expr, finite: bool, r: &Reading, s: &mut Scratch) -> Option<tla_values::Members> {
    // (A function's domain read from the function, not built.)
    if let Expr::Domain(f) = set {
        return f.get(r, s)?.domain_members().ok();
    }
    let set = set.get(r, s)?;
    if finite && !set.is_finite_set() {
        return None;
    }
    set.members().ok()
}

/// Binds the slots of `bound` to each combination of the members of its
/// sets (each evaluated in order; with `finite`, one that is not a finite
/// set gives up), in TLC's order (`combinations`); a single set's members are taken
/// one by one, not collected. A member that does not fit its tuple of
/// variables gives up.
pub(super) fn each_binding(bound: &Bound, finite: bool, r: &Reading, s: &mut Scratch, f: &mut dyn FnMut(&mut Scratch) -> Option<bool>) -> Option<()> {
    if bound.patterns.is_empty() {
        return each_combination(bound.first, &bound.sets, finite, r, s, f);
    }
    each_combination(bound.first, &bound.sets, finite, r, s, &mut |s| {
        for &(k, n) in &bound.patterns {
            if s.frame[k].as_ref()?.as_seq().ok()?.len() != n {
                return None;
            }
        }
        f(s)
    })
}

pub(super) fn each_combination(
    first: usize,
    sets: &[Expr],
    finite: bool,
    r: &Reading,
    s: &mut Scratch,
    f: &mut dyn FnMut(&mut Scratch) -> Option<bool>,
) -> Option<()> {
    let set_members = |set: &Expr, s: &mut Scratch| members_of(set, finite, r, s);
    if let [set] = sets {
        for m in set_members(set, s)? {
            put(s, first, m);
            if !f(s)? {
                break;
            }
        }
        return Some(());
    }
    // (Two sets, the usual `\A p, q \in S`: the odometer's two loops,
    // without a list of domains to allocate.)
    if let [a, b] = sets {
        let inner = set_members(a, s)?;
        for m in set_members(b, s)? {
            put(s, first + 1, m);
            for n in inner.clone() {
                put(s, first, n);
                if !f(s)? {
                    return Some(());
                }
            }
        }
        return Some(());
    }
    let mut domains = Vec::with_capacity(sets.len());
    for set in sets {
        domains.push(set_members(set, s)?);
    }
    combinations(sets.len() - 1, first, &domains, s, f).map(|_| ())
}

/// The combinations of `domains[..=k]` bound in the slots from `first`,
/// as TLC's odometer takes them (the first variable turning fastest: the
/// last is the outermost loop), each member read where it is bound, not
/// collected; whether to go on.
pub(super) fn combinations(
    k: usize,
    first: usize,
    domains: &[tla_values::Members],
    s: &mut Scratch,
    f: &mut dyn FnMut(&mut Scratch) -> Option<bool>,
) -> Option<bool> {
    for m in domains[k].clone() {
        put(s, first + k, m);
        let go = if k == 0 { f(s)? } else { combinations(k - 1, first, domains, s, f)? };
        if !go {
            return Some(false);
        }
    }
    Some(true)
}

/// The value the interpreter keeps for a hoisted expression or a
/// constant-level definition, once computed.
pub(super) fn remembered<'a>(ir: &'static Ir, ev: &'a Evaluator) -> Option<&'a Value> {
    match &ir.kind {
        IrKind::Call(id, _) if !ir.hoisted.load(std::sync::atomic::Ordering::Relaxed) => ev.ops[*id].memo.get(),
        _ => ir.memo.get(),
    }
}
