//! `/game mine`: the store's index of who sits where (on every backend — memory, SQLite,
//! and PostgreSQL when TEST_DATABASE_URL is set — and filled from existing SQLite games
//! by its migration), the table layer's list of a person's tables (their
//! own turns first, whose turn, the deadline, the moves since they played), and the
//! command through the loopback Discord, from two servers' channels and from a DM.

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[path = "support/backends.rs"]
mod backends;
mod support;

use gametable::cli::context;
use gametable::discord::{run, BotConfig};
use gametable::engine::{Actors, Seat};
use gametable::i18n::Lang;
use gametable::store::{
    Action, Backend, GameStatus, MemoryBackend, Record, RecordedEvent, SeatedGame, SqliteBackend,
    Store, Write, RECORD_FORMAT,
};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Command, GameId, ManualClock, MessageKind, OnTimeout, Pace, Player,
    SeatedTable, SystemClock, Tables, TurnClock, UserId,
};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use support::fakecord::{Fakecord, Place, TestUser, DM_CHANNEL_BASE, GUILD_ID};

const START: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;

// --- The store's index ------------------------------------------------------------------

fn player(user: u64, name: &str) -> Player {
    Player {
        user: UserId(user),
        name: name.into(),
        lang: Lang::En,
        level: None,
    }
}

/// A game of two people (1000 in seat 0, 1002 in seat 2) and an AI (seat 1).
fn record(id: i64, channel: u64) -> Record {
    Record {
        format: RECORD_FORMAT,
        id: GameId(id),
        channel: ChannelId(channel),
        game: "boast".into(),
        options: json!({}),
        host: UserId(1000),
        seats: vec![player(1000, "Ann"), player(1, "Bot 1"), player(1002, "Cy")],
        started_at: START,
        status: GameStatus::Playing,
        pace: Pace::default(),
        events: Vec::new(),
    }
}

fn event(game: i64, seq: u32, action: Action) -> Write {
    Write::Event {
        game: GameId(game),
        seq,
        event: RecordedEvent { at: START, action },
    }
}

fn moved(game: i64, seq: u32, seat: u8) -> Write {
    event(
        game,
        seq,
        Action::Move {
            seat: Seat(seat),
            notation: "x".into(),
        },
    )
}

fn seated(game: i64, channel: u64, seat: u8, moves_since: u32) -> SeatedGame {
    SeatedGame {
        game: GameId(game),
        channel: ChannelId(channel),
        kind: "boast".into(),
        seat: Seat(seat),
        moves_since,
    }
}

/// Two games at once: 7 in channel 42, 8 in channel 41. Returns after a few moves and
/// seat changes, with what each person must see at each step checked.
fn index_follows_the_games(backend: &mut dyn Backend) {
    let of = |backend: &mut dyn Backend, user: u64| backend.games_of(UserId(user)).unwrap();
    backend
        .write(&[
            Write::StartGame(Box::new(record(7, 42))),
            Write::StartGame(Box::new(record(8, 41))),
        ])
        .unwrap();
    // The two people are listed, by channel; the AI is not.
    assert_eq!(
        of(backend, 1000),
        vec![seated(8, 41, 0, 0), seated(7, 42, 0, 0)]
    );
    assert_eq!(
        of(backend, 1002),
        vec![seated(8, 41, 2, 0), seated(7, 42, 2, 0)]
    );
    assert!(of(backend, 1).is_empty());
    assert!(of(backend, 999).is_empty());

    // Moves count for everyone at the game but the mover; chance and away events do not.
    backend
        .write(&[
            event(7, 0, Action::Chance { outcome: json!(1) }),
            moved(7, 1, 0),
            moved(7, 2, 1),
            event(
                7,
                3,
                Action::Away {
                    seat: Seat(2),
                    away: true,
                },
            ),
            moved(7, 4, 2),
            moved(7, 5, 0),
            moved(8, 0, 1),
        ])
        .unwrap();
    assert_eq!(
        of(backend, 1000),
        vec![seated(8, 41, 0, 1), seated(7, 42, 0, 0)]
    );
    assert_eq!(
        of(backend, 1002),
        vec![seated(8, 41, 2, 1), seated(7, 42, 2, 1)]
    );

    // 1002 leaves game 7 (an AI takes the seat); a person takes the AI's seat of game 8.
    backend
        .write(&[
            event(
                7,
                6,
                Action::Seat {
                    seat: Seat(2),
                    player: player(3, "Bot 3"),
                },
            ),
            event(
                8,
                1,
                Action::Seat {
                    seat: Seat(1),
                    player: player(1005, "Dee"),
                },
            ),
            moved(8, 2, 0),
        ])
        .unwrap();
    assert_eq!(of(backend, 1002), vec![seated(8, 41, 2, 2)]);
    assert_eq!(of(backend, 1005), vec![seated(8, 41, 1, 1)]);
    assert!(of(backend, 3).is_empty());

    // A finished game and an abandoned one are not listed.
    backend
        .write(&[Write::EndGame {
            game: GameId(7),
            status: GameStatus::Finished,
            at: START,
        }])
        .unwrap();
    assert_eq!(of(backend, 1000), vec![seated(8, 41, 0, 0)]);
    backend
        .write(&[Write::EndGame {
            game: GameId(8),
            status: GameStatus::Abandoned,
            at: START,
        }])
        .unwrap();
    for user in [1000, 1002, 1005] {
        assert!(of(backend, user).is_empty(), "{user}");
    }
}

