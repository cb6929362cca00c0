//! `mancala perft`: move-sequence counts per depth.

use std::process::ExitCode;

use mancala_rules::{perft, Position, Rules};

use super::bounds::Ints;
use super::rules_arg;

const DEPTH: Ints<u32> = Ints::new(1, 30);

/// Move-sequence counts per depth from the start.
#[derive(clap::Args)]
pub struct Args {
    /// bakuk, koumma, ba-awa or a rules header such as bk3 or ba2m10.
    #[arg(value_name = "GAME", value_parser = rules_arg)]
    rules: Rules,
    #[arg(value_name = "DEPTH", value_parser = DEPTH.parser(), help = DEPTH.help("Plies"))]
    depth: u32,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    println!("{:>5} {:>14} {:>12} {:>14} {:>12}", "depth", "positions", "captures", "laps", "ends");
    for (i, row) in perft(&Position::new(args.rules), args.depth as usize).iter().enumerate() {
        println!("{:>5} {:>14} {:>12} {:>14} {:>12}", i + 1, row.positions, row.captures, row.laps, row.ends);
    }
    Ok(ExitCode::SUCCESS)
}
