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
//! cards that fit the same places); that always succeeds, but leans slightly towards some
//! deals, so it is the fallback, not the rule.

use super::board::DiscardRule;
use super::cards::{deck, remove_all, Card, Kinds};
use super::{Nyet, Phase};
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// Uniform shuffles tried before dealing card by card.
const SHUFFLES: usize = 16;

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
    let cards = deal(unseen(game, seat), &places, rng);
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

/// Deals `cards` into `places` (their sizes add up to the number of cards), respecting
/// what each place may not hold.
fn deal<R: Rng + ?Sized>(mut cards: Vec<Card>, places: &[Place], rng: &mut R) -> Vec<Vec<Card>> {
    for _ in 0..SHUFFLES {
        cards.shuffle(rng);
        let dealt = split(&cards, places);
        let fits = dealt
            .iter()
            .zip(places)
            .all(|(cards, place)| cards.iter().all(|&card| !place.barred.contains(card)));
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

/// Cards that fit the same places, and how many of them are still to deal.
#[derive(Clone, Copy, Debug)]
struct Group {
    places: u16,
    left: usize,
}

/// Deals the cards one at a time, those that fit the fewest places first, each to a
/// random place with room (weighted by its room) that may hold it and leaves the rest
/// dealable. If the constraints cannot be met at all (not reached from a real game), a
/// card goes to any place with room.
fn deal_one_by_one<R: Rng + ?Sized>(
    cards: Vec<Card>,
    places: &[Place],
    rng: &mut R,
) -> Vec<Vec<Card>> {
    let fits = |card: Card| -> u16 {
        places
            .iter()
            .enumerate()
            .filter(|(_, place)| !place.barred.contains(card))
            .fold(0, |mask, (at, _)| mask | 1 << at)
    };
    let mut cards: Vec<(Card, u16)> = cards.into_iter().map(|c| (c, fits(c))).collect();
    cards.sort_by_key(|&(_, mask)| mask.count_ones());
    let mut groups: Vec<Group> = Vec::new();
    for &(_, mask) in &cards {
        match groups.iter_mut().find(|g| g.places == mask) {
            Some(group) => group.left += 1,
            None => groups.push(Group {
                places: mask,
                left: 1,
            }),
        }
    }
    let mut room: Vec<usize> = places.iter().map(|p| p.size).collect();
    let mut dealt: Vec<Vec<Card>> = places.iter().map(|p| Vec::with_capacity(p.size)).collect();
    for (card, mask) in cards {
        if let Some(group) = groups.iter_mut().find(|g| g.places == mask) {
            group.left -= 1;
        }
        let mut weights: Vec<usize> = room
            .iter()
            .enumerate()
            .map(|(at, &r)| if mask & 1 << at != 0 { r } else { 0 })
            .collect();
        let at = loop {
            if weights.iter().all(|&w| w == 0) {
                break weighted(&room, rng);
            }
            let at = weighted(&weights, rng);
            room[at] -= 1;
            if dealable(&groups, &room) {
                room[at] += 1;
                break at;
            }
            room[at] += 1;
            weights[at] = 0;
        };
        room[at] = room[at].saturating_sub(1);
        dealt[at].push(card);
    }
    dealt
}

/// Hall's condition: every set of groups has no more cards left than the room of the
/// places any of them fits.
fn dealable(groups: &[Group], room: &[usize]) -> bool {
    let groups: Vec<Group> = groups.iter().copied().filter(|g| g.left > 0).collect();
    (1u32..1 << groups.len()).all(|chosen| {
        let (wanted, reach) = groups
            .iter()
            .enumerate()
            .filter(|(at, _)| chosen & 1 << at != 0)
            .fold((0, 0u16), |(wanted, reach), (_, g)| {
                (wanted + g.left, reach | g.places)
            });
        let offered: usize = room
            .iter()
            .enumerate()
            .filter(|(at, _)| reach & 1 << at != 0)
            .map(|(_, &r)| r)
            .sum();
        wanted <= offered
    })
}

/// An index drawn with probability proportional to its weight.
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
