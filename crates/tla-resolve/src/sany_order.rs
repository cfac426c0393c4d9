//! The order in which SANY lists a module's VARIABLEs, which is the order
//! TLC numbers them in and prints every state with.
//!
//! SANY keeps a module's symbols in a `java.util.Hashtable` and returns its
//! variables as that table enumerates them, reversed. So the order is not
//! the order of declaration: it follows the hash codes of the names and the
//! table's capacity, which grows with the number of symbols in the module
//! (its own, the built-in operators, and everything it EXTENDS or INSTANCEs).
//! This module replays how SANY fills that table and how Java's Hashtable
//! places and enumerates entries.

use crate::ModuleInfo;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use tla_syntax::ast::{DefKind, Module, Unit};

/// The root module's variables in SANY's order (`ModuleNode.getVariableDecls`).
pub fn variable_order(root: &ModuleInfo) -> Vec<String> {
    let mut contexts = Contexts::default();
    let entries = contexts.of(root);
    let mut table = JavaHashtable::new();
    for (i, e) in entries.iter().enumerate() {
        table.put(i, if e.module { 0 } else { java_string_hash(&e.name) });
    }
    let mut vars: Vec<String> = table.enumerate().filter(|&i| entries[i].kind == Kind::Variable).map(|i| entries[i].name.clone()).collect();
    vars.reverse();
    vars
}

/// SANY's built-in operators, which every module's symbol table holds
/// before anything else: only their number matters here.
const BUILTIN_COUNT: usize = 72;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Builtin,
    Constant,
    Variable,
    /// An operator or function definition, or an instance's `I!op`.
    Definition,
    /// `I == INSTANCE M` itself.
    Instance,
    /// A named ASSUME or THEOREM.
    Theorem,
    /// A module defined inside the module (its name is a key of its own kind).
    Module,
}

/// One symbol of a module's table, in the order SANY put it there.
#[derive(Clone, Debug)]
struct Entry {
    name: String,
    kind: Kind,
    /// A module name, not a symbol (SANY keys these apart).
    module: bool,
    /// LOCAL: not seen by a module that EXTENDS or INSTANCEs this one.
    local: bool,
}

/// The symbol tables of the modules met so far, by module.
#[derive(Default)]
struct Contexts {
    done: HashMap<*const ModuleInfo, Rc<Vec<Entry>>>,
}

/// A module's table being filled: its entries in order, and the keys taken.
#[derive(Default)]
struct Table {
    entries: Vec<Entry>,
    keys: HashSet<(bool, String)>,
}

impl Table {
    /// Adds a symbol unless one of that name is there already (SANY then
    /// keeps the first, with a warning or an error).
    fn add(&mut self, e: Entry) {
        if self.keys.insert((e.module, e.name.clone())) {
            self.entries.push(e);
        }
    }
}

impl Contexts {
    fn of(&mut self, m: &ModuleInfo) -> Rc<Vec<Entry>> {
        let key = m as *const ModuleInfo;
        if let Some(done) = self.done.get(&key) {
            return done.clone();
        }
        let mut table = Table::default();
        for i in 0..BUILTIN_COUNT {
            table.add(Entry { name: format!("$builtin{i}"), kind: Kind::Builtin, module: false, local: false });
        }
        for e in &m.ast.extends {
            if let Some(sub) = m.imports.get(&e.name) {
                for entry in self.of(sub).iter().filter(|x| !x.local) {
                    table.add(entry.clone());
                }
            }
        }
        self.units(m, &m.ast, &mut table);
        let done = Rc::new(table.entries);
        self.done.insert(key, done.clone());
        done
    }

