---- MODULE resolve_missing_module ----
EXTENDS Naturals, NoSuchModule
I == INSTANCE AlsoMissing
====
