---- MODULE SetOperands ----
\* TLC evaluates every operand of a set expression where it evaluates the
\* expression (only a comprehension's predicate waits for membership): an
\* operand that fails is an error even where membership could be decided
\* by another operand.
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x = {}
Next == x' = x
Cap == {1, 2} \subseteq (x \cap (0..N))
InCap == ~(1 \in (x \cap (0..N)))
Cup == 1 \in ({1} \cup (0..N))
WithFilter == ~(1 \in ({k \in Nat : k > 5} \cap (0..N)))
Subset == ~(1 \in SUBSET (0..N))
FnSet == ~(1 \in [{1} -> 0..N])
Product == ~(1 \in ({k \in Nat : k > 5} \X (0..N)))
Good == 1 \in ({k \in Nat : k > 0} \cap (0..2))
====
