use super::UserId;
use crate::ai::Level;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Somebody sitting at a table: a person or an AI seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Who it is.
    pub user: UserId,
    /// How the table names them (a transport may use a mention here).
    pub name: String,
    /// The language of their private messages.
    pub lang: Lang,
    /// How well an AI seat plays; none for a person, and for an AI seat of a record made
    /// before levels, which plays [`Level::Strong`] (see [`Player::ai_level`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
}

impl Player {
    /// Whether an AI plays this seat.
    pub fn is_ai(&self) -> bool {
        self.user.is_ai()
    }

    /// How well this seat's AI plays, if an AI plays it.
    pub fn ai_level(&self) -> Option<Level> {
        self.is_ai().then(|| self.level.unwrap_or(Level::Strong))
    }
}
