//! Rendering pictures as PNG on one core (issue 18): a 13-card hand, a board of about
//! 60 items (fields, cards, dice, tokens, labels) and the final-score chart of 4 players
//! over 8 rounds, each from the localized picture to the PNG bytes (SVG document, parse,
//! rasterize, encode). The PNG sizes are printed once. The games' own pictures join these
//! synthetic ones when they exist.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gametable::engine::{score_chart, Anchor, Hue, Item, Picture, Seat, Text};
use gametable::i18n::{Lang, Localizer};
use gametable::render::{content_hash, png};

const SUITS: [Hue; 6] = [
    Hue::Red,
    Hue::Blue,
    Hue::Yellow,
    Hue::Green,
    Hue::Orange,
    Hue::Purple,
];

fn label(x: f32, y: f32, text: &str, size: f32, anchor: Anchor) -> Item<String> {
    Item::Label {
        x,
        y,
        text: text.to_owned(),
        size,
        hue: Hue::Ink,
        anchor,
        bold: false,
    }
}

/// Thirteen cards in a fanned row with a caption.
fn hand() -> Picture<String> {
    let mut items: Vec<Item<String>> = (0..13)
        .map(|i| Item::Card {
            x: 12.0 + 44.0 * i as f32,
            y: 36.0,
            width: 64.0,
            hue: SUITS[i % SUITS.len()],
            rank: (i + 1).to_string(),
            face_down: false,
        })
        .collect();
    items.push(label(
        12.0,
        24.0,
        "Η τράπουλά σου — Твои карты",
        16.0,
        Anchor::Start,
    ));
    Picture {
        width: 640,
        height: 136,
        background: Hue::Felt,
        items,
    }
}

/// A board of 60 items: a 5 × 4 grid of fields, each with a card or a die or a token,
/// and a label per field.
fn board() -> Picture<String> {
    let mut items = Vec::new();
    for row in 0..4 {
        for column in 0..5 {
            let (x, y) = (16.0 + 150.0 * column as f32, 16.0 + 120.0 * row as f32);
            let hue = SUITS[(row + column) % SUITS.len()];
            items.push(Item::Panel {
                x,
                y,
                width: 140.0,
                height: 110.0,
                fill: Hue::Grey,
                outline: Some(Hue::Ink),
            });
            items.push(match (row + column) % 3 {
                0 => Item::Card {
                    x: x + 8.0,
                    y: y + 8.0,
                    width: 48.0,
                    hue,
                    rank: column.to_string(),
                    face_down: row == 3,
                },
                1 => Item::Die {
                    x: x + 8.0,
                    y: y + 8.0,
                    size: 44.0,
                    pips: (row * 5 + column) as u8 % 6 + 1,
                    hue,
                },
                _ => Item::Token {
                    cx: x + 36.0,
                    cy: y + 36.0,
                    radius: 26.0,
                    hue,
                    mark: row.to_string(),
                },
            });
            items.push(label(
                x + 70.0,
                y + 100.0,
                "Őrs · Ζωή · Жора",
                13.0,
                Anchor::Middle,
            ));
        }
    }
    Picture {
        width: 768,
        height: 512,
        background: Hue::Felt,
        items,
    }
}

fn chart() -> Picture<String> {
    let rounds: Vec<Vec<i64>> = (1..=8)
        .map(|r| vec![r * 7, r * 5 - 10, r * 9 - 30, r * 3])
        .collect();
    let names = |seat: Seat| format!("Player {seat}");
    let legend = rounds[rounds.len() - 1]
        .iter()
        .enumerate()
        .map(|(seat, score)| {
            Text::new("table-final-score")
                .arg("player", Seat(seat as u8))
                .arg("score", *score)
        })
        .collect();
    score_chart(Text::new("picture-scores"), legend, &rounds)
        .localize(|text| Localizer::global().render(Lang::Ru, text, &names))
}

fn render(c: &mut Criterion) {
    let pictures = [("hand", hand()), ("board", board()), ("chart", chart())];
    for (name, picture) in &pictures {
        let bytes = png(picture).map(|png| png.bytes.len()).unwrap_or(0);
        let count = picture.items.len();
        eprintln!(
            "{name}: {count} items, {}×{} px, PNG {bytes} bytes",
            picture.width, picture.height
        );
    }
    let mut group = c.benchmark_group("render");
    for (name, picture) in &pictures {
        group.bench_function(*name, |b| b.iter(|| png(black_box(picture))));
    }
    group.bench_function("content_hash of the board", |b| {
        b.iter(|| content_hash(black_box(&pictures[1].1)))
    });
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
