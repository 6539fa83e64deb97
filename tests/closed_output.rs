//! Commands whose reader goes away early (`gametable rules boast | head`) stop quietly: no
//! panic, no "Broken pipe" message, exit code 0. Each command writes into a pipe whose
//! reading end is closed before the command starts, so every write fails.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

/// Runs the binary with `stdin`, its standard output a pipe nobody reads.
fn with_closed_stdout(args: &[&str], stdin: &[u8]) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    run(args, stdin, Stdio::from(writer), Stdio::piped())
}

fn run(args: &[&str], stdin: &[u8], stdout: Stdio, stderr: Stdio) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("its input");
    // The command may end before reading all of it: a failed write is no failure here.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("the binary ends")
}

fn assert_quiet(what: &str, out: &Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert!(!stderr.contains("Broken pipe"), "{what}: {stderr}");
    assert_eq!(out.status.code(), Some(0), "{what}: {stderr}");
}

/// A database holding one unfinished local game.
fn database_with_a_game(dir: &Path) -> String {
    let db = dir.join("local.db").display().to_string();
    let out = Command::new(BIN)
        .args([
            "local", "--ai", "basic", "--db", &db, "--seed", "1", "--plain",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .expect("its input")
                .write_all(b"quit\n")?;
            child.wait_with_output()
        })
        .expect("local mode runs");
    assert!(out.status.success());
    db
}

#[test]
fn rules_stop_quietly() {
    assert_quiet("rules", &with_closed_stdout(&["rules", "boast"], b""));
}

#[test]
fn simulate_stops_quietly() {
    let args = [
        "simulate",
        "--game",
        "boast",
        "--players",
        "3",
        "--games",
        "1",
    ];
    assert_quiet("simulate", &with_closed_stdout(&args, b""));
}

#[test]
fn replay_stops_quietly_as_text_and_as_json() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let records = dir.path().display().to_string();
    let args = [
        "simulate",
        "--game",
        "boast",
        "--players",
        "3",
        "--games",
        "1",
        "--records",
        &records,
    ];
    let simulated = run(&args, b"", Stdio::null(), Stdio::piped());
    assert!(simulated.status.success());
    let record = dir.path().join("boast-00001.json").display().to_string();
    assert_quiet("replay", &with_closed_stdout(&["replay", &record], b""));
    let json = with_closed_stdout(&["replay", &record, "--json"], b"");
    assert_quiet("replay --json", &json);
}

#[test]
fn export_and_outbox_stop_quietly() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = database_with_a_game(dir.path());
    assert_quiet("export", &with_closed_stdout(&["export", "--db", &db], b""));
    assert_quiet("outbox", &with_closed_stdout(&["outbox", "--db", &db], b""));
}

#[test]
fn local_mode_stops_quietly() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("local.db").display().to_string();
    let out = with_closed_stdout(
        &["local", "--ai", "basic", "--db", &db, "--plain"],
        b"hand\nquit\n",
    );
    assert_quiet("local", &out);
}

#[test]
fn an_error_message_to_a_closed_stderr_is_no_panic() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = run(
        &["replay", "/nonexistent/record.json"],
        b"",
        Stdio::null(),
        Stdio::from(writer),
    );
    assert_eq!(out.status.code(), Some(1), "the failure is still told");
}
