//! Dealing and leaders (HG-1, HG-2), bets (HG-3), reading a play (HG-4.5, HG-5.2) and
//! the ordered list of a seat's plays.

use super::cards::{Card, Cards, Wild, NATURALS_DEALT};
use super::combination::{classify, combinations, Combination, Declared, Reading};
use super::events::{Deal, Event, Illegal};
use super::notation::{declared_for, Bet, Move};
use super::{Haggis, Phase, Pile, Trick};
use crate::engine::{ChanceError, Seat};
use rand::seq::SliceRandom;
use rand::Rng;
use rustc_hash::{FxHashMap, FxHashSet};
use std::cmp::Reverse;

/// HG-1: the size of the Haggis: 8 cards with 2 players, 3 with 3.
pub fn haggis_size(players: usize) -> usize {
    Cards::deck_naturals(players).len() - players * NATURALS_DEALT
}

/// Draws a hand's deal: 14 naturals per seat, the rest is the Haggis (HG-2.1); the first
/// deal of a game also draws the first leader (HG-2.2).
pub fn sample_deal<R: Rng + ?Sized>(players: usize, first: bool, rng: &mut R) -> Deal {
    let mut deck: Vec<Card> = Cards::deck_naturals(players).iter().collect();
    deck.shuffle(rng);
    let hands = deck
        .chunks(NATURALS_DEALT)
        .take(players)
        .map(|chunk| chunk.iter().copied().collect())
        .collect();
    let haggis = deck
        .iter()
        .skip(players * NATURALS_DEALT)
        .copied()
        .collect();
    let leader = first.then(|| Seat(rng.gen_range(0..players as u8)));
    Deal {
        hands,
        haggis,
        leader,
    }
}

/// HG-2.2 (Decisions): the leader of a later hand is the player with the lowest total;
/// on a tie, the first of the tied players clockwise after the previous hand's first
/// player out.
pub fn later_leader(scores: &[i64], previous_first_out: Seat) -> Seat {
    let n = scores.len().max(1);
    let lowest = scores.iter().copied().min().unwrap_or(0);
    (1..=n)
        .map(|k| Seat(((previous_first_out.index() + k) % n) as u8))
        .find(|s| scores.get(s.index()) == Some(&lowest))
        .unwrap_or(previous_first_out)
}

/// Whether two readings have the same kind and shape (HG-5.2, HG-10.18).
pub fn same_shape(a: Reading, b: Reading) -> bool {
    match (a, b) {
        (Reading::Set { size: x, .. }, Reading::Set { size: y, .. }) => x == y,
        (
            Reading::Run {
                width: w1,
                length: l1,
                ..
            },
            Reading::Run {
                width: w2,
                length: l2,
                ..
            },
        ) => w1 == w2 && l1 == l2,
        _ => false,
    }
}

/// HG-4.5, HG-5.2: the reading `cards` are played as — among the readings fitting
/// `declared`, the most preferred one that beats `top` (or the most preferred one when
/// leading). The error says why there is none.
pub fn choose_reading(
    cards: Cards,
    declared: Option<Declared>,
    top: Option<Reading>,
) -> Result<Reading, Illegal> {
    let all = classify(cards);
    if all.is_empty() {
        return Err(Illegal::NotACombination { cards });
    }
    let fitting: Vec<Reading> = all
        .into_iter()
        .filter(|r| declared.is_none_or(|d| r.fits(d)))
        .collect();
    if let (true, Some(declared)) = (fitting.is_empty(), declared) {
        return Err(Illegal::NotAsDeclared { cards, declared });
    }
    let best = |readings: Vec<Reading>| readings.into_iter().max_by_key(|r| r.preference_key());
    let Some(top) = top else {
        return best(fitting).ok_or(Illegal::NotACombination { cards });
    };
    let beating = fitting.iter().copied().filter(|r| r.beats(top)).collect();
    best(beating).ok_or(if matches!(top, Reading::Bomb(_)) {
        Illegal::NeedsBomb { top }
    } else if fitting.iter().any(|&r| same_shape(r, top)) {
        Illegal::TooLow { top }
    } else {
        Illegal::WrongShape { top }
    })
}

/// The move that plays `combination`, unambiguous on its own: a selection with several
/// readings (`ambiguous`) carries its full declaration, a selection with one reading none.
fn play_move(combination: Combination, ambiguous: bool) -> Move {
    Move::Play {
        cards: combination.cards,
        declared: if ambiguous {
            declared_for(combination.reading)
        } else {
            None
        },
    }
}

/// The value a reading is compared by (HG-5.2): a set's rank, a run's top rank, a bomb's
/// strength above every rank.
pub fn value(reading: Reading) -> u8 {
    match reading {
        Reading::Set { value, .. } => value,
        Reading::Run { top, .. } => top,
        Reading::Bomb(bomb) => 20 + bomb as u8,
    }
}

