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
/// The action of a menu's select of moves.
pub const CHOOSE: &str = "choose";
/// The action of the button that goes back to the kinds of moves.
const BACK: &str = "kindsback";
/// The action of a menu's select of kinds of moves.
pub const KINDS: &str = "kinds";
/// The start of the action of a page button (`page3`, or `kind2p3` within a kind).
const PAGE: &str = "page";
/// The start of the action that shows one kind of moves (`kind2`, `kind2p1`).
const KIND: &str = "kind";

/// What a menu shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// Where a menu opens: the kinds of moves when there are too many for one list and
    /// the game groups them, else the first page.
    Start,
    /// A page of all the moves.
    Page(usize),
    /// A page of one kind of moves (by its place among the kinds).
    Kind(usize, usize),
}

impl View {
    /// The view a menu control's action asks for, if it is one; `chosen` is the value a
    /// select sent.
    pub fn of(action: &str, chosen: Option<&str>) -> Option<View> {
        if action == "play" || action == BACK {
            return Some(View::Start);
        }
        if action == KINDS {
            return Some(View::Kind(chosen?.parse().ok()?, 0));
        }
        if let Some(page) = action.strip_prefix(PAGE) {
            return Some(View::Page(page.parse().ok()?));
        }
        let (kind, page) = action.strip_prefix(KIND)?.split_once('p')?;
        Some(View::Kind(kind.parse().ok()?, page.parse().ok()?))
    }

    fn action(self) -> String {
        match self {
            View::Start => "play".to_owned(),
            View::Page(page) => format!("{PAGE}{page}"),
            View::Kind(kind, page) => format!("{KIND}{kind}p{page}"),
        }
    }
}

