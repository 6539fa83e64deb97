//! Ratings per server: finished games of people change them, as Weng-Lin says, in the
//! transaction that ends the game; abandoned games, AI seats, seats the AI played for
//! most of their moves and channels of no known server do not; `gametable ratings
//! rebuild` recomputes the same numbers from the records. Then the same through the real
//! binary and the loopback Discord: `/stats` and `/leaderboard` answer with the numbers,
//! and the rebuild command gives them again.

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[path = "support/backends.rs"]
mod backends;
mod support;

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::{Actors, AnyGame, Seat};
use gametable::i18n::Lang;
use gametable::ratings::{self, Place, Standing};
use gametable::store::{Backend, RatedPlayer, SqliteBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Tables, UserId,
};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::{json, Value};
use std::path::Path;
use std::sync::Arc;
use support::bot::{accepted, drained, game_command, spawn_bot, BIN, CHANNEL};
use support::fakecord::{Fakecord, Place as Where, TestUser, DM_CHANNEL_BASE};

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
        may_open_threads: false,
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
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store.clone(),
        clock.clone(),
        Some(17),
    );
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
            &tables
                .handle(
                    channel,
                    &host,
                    Command::AddAi {
                        level: Level::Basic
                    }
                )
                .await
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

backends::on_every_store! {
    every_backend_rates_three_people_by_place => three_people_are_rated_by_place,
    every_backend_rates_only_people_who_played_a_finished_game => only_people_who_played_are_rated,
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

/// Every stored rating on the test server, in a fixed order.
fn all_ratings(fresh: &backends::Fresh) -> Vec<RatedPlayer> {
    let mut backend = fresh.backend();
    let mut all = Vec::new();
    for user in [ANN, BEN, CY] {
        all.extend(backend.standings(SERVER, UserId(user)).unwrap());
    }
    all
}

#[tokio::test]
async fn a_rebuild_gives_the_same_numbers_bit_for_bit() {
    for fresh in backends::databases() {
        eprintln!("{}", fresh.name);
        a_rebuild_gives_the_same_numbers(&fresh).await;
    }
}

async fn a_rebuild_gives_the_same_numbers(fresh: &backends::Fresh) {
    let store = fresh.store();
    let (tables, clock) = tables(&store);
    let registry = gametable::games::registry();
    let location = fresh.location().expect("a database");
    let rebuild = || location.rebuild_ratings(&registry).unwrap();
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
    let kept = all_ratings(fresh);
    assert_eq!(
        kept.iter().map(|p| p.standing.games).sum::<u32>(),
        7,
        "{kept:?}"
    );
    let rebuilt = rebuild();
    assert_eq!((rebuilt.finished, rebuilt.rated), (3, 3));
    assert!(rebuilt.unreadable.is_empty());
    assert_eq!(all_ratings(fresh), kept);

    // From nothing (as after the upgrade that adds ratings): the same again.
    let forget = "DELETE FROM ratings; DELETE FROM rated_games;";
    match (&location, fresh.schema()) {
        (_, Some(schema)) => schema.sql(forget),
        (gametable::store::Location::Sqlite(path), None) => rusqlite::Connection::open(path)
            .unwrap()
            .execute_batch(forget)
            .unwrap(),
        _ => unreachable!("a database"),
    }
    assert!(all_ratings(fresh).is_empty());
    assert_eq!(rebuild().rated, 3);
    assert_eq!(all_ratings(fresh), kept);

    // Two games at once in two channels, ending in the same millisecond: the rebuild
    // keeps the order they were rated in.
    start(&tables, 33, &[ANN, CY], 0, Some(SERVER)).await;
    start(&tables, 34, &[BEN, ANN, CY], 0, Some(SERVER)).await;
    play_out(&tables, 34, Some(SERVER)).await;
    play_out(&tables, 33, Some(SERVER)).await;
    let kept = all_ratings(fresh);
    assert_eq!(kept.iter().map(|p| p.standing.games).sum::<u32>(), 12);
    assert_eq!(rebuild().rated, 5);
    assert_eq!(all_ratings(fresh), kept);
}

// --- Through the real binary and the loopback Discord -----------------------------------

/// The stored game of the test channel: whoever must act, and what the AI would play for
/// them; none once the game is over.
fn next_choice(
    db: &Path,
    players: &[TestUser],
    rng: &mut ChaCha20Rng,
) -> Option<(TestUser, String)> {
    let mut store = SqliteBackend::open(db).ok()?;
    let record = store.load_channel(ChannelId(CHANNEL)).ok()?.game?;
    let replayed = record.replay(&gametable::games::registry()).ok()?;
    let Actors::Seats(seats) = replayed.game.actors() else {
        return None;
    };
    let seat = seats.iter().next()?;
    let user = replayed.players[seat.index()].user.0;
    let mover = players.iter().find(|p| p.id == user)?.clone();
    Some((mover, replayed.game.ai_move(seat, rng)?))
}

/// Plays a Clown Standoff game of `players` (the first hosts) through the bot, to its
/// end, and waits until everything it promised was sent.
async fn play_clown(fake: &Fakecord, db: &Path, players: &[TestUser], seed: u64) {
    let new = game_command(
        "new",
        json!([{"type": 3, "name": "game", "value": "clown"}]),
    );
    fake.command(&players[0], CHANNEL, "game", new).await;
    for player in &players[1..] {
        let join = game_command("join", json!([]));
        fake.command(player, CHANNEL, "game", join).await;
    }
    let start = game_command("start", json!([]));
    fake.command(&players[0], CHANNEL, "game", start).await;
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut moves = 0;
    while let Some((mover, notation)) = next_choice(db, players, &mut rng) {
        let options = json!([{ "type": 3, "name": "move", "value": notation }]);
        let answer = fake.command(&mover, CHANNEL, "play", options).await;
        assert!(
            accepted(&answer),
            "the move {notation} was refused: {answer}"
        );
        moves += 1;
        assert!(moves < 2_000, "the game does not end");
    }
    drained(db).await;
}

fn embed_text(answer: &Value) -> String {
    let embed = &answer["data"]["embeds"][0];
    format!(
        "{}\n{}",
        embed["title"].as_str().unwrap_or_default(),
        embed["description"].as_str().unwrap_or_default()
    )
}

fn private(answer: &Value) -> bool {
    answer["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

fn clown_ratings(db: &Path) -> Vec<RatedPlayer> {
    SqliteBackend::open(db)
        .unwrap()
        .leaderboard(SERVER, "clown", 100)
        .unwrap()
}

#[tokio::test]
async fn stats_and_leaderboard_answer_with_the_ratings_and_a_rebuild_keeps_them() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let ann = TestUser::new(ANN, "ann");
    let ben = TestUser::new(BEN, "ben");
    let cy = TestUser::new(CY, "cy");
    let bot = spawn_bot(&fake, &db);
    fake.wait_sessions(1).await;

    // Nothing rated yet; a game that is not offered and a DM are refused privately.
    let none = fake.command(&cy, CHANNEL, "stats", json!([])).await;
    assert!(private(&none));
    assert!(embed_text(&none).contains(&format!("<@{CY}> has no rated games on this server yet.")));
    let chess = json!([{"type": 3, "name": "game", "value": "chess"}]);
    let unknown = fake.command(&ann, CHANNEL, "leaderboard", chess).await;
    assert!(
        private(&unknown) && unknown.to_string().contains("chess"),
        "{unknown}"
    );
    let dm = fake
        .command_in(Where::Dm, &ann, DM_CHANNEL_BASE + ANN, "stats", json!([]))
        .await;
    assert!(
        private(&dm) && dm.to_string().contains("server channel"),
        "{dm}"
    );

    // Two newcomers: the winner goes to 27.6 ± 8.1 and the loser to 22.4 ± 8.1, as
    // skillratings' worked example of Weng-Lin says.
    play_clown(&fake, &db, &[ann.clone(), ben.clone()], 1).await;
    let first = clown_ratings(&db);
    assert_eq!(first.len(), 2);
    assert_eq!(first[0].standing.skill.rating, 27.635_231_383_473_65);
    assert_eq!(first[1].standing.skill.rating, 22.364_768_616_526_35);
    let (winner, loser) = (first[0].user.0, first[1].user.0);
    let own = fake.command(&ann, CHANNEL, "stats", json!([])).await;
    let text = embed_text(&own);
    let expected = if winner == ANN {
        "27.6 ± 8.1 (provisional) — one rated game, one win"
    } else {
        "22.4 ± 8.1 (provisional) — one rated game, no wins"
    };
    assert!(private(&own) && text.contains(expected), "{text}");
    let of_loser = json!([
        {"type": 6, "name": "player", "value": loser.to_string()},
        {"type": 3, "name": "game", "value": "clown"},
    ]);
    let text = embed_text(&fake.command(&cy, CHANNEL, "stats", of_loser).await);
    assert!(text.contains(&format!("<@{loser}>:")), "{text}");
    assert!(text.contains("**Clown Standoff**: 22.4 ± 8.1"), "{text}");
    assert!(text.contains("Places: 2.: 1×"), "{text}");

    // A game of three: the leaderboard lists the three by rating − 3σ, all provisional.
    play_clown(&fake, &db, &[ben.clone(), ann.clone(), cy.clone()], 2).await;
    let kept = clown_ratings(&db);
    assert_eq!(kept.len(), 3);
    let clown = json!([{"type": 3, "name": "game", "value": "clown"}]);
    let board = fake.command(&cy, CHANNEL, "leaderboard", clown).await;
    assert!(private(&board));
    let text = embed_text(&board);
    assert!(text.starts_with("Leaderboard: Clown Standoff\n"), "{text}");
    // One decimal, and a score below zero with a true minus sign (−4.6).
    let number = |value: f64| gametable::i18n::decimal(value, ".");
    for (rank, rated) in kept.iter().enumerate() {
        let s = &rated.standing;
        let line = format!(
            "{}. <@{}> — **{}** ({} ± {}), ",
            rank + 1,
            rated.user.0,
            number(s.skill.conservative()),
            number(s.skill.rating),
            number(s.skill.uncertainty)
        );
        assert!(text.contains(&line), "{line} in {text}");
    }
    assert_eq!(text.matches("(provisional)").count(), 3, "{text}");

    // The rebuild command recomputes the same numbers from the records.
    drop(bot);
    let rebuilt = std::process::Command::new(BIN)
        .args(["ratings", "rebuild", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&rebuilt.stdout);
    assert!(rebuilt.status.success(), "{said}");
    assert!(
        said.contains("from 2 finished games: 2 rated, 0 unreadable"),
        "{said}"
    );
    assert_eq!(clown_ratings(&db), kept);
}