#[test]
fn on_every_backend_the_index_follows_starts_moves_seat_changes_and_ends() {
    for fresh in backends::all() {
        eprintln!("{}", fresh.name);
        index_follows_the_games(&mut *fresh.backend());
    }
}

/// A failed batch leaves the index as it was, like everything else in the transaction.
#[test]
fn on_every_backend_the_index_changes_only_with_its_transaction() {
    for fresh in backends::all() {
        eprintln!("{}", fresh.name);
        index_changes_only_with_its_transaction(&mut *fresh.backend());
    }
}

fn index_changes_only_with_its_transaction(backend: &mut dyn Backend) {
    backend
        .write(&[Write::StartGame(Box::new(record(7, 42)))])
        .unwrap();
    // The second start of game 7 fails the batch, so the move is not counted either.
    let failed = backend.write(&[moved(7, 0, 2), Write::StartGame(Box::new(record(7, 42)))]);
    assert!(failed.is_err());
    assert_eq!(
        backend.games_of(UserId(1000)).unwrap(),
        vec![seated(7, 42, 0, 0)]
    );
}

/// A database from before the index gets it filled from its unfinished games: the same
/// rows the writes would have kept.
/// Three games: one with moves and seat changes, one just started, one finished.
fn three_games() -> Vec<Write> {
    vec![
        Write::StartGame(Box::new(record(7, 42))),
        Write::StartGame(Box::new(record(8, 41))),
        Write::StartGame(Box::new(record(9, 40))),
        moved(7, 0, 0),
        moved(7, 1, 1),
        event(
            7,
            2,
            Action::Seat {
                seat: Seat(2),
                player: player(2, "Bot 2"),
            },
        ),
        event(
            7,
            3,
            Action::Seat {
                seat: Seat(1),
                player: player(1005, "Dee"),
            },
        ),
        moved(7, 4, 0),
        moved(7, 5, 2),
        moved(8, 0, 2),
        Write::EndGame {
            game: GameId(9),
            status: GameStatus::Finished,
            at: START,
        },
    ]
}

