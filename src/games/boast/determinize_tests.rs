//! The determinization of Boast or Nothing, over positions of random games: what the seat
//! sees is kept, nothing else it cannot see is read, the voids play revealed (BN-4.3) are
//! kept, and play goes on from the drawn game to its end.

use super::super::*;
use crate::engine::{Game, Seat};
use crate::games::colour::Colour;
use crate::games::dealing::deal_constrained;
use crate::games::determinize_support::{self as support, Lookers, Mover, Step};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// Positions per player count and option set.
const POSITIONS: u64 = 120;
/// Far above any real game.
const MAX_STEPS: usize = 100_000;

/// A position where a seat must act, with the colours each seat has shown it lacks,
/// worked out here from the cards played (BN-4.3), not read from the game.
struct Position {
    game: Boast,
    voids: Vec<Vec<Colour>>,
}

impl support::Position for Position {
    type Game = Boast;

    fn game(&self) -> &Boast {
        &self.game
    }
}

/// Plays a random game from `seed` and stops at a random point where a seat must act.
fn position(players: usize, hidden_leftovers: bool, seed: u64) -> Option<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = BoastOptions {
        hidden_leftovers,
        ..BoastOptions::default()
    };
    let game = Boast::new(players, &options).ok()?;
    let mut voids = vec![Vec::new(); players];
    let stop = rng.gen_range(0..HAND_SIZE * players * 3);
    let game = support::play_until(game, stop, &mut rng, |game, rng| {
        support::random_step(game, rng, Mover::First, |game, step| {
            match step {
                Step::Chance => voids.iter_mut().for_each(Vec::clear),
                Step::Move(seat, mv) => {
                    let follow = game.trick().colour_to_follow();
                    if let (Some(follow), Some(colour)) = (follow, mv.0.colour()) {
                        if colour != follow {
                            voids[seat.index()].push(follow);
                        }
                    }
                }
            }
            Some(())
        })
    })?;
    Some(Position { game, voids })
}

/// Positions of random games with 3 to 5 players, left-overs open and hidden; made once
/// and shared by the tests.
fn positions() -> &'static [Position] {
    static POSITIONS_MADE: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS_MADE.get_or_init(|| {
        (3..=5)
            .flat_map(|players| {
                [false, true].into_iter().flat_map(move |hidden| {
                    (0..POSITIONS).filter_map(move |seed| position(players, hidden, seed))
                })
            })
            .collect()
    })
}

/// Every card of the deck exactly once across hands, tricks taken, the trick in play and
/// the left-overs.
fn assert_cards_conserved(game: &Boast) {
    let mut all = game.trick().cards();
    for seat in Seat::all(game.seats()) {
        all = all.union(game.hand(seat)).union(game.taken(seat));
    }
    let leftovers: CardSet = game.leftovers().unwrap().into_iter().collect();
    let total = all.len() + leftovers.len();
    assert_eq!(all.union(leftovers), game.deck());
    assert_eq!(total, game.deck().len());
}

/// BN-8: the drawn game looks the same to the seat (its view and the public view), and
/// the seat has the same moves.
#[test]
fn bn_8_the_seat_sees_the_same_game() {
    support::assert_the_seat_sees_the_same_game(positions(), Lookers::EverySeat, 1, |_| {});
}

/// BN-8: the draw reads nothing the seat cannot see. A game the seat cannot tell apart
/// from the true one (itself a draw) gives the same draw from the same generator.
#[test]
fn bn_8_the_draw_reads_no_other_seats_secret() {
    support::assert_the_draw_reads_no_other_seats_secret(
        positions(),
        Lookers::EverySeat,
        2,
        0,
        |_, _| {},
    );
}

