//! Max-n search for three players: every player picks the move best for themselves, with each
//! player's score their own captured seeds against the best of the others'.
//!
//! Measured against the paranoid alternative (alpha-beta with both opponents as one coalition,
//! the same search as for two players): paranoid searches deeper, but it plays as if the other
//! two were allied and, since two allies can often starve a player of seeds, it gives games up;
//! it lost most Bakuk games to the greedy player, while max-n wins most (figures in the report).

use mancala_rules::Position;

use crate::budget::Budget;
use crate::eval::{evaluate, evaluate_end, Evaluation};
use crate::search::children;

type Scores = [i32; 3];

/// A max-n search's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MaxNResult {
    pub hole: usize,
    pub depth: u32,
    pub nodes: u64,
}

struct MaxN<'a> {
    budget: &'a Budget<'a>,
    nodes: u64,
    aborted: bool,
    /// Repetition keys and seed counts since the last capture, game and search path.
    seen: Vec<(u128, u8)>,
}

fn scores(position: &Position, end: bool) -> Scores {
    let mut scores = [0; 3];
    for (player, score) in scores.iter_mut().enumerate().take(usize::from(position.rules().players())) {
        *score = if end {
            evaluate_end(position, player as u8, Evaluation::Strong)
        } else {
            evaluate(position, player as u8, Evaluation::Strong)
        };
    }
    scores
}

/// The max-n move for the player to move, deepening up to `max_depth` while the budget lasts.
pub(crate) fn best_move(
    position: &Position,
    history: &[Position],
    max_depth: u32,
    budget: &Budget,
) -> Option<MaxNResult> {
    let seeds = position.seeds_on_board();
    let same_stretch = |p: &&Position| p.round() == position.round() && p.seeds_on_board() == seeds;
    let mut seen: Vec<(u128, u8)> = history
        .iter()
        .rev()
        .take_while(same_stretch)
        .map(|p| (p.repetition_key(), p.seeds_on_board()))
        .collect();
    seen.push((position.repetition_key(), seeds));
    let mut search = MaxN { budget, nodes: 0, aborted: false, seen };
    let moves = children(position);
    let mover = usize::from(position.to_move());
    let mut best = MaxNResult { hole: moves.first()?.hole, depth: 0, nodes: 0 };
    for depth in 1..=max_depth.clamp(1, 64) {
        let mut found: Option<(usize, i32)> = None;
        for child in &moves {
            let score = search.child_scores(&child.position, depth - 1)[mover];
            if search.aborted {
                break;
            }
            if found.map_or(true, |(_, s)| score > s) {
                found = Some((child.hole, score));
            }
        }
        if search.aborted {
            break;
        }
        if let Some((hole, _)) = found {
            best = MaxNResult { hole, depth, nodes: search.nodes };
        }
    }
    Some(MaxNResult { nodes: search.nodes, ..best })
}

impl MaxN<'_> {
    fn child_scores(&mut self, child: &Position, depth: u32) -> Scores {
        let key = (child.repetition_key(), child.seeds_on_board());
        if self.seen.iter().rev().take_while(|&&(_, s)| s == key.1).any(|&(k, _)| k == key.0) {
            let mut ended = *child;
            ended.end_by_repetition(&mut ());
            return scores(&ended, true);
        }
        self.seen.push(key);
        let result = self.search(child, depth);
        self.seen.pop();
        result
    }

    fn search(&mut self, position: &Position, depth: u32) -> Scores {
        self.nodes += 1;
        if self.nodes % 256 == 0 && self.budget.exhausted(self.nodes) {
            self.aborted = true;
        }
        if self.aborted {
            return [0; 3];
        }
        if position.is_over() {
            return scores(position, true);
        }
        if depth == 0 {
            return scores(position, false);
        }
        let moves = children(position);
        if moves.is_empty() {
            let mut settled = *position;
            settled.settle_if_stuck(&mut ());
            if settled.is_over() || settled.to_move() == position.to_move() {
                return scores(&settled, true);
            }
            return self.search(&settled, depth);
        }
        let mover = usize::from(position.to_move());
        let mut best: Option<Scores> = None;
        for child in &moves {
            let result = self.child_scores(&child.position, depth - 1);
            if best.map_or(true, |b| result[mover] > b[mover]) {
                best = Some(result);
            }
        }
        best.unwrap_or([0; 3])
    }
}
