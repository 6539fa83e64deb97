//! War of the Buttons as pictures: a player's dice in hand; the table as the lanes with
//! their standing bids, the school, the card display, the village and the pond, and each
//! player's line (WB-I: everything is public). Each player's dice have their colour (and
//! so their mark); white dice are white.

use super::dice::{Die, Space, Zone};
use super::present::{location, space};
use super::state::Buttons;
use crate::engine::layout::{self, label, MARGIN};
use crate::engine::{Anchor, Hue, Item, Picture, Seat, Text, Viewer};

/// The width of the table's picture.
const WIDTH: f32 = 900.0;
/// The side of a die.
const DIE: f32 = 30.0;
/// Where dice start, right of their place's name.
const DICE_X: f32 = MARGIN + 150.0;
/// The height of one place's row.
const ROW: f32 = DIE + 10.0;
/// The width of a school space.
const SPACE_WIDTH: f32 = 100.0;

/// The picture a viewer sees: a seat's dice in hand, or the table.
pub fn picture(game: &Buttons, viewer: Viewer) -> Option<Picture> {
    if let Viewer::Seat(seat) = viewer {
        let dice = game.hand(seat).count() as f32;
        let mut items = vec![layout::title(Text::new("picture-your-hand"))];
        dice_row(&mut items, MARGIN, MARGIN + layout::TITLE, game.hand(seat));
        return Some(Picture {
            width: (MARGIN * 2.0 + dice * (DIE + 4.0)).max(240.0) as u16,
            height: (MARGIN * 2.0 + layout::TITLE + DIE) as u16,
            background: Hue::Felt,
            items,
        });
    }
    let lines = super::view::describe_view(game).table;
    Some(layout::board(WIDTH, &lines, game.players(), |items, y| {
        let mut row_y = y;
        for lane in game.lanes() {
            place(items, row_y, location(lane.location));
            dice_row(
                items,
                DICE_X,
                row_y,
                game.in_zone(Zone::Lane(lane.location)),
            );
            row_y += ROW;
        }
        place(items, row_y, Text::new("buttons-group-school"));
        for (i, s) in Space::ALL.iter().enumerate() {
            school_space(
                items,
                DICE_X + i as f32 * (SPACE_WIDTH + 4.0) - 60.0,
                row_y,
                *s,
                game,
            );
        }
        row_y += ROW + 14.0;
        place(items, row_y, Text::new("buttons-group-cards"));
        for (i, slot) in game.slots().iter().enumerate() {
            let x = DICE_X + i as f32 * (layout::CARD_WIDTH + 2.0 * DIE);
            if let Some(card) = slot {
                items.push(layout::card(
                    x,
                    row_y,
                    Hue::Black,
                    card.to_string().to_uppercase(),
                ));
            }
            dice_row(
                items,
                x + layout::CARD_WIDTH + 2.0,
                row_y,
                game.in_zone(Zone::Slot(i as u8)),
            );
        }
        row_y += layout::card_height() + 10.0;
        place(items, row_y, Text::new("buttons-group-village"));
        dice_row(items, DICE_X, row_y, game.in_zone(Zone::Village));
        row_y += ROW;
        place(items, row_y, Text::new("buttons-group-pond"));
        dice_row(items, DICE_X, row_y, game.in_zone(Zone::Pond));
        row_y + ROW - y
    }))
}

/// A place's name at the left of its row.
fn place(items: &mut Vec<Item>, y: f32, name: Text) {
    items.push(label(MARGIN, y + DIE * 0.7, name, 14.0));
}

/// A school space: its name, and the die on it if any (WB-8).
fn school_space(items: &mut Vec<Item>, x: f32, y: f32, s: Space, game: &Buttons) {
    items.push(Item::Panel {
        x,
        y,
        width: SPACE_WIDTH,
        height: DIE + 20.0,
        fill: Hue::Paper,
        outline: Some(Hue::Grey),
    });
    items.push(Item::Label {
        x: x + SPACE_WIDTH / 2.0,
        y: y + 12.0,
        text: space(s),
        size: 10.0,
        hue: Hue::Ink,
        anchor: Anchor::Middle,
        bold: false,
    });
    if let Some(die) = game.school(s) {
        items.push(die_item(x + (SPACE_WIDTH - DIE) / 2.0, y + 16.0, die));
    }
}

/// Dice side by side from `x`, in value order.
fn dice_row<'a>(items: &mut Vec<Item>, x: f32, y: f32, dice: impl Iterator<Item = &'a Die>) {
    let mut dice: Vec<&Die> = dice.collect();
    dice.sort_by_key(|d| (d.id.owner().is_none(), d.value, d.id));
    for (i, die) in dice.into_iter().enumerate() {
        items.push(die_item(x + i as f32 * (DIE + 4.0), y, die));
    }
}

fn die_item(x: f32, y: f32, die: &Die) -> Item {
    Item::Die {
        x,
        y,
        size: DIE,
        pips: die.value,
        hue: die.id.owner().map_or(Hue::White, seat_hue),
    }
}

/// Each player's colour.
fn seat_hue(seat: Seat) -> Hue {
    [Hue::Red, Hue::Blue, Hue::Yellow, Hue::Green][seat.index() % 4]
}
