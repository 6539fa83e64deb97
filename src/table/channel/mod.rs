//! One channel's table: its lobby or game, and how every command changes it.
//!
//! [`Table::handle`] is synchronous and does no IO: it changes the table and returns the
//! writes to persist and the messages to send. The caller ([`super::Tables`]) works on a
//! copy and keeps it only once the writes are committed.

mod ai_seats;
mod attendance;
mod pings;
mod rematch;
mod reminders;
mod settings;
mod thread;
mod turns;
mod watch;

pub use ai_seats::{AiLimits, AI_COMMAND_TIME};
pub use pings::PING_INTERVAL_MS;
pub use reminders::REMINDER_IDLE_MS;
pub use thread::Handover;
pub use turns::ALONE_GAME_LIFETIME_MS;

use super::offered::unknown_game;
use super::outbox::{name_seats, player_name, Collected, Mention, Outbox};
use super::{
    Caller, ChannelId, ChannelSettings, Command, GameId, Lobby, Message, Pace, Player, Posts,
    Recipient, TableRef, UserId, Watcher,
};
use crate::ai::Level;
use crate::engine::{Actors, AnyGame, Arg, GameKind, PlayError, Seat, SeatSet, Text};
use crate::i18n::{Lang, Localizer};
use crate::store::{Action, GameStatus, Record, RecordedEvent, Write, RECORD_FORMAT};
use ai_seats::AiTurn;
use attendance::Attendance;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde_json::Value;

/// Chance steps and AI moves one command may trigger before the table stops to look
/// again; a correct game never needs nearly as many.
const MAX_AUTOMATIC_STEPS: usize = 100_000;
/// Legal moves an unreadable move's answer shows as examples.
const UNREADABLE_EXAMPLES: usize = 2;
/// Characters of an unreadable move that its answer repeats.
const UNREADABLE_ECHO: usize = 40;

/// What every table shares: the games, the texts and the defaults.
pub struct Context {
    /// The games that can be played.
    pub registry: Vec<&'static dyn GameKind>,
    /// The texts.
    pub localizer: &'static Localizer,
    /// The public language of channels that set none.
    pub default_lang: Lang,
    /// What the tables of channels that chose nothing post during a game.
    pub default_posts: Posts,
    /// How long a person must have done nothing at a table before a turn reminder or a
    /// nudge reaches them by direct message ([`REMINDER_IDLE_MS`] unless the operator
    /// chose otherwise).
    pub reminder_idle_ms: i64,
    /// What the AI seats may spend on their moves.
    pub ai: AiLimits,
}

impl Context {
    /// This context with the AI's limits `ai`.
    pub fn with_ai(self, ai: AiLimits) -> Context {
        Context { ai, ..self }
    }
}

/// The result of a command: what to persist, then what to send.
#[derive(Debug, Default)]
pub struct Step {
    /// Writes to commit before any message is sent.
    pub writes: Vec<Write>,
    /// Messages, in the order to send them.
    pub messages: Vec<Message>,
    /// A lobby that moves into a thread of its own, for the transport to open.
    pub handover: Option<Handover>,
}

/// Where a table stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No lobby, no game.
    Empty,
    /// A lobby waits for players.
    Lobby,
    /// A game is being played.
    Playing,
}

/// A game being played at a table.
#[derive(Clone)]
pub struct Match {
    id: GameId,
    host: UserId,
    game: Box<dyn AnyGame>,
    /// The options it was started with, as the game reads them.
    options: Value,
    players: Vec<Player>,
    next_seq: u32,
    rng: ChaCha20Rng,
    pace: Pace,
    /// Which seats the AI plays for their player.
    away: Vec<bool>,
    /// The people the game waits for, as of the last change: their deadline holds until
    /// one of them moves or someone new must act.
    waited: SeatSet,
    /// When the last event was recorded (or the game started).
    last_event_at: i64,
    /// When each seat was last nudged (by seat; none: never).
    nudged: Vec<Option<i64>>,
    /// When each seat's turn began and its person was last seen at the table.
    attendance: Attendance,
    /// Who follows the game's public results.
    watchers: Vec<Watcher>,
    /// Whether the last command stopped before the AI's moves were all made (it spent
    /// its time on them): the clock loop goes on with them at once.
    ai_left: bool,
}

#[derive(Clone)]
enum Stage {
    Empty,
    Lobby(Lobby),
    Playing(Box<Match>),
}

/// The table of one channel.
#[derive(Clone)]
pub struct Table {
    channel: ChannelId,
    lang: Option<Lang>,
    stage: Stage,
    /// When the people the game waits for run out of time.
    deadline: Option<i64>,
    /// When the people the game waits for are reminded, if a reminder is still to come.
    reminder: Option<i64>,
    /// When the table next needs the clock, as stored.
    wake: Option<i64>,
    /// The community (a Discord server) the channel belongs to, once a command told.
    community: Option<u64>,
    /// An unfinished game whose stored record could not be restored: set aside (and the
    /// channel told) with the next command or tick.
    damaged: Option<GameId>,
    /// How the last game here ended (seats named), for `/game status` at a free table.
    last_result: Vec<Text>,
    /// What the channel's moderators chose for the table.
    settings: ChannelSettings,
    /// The channel this one is a thread of, opened for a game.
    parent: Option<ChannelId>,
    /// Whether this thread can no longer be posted in: its game ends at the next tick.
    lost: bool,
    /// The last game that ended here, for a rematch.
    last_game: Option<LastGame>,
    /// When the bot last pinged each person here because of another person's command
    /// (see [`pings`]).
    pinged: Vec<(UserId, i64)>,
}

