//! The board at a glance (WB-I: everything is public, so every viewer sees the whole
//! state): lanes with standing bids and the next column's reward, the school, the card
//! display, village, pond and mill, the supplies, and every player's pieces.

use super::dice::{Die, Space, TokenSpace, Zone};
use super::present::{
    card_label, counted_die, location, optional_seat, space, token_label, token_space,
};
use super::state::{Buttons, Phase};
use crate::engine::{Arg, Seat, Text, ViewText};

/// Dice as compact notation: "3 5 5 w2:4".
fn dice_arg<'a>(dice: impl Iterator<Item = &'a Die>) -> Arg {
    let mut dice: Vec<&Die> = dice.collect();
    dice.sort_by_key(|d| (d.id.owner().is_none(), d.value, d.id));
    let words: Vec<String> = dice
        .into_iter()
        .map(|d| match d.id.owner() {
            Some(_) => d.value.to_string(),
            None => format!("w{}:{}", d.id.number(), d.value),
        })
        .collect();
    if words.is_empty() {
        Arg::Verbatim("—".into())
    } else {
        Arg::Verbatim(words.join(" "))
    }
}

fn phase_text(game: &Buttons) -> Text {
    match game.phase() {
        Phase::Detain(s) => Text::new("buttons-awaiting-detain").arg("player", *s),
        Phase::PostRoll(s) => Text::new("buttons-awaiting-post-roll").arg("player", *s),
        Phase::Turn(t) => Text::new("buttons-awaiting-turn").arg("player", t.seat),
        Phase::Traitor(s, t) => Text::new("buttons-awaiting-penalty")
            .arg("player", *s)
            .arg("value", *t)
            .arg(
                "dice",
                Arg::List(game.counted(*s, *t, true).map(counted_die).collect()),
            ),
        Phase::Token(s, space) => Text::new("buttons-awaiting-token")
            .arg("player", *s)
            .arg("space", token_space(*space)),
        Phase::Over => Text::new("buttons-awaiting-over"),
        _ => Text::new("buttons-awaiting-chance"),
    }
}

/// The board at a glance (WB-I: everything is public).
pub fn describe_view(game: &Buttons) -> ViewText {
    // Round 1 begins with the first deal of the display (WB-3.10): before that the game is
    // being set up, with no round and no cards to show.
    let setting_up = game.round() == 0;
    let header = if setting_up {
        Text::new("buttons-view-header-setup")
    } else {
        Text::new("buttons-view-header").arg("round", i64::from(game.round()))
    };
    let mut table = vec![header
        .arg("player", game.start_player())
        .arg("awaiting", phase_text(game))];
    for lane in game.lanes() {
        let standing = match game.standing(lane.location) {
            Some((count, value)) => Text::new("buttons-view-standing")
                .arg("count", count)
                .arg("value", value)
                .arg("player", optional_seat(game.location_owner(lane.location))),
            None => Text::new("buttons-view-empty"),
        };
        let token = game
            .token_on(TokenSpace::Location(lane.location))
            .map_or(Text::new("buttons-view-no-token"), token_label);
        table.push(
            Text::new("buttons-view-lane")
                .arg("location", location(lane.location))
                .arg("column", lane.col)
                .arg("next", lane.target())
                .arg("reward", i64::from(lane.reward(lane.target())))
                .arg("standing", standing)
                .arg("token", token),
        );
    }
    let school: Vec<Arg> = Space::ALL
        .iter()
        .map(|&s| {
            let holder = match game.school(s) {
                Some(d) => Text::new("buttons-view-die")
                    .arg("value", d.value)
                    .arg("player", optional_seat(d.id.owner())),
                None => Text::new("buttons-view-free"),
            };
            Text::new("buttons-view-space")
                .arg("space", space(s))
                .arg("holder", holder)
                .into()
        })
        .collect();
    let exam_token = game
        .token_on(TokenSpace::Exam)
        .map_or(Text::new("buttons-view-no-token"), token_label);
    table.push(
        Text::new("buttons-view-school")
            .arg("spaces", Arg::List(school))
            .arg("token", exam_token),
    );
    let slots: Vec<Arg> = game
        .slots()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let card = c.map_or(Text::new("buttons-view-bought"), card_label);
            Text::new("buttons-view-slot")
                .arg("slot", i + 1)
                .arg("card", card)
                .arg("dice", dice_arg(game.in_zone(Zone::Slot(i as u8))))
                .into()
        })
        .collect();
    let (draw, discard, _) = game.piles();
    table.push(if setting_up {
        Text::new("buttons-view-cards-setup").arg("draw", draw.len())
    } else {
        Text::new("buttons-view-cards")
            .arg("slots", Arg::List(slots))
            .arg("draw", draw.len())
            .arg("discard", discard.len())
    });
    let (stars, bb) = game.supply();
    table.push(
        Text::new("buttons-view-areas")
            .arg("village", dice_arg(game.in_zone(Zone::Village)))
            .arg("pond", dice_arg(game.in_zone(Zone::Pond)))
            .arg("mill", game.in_zone(Zone::Mill).count())
            .arg("stars", stars)
            .arg("bb", bb),
    );
    for seat in Seat::all(game.players()) {
        let p = game.player(seat);
        let built: Vec<Arg> = p
            .built
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b)
            .map(|(i, _)| Arg::Int(i as i64 + 1))
            .collect();
        let mut detained: Vec<(u8, u8)> = game
            .detainees(seat)
            .filter_map(|d| match d.zone {
                Zone::Detained(k) => Some((k, d.value)),
                _ => None,
            })
            .collect();
        detained.sort_unstable();
        let detained: Vec<String> = detained
            .into_iter()
            .map(|(k, v)| format!("D{k}:{v}"))
            .collect();
        let cards: Vec<Arg> = p
            .cards
            .iter()
            .map(|o| {
                Arg::Verbatim(if o.face_up {
                    o.card.to_string().to_uppercase()
                } else {
                    format!("({})", o.card.to_string().to_uppercase())
                })
            })
            .collect();
        table.push(
            Text::new("buttons-view-player")
                .arg("player", seat)
                .arg("buttons", i64::from(p.buttons))
                .arg("stars", p.stars)
                .arg("bb", p.bb)
                .arg("hand", dice_arg(game.hand(seat)))
                .arg("built", p.built_count())
                .arg(
                    "sections",
                    if built.is_empty() {
                        Arg::Verbatim("—".into())
                    } else {
                        Arg::List(built)
                    },
                )
                .arg(
                    "detainees",
                    Arg::Verbatim(if detained.is_empty() {
                        "—".into()
                    } else {
                        detained.join(" ")
                    }),
                )
                .arg(
                    "cards",
                    if cards.is_empty() {
                        Arg::Verbatim("—".into())
                    } else {
                        Arg::List(cards)
                    },
                )
                .arg(
                    "ban",
                    Text::new(if p.traitor_ban {
                        "buttons-view-banned"
                    } else {
                        "buttons-extra-none"
                    }),
                ),
        );
    }
    ViewText {
        table,
        private: Vec::new(),
    }
}
