//! An opening book for two-player Ba-awa: for every game state the expert can meet, to move,
//! within the first plies, a move of proven maximal value and its value (and, where they were
//! proven too, the values of the other moves), in a compact file the browser loads with the
//! engine.
//!
//! **Which states.** The expert's own lines: it may move first or second; where it is to move it
//! plays a best move from the book, and the opponent may answer with any legal move. So the book
//! holds the start, every state after one move, and then after each of the expert's best moves
//! every reply, to the depth asked for. A state the expert cannot reach (after one of its own
//! mistakes) is not in the book.
//!
//! **Hard states only, further on.** Past that depth most states are proven by the expert itself
//! within its budget, so storing them would only make the file larger. The generator can follow
//! the lines further (through the move the expert's own proof plays, from an empty table) and
//! store only the *hard* states: those where that proof does not finish within the expert's
//! budget. Then the expert, on its lines to that depth, always has a proven best move.
//!
//! **Why the best move and not every value.** Proving that one move is best needs its value
//! and, for every other move, only an upper bound no higher (a null-window test each); a full
//! solve needs every move's exact value, which at the first plies costs many times more. The
//! generator tries the full solve within a small budget (so that hints get every value where
//! that is cheap) and otherwise proves the best move alone.
//!
//! A value can depend on the history since the last capture (the repetition rule), so a book
//! state is the position (board, ownership, player to move, round's starter) together with the
//! multiset of the positions before it in its capture-free stretch
//! ([`RepetitionTracker::stretch_hash`]), hashed to 64 bits.
//!
//! File format (little-endian): the magic `MBK2`, the number of entries as a `u32`, then the
//! entries sorted by key, each a `u64` key and one `i8` per pit of the player to move in pit
//! order (6 in two-player Ba-awa): the move's proven value; [`AT_MOST_BEST`] where the move is
//! legal and proven no better than the best value, its own value unknown; or `i8::MIN` where the
//! pit is not a legal move. 14 bytes an entry. Files of the first format, `MBK1`, are read too:
//! the same layout with every value proven.

use mancala_rules::{Game, Position, RepetitionTracker, Rules};

use crate::budget::Budget;
use crate::exact::ExactSearch;

const MAGIC: &[u8; 4] = b"MBK2";
/// The first format: the same layout, every legal move's value proven.
const MAGIC_FULL_VALUES: &[u8; 4] = b"MBK1";
const PITS: usize = 6;
const ENTRY_BYTES: usize = 8 + PITS;
const NOT_LEGAL: i8 = i8::MIN;
/// A legal move proven no better than the best one; its own value is not in the book.
pub const AT_MOST_BEST: i8 = i8::MIN + 1;
/// Past the book's full depth, a state is stored when the expert's own proof of its best move,
/// from an empty table, needs more nodes than this: a fifth of the expert's
/// [`crate::PROOF_NODES`], and a third of the 936,000 nodes that Chromium's worker here proves in
/// the 450 ms the expert gives its proof, so that slower devices still prove the rest in time.
pub const HARD_STATE_NODES: u64 = 300_000;

/// Why a book file cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file does not start with `MBK2` (or the first format's `MBK1`).
    NotABook,
    /// The file's length does not match its entry count.
    Length { expected: usize, found: usize },
    /// The keys are not in increasing order.
    Unsorted,
}

impl core::fmt::Display for BookError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            BookError::NotABook => {
                f.write_str("expected an opening book (a file starting with MBK2 or MBK1)")
            }
            BookError::Length { expected, found } => {
                write!(f, "expected a book of {expected} bytes, found {found}")
            }
            BookError::Unsorted => f.write_str("expected book entries sorted by key"),
        }
    }
}

impl std::error::Error for BookError {}

/// Proven move values by game state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<(u64, [i8; PITS])>,
}

/// The book key of `position` reached after `history` (oldest first).
pub fn book_key(position: &Position, history: &[Position]) -> u64 {
    let tracker = RepetitionTracker::from_positions(history.iter().chain([position]));
    let key = position.repetition_key();
    let parts = [key as u64, (key >> 64) as u64, tracker.stretch_hash(), u64::from(position.starter())];
    parts.iter().fold(0x6d61_6e63_616c_6121, |h, &x| {
        let x = (h ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^ x >> 29
    })
}

/// The pits of the player to move, in order.
fn own_pits(position: &Position) -> impl Iterator<Item = usize> + '_ {
    let mover = position.to_move();
    position.owners().iter().enumerate().filter(move |&(_, &o)| o == mover).map(|(pit, _)| pit)
}

