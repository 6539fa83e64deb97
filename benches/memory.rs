//! Memory held per idle table: a channel whose table has a game in progress, waiting
//! for a move. Counts the bytes the process allocates for 1,000 such tables.
//!
//! `cargo bench --bench memory`

#[path = "support/measure.rs"]
mod measure;

use gametable::cli::context;
use gametable::i18n::Lang;
use gametable::store::{SqliteBackend, Store};
use gametable::table::{Caller, ChannelId, Command, Pace, SystemClock, Tables, UserId};
use measure::{held, Counting};
use std::sync::Arc;

#[global_allocator]
static GLOBAL: Counting = Counting;

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: a smoke run.
    let tables_measured: u64 = if std::env::args().any(|arg| arg == "--bench") {
        1000
    } else {
        3
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(async {
        // SQLite allocates through its own allocator, so what is counted is what the tables
        // hold in Rust: the index, the table, the game state, the players.
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = SqliteBackend::open(&dir.path().join("memory.db")).expect("a database");
        let tables = Tables::new(
            context(Lang::En),
            Store::spawn(db),
            Arc::new(SystemClock),
            Some(1),
        );
        for players in [3u64, 5] {
            let first = if players == 3 { 1 } else { tables_measured + 1 };
            let before = held();
            for channel in first..first + tables_measured {
                let person = |seat: u64| Caller {
                    user: UserId(1_000_000 + channel * 10 + seat),
                    name: format!("Player {seat}"),
                    lang: Lang::En,
                    moderator: false,
                    may_open_threads: false,
                    community_lang: None,
                    community: None,
                };
                let open = Command::Open {
                    game: "boast".into(),
                    options: Vec::new(),
                    seated: true,
                    pace: Pace::default(),
                    thread: None,
                };
                tables.handle(ChannelId(channel), &person(0), open).await;
                for seat in 1..players {
                    tables
                        .handle(ChannelId(channel), &person(seat), Command::Join)
                        .await;
                }
                tables
                    .handle(ChannelId(channel), &person(0), Command::Start)
                    .await;
            }
            let held = held() - before;
            println!(
                "memory per idle table, {players}-player Boast game in progress: {} bytes",
                held / tables_measured as isize
            );
        }
    });
}
