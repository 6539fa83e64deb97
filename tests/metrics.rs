//! Metrics and health through the real binary against the loopback Discord:
//! `--metrics ADDR` serves `/healthz` at once, `/readyz` once connected to Discord, and
//! `/metrics` in Prometheus' text format with the interactions answered, the REST calls
//! made and the store's commits; and it keeps answering beside hundreds of stalled
//! connections under a low file-descriptor limit.

mod support;

use serde_json::json;
use std::process::{Command, Stdio};
use std::time::Duration;
use support::bot::{drained, game_command, Bot, BIN, CHANNEL};
use support::fakecord::{Fakecord, TestUser, GUILD_ID};
use support::stall::stalled;

/// A free loopback port (bound and let go).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

async fn get(url: &str) -> (u16, String) {
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    for _ in 0..100 {
        if let Ok(response) = client.get(url).send().await {
            let status = response.status().as_u16();
            return (status, response.text().await.unwrap_or_default());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{url} never answered");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_readiness_and_metrics_are_served() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let port = free_port();
    let child = Command::new(BIN)
        .arg("bot")
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", &db)
        .env("GAMETABLE_METRICS", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let _bot = Bot::from(child);
    let base = format!("http://127.0.0.1:{port}");
    assert_eq!(get(&format!("{base}/healthz")).await.0, 200);

    fake.wait_sessions(1).await;
    let mut ready = 0;
    for _ in 0..100 {
        ready = get(&format!("{base}/readyz")).await.0;
        if ready == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(ready, 200, "ready once connected to Discord");

    let me = TestUser::new(990, "mo");
    let new = game_command(
        "new",
        json!([{"type": 3, "name": "game", "value": "boast"}]),
    );
    fake.command(&me, CHANNEL, "game", new).await;
    drained(&db).await;

    let (status, text) = get(&format!("{base}/metrics")).await;
    assert_eq!(status, 200);
    for expected in [
        r#"gametable_interactions_total{command="game new",outcome="answered"} 1"#,
        "gametable_answer_seconds_bucket",
        r#"gametable_rest_calls_total{route="POST /channels/:id/messages",status="200"}"#,
        "gametable_store_commit_seconds_count",
        "gametable_outbox_depth",
        "gametable_outbox_oldest_seconds",
        r#"gametable_active_tables{game="boast",stage="lobby"}"#,
        r#"gametable_active_tables{game="buttons",stage="playing"}"#,
        r#"gametable_delivery_gate_closed{gate="global"} 0"#,
        r#"gametable_delivery_gate_closed{gate="invalid_channel"} 0"#,
        r#"gametable_delivery_gate_closed{gate="invalid_direct"} 0"#,
    ] {
        assert!(text.contains(expected), "{expected} in:\n{text}");
    }
    let labels: Vec<&str> = text
        .lines()
        .filter_map(|line| line.split_once('{')?.1.split_once('}'))
        .map(|(labels, _value)| labels)
        .collect();
    assert!(!labels.is_empty(), "labelled series in:\n{text}");
    assert!(
        labels
            .iter()
            .all(|labels| !labels.contains(&CHANNEL.to_string())),
        "no ids in the labels:\n{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_is_answered_beside_300_stalled_connections_with_256_file_descriptors() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    // prlimit sets the limit and runs the bot in its own place (the same process).
    let child = Command::new("prlimit")
        .args(["--nofile=256:256", "--", BIN, "bot"])
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", dir.path().join("bot.db"))
        .env("GAMETABLE_METRICS", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let _bot = Bot::from(child);
    let healthz = format!("http://127.0.0.1:{port}/healthz");
    assert_eq!(get(&healthz).await.0, 200);

    let _stalled = stalled(port, 300).await;
    let client = reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap();
    let answer = client.get(&healthz).send().await;
    let status = answer.map(|response| response.status().as_u16());
    assert!(matches!(status, Ok(200)), "{status:?}");
}
