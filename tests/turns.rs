//! Turn clocks on a manual clock: deadlines stored with the table, timeouts that hand the
//! seat to the AI or end the game, one deadline for a simultaneous choice, players going
//! away and coming back, and deadlines that passed while the bot was down.

use gametable::cli::context;
use gametable::engine::{Actors, Seat};
use gametable::i18n::{Lang, Localizer};
use gametable::store::{Action, MemoryBackend, SqliteBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Channels, Clock, Command, ManualClock, MessageKind, OnTimeout, Pace,
    Recipient, Tables, TurnClock, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(55);
const MINUTE: i64 = 60_000;
const START: i64 = 1_800_000_000_000;

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

fn people() -> Vec<Caller> {
    (2001..=2003).map(person).collect()
}

fn tables(store: Store, clock: &Arc<ManualClock>) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        clock.clone(),
        Some(3),
    )
}

async fn start(tables: &Tables, game: &str, clock: TurnClock, on_timeout: OnTimeout) {
    let people = people();
    let open = Command::open(
        game,
        Pace {
            clock,
            on_timeout,
            ..Pace::default()
        },
    );
    assert!(!refused(&tables.handle(CHANNEL, &people[0], open).await));
    for person in &people[1..] {
        assert!(!refused(
            &tables.handle(CHANNEL, person, Command::Join).await
        ));
    }
    assert!(!refused(
        &tables.handle(CHANNEL, &people[0], Command::Start).await
    ));
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

fn public_text(answer: &Answer) -> String {
    answer
        .messages
        .iter()
        .filter(|m| m.to == Recipient::Channel)
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

async fn deadline(tables: &Tables) -> Option<i64> {
    tables.inspect(CHANNEL, |t| t.deadline()).await.flatten()
}

/// The seats the game waits for.
async fn waiting(tables: &Tables) -> Vec<Seat> {
    tables
        .inspect(CHANNEL, |t| match t.game().map(|g| g.actors()) {
            Some(Actors::Seats(seats)) => seats.iter().collect(),
            _ => Vec::new(),
        })
        .await
        .unwrap_or_default()
}

async fn tick(tables: &Tables) -> Vec<Answer> {
    tables.tick_with(|_, answer| (answer, Vec::new())).await
}

/// Plays the first legal move of `seat`.
async fn play(tables: &Tables, seat: Seat) -> Answer {
    let notation = tables
        .inspect(CHANNEL, |t| {
            t.game().unwrap().legal_moves(seat)[0].notation.clone()
        })
        .await
        .unwrap();
    let mover = &people()[seat.index()];
    tables
        .handle(CHANNEL, mover, Command::Play { notation })
        .await
}

async fn away_events(store: &Store) -> Vec<(Seat, bool)> {
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    store
        .export(id)
        .await
        .unwrap()
        .unwrap()
        .events
        .into_iter()
        .filter_map(|e| match e.action {
            Action::Away { seat, away } => Some((seat, away)),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_timeout_hands_the_seat_to_the_ai_until_its_player_is_back() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    start(&tables, "boast", TurnClock::Minute1, OnTimeout::Ai).await;
    assert_eq!(deadline(&tables).await, Some(START + MINUTE));
    let late = waiting(&tables).await;
    assert_eq!(late.len(), 1);

    // Before the deadline the clock does nothing.
    clock.advance(MINUTE - 1);
    assert!(tick(&tables).await.is_empty());
    assert_eq!(waiting(&tables).await, late);

    clock.advance(1);
    let fired = tick(&tables).await;
    assert_eq!(fired.len(), 1);
    let text = public_text(&fired[0]);
    assert!(text.contains("ran out of time"), "{text}");
    assert!(
        text.contains(&format!(
            "Away, played by the AI: P{}",
            2001 + late[0].index()
        )),
        "the table shows the seat as away: {text}"
    );
    assert_eq!(away_events(&store).await, vec![(late[0], true)]);
    // The AI moved for the late seat; the next person waits with a fresh minute.
    assert_ne!(waiting(&tables).await, late);
    assert_eq!(deadline(&tables).await, Some(START + 2 * MINUTE));

    // While away, the AI plays the seat whenever it is its turn; `back` returns it.
    let player = &people()[late[0].index()];
    let again = tables.handle(CHANNEL, player, Command::Away).await;
    assert!(refused(&again), "already away");
    let back = tables.handle(CHANNEL, player, Command::Back).await;
    assert!(!refused(&back));
    assert!(public_text(&back).contains("is back"));
    assert_eq!(
        away_events(&store).await,
        vec![(late[0], true), (late[0], false)]
    );
    assert!(refused(
        &tables.handle(CHANNEL, player, Command::Back).await
    ));
}

#[tokio::test]
async fn a_move_in_time_resets_the_deadline_and_a_game_without_clock_has_none() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", TurnClock::Hour1, OnTimeout::Ai).await;
    clock.advance(30 * MINUTE);
    let mover = waiting(&tables).await[0];
    assert!(!refused(&play(&tables, mover).await));
    assert_eq!(
        deadline(&tables).await,
        Some(START + 30 * MINUTE + 60 * MINUTE)
    );
    // A look at the hand changes nothing.
    let next = &people()[waiting(&tables).await[0].index()];
    tables.handle(CHANNEL, next, Command::Hand).await;
    assert_eq!(deadline(&tables).await, Some(START + 90 * MINUTE));

    let clock = Arc::new(ManualClock::at(START));
    let untimed = tables_without_clock(&clock).await;
    assert_eq!(deadline(&untimed).await, None);
}

async fn tables_without_clock(clock: &Arc<ManualClock>) -> Tables {
    let tables = tables(Store::spawn(MemoryBackend::default()), clock);
    start(&tables, "boast", TurnClock::Off, OnTimeout::Ai).await;
    tables
}

#[tokio::test]
async fn a_timeout_can_end_the_game_with_the_scores_so_far() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    start(&tables, "boast", TurnClock::Seconds20, OnTimeout::End).await;
    clock.advance(20_000);
    let fired = tick(&tables).await;
    let text = public_text(&fired[0]);
    assert!(text.contains("the game ends unfinished"), "{text}");
    assert!(
        text.matches("P200").count() >= 3,
        "every seat's score: {text}"
    );
    assert!(tables.inspect(CHANNEL, |t| !t.is_playing()).await.unwrap());
    assert_eq!(deadline(&tables).await, None);
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    assert_eq!(record.status, gametable::store::GameStatus::Abandoned);
}

#[tokio::test]
async fn a_simultaneous_choice_has_one_deadline_for_all_who_still_choose() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    start(&tables, "nyet", TurnClock::Minutes3, OnTimeout::Ai).await;
    // Play the turn-based board phase until everyone chooses at once (the discards).
    let mut choosing = waiting(&tables).await;
    for _ in 0..200 {
        if choosing.len() >= 2 {
            break;
        }
        clock.advance(1_000);
        assert!(!refused(&play(&tables, choosing[0]).await));
        choosing = waiting(&tables).await;
    }
    assert!(
        choosing.len() >= 2,
        "NYET! players discard together: {choosing:?}"
    );
    let began = clock.now_ms();
    assert_eq!(deadline(&tables).await, Some(began + 3 * MINUTE));
    clock.advance(MINUTE);
    assert!(!refused(&play(&tables, choosing[0]).await));
    assert_eq!(
        deadline(&tables).await,
        Some(began + 3 * MINUTE),
        "one choosing does not give the others more time"
    );
    clock.advance(2 * MINUTE);
    tick(&tables).await;
    let timed_out: Vec<Seat> = away_events(&store)
        .await
        .into_iter()
        .map(|(seat, _)| seat)
        .collect();
    assert_eq!(timed_out, choosing[1..].to_vec(), "everyone still choosing");
}

#[tokio::test]
async fn deadlines_that_passed_while_the_bot_was_down_fire_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let clock = Arc::new(ManualClock::at(START));
    {
        let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
        // A second table, started a minute earlier, whose deadline falls earlier too (each
        // table's earliest time is its turn's reminder, ten minutes after it began).
        let other = ChannelId(56);
        let open = Command::open(
            "boast",
            Pace {
                clock: TurnClock::Hour1,
                on_timeout: OnTimeout::Ai,
                ..Pace::default()
            },
        );
        let people = people();
        tables.handle(other, &people[0], open).await;
        for person in &people[1..] {
            tables.handle(other, person, Command::Join).await;
        }
        tables.handle(other, &people[0], Command::Start).await;
        clock.advance(MINUTE);
        start(&tables, "boast", TurnClock::Day1, OnTimeout::Ai).await;
    }
    // Down for two days.
    clock.advance(48 * 60 * MINUTE);
    let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
    let order = tables
        .tick_with(|channel, answer| ((channel, public_text(&answer)), Vec::new()))
        .await;
    let channels: Vec<ChannelId> = order.iter().map(|(c, _)| *c).collect();
    assert_eq!(
        channels,
        [ChannelId(56), CHANNEL],
        "in the order they fell due"
    );
    assert!(order
        .iter()
        .all(|(_, text)| text.contains("ran out of time")));
    assert_eq!(
        deadline(&tables).await,
        Some(START + MINUTE + 48 * 60 * MINUTE + 24 * 60 * MINUTE)
    );
}

