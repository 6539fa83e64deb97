//! The board (NY-3): five rows of five fields; the field left uncovered in each row
//! decides the round.

use super::cards::COLOURS;
use crate::engine::Seat;
use crate::games::colour::Colour;
use serde::{Deserialize, Serialize};

/// Number of rows and of fields per row.
pub const SIZE: usize = 5;

/// A row of the board (NY-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    /// Row 1: the first player, one field per character.
    First,
    /// Row 2: the cards to discard.
    Discard,
    /// Row 3: the trump colour.
    Trump,
    /// Row 4: the super-trump (the three 1s of a colour).
    Super,
    /// Row 5: points per trick and per booty card.
    Points,
}

impl Row {
    /// The rows, top to bottom.
    pub const ALL: [Row; SIZE] = [
        Row::First,
        Row::Discard,
        Row::Trump,
        Row::Super,
        Row::Points,
    ];

    /// The row's index, 0–4.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation word: `first`, `discard`, `trump`, `super`, `points`.
    pub fn word(self) -> &'static str {
        match self {
            Row::First => "first",
            Row::Discard => "discard",
            Row::Trump => "trump",
            Row::Super => "super",
            Row::Points => "points",
        }
    }
}

/// Row 2: what is discarded (NY-3, NY-5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscardRule {
    /// NYET: no discard.
    None,
    /// Discard one card.
    One,
    /// Discard two cards.
    Two,
    /// Discard one card that is not a 1.
    ExceptOne,
    /// Give one card to the left neighbour.
    PassLeft,
}

impl DiscardRule {
    /// The row-2 fields, left to right.
    pub const ALL: [DiscardRule; SIZE] = [
        DiscardRule::None,
        DiscardRule::One,
        DiscardRule::Two,
        DiscardRule::ExceptOne,
        DiscardRule::PassLeft,
    ];

    /// The notation word: `none`, `1`, `2`, `except1`, `pass`.
    pub fn word(self) -> &'static str {
        match self {
            DiscardRule::None => "none",
            DiscardRule::One => "1",
            DiscardRule::Two => "2",
            DiscardRule::ExceptOne => "except1",
            DiscardRule::PassLeft => "pass",
        }
    }
}

/// The row-5 values, left to right (NY-3).
pub const POINTS: [i8; SIZE] = [1, 2, 3, 4, -2];

/// One field of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// Row 1: the character of this seat.
    First(Seat),
    /// Row 2: a discard rule.
    Discard(DiscardRule),
    /// Row 3: a trump colour, or `None` for NYET (no trump, NY-9.6).
    Trump(Option<Colour>),
    /// Row 4: a super-trump colour, or `None` for NYET (no super-trump).
    Super(Option<Colour>),
    /// Row 5: points per trick and booty card.
    Points(i8),
}

impl Field {
    /// The field's row.
    pub fn row(self) -> Row {
        match self {
            Field::First(_) => Row::First,
            Field::Discard(_) => Row::Discard,
            Field::Trump(_) => Row::Trump,
            Field::Super(_) => Row::Super,
            Field::Points(_) => Row::Points,
        }
    }

    /// The field's position in its row, 0–4, or `None` for a field not on the board.
    pub fn index(self) -> Option<usize> {
        let colour_index = |c: Option<Colour>| match c {
            Some(c) => COLOURS.iter().position(|&k| k == c),
            None => Some(4),
        };
        match self {
            Field::First(seat) => (seat.index() < SIZE).then_some(seat.index()),
            Field::Discard(rule) => DiscardRule::ALL.iter().position(|&r| r == rule),
            Field::Trump(c) | Field::Super(c) => colour_index(c),
            Field::Points(p) => POINTS.iter().position(|&q| q == p),
        }
    }

    /// The field at position `index` (0–4) of `row`.
    pub fn at(row: Row, index: usize) -> Field {
        let i = index.min(SIZE - 1);
        let colour = COLOURS.get(i).copied();
        match row {
            Row::First => Field::First(Seat(i as u8)),
            Row::Discard => Field::Discard(DiscardRule::ALL[i]),
            Row::Trump => Field::Trump(colour),
            Row::Super => Field::Super(colour),
            Row::Points => Field::Points(POINTS[i]),
        }
    }
}

/// What covers a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cover {
    /// The character of a seat nobody plays, covered for the whole game (NY-2.1).
    Absent,
    /// A chip placed by this seat in the NYET! phase (NY-4.2).
    Chip(Seat),
}

/// The board: which fields are covered and by whom (NY-4.4, public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// Per row, per field: what covers it.
    pub covers: [[Option<Cover>; SIZE]; SIZE],
}

impl Board {
    /// A fresh board for `players`: only the absent characters are covered (NY-2.1).
    pub fn new(players: usize) -> Board {
        let mut board = Board::default();
        for field in board.covers[Row::First.index()].iter_mut().skip(players) {
            *field = Some(Cover::Absent);
        }
        board
    }

    /// What covers `field`, if anything.
    pub fn cover(&self, field: Field) -> Option<Cover> {
        field
            .index()
            .and_then(|i| self.covers[field.row().index()][i])
    }

    /// How many fields of `row` are uncovered.
    pub fn free_in(&self, row: Row) -> usize {
        self.covers[row.index()]
            .iter()
            .filter(|c| c.is_none())
            .count()
    }

    /// NY-4.3: a field may be covered if it is free and its row has at least two free
    /// fields.
    pub fn may_cover(&self, field: Field) -> bool {
        field.index().is_some() && self.cover(field).is_none() && self.free_in(field.row()) >= 2
    }

    /// Covers `field` with `cover` (unchecked).
    pub fn set(&mut self, field: Field, cover: Cover) {
        if let Some(i) = field.index() {
            self.covers[field.row().index()][i] = Some(cover);
        }
    }

    /// NY-4.3: the phase ends when every row has exactly one free field.
    pub fn complete(&self) -> bool {
        Row::ALL.iter().all(|&r| self.free_in(r) == 1)
    }

    /// The fields that may be covered now, row by row.
    pub fn coverable(&self) -> impl Iterator<Item = Field> + '_ {
        Row::ALL
            .into_iter()
            .flat_map(|r| (0..SIZE).map(move |i| Field::at(r, i)))
            .filter(|&f| self.may_cover(f))
    }

    /// The free field of `row` (the first, if several).
    pub fn free_field(&self, row: Row) -> Field {
        let i = self.covers[row.index()]
            .iter()
            .position(|c| c.is_none())
            .unwrap_or(0);
        Field::at(row, i)
    }
}
