//! The cards of Haggis (HG-1): naturals 2–10 in up to five colours, and the wild J, Q, K
//! each player holds face up. A [`Cards`] is a set of distinct cards as one player can
//! hold them: one bit per natural, one bit per wild.
//!
//! Notation: a natural is its colour letter and rank (`r5`, `o10`), a wild its letter
//! (`j`, `q`, `k`). In records and JSON a card is written the same way.

use crate::engine::NotationError;
use crate::games::colour::Colour;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The Fluent id of the hint shown when a card or a move cannot be read.
pub const HINT: &str = "haggis-notation-hint";

/// The lowest natural rank.
pub const LOWEST_RANK: u8 = 2;
/// The highest natural rank.
pub const HIGHEST_NATURAL: u8 = 10;
/// The rank of a King, the highest rank of all (HG-0).
pub const HIGHEST_RANK: u8 = 13;
/// Naturals dealt to each player (HG-2.1).
pub const NATURALS_DEALT: usize = 14;

// The bitset layout, shared with the classifier: the natural of rank `r` in the colour at
// index `c` of `Colour::ALL` is bit `c * LANE + r` of `Cards::naturals` (a "lane" of
// twelve bits per colour, ranks 2–10 at bits 2–10), and wild J, Q, K are bits 0, 1, 2 of
// `Cards::wilds`.

/// Bits per colour lane of the naturals bitset.
pub(crate) const LANE: u32 = 12;
/// The number of colours, hence of lanes.
pub(crate) const COLOURS: u32 = 5;
/// The ranks 2–10 within one lane.
pub(crate) const LANE_RANKS: u64 = 0x7fc;
/// Every natural of the five colours.
const ALL_NATURALS: u64 = every_lane(LANE_RANKS);
/// The 3, 5, 7, 9 of one lane: the card-point naturals (HG-1) and the odd bombs (HG-4.4).
pub(crate) const ODD_RANKS: u64 = 1 << 3 | 1 << 5 | 1 << 7 | 1 << 9;
/// J, Q and K.
const ALL_WILDS: u8 = 0b111;

/// `lane_bits` (ranks of one lane) repeated in every colour's lane.
pub(crate) const fn every_lane(lane_bits: u64) -> u64 {
    let mut out = 0;
    let mut colour = 0;
    while colour < COLOURS {
        out |= lane_bits << (colour * LANE);
        colour += 1;
    }
    out
}

/// The wild bits whose own rank is at least `rank` (11–13): the wilds that may fill a
/// slot of that rank (HG-4.1).
pub(crate) fn wilds_reaching(rank: u8) -> u8 {
    ALL_WILDS & (ALL_WILDS << rank.saturating_sub(11).min(3))
}

/// The index of `colour` in `Colour::ALL`, its lane.
fn colour_index(colour: Colour) -> u32 {
    match colour {
        Colour::Red => 0,
        Colour::Blue => 1,
        Colour::Yellow => 2,
        Colour::Green => 3,
        Colour::Orange => 4,
    }
}

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
///
/// Serialized as the list of its cards in canonical order (`["r5", "o5", "j"]`); read back
/// from a list in any order, without repeats.
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
        match self {
            Wild::Jack => 11,
            Wild::Queen => 12,
            Wild::King => 13,
        }
    }

    /// The notation letter: `j`, `q` or `k`.
    pub fn letter(self) -> char {
        match self {
            Wild::Jack => 'j',
            Wild::Queen => 'q',
            Wild::King => 'k',
        }
    }

    fn bit(self) -> u8 {
        1 << (self.rank() - 11)
    }
}

impl Card {
    /// The natural of `colour` and `rank`, if the rank is 2–10.
    pub fn natural(colour: Colour, rank: u8) -> Option<Card> {
        (LOWEST_RANK..=HIGHEST_NATURAL)
            .contains(&rank)
            .then_some(Card::Natural { colour, rank })
    }

