//! The `mancala` command-line tool's library: rule vectors, perft and benchmarks, shared with the
//! test suite.

pub mod accuracy;
pub mod arena;
pub mod bench;
pub mod proof_times;
pub mod puzzles;
pub mod themes;
pub mod vectors;
