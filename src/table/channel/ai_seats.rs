//! The seats the AI plays: at which level, within what budget, and when a command leaves
//! the rest of the AI's moves to the clock loop so no table waits long for another's AI.

use super::Match;
use crate::ai::{decide, Budget, Level, STRONG_TIME_CAP};
use crate::engine::Seat;
use std::time::{Duration, Instant};

/// What the AI of every table may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiLimits {
    /// Iterations of one `strong` decision; none: the game's own
    /// ([`crate::engine::AnyGame::search_iterations`]).
    pub iterations: Option<u32>,
    /// Wall time one decision may take; none: iterations alone bound it, so a seed
    /// gives the same moves (tests, `simulate`).
    pub decision_time: Option<Duration>,
    /// Wall time one command (or tick) spends on AI moves before it stops and leaves
    /// the rest to the clock loop, which fires such a table at once; none: all of them.
    pub command_time: Option<Duration>,
}

/// The wall time a command spends on AI moves in the bot and in local mode.
pub const AI_COMMAND_TIME: Duration = Duration::from_millis(150);

impl AiLimits {
    /// Iterations alone, no time: the same seed gives the same game.
    pub const REPEATABLE: AiLimits = AiLimits {
        iterations: None,
        decision_time: None,
        command_time: None,
    };

    /// `iterations` a decision and no time: the same seed gives the same game (a small
    /// number keeps tests of the table quick in a debug build).
    pub const fn iterations(iterations: u32) -> AiLimits {
        AiLimits {
            iterations: Some(iterations),
            decision_time: None,
            command_time: None,
        }
    }

    /// What a running bot spends: a decision stops at [`STRONG_TIME_CAP`], a command's AI
    /// moves at [`AI_COMMAND_TIME`].
    pub const LIVE: AiLimits = AiLimits {
        iterations: None,
        decision_time: Some(STRONG_TIME_CAP),
        command_time: Some(AI_COMMAND_TIME),
    };
}

/// The AI's moves of one command, on the wall clock (the table's own clock is for game
/// time, and stands still in tests).
pub(super) struct AiTurn {
    limits: AiLimits,
    started: Instant,
    /// The AI's moves so far: the first is always made, so a table moves on at every
    /// command or tick.
    moves: usize,
}

impl AiTurn {
    pub fn new(limits: AiLimits) -> AiTurn {
        AiTurn {
            limits,
            started: Instant::now(),
            moves: 0,
        }
    }

    /// Whether this command spent its time on AI moves (after one at least): the rest
    /// waits for the clock.
    pub fn spent(&self) -> bool {
        self.moves > 0
            && self
                .limits
                .command_time
                .is_some_and(|limit| self.started.elapsed() >= limit)
    }

    /// The move the AI plays for `seat` of `m`, at its level, in notation.
    pub fn decide(&mut self, m: &mut Match, seat: Seat) -> Option<String> {
        let level = m.ai_level(seat)?;
        self.moves += 1;
        let began = Instant::now();
        let time_up = || {
            self.limits
                .decision_time
                .is_some_and(|limit| began.elapsed() >= limit)
        };
        let budget = Budget {
            iterations: self.limits.iterations,
            time_up: &time_up,
            playout: None,
        };
        decide(m.game.as_ref(), seat, level, &budget, &mut m.rng)
    }
}

impl Match {
    /// How well the AI plays `seat`: an AI player at its own level, a person away (or
    /// timed out) at the table's stand-in level; none for a person at the table.
    pub(super) fn ai_level(&self, seat: Seat) -> Option<Level> {
        let player = self.players.get(seat.index())?;
        player.ai_level().or_else(|| {
            self.away
                .get(seat.index())
                .is_some_and(|away| *away)
                .then_some(self.pace.stand_in)
        })
    }

    /// Whether the game waits for a seat the AI plays (or for chance): the table's work
    /// is not done until it moved.
    pub(super) fn ai_pending(&self) -> bool {
        match self.game.actors() {
            crate::engine::Actors::Over => false,
            crate::engine::Actors::Chance => true,
            crate::engine::Actors::Seats(seats) => seats.iter().any(|s| self.played_by_ai(s)),
        }
    }
}
