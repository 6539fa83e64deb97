//! A store that keeps everything in memory: for `simulate` and tests.

use super::sightings::{seen_before, Sightings};
use super::{
    Action, ActiveTables, Backend, ChannelRecord, Claimant, DirectChannel, EndedGame, GameStatus,
    OutboxEntry, Parcel, RatedPlayer, Record, SeatedGame, StoreError, TableTimes, Write,
};
use crate::engine::Outcome;
use crate::ratings::Standing;
use crate::seating::{ChannelId, Channels, GameId, UserId};
use std::collections::{HashMap, HashSet};

/// Tables and records held in memory; gone when the process ends.
#[derive(Default)]
pub struct MemoryBackend {
    channels: HashMap<ChannelId, ChannelRecord>,
    games: HashMap<GameId, Record>,
    ended_at: HashMap<GameId, i64>,
    users: HashMap<UserId, DirectChannel>,
    no_reminders: HashSet<UserId>,
    no_pictures: HashSet<UserId>,
    nudged: HashMap<GameId, Vec<Option<i64>>>,
    seen: HashMap<GameId, Vec<Option<i64>>>,
    watchers: HashMap<GameId, Vec<crate::seating::Watcher>>,
    outbox: Vec<Queued>,
    last_parcel: i64,
    alive_at: Option<i64>,
    /// The store's random number, drawn when first asked.
    installation: Option<i64>,
    /// Standings by (server, game id, person).
    ratings: HashMap<(u64, String, UserId), Standing>,
    /// The games rated so far.
    rated: HashSet<GameId>,
    /// The requests seen.
    sightings: Sightings,
}

/// Whether a game ended (finished or abandoned).
fn ended(record: &Record) -> bool {
    matches!(record.status, GameStatus::Finished | GameStatus::Abandoned)
}

/// A parcel and its bookkeeping.
struct Queued {
    parcel: Parcel,
    next_at: i64,
    last_error: Option<String>,
    failed: bool,
    /// Who claimed it, and until when.
    claim: Option<(String, i64)>,
}

impl MemoryBackend {
    /// Takes the pending parcel under `key` out of the outbox (a failed one stays, to be
    /// looked at).
    fn withdraw(&mut self, key: &str) {
        self.outbox
            .retain(|q| q.failed || q.parcel.envelope.key.as_deref() != Some(key));
    }

    /// Refuses a batch that would fail half-way, so that writes are all or nothing like a
    /// database transaction.
    fn check(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut next_seq: HashMap<GameId, usize> = HashMap::new();
        let mut sighted = HashSet::new();
        for write in writes {
            match write {
                Write::TableVersion { channel, from, .. } => {
                    let stored = self.channels.get(channel).map_or(0, |c| c.version);
                    if stored != *from {
                        return Err(StoreError::stale(format!(
                            "the table of {channel} changed since version {from}"
                        )));
                    }
                }
                Write::StartGame(record) => {
                    if self.games.contains_key(&record.id) || next_seq.contains_key(&record.id) {
                        return Err(StoreError::conflict(format!("game {} exists", record.id)));
                    }
                    next_seq.insert(record.id, 0);
                }
                Write::Event { game, seq, .. } => {
                    let next = match next_seq.get_mut(game) {
                        Some(next) => next,
                        None => {
                            let stored = self.games.get(game).map(|r| r.events.len());
                            let stored = stored
                                .ok_or_else(|| StoreError::conflict(format!("no game {game}")))?;
                            next_seq.entry(*game).or_insert(stored)
                        }
                    };
                    if *seq as usize != *next {
                        return Err(StoreError::conflict(format!(
                            "game {game}: event {seq} out of order"
                        )));
                    }
                    *next += 1;
                }
                Write::Sighting { id, now, .. } => {
                    if self.sightings.remembers(*id, *now) || !sighted.insert(*id) {
                        return Err(seen_before(*id));
                    }
                }
                Write::Language { .. }
                | Write::Touch { .. }
                | Write::Parent { .. }
                | Write::Settings { .. }
                | Write::PingMessage { .. }
                | Write::Lobby { .. }
                | Write::EndGame { .. }
                | Write::DirectChannel { .. }
                | Write::TableMessage { .. }
                | Write::Enqueue { .. }
                | Write::Delivered { .. }
                | Write::Withdraw { .. }
                | Write::Hasten { .. }
                | Write::ReleaseClaims
                | Write::Deadline { .. }
                | Write::Community { .. }
                | Write::Nudged { .. }
                | Write::Seen { .. }
                | Write::Watchers { .. }
                | Write::Unfollow { .. }
                | Write::Pinged { .. }
                | Write::Rematched { .. }
                | Write::Reminders { .. }
                | Write::Pictures { .. }
                | Write::Rate { .. }
                | Write::Alive { .. }
                | Write::Reach { .. }
                | Write::Retry { .. }
                | Write::ForgetEnded { .. }
                | Write::Failed { .. } => {}
            }
        }
        Ok(())
    }
}

