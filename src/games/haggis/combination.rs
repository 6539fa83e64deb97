//! Combinations (HG-4): classifying a selection of cards into every reading it allows
//! (sets, single runs, runs of sets, the six bombs), the beats rule (HG-5.2), and listing
//! every combination a hand can play.

use super::cards::{
    every_lane, wilds_reaching, Cards, COLOURS, HIGHEST_NATURAL, HIGHEST_RANK, LANE, LANE_RANKS,
    LOWEST_RANK, ODD_RANKS,
};
use std::cmp::Reverse;

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
        match (self, top) {
            (Reading::Bomb(bomb), Reading::Bomb(table)) => bomb > table,
            (Reading::Bomb(_), _) => true,
            (_, Reading::Bomb(_)) => false,
            (
                Reading::Set { size, value },
                Reading::Set {
                    size: table_size,
                    value: table_value,
                },
            ) => size == table_size && value > table_value,
            (
                Reading::Run {
                    width,
                    length,
                    top: high,
                },
                Reading::Run {
                    width: table_width,
                    length: table_length,
                    top: table_high,
                },
            ) => width == table_width && length == table_length && high > table_high,
            _ => false,
        }
    }

    /// Whether this reading matches a declaration. Bombs match none: they need no
    /// declaration, as their cards have no other reading (HG-4.5).
    pub fn fits(self, declared: Declared) -> bool {
        match (self, declared) {
            (Reading::Set { .. }, Declared::Set) => true,
            (
                Reading::Run { width, top, .. },
                Declared::Run {
                    width: declared_width,
                    top: declared_top,
                },
            ) => width == declared_width && declared_top.is_none_or(|t| t == top),
            _ => false,
        }
    }

    /// The engine's order of preference among readings (Decisions): by value, then a run
    /// before a set, then greater width, then greater length. Bombs above everything.
    /// A set of `n` cards counts as `n` wide and one rank long.
    pub fn preference_key(self) -> (u8, u8, u8, u8) {
        match self {
            Reading::Set { size, value } => (value, 0, size, 1),
            Reading::Run { width, length, top } => (top, 1, width, length),
            Reading::Bomb(bomb) => (HIGHEST_RANK + 1 + bomb as u8, 2, 0, 0),
        }
    }
}

impl Bomb {
    /// The bomb two or three wilds make (HG-4.4); `None` for fewer.
    fn of_wilds(wilds: u8) -> Option<Bomb> {
        match wilds {
            0b011 => Some(Bomb::JackQueen),
            0b101 => Some(Bomb::JackKing),
            0b110 => Some(Bomb::QueenKing),
            0b111 => Some(Bomb::JackQueenKing),
            _ => None,
        }
    }

    /// The bomb a 3-5-7-9 in `colours` different colours makes (HG-4.4, HG-10.6): one
    /// colour is suited, four a rainbow, anything else nothing.
    fn of_odd_ranks(colours: u32) -> Option<Bomb> {
        match colours {
            1 => Some(Bomb::Suited),
            4 => Some(Bomb::Rainbow),
            _ => None,
        }
    }
}

/// The fewest ranks of a run `width` cards wide (HG-4.3): three singles, two sets.
fn min_length(width: u8) -> u8 {
    if width == 1 {
        3
    } else {
        2
    }
}

/// The ranks held in colour lane `colour`, as lane bits.
fn lane(naturals: u64, colour: u32) -> u64 {
    naturals >> (colour * LANE) & LANE_RANKS
}

/// The ranks held in any colour, as lane bits.
fn rank_union(naturals: u64) -> u64 {
    (0..COLOURS).fold(0, |ranks, colour| ranks | lane(naturals, colour))
}

/// The colours holding a natural, one bit per lane.
fn colour_mask(naturals: u64) -> u64 {
    (0..COLOURS)
        .filter(|&colour| lane(naturals, colour) != 0)
        .fold(0, |mask, colour| mask | 1 << colour)
}

