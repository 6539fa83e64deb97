//! The interaction handlers, shared by both ways in (serenity's gateway event handler and
//! the HTTP-interactions endpoint): each reads an interaction, hands it to the table
//! layer, and sends what comes back through its [`Responder`]. No rules and no SQL here.

use super::dm_controls::{self, Verdict};
use super::followup;
use super::history;
use super::in_place;
use super::membership::Membership;
use super::menu;
use super::parcel;
use super::picture;
use super::ratings;
use super::request::{self, Request};
use super::respond::{self, clip, Setting, Source};
use super::responder::Responder;
use super::rules;
use super::sender::DiscordSender;
use crate::ai::Level;
use crate::i18n::{Lang, Localizer};
use crate::store::Write;
use crate::table::{Caller, ChannelId, Command, TableRef, Tables, UserId};
use serde_json::{json, Value};
use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAttachment, EventHandler, GuildId, Interaction, Ready,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// Answer (or defer) well within Discord's three seconds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How often the running bot leaves a heartbeat in the store.
const HEARTBEAT_MS: i64 = 30_000;
/// The clock looks for new deadlines at least this often (a command may set one sooner
/// than the earliest it knew).
const CLOCK_CHECK_MS: i64 = 1_000;
/// How often the clock lets go of tables nobody uses.
const RELEASE_EVERY_MS: i64 = 60_000;
/// How often the clock forgets games that ended longer ago than they are kept.
const FORGET_EVERY_MS: i64 = 60 * 60 * 1000;
/// Autocomplete shows at most this many choices.
const MAX_CHOICES: usize = 25;

/// State shared by every interaction of the process.
pub struct Shared {
    /// The tables.
    pub tables: Tables,
    /// Sends what the outbox holds (here: lifts a channel's unreachable mark).
    pub sender: Arc<DiscordSender>,
    /// Register commands to this server only (fast iteration), else globally.
    pub guild: Option<GuildId>,
    /// Whether the people clicking controls in the DM with the bot still belong to the
    /// servers of the tables they act on.
    members: Membership,
    accepting: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
    registered: AtomicBool,
}

impl Shared {
    /// Shared state over the tables, the sender and the membership checks.
    pub fn new(
        tables: Tables,
        sender: Arc<DiscordSender>,
        members: Membership,
        guild: Option<GuildId>,
    ) -> Shared {
        Shared {
            tables,
            sender,
            guild,
            members,
            accepting: AtomicBool::new(true),
            in_flight: AtomicUsize::new(0),
            idle: Notify::new(),
            registered: AtomicBool::new(false),
        }
    }

    /// Stops taking interactions and waits (at most `patience`) for those in progress.
    pub async fn drain(&self, patience: Duration) {
        self.accepting.store(false, Ordering::SeqCst);
        let wait = async {
            while self.in_flight.load(Ordering::SeqCst) > 0 {
                let notified = self.idle.notified();
                if self.in_flight.load(Ordering::SeqCst) == 0 {
                    break;
                }
                notified.await;
            }
        };
        if tokio::time::timeout(patience, wait).await.is_err() {
            tracing::warn!("interactions still running at shutdown");
        }
    }

    /// Whether interactions are still taken (not shutting down).
    pub fn accepting(&self) -> bool {
        self.accepting.load(Ordering::SeqCst)
    }

    fn localizer(&self) -> &'static Localizer {
        self.tables.context().localizer
    }

    /// Handles one interaction (a command, an autocomplete, a component), answering
    /// through `responder`, and counts it in the metrics; nothing once shutting down.
    pub async fn interaction(&self, interaction: Interaction, responder: &Responder) {
        let Some(_in_flight) = InFlight::enter(self) else {
            return;
        };
        let started = std::time::Instant::now();
        let kind = match interaction {
            Interaction::Command(command) => {
                self.command(responder, &command).await;
                command_path(&command)
            }
            Interaction::Autocomplete(command) => {
                self.autocomplete(responder, &command).await;
                "autocomplete".to_owned()
            }
            Interaction::Component(component) => {
                self.component(responder, &component).await;
                "button".to_owned()
            }
            _ => return,
        };
        crate::metrics::interaction(&kind, "answered", started.elapsed());
    }
}

/// Counts an interaction in progress for the lifetime of the guard.
struct InFlight<'a>(&'a Shared);

