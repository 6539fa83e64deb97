//! Combinations (HG-4): classifying a selection of cards into every reading it allows
//! (sets, single runs, runs of sets, the six bombs), the beats rule (HG-5.2), and listing
//! every combination a hand can play.

use super::cards::Cards;

/// The widest run of sets (Decisions: maximum sequence width 5).
pub const MAX_WIDTH: u8 = 5;

/// The six bombs, lowest first (HG-4.4). `Ord` is bomb strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Bomb {
    /// 3-5-7-9 in four different colours.
    Rainbow,
    /// J + Q.
    JackQueen,
    /// J + K.
    JackKing,
    /// Q + K.
    QueenKing,
    /// J + Q + K.
    JackQueenKing,
    /// 3-5-7-9 in one colour.
    Suited,
}

/// One way of reading a selection of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reading {
    /// `size` cards of one rank `value` (2–10, or 11–13 for a lone wild) (HG-4.2).
    Set {
        /// The card count.
        size: u8,
        /// The rank.
        value: u8,
    },
    /// A run: `length` consecutive ranks ending at `top`, `width` cards each (width 1 is
    /// a run of singles, HG-4.3).
    Run {
        /// Cards per rank (1–5).
        width: u8,
        /// Number of ranks.
        length: u8,
        /// The top rank (2–13).
        top: u8,
    },
    /// A bomb (HG-4.4).
    Bomb(Bomb),
}

/// A reading a player declares when typing a move (HG-4.5): `as set`, `as run`, or a run
/// of a given width and top rank. Unspecified parts are chosen by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declared {
    /// Read as a set.
    Set,
    /// Read as a run of this width (1 = singles), ending at `top` when given.
    Run {
        /// Cards per rank.
        width: u8,
        /// The top rank, when declared.
        top: Option<u8>,
    },
}

/// Cards with the reading they are played as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Combination {
    /// The cards played.
    pub cards: Cards,
    /// How they are read.
    pub reading: Reading,
}

impl Reading {
    /// Whether this reading may be played on `top` (HG-5.2): a bomb beats any non-bomb and
    /// any lower bomb; otherwise same kind, same shape and a strictly higher value.
    pub fn beats(self, top: Reading) -> bool {
        let _ = top;
        todo!()
    }

    /// Whether this reading matches a declaration.
    pub fn fits(self, declared: Declared) -> bool {
        let _ = declared;
        todo!()
    }

    /// The engine's order of preference among readings (Decisions): by value, then a run
    /// before a set, then greater width, then greater length. Bombs above everything.
    pub fn preference_key(self) -> (u8, u8, u8, u8) {
        todo!()
    }
}

/// Every reading of `cards` (HG-4.5), most preferred first; empty when the selection is
/// not a combination.
pub fn classify(cards: Cards) -> Vec<Reading> {
    let _ = cards;
    todo!()
}

/// Appends to `out` every combination `hand` can play — each distinct selection with
/// each of its readings — that beats `top` (or every combination when leading, `None`).
pub fn combinations(hand: Cards, top: Option<Reading>, out: &mut Vec<Combination>) {
    let _ = (hand, top, out);
    todo!()
}
