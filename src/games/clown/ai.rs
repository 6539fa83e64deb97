//! A fair heuristic player: it decides from the seat's [`View`] alone — its own hand and
//! choice, and public facts — and its legal moves, which depend on nothing else.
//!
//! In the Squabble it plays out each card it could choose against many guesses of what
//! the others play, drawn from the cards it has not seen, and picks the card that wins
//! the most clown cards on average: so it avoids numbers that are likely to cancel,
//! keeps a 1 for when a 6 is likely, and prefers high cards that survive.
//!
//! In the Pie Fight it weighs the odds of the Hit — 1 in the number of cards left in the
//! stack, since the Hit is always still in it — against what a clown card is worth. An
//! exact calculation of the 2-player fight (every card count, stack size and choice)
//! shows the fight is a war of attrition: whoever can keep paying outlasts the other, so
//! a card spent on a reshuffle is worth more than even the 1-in-6 risk of a full stack;
//! playouts between AI variants at 2–6 players agree (always protecting won about 20 %
//! more often than drawing until 1 in 3). So while it has clown cards it reshuffles, and
//! pays to pass the stack unchanged when the Hit is certain, or likely and the next player
//! has no clown cards to escape with. Without clown cards it must draw, draws again only
//! from a stack of 4 or more when there is something to take, and always takes.

use super::{
    compare_clown_cards, next_in_game, resolve, Awaiting, Card, Hand, Move, Pile, Play, Stage, View,
};
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// Guessed deals per candidate card: enough to tell a likely cancel from an unlikely one.
const SAMPLES: usize = 160;

/// Guessed deals per candidate card in the search's playouts, which play thousands of
/// Squabble rounds a decision: a rougher guess, at a tenth of the cost.
const PLAYOUT_SAMPLES: usize = 16;

/// From this chance of drawing the Hit on (1 in 3 cards left), paying to pass the stack
/// unchanged to a player without clown cards is worth more than a reshuffle.
const RISKY_STACK: u8 = 3;

/// A player without clown cards draws a second time only from a stack at least this big,
/// for the chance to take cards (CS-4.6).
const SAFE_SECOND_DRAW: u8 = 4;

/// The AI's move for the seat whose view this is: always one of `legal`, `None` only
/// when `legal` is empty.
pub(super) fn choose<R: Rng + ?Sized>(view: &View, legal: &[Move], rng: &mut R) -> Option<Move> {
    choose_sampling(view, legal, SAMPLES, rng)
}

/// [`choose`] with the rougher guesses of the search's playouts ([`PLAYOUT_SAMPLES`]).
pub(super) fn quick<R: Rng + ?Sized>(view: &View, legal: &[Move], rng: &mut R) -> Option<Move> {
    choose_sampling(view, legal, PLAYOUT_SAMPLES, rng)
}

fn choose_sampling<R: Rng + ?Sized>(
    view: &View,
    legal: &[Move],
    samples: usize,
    rng: &mut R,
) -> Option<Move> {
    let seat = view.viewer?;
    let pick = match (view.stage, view.awaiting) {
        (Stage::Squabble, Some(Awaiting::Card)) => squabble(view, seat, legal, samples, rng),
        (Stage::PieFight, Some(awaiting)) => pie_fight(view, seat, awaiting, legal),
        _ => None,
    };
    pick.filter(|mv| legal.contains(mv))
        .or_else(|| legal.choose(rng).copied())
}

/// The cards the seat has not seen: not in its hand or choice, not revealed in a round.
fn unseen(view: &View) -> Vec<Card> {
    let mut seen: Pile = view.hand.unwrap_or_default();
    seen.extend(view.choice);
    for result in &view.rounds {
        seen.extend(result.plays.iter().map(|p| p.card));
    }
    Pile::DECK.minus(seen).unwrap_or_default().iter().collect()
}

