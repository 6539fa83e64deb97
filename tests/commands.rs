//! The slash-command definitions in `commands/*.json` stay within Discord's limits for
//! chat-input commands: names, descriptions, option and choice counts, option order,
//! the per-command character budget, and a localization in every supported language for
//! every name and description. The bot registers exactly these files, so a definition that
//! Discord would reject fails here instead of at registration.

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The locales every name, description and choice name is translated into. English is
/// the default (`name`, `description`), so it has no key of its own.
const REQUIRED_LOCALES: [&str; 3] = ["hu", "el", "ru"];

/// Every locale code Discord accepts in `*_localizations` (there is no plain `en`).
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Options whose choices are named in their own language (English, Magyar, Ελληνικά,
/// Русский): the same name for every reader, so they carry no `name_localizations`.
const SELF_NAMED_CHOICES: &[&str] = &["rules language", "settings language language"];

/// Commands also offered in the DM with the bot (context 1): `/game`, for `/game mine`,
/// and `/settings`, for `/settings reminders`; their other subcommands answer there that
/// they need a server channel.
const DM_COMMANDS: &[&str] = &["game", "settings"];

/// Our budget for a command's characters. Discord allows 8000; we keep a margin.
const CHARACTER_BUDGET: usize = 4000;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const CHANNEL: u64 = 7;
const NUMBER: u64 = 10;
/// SUB_COMMAND … ATTACHMENT.
const OPTION_TYPES: std::ops::RangeInclusive<u64> = 1..=11;

const COMMAND_KEYS: &[&str] = &[
    "type",
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "options",
    "default_member_permissions",
    "contexts",
    "integration_types",
    "nsfw",
];
const OPTION_KEYS: &[&str] = &[
    "type",
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "required",
    "choices",
    "options",
    "channel_types",
    "min_value",
    "max_value",
    "min_length",
    "max_length",
    "autocomplete",
];
const CHOICE_KEYS: &[&str] = &["name", "name_localizations", "value"];

/// Every definition in `commands/`: (file name without `.json`, parsed JSON), sorted by
/// file name. Panics with the file's name if one is not valid JSON.
pub fn definitions() -> Vec<(String, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let stem = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read commands/{stem}.json: {e}"));
            let json = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("commands/{stem}.json is not valid JSON: {e}"));
            (stem, json)
        })
        .collect()
}

