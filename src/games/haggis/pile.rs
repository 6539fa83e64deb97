//! A pile of cards from several hands: a trick or a capture pile. Unlike a hand it may
//! hold several J, Q or K, since every player owns one of each (HG-2.1).

use super::cards::{Card, Cards, Wild};

/// Cards gathered from several hands: naturals (each exists once) and a count per wild.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pile {
    naturals: Cards,
    /// J, Q, K counts.
    wilds: [u8; 3],
}

fn wild_index(wild: Wild) -> usize {
    match wild {
        Wild::Jack => 0,
        Wild::Queen => 1,
        Wild::King => 2,
    }
}

impl Pile {
    /// Adds a hand's cards.
    pub fn add(&mut self, cards: Cards) {
        self.naturals = self.naturals.union(cards.naturals());
        for card in cards.wilds().iter() {
            if let Card::Wild(wild) = card {
                self.wilds[wild_index(wild)] += 1;
            }
        }
    }

    /// Adds another pile.
    pub fn merge(&mut self, other: Pile) {
        self.naturals = self.naturals.union(other.naturals);
        for (count, more) in self.wilds.iter_mut().zip(other.wilds) {
            *count += more;
        }
    }

    /// The naturals of the pile.
    pub fn naturals(&self) -> Cards {
        self.naturals
    }

    /// How many of `wild` the pile holds.
    pub fn wild_count(&self, wild: Wild) -> u8 {
        self.wilds[wild_index(wild)]
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.naturals.len() + self.wilds.iter().map(|&c| usize::from(c)).sum::<usize>()
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// HG-6.5: the card points of the pile.
    pub fn points(&self) -> u32 {
        self.naturals.points()
            + Wild::ALL
                .into_iter()
                .map(|w| Card::Wild(w).points() * u32::from(self.wild_count(w)))
                .sum::<u32>()
    }
}
