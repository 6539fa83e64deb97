//! Move notation: what players type and what records store.
//!
//! | Move | Canonical | Also read |
//! |---|---|---|
//! | play cards, reading chosen by the engine | `r5 o5 j` | any order, commas, `5r` |
//! | play cards as a declared reading | `r5 j q as run 5-7` | `as set`, `as run`, `as run x2 9-j` |
//! | pass | `pass` | |
//! | bet | `bet little` | `bet big`, `bet none`, `bet 15`, `bet 30`, `bet 0` |
//! | give a bomb-won trick (option `bomb_capture=winner_chooses`) | `give 2` | |

use super::combination::Declared;
use super::cards::Cards;
use crate::engine::Seat;

/// The Fluent id of the hint shown when a move cannot be read.
pub const HINT: &str = "haggis-notation-hint";

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

// To implement: Display (canonical) and FromStr (case-insensitive, returns
// NotationError::new(input, HINT)) that round-trip.
