------------------------- MODULE CommunityAnimation -------------------------
\* The community modules for pictures of states (SVG, GraphViz) and
\* Quorum: SVG's Java-computed operators (SVGElemToString, NodeOfRingNetwork,
\* PointOnLine), GraphViz's DOT text (node names are TLC's fingerprints
\* with -fp 0), quorum systems; SVG texts in an ALIAS.
EXTENDS SVG, GraphViz, Quorum, Integers, Sequences, FiniteSets, TLC

Pic == Group(<<Circle(10, 20, 5, [fill |-> "red", stroke_width |-> "2"]),
               Line(0, 0, 10, -10, <<>>),
               Rect(1, 2, 3, 4, [rx |-> "1"]),
               Text(5, 5, "<<x, y>>", [font_size |-> "9"]),
               Image(0, 0, 8, 8, "a.png", <<>>)>>, [transform |-> "scale(2)"])
ASSUME PrintT(SVGElemToString(Pic))
ASSUME PrintT(SVGElemToString(SVGDoc(Pic, 0, 0, 100, 50, <<>>)))
ASSUME PrintT(SVGElemToString(Svg([a |-> Text(1, 1, "A", <<>>), b |-> Text(2, 2, "B", <<>>)], <<>>)))
ASSUME PrintT(SVGElemToString(SVGElem("g", <<>>, [i \in {3, 1} |-> Text(i, 1, "t", <<>>)], "")))
ASSUME PrintT(<<[i \in 0..5 |-> NodeOfRingNetwork(50, 50, 40, i, 6)], NodeOfRingNetwork(0, 0, 10, 1, 0),
                NodeOfRingNetwork(-3, 7, 0, 2, 3), NodeOfRingNetwork(0, 0, 100, -1, 8)>>)
ASSUME PrintT(<<PointOnLine([x |-> 0, y |-> 0], [x |-> 10, y |-> -7], 2),
                PointOnLine([x |-> 3, y |-> 3], [x |-> -4, y |-> 3], 3),
                PointOnLine([x |-> 1, y |-> 2], [x |-> 5, y |-> 6], 0),
                PointOnLine([x |-> 1, y |-> 2], [x |-> 1, y |-> 6], -1)>>)

ASSUME PrintT(DotDiGraph([node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 3>>}],
                         LAMBDA n : "n" \o ToString(n), LAMBDA e : e[1] + e[2]))
ASSUME PrintT(DotDiGraph([node |-> {"a", "b"}, edge |-> {<<"a", "b">>}], LAMBDA n : n, LAMBDA e : <<e, TRUE>>))
ASSUME PrintT(DotDiGraph([node |-> {<<1, "x">>, <<>>}, edge |-> {<<<<>>, <<1, "x">>>>}], LAMBDA n : {n}, LAMBDA e : e))
ASSUME PrintT(DotDiGraph([node |-> {[a |-> 1], [a |-> 2, b |-> {}]}, edge |-> {}], LAMBDA n : n, LAMBDA e : e))
ASSUME PrintT(DotDiGraph([node |-> {}, edge |-> {}], LAMBDA n : n, LAMBDA e : e))

ASSUME PrintT(<<QuorumSystem({}), QuorumSystem({1}), Cardinality(QuorumSystem({1, 2, 3})),
                {Q \in SUBSET {1, 2, 3} : 2 * Cardinality(Q) > 3} \in QuorumSystem({1, 2, 3})>>)

VARIABLE frame
Init == frame = 0
Next == frame < 3 /\ frame' = frame + 1
Alias == [frame |-> frame, svg |-> SVGElemToString(Circle(frame, frame, 1, <<>>)),
          pos |-> NodeOfRingNetwork(0, 0, 10, frame, 4)]
Inv == frame < 3

\* Arguments TLC's Java code refuses (one invariant per variant).
AttrNotAString == SVGElemToString([name |-> "a", attrs |-> [x |-> frame], children |-> <<>>, innerText |-> ""]) # ""
ChildNotAnElement == SVGElemToString(Group(<<Circle(0, 0, 1, <<>>), frame>>, <<>>)) # ""
PointNotARecord == PointOnLine(frame, [x |-> 1, y |-> 1], 2) = frame
=============================================================================
