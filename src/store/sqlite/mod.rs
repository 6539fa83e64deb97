//! The embedded default store: one SQLite file in WAL mode.

mod copy;
mod followers;
mod history;
mod migrate;
mod open;
mod outbox;
mod ratings;
mod seated;
mod sightings;

use super::rows::{self, to_json, GameRow};
use super::{
    ActiveTables, Backend, ChannelRecord, Claimant, DirectChannel, EndedGame, OutboxEntry, Parcel,
    RatedPlayer, Record, SeatedGame, StoreError, StoreErrorKind, Write,
};
use crate::seating::{ChannelId, Channels, GameId, UserId};
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use std::path::Path;

/// A SQLite database file.
pub struct SqliteBackend {
    conn: Connection,
}

use open::Access;

/// A database error by kind: a clash with stored rows is a conflict, the rest (busy,
/// locked, full, unreadable file) makes the database unavailable.
fn db_error(e: impl Into<DbError>) -> StoreError {
    match e.into() {
        DbError::Sqlite(e)
            if e.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) =>
        {
            StoreError::conflict(e)
        }
        DbError::Sqlite(e) => StoreError::unavailable(e),
        DbError::Other(message) => StoreError::unavailable(message),
    }
}

/// What [`db_error`] classifies.
enum DbError {
    Sqlite(rusqlite::Error),
    Other(String),
}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> DbError {
        DbError::Sqlite(e)
    }
}

impl From<std::io::Error> for DbError {
    fn from(e: std::io::Error) -> DbError {
        DbError::Other(e.to_string())
    }
}

impl SqliteBackend {
    /// Opens (creating if needed) and migrates the database at `path`. A database written
    /// by a newer gametable is refused and left untouched.
    pub fn open(path: &Path) -> Result<SqliteBackend, StoreError> {
        let mut conn = open::connect(path, Access::ReadWrite, migrate::known())?;
        migrate::migrate(&mut conn).map_err(|e| {
            StoreError::unavailable(format!(
                "cannot upgrade the database {}: {}",
                path.display(),
                e.message
            ))
        })?;
        Ok(SqliteBackend { conn })
    }

    /// Opens the database at `path` for reading only: nothing is created, migrated or
    /// written. Its schema must be the one this binary knows.
    pub fn open_read_only(path: &Path) -> Result<SqliteBackend, StoreError> {
        let conn = open::connect(path, Access::ReadOnly, migrate::known())?;
        Ok(SqliteBackend { conn })
    }

    /// The number of schema migrations applied.
    pub fn schema_version(&self) -> Result<usize, StoreError> {
        migrate::applied(&self.conn).map_err(db_error)
    }
}

/// Runs `sql` with `params`, parsed once per connection and kept.
fn cached(conn: &Connection, sql: &str, params: impl rusqlite::Params) -> rusqlite::Result<usize> {
    conn.prepare_cached(sql)?.execute(params)
}

