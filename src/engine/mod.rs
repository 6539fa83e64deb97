//! The rules-engine contract every game implements.
//!
//! A game is a pure state machine: no IO, no clock, no global randomness. Its state is
//! built by [`Game::new`], advanced by seat moves ([`Game::apply_move`]) and by explicit
//! chance outcomes ([`Game::apply_chance`]: a deal, a shuffle, a roll), observed through
//! per-seat views ([`Game::view`]) and finished with an [`Outcome`]. Because randomness
//! only enters as recorded chance outcomes, every game is a replayable record.
//!
//! The table layer never sees a concrete game: it drives [`AnyGame`] trait objects made
//! by a [`GameKind`] from the registry (`crate::games`).

mod atomic;
mod chart;
mod erased;
mod game;
pub mod layout;
mod notation;
mod outcome;
mod picture;
mod playout;
mod round_totals;
mod seat;
mod text;

pub use atomic::all_or_nothing;
pub use chart::{final_chart, score_chart};
pub use erased::{AnyGame, GameKind, Kind, MoveChoice, PlayError};
pub use game::{
    Actors, ChanceError, Game, GameInfo, MoveError, OptionSpec, SetupError, ViewText, Viewer,
};
pub use notation::NotationError;
pub use outcome::Outcome;
pub use picture::{Anchor, Hue, Item, Picture};
pub use playout::{PlayedOn, Playout};
pub use round_totals::RoundTotals;
pub use seat::{Seat, SeatSet};
pub use text::{Arg, Audience, Notice, Text, Weight};
