//! Pings: whom the channel's posts of a command notify. The posts name people (a turn
//! line, a ping post, a nudge, a rematch invitation); the table decides which of them are
//! notified, and the transport mentions only those ([`crate::table::Message::pings`]).
//!
//! Nobody is pinged by their own command. A turn that begins pings its people: that is
//! how a game goes on. Anyone else is pinged because of another person's command (those
//! a game still waits for, the nudged, the invited) at most once in [`PING_INTERVAL_MS`]
//! at a table, and a turn line pings nobody it names when the people waited for did not
//! change (a seat handed to the AI and taken back, a bet out of turn). Held back, a
//! person is still named, without a notification. The times of those pings are stored
//! with the table ([`Write::Pinged`]), so a restart and every process sharing the store
//! keep to them; a turn's pings need no record.

use super::turns::Turns;
use super::Table;
use crate::store::Write;
use crate::table::outbox::{Mention, Outbox};
use crate::table::UserId;

/// A person is pinged at a table because of other people's commands at most once in this
/// long (a turn that begins always pings).
pub const PING_INTERVAL_MS: i64 = 5 * 60 * 1000;

impl Table {
    /// Decides whom the channel's posts of a command by `caller` (none: the clock's) at
    /// `now` notify, given whose turn it began (`turns`), and stores the times of the
    /// pings that count.
    pub(super) fn settle_pings(
        &mut self,
        now: i64,
        turns: Turns,
        caller: Option<UserId>,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) {
        let begun: Vec<UserId> = turns
            .begun
            .iter()
            .filter_map(|seat| self.players().get(seat.index()))
            .map(|player| player.user)
            .collect();
        let pinged = &mut self.pinged;
        let mut counted = false;
        out.settle_mentions(|user, why| {
            if Some(user) == caller || user.is_ai() {
                return false;
            }
            match why {
                Mention::Turn if begun.contains(&user) => return true,
                Mention::Turn if !turns.changed => return false,
                Mention::Turn | Mention::Request => {}
            }
            if pinged
                .iter()
                .any(|(who, at)| *who == user && now - at < PING_INTERVAL_MS)
            {
                return false;
            }
            pinged.retain(|(who, _)| *who != user);
            pinged.push((user, now));
            counted = true;
            true
        });
        if counted {
            pinged.retain(|(_, at)| now - at < PING_INTERVAL_MS);
            writes.push(Write::Pinged {
                channel: self.channel,
                pinged: pinged.clone(),
            });
        }
    }
}
