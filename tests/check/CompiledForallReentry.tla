---- MODULE CompiledForallReentry ----
\* A \A in an action whose body branches: TLC takes each instance as a
\* conjunct, so the later instances run inside the earlier ones' branches.
\* What an instance binds (its own variable, an \E's two variables, a LET
\* value) must still hold when a later instance returns: compiled code
\* once read the later instance's values there (difffuzz seed 181496).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0

Pairs == /\ \A <<a, b>> \in (0..1) \X {0} : \E i, j \in 1..2 : i <= j
         /\ x' = (x + 1) % 3
         /\ UNCHANGED y
Lets == /\ \A a \in {0, 1, 2} : (LET d == a + x IN d # 1 \/ d = a + 1)
        /\ y' = (y + 1) % 2
        /\ UNCHANGED x
Next == Pairs \/ Lets
====
