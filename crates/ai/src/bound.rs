//! What a value found by an alpha-beta search tells about the true value, for the
//! transposition tables of the search and of the exact proof search.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

impl Bound {
    /// The kind of bound that `best` is, found in the window `alpha..beta` the node was given:
    /// at or below alpha it is an upper bound (every move failed low), at or above beta a lower
    /// bound (a cut-off), in between exact.
    pub(crate) fn of<T: PartialOrd>(best: T, alpha: T, beta: T) -> Bound {
        if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}
