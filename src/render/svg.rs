//! A localized [`Picture`] as an SVG document: cards, panels, dice, tokens and labels
//! drawn with the palette and marks of [`super::palette`] and the embedded font.

use super::font::FAMILY;
use super::palette::{colour, mark, on, path, Mark};
use crate::engine::{Anchor, Hue, Item, Picture};
use std::fmt::Write;

/// The SVG document of `picture`. Items with a coordinate that is not a finite number are
/// left out; words are escaped for XML (control characters dropped).
pub fn document(picture: &Picture<String>) -> String {
    let (w, h) = (picture.width, picture.height);
    let mut svg = String::with_capacity(256 + 400 * picture.items.len());
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FAMILY}"><defs><pattern id="back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="10" fill="#FFFFFF" fill-opacity="0.3"/></pattern></defs><rect width="{w}" height="{h}" fill="{}"/>"##,
        colour(picture.background)
    );
    for item in picture.items.iter().filter(|item| finite(item)) {
        match item {
            Item::Card {
                x,
                y,
                width,
                hue,
                rank,
                face_down,
            } => {
                if *face_down {
                    card_back(&mut svg, *x, *y, *width, *hue);
                } else {
                    card(&mut svg, *x, *y, *width, *hue, rank);
                }
            }
            Item::Panel {
                x,
                y,
                width,
                height,
                fill,
                outline,
            } => panel(&mut svg, *x, *y, *width, *height, *fill, *outline),
            Item::Die {
                x,
                y,
                size,
                pips,
                hue,
            } => die(&mut svg, *x, *y, *size, *pips, *hue),
            Item::Token {
                cx,
                cy,
                radius,
                hue,
                mark,
            } => token(&mut svg, *cx, *cy, *radius, *hue, mark),
            Item::Label {
                x,
                y,
                text,
                size,
                hue,
                anchor,
                bold,
            } => label(
                &mut svg,
                (*x, *y),
                text,
                super::fit::size(picture, *x, *y, text, *size, *anchor, *bold),
                colour(*hue),
                *anchor,
                *bold,
            ),
        }
    }
    svg.push_str("</svg>");
    svg
}

/// Whether every number of `item` is finite (and sizes are not negative).
fn finite(item: &Item<String>) -> bool {
    let numbers: &[f32] = match item {
        Item::Card { x, y, width, .. } => &[*x, *y, *width],
        Item::Panel {
            x,
            y,
            width,
            height,
            ..
        } => &[*x, *y, *width, *height],
        Item::Die { x, y, size, .. } => &[*x, *y, *size],
        Item::Token { cx, cy, radius, .. } => &[*cx, *cy, *radius],
        Item::Label { x, y, size, .. } => &[*x, *y, *size],
    };
    numbers.iter().all(|n| n.is_finite()) && numbers[2..].iter().all(|n| *n >= 0.0)
}

/// A face-up card: paper with a border of its colour, the rank and mark in the top-left
/// corner (what shows when cards overlap), a large rank, and a band of its colour with
/// its mark at the bottom.
fn card(svg: &mut String, x: f32, y: f32, w: f32, hue: Hue, rank: &str) {
    let h = w * 1.4;
    let stroke = (w * 0.05).max(1.5);
    let _ = write!(
        svg,
        r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{:.1}" fill="{}" stroke="{}" stroke-width="{stroke:.1}"/>"#,
        w * 0.1,
        colour(Hue::Paper),
        colour(hue),
    );
    let band = h * 0.24;
    let _ = write!(
        svg,
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{band:.1}" rx="{:.1}" fill="{}"/>"#,
        x + stroke,
        y + h - stroke - band,
        w - 2.0 * stroke,
        w * 0.06,
        colour(hue),
    );
    let ink = colour(Hue::Ink);
    let index_size = w * 0.26;
    label(
        svg,
        (x + w * 0.1, y + stroke + index_size),
        rank,
        index_size,
        ink,
        Anchor::Start,
        true,
    );
    let chars = rank.chars().count().max(1) as f32;
    label(
        svg,
        (x + w * 0.5, y + h * 0.6),
        rank,
        (w * 0.5).min(w * 1.1 / chars),
        ink,
        Anchor::Middle,
        true,
    );
    if let Some(mark) = mark(hue) {
        let corner = (x + w * 0.1 + w * 0.09, y + stroke + index_size + w * 0.16);
        shape(svg, mark, corner, w * 0.09, colour(hue), Some(ink));
        let centre = (x + w * 0.5, y + h - stroke - band * 0.5);
        shape(svg, mark, centre, band * 0.36, on(hue), None);
    }
}

/// A face-down card: its colour with a lattice and an inner frame.
fn card_back(svg: &mut String, x: f32, y: f32, w: f32, hue: Hue) {
    let h = w * 1.4;
    let inset = w * 0.08;
    let _ = write!(
        svg,
        r##"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}" fill="{}" stroke="{}" stroke-width="1.5"/><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{:.1}" fill="url(#back)" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="1.5"/>"##,
        colour(hue),
        colour(Hue::Ink),
        x + inset,
        y + inset,
        w - 2.0 * inset,
        h - 2.0 * inset,
        w * 0.05,
        r = w * 0.1,
    );
}

