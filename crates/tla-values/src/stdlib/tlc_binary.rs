//! IOUtils' `IOSerialize` and `IODeserialize`: values in TLC's binary
//! format, the one TLC's `ValueOutputStream` writes and its
//! `ValueInputStream` reads back ("external" reading: names are interned
//! again, not taken from the writer's table), optionally gzip-compressed.
//!
//! A value is a kind byte followed by its parts, big-endian as Java's data
//! streams. Every compound value (and every string) read takes the next
//! index of a handle table, in the reader's order, so that a later `DUMMY`
//! kind (an index) can stand for a value written before: TLC's writer
//! writes a value object it has written already that way. tlars writes no
//! such references (each value in full), which TLC reads the same.
//!
//! Strings are one byte per character, the low byte of the Java char, as
//! TLC's `BufferedDataOutputStream.writeString`; reading, a byte above 127
//! becomes the char Java's `(char) byte` gives. Model values are written as
//! an index into the writing TLC's table of model values, which only that
//! run knows: neither direction supports them, and says so.

use crate::{LazySet, Str, Value, ValueError};
use std::io::{Read, Write};

const BOOL: u8 = 0;
const INT: u8 = 1;
const STRING: u8 = 3;
const RECORD: u8 = 4;
const SET_ENUM: u8 = 5;
const TUPLE: u8 = 7;
const FCN_RCD: u8 = 9;
const MODEL: u8 = 21;
const INTERVAL: u8 = 23;
const DUMMY: u8 = 26;

/// The value in the file at `path`, gzip-compressed if `compressed`.
pub fn read_file(path: &str, compressed: bool) -> Result<Value, ValueError> {
    let file = std::fs::File::open(path).map_err(|e| ValueError::new(format!("IODeserialize: cannot read {path}: {e}")))?;
    let mut bytes = Vec::new();
    let read = if compressed {
        flate2::read::GzDecoder::new(std::io::BufReader::new(file)).read_to_end(&mut bytes)
    } else {
        std::io::BufReader::new(file).read_to_end(&mut bytes)
    };
    read.map_err(|e| ValueError::new(format!("IODeserialize: cannot read {path}: {e}")))?;
    let mut r = Reader { bytes: &bytes, at: 0, handles: Vec::new() };
    r.value().map_err(|e| ValueError::new(format!("IODeserialize: {path} is not a value in TLC's binary format: {}", e.message)))
}

