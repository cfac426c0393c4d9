---- MODULE level_builtin_args ----
\* The arguments of =, \in, set and tuple constructors, function
\* application and the like may be at most actions (SANY: "Level error in
\* applying operator $SetEnumerate" and the like); a parameter passed to
\* one takes that limit too.
VARIABLE x
P == x = 1
Eq == x = []P
Set == {[]P}
Tup == <<x, <>P>>
App == [i \in {1} |-> x][[]P]
S(a) == {a}
UseS == S([]P)
====
