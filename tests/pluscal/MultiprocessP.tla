---- MODULE MultiprocessP ----
EXTENDS Naturals
CONSTANT N
(* --algorithm MultiprocessP
variables count = 0, log = {};
process Worker \in 1..N
variables mine = self * 10, tmp \in {0, 1};
begin
  W1: count := count + 1;
      mine := mine + tmp;
  W2: log := log \cup {mine};
end process;
process Boss = 0
variables seen = 0;
begin
  B1: await count = N;
      seen := count;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION

CountOK == count \in 0..N
====
