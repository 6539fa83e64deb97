//! Delivery end to end: the real `gametable bot` binary against the loopback fake of
//! Discord, killed with SIGKILL at random points of a game, and faced with server errors,
//! closed DMs and channels closed to it. The bot's own SQLite file says what was promised
//! (the outbox); the fake says what arrived.

mod support;

use gametable::store::{Backend, OutboxEntry, SqliteBackend};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;
use support::bot::{
    accepted, drained, game_command, game_under_way, hands, next_move, outbox, pings, play_next,
    players, seat_and_start, seat_and_start_with, spawn_bot, CHANNEL,
};
use support::fakecord::{Fakecord, DM_CHANNEL_BASE};

/// Parcels that become new messages (posts, direct messages, fallbacks, fresh table
/// messages), by nonce: table-message edits have none.
fn posted_parcels(db: &std::path::Path, entries: &[OutboxEntry]) -> Vec<String> {
    let installation = SqliteBackend::open(db)
        .and_then(|mut store| store.installation())
        .expect("the store's number");
    entries
        .iter()
        // Table-message edits stand for the table as it is: a newer one replaces a pending
        // one, which is then never sent. Pings may only delete the last one (no post); that
        // they are never left behind is checked below.
        .filter(|e| !e.lane.starts_with("board:") && !e.lane.starts_with("ping:"))
        .map(|e| gametable::discord::nonce(installation, e.id))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_twenty_random_points_loses_and_doubles_no_promised_message() {
    let fake = Fakecord::start().await;
    // A realistic round trip, so that kills land while messages are on their way.
    fake.set_latency(Duration::from_millis(60));
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let players = players();
    let mut rng = ChaCha8Rng::seed_from_u64(13);

    let mut bot = spawn_bot(&fake, &db);
    let mut sessions = 1;
    fake.wait_sessions(sessions).await;
    seat_and_start(&fake, &players).await;

    let mut promised_at_kills = Vec::new();
    let mut kills = 0;
    let mut moves = 0;
    while kills < 20 {
        let Some((mover, notation)) = next_move(&db, &players) else {
            break;
        };
        let options = json!([{ "type": 3, "name": "move", "value": notation }]);
        let pending_move = {
            let fake = fake.clone();
            tokio::spawn(async move { fake.command(&mover, CHANNEL, "play", options).await })
        };
        moves += 1;
        match rng.gen_range(0..3) {
            // While the move is being handled: maybe before its commit, maybe after.
            0 => {
                tokio::time::sleep(Duration::from_millis(rng.gen_range(0..60))).await;
                // Its answer may never come: nobody waits for it.
                pending_move.abort();
            }
            // After it was answered, while what it promised is on its way.
            1 => {
                let _ = pending_move.await;
                tokio::time::sleep(Duration::from_millis(rng.gen_range(0..250))).await;
            }
            // No kill this time.
            _ => {
                let answer = pending_move.await.expect("the move is answered");
                assert!(
                    accepted(&answer),
                    "the move {notation} was refused: {answer}"
                );
                continue;
            }
        }
        drop(bot);
        kills += 1;
        promised_at_kills.extend(posted_parcels(&db, &outbox(&db)));
        bot = spawn_bot(&fake, &db);
        sessions += 1;
        fake.wait_sessions(sessions).await;
        drained(&db).await;
    }
    assert_eq!(
        kills, 20,
        "the game ended after {moves} moves, before 20 kills"
    );
    drained(&db).await;

    let created = fake.created_nonces();
    let mut times: HashMap<&str, usize> = HashMap::new();
    for (_, nonce) in &created {
        *times.entry(nonce.as_str()).or_default() += 1;
    }
    assert!(
        !promised_at_kills.is_empty(),
        "no kill caught a message on its way; the test proves nothing"
    );
    for nonce in &promised_at_kills {
        assert_eq!(
            times.get(nonce.as_str()).copied().unwrap_or(0),
            1,
            "parcel {nonce}, pending at a kill, must arrive exactly once"
        );
    }
    let doubled: Vec<_> = times.iter().filter(|(_, n)| **n > 1).collect();
    assert!(doubled.is_empty(), "messages made twice: {doubled:?}");
    let pings = pings(&fake, CHANNEL);
    assert!(pings.len() <= 1, "old pings are removed: {pings:?}");
    for player in &players {
        assert!(
            !hands(&fake, player.id).is_empty(),
            "{} got their hand",
            player.name
        );
    }
    println!(
        "{moves} moves, 20 kills, {} parcels pending at the kills, {} messages with nonces",
        promised_at_kills.len(),
        created.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_errors_on_a_post_are_retried_until_it_is_delivered() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let players = players();
    let _bot = spawn_bot(&fake, &db);
    fake.wait_sessions(1).await;
    // Ann's hand: her DM channel answers 500, 502 and 503 before it takes the message.
    // A real-time clock: players are reminded in the channel, so her hand is her only DM.
    let dm = format!("/channels/{}/messages", DM_CHANNEL_BASE + players[0].id);
    for status in [500, 502, 503] {
        fake.inject_status("POST", &dm, status, 1);
    }
    let live = json!({"type": 3, "name": "clock", "value": "10m"});
    seat_and_start_with(&fake, &players, vec![live]).await;
    drained(&db).await;

    let tries: Vec<u16> = fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == dm)
        .map(|c| c.status)
        .collect();
    assert_eq!(
        tries,
        vec![500, 502, 503, 200],
        "retried after each server error"
    );
    assert_eq!(hands(&fake, players[0].id).len(), 1, "her hand, once");
    assert!(outbox(&db).is_empty(), "nothing pending or failed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_mid_game_are_told_once_and_hand_clears_the_mark() {
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;
    let ben = &players[1];
    let ben_dm = format!("/channels/{}/messages", DM_CHANNEL_BASE + ben.id);
    assert_eq!(hands(&fake, ben.id).len(), 1, "the first hand arrived");

    // Ben closes his DMs; the game goes on through several deals.
    fake.close_dms(ben.id);
    let mut moves = 0;
    while fake
        .calls()
        .iter()
        .filter(|c| c.path == ben_dm && c.status == 403)
        .count()
        == 0
    {
        assert!(
            play_next(&fake, &db, &players).await,
            "a deal came before the end"
        );
        moves += 1;
    }
    for _ in 0..40 {
        if !play_next(&fake, &db, &players).await {
            break;
        }
        moves += 1;
    }
    drained(&db).await;
    let refused = fake
        .calls()
        .iter()
        .filter(|c| c.path == ben_dm && c.status == 403)
        .count();
    assert_eq!(
        refused, 1,
        "one refusal, then no more DMs while he is marked ({moves} moves)"
    );
    let notices: Vec<Value> = fake
        .public_messages(CHANNEL)
        .into_iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .unwrap_or_default()
                .contains("direct messages")
        })
        .collect();
    assert_eq!(notices.len(), 1, "told once in the channel: {notices:?}");
    assert_eq!(
        notices[0]["content"]
            .as_str()
            .unwrap_or_default()
            .matches(&format!("<@{}>", ben.id))
            .count(),
        1
    );
    // /hand still serves him, ephemerally, and clears his mark.
    let hand = fake.command(ben, CHANNEL, "hand", Value::Null).await;
    assert!(
        hand["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0,
        "{hand}"
    );

    // He opens his DMs; since /hand cleared the mark, the next game sends his hand.
    fake.open_dms(ben.id);
    fake.command(
        &players[0],
        CHANNEL,
        "game",
        game_command("stop", json!([])),
    )
    .await;
    let before = hands(&fake, ben.id).len();
    seat_and_start(&fake, &players).await;
    drained(&db).await;
    assert_eq!(
        hands(&fake, ben.id).len(),
        before + 1,
        "the new game's hand"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_closed_to_the_bot_is_marked_and_its_host_told_by_dm() {
    let (fake, _dir, db, _bot, players) = game_under_way(Vec::new()).await;

    fake.forbid_channel(CHANNEL, 50013);
    for _ in 0..6 {
        play_next(&fake, &db, &players).await;
    }
    drained(&db).await;
    let refused = fake
        .calls()
        .iter()
        .filter(|c| c.path.starts_with(&format!("/channels/{CHANNEL}/")) && c.status == 403)
        .count();
    // A refusal per lane that had a request on its way, then nothing more.
    assert!(
        (1..=2).contains(&refused),
        "{refused} refusals: the bot must stop sending there"
    );
    let host_dms = fake.dm_messages(players[0].id);
    let notice = host_dms
        .iter()
        .find(|m| {
            m["content"]
                .as_str()
                .unwrap_or_default()
                .contains(&format!("<#{CHANNEL}>"))
        })
        .unwrap_or_else(|| panic!("the host was told: {host_dms:?}"));
    assert!(notice["content"]
        .as_str()
        .unwrap_or_default()
        .contains("permission"));
    let failed: Vec<OutboxEntry> = outbox(&db).into_iter().filter(|e| e.failed).collect();
    assert!(
        !failed.is_empty(),
        "what could not be sent is kept, visible"
    );
    assert!(failed.iter().all(|e| e.last_error.is_some()));

    // A new table in the channel lifts the mark.
    fake.allow_channel(CHANNEL);
    fake.command(
        &players[0],
        CHANNEL,
        "game",
        game_command("stop", json!([])),
    )
    .await;
    let new = game_command(
        "new",
        json!([{"type": 3, "name": "game", "value": "boast"}]),
    );
    fake.command(&players[0], CHANNEL, "game", new).await;
    drained(&db).await;
    let after: usize = fake
        .calls()
        .iter()
        .filter(|c| c.path.starts_with(&format!("/channels/{CHANNEL}/")) && c.status == 200)
        .count();
    assert!(after > 0, "the bot posts there again");
}
