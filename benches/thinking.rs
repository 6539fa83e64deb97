//! Another table's answers while AIs think: the real bot in-process against the project's
//! loopback Discord, with the AI limits of a running bot (a decision stops at 40 ms, a
//! command's AI moves at 150 ms, the rest in the clock loop). A person asks `/game status`
//! at a quiet table, one command after the other, first with nothing else going on, then
//! while a game of NYET! with five `strong` AI seats plays itself at another table. The
//! answer times (dispatch to the callback) of both runs are compared. Run with
//! `cargo bench --bench thinking`; figures in BENCHMARKS.md.

#[path = "support/bot.rs"]
mod bot;
#[path = "../tests/support/fakecord.rs"]
mod fakecord;

use fakecord::{Fakecord, TestUser};
use gametable::i18n::Lang;
use gametable::store::{Backend, SqliteBackend};
use gametable::table::{AiLimits, ChannelId};
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// The quiet table, and the one where the AIs play.
const QUIET: u64 = 2_000;
const BUSY: u64 = 1_000;

async fn start_bot(fake: &Fakecord, db: &Path, ai: AiLimits) -> oneshot::Sender<()> {
    let mut ctx = gametable::cli::context(Lang::En);
    ctx.ai = ai;
    bot::start_bot(fake, db, Duration::from_millis(1500), ctx).await
}

fn game(sub: &str, options: Value) -> Value {
    json!([{ "type": 1, "name": sub, "options": options }])
}

/// Moves stored in the game at `channel`.
fn moves(db: &Path, channel: u64) -> usize {
    SqliteBackend::open(db)
        .ok()
        .and_then(|mut store| {
            let id = store.latest_game(ChannelId(channel)).ok()??;
            store.export(id).ok()?
        })
        .map_or(0, |record| record.events.len())
}

/// `count` answers to `/game status` at the quiet table, one after the other: each
/// one's time from dispatch to callback, sorted.
async fn answers(fake: &Fakecord, person: &TestUser, count: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(count);
    for _ in 0..count {
        let asked = Instant::now();
        fake.command(person, QUIET, "game", game("status", json!([])))
            .await;
        times.push(asked.elapsed());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    times.sort();
    times
}

fn report(label: &str, times: &[Duration]) {
    let at = |q: f64| {
        let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1;
        times[i].as_secs_f64() * 1000.0
    };
    println!(
        "{label}: {} answers, ms p50 {:.1} / p99 {:.1} / max {:.1}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

async fn measure(ai: AiLimits, count: usize) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.db");
    let stop = start_bot(&fake, &db, ai).await;
    let person = TestUser::new(20_001, "quiet");
    let nyet = json!([{"type": 3, "name": "game", "value": "nyet"}]);
    fake.command(&person, QUIET, "game", game("new", nyet.clone()))
        .await;
    report("alone", &answers(&fake, &person, count).await);

    // Five strong seats: four AI players and the host, away, played at the table's
    // stand-in level (strong by default).
    let host = TestUser::new(10_001, "host");
    fake.command(&host, BUSY, "game", game("new", nyet)).await;
    for _ in 0..4 {
        fake.command(&host, BUSY, "game", game("bot", json!([])))
            .await;
    }
    fake.command(&host, BUSY, "game", game("start", json!([])))
        .await;
    fake.command(&host, BUSY, "game", game("away", json!([])))
        .await;
    let before = moves(&db, BUSY);
    let started = Instant::now();
    let busy = answers(&fake, &person, count).await;
    let played = moves(&db, BUSY).saturating_sub(before);
    report("while five strong AIs play", &busy);
    println!(
        "  meanwhile the AI table recorded {played} moves and chance steps in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let _ = stop.send(());
}

fn main() {
    let runtime = bot::runtime();
    // `cargo test --all-targets` runs this binary without `--bench`: a smoke run, with
    // the AI thinking little (a debug build) within the same time limits.
    let bench = std::env::args().any(|arg| arg == "--bench");
    runtime.block_on(async {
        if bench {
            measure(AiLimits::LIVE, 200).await;
        } else {
            let little = AiLimits {
                iterations: Some(2),
                ..AiLimits::LIVE
            };
            measure(little, 3).await;
        }
    });
}
