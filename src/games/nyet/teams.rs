//! Teams and the bonus card (NY-5.1, NY-5.2, NY-9.3).

use super::events::{Event, Illegal};
use super::notation::Move;
use super::view::Awaiting;
use super::{Nyet, Phase};
use crate::engine::Seat;

impl Nyet {
    /// The teams as lists of seats, team 0 first.
    pub(super) fn team_lists(&self) -> Vec<Vec<Seat>> {
        let max = self.teams.iter().copied().max().unwrap_or(0);
        (0..=max)
            .map(|t| {
                Seat::all(self.players())
                    .filter(|s| self.teams[s.index()] == t)
                    .collect()
            })
            .collect()
    }

    /// NY-5.1: the first player forms the teams: alone (3 players), a partner (4) or
    /// the team of 2 (5).
    pub(super) fn form_teams(
        &mut self,
        seat: Seat,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let n = self.players();
        let check = |s: Seat| {
            if s.index() < n {
                Ok(s)
            } else {
                Err(Illegal::NoSuchSeat { seat: s })
            }
        };
        let small: Vec<Seat> = match (self.players, mv) {
            (3, &Move::Alone(s)) => vec![check(s)?],
            (4, &Move::Partner(s)) => {
                check(s)?;
                if s == seat {
                    return Err(Illegal::OwnPartner);
                }
                vec![seat.min(s), seat.max(s)]
            }
            (5, &Move::Team(a, b)) => {
                check(a)?;
                check(b)?;
                if a == b {
                    return Err(Illegal::NoSuchSeat { seat: b });
                }
                vec![a.min(b), a.max(b)]
            }
            _ => {
                return Err(Illegal::NotNow {
                    expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
                })
            }
        };
        self.teams = Seat::all(n)
            .map(|s| if small.contains(&s) { 0 } else { 1 })
            .collect();
        self.teams_formed = true;
        events.push(Event::TeamsFormed {
            by: seat,
            teams: self.team_lists(),
        });
        match self.players {
            3 => {
                // NY-9.3: the bonus card goes to the lone player.
                self.bonus = small.first().copied();
                events.push(Event::BonusGiven {
                    seat: small.first().copied().unwrap_or(seat),
                });
                self.start_choosing(events);
            }
            5 => self.phase = Phase::Bonus,
            _ => self.start_choosing(events),
        }
        Ok(())
    }

    /// NY-5.2: the first player gives the bonus card to a member of the team of 2.
    pub(super) fn give_bonus(&mut self, to: Seat, events: &mut Vec<Event>) -> Result<(), Illegal> {
        if to.index() >= self.players() {
            return Err(Illegal::NoSuchSeat { seat: to });
        }
        if self.teams[to.index()] != 0 {
            return Err(Illegal::NotInSmallTeam { seat: to });
        }
        self.bonus = Some(to);
        events.push(Event::BonusGiven { seat: to });
        self.start_choosing(events);
        Ok(())
    }
}