impl MemoryBackend {
    /// Rates a finished game once, as the SQLite store does (see `store/rated.rs`).
    fn rate(&mut self, game: GameId, outcome: &Outcome) {
        let Some(record) = self.games.get(&game) else {
            return;
        };
        let community = self.channels.get(&record.channel).and_then(|c| c.community);
        let Some(community) = community.filter(|_| !self.rated.contains(&game)) else {
            return;
        };
        let actions: Vec<&Action> = record.events.iter().map(|e| &e.action).collect();
        let key = |user| (community, record.game.clone(), user);
        let rated = super::rated::rate_game(&record.seats, &actions, outcome, |user| {
            Ok(self.ratings.get(&key(user)).cloned().unwrap_or_default())
        })
        .unwrap_or_default();
        if rated.is_empty() {
            return;
        }
        let keys: Vec<_> = rated.iter().map(|(user, _)| key(*user)).collect();
        for (key, (_, standing)) in keys.into_iter().zip(rated) {
            self.ratings.insert(key, standing);
        }
        self.rated.insert(game);
    }

    fn rated_players(&self, keep: impl Fn(&(u64, String, UserId)) -> bool) -> Vec<RatedPlayer> {
        self.ratings
            .iter()
            .filter(|(key, _)| keep(key))
            .map(|((_, game, user), standing)| RatedPlayer {
                user: *user,
                game: game.clone(),
                standing: standing.clone(),
            })
            .collect()
    }
}

/// Stores `times` as the times of `channel`'s table.
fn set_times(channel: &mut ChannelRecord, times: TableTimes) {
    channel.deadline = times.turn;
    channel.reminder = times.reminder;
    channel.wake = times.wake;
}

