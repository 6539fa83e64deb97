//! A loopback fake of Discord's REST API (v10) and gateway for end-to-end tests.
//!
//! The real serenity 0.12.5 client talks to it: build its `Http` with
//! `HttpBuilder::new("fake-token").proxy(fake.api_url()).ratelimiter_disabled(true)` (serenity
//! only uses the proxy when its ratelimiter is off), and the client finds the gateway through
//! `GET /gateway`, which points at the fake's plain `ws://` listener.
//!
//! What is modelled: the gateway handshake (HELLO, IDENTIFY → READY, heartbeats, RESUME),
//! interaction dispatch and callbacks, interaction webhooks (`@original`, followups — taken
//! only once the interaction was answered, else 404 10015 — and messages, only those of
//! the same interaction; tokens that `expire_tokens` answer 401 50027), DM channels, channel
//! messages (with nonces; listed newest first, never an ephemeral one), command registration,
//! and injected errors (closed DMs, 429s), server members (`GET /guilds/{g}/members/{u}`:
//! everyone is a member of every server until `leave_server`), and Discord's limits on a
//! message's text (content 2,000 characters, an embed's description 4,096, all its embeds
//! 6,000: beyond, 400 50035). A message an interaction response or followup creates carries
//! Discord's `interaction_metadata` (the interaction's id, type and user), and a component
//! interaction carries its message as stored (flags and metadata included). Every REST call
//! is recorded with the status the fake answered, and noted as it arrives
//! (`wait_for_arrival`), so a test can act while one is still being served. Payloads the fake
//! builds are checked against serenity's own model before they are sent, so drift in
//! serenity's required fields fails loudly instead of as a silent time-out.
//!
//! For the bot's outbox (and benchmarks of it) the fake also models network latency
//! (`set_latency`), Discord's per-route buckets with their `x-ratelimit-*` headers
//! (`set_bucket_limit`), the global limit (`set_global_limit`), and injected faults: 5xx answers
//! (`inject_status`), Discord JSON errors (`inject_error`), slow answers (`inject_hang`) and
//! channels the bot may not post in (`forbid_channel`). Each REST request is served in a task of
//! its own, concurrently with the others, and runs to completion even if the client gives up
//! waiting (a timed-out request to Discord may still have gone through, too). Before routing,
//! the rules are checked in this order, the first that applies answering: hang (a delay, then
//! the rest), injected status/error, forbidden channel, global limit, bucket limit,
//! `inject_rate_limit`.
//!
//! HTTP-interactions mode (`gametable serve`): the `*_payload` functions build the same
//! interactions as `command`, `component` and `autocomplete` without dispatching them, for
//! the test to sign and POST (see `support::endpoint`); `answered_over_http` then takes the
//! bot's HTTP answer as the interaction's callback, so that `@original`, follow-ups and the
//! messages an answer creates behave as over the gateway. The answer is no REST call and is
//! not recorded among the calls.
//!
//! Threads: `POST /channels/{c}/messages/{m}/threads` opens a public thread off a message (the
//! thread's id is the message's, as on Discord; a second one answers 400 160004), whose
//! messages live under the thread's id like any channel's. A thread archived by a test
//! (`archive_thread`) answers 400 50083 to every message POST, PATCH and DELETE until
//! `PATCH /channels/{thread}` with `{"archived": false}` unarchives it; a locked one
//! (`lock_thread`) refuses that with 403 50013, the bot lacking Manage Threads.

// Each test crate that says `mod support;` compiles this module on its own and uses only part
// of it; without this, every such crate would warn about the parts it does not use.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::body::to_bytes;
use axum::extract::{Request, State as AxumState};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const APP_ID: u64 = 321;
pub const GUILD_ID: u64 = 4000;
pub const BOT_USER_ID: u64 = 321;

/// DM channel ids are `DM_CHANNEL_BASE + user id`, so tests can predict them.
pub const DM_CHANNEL_BASE: u64 = 900_000;

/// How long every `wait_*`, `command`, `autocomplete` and `component` waits before panicking.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Discord's real value. Serenity heartbeats once right after HELLO (the ACK path is exercised
/// at once); a long interval keeps a loaded test machine from missing an ACK and reconnecting.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;
const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";
/// What the bot may do in every channel: all permission bits up to 1 << 50.
const APP_PERMISSIONS: u64 = (1 << 51) - 1;
const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;
/// Message flag EPHEMERAL.
const EPHEMERAL: u64 = 64;
/// Message flag LOADING (a deferred response that has not been edited yet).
const LOADING: u64 = 128;
/// The command id in interactions for a command that was never registered.
const UNREGISTERED_COMMAND_ID: u64 = 777;

/// One REST call the bot made, with the status the fake answered.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// The path without `/api/v10` and without the query string.
    pub path: String,
    /// The JSON body (`payload_json` for multipart bodies); `Null` if empty.
    pub body: Value,
    pub status: u16,
    /// The id of the message this call created (a channel post, an interaction response or
    /// followup); `None` if it created none, e.g. an error or a nonce-deduplicated post.
    pub created: Option<u64>,
    /// When the request arrived, since the fake started (before any latency or hang).
    pub at: Duration,
    /// When the fake answered it, since the fake started.
    pub answered: Duration,
    /// The files of a multipart body (`files[n]` parts), in the order sent.
    pub files: Vec<Upload>,
}

impl Call {
    /// Whether this call counts towards Discord's global limit (interaction callbacks and
    /// webhooks do not).
    pub fn counts_globally(&self) -> bool {
        counts_globally(&self.path)
    }
}

/// A file sent as a `files[n]` part of a multipart body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The part's name, `files[n]`.
    pub field: String,
    /// The file name it was sent with.
    pub filename: String,
    /// The part's `Content-Type`, if it had one.
    pub content_type: Option<String>,
    /// The file's bytes.
    pub data: Vec<u8>,
}

impl Upload {
    /// The file's contents as text (lossy for bytes that are not UTF-8).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.data).into_owned()
    }
}

/// A guild member who triggers interactions.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub name: String,
    /// Discord locale, e.g. "hu", "en-US".
    pub locale: String,
    /// Member permissions bitfield, e.g. 0x2000 = MANAGE_MESSAGES, 0x10 = MANAGE_CHANNELS.
    pub permissions: u64,
}

impl TestUser {
    /// A user with locale "en-US" and no permissions.
    pub fn new(id: u64, name: &str) -> TestUser {
        TestUser {
            id,
            name: name.to_owned(),
            locale: "en-US".to_owned(),
            permissions: 0,
        }
    }
}

/// Where an interaction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A channel of the server with this id.
    Guild(u64),
    /// The DM between the user and the bot.
    Dm,
}

/// The fake. Cloning is cheap and shares the same fake.
#[derive(Clone)]
pub struct Fakecord {
    shared: Arc<Shared>,
}

struct Shared {
    state: Mutex<State>,
    api_url: String,
    ws_url: String,
    /// When the fake started: the origin of `Call::at` and `Call::answered`.
    started: Instant,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        // A panicking test thread must not hide the call log from the others.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

struct State {
    next_id: u64,
    calls: Vec<Call>,
    /// Every REST request as it arrived (method, path), before its latency and any hang.
    arrivals: Vec<(String, String)>,
    /// Open gateway connections, oldest first.
    conns: Vec<Conn>,
    next_conn: u64,
    issued_sessions: HashSet<String>,
    ready_sessions: usize,
    /// The token of every IDENTIFY, in order.
    identified_with: Vec<String>,
    /// The `shard` of every IDENTIFY (`[id, total]`), in order.
    identified_shards: Vec<Value>,
    /// Interactions by token.
    interactions: HashMap<String, Interaction>,
    /// Callers of `command`/`autocomplete`/`component` waiting for the callback, by interaction id.
    waiters: HashMap<u64, oneshot::Sender<Value>>,
    /// Messages by channel, oldest first.
    messages: BTreeMap<u64, Vec<Value>>,
    /// User JSON of everyone seen in an interaction, for DM channel recipients.
    users: HashMap<u64, Value>,
    closed_dms: HashSet<u64>,
    /// People who left the server (`GET /guilds/{g}/members/{u}` answers Unknown Member).
    left_server: HashSet<u64>,
    rate_limits: Vec<RateLimit>,
    global_commands: Vec<Value>,
    guild_commands: BTreeMap<u64, Vec<Value>>,
    /// Delay before every REST answer.
    latency: Duration,
    /// Messages created with a nonce: (channel, nonce) → the first such message as created.
    nonces: HashMap<(u64, String), Value>,
    /// Every message created with a nonce, in order: (channel, nonce).
    created_nonces: Vec<(u64, String)>,
    /// The message the REST call being served created, for `Call::created`.
    created: Option<u64>,
    /// The message the request being served edited, if any (uploads go onto it).
    edited: Option<u64>,
    bucket_rules: Vec<BucketRule>,
    /// Bucket windows by "METHOD route-shape major-parameter".
    buckets: HashMap<String, BucketWindow>,
    global_limit: Option<u32>,
    /// Arrival times of the non-interaction requests the global limit let through, the last
    /// second's worth.
    global_window: VecDeque<Instant>,
    faults: Vec<Fault>,
    hangs: Vec<Hang>,
    /// Channel → the JSON error code its message POSTs and PATCHes answer.
    forbidden: HashMap<u64, u64>,
    /// Threads opened off a message, by id (the message's).
    threads: BTreeMap<u64, Thread>,
    /// Whether interactions go to each live session in turn (as a load balancer spreads
    /// them over processes) instead of to the newest; and how many went so far.
    alternate: Option<usize>,
    /// Interactions dispatched, by gateway connection id.
    interactions_by_conn: BTreeMap<u64, usize>,
}

/// A public thread opened off a message.
#[derive(Clone, Debug)]
pub struct Thread {
    pub id: u64,
    /// The channel of the message it was opened off.
    pub parent: u64,
    pub name: String,
    pub archived: bool,
    /// Archived by a moderator: the bot may not unarchive it.
    pub locked: bool,
}

struct Conn {
    id: u64,
    tx: mpsc::UnboundedSender<WsMessage>,
    seq: u64,
    /// Set once the connection got READY (or RESUMED).
    session: Option<String>,
}

struct Interaction {
    id: u64,
    channel: u64,
    acknowledged: bool,
    /// The message `@original` refers to.
    original: Option<u64>,
    /// The message a component interaction came from.
    source_message: Option<u64>,
    /// What a message it creates says of it (`interaction_metadata`): its id, type, user.
    metadata: Value,
    /// Whether its token has expired (`expire_tokens`).
    expired: bool,
}

struct RateLimit {
    method: String,
    path_prefix: String,
    retry_after: f64,
    remaining: usize,
}

/// Which requests a rule applies to: the method, and a prefix of the path without `/api/v10`.
#[derive(Clone, PartialEq)]
struct Matcher {
    method: String,
    path_prefix: String,
}

impl Matcher {
    fn new(method: &str, path_prefix: &str) -> Matcher {
        let path_prefix = path_prefix.strip_prefix("/api/v10").unwrap_or(path_prefix);
        Matcher {
            method: method.to_ascii_uppercase(),
            path_prefix: path_prefix.to_owned(),
        }
    }