/// Every invocable path of one command: its name, or "name sub" / "name group sub".
fn invocable_paths(command: &Value) -> Vec<String> {
    fn walk(prefix: String, node: &Value, out: &mut Vec<String>) {
        let subs: Vec<&Value> = options(node)
            .iter()
            .filter(|o| matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP)))
            .collect();
        if subs.is_empty() {
            out.push(prefix);
        } else {
            for sub in subs {
                walk(format!("{prefix} {}", str_of(sub, "name")), sub, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(str_of(command, "name").to_owned(), command, &mut out);
    out
}

fn options(node: &Value) -> &[Value] {
    node.get("options")
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

fn str_of<'a>(node: &'a Value, key: &str) -> &'a str {
    node.get(key).and_then(Value::as_str).unwrap_or("")
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// The character class of `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, without a
/// regex dependency. `char::is_alphanumeric` is Alphabetic ∪ Numeric, a close superset of
/// \p{L} ∪ \p{N} (it also admits a few combining marks).
fn name_char_allowed(c: char) -> bool {
    matches!(c, '-' | '_' | '\'')
        || c.is_alphanumeric()
        || matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}') // Devanagari
        || matches!(c, '\u{0E00}'..='\u{0E7F}') // Thai
}

/// Collects every violation with where it is, so one run reports all of them.
#[derive(Default)]
struct Violations(Vec<String>);

impl Violations {
    fn add(&mut self, place: &str, problem: impl AsRef<str>) {
        self.0.push(format!("{place}: {}", problem.as_ref()));
    }

    fn assert_none(self, what: &str) {
        assert!(
            self.0.is_empty(),
            "{what}: {} violation(s):\n  {}",
            self.0.len(),
            self.0.join("\n  ")
        );
    }

    fn name(&mut self, place: &str, field: &str, name: &str) {
        let len = chars(name);
        if !(1..=32).contains(&len) {
            self.add(
                place,
                format!("{field} {name:?} has {len} characters, not 1–32"),
            );
        }
        let bad: String = name.chars().filter(|&c| !name_char_allowed(c)).collect();
        if !bad.is_empty() {
            self.add(
                place,
                format!("{field} {name:?} has characters Discord rejects in names: {bad:?}"),
            );
        }
        if name != name.to_lowercase() {
            self.add(place, format!("{field} {name:?} is not lowercase"));
        }
    }

    fn text(&mut self, place: &str, field: &str, text: &str) {
        let len = chars(text);
        if !(1..=100).contains(&len) {
            self.add(
                place,
                format!("{field} {text:?} has {len} characters, not 1–100"),
            );
        }
    }

    /// `node[key]` is an object of valid locales including every required one, each
    /// mapping to a string; returns (locale, string) pairs.
    fn localizations<'a>(
        &mut self,
        place: &str,
        node: &'a Value,
        key: &str,
    ) -> Vec<(&'a str, &'a str)> {
        let Some(map) = node.get(key).and_then(Value::as_object) else {
            self.add(
                place,
                format!("{key} is missing (needs {REQUIRED_LOCALES:?})"),
            );
            return Vec::new();
        };
        for locale in REQUIRED_LOCALES {
            if !map.contains_key(locale) {
                self.add(place, format!("{key} has no {locale:?}"));
            }
        }
        let mut out = Vec::new();
        for (locale, value) in map {
            if !DISCORD_LOCALES.contains(&locale.as_str()) {
                self.add(
                    place,
                    format!("{key} has {locale:?}, which is not a Discord locale"),
                );
            }
            match value.as_str() {
                Some(s) => out.push((locale.as_str(), s)),
                None => self.add(place, format!("{key}.{locale} is not a string")),
            }
        }
        out
    }

    fn keys(&mut self, place: &str, node: &Map<String, Value>, allowed: &[&str]) {
        for key in node.keys() {
            if !allowed.contains(&key.as_str()) {
                self.add(place, format!("unknown key {key:?}"));
            }
        }
    }

    /// Name, description and their localizations of a command or option.
    fn named(&mut self, place: &str, node: &Value) {
        match node.get("name").and_then(Value::as_str) {
            Some(name) => self.name(place, "name", name),
            None => self.add(place, "name is missing or not a string"),
        }
        for (locale, name) in self.localizations(place, node, "name_localizations") {
            self.name(place, &format!("name[{locale}]"), name);
        }
        match node.get("description").and_then(Value::as_str) {
            Some(text) => self.text(place, "description", text),
            None => self.add(place, "description is missing or not a string"),
        }
        for (locale, text) in self.localizations(place, node, "description_localizations") {
            self.text(place, &format!("description[{locale}]"), text);
        }
    }

    /// Sibling options (or sibling commands): each effective name, per locale, is unique.
    fn unique_names(&mut self, place: &str, siblings: &[&Value]) {
        // The default names, and per localized locale the name each sibling shows there
        // (its localization, else its default name).
        let locales: BTreeSet<&str> = siblings
            .iter()
            .filter_map(|s| s.get("name_localizations").and_then(Value::as_object))
            .flat_map(|map| map.keys().map(String::as_str))
            .collect();
        let mut seen: BTreeMap<&str, BTreeMap<&str, usize>> = BTreeMap::new();
        for sibling in siblings {
            let default = str_of(sibling, "name");
            *seen
                .entry("default")
                .or_default()
                .entry(default)
                .or_default() += 1;
            for &locale in &locales {
                let name = sibling
                    .get("name_localizations")
                    .and_then(|l| l.get(locale))
                    .and_then(Value::as_str)
                    .unwrap_or(default);
                *seen.entry(locale).or_default().entry(name).or_default() += 1;
            }
        }
        for (locale, names) in seen {
            for (name, count) in names {
                if count > 1 {
                    self.add(
                        place,
                        format!("{count} siblings are named {name:?} in {locale}"),
                    );
                }
            }
        }
    }

    /// One level of options: the command's, a group's or a subcommand's.
    fn options(&mut self, place: &str, node: &Value, parent_type: Option<u64>) {
        let Some(value) = node.get("options") else {
            if parent_type == Some(SUB_COMMAND_GROUP) {
                self.add(place, "a subcommand group needs subcommands");
            }
            return;
        };
        let Some(list) = value.as_array() else {
            self.add(place, "options is not an array");
            return;
        };
        if list.len() > 25 {
            self.add(place, format!("{} options, more than 25", list.len()));
        }
        let types: Vec<u64> = list.iter().filter_map(|o| o["type"].as_u64()).collect();
        let subs = types
            .iter()
            .filter(|t| matches!(**t, SUB_COMMAND | SUB_COMMAND_GROUP))
            .count();
        if subs > 0 && subs < list.len() {
            self.add(place, "mixes subcommands with other options");
        }
        match parent_type {
            Some(SUB_COMMAND_GROUP) if types.iter().any(|&t| t != SUB_COMMAND) => {
                self.add(place, "a subcommand group may only hold subcommands")
            }
            Some(SUB_COMMAND) if subs > 0 => {
                self.add(place, "a subcommand may not hold subcommands or groups")
            }
            _ => {}
        }
        let mut optional_seen = false;
        for option in list {
            let required = option
                .get("required")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            if required && optional_seen {
                self.add(
                    place,
                    format!(
                        "required option {:?} comes after an optional one",
                        str_of(option, "name")
                    ),
                );
            }
            optional_seen |= !required;
            let path = format!("{place} {}", str_of(option, "name"));
            self.option(&path, option);
        }
        self.unique_names(place, &list.iter().collect::<Vec<_>>());
    }

    fn option(&mut self, place: &str, option: &Value) {
        let Some(object) = option.as_object() else {
            self.add(place, "option is not an object");
            return;
        };
        self.keys(place, object, OPTION_KEYS);
        self.named(place, option);
        let Some(kind) = option
            .get("type")
            .and_then(Value::as_u64)
            .filter(|t| OPTION_TYPES.contains(t))
        else {
            self.add(
                place,
                format!("type {:?} is not an option type (1–11)", option.get("type")),
            );
            return;
        };
        let is_sub = matches!(kind, SUB_COMMAND | SUB_COMMAND_GROUP);
        let has = |key: &str| object.contains_key(key);
        if is_sub {
            for key in [
                "required",
                "choices",
                "autocomplete",
                "channel_types",
                "min_value",
                "max_value",
                "min_length",
                "max_length",
            ] {
                if has(key) {
                    self.add(place, format!("a subcommand or group cannot have {key:?}"));
                }
            }
            self.options(place, option, Some(kind));
            return;
        }
        if has("options") {
            self.add(place, "only subcommands and groups have options");
        }
        if let Some(required) = object.get("required") {
            if !required.is_boolean() {
                self.add(place, "required is not a boolean");
            }
        }
        let numeric = matches!(kind, INTEGER | NUMBER);
        if (has("min_length") || has("max_length")) && kind != STRING {
            self.add(place, "min_length/max_length only apply to string options");
        }
        if (has("min_value") || has("max_value")) && !numeric {
            self.add(
                place,
                "min_value/max_value only apply to integer and number options",
            );
        }
        if has("channel_types") && kind != CHANNEL {
            self.add(place, "channel_types only apply to channel options");
        }
        let min_length = object.get("min_length").map(|v| v.as_u64());
        let max_length = object.get("max_length").map(|v| v.as_u64());
        if let Some(min) = min_length {
            if min.is_none_or(|n| n > 6000) {
                self.add(place, "min_length must be 0–6000");
            }
        }
        if let Some(max) = max_length {
            if !max.is_some_and(|n| (1..=6000).contains(&n)) {
                self.add(place, "max_length must be 1–6000");
            }
        }
        if let (Some(Some(min)), Some(Some(max))) = (min_length, max_length) {
            if min > max {
                self.add(place, "min_length exceeds max_length");
            }
        }
        let autocomplete = match object.get("autocomplete") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.add(place, "autocomplete is not a boolean");
                false
            }
        };
        if autocomplete && !(kind == STRING || numeric) {
            self.add(
                place,
                "autocomplete only applies to string, integer and number options",
            );
        }
        if let Some(choices) = object.get("choices") {
            if autocomplete {
                self.add(place, "autocomplete cannot be combined with choices");
            }
            if !(kind == STRING || numeric) {
                self.add(
                    place,
                    "choices only apply to string, integer and number options",
                );
            }
            self.choices(place, kind, choices);
        }
    }

    fn choices(&mut self, place: &str, kind: u64, choices: &Value) {
        let Some(list) = choices.as_array() else {
            self.add(place, "choices is not an array");
            return;
        };
        if list.is_empty() || list.len() > 25 {
            self.add(place, format!("{} choices, not 1–25", list.len()));
        }
        let self_named = SELF_NAMED_CHOICES.contains(&place);
        let mut values = BTreeSet::new();
        for choice in list {
            let name = str_of(choice, "name");
            let here = format!("{place} choice {name:?}");
            let Some(object) = choice.as_object() else {
                self.add(place, "a choice is not an object");
                continue;
            };
            self.keys(&here, object, CHOICE_KEYS);
            if !choice["name"].is_string() {
                self.add(&here, "name is missing or not a string");
            }
            self.text(&here, "name", name);
            if self_named {
                if object.contains_key("name_localizations") {
                    self.add(
                        &here,
                        "is named in its own language, so it takes no name_localizations",
                    );
                }
            } else {
                for (locale, localized) in self.localizations(&here, choice, "name_localizations") {
                    self.text(&here, &format!("name[{locale}]"), localized);
                }
            }
            let value = &choice["value"];
            let fits = match kind {
                STRING => value
                    .as_str()
                    .is_some_and(|s| (1..=100).contains(&chars(s))),
                INTEGER => value.is_i64() || value.is_u64(),
                _ => value.is_number(),
            };
            if !fits {
                self.add(
                    &here,
                    format!(
                        "value {value} does not fit option type {kind} (strings: 1–100 characters)"
                    ),
                );
            }
            if !values.insert(value.to_string()) {
                self.add(&here, format!("value {value} appears twice"));
            }
        }
    }

    fn command(&mut self, file: &str, command: &Value) {
        let place = format!("commands/{file}.json");
        let Some(object) = command.as_object() else {
            self.add(&place, "is not a JSON object (one command per file)");
            return;
        };
        self.keys(&place, object, COMMAND_KEYS);
        if command["type"].as_u64() != Some(1) {
            self.add(&place, "type must be 1 (chat input)");
        }
        if str_of(command, "name") != file {
            self.add(
                &place,
                format!(
                    "command name {:?} differs from the file name",
                    command["name"]
                ),
            );
        }
        for key in ["contexts", "integration_types"] {
            let dm_too = key == "contexts" && DM_COMMANDS.contains(&file);
            if dm_too {
                if command.get(key) != Some(&serde_json::json!([0, 1])) {
                    self.add(
                        &place,
                        format!("{key} must be [0, 1] (servers and the bot's DM)"),
                    );
                }
            } else if command.get(key) != Some(&serde_json::json!([0])) {
                self.add(
                    &place,
                    format!("{key} must be [0] (guild only, guild install)"),
                );
            }
        }
        if let Some(permissions) = command.get("default_member_permissions") {
            if !permissions
                .as_str()
                .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            {
                self.add(
                    &place,
                    "default_member_permissions must be a string of digits",
                );
            }
        }
        let path = str_of(command, "name").to_owned();
        self.named(&path, command);
        self.options(&path, command, None);
    }
}

