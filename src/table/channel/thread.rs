//! A game in a thread of its own.
//!
//! A lobby opened with `thread` hands its game over when it starts: the channel's table
//! closes the lobby, shows where the game went on its table message, and hands the lobby
//! to the transport ([`Handover`], stored in the outbox with the command). The transport
//! opens a public thread off that message and stores the lobby at the thread's table,
//! due at once ([`Handover::writes`]); the thread's table, an ordinary table, starts the
//! game at its next tick ([`Table::arrive`]). When the game ends, one summary line goes
//! to the channel the thread was opened in. A thread the bot can no longer post in (gone,
//! or archived for good) ends its game, with a notice in that channel.

use super::{final_scores, Context, LastGame, Stage, Step, Table};
use crate::engine::{Arg, Text};
use crate::i18n::Lang;
use crate::seating::{ChannelId, ChannelSettings};
use crate::store::{GameStatus, TableTimes, Write};
use crate::table::outbox::{player_name, Outbox};
use crate::table::{Caller, Command, Lobby, MessageKind, Phase};
use serde::{Deserialize, Serialize};

/// A lobby on its way into a thread of its own: what the thread's table is made of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Handover {
    /// The thread's name: the game's, in the channel's language.
    pub name: String,
    /// The lobby, checked and ready to start.
    pub lobby: Lobby,
    /// The language the lobby's channel posted in.
    pub lang: Lang,
    /// The settings of the lobby's channel.
    pub settings: ChannelSettings,
    /// The community (a Discord server) of the lobby's channel.
    pub community: Option<u64>,
}

impl Handover {
    /// What makes `channel` the table of this lobby at `now`, due at once so that the
    /// clock starts the game there: the thread opened off the lobby's message in
    /// `parent`, or (`parent` none, when no thread could be opened) the lobby's own
    /// channel, where the game then starts after all.
    pub fn writes(&self, channel: ChannelId, parent: Option<ChannelId>, now: i64) -> Vec<Write> {
        let mut lobby = self.lobby.clone();
        lobby.thread = false;
        lobby.moved = true;
        let mut writes = vec![Write::Touch { channel }];
        if let Some(parent) = parent {
            writes.push(Write::Parent { channel, parent });
            writes.push(Write::Language {
                channel,
                lang: self.lang,
            });
            writes.push(Write::Settings {
                channel,
                settings: self.settings,
            });
            if let Some(community) = self.community {
                writes.push(Write::Community { channel, community });
            }
        }
        writes.push(Write::Lobby {
            channel,
            lobby: serde_json::to_value(&lobby).ok(),
        });
        writes.push(Write::Deadline {
            channel,
            times: TableTimes::wake_at(now),
        });
        writes
    }
}

impl Table {
    /// The channel this table's thread was opened in, if it is a game's thread.
    pub fn parent(&self) -> Option<ChannelId> {
        self.parent
    }

    /// Refuses `thread:true` at a table that is a thread already, and from a caller who
    /// may not have public threads opened here while the channel's moderators did not
    /// turn threads on: the bot opens threads with its own permission, so it must not do
    /// it for someone who may not.
    pub(super) fn check_thread(&self, asked: Option<bool>, caller: &Caller) -> Result<(), Text> {
        if asked != Some(true) {
            return Ok(());
        }
        if self.parent.is_some() {
            return Err(Text::new("table-thread-in-thread"));
        }
        if !caller.may_open_threads && self.settings.threads != Some(true) {
            return Err(Text::new("table-thread-not-allowed"));
        }
        Ok(())
    }

    /// Whether the lobby just opened plays in a thread: as asked, else as the channel's
    /// settings say; never from a thread.
    pub(super) fn choose_thread(&mut self, asked: Option<bool>) {
        let thread = self.parent.is_none() && asked.or(self.settings.threads).unwrap_or(false);
        if let Stage::Lobby(lobby) = &mut self.stage {
            lobby.thread = thread;
        }
    }

    /// Starts the lobby's game in a thread: the lobby closes here, the table message says
    /// where the game went, and the lobby goes to the transport.
    pub(super) fn hand_over(
        &mut self,
        lobby: Lobby,
        game: &'static str,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) {
        writes.push(Write::Lobby {
            channel: self.channel,
            lobby: None,
        });
        let players = lobby.players.iter().map(player_name).collect();
        out.news(Text::new("table-thread-opening").arg("game", Text::new(game)));
        out.lobby_board(
            Text::new("table-in-thread")
                .arg("game", Text::new(game))
                .arg("players", Arg::List(players)),
        );
        self.stage = Stage::Empty;
        out.handover = Some(lobby);
    }

