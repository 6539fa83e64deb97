//! The mark of a person who refuses DMs, through the real binary and the loopback
//! Discord: a follower whose news is refused is dropped (stored) without a word in the
//! channel; starting a game or asking for one's hand clears the mark, so a DM is tried
//! again; the channel is told once per mark.

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::{ChannelId, UserId};
use serde_json::{json, Value};
use support::bot::{
    drained, game_command, hands, next_move_in, spawn_bot_with, start_with_ai, Bot, CHANNEL,
};
use support::fakecord::{Fakecord, TestUser, DM_CHANNEL_BASE};

/// The bot against a fake Discord, with room for the many commands of these tests.
async fn bot_under_test() -> (Fakecord, tempfile::TempDir, std::path::PathBuf, Bot) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let bot = spawn_bot_with(&fake, &db, &[("GAMETABLE_COMMANDS_PER_10S", "100")]);
    fake.wait_sessions(1).await;
    (fake, dir, db, bot)
}

fn refused_dms(fake: &Fakecord, user: u64) -> usize {
    let dm = format!("/channels/{}/messages", DM_CHANNEL_BASE + user);
    fake.calls()
        .iter()
        .filter(|c| c.path == dm && c.status == 403)
        .count()
}

/// The posts in the channel that tell `user` their DMs are closed.
fn notices(fake: &Fakecord, user: u64) -> usize {
    fake.public_messages(CHANNEL)
        .iter()
        .filter(|m| {
            let content = m["content"].as_str().unwrap_or_default();
            content.contains("direct messages") && content.contains(&format!("<@{user}>"))
        })
        .count()
}

fn stored(db: &std::path::Path) -> SqliteBackend {
    SqliteBackend::open(db).expect("the bot's database")
}

async fn play(fake: &Fakecord, db: &std::path::Path, who: &TestUser) {
    let (mover, notation) =
        next_move_in(db, CHANNEL, std::slice::from_ref(who)).expect("a move to play");
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    fake.command(&mover, CHANNEL, "play", options).await;
}

async fn stop(fake: &Fakecord, host: &TestUser) {
    fake.command(host, CHANNEL, "game", game_command("stop", json!([])))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_whose_news_is_refused_is_dropped_without_a_word_in_the_channel() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let ann = TestUser::new(601, "ann");
    let fay = TestUser::new(970, "fay");
    start_with_ai(&fake, &ann, CHANNEL, "boast", 3).await;
    let follow = json!([{ "type": 5, "name": "follow", "value": true }]);
    fake.command(&fay, CHANNEL, "game", game_command("watch", follow))
        .await;
    drained(&db).await;
    assert_eq!(
        stored(&db)
            .load_channel(ChannelId(CHANNEL))
            .unwrap()
            .watchers
            .len(),
        1
    );

    fake.close_dms(fay.id);
    // BN-5: with two AI seats, each card of Ann's ends a trick.
    for _ in 0..4 {
        play(&fake, &db, &ann).await;
        drained(&db).await;
    }
    assert_eq!(refused_dms(&fake, fay.id), 1, "tried once, then dropped");
    let mut store = stored(&db);
    assert!(store
        .load_channel(ChannelId(CHANNEL))
        .unwrap()
        .watchers
        .is_empty());
    assert!(store
        .direct_channel(UserId(fay.id))
        .unwrap()
        .closed_at
        .is_some());
    assert_eq!(
        notices(&fake, fay.id),
        0,
        "a follower is nobody the channel needs"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starting_a_game_or_asking_for_ones_hand_clears_the_mark() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let eve = TestUser::new(801, "eve");
    let ann = TestUser::new(601, "ann");
    fake.close_dms(eve.id);
    start_with_ai(&fake, &eve, CHANNEL, "boast", 3).await;
    drained(&db).await;
    assert_eq!(refused_dms(&fake, eve.id), 1, "her hand");
    assert_eq!(notices(&fake, eve.id), 1);
    for _ in 0..4 {
        play(&fake, &db, &eve).await;
    }
    drained(&db).await;
    assert_eq!(refused_dms(&fake, eve.id), 1, "marked: nothing tried");

    // She starts another game: the mark is cleared and its hand tried (and refused).
    stop(&fake, &eve).await;
    start_with_ai(&fake, &eve, CHANNEL, "boast", 3).await;
    drained(&db).await;
    assert_eq!(refused_dms(&fake, eve.id), 2, "tried again after her start");
    assert_eq!(notices(&fake, eve.id), 2, "told once per mark");

    // She opens her DMs and asks for her hand: the mark goes, and the next game that
    // someone else starts sends her hand by DM.
    fake.open_dms(eve.id);
    let hand: Value = fake.command(&eve, CHANNEL, "hand", Value::Null).await;
    assert!(
        hand["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0,
        "{hand}"
    );
    assert_eq!(
        stored(&db)
            .direct_channel(UserId(eve.id))
            .unwrap()
            .closed_at,
        None
    );
    stop(&fake, &eve).await;
    let before = hands(&fake, eve.id).len();
    let new = game_command(
        "new",
        json!([{"type": 3, "name": "game", "value": "boast"}]),
    );
    fake.command(&ann, CHANNEL, "game", new).await;
    fake.command(&eve, CHANNEL, "game", game_command("join", json!([])))
        .await;
    fake.command(&ann, CHANNEL, "game", game_command("bot", json!([])))
        .await;
    fake.command(&ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    drained(&db).await;
    assert_eq!(
        hands(&fake, eve.id).len(),
        before + 1,
        "her hand by DM again"
    );
}
