---- MODULE SubstOrder ----
\* TLC checks the configuration's `<-` in the order of the root module's
\* constants, then its definitions (as SANY lists them), and only then
\* the names it does not have: the first error in that order is reported.
EXTENDS Naturals
CONSTANTS Zeta, Alpha
VARIABLE x
Lim == 3
AltLim == 2
Other == 1
Init == x = 0
Next == x' = (x + 1) % Lim
====
