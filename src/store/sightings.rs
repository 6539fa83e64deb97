//! Sightings: the ids of requests already taken ([`Write::Sighting`](super::Write)), so
//! that a captured request sent again is refused by every process sharing the store.
//! Each is remembered until the time its writer gave (a request seen again after that is
//! a first sight again); the write that adds one forgets at most
//! [`FORGOTTEN_PER_SIGHTING`] of those whose time has passed, so the rows stay about as
//! many as the requests of that long, and no write does unbounded work.

use super::StoreError;
use std::collections::{BTreeSet, HashMap};

/// How many sightings past their time one new sighting forgets at most: more than one,
/// so the rows shrink back after a burst.
pub const FORGOTTEN_PER_SIGHTING: usize = 32;

/// What a sighting of a request seen before fails with.
pub(super) fn seen_before(id: u64) -> StoreError {
    StoreError::conflict(format!("request {id} was seen before"))
}

/// The sightings of the memory store, by id and by the time each is forgotten.
#[derive(Default)]
pub(super) struct Sightings {
    until: HashMap<u64, i64>,
    by_time: BTreeSet<(i64, u64)>,
}

impl Sightings {
    /// Whether `id` was seen and is still remembered at `now`.
    pub(super) fn remembers(&self, id: u64, now: i64) -> bool {
        self.until.get(&id).is_some_and(|until| *until >= now)
    }

    /// Remembers `id` until `forget_at` (the caller checked that it is not remembered),
    /// after forgetting up to [`FORGOTTEN_PER_SIGHTING`] sightings whose time passed
    /// before `now`.
    pub(super) fn add(&mut self, id: u64, forget_at: i64, now: i64) {
        let passed: Vec<(i64, u64)> = self
            .by_time
            .iter()
            .take_while(|(at, _)| *at < now)
            .take(FORGOTTEN_PER_SIGHTING)
            .copied()
            .collect();
        for (at, other) in passed {
            self.by_time.remove(&(at, other));
            self.until.remove(&other);
        }
        if let Some(before) = self.until.insert(id, forget_at) {
            self.by_time.remove(&(before, id));
        }
        self.by_time.insert((forget_at, id));
    }
}
