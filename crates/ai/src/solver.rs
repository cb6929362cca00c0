//! Perfect play for two-player Bakuk and Koumma: retrograde analysis of every board.
//!
//! **What a value means.** The value of a position is the difference between the seeds the player
//! to move will still capture and those the opponent will still capture, when both play to
//! maximise their own difference. Seeds already captured do not change what is best from here, so
//! a position is just the board seen by the player to move (holes 0-2 theirs); a board with North
//! to move is turned half round. A game that ends because the player to move has no seeds is worth
//! nothing more, or with `leftover: own-side` the seeds each player takes from their own holes.
//! Play that goes on for ever without a capture is worth 0 (the repetition rule ends it with no
//! further capture). With `own-side` the repetition rule hands out the seeds of the board it ends
//! on, which depends on the history; there the solver keeps bounds and knows the value where they
//! meet (see `iterate_bounds`), and answers `None` elsewhere. The
//! optional "stop when decided" rule is ignored: it never changes who wins (each move's result,
//! win, draw or loss, is the same), but the values are the margins of the game played on, not of
//! the game stopped when decided (`tests/solver.rs` checks the results under `d`); that game's
//! values are [`crate::DecidedSolver`]'s.
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
//! **Which boards.** The boards reachable from the start are closed under moves, so they can be
//! solved on their own: in Bakuk 1,333,383 of the 5,245,786 boards with up to 36 seeds (boards
//! with `s` seeds number C(s+5, 5)), a quarter of the work. A position set up elsewhere needs
//! [`Solver::all_boards`]; a solver answers `None` for a board it did not solve, never a guess.
//!
//! **Size.** One `i8` per solved board (at most 5 MB) and a bit per board, plus the current
//! layer's capture-free moves and their inverse (at most about 25 MB while solving).

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
    /// The boards solved.
    solved: BoardSet,
    /// Value of each solved board (in index order) for the player to move, who owns holes 0-2;
    /// with `leftover: own-side`, a lower bound.
    values: Vec<i8>,
    /// With `leftover: own-side`, an upper bound of each value (the value is known where the
    /// bounds meet); empty otherwise.
    upper: Vec<i8>,
    stats: SolveStats,
}

