//! Words that fit: a label never runs past the panel it sits in nor the edge of its
//! picture; the renderer draws a label that would, smaller. The width of a text is
//! estimated from the average advance of the embedded font (DejaVu Sans).

use crate::engine::{Anchor, Item, Picture};

/// The average advance of a character, as a share of the font size (DejaVu Sans; its
/// bold face is wider).
const ADVANCE: f32 = 0.58;
const ADVANCE_BOLD: f32 = 0.64;
/// Room kept free at the edge of the picture or panel.
const PADDING: f32 = 4.0;
/// The smallest size a label is drawn at.
const SMALLEST: f32 = 6.0;

/// The size to draw a label at: `size`, or smaller so it fits the room it has.
pub fn size(
    picture: &Picture<String>,
    x: f32,
    y: f32,
    text: &str,
    size: f32,
    anchor: Anchor,
    bold: bool,
) -> f32 {
    let advance = if bold { ADVANCE_BOLD } else { ADVANCE };
    let wide = text.chars().count() as f32 * size * advance;
    let room = room(0.0, f32::from(picture.width), x, anchor);
    let room = panel_around(picture, x, y).map_or(room, |(left, right)| {
        room.min(self::room(left, right, x, anchor))
    });
    if wide <= room || wide <= 0.0 {
        size
    } else {
        (size * room / wide).max(SMALLEST)
    }
}

/// The width a label anchored at `x` has between `left` and `right`.
fn room(left: f32, right: f32, x: f32, anchor: Anchor) -> f32 {
    let room = match anchor {
        Anchor::Start => right - x,
        Anchor::End => x - left,
        Anchor::Middle => 2.0 * (x - left).min(right - x),
    };
    (room - PADDING).max(0.0)
}

/// The left and right edges of the last panel drawn under the point, if any.
fn panel_around(picture: &Picture<String>, px: f32, py: f32) -> Option<(f32, f32)> {
    picture.items.iter().rev().find_map(|item| match item {
        Item::Panel {
            x,
            y,
            width,
            height,
            ..
        } if (*x..=x + width).contains(&px) && (*y..=y + height).contains(&py) => {
            Some((*x, x + width))
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Hue;

    fn picture(items: Vec<Item<String>>) -> Picture<String> {
        Picture {
            width: 200,
            height: 100,
            background: Hue::Felt,
            items,
        }
    }

    #[test]
    fn a_label_that_fits_keeps_its_size_and_a_long_one_shrinks_to_its_room() {
        let empty = picture(Vec::new());
        assert_eq!(
            size(&empty, 10.0, 20.0, "short", 12.0, Anchor::Start, false),
            12.0
        );
        let long = "a".repeat(40);
        let shrunk = size(&empty, 10.0, 20.0, &long, 12.0, Anchor::Start, false);
        assert!(shrunk < 12.0);
        assert!(40.0 * shrunk * ADVANCE <= 200.0 - 10.0);
        let endless = "a".repeat(500);
        assert_eq!(
            size(&empty, 10.0, 20.0, &endless, 12.0, Anchor::Start, false),
            SMALLEST
        );
    }

    #[test]
    fn a_label_in_a_panel_fits_the_panel() {
        let boxed = picture(vec![Item::Panel {
            x: 50.0,
            y: 10.0,
            width: 60.0,
            height: 30.0,
            fill: Hue::Paper,
            outline: None,
        }]);
        let text = "a".repeat(12);
        let inside = size(&boxed, 80.0, 30.0, &text, 12.0, Anchor::Middle, false);
        let outside = size(&boxed, 80.0, 90.0, &text, 12.0, Anchor::Middle, false);
        assert!(inside < 12.0 && 12.0 * inside * ADVANCE <= 60.0);
        assert_eq!(outside, 12.0, "room enough outside the panel");
    }
}
