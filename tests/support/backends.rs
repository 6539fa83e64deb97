//! The store backends a store test runs against: memory, SQLite (a file in a temporary
//! folder) and PostgreSQL when `TEST_DATABASE_URL` names a database — each test there in
//! a fresh schema of its own (`gt_…`, dropped at the end), so tests run in parallel.
//! Without `TEST_DATABASE_URL` the PostgreSQL runs are skipped, said once per test binary.
//!
//! Use it with `#[path = "support/backends.rs"] mod backends;`.

// Each test crate uses only part of it.
#![allow(dead_code)]

use gametable::store::{Backend, Envelope, Location, MemoryBackend, Store, Write};
use gametable::table::ChannelId;
use std::sync::Once;

/// The variable that names the PostgreSQL database of the tests.
pub const TEST_DATABASE_URL: &str = "TEST_DATABASE_URL";

/// A backend to test, with what it needs to exist (its folder, its schema).
pub struct Fresh {
    /// `memory`, `sqlite` or `postgres`, for messages.
    pub name: &'static str,
    place: Place,
}

enum Place {
    Memory,
    Sqlite(tempfile::TempDir),
    Postgres(Schema),
}

impl Fresh {
    /// A new memory store.
    pub fn memory() -> Fresh {
        Fresh {
            name: "memory",
            place: Place::Memory,
        }
    }

    /// A new SQLite file in a temporary folder.
    pub fn sqlite() -> Fresh {
        Fresh {
            name: "sqlite",
            place: Place::Sqlite(tempfile::tempdir().expect("a temporary folder")),
        }
    }

    /// A new schema of the test database, if there is one.
    pub fn postgres() -> Option<Fresh> {
        Some(Fresh {
            name: "postgres",
            place: Place::Postgres(Schema::create(&postgres_url()?)),
        })
    }

    /// Where the database is (none for memory).
    pub fn location(&self) -> Option<Location> {
        match &self.place {
            Place::Memory => None,
            Place::Sqlite(dir) => Some(Location::Sqlite(dir.path().join("store.db"))),
            Place::Postgres(schema) => Some(schema.location()),
        }
    }

    /// Opens the backend (again: a database keeps what was written; memory starts empty).
    pub fn backend(&self) -> Box<dyn Backend> {
        match self.location() {
            None => Box::new(MemoryBackend::default()),
            Some(location) => location
                .open_backend()
                .unwrap_or_else(|e| panic!("{}: the store opens: {e}", self.name)),
        }
    }

    /// Opens the backend behind a store.
    pub fn store(&self) -> Store {
        Store::spawn(self.backend())
    }

    /// The PostgreSQL schema, for a test to look at its rows.
    pub fn schema(&self) -> Option<&Schema> {
        match &self.place {
            Place::Postgres(schema) => Some(schema),
            _ => None,
        }
    }
}

/// Every backend: memory, SQLite, and PostgreSQL if the tests have a database.
pub fn all() -> Vec<Fresh> {
    let mut all = vec![Fresh::memory(), Fresh::sqlite()];
    all.extend(Fresh::postgres());
    all
}

