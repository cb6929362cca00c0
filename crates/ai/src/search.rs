//! Iterative-deepening alpha-beta with a transposition table, for every game and player count.
//!
//! Scores are always from the searching ("root") player's point of view. With two players this is
//! plain minimax; with three it is the *paranoid* search: the root player maximises and both
//! others minimise the root's score, as if they were one opponent. Chosen by measurement over
//! max-n (every player maximising their own score, no alpha-beta cuts): with the same evaluation
//! and 20 ms per move, paranoid won 53 and 65 of 90 three-player Ba-awa and Bakuk games against
//! random players (max-n 50 and 66) and 39 and 42 of 90 against greedy ones (max-n 19 and 34).
//!
//! Rules in the search: a finished game scores its result; a player with no legal move has the
//! settled position as the only successor ([`Position::successors`]: the round ends, or the turn
//! passes); a position that already occurred since the last capture (in the game or on the search
//! path) is scored as the end of the game by repetition, assuming the players would repeat it
//! again (exact values, repetition rule and all, are [`crate::ExactSearch`]'s job).

use crate::bound::Bound;
use mancala_rules::{Position, RepetitionTracker};

use crate::budget::Budget;
use crate::eval::{evaluate, evaluate_end, Evaluation, WIN};

const INFINITY: i32 = 2 * WIN;
/// Transposition table entries (a power of two): 16 bytes each, 4 MB.
const TABLE_SIZE: usize = 1 << 18;
/// The clock is asked once per this many nodes.
const CLOCK_EVERY: u64 = 256;

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    best: u8,
    /// The subtree was searched to finished games only (no evaluation at the depth limit), so
    /// the score holds at any depth.
    complete: bool,
}

const EMPTY_ENTRY: Entry =
    Entry { key: 0, score: 0, depth: 0, bound: Bound::Exact, best: u8::MAX, complete: false };

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub hole: usize,
    /// The root player's score (100 per seed of captured difference; about a million for a win).
    pub score: i32,
    /// The deepest fully searched depth, in moves.
    pub depth: u32,
    pub nodes: u64,
}

/// A reusable searcher; keeps its transposition table between searches.
#[derive(Clone, Debug)]
pub struct Searcher {
    table: Vec<Entry>,
    nodes: u64,
    aborted: bool,
    /// The node being searched met the depth limit somewhere below it (an evaluation, or a table
    /// entry that did).
    horizon: bool,
    /// The game's positions and the current search path, for the repetition rule.
    seen: RepetitionTracker,
}

/// What stays the same through one search.
#[derive(Clone, Copy)]
struct Context<'a> {
    /// The searching player: scores are theirs.
    root: u8,
    evaluation: Evaluation,
    budget: &'a Budget<'a>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

/// A legal move (or a stuck position's settlement, `hole` `u8::MAX`) and where it leads.
struct Child {
    hole: u8,
    position: Position,
    /// Seeds the mover took with it, for move ordering.
    gain: i32,
}

const NO_HOLE: u8 = u8::MAX;

/// The table's key of a state: the position, the searching player and evaluation, and the
/// positions of its capture-free stretch as a multiset (`stretch_hash`). A score depends on the
/// stretch: a line that comes back to one of its positions ends by repetition there. Keyed by
/// the position alone, a score found along one path was reused along another with a different
/// stretch (`ba2~albl`: d's +20 scored as +12 and f's +12 as +20, so the search, its tree
/// complete at 64 plies, played f); after a capture the stretch is the position alone, and
/// those states transpose freely.
fn table_key(position: &Position, stretch_hash: u64, root: u8, evaluation: Evaluation) -> u64 {
    let mut key = position.repetition_key();
    for &c in position.captured() {
        key = key << 7 ^ u128::from(c);
    }
    key = key << 3 ^ u128::from(root) << 1 ^ u128::from(evaluation == Evaluation::Strong);
    key = key << 4 ^ u128::from(position.starter());
    let mixed = (key as u64)
        ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ stretch_hash.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    let mixed = (mixed ^ mixed >> 31).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (mixed ^ mixed >> 29) | 1
}

/// The position's settled successors.
fn children(position: &Position) -> Vec<Child> {
    let mover = position.to_move();
    position
        .successors()
        .map(|s| Child {
            hole: s.hole.map_or(NO_HOLE, |h| h as u8),
            gain: i32::from(s.gained[usize::from(mover)]),
            position: s.position,
        })
        .collect()
}

impl Searcher {
    pub fn new() -> Searcher {
        Searcher {
            table: vec![EMPTY_ENTRY; TABLE_SIZE],
            nodes: 0,
            aborted: false,
            horizon: false,
            seen: RepetitionTracker::new(),
        }
    }

    /// The best move for the player to move, deepening up to `max_depth` moves while the budget
    /// lasts. `history` are the game's earlier positions (for the repetition rule). `None` if the
    /// position has no legal move.
    pub fn best_move(
        &mut self,
        position: &Position,
        history: &[Position],
        evaluation: Evaluation,
        max_depth: u32,
        budget: &Budget,
    ) -> Option<SearchResult> {
        self.best_move_among(position, history, evaluation, max_depth, budget, None)
    }

