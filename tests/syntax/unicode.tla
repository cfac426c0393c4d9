---- MODULE unicode ----
\* Unicode spellings are the same operators as their ASCII forms.
A ≜ ∧ x ∈ S
    ∧ y ∉ T ∨ z ≠ 1
B ≜ ∀ a ∈ S : ∃ b ∈ T : a ≤ b ⇒ ⟨a, b⟩ ∈ S × T
C ≜ □◇P ∧ (P ↝ Q) ∧ [x ↦ 1] ∧ [S → T]
D ≜ (S ∪ T) ∩ U
====
