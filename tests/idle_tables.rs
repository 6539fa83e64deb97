//! Tables nobody used for a while leave memory and come back from the store, unchanged,
//! on their next command; a table in use stays.

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::Lang;
use gametable::store::{SqliteBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Clock, Command, ManualClock, OnTimeout, Pace, Tables, TurnClock, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const START: i64 = 1_800_000_000_000;
const MINUTE: i64 = 60_000;

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

async fn start(tables: &Tables, channel: ChannelId) {
    let pace = Pace {
        clock: TurnClock::Hour1,
        on_timeout: OnTimeout::Ai,
        ..Pace::default()
    };
    tables
        .handle(channel, &person(1001), Command::open("boast", pace))
        .await;
    tables.handle(channel, &person(1002), Command::Join).await;
    tables.handle(channel, &person(1003), Command::Join).await;
    let started = tables.handle(channel, &person(1001), Command::Start).await;
    assert_eq!(
        started.phase,
        gametable::table::Phase::Playing,
        "{started:?}"
    );
}

/// What a table shows of itself: its game's public view, whose turn, its deadline.
async fn look(tables: &Tables, channel: ChannelId) -> Option<(String, String, Option<i64>)> {
    tables
        .inspect(channel, |t| {
            let game = t.game()?;
            let turn = match game.actors() {
                Actors::Seats(seats) => format!("{seats:?}"),
                other => format!("{other:?}"),
            };
            Some((
                game.view_json(gametable::engine::Viewer::Public)
                    .to_string(),
                turn,
                t.deadline(),
            ))
        })
        .await
        .flatten()
}

#[tokio::test]
async fn an_idle_table_leaves_memory_and_comes_back_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(SqliteBackend::open(&dir.path().join("i.db")).unwrap());
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        clock.clone(),
        Some(2),
    );
    let (quiet, busy) = (ChannelId(1), ChannelId(2));
    start(&tables, quiet).await;
    start(&tables, busy).await;
    let before = look(&tables, quiet).await.expect("a game");

    clock.advance(20 * MINUTE);
    tables.handle(busy, &person(1001), Command::Status).await;
    clock.advance(15 * MINUTE);
    assert_eq!(tables.release_idle(30 * MINUTE), 1, "the busy table stays");
    assert_eq!(tables.release_idle(30 * MINUTE), 1);
    clock.advance(20 * MINUTE);
    assert_eq!(tables.release_idle(30 * MINUTE), 0, "then it goes too");

    // The next command restores it as it was: the same game, turn and deadline.
    assert_eq!(look(&tables, quiet).await, Some(before));
    assert!(clock.now_ms() > START);
}
