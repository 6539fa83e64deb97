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
//! keeps the rest dealable (Hall's condition; `games::dealing`); that always
//! succeeds, but leans slightly towards some deals, so it is the fallback, not the rule.

use super::cards::Card;
use super::{Boast, Phase, LEFTOVERS};
use crate::engine::Seat;
use crate::games::dealing::deal_constrained;
use rand::Rng;

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
    let sizes: Vec<usize> = places.iter().map(|p| p.size).collect();
    let fits = |card: Card, at: usize| places[at].takes(kind(card));
    let dealt = deal_constrained(unseen(game, seat), &sizes, fits, rng);
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

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
