//! The checkpoint options of `tlars check`: how often, where, and what a
//! checkpoint must belong to for `--recover` to take it.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use tla_check::checkpoint::{fnv1a, CheckpointOptions};
use tla_diagnostics::SourceMap;

/// A number of minutes, fractions allowed (`0.5` is every 30 seconds).
pub fn parse_minutes(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(m) if m > 0.0 && m.is_finite() => Ok(m),
        _ => Err(format!("expected a number of minutes greater than 0, such as 30 or 0.5, found `{s}`")),
    }
}

/// What the run writes and reads: checkpoints every `every` minutes into
/// `dir` (default: the folder recovered from, else TLC's
/// `states/yy-MM-dd-HH-mm-ss.SSS`, local time, beside the spec), from the checkpoint in
/// `recover`.
pub fn options(spec: &Path, every: Option<f64>, dir: Option<&Path>, recover: Option<&Path>, map: &SourceMap, search_options: &str) -> CheckpointOptions {
    let dir = match (dir, recover) {
        (Some(dir), _) => dir.to_path_buf(),
        (None, Some(recovered)) => recovered.to_path_buf(),
        (None, None) => spec.parent().unwrap_or(Path::new(".")).join("states").join(tla_diagnostics::tlc_messages::run_folder_name(SystemTime::now())),
    };
    CheckpointOptions {
        every: every.map(|m| Duration::from_secs_f64(m * 60.0)),
        dir,
        recover: recover.map(PathBuf::from),
        identity: identity(map, search_options),
    }
}

/// A hash of every source the model was loaded from (modules and
/// configuration, in the order loaded) and of the options that change the
/// search: a checkpoint of another model is refused rather than explored.
fn identity(map: &SourceMap, search_options: &str) -> u64 {
    let mut h = tla_check::checkpoint::FNV_START;
    // (Each part ends with a byte no UTF-8 text holds.)
    let mut add = |bytes: &[u8]| h = fnv1a(fnv1a(h, bytes), &[0xff]);
    for (_, file) in map.files() {
        add(file.text.as_bytes());
    }
    add(search_options.as_bytes());
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minutes_are_positive_numbers() {
        assert_eq!(parse_minutes("30"), Ok(30.0));
        assert_eq!(parse_minutes("0.5"), Ok(0.5));
        assert!(parse_minutes("0").unwrap_err().contains("found `0`"));
        assert!(parse_minutes("soon").is_err());
    }
}
