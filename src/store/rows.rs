//! Reading stored rows back, the same for every database backend: a game's columns and
//! events become a [`Record`] (or say which part is damaged), and a channel's JSON
//! columns become its settings, nudge times, followers, the times of its pings and the
//! webhook of its ping post.

use super::{Action, Followup, GameStatus, Record, RecordedEvent, StoreError, RECORD_FORMAT};
use crate::seating::ChannelSettings;
use crate::seating::{ChannelId, GameId, UserId, Watcher};
use serde_json::Value;

/// A stored row that cannot be read back.
pub(super) fn damaged(what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::damaged(format!("{what}: {e}"))
}

/// Serializes a record part for its JSON column.
pub(super) fn to_json(value: &impl serde::Serialize) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(StoreError::unavailable)
}

/// The columns of a row of `games` that make up a record, as stored.
pub(super) struct GameRow {
    pub channel: i64,
    pub game: String,
    pub options: String,
    pub host: i64,
    pub seats: String,
    pub started_at: i64,
    pub status: String,
    pub pace: Option<String>,
}

impl GameRow {
    /// The record of game `id`, with its events as stored (time and JSON action, in
    /// order); damaged when a part cannot be read.
    pub fn record(self, id: GameId, events: Vec<(i64, String)>) -> Result<Record, StoreError> {
        let mut read = Vec::with_capacity(events.len());
        for (at, data) in events {
            let action: Action = serde_json::from_str(&data)
                .map_err(|e| damaged(&format!("game {id}: event"), e))?;
            read.push(RecordedEvent { at, action });
        }
        let status = &self.status;
        Ok(Record {
            format: RECORD_FORMAT,
            id,
            channel: ChannelId(self.channel as u64),
            game: self.game,
            options: serde_json::from_str(&self.options)
                .map_err(|e| damaged(&format!("game {id}: options"), e))?,
            host: UserId(self.host as u64),
            seats: serde_json::from_str(&self.seats)
                .map_err(|e| damaged(&format!("game {id}: seats"), e))?,
            started_at: self.started_at,
            status: GameStatus::parse(status).ok_or_else(|| {
                damaged(&format!("game {id}: status"), format!("unknown {status:?}"))
            })?,
            pace: self
                .pace
                .map(|pace| serde_json::from_str(&pace))
                .transpose()
                .map_err(|e| damaged(&format!("game {id}: pace"), e))?
                .unwrap_or_default(),
            events: read,
        })
    }
}

/// A channel's settings as stored: they only shape what the table posts, so unreadable
/// ones are as good as none.
pub(super) fn settings(json: Option<String>) -> ChannelSettings {
    json.and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// The webhook a channel's ping post was made through, as stored: it only spares the bot
/// requests, so an unreadable one is as good as none.
pub(super) fn followup(json: Option<String>) -> Option<Followup> {
    json.and_then(|json| serde_json::from_str(&json).ok())
}

/// Times by seat of a game as stored (when each was nudged, when each person was seen at
/// the table): they only space out nudges and reminders, so unreadable ones are as good as
/// none.
pub(super) fn seat_times(json: Option<String>) -> Vec<Option<i64>> {
    json.and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// The followers of a game as stored: they only decide who gets a copy of public
/// results, so unreadable is none.
pub(super) fn watchers(json: Option<String>) -> Vec<Watcher> {
    json.and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// When the bot last pinged each person in a channel, as stored: unreadable times are as
/// good as none (the next ping is sent, and counted again).
pub(super) fn pinged(json: Option<String>) -> Vec<(UserId, i64)> {
    json.and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// A channel's lobby as stored; one that cannot be read is dropped (and logged).
pub(super) fn lobby(channel: ChannelId, json: Option<String>) -> Option<Value> {
    json.and_then(|json| match serde_json::from_str(&json) {
        Ok(lobby) => Some(lobby),
        Err(e) => {
            tracing::error!(%channel, error = %e, "a stored lobby cannot be read; it is dropped");
            None
        }
    })
}