    fn matches(&self, method: &str, path: &str) -> bool {
        self.method == method && path.starts_with(&self.path_prefix)
    }
}

struct BucketRule {
    matcher: Matcher,
    limit: u32,
    per: Duration,
}

struct BucketWindow {
    used: u32,
    reset_at: Instant,
}

/// An injected answer (`inject_status`, `inject_error`) for the next `remaining` matches.
struct Fault {
    matcher: Matcher,
    reply: Reply,
    remaining: usize,
}

struct Hang {
    matcher: Matcher,
    delay: Duration,
    remaining: usize,
}

impl Fakecord {
    /// Binds REST and gateway listeners on 127.0.0.1 (random ports) and serves them in the
    /// current tokio runtime.
    pub async fn start() -> Fakecord {
        let rest = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fakecord: bind REST");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fakecord: bind gateway");
        let shared = Arc::new(Shared {
            state: Mutex::new(State::new()),
            api_url: format!("http://{}", rest.local_addr().expect("REST address")),
            ws_url: format!("ws://{}", gateway.local_addr().expect("gateway address")),
            started: Instant::now(),
        });
        let app = Router::new()
            .fallback(rest_handler)
            .with_state(shared.clone());
        tokio::spawn(async move {
            let _ = axum::serve(rest, app).await;
        });
        tokio::spawn(accept_gateway(gateway, shared.clone()));
        Fakecord { shared }
    }

    /// "http://127.0.0.1:PORT", for `HttpBuilder::proxy` / DISCORD_API_URL.
    pub fn api_url(&self) -> String {
        self.shared.api_url.clone()
    }

    /// "ws://127.0.0.1:PORT", what `GET /gateway` answers.
    pub fn ws_url(&self) -> String {
        self.shared.ws_url.clone()
    }

    /// Waits (10 s, then panics) until an open gateway connection has been sent READY.
    pub async fn wait_ready(&self) {
        self.poll_until("a gateway session that got READY", |st| {
            st.live_conn().map(|_| ())
        })
        .await;
    }

    /// Waits (10 s, then panics) until `n` gateway sessions have reached READY in total and one
    /// of them is still open; after a bot restart, `wait_sessions(2)`.
    pub async fn wait_sessions(&self, n: usize) {
        self.poll_until(&format!("{n} gateway sessions"), |st| {
            (st.ready_sessions >= n && st.live_conn().is_some()).then_some(())
        })
        .await;
    }

    /// Closes every open gateway connection with close code 4000, like a network blip or a
    /// Discord-side restart. Serenity reconnects and sends RESUME, which the fake answers with
    /// RESUMED: `sessions()` does not grow. `wait_ready` then waits for the resumed connection.
    pub fn disconnect(&self) {
        let mut st = self.shared.state();
        for conn in st.conns.drain(..) {
            let frame = CloseFrame {
                code: CloseCode::from(4000),
                reason: "fake: disconnect".into(),
            };
            let _ = conn.tx.send(WsMessage::Close(Some(frame)));
        }
    }

    /// The token of every gateway IDENTIFY so far, in order.
    pub fn identify_tokens(&self) -> Vec<String> {
        self.shared.state().identified_with.clone()
    }

    /// The shard (`[id, total]`) of every gateway IDENTIFY so far, in order.
    pub fn identify_shards(&self) -> Vec<Value> {
        self.shared.state().identified_shards.clone()
    }

    /// From now on, interactions go to each live gateway session in turn (several bot
    /// processes sharing the load), not only to the newest.
    pub fn alternate_sessions(&self) {
        self.shared.state().alternate = Some(0);
    }

    /// How many interactions each gateway connection got, oldest connection first.
    pub fn interactions_by_session(&self) -> Vec<usize> {
        self.shared
            .state()
            .interactions_by_conn
            .values()
            .copied()
            .collect()
    }

    /// Gateway sessions that reached READY so far (a restart makes 2; a RESUME does not count).
    pub fn sessions(&self) -> usize {
        self.shared.state().ready_sessions
    }

    /// Dispatches INTERACTION_CREATE type 2 (slash command) and waits (10 s) for the bot's
    /// `POST /interactions/{id}/{token}/callback`; returns that callback's JSON body.
    /// `options` is Discord's `data.options` array (`Null` for none). Subcommands (type 1) and
    /// groups (type 2) get `"options": []` if they have none, as serenity requires.
    pub async fn command(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        self.dispatch_interaction(user, channel, 2, InteractionData::Command { name, options })
            .await
    }

    /// Like [`Fakecord::command`], from `place`: a channel of another server than
    /// [`GUILD_ID`], or the DM between the user and the bot (then `channel` is the DM
    /// channel, and the interaction has no guild and no member, as Discord sends it).
    pub async fn command_in(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        let data = InteractionData::Command { name, options };
        self.dispatch_interaction_in(place, user, channel, 2, data)
            .await
    }

    /// Same for type 4 (autocomplete): mark the focused option with `"focused": true`. Its value
    /// is sent as a string, as Discord does (and serenity requires), whatever its JSON type.
    pub async fn autocomplete(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        self.dispatch_interaction(user, channel, 4, InteractionData::Command { name, options })
            .await
    }

