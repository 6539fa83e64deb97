//! Opening a PostgreSQL database: its address read, a small runtime for the connections,
//! a pool, and the schema migrated — by one process at a time, and never for a database
//! that a newer gametable wrote. Every failure names the database (without password)
//! and the cause.

use super::db::{cause, pool_error};
use super::PostgresBackend;
use crate::store::{DatabaseUrl, StoreError};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use refinery::Runner;
use std::time::Duration;
use tokio_postgres::config::Host;
use tokio_postgres::{Client, Config, NoTls};

mod embedded {
    refinery::embed_migrations!("migrations/postgres");
}

/// Where refinery keeps the migrations it applied (in the schema of the search path).
const HISTORY: &str = "refinery_schema_history";
/// Connections the pool keeps at most: one for the writer, one for each of the store's
/// readers, and room for what the process runs beside them (a migration, a rebuild).
const POOL_SIZE: usize = 8;
/// How long connecting may take, unless the URL says (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a query waits for a free connection.
const WAIT_TIMEOUT: Duration = Duration::from_secs(30);

/// How a command uses the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Access {
    /// Reads and writes; the schema is created or upgraded.
    ReadWrite,
    /// Only reads (`export`): every transaction is read-only, nothing is migrated.
    ReadOnly,
}

/// The migrations this binary knows; the pending ones run in one transaction.
fn runner() -> Runner {
    embedded::migrations::runner().set_grouped(true)
}

/// The newest schema version this binary knows.
pub(super) fn known() -> i64 {
    let versions = runner().get_migrations().iter().map(|m| m.version()).max();
    versions.map_or(0, i64::from)
}

/// The database of `config` for people: `postgres://user@host:port/dbname`, never the
/// password.
fn describe(config: &Config) -> String {
    let user = config
        .get_user()
        .map(|u| format!("{u}@"))
        .unwrap_or_default();
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| {
            let host = match host {
                Host::Tcp(name) => name.clone(),
                #[cfg(unix)]
                Host::Unix(path) => path.display().to_string(),
            };
            match config.get_ports().get(i).or(config.get_ports().first()) {
                Some(port) => format!("{host}:{port}"),
                None => host,
            }
        })
        .collect();
    let dbname = config.get_dbname().unwrap_or_default();
    format!("postgres://{user}{}/{dbname}", hosts.join(","))
}

/// Opens the database at `url` and, for writing, brings its schema up to date.
pub(super) fn open(url: &DatabaseUrl, access: Access) -> Result<PostgresBackend, StoreError> {
    let mut config: Config = url.secret().parse().map_err(|e| {
        StoreError::unavailable(format!(
            "cannot read the database address {url}: {}",
            cause(&e)
        ))
    })?;
    let name = describe(&config);
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("gametable");
    }
    if access == Access::ReadOnly {
        // The server itself refuses any write then: a read-only opening changes nothing.
        let options = config.get_options().unwrap_or_default();
        config.options(format!("{options} -c default_transaction_read_only=on").trim());
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("store-postgres")
        .enable_all()
        .build()
        .map_err(|e| StoreError::unavailable(format!("cannot start the runtime of {name}: {e}")))?;
    let manager = Manager::from_config(
        config.clone(),
        NoTls,
        ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        },
    );
    let pool = Pool::builder(manager)
        .max_size(POOL_SIZE)
        .runtime(deadpool_postgres::Runtime::Tokio1)
        .wait_timeout(Some(WAIT_TIMEOUT))
        .create_timeout(Some(CONNECT_TIMEOUT))
        .recycle_timeout(Some(CONNECT_TIMEOUT))
        .build()
        .map_err(|e| StoreError::unavailable(format!("cannot use the database {name}: {e}")))?;
    let backend = PostgresBackend::new(runtime, pool, name.clone());
    let prepared = backend.block_on(async {
        let (client, connection) = config.connect(NoTls).await.map_err(|e| {
            StoreError::unavailable(format!(
                "cannot connect to the database {name}: {}",
                cause(&e)
            ))
        })?;
        let connection = tokio::spawn(connection);
        let done = prepare(client, access, &name).await;
        // The client is gone: the connection ends, and with it the migration lock.
        let _ = connection.await;
        done
    });
    prepared.map(|()| backend)
}

/// Checks the schema version and, for writing, migrates, holding a lock that other
/// gametables opening the same schema wait for.
async fn prepare(mut client: Client, access: Access, name: &str) -> Result<(), StoreError> {
    let fail = |what: &str, e: tokio_postgres::Error| {
        StoreError::unavailable(format!("cannot {what} the database {name}: {}", cause(&e)))
    };
    if access == Access::ReadWrite {
        client
            .execute(
                "SELECT pg_advisory_lock(hashtext('gametable ' || COALESCE(current_schema(), '')))",
                &[],
            )
            .await
            .map_err(|e| fail("lock", e))?;
    }
    let version = applied(&client).await.map_err(|e| fail("read", e))?;
    let known = known();
    if version > known {
        return Err(StoreError::unavailable(format!(
            "the database {name} has schema version {version}, written by a newer gametable; \
             this one knows versions up to {known} and leaves it untouched"
        )));
    }
    if access == Access::ReadOnly {
        if version < known {
            return Err(StoreError::unavailable(format!(
                "the database {name} has schema version {version}, older than this \
                 gametable's {known}; reading it does not upgrade it (the bot does)"
            )));
        }
        return Ok(());
    }
    let report = runner()
        .run_async(&mut client)
        .await
        .map_err(|e| StoreError::unavailable(format!("cannot upgrade the database {name}: {e}")))?;
    for migration in report.applied_migrations() {
        tracing::info!(
            database = name,
            version = migration.version(),
            name = migration.name(),
            "applied schema migration"
        );
    }
    Ok(())
}

/// The newest migration applied to the schema of the search path (0 for a new one).
pub(super) async fn applied(client: &Client) -> Result<i64, tokio_postgres::Error> {
    let exists = client
        .query_one(&format!("SELECT to_regclass('{HISTORY}') IS NOT NULL"), &[])
        .await?
        .try_get::<_, bool>(0)?;
    if !exists {
        return Ok(0);
    }
    let newest: Option<i32> = client
        .query_one(&format!("SELECT MAX(version) FROM {HISTORY}"), &[])
        .await?
        .try_get(0)?;
    Ok(newest.map_or(0, i64::from))
}

/// A pooled connection, for [`PostgresBackend`] to check the schema version with.
pub(super) async fn version_of(pool: &Pool) -> Result<i64, StoreError> {
    let client = pool.get().await.map_err(pool_error)?;
    applied(&client).await.map_err(super::db::pg_error)
}
