//! The rules proper, as plain functions over small values: resolving a Squabble round
//! (CS-3.2–CS-3.4, CS-5.2, CS-7.2), ranking players by their clown cards (CS-4.1, CS-4.5)
//! and the choices of the Pie Fight (CS-4.2, CS-4.6, CS-7.4). The state machine
//! (`squabble`, `pie_fight`) only sequences them.

use super::cards::{Card, Pile};
use crate::engine::{Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// The most players a game seats (CS-1.3).
pub const MAX_PLAYERS: usize = 6;

/// The value that a surviving 1 beats when one was played (CS-3.3).
const SIX: u8 = 6;

/// Whose card it is in a Squabble round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hand {
    /// A player's card.
    Seat(Seat),
    /// The virtual third player's card of a 2-player game (CS-5).
    Virtual,
}

/// One revealed card of a Squabble round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    /// Who played it.
    pub by: Hand,
    /// The card.
    pub card: Card,
}

/// What a Squabble round came to (CS-3.2–CS-3.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The round number, 1–4.
    pub round: u8,
    /// The revealed cards: the players' in seat order, then the virtual card.
    pub plays: Vec<Play>,
    /// The cards that cancelled each other and went to the box (CS-3.2).
    pub cancelled: Pile,
    /// Whether a surviving 1 counted as 7 because a 6 was played (CS-3.3).
    pub one_as_seven: bool,
    /// Who won the round; `None` when every card was cancelled (CS-3.4).
    pub winner: Option<Hand>,
    /// The cards the winner takes: every card that was not cancelled (CS-3.4).
    pub won: Pile,
}

/// Resolves a round from its revealed cards (CS-3.2–CS-3.4; with the virtual card,
/// CS-5.2 and CS-7.2: it cancels and is cancelled like any other).
pub fn resolve(round: u8, plays: &[Play]) -> RoundResult {
    let all: Pile = plays.iter().map(|p| p.card).collect();
    // CS-3.2: a number played twice or more cancels, all its copies; when everybody played
    // the same number this cancels the whole round.
    let cancelled: Pile = all.iter().filter(|&c| all.count(c) >= 2).collect();
    let survivors = all.minus(cancelled).unwrap_or(Pile::EMPTY);
    let six_played = plays.iter().any(|p| p.card.value() == SIX);
    // Surviving numbers are unique, so a value names exactly one play.
    let by_value = |value: u8| plays.iter().find(|p| p.card.value() == value);
    let one = Card::new(1).filter(|&one| survivors.contains(one));
    // CS-3.3: a surviving 1 counts as 7 when any 6 was played, cancelled or not.
    let (best, one_as_seven) = match one {
        Some(one) if six_played => (Some(one), true),
        _ => (survivors.highest(), false),
    };
    let winner = best.and_then(|card| by_value(card.value())).map(|p| p.by);
    RoundResult {
        round,
        plays: plays.to_vec(),
        cancelled,
        one_as_seven,
        winner,
        won: survivors,
    }
}

/// Orders two players' clown cards for CS-4.1: more cards first, then, card by card from
/// the highest down, the higher card.
pub fn compare_clown_cards(a: Pile, b: Pile) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// The player among `candidates` with the most clown cards (CS-4.1, also for the new
/// stack after a Hit, CS-4.5); a tie that the cards do not break goes to the tied player
/// seated first from seat 0 (the CS-4.1 Decision). `None` without candidates.
pub fn most_clown_cards(piles: &[Pile], candidates: SeatSet) -> Option<Seat> {
    let pile = |seat: Seat| piles.get(seat.index()).copied().unwrap_or_default();
    // Seats come lowest first and only a strictly better pile replaces the best, so the
    // first-seated of equal players stays.
    candidates.iter().fold(None, |best, seat| match best {
        Some(b) if compare_clown_cards(pile(seat), pile(b)) != Ordering::Greater => Some(b),
        _ => Some(seat),
    })
}

/// The next seat clockwise after `seat` among `in_game` (CS-4.2); `seat` itself when
/// nobody else is in.
pub fn next_in_game(seat: Seat, in_game: SeatSet, seats: usize) -> Seat {
    let mut next = seat.next(seats);
    for _ in 0..seats {
        if in_game.contains(next) {
            return next;
        }
        next = next.next(seats);
    }
    seat
}

