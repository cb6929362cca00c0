//! `mancala solve`: two-player Bakuk and Koumma solved whole; two-player Ba-awa's start proven,
//! or its opening book written.

use std::process::ExitCode;
use std::time::Duration;

use mancala_rules::{GameKind, Position, Rules};

use super::bounds::{Floats, Ints};
use super::{read_book, rules_arg, value_text};

const SECONDS: Floats = Floats::new(0.01, 86_400.0);
const BOOK_PLIES: Ints<u32> = Ints::new(0, 8);
const HARD_PLIES: Ints<u32> = Ints::new(0, 16);
const STATE_NODES: Ints<u64> = Ints::at_least(1);

/// Solve two-player Bakuk or Koumma, or prove two-player Ba-awa's start.
///
/// Bakuk and Koumma: boards, start value, time. Ba-awa: the start's value and each opening
/// move's, or with --book the opening book.
#[derive(clap::Args)]
pub struct Args {
    /// bakuk, koumma, ba-awa or a two-player rules header such as bk2bo, km2u or ba2.
    #[arg(value_name = "GAME", value_parser = rules_arg)]
    rules: Rules,
    #[arg(long, value_name = "S", value_parser = SECONDS.parser(),
          help = SECONDS.help("Ba-awa: give up after S seconds"))]
    seconds: Option<f64>,
    #[arg(long = "book", value_name = "N", value_parser = BOOK_PLIES.parser(),
          help = BOOK_PLIES.help("Ba-awa: write a proven best move (and every value where that is cheap) \
                                  of every state the expert can meet within N plies"))]
    book_plies: Option<u32>,
    #[arg(long = "hard", value_name = "H", requires = "book_plies", value_parser = HARD_PLIES.parser(),
          help = HARD_PLIES.help("With --book: go on to H plies with the states the expert's own proof \
                                  does not settle within its budget"))]
    hard_plies: Option<u32>,
    /// With --book: the book file (the page's computer loads www/ba2-book.bin).
    #[arg(long, value_name = "FILE", default_value = "www/ba2-book.bin", requires = "book_plies")]
    out: String,
    /// With --book: take the states this earlier book holds from it (and keep its other entries).
    #[arg(long, value_name = "OLD", requires = "book_plies")]
    keep: Option<String>,
    #[arg(long, value_name = "M", default_value_t = BOOK_STATE_NODES, requires = "book_plies",
          value_parser = STATE_NODES.parser(),
          help = STATE_NODES.help("With --book: most nodes for each state's proof"))]
    state_nodes: u64,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let rules = args.rules;
    if rules.kind() == GameKind::BaAwa {
        return run_ba_awa(args);
    }
    if args.seconds.is_some() || args.book_plies.is_some() {
        return Err("--seconds and --book are for two-player Ba-awa".to_owned());
    }
    if rules.variant().stop_when_decided {
        return run_decided(rules);
    }
    let clock = std::time::Instant::now();
    let solver = mancala_ai::Solver::new(rules).ok_or("only two-player Bakuk and Koumma can be solved")?;
    let elapsed = clock.elapsed();
    let stats = solver.stats();
    let start = Position::new(rules);
    let value = solver.value(&start).ok_or("the start is not of these rules")?;
    let moves = start_moves(solver.move_values(&start));
    println!("rules {}", mancala_rules::rules_to_string(rules));
    println!(
        "solved {} boards ({} positions with either player to move) in {:.3} s, {} sweeps (at most {} in a layer)",
        stats.boards,
        2 * stats.boards,
        elapsed.as_secs_f64(),
        stats.sweeps,
        stats.max_sweeps
    );
    println!("reachable from the start: {} boards seen by the player to move", solver.reachable_boards());
    println!("start value for the first player: {value:+}  (moves {moves})");
    Ok(ExitCode::SUCCESS)
}

/// The start's moves and their values, as `a:-2 b:+0 c:+2`.
fn start_moves(moves: Option<Vec<mancala_ai::MoveValue>>) -> String {
    let text: Vec<String> = moves
        .unwrap_or_default()
        .iter()
        .map(|m| format!("{}:{:+}", char::from(b'a' + m.hole as u8), m.value))
        .collect();
    text.join(" ")
}

/// Bakuk and Koumma stopped when decided: states (a board and a capture difference each), time
/// and the start's values.
fn run_decided(rules: Rules) -> Result<ExitCode, String> {
    let clock = std::time::Instant::now();
    let solver =
        mancala_ai::DecidedSolver::new(rules).ok_or("only two-player Bakuk and Koumma can be solved")?;
    let elapsed = clock.elapsed();
    let stats = solver.stats();
    let start = Position::new(rules);
    let value = solver.value(&start).map_or("unknown".to_owned(), |v| format!("{v:+}"));
    let moves = start_moves(solver.move_values(&start));
    println!("rules {}", mancala_rules::rules_to_string(rules));
    println!(
        "solved {} states (a board seen by the player to move and the capture difference) over {} boards in {:.3} s, {} sweeps (at most {} in one difference of a layer)",
        stats.states,
        stats.boards,
        elapsed.as_secs_f64(),
        stats.sweeps,
        stats.max_sweeps
    );
    println!("start value for the first player, the game stopped when decided: {value}  (moves {moves})");
    Ok(ExitCode::SUCCESS)
}

/// Nodes a book state's proof of its best move may take (about 4 minutes natively), and its
/// full solve, tried first (about a second).
const BOOK_STATE_NODES: u64 = 400_000_000;
const BOOK_FULL_NODES: u64 = 3_000_000;
/// The book's proof search table: 2^26 entries of 16 bytes, 1 GB. The hardest states need it:
/// with 64 MB, 63 M nodes left three of them unproven; with 1 GB they take 18 M and 139 M.
const BOOK_TABLE_BITS: u32 = 26;

