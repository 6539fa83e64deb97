//! The cards of Boast or Nothing (BN-1, BN-2) and a bitmask multiset of them.
//!
//! Bit layout of a [`CardSet`]: each colour has a 16-bit lane (red bits 0–10, blue bits
//! 16–26, yellow bits 32–42, value `v` at bit `v - 1` of its lane), so "the cards of one
//! colour" is a single mask and "the highest of them" a single `leading_zeros`. The four
//! escape cards are interchangeable, so the escape lane (bits 48–51) is a unary counter
//! filled from its lowest bit: a set of cards is really a multiset, and two sets holding
//! one escape each share a bit.

use crate::games::colour::Colour;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The colours of Boast or Nothing (BN-1.1), in lane order.
pub const COLOURS: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Yellow];

/// The highest value a coloured card can have (with five players, BN-2).
pub const MAX_VALUE: u8 = 11;

/// Cards dealt to each player (BN-2).
pub const HAND_SIZE: usize = 7;

/// Cards left over after the deal (BN-2).
pub const LEFTOVERS: usize = 2;

const LANE_BITS: u8 = 16;
const ESCAPE_SHIFT: u8 = 3 * LANE_BITS;
const ESCAPE_MASK: u64 = 0b1111 << ESCAPE_SHIFT;
const VALUE_MASK: u64 = (1 << MAX_VALUE) - 1;
const COLOURED_MASK: u64 = VALUE_MASK | VALUE_MASK << 16 | VALUE_MASK << 32;

/// The lane of a colour of the game, or `None` for colours Boast does not use.
pub(crate) fn lane(colour: Colour) -> Option<u8> {
    match colour {
        Colour::Red => Some(0),
        Colour::Blue => Some(1),
        Colour::Yellow => Some(2),
        Colour::Green | Colour::Orange => None,
    }
}

/// One card: a coloured card (red, blue or yellow, 1–11) or an escape card.
///
/// In notation, records and JSON a card is written `r7`, `b11`, `y1` or `esc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// An escape card (BN-1.2). All escape cards are alike.
    pub const ESCAPE: Card = Card(ESCAPE_SHIFT);

    /// The coloured card of `colour` and `value`, if the game has such a card.
    pub fn coloured(colour: Colour, value: u8) -> Option<Card> {
        let lane = lane(colour)?;
        (1..=MAX_VALUE)
            .contains(&value)
            .then(|| Card(lane * LANE_BITS + value - 1))
    }

    /// Whether this is an escape card.
    pub fn is_escape(self) -> bool {
        self.0 >= ESCAPE_SHIFT
    }

    /// The colour, or `None` for an escape card (BN-4.5: escape cards have no colour).
    pub fn colour(self) -> Option<Colour> {
        self.lane().map(|lane| COLOURS[usize::from(lane)])
    }

    /// The value 1–11, or `None` for an escape card.
    pub fn value(self) -> Option<u8> {
        (!self.is_escape()).then(|| self.0 % LANE_BITS + 1)
    }

    pub(crate) fn lane(self) -> Option<u8> {
        (!self.is_escape()).then_some(self.0 / LANE_BITS)
    }

    /// The card at bit `index` of a [`CardSet`]; escape bits all map to [`Card::ESCAPE`].
    fn from_bit(index: u32) -> Card {
        if index >= u32::from(ESCAPE_SHIFT) {
            Card::ESCAPE
        } else {
            Card(index as u8)
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A multiset of cards as a bitmask: a hand, a deck, the cards a player has taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// The deck for `players` players (BN-2): values 1–7, 1–9 or 1–11 in three colours
    /// and 2, 3 or 4 escape cards; `None` outside 3–5 players.
    pub fn deck(players: usize) -> Option<CardSet> {
        let (top, escapes) = match players {
            3 => (7, 2),
            4 => (9, 3),
            5 => (11, 4),
            _ => return None,
        };
        let values: u64 = (1 << top) - 1;
        let coloured = values | values << 16 | values << 32;
        let escapes: u64 = ((1 << escapes) - 1) << ESCAPE_SHIFT;
        Some(CardSet(coloured | escapes))
    }

    /// The number of cards, escape cards included.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no card.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds `card` (for [`Card::ESCAPE`]: at least one escape card).
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// How many copies of `card` the set holds: 0 or 1, up to 4 for escape cards.
    pub fn count(self, card: Card) -> usize {
        if card.is_escape() {
            self.escapes()
        } else {
            usize::from(self.contains(card))
        }
    }

    /// The number of escape cards.
    pub fn escapes(self) -> usize {
        (self.0 & ESCAPE_MASK).count_ones() as usize
    }

    /// Adds `card`; `false` (and no change) if a coloured card is already there or the
    /// set already holds four escape cards.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = if card.is_escape() {
            let next = ESCAPE_SHIFT as usize + self.escapes();
            if next >= 64 || (1u64 << next) & ESCAPE_MASK == 0 {
                return false;
            }
            1u64 << next
        } else {
            1u64 << card.0
        };
        if self.0 & bit != 0 {
            return false;
        }
        self.0 |= bit;
        true
    }

    /// Removes one copy of `card`; `false` (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = if card.is_escape() {
            let escapes = self.0 & ESCAPE_MASK;
            if escapes == 0 {
                return false;
            }
            // The counter is filled from the bottom, so its top bit is the one to clear.
            1u64 << (63 - escapes.leading_zeros())
        } else {
            1u64 << card.0
        };
        if self.0 & bit == 0 {
            return false;
        }
        self.0 &= !bit;
        true
    }

    /// The cards of both sets, counting escape cards of both (at most four are kept).
    pub fn union(self, other: CardSet) -> CardSet {
        let mut out = CardSet((self.0 | other.0) & COLOURED_MASK | self.0 & ESCAPE_MASK);
        for _ in 0..other.escapes() {
            out.insert(Card::ESCAPE);
        }
        out
    }

    /// The coloured cards of `colour`'s lane.
    pub(crate) fn lane(self, lane: u8) -> CardSet {
        CardSet(self.0 & VALUE_MASK << (lane * LANE_BITS))
    }

    /// Only the escape cards.
    pub(crate) fn only_escapes(self) -> CardSet {
        CardSet(self.0 & ESCAPE_MASK)
    }

    /// The cards of `colour`; empty for colours Boast does not use.
    pub fn of_colour(self, colour: Colour) -> CardSet {
        lane(colour).map_or(CardSet::EMPTY, |l| self.lane(l))
    }

    /// The cards, coloured ones lane by lane and by value, then each escape card.
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }

    /// The distinct cards: like [`CardSet::iter`] but at most one escape card, which is
    /// what a player can choose between.
    pub fn distinct(self) -> CardIter {
        let escape = if self.0 & ESCAPE_MASK != 0 {
            1 << ESCAPE_SHIFT
        } else {
            0
        };
        CardIter(self.0 & COLOURED_MASK | escape)
    }
}

impl FromIterator<Card> for CardSet {
    /// Collects cards; a card that does not fit (a duplicate, a fifth escape) is dropped.
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardIter;

    fn into_iter(self) -> CardIter {
        self.iter()
    }
}

/// The cards of a [`CardSet`], see [`CardSet::iter`].
#[derive(Clone, Debug)]
pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card::from_bit(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}
