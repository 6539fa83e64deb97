//! Following at the table layer, against the budgets of direct messages: a game has at
//! most 25 followers, a person follows at most 5 games at once, nobody follows while their
//! DMs are known to be closed (for a day after the refusal), and a follower the transport
//! dropped (their news was refused) is dropped by the table held in memory too.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{DirectChannel, MemoryBackend, Store, Write, DMS_CLOSED_FOR_MS};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Recipient, Tables, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(91);
const NOW: i64 = 1_800_000_000_000;
const FAY: u64 = 4_999;

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(900),
    }
}

fn tables(store: Store, clock: Arc<ManualClock>) -> Tables {
    Tables::new(context(Lang::En).with_ai(QUICK_AI), store, clock, Some(8))
}

/// A Boast game at `channel`, hosted by `host` against two AI seats.
async fn start(tables: &Tables, channel: ChannelId, host: u64) {
    let host = person(host);
    tables
        .handle(channel, &host, Command::open("boast", Pace::default()))
        .await;
    for _ in 0..2 {
        tables
            .handle(
                channel,
                &host,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    tables.handle(channel, &host, Command::Start).await;
}

fn follow(on: bool) -> Command {
    Command::Watch { follow: Some(on) }
}

fn for_caller(answer: &Answer) -> String {
    answer
        .messages
        .iter()
        .filter(|m| m.to == Recipient::Caller)
        .map(|m| m.render(Localizer::global()))
        .collect::<Vec<_>>()
        .join("\n")
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

/// Who follows the game at `channel`, as stored.
async fn stored_followers(store: &Store, channel: ChannelId) -> Vec<UserId> {
    let stored = store.load_channel(channel).await.unwrap();
    stored.watchers.iter().map(|w| w.user).collect()
}

/// The host of `channel` plays their first legal move (the AI seats answer at once).
async fn play(tables: &Tables, channel: ChannelId, host: u64) -> Answer {
    let notation = tables
        .inspect(channel, |table| {
            let game = table.game()?;
            let Actors::Seats(seats) = game.actors() else {
                return None;
            };
            let seat = seats.iter().next()?;
            Some(game.legal_moves(seat).first()?.notation.clone())
        })
        .await
        .flatten()
        .expect("a move to play");
    tables
        .handle(channel, &person(host), Command::Play { notation })
        .await
}

#[tokio::test]
async fn a_game_has_at_most_25_followers() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), Arc::new(ManualClock::at(NOW)));
    start(&tables, CHANNEL, 4001).await;
    for id in 0..25 {
        let answer = tables
            .handle(CHANNEL, &person(5_000 + id), follow(true))
            .await;
        assert!(!refused(&answer), "{}", for_caller(&answer));
    }
    let answer = tables.handle(CHANNEL, &person(FAY), follow(true)).await;
    assert!(refused(&answer));
    assert!(
        for_caller(&answer).contains("25 people follow this game already"),
        "{}",
        for_caller(&answer)
    );
    let followers = stored_followers(&store, CHANNEL).await;
    assert_eq!(followers.len(), 25);
    assert!(!followers.contains(&UserId(FAY)), "nothing changed");
}

#[tokio::test]
async fn one_person_follows_at_most_5_games_at_once() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), Arc::new(ManualClock::at(NOW)));
    let channels: Vec<ChannelId> = (0..6).map(|i| ChannelId(200 + i)).collect();
    for (i, channel) in channels.iter().enumerate() {
        start(&tables, *channel, 4_100 + i as u64).await;
    }
    let fay = person(FAY);
    for channel in &channels[..5] {
        let answer = tables.handle(*channel, &fay, follow(true)).await;
        assert!(!refused(&answer), "{}", for_caller(&answer));
    }
    assert_eq!(store.follows(UserId(FAY)).await.unwrap(), 5);
    let sixth = tables.handle(channels[5], &fay, follow(true)).await;
    assert!(refused(&sixth));
    assert!(
        for_caller(&sixth).contains("You follow 5 games already"),
        "{}",
        for_caller(&sixth)
    );
    assert!(stored_followers(&store, channels[5]).await.is_empty());
    // Stopping one makes room for another.
    tables.handle(channels[0], &fay, follow(false)).await;
    let answer = tables.handle(channels[5], &fay, follow(true)).await;
    assert!(!refused(&answer), "{}", for_caller(&answer));
    assert_eq!(stored_followers(&store, channels[5]).await, [UserId(FAY)]);
}

#[tokio::test]
async fn nobody_follows_while_their_dms_are_known_closed_which_lasts_a_day() {
    let store = Store::spawn(MemoryBackend::default());
    let clock = Arc::new(ManualClock::at(NOW));
    let tables = tables(store.clone(), Arc::clone(&clock));
    start(&tables, CHANNEL, 4001).await;
    let closed = DirectChannel {
        channel: Some(900),
        closed_at: Some(NOW - 1_000),
    };
    let mark = Write::DirectChannel {
        user: UserId(FAY),
        direct: closed,
    };
    store.write(vec![mark]).await.unwrap();

    let answer = tables.handle(CHANNEL, &person(FAY), follow(true)).await;
    assert!(refused(&answer));
    let said = for_caller(&answer);
    assert!(said.contains("cannot send you direct messages"), "{said}");
    assert!(stored_followers(&store, CHANNEL).await.is_empty());

    clock.advance(DMS_CLOSED_FOR_MS);
    let answer = tables.handle(CHANNEL, &person(FAY), follow(true)).await;
    assert!(!refused(&answer), "{}", for_caller(&answer));
    let said = for_caller(&answer);
    assert!(
        said.contains("direct messages are closed to me stop following"),
        "the answer says what closed DMs do: {said}"
    );
    assert_eq!(stored_followers(&store, CHANNEL).await, [UserId(FAY)]);
}

#[tokio::test]
async fn a_follower_the_transport_dropped_gets_no_more_news_from_the_table_in_memory() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), Arc::new(ManualClock::at(NOW)));
    start(&tables, CHANNEL, 4001).await;
    tables.handle(CHANNEL, &person(FAY), follow(true)).await;
    let news_for_fay = |answer: &Answer| {
        answer
            .messages
            .iter()
            .any(|m| m.to == Recipient::User(UserId(FAY)) && m.kind == MessageKind::Watch)
    };
    assert!(
        news_for_fay(&play(&tables, CHANNEL, 4001).await),
        "she follows"
    );

    // Her news was refused: the transport drops her, as the Discord sender does.
    let dropped = vec![
        Write::Unfollow {
            game: tables
                .inspect(CHANNEL, |t| t.game_id())
                .await
                .flatten()
                .expect("a game"),
            user: UserId(FAY),
        },
        Write::Touch { channel: CHANNEL },
    ];
    store.write(dropped).await.unwrap();
    tables.reloads().reload(CHANNEL);

    for _ in 0..3 {
        let answer = play(&tables, CHANNEL, 4001).await;
        assert!(!refused(&answer), "{answer:?}");
        assert!(!news_for_fay(&answer), "dropped means dropped");
    }
    assert!(stored_followers(&store, CHANNEL).await.is_empty());
}
