//! Exact values for two-player positions of any game, meant for Ba-awa: a proof search under the
//! rules as written, the repetition rule included.
//!
//! **What a value means.** As for the Bakuk [`crate::Solver`]: the seeds the player to move will
//! still take minus those the opponent will still take (captures and the seeds handed out when
//! the game ends), with both playing to maximise their own difference.
//!
//! **The difficulty.** The repetition rule (third occurrence of a position ends the game, seeds
//! to their owners) makes a position's value depend on its history, and a capture-free stretch
//! can be long. Two facts make it tractable: a capture takes seeds off the board, so no position
//! from before a capture can come back; and within a capture-free stretch everything the rule
//! needs is the position and the multiset of the stretch's earlier positions.
//!
//! **Method: bounds, the cap raised until they meet.** A search is cut off when a capture-free
//! stretch grows longer than a cap `C`. A cut-off node with `S` seeds on the board is worth
//! anything from `-S` to `+S`, so the search is run twice: once scoring every cut-off as the worst
//! result still possible for the root player (a *lower bound* of every move's true value, since
//! minimax is monotone in its leaves) and once as the best (an *upper bound*). Below the cut-offs
//! the rules are played exactly: the third occurrence of a position, counted over the game's
//! history and the search path, ends the game. A move's value is **proven** when its bounds
//! meet; the cap starts at 8 and grows by a quarter until every move is proven or the budget
//! ends.
//!
//! **Why this and not a history-aware search with a GHI-safe table.** Both are exact; this one
//! needs no special table. The transposition table is keyed by the position *and* a hash of the
//! current stretch's positions as a multiset (with the capture-free plies searched), which is the
//! whole state of the capped game, so there is no graph-history interaction to guard against:
//! after a capture the stretch holds the position alone, and those positions (most of a search)
//! transpose freely. Keys are 128-bit hashes; a collision would need two states agreeing on 128
//! hashed bits. The bounds always hold, so an unfinished search still says how far each move can
//! be from its value, and every cap's result is a sound step towards the proof.
//!
//! **What one run proves for all the others.** In a run whose cut-offs score for player `F`, a
//! node's value lies between its true value and the cut-offs' side: at most the true value where
//! `F` is not to move, at least it where `F` is. So where `F` is not to move a lower bound the
//! run proves (a cut-off at or above beta, or an exact value) is a lower bound of the true
//! value, and where `F` is to move an upper bound is one of the true value. Each table entry
//! keeps these proven bounds on the true value beside the run's own; they hold in every later
//! run, whatever its cap, scoring or root, so raising the cap searches again only where the
//! smaller cap decided nothing. A run uses a proven bound in both ways: on the side where it
//! bounds the run's value too, as an ordinary table bound; on the other side as a leaf standing
//! for the subtree (a sound bound, as a cut-off is). The root's bound that a run delivers (the
//! lower bound in the run for the opponent, the upper in the run for the root player) rests only
//! on bounds of that first kind at each node, which stay true whatever else was pruned.

use crate::bound::Bound;
use mancala_rules::{Position, RepetitionTracker, Rules, Successor};

use crate::budget::Budget;

/// The first cap on capture-free plies; raised by a quarter (at least 2) until the bounds meet.
/// The runs below a cap leave their proven bounds to it, so small steps cost little: the five
/// states the book could not prove by doubling the cap (not within 200 M nodes each) took 5.9 M
/// nodes in all by quarters, 12.7 M by halves, 6.5 M by steps of 2 (`examples/book_gaps.rs`).
const FIRST_CAP: u32 = 8;
/// The largest cap tried.
const MAX_CAP: u32 = 512;
/// The clock is asked once per this many nodes.
const CLOCK_EVERY: u64 = 1024;
/// Above any value (at most 48 seeds change hands).
const INFINITY: i32 = 100;

/// One move's value, or the bounds on it that are proven so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactMove {
    /// The hole lifted; `None` for a stuck position's settlement (no move to choose).
    pub hole: Option<usize>,
    /// The mover's future capture difference after this move lies in `lower..=upper`.
    pub lower: i32,
    pub upper: i32,
}

impl ExactMove {
    pub fn is_proven(&self) -> bool {
        self.lower == self.upper
    }

