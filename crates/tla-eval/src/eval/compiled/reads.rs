//! What a compiled tree reads: the next state (an action's LET value that
//! reads it is computed at each use), and which variables of the current
//! state (a conjunct of an invariant whose variables a step left as they
//! were need not be checked again: see `tla-check`'s `compiled`).

use super::*;

/// How many nodes `Expr::foldable` looks at, at most.
const FOLD_LOOK: usize = 4096;

/// `f` of each of `items`.
fn all(items: &[Expr], f: &mut dyn FnMut(&Expr)) {
    items.iter().for_each(f)
}

impl Expr {
    /// Each subtree this node evaluates directly.
    fn for_each_child(&self, f: &mut dyn FnMut(&Expr)) {
        match self {
            Expr::Const(_) | Expr::Remembered(_) | Expr::Var(_) | Expr::Primed(_) | Expr::Slot(_) | Expr::Unchanged(_) | Expr::Enabled { .. } => {}
            Expr::LetValue(_, def, _) => f(def),
            Expr::Folded(x, _) => f(x),
            Expr::Let(_, x)
            | Expr::Not(x)
            | Expr::Domain(x)
            | Expr::Subset(x)
            | Expr::Union(x)
            | Expr::Len(x, _)
            | Expr::Lookup(x, _)
            | Expr::FnDefApp(_, x)
            | Expr::StateDef(_, x)
            | Expr::NextStateDef(_, x) => f(x),
            Expr::Times(items)
            | Expr::And(items)
            | Expr::Or(items)
            | Expr::SetEnum(items)
            | Expr::Tuple(items)
            | Expr::Native(_, items)
            | Expr::Call(_, items) => all(items, f),
            Expr::Bind(binds, body) => {
                binds.iter().for_each(|(_, e)| f(e));
                f(body)
            }
            Expr::InDomain(checks, body) => {
                all(checks, f);
                f(body)
            }
            Expr::Filter { set, pred, .. } | Expr::Choose { set, pred, .. } => {
                f(set);
                f(pred)
            }
            Expr::InComprehension { x, base, pred, .. } => {
                f(x);
                f(base);
                f(pred)
            }
            Expr::SelectSeq { seq, test, .. } => {
                f(seq);
                f(test)
            }
            Expr::IntOp(_, a, b, _)
            | Expr::Same(a, b)
            | Expr::SubsetEq(a, b)
            | Expr::Apply(a, b)
            | Expr::Eq(a, b, _)
            | Expr::In(a, b, _, _)
            | Expr::Implies(a, b)
            | Expr::Equiv(a, b)
            | Expr::Cup(a, b)
            | Expr::Cap(a, b)
            | Expr::SetMinus(a, b)
            | Expr::FnSet(a, b)
            | Expr::Assert(a, b) => {
                f(a);
                f(b)
            }
            Expr::If(c, t, e) => {
                f(c);
                f(t);
                f(e)
            }
            Expr::Case(arms, other) => {
                arms.iter().for_each(|(g, v)| {
                    f(g);
                    f(v)
                });
                other.iter().for_each(|o| f(o))
            }
            Expr::Record(fields) | Expr::RecordSet(fields) => fields.iter().for_each(|(_, x)| f(x)),
            Expr::Quant { bound, body, .. } | Expr::Function { bound, body } | Expr::SetMap { bound, body } => {
                all(&bound.sets, f);
                f(body)
            }
            Expr::Except { base, updates, .. } => {
                f(base);
                updates.iter().for_each(|(path, v)| {
                    all(path, f);
                    f(v)
                })
            }
        }
    }

