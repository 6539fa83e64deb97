//! Pings have limits, in the table layer on a manual clock: nobody is pinged by their own
//! command; a turn that begins pings its people; anyone else is pinged because of another
//! person's command at most once in five minutes at a table (held back, they are still
//! named), also after a restart; and handing a seat to the AI and taking it back pings
//! nobody while the same people are waited for.

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Clock, Command, ManualClock, MessageKind, Pace, Phase, Posts,
    Tables, UserId, PING_INTERVAL_MS,
};
use std::collections::BTreeSet;
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(88);
const START: i64 = 1_800_000_000_000;
const MINUTE: i64 = 60_000;

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("<@{id}>"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(900),
    }
}

fn tables(store: &Store, clock: &Arc<ManualClock>) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store.clone(),
        clock.clone(),
        Some(3),
    )
}

/// Opens `game` with `people` (the first hosts) in a channel that posts `posts`, and
/// starts it; the answer to the start.
async fn start(tables: &Tables, game: &str, people: &[Caller], posts: Posts) -> Answer {
    let moderator = Caller {
        moderator: true,
        ..person(9)
    };
    tables
        .handle(CHANNEL, &moderator, Command::Posts { posts })
        .await;
    let open = Command::open(game, Pace::default());
    tables.handle(CHANNEL, &people[0], open).await;
    for other in &people[1..] {
        tables.handle(CHANNEL, other, Command::Join).await;
    }
    let started = tables.handle(CHANNEL, &people[0], Command::Start).await;
    assert_eq!(started.phase, Phase::Playing, "{started:?}");
    started
}

/// The channel's turn line of `answer`, as text, and whom it pings.
fn turn_line(answer: &Answer) -> (String, BTreeSet<UserId>) {
    let line = answer
        .messages
        .iter()
        .find(|m| m.kind == MessageKind::Turn)
        .unwrap_or_else(|| panic!("a turn line: {answer:?}"));
    (
        line.render(Localizer::global()),
        line.pings.iter().copied().collect(),
    )
}

fn users(ids: &[u64]) -> BTreeSet<UserId> {
    ids.iter().copied().map(UserId).collect()
}

/// The people the game waits for.
async fn waited(tables: &Tables) -> BTreeSet<UserId> {
    tables
        .inspect(CHANNEL, |t| match t.game().map(|g| g.actors()) {
            Some(Actors::Seats(seats)) => {
                seats.iter().map(|s| t.players()[s.index()].user).collect()
            }
            _ => BTreeSet::new(),
        })
        .await
        .unwrap_or_default()
}

/// Plays the first legal move of `user`.
async fn play(tables: &Tables, user: u64) -> Answer {
    let notation = tables
        .inspect(CHANNEL, |t| {
            let seat = t.seat_of(UserId(user))?;
            Some(t.game()?.legal_moves(seat).first()?.notation.clone())
        })
        .await
        .flatten()
        .unwrap_or_else(|| panic!("{user} has a move"));
    let answer = tables
        .handle(CHANNEL, &person(user), Command::Play { notation })
        .await;
    assert!(
        answer
            .messages
            .iter()
            .all(|m| m.kind != MessageKind::Refusal),
        "{answer:?}"
    );
    answer
}

#[tokio::test]
async fn others_ping_a_person_once_in_five_minutes_and_a_turn_that_begins_always_does() {
    let store = Store::spawn(MemoryBackend::default());
    let clock = Arc::new(ManualClock::at(START));
    let first = tables(&store, &clock);
    // Clown Standoff: in a squabble everyone chooses at once, and the table waits for
    // those who have not chosen yet.
    let people: Vec<Caller> = (501..=505).map(person).collect();
    let started = start(&first, "clown", &people, Posts::EveryMove).await;
    assert_eq!(
        turn_line(&started).1,
        users(&[502, 503, 504, 505]),
        "their turn began; not the host's own command"
    );

    // A minute later 501 chooses: the others, still waited for, are pinged again.
    clock.advance(MINUTE);
    let (_, pinged) = turn_line(&play(&first, 501).await);
    assert_eq!(pinged, users(&[502, 503, 504, 505]));
    let pinged_at = clock.now_ms();

    // After a restart (or on another process) a minute later: held back, still named.
    let restarted = tables(&store, &clock);
    clock.advance(MINUTE);
    let (line, pinged) = turn_line(&play(&restarted, 502).await);
    assert_eq!(pinged, BTreeSet::new(), "{line}");
    assert!(
        line.contains("<@503>") && line.contains("<@504>") && line.contains("<@505>"),
        "{line}"
    );

    // Five minutes after they were pinged, they are pinged again.
    clock.set(pinged_at + PING_INTERVAL_MS);
    let (_, pinged) = turn_line(&play(&restarted, 503).await);
    assert_eq!(pinged, users(&[504, 505]));
    clock.advance(MINUTE / 2);
    let (_, pinged) = turn_line(&play(&restarted, 504).await);
    assert_eq!(pinged, BTreeSet::new(), "505 was pinged half a minute ago");

    // 505's choice ends the squabble: whoever's turn begins is pinged, however recently
    // the others' commands pinged them.
    clock.advance(MINUTE / 2);
    let answer = play(&restarted, 505).await;
    let next: BTreeSet<UserId> = waited(&restarted)
        .await
        .into_iter()
        .filter(|u| *u != UserId(505))
        .collect();
    assert!(next.contains(&UserId(504)), "504's turn began: {next:?}");
    assert_eq!(turn_line(&answer).1, next);
}

#[tokio::test]
async fn holiday_mode_toggled_pings_nobody_while_the_same_people_are_waited_for() {
    let store = Store::spawn(MemoryBackend::default());
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(&store, &clock);
    let people: Vec<Caller> = (601..=603).map(person).collect();
    start(&tables, "boast", &people, Posts::Tricks).await;
    let waiting = waited(&tables).await;
    assert_eq!(waiting.len(), 1);
    let toggler = people
        .iter()
        .find(|p| !waiting.contains(&p.user))
        .expect("someone the game does not wait for");

    for _ in 0..10 {
        clock.advance(PING_INTERVAL_MS);
        for command in [Command::Away, Command::Back] {
            let answer = tables.handle(CHANNEL, toggler, command).await;
            let (line, pinged) = turn_line(&answer);
            assert_eq!(pinged, BTreeSet::new(), "{line}");
            let named = waiting.iter().next().map(|u| format!("<@{}>", u.0));
            assert!(line.contains(&named.unwrap_or_default()), "{line}");
            assert!(answer.messages.iter().all(|m| m.pings.is_empty()));
        }
    }
    assert_eq!(waited(&tables).await, waiting, "the same person all along");
}
