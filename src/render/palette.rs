//! The colours and marks of [`Hue`]s: a colour-blind-safe palette (Okabe–Ito) for the
//! suit colours, each with a shape of its own, so a suit is told by its mark as well as
//! its hue (docs/pictures.md has the table).

use crate::engine::Hue;

/// The shape that marks a suit colour wherever it is drawn (cards, tokens, dice pips).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Red.
    Circle,
    /// Blue.
    Square,
    /// Yellow.
    Triangle,
    /// Green.
    Diamond,
    /// Orange.
    Star,
    /// Purple.
    Hexagon,
}

/// The SVG colour of `hue`.
pub fn colour(hue: Hue) -> &'static str {
    match hue {
        Hue::Red => "#D55E00",
        Hue::Blue => "#0072B2",
        Hue::Yellow => "#F0E442",
        Hue::Green => "#009E73",
        Hue::Orange => "#E69F00",
        Hue::Purple => "#CC79A7",
        Hue::Black => "#222222",
        Hue::White => "#FFFFFF",
        Hue::Grey => "#9A9A9A",
        Hue::Felt => "#2F5D50",
        Hue::Paper => "#FAF6EC",
        Hue::Ink => "#1B1B1B",
    }
}

/// The colour that reads well drawn on `hue` (text, pips, marks).
pub fn on(hue: Hue) -> &'static str {
    match hue {
        Hue::Yellow | Hue::Orange | Hue::Purple | Hue::White | Hue::Grey | Hue::Paper => {
            colour(Hue::Ink)
        }
        Hue::Red | Hue::Blue | Hue::Green | Hue::Black | Hue::Felt | Hue::Ink => colour(Hue::White),
    }
}

/// The mark of a suit colour; None for the other hues.
pub fn mark(hue: Hue) -> Option<Mark> {
    match hue {
        Hue::Red => Some(Mark::Circle),
        Hue::Blue => Some(Mark::Square),
        Hue::Yellow => Some(Mark::Triangle),
        Hue::Green => Some(Mark::Diamond),
        Hue::Orange => Some(Mark::Star),
        Hue::Purple => Some(Mark::Hexagon),
        _ => None,
    }
}

/// The SVG path data of `mark` centred at (`cx`, `cy`) within a circle of radius `r`.
pub fn path(mark: Mark, cx: f32, cy: f32, r: f32) -> String {
    let polygon = |corners: usize, turn: f32, radius: &dyn Fn(usize) -> f32| {
        let mut d = String::new();
        for i in 0..corners {
            let angle = turn + i as f32 * std::f32::consts::TAU / corners as f32;
            let (x, y) = (cx + radius(i) * angle.cos(), cy + radius(i) * angle.sin());
            d.push_str(&format!("{}{x:.1} {y:.1}", if i == 0 { "M" } else { "L" }));
        }
        d.push('Z');
        d
    };
    let up = -std::f32::consts::FRAC_PI_2;
    match mark {
        Mark::Circle => format!(
            "M{:.1} {cy:.1}A{r:.1} {r:.1} 0 1 0 {:.1} {cy:.1}A{r:.1} {r:.1} 0 1 0 {:.1} {cy:.1}Z",
            cx - r,
            cx + r,
            cx - r
        ),
        Mark::Square => {
            let s = r * 0.8;
            format!(
                "M{:.1} {:.1}h{:.1}v{:.1}h{:.1}Z",
                cx - s,
                cy - s,
                2.0 * s,
                2.0 * s,
                -2.0 * s
            )
        }
        Mark::Triangle => polygon(3, up, &|_| r),
        Mark::Diamond => polygon(4, up, &|_| r),
        Mark::Star => polygon(10, up, &|i| if i % 2 == 0 { r } else { r * 0.45 }),
        Mark::Hexagon => polygon(6, 0.0, &|_| r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUITS: [Hue; 6] = [
        Hue::Red,
        Hue::Blue,
        Hue::Yellow,
        Hue::Green,
        Hue::Orange,
        Hue::Purple,
    ];

    #[test]
    fn every_suit_has_its_own_colour_and_its_own_mark() {
        for (i, a) in SUITS.iter().enumerate() {
            assert!(mark(*a).is_some(), "{a:?}");
            for b in &SUITS[i + 1..] {
                assert_ne!(colour(*a), colour(*b));
                assert_ne!(mark(*a), mark(*b));
            }
        }
        assert_eq!(mark(Hue::Grey), None);
    }

    #[test]
    fn marks_are_closed_paths_inside_their_circle() {
        for hue in SUITS {
            let d = path(mark(hue).unwrap(), 50.0, 50.0, 10.0);
            assert!(d.starts_with('M') && d.ends_with('Z'), "{d}");
            let numbers = d
                .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                .filter_map(|n| n.parse::<f32>().ok());
            assert!(
                numbers.into_iter().all(|n| (-20.0..=61.0).contains(&n)),
                "{d}"
            );
        }
    }
}