    /// Whether the tree is a value for the run (see `Expr::Folded`) that
    /// is not one already: it reads no variable of either state, no frame
    /// slot but those of names it binds itself (`{q \in Proc : q # p}`),
    /// nothing a recursive call's body might. (Whether it calls anything
    /// impure the compiler knows.)
    pub(super) fn foldable(&self) -> bool {
        // (The compiler asks this of every tree it makes, each subtree
        // again under its parents: a subtree folded already is not looked
        // into, and past FOLD_LOOK nodes a tree is not folded, so that a
        // deep nesting costs no square of its depth: 20,000 set braces
        // took 20 s.)
        !matches!(self, Expr::Const(_) | Expr::Remembered(_) | Expr::Folded(..)) && self.reads_only(&mut Vec::new(), &mut FOLD_LOOK.clone())
    }

    /// Whether the tree reads nothing of the states, and of the frame
    /// only the slots `bound` (names bound around it, inside the tree
    /// asked about); false once `look` nodes were looked at.
    fn reads_only(&self, bound: &mut Vec<usize>, look: &mut usize) -> bool {
        // (`inner` read with `slots` bound too.)
        fn within(inner: &Expr, slots: impl IntoIterator<Item = usize>, bound: &mut Vec<usize>, look: &mut usize) -> bool {
            let n = bound.len();
            bound.extend(slots);
            let only = inner.reads_only(bound, look);
            bound.truncate(n);
            only
        }
        let Some(left) = look.checked_sub(1) else { return false };
        *look = left;
        match self {
            // (Reads nothing outside itself: see `foldable`.)
            Expr::Folded(..) => true,
            Expr::Var(_)
            | Expr::Primed(_)
            | Expr::Unchanged(_)
            | Expr::Same(..)
            | Expr::Enabled { .. }
            | Expr::StateDef(..)
            | Expr::NextStateDef(..)
            | Expr::Call(..) => false,
            Expr::Slot(k) => bound.contains(k),
            Expr::LetValue(k, def, _) => bound.contains(k) && def.reads_only(bound, look),
            Expr::Lookup(f, keys) => {
                keys.iter().all(|k| matches!(k, Key::Const(_)) || matches!(k, Key::Slot(k) if bound.contains(k))) && f.reads_only(bound, look)
            }
            Expr::Quant { bound: b, body, .. } | Expr::Function { bound: b, body } | Expr::SetMap { bound: b, body } => {
                b.sets.iter().all(|x| x.reads_only(bound, look)) && within(body, b.first..b.first + b.sets.len(), bound, look)
            }
            Expr::Filter { slot, set, pred } | Expr::Choose { slot, set, pred } => set.reads_only(bound, look) && within(pred, [*slot], bound, look),
            Expr::SelectSeq { seq, slot, test } => seq.reads_only(bound, look) && within(test, [*slot], bound, look),
            Expr::InComprehension { x, base, slot, pred, .. } => {
                x.reads_only(bound, look) && base.reads_only(bound, look) && within(pred, [*slot], bound, look)
            }
            Expr::Except { base, updates, at } => {
                base.reads_only(bound, look) && updates.iter().all(|(keys, v)| keys.iter().all(|k| k.reads_only(bound, look)) && within(v, *at, bound, look))
            }
            Expr::Bind(binds, body) => binds.iter().all(|(_, e)| e.reads_only(bound, look)) && within(body, binds.iter().map(|(k, _)| *k), bound, look),
            Expr::Let(slots, body) => within(body, slots.iter().copied(), bound, look),
            _ => {
                let mut only = true;
                self.for_each_child(&mut |x| only = only && x.reads_only(bound, look));
                only
            }
        }
    }

    /// Whether the tree reads frame slot `k` (ENABLED, whose steps are not
    /// looked at, is taken to).
    pub(super) fn reads_slot(&self, k: usize) -> bool {
        match self {
            Expr::Slot(j) if *j == k => true,
            Expr::LetValue(j, ..) if *j == k => true,
            Expr::Lookup(f, keys) => keys.iter().any(|x| matches!(x, Key::Slot(j) if *j == k)) || f.reads_slot(k),
            Expr::Enabled { .. } => true,
            _ => {
                let mut reads = false;
                self.for_each_child(&mut |x| reads = reads || x.reads_slot(k));
                reads
            }
        }
    }

