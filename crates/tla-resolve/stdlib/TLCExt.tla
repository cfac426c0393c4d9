------------------------------ MODULE TLCExt ----------------------------
\* Extra, mostly experimental operators for debugging and for steering
\* the model checker.
\*
\* Part of the tlars standard library.  Operators marked "Native" have
\* placeholder bodies: tlars evaluates them itself.  TLC and Integers are
\* instantiated LOCALly: used here, not exported.

LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
-------------------------------------------------------------------------
\* Assertions.

AssertEq(a, b) ==
  IF a = b THEN TRUE
  ELSE /\ PrintT(<<"AssertEq failed", a, b>>)
       /\ FALSE
  \* Equivalent to a = b, but prints both values when they differ.

AssertError(err, exp) == TRUE
  \* TRUE iff evaluating exp fails with the error message err.  Native.
-------------------------------------------------------------------------
\* Registers (see TLCGet and TLCSet in module TLC).

TLCGetOrDefault(key, defaultVal) == CHOOSE val : TRUE
  \* TLCGet(key) if register key has been set, otherwise defaultVal.
  \* Native.

TLCGetAndSet(key, Op(_, _), val, defaultVal) ==
  LET old == TLCGetOrDefault(key, defaultVal)
  IN  IF TLCSet(key, Op(old, val)) THEN old ELSE old
  \* Updates register key to Op(old, val) and equals old, the value it
  \* had before (defaultVal if it had not been set).
-------------------------------------------------------------------------
\* Behaviors and counterexamples.

Trace == CHOOSE states : TRUE
  \* The current behavior prefix: a sequence of records, one per state
  \* from an initial state to the current one, each mapping variable
  \* names to values.  Expensive.  Native.

CounterExample == CHOOSE graph : TRUE
  \* Within a POSTCONDITION: the violation found, as a record
  \* [state |-> States, action |-> Actions] describing a graph of
  \* numbered states and the actions between them.  Both sets are empty
  \* if no violation was found.  Native.

ToTrace(CE) == CHOOSE states : TRUE
  \* The states of counterexample graph CE as a sequence of records.
  \* Native.
-------------------------------------------------------------------------
\* Model values and evaluation control.

TLCModelValue(str) == CHOOSE v : ToString(v) = str
  \* The model value named str (only for use in constant definitions).
  \* Native.

TLCDefer(expression) == TRUE
  \* Equals TRUE; evaluates expression later (in simulation: once the
  \* successor state has been chosen), or never.  Native.

TLCNoOp(val) == val
  \* Equals val; a hook for debugging the evaluator.

PickSuccessor(exp) == TRUE
  \* As an action constraint: when exp is FALSE, lets the user pick the
  \* successor state interactively.  Equals TRUE.  Native.

TLCCache(expression, closure) == expression
  \* Equals expression; the value is cached and reused for later
  \* evaluations with an equal closure.  Native.

TLCFP(var) == CHOOSE fp \in Int : TRUE
  \* The fingerprint the checker computes for the value var.  Native.

TLCEvalDefinition(definitionName) == CHOOSE val : TRUE
  \* The value of the definition whose name is the string
  \* definitionName; an error if there is none.  Native.
=============================================================================
