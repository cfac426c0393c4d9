//! Every distinct state the search finds, in the
//! order one worker finds them, as TLC's `-dump FILE` writes them (`State
//! N:` and the variables as a trace shows them, a blank line after each).

use std::io::Write;
use tla_values::Value;

pub(crate) struct StatesWriter {
    out: std::io::BufWriter<std::fs::File>,
    vars: Vec<String>,
    written: u64,
    failed: Option<std::io::Error>,
}

impl StatesWriter {
    pub fn create(path: &std::path::Path, vars: &[String]) -> std::io::Result<StatesWriter> {
        Ok(StatesWriter { out: std::io::BufWriter::new(std::fs::File::create(path)?), vars: vars.to_vec(), written: 0, failed: None })
    }

    fn state(&mut self, state: &[Value]) {
        self.written += 1;
        let text = format!("State {}:\n{}\n", self.written, tla_values::pretty::state_text(&self.vars, state, None));
        if self.failed.is_none() {
            if let Err(e) = self.out.write_all(text.as_bytes()) {
                self.failed = Some(e);
            }
        }
    }
}

impl crate::GraphWriter for StatesWriter {
    fn initial(&mut self, _: u64, state: &[Value]) {
        self.state(state);
    }

    fn transition(&mut self, _: u64, _: u64, _: u64, _: usize, new_state: Option<(&[Value], bool)>) {
        if let Some((state, true)) = new_state {
            self.state(state);
        }
    }

    fn finish(&mut self) -> std::io::Result<()> {
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        self.out.flush()
    }
}
