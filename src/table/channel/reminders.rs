//! Reminding people that the game waits for them: by direct message when their turn
//! begins in a game that lasts days, again when a fifth of their time is left (or after a
//! day without a clock), and when a fellow player nudges them. Real-time tables remind
//! only in the channel's turn line.

use super::{Match, Table};
use crate::engine::{Arg, Seat, SeatSet, Text};
use crate::store::Write;
use crate::table::outbox::{Mention, Outbox};
use crate::table::Caller;

/// Without a clock, a person who has not acted for this long is reminded once.
pub const UNCLOCKED_REMINDER_MS: i64 = 24 * 60 * 60 * 1000;
/// A seat is nudged at most once in this long.
pub const NUDGE_INTERVAL_MS: i64 = 60 * 60 * 1000;
/// With a clock, the second reminder comes when this fraction of the time is left.
const REMINDER_LEFT_DIVISOR: i64 = 5;

impl Match {
    /// The reminder to keep after a change, given the pending one: the people whose turn
    /// `begun` are reminded now and get a fresh one (a fifth of their time before the
    /// `deadline`, or a day later without a clock); a pending reminder that is due is sent
    /// to everyone still waited for, and none follows it. Real-time tables keep none.
    pub(super) fn reminder(
        &self,
        now: i64,
        deadline: Option<i64>,
        pending: Option<i64>,
        begun: SeatSet,
        out: &mut Outbox,
    ) -> Option<i64> {
        if !self.pace.clock.turn_based() || self.waited.is_empty() {
            return None;
        }
        let game = || Text::new(self.game.info().name);
        if !begun.is_empty() {
            for seat in begun.iter() {
                self.remind(
                    out,
                    seat,
                    Text::new("table-reminder-turn").arg("game", game()),
                );
            }
            return Some(match (deadline, self.pace.clock.per_move_ms()) {
                (Some(deadline), Some(per_move)) => deadline - per_move / REMINDER_LEFT_DIVISOR,
                _ => now + UNCLOCKED_REMINDER_MS,
            });
        }
        match pending {
            Some(at) if at <= now => {
                let id = if deadline.is_some() {
                    "table-reminder-hurry"
                } else {
                    "table-reminder-still"
                };
                for seat in self.waited.iter() {
                    self.remind(out, seat, Text::new(id).arg("game", game()));
                }
                None
            }
            pending => pending,
        }
    }

    fn remind(&self, out: &mut Outbox, seat: Seat, text: Text) {
        if let Some(player) = self.players.get(seat.index()).filter(|p| !p.is_ai()) {
            out.remind(player.user, text);
        }
    }
}

impl Table {
    /// `/game nudge`: reminds the people the game waits for (other than the caller) that
    /// it is their turn, each at most once per [`NUDGE_INTERVAL_MS`], and says so in the
    /// channel (which pings them only as often as [`super::pings`] lets it).
    pub(super) fn nudge(
        &mut self,
        caller: &Caller,
        now: i64,
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
            if m.pace.clock.turn_based() {
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
