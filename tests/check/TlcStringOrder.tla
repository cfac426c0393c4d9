---- MODULE TlcStringOrder ----
\* TLC orders strings, model values and record fields by when it first
\* interned them: the configuration's values first, then built-in names
\* (STRING, TRUE, ...), then every token of every module as SANY reads
\* them (this module, then TLC's own modules: TLC, _TLCTrace, Naturals,
\* ...), then the contents of the string literals.
EXTENDS TLC
CONSTANT Procs, Leader, Mode
VARIABLE v
\* "a" and "b" are identifiers of TLC's module TLC, met a before b.
ASSUME PrintT(CHOOSE s \in {"b", "a"} : TRUE)
\* Built-in words, words of this module, then of TLC's modules.
ASSUME PrintT({"zz", "IF", "Nat", "STRING", "TRUE", "level", "Print", "s", "distinct", "Cardinality"})
\* Model values in the order the configuration writes them.
ASSUME PrintT(Procs)
ASSUME PrintT(CHOOSE p \in Procs : TRUE)
ASSUME PrintT(<<Leader, Mode>>)
ASSUME PrintT({"ab", "zzmode", "green", "red"})
\* A record's fields: red is met in the configuration.
ASSUME PrintT([zeta |-> 1, green |-> 2, red |-> 3])
Named(r) == r.name
Init == v = [tags |-> {"zz", "a", "Nat"}, name |-> "b"]
Next == v' = [v EXCEPT !.name = "a", !.tags = @ \cup {"IF", "STRING"}]
Inv == Named(v) = "b"
====