    /// Type 3 (message component): a button if `values` is empty, else a string select with
    /// those values. The interaction carries the message `message_id` as the fake has it in
    /// `channel` (or a minimal bot message with that id if the fake has never seen it).
    pub async fn component(
        &self,
        user: &TestUser,
        channel: u64,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Value {
        let data = InteractionData::Component {
            message_id,
            custom_id,
            values,
        };
        self.dispatch_interaction(user, channel, 3, data).await
    }

    /// Like [`Fakecord::component`], from `place` (a click in the DM with the bot: then
    /// `channel` is the DM channel).
    pub async fn component_in(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Value {
        let data = InteractionData::Component {
            message_id,
            custom_id,
            values,
        };
        self.dispatch_interaction_in(place, user, channel, 3, data)
            .await
    }

    /// The time since the fake started, on the clock of `Call::at` and `Call::answered`.
    pub fn elapsed(&self) -> Duration {
        self.shared.started.elapsed()
    }

    /// Every REST call so far, in order.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.state().calls.clone()
    }

    /// `calls()[mark..]`; take `mark = fake.calls().len()` before the step under test.
    pub fn calls_since(&self, mark: usize) -> Vec<Call> {
        let st = self.shared.state();
        st.calls.get(mark..).unwrap_or_default().to_vec()
    }

    /// The message the newest interaction response created (its `@original`, e.g. a menu
    /// only its caller sees), if one did.
    pub fn response_message(&self) -> Option<u64> {
        let st = self.shared.state();
        st.calls
            .iter()
            .rev()
            .filter(|c| c.path.starts_with("/interactions/") && c.path.ends_with("/callback"))
            .find_map(|c| c.created)
    }

    /// Waits (10 s, then panics with the call log) for a recorded call matching `pred`; returns
    /// the first one.
    pub async fn wait_for_call(&self, pred: impl Fn(&Call) -> bool) -> Call {
        self.poll_until("a matching REST call", |st| {
            st.calls.iter().find(|c| pred(c)).cloned()
        })
        .await
    }

    /// From now on `POST /channels/{DM of user}/messages` answers 403
    /// `{"code":50007,"message":"Cannot send messages to this user"}`.
    pub fn close_dms(&self, user: u64) {
        self.shared.state().closed_dms.insert(user);
    }

    /// From now on `GET /guilds/{guild}/members/{user}` answers 404 `{"code":10007,
    /// "message":"Unknown Member"}`, as for someone who left the server (every other user
    /// is a member of every server).
    pub fn leave_server(&self, user: u64) {
        self.shared.state().left_server.insert(user);
    }

    /// Every interaction token issued so far expires, as Discord's do 15 minutes after their
    /// interaction: from now on their webhook routes (follow-ups, `@original`, messages)
    /// answer 401 `{"code":50027,"message":"Invalid Webhook Token"}`. Tokens issued later
    /// are valid.
    pub fn expire_tokens(&self) {
        for ix in self.shared.state().interactions.values_mut() {
            ix.expired = true;
        }
    }

    /// Waits (10 s, then panics) until a request matching `pred` (method, path without
    /// `/api/v10`) has arrived, before any latency or hang: it may still be being served.
    pub async fn wait_for_arrival(&self, pred: impl Fn(&str, &str) -> bool) {
        self.poll_until("a matching request", |st| {
            st.arrivals
                .iter()
                .any(|(method, path)| pred(method, path))
                .then_some(())
        })
        .await
    }

    /// Lifts `close_dms`: the user's DM channel takes messages again.
    pub fn open_dms(&self, user: u64) {
        self.shared.state().closed_dms.remove(&user);
    }

    /// The next `times` calls with this method whose path (without `/api/v10`) starts with
    /// `path_prefix` answer 429 `{"message":"You are being rate limited.","retry_after":..,
    /// "global":false}` with headers `retry-after` (whole seconds, rounded up) and
    /// `x-ratelimit-scope: user`.
    pub fn inject_rate_limit(
        &self,
        method: &str,
        path_prefix: &str,
        retry_after: f64,
        times: usize,
    ) {
        let matcher = Matcher::new(method, path_prefix);
        self.shared.state().rate_limits.push(RateLimit {
            method: matcher.method,
            path_prefix: matcher.path_prefix,
            retry_after,
            remaining: times,
        });
    }

    /// Delays every REST answer (all routes, interaction callbacks included) by `d`, like the
    /// round trip to Discord; zero (the default) turns it off. The delay comes before the
    /// request is served, outside the fake's lock, so concurrent requests overlap: ten requests
    /// sent at once are all answered after about `d`. What a request does (creating a message,
    /// counting against a limit) happens when the delay is over, just before the answer.
    pub fn set_latency(&self, d: Duration) {
        self.shared.state().latency = d;
    }

    /// Gives requests with this method whose path (without `/api/v10`) starts with
    /// `path_prefix` Discord's per-route rate limit: `limit` requests per window of `per`.
    ///
    /// There is one bucket per method, route shape (the path with ids replaced) and top-level
    /// resource: `/channels/1/messages` and `/channels/2/messages` are separate buckets with the
    /// same `x-ratelimit-bucket` hash; `POST /users/@me/channels` (opening DMs) is a single one.
    /// A window starts with its first request. Every answer in the bucket carries
    /// `x-ratelimit-bucket`, `-limit`, `-remaining`, `-reset-after` (seconds, 3 decimals) and
    /// `-reset` (Unix seconds); a request that arrives when the window's `limit` requests are
    /// used up answers 429 `{"message":"You are being rate limited.","retry_after":<secs>,
    /// "global":false}` with `retry-after` (whole seconds, rounded up) and
    /// `x-ratelimit-scope: user`, and is not served. Calling it again for the same method and
    /// prefix replaces the limit; the first rule that matches a request applies.
    pub fn set_bucket_limit(&self, method: &str, path_prefix: &str, limit: u32, per: Duration) {
        let matcher = Matcher::new(method, path_prefix);
        let mut st = self.shared.state();
        st.bucket_rules.retain(|rule| rule.matcher != matcher);
        st.bucket_rules.push(BucketRule {
            matcher,
            limit,
            per,
        });
    }

    /// Discord's global limit: once `per_second` non-interaction requests (paths not under
    /// `/interactions/` or `/webhooks/`) have been let through within the last second, further
    /// ones answer 429 `{"message":"You are being rate limited.","retry_after":<secs>,
    /// "global":true}` with `retry-after` (whole seconds, rounded up), `x-ratelimit-global: true`
    /// and `x-ratelimit-scope: global`, and are not served. Refused requests do not fill the
    /// window. The fake tracks the window from the start, so the limit applies at once.
    pub fn set_global_limit(&self, per_second: u32) {
        self.shared.state().global_limit = Some(per_second);
    }

    /// The next `times` requests with this method whose path starts with `path_prefix` answer
    /// `status` without doing anything. 502 answers an HTML page (as Cloudflare does, with
    /// `content-type: text/html`); any other status answers Discord's JSON
    /// `{"message":"<status>: <reason>","code":0}`, e.g. `"503: Service Unavailable"`. Use
    /// `inject_rate_limit` for realistic 429s.
    pub fn inject_status(&self, method: &str, path_prefix: &str, status: u16, times: usize) {
        let reply = if status == 502 {
            Reply::html(
                502,
                "<html><head><title>502 Bad Gateway</title></head><body><center>\
                 <h1>502 Bad Gateway</h1></center><hr><center>cloudflare</center></body></html>",
            )
        } else {
            let reason = StatusCode::from_u16(status)
                .ok()
                .and_then(|s| s.canonical_reason())
                .unwrap_or("Error");
            Reply::error(status, 0, &format!("{status}: {reason}"))
        };
        self.push_fault(method, path_prefix, reply, times);
    }

    /// The next `times` matching requests answer `status` with Discord's JSON error
    /// `{"code":code,"message":message}` without doing anything, e.g. 403 50013 "Missing
    /// Permissions", 403 50001 "Missing Access", 404 10003 "Unknown Channel".
    pub fn inject_error(
        &self,
        method: &str,
        path_prefix: &str,
        status: u16,
        code: u64,
        message: &str,
        times: usize,
    ) {
        self.push_fault(
            method,
            path_prefix,
            Reply::error(status, code, message),
            times,
        );
    }

    fn push_fault(&self, method: &str, path_prefix: &str, reply: Reply, times: usize) {
        self.shared.state().faults.push(Fault {
            matcher: Matcher::new(method, path_prefix),
            reply,
            remaining: times,
        });
    }

    /// The next `times` matching requests wait `d` (on top of any latency) and are then served
    /// normally: the other rules and the route apply when the wait is over, and `Call::at` is
    /// still the arrival. A client that times out meanwhile does not cancel the request: it is
    /// served and recorded all the same (the message it posts is created), as Discord may have
    /// done with a request whose answer was lost.
    pub fn inject_hang(&self, method: &str, path_prefix: &str, d: Duration, times: usize) {
        self.shared.state().hangs.push(Hang {
            matcher: Matcher::new(method, path_prefix),
            delay: d,
            remaining: times,
        });
    }

    /// From now on every POST and PATCH whose path starts with `/channels/{channel}/messages`
    /// answers a JSON error with `code`: 404 "Unknown Channel" for 10003, 403 "Missing Access"
    /// for 50001, 403 "Missing Permissions" for 50013, 403 "Forbidden" for any other code.
    /// Reads (GET) still work. `allow_channel` lifts it.
    pub fn forbid_channel(&self, channel: u64, code: u64) {
        self.shared.state().forbidden.insert(channel, code);
    }

    /// The threads opened so far, oldest first.
    pub fn threads(&self) -> Vec<Thread> {
        self.shared.state().threads.values().cloned().collect()
    }

    /// Archives a thread, as Discord does after its inactivity period.
    pub fn archive_thread(&self, thread: u64) {
        if let Some(t) = self.shared.state().threads.get_mut(&thread) {
            t.archived = true;
        }
    }

    /// Archives and locks a thread, as a moderator can: the bot may not unarchive it.
    pub fn lock_thread(&self, thread: u64) {
        if let Some(t) = self.shared.state().threads.get_mut(&thread) {
            t.archived = true;
            t.locked = true;
        }
    }

    /// Lifts `forbid_channel`.
    pub fn allow_channel(&self, channel: u64) {
        self.shared.state().forbidden.remove(&channel);
    }

    /// Every message created with a nonce (channel posts), in order of creation, as
    /// (channel, nonce); integer nonces as their decimal string. A nonce that was deduplicated
    /// (`enforce_nonce`) shows once, one that was posted twice without it shows twice.
    pub fn created_nonces(&self) -> Vec<(u64, String)> {
        self.shared.state().created_nonces.clone()
    }

    /// The messages in `channel` as they stand now whose `nonce` is `nonce` (an integer nonce
    /// matches its decimal string).
    pub fn messages_with_nonce(&self, channel: u64, nonce: &str) -> Vec<Value> {
        let mut messages = self.channel_messages(channel);
        messages.retain(|m| nonce_string(&m["nonce"]).as_deref() == Some(nonce));
        messages
    }

    /// How many `PATCH /channels/{channel}/messages/{message}` requests the fake received,
    /// whatever it answered (edits through interaction webhooks are not counted).
    pub fn edits_of(&self, channel: u64, message: u64) -> usize {
        let path = format!("/channels/{channel}/messages/{message}");
        let st = self.shared.state();
        st.calls
            .iter()
            .filter(|c| c.method == "PATCH" && c.path == path)
            .count()
    }

    /// How many requests were answered 429, whatever the reason (bucket, global or injected).
    pub fn rate_limited_count(&self) -> usize {
        let st = self.shared.state();
        st.calls.iter().filter(|c| c.status == 429).count()
    }

    /// How many requests were answered 401, 403 or 429: what Discord counts towards its
    /// invalid-request limit (10,000 per 10 minutes).
    pub fn invalid_request_count(&self) -> usize {
        let st = self.shared.state();
        st.calls
            .iter()
            .filter(|c| matches!(c.status, 401 | 403 | 429))
            .count()
    }

    /// The largest number of non-interaction requests (paths not under `/interactions/` or
    /// `/webhooks/`) that arrived (`Call::at`) within any one-second window so far, whatever
    /// the answer.
    pub fn peak_requests_per_second(&self) -> usize {
        let mut arrivals: Vec<Duration> = {
            let st = self.shared.state();
            st.calls
                .iter()
                .filter(|c| counts_globally(&c.path))
                .map(|c| c.at)
                .collect()
        };
        arrivals.sort();
        let mut peak = 0;
        let mut first = 0;
        for (last, &at) in arrivals.iter().enumerate() {
            while at - arrivals[first] >= Duration::from_secs(1) {
                first += 1;
            }
            peak = peak.max(last - first + 1);
        }
        peak
    }

    /// The messages in a channel as they stand now (edits applied, deletes removed), oldest
    /// first. Includes messages created by interaction responses and followups; ephemeral ones
    /// are included too and carry `"flags"` with bit 64 (see `public_messages`).
    pub fn channel_messages(&self, channel: u64) -> Vec<Value> {
        self.shared
            .state()
            .messages
            .get(&channel)
            .cloned()
            .unwrap_or_default()
    }

    /// `channel_messages` without the ephemeral ones: what everyone in the channel sees.
    pub fn public_messages(&self, channel: u64) -> Vec<Value> {
        let mut messages = self.channel_messages(channel);
        messages.retain(|m| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0);
        messages
    }

    /// Messages successfully sent to the user's DM channel (`DM_CHANNEL_BASE + user`).
    pub fn dm_messages(&self, user: u64) -> Vec<Value> {
        self.channel_messages(DM_CHANNEL_BASE + user)
    }

    /// The commands from the latest `PUT .../commands` bulk overwrites as the fake echoed them:
    /// global ones first, then guild ones (which carry `guild_id`).
    pub fn registered_commands(&self) -> Vec<Value> {
        let st = self.shared.state();
        let guild = st.guild_commands.values().flatten();
        st.global_commands.iter().chain(guild).cloned().collect()
    }

    /// The call log, one call per line, for panic messages.
    pub fn call_log(&self) -> String {
        self.shared.state().call_log()
    }

    async fn poll_until<T>(&self, what: &str, mut check: impl FnMut(&State) -> Option<T>) -> T {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(found) = check(&self.shared.state()) {
                return found;
            }
            if Instant::now() >= deadline {
                panic!(
                    "fakecord: no {what} within {TIMEOUT:?}; REST calls:\n{}",
                    self.call_log()
                );
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    async fn dispatch_interaction(
        &self,
        user: &TestUser,
        channel: u64,
        kind: u8,
        data: InteractionData<'_>,
    ) -> Value {
        self.dispatch_interaction_in(Place::Guild(GUILD_ID), user, channel, kind, data)
            .await
    }

    async fn dispatch_interaction_in(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        kind: u8,
        data: InteractionData<'_>,
    ) -> Value {
        self.wait_ready().await;
        let (payload, answer) = self.new_interaction(place, user, channel, kind, data);
        let id = id_of(&payload);
        if !self.shared.state().dispatch("INTERACTION_CREATE", payload) {
            panic!("fakecord: the gateway session closed before interaction {id} was dispatched");
        }
        match tokio::time::timeout(TIMEOUT, answer).await {
            Ok(Ok(body)) => body,
            _ => panic!(
                "fakecord: no callback for interaction {id} within {TIMEOUT:?}; REST calls:\n{}",
                self.call_log()
            ),
        }
    }

    /// A slash command interaction (type 2) from `place`, as [`Fakecord::command_in`]
    /// dispatches it, for the test to send over HTTP; the fake knows it from now on.
    pub fn command_payload(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        let data = InteractionData::Command { name, options };
        self.new_interaction(place, user, channel, 2, data).0
    }

    /// An autocomplete interaction (type 4), as [`Fakecord::autocomplete`] dispatches it.
    pub fn autocomplete_payload(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        let data = InteractionData::Command { name, options };
        self.new_interaction(Place::Guild(GUILD_ID), user, channel, 4, data)
            .0
    }

    /// A component interaction (type 3) from `place`, as [`Fakecord::component_in`]
    /// dispatches it.
    pub fn component_payload(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Value {
        let data = InteractionData::Component {
            message_id,
            custom_id,
            values,
        };
        self.new_interaction(place, user, channel, 3, data).0
    }

    /// A PING (type 1), as Discord sends it to check an Interactions Endpoint URL.
    pub fn ping_payload(&self) -> Value {
        let id = self.shared.state().next_id();
        let payload = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": 1,
            "token": format!("fake-token-{id}"),
            "version": 1,
            "entitlements": [],
        });
        if let Err(e) =
            serde_json::from_value::<serenity::model::application::Interaction>(payload.clone())
        {
            panic!("fakecord: serenity 0.12.5 rejects this ping: {e}\n{payload:#}");
        }
        payload
    }

    /// Takes `answer`, the bot's HTTP answer to the interaction `payload` (built by a
    /// `*_payload` function), as that interaction's callback; the status the callback
    /// route would have answered (204 when it was taken).
    pub fn answered_over_http(&self, payload: &Value, answer: &Value) -> u16 {
        let id = payload["id"].as_str().unwrap_or_default();
        let token = payload["token"].as_str().unwrap_or_default();
        self.shared
            .state()
            .interaction_callback(id, token, answer)
            .status
    }

    /// Builds an interaction of `kind` and registers it (its token, channel and message),
    /// with a waiter for its callback; checks that serenity reads it.
    fn new_interaction(
        &self,
        place: Place,
        user: &TestUser,
        channel: u64,
        kind: u8,
        data: InteractionData<'_>,
    ) -> (Value, oneshot::Receiver<Value>) {
        let (payload, answer) = {
            let mut st = self.shared.state();
            let id = st.next_id();
            let token = format!("fake-token-{id}");
            let user_json = user_json(user.id, &user.name);
            st.users.insert(user.id, user_json.clone());
            let (data, message) = match data {
                InteractionData::Command { name, options } => {
                    (st.command_data(name, options), None)
                }
                InteractionData::Component {
                    message_id,
                    custom_id,
                    values,
                } => {
                    let data = if values.is_empty() {
                        json!({"custom_id": custom_id, "component_type": 2})
                    } else {
                        json!({"custom_id": custom_id, "component_type": 3, "values": values})
                    };
                    let message = st
                        .find_message(channel, message_id)
                        .cloned()
                        .unwrap_or_else(|| message_json(message_id, channel));
                    (data, Some(message))
                }
            };
            let mut payload = json!({
                "id": id.to_string(),
                "application_id": APP_ID.to_string(),
                "type": kind,
                "token": token,
                "data": data,
                "guild_id": GUILD_ID.to_string(),
                "channel_id": channel.to_string(),
                "channel": {"id": channel.to_string(), "type": 0, "name": format!("channel-{channel}")},
                "member": {
                    "user": user_json,
                    "nick": null,
                    "avatar": null,
                    "roles": [],
                    "joined_at": TIMESTAMP,
                    "premium_since": null,
                    "deaf": false,
                    "mute": false,
                    "flags": 0,
                    "pending": false,
                    "permissions": user.permissions.to_string(),
                },
                "version": 1,
                "locale": user.locale,
                "guild_locale": "en-US",
                "entitlements": [],
                "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
                "context": 0,
                "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
                "app_permissions": APP_PERMISSIONS.to_string(),
            });
            match place {
                Place::Guild(GUILD_ID) => {}
                Place::Guild(guild) => {
                    payload["guild_id"] = json!(guild.to_string());
                    payload["authorizing_integration_owners"] = json!({"0": guild.to_string()});
                }
                Place::Dm => {
                    payload["user"] = payload["member"]["user"].clone();
                    if let Value::Object(fields) = &mut payload {
                        fields.remove("guild_id");
                        fields.remove("member");
                        fields.remove("guild_locale");
                    }
                    payload["channel"] = json!({"id": channel.to_string(), "type": 1});
                    payload["context"] = json!(1);
                    // A guild-installed app used in its bot's DM: the owner is guild "0".
                    payload["authorizing_integration_owners"] = json!({"0": "0"});
                }
            }
            if let Some(thread) = st.threads.get(&channel) {
                payload["channel"] = json!({
                    "id": channel.to_string(),
                    "type": 11,
                    "name": thread.name,
                    "parent_id": thread.parent.to_string(),
                });
            }
            let source_message = message.as_ref().map(id_of);
            if let Some(message) = message {
                payload["message"] = message;
            }
            let mut metadata = json!({
                "id": id.to_string(),
                "type": kind,
                "user": payload["member"]["user"].clone(),
                "authorizing_integration_owners": payload["authorizing_integration_owners"].clone(),
            });
            if place == Place::Dm {
                metadata["user"] = payload["user"].clone();
            }
            if let Some(source) = source_message {
                metadata["interacted_message_id"] = json!(source.to_string());
            }
            st.interactions.insert(
                token,
                Interaction {
                    id,
                    channel,
                    acknowledged: false,
                    original: None,
                    source_message,
                    metadata,
                    expired: false,
                },
            );
            let (tx, rx) = oneshot::channel();
            st.waiters.insert(id, tx);
            (payload, rx)
        };
        // Fail here, with the payload, rather than time out after serenity drops the event.
        if let Err(e) =
            serde_json::from_value::<serenity::model::application::Interaction>(payload.clone())
        {
            panic!("fakecord: serenity 0.12.5 rejects this interaction: {e}\n{payload:#}");
        }
        (payload, answer)
    }
}

enum InteractionData<'a> {
    Command {
        name: &'a str,
        options: Value,
    },
    Component {
        message_id: u64,
        custom_id: &'a str,
        values: &'a [&'a str],
    },
}