/// Declares, for each `name => check`, a test that runs `check` (an `async fn` taking a
/// [`Store`]) on a fresh store of every backend in turn, naming each in its output.
#[allow(unused_macros)] // Each test crate uses only part of this file.
macro_rules! on_every_store {
    ($($(#[$doc:meta])* $name:ident => $check:ident),* $(,)?) => {
        $(
            $(#[$doc])*
            #[tokio::test]
            async fn $name() {
                for fresh in $crate::backends::all() {
                    eprintln!("{}", fresh.name);
                    $check(fresh.store()).await;
                }
            }
        )*
    };
}
#[allow(unused_imports)]
pub(crate) use on_every_store;

/// The backends that keep what they hold across an opening: SQLite, and PostgreSQL if
/// the tests have a database.
pub fn databases() -> Vec<Fresh> {
    let mut all = vec![Fresh::sqlite()];
    all.extend(Fresh::postgres());
    all
}

/// The versions of the migrations of `database` (`sqlite`, `postgres`) this binary
/// knows, in order: those of its files.
pub fn migration_versions(database: &str) -> Vec<i64> {
    let folder = format!("{}/migrations/{database}", env!("CARGO_MANIFEST_DIR"));
    let mut versions: Vec<i64> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{folder}: {e}"))
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_prefix('V')?.split_once("__")?.0.parse().ok()
        })
        .collect();
    versions.sort_unstable();
    versions
}

/// The URL of the test database, or none (said once) when `TEST_DATABASE_URL` is unset.
pub fn postgres_url() -> Option<String> {
    static SKIPPED: Once = Once::new();
    match std::env::var(TEST_DATABASE_URL) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            SKIPPED.call_once(|| {
                // Straight to stderr: the test harness would capture `eprintln!`.
                use std::io::Write as _;
                let _ = writeln!(
                    std::io::stderr(),
                    "{TEST_DATABASE_URL} is not set: the PostgreSQL store tests are skipped \
                     (set it to a database they may create schemas in, as .ci/run does: \
                     postgres://postgres@127.0.0.1:5432/test)"
                );
            });
            None
        }
    }
}

/// A schema of its own in the test database, dropped with everything in it at the end.
pub struct Schema {
    base: String,
    /// Its name, `gt_` and 16 hex digits.
    pub name: String,
}

impl Schema {
    /// Creates a new schema in the database at `base`.
    pub fn create(base: &str) -> Schema {
        let name = format!("gt_{:016x}", rand::random::<u64>());
        run_sql(base, &format!("CREATE SCHEMA {name}"));
        Schema {
            base: base.to_owned(),
            name,
        }
    }

    /// The URL whose connections work in this schema (and only there).
    pub fn url(&self) -> String {
        let separator = if self.base.contains('?') { '&' } else { '?' };
        format!(
            "{}{separator}options=-c%20search_path%3D{}",
            self.base, self.name
        )
    }

    /// The store location of this schema.
    pub fn location(&self) -> Location {
        Location::parse(&self.url())
    }

    /// Runs `sql` (statements separated by semicolons) in this schema.
    pub fn sql(&self, sql: &str) {
        run_sql(&self.url(), sql);
    }

    /// The first column of the first row of `query` in this schema, as text.
    pub fn text(&self, query: &str) -> Option<String> {
        let url = self.url();
        let query = query.to_owned();
        on_runtime(move || async move {
            let client = connect(&url).await;
            let row = client
                .query_opt(&format!("SELECT ({query})::TEXT"), &[])
                .await
                .unwrap_or_else(|e| panic!("{query}: {e}"))?;
            row.get(0)
        })
    }
}

impl Drop for Schema {
    fn drop(&mut self) {
        let drop = format!("DROP SCHEMA IF EXISTS {} CASCADE", self.name);
        let base = self.base.clone();
        // Never a second panic while a failing test unwinds.
        let _ = std::panic::catch_unwind(move || run_sql(&base, &drop));
    }
}

/// Runs `work` on a runtime of its own, on a thread of its own (a test may be async).
fn on_runtime<F, T>(work: impl FnOnce() -> F + Send + 'static) -> T
where
    F: std::future::Future<Output = T>,
    T: Send + 'static,
{
    std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(work())
    })
    .join()
    .expect("the database call ends")
}

async fn connect(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("the test database {url} answers: {e}"));
    tokio::spawn(connection);
    client
}

fn run_sql(url: &str, sql: &str) {
    let (url, sql) = (url.to_owned(), sql.to_owned());
    on_runtime(move || async move {
        connect(&url)
            .await
            .batch_execute(&sql)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e:?}"));
    })
}

/// A parcel of `text` for `lane` (of channel 5), stored at time 1,000: what the outbox
/// tests enqueue on every backend.
pub fn enqueue(lane: &str, text: &str) -> Write {
    Write::Enqueue {
        envelope: Envelope {
            channel: ChannelId(5),
            lane: lane.into(),
            key: None,
            payload: serde_json::json!({ "text": text }),
            delay_ms: 0,
        },
        at: 1_000,
    }
}