/// What a rematch takes over from the last game of a table.
#[derive(Clone)]
struct LastGame {
    id: GameId,
    game: String,
    options: Value,
    pace: Pace,
    players: Vec<Player>,
    /// How it ended, in one line (seats named).
    summary: Text,
    /// Whether its Rematch button was used: it works once.
    rematched: bool,
}

impl Table {
    /// An empty table.
    pub fn new(channel: ChannelId) -> Table {
        Table {
            channel,
            lang: None,
            stage: Stage::Empty,
            deadline: None,
            reminder: None,
            wake: None,
            community: None,
            damaged: None,
            last_result: Vec::new(),
            settings: ChannelSettings::default(),
            parent: None,
            lost: false,
            last_game: None,
            pinged: Vec::new(),
        }
    }

    /// A table rebuilt from the store: its language, lobby and unfinished game.
    /// `seed` reseeds the game's random generator (the old one is not stored). A game
    /// whose record cannot be read back or replayed is not restored: the table is free,
    /// and the game is set aside with the next command (see [`Table::set_aside`]).
    pub fn restore(
        ctx: &Context,
        channel: ChannelId,
        stored: crate::store::ChannelRecord,
        seed: u64,
    ) -> Table {
        let mut table = Table {
            channel,
            lang: stored.lang,
            stage: Stage::Empty,
            deadline: stored.deadline,
            reminder: stored.reminder,
            wake: stored.wake,
            community: stored.community,
            damaged: None,
            last_result: Vec::new(),
            settings: stored.settings,
            parent: stored.parent,
            lost: stored.parent.is_some() && stored.unreachable.is_some(),
            last_game: None,
            pinged: stored.pinged,
        };
        if let Some(last) = &stored.last_game {
            if let Ok(replayed) = last.replay(&ctx.registry) {
                table.last_result = final_result(replayed.game.as_ref(), &replayed.players);
                let mut last_game = thread::last_game(
                    last.id,
                    replayed.game.as_ref(),
                    &last.options,
                    last.pace,
                    &replayed.players,
                );
                last_game.rematched = stored.rematched == Some(last.id);
                table.last_game = Some(last_game);
            }
        }
        if let Some((game, why)) = stored.damaged {
            tracing::error!(%channel, %game, %why, "a stored game cannot be read; it is set aside");
            table.damaged = Some(game);
        }
        if let Some(record) = stored.game {
            match Attendance::restore(&record, &ctx.registry, stored.seen) {
                Ok((replayed, attendance)) => {
                    let mut m = Match {
                        id: record.id,
                        host: record.host,
                        game: replayed.game,
                        options: record.options.clone(),
                        players: replayed.players,
                        next_seq: record.events.len() as u32,
                        rng: ChaCha20Rng::seed_from_u64(seed),
                        pace: record.pace,
                        away: replayed.away,
                        waited: SeatSet::default(),
                        last_event_at: record.events.last().map_or(record.started_at, |e| e.at),
                        nudged: stored.nudged,
                        attendance,
                        watchers: stored.watchers,
                        ai_left: false,
                    };
                    m.waited = m.people_waited_for();
                    // A command stopped before the AI's moves were done (or the bot
                    // stopped meanwhile): its clock goes on with them.
                    m.ai_left = m.ai_pending();
                    table.stage = Stage::Playing(Box::new(m));
                    return table;
                }
                Err(e) => {
                    let game = record.id;
                    tracing::error!(%channel, %game, error = %e, "a stored game cannot be replayed; it is set aside");
                    table.damaged = Some(game);
                }
            }
        }
        if let Some(lobby) = stored.lobby.and_then(|l| serde_json::from_value(l).ok()) {
            table.stage = Stage::Lobby(lobby);
        }
        table
    }

    /// Sets aside a stored game that could not be restored: it stays in the store, marked
    /// damaged, and the channel is told once that it can start a new one.
    fn set_aside(&mut self, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
        if let Some(game) = self.damaged.take() {
            writes.push(Write::EndGame {
                game,
                status: GameStatus::Damaged,
                at: now,
            });
            out.news(Text::new("table-game-damaged"));
            if self.phase() == Phase::Empty {
                out.lobby_board(Text::new("table-empty"));
            }
        }
    }

    /// The channel's public language.
    pub fn lang(&self, ctx: &Context) -> Lang {
        self.lang.unwrap_or(ctx.default_lang)
    }

    /// The language of public posts answering `caller`: the channel's own, else the
    /// caller's community's, else the default.
    pub fn public_lang(&self, ctx: &Context, caller: &Caller) -> Lang {
        self.lang
            .or(caller.community_lang)
            .unwrap_or(ctx.default_lang)
    }

    /// Whether the table is empty, has a lobby, or has a game.
    pub fn phase(&self) -> Phase {
        match self.stage {
            Stage::Empty => Phase::Empty,
            Stage::Lobby(_) => Phase::Lobby,
            Stage::Playing(_) => Phase::Playing,
        }
    }

