---------------------------- MODULE CommunityHTML ----------------------------
\* The community module HTML: the texts of its operators (built with
\* SequencesExt's ReplaceFirstSubSeq and FoldLeft on strings).
EXTENDS HTML, TLC

ASSUME PrintT(HTMLFill("%a% and %b% and %a%", <<<<"%a%", "x">>, <<"%b%", "y">>>>))
ASSUME PrintT(HTMLDocument(HTMLHeader("T", <<HTMLLink("s.css", "stylesheet")>>, <<HTMLClass(".c", <<HTMLAttribute("color", "red")>>)>>),
                           HTMLBody(HTMLFrame("f", <<HTMLGridContainer("g", <<"a", "b">>, <<HTMLBox("x", <<>>, HTMLSize("1px", "2px"), <<>>)>>),
                                                      HTMLCircle("c", <<"k">>, "", <<HTMLText("t", "hi")>>),
                                                      HTMLSVG("s", "0 0 1 1", "", "<g/>"), HTMLNewLine>>)),
                           <<HTMLScriptFile("leader-line.min.js"),
                             HTMLScript(<<HTMLJSLine("a", "b", "red", "2"), HTMLJSLineDash("b", "a", "blue", "1"),
                                          HTMLJSKeyListener(<<HTMLJSNavigationKey("N", "next.html")>>)>>)>>))
ASSUME PrintT(<<HTMLFlexCenterAttributes, HTMLDefaultStyle, HTMLStyleSheet(<<>>), HTMLText("", ""), HTMLFrame("i", <<"", "x", "">>)>>)

=============================================================================
