#![cfg(unix)]

//! SIGINT and SIGTERM stop the real binary cleanly at any moment: a local game waiting for
//! its player's input (the game saved in the database file itself, exit code 130 after
//! SIGINT and 0 after SIGTERM), the same game as PID 1 of a PID namespace (no init, so no
//! default handling of the signals), and the bot in the middle of its start-up.

mod support;

use gametable::engine::{Actors, Seat};
use gametable::store::{Action, Backend, SqliteBackend};
use gametable::table::ChannelId;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use support::bot::{spawn_bot, BIN};
use support::fakecord::Fakecord;

/// The local table's channel.
const LOCAL: ChannelId = ChannelId(1);
/// How long a test waits for the binary to say something or to exit.
const PATIENCE: Duration = Duration::from_secs(30);
/// What local mode says when it waits for a move, and when it leaves.
const PROMPT: &str = "Your move:";
const BYE: &str = "Bye! Your game is saved.";

/// `gametable local` on a database, its input kept open (a terminal nobody types in),
/// its output read line by line.
struct Local {
    child: Child,
    input: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Local {
    /// Starts `command` (the binary, or a wrapper running it) as a local game on `db`.
    fn start(mut command: Command, db: &Path) -> Local {
        let mut child = command
            .args(["local", "--ai", "basic", "--plain", "--seed", "1", "--db"])
            .arg(db)
            .env_remove("USER")
            .env_remove("GAMETABLE_LANG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("local mode starts");
        let input = child.stdin.take().expect("its input");
        let output = child.stdout.take().expect("its output");
        let (said, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if said.send(line).is_err() {
                    return;
                }
            }
        });
        Local {
            child,
            input,
            lines,
        }
    }

