//! A game in a thread of its own, end to end through the real binary and the loopback
//! Discord: `/game new thread:true` opens the thread off the table message when the game
//! starts, the game is played there while the channel stays quiet, and one summary line
//! with the scores and a link to the thread lands in the channel; an archived thread is
//! unarchived when the bot posts, and one that cannot be ends its game with a notice in
//! the channel. Only a member who may create public threads asks for one (or anyone,
//! once a moderator turned threads on for the channel).

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;
use support::bot::{
    bot_under_test, drained, game_command, next_move_in, play_next_in, private, spawn_bot, Bot,
    CHANNEL,
};
use support::fakecord::{Fakecord, TestUser};

/// Discord's Create Public Threads permission.
const CREATE_PUBLIC_THREADS: u64 = 1 << 35;

/// Ann, who may create public threads in the channel, and Ben, who may not.
fn players() -> Vec<TestUser> {
    let ann = TestUser {
        permissions: CREATE_PUBLIC_THREADS,
        ..TestUser::new(611, "ann")
    };
    vec![ann, TestUser::new(612, "ben")]
}

fn new_in_thread() -> Value {
    game_command(
        "new",
        json!([
            { "type": 3, "name": "game", "value": "clown" },
            { "type": 5, "name": "thread", "value": true },
        ]),
    )
}

