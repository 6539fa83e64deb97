use super::{Pace, Player, UserId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A game waiting for players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lobby {
    /// The game id.
    pub game: String,
    /// The options, as the game reads them.
    pub options: Value,
    /// Who may start it.
    pub host: UserId,
    /// The seated players, in seat order.
    pub players: Vec<Player>,
    /// The turn clock and what a timeout does (lobbies from before clocks have none).
    #[serde(default)]
    pub pace: Pace,
    /// When it was opened, in milliseconds since the Unix epoch (lobbies from before
    /// expiry have none, and do not expire).
    #[serde(default)]
    pub opened_at: Option<i64>,
    /// Whether the game is played in a thread of its own, opened off the table message
    /// when it starts.
    #[serde(default, skip_serializing_if = "is_false")]
    pub thread: bool,
    /// Whether the lobby was handed over to its thread, where the game starts at once.
    #[serde(default, skip_serializing_if = "is_false")]
    pub moved: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl Lobby {
    /// Whether `user` has a seat.
    pub fn seated(&self, user: UserId) -> bool {
        self.players.iter().any(|p| p.user == user)
    }

    /// Removes `user`; if they hosted, the next person seated becomes host. Returns the new
    /// host, or `None` when the host left and nobody (no person) is left to take over.
    pub fn remove(&mut self, user: UserId) -> Option<UserId> {
        self.players.retain(|p| p.user != user);
        if self.host == user {
            self.host = self.players.iter().find(|p| !p.is_ai())?.user;
        }
        Some(self.host)
    }

    /// An id for a new AI seat, unused at this table.
    pub fn free_ai_id(&self) -> UserId {
        (1..UserId::AI_LIMIT)
            .map(UserId)
            .find(|id| !self.seated(*id))
            .unwrap_or(UserId(UserId::AI_LIMIT - 1))
    }
}
