---- MODULE proof_broken ----
THEOREM T == TRUE
<1>1. TRUE
  BY
<1>2. QED
====
