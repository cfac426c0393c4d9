(module unicode
  (def A (/\* (\in x S) (\/ (\notin y T) (/= z 1))))
  (def B (forall [(a S)] (exists [(b T)] (=> (\leq a b) (\in (tuple a b) (\X S T))))))
  (def C (/\ (/\ (/\ ([] (<> P)) (~> P Q)) (record (x 1))) (fnset S T)))
  (def D (\cap (\cup S T) U))
)
