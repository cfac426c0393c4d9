---- MODULE bullets_tricky ----
EXTENDS Naturals
VARIABLES x, y
Next ==
  /\ \/ x' = x + 1
     \/ x' = x - 1
  /\ IF x > 0
       THEN /\ y' = 1
            /\ TRUE
       ELSE /\ y' = 2
  /\ \A i \in 1..2 : /\ i > 0
                     /\ i < 3
  /\ LET z == /\ x > 0
              /\ y > 0
     IN z \/ ~z
  /\ CASE x = 0 -> /\ TRUE
                   /\ TRUE
       [] OTHER -> FALSE
  /\ (/\ x = x
      /\ y = y)
  /\ x = x /\ y = y
Continued == /\ x = 1
             /\ y = 2
   /\ x = 3
====
