//! How many tables are open or playing, by game, as the metrics report them: counted
//! from the store, so that every process sharing it reports the same numbers.

use gametable::cli::context;
use gametable::i18n::Lang;
#[path = "support/backends.rs"]
mod backends;

use gametable::store::{ActiveTables, Store};
use gametable::table::{Caller, ChannelId, Command, ManualClock, Pace, Tables, UserId};
use std::sync::Arc;

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("p{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn open(game: &str) -> Command {
    Command::Open {
        game: game.into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread: None,
    }
}

async fn counts_lobbies_and_games(store: Store) {
    let tables = Tables::new(
        context(Lang::En),
        store.clone(),
        Arc::new(ManualClock::at(0)),
        Some(3),
    );
    tables
        .handle(ChannelId(1), &person(1001), open("boast"))
        .await;
    tables
        .handle(ChannelId(2), &person(1002), open("boast"))
        .await;
    tables
        .handle(ChannelId(3), &person(1003), open("haggis"))
        .await;
    tables
        .handle(ChannelId(3), &person(1004), Command::Join)
        .await;
    tables
        .handle(ChannelId(3), &person(1003), Command::Start)
        .await;
    let counted = store.active_tables().await.unwrap();
    let expected = [
        ActiveTables {
            game: "boast".into(),
            lobbies: 2,
            playing: 0,
        },
        ActiveTables {
            game: "haggis".into(),
            lobbies: 0,
            playing: 1,
        },
    ];
    assert_eq!(counted, expected);
}

#[tokio::test]
async fn every_backend_counts_active_tables_by_game() {
    for backend in backends::all() {
        counts_lobbies_and_games(backend.store()).await;
    }
}
