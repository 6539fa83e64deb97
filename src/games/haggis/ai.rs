//! A simple AI that sees only its own seat's view and legal moves.
//!
//! It judges a hand by how many plays it would take to get rid of its naturals (long
//! runs and big sets first, see [`plays_needed`]). It bets at its first chance, so the
//! table never waits for it — Little or Big only with a hand that needs few plays. It leads the combination that leaves
//! the tidiest hand, low cards first; it follows with the cheapest combination that does
//! not break up its hand, and passes rather than spend wild cards or bombs, which it
//! keeps for going out or for stopping an opponent about to go out. It gives a bomb-won
//! trick to the opponent with the lowest total.

use super::cards::{Card, Cards};
use super::combination::{combinations, Reading};
use super::notation::{Bet, Move};
use super::rules::{choose_reading, value};
use super::view::View;
use crate::engine::Seat;
use crate::games::colour::Colour;
use rand::seq::SliceRandom;
use rand::Rng;

/// An opponent with this many cards or fewer is about to go out.
const DANGER: u8 = 3;

/// With 3 players, a fresh hand needing at most this many plays is worth a Little bet,
/// one play fewer a Big bet; with 2 players (where a failed bet only pays the one
/// opponent) one play more. Measured over AI games: a hand needing 5 plays goes out first
/// about half the time with 3 players and two times in three with 2.
const LITTLE_BET: usize = 5;

/// How many plays the naturals of `cards` need if played as long runs and big sets,
/// greedily: the biggest single-colour run (3+) or set (2+) first, the rest as singles.
/// Wild cards are left out: they join any play.
fn plays_needed(cards: Cards) -> usize {
    let mut grid = [[false; 9]; 5];
    for card in cards.naturals().iter() {
        if let Card::Natural { colour, rank } = card {
            let c = Colour::ALL.iter().position(|&x| x == colour).unwrap_or(0);
            grid[c][usize::from(rank - 2)] = true;
        }
    }
    let mut plays = 0;
    loop {
        // (cards, is a run, colour or rank, start)
        let mut best: Option<(usize, bool, usize, usize)> = None;
        for (c, row) in grid.iter().enumerate() {
            let mut start = 0;
            while start < 9 {
                let len = row[start..].iter().take_while(|&&b| b).count();
                if len >= 3 && best.is_none_or(|b| len > b.0) {
                    best = Some((len, true, c, start));
                }
                start += len.max(1);
            }
        }
        for r in 0..9 {
            let count = grid.iter().filter(|row| row[r]).count();
            if count >= 2 && best.is_none_or(|b| count > b.0) {
                best = Some((count, false, r, 0));
            }
        }
        let Some((len, run, at, start)) = best else {
            break;
        };
        if run {
            grid[at][start..start + len].fill(false);
        } else {
            grid.iter_mut().for_each(|row| row[at] = false);
        }
        plays += 1;
    }
    plays + grid.iter().flatten().filter(|&&b| b).count()
}

/// Whether the naturals hold a 3-5-7-9 bomb (suited or in four colours).
fn has_natural_bomb(cards: Cards) -> bool {
    let mut found = Vec::new();
    combinations(cards.naturals(), None, &mut found);
    found.iter().any(|c| matches!(c.reading, Reading::Bomb(_)))
}

/// HG-3: the bet for a fresh hand at a table of `players`; a 3-5-7-9 bomb counts as
/// one play less.
pub(super) fn bet_for(hand: Cards, players: u8) -> Bet {
    let needed = plays_needed(hand).saturating_sub(usize::from(has_natural_bomb(hand)));
    let little = LITTLE_BET + usize::from(players == 2);
    if needed < little {
        Bet::Big
    } else if needed == little {
        Bet::Little
    } else {
        Bet::None
    }
}

/// A legal play with what it does.
#[derive(Clone, Copy)]
struct Candidate {
    mv: Move,
    cards: Cards,
    reading: Reading,
    /// Wild cards it spends.
    wilds: i64,
    /// Plays the rest of the hand needs afterwards.
    after: i64,
}

impl Candidate {
    fn bomb(&self) -> bool {
        matches!(self.reading, Reading::Bomb(_))
    }
}

/// The plays among `legal` whose cards pass `keep`, with their readings on `top`.
fn candidates(
    legal: &[Move],
    hand: Cards,
    top: Option<Reading>,
    keep: impl Fn(Cards) -> bool,
) -> Vec<Candidate> {
    legal
        .iter()
        .filter_map(|&mv| match mv {
            Move::Play { cards, declared } if keep(cards) => choose_reading(cards, declared, top)
                .ok()
                .map(|reading| Candidate {
                    mv,
                    cards,
                    reading,
                    wilds: cards.wilds().len() as i64,
                    after: plays_needed(hand.difference(cards)) as i64,
                }),
            _ => None,
        })
        .collect()
}