/// Whether `wilds` can fill every slot above 10 of a run `width` wide ending at `top`.
/// A slot takes a wild of its rank or higher (HG-4.1); with one J, Q and K, that is
/// possible when, for each rank from 11 up, the slots at or above it are no more than
/// the wilds reaching it (Hall's condition).
fn wilds_fit(wilds: u8, width: u8, top: u8) -> bool {
    (HIGHEST_NATURAL + 1..=top).all(|rank| {
        u32::from(width * (top - rank + 1)) <= (wilds & wilds_reaching(rank)).count_ones()
    })
}

/// Every subset of `mask`, from `mask` itself down to the empty set.
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        let current = next?;
        next = (current != 0).then(|| (current - 1) & mask);
        Some(current)
    })
}

/// Calls `f` once with every subset of `mask` of at most `k` bits.
fn for_small_subsets<F: FnMut(u64)>(mask: u64, k: u32, f: &mut F) {
    fn extend<F: FnMut(u64)>(rest: u64, chosen: u64, k: u32, f: &mut F) {
        f(chosen);
        if k == 0 {
            return;
        }
        let mut rest = rest;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            extend(rest, chosen | bit, k - 1, f);
        }
    }
    extend(mask, 0, k, f);
}

/// Every reading of `cards` (HG-4.5), most preferred first; empty when the selection is
/// not a combination.
pub fn classify(cards: Cards) -> Vec<Reading> {
    let naturals = cards.natural_bits();
    let wilds = cards.wild_bits();
    let mut out = Vec::new();
    if naturals == 0 {
        // HG-4.1, HG-10.1: a lone wild is a single of its rank; 2–3 wilds only a bomb.
        if wilds.count_ones() == 1 {
            out.push(Reading::Set {
                size: 1,
                value: HIGHEST_NATURAL + 1 + wilds.trailing_zeros() as u8,
            });
        }
        out.extend(Bomb::of_wilds(wilds).map(Reading::Bomb));
    } else if wilds == 0 && naturals.count_ones() == 4 && rank_union(naturals) == ODD_RANKS {
        let colours = colour_mask(naturals).count_ones();
        out.extend(Bomb::of_odd_ranks(colours).map(Reading::Bomb));
    } else {
        classify_mixed(naturals, wilds, &mut out);
        out.sort_by_key(|reading| Reverse(reading.preference_key()));
    }
    out
}

/// The set and run readings of naturals (at least one) with wilds (HG-4.2, HG-4.3).
fn classify_mixed(naturals: u64, wilds: u8, out: &mut Vec<Reading>) {
    let ranks = rank_union(naturals);
    let low = ranks.trailing_zeros() as u8;
    let high = (u64::BITS - 1 - ranks.leading_zeros()) as u8;
    let colours = colour_mask(naturals).count_ones() as u8;
    let total = (naturals.count_ones() + wilds.count_ones()) as u8;
    if low == high {
        out.push(Reading::Set {
            size: total,
            value: low,
        });
    }
    for width in 1..=MAX_WIDTH {
        // One column per colour, plus at most one column of wilds only (HG-4.3).
        if !total.is_multiple_of(width) || (colours != width && colours + 1 != width) {
            continue;
        }
        let length = total / width;
        let Some(last_bottom) = (HIGHEST_RANK + 1).checked_sub(length) else {
            continue;
        };
        if length < min_length(width) {
            continue;
        }
        // Windows covering every natural rank; wilds fill the other slots, below the
        // naturals too (Decisions, HG-10.4).
        let first_bottom = LOWEST_RANK.max((high + 1).saturating_sub(length));
        for bottom in first_bottom..=last_bottom.min(low) {
            let top = bottom + length - 1;
            if wilds_fit(wilds, width, top) {
                out.push(Reading::Run { width, length, top });
            }
        }
    }
}

/// Appends to `out` every combination `hand` can play — each distinct selection with
/// each of its readings — that beats `top` (or every combination when leading, `None`).
///
/// Combinations are built shape by shape rather than by classifying subsets: sets per
/// rank, runs per window and colour columns, bombs directly; following lists only the
/// shape on the table (and bombs). They come sets first, then runs, then bombs.
pub fn combinations(hand: Cards, top: Option<Reading>, out: &mut Vec<Combination>) {
    match top {
        None => {
            push_sets(hand, None, LOWEST_RANK, out);
            push_runs(hand, None, LOWEST_RANK, out);
            push_bombs(hand, None, out);
        }
        Some(Reading::Set { size, value }) => {
            push_sets(hand, Some(size), value.saturating_add(1), out);
            push_bombs(hand, None, out);
        }
        Some(Reading::Run { width, length, top }) => {
            push_runs(hand, Some((width, length)), top.saturating_add(1), out);
            push_bombs(hand, None, out);
        }
        Some(Reading::Bomb(bomb)) => push_bombs(hand, Some(bomb), out),
    }
}

