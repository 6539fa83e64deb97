//! The `seated` index of the SQLite store: one row per person and unfinished game
//! (see [`crate::store::SeatedGame`]), kept by the same transaction as the writes that
//! change it.

use super::db_error;
use crate::engine::Seat;
use crate::seating::{ChannelId, GameId, UserId};
use crate::store::{Action, SeatedGame, StoreError, Write};
use rusqlite::{params, Connection, Transaction};

/// The migration that creates the index, filled from the unfinished games already
/// stored: each seat's occupant after the seat changes of its record (AI seats, with ids
/// below 64, get no row), and the moves since that seat last moved or changed hands.
pub(super) const MIGRATION: &str = r#"
    CREATE TABLE seated (
        user        INTEGER NOT NULL,
        game        INTEGER NOT NULL REFERENCES games (id),
        seat        INTEGER NOT NULL,
        moves_since INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user, game)
    ) WITHOUT ROWID;
    CREATE INDEX seated_by_game ON seated (game, seat);
    INSERT OR REPLACE INTO seated (user, game, seat, moves_since)
    SELECT s.occupant, s.game, s.seat,
           (SELECT COUNT(*) FROM events e
             WHERE e.game = s.game AND e.seq > s.since
               AND json_extract(e.data, '$.kind') = 'move')
    FROM (
        SELECT g.id AS game,
               j.key AS seat,
               COALESCE(
                   (SELECT json_extract(e.data, '$.player.user') FROM events e
                     WHERE e.game = g.id AND json_extract(e.data, '$.kind') = 'seat'
                       AND json_extract(e.data, '$.seat') = j.key
                     ORDER BY e.seq DESC LIMIT 1),
                   json_extract(j.value, '$.user')) AS occupant,
               COALESCE(
                   (SELECT MAX(e.seq) FROM events e
                     WHERE e.game = g.id AND json_extract(e.data, '$.kind') IN ('move', 'seat')
                       AND json_extract(e.data, '$.seat') = j.key),
                   -1) AS since
        FROM games g, json_each(g.seats) j
        WHERE g.status = 'playing'
    ) s
    WHERE s.occupant >= 64;
"#;

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
            Action::Move { seat, .. } => {
                tx.execute(
                    "UPDATE seated
                     SET moves_since = CASE WHEN seat = ?2 THEN 0 ELSE moves_since + 1 END
                     WHERE game = ?1",
                    params![game.0, seat.0],
                )
                .map_err(db_error)?;
            }
            Action::Seat {
                seat: taken,
                player,
            } => {
                tx.execute(
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
            tx.execute("DELETE FROM seated WHERE game = ?1", params![game.0])
                .map_err(db_error)?;
        }
        _ => {}
    }
    Ok(())
}

fn seat(tx: &Transaction<'_>, game: GameId, seat: Seat, user: UserId) -> Result<(), StoreError> {
    tx.execute(
        "INSERT OR REPLACE INTO seated (user, game, seat, moves_since) VALUES (?1, ?2, ?3, 0)",
        params![user.0 as i64, game.0, seat.0],
    )
    .map(|_| ())
    .map_err(db_error)
}

/// The unfinished games in which `user` holds a seat, by channel.
pub(super) fn games_of(conn: &Connection, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
    let mut statement = conn
        .prepare_cached(
            "SELECT s.game, g.channel, g.game, s.seat, s.moves_since
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
