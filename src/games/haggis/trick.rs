//! Trick play (HG-5): leading and following, passing and re-entry, the end of a trick,
//! capturing (with the bomb rule) and going out.

use super::cards::Cards;
use super::combination::{Declared, Reading};
use super::events::{Event, Illegal};
use super::options::BombCapture;
use super::pile::Pile;
use super::rules::choose_reading;
use super::{Haggis, Phase};
use crate::engine::Seat;

/// One play of the trick on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickPlay {
    /// Who played.
    pub seat: Seat,
    /// The cards.
    pub cards: Cards,
    /// How they are read.
    pub reading: Reading,
}

/// The trick on the table (HG-5.3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trick {
    plays: Vec<TrickPlay>,
    /// Passes since the top play.
    passes: u8,
    /// Passes that end the trick: the players other than the top player still holding
    /// cards when it was played (BGA's count).
    needed: u8,
}

impl Trick {
    /// The plays, in order.
    pub fn plays(&self) -> &[TrickPlay] {
        &self.plays
    }

    /// The combination to beat, `None` when the next play leads.
    pub fn top(&self) -> Option<Reading> {
        self.plays.last().map(|p| p.reading)
    }

    /// Every card played to the trick.
    pub fn cards(&self) -> Pile {
        let mut pile = Pile::default();
        for play in &self.plays {
            pile.add(play.cards);
        }
        pile
    }

    /// Passes since the top play.
    pub fn passes(&self) -> u8 {
        self.passes
    }
}

impl Haggis {
    /// HG-5.1, HG-5.2: `seat` (whose turn it is) plays `cards`.
    pub(super) fn play(
        &mut self,
        seat: Seat,
        cards: Cards,
        declared: Option<Declared>,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let hand = self.hands[seat.index()];
        let missing = cards.difference(hand);
        if !missing.is_empty() {
            return Err(Illegal::NotInHand { cards: missing });
        }
        let lead = self.trick.top().is_none();
        let reading = choose_reading(cards, declared, self.trick.top())?;
        self.hands[seat.index()] = hand.difference(cards);
        self.played[seat.index()] = true;
        self.trick.plays.push(TrickPlay {
            seat,
            cards,
            reading,
        });
        self.trick.passes = 0;
        // HG-5.3: everyone else still holding cards must pass.
        self.trick.needed = Seat::all(self.players())
            .filter(|&s| s != seat && !self.hands[s.index()].is_empty())
            .count() as u8;
        events.push(Event::Played {
            seat,
            cards,
            reading,
            lead,
        });
        if self.hands[seat.index()].is_empty() {
            self.go_out(seat, events);
        }
        if self.holders() <= 1 {
            // HG-6.1, HG-6.2: the hand ends; the last play wins the trick on the table.
            self.end_trick(events);
        } else if let Some(next) = self.next_holder(seat, false) {
            self.turn = next;
        }
        Ok(())
    }

    /// HG-5.2, HG-5.3: `seat` passes; the trick ends once everyone else still holding
    /// cards has passed since the top play.
    pub(super) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), Illegal> {
        if self.trick.top().is_none() {
            return Err(Illegal::CannotPassOnLead);
        }
        self.trick.passes += 1;
        events.push(Event::Passed { seat });
        if self.trick.passes >= self.trick.needed {
            self.end_trick(events);
        } else if let Some(next) = self.next_holder(seat, false) {
            self.turn = next;
        }
        Ok(())
    }

    /// HG-5.6, HG-6.4: `seat` played its last card.
    fn go_out(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let counted = self.hands.iter().map(|h| h.len()).max().unwrap_or(0);
        let first = self.out.is_empty();
        let bonus = if first {
            self.options.first_out_bonus.points()
        } else {
            0
        };
        let points = 5 * counted as i64 + bonus;
        self.going_out[seat.index()] += points;
        self.out.push(seat);
        events.push(Event::WentOut {
            seat,
            place: self.out.len() as u8,
            counted: counted as u8,
            points,
            bonus,
        });
    }

    /// HG-5.4: the last play wins the trick. Its cards go to the winner, or — won by a
    /// bomb — to the player of the combination just before the bomb, or, for a led bomb,
    /// to the bomber's right-hand neighbour; with `bomb_capture=winner_chooses` and 3
    /// players the bomber decides.
    fn end_trick(&mut self, events: &mut Vec<Event>) {
        let Some(&last) = self.trick.plays.last() else {
            return;
        };
        let winner = last.seat;
        if !matches!(last.reading, Reading::Bomb(_)) {
            self.capture(winner, winner, events);
            return;
        }
        if self.options.bomb_capture == BombCapture::WinnerChooses && self.players() == 3 {
            self.phase = Phase::Giving { bomber: winner };
            events.push(Event::MustGive { bomber: winner });
            return;
        }
        let plays = &self.trick.plays;
        let receiver = match plays.len().checked_sub(2).and_then(|i| plays.get(i)) {
            Some(before) => before.seat,
            None => Seat(((winner.index() + self.players() - 1) % self.players()) as u8),
        };
        self.capture(winner, receiver, events);
    }

    /// HG-5.4 `winner_chooses`: the bomber gives the trick to an opponent.
    pub(super) fn give(
        &mut self,
        bomber: Seat,
        to: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if to == bomber || to.index() >= self.players() {
            return Err(Illegal::NotAnOpponent { seat: to });
        }
        self.phase = Phase::Playing;
        self.capture(bomber, to, events);
        Ok(())
    }

    /// Moves the trick's cards to `receiver`, then the next trick starts (HG-5.5) or the
    /// hand ends (HG-6).
    fn capture(&mut self, winner: Seat, receiver: Seat, events: &mut Vec<Event>) {
        let cards = self.trick.cards();
        self.captured[receiver.index()].merge(cards);
        events.push(Event::TrickTaken {
            winner,
            receiver,
            bomb: winner != receiver,
            count: cards.len() as u8,
            points: cards.points(),
        });
        self.trick = Trick::default();
        if self.holders() <= 1 {
            self.end_hand(events);
            return;
        }
        if let Some(leader) = self.next_holder(winner, true) {
            self.turn = leader;
            events.push(Event::Leads { seat: leader });
        }
    }
}
