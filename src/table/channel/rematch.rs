//! A rematch: the Rematch button under a game's end opens a new lobby at the same table
//! with the game, options and pace of the last game. Whoever of its players clicks hosts
//! and sits; the AI seats sit again; the other people are invited with one mention and
//! take their seats as they join; the host starts once enough have. The button works
//! once per game (stored, [`Write::Rematched`]): a rematch lobby that was closed is not
//! opened again by the same button, so its invitation pings nobody twice.

use super::{Context, Stage, Table};
use crate::engine::{Arg, Text};
use crate::seating::{GameId, Player};
use crate::store::Write;
use crate::table::outbox::{Mention, Outbox};
use crate::table::{Caller, Lobby, UserId};

impl Table {
    /// Opens a rematch of `game`, the last game here, for `caller`, one of its players.
    pub(super) fn rematch(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        game: GameId,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        match self.stage {
            Stage::Playing(_) => return Err(Text::new("table-game-running")),
            Stage::Lobby(_) => return Err(Text::new("table-lobby-exists")),
            Stage::Empty => {}
        }
        let last = self
            .last_game
            .as_mut()
            .filter(|last| last.id == game)
            .ok_or_else(|| Text::new("table-rematch-gone"))?;
        if !last.players.iter().any(|p| p.user == caller.user) {
            return Err(Text::new("table-rematch-players-only"));
        }
        if last.rematched {
            return Err(Text::new("table-rematch-used"));
        }
        let info = ctx
            .registry
            .iter()
            .find(|kind| kind.info().id == last.game)
            .map(|kind| kind.info())
            .ok_or_else(|| Text::new("table-rematch-gone"))?;
        last.rematched = true;
        writes.push(Write::Rematched {
            channel: self.channel,
            game,
        });
        let host = Player {
            user: caller.user,
            name: caller.name.clone(),
            lang: caller.lang,
            level: None,
        };
        let ais = last.players.iter().filter(|p| p.is_ai()).cloned();
        let invited: Vec<&Player> = last
            .players
            .iter()
            .filter(|p| !p.is_ai() && p.user != caller.user)
            .collect();
        let names: Vec<Arg> = invited
            .iter()
            .map(|p| Arg::Verbatim(p.name.clone()))
            .collect();
        let people: Vec<UserId> = invited.iter().map(|p| p.user).collect();
        let lobby = Lobby {
            game: last.game.clone(),
            options: last.options.clone(),
            host: caller.user,
            players: std::iter::once(host).chain(ais).collect(),
            pace: last.pace,
            opened_at: Some(now),
            thread: false,
            moved: false,
        };
        self.stage = Stage::Lobby(lobby);
        self.choose_thread(None);
        out.lobby_changed();
        out.news(
            Text::new("table-rematch-opened")
                .arg("host", Arg::Verbatim(caller.name.clone()))
                .arg("game", Text::new(info.name)),
        );
        if !names.is_empty() {
            out.turn(
                Text::new("table-rematch-invited")
                    .arg("count", names.len())
                    .arg("players", Arg::List(names)),
                &people,
                Mention::Request,
            );
        }
        Ok(())
    }
}
