//! Move notation: what players type and what records store.
//!
//! | Move | Canonical | Also read |
//! |---|---|---|
//! | choose a card in the Squabble | `5` | `c5`, `C 5` |
//! | draw the top pie card | `draw` | |
//! | discard a 3 and reshuffle | `reshuffle 3` | `reshuffle c3` |
//! | pay 2, 4 and 6 to pass | `pay 2 4 6` | any order, commas |
//! | draw again after a Dodge | `again` | |
//! | pass the stack after a Dodge | `pass` | |
//! | take 1 card from seat 2 and 2 from seat 3 | `take 2:1 3:2` | any order, commas |
//! | take nothing | `decline` | |
//!
//! Seats are counted from 1, as players see them. Input is read case-insensitively;
//! output is always canonical (cards lowest first, seats lowest first), so the two
//! round-trip.

use super::cards::{Card, Pile, CLOWN_CARDS};
use super::rules::{Split, MAX_PLAYERS};
use crate::engine::{NotationError, Seat};
use std::fmt;
use std::str::FromStr;

/// The Fluent id of the hint shown when a move cannot be read.
pub const HINT: &str = "clown-notation-hint";

/// A move of Clown Standoff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// CS-3.1: secretly choose this card for the Squabble round (or change the choice).
    Play(Card),
    /// CS-4.2 option 1: draw the top pie card.
    Draw,
    /// CS-4.2 option 2: discard this clown card, reshuffle all six pie cards, pass.
    Reshuffle(Card),
    /// CS-4.2 option 3: discard these clown cards (one per player still in) and pass.
    Pay(Pile),
    /// CS-4.6: with no clown cards, after a Dodge, draw a second card.
    Again,
    /// CS-4.6: with no clown cards, after a Dodge, pass the stack instead.
    Pass,
    /// CS-4.6, CS-7.4: after the second Dodge, take this many clown cards from each player.
    Take(Split),
    /// CS-7.4: after the second Dodge, take nothing.
    Decline,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(card) => write!(f, "{card}"),
            Move::Draw => f.write_str("draw"),
            Move::Reshuffle(card) => write!(f, "reshuffle {card}"),
            Move::Pay(cards) => {
                f.write_str("pay")?;
                for card in cards.iter() {
                    write!(f, " {card}")?;
                }
                Ok(())
            }
            Move::Again => f.write_str("again"),
            Move::Pass => f.write_str("pass"),
            Move::Take(split) => {
                f.write_str("take")?;
                for (seat, count) in split.iter() {
                    write!(f, " {seat}:{count}")?;
                }
                Ok(())
            }
            Move::Decline => f.write_str("decline"),
        }
    }
}

/// A number of at most two digits (no sign, no spaces).
fn small_number(s: &str) -> Option<u8> {
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// A clown card: `5` or `c5`.
fn card(word: &str) -> Option<Card> {
    let digits = word.strip_prefix('c').unwrap_or(word);
    small_number(digits).and_then(Card::new)
}

/// One `seat:count` of a take, seats counted from 1.
fn take_part(word: &str) -> Option<(Seat, u8)> {
    let (seat, count) = word.split_once(':')?;
    let seat = small_number(seat)?;
    let count = small_number(count)?;
    let index = seat.checked_sub(1)?;
    (usize::from(index) < MAX_PLAYERS && usize::from(count) <= CLOWN_CARDS)
        .then_some((Seat(index), count))
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        let unreadable = || NotationError::new(s, HINT);
        let lower = s.to_lowercase().replace(',', " ");
        let words: Vec<&str> = lower.split_whitespace().collect();
        let (&first, rest) = words.split_first().ok_or_else(unreadable)?;
        let mv = match (first, rest) {
            ("draw", []) => Some(Move::Draw),
            ("again", []) => Some(Move::Again),
            ("pass", []) => Some(Move::Pass),
            ("decline", []) => Some(Move::Decline),
            ("c", [value]) => card(value).map(Move::Play),
            (word, []) => card(word).map(Move::Play),
            ("reshuffle", [value]) => card(value).map(Move::Reshuffle),
            ("pay", values) if !values.is_empty() && values.len() <= MAX_PLAYERS => values
                .iter()
                .map(|v| card(v))
                .collect::<Option<Pile>>()
                .map(Move::Pay),
            ("take", parts) if !parts.is_empty() && parts.len() <= MAX_PLAYERS => {
                let mut seen = [false; MAX_PLAYERS];
                let mut counts = Vec::with_capacity(parts.len());
                for part in parts {
                    let (seat, count) = take_part(part).ok_or_else(unreadable)?;
                    // Naming a seat twice is more likely a typo than a sum.
                    if std::mem::replace(&mut seen[seat.index()], true) {
                        return Err(unreadable());
                    }
                    counts.push((seat, count));
                }
                Split::new(counts)
                    .filter(|split| split.total() > 0)
                    .map(Move::Take)
            }
            _ => None,
        };
        mv.ok_or_else(unreadable)
    }
}
