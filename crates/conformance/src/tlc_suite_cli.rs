//! The `tlc-suite` and `tlc-suite-facts` subcommands: TLC's own regression
//! models as a yardstick (see `conformance::tlc_suite`).

use checker_run::process::Exit;
use clap::{Args, Subcommand};
use conformance::compare::{Outcome, Status};
use conformance::java_tests;
use conformance::run::{self, Invocation};
use conformance::tlc_suite::{self, Fact, TlcResult};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Subcommand)]
pub enum SuiteCommand {
    /// Run `tlars check` on TLC's regression models (test-model/) and compare
    /// with what TLC printed on them (the facts file).
    TlcSuite(SuiteArgs),
    /// Write the facts file: read TLC's JUnit tests (test/) for the models
    /// they check, then run TLC on each.
    TlcSuiteFacts(FactsArgs),
}

#[derive(Args)]
pub struct SuiteArgs {
    /// TLC's test-model folder [default: ../tlc/tlatools/org.lamport.tlatools/test-model
    /// beside the repository]. When it is absent the runner says so and exits 0.
    #[arg(long, value_name = "DIR")]
    models: Option<PathBuf>,
    /// The facts file [default: tests/tlc-suite/models.tsv in the repository].
    #[arg(long, value_name = "FILE")]
    facts: Option<PathBuf>,
    /// The tlars binary [default: target/release/tlars, built if missing].
    #[arg(long, value_name = "PATH")]
    tlars: Option<PathBuf>,
    /// Wall-clock limit for one model, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    timeout: f64,
    /// Only the models whose spec, cfg or test path contains this substring.
    #[arg(long, value_name = "SUBSTR")]
    filter: Option<String>,
    /// A folder of modules passed to tlars with -I (e.g. the
    /// CommunityModules that TLC's jar bundles); repeatable.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// How many models to check at the same time.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Print the command and tlars' output under each model that does not
    /// pass.
    #[arg(long, short)]
    verbose: bool,
}

#[derive(Args)]
pub struct FactsArgs {
    /// TLC's test-model folder (it is copied to a scratch folder; TLC never
    /// runs in it).
    #[arg(long, value_name = "DIR")]
    models: PathBuf,
    /// TLC's JUnit test folder (tlatools/org.lamport.tlatools/test).
    #[arg(long, value_name = "DIR")]
    tests: PathBuf,
    /// The command running TLC (`tlc2.TLC`), e.g. a wrapper script.
    #[arg(long, value_name = "CMD")]
    tlc: PathBuf,
    /// tla2tools.jar, to translate the PlusCal models with `java -cp JAR
    /// pcal.trans` as their tests do; without it they are skipped.
    #[arg(long, value_name = "JAR")]
    tla2tools: Option<PathBuf>,
    /// Where to write the facts [default: tests/tlc-suite/models.tsv].
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Wall-clock limit for one TLC run, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 180.0)]
    timeout: f64,
    /// How many TLC runs at the same time.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Only list what the tests check, without running TLC.
    #[arg(long)]
    no_tlc: bool,
    /// Keep TLC's results from the existing facts file for the models whose
    /// test, spec, cfg and flags are unchanged; run TLC only on the others.
    #[arg(long)]
    resume: bool,
}

pub fn main(cmd: &SuiteCommand, root: &Path) -> Result<ExitCode, String> {
    match cmd {
        SuiteCommand::TlcSuite(a) => suite(a, root),
        SuiteCommand::TlcSuiteFacts(a) => facts(a, root),
    }
}

fn timeout(secs: f64) -> Result<Duration, String> {
    if !(secs > 0.0 && secs.is_finite()) {
        return Err("--timeout must be a positive number of seconds".into());
    }
    Ok(Duration::from_secs_f64(secs))
}

