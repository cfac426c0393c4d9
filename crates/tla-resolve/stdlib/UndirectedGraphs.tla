--------------------------- MODULE UndirectedGraphs ------------------------
\* Undirected graphs, represented as records [node |-> N, edge |-> E] with
\* E a set of unordered pairs {a, b} of nodes (a one-element set {a} is a
\* loop).  Unlike in module Graphs, symmetry is built into the edges.
\*
\* Part of the tlars standard library.  Everything this module uses is
\* instantiated LOCALly.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE Folds
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
  \* The paths of G that visit no node twice.

ConnectedComponents(G) ==
  LET Ends(e) ==
        LET a == CHOOSE x \in G.node : \E y \in G.node : e = {x, y}
        IN  <<a, CHOOSE y \in G.node : e = {a, y}>>
      Join(ends, comps) ==
        LET A == CHOOSE c \in comps : ends[1] \in c
            B == CHOOSE c \in comps : ends[2] \in c
        IN  IF A = B THEN comps ELSE (comps \ {A, B}) \cup {A \cup B}
  IN  MapThenFoldSet(Join, {{n} : n \in G.node}, Ends,
                     LAMBDA E : CHOOSE e \in E : TRUE, G.edge)
  \* The partition of the nodes of G into its connected components: start
  \* with every node in a component of its own and merge the two
  \* components joined by each edge.

AreConnectedIn(m, n, G) ==
  \E C \in ConnectedComponents(G) : m \in C /\ n \in C
  \* TRUE iff m and n are in the same connected component of G.

IsStronglyConnected(G) == Cardinality(ConnectedComponents(G)) = 1
  \* TRUE iff G has exactly one connected component.
=============================================================================
