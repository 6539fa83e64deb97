//! The final-score picture: a bar chart of each seat's score after each round, for any
//! game (from [`crate::engine::Game::round_scores`]). Pure data like a game's own
//! pictures; its words are `picture-*` messages, and the game's own for its title and its
//! legend; the seats are named later.

use super::{Anchor, AnyGame, Hue, Item, Picture, Seat, Text};

/// The seats' colours, in seat order (repeating after six); each has its own mark.
const SEAT_HUES: [Hue; 6] = [
    Hue::Red,
    Hue::Blue,
    Hue::Yellow,
    Hue::Green,
    Hue::Orange,
    Hue::Purple,
];

const LEFT: f32 = 64.0;
const RIGHT: f32 = 24.0;
const TOP: f32 = 56.0;
const PLOT: f32 = 220.0;
const ROW: f32 = 26.0;
const MIN_WIDTH: f32 = 560.0;
const MAX_WIDTH: f32 = 1600.0;
/// The width a round's bars get when there is room.
const GROUP: f32 = 88.0;
/// The widest a bar is drawn.
const BAR: f32 = 40.0;
/// The width a round's label needs.
const ROUND_LABEL: f32 = 76.0;

/// The chart at the end of `game`: its scores after each round, under the game's title
/// for them ([`crate::engine::Game::chart_title`]), with each seat's line of the final
/// standings ([`crate::engine::Game::final_score_text`]) as the legend, so that placings
/// read as places and points as points.
pub fn final_chart(game: &dyn AnyGame) -> Picture {
    let rounds = game.round_scores();
    let last = rounds.last().cloned().unwrap_or_default();
    let legend = (0..game.seats())
        .map(|seat| game.final_score_text(Seat(seat as u8), &last))
        .collect();
    score_chart(game.chart_title(), legend, &rounds)
}

/// A bar chart titled `title` of the scores per round of as many seats as `legend` has
/// lines: `rounds[r][s]` is seat `s`'s score after round `r` (a missing score counts as
/// 0). Bars below the zero line are negative scores; each bar ends in its seat's mark, and
/// the legend gives each seat's mark with its line.
pub fn score_chart(title: Text, legend: Vec<Text>, rounds: &[Vec<i64>]) -> Picture {
    let seats = legend.len();
    let count = rounds.len().max(1) as f32;
    let width = (LEFT + RIGHT + GROUP * count).clamp(MIN_WIDTH, MAX_WIDTH);
    let group = (width - LEFT - RIGHT) / count;
    let score = |round: &Vec<i64>, seat: usize| round.get(seat).copied().unwrap_or(0);
    let scores = || {
        rounds
            .iter()
            .flat_map(|r| (0..seats).map(move |s| score(r, s)))
    };
    let scale = Scale::new(
        scores().min().unwrap_or(0).min(0),
        scores().max().unwrap_or(0).max(0),
    );
    let legend_rows = seats.div_ceil(2) as f32;
    let height = TOP + PLOT + 40.0 + legend_rows * ROW + 8.0;
    let mut items = vec![label(LEFT, 34.0, title, 20.0, Anchor::Start)];
    items.extend(scale.grid(width));
    let bar = (group * 0.8 / seats.max(1) as f32).min(BAR);
    for (r, round) in rounds.iter().enumerate() {
        let left = LEFT + group * r as f32 + (group - bar * seats as f32) * 0.5;
        for seat in 0..seats {
            items.extend(bar_of(
                left + bar * seat as f32,
                bar,
                seat,
                score(round, seat),
                &scale,
            ));
        }
    }
    let every = (ROUND_LABEL / group).ceil().max(1.0) as usize;
    for r in (0..rounds.len()).filter(|r| (r + 1) % every == 0 || every == 1) {
        let text = Text::new("picture-round").arg("round", r + 1);
        let x = LEFT + group * (r as f32 + 0.5);
        items.push(label(x, TOP + PLOT + 22.0, text, 13.0, Anchor::Middle));
    }
    let column = (width - LEFT - RIGHT) / 2.0;
    for (seat, line) in legend.into_iter().enumerate() {
        let x = LEFT + column * (seat % 2) as f32;
        let y = TOP + PLOT + 40.0 + ROW * (seat / 2) as f32 + ROW * 0.5;
        items.push(Item::Token {
            cx: x + 8.0,
            cy: y,
            radius: 8.0,
            hue: SEAT_HUES[seat % SEAT_HUES.len()],
            mark: String::new(),
        });
        items.push(label(x + 24.0, y + 5.0, line, 14.0, Anchor::Start));
    }
    Picture {
        width: width as u16,
        height: height as u16,
        background: Hue::Paper,
        items,
    }
}

