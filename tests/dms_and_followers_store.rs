//! What the store keeps for the budgets of direct messages, on every backend (memory,
//! SQLite, and PostgreSQL when TEST_DATABASE_URL is set): a person's mark of refusing DMs
//! with its time, the index of who follows which game (counted per person, a follower
//! dropped alone), and the random number that starts every nonce. Then the migrations
//! from the per-game mark.

#[path = "support/backends.rs"]
mod backends;

use backends::on_every_store;
use gametable::i18n::Lang;
use gametable::store::{
    Backend, DirectChannel, GameStatus, Record, SqliteBackend, Store, Write, DMS_CLOSED_FOR_MS,
    RECORD_FORMAT,
};
use gametable::table::{ChannelId, GameId, Pace, Player, UserId, Watcher};
use serde_json::json;

const NOW: i64 = 1_800_000_000_000;
const FAY: UserId = UserId(970);
const GUS: UserId = UserId(971);

fn record(id: i64, channel: u64) -> Record {
    Record {
        format: RECORD_FORMAT,
        id: GameId(id),
        channel: ChannelId(channel),
        game: "boast".into(),
        options: json!({}),
        host: UserId(1000),
        seats: vec![Player {
            user: UserId(1000),
            name: "Ann".into(),
            lang: Lang::En,
            level: None,
        }],
        started_at: NOW,
        status: GameStatus::Playing,
        events: Vec::new(),
        pace: Pace::default(),
    }
}

fn watcher(user: UserId) -> Watcher {
    Watcher {
        user,
        lang: Lang::En,
    }
}

fn followed(game: i64, users: &[UserId]) -> Write {
    Write::Watchers {
        game: GameId(game),
        watchers: users.iter().map(|u| watcher(*u)).collect(),
    }
}

async fn watchers_at(store: &Store, channel: u64) -> Vec<Watcher> {
    store
        .load_channel(ChannelId(channel))
        .await
        .unwrap()
        .watchers
}

async fn a_refusal_marks_the_person_for_a_day_until_cleared(store: Store) {
    let marked = DirectChannel {
        channel: Some(900),
        closed_at: Some(NOW),
    };
    let mark = |direct| Write::DirectChannel { user: FAY, direct };
    store.write(vec![mark(marked)]).await.unwrap();
    let read = store.direct_channel(FAY).await.unwrap();
    assert_eq!(read, marked);
    assert!(read.closed(NOW + 1));
    assert!(read.closed(NOW + DMS_CLOSED_FOR_MS - 1), "a day long");
    assert!(!read.closed(NOW + DMS_CLOSED_FOR_MS), "and no longer");
    let cleared = DirectChannel {
        closed_at: None,
        ..marked
    };
    store.write(vec![mark(cleared)]).await.unwrap();
    assert!(!store.direct_channel(FAY).await.unwrap().closed(NOW + 1));
    assert_eq!(store.direct_channel(FAY).await.unwrap().channel, Some(900));
    assert_eq!(
        store.direct_channel(GUS).await.unwrap(),
        DirectChannel::default()
    );
}

async fn follows_are_counted_per_person_over_the_games_being_played(store: Store) {
    let games = (1..=3).map(|id| Write::StartGame(Box::new(record(id, 40 + id as u64))));
    store.write(games.collect()).await.unwrap();
    store
        .write(vec![
            followed(1, &[FAY, GUS]),
            followed(2, &[FAY]),
            followed(3, &[GUS, FAY]),
        ])
        .await
        .unwrap();
    assert_eq!(store.follows(FAY).await.unwrap(), 3);
    assert_eq!(store.follows(GUS).await.unwrap(), 2);
    // Following anew replaces the game's followers.
    store.write(vec![followed(1, &[GUS])]).await.unwrap();
    assert_eq!(store.follows(FAY).await.unwrap(), 2);
    // One follower dropped alone: the others stay, in the game's list and the count.
    let unfollow = Write::Unfollow {
        game: GameId(3),
        user: FAY,
    };
    store.write(vec![unfollow]).await.unwrap();
    assert_eq!(watchers_at(&store, 43).await, vec![watcher(GUS)]);
    assert_eq!(store.follows(FAY).await.unwrap(), 1);
    assert_eq!(store.follows(GUS).await.unwrap(), 2);
    // A game that ends is followed no more.
    let end = Write::EndGame {
        game: GameId(2),
        status: GameStatus::Finished,
        at: NOW + 5,
    };
    store.write(vec![end]).await.unwrap();
    assert_eq!(store.follows(FAY).await.unwrap(), 0);
    assert_eq!(store.follows(UserId(5)).await.unwrap(), 0);
}

async fn the_stores_number_stays_what_it_was_drawn(store: Store) {
    let first = store.installation().await.unwrap();
    assert_eq!(store.installation().await.unwrap(), first);
}

