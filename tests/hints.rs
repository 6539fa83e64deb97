//! A move that cannot be read gets a short hint in every game and language: at most 300
//! characters, two of the player's own legal moves as examples, and where the notation is
//! explained (the rules of the game, by its name) — not the game's whole notation.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::Text;
use gametable::games::registry;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, MessageKind, Pace, Tables, UserId,
};
use std::sync::Arc;

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const LIMIT: usize = 300;

fn person(id: u64, lang: Lang) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

/// Tables in memory on a manual clock, seeded.
fn tables() -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        Store::spawn(MemoryBackend::default()),
        Arc::new(ManualClock::at(1_800_000_000_000)),
        Some(8),
    )
}

#[tokio::test]
async fn an_unreadable_move_gets_a_short_hint_with_two_examples() {
    let tables = tables();
    for (index, kind) in registry().into_iter().enumerate() {
        let info = kind.info();
        let channel = ChannelId(index as u64 + 1);
        let me = person(5000, Lang::En);
        tables
            .handle(channel, &me, Command::open(info.id, Pace::default()))
            .await;
        for _ in 1..info.min_players.max(2) {
            tables
                .handle(
                    channel,
                    &me,
                    Command::AddAi {
                        level: Level::Basic,
                    },
                )
                .await;
        }
        tables.handle(channel, &me, Command::Start).await;
        for lang in Lang::ALL {
            let caller = person(5000, lang);
            let answer = tables
                .handle(
                    channel,
                    &caller,
                    Command::Play {
                        notation: "zz9 ?".into(),
                    },
                )
                .await;
            let refusal = answer
                .messages
                .iter()
                .find(|m| m.kind == MessageKind::Refusal)
                .map(|m| m.render(Localizer::global()))
                .unwrap_or_else(|| panic!("{}: refused", info.id));
            let length = refusal.chars().count();
            assert!(
                length <= LIMIT,
                "{} {lang:?}: {length} characters: {refusal}",
                info.id
            );
            assert!(refusal.contains("zz9 ?"), "{refusal}");
            // Where to read more: the rules of the game by its name, as the choice of
            // `/rules game:` shows it in this language (HU5-3), never by its id.
            let name = Localizer::global().render(lang, &Text::new(info.name), &|s| s.to_string());
            assert!(
                refusal.contains(&format!(":{name} ")),
                "names where to read more: {refusal}"
            );
            assert!(!refusal.contains(&format!(":{}", info.id)), "{refusal}");
            assert_eq!(
                refusal.matches('`').count(),
                4,
                "{} {lang:?}: two examples: {refusal}",
                info.id
            );
        }
    }
}

#[tokio::test]
async fn autocomplete_matches_what_is_typed_in_the_players_language() {
    let tables = tables();
    let channel = ChannelId(99);
    let me = person(5000, Lang::Hu);
    tables
        .handle(channel, &me, Command::open("boast", Pace::default()))
        .await;
    for _ in 0..2 {
        tables
            .handle(
                channel,
                &me,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    tables.handle(channel, &me, Command::Start).await;
    let all = tables
        .suggest_moves(channel, me.user, Lang::Hu, "", 25)
        .await;
    let blue = tables
        .suggest_moves(channel, me.user, Lang::Hu, "kék", 25)
        .await;
    let expected: Vec<_> = all
        .iter()
        .filter(|m| m.label.to_lowercase().contains("kék"))
        .cloned()
        .collect();
    assert!(!all.is_empty(), "it is my turn");
    assert!(!expected.is_empty(), "blue cards in hand: {all:?}");
    assert_eq!(
        blue, expected,
        "a Hungarian player typing «kék» finds the blue cards"
    );
    assert!(
        blue.iter().all(|m| m.notation.starts_with('b')),
        "blue cards only: {blue:?}"
    );
}

#[tokio::test]
async fn long_lists_of_moves_are_grouped_by_kind_in_haggis_and_by_place_in_buttons() {
    let tables = tables();
    for (index, game) in ["haggis", "buttons"].into_iter().enumerate() {
        let channel = ChannelId(200 + index as u64);
        let me = person(6000, Lang::En);
        tables
            .handle(channel, &me, Command::open(game, Pace::default()))
            .await;
        tables
            .handle(
                channel,
                &me,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
        tables.handle(channel, &me, Command::Start).await;
        // Set-up decisions (War of the Buttons' detentions) are all of one kind: play on
        // until the moves spread over the board.
        let mut groups: Vec<String> = Vec::new();
        for _ in 0..20 {
            let moves = tables
                .suggest_moves(channel, me.user, Lang::En, "", usize::MAX)
                .await;
            assert!(!moves.is_empty(), "{game}: my turn");
            assert!(
                moves.iter().all(|m| m.group.is_some()),
                "{game}: every move has a group: {moves:?}"
            );
            groups = moves.iter().filter_map(|m| m.group.clone()).collect();
            groups.dedup();
            if groups.len() >= 2 {
                break;
            }
            let notation = moves[0].notation.clone();
            tables
                .handle(channel, &me, Command::Play { notation })
                .await;
        }
        assert!(groups.len() >= 2, "{game}: several groups: {groups:?}");
    }
}
