//! A state as TLC prints it, in traces and in every file that shows
//! states (`--dump-states`, `--dump-dot`, `--trace-files`): the one
//! variable alone (`x = 1`), or a conjunction list (`/\ x = 1`), each value
//! pretty-printed as TLC does (over lines when it is long).

use tla_values::Value;

/// The state's lines, each ending in a newline; with `previous` (TLC's
/// `-difftrace`), only the variables whose values differ from it.
pub fn state_text(vars: &[String], s: &[Value], previous: Option<&[Value]>) -> String {
    let shown = |v: &Value| tla_values::pretty::pretty(&v.to_string());
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
