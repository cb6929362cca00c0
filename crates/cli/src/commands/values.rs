//! `mancala values`: every legal move's value, as the page's values mode shows it.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use mancala_ai::{margin_so_far, Ai, Budget};
use mancala_rules::Game;

use super::bounds::Floats;
use super::{game_arg, read_book};

/// Share of the time given to the proof; the search's estimates of the moves it leaves open
/// get the rest.
const PROOF_SHARE: f64 = 0.8;
/// The proof search's table: 2^22 entries of 16 bytes, 64 MB.
const TABLE_BITS: u32 = 22;
const SECONDS: Floats = Floats::new(0.01, 3600.0);

/// Every legal move's value: the final seed margin under perfect play.
///
/// One line a move: its letter, the game's final seed margin for the player to move if that
/// move is played and both sides then play perfectly (a signed integer), then `proven` or
/// `estimate` (a move whose proof did not finish in time: in Ba-awa, or in Bakuk and Koumma
/// with `o` where a repetition's leftover makes the value depend on the history; the search's
/// estimate, within the bounds the proof did establish). Two-player single games only.
#[derive(clap::Args)]
pub struct Args {
    /// A game record (`ba2~fg`) or a position (`bk2_1.7.7.7.7.7_0.0_1`), as in docs/notation.md;
    /// rules alone (`bk2`) for the start.
    #[arg(value_name = "TEXT", value_parser = game_arg)]
    game: Game,
    #[arg(long, value_name = "S", default_value_t = 3.0, value_parser = SECONDS.parser(),
          help = SECONDS.help("Seconds for the proof and the estimates"))]
    seconds: f64,
    /// Two-player Ba-awa's opening book (www/ba2-book.bin, as the page loads it): proven values
    /// of the first plies without a search.
    #[arg(long, value_name = "FILE")]
    book: Option<String>,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let (position, history) = args.game.positions().split_last().ok_or("the game has no position")?;
    let clock = Instant::now();
    let out_of_time = || clock.elapsed() >= Duration::from_secs_f64(args.seconds);
    let proof_over = || clock.elapsed() >= Duration::from_secs_f64(args.seconds * PROOF_SHARE);
    let budget = Budget::clock(u64::MAX, &out_of_time, &proof_over);
    let mut ai = Ai::new(1);
    ai.set_proof_table_bits(TABLE_BITS);
    if let Some(path) = &args.book {
        ai.load_book(read_book(path)?);
    }
    let moves = ai.move_values(position, history, &budget).map_err(|e| e.to_string())?;
    let so_far = margin_so_far(position);
    for m in moves {
        let proven = if m.is_proven() { "proven" } else { "estimate" };
        println!("{} {:+} {proven}", char::from(b'a' + m.hole as u8), so_far + m.estimate);
    }
    Ok(ExitCode::SUCCESS)
}
