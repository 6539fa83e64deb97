//! The shared store: a PostgreSQL database that several gametable processes may use at
//! once (each table's version guards its writes, each parcel's claim its sending).
//!
//! The [`Backend`] is synchronous and runs on the store's thread; this backend keeps its
//! own small runtime (one worker, which drives the connections) and blocks on it there.
//! Connections come from a pool (deadpool), statements are prepared once per connection.

mod db;
mod followers;
mod history;
mod open;
mod outbox;
mod pipeline;
mod ratings;
mod seated;
mod sightings;

use self::db::{get, get_u32, int, pool_error, Db};
use self::open::Access;
use self::pipeline::{Param, Pipeline};
use super::rows::{self, to_json, GameRow};
use super::{
    ActiveTables, Backend, ChannelRecord, Claimant, DatabaseUrl, DirectChannel, EndedGame,
    OutboxEntry, Parcel, RatedPlayer, Record, SeatedGame, StoreError, StoreErrorKind, Write,
};
use crate::seating::{ChannelId, Channels, GameId, UserId};
use deadpool_postgres::{Object, Pool};
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;
use tokio::runtime::Runtime;

/// A PostgreSQL database.
pub struct PostgresBackend {
    pool: Pool,
    /// Drives the connections; shared with this backend's readers; `None` only while
    /// being dropped.
    runtime: Option<Arc<Runtime>>,
    /// The database for messages: its address without password.
    name: String,
}

impl PostgresBackend {
    /// Connects to the database at `url` and brings its schema up to date (creating it
    /// in the schema of the search path if it is new). A database written by a newer
    /// gametable is refused and left untouched.
    pub fn open(url: &DatabaseUrl) -> Result<PostgresBackend, StoreError> {
        open::open(url, Access::ReadWrite)
    }

    /// Connects to the database at `url` for reading only: nothing is created, migrated
    /// or written. Its schema must be the one this binary knows.
    pub fn open_read_only(url: &DatabaseUrl) -> Result<PostgresBackend, StoreError> {
        open::open(url, Access::ReadOnly)
    }

    fn new(runtime: Runtime, pool: Pool, name: String) -> PostgresBackend {
        PostgresBackend {
            pool,
            runtime: Some(Arc::new(runtime)),
            name,
        }
    }

    /// The number of schema migrations applied.
    pub fn schema_version(&self) -> Result<usize, StoreError> {
        let version = self.block_on(open::version_of(&self.pool))?;
        Ok(usize::try_from(version).unwrap_or(0))
    }

    /// Runs `work` to its end on this backend's runtime. From a thread of another runtime
    /// (a caller inside async code) it runs on a helper thread, since a runtime cannot be
    /// blocked on from inside one. Unavailable errors name the database.
    fn block_on<T: Send>(
        &self,
        work: impl Future<Output = Result<T, StoreError>> + Send,
    ) -> Result<T, StoreError> {
        let Some(runtime) = &self.runtime else {
            return Err(StoreError::shut_down());
        };
        let done = match tokio::runtime::Handle::try_current() {
            Err(_) => runtime.block_on(work),
            Ok(_) => std::thread::scope(|scope| {
                scope
                    .spawn(|| runtime.block_on(work))
                    .join()
                    .unwrap_or_else(|_| Err(StoreError::unavailable("a database call panicked")))
            }),
        };
        done.map_err(|mut e| {
            if e.kind == StoreErrorKind::Unavailable && !e.message.contains(&self.name) {
                e.message = format!("the database {}: {}", self.name, e.message);
            }
            e
        })
    }

    async fn client(&self) -> Result<Object, StoreError> {
        self.pool.get().await.map_err(pool_error)
    }
}

impl Drop for PostgresBackend {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which async code may not do: let it go quietly.
        // The last of the backend and its readers stops the runtime.
        if let Some(runtime) = self.runtime.take().and_then(Arc::into_inner) {
            runtime.shutdown_background();
        }
    }
}

