//! TLC's own PlusCal regression specs (`test-model/pcal` of the tlaplus
//! repository, looked for in `../tlc/tlatools/org.lamport.tlatools/`
//! beside the repository or in `$TLC_TEST_MODEL`): tlars translates each
//! to the very lines `pcal.trans` writes, known by their CRC-32 recorded
//! in `tests/pluscal/tlc-test-model.tsv` (see `regen-tlc-test-model.sh`
//! there), and refuses those `pcal.trans` refuses. Where the specs are
//! absent the test says so and passes: they are not part of this
//! repository.

use std::path::{Path, PathBuf};

fn models_dir() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = match std::env::var_os("TLC_TEST_MODEL") {
        Some(d) => PathBuf::from(d),
        None => root.join("../tlc/tlatools/org.lamport.tlatools/test-model"),
    };
    let pcal = dir.join("pcal");
    pcal.is_dir().then_some(pcal)
}

#[test]
fn translations_equal_pcal_trans_on_tlcs_pluscal_suite() {
    let Some(dir) = models_dir() else {
        eprintln!("TLC's test-model/pcal is not beside the repository (or in $TLC_TEST_MODEL): skipped");
        return;
    };
    let facts = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/pluscal/tlc-test-model.tsv")).unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in facts.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let Some((name, expected)) = line.split_once('\t') else { panic!("bad line in tlc-test-model.tsv: {line}") };
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            failures.push(format!("{name}: missing from {}", dir.display()));
            continue;
        };
        checked += 1;
        let translated = match tla_pluscal::parse_module(&text) {
            None => Err("no algorithm".to_string()),
            Some(Err(e)) => Err(format!("{}:{}: {}", e.pos.line, e.pos.col, e.message)),
            Some(Ok(alg)) => tla_pluscal::generate::translate(&alg).map_err(|e| format!("{}:{}: {}", e.pos.line, e.pos.col, e.message)),
        };
        match (translated, expected) {
            (Err(_), "error") => {}
            (Err(e), _) => failures.push(format!("{name}: pcal.trans translates it, tlars says {e}")),
            (Ok(_), "error") => failures.push(format!("{name}: pcal.trans refuses it, tlars translates it")),
            (Ok(lines), crc) => {
                let ours = tla_pluscal::checksum::crc32_hex(&lines.join("\n"));
                if ours != crc {
                    failures.push(format!("{name}: the translation differs from pcal.trans's (crc {ours}, expected {crc})"));
                }
            }
        }
    }
    println!("{checked} specs of TLC's test-model/pcal checked");
    assert!(checked >= 80, "only {checked} specs checked");
    assert!(failures.is_empty(), "{} of {checked} differ:\n{}", failures.len(), failures.join("\n"));
}
