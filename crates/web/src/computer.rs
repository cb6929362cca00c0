//! The computer player for the page's Web Worker: one opaque handle that keeps the solved tables
//! and the search's memory between requests.

use mancala_ai::{choose_pits, margin_so_far, Ai, Budget, Evaluation, ExactSearch, Level, NoValues};
use mancala_rules::{Game, GameKind, Mode, Rules, Status};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::clock::{Allowance, Pace};
use crate::convert::to_js;

/// The longest a caller may let the computer think, whatever it asks for.
const MAX_MILLIS: f64 = 10_000.0;

/// What the computer does in the game's current state.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Decision {
    /// The hole to play, or null at the end of a match round.
    hole: Option<u8>,
    /// At the end of a match round, the extra pits the computer takes (empty if it does not
    /// choose).
    pits: Vec<u8>,
    /// The exact value of the move, where the game is solved.
    value: Option<i32>,
    depth: u32,
    nodes: f64,
}

/// Advice on one legal move.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HintValue {
    hole: u8,
    /// Exact future capture difference for the mover where proven (two-player Bakuk and
    /// Koumma; two-player Ba-awa from the opening book or a proof), or null.
    value: Option<i32>,
    best: bool,
    /// True when `value` and `best` are proven; false when `best` is the search's estimate.
    proven: bool,
}

/// Every legal move's value, or why the game has none.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveValues {
    /// False for a game without exact values (then `reason` says why and `moves` is empty).
    available: bool,
    /// `threePlayers`, `matchPlay` or `over` where not available; else null.
    reason: Option<&'static str>,
    /// The reason in English, for a console; else null.
    message: Option<String>,
    /// True once every move's value is proven: asking again changes nothing.
    complete: bool,
    moves: Vec<MoveValue>,
}

/// One legal move's value: the game's final seed margin for the player to move if the move is
/// played and both sides then play perfectly.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveValue {
    hole: u8,
    /// The move's letter in a record.
    ply: String,
    /// The value where proven; else what `bound` says.
    value: i32,
    /// The proven range of the value (equal to `value` once proven).
    lower: i32,
    upper: i32,
    proven: bool,
    /// `exact`, `atLeast`, `atMost` (a proven bound, `value` itself) or `estimate` (the
    /// search's, within `lower..=upper`).
    bound: &'static str,
}

/// A computer player.
#[wasm_bindgen]
pub struct Computer {
    /// `None` once freed (see [`crate::GameHandle::release`]): every later call throws.
    ai: Option<Ai>,
    /// The review's proof search ([`Computer::position_value`]), made on first use: its table
    /// stays valid from one position of a game to the next, so later positions reuse it.
    review_proof: Option<ExactSearch>,
    /// The search nodes a millisecond buys here, for the node caps.
    pace: Pace,
}

/// The review's proof search table: 2^19 entries of 16 bytes, 8 MB.
const REVIEW_TABLE_BITS: u32 = 19;
/// Share of a review request's time given to the proof; the search's estimate gets the rest
/// (an estimate needs far less time to be useful than a proof needs to succeed).
const REVIEW_PROOF_SHARE: f64 = 0.75;
/// Share of a first values request's time given to the proof; the search's estimates of the
/// moves it leaves open get the rest. Later requests for the same position go on with the proof.
const VALUES_PROOF_SHARE: f64 = 0.75;
/// The search adds this to a won game's score (and takes it from a lost one's): `mancala_ai`'s
/// `WIN`, above any evaluation. Scores beyond half of it are wins or losses.
const SEARCH_WIN: i32 = 1_000_000;
/// A captured seed in the search's scores: its own evaluation's weight (`mancala_ai`'s
/// `CAPTURED_SEED`), and the arena baseline's (`BASELINE_CAPTURED_SEED`).
const STRONG_SEED: f64 = 100.0;
const BASELINE_SEED: f64 = 8.0;

fn game_of(record: &JsValue) -> Result<Game, JsError> {
    let record = crate::args::string(record, "a game record (a string such as \"bk2~ad\")")?;
    Game::from_record(&record).map_err(|e| JsError::new(&e.to_string()))
}

fn millis_arg(millis: &JsValue) -> Result<f64, JsError> {
    const WHAT: &str = "the thinking time, a number of milliseconds from 0";
    let millis = crate::args::finite(millis, WHAT)?;
    if millis >= 0.0 {
        Ok(millis.min(MAX_MILLIS))
    } else {
        Err(crate::args::expected(WHAT, &millis.into()))
    }
}

