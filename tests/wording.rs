//! Every message of every language, rendered with representative arguments (a name, the
//! numbers 0, 1, 2, 5 and 21, each game's name), reads as a sentence should: no doubled
//! punctuation (`!!`, `::`, `..`), no article stuck to a game name that has its own, no
//! empty or unresolved placeholder, no Unicode isolation mark, no English word left in a
//! rendering that is not English, and no game id where the game has a name
//! (`/rules game:buttons`). A score of −1 or −21 keeps its sign and takes the form of 1
//! or 21. What local mode shows (each message as it reads in the terminal) names no slash
//! command: the texts the table gives for the commands local mode sends are checked as
//! they come, the others by their files. The messages around a game's standings call them
//! neither points nor a score in any language: Clown Standoff's standings are places.
//! Haggis names a single card once, a Russian set by its count, a Hungarian range by plain
//! ranks, and its bets as menu labels of their own.

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[path = "support/renderings.rs"]
mod renderings;

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::{Arg, Game, Seat, Text};
use gametable::games::haggis::cards::{Card, Cards};
use gametable::games::haggis::notation::Move as HaggisMove;
use gametable::games::haggis::{Deal, Haggis, HaggisOptions};
use gametable::games::registry;
use gametable::i18n::{Lang, Localizer, Medium};
use gametable::store::{MemoryBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Command, ManualClock, Message, Pace, Tables, TurnClock, UserId,
};
use renderings::{game_names, leak, messages, render, renderings, text_of, Profile, NAME, SIGNED};
use std::sync::Arc;

/// The files of texts only the Discord transport shows; local mode shows every other one.
/// The rules (`*-rules.ftl`) speak of Discord's commands too, and local mode says so
/// before them (`local-rules-note`).
const CHAT_FILES: &[&str] = &["discord.ftl", "history.ftl", "mine.ftl", "ratings.ftl"];

/// Texts of the table layer that answer only what local mode never does, so they name
/// slash commands with no terminal form.
const CHAT_ONLY: &[&str] = &[
    // Local mode opens, fills and starts its table in one go and shows only the start.
    "table-lobby-opened",
    "table-no-lobby",
    // `/game watch`.
    "table-watch-following",
    "table-too-many-follows",
    "table-watch-full",
    "table-watch-dms-closed",
    // `/settings`.
    "table-reminders-off",
    "table-my-pictures-off",
    "table-thread-not-allowed",
    // Buttons, and the Rematch button.
    "table-lobby-gone",
    "table-game-gone",
    "table-rematch-gone",
    "table-rematch-players-only",
    "table-rematch-used",
    // Per server: local mode has none.
    "table-too-many-lobbies",
    // Local mode lists every legal move itself, never the first ones only.
    "table-legal-moves-some",
];

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

/// The game ids, each with the message id of its name.
fn game_ids() -> Vec<(&'static str, &'static str)> {
    registry()
        .iter()
        .map(|k| (k.info().id, k.info().name))
        .collect()
}

/// What reads wrong when the signed variables of `id` are negative: a rendering of −n
/// must be the rendering of n with a minus sign before each n it shows (the form chosen
/// by the absolute value), and show at least one.
fn sign_problems(medium: Medium, lang: Lang, id: &str, vars: &[String]) -> Vec<String> {
    if !vars.iter().any(|v| SIGNED.contains(&v.as_str())) {
        return Vec::new();
    }
    let mut found = Vec::new();
    for n in [1, 21] {
        let game = game_names()
            .first()
            .copied()
            .filter(|_| vars.iter().any(|v| v == "game"));
        let profile = Profile {
            each: Arg::Int(n),
            signed: n,
            game,
            person: None,
        };
        let plain = render(medium, lang, id, &text_of(id, vars, &profile));
        let negative = Profile {
            signed: -n,
            ..profile
        };
        let negative = render(medium, lang, id, &text_of(id, vars, &negative));
        let signed = format!("\u{2212}{n}");
        if !negative.contains(&signed) {
            found.push(format!("{signed} is not shown: {negative:?}"));
        } else if negative.replace(&signed, &n.to_string()) != plain {
            found.push(format!("{negative:?} is not {plain:?} with a sign"));
        }
        for wrong in ["+\u{2212}", "-\u{2212}", "\u{2212}\u{2212}", "-1", "-21"] {
            if negative.contains(wrong) {
                found.push(format!("{wrong:?} in {negative:?}"));
            }
        }
    }
    found
}

