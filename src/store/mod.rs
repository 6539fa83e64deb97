//! Durable storage of tables and game records.
//!
//! All writes go through one writer thread that commits whatever has queued up in a
//! single transaction (group commit), then acknowledges every waiting command: a move is
//! answered only after its record row is committed, and a thousand concurrent moves cost
//! one commit, not a thousand.
//!
//! Three backends implement [`Backend`]: SQLite (one file, the default), PostgreSQL (which
//! several processes may share) and memory (for `simulate` and tests). [`Location`] says
//! which database to open.

mod error;
mod followup;
mod handle;
mod history;
mod import;
mod location;
mod memory;
mod outbox;
mod postgres;
mod rated;
mod readers;
mod record;
mod rows;
mod seated;
mod shown_url;
mod sightings;
mod sqlite;

pub use error::{StoreError, StoreErrorKind};
pub use followup::Followup;
pub use handle::Store;
pub use history::EndedGame;
pub use import::ReadError;
pub use location::{open, open_read_only, DatabaseUrl, Location};
pub use memory::MemoryBackend;
pub use outbox::{Claimant, Envelope, OutboxEntry, Parcel};
pub use postgres::PostgresBackend;
pub use rated::Rebuilt;
pub use record::{
    Action, GameStatus, Record, RecordedEvent, ReplayError, ReplayStep, Replayed, RECORD_FORMAT,
};
pub use seated::SeatedGame;
pub use sightings::FORGOTTEN_PER_SIGHTING;
pub use sqlite::SqliteBackend;

use crate::engine::Outcome;
use crate::i18n::Lang;
use crate::ratings::Standing;
use crate::seating::{ChannelId, ChannelSettings, Channels, GameId, UserId, Watcher};
use serde_json::Value;

