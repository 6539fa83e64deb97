//! Where the store lives, and opening it: a `postgres://` (or `postgresql://`) URL is a
//! PostgreSQL database, anything else a SQLite file. Both run their schema migrations
//! when opened for writing.

use super::shown_url;
use super::{Backend, PostgresBackend, Rebuilt, SqliteBackend, Store, StoreError};
use crate::engine::GameKind;
use std::path::{Path, PathBuf};

/// Where the store lives.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite database file (the default): one process at a time.
    Sqlite(PathBuf),
    /// A PostgreSQL database, which several processes may share.
    Postgres(DatabaseUrl),
}

/// The URL of a PostgreSQL database. It may hold a password: it prints without it, and
/// without any other secret it holds.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// The URL as given, password included: for connecting only, never for printing.
    pub(crate) fn secret(&self) -> &str {
        &self.0
    }

    /// Whether the URL holds a password or another secret (or cannot be read, so might):
    /// what it prints without.
    pub fn holds_secret(&self) -> bool {
        shown_url::holds_secret(&self.0)
    }
}

impl std::fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&shown_url::shown(&self.0))
    }
}

impl std::fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}

impl Location {
    /// Reads a location: a `postgres://` or `postgresql://` URL is a PostgreSQL database,
    /// anything else the path of a SQLite file.
    pub fn parse(text: &str) -> Location {
        let scheme = text.split_once("://").map(|(scheme, _)| scheme);
        match scheme {
            Some(s)
                if s.eq_ignore_ascii_case("postgres") || s.eq_ignore_ascii_case("postgresql") =>
            {
                Location::Postgres(DatabaseUrl(text.to_owned()))
            }
            _ => Location::Sqlite(PathBuf::from(text)),
        }
    }

    /// Opens (creating if needed) and migrates the store, and starts its writer thread.
    pub fn open(&self) -> Result<Store, StoreError> {
        Ok(Store::spawn(self.open_backend()?))
    }

    /// Opens the store for reading only: nothing is created, migrated or written, and its
    /// schema must be the one this binary knows.
    pub fn open_read_only(&self) -> Result<Store, StoreError> {
        Ok(match self {
            Location::Sqlite(path) => Store::spawn(SqliteBackend::open_read_only(path)?),
            Location::Postgres(url) => Store::spawn(PostgresBackend::open_read_only(url)?),
        })
    }

    /// Opens (creating if needed) and migrates the store, to use it directly.
    pub fn open_backend(&self) -> Result<Box<dyn Backend>, StoreError> {
        Ok(match self {
            Location::Sqlite(path) => Box::new(SqliteBackend::open(path)?),
            Location::Postgres(url) => Box::new(PostgresBackend::open(url)?),
        })
    }

    /// Recomputes every rating from the stored records (`gametable ratings rebuild`).
    pub fn rebuild_ratings(&self, registry: &[&dyn GameKind]) -> Result<Rebuilt, StoreError> {
        match self {
            Location::Sqlite(path) => SqliteBackend::open(path)?.rebuild_ratings(registry),
            Location::Postgres(url) => PostgresBackend::open(url)?.rebuild_ratings(registry),
        }
    }
}

impl std::str::FromStr for Location {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<Location, Self::Err> {
        Ok(Location::parse(text))
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => write!(f, "{url}"),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => f.debug_tuple("Sqlite").field(path).finish(),
            Location::Postgres(url) => f.debug_tuple("Postgres").field(url).finish(),
        }
    }
}

impl From<PathBuf> for Location {
    fn from(path: PathBuf) -> Location {
        Location::Sqlite(path)
    }
}

impl From<&Path> for Location {
    fn from(path: &Path) -> Location {
        Location::Sqlite(path.to_owned())
    }
}

/// Opens the store at `location` (see [`Location::open`]).
pub fn open(location: &Location) -> Result<Store, StoreError> {
    location.open()
}

/// Opens the store at `location` for reading only (see [`Location::open_read_only`]).
pub fn open_read_only(location: &Location) -> Result<Store, StoreError> {
    location.open_read_only()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_select_postgres_and_the_rest_are_files() {
        for url in [
            "postgres://u@h/db",
            "postgresql://h:5433/db?options=-c%20x%3Dy",
            "POSTGRES://h/db",
        ] {
            assert!(
                matches!(Location::parse(url), Location::Postgres(_)),
                "{url}"
            );
        }
        for file in [
            "gametable.db",
            "/var/lib/gametable/db",
            "postgres.db",
            "sqlite://x",
        ] {
            assert_eq!(
                Location::parse(file),
                Location::Sqlite(file.into()),
                "{file}"
            );
        }
    }

    #[test]
    fn a_password_never_prints() {
        let url = Location::parse("postgres://bot:s3cr%40t@db.example:5432/games?sslmode=disable");
        for shown in [url.to_string(), format!("{url:?}")] {
            assert!(!shown.contains("s3cr"), "{shown}");
            assert!(
                shown.contains("postgres://bot:***@db.example:5432/games"),
                "{shown}"
            );
        }
        let plain = Location::parse("postgres://bot@db/games");
        assert_eq!(plain.to_string(), "postgres://bot@db/games");
        let slashed = Location::parse("postgres://bot:pa/ss@db/games?password=hunter2");
        for shown in [slashed.to_string(), format!("{slashed:?}")] {
            assert!(
                !shown.contains("pa/ss") && !shown.contains("hunter2"),
                "{shown}"
            );
        }
    }
}
