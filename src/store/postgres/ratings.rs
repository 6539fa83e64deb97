//! The ratings of the PostgreSQL store: each person's standing per server and game, and
//! the games rated so far in the order they were rated, kept in the transaction that
//! ends a game ([`rate`]) and rebuilt from the records by
//! [`PostgresBackend::rebuild_ratings`] — through the same [`rate_game`] as SQLite.

use super::db::{get, get_u32, pg_error, Db};
use super::{read_record, PostgresBackend};
use crate::engine::{GameKind, Outcome};
use crate::ratings::{Skill, Standing, CONSERVATIVE_SIGMAS};
use crate::seating::{GameId, Player, UserId};
use crate::store::rated::rate_game;
use crate::store::{Action, RatedPlayer, Rebuilt, StoreError, Write};
use std::collections::HashMap;
use tokio_postgres::Row;

/// Keeps the ratings right for one write, in the write's transaction.
pub(super) async fn apply(db: Db<'_>, write: &Write) -> Result<(), StoreError> {
    if let Write::Rate { game, outcome } = write {
        rate(db, *game, outcome).await?;
    }
    Ok(())
}

/// Rates a game that just ended with `outcome`, once: on the server of its channel, when
/// the server is known and at least two of its people are rated. Whether it was rated.
async fn rate(db: Db<'_>, game: GameId, outcome: &Outcome) -> Result<bool, StoreError> {
    let rated_before = db
        .query_opt("SELECT seq FROM rated_games WHERE game = $1", &[&game.0])
        .await?;
    let header = db
        .query_opt(
            "SELECT g.game, g.seats, c.community FROM games g
             LEFT JOIN channels c ON c.channel = g.channel WHERE g.id = $1",
            &[&game.0],
        )
        .await?;
    let (Some(header), None) = (header, rated_before) else {
        return Ok(false);
    };
    let kind: String = get(&header, 0)?;
    let seats: String = get(&header, 1)?;
    let Some(community) = get::<Option<i64>>(&header, 2)? else {
        return Ok(false);
    };
    // Ratings are derived data: a game whose rows cannot be read is left unrated (and
    // said so), never a reason to refuse the end of the game.
    let (seats, actions) = match read_actions(db, game, &seats).await {
        Ok(read) => read,
        Err(why) => {
            tracing::error!(%game, %why, "a finished game cannot be read to rate it");
            return Ok(false);
        }
    };
    // Everyone who held a seat, with their standing before this game.
    let mut before: HashMap<UserId, Standing> = HashMap::new();
    let holders = seats
        .iter()
        .map(|p| p.user)
        .chain(actions.iter().filter_map(|action| match action {
            Action::Seat { player, .. } => Some(player.user),
            _ => None,
        }));
    for user in holders.collect::<Vec<_>>() {
        if let Some(standing) = standing(db, community, &kind, user).await? {
            before.insert(user, standing);
        }
    }
    let actions: Vec<&Action> = actions.iter().collect();
    let rated = rate_game(&seats, &actions, outcome, |user| {
        Ok(before.get(&user).cloned().unwrap_or_default())
    })?;
    if rated.is_empty() {
        return Ok(false);
    }
    for (user, standing) in &rated {
        store(db, community, &kind, *user, standing).await?;
    }
    db.execute(
        "INSERT INTO rated_games (game, community) VALUES ($1, $2)",
        &[&game.0, &community],
    )
    .await?;
    Ok(true)
}

/// A game's seats at the start and its actions in order, as stored.
async fn read_actions(
    db: Db<'_>,
    game: GameId,
    seats: &str,
) -> Result<(Vec<Player>, Vec<Action>), String> {
    let seats: Vec<Player> = serde_json::from_str(seats).map_err(|e| e.to_string())?;
    let rows = db
        .query(
            "SELECT data FROM events WHERE game = $1 ORDER BY seq",
            &[&game.0],
        )
        .await
        .map_err(|e| e.message)?;
    let mut actions = Vec::with_capacity(rows.len());
    for row in &rows {
        let data: String = get(row, 0).map_err(|e| e.message)?;
        actions.push(serde_json::from_str(&data).map_err(|e| e.to_string())?);
    }
    Ok((seats, actions))
}

async fn standing(
    db: Db<'_>,
    community: i64,
    game: &str,
    user: UserId,
) -> Result<Option<Standing>, StoreError> {
    let row = db
        .query_opt(
            "SELECT user_id, game, rating, uncertainty, games, wins, places FROM ratings
             WHERE community = $1 AND game = $2 AND user_id = $3",
            &[&community, &game, &(user.0 as i64)],
        )
        .await?;
    row.map(|row| rated_player(&row).map(|p| p.standing))
        .transpose()
}

