//! A stored game that cannot be read back or replayed never locks its channel: it is set
//! aside (kept, marked damaged), the channel is told once, and a new game can start — in a
//! real SQLite file, through the table layer and through the local mode of the binary.

use gametable::cli::context;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{GameStatus, SqliteBackend, Store};
use gametable::table::{
    Answer, Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Tables, UserId,
};
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(31);
const START: i64 = 1_800_000_000_000;
const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn tables(path: &Path) -> Tables {
    let store = Store::spawn(SqliteBackend::open(path).unwrap());
    let clock = Arc::new(ManualClock::at(START));
    Tables::new(context(Lang::En), store, clock, Some(9))
}

fn text(answer: &Answer) -> String {
    answer
        .messages
        .iter()
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

/// A Boast game of three, started and stored in `path`.
async fn stored_game(path: &Path) {
    let tables = tables(path);
    let people: Vec<Caller> = (1..=3).map(|i| person(500 + i)).collect();
    let open = Command::open("boast", Pace::default());
    tables.handle(CHANNEL, &people[0], open).await;
    for p in &people[1..] {
        tables.handle(CHANNEL, p, Command::Join).await;
    }
    assert!(!refused(
        &tables.handle(CHANNEL, &people[0], Command::Start).await
    ));
}

fn sql(path: &Path, statement: &str) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(statement).unwrap();
}

fn status_of_games(path: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut statement = conn
        .prepare("SELECT status FROM games ORDER BY status")
        .unwrap();
    statement
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

async fn set_aside_then_free(path: &Path) {
    let tables = tables(path);
    let stranger = person(900);
    // Any command: refused as it would be without a game, with the notice, once.
    let first = tables.handle(CHANNEL, &stranger, Command::Hand).await;
    assert!(refused(&first));
    assert!(text(&first).contains("damaged"), "{}", text(&first));
    assert_eq!(status_of_games(path), ["damaged"], "kept, marked damaged");
    let second = tables.handle(CHANNEL, &stranger, Command::Status).await;
    assert!(!text(&second).contains("damaged"), "told once");
    // The channel is free for a new game.
    let open = Command::open("boast", Pace::default());
    let opened = tables.handle(CHANNEL, &stranger, open).await;
    assert!(!refused(&opened), "{}", text(&opened));
    // The damaged rows are still there to inspect.
    let conn = rusqlite::Connection::open(path).unwrap();
    let events: i64 = conn
        .query_row("SELECT COUNT(*) FROM events", [], |row| row.get(0))
        .unwrap();
    assert!(events > 0, "the damaged game's events are kept");
}

#[tokio::test]
async fn an_unreadable_event_row_sets_the_game_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.db");
    stored_game(&path).await;
    sql(&path, "UPDATE events SET data = '{not json' WHERE seq = 0");
    set_aside_then_free(&path).await;
}

#[tokio::test]
async fn export_raw_dumps_a_damaged_game_as_stored() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.db");
    stored_game(&path).await;
    sql(&path, "UPDATE events SET data = '{not json' WHERE seq = 0");
    let export = |raw: bool| {
        let mut command = Process::new(BIN);
        command.args(["export", "--channel", &CHANNEL.0.to_string(), "--db"]);
        command.arg(&path);
        if raw {
            command.arg("--raw");
        }
        command.output().unwrap()
    };
    let plain = export(false);
    assert!(!plain.status.success(), "the record cannot be read");
    let raw = export(true);
    assert!(
        raw.status.success(),
        "{}",
        String::from_utf8_lossy(&raw.stderr)
    );
    let dump: serde_json::Value = serde_json::from_slice(&raw.stdout).unwrap();
    assert_eq!(dump["game"]["game"], "boast");
    assert_eq!(dump["events"][0]["data"], "{not json", "the row as it is");
    assert_eq!(dump["events"][0]["seq"], 0);
}

#[tokio::test]
async fn a_record_that_does_not_replay_sets_the_game_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.db");
    stored_game(&path).await;
    // Readable, but the game refuses it: a move nobody could make.
    sql(
        &path,
        r#"UPDATE events SET data = '{"kind":"move","seat":0,"move":"zz99"}'
           WHERE seq = (SELECT MAX(seq) FROM events)"#,
    );
    set_aside_then_free(&path).await;
}

#[test]
fn the_status_names_a_damaged_game() {
    assert_eq!(GameStatus::parse("damaged"), Some(GameStatus::Damaged));
    assert_eq!(GameStatus::Damaged.as_str(), "damaged");
}

#[tokio::test]
async fn local_mode_starts_anew_over_a_damaged_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let run = |input: &str| {
        let mut child = Process::new(BIN)
            .args([
                "local",
                "--ai",
                "basic",
                "--game",
                "boast",
                "--players",
                "3",
                "--lang",
                "en",
            ])
            .args(["--plain", "--seed", "5", "--db"])
            .arg(&db)
            .env("USER", "Tester")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let first = run("quit\n");
    assert!(first.status.success());
    sql(&db, "UPDATE events SET data = '[' WHERE seq = 0");
    let second = run("board\nquit\n");
    let out = String::from_utf8_lossy(&second.stdout);
    assert!(
        second.status.success(),
        "exit {:?}: {out}\n{}",
        second.status,
        String::from_utf8_lossy(&second.stderr)
    );
    assert!(out.contains("begins"), "a new game: {out}");
    assert_eq!(
        status_of_games(&db),
        ["damaged", "playing"],
        "the damaged one kept"
    );
}
