//! Golden pictures: a picture is rendered and compared with the PNG stored under
//! `tests/golden/<name>.png`, pixel by pixel with a tolerance (fonts and anti-aliasing may
//! move a few edge pixels between versions of the renderer). `GOLDEN_UPDATE=1 cargo test
//! --test pictures` writes the PNGs anew instead; look at them before committing.
//! A failed comparison leaves the picture drawn now under the test target folder
//! (`golden-failures/<name>.png`) to look at.

#![allow(dead_code)] // each test file uses its own part of this harness

use gametable::engine::{Item, Picture, Seat};
use gametable::i18n::{Lang, Localizer};
use gametable::render::{png, Png};
use resvg::tiny_skia::Pixmap;
use std::path::PathBuf;

/// A pixel differs when one of its channels differs by more than this.
const CHANNEL_TOLERANCE: u8 = 16;
/// At most this share of the pixels may differ.
const PIXEL_TOLERANCE: f64 = 0.005;
/// Discord shows an attachment of this size at once; ours stay below it.
pub const MAX_PNG_BYTES: usize = 100 * 1024;

/// Renders `picture`, checks it is a PNG within [`MAX_PNG_BYTES`], and compares it with
/// the stored golden picture `name` (or stores it, with `GOLDEN_UPDATE=1`).
pub fn golden(name: &str, picture: &Picture<String>) -> Png {
    let drawn = png(picture).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(
        drawn.bytes.len() <= MAX_PNG_BYTES,
        "{name}: {} bytes",
        drawn.bytes.len()
    );
    let path = folder().join(format!("{name}.png"));
    if std::env::var_os("GOLDEN_UPDATE").is_some_and(|v| v == "1") {
        std::fs::write(&path, &drawn.bytes).unwrap();
        return drawn;
    }
    let stored = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run GOLDEN_UPDATE=1 cargo test --test pictures to make it",
            path.display()
        )
    });
    let (now, then) = (decode(&drawn.bytes), decode(&stored));
    let same_size = (now.width(), now.height()) == (then.width(), then.height());
    let differing = if same_size {
        differing(&now, &then)
    } else {
        1.0
    };
    if differing > PIXEL_TOLERANCE {
        let failures = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("golden-failures");
        let _ = std::fs::create_dir_all(&failures);
        let _ = std::fs::write(failures.join(format!("{name}.png")), &drawn.bytes);
        panic!(
            "{name}: {:.2} % of the pixels differ from {} (drawn now: {}/{name}.png; \
             GOLDEN_UPDATE=1 stores it)",
            differing * 100.0,
            path.display(),
            failures.display()
        );
    }
    drawn
}

/// `picture` with its words in `lang` and seats named "Anna", "Bálint", … — strictly:
/// a missing message or argument fails the test.
pub fn localized(picture: &Picture, lang: Lang) -> Picture<String> {
    let names = |seat: Seat| NAMES[seat.index() % NAMES.len()].to_owned();
    picture.localize(|text| {
        Localizer::global()
            .try_render(lang, text, &names)
            .unwrap_or_else(|e| panic!("{lang} {}: {e}", text.id))
    })
}

/// The players' names [`localized`] gives the seats: Latin, Greek and Cyrillic.
pub const NAMES: [&str; 6] = ["Anna", "Bálint", "Ζωή", "Дмитрий", "Őrs", "Eve"];

/// Every word of `picture` (its labels, in order).
pub fn words(picture: &Picture<String>) -> Vec<&str> {
    picture
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Label { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The share of pixels of two pictures of one size that differ.
pub fn differing(a: &Pixmap, b: &Pixmap) -> f64 {
    let count = a
        .data()
        .chunks_exact(4)
        .zip(b.data().chunks_exact(4))
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count();
    count as f64 / (a.width() * a.height()).max(1) as f64
}

/// The pixels of a PNG file.
pub fn decode(bytes: &[u8]) -> Pixmap {
    Pixmap::decode_png(bytes).expect("a valid PNG")
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}
