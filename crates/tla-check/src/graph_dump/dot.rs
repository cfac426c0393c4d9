//! The state graph in GraphViz's dot, as TLC's `-dump
//! dot,actionlabels,colorize FILE` writes it: each state a box labelled
//! with its variables (initial states filled, states outside the model
//! light yellow), each transition an edge labelled and coloured by its
//! action (a colour per operator, with a legend), an edge for every
//! successor an action generated (self-loops, edges back to states found
//! before and edges of several actions between the same states alike),
//! states of one breadth-first level at one rank. Nodes are named by
//! fingerprint (tlars' fingerprints, not TLC's, which TLC also draws anew
//! on each run).

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use tla_values::Value;

pub(crate) struct DotWriter {
    out: std::io::BufWriter<std::fs::File>,
    vars: Vec<String>,
    /// Each action's label and operator.
    actions: Vec<(String, String)>,
    /// The operators in the order their first transition was written: the
    /// k-th has colour k + 2 in GraphViz's `paired12` (TLC's rule).
    operators: Vec<String>,
    /// The states by level (initial states, and those transitions were
    /// written from, as TLC ranks them), each once.
    ranks: BTreeMap<u64, Vec<u64>>,
    ranked: HashSet<u64>,
    failed: Option<std::io::Error>,
}

/// A fingerprint as TLC names nodes: a signed 64-bit number.
fn node(fp: u64) -> String {
    (fp as i64).to_string()
}

/// Text in a dot string: backslashes and quotes escaped, lines joined by
/// `\n`.
fn escaped(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

impl DotWriter {
    /// A writer to `path` for states of `vars` and the checker's actions
    /// (each with its label and operator).
    pub fn create(path: &std::path::Path, vars: &[String], actions: &[(String, String)]) -> std::io::Result<DotWriter> {
        let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
        out.write_all(b"strict digraph DiskGraph {\nnode [shape=box,style=rounded]\nedge [colorscheme=\"paired12\"]\nnodesep=0.35;\nsubgraph cluster_graph {\ncolor=\"white\";\n")?;
        Ok(DotWriter {
            out,
            vars: vars.to_vec(),
            actions: actions.to_vec(),
            operators: Vec::new(),
            ranks: BTreeMap::new(),
            ranked: HashSet::new(),
            failed: None,
        })
    }

    /// The colour of `operator`'s transitions.
    fn colour(&mut self, operator: &str) -> usize {
        let k = match self.operators.iter().position(|o| o == operator) {
            Some(k) => k,
            None => {
                self.operators.push(operator.to_string());
                self.operators.len() - 1
            }
        };
        k + 2
    }

    fn rank(&mut self, fp: u64, level: u64) {
        if self.ranked.insert(fp) {
            self.ranks.entry(level).or_default().push(fp);
        }
    }

    /// A state as TLC's label shows it.
    fn label(&self, state: &[Value]) -> String {
        escaped(tla_values::pretty::state_text(&self.vars, state, None).trim_end_matches('\n'))
    }

    fn write(&mut self, text: &str) {
        if self.failed.is_none() {
            if let Err(e) = self.out.write_all(text.as_bytes()) {
                self.failed = Some(e);
            }
        }
    }

    /// Ends the file; why it could not be written, if it could not.
    fn close(&mut self) -> std::io::Result<()> {
        let mut tail = String::new();
        for fps in self.ranks.values() {
            tail.push_str(&format!("{{rank = same; {}}}\n", fps.iter().map(|&fp| format!("{};", node(fp))).collect::<String>()));
        }
        tail.push_str("}\nsubgraph cluster_legend {graph[style=bold];label = \"Next State Actions\" style=\"solid\"\n");
        tail.push_str("node [ labeljust=\"l\",colorscheme=\"paired12\",style=filled,shape=record ]\n");
        for k in legend_order(&self.operators) {
            let o = &self.operators[k];
            tail.push_str(&format!("{} [label=\"{}\",fillcolor={}]\n", escaped(o), escaped(o), k + 2));
        }
        tail.push_str("}}");
        self.write(&tail);
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        self.out.flush()
    }
}

/// The order TLC lists the operators in its legend (given in the order
/// their colours were given): not that order, but the order a Java
/// `HashMap` keyed by their names iterates in, as TLC's files show (Up,
/// Also, Down coloured in that order are listed Down, Also, Up). That is
/// by bucket, the name's Java `hashCode` with its high half folded into
/// the low (`h ^ h >>> 16`) modulo the table's size (16, doubled while it
/// holds more than three quarters of that), and within a bucket in the
/// order of insertion, which a doubling keeps. (Java turns a bucket of
/// more than 8 names into a tree; so many names in one bucket are not
/// expected of a legend.)
fn legend_order(operators: &[String]) -> Vec<usize> {
    let hash = |name: &str| {
        let h = name.encode_utf16().fold(0u32, |h, unit| h.wrapping_mul(31).wrapping_add(u32::from(unit)));
        h ^ (h >> 16)
    };
    let mut size = 16usize;
    while operators.len() * 4 > size * 3 {
        size *= 2;
    }
    let mut order: Vec<usize> = (0..operators.len()).collect();
    // (A stable sort: insertion order within a bucket.)
    order.sort_by_key(|&k| hash(&operators[k]) as usize & (size - 1));
    order
}

impl crate::GraphWriter for DotWriter {
    fn initial(&mut self, fp: u64, state: &[Value]) {
        let line = format!("{} [label=\"{}\",style = filled]\n", node(fp), self.label(state));
        self.write(&line);
        self.rank(fp, 1);
    }

    fn transition(&mut self, from: u64, level: u64, to: u64, action: usize, new_state: Option<(&[Value], bool)>) {
        let (label, operator) = self.actions.get(action).cloned().unwrap_or_default();
        let colour = self.colour(&operator);
        let mut text = format!("{} -> {} [label=\"{}\",color=\"{colour}\",fontcolor=\"{colour}\"];\n", node(from), node(to), escaped(&label));
        if let Some((state, in_model)) = new_state {
            let l = self.label(state);
            let style = if in_model { "" } else { ",style = filled, fillcolor=lightyellow" };
            text.push_str(&format!("{} [label=\"{l}\",tooltip=\"{l}\"{style}];\n", node(to)));
        }
        self.write(&text);
        self.rank(from, level);
    }

    fn finish(&mut self) -> std::io::Result<()> {
        self.close()
    }
}

#[cfg(test)]
mod tests {
    use super::legend_order;

    /// The legends of TLC's files: five operators in one table of 16, and
    /// fifteen, past the twelve that make Java double it to 32.
    #[test]
    fn the_legend_is_in_tlcs_order() {
        let names = |text: &str| text.split(' ').map(str::to_string).collect::<Vec<_>>();
        let ordered = |text: &str| {
            let ops = names(text);
            legend_order(&ops).into_iter().map(|k| ops[k].clone()).collect::<Vec<_>>().join(" ")
        };
        assert_eq!(ordered("Up Also Stay Down Twice"), "Down Also Up Stay Twice");
        assert_eq!(
            ordered("Go Stop Wait Run Jump Walk Swim Fly Read Write Open Close Send Recv Ack"),
            "Walk Write Recv Stop Go Ack Run Jump Swim Open Send Read Fly Close Wait"
        );
    }
}