    /// Waits until it prints `expected` (a line starting with it); every line until then.
    fn wait_for(&self, expected: &str) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(expected);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no {expected:?} within {PATIENCE:?}; it said {seen:#?}"),
            }
        }
    }

    /// Types `line`.
    fn typed(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the line is typed");
    }

    /// Waits (with patience, then panics) for it to exit.
    fn exited(&mut self) -> ExitStatus {
        exited(&mut self.child)
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn exited(child: &mut Child) -> ExitStatus {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = child.try_wait().expect("its status") {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "still running {PATIENCE:?} after the signal"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn signal(pid: u32, name: &str) {
    let sent = Command::new("kill")
        .arg(format!("-{name}"))
        .arg(pid.to_string())
        .status();
    assert!(sent.is_ok_and(|s| s.success()), "SIGTERM to {pid}");
}

/// The first legal move of the player in seat 1 of the local game stored in `db`.
fn my_first_move(db: &Path) -> String {
    let mut store = SqliteBackend::open_read_only(db).expect("the database reads");
    let record = store
        .load_channel(LOCAL)
        .expect("the local table")
        .game
        .expect("a game");
    let replayed = record
        .replay(&gametable::games::registry())
        .expect("it replays");
    assert!(
        matches!(replayed.game.actors(), Actors::Seats(s) if s.contains(Seat(0))),
        "the game waits for seat 1"
    );
    replayed.game.legal_moves(Seat(0))[0].notation.clone()
}

/// The moves of seat 1 in the local game of the database file `db`, copied alone (no
/// `-wal`, no `-shm`) to a folder of its own: what a copy for a backup holds.
fn moves_in_a_copy_of(db: &Path) -> Vec<String> {
    let elsewhere = tempfile::tempdir().expect("a folder");
    let copy = elsewhere.path().join("copy.db");
    std::fs::copy(db, &copy).expect("the file copies");
    let mut store = SqliteBackend::open_read_only(&copy).expect("the copy opens");
    let record = store
        .load_channel(LOCAL)
        .expect("the local table")
        .game
        .expect("the copy holds the game");
    record
        .events
        .into_iter()
        .filter_map(|e| match e.action {
            Action::Move {
                seat: Seat(0),
                notation,
            } => Some(notation),
            _ => None,
        })
        .collect()
}

/// Plays one move of a local game on `db`, then stops it with `signal_name` as it waits
/// for the next; its exit status, what it said after the signal, and the move.
fn stopped_mid_game(
    command: Command,
    db: &Path,
    pid: impl Fn(&Local) -> u32,
    signal_name: &str,
) -> (ExitStatus, Vec<String>, String) {
    let mut local = Local::start(command, db);
    local.wait_for(PROMPT);
    let played = my_first_move(db);
    local.typed(&played);
    local.wait_for(PROMPT);
    signal(pid(&local), signal_name);
    let status = local.exited();
    let after: Vec<String> = local.lines.try_iter().collect();
    (status, after, played)
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("local.db");
    (dir, db)
}

#[test]
fn sigint_stops_a_local_game_waiting_for_input_with_130_and_the_game_saved() {
    let (_dir, db) = temp_db();
    let (status, after, played) = stopped_mid_game(Command::new(BIN), &db, |l| l.child.id(), "INT");
    assert_eq!(status.code(), Some(130), "{status:?}");
    assert!(after.iter().any(|l| l == BYE), "{after:?}");
    assert_eq!(moves_in_a_copy_of(&db), [played]);
}

#[test]
fn sigterm_stops_a_local_game_waiting_for_input_with_0_and_the_game_saved() {
    let (_dir, db) = temp_db();
    let (status, after, played) =
        stopped_mid_game(Command::new(BIN), &db, |l| l.child.id(), "TERM");
    assert_eq!(status.code(), Some(0), "{status:?}");
    assert!(after.iter().any(|l| l == BYE), "{after:?}");
    assert_eq!(moves_in_a_copy_of(&db), [played]);
    // The game goes on where it stopped.
    let mut again = Local::start(Command::new(BIN), &db);
    let resumed = again.wait_for(PROMPT);
    assert!(
        resumed
            .iter()
            .any(|l| l.contains("continues where it stopped")),
        "{resumed:#?}"
    );
    again.typed("quit");
    assert_eq!(again.exited().code(), Some(0));
}

/// Whether this machine lets the tests make a PID namespace (it takes root, or user
/// namespaces).
fn pid_namespaces_work() -> bool {
    Command::new("unshare")
        .args(["--pid", "--fork", "--mount-proc", "true"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The first child of process `pid`, once it has one.
fn child_of(pid: u32) -> u32 {
    let children = format!("/proc/{pid}/task/{pid}/children");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let listed = std::fs::read_to_string(&children).unwrap_or_default();
        if let Some(child) = listed.split_whitespace().next() {
            return child.parse().expect("a process id");
        }
        assert!(Instant::now() < deadline, "{pid} started no child");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn sigterm_stops_a_local_game_that_is_pid_1_without_an_init() {
    if !pid_namespaces_work() {
        eprintln!(
            "skipped: this machine makes no PID namespace for the test (`unshare` needs root)"
        );
        return;
    }
    let (_dir, db) = temp_db();
    let mut unshare = Command::new("unshare");
    unshare.args(["--pid", "--fork", "--mount-proc", BIN]);
    // unshare forks the binary as PID 1 of the new namespace; the signal goes to it.
    let (status, after, played) =
        stopped_mid_game(unshare, &db, |l| child_of(l.child.id()), "TERM");
    assert_eq!(status.code(), Some(0), "{status:?}");
    assert!(after.iter().any(|l| l == BYE), "{after:?}");
    assert_eq!(moves_in_a_copy_of(&db), [played]);
}

#[tokio::test]
async fn sigterm_stops_the_bot_while_it_waits_for_discord_at_its_start_up() {
    let fake = Fakecord::start().await;
    // The bot asks for the gateway's address before it connects: Discord does not answer.
    fake.inject_hang("GET", "/gateway", Duration::from_secs(120), 1);
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("bot.db");
    let mut bot = spawn_bot(&fake, &db);
    fake.wait_for_arrival(|method, path| method == "GET" && path.starts_with("/gateway"))
        .await;
    let status = bot.terminate(PATIENCE).await;
    assert_eq!(status.code(), Some(0), "{status:?}");
    assert_eq!(fake.sessions(), 0, "it never connected");
    // The store was opened, migrated and closed: the database file alone is whole.
    let wal = dir.path().join("bot.db-wal");
    let logged = std::fs::metadata(&wal).map_or(0, |m| m.len());
    assert_eq!(logged, 0, "nothing left in the write-ahead log");
    let mut copy = SqliteBackend::open_read_only(&db).expect("the database opens");
    assert!(copy.alive_at().is_ok());
}
