//! The outbox table of the PostgreSQL store. Several processes claim from it at once:
//! a claim locks the rows it takes and skips those another claim holds locked
//! (`FOR UPDATE SKIP LOCKED`), so no parcel is handed to two claimants.

use super::db::{get, get_u32, int, Db};
use crate::seating::ChannelId;
use crate::store::{Claimant, Envelope, Parcel, StoreError};

pub(super) async fn enqueue(db: Db<'_>, envelope: &Envelope, at: i64) -> Result<(), StoreError> {
    if let Some(key) = &envelope.key {
        withdraw(db, key).await?;
    }
    db.execute(
        "INSERT INTO outbox (channel, lane, key, payload, created_at, next_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            &(envelope.channel.0 as i64),
            &envelope.lane,
            &envelope.key,
            &envelope.payload.to_string(),
            &at,
            &(at + envelope.delay_ms.max(0)),
        ],
    )
    .await
    .map(drop)
}

pub(super) async fn delivered(db: Db<'_>, id: i64) -> Result<(), StoreError> {
    db.execute("DELETE FROM outbox WHERE id = $1", &[&id])
        .await
        .map(drop)
}

pub(super) async fn withdraw(db: Db<'_>, key: &str) -> Result<(), StoreError> {
    db.execute("DELETE FROM outbox WHERE key = $1 AND NOT failed", &[&key])
        .await
        .map(drop)
}

pub(super) async fn hasten(db: Db<'_>, key_prefix: &str, at: i64) -> Result<(), StoreError> {
    db.execute(
        "UPDATE outbox SET next_at = LEAST(next_at, $2)
         WHERE NOT failed AND starts_with(key, $1)",
        &[&key_prefix, &at],
    )
    .await
    .map(drop)
}

pub(super) async fn retry(
    db: Db<'_>,
    id: i64,
    attempts: u32,
    next_at: i64,
    error: &str,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE outbox SET attempts = $2, next_at = $3, last_error = $4,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1",
        &[&id, &int(attempts)?, &next_at, &error],
    )
    .await
    .map(drop)
}

pub(super) async fn failed(
    db: Db<'_>,
    id: i64,
    attempts: u32,
    error: &str,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE outbox SET attempts = $2, last_error = $3, failed = TRUE,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1",
        &[&id, &int(attempts)?, &error],
    )
    .await
    .map(drop)
}

/// Claims the head of every lane, if it is due and nobody else holds it: a lane's later
/// parcels wait for its first. The claimant's own claims are renewed. Rows another
/// claim is taking at this moment are skipped, not waited for; a row another claim took
/// since this one began is checked again as it is now (PostgreSQL re-reads a locked row),
/// so it is not taken twice.
pub(super) async fn claim(
    db: Db<'_>,
    claimant: &Claimant,
    now: i64,
    limit: usize,
) -> Result<Vec<Parcel>, StoreError> {
    let rows = db
        .query(
            "UPDATE outbox SET claimed_by = $1, claimed_until = $2::BIGINT + $3::BIGINT
             WHERE id IN (
                 SELECT id FROM outbox AS o
                 WHERE NOT failed AND next_at <= $2::BIGINT
                   AND (claimed_by IS NULL OR claimed_by = $1 OR claimed_until <= $2::BIGINT)
                   AND NOT EXISTS (SELECT 1 FROM outbox AS e
                                   WHERE e.lane = o.lane AND NOT e.failed AND e.id < o.id)
                 ORDER BY id LIMIT $4
                 FOR UPDATE SKIP LOCKED)
             RETURNING id, channel, lane, key, payload, created_at, attempts",
            &[&claimant.owner, &now, &claimant.lease_ms, &(limit as i64)],
        )
        .await?;
    let mut parcels = Vec::with_capacity(rows.len());
    for row in &rows {
        let payload: String = get(row, 4)?;
        parcels.push(Parcel {
            id: get(row, 0)?,
            envelope: Envelope {
                channel: ChannelId(get::<i64>(row, 1)? as u64),
                lane: get(row, 2)?,
                key: get(row, 3)?,
                payload: serde_json::from_str(&payload).map_err(StoreError::damaged)?,
                delay_ms: 0,
            },
            created_at: get(row, 5)?,
            attempts: get_u32(row, 6)?,
        });
    }
    parcels.sort_by_key(|parcel| parcel.id);
    Ok(parcels)
}
