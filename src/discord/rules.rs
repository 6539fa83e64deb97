//! `/rules`: a game's rule help, one section per (ephemeral) message, with a menu of the
//! other sections.

use super::respond::clip;
use crate::engine::GameKind;
use crate::i18n::{Lang, Localizer};
use serde_json::{json, Value};

/// The rule-help message of `game` in `lang`, showing `section` (or the first one); `None`
/// for a game that does not exist.
pub fn message(
    localizer: &Localizer,
    registry: &[&dyn GameKind],
    game: &str,
    section: Option<&str>,
    lang: Lang,
) -> Option<Value> {
    let info = registry.iter().find(|k| k.info().id == game)?.info();
    let sections = localizer.rule_help(lang, info);
    let shown = sections
        .iter()
        .find(|s| Some(s.key) == section)
        .or(sections.first())?;
    let options: Vec<Value> = sections
        .iter()
        .map(|s| {
            json!({
                "label": clip(&s.title, 100),
                "value": s.key,
                "default": s.key == shown.key,
            })
        })
        .collect();
    Some(json!({
        "embeds": [{
            "title": clip(&shown.title, 256),
            "description": clip(&shown.body, 4096),
            "color": 0x2e_8b_57,
        }],
        "components": [{ "type": 1, "components": [{
            "type": 3,
            "custom_id": format!("rules:{}:{}", info.id, lang.code()),
            "options": options,
        }]}],
        "flags": 64,
    }))
}

/// The answer for an unknown game, in `lang`.
pub fn unknown_game(
    localizer: &Localizer,
    registry: &[&dyn GameKind],
    game: &str,
    lang: Lang,
) -> Value {
    let text = crate::table::unknown_game(registry, game);
    // The typed game name is shown as typed: it may hold mentions, which must not ping.
    json!({
        "content": localizer.render(lang, &text, &|s| s.to_string()),
        "flags": 64,
        "allowed_mentions": { "parse": [] },
    })
}

/// Reads a rules menu's id back: (game, language).
pub fn parse_custom_id(id: &str) -> Option<(&str, Lang)> {
    let rest = id.strip_prefix("rules:")?;
    let (game, lang) = rest.split_once(':')?;
    Some((game, lang.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_is_offered_and_the_chosen_one_shown() {
        let registry = crate::games::registry();
        let m = message(
            Localizer::global(),
            &registry,
            "boast",
            Some("scoring"),
            Lang::Hu,
        )
        .unwrap();
        let options = m["components"][0]["components"][0]["options"]
            .as_array()
            .unwrap();
        assert_eq!(options.len(), 8);
        assert_eq!(options.iter().filter(|o| o["default"] == true).count(), 1);
        assert_eq!(m["flags"], 64);
        assert_eq!(parse_custom_id("rules:boast:hu"), Some(("boast", Lang::Hu)));
        let unknown = unknown_game(Localizer::global(), &[], "<@&1> @everyone", Lang::En);
        assert_eq!(unknown["allowed_mentions"]["parse"], json!([]));
        assert!(message(Localizer::global(), &registry, "chess", None, Lang::En).is_none());
    }
}
