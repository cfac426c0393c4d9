//! TLC's `-dump`: the state graph written as the search finds it, either
//! every distinct state (`-dump FILE`) or the graph in GraphViz's dot
//! (`-dump dot,actionlabels,colorize FILE`). Each is a [`GraphWriter`]
//! made from the split actions, so that Next is split once.

mod dot;
mod states;

use crate::{Action, GraphWriter};
use std::path::{Path, PathBuf};

/// Which of TLC's dumps to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DumpFormat {
    /// Every distinct state, as TLC's `-dump FILE`.
    States,
    /// The graph in dot, as TLC's `-dump dot,actionlabels,colorize FILE`.
    Dot,
}

/// A dump to write: its format and its file.
#[derive(Clone, Debug)]
pub struct GraphDump {
    pub format: DumpFormat,
    pub path: PathBuf,
}

impl GraphDump {
    /// The writer of this dump, its file created, for a model with these
    /// variables and actions.
    pub fn create(&self, vars: &[String], actions: &[Action]) -> std::io::Result<Box<dyn GraphWriter>> {
        let path: &Path = &self.path;
        Ok(match self.format {
            DumpFormat::States => Box::new(states::StatesWriter::create(path, vars)?),
            DumpFormat::Dot => {
                let labels: Vec<(String, String)> = actions.iter().map(|a| (a.name.clone(), a.operator.clone())).collect();
                Box::new(dot::DotWriter::create(path, vars, &labels)?)
            }
        })
    }
}