/// A rectangle with slightly rounded corners.
fn panel(svg: &mut String, x: f32, y: f32, w: f32, h: f32, fill: Hue, outline: Option<Hue>) {
    let radius = (w.min(h) * 0.25).min(4.0);
    let _ = write!(
        svg,
        r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{radius:.1}" fill="{}""#,
        colour(fill)
    );
    if let Some(outline) = outline {
        let _ = write!(svg, r#" stroke="{}" stroke-width="1.5""#, colour(outline));
    }
    svg.push_str("/>");
}

/// A die: its pips are drawn in its suit colour's mark (circles otherwise); a face
/// beyond 1–6 shows its number.
fn die(svg: &mut String, x: f32, y: f32, size: f32, pips: u8, hue: Hue) {
    let _ = write!(
        svg,
        r#"<rect x="{x:.1}" y="{y:.1}" width="{size:.1}" height="{size:.1}" rx="{:.1}" fill="{}" stroke="{}" stroke-width="{:.1}"/>"#,
        size * 0.18,
        colour(hue),
        colour(Hue::Ink),
        (size * 0.04).max(1.0),
    );
    let (lo, mid, hi) = (0.25, 0.5, 0.75);
    let spots: &[(f32, f32)] = match pips {
        1 => &[(mid, mid)],
        2 => &[(lo, lo), (hi, hi)],
        3 => &[(lo, lo), (mid, mid), (hi, hi)],
        4 => &[(lo, lo), (hi, lo), (lo, hi), (hi, hi)],
        5 => &[(lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)],
        6 => &[(lo, lo), (hi, lo), (lo, mid), (hi, mid), (lo, hi), (hi, hi)],
        _ => {
            let centre = (x + size * 0.5, y + size * 0.68);
            let number = pips.to_string();
            label(
                svg,
                centre,
                &number,
                size * 0.5,
                on(hue),
                Anchor::Middle,
                true,
            );
            return;
        }
    };
    let pip = mark(hue).unwrap_or(Mark::Circle);
    for (dx, dy) in spots {
        let centre = (x + dx * size, y + dy * size);
        shape(svg, pip, centre, size * 0.1, on(hue), None);
    }
}

/// A round token: its suit mark, filled when it has no words, outlined under them.
fn token(svg: &mut String, cx: f32, cy: f32, r: f32, hue: Hue, words: &str) {
    let _ = write!(
        svg,
        r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{}" stroke="{}" stroke-width="{:.1}"/>"#,
        colour(hue),
        colour(Hue::Ink),
        (r * 0.08).clamp(1.0, 2.0),
    );
    if let Some(mark) = mark(hue) {
        if words.is_empty() {
            shape(svg, mark, (cx, cy), r * 0.6, on(hue), None);
        } else {
            outline(svg, mark, (cx, cy), r * 0.72, on(hue), r * 0.08);
        }
    }
    if !words.is_empty() {
        let chars = words.chars().count().max(1) as f32;
        let size = (r * 0.9).min(r * 1.6 / chars);
        let baseline = (cx, cy + size * 0.36);
        label(svg, baseline, words, size, on(hue), Anchor::Middle, true);
    }
}

/// A filled mark, with an optional outline.
fn shape(
    svg: &mut String,
    mark: Mark,
    (cx, cy): (f32, f32),
    r: f32,
    fill: &str,
    edge: Option<&str>,
) {
    let _ = write!(svg, r#"<path d="{}" fill="{fill}""#, path(mark, cx, cy, r));
    if let Some(edge) = edge {
        let _ = write!(
            svg,
            r#" stroke="{edge}" stroke-width="{:.1}""#,
            (r * 0.15).max(0.8)
        );
    }
    svg.push_str("/>");
}

/// An outlined mark.
fn outline(svg: &mut String, mark: Mark, (cx, cy): (f32, f32), r: f32, edge: &str, width: f32) {
    let _ = write!(
        svg,
        r#"<path d="{}" fill="none" stroke="{edge}" stroke-width="{width:.1}"/>"#,
        path(mark, cx, cy, r)
    );
}

/// A text at its baseline point.
fn label(
    svg: &mut String,
    (x, y): (f32, f32),
    text: &str,
    size: f32,
    fill: &str,
    anchor: Anchor,
    bold: bool,
) {
    let anchor = match anchor {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    };
    let weight = if bold { "bold" } else { "normal" };
    let _ = write!(
        svg,
        r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" font-weight="{weight}" text-anchor="{anchor}" fill="{fill}">"#
    );
    escape(svg, text);
    svg.push_str("</text>");
}

/// Appends `text` escaped for XML, without control characters.
fn escape(svg: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => svg.push_str("&amp;"),
            '<' => svg.push_str("&lt;"),
            '>' => svg.push_str("&gt;"),
            '"' => svg.push_str("&quot;"),
            '\'' => svg.push_str("&apos;"),
            c if c.is_control() => {}
            c => svg.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Picture<String> {
        Picture {
            width: 100,
            height: 40,
            background: Hue::Felt,
            items: vec![Item::Label {
                x: 1.0,
                y: 20.0,
                text: text.into(),
                size: 12.0,
                hue: Hue::Ink,
                anchor: Anchor::Start,
                bold: false,
            }],
        }
    }

    #[test]
    fn words_are_escaped_and_control_characters_dropped() {
        let svg = document(&words("<b>&\"Tom's\"\u{0}\u{7}</b>"));
        assert!(
            svg.contains(">&lt;b&gt;&amp;&quot;Tom&apos;s&quot;&lt;/b&gt;</text>"),
            "{svg}"
        );
    }

    #[test]
    fn items_with_numbers_that_are_not_finite_are_left_out() {
        let mut picture = words("x");
        picture.items.push(Item::Panel {
            x: f32::NAN,
            y: 0.0,
            width: 10.0,
            height: 10.0,
            fill: Hue::Red,
            outline: None,
        });
        picture.items.push(Item::Token {
            cx: 0.0,
            cy: 0.0,
            radius: -1.0,
            hue: Hue::Red,
            mark: String::new(),
        });
        assert_eq!(document(&picture), document(&words("x")));
    }
}
