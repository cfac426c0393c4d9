------------------------------- MODULE TLAPS ----------------------------
\* Backend pragmas for the TLA+ Proof System (TLAPS).
\*
\* Part of the tlars standard library.  Each pragma is an ordinary
\* definition equal to TRUE; citing it in a BY or USE clause tells the
\* proof manager which backend prover (and tactic / timeout) to use for
\* that obligation.  The (*{ ... }*) annotation after each body is the
\* machine-readable tag the proof manager reads; tlars itself ignores
\* both.  Operators taking X take a timeout in seconds (SMTT also takes
\* a Z3 resource budget such as "r5"); IsaM takes an Isabelle tactic.
-------------------------------------------------------------------------
\* SMT solvers.

SimpleArithmetic == TRUE (*{ by (prover:"smt3") }*)
  \* Old name for SMT, kept for existing proofs.
SMT == TRUE (*{ by (prover:"smt3") }*)
  \* The default SMT solver (SMT-LIB translation), default timeout.
SMTT(X) == TRUE (*{ by (prover:"smt3"; timeout:@) }*)
  \* The default SMT solver with timeout X.
CVC3 == TRUE (*{ by (prover:"cvc33") }*)
  \* Legacy name; runs CVC4.
CVC3T(X) == TRUE (*{ by (prover:"cvc33"; timeout:@) }*)
  \* Legacy name; runs CVC4 with timeout X.
CVC4 == TRUE (*{ by (prover:"cvc33") }*)
  \* The CVC4 SMT solver.
CVC4T(X) == TRUE (*{ by (prover:"cvc33"; timeout:@) }*)
  \* CVC4 with timeout X.
Yices == TRUE (*{ by (prover:"yices3") }*)
  \* The Yices SMT solver.
YicesT(X) == TRUE (*{ by (prover:"yices3"; timeout:@) }*)
  \* Yices with timeout X.
veriT == TRUE (*{ by (prover:"verit") }*)
  \* The veriT SMT solver.
veriTT(X) == TRUE (*{ by (prover:"verit"; timeout:@) }*)
  \* veriT with timeout X.
Z3 == TRUE (*{ by (prover:"z33") }*)
  \* The Z3 SMT solver.
Z3T(X) == TRUE (*{ by (prover:"z33"; timeout:@) }*)
  \* Z3 with timeout X.
-------------------------------------------------------------------------
\* First-order and temporal provers.

Zipper == TRUE (*{ by (prover:"zipper") }*)
  \* The Zipperposition higher-order prover.
ZipperT(X) == TRUE (*{ by (prover:"zipper"; timeout:@) }*)
  \* Zipperposition with timeout X.
Spass == TRUE (*{ by (prover:"spass") }*)
  \* The SPASS first-order prover.
SpassT(X) == TRUE (*{ by (prover:"spass"; timeout:@) }*)
  \* SPASS with timeout X.
LS4 == TRUE (*{ by (prover:"ls4") }*)
  \* The LS4 propositional temporal logic prover.
LS4T(X) == TRUE (*{ by (prover:"ls4"; timeout:@) }*)
  \* LS4 with timeout X.
PTL == TRUE (*{ by (prover:"ls4") }*)
  \* Propositional temporal logic decision procedure (LS4).
Zenon == TRUE (*{ by (prover:"zenon") }*)
  \* The Zenon tableau prover.
ZenonT(X) == TRUE (*{ by (prover:"zenon"; timeout:@) }*)
  \* Zenon with timeout X.
-------------------------------------------------------------------------
\* Isabelle.

Isa == TRUE (*{ by (prover:"isabelle") }*)
  \* Isabelle/TLA+ with its default tactic.
IsaT(X) == TRUE (*{ by (prover:"isabelle"; timeout:@) }*)
  \* Isabelle with timeout X.
IsaM(X) == TRUE (*{ by (prover:"isabelle"; tactic:@) }*)
  \* Isabelle with the tactic named by the string X.
IsaMT(X, Y) == TRUE (*{ by (prover:"isabelle"; tactic:@; timeout:@) }*)
  \* Isabelle with tactic X and timeout Y.
IsaWithSetExtensionality == TRUE
  (*{ by (prover:"isabelle"; tactic:"(auto intro: setEqualI)") }*)
  \* Isabelle, allowed to use the set extensionality rule.

