//! A simple AI that sees only its own seat's view: it covers fields that would hurt its
//! hand, forms teams by hand strength, discards low useless cards and plays tricks by
//! winning cheaply or ducking.

use super::board::{DiscardRule, Field};
use super::cards::Card;
use super::notation::Move;
use super::rules::RoundSetup;
use super::view::View;
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

fn count_colour(hand: &[Card], colour: crate::games::colour::Colour) -> i32 {
    hand.iter().filter(|c| c.colour() == colour).count() as i32
}

/// How much the AI wants a field to stay free; it covers the field it wants least.
fn wish(field: Field, hand: &[Card], me: Seat) -> i32 {
    let high = |colour| {
        hand.iter()
            .filter(|c| c.colour() == colour && c.value() >= 10)
            .count() as i32
    };
    match field {
        Field::Trump(Some(c)) => count_colour(hand, c) * 3 + high(c) * 2 - 12,
        Field::Trump(None) => -2,
        Field::Super(Some(c)) => {
            hand.iter()
                .filter(|k| k.colour() == c && k.is_one())
                .count() as i32
                * 6
                - 3
        }
        Field::Super(None) => -1,
        Field::Points(p) => {
            let strength = hand.iter().filter(|c| c.value() >= 9).count() as i32;
            if strength >= 4 {
                i32::from(p) * 3
            } else {
                -i32::from(p).abs()
            }
        }
        Field::Discard(DiscardRule::None) => 1,
        Field::Discard(_) => 0,
        Field::First(s) if s == me => 2,
        Field::First(_) => 0,
    }
}

/// A rough strength of a hand for the round, given the setup.
fn strength(hand: &[Card], setup: &RoundSetup) -> i32 {
    hand.iter()
        .map(|&c| {
            if setup.is_super(c) {
                4
            } else if setup.is_trump_colour(c) {
                2 + i32::from(c.value() >= 9)
            } else if c.value() >= 11 {
                1
            } else {
                0
            }
        })
        .sum()
}

/// Whether `card` would win the trick `so_far` now.
fn would_win(setup: &RoundSetup, so_far: &[Card], card: Card) -> bool {
    let mut trick = so_far.to_vec();
    trick.push(card);
    setup.winner(&trick) == trick.len() - 1
}

/// The AI's choice among `legal`, from `view` (its own seat's view).
pub(super) fn choose<R: Rng + ?Sized>(view: &View, legal: &[Move], rng: &mut R) -> Option<Move> {
    let first = legal.first()?.clone();
    let me = view.viewer?;
    let hand = view.hand.clone().unwrap_or_default();
    let pick_best = |score: &dyn Fn(&Move) -> i32, rng: &mut R| {
        let best = legal.iter().map(score).max()?;
        let top: Vec<&Move> = legal.iter().filter(|m| score(m) == best).collect();
        top.choose(rng).map(|m| (*m).clone())
    };
    match first {
        Move::Cover(_) => pick_best(
            &|m| match m {
                Move::Cover(f) => -wish(*f, &hand, me),
                _ => i32::MIN,
            },
            rng,
        ),
        Move::Alone(_) | Move::Partner(_) | Move::Team(..) => {
            let setup = view.setup?;
            let strong = strength(&hand, &setup) >= hand.len() as i32 / 2 + 2;
            pick_best(
                &|m| match *m {
                    Move::Alone(s) => i32::from((s == me) == strong),
                    Move::Partner(_) => 0,
                    Move::Team(a, b) => i32::from((a == me || b == me) == strong),
                    _ => i32::MIN,
                },
                rng,
            )
        }
        Move::Bonus(_) => {
            let setup = view.setup?;
            let strong = strength(&hand, &setup) >= hand.len() as i32 / 2;
            pick_best(
                &|m| match *m {
                    Move::Bonus(s) => i32::from((s == me) == strong),
                    _ => i32::MIN,
                },
                rng,
            )
        }
        Move::Discard(_) | Move::Pass(_) => {
            let setup = view.setup?;
            // Keep trumps, super-trumps and high cards; get rid of low cards of short
            // colours.
            let keep = |c: Card| -> i32 {
                if setup.in_trump_suit(c) || setup.is_super(c) {
                    100 + i32::from(c.value())
                } else {
                    i32::from(c.value()) * 2 + count_colour(&hand, c.colour())
                }
            };
            pick_best(
                &|m| match m {
                    Move::Discard(cards) => -cards.iter().map(|&c| keep(c)).sum::<i32>(),
                    Move::Pass(c) => -keep(*c),
                    _ => i32::MIN,
                },
                rng,
            )
        }
        Move::Play(_) => {
            let setup = view.setup?;
            let so_far: Vec<Card> = view.trick.iter().map(|p| p.card).collect();
            let cards: Vec<Card> = legal
                .iter()
                .filter_map(|m| match m {
                    Move::Play(c) => Some(*c),
                    _ => None,
                })
                .collect();
            let rank = |c: Card| -> i32 {
                let base = i32::from(c.value());
                if setup.is_super(c) {
                    base + 200
                } else if setup.is_trump_colour(c) {
                    base + 100
                } else {
                    base
                }
            };
            if so_far.is_empty() {
                // Lead the strongest card.
                return cards.into_iter().max_by_key(|&c| rank(c)).map(Move::Play);
            }
            let team_of = |s: Seat| {
                view.teams
                    .as_ref()
                    .and_then(|t| t.iter().position(|team| team.contains(&s)))
            };
            let winning = view.trick.get(setup.winner(&so_far)).map(|p| p.seat);
            let partner_wins = winning
                .is_some_and(|w| w != me && team_of(w).is_some() && team_of(w) == team_of(me));
            let winners: Vec<Card> = cards
                .iter()
                .copied()
                .filter(|&c| would_win(&setup, &so_far, c))
                .collect();
            let card = if !partner_wins && !winners.is_empty() {
                // Win with the lowest winning card.
                winners.into_iter().min_by_key(|&c| rank(c))
            } else {
                // Duck: the lowest card, a 1 only when the partner wins or nothing else.
                cards.iter().copied().min_by_key(|&c| {
                    let one_penalty = if c.is_one() && !partner_wins { 50 } else { 0 };
                    rank(c) + one_penalty
                })
            };
            card.map(Move::Play)
        }
    }
    .or(Some(first))
}
