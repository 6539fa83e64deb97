//! The command line: one binary, one subcommand per job.

mod arena;
mod backup;
mod bot;
mod export;
mod health;
mod local;
mod logs;
mod outbox;
mod output;
mod picture;
mod ratings;
mod replay;
mod rules;
mod serve;
mod signals;
mod simulate;
mod token;

use crate::ai::Level;
use crate::i18n::{Lang, Localizer};
use crate::store::{Location, Store};
use crate::table::{AiLimits, Command, Context, Pace, Posts, REMINDER_IDLE_MS};
use clap::parser::ValueSource;
use clap::ArgMatches;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

pub use logs::init_logging;
pub use output::print_error;
pub use signals::{Signals, Stop};

/// Card and dice games for Discord servers, one table per channel. Without a subcommand
/// it runs the Discord bot when DISCORD_TOKEN or DISCORD_TOKEN_FILE is set, and opens a
/// local game in this terminal otherwise.
#[derive(Parser, Debug)]
#[command(name = "gametable", version, about)]
pub struct Cli {
    /// What to do; the bot (with a token) or a local game when omitted.
    #[command(subcommand)]
    pub command: Option<Job>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Job {
    /// Run the Discord bot.
    Bot(bot::BotArgs),
    /// Run the Discord bot in HTTP-interactions mode (no gateway connection).
    ///
    /// It answers the interactions Discord POSTs to the application's Interactions
    /// Endpoint URL, each signed with the application's key. Nothing of an interaction
    /// stays in the process, so several processes can answer behind a load balancer, over
    /// a store they share (SQLite serves one process).
    Serve(serve::ServeArgs),
    /// Register the slash commands with Discord and exit.
    RegisterCommands(bot::BotArgs),
    /// Play at a table in this terminal against AI seats.
    Local(local::LocalArgs),
    /// Play AI-only games through the table layer and report.
    Simulate(simulate::SimulateArgs),
    /// Replay an exported game record and print its final public state.
    Replay(replay::ReplayArgs),
    /// Draw a recorded game's board, a seat's hand or the score chart as a PNG file.
    Render(picture::RenderArgs),
    /// Print a stored game's record as JSON (the format of docs/records.md).
    Export(export::ExportArgs),
    /// List what the bot still has to send, and what it gave up on.
    Outbox(outbox::OutboxArgs),
    /// Print the rules of a game.
    Rules(rules::RulesArgs),
    /// Work on the ratings kept per server (`rebuild`).
    Ratings(ratings::RatingsArgs),
    /// Copy the SQLite database into one file, consistent while the bot or a local game
    /// uses it (for PostgreSQL, use pg_dump).
    Backup(backup::BackupArgs),
    /// Ask the bot's metrics listener whether it is ready: exit code 0 when it answers
    /// 200, 1 otherwise (a container's HEALTHCHECK).
    Health(health::HealthArgs),
}

impl Cli {
    /// The command line of this process (exits with clap's message when it is wrong),
    /// noting whether a bot token was typed on it.
    pub fn from_command_line() -> Cli {
        let matches = Cli::command().get_matches();
        let mut cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
        let args = match &mut cli.command {
            Some(Job::Bot(args) | Job::RegisterCommands(args)) => Some(args),
            Some(Job::Serve(serve)) => Some(&mut serve.bot),
            _ => None,
        };
        if let Some(args) = args {
            args.token_typed = matches.subcommand().is_some_and(|(_, job)| {
                job.value_source("token") == Some(ValueSource::CommandLine)
            });
        }
        warn_of_a_typed_database_secret(&matches);
        cli
    }
}

/// Warns when `--database` was typed on the command line with a password (or another
/// secret) in it: the process list shows it to every user of the machine, as it does a
/// typed `--token`.
fn warn_of_a_typed_database_secret(matches: &ArgMatches) {
    let mut job = matches;
    while let Some((_, inner)) = job.subcommand() {
        job = inner;
    }
    let typed = job.ids().any(|id| id == "database")
        && job.value_source("database") == Some(ValueSource::CommandLine);
    if !typed {
        return;
    }
    if let Some(Location::Postgres(url)) = job.get_one::<Location>("database") {
        if url.holds_secret() {
            tracing::warn!(
                "the database password was given with --database, so the process list shows \
                 it to every user of this machine: use DATABASE_URL instead"
            );
        }
    }
}

/// Where the database lives.
#[derive(Args, Debug, Clone)]
pub struct DbArgs {
    /// The database: a `postgres://` or `postgresql://` URL selects PostgreSQL (which
    /// several bot processes may share), anything else is a SQLite file. Wins over --db.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database: Option<Location>,
    /// The SQLite database file, when --database is not given.
    #[arg(long, env = "GAMETABLE_DB", default_value = "gametable.db")]
    pub db: PathBuf,
}

impl DbArgs {
    /// Where the store is: --database if given (and not empty), else the file of --db.
    pub fn location(&self) -> Location {
        match &self.database {
            Some(Location::Sqlite(path)) if path.as_os_str().is_empty() => {
                Location::Sqlite(self.db.clone())
            }
            Some(database) => database.clone(),
            None => Location::Sqlite(self.db.clone()),
        }
    }

