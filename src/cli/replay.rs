//! `gametable replay`: rebuild a game from an exported record.

use super::output::{print_error, print_line};
use crate::engine::{Actors, Viewer};
use crate::games::registry;
use crate::i18n::{Lang, Localizer};
use crate::store::{Record, Replayed};
use clap::Args;
use serde_json::json;
use std::path::{Path, PathBuf};

/// Options of `gametable replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record file (JSON, see docs/records.md).
    pub file: PathBuf,
    /// Print the final public state as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// The language of the text output.
    #[arg(long, default_value = "en")]
    pub lang: Lang,
}

/// Replays the record: exit code 0, or 1 with the reason when the file cannot be read, is
/// of another format, or the record is refused (a refused event is named by its index).
pub fn run(args: ReplayArgs) -> anyhow::Result<i32> {
    let Some((record, replayed)) = load(&args.file) else {
        return Ok(1);
    };
    let game = replayed.game;
    let outcome = game.outcome();
    if args.json {
        let state = json!({
            "game": record.game,
            "over": game.actors() == Actors::Over,
            "scores": game.scores(),
            "winners": outcome.map(|o| o.winners).unwrap_or_default(),
            "events": record.events.len(),
            "players": replayed.players.iter().map(|p| &p.name).collect::<Vec<_>>(),
            "view": game.view_json(Viewer::Public),
        });
        print_line(state)?;
    } else {
        let names = |seat: crate::engine::Seat| {
            replayed
                .players
                .get(seat.index())
                .map_or_else(|| seat.to_string(), |p| p.name.clone())
        };
        for line in game.view_text(Viewer::Public).table {
            print_line(Localizer::global().render(args.lang, &line, &names))?;
        }
    }
    Ok(0)
}

/// Reads and replays the record `file` as one from outside (checked); None after saying
/// why on standard error when the file cannot be read, is of another format, or the
/// record is refused.
pub(super) fn load(file: &Path) -> Option<(Record, Replayed)> {
    let record = match std::fs::read(file) {
        Ok(bytes) => Record::from_json(&bytes),
        Err(e) => {
            print_error(format_args!(
                "gametable: cannot read {}: {e}",
                file.display()
            ));
            return None;
        }
    };
    let record = match record {
        Ok(record) => record,
        Err(why) => {
            print_error(format_args!("gametable: {} {why}", file.display()));
            return None;
        }
    };
    match record.replay_checked(&registry()) {
        Ok(replayed) => Some((record, replayed)),
        Err(e) => {
            print_error(format_args!("gametable: {}: {e}", file.display()));
            None
        }
    }
}
