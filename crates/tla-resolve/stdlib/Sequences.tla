---------------------------- MODULE Sequences ---------------------------
\* Finite sequences.  A sequence of length n is a function with domain
\* 1 .. n; tuples <<a, b, c>> are sequences too.
\*
\* Part of the tlars standard library.  tlars evaluates these operators
\* natively; the definitions below give their meaning.  Naturals is
\* instantiated LOCALly, so it is used here but not exported.
\* The lexer maps  \circ  to  \o , so only  \o  is defined.

LOCAL INSTANCE Naturals

Seq(S) == UNION {[1 .. n -> S] : n \in Nat}
  \* The set of all finite sequences whose elements are in S.

Len(s) == CHOOSE n \in Nat : DOMAIN s = 1 .. n
  \* The number of elements of sequence s.

s \o t == [i \in 1 .. (Len(s) + Len(t)) |->
             IF i > Len(s) THEN t[i - Len(s)] ELSE s[i]]
  \* Concatenation: the elements of s followed by those of t.

Append(s, e) == [i \in 1 .. (Len(s) + 1) |->
                   IF i = Len(s) + 1 THEN e ELSE s[i]]
  \* Sequence s with element e added at the end.

Head(s) == s[1]
  \* The first element of a non-empty sequence.

Tail(s) == CASE Len(s) > 0 -> [i \in 1 .. (Len(s) - 1) |-> s[i + 1]]
  \* All but the first element; undefined (an error) for << >>.

SubSeq(s, m, n) == [i \in 1 .. (n - m + 1) |-> s[m + i - 1]]
  \* The elements s[m], ..., s[n]; empty when n < m.

SelectSeq(s, Test(_)) ==
  LET \* Kept[k] is the selection made from the first k elements of s.
      Kept[k \in 0 .. Len(s)] ==
        IF k = 0 THEN << >>
        ELSE IF Test(s[k]) THEN Append(Kept[k - 1], s[k])
                           ELSE Kept[k - 1]
  IN  Kept[Len(s)]
  \* The elements e of s with Test(e) true, in their original order.
=============================================================================
