//! Property tests for Clown Standoff: random legal play over random seeds and 2–6
//! players — with players changing their secret choices before the last one is in —
//! always keeps each of the 24 clown cards in exactly one place, never shows a hand or a
//! pending choice to anyone else, ends with exactly one winner (CS-4.7), and replays from
//! its record (chance outcomes as JSON, moves as notation) to the same game.

mod engine_support;

use engine_support::{fail, Step};
use gametable::engine::{Actors, Game, Seat, Viewer};
use gametable::games::clown::{Clown, ClownOptions, Pile, Stage, View};
use proptest::prelude::*;
use serde_json::Value;

/// A safety net far above any real game's length: the Squabble takes at most 4 rounds of
/// choices, and in the Pie Fight every reshuffle or payment destroys a clown card while
/// at most six pie cards are drawn between two of them or two Hits.
const MAX_STEPS: usize = 5_000;

/// Every clown card is in exactly one place: a hand, a pending choice, the virtual
/// hand, a player's clown cards, the box or the discards.
fn check_cards_in_one_place(g: &Clown) -> Result<(), TestCaseError> {
    let mut all = g.box_cards();
    all.add(g.discarded());
    all.add(g.virtual_hand());
    for seat in Seat::all(g.seats()) {
        all.add(g.hand(seat));
        all.add(g.clown_cards(seat));
        all.extend(g.choice(seat));
    }
    prop_assert_eq!(all, Pile::DECK);
    Ok(())
}

/// A view through JSON, as transports receive it.
fn view_json(g: &Clown, viewer: Viewer) -> Result<(Value, View), TestCaseError> {
    let json = serde_json::to_value(g.view(viewer)).map_err(fail)?;
    let view: View = serde_json::from_value(json.clone()).map_err(fail)?;
    Ok((json, view))
}

/// CS-6: the public view holds no hand and no choice; a seat's view is exactly the
/// public view plus that seat's own hand and choice.
fn check_views(g: &Clown) -> Result<(), TestCaseError> {
    let (public_json, public) = view_json(g, Viewer::Public)?;
    prop_assert_eq!(&public.hand, &None);
    prop_assert_eq!(&public.choice, &None);
    prop_assert_eq!(&public_json["hand"], &Value::Null);
    prop_assert_eq!(&public_json["choice"], &Value::Null);
    for seat in Seat::all(g.seats()) {
        let (_, mut own) = view_json(g, Viewer::Seat(seat))?;
        prop_assert_eq!(own.hand, Some(g.hand(seat)));
        prop_assert_eq!(own.choice, g.choice(seat));
        prop_assert_eq!(own.viewer, Some(seat));
        own.hand = None;
        own.choice = None;
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

/// Who may act: in the Squabble everyone who has not chosen (and those who have may still
/// change); otherwise the one holder, or nobody while chance or the end is due.
fn check_actors(g: &Clown) -> Result<(), TestCaseError> {
    let squabble = g.view(Viewer::Public).stage == Stage::Squabble;
    let actors = g.actors();
    for seat in Seat::all(g.seats()) {
        let mut legal = Vec::new();
        g.legal_moves(seat, &mut legal);
        match actors {
            Actors::Seats(set) if set.contains(seat) => {
                prop_assert!(!legal.is_empty(), "seat {} must act but cannot", seat);
                if !squabble {
                    prop_assert_eq!(set.len(), 1);
                }
            }
            Actors::Seats(_) if squabble => {
                prop_assert!(g.choice(seat).is_some(), "seat {} left out", seat);
            }
            _ => prop_assert!(legal.is_empty(), "seat {} has moves out of turn", seat),
        }
    }
    Ok(())
}

/// Plays a whole game with random legal moves, checking the invariants at every step;
/// in the Squabble, now and then a player who already chose changes the choice.
fn random_game(seed: u64, players: usize) -> Result<(Clown, Vec<Step>), TestCaseError> {
    let has_chosen = |g: &Clown, s: Seat| g.choice(s).is_some();
    engine_support::random_game(
        seed,
        players,
        &ClownOptions::default(),
        MAX_STEPS,
        0.0,
        has_chosen,
        |g, _| {
            check_cards_in_one_place(g)?;
            check_views(g)?;
            check_actors(g)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// CS-4.7: one winner, the last player in; scores rank the players by how long they
    /// lasted.
    #[test]
    fn random_play_ends_with_exactly_one_winner(seed in any::<u64>(), players in 2usize..=6) {
        let (g, _) = random_game(seed, players)?;
        check_cards_in_one_place(&g)?;
        let outcome = g.outcome().ok_or_else(|| fail("over without an outcome"))?;
        prop_assert_eq!(outcome.winners.len(), 1);
        let winner = outcome.winners[0];
        prop_assert_eq!(g.winner(), Some(winner));
        prop_assert_eq!(g.in_game().iter().collect::<Vec<_>>(), vec![winner]);
        let mut ranks = outcome.scores.clone();
        ranks.sort_unstable();
        prop_assert_eq!(ranks, (0..players as i64).collect::<Vec<_>>());
        prop_assert_eq!(outcome.scores[winner.index()], players as i64 - 1);
        prop_assert_eq!(g.view(Viewer::Public).stage, Stage::Over);
    }

    /// The record replays through the type-erased API — chance outcomes read back from
    /// JSON, moves typed as notation — to the same game, seen the same by everyone.
    #[test]
    fn replaying_the_record_gives_the_same_game(seed in any::<u64>(), players in 2usize..=6) {
        let (g, record) = random_game(seed, players)?;
        engine_support::replays_to_the_same_game(&g, &record, players, &[])?;
    }
}