/// Plans the statements of one write in the transaction of its batch.
fn plan(pipeline: &mut Pipeline, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::TableVersion {
            channel,
            from,
            times,
        } => {
            let stale = StoreError::stale(format!(
                "the table of {channel} changed since version {from}"
            ));
            let (id, version) = (channel.0 as i64, *from as i64);
            match times {
                None => pipeline.push_guard(
                    "INSERT INTO channels (channel, version) VALUES ($1, $2::BIGINT + 1)
                     ON CONFLICT (channel) DO UPDATE SET version = channels.version + 1
                     WHERE channels.version = $2::BIGINT",
                    vec![Box::new(id), Box::new(version)],
                    stale,
                ),
                Some(times) => pipeline.push_guard(
                    "INSERT INTO channels (channel, version, deadline, reminder, wake)
                     VALUES ($1, $2::BIGINT + 1, $3, $4, $5)
                     ON CONFLICT (channel) DO UPDATE SET version = channels.version + 1,
                                                         deadline = excluded.deadline,
                                                         reminder = excluded.reminder,
                                                         wake = excluded.wake
                     WHERE channels.version = $2::BIGINT",
                    vec![
                        Box::new(id),
                        Box::new(version),
                        Box::new(times.turn),
                        Box::new(times.reminder),
                        Box::new(times.wake),
                    ],
                    stale,
                ),
            }
        }
        Write::Sighting { id, forget_at, now } => sightings::sight(pipeline, *id, *forget_at, *now),
        Write::Touch { channel } => upsert(
            pipeline,
            "version",
            *channel,
            Box::new(1i64),
            "channels.version + 1",
        ),
        Write::Language { channel, lang } => upsert(
            pipeline,
            "lang",
            *channel,
            Box::new(lang.code()),
            "excluded.lang",
        ),
        Write::Settings { channel, settings } => upsert(
            pipeline,
            "settings",
            *channel,
            Box::new(to_json(settings)?),
            "excluded.settings",
        ),
        Write::Parent { channel, parent } => upsert(
            pipeline,
            "parent",
            *channel,
            Box::new(parent.0 as i64),
            "excluded.parent",
        ),
        Write::Lobby { channel, lobby } => pipeline.push(
            "INSERT INTO channels (channel, lobby) VALUES ($1, CAST($2::TEXT AS JSONB))
             ON CONFLICT (channel) DO UPDATE SET lobby = excluded.lobby",
            vec![
                Box::new(channel.0 as i64),
                Box::new(lobby.as_ref().map(Value::to_string)),
            ],
        ),
        Write::StartGame(record) => pipeline.push(
            "INSERT INTO games (id, channel, game, options, host, seats, started_at, status, pace)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            vec![
                Box::new(record.id.0),
                Box::new(record.channel.0 as i64),
                Box::new(record.game.clone()),
                Box::new(record.options.to_string()),
                Box::new(record.host.0 as i64),
                Box::new(to_json(&record.seats)?),
                Box::new(record.started_at),
                Box::new(record.status.as_str()),
                Box::new(to_json(&record.pace)?),
            ],
        ),
        Write::Deadline { channel, times } => pipeline.push(
            "INSERT INTO channels (channel, deadline, reminder, wake) VALUES ($1, $2, $3, $4)
             ON CONFLICT (channel) DO UPDATE SET deadline = excluded.deadline,
                                                 reminder = excluded.reminder,
                                                 wake = excluded.wake",
            vec![
                Box::new(channel.0 as i64),
                Box::new(times.turn),
                Box::new(times.reminder),
                Box::new(times.wake),
            ],
        ),
        Write::Community { channel, community } => {
            let community = *community as i64;
            upsert(
                pipeline,
                "community",
                *channel,
                Box::new(community),
                "excluded.community",
            )
        }
        Write::Nudged { game, at } => pipeline.push(
            "UPDATE games SET nudged = $2 WHERE id = $1",
            vec![Box::new(game.0), Box::new(to_json(at)?)],
        ),
        Write::Seen { game, at } => pipeline.push(
            "UPDATE games SET seen = $2 WHERE id = $1",
            vec![Box::new(game.0), Box::new(to_json(at)?)],
        ),
        Write::Watchers { game, watchers } => pipeline.push(
            "UPDATE games SET watchers = $2 WHERE id = $1",
            vec![Box::new(game.0), Box::new(to_json(watchers)?)],
        ),
        Write::Pinged { channel, pinged } => upsert(
            pipeline,
            "pinged",
            *channel,
            Box::new(to_json(pinged)?),
            "excluded.pinged",
        ),
        Write::Rematched { channel, game } => upsert(
            pipeline,
            "rematched",
            *channel,
            Box::new(game.0),
            "excluded.rematched",
        ),
        Write::Reminders { user, on } => pipeline.push(
            "INSERT INTO users (user_id, reminders_off) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET reminders_off = excluded.reminders_off",
            vec![Box::new(user.0 as i64), Box::new(!on)],
        ),
        Write::Pictures { user, on } => pipeline.push(
            "INSERT INTO users (user_id, pictures_off) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET pictures_off = excluded.pictures_off",
            vec![Box::new(user.0 as i64), Box::new(!on)],
        ),
        // Rated by `ratings::apply`, which reads what it writes.
        Write::Rate { .. } => {}
        // Planned by `followers::plan`, with the index of followers.
        Write::Unfollow { .. } => {}
        Write::Event { game, seq, event } => pipeline.push(
            "INSERT INTO events (game, seq, at, data) VALUES ($1, $2, $3, $4)",
            vec![
                Box::new(game.0),
                Box::new(int(*seq)?),
                Box::new(event.at),
                Box::new(to_json(&event.action)?),
            ],
        ),
        Write::DirectChannel { user, direct } => pipeline.push(
            "INSERT INTO users (user_id, dm_channel, dm_closed_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET dm_channel = excluded.dm_channel,
                                                 dm_closed_at = excluded.dm_closed_at",
            vec![
                Box::new(user.0 as i64),
                Box::new(direct.channel.map(|c| c as i64)),
                Box::new(direct.closed_at),
            ],
        ),
        Write::TableMessage { channel, message } => {
            let message = message.map(|m| m as i64);
            upsert(
                pipeline,
                "table_message",
                *channel,
                Box::new(message),
                "excluded.table_message",
            )
        }
        Write::PingMessage {
            channel,
            message,
            followup,
        } => pipeline.push(
            "INSERT INTO channels (channel, ping_message, ping_followup) VALUES ($1, $2, $3)
             ON CONFLICT (channel) DO UPDATE SET ping_message = excluded.ping_message,
                                                 ping_followup = excluded.ping_followup",
            vec![
                Box::new(channel.0 as i64),
                Box::new(message.map(|m| m as i64)),
                Box::new(followup.as_ref().map(to_json).transpose()?),
            ],
        ),
        Write::EndGame { game, status, at } => pipeline.push(
            "UPDATE games SET status = $2, ended_at = $3 WHERE id = $1",
            vec![Box::new(game.0), Box::new(status.as_str()), Box::new(*at)],
        ),
        Write::Enqueue { envelope, at } => outbox::enqueue(pipeline, envelope, *at),
        Write::Delivered { id } => outbox::delivered(pipeline, *id),
        Write::Withdraw { key } => outbox::withdraw(pipeline, key.clone()),
        Write::Hasten { key_prefix, at } => outbox::hasten(pipeline, key_prefix, *at),
        Write::ReleaseClaims => pipeline.push(
            "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL
             WHERE claimed_by IS NOT NULL",
            Vec::new(),
        ),
        Write::Alive { at } => pipeline.push(
            "INSERT INTO meta (key, value) VALUES ('alive_at', $1)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            vec![Box::new(*at)],
        ),
        Write::Reach {
            channel,
            unreachable,
        } => upsert(
            pipeline,
            "unreachable",
            *channel,
            Box::new(unreachable.clone()),
            "excluded.unreachable",
        ),
        Write::Retry {
            id,
            attempts,
            next_at,
            error,
        } => outbox::retry(pipeline, *id, *attempts, *next_at, error)?,
        Write::Failed {
            id,
            attempts,
            error,
        } => outbox::failed(pipeline, *id, *attempts, error)?,
        Write::ForgetEnded { before } => history::forget(pipeline, *before),
    }
    Ok(())
}

