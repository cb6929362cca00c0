//! A small set of holes, for legal moves without allocation.

/// A set of hole indices (at most 12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HoleSet(u16);

impl HoleSet {
    /// The set with no hole.
    pub const EMPTY: HoleSet = HoleSet(0);

    pub(crate) const fn from_bits(bits: u16) -> HoleSet {
        HoleSet(bits)
    }

    /// True if `hole` is in the set (never for holes 16 and up).
    pub const fn contains(self, hole: usize) -> bool {
        hole < 16 && self.0 & (1 << hole) != 0
    }

    /// Adds `hole`; holes past the largest board (16 and up) are ignored.
    pub fn insert(&mut self, hole: usize) {
        if hole < 16 {
            self.0 |= 1 << hole;
        }
    }

    /// Removes `hole` if it is in the set.
    pub fn remove(&mut self, hole: usize) {
        if hole < 16 {
            self.0 &= !(1 << hole);
        }
    }

    /// Number of holes in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True if the set holds no hole.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `index`-th hole in ascending order, if there are that many.
    pub fn nth(self, index: usize) -> Option<usize> {
        self.iter().nth(index)
    }

    /// The holes in ascending order.
    pub fn iter(self) -> HoleSetIter {
        HoleSetIter(self.0)
    }
}

impl IntoIterator for HoleSet {
    type Item = usize;
    type IntoIter = HoleSetIter;
    fn into_iter(self) -> HoleSetIter {
        self.iter()
    }
}

impl FromIterator<usize> for HoleSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut set = HoleSet::EMPTY;
        for hole in iter {
            set.insert(hole);
        }
        set
    }
}

/// Ascending iterator over a [`HoleSet`].
#[derive(Clone, Debug)]
pub struct HoleSetIter(u16);

impl Iterator for HoleSetIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let hole = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(hole)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for HoleSetIter {}
