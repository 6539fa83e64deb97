//! `gametable render` as a person runs it: a recorded game's picture written as a PNG in
//! any language, and the clear refusals (another game, a seat not at the table, a game
//! that draws no picture, a file that cannot be written).

use gametable::games::registry;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A finished record of `game` (AI players, fixed seed) in `dir`.
fn record(dir: &Path, game: &str) -> PathBuf {
    let kind = registry()
        .into_iter()
        .find(|kind| kind.info().id == game)
        .expect("a game of the registry");
    let players = kind.info().min_players.max(3).to_string();
    let folder = dir.join(game);
    let out = run(&[
        "simulate",
        "--game",
        game,
        "--players",
        &players,
        "--games",
        "1",
        "--seed",
        "5",
        "--records",
        folder.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    std::fs::read_dir(&folder)
        .unwrap()
        .next()
        .expect("one record")
        .unwrap()
        .path()
}

/// The same record cut after half its events: a game still being played.
fn halfway(file: &Path) -> PathBuf {
    let mut record: serde_json::Value =
        serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let events = record["events"].as_array_mut().unwrap();
    events.truncate(events.len() / 2);
    record["status"] = "playing".into();
    let cut = file.with_extension("half.json");
    std::fs::write(&cut, serde_json::to_vec(&record).unwrap()).unwrap();
    cut
}

/// Renders with `args` into `out` and returns the PNG's pixels, size checked.
fn render_png(args: &[&str], out: &Path) -> resvg::tiny_skia::Pixmap {
    let mut all = args.to_vec();
    all.extend(["--out", out.to_str().unwrap()]);
    let done = run(&all);
    assert!(done.status.success(), "{args:?}: {}", stderr(&done));
    let bytes = std::fs::read(out).unwrap();
    assert!(bytes.len() <= 100 * 1024, "{args:?}: {} bytes", bytes.len());
    resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a valid PNG")
}

#[test]
fn the_score_chart_of_every_game_is_drawn_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for kind in registry() {
        let game = kind.info().id;
        let file = record(dir.path(), game);
        let state = file.to_str().unwrap();
        for lang in ["en", "hu", "el", "ru"] {
            let out = dir.path().join(format!("{game}-{lang}.png"));
            let args = [
                "render", "--game", game, "--state", state, "--lang", lang, "--chart",
            ];
            let pixels = render_png(&args, &out);
            assert!(pixels.width() >= 560 && pixels.height() >= 300, "{game}");
        }
    }
}

#[test]
#[ignore = "until the games describe pictures (lead, on main)"]
fn every_game_draws_its_board_and_each_hand() {
    let dir = tempfile::tempdir().unwrap();
    for kind in registry() {
        let game = kind.info().id;
        let file = halfway(&record(dir.path(), game));
        let state = file.to_str().unwrap();
        let out = dir.path().join(format!("{game}-board.png"));
        render_png(&["render", "--state", state, "--lang", "el"], &out);
        let out = dir.path().join(format!("{game}-hand.png"));
        render_png(&["render", "--state", state, "--seat", "1"], &out);
    }
}

#[test]
fn refusals_say_why_and_fail() {
    let dir = tempfile::tempdir().unwrap();
    let file = record(dir.path(), "boast");
    let state = file.to_str().unwrap();
    let out = dir.path().join("x.png");
    let out = out.to_str().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &["--game", "nyet", "--chart", "--out", out],
            "is a game of boast, not nyet",
        ),
        (&["--seat", "9", "--out", out], "seat 9 is not at the table"),
        (&["--seat", "0", "--out", out], "seat 0 is not at the table"),
        (
            &["--chart", "--out", "/nonexistent/dir/x.png"],
            "cannot write",
        ),
    ];
    for (extra, why) in cases {
        let mut args = vec!["render", "--state", state];
        args.extend_from_slice(extra);
        let done = run(&args);
        assert_eq!(done.status.code(), Some(1), "{args:?}");
        assert!(stderr(&done).contains(why), "{args:?}: {}", stderr(&done));
    }
    let missing = run(&[
        "render",
        "--state",
        "/nonexistent/r.json",
        "--out",
        out,
        "--chart",
    ]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stderr(&missing).contains("cannot read"));
    assert!(!Path::new(out).exists(), "nothing written after a refusal");
}
