//! Move notation: what players type and what records store.
//!
//! | Move | Canonical | Also read |
//! |---|---|---|
//! | play cards, reading chosen by the engine | `r5 o5 j` | any order, commas, `5r` |
//! | play cards as a declared reading | `r5 j q as run 5-7` | `as set`, `as run`, `as run x2 9-j` |
//! | pass | `pass` | |
//! | bet | `bet little` | `bet big`, `bet none`, `bet 15`, `bet 30`, `bet 0` |
//! | give a bomb-won trick (option `bomb_capture=winner_chooses`) | `give 2` | |
//!
//! A declared run names its width after `x` (`x1`, the singles, is left out) and its
//! ranks as `LOW-HIGH` (2–10, `j`, `q`, `k`); the range must span the card count divided
//! by the width. Seats are counted from 1, as players see them. Input is read
//! case-insensitively; output is canonical (cards in canonical order), so the two
//! round-trip.

use super::cards::{Card, Cards, HIGHEST_NATURAL, HINT, LOWEST_RANK};
use super::combination::{Declared, Reading, MAX_WIDTH};
use crate::engine::{NotationError, Seat};
use std::fmt;
use std::str::FromStr;

/// A bet (HG-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bet {
    /// No bet (0): uses up the player's bet for the hand.
    None,
    /// Little bet, 15.
    Little,
    /// Big bet, 30.
    Big,
}

/// A move of Haggis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Play these cards, read as declared (or as the engine picks, HG-4.5).
    Play {
        /// The cards.
        cards: Cards,
        /// The declared reading, if any.
        declared: Option<Declared>,
    },
    /// Pass (HG-5.2).
    Pass,
    /// Bet (HG-3).
    Bet(Bet),
    /// Give the bomb-won trick to this seat (`bomb_capture=winner_chooses`, HG-5.4).
    Give(Seat),
}

/// The most players at a Haggis table (Decisions: 2 or 3), bounding `give N`.
const MAX_SEATS: u8 = 3;

/// The full declaration of `reading` — its kind, width and top — so that a move declaring
/// it has no other reading; `None` for a bomb, which needs no declaration (HG-4.5).
pub fn declared_for(reading: Reading) -> Option<Declared> {
    match reading {
        Reading::Set { .. } => Some(Declared::Set),
        Reading::Run { width, top, .. } => Some(Declared::Run {
            width,
            top: Some(top),
        }),
        Reading::Bomb(_) => None,
    }
}

impl fmt::Display for Bet {
    /// `little`, `big` or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bet::None => "none",
            Bet::Little => "little",
            Bet::Big => "big",
        })
    }
}

impl FromStr for Bet {
    type Err = NotationError;

    /// Reads `little`, `big`, `none` or the amounts `15`, `30`, `0` (also `no`),
    /// case-insensitively.
    fn from_str(s: &str) -> Result<Bet, NotationError> {
        match s.trim().to_lowercase().as_str() {
            "none" | "no" | "0" => Ok(Bet::None),
            "little" | "15" => Ok(Bet::Little),
            "big" | "30" => Ok(Bet::Big),
            _ => Err(NotationError::new(s, HINT)),
        }
    }
}

/// A rank as a run range writes it: `2`–`10`, `j`, `q`, `k`.
struct RankWord(u8);

impl fmt::Display for RankWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            11 => f.write_str("j"),
            12 => f.write_str("q"),
            13 => f.write_str("k"),
            rank => write!(f, "{rank}"),
        }
    }
}

/// Reads a rank of a run range, already lowercase.
fn rank_word(word: &str) -> Option<u8> {
    match word {
        "j" => Some(11),
        "q" => Some(12),
        "k" => Some(13),
        _ if word.len() <= 2 && word.bytes().all(|b| b.is_ascii_digit()) => word
            .parse()
            .ok()
            .filter(|rank| (LOWEST_RANK..=HIGHEST_NATURAL).contains(rank)),
        _ => None,
    }
}

