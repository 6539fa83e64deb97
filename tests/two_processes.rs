//! Two bot processes share the load on one database: the real `gametable bot` binary,
//! twice, each running half of the gateway shards, against the loopback fake of Discord,
//! which hands the interactions of one game to each process in turn; and two `gametable
//! serve` instances taking turns at the requests, as behind a load balancer. The game stays
//! consistent, every hand and post arrives exactly once, and when one process is killed
//! mid-game the other carries on alone.

#[path = "support/backends.rs"]
mod backends;
mod support;

use gametable::store::{Backend, Location};
use serde_json::json;
use std::collections::HashMap;
use std::time::Duration;
use support::bot::{
    accepted, drained, game_command, hands, next_move, next_move_from, players, seat_and_start,
    spawn_bot_with, Bot, CHANNEL, DRAIN_PATIENCE,
};
use support::endpoint::{free_port, spawn_serve, Endpoint};
use support::fakecord::Fakecord;

/// Moves played while both processes run; then one of them is killed.
const MOVES_TOGETHER: usize = 30;

/// A bot process running half of the shards (`0..1` or `1..2` of 2) on `database`.
fn half(fake: &Fakecord, database: &Location, shards: &str) -> Bot {
    let shards = [("GAMETABLE_SHARDS", shards), ("GAMETABLE_SHARD_TOTAL", "2")];
    match database {
        Location::Sqlite(path) => spawn_bot_with(fake, path, &shards),
        // The test database's URL has no password, so it prints whole.
        Location::Postgres(url) => {
            let url = url.to_string();
            let mut env = shards.to_vec();
            env.push(("DATABASE_URL", &url));
            spawn_bot_with(fake, std::path::Path::new("unused.db"), &env)
        }
    }
}

/// Waits until the outbox of `store` holds nothing to send.
async fn drained_in(store: &mut dyn Backend) {
    let deadline = tokio::time::Instant::now() + DRAIN_PATIENCE;
    loop {
        let entries = store.outbox().expect("the outbox reads");
        let pending: Vec<_> = entries.into_iter().filter(|e| !e.failed).collect();
        if pending.is_empty() {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "still pending: {pending:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// No message was made twice, every player got a hand, and the end was posted once.
fn every_message_once(fake: &Fakecord) {
    let mut times: HashMap<String, usize> = HashMap::new();
    for (_, nonce) in fake.created_nonces() {
        *times.entry(nonce).or_default() += 1;
    }
    let doubled: Vec<_> = times.iter().filter(|(_, n)| **n > 1).collect();
    assert!(doubled.is_empty(), "messages made twice: {doubled:?}");
    for player in &players() {
        assert!(
            !hands(fake, player.id).is_empty(),
            "{} got their hand",
            player.name
        );
    }
    let over: Vec<_> = fake
        .public_messages(CHANNEL)
        .into_iter()
        .filter(|m| m["components"].to_string().contains(":rematch"))
        .collect();
    assert_eq!(over.len(), 1, "the end is posted once: {over:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_play_one_game_and_one_carries_on_alone() {
    for database in backends::databases() {
        let location = database.location().expect("a database");
        share_one_game(&location).await;
    }
}

async fn share_one_game(database: &Location) {
    let fake = Fakecord::start().await;
    let first = half(&fake, database, "0..1");
    fake.wait_sessions(1).await;
    let second = half(&fake, database, "1..2");
    fake.wait_sessions(2).await;
    fake.alternate_sessions();
    let mut store = database.open_backend().expect("the database opens");
    let players = players();
    seat_and_start(&fake, &players).await;

    let mut moves = 0;
    let mut play_next = |moves: &mut usize| {
        let next = next_move_from(store.as_mut(), CHANNEL, &players);
        *moves += usize::from(next.is_some());
        next
    };
    let mut killed = false;
    let mut first = Some(first);
    while let Some((mover, notation)) = play_next(&mut moves) {
        let options = json!([{ "type": 3, "name": "move", "value": notation }]);
        let answer = fake.command(&mover, CHANNEL, "play", options).await;
        assert!(
            accepted(&answer),
            "the move {notation} was refused: {answer}"
        );
        if moves == MOVES_TOGETHER {
            let by_session = fake.interactions_by_session();
            assert!(
                by_session.len() == 2 && by_session.iter().all(|&n| n >= MOVES_TOGETHER / 2),
                "both processes answered moves: {by_session:?}"
            );
            killed = true;
        }
        if killed && first.is_some() {
            let mut store = database.open_backend().expect("the database opens");
            drained_in(store.as_mut()).await;
            drop(first.take()); // SIGKILL
        }
    }
    assert!(moves > MOVES_TOGETHER, "the game went on after the kill");
    drained_in(store.as_mut()).await;
    drop(second);
    every_message_once(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_http_instances_take_turns_at_one_game() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let ports = [free_port(), free_port()];
    let mut first = Some(spawn_serve(&fake, &db, ports[0]));
    let endpoints = [
        Endpoint::new(&fake, ports[0]),
        Endpoint::new(&fake, ports[1]),
    ];
    endpoints[0].wait_listening().await;
    let _second = spawn_serve(&fake, &db, ports[1]);
    endpoints[1].wait_listening().await;

    let people = players();
    let mut turn = 0;
    let mut next = || {
        turn += 1;
        &endpoints[turn % 2]
    };
    let new = game_command(
        "new",
        json!([{ "type": 3, "name": "game", "value": "boast" }]),
    );
    next().command(&people[0], CHANNEL, "game", new).await;
    for person in &people[1..] {
        let join = game_command("join", json!([]));
        next().command(person, CHANNEL, "game", join).await;
    }
    let start = game_command("start", json!([]));
    next().command(&people[0], CHANNEL, "game", start).await;
    let mut moves = 0;
    while let Some((mover, notation)) = next_move(&db, &people) {
        let options = json!([{ "type": 3, "name": "move", "value": notation }]);
        let endpoint = match &first {
            Some(_) => next(),
            // The first instance is gone: the load balancer sends everything to the second.
            None => &endpoints[1],
        };
        let answer = endpoint.command(&mover, CHANNEL, "play", options).await;
        assert!(accepted(&answer), "{notation} refused: {answer}");
        moves += 1;
        if moves == MOVES_TOGETHER {
            drained(&db).await;
            drop(first.take()); // SIGKILL
        }
    }
    assert!(moves > MOVES_TOGETHER, "the game went on after the kill");
    drained(&db).await;
    every_message_once(&fake);
}
