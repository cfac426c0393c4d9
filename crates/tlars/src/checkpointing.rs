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
/// `states/yy-MM-dd-HH-mm-ss` beside the spec), from the checkpoint in
/// `recover`.
pub fn options(spec: &Path, every: Option<f64>, dir: Option<&Path>, recover: Option<&Path>, map: &SourceMap, search_options: &str) -> CheckpointOptions {
    let dir = match (dir, recover) {
        (Some(dir), _) => dir.to_path_buf(),
        (None, Some(recovered)) => recovered.to_path_buf(),
        (None, None) => spec.parent().unwrap_or(Path::new(".")).join("states").join(timestamp(SystemTime::now())),
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

/// `yy-MM-dd-HH-mm-ss` in UTC, as TLC names its run folders.
fn timestamp(t: SystemTime) -> String {
    let secs = t.duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{:02}-{:02}-{:02}-{:02}-{:02}-{:02}", year % 100, month, day, rest / 3600, rest / 60 % 60, rest % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_folders_are_named_by_their_utc_time() {
        assert_eq!(timestamp(SystemTime::UNIX_EPOCH), "70-01-01-00-00-00");
        // 2026-11-23 10:04:05 UTC; 2024-02-29 23:59:59 UTC (a leap day).
        assert_eq!(timestamp(SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_428_245)), "26-11-23-10-04-05");
        assert_eq!(timestamp(SystemTime::UNIX_EPOCH + Duration::from_secs(1_709_251_199)), "24-02-29-23-59-59");
    }

    #[test]
    fn minutes_are_positive_numbers() {
        assert_eq!(parse_minutes("30"), Ok(30.0));
        assert_eq!(parse_minutes("0.5"), Ok(0.5));
        assert!(parse_minutes("0").unwrap_err().contains("found `0`"));
        assert!(parse_minutes("soon").is_err());
    }
}
