---- MODULE Arithmetic ----
EXTENDS Integers
FloorDiv == <<(-1) \div 2, (-7) \div 2, 7 \div (-2), (-7) % 2, 7 % 3>>
Power == <<2^10, 0^0, (-2)^3>>
Ranges == <<-3..-1, 3..1>>
DivByZero == 1 \div 0
ModByZero == 1 % 0
NegativeMod == 5 % (-3)
Compare == <<1 < 2, 2 <= 2, -1 > 0, 3 >= 4>>
MinusKinds == 1 - "a"
====
