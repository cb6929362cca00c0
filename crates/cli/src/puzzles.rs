//! Puzzles drawn from perfect play: positions of games between expert, greedy and random
//! players where one move is the only one of maximal value and clearly better than the rest,
//! with the best line after it, its themes and how often weaker players find it.

use std::collections::HashSet;

use mancala_ai::{
    greedy_move, margin_so_far, random_move, Ai, Budget, Evaluation, Level, Searcher, ValuedMove,
};
use mancala_rules::{Event, Game, GameKind, Position, Rules, SplitMix64};

use crate::themes::themes;

/// Ba-awa: the answer's final margin beats every other move's by at least this many seeds.
pub const BA_AWA_MARGIN: i32 = 4;
/// Proof nodes for a Ba-awa candidate's values (and each move of its best line): positions whose
/// margin takes more are left out, so that a check can establish it again quickly.
pub const PROOF_NODES: u64 = 150_000;
/// Moves of the best line after the answer.
const LINE_PLIES: usize = 5;
/// The expert player of the games the positions come from: nodes a move.
const EXPERT_NODES: u64 = 4_000;
/// Puzzles taken from one game at most, so that they come from many games.
const PER_GAME: usize = 3;
/// The weak players' tries at each puzzle: the search at depths 1 to [`SEARCH_DEPTHS`], and
/// the greedy player with [`GREEDY_TRIES`] seeds (it breaks ties at random).
const SEARCH_DEPTHS: u32 = 6;
const GREEDY_TRIES: u64 = 4;

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub position: Position,
    /// The answer, then the best line after it.
    pub solution: Vec<usize>,
    pub themes: Vec<&'static str>,
    /// Share of the weak players' tries that found the answer.
    pub found: f64,
}

impl Puzzle {
    /// `easy` where most weak tries find the answer, `hard` where few do.
    pub fn difficulty(&self) -> &'static str {
        match self.found {
            f if f >= 0.9 => "easy",
            f if f >= 0.5 => "medium",
            _ => "hard",
        }
    }
}

/// Win (1), draw (0) or loss (-1) for the player to move, by the final margin.
fn outcome(position: &Position, value: i32) -> i32 {
    (margin_so_far(position) + value).signum()
}

/// The answer of `position` if it is a puzzle by `moves` (its values): a unique best move that
/// beats every other by [`BA_AWA_MARGIN`] seeds at least (Ba-awa), or whose outcome (win, draw
/// or loss) no other move reaches (Bakuk and Koumma), established by the proven bounds.
pub fn answer(position: &Position, moves: &[ValuedMove]) -> Option<usize> {
    let best = moves.iter().max_by_key(|m| m.lower)?;
    let others = || moves.iter().filter(|m| m.hole != best.hole);
    let clear = match position.rules().kind() {
        GameKind::BaAwa => others().all(|m| best.lower >= m.upper + BA_AWA_MARGIN),
        _ => {
            best.is_proven()
                && others()
                    .all(|m| m.is_proven() && outcome(position, m.lower) < outcome(position, best.lower))
        }
    };
    (clear && moves.len() > 1).then_some(best.hole)
}

/// Proof budget for a position's values: the solver needs none, the proof search
/// [`PROOF_NODES`].
fn proof_budget() -> Budget<'static> {
    Budget::nodes(PROOF_NODES)
}

/// Finds puzzles of two-player single games.
pub struct Finder {
    rules: Rules,
    ai: Ai,
    player: Ai,
    searcher: Searcher,
    rng: SplitMix64,
    seen: HashSet<String>,
}

impl Finder {
    /// A finder for `rules` (a two-player single game); `seed` makes its games.
    pub fn new(rules: Rules, seed: u64) -> Finder {
        Finder {
            rules,
            ai: Ai::new(seed),
            player: Ai::new(seed ^ 0x9e37),
            searcher: Searcher::new(),
            rng: SplitMix64::new(seed),
            seen: HashSet::new(),
        }
    }

    /// The next `count` puzzles, from new games; `progress` hears of each.
    pub fn find(&mut self, count: usize, mut progress: impl FnMut(&Puzzle)) -> Vec<Puzzle> {
        let mut puzzles = Vec::new();
        while puzzles.len() < count {
            let game = self.play_game();
            let mut taken = 0;
            for position in game.positions() {
                if puzzles.len() == count || taken == PER_GAME {
                    break;
                }
                if !self.seen.insert(position.to_notation()) {
                    continue;
                }
                if let Some(puzzle) = self.puzzle(position) {
                    progress(&puzzle);
                    puzzles.push(puzzle);
                    taken += 1;
                }
            }
        }
        puzzles
    }

    /// A game whose two sides are each an expert (at a small budget), a greedy or a random
    /// player, with a random move now and then.
    fn play_game(&mut self) -> Game {
        let mut game = Game::new(self.rules);
        let styles = [self.rng.below(3), self.rng.below(3)];
        while !game.position().is_over() {
            let position = *game.position();
            let style = if self.rng.below(8) == 0 { 2 } else { styles[usize::from(position.to_move())] };
            let hole = match style {
                0 => self
                    .player
                    .choose_move(&game, Level::Expert, &Budget::nodes(EXPERT_NODES))
                    .map(|choice| choice.hole),
                1 => greedy_move(&position, &mut self.rng),
                _ => random_move(&position, &mut self.rng),
            };
            let Some(hole) = hole else { break };
            if game.play(hole, &mut ()).is_err() {
                break;
            }
        }
        game
    }

    /// `position` as a puzzle, if it is one.
    fn puzzle(&mut self, position: &Position) -> Option<Puzzle> {
        if position.is_over() || position.legal_moves().len() < 2 {
            return None;
        }
        let moves = self.ai.exact_values(position, &[], &proof_budget()).ok()?;
        let hole = answer(position, &moves)?;
        let mut game = Game::from_position(*position);
        let mut answer_events = Vec::new();
        game.play(hole, &mut answer_events).ok()?;
        let mut solution = vec![hole];
        let mut line_events: Vec<Vec<Event>> = Vec::new();
        while solution.len() <= LINE_PLIES && !game.position().is_over() {
            let Some((next, history)) = game.positions().split_last() else { break };
            let Some(best) = self.proven_best(next, history) else { break };
            let mut events = Vec::new();
            game.play(best, &mut events).ok()?;
            line_events.push(events);
            solution.push(best);
        }
        let found = self.found_rate(position, hole);
        let themes = themes(position.to_move(), &answer_events, &line_events);
        Some(Puzzle { position: *position, solution, themes, found })
    }

    /// A move proven to be of maximal value (the lowest hole among equals).
    fn proven_best(&mut self, position: &Position, history: &[Position]) -> Option<usize> {
        let moves = self.ai.exact_values(position, history, &proof_budget()).ok()?;
        let top = moves.iter().map(|m| m.upper).max()?;
        moves.iter().find(|m| m.lower >= top).map(|m| m.hole)
    }

    /// Share of the weak players' tries that play `hole` in `position`.
    fn found_rate(&mut self, position: &Position, hole: usize) -> f64 {
        let mut tries = 0;
        let mut found = 0;
        for depth in 1..=SEARCH_DEPTHS {
            let choice =
                self.searcher.best_move(position, &[], Evaluation::Strong, depth, &Budget::nodes(u64::MAX));
            tries += 1;
            found += usize::from(choice.is_some_and(|c| c.hole == hole));
        }
        for seed in 0..GREEDY_TRIES {
            tries += 1;
            found += usize::from(greedy_move(position, &mut SplitMix64::new(seed)) == Some(hole));
        }
        found as f64 / f64::from(tries)
    }
}
