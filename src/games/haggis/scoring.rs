//! The end of a hand (HG-6: remaining cards and the Haggis, card points, bets) and of the
//! game (HG-7).

use super::cards::Cards;
use super::events::{Event, HandScore};
use super::notation::Bet;
use super::{Haggis, Phase};
use crate::engine::Seat;

/// HG-3: a bet's value: 0, 15 or 30.
pub fn bet_value(bet: Bet) -> i64 {
    match bet {
        Bet::None => 0,
        Bet::Little => 15,
        Bet::Big => 30,
    }
}

/// HG-3, HG-6.6: bet points per seat once `first_out` went out first. The first player
/// out wins her own bet; every other bet fails and its value goes to the first player
/// out and to every other player who made no bet (`bet none` counts as no bet).
pub fn bet_points(bets: &[Option<Bet>], first_out: Seat) -> Vec<i64> {
    let value = |s: usize| bets[s].map_or(0, bet_value);
    let mut points = vec![0; bets.len()];
    for bettor in (0..bets.len()).filter(|&s| value(s) > 0) {
        if bettor == first_out.index() {
            points[bettor] += value(bettor);
            continue;
        }
        for (s, p) in points.iter_mut().enumerate() {
            if s != bettor && (s == first_out.index() || value(s) == 0) {
                *p += value(bettor);
            }
        }
    }
    points
}

/// HG-7: how the game stands once a hand is scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Nobody reached the target: another hand.
    Below,
    /// The target is reached but these players share the highest total: another hand.
    Tied(Vec<Seat>),
    /// The target is reached and this player alone has the highest total: the game ends.
    Won(Seat),
}

/// HG-7: the standing after a hand with these totals.
pub fn standing(scores: &[i64], target: i64) -> Standing {
    let best = scores.iter().copied().max().unwrap_or(0);
    if best < target {
        return Standing::Below;
    }
    let top: Vec<Seat> = Seat::all(scores.len())
        .filter(|s| scores[s.index()] == best)
        .collect();
    match top.as_slice() {
        [winner] => Standing::Won(*winner),
        _ => Standing::Tied(top),
    }
}

impl Haggis {
    /// HG-6.2–6.7, HG-7: the last player's cards and the Haggis go to the first player
    /// out, the hand is scored, and the game ends or the next hand is dealt.
    pub(super) fn end_hand(&mut self, events: &mut Vec<Event>) {
        let n = self.players();
        let Some(&first_out) = self.out.first() else {
            return;
        };
        let last = Seat::all(n).find(|s| !self.hands[s.index()].is_empty());
        let remaining = last.map(|s| self.hands[s.index()]).unwrap_or_default();
        let haggis = std::mem::take(&mut self.haggis);
        let pile = &mut self.captured[first_out.index()];
        pile.add(remaining);
        pile.add(haggis);
        if let Some(last) = last {
            self.hands[last.index()] = Cards::EMPTY;
        }
        events.push(Event::HandEnded {
            hand: self.hand_no,
            first_out,
            last,
            remaining,
            haggis,
        });
        let bets = bet_points(&self.bets, first_out);
        let rows: Vec<HandScore> = (0..n)
            .map(|s| {
                let going_out = self.going_out[s];
                let cards = i64::from(self.captured[s].points());
                HandScore {
                    going_out,
                    cards,
                    bets: bets[s],
                    total: going_out + cards + bets[s],
                }
            })
            .collect();
        for (total, row) in self.scores.iter_mut().zip(&rows) {
            *total += row.total;
        }
        events.push(Event::HandScored {
            hand: self.hand_no,
            rows: rows.clone(),
            totals: self.scores.clone(),
        });
        self.last_hand = Some(rows);
        self.round_totals.record(&self.scores);
        self.previous_first_out = Some(first_out);
        match standing(&self.scores, self.options.target.points()) {
            Standing::Won(winner) => {
                self.winners = vec![winner];
                self.phase = Phase::Over;
                events.push(Event::GameOver {
                    winners: self.winners.clone(),
                    totals: self.scores.clone(),
                });
            }
            Standing::Below => self.phase = Phase::Dealing,
            Standing::Tied(leaders) => {
                let total = self.scores.iter().copied().max().unwrap_or(0);
                events.push(Event::PlayOn { leaders, total });
                self.phase = Phase::Dealing;
            }
        }
    }
}
