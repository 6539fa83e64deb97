//! A state drawn from what one seat may know ([`Game::determinize`]), for the AI's
//! search.
//!
//! During a hand a seat knows its own cards; every seat's card count and the J, Q and K it
//! still holds, which lie face up (HG-2.1, HG-10.20); and every card played this hand
//! (HG-10.20), which is either in the trick on the table or in the capture pile of the
//! seat that took its trick (HG-5.4) — the public record says who took which trick, so
//! the capture piles stay as they are. What the seat does not know is where the other
//! naturals are: in the other hands or in the Haggis (HG-2.1). They are dealt afresh, each
//! other hand keeping its number of naturals and the Haggis its size.
//!
//! Nothing that play reveals narrows that deal for certain: a pass is allowed even with a
//! card that beats (HG-5.2), so it proves no gap in a hand, no play is ever forced, and a
//! bet is a wager on going out first, not a claim about cards (HG-3). So every deal of the
//! unseen naturals into those places is possible, and the sample is uniform among them,
//! exactly. Between hands (and once the game is over) nothing is hidden, and the state is
//! returned as it is.
//!
//! [`Game::determinize`]: crate::engine::Game::determinize

use super::cards::{Card, Cards};
use super::{Haggis, Phase};
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// `game` with the naturals `seat` has not seen dealt at random among the other hands
/// and the Haggis, in the counts they hold now.
pub(super) fn determinize<R: Rng + ?Sized>(game: &Haggis, seat: Seat, rng: &mut R) -> Haggis {
    let mut sample = game.clone();
    let in_hand = matches!(game.phase, Phase::Playing | Phase::Giving { .. });
    if !in_hand || seat.index() >= game.players() {
        return sample;
    }
    let played = game
        .captured
        .iter()
        .fold(game.trick.cards().naturals(), |all, pile| {
            all.union(pile.naturals())
        });
    // Canonical order before the shuffle, so the draw depends on the rng alone and not on
    // where the cards really are.
    let mut unseen: Vec<Card> = Cards::deck_naturals(game.players())
        .difference(game.hands[seat.index()])
        .difference(played)
        .iter()
        .collect();
    unseen.shuffle(rng);
    let mut unseen = unseen.into_iter();
    for other in Seat::all(game.players()).filter(|&s| s != seat) {
        let hand = game.hands[other.index()];
        let naturals: Cards = unseen.by_ref().take(hand.naturals().len()).collect();
        sample.hands[other.index()] = naturals.union(hand.wilds());
    }
    sample.haggis = unseen.collect();
    sample
}

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
