//! The cards of Clown Standoff (CS-1): clown cards valued 1–6, four of each, held as
//! multisets ([`Pile`]), and the pie cards (Hit and Dodge).
//!
//! Clown cards of one value are interchangeable, so every place that holds clown cards —
//! a hand, the clown cards a player won, the box — is a count per value rather than a list:
//! equal piles compare equal whatever order the cards arrived in, and a move never has
//! to say *which* 5 it means.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The highest value of a clown card (CS-1.1).
pub const MAX_VALUE: u8 = 6;

/// Copies of each value in the game (CS-1.1).
pub const COPIES: u8 = 4;

/// Clown cards in the game (CS-1.1).
pub const CLOWN_CARDS: usize = 24;

/// Cards dealt to each hand (CS-2.1).
pub const HAND_SIZE: usize = 4;

/// Pie cards in a full stack (CS-1.2).
pub const PIE_CARDS: u8 = 6;

/// Squabble rounds: one per card of a hand (CS-3.5).
pub const ROUNDS: u8 = 4;

/// A clown card, by its value 1–6. In notation, records and JSON it is the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of `value`, if it is 1–6.
    pub fn new(value: u8) -> Option<Card> {
        (1..=MAX_VALUE).contains(&value).then_some(Card(value))
    }

    /// The value 1–6.
    pub fn value(self) -> u8 {
        self.0
    }

    /// Every value, lowest first.
    pub fn all() -> impl DoubleEndedIterator<Item = Card> {
        (1..=MAX_VALUE).map(Card)
    }

    fn slot(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let value = u8::deserialize(deserializer)?;
        Card::new(value).ok_or_else(|| {
            serde::de::Error::custom(format!("{value} is not a clown card value (1–6)"))
        })
    }
}

/// A multiset of clown cards: a hand, a player's clown cards, the box.
///
/// Serialized as the list of its cards, lowest first (`[1, 3, 3, 6]`); read back from a
/// list in any order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pile([u8; MAX_VALUE as usize]);

impl Pile {
    /// No cards.
    pub const EMPTY: Pile = Pile([0; MAX_VALUE as usize]);

    /// All 24 clown cards (CS-1.1).
    pub const DECK: Pile = Pile([COPIES; MAX_VALUE as usize]);

    /// The number of cards.
    pub fn len(self) -> usize {
        self.0.iter().map(|&n| usize::from(n)).sum()
    }

    /// Whether the pile holds no card.
    pub fn is_empty(self) -> bool {
        self.0 == [0; MAX_VALUE as usize]
    }

    /// How many cards of `card`'s value the pile holds.
    pub fn count(self, card: Card) -> usize {
        usize::from(self.0[card.slot()])
    }

    /// Whether the pile holds at least one card of `card`'s value.
    pub fn contains(self, card: Card) -> bool {
        self.0[card.slot()] > 0
    }

    /// Whether every card of `other` (with its multiplicity) is in this pile.
    pub fn contains_all(self, other: Pile) -> bool {
        self.0.iter().zip(other.0).all(|(&have, need)| have >= need)
    }

    /// Adds one card.
    pub fn insert(&mut self, card: Card) {
        self.0[card.slot()] = self.0[card.slot()].saturating_add(1);
    }

    /// Removes one card of `card`'s value; `false` (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let slot = &mut self.0[card.slot()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Adds every card of `other`.
    pub fn add(&mut self, other: Pile) {
        for (have, more) in self.0.iter_mut().zip(other.0) {
            *have = have.saturating_add(more);
        }
    }

    /// This pile without the cards of `other`, if it holds them all.
    pub fn minus(self, other: Pile) -> Option<Pile> {
        let mut out = self;
        for (have, less) in out.0.iter_mut().zip(other.0) {
            *have = have.checked_sub(less)?;
        }
        Some(out)
    }

    /// The cards, lowest first, each as often as the pile holds it.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Card> {
        Card::all().flat_map(move |card| std::iter::repeat_n(card, self.count(card)))
    }

    /// The distinct values held, lowest first.
    pub fn distinct(self) -> impl DoubleEndedIterator<Item = Card> {
        Card::all().filter(move |&card| self.contains(card))
    }

    /// The highest card held.
    pub fn highest(self) -> Option<Card> {
        self.distinct().next_back()
    }

    /// The `n` lowest cards, if the pile holds `n` cards.
    pub fn lowest(self, n: usize) -> Option<Pile> {
        (self.len() >= n).then(|| self.iter().take(n).collect())
    }
}

impl FromIterator<Card> for Pile {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Pile {
        let mut pile = Pile::EMPTY;
        pile.extend(iter);
        pile
    }
}

impl Extend<Card> for Pile {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for card in iter {
            self.insert(card);
        }
    }
}

impl Serialize for Pile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Pile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Pile, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        // More than the whole deck cannot be a real pile; refusing it also keeps the
        // per-value counters far from overflowing.
        if cards.len() > CLOWN_CARDS {
            return Err(serde::de::Error::custom("more cards than the game has"));
        }
        Ok(cards.into_iter().collect())
    }
}

/// A pie card (CS-1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PieCard {
    /// The one Hit: whoever draws it is out (CS-4.5).
    Hit,
    /// One of the five Dodges: the player stays in (CS-4.4).
    Dodge,
}
