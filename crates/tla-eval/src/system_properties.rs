//! TLC's Java system properties: `tlars check -D key=value` sets one as
//! `java -Dkey=value` does, `TLCGet("-Dkey")` reads it and
//! `TLCSet("-Dkey", v)` sets it. One set per run, as in Java per process:
//! every worker of the run sees the same properties (they are part of the
//! run's context, `RunContext`, installed on each of its threads).
//!
//! One property changes what is checked: `tlc2.tool.impl.Tool.cdot`, TLC's
//! switch for action composition (`A \cdot B`), which is off unless set to
//! `true` (see [`action_composition`]).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

/// One run's properties, shared by its threads.
#[derive(Clone, Debug, Default)]
pub struct SystemProperties(Arc<RwLock<BTreeMap<String, String>>>);

impl SystemProperties {
    /// Properties set from `key=value` pairs (`-D`).
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> SystemProperties {
        SystemProperties(Arc::new(RwLock::new(pairs.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect())))
    }
}

thread_local! {
    static CURRENT: RefCell<SystemProperties> = RefCell::default();
}

/// The properties of the run this thread evaluates for.
pub(crate) fn current() -> SystemProperties {
    CURRENT.with(|c| c.borrow().clone())
}

/// Makes `properties` those of this thread's run; the previous ones.
pub(crate) fn replace(properties: SystemProperties) -> SystemProperties {
    CURRENT.with(|c| c.replace(properties))
}

/// The property TLC reads to evaluate `A \cdot B` at all.
pub const ACTION_COMPOSITION: &str = "tlc2.tool.impl.Tool.cdot";

/// The value of a property, if it is set.
pub fn get(key: &str) -> Option<String> {
    CURRENT.with(|c| c.borrow().0.read().unwrap_or_else(|e| e.into_inner()).get(key).cloned())
}

/// Sets a property, for every thread of the run.
pub fn set(key: &str, value: &str) {
    CURRENT.with(|c| c.borrow().0.write().unwrap_or_else(|e| e.into_inner()).insert(key.to_owned(), value.to_owned()));
}

/// Whether `A \cdot B` may be evaluated: as Java's `Boolean.getBoolean`,
/// the property reads `true` in any case.
pub fn action_composition() -> bool {
    get(ACTION_COMPOSITION).is_some_and(|v| v.eq_ignore_ascii_case("true"))
}

/// TLC's error where `A \cdot B` is evaluated while action composition is
/// off (tlars accepts the same property: `tlars check -D tlc2.tool.impl.Tool.cdot=true`).
pub const ACTION_COMPOSITION_OFF: &str = "The current version of TLC does not support action composition.  An incomplete implementation can be enabled via the tlc2.tool.impl.Tool.cdot=true java property.";