    /// The exact value, once proven.
    pub fn value(&self) -> Option<i32> {
        self.is_proven().then_some(self.lower)
    }
}

/// What a proof search established.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactResult {
    /// Every legal move in hole order.
    pub moves: Vec<ExactMove>,
    /// The largest cap on capture-free plies that was searched to the end.
    pub cap: u32,
    pub nodes: u64,
}

impl ExactResult {
    /// Bounds on the position's value: the best lower and the best upper bound of its moves.
    pub fn bounds(&self) -> (i32, i32) {
        let lower = self.moves.iter().map(|m| m.lower).max().unwrap_or(0);
        let upper = self.moves.iter().map(|m| m.upper).max().unwrap_or(0);
        (lower, upper)
    }

    /// The position's value, once proven.
    pub fn value(&self) -> Option<i32> {
        let (lower, upper) = self.bounds();
        (lower == upper).then_some(lower)
    }

    /// True once every move's value is proven.
    pub fn is_proven(&self) -> bool {
        self.moves.iter().all(ExactMove::is_proven)
    }

    /// A move proven to be of maximal value: its lower bound reaches every move's upper bound.
    pub fn proven_best(&self) -> Option<&ExactMove> {
        let (_, upper) = self.bounds();
        self.moves.iter().filter(|m| m.lower >= upper).max_by_key(|m| m.lower)
    }

    /// Of the holes `among` (which hold a move of maximal value), those that may still be best
    /// by these bounds, with at least one move of maximal value kept. A move is left out when
    /// its upper bound is below the best lower bound, or when another move of `among` is at
    /// least as good for certain (its lower bound reaches this one's upper bound) and may be
    /// better (its upper bound is above this one's lower bound): `ba2~fgah`'s a, proven 0,
    /// beside d, between 0 and 8. A move so left out that was of maximal value has one at
    /// least as good that stays: the relation has no cycle (around one, every bound would be
    /// one value, and no move could be better), so each chain of them ends at a kept move.
    pub fn may_be_best(&self, among: &[usize]) -> Vec<usize> {
        let (floor, _) = self.bounds();
        let candidates: Vec<&ExactMove> = self
            .moves
            .iter()
            .filter(|m| m.hole.is_some_and(|hole| among.contains(&hole)) && m.upper >= floor)
            .collect();
        let dominated =
            |m: &ExactMove| candidates.iter().any(|other| other.lower >= m.upper && other.upper > m.lower);
        candidates.iter().filter(|m| !dominated(m)).filter_map(|m| m.hole).collect()
    }
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    check: u64,
    /// The search run that wrote it (a run is one cap, one way of scoring cut-offs and one root
    /// player; 0 for none).
    run: u16,
    value: i8,
    bound: Bound,
    best: u8,
    /// Proven bounds on the state's true value (under the rules, no cap), for the player to move:
    /// valid in every run, whatever its cap, scoring or root.
    lower: i8,
    upper: i8,
}

const EMPTY: Entry = Entry {
    check: 0,
    run: 0,
    value: 0,
    bound: Bound::Exact,
    best: u8::MAX,
    lower: -INFINITY as i8,
    upper: INFINITY as i8,
};

/// A reusable proof search; keeps its table's memory between searches.
#[derive(Clone, Debug)]
pub struct ExactSearch {
    table: Vec<Entry>,
    /// The rules of the table's states (a key holds the position, not the rules).
    rules: Option<Rules>,
    run: u16,
    tracker: RepetitionTracker,
    nodes: u64,
    aborted: bool,
    cap: u32,
    /// The player whose moves are being valued.
    root: u8,
    /// Cut-offs score the best result for the root player (else the worst).
    optimistic: bool,
    /// See [`ExactSearch::open_moves`].
    open_moves: Vec<usize>,
}

/// The cap searched after `cap`: a quarter more, at least 2 more.
fn next_cap(cap: u32) -> u32 {
    cap + (cap / 4).max(2)
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ x >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ x >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ x >> 31
}

