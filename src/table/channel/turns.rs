//! Time at a table: the deadline of the people the game waits for, what the clock does
//! when it passes (the AI takes the seat, or the game ends), and players handing their
//! seat to the AI and taking it back.

use super::{Context, Match, Stage, Step, Table};
use crate::engine::{Actors, Seat, SeatSet, Text};
use crate::seating::OnTimeout;
use crate::store::{Action, GameStatus, Write};
use crate::table::outbox::Outbox;
use crate::table::{Caller, Recipient};

impl Table {
    /// When the people the game waits for run out of time, if the table has a clock.
    pub fn deadline(&self) -> Option<i64> {
        self.deadline
    }

    /// What the clock does at `now`: if the deadline has passed, each person still waited
    /// for is timed out (the AI takes their seat, or the game ends, as the table's pace
    /// says). Nothing happens before the deadline.
    pub fn tick(&mut self, ctx: &Context, now: i64) -> Step {
        let mut out = Outbox::default();
        let mut writes = Vec::new();
        if self.deadline.is_some_and(|deadline| deadline <= now) {
            self.time_out(now, &mut out, &mut writes);
            self.settle_deadline(now, &mut writes);
            if self.deadline.is_some_and(|deadline| deadline <= now) {
                // Nobody left to time out: the deadline must not fire again and again.
                self.deadline = None;
                writes.push(Write::Deadline {
                    channel: self.channel,
                    at: None,
                });
            }
        }
        let lang = self.lang(ctx);
        Step {
            writes,
            messages: self.render(lang, lang, out),
        }
    }

    fn time_out(&mut self, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
        let Stage::Playing(m) = &mut self.stage else {
            return;
        };
        let late = m.people_waited_for();
        let Some(first) = late.iter().next() else {
            return;
        };
        match m.pace.on_timeout {
            OnTimeout::Ai => {
                for seat in late.iter() {
                    m.set_away(seat, true, now, writes);
                    out.news(Text::new("table-timed-out-ai").arg("player", seat));
                }
                self.advance(now, out, writes);
            }
            OnTimeout::End => {
                out.news(Text::new("table-timed-out-end").arg("player", first));
                let scores = m.game.scores();
                for (seat, score) in Seat::all(scores.len()).zip(scores) {
                    out.news(
                        Text::new("table-final-score")
                            .arg("player", seat)
                            .arg("score", score),
                    );
                }
                writes.push(Write::EndGame {
                    game: m.id,
                    status: GameStatus::Abandoned,
                    at: now,
                });
                out.board(Recipient::Channel, m);
                if let Stage::Playing(m) = std::mem::replace(&mut self.stage, Stage::Empty) {
                    out.finished_players = Some(m.players);
                }
            }
        }
    }

    /// Hands the caller's seat to the AI (`away`) or takes it back.
    pub(super) fn away(
        &mut self,
        caller: &Caller,
        away: bool,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let Stage::Playing(m) = &mut self.stage else {
            return Err(Text::new("table-no-game"));
        };
        let seat = m
            .seat_of(caller.user)
            .ok_or_else(|| Text::new("table-not-seated"))?;
        if m.away[seat.index()] == away {
            return Err(Text::new(if away {
                "table-already-away"
            } else {
                "table-not-away"
            }));
        }
        m.set_away(seat, away, now, writes);
        out.news(Text::new(if away { "table-away" } else { "table-back" }).arg("player", seat));
        self.advance(now, out, writes);
        Ok(())
    }

    /// Stores a new deadline when the people waited for changed: a fresh one when someone
    /// new must act or one of them moved, none when the game waits for nobody (or has no
    /// clock). Called after every change of the table.
    pub(super) fn settle_deadline(&mut self, now: i64, writes: &mut Vec<Write>) {
        let wanted = match &mut self.stage {
            Stage::Playing(m) => m.next_deadline(now, self.deadline, writes.as_slice()),
            _ => None,
        };
        if wanted != self.deadline {
            self.deadline = wanted;
            writes.push(Write::Deadline {
                channel: self.channel,
                at: wanted,
            });
        }
    }
}

impl Match {
    /// Whether the AI plays `seat`: an AI player, or a person who is away.
    pub(super) fn played_by_ai(&self, seat: Seat) -> bool {
        self.players[seat.index()].is_ai() || self.away[seat.index()]
    }

    /// The seats the game waits for that people play themselves.
    pub(super) fn people_waited_for(&self) -> SeatSet {
        match self.game.actors() {
            Actors::Seats(seats) => seats.iter().filter(|s| !self.played_by_ai(*s)).collect(),
            _ => SeatSet::default(),
        }
    }

    fn set_away(&mut self, seat: Seat, away: bool, now: i64, writes: &mut Vec<Write>) {
        self.away[seat.index()] = away;
        self.record(Action::Away { seat, away }, now, writes);
    }

    /// The deadline after a change, given the one before: kept while the same people (or
    /// some of them, after others chose) are waited for and none of them moved.
    fn next_deadline(&mut self, now: i64, current: Option<i64>, writes: &[Write]) -> Option<i64> {
        let waited = self.people_waited_for();
        let before = std::mem::replace(&mut self.waited, waited);
        let per_move = self.pace.clock.per_move_ms()?;
        if waited.is_empty() {
            return None;
        }
        let moved = writes.iter().any(|w| match w {
            Write::Event { event, .. } => match &event.action {
                Action::Move { seat, .. } => waited.contains(*seat),
                _ => false,
            },
            _ => false,
        });
        let same_people = waited.iter().all(|seat| before.contains(seat));
        match current {
            Some(deadline) if same_people && !moved => Some(deadline),
            _ => Some(now + per_move),
        }
    }
}
