//! Perfect play for two-player Bakuk and Koumma: retrograde analysis of every board.
//!
//! **What a value means.** The value of a position is the difference between the seeds the player
//! to move will still capture and those the opponent will still capture, when both play to
//! maximise their own difference. Seeds already captured do not change what is best from here, so
//! a position is just the board seen by the player to move (holes 0-2 theirs); a board with North
//! to move is turned half round. A game that ends because the player to move has no seeds is worth
//! nothing more, or with `leftover: own-side` the seeds each player takes from their own holes.
//! Play that goes on for ever without a capture is worth 0 (the repetition rule ends it with no
//! further capture; with `own-side` its leftover split is not counted, a simplification). The
//! optional "stop when decided" rule is ignored: it never changes who wins.
//!
//! **Method.** A capture removes seeds and nothing adds any, so boards are solved in layers of
//! equal seed count, from 0 seeds up. In a layer, a capturing move leads to a lower layer whose
//! values are known, so its value is fixed: `captured - value(child)`. Moves without capture stay
//! in the layer and may form cycles. For them the layer is solved by Jacobi value iteration from
//! 0: after `k` sweeps each value is the exact value of the game cut off after `k` moves with the
//! cut-off worth 0. Both players have optimal strategies that do not depend on history, and
//! within a layer any sequence of moves that avoids capture long enough repeats a board, so once
//! `k` exceeds the layer's longest capture-free path the cut-off game and the real one agree; an
//! unchanged sweep means every later sweep is unchanged too, so the first fixed point is exact.
//! In practice the sweeps stop after a few dozen rounds. The test suite checks the values against
//! a plain negamax that scores a repeated position as 0.
//!
//! **Size.** Boards with `s` seeds number C(s+5, 5); all 5,245,786 boards with up to 36 seeds
//! are solved, one `i8` each (5 MB), plus a temporary list of the current layer's capture-free
//! moves (at most 12 MB).

use mancala_rules::{Chain, GameKind, Leftover, Position, Rules, SingleSeed};

use crate::board_index::{for_each_board, BoardIndex, MAX_SEEDS};
use crate::single_lap::{board_from, holes, turned, Board, SingleLap, HOLES};

/// The rule options that change values ("stop when decided" does not).
type VariantKey = (GameKind, Chain, Leftover, SingleSeed);

fn variant_key(rules: Rules) -> VariantKey {
    let v = rules.variant();
    (rules.kind(), v.chain, v.leftover, v.single_seed)
}

/// One legal move and its exact value for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub hole: usize,
    /// Future capture difference after this move, for the mover (captures by this move included).
    pub value: i32,
}

/// Figures of one solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveStats {
    /// Boards solved, each seen by the player to move (so each stands for two positions).
    pub boards: usize,
    /// Jacobi sweeps over capture-free moves, summed over the layers.
    pub sweeps: u32,
    /// Most sweeps any one layer needed.
    pub max_sweeps: u32,
}

/// The solved values of one two-player Bakuk or Koumma rule set. Solve once, query often.
#[derive(Clone, Debug)]
pub struct Solver {
    rules: Rules,
    lap: SingleLap,
    index: BoardIndex,
    /// Value of each board for the player to move, who owns holes 0-2.
    values: Vec<i8>,
    stats: SolveStats,
}

