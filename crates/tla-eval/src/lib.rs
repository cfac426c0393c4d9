//! Evaluation of TLA+: compiling resolved modules to IR ([`compile`]),
//! evaluating expressions to values ([`eval`]) and enumerating the states of
//! Init and Next the way TLC does ([`enumerate`]).
//!
//! # In detail
//!
//! The crate owns evaluation. `compile.rs` turns resolved modules into an IR where every
//! name is bound to what it denotes (a state-variable slot, a local by de
//! Bruijn index, a compiled operator, a native), per *context*: a module
//! together with what its CONSTANTs and VARIABLEs stand for (model values for
//! the root, substituted expressions through INSTANCE), applying the model's
//! overrides. Which declaration a name refers to is the resolver's answer
//! (`ModuleInfo::references`); a context maps declarations (by origin) to what
//! they are there, and names are looked up by their text only where TLA+
//! defines a lookup by name: the model's directives and an INSTANCE's implicit
//! substitutions. Levels follow the same split: the resolver's are SANY's, on
//! the source, for its level errors; the IR's (`compile::level`, and TLC's
//! startup bound `startup_level`) are those of what is evaluated, after the
//! model replaced definitions, and are what the model, the checker and liveness
//! use. Natives come from one table, `tla_values::stdlib`; Naturals' operators
//! are always Integers' natives (TLC always loads Integers and names its Java
//! methods in errors). What TLC computes in Java binds by module name, wherever
//! the module's text comes from, as TLC binds its Java classes and the
//! CommunityModules' `@TLAPlusOperator` overrides (`tlc_java.rs` lists them): a
//! copy of a community module beside the spec or on `-I` is evaluated with
//! TLC's Java semantics, not its text's. tlars's other natives, which only make
//! its own modules' definitions faster, bind to *library* modules alone, which
//! the resolver marks: tlars's own standard and community modules and those
//! found on the library path (`-I`, `TLA_PATH`); a module found beside the spec
//! is the user's own, and its other definitions are what it means.
//! `higher_order.rs` holds the overridden operators that take operators (the
//! folds of BagsExt, FiniteSetsExt, Functions and SequencesExt, `Quantify`,
//! SequencesExt's searches), each following its Java method: the order in which
//! the operator is applied (the community texts of `FoldBag` and `FoldSet`
//! combine in another order than the Java code), the order of the elements, the
//! errors. The IR of a run is allocated once and shared as `&'static`
//! references, so worker threads read it without touching a reference count.
//! `hoist.rs` marks closed constant subexpressions (no variable, no bound name,
//! nothing impure such as RandomElement or TLCGet) so that `eval.rs` computes
//! each once, on first use. `eval.rs` evaluates IR to values (lazy operator
//! arguments where they are actions, LET closures, recursive functions applied
//! without being built, constant-level operators evaluated once and state-level
//! ones cached per state, applications of constant-level function definitions
//! remembered by argument, one evaluator per worker thread so none of these
//! caches is shared; `TLCGet("level")`, `TLCGet("config")` and the counts while
//! and after the search come from the checker through the evaluator).
//! `registers.rs` holds `TLCGet`/`TLCSet` as TLC has them: registers belong to
//! a worker (integer keys and `"s:"` names; TLC's errors for other keys and for
//! a register never set), the workers start from the registers ASSUME and Init
//! set, POSTCONDITION reads the first worker's, and
//! `TLCGet("all")`/`("all:named")` gather every worker's into tuples;
//! `TLCGet("spec")` is the model as TLC describes it, which the CLI builds
//! (`tlc_spec.rs`) once the checker knows its actions. TLCExt's `Trace` is the
//! behaviour up to the explored state, which the search gives the evaluator
//! (`trace_prefix`, on one thread when a spec uses it); `CounterExample`,
//! `ToTrace` and `PickSuccessor` are natives too, and so is VectorClocks'
//! `CausalOrder`, whose operator arguments (`clock`, `node`, `domain`)
//! `eval.rs` applies to each log entry before handing the ordering to
//! `tla_values`. `system_properties.rs` holds TLC's Java system properties, one
//! set per process as in Java (`tlars check -D key=value`,
//! `TLCGet`/`TLCSet("-Dkey")`); `tlc2.tool.impl.Tool.cdot` switches action
//! composition on, which is an evaluation error otherwise, as in TLC. An
//! operator argument is evaluated at the call for speed, but one that fails
//! becomes a thunk holding the error, raised only if the body uses it (TLC
//! binds arguments unevaluated). Several variables of one quantifier (`\E i, j
//! \in S`, `\A i \in S, j \in T`) take their values as TLC's ContextEnumerator
//! gives them, an odometer whose first variable turns fastest
//! (`enumerate_binders`): the order of Init's and Next's states. `enumerate.rs`
//! generates the states of Init and Next the way TLC's `getNextStates` does, so
//! that "states generated" is TLC's number. `cost.rs` is TLC's cost model for
//! `-coverage`: before the search, a tree per action, initial predicate,
//! invariant and constraint of the subexpressions its evaluation reaches (a
//! call's operator body under the call, a quantifier's body before its set,
//! CASE arms as TLC's pairs), with TLC's "primed locations" marked; while it
//! runs, each evaluator keeps where it is in a tree (`cost_enter`, nodes
//! entered as it evaluates) and counts into the tree's atomics: an evaluation
//! found among the children of the node it happens in (or of those above, for
//! an argument used in the body), a conjunct of Next once more for each path
//! through it that gives a state, Init's last conjunct once per state, the
//! elements enumerated from a set written out. Nothing is counted, and
//! evaluation takes no detour, when no tree is entered. Its `report` prints
//! TLC's lines (a subtree whose counts agree is one line, `|` per level) under
//! each line of the coverage report. It depends on the front end and on
//! `tla-values`, never on the checker; `stacker` lets deep recursion continue
//! on fresh stack segments (worker threads have small stacks), and
//! `Evaluator::nested` turns recursion beyond 100,000 nested applications into
//! a located evaluation error instead of a crash. A runaway evaluation is TLC's
//! stack overflow (`ErrorKind::Overflow`): an error, not an exception, in TLC,
//! so the search ends at the state being explored with exit 255, without the
//! rerun below.
//!
//! Three rules of TLA+ that tla-eval implements as TLC does, written down
//! because each was once missing:
//!
//! - *Arguments are expressions (substitution).* A parameter stands for the
//!   argument expression, not its value: `Drop(q) == q' = Tail(q)` called as
//!   `Drop(inbox)` is `inbox' = Tail(inbox)`. Arguments are bound as thunks (a
//!   bound name or literal shares the caller's slot) whenever the callee or the
//!   argument may read the next state, and always for LET operators and
//!   LAMBDAs; a thunk keeps its value only if evaluating it read no primed
//!   variable, and under a prime (`q'`) it is evaluated again in the next
//!   state. While Init is enumerated (the state still partial) a thunk keeps
//!   its value only if it read no variable at all and not `TLCGet("level")`
//!   (`state_read`): that value then holds in every state, as TLC's LazyValue
//!   does, and a fold that reads its accumulator twice stays linear. A function
//!   definition's value at an argument that is itself applied (`g[n-1][x]`, g's
//!   body a constructor `[y \in T |-> e]`, g a LET or state-level definition)
//!   is `e` at that one entry, `g[n-1]` left unbuilt, as TLC keeps a recursive
//!   function's values lazy. The enumerator finds the variable an `=`, `\in` or
//!   `\subseteq` assigns through parameters, LET names and definitions without
//!   parameters (TLC's getPrimedVar), and splits `UNCHANGED e` part by part
//!   through the same names (TLC's processUnchanged). SANY's level rule refuses
//!   what TLA+ forbids (`INSTANCE M WITH v <- y'`).
//! - *Overrides apply where TLC sets them* (`Overrides` in `compile.rs`). An
//!   unscoped `Op <- Alt` / `Op = v` replaces the definitions the root module
//!   sees by that name (its own, those of modules it EXTENDS, standard ones,
//!   those an unnamed INSTANCE imports) at every reference, but not a copy an
//!   INSTANCE makes of a definition of a module with parameters (`M!Op`, or a
//!   name an unnamed INSTANCE imports from such a module), so an `Alt` that
//!   calls `M!Op` reaches the original; `Op <- [Mod]Alt` replaces the body of
//!   the definitions Mod sees, copies included. A definition is compiled once
//!   per context and override that applies to it.
//! - *Once every variable has a value*, the conjuncts left are evaluated as
//!   conditions, not enumerated: a disjunction that holds two ways gives one
//!   state (this is what makes an inductive invariant used as Init count as in
//!   TLC).
//! - *ENABLED inside an INSTANCEd module* is ENABLED there, over that
//!   module's own variables, then the substitution (Specifying Systems, 17.8;
//!   TLC cuts its substitutions off at ENABLED for primed variables). The
//!   compiler compiles ENABLED's argument, and the `ENABLED <<A>>_v` of a WF/SF
//!   written in the module (`IrKind::Fairness::enabled`), in an *ENABLED
//!   context* of the instance (`enabled_context`): the module's variables are
//!   slots past the state's, and the IR is `ENABLED(e, first slot,
//!   substituted...)`, the evaluator filling those slots with the substituted
//!   values before it enumerates. Two variables an INSTANCE replaces by one
//!   stay two there.
//! - *Function values are applied, not built, where TLC's lazy ones would
//!   be*: `f[i][j]` while `f[i]` is being computed (`fn_building`), a
//!   constructor or function definition over a set that cannot be enumerated
//!   (`Int`, `Nat`, a product of them), which is a value of its own,
//!   `Value::LazyFn` (TLC's FcnLambdaValue: its rule and the EXCEPTs taken on
//!   it since, applied by `eval/lazy_fn.rs`, whose rule freezes what the body
//!   reads of the locals and the states, so that the value is Send like any
//!   other; building it, to fingerprint or compare it, is TLC's error), and
//!   membership in a comprehension over a set TLC does not hold enumerated
//!   (`tlc_holds_enumerated`: anything but `{a, b}`, `{e : x \in S}`, `a..b`
//!   and a variable's value), whose membership evaluates the predicate on the
//!   one element. Such a comprehension over a set that cannot be enumerated is
//!   a value too, `LazySet::Filter` (TLC's SetPredValue, its rule frozen the
//!   same way): membership in any set holding it (`[a : Int, b : [S -> {i \in
//!   Int : i > 5}]]`) is decided through `Value::contains_in`, whose `Oracle`
//!   the evaluator gives (`contains_value`) to evaluate the predicate.
//! - *Application is substitution at every level* also where formulas are
//!   taken apart rather than evaluated: `apply_definition` and
//!   `apply_let_operator` (on one `remap_locals` that shifting uses too) put
//!   arguments in place of parameters in IR, for the SPECIFICATION's and the
//!   PROPERTYs' parts, except under an INSTANCE's substitutions
//!   (`OpDef::substituted`), where TLC leaves a call with arguments whole.
#![forbid(unsafe_code)]

