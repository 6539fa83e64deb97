//! The real `gametable bot` binary as a test sees it: started against the loopback fake of
//! Discord, killed with SIGKILL, and a Boast game played through it, whoever the bot's own
//! database says must act playing their first legal move.

// Each test crate that says `mod support;` uses only part of it.
#![allow(dead_code)]

use super::fakecord::{Fakecord, TestUser, GUILD_ID};
use gametable::engine::Actors;
use gametable::store::{Backend, OutboxEntry, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub const BIN: &str = env!("CARGO_BIN_EXE_gametable");
pub const CHANNEL: u64 = 7_000;
/// How long a test waits for the outbox to empty.
pub const DRAIN_PATIENCE: Duration = Duration::from_secs(40);

pub fn players() -> Vec<TestUser> {
    vec![
        TestUser::new(601, "ann"),
        TestUser::new(602, "ben"),
        TestUser::new(603, "cy"),
    ]
}

/// The bot as a separate process, killed when dropped (also when a test fails).
pub struct Bot(Child);

impl From<Child> for Bot {
    fn from(child: Child) -> Bot {
        Bot(child)
    }
}

impl Bot {
    /// Stops the bot with SIGTERM, as an orchestrator does, and waits (`patience`, then
    /// panics) for it to exit; how it exited.
    pub async fn terminate(&mut self, patience: Duration) -> std::process::ExitStatus {
        let pid = self.0.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(
            sent.as_ref().is_ok_and(|s| s.success()),
            "SIGTERM to {pid}: {sent:?}"
        );
        let deadline = std::time::Instant::now() + patience;
        loop {
            if let Some(status) = self.0.try_wait().expect("the bot's status") {
                return status;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the bot still runs {patience:?} after SIGTERM"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill(); // SIGKILL: no chance to flush or clean up
        let _ = self.0.wait();
    }
}

/// A fake Discord with the real bot connected to it, over a new database in a temporary
/// folder (kept as long as the returned guard lives).
pub async fn bot_under_test() -> (Fakecord, tempfile::TempDir, PathBuf, Bot) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let bot = spawn_bot(&fake, &db);
    fake.wait_sessions(1).await;
    (fake, dir, db, bot)
}

/// The bot as a separate process, talking to `fake`.
pub fn spawn_bot(fake: &Fakecord, db: &Path) -> Bot {
    spawn_bot_with(fake, db, &[])
}

/// The bot as a separate process, talking to `fake`, with more environment variables.
pub fn spawn_bot_with(fake: &Fakecord, db: &Path, env: &[(&str, &str)]) -> Bot {
    let child = Command::new(BIN)
        .arg("bot")
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", db)
        .env("GAMETABLE_BOARD_INTERVAL_MS", "100")
        // The AI thinks little, and plays all its moves within the command, as before
        // levels: the tests are about the table, and stay quick in a debug build.
        .env("GAMETABLE_AI_ITERATIONS", "2")
        .env("GAMETABLE_AI_COMMAND_MS", "0")
        .env("RUST_LOG", "error")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

pub fn outbox(db: &Path) -> Vec<OutboxEntry> {
    SqliteBackend::open(db)
        .and_then(|mut store| store.outbox())
        .expect("the bot's database reads")
}

/// Waits until the bot sent everything it promised (nothing pending in its outbox).
pub async fn drained(db: &Path) {
    let deadline = tokio::time::Instant::now() + DRAIN_PATIENCE;
    loop {
        let pending: Vec<OutboxEntry> = outbox(db).into_iter().filter(|e| !e.failed).collect();
        if pending.is_empty() {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "still pending after {DRAIN_PATIENCE:?}: {pending:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Whoever must act in the stored game, and the first of their legal moves.
pub fn next_move(db: &Path, players: &[TestUser]) -> Option<(TestUser, String)> {
    next_move_in(db, CHANNEL, players)
}

/// Whoever must act in the stored game of `channel`, and the first of their legal moves.
pub fn next_move_in(db: &Path, channel: u64, players: &[TestUser]) -> Option<(TestUser, String)> {
    let mut store = SqliteBackend::open(db).ok()?;
    next_move_from(&mut store, channel, players)
}

/// Whoever must act in the game of `channel` stored in `store`, and the first of their
/// legal moves.
pub fn next_move_from(
    store: &mut dyn gametable::store::Backend,
    channel: u64,
    players: &[TestUser],
) -> Option<(TestUser, String)> {
    let record = store.load_channel(ChannelId(channel)).ok()?.game?;
    let replayed = record.replay(&gametable::games::registry()).ok()?;
    let Actors::Seats(seats) = replayed.game.actors() else {
        return None;
    };
    let seat = seats.iter().next()?;
    let user = replayed.players[seat.index()].user.0;
    let mover = players.iter().find(|p| p.id == user)?.clone();
    let notation = replayed.game.legal_moves(seat).first()?.notation.clone();
    Some((mover, notation))
}

pub fn game_command(sub: &str, options: Value) -> Value {
    json!([{ "type": 1, "name": sub, "options": options }])
}

/// Every game, with a player count it is played at in the tests.
pub const EVERY_GAME: [(&str, usize); 5] = [
    ("boast", 3),
    ("nyet", 3),
    ("clown", 2),
    ("haggis", 2),
    ("buttons", 2),
];

/// Opens `game` in `channel` with `me` as host, seats AI players up to `seats`, and starts.
pub async fn start_with_ai(fake: &Fakecord, me: &TestUser, channel: u64, game: &str, seats: usize) {
    let new = game_command("new", json!([{"type": 3, "name": "game", "value": game}]));
    fake.command(me, channel, "game", new).await;
    for _ in 1..seats {
        fake.command(me, channel, "game", game_command("bot", json!([])))
            .await;
    }
    fake.command(me, channel, "game", game_command("start", json!([])))
        .await;
}

pub async fn seat_and_start(fake: &Fakecord, players: &[TestUser]) {
    seat_and_start_with(fake, players, Vec::new()).await;
}

/// Opens a Boast table with these players (the first hosts) and `/game new` options
/// besides the game, and starts it.
pub async fn seat_and_start_with(fake: &Fakecord, players: &[TestUser], options: Vec<Value>) {
    let mut new_options = vec![json!({"type": 3, "name": "game", "value": "boast"})];
    new_options.extend(options);
    let new = game_command("new", Value::Array(new_options));
    fake.command(&players[0], CHANNEL, "game", new).await;
    for player in &players[1..] {
        fake.command(player, CHANNEL, "game", game_command("join", json!([])))
            .await;
    }
    fake.command(
        &players[0],
        CHANNEL,
        "game",
        game_command("start", json!([])),
    )
    .await;
}

pub async fn play_next(fake: &Fakecord, db: &Path, players: &[TestUser]) -> bool {
    play_next_in(fake, db, CHANNEL, players).await
}

/// Plays the next move of the stored game of `channel` there, as whoever must act; false
/// when nobody must.
pub async fn play_next_in(fake: &Fakecord, db: &Path, channel: u64, players: &[TestUser]) -> bool {
    let Some((mover, notation)) = next_move_in(db, channel, players) else {
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

/// The short-lived posts standing in `channel` that ping whoever must act next: a line
/// of content, no embed, no buttons.
pub fn pings(fake: &Fakecord, channel: u64) -> Vec<Value> {
    fake.public_messages(channel)
        .into_iter()
        .filter(|m| m["embeds"].as_array().is_none_or(Vec::is_empty))
        .filter(|m| m["components"].as_array().is_none_or(Vec::is_empty))
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("your turn"))
        })
        .collect()
}

/// Whether the answer to a move says it was played: posted for everyone, or (in a quiet
/// channel, when it ended nothing) told privately to the player.
pub fn accepted(answer: &Value) -> bool {
    !private(answer) || answer.to_string().contains("You played")
}

/// A fake Discord and the bot, with a Boast game of three people started (with these
/// `/game new` options besides the game) and everything it promised so far delivered. The
/// folder lives as long as the returned guard.
pub async fn game_under_way(
    options: Vec<Value>,
) -> (Fakecord, tempfile::TempDir, PathBuf, Bot, Vec<TestUser>) {
    game_under_way_with(options, &[]).await
}

/// [`game_under_way`], with the bot given more environment variables.
pub async fn game_under_way_with(
    options: Vec<Value>,
    env: &[(&str, &str)],
) -> (Fakecord, tempfile::TempDir, PathBuf, Bot, Vec<TestUser>) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let players = players();
    let bot = spawn_bot_with(&fake, &db, env);
    fake.wait_sessions(1).await;
    seat_and_start_with(&fake, &players, options).await;
    drained(&db).await;
    (fake, dir, db, bot, players)
}

/// Whether a message is a turn reminder: a DM with a link button to the table.
pub fn is_reminder(message: &Value) -> bool {
    message["components"][0]["components"][0]["style"] == 5
}

/// The direct messages `user` got that are not turn reminders: their hands and notices.
pub fn hands(fake: &Fakecord, user: u64) -> Vec<Value> {
    let mut dms = fake.dm_messages(user);
    dms.retain(|m| !is_reminder(m));
    dms
}

/// The turn reminders `user` got.
pub fn reminders(fake: &Fakecord, user: u64) -> Vec<Value> {
    let mut dms = fake.dm_messages(user);
    dms.retain(is_reminder);
    dms
}

/// Waits (as long as the outbox may take to drain, then panics) until `user` got at
/// least `count` turn reminders; all they got.
pub async fn reminded(fake: &Fakecord, user: u64, count: usize) -> Vec<Value> {
    let deadline = tokio::time::Instant::now() + DRAIN_PATIENCE;
    loop {
        let told = reminders(fake, user);
        if told.len() >= count {
            return told;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{user} got {} reminders, not {count}, within {DRAIN_PATIENCE:?}",
            told.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Whether an interaction response is seen only by the one who sent the interaction.
pub fn private(answer: &Value) -> bool {
    answer["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// The newest message of `channel` whose buttons' ids contain `marker`: its id, and the
/// custom ids of its first row of buttons.
pub fn buttons_of(fake: &Fakecord, channel: u64, marker: &str) -> (u64, Vec<String>) {
    let message = fake
        .public_messages(channel)
        .into_iter()
        .rev()
        .find(|m| m["components"].to_string().contains(marker))
        .unwrap_or_else(|| panic!("a message in {channel} with buttons like {marker}"));
    let ids = message["components"][0]["components"]
        .as_array()
        .map(|buttons| {
            buttons
                .iter()
                .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let id = message["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .unwrap_or(0);
    (id, ids)
}
