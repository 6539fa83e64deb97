//! The determinization of NYET!, over positions of random games and a few built ones:
//! what the seat sees is kept, nothing else it cannot see is read, what play revealed
//! holds (NY-5.3, NY-6.4, NY-9.2), and play goes on from the drawn game to its end.

use super::super::*;
use crate::engine::{Game, Seat};
use crate::games::colour::Colour;
use crate::games::determinize_support::{self as support, Lookers, Mover, Step};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// Positions per player count.
const POSITIONS: u64 = 120;
/// Far above any real game.
const MAX_STEPS: usize = 100_000;

/// What the test itself worked out from the moves it saw, without asking the game: the
/// cards each seat cannot hold because it did not play them when it had to (NY-6.4), and
/// the card each seat passed while its receiver has played none like it (NY-5.3).
struct Position {
    game: Nyet,
    barred: Vec<Vec<Card>>,
    passed: Vec<Option<Card>>,
}

impl support::Position for Position {
    type Game = Nyet;

    fn game(&self) -> &Nyet {
        &self.game
    }
}

/// Plays a random game from `seed` (a random one of the seats that may move) and stops
/// at a random point where a seat must act.
fn position(players: usize, seed: u64) -> Option<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let game = Nyet::new(players, &NyetOptions::default()).ok()?;
    let mut barred = vec![Vec::new(); players];
    let mut passed = vec![None; players];
    let stop = rng.gen_range(0..250);
    let game = support::play_until(game, stop, &mut rng, |game, rng| {
        support::random_step(game, rng, Mover::Any, |game, step| {
            match step {
                Step::Chance => {
                    barred.iter_mut().for_each(Vec::clear);
                    passed.iter_mut().for_each(|p| *p = None);
                }
                Step::Move(seat, Move::Pass(card)) => passed[seat.index()] = Some(*card),
                Step::Move(seat, Move::Play(card)) => {
                    let right = (seat.index() + players - 1) % players;
                    if passed[right] == Some(*card) {
                        passed[right] = None;
                    }
                    // Holding `other` beside `card`, would `card` still be allowed?
                    let led = game.trick().first().copied();
                    let setup = game.setup()?;
                    if led.is_some() {
                        for other in deck(players) {
                            if !setup.playable(&[other, *card], led).contains(card) {
                                barred[seat.index()].push(other);
                            }
                        }
                    }
                }
                Step::Move(..) => {}
            }
            Some(())
        })
    })?;
    Some(Position {
        game,
        barred,
        passed,
    })
}

/// Positions of random games with every player count; made once and shared by the tests.
fn positions() -> &'static [Position] {
    static POSITIONS_MADE: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS_MADE
        .get_or_init(|| support::positions_of_random_games(2..=MAX_PLAYERS, POSITIONS, position))
}

/// Every card of the round's deck exactly once (NY-2): hands, pending choices, discards,
/// the cards set aside, the trick and the tricks taken.
fn assert_cards_conserved(game: &Nyet) {
    let mut all: Vec<Card> = game.set_aside().to_vec();
    all.extend(game.discarded());
    all.extend(game.trick());
    for seat in Seat::all(game.seats()) {
        all.extend(game.hand(seat));
        all.extend(game.pending(seat));
        all.extend(game.taken(seat));
    }
    all.sort();
    assert_eq!(all, deck(game.seats()));
}

/// NY-8: the drawn game looks the same to the seat (its view and the public view), and
/// the seat has the same moves.
#[test]
fn ny_8_the_seat_sees_the_same_game() {
    support::assert_the_seat_sees_the_same_game(positions(), Lookers::EverySeat, 1, |_| {});
}

/// NY-8: the draw reads nothing the seat cannot see. A game the seat cannot tell apart
/// from the true one (itself a draw) gives the same draw from the same generator.
#[test]
fn ny_8_the_draw_reads_no_other_seats_secret() {
    support::assert_the_draw_reads_no_other_seats_secret(
        positions(),
        Lookers::EverySeat,
        2,
        0,
        |_, _| {},
    );
}