/// Writes `v` to the file at `path`, gzip-compressed if `compressed`.
/// (Written beside it and renamed into place: a reader, another run of the
/// same spec say, never meets half a file.)
pub fn write_file(v: &Value, path: &str, compressed: bool) -> Result<(), ValueError> {
    let mut bytes = Vec::new();
    write_value(v, &mut bytes)?;
    let io = |e: std::io::Error| ValueError::new(format!("IOSerialize: cannot write {path}: {e}"));
    let partial = format!("{path}.{}.partial", std::process::id());
    let write = || -> std::io::Result<()> {
        let mut w = std::io::BufWriter::new(std::fs::File::create(&partial)?);
        if compressed {
            let mut gz = flate2::write::GzEncoder::new(w, flate2::Compression::default());
            gz.write_all(&bytes)?;
            gz.finish()?.flush()
        } else {
            w.write_all(&bytes)?;
            w.flush()
        }
    };
    let done = write().and_then(|()| std::fs::rename(&partial, path));
    if done.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    done.map_err(io)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// The values read, by handle index (None while one is being read).
    handles: Vec<Option<Value>>,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], ValueError> {
        let end = self.at + N;
        let b = self.bytes.get(self.at..end).ok_or_else(|| ValueError::new("the file ends in the middle of a value"))?;
        self.at = end;
        Ok(b.try_into().expect("N bytes"))
    }
    fn byte(&mut self) -> Result<u8, ValueError> {
        Ok(self.take::<1>()?[0])
    }
    fn short(&mut self) -> Result<i16, ValueError> {
        Ok(i16::from_be_bytes(self.take()?))
    }
    fn int(&mut self) -> Result<i32, ValueError> {
        Ok(i32::from_be_bytes(self.take()?))
    }
    /// `ValueInputStream.readNat`: a short, or an int written negated.
    fn nat(&mut self) -> Result<usize, ValueError> {
        let first = self.short()? as i32;
        if first >= 0 {
            return Ok(first as usize);
        }
        let low = self.short()? as i32 & 0xFFFF;
        Ok((-((first << 16) | low)) as usize)
    }
    fn length(&mut self) -> Result<usize, ValueError> {
        Ok(self.int()?.unsigned_abs() as usize)
    }
    fn new_handle(&mut self) -> usize {
        self.handles.push(None);
        self.handles.len() - 1
    }
    fn handle(&self, i: usize) -> Result<Value, ValueError> {
        self.handles.get(i).cloned().flatten().ok_or_else(|| ValueError::new(format!("a reference to value {i}, which was not read before")))
    }
    /// `UniqueString.readExternal`: two ints TLC skips, the length, the bytes.
    fn unique_string(&mut self) -> Result<Str, ValueError> {
        self.int()?;
        self.int()?;
        let len = self.length()?;
        let b = self.bytes.get(self.at..self.at + len).ok_or_else(|| ValueError::new("the file ends in the middle of a string"))?;
        self.at += len;
        let s: String = b.iter().map(|&c| if c < 128 { c as char } else { char::from_u32(0xFF00 | c as u32).unwrap_or('\u{FFFD}') }).collect();
        Ok(Str::new(&s))
    }
    fn value(&mut self) -> Result<Value, ValueError> {
        let kind = self.byte()?;
        match kind {
            BOOL => Ok(Value::Bool(self.byte()? != 0)),
            INT => Ok(Value::Int(self.int()? as i64)),
            STRING => {
                // (The string is read before it takes its index.)
                let s = Value::Str(self.unique_string()?);
                let i = self.new_handle();
                self.handles[i] = Some(s.clone());
                Ok(s)
            }
            RECORD => {
                let i = self.new_handle();
                let len = self.length()?;
                let mut fields = Vec::with_capacity(len);
                for _ in 0..len {
                    let name = match self.byte()? {
                        DUMMY => {
                            let at = self.nat()?;
                            match self.handle(at)? {
                                Value::Str(s) => s,
                                other => return Err(ValueError::new(format!("a record field named by the value {other}"))),
                            }
                        }
                        _ => {
                            let at = self.new_handle();
                            let s = self.unique_string()?;
                            self.handles[at] = Some(Value::Str(s));
                            s
                        }
                    };
                    fields.push((name, self.value()?));
                }
                self.done(i, Value::record(fields))
            }
            SET_ENUM => {
                let i = self.new_handle();
                let len = self.length()?;
                let elems = (0..len).map(|_| self.value()).collect::<Result<Vec<_>, _>>()?;
                self.done(i, Value::set(elems))
            }
            TUPLE => {
                let i = self.new_handle();
                let len = self.nat()?;
                let elems = (0..len).map(|_| self.value()).collect::<Result<Vec<_>, _>>()?;
                self.done(i, Value::tuple(elems))
            }
            FCN_RCD => {
                let i = self.new_handle();
                let len = self.nat()?;
                let pairs = if self.byte()? == 0 {
                    let (low, _high) = (self.int()? as i64, self.int()?);
                    (0..len).map(|k| Ok((Value::Int(low + k as i64), self.value()?))).collect::<Result<Vec<_>, ValueError>>()?
                } else {
                    (0..len).map(|_| Ok((self.value()?, self.value()?))).collect::<Result<Vec<_>, ValueError>>()?
                };
                self.done(i, Value::function(pairs))
            }
            INTERVAL => {
                let (low, high) = (self.int()? as i64, self.int()? as i64);
                Ok(if low > high { Value::empty_set() } else { Value::lazy(LazySet::Interval(low, high)) })
            }
            DUMMY => {
                let at = self.nat()?;
                self.handle(at)
            }
            MODEL => Err(ValueError::new("a model value, written as an index into the table of the TLC run that wrote it, which tlars cannot know")),
            other => Err(ValueError::new(format!("a value of kind {other}, which TLC does not read back either"))),
        }
    }
    fn done(&mut self, i: usize, v: Value) -> Result<Value, ValueError> {
        self.handles[i] = Some(v.clone());
        Ok(v)
    }
}

