---- MODULE ActionLevelProperty ----
\* An action-level formula under PROPERTY is TLC's configuration error.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Grows == x' > x
====
