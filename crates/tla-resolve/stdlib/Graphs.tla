------------------------------- MODULE Graphs ------------------------------
\* Directed graphs, represented as records [node |-> N, edge |-> E] with E
\* a set of pairs <<m, n>> of nodes (an edge from m to n); undirected
\* graphs are the symmetric ones.
\*
\* Part of the tlars standard library.  tlars evaluates SimplePath,
\* AreConnectedIn and IsStronglyConnected natively, as TLC's Java code
\* does: the graph must be a record whose node and edge fields are finite
\* sets, and an element of G.edge that is not a pair of nodes is no edge.
\* The definitions give their meaning.  Like TLC's version, this module
\* EXTENDS the modules it uses, so it exports their operators too.

EXTENDS Naturals, Sequences, FiniteSets, SequencesExt, Relation
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
  \* (Module UndirectedGraphs represents undirected graphs otherwise.)

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
  \* The paths of G that visit no node twice (no longer than the number
  \* of nodes).  Native.

AreConnectedIn(m, n, G) ==
  \E p \in SimplePath(G) : p[1] = m /\ p[Len(p)] = n
  \* TRUE iff a path of G leads from m to n (a shortest one visits no
  \* node twice); a node is connected to itself.  Native.

IsStronglyConnected(G) == \A m, n \in G.node : AreConnectedIn(m, n, G)
  \* TRUE iff every node of G can reach every node.  Native.

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
  \* m = n or a path of G leads from m to n (Warshall's algorithm: the
  \* nodes are admitted one by one as intermediate points).
-------------------------------------------------------------------------
IsTreeWithRoot(G, r) ==
  /\ IsDirectedGraph(G)
  /\ r \in G.node
  /\ \A e \in G.edge : /\ e[1] # r
                       /\ \A f \in G.edge : e[1] = f[1] => e = f
  /\ \A n \in G.node : AreConnectedIn(n, r, G)
  \* TRUE iff G is a tree whose edges point towards its root r, a node of
  \* G: r has no outgoing edge, every other node exactly one, and every
  \* node reaches r.  (Transpose(G) is such a tree when the edges of G
  \* point away from the root.)
-------------------------------------------------------------------------
GraphUnion(G, H) ==
  [node |-> G.node \cup H.node, edge |-> G.edge \cup H.edge]
  \* The graph with the nodes and the edges of both G and H.

IsBipartiteWithPartitions(G, U, V) ==
  /\ U \cap V = {}
  /\ G.node \subseteq U \cup V
  /\ \A e \in G.edge : \/ e[1] \in U /\ e[2] \in V
                       \/ e[2] \in U /\ e[1] \in V
  \* TRUE iff the disjoint sets U and V cover the nodes of G and every
  \* edge joins a node of U and a node of V.

HasCycle(G) ==
  \/ \E n \in G.node : <<n, n>> \in G.edge
  \/ LET C == ConnectionsIn(G)
     IN  \E m, n \in G.node : m # n /\ C[m, n] /\ C[n, m]
  \* TRUE iff G has a loop, or two different nodes that reach each other.

IsDag(G) == IsDirectedGraph(G) /\ ~HasCycle(G)
  \* TRUE iff G is a directed graph without cycles.

Successors(G, n) == {m \in G.node : <<n, m>> \in G.edge}
  \* The nodes an edge leads to from n.

AllSuccessors(G, S) == UNION {Successors(G, n) : n \in S}
  \* The nodes an edge leads to from some node of S.

Predecessors(G, n) == {m \in G.node : <<m, n>> \in G.edge}
  \* The nodes from which an edge leads to n.

AllPredecessors(G, S) == UNION {Predecessors(G, n) : n \in S}
  \* The nodes from which an edge leads to some node of S.

Ancestors(G, n) ==
  LET C == TransitiveClosure([p \in G.node \X G.node |-> p \in G.edge], G.node)
  IN  {m \in G.node : C[m, n]}
  \* The nodes from which a non-empty path of G leads to n (n itself
  \* only when n is on a cycle).

Descendants(G, n) ==
  LET C == TransitiveClosure([p \in G.node \X G.node |-> p \in G.edge], G.node)
  IN  {m \in G.node : C[n, m]}
  \* The nodes to which a non-empty path of G leads from n (n itself
  \* only when n is on a cycle).

InDegree(G, n) == Cardinality(Predecessors(G, n))
  \* The number of edges that lead to n from nodes of G.

OutDegree(G, n) == Cardinality(Successors(G, n))
  \* The number of edges that lead from n to nodes of G.

Roots(G) == {n \in G.node : Predecessors(G, n) = {}}
  \* The nodes no edge leads to.

Leaves(G) == {n \in G.node : Successors(G, n) = {}}
  \* The nodes no edge leads from.
-------------------------------------------------------------------------
EmptyGraph == [node |-> {}, edge |-> {}]
  \* The graph without nodes.

Graphs(S) == [node : {S}, edge : SUBSET (S \X S)]
  \* All directed graphs whose set of nodes is S.
=============================================================================
