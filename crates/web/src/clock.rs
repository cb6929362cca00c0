//! What a request to the computer may spend: time by the monotonic clock of the page or the
//! worker (web-sys's `Performance` of the global scope), and search nodes by the pace this
//! device has shown, so that a clock that freezes still cannot keep a search going.
//!
//! The clock is the caller's: a page's script can replace `performance.now` (or `performance`)
//! with one that throws or answers nonsense. A reading that throws, is not a finite number or
//! steps back breaks the clock, and a broken clock has run out for the rest of the request. No
//! JavaScript exception ever unwinds through here: it would leave the computer borrowed for good.

use core::cell::Cell;

use wasm_bindgen::prelude::*;
use web_sys::{Performance, Window, WorkerGlobalScope};

#[wasm_bindgen]
extern "C" {
    /// web-sys's `Performance`, with a `now` that catches (web-sys's does not).
    #[wasm_bindgen(extends = Performance, js_name = Performance)]
    type CheckedPerformance;
    #[wasm_bindgen(method, catch, js_name = now)]
    fn now(this: &CheckedPerformance) -> Result<JsValue, JsValue>;
}

/// The `Performance` of the global scope: the page's (`Window`), the worker's
/// (`WorkerGlobalScope`), or in Node (where the tests load the bindings) the global one; `None`
/// where there is none. The getter is read with `Reflect.get`, which catches: web-sys's
/// `performance()` getters do not.
fn global_performance() -> Option<CheckedPerformance> {
    let global = js_sys::global();
    let scope: &JsValue = match (global.dyn_ref::<Window>(), global.dyn_ref::<WorkerGlobalScope>()) {
        (Some(window), _) => window.as_ref(),
        (None, Some(worker)) => worker.as_ref(),
        (None, None) => &global,
    };
    let performance = js_sys::Reflect::get(scope, &JsValue::from_str("performance")).ok()?;
    Some(performance.dyn_into::<Performance>().ok()?.unchecked_into())
}

/// The clock as one request sees it: milliseconds that never go back, until it breaks.
struct Clock {
    performance: Option<CheckedPerformance>,
    last: Cell<f64>,
    broken: Cell<bool>,
}

impl Clock {
    fn new() -> Clock {
        Clock {
            performance: global_performance(),
            last: Cell::new(f64::NEG_INFINITY),
            broken: Cell::new(false),
        }
    }

    /// Now, in milliseconds; `None` once the clock has thrown, answered something other than a
    /// finite number, or stepped back.
    fn now(&self) -> Option<f64> {
        if self.broken.get() {
            return None;
        }
        let reading = self
            .performance
            .as_ref()
            .and_then(|performance| performance.now().ok())
            .and_then(|value| value.as_f64())
            .filter(|&now| now.is_finite() && now >= self.last.get());
        match reading {
            Some(now) => self.last.set(now),
            None => self.broken.set(true),
        }
        reading
    }
}

/// The time of one request: `millis` from its start by the clock.
pub struct Allowance {
    clock: Clock,
    start: Option<f64>,
    millis: f64,
    /// The first reading of [`Allowance::out_of_time`]: when the last phase (the search, after
    /// a proof) began, for the pace of its nodes.
    last_phase_start: Cell<Option<f64>>,
}

impl Allowance {
    pub fn new(millis: f64) -> Allowance {
        let clock = Clock::new();
        let start = clock.now();
        Allowance { clock, start, millis, last_phase_start: Cell::new(None) }
    }

    /// True once `share` of the time has passed, or the clock has broken.
    pub fn past(&self, share: f64) -> bool {
        match (self.start, self.clock.now()) {
            (Some(start), Some(now)) => now - start >= self.millis * share,
            _ => true,
        }
    }

    /// True once the whole time has passed: the clock of the last phase.
    pub fn out_of_time(&self) -> bool {
        let over = self.past(1.0);
        if self.last_phase_start.get().is_none() {
            self.last_phase_start.set(Some(self.clock.last.get()));
        }
        over
    }

    /// The milliseconds since the last phase began (since the start if it never asked the
    /// clock), where the clock held all along.
    pub fn last_phase_millis(&self) -> Option<f64> {
        let began = self.last_phase_start.get().or(self.start)?;
        Some(self.clock.now()? - began)
    }

    /// The milliseconds since the start, where the clock held all along.
    pub fn millis_so_far(&self) -> Option<f64> {
        Some(self.clock.now()? - self.start?)
    }
}