impl<'a> InFlight<'a> {
    fn enter(shared: &'a Shared) -> Option<InFlight<'a>> {
        shared.in_flight.fetch_add(1, Ordering::SeqCst);
        let guard = InFlight(shared);
        shared.accepting.load(Ordering::SeqCst).then_some(guard)
    }
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        if self.0.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Serenity's event handler.
pub struct Handler(pub Arc<Shared>);

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        crate::metrics::set_ready(true);
        if !self.0.registered.swap(true, Ordering::SeqCst) {
            if let Err(e) = super::register(&ctx.http, self.0.guild).await {
                tracing::error!(error = %e, "cannot register the slash commands");
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let responder = Responder::rest(ctx.http, &interaction);
        self.0.interaction(interaction, &responder).await;
    }
}

impl Shared {
    async fn command(&self, responder: &Responder, command: &CommandInteraction) {
        let user = UserId(command.user.id.get());
        let lang = Lang::negotiate(&command.locale);
        let caller = request::caller(
            user,
            &command.locale,
            command
                .guild_id
                .map(|g| (g.get(), command.guild_locale.as_deref())),
            command.member.as_ref().and_then(|m| m.permissions),
            request::moderator_permission(command),
        );
        let channel = ChannelId(command.channel_id.get());
        let answer = |data: Value| json!({ "type": 4, "data": data });
        match request::read(command) {
            None => {
                let text = self
                    .localizer()
                    .message(lang, "discord-unknown-command", None);
                let response = answer(json!({
                    "content": text,
                    "flags": 64,
                    "allowed_mentions": { "parse": [] },
                }));
                responder.respond(&response).await;
            }
            Some(Request::Mine) => super::mine::answer(responder, command, &self.tables).await,
            Some(Request::History) => history::history(responder, command, &self.tables).await,
            Some(Request::Record { game }) => {
                history::record_command(responder, command, &self.tables, game).await
            }
            Some(Request::Reminders { on }) => {
                let reply = self.tables.set_reminders(&caller, on).await;
                let response = respond::private_answer(&reply.render(self.localizer()));
                responder.respond(&response).await;
            }
            Some(Request::Pictures { on }) => {
                let reply = self.tables.set_pictures(&caller, on).await;
                let response = respond::private_answer(&reply.render(self.localizer()));
                responder.respond(&response).await;
            }
            Some(Request::GuildOnly) => {
                super::mine::guild_only(responder, command, self.localizer()).await
            }
            Some(Request::Rules {
                game,
                section,
                lang: asked,
            }) => {
                let registry = &self.tables.context().registry;
                let lang = asked.unwrap_or(lang);
                let data =
                    rules::message(self.localizer(), registry, &game, section.as_deref(), lang)
                        .unwrap_or_else(|| {
                            rules::unknown_game(self.localizer(), registry, &game, lang)
                        });
                responder.respond(&answer(data)).await;
            }
            Some(Request::Stats { player, game }) => {
                let server = command.guild_id.map_or(0, |g| g.get());
                let player = player.unwrap_or(user);
                let data = ratings::stats_answer(&self.tables, server, player, game, lang).await;
                responder.respond(&answer(data)).await;
            }
            Some(Request::Leaderboard { game }) => {
                let server = command.guild_id.map_or(0, |g| g.get());
                let data = ratings::leaderboard_answer(&self.tables, server, game, lang).await;
                responder.respond(&answer(data)).await;
            }
            Some(Request::Table(table_command)) => {
                self.table(responder, Source::Command, channel, caller, table_command)
                    .await;
            }
        }
    }

    async fn component(&self, responder: &Responder, component: &ComponentInteraction) {
        let id = component.data.custom_id.as_str();
        if let Some((game, asked)) = rules::parse_custom_id(id) {
            let registry = &self.tables.context().registry;
            let section = selected(component);
            match rules::message(self.localizer(), registry, game, section, asked) {
                Some(data) => {
                    let answer = in_place::answer(component, data);
                    responder.respond(&answer).await;
                }
                None => self.refuse(responder, component).await,
            }
            return;
        }
        let in_dm = component.guild_id.is_none();
        if let Some(wanted) = history::parse_custom_id(id).filter(|_| !in_dm) {
            return history::record_button(responder, component, &self.tables, wanted).await;
        }
        let Some(button) = respond::parse_custom_id(id) else {
            return self.refuse(responder, component).await;
        };
        if in_dm {
            return self.direct_control(responder, component, button).await;
        }
        // A button acts only on the table of the channel it sits in.
        if button.channel.0 != component.channel_id.get() {
            tracing::warn!(
                user = component.user.id.get(),
                id,
                "a button from another channel"
            );
            return self.refuse(responder, component).await;
        }
        let caller = request::caller(
            UserId(component.user.id.get()),
            &component.locale,
            component
                .guild_id
                .map(|g| (g.get(), component.guild_locale.as_deref())),
            component.member.as_ref().and_then(|m| m.permissions),
            serenity::all::Permissions::MANAGE_MESSAGES,
        );
        if button.action == "rematch" {
            // Under the post of a game's end: asks for a new lobby, answered like a command.
            let Some(TableRef::Game(game)) = button.shown else {
                return self.refuse(responder, component).await;
            };
            let rematch = Command::Rematch { game };
            return self
                .table(responder, Source::Command, button.channel, caller, rematch)
                .await;
        }
        let chosen = selected(component);
        let command = match button.action {
            "join" => Command::Join,
            "leave" => Command::Leave,
            "start" => Command::Start,
            "bot" => Command::AddAi {
                level: Level::Strong,
            },
            "hand" => Command::Hand,
            action => {
                if let Some(view) = menu::View::of(action, chosen) {
                    return self.menu(responder, component, button, caller, view).await;
                }
                let (menu::CHOOSE, Some(notation)) = (action, chosen) else {
                    return self.refuse(responder, component).await;
                };
                let play = Command::Play {
                    notation: notation.to_owned(),
                };
                let play = from_message(button.shown, play);
                return self
                    .table(responder, Source::Command, button.channel, caller, play)
                    .await;
            }
        };
        let command = from_message(button.shown, command);
        self.table(
            responder,
            Source::TableButton,
            button.channel,
            caller,
            command,
        )
        .await;
    }

    /// A control clicked in the DM with the bot: it acts only for the clicker's seat in
    /// the game it names (their menu of moves, a move chosen there), and only while they
    /// still belong to the table's server; someone who left it has their seat handed to
    /// an AI. Whatever is refused gets the one refusal of DM controls.
    async fn direct_control(
        &self,
        responder: &Responder,
        component: &ComponentInteraction,
        button: respond::TableButton<'_>,
    ) {
        let chosen = selected(component);
        let view = menu::View::of(button.action, chosen);
        let for_seat = view.is_some() || (button.action == menu::CHOOSE && chosen.is_some());
        let user = UserId(component.user.id.get());
        let verdict = if for_seat {
            dm_controls::judge(
                &self.tables,
                &self.members,
                button.channel,
                button.shown,
                user,
            )
            .await
        } else {
            Verdict::Refuse
        };
        let caller = request::caller(
            user,
            &component.locale,
            None,
            None,
            serenity::all::Permissions::MANAGE_MESSAGES,
        );
        match (verdict, view, chosen) {
            (Verdict::Act, Some(view), _) => {
                self.menu(responder, component, button, caller, view).await
            }
            (Verdict::Act, None, Some(notation)) => {
                let play = Command::Play {
                    notation: notation.to_owned(),
                };
                let play = from_message(button.shown, play);
                self.table(responder, Source::Direct, button.channel, caller, play)
                    .await
            }
            (Verdict::HandOver, _, _) => {
                self.refuse(responder, component).await;
                self.hand_seat_to_ai(button.channel, &caller, button.shown)
                    .await;
            }
            _ => self.refuse(responder, component).await,
        }
    }

    /// Hands the seat of `caller`, who left the server of the table of `channel`, to an
    /// AI: the table's own leave, so it is stored, posted and shown like any seat change.
    async fn hand_seat_to_ai(&self, channel: ChannelId, caller: &Caller, shown: Option<TableRef>) {
        tracing::info!(%channel, user = caller.user.0, "a player left the server; an AI takes the seat");
        let localizer = self.localizer();
        let leave = from_message(shown, Command::Leave);
        self.tables
            .handle_with(channel, caller, leave, |answer| {
                ((), parcel::unasked(localizer, channel, &answer))
            })
            .await;
    }

    /// Opens (or turns to `page` of) the caller's menu of moves: their hand and legal
    /// moves, only for them. A refusal (not seated, an old message) is answered privately.
    async fn menu(
        &self,
        responder: &Responder,
        component: &ComponentInteraction,
        button: respond::TableButton<'_>,
        caller: Caller,
        view: menu::View,
    ) {
        let localizer = self.localizer();
        let look = from_message(button.shown, Command::Hand);
        // Like any command, a look settles what fell due meanwhile (another player's
        // reminder the clock has not sent yet, a ping): it goes as the clock's news would,
        // and only the caller's own answer becomes the menu.
        let answer = self
            .tables
            .handle_with(button.channel, &caller, look, |answer| {
                let promised = parcel::unasked(localizer, button.channel, &answer);
                (answer, promised)
            })
            .await;
        let text = answer
            .messages
            .iter()
            .filter(|m| m.to == crate::table::Recipient::Caller)
            .map(|m| m.render(localizer))
            .collect::<Vec<_>>()
            .join("\n");
        let refused = answer
            .messages
            .iter()
            .any(|m| m.kind == crate::table::MessageKind::Refusal);
        let shown = match answer.shown {
            Some(shown) if !refused => shown,
            _ if component.guild_id.is_none() => {
                return self.refuse(responder, component).await;
            }
            _ => {
                let response = respond::private_answer(&text);
                responder.respond(&response).await;
                return;
            }
        };
        let moves = self
            .tables
            .suggest_moves(button.channel, caller.user, caller.lang, "", usize::MAX)
            .await;
        let data = menu::menu(
            localizer,
            caller.lang,
            button.channel,
            shown,
            &text,
            &moves,
            view,
        );
        // The Play button opens a new private message; a page button turns its page, in
        // place when it sits on the caller's own menu.
        let response = if button.action == "play" {
            json!({ "type": 4, "data": data })
        } else {
            in_place::answer(component, data)
        };
        responder.respond(&response).await;
    }

    /// Refuses a control privately, instead of leaving Discord to say that the interaction
    /// failed: one this bot does not know (garbled, or not for this channel) and, in the DM
    /// with the bot, any control that may not act, with the one refusal of DM controls.
    async fn refuse(&self, responder: &Responder, component: &ComponentInteraction) {
        let lang = Lang::negotiate(&component.locale);
        let response = if component.guild_id.is_none() {
            respond::dm_control_refusal(self.localizer(), lang)
        } else {
            let text = self.localizer().render(
                lang,
                &crate::engine::Text::new("discord-unknown-button"),
                &|s| s.to_string(),
            );
            respond::private_answer(&text)
        };
        responder.respond(&response).await;
    }

    /// Runs a table command. Everything it makes the bot send on its own (the table
    /// message, posts, direct messages) is committed to the outbox with the command and
    /// sent by the dispatcher; the interaction response goes out at once, and a public one
    /// is also stored as a fallback post, withdrawn once the response arrived. A ping to
    /// post as a follow-up of the interaction waits for the response, then is hastened.
    async fn table(
        &self,
        responder: &Responder,
        source: Source,
        channel: ChannelId,
        caller: Caller,
        command: Command,
    ) {
        let opened = matches!(command, Command::Open { .. } | Command::Rematch { .. });
        if opened {
            // Someone opens a table here: the bot may post again if it was shut out.
            self.sender.reachable_again(channel).await;
        }
        if clears_dm_mark(&command) {
            // People open their DMs when told, then start a game or look at their hand.
            self.sender.dms_open_again(caller.user).await;
        }
        let localizer = self.localizer();
        let interaction = responder.id().get();
        let mover = caller.user;
        // The ping goes as a follow-up of this interaction when its webhook posts in the
        // table's channel: not for a control clicked in the DM.
        let followup =
            (source != Source::Direct).then(|| followup::of(responder, self.tables.now_ms()));
        let (answer_key, ping_key) = (
            parcel::answer_key(interaction),
            parcel::ping_key(interaction),
        );
        let work = self
            .tables
            .handle_with(channel, &caller, command, |answer| {
                let setting = Setting::of(localizer, channel, &answer, opened);
                let plan = respond::plan(&answer.messages, source, &setting);
                let mut promised =
                    parcel::promised(&plan, &setting, answer.game, interaction, followup.as_ref());
                if let Some(handover) = answer.handover {
                    promised.push(parcel::thread(channel, handover));
                }
                let keyed = |key: &str| promised.iter().any(|e| e.key.as_deref() == Some(key));
                let waiting = (keyed(&answer_key), keyed(&ping_key));
                ((plan.response, plan.private, waiting), promised)
            });
        tokio::pin!(work);
        let ((mut response, private, (fallback, ping)), deferred) =
            match tokio::time::timeout(DEFER_AFTER, &mut work).await {
                Ok(answer) => (answer, false),
                Err(_) => {
                    let kind = if source == Source::Command { 5 } else { 6 };
                    responder.respond(&json!({ "type": kind })).await;
                    (work.await, true)
                }
            };
        let files = self.attachment(&mut response, private, mover).await;
        let sent = if deferred && response["type"] == 6 {
            // Acknowledged already; the table message changes through the outbox.
            true
        } else if deferred {
            complete_deferred(responder, source, &response["data"], private, files).await
        } else {
            responder.respond_with(&response, files).await
        };
        let mut writes = Vec::new();
        if sent && fallback {
            writes.push(Write::Withdraw {
                key: answer_key.clone(),
            });
        }
        if ping {
            // Its follow-up may go once Discord knows the response (refused, it goes by
            // the channel routes).
            let settles = i64::try_from(responder.settles().as_millis()).unwrap_or(0);
            writes.push(Write::Hasten {
                key_prefix: ping_key.clone(),
                at: self.tables.now_ms().saturating_add(settles),
            });
        }
        if let Err(e) = self.tables.store().write(writes).await {
            tracing::warn!(error = %e, "cannot withdraw a fallback or hasten a ping");
        }
    }

    /// Takes the picture out of an interaction response and draws it as the file to send
    /// with it; a private answer shows none to a caller who turned pictures off.
    async fn attachment(
        &self,
        response: &mut Value,
        private: bool,
        caller: UserId,
    ) -> Vec<CreateAttachment> {
        let Some(data) = response.get_mut("data").filter(|d| picture::has(d)) else {
            return Vec::new();
        };
        let wanted = !private || (self.tables.store().wants_pictures(caller).await).unwrap_or(true);
        let png = picture::take(data)
            .filter(|_| wanted)
            .and_then(|shown| picture::draw(self.sender.pictures(), &shown));
        let Some(png) = png else {
            return Vec::new();
        };
        picture::show(data);
        vec![CreateAttachment::bytes(
            png.bytes.clone(),
            picture::FILENAME,
        )]
    }

    /// After the bot was down a while: each table with a game says it is back, once.
    pub async fn announce_return(&self) {
        let localizer = self.localizer();
        self.tables
            .announce_return_with(|channel, answer| parcel::unasked(localizer, channel, &answer))
            .await;
    }

    /// Tells the metrics how many parcels wait in the outbox and how old the oldest is,
    /// and how many tables are open or playing, by game.
    async fn measure(&self, now: i64) {
        let Ok(entries) = self.tables.store().outbox().await else {
            return;
        };
        let waiting: Vec<_> = entries.iter().filter(|e| !e.failed).collect();
        let oldest = waiting.iter().map(|e| e.created_at).min().unwrap_or(now);
        let age = Duration::from_millis(now.saturating_sub(oldest).max(0) as u64);
        crate::metrics::outbox(waiting.len(), age);
        let Ok(active) = self.tables.store().active_tables().await else {
            return;
        };
        for kind in &self.tables.context().registry {
            let counts = active.iter().find(|a| a.game == kind.info().id);
            let (lobbies, playing) = counts.map_or((0, 0), |a| (a.lobbies, a.playing));
            crate::metrics::active_tables(kind.info().id, lobbies, playing);
        }
    }

    /// Runs the tables' clock until `stopped`: fires every deadline as it passes, stores
    /// what each timeout makes the bot post with it, leaves a heartbeat in the store, lets
    /// go of tables nobody used for `idle`, and (hourly, from the start) forgets the games
    /// that ended longer than `keep_ended` ago.
    pub async fn run_clock(
        &self,
        stopped: &tokio::sync::Notify,
        idle: Duration,
        keep_ended: Option<Duration>,
    ) {
        let localizer = self.localizer();
        let mut heartbeat = i64::MIN;
        let mut forgot = i64::MIN;
        let mut released = self.tables.now_ms();
        loop {
            let now = self.tables.now_ms();
            if let Some(keep) = keep_ended {
                if now.saturating_sub(forgot) >= FORGET_EVERY_MS {
                    forgot = now;
                    let keep_ms = i64::try_from(keep.as_millis()).unwrap_or(i64::MAX);
                    self.tables.forget_ended(keep_ms).await;
                }
            }
            if now.saturating_sub(released) >= RELEASE_EVERY_MS {
                released = now;
                let kept = self.tables.release_idle(idle.as_millis() as i64);
                tracing::debug!(kept, "let go of idle tables");
            }
            if now.saturating_sub(heartbeat) >= HEARTBEAT_MS {
                heartbeat = now;
                let alive = Write::Alive { at: now };
                if let Err(e) = self.tables.store().write(vec![alive]).await {
                    tracing::warn!(error = %e, "cannot store the heartbeat");
                }
                self.measure(now).await;
            }
            self.tables
                .tick_with(|channel, answer| ((), parcel::unasked(localizer, channel, &answer)))
                .await;
            let wait = match self.tables.next_wake().await {
                Some(at) => {
                    let left = at.saturating_sub(self.tables.now_ms());
                    Duration::from_millis(left.clamp(0, CLOCK_CHECK_MS) as u64)
                }
                None => Duration::from_millis(CLOCK_CHECK_MS as u64),
            };
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = stopped.notified() => return,
            }
        }
    }

    async fn autocomplete(&self, responder: &Responder, command: &CommandInteraction) {
        let Some(focused) = command.data.autocomplete() else {
            return;
        };
        let lang = Lang::negotiate(&command.locale);
        let typed = focused.value.trim().to_lowercase();
        let matches = |notation: &str, label: &str| {
            typed.is_empty() || notation.contains(&typed) || label.to_lowercase().contains(&typed)
        };
        let choices: Vec<Value> = match (command.data.name.as_str(), focused.name) {
            ("play", "move") => {
                let channel = ChannelId(command.channel_id.get());
                let user = UserId(command.user.id.get());
                self.tables
                    .suggest_moves(channel, user, lang, &typed, MAX_CHOICES)
                    .await
                    .into_iter()
                    .map(|m| json!({ "name": clip(&format!("{} ({})", m.label, m.notation), 100), "value": m.notation }))
                    .collect()
            }
            ("rules", "section") => {
                let game = command
                    .data
                    .options()
                    .iter()
                    .find(|o| o.name == "game")
                    .and_then(|o| match o.value {
                        serenity::all::ResolvedValue::String(s) => Some(s.to_owned()),
                        _ => None,
                    });
                let registry = &self.tables.context().registry;
                registry
                    .iter()
                    .find(|k| Some(k.info().id) == game.as_deref())
                    .map(|k| self.localizer().rule_help(lang, k.info()))
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|s| matches(s.key, &s.title))
                    .take(MAX_CHOICES)
                    .map(|s| json!({ "name": clip(&s.title, 100), "value": s.key }))
                    .collect()
            }
            _ => Vec::new(),
        };
        let response = json!({ "type": 8, "data": { "choices": choices } });
        responder.respond(&response).await;
    }
}

