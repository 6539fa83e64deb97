//! Russian and Greek texts fit a player of any gender. Every message is rendered with a
//! woman's name, a man's name and a Discord mention for each variable that names people,
//! and none may have, in a sentence that names a player or addresses "you", a word that
//! agrees with one gender («Аня вернулся», «ты … сам», «Απών … Άννα», «Παίζεις ήδη ο
//! ίδιος»), nor a name where the language would need its case or its gender: an ending
//! glued to it (`{ $player }а`, `<@…>у`), a Russian preposition or a Greek article right
//! before it. The slash commands' Russian and Greek names, descriptions and choices, all
//! spoken to "you", have no such word either (`/игра отошёл`). The forms are data, one
//! table per language ([`Forms`]).

#[path = "support/renderings.rs"]
mod renderings;

use gametable::i18n::{Lang, Medium};
use renderings::{messages, renderings, PERSON_VARIABLES};
use serde_json::Value;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Gender {
    Feminine,
    Masculine,
}

/// A person a message is rendered with: a name of known gender, or a mention (none).
struct Person {
    name: &'static str,
    gender: Option<Gender>,
}

/// The words of one language that give a person's gender away, and the words that show a
/// sentence speaks to or of a person.
struct Forms {
    /// Words of one gender only (short adjectives, past tenses, `ο ίδιος`).
    gendered: &'static [(&'static str, Gender)],
    /// Endings of words of one gender only (the Russian masculine past tense: `-л`, `-лся`
    /// after a vowel), checked on words not in `not_gendered`. The feminine endings are
    /// not here: nearly every one next to a name agrees with a noun (`единица … не
    /// отменилась`), and the feminine forms of the verbs of `gendered` are listed there.
    gendered_endings: &'static [(&'static str, Gender)],
    /// Words with such an ending that are not past tenses (nouns and the like).
    not_gendered: &'static [&'static str],
    /// Subjects of the third person: a word known by its ending right after one of them
    /// (`никто не ответил`) is their verb, not the name's or "you"'s.
    others: &'static [&'static str],
    /// Nouns that a listed word right before them agrees with instead (`первым игроком`).
    nouns: &'static [&'static str],
    /// Words that address "you" (one person).
    you: &'static [&'static str],
    /// Endings of verbs that address "you" (the Russian second person singular).
    you_endings: &'static [&'static str],
    /// Words with such an ending that address nobody.
    not_you: &'static [&'static str],
    /// Words that cannot stand right before a name: Russian prepositions (the name would
    /// need their case), Greek articles (they would tell its gender).
    before_name: &'static [&'static str],
}

