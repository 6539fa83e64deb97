//! Where each seat finished a game.

use crate::engine::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Where one seat finished: its place (1 is first; equal results share a place and the
/// next place is skipped, as in 1, 1, 3) and whether it is among the winners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The place, from 1.
    pub place: u32,
    /// Whether the seat won (alone or sharing the win).
    pub won: bool,
}

/// The place of every seat, by seat: the winners first, then by final score, higher is
/// better (every game scores so: points, or for Clown Standoff how long a seat lasted).
pub fn places(outcome: &Outcome) -> Vec<Place> {
    let key = |index: usize| {
        let won = outcome.winners.contains(&Seat(index as u8));
        (won, outcome.scores[index])
    };
    (0..outcome.scores.len())
        .map(|index| {
            let own = key(index);
            let better = (0..outcome.scores.len())
                .filter(|&other| key(other) > own)
                .count();
            Place {
                place: 1 + better as u32,
                won: own.0,
            }
        })
        .collect()
}