/// The value chosen in a select menu, if the control is one.
fn selected(component: &ComponentInteraction) -> Option<&str> {
    match &component.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    }
}

/// `command` from a control of a message that showed `shown` (none on messages from
/// before controls named it).
/// Whether `command` clears its caller's mark of refusing DMs: starting a game, or asking
/// for one's hand (`/hand`, *Show my hand*).
fn clears_dm_mark(command: &Command) -> bool {
    match command {
        Command::FromMessage { command, .. } => clears_dm_mark(command),
        Command::Hand | Command::Start => true,
        _ => false,
    }
}

fn from_message(shown: Option<crate::table::TableRef>, command: Command) -> Command {
    match shown {
        Some(shown) => Command::FromMessage {
            shown,
            command: Box::new(command),
        },
        None => command,
    }
}

/// Completes a deferred interaction with `data` (and `files`): a command's public answer
/// edits its "thinking…" placeholder; anything else becomes a follow-up (a command's
/// placeholder is removed first). A control's deferral (type 6) has no placeholder: its
/// original is the message the control sits on, which stays as it is.
async fn complete_deferred(
    responder: &Responder,
    source: Source,
    data: &Value,
    private: bool,
    files: Vec<CreateAttachment>,
) -> bool {
    if !private && source == Source::Command {
        return responder.edit_original(data, files).await;
    }
    let (http, token) = (responder.http(), responder.token());
    if source == Source::Command {
        let _ = http.delete_original_interaction_response(token).await;
    }
    match http.create_followup_message(token, data, files).await {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(error = %e, "cannot complete a deferred interaction");
            false
        }
    }
}

/// A slash command's path as a metric label: its name and subcommand (`game new`), only
/// for commands this bot defines (anything else is `other`).
fn command_path(command: &CommandInteraction) -> String {
    let name = command.data.name.as_str();
    let sub = command.data.options.first().and_then(|o| match o.value {
        serenity::all::CommandDataOptionValue::SubCommand(_) => Some(o.name.as_str()),
        _ => None,
    });
    let path = match sub {
        Some(sub) => format!("{name} {sub}"),
        None => name.to_owned(),
    };
    if super::definitions::HANDLED_PATHS.contains(&path.as_str()) {
        path
    } else {
        "other".to_owned()
    }
}
