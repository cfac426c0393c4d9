---- MODULE duplicate_record_field ----
\* A field may appear once in a record constructor or a set of records.
Foo == [a |-> 1, b |-> 2, a |-> 1]
Bar == [a : {1}, b : {2}, a : {1}]
====
