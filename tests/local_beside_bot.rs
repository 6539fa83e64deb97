#![cfg(unix)]

//! A local game and the bot on one database (one volume for both): the bot leaves the
//! terminal's table alone. Back after a long time down, it tells the tables with a game
//! that it is back — not the local one, which has no Discord channel to post in.

mod support;

use gametable::store::{Backend, SqliteBackend, Write};
use gametable::table::ChannelId;
use std::process::{Command, Stdio};
use support::bot::{drained, outbox, spawn_bot, BIN};
use support::fakecord::Fakecord;

#[tokio::test]
async fn the_bot_tells_no_local_table_that_it_is_back() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("shared.db");
    let local = Command::new(BIN)
        .args(["local", "--ai", "basic", "--plain", "--seed", "2", "--db"])
        .arg(&db)
        .env_remove("USER")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .expect("local mode runs");
    assert!(local.success());
    // The bot was last alive long ago: it tells every table with a game that it is back.
    SqliteBackend::open(&db)
        .and_then(|mut store| store.write(&[Write::Alive { at: 0 }]))
        .expect("the heartbeat is stored");
    let terminal = ChannelId(1);
    let game = SqliteBackend::open_read_only(&db)
        .and_then(|mut store| store.load_channel(terminal))
        .expect("the local table")
        .game;
    assert!(game.is_some(), "a local game in progress");

    let fake = Fakecord::start().await;
    let _bot = spawn_bot(&fake, &db);
    // The return notices are promised before the bot connects.
    fake.wait_sessions(1).await;
    drained(&db).await;
    let to_the_terminal: Vec<String> = fake
        .calls()
        .into_iter()
        .map(|call| call.path)
        .filter(|path| path.starts_with(&format!("/channels/{}/", terminal.0)))
        .collect();
    assert!(to_the_terminal.is_empty(), "{to_the_terminal:?}");
    assert!(outbox(&db).iter().all(|entry| entry.channel != terminal));
}