    /// The rank the card shows: 2–10 for naturals, 11–13 for J, Q, K.
    pub fn rank(self) -> u8 {
        match self {
            Card::Natural { rank, .. } => rank,
            Card::Wild(wild) => wild.rank(),
        }
    }

    /// Whether the card is a J, Q or K.
    pub fn is_wild(self) -> bool {
        matches!(self, Card::Wild(_))
    }

    /// Card points when captured (HG-1): 3, 5, 7, 9 → 1; J 2; Q 3; K 5; others 0.
    pub fn points(self) -> u32 {
        match self {
            Card::Natural { rank, .. } => u32::from(matches!(rank, 3 | 5 | 7 | 9)),
            Card::Wild(Wild::Jack) => 2,
            Card::Wild(Wild::Queen) => 3,
            Card::Wild(Wild::King) => 5,
        }
    }

    /// The set holding just this card; empty for a natural of a rank outside 2–10.
    fn singleton(self) -> Cards {
        match self {
            Card::Natural { colour, rank } if (LOWEST_RANK..=HIGHEST_NATURAL).contains(&rank) => {
                Cards::from_bits(1 << (colour_index(colour) * LANE + u32::from(rank)), 0)
            }
            Card::Natural { .. } => Cards::EMPTY,
            Card::Wild(wild) => Cards::from_bits(0, wild.bit()),
        }
    }
}

impl Cards {
    /// The empty set.
    pub const EMPTY: Cards = Cards {
        naturals: 0,
        wilds: 0,
    };

    /// The 14·colours naturals of the deck for `players` (HG-1: 2 players use four
    /// colours, 3 players five). Two players leave out blue; any other count uses all five.
    pub fn deck_naturals(players: usize) -> Cards {
        let naturals = if players == 2 {
            ALL_NATURALS & !(LANE_RANKS << (colour_index(Colour::Blue) * LANE))
        } else {
            ALL_NATURALS
        };
        Cards::from_bits(naturals, 0)
    }

    /// J, Q and K: the wilds each player holds at the start of a hand (HG-2.1).
    pub fn all_wilds() -> Cards {
        Cards::from_bits(0, ALL_WILDS)
    }

    /// The set of these bits; bits outside the layout are dropped.
    pub(crate) const fn from_bits(naturals: u64, wilds: u8) -> Cards {
        Cards {
            naturals: naturals & ALL_NATURALS,
            wilds: wilds & ALL_WILDS,
        }
    }

    /// The naturals bitset (see the layout above).
    pub(crate) fn natural_bits(self) -> u64 {
        self.naturals
    }

    /// The wilds bitset: J, Q, K are bits 0, 1, 2.
    pub(crate) fn wild_bits(self) -> u8 {
        self.wilds
    }

    /// Whether the set holds `card`.
    pub fn contains(self, card: Card) -> bool {
        let single = card.singleton();
        !single.is_empty() && single.is_subset(self)
    }

    /// Adds `card`; returns whether it was absent. A natural of a rank outside 2–10 is not
    /// a card of the game: it is not added and the answer is `false`.
    pub fn insert(&mut self, card: Card) -> bool {
        let absent = !card.singleton().is_subset(*self);
        *self = self.union(card.singleton());
        absent
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        *self = self.difference(card.singleton());
        present
    }

    /// The number of cards.
    pub fn len(self) -> usize {
        (self.naturals.count_ones() + self.wilds.count_ones()) as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.naturals == 0 && self.wilds == 0
    }

    /// Whether every card of `self` is in `other`.
    pub fn is_subset(self, other: Cards) -> bool {
        self.difference(other).is_empty()
    }

    /// The cards of either set.
    pub fn union(self, other: Cards) -> Cards {
        Cards::from_bits(self.naturals | other.naturals, self.wilds | other.wilds)
    }

    /// The cards of `self` not in `other`.
    pub fn difference(self, other: Cards) -> Cards {
        Cards::from_bits(self.naturals & !other.naturals, self.wilds & !other.wilds)
    }

