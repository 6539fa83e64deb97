//! Delivery against the project's loopback Discord with a realistic 100 ms round trip:
//! (a) fan-out of hands when 20 tables start at once, (b) head-of-line blocking when one
//! channel is rate limited, (c) outbox depth and delivery delay under 1,000 tables with a
//! command each second. Run with `cargo bench --bench delivery`; figures in BENCHMARKS.md.

#[path = "support/bot.rs"]
mod bot;
#[path = "../tests/support/fakecord.rs"]
mod fakecord;

use fakecord::{Call, Fakecord, TestUser, DM_CHANNEL_BASE};
use gametable::i18n::Lang;
use gametable::store::{Backend, SqliteBackend};
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

const ROUND_TRIP: Duration = Duration::from_millis(100);
const BOARD_INTERVAL: Duration = Duration::from_millis(1500);
use bot::PER_SECOND;

async fn start_bot(fake: &Fakecord, db: &Path) -> oneshot::Sender<()> {
    bot::start_bot(fake, db, BOARD_INTERVAL, gametable::cli::context(Lang::En)).await
}

fn game(sub: &str, options: Value) -> Value {
    json!([{ "type": 1, "name": sub, "options": options }])
}

fn boast() -> Value {
    game(
        "new",
        json!([{"type": 3, "name": "game", "value": "boast"}]),
    )
}

fn pending(db: &Path) -> usize {
    SqliteBackend::open(db)
        .and_then(|mut s| s.outbox())
        .map_or(0, |o| o.iter().filter(|e| !e.failed).count())
}

