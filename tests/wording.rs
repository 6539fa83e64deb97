//! Every message of every language, rendered with representative arguments (a name, the
//! numbers 0, 1, 2, 5 and 21, each game's name), reads as a sentence should: no doubled
//! punctuation (`!!`, `::`, `..`), no article stuck to a game name that has its own, no
//! empty or unresolved placeholder, no Unicode isolation mark, and no English word left
//! in a rendering that is not English. The messages around a game's standings call them
//! neither points nor a score in any language: Clown Standoff's standings are places.

#[path = "support/renderings.rs"]
mod renderings;

use gametable::engine::Text;
use gametable::i18n::{Lang, Localizer};
use renderings::{game_names, leak, messages, renderings};

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
            for rendering in renderings(lang, &id, &vars, None) {
                let text = rendering.text;
                for problem in problems(lang, &id, &text, rendering.game) {
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

/// The messages that stand right before the standings of any game (the end of a game that
/// stopped, timed out or lay idle) or that hold them (`$scores`). Clown Standoff's
/// standings are places, so none of these may announce them as points or a score.
const STANDINGS: &[&str] = &[
    "table-timed-out-end",
    "table-game-idle",
    "table-game-idle-alone",
    "history-log-stopped",
    "table-thread-won",
    "table-thread-ended",
    "discord-history-line",
];

/// The words of each language for points and a score.
fn points_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["point", "points", "score", "scores"],
        Lang::Hu => &["pont", "pontok", "pontszám", "pontszámok", "pontszámai"],
        Lang::El => &[
            "πόντος",
            "πόντοι",
            "πόντους",
            "πόντων",
            "σκορ",
            "βαθμολογία",
        ],
        Lang::Ru => &["очко", "очки", "очков", "счёт", "счет"],
    }
}

#[test]
fn no_heading_calls_the_standings_points() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (id, vars) in messages(lang) {
            if !STANDINGS.contains(&id.as_str()) {
                continue;
            }
            for rendering in renderings(lang, &id, &vars, None) {
                let text = rendering.text.to_lowercase();
                let words: Vec<&str> = text.split(|c: char| !c.is_alphabetic()).collect();
                if let Some(word) = points_words(lang).iter().find(|w| words.contains(w)) {
                    failures.push(format!("{lang:?} {id}: {word:?} in {:?}", rendering.text));
                    break;
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "standings announced as points:\n{}",
        failures.join("\n")
    );
}
