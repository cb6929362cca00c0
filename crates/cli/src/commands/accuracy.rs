//! `mancala accuracy`: how often the two-player Ba-awa expert plays a move of maximal value.

use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::accuracy::{Accuracy, RANGES};

use super::bounds::Ints;
use super::read_book;

const POSITIONS: Ints<u32> = Ints::new(1, 100_000);
const NODES: Ints<u64> = Ints::at_least(1);
const PROOF_SECONDS: Ints<u64> = Ints::new(1, 3600);

/// Two-player Ba-awa: how often the expert plays a move of maximal value.
///
/// The expert (N nodes a move, each budget on every position) against the proof search, by seed
/// count; lists the positions where it gave up value and those not proven within S seconds.
#[derive(clap::Args)]
pub struct Args {
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = POSITIONS.parser(),
          help = POSITIONS.help("Distinct positions to sample"))]
    positions: u32,
    #[arg(long, value_name = "N[,N...]", value_delimiter = ',', default_value = "3000000",
          value_parser = NODES.parser(),
          help = NODES.help("The expert's node budgets a move, comma-separated"))]
    nodes: Vec<u64>,
    #[arg(long, value_name = "S", default_value_t = 20, value_parser = PROOF_SECONDS.parser(),
          help = PROOF_SECONDS.help("Longest proof of one position in seconds"))]
    proof_seconds: u64,
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    /// An opening book for the expert (as written by `mancala solve ba2 --book`).
    #[arg(long, value_name = "FILE")]
    book: Option<String>,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let accuracy = Accuracy {
        positions: args.positions as usize,
        nodes: args.nodes,
        proof: Duration::from_secs(args.proof_seconds),
        seed: args.seed,
    };
    let book = args.book.as_deref().map(read_book).transpose()?;
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