/// One change to persist.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    /// The channel's public language.
    Language {
        /// The channel.
        channel: ChannelId,
        /// Its language.
        lang: Lang,
    },
    /// The channel's settings.
    Settings {
        /// The channel.
        channel: ChannelId,
        /// Its settings.
        settings: ChannelSettings,
    },
    /// The channel is a thread opened for a game off a message of `parent`, where the
    /// game's end is summed up.
    Parent {
        /// The thread.
        channel: ChannelId,
        /// The channel it was opened in.
        parent: ChannelId,
    },
    /// The channel's open lobby, or `None` once it is closed or started.
    Lobby {
        /// The channel.
        channel: ChannelId,
        /// The lobby as JSON, or none.
        lobby: Option<Value>,
    },
    /// A command changes the table of `channel`, which it found at version `from`: the
    /// table moves to `from + 1`, and the whole transaction fails as
    /// [stale](StoreErrorKind::Stale) if another writer (another process) moved it first.
    TableVersion {
        /// The channel.
        channel: ChannelId,
        /// The version the command started from.
        from: u64,
        /// The table's times, if the command changed them (as a [`Write::Deadline`]).
        times: Option<TableTimes>,
    },
    /// The table of `channel` changed outside its commands (a transport handed its lobby
    /// over to a thread, or lost the thread): its version moves on, so every process reads
    /// it again before using it.
    Touch {
        /// The channel.
        channel: ChannelId,
    },
    /// A game starts: its record without events.
    StartGame(Box<Record>),
    /// An event of a game, numbered from 0.
    Event {
        /// The game.
        game: GameId,
        /// Its position in the record.
        seq: u32,
        /// The event.
        event: RecordedEvent,
    },
    /// Where a transport reaches a user privately (a Discord DM channel), or that it
    /// cannot.
    DirectChannel {
        /// The user.
        user: UserId,
        /// How to reach them.
        direct: DirectChannel,
    },
    /// The message that shows a channel's table (a transport keeps it updated).
    TableMessage {
        /// The channel.
        channel: ChannelId,
        /// The message id, or none once the table has no message.
        message: Option<u64>,
    },
    /// The short-lived post that pings whoever must act next in a channel (a transport
    /// removes it once they have).
    PingMessage {
        /// The channel.
        channel: ChannelId,
        /// The message id, or none once it is removed.
        message: Option<u64>,
        /// The interaction's webhook it was made through, which can delete it while its
        /// token is valid. With no message id: a follow-up through it may have been made
        /// whose answer never arrived (the transport looks for it before anything else).
        followup: Option<Followup>,
    },
    /// A game ends.
    EndGame {
        /// The game.
        game: GameId,
        /// Finished or abandoned.
        status: GameStatus,
        /// When, in milliseconds since the Unix epoch.
        at: i64,
    },
    /// Something to send, promised by the command it is stored with.
    Enqueue {
        /// What and where.
        envelope: Envelope,
        /// When it was promised, in milliseconds since the Unix epoch.
        at: i64,
    },
    /// A parcel was delivered (or needs no delivery any more): it leaves the outbox.
    Delivered {
        /// The parcel.
        id: i64,
    },
    /// Sending a parcel failed for now; it is tried again at `next_at`.
    Retry {
        /// The parcel.
        id: i64,
        /// Failed attempts so far.
        attempts: u32,
        /// When to try again, in milliseconds since the Unix epoch.
        next_at: i64,
        /// What went wrong.
        error: String,
    },
    /// A parcel that waits for its key to be withdrawn is not needed any more (the
    /// message it stood in for was sent another way): it leaves the outbox unsent.
    Withdraw {
        /// The key of the parcel.
        key: String,
    },
    /// The times of a channel's table (when a command changes them, they ride on its
    /// [`Write::TableVersion`] instead, one change of the channel's row).
    Deadline {
        /// The channel.
        channel: ChannelId,
        /// Its table's times.
        times: TableTimes,
    },
    /// The community (a Discord server) a channel belongs to, for links to it.
    Community {
        /// The channel.
        channel: ChannelId,
        /// The community's id.
        community: u64,
    },
    /// When each seat of a game was last nudged (by seat; none: never).
    Nudged {
        /// The game.
        game: GameId,
        /// The times, in milliseconds since the Unix epoch.
        at: Vec<Option<i64>>,
    },
    /// When the person at each seat of a game last did something at its table other than
    /// a move (by seat; none: nothing yet): with the times of their moves, which the record
    /// holds, it tells whether they are at the table (see `table/channel/attendance.rs`).
    Seen {
        /// The game.
        game: GameId,
        /// The times, in milliseconds since the Unix epoch.
        at: Vec<Option<i64>>,
    },
    /// When the bot last pinged each person in a channel because of another person's
    /// command (milliseconds since the Unix epoch): the pings still counted, the older
    /// ones left out.
    Pinged {
        /// The channel.
        channel: ChannelId,
        /// Who was pinged, and when.
        pinged: Vec<(UserId, i64)>,
    },
    /// The Rematch button of `game`, the last game of `channel`, was used: it works once.
    Rematched {
        /// The channel.
        channel: ChannelId,
        /// The game.
        game: GameId,
    },
    /// Who follows a game's public results (`/game watch follow:true`).
    Watchers {
        /// The game.
        game: GameId,
        /// Its followers.
        watchers: Vec<Watcher>,
    },
    /// One person follows a game no more (their direct messages were refused); the other
    /// followers stay as they are.
    Unfollow {
        /// The game.
        game: GameId,
        /// The person.
        user: UserId,
    },
    /// A game was played to its end with this outcome: its people's ratings on the
    /// channel's server change (see `store/rated.rs` for who is rated), once per game.
    Rate {
        /// The game.
        game: GameId,
        /// How it ended.
        outcome: Outcome,
    },
    /// Whether a user wants reminders of their turns.
    Reminders {
        /// The user.
        user: UserId,
        /// Whether they want them.
        on: bool,
    },
    /// Whether a user wants pictures (hands, boards, scores) with their messages.
    Pictures {
        /// The user.
        user: UserId,
        /// Whether they want them.
        on: bool,
    },
    /// The bot was running at `at` (a heartbeat, to tell after a restart how long it was
    /// down).
    Alive {
        /// When, in milliseconds since the Unix epoch.
        at: i64,
    },
    /// Every claim on a parcel is let go: a process that runs alone on the store starts,
    /// and the sends its previous life had claimed are its own again at once.
    ReleaseClaims,
    /// Parcels whose key starts with `key_prefix` fall due at `at` at the latest (after a
    /// restart, fallbacks of answers that can no longer arrive need not wait).
    Hasten {
        /// The start of their keys.
        key_prefix: String,
        /// When they are due at the latest.
        at: i64,
    },
    /// Whether the bot can still post in a channel: `unreachable` says why it cannot
    /// (the channel is gone, or access or a permission is missing), `None` that it can.
    Reach {
        /// The channel.
        channel: ChannelId,
        /// Why it cannot post there, if it cannot.
        unreachable: Option<String>,
    },
    /// Games that ended (finished or abandoned) before `before` (milliseconds since the
    /// Unix epoch) are forgotten: their rows, events and seats are deleted. Games being
    /// played and games set aside as damaged are never touched.
    ForgetEnded {
        /// The oldest end kept.
        before: i64,
    },
    /// A request with this id arrived (an interaction, by its id): remembered until
    /// `forget_at`, and the whole transaction fails as a
    /// [conflict](StoreErrorKind::Conflict) if it was seen before and is still remembered
    /// at `now` (a replay). Sightings whose time passed before `now` are forgotten, a few
    /// at a time (see [`FORGOTTEN_PER_SIGHTING`]).
    Sighting {
        /// The request's id.
        id: u64,
        /// Until when it is remembered, in milliseconds since the Unix epoch.
        forget_at: i64,
        /// Now, in milliseconds since the Unix epoch.
        now: i64,
    },
    /// A parcel was given up on: kept for a person to look at, never sent.
    Failed {
        /// The parcel.
        id: i64,
        /// Failed attempts.
        attempts: u32,
        /// What went wrong.
        error: String,
    },
}

