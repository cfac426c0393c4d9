---- MODULE AssertErrorOp ----
\* TLCExt's AssertError(err, exp) is TRUE when evaluating exp fails with the
\* message err, FALSE when it fails otherwise or does not fail; err must be
\* written as a string.
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
ASSUME AssertError("The first argument of Assert evaluated to FALSE; the second argument was:\n\"boom\"", Assert(FALSE, "boom"))
ASSUME ~AssertError("The first argument of Assert evaluated to FALSE; the second argument was:\n\"boom\"", Assert(FALSE, "bang"))
ASSUME ~AssertError("The first argument of Assert evaluated to FALSE; the second argument was:\n\"boom\"", TRUE)
Init == x = 0
Next == x < 3 /\ x' = x + 1 /\ AssertError("The first argument of Assert evaluated to FALSE; the second argument was:\n\"boom\"", Assert(x' > 5, "boom"))
NotLiteral == "boom"
NextNotLiteral == x' = x /\ AssertError(NotLiteral, TRUE)
====
