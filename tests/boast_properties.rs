//! Property tests for Boast or Nothing: random legal play over random seeds, player
//! counts and options always keeps every card in one place, never leaks a secret into a
//! view, and ends with an outcome that fits the rules (BN-7).

use gametable::engine::{Actors, Game, Seat, Viewer};
use gametable::games::boast::{
    Boast, BoastOptions, Card, CardSet, Move, Tiebreak, View, COLOURS, TOP,
};
use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// A safety net far above any real game's length.
const MAX_STEPS: usize = 200_000;

fn options(hidden_leftovers: bool, play_on: bool) -> BoastOptions {
    BoastOptions {
        hidden_leftovers,
        tiebreak: if play_on {
            Tiebreak::PlayOn
        } else {
            Tiebreak::Shared
        },
    }
}

/// How many of each card a set of places holds.
fn add(counts: &mut [usize; 64], cards: CardSet) {
    for card in cards.distinct() {
        counts[index(card)] += cards.count(card);
    }
}

fn index(card: Card) -> usize {
    match (card.colour(), card.value()) {
        (Some(colour), Some(value)) => {
            let lane = COLOURS.iter().position(|&c| c == colour).unwrap_or(3);
            lane * 16 + usize::from(value)
        }
        _ => 63,
    }
}

/// Every card of the deck is in exactly one place: a hand, the trick, taken tricks or
/// the left-overs.
fn check_cards_in_one_place(g: &Boast) -> Result<(), TestCaseError> {
    if g.round() == 0 {
        return Ok(());
    }
    let mut places = [0usize; 64];
    for seat in Seat::all(g.seats()) {
        add(&mut places, g.hand(seat));
        add(&mut places, g.taken(seat));
    }
    add(&mut places, g.trick().cards());
    let leftovers = g
        .leftovers()
        .ok_or_else(|| TestCaseError::fail("no left-overs"))?;
    add(&mut places, leftovers.into_iter().collect());
    let mut deck = [0usize; 64];
    add(&mut deck, g.deck());
    prop_assert_eq!(places.to_vec(), deck.to_vec());
    Ok(())
}

