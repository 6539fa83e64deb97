//! Move notation: what players type and what records store.
//!
//! A coloured card is its colour letter and value (`r7`, `b11`, `y1`), an escape card is
//! `esc`. Input is read case-insensitively and forgivingly (`R 7`, `red7`, `Red 7`,
//! `escape`); output is always the canonical lowercase form, so the two round-trip.

use super::cards::{Card, MAX_VALUE};
use crate::engine::NotationError;
use crate::games::colour::Colour;
use std::fmt;
use std::str::FromStr;

/// The Fluent id of the hint shown when a move cannot be read.
pub const HINT: &str = "boast-notation-hint";

/// A move: the card a player puts into the trick. Playing `esc` plays one of the
/// player's (interchangeable) escape cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(pub Card);

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.colour(), self.value()) {
            (Some(colour), Some(value)) => write!(f, "{colour}{value}"),
            _ => f.write_str("esc"),
        }
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Card, NotationError> {
        let unreadable = || NotationError::new(s, HINT);
        let compact: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        if compact == "esc" || compact == "escape" {
            return Ok(Card::ESCAPE);
        }
        let split = compact
            .find(|c: char| c.is_ascii_digit())
            .ok_or_else(unreadable)?;
        let (colour, value) = compact.split_at(split);
        let colour: Colour = colour.parse().map_err(|_| unreadable())?;
        // `u8::from_str` accepts a leading `+`; only digits are notation.
        if value.is_empty() || value.len() > 2 || !value.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unreadable());
        }
        let value: u8 = value.parse().map_err(|_| unreadable())?;
        if value > MAX_VALUE {
            return Err(unreadable());
        }
        Card::coloured(colour, value).ok_or_else(unreadable)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        s.parse().map(Move)
    }
}
