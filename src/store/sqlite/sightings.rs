//! The sightings of the SQLite store (see `store/sightings.rs`).

use super::{cached, db_error};
use crate::store::sightings::{seen_before, FORGOTTEN_PER_SIGHTING};
use crate::store::StoreError;
use rusqlite::{params, Transaction};

/// Forgets up to [`FORGOTTEN_PER_SIGHTING`] sightings whose time passed before `now`, then
/// remembers `id` until `forget_at`, unless it is still remembered: then the transaction
/// fails as a conflict.
pub(super) fn sight(
    tx: &Transaction<'_>,
    id: u64,
    forget_at: i64,
    now: i64,
) -> Result<(), StoreError> {
    cached(
        tx,
        "DELETE FROM sightings WHERE id IN (
             SELECT id FROM sightings WHERE forget_at < ?1 ORDER BY forget_at LIMIT ?2)",
        params![now, FORGOTTEN_PER_SIGHTING as i64],
    )
    .map_err(db_error)?;
    let noted = cached(
        tx,
        "INSERT INTO sightings (id, forget_at) VALUES (?1, ?2)
         ON CONFLICT (id) DO UPDATE SET forget_at = excluded.forget_at
         WHERE sightings.forget_at < ?3",
        params![id as i64, forget_at, now],
    )
    .map_err(db_error)?;
    match noted {
        0 => Err(seen_before(id)),
        _ => Ok(()),
    }
}
