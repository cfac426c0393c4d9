# examples/DieHard/MCDieHarder.tla examples/DieHard/MCDieHarder.cfg
@!@!@STARTMSG 2262:0 @!@!@
...
@!@!@ENDMSG 2262 @!@!@
@!@!@STARTMSG 2187:0 @!@!@
...
@!@!@ENDMSG 2187 @!@!@
@!@!@STARTMSG 2220:0 @!@!@
Starting SANY...
@!@!@ENDMSG 2220 @!@!@
@!@!@STARTMSG 2219:0 @!@!@
SANY finished.
@!@!@ENDMSG 2219 @!@!@
@!@!@STARTMSG 2185:0 @!@!@
Starting... (DATE)
@!@!@ENDMSG 2185 @!@!@
@!@!@STARTMSG 2189:0 @!@!@
Computing initial states...
@!@!@ENDMSG 2189 @!@!@
@!@!@STARTMSG 2190:0 @!@!@
Finished computing initial states: 1 distinct state generated at DATE.
@!@!@ENDMSG 2190 @!@!@
@!@!@STARTMSG 2110:1 @!@!@
Invariant NotSolved is violated.
@!@!@ENDMSG 2110 @!@!@
@!@!@STARTMSG 2121:1 @!@!@
The behavior up to this point is:
@!@!@ENDMSG 2121 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
1: <Initial predicate>
contents = [j1 |-> 0, j2 |-> 0]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
2: <FillJug("j2") line 56, col 16 to line 56, col 63 of module DieHarder>
contents = [j1 |-> 0, j2 |-> 5]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
3: <JugToJug("j2","j1") line 62, col 7 to line 63, col 59 of module DieHarder>
contents = [j1 |-> 3, j2 |-> 2]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
4: <EmptyJug("j1") line 58, col 16 to line 58, col 53 of module DieHarder>
contents = [j1 |-> 0, j2 |-> 2]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
5: <JugToJug("j2","j1") line 62, col 7 to line 63, col 59 of module DieHarder>
contents = [j1 |-> 2, j2 |-> 0]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
6: <FillJug("j2") line 56, col 16 to line 56, col 63 of module DieHarder>
contents = [j1 |-> 2, j2 |-> 5]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
7: <JugToJug("j2","j1") line 62, col 7 to line 63, col 59 of module DieHarder>
contents = [j1 |-> 3, j2 |-> 4]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2200:0 @!@!@
Progress(7) at DATE: 73 states generated (N s/min), 14 distinct states found (N ds/min), 1 states left on queue.
@!@!@ENDMSG 2200 @!@!@
@!@!@STARTMSG 2199:0 @!@!@
73 states generated, 14 distinct states found, 1 states left on queue.
@!@!@ENDMSG 2199 @!@!@
@!@!@STARTMSG 2194:0 @!@!@
The depth of the complete state graph search is 7.
@!@!@ENDMSG 2194 @!@!@
@!@!@STARTMSG 2186:0 @!@!@
Finished in Nms at (DATE)
@!@!@ENDMSG 2186 @!@!@
exit 12
