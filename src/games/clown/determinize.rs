//! A game drawn from what one seat may know (CS-6), for the AI's search. The seat's hand
//! and secret choice, the revealed rounds, everyone's clown cards, the pie stack and who
//! is still in stay as they are; the clown cards the seat has not seen are dealt again,
//! at random, among the other hands, the secret choices already made (CS-3.1), the
//! virtual hand (CS-5.1) and the box (CS-2.1), each keeping its size. Nothing in the
//! Squabble limits what a player may hold (any card may be chosen), so the deal is a
//! plain shuffle. The pie stack is kept as its composition only, which is public, so the
//! Pie Fight has nothing to redraw.

use super::cards::{Card, Pile};
use super::Clown;
use crate::engine::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// `game` as `seat` may know it, with every secret of the others redrawn from `rng`.
pub(super) fn determinize<R: Rng + ?Sized>(game: &Clown, seat: Seat, rng: &mut R) -> Clown {
    let mut drawn = game.clone();
    if seat.index() >= game.players() {
        return drawn;
    }
    let mut unseen: Vec<Card> = unseen(game, seat).iter().collect();
    unseen.shuffle(rng);
    let mut cards = unseen.into_iter();
    for other in Seat::all(game.players()).filter(|&s| s != seat) {
        let i = other.index();
        drawn.hands[i] = cards.by_ref().take(game.hands[i].len()).collect();
        if game.choices[i].is_some() {
            drawn.choices[i] = cards.next();
        }
    }
    drawn.virtual_hand = cards.by_ref().take(game.virtual_hand.len()).collect();
    // What is left lies unseen in the box, beside the cards the box holds openly.
    drawn.boxed = Pile::DECK.minus(in_play(&drawn)).unwrap_or(Pile::EMPTY);
    drawn
}

/// The clown cards `seat` has not seen: the deck without its own hand and choice and
/// without every card revealed in a round (CS-6).
fn unseen(game: &Clown, seat: Seat) -> Pile {
    let mut seen = game.hands[seat.index()];
    seen.extend(game.choices[seat.index()]);
    for round in &game.rounds {
        seen.extend(round.plays.iter().map(|play| play.card));
    }
    Pile::DECK.minus(seen).unwrap_or(Pile::EMPTY)
}

/// Every clown card outside the box: hands, choices, the virtual hand, clown cards won
/// and those discarded in the Pie Fight.
fn in_play(game: &Clown) -> Pile {
    let mut cards = game.virtual_hand;
    cards.add(game.discarded);
    for i in 0..game.players() {
        cards.add(game.hands[i]);
        cards.add(game.clown_cards[i]);
        cards.extend(game.choices[i]);
    }
    cards
}

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