/// The kinds of `moves`, in order of first appearance (a move without one goes with
/// `other`).
fn kinds<'a>(moves: &'a [MoveOption], other: &'a str) -> Vec<&'a str> {
    let mut kinds: Vec<&str> = Vec::new();
    for m in moves {
        let kind = m.group.as_deref().unwrap_or(other);
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds
}

/// The menu message: `hand` (the caller's hand, as text), then what `view` shows of
/// `moves`.
pub fn menu(
    localizer: &Localizer,
    lang: Lang,
    channel: ChannelId,
    shown: TableRef,
    hand: &str,
    moves: &[MoveOption],
    view: View,
) -> Value {
    let render = |id: &'static str| localizer.render(lang, &Text::new(id), &|s| s.to_string());
    let other = render("discord-menu-other");
    let id = |action: &str| custom_id(channel, Some(shown), action);
    let grouped = moves.len() > PER_PAGE && moves.iter().any(|m| m.group.is_some());
    let kinds = kinds(moves, &other);
    let view = match view {
        View::Start if grouped => None,
        View::Start => Some(View::Page(0)),
        view => Some(view),
    };
    let mut components = Vec::new();
    let mut text = hand.to_owned();
    match view {
        None => {
            let options: Vec<Value> = kinds
                .iter()
                .enumerate()
                .map(|(index, kind)| {
                    let count = moves
                        .iter()
                        .filter(|m| m.group.as_deref().unwrap_or(&other) == *kind)
                        .count();
                    json!({
                        "label": clip(&format!("{kind} ({count})"), OPTION_LIMIT),
                        "value": index.to_string(),
                    })
                })
                .take(PER_PAGE)
                .collect();
            components.push(json!({ "type": 1, "components": [{
                "type": 3,
                "custom_id": id(KINDS),
                "placeholder": clip(&render("discord-menu-kind"), OPTION_LIMIT),
                "options": options,
            }]}));
        }
        Some(view) => {
            let (listed, page, kind): (Vec<&MoveOption>, usize, Option<usize>) = match view {
                View::Kind(kind, page) => {
                    let name = kinds.get(kind).copied().unwrap_or(&other);
                    let listed = moves
                        .iter()
                        .filter(|m| m.group.as_deref().unwrap_or(&other) == name)
                        .collect();
                    (listed, page, Some(kind))
                }
                View::Page(page) => (moves.iter().collect(), page, None),
                View::Start => (moves.iter().collect(), 0, None),
            };
            let turn = |to: usize| match kind {
                Some(kind) => View::Kind(kind, to),
                None => View::Page(to),
            };
            let pages = listed.len().div_ceil(PER_PAGE).max(1);
            let page = page.min(pages - 1);
            let start = page * PER_PAGE;
            let on_page = &listed[start.min(listed.len())..listed.len().min(start + PER_PAGE)];
            if !on_page.is_empty() {
                let options: Vec<Value> = on_page
                    .iter()
                    .map(|m| {
                        json!({
                            "label": clip(&m.label, OPTION_LIMIT),
                            "value": clip(&m.notation, OPTION_LIMIT),
                            "description": clip(&m.notation, OPTION_LIMIT),
                        })
                    })
                    .collect();
                components.push(json!({ "type": 1, "components": [{
                    "type": 3,
                    "custom_id": id(CHOOSE),
                    "placeholder": clip(&render("discord-menu-choose"), OPTION_LIMIT),
                    "options": options,
                }]}));
            }
            let mut row = Vec::new();
            if grouped {
                row.push(json!({
                    "type": 2, "style": 2, "label": render("discord-menu-kinds"),
                    "custom_id": id(BACK),
                }));
            }
            if pages > 1 {
                let button = |to: usize, label: &'static str, disabled: bool| {
                    json!({
                        "type": 2, "style": 2, "label": render(label),
                        "custom_id": id(&turn(to).action()), "disabled": disabled,
                    })
                };
                row.push(button(
                    page.saturating_sub(1),
                    "discord-menu-previous",
                    page == 0,
                ));
                row.push(button(page + 1, "discord-menu-next", page + 1 >= pages));
                let line = Text::new("discord-menu-page")
                    .arg("page", page + 1)
                    .arg("pages", pages);
                text.push_str("\n\n");
                text.push_str(&localizer.render(lang, &line, &|s| s.to_string()));
            }
            if !row.is_empty() {
                components.push(json!({ "type": 1, "components": row }));
            }
        }
    }
    json!({
        "embeds": [embed(&text)],
        "components": components,
        "flags": EPHEMERAL,
        "allowed_mentions": { "parse": [] },
    })
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
                group: None,
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
                View::Page(page),
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
        assert_eq!(View::of("page12", None), Some(View::Page(12)));
        assert_eq!(View::of("kind2p3", None), Some(View::Kind(2, 3)));
        assert_eq!(View::of("kinds", Some("4")), Some(View::Kind(4, 0)));
        assert_eq!(View::of("pagex", None), None);
        assert_eq!(View::of("join", None), None);
    }

    #[test]
    fn a_long_grouped_list_opens_on_its_kinds() {
        let mut all = moves(40);
        for (i, m) in all.iter_mut().enumerate() {
            m.group = Some(if i % 2 == 0 { "Pairs" } else { "Runs" }.to_owned());
        }
        let shown = TableRef::Game(GameId(4));
        let make = |view| {
            menu(
                Localizer::global(),
                Lang::En,
                ChannelId(9),
                shown,
                "Hand",
                &all,
                view,
            )
        };
        let start = make(View::Start);
        let kinds = &start["components"][0]["components"][0];
        assert_eq!(kinds["custom_id"], "table:9:g4:kinds");
        assert_eq!(kinds["options"][0]["label"], "Pairs (20)");
        assert_eq!(kinds["options"][1]["value"], "1");
        let runs = make(View::Kind(1, 0));
        let options = runs["components"][0]["components"][0]["options"]
            .as_array()
            .unwrap();
        assert_eq!(options.len(), 20);
        assert_eq!(options[0]["value"], "m1");
        assert_eq!(
            runs["components"][1]["components"][0]["custom_id"], "table:9:g4:kindsback",
            "back to the kinds"
        );
        let few = menu(
            Localizer::global(),
            Lang::En,
            ChannelId(9),
            shown,
            "Hand",
            &all[..10],
            View::Start,
        );
        assert_eq!(
            few["components"][0]["components"][0]["custom_id"], "table:9:g4:choose",
            "short lists are not grouped"
        );
    }
}
