------------------------------- MODULE Graphs ------------------------------
\* Directed graphs, represented as records [node |-> N, edge |-> E] with E
\* a set of pairs <<m, n>> of nodes (an edge from m to n); undirected
\* graphs are the symmetric ones.
\*
\* Part of the tlars standard library.  tlars evaluates SimplePath,
\* AreConnectedIn and IsStronglyConnected natively; the definitions give
\* their meaning.  Everything this module uses is instantiated LOCALly.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
LOCAL INSTANCE FiniteSets
-------------------------------------------------------------------------
IsDirectedGraph(G) ==
  /\ G = [node |-> G.node, edge |-> G.edge]
  /\ G.edge \subseteq G.node \X G.node
  \* TRUE iff G is a record with exactly the fields node and edge whose
  \* edges join nodes of G.

DirectedSubgraph(G) ==
  {H \in [node : SUBSET G.node, edge : SUBSET (G.node \X G.node)] :
     IsDirectedGraph(H) /\ H.edge \subseteq G.edge}
  \* The directed graphs whose nodes and edges are among those of G.

Transpose(G) ==
  [edge |-> {<<e[2], e[1]>> : e \in G.edge}, node |-> G.node]
  \* G with every edge reversed.
-------------------------------------------------------------------------
IsUndirectedGraph(G) ==
  /\ IsDirectedGraph(G)
  /\ \A e \in G.edge : <<e[2], e[1]>> \in G.edge
  \* TRUE iff G is a directed graph with every edge in both directions.

UndirectedSubgraph(G) == {H \in DirectedSubgraph(G) : IsUndirectedGraph(H)}
  \* The undirected graphs among the subgraphs of G.
-------------------------------------------------------------------------
Path(G) ==
  {p \in Seq(G.node) :
     /\ p # <<>>
     /\ \A i \in 1..(Len(p) - 1) : <<p[i], p[i + 1]>> \in G.edge}
  \* The non-empty sequences of nodes that follow edges of G (an infinite
  \* set when G has a cycle).

SimplePath(G) ==
  {p \in SeqOf(G.node, Cardinality(G.node)) :
     /\ p # <<>>
     /\ Cardinality(ToSet(p)) = Len(p)
     /\ \A i \in 1..(Len(p) - 1) : <<p[i], p[i + 1]>> \in G.edge}
  \* The paths of G that visit no node twice.  Native.

AreConnectedIn(m, n, G) ==
  \E p \in SimplePath(G) : p[1] = m /\ p[Len(p)] = n
  \* TRUE iff a path of G leads from m to n.  Native.

ConnectionsIn(G) ==
  LET RECURSIVE Reach(_)
      Reach(N) ==
        IF N = {}
        THEN [m, n \in G.node |-> m = n \/ <<m, n>> \in G.edge]
        ELSE LET u == CHOOSE x \in N : TRUE
                 R == Reach(N \ {u})
             IN  [m, n \in G.node |-> R[m, n] \/ (R[m, u] /\ R[u, n])]
  IN  Reach(G.node)
  \* The function that maps each pair <<m, n>> of nodes to TRUE iff
  \* m = n or a path of G leads from m to n (Floyd-Warshall).

IsStronglyConnected(G) == \A m, n \in G.node : AreConnectedIn(m, n, G)
  \* TRUE iff every node of G can reach every node.  Native.
-------------------------------------------------------------------------
IsTreeWithRoot(G, r) ==
  /\ IsDirectedGraph(G)
  /\ \A e \in G.edge : /\ e[1] # r
                       /\ \A f \in G.edge : e[1] = f[1] => e = f
  /\ \A n \in G.node : AreConnectedIn(n, r, G)
  \* TRUE iff G is a tree whose edges point towards its root r: every node
  \* but r has exactly one outgoing edge, and every node reaches r.
=============================================================================
