//! The render room: a localized [`Picture`] drawn as a PNG, for any game. Games describe
//! their pictures as data (`engine::picture`); this room turns that data into an SVG
//! document ([`svg`]) with a colour-blind-safe palette and a mark per suit colour
//! ([`palette`]) and the embedded fonts ([`font`]), renders it with `resvg` and encodes
//! the pixels as an RGB PNG. Transports and the CLI use it; it depends on `engine` only,
//! and no game imports it. See docs/pictures.md.

mod cache;
mod fit;
mod font;
mod palette;
mod svg;

use crate::engine::Picture;
use resvg::{tiny_skia, usvg};

pub use cache::Cache;

/// The largest side of a picture drawn, in pixels (Discord shows far less).
pub const MAX_SIDE: u16 = 4096;

/// Changes whenever the drawing of the same picture changes, so content hashes of
/// pictures drawn differently differ.
const DRAWING: u64 = 1;

/// A rendered picture: the PNG file and the hash of the picture it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    /// The PNG file.
    pub bytes: Vec<u8>,
    /// [`content_hash`] of the picture.
    pub hash: u64,
}

/// Why a picture could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A side is 0 or larger than [`MAX_SIDE`].
    #[error("a picture of {width}×{height} pixels cannot be drawn (each side 1 to {MAX_SIDE})")]
    Size {
        /// Its width.
        width: u16,
        /// Its height.
        height: u16,
    },
    /// The SVG document made from the picture was refused (a bug of [`svg`]).
    #[error("the picture's drawing is not valid SVG: {0}")]
    Svg(#[from] usvg::Error),
    /// The pixels could not be encoded.
    #[error("the picture cannot be encoded as PNG: {0}")]
    Encode(#[from] png::EncodingError),
}

/// Draws `picture` as a PNG.
pub fn png(picture: &Picture<String>) -> Result<Png, RenderError> {
    let (width, height) = (picture.width, picture.height);
    let size_error = RenderError::Size { width, height };
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(size_error);
    }
    let mut pixmap =
        tiny_skia::Pixmap::new(u32::from(width), u32::from(height)).ok_or(size_error)?;
    let options = usvg::Options {
        fontdb: font::database(),
        font_family: font::FAMILY.to_owned(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&svg::document(picture), &options)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    Ok(Png {
        bytes: encode(&pixmap)?,
        hash: content_hash(picture),
    })
}

/// The hash of `picture`'s content (FNV-1a over its JSON and the drawing's version):
/// equal pictures have equal hashes in every process and on every machine.
pub fn content_hash(picture: &Picture<String>) -> u64 {
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    hasher.eat(&DRAWING.to_le_bytes());
    // Writing JSON into a hasher cannot fail: the picture has string keys only and the
    // hasher never refuses bytes.
    let _ = serde_json::to_writer(&mut hasher, picture);
    hasher.0
}

/// The pixels as an RGB PNG (the background is opaque, so alpha says nothing).
fn encode(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|pixel| [pixel[0], pixel[1], pixel[2]])
        .collect();
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.write_header()?.write_image_data(&rgb)?;
    Ok(bytes)
}

/// The 64-bit FNV-1a hash, fed as an `io::Write`.
struct Fnv(u64);

impl Fnv {
    fn eat(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 = (self.0 ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl std::io::Write for Fnv {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.eat(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Anchor, Hue, Item};

    fn sample(rank: &str) -> Picture<String> {
        Picture {
            width: 120,
            height: 90,
            background: Hue::Felt,
            items: vec![
                Item::Card {
                    x: 10.0,
                    y: 10.0,
                    width: 50.0,
                    hue: Hue::Blue,
                    rank: rank.into(),
                    face_down: false,
                },
                Item::Label {
                    x: 70.0,
                    y: 40.0,
                    text: "Ωω Жж Őő".into(),
                    size: 14.0,
                    hue: Hue::White,
                    anchor: Anchor::Start,
                    bold: false,
                },
            ],
        }
    }

    #[test]
    fn a_picture_becomes_a_png_of_its_size_with_its_hash() {
        let picture = sample("7");
        let png = png(&picture).unwrap();
        assert!(png.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
        let pixmap = tiny_skia::Pixmap::decode_png(&png.bytes).unwrap();
        assert_eq!((pixmap.width(), pixmap.height()), (120, 90));
        assert_eq!(png.hash, content_hash(&picture));
    }

    #[test]
    fn the_hash_is_fixed_and_follows_the_content() {
        assert_eq!(content_hash(&sample("7")), content_hash(&sample("7")));
        assert_ne!(content_hash(&sample("7")), content_hash(&sample("8")));
        // Fixed across processes and machines (FNV-1a of the version and the JSON, as
        // computed independently): a stored hash stays valid.
        let empty = Picture::<String> {
            width: 1,
            height: 1,
            background: Hue::Felt,
            items: Vec::new(),
        };
        assert_eq!(content_hash(&empty), 0xaa05_bd88_be04_b96a);
    }

    #[test]
    fn empty_and_huge_pictures_are_refused() {
        for (width, height) in [(0, 10), (10, 0), (MAX_SIDE + 1, 10)] {
            let picture = Picture::<String> {
                width,
                height,
                background: Hue::Felt,
                items: Vec::new(),
            };
            assert!(matches!(png(&picture), Err(RenderError::Size { .. })));
        }
    }
}
