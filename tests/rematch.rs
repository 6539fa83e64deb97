//! The Rematch button, end to end through the real binary and the loopback Discord: the
//! post of a game's end carries it; a player's click opens a lobby with the same game,
//! its other players invited with one mention and seated as they join; anyone else, or
//! a second click while the lobby is open, is refused privately.

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::{ChannelId, UserId};
use serde_json::json;
use support::bot::{
    bot_under_test, buttons_of, drained, game_command, play_next, private, CHANNEL,
};
use support::fakecord::TestUser;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rematch_button_opens_a_lobby_with_the_same_game_and_players() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let (ann, ben, cy) = (
        TestUser::new(621, "ann"),
        TestUser::new(622, "ben"),
        TestUser::new(623, "cy"),
    );
    let players = vec![ann.clone(), ben.clone()];
    let new = game_command(
        "new",
        json!([{ "type": 3, "name": "game", "value": "clown" }]),
    );
    fake.command(&ann, CHANNEL, "game", new).await;
    fake.command(&ben, CHANNEL, "game", game_command("join", json!([])))
        .await;
    fake.command(&ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    let mut moves = 0;
    while play_next(&fake, &db, &players).await {
        moves += 1;
        assert!(moves < 500, "the game ends");
    }
    drained(&db).await;
    let first = SqliteBackend::open(&db)
        .and_then(|mut s| s.latest_game(ChannelId(CHANNEL)))
        .expect("the database reads")
        .expect("a game was played");

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
