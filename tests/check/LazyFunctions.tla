---- MODULE LazyFunctions ----
\* A function over a domain that cannot be enumerated (Int, Nat, a product
\* of them) is kept unbuilt, as TLC keeps it: EXCEPT on it keeps the
\* exceptions (nested ones, `@`, several arguments, records holding such
\* functions), application consults them first, DOMAIN is the domain
\* unlisted. Only what must build the function fails: comparing it.
EXTENDS Integers, TLC
VARIABLE x
Init == x = 0
Next == UNCHANGED x

inc[i \in Int] == i + 1
pair[i, j \in Nat] == <<i, j>>

Inv ==
  LET g == [inc EXCEPT ![3] = 30, ![4] = @ * 10]
      h == [inc EXCEPT ![2] = [k \in Nat |-> @ + k], ![2][5] = 0]
      r == [a |-> [i \in Int |-> -i], b |-> 1]
      p == [pair EXCEPT ![1, 2] = <<0, 0>>, ![<<3, 4>>][2] = 9]
      q == [[n \in Nat |-> [m |-> n]] EXCEPT ![7].m = "seven"]
  IN /\ x = 0
     /\ PrintT(<<g[3], g[4], g[5]>>)
     /\ PrintT(<<h[2][5], h[2][6], h[1]>>)
     /\ PrintT(<<r.a[4], [r EXCEPT !.a[4] = 0].a[4], [r EXCEPT !.a[4] = 0].a[5]>>)
     /\ PrintT(<<p[1, 2], p[3, 4], p[5, 6], p[<<1, 2>>]>>)
     /\ PrintT(<<q[7].m, q[8].m>>)
     /\ PrintT(<<-3 \in DOMAIN g, <<1, 2>> \in DOMAIN p, <<-1, 2>> \in DOMAIN p>>)
     /\ PrintT([g EXCEPT ![-5] = 1][-5])

\* Equality builds both sides, which TLC cannot: its error.
Equality == x = 0 /\ PrintT([i \in Nat |-> i] = [i \in Nat |-> i])
====