/// Scratch arrays for one layer, kept between layers to save allocations.
#[derive(Default)]
struct Layer {
    /// Best value among the moves that capture (leave the layer), or `i8::MIN` if none.
    exit: Vec<i8>,
    /// Layer index of the board each capture-free move leads to; `NONE` for none. Empty for a
    /// board whose value is already final (no move, or every move captures).
    next: Vec<[u32; 3]>,
    /// Boards that reach each board without capture, as compressed lists.
    parents_start: Vec<u32>,
    parents: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Solver {
    /// Solves every board of two-player Bakuk or Koumma under `rules`; `None` for other games or
    /// three players. Takes about half a second natively.
    pub fn new(rules: Rules) -> Option<Solver> {
        if rules.players() != 2 {
            return None;
        }
        let lap = SingleLap::new(rules)?;
        let index = BoardIndex::new();
        let mut solver = Solver {
            rules,
            lap,
            values: vec![0; index.total()],
            index,
            stats: SolveStats { boards: 0, sweeps: 0, max_sweeps: 0 },
        };
        let mut layer = Layer::default();
        for seeds in 0..=MAX_SEEDS as u8 {
            let sweeps = solver.solve_layer(seeds, &mut layer);
            solver.stats.sweeps += sweeps;
            solver.stats.max_sweeps = solver.stats.max_sweeps.max(sweeps);
        }
        solver.stats.boards = solver.values.len();
        Some(solver)
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn stats(&self) -> SolveStats {
        self.stats
    }

    /// True if this solver's values hold for positions under `rules`.
    pub fn covers(&self, rules: Rules) -> bool {
        rules.players() == 2 && variant_key(rules) == variant_key(self.rules)
    }

    fn solve_layer(&mut self, seeds: u8, scratch: &mut Layer) -> u32 {
        let len = self.index.layer_len(usize::from(seeds));
        let layer = self.index.layer_start(usize::from(seeds));
        let own_side = self.rules.variant().leftover == Leftover::OwnSide;
        scratch.exit.clear();
        scratch.next.clear();
        scratch.parents_start.clear();
        scratch.parents_start.resize(len + 1, 0);
        for_each_board(seeds, |board| {
            let mut exit = i8::MIN;
            let mut next = [NONE; 3];
            let mut can_move = false;
            for (hole, next_board) in next.iter_mut().enumerate() {
                if !self.lap.can_lift(board, hole) {
                    continue;
                }
                can_move = true;
                let (after, taken) = self.lap.sow(board, hole);
                let child_in_layer = self.index.rank_in_layer(turned(after));
                if taken == 0 {
                    *next_board = child_in_layer as u32;
                    scratch.parents_start[child_in_layer + 1] += 1;
                } else {
                    let child_at = self.index.layer_start(usize::from(seeds - taken)) + child_in_layer;
                    exit = exit.max(taken as i8 - self.values[child_at]);
                }
            }
            let at = layer + scratch.exit.len();
            self.values[at] = if !can_move {
                // The player to move has no seeds (or only unplayable singles): the game ends.
                if own_side {
                    let holes = holes(board);
                    let side = |seeds: &[u8]| seeds.iter().map(|&s| i32::from(s)).sum::<i32>();
                    (side(&holes[..3]) - side(&holes[3..])) as i8
                } else {
                    0
                }
            } else {
                // Final if every move captures; otherwise the iteration starts this board at 0.
                exit
            };
            scratch.exit.push(exit);
            scratch.next.push(next);
        });
        let values = &mut self.values[layer..layer + len];
        iterate_to_fixed_point(values, scratch)
    }

    /// The board seen by the player to move, if the position belongs to these rules.
    fn mover_board(&self, position: &Position) -> Option<Board> {
        if !self.covers(position.rules()) {
            return None;
        }
        let board = board_from(position.board().try_into().ok()?);
        Some(if position.to_move() == 0 { board } else { turned(board) })
    }

    fn board_value(&self, board: Board) -> Option<i32> {
        Some(i32::from(self.values[self.index.rank(board)?]))
    }

    /// The future capture difference the player to move can force (0 once the game is over);
    /// `None` if the position is not of these rules.
    pub fn value(&self, position: &Position) -> Option<i32> {
        let board = self.mover_board(position)?;
        if position.is_over() {
            return Some(0);
        }
        self.board_value(board)
    }

    /// Every legal move with its exact value, in hole order; empty once the game is over.
    pub fn move_values(&self, position: &Position) -> Option<Vec<MoveValue>> {
        let board = self.mover_board(position)?;
        if position.is_over() {
            return Some(Vec::new());
        }
        let first_hole = if position.to_move() == 0 { 0 } else { HOLES / 2 };
        let mut moves = Vec::with_capacity(3);
        for hole in 0..3 {
            if !self.lap.can_lift(board, hole) {
                continue;
            }
            let (after, taken) = self.lap.sow(board, hole);
            let value = i32::from(taken) - self.board_value(turned(after))?;
            moves.push(MoveValue { hole: first_hole + hole, value });
        }
        Some(moves)
    }

    /// A best move (the lowest hole among equals), or `None` when there is no move.
    pub fn best_move(&self, position: &Position) -> Option<MoveValue> {
        let moves = self.move_values(position)?;
        moves.iter().copied().reduce(|best, m| if m.value > best.value { m } else { best })
    }

    /// Boards (seen by the player to move) reachable from the start: a figure for reports.
    pub fn reachable_boards(&self) -> usize {
        let mut seen = vec![false; self.values.len()];
        let start = board_from(&[6; HOLES]);
        let mut stack = vec![start];
        let mut count = 0;
        if let Some(at) = self.index.rank(start) {
            seen[at] = true;
        }
        while let Some(board) = stack.pop() {
            count += 1;
            for hole in 0..3 {
                if !self.lap.can_lift(board, hole) {
                    continue;
                }
                let child = turned(self.lap.sow(board, hole).0);
                if let Some(at) = self.index.rank(child) {
                    if !seen[at] {
                        seen[at] = true;
                        stack.push(child);
                    }
                }
            }
        }
        count
    }
}

/// Jacobi value iteration over the boards of one layer that have capture-free moves, until a
/// sweep changes nothing; returns the number of sweeps. After the first sweep only boards with a
/// child that changed in the previous sweep are recomputed: exactly the full sweeps' values, at a
/// fraction of the work.
fn iterate_to_fixed_point(values: &mut [i8], layer: &mut Layer) -> u32 {
    let Layer { exit, next, parents_start, parents } = layer;
    for i in 0..values.len() {
        parents_start[i + 1] += parents_start[i];
    }
    parents.clear();
    parents.resize(parents_start[values.len()] as usize, 0);
    let mut fill = parents_start.clone();
    let mut work = Vec::new();
    for (parent, children) in next.iter().enumerate() {
        if *children == [NONE; 3] {
            continue;
        }
        work.push(parent as u32);
        for &child in children.iter().filter(|&&c| c != NONE) {
            parents[fill[child as usize] as usize] = parent as u32;
            fill[child as usize] += 1;
        }
    }
    // Values start at 0 for these boards (the game cut off before any move).
    for &board in &work {
        values[board as usize] = 0;
    }

    let mut queued_in = vec![0u32; values.len()];
    let mut updates: Vec<(u32, i8)> = Vec::new();
    let mut sweeps = 0;
    while !work.is_empty() {
        sweeps += 1;
        updates.clear();
        for &board in &work {
            let mut best = exit[board as usize];
            for &child in next[board as usize].iter().filter(|&&c| c != NONE) {
                best = best.max(-values[child as usize]);
            }
            if best != values[board as usize] {
                updates.push((board, best));
            }
        }
        // All of this sweep's values were read before any is written: Jacobi, not Gauss-Seidel.
        work.clear();
        for &(board, value) in &updates {
            values[board as usize] = value;
            let (from, to) = (parents_start[board as usize], parents_start[board as usize + 1]);
            for &parent in &parents[from as usize..to as usize] {
                if queued_in[parent as usize] != sweeps {
                    queued_in[parent as usize] = sweeps;
                    work.push(parent);
                }
            }
        }
    }
    sweeps
}
