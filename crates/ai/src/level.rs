//! Playing levels and the one entry point the user interface calls: [`Ai`].

use mancala_rules::{Game, HoleSet, Mode, NextRound, Position, RepetitionTracker, Rules, SplitMix64};

use crate::book::{Book, HARD_STATE_NODES};
use crate::budget::Budget;
use crate::decided::DecidedSolver;
use crate::eval::Evaluation;
use crate::exact::ExactSearch;
use crate::mcts::Mcts;
use crate::search::Searcher;
use crate::solver::{MoveValue, Solver};
use crate::values::{self, NoValues, ValuedMove, ValuesProgress};

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A shallow search that picks at random among the moves that look about as good as the best:
    /// sensible moves, some mistakes.
    Beginner,
    /// A deeper search (or, in two-player Bakuk and Koumma, the solver) with small mistakes.
    Intermediate,
    /// The best the engine has: perfect play in two-player Bakuk and Koumma; in two-player
    /// Ba-awa a move of proven maximal value where the opening book or a proof within the budget
    /// gives one; otherwise the full search for the rest of the budget, among the moves the
    /// proof did not rule out.
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Expert];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Expert => "expert",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }
}

/// The computer's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub hole: usize,
    /// The exact future capture difference of the move, when it was proven (the Bakuk solver,
    /// the Ba-awa book or proof search).
    pub exact_value: Option<i32>,
    /// Depth searched (0 for the solver) and nodes visited.
    pub depth: u32,
    pub nodes: u64,
}

/// Advice on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub hole: usize,
    /// Exact future capture difference for the mover, where proven (two-player Bakuk and
    /// Koumma always; two-player Ba-awa from the book or a proof within the budget).
    pub value: Option<i32>,
    /// One of the best moves.
    pub best: bool,
    /// True when `value` and `best` are proven; false for the search's estimate.
    pub proven: bool,
}

/// Search depth and the tolerance (in hundredths of a seed) of the levels that make mistakes.
const BEGINNER: (u32, i32) = (2, 200);
const INTERMEDIATE: (u32, i32) = (4, 50);
/// With three players the intermediate level's Monte Carlo search stops after this many moves.
const INTERMEDIATE_MCTS_NODES: u64 = 20_000;
/// Most nodes of a Ba-awa proof search before a move (the rest of the budget goes to the
/// ordinary search when it fails): about half a second in a browser, half its budget.
pub const PROOF_NODES: u64 = 1_500_000;
/// The proof search's table: 2^19 entries of 16 bytes, 8 MB.
pub const PROOF_TABLE_BITS: u32 = 19;

/// Under "stop when decided", a position with at most this many seeds on the board that no solve
/// holds yet is solved from itself rather than from the start: a sixth of the start's states at
/// most (1.5 M from a 24-seed Bakuk board, 0.09 s natively), so a one-off `mancala values` of a
/// late position answers at once.
const FROM_ITSELF_SEEDS: u8 = 24;

/// [`Ai::improve_values`]'s proof table: 2^21 entries of 16 bytes, 32 MB.
const VALUES_TABLE_BITS: u32 = 21;

/// A computer player: keeps the solved tables and the search's memory between moves.
#[derive(Clone, Debug)]
pub struct Ai {
    solvers: Vec<Solver>,
    /// Under "stop when decided": the states reachable from the start, then at most one more
    /// solve, from the last position met that those do not hold (a position set up elsewhere).
    decided: Vec<DecidedSolver>,
    book: Book,
    /// Made on first use (its table is large).
    exact: Option<ExactSearch>,
    proof_table_bits: u32,
    searcher: Searcher,
    mcts: Mcts,
    rng: SplitMix64,
    /// The last position [`Ai::improve_values`] valued, and how far.
    values: Option<ValuesProgress>,
    /// [`Ai::improve_values`]'s own proof search, made on first use: larger than the moves'
    /// (a request cut short keeps more of its work for the next).
    values_exact: Option<ExactSearch>,
}

