//! Memory stays bounded: 100,000 tables stored, 10,000 of them touched once by a fresh
//! process, then let go after the idle period; and the memory of one table in memory with
//! a game in progress, for each game.
//!
//! `cargo bench --bench idle` (without `--bench`, as `cargo test --all-targets` runs it:
//! a smoke run with a few tables).

#[path = "support/measure.rs"]
mod measure;

use gametable::cli::context;
use gametable::games::registry;
use gametable::i18n::Lang;
use gametable::store::{SqliteBackend, Store};
use gametable::table::{Caller, ChannelId, Command, ManualClock, Pace, Tables, UserId};
use measure::{held, rss_kib, Counting};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

#[global_allocator]
static GLOBAL: Counting = Counting;

const START: i64 = 1_800_000_000_000;
const IDLE_MS: i64 = 30 * 60 * 1000;

fn person(channel: u64, seat: u64) -> Caller {
    Caller {
        user: UserId(1_000_000 + channel * 10 + seat),
        name: format!("Player {seat}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

/// Opens and starts a game of `players` at the table of `channel`.
async fn start(tables: &Tables, game: &str, channel: u64, players: u64) {
    let open = Command::open(game, Pace::default());
    tables
        .handle(ChannelId(channel), &person(channel, 0), open)
        .await;
    for seat in 1..players {
        tables
            .handle(ChannelId(channel), &person(channel, seat), Command::Join)
            .await;
    }
    tables
        .handle(ChannelId(channel), &person(channel, 0), Command::Start)
        .await;
}

fn tables_over(path: &Path, clock: &Arc<ManualClock>) -> Tables {
    let db = SqliteBackend::open(path).expect("a database");
    Tables::new(context(Lang::En), Store::spawn(db), clock.clone(), Some(1))
}

fn main() {
    let measure = std::env::args().any(|arg| arg == "--bench");
    let (stored, touched, per_game) = if measure {
        (100_000u64, 10_000u64, 1_000u64)
    } else {
        (40, 10, 3)
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("idle.db");
        let clock = Arc::new(ManualClock::at(START));
        let began = Instant::now();
        {
            let tables = tables_over(&path, &clock);
            let channels: Vec<u64> = (1..=stored).collect();
            for batch in channels.chunks(500) {
                futures_util::future::join_all(
                    batch.iter().map(|c| start(&tables, "boast", *c, 3)),
                )
                .await;
            }
        }
        let stored_in = began.elapsed();

        // A fresh process: nothing in memory, nothing scanned.
        let tables = tables_over(&path, &clock);
        let (rss_fresh, held_fresh) = (rss_kib(), held());
        let step = stored / touched;
        for channel in (1..=stored).step_by(step as usize).take(touched as usize) {
            tables
                .handle(ChannelId(channel), &person(channel, 1), Command::Status)
                .await;
        }
        let (rss_touched, held_touched) = (rss_kib(), held());
        clock.advance(IDLE_MS + 60_000);
        let kept = tables.release_idle(IDLE_MS);
        let (rss_released, held_released) = (rss_kib(), held());
        assert_eq!(kept, 0, "every touched table left memory");
        println!(
            "{stored} tables stored in {:.1} s; a fresh process touches {touched} of them once: \
             Rust heap +{:.1} MiB ({:.2} KiB per table), resident +{:.1} MiB; after the idle \
             period the tables leave memory: Rust heap back to +{:.2} MiB over the fresh \
             process, resident +{:.1} MiB (the allocator keeps freed pages for reuse)",
            stored_in.as_secs_f64(),
            (held_touched - held_fresh) as f64 / 1_048_576.0,
            (held_touched - held_fresh) as f64 / 1024.0 / touched as f64,
            rss_touched.saturating_sub(rss_fresh) as f64 / 1024.0,
            (held_released - held_fresh) as f64 / 1_048_576.0,
            rss_released.saturating_sub(rss_fresh) as f64 / 1024.0,
        );

        // One table in memory with a game in progress, for each game.
        let mut next_channel = stored + 1;
        for kind in registry() {
            let info = kind.info();
            let players = 3.clamp(info.min_players as u64, info.max_players as u64);
            let before = held();
            for channel in next_channel..next_channel + per_game {
                start(&tables, info.id, channel, players).await;
            }
            next_channel += per_game;
            println!(
                "memory per table in memory, {players}-player {} game in progress: {:.1} KiB",
                info.id,
                (held() - before) as f64 / 1024.0 / per_game as f64
            );
        }
    });
}
