//! The command line as a user runs it: simulate, replay and their failures.

use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

fn simulate(players: &str, games: &str, seed: &str, records: Option<&Path>) -> Output {
    let mut args = vec![
        "simulate",
        "--game",
        "boast",
        "--players",
        players,
        "--games",
        games,
        "--seed",
        seed,
        "--json",
    ];
    let dir;
    if let Some(path) = records {
        dir = path.display().to_string();
        args.extend(["--records", dir.as_str()]);
    }
    run(&args)
}

#[test]
fn simulate_completes_every_game_and_reports_json() {
    for players in ["3", "4", "5"] {
        let out = simulate(players, "40", "1", None);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report = json(&out);
        assert_eq!(report["game"], "boast");
        assert_eq!(report["players"], players.parse::<u64>().unwrap());
        assert_eq!(report["games"], 40);
        assert_eq!(report["completed"], 40);
        assert_eq!(report["errors"], 0);
        assert!(
            report["actions"].as_u64().unwrap() >= 40 * 21,
            "at least one round of 7 tricks per game"
        );
        assert!(report["seconds"].as_f64().is_some());
    }
}

#[test]
fn simulate_refuses_an_unknown_game_with_a_failing_exit_code() {
    let out = run(&[
        "simulate",
        "--game",
        "chess",
        "--players",
        "2",
        "--games",
        "1",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json(&out)["completed"], 0);
}

#[test]
fn records_replay_to_the_same_end_and_the_same_seed_plays_the_same_games() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    assert!(simulate("4", "5", "9", Some(&a)).status.success());
    assert!(simulate("4", "5", "9", Some(&b)).status.success());
    let mut files: Vec<_> = std::fs::read_dir(&a)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5);
    for file in &files {
        let mine: serde_json::Value =
            serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
        let twin: serde_json::Value =
            serde_json::from_slice(&std::fs::read(b.join(file.file_name().unwrap())).unwrap())
                .unwrap();
        assert_eq!(
            mine["events"].as_array().unwrap().len(),
            twin["events"].as_array().unwrap().len()
        );
        for (x, y) in mine["events"]
            .as_array()
            .unwrap()
            .iter()
            .zip(twin["events"].as_array().unwrap())
        {
            assert_eq!(x.get("move"), y.get("move"));
            assert_eq!(x.get("outcome"), y.get("outcome"));
        }

        let out = run(&["replay", file.to_str().unwrap(), "--json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let state = json(&out);
        assert_eq!(state["game"], "boast");
        assert_eq!(state["over"], true);
        let scores = state["scores"].as_array().unwrap();
        assert_eq!(scores.len(), 4);
        let winners = state["winners"].as_array().unwrap();
        assert!(!winners.is_empty());
        for winner in winners {
            assert!(
                scores[winner.as_u64().unwrap() as usize].as_i64().unwrap() >= 5,
                "BN-7.1: winners reached 5"
            );
        }
    }
}

#[test]
fn replay_names_the_index_of_an_illegal_event() {
    let dir = tempfile::tempdir().unwrap();
    assert!(simulate("3", "1", "3", Some(dir.path())).status.success());
    let file = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let mut record: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    let events = record["events"].as_array_mut().unwrap();
    let index = events.iter().position(|e| e["kind"] == "move").unwrap() + 3;
    // The same seat plays twice in a row: the second is out of turn whatever the card.
    let previous = events[index - 1].clone();
    events[index] = previous;
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, serde_json::to_vec(&record).unwrap()).unwrap();

    let out = run(&["replay", broken.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains(&format!("event {index}")), "{message}");
    assert!(out.stdout.is_empty());
}

#[test]
fn replay_refuses_a_malformed_file() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, b"{\"format\": 1, \"game\": ").unwrap();
    let out = run(&["replay", bad.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a game record"));
    let missing = run(&["replay", "/nonexistent/record.json"]);
    assert_eq!(missing.status.code(), Some(1));
}

#[test]
fn rules_print_every_section_in_each_language() {
    for lang in ["en", "hu", "el", "ru"] {
        let out = run(&["rules", "boast", "--lang", lang]);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            text.matches("\n## ").count() + usize::from(text.starts_with("## ")),
            8,
            "{lang}"
        );
    }
    assert_eq!(run(&["rules", "chess"]).status.code(), Some(1));
}