#[tokio::test]
async fn a_lobby_nobody_starts_closes_after_a_day() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    let open = Command::open("boast", Pace::default());
    tables.handle(CHANNEL, &people()[0], open).await;
    clock.advance(24 * 60 * MINUTE - 1);
    assert!(tick(&tables).await.is_empty(), "not yet");
    clock.advance(1);
    let fired = tick(&tables).await;
    assert!(
        public_text(&fired[0]).contains("closed"),
        "{}",
        public_text(&fired[0])
    );
    assert!(tables
        .inspect(CHANNEL, |t| t.phase() == gametable::table::Phase::Empty)
        .await
        .unwrap());
    assert_eq!(store.load_channel(CHANNEL).await.unwrap().lobby, None);
    assert_eq!(tables.next_wake().await, None, "nothing left to wake for");
}

#[tokio::test]
async fn a_game_without_clock_ends_after_two_weeks_without_a_move() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    start(&tables, "boast", TurnClock::Off, OnTimeout::Ai).await;
    let two_weeks = 14 * 24 * 60 * MINUTE;
    // A move a week keeps it alive.
    clock.advance(two_weeks / 2);
    let mover = waiting(&tables).await[0];
    assert!(!refused(&play(&tables, mover).await));
    clock.advance(two_weeks - 1);
    // (The next player was reminded after a day meanwhile; nothing else happened.)
    let quiet = tick(&tables).await;
    assert!(
        quiet
            .iter()
            .all(|a| a.phase == gametable::table::Phase::Playing),
        "not yet"
    );
    clock.advance(1);
    let fired = tick(&tables).await;
    assert!(
        public_text(&fired[0]).contains("two weeks"),
        "{}",
        public_text(&fired[0])
    );
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    assert_eq!(record.status, gametable::store::GameStatus::Abandoned);
    // The channel is free for a new game.
    let open = Command::open("boast", Pace::default());
    assert!(!refused(&tables.handle(CHANNEL, &people()[0], open).await));
}

