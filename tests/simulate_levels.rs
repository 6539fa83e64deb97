//! `gametable simulate --ai`: AI levels against each other, reported per level, with a
//! tiny budget so it runs in seconds.

use serde_json::Value;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn simulate(args: &[&str]) -> Value {
    let out = Command::new(BIN)
        .args(["simulate", "--json", "--iterations", "3"])
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// The report without what depends on the machine's speed.
fn without_times(mut report: Value) -> Value {
    report["seconds"] = Value::Null;
    for level in report["levels"].as_array_mut().expect("levels") {
        level["decision_ms"] = Value::Null;
    }
    report
}

#[test]
fn each_level_gets_its_share_of_the_wins_and_the_shares_sum_to_the_games() {
    let report = simulate(&[
        "--game",
        "clown",
        "--players",
        "3",
        "--games",
        "12",
        "--ai",
        "strong,random",
        "--rotate",
    ]);
    assert_eq!(
        (report["completed"].as_u64(), report["errors"].as_u64()),
        (Some(12), Some(0))
    );
    let levels = report["levels"].as_array().expect("levels");
    let names: Vec<&str> = levels.iter().filter_map(|l| l["level"].as_str()).collect();
    assert_eq!(names, ["strong", "random"]);
    let shares: f64 = levels.iter().filter_map(|l| l["win_share"].as_f64()).sum();
    assert!((shares - 12.0).abs() < 1e-9, "{shares}");
    // Three seats, two levels cycled (strong, random, strong), moved round each game:
    // strong holds two seats of every game, random one.
    let seats: Vec<u64> = levels.iter().filter_map(|l| l["seats"].as_u64()).collect();
    assert_eq!(seats, [24, 12]);
    for level in levels {
        assert_eq!(level["games"], 12);
        let rate = level["win_rate"].as_f64().expect("a rate");
        let [low, high] = [0, 1].map(|i| level["win_rate_ci95"][i].as_f64().expect("a bound"));
        assert!(low <= rate && rate <= high, "{level}");
        assert!(level["mean_score"].as_f64().is_some());
        for key in ["p50", "p99", "max"] {
            assert!(level["decision_ms"][key].as_f64().is_some(), "{key}");
        }
    }
}

#[test]
fn a_seed_gives_the_same_report_but_for_the_times() {
    let args = [
        "--game",
        "haggis",
        "--players",
        "2",
        "--games",
        "2",
        "--ai",
        "strong,basic",
        "--seed",
        "5",
    ];
    assert_eq!(
        without_times(simulate(&args)),
        without_times(simulate(&args))
    );
}

#[test]
fn without_rotation_each_seat_keeps_its_level() {
    let report = simulate(&[
        "--game",
        "boast",
        "--players",
        "3",
        "--games",
        "2",
        "--ai",
        "basic,random,random",
    ]);
    let seats: Vec<u64> = report["levels"]
        .as_array()
        .expect("levels")
        .iter()
        .filter_map(|l| l["seats"].as_u64())
        .collect();
    assert_eq!(seats, [2, 4]);
    assert_eq!(report["rotate"], false);
}

#[test]
fn a_strong_decision_spends_the_games_own_iterations_unless_told_otherwise() {
    let own = |game: &str, players: usize| {
        let kind = gametable::games::registry()
            .iter()
            .copied()
            .find(|kind| kind.info().id == game)
            .expect("a registered game");
        let options = kind.parse_options(&[]).expect("the default options");
        kind.new_game(players, &options)
            .expect("a game")
            .search_iterations()
    };
    let reported = |game: &str, players: &str, told: Option<&str>| {
        let mut args = vec!["simulate", "--json", "--games", "0", "--ai", "strong"];
        args.extend(["--game", game, "--players", players]);
        if let Some(iterations) = told {
            args.extend(["--iterations", iterations]);
        }
        let out = Command::new(BIN).args(&args).output().expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
        report["iterations"].as_u64().expect("a number")
    };
    for (game, players) in [("boast", 3), ("haggis", 2), ("nyet", 4), ("buttons", 2)] {
        assert_eq!(
            reported(game, &players.to_string(), None),
            u64::from(own(game, players)),
            "{game}"
        );
    }
    assert!(
        own("haggis", 2) < own("boast", 3),
        "a game whose playouts cost more thinks in fewer iterations"
    );
    assert_eq!(reported("haggis", "2", Some("7")), 7);
}

#[test]
fn the_playout_policy_can_be_chosen_for_measuring() {
    let random = simulate(&[
        "--game",
        "boast",
        "--players",
        "3",
        "--games",
        "2",
        "--ai",
        "strong,basic",
        "--playout",
        "random",
    ]);
    assert_eq!(random["playout"], "random");
    assert_eq!(random["completed"], 2);
    let own = simulate(&[
        "--game",
        "boast",
        "--players",
        "3",
        "--games",
        "0",
        "--ai",
        "strong",
    ]);
    assert_eq!(own["playout"], Value::Null, "by default each game's own");
    let out = Command::new(BIN)
        .args([
            "simulate",
            "--game",
            "boast",
            "--players",
            "3",
            "--ai",
            "strong",
        ])
        .args(["--playout", "greedy"])
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("random or heuristic"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