impl Book {
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's entry for a state: every legal move as `(hole, value)` in hole order, the
    /// value `None` where only "no better than the best" is proven.
    fn entry(&self, position: &Position, history: &[Position]) -> Option<Vec<(usize, Option<i32>)>> {
        if position.rules().players() != 2 || position.is_over() {
            return None;
        }
        let key = book_key(position, history);
        let at = self.entries.binary_search_by_key(&key, |&(k, _)| k).ok()?;
        let values = self.entries[at].1;
        let moves: Vec<(usize, Option<i32>)> = own_pits(position)
            .zip(values)
            .filter(|&(_, v)| v != NOT_LEGAL)
            .map(|(pit, v)| (pit, (v != AT_MOST_BEST).then_some(i32::from(v))))
            .collect();
        // A hash collision with another state would show as a different set of legal moves.
        let legal: Vec<usize> = position.legal_moves().iter().collect();
        (moves.iter().map(|&(pit, _)| pit).eq(legal)).then_some(moves)
    }

    /// The proven value of every legal move, as `(hole, value)` in hole order, if the state is in
    /// the book with all of them.
    pub fn move_values(&self, position: &Position, history: &[Position]) -> Option<Vec<(usize, i32)>> {
        self.entry(position, history)?.into_iter().map(|(hole, value)| Some((hole, value?))).collect()
    }

    /// The moves proven to be of maximal value, in hole order, and that value, if the state is
    /// in the book.
    pub fn best_moves(&self, position: &Position, history: &[Position]) -> Option<(Vec<usize>, i32)> {
        let moves = self.entry(position, history)?;
        let best = moves.iter().filter_map(|&(_, v)| v).max()?;
        Some((moves.iter().filter(|&&(_, v)| v == Some(best)).map(|&(hole, _)| hole).collect(), best))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(8 + self.entries.len() * ENTRY_BYTES);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for (key, values) in &self.entries {
            bytes.extend_from_slice(&key.to_le_bytes());
            bytes.extend(values.iter().map(|&v| v as u8));
        }
        bytes
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let (magic, rest) = bytes.split_at_checked(4).ok_or(BookError::NotABook)?;
        if magic != MAGIC && magic != MAGIC_FULL_VALUES {
            return Err(BookError::NotABook);
        }
        let (count, rest) = rest.split_at_checked(4).ok_or(BookError::NotABook)?;
        let count = u32::from_le_bytes(count.try_into().map_err(|_| BookError::NotABook)?) as usize;
        let expected = count.saturating_mul(ENTRY_BYTES).saturating_add(8);
        if rest.len() + 8 != expected {
            return Err(BookError::Length { expected, found: bytes.len() });
        }
        let entries: Vec<(u64, [i8; PITS])> = rest
            .chunks_exact(ENTRY_BYTES)
            .map(|chunk| {
                let (key, values) = chunk.split_at(8);
                let key = u64::from_le_bytes(key.try_into().unwrap_or_default());
                (key, core::array::from_fn(|i| values[i] as i8))
            })
            .collect();
        if entries.windows(2).any(|pair| pair[0].0 >= pair[1].0) {
            return Err(BookError::Unsorted);
        }
        Ok(Book { entries })
    }

    /// Proves a best move in every state the expert can meet, to move, within `depth.every`
    /// plies of the start of two-player Ba-awa `rules`, and in the hard states from there to
    /// `depth.hard` (see the module doc). Each state first gets the proof the expert itself would
    /// make within `budgets.expert`, from an empty table (in `searches.expert`); beyond
    /// `depth.every` a state it proves is not stored, and the line through its move is followed.
    /// Any other state gets a full solve within `budgets.full`, else a proof of its best move
    /// within `budgets.best`. A state that `known` (an earlier book) holds is taken from it, and
    /// the lines through each of its best moves are followed. `report` is called after each
    /// state, with its game; `ply_done` after each ply with the book so far. States not proven
    /// are left out, and the lines through them are not followed.
    pub fn generate(
        rules: Rules,
        depth: BookDepth,
        known: &Book,
        searches: &mut BookSearches,
        budgets: &BookBudgets,
        mut report: impl FnMut(&StateReport, &Game),
        mut ply_done: impl FnMut(u32, &Book),
    ) -> Book {
        let mut book = Book::default();
        let mut seen = std::collections::HashSet::new();
        let start = Game::new(rules);
        // The expert moving first meets the start; moving second, every state after one move.
        let mut frontier = vec![start.clone()];
        // The states of the next ply (found two plies before it).
        let mut later = Vec::new();
        for hole in start.position().legal_moves() {
            let mut child = start.clone();
            if child.play(hole, &mut ()).is_ok() {
                later.push(child);
            }
        }
        let plies = depth.hard.max(depth.every);
        for ply in 0..=plies {
            let mut next = Vec::new();
            for game in frontier.drain(..) {
                let (position, history) = game.positions().split_last().expect("a game has a position");
                if position.is_over() || !seen.insert(book_key(position, history)) {
                    continue;
                }
                let expert = ExpertProof::of(position, history, &mut searches.expert, budgets.expert);
                let state = match known.known_state(position, history, expert) {
                    Some(state) => state,
                    None => match expert.proof {
                        Some((hole, value)) if ply > depth.every => {
                            ProvenState::by_expert(hole, value, expert)
                        }
                        _ => prove_state(position, history, &mut searches.book, budgets, expert),
                    },
                };
                let mut state_report = state.report;
                state_report.ply = ply;
                report(&state_report, &game);
                if !state.proven {
                    continue;
                }
                if let Some(values) = state.values {
                    book.insert(book_key(position, history), values);
                }
                if ply + 2 > plies {
                    continue;
                }
                for hole in state.best_holes {
                    let mut after_best = game.clone();
                    if after_best.play(hole, &mut ()).is_err() {
                        continue;
                    }
                    if after_best.position().is_over() {
                        continue;
                    }
                    for reply in after_best.position().legal_moves() {
                        let mut child = after_best.clone();
                        if child.play(reply, &mut ()).is_ok() {
                            next.push(child);
                        }
                    }
                }
            }
            ply_done(ply, &book);
            frontier = std::mem::replace(&mut later, next);
        }
        book
    }

