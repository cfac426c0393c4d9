//! VectorClocks' `CausalOrder(log, clock(_), node(_), domain(_))` as TLC
//! computes it with Java code (its TLA+ definition, a CHOOSE over all
//! rearrangements of the log, cannot be evaluated on a real log).
//!
//! The order matters to users: trace validation specs check a system's
//! log in this order, and TLC's state counts follow it. TLC's algorithm:
//! 1. each node's entries, ordered by the node's own clock value;
//! 2. an entry's parents: for each node in its clock's domain whose value
//!    there is ahead of what the entry's node has already seen, that node's
//!    entry at that clock value (entries of a node are numbered 1, 2, ...);
//! 3. passes over the nodes, in the order of a Java `HashMap` keyed by the
//!    node identifiers (see `tlc_hash`), each taking the node's next entry
//!    if all its parents have been taken; as many passes as entries.
//!
//! The evaluator computes `node`, `clock` and `domain` of each entry (they
//! are operator arguments) and hands them here.

use super::*;
use crate::tlc_hash::hash_map_order;

/// One entry of the log with what the operator arguments give for it.
pub struct LogEntry {
    pub value: Value,
    /// `node(entry)`: the node that logged it.
    pub node: Value,
    /// `clock(entry)`: its vector clock.
    pub clock: Value,
    /// `domain(clock(entry))`: the nodes the clock has values for.
    pub hosts: Vec<Value>,
}

fn failed(what: String) -> ValueError {
    ValueError::new(format!("CausalOrder could not order the log: {what}"))
}

/// The value of vector clock `clock` for node `node`, an integer.
fn clock_value(clock: &Value, node: &Value) -> Result<i64, ValueError> {
    match apply(clock, node)? {
        Value::Int(n) => Ok(n),
        v => Err(failed(format!("the clock value of node {node} is {v}, not an integer"))),
    }
}

pub fn causal_order(log: Vec<LogEntry>) -> NResult {
    // The nodes in the order of their first entry, each with its entries
    // ordered by its own clock value (a stable sort, as Java's).
    let mut nodes: Vec<Value> = Vec::new();
    let mut entries_of: Vec<Vec<usize>> = Vec::new();
    let mut own_time = Vec::with_capacity(log.len());
    for (i, e) in log.iter().enumerate() {
        own_time.push(clock_value(&e.clock, &e.node)?);
        match nodes.iter().position(|n| *n == e.node) {
            Some(k) => entries_of[k].push(i),
            None => {
                nodes.push(e.node.clone());
                entries_of.push(vec![i]);
            }
        }
    }
    for list in &mut entries_of {
        list.sort_by_key(|&i| own_time[i]);
    }
    // The parents of each entry: the entries it must come after.
    let mut waiting_for = vec![0usize; log.len()];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); log.len()];
    for (k, list) in entries_of.iter().enumerate() {
        let mut seen = vec![0i64; nodes.len()];
        for &i in list {
            seen[k] = own_time[i];
            for host in &log[i].hosts {
                let t = clock_value(&log[i].clock, host)?;
                let h = nodes.iter().position(|n| n == host).ok_or_else(|| failed(format!("node {host} of a clock has logged nothing")))?;
                if seen[h] < t {
                    seen[h] = t;
                    let parent = usize::try_from(t - 1)
                        .ok()
                        .and_then(|idx| entries_of[h].get(idx))
                        .ok_or_else(|| failed(format!("node {host} has no entry with clock value {t}")))?;
                    waiting_for[i] += 1;
                    children[*parent].push(i);
                }
            }
        }
    }
    // (Node identifiers without a known hash code, model values, are
    // passed over in the order of their first entry.)
    let pass_order = hash_map_order(&nodes).unwrap_or_else(|| (0..nodes.len()).collect());
    let mut next = vec![0usize; nodes.len()];
    let mut sorted = Vec::with_capacity(log.len());
    for _ in 0..log.len() {
        for &k in &pass_order {
            let Some(&i) = entries_of[k].get(next[k]) else { continue };
            if waiting_for[i] == 0 {
                next[k] += 1;
                for &c in &children[i] {
                    waiting_for[c] -= 1;
                }
                sorted.push(log[i].value.clone());
            }
        }
    }
    // (An entry whose parents never come is left out, as TLC leaves it.)
    Ok(Value::tuple(sorted))
}
