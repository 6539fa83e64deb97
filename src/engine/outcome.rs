use super::Seat;
use serde::{Deserialize, Serialize};

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score of each seat, indexed by seat.
    pub scores: Vec<i64>,
    /// The winning seats (several when the win is shared).
    pub winners: Vec<Seat>,
}
