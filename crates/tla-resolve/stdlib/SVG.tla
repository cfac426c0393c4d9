--------------------------------- MODULE SVG -------------------------------
\* SVG images (for animations of behaviours).  An element is a record
\* [name |-> tag, attrs |-> attributes, children |-> elements,
\*  innerText |-> text]; its attributes are a record of strings (an
\* underscore in a field's name stands for a hyphen).
\*
\* Part of the tlars standard library.  SVGElemToString, NodeOfRingNetwork
\* and PointOnLine are evaluated natively by tlars, as TLC's Java code
\* computes them; NodesOfDirectedMultiGraph, which TLC computes with a
\* graph-layout library, is not: its definition cannot be evaluated.
\* Naturals, Sequences, Integers, TLC and FiniteSets are instantiated
\* LOCALly.

LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE Integers
LOCAL INSTANCE TLC
LOCAL INSTANCE FiniteSets
-------------------------------------------------------------------------
LOCAL Merge(r1, r2) ==
  [k \in DOMAIN r1 \cup DOMAIN r2 |-> IF k \in DOMAIN r1 THEN r1[k] ELSE r2[k]]
  \* The fields of both records, r1's where both have one.

SVGElem(_name, _attrs, _children, _innerText) ==
  [name |-> _name, attrs |-> _attrs, children |-> _children, innerText |-> _innerText]
  \* An element.
-------------------------------------------------------------------------
\* Shapes: the coordinates, sizes and positions become attributes, the
\* record attrs gives the others (and may override them).

Line(x1, y1, x2, y2, attrs) ==
  SVGElem("line", Merge([x1 |-> ToString(x1), y1 |-> ToString(y1),
                         x2 |-> ToString(x2), y2 |-> ToString(y2)], attrs), <<>>, "")

Circle(cx, cy, r, attrs) ==
  SVGElem("circle", Merge([cx |-> ToString(cx), cy |-> ToString(cy), r |-> ToString(r)], attrs), <<>>, "")

Rect(x, y, w, h, attrs) ==
  SVGElem("rect", Merge([x |-> ToString(x), y |-> ToString(y),
                         width |-> ToString(w), height |-> ToString(h)], attrs), <<>>, "")

Text(x, y, text, attrs) ==
  SVGElem("text", Merge([x |-> ToString(x), y |-> ToString(y)], attrs), <<>>, text)

Image(x, y, width, height, href, attrs) ==
  SVGElem("image", Merge(("xlink:href" :> href @@ "x" :> ToString(x) @@ "y" :> ToString(y)
                          @@ "width" :> ToString(width) @@ "height" :> ToString(height)), attrs),
          <<>>, "")

Group(children, attrs) == SVGElem("g", attrs, children, "")

Svg(children, attrs) == SVGElem("svg", attrs, children, "")

SVGDoc(children, vbX, vbY, vbW, vbH, attrs) ==
  Svg(<<children>>,
      Merge(("xmlns:xlink" :> "http://www.w3.org/1999/xlink" @@ "xmlns" :> "http://www.w3.org/2000/svg"
             @@ "viewBox" :> ToString(vbX) \o " " \o ToString(vbY) \o " " \o ToString(vbW) \o " " \o ToString(vbH)),
            attrs))
  \* A whole SVG document holding children, with the view box at (vbX,
  \* vbY) of width vbW and height vbH.

SVGElemToString(elem) == TRUE
  \* The SVG text of elem: <name attr='value' ...>innerText children</name>
  \* (<< and >> in innerText escaped).  Native.
-------------------------------------------------------------------------
\* Layout.

NodeOfRingNetwork(cx, cy, r, n, m) == [x |-> 0, y |-> 0]
  \* The position [x |-> ..., y |-> ...] of the n-th of m points evenly
  \* spaced on the circle of radius r around (cx, cy), rounded towards
  \* zero.  Native.

NodesOfDirectedMultiGraph(nodes, edges, options) ==
  CHOOSE f \in [nodes -> [x : Int, y : Int]] : TRUE
  \* A position for each node of the directed graph (edges: pairs of
  \* nodes) laid out by the algorithm options.algo.  TLC's Java code;
  \* tlars cannot evaluate it.

PointOnLine(from, to, segment) ==
  [x |-> from.x + ((to.x - from.x) \div segment), y |-> from.y + ((to.y - from.y) \div segment)]
  \* The point 1/segment of the way from the point from to the point to
  \* (each [x |-> ..., y |-> ...]).  Native (which rounds towards zero).
-------------------------------------------------------------------------
SVGSerialize(svg, frameNamePrefix, frameNumber) ==
  LET IO == INSTANCE IOUtils
  IN  IO!Serialize(SVGElemToString(svg), frameNamePrefix \o IO!zeroPadN(frameNumber, 3) \o ".svg",
                   [format |-> "TXT", charset |-> "UTF-8",
                    openOptions |-> <<"WRITE", "CREATE", "TRUNCATE_EXISTING">>])
  \* Writes the SVG text of svg to the file frameNamePrefix followed by the
  \* frame number in three digits and ".svg".
=============================================================================
