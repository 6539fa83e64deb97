//! A round's deal and its end: the cards dealt (NY-2), the scoring, and the next round or
//! the end of the game (NY-7).

use super::cards::{deck, hand_size, remove_all, round_count, Kinds};
use super::events::{Chance, Deal, Event};
use super::options::TargetScore;
use super::rules::round_scores;
use super::{Board, Nyet, Phase};
use crate::engine::{ChanceError, Seat, SeatSet};
use rand::seq::SliceRandom;
use rand::Rng;

impl Nyet {
    /// Resets everything a round keeps (before its deal).
    pub(super) fn reset_round(&mut self) {
        let n = self.players();
        self.setup = None;
        self.hands = vec![Vec::new(); n];
        self.set_aside = Vec::new();
        self.pending = vec![None; n];
        self.must_choose = SeatSet::EMPTY;
        self.discarded = vec![Vec::new(); n];
        self.passed = vec![None; n];
        self.voids = vec![Kinds::NONE; n];
        self.teams = (0..n as u8).collect();
        self.teams_formed = false;
        self.bonus = None;
        self.trick = Vec::new();
        self.taken = vec![Vec::new(); n];
        self.tricks = vec![0; n];
        self.booty = vec![0; n];
        self.board = Board::new(n);
    }

    /// A shuffled deck dealt into the hands (NY-2).
    pub(super) fn sample_deal<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let mut cards = deck(self.players());
        cards.shuffle(rng);
        let size = hand_size(self.players());
        let hands = cards
            .chunks(size)
            .take(self.players())
            .map(|h| {
                let mut h = h.to_vec();
                h.sort();
                h
            })
            .collect();
        Chance::Deal(Deal { hands })
    }

    /// Deals a round, if the deal fits the deck and the seats (NY-2).
    pub(super) fn apply_deal(
        &mut self,
        deal: &Deal,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        if deal.hands.len() != self.players() {
            return Err(ChanceError::WrongCount);
        }
        let size = hand_size(self.players());
        if deal.hands.iter().any(|h| h.len() != size) {
            return Err(ChanceError::WrongCount);
        }
        let mut rest = deck(self.players());
        for hand in &deal.hands {
            if remove_all(&mut rest, hand).is_none() {
                return Err(ChanceError::NotDrawable);
            }
        }
        self.round += 1;
        self.hands = deal
            .hands
            .iter()
            .map(|h| {
                let mut h = h.clone();
                h.sort();
                h
            })
            .collect();
        self.set_aside = rest;
        self.board = Board::new(self.players());
        self.phase = Phase::Nyet;
        self.turn = self.dealer;
        events.push(Event::Dealt {
            round: self.round,
            dealer: self.dealer,
            hands: self.hands.clone(),
        });
        Ok(())
    }

    /// NY-7: scores the round, then the next round or the end (NY-2, NY-7.4, NY-9.5).
    pub(super) fn end_round(&mut self, events: &mut Vec<Event>) {
        let points = self.setup.map_or(1, |s| s.points);
        let gained = round_scores(&self.tricks, &self.booty, &self.teams, points, self.bonus);
        for (total, g) in self.scores.iter_mut().zip(&gained) {
            *total += g;
        }
        events.push(Event::RoundScored {
            round: self.round,
            tricks: self.tricks.clone(),
            booty: self.booty.clone(),
            points: gained.clone(),
            totals: self.scores.clone(),
        });
        self.last_round = Some(gained);
        self.round_totals.record(&self.scores);
        let over = match self.options.target_score {
            TargetScore::Off => self.round >= round_count(self.players()),
            TargetScore::Points(t) => self.scores.iter().any(|&s| s >= i64::from(t)),
        };
        if over {
            let best = self.scores.iter().copied().max().unwrap_or(0);
            self.winners = Seat::all(self.players())
                .filter(|s| self.scores[s.index()] == best)
                .collect();
            self.phase = Phase::Over;
            events.push(Event::GameOver {
                winners: self.winners.clone(),
                totals: self.scores.clone(),
            });
        } else {
            // NY-2.2: the deal moves one seat clockwise.
            self.dealer = self.dealer.next(self.players());
            self.phase = Phase::Dealing;
        }
    }
}
