//! Sends the outbox's parcels to Discord: the transport side of the delivery room. It
//! turns each [`Delivery`] into REST calls and each answer into a [`Sent`] verdict:
//! delivered (with what it learned), later (rate limits, table-message spacing), a
//! failure that may heal, or one that will not.
//!
//! Errors that will not heal are handled here rather than retried: a person who refuses
//! DMs is marked for a day and told once in the table's channel (`direct`); a channel
//! that is gone or closed to the bot is marked, its host is told by DM, and nothing more
//! is sent there until a new table opens in it. A channel's ping post goes as a follow-up
//! of the interaction that caused it while it may (`ping`).
//!
//! A game's thread is opened here, off the table message, and the lobby handed over is
//! stored at the thread's table (or back at its own channel when no thread can be
//! opened). A thread archived meanwhile is unarchived before a post or edit is tried
//! again; one that cannot be (gone, or the bot may not) is marked, and its table ends the
//! game with a notice in the channel the thread was opened in.

use super::parcel::{nonce, Delivery};
use super::picture;
use super::reminder;
use super::respond::clip;
use super::rest::{Rest, RestError};
use crate::delivery::{Sender, Sent, Traffic};
use crate::engine::{Arg, Text};
use crate::i18n::{Lang, Localizer};
use crate::render::{self, Cache, Png};
use crate::store::{DirectChannel, Parcel, Store, TableTimes, Write};
use crate::table::{ChannelId, Clock, Handover, Lobby, Reloads, UserId};
use dashmap::DashMap;
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

mod direct;
mod ping;

/// Discord's JSON error codes the sender acts on.
mod code {
    /// Unknown Channel.
    pub const UNKNOWN_CHANNEL: i64 = 10003;
    /// Unknown Message (the table message was deleted).
    pub const UNKNOWN_MESSAGE: i64 = 10008;
    /// Missing Access.
    pub const MISSING_ACCESS: i64 = 50001;
    /// Cannot send messages to this user.
    pub const DMS_CLOSED: i64 = 50007;
    /// Missing Permissions.
    pub const MISSING_PERMISSIONS: i64 = 50013;
    /// Cannot send messages to this user: no mutual server.
    pub const NO_MUTUAL_GUILD: i64 = 50278;
    /// The thread is archived.
    pub const THREAD_ARCHIVED: i64 = 50083;
    /// A thread was already opened off this message.
    pub const THREAD_EXISTS: i64 = 160004;
}

/// After how many minutes without activity Discord archives a game's thread.
const THREAD_ARCHIVE_MINUTES: u64 = 1440;
/// Discord's limit for a thread's name.
const THREAD_NAME_LIMIT: usize = 100;

/// The Discord side of delivery.
pub struct DiscordSender {
    rest: Rest,
    store: Store,
    clock: Arc<dyn Clock>,
    localizer: &'static Localizer,
    board_interval: Duration,
    last_edit: DashMap<ChannelId, Instant>,
    table_messages: DashMap<ChannelId, Option<u64>>,
    pings: DashMap<ChannelId, ping::Shown>,
    /// The picture each table message shows: its content hash and attachment id, so an
    /// edit that shows it unchanged keeps it instead of drawing and uploading it again.
    shown_pictures: DashMap<ChannelId, (u64, String)>,
    /// The pictures drawn lately, by content.
    pictures: Cache,
    direct: DashMap<UserId, DirectChannel>,
    unreachable: DashMap<ChannelId, bool>,
    communities: DashMap<ChannelId, u64>,
    reloads: Reloads,
    /// The store's random number, which starts every nonce.
    installation: i64,
    /// How often each person cleared their mark of refusing DMs lately.
    clears: direct::Clears,
}

