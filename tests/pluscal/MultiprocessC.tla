---- MODULE MultiprocessC ----
EXTENDS Naturals
CONSTANT N
(* --algorithm MultiprocessC {
  variables count = 0, log = {};
  process (Worker \in 1..N)
    variables mine = self * 10, tmp \in {0, 1};
  {
    W1: count := count + 1;
        mine := mine + tmp;
    W2: log := log \cup {mine}
  }
  process (Boss = 0)
    variables seen = 0;
  {
    B1: await count = N;
        seen := count
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION

CountOK == count \in 0..N
====
