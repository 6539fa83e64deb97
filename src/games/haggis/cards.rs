//! The cards of Haggis (HG-1): naturals 2–10 in up to five colours, and the wild J, Q, K
//! each player holds face up. A [`Cards`] is a set of distinct cards as one player can
//! hold them: one bit per natural, one bit per wild.
//!
//! Notation: a natural is its colour letter and rank (`r5`, `o10`), a wild its letter
//! (`j`, `q`, `k`). In records and JSON a card is written the same way.

use crate::games::colour::Colour;

/// The lowest natural rank.
pub const LOWEST_RANK: u8 = 2;
/// The highest natural rank.
pub const HIGHEST_NATURAL: u8 = 10;
/// The rank of a King, the highest rank of all (HG-0).
pub const HIGHEST_RANK: u8 = 13;
/// Naturals dealt to each player (HG-2.1).
pub const NATURALS_DEALT: usize = 14;

/// A wild card: J, Q or K (HG-4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wild {
    /// The Jack, rank 11.
    Jack,
    /// The Queen, rank 12.
    Queen,
    /// The King, rank 13.
    King,
}

/// One card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Card {
    /// A natural card of a colour and a rank 2–10.
    Natural {
        /// The colour (suit).
        colour: Colour,
        /// The rank, 2–10.
        rank: u8,
    },
    /// A wild card.
    Wild(Wild),
}

/// A set of distinct cards, as one player holds them (at most one of each natural and
/// one of each wild). Iterates naturals by rank then colour, then J, Q, K.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cards {
    naturals: u64,
    wilds: u8,
}

impl Wild {
    /// J, Q, K in rank order.
    pub const ALL: [Wild; 3] = [Wild::Jack, Wild::Queen, Wild::King];

    /// The wild's own rank: 11, 12 or 13 (HG-0).
    pub fn rank(self) -> u8 {
        todo!()
    }
}

impl Card {
    /// The rank the card shows: 2–10 for naturals, 11–13 for J, Q, K.
    pub fn rank(self) -> u8 {
        todo!()
    }

    /// Card points when captured (HG-1): 3, 5, 7, 9 → 1; J 2; Q 3; K 5; others 0.
    pub fn points(self) -> u32 {
        todo!()
    }
}

impl Cards {
    /// The empty set.
    pub const EMPTY: Cards = Cards {
        naturals: 0,
        wilds: 0,
    };

    /// The 14·colours naturals of the deck for `players` (HG-1: 2 players use four
    /// colours, 3 players five).
    pub fn deck_naturals(players: usize) -> Cards {
        let _ = players;
        todo!()
    }

    /// J, Q and K: the wilds each player holds at the start of a hand (HG-2.1).
    pub fn all_wilds() -> Cards {
        todo!()
    }

    /// Whether the set holds `card`.
    pub fn contains(self, card: Card) -> bool {
        let _ = card;
        todo!()
    }

    /// Adds `card`; returns whether it was absent.
    pub fn insert(&mut self, card: Card) -> bool {
        let _ = card;
        todo!()
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let _ = card;
        todo!()
    }

    /// The number of cards.
    pub fn len(self) -> usize {
        todo!()
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        todo!()
    }

    /// Whether every card of `self` is in `other`.
    pub fn is_subset(self, other: Cards) -> bool {
        let _ = other;
        todo!()
    }

    /// The cards of either set.
    pub fn union(self, other: Cards) -> Cards {
        let _ = other;
        todo!()
    }

    /// The cards of `self` not in `other`.
    pub fn difference(self, other: Cards) -> Cards {
        let _ = other;
        todo!()
    }

    /// The naturals only.
    pub fn naturals(self) -> Cards {
        todo!()
    }

    /// The wilds only.
    pub fn wilds(self) -> Cards {
        todo!()
    }

    /// The cards in canonical order: naturals by rank then colour (`Colour::ALL` order),
    /// then J, Q, K.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let _ = self;
        std::iter::empty() // placeholder: to implement
    }

    /// The card points of the set (HG-1, HG-6.5).
    pub fn points(self) -> u32 {
        todo!()
    }
}

impl FromIterator<Card> for Cards {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Cards {
        let mut cards = Cards::EMPTY;
        for card in iter {
            cards.insert(card);
        }
        cards
    }
}

// To implement: Display/FromStr for Card (`r5`, `o10`, `j`; case-insensitive, also
// `10r`/`5r` colour-last as the Decisions' example `5r j q` shows), Display for Cards
// (space-separated, canonical order), Serialize/Deserialize for Card and Cards as
// notation strings (a Cards as a JSON list of card strings).