/// Pushes the sets of `hand` (of `size` cards, when given) worth at least `min_value`
/// (HG-4.2): some naturals of one rank with any of the wilds, or a lone wild.
fn push_sets(hand: Cards, size: Option<u8>, min_value: u8, out: &mut Vec<Combination>) {
    let wilds = u64::from(hand.wild_bits());
    for value in min_value.max(LOWEST_RANK)..=HIGHEST_NATURAL {
        let here = hand.natural_bits() & every_lane(1 << value);
        for naturals in subsets(here).filter(|&naturals| naturals != 0) {
            for used in subsets(wilds) {
                let cards = Cards::from_bits(naturals, used as u8);
                let set_size = cards.len() as u8;
                if size.is_none_or(|size| size == set_size) {
                    out.push(Combination {
                        cards,
                        reading: Reading::Set {
                            size: set_size,
                            value,
                        },
                    });
                }
            }
        }
    }
    if size.is_none_or(|size| size == 1) {
        for lone in subsets(wilds).filter(|used| used.count_ones() == 1) {
            let cards = Cards::from_bits(0, lone as u8);
            let value = HIGHEST_NATURAL + 1 + lone.trailing_zeros() as u8;
            if value >= min_value {
                let reading = Reading::Set { size: 1, value };
                out.push(Combination { cards, reading });
            }
        }
    }
}

/// Pushes the runs of `hand` (of `shape` = (width, length), when given) whose top is at
/// least `min_top` (HG-4.3).
fn push_runs(hand: Cards, shape: Option<(u8, u8)>, min_top: u8, out: &mut Vec<Combination>) {
    for top in min_top.max(LOWEST_RANK + 1)..=HIGHEST_RANK {
        let longest = top + 1 - LOWEST_RANK;
        let lengths = match shape {
            Some((_, length)) => length..=length.min(longest),
            None => 2..=longest,
        };
        for length in lengths {
            let window = Window::new(top, length);
            window.push_runs(hand, shape.map(|(width, _)| width), out);
        }
    }
}

/// The ranks a run spans (HG-4.3): `length` ranks ending at `top`.
#[derive(Clone, Copy)]
struct Window {
    top: u8,
    length: u8,
    /// The natural ranks 2–10 in the window, as lane bits.
    ranks: u64,
    /// The ranks above 10 in the window, whose slots only wilds fill.
    high_ranks: u8,
}

impl Window {
    fn new(top: u8, length: u8) -> Window {
        let bottom = top + 1 - length;
        let below_top = (1u64 << (top.min(HIGHEST_NATURAL) + 1)) - 1;
        let below_bottom = (1u64 << bottom) - 1;
        Window {
            top,
            length,
            ranks: below_top & !below_bottom,
            high_ranks: top.saturating_sub(HIGHEST_NATURAL.max(bottom - 1)),
        }
    }

    /// Pushes the runs over this window (`width` cards wide, when given): for each set
    /// of colours holding naturals in the window, those colours as columns, plus at most
    /// one column of wilds only; wilds fill every slot without a natural.
    fn push_runs(self, hand: Cards, width: Option<u8>, out: &mut Vec<Combination>) {
        let natural_ranks = self.ranks.count_ones() as u8;
        if natural_ranks == 0 {
            return;
        }
        let wild_count = hand.wild_bits().count_ones() as u8;
        let held = hand.natural_bits() & every_lane(self.ranks);
        for colours in subsets(colour_mask(held)).filter(|&colours| colours != 0) {
            let count = colours.count_ones() as u8;
            let columns = held & lanes(colours);
            let missing = count * natural_ranks - columns.count_ones() as u8;
            for run_width in [count, count + 1] {
                if run_width > MAX_WIDTH
                    || self.length < min_length(run_width)
                    || width.is_some_and(|width| width != run_width)
                {
                    continue;
                }
                let wild_column = (run_width - count) * natural_ranks;
                let forced = missing + run_width * self.high_ranks + wild_column;
                if forced <= wild_count {
                    let run = Run {
                        hand,
                        columns,
                        colours,
                        forced,
                        width: run_width,
                        window: self,
                    };
                    run.push_fillings(out);
                }
            }
        }
    }
}

