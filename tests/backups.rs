#![cfg(unix)]

//! The database as an operator copies it: after a local game quits, the `.db` file alone
//! holds the game (the store checkpoints its write-ahead log when it closes); `gametable
//! backup` takes a consistent copy while another process writes, whose games replay; it
//! replaces no file unless told, and sends a PostgreSQL user to pg_dump.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::i18n::Lang;
use gametable::store::{Backend, GameStatus, SqliteBackend, Store};
use gametable::table::{Caller, ChannelId, Command, Pace, SystemClock, Tables, UserId};
use std::io::Write as _;
use std::path::Path;
use std::process::{Command as Process, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::watch;

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn gametable(args: &[&str], input: &[u8]) -> Output {
    let mut child = Process::new(BIN)
        .args(args)
        .env_remove("USER")
        .env_remove("DATABASE_URL")
        .env_remove("GAMETABLE_DB")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("its input");
    stdin.write_all(input).expect("the input is taken");
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn after_local_mode_quits_a_copy_of_the_database_file_alone_holds_the_game() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("gametable.db");
    let db_arg = db.display().to_string();
    let out = gametable(
        &[
            "local", "--ai", "basic", "--plain", "--seed", "3", "--db", &db_arg,
        ],
        b"quit\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let elsewhere = tempfile::tempdir().expect("a folder");
    let copy = elsewhere.path().join("gametable.db");
    std::fs::copy(&db, &copy).expect("the file copies");
    let mut store = SqliteBackend::open_read_only(&copy).expect("the copy opens");
    let game = store
        .load_channel(ChannelId(1))
        .expect("the local table")
        .game
        .expect("the copy holds the game");
    assert_eq!(game.status, GameStatus::Playing);
    assert!(!game.events.is_empty(), "its deal at least");
}

/// AI-only games of Boast played one after another in channels from 100 on, each
/// committed as it is played and counted in `played`, until `stop`.
async fn play_until(tables: &Tables, stop: &AtomicBool, played: &watch::Sender<u64>) {
    let host = Caller {
        user: UserId(1_000),
        name: "host".into(),
        lang: Lang::En,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    };
    while !stop.load(Ordering::SeqCst) {
        let channel = ChannelId(100 + *played.borrow());
        let open = Command::Open {
            game: "boast".into(),
            options: Vec::new(),
            seated: false,
            pace: Pace::default(),
            thread: None,
        };
        let commands = [
            open,
            Command::AddAi {
                level: Level::Basic,
            },
            Command::AddAi {
                level: Level::Basic,
            },
            Command::AddAi {
                level: Level::Basic,
            },
            Command::Start,
        ];
        for command in commands {
            tables.handle(channel, &host, command).await;
        }
        played.send_modify(|n| *n += 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_another_writer_plays_opens_and_its_games_replay() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("gametable.db");
    let store = Store::spawn(SqliteBackend::open(&db).expect("the database opens"));
    let tables = Arc::new(Tables::new(
        context(Lang::En),
        store.clone(),
        Arc::new(SystemClock),
        Some(5),
    ));
    let stop = Arc::new(AtomicBool::new(false));
    let (count, mut counted) = watch::channel(0);
    let writer = tokio::spawn({
        let (tables, stop) = (Arc::clone(&tables), Arc::clone(&stop));
        async move { play_until(&tables, &stop, &count).await }
    });
    // A game is in the database before the backup starts; others are being played.
    counted
        .wait_for(|n| *n >= 1)
        .await
        .expect("a game was played");
    let backup = dir.path().join("backup.db");
    let args = [
        "backup",
        &backup.display().to_string(),
        "--db",
        &db.display().to_string(),
    ]
    .map(str::to_owned);
    let out = tokio::task::spawn_blocking(move || {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        gametable(&args, b"")
    })
    .await
    .expect("the backup ran");
    stop.store(true, Ordering::SeqCst);
    writer.await.expect("the writer played");
    let played = *counted.borrow();
    store.close().await.expect("the store closes");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Backed up"),
        "{}",
        text(&out.stdout)
    );

    // The copy is one file: opened alone, every game it holds finished and replays.
    let elsewhere = tempfile::tempdir().expect("a folder");
    let alone = elsewhere.path().join("restored.db");
    std::fs::copy(&backup, &alone).expect("the backup copies");
    let mut copy = SqliteBackend::open_read_only(&alone).expect("the backup opens");
    let registry = gametable::games::registry();
    let mut held = 0;
    for channel in (100..100 + played).map(ChannelId) {
        let Some(game) = copy.latest_game(channel).expect("it reads") else {
            continue;
        };
        let record = copy.export(game).expect("it reads").expect("a record");
        assert_eq!(record.status, GameStatus::Finished, "game {game}");
        let replayed = record.replay_checked(&registry).expect("it replays");
        assert!(replayed.game.outcome().is_some());
        held += 1;
    }
    assert!(held >= 1, "the backup holds the games played before it");

    // And through the command line: export one, replay it.
    let alone_arg = alone.display().to_string();
    let exported = gametable(&["export", "--channel", "100", "--db", &alone_arg], b"");
    assert!(exported.status.success(), "{}", text(&exported.stderr));
    let record = elsewhere.path().join("game.json");
    std::fs::write(&record, &exported.stdout).expect("written");
    let replayed = gametable(&["replay", &record.display().to_string()], b"");
    assert!(replayed.status.success(), "{}", text(&replayed.stderr));
}

fn backup_into(db: &Path, target: &Path, force: bool) -> Output {
    let mut args = vec![
        "backup".to_owned(),
        target.display().to_string(),
        "--db".to_owned(),
        db.display().to_string(),
    ];
    if force {
        args.push("--force".to_owned());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    gametable(&args, b"")
}

#[test]
fn a_backup_replaces_no_file_unless_forced() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("gametable.db");
    drop(SqliteBackend::open(&db).expect("the database opens"));
    let target = dir.path().join("backup.db");
    std::fs::write(&target, b"yesterday's").expect("a file");
    let refused = backup_into(&db, &target, false);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        text(&refused.stderr).contains("--force"),
        "{}",
        text(&refused.stderr)
    );
    assert_eq!(std::fs::read(&target).expect("kept"), b"yesterday's");
    let forced = backup_into(&db, &target, true);
    assert!(forced.status.success(), "{}", text(&forced.stderr));
    assert!(SqliteBackend::open_read_only(&target).is_ok());
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&target)
        .expect("it is there")
        .permissions()
        .mode();
    assert_eq!(mode & 0o077, 0, "readable by its owner only: {mode:o}");
}

#[test]
fn a_backup_of_postgresql_says_to_use_pg_dump() {
    let dir = tempfile::tempdir().expect("a folder");
    let target = dir.path().join("backup.db");
    let out = gametable(
        &[
            "backup",
            &target.display().to_string(),
            "--database",
            "postgres://gametable@127.0.0.1:1/gametable",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("pg_dump"),
        "{}",
        text(&out.stderr)
    );
    assert!(!target.exists());
}
