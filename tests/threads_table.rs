//! Threads and rematches in the table layer, on a manual clock: a lobby that hands its
//! game over to a thread, the thread's table that starts it at its next tick and sums its
//! end up for the channel it was opened in, a lost thread that ends its game, the
//! channel's default, who may ask for a thread, a handed-over game that still counts
//! towards its host's tables, and a rematch that reopens the last game for its players,
//! once.

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{GameStatus, MemoryBackend, Store, TableTimes, Write};
use gametable::table::{
    Answer, Caller, ChannelId, Clock, Command, FairUse, GameId, ManualClock, MessageKind, Pace,
    Phase, Recipient, Tables, UserId,
};
use std::sync::Arc;

const PARENT: ChannelId = ChannelId(300);
const THREAD: ChannelId = ChannelId(301);
const START: i64 = 1_800_000_000_000;

fn person(id: u64, name: &str) -> Caller {
    Caller {
        user: UserId(id),
        name: name.into(),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(9),
    }
}

/// Ann may create public threads in the channels here.
fn ann() -> Caller {
    Caller {
        may_open_threads: true,
        ..person(3001, "Ann")
    }
}
fn bob() -> Caller {
    person(3002, "Bob")
}
fn cy() -> Caller {
    person(3003, "Cy")
}

fn setup() -> (Tables, Store, Arc<ManualClock>) {
    let store = Store::spawn(MemoryBackend::default());
    let clock = Arc::new(ManualClock::at(START));
    let tables = Tables::new(context(Lang::En), store.clone(), clock.clone(), Some(11));
    (tables, store, clock)
}