impl Ai {
    /// `seed` drives the random choices of the weaker levels.
    pub fn new(seed: u64) -> Ai {
        Ai {
            solvers: Vec::new(),
            decided: Vec::new(),
            book: Book::default(),
            exact: None,
            proof_table_bits: PROOF_TABLE_BITS,
            searcher: Searcher::new(),
            mcts: Mcts::new(seed ^ 0x6d63_7473),
            rng: SplitMix64::new(seed),
            values: None,
            values_exact: None,
        }
    }

    /// The solver for these rules (every board reachable from the start), solved on first use
    /// (about a tenth of a second natively) and kept; `None` unless the rules are two-player Bakuk
    /// or Koumma.
    pub fn solver(&mut self, rules: Rules) -> Option<&Solver> {
        if let Some(i) = self.solvers.iter().position(|s| s.covers(rules)) {
            return self.solvers.get(i);
        }
        self.solvers.push(Solver::new(rules)?);
        self.solvers.last()
    }

    /// A solver that knows `position`: the one from the start, or for a position it cannot reach
    /// (a record set up elsewhere) one over every board, solved once and kept.
    fn solver_for(&mut self, position: &Position) -> Option<&Solver> {
        self.solver(position.rules())?;
        if let Some(i) = self.solvers.iter().position(|s| s.has_board(position)) {
            return self.solvers.get(i);
        }
        self.solvers.push(Solver::all_boards(position.rules())?);
        self.solvers.last()
    }

    /// Solves ahead of time what the moves and values under these rules need, so that they come
    /// at once: the solver (or under "stop when decided" the [`DecidedSolver`] from the start).
    /// False where the rules are not solved (Ba-awa, three players).
    pub fn prepare(&mut self, rules: Rules) -> bool {
        if rules.variant().stop_when_decided {
            self.decided_solver(rules).is_some()
        } else {
            self.solver(rules).is_some()
        }
    }

    /// Under "stop when decided", the [`DecidedSolver`] of every state reachable from the start
    /// (about a second natively), solved on first use and kept; `None` for other rules.
    pub fn decided_solver(&mut self, rules: Rules) -> Option<&DecidedSolver> {
        let start = Position::new(rules);
        if let Some(i) = self.decided.iter().position(|s| s.has_position(&start)) {
            return self.decided.get(i);
        }
        self.decided.insert(0, DecidedSolver::new(rules)?);
        self.decided.first()
    }

    /// Under "stop when decided", a [`DecidedSolver`] that holds `position`: one already solved;
    /// else, with more than [`FROM_ITSELF_SEEDS`] seeds on the board, the one from the start
    /// (which holds every position of a game from the start); otherwise, or where that one does
    /// not hold it, one solved from `position` itself, kept until another position needs its own.
    fn decided_solver_for(&mut self, position: &Position) -> Option<&DecidedSolver> {
        if position.seeds_on_board() > FROM_ITSELF_SEEDS {
            self.decided_solver(position.rules())?;
        }
        if let Some(i) = self.decided.iter().position(|s| s.has_position(position)) {
            return self.decided.get(i);
        }
        let solved = DecidedSolver::from_position(position)?;
        self.decided.retain(|s| s.has_position(&Position::new(s.rules())));
        self.decided.push(solved);
        self.decided.last()
    }

    /// Uses `book` for two-player Ba-awa openings from now on.
    pub fn load_book(&mut self, book: Book) {
        self.book = book;
    }

