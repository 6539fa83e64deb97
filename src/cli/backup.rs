//! `gametable backup`: a copy of the SQLite database that is whole in one file and
//! consistent, taken while the bot or a local game may be using the database.

use super::output::print_line;
use super::DbArgs;
use crate::store::{Location, SqliteBackend};
use anyhow::bail;
use clap::Args;
use std::path::PathBuf;

/// Options of `gametable backup`.
#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The file to write the copy to (a SQLite database, opened like any other with
    /// `--db`).
    pub file: PathBuf,
    /// Replace the file if it exists.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub db: DbArgs,
}

/// Copies the database into the file.
pub fn run(args: BackupArgs) -> anyhow::Result<i32> {
    match args.db.location() {
        Location::Sqlite(path) => {
            SqliteBackend::backup(&path, &args.file, args.force)?;
            print_line(format_args!(
                "Backed up {} to {}.",
                path.display(),
                args.file.display()
            ))?;
            Ok(0)
        }
        Location::Postgres(url) => bail!(
            "{url} is a PostgreSQL database: back it up with pg_dump (see the README), \
             `gametable backup` copies SQLite files"
        ),
    }
}