    /// The lobby or game the table holds, as its messages name it.
    pub fn reference(&self) -> Option<TableRef> {
        match &self.stage {
            Stage::Empty => None,
            Stage::Lobby(lobby) => Some(TableRef::Lobby(lobby.opened_at.unwrap_or(0))),
            Stage::Playing(m) => Some(TableRef::Game(m.id)),
        }
    }

    /// The community (a Discord server) the table belongs to, if a command told.
    pub fn community(&self) -> Option<u64> {
        self.community
    }

    /// Whether a game is being played.
    pub fn is_playing(&self) -> bool {
        matches!(self.stage, Stage::Playing(_))
    }

    /// The game being played, if any.
    pub fn game(&self) -> Option<&dyn AnyGame> {
        match &self.stage {
            Stage::Playing(m) => Some(m.game.as_ref()),
            _ => None,
        }
    }

    /// The id of the game being played, if any.
    pub fn game_id(&self) -> Option<GameId> {
        match &self.stage {
            Stage::Playing(m) => Some(m.id),
            _ => None,
        }
    }

    /// The seat of `user` in the game being played.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        match &self.stage {
            Stage::Playing(m) => m.seat_of(user),
            _ => None,
        }
    }

    /// The players of the game being played, in seat order (none without a game).
    pub fn players(&self) -> &[Player] {
        match &self.stage {
            Stage::Playing(m) => &m.players,
            _ => &[],
        }
    }

    /// Carries out `command`. `seed` seeds a game that starts now; `now` is the time in
    /// milliseconds since the Unix epoch.
    pub fn handle(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        command: Command,
        now: i64,
        seed: u64,
    ) -> Step {
        let mut out = Outbox::default();
        let mut writes = Vec::new();
        let damaged = self.damaged;
        // Followers of a game that ends with this command are told how it ended too.
        let watchers = self.watchers().to_vec();
        self.set_aside(now, &mut out, &mut writes);
        let was_active = self.phase() != Phase::Empty;
        let command = match command {
            Command::FromMessage { shown, command } if self.reference() == Some(shown) => *command,
            // One left here is from an old message (refused below).
            command => command,
        };
        let result = match command {
            Command::FromMessage { shown, .. } => Err(stale_message(shown)),
            Command::Open {
                game,
                options,
                seated,
                pace,
                thread,
            } => self
                .check_thread(thread, caller)
                .and_then(|()| self.open(ctx, caller, &game, &options, seated, &mut out))
                .map(|()| {
                    self.choose_thread(thread);
                    self.set_lobby_times(pace, now)
                }),
            Command::Rematch { game } => {
                self.rematch(ctx, caller, game, now, &mut out, &mut writes)
            }
            Command::Join => self.join(ctx, caller, &mut out),
            Command::AddAi { level } => self.add_ai(ctx, caller, level, &mut out),
            Command::Leave => self.leave(ctx, caller, caller.user, now, &mut out, &mut writes),
            Command::Kick { user } => self
                .require_host(caller)
                .and_then(|()| self.leave(ctx, caller, user, now, &mut out, &mut writes)),
            Command::Start => self.start(ctx, caller, now, seed, &mut out, &mut writes),
            Command::Play { notation } => {
                self.play(ctx, caller, &notation, now, &mut out, &mut writes)
            }
            Command::Away => self.away(ctx, caller, true, now, &mut out, &mut writes),
            Command::Back => self.away(ctx, caller, false, now, &mut out, &mut writes),
            Command::Nudge => {
                let idle = reminders::reminder_idle(&self.settings, ctx);
                self.nudge(caller, now, idle, &mut out, &mut writes)
            }
            Command::Hand => self.hand(caller, &mut out),
            Command::Status => self.status(ctx, &mut out),
            Command::Stop => self.stop(caller, now, &mut out, &mut writes),
            Command::Language { lang } => self.set_language(caller, lang, &mut out, &mut writes),
            Command::Posts { posts } => self.change_settings(
                caller,
                |settings| settings.posts = Some(posts),
                Text::new(match posts {
                    Posts::Tricks => "table-posts-tricks",
                    Posts::EveryMove => "table-posts-every-move",
                }),
                &mut out,
                &mut writes,
            ),
            Command::Watch { follow } => self.watch(ctx, caller, follow, &mut out, &mut writes),
            Command::Threads { on } => self.change_settings(
                caller,
                |settings| settings.threads = Some(on),
                Text::new(if on {
                    "table-threads-on"
                } else {
                    "table-threads-off"
                }),
                &mut out,
                &mut writes,
            ),
            Command::Pictures { on } => self.change_settings(
                caller,
                |settings| settings.pictures = Some(on),
                Text::new(if on {
                    "table-pictures-on"
                } else {
                    "table-pictures-off"
                }),
                &mut out,
                &mut writes,
            ),
            Command::ReminderWait { wait } => self.change_settings(
                caller,
                |settings| settings.reminder_wait = Some(wait),
                Text::new("table-reminder-wait-set").arg("minutes", wait.minutes()),
                &mut out,
                &mut writes,
            ),
        };
        if let Err(refusal) = result {
            // A refused command changes nothing, but a damaged game is set aside anyway.
            let (mut notice, mut aside) = (Outbox::default(), Vec::new());
            self.damaged = damaged;
            self.set_aside(now, &mut notice, &mut aside);
            let mut messages = self.render(self.public_lang(ctx, caller), caller.lang, notice);
            messages.push(Message::refusal(caller.lang, refusal));
            return Step {
                writes: aside,
                messages,
                handover: None,
            };
        }
        match &self.stage {
            Stage::Lobby(lobby) if out.touched_lobby => {
                if writes.iter().all(|w| !matches!(w, Write::Lobby { .. })) {
                    writes.push(Write::Lobby {
                        channel: self.channel,
                        lobby: serde_json::to_value(lobby).ok(),
                    });
                }
                out.lobby_board(lobby_status(ctx, lobby));
            }
            // A finished game's last board stays on show; a closed lobby says the table is free.
            Stage::Empty if was_active && !out.has_board() => {
                out.lobby_board(Text::new("table-empty"))
            }
            _ => {}
        }
        if let Some(community) = caller.community.filter(|c| self.community != Some(*c)) {
            self.community = Some(community);
            writes.push(Write::Community {
                channel: self.channel,
                community,
            });
        }
        if let Stage::Playing(m) = &mut self.stage {
            m.attend(caller.user, now, &mut writes);
        }
        let turns = self.settle_times(ctx, now, &mut out, &mut writes);
        self.quiet(ctx, turns.begun, Some(caller.user), &writes, &mut out);
        self.settle_pings(now, turns, Some(caller.user), &mut out, &mut writes);
        out.tell_watchers(&watchers);
        self.sum_up(&writes, &mut out);
        let public_lang = self.public_lang(ctx, caller);
        let handover = out.handover.take().map(|lobby| Handover {
            name: thread_name(ctx, public_lang, &lobby.game),
            lobby,
            lang: public_lang,
            settings: self.settings,
            community: self.community,
        });
        Step {
            writes,
            messages: self.render(public_lang, caller.lang, out),
            handover,
        }
    }

    /// The collected texts as messages: public ones in `public_lang`, the caller's in
    /// `caller_lang`, a player's in their own.
    fn render(&self, public_lang: Lang, caller_lang: Lang, mut out: Outbox) -> Vec<Message> {
        if let Stage::Playing(m) = &self.stage {
            out.hand_pictures(m.game(), &m.players);
        }
        let pictures = self.settings.pictures.unwrap_or(true);
        let finished = out.finished_players.take();
        let players: &[Player] = match &self.stage {
            Stage::Playing(m) => &m.players,
            _ => finished.as_deref().unwrap_or(&[]),
        };
        let names = |seat: Seat| {
            players
                .get(seat.index())
                .map_or_else(|| Arg::Verbatim(seat.to_string()), player_name)
        };
        let channel_lang = public_lang;
        let watcher_langs = out.watcher_langs();
        out.into_messages(|to| match to {
            Recipient::Channel => channel_lang,
            Recipient::Caller => caller_lang,
            Recipient::User(user) => players
                .iter()
                .find(|p| p.user == user)
                .map(|p| p.lang)
                .or_else(|| {
                    watcher_langs
                        .iter()
                        .find(|w| w.user == user)
                        .map(|w| w.lang)
                })
                .unwrap_or(channel_lang),
        })
        .map(|collected: Collected| Message {
            to: collected.to,
            kind: collected.kind,
            lang: collected.lang,
            texts: collected
                .texts
                .into_iter()
                .map(|text| name_seats(text, &names))
                .collect(),
            picture: collected
                .picture
                .filter(|_| pictures)
                .map(|p| p.localize(|text| name_seats(text.clone(), &names))),
            pings: collected.pings,
        })
        .collect()
    }

    fn lobby_mut(&mut self) -> Result<&mut Lobby, Text> {
        match &mut self.stage {
            Stage::Lobby(lobby) => Ok(lobby),
            Stage::Playing(_) => Err(Text::new("table-game-running")),
            Stage::Empty => Err(Text::new("table-no-lobby")),
        }
    }

    fn host(&self) -> Option<UserId> {
        match &self.stage {
            Stage::Lobby(lobby) => Some(lobby.host),
            Stage::Playing(m) => Some(m.host),
            Stage::Empty => None,
        }
    }

    fn require_host(&self, caller: &Caller) -> Result<(), Text> {
        if caller.moderator || self.host() == Some(caller.user) {
            Ok(())
        } else {
            Err(Text::new("table-host-only"))
        }
    }

    fn open(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        game: &str,
        options: &[(String, String)],
        seated: bool,
        out: &mut Outbox,
    ) -> Result<(), Text> {
        match self.stage {
            Stage::Playing(_) => return Err(Text::new("table-game-running")),
            Stage::Lobby(_) => return Err(Text::new("table-lobby-exists")),
            Stage::Empty => {}
        }
        let wanted = game.trim().to_lowercase();
        let kind = ctx
            .registry
            .iter()
            .find(|k| k.info().id == wanted)
            .ok_or_else(|| unknown_game(&ctx.registry, &wanted))?;
        let options = kind.parse_options(options).map_err(|e| {
            Text::new("table-bad-option").arg("option", Arg::Verbatim(e.to_string()))
        })?;
        let info = kind.info();
        let host = Player {
            user: caller.user,
            name: caller.name.clone(),
            lang: caller.lang,
            level: None,
        };
        self.stage = Stage::Lobby(Lobby {
            game: info.id.to_owned(),
            options,
            host: caller.user,
            players: if seated { vec![host] } else { Vec::new() },
            pace: Pace::default(),
            opened_at: None,
            thread: false,
            moved: false,
        });
        out.lobby_changed();
        out.news(
            Text::new("table-lobby-opened")
                .arg("host", Arg::Verbatim(caller.name.clone()))
                .arg("game", Text::new(info.name))
                .arg("min", info.min_players)
                .arg("max", info.max_players),
        );
        Ok(())
    }

    fn set_lobby_times(&mut self, pace: Pace, now: i64) {
        if let Stage::Lobby(lobby) = &mut self.stage {
            lobby.pace = pace;
            lobby.opened_at = Some(now);
        }
    }

    fn join(&mut self, ctx: &Context, caller: &Caller, out: &mut Outbox) -> Result<(), Text> {
        let lobby = self.lobby_mut()?;
        if lobby.seated(caller.user) {
            return Err(Text::new("table-already-seated"));
        }
        lobby_has_room(ctx, lobby)?;
        lobby.players.push(Player {
            user: caller.user,
            name: caller.name.clone(),
            lang: caller.lang,
            level: None,
        });
        out.lobby_changed();
        out.news(Text::new("table-joined").arg("player", Arg::Verbatim(caller.name.clone())));
        Ok(())
    }

    fn add_ai(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        level: Level,
        out: &mut Outbox,
    ) -> Result<(), Text> {
        self.require_host(caller)?;
        let lang = self.lang(ctx);
        let lobby = self.lobby_mut()?;
        lobby_has_room(ctx, lobby)?;
        let ai = ai_player(ctx, lang, lobby.free_ai_id(), level);
        out.news(Text::new("table-joined").arg("player", player_name(&ai)));
        lobby.players.push(ai);
        out.lobby_changed();
        Ok(())
    }

    fn leave(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        user: UserId,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let ai_lang = self.lang(ctx);
        match &mut self.stage {
            Stage::Empty => Err(Text::new("table-no-lobby")),
            Stage::Lobby(lobby) => {
                let Some(name) = lobby
                    .players
                    .iter()
                    .find(|p| p.user == user)
                    .map(|p| p.name.clone())
                else {
                    return Err(Text::new("table-not-seated"));
                };
                let old_host = lobby.host;
                let new_host = lobby.remove(user);
                out.news(Text::new("table-left").arg("player", Arg::Verbatim(name)));
                let Some(new_host) = new_host else {
                    self.stage = Stage::Empty;
                    writes.push(Write::Lobby {
                        channel: self.channel,
                        lobby: None,
                    });
                    out.news(Text::new("table-lobby-closed"));
                    return Ok(());
                };
                if new_host != old_host {
                    let host_name = lobby
                        .players
                        .iter()
                        .find(|p| p.user == new_host)
                        .map(|p| p.name.clone());
                    out.news(
                        Text::new("table-new-host")
                            .arg("player", Arg::Verbatim(host_name.unwrap_or_default())),
                    );
                }
                out.lobby_changed();
                Ok(())
            }
            Stage::Playing(m) => {
                let seat = m
                    .seat_of(user)
                    .ok_or_else(|| Text::new("table-not-seated"))?;
                let ai = ai_player(ctx, ai_lang, m.free_ai_id(), m.pace.stand_in);
                out.news(
                    Text::new("table-replaced-by-ai")
                        .arg(
                            "player",
                            Arg::Verbatim(m.players[seat.index()].name.clone()),
                        )
                        .arg("ai", player_name(&ai)),
                );
                if m.host == user {
                    if let Some(next) = m.players.iter().find(|p| !p.is_ai() && p.user != user) {
                        m.host = next.user;
                    }
                }
                m.record(
                    Action::Seat {
                        seat,
                        player: ai.clone(),
                    },
                    now,
                    writes,
                );
                m.players[seat.index()] = ai;
                if m.players.iter().all(Player::is_ai) {
                    return self.stop(caller, now, out, writes).or(Ok(()));
                }
                self.advance(ctx, now, out, writes);
                Ok(())
            }
        }
    }

    fn start(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        now: i64,
        seed: u64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        self.require_host(caller)?;
        let lobby = self.lobby_mut()?.clone();
        let kind = ctx
            .registry
            .iter()
            .find(|k| k.info().id == lobby.game)
            .ok_or_else(|| unknown_game(&ctx.registry, &lobby.game))?;
        let info = kind.info();
        let count = lobby.players.len();
        if count < info.min_players || count > info.max_players {
            return Err(Text::new("table-player-count")
                .arg("count", count)
                .arg("min", info.min_players)
                .arg("max", info.max_players));
        }
        let game = kind.new_game(count, &lobby.options).map_err(|e| {
            Text::new("table-bad-option").arg("option", Arg::Verbatim(e.to_string()))
        })?;
        if lobby.thread {
            self.hand_over(lobby, info.name, out, writes);
            return Ok(());
        }
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        // The id mixes in the time, so that the same seed (a replayed local game, a
        // simulation run twice on one database) never gives two games one id.
        let id = GameId(((rng.next_u64() ^ (now as u64).rotate_left(23)) >> 1) as i64);
        writes.push(Write::Lobby {
            channel: self.channel,
            lobby: None,
        });
        writes.push(Write::StartGame(Box::new(Record {
            format: RECORD_FORMAT,
            id,
            channel: self.channel,
            game: lobby.game.clone(),
            options: lobby.options.clone(),
            host: lobby.host,
            seats: lobby.players.clone(),
            started_at: now,
            status: GameStatus::Playing,
            pace: lobby.pace,
            events: Vec::new(),
        })));
        out.news(
            Text::new("table-game-started")
                .arg("game", Text::new(info.name))
                .arg(
                    "players",
                    Arg::List(Seat::all(count).map(Arg::Seat).collect()),
                ),
        );
        let away = vec![false; lobby.players.len()];
        self.stage = Stage::Playing(Box::new(Match {
            id,
            host: lobby.host,
            game,
            options: lobby.options,
            players: lobby.players,
            next_seq: 0,
            rng,
            pace: lobby.pace,
            away,
            waited: SeatSet::default(),
            last_event_at: now,
            nudged: Vec::new(),
            attendance: Attendance::default(),
            watchers: Vec::new(),
            ai_left: false,
        }));
        self.advance(ctx, now, out, writes);
        Ok(())
    }

    fn play(
        &mut self,
        ctx: &Context,
        caller: &Caller,
        notation: &str,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        let (m, seat) = self.seated_match(caller)?;
        let mut notices = Vec::new();
        let played = m
            .game
            .play(seat, notation, &mut notices)
            .map_err(|e| match e {
                // The game's whole notation is too long for an answer: a short hint instead.
                PlayError::Unreadable(_) => m.unreadable(seat, notation),
                PlayError::Illegal(why) => why,
                PlayError::NotYourTurn => Text::new("table-not-your-turn"),
                PlayError::GameOver => Text::new("table-no-game"),
            })?;
        m.record(
            Action::Move {
                seat,
                notation: played.clone(),
            },
            now,
            writes,
        );
        out.reply(Text::new("table-move-accepted").arg("move", Arg::Verbatim(played)));
        out.notices(notices, &m.players);
        self.advance(ctx, now, out, writes);
        Ok(())
    }

    /// The game being played and the caller's seat in it.
    fn seated_match(&mut self, caller: &Caller) -> Result<(&mut Match, Seat), Text> {
        let Stage::Playing(m) = &mut self.stage else {
            return Err(Text::new("table-no-game"));
        };
        let seat = m
            .seat_of(caller.user)
            .ok_or_else(|| Text::new("table-not-seated"))?;
        Ok((m, seat))
    }

    fn hand(&self, caller: &Caller, out: &mut Outbox) -> Result<(), Text> {
        let Stage::Playing(m) = &self.stage else {
            return Err(Text::new("table-no-game"));
        };
        let seat = m
            .seat_of(caller.user)
            .ok_or_else(|| Text::new("table-not-seated"))?;
        out.private_view(Recipient::Caller, m.game(), seat);
        Ok(())
    }

    fn status(&self, ctx: &Context, out: &mut Outbox) -> Result<(), Text> {
        match &self.stage {
            Stage::Empty => {
                for text in &self.last_result {
                    out.reply(text.clone());
                }
                out.reply(Text::new("table-empty"));
            }
            Stage::Lobby(lobby) => out.reply(lobby_status(ctx, lobby)),
            Stage::Playing(m) => out.board(Recipient::Caller, m.game(), m.away_seats()),
        }
        Ok(())
    }

    fn stop(
        &mut self,
        caller: &Caller,
        now: i64,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        self.require_host(caller)?;
        match std::mem::replace(&mut self.stage, Stage::Empty) {
            Stage::Empty => return Err(Text::new("table-no-lobby")),
            Stage::Lobby(_) => {
                writes.push(Write::Lobby {
                    channel: self.channel,
                    lobby: None,
                });
                out.news(Text::new("table-lobby-closed"));
            }
            Stage::Playing(m) => {
                self.remember(&m);
                writes.push(Write::EndGame {
                    game: m.id,
                    status: GameStatus::Abandoned,
                    at: now,
                });
                out.news(
                    Text::new("table-game-abandoned")
                        .arg("player", Arg::Verbatim(caller.name.clone())),
                );
                out.finished_players = Some(m.players);
            }
        }
        Ok(())
    }

    fn set_language(
        &mut self,
        caller: &Caller,
        lang: Lang,
        out: &mut Outbox,
        writes: &mut Vec<Write>,
    ) -> Result<(), Text> {
        if !caller.moderator {
            return Err(Text::new("table-moderator-only"));
        }
        self.lang = Some(lang);
        writes.push(Write::Language {
            channel: self.channel,
            lang,
        });
        out.news(Text::new("table-language-set").arg("language", Text::new(lang_name(lang))));
        Ok(())
    }

    /// Keeps how a game that ended here went: for `/game status` and a rematch.
    fn remember(&mut self, m: &Match) {
        self.last_result = final_result(m.game.as_ref(), &m.players);
        self.last_game = Some(thread::last_game(
            m.id,
            m.game.as_ref(),
            &m.options,
            m.pace,
            &m.players,
        ));
    }

    /// In a quiet channel ([`Posts::Tricks`]), after a change of the game: plays that end
    /// nothing go onto the table message, and the people whose turn `begun` (other than
    /// `caller`, who knows) are pinged by a short-lived post.
    fn quiet(
        &self,
        ctx: &Context,
        begun: SeatSet,
        caller: Option<UserId>,
        writes: &[Write],
        out: &mut Outbox,
    ) {
        let changed = writes.iter().any(|w| matches!(w, Write::Event { .. }));
        let posts = self.settings.posts.unwrap_or(ctx.default_posts);
        if posts != Posts::Tricks || !changed {
            return;
        }
        let pinged: Vec<(Seat, UserId)> = begun
            .iter()
            .filter_map(|seat| {
                let player = self.players().get(seat.index())?;
                (!player.is_ai() && Some(player.user) != caller).then_some((seat, player.user))
            })
            .collect();
        let ping = (!pinged.is_empty()).then(|| {
            let text = Text::new("table-your-turn").arg("count", pinged.len()).arg(
                "players",
                Arg::List(pinged.iter().map(|(seat, _)| Arg::Seat(*seat)).collect()),
            );
            (text, pinged.iter().map(|(_, user)| *user).collect())
        });
        out.quiet(ping);
    }

    /// Applies chance outcomes and AI moves until people must act or the game ends, then
    /// tells the channel whose turn it is.
    ///
    /// The AI's moves stop once the command spent its time on them
    /// ([`AiLimits::command_time`]); the table then wakes the clock loop at once
    /// ([`Table::settle_times`]), which goes on with them.
    fn advance(&mut self, ctx: &Context, now: i64, out: &mut Outbox, writes: &mut Vec<Write>) {
        let Stage::Playing(m) = &mut self.stage else {
            return;
        };
        let mut ai = AiTurn::new(ctx.ai);
        m.ai_left = false;
        for _ in 0..MAX_AUTOMATIC_STEPS {
            match m.game.actors() {
                Actors::Over => break,
                Actors::Chance => {
                    let outcome = m.game.sample_chance(&mut m.rng);
                    let mut notices = Vec::new();
                    if let Err(e) = m.game.apply_chance(&outcome, &mut notices) {
                        tracing::error!(game = m.game.info().id, error = %e, "a sampled chance outcome was refused");
                        break;
                    }
                    m.record(Action::Chance { outcome }, now, writes);
                    out.notices(notices, &m.players);
                }
                Actors::Seats(seats) => {
                    let Some(seat) = seats.iter().find(|s| m.played_by_ai(*s)) else {
                        break;
                    };
                    m.ai_left = ai.spent();
                    if m.ai_left {
                        break;
                    }
                    let Some(notation) = ai.decide(m, seat) else {
                        tracing::error!(game = m.game.info().id, %seat, "the AI found no move");
                        break;
                    };
                    let mut notices = Vec::new();
                    match m.game.play(seat, &notation, &mut notices) {
                        Ok(played) => {
                            m.record(
                                Action::Move {
                                    seat,
                                    notation: played,
                                },
                                now,
                                writes,
                            );
                            out.notices(notices, &m.players);
                        }
                        Err(e) => {
                            tracing::error!(game = m.game.info().id, %seat, ?e, "the AI chose an illegal move");
                            break;
                        }
                    }
                }
            }
        }
        match m.game.actors() {
            Actors::Over => {
                let outcome = m.game.outcome();
                writes.push(Write::EndGame {
                    game: m.id,
                    status: GameStatus::Finished,
                    at: now,
                });
                if let Some(outcome) = &outcome {
                    // The store rates the people who played it, with the end of the game.
                    writes.push(Write::Rate {
                        game: m.id,
                        outcome: outcome.clone(),
                    });
                }
                if let Some(outcome) = outcome {
                    out.final_chart(m.game());
                    out.news(Text::new("table-game-over").arg(
                        "winners",
                        Arg::List(outcome.winners.iter().copied().map(Arg::Seat).collect()),
                    ));
                    for seat in Seat::all(outcome.scores.len()) {
                        out.news(m.game.final_score_text(seat, &outcome.scores));
                    }
                }
                out.board(Recipient::Channel, m.game(), m.away_seats());
                if let Stage::Playing(m) = std::mem::replace(&mut self.stage, Stage::Empty) {
                    self.remember(&m);
                    out.finished_players = Some(m.players);
                }
            }
            Actors::Seats(seats) => {
                out.board(Recipient::Channel, m.game(), m.away_seats());
                out.turn(
                    Text::new("table-waiting")
                        .arg("count", seats.len())
                        .arg("players", Arg::List(seats.iter().map(Arg::Seat).collect())),
                    &m.people_at(seats),
                    Mention::Turn,
                );
            }
            Actors::Chance => {}
        }
    }
}