/// The times of a channel's table, in milliseconds since the Unix epoch: when the people
/// its game waits for run out of time, when they are reminded, and when the table next
/// needs the clock at all (a turn runs out, a reminder falls due, a lobby expires, an
/// idle game is abandoned). None of them: the table waits for nobody.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableTimes {
    /// When the turn runs out, with a turn clock.
    pub turn: Option<i64>,
    /// When the people waited for are reminded, if a reminder is still to come.
    pub reminder: Option<i64>,
    /// When the table next needs the clock.
    pub wake: Option<i64>,
}

impl TableTimes {
    /// Nothing but a wake at `at`: the table is to be looked at then.
    pub fn wake_at(at: i64) -> TableTimes {
        TableTimes {
            wake: Some(at),
            ..TableTimes::default()
        }
    }
}

/// What the store knows of one channel.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChannelRecord {
    /// The channel's configured public language.
    pub lang: Option<Lang>,
    /// Its settings.
    pub settings: ChannelSettings,
    /// Its open lobby.
    pub lobby: Option<Value>,
    /// Its unfinished game.
    pub game: Option<Record>,
    /// The message that shows its table.
    pub table_message: Option<u64>,
    /// The short-lived post that pings whoever must act next.
    pub ping_message: Option<u64>,
    /// The interaction's webhook that post was made through (see [`Write::PingMessage`]).
    pub ping_followup: Option<Followup>,
    /// Why the bot cannot post there, if it cannot.
    pub unreachable: Option<String>,
    /// When the people its game waits for run out of time.
    pub deadline: Option<i64>,
    /// When its table next needs the clock.
    pub wake: Option<i64>,
    /// When the people its game waits for are reminded, if a reminder is still to come.
    pub reminder: Option<i64>,
    /// The community (a Discord server) it belongs to.
    pub community: Option<u64>,
    /// When each seat of its unfinished game was last nudged (empty: never).
    pub nudged: Vec<Option<i64>>,
    /// When the person at each seat of its unfinished game last did something at the table
    /// other than a move (empty: nothing yet).
    pub seen: Vec<Option<i64>>,
    /// Who follows its unfinished game's public results.
    pub watchers: Vec<Watcher>,
    /// An unfinished game whose stored record cannot be read back, and why (then `game`
    /// is none).
    pub damaged: Option<(GameId, String)>,
    /// The newest game that ended here, when none is being played (for how it ended).
    pub last_game: Option<Record>,
    /// The channel a thread was opened in, if this channel is a game's thread.
    pub parent: Option<ChannelId>,
    /// When the bot last pinged each person here because of another person's command.
    pub pinged: Vec<(UserId, i64)>,
    /// The last game here whose Rematch button was used.
    pub rematched: Option<GameId>,
    /// How many times its table was changed ([`Write::TableVersion`], [`Write::Touch`]).
    pub version: u64,
}

