--------------------------- MODULE UndirectedGraphs ------------------------
\* Undirected graphs, represented as records [node |-> N, edge |-> E] with
\* E a set of unordered pairs {a, b} of nodes (a one-element set {a} is a
\* loop).  Unlike in module Graphs, symmetry is built into the edges.
\*
\* Part of the tlars standard library.  tlars evaluates SimplePath,
\* AreConnectedIn and ConnectedComponents natively, as TLC's Java code
\* does: the graph must be a record whose node and edge fields are finite
\* sets, and an element of G.edge that is not a set of one or two nodes is
\* no edge.  The definitions give their meaning.  Everything this module
\* uses is instantiated LOCALly.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE Folds
LOCAL INSTANCE Functions
-------------------------------------------------------------------------
IsUndirectedGraph(G) ==
  /\ G = [node |-> G.node, edge |-> G.edge]
  /\ \A e \in G.edge : \E a, b \in G.node : e = {a, b}
  \* TRUE iff G is a record with exactly the fields node and edge whose
  \* edges are sets of one or two nodes of G.

IsLoopFreeUndirectedGraph(G) ==
  /\ G = [node |-> G.node, edge |-> G.edge]
  /\ \A e \in G.edge : \E a, b \in G.node : a # b /\ e = {a, b}
  \* Same, with every edge joining two different nodes.

UndirectedSubgraph(G) ==
  {H \in [node : SUBSET G.node, edge : SUBSET G.edge] : IsUndirectedGraph(H)}
  \* The undirected graphs whose nodes and edges are among those of G.
-------------------------------------------------------------------------
Path(G) ==
  {p \in Seq(G.node) :
     /\ p # <<>>
     /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge}
  \* The non-empty sequences of nodes that follow edges of G (an infinite
  \* set when G has an edge).

SimplePath(G) ==
  {p \in SeqOf(G.node, Cardinality(G.node)) :
     /\ p # <<>>
     /\ Cardinality(ToSet(p)) = Len(p)
     /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge}
  \* The paths of G that visit no node twice (no longer than the number
  \* of nodes).  Native.

AreConnectedIn(m, n, G) ==
  \E p \in SimplePath(G) : p[1] = m /\ p[Len(p)] = n
  \* TRUE iff a path of G leads from m to n (a shortest one visits no
  \* node twice); a node is connected to itself.  Native.
-------------------------------------------------------------------------
ConnectedComponents(G) ==
  {{n \in G.node : AreConnectedIn(m, n, G)} : m \in G.node}
  \* The partition of the nodes of G into its connected components: the
  \* maximal non-empty sets of nodes any two of which a path joins.
  \* Native.

IsStronglyConnected(G) == ConnectedComponents(G) = {G.node}
  \* TRUE iff all nodes of G form a single connected component (so
  \* FALSE for a graph without nodes).
-------------------------------------------------------------------------
UndirectedGraphs(S) ==
  [node : {S}, edge : SUBSET {{s, t} : <<s, t>> \in S \X S}]
  \* All undirected graphs whose set of nodes is S (loops included).
=============================================================================
