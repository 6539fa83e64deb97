//! Two table layers (two processes) writing one database: a command that finds its table
//! changed by the other is done again on the table as stored, so no change is lost or
//! applied twice, whichever process each command reaches.

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::Lang;
use gametable::table::AiLimits;
#[path = "support/backends.rs"]
mod backends;

use gametable::store::{Action, Store};
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, MessageKind, OnTimeout, Pace, Recipient, Tables,
    TurnClock, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(77);

fn person(id: u64, name: &str) -> Caller {
    Caller {
        user: UserId(id),
        name: name.into(),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn players() -> [Caller; 3] {
    [person(1001, "Ann"), person(1002, "Bob"), person(1003, "Cy")]
}

fn process(database: &backends::Fresh, seed: u64) -> Tables {
    process_on(database, seed, Arc::new(ManualClock::at(0)))
}

/// A table layer over its own opening of `database`, as a second process has.
fn process_on(database: &backends::Fresh, seed: u64, clock: Arc<ManualClock>) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        database.store(),
        clock,
        Some(seed),
    )
}

async fn accepted(tables: &Tables, caller: &Caller, command: Command) -> bool {
    let answer = tables.handle(CHANNEL, caller, command).await;
    !answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal && m.to == Recipient::Caller)
}

/// Opens a lobby of Boast or Nothing at the host's pace.
fn open_boast() -> Command {
    Command::Open {
        game: "boast".into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread: None,
    }
}

async fn seat_to_act(tables: &Tables) -> usize {
    tables
        .inspect(CHANNEL, |t| match t.game()?.actors() {
            Actors::Seats(seats) => seats.iter().next().map(|s| s.index()),
            _ => None,
        })
        .await
        .flatten()
        .unwrap()
}

async fn events(store: &Store) -> usize {
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    store.export(id).await.unwrap().unwrap().events.len()
}

#[tokio::test]
async fn commands_alternating_between_two_processes_see_each_others_changes() {
    for database in backends::databases() {
        alternating_commands(&database).await;
    }
}

async fn alternating_commands(database: &backends::Fresh) {
    let (one, two) = (process(database, 1), process(database, 2));
    let [ann, bob, cy] = players();
    assert!(accepted(&one, &ann, open_boast()).await);
    assert!(accepted(&two, &bob, Command::Join).await);
    // `one` still holds the lobby with Ann alone: its write is stale, and redone.
    assert!(accepted(&one, &cy, Command::Join).await);
    // `two` holds the lobby without Cy: redone, it starts a game of three.
    assert!(accepted(&two, &ann, Command::Start).await);
    let store = one.store().clone();
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    assert_eq!(record.seats.len(), 3, "Ann, Bob and Cy are seated");

    // The same move reaches both processes: played once, refused once.
    let mover = players()[seat_to_act(&one).await].clone();
    let before = events(&store).await;
    let notation = one
        .suggest_moves(CHANNEL, mover.user, Lang::En, "", 25)
        .await
        .into_iter()
        .find(|m| m.notation != "pass")
        .unwrap()
        .notation;
    let play = Command::Play { notation };
    assert!(accepted(&one, &mover, play.clone()).await);
    assert!(
        !accepted(&two, &mover, play).await,
        "the card was played already"
    );
    assert_eq!(events(&store).await, before + 1);
}

#[tokio::test]
async fn a_command_refused_on_a_stale_table_is_done_again_on_the_stored_one() {
    for database in backends::databases() {
        refused_on_stale_table(&database).await;
    }
}

async fn refused_on_stale_table(database: &backends::Fresh) {
    let (one, two) = (process(database, 1), process(database, 2));
    let [ann, bob, _] = players();
    assert!(accepted(&one, &ann, open_boast()).await);
    assert!(accepted(&two, &bob, Command::Join).await);
    // `one` holds the lobby without Bob, where leaving changes nothing and is refused;
    // the refusal is checked against the stored table, which has Bob: he leaves.
    assert!(accepted(&one, &bob, Command::Leave).await);
    let stored = one.store().load_channel(CHANNEL).await.unwrap();
    let lobby = serde_json::to_string(&stored.lobby).unwrap();
    assert!(lobby.contains("1001"), "Ann hosts: {lobby}");
    assert!(!lobby.contains("1002"), "Bob left: {lobby}");
}

#[tokio::test]
async fn a_deadline_fires_once_when_two_processes_watch_the_clock() {
    for database in backends::databases() {
        one_deadline_two_clocks(&database).await;
    }
}

async fn one_deadline_two_clocks(database: &backends::Fresh) {
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let (one, two) = (
        process_on(database, 1, clock.clone()),
        process_on(database, 2, clock.clone()),
    );
    let [ann, bob, cy] = players();
    let pace = Pace {
        clock: TurnClock::Hour1,
        on_timeout: OnTimeout::Ai,
        ..Pace::default()
    };
    assert!(accepted(&one, &ann, Command::open("boast", pace)).await);
    assert!(accepted(&one, &bob, Command::Join).await);
    assert!(accepted(&one, &cy, Command::Join).await);
    assert!(accepted(&one, &ann, Command::Start).await);
    // Both processes hold the table in memory.
    let waited = seat_to_act(&two).await;
    assert_eq!(seat_to_act(&one).await, waited);

    clock.advance(3_601_000);
    let timed_out = |answers: &[gametable::table::Answer]| answers.len();
    let (first, second) = tokio::join!(
        one.tick_with(|_, answer| (answer, Vec::new())),
        two.tick_with(|_, answer| (answer, Vec::new()))
    );
    assert_eq!(
        timed_out(&first) + timed_out(&second),
        1,
        "one process fired the deadline"
    );
    let store = one.store().clone();
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    let away: Vec<_> = store
        .export(id)
        .await
        .unwrap()
        .unwrap()
        .events
        .into_iter()
        .filter(|e| matches!(e.action, Action::Away { away: true, .. }))
        .collect();
    assert_eq!(away.len(), 1, "the seat was handed to the AI once");
    // Later ticks of either process find nothing due.
    assert!(one.tick_with(|_, a| (a, Vec::new())).await.is_empty());
    assert!(two.tick_with(|_, a| (a, Vec::new())).await.is_empty());
}

#[test]
fn two_processes_opening_one_new_database_at_once_both_get_its_schema() {
    for database in backends::databases() {
        let location = database.location().expect("a database");
        let openings: Vec<_> = (0..2)
            .map(|_| {
                let location = location.clone();
                std::thread::spawn(move || location.open_backend().map(drop))
            })
            .collect();
        for opening in openings {
            let opened = opening.join().expect("the opening thread ends");
            assert!(opened.is_ok(), "{}: {opened:?}", database.name);
        }
    }
}
