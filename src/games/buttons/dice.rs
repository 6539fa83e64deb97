//! The pieces of War of the Buttons: dice and their zones (WB-0.3), school spaces, cards
//! and bonus tokens, each with a stable id.

use super::data::{CardData, TokenData, CARDS, TOKENS};
use super::location::Location;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A school space (WB-8.1), in board order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    /// WB-8.5.
    Exam,
    /// WB-8.6.
    Free,
    /// WB-8.7.
    Traitor,
    /// WB-8.8.
    Start,
    /// WB-8.9.
    BigBrother,
    /// WB-8.10.
    Build,
    /// WB-8.11.
    Star,
}

impl Space {
    /// The seven spaces in board order.
    pub const ALL: [Space; 7] = [
        Space::Exam,
        Space::Free,
        Space::Traitor,
        Space::Start,
        Space::BigBrother,
        Space::Build,
        Space::Star,
    ];

    /// The notation word.
    pub fn word(self) -> &'static str {
        match self {
            Space::Exam => "exam",
            Space::Free => "free",
            Space::Traitor => "traitor",
            Space::Start => "start",
            Space::BigBrother => "bb",
            Space::Build => "build",
            Space::Star => "star",
        }
    }
}

/// A card, `C01`…`C18` (WB-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    /// Every card, C01 first.
    pub fn all() -> impl Iterator<Item = CardId> {
        (1..=CARDS.len() as u8).map(CardId)
    }

    /// The card's data, or `None` for an id outside C01…C18.
    pub fn data(self) -> Option<&'static CardData> {
        CARDS.get(usize::from(self.0).checked_sub(1)?)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{:02}", self.0)
    }
}

/// A bonus token, `B01`…`B12` (WB-16.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TokenId(pub u8);

impl TokenId {
    /// Every token, B01 first.
    pub fn all() -> impl Iterator<Item = TokenId> {
        (1..=TOKENS.len() as u8).map(TokenId)
    }

    /// The token's data (all zero for an unknown id).
    pub fn data(self) -> TokenData {
        usize::from(self.0)
            .checked_sub(1)
            .and_then(|i| TOKENS.get(i))
            .copied()
            .unwrap_or_default()
    }
}

impl fmt::Display for TokenId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "b{:02}", self.0)
    }
}

/// A space a bonus token lies on (WB-16.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenSpace {
    /// A location's token.
    Location(Location),
    /// The EXAM space's token.
    Exam,
}

impl TokenSpace {
    /// The notation word.
    pub fn word(self) -> &'static str {
        match self {
            TokenSpace::Location(l) => l.word(),
            TokenSpace::Exam => "exam",
        }
    }
}

/// A die's stable id (WB-0.3): a coloured die `p<seat>d1…d8` or a white die `w1…w6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieId {
    /// Coloured die number `n` (1–8) of a seat.
    Coloured(Seat, u8),
    /// White die number `n` (1–6).
    White(u8),
}

impl DieId {
    /// The coloured die's owner.
    pub fn owner(self) -> Option<Seat> {
        match self {
            DieId::Coloured(s, _) => Some(s),
            DieId::White(_) => None,
        }
    }

    /// The die's number within its owner's set (or among the white dice).
    pub fn number(self) -> u8 {
        match self {
            DieId::Coloured(_, n) | DieId::White(n) => n,
        }
    }
}

impl fmt::Display for DieId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DieId::Coloured(s, n) => write!(f, "p{}d{n}", s.0),
            DieId::White(n) => write!(f, "w{n}"),
        }
    }
}

/// Where a die is (WB-0.3); every die is in exactly one zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// A player's hand (WB-0.4).
    Hand(Seat),
    /// A detention space (1–4) of its owner's hut (WB-0.5).
    Detained(u8),
    /// The standing bid of a location.
    Lane(Location),
    /// The mill (WB-7.9).
    Mill,
    /// A school space.
    School(Space),
    /// Beside a card slot (0-based).
    Slot(u8),
    /// The village.
    Village,
    /// The pond (white dice only).
    Pond,
}

/// One die: its id, its value and its zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    /// The stable id.
    pub id: DieId,
    /// The value shown, 1–6.
    pub value: u8,
    /// Where it is.
    pub zone: Zone,
}