/// Opens a Boast table of three people (ids from `first`) with a minute per move in
/// `channel`, and starts it.
async fn start_in(tables: &Tables, channel: ChannelId, first: u64) {
    let people: Vec<Caller> = (first..first + 3).map(person).collect();
    let open = Command::open(
        "boast",
        Pace {
            clock: TurnClock::Minute1,
            on_timeout: OnTimeout::Ai,
            ..Pace::default()
        },
    );
    assert!(!refused(&tables.handle(channel, &people[0], open).await));
    for person in &people[1..] {
        assert!(!refused(
            &tables.handle(channel, person, Command::Join).await
        ));
    }
    assert!(!refused(
        &tables.handle(channel, &people[0], Command::Start).await
    ));
}

/// The channels whose deadlines `tables` fired now, and what each said.
async fn fired(tables: &Tables) -> Vec<(ChannelId, String)> {
    tables
        .tick_with(|channel, answer| ((channel, public_text(&answer)), Vec::new()))
        .await
}

#[tokio::test]
async fn the_bot_and_local_mode_on_one_database_run_the_clocks_of_their_own_tables_only() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let terminal = ChannelId(1);
    let chat = ChannelId(7_000);
    let opening = tables(store.clone(), &clock);
    start_in(&opening, terminal, 1_000).await;
    start_in(&opening, chat, 2001).await;
    let bot = tables(store.clone(), &clock).serving(Channels::Chat);
    let local = tables(store.clone(), &clock).serving(Channels::Terminal);
    clock.advance(MINUTE);

    let by_bot = fired(&bot).await;
    let channels: Vec<ChannelId> = by_bot.iter().map(|(c, _)| *c).collect();
    assert_eq!(
        channels,
        [chat],
        "the bot leaves the terminal's table alone"
    );
    assert!(by_bot[0].1.contains("ran out of time"), "{}", by_bot[0].1);
    // The terminal's deadline, passed, is not the bot's to wait for.
    let next = bot.next_wake().await.expect("the bot's table has a clock");
    assert!(next > clock.now_ms(), "{next}");

    let by_local = fired(&local).await;
    let channels: Vec<ChannelId> = by_local.iter().map(|(c, _)| *c).collect();
    assert_eq!(
        channels,
        [terminal],
        "local mode leaves the bot's table alone"
    );
}
