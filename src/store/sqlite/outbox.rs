//! The outbox table of the SQLite store.

use super::{cached, db_error};
use crate::seating::ChannelId;
use crate::store::{Claimant, Envelope, OutboxEntry, Parcel, StoreError};
use rusqlite::{params, Connection, Transaction};

pub(super) fn enqueue(
    tx: &Transaction<'_>,
    envelope: &Envelope,
    at: i64,
) -> rusqlite::Result<usize> {
    if let Some(key) = &envelope.key {
        withdraw(tx, key)?;
    }
    cached(
        tx,
        "INSERT INTO outbox (channel, lane, key, payload, created_at, next_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            envelope.channel.0 as i64,
            envelope.lane,
            envelope.key,
            envelope.payload.to_string(),
            at,
            at + envelope.delay_ms.max(0)
        ],
    )
}

pub(super) fn delivered(tx: &Transaction<'_>, id: i64) -> rusqlite::Result<usize> {
    cached(tx, "DELETE FROM outbox WHERE id = ?1", [id])
}

pub(super) fn withdraw(tx: &Transaction<'_>, key: &str) -> rusqlite::Result<usize> {
    cached(
        tx,
        "DELETE FROM outbox WHERE key = ?1 AND failed = 0",
        params![key],
    )
}

pub(super) fn hasten(tx: &Transaction<'_>, key_prefix: &str, at: i64) -> rusqlite::Result<usize> {
    cached(
        tx,
        "UPDATE outbox SET next_at = MIN(next_at, ?2)
         WHERE failed = 0 AND substr(key, 1, length(?1)) = ?1",
        params![key_prefix, at],
    )
}

pub(super) fn retry(
    tx: &Transaction<'_>,
    id: i64,
    attempts: u32,
    next_at: i64,
    error: &str,
) -> rusqlite::Result<usize> {
    cached(
        tx,
        "UPDATE outbox SET attempts = ?2, next_at = ?3, last_error = ?4,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = ?1",
        params![id, attempts, next_at, error],
    )
}

pub(super) fn failed(
    tx: &Transaction<'_>,
    id: i64,
    attempts: u32,
    error: &str,
) -> rusqlite::Result<usize> {
    cached(
        tx,
        "UPDATE outbox SET attempts = ?2, last_error = ?3, failed = 1,
                           claimed_by = NULL, claimed_until = NULL
         WHERE id = ?1",
        params![id, attempts, error],
    )
}

/// Claims the head of every lane, if it is due and nobody else holds it: a lane's later
/// parcels wait for its first. The claimant's own claims are renewed.
pub(super) fn claim(
    conn: &Connection,
    claimant: &Claimant,
    now: i64,
    limit: usize,
) -> Result<Vec<Parcel>, StoreError> {
    let mut statement = conn
        .prepare_cached(
            "UPDATE outbox SET claimed_by = ?1, claimed_until = ?2 + ?3
             WHERE id IN (
                 SELECT id FROM outbox AS o
                 WHERE failed = 0 AND next_at <= ?2
                   AND (claimed_by IS NULL OR claimed_by = ?1 OR claimed_until <= ?2)
                   AND NOT EXISTS (SELECT 1 FROM outbox AS e
                                   WHERE e.lane = o.lane AND e.failed = 0 AND e.id < o.id)
                 ORDER BY id LIMIT ?4)
             RETURNING id, channel, lane, key, payload, created_at, attempts",
        )
        .map_err(db_error)?;
    let params = params![claimant.owner, now, claimant.lease_ms, limit as i64];
    let rows = statement
        .query_map(params, |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, Option<String>>(3)?,
                row.get::<_, String>(4)?,
                row.get::<_, i64>(5)?,
                row.get::<_, u32>(6)?,
            ))
        })
        .map_err(db_error)?;
    let mut parcels = Vec::new();
    for row in rows {
        let (id, channel, lane, key, payload, created_at, attempts) = row.map_err(db_error)?;
        parcels.push(Parcel {
            id,
            envelope: Envelope {
                channel: ChannelId(channel as u64),
                lane,
                key,
                payload: serde_json::from_str(&payload).map_err(StoreError::damaged)?,
                delay_ms: 0,
            },
            created_at,
            attempts,
        });
    }
    parcels.sort_by_key(|parcel| parcel.id);
    Ok(parcels)
}

pub(super) fn next_due(conn: &Connection) -> Result<Option<i64>, StoreError> {
    conn.query_row(
        "SELECT MIN(MAX(next_at, COALESCE(claimed_until, 0))) FROM outbox WHERE failed = 0",
        [],
        |row| row.get(0),
    )
    .map_err(db_error)
}

pub(super) fn listing(conn: &Connection) -> Result<Vec<OutboxEntry>, StoreError> {
    let mut statement = conn
        .prepare(
            "SELECT id, channel, lane, created_at, attempts, next_at, last_error, failed
             FROM outbox ORDER BY id",
        )
        .map_err(db_error)?;
    let rows = statement
        .query_map([], |row| {
            Ok(OutboxEntry {
                id: row.get(0)?,
                channel: ChannelId(row.get::<_, i64>(1)? as u64),
                lane: row.get(2)?,
                created_at: row.get(3)?,
                attempts: row.get(4)?,
                next_at: row.get(5)?,
                last_error: row.get(6)?,
                failed: row.get(7)?,
            })
        })
        .map_err(db_error)?;
    rows.map(|row| row.map_err(db_error)).collect()
}
