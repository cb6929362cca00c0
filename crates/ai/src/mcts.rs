//! Monte Carlo tree search (UCT) with a max-n backup, for three players.
//!
//! Each node keeps, for every player, the sum of the rewards of the playouts through it; a player
//! choosing among children looks at their own column only (max-n: every player plays for
//! themselves, no coalition). A reward is the player's share of the win (1 for the sole top
//! score, 1/k for a top score shared by k players, 0 otherwise) plus a small part for their
//! share of the captured seeds, so that among lost or won lines the better margin still counts.
//! A shared top score may be worth less than its share ([`MctsConfig::shared_top`]).
//!
//! In the tree, an opponent of the player to move at the root may be modelled as taking the
//! move that captures most now ([`MctsConfig::opponent_greedy`]) instead of the move best for
//! them by max-n: against players who take what they can, the search then spends its playouts
//! on the replies that come, and finds the lines that exploit them.
//!
//! Playouts are random with a light greedy touch: with probability `greedy` the playout mover
//! takes the move that captures most now.
//!
//! The budget counts moves played (in the tree and in the playouts), the same unit as the
//! alpha-beta search's nodes, and asks the clock every few playouts.

use mancala_rules::{GameKind, Position, RepetitionTracker, Rules, SplitMix64, Successor};

use crate::budget::Budget;

/// The clock is asked once per this many playouts.
const CLOCK_EVERY: u32 = 8;
/// Playouts longer than this end by repetition (they do not occur in practice; a guard).
const MAX_PLAYOUT: u32 = 400;

/// Settings of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// UCT exploration constant.
    pub exploration: f32,
    /// Weight of the capture share in the reward (the win share has `1 - margin`).
    pub margin: f32,
    /// Probability that a playout move is the greediest one instead of a random one.
    pub greedy: f32,
    /// Probability that an opponent of the root's player, in the tree, takes the move that
    /// captures most now (random among equals) instead of its max-n choice.
    pub opponent_greedy: f32,
    /// Worth of a top score shared by `k` players, as a part of the `1/k` share of the win.
    pub shared_top: f32,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig { exploration: 0.7, margin: 0.2, greedy: 0.5, opponent_greedy: 0.0, shared_top: 1.0 }
    }
}

