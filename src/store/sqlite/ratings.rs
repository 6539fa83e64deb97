//! The ratings of the SQLite store: each person's standing per server and game, and the
//! games rated so far in the order they were rated, kept in the transaction that ends a
//! game ([`rate`]) and rebuilt from the records by [`SqliteBackend::rebuild_ratings`].

use super::{cached, db_error, SqliteBackend};
use crate::engine::{GameKind, Outcome};
use crate::ratings::{Skill, Standing, CONSERVATIVE_SIGMAS};
use crate::seating::{GameId, Player, UserId};
use crate::store::rated::rate_game;
use crate::store::{Action, RatedPlayer, Rebuilt, StoreError, Write};
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};

/// Keeps the ratings right for one write, in the write's transaction.
pub(super) fn apply(tx: &Transaction<'_>, write: &Write) -> Result<(), StoreError> {
    if let Write::Rate { game, outcome } = write {
        rate(tx, *game, outcome)?;
    }
    Ok(())
}

/// Rates a game that just ended with `outcome`, once: on the server of its channel, when
/// the server is known and at least two of its people are rated. Whether it was rated.
pub(super) fn rate(tx: &Connection, game: GameId, outcome: &Outcome) -> Result<bool, StoreError> {
    let rated_before: Option<i64> = tx
        .query_row(
            "SELECT seq FROM rated_games WHERE game = ?1",
            [game.0],
            |row| row.get(0),
        )
        .optional()
        .map_err(db_error)?;
    let header: Option<(String, String, Option<i64>)> = tx
        .query_row(
            "SELECT g.game, g.seats, c.community FROM games g
             LEFT JOIN channels c ON c.channel = g.channel WHERE g.id = ?1",
            [game.0],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .optional()
        .map_err(db_error)?;
    let (Some((kind, seats, Some(community))), None) = (header, rated_before) else {
        return Ok(false);
    };
    let community = community as u64;
    // Ratings are derived data: a game whose rows cannot be read is left unrated (and
    // said so), never a reason to refuse the end of the game.
    let (seats, actions) = match read_actions(tx, game, &seats) {
        Ok(read) => read,
        Err(why) => {
            tracing::error!(%game, %why, "a finished game cannot be read to rate it");
            return Ok(false);
        }
    };
    let actions: Vec<&Action> = actions.iter().collect();
    let rated = rate_game(&seats, &actions, outcome, |user| {
        standing(tx, community, &kind, user).map(|s| s.unwrap_or_default())
    })?;
    if rated.is_empty() {
        return Ok(false);
    }
    for (user, standing) in &rated {
        store(tx, community, &kind, *user, standing)?;
    }
    cached(
        tx,
        "INSERT INTO rated_games (game, community) VALUES (?1, ?2)",
        params![game.0, community as i64],
    )
    .map_err(db_error)?;
    Ok(true)
}

/// A game's seats at the start and its actions in order, as stored.
fn read_actions(
    conn: &Connection,
    game: GameId,
    seats: &str,
) -> Result<(Vec<Player>, Vec<Action>), String> {
    let seats: Vec<Player> = serde_json::from_str(seats).map_err(|e| e.to_string())?;
    let mut statement = conn
        .prepare_cached("SELECT data FROM events WHERE game = ?1 ORDER BY seq")
        .map_err(|e| e.to_string())?;
    let rows = statement
        .query_map([game.0], |row| row.get::<_, String>(0))
        .map_err(|e| e.to_string())?;
    let mut actions = Vec::new();
    for row in rows {
        let data = row.map_err(|e| e.to_string())?;
        actions.push(serde_json::from_str(&data).map_err(|e| e.to_string())?);
    }
    Ok((seats, actions))
}

fn standing(
    conn: &Connection,
    community: u64,
    game: &str,
    user: UserId,
) -> Result<Option<Standing>, StoreError> {
    conn.query_row(
        "SELECT user, game, rating, uncertainty, games, wins, places FROM ratings
         WHERE community = ?1 AND game = ?2 AND user = ?3",
        params![community as i64, game, user.0 as i64],
        rated_player,
    )
    .optional()
    .map(|found| found.map(|p| p.standing))
    .map_err(db_error)
}

fn store(
    tx: &Connection,
    community: u64,
    game: &str,
    user: UserId,
    standing: &Standing,
) -> Result<(), StoreError> {
    let places = serde_json::to_string(&standing.places).map_err(StoreError::unavailable)?;
    cached(
        tx,
        "INSERT INTO ratings (community, game, user, rating, uncertainty, games, wins, places)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (community, game, user) DO UPDATE SET
             rating = excluded.rating, uncertainty = excluded.uncertainty,
             games = excluded.games, wins = excluded.wins, places = excluded.places",
        params![
            community as i64,
            game,
            user.0 as i64,
            standing.skill.rating,
            standing.skill.uncertainty,
            standing.games,
            standing.wins,
            places
        ],
    )
    .map(|_| ())
    .map_err(db_error)
}

/// A row of `ratings` read as `user, game, rating, uncertainty, games, wins, places`.
/// Unreadable place counts read as none: they only add detail to `/stats`.
fn rated_player(row: &Row<'_>) -> rusqlite::Result<RatedPlayer> {
    let places: String = row.get(6)?;
    Ok(RatedPlayer {
        user: UserId(row.get::<_, i64>(0)? as u64),
        game: row.get(1)?,
        standing: Standing {
            skill: Skill {
                rating: row.get(2)?,
                uncertainty: row.get(3)?,
            },
            games: row.get(4)?,
            wins: row.get(5)?,
            places: serde_json::from_str(&places).unwrap_or_default(),
        },
    })
}

/// `user`'s standings on `community`, by game id.
pub(super) fn standings(
    conn: &Connection,
    community: u64,
    user: UserId,
) -> Result<Vec<RatedPlayer>, StoreError> {
    let mut statement = conn
        .prepare_cached(
            "SELECT user, game, rating, uncertainty, games, wins, places FROM ratings
             WHERE community = ?1 AND user = ?2 ORDER BY game",
        )
        .map_err(db_error)?;
    let rows = statement
        .query_map(params![community as i64, user.0 as i64], rated_player)
        .map_err(db_error)?;
    rows.map(|row| row.map_err(db_error)).collect()
}

/// The best `limit` players of `game` on `community`.
pub(super) fn leaderboard(
    conn: &Connection,
    community: u64,
    game: &str,
    limit: usize,
) -> Result<Vec<RatedPlayer>, StoreError> {
    let mut statement = conn
        .prepare_cached(
            "SELECT user, game, rating, uncertainty, games, wins, places FROM ratings
             WHERE community = ?1 AND game = ?2
             ORDER BY rating - ?3 * uncertainty DESC, games DESC, user LIMIT ?4",
        )
        .map_err(db_error)?;
    let rows = statement
        .query_map(
            params![community as i64, game, CONSERVATIVE_SIGMAS, limit as i64],
            rated_player,
        )
        .map_err(db_error)?;
    rows.map(|row| row.map_err(db_error)).collect()
}

impl SqliteBackend {
    /// Recomputes every rating from the stored records, in one transaction: forgets them
    /// all, then rates every finished game again in the order the games ended (games
    /// that ended in the same millisecond in the order they were rated before), with the
    /// outcome its record replays to. The same games in the same order give the same
    /// numbers, bit for bit.
    pub fn rebuild_ratings(&mut self, registry: &[&dyn GameKind]) -> Result<Rebuilt, StoreError> {
        let tx: Transaction<'_> = self.conn.unchecked_transaction().map_err(db_error)?;
        let finished: Vec<i64> = {
            let mut statement = tx
                .prepare(
                    "SELECT g.id FROM games g LEFT JOIN rated_games r ON r.game = g.id
                     WHERE g.status = 'finished' ORDER BY g.ended_at, r.seq, g.id",
                )
                .map_err(db_error)?;
            let rows = statement
                .query_map([], |row| row.get(0))
                .map_err(db_error)?;
            rows.collect::<Result<_, _>>().map_err(db_error)?
        };
        tx.execute_batch("DELETE FROM ratings; DELETE FROM rated_games;")
            .map_err(db_error)?;
        let mut rebuilt = Rebuilt {
            finished: finished.len(),
            ..Rebuilt::default()
        };
        for id in finished.into_iter().map(GameId) {
            let read = self.read_record(id);
            let Some(outcome) = rebuilt.outcome(id, read, registry)? else {
                continue;
            };
            if rate(&tx, id, &outcome)? {
                rebuilt.rated += 1;
            }
        }
        tx.commit().map_err(db_error)?;
        Ok(rebuilt)
    }
}
