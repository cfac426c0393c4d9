------------------------- MODULE CommunityGraphOps -------------------------
\* Every operator of the built-in Graphs and UndirectedGraphs modules on
\* loops, graphs without nodes or edges, edges leaving the node set and
\* elements of G.edge that are no edges; the operators TLC computes with
\* Java code (SimplePath, AreConnectedIn, IsStronglyConnected of Graphs;
\* SimplePath, AreConnectedIn, ConnectedComponents of UndirectedGraphs)
\* also on arguments that are not graphs (the variants' invariants), and
\* against their definitions on every graph over three nodes (Inv).
EXTENDS Graphs, TLC

U == INSTANCE UndirectedGraphs

Tree == [node |-> {1, 2, 3, 4}, edge |-> {<<4, 2>>, <<2, 1>>, <<3, 1>>}]
Cyc == [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 1>>}]
Loop == [node |-> {1, 2}, edge |-> {<<1, 1>>, <<1, 2>>}]
Out == [node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 1>>}]
Odd == [node |-> {1, 2, 3}, edge |-> {<<>>, <<1>>, <<1, 2, 3>>, <<2, 3>>}]
Lazy == [node |-> 1..3, edge |-> {1, 2} \X {2, 3}, color |-> "red"]

ASSUME PrintT(<<"directed", IsDirectedGraph(Out), IsDirectedGraph(Odd), IsDirectedGraph(EmptyGraph),
                Transpose(Loop), GraphUnion(Tree, Out), EmptyGraph,
                Graphs({1}), Cardinality(Graphs({1, 2})), Graphs({})>>)
ASSUME PrintT(<<"bipartite", IsBipartiteWithPartitions(Tree, {4, 1}, {2, 3}),
                IsBipartiteWithPartitions(Tree, {1, 2}, {3, 4}),
                IsBipartiteWithPartitions(Tree, {1, 4}, {1, 2, 3}),
                IsBipartiteWithPartitions(Tree, {1}, {2, 3}),
                IsBipartiteWithPartitions(EmptyGraph, {}, {})>>)
ASSUME PrintT(<<"cycles", HasCycle(Tree), HasCycle(Cyc), HasCycle(Loop), HasCycle(Out),
                HasCycle(EmptyGraph), IsDag(Tree), IsDag(Cyc), IsDag(Out), IsDag(EmptyGraph)>>)
ASSUME PrintT(<<"neighbours", Successors(Tree, 4), Successors(Out, 2), Successors(Tree, 9),
                AllSuccessors(Tree, {4, 2}), AllSuccessors(Cyc, {}),
                Predecessors(Tree, 1), Predecessors(Out, 1), AllPredecessors(Tree, {1, 2}),
                InDegree(Tree, 1), InDegree(Loop, 1), OutDegree(Tree, 4), OutDegree(Loop, 1),
                OutDegree(Out, 2)>>)
ASSUME PrintT(<<"reach", Ancestors(Tree, 1), Descendants(Tree, 4), Ancestors(Cyc, 1),
                Descendants(Loop, 1), Descendants(Loop, 2), Ancestors(Out, 1)>>)
ASSUME PrintT(<<"roots", Roots(Tree), Leaves(Tree), Roots(Cyc), Leaves(Loop), Roots(EmptyGraph)>>)
ASSUME PrintT(<<"trees", IsTreeWithRoot(Tree, 1), IsTreeWithRoot(Tree, 2),
                IsTreeWithRoot([node |-> {1}, edge |-> {}], 1),
                IsTreeWithRoot(EmptyGraph, 1), IsTreeWithRoot([node |-> {2}, edge |-> {}], 1)>>)
ASSUME PrintT(<<"paths", SimplePath(Loop), SimplePath(Out), SimplePath(Odd), SimplePath(Lazy),
                SimplePath(EmptyGraph), SimplePath([node |-> {1}, edge |-> {}])>>)
ASSUME PrintT(<<"connected", AreConnectedIn(1, 2, Loop), AreConnectedIn(2, 1, Loop),
                AreConnectedIn(2, 2, Loop), AreConnectedIn(3, 3, Out), AreConnectedIn(2, 1, Out),
                AreConnectedIn(2, 3, Odd), AreConnectedIn(1, 3, Odd), AreConnectedIn(1, 3, Lazy),
                AreConnectedIn(1, "x", EmptyGraph)>>)
ASSUME PrintT(<<"strongly", IsStronglyConnected(Cyc), IsStronglyConnected(Loop),
                IsStronglyConnected(Out), IsStronglyConnected(EmptyGraph),
                IsStronglyConnected([node |-> {7}, edge |-> {}]),
                IsStronglyConnected([node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 1>>, <<5, 5>>}])>>)
ASSUME PrintT(<<"connections", ConnectionsIn(Loop), ConnectionsIn(EmptyGraph)>>)