fn apply(tx: &Transaction<'_>, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::TableVersion {
            channel,
            from,
            times,
        } => {
            let (id, version) = (channel.0 as i64, *from as i64);
            let moved = match times {
                None => cached(
                    tx,
                    "INSERT INTO channels (channel, version) VALUES (?1, ?2 + 1)
                     ON CONFLICT (channel) DO UPDATE SET version = version + 1
                     WHERE version = ?2",
                    params![id, version],
                ),
                Some(times) => cached(
                    tx,
                    "INSERT INTO channels (channel, version, deadline, reminder, wake)
                     VALUES (?1, ?2 + 1, ?3, ?4, ?5)
                     ON CONFLICT (channel) DO UPDATE SET version = version + 1,
                                                         deadline = excluded.deadline,
                                                         reminder = excluded.reminder,
                                                         wake = excluded.wake
                     WHERE version = ?2",
                    params![id, version, times.turn, times.reminder, times.wake],
                ),
            }
            .map_err(db_error)?;
            return match moved {
                0 => Err(StoreError::stale(format!(
                    "the table of {channel} changed since version {from}"
                ))),
                _ => Ok(()),
            };
        }
        Write::Sighting { id, forget_at, now } => {
            return sightings::sight(tx, *id, *forget_at, *now);
        }
        Write::Touch { channel } => cached(
            tx,
            "INSERT INTO channels (channel, version) VALUES (?1, 1)
             ON CONFLICT (channel) DO UPDATE SET version = version + 1",
            [channel.0 as i64],
        ),
        Write::Language { channel, lang } => cached(
            tx,
            "INSERT INTO channels (channel, lang) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET lang = excluded.lang",
            params![channel.0 as i64, lang.code()],
        ),
        Write::Settings { channel, settings } => cached(
            tx,
            "INSERT INTO channels (channel, settings) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET settings = excluded.settings",
            params![channel.0 as i64, to_json(settings)?],
        ),
        Write::Parent { channel, parent } => cached(
            tx,
            "INSERT INTO channels (channel, parent) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET parent = excluded.parent",
            params![channel.0 as i64, parent.0 as i64],
        ),
        Write::Lobby { channel, lobby } => cached(
            tx,
            "INSERT INTO channels (channel, lobby) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET lobby = excluded.lobby",
            params![channel.0 as i64, lobby.as_ref().map(|l| l.to_string())],
        ),
        Write::StartGame(record) => cached(
            tx,
            "INSERT INTO games (id, channel, game, options, host, seats, started_at, status, pace)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                record.id.0,
                record.channel.0 as i64,
                record.game,
                record.options.to_string(),
                record.host.0 as i64,
                to_json(&record.seats)?,
                record.started_at,
                record.status.as_str(),
                to_json(&record.pace)?
            ],
        ),
        Write::Deadline { channel, times } => cached(
            tx,
            "INSERT INTO channels (channel, deadline, reminder, wake) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (channel) DO UPDATE SET deadline = excluded.deadline,
                                                 reminder = excluded.reminder,
                                                 wake = excluded.wake",
            params![channel.0 as i64, times.turn, times.reminder, times.wake],
        ),
        Write::Community { channel, community } => cached(
            tx,
            "INSERT INTO channels (channel, community) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET community = excluded.community",
            params![channel.0 as i64, *community as i64],
        ),
        Write::Nudged { game, at } => cached(
            tx,
            "UPDATE games SET nudged = ?2 WHERE id = ?1",
            params![game.0, to_json(at)?],
        ),
        Write::Seen { game, at } => cached(
            tx,
            "UPDATE games SET seen = ?2 WHERE id = ?1",
            params![game.0, to_json(at)?],
        ),
        Write::Watchers { game, watchers } => cached(
            tx,
            "UPDATE games SET watchers = ?2 WHERE id = ?1",
            params![game.0, to_json(watchers)?],
        ),
        Write::Pinged { channel, pinged } => cached(
            tx,
            "INSERT INTO channels (channel, pinged) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET pinged = excluded.pinged",
            params![channel.0 as i64, to_json(pinged)?],
        ),
        Write::Rematched { channel, game } => cached(
            tx,
            "INSERT INTO channels (channel, rematched) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET rematched = excluded.rematched",
            params![channel.0 as i64, game.0],
        ),
        Write::Reminders { user, on } => cached(
            tx,
            "INSERT INTO users (user, reminders_off) VALUES (?1, ?2)
             ON CONFLICT (user) DO UPDATE SET reminders_off = excluded.reminders_off",
            params![user.0 as i64, !on],
        ),
        Write::Pictures { user, on } => cached(
            tx,
            "INSERT INTO users (user, pictures_off) VALUES (?1, ?2)
             ON CONFLICT (user) DO UPDATE SET pictures_off = excluded.pictures_off",
            params![user.0 as i64, !on],
        ),
        // Kept by `ratings::apply`, like the `seated` index.
        Write::Rate { .. } => Ok(0),
        // Kept by `followers::apply`, with the index of followers.
        Write::Unfollow { .. } => Ok(0),
        Write::Event { game, seq, event } => cached(
            tx,
            "INSERT INTO events (game, seq, at, data) VALUES (?1, ?2, ?3, ?4)",
            params![game.0, seq, event.at, to_json(&event.action)?],
        ),
        Write::DirectChannel { user, direct } => cached(
            tx,
            "INSERT INTO users (user, dm_channel, dm_closed_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (user) DO UPDATE SET dm_channel = excluded.dm_channel,
                                              dm_closed_at = excluded.dm_closed_at",
            params![
                user.0 as i64,
                direct.channel.map(|c| c as i64),
                direct.closed_at
            ],
        ),
        Write::TableMessage { channel, message } => cached(
            tx,
            "INSERT INTO channels (channel, table_message) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET table_message = excluded.table_message",
            params![channel.0 as i64, message.map(|m| m as i64)],
        ),
        Write::PingMessage {
            channel,
            message,
            followup,
        } => cached(
            tx,
            "INSERT INTO channels (channel, ping_message, ping_followup) VALUES (?1, ?2, ?3)
             ON CONFLICT (channel) DO UPDATE SET ping_message = excluded.ping_message,
                                                 ping_followup = excluded.ping_followup",
            params![
                channel.0 as i64,
                message.map(|m| m as i64),
                followup.as_ref().map(rows::to_json).transpose()?
            ],
        ),
        Write::EndGame { game, status, at } => cached(
            tx,
            "UPDATE games SET status = ?2, ended_at = ?3 WHERE id = ?1",
            params![game.0, status.as_str(), at],
        ),
        Write::Enqueue { envelope, at } => outbox::enqueue(tx, envelope, *at),
        Write::Delivered { id } => outbox::delivered(tx, *id),
        Write::Withdraw { key } => outbox::withdraw(tx, key),
        Write::Hasten { key_prefix, at } => outbox::hasten(tx, key_prefix, *at),
        Write::ReleaseClaims => cached(
            tx,
            "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL
             WHERE claimed_by IS NOT NULL",
            [],
        ),
        Write::Alive { at } => cached(
            tx,
            "INSERT INTO meta (key, value) VALUES ('alive_at', ?1)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [at],
        ),
        Write::Reach {
            channel,
            unreachable,
        } => cached(
            tx,
            "INSERT INTO channels (channel, unreachable) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET unreachable = excluded.unreachable",
            params![channel.0 as i64, unreachable],
        ),
        Write::Retry {
            id,
            attempts,
            next_at,
            error,
        } => outbox::retry(tx, *id, *attempts, *next_at, error),
        Write::Failed {
            id,
            attempts,
            error,
        } => outbox::failed(tx, *id, *attempts, error),
        Write::ForgetEnded { before } => history::forget(tx, *before),
    }
    .map(|_| ())
    .map_err(db_error)
}

