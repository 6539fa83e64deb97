//! Property tests for NYET!: random legal play over random seeds and 2–5 players — with
//! players changing their hidden discards before the last choice is in — always ends,
//! keeps each round's 60 (or 48) cards in exactly one place, never shows a hand, discard
//! or passed card to anyone else, and replays from its record (chance outcomes as JSON,
//! moves as notation) to the same game.

mod engine_support;

use engine_support::{fail, Step};
use gametable::engine::{Game, Seat, Viewer};
use gametable::games::nyet::{deck, Card, Nyet, NyetOptions, TargetScore, View};
use proptest::prelude::*;
use serde_json::Value;

/// Far above any real game: at most 10 rounds of about 20 covers, a few choices and 60
/// cards played (with a target score, a few dozen rounds).
const MAX_STEPS: usize = 200_000;

/// Every card of the round's deck is in exactly one place.
fn check_cards(g: &Nyet) -> Result<(), TestCaseError> {
    if g.round() == 0 {
        return Ok(());
    }
    let mut all: Vec<Card> = Vec::new();
    all.extend(g.set_aside());
    all.extend(g.discarded());
    all.extend(g.trick());
    for seat in Seat::all(g.seats()) {
        all.extend(g.hand(seat));
        all.extend(g.pending(seat));
        all.extend(g.taken(seat));
    }
    all.sort();
    prop_assert_eq!(all, deck(g.seats()));
    Ok(())
}

fn view_json(g: &Nyet, viewer: Viewer) -> Result<(Value, View), TestCaseError> {
    let json = serde_json::to_value(g.view(viewer)).map_err(fail)?;
    let view: View = serde_json::from_value(json.clone()).map_err(fail)?;
    Ok((json, view))
}

/// NY-8: the public view holds no hand and no choice; a seat's view is exactly the public
/// view plus that seat's own hand and choice.
fn check_views(g: &Nyet) -> Result<(), TestCaseError> {
    let (public_json, public) = view_json(g, Viewer::Public)?;
    prop_assert_eq!(&public_json["hand"], &Value::Null);
    prop_assert_eq!(&public_json["pending"], &Value::Null);
    for seat in Seat::all(g.seats()) {
        let (_, mut own) = view_json(g, Viewer::Seat(seat))?;
        prop_assert_eq!(own.hand.as_deref(), Some(g.hand(seat)));
        let pending = g.pending(seat);
        prop_assert_eq!(
            own.pending.clone(),
            (!pending.is_empty()).then(|| pending.to_vec())
        );
        own.hand = None;
        own.pending = None;
        own.viewer = None;
        prop_assert_eq!(
            &own,
            &public,
            "seat {} sees more than its own secrets",
            seat
        );
    }
    Ok(())
}

/// Plays a whole game with random legal moves (some chosen by the AI), checking the
/// invariants; now and then a player who already chose discards changes the choice.
fn random_game(
    seed: u64,
    players: usize,
    options: NyetOptions,
) -> Result<(Nyet, Vec<Step>), TestCaseError> {
    let has_chosen = |g: &Nyet, s: Seat| !g.pending(s).is_empty();
    engine_support::random_game(
        seed,
        players,
        &options,
        MAX_STEPS,
        0.3,
        has_chosen,
        |g, step| {
            check_cards(g)?;
            // Views are costly to compare; check them often, not always.
            if step % 7 == 0 {
                check_views(g)?;
            }
            Ok(())
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// NY-2, NY-7.4: the game ends after its rounds, the winners have the top score.
    #[test]
    fn random_play_ends_with_the_top_scores_winning(seed in any::<u64>(), players in 2usize..=5, target in any::<bool>()) {
        let options = NyetOptions {
            target_score: if target { TargetScore::Points(100) } else { TargetScore::Off },
        };
        let (g, _) = random_game(seed, players, options)?;
        let outcome = g.outcome().ok_or_else(|| fail("over without an outcome"))?;
        let best = outcome.scores.iter().copied().max().unwrap_or(0);
        prop_assert!(!outcome.winners.is_empty());
        for w in &outcome.winners {
            prop_assert_eq!(outcome.scores[w.index()], best);
        }
        if target {
            prop_assert!(best >= 100);
        } else {
            prop_assert_eq!(g.round(), gametable::games::nyet::round_count(players));
        }
        check_views(&g)?;
    }

    /// The record replays through the type-erased API to the same game.
    #[test]
    fn replaying_the_record_gives_the_same_game(seed in any::<u64>(), players in 2usize..=5) {
        let (g, record) = random_game(seed, players, NyetOptions::default())?;
        engine_support::replays_to_the_same_game(&g, &record, players, &[])?;
    }
}
