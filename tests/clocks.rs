//! Turn clocks end to end: the real `gametable bot` binary with a 20 s clock against the
//! loopback Discord. The deadline shows on the table message as a Discord timestamp; it
//! passes while the bot is down; after the restart the seat is handed to the AI, the
//! channel is told, and the player takes the seat back with `/game back`.

mod support;

use gametable::store::{Action, Backend, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::json;
use std::time::Duration;
use support::bot::{drained, game_command, game_under_way, spawn_bot, CHANNEL};
use support::fakecord::Fakecord;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_twenty_second_clock_times_out_into_the_ai_even_across_a_restart() {
    let clock = json!({"type": 3, "name": "clock", "value": "20s"});
    let (fake, _dir, db, bot, players) = game_under_way(vec![clock]).await;

    let table_message = fake
        .public_messages(CHANNEL)
        .into_iter()
        .rev()
        .find(|m| m["embeds"][0]["description"].to_string().contains("<t:"))
        .expect("the table message shows the deadline");
    let description = table_message["embeds"][0]["description"].to_string();
    assert!(
        description.contains(":R>"),
        "a relative timestamp: {description}"
    );

    // The bot goes down; the deadline passes meanwhile.
    drop(bot);
    tokio::time::sleep(Duration::from_secs(21)).await;
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(2).await;

    let timed_out = loop {
        let post = fake
            .public_messages(CHANNEL)
            .into_iter()
            .find(|m| m.to_string().contains("ran out of time"));
        if let Some(post) = post {
            break post;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let record = SqliteBackend::open(&db)
        .unwrap()
        .load_channel(ChannelId(CHANNEL))
        .unwrap()
        .game
        .expect("the game goes on, played by the AI for the late seat");
    let away: Vec<_> = record
        .events
        .iter()
        .filter_map(|e| match &e.action {
            Action::Away { seat, away } => Some((*seat, *away)),
            _ => None,
        })
        .collect();
    assert_eq!(away.len(), 1, "{away:?}");
    let late = &players[away[0].0.index()];
    assert!(
        timed_out.to_string().contains(&format!("<@{}>", late.id)),
        "the late player is named: {timed_out}"
    );

    let back = fake
        .command(late, CHANNEL, "game", game_command("back", json!([])))
        .await;
    assert!(back.to_string().contains("is back"), "{back}");
    let again = fake
        .command(late, CHANNEL, "game", game_command("back", json!([])))
        .await;
    assert_ne!(
        again["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "refused privately"
    );
}

fn back_online_posts(fake: &Fakecord) -> usize {
    fake.public_messages(CHANNEL)
        .iter()
        .filter(|m| m.to_string().contains("back online"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_long_downtime_each_table_is_told_once_whose_turn_it_is() {
    let (fake, _dir, db, bot, players) = game_under_way(Vec::new()).await;
    drop(bot);

    // A quick restart says nothing.
    let bot = spawn_bot(&fake, &db);
    fake.wait_sessions(2).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    drained(&db).await;
    assert_eq!(back_online_posts(&fake), 0);
    drop(bot);

    // Down for five minutes (the last heartbeat says so).
    let five_minutes_ago = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
        - 5 * 60_000;
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(
            "UPDATE meta SET value = ?1 WHERE key = 'alive_at'",
            [five_minutes_ago],
        )
        .unwrap();
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(3).await;
    for _ in 0..100 {
        if back_online_posts(&fake) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    drained(&db).await;
    assert_eq!(back_online_posts(&fake), 1, "one post for the one table");
    let post = fake
        .public_messages(CHANNEL)
        .into_iter()
        .find(|m| m.to_string().contains("back online"))
        .unwrap();
    let (mover, _) = support::bot::next_move(&db, &players).expect("someone must move");
    assert!(
        post["content"]
            .to_string()
            .contains(&format!("<@{}>", mover.id)),
        "the player to act is pinged: {post}"
    );
}