/// NY-6.4, NY-6.5: a player who did not play what it had to play holds none of it in
/// any draw; NY-5.3: the card a seat passed is still with its left neighbour until the
/// neighbour plays one like it, and under "except 1" nobody discards a 1.
#[test]
fn ny_6_4_what_play_revealed_holds_in_every_draw() {
    let (mut voids, mut gifts, mut except_one) = (0, 0, 0);
    support::for_each_draw(positions(), Lookers::EverySeat, 3, |draw, _| {
        let Position {
            game,
            barred,
            passed,
        } = draw.position;
        let (drawn, seat, n) = (&draw.drawn, draw.seat, game.seats());
        let no_ones = game.setup().map(|s| s.discard) == Some(DiscardRule::ExceptOne);
        for (other, barred) in barred.iter().enumerate() {
            let hand = drawn.hand(Seat(other as u8));
            voids += barred.len();
            assert!(barred.iter().all(|card| !hand.contains(card)));
        }
        // Passed cards reach their receivers once every choice is in (NY-9.2).
        let given = passed[seat.index()].filter(|_| game.phase == Phase::Tricks);
        if let Some(card) = given {
            gifts += 1;
            assert!(drawn.hand(seat.next(n)).contains(&card));
        }
        for other in Seat::all(n).filter(|&o| o != seat && no_ones) {
            except_one += 1;
            assert!(drawn.pending(other).iter().all(|c| !c.is_one()));
            assert!(drawn.discards(other).iter().all(|c| !c.is_one()));
        }
    });
    assert!(
        voids > 1000 && gifts > 50 && except_one > 50,
        "{voids} {gifts} {except_one}"
    );
}

/// NY-6.4, NY-6.5: what a play shows the player lacks is exactly what, held beside the
/// card played, would have made that card illegal; for every trump and super-trump, with
/// 1s, a 2 and a 13 of every colour.
#[test]
fn ny_6_4_shown_none_agrees_with_following() {
    let colours = [
        None,
        Some(Colour::Red),
        Some(Colour::Blue),
        Some(Colour::Yellow),
    ];
    let cards: Vec<Card> = COLOURS
        .into_iter()
        .flat_map(|colour| [1, 2, 13].map(|value| Card::new(colour, value).unwrap()))
        .collect();
    for trump in colours {
        for super_trump in colours {
            let setup = RoundSetup {
                first: Seat(0),
                discard: DiscardRule::None,
                trump,
                super_trump,
                points: 1,
            };
            for &led in &cards {
                for &card in &cards {
                    let shown = setup.shown_none(led, card);
                    for &other in &cards {
                        let illegal = !setup.playable(&[other, card], Some(led)).contains(&card);
                        assert_eq!(
                            shown.contains(other),
                            illegal,
                            "{setup:?} {led} {card} {other}"
                        );
                    }
                }
            }
        }
    }
}

/// Covers every field but those of `setup`, each player in turn (NY-4).
fn settle(game: &mut Nyet, setup: RoundSetup) {
    let keep = [
        Field::First(setup.first),
        Field::Discard(setup.discard),
        Field::Trump(setup.trump),
        Field::Super(setup.super_trump),
        Field::Points(setup.points),
    ];
    let mut events = Vec::new();
    while game.phase == Phase::Nyet {
        let field = game.board.coverable().find(|f| !keep.contains(f)).unwrap();
        let seat = game.turn;
        game.apply_move(seat, &Move::Cover(field), &mut events)
            .unwrap();
    }
}

fn apply(game: &mut Nyet, seat: u8, mv: Move) {
    game.apply_move(Seat(seat), &mv, &mut Vec::new()).unwrap();
}