impl State {
    fn new() -> State {
        State {
            next_id: 1_000_000_000_000,
            calls: Vec::new(),
            arrivals: Vec::new(),
            conns: Vec::new(),
            next_conn: 0,
            issued_sessions: HashSet::new(),
            ready_sessions: 0,
            alternate: None,
            interactions_by_conn: BTreeMap::new(),
            identified_with: Vec::new(),
            identified_shards: Vec::new(),
            interactions: HashMap::new(),
            waiters: HashMap::new(),
            messages: BTreeMap::new(),
            users: HashMap::new(),
            closed_dms: HashSet::new(),
            left_server: HashSet::new(),
            rate_limits: Vec::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            latency: Duration::ZERO,
            nonces: HashMap::new(),
            created_nonces: Vec::new(),
            created: None,
            edited: None,
            bucket_rules: Vec::new(),
            buckets: HashMap::new(),
            global_limit: None,
            global_window: VecDeque::new(),
            faults: Vec::new(),
            hangs: Vec::new(),
            forbidden: HashMap::new(),
            threads: BTreeMap::new(),
        }
    }

    /// Unique, increasing ids (snowflake-sized) for interactions, messages, commands.
    fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn call_log(&self) -> String {
        let mut log = String::new();
        for (i, c) in self.calls.iter().enumerate() {
            let _ = writeln!(
                log,
                "  #{i} {} {} {} -> {}",
                c.method, c.path, c.body, c.status
            );
        }
        if log.is_empty() {
            log.push_str("  (none)\n");
        }
        log
    }

    // ---- gateway ----------------------------------------------------------------------------

    /// The newest open connection that has a session: where interactions go.
    fn live_conn(&self) -> Option<usize> {
        self.conns.iter().rposition(|c| c.session.is_some())
    }

    /// Sends a dispatch (op 0) to the newest live session (or, alternating, to each live
    /// session in turn); false if there is none.
    fn dispatch(&mut self, event: &str, d: Value) -> bool {
        let live: Vec<usize> = (0..self.conns.len())
            .filter(|&i| self.conns[i].session.is_some())
            .collect();
        let chosen = match &mut self.alternate {
            Some(sent) if !live.is_empty() => {
                *sent += 1;
                Some(live[*sent % live.len()])
            }
            _ => self.live_conn(),
        };
        match chosen {
            Some(i) => {
                if event == "INTERACTION_CREATE" {
                    *self
                        .interactions_by_conn
                        .entry(self.conns[i].id)
                        .or_default() += 1;
                }
                send_dispatch(&mut self.conns[i], event, d);
                true
            }
            None => false,
        }
    }

    fn gateway_payload(&mut self, conn_id: u64, text: &str, ws_url: &str) {
        let Ok(payload) = serde_json::from_str::<Value>(text) else {
            return;
        };
        let Some(i) = self.conns.iter().position(|c| c.id == conn_id) else {
            return;
        };
        match payload["op"].as_u64() {
            // HEARTBEAT → HEARTBEAT_ACK
            Some(1) => send(&self.conns[i], &json!({"op": 11})),
            // IDENTIFY → READY
            Some(2) => {
                let token = payload["d"]["token"].as_str().unwrap_or_default();
                self.identified_with.push(token.to_owned());
                let session = format!("fake-session-{}", self.next_id());
                self.issued_sessions.insert(session.clone());
                self.ready_sessions += 1;
                let shard = match &payload["d"]["shard"] {
                    Value::Array(s) if s.len() == 2 => Value::Array(s.clone()),
                    _ => json!([0, 1]),
                };
                self.identified_shards.push(shard.clone());
                let conn = &mut self.conns[i];
                conn.session = Some(session.clone());
                let ready = json!({
                    "v": 10,
                    "user": bot_user_json(),
                    "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                    "session_id": session,
                    "resume_gateway_url": ws_url,
                    "shard": shard,
                    "application": {"id": APP_ID.to_string(), "flags": 0},
                });
                send_dispatch(conn, "READY", ready);
            }
            // RESUME → RESUMED for a session the fake issued, else INVALID_SESSION (not
            // resumable), after which serenity identifies afresh.
            Some(6) => {
                let d = &payload["d"];
                let session = d["session_id"].as_str().unwrap_or_default().to_owned();
                let conn = &mut self.conns[i];
                if self.issued_sessions.contains(&session) {
                    conn.seq = d["seq"].as_u64().unwrap_or(0);
                    conn.session = Some(session);
                    send_dispatch(conn, "RESUMED", json!({}));
                } else {
                    send(conn, &json!({"op": 9, "d": false}));
                }
            }
            // Presence updates, member requests, voice state...: ignored.
            _ => {}
        }
    }