impl Match {
    fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.user == user)
            .map(|i| Seat(i as u8))
    }

    /// The answer to a move that cannot be read: two of the seat's legal moves as
    /// examples (when it has any), and where the notation is explained.
    fn unreadable(&self, seat: Seat, input: &str) -> Text {
        let examples: Vec<Arg> = self
            .game
            .legal_moves(seat)
            .into_iter()
            .filter(|m| !m.always_offered)
            .take(UNREADABLE_EXAMPLES)
            .map(|m| {
                Text::new("table-move-example")
                    .arg("move", Arg::Verbatim(m.notation))
                    .into()
            })
            .collect();
        Text::new("table-move-unreadable")
            .arg(
                "input",
                Arg::Verbatim(input.chars().take(UNREADABLE_ECHO).collect()),
            )
            .arg("count", examples.len())
            .arg("examples", Arg::List(examples))
            .arg("game", Text::new(self.game.info().name))
    }

    fn free_ai_id(&self) -> UserId {
        (1..UserId::AI_LIMIT)
            .map(UserId)
            .find(|id| self.players.iter().all(|p| p.user != *id))
            .unwrap_or(UserId(UserId::AI_LIMIT - 1))
    }

    /// `user` did something at the table at `now` (the command in `writes`), if they sit
    /// at it: stored when it matters (see [`attendance`]).
    fn attend(&mut self, user: UserId, now: i64, writes: &mut Vec<Write>) {
        let Some(seat) = self.seat_of(user) else {
            return;
        };
        let moved = writes.iter().any(|w| {
            matches!(w, Write::Event { event, .. }
                if matches!(event.action, Action::Move { seat: mover, .. } if mover == seat))
        });
        writes.extend(self.attendance.acted(self.id, seat, now, moved));
    }

    fn record(&mut self, action: Action, at: i64, writes: &mut Vec<Write>) {
        self.last_event_at = at;
        writes.push(Write::Event {
            game: self.id,
            seq: self.next_seq,
            event: RecordedEvent { at, action },
        });
        self.next_seq += 1;
    }

    /// The players, in seat order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The game.
    pub fn game(&self) -> &dyn AnyGame {
        self.game.as_ref()
    }
}

