//! News longer than one Discord message, through the real binary and the loopback Discord
//! (which refuses, like Discord, any message beyond its limits): a person alone with AI
//! seats goes away, the AI plays the whole game in that one command, and its news goes out
//! over several posts, in order, the last with the final scores; a follower's DMs end with
//! them too.

mod support;

use serde_json::{json, Value};
use support::bot::{bot_under_test, drained, game_command, start_with_ai, CHANNEL};
use support::fakecord::{Fakecord, TestUser, DM_CHANNEL_BASE};

/// The text of a message's embeds, one after the other.
fn told(message: &Value) -> String {
    message["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["description"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether a message keeps to Discord's limits on its text.
fn within_limits(message: &Value) -> bool {
    let chars = |text: &Value| text.as_str().map_or(0, |t| t.chars().count());
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    let each = embeds.iter().all(|e| chars(&e["description"]) <= 4096);
    let all: usize = embeds.iter().map(|e| chars(&e["description"])).sum();
    chars(&message["content"]) <= 2000 && embeds.len() <= 10 && each && all <= 6000
}

/// The lines after the last "Game over!" of `text`.
fn final_scores(text: &str) -> Vec<&str> {
    let Some(at) = text.rfind("Game over!") else {
        return Vec::new();
    };
    text[at..].lines().skip(1).collect()
}

fn refused_calls(fake: &Fakecord, mark: usize) -> Vec<String> {
    fake.calls_since(mark)
        .iter()
        .filter(|c| c.status == 400)
        .map(|c| format!("{} {} {}", c.method, c.path, c.body))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_played_by_the_ai_in_one_command_ends_with_its_final_scores() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let me = TestUser::new(870, "alone");
    let follower = TestUser::new(871, "follower");
    let seats = 5;
    start_with_ai(&fake, &me, CHANNEL, "boast", seats).await;
    let follow = json!([{ "type": 5, "name": "follow", "value": true }]);
    fake.command(&follower, CHANNEL, "game", game_command("watch", follow))
        .await;
    drained(&db).await;
    let mark = fake.calls().len();
    let posted_before = fake.public_messages(CHANNEL).len();
    let followed_before = fake.dm_messages(follower.id).len();

    let away = fake
        .command(&me, CHANNEL, "game", game_command("away", json!([])))
        .await;
    assert_eq!(away["type"], 4, "answered publicly: {away}");
    drained(&db).await;

    assert_eq!(
        refused_calls(&fake, mark),
        Vec::<String>::new(),
        "none beyond a limit"
    );
    let posted: Vec<Value> = fake.public_messages(CHANNEL)[posted_before..].to_vec();
    assert!(
        posted.len() >= 2,
        "a whole game's news takes several messages: {} characters",
        posted
            .iter()
            .map(|m| told(m).chars().count())
            .sum::<usize>()
    );
    assert!(posted.iter().all(within_limits));
    let sizes: Vec<usize> = posted.iter().map(|m| told(m).chars().count()).collect();
    println!(
        "the news of the game: {sizes:?} characters in {} messages",
        sizes.len()
    );
    assert!(
        posted[0]["webhook_id"].is_string(),
        "the interaction's answer comes first: {}",
        posted[0]
    );
    let nonces: std::collections::BTreeSet<&str> = posted[1..]
        .iter()
        .filter_map(|m| m["nonce"].as_str())
        .collect();
    assert_eq!(
        nonces.len(),
        posted.len() - 1,
        "the rest are the bot's own posts, each a parcel with a nonce of its own"
    );
    let last = posted.last().unwrap();
    let scores = final_scores(&told(last)).len();
    assert_eq!(
        scores,
        seats,
        "the last post ends with every final score: {}",
        told(last)
    );
    assert!(
        posted[..posted.len() - 1]
            .iter()
            .all(|m| !told(m).contains("Game over!")),
        "the result is in the last post only"
    );
    assert!(
        last["components"].to_string().contains(":rematch"),
        "the Rematch button under the result: {last}"
    );
    assert!(
        !last["attachments"].as_array().is_none_or(Vec::is_empty),
        "the score chart with the result"
    );

    // The follower's DMs of this command end with the result too.
    let followed: Vec<Value> = fake.dm_messages(follower.id)[followed_before..].to_vec();
    assert!(!followed.is_empty(), "the follower is told");
    assert!(followed.iter().all(within_limits));
    let last_dm = followed.last().unwrap();
    assert_eq!(
        final_scores(&told(last_dm)).len(),
        seats,
        "{}",
        told(last_dm)
    );
    let dm = DM_CHANNEL_BASE + follower.id;
    assert!(fake.channel_messages(dm).iter().all(within_limits));
}