/// Waits (10 s) until `check` holds.
async fn until(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !check() {
        assert!(tokio::time::Instant::now() < deadline, "no {what} in 10 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The bot, with a two-player Clown Standoff opened with `thread:true` and started: the
/// thread's id once the game stands there and everything promised is delivered.
async fn game_in_thread() -> (Fakecord, tempfile::TempDir, Bot, u64) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let bot = spawn_bot(&fake, &db);
    fake.wait_sessions(1).await;
    let players = players();
    fake.command(&players[0], CHANNEL, "game", new_in_thread())
        .await;
    fake.command(
        &players[1],
        CHANNEL,
        "game",
        game_command("join", json!([])),
    )
    .await;
    fake.command(
        &players[0],
        CHANNEL,
        "game",
        game_command("start", json!([])),
    )
    .await;
    until("thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0].clone();
    assert_eq!(thread.parent, CHANNEL);
    assert_eq!(thread.name, "Clown Standoff");
    until("game in the thread", || {
        next_move_in(&db, thread.id, &players).is_some()
    })
    .await;
    drained(&db).await;
    (fake, dir, bot, thread.id)
}

fn db_of(dir: &tempfile::TempDir) -> std::path::PathBuf {
    dir.path().join("bot.db")
}

fn text(message: &Value) -> String {
    message.to_string()
}

fn stored_game(db: &Path, channel: u64) -> bool {
    SqliteBackend::open(db)
        .and_then(|mut store| store.load_channel(ChannelId(channel)))
        .map(|c| c.game.is_some())
        .unwrap_or(false)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_opened_with_a_thread_is_played_there_and_summed_up_in_the_channel() {
    let (fake, dir, _bot, thread) = game_in_thread().await;
    let db = db_of(&dir);
    // The thread opened off the table message, which says where the game went.
    let parent_messages = fake.public_messages(CHANNEL);
    let table_message = parent_messages
        .iter()
        .find(|m| m["id"].as_str() == Some(thread.to_string().as_str()))
        .expect("the thread has the id of the table message it opened off");
    assert!(
        text(table_message).contains("thread of this message"),
        "{table_message}"
    );
    let in_thread = fake.public_messages(thread);
    assert!(
        in_thread
            .iter()
            .any(|m| !m["embeds"].as_array().is_none_or(Vec::is_empty)
                && m["components"].to_string().contains(":play")),
        "the table message of the game stands in the thread: {in_thread:?}"
    );
    let quiet_from = fake.public_messages(CHANNEL).len();

    let players = players();
    let mut moves = 0;
    while play_next_in(&fake, &db, thread, &players).await {
        moves += 1;
        assert!(moves < 500, "the game ends");
    }
    drained(&db).await;
    let parent = fake.public_messages(CHANNEL);
    let new: Vec<&Value> = parent[quiet_from..].iter().collect();
    assert_eq!(new.len(), 1, "one summary line in the channel: {new:?}");
    let summary = new[0]["content"].as_str().unwrap_or_default();
    assert!(
        summary.contains("Clown Standoff is over")
            && summary.contains(&format!("<#{thread}>"))
            && summary.contains("<@611>:")
            && summary.contains("<@612>:"),
        "{summary}"
    );
    let id: u64 = new[0]["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .unwrap_or(0);
    let posted = fake
        .calls()
        .into_iter()
        .find(|c| c.created == Some(id))
        .expect("the summary was posted");
    assert_eq!(posted.path, format!("/channels/{CHANNEL}/messages"));
    assert_eq!(
        posted.body["allowed_mentions"],
        json!({ "parse": [] }),
        "it pings nobody"
    );
    assert!(!stored_game(&db, thread));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_unarchived_when_the_bot_posts() {
    let (fake, dir, _bot, thread) = game_in_thread().await;
    let db = db_of(&dir);
    fake.archive_thread(thread);
    let mark = fake.calls().len();
    assert!(play_next_in(&fake, &db, thread, &players()).await);
    drained(&db).await;
    let calls = fake.calls_since(mark);
    let refused = calls
        .iter()
        .position(|c| {
            c.path.starts_with(&format!("/channels/{thread}/messages")) && c.status == 400
        })
        .expect("the archived thread refused a post or edit");
    let unarchived = calls
        .iter()
        .position(|c| c.method == "PATCH" && c.path == format!("/channels/{thread}"))
        .expect("the bot unarchived the thread");
    assert!(refused < unarchived);
    assert_eq!(calls[unarchived].body, json!({ "archived": false }));
    assert!(
        calls[unarchived + 1..]
            .iter()
            .any(|c| c.path.starts_with(&format!("/channels/{thread}/messages")) && c.status < 300),
        "and sent after all"
    );
    assert!(!fake.threads()[0].archived);
    assert!(stored_game(&db, thread), "the game goes on");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_that_cannot_be_unarchived_ends_its_game_with_a_notice_in_the_channel() {
    let (fake, dir, _bot, thread) = game_in_thread().await;
    let db = db_of(&dir);
    fake.lock_thread(thread);
    let quiet_from = fake.public_messages(CHANNEL).len();
    assert!(play_next_in(&fake, &db, thread, &players()).await);
    until("the notice in the channel", || {
        fake.public_messages(CHANNEL).len() > quiet_from
    })
    .await;
    drained(&db).await;
    let parent = fake.public_messages(CHANNEL);
    let notice = parent[quiet_from..]
        .iter()
        .map(text)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        notice.contains("can no longer be used") && notice.contains(&format!("<#{thread}>")),
        "{notice}"
    );
    assert!(!stored_game(&db, thread), "the game ended");
    assert!(
        fake.threads()[0].archived,
        "the thread stays as the moderator left it"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_may_not_create_threads_gets_no_thread() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let [_, ben] = <[TestUser; 2]>::try_from(players()).expect("two players");
    let refused = fake.command(&ben, CHANNEL, "game", new_in_thread()).await;
    assert!(private(&refused), "{refused}");
    assert!(
        text(&refused).contains("create public threads"),
        "{refused}"
    );
    drained(&db).await;
    let stored = SqliteBackend::open(&db)
        .and_then(|mut store| store.load_channel(ChannelId(CHANNEL)))
        .expect("the database reads");
    assert_eq!(stored.lobby, None, "no table was opened");
    assert!(fake.public_messages(CHANNEL).is_empty());
    assert!(fake.threads().is_empty(), "and no thread");
}
