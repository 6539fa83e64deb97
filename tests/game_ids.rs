//! Game ids never collide, even when the same seed starts game after game on one
//! database (`local --new --seed 7`, run again and again).

use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

#[test]
fn the_same_seed_run_three_times_starts_three_games() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("ids.db");
    for run in 1..=3 {
        let mut child = Command::new(BIN)
            .args([
                "local", "--ai", "basic", "--new", "--seed", "7", "--plain", "--db",
            ])
            .arg(&db)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "run {run}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let games: i64 = conn
        .query_row("SELECT COUNT(DISTINCT id) FROM games", [], |row| row.get(0))
        .unwrap();
    assert_eq!(games, 3);
}
