//! The sightings of the PostgreSQL store (see `store/sightings.rs`). Processes sharing
//! the database note the same id at once: the second waits for the first's transaction
//! and then finds the id remembered.

use super::pipeline::Pipeline;
use crate::store::sightings::{seen_before, FORGOTTEN_PER_SIGHTING};

/// Plans forgetting up to [`FORGOTTEN_PER_SIGHTING`] sightings whose time passed before
/// `now` (skipping those another transaction is forgetting), then remembering `id` until
/// `forget_at`, unless it is still remembered: then the transaction fails as a conflict.
pub(super) fn sight(pipeline: &mut Pipeline, id: u64, forget_at: i64, now: i64) {
    pipeline.push(
        "DELETE FROM sightings WHERE id IN (
             SELECT id FROM sightings WHERE forget_at < $1 ORDER BY forget_at LIMIT $2
             FOR UPDATE SKIP LOCKED)",
        vec![Box::new(now), Box::new(FORGOTTEN_PER_SIGHTING as i64)],
    );
    pipeline.push_guard(
        "INSERT INTO sightings (id, forget_at) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET forget_at = excluded.forget_at
         WHERE sightings.forget_at < $3",
        vec![Box::new(id as i64), Box::new(forget_at), Box::new(now)],
        seen_before(id),
    );
}
