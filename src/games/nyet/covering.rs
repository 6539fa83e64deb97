//! The NYET! phase (NY-4): the players cover fields of the board in turn until the free
//! fields define the round.

use super::board::{Cover, DiscardRule, Field, Row};
use super::events::{Event, Illegal};
use super::rules::RoundSetup;
use super::{Nyet, Phase};
use crate::engine::Seat;

impl Nyet {
    /// NY-4.2, NY-4.3: `seat` covers `field`, which must be free and not the last free
    /// field of its row.
    pub(super) fn cover(
        &mut self,
        seat: Seat,
        field: Field,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if field.index().is_none() {
            return Err(Illegal::NoSuchSeat {
                seat: match field {
                    Field::First(s) => s,
                    _ => seat,
                },
            });
        }
        if self.board.cover(field).is_some() {
            return Err(Illegal::Covered { field });
        }
        if !self.board.may_cover(field) {
            return Err(Illegal::LastFree { field });
        }
        self.board.set(field, Cover::Chip(seat));
        let done = self.board.complete();
        self.turn = seat.next(self.players());
        events.push(Event::Covered {
            seat,
            field,
            next: (!done).then_some(self.turn),
        });
        if done {
            self.end_nyet_phase(events);
        }
        Ok(())
    }

    /// NY-4.4: the free fields define the round; then teams (NY-5.1).
    fn end_nyet_phase(&mut self, events: &mut Vec<Event>) {
        let b = &self.board;
        let first = match b.free_field(Row::First) {
            Field::First(s) => s,
            _ => Seat(0),
        };
        let discard = match b.free_field(Row::Discard) {
            Field::Discard(r) => r,
            _ => DiscardRule::None,
        };
        let trump = match b.free_field(Row::Trump) {
            Field::Trump(c) => c,
            _ => None,
        };
        let super_trump = match b.free_field(Row::Super) {
            Field::Super(c) => c,
            _ => None,
        };
        let points = match b.free_field(Row::Points) {
            Field::Points(p) => p,
            _ => 1,
        };
        let setup = RoundSetup {
            first,
            discard,
            trump,
            super_trump,
            points,
        };
        self.setup = Some(setup);
        events.push(Event::RoundSet(setup));
        if self.players == 2 {
            // NY-5.1: no teams with 2 players.
            self.teams = vec![0, 1];
            self.teams_formed = true;
            self.start_choosing(events);
        } else {
            self.phase = Phase::Teams;
        }
    }
}
