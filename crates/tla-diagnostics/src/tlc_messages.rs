//! TLC's messages. A line tlars prints as TLC prints it is one of TLC's
//! messages, with TLC's message code (`tlc2.output.EC`) and class. How it
//! is printed is the run's choice, made once for the run as TLC's `-tool`
//! switch is (and set on each of the run's threads): `tlars check` prints the verdict, the trace and the
//! counts (`Style::Brief`); `tlars tlc` every message TLC prints, with
//! TLC's prefixes (`Error: `, `State `); `tlars tlc -tool` each message
//! framed by `@!@!@STARTMSG code:class @!@!@` and `@!@!@ENDMSG code @!@!@`,
//! which tools that read TLC's output (the VS Code extension, the Toolbox)
//! parse.

use std::io::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// `tlars check`: the verdict, the trace and the final counts.
    Brief = 0,
    /// `tlars tlc`: every message TLC prints, as it prints them.
    Tlc = 1,
    /// `tlars tlc -tool`: TLC's messages framed with code and class.
    Tool = 2,
}

/// A message's class, which decides its prefix (TLC's `MP` classes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Class {
    None = 0,
    Error = 1,
    Warning = 3,
    State = 4,
}

/// TLC's message codes (`tlc2.output.EC`) for the messages tlars prints.
pub mod code {
    pub const GENERAL: u32 = 1000;
    pub const SANY_PARSER_CHECK_3: u32 = 3002;
    pub const TLC_INITIAL_STATE: u32 = 2102;
    pub const TLC_COMPUTING_INIT_PROGRESS: u32 = 2269;
    pub const TLC_NESTED_EXPRESSION: u32 = 2103;
    pub const TLC_ASSUMPTION_FALSE: u32 = 2104;
    pub const TLC_ASSUMPTION_EVALUATION_ERROR: u32 = 2105;
    pub const TLC_INVARIANT_VIOLATED_INITIAL: u32 = 2107;
    pub const TLC_PROPERTY_VIOLATED_INITIAL: u32 = 2108;
    pub const TLC_INVARIANT_VIOLATED_BEHAVIOR: u32 = 2110;
    pub const TLC_INVARIANT_EVALUATION_FAILED: u32 = 2111;
    pub const TLC_ACTION_PROPERTY_VIOLATED_BEHAVIOR: u32 = 2112;
    pub const TLC_ACTION_PROPERTY_EVALUATION_FAILED: u32 = 2113;
    pub const TLC_DEADLOCK_REACHED: u32 = 2114;
    pub const TLC_POSTCONDITION_FALSE: u32 = 2404;
    pub const TLC_POSTCONDITION_EVALUATION_ERROR: u32 = 2405;
    pub const TLC_TEMPORAL_PROPERTY_VIOLATED: u32 = 2116;
    pub const TLC_BEHAVIOR_UP_TO_THIS_POINT: u32 = 2121;
    pub const TLC_BACK_TO_STATE: u32 = 2122;
    pub const TLC_STARTING: u32 = 2185;
    pub const TLC_FINISHED: u32 = 2186;
    pub const TLC_MODE_MC: u32 = 2187;
    pub const TLC_MODE_SIMU: u32 = 2188;
    pub const TLC_COMPUTING_INIT: u32 = 2189;
    pub const TLC_INIT_GENERATED1: u32 = 2190;
    pub const TLC_INIT_GENERATED2: u32 = 2191;
    pub const TLC_CHECKING_TEMPORAL_PROPS: u32 = 2192;
    pub const TLC_SUCCESS: u32 = 2193;
    pub const TLC_SEARCH_DEPTH: u32 = 2194;
    pub const TLC_CHECKPOINT_START: u32 = 2195;
    pub const TLC_CHECKPOINT_END: u32 = 2196;
    pub const TLC_CHECKPOINT_RECOVER_START: u32 = 2197;
    pub const TLC_CHECKPOINT_RECOVER_END: u32 = 2198;
    pub const TLC_STATS: u32 = 2199;
    pub const TLC_PROGRESS_STATS: u32 = 2200;
    pub const TLC_STATS_SIMU: u32 = 2210;
    pub const TLC_PROGRESS_SIMU: u32 = 2209;
    pub const TLC_LIVE_IMPLIED: u32 = 2212;
    pub const TLC_STATE_PRINT2: u32 = 2217;
    pub const TLC_STATE_PRINT3: u32 = 2218;
    pub const TLC_SANY_END: u32 = 2219;
    pub const TLC_SANY_START: u32 = 2220;
    pub const TLC_COUNTER_EXAMPLE: u32 = 2264;
    pub const TLC_VERSION: u32 = 2262;
    pub const TLC_CHECKING_TEMPORAL_PROPS_END: u32 = 2267;
    pub const TLC_STATE_GRAPH_OUTDEGREE: u32 = 2268;
    pub const TLC_COVERAGE_START: u32 = 2201;
    pub const TLC_TE_SPEC_GENERATION_COMPLETE: u32 = 2501;
    pub const TLC_TE_SPEC_GENERATION_ERROR: u32 = 2502;
    pub const TLC_COVERAGE_END: u32 = 2202;
    pub const TLC_COVERAGE_NEXT: u32 = 2772;
    pub const TLC_COVERAGE_INIT: u32 = 2773;
    pub const TLC_COVERAGE_PROPERTY: u32 = 2774;
    pub const TLC_COVERAGE_VAR: u32 = 2779;
    pub const TLC_COVERAGE_CONSTRAINT: u32 = 2778;
    pub const TLC_FEATURE_UNSUPPORTED: u32 = 2156;
    pub const TLC_CONFIG_SPEC_IS_TRIVIAL: u32 = 2237;
    pub const TLC_CONFIG_NO_SPEC_BUT_PROPERTY: u32 = 2257;
    pub const TLC_CONFIG_NO_FAIRNESS_BUT_LIVE_PROPERTY: u32 = 2259;
    pub const TLC_COULD_NOT_DETERMINE_SUBSCRIPT: u32 = 2139;
    pub const TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR: u32 = 2140;
    pub const TLC_INVARIANT_CONSTANT_LEVEL: u32 = 2149;
    pub const TLC_CONFIG_VALUE_NOT_ASSIGNED_TO_CONSTANT_PARAM: u32 = 2222;
    pub const TLC_CONFIG_ID_REQUIRES_NO_ARG: u32 = 2228;
    pub const TLC_CONFIG_ID_HAS_VALUE: u32 = 2230;
    pub const TLC_CONFIG_ID_MUST_NOT_BE_CONSTANT: u32 = 2233;
}

