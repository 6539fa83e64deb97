//! Opening the database file: a new one is readable by its owner only (and so are the
//! `-wal` and `-shm` files SQLite keeps beside it, which take its permissions), one
//! written by a newer gametable is refused untouched (its version is read before anything
//! runs), a read-only opening writes nothing, and every failure names the file and its
//! real cause.

use super::StoreError;
use rusqlite::{ffi, Connection, DatabaseName, ErrorCode, OpenFlags};
use std::path::Path;

/// How a command uses the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Reads and writes; the file and its folder are created when missing.
    ReadWrite,
    /// Only reads (`export`); the file is neither created nor changed.
    ReadOnly,
}

/// Opens the database at `path`, whose schema this binary knows up to version `known`. A
/// read-write connection is in WAL mode with full syncs.
pub fn connect(path: &Path, access: Access, known: usize) -> Result<Connection, StoreError> {
    let flags = match access {
        Access::ReadWrite => {
            create_private(path)?;
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX
        }
        Access::ReadOnly => OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    };
    let fail = |e: rusqlite::Error| cannot_open(path, &e);
    let conn = Connection::open_with_flags(path, flags).map_err(fail)?;
    if access == Access::ReadWrite && conn.is_readonly(DatabaseName::Main).unwrap_or(false) {
        let cause = why_not_writable(path).unwrap_or_else(|| "SQLite opened it read-only".into());
        return Err(StoreError::unavailable(format!(
            "cannot write the database {}: {cause}",
            path.display()
        )));
    }
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(fail)?;
    // Room for every statement the store writes with, each parsed once.
    conn.set_prepared_statement_cache_capacity(64);
    let version = super::migrate::applied(&conn).map_err(fail)?;
    check_version(path, access, version, known)?;
    if access == Access::ReadWrite {
        // WAL lets readers run beside the writer; FULL syncs every commit, so an
        // acknowledged move survives a power cut as well as a killed process.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(fail)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(fail)?;
    }
    Ok(conn)
}

/// A newer gametable may have changed what the tables mean: its database is left alone.
/// A read-only opening cannot migrate, so it needs the schema this binary knows.
fn check_version(
    path: &Path,
    access: Access,
    version: usize,
    known: usize,
) -> Result<(), StoreError> {
    let path = path.display();
    if version > known {
        return Err(StoreError::unavailable(format!(
            "the database {path} has schema version {version}, written by a newer gametable; \
             this one knows versions up to {known} and leaves it untouched"
        )));
    }
    if access == Access::ReadOnly && version < known {
        return Err(StoreError::unavailable(format!(
            "the database {path} has schema version {version}, older than this gametable's \
             {known}; reading it does not upgrade it (`gametable local` or the bot does)"
        )));
    }
    Ok(())
}

/// Creates the folder of `path` and, when the file is missing, an empty database file that
/// only its owner may read and write (SQLite gives its `-wal` and `-shm` files the same
/// permissions).
pub(super) fn create_private(path: &Path) -> Result<(), StoreError> {
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| {
            let cause = blocking_file(dir).map_or_else(
                || e.to_string(),
                |file| format!("{} is a file, not a folder", file.display()),
            );
            StoreError::unavailable(format!(
                "cannot create the folder {} of the database {}: {cause}",
                dir.display(),
                path.display()
            ))
        })?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(StoreError::unavailable(format!(
            "cannot create the database {}: {e}",
            path.display()
        ))),
    }
}

/// The nearest ancestor of `dir` that exists and is not a folder.
fn blocking_file(dir: &Path) -> Option<&Path> {
    dir.ancestors().find(|a| a.exists()).filter(|a| !a.is_dir())
}

/// What SQLite's `error` about the file at `path` means.
pub(super) fn cannot_open(path: &Path, error: &rusqlite::Error) -> StoreError {
    let code = error.sqlite_error();
    let cause = match code {
        Some(e) if e.extended_code == ffi::SQLITE_READONLY_DIRECTORY => {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            format!(
                "its folder {} is read-only, and SQLite must create {name}-wal and \
                 {name}-shm beside it",
                folder(path).display()
            )
        }
        Some(e) if e.code == ErrorCode::CannotOpen => {
            why_not_readable(path).unwrap_or_else(|| error.to_string())
        }
        Some(e) if e.code == ErrorCode::NotADatabase => "it is not a SQLite database".into(),
        Some(e) if e.code == ErrorCode::ReadOnly => {
            why_not_writable(path).unwrap_or_else(|| error.to_string())
        }
        _ => error.to_string(),
    };
    StoreError::unavailable(format!(
        "cannot open the database {}: {cause}",
        path.display()
    ))
}

/// The folder a file is in (`.` for a bare file name).
fn folder(path: &Path) -> &Path {
    path.parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Why the file at `path` cannot be read, if the file system says.
fn why_not_readable(path: &Path) -> Option<String> {
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some("it does not exist".into()),
        Err(e) => Some(e.to_string()),
        Ok(meta) if meta.is_dir() => Some("it is a folder, not a file".into()),
        Ok(_) => std::fs::File::open(path).err().map(|e| e.to_string()),
    }
}

/// Why the file at `path` cannot be written, as the file system says when asked to open
/// it for writing (which changes nothing).
fn why_not_writable(path: &Path) -> Option<String> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .err()
        .map(|e| e.to_string())
}
