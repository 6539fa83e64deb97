//! The store keeps records exactly, commits concurrent writes together, and isolates a
//! failing write from the others in its batch.

use gametable::engine::Seat;
use gametable::i18n::Lang;
use gametable::store::{
    Action, Backend, DirectChannel, GameStatus, MemoryBackend, Record, RecordedEvent,
    SqliteBackend, Store, Write, RECORD_FORMAT,
};
use gametable::table::{
    ChannelId, ChannelSettings, GameId, OnTimeout, Pace, Player, Posts, TurnClock, UserId,
};
use serde_json::json;

fn record(id: i64, channel: u64) -> Record {
    Record {
        format: RECORD_FORMAT,
        id: GameId(id),
        channel: ChannelId(channel),
        game: "boast".into(),
        options: json!({"hidden_leftovers": false}),
        host: UserId(1000),
        seats: vec![
            Player {
                user: UserId(1000),
                name: "Ann".into(),
                lang: Lang::Hu,
            },
            Player {
                user: UserId(1),
                name: "Bot 1".into(),
                lang: Lang::En,
            },
        ],
        started_at: 1_700_000_000_000,
        status: GameStatus::Playing,
        pace: Pace {
            clock: TurnClock::Hour1,
            on_timeout: OnTimeout::End,
            ..Pace::default()
        },
        events: Vec::new(),
    }
}

fn event(at: i64, seat: u8, notation: &str) -> RecordedEvent {
    RecordedEvent {
        at,
        action: Action::Move {
            seat: Seat(seat),
            notation: notation.into(),
        },
    }
}

async fn keeps_records_exactly(store: Store) {
    let mut expected = record(7, 42);
    store
        .write(vec![Write::StartGame(Box::new(expected.clone()))])
        .await
        .unwrap();
    let chance = RecordedEvent {
        at: 5,
        action: Action::Chance {
            outcome: json!({"deal": [1, 2, 3]}),
        },
    };
    let writes = vec![
        Write::Event {
            game: GameId(7),
            seq: 0,
            event: chance.clone(),
        },
        Write::Event {
            game: GameId(7),
            seq: 1,
            event: event(6, 0, "r7"),
        },
        Write::Language {
            channel: ChannelId(42),
            lang: Lang::El,
        },
        Write::Settings {
            channel: ChannelId(42),
            settings: ChannelSettings {
                posts: Some(Posts::EveryMove),
                threads: Some(true),
                pictures: Some(false),
            },
        },
        Write::PingMessage {
            channel: ChannelId(42),
            message: Some(77),
        },
        Write::Parent {
            channel: ChannelId(42),
            parent: ChannelId(41),
        },
    ];
    store.write(writes).await.unwrap();
    expected.events = vec![chance, event(6, 0, "r7")];

    assert_eq!(
        store.export(GameId(7)).await.unwrap(),
        Some(expected.clone())
    );
    let channel = store.load_channel(ChannelId(42)).await.unwrap();
    assert_eq!(channel.lang, Some(Lang::El));
    assert_eq!(channel.settings.posts, Some(Posts::EveryMove));
    assert_eq!(channel.settings.threads, Some(true));
    assert_eq!(channel.ping_message, Some(77));
    assert_eq!(channel.parent, Some(ChannelId(41)));
    assert_eq!(channel.game, Some(expected));
    assert_eq!(store.active_channels().await.unwrap(), vec![ChannelId(42)]);
    assert_eq!(
        store.latest_game(ChannelId(42)).await.unwrap(),
        Some(GameId(7))
    );

    store
        .write(vec![Write::EndGame {
            game: GameId(7),
            status: GameStatus::Finished,
            at: 9,
        }])
        .await
        .unwrap();
    assert_eq!(store.load_channel(ChannelId(42)).await.unwrap().game, None);
    assert!(store.active_channels().await.unwrap().is_empty());
    assert_eq!(
        store.export(GameId(7)).await.unwrap().unwrap().status,
        GameStatus::Finished
    );

    assert_eq!(
        store.direct_channel(UserId(55)).await.unwrap(),
        DirectChannel::default()
    );
    let writes = vec![
        Write::DirectChannel {
            user: UserId(55),
            direct: DirectChannel {
                channel: Some(900),
                closed_in: Some(GameId(7)),
            },
        },
        Write::TableMessage {
            channel: ChannelId(42),
            message: Some(12345),
        },
    ];
    store.write(writes).await.unwrap();
    let dm = store.direct_channel(UserId(55)).await.unwrap();
    assert_eq!(
        dm,
        DirectChannel {
            channel: Some(900),
            closed_in: Some(GameId(7)),
        }
    );
    assert_eq!(
        store
            .load_channel(ChannelId(42))
            .await
            .unwrap()
            .table_message,
        Some(12345)
    );

    let lobby = json!({"game": "boast", "host": 3});
    store
        .write(vec![Write::Lobby {
            channel: ChannelId(8),
            lobby: Some(lobby.clone()),
        }])
        .await
        .unwrap();
    assert_eq!(
        store.load_channel(ChannelId(8)).await.unwrap().lobby,
        Some(lobby)
    );
    assert_eq!(store.active_channels().await.unwrap(), vec![ChannelId(8)]);
    store
        .write(vec![Write::Lobby {
            channel: ChannelId(8),
            lobby: None,
        }])
        .await
        .unwrap();
    assert_eq!(store.load_channel(ChannelId(8)).await.unwrap().lobby, None);
}