/// A stored value as JSON, as it is: numbers as numbers, text as text (not parsed).
fn raw_value(value: rusqlite::types::ValueRef<'_>) -> serde_json::Value {
    use rusqlite::types::ValueRef;
    match value {
        ValueRef::Null => serde_json::Value::Null,
        ValueRef::Integer(n) => n.into(),
        ValueRef::Real(x) => x.into(),
        ValueRef::Text(text) => String::from_utf8_lossy(text).into_owned().into(),
        ValueRef::Blob(bytes) => format!("{bytes:02x?}").into(),
    }
}

impl SqliteBackend {
    fn read_record(&self, id: GameId) -> Result<Option<Record>, StoreError> {
        let header = self
            .conn
            .query_row(
                "SELECT channel, game, options, host, seats, started_at, status, pace
                 FROM games WHERE id = ?1",
                [id.0],
                |row| {
                    Ok(GameRow {
                        channel: row.get(0)?,
                        game: row.get(1)?,
                        options: row.get(2)?,
                        host: row.get(3)?,
                        seats: row.get(4)?,
                        started_at: row.get(5)?,
                        status: row.get(6)?,
                        pace: row.get(7)?,
                    })
                },
            )
            .optional()
            .map_err(db_error)?;
        let Some(header) = header else {
            return Ok(None);
        };
        let mut statement = self
            .conn
            .prepare_cached("SELECT at, data FROM events WHERE game = ?1 ORDER BY seq")
            .map_err(db_error)?;
        let events = statement
            .query_map([id.0], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?))
            })
            .map_err(db_error)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(db_error)?;
        header.record(id, events).map(Some)
    }
}

