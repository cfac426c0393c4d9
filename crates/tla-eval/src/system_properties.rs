//! TLC's Java system properties: `tlars check -D key=value` sets one as
//! `java -Dkey=value` does, `TLCGet("-Dkey")` reads it and
//! `TLCSet("-Dkey", v)` sets it. One set per process, as in Java: every
//! worker sees the same properties.
//!
//! One property changes what is checked: `tlc2.tool.impl.Tool.cdot`, TLC's
//! switch for action composition (`A \cdot B`), which is off unless set to
//! `true` (see [`action_composition`]).

use std::collections::BTreeMap;
use std::sync::RwLock;

static PROPERTIES: RwLock<BTreeMap<String, String>> = RwLock::new(BTreeMap::new());

/// The property TLC reads to evaluate `A \cdot B` at all.
pub const ACTION_COMPOSITION: &str = "tlc2.tool.impl.Tool.cdot";

/// The value of a property, if it is set.
pub fn get(key: &str) -> Option<String> {
    PROPERTIES.read().unwrap_or_else(|e| e.into_inner()).get(key).cloned()
}

/// Sets a property.
pub fn set(key: &str, value: &str) {
    PROPERTIES.write().unwrap_or_else(|e| e.into_inner()).insert(key.to_owned(), value.to_owned());
}

/// Whether `A \cdot B` may be evaluated: as Java's `Boolean.getBoolean`,
/// the property reads `true` in any case.
pub fn action_composition() -> bool {
    get(ACTION_COMPOSITION).is_some_and(|v| v.eq_ignore_ascii_case("true"))
}

/// TLC's error where `A \cdot B` is evaluated while action composition is
/// off (tlars accepts the same property: `tlars check -D tlc2.tool.impl.Tool.cdot=true`).
pub const ACTION_COMPOSITION_OFF: &str = "The current version of TLC does not support action composition.  An incomplete implementation can be enabled via the tlc2.tool.impl.Tool.cdot=true java property.";