async fn isolates_a_failing_write(store: Store) {
    store
        .write(vec![Write::StartGame(Box::new(record(1, 1)))])
        .await
        .unwrap();
    store
        .write(vec![Write::Event {
            game: GameId(1),
            seq: 0,
            event: event(1, 0, "r1"),
        }])
        .await
        .unwrap();
    // Many writers at once: one repeats event 0 (refused), the others are fine.
    let mut tasks = Vec::new();
    for n in 0..50u32 {
        let store = store.clone();
        let channel = 100 + u64::from(n);
        tasks.push(tokio::spawn(async move {
            if n == 25 {
                store
                    .write(vec![Write::Event {
                        game: GameId(1),
                        seq: 0,
                        event: event(2, 1, "b2"),
                    }])
                    .await
            } else {
                store
                    .write(vec![Write::Language {
                        channel: ChannelId(channel),
                        lang: Lang::Ru,
                    }])
                    .await
            }
        }));
    }
    let mut failures = 0;
    for task in tasks {
        failures += usize::from(task.await.unwrap().is_err());
    }
    assert_eq!(failures, 1, "exactly the conflicting write fails");
    for n in 0..50u64 {
        if n != 25 {
            assert_eq!(
                store.load_channel(ChannelId(100 + n)).await.unwrap().lang,
                Some(Lang::Ru)
            );
        }
    }
    let kept = store.export(GameId(1)).await.unwrap().unwrap();
    assert_eq!(
        kept.events,
        vec![event(1, 0, "r1")],
        "the refused event changed nothing"
    );
}

#[tokio::test]
async fn sqlite_keeps_records_exactly() {
    let dir = tempfile::tempdir().unwrap();
    keeps_records_exactly(Store::spawn(
        SqliteBackend::open(&dir.path().join("t.db")).unwrap(),
    ))
    .await;
}

#[tokio::test]
async fn memory_keeps_records_exactly() {
    keeps_records_exactly(Store::spawn(MemoryBackend::default())).await;
}

#[tokio::test]
async fn sqlite_isolates_a_failing_write() {
    let dir = tempfile::tempdir().unwrap();
    isolates_a_failing_write(Store::spawn(
        SqliteBackend::open(&dir.path().join("t.db")).unwrap(),
    ))
    .await;
}

#[tokio::test]
async fn memory_isolates_a_failing_write() {
    isolates_a_failing_write(Store::spawn(MemoryBackend::default())).await;
}

#[test]
fn sqlite_migrates_once_and_keeps_data_across_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/folder/t.db");
    let mut db = SqliteBackend::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), 13);
    db.write(&[Write::StartGame(Box::new(record(3, 9)))])
        .unwrap();
    drop(db);
    let mut db = SqliteBackend::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), 13);
    assert_eq!(db.export(GameId(3)).unwrap(), Some(record(3, 9)));
    let mode: String = rusqlite_journal_mode(&path);
    assert_eq!(mode, "wal");
}

fn rusqlite_journal_mode(path: &std::path::Path) -> String {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap()
}

#[test]
fn a_failed_transaction_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = SqliteBackend::open(&dir.path().join("t.db")).unwrap();
    let result = db.write(&[
        Write::StartGame(Box::new(record(4, 4))),
        Write::StartGame(Box::new(record(4, 4))),
    ]);
    assert!(result.is_err());
    assert_eq!(db.export(GameId(4)).unwrap(), None);
}
