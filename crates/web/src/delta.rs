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
    /// The pits the ply itself names, null for the automatic choice (as in the state's plies).
    choice: Option<Vec<u8>>,
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
            text: ply.to_string(),
            gains: after
                .captured()
                .iter()
                .zip(before.captured())
                .map(|(a, b)| a.saturating_sub(*b))
                .collect(),
            round: None,
            chooser: None,
            chosen: Vec::new(),
            choice: None,
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
                text: ply.to_string(),
                gains: Vec::new(),
                round: Some(after.round()),
                chooser,
                chosen: taken.iter().map(|pit| pit as u8).collect(),
                choice: crate::convert::choice_of(ply),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(record: &str) -> Game {
        Game::from_record(record).expect("a legal record")
    }

    #[test]
    fn a_move_tells_what_each_player_gained() {
        // From Ba-awa's start, South p0 (5 laps, no capture), then North p6: North takes 4 in
        // passing, South (the owner of p2 and p4) takes 8.
        let g = game("ba2~ag");
        let plies = plies_from(&g, 0);
        assert_eq!(plies.len(), 2);
        assert_eq!((plies[0].player, plies[0].hole, plies[0].gains.as_slice()), (0, Some(0), &[0, 0][..]));
        assert_eq!((plies[1].player, plies[1].hole, plies[1].gains.as_slice()), (1, Some(6), &[8, 4][..]));
        assert_eq!(plies_from(&g, 1).len(), 1);
        assert!(plies_from(&g, 5).is_empty(), "past the end: nothing, not a panic");
    }

    #[test]
    fn a_new_round_says_who_took_which_pits() {
        // BA-5's position in a match: North's p8 ends the round; South wins 7 pits to 5 and
        // takes p9 from North's row.
        let g = game("ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i.J");
        let plies = plies_from(&g, 1);
        assert_eq!(plies.len(), 1);
        let round = &plies[0];
        assert_eq!(
            (round.hole, round.round, round.chooser, round.chosen.as_slice()),
            (None, Some(2), Some(0), &[9][..])
        );
        assert_eq!(round.text, ".J");
        assert_eq!(round.choice.as_deref(), Some(&[9][..]));
        assert!(round.gains.is_empty());
    }

    #[test]
    fn the_automatic_choice_names_no_pits() {
        let g = game("ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i.");
        let round = &plies_from(&g, 1)[0];
        assert_eq!((round.text.as_str(), round.chosen.as_slice()), (".", &[6][..]), "the engine took p6");
        assert_eq!(round.choice, None);
        assert_eq!(plies_from(&g, 0)[0].choice, None, "a move names no pits");
    }
}