pub mod compile;
pub mod cost;
pub mod enumerate;
pub mod eval;
mod higher_order;
mod hoist;
pub mod ir;
mod natives;
pub mod registers;
mod run_context;
pub mod system_properties;
mod tlc_java;

pub use compile::{CompileError, Compiler, ConstBinding};
pub use enumerate::{Enumerator, Mode};
pub use eval::{Cur, EResult, Env, EvalError, Evaluator, States, ASSERT_FAILED};
pub use ir::{Ir, IrKind, IrRef, Loc, OpBody, OpDef, OpId};
pub use natives::lookup as native_lookup;
pub use registers::{Registers, RunConfig, SearchStats};
pub use run_context::RunContext;

/// Readies compiled operators for evaluation: which depend on the state
/// and on the next state, and which subexpressions are constants to be
/// evaluated once.
pub fn prepare(ops: &mut [OpDef]) {
    propagate_action_level(ops);
    hoist::mark_constants(ops);
}

/// Computes which operators depend on the state and which on the next
/// state, through the operators they call.
fn propagate_action_level(ops: &mut [OpDef]) {
    for op in ops.iter_mut() {
        op.state_level = match &op.body {
            OpBody::Expr(b) | OpBody::Function(_, b) => compile::mentions_state(b),
            // `TLCGet("level")` differs from state to state: an operator
            // calling TLCGet must not keep one value for the whole run.
            OpBody::Special(ir::Special::TLCGet | ir::Special::Trace | ir::Special::CounterExample) => true,
            _ => false,
        };
    }
    propagate(ops, |op| op.state_level, |op| op.state_level = true);
    propagate(ops, |op| op.action_level, |op| op.action_level = true);
    for op in ops.iter_mut() {
        let calls_operator_argument = match &op.body {
            OpBody::Expr(b) | OpBody::Function(_, b) => {
                let mut found = false;
                compile::visit_pruned(b, &mut |k| {
                    found |= matches!(k, IrKind::CallLocal(_, args) if !args.is_empty());
                    !found
                });
                found
            }
            _ => false,
        };
        op.lazy_args = op.action_level || calls_operator_argument;
    }
}

/// Sets a property on every operator that calls (transitively) an operator
/// that has it.
fn propagate(ops: &mut [OpDef], has: fn(&OpDef) -> bool, set: fn(&mut OpDef)) {
    loop {
        let mut changed = false;
        for i in 0..ops.len() {
            if has(&ops[i]) {
                continue;
            }
            let body = match &ops[i].body {
                OpBody::Expr(b) | OpBody::Function(_, b) => *b,
                _ => continue,
            };
            let mut calls = false;
            compile::visit_calls(body, &mut |id| calls |= has(&ops[id]));
            if calls {
                set(&mut ops[i]);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}