    /// [`Searcher::best_move`] choosing only among the holes `among` (all legal moves for
    /// `None`, or where none of them is legal).
    pub fn best_move_among(
        &mut self,
        position: &Position,
        history: &[Position],
        evaluation: Evaluation,
        max_depth: u32,
        budget: &Budget,
        among: Option<&[usize]>,
    ) -> Option<SearchResult> {
        self.start(position, history);
        let context = Context { root: position.to_move(), evaluation, budget };
        let mut moves = children(position);
        moves.retain(|c| c.hole != NO_HOLE);
        if let Some(among) = among {
            if moves.iter().any(|c| among.contains(&usize::from(c.hole))) {
                moves.retain(|c| among.contains(&usize::from(c.hole)));
            }
        }
        if moves.is_empty() {
            return None;
        }
        moves.sort_by_key(|c| -c.gain);
        let mut best: Option<SearchResult> = None;
        for depth in 1..=max_depth.clamp(1, 64) {
            self.horizon = false;
            let mut alpha = -INFINITY;
            let mut found = None;
            for (i, child) in moves.iter().enumerate() {
                let score = self.child_score(&child.position, depth - 1, alpha, INFINITY, context);
                if self.aborted {
                    break;
                }
                if found.is_none() || score > alpha {
                    alpha = score;
                    found = Some(i);
                }
            }
            match found {
                // A move that beat the previous best in an unfinished iteration is still better.
                Some(i) if !self.aborted || i != 0 => {
                    best = Some(SearchResult {
                        hole: usize::from(moves[i].hole),
                        score: alpha,
                        depth: if self.aborted { depth - 1 } else { depth },
                        nodes: self.nodes,
                    });
                    // Search the best move first next time.
                    moves[..=i].rotate_right(1);
                }
                _ => {}
            }
            // A forced win or loss is a floor, not the answer: deeper searches can find a larger
            // margin, so only a search that met no depth limit (its score is exact) ends early.
            if self.aborted || !self.horizon {
                break;
            }
        }
        // Out of budget before depth 1 was done: the move ordering's first choice.
        let result =
            best.unwrap_or(SearchResult { hole: usize::from(moves[0].hole), score: 0, depth: 0, nodes: 0 });
        Some(SearchResult { nodes: self.nodes, ..result })
    }

    /// Every legal move with its score at `depth` (full window, for levels that choose among
    /// good moves). Scores of moves not reached within the budget are left out.
    pub fn move_scores(
        &mut self,
        position: &Position,
        history: &[Position],
        evaluation: Evaluation,
        depth: u32,
        budget: &Budget,
    ) -> Vec<(usize, i32)> {
        self.start(position, history);
        let context = Context { root: position.to_move(), evaluation, budget };
        let mut scores = Vec::new();
        for child in children(position).iter().filter(|c| c.hole != NO_HOLE) {
            let score = self.child_score(&child.position, depth.max(1) - 1, -INFINITY, INFINITY, context);
            if self.aborted {
                break;
            }
            scores.push((usize::from(child.hole), score));
        }
        scores
    }

    fn start(&mut self, position: &Position, history: &[Position]) {
        self.nodes = 0;
        self.aborted = false;
        self.seen = RepetitionTracker::from_positions(history.iter().chain([position]));
    }

    /// The score of the position a move led to, with the repetition rule.
    fn child_score(&mut self, child: &Position, depth: u32, alpha: i32, beta: i32, context: Context) -> i32 {
        if self.seen.occurrences(child) > 0 {
            let mut ended = *child;
            ended.end_by_repetition(&mut ());
            return evaluate_end(&ended, context.root, context.evaluation);
        }
        self.seen.push(child);
        let score = self.alpha_beta(child, depth, alpha, beta, context);
        self.seen.pop();
        score
    }

    fn alpha_beta(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        context: Context,
    ) -> i32 {
        let Context { root, evaluation, budget } = context;
        self.nodes += 1;
        if self.nodes % CLOCK_EVERY == 0 && budget.exhausted(self.nodes) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if position.is_over() {
            return evaluate_end(position, root, evaluation);
        }
        if depth == 0 {
            self.horizon = true;
            return evaluate(position, root, evaluation);
        }
        let key = table_key(position, self.seen.stretch_hash(), root, evaluation);
        let slot = (key as usize) & (TABLE_SIZE - 1);
        let entry = self.table[slot];
        let mut table_move = u8::MAX;
        // Whether this subtree meets the depth limit (a table entry that did counts), apart from
        // what the caller's other moves did.
        let horizon_above = std::mem::replace(&mut self.horizon, false);
        if entry.key == key {
            table_move = entry.best;
            if u32::from(entry.depth) >= depth || entry.complete {
                self.horizon = !entry.complete;
                match entry.bound {
                    Bound::Exact => alpha = beta,
                    Bound::Lower => alpha = alpha.max(entry.score),
                    Bound::Upper => beta = beta.min(entry.score),
                }
                if alpha >= beta {
                    self.horizon |= horizon_above;
                    return entry.score;
                }
            }
        }

        let mut moves = children(position);
        moves.sort_by_key(|c| (c.hole != table_move, -c.gain));

        let maximising = position.to_move() == root;
        let (alpha_in, beta_in) = (alpha, beta);
        let mut best_score = if maximising { -INFINITY } else { INFINITY };
        let mut best_move = moves[0].hole;
        for child in &moves {
            let score = self.child_score(&child.position, depth - 1, alpha, beta, context);
            if self.aborted {
                self.horizon = true;
                return 0;
            }
            if maximising && score > best_score {
                best_score = score;
                best_move = child.hole;
                alpha = alpha.max(score);
            } else if !maximising && score < best_score {
                best_score = score;
                best_move = child.hole;
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best_score, alpha_in, beta_in);
        let complete = !self.horizon;
        self.horizon |= horizon_above;
        self.table[slot] =
            Entry { key, score: best_score, depth: depth.min(255) as u8, bound, best: best_move, complete };
        best_score
    }
}
