//! What a channel's moderators choose for its table: what it posts, whether its games get
//! threads of their own, whether it shows pictures, how long reminders wait.

use super::Table;
use crate::engine::Text;
use crate::store::Write;
use crate::table::outbox::Outbox;
use crate::table::{Caller, ChannelSettings};

impl Table {
    /// Changes the channel's settings as `change` says (moderators only), stores them,
    /// and tells the channel `said`.
    pub(super) fn change_settings(
        &mut self,
        caller: &Caller,
        change: impl FnOnce(&mut ChannelSettings),
        said: Text,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        if !caller.moderator {
            return Err(Text::new("table-moderator-only"));
        }
        change(&mut self.settings);
        writes.push(Write::Settings {
            channel: self.channel,
            settings: self.settings,
        });
        out.news(said);
        Ok(())
    }
}