THEOREM SetExtensionality ==
  \A S, T : (\A x : (x \in S) <=> (x \in T)) => (S = T)
  \* Sets with the same elements are equal (useful to the SMT backend).

THEOREM NoSetContainsEverything == \A S : \E x : x \notin S
  \* No set contains every value; e.g. CHOOSE v : v \notin S is not in S.
-------------------------------------------------------------------------
\* Older Zenon and Isabelle pragmas, kept for compatibility.

SlowZenon == TRUE (*{ by (prover:"zenon"; timeout:20) }*)
  \* Zenon, 20 s.
SlowerZenon == TRUE (*{ by (prover:"zenon"; timeout:40) }*)
  \* Zenon, 40 s.
VerySlowZenon == TRUE (*{ by (prover:"zenon"; timeout:80) }*)
  \* Zenon, 80 s.
SlowestZenon == TRUE (*{ by (prover:"zenon"; timeout:160) }*)
  \* Zenon, 160 s.

Auto == TRUE (*{ by (prover:"isabelle"; tactic:"auto") }*)
  \* Isabelle "auto".
SlowAuto == TRUE (*{ by (prover:"isabelle"; tactic:"auto"; timeout:120) }*)
  \* Isabelle "auto", 120 s.
SlowerAuto == TRUE (*{ by (prover:"isabelle"; tactic:"auto"; timeout:480) }*)
  \* Isabelle "auto", 480 s.
SlowestAuto == TRUE (*{ by (prover:"isabelle"; tactic:"auto"; timeout:960) }*)
  \* Isabelle "auto", 960 s.

Force == TRUE (*{ by (prover:"isabelle"; tactic:"force") }*)
  \* Isabelle "force".
SlowForce == TRUE (*{ by (prover:"isabelle"; tactic:"force"; timeout:120) }*)
  \* Isabelle "force", 120 s.
SlowerForce == TRUE (*{ by (prover:"isabelle"; tactic:"force"; timeout:480) }*)
  \* Isabelle "force", 480 s.
SlowestForce == TRUE (*{ by (prover:"isabelle"; tactic:"force"; timeout:960) }*)
  \* Isabelle "force", 960 s.

SimplifyAndSolve == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp auto?") }*)
  \* Isabelle: simplify, then try "auto".
SlowSimplifyAndSolve == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp auto?"; timeout:120) }*)
  \* Same, 120 s.
SlowerSimplifyAndSolve == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp auto?"; timeout:480) }*)
  \* Same, 480 s.
SlowestSimplifyAndSolve == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp auto?"; timeout:960) }*)
  \* Same, 960 s.

Simplification == TRUE (*{ by (prover:"isabelle"; tactic:"clarsimp") }*)
  \* Isabelle "clarsimp" only.
SlowSimplification == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp"; timeout:120) }*)
  \* Same, 120 s.
SlowerSimplification == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp"; timeout:480) }*)
  \* Same, 480 s.
SlowestSimplification == TRUE
  (*{ by (prover:"isabelle"; tactic:"clarsimp"; timeout:960) }*)
  \* Same, 960 s.

Blast == TRUE (*{ by (prover:"isabelle"; tactic:"blast") }*)
  \* Isabelle's "blast" tableau prover.
SlowBlast == TRUE (*{ by (prover:"isabelle"; tactic:"blast"; timeout:120) }*)
  \* Same, 120 s.
SlowerBlast == TRUE (*{ by (prover:"isabelle"; tactic:"blast"; timeout:480) }*)
  \* Same, 480 s.
SlowestBlast == TRUE (*{ by (prover:"isabelle"; tactic:"blast"; timeout:960) }*)
  \* Same, 960 s.
AutoBlast == TRUE (*{ by (prover:"isabelle"; tactic:"auto, blast") }*)
  \* Isabelle "auto", then "blast" on what remains.
-------------------------------------------------------------------------
\* Several backends in turn, until one succeeds.

