//! Table-layer throughput with the SQLite store: many tables playing at once, every move
//! committed (group commit) before it is acknowledged.
//!
//! `cargo bench --bench table` — options through the environment: `TABLES` (1000),
//! `MOVES` per table (40).

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::Lang;
use gametable::store::{SqliteBackend, Store};
use gametable::table::{Caller, ChannelId, Command, Pace, SystemClock, Tables, UserId};
use std::sync::Arc;
use std::time::Instant;

const PLAYERS: u64 = 4;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn caller(table: u64, seat: u64) -> Caller {
    Caller {
        user: UserId(1_000_000 + table * 10 + seat),
        name: format!("p{seat}"),
        lang: [Lang::En, Lang::Hu, Lang::El, Lang::Ru][seat as usize],
        moderator: false,
        community_lang: None,
        community: None,
    }
}

async fn open_tables(tables: &Tables, count: u64) {
    for t in 0..count {
        let channel = ChannelId(t + 1);
        let host = caller(t, 0);
        let open = Command::Open {
            game: "boast".into(),
            options: Vec::new(),
            seated: true,
            pace: Pace::default(),
            thread: None,
        };
        tables.handle(channel, &host, open).await;
        for seat in 1..PLAYERS {
            tables
                .handle(channel, &caller(t, seat), Command::Join)
                .await;
        }
        tables.handle(channel, &host, Command::Start).await;
    }
}

/// Plays `moves` moves at table `t`: whoever must act plays their first legal move.
async fn play(tables: Arc<Tables>, t: u64, moves: usize) -> usize {
    let channel = ChannelId(t + 1);
    let mut played = 0;
    while played < moves {
        let seat = tables
            .inspect(channel, |table| match table.game().map(|g| g.actors()) {
                Some(Actors::Seats(seats)) => seats.iter().next(),
                _ => None,
            })
            .await
            .flatten();
        let Some(seat) = seat else { break };
        let who = caller(t, u64::from(seat.0));
        let Some(choice) = tables
            .suggest_moves(channel, who.user, who.lang, "", 1)
            .await
            .into_iter()
            .next()
        else {
            break;
        };
        tables
            .handle(
                channel,
                &who,
                Command::Play {
                    notation: choice.notation,
                },
            )
            .await;
        played += 1;
    }
    played
}

fn main() {
    let table_count = env("TABLES", 1000) as u64;
    let moves_per_table = env("MOVES", 40);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store =
        Store::spawn(SqliteBackend::open(&dir.path().join("bench.db")).expect("a database"));
    let tables = Arc::new(Tables::new(
        context(Lang::En),
        store,
        Arc::new(SystemClock),
        Some(1),
    ));

    runtime.block_on(async {
        open_tables(&tables, table_count).await;

        let started = Instant::now();
        let tasks: Vec<_> = (0..table_count)
            .map(|t| tokio::spawn(play(Arc::clone(&tables), t, moves_per_table)))
            .collect();
        let mut moves = 0;
        for task in tasks {
            moves += task.await.unwrap_or(0);
        }
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "table layer + SQLite (durable, group commit): {moves} moves at {table_count} tables in {seconds:.2} s = {:.0} moves/s",
            moves as f64 / seconds
        );
    });
}
