---- MODULE precedence ----
\* How operator sequences group, by the TLA+ precedence ranges.
A == a + b * c - d
B == a /\ b => c \/ d
C == ~ a = b /\ c \in S \cup T
D == - a ^ 2 + - b
E == SUBSET S \ T
F == x' = x + 1 /\ UNCHANGED <<y, z>>
G == A \X B \X C
H == (A \X B) \X C
I == a \o b \o c
J == f[x][y].fld'
K == [] <> P => <>[] Q
L == [][Next]_vars /\ WF_vars(Next) /\ SF_<<x, y>>(A)
M == a .. b \cap c
N == x \notin S \/ DOMAIN f \subseteq T
O == a :> 1 @@ b :> 2
P == -5 - -3
====
