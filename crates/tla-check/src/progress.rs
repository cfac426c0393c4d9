//! Reporting a long search while it runs: TLC's progress line every minute
//! on standard output (with rates over the last interval), and, when
//! standard error is a terminal, a status line redrawn in place a few
//! times a second and erased when the search ends (`indicatif`, which
//! keeps the lines printed meanwhile from tearing it, and draws nothing
//! when standard error is not a terminal). The status line also shows the
//! memory the process holds; TLC's line keeps TLC's words, which tools
//! read.

use std::io::Write as _;
use std::time::{Duration, Instant};
use tla_diagnostics::tlc_messages::{self, code, Class};

/// How often the progress line is printed (TLC: once a minute).
pub const PROGRESS_EVERY: Duration = Duration::from_secs(60);
/// How often the live status line is redrawn.
const LIVE_EVERY: Duration = Duration::from_millis(250);

/// The counts of a search at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub depth: u64,
    pub generated: u64,
    pub distinct: u64,
    pub queue: u64,
    /// Bytes of waiting states written to disk (see `frontier`).
    pub on_disk: u64,
}

pub(crate) struct Progress {
    start: Instant,
    last_line: Instant,
    /// The counts at the last progress line, for its rates.
    at_last_line: Counts,
    last_live: Instant,
    /// The status line, when asked for.
    bar: Option<indicatif::ProgressBar>,
}

impl Progress {
    pub(crate) fn new(live: bool) -> Progress {
        let now = Instant::now();
        let bar = live.then(|| {
            let bar = indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr());
            bar.set_style(indicatif::ProgressStyle::with_template("{msg}").expect("a fixed template"));
            bar
        });
        Progress { start: now, last_line: now, at_last_line: Counts::default(), last_live: now, bar }
    }

    /// Called as the search goes (for every state taken from the queue, or
    /// more often): cheap unless a report is due.
    pub(crate) fn tick(&mut self, c: Counts) {
        let now = Instant::now();
        if now.duration_since(self.last_line) >= PROGRESS_EVERY {
            let secs = now.duration_since(self.last_line).as_secs_f64();
            let line = if tlc_messages::full() {
                tlc_progress_line(c, self.at_last_line, secs)
            } else {
                progress_line(c, self.at_last_line, secs, now.duration_since(self.start))
            };
            self.say(code::TLC_PROGRESS_STATS, &line);
            self.last_line = now;
            self.at_last_line = c;
        }
        if let Some(bar) = self.bar.as_ref().filter(|_| now.duration_since(self.last_live) >= LIVE_EVERY) {
            self.last_live = now;
            let elapsed = now.duration_since(self.start);
            let rate = c.generated as f64 / elapsed.as_secs_f64().max(1e-3);
            bar.set_message(live_line(c, rate, elapsed, resident_bytes()));
        }
    }

    /// Prints a message of TLC's among the progress lines (checkpoints),
    /// with the status line out of its way.
    pub(crate) fn say(&mut self, code: u32, line: &str) {
        let print = || {
            let _ = writeln!(std::io::stdout(), "{}", tlc_messages::text(code, Class::None, line));
        };
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }

    /// The time since the search started, as the progress line shows it.
    pub(crate) fn elapsed(&self) -> String {
        clock(self.start.elapsed())
    }
}

