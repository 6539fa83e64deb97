//! How well an AI seat plays.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How well an AI seat plays, named as people type it (`random`, `basic`, `strong`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Uniformly among the legal moves: the floor every AI must clear.
    Random,
    /// The game's own rule of thumb ([`crate::engine::Game::ai_choice`]).
    Basic,
    /// The search ([`super::search`]), within the game's iterations and a time cap.
    #[default]
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Basic, Level::Strong];

    /// Whether this is the level chosen when nobody chose ([`Level::Strong`]).
    pub fn is_default(&self) -> bool {
        *self == Level::default()
    }

    /// The name people type and records keep.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Basic => "basic",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI level {0:?} (random, basic or strong)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let name = s.trim().to_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or(UnknownLevel(s.to_owned()))
    }
}