/// One seat's bar from the zero line to `value`, ending in its mark.
fn bar_of(x: f32, width: f32, seat: usize, value: i64, scale: &Scale) -> Vec<Item> {
    let hue = SEAT_HUES[seat % SEAT_HUES.len()];
    let (top, bottom) = (scale.y(value.max(0)), scale.y(value.min(0)));
    let mut items = vec![Item::Panel {
        x,
        y: top,
        width: (width - 1.0).max(1.0),
        height: (bottom - top).max(1.0),
        fill: hue,
        outline: (width >= 6.0).then_some(Hue::Ink),
    }];
    let radius = (width * 0.45).min(8.0);
    if radius >= 3.0 {
        let cy = if value < 0 {
            bottom + radius + 2.0
        } else {
            top - radius - 2.0
        };
        items.push(Item::Token {
            cx: x + width * 0.5,
            cy,
            radius,
            hue,
            mark: String::new(),
        });
    }
    items
}

/// The vertical axis: from `low` to `high` in `step`s, all round numbers.
struct Scale {
    low: i64,
    high: i64,
    step: i64,
}

impl Scale {
    /// A scale showing every value from `min` to `max` (0 among them) with room for
    /// the marks beyond the bars' ends, in about four steps of 1, 2 or 5 times a power
    /// of ten.
    fn new(min: i64, max: i64) -> Scale {
        let span = max.saturating_sub(min).max(1);
        let rough = span / 4 + 1;
        let mut power = 1i64;
        while power.saturating_mul(10) <= rough {
            power = power.saturating_mul(10);
        }
        let step = [1, 2, 5, 10]
            .into_iter()
            .map(|m| power.saturating_mul(m))
            .find(|s| *s >= rough)
            .unwrap_or(power);
        let room = span / 8 + 1;
        let high = (max.saturating_add(room).saturating_add(step - 1) / step).saturating_mul(step);
        let low = if min < 0 {
            min.saturating_sub(room)
                .div_euclid(step)
                .saturating_mul(step)
        } else {
            0
        };
        Scale { low, high, step }
    }

    /// The height in the picture of `value`.
    fn y(&self, value: i64) -> f32 {
        TOP + PLOT * (self.high - value) as f32 / (self.high - self.low) as f32
    }

    /// The grid lines with their numbers, the zero line darker.
    fn grid(&self, width: f32) -> Vec<Item> {
        let mut items = Vec::new();
        let mut value = self.low;
        while value <= self.high {
            let y = self.y(value);
            items.push(Item::Panel {
                x: LEFT,
                y: y - 0.5,
                width: width - LEFT - RIGHT,
                height: if value == 0 { 2.0 } else { 1.0 },
                fill: if value == 0 { Hue::Ink } else { Hue::Grey },
                outline: None,
            });
            let text = Text::new("picture-score").arg("score", value);
            items.push(label(LEFT - 8.0, y + 4.5, text, 12.0, Anchor::End));
            value += self.step;
        }
        items
    }
}

