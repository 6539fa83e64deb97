//! Someone who follows a game without playing it.

use super::UserId;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// A person who asked to be told the public result of each trick or round of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Watcher {
    /// Who.
    pub user: UserId,
    /// The language they are told in.
    pub lang: Lang,
}
