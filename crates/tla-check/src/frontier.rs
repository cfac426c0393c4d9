//! The states waiting to be explored: a level of the breadth-first search,
//! in the order they were admitted.
//!
//! They are held in memory while the process stays within its memory
//! budget. Once it holds more, the states admitted after that are written
//! to a file in the work folder instead (each a short byte string, see
//! `tla_values::codec`) and read back after those in memory, in order, so
//! the order of the search, hence its counts and traces, does not change.
//! The file is the process's own and is removed when the level has been
//! read.

use crate::records::{decode_state, read_record, write_record, RecordChunks};
use crate::State;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// How much memory the search may hold, and where it writes what does not
/// fit.
#[derive(Clone, Debug)]
pub struct MemoryBudget {
    /// The memory the search may hold (None: no limit): past it, waiting
    /// states go to disk, and a search whose seen-set (or kept states)
    /// alone outgrows it stops with a message.
    pub max: Option<u64>,
    /// Bytes of resident memory past which waiting states go to disk, if
    /// not `max` (earlier, to leave the rest to the seen-set).
    pub spill_above: Option<u64>,
    pub work_dir: PathBuf,
}

impl MemoryBudget {
    /// Bytes of resident memory past which waiting states go to disk.
    fn spill_threshold(&self) -> Option<u64> {
        self.spill_above.or(self.max)
    }

    /// Bytes of a level's states kept as values past which the states
    /// after them are encoded, where that halves them: a sixteenth of the
    /// budget, or `PACK_ABOVE` without one. (A state kept as values keeps
    /// what it shares with its successors and its fingerprint caches: its
    /// successors' invariants are checked from what they share with it.
    /// One decoded has neither, and decoding costs time: MCLamportMutex
    /// spent 6% more CPU encoding states to save 17 MB.)
    fn pack_above(&self) -> u64 {
        self.max.map_or(PACK_ABOVE, |m| m / 16)
    }
}

/// `MemoryBudget::pack_above` without a budget.
const PACK_ABOVE: u64 = 1 << 30;

impl Default for MemoryBudget {
    fn default() -> MemoryBudget {
        MemoryBudget { max: None, spill_above: None, work_dir: std::env::temp_dir() }
    }
}

/// How many states are admitted between two looks at the process's memory
/// (reading it costs a system call). The first state of a level is always
/// looked at, so a budget smaller than the process goes to disk at once.
const CHECK_EVERY: usize = 1024;

/// How many states of a level are kept as values at least; those
/// admitted after them are kept encoded (see `Packed`) if that takes less
/// memory and the level's values take more than `pack_above`.
const KEPT_AS_VALUES: usize = 1 << 14;

/// How many states tell what keeping values costs.
const SAMPLE: usize = 256;

/// A level being filled.
pub(crate) struct Frontier {
    memory: Vec<(u32, State)>,
    packed: Packed,
    /// The states from here on are encoded (see `decide_packing`).
    packing: bool,
    /// Encoding the level's states takes less than half the memory of
    /// their values (`None`: not known yet).
    encoding_halves: Option<bool>,
    /// What the last `SAMPLE` states kept as values cost (see
    /// `Value::unshared_bytes`).
    sampled_values: usize,
    disk: Option<Spill>,
    /// States pushed since memory was last looked at.
    since_check: usize,
}

struct Spill {
    file: SpillFile,
    writer: BufWriter<File>,
    count: usize,
    bytes: u64,
    buffer: Vec<u8>,
}