/// Scratch arrays for one layer, kept between layers to save allocations.
#[derive(Default)]
struct Layer {
    /// Best value among the moves that capture (leave the layer), or `i8::MIN` if none.
    exit: Vec<i8>,
    /// With `leftover: own-side`, its upper bound (`exit` is then the lower bound).
    exit_upper: Vec<i8>,
    /// Layer index of the board each capture-free move leads to; `NONE` for none. Empty for a
    /// board whose value is already final (no move, or every move captures).
    next: Vec<[u32; 3]>,
    /// Boards that reach each board without capture, as compressed lists.
    parents_start: Vec<u32>,
    parents: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Solver {
    /// Solves every board reachable from the start of two-player Bakuk or Koumma under `rules`;
    /// `None` for other games or three players. Takes about a tenth of a second natively.
    pub fn new(rules: Rules) -> Option<Solver> {
        Solver::solve(rules, |lap, index| {
            let start = board_from(Position::new(rules).board().try_into().ok()?);
            Some(reachable(lap, index, start))
        })
    }

    /// Solves every board with up to 36 seeds, for positions set up away from the start: four
    /// times the work of [`Solver::new`].
    pub fn all_boards(rules: Rules) -> Option<Solver> {
        Solver::solve(rules, |_, index| Some(BoardSet::full(index.total())))
    }

    fn solve(
        rules: Rules,
        boards: impl FnOnce(&SingleLap, &BoardIndex) -> Option<BoardSet>,
    ) -> Option<Solver> {
        if !rules.solvable() {
            return None;
        }
        let lap = SingleLap::new(rules)?;
        let index = BoardIndex::new();
        let solved = boards(&lap, &index)?;
        let mut solver = Solver {
            rules,
            lap,
            values: vec![0; solved.len()],
            upper: if rules.variant().leftover == Leftover::OwnSide {
                vec![0; solved.len()]
            } else {
                Vec::new()
            },
            solved,
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
        let layer_start = self.index.layer_start(usize::from(seeds));
        let first = self.solved.members_before(layer_start);
        let len = self.solved.members_before(layer_start + self.index.layer_len(usize::from(seeds))) - first;
        let own_side = self.rules.variant().leftover == Leftover::OwnSide;
        scratch.exit.clear();
        scratch.exit_upper.clear();
        scratch.next.clear();
        scratch.parents_start.clear();
        scratch.parents_start.resize(len + 1, 0);
        let mut at = layer_start;
        for_each_board(seeds, |board| {
            at += 1;
            if !self.solved.contains(at - 1) {
                return;
            }
            let mut exit = i8::MIN;
            let mut exit_upper = i8::MIN;
            let mut next = [NONE; 3];
            let mut can_move = false;
            for (hole, next_board) in next.iter_mut().enumerate() {
                if !self.lap.can_lift(board, hole) {
                    continue;
                }
                can_move = true;
                let (after, taken) = self.lap.sow(board, hole);
                let child_in_layer = self.index.rank_in_layer(turned(after));
                let child_at = self.index.layer_start(usize::from(seeds - taken)) + child_in_layer;
                let child = self.solved.members_before(child_at);
                if taken == 0 {
                    let child_in_layer = child - first;
                    *next_board = child_in_layer as u32;
                    scratch.parents_start[child_in_layer + 1] += 1;
                } else {
                    if own_side {
                        exit = exit.max(taken as i8 - self.upper[child]);
                        exit_upper = exit_upper.max(taken as i8 - self.values[child]);
                    } else {
                        exit = exit.max(taken as i8 - self.values[child]);
                    }
                }
            }
            let at = first + scratch.exit.len();
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
            if own_side {
                self.upper[at] = if can_move { exit_upper } else { self.values[at] };
            }
            scratch.exit.push(exit);
            scratch.exit_upper.push(exit_upper);
            scratch.next.push(next);
        });
        if own_side {
            iterate_bounds(
                &mut self.values[first..first + len],
                &mut self.upper[first..first + len],
                seeds,
                scratch,
            )
        } else {
            iterate_to_fixed_point(&mut self.values[first..first + len], scratch)
        }
    }

    /// The board seen by the player to move, if the position belongs to these rules.
    fn mover_board(&self, position: &Position) -> Option<Board> {
        if !self.covers(position.rules()) {
            return None;
        }
        let board = board_from(position.board().try_into().ok()?);
        Some(if position.to_move() == 0 { board } else { turned(board) })
    }

    /// `None` for a board not solved.
    fn board_value(&self, board: Board) -> Option<i32> {
        let at = self.index.rank(board)?;
        if !self.solved.contains(at) {
            return None;
        }
        let member = self.solved.members_before(at);
        let value = self.values[member];
        // Own-side: known only where the bounds meet.
        (self.upper.get(member).map_or(true, |&upper| upper == value)).then_some(i32::from(value))
    }

    /// True if the board of `position` was solved (its value may still be unknown under
    /// `leftover: own-side`).
    pub fn has_board(&self, position: &Position) -> bool {
        let Some(board) = self.mover_board(position) else { return false };
        self.index.rank(board).is_some_and(|at| self.solved.contains(at))
    }

    /// The future capture difference the player to move can force (0 once the game is over);
    /// `None` if the position is not of these rules or its board was not solved.
    pub fn value(&self, position: &Position) -> Option<i32> {
        let board = self.mover_board(position)?;
        if position.is_over() {
            return Some(0);
        }
        self.board_value(board)
    }

    /// Every legal move with its exact value, in hole order; empty once the game is over; `None`
    /// if the position is not of these rules or a move leads to a board not solved.
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
        let start = board_from(Position::new(self.rules).board().try_into().expect("six holes"));
        reachable(&self.lap, &self.index, start).len()
    }
}

/// A set of boards by index, which also numbers its members densely in index order.
#[derive(Clone, Debug)]
pub(crate) struct BoardSet {
    bits: Vec<u64>,
    /// Members in the words before each word of `bits`, and the total at the end.
    members_before_word: Vec<u32>,
}

impl BoardSet {
    fn full(len: usize) -> BoardSet {
        let mut bits = vec![u64::MAX; len.div_ceil(64)];
        if len % 64 != 0 {
            bits[len / 64] = (1 << (len % 64)) - 1;
        }
        BoardSet::counted(bits)
    }