/// The slash commands of `lang` (and English's) that `text` names: `/play`, `/játék`.
fn slash_commands(lang: Lang, text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for command in gametable::discord::definitions().expect("the embedded definitions") {
        if let Some(name) = command["name"].as_str() {
            names.push(name.to_owned());
        }
        if let Some(name) = command["name_localizations"][lang.code()].as_str() {
            names.push(name.to_owned());
        }
    }
    names
        .into_iter()
        .filter(|name| {
            text.match_indices(&format!("/{name}")).any(|(at, slash)| {
                let before = text[..at].chars().next_back();
                let after = text[at + slash.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            })
        })
        .map(|name| format!("/{name}"))
        .collect()
}

/// Whether local mode may show message `id` of `file`.
fn shown_in_terminal(file: &str, id: &str) -> bool {
    !CHAT_FILES.contains(&file) && !file.ends_with("-rules.ftl") && !CHAT_ONLY.contains(&id)
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
    // A command's choice shows the game's name, never its id (`/rules game:buttons`).
    for (game_id, _) in game_ids() {
        for (at, _) in text.match_indices(&format!(":{game_id}")) {
            let after = text[at + 1 + game_id.len()..].chars().next();
            if !after.is_some_and(char::is_alphanumeric) {
                found.push(format!("the game id {game_id:?} as a choice"));
            }
        }
    }
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
        for (id, renderings::Entry { file, vars }) in messages(lang) {
            let mut seen = std::collections::BTreeSet::new();
            for medium in [Medium::Chat, Medium::Terminal] {
                for rendering in renderings(medium, lang, &id, &vars, None) {
                    let text = rendering.text;
                    let mut found = problems(lang, &id, &text, rendering.game);
                    if medium == Medium::Terminal && shown_in_terminal(file, &id) {
                        found.extend(
                            slash_commands(lang, &text)
                                .into_iter()
                                .map(|c| format!("{c} in the terminal")),
                        );
                    }
                    for problem in found {
                        if seen.insert(problem.clone()) {
                            failures.push(format!("{lang:?} {id}: {problem}: {text:?}"));
                        }
                    }
                }
                for problem in sign_problems(medium, lang, &id, &vars) {
                    if seen.insert(problem.clone()) {
                        failures.push(format!("{lang:?} {id}: {problem}"));
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
    assert!(!problems(Lang::En, "x", "and /rules game:buttons explains", None).is_empty());
    assert!(problems(Lang::En, "x", "type nyet trump green", None).is_empty());
    assert_eq!(
        slash_commands(Lang::Hu, "a /lépj parancs és a /játék vissza"),
        ["/játék", "/lépj"]
    );
    assert!(slash_commands(Lang::En, "1/2 of d6:1, and/or /playing").is_empty());
}

/// A person at the table, speaking `lang`.
fn caller(user: u64, lang: Lang) -> Caller {
    Caller {
        user: UserId(user),
        name: format!("P{user}"),
        lang,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

/// Where a game id stands in `text` (nested texts too) without its game's name beside it.
fn ids_alone(text: &Text, found: &mut Vec<String>) {
    fn walk(text: &Text, name: &str, arg: &Arg, found: &mut Vec<String>) {
        match arg {
            Arg::Verbatim(value) => {
                for (id, name_id) in game_ids() {
                    let named = text
                        .args
                        .iter()
                        .any(|(_, a)| matches!(a, Arg::Text(t) if t.id == name_id));
                    if value.trim().eq_ignore_ascii_case(id) && !named {
                        found.push(format!("{}: ${name} is the id {value:?}", text.id));
                    }
                }
            }
            Arg::Text(nested) => ids_alone(nested, found),
            Arg::List(items) => items.iter().for_each(|item| walk(text, name, item, found)),
            Arg::Int(_) | Arg::Seat(_) => {}
        }
    }
    for (name, arg) in &text.args {
        walk(text, name, arg, found);
    }
}

/// The table's texts for what local mode sends (an unknown game, a start, a move it cannot
/// read, a look at the hand and the table, away and back, a timeout, a stop) in every game
/// name each game by its name, never by its id alone, and read in the terminal without a
/// slash command, in every language. Two people sit at each table, so that the game goes
/// on while one is away.
#[tokio::test]
async fn the_table_names_games_by_name_and_the_terminal_by_its_words() {
    let clock = Arc::new(ManualClock::at(1_800_000_000_000));
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        Store::spawn(MemoryBackend::default()),
        clock.clone(),
        Some(3),
    );
    let (me, other) = (caller(5_000, Lang::En), caller(5_001, Lang::En));
    let pace = Pace {
        clock: "1m".parse::<TurnClock>().expect("a clock"),
        ..Pace::default()
    };
    let mut said: Vec<Message> = Vec::new();
    for (index, kind) in registry().into_iter().enumerate() {
        let info = kind.info();
        let channel = ChannelId(index as u64 + 1);
        let mut steps = vec![
            (&me, Command::open("chess", pace)),
            (&me, Command::open(info.id, pace)),
            (&other, Command::Join),
        ];
        steps.extend((2..info.min_players).map(|_| {
            (
                &me,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
        }));
        let unreadable = || Command::Play {
            notation: "zz9 ?".into(),
        };
        steps.extend([
            (&me, Command::Start),
            (&me, unreadable()),
            (&other, unreadable()),
            (&me, Command::Hand),
            (&me, Command::Status),
            (&me, Command::Away),
            (&me, Command::Away),
            (&me, Command::Back),
        ]);
        for (who, command) in steps {
            said.extend(tables.handle(channel, who, command).await.messages);
        }
        // The clock runs out while the game waits for someone.
        clock.advance(2 * 60 * 60 * 1000);
        for messages in tables
            .tick_with(|_, answer| (answer.messages, Vec::new()))
            .await
        {
            said.extend(messages);
        }
        for command in [Command::Stop, Command::Status] {
            said.extend(tables.handle(channel, &me, command).await.messages);
        }
    }
    let said_ids: Vec<&str> = said
        .iter()
        .flat_map(|m| m.texts.iter().map(|t| t.id))
        .collect();
    for expected in [
        "table-unknown-game",
        "table-move-unreadable",
        "table-away",
        "table-already-away",
        "table-timed-out-ai",
        "table-last-game",
    ] {
        assert!(said_ids.contains(&expected), "{expected} was not said");
    }

    let mut failures = Vec::new();
    for text in said.iter().flat_map(|m| &m.texts) {
        ids_alone(text, &mut failures);
        if CHAT_ONLY.contains(&text.id) {
            continue;
        }
        for lang in Lang::ALL {
            let shown = render(Medium::Terminal, lang, text.id, text);
            for command in slash_commands(lang, &shown) {
                failures.push(format!(
                    "{lang:?} {}: {command} in the terminal: {shown}",
                    text.id
                ));
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A negative score keeps its sign, a true minus, and takes the plural form of its
/// absolute value in every language.
#[test]
fn a_negative_score_reads_with_its_sign_and_the_form_of_its_absolute_value() {
    let expected = [
        (Lang::En, "Anna: \u{2212}1 point", "Anna: \u{2212}21 points"),
        (Lang::Hu, "Anna: \u{2212}1 pont", "Anna: \u{2212}21 pont"),
        (
            Lang::El,
            "Anna: \u{2212}1 πόντος",
            "Anna: \u{2212}21 πόντοι",
        ),
        (Lang::Ru, "Anna: \u{2212}1 очко", "Anna: \u{2212}21 очко"),
    ];
    for (lang, one, twenty_one) in expected {
        for (score, wanted) in [(-1_i64, one), (-21, twenty_one)] {
            let text = Text::new("table-final-score")
                .arg("player", Arg::Verbatim(NAME.into()))
                .arg("score", score);
            assert_eq!(
                render(Medium::Chat, lang, text.id, &text),
                wanted,
                "{lang:?}"
            );
        }
    }
    // A list of numbers (a NYET! row of values) shows the sign too.
    let list = Text::new("table-legal-moves").arg("moves", Arg::List(vec![Arg::Int(-2)]));
    assert!(render(Medium::Chat, Lang::En, list.id, &list).ends_with("\u{2212}2"));
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
        for (id, renderings::Entry { vars, .. }) in messages(lang) {
            if !STANDINGS.contains(&id.as_str()) {
                continue;
            }
            for rendering in renderings(Medium::Chat, lang, &id, &vars, None) {
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

/// A Haggis table of three with `r5 o5 y5 g5 r6 r7 r8` in the first hand, dealt and led by
/// seat 0.
fn haggis_dealt() -> Haggis {
    let card = |c: &str| c.parse::<Card>().expect("a card");
    let fixed: Cards = "r5 o5 y5 g5 r6 r7 r8".split(' ').map(card).collect();
    let mut rest = Cards::deck_naturals(3).difference(fixed);
    let mut hands = Vec::new();
    for (seat, start) in [fixed, Cards::EMPTY, Cards::EMPTY].into_iter().enumerate() {
        let more: Cards = rest.iter().take(14 - start.len()).collect();
        rest = rest.difference(more);
        hands.push(start.union(more));
        assert_eq!(hands[seat].len(), 14);
    }
    let deal = Deal {
        hands,
        haggis: rest,
        leader: Some(Seat(0)),
    };
    let mut game = Haggis::new(3, &HaggisOptions::default()).expect("three players");
    game.apply_chance(&deal, &mut Vec::new())
        .expect("a fitting deal");
    game
}

/// Haggis names plays and bets as people say them (the second native reviews): a single
/// card once, by itself (RU5-34, English too); a set in the form its count asks for in
/// Russian (RU5-25); the ends of a range as plain ranks in Hungarian (HU5-7); a bet as a
/// capitalised menu label of its own, and in lower case inside an English, Hungarian or
/// Russian sentence (RU5-27), where English gives it its article (`a little bet`).
#[test]
fn haggis_names_plays_and_bets_as_people_say_them() {
    let mut game = haggis_dealt();
    let names = |seat: Seat| format!("P{}", seat.0);
    let say = |lang: Lang, text: &Text| Localizer::global().render(lang, text, &names);
    let label = |game: &Haggis, lang: Lang, notation: &str| {
        let mv: HaggisMove = notation.parse().expect("a move");
        say(lang, &game.move_label(&mv))
    };
    let expected_labels = [
        (Lang::En, "r5 o5", "pair of 5s: red 5, orange 5"),
        (Lang::En, "j", "J"),
        (Lang::En, "r6 r7 r8", "run 6–8: red 6, red 7, red 8"),
        (Lang::Ru, "r5 o5", "пара пятёрок: красная 5, оранжевая 5"),
        (
            Lang::Ru,
            "r5 o5 y5",
            "три пятёрки: красная 5, жёлтая 5, оранжевая 5",
        ),
        (Lang::Ru, "j", "валет"),
        (
            Lang::Hu,
            "r6 r7 r8",
            "sorozat 6–8: piros 6-os, piros 7-es, piros 8-as",
        ),
        (Lang::Hu, "r5 o5", "két 5-ös: piros 5-ös, narancssárga 5-ös"),
        (Lang::El, "j", "βαλές"),
    ];
    for (lang, notation, wanted) in expected_labels {
        assert_eq!(label(&game, lang, notation), wanted, "{lang:?} {notation}");
    }
    let five = label(&game, Lang::Ru, "r5 o5 y5 g5 j");
    assert!(five.starts_with("пять пятёрок: "), "{five}");
    for lang in Lang::ALL {
        for bet in ["bet none", "bet little", "bet big"] {
            let shown = label(&game, lang, bet);
            assert!(
                shown.starts_with(char::is_uppercase),
                "{lang:?} {bet}: a menu label starts with a capital: {shown}"
            );
        }
    }

    let mut events = Vec::new();
    for (seat, notation) in [
        (1, "bet little"),
        (2, "bet big"),
        (0, "bet none"),
        (0, "r5"),
    ] {
        let mv: HaggisMove = notation.parse().expect("a move");
        game.apply_move(Seat(seat), &mv, &mut events)
            .unwrap_or_else(|e| panic!("{notation}: {e:?}"));
    }
    let mut notices = Vec::new();
    for event in &events {
        game.describe_event(event, &mut notices);
    }
    let told = |lang: Lang| -> Vec<String> { notices.iter().map(|n| say(lang, &n.text)).collect() };
    assert_eq!(
        told(Lang::En),
        [
            "P1 makes a little bet (15).",
            "P2 makes a big bet (30).",
            "P0 makes no bet.",
            "P0 leads red 5.",
        ]
    );
    assert_eq!(told(Lang::Ru)[3], "P0 заходит: красная 5.");
    assert_eq!(told(Lang::Hu)[0], "P1 fogad: kis fogadás (15).");
    for lang in Lang::ALL {
        let single = Text::new("haggis-set")
            .arg("size", 1_i64)
            .arg("rank", 5_i64);
        let single = say(lang, &single);
        let led = &told(lang)[3];
        assert!(
            !led.contains(&single),
            "{lang:?}: {led} names the card twice"
        );
    }
}

/// A limit of one table speaks of that table, not of "one of them", in every language
/// (HU5-22, RU5-18, EL5-23), and a larger limit of some of them.
#[test]
fn a_limit_of_one_table_names_that_table() {
    let one_of_many = [
        (Lang::En, "one of them"),
        (Lang::Hu, "valamelyiket"),
        (Lang::Ru, "один из них"),
        (Lang::El, "κάποιο από αυτά"),
    ];
    for (lang, words) in one_of_many {
        let limit = |max: i64| {
            let text = Text::new("table-too-many-lobbies").arg("max", max);
            render(Medium::Chat, lang, text.id, &text)
        };
        assert!(!limit(1).contains(words), "{lang:?}: {}", limit(1));
        for max in [2, 5, 21] {
            assert!(limit(max).contains(words), "{lang:?}: {}", limit(max));
        }
    }
}