/// A file's name in the work folder: the process, what it holds, and a
/// number of its own.
pub(crate) fn spill_path(dir: &Path, what: &str) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    dir.join(format!("tlars-{}-{what}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)))
}

/// Removes the files a run of tlars left in `dir` when it was killed (no
/// process with its number is running any more): a run stopped by
/// `kill -9` cannot remove its own, and they may be gigabytes. Files of
/// runs still going are left alone.
pub(crate) fn remove_files_of_dead_runs(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(|n| n.strip_prefix("tlars-")).and_then(|rest| rest.split('-').next()).and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let running = pid == std::process::id() || Path::new("/proc").join(pid.to_string()).exists();
        // (Where there is no /proc to ask, nothing is removed.)
        if !running && Path::new("/proc/self").exists() && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

impl Frontier {
    pub(crate) fn new() -> Frontier {
        Frontier {
            memory: Vec::new(),
            packed: Packed::default(),
            packing: false,
            encoding_halves: None,
            sampled_values: 0,
            disk: None,
            since_check: CHECK_EVERY - 1,
        }
    }

    pub(crate) fn from_states(states: Vec<(u32, State)>) -> Frontier {
        Frontier { memory: states, ..Frontier::new() }
    }

    pub(crate) fn len(&self) -> usize {
        self.memory.len() + self.packed.count + self.disk.as_ref().map_or(0, |d| d.count)
    }

    /// Bytes written to disk for this level.
    pub(crate) fn bytes_on_disk(&self) -> u64 {
        self.disk.as_ref().map_or(0, |d| d.bytes)
    }

    /// Adds a state at the end: in memory (as values, then encoded), or on
    /// disk once the process holds more than `budget` allows (and from
    /// then on, for this level).
    pub(crate) fn push(&mut self, position: u32, state: State, budget: &MemoryBudget) -> std::io::Result<()> {
        if self.disk.is_none() && !self.over_budget(budget) {
            if self.memory.len() < KEPT_AS_VALUES && self.packed.count == 0 {
                if self.memory.len() + SAMPLE >= KEPT_AS_VALUES {
                    self.sampled_values += state.iter().map(|v| v.unshared_bytes()).sum::<usize>() + std::mem::size_of_val(&*state);
                }
                self.memory.push((position, state));
                if self.memory.len() == KEPT_AS_VALUES {
                    self.encoding_halves = Some(self.encoding_halves());
                }
                return Ok(());
            }
            if !self.packing {
                self.decide_packing(budget);
            }
            match self.packing {
                true => self.packed.push(position, &state),
                false => self.memory.push((position, state)),
            }
            return Ok(());
        }
        let spill = self.spill(budget)?;
        let written = write_record(&mut spill.writer, position, &state, &mut spill.buffer).map_err(|e| with_path(e, &spill.file.0))?;
        spill.count += 1;
        spill.bytes += written;
        Ok(())
    }

    /// Whether the states pushed next are kept encoded (in memory or on
    /// disk): they may then be encoded beforehand, on the workers, and
    /// given to `push_record`.
    pub(crate) fn packs_next(&self) -> bool {
        self.packing || self.disk.is_some()
    }

    /// Adds a state `encode_record` encoded, as `push` adds it once the
    /// level packs its states.
    pub(crate) fn push_record(&mut self, record: &[u8], budget: &MemoryBudget) -> std::io::Result<()> {
        if self.disk.is_none() && !self.over_budget(budget) {
            self.packed.push_record(record);
            return Ok(());
        }
        let spill = self.spill(budget)?;
        spill.writer.write_all(record).map_err(|e| with_path(e, &spill.file.0))?;
        spill.count += 1;
        spill.bytes += record.len() as u64;
        Ok(())
    }

    /// The level's file, created at its first state on disk.
    fn spill(&mut self, budget: &MemoryBudget) -> std::io::Result<&mut Spill> {
        if self.disk.is_none() {
            let path = spill_path(&budget.work_dir, "level");
            let file = File::create(&path).map_err(|e| with_path(e, &path))?;
            self.disk = Some(Spill { file: SpillFile(path), writer: BufWriter::with_capacity(1 << 20, file), count: 0, bytes: 0, buffer: Vec::new() });
        }
        Ok(self.disk.as_mut().expect("a spill file"))
    }

    /// Whether encoding the level's states halves them: the last states
    /// kept as values cost more than twice their encoding. (A state
    /// computed from another shares most of its values with it and its
    /// siblings, which its encoding does not: for some specs, encoding
    /// costs more memory than it saves, and decoding always costs time.)
    fn encoding_halves(&self) -> bool {
        let mut record = Vec::new();
        let mut buffer = Vec::new();
        let encoded: usize = self.memory[KEPT_AS_VALUES - SAMPLE..]
            .iter()
            .map(|(p, s)| {
                record.clear();
                write_record(&mut record, *p, s, &mut buffer).map_or(0, |n| n as usize)
            })
            .sum();
        2 * encoded < self.sampled_values
    }

    /// Whether the states from here on are encoded: where that halves
    /// them, once the level's values take more than the budget's share
    /// (`MemoryBudget::pack_above`), estimated from the sample.
    fn decide_packing(&mut self, budget: &MemoryBudget) {
        if self.encoding_halves == Some(true) {
            let values = self.memory.len() as u64 * (self.sampled_values / SAMPLE) as u64;
            self.packing = values > budget.pack_above();
        }
    }

    /// Writes the level's states, in order, as records (see
    /// `write_record`) to `out`, for a checkpoint; the level is unchanged.
    pub(crate) fn copy_to(&mut self, out: &mut dyn Write) -> std::io::Result<()> {
        if let Some(spill) = &mut self.disk {
            spill.writer.flush().map_err(|e| with_path(e, &spill.file.0))?;
        }
        copy_parts(out, &self.memory, &self.packed, self.disk.as_ref().map(|d| (d.file.0.as_path(), 0, d.bytes)))
    }

    /// Whether the process holds more than `budget` allows, looked at
    /// every `CHECK_EVERY` calls.
    fn over_budget(&mut self, budget: &MemoryBudget) -> bool {
        let Some(max) = budget.spill_threshold() else { return false };
        self.since_check += 1;
        if self.since_check < CHECK_EVERY {
            return false;
        }
        self.since_check = 0;
        crate::progress::resident_bytes().is_some_and(|r| r > max)
    }

    /// The level, to be explored in order.
    pub(crate) fn into_level(self) -> std::io::Result<Level> {
        let len = self.len();
        let disk = match self.disk {
            None => None,
            Some(mut spill) => {
                spill.writer.flush().map_err(|e| with_path(e, &spill.file.0))?;
                drop(spill.writer);
                let file = File::open(&spill.file.0).map_err(|e| with_path(e, &spill.file.0))?;
                Some(Unspill { reader: BufReader::with_capacity(1 << 20, file), left: spill.count, bytes: spill.bytes, read: 0, file: spill.file })
            }
        };
        Ok(Level { memory: self.memory.into_iter(), packed: self.packed, disk, len, taken: 0 })
    }
}

fn with_path(e: std::io::Error, path: &Path) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

/// A file of the work folder; removed once dropped.
pub(crate) struct SpillFile(pub PathBuf);

impl Drop for SpillFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

struct Unspill {
    reader: BufReader<File>,
    left: usize,
    bytes: u64,
    /// Bytes read back so far.
    read: u64,
    file: SpillFile,
}

/// A level being explored: its states taken a batch at a time.
pub(crate) struct Level {
    memory: std::vec::IntoIter<(u32, State)>,
    packed: Packed,
    disk: Option<Unspill>,
    len: usize,
    taken: usize,
}

impl Level {
    /// Bytes of the level on disk.
    pub(crate) fn bytes_on_disk(&self) -> u64 {
        self.disk.as_ref().map_or(0, |d| d.bytes)
    }

    /// States of the level not taken yet.
    pub(crate) fn remaining(&self) -> usize {
        self.len - self.taken
    }

    /// The next `n` states at most (none once all are taken).
    pub(crate) fn take(&mut self, n: usize) -> std::io::Result<Vec<(u32, Waiting)>> {
        let mut out: Vec<(u32, Waiting)> = self.memory.by_ref().take(n).map(|(p, s)| (p, Waiting::Values(s))).collect();
        while out.len() < n {
            match self.packed.pop() {
                Some(state) => out.push(state),
                None => break,
            }
        }
        if let Some(disk) = &mut self.disk {
            let mut buffer = Vec::new();
            while out.len() < n && disk.left > 0 {
                let ((position, state), read) = read_record(&mut disk.reader, &mut buffer).map_err(|e| with_path(e, &disk.file.0))?;
                out.push((position, Waiting::Values(state)));
                disk.read += read;
                disk.left -= 1;
            }
        }
        self.taken += out.len();
        Ok(out)
    }
}

impl Level {
    /// Writes the states not taken yet, in order, as records (see
    /// `write_record`) to `out`, for a checkpoint; the level is unchanged.
    pub(crate) fn copy_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        copy_parts(out, self.memory.as_slice(), &self.packed, self.disk.as_ref().map(|d| (d.file.0.as_path(), d.read, d.bytes - d.read)))
    }
}

/// A state taken from the level: as values, or as this process encoded
/// it in memory, to be decoded by the worker that explores it (decoding on
/// the thread that takes the batches would hold the others up).
pub(crate) enum Waiting {
    Values(State),
    Packed(Box<[u8]>),
}

impl Waiting {
    pub(crate) fn state(&self) -> std::borrow::Cow<'_, State> {
        match self {
            Waiting::Values(s) => std::borrow::Cow::Borrowed(s),
            // (Bytes this process encoded in its memory read back.)
            Waiting::Packed(bytes) => std::borrow::Cow::Owned(decode_state(bytes).expect("a state encoded in memory decodes").1),
        }
    }
}