/// How many clown cards to take from each other player after the second Dodge
/// (CS-4.6, CS-7.4), indexed by seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Split([u8; MAX_PLAYERS]);

impl Split {
    /// Taking nothing.
    pub const NONE: Split = Split([0; MAX_PLAYERS]);

    /// The split taking `counts` (seat, cards) — later entries for a seat add up; `None`
    /// for a seat beyond the largest table.
    pub fn new(counts: impl IntoIterator<Item = (Seat, u8)>) -> Option<Split> {
        let mut split = Split::NONE;
        for (seat, count) in counts {
            let slot = split.0.get_mut(seat.index())?;
            *slot = slot.checked_add(count)?;
        }
        Some(split)
    }

    /// Cards to take from `seat`.
    pub fn from(self, seat: Seat) -> u8 {
        self.0.get(seat.index()).copied().unwrap_or(0)
    }

    /// Cards to take in all.
    pub fn total(self) -> usize {
        self.0.iter().map(|&n| usize::from(n)).sum()
    }

    /// The seats to take from with their counts, lowest seat first, without zeros.
    pub fn iter(self) -> impl Iterator<Item = (Seat, u8)> {
        (0..MAX_PLAYERS as u8)
            .map(Seat)
            .zip(self.0)
            .filter(|&(_, n)| n > 0)
    }
}

/// How many clown cards `taker` may take after the second Dodge (CS-7.4): one per player
/// still in, counting the taker, but no more than the others hold.
pub fn take_count(piles: &[Pile], in_game: SeatSet, taker: Seat) -> usize {
    let others: usize = in_game
        .without(taker)
        .iter()
        .map(|s| piles.get(s.index()).map_or(0, |p| p.len()))
        .sum();
    in_game.len().min(others)
}

/// Every distinct way to pay `n` clown cards out of `pile` (CS-4.2 option 3).
pub fn pay_options(pile: Pile, n: usize) -> Vec<Pile> {
    fn go(pile: Pile, values: &[Card], n: usize, chosen: Pile, out: &mut Vec<Pile>) {
        let Some((&card, rest)) = values.split_first() else {
            if n == 0 {
                out.push(chosen);
            }
            return;
        };
        let rest_holds: usize = rest.iter().map(|&c| pile.count(c)).sum();
        let most = pile.count(card).min(n);
        let least = n.saturating_sub(rest_holds);
        for k in least..=most {
            let mut next = chosen;
            next.extend(std::iter::repeat_n(card, k));
            go(pile, rest, n - k, next, out);
        }
    }
    let values: Vec<Card> = pile.distinct().collect();
    let mut out = Vec::new();
    if pile.len() >= n {
        go(pile, &values, n, Pile::EMPTY, &mut out);
    }
    out
}

/// Every way to split `n` takes among the players in `in_game` other than `taker`, each
/// giving at most the clown cards they hold (CS-4.6, CS-7.4).
pub fn take_options(piles: &[Pile], in_game: SeatSet, taker: Seat, n: usize) -> Vec<Split> {
    fn go(caps: &[(Seat, usize)], n: usize, split: Split, out: &mut Vec<Split>) {
        let Some((&(seat, cap), rest)) = caps.split_first() else {
            if n == 0 {
                out.push(split);
            }
            return;
        };
        let rest_holds: usize = rest.iter().map(|&(_, c)| c).sum();
        for k in n.saturating_sub(rest_holds)..=cap.min(n) {
            let mut next = split;
            next.0[seat.index()] = k as u8;
            go(rest, n - k, next, out);
        }
    }
    let caps: Vec<(Seat, usize)> = in_game
        .without(taker)
        .iter()
        .filter(|s| s.index() < MAX_PLAYERS)
        .map(|s| (s, piles.get(s.index()).map_or(0, |p| p.len())))
        .collect();
    let mut out = Vec::new();
    if caps.iter().map(|&(_, c)| c).sum::<usize>() >= n {
        go(&caps, n, Split::NONE, &mut out);
    }
    out
}
