//! Running a child process: output, exit, the time limit's group kill,
//! peak memory. (The runner tests of the conformance runner, moved here,
//! and more.)

use checker_run::process::{run, Exit, Run};
use std::process::Command;
use std::time::{Duration, Instant};

fn sh(script: &str, timeout: Option<Duration>) -> Run {
    let mut cmd = Command::new("/bin/sh");
    cmd.args(["-c", script]).current_dir(std::env::temp_dir());
    run(cmd, timeout)
}

#[test]
fn captures_output_and_status() {
    let r = sh("echo out; echo err >&2; exit 12", Some(Duration::from_secs(20)));
    assert_eq!(r.exit, Exit::Code(12));
    assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("out\n", "err\n"));
    let r = sh("pwd", None);
    assert_eq!(r.exit, Exit::Code(0));
    assert_eq!(r.stdout.trim_end(), std::env::temp_dir().canonicalize().unwrap().to_string_lossy());
    assert!(r.seconds > 0.0);
}

#[test]
fn no_input() {
    let r = sh("cat; echo done", Some(Duration::from_secs(20)));
    assert_eq!((r.exit, r.stdout.as_str()), (Exit::Code(0), "done\n"));
}

#[test]
fn kills_the_whole_group_on_timeout() {
    // The background sleep keeps stdout open: only killing the group lets
    // the readers finish. (2 s for the shell to start and echo: at 300 ms
    // a machine busy with the rest of the test suite sometimes killed it
    // first.)
    let start = Instant::now();
    let r = sh("echo started; sleep 30 & sleep 30", Some(Duration::from_secs(2)));
    assert_eq!(r.exit, Exit::Timeout);
    assert_eq!(r.stdout, "started\n");
    assert!(r.seconds >= 2.0, "{}", r.seconds);
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn kills_what_is_left_after_a_normal_end() {
    // The shell ends at once; the sleep it left behind would hold stdout
    // open for 30 s.
    let start = Instant::now();
    let r = sh("echo started; sleep 30 & exit 0", None);
    assert_eq!((r.exit, r.stdout.as_str()), (Exit::Code(0), "started\n"));
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn signals() {
    assert_eq!(sh("kill -SEGV $$", Some(Duration::from_secs(20))).exit, Exit::Signal(libc::SIGSEGV));
    assert_eq!(sh("kill -TERM $$", None).exit, Exit::Signal(libc::SIGTERM));
}

#[test]
fn missing_programs() {
    let r = run(Command::new("/nonexistent/tlars"), Some(Duration::from_secs(1)));
    match &r.exit {
        Exit::SpawnError(e) => assert!(e.starts_with("/nonexistent/tlars: "), "{e}"),
        other => panic!("{other:?}"),
    }
    assert_eq!((r.stdout.as_str(), r.stderr.as_str(), r.peak_mib), ("", "", 0.0));
}

#[test]
fn peak_memory_of_a_process_that_allocates() {
    // The shell holds 32 MiB of output in a variable.
    let r = sh("x=$(head -c 33554432 /dev/zero | tr '\\0' a); echo ${#x}", Some(Duration::from_secs(60)));
    assert_eq!((r.exit, r.stdout.as_str()), (Exit::Code(0), "33554432\n"));
    assert!(r.peak_mib > 0.0, "{}", r.peak_mib);
    assert!(r.peak_mib >= 32.0, "{}", r.peak_mib);
}
