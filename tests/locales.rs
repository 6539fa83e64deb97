//! The four languages stay complete and consistent: every message exists in every
//! language with the same attributes and variables, plural selectors cover each
//! language's plural categories, rule help fits Discord embeds, and every message id the
//! code uses exists.

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use gametable::i18n::{files, Lang, Localizer};
use std::collections::{BTreeMap, BTreeSet};

/// Per language: (file, message id) → (attribute names, variable names).
type Catalog = BTreeMap<(String, String), (BTreeSet<String>, BTreeSet<String>)>;
/// The variant keys of each plural selector: (where, keys).
type Selects = Vec<(String, BTreeSet<String>)>;

const PLURAL_KEYS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

#[derive(Default)]
struct Found {
    vars: BTreeSet<String>,
    selects: Vec<BTreeSet<String>>,
}

impl Found {
    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) {
        match expression {
            Expression::Inline(inline) => self.inline(inline),
            Expression::Select { selector, variants } => {
                self.inline(selector);
                let keys: BTreeSet<String> = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                // A select over exact values only (`[11] J`, `[12] Q`, `*[other] { $rank }`)
                // picks by value, not by plural category; one naming a category besides
                // `other`, or with no exact values at all, is a plural select.
                let exact = keys.iter().any(|k| k.parse::<f64>().is_ok());
                let category = |k: &String| PLURAL_KEYS.contains(&k.as_str());
                let plural = keys.iter().any(|k| category(k) && k != "other")
                    || (!exact && keys.iter().any(category));
                if matches!(selector, InlineExpression::VariableReference { .. }) && plural {
                    self.selects.push(keys);
                }
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                self.vars.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            InlineExpression::FunctionReference { arguments, .. } => {
                for arg in &arguments.positional {
                    self.inline(arg);
                }
            }
            _ => {}
        }
    }
}

fn catalog(lang: Lang) -> (Catalog, Selects) {
    let mut catalog = Catalog::new();
    let mut plural_selects = Vec::new();
    for (code, file, source) in files() {
        if *code != lang.code() {
            continue;
        }
        let resource = parser::parse(*source).unwrap_or_else(|(_, errors)| {
            panic!("locales/{code}/{file}: syntax errors {errors:?}")
        });
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut found = Found::default();
                if let Some(value) = &message.value {
                    found.pattern(value);
                }
                let mut attributes = BTreeSet::new();
                for attribute in &message.attributes {
                    attributes.insert(attribute.id.name.to_string());
                    found.pattern(&attribute.value);
                }
                let id = message.id.name.to_string();
                plural_selects.extend(
                    found
                        .selects
                        .into_iter()
                        .map(|keys| (format!("{file}:{id}"), keys)),
                );
                let previous =
                    catalog.insert((file.to_string(), id.clone()), (attributes, found.vars));
                assert!(
                    previous.is_none(),
                    "locales/{code}/{file}: {id} is defined twice"
                );
            }
        }
    }
    (catalog, plural_selects)
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let (english, _) = catalog(Lang::En);
    assert!(english.len() > 20, "the English catalog looks empty");
    for lang in [Lang::Hu, Lang::El, Lang::Ru] {
        let (other, _) = catalog(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (key, (attributes, vars)) in &english {
            let (other_attributes, other_vars) = &other[key];
            assert_eq!(
                attributes, other_attributes,
                "{lang} {key:?}: attributes differ"
            );
            assert_eq!(vars, other_vars, "{lang} {key:?}: variables differ");
        }
    }
}

#[test]
fn plural_selectors_cover_each_languages_categories() {
    for lang in Lang::ALL {
        let needed: &[&str] = match lang {
            Lang::Ru => &["one", "few", "many"],
            _ => &["one"],
        };
        let (_, selects) = catalog(lang);
        for (message, keys) in selects {
            for category in needed {
                assert!(
                    keys.contains(*category),
                    "{lang} {message}: plural variant [{category}] missing (has {keys:?})"
                );
            }
        }
    }
}

