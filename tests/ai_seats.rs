//! AI seats at a table, on a manual clock: each plays at its level and is named with it,
//! a seat out of time is played at the level the table chose, and AI moves beyond what a
//! command may spend go on in the clock loop at once.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{GameStatus, MemoryBackend, Store};
use gametable::table::{
    AiLimits, Answer, Caller, ChannelId, Clock, Command, ManualClock, MessageKind, OnTimeout, Pace,
    Recipient, Tables, TurnClock, UserId,
};
use std::sync::Arc;
use std::time::Duration;

const CHANNEL: ChannelId = ChannelId(77);
const START: i64 = 1_800_000_000_000;

fn anna() -> Caller {
    Caller {
        user: UserId(5001),
        name: "Anna".into(),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn tables(ai: AiLimits, clock: &Arc<ManualClock>) -> (Tables, Store) {
    let store = Store::spawn(MemoryBackend::default());
    let tables = Tables::new(
        context(Lang::En).with_ai(ai),
        store.clone(),
        clock.clone(),
        Some(4),
    );
    (tables, store)
}

fn text(answers: &[Answer]) -> String {
    answers
        .iter()
        .flat_map(|a| &a.messages)
        .filter(|m| m.to == Recipient::Channel)
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

async fn command(tables: &Tables, command: Command) -> Answer {
    let answer = tables.handle(CHANNEL, &anna(), command).await;
    assert!(
        !answer
            .messages
            .iter()
            .any(|m| m.kind == MessageKind::Refusal),
        "{}",
        text(std::slice::from_ref(&answer))
    );
    answer
}

/// Anna's Boast table with a strong and a basic AI seat, started.
async fn start(tables: &Tables, pace: Pace) -> String {
    let mut answers = vec![command(tables, Command::open("boast", pace)).await];
    for level in [Level::Strong, Level::Basic] {
        answers.push(command(tables, Command::AddAi { level }).await);
    }
    answers.push(command(tables, Command::Start).await);
    text(&answers)
}

async fn status(store: &Store) -> GameStatus {
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    store.export(id).await.unwrap().unwrap().status
}

#[tokio::test]
async fn ai_seats_are_named_with_their_level_and_a_late_seat_is_played_at_the_tables() {
    let clock = Arc::new(ManualClock::at(START));
    let (tables, store) = tables(AiLimits::iterations(2), &clock);
    let pace = Pace {
        clock: TurnClock::Seconds20,
        on_timeout: OnTimeout::Ai,
        stand_in: Level::Basic,
        ..Pace::default()
    };
    let started = start(&tables, pace).await;
    assert!(started.contains("Bot 1 (strong)"), "{started}");
    assert!(started.contains("Bot 2 (basic)"), "{started}");
    clock.advance(21_000);
    let timed_out = text(&tables.tick_with(|_, answer| (answer, Vec::new())).await);
    assert!(
        timed_out.contains("Anna ran out of time: the AI (basic) plays for them"),
        "{timed_out}"
    );
    assert_eq!(status(&store).await, GameStatus::Finished, "{timed_out}");
    let record = store
        .export(store.latest_game(CHANNEL).await.unwrap().unwrap())
        .await
        .unwrap()
        .unwrap();
    let levels: Vec<Option<Level>> = record.seats.iter().map(|p| p.level).collect();
    assert_eq!(levels, [None, Some(Level::Strong), Some(Level::Basic)]);
    assert_eq!(record.pace.stand_in, Level::Basic);
}

#[tokio::test]
async fn ai_moves_past_a_commands_time_go_on_in_the_clock_loop_at_once() {
    let clock = Arc::new(ManualClock::at(START));
    // No time at all for AI moves: each command and each tick makes one.
    let limits = AiLimits {
        command_time: Some(Duration::ZERO),
        ..AiLimits::iterations(2)
    };
    let (tables, store) = tables(limits, &clock);
    start(&tables, Pace::default()).await;
    command(&tables, Command::Away).await;
    assert_eq!(status(&store).await, GameStatus::Playing);
    let mut ticks = 0;
    while status(&store).await == GameStatus::Playing {
        assert_eq!(
            tables.next_wake().await,
            Some(clock.now_ms()),
            "the clock loop is woken at once"
        );
        let answers = tables.tick_with(|_, answer| (answer, Vec::new())).await;
        assert_eq!(answers.len(), 1, "the table moved on");
        ticks += 1;
        assert!(ticks < 5_000, "the game ends");
    }
    assert!(ticks > 10, "one AI move a tick: {ticks}");
}
