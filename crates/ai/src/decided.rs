//! Perfect play for two-player Bakuk and Koumma under "stop when decided" (option `d`): the
//! game ends as soon as one player has captured more than the other could still reach with every
//! seed left on the board, so a value depends on the capture difference as well as the board.
//!
//! **What a value means.** As in [`crate::Solver`]: the mover's future capture difference (the
//! game's final margin less the margin so far) when both play for the final margin of the game
//! as it is played, stopped when decided. A state is a board seen by the player to move and the
//! capture difference `D` for that player; it is in play while `|D| <= s`, the seeds on the board
//! (the game stops at `|D| > s`: the rule compares the lead with the seeds left, not with the
//! seeds captured, so the same table serves every seed total).
//!
//! **Method.** [`crate::Solver`]'s layers, split by difference. A capture of `c` seeds leads to a
//! lower layer with the difference `D + c` for the mover (the opponent's `-(D + c)`), whose values
//! are known, or ends the game there when `|D + c| > s - c`. A move without capture keeps the
//! layer and the difference (the opponent sees `-D`), so within a layer the states with `|D| = d`
//! form one sub-problem over the layer's capture-free moves, shared by every `d`: a board with
//! `+d` and its copy with `-d`, each move crossing from one to the other. Each sub-problem is
//! solved by Jacobi value iteration from 0, exact by the played-on solver's argument (play that
//! repeats ends by repetition with no further capture, worth 0). With `leftover: own-side` the
//! repetition hands out the seeds of a board that depends on the history: as there, bounds
//! instead of values, known where they meet and `None` elsewhere (never a guess).
//!
//! **Which states.** The boards reachable from one position, and for each the differences that
//! play from there can reach: with `T` the position's seeds on the board plus its `|D|` (36 from
//! the start), a board of `s` seeds has `|D| <= min(s, T - s)` and `D` of the parity of `T - s`.
//! From the start of Bakuk that is 9,123,715 states over 1,333,383 boards, of Koumma 7,335,603
//! over 867,851 (an `i8` each); a position set up elsewhere is solved on its own
//! ([`DecidedSolver::from_position`]), the same size or less.
//!
//! **Size.** One `i8` a state (two with `leftover: own-side`), plus one layer's capture-free moves
//! and one sub-problem's arrays while solving: from Bakuk's start 9.1 MB, 28 MB at the peak of a
//! native process, 0.7 s of processor time natively.

use mancala_rules::{Leftover, Position, Rules};

use crate::board_index::{for_each_board, BoardIndex, MAX_SEEDS};
use crate::single_lap::{board_from, holes, turned, Board, SingleLap};
use crate::solver::{reachable, BoardSet, MoveValue};

/// Figures of one solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecidedStats {
    /// Boards solved, each seen by the player to move.
    pub boards: usize,
    /// States solved: a board and a capture difference each (one byte each, two with
    /// `leftover: own-side`).
    pub states: usize,
    /// Jacobi sweeps, summed over the sub-problems.
    pub sweeps: u32,
    /// Most sweeps any one sub-problem needed.
    pub max_sweeps: u32,
}

/// Where one layer's values lie: `members` boards for each difference, from `offset`.
#[derive(Clone, Copy, Debug, Default)]
struct LayerTable {
    /// The layer's first board among the solved ones.
    first_member: usize,
    members: usize,
    offset: usize,
    /// The largest difference held (of the layer's parity); negative for none.
    top: i32,
}

impl LayerTable {
    /// Place of the difference's block, if the layer holds it.
    fn block(&self, diff: i32) -> Option<usize> {
        (diff.abs() <= self.top && (diff + self.top) % 2 == 0).then(|| ((diff + self.top) / 2) as usize)
    }

    fn blocks(&self) -> usize {
        (self.top + 1).max(0) as usize
    }
}

