//! Fair use: one person may hold a few tables per server (open lobbies they host, games
//! alone against AI seats, which end after a day without their move) and send a few
//! commands a second, with a friendly answer beyond that which changes nothing; moves
//! played never count. On a manual clock, and through the real binary against the
//! loopback Discord.

mod support;

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{GameStatus, MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Command, FairUse, LobbyWait, ManualClock, MessageKind, Pace, Phase,
    Tables, UserId,
};
use serde_json::json;
use std::sync::Arc;
use support::bot::{bot_under_test, drained, game_command, CHANNEL};
use support::fakecord::TestUser;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const START: i64 = 1_800_000_000_000;

fn person(id: u64, community: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(community),
    }
}

fn tables(clock: &Arc<ManualClock>) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        Store::spawn(MemoryBackend::default()),
        clock.clone(),
        Some(4),
    )
    .with_fair_use(FairUse {
        tables_per_community: 2,
        commands_per_window: 5,
    })
}

fn refusal(answer: &Answer) -> Option<String> {
    answer
        .messages
        .iter()
        .find(|m| m.kind == MessageKind::Refusal)
        .map(|m| m.render(Localizer::global()))
}

#[tokio::test]
async fn a_person_hosts_a_few_open_lobbies_per_server() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(&clock);
    let ann = person(1001, 900);
    let open = || Command::open("boast", Pace::default());
    for channel in [1, 2] {
        let opened = tables.handle(ChannelId(channel), &ann, open()).await;
        assert_eq!(refusal(&opened), None);
    }
    let third = tables.handle(ChannelId(3), &ann, open()).await;
    let why = refusal(&third).expect("refused");
    assert!(why.contains("already have 2 tables"), "{why}");
    assert!(
        tables
            .inspect(ChannelId(3), |t| t.reference())
            .await
            .flatten()
            .is_none(),
        "nothing opened"
    );
    // Another server is another count; closing one frees a place.
    let elsewhere = person(1001, 901);
    assert_eq!(
        refusal(&tables.handle(ChannelId(4), &elsewhere, open()).await),
        None
    );
    clock.advance(60_000);
    tables.handle(ChannelId(1), &ann, Command::Stop).await;
    assert_eq!(
        refusal(&tables.handle(ChannelId(3), &ann, open()).await),
        None
    );
}

/// An hour, in milliseconds.
const HOUR: i64 = 60 * 60 * 1000;

