---- MODULE tabs ----
A ==	1 +	)
====
