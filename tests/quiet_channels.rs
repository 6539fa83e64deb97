//! Quieter channels, through the real binary and the loopback Discord: with the default
//! `/settings posts mode:tricks` a card that ends nothing is confirmed privately and
//! shown on the table message, and whoever must act next is pinged by a short post that
//! goes once they have acted; the end of a trick is posted. `every_move` brings back a
//! post per move, and only moderators choose. Handing a seat to the AI and taking it
//! back, again and again, names whoever the game waits for but pings them no more.

mod support;

use serde_json::{json, Value};
use std::path::Path;
use support::bot::{
    bot_under_test, drained, game_command, next_move, pings, players, private, seat_and_start,
    spawn_bot_with, CHANNEL,
};
use support::fakecord::{Fakecord, TestUser};

/// Plays the next legal move of whoever must act, and returns who and the answer.
async fn play(fake: &Fakecord, db: &Path) -> (TestUser, Value) {
    let (mover, notation) = next_move(db, &players()).expect("someone must act");
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    let answer = fake.command(&mover, CHANNEL, "play", options).await;
    (mover, answer)
}

/// The users a message may ping.
fn may_ping(message: &Value) -> Vec<String> {
    message["allowed_mentions"]["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .filter_map(|u| u.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The table message as it stands (the one message with buttons).
fn table_message(fake: &Fakecord) -> Value {
    fake.public_messages(CHANNEL)
        .into_iter()
        .rev()
        .find(|m| m["components"].as_array().is_some_and(|c| !c.is_empty()))
        .expect("a table message")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trick_is_one_post_and_the_ping_goes_once_its_player_acts() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    seat_and_start(&fake, &players()).await;
    drained(&db).await;
    let posts_at_start = fake.public_messages(CHANNEL).len();

    // BN-5: three players, three cards to a trick. The first two end nothing.
    for _ in 0..2 {
        let (mover, answer) = play(&fake, &db).await;
        assert!(
            private(&answer),
            "a card that ends nothing is answered privately: {answer}"
        );
        assert!(answer.to_string().contains("You played"), "{answer}");
        drained(&db).await;
        let (next, _) = next_move(&db, &players()).expect("the trick goes on");
        let pings = pings(&fake, CHANNEL);
        assert_eq!(pings.len(), 1, "one ping stands: {pings:?}");
        // A follow-up of the move (see tests/ping_followups.rs).
        let posted = fake
            .calls()
            .into_iter()
            .rev()
            .find(|c| c.method == "POST" && c.path.starts_with("/webhooks/"))
            .expect("the ping was posted");
        assert_eq!(posted.body["content"], pings[0]["content"]);
        assert_eq!(
            may_ping(&posted.body),
            [next.id.to_string()],
            "only who acts next"
        );
        assert!(
            pings[0]["content"]
                .as_str()
                .unwrap()
                .contains(&format!("<@{}>", next.id)),
            "{}",
            pings[0]
        );
        let shown = table_message(&fake).to_string();
        assert!(
            shown.contains(&format!("<@{}> plays", mover.id)),
            "the play shows on the table message: {shown}"
        );
    }
    assert_eq!(
        fake.public_messages(CHANNEL).len(),
        posts_at_start + 1,
        "two plays left one ping and no other post"
    );

    // The third card ends the trick: posted for everyone, and the last ping goes.
    let (_, answer) = play(&fake, &db).await;
    assert!(!private(&answer), "the end of a trick is posted: {answer}");
    assert!(answer.to_string().contains("takes the trick"), "{answer}");
    drained(&db).await;
    assert!(
        pings(&fake, CHANNEL).is_empty(),
        "the acted-on ping is deleted"
    );
    assert_eq!(fake.public_messages(CHANNEL).len(), posts_at_start + 1);
    let deletes = fake
        .calls()
        .iter()
        .filter(|c| c.method == "DELETE" && c.path.contains("/messages/"))
        .count();
    assert_eq!(deletes, 2, "each ping deleted once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_move_is_posted_when_a_moderator_says_so() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let everyone = players();
    let every_move = json!([{ "type": 1, "name": "posts", "options": [
        { "type": 3, "name": "mode", "value": "every_move" }
    ]}]);
    let refused = fake
        .command(&everyone[1], CHANNEL, "settings", every_move.clone())
        .await;
    assert!(private(&refused), "only moderators choose: {refused}");
    let moderator = TestUser {
        permissions: 0x10,
        ..everyone[0].clone()
    };
    let set = fake
        .command(&moderator, CHANNEL, "settings", every_move)
        .await;
    assert!(!private(&set), "the channel is told: {set}");
    assert!(set.to_string().contains("every move"), "{set}");

    seat_and_start(&fake, &everyone).await;
    for _ in 0..3 {
        let (mover, answer) = play(&fake, &db).await;
        assert!(!private(&answer), "every move is posted: {answer}");
        assert!(
            !may_ping(&answer["data"]).contains(&mover.id.to_string()),
            "never the mover: {answer}"
        );
    }
    drained(&db).await;
    assert!(
        pings(&fake, CHANNEL).is_empty(),
        "no pings besides the posts"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_and_back_again_and_again_ping_nobody_the_game_already_waits_for() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    // As fast as the finding's 60 toggles a minute: beyond the default command rate.
    let _bot = spawn_bot_with(&fake, &db, &[("GAMETABLE_COMMANDS_PER_10S", "100")]);
    fake.wait_sessions(1).await;
    let everyone = players();
    seat_and_start(&fake, &everyone).await;
    drained(&db).await;
    let (waited, _) = next_move(&db, &everyone).expect("someone must act");
    let toggler = everyone
        .iter()
        .find(|p| p.id != waited.id)
        .expect("someone else");
    let mark = fake.calls().len();
    for _ in 0..5 {
        for sub in ["away", "back"] {
            let answer = fake
                .command(toggler, CHANNEL, "game", game_command(sub, json!([])))
                .await;
            assert!(!private(&answer), "posted for everyone: {answer}");
            let content = answer["data"]["content"].as_str().unwrap_or_default();
            assert!(
                content.contains(&format!("<@{}>", waited.id)),
                "still named: {content}"
            );
            assert_eq!(may_ping(&answer["data"]), Vec::<String>::new(), "{answer}");
        }
    }
    drained(&db).await;
    let pinged: Vec<String> = fake
        .calls_since(mark)
        .iter()
        .filter(|c| {
            c.path.starts_with("/interactions/")
                || (c.method == "POST" && c.path.starts_with("/webhooks/"))
                || (c.method == "POST" && c.path == format!("/channels/{CHANNEL}/messages"))
        })
        .flat_map(|c| [may_ping(&c.body), may_ping(&c.body["data"])].concat())
        .collect();
    assert_eq!(pinged, Vec::<String>::new(), "ten toggles, no ping");
    assert_eq!(
        next_move(&db, &everyone).map(|(p, _)| p.id),
        Some(waited.id),
        "the game still waits for the same person"
    );
}