/// Plans setting one column of a channel's row (creating the row): to `value` when new,
/// to `update` (an expression over `channels` and `excluded`) when it exists.
fn upsert(pipeline: &mut Pipeline, column: &str, channel: ChannelId, value: Param, update: &str) {
    pipeline.push(
        format!(
            "INSERT INTO channels (channel, {column}) VALUES ($1, $2)
             ON CONFLICT (channel) DO UPDATE SET {column} = {update}"
        ),
        vec![Box::new(channel.0 as i64), value],
    )
}

/// The record of a game, finished or not.
async fn read_record(db: Db<'_>, id: GameId) -> Result<Option<Record>, StoreError> {
    let row = db
        .query_opt(
            "SELECT channel, game, options, host, seats, started_at, status, pace
             FROM games WHERE id = $1",
            &[&id.0],
        )
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let header = GameRow {
        channel: get(&row, 0)?,
        game: get(&row, 1)?,
        options: get(&row, 2)?,
        host: get(&row, 3)?,
        seats: get(&row, 4)?,
        started_at: get(&row, 5)?,
        status: get(&row, 6)?,
        pace: get(&row, 7)?,
    };
    let rows = db
        .query(
            "SELECT at, data FROM events WHERE game = $1 ORDER BY seq",
            &[&id.0],
        )
        .await?;
    let events = rows
        .iter()
        .map(|row| Ok((get(row, 0)?, get(row, 1)?)))
        .collect::<Result<Vec<_>, StoreError>>()?;
    header.record(id, events).map(Some)
}

