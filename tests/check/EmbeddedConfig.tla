---- MODULE EmbeddedConfig ----
\* Given a .tla file as its configuration, TLC reads the file's
\* `---- CONFIG Name ----` section (checked by `tlars check EmbeddedConfig.tla
\* --cfg EmbeddedConfig.tla`).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Small == x < 2
====

---- CONFIG EmbeddedConfig ----
INIT Init
NEXT Next
INVARIANT Small
====
