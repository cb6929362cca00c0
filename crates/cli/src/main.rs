//! `mancala`: rule vectors, perft, benchmarks, solvers and a terminal game.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod commands;

use commands::{accuracy, arena, bench, perft, play, puzzles, solve, values, vectors};

#[derive(Parser)]
#[command(name = "mancala", version, about = "Bakuk, Koumma and Ba-awa from the command line")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Vectors(vectors::Args),
    Perft(perft::Args),
    Bench(bench::Args),
    Play(play::Args),
    Solve(solve::Args),
    Accuracy(accuracy::Args),
    Arena(arena::Args),
    Values(values::Args),
    Puzzles(puzzles::Args),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Vectors(args) => vectors::run(args),
        Command::Perft(args) => perft::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Play(args) => play::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Accuracy(args) => accuracy::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Values(args) => values::run(args),
        Command::Puzzles(args) => puzzles::run(args),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("mancala: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::Cli;

    #[test]
    fn the_command_is_well_formed() {
        Cli::command().debug_assert();
    }

    /// Bounds whose runs would take minutes, parsed only (tests/arguments.rs runs the others).
    #[test]
    fn long_runs_bounds_are_taken() {
        for args in
            [&["bench", "600"][..], &["perft", "bk2", "30"], &["bench", "proofs", "--positions", "1000"]]
        {
            let parsed = Cli::try_parse_from([&["mancala"][..], args].concat());
            assert!(parsed.is_ok(), "{args:?}: {}", parsed.err().map(|e| e.to_string()).unwrap_or_default());
        }
    }
}
