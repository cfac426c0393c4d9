//! The part of a seen-set shard on disk, once the fingerprints outgrow the
//! memory budget (as TLC's disk FPSet): one sorted file of fingerprints,
//! with the first fingerprint of every page of it in memory, so that a
//! look-up reads one page. Moving more to disk merges them into a new
//! file that replaces the old.

use crate::frontier::{spill_path, SpillFile};
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::os::unix::fs::FileExt;
use std::path::Path;

/// Fingerprints per page (4 KiB).
const PAGE: usize = 512;

pub(crate) struct DiskFps {
    file: File,
    path: SpillFile,
    len: u64,
    /// The first fingerprint of each page.
    index: Vec<u64>,
}

impl DiskFps {
    /// How many fingerprints the file holds.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    /// Whether `fp` is in the file.
    pub(crate) fn contains(&self, fp: u64) -> std::io::Result<bool> {
        let page = match self.index.binary_search(&fp) {
            Ok(_) => return Ok(true),
            Err(0) => return Ok(false),
            Err(i) => i - 1,
        };
        let start = page * PAGE;
        let n = PAGE.min(self.len as usize - start);
        let mut bytes = [0u8; PAGE * 8];
        self.file.read_exact_at(&mut bytes[..n * 8], start as u64 * 8).map_err(|e| with_path(e, &self.path.0))?;
        let at = |i: usize| u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
        let (mut lo, mut hi) = (0, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            match at(mid).cmp(&fp) {
                std::cmp::Ordering::Equal => return Ok(true),
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
            }
        }
        Ok(false)
    }

    /// A file in `dir` of the fingerprints of `old` (if any) and of
    /// `sorted` (sorted, none in `old`), in order.
    pub(crate) fn merge(dir: &Path, old: Option<&DiskFps>, sorted: &[u64]) -> std::io::Result<DiskFps> {
        let path = spill_path(dir, "fingerprints");
        let file = File::options().read(true).write(true).create_new(true).open(&path).map_err(|e| with_path(e, &path))?;
        let path = SpillFile(path);
        let mut out = BufWriter::with_capacity(1 << 20, &file);
        let mut index = Vec::new();
        let mut len = 0u64;
        let mut put = |fp: u64, out: &mut BufWriter<&File>| -> std::io::Result<()> {
            if (len as usize).is_multiple_of(PAGE) {
                index.push(fp);
            }
            len += 1;
            out.write_all(&fp.to_le_bytes())
        };
        let mut new = sorted.iter().copied().peekable();
        if let Some(old) = old {
            // (From the start: writing it left the file's cursor at its end.)
            let mut file = &old.file;
            std::io::Seek::rewind(&mut file).map_err(|e| with_path(e, &old.path.0))?;
            let mut reader = BufReader::with_capacity(1 << 20, file);
            let mut bytes = [0u8; 8];
            for _ in 0..old.len {
                reader.read_exact(&mut bytes).map_err(|e| with_path(e, &old.path.0))?;
                let fp = u64::from_le_bytes(bytes);
                while let Some(n) = new.next_if(|&n| n < fp) {
                    put(n, &mut out).map_err(|e| with_path(e, &path.0))?;
                }
                put(fp, &mut out).map_err(|e| with_path(e, &path.0))?;
            }
        }
        for n in new {
            put(n, &mut out).map_err(|e| with_path(e, &path.0))?;
        }
        out.flush().map_err(|e| with_path(e, &path.0))?;
        drop(out);
        Ok(DiskFps { file, path, len, index })
    }
}

fn with_path(e: std::io::Error, path: &Path) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fingerprints merged in several steps are all found, and no other;
    /// the files are removed with the set.
    #[test]
    fn merged_fingerprints_are_found() {
        let dir = std::env::temp_dir().join(format!("tlars-seen-disk-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fp = |i: u64| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut disk: Option<DiskFps> = None;
        for step in 0..3u64 {
            let mut batch: Vec<u64> = (0..300_000).map(|i| fp(i * 3 + step)).collect();
            batch.sort_unstable();
            disk = Some(DiskFps::merge(&dir, disk.as_ref(), &batch).unwrap());
        }
        let disk = disk.unwrap();
        assert_eq!(disk.len(), 900_000);
        assert!((0..900_000).all(|i| disk.contains(fp(i)).unwrap()));
        assert!((900_000..912_000).all(|i| !disk.contains(fp(i)).unwrap()));
        assert!(!disk.contains(0).unwrap() && !disk.contains(u64::MAX).unwrap());
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "the files merged away are removed");
        drop(disk);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
        std::fs::remove_dir(&dir).unwrap();
    }
}