/// States kept in memory encoded, as records (see `records`): a few
/// dozen bytes each where their values take hundreds, in chunks that are
/// freed as the level is explored.
#[derive(Default)]
struct Packed {
    records: RecordChunks,
    /// Where the next record starts in the first chunk.
    offset: usize,
    count: usize,
}

impl Packed {
    fn push(&mut self, position: u32, state: &State) {
        self.records.push_state(position, state);
        self.count += 1;
    }

    fn push_record(&mut self, bytes: &[u8]) {
        self.records.push_record(bytes);
        self.count += 1;
    }

    /// The first state, still encoded (the workers decode it); its chunk
    /// is freed once read.
    fn pop(&mut self) -> Option<(u32, Waiting)> {
        let chunk = self.records.first_chunk()?;
        let (body, len) = self.records.body_at((chunk, self.offset));
        let body: Box<[u8]> = body.into();
        let position = tla_values::codec::read_varint(&mut &body[..]).and_then(|p| u32::try_from(p).ok()).unwrap_or(u32::MAX);
        self.offset += len;
        if self.offset == self.records.chunk_len(chunk) {
            self.records.free_first_chunk();
            self.offset = 0;
        }
        self.count -= 1;
        Some((position, Waiting::Packed(body)))
    }

    fn copy_to(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match self.records.first_chunk() {
            Some(chunk) => self.records.write_from((chunk, self.offset), out),
            None => Ok(()),
        }
    }
}

