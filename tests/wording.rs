//! Every message of every language, rendered with representative arguments (a name, the
//! numbers 0, 1, 2, 5 and 21, each game's name), reads as a sentence should: no doubled
//! punctuation (`!!`, `::`, `..`), no article stuck to a game name that has its own, no
//! empty or unresolved placeholder, no Unicode isolation mark, and no English word left
//! in a rendering that is not English.

use gametable::engine::{Arg, Text};
use gametable::i18n::{files, Lang, Localizer};
use std::collections::BTreeMap;

const NUMBERS: [i64; 5] = [0, 1, 2, 5, 21];
const NAME: &str = "Anna";

/// English words that must not be left in another language's text (outside `code`).
const ENGLISH: &[&str] = &[
    "the", "and", "your", "you", "player", "players", "turn", "round", "points", "trick", "tricks",
    "card", "cards", "game", "table", "lobby", "seat", "wins", "score",
];

/// Articles of each language that may not stand before a game name with its own.
fn articles(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::El => &[
            "ο",
            "η",
            "το",
            "οι",
            "τα",
            "του",
            "της",
            "των",
            "τον",
            "την",
            "στο",
            "στον",
            "στην",
            "στη",
            "στα",
            "στους",
        ],
        Lang::Hu => &["a", "az"],
        Lang::En => &["the", "a", "an"],
        Lang::Ru => &[],
    }
}

/// Each message of `lang` (not attributes) and the variables it mentions.
fn messages(lang: Lang) -> BTreeMap<String, Vec<String>> {
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

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

/// The game names, as message ids.
fn game_names() -> Vec<&'static str> {
    gametable::games::registry()
        .iter()
        .map(|k| k.info().name)
        .collect()
}

/// The renderings of one message: with every variable a number, or a name, and with each
/// game's name for a variable called `game`.
fn renderings(lang: Lang, id: &str, vars: &[String]) -> Vec<(String, Option<&'static str>)> {
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
                let value = match (var.as_str(), game) {
                    ("game", Some(name)) => Arg::Text(Box::new(Text::new(name))),
                    _ => profile.clone(),
                };
                text = text.arg(leak(var), value);
            }
            let rendered = localizer
                .try_render(lang, &text, &|s| s.to_string())
                .unwrap_or_else(|e| panic!("{lang:?} {id}: {e}"));
            out.push((rendered, game));
        }
    }
    out
}

/// Whether `id` is empty in English too: a fragment that adds nothing on purpose.
fn designed_empty(id: &str) -> bool {
    Localizer::global()
        .try_render(Lang::En, &Text::new(leak(id)), &|s| s.to_string())
        .is_ok_and(|english| english.is_empty())
}

/// What reads wrong in `text`, a rendering of `id` in `lang`.
fn problems(lang: Lang, id: &str, text: &str, game: Option<&str>) -> Vec<String> {
    let mut found = Vec::new();
    for doubled in ["!!", "::", ",,", ";;"] {
        if text.contains(doubled) {
            found.push(format!("doubled punctuation {doubled:?}"));
        }
    }
    if text.replace("...", "").replace("…", "").contains("..") {
        found.push("doubled punctuation \"..\"".into());
    }
    if text.contains(['\u{2068}', '\u{2069}']) {
        found.push("Unicode isolation marks".into());
    }
    if text.contains("{$") || text.contains("{???}") || text.contains("{ $") {
        found.push("an unresolved placeholder".into());
    }
    if text.trim().is_empty() && !designed_empty(id) {
        found.push("empty".into());
    }
    if let Some(game) = game {
        let name = Localizer::global().render(lang, &Text::new(leak(game)), &|s| s.to_string());
        let first = name
            .trim_start_matches(['«', '„', '"', '“'])
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_lowercase();
        if articles(lang).contains(&first.as_str()) {
            for (at, _) in text.match_indices(name.as_str()) {
                let before = text[..at]
                    .trim_end_matches(['«', '„', '"', '“', ' '])
                    .split_whitespace()
                    .last()
                    .unwrap_or_default()
                    .to_lowercase();
                if articles(lang).contains(&before.as_str()) {
                    found.push(format!("the article {before:?} before {name:?}"));
                }
            }
        }
    }
    // A notation hint teaches what to type, and the notation is English by design.
    if lang != Lang::En && !id.ends_with("-notation-hint") {
        // Code (`r7`) and the games' original names, given as such, may stay English.
        let mut outside_code: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for name in game_names() {
            let original =
                Localizer::global().render(Lang::En, &Text::new(name), &|s| s.to_string());
            outside_code = outside_code.replace(&original, " ");
        }
        let words: Vec<String> = outside_code
            .split(|c: char| !c.is_alphanumeric())
            .map(str::to_lowercase)
            .collect();
        for word in ENGLISH {
            if words.iter().any(|w| w == word) {
                found.push(format!("the English word {word:?}"));
            }
        }
    }
    found
}

#[test]
fn every_message_reads_well_in_every_language() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (id, vars) in messages(lang) {
            let mut seen = std::collections::BTreeSet::new();
            for (text, game) in renderings(lang, &id, &vars) {
                for problem in problems(lang, &id, &text, game) {
                    if seen.insert(problem.clone()) {
                        failures.push(format!("{lang:?} {id}: {problem}: {text:?}"));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} wording problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_checks_catch_what_they_look_for() {
    assert!(!problems(Lang::Hu, "x", "Kezdődik: NYET!!", None).is_empty());
    assert!(!problems(Lang::En, "x", "Score:: 5", None).is_empty());
    assert!(problems(Lang::En, "x", "Wait...", None).is_empty());
    assert!(!problems(Lang::Ru, "x", "Твой turn", None).is_empty());
    assert!(problems(Lang::Ru, "x", "Сыграй `pass`", None).is_empty());
    assert!(!problems(Lang::En, "x", "Hi \u{2068}Anna\u{2069}", None).is_empty());
}