/// Characters Discord counts for one command: for every name, description, choice name and
/// choice value, the longest among the default and its localizations.
fn command_size(node: &Value) -> usize {
    fn longest(node: &Value, key: &str) -> usize {
        let default = chars(str_of(node, key));
        let localized = node
            .get(format!("{key}_localizations"))
            .and_then(Value::as_object)
            .into_iter()
            .flat_map(|map| map.values())
            .filter_map(Value::as_str)
            .map(chars);
        localized.fold(default, usize::max)
    }
    let mut size = longest(node, "name") + longest(node, "description");
    for option in options(node) {
        size += command_size(option);
    }
    for choice in node
        .get("choices")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let value = match &choice["value"] {
            Value::String(s) => chars(s),
            other => chars(&other.to_string()),
        };
        size += longest(choice, "name") + value;
    }
    size
}

/// The option at `path` (command name, then option names).
fn option_at<'a>(definitions: &'a [(String, Value)], path: &[&str]) -> &'a Value {
    let (command, rest) = path.split_first().expect("a non-empty path");
    let mut node = definitions
        .iter()
        .find(|(_, json)| str_of(json, "name") == *command)
        .map(|(_, json)| json)
        .unwrap_or_else(|| panic!("no command {command:?}"));
    for name in rest {
        node = options(node)
            .iter()
            .find(|o| str_of(o, "name") == *name)
            .unwrap_or_else(|| panic!("no option {name:?} on the way to {path:?}"));
    }
    node
}