    /// Every legal move's value in a two-player single game, in hole order: from the solver
    /// (two-player Bakuk and Koumma), the book, or the proof search within `budget` (bounds
    /// where it does not finish); see [`ValuedMove`].
    pub fn exact_values(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Result<Vec<ValuedMove>, NoValues> {
        values::values_apply(position)?;
        let solved = self.solved_move_values(position);
        let exact = self.exact.get_or_insert_with(|| ExactSearch::new(self.proof_table_bits));
        values::exact_values(position, history, solved, &self.book, exact, budget)
    }

    /// Every move's value from the solver, where the rules are solved: under "stop when
    /// decided" from the [`DecidedSolver`] (`None` where it does not know them: with
    /// `leftover: own-side`, a board whose value depends on the history).
    fn solved_move_values(&mut self, position: &Position) -> Option<Vec<MoveValue>> {
        if position.rules().variant().stop_when_decided {
            return self.decided_solver_for(position)?.move_values(position);
        }
        self.solver_for(position).and_then(|s| s.move_values(position))
    }

    /// [`Ai::exact_values`] with the proof in the budget's first phase (all of it where it has
    /// none), then an estimate of each move not proven by the search for the rest of the budget,
    /// which must end.
    pub fn move_values(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Result<Vec<ValuedMove>, NoValues> {
        let mut moves = self.exact_values(position, history, &budget.first_phase(u64::MAX))?;
        values::estimate_open(position, history, &mut self.searcher, budget, &mut moves);
        Ok(moves)
    }

    /// Every legal move's value, as [`Ai::move_values`] gives them, improved by each call for the
    /// same position and history: a later call spends its whole `budget` going on with the
    /// proof (from the bounds and the cap the last one reached) and keeps the estimates, within
    /// the new bounds, of the moves still open. Call it again until every move is proven; a call
    /// for another position starts afresh.
    pub fn improve_values(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Result<Vec<ValuedMove>, NoValues> {
        values::values_apply(position)?;
        let mut progress = match self.values.take() {
            Some(progress) if progress.is_of(position, history) => progress,
            _ => {
                let solved = self.solved_move_values(position);
                let mut progress = ValuesProgress::new(position, history);
                // The large table only where the solver and the book do not answer.
                if !progress.start_known(history, solved, &self.book) {
                    let exact = self.values_exact.get_or_insert_with(|| ExactSearch::new(VALUES_TABLE_BITS));
                    progress.start_proof(history, exact, &mut self.searcher, budget)?;
                }
                let moves = progress.moves.clone();
                self.values = Some(progress);
                return Ok(moves);
            }
        };
        if !progress.is_done() {
            let exact = self.values_exact.get_or_insert_with(|| ExactSearch::new(VALUES_TABLE_BITS));
            progress.improve(history, exact, budget);
        }
        let moves = progress.moves.clone();
        self.values = Some(progress);
        Ok(moves)
    }

    /// Gives the proof search a table of `2^bits` entries of 16 bytes from now on (default
    /// [`PROOF_TABLE_BITS`]): more memory, fewer nodes on large positions.
    pub fn set_proof_table_bits(&mut self, bits: u32) {
        if bits != self.proof_table_bits {
            self.proof_table_bits = bits;
            self.exact = None;
        }
    }

    /// Two-player Ba-awa: a move of proven maximal value from the book (random among the best)
    /// or a proof within the budget (at most [`PROOF_NODES`]). Otherwise the moves the search
    /// should choose among: those the proof did not show to be no better than another (`None`
    /// where there was no proof).
    fn proven_choice(
        &mut self,
        position: &Position,
        history: &[Position],
        budget: &Budget,
    ) -> Result<Choice, Option<Vec<usize>>> {
        if !proof_applies(position.rules()) {
            return Err(None);
        }
        if let Some((good, best)) = self.book.best_moves(position, history) {
            let hole = good[self.rng.below(good.len())];
            return Ok(Choice { hole, exact_value: Some(best), depth: 0, nodes: 0 });
        }
        let exact = self.exact.get_or_insert_with(|| ExactSearch::new(self.proof_table_bits));
        let budget = budget.first_phase(PROOF_NODES);
        // Proving one move best is usually cheaper than valuing every move (86 of 100 sampled
        // positions, 4.0 M nodes in all against 12.3 M), but not always: a null window can stall
        // where the full values come quickly (`ba2~fgdgfl`: 2.97 M against 235,000). So half the
        // nodes to `prove_best` (at least what the book counts on: every state it leaves out is
        // proven best within `HARD_STATE_NODES`), then the rest to `solve`, which goes on from
        // the proven bounds the first left in the table.
        let first_nodes = (budget.max_nodes / 2).max(HARD_STATE_NODES.min(budget.max_nodes));
        let first = Budget { max_nodes: first_nodes, ..budget };
        if let Some((hole, value)) = exact.prove_best(position, history, &first) {
            return Ok(Choice { hole, exact_value: Some(value), depth: 0, nodes: exact.nodes() });
        }
        let open = exact.open_moves().to_vec();
        let spent = exact.nodes();
        let rest = Budget { max_nodes: budget.max_nodes.saturating_sub(spent), ..budget };
        if rest.max_nodes == 0 {
            return Err(Some(open));
        }
        let Some(solved) = exact.solve(position, history, &rest) else { return Err(Some(open)) };
        let nodes = spent + solved.nodes;
        if let Some(best) = solved.proven_best() {
            let hole = best.hole.expect("a game that goes on has a move");
            return Ok(Choice { hole, exact_value: Some(best.lower), depth: 0, nodes });
        }
        // The search chooses only among moves that may still be best: neither shown worse than
        // another nor shown no better than one that may be better (`ba2~fgah`: a, proven 0,
        // beside d, at least 0; left to choose among all four, the search at 22 plies scored
        // a and d alike and played a, where without a it reaches 34 plies and finds d's +8).
        Err(Some(solved.may_be_best(&open)))
    }

    /// The search, for callers that want it directly (the arena's baseline player).
    pub fn searcher(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// The computer's move in the current position of `game`; `None` when no move is to be made
    /// (the game or round is over).
    pub fn choose_move(&mut self, game: &Game, level: Level, budget: &Budget) -> Option<Choice> {
        let (position, history) = game.positions().split_last()?;
        self.choose_move_in(position, history, level, budget)
    }

    /// [`Ai::choose_move`] for a position and the positions before it (oldest first).
    pub fn choose_move_in(
        &mut self,
        position: &Position,
        history: &[Position],
        level: Level,
        budget: &Budget,
    ) -> Option<Choice> {
        self.choose(position, history, level, budget, true)
    }

    /// [`Ai::choose_move_in`]; `prove` false skips the Ba-awa proof (already tried).
    fn choose(
        &mut self,
        position: &Position,
        history: &[Position],
        level: Level,
        budget: &Budget,
        prove: bool,
    ) -> Option<Choice> {
        let legal = position.legal_moves();
        if legal.is_empty() {
            return None;
        }
        if level != Level::Beginner {
            if let Some(choice) = self.solved_choice(position, history, level) {
                return Some(choice);
            }
        }
        let mut open_moves = None;
        if level == Level::Expert && prove {
            match self.proven_choice(position, history, budget) {
                Ok(choice) => return Some(choice),
                Err(open) => open_moves = open,
            }
        }
        if position.rules().players() == 3 && level != Level::Beginner {
            // Three players: Monte Carlo tree search with a max-n backup (measured better than
            // the paranoid alpha-beta search; see `mcts.rs`). The intermediate level thinks less.
            let budget = match level {
                Level::Intermediate => {
                    Budget { max_nodes: budget.max_nodes.min(INTERMEDIATE_MCTS_NODES), ..*budget }
                }
                _ => *budget,
            };
            let result = self.mcts.best_move(position, &budget)?;
            return Some(Choice { hole: result.hole, exact_value: None, depth: 0, nodes: result.nodes });
        }
        let (depth, tolerance) = match level {
            Level::Beginner => BEGINNER,
            Level::Intermediate => INTERMEDIATE,
            Level::Expert => {
                let result = self.searcher.best_move_among(
                    position,
                    history,
                    Evaluation::Strong,
                    64,
                    budget,
                    open_moves.as_deref(),
                )?;
                return Some(Choice {
                    hole: result.hole,
                    exact_value: None,
                    depth: result.depth,
                    nodes: result.nodes,
                });
            }
        };
        let scores = self.searcher.move_scores(position, history, Evaluation::Strong, depth, budget);
        let best = scores.iter().map(|&(_, s)| s).max();
        let good: Vec<usize> =
            scores.iter().filter(|&&(_, s)| Some(s + tolerance) >= best).map(|&(hole, _)| hole).collect();
        // Out of budget before any move was scored: any legal move.
        let hole = match good.len() {
            0 => legal.nth(self.rng.below(legal.len()))?,
            n => good[self.rng.below(n)],
        };
        Some(Choice { hole, exact_value: None, depth, nodes: 0 })
    }

    /// Expert: a best move by the solver (random among equals); intermediate: half the time a
    /// move up to 2 seeds worse. Among equals, moves to a position not seen since the last
    /// capture come first: a value is reached by making progress, and a best move that goes
    /// round in a cycle could otherwise be chosen until the repetition rule ends the game short
    /// of it.
    fn solved_choice(&mut self, position: &Position, history: &[Position], level: Level) -> Option<Choice> {
        // Where the game stops when decided and the values are not known, the played-on
        // solver's best moves keep the result, though not the margin.
        let (moves, exact) = match self.solved_move_values(position) {
            Some(moves) => (moves, true),
            None if position.rules().variant().stop_when_decided => {
                (self.solver_for(position)?.move_values(position)?, false)
            }
            None => return None,
        };
        let best = moves.iter().map(|m| m.value).max()?;
        let slack = if level == Level::Intermediate && self.rng.below(2) == 0 { 2 } else { 0 };
        let seen = RepetitionTracker::from_positions(history.iter().chain([position]));
        let is_new = |hole: usize| {
            let mut next = *position;
            next.play(hole).is_ok() && seen.occurrences(&next) == 0
        };
        let mut good: Vec<_> = moves.iter().filter(|m| m.value + slack >= best).collect();
        if good.iter().any(|m| is_new(m.hole)) {
            good.retain(|m| is_new(m.hole));
        }
        let chosen = good.get(self.rng.below(good.len()))?;
        let exact_value = exact.then_some(chosen.value);
        Some(Choice { hole: chosen.hole, exact_value, depth: 0, nodes: 0 })
    }

    /// Hints for the player to move: where the values are proven (two-player Bakuk and Koumma;
    /// two-player Ba-awa from the book or a proof within the budget) every legal move with its
    /// exact value ("this move loses 2" is a value 2 below the best); elsewhere the expert's
    /// move, marked as an estimate.
    pub fn hints(&mut self, game: &Game, budget: &Budget) -> Vec<Hint> {
        let Some((position, history)) = game.positions().split_last() else { return Vec::new() };
        let proven = self.exact_values(position, history, &budget.first_phase(PROOF_NODES));
        if let Some(moves) = proven.ok().filter(|moves| moves.iter().all(ValuedMove::is_proven)) {
            let best = moves.iter().map(|m| m.lower).max();
            return moves
                .iter()
                .map(|m| Hint {
                    hole: m.hole,
                    value: Some(m.lower),
                    best: Some(m.lower) == best,
                    proven: true,
                })
                .collect();
        }
        self.choose(position, history, Level::Expert, budget, false)
            .map(|choice| Hint { hole: choice.hole, value: None, best: true, proven: false })
            .into_iter()
            .collect()
    }
}

/// The proofs and the book are for two-player single games (Ba-awa match play has its own
/// objective: the pits the captures buy).
fn proof_applies(rules: Rules) -> bool {
    // Two-player Bakuk and Koumma reach the proof only where the solver's bounds do not meet
    // (`leftover: own-side` boards whose value depends on the history).
    rules.players() == 2 && rules.mode() == Mode::Single
}

/// The pits a match round's winner takes, when the computer won it: the automatic choice.
/// `None` when nobody chooses.
pub fn choose_pits(next: &NextRound) -> Option<HoleSet> {
    next.chooser.map(|_| next.automatic_choice())
}
