---- MODULE BigIntegers ----
\* Integers past TLC's 32 bits with `tlars check --big-integers`
\* (BigIntegers.bigint.cfg): factorial of 30, 2^100, \div and % of big and
\* negative operands (rounding down, % in 0..b-1, as TLC's Integers), the
\* bounds of i64 crossed both ways, a set of big and small integers in
\* order, and big numbers in states and in the trace of a violation.
\* Without the option (BigIntegers.cfg) the first ASSUME is TLC's
\* "Overflow when computing" error, as TLC reports it.
EXTENDS Integers, FiniteSets, TLC
VARIABLES x, n
Fact[k \in 0..30] == IF k = 0 THEN 1 ELSE k * Fact[k - 1]
Max64 == 2^62 + (2^62 - 1)
Min64 == -Max64 - 1
ASSUME PrintT(Fact[30])
ASSUME PrintT(2^100)
ASSUME PrintT(<<(2^64) \div 3, (2^64) % 3, (-(2^64)) \div 3, (-(2^64)) % 3,
                (2^64) \div (-3), (2^64 + 1) \div (2^32), (-(2^64) - 1) % (2^32)>>)
ASSUME PrintT(<<Max64 + 1, Min64 - 1, -Min64, Min64 \div (-1), (Max64 + 1) - 1,
                (Min64 - 1) + 1, Max64 * Max64, Min64 * (-1), (-2)^63, (-2)^64>>)
ASSUME PrintT({2^70, -(2^70), 3, -5, Max64 + 1, Max64, Min64, Min64 - 1, 0})
ASSUME /\ Max64 + 1 > Max64 /\ Min64 - 1 < Min64 /\ 2^64 = 2^32 * 2^32
       /\ (Max64 + 1) - 1 = Max64 /\ 2^64 \in Nat /\ -(2^64) \notin Nat
       /\ 2^64 \notin 1..10 /\ Cardinality({2^64, 2^32 * 2^32, 2^64 + 1}) = 2
       /\ Fact[30] \div Fact[29] = 30 /\ Fact[30] % Fact[29] = 0
Init == x = 1 /\ n = 0
Next == n < 4 /\ x' = x * (-(2^40)) /\ n' = n + 1
Small == x < 2^100
====