#[test]
fn outbox_lists_pending_and_failed_parcels_per_channel() {
    use gametable::store::{Backend, Envelope, SqliteBackend, Write};
    use gametable::table::ChannelId;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let db_arg = db.to_str().unwrap();

    let empty = run(&["outbox", "--db", db_arg]);
    assert!(empty.status.success());
    assert!(String::from_utf8_lossy(&empty.stdout).contains("empty"));

    let mut store = SqliteBackend::open(&db).unwrap();
    let enqueue = |lane: &str| Write::Enqueue {
        envelope: Envelope {
            channel: ChannelId(77),
            lane: lane.into(),
            key: None,
            payload: serde_json::json!({}),
            delay_ms: 0,
        },
        at: 0,
    };
    store.write(&[enqueue("post:77"), enqueue("dm:5")]).unwrap();
    let me = gametable::store::Claimant {
        owner: "tests".into(),
        lease_ms: 30_000,
    };
    let first = store.claim_parcels(&me, 0, 1).unwrap()[0].id;
    store
        .write(&[Write::Failed {
            id: first,
            attempts: 8,
            error: "POST /channels/77/messages: Discord answered 503".into(),
        }])
        .unwrap();
    drop(store);

    let listing = run(&["outbox", "--db", db_arg]);
    assert_eq!(listing.status.code(), Some(1), "something failed");
    let text = String::from_utf8_lossy(&listing.stdout);
    assert!(text.contains("channel 77: 1 pending, 1 failed"), "{text}");
    assert!(text.contains("answered 503"), "{text}");
    let lines = run(&["outbox", "--db", db_arg, "--json"]);
    let states: Vec<String> = String::from_utf8_lossy(&lines.stdout)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["state"].to_string())
        .collect();
    assert_eq!(states, ["\"failed\"", "\"pending\""]);
}

#[test]
fn local_mode_refuses_a_line_that_is_not_utf8_and_reads_on() {
    use std::io::Write;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let mut child = Command::new(BIN)
        .args([
            "local", "--ai", "basic", "--plain", "--seed", "1", "--lang", "en", "--db",
        ])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"r\xff7\nrules\nquit\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let refused = text
        .find("That line is not readable text (it is not UTF-8)")
        .unwrap_or_else(|| panic!("no refusal in: {text}"));
    assert!(
        text[refused..].contains("Boast or Nothing: overview"),
        "the next line was read: {text}"
    );
    assert!(
        text.trim_end().ends_with("Bye! Your game is saved."),
        "{text}"
    );
}

