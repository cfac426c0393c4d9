//! Checkpoints: the search written to disk every so often, so that a run
//! stopped by anything (a crash, `kill -9`, a machine going down) goes on
//! from the last one with `--recover` and ends exactly as if it had not
//! stopped: same verdict, counts, depth and trace.
//!
//! A checkpoint is taken between two batches of the search, where it is
//! consistent: what is remembered of every state found (`explored`, from
//! which the seen-set is rebuilt: it holds the same fingerprints), the
//! states of the level left to explore and those of the next level found
//! so far, in order, the counts, and every string the process interned
//! (values and fingerprints name strings by number; the recovering process
//! interns them in the same order), and the workers' TLCSet registers. A run that checks temporal properties
//! also keeps its states, their transitions and the counts after each.
//!
//! It is one file, written beside the previous one and renamed over it once
//! complete and synced: a crash while writing leaves the previous
//! checkpoint whole. It ends with a checksum of everything before, and it
//! names the spec it belongs to (a hash of the sources, the configuration
//! and the options that change the search), so that a damaged file or
//! another spec's checkpoint is refused with a message, never explored.

use crate::explored::Explored;
use crate::frontier::{Frontier, Level, MemoryBudget};
use crate::seen::Seen;
use crate::{Stats, Transitions};
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tla_eval::Registers;

/// Checkpointing and recovery, as asked for (`--checkpoint`, `--recover`).
#[derive(Clone, Debug, Default)]
pub struct CheckpointOptions {
    /// How often a checkpoint is written (None: never).
    pub every: Option<Duration>,
    /// The folder checkpoints are written to.
    pub dir: PathBuf,
    /// The folder of the checkpoint to go on from.
    pub recover: Option<PathBuf>,
    /// What the checkpoint belongs to: a hash of the spec's sources, its
    /// configuration and the options that change the search.
    pub identity: u64,
}

const FILE: &str = "checkpoint.tlars";
const MAGIC: &[u8; 8] = b"tlarsCK1";

/// The checkpoint file in a folder.
pub fn file_in(dir: &Path) -> PathBuf {
    dir.join(FILE)
}

/// When the next checkpoint is due.
pub(crate) struct Schedule {
    every: Option<Duration>,
    last: Instant,
}

impl Schedule {
    pub(crate) fn new(options: &CheckpointOptions) -> Schedule {
        Schedule { every: options.every, last: Instant::now() }
    }

    /// Whether a checkpoint is due now.
    pub(crate) fn due(&self) -> bool {
        self.every.is_some_and(|every| self.last.elapsed() >= every)
    }

    /// A checkpoint was written: the next is due one interval from now.
    pub(crate) fn written(&mut self) {
        self.last = Instant::now();
    }
}

/// The search at a point between two batches.
pub(crate) struct Snapshot<'a> {
    pub stats: &'a Stats,
    /// The depth of the level being explored.
    pub depth: u64,
    pub explored: &'a Explored,
    pub transitions: &'a Transitions,
    pub explored_counts: &'a crate::ExploredCounts,
    pub level: &'a Level,
    pub next: &'a mut Frontier,
    /// Every worker's TLCSet registers (`_POSSIBLE` counts among them).
    pub registers: Vec<Registers>,
}

/// The search as a checkpoint had it, ready to go on.
pub(crate) struct Recovered {
    pub stats: Stats,
    pub depth: u64,
    pub explored: Explored,
    pub seen: Seen,
    pub transitions: Transitions,
    pub explored_counts: crate::ExploredCounts,
    pub level: Frontier,
    pub next: Frontier,
    pub registers: Vec<Registers>,
}

/// Writes `snapshot` to the checkpoint folder, replacing the checkpoint
/// there only once the new one is complete and on disk.
pub(crate) fn write(options: &CheckpointOptions, snapshot: Snapshot) -> std::io::Result<()> {
    let with_path = |e: std::io::Error, path: &Path| std::io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    std::fs::create_dir_all(&options.dir).map_err(|e| with_path(e, &options.dir))?;
    let path = file_in(&options.dir);
    let partial = options.dir.join(format!("{FILE}.partial"));
    let file = File::create(&partial).map_err(|e| with_path(e, &partial))?;
    let mut out = Checksummed::new(BufWriter::with_capacity(1 << 20, file));
    write_body(&mut out, options, snapshot).map_err(|e| with_path(e, &partial))?;
    let sum = out.sum;
    let mut out = out.inner;
    out.write_all(&sum.to_le_bytes()).map_err(|e| with_path(e, &partial))?;
    let file = out.into_inner().map_err(|e| with_path(e.into_error(), &partial))?;
    file.sync_all().map_err(|e| with_path(e, &partial))?;
    drop(file);
    std::fs::rename(&partial, &path).map_err(|e| with_path(e, &path))?;
    // (The rename itself is on disk once the folder is synced.)
    File::open(&options.dir).and_then(|d| d.sync_all()).map_err(|e| with_path(e, &options.dir))
}