thread_local! {
    /// The style of the run this thread prints for (a run's, as its other
    /// settings: `tla_eval::RunContext` installs it on each of the run's
    /// threads).
    static STYLE: std::cell::Cell<Style> = const { std::cell::Cell::new(Style::Brief) };
}
/// When the process's first run started (when its style was first set),
/// for TLC's last message. (This and `WARNED` are facts of the process's
/// standard output, which its runs share.)
static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
/// Whether a warning was printed: TLC adds its hint on `-nowarning` to the
/// first only.
static WARNED: AtomicBool = AtomicBool::new(false);

/// Prints messages in this style on this thread from now on.
pub fn set_style(style: Style) {
    STARTED.get_or_init(std::time::Instant::now);
    STYLE.with(|s| s.set(style));
}

/// TLC's last message, how long the run took (only `tlars tlc` prints it
/// this way).
pub fn print_finished() {
    let elapsed = STARTED.get().map(|s| s.elapsed()).unwrap_or_default();
    print_full(code::TLC_FINISHED, Class::None, &format!("Finished in {} at ({})", runtime(elapsed), now()));
}

/// The style messages are printed in on this thread.
pub fn style() -> Style {
    STYLE.with(std::cell::Cell::get)
}

/// Whether every message TLC prints is printed (`tlars tlc`), not only the
/// verdict, the trace and the counts.
pub fn full() -> bool {
    style() != Style::Brief
}