#[test]
fn rule_help_exists_and_fits_discord_embeds() {
    let localizer = Localizer::global();
    for kind in gametable::games::registry() {
        let info = kind.info();
        for lang in Lang::ALL {
            for key in info.rule_sections {
                let id = format!("{}-rules-{key}", info.id);
                assert!(localizer.has(lang, &id), "{lang}: no rule section {id}");
            }
            for section in localizer.rule_help(lang, info) {
                let chars = section.body.chars().count();
                assert!(
                    chars <= 4096,
                    "{lang} {} {}: body of {chars} characters",
                    info.id,
                    section.key
                );
                assert!(
                    chars > 200,
                    "{lang} {} {}: body of only {chars} characters",
                    info.id,
                    section.key
                );
                assert!(!section.title.is_empty() && section.title.chars().count() <= 256);
            }
        }
    }
}

/// Every message id written in the Rust sources exists in English (and so, by the test
/// above, in every language).
#[test]
fn every_message_id_used_in_code_exists() {
    let prefixes: Vec<String> = ["table", "local", "lang", "colour", "discord", "picture"]
        .into_iter()
        .map(String::from)
        .chain(
            gametable::games::registry()
                .iter()
                .map(|k| k.info().id.to_owned()),
        )
        .collect();
    let sections: Vec<&str> = gametable::games::registry()
        .iter()
        .flat_map(|k| k.info().rule_sections.iter().copied())
        .collect();
    let localizer = Localizer::global();
    let mut checked = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("tests.rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for literal in source.split('"').skip(1).step_by(2) {
            // Rule-section keys look like ids (`nyet-phase`) but only name a section.
            let section_key = sections.contains(&literal);
            let is_id = !section_key
                && literal.contains('-')
                && !literal.ends_with('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && prefixes
                    .iter()
                    .any(|p| literal.starts_with(&format!("{p}-")));
            if is_id {
                checked += 1;
                assert!(
                    localizer.has(Lang::En, literal),
                    "{}: message {literal:?} is missing",
                    path.display()
                );
            }
        }
    }
    assert!(
        checked > 30,
        "only {checked} message ids found in the sources"
    );
}

/// Plays every game at every player count and renders everything it shows — notices,
/// views, move labels — in every language, strictly: no gap, no unknown variable.
#[test]
fn every_game_text_renders_in_every_language() {
    use gametable::engine::{Actors, Seat, Text, Viewer};
    use rand::SeedableRng;
    let localizer = Localizer::global();
    let names = |seat: Seat| format!("Player {seat}");
    for kind in gametable::games::registry() {
        let info = kind.info();
        for players in info.min_players..=info.max_players {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(players as u64);
            let mut game = kind
                .new_game(players, &kind.parse_options(&[]).unwrap())
                .unwrap();
            let mut texts: Vec<Text> = Vec::new();
            let mut notices = Vec::new();
            for _ in 0..5_000 {
                match game.actors() {
                    Actors::Over => break,
                    Actors::Chance => {
                        let chance = game.sample_chance(&mut rng);
                        game.apply_chance(&chance, &mut notices).unwrap();
                    }
                    Actors::Seats(seats) => {
                        let seat = seats.iter().next().unwrap();
                        texts.extend(game.legal_moves(seat).into_iter().map(|m| m.label));
                        if let Err(
                            gametable::engine::PlayError::Illegal(why)
                            | gametable::engine::PlayError::Unreadable(why),
                        ) = game.clone_box().play(seat, "zz", &mut Vec::new())
                        {
                            texts.push(why);
                        }
                        let notation = game.ai_move(seat, &mut rng).unwrap();
                        game.play(seat, &notation, &mut notices).unwrap();
                    }
                }
                texts.extend(notices.drain(..).map(|n| n.text));
                for viewer in
                    std::iter::once(Viewer::Public).chain(Seat::all(players).map(Viewer::Seat))
                {
                    let view = game.view_text(viewer);
                    texts.extend(view.table);
                    texts.extend(view.private);
                }
                if texts.len() > 20_000 {
                    break;
                }
            }
            texts.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
            texts.dedup();
            for lang in Lang::ALL {
                for text in &texts {
                    if let Err(e) = localizer.try_render(lang, text, &names) {
                        panic!("{} with {players} players: {e}", info.id);
                    }
                }
            }
        }
    }
}
