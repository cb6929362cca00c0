//! `mancala puzzles`: writes a puzzle file (docs/puzzles.md says what it holds).

use std::process::ExitCode;

use mancala_cli::puzzles::{Finder, Puzzle};
use mancala_rules::{rules_to_string, Mode, Ply, Rules};
use serde_json::json;

use super::bounds::Ints;
use super::rules_arg;

const COUNT: Ints<u32> = Ints::new(1, 10_000);

/// Write puzzles drawn from perfect play as one JSON array (the page's www/puzzles.json).
///
/// Positions of games between expert, greedy and random players where one move is the only one
/// of maximal value and beats the second best by 4 seeds of final margin (Ba-awa) or by the
/// outcome (Bakuk, Koumma). Give --game and --count once for each game (one count: the same
/// for every game); the same seed gives the same file.
#[derive(clap::Args)]
pub struct Args {
    /// A two-player single game: ba2, bk2, km2 or a rules header with variant letters.
    #[arg(long = "game", value_name = "G", required = true, value_parser = rules_arg)]
    games: Vec<Rules>,
    #[arg(long = "count", value_name = "N", required = true, value_parser = COUNT.parser(),
          help = COUNT.help("Puzzles of each game"))]
    counts: Vec<u32>,
    /// The file to write.
    #[arg(long, value_name = "FILE")]
    out: String,
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
}

/// One puzzle as a JSON object, its fields in the documented order.
fn puzzle_json(rules: Rules, puzzle: &Puzzle) -> String {
    let letters: Vec<String> = puzzle.solution.iter().map(|&h| Ply::Move(h as u8).to_string()).collect();
    let field = |value: serde_json::Value| value.to_string();
    format!(
        r#"{{"game":{},"position":{},"solution":{},"themes":{},"difficulty":{},"found":{}}}"#,
        field(json!(rules_to_string(rules))),
        field(json!(puzzle.position.to_notation())),
        field(json!(letters)),
        field(json!(puzzle.themes)),
        field(json!(puzzle.difficulty())),
        field(json!((puzzle.found * 100.0).round() / 100.0)),
    )
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let counts = match args.counts.len() {
        1 => vec![args.counts[0]; args.games.len()],
        n if n == args.games.len() => args.counts.clone(),
        _ => return Err("give --count once, or once for each --game".to_owned()),
    };
    for &rules in &args.games {
        if rules.players() != 2 || rules.mode() != Mode::Single {
            return Err(format!("--game {}: puzzles are of two-player single games", rules_to_string(rules)));
        }
    }
    let mut lines = Vec::new();
    for (i, (&rules, &count)) in args.games.iter().zip(&counts).enumerate() {
        let mut finder = Finder::new(rules, args.seed.wrapping_add(i as u64));
        let mut done = 0;
        let puzzles = finder.find(count as usize, |_| {
            done += 1;
            eprint!("\r{} {done} of {count}", rules_to_string(rules));
        });
        eprintln!();
        lines.extend(puzzles.iter().map(|p| puzzle_json(rules, p)));
    }
    // One puzzle a line: no padding, and a diff shows which puzzles changed.
    let text = format!("[\n{}\n]\n", lines.join(",\n"));
    std::fs::write(&args.out, text).map_err(|e| format!("{}: {e}", args.out))?;
    println!("{} puzzles in {}", lines.len(), args.out);
    Ok(ExitCode::SUCCESS)
}
