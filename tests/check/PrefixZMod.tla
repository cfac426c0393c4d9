---- MODULE PrefixZMod ----
EXTENDS Integers
CONSTANT K
a $$ b == (a + b) % K
a (+) b == (a * b) % K
====