/// `ValueOutputStream.writeNat`.
fn nat(out: &mut Vec<u8>, n: usize) -> Result<(), ValueError> {
    if n > 0x7fff {
        let n = i32::try_from(n).map_err(|_| ValueError::new("IOSerialize: a value too large for TLC's format"))?;
        out.extend_from_slice(&(-n).to_be_bytes());
    } else {
        out.extend_from_slice(&(n as i16).to_be_bytes());
    }
    Ok(())
}

fn int(out: &mut Vec<u8>, n: i64) -> Result<(), ValueError> {
    let n = i32::try_from(n).map_err(|_| ValueError::new(format!("IOSerialize: {n} is outside TLC's 32-bit integers")))?;
    out.extend_from_slice(&n.to_be_bytes());
    Ok(())
}

/// `UniqueString.write`: TLC's token and location (-1: any will do, the
/// reader skips them), the length, a byte per character.
fn unique_string(out: &mut Vec<u8>, s: &str) -> Result<(), ValueError> {
    out.extend_from_slice(&(-1i32).to_be_bytes());
    out.extend_from_slice(&(-1i32).to_be_bytes());
    let chars: Vec<u8> = s.encode_utf16().map(|c| c as u8).collect();
    int(out, chars.len() as i64)?;
    out.extend_from_slice(&chars);
    Ok(())
}

fn write_value(v: &Value, out: &mut Vec<u8>) -> Result<(), ValueError> {
    match v {
        Value::Bool(b) => out.extend_from_slice(&[BOOL, *b as u8]),
        Value::Int(n) => {
            out.push(INT);
            int(out, *n)?;
        }
        Value::Big(n) => {
            return Err(ValueError::new(format!("IOSerialize: the integer {n} cannot be written: TLC's binary format holds 32-bit integers only")))
        }
        Value::Str(s) => {
            out.push(STRING);
            unique_string(out, &s.as_str())?;
        }
        Value::Model(m) => {
            return Err(ValueError::new(format!(
                "IOSerialize: the model value {} cannot be written: TLC writes it as an index into its own table of model values",
                &*m.as_str()
            )))
        }
        Value::Tuple(_) => {
            let elems = v.as_seq()?;
            out.push(TUPLE);
            nat(out, elems.len())?;
            for e in elems {
                write_value(e, out)?;
            }
        }
        Value::Record(_) => {
            let fields = v.record_fields().expect("a record");
            out.push(RECORD);
            int(out, fields.len() as i64)?;
            for (name, value) in fields {
                out.push(STRING);
                unique_string(out, &name.as_str())?;
                write_value(value, out)?;
            }
        }
        Value::Fn(_) | Value::LazyFn(_) => {
            let pairs = v.pairs()?;
            out.push(FCN_RCD);
            nat(out, pairs.len())?;
            out.push(1);
            for (d, r) in &pairs {
                write_value(d, out)?;
                write_value(r, out)?;
            }
        }
        Value::Lazy(l) if matches!(**l, LazySet::Interval(..)) => {
            let LazySet::Interval(low, high) = **l else { unreachable!() };
            out.push(INTERVAL);
            int(out, low)?;
            int(out, high)?;
        }
        Value::Set(_) | Value::Lazy(_) => {
            let elems = v.elements()?;
            out.push(SET_ENUM);
            int(out, elems.len() as i64)?;
            for e in elems.iter() {
                write_value(e, out)?;
            }
        }
    }
    Ok(())
}