/// Where the game stops once its result is decided (Bakuk's `d`), the capture difference: the
/// game ends when the lead is more than the seeds left, so a board's value depends on it (keyed
/// by the board alone, values found at one difference were reused at another). 0 elsewhere,
/// where the captures so far change nothing ahead.
fn decided_rule_key(position: &Position) -> u64 {
    if !position.rules().variant().stop_when_decided {
        return 0;
    }
    let captured = position.captured();
    let difference = i32::from(captured[0]) - i32::from(captured[1]);
    u64::from(difference as u8) | 1 << 8
}

impl ExactSearch {
    /// A search with a table of `2^table_bits` entries of 16 bytes (20 bits: 16 MB).
    pub fn new(table_bits: u32) -> ExactSearch {
        ExactSearch {
            table: vec![EMPTY; 1 << table_bits.clamp(10, 28)],
            rules: None,
            run: 0,
            tracker: RepetitionTracker::new(),
            nodes: 0,
            aborted: false,
            cap: FIRST_CAP,
            root: 0,
            optimistic: false,
            open_moves: Vec::new(),
        }
    }

    /// Starts a search from `position` after `history`; false where there is nothing to prove
    /// (not two players, or the game is over).
    fn begin(&mut self, position: &Position, history: &[Position]) -> bool {
        if position.rules().players() != 2 || position.is_over() {
            return false;
        }
        if self.rules != Some(position.rules()) {
            self.table.fill(EMPTY);
            self.rules = Some(position.rules());
        }
        self.nodes = 0;
        self.aborted = false;
        self.root = position.to_move();
        self.tracker = RepetitionTracker::from_positions(history.iter().chain([position]));
        true
    }

