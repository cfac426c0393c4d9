(module layout
  (def A (/\* a (\/* b c) d))
  (def B (\/* (/\* a b) (/\ c d)))
  (def C (/\* (if a (/\* b c) d) e))
  (def D (\/ (/\* a b) c))
  (def E (/\* (exists [(x S)] (/\* (P x) (Q x))) R))
  (def F (/\ (/\* a) b))
)