fn level_arg(level: &JsValue) -> Result<Level, JsError> {
    const WHAT: &str = "a level: beginner, intermediate or expert";
    Level::from_name(&crate::args::string(level, WHAT)?).ok_or_else(|| crate::args::expected(WHAT, level))
}

#[wasm_bindgen]
impl Computer {
    /// `seed` drives the random choices of the weaker levels.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: JsValue) -> Result<Computer, JsError> {
        let seed = crate::args::finite(&seed, "a seed, a number")?;
        Ok(Computer { ai: Some(Ai::new(seed.to_bits())), review_proof: None, pace: Pace::default() })
    }

    /// Frees the solved tables and the search's memory at once; later calls throw.
    #[wasm_bindgen(js_name = free)]
    pub fn release(&mut self) {
        self.ai = None;
        self.review_proof = None;
    }

    fn live(&mut self) -> Result<&mut Ai, JsError> {
        self.ai
            .as_mut()
            .ok_or_else(|| crate::args::expected_got("a Computer that is not freed", "one already freed"))
    }

    /// Solves the game ahead of time where it can be solved (two-player Bakuk and Koumma, and
    /// under "stop when decided" every capture difference too), so the first move comes at once.
    /// Returns true if there is a solver for these rules.
    pub fn prepare(&mut self, rules: JsValue) -> Result<bool, JsError> {
        let ai = self.live()?;
        let rules = crate::convert::rules_arg(&rules)?;
        Ok(ai.prepare(rules))
    }

    /// Loads the two-player Ba-awa opening book (the bytes of `ba2-book.bin`, written by
    /// `mancala solve ba2 --book N`, in a `Uint8Array`); returns the number of game states it
    /// proves. Anything else is refused, and the book loaded before stays.
    #[wasm_bindgen(js_name = loadBook)]
    pub fn load_book(&mut self, bytes: JsValue) -> Result<u32, JsError> {
        let ai = self.live()?;
        let book = crate::book_bytes::read(&bytes)?;
        let states = book.len() as u32;
        ai.load_book(book);
        Ok(states)
    }

    /// The computer's decision in the current state of the game given by `record`, at `level`
    /// (`beginner`, `intermediate`, `expert`), thinking for at most `millis` milliseconds by the
    /// monotonic clock (`performance.now`), and for a bounded number of search nodes whatever
    /// the clock does.
    ///
    /// The first request for two-player Bakuk or Koumma at intermediate or expert level solves
    /// the game first, whatever the budget (1 to 2 s in a browser): call [`Computer::prepare`]
    /// ahead of play so the moves come at once.
    pub fn decide(&mut self, record: JsValue, level: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let game = game_of(&record)?;
        let level = level_arg(&level)?;
        let millis = millis_arg(&millis)?;
        let rules = game.rules();
        let phases = if level == Level::Expert { phases(rules) } else { 1.0 };
        let max_nodes = self.pace.max_nodes(rules.players(), millis / phases);
        let ai = self.live()?;
        let allowance = Allowance::new(millis);
        let out_of_time = || allowance.out_of_time();
        let first_phase_over = || allowance.past(0.5);
        let budget = Budget::clock(max_nodes, &out_of_time, &first_phase_over);
        let decision = match game.status() {
            Status::Playing { .. } => {
                let choice = ai
                    .choose_move(&game, level, &budget)
                    .ok_or_else(|| crate::args::expected_got("a position with a move", "none to choose"))?;
                // The nodes are those of the phase that chose: the proof (from the start) or the
                // search (from its first look at the clock).
                self.pace.record(rules.players(), choice.nodes, allowance.last_phase_millis());
                Decision {
                    hole: Some(choice.hole as u8),
                    pits: Vec::new(),
                    value: choice.exact_value,
                    depth: choice.depth,
                    nodes: choice.nodes as f64,
                }
            }
            Status::RoundOver { next, .. } => Decision {
                hole: None,
                pits: choose_pits(&next).unwrap_or_default().iter().map(|pit| pit as u8).collect(),
                value: None,
                depth: 0,
                nodes: 0.0,
            },
            Status::Over { .. } => {
                return Err(crate::args::expected_got("a game in play", "one that is over"));
            }
        };
        to_js(&decision)
    }

    /// Advice on every legal move of the current position: exact values where the game is
    /// solved, otherwise the best move found in `millis` milliseconds (with the same node cap
    /// as [`Computer::decide`]; the first request for two-player Bakuk or Koumma solves the game
    /// first, whatever the budget).
    pub fn hints(&mut self, record: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let game = game_of(&record)?;
        let millis = millis_arg(&millis)?;
        let rules = game.rules();
        let max_nodes = self.pace.max_nodes(rules.players(), millis / phases(rules));
        let ai = self.live()?;
        let allowance = Allowance::new(millis);
        let out_of_time = || allowance.out_of_time();
        let first_phase_over = || allowance.past(0.5);
        let budget = Budget::clock(max_nodes, &out_of_time, &first_phase_over);
        let hints: Vec<HintValue> = ai.hints(&game, &budget).iter().map(hint_value).collect();
        to_js(&hints)
    }

    /// Every legal move's value in the current position of `record` (two-player single games of
    /// Bakuk, Koumma and Ba-awa), thinking for at most `millis` milliseconds: `{ available,
    /// reason, message, complete, moves: [{ hole, ply, value, lower, upper, proven, bound }] }`.
    /// The first request for a position proves what it can in three quarters of the time and
    /// estimates the rest; asked again for the same position, the proof goes on where it
    /// stopped, all the time its own (give each request more time than the last: a proof cut
    /// short redoes some of its work). Match play, three players and a game over answer
    /// `available: false` with the reason; a record that cannot be read throws.
    #[wasm_bindgen(js_name = moveValues)]
    pub fn move_values(&mut self, record: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let game = game_of(&record)?;
        let millis = millis_arg(&millis)?;
        let Some((position, history)) = game.positions().split_last() else {
            return Err(crate::args::expected_got("a game", "none"));
        };
        let max_nodes = self.pace.max_nodes(2, millis);
        let ai = self.live()?;
        let allowance = Allowance::new(millis);
        let out_of_time = || allowance.out_of_time();
        let proof_over = || allowance.past(VALUES_PROOF_SHARE);
        let budget = Budget::clock(max_nodes, &out_of_time, &proof_over);
        let answer = match ai.improve_values(position, history, &budget) {
            Ok(moves) => {
                let so_far = margin_so_far(position);
                let seeds = i32::from(position.seeds_on_board());
                MoveValues {
                    available: true,
                    reason: None,
                    message: None,
                    complete: moves.iter().all(|m| m.is_proven()),
                    moves: moves
                        .iter()
                        .map(|m| MoveValue {
                            hole: m.hole as u8,
                            ply: char::from(b'a' + m.hole as u8).to_string(),
                            value: so_far + m.estimate,
                            lower: so_far + m.lower.max(-seeds),
                            upper: so_far + m.upper.min(seeds),
                            proven: m.is_proven(),
                            bound: m.kind(position).name(),
                        })
                        .collect(),
                }
            }
            Err(no) => MoveValues {
                available: false,
                reason: Some(match no {
                    NoValues::ThreePlayers => "threePlayers",
                    NoValues::MatchPlay => "matchPlay",
                    NoValues::Over => "over",
                }),
                message: Some(no.to_string()),
                complete: true,
                moves: Vec::new(),
            },
        };
        to_js(&answer)
    }

    /// The value of the current two-player Ba-awa position given by `record`, for the review
    /// chart: the seeds the player to move will still take minus the opponent's (in match play,
    /// in this round), as move advice in the shape of [`Computer::hints`]. Proven where the book
    /// or a proof search within three quarters of `millis` gives it (`proven: true`; every move
    /// whose value the proof settled has it, the others `null`); otherwise the search's estimate
    /// of its best move in the time left (one entry, `proven: false`), as whole seeds, kept
    /// within the bounds the proof did establish.
    #[wasm_bindgen(js_name = positionValue)]
    pub fn position_value(&mut self, record: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let game = game_of(&record)?;
        let millis = millis_arg(&millis)?;
        let Some((position, history)) = game.positions().split_last() else {
            return Err(crate::args::expected_got("a game", "none"));
        };
        if position.rules().kind() != GameKind::BaAwa || position.rules().players() != 2 {
            return Err(crate::args::expected_got("a two-player Ba-awa game", "another game"));
        }
        if position.is_over() {
            return Err(crate::args::expected_got("a game in play", "one that is over"));
        }
        let ai = self
            .ai
            .as_mut()
            .ok_or_else(|| crate::args::expected_got("a Computer that is not freed", "one already freed"))?;
        // The opening book answers without searching; a budget of no nodes keeps the hints' own
        // proof and search from running when it does not know the position.
        let booked = ai.hints(&game, &Budget::nodes(0));
        if !booked.is_empty() && booked.iter().all(|h| h.proven) {
            return to_js(&booked.iter().map(hint_value).collect::<Vec<_>>());
        }
        let allowance = Allowance::new(millis);
        let proof_over = || allowance.past(REVIEW_PROOF_SHARE);
        let proof_budget = Budget {
            max_nodes: self.pace.max_nodes(2, millis * REVIEW_PROOF_SHARE),
            out_of_time: Some(&proof_over),
            first_phase_over: None,
        };
        let proof = self.review_proof.get_or_insert_with(|| ExactSearch::new(REVIEW_TABLE_BITS));
        let result = proof.solve(position, history, &proof_budget);
        self.pace.record(2, result.as_ref().map_or(0, |r| r.nodes), allowance.millis_so_far());
        let (lower, upper) = result.as_ref().map_or((-INFINITE_SEEDS, INFINITE_SEEDS), |r| r.bounds());
        if let Some((result, value)) = result.as_ref().and_then(|r| Some((r, r.value()?))) {
            let hints: Vec<HintValue> = result
                .moves
                .iter()
                .filter_map(|m| {
                    let hole = m.hole? as u8;
                    Some(HintValue {
                        hole,
                        value: m.value(),
                        best: m.value() == Some(value),
                        proven: m.is_proven(),
                    })
                })
                .collect();
            return to_js(&hints);
        }
        let out_of_time = || allowance.out_of_time();
        let max_nodes = self.pace.max_nodes(2, millis * (1.0 - REVIEW_PROOF_SHARE));
        let budget = Budget { max_nodes, out_of_time: Some(&out_of_time), first_phase_over: None };
        // Match play: the engine's own evaluation also counts the pits the captures buy (a pit is
        // worth 10 seeds at a round's end), which says little about the round's seeds; the
        // baseline's counts seeds alone (less 2/8 of a seed a pit holding an even count).
        let (evaluation, seed) = match position.rules().mode() {
            Mode::Single => (Evaluation::Strong, STRONG_SEED),
            Mode::Match { .. } => (Evaluation::Baseline, BASELINE_SEED),
        };
        let found = ai
            .searcher()
            .best_move(position, history, evaluation, 64, &budget)
            .ok_or_else(|| crate::args::expected_got("a position with a move", "none to choose"))?;
        self.pace.record(2, found.nodes, allowance.last_phase_millis());
        let mut score = found.score;
        if score >= SEARCH_WIN / 2 {
            score -= SEARCH_WIN;
        } else if score <= -SEARCH_WIN / 2 {
            score += SEARCH_WIN;
        }
        // The search scores the whole game (captures so far included); the value is what is
        // still to come, and no more than the seeds on the board can still change hands.
        let mover = usize::from(position.to_move());
        let taken = i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover]);
        let seeds = i32::from(position.seeds_on_board());
        // Kept within the proof's bounds (a lower bound wins where the two disagree).
        let (lowest, highest) = (lower.max(-seeds), upper.min(seeds));
        let estimate = ((f64::from(score) / seed).round() as i32 - taken).min(highest).max(lowest);
        let hint = HintValue { hole: found.hole as u8, value: Some(estimate), best: true, proven: false };
        to_js(&[hint])
    }
}

/// The phases that share a request's nodes in these rules: two where the expert (and the hints)
/// try a proof before the search (two-player single games, as `mancala_ai` decides), else one.
fn phases(rules: Rules) -> f64 {
    if rules.players() == 2 && rules.mode() == Mode::Single {
        2.0
    } else {
        1.0
    }
}

/// Bounds wide enough for any position (at most 48 seeds change hands).
const INFINITE_SEEDS: i32 = 100;

fn hint_value(h: &mancala_ai::Hint) -> HintValue {
    HintValue { hole: h.hole as u8, value: h.value, best: h.best, proven: h.proven }
}