/// `solve ba2 --book N --hard H`: the book of the expert's states within `depth`, written to
/// `out` after each ply (so an interrupted run leaves the plies it finished), and a table of
/// what was proven at each ply. The states `keep` (an earlier book) holds are taken from it, not proven again,
/// and its other entries (states off the expert's lines) are kept.
fn write_book(
    rules: Rules,
    depth: mancala_ai::BookDepth,
    out: &str,
    keep: mancala_ai::Book,
    state_nodes: u64,
) -> Result<ExitCode, String> {
    let clock = std::time::Instant::now();
    let budgets = mancala_ai::BookBudgets {
        full: BOOK_FULL_NODES,
        best: state_nodes,
        expert: mancala_ai::HARD_STATE_NODES,
    };
    let mut searches = mancala_ai::BookSearches {
        book: mancala_ai::ExactSearch::new(BOOK_TABLE_BITS),
        expert: mancala_ai::ExactSearch::new(mancala_ai::PROOF_TABLE_BITS),
    };
    let mut reports: Vec<mancala_ai::StateReport> = Vec::new();
    let mut unproven = Vec::new();
    let mut write_error = None;
    mancala_ai::Book::generate(
        rules,
        depth,
        &keep,
        &mut searches,
        &budgets,
        |state, game| {
            if state.lower != state.upper {
                unproven.push((*state, game.to_record()));
            }
            let proven = if state.lower == state.upper { "proven" } else { "NOT proven" };
            let what = if state.full { "every move" } else { "best move" };
            eprintln!(
                "ply {}: {} {proven} ({what}), {} nodes; expert's own proof: {} ({} nodes); {:.0} s",
                state.ply,
                value_text(state.lower, state.upper),
                state.nodes,
                if state.expert_proves { "yes" } else { "no" },
                state.expert_nodes,
                clock.elapsed().as_secs_f64()
            );
            reports.push(*state);
        },
        |ply, book| {
            let mut book = book.clone();
            book.merge(&keep);
            let bytes = book.to_bytes();
            if let Err(e) = std::fs::write(out, &bytes) {
                write_error = Some(format!("{out}: {e}"));
            }
            eprintln!("plies 0-{ply} done: {} states, {} bytes in {out}", book.len(), bytes.len());
        },
    );
    if let Some(e) = write_error {
        return Err(e);
    }
    println!(
        "ply  states  proven  in the book  every move  expert's own proof within {} nodes  its most nodes",
        budgets.expert
    );
    for ply in 0..=depth.every.max(depth.hard) {
        let at: Vec<_> = reports.iter().filter(|r| r.ply == ply).collect();
        let count = |f: &dyn Fn(&&mancala_ai::StateReport) -> bool| at.iter().filter(|r| f(r)).count();
        let most = at.iter().filter(|r| r.expert_proves).map(|r| r.expert_nodes).max().unwrap_or(0);
        println!(
            "{ply:>3}  {:>6}  {:>6}  {:>11}  {:>10}  {:>6}  {most:>9}",
            at.len(),
            count(&|r| r.lower == r.upper),
            count(&|r| r.stored),
            count(&|r| r.full),
            count(&|r| r.expert_proves)
        );
    }
    for (r, record) in &unproven {
        println!("not proven at ply {}: value within {} ({record})", r.ply, value_text(r.lower, r.upper));
    }
    let size = std::fs::metadata(out).map_or(0, |m| m.len());
    println!("book: {size} bytes in {out}, {:.1} s", clock.elapsed().as_secs_f64());
    Ok(ExitCode::SUCCESS)
}

fn run_ba_awa(args: Args) -> Result<ExitCode, String> {
    let rules = args.rules;
    if rules.players() != 2 {
        return Err("only two-player Ba-awa can be solved".to_owned());
    }
    if rules.mode() != mancala_rules::Mode::Single {
        // A round of a match is played for pits, not for the margin of seeds a proof gives.
        return Err(
            "only a single game of Ba-awa can be solved, not match play (a round is played for pits)"
                .to_owned(),
        );
    }
    if let Some(plies) = args.book_plies {
        let keep = args.keep.as_deref().map(read_book).transpose()?.unwrap_or_default();
        let depth = mancala_ai::BookDepth { every: plies, hard: args.hard_plies.unwrap_or(plies) };
        return write_book(rules, depth, &args.out, keep, args.state_nodes);
    }
    let clock = std::time::Instant::now();
    let deadline = args.seconds.map(|s| clock + Duration::from_secs_f64(s));
    let out_of_time = || deadline.is_some_and(|d| std::time::Instant::now() >= d);
    let mut search = mancala_ai::ExactSearch::new(22);
    let start = Position::new(rules);
    let result = search
        .solve(&start, &[], &mancala_ai::Budget::until(&out_of_time))
        .ok_or("the start position has no move")?;
    let elapsed = clock.elapsed();
    let moves: Vec<String> = result
        .moves
        .iter()
        .map(|m| {
            format!("{}:{}", m.hole.map_or('-', |h| char::from(b'a' + h as u8)), value_text(m.lower, m.upper))
        })
        .collect();
    println!("rules {}", mancala_rules::rules_to_string(rules));
    println!(
        "searched {} nodes in {:.3} s; capture-free stretches cut off after {} plies, bounds raised until they met",
        result.nodes,
        elapsed.as_secs_f64(),
        result.cap
    );
    let (lower, upper) = result.bounds();
    let proven = if result.is_proven() { ", proven" } else { ", not proven (out of time)" };
    println!(
        "start value for the first player: {}{proven}  (moves {})",
        value_text(lower, upper),
        moves.join(" ")
    );
    Ok(ExitCode::SUCCESS)
}
