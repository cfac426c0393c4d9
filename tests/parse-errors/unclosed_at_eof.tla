---- MODULE unclosed_at_eof ----
S == {1, 2, (3
