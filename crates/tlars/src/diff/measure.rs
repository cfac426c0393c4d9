//! One checker's run: its output, exit status, wall time and peak memory
//! (the kernel's high-water mark of its resident set, by `wait4`), killed
//! at a time limit.

use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub struct Run {
    pub stdout: String,
    pub stderr: String,
    /// None when it was killed (by the time limit or a signal).
    pub status: Option<i32>,
    pub seconds: f64,
    pub peak_mib: f64,
    pub timed_out: bool,
}

/// Runs `cmd` to its end or the time limit.
pub fn run(mut cmd: Command, timeout: Option<Duration>) -> std::io::Result<Run> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    let read = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out = read(Box::new(child.stdout.take().expect("piped stdout")));
    let err = read(Box::new(child.stderr.take().expect("piped stderr")));
    let done = Arc::new(AtomicBool::new(false));
    let timed_out = Arc::new(AtomicBool::new(false));
    let watchdog = timeout.map(|limit| {
        let (done, timed_out) = (done.clone(), timed_out.clone());
        std::thread::spawn(move || {
            while start.elapsed() < limit {
                if done.load(Ordering::Relaxed) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            timed_out.store(true, Ordering::Relaxed);
            // SAFETY: a signal to our own child. (Were it reaped in the
            // instant between its end and `done`, its pid could in theory
            // be reused: the window is a few instructions wide.)
            unsafe { libc::kill(pid, libc::SIGKILL) };
        })
    });
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data that wait4 fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waiting for our own child, with valid pointers.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let seconds = start.elapsed().as_secs_f64();
    done.store(true, Ordering::Relaxed);
    if let Some(w) = watchdog {
        let _ = w.join();
    }
    // (The child is reaped: std's handle must not wait for it again.)
    std::mem::forget(child);
    let exited = waited == pid && libc::WIFEXITED(status);
    Ok(Run {
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        status: exited.then(|| libc::WEXITSTATUS(status)),
        seconds,
        // (ru_maxrss is in KiB on Linux.)
        peak_mib: usage.ru_maxrss as f64 / 1024.0,
        timed_out: timed_out.load(Ordering::Relaxed),
    })
}
