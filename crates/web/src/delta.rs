//! The move list in pieces: the plies from a given index, each with what it captured, so the
//! page adds one ply a move instead of reading the whole list again.

use mancala_rules::{Game, NextRound, Ply, Position};
use serde::Serialize;

/// One ply of the move list, with its captures.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlyDelta {
    /// Who moved (for a new round: who starts it).
    player: u8,
    /// The hole lifted, or null for a new round.
    hole: Option<u8>,
    /// The ply in the project's notation.
    text: String,
    /// Seeds each player gained by the ply (captures, and a round end's awards); none for a
    /// new round, which puts every seed back on the board.
    gains: Vec<u8>,
    /// For a new round: its number, the previous round's winner who chose pits (or null), and
    /// the pits it took (the engine's choice when the record names none).
    round: Option<u16>,
    chooser: Option<u8>,
    chosen: Vec<u8>,
}

/// The plies of `game` from number `start` on.
pub fn plies_from(game: &Game, start: usize) -> Vec<PlyDelta> {
    let positions = game.positions();
    let plies = game.plies();
    (start.min(plies.len())..plies.len())
        .map(|i| ply_delta(&plies[i], &positions[i], &positions[i + 1]))
        .collect()
}

fn ply_delta(ply: &Ply, before: &Position, after: &Position) -> PlyDelta {
    match *ply {
        Ply::Move(hole) => PlyDelta {
            player: before.to_move(),
            hole: Some(hole),
            text: char::from(b'a' + hole).into(),
            gains: after
                .captured()
                .iter()
                .zip(before.captured())
                .map(|(a, b)| a.saturating_sub(*b))
                .collect(),
            round: None,
            chooser: None,
            chosen: Vec::new(),
        },
        Ply::NextRound { chosen } => {
            let next = NextRound::after(before);
            let chooser = next.as_ref().and_then(|n| n.chooser);
            let taken = match (&next, chooser) {
                (Some(n), Some(_)) => chosen.unwrap_or_else(|| n.automatic_choice()),
                _ => chosen.unwrap_or_default(),
            };
            PlyDelta {
                player: after.to_move(),
                hole: None,
                text: core::iter::once('.')
                    .chain(chosen.unwrap_or_default().iter().map(|pit| char::from(b'A' + pit as u8)))
                    .collect(),
                gains: Vec::new(),
                round: Some(after.round()),
                chooser,
                chosen: taken.iter().map(|pit| pit as u8).collect(),
            }
        }
    }
}
