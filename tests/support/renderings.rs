//! Every message of a language and its renderings with representative arguments, for the
//! wording tests: the numbers 0, 1, 2, 5 and 21, a name, each game's name, and a person of
//! the test's choosing for every variable that names one.
//!
//! Use it with `#[path = "support/renderings.rs"] mod renderings;`.

// Each test crate uses only part of it.
#![allow(dead_code)]

use gametable::engine::{Arg, Text};
use gametable::i18n::{files, Lang, Localizer};
use std::collections::BTreeMap;

/// The numbers every message is rendered with.
pub const NUMBERS: [i64; 5] = [0, 1, 2, 5, 21];
/// The name every variable takes in the rendering that is not a number.
pub const NAME: &str = "Anna";

/// The variables that name people, in any file: players, a list of them, the host, the
/// winners, the AI that took a seat, the one who receives cards, the others, and NYET!'s
/// next player and the two of a team (`$first` and `$second` are cards in Boast, where a
/// name in their place changes nothing that is checked).
pub const PERSON_VARIABLES: &[&str] = &[
    "player", "players", "host", "winners", "ai", "receiver", "others", "next", "first", "second",
];

/// Each message of `lang` (not attributes) and the variables it mentions.
pub fn messages(lang: Lang) -> BTreeMap<String, Vec<String>> {
    let mut messages: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (code, _, source) in files() {
        if *code != lang.code() {
            continue;
        }
        let mut current: Option<String> = None;
        for line in source.lines() {
            let starts_message = line
                .split_once(" =")
                .filter(|(id, _)| {
                    !id.is_empty()
                        && id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                })
                .map(|(id, _)| id.to_owned());
            if starts_message.is_some() {
                current = starts_message;
            } else if !line.starts_with(' ') {
                current = None;
            }
            let Some(id) = &current else { continue };
            let vars = messages.entry(id.clone()).or_default();
            for (i, _) in line.match_indices('$') {
                let name: String = line[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() && !vars.contains(&name) {
                    vars.push(name);
                }
            }
        }
    }
    messages
}

pub fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

/// The game names, as message ids.
pub fn game_names() -> Vec<&'static str> {
    gametable::games::registry()
        .iter()
        .map(|k| k.info().name)
        .collect()
}

/// One rendering of a message, and the game (a message id) it names, if any.
pub struct Rendering {
    pub text: String,
    pub game: Option<&'static str>,
}

/// The renderings of one message: with every variable a number, or [`NAME`], and with each
/// game's name for a variable called `game`. With a `person`, every variable that names
/// people ([`PERSON_VARIABLES`]) is that person in each rendering.
pub fn renderings(lang: Lang, id: &str, vars: &[String], person: Option<&str>) -> Vec<Rendering> {
    let localizer = Localizer::global();
    let mut out = Vec::new();
    let games: Vec<Option<&'static str>> = if vars.iter().any(|v| v == "game") {
        game_names().into_iter().map(Some).collect()
    } else {
        vec![None]
    };
    for game in games {
        let profiles = NUMBERS
            .iter()
            .map(|n| Arg::Int(*n))
            .chain(std::iter::once(Arg::Verbatim(NAME.into())));
        for profile in profiles {
            let mut text = Text::new(leak(id));
            for var in vars {
                let value = match (var.as_str(), game, person) {
                    ("game", Some(name), _) => Arg::Text(Box::new(Text::new(name))),
                    (var, _, Some(person)) if PERSON_VARIABLES.contains(&var) => {
                        Arg::Verbatim(person.into())
                    }
                    _ => profile.clone(),
                };
                text = text.arg(leak(var), value);
            }
            let rendered = localizer
                .try_render(lang, &text, &|s| s.to_string())
                .unwrap_or_else(|e| panic!("{lang:?} {id}: {e}"));
            out.push(Rendering {
                text: rendered,
                game,
            });
        }
    }
    out
}
