---- MODULE ConfigSyntax ----
\* A configuration that does not parse makes TLC's parser throw, which TLC
\* reports as an unexpected exception: exit 255, where the directives it
\* refuses together or names it cannot find are its configuration errors
\* (151). An unknown keyword, a keyword twice, a missing value, a number
\* past 32 bits.
CONSTANT N
VARIABLE x
Init == x = 0
Next == x' = x
====
