//! Turn clocks at scale: 100,000 tables with a clock cost no task and no timer each (one
//! index of wake times in the store, one clock for all), so an idle bot's memory is the
//! tables themselves and its CPU one look at the index a second. Measures the memory of
//! 100,000 clocked tables, one idle clock check, and the time to fire 1,000 deadlines that
//! fall due together. `cargo bench --bench clocks` (`TABLES=…` to change the count).

#[path = "support/measure.rs"]
mod measure;

use gametable::cli::context;
use gametable::i18n::Lang;
use gametable::store::{SqliteBackend, Store};
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, OnTimeout, Pace, Tables, TurnClock, UserId,
};
use measure::rss_kib;
use std::sync::Arc;
use std::time::Instant;

const HOUR: i64 = 3_600_000;
const START: i64 = 1_800_000_000_000;

fn person(channel: u64, seat: u64) -> Caller {
    Caller {
        user: UserId(1_000_000 + channel * 10 + seat),
        name: format!("P{seat}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

async fn open(tables: &Tables, channel: u64) {
    let open = Command::open(
        "boast",
        Pace {
            clock: TurnClock::Hour1,
            on_timeout: OnTimeout::Ai,
            ..Pace::default()
        },
    );
    let id = ChannelId(channel);
    tables.handle(id, &person(channel, 0), open).await;
    for seat in 1..3 {
        tables
            .handle(id, &person(channel, seat), Command::Join)
            .await;
    }
    tables.handle(id, &person(channel, 0), Command::Start).await;
}

fn main() {
    let measure = std::env::args().any(|arg| arg == "--bench");
    let count: u64 = std::env::var("TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if measure { 100_000 } else { 20 });
    let early = 1_000.min(count / 2);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = SqliteBackend::open(&dir.path().join("clocks.db")).expect("a database");
        let clock = Arc::new(ManualClock::at(START));
        let tables = Tables::new(context(Lang::En), Store::spawn(db), clock.clone(), Some(1));
        let rss_before = rss_kib();
        let began = Instant::now();
        // The first `early` tables start half an hour before the others: their reminders
        // (at 48 minutes) and then their deadlines (an hour) fall due together, while the
        // others' do not yet.
        // Tables open a few hundred at a time, as a busy bot's would: their commits are
        // grouped.
        let early_ones: Vec<u64> = (1..=early).collect();
        let later_ones: Vec<u64> = (early + 1..=count).collect();
        for batch in early_ones.chunks(500) {
            futures_util::future::join_all(batch.iter().map(|c| open(&tables, *c))).await;
        }
        clock.advance(30 * 60_000);
        for batch in later_ones.chunks(500) {
            futures_util::future::join_all(batch.iter().map(|c| open(&tables, *c))).await;
        }
        let opened = began.elapsed();
        let rss_after = rss_kib();

        let drain = |at: i64| {
            let tables = &tables;
            let clock = &clock;
            async move {
                clock.set(at);
                let began = Instant::now();
                let mut fired = 0;
                loop {
                    let batch = tables.tick_with(|_, a| (a, Vec::new())).await.len();
                    if batch == 0 {
                        break;
                    }
                    fired += batch;
                }
                (fired, began.elapsed())
            }
        };
        // Nobody moved: each turn's own reminder falls due ten minutes after it began, the
        // early tables' by now, the others' later.
        let (turns, _) = drain(START + 30 * 60_000).await;
        assert_eq!(turns as u64, early, "the early tables' turn reminders");

        // An idle check: the clock looks at the index and finds nothing due.
        let idle = Instant::now();
        let checks = 100;
        for _ in 0..checks {
            assert!(tables.tick_with(|_, a| (a, Vec::new())).await.is_empty());
            tables.next_wake().await;
        }
        let idle_check = idle.elapsed() / checks;

        let (turns, _) = drain(START + 40 * 60_000).await;
        assert_eq!(turns as u64, count - early, "the other tables' turn reminders");
        let (reminded, remind) = drain(START + HOUR - HOUR / 5).await;
        assert_eq!(reminded as u64, early, "exactly the early tables' reminders");
        let (fired, fire) = drain(START + HOUR).await;
        println!(
            "{count} tables with a 1 h clock opened and started in {:.1} s; resident memory {} MiB more ({:.2} KiB per table, tables kept in memory); one idle clock check (nothing due): {:.0} µs; {reminded} reminders due together sent in {:.0} ms; {fired} deadlines fired together in {:.0} ms ({:.0} µs each: the seat goes to the AI, which plays, and the next deadline is set)",
            opened.as_secs_f64(),
            rss_after.saturating_sub(rss_before) / 1024,
            rss_after.saturating_sub(rss_before) as f64 / count as f64,
            idle_check.as_secs_f64() * 1e6,
            remind.as_secs_f64() * 1e3,
            fire.as_secs_f64() * 1e3,
            fire.as_secs_f64() * 1e6 / fired.max(1) as f64,
        );
        assert_eq!(fired as u64, early, "exactly the early tables were due");
    });
}