const RUSSIAN: Forms = Forms {
    gendered: &[
        // Short adjectives and participles, and past tenses named by the reviews.
        ("сам", Gender::Masculine),
        ("сама", Gender::Feminine),
        ("мог", Gender::Masculine),
        ("могла", Gender::Feminine),
        ("смог", Gender::Masculine),
        ("смогла", Gender::Feminine),
        ("готов", Gender::Masculine),
        ("готова", Gender::Feminine),
        ("должен", Gender::Masculine),
        ("должна", Gender::Feminine),
        ("рад", Gender::Masculine),
        ("рада", Gender::Feminine),
        ("уверен", Gender::Masculine),
        ("уверена", Gender::Feminine),
        ("согласен", Gender::Masculine),
        ("согласна", Gender::Feminine),
        ("обязан", Gender::Masculine),
        ("обязана", Gender::Feminine),
        ("способен", Gender::Masculine),
        ("способна", Gender::Feminine),
        ("свободен", Gender::Masculine),
        ("свободна", Gender::Feminine),
        ("занят", Gender::Masculine),
        ("занята", Gender::Feminine),
        ("доволен", Gender::Masculine),
        ("довольна", Gender::Feminine),
        ("вынужден", Gender::Masculine),
        ("вынуждена", Gender::Feminine),
        ("наказан", Gender::Masculine),
        ("наказана", Gender::Feminine),
        ("вернулся", Gender::Masculine),
        ("вернулась", Gender::Feminine),
        ("отошёл", Gender::Masculine),
        ("отошла", Gender::Feminine),
        ("видел", Gender::Masculine),
        ("видела", Gender::Feminine),
        // Said of a person: «выйдешь первым» (a noun after it takes it: `nouns`).
        ("первым", Gender::Masculine),
        ("последним", Gender::Masculine),
        ("победитель", Gender::Masculine),
    ],
    gendered_endings: &[
        ("ал", Gender::Masculine),
        ("ял", Gender::Masculine),
        ("ел", Gender::Masculine),
        ("ёл", Gender::Masculine),
        ("ил", Gender::Masculine),
        ("ыл", Gender::Masculine),
        ("ол", Gender::Masculine),
        ("ул", Gender::Masculine),
        ("ался", Gender::Masculine),
        ("ялся", Gender::Masculine),
        ("елся", Gender::Masculine),
        ("ился", Gender::Masculine),
        ("ылся", Gender::Masculine),
        ("улся", Gender::Masculine),
    ],
    not_gendered: &[
        "стол",
        "канал",
        "журнал",
        "раздел",
        "пробел",
        "пол",
        "финал",
        "правил",
    ],
    others: &["кто", "никто", "который", "он", "она", "оно"],
    nouns: &["игроком", "клоуном", "ходом"],
    you: &[
        "ты",
        "тебя",
        "тебе",
        "тобой",
        "твой",
        "твоя",
        "твоё",
        "твое",
        "твои",
        "твоего",
        "твоей",
        "твоему",
        "твоим",
        "твоих",
        "твою",
        "твоими",
    ],
    you_endings: &["ешь", "ёшь", "ишь", "ешься", "ёшься", "ишься"],
    not_you: &["лишь", "тишь", "мышь", "глушь"],
    before_name: &[
        "у",
        "к",
        "ко",
        "от",
        "для",
        "с",
        "со",
        "о",
        "об",
        "обо",
        "без",
        "до",
        "при",
        "по",
        "за",
        "над",
        "под",
        "перед",
        "из",
        "про",
        "через",
        "между",
        "после",
        "против",
        "кроме",
        "среди",
        "вместо",
        "около",
        "возле",
    ],
};

const GREEK: Forms = Forms {
    gendered: &[
        // Adjectives and nouns said of a person («ο ίδιος», «θα βγεις πρώτος»); feminine
        // forms that nearly always go with a noun («την τελευταία σου κάρτα») are left out.
        ("ίδιος", Gender::Masculine),
        ("μόνος", Gender::Masculine),
        ("μόνη", Gender::Feminine),
        ("έτοιμος", Gender::Masculine),
        ("έτοιμη", Gender::Feminine),
        ("σίγουρος", Gender::Masculine),
        ("σίγουρη", Gender::Feminine),
        ("υποχρεωμένος", Gender::Masculine),
        ("υποχρεωμένη", Gender::Feminine),
        ("χαμένος", Gender::Masculine),
        ("χαμένη", Gender::Feminine),
        ("όρθιος", Gender::Masculine),
        ("όρθια", Gender::Feminine),
        ("απών", Gender::Masculine),
        ("απούσα", Gender::Feminine),
        ("απόντες", Gender::Masculine),
        ("παρών", Gender::Masculine),
        ("παρούσα", Gender::Feminine),
        ("νικητής", Gender::Masculine),
        ("νικήτρια", Gender::Feminine),
        ("πρώτος", Gender::Masculine),
        ("τελευταίος", Gender::Masculine),
    ],
    gendered_endings: &[],
    not_gendered: &[],
    others: &[],
    nouns: &["παίκτης", "παίκτη"],
    you: &["σου", "σένα", "εσύ", "εσένα", "είσαι", "ήσουν"],
    you_endings: &[],
    not_you: &[],
    before_name: &[
        "ο", "η", "ο/η", "τον", "την", "του", "της", "στον", "στην", "στου", "στης",
    ],
};

fn forms(lang: Lang) -> &'static Forms {
    match lang {
        Lang::Ru => &RUSSIAN,
        Lang::El => &GREEK,
        other => panic!("no gender forms for {other:?}"),
    }
}

fn people(lang: Lang) -> [Person; 3] {
    let (woman, man) = match lang {
        Lang::Ru => ("Аня", "Боб"),
        Lang::El => ("Άννα", "Νίκος"),
        other => panic!("no names for {other:?}"),
    };
    [
        Person {
            name: woman,
            gender: Some(Gender::Feminine),
        },
        Person {
            name: man,
            gender: Some(Gender::Masculine),
        },
        Person {
            name: "<@601>",
            gender: None,
        },
    ]
}

