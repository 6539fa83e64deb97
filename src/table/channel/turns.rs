//! Time at a table: the deadline of the people the game waits for, what the clock does
//! when it passes (the AI takes the seat, or the game ends), players handing their seat to
//! the AI and taking it back, lobbies that expire and games nobody plays any more (a game
//! of one person against AI seats after a day, any other after two weeks), so no channel
//! is blocked for long.

use super::{Context, Match, Stage, Step, Table};
use crate::engine::{Actors, AnyGame, Seat, SeatSet, Text};
use crate::seating::OnTimeout;
use crate::store::{Action, GameStatus, TableTimes, Write};
use crate::table::outbox::{level_text, Mention, Outbox};
use crate::table::{Caller, Player, Recipient, UserId};

/// A game without a clock and without a move for this long ends as abandoned.
pub const IDLE_GAME_LIFETIME_MS: i64 = 14 * 24 * 60 * 60 * 1000;
/// A game of one person against AI seats alone, on a server, ends as abandoned when that
/// person has not moved for this long, clock or not: it holds a channel (and a place of
/// the person's fair-use limit) for nobody else.
pub const ALONE_GAME_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;

/// Whose turn a change began, and whether it changed who the game waits for.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Turns {
    /// The people whose turn began: waited for now, and not before or they moved.
    pub begun: SeatSet,
    /// Whether the people waited for are others than before the change.
    pub changed: bool,
}

impl Table {
    /// When the people the game waits for run out of time, if the table has a clock.
    pub fn deadline(&self) -> Option<i64> {
        self.deadline
    }

    /// What the channel is told when the bot is back after being down a while: that it is
    /// back, and whose turn it is. Nothing for a table without a game.
    pub fn back_online(&self, ctx: &Context) -> Step {
        let mut out = Outbox::default();
        if let Stage::Playing(m) = &self.stage {
            let waited = m.people_waited_for();
            out.news(Text::new("table-back-online"));
            if !waited.is_empty() {
                out.turn(
                    Text::new("table-waiting").arg("count", waited.len()).arg(
                        "players",
                        crate::engine::Arg::List(
                            waited.iter().map(crate::engine::Arg::Seat).collect(),
                        ),
                    ),
                    &m.people_at(waited),
                    Mention::Turn,
                );
            }
        }
        // Nobody's command: the people waited for hear that their game goes on.
        out.settle_mentions(|_, _| true);
        let lang = self.lang(ctx);
        Step {
            writes: Vec::new(),
            messages: self.render(lang, lang, out),
            handover: None,
        }
    }

    /// What the clock does at `now`: if the turn's deadline has passed, each person still
    /// waited for is timed out (the AI takes their seat, or the game ends, as the table's
    /// pace says); a lobby past its lifetime closes; a game of one person against AI
    /// seats on a server that they did not move in for [`ALONE_GAME_LIFETIME_MS`], or a
    /// game without a clock that nobody moved in for [`IDLE_GAME_LIFETIME_MS`], ends as
    /// abandoned; the people waited for are reminded when their reminder falls due.
    /// Nothing happens before.
    pub fn tick(&mut self, ctx: &Context, now: i64) -> Step {
        let mut out = Outbox::default();
        let mut writes = Vec::new();
        let watchers = self.watchers().to_vec();
        self.set_aside(now, &mut out, &mut writes);
        if self.deadline.is_some_and(|deadline| deadline <= now) {
            self.time_out(ctx, now, &mut out, &mut writes);
        } else if self.expires_at().is_some_and(|at| at <= now) {
            self.expire(now, &mut out, &mut writes);
        } else if self.ai_left() {
            self.advance(ctx, now, &mut out, &mut writes);
        }
        // A reminder that fell due is sent here.
        let turns = self.settle_times(ctx, now, &mut out, &mut writes);
        self.quiet(ctx, turns.begun, None, &writes, &mut out);
        self.settle_pings(now, turns, None, &mut out, &mut writes);
        out.tell_watchers(&watchers);
        if self.wake.is_some_and(|wake| wake <= now) && !self.ai_left() {
            // Nothing left to do at this time: it must not fire again and again.
            self.deadline = None;
            self.reminder = None;
            self.wake = None;
            writes.push(Write::Deadline {
                channel: self.channel,
                times: TableTimes::default(),
            });
        }
        self.sum_up(&writes, &mut out);
        let lang = self.lang(ctx);
        Step {
            writes,
            messages: self.render(lang, lang, out),
            handover: None,
        }
    }

