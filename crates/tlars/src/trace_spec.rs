//! TLC's trace-exploration spec: after a violation with a trace of more
//! than one state, TLC writes `SPEC_TTrace_SECONDS.tla` beside the spec, a
//! module (with its configuration in a CONFIG section) whose behaviours
//! are exactly the error trace, and whose invariant or property fails at
//! its end, so that a user can explore the trace with expressions of their
//! own (`_expression`, the ALIAS). `tlars tlc` writes it as TLC does; the
//! module is TLC's, with the variables in declaration order and the
//! configuration's constants as they are written in the model's file.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use tla_values::Value;

/// How the trace ends.
pub enum Ending {
    /// At the state that violates an invariant (or deadlocks).
    Safety,
    /// A lasso that stutters forever in its last state.
    Stuttering,
    /// A lasso whose last state goes back to state `k` (from 1).
    BackTo(usize),
}

/// What the module is written from.
pub struct TraceSpec<'a> {
    /// The root module's name.
    pub module: &'a str,
    pub vars: &'a [String],
    pub states: Vec<&'a [Value]>,
    pub ending: Ending,
    /// The configuration's constant assignments, as written there.
    pub constants: &'a [String],
    /// The model values the configuration introduces.
    pub model_values: &'a [String],
}

/// The order in which Java's `HashSet` of these names lists them (TLC
/// writes its EXTENDS lists from one): by bucket of the strings' hash codes
/// in a table of 16, then in the order added.
fn java_hash_set_order(names: &[&str]) -> Vec<String> {
    let hash = |s: &str| -> i32 { s.encode_utf16().fold(0i32, |h, c| h.wrapping_mul(31).wrapping_add(c as i32)) };
    let bucket = |s: &str| {
        let h = hash(s) as u32;
        ((h ^ (h >> 16)) & 15) as usize
    };
    let mut unique: Vec<&str> = Vec::new();
    for n in names {
        if !unique.contains(n) {
            unique.push(n);
        }
    }
    let mut ordered: Vec<(usize, usize, &str)> = unique.iter().enumerate().map(|(i, n)| (bucket(n), i, *n)).collect();
    ordered.sort();
    ordered.into_iter().map(|(_, _, n)| n.to_string()).collect()
}