AllProvers == TRUE (*{
    by (prover:"cvc33")
    by (prover:"zenon")
    by (prover:"isabelle"; tactic:"auto")
    by (prover:"spass")
    by (prover:"smt3")
    by (prover:"yices3")
    by (prover:"verit")
    by (prover:"z33")
    by (prover:"isabelle"; tactic:"force")
    by (prover:"isabelle"; tactic:"(auto intro: setEqualI)")
    by (prover:"isabelle"; tactic:"clarsimp auto?")
    by (prover:"isabelle"; tactic:"clarsimp")
    by (prover:"isabelle"; tactic:"auto, blast")
  }*)
  \* Every backend: SMT solvers, Zenon, SPASS and Isabelle tactics.
AllProversT(X) == TRUE (*{
    by (prover:"cvc33"; timeout:@)
    by (prover:"zenon"; timeout:@)
    by (prover:"isabelle"; tactic:"auto"; timeout:@)
    by (prover:"spass"; timeout:@)
    by (prover:"smt3"; timeout:@)
    by (prover:"yices3"; timeout:@)
    by (prover:"verit"; timeout:@)
    by (prover:"z33"; timeout:@)
    by (prover:"isabelle"; tactic:"force"; timeout:@)
    by (prover:"isabelle"; tactic:"(auto intro: setEqualI)"; timeout:@)
    by (prover:"isabelle"; tactic:"clarsimp auto?"; timeout:@)
    by (prover:"isabelle"; tactic:"clarsimp"; timeout:@)
    by (prover:"isabelle"; tactic:"auto, blast"; timeout:@)
  }*)
  \* AllProvers, each attempt with timeout X.
AllSMT == TRUE (*{
    by (prover:"cvc33")
    by (prover:"smt3")
    by (prover:"yices3")
    by (prover:"verit")
    by (prover:"z33")
  }*)
  \* Every SMT solver.
AllSMTT(X) == TRUE (*{
    by (prover:"cvc33"; timeout:@)
    by (prover:"smt3"; timeout:@)
    by (prover:"yices3"; timeout:@)
    by (prover:"verit"; timeout:@)
    by (prover:"z33"; timeout:@)
  }*)
  \* AllSMT, each attempt with timeout X.
AllIsa == TRUE (*{
    by (prover:"isabelle"; tactic:"auto")
    by (prover:"isabelle"; tactic:"force")
    by (prover:"isabelle"; tactic:"(auto intro: setEqualI)")
    by (prover:"isabelle"; tactic:"clarsimp auto?")
    by (prover:"isabelle"; tactic:"clarsimp")
    by (prover:"isabelle"; tactic:"auto, blast")
  }*)
  \* Every Isabelle tactic above.
AllIsaT(X) == TRUE (*{
    by (prover:"isabelle"; tactic:"auto"; timeout:@)
    by (prover:"isabelle"; tactic:"force"; timeout:@)
    by (prover:"isabelle"; tactic:"(auto intro: setEqualI)"; timeout:@)
    by (prover:"isabelle"; tactic:"clarsimp auto?"; timeout:@)
    by (prover:"isabelle"; tactic:"clarsimp"; timeout:@)
    by (prover:"isabelle"; tactic:"auto, blast"; timeout:@)
  }*)
  \* AllIsa, each attempt with timeout X.
-------------------------------------------------------------------------
\* Proof-manager transformations of ENABLED and \cdot.

ExpandENABLED == TRUE (*{ by (prover:"expandenabled") }*)
  \* Expand occurrences of ENABLED.
ExpandCdot == TRUE (*{ by (prover:"expandcdot") }*)
  \* Expand occurrences of the action composition \cdot.
AutoUSE == TRUE (*{ by (prover:"autouse") }*)
  \* Expand the definitions needed by ExpandENABLED / ExpandCdot.
Lambdify == TRUE (*{ by (prover:"lambdify") }*)
  \* Rewrite non-nested ENABLED and \cdot into an intermediate form.
ENABLEDaxioms == TRUE (*{ by (prover:"enabledaxioms") }*)
  \* Use axioms about ENABLED.
LevelComparison == TRUE (*{ by (prover:"levelcomparison") }*)
  \* Prove by comparing expression levels.

EnabledWrapper(Op(_)) == FALSE
  \* Internal to the proof manager's representation of ENABLED.
CdotWrapper(Op(_)) == FALSE
  \* Internal to the proof manager's representation of \cdot.

Trivial == TRUE (*{ by (prover:"trivial") }*)
  \* Only the proof manager's triviality check (for testing).
=============================================================================