    /// Whether the AI's moves of the last command are not all made yet.
    fn ai_left(&self) -> bool {
        matches!(&self.stage, Stage::Playing(m) if m.ai_left)
    }

    /// When the lobby or the idle game ends by itself, if it does. Every event of a game
    /// of one person against AI seats follows that person's command (or their timeout),
    /// so its last event is their last move.
    fn expires_at(&self) -> Option<i64> {
        match &self.stage {
            Stage::Lobby(lobby) => lobby.opened_at.map(|at| at + lobby.pace.lobby.ms()),
            Stage::Playing(m) if self.alone_on_a_server(m) => {
                Some(m.last_event_at + ALONE_GAME_LIFETIME_MS)
            }
            Stage::Playing(m) if m.pace.clock.per_move_ms().is_none() => {
                Some(m.last_event_at + IDLE_GAME_LIFETIME_MS)
            }
            _ => None,
        }
    }

    /// Whether `m` is one person's game against AI seats alone on a server (a community),
    /// where it holds a channel and a place of that person's tables, so it ends a day
    /// after their last move. A game of one's own outside any server (local mode) waits
    /// for its player like any other.
    fn alone_on_a_server(&self, m: &Match) -> bool {
        self.community.is_some() && m.alone()
    }

    /// Closes a lobby nobody started, or ends a game nobody plays any more.
    fn expire(&mut self, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
        let alone = matches!(&self.stage, Stage::Playing(m) if self.alone_on_a_server(m));
        match std::mem::replace(&mut self.stage, Stage::Empty) {
            Stage::Lobby(_) => {
                writes.push(Write::Lobby {
                    channel: self.channel,
                    lobby: None,
                });
                out.news(Text::new("table-lobby-expired"));
                out.lobby_board(Text::new("table-empty"));
            }
            Stage::Playing(m) => {
                out.news(Text::new(if alone {
                    "table-game-idle-alone"
                } else {
                    "table-game-idle"
                }));
                self.remember(&m);
                abandon(*m, now, out, writes);
                out.lobby_board(Text::new("table-empty"));
            }
            Stage::Empty => {}
        }
    }

    fn time_out(&mut self, ctx: &Context, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
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
                    out.news(
                        Text::new("table-timed-out-ai")
                            .arg("player", seat)
                            .arg("level", Text::new(level_text(m.pace.stand_in))),
                    );
                }
                self.advance(ctx, now, out, writes);
            }
            OnTimeout::End => {
                out.news(Text::new("table-timed-out-end").arg("player", first));
                out.final_chart(m.game());
                out.board(Recipient::Channel, m.game(), m.away_seats());
                if let Stage::Playing(m) = std::mem::replace(&mut self.stage, Stage::Empty) {
                    self.remember(&m);
                    abandon(*m, now, out, writes);
                }
            }
        }
    }

    /// Hands the caller's seat to the AI (`away`) or takes it back.
    pub(super) fn away(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        away: bool,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let (m, seat) = self.seated_match(caller)?;
        if m.away[seat.index()] == away {
            return Err(Text::new(if away {
                "table-already-away"
            } else {
                "table-not-away"
            }));
        }
        m.set_away(seat, away, now, writes);
        out.news(
            Text::new(if away { "table-away" } else { "table-back" })
                .arg("player", seat)
                .arg("level", Text::new(level_text(m.pace.stand_in))),
        );
        self.advance(ctx, now, out, writes);
        Ok(())
    }

    /// Stores the table's times when they changed: the turn's deadline (a fresh one when
    /// someone new must act or one of them moved, none when the game waits for nobody or
    /// has no clock), the next reminder of the people waited for (sending the reminders
    /// that are due: see [`Match::reminder`]) and when the table next needs the clock at
    /// all. Called after every change of the table; returns whose turn began (and keeps
    /// when, for the reminders).
    pub(super) fn settle_times(
        &mut self,
        ctx: &Context,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Turns {
        let (deadline, reminder, turns) = match &mut self.stage {
            Stage::Playing(m) => {
                let turns = m.turns(writes.as_slice());
                m.attendance.turns_began(turns.begun, now);
                let deadline = m.next_deadline(now, self.deadline, turns.begun);
                let idle = super::reminders::reminder_idle(&self.settings, ctx);
                let reminder = m.reminder(now, deadline, self.reminder, idle, out);
                (deadline, reminder, turns)
            }
            _ => (None, None, Turns::default()),
        };
        let ai_left = self.ai_left().then_some(now);
        let wake = [deadline, reminder, self.expires_at(), ai_left]
            .into_iter()
            .flatten()
            .min();
        if (deadline, reminder, wake) != (self.deadline, self.reminder, self.wake) {
            self.deadline = deadline;
            self.reminder = reminder;
            self.wake = wake;
            writes.push(Write::Deadline {
                channel: self.channel,
                times: TableTimes {
                    turn: deadline,
                    reminder,
                    wake,
                },
            });
        }
        turns
    }
}