/// The words of `text`, lower case.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The gender `word` agrees with, if it agrees with one only, and how many words away from
/// a name or a "you" it tells it: a listed word in the whole sentence, a word known by its
/// ending only next to them, where it is nearly always their verb.
fn gender_of(forms: &Forms, word: &str) -> Option<(Gender, usize)> {
    if let Some((_, gender)) = forms.gendered.iter().find(|(form, _)| *form == word) {
        return Some((*gender, usize::MAX));
    }
    if forms.not_gendered.contains(&word) {
        return None;
    }
    forms
        .gendered_endings
        .iter()
        .find(|(ending, _)| word.ends_with(ending) && word.len() > ending.len())
        .map(|(_, gender)| (*gender, NEAR))
}

/// How many words from a name or a "you" an ending is taken to tell their gender.
const NEAR: usize = 3;

fn addresses_you(forms: &Forms, word: &str) -> bool {
    forms.you.contains(&word)
        || (!forms.not_you.contains(&word)
            && forms
                .you_endings
                .iter()
                .any(|ending| word.ends_with(ending) && word.len() > ending.len()))
}

/// The sentences of `text`, and apart from them what they hold in parentheses.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split(['.', '!', '?', ';', '·', '\u{37e}', '\n', '(', ')'])
}

/// What in `text`, a rendering of one message in `lang`, does not fit a person of any
/// gender, each with the sentence it is in. `person` is the one the message names, if it
/// names people; `addressed`, whether all of it speaks to "you" (a command's words).
fn problems(
    lang: Lang,
    text: &str,
    person: Option<&Person>,
    addressed: bool,
) -> Vec<(String, String)> {
    let forms = forms(lang);
    let mut found = Vec::new();
    for sentence in sentences(text) {
        let mut said = |problem: String| found.push((problem, sentence.trim().to_owned()));
        // Where the sentence names the person or addresses "you", by word.
        let mut anchors: Vec<(usize, Option<&Person>)> = Vec::new();
        if let Some(person) = person {
            for (at, _) in sentence.match_indices(person.name) {
                let after = &sentence[at + person.name.len()..];
                if after.chars().next().is_some_and(char::is_alphabetic) {
                    said(format!("an ending glued to {:?}", person.name));
                }
                let before = &sentence[..at];
                let word = before.trim_end_matches(' ');
                let word = word[word.rfind([' ', '«', '(']).map_or(0, |i| i + 1)..].to_lowercase();
                if word.len() < before.len() && forms.before_name.contains(&word.as_str()) {
                    said(format!("{word:?} right before {:?}", person.name));
                }
                anchors.push((words(before).count(), Some(person)));
            }
        }
        let words: Vec<String> = words(sentence).collect();
        for (at, word) in words.iter().enumerate() {
            if addressed || addresses_you(forms, word) {
                anchors.push((at, None));
            }
        }
        for (at, word) in words.iter().enumerate() {
            let Some((gender, reach)) = gender_of(forms, word) else {
                continue;
            };
            let subject = &words[at.saturating_sub(2)..at];
            if reach == NEAR && subject.iter().any(|w| forms.others.contains(&w.as_str())) {
                continue;
            }
            if words
                .get(at + 1)
                .is_some_and(|next| forms.nouns.contains(&next.as_str()))
            {
                continue;
            }
            let misfit = anchors.iter().find(|(anchor, person)| {
                at.abs_diff(*anchor) <= reach
                    && person.is_none_or(|p| p.gender.is_none_or(|theirs| theirs != gender))
            });
            match misfit {
                Some((_, Some(Person { name, .. }))) => {
                    said(format!("the {gender:?} {word:?} next to {name:?}"))
                }
                Some((_, None)) => said(format!("the {gender:?} {word:?} addressing \"you\"")),
                None => {}
            }
        }
    }
    found
}

