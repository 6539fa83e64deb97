//! Answers that help, through the real binary and the loopback Discord, in all five games
//! and for a Hungarian player: an unreadable move gets a short hint in their language,
//! autocomplete finds moves by the words of their localized labels, and `/game status`
//! after a game tells how it ended and how to start the next.

mod support;

use serde_json::{json, Value};
use support::bot::{bot_under_test, drained, game_command, private, start_with_ai, EVERY_GAME};
use support::fakecord::{Fakecord, TestUser};

/// Discord's answer text: the embed's description, or the content.
fn text(answer: &Value) -> String {
    let data = &answer["data"];
    data["embeds"][0]["description"]
        .as_str()
        .or(data["content"].as_str())
        .unwrap_or_default()
        .to_owned()
}

fn choices(answer: &Value) -> Vec<(String, String)> {
    answer["data"]["choices"]
        .as_array()
        .map(|choices| {
            choices
                .iter()
                .map(|c| {
                    let name = c["name"].as_str().unwrap_or_default().to_owned();
                    let value = c["value"].as_str().unwrap_or_default().to_owned();
                    (name, value)
                })
                .collect()
        })
        .unwrap_or_default()
}

async fn autocomplete(fake: &Fakecord, me: &TestUser, channel: u64, typed: &str) -> Value {
    let focused = json!([{"type": 3, "name": "move", "value": typed, "focused": true}]);
    fake.autocomplete(me, channel, "play", focused).await
}

/// The longest word of `label` made of letters only (a colour, a card's name, a place),
/// in lower case; none when it has none worth typing.
fn word_of(label: &str, notation: &str) -> Option<String> {
    label
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4 && !notation.contains(*w))
        .max_by_key(|w| w.chars().count())
        .map(str::to_lowercase)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_localized_autocomplete_and_the_last_result_in_every_game() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let mut found_by_words = 0;
    for (index, (game, seats)) in EVERY_GAME.into_iter().enumerate() {
        let channel = 9_100 + index as u64;
        let me = TestUser {
            locale: "hu".to_owned(),
            ..TestUser::new(910 + index as u64, "hanna")
        };
        start_with_ai(&fake, &me, channel, game, seats).await;
        drained(&db).await;

        // An unreadable move: a short hint in Hungarian, two examples, where to read more.
        let typed = json!([{ "type": 3, "name": "move", "value": "zz" }]);
        let hint = fake.command(&me, channel, "play", typed).await;
        assert!(private(&hint), "{game}: {hint}");
        let said = text(&hint);
        assert!(
            said.chars().count() <= 300,
            "{game}: {} characters: {said}",
            said.chars().count()
        );
        assert!(
            said.contains("zz") && said.contains("/szabályok"),
            "{game}: {said}"
        );
        assert!(said.contains('`'), "{game}: examples of moves: {said}");

        // Autocomplete by a word of a Hungarian label finds that move.
        let offered = choices(&autocomplete(&fake, &me, channel, "").await);
        assert!(!offered.is_empty(), "{game}: moves are offered");
        if let Some(((label, notation), word)) = offered
            .iter()
            .find_map(|(label, notation)| Some(((label, notation), word_of(label, notation)?)))
        {
            let found = choices(&autocomplete(&fake, &me, channel, &word).await);
            // Passing is always offered, whatever is typed: at most that one else.
            let others = found
                .iter()
                .filter(|(l, n)| {
                    !l.to_lowercase().contains(&word) && !n.to_lowercase().contains(&word)
                })
                .count();
            assert!(others <= 1, "{game}: «{word}» filters the moves: {found:?}");
            assert!(
                found.len() == 25 || found.iter().any(|(_, n)| n == notation),
                "{game}: typing «{word}» of «{label}» finds {notation}: {found:?}"
            );
            found_by_words += 1;
        }

        // The game ends (the host stops it): status tells how, and how to start anew.
        fake.command(&me, channel, "game", game_command("stop", json!([])))
            .await;
        let status = fake
            .command(&me, channel, "game", game_command("status", json!([])))
            .await;
        let said = text(&status);
        assert!(
            said.contains("Az itteni legutóbbi játék véget ért"),
            "{game}: {said}"
        );
        assert!(
            said.contains(&format!("<@{}>", me.id)),
            "{game}: the players: {said}"
        );
        assert!(said.contains("/játék új"), "{game}: how to start: {said}");
    }
    assert!(
        found_by_words >= 4,
        "moves were found by the words of their labels in {found_by_words} games"
    );
}
