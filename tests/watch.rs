//! Spectators at the table layer: `/game watch` shows anyone the public view and nothing
//! private; `follow:true` sends the follower the public results of each trick or round,
//! one message per command that ended one, until `follow:false` or the game ends; the
//! followers are stored with the game.

use gametable::cli::context;
use gametable::engine::{Actors, Viewer};
use gametable::i18n::{Lang, Localizer};
use gametable::store::{MemoryBackend, SqliteBackend, Store};
use gametable::table::{
    Answer, Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Recipient, Tables, UserId,
};
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(91);
const WATCHER: u64 = 4_999;

fn person(id: u64, lang: Lang) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(900),
    }
}

fn players() -> Vec<Caller> {
    (4001..=4003).map(|id| person(id, Lang::En)).collect()
}

fn tables(store: Store) -> Tables {
    Tables::new(
        context(Lang::En),
        store,
        Arc::new(ManualClock::at(1_800_000_000_000)),
        Some(8),
    )
}

async fn start(tables: &Tables, game: &str) {
    let players = players();
    let open = Command::open(game, Pace::default());
    tables.handle(CHANNEL, &players[0], open).await;
    for player in &players[1..] {
        tables.handle(CHANNEL, player, Command::Join).await;
    }
    tables.handle(CHANNEL, &players[0], Command::Start).await;
}

/// Whoever must act plays their first legal move; none once the game is over.
async fn play_next(tables: &Tables) -> Option<Answer> {
    let players = players();
    let (user, notation) = tables
        .inspect(CHANNEL, |table| {
            let game = table.game()?;
            let Actors::Seats(seats) = game.actors() else {
                return None;
            };
            let seat = seats.iter().next()?;
            let user = table.players()[seat.index()].user;
            Some((user, game.legal_moves(seat).first()?.notation.clone()))
        })
        .await
        .flatten()?;
    let caller = players.iter().find(|p| p.user == user)?;
    Some(
        tables
            .handle(CHANNEL, caller, Command::Play { notation })
            .await,
    )
}

fn watch(follow: Option<bool>) -> Command {
    Command::Watch { follow }
}

/// What the answer tells the follower, rendered.
fn told(answer: &Answer) -> Vec<String> {
    answer
        .messages
        .iter()
        .filter(|m| m.to == Recipient::User(UserId(WATCHER)))
        .inspect(|m| assert_eq!(m.kind, MessageKind::Watch))
        .map(|m| m.render(Localizer::global()))
        .collect()
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

#[tokio::test]
async fn anyone_sees_the_public_view_and_nothing_private_in_every_game() {
    let localizer = Localizer::global();
    for game in ["boast", "nyet", "clown", "haggis", "buttons"] {
        let tables = tables(Store::spawn(MemoryBackend::default()));
        start(&tables, game).await;
        let stranger = person(WATCHER, Lang::Hu);
        let shown = for_caller(&tables.handle(CHANNEL, &stranger, watch(None)).await);
        let (public, private) = tables
            .inspect(CHANNEL, |table| {
                let game = table.game()?;
                let names =
                    |seat: gametable::engine::Seat| table.players()[seat.index()].name.clone();
                let render = |texts: Vec<_>| -> Vec<String> {
                    texts
                        .iter()
                        .map(|t| localizer.render(Lang::Hu, t, &names))
                        .collect()
                };
                let public = render(game.view_text(Viewer::Public).table);
                let private: Vec<String> = (0..game.seats())
                    .flat_map(|s| {
                        render(
                            game.view_text(Viewer::Seat(gametable::engine::Seat(s as u8)))
                                .private,
                        )
                    })
                    .collect();
                Some((public, private))
            })
            .await
            .flatten()
            .expect("a game");
        assert!(!public.is_empty(), "{game}");
        for line in public {
            // Seats are named by the table; the rest of each line is as the public view says.
            let tail = line.rsplit(": ").next().unwrap_or(&line);
            assert!(
                shown.contains(tail),
                "{game}: the public view ({line}) in: {shown}"
            );
        }
        for line in private {
            let tail = line.rsplit(": ").next().unwrap_or(&line);
            assert!(
                !shown.contains(tail),
                "{game}: private ({line}) shown: {shown}"
            );
        }
    }
}

#[tokio::test]
async fn a_follower_gets_one_message_per_trick_until_they_stop() {
    let tables = tables(Store::spawn(MemoryBackend::default()));
    let nobody_yet = tables
        .handle(CHANNEL, &person(WATCHER, Lang::En), watch(Some(true)))
        .await;
    assert!(
        for_caller(&nobody_yet).contains("nothing to follow"),
        "{}",
        for_caller(&nobody_yet)
    );
    start(&tables, "boast").await;
    let follower = person(WATCHER, Lang::En);
    let followed = tables.handle(CHANNEL, &follower, watch(Some(true))).await;
    assert!(for_caller(&followed).contains("You follow Boast or Nothing"));

    // BN-5: three cards to a trick; only the third ends it.
    let mut messages = Vec::new();
    for _ in 0..6 {
        let answer = play_next(&tables).await.expect("the round goes on");
        messages.push(told(&answer));
    }
    let counts: Vec<usize> = messages.iter().map(Vec::len).collect();
    assert_eq!(
        counts,
        [0, 0, 1, 0, 0, 1],
        "one message per trick: {messages:?}"
    );
    assert!(messages[2][0].contains("takes the trick"), "{messages:?}");

    let stopped = tables.handle(CHANNEL, &follower, watch(Some(false))).await;
    assert!(for_caller(&stopped).contains("no longer follow"));
    for _ in 0..3 {
        let answer = play_next(&tables).await.expect("the round goes on");
        assert!(told(&answer).is_empty(), "stopped means stopped");
    }
}

#[tokio::test]
async fn followers_are_told_how_the_game_ended_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("watch.db");
    let open = || Store::spawn(SqliteBackend::open(&path).unwrap());
    let tables_before = tables(open());
    start(&tables_before, "clown").await;
    let follower = person(WATCHER, Lang::Ru);
    tables_before
        .handle(CHANNEL, &follower, watch(Some(true)))
        .await;
    drop(tables_before);

    let tables = tables(open());
    let mut last = Vec::new();
    let mut messages = 0;
    while let Some(answer) = play_next(&tables).await {
        let said = told(&answer);
        messages += usize::from(!said.is_empty());
        if !said.is_empty() {
            last = said;
        }
    }
    assert!(messages > 0, "the restarted table still knows its follower");
    let last = last.join("\n");
    assert!(
        last.contains("Игра окончена") || last.contains("окончен"),
        "the follower is told how it ended, in Russian: {last}"
    );
    // A new game starts with nobody following.
    start(&tables, "clown").await;
    let answer = play_next(&tables).await.expect("a move");
    assert!(told(&answer).is_empty());
}