    /// What the table does first when the clock looks at it after the transport changed
    /// what is stored of it: a lobby handed over to it starts (as if its host started
    /// it), and a thread the bot can no longer post in ends its game. `None` when
    /// neither applies.
    pub fn arrive(&mut self, ctx: &Context, now: i64, seed: u64) -> Option<Step> {
        if std::mem::take(&mut self.lost) {
            return Some(self.end_lost(ctx, now));
        }
        let table_lang = self.lang(ctx);
        let Stage::Lobby(lobby) = &mut self.stage else {
            return None;
        };
        if !std::mem::take(&mut lobby.moved) {
            return None;
        }
        let host = lobby.players.iter().find(|p| p.user == lobby.host);
        let caller = Caller {
            user: lobby.host,
            name: host.map(|p| p.name.clone()).unwrap_or_default(),
            lang: host.map_or(table_lang, |p| p.lang),
            moderator: false,
            may_open_threads: false,
            community_lang: None,
            community: self.community,
        };
        let step = self.handle(ctx, &caller, Command::Start, now, seed);
        if step.messages.iter().all(|m| m.kind != MessageKind::Refusal) {
            return Some(step);
        }
        // It cannot start after all: it stays here as an ordinary lobby, saying why.
        let mut out = Outbox::default();
        let mut writes = step.writes;
        for message in step.messages {
            message.texts.into_iter().for_each(|text| out.news(text));
        }
        if let Stage::Lobby(lobby) = &self.stage {
            writes.push(Write::Lobby {
                channel: self.channel,
                lobby: serde_json::to_value(lobby).ok(),
            });
            out.lobby_board(super::lobby_status(ctx, lobby));
        }
        self.settle_times(ctx, now, &mut out, &mut writes);
        let lang = self.lang(ctx);
        Some(Step {
            writes,
            messages: self.render(lang, lang, out),
            handover: None,
        })
    }

    /// Ends the game (or closes the lobby) of a thread the bot can no longer post in, and
    /// says so in the channel the thread was opened in.
    fn end_lost(&mut self, ctx: &Context, now: i64) -> Step {
        let mut out = Outbox::default();
        let mut writes = Vec::new();
        match std::mem::replace(&mut self.stage, Stage::Empty) {
            Stage::Playing(m) => {
                self.remember(&m);
                writes.push(Write::EndGame {
                    game: m.id,
                    status: GameStatus::Abandoned,
                    at: now,
                });
                if let Some(last) = &self.last_game {
                    out.summary(
                        Text::new("table-thread-lost").arg("summary", last.summary.clone()),
                    );
                }
                out.finished_players = Some(m.players);
            }
            Stage::Lobby(_) => writes.push(Write::Lobby {
                channel: self.channel,
                lobby: None,
            }),
            Stage::Empty => {}
        }
        self.settle_times(ctx, now, &mut out, &mut writes);
        let lang = self.lang(ctx);
        Step {
            writes,
            messages: self.render(lang, lang, out),
            handover: None,
        }
    }

    /// After a game in a thread ended (by `writes`), its summary line for the channel the
    /// thread was opened in.
    pub(super) fn sum_up(&self, writes: &[Write], out: &mut Outbox) {
        let ended = writes.iter().any(|w| {
            matches!(
                w,
                Write::EndGame {
                    status: GameStatus::Finished | GameStatus::Abandoned,
                    ..
                }
            )
        });
        if let (true, Some(_), Phase::Empty, Some(last)) =
            (ended, self.parent, self.phase(), &self.last_game)
        {
            out.summary(last.summary.clone());
        }
    }
}

/// How a game ended, in one line with the seats named: who won (when it was played to
/// its end) and everyone's score.
pub(super) fn summary_line(
    game: &dyn crate::engine::AnyGame,
    players: &[crate::seating::Player],
) -> Text {
    let (winners, scores) = final_scores(game, players);
    let name = Text::new(game.info().name);
    match winners {
        Some(winners) => Text::new("table-thread-won")
            .arg("game", name)
            .arg("winners", Arg::List(winners))
            .arg("scores", Arg::List(scores)),
        None => Text::new("table-thread-ended")
            .arg("game", name)
            .arg("scores", Arg::List(scores)),
    }
}

/// The last game of a table, kept for its summary and a rematch.
pub(super) fn last_game(
    id: crate::seating::GameId,
    game: &dyn crate::engine::AnyGame,
    options: &serde_json::Value,
    pace: crate::seating::Pace,
    players: &[crate::seating::Player],
) -> LastGame {
    LastGame {
        id,
        game: game.info().id.to_owned(),
        options: options.clone(),
        pace,
        players: players.to_vec(),
        summary: summary_line(game, players),
        rematched: false,
    }
}
