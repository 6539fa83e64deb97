//! The row-2 step (NY-5.3, NY-9.2): every player chooses cards to discard or to pass
//! left, at the same time and in secret, and may change the choice until the last one is
//! in; then all apply at once.

use super::board::DiscardRule;
use super::cards::{remove_all, Card, Kinds};
use super::events::{Event, Illegal};
use super::notation::Move;
use super::view::Awaiting;
use super::{Nyet, Phase};
use crate::engine::{Seat, SeatSet};

impl Nyet {
    /// NY-5.3: the row-2 choices, or straight to the tricks.
    pub(super) fn start_choosing(&mut self, events: &mut Vec<Event>) {
        let rule = self.setup.map_or(DiscardRule::None, |s| s.discard);
        self.pending = vec![None; self.players()];
        self.must_choose = match rule {
            DiscardRule::None => SeatSet::EMPTY,
            // NY-9.2: a hand of only 1s has nothing to choose.
            DiscardRule::ExceptOne => Seat::all(self.players())
                .filter(|s| self.hands[s.index()].iter().any(|c| !c.is_one()))
                .collect(),
            _ => Seat::all(self.players()).collect(),
        };
        if rule == DiscardRule::ExceptOne {
            // NY-9.2: whoever is not asked has shown a hand of only 1s.
            let only_ones = Kinds::matching(|c| !c.is_one());
            for seat in Seat::all(self.players()).filter(|&s| !self.must_choose.contains(s)) {
                self.voids[seat.index()] = self.voids[seat.index()].union(only_ones);
            }
        }
        if self.must_choose.is_empty() {
            self.start_tricks(events);
        } else {
            self.phase = Phase::Choosing;
        }
    }

    /// The cards `seat` may choose from: its hand plus its pending choice.
    fn full_hand(&self, seat: Seat) -> Vec<Card> {
        let mut full = self.hands[seat.index()].clone();
        full.extend(self.pending[seat.index()].iter().flatten());
        full.sort();
        full
    }

    /// NY-5.3: `seat` chooses its cards to discard or pass, or changes its choice.
    pub(super) fn choose(
        &mut self,
        seat: Seat,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let rule = self.setup.map_or(DiscardRule::None, |s| s.discard);
        let expected = || Illegal::NotNow {
            expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
        };
        if !self.must_choose.contains(seat) {
            return Err(expected());
        }
        let (cards, pass) = match (rule, mv) {
            (DiscardRule::PassLeft, Move::Pass(c)) => (vec![*c], true),
            (DiscardRule::PassLeft, _) => return Err(expected()),
            (_, Move::Discard(cards)) => (cards.clone(), false),
            _ => return Err(expected()),
        };
        let needed = if rule == DiscardRule::Two { 2 } else { 1 };
        if cards.len() != needed {
            return Err(Illegal::CardCount {
                needed: needed as u8,
            });
        }
        if rule == DiscardRule::ExceptOne && cards.iter().any(|c| c.is_one()) {
            return Err(Illegal::NoOnes);
        }
        let mut rest = self.full_hand(seat);
        if remove_all(&mut rest, &cards).is_none() {
            let missing = cards
                .iter()
                .copied()
                .find(|c| !rest.contains(c))
                .or(cards.first().copied());
            return Err(match missing {
                Some(card) => Illegal::NotInHand { card },
                None => Illegal::CardCount {
                    needed: needed as u8,
                },
            });
        }
        let mut sorted = cards;
        sorted.sort();
        let changed = self.pending[seat.index()].is_some();
        self.hands[seat.index()] = rest;
        self.pending[seat.index()] = Some(sorted.clone());
        let waiting = self.actor_set();
        events.push(Event::Chose {
            seat,
            cards: sorted,
            pass,
            changed,
            waiting,
        });
        if waiting.is_empty() {
            self.apply_choices(rule, events);
        }
        Ok(())
    }

    /// NY-9.2: all choices apply at once.
    fn apply_choices(&mut self, rule: DiscardRule, events: &mut Vec<Event>) {
        let n = self.players();
        let given: Vec<Vec<Card>> = self
            .pending
            .iter_mut()
            .map(|p| p.take().unwrap_or_default())
            .collect();
        let mut received = vec![None; n];
        for (s, cards) in given.iter().enumerate() {
            if rule == DiscardRule::PassLeft {
                let to = Seat(s as u8).next(n).index();
                for &c in cards {
                    self.hands[to].push(c);
                    received[to] = Some(c);
                    self.passed[s] = Some(c);
                }
            } else {
                self.discarded[s].extend(cards);
            }
        }
        for h in &mut self.hands {
            h.sort();
        }
        events.push(Event::ChoicesApplied {
            rule,
            given,
            received,
            hands: self.hands.clone(),
        });
        self.must_choose = SeatSet::EMPTY;
        self.start_tricks(events);
    }

    /// Legal choices of the row-2 step for `seat`.
    pub(super) fn choice_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        let Some(setup) = self.setup else { return };
        let full = self.full_hand(seat);
        let mut singles = full.clone();
        singles.dedup();
        match setup.discard {
            DiscardRule::None => {}
            DiscardRule::One => out.extend(singles.into_iter().map(|c| Move::Discard(vec![c]))),
            DiscardRule::ExceptOne => out.extend(
                singles
                    .into_iter()
                    .filter(|c| !c.is_one())
                    .map(|c| Move::Discard(vec![c])),
            ),
            DiscardRule::PassLeft => out.extend(singles.into_iter().map(Move::Pass)),
            DiscardRule::Two => {
                let mut pairs: Vec<Vec<Card>> = Vec::new();
                for i in 0..full.len() {
                    for j in i + 1..full.len() {
                        pairs.push(vec![full[i], full[j]]);
                    }
                }
                pairs.dedup();
                out.extend(pairs.into_iter().map(Move::Discard));
            }
        }
    }
}
