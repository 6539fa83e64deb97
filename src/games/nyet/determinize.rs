//! A game drawn from what one seat may know (NY-8), for the AI's search. The seat's hand,
//! its pending choice, its own discards, the board, the teams and every played card stay
//! as they are; the cards the seat has not seen are dealt again among the other hands,
//! their pending choices and discards (NY-5.3) and, with 2 players, the cards set aside
//! (NY-2), each keeping its size. What play revealed holds in every draw:
//! - a player who did not follow has none of what it should have played (NY-6.4, NY-6.5);
//! - a player not asked under "except 1" holds only 1s (NY-9.2), and nobody discards or
//!   chooses a 1 under that rule (NY-5.3);
//! - the card the seat passed left is still with its neighbour until the neighbour plays
//!   one like it (NY-5.3).
//!
//! The card another seat passed is that seat's secret, so a drawn game forgets it, unless
//! it came to this seat. A uniform shuffle that meets every constraint is taken as it is
//! (an exact draw among the deals the seat cannot tell apart). When a few shuffles all
//! break one, the cards are dealt one by one instead, most constrained first, each to a
//! place that may hold it and keeps the rest dealable (Hall's condition over the groups of
//! cards that fit the same places, `games::dealing`); that always succeeds, but leans slightly towards some
//! deals, so it is the fallback, not the rule.

use super::board::DiscardRule;
use super::cards::{deck, remove_all, Card, Kinds};
use super::{Nyet, Phase};
use crate::engine::Seat;
use crate::games::dealing::deal_constrained;
use rand::Rng;

/// Where an unseen card may lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Hand(usize),
    Pending(usize),
    Discards(usize),
    SetAside,
}

/// A slot with the number of unseen cards it holds and the kinds it cannot hold.
#[derive(Clone, Copy, Debug)]
struct Place {
    slot: Slot,
    size: usize,
    barred: Kinds,
}

/// `game` as `seat` may know it, with every secret of the others redrawn from `rng`.
pub(super) fn determinize<R: Rng + ?Sized>(game: &Nyet, seat: Seat, rng: &mut R) -> Nyet {
    let mut drawn = game.clone();
    let dealt = matches!(
        game.phase,
        Phase::Nyet | Phase::Teams | Phase::Bonus | Phase::Choosing | Phase::Tricks
    );
    // Before a deal and after a round, no card in play is secret: the next deal starts
    // afresh.
    if !dealt || seat.index() >= game.players() {
        return drawn;
    }
    let n = game.players();
    let left = seat.next(n).index();
    let gift = game.passed[seat.index()];
    let places = places(game, seat);
    let sizes: Vec<usize> = places.iter().map(|p| p.size).collect();
    let fits = |card: Card, at: usize| !places[at].barred.contains(card);
    let cards = deal_constrained(unseen(game, seat), &sizes, fits, rng);
    for (place, mut cards) in places.iter().zip(cards) {
        cards.sort();
        match place.slot {
            Slot::Hand(i) => {
                cards.extend(gift.filter(|_| i == left));
                cards.sort();
                drawn.hands[i] = cards;
            }
            Slot::Pending(i) => drawn.pending[i] = Some(cards),
            Slot::Discards(i) => drawn.discarded[i] = cards,
            Slot::SetAside => drawn.set_aside = cards,
        }
    }
    // What others passed is theirs to know; what came to this seat, it knows.
    for (passer, passed) in drawn.passed.iter_mut().enumerate() {
        if passer != seat.index() && (passer + 1) % n != seat.index() {
            *passed = None;
        }
    }
    drawn
}

/// The places of the cards `seat` has not seen, and what each may not hold.
fn places(game: &Nyet, seat: Seat) -> Vec<Place> {
    let n = game.players();
    let except_one = game.setup.map(|s| s.discard) == Some(DiscardRule::ExceptOne);
    let no_ones = if except_one {
        Kinds::matching(Card::is_one)
    } else {
        Kinds::NONE
    };
    let left = seat.next(n).index();
    let gifts = usize::from(game.passed[seat.index()].is_some());
    let mut places = Vec::with_capacity(2 * n);
    for i in (0..n).filter(|&i| i != seat.index()) {
        let known = if i == left { gifts } else { 0 };
        places.push(Place {
            slot: Slot::Hand(i),
            size: game.hands[i].len().saturating_sub(known),
            barred: game.voids[i],
        });
        if let Some(pending) = &game.pending[i] {
            places.push(Place {
                slot: Slot::Pending(i),
                size: pending.len(),
                barred: no_ones,
            });
        }
        if !game.discarded[i].is_empty() {
            places.push(Place {
                slot: Slot::Discards(i),
                size: game.discarded[i].len(),
                barred: no_ones,
            });
        }
    }
    if !game.set_aside.is_empty() {
        places.push(Place {
            slot: Slot::SetAside,
            size: game.set_aside.len(),
            barred: Kinds::NONE,
        });
    }
    places
}

/// The cards `seat` has not seen, sorted (so the draw does not depend on where they
/// really are): the deck without its hand, pending choice and discards, the cards played
/// and the card it passed while its neighbour surely holds it.
fn unseen(game: &Nyet, seat: Seat) -> Vec<Card> {
    let i = seat.index();
    let mut seen: Vec<Card> = game.hands[i].clone();
    seen.extend(game.pending[i].iter().flatten());
    seen.extend(&game.discarded[i]);
    seen.extend(game.passed[i]);
    seen.extend(game.trick.iter().map(|&(_, card)| card));
    seen.extend(game.taken.iter().flatten());
    let mut unseen = deck(game.players());
    // The true game holds every card once, so every seen card is in the deck.
    let _ = remove_all(&mut unseen, &seen);
    unseen
}

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