fn squabble<R: Rng + ?Sized>(
    view: &View,
    seat: Seat,
    legal: &[Move],
    samples: usize,
    rng: &mut R,
) -> Option<Move> {
    let candidates: Vec<Card> = legal
        .iter()
        .filter_map(|mv| match *mv {
            Move::Play(card) => Some(card),
            _ => None,
        })
        .collect();
    if candidates.len() <= 1 {
        return candidates.first().copied().map(Move::Play);
    }
    let mut pool = unseen(view);
    let mut others: Vec<Hand> = (0..view.players)
        .map(Seat)
        .filter(|&s| s != seat)
        .map(Hand::Seat)
        .collect();
    if view.virtual_hand_size.is_some_and(|n| n > 0) {
        others.push(Hand::Virtual);
    }
    if pool.len() < others.len() {
        return None;
    }
    let mut gains = vec![0.0f64; candidates.len()];
    let mut plays: Vec<Play> = Vec::with_capacity(others.len() + 1);
    for _ in 0..samples {
        // One guess of the others' cards, shared by every candidate so that they are
        // compared on the same deals.
        let (guess, _) = pool.partial_shuffle(rng, others.len());
        let guess: Vec<Card> = guess.to_vec();
        for (gain, &card) in gains.iter_mut().zip(&candidates) {
            plays.clear();
            plays.push(Play {
                by: Hand::Seat(seat),
                card,
            });
            plays.extend(
                others
                    .iter()
                    .zip(&guess)
                    .map(|(&by, &card)| Play { by, card }),
            );
            let result = resolve(view.round, &plays);
            if result.winner == Some(Hand::Seat(seat)) {
                // Cards count first; their values only break CS-4.1 ties.
                let values: u32 = result.won.iter().map(|c| u32::from(c.value())).sum();
                *gain += result.won.len() as f64 + f64::from(values) / 100.0;
            }
        }
    }
    // On equal prospects keep the higher card for later rounds.
    let best = candidates
        .iter()
        .zip(&gains)
        .fold(None::<(Card, f64)>, |best, (&card, &gain)| match best {
            Some((_, g)) if g >= gain - 1e-9 => best,
            _ => Some((card, gain)),
        });
    best.map(|(card, _)| Move::Play(card))
}

fn pie_fight(view: &View, seat: Seat, awaiting: Awaiting, legal: &[Move]) -> Option<Move> {
    let own = view
        .clown_cards
        .get(seat.index())
        .copied()
        .unwrap_or_default();
    let in_game = view.in_game.len();
    let stack = view.stack_size;
    let others_hold = view.in_game.iter().filter(|&&s| s != seat).any(|s| {
        view.clown_cards
            .get(s.index())
            .is_some_and(|p| !p.is_empty())
    });
    let next = next_in_game(
        seat,
        view.in_game.iter().copied().collect(),
        usize::from(view.players),
    );
    let next_broke = view.clown_counts.get(next.index()).is_none_or(|&n| n == 0);
    match awaiting {
        Awaiting::Choose if own.is_empty() => Some(Move::Draw),
        Awaiting::Choose => {
            // Paying passes the stack unchanged: worth its price when the Hit is certain,
            // or likely and the next player has no clown cards to escape it with.
            // Otherwise one card buys a reshuffle, cheaper than any draw's risk.
            let pay = own
                .lowest(in_game)
                .filter(|_| stack == 1 || (next_broke && stack <= RISKY_STACK));
            match pay {
                Some(cards) => Some(Move::Pay(cards)),
                None => own.distinct().next().map(Move::Reshuffle),
            }
        }
        Awaiting::Draw => Some(Move::Draw),
        Awaiting::DrawAgain => Some(if stack >= SAFE_SECOND_DRAW && others_hold {
            Move::Again
        } else {
            Move::Pass
        }),
        Awaiting::Take => best_take(view, seat, legal),
        Awaiting::Card | Awaiting::Drawing | Awaiting::Taking => None,
    }
}

/// Takes one card at a time from whoever has the most clown cards left, which weakens the
/// strongest rivals for the new stack (CS-4.5) and spreads the take as the cards allow.
fn best_take(view: &View, seat: Seat, legal: &[Move]) -> Option<Move> {
    let count = usize::from(view.take_count?);
    let mut piles: Vec<(Seat, usize, Pile)> = view
        .in_game
        .iter()
        .filter(|&&s| s != seat)
        .map(|&s| {
            let pile = view.clown_cards.get(s.index()).copied().unwrap_or_default();
            (s, 0, pile)
        })
        .collect();
    for _ in 0..count {
        let richest = piles
            .iter_mut()
            .filter(|(_, taken, pile)| *taken < pile.len())
            .max_by(|a, b| {
                (a.2.len() - a.1)
                    .cmp(&(b.2.len() - b.1))
                    .then_with(|| compare_clown_cards(a.2, b.2))
            })?;
        richest.1 += 1;
    }
    legal.iter().copied().find(|mv| match mv {
        Move::Take(split) => piles
            .iter()
            .all(|&(s, taken, _)| usize::from(split.from(s)) == taken),
        _ => false,
    })
}