    /// The naturals only.
    pub fn naturals(self) -> Cards {
        Cards::from_bits(self.naturals, 0)
    }

    /// The wilds only.
    pub fn wilds(self) -> Cards {
        Cards::from_bits(0, self.wilds)
    }

    /// The cards in canonical order: naturals by rank then colour (`Colour::ALL` order),
    /// then J, Q, K.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let Cards { naturals, wilds } = self;
        let held = move |colour: Colour, rank: u8| {
            naturals >> (colour_index(colour) * LANE + u32::from(rank)) & 1 == 1
        };
        let naturals = (LOWEST_RANK..=HIGHEST_NATURAL).flat_map(move |rank| {
            Colour::ALL
                .into_iter()
                .filter(move |&colour| held(colour, rank))
                .map(move |colour| Card::Natural { colour, rank })
        });
        naturals.chain(
            Wild::ALL
                .into_iter()
                .filter(move |wild| wilds & wild.bit() != 0)
                .map(Card::Wild),
        )
    }

    /// The card points of the set (HG-1, HG-6.5).
    pub fn points(self) -> u32 {
        let odd_naturals = (self.naturals & every_lane(ODD_RANKS)).count_ones();
        let wilds: u32 = Wild::ALL
            .into_iter()
            .filter(|wild| self.wilds & wild.bit() != 0)
            .map(|wild| Card::Wild(wild).points())
            .sum();
        odd_naturals + wilds
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

impl fmt::Display for Wild {
    /// The letter: `j`, `q` or `k`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for Card {
    /// `r5`, `o10`, `j`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Natural { colour, rank } => write!(f, "{colour}{rank}"),
            Card::Wild(wild) => write!(f, "{wild}"),
        }
    }
}

/// A natural rank 2–10 written in digits.
fn natural_rank(digits: &str) -> Option<u8> {
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits
        .parse()
        .ok()
        .filter(|rank| (LOWEST_RANK..=HIGHEST_NATURAL).contains(rank))
}

/// A wild card's word, already lowercase: `j`, `q` or `k`.
fn wild_word(word: &str) -> Option<Wild> {
    let mut chars = word.chars();
    let letter = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    Wild::ALL.into_iter().find(|wild| wild.letter() == letter)
}

/// A natural's word, already lowercase: `r5`, or colour last, `5r`.
fn natural_word(word: &str) -> Option<Card> {
    let first = word.chars().next()?;
    let last = word.chars().next_back()?;
    let (colour, digits) = match Colour::from_letter(first) {
        Some(colour) => (colour, &word[first.len_utf8()..]),
        None => (
            Colour::from_letter(last)?,
            &word[..word.len() - last.len_utf8()],
        ),
    };
    Card::natural(colour, natural_rank(digits)?)
}

impl FromStr for Card {
    type Err = NotationError;

    /// Reads `r5`, `O10`, `j`, or colour last (`5r`, `10o`), case-insensitively.
    fn from_str(s: &str) -> Result<Card, NotationError> {
        let word = s.trim().to_lowercase();
        wild_word(&word)
            .map(Card::Wild)
            .or_else(|| natural_word(&word))
            .ok_or_else(|| NotationError::new(s, HINT))
    }
}

impl fmt::Display for Cards {
    /// The cards in canonical order, separated by spaces (`r5 o5 j`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
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
        text.parse().map_err(|_| {
            serde::de::Error::custom(format!("{text:?} is not a Haggis card (r5, o10, j…)"))
        })
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Cards, D::Error> {
        let mut cards = Cards::EMPTY;
        for card in Vec::<Card>::deserialize(deserializer)? {
            if !cards.insert(card) {
                return Err(serde::de::Error::custom(format!("{card} is listed twice")));
            }
        }
        Ok(cards)
    }
}

#[cfg(test)]
#[path = "cards_tests.rs"]
mod tests;
