//! Ratings per server: finished games of people change them, as Weng-Lin says, in the
//! transaction that ends the game; abandoned games, AI seats, seats the AI played for
//! most of their moves and channels of no known server do not; `gametable ratings
//! rebuild` recomputes the same numbers from the records. Then the same through the real
//! binary and the loopback Discord: `/stats` and `/leaderboard` answer with the numbers,
//! and the rebuild command gives them again.

mod support;

use gametable::cli::context;
use gametable::engine::{Actors, AnyGame, Seat};
use gametable::i18n::Lang;
use gametable::ratings::{self, Place, Standing};
use gametable::store::{Backend, MemoryBackend, RatedPlayer, SqliteBackend, Store};
use gametable::table::{
    Answer, Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Tables, UserId,
};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::path::Path;
use std::sync::Arc;

const START: i64 = 1_800_000_000_000;
const SERVER: u64 = 4_000;
const ANN: u64 = 3001;
const BEN: u64 = 3002;
const CY: u64 = 3003;

fn person(id: u64, community: Option<u64>) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        community_lang: None,
        community,
    }
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

/// A table layer over `store` whose clock the test moves.
fn tables(store: &Store) -> (Tables, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(START));
    let tables = Tables::new(context(Lang::En), store.clone(), clock.clone(), Some(17));
    (tables, clock)
}

/// Opens a Clown Standoff table at `channel` for `people` (the first hosts), adds `ais`
/// AI seats and starts it.
async fn start(tables: &Tables, channel: u64, people: &[u64], ais: usize, server: Option<u64>) {
    let channel = ChannelId(channel);
    let host = person(people[0], server);
    let open = Command::open("clown", Pace::default());
    assert!(!refused(&tables.handle(channel, &host, open).await));
    for id in &people[1..] {
        let join = tables
            .handle(channel, &person(*id, server), Command::Join)
            .await;
        assert!(!refused(&join));
    }
    for _ in 0..ais {
        assert!(!refused(
            &tables.handle(channel, &host, Command::AddAi).await
        ));
    }
    assert!(!refused(
        &tables.handle(channel, &host, Command::Start).await
    ));
}

/// Plays the game at `channel` to its end, each person waited for choosing what the AI
/// would.
async fn play_out(tables: &Tables, channel: u64, server: Option<u64>) {
    let channel = ChannelId(channel);
    let mut rng = ChaCha20Rng::seed_from_u64(channel.0);
    for _ in 0..10_000 {
        let next = tables
            .inspect(channel, |t| {
                let game: &dyn AnyGame = t.game()?;
                let Actors::Seats(seats) = game.actors() else {
                    return None;
                };
                let seat: Seat = seats.iter().next()?;
                let notation = game.ai_move(seat, &mut rng)?;
                Some((t.players()[seat.index()].user, notation))
            })
            .await
            .flatten();
        let Some((mover, notation)) = next else {
            return;
        };
        let answer = tables
            .handle(
                channel,
                &person(mover.0, server),
                Command::Play { notation },
            )
            .await;
        assert!(!refused(&answer), "{answer:?}");
    }
    panic!("the game at {channel} did not end");
}

/// The standings of one person on the test server, by game.
async fn standing(store: &Store, user: u64) -> Option<Standing> {
    let found = store.standings(SERVER, UserId(user)).await.unwrap();
    found
        .into_iter()
        .find(|p| p.game == "clown")
        .map(|p| p.standing)
}

/// The places of the last game of `channel`, replayed from its record, by user.
async fn places_of_last_game(store: &Store, channel: u64) -> Vec<(UserId, Place)> {
    let id = store
        .latest_game(ChannelId(channel))
        .await
        .unwrap()
        .unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    let replayed = record.replay(&gametable::games::registry()).unwrap();
    let outcome = replayed.game.outcome().expect("the game is over");
    let places = ratings::places(&outcome);
    replayed
        .players
        .iter()
        .map(|p| p.user)
        .zip(places)
        .collect()
}

async fn three_people_are_rated_by_place(store: Store) {
    let (tables, _) = tables(&store);
    start(&tables, 10, &[ANN, BEN, CY], 0, Some(SERVER)).await;
    play_out(&tables, 10, Some(SERVER)).await;
    let places = places_of_last_game(&store, 10).await;
    let expected = ratings::rate(
        &places
            .iter()
            .map(|(_, place)| (Standing::default(), *place))
            .collect::<Vec<_>>(),
    );
    for ((user, place), expected) in places.iter().zip(&expected) {
        let got = standing(&store, user.0).await.expect("rated");
        assert_eq!(&got, expected, "{user:?}");
        assert_eq!(got.games, 1);
        assert_eq!(got.wins, u32::from(place.won));
        assert_eq!(got.places.iter().sum::<u32>(), 1);
    }
    let board = store.leaderboard(SERVER, "clown".into(), 10).await.unwrap();
    assert_eq!(board.len(), 3);
    let skills: Vec<f64> = board
        .iter()
        .map(|p| p.standing.skill.conservative())
        .collect();
    assert!(skills.windows(2).all(|w| w[0] >= w[1]), "{skills:?}");
    let winner = places.iter().find(|(_, p)| p.place == 1).unwrap().0;
    assert_eq!(board[0].user, winner);
    // Nothing for another server, or another game.
    assert!(store
        .standings(SERVER + 1, UserId(ANN))
        .await
        .unwrap()
        .is_empty());
    let other = store.leaderboard(SERVER, "boast".into(), 10).await.unwrap();
    assert!(other.is_empty());
}

