//! The bot token and the interaction tokens stay secret: even trace logs show neither the
//! token nor the tokens of interactions.

mod support;

use serde_json::json;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use support::bot::{drained, game_command, players, BIN, CHANNEL};
use support::fakecord::{Fakecord, GUILD_ID};

/// The bot binary, killed when dropped (also when a test fails).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `gametable bot` with `args` and `env` (and no token from this process's environment),
/// its log at trace level written to `log`.
fn start_bot(
    fake: &Fakecord,
    db: &Path,
    log: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> Running {
    let log = std::fs::File::create(log).expect("a log file");
    let mut command = Command::new(BIN);
    command
        .arg("bot")
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", db)
        .env("RUST_LOG", "trace")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    for (key, value) in env {
        command.env(key, value);
    }
    Running(command.spawn().expect("the bot starts"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trace_logs_show_neither_the_bot_token_nor_interaction_tokens() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (db, log) = (dir.path().join("bot.db"), dir.path().join("bot.log"));
    let token = "bot-secret-Zq7.Xw-9";
    let bot = start_bot(&fake, &db, &log, &[], &[("DISCORD_TOKEN", token)]);
    fake.wait_sessions(1).await;
    let host = &players()[0];
    let options = json!([{"type": 3, "name": "game", "value": "boast"}]);
    fake.command(host, CHANNEL, "game", game_command("new", options))
        .await;
    drained(&db).await;
    drop(bot);

    let text = std::fs::read_to_string(&log).expect("the log");
    assert!(text.contains("[redacted]"), "something was redacted");
    assert!(!text.contains(token), "the bot token is logged");
    // The fake's interaction tokens are `fake-token-<interaction id>`.
    let leak = text.lines().find(|line| line.contains("fake-token-"));
    assert!(leak.is_none(), "an interaction token is logged: {leak:?}");
}