/// Search nodes a millisecond buys here, before any measurement: a third of what Chromium's
/// worker manages on a desktop (the proof about 2,000 a millisecond, the search 3,000), and
/// above the slowest seen (430, on a loaded 2-core machine).
const DEFAULT_NODES_PER_MILLI: f64 = 1_000.0;
/// The measured pace is kept within these bounds, whatever a sample says.
const MIN_NODES_PER_MILLI: f64 = 100.0;
const MAX_NODES_PER_MILLI: f64 = 20_000.0;
/// A sample is kept only from a phase at least this long, of at least this many nodes: below,
/// the clock's resolution (up to 100 ms where a browser coarsens it) says too little.
const MIN_SAMPLE_MILLIS: f64 = 50.0;
const MIN_SAMPLE_NODES: u64 = 10_000;
/// A phase may visit this many times the nodes its time buys at the measured pace: enough that
/// the clock decides while it runs, and a frozen clock costs at most about twice the time.
const HEADROOM: f64 = 2.0;
/// Nodes allowed however short the request, so that even 0 ms gives a sensible move.
const MIN_NODES: f64 = 20_000.0;

/// The search nodes a millisecond buys on this device, measured on the computer's own searches
/// while the clock worked: one pace for two players (alpha-beta search and proof) and one for
/// three (Monte Carlo playouts, whose nodes are moves of a playout).
pub struct Pace {
    nodes_per_milli: [f64; 2],
}

impl Default for Pace {
    fn default() -> Pace {
        Pace { nodes_per_milli: [DEFAULT_NODES_PER_MILLI; 2] }
    }
}

impl Pace {
    fn slot(players: u8) -> usize {
        usize::from(players >= 3)
    }

    /// The node cap of a phase of `millis` milliseconds in a game of `players` players.
    pub fn max_nodes(&self, players: u8, millis: f64) -> u64 {
        (MIN_NODES + millis * HEADROOM * self.nodes_per_milli[Pace::slot(players)]) as u64
    }

    /// Takes in a phase that visited `nodes` in `millis` milliseconds (`None`: the clock broke).
    /// A slower pace is believed at once, a faster one half-way: a frozen clock after a fast
    /// sample costs less.
    pub fn record(&mut self, players: u8, nodes: u64, millis: Option<f64>) {
        let Some(millis) = millis.filter(|&m| m >= MIN_SAMPLE_MILLIS) else { return };
        if nodes < MIN_SAMPLE_NODES {
            return;
        }
        let sample = (nodes as f64 / millis).clamp(MIN_NODES_PER_MILLI, MAX_NODES_PER_MILLI);
        let pace = &mut self.nodes_per_milli[Pace::slot(players)];
        *pace = if sample < *pace { sample } else { (*pace + sample) / 2.0 };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_follows_the_measured_pace() {
        let mut pace = Pace::default();
        let default = pace.max_nodes(2, 900.0);
        assert_eq!(default, (MIN_NODES + 900.0 * HEADROOM * DEFAULT_NODES_PER_MILLI) as u64);
        // Slower: believed at once; faster: half-way.
        pace.record(2, 400_000, Some(1_000.0));
        assert_eq!(pace.max_nodes(2, 900.0), (MIN_NODES + 900.0 * HEADROOM * 400.0) as u64);
        pace.record(2, 3_000_000, Some(1_000.0));
        assert_eq!(pace.max_nodes(2, 900.0), (MIN_NODES + 900.0 * HEADROOM * 1_700.0) as u64);
        // Three players keep their own pace.
        assert_eq!(pace.max_nodes(3, 900.0), default);
    }

    #[test]
    fn samples_that_say_too_little_are_left_out() {
        let mut pace = Pace::default();
        let before = pace.max_nodes(2, 100.0);
        pace.record(2, 1_000_000, None);
        pace.record(2, 1_000_000, Some(MIN_SAMPLE_MILLIS / 2.0));
        pace.record(2, MIN_SAMPLE_NODES / 2, Some(1_000.0));
        assert_eq!(pace.max_nodes(2, 100.0), before);
        // A sample beyond belief counts at the bound.
        pace.record(2, 1, Some(1e12));
        pace.record(2, 10_000_000_000, Some(MIN_SAMPLE_MILLIS));
        assert!(pace.max_nodes(2, 100.0) <= (MIN_NODES + 100.0 * HEADROOM * MAX_NODES_PER_MILLI) as u64);
    }
}