/// Runs `gametable local` with these arguments, no `$USER`, and `input` typed in.
fn local(args: &[&str], input: &str) -> String {
    use std::io::Write;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let mut child = Command::new(BIN)
        .args(["local", "--ai", "basic", "--plain", "--seed", "1"])
        .args(args)
        .arg("--db")
        .arg(&db)
        .env_remove("USER")
        .env_remove("GAMETABLE_LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The list of legal moves after `header`, over as many (indented) lines as it takes.
fn listed_moves(text: &str, header: &str) -> Vec<String> {
    let start = text
        .find(header)
        .unwrap_or_else(|| panic!("no list of moves in: {text}"));
    let mut lines = text[start + header.len()..].lines();
    let mut list = lines.next().unwrap_or_default().to_owned();
    for line in lines {
        match line.strip_prefix("  ") {
            Some(more) => {
                list.push(' ');
                list.push_str(more);
            }
            None => break,
        }
    }
    list.split(", ").map(str::to_owned).collect()
}

#[test]
fn local_mode_lists_every_legal_move_and_names_the_player_in_the_table_language() {
    // NY-3: the board phase offers 24 fields to cover, more than the table's 20.
    let text = local(&["--game", "nyet", "--lang", "hu"], "quit\n");
    assert!(
        text.contains("Ülésrend: Játékos, Bot 1"),
        "without $USER the player is named in Hungarian: {text}"
    );
    let moves = listed_moves(&text, "Lehetséges lépéseid: ");
    assert_eq!(moves.len(), 24, "{moves:?}");
    assert!(moves.contains(&"nyet points -2".to_owned()), "{moves:?}");
    assert!(
        text.lines()
            .all(|l| l.chars().count() <= 100 || !l.contains("nyet")),
        "the list is wrapped: {text}"
    );
}

#[test]
fn local_mode_plays_the_haggis_queen_q_and_quits_on_q_only_where_it_is_no_move() {
    // HG-2.1: every player holds a queen; the leader may play it alone as `q`.
    let text = local(
        &["--game", "haggis", "--players", "2", "--lang", "en"],
        "q\nq\nrules\n",
    );
    assert!(listed_moves(&text, "Legal moves: ").contains(&"q".to_owned()));
    let played = text
        .find("You played q.")
        .unwrap_or_else(|| panic!("the queen is played: {text}"));
    // With the queen played, `q` quits: the `rules` after it is never read.
    assert!(!text[played..].contains("Haggis: overview"), "{text}");
    assert!(
        text.trim_end().ends_with("Bye! Your game is saved."),
        "{text}"
    );
}

/// Where `text` names a slash command: a `/` right before a letter, at the start of a word.
fn slash_commands(text: &str) -> Vec<&str> {
    text.match_indices('/')
        .filter(|(at, _)| {
            let before = text[..*at].chars().next_back();
            let after = text[at + 1..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && after.is_some_and(char::is_alphabetic)
        })
        .map(|(at, _)| text[at..].split_whitespace().next().unwrap_or_default())
        .collect()
}

/// `id` in `lang`, as the terminal shows it.
fn said(lang: &str, id: &'static str) -> String {
    use gametable::engine::Text;
    use gametable::i18n::{Localizer, Medium};
    let lang = lang.parse().expect("a language");
    Localizer::global().render_in(Medium::Terminal, lang, &Text::new(id), &|s| s.to_string())
}

#[test]
fn local_mode_shows_the_hand_once_at_the_start_and_names_what_a_terminal_player_types() {
    for lang in ["en", "hu", "el", "ru"] {
        for game in ["boast", "clown", "haggis", "nyet"] {
            let text = local(
                &["--game", game, "--players", "3", "--lang", lang],
                "zz9\naway\nquit\n",
            );
            // The start deals the hand and then asks for a move: the hand shows once.
            let prompt = said(lang, "local-prompt");
            let start = &text[..text.find(&prompt).expect("a prompt")];
            let mut lines: Vec<&str> = start.lines().filter(|l| !l.trim().is_empty()).collect();
            let shown = lines.len();
            lines.sort_unstable();
            lines.dedup();
            assert_eq!(lines.len(), shown, "{lang} {game}: a line twice: {start}");
            if lang == "en" {
                let hands = start.lines().filter(|l| l.starts_with("Your hand")).count();
                assert_eq!(hands, 1, "{game}: the hand, once: {start}");
            }

            // A move it cannot read, and away: what to type here, not Discord's commands.
            assert_eq!(
                slash_commands(&text),
                Vec::<&str>::new(),
                "{lang} {game}: {text}"
            );
            let hint = text
                .lines()
                .find(|l| l.contains("zz9"))
                .unwrap_or_else(|| panic!("{lang} {game}: no hint in {text}"));
            assert!(
                hint.contains(" hand ") && hint.contains(" rules "),
                "{lang} {game}: {hint}"
            );
            assert!(!hint.contains('`'), "{lang} {game}: {hint}");
            assert!(
                text.lines()
                    .any(|l| l.contains("(") && l.contains(" back)")),
                "{lang} {game}: away says to type back: {text}"
            );
        }
    }
}

#[test]
fn local_mode_and_rules_name_the_games_by_the_ids_they_take() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let out = Command::new(BIN)
        .args([
            "local", "--ai", "basic", "--plain", "--game", "chess", "--db",
        ])
        .arg(&db)
        .env_remove("GAMETABLE_LANG")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("buttons (War of the Buttons)") && text.contains("boast (Boast or Nothing)"),
        "{text}"
    );
    let rules = run(&["rules", "chess", "--lang", "hu"]);
    assert_eq!(rules.status.code(), Some(1));
    let text = String::from_utf8_lossy(&rules.stderr);
    assert!(text.contains("buttons (Gombháború)"), "{text}");

    // The rules are written for Discord too: local mode says how they read here.
    let text = local(&["--game", "haggis", "--players", "2"], "rules\nquit\n");
    let note = text
        .find("In the terminal you type just the move")
        .unwrap_or_else(|| panic!("no note: {text}"));
    assert!(text[note..].contains("`gametable local --game haggis --option key=value`"));
    assert!(text[note..].contains("Haggis: overview"), "{text}");
}

#[test]
fn rules_take_the_game_as_an_option_too() {
    let positional = run(&["rules", "haggis"]);
    let option = run(&["rules", "--game", "haggis"]);
    assert_eq!(option.status.code(), Some(0));
    assert_eq!(option.stdout, positional.stdout);
    let both = run(&["rules", "boast", "--game", "haggis"]);
    assert_eq!(both.status.code(), Some(2), "one game at a time");
    let neither = run(&["rules"]);
    assert_eq!(neither.status.code(), Some(2));
}
