//! Spectators: anyone may look at the public view of a channel's table, and follow a
//! game's public results by direct message, one message per command in which a trick, a
//! round or a step ended. Never anything private: the public view and the public news.
//! A game has at most [`FOLLOWERS_PER_GAME`] followers; a follower whose DMs are refused
//! is dropped by the transport (see `table::following` for who may follow at all).

use super::{lobby_status, Context, Stage, Table};
use crate::engine::Text;
use crate::store::Write;
use crate::table::following::FOLLOWERS_PER_GAME;
use crate::table::outbox::Outbox;
use crate::table::{Caller, Recipient, Watcher};

impl Table {
    /// `/game watch`: the caller sees the table as everybody does; with `follow`, they
    /// start or stop following the game's public results.
    pub(super) fn watch(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        follow: Option<bool>,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let m = match &mut self.stage {
            Stage::Playing(m) => m,
            _ if follow.is_some() => return Err(Text::new("table-watch-no-game")),
            Stage::Lobby(lobby) => {
                out.reply(lobby_status(ctx, lobby));
                return Ok(());
            }
            Stage::Empty => {
                for text in &self.last_result {
                    out.reply(text.clone());
                }
                out.reply(Text::new("table-empty"));
                return Ok(());
            }
        };
        out.board(Recipient::Caller, m.game(), m.away_seats());
        let Some(follow) = follow else {
            return Ok(());
        };
        let following = m.watchers.iter().any(|w| w.user == caller.user);
        let said = match (follow, following) {
            (true, true) => "table-watch-following",
            (false, false) => "table-watch-not-following",
            (true, false) if m.watchers.len() >= FOLLOWERS_PER_GAME => {
                return Err(Text::new("table-watch-full").arg("max", FOLLOWERS_PER_GAME));
            }
            (true, false) => {
                m.watchers.push(Watcher {
                    user: caller.user,
                    lang: caller.lang,
                });
                "table-watch-following"
            }
            (false, true) => {
                m.watchers.retain(|w| w.user != caller.user);
                "table-watch-stopped"
            }
        };
        if follow != following {
            writes.push(Write::Watchers {
                game: m.id,
                watchers: m.watchers.clone(),
            });
        }
        out.reply(Text::new(said).arg("game", Text::new(m.game.info().name)));
        Ok(())
    }

    /// Who follows the game being played (none without one).
    pub(super) fn watchers(&self) -> &[Watcher] {
        match &self.stage {
            Stage::Playing(m) => &m.watchers,
            _ => &[],
        }
    }
}