/// The solved values of the states reachable from one position of two-player Bakuk or Koumma
/// under `d`. Solve once, query often.
#[derive(Clone, Debug)]
pub struct DecidedSolver {
    rules: Rules,
    lap: SingleLap,
    index: BoardIndex,
    solved: BoardSet,
    layers: [LayerTable; MAX_SEEDS + 1],
    /// Each state's value (with `leftover: own-side`, a lower bound), layer by layer, difference
    /// by difference, board by board.
    lower: Vec<i8>,
    /// With `leftover: own-side`, an upper bound of each value; empty otherwise.
    upper: Vec<i8>,
    stats: DecidedStats,
}

/// A capture from one board of a layer: its seeds, the board it leaves (the opponent's view,
/// its place among the solved boards of its layer) and, should the game stop there, the seeds
/// the mover's side holds less the opponent's (handed out with `leftover: own-side`, else 0).
#[derive(Clone, Copy, Debug)]
struct Capture {
    taken: u8,
    child: u32,
    left_over: i8,
}

/// What the moves of one board of a layer do, whatever the difference.
#[derive(Default)]
struct LayerMoves {
    /// The layer's boards reached without capture (place in the layer), `NONE` for none.
    next: Vec<[u32; 3]>,
    /// Each board's captures: `captures[capture_start[b]..capture_start[b + 1]]`.
    capture_start: Vec<u32>,
    captures: Vec<Capture>,
    /// A board with no move: the game's end, worth this (the own-side seeds, or 0).
    ended: Vec<Option<i8>>,
    /// Boards reaching each board without capture, as compressed lists.
    parents_start: Vec<u32>,
    parents: Vec<u32>,
}

/// One sub-problem's arrays, kept from one difference to the next to save allocations.
#[derive(Default)]
struct Scratch {
    /// By state: the best bounds among the moves that capture (leave the layer).
    exit: Vec<(i8, i8)>,
    lower: Vec<i8>,
    upper: Vec<i8>,
    /// The states to compute in the next sweep, each once (`queued_in` holds the sweep).
    work: Vec<u32>,
    queued_in: Vec<u32>,
    updates: Vec<(u32, i8, i8)>,
}

const NONE: u32 = u32::MAX;

/// The seeds on the mover's side less those on the opponent's: what `leftover: own-side` hands
/// out at the end.
fn own_side_margin(board: Board) -> i8 {
    let holes = holes(board);
    let side = |seeds: &[u8]| seeds.iter().map(|&s| i32::from(s)).sum::<i32>();
    (side(&holes[..3]) - side(&holes[3..])) as i8
}

impl DecidedSolver {
    /// Solves the states reachable from the start of two-player Bakuk or Koumma under `rules`
    /// (with `d`); `None` for other rules.
    pub fn new(rules: Rules) -> Option<DecidedSolver> {
        DecidedSolver::from_position(&Position::new(rules))
    }