    fn open(&self) -> anyhow::Result<Store> {
        Ok(self.location().open()?)
    }

    /// The database for reading only: it is neither created nor changed.
    fn open_read_only(&self) -> anyhow::Result<Store> {
        Ok(self.location().open_read_only()?)
    }
}

/// Runs the command line until it is done or `signals` stop it; returns the process exit
/// code (0 when the reader of the output went away early, see [`output`]; after a signal,
/// [`Stop::exit_code`]). The caller exits the process with it at once: a thread still
/// blocked reading the terminal must not keep it alive.
pub async fn run(cli: Cli, signals: Signals) -> anyhow::Result<i32> {
    match run_job(cli, &signals).await {
        Err(e) if e.is::<output::OutputClosed>() => Ok(0),
        done => done,
    }
}

/// The jobs that write stop by themselves at a signal, saving and closing their store;
/// the others have nothing to save and are stopped where they are.
async fn run_job(cli: Cli, signals: &Signals) -> anyhow::Result<i32> {
    match cli.command {
        None if bot_configured() => bot::run(bot::BotArgs::from_env(), signals).await,
        None => local::run(local::LocalArgs::default_from_env(), signals).await,
        Some(Job::Bot(args)) => bot::run(args, signals).await,
        Some(Job::Serve(args)) => serve::run(args, signals).await,
        Some(Job::RegisterCommands(args)) => signals.until_stopped(bot::register(args)).await,
        Some(Job::Local(args)) => local::run(args, signals).await,
        Some(Job::Simulate(args)) => signals.until_stopped(simulate::run(args)).await,
        Some(Job::Replay(args)) => signals.blocking_until_stopped(|| replay::run(args)).await,
        Some(Job::Render(args)) => signals.blocking_until_stopped(|| picture::run(args)).await,
        Some(Job::Export(args)) => signals.until_stopped(export::run(args)).await,
        Some(Job::Outbox(args)) => signals.until_stopped(outbox::run(args)).await,
        Some(Job::Rules(args)) => rules::run(args),
        Some(Job::Ratings(args)) => signals.blocking_until_stopped(|| ratings::run(args)).await,
        Some(Job::Backup(args)) => signals.blocking_until_stopped(|| backup::run(args)).await,
        Some(Job::Health(args)) => health::run(args).await,
    }
}

/// Whether the environment gives a bot token, for a bare `gametable` to run the bot.
fn bot_configured() -> bool {
    ["DISCORD_TOKEN", "DISCORD_TOKEN_FILE"]
        .into_iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
}

/// The shared context of every table of this process: channels post once per trick or
/// step unless they choose otherwise, reminders wait for ten minutes of absence, and the
/// AI's moves are bounded by iterations alone (the same seed plays the same game; the bot
/// and local mode bound them in time too: [`AiLimits::LIVE`]).
pub fn context(default_lang: Lang) -> Context {
    Context {
        registry: crate::games::registry(),
        localizer: Localizer::global(),
        default_lang,
        default_posts: Posts::Tricks,
        reminder_idle_ms: REMINDER_IDLE_MS,
        ai: AiLimits::REPEATABLE,
    }
}

/// The commands that open a table for `game` at `pace`, seat `ais` AI players and start
/// it; the caller takes the first seat when `seated`.
fn table_with_ai(
    game: &str,
    options: &[(String, String)],
    pace: Pace,
    seated: bool,
    ais: usize,
    level: Level,
) -> Vec<Command> {
    let open = Command::Open {
        game: game.to_owned(),
        options: options.to_vec(),
        seated,
        pace,
        thread: None,
    };
    std::iter::once(open)
        .chain(std::iter::repeat_n(Command::AddAi { level }, ais))
        .chain(std::iter::once(Command::Start))
        .collect()
}

/// Reads `key=value` pairs.
fn parse_option(pair: &str) -> Result<(String, String), String> {
    pair.split_once('=')
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .ok_or_else(|| format!("expected key=value, got {pair:?}"))
}
