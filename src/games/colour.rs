//! Card colours shared by every game: one vocabulary, one notation, one set of labels.
//!
//! In move notation a colour is one letter (`r`, `b`, `y`, `g`, `o`); in records and
//! JSON views it is the lowercase English name (`"red"`), which reads better in data and
//! is still accepted as the letter when read back.

use crate::engine::{Hue, NotationError, Text};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A card colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red, notation `r`.
    #[serde(alias = "r")]
    Red,
    /// Blue, notation `b`.
    #[serde(alias = "b")]
    Blue,
    /// Yellow, notation `y`.
    #[serde(alias = "y")]
    Yellow,
    /// Green, notation `g`.
    #[serde(alias = "g")]
    Green,
    /// Orange, notation `o`.
    #[serde(alias = "o")]
    Orange,
}

impl Colour {
    /// Every colour, in the order of the enum.
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
        Colour::Orange,
    ];

    /// How pictures draw it.
    pub fn hue(self) -> Hue {
        match self {
            Colour::Red => Hue::Red,
            Colour::Blue => Hue::Blue,
            Colour::Yellow => Hue::Yellow,
            Colour::Green => Hue::Green,
            Colour::Orange => Hue::Orange,
        }
    }

    /// The one-letter notation, e.g. `r`.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Blue => 'b',
            Colour::Yellow => 'y',
            Colour::Green => 'g',
            Colour::Orange => 'o',
        }
    }

    /// The lowercase English name, e.g. `red`; also accepted by [`FromStr`].
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Orange => "orange",
        }
    }

    /// The colour of a one-letter notation, case-insensitively.
    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.letter() == letter.to_ascii_lowercase())
    }

    /// The localized name of the colour (`colour-red`, …), for use inside sentences.
    pub fn label(self) -> Text {
        Text::new(match self {
            Colour::Red => "colour-red",
            Colour::Blue => "colour-blue",
            Colour::Yellow => "colour-yellow",
            Colour::Green => "colour-green",
            Colour::Orange => "colour-orange",
        })
    }
}

impl fmt::Display for Colour {
    /// The one-letter notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Colour {
    type Err = NotationError;

    /// Reads a letter (`r`) or a name (`red`), case-insensitively.
    fn from_str(s: &str) -> Result<Colour, NotationError> {
        let t = s.trim();
        let mut chars = t.chars();
        let by_letter = match (chars.next(), chars.next()) {
            (Some(letter), None) => Colour::from_letter(letter),
            _ => None,
        };
        by_letter
            .or_else(|| {
                Colour::ALL
                    .into_iter()
                    .find(|c| c.name().eq_ignore_ascii_case(t))
            })
            .ok_or_else(|| NotationError::new(s, "colour-notation-hint"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_names_round_trip() {
        for colour in Colour::ALL {
            assert_eq!(colour.to_string().parse::<Colour>().unwrap(), colour);
            assert_eq!(colour.name().parse::<Colour>().unwrap(), colour);
            assert_eq!(
                colour.name().to_uppercase().parse::<Colour>().unwrap(),
                colour
            );
        }
        assert!("x".parse::<Colour>().is_err());
        assert!("".parse::<Colour>().is_err());
        assert!("rb".parse::<Colour>().is_err());
    }

    #[test]
    fn serde_uses_names_and_accepts_letters() {
        assert_eq!(
            serde_json::to_string(&Colour::Yellow).unwrap(),
            "\"yellow\""
        );
        assert_eq!(
            serde_json::from_str::<Colour>("\"y\"").unwrap(),
            Colour::Yellow
        );
        assert_eq!(
            serde_json::from_str::<Colour>("\"orange\"").unwrap(),
            Colour::Orange
        );
    }

    #[test]
    fn labels_use_colour_ids() {
        assert_eq!(Colour::Red.label().id, "colour-red");
        assert_eq!(Colour::Orange.label().id, "colour-orange");
    }
}