impl Sender for DiscordSender {
    async fn send(&self, parcel: &Parcel) -> Sent {
        if parcel.envelope.channel.is_terminal() {
            // A terminal's table (local mode on the same database) has no Discord channel.
            return Sent::Permanent {
                error: format!(
                    "{} is a terminal's table, not a Discord channel",
                    parcel.envelope.channel
                ),
                writes: Vec::new(),
            };
        }
        let delivery = match serde_json::from_value::<Delivery>(parcel.envelope.payload.clone()) {
            Ok(delivery) => delivery,
            Err(e) => {
                return Sent::Permanent {
                    error: format!("unreadable parcel: {e}"),
                    writes: Vec::new(),
                }
            }
        };
        match delivery {
            Delivery::Post { channel, message } => self.post(parcel.id, channel, message).await,
            Delivery::Board {
                channel,
                message,
                fresh,
            } => self.board(parcel.id, channel, message, fresh).await,
            Delivery::Ping {
                channel,
                message,
                followup,
            } => self.ping(parcel.id, channel, message, followup).await,
            Delivery::Thread { parent, handover } => self.thread(parent, handover).await,
            Delivery::Watch {
                user,
                game,
                message,
                table,
            } => self.watch(parcel.id, user, game, message, table).await,
            Delivery::Direct {
                user,
                game,
                message,
                table,
                closed_notice,
            } => {
                self.direct(parcel.id, user, game, message, table, closed_notice)
                    .await
            }
            Delivery::Reminder {
                user,
                game,
                message,
                jump_label,
                table,
                closed_notice,
            } => {
                match self.store.wants_reminders(user).await {
                    Ok(true) => {}
                    Ok(false) => return Sent::Delivered(Vec::new()),
                    Err(e) => return Sent::Transient(format!("cannot read a setting: {e}")),
                }
                let message = match self.jump_url(table).await {
                    Some(url) => reminder::with_jump(message, &jump_label, &url),
                    None => message,
                };
                self.direct(parcel.id, user, game, message, table, closed_notice)
                    .await
            }
        }
    }
}

impl DiscordSender {
    /// A sender through `rest`; table-message edits of one channel are at least
    /// `board_interval` apart. The tables whose stored rows it changes are marked in
    /// `reloads`. Its nonces start with the store's random number, `installation`.
    pub fn new(
        rest: Rest,
        store: Store,
        clock: Arc<dyn Clock>,
        localizer: &'static Localizer,
        board_interval: Duration,
        reloads: Reloads,
        installation: i64,
    ) -> DiscordSender {
        DiscordSender {
            rest,
            store,
            clock,
            localizer,
            board_interval,
            last_edit: DashMap::new(),
            table_messages: DashMap::new(),
            pings: DashMap::new(),
            shown_pictures: DashMap::new(),
            pictures: Cache::new(picture::CACHED),
            direct: DashMap::new(),
            unreachable: DashMap::new(),
            communities: DashMap::new(),
            reloads,
            installation,
            clears: direct::Clears::default(),
        }
    }

    /// The pictures drawn lately, shared with the interaction responses.
    pub fn pictures(&self) -> &Cache {
        &self.pictures
    }

