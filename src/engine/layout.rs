//! Layouts the games share when they describe their pictures: a hand as rows of cards
//! under a title, a card, a label, a player's name. Pure data, like the pictures.

use super::{Anchor, Arg, Hue, Item, Picture, Seat, Text};

/// The width of a card in the games' pictures (its height is 1.4 times it).
pub const CARD_WIDTH: f32 = 56.0;
/// The space between two cards.
pub const GAP: f32 = 8.0;
/// The space around everything.
pub const MARGIN: f32 = 16.0;
/// Cards in one row of a hand.
const PER_ROW: usize = 10;
/// The height of a title line.
pub const TITLE: f32 = 30.0;

/// A card's height.
pub fn card_height() -> f32 {
    CARD_WIDTH * 1.4
}

/// A face-up card at `x`, `y`.
pub fn card(x: f32, y: f32, hue: Hue, rank: impl Into<String>) -> Item {
    Item::Card {
        x,
        y,
        width: CARD_WIDTH,
        hue,
        rank: rank.into(),
        face_down: false,
    }
}

/// A label whose left end is at `x`, on baseline `y`.
pub fn label(x: f32, y: f32, text: Text, size: f32) -> Item {
    Item::Label {
        x,
        y,
        text,
        size,
        hue: Hue::Ink,
        anchor: Anchor::Start,
        bold: false,
    }
}

/// A bold label centred on `x`, on baseline `y`.
pub fn centred(x: f32, y: f32, text: Text, size: f32) -> Item {
    Item::Label {
        x,
        y,
        text,
        size,
        hue: Hue::Ink,
        anchor: Anchor::Middle,
        bold: true,
    }
}

/// A title at the top left of a picture.
pub fn title(text: Text) -> Item {
    Item::Label {
        x: MARGIN,
        y: MARGIN + 16.0,
        text,
        size: 20.0,
        hue: Hue::Ink,
        anchor: Anchor::Start,
        bold: true,
    }
}

/// The name of the player in `seat`, as the table names them.
pub fn seat_name(seat: Seat) -> Text {
    Text::new("picture-seat").arg("player", Arg::Seat(seat))
}

/// The lines of a text view that are about one seat each (their first argument is the
/// seat), in seat order: what a picture lists under its board. The first line is the
/// picture's title, never one of them.
fn seat_lines(lines: &[Text], seats: usize) -> Vec<Text> {
    Seat::all(seats)
        .filter_map(|seat| lines.iter().skip(1).find(|t| about(t, seat)).cloned())
        .collect()
}

/// Whether `text` is about `seat`: its first argument is the seat, or a text that is.
fn about(text: &Text, seat: Seat) -> bool {
    match text.args.first() {
        Some((_, Arg::Seat(s))) => *s == seat,
        Some((_, Arg::Text(inner))) => about(inner, seat),
        _ => false,
    }
}

/// Plays of a trick side by side: each its cards, with who played them under them,
/// from `y`; returns the height used.
pub fn plays(items: &mut Vec<Item>, y: f32, plays: &[(Seat, Vec<(Hue, String)>)]) -> f32 {
    let mut x = MARGIN;
    let mut row_y = y;
    for (seat, cards) in plays {
        let width = cards.len().max(1) as f32 * (CARD_WIDTH * 0.6) + CARD_WIDTH * 0.4;
        if x + width > 900.0 - MARGIN && x > MARGIN {
            x = MARGIN;
            row_y += card_height() + 30.0;
        }
        for (i, (hue, rank)) in cards.iter().enumerate() {
            items.push(card(
                x + i as f32 * CARD_WIDTH * 0.6,
                row_y,
                *hue,
                rank.clone(),
            ));
        }
        items.push(label(
            x,
            row_y + card_height() + 16.0,
            seat_name(*seat),
            13.0,
        ));
        x += width + 2.0 * GAP;
    }
    row_y - y + card_height() + 30.0
}

/// A table's picture from the lines of its text view: the first as its title, then what
/// `draw` places from the given top (returning the height it used), then the line of
/// each of the `seats`, on a canvas `width` wide.
pub fn board(
    width: f32,
    lines: &[Text],
    seats: usize,
    draw: impl FnOnce(&mut Vec<Item>, f32) -> f32,
) -> Picture {
    let heading = lines
        .first()
        .cloned()
        .unwrap_or_else(|| Text::new("picture-trick"));
    let mut items = vec![title(heading)];
    let mut y = MARGIN + TITLE + 8.0;
    y += draw(&mut items, y);
    for line in seat_lines(lines, seats) {
        items.push(label(MARGIN, y + 16.0, line, 15.0));
        y += 24.0;
    }
    Picture {
        width: width as u16,
        height: (y + MARGIN) as u16,
        background: Hue::Felt,
        items,
    }
}

/// A hand: the cards under "your hand", in rows of ten.
pub fn hand(cards: &[(Hue, String)]) -> Picture {
    let columns = cards.len().clamp(1, PER_ROW);
    let rows = cards.len().div_ceil(PER_ROW).max(1);
    let width = 2.0 * MARGIN + columns as f32 * (CARD_WIDTH + GAP) - GAP;
    let height = 2.0 * MARGIN + TITLE + rows as f32 * (card_height() + GAP) - GAP;
    let mut items = vec![title(Text::new("picture-your-hand"))];
    for (i, (hue, rank)) in cards.iter().enumerate() {
        let x = MARGIN + (i % PER_ROW) as f32 * (CARD_WIDTH + GAP);
        let y = MARGIN + TITLE + (i / PER_ROW) as f32 * (card_height() + GAP);
        items.push(card(x, y, *hue, rank.clone()));
    }
    Picture {
        width: width.max(240.0) as u16,
        height: height as u16,
        background: Hue::Felt,
        items,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_wraps_after_ten_cards_and_stays_inside_its_picture() {
        let cards: Vec<(Hue, String)> = (1..=13).map(|n| (Hue::Red, n.to_string())).collect();
        let picture = hand(&cards);
        let placed: Vec<(f32, f32)> = picture
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Card { x, y, .. } => Some((*x, *y)),
                _ => None,
            })
            .collect();
        assert_eq!(placed.len(), 13);
        assert_eq!(
            placed[10].0, placed[0].0,
            "the eleventh card starts a new row"
        );
        assert!(placed[10].1 > placed[9].1);
        for (x, y) in placed {
            assert!(x + CARD_WIDTH <= f32::from(picture.width));
            assert!(y + card_height() <= f32::from(picture.height));
        }
    }
}
