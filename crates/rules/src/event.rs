//! The event trace: every step of a move, enough to animate and narrate it one seed at a time.
//! Rule numbers are those of `docs/rules.md`.
//!
//! Replaying the events of a move from the position before it gives the position after it
//! ([`crate::Replay::apply`]), so a front end that only plays the trace cannot drift from
//! the engine.

/// Why seeds were captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureReason {
    /// The last seed of the move (Bakuk) or of a lap (Ba-awa) made the group.
    LastSeed,
    /// Ba-awa: a seed that was not the last of its lap made a four; the pit's owner takes it.
    InPassing,
    /// Bakuk and Koumma: a hole taken after the first one, along the chain.
    Chain,
}

/// Why a game (Bakuk, Koumma) or a round (Ba-awa) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Bakuk rule 7: the player to move has no seeds (no legal move).
    NoSeeds,
    /// Third occurrence of the same position.
    Repetition,
    /// Bakuk's optional setting: a player can no longer be caught.
    Decided,
    /// Ba-awa rule 7: 1 to 8 seeds were left and the round's starter took them.
    LastSeeds,
    /// Ba-awa rule 8: the player to move had no legal move; the seeds went to their pit owners.
    NoMove,
}

impl EndReason {
    /// The name used in the rule vectors.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::NoSeeds => "no-seeds",
            EndReason::Repetition => "repetition",
            EndReason::Decided => "decided",
            EndReason::LastSeeds => "last-seeds",
            EndReason::NoMove => "no-move",
        }
    }
}

/// One step of a move or of a round transition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// Every seed of `hole` is taken into the hand.
    Lift {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken into the hand: all the hole held.
        seeds: u8,
    },
    /// One seed from the hand falls into `hole`.
    Drop {
        /// The hole that receives the seed.
        hole: u8,
    },
    /// `seeds` seeds leave `hole` for player `by`'s store.
    Capture {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken: all the hole held.
        seeds: u8,
        /// The player who takes them: the mover, or the pit's owner for a four made in passing.
        by: u8,
        /// Which rule made the capture.
        reason: CaptureReason,
    },
    /// Ba-awa: lap number `lap` (2, 3, ...) starts from `hole`; a `Lift` of that hole follows.
    Relay {
        /// The pit where the previous lap's last seed fell.
        hole: u8,
        /// The number of the lap starting, counting the move's first lap as 1.
        lap: u16,
    },
    /// The move is over; `next` is the player to move.
    MoveEnd {
        /// The player to move next.
        next: u8,
    },
    /// At the end of a game or round, `seeds` left in `hole` go to player `to`.
    Award {
        /// The hole emptied.
        hole: u8,
        /// Seeds awarded: all the hole held.
        seeds: u8,
        /// The player who gets them: the hole's owner, or the round's starter for the last seeds
        /// (Ba-awa rule 7).
        to: u8,
    },
    /// The game or round is over; the `Award`s, if any, came just before.
    RoundEnd {
        /// Which end rule applied.
        reason: EndReason,
    },
    /// Ba-awa match: a new round starts with 4 seeds a pit and this ownership; `starter` moves first.
    NewRound {
        /// The owner of each pit in the new round, indexed by pit.
        owner: [u8; 12],
        /// The player who makes the new round's first move.
        starter: u8,
        /// The new round's number (2 for the round after the first).
        round: u16,
    },
}

/// Where the engine writes events. `()` discards them, which keeps search and playouts free of
/// any tracing cost.
pub trait EventSink {
    /// False for a sink that discards everything, which lets the engine take shortcuts.
    const RECORDS: bool = true;
    /// Takes the next event of the trace, in the order the engine makes them.
    fn record(&mut self, event: Event);
    /// A mark to [`EventSink::rollback`] to when a move turns out to be illegal half-way.
    fn checkpoint(&self) -> usize;
    /// Forgets every event recorded since `mark`.
    fn rollback(&mut self, mark: usize);
}

impl EventSink for () {
    const RECORDS: bool = false;
    #[inline(always)]
    fn record(&mut self, _: Event) {}
    #[inline(always)]
    fn checkpoint(&self) -> usize {
        0
    }
    #[inline(always)]
    fn rollback(&mut self, _: usize) {}
}

impl EventSink for Vec<Event> {
    fn record(&mut self, event: Event) {
        self.push(event);
    }
    fn checkpoint(&self) -> usize {
        self.len()
    }
    fn rollback(&mut self, mark: usize) {
        self.truncate(mark);
    }
}