/// Picks the lowest-cost move, ties broken by `rng`.
fn cheapest<R: Rng + ?Sized>(
    candidates: &[Candidate],
    cost: impl Fn(&Candidate) -> i64,
    rng: &mut R,
) -> Option<Move> {
    let costs: Vec<(i64, Move)> = candidates.iter().map(|c| (cost(c), c.mv)).collect();
    let best = costs.iter().map(|&(cost, _)| cost).min()?;
    let ties: Vec<Move> = costs
        .into_iter()
        .filter(|&(cost, _)| cost == best)
        .map(|(_, mv)| mv)
        .collect();
    ties.choose(rng).copied()
}

/// The AI's choice among `legal`, from `view` (its own seat's view).
pub(super) fn choose<R: Rng + ?Sized>(view: &View, legal: &[Move], rng: &mut R) -> Option<Move> {
    let first = *legal.first()?;
    let me = view.viewer?;
    let hand = view.hand.unwrap_or_default();
    if legal.iter().any(|m| matches!(m, Move::Bet(_))) {
        return Some(Move::Bet(bet_for(hand, view.players)));
    }
    let gifts: Vec<Seat> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Give(s) => Some(*s),
            _ => None,
        })
        .collect();
    if !gifts.is_empty() {
        let score = |s: &Seat| view.seats.get(s.index()).map_or(0, |v| v.score);
        let low = gifts.iter().map(score).min()?;
        let lowest: Vec<Seat> = gifts.into_iter().filter(|s| score(s) == low).collect();
        return lowest.choose(rng).map(|&s| Move::Give(s));
    }
    let going_out = legal
        .iter()
        .find(|m| matches!(m, Move::Play { cards, .. } if *cards == hand));
    if let Some(&mv) = going_out {
        return Some(mv);
    }
    // The fewest cards an opponent still holds.
    let danger = view
        .seats
        .iter()
        .enumerate()
        .filter(|&(s, v)| s != me.index() && v.cards > 0)
        .map(|(_, v)| v.cards)
        .min()
        .unwrap_or(u8::MAX);
    let choice = match view.trick.last() {
        None => lead(legal, hand, danger, rng),
        Some(top) => follow(
            hand,
            &candidates(legal, hand, Some(top.reading), |_| true),
            danger,
            rng,
        ),
    };
    choice.or(Some(first))
}

/// Leads the play leaving the tidiest hand, low and without wild cards; with an opponent
/// about to go out, one with more cards than that opponent holds.
fn lead<R: Rng + ?Sized>(legal: &[Move], hand: Cards, danger: u8, rng: &mut R) -> Option<Move> {
    // Wild cards join a lead only once the hand is small.
    let wild_leads = hand.len() <= 6;
    let pool: Vec<Candidate> =
        candidates(legal, hand, None, |c| wild_leads || c.wilds().is_empty())
            .into_iter()
            .filter(|c| !c.bomb())
            .collect();
    if pool.is_empty() {
        let all = candidates(legal, hand, None, |_| true);
        return cheapest(&all, |c| i64::from(value(c.reading)), rng);
    }
    cheapest(
        &pool,
        |c| {
            let unanswerable = danger <= DANGER && c.cards.len() > usize::from(danger);
            c.after * 20 + c.wilds * 15 + i64::from(value(c.reading))
                - if unanswerable { 60 } else { 0 }
        },
        rng,
    )
}

/// Follows with the cheapest play that keeps the hand together, or passes. Wild cards
/// and bombs are spent only near the end of a hand or against an opponent about to go
/// out.
fn follow<R: Rng + ?Sized>(
    hand: Cards,
    candidates: &[Candidate],
    danger: u8,
    rng: &mut R,
) -> Option<Move> {
    let urgent = danger <= DANGER;
    let now = plays_needed(hand) as i64;
    let (bombs, plain): (Vec<Candidate>, Vec<Candidate>) =
        candidates.iter().partition(|c| c.bomb());
    let affordable: Vec<Candidate> = plain
        .into_iter()
        .filter(|c| urgent || (c.wilds == 0 && c.after <= now) || (c.wilds > 0 && hand.len() <= 5))
        .collect();
    let cost = |c: &Candidate| (c.after - now) * 10 + c.wilds * 15 + i64::from(value(c.reading));
    if let Some(mv) = cheapest(&affordable, cost, rng) {
        return Some(mv);
    }
    let finishing = |c: &Candidate| hand.len() - c.cards.len() <= 2;
    let worth_a_bomb: Vec<Candidate> = bombs
        .into_iter()
        .filter(|c| urgent || finishing(c))
        .collect();
    cheapest(&worth_a_bomb, |c| i64::from(value(c.reading)), rng).or(Some(Move::Pass))
}
