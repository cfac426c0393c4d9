---- MODULE recursive_and_case ----
EXTENDS Integers
RECURSIVE Fact(_), Even(_), Odd(_)
Fact(n) == IF n = 0 THEN 1 ELSE n * Fact(n - 1)
Even(n) == IF n = 0 THEN TRUE ELSE Odd(n - 1)
Odd(n) == IF n = 0 THEN FALSE ELSE Even(n - 1)
Sign(n) == CASE n > 0 -> 1
             [] n < 0 -> -1
             [] OTHER -> CASE n = 0 -> 0
                           [] OTHER -> 42
Nested(a, b) == CASE a -> (CASE b -> 1 [] OTHER -> 2)
                  [] OTHER -> 3
LetRec == LET RECURSIVE Sum(_)
              Sum(k) == IF k = 0 THEN 0 ELSE k + Sum(k - 1)
              Twice(k) == 2 * k
          IN Twice(Sum(4))
====