impl Match {
    /// Whether the AI plays `seat`: an AI player, or a person who is away.
    pub(super) fn played_by_ai(&self, seat: Seat) -> bool {
        self.players[seat.index()].is_ai() || self.away[seat.index()]
    }

    /// The seats of people for whom the AI plays.
    pub fn away_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.players.len())
            .filter(|s| self.away[s.index()] && !self.players[s.index()].is_ai())
    }

    /// Whether one person plays against AI seats alone.
    pub(super) fn alone(&self) -> bool {
        self.players.iter().filter(|p| !p.is_ai()).count() == 1
    }

    /// The people (not AI players) at `seats`.
    pub(super) fn people_at(&self, seats: SeatSet) -> Vec<UserId> {
        seats
            .iter()
            .filter_map(|seat| self.players.get(seat.index()))
            .filter(|p| !p.is_ai())
            .map(|p| p.user)
            .collect()
    }

    /// The seats the game waits for that people play themselves.
    pub(super) fn people_waited_for(&self) -> SeatSet {
        people_waited_for(self.game.as_ref(), &self.players, &self.away)
    }

    fn set_away(&mut self, seat: Seat, away: bool, now: i64, writes: &mut Vec<Write>) {
        self.away[seat.index()] = away;
        self.record(Action::Away { seat, away }, now, writes);
    }

    /// Whose turn began with `writes` (waited for now, and not before or they moved and
    /// must act again), and whether the people waited for changed. Remembers who is
    /// waited for.
    fn turns(&mut self, writes: &[Write]) -> Turns {
        let waited = self.people_waited_for();
        let before = std::mem::replace(&mut self.waited, waited);
        let moved: SeatSet = writes
            .iter()
            .filter_map(|w| match w {
                Write::Event { event, .. } => match &event.action {
                    Action::Move { seat, .. } => Some(*seat),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let begun = waited
            .iter()
            .filter(|seat| !before.contains(*seat) || moved.contains(*seat))
            .collect();
        Turns {
            begun,
            changed: waited != before,
        }
    }

    /// The deadline after a change, given the one before: kept while the same people (or
    /// some of them, after others chose) are waited for and no new turn `begun`.
    fn next_deadline(&self, now: i64, current: Option<i64>, begun: SeatSet) -> Option<i64> {
        let per_move = self.pace.clock.per_move_ms()?;
        if self.waited.is_empty() {
            return None;
        }
        match current {
            Some(deadline) if begun.is_empty() => Some(deadline),
            _ => Some(now + per_move),
        }
    }
}

/// The seats `game` waits for that people play themselves: not AI players, and not people
/// who are `away` (the AI plays for them).
pub(super) fn people_waited_for(game: &dyn AnyGame, players: &[Player], away: &[bool]) -> SeatSet {
    match game.actors() {
        Actors::Seats(seats) => seats
            .iter()
            .filter(|s| {
                let ai = players.get(s.index()).is_none_or(Player::is_ai);
                !ai && !away.get(s.index()).copied().unwrap_or(false)
            })
            .collect(),
        _ => SeatSet::default(),
    }
}

/// Ends `m` unfinished: the scores so far, no winner.
fn abandon(m: Match, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
    let scores = m.game.scores();
    for seat in Seat::all(scores.len()) {
        out.news(m.game.final_score_text(seat, &scores));
    }
    writes.push(Write::EndGame {
        game: m.id,
        status: GameStatus::Abandoned,
        at: now,
    });
    out.finished_players = Some(m.players);
}
