//! How a move changes a position: single-lap sowing with chains (Bakuk, Koumma), relay sowing with
//! fours (Ba-awa), and the end of a game or round. Rule numbers are those of `docs/rules.md`.

use crate::event::{CaptureReason, EndReason, Event, EventSink};
use crate::position::{MoveError, MoveSummary, Position};
use crate::rules::{Chain, EmptySeat, GameKind, Leftover};

impl Position {
    /// Bakuk rules 2-6 and Koumma (i)-(iii): one lap, then a capture at the last hole and its chain.
    pub(crate) fn sow_bakuk<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> MoveSummary {
        const HOLES: usize = 6;
        let koumma = self.rules.kind() == GameKind::Koumma;
        let mut hand = self.board[origin];
        self.board[origin] = 0;
        sink.record(Event::Lift { hole: origin as u8, seeds: hand });
        let mut hole = origin;
        if koumma && hand >= 2 {
            // Koumma (i): the first seed goes back into the origin.
            self.board[origin] = 1;
            hand -= 1;
            sink.record(Event::Drop { hole: origin as u8 });
        }
        if S::RECORDS {
            while hand > 0 {
                hole = if hole + 1 == HOLES { 0 } else { hole + 1 };
                self.board[hole] += 1;
                hand -= 1;
                sink.record(Event::Drop { hole: hole as u8 });
            }
        } else {
            // Untraced: whole rounds of the board at once, then the rest.
            let rounds = hand / HOLES as u8;
            if rounds > 0 {
                self.board[..HOLES].iter_mut().for_each(|seeds| *seeds += rounds);
            }
            for _ in 0..hand % HOLES as u8 {
                hole = if hole + 1 == HOLES { 0 } else { hole + 1 };
                self.board[hole] += 1;
            }
        }

        let capturable = |seeds: u8| seeds == 2 || seeds == 4 || (koumma && seeds == 6);
        let mut summary = MoveSummary { laps: 1, captures: 0 };
        let mut reason = CaptureReason::LastSeed;
        // Captured holes are left empty, so the chain stops before it comes round again.
        while capturable(self.board[hole]) {
            self.capture(hole, self.to_move, reason, sink);
            summary.captures += 1;
            reason = CaptureReason::Chain;
            hole = match self.rules.variant().chain {
                Chain::Forward => (hole + 1) % HOLES,
                Chain::Backward => (hole + HOLES - 1) % HOLES,
            };
        }
        summary
    }

    /// Ba-awa rules 2-6: laps of relay sowing, fours in passing to the pit's owner, a final four to
    /// the mover. Fails with [`MoveError::Endless`] when the relay repeats a state; the position is
    /// then half-sown and must be dropped by the caller.
    pub(crate) fn sow_ba_awa<S: EventSink>(
        &mut self,
        pit: usize,
        sink: &mut S,
    ) -> Result<MoveSummary, MoveError> {
        const PITS: usize = 12;
        let mover = self.to_move;
        let mut summary = MoveSummary { laps: 1, captures: 0 };
        let mut origin = pit;
        // Brent's cycle detection over lap states (board, pit about to be lifted): exact, since the
        // relay is deterministic, and it finds a cycle within a few times its length.
        let mut saved = (self.board, origin);
        let mut power: u32 = 1;
        let mut steps: u32 = 0;
        loop {
            let mut hand = self.board[origin];
            self.board[origin] = 0;
            sink.record(Event::Lift { hole: origin as u8, seeds: hand });
            let mut hole = origin;
            loop {
                hole = if hole + 1 == PITS { 0 } else { hole + 1 };
                self.board[hole] += 1;
                hand -= 1;
                sink.record(Event::Drop { hole: hole as u8 });
                if hand == 0 {
                    break;
                }
                if self.board[hole] == 4 {
                    self.capture(hole, self.owner[hole], CaptureReason::InPassing, sink);
                    summary.captures += 1;
                }
            }
            match self.board[hole] {
                4 => {
                    self.capture(hole, mover, CaptureReason::LastSeed, sink);
                    summary.captures += 1;
                    return Ok(summary);
                }
                1 => return Ok(summary),
                _ => {}
            }
            origin = hole;
            if saved.1 == origin && saved.0 == self.board {
                return Err(MoveError::Endless);
            }
            steps += 1;
            if steps == power {
                saved = (self.board, origin);
                power *= 2;
                steps = 0;
            }
            summary.laps += 1;
            sink.record(Event::Relay { hole: origin as u8, lap: summary.laps });
        }
    }

    fn capture<S: EventSink>(&mut self, hole: usize, by: u8, reason: CaptureReason, sink: &mut S) {
        let seeds = self.board[hole];
        self.board[hole] = 0;
        self.on_board -= seeds;
        self.captured[usize::from(by)] += seeds;
        sink.record(Event::Capture { hole: hole as u8, seeds, by, reason });
    }