impl SqliteBackend {
    /// The newest game of `channel` that ended (finished or abandoned), if its record
    /// can be read.
    fn last_ended(&self, channel: ChannelId) -> Result<Option<Record>, StoreError> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM games WHERE channel = ?1 AND status IN ('finished', 'abandoned')
                 ORDER BY started_at DESC, rowid DESC LIMIT 1",
                [channel.0 as i64],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(id.and_then(|id| self.read_record(GameId(id)).ok().flatten()))
    }
}

impl Backend for SqliteBackend {
    fn checkpoint(&mut self) -> Result<(), StoreError> {
        self.checkpoint_wal()
    }

    fn reader(&self) -> Option<Box<dyn Backend>> {
        // An in-memory or temporary database has no path another connection could open.
        let path = self.conn.path().filter(|path| !path.is_empty())?;
        match open::connect(Path::new(path), Access::ReadOnly, migrate::known()) {
            Ok(conn) => Some(Box::new(SqliteBackend { conn })),
            Err(e) => {
                tracing::warn!(error = %e, "no reader beside the writer; reads queue with writes");
                None
            }
        }
    }
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        let tx = self.conn.transaction().map_err(db_error)?;
        for write in writes {
            apply(&tx, write)?;
            seated::apply(&tx, write)?;
            followers::apply(&tx, write)?;
            ratings::apply(&tx, write)?;
        }
        tx.commit().map_err(db_error)
    }

    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        let settings = self
            .conn
            .query_row(
                "SELECT lang, lobby, table_message, unreachable, deadline, wake, reminder,
                        community, settings, ping_message, parent, version, pinged, rematched,
                        ping_followup
                 FROM channels WHERE channel = ?1",
                [channel.0 as i64],
                |row| {
                    Ok((
                        (
                            row.get::<_, Option<String>>(0)?,
                            row.get::<_, Option<String>>(1)?,
                            row.get::<_, Option<i64>>(2)?,
                            row.get::<_, Option<String>>(3)?,
                        ),
                        (
                            row.get::<_, Option<i64>>(4)?,
                            row.get::<_, Option<i64>>(5)?,
                            row.get::<_, Option<i64>>(6)?,
                            row.get::<_, Option<i64>>(7)?,
                        ),
                        (
                            row.get::<_, Option<String>>(8)?,
                            row.get::<_, Option<i64>>(9)?,
                            row.get::<_, Option<i64>>(10)?,
                            row.get::<_, i64>(11)?,
                        ),
                        (
                            row.get::<_, Option<String>>(12)?,
                            row.get::<_, Option<i64>>(13)?,
                            row.get::<_, Option<String>>(14)?,
                        ),
                    ))
                },
            )
            .optional()
            .map_err(db_error)?;
        let (
            (lang, lobby, table_message, unreachable),
            (deadline, wake, reminder, community),
            (settings, ping_message, parent, version),
            (pinged, rematched, ping_followup),
        ) = settings.unwrap_or_default();
        let settings = rows::settings(settings);
        // The unfinished game, with its nudge times, followers and the times its people
        // were seen as stored (JSON).
        type Playing = (i64, (Option<String>, Option<String>, Option<String>));
        let playing: Option<Playing> = self
            .conn
            .query_row(
                "SELECT id, nudged, watchers, seen FROM games
                 WHERE channel = ?1 AND status = 'playing'
                 ORDER BY started_at DESC LIMIT 1",
                [channel.0 as i64],
                |row| Ok((row.get(0)?, (row.get(1)?, row.get(2)?, row.get(3)?))),
            )
            .optional()
            .map_err(db_error)?;
        let (playing, extras) = playing.unzip();
        let (nudged, watchers, seen) = extras.unwrap_or_default();
        let watchers = rows::watchers(watchers);
        let nudged = rows::seat_times(nudged);
        let seen = rows::seat_times(seen);
        let lobby = rows::lobby(channel, lobby);
        let (game, damaged) = match playing.map(|id| (GameId(id), self.read_record(GameId(id)))) {
            None => (None, None),
            Some((_, Ok(record))) => (record, None),
            Some((id, Err(e))) if e.kind == StoreErrorKind::Damaged => {
                (None, Some((id, e.message)))
            }
            Some((_, Err(e))) => return Err(e),
        };
        let last_game = match &game {
            Some(_) => None,
            None => self.last_ended(channel)?,
        };
        Ok(ChannelRecord {
            lang: lang.and_then(|code| code.parse().ok()),
            settings,
            lobby,
            table_message: table_message.map(|m| m as u64),
            ping_message: ping_message.map(|m| m as u64),
            ping_followup: rows::followup(ping_followup),
            unreachable,
            deadline,
            wake,
            reminder,
            community: community.map(|c| c as u64),
            nudged,
            seen,
            watchers,
            game,
            damaged,
            last_game,
            parent: parent.map(|p| ChannelId(p as u64)),
            pinged: rows::pinged(pinged),
            rematched: rematched.map(GameId),
            version: version as u64,
        })
    }

    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError> {
        self.conn
            .query_row(
                "SELECT version FROM channels WHERE channel = ?1",
                [channel.0 as i64],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map(|version| version.unwrap_or(0) as u64)
            .map_err(db_error)
    }

    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError> {
        self.conn
            .query_row(
                "SELECT (SELECT COUNT(*) FROM channels
                         WHERE community = ?2 AND lobby IS NOT NULL
                           AND json_extract(lobby, '$.host') = ?1)
                      + (SELECT COUNT(*) FROM seated s
                         JOIN games g ON g.id = s.game
                         JOIN channels c ON c.channel = g.channel
                         WHERE s.user = ?1 AND g.status = 'playing' AND c.community = ?2
                           AND ((c.parent IS NOT NULL AND g.host = ?1)
                                OR NOT EXISTS (SELECT 1 FROM seated o
                                               WHERE o.game = g.id AND o.user <> ?1)))",
                params![user.0 as i64, community as i64],
                |row| row.get::<_, i64>(0),
            )
            .map(|count| count as usize)
            .map_err(db_error)
    }

    fn active_tables(&mut self) -> Result<Vec<ActiveTables>, StoreError> {
        let mut statement = self
            .conn
            .prepare(
                "SELECT game, SUM(lobby), SUM(playing) FROM (
                     SELECT json_extract(lobby, '$.game') AS game, 1 AS lobby, 0 AS playing
                     FROM channels WHERE lobby IS NOT NULL
                     UNION ALL
                     SELECT game, 0, 1 FROM games WHERE status = 'playing')
                 WHERE game IS NOT NULL GROUP BY game ORDER BY game",
            )
            .map_err(db_error)?;
        let rows = statement
            .query_map([], |row| {
                Ok(ActiveTables {
                    game: row.get(0)?,
                    lobbies: row.get::<_, i64>(1)? as usize,
                    playing: row.get::<_, i64>(2)? as usize,
                })
            })
            .map_err(db_error)?;
        rows.map(|row| row.map_err(db_error)).collect()
    }

    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError> {
        let mut statement = self
            .conn
            .prepare(
                "SELECT channel FROM games WHERE status = 'playing'
                 UNION SELECT channel FROM channels WHERE lobby IS NOT NULL",
            )
            .map_err(db_error)?;
        let rows = statement
            .query_map([], |row| row.get::<_, i64>(0))
            .map_err(db_error)?;
        rows.map(|row| row.map(|c| ChannelId(c as u64)).map_err(db_error))
            .collect()
    }

    fn export_raw(&mut self, game: GameId) -> Result<Option<serde_json::Value>, StoreError> {
        let mut statement = self
            .conn
            .prepare("SELECT * FROM games WHERE id = ?1")
            .map_err(db_error)?;
        let names: Vec<String> = statement
            .column_names()
            .into_iter()
            .map(str::to_owned)
            .collect();
        let columns = statement
            .query_row([game.0], |row| {
                let mut columns = serde_json::Map::new();
                for (i, name) in names.iter().enumerate() {
                    columns.insert(name.clone(), raw_value(row.get_ref(i)?));
                }
                Ok(columns)
            })
            .optional()
            .map_err(db_error)?;
        let Some(columns) = columns else {
            return Ok(None);
        };
        let mut statement = self
            .conn
            .prepare("SELECT seq, at, data FROM events WHERE game = ?1 ORDER BY seq")
            .map_err(db_error)?;
        let events = statement
            .query_map([game.0], |row| {
                Ok(serde_json::json!({
                    "seq": raw_value(row.get_ref(0)?),
                    "at": raw_value(row.get_ref(1)?),
                    "data": raw_value(row.get_ref(2)?),
                }))
            })
            .map_err(db_error)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(db_error)?;
        Ok(Some(
            serde_json::json!({ "game": columns, "events": events }),
        ))
    }

    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError> {
        self.read_record(game)
    }

    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        self.ended(channel, limit)
    }

    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        self.conn
            .query_row(
                "SELECT id FROM games WHERE channel = ?1 ORDER BY started_at DESC, rowid DESC LIMIT 1",
                [channel.0 as i64],
                |row| row.get(0),
            )
            .optional()
            .map(|id| id.map(GameId))
            .map_err(db_error)
    }

    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT dm_channel, dm_closed_at FROM users WHERE user = ?1",
                [user.0 as i64],
                |row| Ok((row.get::<_, Option<i64>>(0)?, row.get::<_, Option<i64>>(1)?)),
            )
            .optional()
            .map_err(db_error)?;
        Ok(
            row.map_or_else(DirectChannel::default, |(channel, closed_at)| {
                DirectChannel {
                    channel: channel.map(|c| c as u64),
                    closed_at,
                }
            }),
        )
    }

    fn follows(&mut self, user: UserId) -> Result<usize, StoreError> {
        followers::follows(&self.conn, user)
    }

    fn installation(&mut self) -> Result<i64, StoreError> {
        self.conn
            .query_row(
                "SELECT value FROM meta WHERE key = 'installation'",
                [],
                |row| row.get(0),
            )
            .map_err(db_error)
    }

    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        seated::games_of(&self.conn, user)
    }

    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        outbox::claim(&self.conn, claimant, now, limit)
    }

    fn next_due(&mut self) -> Result<Option<i64>, StoreError> {
        outbox::next_due(&self.conn)
    }

    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError> {
        outbox::listing(&self.conn)
    }

    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        let (first, last) = among.bounds();
        let mut statement = self
            .conn
            .prepare_cached(
                "SELECT channel FROM channels WHERE wake <= ?1 AND channel BETWEEN ?3 AND ?4
                 ORDER BY wake LIMIT ?2",
            )
            .map_err(db_error)?;
        let rows = statement
            .query_map(params![now, limit as i64, first, last], |row| {
                row.get::<_, i64>(0)
            })
            .map_err(db_error)?;
        rows.map(|row| row.map(|c| ChannelId(c as u64)).map_err(db_error))
            .collect()
    }

    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError> {
        let off: Option<bool> = self
            .conn
            .query_row(
                "SELECT reminders_off FROM users WHERE user = ?1",
                [user.0 as i64],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(!off.unwrap_or(false))
    }

    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError> {
        let off: Option<bool> = self
            .conn
            .query_row(
                "SELECT pictures_off FROM users WHERE user = ?1",
                [user.0 as i64],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)?;
        Ok(!off.unwrap_or(false))
    }

    fn alive_at(&mut self) -> Result<Option<i64>, StoreError> {
        self.conn
            .query_row("SELECT value FROM meta WHERE key = 'alive_at'", [], |row| {
                row.get(0)
            })
            .optional()
            .map_err(db_error)
    }

    fn standings(&mut self, community: u64, user: UserId) -> Result<Vec<RatedPlayer>, StoreError> {
        ratings::standings(&self.conn, community, user)
    }

    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        ratings::leaderboard(&self.conn, community, game, limit)
    }

    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError> {
        let (first, last) = among.bounds();
        self.conn
            // `wake IS NOT NULL` lets SQLite walk the partial index of wake times in order,
            // stopping at the first table among these.
            .query_row(
                "SELECT wake FROM channels WHERE wake IS NOT NULL AND channel BETWEEN ?1 AND ?2
                 ORDER BY wake LIMIT 1",
                [first, last],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)
    }
}
