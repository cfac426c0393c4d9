-------------------------- MODULE CommunityGraphs --------------------------
\* The built-in Graphs, UndirectedGraphs, Relation and VectorClocks modules.
EXTENDS Relation, FiniteSets, Naturals, Sequences, TLC

D == INSTANCE Graphs
U == INSTANCE UndirectedGraphs
V == INSTANCE VectorClocks

G1 == [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>}]
G2 == [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 1>>}]
T1 == [node |-> {1, 2, 3}, edge |-> {<<2, 1>>, <<3, 1>>}]
H1 == [node |-> {1, 2, 3, 4}, edge |-> {{1, 2}, {3}}]

ASSUME PrintT(<<"directed", D!IsDirectedGraph(G1), D!IsDirectedGraph([node |-> {1}, edge |-> {<<1, 2>>}]),
                D!Transpose(G1), D!IsUndirectedGraph(G1), D!IsUndirectedGraph(G2)>>)
ASSUME PrintT(<<"subgraphs", D!DirectedSubgraph([node |-> {1}, edge |-> {<<1, 1>>}]),
                Cardinality(D!UndirectedSubgraph(G2))>>)
ASSUME PrintT(<<"paths", D!SimplePath(G1),
                D!AreConnectedIn(1, 3, G1), D!AreConnectedIn(3, 1, G1),
                D!IsStronglyConnected(G1), D!IsStronglyConnected([node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 1>>}])>>)
ASSUME PrintT(<<"connections", D!ConnectionsIn(G1), D!IsTreeWithRoot(T1, 1), D!IsTreeWithRoot(G1, 1)>>)
ASSUME PrintT(<<"undirected", U!IsUndirectedGraph(H1), U!IsLoopFreeUndirectedGraph(H1),
                Cardinality(U!UndirectedSubgraph(H1)),
                U!SimplePath([node |-> {1, 2}, edge |-> {{1, 2}}]),
                U!ConnectedComponents(H1), U!AreConnectedIn(2, 1, H1), U!AreConnectedIn(3, 1, H1),
                U!IsStronglyConnected(H1)>>)

Lt == [p \in (1..3) \X (1..3) |-> p[1] < p[2]]
Succ == [p \in (1..4) \X (1..4) |-> p[2] = p[1] + 1]
ASSUME PrintT(<<"relation", IsReflexive(Lt, 1..3), IsIrreflexive(Lt, 1..3), IsSymmetric(Lt, 1..3),
                IsAntiSymmetric(Lt, 1..3), IsAsymmetric(Lt, 1..3), IsTransitive(Lt, 1..3),
                IsStrictlyPartiallyOrdered(Lt, 1..3), IsPartiallyOrdered(Lt, 1..3),
                IsStrictlyTotallyOrdered(Lt, 1..3), IsTotallyOrdered(Lt, 1..3)>>)
ASSUME PrintT(<<"under", IsReflexiveUnder(\leq, 1..3), IsIrreflexiveUnder(<, 1..3),
                IsSymmetricUnder(LAMBDA a, b : a = b, 1..3), IsAntiSymmetricUnder(\leq, 1..3),
                IsAsymmetricUnder(<, 1..3), IsTransitiveUnder(LAMBDA a, b : a # b, 1..3),
                IsStrictlyPartiallyOrderedUnder(<, 1..3), IsPartiallyOrderedUnder(\leq, 1..3),
                IsStrictlyTotallyOrderedUnder(<, 1..3), IsTotallyOrderedUnder(\leq, 1..3)>>)
ASSUME PrintT(<<"closure", TransitiveClosure(Succ, 1..4) = [p \in (1..4) \X (1..4) |-> p[1] < p[2]],
                ReflexiveTransitiveClosure(Succ, 1..4)[3, 3], IsConnected(Succ, 1..4),
                IsConnected([p \in (1..2) \X (1..2) |-> TRUE], 1..2)>>)

Log == << [n |-> 0, vc |-> (0 :> 1)],
          [n |-> 1, vc |-> (0 :> 1 @@ 1 :> 1)],
          [n |-> 0, vc |-> (0 :> 2)] >>
ASSUME PrintT(<<"clocks", V!IsCausalOrder(Log, LAMBDA e : e.vc),
                V!IsCausalOrder(<<Log[2], Log[1]>>, LAMBDA e : e.vc),
                V!CausalOrder(<<Log[2], Log[1]>>, LAMBDA e : e.vc, LAMBDA e : e.n, LAMBDA c : DOMAIN c)>>)

VARIABLE E
Init == E = {}
Next == \E e \in {1, 2} \X {1, 2} : e \notin E /\ E' = E \cup {e}
Inv == D!AreConnectedIn(1, 2, [node |-> {1, 2}, edge |-> E]) = D!ConnectionsIn([node |-> {1, 2}, edge |-> E])[1, 2]
=============================================================================
