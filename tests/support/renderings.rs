//! Every message of a language and its renderings with representative arguments, for the
//! wording tests: the numbers 0, 1, 2, 5 and 21, a name, each game's name, a person of the
//! test's choosing for every variable that names one, and the signed variables negative
//! when a test asks; in the chat or as the terminal shows it.
//!
//! Use it with `#[path = "support/renderings.rs"] mod renderings;`.

// Each test crate uses only part of it.
#![allow(dead_code)]

use gametable::engine::{Arg, Text};
use gametable::i18n::{files, Lang, Localizer, Medium};
use std::collections::BTreeMap;

/// The numbers every message is rendered with.
pub const NUMBERS: [i64; 5] = [0, 1, 2, 5, 21];
/// The name every variable takes in the rendering that is not a number.
pub const NAME: &str = "Anna";

/// The variables that carry points, which a game may make negative (a NYET! round scores
/// −2 a trick): every form of theirs shows the number, sign and all.
pub const SIGNED: &[&str] = &["score", "points", "total"];

/// The variables that name people, in any file: players, a list of them, the host, the
/// winners, the AI that took a seat, the one who receives cards, the others, and NYET!'s
/// next player and the two of a team (`$first` and `$second` are cards in Boast, where a
/// name in their place changes nothing that is checked).
pub const PERSON_VARIABLES: &[&str] = &[
    "player", "players", "host", "winners", "ai", "receiver", "others", "next", "first", "second",
];

/// One message of a language: the file it is in, and the variables it mentions.
pub struct Entry {
    pub file: &'static str,
    pub vars: Vec<String>,
}

/// Each message of `lang` (with its attributes) and the variables it mentions.
pub fn messages(lang: Lang) -> BTreeMap<String, Entry> {
    let mut messages: BTreeMap<String, Entry> = BTreeMap::new();
    for (code, file, source) in files() {
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
            let vars = &mut messages
                .entry(id.clone())
                .or_insert_with(|| Entry {
                    file,
                    vars: Vec::new(),
                })
                .vars;
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

/// The arguments of one rendering.
#[derive(Clone)]
pub struct Profile<'a> {
    /// What every variable is, unless said otherwise below.
    pub each: Arg,
    /// What the [`SIGNED`] variables are.
    pub signed: i64,
    /// The game (a message id) a variable called `game` names.
    pub game: Option<&'static str>,
    /// Who every variable that names people ([`PERSON_VARIABLES`]) is, if anyone.
    pub person: Option<&'a str>,
}

/// Message `id` with the arguments of `profile`.
pub fn text_of(id: &str, vars: &[String], profile: &Profile) -> Text {
    let mut text = Text::new(leak(id));
    for var in vars {
        let value = match (var.as_str(), profile.game, profile.person) {
            ("game", Some(name), _) => Arg::Text(Box::new(Text::new(leak(name)))),
            (var, _, Some(person)) if PERSON_VARIABLES.contains(&var) => {
                Arg::Verbatim(person.into())
            }
            (var, _, _) if SIGNED.contains(&var) => Arg::Int(profile.signed),
            _ => profile.each.clone(),
        };
        text = text.arg(leak(var), value);
    }
    text
}

/// `text` (message `id`) in `lang`, as `medium` shows it.
pub fn render(medium: Medium, lang: Lang, id: &str, text: &Text) -> String {
    Localizer::global()
        .try_render_in(medium, lang, text, &|s| s.to_string())
        .unwrap_or_else(|e| panic!("{lang:?} {id}: {e}"))
}

/// One rendering of a message, and the game (a message id) it names, if any.
pub struct Rendering {
    pub text: String,
    pub game: Option<&'static str>,
}

/// The renderings of one message in `medium`: with every variable a number, or [`NAME`],
/// and with each game's name for a variable called `game`. With a `person`, every variable
/// that names people is that person in each rendering.
pub fn renderings(
    medium: Medium,
    lang: Lang,
    id: &str,
    vars: &[String],
    person: Option<&str>,
) -> Vec<Rendering> {
    let mut out = Vec::new();
    let games: Vec<Option<&'static str>> = if vars.iter().any(|v| v == "game") {
        game_names().into_iter().map(Some).collect()
    } else {
        vec![None]
    };
    for game in games {
        let profiles = NUMBERS
            .iter()
            .map(|&n| (Arg::Int(n), n))
            .chain(std::iter::once((Arg::Verbatim(NAME.into()), 1)));
        for (each, signed) in profiles {
            let profile = Profile {
                each,
                signed,
                game,
                person,
            };
            let text = render(medium, lang, id, &text_of(id, vars, &profile));
            out.push(Rendering { text, game });
        }
    }
    out
}
