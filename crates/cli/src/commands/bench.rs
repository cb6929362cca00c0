//! `mancala bench`: random-playout speed, one core.

use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::bench;
use mancala_rules::Rules;

use super::bounds::Floats;
use super::rules_arg;

const SECONDS: Floats = Floats::new(0.01, 600.0);

/// Random-playout speed on one core, a line per game (or `bench proofs`).
#[derive(clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    what: Option<What>,
    #[arg(value_name = "SECONDS", default_value_t = 1.0, value_parser = SECONDS.parser(),
          help = SECONDS.help("Seconds for each game"))]
    seconds: f64,
    /// Games or rules headers (default bk2 bk3 km2 ba2 ba3).
    #[arg(value_name = "GAME", value_parser = named_rules)]
    games: Vec<(String, Rules)>,
}

#[derive(clap::Subcommand)]
enum What {
    Proofs(super::proofs::Args),
}

/// A game as typed (the name printed) and its rules.
fn named_rules(text: &str) -> Result<(String, Rules), String> {
    Ok((text.to_owned(), rules_arg(text)?))
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    if let Some(What::Proofs(args)) = args.what {
        return super::proofs::run(args);
    }
    let budget = Duration::from_secs_f64(args.seconds);
    let games = if args.games.is_empty() {
        ["bk2", "bk3", "km2", "ba2", "ba3"].iter().map(|name| named_rules(name)).collect::<Result<_, _>>()?
    } else {
        args.games
    };
    for (header, rules) in games {
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
