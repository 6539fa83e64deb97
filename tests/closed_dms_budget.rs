//! The attack of issue 26 through the real binary and the loopback Discord: a person whose
//! DMs are closed opens games against AI seats in two channels, follows both and plays
//! 500 moves. Refused DMs stay a handful (a mark per person, not a refusal per trick), a
//! bystander's table message in a third channel is edited throughout, and no delivery gate
//! ever closes.

mod support;

use serde_json::{json, Value};
use std::process::{Command, Stdio};
use std::time::Duration;
use support::bot::{
    accepted, drained, game_command, next_move_in, private, start_with_ai, Bot, BIN, DRAIN_PATIENCE,
};
use support::fakecord::{Call, Fakecord, TestUser, DM_CHANNEL_BASE, GUILD_ID};

const MOVES: usize = 500;
const GAMES: [u64; 2] = [9_101, 9_102];
const BYSTANDERS_TABLE: u64 = 9_300;

/// A free loopback port (bound and let go).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn follow() -> Value {
    game_command(
        "watch",
        json!([{ "type": 5, "name": "follow", "value": true }]),
    )
}

fn described(answer: &Value) -> String {
    answer["data"]["embeds"][0]["description"]
        .as_str()
        .or(answer["data"]["content"].as_str())
        .unwrap_or_default()
        .to_owned()
}

/// Whether `call` is a refused DM to `user` (opening their DM channel, or posting in it).
fn refused_dm(call: &Call, user: u64) -> bool {
    let dm = format!("/channels/{}/messages", DM_CHANNEL_BASE + user);
    call.status == 403 && (call.path == dm || call.path == "/users/@me/channels")
}

/// Plays the next move at `channel` as `who` (whose turn it always is against AI seats);
/// false once the game there is over.
async fn play(fake: &Fakecord, db: &std::path::Path, channel: u64, who: &TestUser) -> bool {
    let Some((mover, notation)) = next_move_in(db, channel, std::slice::from_ref(who)) else {
        return false;
    };
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    let answer = fake.command(&mover, channel, "play", options).await;
    assert!(
        accepted(&answer),
        "the move {notation} was refused: {answer}"
    );
    true
}

/// Waits until the table message of `channel` was edited successfully after call `mark`.
async fn edited_since(fake: &Fakecord, channel: u64, mark: usize) {
    let deadline = tokio::time::Instant::now() + DRAIN_PATIENCE;
    let edit = format!("/channels/{channel}/messages/");
    loop {
        let edited = fake
            .calls_since(mark)
            .iter()
            .any(|c| c.method == "PATCH" && c.path.starts_with(&edit) && c.status == 200);
        if edited {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bystander's table message was not edited within {DRAIN_PATIENCE:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_with_closed_dms_following_two_games_cannot_silence_the_bot() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let port = free_port();
    let child = Command::new(BIN)
        .arg("bot")
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", &db)
        .env("GAMETABLE_BOARD_INTERVAL_MS", "50")
        // The AI thinks little, and plays all its moves within the command, as before
        // levels: the tests are about the table, and stay quick in a debug build.
        .env("GAMETABLE_AI_ITERATIONS", "2")
        .env("GAMETABLE_AI_COMMAND_MS", "0")
        .env("GAMETABLE_COMMANDS_PER_10S", "1000")
        .env("GAMETABLE_METRICS", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    let _bot = Bot::from(child);
    fake.wait_sessions(1).await;

    let bystander = TestUser::new(802, "bea");
    start_with_ai(&fake, &bystander, BYSTANDERS_TABLE, "boast", 3).await;
    let eve = TestUser::new(801, "eve");
    for channel in GAMES {
        start_with_ai(&fake, &eve, channel, "boast", 3).await;
        let answer = fake.command(&eve, channel, "game", follow()).await;
        assert!(private(&answer));
        assert!(
            described(&answer).contains("stop following"),
            "the answer says followers whose DMs are closed stop following: {answer}"
        );
    }
    drained(&db).await;
    fake.close_dms(eve.id);

    let mut started = 0;
    let mut bystanders_moves = 0;
    for moved in 0..MOVES {
        let channel = GAMES[moved % 2];
        if !play(&fake, &db, channel, &eve).await {
            start_with_ai(&fake, &eve, channel, "boast", 3).await;
            started += 1;
            assert!(play(&fake, &db, channel, &eve).await, "a new game to play");
        }
        if moved % 50 == 0 {
            let mark = fake.calls().len();
            if !play(&fake, &db, BYSTANDERS_TABLE, &bystander).await {
                start_with_ai(&fake, &bystander, BYSTANDERS_TABLE, "boast", 3).await;
            }
            bystanders_moves += 1;
            edited_since(&fake, BYSTANDERS_TABLE, mark).await;
        }
    }
    drained(&db).await;

    let refused = fake
        .calls()
        .iter()
        .filter(|c| refused_dm(c, eve.id))
        .count();
    eprintln!(
        "{MOVES} moves, {started} games started anew, {bystanders_moves} bystander's moves: \
         {refused} refused DMs"
    );
    // The first refusal marks her; a game she starts clears the mark (three times in ten
    // minutes at most), and its hand (or a DM of her other game that goes first) marks her
    // again.
    assert!(
        refused <= 1 + 2 * started.min(3),
        "a refusal or two per mark, not one per trick: {refused} for {started} new games"
    );
    // Following again while the DMs are known closed is refused, and says why.
    let answer = fake.command(&eve, GAMES[0], "game", follow()).await;
    assert!(
        described(&answer).contains("cannot send you direct messages"),
        "{answer}"
    );

    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let text = client
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .await
        .expect("the metrics")
        .text()
        .await
        .unwrap_or_default();
    for gate in ["global", "invalid_channel", "invalid_direct"] {
        let closed = format!("gametable_delivery_gate_closed{{gate=\"{gate}\"}} 0");
        assert!(text.contains(&closed), "{closed} in:\n{text}");
    }
}