/// A message as the style prints it (without the final newline).
pub fn text(code: u32, class: Class, body: &str) -> String {
    match style() {
        Style::Tool => format!("@!@!@STARTMSG {code}:{} @!@!@\n{body}\n@!@!@ENDMSG {code} @!@!@", class as u8),
        style => {
            let prefix = match class {
                Class::None => "",
                Class::Error => "Error: ",
                Class::Warning => "Warning: ",
                Class::State => "State ",
            };
            let hint = if class == Class::Warning && style == Style::Tlc && !WARNED.swap(true, Ordering::Relaxed) {
                "\n(Use the -nowarning option to disable this warning.)"
            } else {
                ""
            };
            format!("{prefix}{body}{hint}")
        }
    }
}

/// Prints a message on standard output (a closed output is not an error:
/// `tlars ... | head`).
pub fn print(code: u32, class: Class, body: &str) {
    let _ = writeln!(std::io::stdout(), "{}", text(code, class, body));
}

/// Prints a message that only `tlars tlc` prints (TLC's banners, its
/// timestamps, its statistics).
pub fn print_full(code: u32, class: Class, body: &str) {
    if full() {
        print(code, class, body);
    }
}

/// Prints a message that TLC prints for tools only (`-tool`): the parser's
/// start and end, the last progress report.
pub fn print_tool(code: u32, class: Class, body: &str) {
    if style() == Style::Tool {
        print(code, class, body);
    }
}

/// TLC's message once the initial states are computed: how many were
/// generated and how many of them are distinct.
pub fn initial_states(generated: u64, distinct: u64) -> (u32, String) {
    let plural = if generated == 1 { "" } else { "s" };
    if generated == distinct {
        (code::TLC_INIT_GENERATED1, format!("Finished computing initial states: {generated} distinct state{plural} generated at {}.", now()))
    } else {
        (
            code::TLC_INIT_GENERATED2,
            format!("Finished computing initial states: {generated} state{plural} generated, with {distinct} of them distinct at {}.", now()),
        )
    }
}

/// TLC's success message: with `tlars tlc`, its estimates of a fingerprint
/// collision (the second from the smallest distance between two
/// fingerprints, when there is one).
pub fn success(distinct: u64, generated: u64, fingerprint_distance: Option<u64>) -> String {
    let mut text = "Model checking completed. No error has been found.".to_string();
    if full() {
        text.push_str(&format!(
            "\n  Estimates of the probability that TLC did not check all reachable states\n  because two distinct states had the same fingerprint:\n  calculated (optimistic):  val = {}",
            collision_probability(distinct, generated)
        ));
        if let Some(d) = fingerprint_distance {
            text.push_str(&format!("\n  based on the actual fingerprints:  val = {}", probability(1.0 / d.max(1) as f64)));
        }
    }
    text
}

/// The local time as TLC's messages show it (`yyyy-MM-dd HH:mm:ss`).
pub fn now() -> String {
    jiff::Zoned::now().strftime("%Y-%m-%d %H:%M:%S").to_string()
}

/// The name TLC gives a run's folder under `states/` (FileUtil's default):
/// the local time to the millisecond, `yy-MM-dd-HH-mm-ss.SSS`.
pub fn run_folder_name(at: std::time::SystemTime) -> String {
    run_folder_name_in(at, &jiff::tz::TimeZone::system())
}

fn run_folder_name_in(at: std::time::SystemTime, tz: &jiff::tz::TimeZone) -> String {
    let at = jiff::Timestamp::try_from(at).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    at.to_zoned(tz.clone()).strftime("%y-%m-%d-%H-%M-%S.%3f").to_string()
}

