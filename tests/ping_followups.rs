//! Pings as follow-ups of the command that caused them, through the real binary and the
//! loopback Discord: in a quiet channel the ping post goes through the webhook of the
//! move's interaction and is deleted through it while its token is valid, none of it on
//! the bot's global rate limit. A token past its time (by the bot's clock, or refused by
//! Discord) leaves both to the channel routes. Across a SIGKILL, and after a follow-up
//! that got no answer, a ping stands once: neither lost nor doubled.

mod support;

use gametable::discord::{run, BotConfig};
use gametable::i18n::Lang;
use gametable::table::{Clock, ManualClock, SystemClock};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use support::bot::{
    accepted, drained, game_under_way, next_move, pings, players, private, seat_and_start,
    spawn_bot, CHANNEL,
};
use support::fakecord::{Call, Fakecord, APP_ID, GUILD_ID};

/// The channel's message routes.
fn channel_messages() -> String {
    format!("/channels/{CHANNEL}/messages")
}

/// The webhook of one interaction, as the fake issued it.
#[derive(Clone, Debug)]
struct Hook {
    interaction: u64,
    token: String,
}

impl Hook {
    /// Where its follow-ups are posted.
    fn post(&self) -> String {
        format!("/webhooks/{APP_ID}/{}", self.token)
    }

    /// Where its message `id` is deleted.
    fn message(&self, id: u64) -> String {
        format!("{}/messages/{id}", self.post())
    }
}

/// Plays the next legal move as whoever must act (an ordinary `/play`), and returns the
/// answer and the webhook of its interaction.
async fn play(fake: &Fakecord, db: &Path) -> (Value, Hook) {
    let (mover, notation) = next_move(db, &players()).expect("someone must act");
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    let answer = fake.command(&mover, CHANNEL, "play", options).await;
    assert!(accepted(&answer), "{notation} was refused: {answer}");
    (answer, last_hook(fake))
}

/// The webhook of the newest interaction the bot answered.
fn last_hook(fake: &Fakecord) -> Hook {
    let callback = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.path.starts_with("/interactions/") && c.path.ends_with("/callback"))
        .expect("an interaction was answered");
    let parts: Vec<&str> = callback.path.split('/').collect();
    Hook {
        interaction: parts[2].parse().expect("an interaction id"),
        token: parts[3].to_owned(),
    }
}

/// The one ping standing in the channel: its id, and the interaction that made it (none
/// for one posted by the channel routes).
fn the_ping(fake: &Fakecord) -> (u64, Option<u64>) {
    let pings = pings(fake, CHANNEL);
    assert_eq!(pings.len(), 1, "one ping stands: {pings:#?}");
    let id = pings[0]["id"].as_str().and_then(|i| i.parse().ok());
    let by = pings[0]["interaction_metadata"]["id"]
        .as_str()
        .and_then(|i| i.parse().ok());
    (id.expect("a message id"), by)
}

/// The calls since `mark` with this method and path.
fn calls_to(fake: &Fakecord, mark: usize, method: &str, path: &str) -> Vec<Call> {
    fake.calls_since(mark)
        .into_iter()
        .filter(|c| c.method == method && c.path == path)
        .collect()
}

