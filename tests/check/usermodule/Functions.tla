---- MODULE Functions ----
\* The user's own module, named like the community module.
Range(f) == 42
====