    /// Adds the entries of `other` for states this book lacks, and replaces an entry that has
    /// only a best move by `other`'s where that has every value.
    pub fn merge(&mut self, other: &Book) {
        let full = |values: &[i8; PITS]| !values.contains(&AT_MOST_BEST);
        for &(key, values) in &other.entries {
            match self.entries.binary_search_by_key(&key, |&(k, _)| k) {
                Ok(at) if !full(&self.entries[at].1) && full(&values) => self.entries[at].1 = values,
                Ok(_) => {}
                Err(at) => self.entries.insert(at, (key, values)),
            }
        }
    }

    /// A state this book holds, as [`Book::generate`] would have proven it.
    fn known_state(
        &self,
        position: &Position,
        history: &[Position],
        expert: ExpertProof,
    ) -> Option<ProvenState> {
        let key = book_key(position, history);
        let at = self.entries.binary_search_by_key(&key, |&(k, _)| k).ok()?;
        let (best_holes, value) = self.best_moves(position, history)?;
        let values = self.entries[at].1;
        let report = StateReport {
            ply: 0,
            lower: value,
            upper: value,
            full: !values.contains(&AT_MOST_BEST),
            stored: true,
            nodes: 0,
            expert_proves: expert.proof.is_some(),
            expert_nodes: expert.nodes,
        };
        Some(ProvenState { report, proven: true, values: Some(values), best_holes })
    }

    fn insert(&mut self, key: u64, values: [i8; PITS]) {
        if let Err(at) = self.entries.binary_search_by_key(&key, |&(k, _)| k) {
            self.entries.insert(at, (key, values));
        }
    }
}

/// The proof searches of [`Book::generate`]: one for the book, one with the expert's table.
#[derive(Clone, Debug)]
pub struct BookSearches {
    pub book: ExactSearch,
    pub expert: ExactSearch,
}

/// How far [`Book::generate`] follows the expert's lines.
#[derive(Clone, Copy, Debug)]
pub struct BookDepth {
    /// Every state to this ply is stored.
    pub every: u32,
    /// From there to this ply, only the states the expert's own proof does not settle.
    pub hard: u32,
}

/// The node budgets of [`Book::generate`].
#[derive(Clone, Copy, Debug)]
pub struct BookBudgets {
    /// For the full solve (every move's value) tried first.
    pub full: u64,
    /// For the proof of a best move where the full solve did not finish.
    pub best: u64,
    /// The expert's own proof in the browser, measured for each state.
    pub expert: u64,
}

/// What [`Book::generate`] established about one state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateReport {
    /// Plies from the start.
    pub ply: u32,
    /// Proven bounds on the state's value for the player to move (equal once proven).
    pub lower: i32,
    pub upper: i32,
    /// Every move's value proven (else only a best move's).
    pub full: bool,
    /// The state is in the book (else a hard-states ply's state that the expert proves itself).
    pub stored: bool,
    /// Nodes the book's proof took.
    pub nodes: u64,
    /// The expert's own proof within its budget found a best move, and the nodes it took.
    pub expert_proves: bool,
    pub expert_nodes: u64,
}

