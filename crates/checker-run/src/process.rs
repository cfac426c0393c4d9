//! Running one program as a child process under a time limit: its output,
//! how it ended, its wall time and its peak memory.

// (kill(2) and wait4(2), which the standard library does not offer with
// a process group and a child's resource usage: the one place the crate
// allows unsafe code.)
#![allow(unsafe_code)]

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// Killed by a signal (not by the runner's timeout).
    Signal(i32),
    /// The runner killed it, and every process of its group, at the time
    /// limit.
    Timeout,
    /// It could not be started, or waiting for it failed: why.
    SpawnError(String),
}

/// One run's raw outcome.
#[derive(Clone, Debug)]
pub struct Run {
    pub exit: Exit,
    pub stdout: String,
    pub stderr: String,
    /// Wall time from the start to the end (or the kill), in seconds.
    pub seconds: f64,
    /// The peak resident set size in MiB: the kernel's high-water mark for
    /// the child and the descendants it waited for, as `wait4` reports it
    /// (0 when it could not be started).
    pub peak_mib: f64,
    /// CPU time (user and system) of the child and the descendants it
    /// waited for, in seconds: on a loaded machine, what the run cost.
    pub cpu_seconds: f64,
}

/// The longest pause between two looks at the child.
const MAX_PAUSE: Duration = Duration::from_millis(25);

fn reader(mut r: impl Read + Send + 'static) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        String::from_utf8_lossy(&buf).into_owned()
    })
}

fn kill_group(pgid: libc::pid_t) {
    // SAFETY: kill(2) with a negative pid signals the process group made
    // for the child (its id is the child's pid, by `process_group(0)`); it
    // touches no memory.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}

fn exit_of(status: libc::c_int) -> Exit {
    if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else if libc::WIFSIGNALED(status) {
        Exit::Signal(libc::WTERMSIG(status))
    } else {
        Exit::Code(-1)
    }
}

/// `wait4` for the child `pid`, retried when a signal interrupts it.
fn wait4(pid: libc::pid_t, status: &mut libc::c_int, options: libc::c_int, usage: &mut libc::rusage) -> std::io::Result<libc::pid_t> {
    loop {
        // SAFETY: waiting for our own child, which nothing else waits for
        // (std's handle of it is forgotten), with pointers to live values
        // that wait4 fills in.
        let waited = unsafe { libc::wait4(pid, status, options, usage) };
        if waited >= 0 {
            return Ok(waited);
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// Runs `cmd` (whose program, arguments, folder and environment the caller
/// set) with no input, its output captured, in a process group of its own,
/// until it ends or `timeout` passes; then kills the whole group (at the
/// timeout, and after a normal end too: a process it left running would
/// hold the pipes open). The peak memory is the reaped child's `ru_maxrss`.
pub fn run(mut cmd: Command, timeout: Option<Duration>) -> Run {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
    let program = cmd.get_program().to_string_lossy().into_owned();
    let start = Instant::now();
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Run {
                exit: Exit::SpawnError(format!("{program}: {e}")),
                stdout: String::new(),
                stderr: String::new(),
                seconds: 0.0,
                peak_mib: 0.0,
                cpu_seconds: 0.0,
            }
        }
    };
    let pid = child.id() as libc::pid_t;
    let out = reader(child.stdout.take().expect("piped stdout"));
    let err = reader(child.stderr.take().expect("piped stderr"));
    // wait4 reaps the child below: std's handle must never wait for it
    // again (its pid may belong to another process by then).
    std::mem::forget(child);
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data (integers and timevals), for which all
    // zeros is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut pause = Duration::from_millis(1);
    let exit = loop {
        match wait4(pid, &mut status, libc::WNOHANG, &mut usage) {
            Ok(0) => {}
            Ok(_) => {
                // Whatever it left running in its group would hold the
                // pipes open. (While a process of the group is left, the
                // kernel does not give the group's id to a new process.)
                kill_group(pid);
                break exit_of(status);
            }
            Err(e) => {
                kill_group(pid);
                break Exit::SpawnError(format!("waiting for {program}: {e}"));
            }
        }
        if timeout.is_some_and(|t| start.elapsed() >= t) {
            kill_group(pid);
            let _ = wait4(pid, &mut status, 0, &mut usage);
            break Exit::Timeout;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(MAX_PAUSE);
    };
    let seconds = start.elapsed().as_secs_f64();
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    // (ru_maxrss is in KiB on Linux.)
    let cpu = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Run { exit, stdout, stderr, seconds, peak_mib: usage.ru_maxrss as f64 / 1024.0, cpu_seconds: cpu(usage.ru_utime) + cpu(usage.ru_stime) }
}
