//! The outbox table of the PostgreSQL store. Several processes claim from it at once:
//! a claim locks the rows it takes and skips those another claim holds locked
//! (`FOR UPDATE SKIP LOCKED`), so no parcel is handed to two claimants.

use super::db::{get, get_u32, int, Db};
use super::pipeline::Pipeline;
use crate::seating::ChannelId;
use crate::store::{Claimant, Envelope, Parcel, StoreError};

pub(super) fn enqueue(pipeline: &mut Pipeline, envelope: &Envelope, at: i64) {
    if let Some(key) = &envelope.key {
        withdraw(pipeline, key.clone());
    }
    pipeline.push(
        "INSERT INTO outbox (channel, lane, key, payload, created_at, next_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
        vec![
            Box::new(envelope.channel.0 as i64),
            Box::new(envelope.lane.clone()),
            Box::new(envelope.key.clone()),
            Box::new(envelope.payload.to_string()),
            Box::new(at),
            Box::new(at + envelope.delay_ms.max(0)),
        ],
    )
}

pub(super) fn delivered(pipeline: &mut Pipeline, id: i64) {
    pipeline.push("DELETE FROM outbox WHERE id = $1", vec![Box::new(id)])
}

pub(super) fn withdraw(pipeline: &mut Pipeline, key: String) {
    pipeline.push(
        "DELETE FROM outbox WHERE key = $1 AND NOT failed",
        vec![Box::new(key)],
    )
}

pub(super) fn hasten(pipeline: &mut Pipeline, key_prefix: &str, at: i64) {
    pipeline.push(
        "UPDATE outbox SET next_at = LEAST(next_at, $2)
         WHERE NOT failed AND starts_with(key, $1)",
        vec![Box::new(key_prefix.to_owned()), Box::new(at)],
    )
}

pub(super) fn retry(
    pipeline: &mut Pipeline,
    id: i64,
    attempts: u32,
    next_at: i64,
    error: &str,
) -> Result<(), StoreError> {
    pipeline.push(
        "UPDATE outbox SET attempts = $2, next_at = $3, last_error = $4,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1",
        vec![
            Box::new(id),
            Box::new(int(attempts)?),
            Box::new(next_at),
            Box::new(error.to_owned()),
        ],
    );
    Ok(())
}

pub(super) fn failed(
    pipeline: &mut Pipeline,
    id: i64,
    attempts: u32,
    error: &str,
) -> Result<(), StoreError> {
    pipeline.push(
        "UPDATE outbox SET attempts = $2, last_error = $3, failed = TRUE,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1",
        vec![
            Box::new(id),
            Box::new(int(attempts)?),
            Box::new(error.to_owned()),
        ],
    );
    Ok(())
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
