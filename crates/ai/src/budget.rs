//! How long a computer player may think: a node limit and a caller-supplied clock check, so the
//! same code runs natively and in the browser (where `std::time::Instant` is not available).

/// A search budget. The search asks `out_of_time` every few hundred nodes.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// Most search nodes to visit.
    pub max_nodes: u64,
    /// Returns true once the time is up; `None` for no clock.
    pub out_of_time: Option<&'a dyn Fn() -> bool>,
    /// Returns true once a first phase of the thinking should give way to a second (the Ba-awa
    /// expert's proof, then the search if it failed): about half the time. `None`: no split.
    pub first_phase_over: Option<&'a dyn Fn() -> bool>,
}

impl Budget<'static> {
    /// A budget of `max_nodes` search nodes and no clock.
    pub fn nodes(max_nodes: u64) -> Budget<'static> {
        Budget { max_nodes, out_of_time: None, first_phase_over: None }
    }
}

impl<'a> Budget<'a> {
    /// A budget that ends when `out_of_time` says so (for example when a deadline has passed).
    pub fn until(out_of_time: &'a dyn Fn() -> bool) -> Budget<'a> {
        Budget { max_nodes: u64::MAX, out_of_time: Some(out_of_time), first_phase_over: None }
    }

    /// At most `max_nodes` nodes, until `out_of_time`; a two-phase player moves on from its
    /// first phase when `first_phase_over` says so.
    pub fn clock(
        max_nodes: u64,
        out_of_time: &'a dyn Fn() -> bool,
        first_phase_over: &'a dyn Fn() -> bool,
    ) -> Budget<'a> {
        Budget { max_nodes, out_of_time: Some(out_of_time), first_phase_over: Some(first_phase_over) }
    }

    /// The budget of a first phase: its own clock where there is one, and at most `max_nodes`.
    pub(crate) fn first_phase(&self, max_nodes: u64) -> Budget<'a> {
        Budget {
            max_nodes: self.max_nodes.min(max_nodes),
            out_of_time: self.first_phase_over.or(self.out_of_time),
            first_phase_over: None,
        }
    }

    /// True once `nodes` reach the limit or the clock says stop.
    pub(crate) fn exhausted(&self, nodes: u64) -> bool {
        nodes >= self.max_nodes || self.out_of_time.is_some_and(|out| out())
    }
}

impl core::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Budget")
            .field("max_nodes", &self.max_nodes)
            .field("clock", &self.out_of_time.is_some())
            .finish()
    }
}