/// One person's standing at one game on one server, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlayer {
    /// The person.
    pub user: UserId,
    /// The game id of the registry (`boast`, …).
    pub game: String,
    /// Their rating, games, wins and places.
    pub standing: Standing,
}

/// How many tables hold an open lobby or a game being played, of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActiveTables {
    /// The game id of the registry (`boast`, …).
    pub game: String,
    /// Tables with an open lobby for it.
    pub lobbies: usize,
    /// Tables where it is being played.
    pub playing: usize,
}

/// How long a person who refused a direct message gets none tried (a day), unless they
/// clear the mark first (see [`DirectChannel::closed_at`]).
pub const DMS_CLOSED_FOR_MS: i64 = 24 * 60 * 60 * 1000;

/// How a transport reaches a user privately.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DirectChannel {
    /// Their direct-message channel, once opened.
    pub channel: Option<u64>,
    /// When they last refused a direct message (milliseconds since the Unix epoch): none
    /// is tried for [`DMS_CLOSED_FOR_MS`] after it, or until they start a game or ask for
    /// their hand, which clears the mark (people open their DMs when told).
    pub closed_at: Option<i64>,
}

impl DirectChannel {
    /// Whether their direct messages are known to be closed at `now`.
    pub fn closed(&self, now: i64) -> bool {
        self.closed_at
            .is_some_and(|at| now.saturating_sub(at) < DMS_CLOSED_FOR_MS)
    }
}

