//! `gametable ratings`: the ratings kept per server, rebuilt from the stored records.

use super::output::print_line;
use super::DbArgs;
use clap::{Args, Subcommand};

/// Options of `gametable ratings`.
#[derive(Args, Debug)]
pub struct RatingsArgs {
    /// What to do with the ratings.
    #[command(subcommand)]
    pub action: RatingsAction,
}

/// What `gametable ratings` does.
#[derive(Subcommand, Debug)]
pub enum RatingsAction {
    /// Forget every rating and rate every finished game again from its stored record, in
    /// the order the games ended: the same numbers as those kept game by game (and the
    /// ratings of games finished before this version).
    Rebuild(RebuildArgs),
}

/// Options of `gametable ratings rebuild`.
#[derive(Args, Debug)]
pub struct RebuildArgs {
    #[command(flatten)]
    pub db: DbArgs,
}

/// Runs `gametable ratings …`; exit code 1 when a finished game could not be read back.
pub fn run(args: RatingsArgs) -> anyhow::Result<i32> {
    match args.action {
        RatingsAction::Rebuild(args) => {
            let rebuilt = args
                .db
                .location()
                .rebuild_ratings(&crate::games::registry())?;
            print_line(format!(
                "Rebuilt the ratings from {} finished games: {} rated, {} unreadable.",
                rebuilt.finished,
                rebuilt.rated,
                rebuilt.unreadable.len()
            ))?;
            for (game, why) in &rebuilt.unreadable {
                print_line(format!("game {game}: {why}"))?;
            }
            Ok(i32::from(!rebuilt.unreadable.is_empty()))
        }
    }
}