impl MctsConfig {
    /// The measured settings for a game: Ba-awa's short three-player games are mostly searched
    /// to the end, and less exploration with more weight on the margin played better there
    /// (against greedy players, 100,000 moves a move, 90 games: 39 wins against 27). Its last
    /// seat won far more often against greedy players with the opponents modelled as greedy and
    /// a shared top score worth half (seat C, 1,000 games: 145 wins against 112; a shared top
    /// score worth nothing won a little more there, but shared fewer against max-n players;
    /// `docs/computer.md`). Bakuk kept the defaults (48 wins against 40).
    pub fn for_rules(rules: Rules) -> MctsConfig {
        match rules.kind() {
            GameKind::BaAwa => MctsConfig {
                exploration: 0.3,
                margin: 0.5,
                opponent_greedy: 0.8,
                shared_top: 0.5,
                ..MctsConfig::default()
            },
            _ => MctsConfig::default(),
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsResult {
    pub hole: usize,
    /// Playouts through the chosen move, and in all.
    pub visits: u32,
    pub playouts: u32,
    /// The mover's mean reward for the chosen move (0 to 1).
    pub value: f32,
    /// Moves played, in the tree and in the playouts.
    pub nodes: u64,
}

#[derive(Clone, Debug)]
struct Node {
    position: Position,
    /// The hole played to get here (`u8::MAX` at the root).
    hole: u8,
    /// Seeds the parent's player to move took with this move.
    gain: u8,
    /// The children, once expanded: `first_child..first_child + child_count`.
    first_child: u32,
    child_count: u8,
    expanded: bool,
    visits: u32,
    reward: [f32; 3],
}

impl Node {
    fn new(position: Position, hole: u8, gain: u8) -> Node {
        Node {
            position,
            hole,
            gain,
            first_child: 0,
            child_count: 0,
            expanded: false,
            visits: 0,
            reward: [0.0; 3],
        }
    }
}

/// A reusable Monte Carlo searcher; it plays with [`MctsConfig::for_rules`] of the position.
#[derive(Clone, Debug)]
pub struct Mcts {
    config: MctsConfig,
    nodes: Vec<Node>,
    rng: SplitMix64,
    moves: u64,
    tracker: RepetitionTracker,
    path: Vec<u32>,
}

/// Every player's reward for a finished game: win share (a shared one by `shared_top`), plus
/// capture share by `margin`.
fn rewards(position: &Position, config: &MctsConfig) -> [f32; 3] {
    let captured = position.captured();
    let players = captured.len();
    let top = captured.iter().copied().max().unwrap_or(0);
    let leaders = captured.iter().filter(|&&c| c == top).count() as f32;
    let total = f32::from(position.total_seeds().max(1));
    let mut reward = [0.0; 3];
    for (p, r) in reward.iter_mut().enumerate().take(players) {
        let win = match (captured[p] == top, leaders > 1.0) {
            (false, _) => 0.0,
            (true, false) => 1.0,
            (true, true) => config.shared_top / leaders,
        };
        *r = (1.0 - config.margin) * win + config.margin * f32::from(captured[p]) / total;
    }
    reward
}

/// The move that captures most for the mover (the first among equals), or a stuck position's
/// settlement; `None` for a finished game.
fn greediest(position: &Position, moves: &mut u64) -> Option<Position> {
    let mover = usize::from(position.to_move());
    let mut best: Option<Successor> = None;
    for successor in position.successors() {
        *moves += 1;
        if best.as_ref().map_or(true, |b| successor.gained[mover] > b.gained[mover]) {
            best = Some(successor);
        }
    }
    best.map(|b| b.position)
}

impl Mcts {
    pub fn new(seed: u64) -> Mcts {
        Mcts {
            config: MctsConfig::default(),
            nodes: Vec::new(),
            rng: SplitMix64::new(seed),
            moves: 0,
            tracker: RepetitionTracker::new(),
            path: Vec::new(),
        }
    }

    /// The best move for the player to move by the budget's end (at least one playout per move);
    /// `None` without a legal move.
    pub fn best_move(&mut self, position: &Position, budget: &Budget) -> Option<MctsResult> {
        self.config = MctsConfig::for_rules(position.rules());
        self.nodes.clear();
        self.moves = 0;
        self.nodes.push(Node::new(*position, u8::MAX, 0));
        self.expand(0);
        let root = &self.nodes[0];
        match root.child_count {
            0 => return None,
            1 => {
                let only = &self.nodes[root.first_child as usize];
                return Some(MctsResult {
                    hole: usize::from(only.hole),
                    visits: 0,
                    playouts: 0,
                    value: 0.0,
                    nodes: self.moves,
                });
            }
            _ => {}
        }
        let minimum = u32::from(root.child_count);
        let mut playouts = 0u32;
        loop {
            if playouts >= minimum
                && (self.moves >= budget.max_nodes
                    || (playouts % CLOCK_EVERY == 0 && budget.exhausted(self.moves)))
            {
                break;
            }
            self.iterate();
            playouts += 1;
        }
        let root = &self.nodes[0];
        let mover = usize::from(position.to_move());
        let children = root.first_child as usize..(root.first_child as usize + usize::from(root.child_count));
        let best = children.map(|i| &self.nodes[i]).max_by(|a, b| {
            let mean = |n: &Node| n.reward[mover] / n.visits.max(1) as f32;
            a.visits.cmp(&b.visits).then(mean(a).total_cmp(&mean(b)))
        })?;
        Some(MctsResult {
            hole: usize::from(best.hole),
            visits: best.visits,
            playouts,
            value: best.reward[mover] / best.visits.max(1) as f32,
            nodes: self.moves,
        })
    }

    /// Adds the children of a node (settling a stuck position first).
    fn expand(&mut self, index: usize) {
        let node = &mut self.nodes[index];
        node.expanded = true;
        if node.position.is_over() {
            return;
        }
        let position = node.position;
        let mover = usize::from(position.to_move());
        let mut children: Vec<Node> = position
            .successors()
            .map(|s| Node::new(s.position, s.hole.map_or(u8::MAX, |h| h as u8), s.gained[mover]))
            .collect();
        self.moves += position.candidates().len() as u64;
        // Captures first: they are tried first, and the greediest moves are the first children.
        children.sort_by_key(|child| std::cmp::Reverse(child.gain));
        let first = self.nodes.len() as u32;
        let count = children.len() as u8;
        self.nodes.extend(children);
        let node = &mut self.nodes[index];
        node.first_child = first;
        node.child_count = count;
    }

    fn select_child(&mut self, index: usize, root_mover: u8) -> usize {
        let node = &self.nodes[index];
        let first = node.first_child as usize;
        let children = first..first + usize::from(node.child_count);
        let mover = node.position.to_move();
        let log_n = (node.visits.max(1) as f32).ln();
        if mover != root_mover && self.chance(self.config.opponent_greedy) {
            let top = self.nodes[first].gain;
            let greediest = children.take_while(|&i| self.nodes[i].gain == top).count();
            return first + self.rng.below(greediest);
        }
        let mover = usize::from(mover);
        let mut best = first;
        let mut best_score = f32::NEG_INFINITY;
        for i in children {
            let child = &self.nodes[i];
            if child.visits == 0 {
                return i;
            }
            let n = child.visits as f32;
            let score = child.reward[mover] / n + self.config.exploration * (log_n / n).sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// One playout: down the tree by UCT, expand, play out, back up.
    fn iterate(&mut self) {
        // A playout from a finished game plays no move but still counts, so the budget ends.
        self.moves += 1;
        self.path.clear();
        let mut index = 0;
        let root_mover = self.nodes[0].position.to_move();
        self.path.push(0);
        loop {
            let node = &self.nodes[index];
            if node.position.is_over() {
                break;
            }
            if !node.expanded {
                if node.visits == 0 && index != 0 {
                    break;
                }
                self.expand(index);
            }
            if self.nodes[index].child_count == 0 {
                break;
            }
            index = self.select_child(index, root_mover);
            self.path.push(index as u32);
        }
        let reward = self.playout(self.nodes[index].position);
        for &i in &self.path {
            let node = &mut self.nodes[i as usize];
            node.visits += 1;
            for (sum, r) in node.reward.iter_mut().zip(reward) {
                *sum += r;
            }
        }
    }

    /// True with probability `p` (never for 0).
    fn chance(&mut self, p: f32) -> bool {
        p > 0.0 && (self.rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 <= p
    }

    fn playout(&mut self, mut position: Position) -> [f32; 3] {
        self.tracker.clear();
        self.tracker.push(&position);
        let mut plies = 0;
        while !position.is_over() {
            let played = if self.chance(self.config.greedy) {
                match greediest(&position, &mut self.moves) {
                    Some(next) => {
                        position = next;
                        true
                    }
                    None => false,
                }
            } else {
                self.moves += 1;
                mancala_rules::play_random(&mut position, &mut self.rng).is_some()
            };
            if played {
                plies += 1;
                if self.tracker.push(&position) >= 3 || plies >= MAX_PLAYOUT {
                    position.end_by_repetition(&mut ());
                }
            }
        }
        rewards(&position, &self.config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::parse_rules_str;

    #[test]
    fn rewards_share_wins_and_add_up() {
        let position = Position::new(parse_rules_str("ba3").unwrap());
        let mut ended = position;
        ended.end_by_repetition(&mut ());
        // Every seed goes to its owner: 16 each, a three-way draw.
        let share = MctsConfig { margin: 0.0, ..MctsConfig::default() };
        let r = rewards(&ended, &share);
        assert!(r.iter().all(|&x| (x - 1.0 / 3.0).abs() < 1e-6), "{r:?}");
    }

    #[test]
    fn takes_an_obvious_capture_and_stays_in_budget() {
        for name in ["ba3", "bk3"] {
            let rules = parse_rules_str(name).unwrap();
            let mut mcts = Mcts::new(7);
            let start = Position::new(rules);
            let result = mcts.best_move(&start, &Budget::nodes(20_000)).unwrap();
            assert!(start.legal_moves().contains(result.hole));
            assert!(result.nodes < 21_000, "{name}: {}", result.nodes);
            assert!(result.playouts > 50);
        }
    }

    #[test]
    fn a_modelled_opponent_takes_a_greediest_move() {
        let rules = parse_rules_str("ba3").unwrap();
        let mut rng = SplitMix64::new(11);
        let mut mcts = Mcts::new(5);
        mcts.config = MctsConfig { opponent_greedy: 1.0, ..MctsConfig::for_rules(rules) };
        let mut position = Position::new(rules);
        let mut choices_with_a_capture = 0;
        while !position.is_over() {
            mcts.nodes.clear();
            mcts.nodes.push(Node::new(position, u8::MAX, 0));
            mcts.expand(0);
            let mover = usize::from(position.to_move());
            let most = position.successors().map(|s| s.gained[mover]).max().unwrap();
            let least = position.successors().map(|s| s.gained[mover]).min().unwrap();
            if most > least {
                choices_with_a_capture += 1;
            }
            // Max-n would pick a child that captures least.
            let (first, count) = (mcts.nodes[0].first_child as usize, usize::from(mcts.nodes[0].child_count));
            for child in &mut mcts.nodes[first..first + count] {
                child.visits = 1;
                child.reward[mover] = f32::from(most - child.gain);
            }
            mcts.nodes[0].visits = count as u32;
            let someone_else = (position.to_move() + 1) % 3;
            for _ in 0..20 {
                let child = mcts.select_child(0, someone_else);
                assert_eq!(mcts.nodes[child].gain, most, "{position:?}");
            }
            mancala_rules::play_random(&mut position, &mut rng);
        }
        assert!(choices_with_a_capture > 0);
    }

    #[test]
    fn same_seed_same_move() {
        let rules = parse_rules_str("bk3").unwrap();
        let start = Position::new(rules);
        let a = Mcts::new(3).best_move(&start, &Budget::nodes(5_000));
        let b = Mcts::new(3).best_move(&start, &Budget::nodes(5_000));
        assert_eq!(a, b);
    }
}
