//! The Discord transport: interactions in, by serenity's gateway client ([`run`]) or as
//! signed HTTP requests ([`serve`]); the table layer in the middle; interaction responses,
//! table messages and direct messages out. It names no game.

mod definitions;
mod dm_controls;
mod endpoint;
mod followup;
mod handler;
mod history;
mod in_place;
mod membership;
mod menu;
mod mine;
mod parcel;
mod parts;
mod picture;
mod ratings;
mod reminder;
mod request;
mod respond;
mod responder;
mod rest;
mod rules;
mod sender;
mod shards;

pub use definitions::{definitions, HANDLED_PATHS};
pub use endpoint::{serve, PublicKey, PublicKeyError};
/// Discord's nonce of a parcel, with which a tool or test finds the message it made.
pub use parcel::nonce;
pub use shards::{ShardRange, ShardRangeError, Shards};

use crate::delivery::{Budgets, DeliveryConfig, Dispatcher, RateLimits};
use crate::i18n::Lang;
use crate::store::{Location, Store, Write};
use crate::table::{Channels, Clock, Context, FairUse, Tables};
use handler::{Handler, Shared};
use membership::Membership;
use rest::Rest;
use sender::DiscordSender;
use serenity::all::{ClientBuilder, GatewayIntents, GuildId, Http, HttpBuilder};
use std::future::{Future, IntoFuture};
use std::pin::{pin, Pin};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;
use tokio::task::JoinHandle;

/// How long shutdown waits for interactions in progress, and then for the outbox.
const SHUTDOWN_PATIENCE: Duration = Duration::from_secs(10);
/// After being down longer than this, the bot tells each table with a game that it is
/// back and whose turn it is.
const DOWN_FOR_NOTICE_MS: i64 = 2 * 60 * 1000;
/// Discord bans a bot's address after 10,000 invalid requests (401, 403, 429) in ten
/// minutes; the bot pauses sending on its own long before: channel traffic after 500,
/// direct messages (whose refusals people cause by closing them) after 250 of their own.
const INVALID_BUDGETS: Budgets = Budgets {
    channel: 500,
    direct: 250,
};

/// Everything the bot needs to run.
#[derive(Clone, Debug)]
pub struct BotConfig {
    /// The bot token.
    pub token: String,
    /// Register commands in this server only (instant), else globally.
    pub guild: Option<u64>,
    /// Send REST calls to this base URL (an HTTP rate-limit proxy) instead of Discord.
    pub api_url: Option<String>,
    /// The database: a SQLite file or a PostgreSQL URL.
    pub db: Location,
    /// The public language of channels that set none, in servers without a locale.
    pub default_lang: Lang,
    /// The least time between two edits of one table message.
    pub board_interval: Duration,
    /// The most REST requests a second the bot sends on its own (Discord allows 50).
    pub requests_per_second: u32,
    /// What one person may ask of the tables.
    pub fair_use: FairUse,
    /// How long a table nobody uses stays in memory.
    pub table_idle: Duration,
    /// How long ended games are kept after they ended (none: forever).
    pub keep_ended: Option<Duration>,
    /// The gateway shards this process runs (none: all of them, as Discord suggests).
    pub shards: Option<ShardRange>,
}

impl BotConfig {
    /// Whether this gateway process is the only one on its store: it runs every shard.
    /// (Several processes each run a range of them; `serve` instances are always taken to
    /// be several, behind a load balancer.)
    fn runs_alone(&self) -> bool {
        self.shards.is_none()
    }
}

/// An HTTP client for Discord or, with `api_url`, for a REST proxy. A proxy only works
/// with serenity's rate limiter off (its limiter bypasses the proxy); the proxy limits.
fn http(config: &BotConfig) -> Http {
    let builder = HttpBuilder::new(&config.token);
    match &config.api_url {
        Some(url) => builder
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build(),
        None => builder.build(),
    }
}

/// Registers the slash commands of `commands/` (to `guild`, or globally).
pub async fn register(http: &Http, guild: Option<GuildId>) -> anyhow::Result<()> {
    let commands = definitions()?;
    match guild {
        Some(guild) => http.create_guild_commands(guild, &commands).await?,
        None => http.create_global_commands(&commands).await?,
    };
    tracing::info!(
        count = commands.len(),
        ?guild,
        "registered the slash commands"
    );
    Ok(())
}

/// Registers the commands and returns, without connecting to the gateway.
pub async fn register_only(config: &BotConfig) -> anyhow::Result<()> {
    let http = http(config);
    let application = http.get_current_application_info().await?;
    http.set_application_id(application.id);
    register(&http, config.guild.map(GuildId::new)).await
}

/// Runs the bot over the gateway until `shutdown` resolves; then stops taking
/// interactions, lets those in progress finish, sends what is queued and closes the store.
/// A shutdown during the start-up (the store opening and migrating, the first calls to
/// Discord) stops it there, and closes the store if it was open.
pub async fn run(
    config: BotConfig,
    ctx: Context,
    clock: Arc<dyn Clock>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let mut shutdown = pin!(shutdown);
    let Some(store) = unless_stopped(shutdown.as_mut(), open_store(&config)).await else {
        tracing::info!("stopped while opening the store");
        return Ok(());
    };
    let store = store?;
    let ran = run_on(&store, config, ctx, clock, shutdown).await;
    let closed = store.close().await;
    ran?;
    Ok(closed?)
}

