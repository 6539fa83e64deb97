//! The rule of thumb of the AI's playouts. A search plays a few hundred hands on for each
//! decision, and listing every combination of a hand at every step (the `basic` AI's
//! way: thousands of them for a lead with wild cards) left too few playouts in a
//! decision's time. This one plays what the heuristic mostly plays — the lowest naturals
//! first, as a set or a single-colour run; follows with the lowest naturals of the same
//! shape, or passes — from a few bit operations. Near the end of a hand, when an
//! opponent is about to go out or the seat could go out at once, it asks the heuristic.
//! Every move it returns is legal: a play is read by the rules before it is returned.

use super::cards::{every_lane, Cards, COLOURS, HIGHEST_NATURAL, LANE, LANE_RANKS, LOWEST_RANK};
use super::combination::{classify, Reading};
use super::notation::Move;
use super::rules::choose_reading;
use super::{ai, Haggis, Phase};
use crate::engine::Seat;

/// An opponent holding this many cards or fewer makes the playout ask the heuristic,
/// which spends wild cards and bombs to stop them ([`ai`]'s danger).
const DANGER: u8 = 3;

/// A hand this small may go out in one play (it does when the rules read it as one; the
/// heuristic declares a hand read several ways), and is played by the heuristic.
const SMALL_HAND: usize = 8;

impl Haggis {
    /// `seat`'s move in a playout, or none when the heuristic should choose (or the seat
    /// has no move).
    pub(super) fn quick_move(&self, seat: Seat) -> Option<Move> {
        let hand = self.hands.get(seat.index()).copied()?;
        if self.bettors().contains(seat) {
            return Some(Move::Bet(ai::bet_for(hand, self.players)));
        }
        match self.phase {
            Phase::Giving { bomber } if bomber == seat => {
                self.lowest_opponent(seat).map(Move::Give)
            }
            Phase::Playing if self.turn == seat => {
                let top = self.trick.top();
                if hand.len() <= SMALL_HAND && choose_reading(hand, None, top).is_ok() {
                    // Out in one play; a hand read several ways is the heuristic's to
                    // declare.
                    return (classify(hand).len() == 1).then_some(Move::Play {
                        cards: hand,
                        declared: None,
                    });
                }
                if hand.len() <= SMALL_HAND || self.opponent_near_out(seat) {
                    return None;
                }
                let cards = match top {
                    None => Some(lead(hand)),
                    Some(top) => follow(hand, top),
                };
                match cards {
                    Some(cards) => choose_reading(cards, None, top)
                        .is_ok()
                        .then_some(Move::Play {
                            cards,
                            declared: None,
                        }),
                    None => top.is_some().then_some(Move::Pass),
                }
            }
            _ => None,
        }
    }

    /// Whether an opponent of `seat` holds few enough cards to go out soon.
    fn opponent_near_out(&self, seat: Seat) -> bool {
        self.hands.iter().enumerate().any(|(s, hand)| {
            s != seat.index() && !hand.is_empty() && hand.len() <= usize::from(DANGER)
        })
    }

    /// The opponent of `seat` with the lowest score (the first of equals): who receives a
    /// bomb-won trick, as the heuristic gives it.
    fn lowest_opponent(&self, seat: Seat) -> Option<Seat> {
        Seat::all(self.players())
            .filter(|&s| s != seat)
            .min_by_key(|s| self.scores.get(s.index()).copied().unwrap_or(0))
    }
}

/// The naturals of `rank` in `hand`, as bits of the naturals bitset.
fn of_rank(hand: Cards, rank: u8) -> u64 {
    hand.natural_bits() & every_lane(1u64 << rank)
}

/// The lowest `count` bits of `bits`.
fn lowest_bits(bits: u64, count: u8) -> u64 {
    let mut rest = bits;
    let mut taken = 0;
    for _ in 0..count {
        let low = rest & rest.wrapping_neg();
        taken |= low;
        rest &= !low;
    }
    taken
}

/// The ranks `bottom..=top` of one lane.
fn ranks(bottom: u8, top: u8) -> u64 {
    (1u64 << (top + 1)) - (1u64 << bottom)
}

/// The lane of colour index `colour` in `bits`, shifted down to ranks.
fn lane(bits: u64, colour: u32) -> u64 {
    (bits >> (colour * LANE)) & LANE_RANKS
}

/// A lead (HG-5.1): every natural of the lowest rank, or the longest single-colour run
/// (HG-4.3) from that rank when it holds more cards; a hand of wild cards alone leads
/// its lowest.
fn lead(hand: Cards) -> Cards {
    let Some(lowest) = (LOWEST_RANK..=HIGHEST_NATURAL).find(|&r| of_rank(hand, r) != 0) else {
        let wilds = hand.wild_bits();
        return Cards::from_bits(0, wilds & wilds.wrapping_neg());
    };
    let naturals = hand.natural_bits();
    let mut best = of_rank(hand, lowest);
    for colour in 0..COLOURS {
        let row = lane(naturals, colour);
        let mut top = lowest;
        while row & (1 << lowest) != 0 && top < HIGHEST_NATURAL && row & (1 << (top + 1)) != 0 {
            top += 1;
        }
        let length = u32::from(top - lowest + 1);
        if length >= 3 && length > best.count_ones() {
            best = ranks(lowest, top) << (colour * LANE);
        }
    }
    Cards::from_bits(best, 0)
}

/// The lowest naturals of `hand` that beat `top` with its shape (HG-5.2), if any: wild
/// cards and bombs are kept.
fn follow(hand: Cards, top: Reading) -> Option<Cards> {
    let naturals = hand.natural_bits();
    match top {
        Reading::Set { size, value } => (value + 1..=HIGHEST_NATURAL).find_map(|rank| {
            let bits = of_rank(hand, rank);
            (bits.count_ones() >= u32::from(size))
                .then(|| Cards::from_bits(lowest_bits(bits, size), 0))
        }),
        Reading::Run { width, length, top } => (top + 1..=HIGHEST_NATURAL).find_map(|end| {
            let bottom = (end + 1).checked_sub(length)?;
            if bottom < LOWEST_RANK {
                return None;
            }
            let window = ranks(bottom, end);
            let columns: Vec<u32> = (0..COLOURS)
                .filter(|&c| lane(naturals, c) & window == window)
                .take(usize::from(width))
                .collect();
            (columns.len() == usize::from(width)).then(|| {
                let bits = columns.iter().fold(0, |all, c| all | window << (c * LANE));
                Cards::from_bits(bits, 0)
            })
        }),
        Reading::Bomb(_) => None,
    }
}

#[cfg(test)]
#[path = "playout_tests.rs"]
mod tests;
