//! AI seats are named in the reader's language, whatever language the table had when
//! they sat down: a channel that switches language, or a reader of another language,
//! sees them named in theirs.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{Caller, ChannelId, Command, ManualClock, Pace, Tables, UserId};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[tokio::test]
async fn ai_seats_are_named_in_each_readers_language() {
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        Store::spawn(MemoryBackend::default()),
        Arc::new(ManualClock::at(1_800_000_000_000)),
        Some(6),
    );
    let channel = ChannelId(3);
    let host = Caller {
        user: UserId(9001),
        name: "Anna".into(),
        lang: Lang::En,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    };
    let show = |answer: gametable::table::Answer| {
        answer
            .messages
            .iter()
            .map(|m| m.render(Localizer::global()))
            .collect::<Vec<_>>()
            .join("\n")
    };
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
    let english = show(tables.handle(channel, &host, Command::Start).await);
    assert!(english.contains("Bot 1"), "{english}");
    tables
        .handle(channel, &host, Command::Language { lang: Lang::Ru })
        .await;
    let reader = Caller {
        user: UserId(9002),
        lang: Lang::Ru,
        moderator: false,
        ..host.clone()
    };
    let russian = show(tables.handle(channel, &reader, Command::Status).await);
    assert!(russian.contains("Бот 1"), "{russian}");
    assert!(!russian.contains("Bot 1"), "{russian}");
}
