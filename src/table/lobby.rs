use super::{Player, UserId};
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
}

impl Lobby {
    /// Whether `user` has a seat.
    pub fn seated(&self, user: UserId) -> bool {
        self.players.iter().any(|p| p.user == user)
    }

    /// Removes `user`; if they hosted, the next person seated becomes host. Returns the new
    /// host when it changed, and whether anybody (not an AI) is left.
    pub fn remove(&mut self, user: UserId) -> (Option<UserId>, bool) {
        self.players.retain(|p| p.user != user);
        let people_left = self.players.iter().any(|p| !p.is_ai());
        if self.host != user || !people_left {
            return (None, people_left);
        }
        let next = self.players.iter().find(|p| !p.is_ai()).map(|p| p.user);
        if let Some(host) = next {
            self.host = host;
        }
        (next, people_left)
    }

    /// An id for a new AI seat, unused at this table.
    pub fn free_ai_id(&self) -> UserId {
        (1..UserId::AI_LIMIT)
            .map(UserId)
            .find(|id| !self.seated(*id))
            .unwrap_or(UserId(UserId::AI_LIMIT - 1))
    }
}
