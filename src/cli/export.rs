//! `gametable export`: a stored game's record as JSON.

use super::local::LOCAL_CHANNEL;
use super::output::{print_error, print_line};
use super::DbArgs;
use crate::table::{ChannelId, GameId};
use clap::Args;

/// Options of `gametable export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The game id; the newest game of `--channel` when omitted.
    #[arg(long)]
    pub game: Option<i64>,
    /// The channel whose newest game to export (the local table by default).
    #[arg(long, default_value_t = LOCAL_CHANNEL.0)]
    pub channel: u64,
    /// The stored rows as they are (for a damaged game whose record cannot be read):
    /// the game's columns and its events with their data as stored text.
    #[arg(long)]
    pub raw: bool,
    #[command(flatten)]
    pub db: DbArgs,
}

/// Prints the record; exit code 1 when there is none.
pub async fn run(args: ExportArgs) -> anyhow::Result<i32> {
    let store = args.db.open_read_only()?;
    let id = match args.game {
        Some(id) => Some(GameId(id)),
        None => store.latest_game(ChannelId(args.channel)).await?,
    };
    let exported = match (id, args.raw) {
        (Some(id), true) => store.export_raw(id).await?,
        (Some(id), false) => store
            .export(id)
            .await?
            .map(serde_json::to_value)
            .transpose()?,
        (None, _) => None,
    };
    match exported {
        Some(exported) => {
            print_line(serde_json::to_string_pretty(&exported)?)?;
            Ok(0)
        }
        None => {
            print_error("gametable: no such game");
            Ok(1)
        }
    }
}