    /// Whether the tree reads the next state.
    pub(super) fn reads_next(&self) -> bool {
        match self {
            Expr::Primed(_) | Expr::Unchanged(_) | Expr::Same(..) | Expr::NextStateDef(..) => true,
            // (Its own next state, not the action's it may be read in.)
            Expr::Enabled { .. } => false,
            _ => {
                let mut reads = false;
                self.for_each_child(&mut |x| reads = reads || x.reads_next());
                reads
            }
        }
    }

    /// The variables of the current state the tree may read, one bit each
    /// (bit v for variable v); `None` where that is not known: a tree that
    /// reads the next state, ENABLED (its action reads what it reads), a
    /// recursive definition's call (its body is not here), a variable past
    /// the 64th.
    pub fn variables_read(&self) -> Option<u64> {
        match self {
            Expr::Var(v) => (*v < 64).then(|| 1 << v),
            Expr::Primed(_) | Expr::Unchanged(_) | Expr::Same(..) | Expr::NextStateDef(..) | Expr::Enabled { .. } | Expr::Call(..) => None,
            _ => {
                let mut read = Some(0);
                self.for_each_child(&mut |x| read = read.and_then(|r| Some(r | x.variables_read()?)));
                read
            }
        }
    }
}

/// How each instance of a `\A` reads the state: a conjunct that held
/// before a step holds after it at every instance whose reads the step
/// left as they were, so only the others are evaluated again
/// (`Expr::holds_after`). TLA+ is referentially transparent: an instance
/// that reads the same values has the same truth, and one that held
/// before was evaluated without error.
#[derive(Debug, Clone)]
pub struct Instances {
    /// Each part `v[k1]...[kn]` of a variable the body reads, its keys
    /// the same for an instance in both states (constants, the bound
    /// variables of the `\A`); deeper keys apply to the same value.
    parts: Vec<(u32, Vec<Key>)>,
    /// The variables read otherwise, whole, by the body or the sets (one
    /// bit each): a step that changes one of them checks every instance.
    whole: u64,
}

impl Expr {
    /// How the instances of this `\A` read the state (see `Instances`),
    /// where the body reads some variable only through its parts, its
    /// sets read no part, and nothing in it reads the next state or is a
    /// recursive call (whose body is not here).
    pub fn instances(&self) -> Option<Instances> {
        let Expr::Quant { every: true, bound, body } = self else { return None };
        let mut inst = Instances { parts: Vec::new(), whole: 0 };
        for set in &bound.sets {
            inst.whole |= set.variables_read()?;
        }
        let slots = bound.first..bound.first + bound.sets.len();
        inst.collect(body, &slots)?;
        (!inst.parts.is_empty()).then_some(inst)
    }
}

impl Instances {
    /// Adds what `e` reads of the state (`None`: not known).
    fn collect(&mut self, e: &Expr, slots: &std::ops::Range<usize>) -> Option<()> {
        match e {
            Expr::Lookup(f, keys) if matches!(**f, Expr::Var(_)) => {
                let Expr::Var(v) = **f else { return None };
                let fixed = keys.iter().take_while(|k| matches!(k, Key::Const(_)) || matches!(k, Key::Slot(k) if slots.contains(k))).count();
                if fixed == 0 {
                    self.whole |= e.variables_read()?;
                } else {
                    self.parts.push((v, keys[..fixed].to_vec()));
                }
                Some(())
            }
            Expr::Var(_) => {
                self.whole |= e.variables_read()?;
                Some(())
            }
            Expr::Primed(_) | Expr::Unchanged(_) | Expr::Same(..) | Expr::NextStateDef(..) | Expr::Enabled { .. } | Expr::Call(..) => None,
            _ => {
                let mut known = Some(());
                e.for_each_child(&mut |x| known = known.and_then(|()| self.collect(x, slots)));
                known
            }
        }
    }