/// Writes a declaration after the cards it reads (` as set`, ` as run x2 9-j`).
fn write_declared(f: &mut fmt::Formatter<'_>, cards: Cards, declared: Declared) -> fmt::Result {
    let (width, top) = match declared {
        Declared::Set => return f.write_str(" as set"),
        Declared::Run { width, top } => (width, top),
    };
    f.write_str(" as run")?;
    if width != 1 {
        write!(f, " x{width}")?;
    }
    if let Some(top) = top {
        // The range spans the cards' ranks; a move whose card count the width does not
        // divide is no run anyway, and is written with the ranks it would have.
        let length = (cards.len() / usize::from(width.max(1))).max(1);
        let bottom = usize::from(top).saturating_sub(length - 1);
        write!(f, " {}-{}", RankWord(bottom as u8), RankWord(top))?;
    }
    Ok(())
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Play { cards, declared } => {
                write!(f, "{cards}")?;
                match declared {
                    Some(declared) => write_declared(f, cards, declared),
                    None => Ok(()),
                }
            }
            Move::Pass => f.write_str("pass"),
            Move::Bet(bet) => write!(f, "bet {bet}"),
            Move::Give(seat) => write!(f, "give {seat}"),
        }
    }
}

/// Reads the cards of a play, each once.
fn cards_words(words: &[&str]) -> Option<Cards> {
    let mut cards = Cards::EMPTY;
    for word in words {
        if !cards.insert(word.parse::<Card>().ok()?) {
            return None;
        }
    }
    (!cards.is_empty()).then_some(cards)
}

/// A single decimal digit.
fn one_digit(word: &str) -> Option<u8> {
    match word.as_bytes() {
        &[digit] if digit.is_ascii_digit() => Some(digit - b'0'),
        _ => None,
    }
}

/// Reads a run's width, `x1`–`x5`.
fn width_word(word: &str) -> Option<u8> {
    let digits = word.strip_prefix('x')?;
    let width = one_digit(digits)?;
    (1..=MAX_WIDTH).contains(&width).then_some(width)
}

/// Reads the declaration after `as`, for a play of `cards`: `set`, or `run` with an
/// optional width and an optional range spanning the cards.
fn declared_words(words: &[&str], cards: Cards) -> Option<Declared> {
    let (&kind, rest) = words.split_first()?;
    match (kind, rest) {
        ("set", []) => Some(Declared::Set),
        ("run", rest) => {
            let (width, rest) = match rest.split_first() {
                Some((word, rest)) if word.starts_with('x') => (width_word(word)?, rest),
                _ => (1, rest),
            };
            let top = match rest {
                [] => None,
                [range] => Some(range_word(range, width, cards)?),
                _ => return None,
            };
            Some(Declared::Run { width, top })
        }
        _ => None,
    }
}

/// Reads a run's range `LOW-HIGH` and returns its top; the range must span the card count
/// divided by the width.
fn range_word(word: &str, width: u8, cards: Cards) -> Option<u8> {
    let (low, high) = word.split_once('-')?;
    let (low, high) = (rank_word(low)?, rank_word(high)?);
    let length = usize::from(high.checked_sub(low)?) + 1;
    (length * usize::from(width) == cards.len()).then_some(high)
}

/// Reads `give N`, seats counted from 1.
fn seat_word(word: &str) -> Option<Seat> {
    let number = one_digit(word)?;
    (1..=MAX_SEATS).contains(&number).then(|| Seat(number - 1))
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        let lower = s.to_lowercase().replace(',', " ");
        let words: Vec<&str> = lower.split_whitespace().collect();
        let mv = match words.as_slice() {
            ["pass"] => Some(Move::Pass),
            ["bet", bet] => bet.parse().ok().map(Move::Bet),
            ["give", seat] => seat_word(seat).map(Move::Give),
            words => {
                let (cards, declared) = match words.iter().position(|&w| w == "as") {
                    Some(at) => (&words[..at], Some(&words[at + 1..])),
                    None => (words, None),
                };
                cards_words(cards).and_then(|cards| {
                    let declared = match declared {
                        Some(words) => Some(declared_words(words, cards)?),
                        None => None,
                    };
                    Some(Move::Play { cards, declared })
                })
            }
        };
        mv.ok_or_else(|| NotationError::new(s, HINT))
    }
}

#[cfg(test)]
#[path = "notation_tests.rs"]
mod tests;
