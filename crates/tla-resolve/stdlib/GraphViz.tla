------------------------------- MODULE GraphViz ----------------------------
\* Directed graphs as text in GraphViz's DOT language.
\*
\* Part of the tlars standard library.  TLC computes DotDiGraph with Java
\* code (its module's definition is a placeholder); here it is defined to
\* give the same text, with DotNodeName evaluated natively by tlars.
\* SequencesExt and TLC are instantiated LOCALly.

LOCAL INSTANCE SequencesExt
LOCAL INSTANCE TLC
-------------------------------------------------------------------------
LOCAL DotNodeName(v) == ToString(v)
  \* The name of node v in the DOT text: its 64-bit fingerprint in
  \* decimal, as TLC computes it when run with -fp 0 (TLC draws its
  \* fingerprint polynomial at random otherwise; a model value's
  \* fingerprint also depends on TLC's internal numbering of names, which
  \* tlars does not reproduce).  Native.

LOCAL Concat(S, Text(_)) == FoldLeft(LAMBDA acc, x : acc \o Text(x), "", SetToSeq(S))
  \* The texts of the elements of S, in TLC's order of values.

DotDiGraph(G, VL(_), EL(_)) ==
  "digraph MyGraph {"
    \o Concat(G.node, LAMBDA n : DotNodeName(n) \o "[label=" \o ToString(VL(n)) \o "];")
    \o Concat(G.edge, LAMBDA e : DotNodeName(e[1]) \o "->" \o DotNodeName(e[2])
                                   \o "[label=" \o ToString(EL(e)) \o "];")
    \o "}"
  \* The DOT text of the directed graph G (a record of a set of nodes and
  \* a set of edges <<from, to>>) with each node n labelled VL(n) and each
  \* edge e labelled EL(e), the labels written as TLC prints values.
=============================================================================
