use serde::{Deserialize, Serialize};
use std::fmt;

/// A channel (or thread) id: one table per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChannelId(pub u64);

impl ChannelId {
    /// Ids below this name the tables of a terminal (`gametable local`), never a chat's: a
    /// Discord snowflake this small would date from the first millisecond of Discord's
    /// epoch. So the bot and a local game sharing one database leave each other's tables
    /// alone.
    pub const TERMINAL_LIMIT: u64 = 64;

    /// Whether this is a terminal's table, not a chat channel.
    pub fn is_terminal(self) -> bool {
        self.0 < Self::TERMINAL_LIMIT
    }
}

/// The tables a process runs the clock of (and tells of its return): a transport's own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Channels {
    /// Every table in the store (tests, benchmarks: one transport alone).
    #[default]
    Every,
    /// Only a terminal's tables ([`ChannelId::is_terminal`]): local mode.
    Terminal,
    /// Only chat channels: the Discord bot.
    Chat,
}

impl Channels {
    /// The lowest and highest channel id it holds, as stored (a signed 64-bit number).
    pub fn bounds(self) -> (i64, i64) {
        let limit = ChannelId::TERMINAL_LIMIT as i64;
        match self {
            Channels::Every => (i64::MIN, i64::MAX),
            Channels::Terminal => (i64::MIN, limit - 1),
            Channels::Chat => (limit, i64::MAX),
        }
    }

    /// Whether `channel` is one of them.
    pub fn holds(self, channel: ChannelId) -> bool {
        match self {
            Channels::Every => true,
            Channels::Terminal => channel.is_terminal(),
            Channels::Chat => !channel.is_terminal(),
        }
    }
}

/// A user id. Discord snowflakes are far above [`UserId::AI_LIMIT`]; smaller ids name AI
/// seats within one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(pub u64);

impl UserId {
    /// Ids below this belong to AI seats.
    pub const AI_LIMIT: u64 = 64;

    /// Whether this id names an AI seat.
    pub fn is_ai(self) -> bool {
        self.0 < Self::AI_LIMIT
    }
}

/// The id of one game (a channel hosts many games over time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl fmt::Display for ChannelId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
