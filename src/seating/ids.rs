use serde::{Deserialize, Serialize};
use std::fmt;

/// A channel (or thread) id: one table per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChannelId(pub u64);

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