    /// The next player in seat order who takes part (owns a pit, in Ba-awa).
    pub(crate) fn next_active(&self, player: u8) -> u8 {
        let players = self.rules.players();
        let mut next = player;
        loop {
            next = if next + 1 == players { 0 } else { next + 1 };
            if self.is_active(next) {
                return next;
            }
        }
    }

    /// After the sowing: pass the turn, then apply the end rules that need no look-ahead.
    pub(crate) fn finish_move<S: EventSink>(&mut self, sink: &mut S) {
        let mut next = self.next_active(self.to_move);
        if self.rules.kind().is_bakuk_family() && self.rules.variant().empty_seat == EmptySeat::Skip {
            next = self.next_able(next).unwrap_or(next);
        }
        self.to_move = next;
        sink.record(Event::MoveEnd { next });

        let left = self.seeds_on_board();
        if self.rules.kind() == GameKind::BaAwa && (1..=8).contains(&left) {
            self.end_round(EndReason::LastSeeds, sink);
        } else if self.rules.kind().is_bakuk_family()
            && self.rules.variant().stop_when_decided
            && self.is_decided()
        {
            self.end_round(EndReason::Decided, sink);
        } else if self.candidates().is_empty() {
            let reason =
                if self.rules.kind() == GameKind::BaAwa { EndReason::NoMove } else { EndReason::NoSeeds };
            self.end_round(reason, sink);
        }
    }

    /// The first player from `from` on, in turn order, who has a candidate move.
    pub(crate) fn next_able(&self, from: u8) -> Option<u8> {
        let mut player = from;
        for _ in 0..self.rules.players() {
            if !self.candidates_for(player).is_empty() {
                return Some(player);
            }
            player = self.next_active(player);
        }
        None
    }

    /// Bakuk's optional rule: the leader has more than anyone else can still reach.
    pub(crate) fn is_decided(&self) -> bool {
        let left = self.seeds_on_board();
        let captured = self.captured();
        captured.iter().enumerate().any(|(leader, &lead)| {
            captured.iter().enumerate().all(|(other, &c)| other == leader || lead > c + left)
        })
    }

    /// Ends the game or round (this round, in a Ba-awa match) and hands out the seeds left.
    pub(crate) fn end_round<S: EventSink>(&mut self, reason: EndReason, sink: &mut S) {
        let starter = self.starter;
        let to_owner = match self.rules.kind() {
            GameKind::BaAwa => true,
            _ => self.rules.variant().leftover == Leftover::OwnSide,
        };
        if reason == EndReason::LastSeeds || to_owner {
            for hole in 0..self.rules.holes() {
                let seeds = self.board[hole];
                if seeds == 0 {
                    continue;
                }
                let to = if reason == EndReason::LastSeeds { starter } else { self.owner[hole] };
                self.board[hole] = 0;
                self.on_board -= seeds;
                self.captured[usize::from(to)] += seeds;
                sink.record(Event::Award { hole: hole as u8, seeds, to });
            }
        }
        self.end = Some(reason);
        sink.record(Event::RoundEnd { reason });
    }

    /// Applies the rules for a player to move who has no legal move although they hold seeds
    /// (every Ba-awa move endless, or a Bakuk seat passed over): the round ends, or, with empty
    /// seats skipped, the turn passes. Returns true if anything happened.
    ///
    /// [`Position::play`] does not look ahead for this, because it would cost a full sowing of
    /// the next player's moves; [`crate::Game`] calls it after every move.
    pub fn settle_if_stuck<S: EventSink>(&mut self, sink: &mut S) -> bool {
        if self.end.is_some() || !self.legal_moves().is_empty() {
            return false;
        }
        self.settle_stuck(sink);
        true
    }

    /// [`Position::settle_if_stuck`] for a position known to be stuck.
    pub(crate) fn settle_stuck<S: EventSink>(&mut self, sink: &mut S) {
        let skip = self.rules.kind().is_bakuk_family() && self.rules.variant().empty_seat == EmptySeat::Skip;
        if let Some(next) = self.next_able(self.to_move).filter(|_| skip) {
            self.to_move = next;
            sink.record(Event::MoveEnd { next });
        } else {
            let reason =
                if self.rules.kind() == GameKind::BaAwa { EndReason::NoMove } else { EndReason::NoSeeds };
            self.end_round(reason, sink);
        }
    }

    /// Ends the game or round on the third occurrence of a position (Bakuk rule 7, Ba-awa rule 8).
    pub fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.end_round(EndReason::Repetition, sink);
        }
    }
}