/// Opens a Boast table in `channel`, hosted by `host` with `others` joining and AI
/// players up to three seats, and starts it.
async fn start_boast(tables: &Tables, channel: ChannelId, host: &Caller, others: &[&Caller]) {
    tables
        .handle(channel, host, Command::open("boast", Pace::default()))
        .await;
    for other in others {
        tables.handle(channel, other, Command::Join).await;
    }
    for _ in others.len()..2 {
        tables
            .handle(
                channel,
                host,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    let started = tables.handle(channel, host, Command::Start).await;
    assert_eq!(started.phase, Phase::Playing, "{started:?}");
}

/// The first legal move of `user` in the game of `channel`, if it waits for them.
async fn move_of(tables: &Tables, channel: ChannelId, user: UserId) -> Option<String> {
    tables
        .inspect(channel, |t| {
            let game = t.game()?;
            let Actors::Seats(seats) = game.actors() else {
                return None;
            };
            let seat = seats.iter().find(|s| t.players()[s.index()].user == user)?;
            Some(game.legal_moves(seat).first()?.notation.clone())
        })
        .await
        .flatten()
}

#[tokio::test]
async fn a_game_alone_against_ai_counts_and_ends_after_a_day_without_a_move() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(&clock);
    let (ann, bob) = (person(1001, 900), person(1002, 900));
    let alone = ChannelId(1);
    start_boast(&tables, alone, &ann, &[]).await;
    // A game of one's own outside any server (local mode) is nobody else's business.
    let own = ChannelId(5);
    let outside = Caller {
        community: None,
        ..person(1003, 900)
    };
    start_boast(&tables, own, &outside, &[]).await;
    // Beyond the command rate's window.
    clock.advance(10_000);
    let week = Pace {
        lobby: LobbyWait::Days7,
        ..Pace::default()
    };
    let lobby = tables
        .handle(ChannelId(2), &ann, Command::open("boast", week))
        .await;
    assert_eq!(refusal(&lobby), None);
    let third = tables
        .handle(ChannelId(3), &ann, Command::open("boast", week))
        .await;
    let why = refusal(&third).expect("the game alone counts");
    assert!(why.contains("already have 2 tables"), "{why}");
    // A game Ann plays with Bob is no table of hers, and has two weeks, not a day.
    let shared = ChannelId(4);
    clock.advance(10_000);
    start_boast(&tables, shared, &bob, &[&ann]).await;

    clock.advance(20 * HOUR);
    let mine = move_of(&tables, alone, ann.user).await.expect("Ann's turn");
    let played = tables
        .handle(alone, &ann, Command::Play { notation: mine })
        .await;
    assert_eq!(refusal(&played), None);
    clock.advance(5 * HOUR);
    tables.tick_with(|_, answer| (answer, Vec::new())).await;
    assert!(
        tables.inspect(alone, |t| t.is_playing()).await.unwrap(),
        "she moved within the day: the game goes on"
    );
    assert_eq!(
        refusal(
            &tables
                .handle(ChannelId(3), &ann, Command::open("boast", week))
                .await
        )
        .as_deref()
        .map(|why| why.contains("already have 2 tables")),
        Some(true)
    );

    // A day after her last move.
    clock.advance(19 * HOUR);
    let ended = tables.tick_with(|_, answer| (answer, Vec::new())).await;
    let game = ended
        .iter()
        .find_map(|answer| answer.ended)
        .expect("the game alone ended");
    let news: Vec<String> = ended
        .iter()
        .flat_map(|answer| &answer.messages)
        .filter(|m| m.kind == MessageKind::News)
        .map(|m| m.render(Localizer::global()))
        .collect();
    assert!(
        news.iter().any(|n| n.contains("against the AI for a day")),
        "{news:?}"
    );
    let record = tables.store().export(game).await.unwrap().unwrap();
    assert_eq!(record.channel, alone);
    assert_eq!(record.status, GameStatus::Abandoned);
    assert!(tables.inspect(shared, |t| t.is_playing()).await.unwrap());
    assert!(tables.inspect(own, |t| t.is_playing()).await.unwrap());
    let now = tables
        .handle(ChannelId(3), &ann, Command::open("boast", week))
        .await;
    assert_eq!(refusal(&now), None, "a place is free again");
}

#[tokio::test]
async fn commands_beyond_the_rate_wait_but_moves_played_never_count() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(&clock);
    let ann = person(1001, 900);
    for _ in 0..5 {
        let status = tables.handle(ChannelId(1), &ann, Command::Status).await;
        assert_eq!(refusal(&status), None);
    }
    let sixth = tables.handle(ChannelId(1), &ann, Command::Status).await;
    let why = refusal(&sixth).expect("held back");
    assert!(why.contains("Try again in 10 seconds"), "{why}");
    assert_eq!(
        refusal(
            &tables
                .handle(ChannelId(1), &person(1002, 900), Command::Status)
                .await
        ),
        None,
        "others are not held back"
    );
    clock.advance(10_000);
    assert_eq!(
        refusal(&tables.handle(ChannelId(1), &ann, Command::Status).await),
        None
    );

    // A game of two people and an AI: many moves in a moment, all played.
    clock.advance(10_000);
    let (a, b) = (person(2001, 900), person(2002, 900));
    let channel = ChannelId(2);
    tables
        .handle(channel, &a, Command::open("boast", Pace::default()))
        .await;
    tables.handle(channel, &b, Command::Join).await;
    tables
        .handle(
            channel,
            &a,
            Command::AddAi {
                level: Level::Basic,
            },
        )
        .await;
    tables.handle(channel, &a, Command::Start).await;
    let mut played = 0;
    for _ in 0..40 {
        let next = tables
            .inspect(channel, |t| {
                let game = t.game()?;
                let gametable::engine::Actors::Seats(seats) = game.actors() else {
                    return None;
                };
                let seat = seats.iter().next()?;
                let mover = t.players()[seat.index()].user;
                Some((mover, game.legal_moves(seat)[0].notation.clone()))
            })
            .await
            .flatten();
        let Some((mover, notation)) = next else { break };
        let caller = if mover == a.user { &a } else { &b };
        let answer = tables
            .handle(channel, caller, Command::Play { notation })
            .await;
        assert_eq!(refusal(&answer), None, "move {played}");
        played += 1;
    }
    assert!(played > 10, "{played} moves in a moment");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_holds_back_a_flood_with_a_private_answer() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let flooder = TestUser::new(731, "flooder");
    let status = || game_command("status", json!([]));
    let mut held = None;
    for i in 0..12 {
        let answer = fake.command(&flooder, CHANNEL, "game", status()).await;
        if answer.to_string().contains("Easy there") {
            held = Some((i, answer));
            break;
        }
    }
    let (at, answer) = held.expect("held back within 12 commands");
    assert_eq!(at, 10, "the default allows 10 commands in 10 seconds");
    assert_ne!(
        answer["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "privately"
    );
    drained(&db).await;
    assert!(
        fake.public_messages(CHANNEL).is_empty(),
        "nothing posted in the channel"
    );
}
