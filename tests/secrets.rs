//! The bot token and the interaction tokens stay secret: the token can come from a file,
//! typing it on the command line (where the process list shows it) is warned about, and
//! even trace logs show neither it nor the tokens of interactions.

mod support;

use serde_json::json;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use support::bot::{drained, game_command, play_next, players, seat_and_start, BIN, CHANNEL};
use support::fakecord::{Fakecord, GUILD_ID};

/// The bot binary, killed when dropped (also when a test fails).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `gametable bot` with `args` and `env` (and no token from this process's environment),
/// its log at trace level written to `log`.
fn start_bot(
    fake: &Fakecord,
    db: &Path,
    log: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> Running {
    let log = std::fs::File::create(log).expect("a log file");
    let mut command = Command::new(BIN);
    command
        .arg("bot")
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("GAMETABLE_DB", db)
        .env("RUST_LOG", "trace")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    for (key, value) in env {
        command.env(key, value);
    }
    Running(command.spawn().expect("the bot starts"))
}

/// `gametable bot` that stops at its database (a path below a file): long enough to read
/// its token and say what it thinks of it.
fn bot_until_the_database(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let blocker = dir.join("blocker");
    std::fs::write(&blocker, b"").expect("a file");
    let mut command = Command::new(BIN);
    command
        .arg("bot")
        .args(args)
        .arg("--db")
        .arg(blocker.join("gametable.db"))
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_TOKEN_FILE")
        .env_remove("RUST_LOG")
        .env("RUST_BACKTRACE", "0");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trace_logs_show_neither_the_bot_token_nor_interaction_tokens() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (db, log) = (dir.path().join("bot.db"), dir.path().join("bot.log"));
    let token = "bot-secret-Zq7.Xw-9";
    let bot = start_bot(&fake, &db, &log, &[], &[("DISCORD_TOKEN", token)]);
    fake.wait_sessions(1).await;
    let host = &players()[0];
    let options = json!([{"type": 3, "name": "game", "value": "boast"}]);
    fake.command(host, CHANNEL, "game", game_command("new", options))
        .await;
    drained(&db).await;
    drop(bot);

    let text = std::fs::read_to_string(&log).expect("the log");
    assert!(text.contains("[redacted]"), "something was redacted");
    assert!(!text.contains(token), "the bot token is logged");
    // The fake's interaction tokens are `fake-token-<interaction id>`.
    let leak = text.lines().find(|line| line.contains("fake-token-"));
    assert!(leak.is_none(), "an interaction token is logged: {leak:?}");
}

/// A quiet channel's pings go through the webhooks of the moves' interactions, whose
/// tokens the bot keeps in its outbox and with the ping: neither its trace log nor
/// `gametable outbox` shows one, not even in the error of a follow-up that failed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tokens_of_ping_webhooks_show_neither_in_the_log_nor_in_the_outbox() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (db, log) = (dir.path().join("bot.db"), dir.path().join("bot.log"));
    let bot = start_bot(&fake, &db, &log, &[], &[("DISCORD_TOKEN", "fake-token")]);
    fake.wait_sessions(1).await;
    let players = players();
    seat_and_start(&fake, &players).await;
    drained(&db).await;
    // Every follow-up fails for a while: its error is stored with the ping's parcel.
    fake.inject_status("POST", "/webhooks/", 503, 3);
    assert!(play_next(&fake, &db, &players).await);
    let listed = |args: &[&str]| {
        let db = db.to_str().expect("a UTF-8 path");
        let out = Command::new(BIN)
            .args(["outbox", "--db", db])
            .args(args)
            .output()
            .expect("gametable outbox runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let listing = loop {
        let listing = listed(&[]);
        if listing.contains("503") {
            break listing;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no failed follow-up: {listing}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(
        listing.contains("/webhooks/"),
        "the route is named: {listing}"
    );
    for output in [listing, listed(&["--json"])] {
        assert!(
            !output.contains("fake-token-"),
            "a token is listed: {output}"
        );
    }
    drained(&db).await;
    drop(bot);

    let text = std::fs::read_to_string(&log).expect("the log");
    assert!(text.contains("/webhooks/"), "the follow-ups are logged");
    let leak = text.lines().find(|line| line.contains("fake-token-"));
    assert!(leak.is_none(), "an interaction token is logged: {leak:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_can_come_from_a_file() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (db, log) = (dir.path().join("bot.db"), dir.path().join("bot.log"));
    let file = dir.path().join("token");
    std::fs::write(&file, b"from-a-file\n").expect("the token file");
    let file = file.display().to_string();
    let bot = start_bot(&fake, &db, &log, &["--token-file", &file], &[]);
    fake.wait_sessions(1).await;
    // serenity identifies with the token as its HTTP client sends it.
    assert_eq!(fake.identify_tokens(), ["Bot from-a-file"]);
    drop(bot);

    let fake = Fakecord::start().await;
    let _bot = start_bot(&fake, &db, &log, &[], &[("DISCORD_TOKEN_FILE", &file)]);
    fake.wait_sessions(1).await;
    assert_eq!(fake.identify_tokens(), ["Bot from-a-file"]);
}

#[test]
fn a_token_on_the_command_line_is_warned_about() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let typed = bot_until_the_database(dir.path(), &["--token", "cli-secret-81"], &[]);
    assert_eq!(typed.status.code(), Some(2), "{}", stderr(&typed));
    // The warning reads as written: the log's redaction hides the token, not the words.
    assert!(
        stderr(&typed).contains(
            "the bot token was given with --token, so the process list shows it to every user"
        ),
        "{}",
        stderr(&typed)
    );
    assert!(
        !stderr(&typed).contains("cli-secret-81"),
        "{}",
        stderr(&typed)
    );

    let from_env = bot_until_the_database(dir.path(), &[], &[("DISCORD_TOKEN", "env")]);
    assert_eq!(from_env.status.code(), Some(2), "{}", stderr(&from_env));
    assert!(
        !stderr(&from_env).contains("process list"),
        "{}",
        stderr(&from_env)
    );
}

#[test]
fn a_database_password_on_the_command_line_is_warned_about_and_never_printed() {
    // Nothing listens on port 1: the bot stops at connecting (or at reading the URL),
    // after its warnings.
    let database = |url: &str| {
        let mut command = Command::new(BIN);
        command
            .args(["bot", "--database", url])
            .env("DISCORD_TOKEN", "env")
            .env_remove("DATABASE_URL")
            .env_remove("RUST_LOG");
        command.output().expect("the binary runs")
    };
    for url in [
        "postgres://bot:pa/ss-81@127.0.0.1:1/games",
        "postgres://bot:pw-81%2F@127.0.0.1:1/games",
        "postgres://bot@127.0.0.1:1/games?sslmode=disable&password=pw-81",
        // PostgreSQL's driver cannot read these (port): the error names the URL.
        "postgres://bot:pa/ss-81@127.0.0.1:99999/games",
        "postgres://bot@127.0.0.1:99999/games?password=pw-81",
    ] {
        let out = database(url);
        let said = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{said}");
        assert!(
            said.contains("the database password was given with --database, so the process list"),
            "{url}: {said}"
        );
        assert!(!said.contains("-81"), "{url}: {said}");
    }
    let plain = database("postgres://bot@127.0.0.1:1/games");
    assert!(!stderr(&plain).contains("--database"), "{}", stderr(&plain));

    let mut from_env = Command::new(BIN);
    from_env
        .arg("bot")
        .env("DISCORD_TOKEN", "env")
        .env("DATABASE_URL", "postgres://bot:pw-81@127.0.0.1:1/games")
        .env_remove("RUST_LOG");
    let out = from_env.output().expect("the binary runs");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(!stderr(&out).contains("--database"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("pw-81"), "{}", stderr(&out));
}

#[test]
fn a_token_file_that_cannot_be_used_is_named() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let missing = dir.path().join("missing");
    let missing_arg = missing.display().to_string();
    let out = bot_until_the_database(dir.path(), &["--token-file", &missing_arg], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(&format!(
            "cannot read the token file {}: ",
            missing.display()
        )),
        "{}",
        stderr(&out)
    );

    let empty = dir.path().join("empty");
    std::fs::write(&empty, b"\n").expect("a file");
    let empty_arg = empty.display().to_string();
    let out = bot_until_the_database(dir.path(), &["--token-file", &empty_arg], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(&format!("the token file {} is empty", empty.display())),
        "{}",
        stderr(&out)
    );

    let both = bot_until_the_database(
        dir.path(),
        &["--token-file", &empty_arg],
        &[("DISCORD_TOKEN", "env")],
    );
    assert_eq!(both.status.code(), Some(2));
    assert!(stderr(&both).contains("not both"), "{}", stderr(&both));
}
