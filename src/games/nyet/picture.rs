//! NYET! as pictures: a hand as its cards; the table as the board of fields (NY-4: which
//! are covered, and by whose chip), the trick in play with who played each card, and
//! each player's line. Everything but the hands and pending choices is public.

use super::board::Cover;
use super::cards::Card;
use super::present::{row_label, value_label};
use super::view::View;
use crate::engine::layout::{self, MARGIN};
use crate::engine::{Anchor, Hue, Item, Picture, Text};

/// The width of the table's picture.
const WIDTH: f32 = 960.0;
/// The width of the row names.
const ROW_NAMES: f32 = 150.0;
/// A field's size.
const FIELD_WIDTH: f32 = 152.0;
const FIELD_HEIGHT: f32 = 44.0;

/// The picture a viewer sees: their hand (a seat), or the table (the public).
pub fn picture(view: &View) -> Option<Picture> {
    if let Some(hand) = &view.hand {
        let cards: Vec<_> = hand.iter().map(|c| face(*c)).collect();
        return Some(layout::hand(&cards));
    }
    let lines = super::present::describe_view(view).table;
    let players = usize::from(view.players);
    let plays: Vec<_> = view
        .trick
        .iter()
        .map(|p| (p.seat, vec![face(p.card)]))
        .collect();
    Some(layout::board(WIDTH, &lines, players, |items, y| {
        let mut row_y = y;
        for row in &view.board {
            items.push(layout::label(
                MARGIN,
                row_y + 27.0,
                row_label(row.row),
                14.0,
            ));
            for (i, field) in row.fields.iter().enumerate() {
                let x = MARGIN + ROW_NAMES + i as f32 * (FIELD_WIDTH + 4.0);
                items.push(Item::Panel {
                    x,
                    y: row_y,
                    width: FIELD_WIDTH,
                    height: FIELD_HEIGHT,
                    fill: Hue::Paper,
                    outline: Some(Hue::Grey),
                });
                items.push(Item::Label {
                    x: x + FIELD_WIDTH / 2.0,
                    y: row_y + 34.0,
                    text: value_label(field.field, players),
                    size: 11.0,
                    hue: Hue::Ink,
                    anchor: Anchor::Middle,
                    bold: false,
                });
                // NY-4.2: a chip covers the field; a character nobody plays is out.
                let chip = match field.cover {
                    Some(Cover::Chip(seat)) => Some((Hue::Grey, (seat.index() + 1).to_string())),
                    Some(Cover::Absent) => Some((Hue::Black, "×".to_owned())),
                    None => None,
                };
                if let Some((hue, mark)) = chip {
                    items.push(Item::Token {
                        cx: x + FIELD_WIDTH - 12.0,
                        cy: row_y + 12.0,
                        radius: 9.0,
                        hue,
                        mark,
                    });
                }
            }
            row_y += FIELD_HEIGHT + 4.0;
        }
        let trick = if plays.is_empty() {
            0.0
        } else {
            items.push(layout::label(
                MARGIN,
                row_y + 24.0,
                Text::new("picture-trick"),
                16.0,
            ));
            24.0 + layout::plays(items, row_y + 32.0, &plays)
        };
        row_y - y + trick + 8.0
    }))
}

/// A card's colour and value.
fn face(card: Card) -> (Hue, String) {
    (card.colour().hue(), card.value().to_string())
}
