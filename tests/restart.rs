//! The real binary, killed with SIGKILL between moves, restarts and continues from exactly
//! the last acknowledged move.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

struct Session {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    fn start(db: &Path) -> Session {
        let mut child = Command::new(BIN)
            .args([
                "local",
                "--ai",
                "basic",
                "--game",
                "boast",
                "--players",
                "3",
                "--lang",
                "en",
                "--plain",
                "--seed",
                "11",
            ])
            .arg("--db")
            .arg(db)
            .env("USER", "Tester")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                if send.send(line.unwrap_or_default()).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            input,
            lines,
        }
    }

    /// Lines until one satisfies `until`; that line is returned.
    fn wait_for(&self, mut until: impl FnMut(&str) -> bool) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .expect("the table answers");
            if until(&line) {
                return line;
            }
        }
    }

    /// The legal moves listed next; a long list goes on over indented lines, each but the
    /// last ending with a comma.
    fn legal_moves(&self) -> Vec<String> {
        let mut list =
            self.wait_for(|l| l.starts_with("Legal moves: "))["Legal moves: ".len()..].to_owned();
        while list.ends_with(',') {
            let more = self.wait_for(|_| true);
            list.push(' ');
            list.push_str(more.trim_start());
        }
        list.split(", ").map(str::to_owned).collect()
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Plays the first legal move and waits for its acknowledgement.
    fn play_acknowledged(&mut self) -> String {
        let moves = self.legal_moves();
        self.send(&moves[0]);
        let ack = self.wait_for(|l| l.starts_with("You played "));
        ack.trim_start_matches("You played ")
            .trim_end_matches('.')
            .to_owned()
    }
}

fn my_moves(db: &Path) -> (Vec<String>, serde_json::Value) {
    let out = Command::new(BIN)
        .arg("export")
        .arg("--db")
        .arg(db)
        .output()
        .unwrap();
    assert!(out.status.success(), "export works");
    let record: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let moves = record["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "move" && e["seat"] == 0)
        .map(|e| e["move"].as_str().unwrap().to_owned())
        .collect();
    (moves, record)
}

#[test]
fn sigkill_between_moves_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");

    let mut first = Session::start(&db);
    let acknowledged: Vec<String> = (0..6).map(|_| first.play_acknowledged()).collect();
    first.child.kill().unwrap(); // SIGKILL on Unix: no chance to flush or clean up
    first.child.wait().unwrap();

    let (stored, record_before) = my_moves(&db);
    assert_eq!(
        stored, acknowledged,
        "the record holds exactly the acknowledged moves"
    );
    let events_before = record_before["events"].as_array().unwrap().clone();

    let mut second = Session::start(&db);
    second.wait_for(|l| l.contains("was restored"));
    let next = second.play_acknowledged();
    second.send("quit");
    second.child.wait().unwrap();

    let (stored, record_after) = my_moves(&db);
    assert_eq!(
        record_after["id"], record_before["id"],
        "the same game continued"
    );
    let events_after = record_after["events"].as_array().unwrap();
    assert_eq!(
        &events_after[..events_before.len()],
        &events_before[..],
        "history unchanged"
    );
    let mut expected = acknowledged;
    expected.push(next);
    assert_eq!(stored, expected);
}

#[test]
fn bad_input_is_explained_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let mut session = Session::start(&db);
    let moves = session.legal_moves();
    let (_, before) = my_moves(&db);

    session.wait_for(|l| l == "Your move:");
    session.send("zz9");
    session.wait_for(|l| l.contains("“zz9” is not a move here"));
    session.wait_for(|l| l == "Your move:");
    // A card of the deck that is not in the hand (or not legal now).
    let absent = ["r1", "r2", "r3", "b1", "b2", "b3", "y1", "y2", "y3", "esc"]
        .into_iter()
        .find(|m| !moves.iter().any(|legal| legal == m))
        .unwrap();
    session.send(absent);
    let mut answer = Vec::new();
    session.wait_for(|l| {
        answer.push(l.to_owned());
        l == "Your move:"
    });
    assert!(answer.len() > 1, "{absent} got an explanation");
    assert!(
        !answer.iter().any(|l| l.starts_with("You played")),
        "{absent} was refused: {answer:?}"
    );
    session.send("quit");
    session.child.wait().unwrap();

    let (_, after) = my_moves(&db);
    assert_eq!(
        before["events"], after["events"],
        "refused input changed nothing"
    );
}
