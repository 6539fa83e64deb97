use super::Text;
use thiserror::Error;

/// A move the player typed could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read the move {input:?}")]
pub struct NotationError {
    /// What was typed.
    pub input: String,
    /// A localized hint on the expected notation, e.g. `boast-notation-hint`.
    pub hint: &'static str,
}

impl NotationError {
    /// An error for `input`, with the game's notation hint.
    pub fn new(input: &str, hint: &'static str) -> NotationError {
        NotationError {
            input: input.to_owned(),
            hint,
        }
    }

    /// The localized explanation, with the game's whole notation.
    pub fn text(&self) -> Text {
        Text::new("notation-unreadable")
            .arg("input", super::Arg::Verbatim(self.input.clone()))
            .arg("hint", Text::new(self.hint))
    }
}
