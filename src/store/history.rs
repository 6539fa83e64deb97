//! The games a channel played to their end (or stopped), kept apart from the one being
//! played: what `/game history` lists and what retention forgets.

use super::Record;

/// A game that ended (finished or abandoned), with when it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct EndedGame {
    /// Its whole record, chance outcomes included (the game is over: nothing is secret).
    pub record: Record,
    /// When it ended, in milliseconds since the Unix epoch (none for games ended before
    /// the store kept that).
    pub ended_at: Option<i64>,
}
