---- MODULE unicode_broken ----
A ≜ ∧ 1
    ∧ ≜ 2
B ≜ ⟨1, 2
C ≜ ∀ x ∈ : x
D ≜ 1 ∈ ∉ {}
E ≜ 1
====
