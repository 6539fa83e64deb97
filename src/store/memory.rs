//! A store that keeps everything in memory: for `simulate` and tests.

use super::{Backend, ChannelRecord, DirectChannel, GameStatus, Record, StoreError, Write};
use crate::seating::{ChannelId, GameId, UserId};
use std::collections::HashMap;

/// Tables and records held in memory; gone when the process ends.
#[derive(Default)]
pub struct MemoryBackend {
    channels: HashMap<ChannelId, ChannelRecord>,
    games: HashMap<GameId, Record>,
    users: HashMap<UserId, DirectChannel>,
}

impl MemoryBackend {
    /// Refuses a batch that would fail half-way, so that writes are all or nothing like a
    /// database transaction.
    fn check(&self, writes: &[Write]) -> Result<(), StoreError> {
        let mut next_seq: HashMap<GameId, usize> = HashMap::new();
        for write in writes {
            match write {
                Write::StartGame(record) => {
                    if self.games.contains_key(&record.id) || next_seq.contains_key(&record.id) {
                        return Err(StoreError(format!("game {} exists", record.id)));
                    }
                    next_seq.insert(record.id, 0);
                }
                Write::Event { game, seq, .. } => {
                    let next = match next_seq.get_mut(game) {
                        Some(next) => next,
                        None => {
                            let stored = self.games.get(game).map(|r| r.events.len());
                            let stored =
                                stored.ok_or_else(|| StoreError(format!("no game {game}")))?;
                            next_seq.entry(*game).or_insert(stored)
                        }
                    };
                    if *seq as usize != *next {
                        return Err(StoreError(format!("game {game}: event {seq} out of order")));
                    }
                    *next += 1;
                }
                Write::Language { .. }
                | Write::Lobby { .. }
                | Write::EndGame { .. }
                | Write::DirectChannel { .. }
                | Write::TableMessage { .. } => {}
            }
        }
        Ok(())
    }
}

impl Backend for MemoryBackend {
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        self.check(writes)?;
        for write in writes {
            match write {
                Write::Language { channel, lang } => {
                    self.channels.entry(*channel).or_default().lang = Some(*lang)
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
                Write::DirectChannel {
                    user,
                    channel,
                    closed,
                } => {
                    self.users.insert(
                        *user,
                        DirectChannel {
                            channel: *channel,
                            closed: *closed,
                        },
                    );
                }
                Write::TableMessage { channel, message } => {
                    self.channels.entry(*channel).or_default().table_message = *message
                }
                Write::EndGame { game, status, .. } => {
                    if let Some(record) = self.games.get_mut(game) {
                        record.status = *status;
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
        Ok(record)
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
}