impl Drop for Progress {
    /// The status line is erased when the search ends.
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// TLC's progress line, its rates per second over the last interval.
fn progress_line(c: Counts, before: Counts, secs: f64, elapsed: Duration) -> String {
    let per_sec = |now: u64, then: u64| (now.saturating_sub(then) as f64 / secs.max(1e-3)).round() as u64;
    format!(
        "Progress({}) at {}: {} states generated ({} s/s), {} distinct states found ({} ds/s), {} states left on queue.",
        c.depth,
        clock(elapsed),
        c.generated,
        per_sec(c.generated, before.generated),
        c.distinct,
        per_sec(c.distinct, before.distinct),
        c.queue
    )
}

/// TLC's own progress line (`tlars tlc`): the time of day, counts with
/// thousands separated, rates per minute over the last interval.
fn tlc_progress_line(c: Counts, before: Counts, secs: f64) -> String {
    let per_minute = |now: u64, then: u64| (now.saturating_sub(then) as f64 * 60.0 / secs.max(1e-3)) as u64;
    tlc_progress(c, Some((per_minute(c.generated, before.generated), per_minute(c.distinct, before.distinct))))
}

/// TLC's progress message, with the rates (per minute) or without (as it
/// prints it before it checks temporal properties).
pub fn tlc_progress(c: Counts, rates: Option<(u64, u64)>) -> String {
    let g = tlc_messages::grouped;
    match rates {
        Some((states, distinct)) => format!(
            "Progress({}) at {}: {} states generated ({} s/min), {} distinct states found ({} ds/min), {} states left on queue.",
            c.depth,
            tlc_messages::now(),
            g(c.generated),
            g(states),
            g(c.distinct),
            g(distinct),
            g(c.queue)
        ),
        None => format!(
            "Progress({}) at {}: {} states generated, {} distinct states found, {} states left on queue.",
            c.depth,
            tlc_messages::now(),
            g(c.generated),
            g(c.distinct),
            g(c.queue)
        ),
    }
}

fn live_line(c: Counts, rate: f64, elapsed: Duration, resident: Option<u64>) -> String {
    let mut memory = resident.map(|b| format!(" | {} MiB in memory", b >> 20)).unwrap_or_default();
    if c.on_disk > 0 {
        memory += &format!(" | {} MiB on disk", c.on_disk >> 20);
    }
    format!("[{}] depth {} | {} distinct | {} on queue | {} generated ({:.0}/s){memory}", clock(elapsed), c.depth, c.distinct, c.queue, c.generated, rate)
}

/// The memory the process holds (its resident set), where the system says:
/// Linux's `/proc/self/status`, whose `VmRSS` is in kB whatever the page
/// size (`statm` counts pages, which are 64 KiB on some systems).
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resident_memory_grows_with_what_is_touched() {
        let before = resident_bytes().expect("Linux says");
        let held = std::hint::black_box(vec![1u8; 64 << 20]);
        let after = resident_bytes().expect("Linux says");
        assert!(after >= before + (48 << 20), "{before} then {after} with {} bytes held", held.len());
    }

    #[test]
    fn lines() {
        let c = Counts { depth: 16, generated: 17_524_678, distinct: 1_643_430, queue: 552_980, on_disk: 0 };
        let before = Counts { depth: 15, generated: 7_524_678, distinct: 1_043_430, queue: 1, on_disk: 0 };
        assert_eq!(
            progress_line(c, before, 60.0, Duration::from_secs(125)),
            "Progress(16) at 00:02:05: 17524678 states generated (166667 s/s), 1643430 distinct states found (10000 ds/s), 552980 states left on queue."
        );
        assert_eq!(
            live_line(c, 140197.4, Duration::from_secs(3725), None),
            "[01:02:05] depth 16 | 1643430 distinct | 552980 on queue | 17524678 generated (140197/s)"
        );
        assert_eq!(
            live_line(c, 140197.4, Duration::from_secs(3725), Some(786 << 20 | 5)),
            "[01:02:05] depth 16 | 1643430 distinct | 552980 on queue | 17524678 generated (140197/s) | 786 MiB in memory"
        );
        assert_eq!(
            live_line(Counts { on_disk: 3 << 30, ..c }, 140197.4, Duration::from_secs(3725), Some(786 << 20)),
            "[01:02:05] depth 16 | 1643430 distinct | 552980 on queue | 17524678 generated (140197/s) | 786 MiB in memory | 3072 MiB on disk"
        );
    }

    /// The resident set is read where the system reports it, and holds at
    /// least what this test just touched.
    #[test]
    #[cfg(target_os = "linux")]
    fn resident_memory_is_read() {
        let touched = std::hint::black_box(vec![1u8; 64 << 20]);
        let resident = resident_bytes().expect("Linux reports it");
        assert!(resident >= 64 << 20, "{resident}");
        drop(touched);
    }
}