    // ---- REST -------------------------------------------------------------------------------

    /// Takes one use of the first hang rule matching the request; returns its delay.
    fn take_hang(&mut self, method: &str, path: &str) -> Duration {
        let hang = self
            .hangs
            .iter_mut()
            .find(|h| h.remaining > 0 && h.matcher.matches(method, path));
        match hang {
            Some(hang) => {
                hang.remaining -= 1;
                hang.delay
            }
            None => Duration::ZERO,
        }
    }

    /// Serves one REST request (after its latency and hang): the injected rules in their
    /// order, then the route. `now` is when it is served.
    fn rest(
        &mut self,
        method: &str,
        path: &str,
        body: &Value,
        ws_url: &str,
        now: Instant,
    ) -> Reply {
        if let Some(fault) = self
            .faults
            .iter_mut()
            .find(|f| f.remaining > 0 && f.matcher.matches(method, path))
        {
            fault.remaining -= 1;
            return fault.reply.clone();
        }
        if let Some(reply) = self.forbidden_channel(method, path) {
            return reply;
        }
        if let Some(reply) = self.archived_thread(method, path) {
            return reply;
        }
        if let Some(reply) = self.check_global_limit(path, now) {
            return reply;
        }
        let bucket_headers = match self.check_bucket_limit(method, path, now) {
            Ok(headers) => headers,
            Err(reply) => return reply,
        };
        let mut reply = match self.injected_rate_limit(method, path) {
            Some(reply) => reply,
            None => self.route(method, path, body, ws_url),
        };
        reply.headers.extend(bucket_headers);
        reply
    }

    fn forbidden_channel(&self, method: &str, path: &str) -> Option<Reply> {
        if !matches!(method, "POST" | "PATCH") {
            return None;
        }
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let ["channels", channel, "messages", ..] = segments.as_slice() else {
            return None;
        };
        let code = *self.forbidden.get(&parse_id(channel)?)?;
        Some(match code {
            10003 => Reply::error(404, code, "Unknown Channel"),
            50001 => Reply::error(403, code, "Missing Access"),
            50013 => Reply::error(403, code, "Missing Permissions"),
            _ => Reply::error(403, code, "Forbidden"),
        })
    }

    /// 50083 for a change to the messages of an archived thread.
    fn archived_thread(&self, method: &str, path: &str) -> Option<Reply> {
        if !matches!(method, "POST" | "PATCH" | "DELETE") {
            return None;
        }
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let ["channels", channel, "messages", ..] = segments.as_slice() else {
            return None;
        };
        let thread = self.threads.get(&parse_id(channel)?)?;
        thread
            .archived
            .then(|| Reply::error(400, 50083, "Thread is archived"))
    }

    /// `POST /channels/{c}/messages/{m}/threads`: a public thread off a message.
    fn start_thread(&mut self, channel: u64, message: u64, body: &Value) -> Reply {
        if self.find_message(channel, message).is_none() {
            return Reply::error(404, 10008, "Unknown Message");
        }
        if self.threads.contains_key(&message) {
            return Reply::error(
                400,
                160004,
                "A thread has already been created for this message",
            );
        }
        let Some(name) = body["name"]
            .as_str()
            .filter(|n| (1..=100).contains(&n.chars().count()))
        else {
            return invalid_form(
                "name",
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            );
        };
        let thread = Thread {
            id: message,
            parent: channel,
            name: name.to_owned(),
            archived: false,
            locked: false,
        };
        let json = thread_json(&thread);
        self.threads.insert(message, thread);
        Reply::json(201, json)
    }

    /// `PATCH /channels/{thread}`: unarchives (or archives) a thread.
    fn modify_thread(&mut self, channel: u64, body: &Value) -> Reply {
        let Some(thread) = self.threads.get_mut(&channel) else {
            return Reply::error(404, 10003, "Unknown Channel");
        };
        if let Some(archived) = body["archived"].as_bool() {
            if thread.locked && !archived {
                return Reply::error(403, 50013, "Missing Permissions");
            }
            thread.archived = archived;
        }
        Reply::ok(thread_json(thread))
    }

    /// The global limit's 429, or None after counting the request in the window.
    fn check_global_limit(&mut self, path: &str, now: Instant) -> Option<Reply> {
        if !counts_globally(path) {
            return None;
        }
        let second = Duration::from_secs(1);
        while let Some(&oldest) = self.global_window.front() {
            if now.duration_since(oldest) < second {
                break;
            }
            self.global_window.pop_front();
        }
        if let (Some(limit), Some(&oldest)) = (self.global_limit, self.global_window.front()) {
            if self.global_window.len() >= limit as usize {
                let retry_after = (oldest + second).duration_since(now);
                return Some(
                    rate_limited(retry_after, true)
                        .header("x-ratelimit-global", "true".to_owned())
                        .header("x-ratelimit-scope", "global".to_owned()),
                );
            }
        }
        self.global_window.push_back(now);
        None
    }

    /// The bucket headers for a request under `set_bucket_limit` (none for others), or the
    /// bucket's 429.
    fn check_bucket_limit(
        &mut self,
        method: &str,
        path: &str,
        now: Instant,
    ) -> Result<Vec<(&'static str, String)>, Reply> {
        let Some(rule) = self
            .bucket_rules
            .iter()
            .find(|rule| rule.matcher.matches(method, path))
        else {
            return Ok(Vec::new());
        };
        let (limit, per) = (rule.limit, rule.per);
        let (shape, major) = route_shape(path);
        let hash = format!("{:016x}", fnv1a(&format!("{method} {shape}")));
        let window = self
            .buckets
            .entry(format!("{method} {shape} {major}"))
            .or_insert(BucketWindow {
                used: 0,
                reset_at: now,
            });
        if now >= window.reset_at {
            window.used = 0;
            window.reset_at = now + per;
        }
        let refused = window.used >= limit;
        if !refused {
            window.used += 1;
        }
        let reset_after = window.reset_at.duration_since(now);
        let reset = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            + reset_after;
        let headers = vec![
            ("x-ratelimit-bucket", hash),
            ("x-ratelimit-limit", limit.to_string()),
            (
                "x-ratelimit-remaining",
                limit.saturating_sub(window.used).to_string(),
            ),
            (
                "x-ratelimit-reset-after",
                format!("{:.3}", reset_after.as_secs_f64()),
            ),
            ("x-ratelimit-reset", format!("{:.3}", reset.as_secs_f64())),
        ];
        if refused {
            let mut reply =
                rate_limited(reset_after, false).header("x-ratelimit-scope", "user".to_owned());
            reply.headers.extend(headers);
            return Err(reply);
        }
        Ok(headers)
    }

    /// `inject_rate_limit`'s 429, taking one of its uses.
    fn injected_rate_limit(&mut self, method: &str, path: &str) -> Option<Reply> {
        let limit = self
            .rate_limits
            .iter_mut()
            .find(|l| l.remaining > 0 && l.method == method && path.starts_with(&l.path_prefix))?;
        limit.remaining -= 1;
        let retry_after = limit.retry_after;
        Some(
            Reply::json(
                429,
                json!({"message": "You are being rate limited.", "retry_after": retry_after, "global": false}),
            )
            .header("retry-after", (retry_after.ceil() as u64).to_string())
            .header("x-ratelimit-scope", "user".to_owned()),
        )
    }

