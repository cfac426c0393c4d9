----------------------------- MODULE RealTime ---------------------------
\* Real-time specifications: a variable now holding the current time,
\* and timing bounds on actions (see "Specifying Systems", chapter 9).
\* Not model-checkable in general, since time ranges over the reals.
\*
\* Part of the tlars standard library.  Exports everything from Reals.

EXTENDS Reals

VARIABLE now
  \* The current time, a real number.
-------------------------------------------------------------------------
RTBound(A, v, D, E) ==
  LET Step == <<A>>_v
      \* clock t: how long Step has been continuously enabled without
      \* occurring; reset to 0 when Step occurs or becomes disabled.
      ClockNext(t) ==
        t' = IF Step \/ ~(ENABLED Step)' THEN 0 ELSE t + (now' - now)
      Clock(t)      == (t = 0) /\ [][ClockNext(t)]_<<t, v, now>>
      NotTooLate(t) == [](t \leq E)
      NotTooSoon(t) == [][A => (t \geq D)]_v
  IN  \EE t : Clock(t) /\ NotTooLate(t) /\ NotTooSoon(t)
  \* An <<A>>_v step can happen only after A has been continuously
  \* enabled for at least D time units, and A cannot stay continuously
  \* enabled for more than E time units without such a step.

RTnow(v) ==
  LET Tick == /\ now' \in {r \in Real : r > now}
              /\ UNCHANGED v
  IN  /\ now \in Real
      /\ [][Tick]_now
      /\ \A r \in Real : WF_now(Tick /\ (now' > r))
  \* now is a real that only increases, never while v changes, and grows
  \* without bound (no Zeno behaviors).
=============================================================================