/// The newest game of `channel` that ended, if its record can be read.
async fn last_ended(db: Db<'_>, channel: ChannelId) -> Result<Option<Record>, StoreError> {
    let row = db
        .query_opt(
            "SELECT id FROM games WHERE channel = $1 AND status IN ('finished', 'abandoned')
             ORDER BY started_at DESC, id DESC LIMIT 1",
            &[&(channel.0 as i64)],
        )
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let id = GameId(get(&row, 0)?);
    Ok(read_record(db, id).await.ok().flatten())
}

/// A stored value as JSON, as it is: numbers as numbers, text as text (not parsed).
fn raw_value(row: &tokio_postgres::Row, index: usize) -> Value {
    use tokio_postgres::types::Type;
    let Some(column) = row.columns().get(index) else {
        return Value::Null;
    };
    let kind = column.type_();
    let value = if *kind == Type::INT8 {
        row.try_get::<_, Option<i64>>(index)
            .map(|v| v.map(Value::from))
    } else if *kind == Type::INT4 {
        row.try_get::<_, Option<i32>>(index)
            .map(|v| v.map(Value::from))
    } else if *kind == Type::FLOAT8 {
        row.try_get::<_, Option<f64>>(index)
            .map(|v| v.map(Value::from))
    } else if *kind == Type::BOOL {
        row.try_get::<_, Option<bool>>(index)
            .map(|v| v.map(Value::from))
    } else if *kind == Type::TEXT || *kind == Type::VARCHAR {
        row.try_get::<_, Option<String>>(index)
            .map(|v| v.map(Value::from))
    } else {
        Ok(Some(Value::from(format!("<{kind}>"))))
    };
    value.ok().flatten().unwrap_or(Value::Null)
}

