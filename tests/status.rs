//! `/game status` at a free table tells how the last game there ended and how to start the
//! next one — also after a restart.

use gametable::cli::context;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{SqliteBackend, Store};
use gametable::table::{Caller, ChannelId, Command, ManualClock, Pace, Tables, UserId};
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(12);

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
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
            context(Lang::En),
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