async fn store(
    db: Db<'_>,
    community: i64,
    game: &str,
    user: UserId,
    standing: &Standing,
) -> Result<(), StoreError> {
    let places = serde_json::to_string(&standing.places).map_err(StoreError::unavailable)?;
    db.execute(
        "INSERT INTO ratings (community, game, user_id, rating, uncertainty, games, wins, places)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (community, game, user_id) DO UPDATE SET
             rating = excluded.rating, uncertainty = excluded.uncertainty,
             games = excluded.games, wins = excluded.wins, places = excluded.places",
        &[
            &community,
            &game,
            &(user.0 as i64),
            &standing.skill.rating,
            &standing.skill.uncertainty,
            &super::db::int(standing.games)?,
            &super::db::int(standing.wins)?,
            &places,
        ],
    )
    .await
    .map(drop)
}

/// A row of `ratings` read as `user_id, game, rating, uncertainty, games, wins, places`.
/// Unreadable place counts read as none: they only add detail to `/stats`.
fn rated_player(row: &Row) -> Result<RatedPlayer, StoreError> {
    let places: String = get(row, 6)?;
    Ok(RatedPlayer {
        user: UserId(get::<i64>(row, 0)? as u64),
        game: get(row, 1)?,
        standing: Standing {
            skill: Skill {
                rating: get(row, 2)?,
                uncertainty: get(row, 3)?,
            },
            games: get_u32(row, 4)?,
            wins: get_u32(row, 5)?,
            places: serde_json::from_str(&places).unwrap_or_default(),
        },
    })
}

/// `user`'s standings on `community`, by game id.
pub(super) async fn standings(
    db: Db<'_>,
    community: u64,
    user: UserId,
) -> Result<Vec<RatedPlayer>, StoreError> {
    let rows = db
        .query(
            "SELECT user_id, game, rating, uncertainty, games, wins, places FROM ratings
             WHERE community = $1 AND user_id = $2 ORDER BY game",
            &[&(community as i64), &(user.0 as i64)],
        )
        .await?;
    rows.iter().map(rated_player).collect()
}

/// The best `limit` players of `game` on `community`.
pub(super) async fn leaderboard(
    db: Db<'_>,
    community: u64,
    game: &str,
    limit: usize,
) -> Result<Vec<RatedPlayer>, StoreError> {
    let rows = db
        .query(
            "SELECT user_id, game, rating, uncertainty, games, wins, places FROM ratings
             WHERE community = $1 AND game = $2
             ORDER BY rating - $3::DOUBLE PRECISION * uncertainty DESC, games DESC, user_id
             LIMIT $4",
            &[
                &(community as i64),
                &game,
                &CONSERVATIVE_SIGMAS,
                &(limit as i64),
            ],
        )
        .await?;
    rows.iter().map(rated_player).collect()
}

impl PostgresBackend {
    /// Recomputes every rating from the stored records, in one transaction: forgets them
    /// all, then rates every finished game again in the order the games ended (games
    /// that ended in the same millisecond in the order they were rated before), with the
    /// outcome its record replays to. The same games in the same order give the same
    /// numbers, bit for bit — and the same as the SQLite store's.
    pub fn rebuild_ratings(&mut self, registry: &[&dyn GameKind]) -> Result<Rebuilt, StoreError> {
        self.block_on(async {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(pg_error)?;
            let db = Db::Tx(&tx);
            // NULLS FIRST as in SQLite: the same order of games, the same numbers.
            let finished = db
                .query(
                    "SELECT g.id FROM games g LEFT JOIN rated_games r ON r.game = g.id
                     WHERE g.status = 'finished'
                     ORDER BY g.ended_at NULLS FIRST, r.seq NULLS FIRST, g.id",
                    &[],
                )
                .await?;
            let finished = finished
                .iter()
                .map(|row| get::<i64>(row, 0).map(GameId))
                .collect::<Result<Vec<_>, _>>()?;
            db.execute("DELETE FROM ratings", &[]).await?;
            db.execute("DELETE FROM rated_games", &[]).await?;
            let mut rebuilt = Rebuilt {
                finished: finished.len(),
                ..Rebuilt::default()
            };
            for id in finished {
                let read = read_record(db, id).await;
                let Some(outcome) = rebuilt.outcome(id, read, registry)? else {
                    continue;
                };
                if rate(db, id, &outcome).await? {
                    rebuilt.rated += 1;
                }
            }
            tx.commit().await.map_err(pg_error)?;
            Ok(rebuilt)
        })
    }
}