    /// The instances whose parts of the state the step changed, each as
    /// the values it pins the bound variables from `first` (of `n`) to
    /// (`None`: any member), found by comparing the parts' values in the
    /// two states where they are not shared (an instance may come twice);
    /// `None` where a function on the way changed its domain, or past
    /// `MAX_CHANGED` parts: then every instance is evaluated.
    pub(super) fn changed(&self, now: &[Value], before: &[Value], first: usize, n: usize, unchanged: u64) -> Option<Vec<Pins>> {
        let mut pinned = Vec::new();
        let mut paths = Vec::new();
        for (v, keys) in &self.parts {
            let v = *v as usize;
            if v < 64 && unchanged >> v & 1 == 1 {
                continue;
            }
            paths.clear();
            differing_paths(now.get(v)?, before.get(v)?, keys.len(), &mut Keys::new(), &mut paths)?;
            'path: for path in &paths {
                let mut pins: Pins = smallvec::smallvec![None; n];
                for (key, value) in keys.iter().zip(path) {
                    match key {
                        Key::Const(c) if c != value => continue 'path,
                        Key::Const(_) => {}
                        Key::Slot(k) => match &mut pins[k - first] {
                            Some(p) if p != value => continue 'path,
                            pin => *pin = Some(value.clone()),
                        },
                    }
                }
                pinned.push(pins);
                if pinned.len() > MAX_CHANGED {
                    return None;
                }
            }
        }
        Some(pinned)
    }

    /// Whether a step that left `unchanged` (one bit per variable) may
    /// skip instances: it changed no variable read whole.
    pub fn narrows(&self, unchanged: u64) -> bool {
        self.whole & !unchanged == 0
    }
}

/// Parts a step may change for `Instances::changed` to list them; past
/// it, every instance is evaluated.
const MAX_CHANGED: usize = 64;

/// The keys of a part, and the values a part pins the bound variables to
/// (on the stack: a step changes a few parts, of one or two keys).
type Keys = smallvec::SmallVec<[Value; 2]>;
pub(super) type Pins = smallvec::SmallVec<[Option<Value>; 2]>;

/// The keys (`depth` of them, after `path`) under which `now` and
/// `before` are not shared, added to `out`; `None` where a function on
/// the way has another domain, or past `MAX_CHANGED`.
fn differing_paths(now: &Value, before: &Value, depth: usize, path: &mut Keys, out: &mut Vec<Keys>) -> Option<()> {
    if now.is_shared_with(before) {
        return Some(());
    }
    if depth == 0 {
        out.push(path.clone());
        return (out.len() <= MAX_CHANGED).then_some(());
    }
    let mut within = Some(());
    let same_domain = now.differing_entries(before, |key, x, y| {
        if within.is_some() {
            path.push(key);
            within = differing_paths(x, y, depth - 1, path, out);
            path.pop();
        }
    });
    within.filter(|()| same_domain)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `{{...{e}...}}`, `depth` braces deep.
    fn nested(e: Expr, depth: usize) -> Expr {
        (0..depth).fold(e, |e, _| Expr::SetEnum(vec![e]))
    }

    /// Whether a tree folds is decided without looking into what folded
    /// already, and without looking past `FOLD_LOOK` nodes: the compiler
    /// asks it of every tree it makes, so a deep nesting looked at whole
    /// under each parent cost the square of its depth (20,000 set braces
    /// took 20 s to compile).
    #[test]
    fn foldable_looks_at_a_bounded_part_of_a_tree() {
        let folded = Expr::Folded(Box::new(nested(Expr::Const(Value::Int(1)), 2 * FOLD_LOOK)), Default::default());
        assert!(nested(folded, 3).foldable());
        // (A slot bound outside: it never folds, and is found not to
        // within the bound too.)
        assert!(!nested(Expr::Slot(0), 10).foldable());
        assert!(!nested(Expr::Slot(0), 2 * FOLD_LOOK).foldable());
        assert!(nested(Expr::Const(Value::Int(1)), 10).foldable());
        assert!(!nested(Expr::Const(Value::Int(1)), 2 * FOLD_LOOK).foldable());
    }
}