/// Appends the plays of `hand` on `top` (`None`: a lead), most useful first, since menus
/// show only the first few that match what the player typed:
///
/// - following, every combination has the shape of the top one, so the cheapest come
///   first: lowest value, then fewest and lowest wild cards; bombs come last, weakest
///   first;
/// - leading, combinations without wild cards come first, then those with wild cards,
///   then bombs; within each group the ones that get rid of the most cards, and among
///   those the lowest, come first — the usual way to lead is to dump long runs and sets
///   of low cards and to keep wild cards for later.
pub fn play_moves(hand: Cards, top: Option<Reading>, out: &mut Vec<Move>) {
    let mut found = Vec::new();
    combinations(hand, top, &mut found);
    let mut seen = FxHashSet::default();
    found.retain(|c| seen.insert(*c));
    // Fewer wild cards first, and the J before the Q before the K.
    let wilds = |c: &Combination| {
        Wild::ALL
            .into_iter()
            .filter(|&w| c.cards.contains(Card::Wild(w)))
            .fold((0, 0), |(count, ranks), w| (count + 1, ranks + w.rank()))
    };
    let bomb = |c: &Combination| matches!(c.reading, Reading::Bomb(_));
    match top {
        Some(_) => found.sort_by_cached_key(|c| (bomb(c), value(c.reading), wilds(c))),
        None => found.sort_by_cached_key(|c| {
            let wild = wilds(c);
            (
                bomb(c),
                wild.0 > 0,
                Reverse(c.cards.len()),
                value(c.reading),
                wild,
            )
        }),
    }
    // Leading, the list holds every reading of every selection, so a selection is
    // ambiguous when it appears more than once. Following, other readings may be missing
    // from the list: ask `classify`, only for selections with wild cards — without wilds
    // the lowest and highest rank and the card count fix the one reading.
    let mut readings: FxHashMap<Cards, usize> = FxHashMap::default();
    if top.is_none() {
        for c in &found {
            *readings.entry(c.cards).or_default() += 1;
        }
    }
    out.extend(found.into_iter().map(|c| {
        let ambiguous = match top {
            None => readings.get(&c.cards).is_some_and(|&n| n > 1),
            Some(_) => !c.cards.wilds().is_empty() && classify(c.cards).len() > 1,
        };
        play_move(c, ambiguous)
    }));
}

impl Haggis {
    /// HG-2.1: applies a deal after checking it fits the table; nothing changes on error.
    pub(super) fn deal(&mut self, deal: &Deal, events: &mut Vec<Event>) -> Result<(), ChanceError> {
        let n = self.players();
        if deal.hands.len() != n {
            return Err(ChanceError::WrongCount);
        }
        if deal.hands.iter().any(|h| h.len() != NATURALS_DEALT) {
            return Err(ChanceError::WrongCount);
        }
        if deal.haggis.len() != haggis_size(n) {
            return Err(ChanceError::WrongCount);
        }
        let dealt = deal
            .hands
            .iter()
            .fold(deal.haggis, |all, hand| all.union(*hand));
        if dealt != Cards::deck_naturals(n) {
            return Err(ChanceError::NotDrawable);
        }
        let first = self.hand_no == 0;
        let leader = match (first, deal.leader, self.previous_first_out) {
            (true, Some(leader), _) if leader.index() < n => leader,
            (true, _, _) => return Err(ChanceError::WrongSeat),
            (false, None, Some(previous)) => later_leader(&self.scores, previous),
            (false, _, _) => return Err(ChanceError::WrongSeat),
        };
        self.hand_no += 1;
        self.hands = deal
            .hands
            .iter()
            .map(|h| h.union(Cards::all_wilds()))
            .collect();
        self.haggis = deal.haggis;
        self.captured = vec![Pile::default(); n];
        self.bets = vec![None; n];
        self.played = vec![false; n];
        self.out.clear();
        self.going_out = vec![0; n];
        self.trick = Trick::default();
        self.turn = leader;
        self.phase = Phase::Playing;
        events.push(Event::Dealt {
            hand: self.hand_no,
            leader,
            random_leader: first,
            hands: self.hands.clone(),
        });
        Ok(())
    }

    /// HG-3: a bet, any time before the player's first card play, once per hand, while
    /// nobody is out.
    pub(super) fn place_bet(
        &mut self,
        seat: Seat,
        bet: Bet,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if let Some(made) = self.bets[seat.index()] {
            return Err(Illegal::AlreadyBet { bet: made });
        }
        if self.played[seat.index()] {
            return Err(Illegal::BetAfterPlay);
        }
        if !self.out.is_empty() {
            return Err(Illegal::BettingClosed);
        }
        self.bets[seat.index()] = Some(bet);
        events.push(Event::Bet { seat, bet });
        Ok(())
    }
}
