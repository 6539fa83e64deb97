//! `/game status` at a free table tells how the last game there ended and how to start the
//! next one — also after a restart.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{SqliteBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, OnTimeout, Pace, Tables, TurnClock, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(12);

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

async fn status(tables: &Tables) -> String {
    tables
        .handle(CHANNEL, &person(7001), Command::Status)
        .await
        .messages
        .iter()
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn status_after_a_game_shows_how_it_ended_and_how_to_start_anew() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.db");
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let open = |clock: &Arc<ManualClock>| {
        Tables::new(
            context(Lang::En).with_ai(QUICK_AI),
            Store::spawn(SqliteBackend::open(&path).unwrap()),
            clock.clone(),
            Some(3),
        )
    };
    let tables = open(&clock);
    assert!(!status(&tables).await.contains("last game"), "no game yet");
    let host = person(7001);
    tables
        .handle(CHANNEL, &host, Command::open("boast", Pace::default()))
        .await;
    tables.handle(CHANNEL, &person(7002), Command::Join).await;
    tables.handle(CHANNEL, &person(7003), Command::Join).await;
    tables.handle(CHANNEL, &host, Command::Start).await;
    tables.handle(CHANNEL, &host, Command::Stop).await;

    let shown = status(&tables).await;
    assert!(
        shown.contains("The last game here, Boast or Nothing, is over."),
        "{shown}"
    );
    assert!(
        shown.contains("P7002: 0 points"),
        "everyone's score: {shown}"
    );
    assert!(
        shown.contains("/game new"),
        "how to start the next: {shown}"
    );
    drop(tables);
    let after = open(&clock);
    assert_eq!(status(&after).await, shown, "the same after a restart");
}

fn rendered(answer: &gametable::table::Answer) -> String {
    answer
        .messages
        .iter()
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Clown Standoff's scores are placings (CS-4.5, CS-4.7): its final standings say each
/// player's place, never "points", at the end of a game, when it is stopped and in
/// `/game status` afterwards.
#[tokio::test]
async fn clown_standings_show_places_not_points() {
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let open = || {
        Tables::new(
            context(Lang::En).with_ai(QUICK_AI),
            Store::spawn(gametable::store::MemoryBackend::default()),
            clock.clone(),
            Some(5),
        )
    };
    // A game played to the end by AI seats: the winner is 1st, someone is 3rd.
    let tables = open();
    let host = person(7001);
    tables
        .handle(CHANNEL, &host, Command::open("clown", Pace::default()))
        .await;
    for _ in 0..2 {
        tables
            .handle(
                CHANNEL,
                &host,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    tables.handle(CHANNEL, &host, Command::Start).await;
    let end = rendered(&tables.handle(CHANNEL, &host, Command::Away).await);
    assert!(end.contains("wins the game"), "played to the end: {end}");
    assert!(end.contains(": 1st place"), "{end}");
    assert!(end.contains(": 3rd place"), "{end}");
    assert!(!end.contains("points"), "{end}");
    let shown = status(&tables).await;
    assert!(shown.contains(": 1st place"), "{shown}");
    assert!(!shown.contains("points"), "{shown}");

    // A game ended by its clock before anyone was hit: everyone is still in, sharing the
    // best place.
    let pace = Pace {
        clock: TurnClock::Seconds20,
        on_timeout: OnTimeout::End,
        ..Pace::default()
    };
    tables
        .handle(CHANNEL, &host, Command::open("clown", pace))
        .await;
    tables.handle(CHANNEL, &person(7002), Command::Join).await;
    tables.handle(CHANNEL, &host, Command::Start).await;
    clock.advance(60_000);
    let ended = timed_out(&tables).await;
    assert!(ended.contains("P7001: 1st place"), "{ended}");
    assert!(ended.contains("P7002: 1st place"), "{ended}");
    assert!(!ended.contains("points"), "{ended}");
}

async fn timed_out(tables: &Tables) -> String {
    tables
        .tick_with(|_, answer| (rendered(&answer), Vec::new()))
        .await
        .join("\n")
}

/// The other games keep their points, also when a game ends unfinished.
#[tokio::test]
async fn standings_in_points_stay_for_other_games() {
    let host = person(7001);
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        Store::spawn(gametable::store::MemoryBackend::default()),
        clock.clone(),
        Some(5),
    );
    let pace = Pace {
        clock: TurnClock::Seconds20,
        on_timeout: OnTimeout::End,
        ..Pace::default()
    };
    tables
        .handle(CHANNEL, &host, Command::open("haggis", pace))
        .await;
    tables.handle(CHANNEL, &person(7002), Command::Join).await;
    tables.handle(CHANNEL, &host, Command::Start).await;
    clock.advance(60_000);
    let ended = timed_out(&tables).await;
    assert!(ended.contains("P7002: 0 points"), "{ended}");
}
