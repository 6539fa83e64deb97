//! The NYET! cards (NY-1.1): four colours, per colour three 1s and one each of 2–13. The
//! 3-player deck leaves out the 11s, 12s and 13s (NY-2).

use crate::engine::NotationError;
use crate::games::colour::Colour;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The four colours of NYET! (NY-1.1), in sorting order.
pub const COLOURS: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

/// The highest card value.
pub const MAX_VALUE: u8 = 13;

/// The Fluent id of the hint shown when a card cannot be read.
pub const CARD_HINT: &str = "nyet-notation-hint";

/// A card: a colour and a value 1–13. The three 1s of a colour are identical.
/// Serialized as its notation, e.g. `"r13"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card {
    colour: Colour,
    value: u8,
}

impl Card {
    /// A card, if the colour is one of the four and the value is 1–13.
    pub fn new(colour: Colour, value: u8) -> Option<Card> {
        (COLOURS.contains(&colour) && (1..=MAX_VALUE).contains(&value))
            .then_some(Card { colour, value })
    }

    /// The printed colour.
    pub fn colour(self) -> Colour {
        self.colour
    }

    /// The printed value.
    pub fn value(self) -> u8 {
        self.value
    }

    /// Whether the card is a 1 (booty, NY-7.1; a super-trump if of the row-4 colour).
    pub fn is_one(self) -> bool {
        self.value == 1
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.value)
    }
}

impl FromStr for Card {
    type Err = NotationError;

    /// Reads `r13`, `G1`, case-insensitively.
    fn from_str(s: &str) -> Result<Card, NotationError> {
        let t = s.trim();
        let mut chars = t.chars();
        let card = chars
            .next()
            .and_then(Colour::from_letter)
            .and_then(|colour| {
                let digits = chars.as_str();
                if digits.is_empty()
                    || digits.len() > 2
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                {
                    return None;
                }
                digits.parse().ok().and_then(|v| Card::new(colour, v))
            });
        card.ok_or_else(|| NotationError::new(s, CARD_HINT))
    }
}

impl TryFrom<String> for Card {
    type Error = String;

    fn try_from(s: String) -> Result<Card, String> {
        s.parse().map_err(|_| format!("not a NYET! card: {s:?}"))
    }
}

impl From<Card> for String {
    fn from(card: Card) -> String {
        card.to_string()
    }
}

/// A set of kinds of card (a colour and a value: the three 1s of a colour are one kind),
/// such as the kinds a player has shown it holds none of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Kinds(u64);

impl Kinds {
    /// No kind.
    pub const NONE: Kinds = Kinds(0);

    /// Every kind of card for which `test` holds.
    pub fn matching(test: impl Fn(Card) -> bool) -> Kinds {
        let mut kinds = Kinds::NONE;
        for colour in COLOURS {
            for value in 1..=MAX_VALUE {
                let card = Card { colour, value };
                if test(card) {
                    kinds.0 |= 1 << card.kind();
                }
            }
        }
        kinds
    }

    /// Whether `card`'s kind is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & 1 << card.kind() != 0
    }

    /// The kinds of both sets.
    pub fn union(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }
}

impl Card {
    /// The card's kind, 0–51: 13 per colour, in the order of [`COLOURS`].
    fn kind(self) -> u32 {
        let colour = COLOURS.iter().position(|&c| c == self.colour).unwrap_or(0);
        colour as u32 * u32::from(MAX_VALUE) + u32::from(self.value) - 1
    }
}

/// The deck for `players` (NY-2): all 60 cards, or 48 without 11–13 with 3 players;
/// sorted.
pub fn deck(players: usize) -> Vec<Card> {
    let top = if players == 3 { 10 } else { MAX_VALUE };
    let mut cards = Vec::with_capacity(60);
    for colour in COLOURS {
        cards.extend([Card { colour, value: 1 }; 2]);
        for value in 1..=top {
            cards.push(Card { colour, value });
        }
    }
    cards.sort();
    cards
}

/// Cards each player gets (NY-2).
pub fn hand_size(players: usize) -> usize {
    match players {
        2 | 4 => 15,
        3 => 16,
        _ => 12,
    }
}

/// Rounds of a game without the `target_score` variant (NY-2).
pub fn round_count(players: usize) -> u8 {
    match players {
        3 => 9,
        5 => 10,
        _ => 8,
    }
}

/// Removes every card of `cards` from `from` (a multiset), or returns `None` and leaves
/// `from` unchanged if one is missing.
pub fn remove_all(from: &mut Vec<Card>, cards: &[Card]) -> Option<()> {
    let mut rest = from.clone();
    for card in cards {
        let at = rest.iter().position(|c| c == card)?;
        rest.remove(at);
    }
    *from = rest;
    Some(())
}