fn open(thread: Option<bool>) -> Command {
    Command::Open {
        game: "clown".into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread,
    }
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

fn said(answer: &Answer, kind: MessageKind) -> String {
    answer
        .messages
        .iter()
        .filter(|m| m.kind == kind)
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Ann opens a two-player table in `channel`, Bob joins, Ann starts it.
async fn two_player_start(tables: &Tables, channel: ChannelId, thread: Option<bool>) -> Answer {
    assert!(!refused(
        &tables.handle(channel, &ann(), open(thread)).await
    ));
    assert!(!refused(
        &tables.handle(channel, &bob(), Command::Join).await
    ));
    tables.handle(channel, &ann(), Command::Start).await
}

/// Plays the game of `channel` to its end, whoever must act playing their first legal
/// move; returns the answer of the move that ended it.
async fn play_out(tables: &Tables, channel: ChannelId) -> Answer {
    for _ in 0..2_000 {
        let next = tables
            .inspect(channel, |t| {
                let game = t.game()?;
                let Actors::Seats(seats) = game.actors() else {
                    return None;
                };
                let seat = seats.iter().next()?;
                let user = t.players()[seat.index()].user;
                Some((user, game.legal_moves(seat).first()?.notation.clone()))
            })
            .await
            .flatten();
        let Some((user, notation)) = next else {
            panic!("the game of {channel} waits for nobody");
        };
        let caller = [ann(), bob()]
            .into_iter()
            .find(|c| c.user == user)
            .expect("a person moves");
        let answer = tables
            .handle(channel, &caller, Command::Play { notation })
            .await;
        assert!(!refused(&answer), "{answer:?}");
        if answer.phase == Phase::Empty {
            return answer;
        }
    }
    panic!("the game of {channel} did not end");
}

/// What the transport does with a handover: the thread's table is stored and marked.
async fn open_thread(tables: &Tables, store: &Store, started: &Answer, now: i64) {
    let handover = started.handover.clone().expect("the lobby is handed over");
    store
        .write(handover.writes(THREAD, Some(PARENT), now))
        .await
        .unwrap();
    tables.reloads().reload(THREAD);
}

async fn tick(tables: &Tables) -> Vec<(ChannelId, Answer)> {
    tables
        .tick_with(|channel, answer| ((channel, answer), Vec::new()))
        .await
}

#[tokio::test]
async fn a_lobby_hands_its_game_over_to_a_thread_which_plays_it_and_sums_it_up() {
    let (tables, store, clock) = setup();
    let started = two_player_start(&tables, PARENT, Some(true)).await;
    assert!(!refused(&started));
    assert_eq!(started.phase, Phase::Empty, "the lobby left the channel");
    assert!(said(&started, MessageKind::Board).contains("thread of this message"));
    let handover = started.handover.clone().unwrap();
    assert_eq!(handover.name, "Clown Standoff");
    assert_eq!(handover.lobby.players.len(), 2);
    assert!(store.latest_game(PARENT).await.unwrap().is_none());

    clock.advance(1_000);
    open_thread(&tables, &store, &started, clock.now_ms()).await;
    let ticked = tick(&tables).await;
    assert_eq!(ticked.len(), 1, "{ticked:?}");
    let (channel, answer) = &ticked[0];
    assert_eq!(*channel, THREAD);
    assert_eq!(answer.phase, Phase::Playing, "{answer:?}");
    assert_eq!(answer.parent, Some(PARENT));
    let id = store.latest_game(THREAD).await.unwrap().unwrap();
    let record = store.export(id).await.unwrap().unwrap();
    assert_eq!(record.game, "clown");
    assert_eq!(record.channel, THREAD);
    let seated: Vec<UserId> = record.seats.iter().map(|p| p.user).collect();
    assert_eq!(seated, [ann().user, bob().user]);
    assert!(tick(&tables).await.is_empty(), "started once");

    let last = play_out(&tables, THREAD).await;
    assert_eq!(last.ended, Some(id));
    let summary = said(&last, MessageKind::Summary);
    assert!(
        summary.contains("Clown Standoff is over") && summary.contains("Ann:"),
        "{summary}"
    );
    assert!(summary.contains("Bob:"), "{summary}");
    let to_parent = last
        .messages
        .iter()
        .filter(|m| m.kind == MessageKind::Summary)
        .count();
    assert_eq!(to_parent, 1, "one summary line");
}

#[tokio::test]
async fn a_thread_the_bot_cannot_post_in_ends_its_game_with_a_notice_for_the_parent() {
    let (tables, store, clock) = setup();
    let started = two_player_start(&tables, PARENT, Some(true)).await;
    open_thread(&tables, &store, &started, clock.now_ms()).await;
    tick(&tables).await;
    let id = store.latest_game(THREAD).await.unwrap().unwrap();

    clock.advance(60_000);
    let lost = vec![
        Write::Reach {
            channel: THREAD,
            unreachable: Some("50013".into()),
        },
        Write::Deadline {
            channel: THREAD,
            times: TableTimes::wake_at(clock.now_ms()),
        },
    ];
    store.write(lost).await.unwrap();
    tables.reloads().reload(THREAD);
    let ticked = tick(&tables).await;
    let (_, answer) = ticked
        .iter()
        .find(|(c, _)| *c == THREAD)
        .expect("the thread's table ticks");
    assert_eq!(answer.phase, Phase::Empty);
    let notice = said(answer, MessageKind::Summary);
    assert!(notice.contains("can no longer be used"), "{notice}");
    assert!(
        answer
            .messages
            .iter()
            .all(|m| m.kind == MessageKind::Summary || m.to != Recipient::Channel),
        "nothing more for the thread: {answer:?}"
    );
    let record = store.export(id).await.unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Abandoned);
    assert!(tick(&tables).await.is_empty(), "ended once");
}

#[tokio::test]
async fn the_channel_setting_is_the_default_and_a_thread_opens_no_thread() {
    let (tables, store, clock) = setup();
    let threads_on = Command::Threads { on: true };
    assert!(refused(
        &tables.handle(PARENT, &ann(), threads_on.clone()).await
    ));
    let moderator = Caller {
        moderator: true,
        ..cy()
    };
    assert!(!refused(
        &tables.handle(PARENT, &moderator, threads_on).await
    ));
    let started = two_player_start(&tables, PARENT, None).await;
    assert!(started.handover.is_some(), "threads by default");

    open_thread(&tables, &store, &started, clock.now_ms()).await;
    tick(&tables).await;
    tables.handle(THREAD, &ann(), Command::Stop).await;
    let answer = tables.handle(THREAD, &ann(), open(Some(true))).await;
    assert!(refused(&answer));
    assert!(said(&answer, MessageKind::Refusal).contains("thread already"));
    assert_eq!(answer.phase, Phase::Empty, "refused: nothing opened");
    let here = two_player_start(&tables, THREAD, None).await;
    assert!(here.handover.is_none(), "a thread plays its own games");
    assert_eq!(here.phase, Phase::Playing);
}

#[tokio::test]
async fn a_rematch_reopens_the_last_game_for_its_players() {
    let (tables, store, _clock) = setup();
    two_player_start(&tables, PARENT, None).await;
    let first = store.latest_game(PARENT).await.unwrap().unwrap();
    let ended = play_out(&tables, PARENT).await;
    assert_eq!(ended.ended, Some(first));

    let rematch = Command::Rematch { game: first };
    let stranger = tables.handle(PARENT, &cy(), rematch.clone()).await;
    assert!(refused(&stranger) && stranger.phase == Phase::Empty);
    assert!(said(&stranger, MessageKind::Refusal).contains("Only the players"));

    let asked = tables.handle(PARENT, &bob(), rematch.clone()).await;
    assert!(!refused(&asked), "{asked:?}");
    assert_eq!(asked.phase, Phase::Lobby);
    let invite = said(&asked, MessageKind::Turn);
    assert!(
        invite.contains("Ann") && !invite.contains("Bob"),
        "{invite}"
    );
    assert!(said(&asked, MessageKind::Board).contains("Bob"));
    assert!(refused(&tables.handle(PARENT, &ann(), rematch).await));

    assert!(!refused(
        &tables.handle(PARENT, &ann(), Command::Join).await
    ));
    assert!(refused(
        &tables.handle(PARENT, &ann(), Command::Start).await
    ));
    let started = tables.handle(PARENT, &bob(), Command::Start).await;
    assert_eq!(started.phase, Phase::Playing, "{started:?}");
    let second = store.latest_game(PARENT).await.unwrap().unwrap();
    let (old, new) = (
        store.export(first).await.unwrap().unwrap(),
        store.export(second).await.unwrap().unwrap(),
    );
    assert_eq!(
        (new.game.as_str(), &new.options),
        (old.game.as_str(), &old.options)
    );
    assert_eq!(new.pace, old.pace);
    let seated: Vec<UserId> = new.seats.iter().map(|p| p.user).collect();
    assert_eq!(seated, [bob().user, ann().user]);
    assert_eq!(new.host, bob().user);

    play_out(&tables, PARENT).await;
    let stale = tables
        .handle(PARENT, &ann(), Command::Rematch { game: first })
        .await;
    assert!(said(&stale, MessageKind::Refusal).contains("Another game"));
    let again = tables
        .handle(PARENT, &ann(), Command::Rematch { game: second })
        .await;
    assert_eq!(again.phase, Phase::Lobby);
    assert_ne!(GameId(0), second);
}

#[tokio::test]
async fn a_thread_of_its_own_needs_the_permission_or_the_channels_setting() {
    let (tables, _store, _clock) = setup();
    // Bob may not create public threads here, and the channel has threads off.
    let asked = tables.handle(PARENT, &bob(), open(Some(true))).await;
    assert!(refused(&asked));
    let why = said(&asked, MessageKind::Refusal);
    assert!(why.contains("create public threads"), "{why}");
    assert_eq!(asked.phase, Phase::Empty, "refused: nothing opened");
    assert!(asked.handover.is_none());

    // Without a thread of its own he opens the table as usual.
    let here = tables.handle(PARENT, &bob(), open(Some(false))).await;
    assert_eq!(here.phase, Phase::Lobby, "{here:?}");
    tables.handle(PARENT, &bob(), Command::Stop).await;

    // Ann may: her table gets a thread when it starts.
    let started = two_player_start(&tables, PARENT, Some(true)).await;
    assert!(started.handover.is_some(), "{started:?}");

    // Once a moderator turned threads on for the channel, anyone may ask for one.
    let moderator = Caller {
        moderator: true,
        ..cy()
    };
    tables
        .handle(ChannelId(310), &moderator, Command::Threads { on: true })
        .await;
    let asked = tables
        .handle(ChannelId(310), &bob(), open(Some(true)))
        .await;
    assert_eq!(asked.phase, Phase::Lobby, "{asked:?}");
}

#[tokio::test]
async fn a_game_handed_over_to_a_thread_counts_towards_its_hosts_tables() {
    let store = Store::spawn(MemoryBackend::default());
    let clock = Arc::new(ManualClock::at(START));
    let tables = Tables::new(context(Lang::En), store.clone(), clock.clone(), Some(11))
        .with_fair_use(FairUse {
            tables_per_community: 1,
            commands_per_window: 100,
        });
    let started = two_player_start(&tables, PARENT, Some(true)).await;
    open_thread(&tables, &store, &started, clock.now_ms()).await;
    tick(&tables).await;
    assert!(tables.inspect(THREAD, |t| t.is_playing()).await.unwrap());

    let elsewhere = ChannelId(320);
    let another = tables.handle(elsewhere, &ann(), open(None)).await;
    let why = said(&another, MessageKind::Refusal);
    assert!(why.contains("already have a table"), "{why}");
    assert_eq!(another.phase, Phase::Empty);
    // Bob plays there, but does not host it.
    let bobs = tables.handle(elsewhere, &bob(), open(None)).await;
    assert_eq!(bobs.phase, Phase::Lobby, "{bobs:?}");

    play_out(&tables, THREAD).await;
    let after = tables.handle(ChannelId(321), &ann(), open(None)).await;
    assert_eq!(after.phase, Phase::Lobby, "the game ended: {after:?}");
}

#[tokio::test]
async fn a_rematch_button_works_once_even_after_a_restart() {
    let (tables, store, clock) = setup();
    two_player_start(&tables, PARENT, None).await;
    let first = store.latest_game(PARENT).await.unwrap().unwrap();
    play_out(&tables, PARENT).await;
    let rematch = Command::Rematch { game: first };

    let asked = tables.handle(PARENT, &bob(), rematch.clone()).await;
    assert_eq!(asked.phase, Phase::Lobby, "{asked:?}");
    let invitation = asked
        .messages
        .iter()
        .find(|m| m.kind == MessageKind::Turn)
        .expect("an invitation");
    assert_eq!(invitation.pings, [ann().user], "the other player, once");
    clock.advance(1_000);
    let stopped = tables.handle(PARENT, &bob(), Command::Stop).await;
    assert_eq!(stopped.phase, Phase::Empty);

    for (who, caller) in [("the same player", bob()), ("the other", ann())] {
        let again = tables.handle(PARENT, &caller, rematch.clone()).await;
        assert!(refused(&again), "{who}: {again:?}");
        let why = said(&again, MessageKind::Refusal);
        assert!(why.contains("works once"), "{who}: {why}");
        assert_eq!(again.phase, Phase::Empty);
        assert!(
            again.messages.iter().all(|m| m.pings.is_empty()),
            "{who}: nobody is pinged"
        );
    }

    // Restored from the store (a restart, another process), the button still worked once.
    let restarted = Tables::new(context(Lang::En), store.clone(), clock.clone(), Some(12));
    let again = restarted.handle(PARENT, &ann(), rematch).await;
    assert!(said(&again, MessageKind::Refusal).contains("works once"));
}