fn write_body(out: &mut dyn Write, options: &CheckpointOptions, s: Snapshot) -> std::io::Result<()> {
    out.write_all(MAGIC)?;
    put_u64(out, options.identity)?;
    let strings = tla_values::Str::interned();
    put_u64(out, strings.len() as u64)?;
    for string in &strings {
        put_u64(out, string.len() as u64)?;
        out.write_all(string.as_bytes())?;
    }
    put_stats(out, s.stats)?;
    put_u64(out, s.depth)?;
    s.explored.write_to(out)?;
    put_u64(out, s.transitions.list.len() as u64)?;
    let mut buffer = Vec::new();
    let mut i = 0u64;
    s.transitions.list.for_each(&mut |t| {
        put_u64(out, t.from as u64)?;
        put_u64(out, t.to)?;
        match s.transitions.successors.get(&i) {
            None => out.write_all(&[0])?,
            Some(state) => {
                out.write_all(&[1])?;
                crate::records::write_record(out, 0, state, &mut buffer)?;
            }
        }
        i += 1;
        Ok(())
    })?;
    put_u64(out, s.explored_counts.len() as u64)?;
    s.explored_counts.for_each(&mut |stats| put_stats(out, &stats))?;
    put_u64(out, s.registers.len() as u64)?;
    for registers in &s.registers {
        put_u64(out, registers.len() as u64)?;
        for (k, v) in registers {
            crate::records::write_record(out, 0, &[k.clone(), v.clone()], &mut buffer)?;
        }
    }
    put_u64(out, s.level.remaining() as u64)?;
    s.level.copy_to(out)?;
    put_u64(out, s.next.len() as u64)?;
    s.next.copy_to(out)
}

/// Reads the checkpoint in `options.recover`, for a search on `workers`
/// workers (its transitions into `transitions`, recorded as the run records them); the states waiting go to disk past `budget`, as the search's
/// own do. An error says what is wrong with the checkpoint.
pub(crate) fn read(options: &CheckpointOptions, workers: usize, transitions: Transitions, budget: &MemoryBudget) -> Result<Recovered, String> {
    let dir = options.recover.as_deref().expect("a checkpoint to recover from");
    let path = file_in(dir);
    let open = || File::open(&path).map_err(|e| format!("there is no checkpoint to recover from in {}: {e}", dir.display()));
    let corrupt = |e: String| format!("the checkpoint {} cannot be read; it is probably damaged: {e}", path.display());
    // The checksum first: what a damaged file says (a count, a length) is
    // not to be believed, let alone allocated.
    let len = open()?.metadata().map_err(|e| corrupt(e.to_string()))?.len();
    let body = len.checked_sub(8).ok_or_else(|| corrupt("it is shorter than any checkpoint".to_string()))?;
    let mut input = Checksummed::new(BufReader::with_capacity(1 << 20, open()?));
    std::io::copy(&mut (&mut input).take(body), &mut std::io::sink()).map_err(|e| corrupt(e.to_string()))?;
    let sum = input.sum;
    if get_u64(&mut input.inner).map_err(|e| corrupt(e.to_string()))? != sum {
        return Err(corrupt("its checksum does not match what it holds".to_string()));
    }
    let mut input = BufReader::with_capacity(1 << 20, open()?);
    read_body(&mut input, options, workers, transitions, budget).map_err(|e| match e {
        Refusal::Io(e) => corrupt(e.to_string()),
        Refusal::Other(message) => format!("the checkpoint {} cannot be used: {message}", path.display()),
    })
}

pub(crate) enum Refusal {
    Io(std::io::Error),
    Other(String),
}

impl From<std::io::Error> for Refusal {
    fn from(e: std::io::Error) -> Refusal {
        Refusal::Io(e)
    }
}

