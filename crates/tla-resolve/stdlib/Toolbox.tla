------------------------------ MODULE Toolbox ---------------------------
\* Definitions used by trace-exploration tooling (originally the TLA+
\* Toolbox's Trace Explorer).  The tool substitutes the real trace.
\*
\* Part of the tlars standard library.  Naturals, FiniteSets and TLC are
\* instantiated LOCALly: used here, not exported.

LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC
-------------------------------------------------------------------------
_TETrace == CHOOSE tr \in [Nat \ {0} -> STRING] : TRUE
  \* The trace being explored, indexed from 1.  Supplied by the tool.

LOCAL _TETraceLength == Cardinality(DOMAIN _TETrace)
  \* Number of states in the explored trace.

_TEPosition ==
  LET lvl == TLCGet("level")
  IN  IF lvl >= _TETraceLength THEN _TETraceLength
      ELSE IF lvl = 0 THEN 1
      ELSE lvl
  \* The 1-based position in the explored trace of the state currently
  \* being evaluated: TLCGet("level"), clamped to the trace length and
  \* with level 0 treated as position 1.
=============================================================================