#[test]
fn the_migration_fills_the_index_from_unfinished_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let mut backend = SqliteBackend::open(&path).unwrap();
    backend.write(&three_games()).unwrap();
    let users = [1000, 1002, 1005, 1, 2];
    let kept: Vec<Vec<SeatedGame>> = users
        .iter()
        .map(|u| backend.games_of(UserId(*u)).unwrap())
        .collect();
    assert_eq!(kept[0], vec![seated(8, 41, 0, 1), seated(7, 42, 0, 1)]);
    assert_eq!(kept[2], vec![seated(7, 42, 1, 2)]);
    let version = backend.schema_version().unwrap();
    drop(backend);

    // Back to the schema before the index (migration 5), as the gametable before
    // refinery left it: without the index, without what the migrations after it added,
    // and without refinery's history (the version is in `user_version` only).
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TABLE refinery_schema_history;
         DROP TABLE seated;
         ALTER TABLE channels DROP COLUMN reminder;
         ALTER TABLE channels DROP COLUMN community;
         ALTER TABLE games DROP COLUMN nudged;
         ALTER TABLE users DROP COLUMN reminders_off;
         ALTER TABLE users DROP COLUMN pictures_off;
         ALTER TABLE channels DROP COLUMN settings;
         ALTER TABLE channels DROP COLUMN ping_message;
         ALTER TABLE games DROP COLUMN watchers;
         DROP TABLE ratings;
         DROP TABLE rated_games;
         ALTER TABLE channels DROP COLUMN parent;
         ALTER TABLE channels DROP COLUMN version;
         ALTER TABLE outbox DROP COLUMN claimed_by;
         ALTER TABLE outbox DROP COLUMN claimed_until;
         ALTER TABLE games DROP COLUMN moves;
         ALTER TABLE users ADD COLUMN dm_closed_in INTEGER;
         ALTER TABLE users DROP COLUMN dm_closed_at;
         DROP TABLE followers;
         DELETE FROM meta WHERE key = 'installation';
         DROP TABLE sightings;
         ALTER TABLE channels DROP COLUMN pinged;
         ALTER TABLE channels DROP COLUMN rematched;
         ALTER TABLE games DROP COLUMN seen;
         ALTER TABLE channels DROP COLUMN ping_followup;

         DROP INDEX games_by_end;",
    )
    .unwrap();
    conn.pragma_update(None, "user_version", 4).unwrap();
    drop(conn);

    let mut backend = SqliteBackend::open(&path).unwrap();
    assert_eq!(backend.schema_version().unwrap(), version);
    let filled: Vec<Vec<SeatedGame>> = users
        .iter()
        .map(|u| backend.games_of(UserId(*u)).unwrap())
        .collect();
    assert_eq!(filled, kept);
}

// --- The table layer --------------------------------------------------------------------

const TABLE_A: ChannelId = ChannelId(90);
const TABLE_B: ChannelId = ChannelId(80);

/// A PostgreSQL database from before the games counted their moves (its migration 1,
/// whose index counted every seat's moves on every move) keeps each seat's count through
/// migration 2.
#[test]
fn postgres_migration_2_keeps_the_moves_since_each_seats_last() {
    for fresh in backends::all() {
        let Some(schema) = fresh.schema() else {
            continue;
        };
        let mut backend = fresh.backend();
        backend.write(&three_games()).unwrap();
        let users = [1000, 1002, 1005, 1, 2];
        let of = |backend: &mut dyn Backend| -> Vec<Vec<SeatedGame>> {
            users
                .iter()
                .map(|u| backend.games_of(UserId(*u)).unwrap())
                .collect()
        };
        let kept = of(&mut *backend);
        assert!(kept.iter().flatten().any(|s| s.moves_since > 0));
        drop(backend);
        schema.sql(
            "ALTER TABLE seated ADD COLUMN moves_since INTEGER NOT NULL DEFAULT 0;
             UPDATE seated SET moves_since = g.moves - seated.moved_at
             FROM games g WHERE g.id = seated.game;
             ALTER TABLE seated DROP COLUMN moved_at;
             ALTER TABLE games DROP COLUMN moves;
             ALTER TABLE users ADD COLUMN dm_closed_in BIGINT;
             ALTER TABLE users DROP COLUMN dm_closed_at;
             DROP TABLE followers;
             DELETE FROM meta WHERE key = 'installation';
             DROP TABLE sightings;
             ALTER TABLE channels DROP COLUMN pinged;
             ALTER TABLE channels DROP COLUMN rematched;
             ALTER TABLE games DROP COLUMN seen;
             ALTER TABLE channels DROP COLUMN ping_followup;
             DELETE FROM refinery_schema_history WHERE version >= 2;",
        );
        assert_eq!(of(&mut *fresh.backend()), kept);
    }
}

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

const PAT: u64 = 2001;
const QUIN: u64 = 2002;
const RAY: u64 = 2003;

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