    /// The fake's Discord: answers a request by its route.
    fn route(&mut self, method: &str, path: &str, body: &Value, ws_url: &str) -> Reply {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        match (method, segments.as_slice()) {
            ("GET", ["gateway"]) => Reply::ok(json!({"url": ws_url})),
            ("GET", ["gateway", "bot"]) => Reply::ok(json!({
                "url": ws_url,
                "shards": 1,
                "session_start_limit":
                    {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            })),
            ("GET", ["users", "@me"]) => Reply::ok(bot_user_json()),
            ("GET", ["oauth2", "applications", "@me"]) => Reply::ok(application_json()),
            ("PUT", ["applications", app, "commands"]) if is_app(app) => {
                let echoed = self.register_commands(None, body);
                self.global_commands = echoed.clone();
                Reply::ok(Value::Array(echoed))
            }
            ("GET", ["applications", app, "commands"]) if is_app(app) => {
                Reply::ok(Value::Array(self.global_commands.clone()))
            }
            ("PUT", ["applications", app, "guilds", guild, "commands"]) if is_app(app) => {
                let Some(guild) = parse_id(guild) else {
                    return Reply::no_route();
                };
                let echoed = self.register_commands(Some(guild), body);
                self.guild_commands.insert(guild, echoed.clone());
                Reply::ok(Value::Array(echoed))
            }
            ("GET", ["applications", app, "guilds", guild, "commands"]) if is_app(app) => {
                let Some(guild) = parse_id(guild) else {
                    return Reply::no_route();
                };
                Reply::ok(Value::Array(
                    self.guild_commands.get(&guild).cloned().unwrap_or_default(),
                ))
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                self.interaction_callback(id, token, body)
            }
            ("POST", ["webhooks", app, token]) if is_app(app) => self.followup(token, body),
            (_, ["webhooks", app, token, "messages", message]) if is_app(app) => {
                self.webhook_message(method, token, message, body)
            }
            ("GET", ["guilds", _, "members", user]) => {
                let Some(user) = parse_id(user) else {
                    return Reply::no_route();
                };
                if self.left_server.contains(&user) {
                    return Reply::error(404, 10007, "Unknown Member");
                }
                let user = self
                    .users
                    .get(&user)
                    .cloned()
                    .unwrap_or_else(|| user_json(user, "user"));
                Reply::ok(json!({
                    "user": user, "nick": null, "avatar": null, "roles": [],
                    "joined_at": TIMESTAMP, "premium_since": null, "deaf": false,
                    "mute": false, "flags": 0, "pending": false,
                }))
            }
            ("POST", ["users", "@me", "channels"]) => {
                let recipient = match &body["recipient_id"] {
                    Value::String(s) => s.parse().ok(),
                    v => v.as_u64(),
                };
                let Some(user) = recipient else {
                    return Reply::error(400, 50035, "Invalid Form Body");
                };
                let user_json = self
                    .users
                    .get(&user)
                    .cloned()
                    .unwrap_or_else(|| user_json(user, "user"));
                Reply::ok(json!({
                    "id": (DM_CHANNEL_BASE + user).to_string(),
                    "type": 1,
                    "last_message_id": null,
                    "recipients": [user_json],
                }))
            }
            ("POST", ["channels", channel, "messages"]) => {
                let Some(channel) = parse_id(channel) else {
                    return Reply::no_route();
                };
                if let Some(user) = channel.checked_sub(DM_CHANNEL_BASE) {
                    if self.closed_dms.contains(&user) {
                        return Reply::error(403, 50007, "Cannot send messages to this user");
                    }
                }
                self.post_message(channel, body)
            }
            ("POST", ["channels", channel, "messages", message, "threads"]) => {
                let (Some(channel), Some(message)) = (parse_id(channel), parse_id(message)) else {
                    return Reply::no_route();
                };
                self.start_thread(channel, message, body)
            }
            ("PATCH", ["channels", channel]) => {
                let Some(channel) = parse_id(channel) else {
                    return Reply::no_route();
                };
                self.modify_thread(channel, body)
            }
            ("GET", ["channels", channel, "messages"]) => {
                let Some(channel) = parse_id(channel) else {
                    return Reply::no_route();
                };
                // As Discord lists them: never an ephemeral message.
                let mut newest_first = self.messages.get(&channel).cloned().unwrap_or_default();
                newest_first.retain(|m| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0);
                newest_first.reverse();
                Reply::ok(Value::Array(newest_first))
            }
            (_, ["channels", channel, "messages", message]) => {
                let (Some(channel), Some(message)) = (parse_id(channel), parse_id(message)) else {
                    return Reply::no_route();
                };
                if let Err(reply) = check_attachment_ids(body) {
                    return reply;
                }
                self.message_by_id(method, channel, message, body)
            }
            _ => Reply::no_route(),
        }
    }

    /// Echoes a bulk overwrite the way Discord does: ids (kept for names already registered in
    /// that scope), application_id, version and the defaults serenity's `Command` requires.
    fn register_commands(&mut self, guild: Option<u64>, body: &Value) -> Vec<Value> {
        let previous = match guild {
            Some(g) => self.guild_commands.get(&g).cloned().unwrap_or_default(),
            None => self.global_commands.clone(),
        };
        let commands = body.as_array().cloned().unwrap_or_default();
        commands
            .into_iter()
            .map(|mut command| {
                let old_id = previous
                    .iter()
                    .find(|old| old["name"] == command["name"])
                    .map(|old| old["id"].clone());
                let id = old_id.unwrap_or_else(|| Value::String(self.next_id().to_string()));
                let version = self.next_id().to_string();
                if let Value::Object(fields) = &mut command {
                    fields.insert("id".into(), id);
                    fields.insert("application_id".into(), Value::String(APP_ID.to_string()));
                    fields.insert("version".into(), Value::String(version));
                    if let Some(g) = guild {
                        fields.insert("guild_id".into(), Value::String(g.to_string()));
                    }
                    for (key, default) in [
                        ("type", json!(1)),
                        ("description", json!("")),
                        ("options", json!([])),
                        ("default_member_permissions", Value::Null),
                        ("nsfw", json!(false)),
                    ] {
                        fields.entry(key).or_insert(default);
                    }
                }
                command
            })
            .collect()
    }

    /// `data` of a command or autocomplete interaction.
    fn command_data(&self, name: &str, options: Value) -> Value {
        let guild = self.guild_commands.get(&GUILD_ID).into_iter().flatten();
        let registered = guild
            .chain(&self.global_commands)
            .find(|c| c["name"] == name);
        let mut data = json!({
            "id": registered.map_or(json!(UNREGISTERED_COMMAND_ID.to_string()), |c| c["id"].clone()),
            "name": name,
            "type": 1,
            "options": normalize_options(options),
        });
        if let Some(guild_id) = registered.and_then(|c| c.get("guild_id")) {
            data["guild_id"] = guild_id.clone();
        }
        // Discord resolves the users that user options (type 6) name: the user, and
        // their membership of the server without its `user` field.
        let mut named = Vec::new();
        user_options(&data["options"], &mut named);
        if !named.is_empty() {
            let mut users = serde_json::Map::new();
            let mut members = serde_json::Map::new();
            for id in named {
                let user = self
                    .users
                    .get(&id)
                    .cloned()
                    .unwrap_or_else(|| user_json(id, &format!("user{id}")));
                users.insert(id.to_string(), user);
                members.insert(
                    id.to_string(),
                    json!({
                        "nick": null, "avatar": null, "roles": [], "joined_at": TIMESTAMP,
                        "premium_since": null, "flags": 0, "pending": false,
                        "permissions": "0",
                    }),
                );
            }
            data["resolved"] = json!({ "users": users, "members": members });
        }
        data
    }

    fn interaction_callback(&mut self, id: &str, token: &str, body: &Value) -> Reply {
        let Some(ix) = self
            .interactions
            .get_mut(token)
            .filter(|ix| parse_id(id) == Some(ix.id))
        else {
            return Reply::error(404, 10062, "Unknown interaction");
        };
        if ix.acknowledged {
            return Reply::error(400, 40060, "Interaction has already been acknowledged.");
        }
        ix.acknowledged = true;
        let (interaction_id, channel, source) = (ix.id, ix.channel, ix.source_message);
        let metadata = Some(ix.metadata.clone());
        let data = &body["data"];
        let original = match body["type"].as_u64() {
            // CHANNEL_MESSAGE_WITH_SOURCE
            Some(4) => match self.create_message(channel, data, metadata) {
                Ok(message) => Some(id_of(&message)),
                Err(reply) => return reply,
            },
            // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: a "thinking" message until edited.
            Some(5) => {
                let flags = data["flags"].as_u64().unwrap_or(0) | LOADING;
                match self.create_message(channel, &json!({"flags": flags}), metadata) {
                    Ok(message) => Some(id_of(&message)),
                    Err(reply) => return reply,
                }
            }
            // DEFERRED_UPDATE_MESSAGE: @original is the component's message.
            Some(6) => source,
            // UPDATE_MESSAGE: edit the component's message.
            Some(7) => {
                let Some(source) = source else {
                    return Reply::error(400, 40004, "fake: UPDATE_MESSAGE needs a component");
                };
                if self.find_message(channel, source).is_none() {
                    let message = message_json(source, channel);
                    self.messages.entry(channel).or_default().push(message);
                }
                if let Err(reply) = self.edit_message(channel, source, data) {
                    return reply;
                }
                Some(source)
            }
            _ => None,
        };
        if let Some(ix) = self.interactions.get_mut(token) {
            ix.original = original.or(ix.original);
        }
        if let Some(waiter) = self.waiters.remove(&interaction_id) {
            let _ = waiter.send(body.clone());
        }
        Reply::no_content()
    }

    fn followup(&mut self, token: &str, body: &Value) -> Reply {
        let ix = match self.webhook(token) {
            Ok(ix) => ix,
            Err(reply) => return reply,
        };
        // Discord takes follow-ups only once the interaction was answered.
        if !ix.acknowledged {
            return Reply::error(404, 10015, "Unknown Webhook");
        }
        let channel = ix.channel;
        let mut metadata = ix.metadata.clone();
        if let Some(original) = ix.original {
            metadata["original_response_message_id"] = json!(original.to_string());
        }
        self.create_message(channel, body, Some(metadata))
            .map_or_else(|e| e, Reply::ok)
    }

    /// The interaction whose webhook `token` names: 404 10015 for a token the fake never
    /// issued, 401 50027 for one that expired.
    fn webhook(&self, token: &str) -> Result<&Interaction, Reply> {
        match self.interactions.get(token) {
            None => Err(Reply::error(404, 10015, "Unknown Webhook")),
            Some(ix) if ix.expired => Err(Reply::error(401, 50027, "Invalid Webhook Token")),
            Some(ix) => Ok(ix),
        }
    }

    /// GET/PATCH/DELETE `/webhooks/{app}/{token}/messages/{@original | followup id}`: only
    /// the messages of that interaction.
    fn webhook_message(&mut self, method: &str, token: &str, message: &str, body: &Value) -> Reply {
        let ix = match self.webhook(token) {
            Ok(ix) => ix,
            Err(reply) => return reply,
        };
        let channel = ix.channel;
        let id = if message == "@original" {
            ix.original
        } else {
            parse_id(message)
        };
        let own = |m: &Value| m["interaction_metadata"]["id"] == json!(ix.id.to_string());
        let Some(id) = id.filter(|&id| self.find_message(channel, id).is_none_or(own)) else {
            return Reply::error(404, 10008, "Unknown Message");
        };
        let reply = self.message_by_id(method, channel, id, body);
        if method == "DELETE" && reply.status == 204 {
            if let Some(ix) = self.interactions.get_mut(token) {
                ix.original = ix.original.filter(|&o| o != id);
            }
        }
        reply
    }

    fn message_by_id(&mut self, method: &str, channel: u64, id: u64, body: &Value) -> Reply {
        match method {
            "GET" => match self.find_message(channel, id) {
                Some(message) => Reply::ok(message.clone()),
                None => Reply::error(404, 10008, "Unknown Message"),
            },
            "PATCH" => self
                .edit_message(channel, id, body)
                .map_or_else(|e| e, Reply::ok),
            "DELETE" => {
                let messages = self.messages.entry(channel).or_default();
                let before = messages.len();
                messages.retain(|m| id_of(m) != id);
                if messages.len() < before {
                    Reply::no_content()
                } else {
                    Reply::error(404, 10008, "Unknown Message")
                }
            }
            _ => Reply::no_route(),
        }
    }

    /// `POST /channels/{c}/messages`, with Discord's nonces: a `nonce` (string or integer, at
    /// most 25 characters) is kept on the message, and with `enforce_nonce: true` a nonce
    /// already used in the channel answers the message it created instead of a new one.
    fn post_message(&mut self, channel: u64, body: &Value) -> Reply {
        if let Err(reply) = check_attachment_ids(body) {
            return reply;
        }
        let nonce = match body.get("nonce") {
            None | Some(Value::Null) => None,
            Some(value) => match nonce_string(value) {
                Some(nonce) if nonce.chars().count() <= 25 => Some(nonce),
                Some(_) => {
                    return invalid_form(
                        "nonce",
                        "BASE_TYPE_MAX_LENGTH",
                        "Must be 25 or fewer in length.",
                    )
                }
                None => {
                    return invalid_form(
                        "nonce",
                        "NONCE_TYPE_INVALID",
                        "Nonce must be an integer or a string.",
                    )
                }
            },
        };
        let Some(nonce) = nonce else {
            return self
                .create_message(channel, body, None)
                .map_or_else(|e| e, Reply::ok);
        };
        let key = (channel, nonce);
        if body["enforce_nonce"] == Value::Bool(true) {
            if let Some(first) = self.nonces.get(&key) {
                // The message as it stands now; as it was created if it has been deleted since.
                let current = self.find_message(channel, id_of(first));
                return Reply::ok(current.unwrap_or(first).clone());
            }
        }
        match self.create_message(channel, body, None) {
            Ok(message) => {
                self.nonces.entry(key.clone()).or_insert(message.clone());
                self.created_nonces.push(key);
                Reply::ok(message)
            }
            Err(reply) => reply,
        }
    }

    /// Lists uploaded files on the message they created or edited, as Discord's attachment
    /// objects, after the attachments it kept.
    fn attach(&mut self, message: u64, files: &[Upload]) {
        let mut attachments = Vec::new();
        for file in files {
            let id = self.next_id();
            let url = format!(
                "https://cdn.fake/attachments/{message}/{id}/{}",
                file.filename
            );
            attachments.push(json!({
                "id": id.to_string(),
                "filename": file.filename,
                "size": file.data.len(),
                "url": url,
                "proxy_url": url,
            }));
        }
        for stored in self.messages.values_mut().flatten() {
            if id_of(stored) == message {
                let mut all = stored["attachments"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                all.extend(attachments.iter().cloned());
                stored["attachments"] = Value::Array(all);
            }
        }
    }

    fn find_message(&self, channel: u64, id: u64) -> Option<&Value> {
        self.messages.get(&channel)?.iter().find(|m| id_of(m) == id)
    }

    fn create_message(
        &mut self,
        channel: u64,
        fields: &Value,
        interaction: Option<Value>,
    ) -> Result<Value, Reply> {
        let id = self.next_id();
        let mut message = message_json(id, channel);
        apply_fields(&mut message, fields);
        if let Some(metadata) = interaction {
            message["webhook_id"] = json!(APP_ID.to_string());
            message["application_id"] = json!(APP_ID.to_string());
            message["interaction_metadata"] = metadata;
        } else if let Some(nonce) = fields.get("nonce").filter(|n| !n.is_null()) {
            message["nonce"] = nonce.clone();
        }
        check_message(&message)?;
        check_limits(&message)?;
        self.messages
            .entry(channel)
            .or_default()
            .push(message.clone());
        self.created = Some(id);
        Ok(message)
    }

    fn edit_message(&mut self, channel: u64, id: u64, fields: &Value) -> Result<Value, Reply> {
        let Some(message) = self
            .messages
            .get_mut(&channel)
            .and_then(|messages| messages.iter_mut().find(|m| id_of(m) == id))
        else {
            return Err(Reply::error(404, 10008, "Unknown Message"));
        };
        let mut edited = message.clone();
        apply_fields(&mut edited, fields);
        // An edit that lists `attachments` keeps only the existing ones it names by id.
        if let Some(listed) = fields["attachments"].as_array() {
            let kept: Vec<Value> = edited["attachments"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|a| {
                    listed
                        .iter()
                        .any(|l| id_text(&l["id"]) == id_text(&a["id"]))
                })
                .cloned()
                .collect();
            edited["attachments"] = Value::Array(kept);
        }
        // An edit ends a deferred response's "thinking" state.
        let flags = edited["flags"].as_u64().unwrap_or(0) & !LOADING;
        edited["flags"] = json!(flags);
        edited["edited_timestamp"] = json!(TIMESTAMP);
        check_message(&edited)?;
        check_limits(&edited)?;
        *message = edited.clone();
        self.edited = Some(id);
        Ok(edited)
    }
}

fn send(conn: &Conn, payload: &Value) {
    // A closed connection is noticed (and removed) by its reader.
    let _ = conn.tx.send(WsMessage::Text(payload.to_string()));
}

fn send_dispatch(conn: &mut Conn, event: &str, d: Value) {
    conn.seq += 1;
    send(conn, &json!({"op": 0, "t": event, "s": conn.seq, "d": d}));
}

async fn accept_gateway(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        if let Ok((tcp, _)) = listener.accept().await {
            tokio::spawn(gateway_connection(tcp, shared.clone()));
        }
    }
}

async fn gateway_connection(tcp: TcpStream, shared: Arc<Shared>) {
    let Ok(ws) = tokio_tungstenite::accept_async(tcp).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<WsMessage>();
    let conn_id = {
        let mut st = shared.state();
        st.next_conn += 1;
        let id = st.next_conn;
        st.conns.push(Conn {
            id,
            tx: tx.clone(),
            seq: 0,
            session: None,
        });
        id
    };
    drop(tx);
    // Everything for this connection goes through one queue, so frames keep their order.
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            let closing = matches!(frame, WsMessage::Close(_));
            if sink.send(frame).await.is_err() || closing {
                return;
            }
        }
        let _ = sink.close().await;
    });
    {
        let st = shared.state();
        if let Some(conn) = st.conns.iter().find(|c| c.id == conn_id) {
            send(
                conn,
                &json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}),
            );
        }
    }
    while let Some(Ok(frame)) = stream.next().await {
        match frame {
            WsMessage::Text(text) => shared
                .state()
                .gateway_payload(conn_id, &text, &shared.ws_url),
            WsMessage::Close(_) => break,
            _ => {}
        }
    }
    // Dropping the connection's sender ends the writer, which closes the socket.
    shared.state().conns.retain(|c| c.id != conn_id);
    let _ = writer.await;
}

