//! A table option whose value is a word or a number, such as `target_score` (`"off"` or
//! `150`) or `start_player` (`"random"` or `3`). Option enums convert to and from it with
//! `#[serde(try_from = "OptionValue", into = "OptionValue")]`, the way Haggis's options
//! convert to and from a number.

use serde::{Deserialize, Serialize};

/// An option value as JSON holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    /// A number, such as a score or a seat counted from 1.
    Number(u32),
    /// A word, such as `off` or `random`.
    Word(String),
}

impl OptionValue {
    /// The number, also when it was written as text (`"150"`).
    pub fn number(&self) -> Option<u32> {
        match self {
            OptionValue::Number(n) => Some(*n),
            OptionValue::Word(word) => word.parse().ok(),
        }
    }

    /// Whether this is the word `word`.
    pub fn is(&self, word: &str) -> bool {
        matches!(self, OptionValue::Word(w) if w == word)
    }
}