/// Every card named anywhere in a JSON value, found by walking its structure.
fn cards_in_json(value: &Value, out: &mut [usize; 64]) {
    match value {
        Value::String(s) => {
            if let Ok(card) = s.parse::<Card>() {
                out[index(card)] += 1;
            }
        }
        Value::Array(items) => items.iter().for_each(|v| cards_in_json(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in_json(v, out)),
        _ => {}
    }
}

/// A view shows the viewer's own hand and public cards, and nothing else: no card of
/// another seat's hand, and no left-over under `hidden_leftovers`.
fn check_view(g: &Boast, viewer: Viewer) -> Result<(), TestCaseError> {
    let json =
        serde_json::to_value(g.view(viewer)).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let view: View =
        serde_json::from_value(json.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let own = match viewer {
        Viewer::Seat(seat) => Some(seat),
        Viewer::Public => None,
    };
    prop_assert_eq!(
        view.hand.clone(),
        own.map(|s| g.hand(s).iter().collect::<Vec<_>>())
    );
    let hidden = g.options().hidden_leftovers;
    if hidden {
        prop_assert_eq!(view.leftovers, None);
    }
    let mut visible = [0usize; 64];
    if let Some(seat) = own {
        add(&mut visible, g.hand(seat));
    }
    add(&mut visible, g.trick().cards());
    for seat in Seat::all(g.seats()) {
        add(&mut visible, g.taken(seat));
    }
    if !hidden {
        if let Some(leftovers) = g.leftovers() {
            add(&mut visible, leftovers.into_iter().collect());
        }
    }
    let mut seen = [0usize; 64];
    cards_in_json(&json, &mut seen);
    for i in 0..64 {
        // Never more copies of a card than the places this viewer may see hold.
        prop_assert!(
            seen[i] <= visible[i],
            "viewer {:?} sees card #{} {} times but may see it {} times",
            viewer,
            i,
            seen[i],
            visible[i]
        );
    }
    for seat in Seat::all(g.seats()).filter(|&s| Some(s) != own) {
        for card in g.hand(seat).iter().filter(|c| !c.is_escape()) {
            prop_assert_eq!(
                seen[index(card)],
                0,
                "{:?} sees {} of seat {}",
                viewer,
                card,
                seat
            );
        }
    }
    if hidden {
        if let Some(leftovers) = g.leftovers() {
            for card in leftovers.into_iter().filter(|c| !c.is_escape()) {
                prop_assert_eq!(seen[index(card)], 0, "{:?} sees left-over {}", viewer, card);
            }
        }
    }
    Ok(())
}

/// Plays a whole game with random legal moves, checking the invariants at every step.
fn random_game(seed: u64, players: usize, options: BoastOptions) -> Result<Boast, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = Boast::new(players, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut legal: Vec<Move> = Vec::new();
    let mut events = Vec::new();
    for _ in 0..MAX_STEPS {
        check_cards_in_one_place(&g)?;
        check_view(&g, Viewer::Public)?;
        for seat in Seat::all(players) {
            check_view(&g, Viewer::Seat(seat))?;
        }
        events.clear();
        match g.actors() {
            Actors::Chance => {
                let deal = g.sample_chance(&mut rng);
                g.apply_chance(&deal, &mut events)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            Actors::Seats(seats) => {
                prop_assert_eq!(seats.len(), 1);
                let seat = seats
                    .iter()
                    .next()
                    .ok_or_else(|| TestCaseError::fail("no seat"))?;
                for other in Seat::all(players).filter(|&s| s != seat) {
                    legal.clear();
                    g.legal_moves(other, &mut legal);
                    prop_assert!(legal.is_empty());
                }
                legal.clear();
                g.legal_moves(seat, &mut legal);
                let mv = *legal
                    .choose(&mut rng)
                    .ok_or_else(|| TestCaseError::fail("no move"))?;
                g.apply_move(seat, &mv, &mut events)
                    .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            }
            Actors::Over => return Ok(g),
        }
    }
    Err(TestCaseError::fail("the game did not end"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_play_ends_with_a_valid_outcome(
        seed in any::<u64>(),
        players in 3usize..=5,
        hidden in any::<bool>(),
        play_on in any::<bool>(),
    ) {
        let g = random_game(seed, players, options(hidden, play_on))?;
        let outcome = g.outcome().ok_or_else(|| TestCaseError::fail("over without outcome"))?;
        prop_assert_eq!(&outcome.scores, &g.scores());
        prop_assert!(!outcome.winners.is_empty());
        for w in &outcome.winners {
            prop_assert!(outcome.scores[w.index()] >= TOP, "winner {} below the top", w);
        }
        if play_on {
            prop_assert_eq!(outcome.winners.len(), 1);
            let winner = outcome.winners[0];
            for seat in Seat::all(players).filter(|&s| s != winner) {
                prop_assert!(outcome.scores[winner.index()] > outcome.scores[seat.index()]);
            }
        } else {
            let top: Vec<Seat> =
                Seat::all(players).filter(|s| outcome.scores[s.index()] >= TOP).collect();
            prop_assert_eq!(&outcome.winners, &top);
        }
    }

    #[test]
    fn replaying_the_record_gives_the_same_game(
        seed in any::<u64>(),
        players in 3usize..=5,
        hidden in any::<bool>(),
        play_on in any::<bool>(),
    ) {
        use gametable::engine::GameKind;
        // Record chance outcomes as JSON and moves as notation, then replay them through
        // the type-erased API, the way a stored game is read back.
        let kind = gametable::engine::Kind::<Boast>::new();
        let opts = serde_json::to_value(options(hidden, play_on)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut g = Boast::new(players, &options(hidden, play_on)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut replay = kind.new_game(players, &opts).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        let mut notices = Vec::new();
        while g.actors() != Actors::Over {
            match g.actors() {
                Actors::Chance => {
                    let deal = g.sample_chance(&mut rng);
                    g.apply_chance(&deal, &mut Vec::new()).map_err(|e| TestCaseError::fail(e.to_string()))?;
                    let json = serde_json::to_value(&deal).map_err(|e| TestCaseError::fail(e.to_string()))?;
                    replay.apply_chance(&json, &mut notices).map_err(|e| TestCaseError::fail(e.to_string()))?;
                }
                Actors::Seats(seats) => {
                    let seat = seats.iter().next().ok_or_else(|| TestCaseError::fail("no seat"))?;
                    legal.clear();
                    g.legal_moves(seat, &mut legal);
                    let mv: Move = *legal.choose(&mut rng).ok_or_else(|| TestCaseError::fail("no move"))?;
                    g.apply_move(seat, &mv, &mut Vec::new()).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
                    let played = replay.play(seat, &mv.to_string(), &mut notices)
                        .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
                    prop_assert_eq!(played, mv.to_string());
                }
                Actors::Over => {}
            }
            notices.clear();
        }
        prop_assert_eq!(replay.outcome(), g.outcome());
        prop_assert_eq!(replay.view_json(Viewer::Public), serde_json::to_value(g.view(Viewer::Public)).map_err(|e| TestCaseError::fail(e.to_string()))?);
    }
}