    fn counted(bits: Vec<u64>) -> BoardSet {
        let mut members_before_word = Vec::with_capacity(bits.len() + 1);
        let mut members = 0;
        members_before_word.push(0);
        for word in &bits {
            members += word.count_ones();
            members_before_word.push(members);
        }
        BoardSet { bits, members_before_word }
    }

    pub(crate) fn len(&self) -> usize {
        self.members_before_word[self.bits.len()] as usize
    }

    #[inline]
    pub(crate) fn contains(&self, at: usize) -> bool {
        self.bits[at / 64] >> (at % 64) & 1 != 0
    }

    /// Members with a smaller index: a member's place among the members.
    #[inline]
    pub(crate) fn members_before(&self, at: usize) -> usize {
        let below = self.bits.get(at / 64).map_or(0, |word| (word & ((1 << (at % 64)) - 1)).count_ones());
        (self.members_before_word[at / 64] + below) as usize
    }
}

/// The boards reachable from `start` (moves and captures only ever lead to other such boards).
pub(crate) fn reachable(lap: &SingleLap, index: &BoardIndex, start: Board) -> BoardSet {
    let mut bits = vec![0u64; index.total().div_ceil(64)];
    let mut stack = Vec::new();
    if let Some(at) = index.rank(start) {
        bits[at / 64] |= 1 << (at % 64);
        stack.push(start);
    }
    while let Some(board) = stack.pop() {
        for hole in 0..3 {
            if !lap.can_lift(board, hole) {
                continue;
            }
            let child = turned(lap.sow(board, hole).0);
            let at = index.rank(child).expect("moves never add seeds");
            if bits[at / 64] >> (at % 64) & 1 == 0 {
                bits[at / 64] |= 1 << (at % 64);
                stack.push(child);
            }
        }
    }
    BoardSet::counted(bits)
}

/// With `leftover: own-side`, where a repetition hands out the seeds of whatever board it ends
/// on (which depends on the history, not the board alone): bounds instead of values. Capture-free
/// play that never ends could be worth anything from `-seeds` to `+seeds`, so the iteration
/// starts every such board at those bounds and sweeps `lower = max(exit, -upper(child))`,
/// `upper = max(exit, -lower(child))` until nothing changes. The bounds hold whatever the
/// repetition rule hands out; where they meet the value is exact, elsewhere the solver answers
/// `None` and the caller searches with the history ([`crate::ExactSearch`]).
fn iterate_bounds(lower: &mut [i8], upper: &mut [i8], seeds: u8, layer: &Layer) -> u32 {
    let Layer { exit, exit_upper, next, .. } = layer;
    let moving: Vec<usize> = (0..lower.len()).filter(|&b| next[b] != [NONE; 3]).collect();
    for &board in &moving {
        lower[board] = -(seeds as i8);
        upper[board] = seeds as i8;
    }
    let mut sweeps = 0;
    let mut updates: Vec<(usize, i8, i8)> = Vec::new();
    loop {
        sweeps += 1;
        updates.clear();
        for &board in &moving {
            let (mut lo, mut hi) = (exit[board], exit_upper[board]);
            for &child in next[board].iter().filter(|&&c| c != NONE) {
                lo = lo.max(-upper[child as usize]);
                hi = hi.max(-lower[child as usize]);
            }
            if (lo, hi) != (lower[board], upper[board]) {
                updates.push((board, lo, hi));
            }
        }
        if updates.is_empty() {
            return sweeps;
        }
        for &(board, lo, hi) in &updates {
            lower[board] = lo;
            upper[board] = hi;
        }
    }
}

/// Jacobi value iteration over the boards of one layer that have capture-free moves, until a
/// sweep changes nothing; returns the number of sweeps. After the first sweep only boards with a
/// child that changed in the previous sweep are recomputed: exactly the full sweeps' values, at a
/// fraction of the work.
fn iterate_to_fixed_point(values: &mut [i8], layer: &mut Layer) -> u32 {
    let Layer { exit, next, parents_start, parents, .. } = layer;
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
