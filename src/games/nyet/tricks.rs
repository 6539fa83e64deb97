//! The tricks (NY-6): leading, following and winning, and the booty (NY-6.6, NY-7.1).

use super::cards::Card;
use super::events::{Event, Illegal};
use super::rules::{booty, RoundSetup};
use super::{Nyet, Phase};
use crate::engine::Seat;

impl Nyet {
    /// The next seat clockwise from `from` (inclusive when `inclusive`) that holds cards
    /// and has not played to the current trick.
    fn next_player(&self, from: Seat, inclusive: bool) -> Option<Seat> {
        let n = self.players();
        let start = if inclusive { 0 } else { 1 };
        (start..=n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .find(|s| !self.hands[s.index()].is_empty() && !self.trick.iter().any(|(p, _)| p == s))
    }

    /// NY-6.1: the first player leads the first trick.
    pub(super) fn start_tricks(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Tricks;
        self.start_trick(self.first(), events);
    }

    /// NY-6.1: `leader`, or the next seat still holding cards, leads a new trick.
    fn start_trick(&mut self, leader: Seat, events: &mut Vec<Event>) {
        self.trick.clear();
        self.trick_size = self.hands.iter().filter(|h| !h.is_empty()).count() as u8;
        match self.next_player(leader, true) {
            Some(seat) => {
                self.turn = seat;
                events.push(Event::Leads { seat });
            }
            None => self.end_round(events),
        }
    }

    /// What playing `card` to a trick led with `led` shows everybody (NY-6.4): the kinds
    /// `seat` holds none of. And once `seat` plays a card like the one passed to it
    /// (NY-5.3), the passer no longer knows it still holds one.
    fn note_shown(&mut self, seat: Seat, led: Option<Card>, card: Card, setup: RoundSetup) {
        let i = seat.index();
        if let Some(led) = led {
            self.voids[i] = self.voids[i].union(setup.shown_none(led, card));
        }
        let n = self.players();
        let right = (i + n - 1) % n;
        if self.passed[right] == Some(card) {
            self.passed[right] = None;
        }
    }

    /// NY-6.4–NY-6.6: `seat` plays `card`, following when it must; a full trick is won.
    pub(super) fn play(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let Some(setup) = self.setup else {
            return Err(Illegal::NotInHand { card });
        };
        let hand = &self.hands[seat.index()];
        let Some(at) = hand.iter().position(|&c| c == card) else {
            return Err(Illegal::NotInHand { card });
        };
        let led = self.trick.first().map(|&(_, c)| c);
        if !setup.playable(hand, led).contains(&card) {
            return Err(Illegal::MustFollow { card });
        }
        self.hands[seat.index()].remove(at);
        self.note_shown(seat, led, card, setup);
        self.trick.push((seat, card));
        events.push(Event::Played { seat, card });
        if self.trick.len() < usize::from(self.trick_size) {
            if let Some(next) = self.next_player(seat, false) {
                self.turn = next;
                return Ok(());
            }
        }
        // NY-6.6: the trick is complete.
        let cards = self.trick();
        let w = setup.winner(&cards);
        let (winner, winning) = self.trick[w];
        let got = booty(&self.trick, winner, &self.teams);
        self.tricks[winner.index()] += 1;
        self.booty[winner.index()] += got;
        self.taken[winner.index()].extend(cards);
        events.push(Event::TrickWon {
            seat: winner,
            card: winning,
            booty: got,
        });
        self.start_trick(winner, events);
        Ok(())
    }
}