/// A run's length as TLC's last message shows it: milliseconds for tools,
/// else `05s`, `02min 05s`, `01h 02min`, `1d 02h`.
pub fn runtime(elapsed: std::time::Duration) -> String {
    if style() == Style::Tool {
        return format!("{}ms", elapsed.as_millis());
    }
    runtime_human(elapsed)
}

/// A length of time as TLC shows it to people: `05s`, `02min 05s`, `01h
/// 02min`, `1d 02h`.
pub fn runtime_human(elapsed: std::time::Duration) -> String {
    let ms = elapsed.as_millis() as u64;
    let s = ms / 1000;
    const DAY: u64 = 24 * 3600 * 1000;
    if ms > DAY {
        // (TLC formats the time less one day with a day-of-year field,
        // which counts from 1.)
        let rest = (ms - DAY) / 1000;
        format!("{}d {:02}h", rest / 86400 + 1, rest / 3600 % 24)
    } else if ms > 3600 * 1000 {
        format!("{:02}h {:02}min", s / 3600, s / 60 % 60)
    } else if ms > 60 * 1000 {
        format!("{:02}min {:02}s", s / 60, s % 60)
    } else {
        format!("{:02}s", s)
    }
}

/// A count with thousands separated by commas, as TLC's progress shows it.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// TLC's estimate of the probability of a fingerprint collision (optimistic:
/// distinct pairs among the states generated), as its success message
/// prints it: two significant digits, Java's exponent notation.
pub fn collision_probability(distinct: u64, generated: u64) -> String {
    probability(optimistic_collision_probability(distinct, generated))
}

/// TLC's optimistic estimate of a fingerprint collision (distinct pairs
/// among the states generated, over 2^64).
pub fn optimistic_collision_probability(distinct: u64, generated: u64) -> f64 {
    distinct as f64 * (generated.saturating_sub(distinct) as f64 / 2f64.powi(64))
}

/// A probability as TLC prints it: two significant digits, in Java's
/// exponent notation when small.
pub fn probability(p: f64) -> String {
    if p == 0.0 {
        return "0.0".to_string();
    }
    // Java's Double.toString uses exponent notation below 1e-3; these
    // probabilities are far below it in any run that completes.
    if p < 1e-3 {
        let exponent = p.log10().floor() as i32;
        let mut mantissa = p / 10f64.powi(exponent);
        let mut exponent = exponent;
        mantissa = (mantissa * 10.0).round() / 10.0;
        if mantissa >= 10.0 {
            mantissa /= 10.0;
            exponent += 1;
        }
        format!("{mantissa:.1}E{exponent}")
    } else {
        let digits = 2 - 1 - p.log10().floor() as i32;
        format!("{:.*}", digits.max(1) as usize, p)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn run_folders_are_named_by_their_local_time_to_the_millisecond() {
        use std::time::{Duration, SystemTime};
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(run_folder_name_in(SystemTime::UNIX_EPOCH, &utc), "70-01-01-00-00-00.000");
        // 2024-02-29 23:59:59.007 UTC, a leap day; two hours east it is March.
        let at = SystemTime::UNIX_EPOCH + Duration::from_millis(1_709_251_199_007);
        assert_eq!(run_folder_name_in(at, &utc), "24-02-29-23-59-59.007");
        assert_eq!(run_folder_name_in(at, &jiff::tz::TimeZone::fixed(jiff::tz::offset(2))), "24-03-01-01-59-59.007");
    }

    use super::*;

    #[test]
    fn numbers_as_tlc_prints_them() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(560_325_232), "560,325,232");
        // TLC: 4 generated, 3 distinct: "val = 1.6E-19".
        assert_eq!(collision_probability(3, 4), "1.6E-19");
        assert_eq!(collision_probability(4, 4), "0.0");
        let d = std::time::Duration::from_millis;
        assert_eq!(runtime(d(740)), "00s");
        assert_eq!(runtime(d(65_000)), "01min 05s");
        assert_eq!(runtime(d(3_725_000)), "01h 02min");
    }
}
