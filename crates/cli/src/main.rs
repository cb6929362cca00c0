//! `mancala`: rule vectors, perft, benchmarks and a terminal game.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::{bench, vectors};
use mancala_rules::{parse_rules_str, perft, Event, Game, GameKind, Outcome, Position, Rules, Status};

const USAGE: &str = "\
usage:
  mancala vectors FILE...        check rule vector files; exit 1 on any failure
  mancala perft GAME DEPTH       move-sequence counts per depth (GAME: bakuk, koumma, ba-awa or a
                                 rules header such as bk3 or ba2m10)
  mancala bench [SECONDS [GAME...]]
                                 random-playout speed, one core (default 1 s for each of
                                 bk2 bk3 km2 ba2 ba3)
  mancala play [GAME]            a hot-seat game in the terminal
  mancala solve GAME             solve two-player Bakuk or Koumma (GAME: bakuk, koumma or a rules
                                 header such as bk2bo or km2u): boards, start value, time
  mancala solve ba2 [--seconds S] [--book N [--hard H] [--out FILE] [--keep OLD] [--state-nodes M]]
                                 prove the value of two-player Ba-awa's start and of each opening
                                 move (also: solve ba-awa), giving up after S seconds; with --book,
                                 write a proven best move (and every value where that is cheap) of
                                 every state the expert can meet within N plies to FILE (default
                                 www/ba2-book.bin, which the page's computer loads), and from there
                                 to H plies of the states its own proof does not settle within its
                                 budget; M nodes at most for each state (default 400 M); states the
                                 book OLD holds are taken from it (and its other entries kept)
  mancala accuracy [--positions N] [--nodes N[,N...]] [--proof-seconds S] [--seed N] [--book FILE]
                                 two-player Ba-awa: how often the expert (N nodes a move, each
                                 budget on every position) plays a move of maximal value, against
                                 the proof search, by seed count; lists the positions where it
                                 gave up value and those not proven within S seconds
  mancala arena [--game RULES] [--a PLAYER] [--b PLAYER] [--games N] [--ms MS] [--random-plies N]
                [--seed N] [--nodes N] [--seat N] [--paired yes]
                                 computer against computer; PLAYER: beginner, intermediate, expert,
                                 baseline, paranoid, mcts, perfect (two-player Ba-awa: a move
                                 proven best), greedy or random (b takes every seat a does not);
                                 MS is the levels' time per move (default 200), N a node
                                 budget per move instead; defaults: ba2, expert
                                 against baseline, 200 games, 2 random plies; --seat N puts a in
                                 seat N (0, 1 or 2) only; --paired yes plays
                                 every distinct opening of the random plies twice, seats swapped,
                                 and reports score, pairs won both/split/lost both, seed margin";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("vectors") if args.len() > 1 => run_vectors(&args[1..]),
        Some("perft") if args.len() == 3 => run_perft(&args[1], &args[2]),
        Some("bench") => run_bench(args.get(1).map(String::as_str), &args[args.len().min(2)..]),
        Some("play") if args.len() <= 2 => run_play(args.get(1).map_or("bakuk", String::as_str)),
        Some("solve") if args.len() >= 2 => run_solve(&args[1], &args[2..]),
        Some("arena") => run_arena(&args[1..]),
        Some("accuracy") => run_accuracy(&args[1..]),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

/// A game name or a rules header.
fn rules_arg(text: &str) -> Result<Rules, String> {
    match GameKind::from_name(text) {
        Some(kind) => Ok(Rules::standard(kind)),
        None => parse_rules_str(text).map_err(|e| format!("{text}: {e}")),
    }
}

fn run_vectors(files: &[String]) -> Result<ExitCode, String> {
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for case in vectors::run_text(&text).map_err(|e| format!("{file}: {e}"))? {
            match case.failure {
                None => passed += 1,
                Some(why) => {
                    failed += 1;
                    println!("FAIL {file} {}: {why}", case.id);
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

fn run_perft(game: &str, depth: &str) -> Result<ExitCode, String> {
    let rules = rules_arg(game)?;
    let depth: usize = depth.parse().ok().filter(|d| (1..=30).contains(d)).ok_or("DEPTH is 1 to 30")?;
    println!("{:>5} {:>14} {:>12} {:>14} {:>12}", "depth", "positions", "captures", "laps", "ends");
    for (i, row) in perft(&Position::new(rules), depth).iter().enumerate() {
        println!("{:>5} {:>14} {:>12} {:>14} {:>12}", i + 1, row.positions, row.captures, row.laps, row.ends);
    }
    Ok(ExitCode::SUCCESS)
}

fn run_bench(seconds: Option<&str>, games: &[String]) -> Result<ExitCode, String> {
    let seconds: f64 = seconds.map_or(Ok(1.0), str::parse).map_err(|_| "SECONDS is a number")?;
    let budget = Duration::from_secs_f64(seconds.clamp(0.01, 600.0));
    let defaults = ["bk2", "bk3", "km2", "ba2", "ba3"].map(String::from);
    for header in if games.is_empty() { &defaults[..] } else { games } {
        let rules = rules_arg(header)?;
        let result = bench::bench(rules, budget, 0x5eed);
        println!(
            "{header:<4} {:>7.2} M moves/s  {:>9.0} games/s  ({} moves in {:.2} s)",
            result.moves_per_second() / 1e6,
            result.games as f64 / result.elapsed.as_secs_f64(),
            result.moves,
            result.elapsed.as_secs_f64()
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn player_name(rules: Rules, player: u8) -> &'static str {
    match (rules.players(), player) {
        (2, 0) => "South",
        (2, _) => "North",
        (_, 0) => "A",
        (_, 1) => "B",
        _ => "C",
    }
}

fn print_board(position: &Position) {
    let holes = position.board().len();
    let half = holes / 2;
    let cell = |h: usize| format!("{}{:>2}", char::from(b'a' + h as u8), position.board()[h]);
    let top: Vec<String> = (half..holes).rev().map(cell).collect();
    let bottom: Vec<String> = (0..half).map(cell).collect();
    println!("  {}", top.join("  "));
    println!("  {}", bottom.join("  "));
    if position.rules().kind() == GameKind::BaAwa {
        let owners: String = position.owners().iter().map(|o| char::from(b'0' + o)).collect();
        println!("  owners by pit a..l: {owners}");
    }
    let captured: Vec<String> = position
        .captured()
        .iter()
        .enumerate()
        .map(|(p, c)| format!("{} {c}", player_name(position.rules(), p as u8)))
        .collect();
    println!("  captured: {}", captured.join(", "));
}

fn narrate(rules: Rules, trace: &[Event]) {
    for event in trace {
        match *event {
            Event::Capture { hole, seeds, by, .. } => {
                println!("  {} captures {seeds} from {}", player_name(rules, by), char::from(b'a' + hole))
            }
            Event::Relay { hole, lap } => println!("  lap {lap} from {}", char::from(b'a' + hole)),
            Event::Award { hole, seeds, to } => {
                println!("  {} takes the {seeds} left in {}", player_name(rules, to), char::from(b'a' + hole))
            }
            Event::RoundEnd { reason } => println!("  over: {}", reason.name()),
            _ => {}
        }
    }
}

fn run_play(game: &str) -> Result<ExitCode, String> {
    let rules = rules_arg(game)?;
    let mut game = Game::new(rules);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        print_board(game.position());
        let status = game.status();
        match status {
            Status::Over { outcome } => {
                match outcome {
                    Outcome::Winner(p) => {
                        println!("{} wins. Record: {}", player_name(rules, p), game.to_record())
                    }
                    Outcome::Draw => println!("A draw. Record: {}", game.to_record()),
                }
                return Ok(ExitCode::SUCCESS);
            }
            Status::RoundOver { next, .. } => {
                println!("Round over; next round: {:?} pits. Press enter.", &next.pits)
            }
            Status::Playing { to_move, legal } => {
                let letters: String = legal.iter().map(|h| char::from(b'a' + h as u8)).collect();
                print!("{} to move [{letters}], u undo, r redo, q quit: ", player_name(rules, to_move));
            }
        }
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(Ok(line)) = lines.next() else { return Ok(ExitCode::SUCCESS) };
        let mut trace = Vec::new();
        let result = match (line.trim(), status) {
            ("q", _) => return Ok(ExitCode::SUCCESS),
            ("u", _) => {
                game.undo();
                continue;
            }
            ("r", _) => {
                game.redo();
                continue;
            }
            (_, Status::RoundOver { .. }) => game.next_round(None, &mut trace),
            (text, _) => match text.as_bytes() {
                [letter @ b'a'..=b'l'] => game.play(usize::from(letter - b'a'), &mut trace),
                _ => {
                    println!("  type a hole letter");
                    continue;
                }
            },
        };
        match result {
            Ok(()) => narrate(rules, &trace),
            Err(e) => println!("  {e}"),
        }
    }
}

fn run_solve(game: &str, options: &[String]) -> Result<ExitCode, String> {
    let rules = rules_arg(game)?;
    if rules.kind() == GameKind::BaAwa {
        return run_solve_ba_awa(rules, options);
    }
    if !options.is_empty() {
        return Err(USAGE.to_owned());
    }
    let clock = std::time::Instant::now();
    let solver = mancala_ai::Solver::new(rules).ok_or("only two-player Bakuk and Koumma can be solved")?;
    let elapsed = clock.elapsed();
    let stats = solver.stats();
    let start = Position::new(rules);
    let value = solver.value(&start).ok_or("the start is not of these rules")?;
    let moves: Vec<String> = solver
        .move_values(&start)
        .unwrap_or_default()
        .iter()
        .map(|m| format!("{}:{:+}", char::from(b'a' + m.hole as u8), m.value))
        .collect();
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
    println!("start value for the first player: {value:+}  (moves {})", moves.join(" "));
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

/// A value, or its proven bounds.
fn value_text(lower: i32, upper: i32) -> String {
    if lower == upper {
        format!("{lower:+}")
    } else {
        format!("{lower:+}..{upper:+}")
    }
}

fn run_solve_ba_awa(rules: Rules, options: &[String]) -> Result<ExitCode, String> {
    let mut max_seconds = None;
    let mut book_plies = None;
    let mut hard_plies = None;
    let mut out = "www/ba2-book.bin".to_owned();
    let mut keep = None;
    let mut state_nodes = BOOK_STATE_NODES;
    for pair in options.chunks(2) {
        match pair {
            [option, value] if option == "--seconds" => {
                max_seconds = Some(value.parse::<f64>().map_err(|_| format!("{value} is not a number"))?)
            }
            [option, value] if option == "--book" => {
                book_plies =
                    Some(value.parse::<u32>().ok().filter(|&n| n <= 8).ok_or("--book takes 0 to 8 plies")?)
            }
            [option, value] if option == "--hard" => {
                hard_plies =
                    Some(value.parse::<u32>().ok().filter(|&n| n <= 16).ok_or("--hard takes 0 to 16 plies")?)
            }
            [option, value] if option == "--out" => out = value.clone(),
            [option, value] if option == "--state-nodes" => {
                state_nodes = value.parse::<u64>().map_err(|_| format!("{value} is not a number"))?.max(1)
            }
            [option, value] if option == "--keep" => {
                let bytes = std::fs::read(value).map_err(|e| format!("{value}: {e}"))?;
                keep = Some(mancala_ai::Book::from_bytes(&bytes).map_err(|e| format!("{value}: {e}"))?);
            }
            _ => return Err(USAGE.to_owned()),
        }
    }
    if rules.players() != 2 {
        return Err("only two-player Ba-awa can be solved".to_owned());
    }
    let clock = std::time::Instant::now();
    let deadline = max_seconds.map(|s| clock + Duration::from_secs_f64(s.clamp(0.01, 86_400.0)));
    let out_of_time = || deadline.is_some_and(|d| std::time::Instant::now() >= d);
    if let Some(plies) = book_plies {
        let depth = mancala_ai::BookDepth { every: plies, hard: hard_plies.unwrap_or(plies) };
        return write_book(rules, depth, &out, keep.unwrap_or_default(), state_nodes);
    }
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

fn run_accuracy(args: &[String]) -> Result<ExitCode, String> {
    use mancala_cli::accuracy::{Accuracy, RANGES};
    let mut accuracy =
        Accuracy { positions: 100, nodes: vec![3_000_000], proof: Duration::from_secs(20), seed: 1 };
    let mut book = None;
    let number = |text: &str| text.parse::<u64>().map_err(|_| format!("{text} is not a number"));
    for pair in args.chunks(2) {
        let [option, value] = pair else { return Err(USAGE.to_owned()) };
        match option.as_str() {
            "--positions" => accuracy.positions = number(value)?.min(100_000) as usize,
            "--nodes" => {
                accuracy.nodes =
                    value.split(',').map(|n| number(n).map(|n| n.max(1))).collect::<Result<_, _>>()?
            }
            "--proof-seconds" => accuracy.proof = Duration::from_secs(number(value)?.clamp(1, 3600)),
            "--seed" => accuracy.seed = number(value)?,
            "--book" => {
                let bytes = std::fs::read(value).map_err(|e| format!("{value}: {e}"))?;
                book = Some(mancala_ai::Book::from_bytes(&bytes).map_err(|e| format!("{value}: {e}"))?);
            }
            _ => return Err(USAGE.to_owned()),
        }
    }
    let clock = std::time::Instant::now();
    let report = accuracy.run(book, |done, report| {
        eprint!("\r{done} of {} positions, {} not proven in time", accuracy.positions, report.unproven.len());
    });
    eprintln!();
    println!(
        "ba2 expert against the proof search; {} distinct positions from games of mixed players, seed {}",
        accuracy.positions, accuracy.seed
    );
    for (nodes, buckets) in accuracy.nodes.iter().zip(&report.buckets) {
        println!("at {nodes} nodes a move:");
        println!(
            "{:>8} {:>9} {:>9} {:>14} {:>14} {:>14} {:>10}",
            "seeds", "plies", "positions", "maximal value", "result kept", "proven move", "seeds lost"
        );
        for (((lo, hi), b), plies) in RANGES.iter().zip(buckets).zip(&report.plies) {
            let share =
                |n: u32| format!("{n} ({:.1}%)", 100.0 * f64::from(n) / f64::from(b.positions.max(1)));
            let ply_range = match (plies.iter().min(), plies.iter().max()) {
                (Some(lo), Some(hi)) => format!("{lo}-{hi}"),
                _ => "-".to_owned(),
            };
            println!(
                "{:>8} {:>9} {:>9} {:>14} {:>14} {:>14} {:>10}",
                format!("{lo}-{hi}"),
                ply_range,
                b.positions,
                share(b.maximal),
                share(b.kept),
                share(b.proven),
                b.seeds_lost
            );
        }
    }
    for miss in &report.misses {
        let hole = (b'a' + miss.played as u8) as char;
        println!(
            "gave up value at {} nodes: {} played {hole} worth {:+}, best {:+}",
            miss.nodes, miss.record, miss.played_value, miss.best
        );
    }
    for record in &report.unproven {
        println!("not proven within {} s: {record}", accuracy.proof.as_secs());
    }
    println!(
        "{} positions not proven (listed above, not counted in the table); run took {:.0} s",
        report.unproven.len(),
        clock.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}

fn run_arena(args: &[String]) -> Result<ExitCode, String> {
    use mancala_cli::arena::{Arena, Player};
    let mut arena = Arena {
        rules: rules_arg("ba2")?,
        a: Player::Level(mancala_ai::Level::Expert),
        b: Player::Baseline,
        games: 200,
        per_move: Duration::from_millis(200),
        nodes: None,
        random_plies: 2,
        seat: None,
        seed: 1,
    };
    let mut paired = false;
    let player = |name: &str| Player::from_name(name).ok_or(format!("unknown player {name}"));
    let number = |text: &str| text.parse::<u64>().map_err(|_| format!("{text} is not a number"));
    for pair in args.chunks(2) {
        let [option, value] = pair else { return Err(USAGE.to_owned()) };
        match option.as_str() {
            "--game" => arena.rules = rules_arg(value)?,
            "--a" => arena.a = player(value)?,
            "--b" => arena.b = player(value)?,
            "--games" => arena.games = number(value)?.min(100_000) as u32,
            "--ms" => arena.per_move = Duration::from_millis(number(value)?.clamp(1, 60_000)),
            "--nodes" => arena.nodes = Some(number(value)?.max(1)),
            "--random-plies" => arena.random_plies = number(value)?.min(100) as u32,
            "--seed" => arena.seed = number(value)?,
            "--seat" => arena.seat = Some(number(value)?.min(2) as u8),
            "--paired" => paired = value == "yes",
            _ => return Err(USAGE.to_owned()),
        }
    }
    if arena.seat.is_some_and(|seat| seat >= arena.rules.players()) {
        return Err(format!(
            "--seat: {} has {} seats",
            mancala_rules::rules_to_string(arena.rules),
            arena.rules.players()
        ));
    }
    let clock = std::time::Instant::now();
    if paired {
        if arena.rules.players() != 2 {
            return Err("paired openings are for two players".to_owned());
        }
        let t = arena.run_paired(|done, total, t| {
            eprintln!(
                "{done}/{total} openings: {} won both, {} split, {} lost both; score {:.1} of {}, seed margin {:+}, {} unproven perfect moves",
                t.won_both, t.split, t.lost_both, t.score, t.games, t.margin, t.unproven_perfect_moves
            );
        });
        eprintln!();
        println!(
            "{} {:?} vs {:?}, every distinct opening of {} plies twice with seats swapped, {} per move, seed {}",
            mancala_rules::rules_to_string(arena.rules),
            arena.a,
            arena.b,
            arena.random_plies,
            match arena.nodes {
                Some(nodes) => format!("{nodes} nodes"),
                None => format!("{} ms", arena.per_move.as_millis()),
            },
            arena.seed
        );
        println!(
            "a: score {:.1} of {} ({:.1}%); pairs: {} won both, {} split, {} lost both (of {}); seed margin {:+.2} a game; {:.0} s",
            t.score,
            t.games,
            100.0 * t.score / f64::from(t.games.max(1)),
            t.won_both,
            t.split,
            t.lost_both,
            t.pairs,
            t.margin as f64 / f64::from(t.games.max(1)),
            clock.elapsed().as_secs_f64()
        );
        if t.unproven_perfect_moves > 0 {
            println!(
                "{} moves of the perfect player not proven (the expert played them)",
                t.unproven_perfect_moves
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    let tally = arena.run(|played, t| {
        if played % 10 == 0 {
            eprintln!("{played}: {} wins, {} draws, {} losses", t.wins, t.draws, t.losses);
        }
    });
    println!(
        "{} {:?} vs {:?}, {} games, {} per move, {} random plies, seed {}",
        mancala_rules::rules_to_string(arena.rules),
        arena.a,
        arena.b,
        arena.games,
        match arena.nodes {
            Some(nodes) => format!("{nodes} nodes"),
            None => format!("{} ms", arena.per_move.as_millis()),
        },
        arena.random_plies,
        arena.seed
    );
    println!("a: {} wins, {} draws, {} losses", tally.wins, tally.draws, tally.losses);
    let seats = usize::from(arena.rules.players());
    let by_seat: Vec<String> = (0..seats)
        .map(|seat| format!("seat {seat}: {}/{}", tally.wins_by_seat[seat], tally.games_by_seat[seat]))
        .collect();
    println!("a's wins by seat: {}", by_seat.join(", "));
    if tally.a_moves > 0 {
        println!(
            "a searched {:.0} nodes/s, mean depth {:.1}, {} moves; run took {:.0} s",
            tally.a_nodes as f64 / tally.a_time.as_secs_f64().max(1e-9),
            tally.a_depth as f64 / tally.a_moves as f64,
            tally.a_moves,
            clock.elapsed().as_secs_f64()
        );
    }
    Ok(ExitCode::SUCCESS)
}