#[test]
fn definitions_respect_discord_limits() {
    let definitions = definitions();
    assert!(
        !definitions.is_empty(),
        "commands/ holds no *.json definitions"
    );
    let mut violations = Violations::default();
    for (file, command) in &definitions {
        violations.command(file, command);
    }
    violations.assert_none("commands/*.json break Discord's rules");
}

#[test]
fn command_names_are_unique_per_locale() {
    let definitions = definitions();
    let commands: Vec<&Value> = definitions.iter().map(|(_, json)| json).collect();
    let mut violations = Violations::default();
    violations.unique_names("commands/", &commands);
    violations.assert_none("two commands share a name");
}

#[test]
fn commands_fit_the_character_budget() {
    let mut violations = Violations::default();
    for (file, command) in definitions() {
        let size = command_size(&command);
        if size > CHARACTER_BUDGET {
            violations.add(
                &format!("commands/{file}.json"),
                format!("{size} characters, over our budget of {CHARACTER_BUDGET} (Discord: 8000)"),
            );
        }
    }
    violations.assert_none("commands too large");
}

#[test]
fn game_choices_agree_between_game_new_rules_stats_and_leaderboard() {
    let definitions = definitions();
    let sorted = |path: &[&str]| {
        let mut choices = option_at(&definitions, path)["choices"]
            .as_array()
            .unwrap_or_else(|| panic!("{path:?} has no choices"))
            .clone();
        choices.sort_by(|a, b| a["value"].to_string().cmp(&b["value"].to_string()));
        choices
    };
    let game_new = sorted(&["game", "new", "game"]);
    for path in [
        &["rules", "game"][..],
        &["stats", "game"],
        &["leaderboard", "game"],
    ] {
        assert_eq!(
            game_new,
            sorted(path),
            "the games offered by `/game new game:` and `/{}` differ (values, names or localized names)",
            path.join(" ")
        );
    }
}

