------------------------------- MODULE ShiViz ------------------------------
\* The host and the vector clock of each state of a trace, in the form the
\* ShiViz visualizer reads (for trace exploration: _TETrace is the trace
\* being explored, _TEPosition the position of the current state in it).
\* A host is a process, the changed entry of the pc variable.
\*
\* Part of the tlars standard library.  Integers, Json and TLC are
\* instantiated LOCALly; Toolbox is instantiated without LOCAL, as in
\* TLC's version, so that _TETrace and _TEPosition are exported and the
\* tool's substitutes for them apply here too.

LOCAL INSTANCE Integers
LOCAL INSTANCE Json
LOCAL INSTANCE TLC
INSTANCE Toolbox
-------------------------------------------------------------------------
LOCAL FnHost ==
  LET host[i \in DOMAIN _TETrace] ==
        IF i = 1 THEN "--"
        ELSE IF _TETrace[i - 1].pc = _TETrace[i].pc THEN host[i - 1]
        ELSE CHOOSE p \in DOMAIN _TETrace[i - 1].pc : _TETrace[i - 1].pc[p] # _TETrace[i].pc[p]
  IN  TLCEval(host)
  \* For each position i of the trace, the process whose pc changed from
  \* state i - 1 to state i (the last such process when none did, "--"
  \* at the initial state).

Host == FnHost[_TEPosition]
  \* The host of the current state.
-------------------------------------------------------------------------
LOCAL clock(n) ==
  [p \in DOMAIN _TETrace[n].pc |-> IF n # 1 /\ p = FnHost[n] THEN 1 ELSE 0]
  \* The ticks of state n: one for its host (none at the initial state).

LOCAL sum(F, G) == [d \in DOMAIN F |-> F[d] + G[d]]

LOCAL FnClock ==
  LET vclock[i \in DOMAIN _TETrace] ==
        IF i = 1 THEN clock(i) ELSE sum(TLCEval(vclock[i - 1]), clock(i))
  IN  TLCEval(vclock)
  \* For each position of the trace, the vector clock of its state.

Clock == ToJsonObject(FnClock[_TEPosition])
  \* The vector clock of the current state as a JSON object.
=============================================================================
