---- MODULE unicode_operators ----
EXTENDS Naturals, Sequences
CONSTANT S
VARIABLE x
Init ≜ x ∈ S
Pair ≜ ⟨1, 2⟩
Both(a, b) ≜ a ∧ b
Either(a, b) ≜ a ∨ b
Not(a) ≜ ¬a
Sub(A, B) ≜ A ⊆ B ∧ A ∪ B = B ∧ A ∩ B = A
Ineq(a, b) ≜ a ≤ b ∧ b ≥ a ∧ a ≠ b + 1
Imp(a, b) ≜ (a ⇒ b) ≡ (¬a ∨ b)
All ≜ ∀ y ∈ S : ∃ z ∈ S : y = z
Fn ≜ [y ∈ S ↦ y]
Next ≜ x' ∈ S
Spec ≜ Init ∧ □[Next]_x
Live ≜ ◇(x ∈ S)
Bulleted ≜ ∧ x ∈ S
           ∧ ∨ x = x
             ∨ x ≠ x
====
