---- MODULE Exec ----
\* A spec that runs an external command (`echo`) as its initial state is
\* computed: `tlars diff` compares it only with --allow-io, since TLC runs
\* the command unasked.
EXTENDS Naturals, IOUtils
VARIABLE x
Init == x = IOExec(<<"echo", "hi">>).exitValue
Next == x < 2 /\ x' = x + 1
====
