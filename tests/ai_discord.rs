//! The AI's levels through the real binary against the fake Discord: `/game bot
//! level:strong` seats a strong AI, named with its level, that plays a whole game, and a
//! table's `stand_in:` chooses the level that plays for a player who is away or whose
//! turn clock ran out.

mod support;

use gametable::ai::Level;
use gametable::store::{Backend, Record, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::{json, Value};
use support::bot::{bot_under_test, drained, game_command, spawn_bot, CHANNEL};
use support::fakecord::TestUser;

/// Everything the channel was shown, as one text.
fn shown(messages: &[Value]) -> String {
    messages
        .iter()
        .map(|m| {
            let embeds: Vec<&str> = m["embeds"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|e| e["description"].as_str())
                .collect();
            format!(
                "{} {}",
                m["content"].as_str().unwrap_or_default(),
                embeds.join(" ")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The record of the newest game of the test channel.
fn latest_record(db: &std::path::Path) -> Record {
    let mut store = SqliteBackend::open(db).expect("the database opens");
    let id = store
        .latest_game(ChannelId(CHANNEL))
        .expect("reads")
        .expect("a game");
    store.export(id).expect("reads").expect("the record")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_strong_bot_named_with_its_level_plays_a_whole_game() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let me = TestUser::new(4242, "ida");
    let new = game_command(
        "new",
        json!([
            {"type": 3, "name": "game", "value": "clown"},
            {"type": 3, "name": "stand_in", "value": "basic"},
        ]),
    );
    fake.command(&me, CHANNEL, "game", new).await;
    let level = json!([{"type": 3, "name": "level", "value": "strong"}]);
    let seated = fake
        .command(&me, CHANNEL, "game", game_command("bot", level))
        .await;
    assert!(seated.to_string().contains("Bot 1 (strong)"), "{seated}");
    fake.command(&me, CHANNEL, "game", game_command("start", json!([])))
        .await;
    let away = fake
        .command(&me, CHANNEL, "game", game_command("away", json!([])))
        .await;
    assert!(
        away.to_string().contains("The AI (basic) plays for"),
        "{away}"
    );
    drained(&db).await;

    let record = latest_record(&db);
    assert_eq!(record.status.as_str(), "finished");
    assert_eq!(record.seats[1].level, Some(Level::Strong));
    assert_eq!(record.pace.stand_in, Level::Basic);
    let said = shown(&fake.public_messages(CHANNEL));
    assert!(said.contains("Bot 1 (strong)"), "{said}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timed_out_seat_is_played_by_the_level_the_table_chose() {
    let (fake, _dir, db, bot) = bot_under_test().await;
    let me = TestUser::new(4343, "noa");
    let new = game_command(
        "new",
        json!([
            {"type": 3, "name": "game", "value": "clown"},
            {"type": 3, "name": "clock", "value": "20s"},
            {"type": 3, "name": "stand_in", "value": "random"},
        ]),
    );
    fake.command(&me, CHANNEL, "game", new).await;
    let level = json!([{"type": 3, "name": "level", "value": "strong"}]);
    fake.command(&me, CHANNEL, "game", game_command("bot", level))
        .await;
    fake.command(&me, CHANNEL, "game", game_command("start", json!([])))
        .await;
    drained(&db).await;

    // The bot goes down and the turn's deadline passes meanwhile: deadlines are data in
    // the store, so the test moves this one into the past instead of waiting 20 s.
    drop(bot);
    let moved = rusqlite::Connection::open(&db)
        .expect("the database opens")
        .execute(
            "UPDATE channels SET deadline = 1, wake = 1 WHERE channel = ?1",
            [CHANNEL as i64],
        )
        .expect("the deadline moves");
    assert_eq!(moved, 1, "the table's row");
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(2).await;
    let mut waited = 0;
    let timed_out = loop {
        let said = shown(&fake.public_messages(CHANNEL));
        if let Some(line) = said.lines().find(|l| l.contains("ran out of time")) {
            break line.to_owned();
        }
        waited += 1;
        assert!(waited < 200, "no time-out was posted in 10 s: {said}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(
        timed_out.contains("the AI (random) plays for"),
        "the level the table chose, not the bot's: {timed_out}"
    );
    drained(&db).await;

    let record = latest_record(&db);
    assert_eq!(
        record.status.as_str(),
        "finished",
        "the stand-in and the bot play the game to its end"
    );
    assert_eq!(record.pace.stand_in, Level::Random);
    assert_eq!(record.seats[1].level, Some(Level::Strong));
}