#[test]
fn russian_and_greek_texts_fit_a_player_of_any_gender() {
    let mut failures = Vec::new();
    for lang in [Lang::Ru, Lang::El] {
        for (id, renderings::Entry { vars, .. }) in messages(lang) {
            let names_people = vars.iter().any(|v| PERSON_VARIABLES.contains(&v.as_str()));
            let people = people(lang);
            let people: Vec<Option<&Person>> = if names_people {
                people.iter().map(Some).collect()
            } else {
                vec![None]
            };
            let mut seen = BTreeSet::new();
            for person in people {
                for rendering in renderings(Medium::Chat, lang, &id, &vars, person.map(|p| p.name))
                {
                    for (problem, sentence) in problems(lang, &rendering.text, person, false) {
                        if seen.insert(problem.clone()) {
                            failures.push(format!("{lang:?} {id}: {problem}: {sentence:?}"));
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} texts that fit one gender only:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_checks_catch_what_they_look_for() {
    let found = |lang, text, person| !problems(lang, text, person, false).is_empty();
    let [anna, bob, mention] = people(Lang::Ru);
    assert!(found(
        Lang::Ru,
        "Аня вернулся и снова играет сам.",
        Some(&anna)
    ));
    assert!(found(Lang::Ru, "Боб вернулась.", Some(&bob)));
    assert!(!found(Lang::Ru, "Боб возвращается к игре.", Some(&bob)));
    assert!(found(Lang::Ru, "Ты и так играешь за своё место сам.", None));
    assert!(found(Lang::Ru, "Выполнил норму — получаешь 1 очко.", None));
    assert!(!found(Lang::Ru, "Аня садится за стол.", Some(&anna)));
    assert!(!found(Lang::Ru, "Борис взял взятку.", None));
    assert!(found(Lang::Ru, "Если ты пасовал раньше, ходи.", None));
    assert!(!found(Lang::Ru, "Ты пасуешь, и никто не ответил.", None));
    assert!(found(Lang::Ru, "Ход <@601>у.", Some(&mention)));
    assert!(found(Lang::Ru, "У Аня нет партий.", Some(&anna)));
    assert!(!found(Lang::Ru, "У игрока Аня нет партий.", Some(&anna)));
    let [anna, nikos, _] = people(Lang::El);
    assert!(found(
        Lang::El,
        "Απών, στη θέση του παίζει: Άννα",
        Some(&anna)
    ));
    assert!(found(Lang::El, "Παίζεις ήδη ο ίδιος στη θέση σου.", None));
    assert!(found(Lang::El, "Η κάρτα πάει στον Νίκος.", Some(&nikos)));
    assert!(!found(Lang::El, "Ο παίκτης Νίκος επέστρεψε.", Some(&nikos)));
    assert!(!problems(Lang::Ru, "отошёл", None, true).is_empty());
    assert!(problems(Lang::Ru, "отойти", None, true).is_empty());
    assert!(!problems(Lang::El, "απών", None, true).is_empty());
}

/// Every name, description and choice of `value` (a command definition or part of one)
/// localized in `lang`, with where it stands.
fn command_texts(value: &Value, lang: &str, path: &str, out: &mut Vec<(String, String)>) {
    match value {
        Value::Object(map) => {
            let here = map
                .get("name")
                .and_then(Value::as_str)
                .map_or(path.to_owned(), |name| format!("{path} {name}"));
            for key in ["name_localizations", "description_localizations"] {
                if let Some(text) = map
                    .get(key)
                    .and_then(|l| l.get(lang))
                    .and_then(Value::as_str)
                {
                    out.push((format!("{here} ({key})"), text.to_owned()));
                }
            }
            for (key, inner) in map {
                if !key.ends_with("_localizations") {
                    command_texts(inner, lang, &here, out);
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                command_texts(item, lang, path, out);
            }
        }
        _ => {}
    }
}

#[test]
fn russian_and_greek_commands_fit_anyone() {
    let mut failures = Vec::new();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    let mut files: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    for file in files {
        let command: Value = serde_json::from_str(&fs::read_to_string(&file).unwrap()).unwrap();
        for lang in [Lang::Ru, Lang::El] {
            let mut texts = Vec::new();
            command_texts(&command, lang.code(), "", &mut texts);
            for (place, text) in texts {
                for (problem, _) in problems(lang, &text, None, true) {
                    failures.push(format!("{lang:?}{place}: {problem}: {text:?}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} command texts that fit one gender only:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
