//! Replaying an event trace on a position: the check that the trace tells the whole story.

use crate::event::Event;
use crate::position::Position;

/// A trace step that does not fit the position it is replayed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the offending event in the trace.
    pub index: usize,
    /// The offending event.
    pub event: Event,
}

impl core::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "event {} ({:?}) does not fit the position", self.index, self.event)
    }
}

impl std::error::Error for ReplayError {}

/// A position being rebuilt one event at a time, with the seeds in hand.
#[derive(Clone, Copy, Debug)]
pub struct Replay {
    /// The position as rebuilt so far; while a lap is sown, the seeds in
    /// [`Replay::hand`] are missing from its board.
    pub position: Position,
    /// Seeds lifted and not yet dropped.
    pub hand: u8,
    applied: usize,
}

impl Replay {
    /// Starts a replay on `position`, with an empty hand.
    pub fn new(position: Position) -> Replay {
        Replay { position, hand: 0, applied: 0 }
    }

    /// Seeds on the board, in hand and captured: always the game's total after a valid event.
    pub fn seeds_accounted(&self) -> u32 {
        let p = &self.position;
        let board: u32 = p.board().iter().map(|&s| u32::from(s)).sum();
        let captured: u32 = p.captured().iter().map(|&s| u32::from(s)).sum();
        board + captured + u32::from(self.hand)
    }

    /// Applies one event, refusing any that takes seeds that are not there.
    pub fn apply(&mut self, event: Event) -> Result<(), ReplayError> {
        let error = ReplayError { index: self.applied, event };
        let p = &mut self.position;
        let holes = p.rules.holes();
        let players = usize::from(p.rules.players());
        let hole_ok = |hole: u8| usize::from(hole) < holes;
        match event {
            Event::Lift { hole, seeds } if hole_ok(hole) && p.board[usize::from(hole)] == seeds => {
                p.board[usize::from(hole)] = 0;
                self.hand = self.hand.checked_add(seeds).ok_or(error)?;
            }
            Event::Drop { hole } if hole_ok(hole) && self.hand > 0 => {
                p.board[usize::from(hole)] += 1;
                self.hand -= 1;
            }
            Event::Capture { hole, seeds, by: to, .. } | Event::Award { hole, seeds, to }
                if hole_ok(hole) && usize::from(to) < players && p.board[usize::from(hole)] == seeds =>
            {
                p.board[usize::from(hole)] = 0;
                p.on_board -= seeds;
                p.captured[usize::from(to)] += seeds;
            }
            Event::Relay { hole, .. } if hole_ok(hole) => {}
            Event::MoveEnd { next } if self.hand == 0 && usize::from(next) < players => p.to_move = next,
            Event::RoundEnd { reason } if self.hand == 0 => p.end = Some(reason),
            Event::NewRound { owner, starter, round } if self.hand == 0 => {
                *p = p.next_round_position(owner, starter, round).ok_or(error)?;
            }
            _ => return Err(error),
        }
        self.applied += 1;
        Ok(())
    }
}