fn read_body(
    input: &mut dyn Read,
    options: &CheckpointOptions,
    workers: usize,
    mut transitions: Transitions,
    budget: &MemoryBudget,
) -> Result<Recovered, Refusal> {
    let mut magic = [0u8; 8];
    input.read_exact(&mut magic)?;
    if &magic != MAGIC {
        return Err(Refusal::Other("it is not a checkpoint tlars wrote".to_string()));
    }
    if get_u64(input)? != options.identity {
        return Err(Refusal::Other(
            "it was written for another spec, configuration or options (the modules, the .cfg, --no-deadlock or --max-depth differ)".to_string(),
        ));
    }
    let interned = tla_values::Str::interned();
    let strings = get_u64(input)?;
    for i in 0..strings {
        let len = get_u64(input)?;
        let mut bytes = vec![0u8; usize::try_from(len).map_err(|_| Refusal::Other("a string too long".to_string()))?];
        input.read_exact(&mut bytes)?;
        let string = String::from_utf8(bytes).map_err(|_| Refusal::Other("a string that is not UTF-8".to_string()))?;
        let same = match interned.get(i as usize) {
            Some(ours) => **ours == *string,
            None => tla_values::Str::new(&string).0 as u64 == i,
        };
        if !same {
            return Err(Refusal::Other(format!("the strings of this run differ from those of the checkpoint's (string {i}, {string:?})")));
        }
    }
    let stats = get_stats(input)?;
    let depth = get_u64(input)?;
    let explored = Explored::read_from(input, Some(budget.work_dir.clone()))?;
    let mut seen = Seen::new(workers);
    explored.for_each_fingerprint(&mut |fp| {
        seen.insert(fp);
    })?;
    let mut buffer = Vec::new();
    for _ in 0..get_u64(input)? {
        let from = u32::try_from(get_u64(input)?).map_err(|_| Refusal::Other("a transition from no state".to_string()))?;
        let fp = get_u64(input)?;
        let mut flag = [0u8];
        input.read_exact(&mut flag)?;
        let successor = match flag[0] {
            0 => None,
            _ => Some(crate::records::read_record(input, &mut buffer)?.0 .1),
        };
        transitions.push_entry(from, fp, successor).map_err(Refusal::Other)?;
    }
    let mut explored_counts = crate::ExploredCounts::new(Some(budget.work_dir.clone()));
    for _ in 0..get_u64(input)? {
        explored_counts.push(&get_stats(input)?).map_err(Refusal::Other)?;
    }
    let mut registers = Vec::new();
    for _ in 0..get_u64(input)? {
        // (A value's fingerprint cache is its only interior mutability,
        // and it never changes its hash.)
        #[allow(clippy::mutable_key_type)]
        let mut worker = Registers::default();
        for _ in 0..get_u64(input)? {
            let ((_, pair), _) = crate::records::read_record(input, &mut buffer)?;
            let [k, v]: [tla_values::Value; 2] = pair.into_vec().try_into().map_err(|_| Refusal::Other("a register that is not a pair".to_string()))?;
            worker.insert(k, v);
        }
        registers.push(worker);
    }
    let mut frontier = || -> Result<Frontier, Refusal> {
        let mut f = Frontier::new();
        for _ in 0..get_u64(input)? {
            let ((position, state), _) = crate::records::read_record(input, &mut buffer)?;
            f.push(position, state, budget)?;
        }
        Ok(f)
    };
    let level = frontier()?;
    let next = frontier()?;
    Ok(Recovered { stats, depth, explored, seen, transitions, explored_counts, level, next, registers })
}

fn put_stats(out: &mut dyn Write, s: &Stats) -> std::io::Result<()> {
    [s.initial, s.generated, s.distinct, s.left_on_queue, s.depth].iter().try_for_each(|&n| put_u64(out, n))
}

fn get_stats(input: &mut dyn Read) -> std::io::Result<Stats> {
    Ok(Stats { initial: get_u64(input)?, generated: get_u64(input)?, distinct: get_u64(input)?, left_on_queue: get_u64(input)?, depth: get_u64(input)? })
}

pub(crate) fn put_u64(out: &mut dyn Write, n: u64) -> std::io::Result<()> {
    out.write_all(&n.to_le_bytes())
}

pub(crate) fn get_u64(input: &mut dyn Read) -> std::io::Result<u64> {
    let mut bytes = [0u8; 8];
    input.read_exact(&mut bytes)?;
    Ok(u64::from_le_bytes(bytes))
}

/// A reader or writer that hashes the bytes through it (FNV-1a), to tell
/// a checkpoint damaged on disk from a whole one.
struct Checksummed<T> {
    inner: T,
    sum: u64,
}

/// FNV-1a's starting value (see `fnv1a`).
pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// `hash` (FNV-1a) continued over `bytes`: the checksum of a checkpoint,
/// and the CLI's hash of the sources a checkpoint belongs to.
pub fn fnv1a(mut hash: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        hash = (hash ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

impl<T> Checksummed<T> {
    fn new(inner: T) -> Checksummed<T> {
        Checksummed { inner, sum: FNV_START }
    }

    fn add(&mut self, bytes: &[u8]) {
        self.sum = fnv1a(self.sum, bytes);
    }
}

impl<W: Write> Write for Checksummed<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        self.add(&bytes[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

impl<R: Read> Read for Checksummed<R> {
    fn read(&mut self, bytes: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(bytes)?;
        self.add(&bytes[..n]);
        Ok(n)
    }
}
