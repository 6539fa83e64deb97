//! Shared by the games' property tests: the record of a random game and the check that
//! it replays through the type-erased API to the same game.

use gametable::engine::{Actors, AnyGame, Game, GameKind, Kind, Seat, Viewer};
use proptest::prelude::*;
use serde_json::Value;

/// A failed property, with its reason.
pub fn fail(e: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(e.to_string())
}

/// One step of a recorded game, as a record stores it.
#[derive(Debug)]
pub enum Step {
    /// A chance outcome, as JSON.
    Chance(Value),
    /// A seat's move, in notation.
    Move(Seat, String),
}

/// Replays `record` through [`AnyGame`] — chance outcomes read back from JSON, moves typed
/// as notation — and checks it reaches `game`: the same outcome, and the same view for
/// every viewer.
pub fn replays_to_the_same_game<G: Game>(
    game: &G,
    record: &[Step],
    players: usize,
    options: &[(String, String)],
) -> Result<(), TestCaseError> {
    let kind = Kind::<G>::new();
    let options = kind.parse_options(options).map_err(fail)?;
    let mut replay: Box<dyn AnyGame> = kind.new_game(players, &options).map_err(fail)?;
    let mut notices = Vec::new();
    for step in record {
        match step {
            Step::Chance(json) => replay.apply_chance(json, &mut notices).map_err(fail)?,
            Step::Move(seat, notation) => {
                let played = replay
                    .play(*seat, notation, &mut notices)
                    .map_err(|e| fail(format!("{notation}: {e:?}")))?;
                prop_assert_eq!(&played, notation);
            }
        }
    }
    prop_assert_eq!(replay.outcome(), game.outcome());
    prop_assert_eq!(replay.actors(), Actors::Over);
    for viewer in std::iter::once(Viewer::Public).chain(Seat::all(players).map(Viewer::Seat)) {
        let expected = serde_json::to_value(game.view(viewer)).map_err(fail)?;
        prop_assert_eq!(replay.view_json(viewer), expected);
    }
    Ok(())
}
