//! A fair process's conjunct of `Spec`, laid out as the translator's
//! `ProcessFairness` lays it out: on one line when it fits (by the
//! translator's own reckoning of the width, which leaves some of the
//! text out), else the process's formulas and each procedure's on lines
//! of their own, `/\ `-bulleted.

/// `WF_vars(P(self))` and, for a weakly fair process with `L:+` labels,
/// `SF_vars(L(self)) /\ ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormulaPair {
    pub wf: String,
    pub sf: Option<String>,
}

impl FormulaPair {
    fn single_line(&self) -> String {
        match &self.sf {
            None => self.wf.clone(),
            Some(sf) => format!("{} /\\ {sf}", self.wf),
        }
    }

    fn single_line_width(&self) -> usize {
        self.single_line().chars().count()
    }

    fn multi_line(&self, col: usize) -> String {
        match &self.sf {
            None => format!("/\\ {}", self.wf),
            Some(sf) => format!("/\\ {}\n{}/\\ {sf}", self.wf, " ".repeat(col)),
        }
    }
}

/// A fair process: what quantifies `self` (`\A self \in S : `, or `LET
/// self == e IN ` for a single process named by an expression of several
/// lines), its formulas, and those of the procedures it may call.
pub struct ProcessFairness {
    pub prefix: Vec<String>,
    pub body: FormulaPair,
    pub procedures: Vec<FormulaPair>,
}

/// The translator's width.
const WRAP: usize = 78;

impl ProcessFairness {
    /// The width the translator reckons (its quirks kept: a prefix of one
    /// line and the ` /\ ` between formulas do not count).
    fn single_line_width(&self) -> usize {
        let n = self.prefix.len();
        let widest_prefix = self.prefix[..n.saturating_sub(1)].iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let mut width = if n > 1 { self.prefix[n - 1].chars().count() } else { 0 };
        width += self.body.wf.chars().count() + self.body.sf.as_ref().map_or(0, |s| s.chars().count());
        width += self.procedures.iter().map(FormulaPair::single_line_width).sum::<usize>();
        widest_prefix.max(width)
    }

    fn prefix_text(&self, col: usize) -> String {
        self.prefix.iter().enumerate().map(|(i, l)| if i == 0 { l.clone() } else { format!("{}{l}", " ".repeat(col)) }).collect::<Vec<_>>().join("\n")
    }

    /// The conjunct's text (lines separated by `\n`), its first line
    /// beginning at column `col`.
    pub fn format(&self, col: usize) -> String {
        let fits = col + self.single_line_width() <= WRAP || (self.body.sf.is_none() && self.procedures.is_empty());
        let mut out = self.prefix_text(col);
        if fits {
            out.push_str(&self.body.wf);
            if let Some(sf) = &self.body.sf {
                out.push_str(&format!(" /\\ {sf}"));
            }
            for p in &self.procedures {
                out.push_str(&format!(" /\\ {}", p.single_line()));
            }
            return out;
        }
        let prefix_width = self.prefix.last().map_or(0, |l| l.chars().count());
        let at = col + prefix_width;
        let line = self.body.single_line();
        if at + line.chars().count() + 3 <= WRAP {
            out.push_str(&format!("/\\ {line}"));
        } else {
            out.push_str(&self.body.multi_line(at));
        }
        for (i, p) in self.procedures.iter().enumerate() {
            if i == 0 {
                out.push('\n');
            }
            out.push_str(&" ".repeat(at));
            let line = p.single_line();
            if at + line.chars().count() + 3 <= WRAP {
                out.push_str(&format!("/\\ {line}\n"));
            } else {
                out.push_str(&p.multi_line(at));
            }
        }
        out
    }
}
