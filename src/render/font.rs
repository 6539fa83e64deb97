//! The embedded fonts: DejaVu Sans and DejaVu Sans Bold (Latin, Greek and Cyrillic;
//! licence in `assets/fonts/LICENSE-DejaVu.txt`), loaded once into the font database
//! every rendering shares, so pictures look the same on every machine.

use resvg::usvg::fontdb::Database;
use std::sync::{Arc, OnceLock};

/// The font family every label is drawn in.
pub const FAMILY: &str = "DejaVu Sans";

const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The process-wide database of the embedded fonts (no system font is consulted).
pub fn database() -> Arc<Database> {
    static FONTS: OnceLock<Arc<Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = Database::new();
            fonts.load_font_data(REGULAR.to_vec());
            fonts.load_font_data(BOLD.to_vec());
            fonts.set_sans_serif_family(FAMILY);
            Arc::new(fonts)
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use skrifa::{FontRef, MetadataProvider};

    #[test]
    fn both_faces_have_latin_greek_and_cyrillic_glyphs() {
        let fonts = database();
        assert_eq!(fonts.faces().count(), 2);
        for face in fonts.faces() {
            let missing = fonts
                .with_face_data(face.id, |data, index| {
                    let font = FontRef::from_index(data, index).ok()?;
                    let charmap = font.charmap();
                    let letters = "AaŐőŰűÉéΩωΣσάЖжЩщЁё0123456789–";
                    Some(
                        letters
                            .chars()
                            .filter(|c| charmap.map(*c).is_none())
                            .collect::<String>(),
                    )
                })
                .flatten();
            assert_eq!(missing.as_deref(), Some(""), "{:?}", face.families);
        }
    }
}