async fn start(tables: &Tables, channel: ChannelId, people: [u64; 3], clock: TurnClock) {
    let open = Command::open(
        "boast",
        Pace {
            clock,
            on_timeout: OnTimeout::Ai,
            ..Pace::default()
        },
    );
    let host = person(people[0]);
    assert!(!refused(&tables.handle(channel, &host, open).await));
    for id in &people[1..] {
        assert!(!refused(
            &tables.handle(channel, &person(*id), Command::Join).await
        ));
    }
    assert!(!refused(
        &tables.handle(channel, &host, Command::Start).await
    ));
}

/// The people the table of `channel` waits for.
async fn waiting(tables: &Tables, channel: ChannelId) -> Vec<UserId> {
    tables
        .inspect(channel, |t| match t.game().map(|g| g.actors()) {
            Some(Actors::Seats(seats)) => {
                seats.iter().map(|s| t.players()[s.index()].user).collect()
            }
            _ => Vec::new(),
        })
        .await
        .unwrap_or_default()
}

/// The first person waited for at `channel` (other than `not`, if others are waited for)
/// plays their first legal move; returns who moved.
async fn step(tables: &Tables, channel: ChannelId, not: Option<UserId>) -> UserId {
    let waited = waiting(tables, channel).await;
    let mover = waited
        .iter()
        .copied()
        .find(|u| Some(*u) != not)
        .unwrap_or(waited[0]);
    let notation = tables
        .inspect(channel, |t| {
            let seat = t.seat_of(mover).unwrap();
            t.game().unwrap().legal_moves(seat)[0].notation.clone()
        })
        .await
        .unwrap();
    let answer = tables
        .handle(channel, &person(mover.0), Command::Play { notation })
        .await;
    assert!(!refused(&answer), "{answer:?}");
    mover
}

/// The oracle: moves in the stored record after the last move of `user`'s seat.
async fn moves_since(store: &Store, channel: ChannelId, user: UserId) -> u32 {
    let id = store.latest_game(channel).await.unwrap().unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    let seat = record.seats.iter().position(|p| p.user == user).unwrap();
    let mut since = 0;
    for event in &record.events {
        if let Action::Move { seat: mover, .. } = event.action {
            since = if mover.index() == seat { 0 } else { since + 1 };
        }
    }
    since
}

/// Pat sits at two tables: at A (no clock, channel 90) it is Pat's turn; at B (an hour a
/// move, channel 80) it is not, and a few moves were made since Pat played there.
async fn two_tables(store: Store) {
    let clock = Arc::new(ManualClock::at(START));
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store.clone(),
        clock.clone(),
        Some(11),
    );
    let pat = UserId(PAT);
    assert!(tables.my_games(pat).await.is_empty());
    start(&tables, TABLE_A, [PAT, QUIN, RAY], TurnClock::Off).await;
    start(&tables, TABLE_B, [QUIN, PAT, RAY], TurnClock::Hour1).await;

    // B: play until Pat has moved, then until two more moves were made and Pat is not
    // waited for.
    let mut pat_moved = false;
    let mut after = 0;
    for _ in 0..200 {
        let waited = waiting(&tables, TABLE_B).await;
        if pat_moved && after >= 2 && !waited.contains(&pat) {
            break;
        }
        let mover = step(&tables, TABLE_B, None).await;
        if mover == pat {
            pat_moved = true;
            after = 0;
        } else {
            after += 1;
        }
    }
    assert!(pat_moved && after >= 2, "the game at B went as planned");
    assert!(!waiting(&tables, TABLE_B).await.contains(&pat));
    // A: play until Pat is waited for.
    for _ in 0..200 {
        if waiting(&tables, TABLE_A).await.contains(&pat) {
            break;
        }
        step(&tables, TABLE_A, Some(pat)).await;
    }
    assert!(waiting(&tables, TABLE_A).await.contains(&pat));

    let mine = tables.my_games(pat).await;
    let channels: Vec<ChannelId> = mine.iter().map(|t| t.channel).collect();
    assert_eq!(
        channels,
        [TABLE_A, TABLE_B],
        "Pat's own turn first: {mine:?}"
    );
    let (a, b) = (&mine[0], &mine[1]);
    assert!(a.your_turn && !b.your_turn);
    assert_eq!((a.seat, b.seat), (Seat(0), Seat(1)));
    assert_eq!(a.name.id, "boast-name");
    assert_eq!(a.deadline, None);
    assert_eq!(b.deadline, Some(START + HOUR));
    assert!(a.waiting.contains(&format!("P{PAT}")));
    let b_waiting: Vec<String> = waiting(&tables, TABLE_B)
        .await
        .iter()
        .map(|u| format!("P{}", u.0))
        .collect();
    assert_eq!(b.waiting, b_waiting);
    assert_eq!(b.moves_since, moves_since(&store, TABLE_B, pat).await);
    assert_eq!(a.moves_since, moves_since(&store, TABLE_A, pat).await);
    assert!(b.moves_since >= 2, "{b:?}");

    // Another process over the same store restores the tables lazily and sees the same.
    let restarted = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store.clone(),
        clock.clone(),
        Some(12),
    );
    assert_eq!(restarted.my_games(pat).await, mine);

    // Everyone seated sees both tables; the one waited for at B sees B first.
    let quin_first = waiting(&tables, TABLE_B).await[0];
    let theirs = tables.my_games(quin_first).await;
    assert_eq!(theirs.len(), 2);
    assert_eq!(theirs[0].channel, TABLE_B);
    assert!(theirs[0].your_turn);

    // Pat leaves B (an AI takes the seat): only A is left. A stopped: nothing is left.
    let left = tables.handle(TABLE_B, &person(PAT), Command::Leave).await;
    assert!(!refused(&left));
    let mine = tables.my_games(pat).await;
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].channel, TABLE_A);
    assert!(!refused(
        &tables.handle(TABLE_A, &person(PAT), Command::Stop).await
    ));
    assert!(tables.my_games(pat).await.is_empty());
    assert_eq!(tables.my_games(UserId(QUIN)).await.len(), 1);
}