/// [`run`] on an open store.
async fn run_on(
    store: &Store,
    config: BotConfig,
    ctx: Context,
    clock: Arc<dyn Clock>,
    mut shutdown: Pin<&mut impl Future<Output = ()>>,
) -> anyhow::Result<()> {
    let alone = config.runs_alone();
    let mut running = start(store.clone(), &config, ctx, clock, alone).await?;
    // Slash commands and buttons need no privileged intent, nor any other.
    let connecting = ClientBuilder::new_with_http(http(&config), GatewayIntents::empty())
        .event_handler(Handler(Arc::clone(&running.shared)));
    let Some(client) = unless_stopped(shutdown.as_mut(), connecting.into_future()).await else {
        tracing::info!("stopped before the gateway was reached");
        running.stop_interactions().await;
        running.finish().await;
        return Ok(());
    };
    let mut client = client?;
    let shards = Arc::clone(&client.shard_manager);
    let gateway = match config.shards {
        // serenity counts the last shard of a range in.
        Some(range) => {
            tracing::info!(%range, "running a range of the gateway shards");
            tokio::spawn(async move {
                client
                    .start_shard_range(range.first..range.end - 1, range.total)
                    .await
            })
        }
        None => tokio::spawn(async move { client.start().await }),
    };
    tokio::select! {
        () = shutdown => tracing::info!("shutting down"),
        result = gateway => {
            result??;
            anyhow::bail!("the gateway connection ended");
        }
    }
    running.stop_interactions().await;
    shards.shutdown_all().await;
    running.finish().await;
    Ok(())
}

/// Opens (and migrates) the store the bot keeps its tables in, on a thread of its own:
/// a shutdown meanwhile need not wait for it (an unfinished migration is rolled back).
async fn open_store(config: &BotConfig) -> anyhow::Result<Store> {
    let db = config.db.clone();
    Ok(tokio::task::spawn_blocking(move || db.open()).await??)
}

/// What `step` gives, or `None` when `shutdown` comes first: the step is dropped where it
/// waits (what it wrote is committed; the store closes after it).
async fn unless_stopped<T>(
    shutdown: Pin<&mut impl Future<Output = ()>>,
    step: impl Future<Output = T>,
) -> Option<T> {
    tokio::select! {
        done = step => Some(done),
        () = shutdown => None,
    }
}

/// What both ways in share, running: the store and the tables, the outbox's dispatcher,
/// and the tables' clock.
struct Running {
    shared: Arc<Shared>,
    dispatcher: Dispatcher,
    ticker: JoinHandle<()>,
    clock_stop: Arc<Notify>,
}

/// Opens the store and starts everything but the way in: the tables, the sender and its
/// dispatcher, the notice that the bot is back (after it was down a while) and the clock.
/// `alone`: whether this process is the only one on its store.
async fn start(
    store: Store,
    config: &BotConfig,
    ctx: Context,
    clock: Arc<dyn Clock>,
    alone: bool,
) -> anyhow::Result<Running> {
    let last_alive = store.alive_at().await?;
    // Answers of interactions from before this start can no longer arrive: their
    // fallback posts go out now instead of waiting out their grace. Not when other
    // processes share the store: their answers may still arrive, and their fallbacks wait
    // out their few seconds of grace.
    // Alone, it also takes back at once what its previous life had claimed to send; with
    // others, those claims run out on their own if their process is gone.
    if alone {
        let hasten = Write::Hasten {
            key_prefix: parcel::ANSWER_KEY_PREFIX.to_owned(),
            at: clock.now_ms(),
        };
        store.write(vec![hasten, Write::ReleaseClaims]).await?;
    }
    let localizer = ctx.localizer;
    let tables = Tables::new(ctx, store.clone(), Arc::clone(&clock), None)
        .with_fair_use(config.fair_use)
        // Local games on the same database have no Discord channel to post to.
        .serving(Channels::Chat);
    let limits = Arc::new(RateLimits::new(config.requests_per_second, INVALID_BUDGETS));
    let installation = store.installation().await?;
    let rest = Rest::new(&config.token, config.api_url.as_deref(), limits);
    let members = Membership::new(rest.clone(), Arc::clone(&clock));
    let sender = Arc::new(DiscordSender::new(
        rest,
        store.clone(),
        Arc::clone(&clock),
        localizer,
        config.board_interval,
        tables.reloads(),
        installation,
    ));
    let dispatcher =
        Dispatcher::spawn(store, Arc::clone(&sender), clock, DeliveryConfig::default());
    let guild = config.guild.map(GuildId::new);
    let shared = Arc::new(Shared::new(tables, sender, members, guild));
    if last_alive.is_some_and(|at| shared.tables.now_ms() - at > DOWN_FOR_NOTICE_MS) {
        shared.announce_return().await;
    }
    let clock_stop = Arc::new(Notify::new());
    let ticker = tokio::spawn({
        let shared = Arc::clone(&shared);
        let stop = Arc::clone(&clock_stop);
        let idle = config.table_idle;
        let keep = config.keep_ended;
        async move { shared.run_clock(&stop, idle, keep).await }
    });
    Ok(Running {
        shared,
        dispatcher,
        ticker,
        clock_stop,
    })
}

impl Running {
    /// Takes no more interactions, waits for those in progress, and stops the clock.
    async fn stop_interactions(&mut self) {
        self.shared.drain(SHUTDOWN_PATIENCE).await;
        self.clock_stop.notify_one();
        let _ = (&mut self.ticker).await;
    }

    /// Sends what is queued (within the patience of a shutdown) and closes the store.
    async fn finish(self) {
        self.dispatcher.shutdown(SHUTDOWN_PATIENCE).await;
    }
}