on_every_store! {
    a_refusal_marks_the_person_for_a_day_until_cleared_on_every_backend =>
        a_refusal_marks_the_person_for_a_day_until_cleared,
    follows_are_counted_per_person_over_the_games_being_played_on_every_backend =>
        follows_are_counted_per_person_over_the_games_being_played,
    the_stores_number_stays_what_it_was_drawn_on_every_backend =>
        the_stores_number_stays_what_it_was_drawn,
}

/// Two stores made anew have different numbers (so their nonces differ), and a database
/// keeps its number across openings.
#[test]
fn each_new_store_draws_its_own_number_and_keeps_it() {
    let pairs = [
        Some((backends::Fresh::memory(), backends::Fresh::memory())),
        Some((backends::Fresh::sqlite(), backends::Fresh::sqlite())),
        backends::Fresh::postgres().zip(backends::Fresh::postgres()),
    ];
    for (one, two) in pairs.into_iter().flatten() {
        let mut first = one.backend();
        let drawn = first.installation().unwrap();
        assert_ne!(drawn, two.backend().installation().unwrap(), "{}", one.name);
        if one.name != "memory" {
            drop(first);
            assert_eq!(one.backend().installation().unwrap(), drawn, "{}", one.name);
        }
    }
}

/// A SQLite file from before the mark was a person's (migration 14, the later ones
/// undone too): a person refused in
/// a game is marked from the migration on, and the followers of the games being played
/// are indexed.
#[test]
fn sqlite_migration_15_marks_the_refused_and_indexes_the_followers() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let mut backend = SqliteBackend::open(&path).unwrap();
    backend
        .write(&[
            Write::StartGame(Box::new(record(7, 42))),
            followed(7, &[FAY, GUS]),
        ])
        .unwrap();
    drop(backend);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "ALTER TABLE users ADD COLUMN dm_closed_in INTEGER;
         ALTER TABLE users DROP COLUMN dm_closed_at;
         DROP TABLE followers;
         DELETE FROM meta WHERE key = 'installation';
         INSERT INTO users (user, dm_channel, dm_closed_in) VALUES (970, 900, 7), (971, 901, NULL);
         DROP TABLE sightings;
         ALTER TABLE channels DROP COLUMN pinged;
         ALTER TABLE channels DROP COLUMN rematched;
         ALTER TABLE games DROP COLUMN seen;
         ALTER TABLE channels DROP COLUMN ping_followup;
         DELETE FROM refinery_schema_history WHERE version >= 15;
         PRAGMA user_version = 14;",
    )
    .unwrap();
    drop(conn);
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let mut backend = SqliteBackend::open(&path).unwrap();
    let fay = backend.direct_channel(FAY).unwrap();
    assert_eq!(fay.channel, Some(900));
    assert!(fay.closed(before + 1_000), "{fay:?}");
    assert_eq!(backend.direct_channel(GUS).unwrap().closed_at, None);
    assert_eq!(backend.follows(FAY).unwrap(), 1);
    assert_eq!(backend.follows(GUS).unwrap(), 1);
    assert!(backend.installation().is_ok());
}

/// The same from PostgreSQL's migration 2.
#[test]
fn postgres_migration_3_marks_the_refused_and_indexes_the_followers() {
    for fresh in backends::all() {
        let Some(schema) = fresh.schema() else {
            continue;
        };
        let mut backend = fresh.backend();
        backend
            .write(&[
                Write::StartGame(Box::new(record(7, 42))),
                followed(7, &[FAY, GUS]),
            ])
            .unwrap();
        drop(backend);
        schema.sql(
            "ALTER TABLE users ADD COLUMN dm_closed_in BIGINT;
             ALTER TABLE users DROP COLUMN dm_closed_at;
             DROP TABLE followers;
             DELETE FROM meta WHERE key = 'installation';
             INSERT INTO users (user_id, dm_channel, dm_closed_in) VALUES (970, 900, 7), (971, 901, NULL);
             DROP TABLE sightings;
             ALTER TABLE channels DROP COLUMN pinged;
             ALTER TABLE channels DROP COLUMN rematched;
             ALTER TABLE games DROP COLUMN seen;
             ALTER TABLE channels DROP COLUMN ping_followup;
             DELETE FROM refinery_schema_history WHERE version >= 3;",
        );
        let mut backend = fresh.backend();
        let fay = backend.direct_channel(FAY).unwrap();
        assert!(fay.closed_at.is_some(), "{fay:?}");
        assert_eq!(backend.direct_channel(GUS).unwrap().closed_at, None);
        assert_eq!(backend.follows(FAY).unwrap(), 1);
        assert_eq!(backend.follows(GUS).unwrap(), 1);
        assert!(backend.installation().is_ok());
    }
}
