//! Pictures as data: what a hand, a board or a final score looks like, described by a
//! game (pure, like its text view) and drawn by the `render` room for any game. A picture
//! is a canvas of items in pixels, with every word a [`Text`] that is localized when it is
//! drawn; colours are named [`Hue`]s, which the renderer draws with a colour-blind-safe
//! palette *and* a shape of their own, so no colour is told by hue alone.
//!
//! A game describes a `Picture<Text>`; the table names its seats and a transport
//! localizes it ([`Picture::localize`]) into a `Picture<String>`, which is what is stored
//! with a promised message and drawn.

use super::Text;
use serde::{Deserialize, Serialize};

/// A picture: a canvas of `width` × `height` pixels and what is drawn on it, in order;
/// its words are `L`: [`Text`] as a game describes it, `String` once localized.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Picture<L = Text> {
    /// Width in pixels.
    pub width: u16,
    /// Height in pixels.
    pub height: u16,
    /// The background.
    pub background: Hue,
    /// What is drawn, back to front.
    pub items: Vec<Item<L>>,
}

impl<L> Picture<L> {
    /// The same picture with every word turned by `word` (localized, or seats named).
    pub fn localize<M>(&self, word: impl Fn(&L) -> M) -> Picture<M> {
        Picture {
            width: self.width,
            height: self.height,
            background: self.background,
            items: self.items.iter().map(|item| item.localize(&word)).collect(),
        }
    }
}

/// A named colour. The suit colours of the games ([`Hue::Red`] … [`Hue::Purple`]) are
/// drawn with a mark of their own (circle, square, triangle, diamond, star, hexagon) as
/// well as their hue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hue {
    /// A suit colour.
    Red,
    /// A suit colour.
    Blue,
    /// A suit colour.
    Yellow,
    /// A suit colour.
    Green,
    /// A suit colour.
    Orange,
    /// A suit colour.
    Purple,
    /// Black (a card or piece without a suit colour).
    Black,
    /// White.
    White,
    /// A quiet grey (empty places, axes, face-down cards).
    Grey,
    /// The table's background.
    Felt,
    /// A card's face.
    Paper,
    /// Text.
    Ink,
}

impl Hue {
    /// Whether this is a suit colour, drawn with its own mark.
    pub fn is_suit(self) -> bool {
        matches!(
            self,
            Hue::Red | Hue::Blue | Hue::Yellow | Hue::Green | Hue::Orange | Hue::Purple
        )
    }
}

/// How a label sits at its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Anchor {
    /// The point is the label's left end.
    Start,
    /// The point is the label's middle.
    Middle,
    /// The point is the label's right end.
    End,
}

/// One thing drawn on a picture. Positions are the top-left corner in pixels, except
/// for labels (the baseline point, see [`Anchor`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum Item<L = Text> {
    /// A playing card, face up (its suit colour with its mark, and `rank` printed on it)
    /// or face down.
    Card {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width (height is 1.4 times it).
        width: f32,
        /// The suit colour ([`Hue::Black`] for a card without one).
        hue: Hue,
        /// What is printed on it, verbatim: a number or a letter ("7", "Q", "1").
        rank: String,
        /// Whether only its back shows.
        face_down: bool,
    },
    /// A rectangle: a field of a board, a place, a bar of a chart.
    Panel {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        width: f32,
        /// Height.
        height: f32,
        /// The fill.
        fill: Hue,
        /// The outline, if any.
        outline: Option<Hue>,
    },
    /// A die showing `pips` (1–6).
    Die {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Side length.
        size: f32,
        /// The face shown.
        pips: u8,
        /// Its colour.
        hue: Hue,
    },
    /// A round token with a short verbatim mark (a chip, a button, a pie).
    Token {
        /// Centre, left–right.
        cx: f32,
        /// Centre, top–bottom.
        cy: f32,
        /// Radius.
        radius: f32,
        /// Its colour.
        hue: Hue,
        /// What is written on it, verbatim (may be empty).
        mark: String,
    },
    /// A text, localized when drawn.
    Label {
        /// The point it sits at, left–right.
        x: f32,
        /// Its baseline.
        y: f32,
        /// What it says.
        text: L,
        /// Font size in pixels.
        size: f32,
        /// Its colour.
        hue: Hue,
        /// How it sits at its point.
        anchor: Anchor,
        /// Whether it is bold.
        bold: bool,
    },
}

impl<L> Item<L> {
    fn localize<M>(&self, word: &impl Fn(&L) -> M) -> Item<M> {
        match self {
            Item::Card {
                x,
                y,
                width,
                hue,
                rank,
                face_down,
            } => Item::Card {
                x: *x,
                y: *y,
                width: *width,
                hue: *hue,
                rank: rank.clone(),
                face_down: *face_down,
            },
            Item::Panel {
                x,
                y,
                width,
                height,
                fill,
                outline,
            } => Item::Panel {
                x: *x,
                y: *y,
                width: *width,
                height: *height,
                fill: *fill,
                outline: *outline,
            },
            Item::Die {
                x,
                y,
                size,
                pips,
                hue,
            } => Item::Die {
                x: *x,
                y: *y,
                size: *size,
                pips: *pips,
                hue: *hue,
            },
            Item::Token {
                cx,
                cy,
                radius,
                hue,
                mark,
            } => Item::Token {
                cx: *cx,
                cy: *cy,
                radius: *radius,
                hue: *hue,
                mark: mark.clone(),
            },
            Item::Label {
                x,
                y,
                text,
                size,
                hue,
                anchor,
                bold,
            } => Item::Label {
                x: *x,
                y: *y,
                text: word(text),
                size: *size,
                hue: *hue,
                anchor: *anchor,
                bold: *bold,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_localized_picture_keeps_its_items_and_round_trips_as_json() {
        let picture = Picture {
            width: 100,
            height: 50,
            background: Hue::Felt,
            items: vec![
                Item::Card {
                    x: 1.0,
                    y: 2.0,
                    width: 30.0,
                    hue: Hue::Red,
                    rank: "7".into(),
                    face_down: false,
                },
                Item::Label {
                    x: 50.0,
                    y: 40.0,
                    text: Text::new("boast-name"),
                    size: 12.0,
                    hue: Hue::Ink,
                    anchor: Anchor::Middle,
                    bold: true,
                },
            ],
        };
        let words = picture.localize(|text| text.id.to_uppercase());
        assert_eq!(words.items[0], picture.localize(|_| String::new()).items[0]);
        let Item::Label { text, .. } = &words.items[1] else {
            panic!("{words:?}")
        };
        assert_eq!(text, "BOAST-NAME");
        let json = serde_json::to_string(&words).unwrap();
        let back: Picture<String> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, words);
        assert!(Hue::Red.is_suit() && !Hue::Grey.is_suit());
    }
}
