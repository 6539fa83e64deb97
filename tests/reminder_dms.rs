//! Turn reminders end to end: the real `gametable bot` binary against the loopback
//! Discord. A reminder DM links to the table message (a message that exists, in the
//! right server and channel); `/game nudge` reminds once and then refuses within the
//! hour; `/settings reminders off`, from the DM with the bot, stops them.

mod support;

use serde_json::{json, Value};
use support::bot::{
    drained, game_command, game_under_way, next_move, play_next, private, reminders, CHANNEL,
};
use support::fakecord::{Place, GUILD_ID};

fn button_url(reminder: &Value) -> String {
    reminder["components"][0]["components"][0]["url"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_dm_jumps_to_the_table_message() {
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;
    let (mover, _) = next_move(&db, &players).expect("someone must act");
    let told = reminders(&fake, mover.id);
    assert!(
        !told.is_empty(),
        "the first player is reminded of their turn"
    );
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
    for other in players.iter().filter(|p| p.id != mover.id) {
        assert!(reminders(&fake, other.id).is_empty(), "{}", other.name);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nudge_reminds_once_and_is_refused_again_within_the_hour() {
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;
    let (late, _) = next_move(&db, &players).expect("someone must act");
    let friend = players.iter().find(|p| p.id != late.id).unwrap();
    let before = reminders(&fake, late.id).len();

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
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;
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

    let before = reminders(&fake, quiet.id).len();
    let mut turns_of_quiet = 0;
    let mut others_reminded = 0;
    for _ in 0..12 {
        let others_before: usize = players
            .iter()
            .filter(|p| p.id != quiet.id)
            .map(|p| reminders(&fake, p.id).len())
            .sum();
        assert!(play_next(&fake, &db, &players).await);
        drained(&db).await;
        if next_move(&db, &players).is_some_and(|(p, _)| p.id == quiet.id) {
            turns_of_quiet += 1;
        }
        let others_after: usize = players
            .iter()
            .filter(|p| p.id != quiet.id)
            .map(|p| reminders(&fake, p.id).len())
            .sum();
        others_reminded += others_after - others_before;
    }
    assert!(turns_of_quiet > 0, "their turn came");
    assert!(others_reminded > 0, "the others are still reminded");
    assert_eq!(reminders(&fake, quiet.id).len(), before, "none for them");
}
