//! The locations of War of the Buttons, where dice are placed (WB-0.6).

use serde::{Deserialize, Serialize};

/// One of the three dice lanes (WB-0.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// Always active.
    Quarry,
    /// Always active.
    Forest,
    /// Active with 4 players only (WB-7.1).
    Field,
}

impl Location {
    /// Every location, in the round-end order of WB-17.6.
    pub const ALL: [Location; 3] = [Location::Quarry, Location::Forest, Location::Field];

    /// The notation word.
    pub fn word(self) -> &'static str {
        match self {
            Location::Quarry => "quarry",
            Location::Forest => "forest",
            Location::Field => "field",
        }
    }
}
