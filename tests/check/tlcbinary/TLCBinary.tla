---- MODULE TLCBinary ----
\* IOUtils' IOSerialize and IODeserialize: values in TLC's binary format.
\* value.bin was written by TLC's IOSerialize (gzip-compressed) from Value;
\* reading it back gives Value, and so does a round trip through a file
\* tlars writes, compressed or not.
EXTENDS Integers, Sequences, TLC, IOUtils
VARIABLE x
Value == <<[op |-> "w", waiter |-> "c"], {1, 2, 3}, 2..5, [i \in {"a", "b"} |-> i],
           (3 :> TRUE @@ 7 :> FALSE), <<>>, {}, "", -17, [k \in 1..3 |-> {k}], {<<1>>, <<1, 2>>}>>
Written == IOSerialize(Value, "tests/check/tlcbinary/value.bin", TRUE) /\ x = 0
Init == x = IODeserialize("tests/check/tlcbinary/value.bin", TRUE)
RoundTrip ==
  /\ IOSerialize(Value, "target/tlars-roundtrip.bin", FALSE)
  /\ IOSerialize(Value, "target/tlars-roundtrip.gz", TRUE)
  /\ x = <<IODeserialize("target/tlars-roundtrip.bin", FALSE), IODeserialize("target/tlars-roundtrip.gz", TRUE)>>
Next == UNCHANGED x
Same == x = Value
SameTwice == x = <<Value, Value>>
====