/// A storage engine. Methods block; the [`Store`] runs them on its own thread.
pub trait Backend: Send + 'static {
    /// Applies all writes in one transaction: all or nothing.
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError>;
    /// Everything stored about a channel.
    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError>;
    /// The channels with an unfinished game or an open lobby.
    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError>;
    /// How many tables hold an open lobby or a game being played, by game id (sorted).
    fn active_tables(&mut self) -> Result<Vec<ActiveTables>, StoreError>;
    /// How many tables of `community`'s channels count as `user`'s for fair use: the open
    /// lobbies they host, the games being played in a thread opened for them that they
    /// host and still sit at, and the games where they are the only person (against AI
    /// seats alone).
    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError>;
    /// The record of a game, finished or not.
    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError>;
    /// A game's stored rows as they are, readable or not (for a person to inspect a
    /// damaged game): its columns, and its events with their data as stored text.
    fn export_raw(&mut self, game: GameId) -> Result<Option<Value>, StoreError>;
    /// Up to `limit` games of `channel` that ended (finished or abandoned), the newest
    /// first; a game whose record cannot be read back is left out.
    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError>;
    /// The id of the newest game of a channel.
    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError>;
    /// How to reach a user privately.
    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError>;
    /// How many games being played `user` follows, on every server.
    fn follows(&mut self, user: UserId) -> Result<usize, StoreError>;
    /// A random number drawn once when the store was made, which tells stores apart.
    fn installation(&mut self) -> Result<i64, StoreError>;
    /// The unfinished games in which `user` holds a seat, by channel: read from an index
    /// kept by the writes, not from the records.
    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError>;
    /// The stored version of the table of `channel` (0 if it was never changed).
    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError>;
    /// Claims for `claimant` up to `limit` pending parcels due at `now`, oldest first: the
    /// head of each lane that no other claimant holds (its claim has not run out), together
    /// with those `claimant` holds already. A claim lasts [`Claimant::lease_ms`] or until
    /// the parcel is delivered, retried or given up on; no two claimants get one parcel.
    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError>;
    /// When the next pending parcel falls due, if any is pending.
    fn next_due(&mut self) -> Result<Option<i64>, StoreError>;
    /// Every parcel in the outbox, pending and failed, oldest first.
    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError>;
    /// Up to `limit` channels `among` these whose table needs the clock at or before
    /// `now`, earliest first.
    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError>;
    /// The earliest time any table `among` these needs the clock.
    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError>;
    /// The last heartbeat of the bot.
    fn alive_at(&mut self) -> Result<Option<i64>, StoreError>;
    /// Whether `user` wants reminders of their turns (they do unless they said not).
    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError>;
    /// Whether `user` wants pictures with their messages (they do unless they said not).
    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError>;
    /// `user`'s standings on the server `community`, one per game they were rated in,
    /// by game id.
    fn standings(&mut self, community: u64, user: UserId) -> Result<Vec<RatedPlayer>, StoreError>;
    /// The best `limit` players of `game` on the server `community`, best first: by
    /// conservative skill (see [`crate::ratings::Skill::conservative`]), then more games.
    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError>;
    /// Another connection to the same database, for reads beside the writer: what the
    /// writer has committed, it sees. `None` where there is no such (memory), or if it
    /// cannot be had now; reads then queue with the writes.
    fn reader(&self) -> Option<Box<dyn Backend>> {
        None
    }
    /// Makes everything committed readable from the database's main file alone, before the
    /// store closes (SQLite: a checkpoint that empties the write-ahead log, so a copy of
    /// the `.db` file alone holds every game); nothing to do where there is no such file.
    fn checkpoint(&mut self) -> Result<(), StoreError> {
        Ok(())
    }
}

/// A backend chosen at run time ([`Location::open_backend`]) is a backend.
impl<B: Backend + ?Sized> Backend for Box<B> {
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        (**self).write(writes)
    }
    fn reader(&self) -> Option<Box<dyn Backend>> {
        (**self).reader()
    }
    fn checkpoint(&mut self) -> Result<(), StoreError> {
        (**self).checkpoint()
    }
    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        (**self).load_channel(channel)
    }
    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError> {
        (**self).active_channels()
    }
    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError> {
        (**self).tables_hosted(user, community)
    }
    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError> {
        (**self).export(game)
    }
    fn export_raw(&mut self, game: GameId) -> Result<Option<Value>, StoreError> {
        (**self).export_raw(game)
    }
    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        (**self).ended_games(channel, limit)
    }
    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        (**self).latest_game(channel)
    }
    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError> {
        (**self).direct_channel(user)
    }
    fn follows(&mut self, user: UserId) -> Result<usize, StoreError> {
        (**self).follows(user)
    }
    fn installation(&mut self) -> Result<i64, StoreError> {
        (**self).installation()
    }
    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        (**self).games_of(user)
    }
    fn active_tables(&mut self) -> Result<Vec<ActiveTables>, StoreError> {
        (**self).active_tables()
    }
    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError> {
        (**self).table_version(channel)
    }
    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        (**self).claim_parcels(claimant, now, limit)
    }
    fn next_due(&mut self) -> Result<Option<i64>, StoreError> {
        (**self).next_due()
    }
    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError> {
        (**self).outbox()
    }
    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        (**self).due_wakes(now, limit, among)
    }
    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError> {
        (**self).next_wake(among)
    }
    fn alive_at(&mut self) -> Result<Option<i64>, StoreError> {
        (**self).alive_at()
    }
    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError> {
        (**self).wants_reminders(user)
    }
    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError> {
        (**self).wants_pictures(user)
    }
    fn standings(&mut self, community: u64, user: UserId) -> Result<Vec<RatedPlayer>, StoreError> {
        (**self).standings(community, user)
    }
    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        (**self).leaderboard(community, game, limit)
    }
}
