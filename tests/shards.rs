//! Gateway shards through the real binary and the loopback Discord: `--shards A..B
//! --shard-total N` identifies exactly those shards, and a range that does not fit the
//! total is refused before anything connects.

mod support;

use serde_json::json;
use std::process::{Command, Stdio};
use support::bot::{Bot, BIN};
use support::fakecord::{Fakecord, GUILD_ID};

fn bot(fake: &Fakecord, db: &std::path::Path, shards: &str, total: &str) -> Command {
    let mut command = Command::new(BIN);
    command
        .arg("bot")
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", db)
        .args(["--shards", shards, "--shard-total", total])
        .env("RUST_LOG", "error")
        .stdin(Stdio::null());
    command
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_the_shards_it_is_given() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let child = bot(&fake, &dir.path().join("bot.db"), "1..3", "4")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let _bot = Bot::from(child);
    fake.wait_sessions(2).await;
    let mut shards = fake.identify_shards();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, vec![json!([1, 4]), json!([2, 4])]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_range_outside_the_total_is_refused_before_connecting() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let output = bot(&fake, &dir.path().join("bot.db"), "2..6", "4")
        .output()
        .expect("the bot runs");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("2..6") && said.contains("4 shards"), "{said}");
    assert!(fake.identify_shards().is_empty(), "nothing connected");
}
