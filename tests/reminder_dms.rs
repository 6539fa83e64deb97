//! Turn reminders end to end: the real `gametable bot` binary against the loopback
//! Discord. A game played live, to its end, sends no reminder DM at all. With the bot
//! told to take people as away after a second of doing nothing
//! (`GAMETABLE_REMINDER_IDLE_SECONDS`): a reminder DM links to the table message (a
//! message that exists, in the right server and channel); `/game nudge` reminds someone
//! away once and then refuses within the hour; `/settings reminders off`, from the DM
//! with the bot, stops them; a channel's moderators make them wait longer there
//! (`/settings reminder_wait`).

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;
use support::bot::{
    drained, game_command, game_under_way, game_under_way_with, next_move, play_next, players,
    private, reminded, reminders, seat_and_start, spawn_bot_with, CHANNEL, DRAIN_PATIENCE,
};
use support::fakecord::{Fakecord, Place, TestUser, GUILD_ID};

/// The bot takes people as away from a table after a second without doing anything there.
const AWAY_AFTER_A_SECOND: [(&str, &str); 1] = [("GAMETABLE_REMINDER_IDLE_SECONDS", "1")];

fn button_url(reminder: &Value) -> String {
    reminder["components"][0]["components"][0]["url"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Waits until the table's turn reminder fell due and was dealt with: the next reminder
/// the bot keeps for the table is a day away (or none).
async fn turn_reminder_passed(db: &Path) {
    let deadline = tokio::time::Instant::now() + DRAIN_PATIENCE;
    loop {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        let pending = SqliteBackend::open(db)
            .and_then(|mut store| store.load_channel(ChannelId(CHANNEL)))
            .map(|stored| stored.reminder);
        if pending
            .as_ref()
            .is_ok_and(|at| at.is_none_or(|at| at > now + 60 * 60 * 1000))
        {
            return drained(db).await;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the turn's reminder still pending after {DRAIN_PATIENCE:?}: {pending:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_played_to_its_end_sends_no_reminder_dm() {
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;
    let mut moves = 0;
    while play_next(&fake, &db, &players).await {
        moves += 1;
    }
    assert!(moves > 20, "a whole game: {moves} moves");
    let ended = SqliteBackend::open(&db)
        .and_then(|mut store| store.load_channel(ChannelId(CHANNEL)))
        .expect("the bot's database reads");
    assert!(
        ended.game.is_none() && ended.last_game.is_some(),
        "it ended"
    );
    drained(&db).await;
    for player in &players {
        assert_eq!(
            reminders(&fake, player.id),
            Vec::<Value>::new(),
            "{} played along",
            player.name
        );
        assert!(!fake.dm_messages(player.id).is_empty(), "their hands came");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_dm_jumps_to_the_table_message() {
    let (fake, _dir, db, _bot, players) =
        game_under_way_with(Vec::new(), &AWAY_AFTER_A_SECOND).await;
    let (mover, _) = next_move(&db, &players).expect("someone must act");
    let told = reminded(&fake, mover.id, 1).await;
    let text = told[0]["embeds"][0]["description"].to_string();
    assert!(text.contains("your turn"), "{text}");
    assert!(
        text.contains(&format!("<#{CHANNEL}>")),
        "names the channel: {text}"
    );

    let url = button_url(&told[0]);
    let prefix = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL}/");
    let message_id = url
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("a link into the table's channel: {url}"));
    let table_message = fake
        .public_messages(CHANNEL)
        .into_iter()
        .find(|m| m["id"] == message_id)
        .unwrap_or_else(|| panic!("the link leads to a message of the channel: {url}"));
    assert!(
        table_message["components"]
            .to_string()
            .contains(&format!("table:{CHANNEL}:g")),
        "the table message, with its buttons: {table_message}"
    );
    // Nobody else was reminded: the game waits for one person.
    turn_reminder_passed(&db).await;
    for other in players.iter().filter(|p| p.id != mover.id) {
        assert!(reminders(&fake, other.id).is_empty(), "{}", other.name);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nudge_reminds_someone_away_once_and_is_refused_again_within_the_hour() {
    let (fake, _dir, db, _bot, players) =
        game_under_way_with(Vec::new(), &AWAY_AFTER_A_SECOND).await;
    let (late, _) = next_move(&db, &players).expect("someone must act");
    let friend = players.iter().find(|p| p.id != late.id).unwrap();
    // Away: their turn's reminder came.
    let before = reminded(&fake, late.id, 1).await.len();
    turn_reminder_passed(&db).await;

    let nudge = fake
        .command(friend, CHANNEL, "game", game_command("nudge", json!([])))
        .await;
    assert!(!private(&nudge), "said publicly: {nudge}");
    let content = nudge["data"]["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("<@{}>", late.id)), "{content}");
    drained(&db).await;
    let after = reminders(&fake, late.id);
    assert_eq!(after.len(), before + 1, "one reminder now");
    assert!(
        after[before]
            .to_string()
            .contains(&format!("<@{}>", friend.id)),
        "says who nudged"
    );

    let again = fake
        .command(friend, CHANNEL, "game", game_command("nudge", json!([])))
        .await;
    assert!(private(&again), "refused privately: {again}");
    assert!(again.to_string().contains("within the hour"), "{again}");
    let own = fake
        .command(&late, CHANNEL, "game", game_command("nudge", json!([])))
        .await;
    assert!(private(&own), "{own}");
    drained(&db).await;
    assert_eq!(reminders(&fake, late.id).len(), before + 1, "nothing more");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_turned_off_in_the_dm_with_the_bot_stop_coming() {
    let (fake, _dir, db, _bot, players) =
        game_under_way_with(Vec::new(), &AWAY_AFTER_A_SECOND).await;
    let settings = |sub: &str, option: &str, value: &str| {
        json!([{ "type": 1, "name": sub, "options": [
            { "type": 3, "name": option, "value": value }
        ]}])
    };
    let quiet = &players[1];
    let dm_channel = 900_000 + quiet.id;
    let off = fake
        .command_in(
            Place::Dm,
            quiet,
            dm_channel,
            "settings",
            settings("reminders", "state", "off"),
        )
        .await;
    assert!(private(&off), "{off}");
    assert!(off.to_string().contains("reminders are off"), "{off}");
    // The channel language needs a server channel.
    let language = fake
        .command_in(
            Place::Dm,
            quiet,
            dm_channel,
            "settings",
            settings("language", "language", "hu"),
        )
        .await;
    assert!(language.to_string().contains("server"), "{language}");

    // Play on until it is their turn, then leave it waiting past its reminder.
    for _ in 0..12 {
        if next_move(&db, &players).is_some_and(|(p, _)| p.id == quiet.id) {
            break;
        }
        assert!(play_next(&fake, &db, &players).await);
    }
    assert!(
        next_move(&db, &players).is_some_and(|(p, _)| p.id == quiet.id),
        "their turn came"
    );
    let before = reminders(&fake, quiet.id).len();
    turn_reminder_passed(&db).await;
    assert_eq!(reminders(&fake, quiet.id).len(), before, "none for them");

    // The next one's reminder still comes.
    let next = loop {
        assert!(play_next(&fake, &db, &players).await);
        let (next, _) = next_move(&db, &players).expect("the game goes on");
        if next.id != quiet.id {
            break next;
        }
    };
    let had = reminders(&fake, next.id).len();
    reminded(&fake, next.id, had + 1).await;
    assert_eq!(
        reminders(&fake, quiet.id).len(),
        before,
        "still none for them"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channels_moderator_makes_reminders_wait_longer_there() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let _bot = spawn_bot_with(&fake, &db, &AWAY_AFTER_A_SECOND);
    fake.wait_sessions(1).await;
    let everyone = players();
    let five_minutes = json!([{ "type": 1, "name": "reminder_wait", "options": [
        { "type": 3, "name": "after", "value": "5m" }
    ]}]);
    let refused = fake
        .command(&everyone[1], CHANNEL, "settings", five_minutes.clone())
        .await;
    assert!(private(&refused), "only moderators choose: {refused}");
    let moderator = TestUser {
        permissions: 0x10,
        ..everyone[0].clone()
    };
    let set = fake
        .command(&moderator, CHANNEL, "settings", five_minutes)
        .await;
    assert!(!private(&set), "the channel is told: {set}");
    assert!(set.to_string().contains("5 minutes"), "{set}");

    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    seat_and_start(&fake, &everyone).await;
    drained(&db).await;
    let pending = SqliteBackend::open(&db)
        .and_then(|mut store| store.load_channel(ChannelId(CHANNEL)))
        .expect("the bot's database reads")
        .reminder
        .expect("a turn's reminder is pending");
    assert!(
        pending >= started + 5 * 60 * 1000,
        "five minutes after the turn began, not a second: {}",
        pending - started
    );
}
