//! Clown Standoff as pictures: a hand as its cards; the table as the last revealed
//! Squabble round (who played what), the pies drawn in the Pie Fight, and each player's
//! line (CS-6: choices stay hidden until revealed; clown cards are public).

use super::cards::{PieCard, Pile};
use super::rules::Hand;
use super::view::View;
use crate::engine::layout::{self, MARGIN};
use crate::engine::{Hue, Item, Picture};

/// The width of the table's picture.
const WIDTH: f32 = 640.0;
/// Clown cards have no suit: one colour for all.
const CLOWN: Hue = Hue::Purple;

/// The picture a viewer sees: their hand (a seat), or the table (the public).
pub fn picture(view: &View) -> Option<Picture> {
    if let Some(hand) = view.hand {
        return Some(layout::hand(&faces(hand)));
    }
    let lines = super::present::describe_view(view).table;
    let plays: Vec<_> = view
        .rounds
        .last()
        .map(|round| {
            round
                .plays
                .iter()
                .filter_map(|play| match play.by {
                    Hand::Seat(seat) => Some((seat, vec![(CLOWN, play.card.value().to_string())])),
                    Hand::Virtual => None,
                })
                .collect()
        })
        .unwrap_or_default();
    Some(layout::board(
        WIDTH,
        &lines,
        usize::from(view.players),
        |items, y| {
            let mut used = 0.0;
            if !plays.is_empty() {
                used += layout::plays(items, y, &plays);
            }
            // CS-4.3: the pies drawn from the stack so far; a Hit is marked.
            for (i, pie) in view.pie_drawn.iter().enumerate() {
                let (hue, mark) = match pie {
                    PieCard::Hit => (Hue::Red, "!"),
                    PieCard::Dodge => (Hue::Grey, ""),
                };
                items.push(Item::Token {
                    cx: MARGIN + 16.0 + i as f32 * 38.0,
                    cy: y + used + 16.0,
                    radius: 16.0,
                    hue,
                    mark: mark.to_owned(),
                });
            }
            if !view.pie_drawn.is_empty() {
                used += 40.0;
            }
            used
        },
    ))
}

fn faces(pile: Pile) -> Vec<(Hue, String)> {
    pile.iter()
        .map(|card| (CLOWN, card.value().to_string()))
        .collect()
}
