//! The bot in-process against the project's loopback Discord, for the benches that
//! measure it end to end (`delivery`, `thinking`). Needs the bench to declare
//! `mod fakecord;` (tests/support/fakecord.rs) at its root.

use crate::fakecord::{Fakecord, GUILD_ID};
use gametable::discord::{run, BotConfig};
use gametable::i18n::Lang;
use gametable::table::{Context, SystemClock};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// Discord's global limit, which the fake enforces too.
pub const PER_SECOND: u32 = 50;

/// Starts the bot on `db` with `ctx`, table messages edited at most every
/// `board_interval`, and waits until it is ready; sending on the result stops it.
pub async fn start_bot(
    fake: &Fakecord,
    db: &Path,
    board_interval: Duration,
    ctx: Context,
) -> oneshot::Sender<()> {
    let config = BotConfig {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        api_url: Some(fake.api_url()),
        db: db.into(),
        default_lang: Lang::En,
        board_interval,
        requests_per_second: PER_SECOND,
        // The benches drive many tables from few people: no per-person limits.
        fair_use: gametable::table::FairUse::UNLIMITED,
        table_idle: Duration::from_secs(1800),
        keep_ended: None,
        shards: None,
    };
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(run(config, ctx, Arc::new(SystemClock), async {
        let _ = stopped.await;
    }));
    fake.wait_ready().await;
    stop
}

/// A runtime like the bot's on this machine: two workers.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}
