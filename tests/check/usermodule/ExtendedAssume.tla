---- MODULE ExtendedAssume ----
\* The ASSUMEs of a module the root EXTENDS are the root's own (SANY copies
\* an extendee's assumptions, its own extendees' first): TLC checks them
\* before the root's, and a false one is exit 10 naming its module.
EXTENDS AssumeLib
VARIABLE x
ASSUME PrintT(<<"root", N>>)
Init == x = 0
Next == x' = x
====
