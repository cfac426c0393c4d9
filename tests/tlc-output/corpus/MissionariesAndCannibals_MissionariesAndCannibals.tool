# examples/MissionariesAndCannibals/MissionariesAndCannibals.tla examples/MissionariesAndCannibals/MissionariesAndCannibals.cfg
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
Invariant Solution is violated.
@!@!@ENDMSG 2110 @!@!@
@!@!@STARTMSG 2121:1 @!@!@
The behavior up to this point is:
@!@!@ENDMSG 2121 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
1: <Initial predicate>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {m1, m2, m3, c1, c2, c3}, W |-> {}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
2: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {m2, m3, c2, c3}, W |-> {m1, c1}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
3: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {m1, m2, m3, c2, c3}, W |-> {c1}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
4: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {m1, m2, m3}, W |-> {c1, c2, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
5: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {m1, m2, m3, c1}, W |-> {c2, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
6: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {m3, c1}, W |-> {m1, m2, c2, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
7: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {m1, m3, c1, c2}, W |-> {m2, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
8: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {c1, c2}, W |-> {m1, m2, m3, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
9: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {c1, c2, c3}, W |-> {m1, m2, m3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
10: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {c3}, W |-> {m1, m2, m3, c1, c2}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
11: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "E"
/\ who_is_on_bank = [E |-> {m1, c3}, W |-> {m2, m3, c1, c2}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2217:4 @!@!@
12: <Next line 188, col 9 to line 189, col 33 of module MissionariesAndCannibals>
/\ bank_of_boat = "W"
/\ who_is_on_bank = [E |-> {}, W |-> {m1, m2, m3, c1, c2, c3}]

@!@!@ENDMSG 2217 @!@!@
@!@!@STARTMSG 2200:0 @!@!@
Progress(12) at DATE: 225 states generated (N s/min), 61 distinct states found (N ds/min), 11 states left on queue.
@!@!@ENDMSG 2200 @!@!@
@!@!@STARTMSG 2199:0 @!@!@
225 states generated, 61 distinct states found, 11 states left on queue.
@!@!@ENDMSG 2199 @!@!@
@!@!@STARTMSG 2194:0 @!@!@
The depth of the complete state graph search is 12.
@!@!@ENDMSG 2194 @!@!@
@!@!@STARTMSG 2186:0 @!@!@
Finished in Nms at (DATE)
@!@!@ENDMSG 2186 @!@!@
exit 12
