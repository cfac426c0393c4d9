---- MODULE level_param_chain ----
\* The limit a body puts on a parameter passes through definitions that
\* hand the parameter on (G, H, a LET) and through operator arguments
\* (Ap applies its operator to x', which F does not accept; Q applies
\* F to its second argument). SANY reports each application.
VARIABLE x
F(a) == a'
G(b) == F(b)
H(c) == LET K == G(c) IN K /\ x = 1
BadChain == H(x')
Ap(Op(_)) == Op(x')
BadOpArg == Ap(F)
Q(Op(_), v) == Op(v)
BadPassed == Q(F, x')
BadLambda == Ap(LAMBDA e : (e')')
====
