//! Who is at a table: when each seat's turn began, and when its person last did something
//! there. Reminders and nudges reach people by direct message only when they are away
//! from the table (see [`super::reminders`]), so that people playing live get none.
//!
//! Doing something at a table is any command of theirs that the table carries out there: a
//! move, a look at their hand (`/hand`, *Show my hand*, the *Play* menu), `/game status`,
//! `/game watch`, `/game nudge`, `/game away` or `/game back`, a setting of the channel. A
//! refused command changes nothing, and counts for nothing.
//!
//! Moves are in the game's record with their times, so only the other commands are stored
//! ([`Write::Seen`]), and only when it matters: the first one after a turn began (it spares
//! its person the turn's reminder), or one more than [`SEEN_PRECISION_MS`] after the last
//! thing they did. When each turn began is read back from the record too.

use super::turns::people_waited_for;
use crate::engine::{GameKind, Seat, SeatSet};
use crate::store::{Action, Record, ReplayError, ReplayStep, Replayed, Write};
use crate::table::GameId;

/// Something a person does at a table is stored at most this much later than it happened
/// (a move always at once, with the record), which is all the precision "away for ten
/// minutes" needs.
const SEEN_PRECISION_MS: i64 = 60 * 1000;

/// When each seat's turn began and its person was last seen at the table, by seat.
#[derive(Clone, Debug, Default)]
pub(super) struct Attendance {
    /// When each seat's latest turn began (none: it has had none).
    began: Vec<Option<i64>>,
    /// When each seat's person last did anything at the table (none: nothing yet).
    seen: Vec<Option<i64>>,
    /// When each seat's person last did something other than a move, as stored.
    looked: Vec<Option<i64>>,
}

impl Attendance {
    /// `record` replayed, with when each turn began and each person was last seen: from
    /// the record's events (the moves a person made while the AI did not play for them)
    /// and the times stored of their other commands (`looked`).
    pub fn restore(
        record: &Record,
        registry: &[&dyn GameKind],
        looked: Vec<Option<i64>>,
    ) -> Result<(Replayed, Attendance), ReplayError> {
        let seats = record.seats.len();
        let mut attendance = Attendance {
            began: vec![None; seats],
            seen: vec![None; seats],
            looked,
        };
        attendance.looked.resize(seats, None);
        attendance.seen.clone_from(&attendance.looked);
        let mut waited = SeatSet::EMPTY;
        let replayed = record.replay_watching(registry, |step: ReplayStep<'_>| {
            let at = step.event.map_or(record.started_at, |event| event.at);
            let moved = match step.event.map(|event| &event.action) {
                Some(Action::Move { seat, .. }) => Some(*seat),
                _ => None,
            };
            if let Some(seat) =
                moved.filter(|seat| !step.away.get(seat.index()).copied().unwrap_or(true))
            {
                attendance.saw(seat, at);
            }
            let now = people_waited_for(step.game, step.players, step.away);
            for seat in now.iter() {
                if !waited.contains(seat) || moved == Some(seat) {
                    attendance.set(seat, |a| &mut a.began, at);
                }
            }
            waited = now;
        })?;
        Ok((replayed, attendance))
    }

    /// The turns of `begun` began at `now`.
    pub fn turns_began(&mut self, begun: SeatSet, now: i64) {
        for seat in begun.iter() {
            self.set(seat, |a| &mut a.began, now);
        }
    }

    /// The person at `seat` did something at the table at `now`: a move (`moved`, which the
    /// record keeps) or another command. The write that stores it, when it must be stored.
    pub fn acted(&mut self, game: GameId, seat: Seat, now: i64, moved: bool) -> Option<Write> {
        let before = self.seen(seat);
        self.saw(seat, now);
        if moved {
            return None;
        }
        let first_of_turn = self
            .began(seat)
            .is_some_and(|began| now > began && before.is_none_or(|at| at <= began));
        let late = before.is_none_or(|at| now - at >= SEEN_PRECISION_MS);
        if !(first_of_turn || late) {
            return None;
        }
        self.set(seat, |a| &mut a.looked, now);
        Some(Write::Seen {
            game,
            at: self.looked.clone(),
        })
    }

    /// When the latest turn of `seat` began.
    pub fn began(&self, seat: Seat) -> Option<i64> {
        self.began.get(seat.index()).copied().flatten()
    }

    /// Whether the person at `seat` did something at the table since their latest turn
    /// began (the command that began it aside).
    pub fn acted_since_turn_began(&self, seat: Seat) -> bool {
        match (self.seen(seat), self.began(seat)) {
            (Some(seen), Some(began)) => seen > began,
            _ => false,
        }
    }

    /// Whether the person at `seat` did something at the table within `window` before `now`.
    pub fn present(&self, seat: Seat, now: i64, window: i64) -> bool {
        self.seen(seat).is_some_and(|at| now - at < window)
    }

    fn seen(&self, seat: Seat) -> Option<i64> {
        self.seen.get(seat.index()).copied().flatten()
    }

    /// Seen at `at`, unless seen later already.
    fn saw(&mut self, seat: Seat, at: i64) {
        if self.seen(seat).is_none_or(|seen| seen < at) {
            self.set(seat, |a| &mut a.seen, at);
        }
    }

    fn set(&mut self, seat: Seat, times: fn(&mut Attendance) -> &mut Vec<Option<i64>>, at: i64) {
        let times = times(self);
        if times.len() <= seat.index() {
            times.resize(seat.index() + 1, None);
        }
        times[seat.index()] = Some(at);
    }
}
