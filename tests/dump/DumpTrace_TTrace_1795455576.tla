---- MODULE DumpTrace_TTrace_1795455576 ----
EXTENDS DumpTrace, Sequences, TLCExt, Toolbox, Naturals, TLC, DumpTrace_TEConstants

_expression ==
    LET DumpTrace_TEExpression == INSTANCE DumpTrace_TEExpression
    IN DumpTrace_TEExpression!expression
----

_trace ==
    LET DumpTrace_TETrace == INSTANCE DumpTrace_TETrace
    IN DumpTrace_TETrace!trace
----

_inv ==
    ~(
        TLCGet("level") = Len(_TETrace)
        /\
        r = ([a |-> "hi", b |-> TRUE])
        /\
        s = ({p1})
        /\
        f = ((p1 :> <<0, 1, 2>> @@ p2 :> <<>>))
        /\
        x = (3)
    )
----

_init ==
    /\ f = _TETrace[1].f
    /\ r = _TETrace[1].r
    /\ s = _TETrace[1].s
    /\ x = _TETrace[1].x
----

_next ==
    /\ \E i,j \in DOMAIN _TETrace:
        /\ \/ /\ j = i + 1
              /\ i = TLCGet("level")
        /\ f  = _TETrace[i].f
        /\ f' = _TETrace[j].f
        /\ r  = _TETrace[i].r
        /\ r' = _TETrace[j].r
        /\ s  = _TETrace[i].s
        /\ s' = _TETrace[j].s
        /\ x  = _TETrace[i].x
        /\ x' = _TETrace[j].x

\* Uncomment the ASSUME below to write the states of the error trace
\* to the given file in Json format. Note that you can pass any tuple
\* to `JsonSerialize`. For example, a sub-sequence of _TETrace.
    \* ASSUME
    \*     LET J == INSTANCE Json
    \*         IN J!JsonSerialize("DumpTrace_TTrace_1795455576.json", _TETrace)

=============================================================================

 Note that you can extract this module `DumpTrace_TEExpression`
  to a dedicated file to reuse `expression` (the module in the 
  dedicated `DumpTrace_TEExpression.tla` file takes precedence 
  over the module `DumpTrace_TEExpression` below).

---- MODULE DumpTrace_TEExpression ----
EXTENDS DumpTrace, Sequences, TLCExt, Toolbox, Naturals, TLC, DumpTrace_TEConstants

expression == 
    [
        \* To hide variables of the `DumpTrace` spec from the error trace,
        \* remove the variables below.  The trace will be written in the order
        \* of the fields of this record.
        f |-> f
        ,r |-> r
        ,s |-> s
        ,x |-> x
        
        \* Put additional constant-, state-, and action-level expressions here:
        \* ,_stateNumber |-> _TEPosition
        \* ,_fUnchanged |-> f = f'
        
        \* Format the `f` variable as Json value.
        \* ,_fJson |->
        \*     LET J == INSTANCE Json
        \*     IN J!ToJson(f)
        
        \* Lastly, you may build expressions over arbitrary sets of states by
        \* leveraging the _TETrace operator.  For example, this is how to
        \* count the number of times a spec variable changed up to the current
        \* state in the trace.
        \* ,_fModCount |->
        \*     LET F[s \in DOMAIN _TETrace] ==
        \*         IF s = 1 THEN 0
        \*         ELSE IF _TETrace[s].f # _TETrace[s-1].f
        \*             THEN 1 + F[s-1] ELSE F[s-1]
        \*     IN F[_TEPosition - 1]
    ]

=============================================================================



Parsing and semantic processing can take forever if the trace below is long.
 In this case, it is advised to uncomment the module below to deserialize the
 trace from a generated binary file.

\*
\*---- MODULE DumpTrace_TETrace ----
\*EXTENDS DumpTrace, IOUtils, TLC, DumpTrace_TEConstants
\*
\*trace == IODeserialize("DumpTrace_TTrace_1795455576.bin", TRUE)
\*
\*=============================================================================
\*

---- MODULE DumpTrace_TETrace ----
EXTENDS DumpTrace, TLC, DumpTrace_TEConstants

trace == 
    <<
    ([r |-> [a |-> "hi", b |-> TRUE],s |-> {},f |-> (p1 :> <<>> @@ p2 :> <<>>),x |-> 0]),
    ([r |-> [a |-> "hi", b |-> TRUE],s |-> {p1},f |-> (p1 :> <<0>> @@ p2 :> <<>>),x |-> 1]),
    ([r |-> [a |-> "hi", b |-> TRUE],s |-> {p1},f |-> (p1 :> <<0, 1>> @@ p2 :> <<>>),x |-> 2]),
    ([r |-> [a |-> "hi", b |-> TRUE],s |-> {p1},f |-> (p1 :> <<0, 1, 2>> @@ p2 :> <<>>),x |-> 3])
    >>
----


=============================================================================

---- MODULE DumpTrace_TEConstants ----
EXTENDS DumpTrace

CONSTANTS p1, p2

=============================================================================

---- CONFIG DumpTrace_TTrace_1795455576 ----
CONSTANTS
    Procs = { p1 , p2 }
    p2 = p2
    p1 = p1

INVARIANT
    _inv

CHECK_DEADLOCK
    \* CHECK_DEADLOCK off because of PROPERTY or INVARIANT above.
    FALSE

INIT
    _init

NEXT
    _next

CONSTANT
    _TETrace <- _trace

ALIAS
    _expression
=============================================================================
\* Generated on Mon Nov 23 17:39:39 UTC 2026