//! The schema of the SQLite store: the versioned files of `migrations/sqlite/`, run by
//! refinery, which keeps what it applied in `refinery_schema_history`.
//!
//! Databases from before refinery count their migrations in `PRAGMA user_version` only:
//! the first opening marks those as applied (without running them) and runs the rest.
//! `user_version` stays in step with the applied version, so that a gametable from
//! before refinery still refuses a database that a newer one changed.
//!
//! Never edit a shipped migration file (refinery refuses a database whose applied
//! migration differs from its file): add the next version, in `migrations/postgres/` too.

use super::db_error;
use crate::store::StoreError;
use refinery::{Runner, Target};
use rusqlite::Connection;

mod embedded {
    refinery::embed_migrations!("migrations/sqlite");
}

/// Where refinery keeps the migrations it applied.
const HISTORY: &str = "refinery_schema_history";

/// The migrations this binary knows; the pending ones run in one transaction, so that a
/// failed upgrade leaves the database as it was.
fn runner() -> Runner {
    embedded::migrations::runner().set_grouped(true)
}

/// The newest schema version this binary knows.
pub(super) fn known() -> usize {
    let versions = runner().get_migrations().iter().map(|m| m.version()).max();
    versions.map_or(0, |v| usize::try_from(v).unwrap_or(0))
}

/// The schema version of the database: the newest migration applied, as refinery's
/// history or `user_version` says (whichever is newer: either is written by a newer
/// gametable). Reads only.
pub(super) fn applied(conn: &Connection) -> rusqlite::Result<usize> {
    let user_version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    let history = match has_history(conn)? {
        true => conn.query_row(&format!("SELECT MAX(version) FROM {HISTORY}"), [], |row| {
            row.get::<_, Option<i64>>(0)
        })?,
        false => None,
    };
    let newest = user_version.max(history.unwrap_or(0));
    Ok(usize::try_from(newest).unwrap_or(usize::MAX))
}

fn has_history(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
        [HISTORY],
        |row| row.get::<_, i64>(0),
    )
    .map(|count| count > 0)
}

/// Brings the database to the newest schema. The caller has checked that it is not newer
/// than this binary knows.
pub(super) fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    match migrate_once(conn) {
        // Another process opening the same new file may have migrated it at the same
        // moment (its transaction went first): its migrations are in the history now, and
        // running them again finds nothing left to do, or fails for a real reason.
        Err(e) => {
            tracing::info!(error = %e, "migrating the database failed once; trying again");
            migrate_once(conn)
        }
        done => done,
    }
}

fn migrate_once(conn: &mut Connection) -> Result<(), StoreError> {
    if !has_history(conn).map_err(db_error)? {
        let legacy = applied(conn).map_err(db_error)?;
        if legacy > 0 {
            let version = i32::try_from(legacy).map_err(StoreError::unavailable)?;
            runner()
                .set_target(Target::FakeVersion(version))
                .run(conn)
                .map_err(StoreError::unavailable)?;
            tracing::info!(
                version,
                "marked the migrations of a database from before refinery as applied"
            );
        }
    }
    let report = runner().run(conn).map_err(StoreError::unavailable)?;
    for migration in report.applied_migrations() {
        tracing::info!(
            version = migration.version(),
            name = migration.name(),
            "applied schema migration"
        );
    }
    let version = applied(conn).map_err(db_error)?;
    conn.pragma_update(None, "user_version", version as i64)
        .map_err(db_error)
}