fn suite(a: &SuiteArgs, root: &Path) -> Result<ExitCode, String> {
    let models = a.models.clone().unwrap_or_else(|| root.join("../tlc/tlatools/org.lamport.tlatools/test-model"));
    let stdout = std::io::stdout();
    let Ok(models) = models.canonicalize() else {
        println!("tlc-suite: TLC's test-model folder {} is absent: nothing to run", models.display());
        return Ok(ExitCode::SUCCESS);
    };
    let facts_path = a.facts.clone().unwrap_or_else(|| root.join("tests/tlc-suite/models.tsv"));
    let text = std::fs::read_to_string(&facts_path).map_err(|e| format!("facts {}: {e}", facts_path.display()))?;
    let facts: Vec<Fact> = tlc_suite::parse(&text)
        .map_err(|e| format!("facts {}: {e}", facts_path.display()))?
        .into_iter()
        .filter(|f| a.filter.as_ref().is_none_or(|s| f.model.spec.contains(s) || f.model.cfg.contains(s) || f.model.test.contains(s)))
        .collect();
    let tlars = crate::tlars_binary(a.tlars.as_deref(), root)?;
    let includes: Vec<String> = a.include.iter().map(|p| p.canonicalize().unwrap_or_else(|_| p.clone()).to_string_lossy().into_owned()).collect();
    let limit = timeout(a.timeout)?;
    println!(
        "tlc-suite: {} models from {}, in {}, {} (timeout {} s, {} job{})",
        facts.len(),
        facts_path.display(),
        models.display(),
        tlars.display(),
        a.timeout,
        a.jobs.max(1),
        if a.jobs.max(1) == 1 { "" } else { "s" }
    );
    let results = run::in_order(
        facts.len(),
        a.jobs,
        |i| {
            let f = &facts[i];
            if let Some(r) = &f.model.skip {
                return (Outcome { status: Status::Skip, detail: r.clone() }, 0.0, String::new());
            }
            let inv = tlc_suite::invocation(&models, &f.model, None, &includes);
            if let Some(class) = java_module_override(&inv.dir, &f.model.spec) {
                return (Outcome { status: Status::Skip, detail: format!("TLC-internal Java override ({class} beside the spec)") }, 0.0, String::new());
            }
            let r = run::run(&tlars, &inv, limit);
            let random = std::fs::read_to_string(inv.dir.join(spec_file_name(&f.model.spec))).is_ok_and(|t| crate::corpus::uses_randomness(&t));
            let o = tlc_suite::judge(f, &r, random);
            let extra = if a.verbose && o.status != Status::Pass {
                format!(
                    "    $ cd {} && {} {}\n{}{}",
                    inv.dir.display(),
                    tlars.display(),
                    inv.args.join(" "),
                    crate::indented("stdout", &r.stdout),
                    crate::indented("stderr", &r.stderr)
                )
            } else {
                String::new()
            };
            (o, r.seconds, extra)
        },
        |i, (o, secs, extra)| {
            let mut out = stdout.lock();
            let mut line = format!("{:<11} {} ({secs:.1} s)", o.status.label(), facts[i].key());
            if !o.detail.is_empty() {
                line.push_str(": ");
                line.push_str(&o.detail);
            }
            let _ = writeln!(out, "{line}");
            let _ = out.write_all(extra.as_bytes());
            let _ = out.flush();
        },
    );
    let outcomes: Vec<Outcome> = results.into_iter().map(|(o, _, _)| o).collect();
    print!("{}", tlc_suite::totals(&outcomes).render());
    Ok(ExitCode::SUCCESS)
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let p = e.path();
        let t = to.join(e.file_name());
        if e.file_type()?.is_dir() {
            copy_dir(&p, &t)?;
        } else {
            std::fs::copy(&p, &t)?;
        }
    }
    Ok(())
}

