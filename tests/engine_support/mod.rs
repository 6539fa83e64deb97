//! Shared by the games' property tests: playing a random game while checking invariants,
//! its record, and the check that the record replays through the type-erased API to the
//! same game.

use gametable::engine::{Actors, AnyGame, Game, GameKind, Kind, Seat, Viewer};
use proptest::prelude::*;
use rand::seq::{IteratorRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
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

/// Plays a whole game from `seed` with random legal moves (a share `ai_share` of them
/// chosen by the game's AI, which must pick a legal one), calling `check` before every
/// step. Now and then a seat for which `may_change` holds acts although the game does not
/// wait for it: it changes a hidden choice. Returns the final game and its record.
pub fn random_game<G: Game>(
    seed: u64,
    players: usize,
    options: &G::Options,
    max_steps: usize,
    ai_share: f64,
    may_change: impl Fn(&G, Seat) -> bool,
    mut check: impl FnMut(&G, usize) -> Result<(), TestCaseError>,
) -> Result<(G, Vec<Step>), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = G::new(players, options).map_err(fail)?;
    let mut record = Vec::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for step in 0..max_steps {
        check(&g, step)?;
        events.clear();
        match g.actors() {
            Actors::Chance => {
                let chance = g.sample_chance(&mut rng);
                g.apply_chance(&chance, &mut events).map_err(fail)?;
                record.push(Step::Chance(serde_json::to_value(&chance).map_err(fail)?));
            }
            Actors::Seats(set) => {
                let changer = if rng.gen_bool(0.25) {
                    Seat::all(players)
                        .filter(|&s| may_change(&g, s))
                        .choose(&mut rng)
                } else {
                    None
                };
                let seat = changer
                    .or_else(|| set.iter().choose(&mut rng))
                    .ok_or_else(|| fail("no seat to act"))?;
                legal.clear();
                g.legal_moves(seat, &mut legal);
                if legal.is_empty() {
                    // A changer may have nothing to change to; a seat the game waits for
                    // must have a move.
                    prop_assert!(changer.is_some(), "seat {} has no move", seat);
                    continue;
                }
                let mv = if ai_share > 0.0 && rng.gen_bool(ai_share) {
                    let mv = g
                        .ai_move(seat, &mut rng)
                        .ok_or_else(|| fail("the AI found no move"))?;
                    prop_assert!(legal.contains(&mv), "AI move {} is not legal", mv);
                    mv
                } else {
                    legal
                        .choose(&mut rng)
                        .cloned()
                        .ok_or_else(|| fail("no legal move"))?
                };
                g.apply_move(seat, &mv, &mut events)
                    .map_err(|e| fail(format!("{mv} by {seat}: {e:?}")))?;
                record.push(Step::Move(seat, mv.to_string()));
            }
            Actors::Over => return Ok((g, record)),
        }
    }
    Err(fail("the game did not end"))
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