    /// Solves the states reachable from `position` (a position set up anywhere, of two-player
    /// Bakuk or Koumma under `d`); `None` for other rules or a game over.
    pub fn from_position(position: &Position) -> Option<DecidedSolver> {
        let rules = position.rules();
        if !rules.solvable() || !rules.variant().stop_when_decided || position.is_over() {
            return None;
        }
        let (board, diff) = mover_state(position)?;
        let total = crate::single_lap::seeds(board) as i32 + diff.abs();
        let lap = SingleLap::new(rules)?;
        let index = BoardIndex::new();
        index.rank(board)?;
        let solved = reachable(&lap, &index, board);
        let own_side = rules.variant().leftover == Leftover::OwnSide;
        let mut solver = DecidedSolver {
            rules,
            lap,
            index,
            solved,
            layers: [LayerTable::default(); MAX_SEEDS + 1],
            lower: Vec::new(),
            upper: Vec::new(),
            stats: DecidedStats { boards: 0, states: 0, sweeps: 0, max_sweeps: 0 },
        };
        let mut offset = 0;
        for seeds in 0..=MAX_SEEDS {
            let start = solver.index.layer_start(seeds);
            let first_member = solver.solved.members_before(start);
            let members = solver.solved.members_before(start + solver.index.layer_len(seeds)) - first_member;
            let reach = (seeds as i32).min(total - seeds as i32);
            // Differences of the parity of `total - seeds`.
            let top = if (reach - (total - seeds as i32)) % 2 == 0 { reach } else { reach - 1 };
            let layer = LayerTable { first_member, members, offset, top };
            offset += layer.blocks() * members;
            solver.layers[seeds] = layer;
        }
        solver.lower = vec![0; offset];
        if own_side {
            solver.upper = vec![0; offset];
        }
        for seeds in 0..=MAX_SEEDS as u8 {
            solver.solve_layer(seeds);
        }
        solver.stats.boards = solver.solved.len();
        solver.stats.states = offset;
        Some(solver)
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn stats(&self) -> DecidedStats {
        self.stats
    }

    /// The bounds of a state solved (in a lower layer, or this one once its sub-problem is done).
    fn bounds(&self, seeds: usize, member: usize, diff: i32) -> Option<(i8, i8)> {
        let layer = &self.layers[seeds];
        let at = layer.offset + layer.block(diff)? * layer.members + member;
        let lower = self.lower[at];
        Some((lower, self.upper.get(at).copied().unwrap_or(lower)))
    }

    /// The moves of every solved board of the layer, and the capture-free graph.
    fn layer_moves(&self, seeds: u8) -> LayerMoves {
        let layer = self.layers[usize::from(seeds)];
        let own_side = !self.upper.is_empty();
        let mut moves = LayerMoves {
            parents_start: vec![0; layer.members + 1],
            capture_start: vec![0],
            ..LayerMoves::default()
        };
        let mut at = self.index.layer_start(usize::from(seeds));
        for_each_board(seeds, |board| {
            at += 1;
            if !self.solved.contains(at - 1) {
                return;
            }
            let mut next = [NONE; 3];
            let mut can_move = false;
            for (hole, next_board) in next.iter_mut().enumerate() {
                if !self.lap.can_lift(board, hole) {
                    continue;
                }
                can_move = true;
                let (after, taken) = self.lap.sow(board, hole);
                let child_seeds = usize::from(seeds - taken);
                let child_at = self.index.layer_start(child_seeds) + self.index.rank_in_layer(turned(after));
                let child = self.solved.members_before(child_at) - self.layers[child_seeds].first_member;
                if taken == 0 {
                    *next_board = child as u32;
                    moves.parents_start[child + 1] += 1;
                } else {
                    let left_over = if own_side { own_side_margin(after) } else { 0 };
                    moves.captures.push(Capture { taken, child: child as u32, left_over });
                }
            }
            let ended = (!can_move).then(|| if own_side { own_side_margin(board) } else { 0 });
            moves.next.push(next);
            moves.capture_start.push(moves.captures.len() as u32);
            moves.ended.push(ended);
        });
        for i in 0..layer.members {
            moves.parents_start[i + 1] += moves.parents_start[i];
        }
        moves.parents = vec![0; moves.parents_start[layer.members] as usize];
        let mut fill = moves.parents_start.clone();
        for (parent, children) in moves.next.iter().enumerate() {
            for &child in children.iter().filter(|&&c| c != NONE) {
                moves.parents[fill[child as usize] as usize] = parent as u32;
                fill[child as usize] += 1;
            }
        }
        moves
    }

    fn solve_layer(&mut self, seeds: u8) {
        let layer = self.layers[usize::from(seeds)];
        if layer.members == 0 || layer.top < 0 {
            return;
        }
        let moves = self.layer_moves(seeds);
        let mut scratch = Scratch::default();
        let mut d = layer.top;
        while d >= 0 {
            let sweeps = self.solve_difference(seeds, d, &moves, &mut scratch);
            self.stats.sweeps += sweeps;
            self.stats.max_sweeps = self.stats.max_sweeps.max(sweeps);
            d -= 2;
        }
    }

    /// Solves the layer's states with difference `d` and `-d`: state `i` is board `i % members`
    /// with `+d` below `members`, `-d` from there. Returns the sweeps.
    fn solve_difference(&mut self, seeds: u8, d: i32, moves: &LayerMoves, scratch: &mut Scratch) -> u32 {
        let layer = self.layers[usize::from(seeds)];
        let members = layer.members;
        let halves = if d == 0 { 1 } else { 2 };
        let states = halves * members;
        let s = i32::from(seeds);
        let Scratch { exit, lower, upper, work, queued_in, .. } = scratch;
        for buffer in [&mut *lower, &mut *upper] {
            buffer.clear();
            buffer.resize(states, 0);
        }
        exit.clear();
        exit.resize(states, (i8::MIN, i8::MIN));
        queued_in.clear();
        queued_in.resize(states, 0);
        work.clear();
        for (state, exit) in exit.iter_mut().enumerate() {
            let board = state % members;
            let diff = if state < members { d } else { -d };
            let (from, to) = (moves.capture_start[board] as usize, moves.capture_start[board + 1] as usize);
            for capture in &moves.captures[from..to] {
                let taken = i32::from(capture.taken);
                let ahead = diff + taken;
                let bounds = if ahead.abs() > s - taken {
                    // Decided: the game stops here.
                    let value = taken as i8 + capture.left_over;
                    (value, value)
                } else {
                    let child = capture.child as usize;
                    let (lo, hi) =
                        self.bounds(usize::from(seeds - capture.taken), child, -ahead).expect("solved");
                    (taken as i8 - hi, taken as i8 - lo)
                };
                *exit = (exit.0.max(bounds.0), exit.1.max(bounds.1));
            }
            (lower[state], upper[state]) = if let Some(value) = moves.ended[board] {
                (value, value)
            } else if moves.next[board] == [NONE; 3] {
                *exit
            } else {
                work.push(state as u32);
                // Own-side: whatever the repetition hands out; else the game cut off before
                // any move, worth 0.
                if self.upper.is_empty() {
                    (0, 0)
                } else {
                    (-(seeds as i8), seeds as i8)
                }
            };
        }
        let sweeps = if self.upper.is_empty() {
            sweep_to_fixed_point::<false>(members, halves, moves, scratch)
        } else {
            sweep_to_fixed_point::<true>(members, halves, moves, scratch)
        };
        let Scratch { lower, upper, .. } = scratch;
        for half in 0..halves {
            let diff = if half == 0 { d } else { -d };
            let at = layer.offset + layer.block(diff).expect("a difference of the layer") * members;
            self.lower[at..at + members].copy_from_slice(&lower[half * members..(half + 1) * members]);
            if !self.upper.is_empty() {
                self.upper[at..at + members].copy_from_slice(&upper[half * members..(half + 1) * members]);
            }
        }
        sweeps
    }

    /// The state of `position` (board seen by the player to move, its seeds, its place among the
    /// layer's solved boards, the difference), if solved here.
    fn state(&self, position: &Position) -> Option<(Board, usize, usize, i32)> {
        if !covers(self.rules, position.rules()) {
            return None;
        }
        let (board, diff) = mover_state(position)?;
        let seeds = crate::single_lap::seeds(board);
        let at = self.index.rank(board)?;
        if !self.solved.contains(at) {
            return None;
        }
        let layer = &self.layers[seeds];
        layer.block(diff)?;
        Some((board, seeds, self.solved.members_before(at) - layer.first_member, diff))
    }

    /// True if `position` is one of the states solved (its value may still be unknown under
    /// `leftover: own-side`).
    pub fn has_position(&self, position: &Position) -> bool {
        (position.is_over() && covers(self.rules, position.rules())) || self.state(position).is_some()
    }

    /// The future capture difference the player to move can force (0 once the game is over);
    /// `None` if the position is not of these rules, not among the states solved, or (own-side)
    /// not known.
    pub fn value(&self, position: &Position) -> Option<i32> {
        if position.is_over() {
            return covers(self.rules, position.rules()).then_some(0);
        }
        let (_, seeds, member, diff) = self.state(position)?;
        let (lower, upper) = self.bounds(seeds, member, diff)?;
        (lower == upper).then_some(i32::from(lower))
    }

    /// Every legal move with its exact value, in hole order; empty once the game is over; `None`
    /// if the position is not among the states solved or (own-side) a move's value is not known.
    pub fn move_values(&self, position: &Position) -> Option<Vec<MoveValue>> {
        if position.is_over() {
            return covers(self.rules, position.rules()).then(Vec::new);
        }
        let (board, seeds, _, diff) = self.state(position)?;
        let first_hole = if position.to_move() == 0 { 0 } else { 3 };
        let own_side = !self.upper.is_empty();
        let mut moves = Vec::with_capacity(3);
        for hole in 0..3 {
            if !self.lap.can_lift(board, hole) {
                continue;
            }
            let (after, taken) = self.lap.sow(board, hole);
            let taken = i32::from(taken);
            let ahead = diff + taken;
            let left = seeds as i32 - taken;
            let value = if ahead.abs() > left {
                taken + if own_side { i32::from(own_side_margin(after)) } else { 0 }
            } else {
                let child = turned(after);
                let at = self.index.rank(child)?;
                let layer = &self.layers[left as usize];
                let (lower, upper) =
                    self.bounds(left as usize, self.solved.members_before(at) - layer.first_member, -ahead)?;
                if lower != upper {
                    return None;
                }
                taken - i32::from(lower)
            };
            moves.push(MoveValue { hole: first_hole + hole, value });
        }
        Some(moves)
    }
}

/// Jacobi value iteration over one sub-problem's states queued in `scratch.work` (those with
/// capture-free moves), until a sweep changes nothing; returns the sweeps. After the first sweep
/// only states with a child that changed in the previous sweep are recomputed: exactly the full
/// sweeps' values, at a fraction of the work. `BOUNDS`: with `leftover: own-side`, lower and
/// upper bounds; otherwise `scratch.lower` alone holds the values.
fn sweep_to_fixed_point<const BOUNDS: bool>(
    members: usize,
    halves: usize,
    moves: &LayerMoves,
    scratch: &mut Scratch,
) -> u32 {
    let Scratch { exit, lower, upper, work, queued_in, updates } = scratch;
    // A state's board, and the opposite sign's first state: where its capture-free moves lead
    // (the same block where the difference is 0).
    let split = |state: usize| {
        if state < members {
            (state, if halves == 1 { 0 } else { members })
        } else {
            (state - members, 0)
        }
    };
    let mut sweeps = 0;
    while !work.is_empty() {
        sweeps += 1;
        updates.clear();
        for &state in work.iter() {
            let state = state as usize;
            let (mut lo, mut hi) = exit[state];
            let (board, across) = split(state);
            for &child in moves.next[board].iter().filter(|&&c| c != NONE) {
                let child = child as usize + across;
                lo = lo.max(-if BOUNDS { upper[child] } else { lower[child] });
                if BOUNDS {
                    hi = hi.max(-lower[child]);
                }
            }
            if lo != lower[state] || (BOUNDS && hi != upper[state]) {
                updates.push((state as u32, lo, hi));
            }
        }
        // All of this sweep's values were read before any is written: Jacobi.
        work.clear();
        for &(state, lo, hi) in updates.iter() {
            let state = state as usize;
            lower[state] = lo;
            if BOUNDS {
                upper[state] = hi;
            }
            let (board, across) = split(state);
            let (from, to) = (moves.parents_start[board] as usize, moves.parents_start[board + 1] as usize);
            for &parent in &moves.parents[from..to] {
                let parent = parent as usize + across;
                if queued_in[parent] != sweeps {
                    queued_in[parent] = sweeps;
                    work.push(parent as u32);
                }
            }
        }
    }
    sweeps
}

/// True if a solver of `solved`'s rules values positions under `rules`: the same game and every
/// option that changes values, `d` included.
fn covers(solved: Rules, rules: Rules) -> bool {
    let (a, b) = (solved.variant(), rules.variant());
    rules.players() == 2
        && rules.kind() == solved.kind()
        && (a.chain, a.leftover, a.single_seed, a.stop_when_decided)
            == (b.chain, b.leftover, b.single_seed, b.stop_when_decided)
}

/// The board seen by the player to move and the capture difference for that player.
fn mover_state(position: &Position) -> Option<(Board, i32)> {
    let board = board_from(position.board().try_into().ok()?);
    let mover = usize::from(position.to_move());
    let captured = position.captured();
    let diff = i32::from(captured[mover]) - i32::from(captured[1 - mover]);
    Some((if mover == 0 { board } else { turned(board) }, diff))
}
