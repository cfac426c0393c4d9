---- MODULE Legend ----
\* Fifteen operators, each a self-loop: TLC's legend lists them in the
\* order of a Java HashMap of their names, past the size (12) where it
\* doubles its table.
VARIABLE x
Init == x = 0
Go == x' = x
Stop == x' = x
Wait == x' = x
Run == x' = x
Jump == x' = x
Walk == x' = x
Swim == x' = x
Fly == x' = x
Read == x' = x
Write == x' = x
Open == x' = x
Close == x' = x
Send == x' = x
Recv == x' = x
Ack == x' = x
Next == Go \/ Stop \/ Wait \/ Run \/ Jump \/ Walk \/ Swim \/ Fly \/ Read \/ Write \/ Open \/ Close \/ Send \/ Recv \/ Ack
====
