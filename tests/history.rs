//! Records and history through the table layer, on every store (memory, SQLite, and
//! PostgreSQL when TEST_DATABASE_URL is set): the games that ended at a
//! table (newest first, with scores and winners, never the running one), a game's record
//! that replays to the same final scores, its plain-text log in the asker's language, the
//! public part of a running game in all five games (no deal, no move, no private notice),
//! refusals that change nothing, and retention that forgets only old ended games.

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[path = "support/backends.rs"]
mod backends;

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::{Audience, Notice, Seat};
use gametable::games::registry;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{Action, EndedGame, GameStatus, MemoryBackend, Record, Store};
use gametable::table::AiLimits;
use gametable::table::{
    log, shown_record, Caller, ChannelId, Command, ManualClock, Pace, Scope, Tables, UserId,
};
use std::sync::Arc;

const GAMES: [(&str, usize); 5] = [
    ("boast", 3),
    ("nyet", 3),
    ("clown", 2),
    ("haggis", 2),
    ("buttons", 2),
];
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

fn host(lang: Lang) -> Caller {
    Caller {
        user: UserId(5001),
        name: "Hanna".into(),
        lang,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

/// Every backend, with what keeps it alive (its folder, its schema).
fn stores() -> Vec<(&'static str, Store, backends::Fresh)> {
    backends::all()
        .into_iter()
        .map(|fresh| (fresh.name, fresh.store(), fresh))
        .collect()
}

fn tables(store: Store, clock: Arc<ManualClock>) -> Tables {
    Tables::new(context(Lang::En).with_ai(QUICK_AI), store, clock, Some(11))
}

/// Opens `game` at `channel` with the host and AI seats, and starts it.
async fn start(tables: &Tables, channel: ChannelId, game: &str, seats: usize) {
    let me = host(Lang::En);
    let open = Command::Open {
        game: game.into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread: None,
    };
    tables.handle(channel, &me, open).await;
    for _ in 1..seats {
        tables
            .handle(
                channel,
                &me,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    tables.handle(channel, &me, Command::Start).await;
}

/// Plays `game` at `channel` to its end: the host hands their seat to the AI.
async fn play_out(tables: &Tables, channel: ChannelId, game: &str, seats: usize) {
    start(tables, channel, game, seats).await;
    tables.handle(channel, &host(Lang::En), Command::Away).await;
    let status = tables.store().ended_games(channel, 1).await.expect("reads");
    assert_eq!(
        status.first().map(|g| g.record.status),
        Some(GameStatus::Finished),
        "{game} was played to its end"
    );
}

/// The record of the newest game of `channel`, as stored.
async fn stored(tables: &Tables, channel: ChannelId) -> Record {
    let id = tables.store().latest_game(channel).await.expect("reads");
    tables
        .store()
        .export(id.expect("a game"))
        .await
        .expect("reads")
        .expect("the record")
}

/// Every private notice of a record, rendered in `lang` with seats named as the log
/// names them.
fn private_notices(record: &Record, lang: Lang) -> Vec<String> {
    let kind = registry()
        .into_iter()
        .find(|k| k.info().id == record.game)
        .expect("a known game");
    let mut game = kind
        .new_game(record.seats.len(), &record.options)
        .expect("sets up");
    let names = |seat: Seat| record.seats[seat.index()].name.clone();
    let mut said = Vec::new();
    for event in &record.events {
        let mut notices: Vec<Notice> = Vec::new();
        match &event.action {
            Action::Chance { outcome } => {
                game.apply_chance(outcome, &mut notices).expect("applies")
            }
            Action::Move { seat, notation } => {
                game.play(*seat, notation, &mut notices).expect("plays");
            }
            Action::Seat { .. } | Action::Away { .. } => {}
        }
        for notice in notices {
            if let Audience::Seat(_) = notice.to {
                said.push(Localizer::global().render(lang, &notice.text, &names));
            }
        }
    }
    said
}

/// A line of a log that is a message id, not a sentence (a missing translation).
fn untranslated(line: &str) -> bool {
    let body = line.split_once("] ").map_or(line, |(_, body)| body);
    body.contains('-')
        && body
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[tokio::test]
async fn ended_games_are_listed_newest_first_apart_from_the_running_one() {
    for (name, store, _dir) in stores() {
        let clock = Arc::new(ManualClock::at(1_767_225_600_000));
        let tables = tables(store, Arc::clone(&clock));
        let here = ChannelId(70);
        play_out(&tables, here, "haggis", 2).await;
        clock.advance(60_000);
        play_out(&tables, here, "clown", 2).await;
        clock.advance(60_000);
        start(&tables, here, "boast", 3).await;
        tables.handle(here, &host(Lang::En), Command::Stop).await;
        clock.advance(60_000);
        start(&tables, here, "nyet", 3).await;
        play_out(&tables, ChannelId(71), "haggis", 2).await;

        let listed = tables.history(here, 10).await.expect("lists");
        let names: Vec<&str> = listed.iter().map(|g| g.name.id).collect();
        assert_eq!(
            names,
            ["boast-name", "clown-name", "haggis-name"],
            "{name}: newest first, the running NYET! game and the other channel left out"
        );
        assert!(
            !listed[0].finished && listed[0].winners.is_empty(),
            "{name}"
        );
        for game in &listed[1..] {
            assert!(game.finished && !game.winners.is_empty(), "{name}");
            assert_eq!(game.scores.len(), 2, "{name}");
            assert_eq!(game.players[0].name, "Hanna", "{name}");
        }
        assert!(listed[0].ended_at > listed[1].ended_at, "{name}");
        assert_eq!(tables.history(here, 2).await.expect("lists").len(), 2);
        assert!(tables
            .history(ChannelId(72), 10)
            .await
            .expect("lists")
            .is_empty());
    }
}

#[tokio::test]
async fn a_record_replays_to_its_final_scores_and_its_log_speaks_the_askers_language() {
    for (name, store, _dir) in stores() {
        let clock = Arc::new(ManualClock::at(1_767_225_600_000));
        let tables = tables(store, clock);
        let here = ChannelId(80);
        play_out(&tables, here, "haggis", 2).await;
        let files = tables.record(here, None, Lang::Hu).await.expect("a record");
        assert!(!files.public, "{name}: an ended game is shown whole");
        let record = Record::from_json(files.json.as_bytes()).expect("the replay format");
        assert_eq!(
            record,
            stored(&tables, here).await,
            "{name}: the whole record"
        );
        let replayed = record.replay_checked(&registry()).expect("replays");
        let outcome = replayed.game.outcome().expect("over");
        let listed = tables.history(here, 1).await.expect("lists");
        assert_eq!(listed[0].winners, outcome.winners, "{name}");

        let lines: Vec<&str> = files.log.lines().collect();
        assert!(lines[0].starts_with("Haggis, ") && lines[0].ends_with(". számú játék"));
        assert_eq!(lines[1], "Kezdete: 2026-01-01 00:00 (UTC)", "{name}");
        assert_eq!(lines[2], "Játékosok: Hanna, Bot 1 (basic)", "{name}");
        assert!(
            files.log.contains("Vége a játéknak"),
            "{name}: {}",
            files.log
        );
        assert!(
            files.log.contains("(csak Hanna látta)"),
            "{name}: an ended game's log shows the hands, marked"
        );
        assert!(
            !lines.iter().any(|l| untranslated(l)),
            "{name}: {}",
            files.log
        );
        // The same record by its id, in Russian.
        let by_id = tables
            .record(here, Some(&format!(" {} ", record.id.0)), Lang::Ru)
            .await
            .expect("by id");
        assert_eq!(by_id.json, files.json, "{name}");
        assert!(by_id.log.contains("Игроки: Hanna"), "{name}");
    }
}

#[tokio::test]
async fn logs_render_in_every_language_in_all_five_games() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store, Arc::new(ManualClock::at(0)));
    for (index, (game, seats)) in GAMES.into_iter().enumerate() {
        let channel = ChannelId(100 + index as u64);
        play_out(&tables, channel, game, seats).await;
        let record = stored(&tables, channel).await;
        for lang in Lang::ALL {
            for scope in [Scope::Whole, Scope::Public] {
                let text = log(&record, &registry(), Localizer::global(), lang, scope)
                    .unwrap_or_else(|e| panic!("{game} {lang}: {e}"));
                let bad: Vec<&str> = text.lines().filter(|l| untranslated(l)).collect();
                assert!(bad.is_empty(), "{game} {lang} {scope:?}: {bad:?}");
                assert!(text.lines().count() > 8, "{game} {lang}: {text}");
            }
        }
    }
}

#[tokio::test]
async fn a_running_game_shows_only_its_public_part_in_all_five_games() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store, Arc::new(ManualClock::at(0)));
    for (index, (game, seats)) in GAMES.into_iter().enumerate() {
        let channel = ChannelId(200 + index as u64);
        start(&tables, channel, game, seats).await;
        // A few moves in, where the host can move.
        for _ in 0..3 {
            let moves = tables
                .suggest_moves(channel, UserId(5001), Lang::En, "", 1)
                .await;
            if let Some(first) = moves.first() {
                let play = Command::Play {
                    notation: first.notation.clone(),
                };
                tables.handle(channel, &host(Lang::En), play).await;
            }
        }
        let whole = stored(&tables, channel).await;
        assert_eq!(whole.status, GameStatus::Playing, "{game}");
        let files = tables
            .record(channel, None, Lang::En)
            .await
            .unwrap_or_else(|why| panic!("{game}: {why:?}"));
        assert!(files.public, "{game}");
        let shown = Record::from_json(files.json.as_bytes()).expect("the replay format");
        assert_eq!(shown, shown_record(&whole, Scope::Public), "{game}");
        assert!(
            shown
                .events
                .iter()
                .all(|e| matches!(e.action, Action::Seat { .. } | Action::Away { .. })),
            "{game}: no deal and no move in the public record"
        );
        assert!(!files.json.contains("\"chance\"") && !files.json.contains("\"outcome\""));
        let secrets = private_notices(&whole, Lang::En);
        // War of the Buttons keeps nothing secret (WB-I); every other game dealt hands.
        assert_eq!(
            secrets.is_empty(),
            game == "buttons",
            "{game}: private notices"
        );
        for secret in &secrets {
            assert!(
                !files.log.contains(secret.as_str()),
                "{game}: a private notice in the public log: {secret}\n{}",
                files.log
            );
        }
        assert!(
            files.log.contains("The game goes on."),
            "{game}: {}",
            files.log
        );
        tables.handle(channel, &host(Lang::En), Command::Stop).await;
    }
}

#[tokio::test]
async fn bad_asks_are_refused_and_change_nothing() {
    for (name, store, _dir) in stores() {
        let tables = tables(store, Arc::new(ManualClock::at(0)));
        let here = ChannelId(90);
        let refused = |r: Result<_, gametable::engine::Text>| r.err().map(|t| t.id);
        assert_eq!(
            refused(tables.record(here, None, Lang::En).await),
            Some("history-no-games"),
            "{name}"
        );
        play_out(&tables, ChannelId(91), "clown", 2).await;
        let elsewhere = stored(&tables, ChannelId(91)).await.id.0.to_string();
        for typed in ["abc", "", "99999999999999999999", "12", elsewhere.as_str()] {
            assert_eq!(
                refused(tables.record(here, Some(typed), Lang::En).await),
                Some("history-no-such-game"),
                "{name}: {typed:?}"
            );
        }
        assert!(tables.history(here, 10).await.expect("lists").is_empty());
        assert_eq!(tables.store().latest_game(here).await.expect("reads"), None);
    }
}

#[tokio::test]
async fn retention_forgets_old_ended_games_only() {
    for (name, store, _dir) in stores() {
        let clock = Arc::new(ManualClock::at(1_767_225_600_000));
        let tables = tables(store, Arc::clone(&clock));
        let (old, recent, running) = (ChannelId(60), ChannelId(61), ChannelId(62));
        play_out(&tables, old, "haggis", 2).await;
        start(&tables, running, "boast", 3).await;
        let old_id = stored(&tables, old).await.id;
        clock.advance(3 * DAY_MS);
        play_out(&tables, recent, "clown", 2).await;
        clock.advance(DAY_MS);

        tables.forget_ended(2 * DAY_MS).await;
        let ended: Vec<EndedGame> = tables.store().ended_games(old, 10).await.expect("reads");
        assert!(ended.is_empty(), "{name}: the old game is forgotten");
        assert_eq!(tables.store().export(old_id).await.expect("reads"), None);
        assert_eq!(
            tables.history(recent, 10).await.expect("lists").len(),
            1,
            "{name}: the recent one stays"
        );
        let playing = stored(&tables, running).await;
        assert_eq!(
            playing.status,
            GameStatus::Playing,
            "{name}: never a running game"
        );
        assert!(!playing.events.is_empty(), "{name}: with its events");
        // The running game still plays on after the purge.
        let status = tables
            .handle(running, &host(Lang::En), Command::Status)
            .await;
        assert!(!status.messages.is_empty(), "{name}");
    }
}