/// Every lane of the colours in `colours` (one bit per lane).
fn lanes(colours: u64) -> u64 {
    (0..COLOURS)
        .filter(|&colour| colours & 1 << colour != 0)
        .fold(0, |mask, colour| mask | LANE_RANKS << (colour * LANE))
}

/// One run shape over one window and set of natural columns, before choosing cards.
struct Run {
    hand: Cards,
    /// The naturals of the hand in the run's slots.
    columns: u64,
    /// The colours of the columns, one bit per lane.
    colours: u64,
    /// The slots no natural of the hand can fill.
    forced: u8,
    /// Cards per rank, the wild-only column included.
    width: u8,
    window: Window,
}

impl Run {
    /// Pushes every way to fill the run: any held naturals may also give their slot to a
    /// wild (as long as each colour keeps a natural, else it is another run), and any
    /// wilds that can fill the slots left.
    fn push_fillings(&self, out: &mut Vec<Combination>) {
        let wilds = u64::from(self.hand.wild_bits());
        let spare = wilds.count_ones() - u32::from(self.forced);
        let reading = Reading::Run {
            width: self.width,
            length: self.window.length,
            top: self.window.top,
        };
        for_small_subsets(self.columns, spare, &mut |replaced| {
            let naturals = self.columns & !replaced;
            if colour_mask(naturals) != self.colours {
                return;
            }
            let needed = u32::from(self.forced) + replaced.count_ones();
            for used in subsets(wilds) {
                if used.count_ones() == needed && wilds_fit(used as u8, self.width, self.window.top)
                {
                    let cards = Cards::from_bits(naturals, used as u8);
                    out.push(Combination { cards, reading });
                }
            }
        });
    }
}

/// Pushes the bombs of `hand` stronger than `above` (every bomb when `None`) (HG-4.4).
fn push_bombs(hand: Cards, above: Option<Bomb>, out: &mut Vec<Combination>) {
    let stronger = |bomb: Bomb| above.is_none_or(|above| bomb > above);
    let mut push = |cards: Cards, bomb: Bomb| {
        out.push(Combination {
            cards,
            reading: Reading::Bomb(bomb),
        });
    };
    for used in subsets(u64::from(hand.wild_bits())) {
        if let Some(bomb) = Bomb::of_wilds(used as u8).filter(|&bomb| stronger(bomb)) {
            push(Cards::from_bits(0, used as u8), bomb);
        }
    }
    let naturals = hand.natural_bits();
    if stronger(Bomb::Suited) {
        for colour in 0..COLOURS {
            let suited = ODD_RANKS << (colour * LANE);
            if naturals & suited == suited {
                push(Cards::from_bits(suited, 0), Bomb::Suited);
            }
        }
    }
    if stronger(Bomb::Rainbow) {
        push_rainbows(naturals, 3, 0, &mut |chosen| {
            push(Cards::from_bits(chosen, 0), Bomb::Rainbow);
        });
    }
}

/// Calls `f` with every rainbow 3-5-7-9 of `naturals` (HG-10.6): a 3, 5, 7 and 9 in
/// four different colours, picking from `rank` up; `chosen` holds the cards picked below.
fn push_rainbows<F: FnMut(u64)>(naturals: u64, rank: u32, chosen: u64, f: &mut F) {
    if rank > 9 {
        f(chosen);
        return;
    }
    for colour in 0..COLOURS {
        let card = 1 << (colour * LANE + rank);
        if naturals & card != 0 && lane(chosen, colour) == 0 {
            push_rainbows(naturals, rank + 2, chosen | card, f);
        }
    }
}

#[cfg(test)]
#[path = "combination_tests.rs"]
mod tests;
