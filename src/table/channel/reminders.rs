//! Reminding people that the game waits for them, by direct message, only when they are
//! away from the table (see [`super::attendance`]): when a turn began and its person did
//! nothing at the table for [`REMINDER_IDLE_MS`], again when a fifth of their time is left
//! (or after a day without a clock) if they are away then, and when a fellow player nudges
//! them while they are away. People playing live get none: the channel's turn line is
//! their reminder, as it is at real-time speeds.

use super::{Context, Match, Table};
use crate::engine::{Arg, Seat, Text};
use crate::store::Write;
use crate::table::outbox::{Mention, Outbox};
use crate::table::{Caller, ChannelSettings};

/// A person whose turn began and who did nothing at the table for this long is reminded
/// by direct message; someone who did something at a table within it gets no reminder or
/// nudge by direct message there (the default of [`super::Context::reminder_idle_ms`]).
pub const REMINDER_IDLE_MS: i64 = 10 * 60 * 1000;
/// Without a clock, a person still waited for a day after their turn began is reminded
/// again.
pub const UNCLOCKED_REMINDER_MS: i64 = 24 * 60 * 60 * 1000;
/// A seat is nudged at most once in this long.
pub const NUDGE_INTERVAL_MS: i64 = 60 * 60 * 1000;
/// With a clock, the second reminder comes when this fraction of the time is left.
const REMINDER_LEFT_DIVISOR: i64 = 5;

/// How long someone must have done nothing at a table with these `settings` before a
/// reminder or a nudge reaches them by direct message: the channel's choice, else the bot's.
pub(super) fn reminder_idle(settings: &ChannelSettings, ctx: &Context) -> i64 {
    settings
        .reminder_wait
        .map_or(ctx.reminder_idle_ms, |wait| wait.minutes() * 60 * 1000)
}

impl Match {
    /// Sends the reminders that fell due since the `pending` one (the earliest still to
    /// come, as stored) and returns the next. Each person the game waits for has two: the
    /// turn's reminder, [`REMINDER_IDLE_MS`] (`idle`) after their turn began, unless they
    /// did something at the table since; and the later one, when a fifth of their time
    /// is left before the `deadline` (or a day after their turn began without a clock),
    /// unless they did something at the table within `idle`. Each person gets at most one
    /// at a time (the later, when both fell due while the bot was down). Real-time tables
    /// keep none.
    pub(super) fn reminder(
        &self,
        now: i64,
        deadline: Option<i64>,
        pending: Option<i64>,
        idle: i64,
        out: &mut Outbox,
    ) -> Option<i64> {
        if !self.pace.clock.turn_based() || self.waited.is_empty() {
            return None;
        }
        let due = |at: i64| pending.is_some_and(|from| from <= at) && at <= now;
        let mut next = None::<i64>;
        for seat in self.waited.iter() {
            let Some(began) = self.attendance.began(seat) else {
                continue;
            };
            let (later, id) = match (deadline, self.pace.clock.per_move_ms()) {
                (Some(deadline), Some(per_move)) => (
                    deadline - per_move / REMINDER_LEFT_DIVISOR,
                    "table-reminder-hurry",
                ),
                _ => (began + UNCLOCKED_REMINDER_MS, "table-reminder-still"),
            };
            let first = Some(began + idle)
                .filter(|at| *at < later && !self.attendance.acted_since_turn_began(seat));
            let text = if due(later) {
                (!self.attendance.present(seat, now, idle)).then_some(id)
            } else {
                first.filter(|at| due(*at)).map(|_| "table-reminder-turn")
            };
            if let Some(id) = text {
                let game = Text::new(self.game.info().name);
                self.remind(out, seat, Text::new(id).arg("game", game));
            }
            let coming = [first, Some(later)]
                .into_iter()
                .flatten()
                .filter(|at| *at > now);
            next = next.into_iter().chain(coming).min();
        }
        next
    }

    fn remind(&self, out: &mut Outbox, seat: Seat, text: Text) {
        if let Some(player) = self.players.get(seat.index()).filter(|p| !p.is_ai()) {
            out.remind(player.user, text);
        }
    }
}

impl Table {
    /// `/game nudge`: reminds the people the game waits for (other than the caller) that
    /// it is their turn, each at most once per [`NUDGE_INTERVAL_MS`]: says so in the
    /// channel (which pings them only as often as [`super::pings`] lets it), and by direct
    /// message to those who did nothing at the table within `idle` (the others are there).
    pub(super) fn nudge(
        &mut self,
        caller: &Caller,
        now: i64,
        idle: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let (m, nudger) = self.seated_match(caller)?;
        let waiting: Vec<Seat> = m
            .people_waited_for()
            .iter()
            .filter(|seat| *seat != nudger)
            .collect();
        if waiting.is_empty() {
            return Err(Text::new("table-nudge-nobody"));
        }
        let nudged_at = |seat: Seat| m.nudged.get(seat.index()).copied().flatten();
        let due: Vec<Seat> = waiting
            .iter()
            .copied()
            .filter(|seat| nudged_at(*seat).is_none_or(|at| now - at >= NUDGE_INTERVAL_MS))
            .collect();
        if due.is_empty() {
            let next = waiting
                .iter()
                .filter_map(|seat| nudged_at(*seat))
                .min()
                .map_or(0, |at| at + NUDGE_INTERVAL_MS - now);
            let minutes = (next + 59_999) / 60_000;
            return Err(Text::new("table-nudged-recently").arg("minutes", minutes.max(1)));
        }
        m.nudged.resize(m.players.len(), None);
        for seat in &due {
            m.nudged[seat.index()] = Some(now);
            if m.pace.clock.turn_based() && !m.attendance.present(*seat, now, idle) {
                let text = Text::new("table-reminder-nudge")
                    .arg("player", nudger)
                    .arg("game", Text::new(m.game.info().name));
                m.remind(out, *seat, text);
            }
        }
        writes.push(Write::Nudged {
            game: m.id,
            at: m.nudged.clone(),
        });
        let people = m.people_at(due.iter().copied().collect());
        out.turn(
            Text::new("table-nudged")
                .arg("player", nudger)
                .arg("count", due.len())
                .arg(
                    "players",
                    Arg::List(due.into_iter().map(Arg::Seat).collect()),
                ),
            &people,
            Mention::Request,
        );
        Ok(())
    }
}
