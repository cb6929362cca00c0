//! `mancala bench proofs`: the proof search's time to prove every move of two-player Ba-awa
//! positions, by seed count.

use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::proof_times::{measure, percentile, sample, Timing, SEED_COUNTS};

use super::bounds::{Floats, Ints};

const POSITIONS: Ints<u32> = Ints::new(1, 1000);
const CAP_SECONDS: Floats = Floats::new(0.01, 3600.0);
const CAP_NODES: Ints<u64> = Ints::at_least(1);
const TABLE_BITS: Ints<u32> = Ints::new(16, 26);

/// The proof search's time to prove every move of two-player Ba-awa positions of expert games,
/// by the seeds on the board: a line per seed count (median, p95, max).
#[derive(clap::Args)]
pub struct Args {
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = POSITIONS.parser(),
          help = POSITIONS.help("Positions for each seed count (12, 16, ... 48), each from its own game"))]
    positions: u32,
    #[arg(long, value_name = "S", default_value_t = 20.0, value_parser = CAP_SECONDS.parser(),
          help = CAP_SECONDS.help("Longest proof of one position in seconds; one cut off counts at this \
                                   time and as not proven"))]
    cap_seconds: f64,
    #[arg(long, value_name = "N", value_parser = CAP_NODES.parser(),
          help = CAP_NODES.help("Most nodes of one position's proof, beside the time: a cap that a busy \
                                 machine does not move, for comparing two versions of the search on a \
                                 shared machine"))]
    cap_nodes: Option<u64>,
    #[arg(long, value_name = "BITS", default_value_t = 22, value_parser = TABLE_BITS.parser(),
          help = TABLE_BITS.help("The proof table: 2^BITS entries of 16 bytes, 22 being 64 MB as in \
                                  `mancala values`"))]
    table_bits: u32,
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    /// Print the positions' records instead (`seeds N: RECORD`, a line each), for measuring the
    /// same positions elsewhere (tests/bench/values-worker.mjs, in the page's worker).
    #[arg(long)]
    records: bool,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let samples = sample(args.positions as usize, args.seed);
    if args.records {
        for s in &samples {
            println!("seeds {}: {}", s.seeds, s.game.to_record());
        }
        return Ok(ExitCode::SUCCESS);
    }
    let cap = Duration::from_secs_f64(args.cap_seconds);
    let mut done = 0;
    let timings = measure(&samples, args.table_bits, cap, args.cap_nodes.unwrap_or(u64::MAX), |_| {
        done += 1;
        eprint!("\r{done} of {} positions", samples.len());
    });
    eprintln!();
    println!(
        "ba2 proof of every move from an empty 2^{} table, {} positions of expert games a seed count, seed {}",
        args.table_bits, args.positions, args.seed
    );
    for seeds in SEED_COUNTS {
        let at: Vec<_> = timings.iter().filter(|t| t.seeds == seeds).collect();
        let mut times: Vec<Duration> = at.iter().map(|t| t.elapsed).collect();
        times.sort_unstable();
        let proven = at.iter().filter(|t| t.proven).count();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "seeds {seeds}: median {:.1} ms, p95 {:.1} ms, max {:.1} ms; {proven} of {} proven, {} nodes at most, median {} nodes, p95 {} nodes",
            ms(percentile(&times, 50)),
            ms(percentile(&times, 95)),
            ms(*times.last().unwrap_or(&Duration::ZERO)),
            at.len(),
            at.iter().map(|t| t.nodes).max().unwrap_or(0),
            nodes_percentile(&at, 50),
            nodes_percentile(&at, 95)
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The `p`th percentile of the positions' node counts (as [`percentile`]): the cost of a proof
/// whatever the machine's load.
fn nodes_percentile(at: &[&Timing], p: usize) -> u64 {
    let mut nodes: Vec<u64> = at.iter().map(|t| t.nodes).collect();
    nodes.sort_unstable();
    nodes.get((p * nodes.len() / 100).min(nodes.len().saturating_sub(1))).copied().unwrap_or(0)
}
