//! The determinization of Clown Standoff, over positions of random games: what the seat
//! sees is kept, nothing else it cannot see is read, revealed cards stay where they are
//! (CS-6), and play goes on from the drawn game to its end.

use super::super::*;
use crate::engine::{Actors, Game, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Positions per player count.
const POSITIONS: u64 = 200;

/// Plays a random game from `seed` (a random waiting seat moves when several may) and
/// stops at a random point where a seat must act.
fn position(players: usize, seed: u64) -> Option<Clown> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Clown::new(players, &ClownOptions::default()).ok()?;
    let stop = rng.gen_range(0..players * 4 + 24);
    let mut events = Vec::new();
    for step in 0.. {
        match game.actors() {
            Actors::Chance => {
                let chance = game.sample_chance(&mut rng);
                game.apply_chance(&chance, &mut events).ok()?;
            }
            Actors::Seats(seats) => {
                if step >= stop {
                    return Some(game);
                }
                let seat = *seats.iter().collect::<Vec<_>>().choose(&mut rng)?;
                let mv = *legal(&game, seat).choose(&mut rng)?;
                game.apply_move(seat, &mv, &mut events).ok()?;
            }
            Actors::Over => return None,
        }
    }
    None
}

fn positions() -> impl Iterator<Item = Clown> {
    (2..=MAX_PLAYERS)
        .flat_map(|players| (0..POSITIONS).filter_map(move |seed| position(players, seed)))
}

/// The seats that must act in `game`.
fn acting(game: &Clown) -> Vec<Seat> {
    match game.actors() {
        Actors::Seats(seats) => seats.iter().collect(),
        _ => Vec::new(),
    }
}

fn json(game: &Clown, viewer: Viewer) -> Value {
    serde_json::to_value(game.view(viewer)).unwrap()
}

fn legal(game: &Clown, seat: Seat) -> Vec<Move> {
    let mut out = Vec::new();
    game.legal_moves(seat, &mut out);
    out
}

/// Every clown card of the deck exactly once (CS-1.1): hands, choices, the virtual hand,
/// clown cards won, discards and the box.
fn assert_cards_conserved(game: &Clown) {
    let mut all = game.box_cards();
    all.add(game.discarded());
    all.add(game.virtual_hand());
    for seat in Seat::all(game.seats()) {
        all.add(game.hand(seat));
        all.add(game.clown_cards(seat));
        all.extend(game.choice(seat));
    }
    assert_eq!(all, Pile::DECK);
}

fn play_to_the_end(mut game: Clown, rng: &mut ChaCha8Rng) {
    let mut events = Vec::new();
    for _ in 0..10_000 {
        match game.actors() {
            Actors::Chance => {
                let chance = game.sample_chance(rng);
                game.apply_chance(&chance, &mut events).unwrap();
            }
            Actors::Seats(seats) => {
                let seat = seats.iter().next().unwrap();
                let mv = *legal(&game, seat).choose(rng).unwrap();
                game.apply_move(seat, &mv, &mut events).unwrap();
            }
            Actors::Over => return,
        }
    }
    panic!("the game did not end");
}

/// CS-6: the drawn game looks the same to the seat (its view and the public view), and
/// the seat has the same moves.
#[test]
fn cs_6_the_seat_sees_the_same_game() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for game in positions() {
        for seat in Seat::all(game.seats()) {
            let drawn = game.determinize(seat, &mut rng);
            assert_eq!(
                json(&drawn, Viewer::Seat(seat)),
                json(&game, Viewer::Seat(seat))
            );
            assert_eq!(json(&drawn, Viewer::Public), json(&game, Viewer::Public));
            assert_eq!(legal(&drawn, seat), legal(&game, seat));
            assert_eq!(drawn.actors(), game.actors());
        }
    }
}

/// CS-6: the draw reads nothing the seat cannot see. A game the seat cannot tell apart
/// from the true one (itself a draw) gives the same draw from the same generator.
#[test]
fn cs_6_the_draw_reads_no_other_seats_secret() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for (n, game) in positions().enumerate() {
        for seat in Seat::all(game.seats()) {
            let twin = game.determinize(seat, &mut rng);
            let from_game = game.determinize(seat, &mut ChaCha8Rng::seed_from_u64(n as u64));
            let from_twin = twin.determinize(seat, &mut ChaCha8Rng::seed_from_u64(n as u64));
            assert_eq!(from_game, from_twin);
        }
    }
}

/// CS-3.2, CS-5.3, CS-6: revealed cards stay where play put them. The box still holds
/// every cancelled card and the virtual player's winnings, and whoever has chosen this
/// round (CS-3.1) still has a secret choice.
#[test]
fn cs_3_2_revealed_cards_stay_in_the_box() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut boxed_seen = 0;
    for game in positions() {
        let mut revealed_in_box = Pile::EMPTY;
        for round in game.rounds() {
            revealed_in_box.add(round.cancelled);
            if round.winner == Some(Hand::Virtual) {
                revealed_in_box.add(round.won);
            }
        }
        boxed_seen += revealed_in_box.len();
        for seat in Seat::all(game.seats()) {
            let drawn = game.determinize(seat, &mut rng);
            assert!(drawn.box_cards().contains_all(revealed_in_box));
            for other in Seat::all(game.seats()) {
                assert_eq!(drawn.choice(other).is_some(), game.choice(other).is_some());
            }
        }
    }
    assert!(
        boxed_seen > 100,
        "too few revealed cards in the box: {boxed_seen}"
    );
}

/// The drawn game is a whole game: every card once (CS-1.1), and random play reaches its
/// end (CS-4.7).
#[test]
fn cs_1_1_a_drawn_game_keeps_every_card_and_plays_to_the_end() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for game in positions() {
        let seat = acting(&game).first().copied().unwrap_or(Seat(0));
        let drawn = game.determinize(seat, &mut rng);
        assert_cards_conserved(&drawn);
        play_to_the_end(drawn, &mut rng);
    }
}

/// Others' hands, their secret choices and the virtual hand are really redrawn.
#[test]
fn cs_2_1_others_hands_choices_and_the_virtual_hand_are_redrawn() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut hand, mut choice, mut virtual_hand) = (false, false, false);
    for game in positions().filter(|g| g.hand(Seat(1)).len() > 1) {
        let drawn = game.determinize(Seat(0), &mut rng);
        hand |= drawn.hand(Seat(1)) != game.hand(Seat(1));
        choice |= drawn.choice(Seat(1)) != game.choice(Seat(1));
        virtual_hand |= drawn.virtual_hand() != game.virtual_hand();
    }
    assert!(hand && choice && virtual_hand);
}
