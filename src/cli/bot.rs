//! `gametable bot` and `gametable register-commands`: the Discord transport.

use super::logs::hide_bot_token;
use super::signals::Signals;
use super::token::bot_token;
use super::DbArgs;
use crate::discord::{self, BotConfig, Shards};
use crate::i18n::Lang;
use crate::table::{AiLimits, Context, FairUse, SystemClock, AI_COMMAND_TIME, REMINDER_IDLE_MS};
use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Options of `gametable bot` and `gametable register-commands`.
#[derive(Args, Debug)]
pub struct BotArgs {
    /// The bot token of your Discord application. Typed here it shows in the process
    /// list: prefer the environment variable, or --token-file.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub token: Option<String>,
    /// A file holding the bot token (a Docker or systemd secret); a trailing newline is
    /// ignored.
    #[arg(long, env = "DISCORD_TOKEN_FILE")]
    pub token_file: Option<PathBuf>,
    /// Whether --token was typed on the command line (not read from the environment).
    #[arg(skip)]
    pub token_typed: bool,
    /// Register the commands in this server only (they appear at once); else globally.
    #[arg(long, env = "DISCORD_GUILD_ID")]
    pub guild: Option<u64>,
    /// Send REST calls to this HTTP rate-limit proxy (twilight-http-proxy, nirn-proxy).
    #[arg(long, env = "DISCORD_API_URL")]
    pub api_url: Option<String>,
    /// The public language of channels that set none, in servers without a locale.
    #[arg(long, env = "GAMETABLE_LANG", default_value = "en")]
    pub lang: Lang,
    /// The least milliseconds between two edits of one table message.
    #[arg(long, env = "GAMETABLE_BOARD_INTERVAL_MS", default_value_t = 1500)]
    pub board_interval_ms: u64,
    /// The most REST requests a second the bot sends on its own (Discord allows 50 per
    /// bot; set it lower when other programs share the token).
    #[arg(long, env = "GAMETABLE_REQUESTS_PER_SECOND", default_value_t = 50)]
    pub requests_per_second: u32,
    /// The most tables one person may hold in one server: open lobbies they host, and
    /// games of their own (alone against AI seats, or handed over to a thread they host).
    #[arg(long, env = "GAMETABLE_LOBBIES_PER_SERVER", default_value_t = FairUse::default().tables_per_community)]
    pub lobbies_per_server: usize,
    /// The most commands one person may send in 10 seconds (moves played do not count).
    #[arg(long, env = "GAMETABLE_COMMANDS_PER_10S", default_value_t = FairUse::default().commands_per_window)]
    pub commands_per_10s: u32,
    /// Minutes after which a table nobody uses leaves memory (it comes back from the
    /// database on its next command).
    #[arg(long, env = "GAMETABLE_TABLE_IDLE_MINUTES", default_value_t = 30)]
    pub table_idle_minutes: u64,
    /// Days a game is kept after it ended (finished or stopped): older ones are deleted
    /// with their records, hourly. Kept forever by default; games being played never.
    #[arg(long, env = "GAMETABLE_KEEP_FINISHED_DAYS")]
    pub keep_finished_days: Option<u64>,
    /// Run only these gateway shards, `A..B` (or `A..=B`), of `--shard-total`; several
    /// processes against one database can share the bot's shards this way.
    #[arg(long, env = "GAMETABLE_SHARDS", requires = "shard_total")]
    pub shards: Option<Shards>,
    /// How many gateway shards the bot has in all (with `--shards`).
    #[arg(long, env = "GAMETABLE_SHARD_TOTAL", requires = "shards")]
    pub shard_total: Option<u32>,
    /// Seconds a person must have done nothing at a table before a turn reminder or a nudge
    /// reaches them by direct message (the first reminder of a turn comes this long after
    /// it began, if they did nothing there since).
    #[arg(long, env = "GAMETABLE_REMINDER_IDLE_SECONDS", default_value_t = (REMINDER_IDLE_MS / 1000) as u64)]
    pub reminder_idle_seconds: u64,
    /// Iterations of a `strong` AI decision (it stops after 40 ms of thinking in any case);
    /// by default each game's own, what fits 50 ms in that game.
    #[arg(long, env = "GAMETABLE_AI_ITERATIONS")]
    pub ai_iterations: Option<u32>,
    /// Milliseconds one command spends on AI moves before the clock loop goes on with the
    /// rest, so that no other table waits for them; 0: a command makes them all.
    #[arg(long, env = "GAMETABLE_AI_COMMAND_MS", default_value_t = AI_COMMAND_TIME.as_millis() as u64)]
    pub ai_command_ms: u64,
    /// Serve Prometheus metrics, `/healthz` and `/readyz` on this address (e.g.
    /// `127.0.0.1:9100`); none by default.
    #[arg(long, env = "GAMETABLE_METRICS")]
    pub metrics: Option<SocketAddr>,
    #[command(flatten)]
    pub db: DbArgs,
}

impl BotArgs {
    /// The arguments of a bare `gametable` with DISCORD_TOKEN or DISCORD_TOKEN_FILE set.
    pub fn from_env() -> BotArgs {
        use clap::Parser;
        #[derive(Parser)]
        struct Bare {
            #[command(flatten)]
            bot: BotArgs,
        }
        Bare::parse_from(["gametable"]).bot
    }

    /// The shared context of the bot's tables.
    pub(super) fn context(&self) -> Context {
        let idle_ms = self.reminder_idle_seconds.saturating_mul(1000);
        Context {
            reminder_idle_ms: i64::try_from(idle_ms).unwrap_or(i64::MAX),
            ai: AiLimits {
                iterations: self.ai_iterations,
                command_time: (self.ai_command_ms > 0)
                    .then(|| Duration::from_millis(self.ai_command_ms)),
                ..AiLimits::LIVE
            },
            ..super::context(self.lang)
        }
    }

    /// The bot's configuration (reads the token file, checks the shard range).
    pub(super) fn config(self) -> anyhow::Result<BotConfig> {
        let token = bot_token(self.token, self.token_file.as_deref(), self.token_typed)?;
        hide_bot_token(&token);
        Ok(BotConfig {
            token,
            guild: self.guild,
            api_url: self.api_url.filter(|url| !url.is_empty()),
            db: self.db.location(),
            default_lang: self.lang,
            board_interval: Duration::from_millis(self.board_interval_ms),
            requests_per_second: self.requests_per_second.max(1),
            fair_use: FairUse {
                tables_per_community: self.lobbies_per_server,
                commands_per_window: self.commands_per_10s.max(1),
            },
            table_idle: Duration::from_secs(self.table_idle_minutes.saturating_mul(60)),
            shards: match (self.shards, self.shard_total) {
                (Some(shards), Some(total)) => Some(shards.of(total)?),
                _ => None,
            },
            keep_ended: self
                .keep_finished_days
                .map(|days| Duration::from_secs(days.saturating_mul(24 * 60 * 60))),
        })
    }
}

/// Runs the bot until SIGTERM or SIGINT (which stop it at any moment, its start-up too).
pub async fn run(args: BotArgs, signals: &Signals) -> anyhow::Result<i32> {
    if let Some(addr) = args.metrics {
        crate::metrics::serve(addr).await?;
    }
    let ctx = args.context();
    let config = args.config()?;
    let stopped = async {
        signals.stopped().await;
    };
    discord::run(config, ctx, Arc::new(SystemClock), stopped).await?;
    Ok(signals.exit_code())
}

/// Registers the slash commands and exits.
pub async fn register(args: BotArgs) -> anyhow::Result<i32> {
    discord::register_only(&args.config()?).await?;
    Ok(0)
}