    /// A request about the messages of `channel`; when the channel is an archived thread,
    /// it is unarchived and the request tried once more.
    async fn in_channel(
        &self,
        channel: ChannelId,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, RestError> {
        self.in_channel_with(channel, method, path, body, None)
            .await
    }

    /// [`Self::in_channel`] with a drawn picture uploaded as the message's file.
    async fn in_channel_with(
        &self,
        channel: ChannelId,
        method: Method,
        path: &str,
        body: Option<&Value>,
        png: Option<&Png>,
    ) -> Result<Value, RestError> {
        let file = png.map(|png| (picture::FILENAME, png.bytes.as_slice()));
        let traffic = Traffic::Channel;
        match self
            .rest
            .call_with(traffic, method.clone(), path, body, file)
            .await
        {
            Err(e) if e.code() == Some(code::THREAD_ARCHIVED) => {
                let thread = format!("/channels/{}", channel.0);
                let unarchive = json!({ "archived": false });
                self.rest
                    .call(traffic, Method::PATCH, &thread, Some(&unarchive))
                    .await?;
                tracing::info!(%channel, "unarchived a game's thread");
                self.rest.call_with(traffic, method, path, body, file).await
            }
            answer => answer,
        }
    }

    /// Opens a public thread off the table message of `parent` and hands the lobby over
    /// to it; when no thread can be opened there, the game starts in `parent` itself.
    async fn thread(&self, parent: ChannelId, handover: Handover) -> Sent {
        let Some(message) = self.table_message(parent).await else {
            return self.start_in_place(parent, &handover, "no table message");
        };
        let path = format!("/channels/{}/messages/{message}/threads", parent.0);
        let body = json!({
            "name": clip(&handover.name, THREAD_NAME_LIMIT),
            "auto_archive_duration": THREAD_ARCHIVE_MINUTES,
        });
        let call = self
            .rest
            .call(Traffic::Channel, Method::POST, &path, Some(&body));
        let thread = match call.await {
            Ok(opened) => opened["id"].as_str().and_then(|id| id.parse().ok()),
            // Opened by a try whose answer was lost: a thread has its message's id.
            Err(e) if e.code() == Some(code::THREAD_EXISTS) => Some(message),
            Err(e) if e.may_heal() => return verdict(e, Vec::new()),
            Err(e) => return self.start_in_place(parent, &handover, &e.to_string()),
        };
        let Some(thread) = thread.map(ChannelId) else {
            return Sent::Transient("a thread without an id".into());
        };
        self.reloads.reload(thread);
        Sent::Delivered(handover.writes(thread, Some(parent), self.clock.now_ms()))
    }

    /// No thread can be opened for the lobby of `channel`: its game starts there.
    fn start_in_place(&self, channel: ChannelId, handover: &Handover, why: &str) -> Sent {
        tracing::warn!(%channel, why, "cannot open a thread; the game starts in the channel");
        self.reloads.reload(channel);
        Sent::Delivered(handover.writes(channel, None, self.clock.now_ms()))
    }

    /// A game's thread the bot can no longer post in: marked, and due at once, so that its
    /// table ends the game with a notice in the channel the thread was opened in.
    fn lost_thread(&self, thread: ChannelId, error: RestError) -> Sent {
        tracing::warn!(%thread, %error, "a game's thread is lost; its game ends");
        self.unreachable.insert(thread, true);
        self.reloads.reload(thread);
        let writes = vec![
            Write::Touch { channel: thread },
            Write::Reach {
                channel: thread,
                unreachable: Some(error.to_string()),
            },
            Write::Deadline {
                channel: thread,
                times: TableTimes::wake_at(self.clock.now_ms()),
            },
        ];
        Sent::Permanent {
            error: error.to_string(),
            writes,
        }
    }

    /// The bot may post in `channel` again (a table was opened there): lifts its mark.
    pub async fn reachable_again(&self, channel: ChannelId) {
        if self.is_unreachable(channel).await {
            self.unreachable.insert(channel, false);
            let write = Write::Reach {
                channel,
                unreachable: None,
            };
            if let Err(e) = self.store.write(vec![write]).await {
                tracing::warn!(%channel, error = %e, "cannot clear a channel's unreachable mark");
            }
        }
    }

    async fn post(&self, id: i64, channel: ChannelId, message: Value) -> Sent {
        if self.is_unreachable(channel).await {
            return unreachable_already(channel);
        }
        let path = format!("/channels/{}/messages", channel.0);
        let (message, png) = self.drawn(self.with_nonce(message, id), true);
        match self
            .in_channel_with(channel, Method::POST, &path, Some(&message), png.as_deref())
            .await
        {
            Ok(_) => Sent::Delivered(Vec::new()),
            Err(e) => self.channel_failure(channel, e).await,
        }
    }

    async fn board(&self, id: i64, channel: ChannelId, mut message: Value, fresh: bool) -> Sent {
        if self.is_unreachable(channel).await {
            return unreachable_already(channel);
        }
        let image = picture::take(&mut message);
        if !fresh {
            if let Some(last) = self.last_edit.get(&channel).map(|t| *t) {
                let next = last + self.board_interval;
                if next > Instant::now() {
                    return Sent::Later(next - Instant::now());
                }
            }
            if let Some(table_message) = self.table_message(channel).await {
                let path = format!("/channels/{}/messages/{table_message}", channel.0);
                let (edit, png) = self.board_edit(channel, message.clone(), image.as_ref());
                match self
                    .in_channel_with(channel, Method::PATCH, &path, Some(&edit), png.as_deref())
                    .await
                {
                    Ok(edited) => {
                        self.last_edit.insert(channel, Instant::now());
                        self.remember_picture(channel, png.as_deref(), &edited);
                        return Sent::Delivered(Vec::new());
                    }
                    // Deleted by someone: post a new one below.
                    Err(e) if e.code() == Some(code::UNKNOWN_MESSAGE) => {}
                    Err(e) => return self.channel_failure(channel, e).await,
                }
            }
        }
        let path = format!("/channels/{}/messages", channel.0);
        let message = picture::with(self.with_nonce(message, id), image);
        let (message, png) = self.drawn(message, true);
        match self
            .in_channel_with(channel, Method::POST, &path, Some(&message), png.as_deref())
            .await
        {
            Ok(posted) => {
                self.remember_picture(channel, png.as_deref(), &posted);
                let shown = posted["id"].as_str().and_then(|id| id.parse().ok());
                self.table_messages.insert(channel, shown);
                self.last_edit.insert(channel, Instant::now());
                Sent::Delivered(vec![Write::TableMessage {
                    channel,
                    message: shown,
                }])
            }
            Err(e) => self.channel_failure(channel, e).await,
        }
    }

    /// `message` with its parcel's nonce.
    fn with_nonce(&self, message: Value, parcel: i64) -> Value {
        with_nonce(message, self.installation, parcel)
    }

    /// `message` ready to send, and the PNG to upload with it: its picture drawn (when
    /// `wanted`, else left out), the message made to show it.
    fn drawn(&self, mut message: Value, wanted: bool) -> (Value, Option<Arc<Png>>) {
        let png = picture::take(&mut message)
            .filter(|_| wanted)
            .and_then(|shown| picture::draw(&self.pictures, &shown));
        if png.is_some() {
            picture::show(&mut message);
        }
        (message, png)
    }

    /// An edit of the table message of `channel` showing `shown`: the picture it shows
    /// already is kept (nothing drawn or uploaded), a new one is drawn, and without one the
    /// old one goes.
    fn board_edit(
        &self,
        channel: ChannelId,
        mut message: Value,
        shown: Option<&crate::engine::Picture<String>>,
    ) -> (Value, Option<Arc<Png>>) {
        let Some(shown) = shown else {
            picture::drop_shown(&mut message);
            return (message, None);
        };
        let on_show = self.shown_pictures.get(&channel).map(|s| s.clone());
        match on_show {
            Some((hash, attachment)) if hash == render::content_hash(shown) => {
                picture::keep(&mut message, &attachment);
                (message, None)
            }
            _ => self.drawn(picture::with(message, Some(shown.clone())), true),
        }
    }

    /// Remembers which picture the table message of `channel` shows after Discord
    /// answered `sent` (none when it shows no new one: a kept one stays remembered).
    fn remember_picture(&self, channel: ChannelId, png: Option<&Png>, sent: &Value) {
        match (png, picture::attachment_id(sent)) {
            (Some(png), Some(attachment)) => {
                self.shown_pictures.insert(channel, (png.hash, attachment));
            }
            (_, None) => {
                self.shown_pictures.remove(&channel);
            }
            (None, Some(_)) => {}
        }
    }

    /// Whether `user` wants pictures (read each time, so the latest choice counts; when
    /// the store cannot tell, they do).
    async fn wants_pictures(&self, user: UserId) -> bool {
        self.store.wants_pictures(user).await.unwrap_or(true)
    }

    /// A failed post or edit in `channel`: a channel that is gone or closed to the bot is
    /// marked and its host told; anything else is judged by [`verdict`].
    async fn channel_failure(&self, channel: ChannelId, error: RestError) -> Sent {
        let for_good = matches!(
            error.code(),
            Some(
                code::UNKNOWN_CHANNEL
                    | code::MISSING_ACCESS
                    | code::MISSING_PERMISSIONS
                    | code::THREAD_ARCHIVED
            )
        );
        if for_good && self.is_thread(channel).await {
            return self.lost_thread(channel, error);
        }
        let reason = match error.code() {
            Some(code::UNKNOWN_CHANNEL) => "gone",
            Some(code::MISSING_ACCESS) => "access",
            Some(code::MISSING_PERMISSIONS) => "permission",
            _ => return verdict(error, Vec::new()),
        };
        self.unreachable.insert(channel, true);
        let mut writes = vec![Write::Reach {
            channel,
            unreachable: Some(error.to_string()),
        }];
        if let Some((host, lang)) = self.host_of(channel).await {
            let text = Text::new("discord-channel-unreachable")
                .arg("channel", Arg::Verbatim(format!("<#{}>", channel.0)))
                .arg("reason", Arg::Verbatim(reason.into()));
            let content = self.localizer.render(lang, &text, &|s| s.to_string());
            let notice = Delivery::Direct {
                user: host,
                game: None,
                message: json!({ "content": content, "allowed_mentions": { "parse": [] } }),
                table: channel,
                closed_notice: None,
            };
            writes.push(Write::Enqueue {
                envelope: notice.envelope(channel),
                at: self.clock.now_ms(),
            });
        }
        Sent::Permanent {
            error: error.to_string(),
            writes,
        }
    }

    /// Whether `channel` is a thread opened for a game.
    async fn is_thread(&self, channel: ChannelId) -> bool {
        self.store
            .load_channel(channel)
            .await
            .is_ok_and(|stored| stored.parent.is_some())
    }

    /// The host of the channel's table and their language.
    async fn host_of(&self, channel: ChannelId) -> Option<(UserId, Lang)> {
        let stored = self.store.load_channel(channel).await.ok()?;
        if let Some(record) = stored.game {
            let lang = record
                .seats
                .iter()
                .find(|p| p.user == record.host)
                .map_or(Lang::En, |p| p.lang);
            return Some((record.host, lang));
        }
        let lobby: Lobby = serde_json::from_value(stored.lobby?).ok()?;
        let lang = lobby
            .players
            .iter()
            .find(|p| p.user == lobby.host)
            .map_or(Lang::En, |p| p.lang);
        Some((lobby.host, lang))
    }

    async fn is_unreachable(&self, channel: ChannelId) -> bool {
        if let Some(known) = self.unreachable.get(&channel) {
            return *known;
        }
        let stored = self
            .store
            .load_channel(channel)
            .await
            .map(|c| (c.unreachable.is_some(), c.table_message));
        let Ok((unreachable, table_message)) = stored else {
            return false;
        };
        self.unreachable.insert(channel, unreachable);
        self.table_messages.entry(channel).or_insert(table_message);
        unreachable
    }

    /// A link to the table of `channel`, once the server it belongs to is known.
    async fn jump_url(&self, channel: ChannelId) -> Option<String> {
        let guild = match self.communities.get(&channel).map(|g| *g) {
            Some(guild) => guild,
            None => {
                let guild = self.store.load_channel(channel).await.ok()?.community?;
                self.communities.insert(channel, guild);
                guild
            }
        };
        let table_message = self.table_message(channel).await;
        Some(reminder::jump_url(guild, channel, table_message))
    }

    async fn table_message(&self, channel: ChannelId) -> Option<u64> {
        if let Some(known) = self.table_messages.get(&channel) {
            return *known;
        }
        let known = self
            .store
            .load_channel(channel)
            .await
            .ok()
            .and_then(|c| c.table_message);
        self.table_messages.insert(channel, known);
        known
    }
}

/// What a failed request means for its parcel: a rate limit waits, what may heal is
/// retried, the rest is given up on (with `writes` still committed).
fn verdict(error: RestError, writes: Vec<Write>) -> Sent {
    match error {
        RestError::RateLimited { retry_after, .. } => Sent::Later(retry_after),
        e if e.may_heal() => Sent::Transient(e.to_string()),
        e => Sent::Permanent {
            error: e.to_string(),
            writes,
        },
    }
}

fn unreachable_already(channel: ChannelId) -> Sent {
    Sent::Permanent {
        error: format!("channel {channel} is marked unreachable; not sent"),
        writes: Vec::new(),
    }
}

/// `message` with the nonce of the parcel `parcel` of the store whose random number is
/// `installation`, which Discord enforces: a second try of the same parcel returns the
/// message the first one made.
fn with_nonce(mut message: Value, installation: i64, parcel: i64) -> Value {
    message["nonce"] = json!(nonce(installation, parcel));
    message["enforce_nonce"] = json!(true);
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(status: u16, code: Option<i64>) -> RestError {
        RestError::Refused {
            route: "POST /channels/1/messages".into(),
            status,
            code,
            message: String::new(),
        }
    }

    #[test]
    fn rate_limits_wait_server_errors_retry_client_errors_give_up() {
        let limited = RestError::RateLimited {
            route: "POST /channels/1/messages".into(),
            retry_after: Duration::from_secs(5),
        };
        assert!(
            matches!(verdict(limited, Vec::new()), Sent::Later(d) if d == Duration::from_secs(5))
        );
        assert!(matches!(
            verdict(refused(503, None), Vec::new()),
            Sent::Transient(_)
        ));
        assert!(matches!(
            verdict(refused(400, Some(50035)), Vec::new()),
            Sent::Permanent { .. }
        ));
    }

    #[test]
    fn every_post_carries_an_enforced_nonce_of_its_parcel() {
        let message = with_nonce(json!({ "content": "hi" }), 0, 42);
        assert_eq!(message["nonce"], "gt0000000016");
        assert_eq!(message["enforce_nonce"], true);
        assert_eq!(message["content"], "hi");
    }
}
