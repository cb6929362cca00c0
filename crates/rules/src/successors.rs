//! Every move of a position with the position it leads to, settled: the one loop that search,
//! playouts and reference players share.

use crate::holes::HoleSetIter;
use crate::position::Position;

/// One way a position goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Successor {
    /// The hole lifted; `None` when the player to move has seeds but no legal move, and the
    /// position is settled instead (the round ends, or in a variant the turn passes).
    pub hole: Option<usize>,
    /// The position after it.
    pub position: Position,
    /// Seeds each player took on the way (captures and end-of-game awards).
    pub gained: [u8; 3],
}

impl Successor {
    /// What `player` took minus what the others took, on the way to this successor.
    pub fn net_gain(&self, player: u8) -> i32 {
        let players = self.position.rules().players() as usize;
        let mine = i32::from(self.gained[usize::from(player)]);
        let all: i32 = self.gained[..players].iter().map(|&g| i32::from(g)).sum();
        2 * mine - all
    }
}

/// The successors of a position in hole order; see [`Position::successors`].
#[derive(Clone, Debug)]
pub struct Successors {
    from: Position,
    candidates: HoleSetIter,
    /// A legal move was found, so the position is not stuck.
    moved: bool,
}

impl Position {
    /// Every legal move with the position it leads to and the seeds it took. A position whose
    /// player to move has seeds but no legal move (every Ba-awa relay endless) has one
    /// successor, itself settled ([`Successor::hole`] is `None`); a finished one has none.
    pub fn successors(&self) -> Successors {
        Successors { from: *self, candidates: self.candidates().iter(), moved: false }
    }
}

impl Successors {
    fn successor(&self, hole: Option<usize>, position: Position) -> Successor {
        let mut gained = [0u8; 3];
        for (g, (after, before)) in
            gained.iter_mut().zip(position.captured().iter().zip(self.from.captured()))
        {
            *g = after - before;
        }
        Successor { hole, position, gained }
    }
}

impl Iterator for Successors {
    type Item = Successor;

    fn next(&mut self) -> Option<Successor> {
        for hole in self.candidates.by_ref() {
            let mut next = self.from;
            if next.play(hole).is_ok() {
                self.moved = true;
                return Some(self.successor(Some(hole), next));
            }
        }
        if self.moved || self.from.is_over() {
            return None;
        }
        // Nothing was legal: the position is stuck, and settling it is its only way on.
        self.moved = true;
        let mut settled = self.from;
        settled.settle_stuck(&mut ());
        Some(self.successor(None, settled))
    }
}
