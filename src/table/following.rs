//! How much following one game and one person may ask for: followers get each trick's
//! result by direct message, so a game's followers and a person's followed games are
//! capped, and nobody follows while their DMs are known to be closed (each news would be
//! refused). Refusals are private, localized, and change nothing.

use super::{Caller, Tables};
use crate::engine::Text;

/// The most followers one game has.
pub const FOLLOWERS_PER_GAME: usize = 25;

/// The most games being played that one person follows at once, on every server.
pub const FOLLOWS_PER_PERSON: usize = 5;

impl Tables {
    /// Whether `caller` may start following a game at `now`: their DMs are not known to
    /// be closed, and they follow fewer than [`FOLLOWS_PER_PERSON`] games.
    pub(super) async fn may_follow(&self, caller: &Caller, now: i64) -> Result<(), Text> {
        let store = self.store();
        let failed = |e: crate::store::StoreError| {
            tracing::error!(error = %e, "cannot read what a person follows");
            Text::new("table-store-failed")
        };
        let direct = store.direct_channel(caller.user).await.map_err(failed)?;
        if direct.closed(now) {
            return Err(Text::new("table-watch-dms-closed"));
        }
        let follows = store.follows(caller.user).await.map_err(failed)?;
        if follows >= FOLLOWS_PER_PERSON {
            return Err(Text::new("table-too-many-follows").arg("max", FOLLOWS_PER_PERSON));
        }
        Ok(())
    }
}
