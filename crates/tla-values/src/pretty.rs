//! TLC's pretty-printing of values (`Values.ppr`): a printed value wider
//! than 80 columns is broken over lines, one element of a set or sequence,
//! one pair of a record or function per line, aligned under the opening
//! delimiter. TLC does this on the printed text, which it parses back with a
//! small grammar of its own; text that grammar cannot read (a string with an
//! escaped quote, a name with `_`, a lazy set such as `[a : Nat]`) is left
//! as it is, and so it is here. Traces, `Print`, `PrintT` and the messages
//! of evaluation errors show values this way.

/// The width TLC formats values to.
pub const WIDTH: usize = 80;

/// `s`, the printed form of a value, as TLC pretty-prints it.
pub fn pretty(s: &str) -> String {
    pretty_to(s, WIDTH)
}

/// `s` pretty-printed to `width` columns.
pub fn pretty_to(s: &str, width: usize) -> String {
    let text: Vec<char> = s.chars().collect();
    if text.is_empty() {
        return String::new();
    }
    match parse(&text, 0) {
        Some(tree) if tree.last + 1 >= text.len() => format(&text, &tree, width as i64, 0, ""),
        _ => s.to_string(),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Constant,
    Set,
    Sequence,
    Record,
    Function,
    Subset,
    /// A record's field and value, or a function's argument and value.
    Pair,
}

struct Node {
    kind: Kind,
    first: usize,
    /// The index of the node's last character.
    last: usize,
    children: Vec<Node>,
}

impl Node {
    fn len(&self) -> i64 {
        (self.last + 1 - self.first) as i64
    }

    fn text(&self, text: &[char]) -> String {
        text[self.first..=self.last].iter().collect()
    }
}

fn skip_white(t: &[char], mut i: usize) -> Option<usize> {
    while t.get(i)?.is_whitespace() {
        i += 1;
    }
    Some(i)
}

fn parse(t: &[char], i: usize) -> Option<Node> {
    let i = skip_white(t, i)?;
    match t.get(i)? {
        '{' => parse_list(t, i, Kind::Set, 1, '}'),
        '<' => parse_list(t, i, Kind::Sequence, 2, '>'),
        '[' => parse_pairs(t, i, Kind::Record, ']', "|->", ","),
        '(' => parse_pairs(t, i, Kind::Function, ')', ":>", "@@"),
        _ if t[i..].starts_with(&['S', 'U', 'B', 'S', 'E', 'T']) => {
            let at = skip_white(t, i + 6)?;
            let elt = parse(t, at)?;
            Some(Node { kind: Kind::Subset, first: i, last: elt.last, children: vec![elt] })
        }
        _ => parse_constant(t, i),
    }
}

/// A set or sequence: elements separated by commas up to `close` (a
/// sequence's `>>` is taken at its first `>`, its last character one on).
fn parse_list(t: &[char], first: usize, kind: Kind, open: usize, close: char) -> Option<Node> {
    let mut at = skip_white(t, first + open)?;
    let mut children = Vec::new();
    while *t.get(at)? != close {
        let elt = parse(t, at)?;
        at = skip_white(t, elt.last + 1)?;
        if t[at] == ',' {
            at += 1;
        }
        at = skip_white(t, at)?;
        children.push(elt);
    }
    let last = if kind == Kind::Sequence { at + 1 } else { at };
    Some(Node { kind, first, last, children })
}

/// A record or function: pairs `a div v` separated by `sep` up to `close`.
fn parse_pairs(t: &[char], first: usize, kind: Kind, close: char, div: &str, sep: &str) -> Option<Node> {
    let div: Vec<char> = div.chars().collect();
    let sep: Vec<char> = sep.chars().collect();
    let mut at = skip_white(t, first + 1)?;
    let mut children = Vec::new();
    while *t.get(at)? != close {
        let arg = parse(t, at)?;
        let mut i = skip_white(t, arg.last + 1)?;
        if !t[i..].starts_with(&div) {
            return None;
        }
        i = skip_white(t, i + div.len())?;
        let val = parse(t, i)?;
        let pair = Node { kind: Kind::Pair, first: at, last: val.last, children: vec![arg, val] };
        at = skip_white(t, pair.last + 1)?;
        if t[at..].starts_with(&sep) {
            at += sep.len();
        }
        at = skip_white(t, at)?;
        children.push(pair);
    }
    Some(Node { kind, first, last: at, children })
}

fn parse_constant(t: &[char], i: usize) -> Option<Node> {
    let first = skip_white(t, i)?;
    let c = *t.get(first)?;
    let constant = |last| Some(Node { kind: Kind::Constant, first, last, children: Vec::new() });
    if c == '"' {
        // (TLC does not look for escaped quotes.)
        let mut last = first + 1;
        while *t.get(last)? != '"' {
            last += 1;
        }
        return constant(last);
    }
    if c.is_ascii_digit() {
        if let Some(last) = interval(t, first) {
            return constant(last);
        }
    }
    let run_end = |mut last: usize, ok: &dyn Fn(char) -> bool| {
        while last < t.len() && ok(t[last]) {
            last += 1;
        }
        last - 1
    };
    if c == '-' {
        return constant(run_end(first + 1, &|c| c.is_ascii_digit()));
    }
    if c.is_alphanumeric() {
        return constant(run_end(first, &|c| c.is_alphanumeric()));
    }
    None
}

/// `i..j` at `first`: the index of its last character.
fn interval(t: &[char], first: usize) -> Option<usize> {
    let mut last = first;
    while last < t.len() && t[last].is_ascii_digit() {
        last += 1;
    }
    if !t[last..].starts_with(&['.', '.']) {
        return None;
    }
    last += 2;
    if !t.get(last)?.is_ascii_digit() {
        return None;
    }
    while last < t.len() && t[last].is_ascii_digit() {
        last += 1;
    }
    Some(last - 1)
}

/// How a kind of value is laid out over lines: its delimiters, the padding
/// of its continuation lines, what separates its elements, and for pairs
/// what divides them and the padding of a value on a line of its own.
struct Layout {
    open: &'static str,
    close: &'static str,
    pad: &'static str,
    sep: &'static str,
    div: &'static str,
    div_pad: &'static str,
}

fn layout(kind: Kind) -> Layout {
    let l = |open, close, pad, sep, div, div_pad| Layout { open, close, pad, sep, div, div_pad };
    match kind {
        Kind::Set => l("{ ", " }", "  ", ",", "", ""),
        Kind::Sequence => l("<< ", " >>", "   ", ",", "", ""),
        Kind::Function => l("( ", " )", "  ", " @@", " :>", "    "),
        Kind::Record => l("[ ", " ]", "  ", ",", " |->", "    "),
        Kind::Subset => l("SUBSET ", " ", " ", ",", "", ""),
        Kind::Constant | Kind::Pair => l("", "", "", "", "", ""),
    }
}

/// The node within `width` columns, leaving `trailer` free at the end of
/// its last line; `pad` starts its continuation lines.
fn format(t: &[char], node: &Node, width: i64, trailer: i64, pad: &str) -> String {
    if node.len() <= width - trailer {
        return node.text(t);
    }
    let l = layout(node.kind);
    let inner_width = width - l.open.len().max(l.pad.len()) as i64;
    let inner_trailer = trailer + l.close.len() as i64;
    let inner_pad = format!("{pad}{}", l.pad);
    let body = match node.kind {
        Kind::Constant | Kind::Pair => return node.text(t),
        Kind::Set | Kind::Sequence | Kind::Subset => {
            let mut out = String::new();
            for (i, v) in node.children.iter().enumerate() {
                if i + 1 < node.children.len() {
                    out += &format(t, v, inner_width, l.sep.len() as i64, &inner_pad);
                    out += l.sep;
                    out += "\n";
                    out += &inner_pad;
                } else {
                    out += &format(t, v, inner_width, inner_trailer, &inner_pad);
                }
            }
            out
        }
        Kind::Record | Kind::Function => format_pairs(t, &node.children, inner_width, inner_trailer, &inner_pad, &l),
    };
    format!("{}{body}{}", l.open, l.close)
}

fn format_pairs(t: &[char], pairs: &[Node], width: i64, trailer: i64, pad: &str, l: &Layout) -> String {
    let (sep, div, div_pad) = (l.sep, l.div, l.div_pad);
    let (seplen, divlen, divpadlen) = (sep.len() as i64, div.len() as i64, div_pad.len() as i64);
    let value_pad = format!("{pad}{div_pad}");
    let mut out = String::new();
    for (i, pair) in pairs.iter().enumerate() {
        let (arg, val) = (&pair.children[0], &pair.children[1]);
        let last = i + 1 == pairs.len();
        // Not the last pair: room for the separator, none for the trailer.
        let (room, val_trailer) = if last { (width - trailer, trailer) } else { (width - seplen, seplen) };
        if arg.len() + divlen + 1 + val.len() <= room {
            out += &format!("{}{div} {}", arg.text(t), val.text(t));
        } else if arg.len() + divlen <= width {
            out += &format!("{}{div}\n{value_pad}{}", arg.text(t), format(t, val, width - divpadlen, val_trailer, &value_pad));
        } else {
            out += &format!("{}{div}\n{value_pad}{}", format(t, arg, width, trailer + divlen, pad), format(t, val, width - divpadlen, val_trailer, &value_pad));
        }
        if !last {
            out += &format!("{sep}\n{pad}");
        }
    }
    out
}

/// A state as TLC prints it, in traces and in every file that shows
/// states (TLC's `-dump`, `-simulate file=`): the one variable alone
/// (`x = 1`), or a conjunction list (`/\ x = 1`), each value
/// pretty-printed (over lines when it is long).
///
/// The state's lines, each ending in a newline; with `previous` (TLC's
/// `-difftrace`), only the variables whose values differ from it.
pub fn state_text(vars: &[String], s: &[crate::Value], previous: Option<&[crate::Value]>) -> String {
    let shown = |v: &crate::Value| pretty(&v.to_string());
    let changed = |i: usize| previous.is_none_or(|p| p.get(i) != Some(&s[i]));
    let conjunct = if vars.len() == 1 { "" } else { "/\\ " };
    let mut text = String::new();
    for (i, (name, v)) in vars.iter().zip(s.iter()).enumerate() {
        if changed(i) {
            text.push_str(&format!("{conjunct}{name} = {}\n", shown(v)));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_values_stay_on_one_line() {
        assert_eq!(pretty("<<1, 2, 3>>"), "<<1, 2, 3>>");
    }

    #[test]
    fn long_sequence_has_an_element_per_line() {
        let s = format!("<<{}>>", (1..=30).map(|i| (i * 1000).to_string()).collect::<Vec<_>>().join(", "));
        let p = pretty(&s);
        assert!(p.starts_with("<< 1000,\n   2000,\n"), "{p}");
        assert!(p.ends_with("\n   30000 >>"), "{p}");
    }

    #[test]
    fn record_value_too_long_goes_below_its_field() {
        let s = "[a |-> {1, 2, 3}, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb |-> <<\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\", \"yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\">>, c |-> [p |-> \"p\", q |-> \"q\"]]";
        assert_eq!(
            pretty(s),
            "[ a |-> {1, 2, 3},\n  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb |->\n      <<\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\", \"yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\">>,\n  c |-> [p |-> \"p\", q |-> \"q\"] ]"
        );
    }

    #[test]
    fn unreadable_text_is_left_as_it_is() {
        let s = format!("{{{}}}", (1..=30).map(|i| format!("p_{i}")).collect::<Vec<_>>().join(", "));
        assert_eq!(pretty(&s), s);
    }
}