/// BN-4.3: a seat that played another colour when it could have followed has none of the
/// colour to follow, and no draw gives it one.
#[test]
fn bn_4_3_a_seat_that_did_not_follow_is_dealt_none_of_the_colour() {
    let mut voids_seen = 0;
    support::for_each_draw(positions(), Lookers::EverySeat, 3, |draw, _| {
        for (other, lacking) in draw.position.voids.iter().enumerate() {
            let hand = draw.drawn.hand(Seat(other as u8));
            for &colour in lacking {
                voids_seen += 1;
                assert!(hand.of_colour(colour).is_empty(), "{colour:?} in {hand:?}");
            }
        }
    });
    assert!(voids_seen > 100, "too few voids to test: {voids_seen}");
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// BN-4.3: seat 1 holds no red and shows it on the first trick; in every draw for seat 0
/// it still holds none, while its hand does change.
#[test]
fn bn_4_3_a_shown_void_is_kept_in_every_draw() {
    let deal = Deal {
        hands: [
            "r8 r9 y9 y8 b9 b8 y7",
            "b1 b2 b3 y1 y2 y3 esc",
            "r1 r3 r5 b4 b5 y4 esc",
            "r2 r4 r6 b6 b7 y5 esc",
        ]
        .map(cards)
        .to_vec(),
        leftovers: [cards("r7")[0], cards("y6")[0]],
        tower: [Colour::Red, Colour::Blue, Colour::Yellow],
        leader: Seat(0),
    };
    let mut game = Boast::new(4, &BoastOptions::default()).unwrap();
    let mut events = Vec::new();
    game.apply_chance(&deal, &mut events).unwrap();
    for (seat, card) in [(0, "r8"), (1, "b1")] {
        let mv = Move(cards(card)[0]);
        game.apply_move(Seat(seat), &mv, &mut events).unwrap();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let true_hand = game.hand(Seat(1));
    let mut changed = false;
    for _ in 0..200 {
        let drawn = game.determinize(Seat(0), &mut rng);
        assert!(drawn.hand(Seat(1)).of_colour(Colour::Red).is_empty());
        changed |= drawn.hand(Seat(1)) != true_hand;
    }
    assert!(changed);
}

/// The drawn game is a whole game: every card once (BN-2), in it and at every step random
/// play takes from it, and random play reaches its end.
#[test]
fn bn_2_a_drawn_game_keeps_every_card_and_plays_to_the_end() {
    support::assert_drawn_games_play_to_the_end(
        positions(),
        5,
        MAX_STEPS,
        |_| true,
        support::plain_random_step,
        assert_cards_conserved,
    );
}

/// Others' hands (and face-down left-overs) are really redrawn, not copied.
#[test]
fn bn_3_2_others_hands_and_hidden_leftovers_are_redrawn() {
    let dealt_more_than_two = positions()
        .iter()
        .filter(|p| p.game.hand(Seat(1)).len() > 2);
    support::assert_secrets_are_redrawn(dealt_more_than_two, Lookers::Only(Seat(0)), 6, |draw| {
        let (game, drawn) = (draw.game(), &draw.drawn);
        let hidden = game.options().hidden_leftovers;
        if !hidden {
            assert_eq!(drawn.leftovers(), game.leftovers());
        }
        [
            drawn.hand(Seat(1)) != game.hand(Seat(1)),
            hidden && drawn.leftovers() != game.leftovers(),
        ]
    });
}

/// Voids no shuffle is likely to meet are still met (by the dealer's card-by-card fallback).
#[test]
fn voids_too_tight_for_shuffles_are_met_card_by_card() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let cards = cards("r1 r2 r3 r4 r5 r6 esc b1 b2 b3 b4 b5 b6 esc y1 y2 y3 y4 y5 y6 esc");
    // Three hands of 7: one takes only red and escapes, one only blue, one only yellow.
    let places = [0b110, 0b101, 0b011].map(|voids| super::Place { size: 7, voids });
    for _ in 0..50 {
        let sizes = places.map(|p| p.size);
        let fits = |card: Card, at: usize| places[at].takes(super::kind(card));
        let dealt = deal_constrained(cards.clone(), &sizes, fits, &mut rng);
        for (hand, place) in dealt.iter().zip(&places) {
            assert_eq!(hand.len(), 7);
            assert!(hand.iter().all(|&card| place.takes(super::kind(card))));
        }
    }
}