/// Writes the states of a level, as records, in order: those in memory as
/// values, those encoded in memory, and `len` bytes of its file from
/// `offset`.
fn copy_parts(out: &mut dyn Write, memory: &[(u32, State)], packed: &Packed, disk: Option<(&Path, u64, u64)>) -> std::io::Result<()> {
    let mut buffer = Vec::new();
    for (position, state) in memory {
        write_record(out, *position, state, &mut buffer)?;
    }
    packed.copy_to(out)?;
    match disk {
        Some((path, offset, len)) => copy_file_part(path, offset, len, out),
        None => Ok(()),
    }
}

/// Copies `len` bytes of the file at `path` from `offset` to `out`.
fn copy_file_part(path: &Path, offset: u64, len: u64, out: &mut dyn Write) -> std::io::Result<()> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path).map_err(|e| with_path(e, path))?;
    file.seek(SeekFrom::Start(offset)).map_err(|e| with_path(e, path))?;
    let copied = std::io::copy(&mut BufReader::with_capacity(1 << 20, file).take(len), out)?;
    if copied != len {
        return Err(with_path(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "shorter than written"), path));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::encode_record;
    use tla_values::Value;

    fn taken(batch: Vec<(u32, Waiting)>) -> Vec<(u32, State)> {
        batch.into_iter().map(|(p, w)| (p, w.state().into_owned())).collect()
    }

    fn state(n: i64) -> State {
        vec![Value::Int(n), Value::set(vec![Value::Int(n), Value::str("s")])].into_boxed_slice()
    }

    /// With no room in memory, states go to disk from the first and come
    /// back in order, in batches that cross from the initial states in
    /// memory to disk; the file is gone once the level is read.
    #[test]
    fn a_level_over_budget_spills_and_reads_back_in_order() {
        let dir = std::env::temp_dir().join(format!("tlars-frontier-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let budget = MemoryBudget { spill_above: Some(0), work_dir: dir.clone(), ..MemoryBudget::default() };
        let n = 3 * CHECK_EVERY as i64;
        let mut f = Frontier::from_states((0..5).map(|i| (i as u32 * 2, state(i))).collect());
        for i in 5..n {
            f.push(i as u32 * 2, state(i), &budget).unwrap();
        }
        assert_eq!(f.len(), n as usize);
        assert_eq!(f.memory.len(), 5, "memory is looked at from the first state pushed");
        assert!(f.bytes_on_disk() > 0);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let mut level = f.into_level().unwrap();
        let mut all = Vec::new();
        loop {
            let batch = taken(level.take(100).unwrap());
            if batch.is_empty() {
                break;
            }
            all.extend(batch);
            assert_eq!(level.remaining(), n as usize - all.len());
        }
        assert_eq!(all, (0..n).map(|i| (i as u32 * 2, state(i))).collect::<Vec<_>>());
        drop(level);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "the spill file is removed");
        std::fs::remove_dir(&dir).unwrap();
    }

    /// Without a budget nothing is written, and a level whose values take
    /// less than `PACK_ABOVE` keeps them all.
    #[test]
    fn without_a_budget_a_small_level_keeps_its_values() {
        let n = KEPT_AS_VALUES as i64 + 3 * CHECK_EVERY as i64;
        let mut f = Frontier::new();
        for i in 0..n {
            f.push(i as u32, state(i), &MemoryBudget::default()).unwrap();
        }
        assert!(!f.packs_next());
        assert_eq!((f.bytes_on_disk(), f.memory.len(), f.packed.count), (0, n as usize, 0));
    }

    /// Past the budget's share of values (here all of it: the budget is
    /// tiny, and never spills), the first states are kept as values, the
    /// rest encoded in memory, and all come back in order (and so does a
    /// checkpoint's copy, taken midway).
    #[test]
    fn past_its_share_of_the_budget_the_level_encodes_its_states() {
        let budget = MemoryBudget { max: Some(16), spill_above: Some(u64::MAX), ..MemoryBudget::default() };
        let n = KEPT_AS_VALUES as i64 + 3 * CHECK_EVERY as i64;
        let mut f = Frontier::new();
        for i in 0..n {
            // (Once the level packs its states, they may come encoded.)
            if f.packs_next() && i % 2 == 0 {
                f.push_record(&encode_record(i as u32, &state(i)), &budget).unwrap();
            } else {
                f.push(i as u32, state(i), &budget).unwrap();
            }
        }
        assert_eq!(f.bytes_on_disk(), 0);
        assert_eq!((f.memory.len(), f.packed.count), (KEPT_AS_VALUES, 3 * CHECK_EVERY));
        let mut level = f.into_level().unwrap();
        let mut all = taken(level.take(KEPT_AS_VALUES + 10).unwrap());
        let mut copy = Vec::new();
        level.copy_to(&mut copy).unwrap();
        let mut copied = Vec::new();
        let mut reader = copy.as_slice();
        while !reader.is_empty() {
            copied.push(read_record(&mut reader, &mut Vec::new()).unwrap().0);
        }
        all.extend(taken(level.take(usize::MAX).unwrap()));
        assert_eq!(all, (0..n).map(|i| (i as u32, state(i))).collect::<Vec<_>>());
        assert_eq!(copied, all[KEPT_AS_VALUES + 10..]);
        assert_eq!(level.remaining(), 0);
    }

    /// The files of a run no longer running are removed; those of this
    /// process, and files not tlars's, are not.
    #[test]
    fn files_of_dead_runs_are_removed() {
        let dir = std::env::temp_dir().join(format!("tlars-dead-runs-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let dead = (3_999_000..4_000_000u32).find(|p| !Path::new("/proc").join(p.to_string()).exists()).unwrap();
        let names = [format!("tlars-{dead}-level-0"), format!("tlars-{}-explored-1", std::process::id()), "notes.txt".to_string()];
        for n in &names {
            std::fs::write(dir.join(n), b"x").unwrap();
        }
        remove_files_of_dead_runs(&dir);
        let mut left: Vec<String> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        left.sort();
        assert_eq!(left, vec!["notes.txt".to_string(), names[1].clone()]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A work folder that cannot be written to is an error that names it.
    #[test]
    fn an_unwritable_work_folder_is_an_error_naming_it() {
        let budget = MemoryBudget { spill_above: Some(0), work_dir: PathBuf::from("/nonexistent/tlars-work"), ..MemoryBudget::default() };
        let mut f = Frontier::new();
        let e = (0..CHECK_EVERY as i64).map(|i| f.push(i as u32, state(i), &budget)).find_map(Result::err).expect("fails");
        assert!(e.to_string().contains("/nonexistent/tlars-work"), "{e}");
    }
}