/// The calls since `mark` that made or removed a message of the channel by its routes.
fn by_channel_routes(fake: &Fakecord, mark: usize) -> Vec<Call> {
    fake.calls_since(mark)
        .into_iter()
        .filter(|c| matches!(c.method.as_str(), "POST" | "DELETE"))
        .filter(|c| c.path.starts_with(&channel_messages()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pings_are_follow_ups_of_their_moves_deleted_through_the_same_webhook() {
    let (fake, _dir, db, _bot, _) = game_under_way(Vec::new()).await;
    let mark = fake.calls().len();

    // BN-5: the first two cards of a trick end nothing: each pings who acts next.
    let (answer, first) = play(&fake, &db).await;
    assert!(private(&answer), "{answer}");
    drained(&db).await;
    let (ping, by) = the_ping(&fake);
    assert_eq!(by, Some(first.interaction), "a follow-up of the move");
    let made = calls_to(&fake, mark, "POST", &first.post());
    assert_eq!(made.len(), 1, "{}", fake.call_log());
    assert_eq!(made[0].created, Some(ping));
    assert_eq!(
        made[0].body["allowed_mentions"]["users"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
    assert!(
        made[0].body.get("nonce").is_none(),
        "a webhook takes no nonce"
    );

    let (_, second) = play(&fake, &db).await;
    drained(&db).await;
    let deleted = calls_to(&fake, mark, "DELETE", &first.message(ping));
    assert_eq!(deleted.len(), 1, "{}", fake.call_log());
    assert_eq!(deleted[0].status, 204);
    let (next_ping, by) = the_ping(&fake);
    assert_eq!(by, Some(second.interaction));

    // The third card ends the trick: posted for everyone, and the ping goes.
    let (answer, _) = play(&fake, &db).await;
    assert!(!private(&answer), "{answer}");
    drained(&db).await;
    assert!(pings(&fake, CHANNEL).is_empty());
    assert_eq!(
        calls_to(&fake, mark, "DELETE", &second.message(next_ping)).len(),
        1
    );
    let by_channel = by_channel_routes(&fake, mark);
    assert!(
        by_channel.is_empty(),
        "by the channel routes: {by_channel:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_webhook_leaves_the_ping_to_the_channel_routes() {
    let (fake, _dir, db, _bot, _) = game_under_way(Vec::new()).await;
    let (_, first) = play(&fake, &db).await;
    drained(&db).await;
    let (old, _) = the_ping(&fake);

    // The first move's token expires; the second's follow-up is refused.
    fake.expire_tokens();
    fake.inject_error("POST", "/webhooks/", 404, 10015, "Unknown Webhook", 1);
    let mark = fake.calls().len();
    let (_, second) = play(&fake, &db).await;
    drained(&db).await;
    let tried = calls_to(&fake, mark, "DELETE", &first.message(old));
    assert_eq!(tried.iter().map(|c| c.status).collect::<Vec<_>>(), [401]);
    let deleted = calls_to(
        &fake,
        mark,
        "DELETE",
        &format!("{}/{old}", channel_messages()),
    );
    assert_eq!(deleted.iter().map(|c| c.status).collect::<Vec<_>>(), [204]);
    let refused = calls_to(&fake, mark, "POST", &second.post());
    assert_eq!(refused.iter().map(|c| c.status).collect::<Vec<_>>(), [404]);
    let (ping, by) = the_ping(&fake);
    assert_eq!(by, None, "posted by the channel");
    let posted = calls_to(&fake, mark, "POST", &channel_messages());
    assert_eq!(posted.len(), 1, "{}", fake.call_log());
    assert_eq!(posted[0].created, Some(ping));
    assert_eq!(posted[0].body["enforce_nonce"], true, "with its nonce");

    // One posted by the channel is deleted by the channel.
    let mark = fake.calls().len();
    play(&fake, &db).await;
    drained(&db).await;
    assert!(pings(&fake, CHANNEL).is_empty());
    let deleted = calls_to(
        &fake,
        mark,
        "DELETE",
        &format!("{}/{ping}", channel_messages()),
    );
    assert_eq!(deleted.len(), 1, "{}", fake.call_log());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_past_its_time_by_the_bots_clock_is_not_used() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let clock = Arc::new(ManualClock::at(SystemClock.now_ms()));
    let stop = start_in_process(&fake, &db, clock.clone()).await;
    seat_and_start(&fake, &players()).await;
    drained(&db).await;
    let (_, first) = play(&fake, &db).await;
    drained(&db).await;
    let (old, _) = the_ping(&fake);

    // Fifteen minutes later: the fake would still take the token, the bot does not.
    clock.advance(15 * 60 * 1000);
    let mark = fake.calls().len();
    let (_, second) = play(&fake, &db).await;
    drained(&db).await;
    assert!(calls_to(&fake, mark, "DELETE", &first.message(old)).is_empty());
    let deleted = calls_to(
        &fake,
        mark,
        "DELETE",
        &format!("{}/{old}", channel_messages()),
    );
    assert_eq!(deleted.len(), 1, "{}", fake.call_log());
    assert_eq!(
        the_ping(&fake).1,
        Some(second.interaction),
        "the new move's own token is fresh"
    );
    let _ = stop.send(());
}

/// The bot in this process, on `clock`, connected to `fake`; it stops when the returned
/// sender is used or dropped.
async fn start_in_process(
    fake: &Fakecord,
    db: &Path,
    clock: Arc<ManualClock>,
) -> tokio::sync::oneshot::Sender<()> {
    let config = BotConfig {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        api_url: Some(fake.api_url()),
        db: db.into(),
        default_lang: Lang::En,
        board_interval: Duration::from_millis(100),
        requests_per_second: 50,
        fair_use: gametable::table::FairUse::default(),
        table_idle: Duration::from_secs(1800),
        keep_ended: None,
        shards: None,
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let ctx = gametable::cli::context(Lang::En);
    tokio::spawn(run(config, ctx, clock, async {
        let _ = stopped.await;
    }));
    fake.wait_ready().await;
    stop
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_whose_answer_died_with_the_bot_stands_once() {
    let (fake, _dir, db, bot, _) = game_under_way(Vec::new()).await;
    play(&fake, &db).await;
    drained(&db).await;

    // The follow-up is made, but the bot is killed before Discord's answer reaches it.
    fake.inject_hang("POST", "/webhooks/", Duration::from_secs(2), 1);
    let (_, second) = play(&fake, &db).await;
    fake.wait_for_arrival(|method, path| method == "POST" && path == second.post())
        .await;
    drop(bot);
    let made = fake
        .wait_for_call(|c| c.method == "POST" && c.path == second.post())
        .await;
    let made = made.created.expect("Discord made it");

    let mark = fake.calls().len();
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(2).await;
    drained(&db).await;
    assert_eq!(the_ping(&fake), (made, Some(second.interaction)));
    assert!(
        calls_to(&fake, mark, "POST", &second.post()).is_empty(),
        "not asked for again: {}",
        fake.call_log()
    );
    let looked = calls_to(&fake, mark, "GET", &channel_messages());
    assert_eq!(looked.len(), 1, "looked for once");
    assert!(by_channel_routes(&fake, mark).is_empty());

    // It is the ping the next move removes, through its webhook.
    play(&fake, &db).await;
    drained(&db).await;
    assert!(pings(&fake, CHANNEL).is_empty());
    assert_eq!(
        calls_to(&fake, mark, "DELETE", &second.message(made)).len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_the_bot_was_killed_before_asking_for_is_made_after_the_restart() {
    let (fake, _dir, db, bot, _) = game_under_way(Vec::new()).await;
    let (_, first) = play(&fake, &db).await;
    drained(&db).await;
    let (old, _) = the_ping(&fake);

    // Killed while the shown ping is being deleted: the new one was not asked for yet.
    fake.inject_hang("DELETE", "/webhooks/", Duration::from_secs(2), 1);
    let (_, second) = play(&fake, &db).await;
    fake.wait_for_arrival(|method, path| method == "DELETE" && path == first.message(old))
        .await;
    drop(bot);
    fake.wait_for_call(|c| c.method == "DELETE" && c.path == first.message(old))
        .await;

    let mark = fake.calls().len();
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(2).await;
    drained(&db).await;
    let (_, by) = the_ping(&fake);
    assert_eq!(by, Some(second.interaction), "not lost");
    let made = calls_to(&fake, mark, "POST", &second.post());
    assert_eq!(made.iter().map(|c| c.status).collect::<Vec<_>>(), [200]);
    assert!(by_channel_routes(&fake, mark).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_that_got_no_answer_is_looked_for_before_it_is_asked_for_again() {
    let (fake, _dir, db, _bot, _) = game_under_way(Vec::new()).await;
    play(&fake, &db).await;
    drained(&db).await;

    fake.inject_status("POST", "/webhooks/", 503, 1);
    let mark = fake.calls().len();
    let (_, second) = play(&fake, &db).await;
    drained(&db).await;
    let asked = calls_to(&fake, mark, "POST", &second.post());
    assert_eq!(
        asked.iter().map(|c| c.status).collect::<Vec<_>>(),
        [503, 200]
    );
    let looked = calls_to(&fake, mark, "GET", &channel_messages());
    assert_eq!(looked.len(), 1, "looked for before the second try");
    assert!(looked[0].answered <= asked[1].at);
    assert_eq!(
        the_ping(&fake),
        (asked[1].created.expect("made"), Some(second.interaction))
    );
}
