//! The database as one file to copy. In WAL mode a commit lands in the `-wal` file beside
//! the database and reaches the main file only at a checkpoint, so a copy of `gametable.db`
//! alone may miss the newest games: the store checkpoints when it closes, and
//! [`backup`] copies a database in use through SQLite's online backup API, as one
//! consistent snapshot that needs no other file.

use super::open;
use super::{db_error, SqliteBackend, StoreError};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a backup waits for a lock another connection holds, between tries.
const BUSY_PAUSE: Duration = Duration::from_millis(50);
/// How many times a backup tries before it gives up on a database kept busy.
const BUSY_TRIES: u32 = 200;

impl SqliteBackend {
    /// Moves every committed page from the write-ahead log into the database file and
    /// empties the log (`PRAGMA wal_checkpoint(TRUNCATE)`).
    pub(super) fn checkpoint_wal(&mut self) -> Result<(), StoreError> {
        let busy: i64 = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get(0))
            .map_err(db_error)?;
        if busy != 0 {
            // Another connection (a reader, another process) still reads an older snapshot:
            // what was copied stays copied, the rest waits for the next checkpoint.
            tracing::warn!("the database was busy: its write-ahead log was not emptied");
        }
        Ok(())
    }

    /// Copies the database at `source` to a new file `target` (replaced if it exists and
    /// `overwrite`), consistent even while another process writes to `source`: one snapshot
    /// of it, as of one commit. The copy is made beside `target` and renamed into place, so
    /// `target` is never half written; it is readable by its owner only, like the
    /// database.
    pub fn backup(source: &Path, target: &Path, overwrite: bool) -> Result<(), StoreError> {
        if !overwrite && target.exists() {
            return Err(StoreError::unavailable(format!(
                "{} exists already (--force replaces it)",
                target.display()
            )));
        }
        let from = Connection::open_with_flags(
            source,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| open::cannot_open(source, &e))?;
        let partial = partial_path(target);
        let _ = std::fs::remove_file(&partial);
        let copied = copy_into(&from, &partial).and_then(|()| {
            std::fs::rename(&partial, target).map_err(|e| {
                StoreError::unavailable(format!("cannot write {}: {e}", target.display()))
            })
        });
        if copied.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
        copied
    }
}

/// Copies every page of `from` into a new database file at `path`, in one step.
fn copy_into(from: &Connection, path: &Path) -> Result<(), StoreError> {
    let fail = |e: rusqlite::Error| {
        StoreError::unavailable(format!("cannot back up into {}: {e}", path.display()))
    };
    open::create_private(path)?;
    let mut to = Connection::open(path).map_err(fail)?;
    {
        let backup = Backup::new(from, &mut to).map_err(fail)?;
        let mut tries = 0;
        // All pages at once: one read transaction on the source, so one snapshot. A
        // writer in WAL mode does not wait for it.
        while backup.step(-1).map_err(fail)? != StepResult::Done {
            tries += 1;
            if tries >= BUSY_TRIES {
                return Err(StoreError::unavailable(format!(
                    "cannot back up the database: it stayed locked for {:?}",
                    BUSY_PAUSE * BUSY_TRIES
                )));
            }
            std::thread::sleep(BUSY_PAUSE);
        }
    }
    // The copy says WAL mode as its source did: fold its own log in, so that the one file
    // is the whole copy.
    let mut copy = SqliteBackend { conn: to };
    copy.checkpoint_wal()?;
    let SqliteBackend { conn } = copy;
    conn.close().map_err(|(_, e)| fail(e))
}

/// Where the copy for `target` is made: beside it, so that the rename stays on one file
/// system.
fn partial_path(target: &Path) -> PathBuf {
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    target.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Backend;

    #[test]
    fn a_backup_refuses_an_existing_file_unless_told_to_replace_it() {
        let dir = tempfile::tempdir().expect("a folder");
        let db = dir.path().join("a.db");
        drop(SqliteBackend::open(&db).expect("the database opens"));
        let target = dir.path().join("copy.db");
        std::fs::write(&target, b"keep me").expect("a file");
        let refused = SqliteBackend::backup(&db, &target, false).expect_err("refused");
        assert!(refused.to_string().contains("--force"), "{refused}");
        assert_eq!(std::fs::read(&target).expect("kept"), b"keep me");
        SqliteBackend::backup(&db, &target, true).expect("replaced");
        assert!(SqliteBackend::open_read_only(&target).is_ok());
        assert!(!partial_path(&target).exists());
    }

    #[test]
    fn a_checkpoint_empties_the_write_ahead_log() {
        let dir = tempfile::tempdir().expect("a folder");
        let db = dir.path().join("a.db");
        let mut backend = SqliteBackend::open(&db).expect("the database opens");
        backend
            .write(&[crate::store::Write::Alive { at: 7 }])
            .expect("written");
        let wal = dir.path().join("a.db-wal");
        assert!(std::fs::metadata(&wal).expect("a log").len() > 0);
        backend.checkpoint().expect("checkpointed");
        assert_eq!(std::fs::metadata(&wal).expect("a log").len(), 0);
    }
}