async fn rest_handler(AxumState(shared): AxumState<Arc<Shared>>, request: Request) -> Response {
    let at = shared.started.elapsed();
    let method = request.method().as_str().to_owned();
    let full_path = request.uri().path().to_owned();
    let content_type = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let bytes = to_bytes(request.into_body(), 64 << 20)
        .await
        .unwrap_or_default();
    let (body, files) = parse_body(&content_type, &bytes);
    let path = full_path
        .strip_prefix("/api/v10")
        .unwrap_or(&full_path)
        .to_owned();
    // A task of its own: a client that stops waiting (a time-out) drops this handler, but the
    // request is still served and recorded.
    let served = tokio::spawn(serve(shared, method, path, body, files, at));
    match served.await {
        Ok(reply) => reply.into_response(),
        Err(_) => Reply::error(500, 0, "fake: the request handler panicked").into_response(),
    }
}

/// Waits out the latency and any hang (outside the lock), then serves and records the request.
async fn serve(
    shared: Arc<Shared>,
    method: String,
    path: String,
    body: Value,
    files: Vec<Upload>,
    at: Duration,
) -> Reply {
    let delay = {
        let mut st = shared.state();
        st.arrivals.push((method.clone(), path.clone()));
        st.latency + st.take_hang(&method, &path)
    };
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let mut st = shared.state();
    st.created = None;
    st.edited = None;
    let reply = match check_uploads(&body, &files) {
        Some(refused) => refused,
        None => st.rest(&method, &path, &body, &shared.ws_url, Instant::now()),
    };
    let created = st.created.take();
    let edited = st.edited.take();
    let mut reply = reply;
    if let Some(id) = created.or(edited).filter(|_| !files.is_empty()) {
        st.attach(id, &files);
        // Discord answers with the message as stored, its attachments listed.
        if let Body::Json(answered) = &mut reply.body {
            if id_of(answered) == id {
                let stored = st.messages.values().flatten().find(|m| id_of(m) == id);
                if let Some(stored) = stored {
                    answered["attachments"] = stored["attachments"].clone();
                }
            }
        }
    }
    st.calls.push(Call {
        method,
        path,
        body,
        status: reply.status,
        created,
        at,
        answered: shared.started.elapsed(),
        files,
    });
    reply
}

/// JSON, or the `payload_json` part of a multipart body (requests with attachments) and
/// its `files[n]` parts.
fn parse_body(content_type: &str, bytes: &[u8]) -> (Value, Vec<Upload>) {
    if bytes.is_empty() {
        return (Value::Null, Vec::new());
    }
    if let Some(boundary) = content_type.split("boundary=").nth(1) {
        let delimiter = format!("--{}", boundary.trim_matches('"'));
        let mut payload = None;
        let mut files = Vec::new();
        for part in split_bytes(bytes, delimiter.as_bytes()) {
            let Some(at) = find_bytes(part, b"\r\n\r\n") else {
                continue;
            };
            let headers = String::from_utf8_lossy(&part[..at]);
            let content = part[at + 4..]
                .strip_suffix(b"\r\n")
                .unwrap_or(&part[at + 4..]);
            let Some(name) = disposition(&headers, "name") else {
                continue;
            };
            if name == "payload_json" {
                payload = Some(serde_json::from_slice(content).unwrap_or_else(|_| {
                    Value::String(String::from_utf8_lossy(content).into_owned())
                }));
            } else if name.starts_with("files[") {
                files.push(Upload {
                    filename: disposition(&headers, "filename").unwrap_or_default(),
                    content_type: part_header(&headers, "content-type"),
                    field: name,
                    data: content.to_vec(),
                });
            }
        }
        let body =
            payload.unwrap_or_else(|| Value::String(String::from_utf8_lossy(bytes).into_owned()));
        return (body, files);
    }
    let body = serde_json::from_slice(bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned()));
    (body, Vec::new())
}

/// The value of one header of a multipart part, by its lower-case name.
fn part_header(headers: &str, name: &str) -> Option<String> {
    headers.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        (key.trim().eq_ignore_ascii_case(name)).then(|| value.trim().to_owned())
    })
}

/// Discord's OpenAPI types an attachment's `id` as a snowflake: a string. Other ids are
/// refused as an invalid form body (on the channel-message routes: interaction responses
/// with several files come from serenity's builders, which number them).
fn check_attachment_ids(body: &Value) -> Result<(), Reply> {
    let mut listed = body["attachments"].as_array().into_iter().flatten();
    if listed.all(|a| a["id"].is_string()) {
        return Ok(());
    }
    Err(invalid_form(
        "attachments",
        "SNOWFLAKE_TYPE_INVALID",
        "Value must be a string snowflake.",
    ))
}

/// A parameter of a part's `Content-Disposition` header (`name`, `filename`).
fn disposition(headers: &str, key: &str) -> Option<String> {
    let line = headers
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))?;
    line.split(';').find_map(|param| {
        let (k, v) = param.trim().split_once('=')?;
        (k == key).then(|| v.trim_matches('"').to_owned())
    })
}

