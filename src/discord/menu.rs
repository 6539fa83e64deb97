//! Play by clicking: the table message's *Play* button opens, for the caller only, their
//! hand and their legal moves as a select menu (25 to a page, with buttons to turn the
//! pages); choosing a move plays it through exactly the path of `/play`.

use super::respond::{clip, custom_id, embed};
use crate::engine::Text;
use crate::i18n::{Lang, Localizer};
use crate::table::{ChannelId, MoveOption, TableRef};
use serde_json::{json, Value};

/// Discord's limit of options in a select menu.
pub const PER_PAGE: usize = 25;
/// Discord's limit for an option's label and value.
const OPTION_LIMIT: usize = 100;
/// Discord's flag for a message only the caller sees.
const EPHEMERAL: u64 = 64;
/// The action of a menu's select.
pub const CHOOSE: &str = "choose";
/// The start of the action of a page button (`page3`).
pub const PAGE: &str = "page";

/// The menu message: `hand` (the caller's hand, as text), then page `page` of `moves`.
pub fn menu(
    localizer: &Localizer,
    lang: Lang,
    channel: ChannelId,
    shown: TableRef,
    hand: &str,
    moves: &[MoveOption],
    page: usize,
) -> Value {
    let render = |id: &'static str| localizer.render(lang, &Text::new(id), &|s| s.to_string());
    let pages = moves.len().div_ceil(PER_PAGE).max(1);
    let page = page.min(pages - 1);
    let shown_moves =
        &moves[(page * PER_PAGE).min(moves.len())..moves.len().min((page + 1) * PER_PAGE)];
    let mut components = Vec::new();
    if !shown_moves.is_empty() {
        let options: Vec<Value> = shown_moves
            .iter()
            .map(|m| {
                json!({
                    "label": clip(&m.label, OPTION_LIMIT),
                    "value": clip(&m.notation, OPTION_LIMIT),
                    "description": clip(&m.notation, OPTION_LIMIT),
                })
            })
            .collect();
        components.push(json!({
            "type": 1,
            "components": [{
                "type": 3,
                "custom_id": custom_id(channel, Some(shown), CHOOSE),
                "placeholder": clip(&render("discord-menu-choose"), OPTION_LIMIT),
                "options": options,
            }],
        }));
    }
    if pages > 1 {
        let turn = |to: usize, id: &'static str, disabled: bool| {
            json!({
                "type": 2,
                "style": 2,
                "label": render(id),
                "custom_id": custom_id(channel, Some(shown), &format!("{PAGE}{to}")),
                "disabled": disabled,
            })
        };
        components.push(json!({
            "type": 1,
            "components": [
                turn(page.saturating_sub(1), "discord-menu-previous", page == 0),
                turn(page + 1, "discord-menu-next", page + 1 >= pages),
            ],
        }));
    }
    let mut text = hand.to_owned();
    if pages > 1 {
        let line = Text::new("discord-menu-page")
            .arg("page", page + 1)
            .arg("pages", pages);
        text.push_str("\n\n");
        text.push_str(&localizer.render(lang, &line, &|s| s.to_string()));
    }
    json!({
        "embeds": [embed(&text)],
        "components": components,
        "flags": EPHEMERAL,
        "allowed_mentions": { "parse": [] },
    })
}

/// The page a page button's action names.
pub fn page_of(action: &str) -> Option<usize> {
    action.strip_prefix(PAGE)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::GameId;

    fn moves(count: usize) -> Vec<MoveOption> {
        (0..count)
            .map(|i| MoveOption {
                notation: format!("m{i}"),
                label: format!("Move {i}"),
            })
            .collect()
    }

    #[test]
    fn a_menu_pages_its_moves_by_twenty_five() {
        let shown = TableRef::Game(GameId(4));
        let make = |count, page| {
            menu(
                Localizer::global(),
                Lang::En,
                ChannelId(9),
                shown,
                "Your hand",
                &moves(count),
                page,
            )
        };
        let one = make(3, 0);
        assert_eq!(one["flags"], EPHEMERAL);
        assert_eq!(
            one["components"].as_array().unwrap().len(),
            1,
            "no page buttons"
        );
        let select = &one["components"][0]["components"][0];
        assert_eq!(select["custom_id"], "table:9:g4:choose");
        assert_eq!(select["options"][2]["value"], "m2");

        let second = make(60, 1);
        let options = second["components"][0]["components"][0]["options"]
            .as_array()
            .unwrap();
        assert_eq!(options.len(), 25);
        assert_eq!(options[0]["value"], "m25");
        let buttons = &second["components"][1]["components"];
        assert_eq!(buttons[0]["custom_id"], "table:9:g4:page0");
        assert_eq!(buttons[1]["custom_id"], "table:9:g4:page2");
        let last = make(60, 7);
        assert_eq!(
            last["components"][0]["components"][0]["options"]
                .as_array()
                .unwrap()
                .len(),
            10
        );
        assert_eq!(last["components"][1]["components"][1]["disabled"], true);
        assert_eq!(page_of("page12"), Some(12));
        assert_eq!(page_of("pagex"), None);
    }
}