impl PostgresBackend {
    /// Applies `writes` in one transaction: their statements are pipelined, except that a
    /// rating (which reads the rows before it) waits for the statements planned before it.
    async fn write_all(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db::pg_error)?;
        let applied = async {
            let mut pipeline = Pipeline::default();
            for write in writes {
                if let Write::Rate { .. } = write {
                    pipeline.run(&tx).await?;
                    ratings::apply(Db::Tx(&tx), write).await?;
                } else {
                    plan(&mut pipeline, write)?;
                    seated::plan(&mut pipeline, write);
                    followers::plan(&mut pipeline, write);
                }
            }
            pipeline.run(&tx).await
        }
        .await;
        if let Err(e) = applied {
            // The transaction is aborted already; end it before the connection goes back
            // to the pool.
            let _ = tx.rollback().await;
            return Err(e);
        }
        tx.commit().await.map_err(db::pg_error)
    }

    async fn channel(&self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        let client = self.client().await?;
        let db = Db::Client(&client);
        let key = channel.0 as i64;
        let row = db
            .query_opt(
                "SELECT lang, lobby::TEXT, table_message, unreachable, deadline, wake, reminder,
                        community, settings, ping_message, parent, version, pinged, rematched,
                        ping_followup
                 FROM channels WHERE channel = $1",
                &[&key],
            )
            .await?;
        let mut record = ChannelRecord::default();
        if let Some(row) = row {
            let lang: Option<String> = get(&row, 0)?;
            record.lang = lang.and_then(|code| code.parse().ok());
            record.lobby = rows::lobby(channel, get(&row, 1)?);
            record.table_message = get::<Option<i64>>(&row, 2)?.map(|m| m as u64);
            record.unreachable = get(&row, 3)?;
            record.deadline = get(&row, 4)?;
            record.wake = get(&row, 5)?;
            record.reminder = get(&row, 6)?;
            record.community = get::<Option<i64>>(&row, 7)?.map(|c| c as u64);
            record.settings = rows::settings(get(&row, 8)?);
            record.ping_message = get::<Option<i64>>(&row, 9)?.map(|m| m as u64);
            record.parent = get::<Option<i64>>(&row, 10)?.map(|p| ChannelId(p as u64));
            record.version = get::<i64>(&row, 11)? as u64;
            record.pinged = rows::pinged(get(&row, 12)?);
            record.rematched = get::<Option<i64>>(&row, 13)?.map(GameId);
            record.ping_followup = rows::followup(get(&row, 14)?);
        }
        let playing = db
            .query_opt(
                "SELECT id, nudged, watchers, seen FROM games
                 WHERE channel = $1 AND status = 'playing'
                 ORDER BY started_at DESC LIMIT 1",
                &[&key],
            )
            .await?;
        if let Some(row) = playing {
            let id = GameId(get(&row, 0)?);
            record.nudged = rows::seat_times(get(&row, 1)?);
            record.watchers = rows::watchers(get(&row, 2)?);
            record.seen = rows::seat_times(get(&row, 3)?);
            match read_record(db, id).await {
                Ok(game) => record.game = game,
                Err(e) if e.kind == StoreErrorKind::Damaged => {
                    record.damaged = Some((id, e.message))
                }
                Err(e) => return Err(e),
            }
        }
        if record.game.is_none() {
            record.last_game = last_ended(db, channel).await?;
        }
        Ok(record)
    }

    async fn raw(&self, game: GameId) -> Result<Option<Value>, StoreError> {
        let client = self.client().await?;
        let db = Db::Client(&client);
        let Some(row) = db
            .query_opt("SELECT * FROM games WHERE id = $1", &[&game.0])
            .await?
        else {
            return Ok(None);
        };
        let columns: serde_json::Map<String, Value> = row
            .columns()
            .iter()
            .enumerate()
            .map(|(i, column)| (column.name().to_owned(), raw_value(&row, i)))
            .collect();
        let events = db
            .query(
                "SELECT seq, at, data FROM events WHERE game = $1 ORDER BY seq",
                &[&game.0],
            )
            .await?
            .iter()
            .map(|row| {
                serde_json::json!({
                    "seq": raw_value(row, 0),
                    "at": raw_value(row, 1),
                    "data": raw_value(row, 2),
                })
            })
            .collect::<Vec<_>>();
        Ok(Some(
            serde_json::json!({ "game": columns, "events": events }),
        ))
    }

    /// Runs one query on a pooled connection and reads its rows with `read`.
    async fn rows<T>(
        &self,
        sql: &str,
        params: db::Params<'_>,
        read: impl Fn(&tokio_postgres::Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let client = self.client().await?;
        let rows = Db::Client(&client).query(sql, params).await?;
        rows.iter().map(read).collect()
    }

    /// Runs one query that finds one row or none, and reads its first column.
    async fn value<T: for<'a> tokio_postgres::types::FromSql<'a>>(
        &self,
        sql: &str,
        params: db::Params<'_>,
    ) -> Result<Option<T>, StoreError> {
        let client = self.client().await?;
        let row = Db::Client(&client).query_opt(sql, params).await?;
        row.map(|row| get(&row, 0)).transpose()
    }
}