/// A file's text without the lines that differ between two translations of
/// the same algorithm (checksums) and without trailing blanks.
fn normalized(text: &str) -> String {
    text.lines()
        .filter(|l| !l.contains("checksum") && !l.contains("BEGIN TRANSLATION") && !l.contains("END TRANSLATION"))
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Translates a PlusCal model in the scratch copy as its test does; a skip
/// reason when the translation is not the one committed in test-model/.
fn translate(jar: Option<&Path>, scratch: &Path, models: &Path, m: &java_tests::TestModel, limit: Duration) -> Option<String> {
    let Some(args) = &m.pcal else { return None };
    let Some(jar) = jar else { return Some("PlusCal translation needed (no --tla2tools given)".into()) };
    let spec = Path::new(&m.spec);
    let dir = spec.parent().unwrap_or(Path::new(""));
    let file = spec.file_name().unwrap().to_string_lossy().into_owned();
    let mut jargs = vec!["-cp".to_owned(), jar.to_string_lossy().into_owned(), "pcal.trans".to_owned()];
    jargs.extend(args.iter().cloned());
    jargs.push(file);
    let r = run::run(Path::new("java"), &Invocation { dir: scratch.join(dir), args: jargs }, limit);
    if r.exit != Exit::Code(0) {
        return Some("PlusCal translation fails".into());
    }
    let read = |base: &Path, p: &str| std::fs::read_to_string(base.join(p)).ok();
    let (orig, new) = (read(models, &m.spec), read(scratch, &m.spec));
    let (orig_cfg, new_cfg) = (read(models, &m.cfg), read(scratch, &m.cfg));
    if orig_cfg.is_none() && new_cfg.is_some() {
        return Some("PlusCal: the translator writes the .cfg".into());
    }
    if orig.as_deref().map(normalized) != new.as_deref().map(normalized) || orig_cfg.as_deref().map(normalized) != new_cfg.as_deref().map(normalized) {
        return Some(format!("PlusCal: test-model's translation is not pcal.trans {}'s", args.join(" ")));
    }
    None
}

fn facts(a: &FactsArgs, root: &Path) -> Result<ExitCode, String> {
    let models = a.models.canonicalize().map_err(|e| format!("models folder {}: {e}", a.models.display()))?;
    let tests = a.tests.canonicalize().map_err(|e| format!("tests folder {}: {e}", a.tests.display()))?;
    let classes = java_tests::load_classes(&tests)?;
    let mut found = java_tests::extract(&classes);
    for m in &mut found {
        if m.skip.is_none() && !models.join(&m.spec).exists() {
            m.skip = Some("spec not in test-model".into());
        }
    }
    // PlusCal models last: each needs a translation before TLC runs, and
    // many are skipped after it.
    found.sort_by_key(|m| m.pcal.is_some());
    eprintln!("tlc-suite-facts: {} models in {} test classes", found.len(), classes.len());
    let out_path = a.out.clone().unwrap_or_else(|| root.join("tests/tlc-suite/models.tsv"));
    let limit = timeout(a.timeout)?;
    let scratch = std::env::temp_dir().join(format!("tlc-suite-facts-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    copy_dir(&models, &scratch.join("models")).map_err(|e| format!("copying {}: {e}", models.display()))?;
    let work = scratch.join("models");
    let tlc = a.tlc.canonicalize().unwrap_or_else(|_| a.tlc.clone());
    let previous: Vec<Fact> =
        if a.resume { std::fs::read_to_string(&out_path).ok().and_then(|t| tlc_suite::parse(&t).ok()).unwrap_or_default() } else { Vec::new() };
    let reuse = |m: &java_tests::TestModel| {
        previous.iter().find(|f| {
            f.tlc.exit.is_some()
                && f.model.test == m.test
                && f.model.spec == m.spec
                && f.model.cfg == m.cfg
                && f.model.flags == m.flags
                && f.model.pcal == m.pcal
        })
    };
    if let Some(d) = out_path.parent() {
        let _ = std::fs::create_dir_all(d);
    }
    // The file is rewritten after every model, the ones not run yet marked
    // as such, so that an interrupted run leaves every model listed.
    let mut done: Vec<Fact> = Vec::new();
    let write = |done: &[Fact]| {
        let mut all = done.to_vec();
        for m in &found[done.len()..] {
            // Keep the earlier results of the models not reached yet.
            if let Some(f) = reuse(m) {
                all.push(f.clone());
                continue;
            }
            let mut m = m.clone();
            if m.skip.is_none() {
                m.skip = Some("TLC not run yet (facts generation interrupted)".into());
            }
            all.push(Fact { model: m, tlc: TlcResult::default() });
        }
        std::fs::write(&out_path, tlc_suite::render(&all))
    };
    write(&done).map_err(|e| format!("{}: {e}", out_path.display()))?;
    let facts = run::in_order(
        found.len(),
        a.jobs,
        |i| {
            let mut m = found[i].clone();
            if a.no_tlc || m.skip.is_some() {
                return Fact { model: m, tlc: TlcResult::default() };
            }
            if let Some(f) = reuse(&m) {
                return f.clone();
            }
            if let Some(why) = translate(a.tla2tools.as_deref(), &work, &models, &m, limit) {
                // tlars would not be compared on it: no need for TLC's numbers.
                m.skip = Some(why);
                return Fact { model: m, tlc: TlcResult::default() };
            }
            let spec_dir = Path::new(&m.spec).parent().unwrap_or(Path::new("")).to_path_buf();
            let meta = scratch.join(format!("meta-{i}"));
            let inv = Invocation { dir: work.join(&spec_dir), args: tlc_suite::tlc_args(&m, &meta) };
            let r = run::run(&tlc, &inv, limit);
            let _ = std::fs::remove_dir_all(&meta);
            let mut res = tlc_suite::tlc_result(&r);
            if r.exit == Exit::Timeout {
                res = TlcResult::default();
                if m.skip.is_none() {
                    m.skip = Some(format!("TLC takes more than {} s", a.timeout));
                }
            }
            Fact { model: m, tlc: res }
        },
        |_, f| {
            eprintln!(
                "  {} -> TLC {} ({} generated, {} distinct){}",
                f.model.spec,
                f.tlc.exit.map_or("-".into(), |c| c.to_string()),
                f.tlc.generated.map_or("-".into(), |c| c.to_string()),
                f.tlc.distinct.map_or("-".into(), |c| c.to_string()),
                f.model.skip.as_ref().map_or(String::new(), |s| format!(" [skip: {s}]"))
            );
            done.push(f.clone());
            if let Err(e) = write(&done) {
                eprintln!("tlc-suite-facts: {}: {e}", out_path.display());
            }
        },
    );
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::write(&out_path, tlc_suite::render(&facts)).map_err(|e| format!("{}: {e}", out_path.display()))?;
    println!("tlc-suite-facts: wrote {} models to {}", facts.len(), out_path.display());
    Ok(ExitCode::SUCCESS)
}

/// The file name of a model's spec (its path is relative to test-model/,
/// the run's folder is the spec's own).
fn spec_file_name(spec: &str) -> &str {
    spec.rsplit('/').next().unwrap_or(spec)
}

/// The compiled Java class beside a spec that TLC loads as the
/// implementation of the spec's module (a user module override), if any:
/// what it computes is not in the spec.
fn java_module_override(dir: &std::path::Path, spec: &str) -> Option<String> {
    let module = spec_file_name(spec).strip_suffix(".tla")?;
    let class = format!("{module}.class");
    dir.join(&class).is_file().then_some(class)
}