    fn units(&mut self, m: &ModuleInfo, ast: &Module, table: &mut Table) {
        let symbol = |name: &str, kind: Kind, local: bool| Entry { name: name.to_string(), kind, module: false, local };
        for unit in &ast.units {
            match unit {
                Unit::Variables(ids) => ids.iter().for_each(|id| table.add(symbol(&id.name, Kind::Variable, false))),
                Unit::Constants(ds) => ds.iter().for_each(|d| table.add(symbol(&d.name.name, Kind::Constant, false))),
                Unit::Recursive(ds) => ds.iter().for_each(|d| table.add(symbol(&d.name.name, Kind::Definition, false))),
                Unit::Definition(d) => match &d.kind {
                    DefKind::Operator { .. } | DefKind::Function { .. } => table.add(symbol(&d.name.name, Kind::Definition, d.local)),
                    DefKind::Instance { instance, .. } => {
                        // `I == INSTANCE M` adds `I!op` for every definition
                        // (instances included) and theorem M exports, then `I`.
                        if let Some(sub) = m.imports.get(&instance.module.name) {
                            for e in self.of(sub).iter().filter(|e| !e.local && matches!(e.kind, Kind::Definition | Kind::Instance | Kind::Theorem)) {
                                table.add(symbol(&format!("{}!{}", d.name.name, e.name), e.kind, d.local));
                            }
                        }
                        table.add(symbol(&d.name.name, Kind::Instance, d.local));
                    }
                },
                Unit::Instance(inst) => {
                    // An unnamed INSTANCE adds the definitions (not the
                    // instances) and theorems M exports.
                    if let Some(sub) = m.imports.get(&inst.module.name) {
                        for e in self.of(sub).iter().filter(|e| !e.local && matches!(e.kind, Kind::Definition | Kind::Theorem)) {
                            table.add(symbol(&e.name, e.kind, inst.local));
                        }
                    }
                }
                Unit::Module(inner) => table.add(Entry { name: inner.name.name.clone(), kind: Kind::Module, module: true, local: false }),
                Unit::Assume(a) => {
                    if let Some(n) = &a.name {
                        table.add(symbol(&n.name, Kind::Theorem, false));
                    }
                }
                Unit::Theorem(t) => {
                    if let Some(n) = &t.name {
                        table.add(symbol(&n.name, Kind::Theorem, false));
                    }
                }
                Unit::UseHide(_) | Unit::Separator(_) => {}
            }
        }
    }
}

/// Java's `String.hashCode` (over UTF-16 code units).
fn java_string_hash(s: &str) -> i32 {
    s.encode_utf16().fold(0i32, |h, c| h.wrapping_mul(31).wrapping_add(c as i32))
}

/// `java.util.Hashtable` as far as its enumeration order goes: buckets of
/// chains with the newest entry first, grown to `2n+1` buckets (reversing
/// each chain) once it holds three quarters of its capacity, enumerated
/// from the last bucket to the first.
struct JavaHashtable {
    buckets: Vec<Vec<(usize, i32)>>,
    count: usize,
    threshold: usize,
}

impl JavaHashtable {
    fn new() -> JavaHashtable {
        JavaHashtable { buckets: vec![Vec::new(); 11], count: 0, threshold: 8 }
    }

    fn index(hash: i32, capacity: usize) -> usize {
        (hash & 0x7FFF_FFFF) as usize % capacity
    }

    fn put(&mut self, item: usize, hash: i32) {
        if self.count >= self.threshold {
            self.rehash();
        }
        let i = Self::index(hash, self.buckets.len());
        self.buckets[i].insert(0, (item, hash));
        self.count += 1;
    }

    fn rehash(&mut self) {
        let capacity = self.buckets.len() * 2 + 1;
        let mut buckets = vec![Vec::new(); capacity];
        for chain in std::mem::take(&mut self.buckets).into_iter().rev() {
            for (item, hash) in chain {
                buckets[Self::index(hash, capacity)].insert(0, (item, hash));
            }
        }
        self.buckets = buckets;
        self.threshold = (capacity as f32 * 0.75) as usize;
    }

    fn enumerate(&self) -> impl Iterator<Item = usize> + '_ {
        self.buckets.iter().rev().flat_map(|chain| chain.iter().map(|&(item, _)| item))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_string_hash_is_javas() {
        // Values of "".hashCode(), "a".hashCode(), "hello".hashCode() and a
        // wrapping one in Java.
        assert_eq!(java_string_hash(""), 0);
        assert_eq!(java_string_hash("a"), 97);
        assert_eq!(java_string_hash("hello"), 99162322);
        assert_eq!(java_string_hash("polygenelubricants"), i32::MIN);
    }

    #[test]
    fn hashtable_enumerates_as_java_does() {
        // What java.util.Hashtable's keys() gave for these keys put in this
        // order: "AaAa" and "BBBB" share a hash code (newest first in their
        // chain, then reversed by the rehash to 23 buckets after 8 keys).
        let keys = ["x", "s", "queue", "alpha", "b", "Ba", "AaAa", "BBBB", "c", "d", "e", "f", "g", "h"];
        let mut t = JavaHashtable::new();
        for (i, k) in keys.iter().enumerate() {
            t.put(i, java_string_hash(k));
        }
        let order: Vec<&str> = t.enumerate().map(|i| keys[i]).collect();
        assert_eq!(order, ["AaAa", "BBBB", "alpha", "h", "g", "queue", "f", "e", "d", "c", "b", "x", "Ba", "s"]);
    }
}
