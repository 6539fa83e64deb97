//! Pictures through the table layer, in all five games: the end of a game shows its
//! score chart with the news (seats named), the table message shows the board and a hand
//! (by DM or `/hand`) shows the hand as the game describes them, and a table whose
//! moderators turned pictures off sends the very same text without any.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::{Arg, Item, Picture, Text};
use gametable::i18n::Lang;
use gametable::store::{MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, Message, MessageKind, Recipient, Tables, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const GAMES: [(&str, usize); 5] = [
    ("boast", 3),
    ("nyet", 3),
    ("clown", 2),
    ("haggis", 2),
    ("buttons", 2),
];
const CHANNEL: ChannelId = ChannelId(300);
const HOST: UserId = UserId(5001);

fn host() -> Caller {
    Caller {
        user: HOST,
        name: "Hanna".into(),
        lang: Lang::En,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn tables() -> Tables {
    let store = Store::spawn(MemoryBackend::default());
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        Arc::new(ManualClock::at(0)),
        Some(11),
    )
}

/// Opens `game` with the host and AI seats and starts it: the start's messages.
async fn start(tables: &Tables, game: &str, seats: usize) -> Vec<Message> {
    let open = Command::Open {
        game: game.into(),
        options: Vec::new(),
        seated: true,
        pace: Default::default(),
        thread: None,
    };
    tables.handle(CHANNEL, &host(), open).await;
    for _ in 1..seats {
        tables
            .handle(
                CHANNEL,
                &host(),
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    tables
        .handle(CHANNEL, &host(), Command::Start)
        .await
        .messages
}

/// Starts `game` and plays it to its end (the host hands their seat to the AI): the
/// messages of the command that ended it.
async fn play_out(tables: &Tables, game: &str, seats: usize) -> Vec<Message> {
    start(tables, game, seats).await;
    let end = tables.handle(CHANNEL, &host(), Command::Away).await;
    assert!(end.ended.is_some(), "{game} was played to its end");
    end.messages
}

fn find(messages: &[Message], to: Recipient, kind: MessageKind) -> &Message {
    messages
        .iter()
        .find(|m| m.to == to && m.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} for {to:?} in {messages:?}"))
}

/// Whether `text` still names a seat by number (not yet by its player's name).
fn names_a_seat(text: &Text) -> bool {
    fn in_arg(arg: &Arg) -> bool {
        match arg {
            Arg::Seat(_) => true,
            Arg::Text(text) => names_a_seat(text),
            Arg::List(items) => items.iter().any(in_arg),
            _ => false,
        }
    }
    text.args.iter().any(|(_, arg)| in_arg(arg))
}

fn labels(picture: &Picture) -> Vec<&Text> {
    picture
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Label { text, .. } => Some(text),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn the_end_of_every_game_shows_its_score_chart_with_the_seats_named() {
    for (game, seats) in GAMES {
        let tables = tables();
        let end = play_out(&tables, game, seats).await;
        let news = find(&end, Recipient::Channel, MessageKind::News);
        assert!(
            news.texts.iter().any(|t| t.id == "table-game-over"),
            "{game}"
        );
        let chart = news
            .picture
            .as_ref()
            .unwrap_or_else(|| panic!("{game}: the end shows its chart"));
        assert!(
            labels(chart).iter().all(|text| !names_a_seat(text)),
            "{game}: {chart:?}"
        );
    }
}

#[tokio::test]
async fn a_table_with_pictures_off_sends_the_same_text_without_any() {
    for (game, seats) in GAMES {
        let (shown, plain) = (tables(), tables());
        // Both tables take one command first, so that both deal the same cards.
        let on = Command::Pictures { on: true };
        shown.handle(CHANNEL, &host(), on).await;
        let off = Command::Pictures { on: false };
        let said = plain.handle(CHANNEL, &host(), off).await;
        let news = find(&said.messages, Recipient::Channel, MessageKind::News);
        assert_eq!(news.texts[0].id, "table-pictures-off");
        let with = play_out(&shown, game, seats).await;
        let without = play_out(&plain, game, seats).await;
        assert!(with.iter().any(|m| m.picture.is_some()), "{game}");
        assert!(without.iter().all(|m| m.picture.is_none()), "{game}");
        let texts = |messages: &[Message]| -> Vec<(Recipient, MessageKind, Vec<Text>)> {
            messages
                .iter()
                .map(|m| (m.to, m.kind, m.texts.clone()))
                .collect()
        };
        assert!(texts(&with) == texts(&without), "{game}: the same text");
    }
}

#[tokio::test]
async fn pictures_need_a_moderator_to_turn_off_at_a_table() {
    let tables = tables();
    let someone = Caller {
        moderator: false,
        ..host()
    };
    let refused = tables
        .handle(CHANNEL, &someone, Command::Pictures { on: false })
        .await;
    let refusal = find(&refused.messages, Recipient::Caller, MessageKind::Refusal);
    assert_eq!(refusal.texts[0].id, "table-moderator-only");
    let end = play_out(&tables, "clown", 2).await;
    assert!(end.iter().any(|m| m.picture.is_some()), "still on");
}

#[tokio::test]
async fn every_game_shows_its_board_and_hands_as_pictures() {
    for (game, seats) in GAMES {
        let tables = tables();
        let started = start(&tables, game, seats).await;
        let board = find(&started, Recipient::Channel, MessageKind::Board);
        let mut shown = vec![board.picture.clone().expect("the board")];
        if game != "buttons" {
            // War of the Buttons deals nothing secret: no hand by DM or `/hand` there.
            let dealt = find(&started, Recipient::User(HOST), MessageKind::News);
            shown.push(dealt.picture.clone().expect("the hand by DM"));
            let look = tables.handle(CHANNEL, &host(), Command::Hand).await;
            let hand = find(&look.messages, Recipient::Caller, MessageKind::Hand);
            shown.push(hand.picture.clone().expect("the hand by /hand"));
        }
        for picture in &shown {
            assert!(
                labels(picture).iter().all(|text| !names_a_seat(text)),
                "{game}"
            );
        }
    }
}
