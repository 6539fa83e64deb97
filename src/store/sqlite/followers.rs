//! The `followers` index of the SQLite store: one row per person and game they follow,
//! beside the game's `watchers`, kept by the same transaction as the writes that change
//! them, so that how many games a person follows is one indexed count.

use super::{cached, db_error};
use crate::seating::UserId;
use crate::store::{StoreError, Write};
use rusqlite::{params, Connection, Transaction};

/// Keeps the index (and, for [`Write::Unfollow`], the game's watchers) right for one
/// write, in the write's transaction.
pub(super) fn apply(tx: &Transaction<'_>, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Watchers { game, watchers } => {
            cached(tx, "DELETE FROM followers WHERE game = ?1", params![game.0])
                .map_err(db_error)?;
            for watcher in watchers {
                cached(
                    tx,
                    "INSERT OR IGNORE INTO followers (user, game) VALUES (?1, ?2)",
                    params![watcher.user.0 as i64, game.0],
                )
                .map_err(db_error)?;
            }
        }
        Write::Unfollow { game, user } => {
            cached(
                tx,
                "UPDATE games SET watchers =
                     (SELECT json_group_array(json(w.value)) FROM json_each(games.watchers) w
                      WHERE json_extract(w.value, '$.user') != ?2)
                 WHERE id = ?1 AND json_valid(watchers)",
                params![game.0, user.0 as i64],
            )
            .map_err(db_error)?;
            cached(
                tx,
                "DELETE FROM followers WHERE game = ?1 AND user = ?2",
                params![game.0, user.0 as i64],
            )
            .map_err(db_error)?;
        }
        Write::EndGame { game, .. } => {
            cached(tx, "DELETE FROM followers WHERE game = ?1", params![game.0])
                .map_err(db_error)?;
        }
        _ => {}
    }
    Ok(())
}

/// How many games being played `user` follows.
pub(super) fn follows(conn: &Connection, user: UserId) -> Result<usize, StoreError> {
    conn.prepare_cached(
        "SELECT COUNT(*) FROM followers f JOIN games g ON g.id = f.game
         WHERE f.user = ?1 AND g.status = 'playing'",
    )
    .and_then(|mut statement| statement.query_row([user.0 as i64], |row| row.get::<_, i64>(0)))
    .map(|count| usize::try_from(count).unwrap_or(0))
    .map_err(db_error)
}