impl Backend for PostgresBackend {
    fn reader(&self) -> Option<Box<dyn Backend>> {
        Some(Box::new(PostgresBackend {
            pool: self.pool.clone(),
            runtime: self.runtime.clone(),
            name: self.name.clone(),
        }))
    }
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        self.block_on(self.write_all(writes))
    }

    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        self.block_on(self.channel(channel))
    }

    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError> {
        self.block_on(self.rows(
            "SELECT channel FROM games WHERE status = 'playing'
             UNION SELECT channel FROM channels WHERE lobby IS NOT NULL
             ORDER BY 1",
            &[],
            |row| Ok(ChannelId(get::<i64>(row, 0)? as u64)),
        ))
    }

    fn active_tables(&mut self) -> Result<Vec<ActiveTables>, StoreError> {
        self.block_on(self.rows(
            "SELECT game, SUM(lobby)::BIGINT, SUM(playing)::BIGINT FROM (
                 SELECT lobby ->> 'game' AS game, 1 AS lobby, 0 AS playing
                 FROM channels WHERE lobby IS NOT NULL
                 UNION ALL
                 SELECT game, 0, 1 FROM games WHERE status = 'playing') AS active
             WHERE game IS NOT NULL GROUP BY game ORDER BY game",
            &[],
            |row| {
                Ok(ActiveTables {
                    game: get(row, 0)?,
                    lobbies: get::<i64>(row, 1)? as usize,
                    playing: get::<i64>(row, 2)? as usize,
                })
            },
        ))
    }

    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError> {
        let count: Option<i64> = self.block_on(self.value(
            "SELECT (SELECT COUNT(*) FROM channels
                     WHERE community = $2 AND lobby IS NOT NULL
                       AND lobby -> 'host' = to_jsonb($1::BIGINT))
                  + (SELECT COUNT(*) FROM seated s
                     JOIN games g ON g.id = s.game
                     JOIN channels c ON c.channel = g.channel
                     WHERE s.user_id = $1 AND g.status = 'playing' AND c.community = $2
                       AND ((c.parent IS NOT NULL AND g.host = $1)
                            OR NOT EXISTS (SELECT 1 FROM seated o
                                           WHERE o.game = g.id AND o.user_id <> $1)))",
            &[&(user.0 as i64), &(community as i64)],
        ))?;
        Ok(count.unwrap_or(0) as usize)
    }

    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            read_record(Db::Client(&client), game).await
        })
    }

    fn export_raw(&mut self, game: GameId) -> Result<Option<Value>, StoreError> {
        self.block_on(self.raw(game))
    }

    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            history::ended(Db::Client(&client), channel, limit).await
        })
    }

    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        let id: Option<i64> = self.block_on(self.value(
            "SELECT id FROM games WHERE channel = $1 ORDER BY started_at DESC, id DESC LIMIT 1",
            &[&(channel.0 as i64)],
        ))?;
        Ok(id.map(GameId))
    }

    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError> {
        let found = self.block_on(self.rows(
            "SELECT dm_channel, dm_closed_at FROM users WHERE user_id = $1",
            &[&(user.0 as i64)],
            |row| {
                Ok(DirectChannel {
                    channel: get::<Option<i64>>(row, 0)?.map(|c| c as u64),
                    closed_at: get(row, 1)?,
                })
            },
        ))?;
        Ok(found.into_iter().next().unwrap_or_default())
    }

    fn follows(&mut self, user: UserId) -> Result<usize, StoreError> {
        let count: Option<i64> = self.block_on(self.value(
            "SELECT COUNT(*) FROM followers f JOIN games g ON g.id = f.game
             WHERE f.user_id = $1 AND g.status = 'playing'",
            &[&(user.0 as i64)],
        ))?;
        Ok(count.map_or(0, |n| usize::try_from(n).unwrap_or(0)))
    }

    fn installation(&mut self) -> Result<i64, StoreError> {
        let value: Option<i64> =
            self.block_on(self.value("SELECT value FROM meta WHERE key = 'installation'", &[]))?;
        value.ok_or_else(|| StoreError::damaged("the store has no installation number"))
    }

    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            seated::games_of(Db::Client(&client), user).await
        })
    }

    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError> {
        let version: Option<i64> = self.block_on(self.value(
            "SELECT version FROM channels WHERE channel = $1",
            &[&(channel.0 as i64)],
        ))?;
        Ok(version.unwrap_or(0) as u64)
    }

    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            outbox::claim(Db::Client(&client), claimant, now, limit).await
        })
    }

    fn next_due(&mut self) -> Result<Option<i64>, StoreError> {
        let due: Option<Option<i64>> = self.block_on(self.value(
            "SELECT MIN(GREATEST(next_at, COALESCE(claimed_until, 0))) FROM outbox
             WHERE NOT failed",
            &[],
        ))?;
        Ok(due.flatten())
    }

    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError> {
        self.block_on(self.rows(
            "SELECT id, channel, lane, created_at, attempts, next_at, last_error, failed
             FROM outbox ORDER BY id",
            &[],
            |row| {
                Ok(OutboxEntry {
                    id: get(row, 0)?,
                    channel: ChannelId(get::<i64>(row, 1)? as u64),
                    lane: get(row, 2)?,
                    created_at: get(row, 3)?,
                    attempts: get_u32(row, 4)?,
                    next_at: get(row, 5)?,
                    last_error: get(row, 6)?,
                    failed: get(row, 7)?,
                })
            },
        ))
    }

    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        let (first, last) = among.bounds();
        self.block_on(self.rows(
            "SELECT channel FROM channels WHERE wake <= $1 AND channel BETWEEN $3 AND $4
             ORDER BY wake LIMIT $2",
            &[&now, &(limit as i64), &first, &last],
            |row| Ok(ChannelId(get::<i64>(row, 0)? as u64)),
        ))
    }

    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError> {
        let (first, last) = among.bounds();
        self.block_on(self.value(
            "SELECT wake FROM channels WHERE wake IS NOT NULL AND channel BETWEEN $1 AND $2
             ORDER BY wake LIMIT 1",
            &[&first, &last],
        ))
    }

    fn alive_at(&mut self) -> Result<Option<i64>, StoreError> {
        self.block_on(self.value("SELECT value FROM meta WHERE key = 'alive_at'", &[]))
    }

    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError> {
        let off: Option<bool> = self.block_on(self.value(
            "SELECT reminders_off FROM users WHERE user_id = $1",
            &[&(user.0 as i64)],
        ))?;
        Ok(!off.unwrap_or(false))
    }

    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError> {
        let off: Option<bool> = self.block_on(self.value(
            "SELECT pictures_off FROM users WHERE user_id = $1",
            &[&(user.0 as i64)],
        ))?;
        Ok(!off.unwrap_or(false))
    }

    fn standings(&mut self, community: u64, user: UserId) -> Result<Vec<RatedPlayer>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            ratings::standings(Db::Client(&client), community, user).await
        })
    }

    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        self.block_on(async {
            let client = self.client().await?;
            ratings::leaderboard(Db::Client(&client), community, game, limit).await
        })
    }
}
