//! Numeric arguments: a value outside the range the help states (NaN and the infinities
//! included) is refused before anything runs, with clap's error naming the argument and exit
//! code 2; the bounds themselves are taken. Every run here is cheap: refusals stop at the parser,
//! and a bound whose run would be long is given with another argument that the run refuses at
//! once (so its error is the run's `mancala: ...`, not clap's).

use std::io::Read;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// What `mancala ARGS` printed and its exit code. A run still going after 20 s is killed and
/// fails the test: a value wrongly taken can start a search of hours.
fn mancala(args: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args.split_whitespace())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the mancala binary runs");
    let clock = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if clock.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("mancala {args}: still running after 20 s");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    child.stdout.take().unwrap().read_to_end(&mut stdout).unwrap();
    child.stderr.take().unwrap().read_to_end(&mut stderr).unwrap();
    Output { status, stdout, stderr }
}

/// `template` with each of `values` in place of `{}` is refused by the parser, naming `name`.
fn refuses(template: &str, name: &str, values: &[&str]) {
    for value in values {
        let args = template.replace("{}", value);
        let output = mancala(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args}: {stderr}");
        assert!(stderr.starts_with("error: invalid value"), "{args}: {stderr}");
        assert!(stderr.contains(&format!("for '{name}")), "{args}: {name} not named in {stderr}");
        assert!(output.stdout.is_empty(), "{args} ran");
    }
}

/// `args` parse and run to the end.
fn runs(args: &str) {
    let output = mancala(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{args}: {stderr}");
}

/// `args` parse, and the run stops at once with its own error `message`.
fn parses_then_stops(args: &str, message: &str) {
    let output = mancala(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args}: {stderr}");
    assert!(stderr.starts_with("mancala: ") && stderr.contains(message), "{args}: {stderr}");
}

const NOT_FINITE: [&str; 5] = ["nan", "NaN", "inf", "infinity", "1e400"];
const U64_MAX: &str = "18446744073709551615";
const NO_BOOK: &str = "/nonexistent/mancala-book.bin";

#[test]
fn bench_seconds() {
    refuses("bench {} bk2", "[SECONDS]", &NOT_FINITE);
    refuses("bench {} bk2", "[SECONDS]", &["0", "0.009", "600.01", "99999"]);
    runs("bench 0.01 bk2");
    // 600 (ten minutes a game) is parsed only, in src/main.rs.
}

#[test]
fn values_seconds() {
    refuses("values bk2 --seconds {}", "--seconds", &NOT_FINITE);
    refuses("values bk2 --seconds {}", "--seconds", &["0", "0.009", "3600.5", "99999"]);
    runs("values bk2 --seconds 0.01");
    parses_then_stops(&format!("values ba2 --seconds 3600 --book {NO_BOOK}"), NO_BOOK);
}

#[test]
fn solve_seconds() {
    refuses("solve ba2 --seconds {}", "--seconds", &NOT_FINITE);
    refuses("solve ba2 --seconds {}", "--seconds", &["0", "0.009", "86400.5"]);
    runs("solve ba2 --seconds 0.01");
    parses_then_stops("solve bk2 --seconds 86400", "for two-player Ba-awa");
    parses_then_stops("solve ba2m10 --seconds 1", "not match play");
}

#[test]
fn solve_book() {
    refuses("solve ba2 --book {}", "--book", &["9", "1.5", "nan"]);
    refuses("solve ba2 --book 1 --hard {}", "--hard", &["17", "nan"]);
    refuses("solve ba2 --book 1 --state-nodes {}", "--state-nodes", &["0", "18446744073709551616", "inf"]);
    parses_then_stops("solve bk2 --book 0 --hard 0 --state-nodes 1", "for two-player Ba-awa");
    parses_then_stops(
        &format!("solve bk2 --book 8 --hard 16 --state-nodes {U64_MAX}"),
        "for two-player Ba-awa",
    );
}

#[test]
fn bench_proofs() {
    refuses("bench proofs --positions {}", "--positions", &["0", "1001"]);
    refuses("bench proofs --cap-seconds {}", "--cap-seconds", &NOT_FINITE);
    refuses("bench proofs --cap-seconds {}", "--cap-seconds", &["0", "0.009", "3600.5"]);
    refuses("bench proofs --cap-nodes {}", "--cap-nodes", &["0", "nan"]);
    refuses("bench proofs --table-bits {}", "--table-bits", &["15", "27"]);
    // --records prints the sampled positions and measures nothing.
    runs("bench proofs --records --positions 1 --cap-seconds 0.01 --cap-nodes 1 --table-bits 16");
    runs(&format!(
        "bench proofs --records --positions 1 --cap-seconds 3600 --cap-nodes {U64_MAX} --table-bits 26"
    ));
    // --positions 1000 (minutes of expert games) is parsed only, in src/main.rs.
}

#[test]
fn arena() {
    refuses("arena --games {}", "--games", &["0", "100001", "200000", "nan"]);
    refuses("arena --ms {}", "--ms", &["0", "60001", "1.5", "inf"]);
    refuses("arena --nodes {}", "--nodes", &["0", "18446744073709551616"]);
    refuses("arena --random-plies {}", "--random-plies", &["101", "nan"]);
    refuses("arena --seat {}", "--seat", &["3", "256"]);
    // A negative value must be attached, or clap takes it for a flag.
    refuses("arena --ms={}", "--ms", &["-1"]);
    runs("arena --game bk2 --a random --b random --games 1 --ms 1 --nodes 1 --random-plies 0 --seat 0");
    parses_then_stops(
        &format!("arena --game ba2 --games 100000 --ms 60000 --nodes {U64_MAX} --random-plies 100 --seat 2"),
        "--seat: ba2 has 2 seats",
    );
}

#[test]
fn accuracy() {
    refuses("accuracy --positions {}", "--positions", &["0", "100001"]);
    refuses("accuracy --nodes {}", "--nodes", &["0", "5,0", "nan"]);
    refuses("accuracy --proof-seconds {}", "--proof-seconds", &["0", "3601", "inf"]);
    parses_then_stops(
        &format!("accuracy --positions 1 --nodes 1 --proof-seconds 1 --book {NO_BOOK}"),
        NO_BOOK,
    );
    parses_then_stops(
        &format!("accuracy --positions 100000 --nodes 1,{U64_MAX} --proof-seconds 3600 --book {NO_BOOK}"),
        NO_BOOK,
    );
}

#[test]
fn perft_depth() {
    refuses("perft bk2 {}", "<DEPTH>", &["0", "31", "nan"]);
    runs("perft bk2 1");
    // 30 (hours) is parsed only, in src/main.rs.
}

#[test]
fn puzzles_count() {
    refuses("puzzles --game bk2 --count {} --out unused.json", "--count", &["0", "10001"]);
    parses_then_stops("puzzles --game ba3 --count 1 --out unused.json", "two-player single games");
    parses_then_stops("puzzles --game ba3 --count 10000 --out unused.json", "two-player single games");
}

#[test]
fn help_states_each_range() {
    for (args, range) in [
        ("bench --help", "(0.01 to 600)"),
        ("values --help", "(0.01 to 3,600)"),
        ("solve --help", "(0.01 to 86,400)"),
        ("arena --help", "(1 to 60,000)"),
        ("accuracy --help", "(1 to 100,000)"),
        ("bench proofs --help", "(16 to 26)"),
    ] {
        let output = mancala(args);
        assert!(String::from_utf8_lossy(&output.stdout).contains(range), "{args}: no {range}");
    }
}