#[tokio::test]
async fn sqlite_rates_three_people_by_place() {
    let dir = tempfile::tempdir().unwrap();
    let db = SqliteBackend::open(&dir.path().join("r.db")).unwrap();
    three_people_are_rated_by_place(Store::spawn(db)).await;
}

#[tokio::test]
async fn memory_rates_three_people_by_place() {
    three_people_are_rated_by_place(Store::spawn(MemoryBackend::default())).await;
}

async fn only_people_who_played_are_rated(store: Store) {
    let (tables, clock) = tables(&store);
    // Abandoned: nobody.
    start(&tables, 20, &[ANN, BEN], 0, Some(SERVER)).await;
    let ann = person(ANN, Some(SERVER));
    assert!(!refused(
        &tables.handle(ChannelId(20), &ann, Command::Stop).await
    ));
    assert_eq!(standing(&store, ANN).await, None);
    // One person and AI seats: fewer than two people, nobody.
    clock.advance(60_000);
    start(&tables, 21, &[ANN], 2, Some(SERVER)).await;
    play_out(&tables, 21, Some(SERVER)).await;
    assert_eq!(standing(&store, ANN).await, None);
    // A channel of no known server (local play): nobody.
    clock.advance(60_000);
    start(&tables, 22, &[ANN, BEN], 0, None).await;
    play_out(&tables, 22, None).await;
    assert_eq!(standing(&store, ANN).await, None);
    // Two people and an AI seat: the two, and only them.
    clock.advance(60_000);
    start(&tables, 23, &[ANN, BEN], 1, Some(SERVER)).await;
    play_out(&tables, 23, Some(SERVER)).await;
    assert_eq!(standing(&store, ANN).await.map(|s| s.games), Some(1));
    assert_eq!(standing(&store, BEN).await.map(|s| s.games), Some(1));
    let board = store.leaderboard(SERVER, "clown".into(), 10).await.unwrap();
    assert!(board.iter().all(|p| !p.user.is_ai()) && board.len() == 2);
    // Cy is away from the start: the AI makes all his moves, he is not rated; the others
    // are, with their places among all three.
    clock.advance(60_000);
    start(&tables, 24, &[ANN, BEN, CY], 0, Some(SERVER)).await;
    let cy = person(CY, Some(SERVER));
    assert!(!refused(
        &tables.handle(ChannelId(24), &cy, Command::Away).await
    ));
    play_out(&tables, 24, Some(SERVER)).await;
    assert_eq!(standing(&store, CY).await, None);
    assert_eq!(standing(&store, ANN).await.map(|s| s.games), Some(2));
    assert_eq!(standing(&store, BEN).await.map(|s| s.games), Some(2));
}

#[tokio::test]
async fn sqlite_rates_only_people_who_played_a_finished_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = SqliteBackend::open(&dir.path().join("r.db")).unwrap();
    only_people_who_played_are_rated(Store::spawn(db)).await;
}

#[tokio::test]
async fn memory_rates_only_people_who_played_a_finished_game() {
    only_people_who_played_are_rated(Store::spawn(MemoryBackend::default())).await;
}

/// Every stored rating on the test server, in a fixed order.
fn all_ratings(db: &Path) -> Vec<RatedPlayer> {
    let mut backend = SqliteBackend::open(db).unwrap();
    let mut all = Vec::new();
    for user in [ANN, BEN, CY] {
        all.extend(backend.standings(SERVER, UserId(user)).unwrap());
    }
    all
}

#[tokio::test]
async fn a_rebuild_gives_the_same_numbers_bit_for_bit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.db");
    let store = Store::spawn(SqliteBackend::open(&path).unwrap());
    let (tables, clock) = tables(&store);
    let registry = gametable::games::registry();
    let rebuild = || {
        SqliteBackend::open(&path)
            .unwrap()
            .rebuild_ratings(&registry)
            .unwrap()
    };
    // Three games one after the other, of two and three people.
    for (round, channel) in [30, 31, 32].into_iter().enumerate() {
        start(
            &tables,
            channel,
            &[ANN, BEN, CY][..2 + round % 2],
            0,
            Some(SERVER),
        )
        .await;
        play_out(&tables, channel, Some(SERVER)).await;
        clock.advance(1_000);
    }
    let kept = all_ratings(&path);
    assert_eq!(
        kept.iter().map(|p| p.standing.games).sum::<u32>(),
        7,
        "{kept:?}"
    );
    let rebuilt = rebuild();
    assert_eq!((rebuilt.finished, rebuilt.rated), (3, 3));
    assert!(rebuilt.unreadable.is_empty());
    assert_eq!(all_ratings(&path), kept);

    // From nothing (as after the upgrade that adds ratings): the same again.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch("DELETE FROM ratings; DELETE FROM rated_games;")
        .unwrap();
    assert!(all_ratings(&path).is_empty());
    assert_eq!(rebuild().rated, 3);
    assert_eq!(all_ratings(&path), kept);

    // Two games at once in two channels, ending in the same millisecond: the rebuild
    // keeps the order they were rated in.
    start(&tables, 33, &[ANN, CY], 0, Some(SERVER)).await;
    start(&tables, 34, &[BEN, ANN, CY], 0, Some(SERVER)).await;
    play_out(&tables, 34, Some(SERVER)).await;
    play_out(&tables, 33, Some(SERVER)).await;
    let kept = all_ratings(&path);
    assert_eq!(kept.iter().map(|p| p.standing.games).sum::<u32>(), 12);
    assert_eq!(rebuild().rated, 5);
    assert_eq!(all_ratings(&path), kept);
}