/// NY-9.2: with 5 players, seat 5 holds all twelve 1s, so it is not asked to discard
/// under "except 1"; every draw for seat 1 gives it only 1s again, and no pending discard
/// of the others is a 1 (NY-5.3). No shuffle meets that, so this is the card-by-card deal.
#[test]
fn ny_9_2_a_seat_not_asked_under_except_one_holds_only_ones() {
    let cards = deck(5);
    let (ones, others): (Vec<Card>, Vec<Card>) = cards.into_iter().partition(|c| c.is_one());
    let mut hands: Vec<Vec<Card>> = others.chunks(12).map(<[Card]>::to_vec).collect();
    hands.push(ones);
    let mut game = Nyet::new(5, &NyetOptions::default()).unwrap();
    let mut events = Vec::new();
    game.apply_chance(&Chance::FirstDealer(Seat(0)), &mut events)
        .unwrap();
    game.apply_chance(&Chance::Deal(Deal { hands }), &mut events)
        .unwrap();
    settle(
        &mut game,
        RoundSetup {
            first: Seat(0),
            discard: DiscardRule::ExceptOne,
            trump: Some(Colour::Red),
            super_trump: Some(Colour::Blue),
            points: 2,
        },
    );
    apply(&mut game, 0, Move::Team(Seat(0), Seat(1)));
    apply(&mut game, 0, Move::Bonus(Seat(0)));
    assert_eq!(game.must_choose, Seat::all(4).collect());
    let discard = game.hand(Seat(2))[0];
    apply(&mut game, 2, Move::Discard(vec![discard]));
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..100 {
        let drawn = game.determinize(Seat(0), &mut rng);
        assert!(drawn.hand(Seat(4)).iter().all(|c| c.is_one()));
        assert!(drawn.pending(Seat(2)).iter().all(|c| !c.is_one()));
        assert_cards_conserved(&drawn);
    }
}

/// NY-5.3: seat 1 passes a card to seat 2, which holds it in every draw for seat 1 until
/// it plays one like it; then seat 1 no longer knows where such a card is.
#[test]
fn ny_5_3_a_passed_card_stays_with_the_neighbour_until_played() {
    let mut game = Nyet::new(4, &NyetOptions::default()).unwrap();
    let mut events = Vec::new();
    game.apply_chance(&Chance::FirstDealer(Seat(0)), &mut events)
        .unwrap();
    let deal = game.sample_chance(&mut ChaCha8Rng::seed_from_u64(5));
    game.apply_chance(&deal, &mut events).unwrap();
    settle(
        &mut game,
        RoundSetup {
            first: Seat(1),
            discard: DiscardRule::PassLeft,
            trump: None,
            super_trump: None,
            points: 1,
        },
    );
    apply(&mut game, 1, Move::Partner(Seat(3)));
    let gift = game.hand(Seat(0))[3];
    for seat in 0..4u8 {
        let card = if seat == 0 {
            gift
        } else {
            game.hand(Seat(seat))[0]
        };
        apply(&mut game, seat, Move::Pass(card));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for _ in 0..100 {
        let drawn = game.determinize(Seat(0), &mut rng);
        assert!(drawn.hand(Seat(1)).contains(&gift));
        assert_eq!(drawn.passed(Seat(0)), Some(gift));
    }
    // Seat 2 leads the trick (NY-6.1), so it may play the card it was given.
    apply(&mut game, 1, Move::Play(gift));
    assert_eq!(game.passed(Seat(0)), None);
    let drawn = game.determinize(Seat(0), &mut rng);
    assert_eq!(drawn.passed(Seat(0)), None);
}

/// The drawn game is a whole game: every card once (NY-2), in it and at every step random
/// play takes from it, and random play reaches its end (NY-7.4).
#[test]
fn ny_2_a_drawn_game_keeps_every_card_and_plays_to_the_end() {
    // Whole games are long: every fourth position plays to the end.
    support::assert_drawn_games_play_to_the_end(
        positions(),
        7,
        MAX_STEPS,
        |index| index % 4 == 0,
        support::plain_random_step,
        assert_cards_conserved,
    );
}

/// Others' hands, pending choices, discards and the set-aside cards are really redrawn.
#[test]
fn ny_2_others_secrets_are_redrawn() {
    support::assert_secrets_are_redrawn(positions(), Lookers::Only(Seat(0)), 8, |draw| {
        let (game, drawn) = (draw.game(), &draw.drawn);
        [
            drawn.hand(Seat(1)) != game.hand(Seat(1)),
            drawn.pending(Seat(1)) != game.pending(Seat(1)),
            drawn.discards(Seat(1)) != game.discards(Seat(1)),
            drawn.set_aside() != game.set_aside(),
        ]
    });
}
