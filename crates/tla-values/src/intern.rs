//! Interned strings. TLC orders strings (and model values) by the order in
//! which they were first interned, not alphabetically; CHOOSE and the order
//! of set elements follow from that. Before anything else is interned,
//! tla-model (`string_order.rs`) interns what TLC interns, in TLC's order;
//! strings made later, at run time, are numbered as they are made.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Str(pub u32);

#[derive(Default)]
struct Table {
    ids: HashMap<Arc<str>, u32>,
    strings: Vec<Arc<str>>,
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(|| RwLock::new(Table::default()))
}

impl Str {
    pub fn new(s: &str) -> Str {
        if let Some(&id) = table().read().unwrap().ids.get(s) {
            return Str(id);
        }
        let mut t = table().write().unwrap();
        if let Some(&id) = t.ids.get(s) {
            return Str(id);
        }
        let id = t.strings.len() as u32;
        let a: Arc<str> = Arc::from(s);
        t.strings.push(a.clone());
        t.ids.insert(a, id);
        Str(id)
    }

    pub fn as_str(self) -> Arc<str> {
        table().read().unwrap().strings[self.0 as usize].clone()
    }

    /// Every string interned so far, by number: what another process must
    /// intern, in this order, to give them the same numbers (a checkpoint
    /// keeps them, as values and fingerprints refer to strings by number).
    pub fn interned() -> Vec<Arc<str>> {
        table().read().unwrap().strings.clone()
    }
}

impl std::fmt::Debug for Str {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", &*self.as_str())
    }
}