/// An AI seat playing at `level`, named in the table's language `lang` (readers see it
/// named in theirs: [`player_name`]).
fn ai_player(ctx: &Context, lang: Lang, user: UserId, level: Level) -> Player {
    let ai = Player {
        user,
        name: String::new(),
        lang,
        level: Some(level),
    };
    let Arg::Text(name) = player_name(&ai) else {
        return ai;
    };
    Player {
        name: ctx.localizer.render(lang, &name, &|s| s.to_string()),
        ..ai
    }
}

/// How a game ended, seats named: which game, the winners if it was played to its end,
/// and everyone's score.
pub(super) fn final_result(game: &dyn AnyGame, players: &[Player]) -> Vec<Text> {
    let (winners, scores) = final_scores(game, players);
    let mut texts = vec![Text::new("table-last-game").arg("game", Text::new(game.info().name))];
    if let Some(winners) = winners {
        texts.push(Text::new("table-game-over").arg("winners", Arg::List(winners)));
    }
    texts.extend(scores.into_iter().filter_map(|score| match score {
        Arg::Text(text) => Some(*text),
        _ => None,
    }));
    texts
}

/// The winners of a game played to its end (none for one that ended early) and
/// everyone's final score, as arguments with the seats named.
pub(super) fn final_scores(game: &dyn AnyGame, players: &[Player]) -> (Option<Vec<Arg>>, Vec<Arg>) {
    let names = |seat: Seat| {
        players
            .get(seat.index())
            .map_or_else(|| Arg::Verbatim(seat.to_string()), player_name)
    };
    let (winners, scores) = match game.outcome() {
        Some(outcome) => (Some(outcome.winners), outcome.scores),
        None => (None, game.scores()),
    };
    let winners = winners.map(|seats| seats.into_iter().map(&names).collect());
    let scores = Seat::all(scores.len())
        .map(|seat| {
            Arg::Text(Box::new(name_seats(
                game.final_score_text(seat, &scores),
                &names,
            )))
        })
        .collect();
    (winners, scores)
}