/// The checker itself reports the mistakes it is meant to catch.
#[test]
fn checker_reports_broken_definitions() {
    let broken = serde_json::json!({
        "type": 1,
        "name": "broken",
        "name_localizations": {"hu": "Törött", "el": "ΣΠΑΣΜΕΝΟ", "en": "broken"},
        "description": "x".repeat(101),
        "description_localizations": {"hu": "", "el": "σπασμένο", "ru": "сломано"},
        "contexts": [0],
        "integration_types": [0],
        "options": [
            {
                "type": 3, "name": "first", "description": "optional",
                "name_localizations": {"hu": "egy", "el": "ένα", "ru": "один"},
                "description_localizations": {"hu": "a", "el": "b", "ru": "c"}
            },
            {
                "type": 3, "name": "second thing", "description": "required, too late",
                "required": true, "autocomplete": true,
                "name_localizations": {"hu": "egy", "el": "δύο", "ru": "два"},
                "description_localizations": {"hu": "a", "el": "b", "ru": "c"},
                "choices": [{"name": "A", "value": "a", "name_localizations": {"hu": "A"}}]
            }
        ]
    });
    let mut violations = Violations::default();
    violations.command("broken", &broken);
    let report = violations.0.join("\n");
    for expected in [
        "name[hu] \"Törött\" is not lowercase",
        "name[el] \"ΣΠΑΣΜΕΝΟ\" is not lowercase",
        "name_localizations has no \"ru\"",
        "\"en\", which is not a Discord locale",
        "has 101 characters, not 1–100",
        "description[hu] \"\" has 0 characters",
        "has characters Discord rejects in names: \" \"",
        "required option \"second thing\" comes after an optional one",
        "autocomplete cannot be combined with choices",
        "2 siblings are named \"egy\" in hu",
        "choice \"A\": name_localizations has no \"el\"",
    ] {
        assert!(
            report.contains(expected),
            "expected {expected:?} in the report:\n{report}"
        );
    }
}

