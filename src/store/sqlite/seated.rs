//! The `seated` index of the SQLite store: one row per person and unfinished game
//! (see [`crate::store::SeatedGame`]), kept by the same transaction as the writes that
//! change it.

use super::{cached, db_error};
use crate::engine::Seat;
use crate::seating::{ChannelId, GameId, UserId};
use crate::store::{Action, SeatedGame, StoreError, Write};
use rusqlite::{params, Connection, Transaction};

/// Keeps the index right for one write, in the write's transaction.
pub(super) fn apply(tx: &Transaction<'_>, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::StartGame(record) => {
            for (index, player) in record.seats.iter().enumerate() {
                if !player.is_ai() {
                    seat(tx, record.id, Seat(index as u8), player.user)?;
                }
            }
        }
        Write::Event { game, event, .. } => match &event.action {
            // The game counts the move; the mover's seat remembers the count.
            Action::Move { seat, .. } => {
                cached(
                    tx,
                    "UPDATE games SET moves = moves + 1 WHERE id = ?1",
                    params![game.0],
                )
                .map_err(db_error)?;
                cached(
                    tx,
                    "UPDATE seated SET moved_at = (SELECT moves FROM games WHERE id = ?1)
                     WHERE game = ?1 AND seat = ?2",
                    params![game.0, seat.0],
                )
                .map_err(db_error)?;
            }
            Action::Seat {
                seat: taken,
                player,
            } => {
                cached(
                    tx,
                    "DELETE FROM seated WHERE game = ?1 AND seat = ?2",
                    params![game.0, taken.0],
                )
                .map_err(db_error)?;
                if !player.is_ai() {
                    seat(tx, *game, *taken, player.user)?;
                }
            }
            Action::Chance { .. } | Action::Away { .. } => {}
        },
        Write::EndGame { game, .. } => {
            cached(tx, "DELETE FROM seated WHERE game = ?1", params![game.0]).map_err(db_error)?;
        }
        _ => {}
    }
    Ok(())
}

fn seat(tx: &Transaction<'_>, game: GameId, seat: Seat, user: UserId) -> Result<(), StoreError> {
    cached(
        tx,
        "INSERT OR REPLACE INTO seated (user, game, seat, moved_at)
         VALUES (?1, ?2, ?3, (SELECT moves FROM games WHERE id = ?2))",
        params![user.0 as i64, game.0, seat.0],
    )
    .map(|_| ())
    .map_err(db_error)
}

/// The unfinished games in which `user` holds a seat, by channel.
pub(super) fn games_of(conn: &Connection, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
    let mut statement = conn
        .prepare_cached(
            "SELECT s.game, g.channel, g.game, s.seat, g.moves - s.moved_at
             FROM seated s JOIN games g ON g.id = s.game
             WHERE s.user = ?1 AND g.status = 'playing'
             ORDER BY g.channel, s.game",
        )
        .map_err(db_error)?;
    let rows = statement
        .query_map([user.0 as i64], |row| {
            Ok(SeatedGame {
                game: GameId(row.get(0)?),
                channel: ChannelId(row.get::<_, i64>(1)? as u64),
                kind: row.get(2)?,
                seat: Seat(row.get(3)?),
                moves_since: row.get(4)?,
            })
        })
        .map_err(db_error)?;
    rows.map(|row| row.map_err(db_error)).collect()
}