impl TraceSpec<'_> {
    /// Writes the module into `dir` as `MODULE_TTrace_SECONDS.tla`; its
    /// path.
    pub fn write(&self, dir: &Path, seconds: u64) -> std::io::Result<PathBuf> {
        let name = format!("{}_TTrace_{seconds}", self.module);
        let path = dir.join(format!("{name}.tla"));
        std::fs::write(&path, self.text(&name))?;
        Ok(path)
    }

    fn lasso(&self) -> bool {
        matches!(self.ending, Ending::BackTo(_))
    }

    /// A state as a conjunction of its variables' values, indented.
    fn state_formula(&self, s: &[Value], indent: &str) -> String {
        let parts: Vec<String> = self.vars.iter().zip(s).map(|(v, x)| format!("{indent}{v} = ({x})")).collect();
        parts.join(&format!("\n{indent}/\\\n"))
    }

    pub fn text(&self, name: &str) -> String {
        let m = self.module;
        let constants_module = format!("{m}_TEConstants");
        let has_constants = !self.model_values.is_empty() || self.lasso();
        let mut extra = vec!["Toolbox", "TLCExt", "Naturals", "Sequences", "TLC"];
        if has_constants {
            extra.push(&constants_module);
        }
        extra.push(m);
        let extends = java_hash_set_order(&extra).join(", ");
        let mut t = String::new();
        let _ = writeln!(t, "---- MODULE {name} ----\nEXTENDS {extends}\n");
        let _ = writeln!(t, "_expression ==\n    LET {m}_TEExpression == INSTANCE {m}_TEExpression\n    IN {m}_TEExpression!expression\n----\n");
        let _ = writeln!(t, "_trace ==\n    LET {m}_TETrace == INSTANCE {m}_TETrace\n    IN {m}_TETrace!trace\n----\n");
        let last = self.states.last().copied().unwrap_or(&[]);
        match self.ending {
            Ending::Safety => {
                let _ = writeln!(
                    t,
                    "_inv ==\n    ~(\n        TLCGet(\"level\") = Len(_TETrace)\n        /\\\n{}\n    )\n----\n",
                    self.state_formula(last, "        ")
                );
            }
            Ending::Stuttering => {
                let _ = writeln!(t, "_prop ==\n    ~<>[](\n{}\n    )\n----\n", self.state_formula(last, "        "));
            }
            Ending::BackTo(k) => {
                let start = self.states.get(k - 1).copied().unwrap_or(&[]);
                let _ = writeln!(
                    t,
                    "_prop ==\n    ~(([]<>(\n{}\n    ))/\\([]<>(\n{}\n    )))\n----\n",
                    self.state_formula(last, "            "),
                    self.state_formula(start, "            ")
                );
            }
        }
        let _ = writeln!(t, "_init ==");
        for v in self.vars {
            let _ = writeln!(t, "    /\\ {v} = _TETrace[1].{v}");
        }
        let _ = writeln!(t, "----\n");
        let _ = writeln!(t, "_next ==\n    /\\ \\E i,j \\in DOMAIN _TETrace:\n        /\\ \\/ /\\ j = i + 1\n              /\\ i = TLCGet(\"level\")");
        if self.lasso() {
            let _ = writeln!(t, "           \\/ /\\ i = _TTraceLassoEnd\n              /\\ j = _TTraceLassoStart");
        }
        for v in self.vars {
            let _ = writeln!(t, "        /\\ {v}  = _TETrace[i].{v}\n        /\\ {v}' = _TETrace[j].{v}");
        }
        let _ = writeln!(
            t,
            "\n\\* Uncomment the ASSUME below to write the states of the error trace\n\\* to the given file in Json format. Note that you can pass any tuple\n\\* to `JsonSerialize`. For example, a sub-sequence of _TETrace.\n    \\* ASSUME\n    \\*     LET J == INSTANCE Json\n    \\*         IN J!JsonSerialize(\"{name}.json\", _TETrace)\n"
        );
        if self.lasso() {
            let _ = writeln!(
                t,
                "_view ==\n    <<{}, IF TLCGet(\"level\") = _TTraceLassoEnd + 1 THEN _TTraceLassoStart ELSE TLCGet(\"level\")>>\n----\n",
                self.vars.join(", ")
            );
        }
        let _ = writeln!(t, "=============================================================================\n");
        // The module of the trace expression.
        let _ = writeln!(
            t,
            " Note that you can extract this module `{m}_TEExpression`\n  to a dedicated file to reuse `expression` (the module in the \n  dedicated `{m}_TEExpression.tla` file takes precedence \n  over the module `{m}_TEExpression` below).\n"
        );
        let _ = writeln!(t, "---- MODULE {m}_TEExpression ----\nEXTENDS {extends}\n\nexpression == \n    [");
        let _ = writeln!(
            t,
            "        \\* To hide variables of the `{m}` spec from the error trace,\n        \\* remove the variables below.  The trace will be written in the order\n        \\* of the fields of this record."
        );
        for (i, v) in self.vars.iter().enumerate() {
            let _ = writeln!(t, "        {}{v} |-> {v}", if i == 0 { "" } else { "," });
        }
        let _ = writeln!(t, "    ]\n\n=============================================================================\n");
        // The trace.
        let mut trace_extends = vec!["TLC"];
        if has_constants {
            trace_extends.push(&constants_module);
        }
        trace_extends.push(m);
        let _ = writeln!(t, "---- MODULE {m}_TETrace ----\nEXTENDS {}\n\ntrace == \n    <<", java_hash_set_order(&trace_extends).join(", "));
        let records: Vec<String> = self
            .states
            .iter()
            .map(|s| format!("    ([{}])", self.vars.iter().zip(s.iter()).map(|(v, x)| format!("{v} |-> {x}")).collect::<Vec<_>>().join(",")))
            .collect();
        let _ = writeln!(t, "{}\n    >>\n----\n\n\n=============================================================================\n", records.join(",\n"));
        // The model values (and the lasso's ends) as constants.
        if has_constants {
            let mut names: Vec<String> = self.model_values.to_vec();
            if self.lasso() {
                names.extend(["_TTraceLassoStart".to_string(), "_TTraceLassoEnd".to_string()]);
            }
            let _ = writeln!(t, "---- MODULE {constants_module} ----\nEXTENDS {m}\n\nCONSTANTS {}\n\n=============================================================================\n", names.join(", "));
        }
        // The configuration.
        let _ = writeln!(t, "---- CONFIG {name} ----");
        if !self.constants.is_empty() || !self.model_values.is_empty() || self.lasso() {
            let _ = writeln!(t, "CONSTANTS");
            for c in self.constants {
                let _ = writeln!(t, "    {c}");
            }
            for v in self.model_values {
                let _ = writeln!(t, "    {v} = {v}");
            }
            if let Ending::BackTo(k) = self.ending {
                let _ = writeln!(t, "_TTraceLassoStart = {k}\n_TTraceLassoEnd = {}", self.states.len());
            }
            let _ = writeln!(t);
        }
        let check = if matches!(self.ending, Ending::Safety) { "INVARIANT\n    _inv" } else { "PROPERTY\n    _prop" };
        let _ = writeln!(
            t,
            "{check}\n\nCHECK_DEADLOCK\n    \\* CHECK_DEADLOCK off because of PROPERTY or INVARIANT above.\n    FALSE\n\nINIT\n    _init\n\nNEXT\n    _next\n"
        );
        if self.lasso() {
            let _ = writeln!(t, "VIEW\n    _view\n");
        }
        let _ = writeln!(
            t,
            "CONSTANT\n    _TETrace <- _trace\n\nALIAS\n    _expression\n============================================================================="
        );
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Java's HashSet order, as TLC's trace specs show it.
    #[test]
    fn extends_in_javas_order() {
        let base = ["Toolbox", "TLCExt", "Naturals", "Sequences", "TLC"];
        let with = |m: &str| {
            let mut v = base.to_vec();
            v.push(m);
            java_hash_set_order(&v).join(", ")
        };
        assert_eq!(with("Deadlock"), "Deadlock, Sequences, TLCExt, Toolbox, Naturals, TLC");
        assert_eq!(with("Alias"), "Sequences, TLCExt, Alias, Toolbox, Naturals, TLC");
        let mut v = base.to_vec();
        v.extend(["TE_TEConstants", "TE"]);
        assert_eq!(java_hash_set_order(&v).join(", "), "TE_TEConstants, TE, Sequences, TLCExt, Toolbox, Naturals, TLC");
        assert_eq!(java_hash_set_order(&["TLC", "TE_TEConstants", "TE"]).join(", "), "TE_TEConstants, TE, TLC");
    }
}