struct ProvenState {
    report: StateReport,
    /// A best move was proven.
    proven: bool,
    /// The book entry; `None` where nothing is stored.
    values: Option<[i8; PITS]>,
    /// The moves the expert plays from the book.
    best_holes: Vec<usize>,
}

impl ProvenState {
    /// A state the expert's own proof settles: nothing stored, the line through its move followed.
    fn by_expert(hole: usize, value: i32, expert: ExpertProof) -> ProvenState {
        let report = StateReport {
            ply: 0,
            lower: value,
            upper: value,
            full: false,
            stored: false,
            nodes: 0,
            expert_proves: true,
            expert_nodes: expert.nodes,
        };
        ProvenState { report, proven: true, values: None, best_holes: vec![hole] }
    }
}

/// The proof the expert itself makes of a state's best move, from an empty table (as for the
/// first move it is asked for): the move and its value if it finished, and the nodes it took.
#[derive(Clone, Copy, Debug)]
struct ExpertProof {
    proof: Option<(usize, i32)>,
    nodes: u64,
}

impl ExpertProof {
    fn of(position: &Position, history: &[Position], search: &mut ExactSearch, nodes: u64) -> ExpertProof {
        search.clear();
        let proof = search.prove_best(position, history, &Budget::nodes(nodes));
        ExpertProof { proof, nodes: search.nodes() }
    }
}

fn prove_state(
    position: &Position,
    history: &[Position],
    search: &mut ExactSearch,
    budgets: &BookBudgets,
    expert: ExpertProof,
) -> ProvenState {
    let mut report = StateReport {
        ply: 0,
        lower: -100,
        upper: 100,
        full: false,
        stored: true,
        nodes: 0,
        expert_proves: expert.proof.is_some(),
        expert_nodes: expert.nodes,
    };
    let mut values = [NOT_LEGAL; PITS];
    if let Some(result) = search.solve(position, history, &Budget::nodes(budgets.full)) {
        report.nodes = result.nodes;
        (report.lower, report.upper) = result.bounds();
        if result.is_proven() {
            for (slot, pit) in values.iter_mut().zip(own_pits(position)) {
                if let Some(m) = result.moves.iter().find(|m| m.hole == Some(pit)) {
                    *slot = m.lower as i8;
                }
            }
            let best_holes =
                result.moves.iter().filter(|m| m.lower == report.lower).filter_map(|m| m.hole).collect();
            report.full = true;
            return ProvenState { report, proven: true, values: Some(values), best_holes };
        }
    }
    let proof = search.prove_best(position, history, &Budget::nodes(budgets.best));
    report.nodes += search.nodes();
    let Some((hole, value)) = proof else {
        report.stored = false;
        return ProvenState { report, proven: false, values: None, best_holes: Vec::new() };
    };
    (report.lower, report.upper) = (value, value);
    let legal = position.legal_moves();
    for (slot, pit) in values.iter_mut().zip(own_pits(position)) {
        if pit == hole {
            *slot = value as i8;
        } else if legal.contains(pit) {
            *slot = AT_MOST_BEST;
        }
    }
    ProvenState { report, proven: true, values: Some(values), best_holes: vec![hole] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        assert_eq!(Book::from_bytes(b""), Err(BookError::NotABook));
        assert_eq!(Book::from_bytes(b"MBK3\0\0\0\0"), Err(BookError::NotABook));
        assert_eq!(Book::from_bytes(b"MBK2\x01\0\0\0"), Err(BookError::Length { expected: 22, found: 8 }));
        let empty = Book::default();
        assert_eq!(Book::from_bytes(&empty.to_bytes()), Ok(empty));
    }

    #[test]
    fn a_best_move_entry_gives_the_best_move_and_no_full_values() {
        let rules = mancala_rules::parse_rules_str("ba2").unwrap();
        let start = Position::new(rules);
        let key = book_key(&start, &[]);
        let partial =
            Book { entries: vec![(key, [5, AT_MOST_BEST, AT_MOST_BEST, 5, AT_MOST_BEST, AT_MOST_BEST])] };
        let read = Book::from_bytes(&partial.to_bytes()).unwrap();
        assert_eq!(read.best_moves(&start, &[]), Some((vec![0, 3], 5)));
        assert_eq!(read.move_values(&start, &[]), None);
        // Merging a book with every value replaces the best-move entry; the other way it stays.
        let full = Book { entries: vec![(key, [5, 0, -2, 5, 1, -8])] };
        let mut merged = read.clone();
        merged.merge(&full);
        assert_eq!(
            merged.move_values(&start, &[]),
            Some(vec![(0, 5), (1, 0), (2, -2), (3, 5), (4, 1), (5, -8)])
        );
        let mut kept = full.clone();
        kept.merge(&read);
        assert_eq!(kept, full);
    }
}
