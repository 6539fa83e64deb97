//! The Rematch button, end to end through the real binary and the loopback Discord: the
//! post of a game's end carries it; a player's click opens a lobby with the same game,
//! its other players invited with one mention and seated as they join; anyone else, or
//! a second click while the lobby is open, is refused privately; and once that lobby was
//! stopped the button stays refused, so the other players are pinged once.

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::{ChannelId, GameId, UserId};
use serde_json::{json, Value};
use std::path::Path;
use support::bot::{
    bot_under_test, buttons_of, drained, game_command, play_next, private, CHANNEL,
};
use support::fakecord::{Call, Fakecord, TestUser};

/// Ann opens a Clown Standoff, Ben joins, and they play it to its end; the game.
async fn played_game(fake: &Fakecord, db: &Path, ann: &TestUser, ben: &TestUser) -> GameId {
    let new = game_command(
        "new",
        json!([{ "type": 3, "name": "game", "value": "clown" }]),
    );
    fake.command(ann, CHANNEL, "game", new).await;
    fake.command(ben, CHANNEL, "game", game_command("join", json!([])))
        .await;
    fake.command(ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    let players = vec![ann.clone(), ben.clone()];
    let mut moves = 0;
    while play_next(fake, db, &players).await {
        moves += 1;
        assert!(moves < 500, "the game ends");
    }
    drained(db).await;
    SqliteBackend::open(db)
        .and_then(|mut s| s.latest_game(ChannelId(CHANNEL)))
        .expect("the database reads")
        .expect("a game was played")
}

/// How many times these calls pinged `user` in the channel: the allowed mentions of
/// public interaction responses and of posts.
fn pings_of(calls: &[Call], user: &TestUser) -> usize {
    let posts = format!("/channels/{CHANNEL}/messages");
    calls
        .iter()
        .filter_map(|call| {
            if call.path.starts_with("/interactions/") {
                let ephemeral = call.body["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0;
                (!ephemeral).then_some(&call.body["data"])
            } else {
                (call.method == "POST" && call.path == posts).then_some(&call.body)
            }
        })
        .filter(|message| {
            message["allowed_mentions"]["users"]
                .as_array()
                .is_some_and(|users| users.contains(&Value::from(user.id.to_string())))
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rematch_button_opens_a_lobby_with_the_same_game_and_players() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let (ann, ben, cy) = (
        TestUser::new(621, "ann"),
        TestUser::new(622, "ben"),
        TestUser::new(623, "cy"),
    );
    let first = played_game(&fake, &db, &ann, &ben).await;

    let (post, ids) = buttons_of(&fake, CHANNEL, ":rematch");
    assert_eq!(ids, [format!("table:{CHANNEL}:g{}:rematch", first.0)]);
    let over = fake
        .public_messages(CHANNEL)
        .into_iter()
        .find(|m| m["id"].as_str() == Some(post.to_string().as_str()))
        .expect("the post of the game's end");
    assert!(over.to_string().contains("Game over"), "{over}");

    let stranger = fake.component(&cy, CHANNEL, post, &ids[0], &[]).await;
    assert!(private(&stranger), "{stranger}");
    assert!(
        stranger.to_string().contains("Only the players"),
        "{stranger}"
    );

    let asked = fake.component(&ben, CHANNEL, post, &ids[0], &[]).await;
    assert!(!private(&asked), "{asked}");
    let content = asked["data"]["content"].as_str().unwrap_or_default();
    assert!(
        content.contains("<@621>") && content.contains("invited"),
        "{content}"
    );
    assert_eq!(
        asked["data"]["allowed_mentions"],
        json!({ "users": ["621"] }),
        "one mention: the invited player"
    );
    let twice = fake.component(&ann, CHANNEL, post, &ids[0], &[]).await;
    assert!(private(&twice), "a lobby is open already: {twice}");
    drained(&db).await;

    let (lobby, buttons) = buttons_of(&fake, CHANNEL, ":join");
    assert!(lobby > post, "the lobby's table message is posted anew");
    let join = buttons.iter().find(|b| b.ends_with(":join")).unwrap();
    let joined = fake.component(&ann, CHANNEL, lobby, join, &[]).await;
    assert!(!private(&joined), "{joined}");
    let start = buttons.iter().find(|b| b.ends_with(":start")).unwrap();
    fake.component(&ben, CHANNEL, lobby, start, &[]).await;
    drained(&db).await;

    let record = SqliteBackend::open(&db)
        .and_then(|mut s| s.load_channel(ChannelId(CHANNEL)))
        .expect("the database reads")
        .game
        .expect("the rematch is being played");
    assert_ne!(record.id, first);
    assert_eq!(record.game, "clown");
    let seated: Vec<UserId> = record.seats.iter().map(|p| p.user).collect();
    assert_eq!(seated, [UserId(622), UserId(621)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_button_works_once_so_the_other_players_are_pinged_once() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let (ann, ben) = (TestUser::new(631, "ann"), TestUser::new(632, "ben"));
    played_game(&fake, &db, &ann, &ben).await;
    let (post, ids) = buttons_of(&fake, CHANNEL, ":rematch");
    let mark = fake.calls().len();

    // Rematch, stop, the same Rematch button again: the loop that pinged Ann each time.
    let asked = fake.component(&ben, CHANNEL, post, &ids[0], &[]).await;
    assert!(!private(&asked), "{asked}");
    let stop = game_command("stop", json!([]));
    let stopped = fake.command(&ben, CHANNEL, "game", stop.clone()).await;
    assert!(!private(&stopped), "the host closes the lobby: {stopped}");
    for clicker in [&ben, &ann, &ben] {
        let again = fake.component(clicker, CHANNEL, post, &ids[0], &[]).await;
        assert!(private(&again), "{again}");
        assert!(again.to_string().contains("works once"), "{again}");
        fake.command(clicker, CHANNEL, "game", stop.clone()).await;
    }
    drained(&db).await;

    let calls = fake.calls_since(mark);
    assert_eq!(pings_of(&calls, &ann), 1, "Ann is invited once");
    assert_eq!(pings_of(&calls, &ben), 0, "nobody pings themselves");
}