/// How a lobby stands: the game, who sits, how many are needed.
fn lobby_status(ctx: &Context, lobby: &Lobby) -> Text {
    let info = ctx
        .registry
        .iter()
        .find(|k| k.info().id == lobby.game)
        .map(|k| k.info());
    let players = lobby.players.iter().map(player_name).collect();
    Text::new("table-lobby-status")
        .arg(
            "game",
            info.map_or(Text::new("table-no-game"), |i| Text::new(i.name)),
        )
        .arg("count", lobby.players.len())
        .arg("min", info.map_or(0, |i| i.min_players))
        .arg("max", info.map_or(0, |i| i.max_players))
        .arg("players", Arg::List(players))
}

fn lobby_has_room(ctx: &Context, lobby: &Lobby) -> Result<(), Text> {
    let max = ctx
        .registry
        .iter()
        .find(|k| k.info().id == lobby.game)
        .map_or(0, |k| k.info().max_players);
    if lobby.players.len() >= max {
        return Err(Text::new("table-lobby-full").arg("max", max));
    }
    Ok(())
}

/// Why a control of an old message does nothing: its lobby or game is gone.
fn stale_message(shown: TableRef) -> Text {
    Text::new(match shown {
        TableRef::Lobby(_) => "table-lobby-gone",
        TableRef::Game(_) => "table-game-gone",
    })
}

/// The name of a thread opened for `game`: the game's name in `lang`.
fn thread_name(ctx: &Context, lang: Lang, game: &str) -> String {
    match ctx.registry.iter().find(|kind| kind.info().id == game) {
        Some(kind) => ctx
            .localizer
            .render(lang, &Text::new(kind.info().name), &|s| s.to_string()),
        None => game.to_owned(),
    }
}

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "lang-en",
        Lang::Hu => "lang-hu",
        Lang::El => "lang-el",
        Lang::Ru => "lang-ru",
    }
}