/// The parts of `bytes` between occurrences of `delimiter`.
fn split_bytes<'a>(bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let mut rest = bytes;
    while let Some(at) = find_bytes(rest, delimiter) {
        parts.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    parts.push(rest);
    parts
}

fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Discord's checks of uploaded files: at most 10 per message, within the size limit, and
/// when the payload lists `attachments`, every `files[n]` has an entry with id `n`
/// (otherwise 400, 50035 Invalid Form Body).
fn check_uploads(body: &Value, files: &[Upload]) -> Option<Reply> {
    if files.is_empty() {
        return None;
    }
    if files.len() > 10 {
        return Some(invalid_form(
            "files",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.",
        ));
    }
    let size: usize = files.iter().map(|f| f.data.len()).sum();
    if size as u64 > ATTACHMENT_SIZE_LIMIT {
        return Some(Reply::error(413, 40005, "Request entity too large"));
    }
    let listed = body["data"]["attachments"]
        .as_array()
        .or(body["attachments"].as_array());
    let mut fields = HashSet::new();
    for file in files {
        if !fields.insert(file.field.as_str()) {
            return Some(invalid_form(
                "files",
                "DUPLICATE",
                "Two files share one field.",
            ));
        }
        let Some(listed) = listed else { continue };
        let n = file
            .field
            .strip_prefix("files[")
            .and_then(|f| f.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok());
        let found = listed.iter().any(|a| {
            a["id"].as_u64().or_else(|| a["id"].as_str()?.parse().ok()) == n && n.is_some()
        });
        if !found {
            return Some(invalid_form(
                "attachments",
                "ATTACHMENT_NOT_FOUND",
                "Attachment data not found",
            ));
        }
    }
    None
}

#[derive(Clone)]
struct Reply {
    status: u16,
    body: Body,
    headers: Vec<(&'static str, String)>,
}

#[derive(Clone)]
enum Body {
    Empty,
    Json(Value),
    Html(&'static str),
}

impl Reply {
    fn json(status: u16, body: Value) -> Reply {
        Reply {
            status,
            body: Body::Json(body),
            headers: Vec::new(),
        }
    }

    fn html(status: u16, page: &'static str) -> Reply {
        Reply {
            status,
            body: Body::Html(page),
            headers: Vec::new(),
        }
    }

    fn ok(body: Value) -> Reply {
        Reply::json(200, body)
    }

    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: Body::Empty,
            headers: Vec::new(),
        }
    }

    fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply::json(status, json!({"code": code, "message": message}))
    }

    fn no_route() -> Reply {
        Reply::error(404, 0, "fake: no route")
    }

    fn header(mut self, name: &'static str, value: String) -> Reply {
        self.headers.push((name, value));
        self
    }
}

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut response = match self.body {
            Body::Json(body) => (status, axum::Json(body)).into_response(),
            Body::Html(page) => (status, axum::response::Html(page)).into_response(),
            Body::Empty => status.into_response(),
        };
        for (name, value) in self.headers {
            if let Ok(value) = HeaderValue::from_str(&value) {
                response.headers_mut().insert(name, value);
            }
        }
        response
    }
}

/// Discord's 429 body and `retry-after` header (whole seconds, rounded up).
fn rate_limited(retry_after: Duration, global: bool) -> Reply {
    let secs = (retry_after.as_secs_f64() * 1000.0).ceil() / 1000.0;
    Reply::json(
        429,
        json!({"message": "You are being rate limited.", "retry_after": secs, "global": global}),
    )
    .header("retry-after", (secs.ceil() as u64).to_string())
}

/// Discord's 400 50035 with one field error, in the nested shape serenity parses.
fn invalid_form(field: &str, code: &str, message: &str) -> Reply {
    Reply::json(
        400,
        json!({
            "code": 50035,
            "message": "Invalid Form Body",
            "errors": {field: {"_errors": [{"code": code, "message": message}]}},
        }),
    )
}

/// A nonce as a string: strings as they are, integers in decimal; None for other JSON.
fn nonce_string(nonce: &Value) -> Option<String> {
    match nonce {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) if n.is_i64() || n.is_u64() => Some(n.to_string()),
        _ => None,
    }
}

/// Whether a request counts towards the global limit: interaction endpoints do not.
fn counts_globally(path: &str) -> bool {
    !(path.starts_with("/interactions/") || path.starts_with("/webhooks/"))
}

/// A path's route shape (ids replaced by `:id`, webhook and interaction tokens by `:token`)
/// and its top-level resource ("major parameter": the channel, guild or webhook with its
/// token; empty for other routes).
fn route_shape(path: &str) -> (String, String) {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let top = segments[0];
    let tokened = matches!(top, "webhooks" | "interactions");
    let mut shape = String::new();
    let mut major = Vec::new();
    for (i, &segment) in segments.iter().enumerate() {
        let token = tokened && i == 2;
        if (i == 1 && (tokened || matches!(top, "channels" | "guilds"))) || token {
            major.push(segment);
        }
        shape.push('/');
        shape.push_str(if token {
            ":token"
        } else if parse_id(segment).is_some() {
            ":id"
        } else {
            segment
        });
    }
    (shape, major.join("/"))
}

/// 64-bit FNV-1a: a hash that stays the same across runs and Rust versions.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn is_app(segment: &str) -> bool {
    parse_id(segment) == Some(APP_ID)
}

fn parse_id(segment: &str) -> Option<u64> {
    segment.parse().ok()
}

fn id_of(object: &Value) -> u64 {
    object["id"].as_str().and_then(parse_id).unwrap_or(0)
}

/// A thread as Discord describes it (a channel of type 11, public thread).
fn thread_json(thread: &Thread) -> Value {
    json!({
        "id": thread.id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": thread.parent.to_string(),
        "owner_id": BOT_USER_ID.to_string(),
        "name": thread.name,
        "last_message_id": null,
        "message_count": 0,
        "member_count": 1,
        "rate_limit_per_user": 0,
        "flags": 0,
        "total_message_sent": 0,
        "thread_metadata": {
            "archived": thread.archived,
            "auto_archive_duration": 1440,
            "archive_timestamp": TIMESTAMP,
            "locked": thread.locked,
        },
    })
}

fn user_json(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": false,
    })
}

fn bot_user_json() -> Value {
    json!({
        "id": BOT_USER_ID.to_string(),
        "username": "gametable",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
    })
}

/// What serenity's `CurrentApplicationInfo` requires, plus an owner (poise reads owners).
fn application_json() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "gametable",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "00",
        "owner": user_json(1, "owner"),
        "team": null,
        "flags": 0,
    })
}

/// A bot message with no content, in the shape serenity's `Message` requires.
fn message_json(id: u64, channel: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": bot_user_json(),
        "content": "",
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    })
}

/// An id as text, whether sent as a string or a number.
fn id_text(id: &Value) -> String {
    match id {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Copies the message fields of a create/edit/callback body onto a message (null resets).
fn apply_fields(message: &mut Value, fields: &Value) {
    for (key, reset) in [
        ("content", json!("")),
        ("embeds", json!([])),
        ("components", json!([])),
        ("flags", json!(0)),
        ("tts", json!(false)),
    ] {
        if let Some(value) = fields.get(key) {
            message[key] = if value.is_null() {
                reset
            } else {
                value.clone()
            };
        }
    }
}

/// Refuses (500, recorded) a message serenity could not read back: a fake bug or a request
/// body the real Discord would not have turned into a message either.
fn check_message(message: &Value) -> Result<(), Reply> {
    match serde_json::from_value::<serenity::model::channel::Message>(message.clone()) {
        Ok(_) => Ok(()),
        Err(e) => Err(Reply::error(
            500,
            0,
            &format!("fake: unreadable message: {e}"),
        )),
    }
}

/// Discord's limits on the text of a message, created or edited: content 2,000 characters,
/// at most 10 embeds, an embed's title 256 and description 4,096 characters, and 6,000 for
/// the text of all its embeds together; beyond one, 400 50035 Invalid Form Body.
fn check_limits(message: &Value) -> Result<(), Reply> {
    let chars = |text: &Value| text.as_str().map_or(0, |t| t.chars().count());
    if chars(&message["content"]) > 2000 {
        return Err(invalid_form(
            "content",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 2000 or fewer in length.",
        ));
    }
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return Err(invalid_form(
            "embeds",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.",
        ));
    }
    let mut total = 0;
    for embed in &embeds {
        for (field, limit) in [("title", 256), ("description", 4096)] {
            if chars(&embed[field]) > limit {
                return Err(invalid_form(
                    &format!("embeds.{field}"),
                    "BASE_TYPE_MAX_LENGTH",
                    &format!("Must be {limit} or fewer in length."),
                ));
            }
        }
        let fields = embed["fields"].as_array().cloned().unwrap_or_default();
        total += chars(&embed["title"])
            + chars(&embed["description"])
            + chars(&embed["footer"]["text"])
            + chars(&embed["author"]["name"])
            + fields
                .iter()
                .map(|f| chars(&f["name"]) + chars(&f["value"]))
                .sum::<usize>();
    }
    if total > 6000 {
        return Err(invalid_form(
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        ));
    }
    Ok(())
}

/// The ids of the users that user options (type 6) name, in subcommands too.
fn user_options(options: &Value, found: &mut Vec<u64>) {
    for option in options.as_array().into_iter().flatten() {
        if option["type"] == 6 {
            let id = option["value"].as_str().and_then(|v| v.parse().ok());
            found.extend(id.or_else(|| option["value"].as_u64()));
        }
        user_options(&option["options"], found);
    }
}

/// Adds what serenity requires of interaction options: `options` on subcommands and groups,
/// string values on focused (autocomplete) options.
fn normalize_options(options: Value) -> Value {
    match options {
        Value::Null => json!([]),
        Value::Array(items) => Value::Array(items.into_iter().map(normalize_option).collect()),
        other => other,
    }
}

fn normalize_option(mut option: Value) -> Value {
    if let Value::Object(fields) = &mut option {
        if matches!(fields.get("type").and_then(Value::as_u64), Some(1 | 2)) {
            let nested = fields.remove("options").unwrap_or(Value::Null);
            fields.insert("options".into(), normalize_options(nested));
        }
        if fields.get("focused") == Some(&Value::Bool(true)) {
            if let Some(value) = fields.get_mut("value").filter(|v| !v.is_string()) {
                *value = Value::String(value.to_string());
            }
        }
    }
    option
}
