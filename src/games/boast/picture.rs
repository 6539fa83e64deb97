//! Boast or Nothing as pictures: a hand as its cards; the table as the tower, the trick
//! in play (or the last one taken) with who played each card, and each player's tricks
//! and points (BN-8: everything but the hands is public).

use super::cards::Card;
use super::view::{PlayedCard, View};
use crate::engine::layout::{self, MARGIN};
use crate::engine::{Hue, Item, Picture, Text};

/// The width of the table's picture.
const WIDTH: f32 = 720.0;

/// The picture a viewer sees: their hand (a seat), or the table (the public).
pub fn picture(view: &View) -> Option<Picture> {
    if let Some(hand) = &view.hand {
        let cards: Vec<_> = hand.iter().map(|c| face(*c)).collect();
        return Some(layout::hand(&cards));
    }
    let lines = super::present::describe_view(view).table;
    let (heading, shown): (&str, &[PlayedCard]) = match &view.last_trick {
        _ if !view.trick.is_empty() => ("picture-trick", &view.trick),
        Some(last) => ("picture-last-trick", &last.cards),
        None => ("picture-trick", &[]),
    };
    let plays: Vec<_> = shown.iter().map(|p| (p.seat, vec![face(p.card)])).collect();
    Some(layout::board(
        WIDTH,
        &lines,
        usize::from(view.players),
        |items, y| {
            let mut used = 0.0;
            // BN-3: the tower, strongest colour first.
            if let Some(tower) = view.tower {
                for (i, colour) in tower.iter().enumerate() {
                    items.push(Item::Token {
                        cx: MARGIN + 18.0 + i as f32 * 44.0,
                        cy: y + 18.0,
                        radius: 18.0,
                        hue: colour.hue(),
                        mark: (i + 1).to_string(),
                    });
                }
                used += 48.0;
            }
            items.push(layout::label(
                MARGIN,
                y + used + 16.0,
                Text::new(heading),
                16.0,
            ));
            used + 24.0 + layout::plays(items, y + used + 24.0, &plays)
        },
    ))
}

/// A card's colour and what is printed on it (an escape card: a cross, no colour).
fn face(card: Card) -> (Hue, String) {
    match (card.colour(), card.value()) {
        (Some(colour), Some(value)) => (colour.hue(), value.to_string()),
        _ => (Hue::Black, "×".to_owned()),
    }
}