fn label(x: f32, y: f32, text: Text, size: f32, anchor: Anchor) -> Item {
    Item::Label {
        x,
        y,
        text,
        size,
        hue: Hue::Ink,
        anchor,
        bold: size >= 20.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Arg;

    /// A chart of `seats` seats titled "Scores", each seat's legend line naming it.
    fn chart(seats: usize, rounds: &[Vec<i64>]) -> Picture {
        let legend = (0..seats)
            .map(|seat| Text::new("legend-line").arg("player", Seat(seat as u8)))
            .collect();
        score_chart(Text::new("picture-scores"), legend, rounds)
    }

    fn bars(picture: &Picture) -> Vec<(f32, f32, Hue)> {
        picture
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Panel {
                    y,
                    height,
                    fill,
                    outline: Some(_),
                    ..
                } => Some((*y, *height, *fill)),
                _ => None,
            })
            .collect()
    }

    fn texts(picture: &Picture) -> Vec<&Text> {
        picture
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Label { text, .. } => Some(text),
                _ => None,
            })
            .collect()
    }

    fn inside(picture: &Picture) -> bool {
        let (w, h) = (f32::from(picture.width), f32::from(picture.height));
        picture.items.iter().all(|item| match item {
            Item::Panel {
                x,
                y,
                width,
                height,
                ..
            } => *x >= 0.0 && *y >= 0.0 && x + width <= w && y + height <= h,
            Item::Token { cx, cy, radius, .. } => {
                cx - radius >= 0.0 && cy - radius >= 0.0 && cx + radius <= w && cy + radius <= h
            }
            Item::Label { x, y, .. } => (0.0..=w).contains(x) && (0.0..=h).contains(y),
            _ => true,
        })
    }

    #[test]
    fn one_bar_per_seat_and_round_with_a_title_rounds_and_a_legend() {
        let chart = chart(3, &[vec![1, 2, 0], vec![3, 2, 5]]);
        let bars = bars(&chart);
        assert_eq!(bars.len(), 6);
        assert_eq!(bars[0].2, Hue::Red);
        assert_eq!(bars[4].2, Hue::Blue);
        // Seat 2's 5 in round two is the tallest bar; its 0 in round one is a sliver.
        assert!(bars[5].1 > bars[3].1 && bars[5].1 > bars[4].1);
        assert_eq!(bars[2].1, 1.0);
        let texts = texts(&chart);
        assert_eq!(texts[0].id, "picture-scores");
        let rounds: Vec<_> = texts.iter().filter(|t| t.id == "picture-round").collect();
        assert_eq!(rounds.len(), 2);
        let players: Vec<_> = texts.iter().filter(|t| t.id == "legend-line").collect();
        assert_eq!(players.len(), 3, "the legend, a line a seat");
        assert_eq!(players[2].args[0], ("player", Arg::Seat(Seat(2))));
        assert!(inside(&chart));
    }

    #[test]
    fn negative_scores_hang_below_the_zero_line() {
        let chart = chart(2, &[vec![-7, 4]]);
        let zero = chart.items.iter().find_map(|item| match item {
            Item::Panel {
                y, fill: Hue::Ink, ..
            } => Some(*y + 0.5),
            _ => None,
        });
        let zero = zero.expect("a zero line");
        let bars = bars(&chart);
        assert!(
            (bars[0].0 - zero).abs() < 0.01,
            "the negative bar starts at zero"
        );
        assert!(
            (bars[1].0 + bars[1].1 - zero).abs() < 0.01,
            "the positive one ends there"
        );
        assert!(bars[0].1 > bars[1].1);
        let ticks = texts(&chart)
            .into_iter()
            .filter(|t| t.id == "picture-score")
            .filter_map(|t| match t.args[0].1 {
                Arg::Int(n) => Some(n),
                _ => None,
            })
            .collect::<Vec<_>>();
        assert!(ticks.first().is_some_and(|low| *low < -7), "{ticks:?}");
        assert!(ticks.last().is_some_and(|high| *high > 4), "{ticks:?}");
        assert!(inside(&chart));
    }

    #[test]
    fn many_rounds_stay_within_bounds_and_label_some_rounds() {
        let rounds: Vec<Vec<i64>> = (0..40).map(|r| vec![r * 3, 100 - r, -r]).collect();
        let chart = chart(3, &rounds);
        assert!(chart.width <= 1600);
        assert_eq!(bars(&chart).len(), 120);
        let labels = texts(&chart)
            .into_iter()
            .filter(|t| t.id == "picture-round")
            .count();
        assert!((5..40).contains(&labels), "{labels}");
        assert!(inside(&chart));
    }

    #[test]
    fn no_rounds_and_all_zero_scores_still_make_a_chart() {
        for rounds in [vec![], vec![vec![0, 0]]] {
            let chart = chart(2, &rounds);
            assert!(chart.width >= 560 && chart.height > 300);
            assert!(inside(&chart));
        }
    }
}
