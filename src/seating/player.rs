use super::UserId;
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
}

impl Player {
    /// Whether an AI plays this seat.
    pub fn is_ai(&self) -> bool {
        self.user.is_ai()
    }
}
