//! A game drawn from what one seat may know (BN-8), for the AI's search. The seat's hand,
//! every played card, the tower, the scores and the face-up left-overs stay as they are;
//! the cards the seat has not seen are dealt again among the other hands and, with the
//! `hidden_leftovers` variant, the two face-down left-overs (BN-3.2), each keeping its
//! size. A seat that did not follow a colour has shown it holds none of it (BN-4.3), so
//! it is dealt none.
//!
//! A uniform shuffle that respects those voids is taken as it is (an exact draw among the
//! deals the seat cannot tell apart). When a few shuffles all break a void, the cards are
//! dealt one by one instead, most constrained first, each to a place that may hold it and
//! keeps the rest dealable (Hall's condition over the four kinds of card); that always
//! succeeds, but leans slightly towards some deals, so it is the fallback, not the rule.

use super::cards::Card;
use super::{Boast, Phase, LEFTOVERS};
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// Uniform shuffles tried before dealing card by card.
const SHUFFLES: usize = 16;

/// Kinds of card for the voids: the three colour lanes, then the escape cards.
const KINDS: usize = 4;

/// The escape cards' kind: no void ever excludes them (BN-4.4).
const ESCAPE: usize = 3;

/// A place the unseen cards go to: another seat's hand, or the face-down left-overs.
#[derive(Clone, Copy, Debug)]
struct Place {
    /// Cards it holds.
    size: usize,
    /// The lanes it has none of (a bit per lane).
    voids: u8,
}

impl Place {
    fn takes(self, kind: usize) -> bool {
        kind == ESCAPE || self.voids & 1 << kind == 0
    }
}

fn kind(card: Card) -> usize {
    card.lane().map_or(ESCAPE, usize::from)
}

/// `game` as `seat` may know it, with every secret of the others redrawn from `rng`.
pub(super) fn determinize<R: Rng + ?Sized>(game: &Boast, seat: Seat, rng: &mut R) -> Boast {
    let mut drawn = game.clone();
    // Between rounds every hand is empty and the left-overs are the cards no trick took:
    // nothing is secret.
    if game.phase != Phase::Playing || seat.index() >= game.players() {
        return drawn;
    }
    let others: Vec<Seat> = Seat::all(game.players()).filter(|&s| s != seat).collect();
    let mut places: Vec<Place> = others
        .iter()
        .map(|s| Place {
            size: game.hands[s.index()].len(),
            voids: game.voids[s.index()],
        })
        .collect();
    if game.options.hidden_leftovers {
        places.push(Place {
            size: LEFTOVERS,
            voids: 0,
        });
    }
    let dealt = deal(unseen(game, seat), &places, rng);
    for (other, cards) in others.iter().zip(&dealt) {
        drawn.hands[other.index()] = cards.iter().copied().collect();
    }
    if let Some(&[first, second]) = dealt.get(others.len()).map(Vec::as_slice) {
        drawn.leftovers = [first, second];
    }
    drawn
}

/// The cards `seat` has not seen this round, in the set's own order (so the draw does not
/// depend on where they really are).
fn unseen(game: &Boast, seat: Seat) -> Vec<Card> {
    let mut seen = game.hands[seat.index()].union(game.trick.cards());
    for taken in &game.taken[..game.players()] {
        seen = seen.union(*taken);
    }
    if !game.options.hidden_leftovers {
        seen = seen.union(game.leftovers.iter().copied().collect());
    }
    let mut unseen = game.deck;
    for card in seen {
        unseen.remove(card);
    }
    unseen.iter().collect()
}

/// Deals `cards` into `places` (their sizes add up to the number of cards), respecting
/// each place's voids.
fn deal<R: Rng + ?Sized>(mut cards: Vec<Card>, places: &[Place], rng: &mut R) -> Vec<Vec<Card>> {
    for _ in 0..SHUFFLES {
        cards.shuffle(rng);
        let dealt = split(&cards, places);
        let fits = dealt
            .iter()
            .zip(places)
            .all(|(hand, place)| hand.iter().all(|&card| place.takes(kind(card))));
        if fits {
            return dealt;
        }
    }
    deal_one_by_one(cards, places, rng)
}

/// Cuts `cards` into consecutive runs of each place's size.
fn split(cards: &[Card], places: &[Place]) -> Vec<Vec<Card>> {
    let mut rest = cards;
    places
        .iter()
        .map(|place| {
            let (run, after) = rest.split_at(place.size.min(rest.len()));
            rest = after;
            run.to_vec()
        })
        .collect()
}

/// Deals the cards one at a time, those that fit the fewest places first, each to a
/// random place with room (weighted by its room) that takes it and leaves the rest
/// dealable. If the voids cannot be met at all (not reached from a real game), a card
/// goes to any place with room.
fn deal_one_by_one<R: Rng + ?Sized>(
    mut cards: Vec<Card>,
    places: &[Place],
    rng: &mut R,
) -> Vec<Vec<Card>> {
    let fitting = |card: &Card| places.iter().filter(|p| p.takes(kind(*card))).count();
    cards.sort_by_key(fitting);
    let mut supply = [0usize; KINDS];
    for &card in &cards {
        supply[kind(card)] += 1;
    }
    let mut room: Vec<usize> = places.iter().map(|p| p.size).collect();
    let mut dealt: Vec<Vec<Card>> = places.iter().map(|p| Vec::with_capacity(p.size)).collect();
    let mut weights = vec![0usize; places.len()];
    for card in cards {
        let k = kind(card);
        supply[k] -= 1;
        for (at, weight) in weights.iter_mut().enumerate() {
            let free = room[at];
            *weight = 0;
            if free > 0 && places[at].takes(k) {
                room[at] = free - 1;
                if dealable(&supply, &room, places) {
                    *weight = free;
                }
                room[at] = free;
            }
        }
        if weights.iter().all(|&w| w == 0) {
            for (weight, &r) in weights.iter_mut().zip(&room) {
                *weight = r;
            }
        }
        let at = weighted(&weights, rng);
        room[at] = room[at].saturating_sub(1);
        dealt[at].push(card);
    }
    dealt
}

/// Hall's condition: every set of kinds has no more cards left than the room of the
/// places that take any of them.
fn dealable(supply: &[usize; KINDS], room: &[usize], places: &[Place]) -> bool {
    (1u8..1 << KINDS).all(|kinds| {
        let wanted: usize = (0..KINDS)
            .filter(|&k| kinds & 1 << k != 0)
            .map(|k| supply[k])
            .sum();
        let offered: usize = places
            .iter()
            .zip(room)
            .filter(|(place, _)| (0..KINDS).any(|k| kinds & 1 << k != 0 && place.takes(k)))
            .map(|(_, &r)| r)
            .sum();
        wanted <= offered
    })
}

/// An index drawn with probability proportional to its weight; the weights are not all
/// zero.
fn weighted<R: Rng + ?Sized>(weights: &[usize], rng: &mut R) -> usize {
    let total: usize = weights.iter().sum();
    let mut pick = rng.gen_range(0..total.max(1));
    for (at, &weight) in weights.iter().enumerate() {
        if pick < weight {
            return at;
        }
        pick -= weight;
    }
    0
}

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