backends::on_every_store! {
    on_every_backend_a_person_at_two_tables_sees_both_their_own_turn_first => two_tables,
}

/// Tables of the same standing keep the soonest deadline first, then the channel order.
#[tokio::test]
async fn tables_not_waiting_for_the_person_come_by_deadline_then_channel() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        clock.clone(),
        Some(13),
    );
    // Ray is seated last at each table, so nobody waits for Ray at the start of a trick.
    start(&tables, ChannelId(3), [PAT, QUIN, RAY], TurnClock::Off).await;
    start(&tables, ChannelId(2), [PAT, QUIN, RAY], TurnClock::Off).await;
    clock.advance(1);
    start(&tables, ChannelId(5), [PAT, QUIN, RAY], TurnClock::Day1).await;
    clock.advance(1);
    start(&tables, ChannelId(4), [PAT, QUIN, RAY], TurnClock::Hour1).await;
    let mine: Vec<SeatedTable> = tables.my_games(UserId(RAY)).await;
    let order: Vec<(bool, u64)> = mine.iter().map(|t| (t.your_turn, t.channel.0)).collect();
    let mut expected: Vec<(bool, Option<i64>, u64)> = mine
        .iter()
        .map(|t| (!t.your_turn, t.deadline, t.channel.0))
        .collect();
    expected.sort_by_key(|(not_mine, deadline, channel)| {
        (*not_mine, deadline.is_none(), *deadline, *channel)
    });
    let expected: Vec<(bool, u64)> = expected.iter().map(|(n, _, c)| (!n, *c)).collect();
    assert_eq!(order, expected);
    let not_mine: Vec<u64> = mine
        .iter()
        .filter(|t| !t.your_turn)
        .map(|t| t.channel.0)
        .collect();
    // Whatever Ray's own turns, the others keep this order: 4 (an hour), 5 (a day), then
    // the tables without a clock by channel.
    let reference = [4, 5, 2, 3];
    let kept: Vec<u64> = reference
        .iter()
        .copied()
        .filter(|c| not_mine.contains(c))
        .collect();
    assert_eq!(not_mine, kept);
    assert_eq!(mine.len(), 4);
}

// --- Through the loopback Discord -------------------------------------------------------

/// A second server, besides the fake's own.
const OTHER_GUILD: u64 = 4001;
const HAGGIS_CHANNEL: u64 = 6001;
const BOAST_CHANNEL: u64 = 7001;

fn discord_user(id: u64, name: &str, locale: &str) -> TestUser {
    TestUser {
        id,
        name: name.into(),
        locale: locale.into(),
        permissions: 0,
    }
}

