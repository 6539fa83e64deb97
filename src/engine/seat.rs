use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered clockwise from 0 (the first seat of the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The next seat clockwise (the left neighbour) at a table of `seats` seats.
    pub fn next(self, seats: usize) -> Seat {
        Seat(((self.index() + 1) % seats) as u8)
    }

    /// Every seat of a table of `seats` seats, in clockwise order from seat 0.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats as u8).map(Seat)
    }
}

impl fmt::Display for Seat {
    /// Seats are shown to people counting from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// A small set of seats (games seat at most 8 players), used for "who must act now".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// A set holding exactly `seat`.
    pub fn one(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// This set with `seat` added.
    pub fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1 << seat.0)
    }

    /// This set with `seat` removed.
    pub fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.0))
    }

    /// Whether `seat` is in the set.
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of seats in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The seats in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |s| self.0 & (1 << s) != 0).map(Seat)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        iter.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}