/// Every command path defined in `commands/` has a handler, and every handler a
/// definition.
#[test]
fn every_command_has_a_handler_and_every_handler_a_definition() {
    let mut defined: Vec<String> = definitions()
        .iter()
        .flat_map(|(_, json)| invocable_paths(json))
        .collect();
    defined.sort();
    let mut handled: Vec<String> = gametable::discord::HANDLED_PATHS
        .iter()
        .map(|p| p.to_string())
        .collect();
    handled.sort();
    assert_eq!(defined, handled);
    let embedded = gametable::discord::definitions().expect("the embedded definitions parse");
    assert_eq!(
        embedded.len(),
        definitions().len(),
        "the bot registers exactly commands/"
    );
}

/// The games offered in `/game new` and `/rules` are exactly the registered ones.
#[test]
fn offered_games_are_the_registered_games() {
    let mut registered: Vec<String> = gametable::games::registry()
        .iter()
        .map(|k| k.info().id.to_owned())
        .collect();
    registered.sort();
    for (name, json) in definitions() {
        let mut stack = vec![&json];
        while let Some(node) = stack.pop() {
            for option in node["options"].as_array().into_iter().flatten() {
                if option["name"] == "game" && option["choices"].is_array() {
                    let mut offered: Vec<String> = option["choices"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|c| c["value"].as_str().unwrap().to_owned())
                        .collect();
                    offered.sort();
                    assert_eq!(offered, registered, "{name}: game choices");
                }
                stack.push(option);
            }
        }
    }
}

/// Each game's choice is named, in every language, exactly as the texts name the game
/// (its `<game>-name` message): a text that writes `/rules game:{ $game }` with the name
/// shows what that reader's Discord client shows in the option.
#[test]
fn game_choices_are_named_as_the_texts_name_the_games() {
    use gametable::engine::Text;
    use gametable::i18n::{Lang, Localizer};
    let name = |lang: Lang, id: &str| {
        let kind = gametable::games::registry()
            .into_iter()
            .find(|k| k.info().id == id)
            .unwrap_or_else(|| panic!("no game {id}"));
        Localizer::global().render(lang, &Text::new(kind.info().name), &|s| s.to_string())
    };
    let definitions = definitions();
    let choices = option_at(&definitions, &["rules", "game"])["choices"]
        .as_array()
        .expect("the games of /rules")
        .clone();
    for choice in choices {
        let id = str_of(&choice, "value");
        assert_eq!(str_of(&choice, "name"), name(Lang::En, id), "{id}");
        for lang in [Lang::Hu, Lang::El, Lang::Ru] {
            assert_eq!(
                choice["name_localizations"][lang.code()].as_str(),
                Some(name(lang, id).as_str()),
                "{id} in {lang}"
            );
        }
    }
}