impl Backend for MemoryBackend {
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        self.check(writes)?;
        for write in writes {
            match write {
                Write::TableVersion { channel, times, .. } => {
                    let stored = self.channels.entry(*channel).or_default();
                    stored.version += 1;
                    if let Some(times) = times {
                        set_times(stored, *times);
                    }
                }
                Write::Touch { channel } => self.channels.entry(*channel).or_default().version += 1,
                Write::Language { channel, lang } => {
                    self.channels.entry(*channel).or_default().lang = Some(*lang)
                }
                Write::Settings { channel, settings } => {
                    self.channels.entry(*channel).or_default().settings = *settings
                }
                Write::Parent { channel, parent } => {
                    self.channels.entry(*channel).or_default().parent = Some(*parent)
                }
                Write::PingMessage {
                    channel,
                    message,
                    followup,
                } => {
                    let stored = self.channels.entry(*channel).or_default();
                    stored.ping_message = *message;
                    stored.ping_followup = followup.clone();
                }
                Write::Lobby { channel, lobby } => {
                    self.channels.entry(*channel).or_default().lobby = lobby.clone()
                }
                Write::StartGame(record) => {
                    self.games.insert(record.id, (**record).clone());
                }
                Write::Event { game, event, .. } => {
                    if let Some(record) = self.games.get_mut(game) {
                        record.events.push(event.clone());
                    }
                }
                Write::DirectChannel { user, direct } => {
                    self.users.insert(*user, *direct);
                }
                Write::TableMessage { channel, message } => {
                    self.channels.entry(*channel).or_default().table_message = *message
                }
                Write::EndGame { game, status, at } => {
                    if let Some(record) = self.games.get_mut(game) {
                        record.status = *status;
                        self.ended_at.insert(*game, *at);
                    }
                }
                Write::ForgetEnded { before } => {
                    let ended_at = &self.ended_at;
                    let old = |record: &Record| {
                        ended(record) && ended_at.get(&record.id).is_some_and(|at| at < before)
                    };
                    let forgotten: Vec<GameId> = self
                        .games
                        .values()
                        .filter(|r| old(r))
                        .map(|r| r.id)
                        .collect();
                    for id in forgotten {
                        self.games.remove(&id);
                        self.ended_at.remove(&id);
                        self.nudged.remove(&id);
                        self.seen.remove(&id);
                    }
                }
                Write::Enqueue { envelope, at } => {
                    if let Some(key) = &envelope.key {
                        self.withdraw(key);
                    }
                    self.last_parcel += 1;
                    self.outbox.push(Queued {
                        parcel: Parcel {
                            id: self.last_parcel,
                            envelope: super::Envelope {
                                delay_ms: 0,
                                ..envelope.clone()
                            },
                            created_at: *at,
                            attempts: 0,
                        },
                        next_at: at + envelope.delay_ms.max(0),
                        last_error: None,
                        failed: false,
                        claim: None,
                    });
                }
                Write::Delivered { id } => self.outbox.retain(|q| q.parcel.id != *id),
                Write::Sighting { id, forget_at, now } => self.sightings.add(*id, *forget_at, *now),
                Write::Withdraw { key } => self.withdraw(key),
                Write::Alive { at } => self.alive_at = Some(*at),
                Write::Deadline { channel, times } => {
                    set_times(self.channels.entry(*channel).or_default(), *times)
                }
                Write::Community { channel, community } => {
                    self.channels.entry(*channel).or_default().community = Some(*community)
                }
                Write::Nudged { game, at } => {
                    self.nudged.insert(*game, at.clone());
                }
                Write::Seen { game, at } => {
                    self.seen.insert(*game, at.clone());
                }
                Write::Watchers { game, watchers } => {
                    self.watchers.insert(*game, watchers.clone());
                }
                Write::Unfollow { game, user } => {
                    if let Some(watchers) = self.watchers.get_mut(game) {
                        watchers.retain(|w| w.user != *user);
                    }
                }
                Write::Pinged { channel, pinged } => {
                    self.channels.entry(*channel).or_default().pinged = pinged.clone()
                }
                Write::Rematched { channel, game } => {
                    self.channels.entry(*channel).or_default().rematched = Some(*game)
                }
                Write::Rate { game, outcome } => self.rate(*game, outcome),
                Write::Reminders { user, on: true } => {
                    self.no_reminders.remove(user);
                }
                Write::Reminders { user, on: false } => {
                    self.no_reminders.insert(*user);
                }
                Write::Pictures { user, on: true } => {
                    self.no_pictures.remove(user);
                }
                Write::Pictures { user, on: false } => {
                    self.no_pictures.insert(*user);
                }
                Write::ReleaseClaims => {
                    for queued in &mut self.outbox {
                        queued.claim = None;
                    }
                }
                Write::Hasten { key_prefix, at } => {
                    for q in self.outbox.iter_mut().filter(|q| !q.failed) {
                        let key = q.parcel.envelope.key.as_deref().unwrap_or_default();
                        if key.starts_with(key_prefix.as_str()) {
                            q.next_at = q.next_at.min(*at);
                        }
                    }
                }
                Write::Reach {
                    channel,
                    unreachable,
                } => self.channels.entry(*channel).or_default().unreachable = unreachable.clone(),
                Write::Retry {
                    id,
                    attempts,
                    next_at,
                    error,
                } => {
                    if let Some(q) = self.outbox.iter_mut().find(|q| q.parcel.id == *id) {
                        q.parcel.attempts = *attempts;
                        q.next_at = *next_at;
                        q.last_error = Some(error.clone());
                        q.claim = None;
                    }
                }
                Write::Failed {
                    id,
                    attempts,
                    error,
                } => {
                    if let Some(q) = self.outbox.iter_mut().find(|q| q.parcel.id == *id) {
                        q.parcel.attempts = *attempts;
                        q.last_error = Some(error.clone());
                        q.failed = true;
                        q.claim = None;
                    }
                }
            }
        }
        Ok(())
    }

    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        let mut record = self.channels.get(&channel).cloned().unwrap_or_default();
        record.game = self
            .games
            .values()
            .filter(|game| game.channel == channel && game.status == GameStatus::Playing)
            .max_by_key(|game| game.started_at)
            .cloned();
        if record.game.is_none() {
            record.last_game = self
                .games
                .values()
                .filter(|game| game.channel == channel)
                .filter(|game| ended(game))
                .max_by_key(|game| game.started_at)
                .cloned();
        }
        record.nudged = record
            .game
            .as_ref()
            .and_then(|game| self.nudged.get(&game.id).cloned())
            .unwrap_or_default();
        record.seen = record
            .game
            .as_ref()
            .and_then(|game| self.seen.get(&game.id).cloned())
            .unwrap_or_default();
        record.watchers = record
            .game
            .as_ref()
            .and_then(|game| self.watchers.get(&game.id).cloned())
            .unwrap_or_default();
        Ok(record)
    }

    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError> {
        let host = serde_json::json!(user.0);
        let lobbies = self
            .channels
            .values()
            .filter(|c| c.community == Some(community))
            .filter(|c| c.lobby.as_ref().is_some_and(|lobby| lobby["host"] == host))
            .count();
        let games = self
            .games
            .values()
            .filter(|record| record.status == GameStatus::Playing)
            .filter(|record| {
                let channel = self.channels.get(&record.channel);
                if channel.and_then(|c| c.community) != Some(community) {
                    return false;
                }
                let people = super::seated::people_in(record);
                let in_thread = channel.is_some_and(|c| c.parent.is_some());
                people.contains(&user)
                    && ((in_thread && record.host == user) || people.iter().all(|p| *p == user))
            })
            .count();
        Ok(lobbies + games)
    }

    fn active_tables(&mut self) -> Result<Vec<ActiveTables>, StoreError> {
        let mut by_game: std::collections::BTreeMap<String, ActiveTables> = Default::default();
        let lobbies = self
            .channels
            .values()
            .filter_map(|c| c.lobby.as_ref()?.get("game")?.as_str().map(str::to_owned));
        for game in lobbies {
            by_game.entry(game.clone()).or_default().lobbies += 1;
        }
        let playing = self
            .games
            .values()
            .filter(|g| g.status == GameStatus::Playing);
        for record in playing {
            by_game.entry(record.game.clone()).or_default().playing += 1;
        }
        Ok(by_game
            .into_iter()
            .map(|(game, counts)| ActiveTables { game, ..counts })
            .collect())
    }

    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError> {
        let mut channels: Vec<ChannelId> = self
            .games
            .values()
            .filter(|game| game.status == GameStatus::Playing)
            .map(|game| game.channel)
            .chain(
                self.channels
                    .iter()
                    .filter(|(_, c)| c.lobby.is_some())
                    .map(|(id, _)| *id),
            )
            .collect();
        channels.sort();
        channels.dedup();
        Ok(channels)
    }

    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError> {
        Ok(self.games.get(&game).cloned())
    }

    fn export_raw(&mut self, game: GameId) -> Result<Option<serde_json::Value>, StoreError> {
        Ok(self
            .games
            .get(&game)
            .map(|record| serde_json::to_value(record).unwrap_or_default()))
    }

    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        let mut games: Vec<&Record> = self
            .games
            .values()
            .filter(|game| game.channel == channel && ended(game))
            .collect();
        games.sort_by_key(|game| std::cmp::Reverse((game.started_at, game.id.0)));
        Ok(games
            .into_iter()
            .take(limit)
            .map(|record| EndedGame {
                record: record.clone(),
                ended_at: self.ended_at.get(&record.id).copied(),
            })
            .collect())
    }

    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .games
            .values()
            .filter(|game| game.channel == channel)
            .max_by_key(|game| (game.started_at, game.id.0))
            .map(|game| game.id))
    }

    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError> {
        Ok(self.users.get(&user).copied().unwrap_or_default())
    }

    fn follows(&mut self, user: UserId) -> Result<usize, StoreError> {
        let playing = |game: &GameId| {
            self.games
                .get(game)
                .is_some_and(|r| r.status == GameStatus::Playing)
        };
        Ok(self
            .watchers
            .iter()
            .filter(|(game, watchers)| playing(game) && watchers.iter().any(|w| w.user == user))
            .count())
    }

    fn installation(&mut self) -> Result<i64, StoreError> {
        Ok(*self.installation.get_or_insert_with(rand::random))
    }

    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        let mut seated: Vec<SeatedGame> = self
            .games
            .values()
            .filter_map(|record| super::seated::seated_in(record, user))
            .collect();
        seated.sort_by_key(|s| (s.channel, s.game.0));
        Ok(seated)
    }

    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError> {
        Ok(self.channels.get(&channel).map_or(0, |c| c.version))
    }

    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        let mut lanes = HashSet::new();
        let free = |claim: &Option<(String, i64)>| match claim {
            Some((owner, until)) => *owner == claimant.owner || *until <= now,
            None => true,
        };
        let mut claimed = Vec::new();
        for queued in &mut self.outbox {
            if claimed.len() == limit {
                break;
            }
            let head = !queued.failed && lanes.insert(queued.parcel.envelope.lane.clone());
            if head && queued.next_at <= now && free(&queued.claim) {
                queued.claim = Some((claimant.owner.clone(), now + claimant.lease_ms));
                claimed.push(queued.parcel.clone());
            }
        }
        Ok(claimed)
    }

    fn next_due(&mut self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .outbox
            .iter()
            .filter(|q| !q.failed)
            .map(|q| {
                q.next_at
                    .max(q.claim.as_ref().map_or(0, |(_, until)| *until))
            })
            .min())
    }

    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        let mut due: Vec<(i64, ChannelId)> = self
            .channels
            .iter()
            .filter(|(id, _)| among.holds(**id))
            .filter_map(|(id, c)| c.wake.filter(|at| *at <= now).map(|at| (at, *id)))
            .collect();
        due.sort();
        Ok(due.into_iter().take(limit).map(|(_, id)| id).collect())
    }

    fn alive_at(&mut self) -> Result<Option<i64>, StoreError> {
        Ok(self.alive_at)
    }

    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError> {
        Ok(!self.no_reminders.contains(&user))
    }

    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError> {
        Ok(!self.no_pictures.contains(&user))
    }

    fn standings(&mut self, community: u64, user: UserId) -> Result<Vec<RatedPlayer>, StoreError> {
        let mut found = self.rated_players(|key| key.0 == community && key.2 == user);
        found.sort_by(|a, b| a.game.cmp(&b.game));
        Ok(found)
    }

    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        let mut found = self.rated_players(|key| key.0 == community && key.1 == game);
        found.sort_by(|a, b| {
            let skill = |p: &RatedPlayer| p.standing.skill.conservative();
            skill(b)
                .total_cmp(&skill(a))
                .then(b.standing.games.cmp(&a.standing.games))
                .then(a.user.cmp(&b.user))
        });
        found.truncate(limit);
        Ok(found)
    }

    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError> {
        Ok(self
            .channels
            .iter()
            .filter(|(id, _)| among.holds(**id))
            .filter_map(|(_, c)| c.wake)
            .min())
    }

    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError> {
        Ok(self
            .outbox
            .iter()
            .map(|q| OutboxEntry {
                id: q.parcel.id,
                channel: q.parcel.envelope.channel,
                lane: q.parcel.envelope.lane.clone(),
                created_at: q.parcel.created_at,
                attempts: q.parcel.attempts,
                next_at: q.next_at,
                last_error: q.last_error.clone(),
                failed: q.failed,
            })
            .collect())
    }
}
