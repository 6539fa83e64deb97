//! `gametable replay` checks a record before it trusts it: its format, the order of its
//! event times and its status against the game it replays to; and it names seats from 1,
//! as docs/records.md does. Records the project writes itself pass.

use serde_json::Value;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn gametable(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("its input");
    input.write_all(stdin).expect("the input is taken");
    drop(input);
    child.wait_with_output().expect("the binary ends")
}

/// A finished 3-player Boast game as `simulate` records it.
fn finished_record(dir: &Path) -> Value {
    let records = dir.join("records");
    let out = gametable(
        &[
            "simulate",
            "--game",
            "boast",
            "--players",
            "3",
            "--games",
            "1",
            "--seed",
            "5",
            "--records",
            &records.display().to_string(),
        ],
        b"",
    );
    assert!(out.status.success());
    let bytes = std::fs::read(records.join("boast-00001.json")).expect("the record");
    serde_json::from_slice(&bytes).expect("JSON")
}

/// Replays `record` from a file; the exit code and what it printed on stderr.
fn replay(dir: &Path, record: &Value) -> (Option<i32>, String) {
    let file: PathBuf = dir.join("game.json");
    std::fs::write(&file, serde_json::to_vec(record).expect("JSON")).expect("the file");
    let out = gametable(&["replay", &file.display().to_string(), "--json"], b"");
    let message = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code(), message)
}

fn events(record: &mut Value) -> &mut Vec<Value> {
    record["events"].as_array_mut().expect("events")
}

#[test]
fn an_unknown_format_is_refused_before_the_rest_is_read() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut record = finished_record(dir.path());
    record["format"] = 2.into();
    // A newer format may change any field; this one is named by its version, not by them.
    record["seats"] = "changed in format 2".into();
    let (code, message) = replay(dir.path(), &record);
    assert_eq!(code, Some(1));
    assert!(message.contains("has format 2"), "{message}");
    assert!(message.contains("reads format 1 only"), "{message}");
}

/// An unfinished game of local mode, as `export` prints it.
fn unfinished_record(dir: &Path) -> Value {
    let db = dir.join("local.db").display().to_string();
    let local = gametable(
        &[
            "local", "--ai", "basic", "--plain", "--seed", "3", "--db", &db,
        ],
        b"hand\nquit\n",
    );
    assert!(local.status.success());
    let export = gametable(&["export", "--db", &db], b"");
    assert!(export.status.success());
    serde_json::from_slice(&export.stdout).expect("JSON")
}

#[test]
fn a_status_that_contradicts_the_game_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let unfinished = unfinished_record(dir.path());
    assert_eq!(unfinished["status"], "playing");
    let (code, message) = replay(dir.path(), &unfinished);
    assert_eq!(code, Some(0), "what the bot writes passes: {message}");
    let finished = finished_record(dir.path());
    assert_eq!(replay(dir.path(), &finished).0, Some(0));

    for status in ["playing", "abandoned"] {
        let mut not_finished = finished.clone();
        not_finished["status"] = status.into();
        let (code, message) = replay(dir.path(), &not_finished);
        assert_eq!(code, Some(1));
        assert!(
            message.contains(&format!("status \"{status}\"")),
            "{message}"
        );
        assert!(message.contains("is over"), "{message}");
    }

    let mut cut_short = finished;
    let half = events(&mut cut_short).len() / 2;
    events(&mut cut_short).truncate(half);
    let (code, message) = replay(dir.path(), &cut_short);
    assert_eq!(code, Some(1));
    assert!(message.contains("status \"finished\""), "{message}");
    assert!(message.contains("is not over"), "{message}");

    cut_short["status"] = "abandoned".into();
    assert_eq!(replay(dir.path(), &cut_short).0, Some(0), "stopped early");
    cut_short["status"] = "playing".into();
    assert_eq!(replay(dir.path(), &cut_short).0, Some(0), "still going");
}

#[test]
fn event_times_may_repeat_but_not_go_back() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut record = finished_record(dir.path());
    let start = record["started_at"].as_i64().expect("a start");
    for (index, event) in events(&mut record).iter_mut().enumerate() {
        event["at"] = (start + 1_000 * (index as i64 / 4)).into();
    }
    assert_eq!(replay(dir.path(), &record).0, Some(0), "repeated times");

    let mut backwards = record.clone();
    let earlier = start + 1_000 * (9 / 4) - 1;
    events(&mut backwards)[9]["at"] = earlier.into();
    let (code, message) = replay(dir.path(), &backwards);
    assert_eq!(code, Some(1));
    assert!(message.contains("event 9: "), "{message}");
    assert!(message.contains(&earlier.to_string()), "{message}");

    let mut before_start = record;
    events(&mut before_start)[0]["at"] = (start - 1).into();
    let (code, message) = replay(dir.path(), &before_start);
    assert_eq!(code, Some(1));
    assert!(message.contains("event 0: "), "{message}");
    assert!(message.contains("start"), "{message}");
}

#[test]
fn a_refused_move_names_its_seat_counted_from_one() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut record = finished_record(dir.path());
    let events = events(&mut record);
    let first_move = events
        .iter()
        .position(|e| e["kind"] == "move")
        .expect("a move");
    // The seat that just moved moves again: out of turn whatever the card.
    events[first_move + 1] = events[first_move].clone();
    let seat = events[first_move]["seat"].as_u64().expect("a seat");
    let (code, message) = replay(dir.path(), &record);
    assert_eq!(code, Some(1));
    assert!(
        message.contains(&format!("event {}: ", first_move + 1)),
        "{message}"
    );
    assert!(
        message.contains(&format!(" of seat {}: ", seat + 1)),
        "{message}"
    );
}