    /// Bounds on the value of every move of `position` (reached after `history`, oldest first,
    /// for the repetition rule), raising the cap until all are proven or the budget ends. `None`
    /// for a finished position or one with more than two players.
    pub fn solve(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Option<ExactResult> {
        self.resume(position, history, None, budget)
    }

    /// [`ExactSearch::solve`] going on from `known`, an earlier result for the same position and
    /// history (its bounds kept, its proven moves not searched again, the cap raised from the
    /// largest it finished); `None` for `known` is a new solve. A budget cut into slices thus
    /// proves what one budget of their sum would, a little later: the table keeps what each
    /// slice proved. `known` must be of this position (bounds of another would be false here).
    pub fn resume(
        &mut self,
        position: &Position,
        history: &[Position],
        known: Option<&ExactResult>,
        budget: &Budget,
    ) -> Option<ExactResult> {
        if !self.begin(position, history) {
            return None;
        }
        let successors: Vec<Successor> = position.successors().collect();
        let mut moves: Vec<ExactMove> = successors
            .iter()
            .map(|s| ExactMove { hole: s.hole, lower: -INFINITY, upper: INFINITY })
            .collect();
        let mut proven_cap = 0;
        let mut cap = FIRST_CAP;
        if let Some(known) = known.filter(|k| k.moves.len() == moves.len()) {
            for (bounds, old) in moves.iter_mut().zip(&known.moves) {
                if bounds.hole == old.hole {
                    (bounds.lower, bounds.upper) = (old.lower, old.upper);
                }
            }
            if known.cap > 0 {
                proven_cap = known.cap;
                cap = next_cap(known.cap);
            }
        }
        while cap <= MAX_CAP && !moves.iter().all(ExactMove::is_proven) {
            self.cap = cap;
            for (bounds, successor) in moves.iter_mut().zip(&successors) {
                if bounds.is_proven() {
                    continue;
                }
                let gain = successor.net_gain(self.root);
                for optimistic in [false, true] {
                    self.set_run(cap, optimistic);
                    let value = gain - self.child_value(successor, 0, -INFINITY, INFINITY, budget);
                    if self.aborted {
                        break;
                    }
                    if optimistic {
                        bounds.upper = bounds.upper.min(value);
                    } else {
                        bounds.lower = bounds.lower.max(value);
                    }
                }
                if self.aborted {
                    break;
                }
            }
            if self.aborted {
                break;
            }
            proven_cap = cap;
            cap = next_cap(cap);
        }
        Some(ExactResult { moves, cap: proven_cap, nodes: self.nodes })
    }

    /// A move proven to be of maximal value, and that value, for the player to move in
    /// `position` (after `history`): cheaper than [`ExactSearch::solve`], since the other moves
    /// need only be shown no better (a null-window test each). `None` if the budget ends first;
    /// [`ExactSearch::open_moves`] then says which moves may still be best.
    pub fn prove_best(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Option<(usize, i32)> {
        self.open_moves = position.legal_moves().iter().collect();
        if !self.begin(position, history) {
            return None;
        }
        let mut successors: Vec<Successor> = position.successors().filter(|s| s.hole.is_some()).collect();
        successors.sort_by_key(|s| -s.net_gain(self.root));
        let mut cap = FIRST_CAP;
        while cap <= MAX_CAP {
            self.cap = cap;
            // A lower bound of the position and the move that reaches it (cut-offs at their worst).
            self.set_run(cap, false);
            let (mut lower, mut best) = (-INFINITY, 0);
            for (i, successor) in successors.iter().enumerate() {
                let gain = successor.net_gain(self.root);
                let value = if i == 0 {
                    gain - self.child_value(successor, 0, gain - INFINITY, gain - lower, budget)
                } else {
                    // A null window first: most moves are only shown no better.
                    let test = gain - self.child_value(successor, 0, gain - lower - 1, gain - lower, budget);
                    if test > lower && !self.aborted {
                        gain - self.child_value(successor, 0, gain - INFINITY, gain - test + 1, budget)
                    } else {
                        test
                    }
                };
                if value > lower {
                    (lower, best) = (value, i);
                }
            }
            // No move can do better, even with the cut-offs at their best. Every move is tested,
            // so that a proof that runs out of budget at the next cap still rules some out.
            self.set_run(cap, true);
            let mut better = Vec::new();
            for successor in &successors {
                if self.aborted {
                    break;
                }
                let gain = successor.net_gain(self.root);
                let value = gain - self.child_value(successor, 0, gain - lower - 1, gain - lower, budget);
                if value > lower {
                    better.extend(successor.hole);
                }
            }
            if self.aborted {
                return None;
            }
            let best_hole = successors.get(best)?.hole?;
            if better.is_empty() {
                return Some((best_hole, lower));
            }
            // The move reaching `lower` is at least as good as every move shown no better.
            better.push(best_hole);
            better.sort_unstable();
            better.dedup();
            self.open_moves = better;
            cap = next_cap(cap);
        }
        None
    }

    /// Forgets every table entry, so that the next search runs as a new one would.
    pub fn clear(&mut self) {
        self.table.fill(EMPTY);
    }

    /// After [`ExactSearch::prove_best`] ran out of budget, the moves that may still be of
    /// maximal value, in hole order: the other moves are proven no better than one of these
    /// (every legal move where nothing was proven).
    pub fn open_moves(&self) -> &[usize] {
        &self.open_moves
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn set_run(&mut self, cap: u32, optimistic: bool) {
        self.optimistic = optimistic;
        // Entries stay valid for later searches with the same cap, scoring and root player:
        // their keys hold the whole state of the capped game.
        self.run = (cap << 2 | u32::from(optimistic) << 1 | u32::from(self.root)) as u16 + 1;
    }

    /// The value of a successor for its player to move; `plies` are the capture-free plies
    /// searched before it in its stretch.
    fn child_value(
        &mut self,
        successor: &Successor,
        plies: u32,
        alpha: i32,
        beta: i32,
        budget: &Budget,
    ) -> i32 {
        let child = &successor.position;
        if child.is_over() {
            return 0;
        }
        let captured = successor.gained.iter().any(|&g| g > 0);
        let plies = if captured { 0 } else { plies + 1 };
        if self.tracker.push(child) >= 3 {
            self.tracker.pop();
            let mut ended = *child;
            ended.end_by_repetition(&mut ());
            let mover = child.to_move();
            let took = |p: &Position, who: usize| i32::from(p.captured()[who]);
            return took(&ended, usize::from(mover))
                - took(child, usize::from(mover))
                - (took(&ended, usize::from(1 - mover)) - took(child, usize::from(1 - mover)));
        }
        let value = if plies > self.cap {
            // Cut off: anything from losing to taking every seed left is still possible.
            let seeds = i32::from(child.seeds_on_board());
            if (child.to_move() == self.root) == self.optimistic {
                seeds
            } else {
                -seeds
            }
        } else {
            self.search(child, plies, alpha, beta, budget)
        };
        self.tracker.pop();
        value
    }

    /// Fail-soft negamax of a position already on the tracker.
    fn search(
        &mut self,
        position: &Position,
        plies: u32,
        mut alpha: i32,
        mut beta: i32,
        budget: &Budget,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes % CLOCK_EVERY == 0 && budget.exhausted(self.nodes) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        // No more seeds than are on the board can still change hands, in any run: its cut-offs
        // score at most those seeds too.
        let seeds = i32::from(position.seeds_on_board());
        if seeds <= alpha {
            return seeds;
        }
        if -seeds >= beta {
            return -seeds;
        }
        let key = position.repetition_key();
        let state = [
            key as u64,
            (key >> 64) as u64,
            self.tracker.stretch_hash(),
            u64::from(plies) << 8 | u64::from(position.starter()) | decided_rule_key(position) << 40,
        ];
        let hash = state.iter().fold(0x243F_6A88_85A3_08D3u64, |h, &x| mix(h ^ x));
        let check = state.iter().fold(0x1319_8A2E_0370_7344u64, |h, &x| mix(h.rotate_left(17) ^ x)) | 1;
        let slot = (hash as usize) & (self.table.len() - 1);
        let mut entry = self.table[slot];
        if entry.check != check {
            entry = Entry { check, ..EMPTY };
        }
        // The same game state searched under another cap or scoring still orders the moves.
        let table_move = entry.best;
        // Proven bounds on the true value hold in every run (see the module doc). Past this
        // test `lower < upper` (they could cross only by a hash collision).
        let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
        if lower >= beta || upper <= alpha || lower >= upper {
            return if lower >= beta { lower } else { upper };
        }
        alpha = alpha.max(lower);
        beta = beta.min(upper);
        if entry.run == self.run {
            let value = i32::from(entry.value);
            match entry.bound {
                Bound::Exact => return value.clamp(lower, upper),
                Bound::Lower => alpha = alpha.max(value),
                Bound::Upper => beta = beta.min(value),
            }
            if alpha >= beta {
                return value.clamp(lower, upper);
            }
        }
        let mover = position.to_move();
        let mut successors: Vec<Successor> = position.successors().collect();
        successors.sort_by_key(|s| (s.hole.map_or(u8::MAX, |h| h as u8) != table_move, -s.net_gain(mover)));
        let (alpha_in, beta_in) = (alpha, beta);
        let mut best = -INFINITY;
        let mut best_move = u8::MAX;
        for (i, successor) in successors.iter().enumerate() {
            let gain = successor.net_gain(mover);
            let value = if i == 0 {
                gain - self.child_value(successor, plies, gain - beta, gain - alpha, budget)
            } else {
                // Principal variation search: a null window shows most moves no better than the
                // best so far; only a move that beats it is searched again with the full window.
                let test = gain - self.child_value(successor, plies, gain - alpha - 1, gain - alpha, budget);
                if test > alpha && test < beta && !self.aborted {
                    gain - self.child_value(successor, plies, gain - beta, gain - test + 1, budget)
                } else {
                    test
                }
            };
            if self.aborted {
                return 0;
            }
            if value > best {
                best = value;
                best_move = successor.hole.map_or(u8::MAX, |h| h as u8);
                alpha = alpha.max(value);
            }
            if alpha >= beta {
                break;
            }
        }
        let best = best.clamp(lower, upper);
        let bound = Bound::of(best, alpha_in, beta_in);
        // What this run proves about the true value: where the cut-offs score against the mover,
        // a value that is at least `best` is at least `best` for real; where they score for the
        // mover, a value at most `best` is at most that for real.
        let favoured = (mover == self.root) == self.optimistic;
        let (mut lower, mut upper) = (entry.lower, entry.upper);
        match bound {
            Bound::Lower if !favoured => lower = lower.max(best as i8),
            Bound::Upper if favoured => upper = upper.min(best as i8),
            Bound::Exact if favoured => upper = upper.min(best as i8),
            Bound::Exact => lower = lower.max(best as i8),
            _ => {}
        }
        self.table[slot] =
            Entry { check, run: self.run, value: best as i8, bound, best: best_move, lower, upper };
        best
    }
}
