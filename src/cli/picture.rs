//! `gametable render`: a recorded game's picture as a PNG file, for a person to look at.

use super::output::print_error;
use super::replay::load;
use crate::engine::{final_chart, Seat, Viewer};
use crate::i18n::{Lang, Localizer};
use clap::Args;
use std::path::PathBuf;

/// Options of `gametable render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The record file (JSON, as `gametable export` writes it; see docs/records.md).
    #[arg(long)]
    pub state: PathBuf,
    /// The game the record must be of (any, when omitted).
    #[arg(long)]
    pub game: Option<String>,
    /// The language of the picture's words.
    #[arg(long, default_value = "en")]
    pub lang: Lang,
    /// The PNG file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Draw what the player in this seat (counting from 1) sees, their hand, instead of
    /// the public board.
    #[arg(long, conflicts_with = "chart")]
    pub seat: Option<usize>,
    /// Draw the final-score chart (scores per round) instead of the board.
    #[arg(long)]
    pub chart: bool,
}

/// Draws the picture of the record's last state: exit code 0, or 1 with the reason when
/// the record cannot be read or replayed, is of another game, the seat is not at the
/// table, the game draws no such picture, or the file cannot be written.
pub fn run(args: RenderArgs) -> anyhow::Result<i32> {
    let fail = |why: std::fmt::Arguments| {
        print_error(format_args!("gametable: {why}"));
        Ok(1)
    };
    let Some((record, replayed)) = load(&args.state) else {
        return Ok(1);
    };
    if let Some(game) = args.game.as_ref().filter(|game| **game != record.game) {
        let file = args.state.display();
        return fail(format_args!(
            "{file} is a game of {}, not {game}",
            record.game
        ));
    }
    let seats = replayed.players.len();
    let viewer = match args.seat {
        None => Viewer::Public,
        Some(seat @ 1..) if seat <= seats => Viewer::Seat(Seat((seat - 1) as u8)),
        Some(seat) => {
            return fail(format_args!(
                "seat {seat} is not at the table (1 to {seats})"
            ))
        }
    };
    let picture = if args.chart {
        Some(final_chart(replayed.game.as_ref()))
    } else {
        replayed.game.picture(viewer)
    };
    let Some(picture) = picture else {
        let whose = args
            .seat
            .map_or("the table".to_owned(), |s| format!("seat {s}"));
        return fail(format_args!(
            "{} draws no picture for {whose} (--chart draws the scores)",
            record.game
        ));
    };
    let names = |seat: Seat| {
        replayed
            .players
            .get(seat.index())
            .map_or_else(|| seat.to_string(), |p| p.name.clone())
    };
    let words = picture.localize(|text| Localizer::global().render(args.lang, text, &names));
    let png = match crate::render::png(&words) {
        Ok(png) => png,
        Err(e) => return fail(format_args!("{e}")),
    };
    if let Err(e) = std::fs::write(&args.out, &png.bytes) {
        return fail(format_args!("cannot write {}: {e}", args.out.display()));
    }
    Ok(0)
}
