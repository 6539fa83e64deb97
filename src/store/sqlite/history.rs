//! The ended games of the SQLite store: a channel's newest ones, and forgetting those
//! that ended before the retention limit.

use super::{cached, db_error, SqliteBackend};
use crate::seating::{ChannelId, GameId};
use crate::store::{EndedGame, StoreError};
use rusqlite::{params, Transaction};

/// Which games have ended, in SQL.
const ENDED: &str = "status IN ('finished', 'abandoned')";

impl SqliteBackend {
    /// Up to `limit` ended games of `channel`, the newest first; unreadable ones are left
    /// out (and logged).
    pub(super) fn ended(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        let mut statement = self
            .conn
            .prepare_cached(&format!(
                "SELECT id, ended_at FROM games WHERE channel = ?1 AND {ENDED}
                 ORDER BY started_at DESC, rowid DESC LIMIT ?2"
            ))
            .map_err(db_error)?;
        let ids = statement
            .query_map(params![channel.0 as i64, limit as i64], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, Option<i64>>(1)?))
            })
            .map_err(db_error)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(db_error)?;
        let mut ended = Vec::with_capacity(ids.len());
        for (id, ended_at) in ids {
            match self.read_record(GameId(id)) {
                Ok(Some(record)) => ended.push(EndedGame { record, ended_at }),
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!(%channel, game = id, error = %e, "an ended game cannot be read")
                }
            }
        }
        Ok(ended)
    }
}

/// Deletes the games that ended before `before`, with their events, seat rows and their
/// place in the order of rated games (the ratings they changed stay).
pub(super) fn forget(tx: &Transaction<'_>, before: i64) -> Result<usize, rusqlite::Error> {
    let old = format!("SELECT id FROM games WHERE {ENDED} AND ended_at < ?1");
    for table in ["events", "seated", "rated_games"] {
        cached(
            tx,
            &format!("DELETE FROM {table} WHERE game IN ({old})"),
            [before],
        )?;
    }
    cached(
        tx,
        &format!("DELETE FROM games WHERE {ENDED} AND ended_at < ?1"),
        [before],
    )
}
