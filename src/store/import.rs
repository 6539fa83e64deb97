//! Records from outside (a file for `gametable replay`): read with their format checked
//! first, and replayed with their times and status checked against the game. The store's
//! own records are restored with [`Record::replay`], which trusts them.

use super::record::{GameStatus, Record, ReplayError, Replayed, RECORD_FORMAT};
use crate::engine::{Actors, GameKind};
use serde::Deserialize;

/// A record file that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Not JSON, or a field is missing or of the wrong type.
    #[error("is not a game record: {0}")]
    Json(#[from] serde_json::Error),
    /// A format this gametable does not read.
    #[error("has format {0}; this gametable reads format {RECORD_FORMAT} only")]
    Format(u64),
}

/// Just the version of a record, which says how to read the rest.
#[derive(Deserialize)]
struct Format {
    format: Option<u64>,
}

impl Record {
    /// Reads a record from JSON. The format is checked before anything else: a record of
    /// another format may not fit this one's fields at all.
    pub fn from_json(bytes: &[u8]) -> Result<Record, ReadError> {
        match serde_json::from_slice::<Format>(bytes)?.format {
            Some(format) if format != u64::from(RECORD_FORMAT) => Err(ReadError::Format(format)),
            _ => Ok(serde_json::from_slice(bytes)?),
        }
    }

    /// Replays a record from outside, refusing it also when an event's time is earlier
    /// than the one before it (or than the start), or when its status contradicts the
    /// game: "finished" is the status of a game that is over, and only of one.
    pub fn replay_checked(&self, registry: &[&dyn GameKind]) -> Result<Replayed, ReplayError> {
        self.check_times()?;
        let replayed = self.replay(registry)?;
        let over = replayed.game.actors() == Actors::Over;
        if over != (self.status == GameStatus::Finished) {
            return Err(ReplayError::Status {
                stated: self.status,
                over,
            });
        }
        Ok(replayed)
    }

    fn check_times(&self) -> Result<(), ReplayError> {
        let mut previous = self.started_at;
        for (index, event) in self.events.iter().enumerate() {
            if event.at < previous {
                let before = match index {
                    0 => format!("the game's start, {previous}"),
                    _ => format!("the time {previous} of the event before it"),
                };
                return Err(ReplayError::Event {
                    index,
                    reason: format!("its time {} is earlier than {before}", event.at),
                });
            }
            previous = event.at;
        }
        Ok(())
    }
}
