//! Durable moves per second at many tables playing at once, through the table layer,
//! every move committed (group commit) before it is acknowledged; on SQLite, and on
//! PostgreSQL when `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a database to
//! create a scratch schema in. Each is set beside the raw batched-insert rate of the
//! same database, measured in the same run.
//!
//! `cargo bench --bench table` — options through the environment: `TABLES` (1000),
//! `MOVES` per table (40). Without `--bench` (as `cargo test --all-targets` runs it), a
//! smoke run of 20 tables.

#[path = "support/raw_insert.rs"]
mod raw_insert;

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::Lang;
use gametable::store::{Location, MemoryBackend, Store};
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
        may_open_threads: false,
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

/// Plays `moves` moves at table `t`: whoever must act plays their first legal move, as
/// a player who looks at the table (autocomplete) and plays does.
async fn play(tables: Arc<Tables>, t: u64, moves: usize) -> usize {
    let channel = ChannelId(t + 1);
    let mut played = 0;
    while played < moves {
        let next = tables
            .inspect(channel, |table| {
                let game = table.game()?;
                let Actors::Seats(seats) = game.actors() else {
                    return None;
                };
                let seat = seats.iter().next()?;
                let notation = game.legal_moves(seat).first()?.notation.clone();
                Some((seat, notation))
            })
            .await
            .flatten();
        let Some((seat, notation)) = next else { break };
        let who = caller(t, u64::from(seat.0));
        tables
            .handle(channel, &who, Command::Play { notation })
            .await;
        played += 1;
    }
    played
}

/// Opens, seats and plays `table_count` tables of `store`; durable moves per second.
async fn moves_per_second(store: Store, table_count: u64, moves_per_table: usize) -> (usize, f64) {
    let tables = Arc::new(Tables::new(
        context(Lang::En),
        store,
        Arc::new(SystemClock),
        Some(1),
    ));
    open_tables(&tables, table_count).await;
    let started = Instant::now();
    let tasks: Vec<_> = (0..table_count)
        .map(|t| tokio::spawn(play(Arc::clone(&tables), t, moves_per_table)))
        .collect();
    let mut moves = 0;
    for task in tasks {
        moves += task.await.unwrap_or(0);
    }
    (moves, moves as f64 / started.elapsed().as_secs_f64())
}

/// Prints a database's durable move rate beside its raw rate, and the ceiling any store
/// could reach there: the rate of the table layer with no database at all, `unstored`.
fn report(database: &str, raw: f64, moves: usize, rate: f64, tables: u64, unstored: f64) {
    println!(
        "{database}: raw batched insert {raw:.0} rows/s; table layer {moves} durable moves at \
         {tables} tables, {rate:.0} moves/s = {:.1} % of raw (a store that cost nothing: \
         {:.1} %)",
        100.0 * rate / raw,
        100.0 * unstored / raw
    );
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: a smoke run.
    let measure = std::env::args().any(|arg| arg == "--bench");
    let table_count = env("TABLES", if measure { 1000 } else { 20 }) as u64;
    let moves_per_table = env("MOVES", if measure { 40 } else { 5 });
    let rows = table_count as usize * moves_per_table;
    let batch = table_count as usize;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");

    // The ceiling the table layer itself sets: no database at all.
    let store = Store::spawn(MemoryBackend::default());
    let (moves, unstored) = runtime.block_on(moves_per_second(store, table_count, moves_per_table));
    println!("memory (no database): {moves} moves at {table_count} tables, {unstored:.0} moves/s");

    let dir = tempfile::tempdir().expect("a temporary folder");
    let raw = raw_insert::sqlite(&dir.path().join("raw.db"), rows, batch).expect("raw inserts");
    let store = Location::Sqlite(dir.path().join("bench.db"))
        .open()
        .expect("a SQLite database");
    let (moves, rate) = runtime.block_on(moves_per_second(store, table_count, moves_per_table));
    report("SQLite", raw, moves, rate, table_count, unstored);

    let base = std::env::var("BENCH_DATABASE_URL").or_else(|_| std::env::var("TEST_DATABASE_URL"));
    let Ok(base) = base else {
        println!("PostgreSQL: skipped (set BENCH_DATABASE_URL)");
        return;
    };
    runtime.block_on(async {
        let schema = format!("gt_bench_{}", std::process::id());
        let admin = connect(&base).await;
        admin
            .batch_execute(&format!("CREATE SCHEMA {schema}"))
            .await
            .expect("a scratch schema");
        let separator = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{separator}options=-c%20search_path%3D{schema}");
        let raw = raw_insert::postgres(&url, rows, batch)
            .await
            .expect("raw inserts");
        let per_row = raw_insert::postgres_per_row(&url, rows, batch)
            .await
            .expect("raw inserts");
        let location = Location::parse(&url);
        let store = tokio::task::spawn_blocking(move || location.open())
            .await
            .expect("opening")
            .expect("a PostgreSQL database");
        let (moves, rate) = moves_per_second(store, table_count, moves_per_table).await;
        report("PostgreSQL", raw, moves, rate, table_count, unstored);
        println!(
            "PostgreSQL: one INSERT per row, pipelined: {per_row:.0} rows/s; the table layer's \
             moves are {:.1} % of that (a store that cost nothing: {:.1} %)",
            100.0 * rate / per_row,
            100.0 * unstored / per_row
        );
        admin
            .batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))
            .await
            .expect("dropping the scratch schema");
    });
}

async fn connect(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("the bench database");
    tokio::spawn(connection);
    client
}
