---- MODULE InstanceLambda ----
\* An operator parameter of an instanced module replaced by a LAMBDA: its
\* applications inside the module apply the LAMBDA.
EXTENDS Naturals
VARIABLE n
M == INSTANCE InstanceLambdaOps WITH Step <- LAMBDA k : 2 * k + 1, Start <- 1, v <- n
Init == M!Init
Next == M!Next
Inv == n % 2 = 1
====