\* Undirected graphs.
Tri == [node |-> {1, 2, 3, 4}, edge |-> {{1, 2}, {2, 3}, {4}}]
UOut == [node |-> {1, 2, 3}, edge |-> {{1, 5}, {5, 3}, {2, 3}, {7}}]
UOdd == [node |-> {1, 2, 3}, edge |-> {{}, {1}, {1, 2, 3}, {2} \cup {3}}]
NoSets == [node |-> {1, 2}, edge |-> {1, 2}]
Tuples == [node |-> {1, 2}, edge |-> {<<1, 2>>}]
ULazy == [node |-> 1..4, edge |-> {1..2, 3..4}]
None == [node |-> {}, edge |-> {}]

ASSUME PrintT(<<"undirected", U!IsUndirectedGraph(Tri), U!IsUndirectedGraph(UOut),
                U!IsLoopFreeUndirectedGraph(Tri), U!IsLoopFreeUndirectedGraph([node |-> {1, 2}, edge |-> {{1, 2}}]),
                Cardinality(U!UndirectedSubgraph([node |-> {1, 2}, edge |-> {{1, 2}, {2}}])),
                U!UndirectedGraphs({1, 2}), Cardinality(U!UndirectedGraphs(1..3)), U!UndirectedGraphs({})>>)
ASSUME PrintT(<<"upaths", U!SimplePath(Tri), U!SimplePath(UOut), U!SimplePath(UOdd),
                U!SimplePath(NoSets), U!SimplePath(Tuples), U!SimplePath(ULazy), U!SimplePath(None)>>)
ASSUME PrintT(<<"uconnected", U!AreConnectedIn(1, 3, Tri), U!AreConnectedIn(3, 1, Tri),
                U!AreConnectedIn(4, 4, Tri), U!AreConnectedIn(1, 4, Tri), U!AreConnectedIn(1, 3, UOut),
                U!AreConnectedIn(2, 3, UOdd), U!AreConnectedIn(1, 2, UOdd), U!AreConnectedIn(5, 5, UOut),
                U!AreConnectedIn(1, "x", None), U!AreConnectedIn(4, 3, ULazy)>>)
ASSUME PrintT(<<"components", U!ConnectedComponents(Tri), U!ConnectedComponents(UOut),
                U!ConnectedComponents(UOdd), U!ConnectedComponents(NoSets), U!ConnectedComponents(Tuples),
                U!ConnectedComponents(ULazy), U!ConnectedComponents(None)>>)
ASSUME PrintT(<<"ustrongly", U!IsStronglyConnected(Tri), U!IsStronglyConnected(None),
                U!IsStronglyConnected([node |-> {1}, edge |-> {}]),
                U!IsStronglyConnected([node |-> 1..3, edge |-> {{1, 2}, {3, 2}}]),
                U!IsStronglyConnected(ULazy)>>)

\* Every directed graph over three nodes, edge by edge.
N == {1, 2, 3}
VARIABLE E
G == [node |-> N, edge |-> E]
UG == [node |-> N, edge |-> {{e[1], e[2]} : e \in E}]
Init == E = {}
Next == \E e \in N \X N : e \notin E /\ E' = E \cup {e}

Inv ==
  /\ HasCycle(G) <=> ~IsDag(G)
  /\ IsStronglyConnected(G) <=> \A m, n \in N : ConnectionsIn(G)[m, n]
  /\ \A m, n \in N : AreConnectedIn(m, n, G) <=> (m = n \/ n \in Descendants(G, m))
  /\ \A n \in N : Ancestors(G, n) = {m \in N : n \in Descendants(G, m)}
  /\ SimplePath(G) = {p \in SeqOf(N, 3) : p # <<>> /\ IsInjective(p)
                                          /\ \A i \in 1..(Len(p) - 1) : <<p[i], p[i + 1]>> \in E}
  /\ U!SimplePath(UG) = {p \in SeqOf(N, 3) : p # <<>> /\ IsInjective(p)
                                             /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in UG.edge}
  /\ \A m, n \in N : U!AreConnectedIn(m, n, UG) <=> \E C \in U!ConnectedComponents(UG) : {m, n} \subseteq C
  /\ U!IsStronglyConnected(UG) <=> Cardinality(U!ConnectedComponents(UG)) = 1
  /\ UNION U!ConnectedComponents(UG) = N

\* Arguments TLC's Java code refuses (one invariant per variant).
NotAGraph == AreConnectedIn(1, 2, 5)
NodesNotEnumerable == SimplePath([node |-> Nat, edge |-> {}])
NoEdgeField == U!ConnectedComponents([node |-> {1}])
EdgesNotASet == U!AreConnectedIn(1, 2, [node |-> {1, 2}, edge |-> <<1, 2>>])
MixedKinds == U!SimplePath([node |-> {"a", "b"}, edge |-> {{1, 2}}])
CompareKinds == AreConnectedIn(<<1>>, 9, [node |-> {1, 2}, edge |-> {}])
=============================================================================
