//! `mancala arena`: computer against computer.

use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::arena::{Arena, Player};
use mancala_rules::Rules;

use super::bounds::Ints;
use super::rules_arg;

const GAMES: Ints<u32> = Ints::new(1, 100_000);
const MS: Ints<u64> = Ints::new(1, 60_000);
const NODES: Ints<u64> = Ints::at_least(1);
const RANDOM_PLIES: Ints<u32> = Ints::new(0, 100);
const SEAT: Ints<u8> = Ints::new(0, 2);

/// Computer against computer: player a against player b (b takes every seat a does not).
#[derive(clap::Args)]
pub struct Args {
    /// The rules header (or game name).
    #[arg(long = "game", value_name = "RULES", default_value = "ba2", value_parser = rules_arg)]
    rules: Rules,
    /// beginner, intermediate, expert, baseline, paranoid, mcts, perfect (two-player Ba-awa: a
    /// move proven best), greedy or random.
    #[arg(long, value_name = "PLAYER", default_value = "expert", value_parser = player_arg)]
    a: Player,
    /// As for --a.
    #[arg(long, value_name = "PLAYER", default_value = "baseline", value_parser = player_arg)]
    b: Player,
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = GAMES.parser(),
          help = GAMES.help("Games to play"))]
    games: u32,
    #[arg(long, value_name = "MS", default_value_t = 200, value_parser = MS.parser(),
          help = MS.help("The levels' time a move in milliseconds"))]
    ms: u64,
    #[arg(long, value_name = "N", value_parser = NODES.parser(),
          help = NODES.help("A node budget a move instead of a time"))]
    nodes: Option<u64>,
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = RANDOM_PLIES.parser(),
          help = RANDOM_PLIES.help("Random moves at the start of each game"))]
    random_plies: u32,
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    #[arg(long, value_name = "N", value_parser = SEAT.parser(), help = SEAT.help("Put a in this seat only"))]
    seat: Option<u8>,
    /// yes: play every distinct opening of the random plies twice, seats swapped, and report
    /// score, pairs won both/split/lost both and seed margin.
    #[arg(long, value_name = "yes|no", default_value = "no", value_parser = ["yes", "no"])]
    paired: String,
}

fn player_arg(name: &str) -> Result<Player, String> {
    Player::from_name(name).ok_or(format!("unknown player {name}"))
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let arena = Arena {
        rules: args.rules,
        a: args.a,
        b: args.b,
        games: args.games,
        per_move: Duration::from_millis(args.ms),
        nodes: args.nodes,
        random_plies: args.random_plies,
        seat: args.seat,
        seed: args.seed,
    };
    let paired = args.paired == "yes";
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
