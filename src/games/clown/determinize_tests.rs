//! The determinization of Clown Standoff, over positions of random games: what the seat
//! sees is kept, nothing else it cannot see is read, revealed cards stay where they are
//! (CS-6), and play goes on from the drawn game to its end.

use super::super::*;
use crate::engine::{Game, Seat};
use crate::games::determinize_support::{self as support, Lookers, Mover};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// Positions per player count.
const POSITIONS: u64 = 200;
/// Far above any real game.
const MAX_STEPS: usize = 10_000;

/// Plays a random game from `seed` (a random waiting seat moves when several may) and
/// stops at a random point where a seat must act.
fn position(players: usize, seed: u64) -> Option<Clown> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let game = Clown::new(players, &ClownOptions::default()).ok()?;
    let stop = rng.gen_range(0..players * 4 + 24);
    support::play_until(game, stop, &mut rng, |game, rng| {
        support::random_step(game, rng, Mover::Any, |_, _| Some(()))
    })
}

/// Positions of random games with every player count; made once and shared by the tests.
fn positions() -> &'static [Clown] {
    static POSITIONS_MADE: OnceLock<Vec<Clown>> = OnceLock::new();
    POSITIONS_MADE
        .get_or_init(|| support::positions_of_random_games(2..=MAX_PLAYERS, POSITIONS, position))
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

/// CS-6: the drawn game looks the same to the seat (its view and the public view), and
/// the seat has the same moves.
#[test]
fn cs_6_the_seat_sees_the_same_game() {
    support::assert_the_seat_sees_the_same_game(positions(), Lookers::EverySeat, 1, |_| {});
}

/// CS-6: the draw reads nothing the seat cannot see. A game the seat cannot tell apart
/// from the true one (itself a draw) gives the same draw from the same generator.
#[test]
fn cs_6_the_draw_reads_no_other_seats_secret() {
    support::assert_the_draw_reads_no_other_seats_secret(
        positions(),
        Lookers::EverySeat,
        2,
        0,
        |_, _| {},
    );
}

/// The cards play has shown in the box: every cancelled card and the virtual player's
/// winnings (CS-3.2, CS-5.3).
fn revealed_in_box(game: &Clown) -> Pile {
    let mut revealed = Pile::EMPTY;
    for round in game.rounds() {
        revealed.add(round.cancelled);
        if round.winner == Some(Hand::Virtual) {
            revealed.add(round.won);
        }
    }
    revealed
}

/// CS-3.2, CS-5.3, CS-6: revealed cards stay where play put them. The box still holds
/// every cancelled card and the virtual player's winnings, and whoever has chosen this
/// round (CS-3.1) still has a secret choice.
#[test]
fn cs_3_2_revealed_cards_stay_in_the_box() {
    let boxed_seen: usize = positions().iter().map(|g| revealed_in_box(g).len()).sum();
    support::for_each_draw(positions(), Lookers::EverySeat, 3, |draw, _| {
        let (game, drawn) = (draw.game(), &draw.drawn);
        assert!(drawn.box_cards().contains_all(revealed_in_box(game)));
        for other in Seat::all(game.seats()) {
            assert_eq!(drawn.choice(other).is_some(), game.choice(other).is_some());
        }
    });
    assert!(
        boxed_seen > 100,
        "too few revealed cards in the box: {boxed_seen}"
    );
}

/// The drawn game is a whole game: every card once (CS-1.1), in it and at every step random
/// play takes from it, and random play reaches its end (CS-4.7).
#[test]
fn cs_1_1_a_drawn_game_keeps_every_card_and_plays_to_the_end() {
    support::assert_drawn_games_play_to_the_end(
        positions(),
        4,
        MAX_STEPS,
        |_| true,
        support::plain_random_step,
        assert_cards_conserved,
    );
}

/// Others' hands, their secret choices and the virtual hand are really redrawn.
#[test]
fn cs_2_1_others_hands_choices_and_the_virtual_hand_are_redrawn() {
    let dealt_more_than_one = positions().iter().filter(|g| g.hand(Seat(1)).len() > 1);
    support::assert_secrets_are_redrawn(dealt_more_than_one, Lookers::Only(Seat(0)), 5, |draw| {
        let (game, drawn) = (draw.game(), &draw.drawn);
        [
            drawn.hand(Seat(1)) != game.hand(Seat(1)),
            drawn.choice(Seat(1)) != game.choice(Seat(1)),
            drawn.virtual_hand() != game.virtual_hand(),
        ]
    });
}
