//! Fair use: how much one person may ask of the tables, so that nobody can flood a
//! channel or fill a server with tables. Refusals are friendly and change nothing.
//!
//! The command rate is counted in each process's memory (several processes on one store
//! each count their own share); the tables a person holds are counted in the store.

use super::{Caller, Command, Tables, UserId};
use crate::engine::Text;
use dashmap::DashMap;

/// How long the window of [`FairUse::commands_per_window`] is.
pub const COMMAND_WINDOW_MS: i64 = 10_000;

/// The limits, per person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FairUse {
    /// Tables one person may hold in one community (server): open lobbies they host,
    /// and games of their own (see [`crate::store::Backend::tables_hosted`]).
    pub tables_per_community: usize,
    /// Commands one person may send in [`COMMAND_WINDOW_MS`].
    pub commands_per_window: u32,
}

impl Default for FairUse {
    /// The limits of a bot open to anyone.
    fn default() -> FairUse {
        FairUse {
            tables_per_community: 3,
            commands_per_window: 10,
        }
    }
}

impl FairUse {
    /// No limits: for a table of one's own (local mode) and simulations.
    pub const UNLIMITED: FairUse = FairUse {
        tables_per_community: usize::MAX,
        commands_per_window: u32::MAX,
    };
}

/// The commands of each person in their current window: (its start, how many).
#[derive(Default)]
pub(super) struct Recent(DashMap<UserId, (i64, u32)>);

impl Recent {
    /// Whether `user` may send a command at `now`; the wait in seconds when they already
    /// sent `limit` in this window.
    fn check(&self, user: UserId, now: i64, limit: u32) -> Result<(), i64> {
        match self.0.get(&user).map(|w| *w) {
            Some((start, count)) if now - start < COMMAND_WINDOW_MS && count >= limit => {
                Err((start + COMMAND_WINDOW_MS - now + 999) / 1000)
            }
            _ => Ok(()),
        }
    }

    /// Counts a command of `user` at `now`.
    pub(super) fn count(&self, user: UserId, now: i64) {
        let mut window = self.0.entry(user).or_insert((now, 0));
        if now - window.0 >= COMMAND_WINDOW_MS {
            *window = (now, 0);
        }
        window.1 += 1;
    }

    /// Forgets the windows that ended before `now`.
    pub(super) fn forget_before(&self, now: i64) {
        self.0
            .retain(|_, (start, _)| now - *start < COMMAND_WINDOW_MS);
    }
}

impl Tables {
    /// Whether `caller` may send `command` now: within their command rate, not opening a
    /// lobby in their community while they hold as many tables there as allowed, and
    /// following only as [`Tables::may_follow`] lets them. Every command counts
    /// towards the rate except a move that is played (see [`Tables::handle_with`]):
    /// people play at any speed, but asking again and again is held back.
    pub(super) async fn admit(
        &self,
        caller: &Caller,
        command: &Command,
        now: i64,
    ) -> Result<(), Text> {
        let limits = self.fair_use();
        self.recent()
            .check(caller.user, now, limits.commands_per_window)
            .map_err(|seconds| Text::new("table-slow-down").arg("seconds", seconds))?;
        if !matches!(command, Command::Play { .. }) {
            self.recent().count(caller.user, now);
        }
        if matches!(command, Command::Watch { follow: Some(true) }) {
            self.may_follow(caller, now).await?;
        }
        let opens = matches!(command, Command::Open { .. } | Command::Rematch { .. });
        if let (true, Some(community)) = (opens, caller.community) {
            let hosted = self
                .store()
                .tables_hosted(caller.user, community)
                .await
                .map_err(|e| {
                    tracing::error!(error = %e, "cannot count a person's tables");
                    Text::new("table-store-failed")
                })?;
            if hosted >= limits.tables_per_community {
                return Err(
                    Text::new("table-too-many-lobbies").arg("max", limits.tables_per_community)
                );
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_over_the_rate_waits_for_the_window_to_end() {
        let recent = Recent::default();
        let ann = UserId(100);
        for i in 0..3 {
            assert_eq!(recent.check(ann, 1_000 + i, 3), Ok(()));
            recent.count(ann, 1_000 + i);
        }
        assert_eq!(
            recent.check(ann, 2_500, 3),
            Err(9),
            "8.5 s left, rounded up"
        );
        assert_eq!(
            recent.check(UserId(101), 2_500, 3),
            Ok(()),
            "others are not held"
        );
        assert_eq!(recent.check(ann, 11_000, 3), Ok(()), "a new window");
        recent.forget_before(30_000);
        assert!(recent.0.is_empty());
    }
}