async fn drained(db: &Path) {
    while pending(db) > 0 {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn is_rest(call: &Call) -> bool {
    !call.path.starts_with("/interactions/") && !call.path.starts_with("/webhooks/")
}

/// (a) `count` tables × 3 people start at once (20 in the bench): when does the last
/// hand arrive?
async fn fan_out(count: u64) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db");
    let stop = start_bot(&fake, &db).await;
    fake.set_global_limit(PER_SECOND);
    let tables: Vec<(u64, Vec<TestUser>)> = (0..count)
        .map(|t| {
            let people = (0..3)
                .map(|p| TestUser::new(10_000 + t * 10 + p, "p"))
                .collect();
            (1_000 + t, people)
        })
        .collect();
    for (channel, people) in &tables {
        fake.command(&people[0], *channel, "game", boast()).await;
        for person in &people[1..] {
            fake.command(person, *channel, "game", game("join", json!([])))
                .await;
        }
    }
    drained(&db).await;
    // Let the last lobby edits' spacing pass, so the start is measured alone.
    tokio::time::sleep(BOARD_INTERVAL).await;
    fake.set_latency(ROUND_TRIP);
    let mark = fake.calls().len();
    let started = Instant::now();
    let starts = tables.iter().map(|(channel, people)| {
        fake.command(&people[0], *channel, "game", game("start", json!([])))
    });
    futures_util::future::join_all(starts).await;
    let hands: Vec<u64> = tables
        .iter()
        .flat_map(|(_, people)| people.iter().map(|p| p.id))
        .collect();
    while hands.iter().any(|user| fake.dm_messages(*user).is_empty()) {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let last_hand = started.elapsed();
    drained(&db).await;
    let calls = fake.calls_since(mark);
    let rest: Vec<&Call> = calls.iter().filter(|c| is_rest(c)).collect();
    let ideal = rest.len() as f64 / f64::from(PER_SECOND);
    println!(
        "(a) fan-out: {} hands, {} REST calls ({} to DM channels), last hand after {:.2} s; ideal {:.2} s at {PER_SECOND}/s: {:.2}x; peak {} requests/s; {} answered 429",
        hands.len(),
        rest.len(),
        rest.iter()
            .filter(|c| c.path.starts_with("/channels/")
                && c.path[10..].split('/').next().and_then(|id| id.parse::<u64>().ok()).is_some_and(|id| id >= DM_CHANNEL_BASE))
            .count(),
        last_hand.as_secs_f64(),
        ideal,
        last_hand.as_secs_f64() / ideal,
        fake.peak_requests_per_second(),
        fake.rate_limited_count(),
    );
    let _ = stop.send(());
}

/// (b) Channel A's table-message route answers 429 with `retry_after` 5 s: how late is
/// channel B's next table-message edit?
async fn head_of_line() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db");
    let stop = start_bot(&fake, &db).await;
    let (a, b) = (2_001u64, 2_002u64);
    let host = TestUser::new(20_001, "host");
    fake.command(&host, a, "game", boast()).await;
    fake.command(&host, b, "game", boast()).await;
    drained(&db).await;
    tokio::time::sleep(BOARD_INTERVAL).await;
    fake.set_latency(ROUND_TRIP);
    fake.inject_rate_limit("PATCH", &format!("/channels/{a}/messages"), 5.0, 1);
    let mark = fake.calls().len();
    fake.command(
        &TestUser::new(20_002, "x"),
        a,
        "game",
        game("join", json!([])),
    )
    .await;
    let asked = Instant::now();
    fake.command(
        &TestUser::new(20_003, "y"),
        b,
        "game",
        game("join", json!([])),
    )
    .await;
    let prefix = format!("/channels/{b}/messages/");
    let b_edit = loop {
        let calls = fake.calls_since(mark);
        if let Some(call) = calls
            .iter()
            .find(|c| c.method == "PATCH" && c.path.starts_with(&prefix) && c.status == 200)
        {
            break call.clone();
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    let b_delay = asked.elapsed();
    drained(&db).await;
    let a_edits: Vec<u16> = fake
        .calls_since(mark)
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.starts_with(&format!("/channels/{a}/")))
        .map(|c| c.status)
        .collect();
    println!(
        "(b) head-of-line: channel B's edit arrived {:.0} ms after its command ({:.0} ms of it the 100 ms round trip; spacing interval not involved, B's last edit was {:.1} s before); channel A's edits answered {a_edits:?}",
        b_delay.as_secs_f64() * 1000.0,
        (b_edit.answered - b_edit.at).as_secs_f64() * 1000.0,
        BOARD_INTERVAL.as_secs_f64()
    );
    let _ = stop.send(());
}

/// (c) `tables` tables (1,000 in the bench), each with a command a second (join and leave in turn: each makes
/// the same outbox traffic as a move — a table-message edit and a public answer's
/// fallback), for `seconds`: outbox depth each second, and how long after a command its
/// table message showed it.
async fn steady_load(tables: u64, seconds: u64) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db");
    let stop = start_bot(&fake, &db).await;
    fake.set_global_limit(PER_SECOND);
    let channel = |t: u64| 3_000 + t;
    let hosts: Vec<TestUser> = (0..tables)
        .map(|t| TestUser::new(30_000 + t, "h"))
        .collect();
    let guests: Vec<TestUser> = (0..tables)
        .map(|t| TestUser::new(40_000 + t, "g"))
        .collect();
    let opens = (0..tables).map(|t| fake.command(&hosts[t as usize], channel(t), "game", boast()));
    futures_util::future::join_all(opens).await;
    drained(&db).await;
    fake.set_latency(ROUND_TRIP);
    let mark = fake.calls().len();
    let began = Instant::now();
    let began_at = fake.elapsed();
    let mut depth = Vec::new();
    let mut issued = Vec::new();
    for second in 0..seconds {
        let tick = Instant::now();
        let sub = if second % 2 == 0 { "join" } else { "leave" };
        issued.push(fake.elapsed());
        let commands = (0..tables).map(|t| {
            fake.command(
                &guests[t as usize],
                channel(t),
                "game",
                game(sub, json!([])),
            )
        });
        futures_util::future::join_all(commands).await;
        depth.push(pending(&db));
        if let Some(rest) = Duration::from_secs(1).checked_sub(tick.elapsed()) {
            tokio::time::sleep(rest).await;
        }
    }
    let load = began.elapsed();
    let commands = tables as usize * issued.len();
    drained(&db).await;
    let edits: Vec<Call> = fake
        .calls_since(mark)
        .into_iter()
        .filter(|c| c.method == "PATCH" && c.path.starts_with("/channels/") && c.status == 200)
        .collect();
    // For every command, the first edit of its table that left after it was issued.
    let mut delays: Vec<f64> = Vec::new();
    for t in 0..tables {
        let prefix = format!("/channels/{}/messages/", channel(t));
        let table_edits: Vec<&Call> = edits
            .iter()
            .filter(|c| c.path.starts_with(&prefix))
            .collect();
        for at in &issued {
            if let Some(edit) = table_edits.iter().find(|c| c.at > *at) {
                delays.push((edit.answered - *at).as_secs_f64());
            }
        }
    }
    delays.sort_by(f64::total_cmp);
    let sending = edits
        .last()
        .map_or(Duration::ZERO, |last| last.answered - began_at);
    let quantile = |q: f64| {
        delays
            .get(((delays.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    println!(
        "(c) steady load: {commands} commands in {:.1} s ({:.0}/s) on {tables} tables; outbox depth after each second: {depth:?}; {} table-message edits in {:.1} s ({:.1}/s); delay from a command to the edit showing it: p50 {:.1} s, p99 {:.1} s, max {:.1} s; peak {} requests/s, {} answered 429",
        load.as_secs_f64(),
        commands as f64 / load.as_secs_f64(),
        edits.len(),
        sending.as_secs_f64(),
        edits.len() as f64 / sending.as_secs_f64(),
        quantile(0.5),
        quantile(0.99),
        delays.last().copied().unwrap_or(f64::NAN),
        fake.peak_requests_per_second(),
        fake.rate_limited_count(),
    );
    let _ = stop.send(());
}

fn main() {
    let runtime = bot::runtime();
    // `cargo test --all-targets` runs this binary without `--bench`: a smoke run.
    let measure = std::env::args().any(|arg| arg == "--bench");
    runtime.block_on(async {
        fan_out(if measure { 20 } else { 2 }).await;
        head_of_line().await;
        if measure {
            steady_load(1_000, 20).await;
        } else {
            steady_load(20, 2).await;
        }
    });
}
