--------------------------------- MODULE HTML ------------------------------
\* Building the text of an HTML page (for animations of behaviours):
\* every operator is a string, or builds one from strings.
\*
\* Part of the tlars standard library.  Sequences and SequencesExt are
\* instantiated LOCALly.

LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
-------------------------------------------------------------------------
HTMLFill(string, args) ==
  FoldLeft(LAMBDA str, arg : ReplaceFirstSubSeq(arg[2], arg[1], str), string, args)
  \* string with, for each pair <<placeholder, text>> of the sequence args
  \* in turn, the first occurrence of placeholder replaced by text.

LOCAL StringSeqToString(strings, separator) ==
  FoldLeft(LAMBDA acc, str : IF acc = "" THEN str ELSE acc \o separator \o str, "", strings)
  \* The strings joined with separator (strings before the first
  \* non-empty one are dropped).

LOCAL Lines(strings) == StringSeqToString(strings, "\n")
  \* The strings as lines.
-------------------------------------------------------------------------
\* Style.

HTMLClass(classname, attribute_list) ==
  Lines(<<ReplaceFirstSubSeq(classname, "%classname%", "%classname% {"), Lines(attribute_list), "}">>)
  \* A CSS rule for the selector classname.

HTMLAttribute(name, value) ==
  HTMLFill("%name%: %value%;", <<<<"%name%", name>>, <<"%value%", value>>>>)
  \* A CSS declaration.

HTMLDefaultStyle ==
  Lines(<<HTMLClass(".default_grid", <<HTMLAttribute("display", "grid")>>),
          HTMLClass(".default_box", <<HTMLAttribute("border", "1px solid black")>>),
          HTMLClass(".default_circle", <<HTMLAttribute("border-radius", "50%")>>)>>)
  \* The rules of the classes the elements below use.

HTMLStyleSheet(class_list) ==
  Lines(<<"<style type=\"text/css\">", HTMLDefaultStyle, Lines(class_list), "</style>">>)
-------------------------------------------------------------------------
\* Scripts and links.

HTMLScriptFile(name) == HTMLFill("<script src=\"%name%\"></script>", <<<<"%name%", name>>>>)

HTMLScript(children) == Lines(<<"<script>", Lines(children), "</script>">>)

HTMLLink(name, type) ==
  HTMLFill("<link href=\"%name%\" rel=\"%type%\"/>", <<<<"%name%", name>>, <<"%type%", type>>>>)
-------------------------------------------------------------------------
\* The page.

HTMLDocument(header, body, list_of_scripts) ==
  Lines(<<"<!DOCTYPE html>", "<html>", header, body, Lines(list_of_scripts), "</html>">>)

HTMLHeader(title, list_of_links, class_list) ==
  Lines(<<"<head>", "<meta charset=\"UTF-8\">",
          ReplaceFirstSubSeq(title, "%title%", "<title>%title%</title>"),
          Lines(list_of_links), HTMLStyleSheet(class_list), "</head>">>)

HTMLBody(body) == Lines(<<"<body>", body, "</body>">>)
-------------------------------------------------------------------------
\* Elements.

HTMLFrame(id, children) ==
  Lines(<<ReplaceFirstSubSeq(id, "%id%", "<div id=\"%id%\">"), Lines(children), "</div>">>)

HTMLGridContainer(id, class_list, children) ==
  Lines(<<HTMLFill("<div id=\"%id%\" class=\"default_grid %class_list%\">",
                   <<<<"%id%", id>>, <<"%class_list%", StringSeqToString(class_list, " ")>>>>),
          Lines(children), "</div>">>)

HTMLBox(id, class_list, size, children) ==
  Lines(<<HTMLFill("<div id=\"%id%\" class=\"default_box %class_list%\" style=\"%size%\">",
                   <<<<"%id%", id>>, <<"%class_list%", StringSeqToString(class_list, " ")>>,
                     <<"%size%", size>>>>),
          Lines(children), "</div>">>)

HTMLCircle(id, class_list, size, children) ==
  HTMLBox(id, <<"default_circle">> \o class_list, size, children)

HTMLText(id, text) ==
  Lines(<<ReplaceFirstSubSeq(id, "%id%", "<span id=\"%id%\">"), text, "</span>">>)

HTMLSVG(id, viewBox, size, svgString) ==
  Lines(<<HTMLFill("<svg id=\"%id%\" viewBox=\"%viewBox%\" style=\"%size%\">",
                   <<<<"%id%", id>>, <<"%viewBox%", viewBox>>, <<"%size%", size>>>>),
          svgString, "</svg>">>)

HTMLSize(width, height) ==
  StringSeqToString(<<HTMLAttribute("width", width), HTMLAttribute("height", height)>>, " ")
  \* The CSS declarations of a width and a height.

HTMLNewLine == "<br>"

HTMLFlexCenterAttributes ==
  Lines(<<HTMLAttribute("display", "flex"), HTMLAttribute("align-items", "center"),
          HTMLAttribute("justify-content", "center")>>)
  \* The CSS declarations that center an element's content.
-------------------------------------------------------------------------
\* JavaScript: lines between elements (the LeaderLine library) and
\* keyboard navigation between pages.

HTMLJSLineElems(fromID, destID) ==
  HTMLFill("document.getElementById(\"%id1%\"), document.getElementById(\"%id2%\")",
           <<<<"%id1%", fromID>>, <<"%id2%", destID>>>>)

HTMLJSLine(fromID, destID, color, size) ==
  HTMLFill("new LeaderLine(%elems%, {color: '%color%', size: %size%})",
           <<<<"%elems%", HTMLJSLineElems(fromID, destID)>>, <<"%color%", color>>, <<"%size%", size>>>>)

HTMLJSLineDash(fromID, destID, color, size) ==
  HTMLFill("new LeaderLine(%elems%,  {color: '%color%', size: %size%, dash: true})",
           <<<<"%elems%", HTMLJSLineElems(fromID, destID)>>, <<"%color%", color>>, <<"%size%", size>>>>)

HTMLJSKeyListener(events) ==
  Lines(<<"window.onkeyup = function(event) {", "let key = event.key.toUpperCase();", Lines(events), "}">>)

HTMLJSNavigationKey(key, file) ==
  Lines(<<ReplaceFirstSubSeq(key, "%key%", "if(key == '%key%'){"),
          ReplaceFirstSubSeq(file, "%file%", "window.location.replace(\"%file%\");"), "}">>)
=============================================================================