async fn game(
    fake: &Fakecord,
    place: Place,
    user: &TestUser,
    channel: u64,
    sub: &str,
    options: Value,
) -> Value {
    let sub = json!([{ "type": 1, "name": sub, "options": options }]);
    fake.command_in(place, user, channel, "game", sub).await
}

fn ephemeral(response: &Value) -> bool {
    response["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// The text of a response's embed.
fn described(response: &Value) -> String {
    response["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Whether the game of `channel` in the bot's database waits for `user`.
fn waits_for(db: &Path, channel: u64, user: u64) -> bool {
    let mut store = SqliteBackend::open(db).unwrap();
    let record = store
        .load_channel(ChannelId(channel))
        .unwrap()
        .game
        .unwrap();
    let seat = record
        .seats
        .iter()
        .position(|p| p.user == UserId(user))
        .unwrap();
    let replayed = record.replay(&gametable::games::registry()).unwrap();
    match replayed.game.actors() {
        Actors::Seats(seats) => seats.contains(Seat(seat as u8)),
        _ => false,
    }
}

/// The first person the game of `channel` waits for, and their first legal move.
fn first_move(db: &Path, channel: u64) -> (u64, String) {
    let mut store = SqliteBackend::open(db).unwrap();
    let record = store
        .load_channel(ChannelId(channel))
        .unwrap()
        .game
        .unwrap();
    let game = record.replay(&gametable::games::registry()).unwrap().game;
    let Actors::Seats(seats) = game.actors() else {
        panic!("the game waits for nobody")
    };
    let seat = seats.iter().next().unwrap();
    let notation = game.legal_moves(seat)[0].notation.clone();
    (record.seats[seat.index()].user.0, notation)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_mine_lists_tables_of_two_servers_privately_also_from_a_dm() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let config = BotConfig {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        api_url: Some(fake.api_url()),
        db: db.clone().into(),
        default_lang: Lang::En,
        board_interval: Duration::from_millis(100),
        requests_per_second: 50,
        fair_use: gametable::table::FairUse::default(),
        table_idle: Duration::from_secs(1800),
        keep_ended: None,
        shards: None,
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(run(
        config,
        context(Lang::En).with_ai(QUICK_AI),
        Arc::new(SystemClock),
        async {
            let _ = stopped.await;
        },
    ));
    fake.wait_ready().await;

    let pat = discord_user(801, "pat", "en-US");
    let quin = discord_user(802, "quin", "el");
    let ray = discord_user(803, "ray", "hu");
    let home = Place::Guild(GUILD_ID);
    let away = Place::Guild(OTHER_GUILD);
    let mine = json!([]);

    // Nobody is seated anywhere yet.
    let nothing = game(&fake, home, &pat, HAGGIS_CHANNEL, "mine", mine.clone()).await;
    assert!(ephemeral(&nothing), "{nothing}");
    assert_eq!(described(&nothing), "You are seated at no table.");

    // Haggis for two on this server; Boast for three on another.
    let haggis = json!([{ "type": 3, "name": "game", "value": "haggis" }]);
    let boast = json!([{ "type": 3, "name": "game", "value": "boast" }]);
    for (place, channel, opens, players, new) in [
        (home, HAGGIS_CHANNEL, &pat, vec![&quin], haggis),
        (away, BOAST_CHANNEL, &quin, vec![&pat, &ray], boast),
    ] {
        assert!(!ephemeral(
            &game(&fake, place, opens, channel, "new", new).await
        ));
        for player in players {
            let joined = game(&fake, place, player, channel, "join", json!([])).await;
            assert!(!ephemeral(&joined), "{joined}");
        }
        let started = game(&fake, place, opens, channel, "start", json!([])).await;
        assert!(!ephemeral(&started), "{started}");
    }

    // Pat sees both, privately, from either server; their own turn first.
    let from_home = game(&fake, home, &pat, HAGGIS_CHANNEL, "mine", mine.clone()).await;
    let from_away = game(&fake, away, &pat, BOAST_CHANNEL, "mine", mine.clone()).await;
    assert!(ephemeral(&from_home) && ephemeral(&from_away));
    let text = described(&from_home);
    assert_eq!(described(&from_away), text);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "You are seated at 2 tables:", "{text}");
    assert_eq!(lines.len(), 3, "{text}");
    let haggis_line = lines.iter().find(|l| l.contains("**Haggis**")).unwrap();
    let boast_line = lines
        .iter()
        .find(|l| l.contains("**Boast or Nothing**"))
        .unwrap();
    assert!(
        haggis_line.contains(&format!("<#{HAGGIS_CHANNEL}>")),
        "{text}"
    );
    assert!(
        boast_line.contains(&format!("<#{BOAST_CHANNEL}>")),
        "{text}"
    );
    let pats_turn = [
        waits_for(&db, HAGGIS_CHANNEL, pat.id),
        waits_for(&db, BOAST_CHANNEL, pat.id),
    ];
    assert_eq!(haggis_line.contains("your turn"), pats_turn[0], "{text}");
    assert_eq!(boast_line.contains("your turn"), pats_turn[1], "{text}");
    if pats_turn[0] != pats_turn[1] {
        let first = if pats_turn[0] {
            haggis_line
        } else {
            boast_line
        };
        assert_eq!(lines[1], *first, "Pat's own turn comes first: {text}");
    }
    assert!(text.contains("since you played"), "{text}");

    // Whoever the Haggis table waits for moves: one more move since Pat played there.
    let (mover, notation) = first_move(&db, HAGGIS_CHANNEL);
    let mover = [&pat, &quin].into_iter().find(|u| u.id == mover).unwrap();
    let play = json!([{ "type": 3, "name": "move", "value": notation }]);
    let played = fake.command(mover, HAGGIS_CHANNEL, "play", play).await;
    // Posted, or (a bet that ends nothing, in a quiet channel) confirmed privately.
    assert!(
        !ephemeral(&played) || played.to_string().contains(&notation),
        "{played}"
    );
    let text = described(&game(&fake, home, &pat, HAGGIS_CHANNEL, "mine", mine.clone()).await);
    let haggis_line = text.lines().find(|l| l.contains("**Haggis**")).unwrap();
    let expected = if mover.id == pat.id {
        "no moves since you played"
    } else {
        "one move since you played"
    };
    assert!(haggis_line.ends_with(expected), "{text}");

    // The same from the DM with the bot, where no server and no member come along.
    let dm = DM_CHANNEL_BASE + pat.id;
    let from_dm = game(&fake, Place::Dm, &pat, dm, "mine", mine.clone()).await;
    assert!(ephemeral(&from_dm), "{from_dm}");
    assert_eq!(described(&from_dm), text);
    // A table command there is refused privately, and opens no table in the DM.
    let refused = game(&fake, Place::Dm, &pat, dm, "status", json!([])).await;
    assert!(ephemeral(&refused), "{refused}");
    assert!(described(&refused).contains("server channel"), "{refused}");
    let opened = game(
        &fake,
        Place::Dm,
        &pat,
        dm,
        "new",
        json!([{ "type": 3, "name": "game", "value": "boast" }]),
    )
    .await;
    assert!(ephemeral(&opened), "{opened}");
    let mut store = SqliteBackend::open(&db).unwrap();
    let dm_table = store.load_channel(ChannelId(dm)).unwrap();
    assert!(dm_table.lobby.is_none() && dm_table.game.is_none());

    // Each reads it in their own language: Ray sits at the Boast table only.
    let rays = game(&fake, home, &ray, HAGGIS_CHANNEL, "mine", mine.clone()).await;
    let rays = described(&rays);
    assert!(rays.starts_with("Egy asztalnál ülsz:"), "{rays}");
    assert!(rays.contains(&format!("<#{BOAST_CHANNEL}>")), "{rays}");
    assert!(!rays.contains(&format!("<#{HAGGIS_CHANNEL}>")), "{rays}");
    let quins = described(
        &game(
            &fake,
            Place::Dm,
            &quin,
            DM_CHANNEL_BASE + quin.id,
            "mine",
            mine,
        )
        .await,
    );
    assert!(quins.starts_with("Κάθεσαι σε 2 τραπέζια:"), "{quins}");

    let _ = stop.send(());
    bot.await.unwrap().unwrap();
}
