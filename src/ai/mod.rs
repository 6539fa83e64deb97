//! The AI of every game, written once over the engine contract: a level per AI seat,
//! and for `strong` an information-set Monte Carlo tree search ([`search`]) with a
//! budget of iterations and of time. It knows no game; games reach it as [`AnyGame`].

mod level;
mod search;
mod tree;

pub use level::{Level, UnknownLevel};
#[cfg(test)]
use search::{margins, play_out, widening};
pub use search::{search, Decision, Settings};

use crate::engine::{AnyGame, Playout, Seat};
use rand::RngCore;
use std::time::Duration;

/// The wall time a `strong` decision may take at most: the search stops then with what
/// it has, so a decision stays within 50 ms on one core even on a slow position.
pub const STRONG_TIME_CAP: Duration = Duration::from_millis(40);

/// What one decision may spend — iterations, and time as the caller measures it — and,
/// for measuring, how its playouts choose moves.
pub struct Budget<'a> {
    /// Iterations at most, for the levels that search; none: the game's own
    /// ([`AnyGame::search_iterations`], what fits 50 ms in that game).
    pub iterations: Option<u32>,
    /// Whether the time is up, asked between iterations. A caller that wants the same
    /// move for the same seed passes one that never says yes.
    pub time_up: &'a dyn Fn() -> bool,
    /// How the search's playouts choose moves; none: as the game asks
    /// ([`AnyGame::playout_policy`]). Other policies are for measuring (`simulate
    /// --playout`).
    pub playout: Option<Playout>,
}

impl Budget<'static> {
    /// Iterations alone: the same seed gives the same move.
    pub fn iterations(iterations: u32) -> Budget<'static> {
        Budget::repeatable(Some(iterations))
    }

    /// Iterations alone (none: the game's own): the same seed gives the same move.
    pub fn repeatable(iterations: Option<u32>) -> Budget<'static> {
        Budget {
            iterations,
            time_up: &|| false,
            playout: None,
        }
    }
}

/// The move `level` plays for `seat` in `game`, in notation: one of the seat's legal
/// moves, or none when it has none.
pub fn decide(
    game: &dyn AnyGame,
    seat: Seat,
    level: Level,
    budget: &Budget,
    rng: &mut dyn RngCore,
) -> Option<String> {
    match level {
        Level::Random => game.policy_move(seat, Playout::Random, rng),
        Level::Basic => game.ai_move(seat, rng),
        Level::Strong => search(
            game,
            seat,
            &Settings {
                playout: budget.playout,
                ..Settings::strong(
                    budget
                        .iterations
                        .unwrap_or_else(|| game.search_iterations()),
                )
            },
            budget.time_up,
            rng,
        )
        .map(|decision| decision.notation),
    }
}

#[cfg(test)]
mod tests;
