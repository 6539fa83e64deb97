//! Haggis as pictures: a hand as its cards; the table as the trick in play, each
//! combination with who played it, and each seat's cards, bets and score (HG-10.20:
//! never another hand, a capture pile or the Haggis).

use super::cards::{Card, Cards};
use super::view::View;
use crate::engine::layout;
use crate::engine::{Hue, Picture, Text};

/// The width of the table's picture.
const WIDTH: f32 = 720.0;

/// The picture a viewer sees: their hand (a seat), or the table (the public).
pub fn picture(view: &View) -> Option<Picture> {
    if let Some(hand) = view.hand {
        return Some(layout::hand(&faces(hand)));
    }
    let lines = super::present::describe_view(view).table;
    let plays: Vec<_> = view
        .trick
        .iter()
        .map(|play| (play.seat, faces(play.cards)))
        .collect();
    Some(layout::board(
        WIDTH,
        &lines,
        usize::from(view.players),
        |items, y| {
            items.push(layout::label(
                layout::MARGIN,
                y + 16.0,
                Text::new("picture-trick"),
                16.0,
            ));
            24.0 + layout::plays(items, y + 24.0, &plays)
        },
    ))
}

fn faces(cards: Cards) -> Vec<(Hue, String)> {
    cards.iter().map(face).collect()
}

/// A card's colour and what is printed on it: a wild shows its letter, in black.
fn face(card: Card) -> (Hue, String) {
    match card {
        Card::Natural { colour, rank } => (colour.hue(), rank.to_string()),
        Card::Wild(wild) => (Hue::Black, wild.letter().to_ascii_uppercase().to_string()),
    }
}
