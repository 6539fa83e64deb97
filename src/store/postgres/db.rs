//! Talking to PostgreSQL: statements prepared once per connection, on a pooled
//! connection or inside a transaction, and every failure classified like the SQLite
//! store's (a clash with stored rows is a conflict, a row that cannot be decoded is
//! damaged, the rest makes the database unavailable).

use crate::store::StoreError;
use deadpool_postgres::{Object, PoolError, Transaction};
use std::error::Error as _;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::{FromSql, ToSql};
use tokio_postgres::{Row, Statement};

/// The parameters of a statement.
pub(super) type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

/// Where statements run: a pooled connection on its own (each statement commits by
/// itself) or a transaction.
#[derive(Clone, Copy)]
pub(super) enum Db<'a> {
    /// A connection from the pool.
    Client(&'a Object),
    /// A transaction on one.
    Tx(&'a Transaction<'a>),
}

impl Db<'_> {
    async fn statement(&self, sql: &str) -> Result<Statement, StoreError> {
        match self {
            Db::Client(client) => client.prepare_cached(sql).await,
            Db::Tx(tx) => tx.prepare_cached(sql).await,
        }
        .map_err(pg_error)
    }

    /// Runs a statement; how many rows it changed.
    pub async fn execute(&self, sql: &str, params: Params<'_>) -> Result<u64, StoreError> {
        let statement = self.statement(sql).await?;
        match self {
            Db::Client(client) => client.execute(&statement, params).await,
            Db::Tx(tx) => tx.execute(&statement, params).await,
        }
        .map_err(pg_error)
    }

    /// The rows of a query.
    pub async fn query(&self, sql: &str, params: Params<'_>) -> Result<Vec<Row>, StoreError> {
        let statement = self.statement(sql).await?;
        match self {
            Db::Client(client) => client.query(&statement, params).await,
            Db::Tx(tx) => tx.query(&statement, params).await,
        }
        .map_err(pg_error)
    }

    /// The row of a query that finds one or none.
    pub async fn query_opt(
        &self,
        sql: &str,
        params: Params<'_>,
    ) -> Result<Option<Row>, StoreError> {
        let statement = self.statement(sql).await?;
        match self {
            Db::Client(client) => client.query_opt(&statement, params).await,
            Db::Tx(tx) => tx.query_opt(&statement, params).await,
        }
        .map_err(pg_error)
    }
}

/// Column `index` of `row`; a value that does not decode is damaged.
pub(super) fn get<'a, T: FromSql<'a>>(row: &'a Row, index: usize) -> Result<T, StoreError> {
    row.try_get(index)
        .map_err(|e| StoreError::damaged(format!("a stored value: {}", cause(&e))))
}

/// A number stored in an INTEGER column: never negative where the store writes it.
pub(super) fn get_u32(row: &Row, index: usize) -> Result<u32, StoreError> {
    let value: i32 = get(row, index)?;
    u32::try_from(value).map_err(|_| StoreError::damaged(format!("a stored count: {value}")))
}

/// A count or position for an INTEGER column.
pub(super) fn int(value: impl TryInto<i32> + Copy + std::fmt::Display) -> Result<i32, StoreError> {
    value
        .try_into()
        .map_err(|_| StoreError::conflict(format!("{value} does not fit the database")))
}

/// A failed statement by kind: a violated constraint (a duplicate key, a missing game)
/// is a conflict; anything else (the connection, the server, a serialization failure to
/// retry) makes the database unavailable for now.
pub(super) fn pg_error(e: tokio_postgres::Error) -> StoreError {
    match e.code() {
        Some(code) if code.code().starts_with("23") => StoreError::conflict(cause(&e)),
        Some(code) if *code == SqlState::UNDEFINED_TABLE => StoreError::unavailable(format!(
            "{}; is this the database of a gametable at all?",
            cause(&e)
        )),
        _ => StoreError::unavailable(cause(&e)),
    }
}

/// A failure to get a connection from the pool.
pub(super) fn pool_error(e: PoolError) -> StoreError {
    match e {
        PoolError::Backend(e) => StoreError::unavailable(cause(&e)),
        PoolError::Timeout(_) => {
            StoreError::unavailable("timed out waiting for a connection to the database")
        }
        PoolError::Closed => StoreError::unavailable("the connection pool is closed"),
        other => StoreError::unavailable(other),
    }
}

/// What went wrong, with its causes: tokio-postgres names only the kind of an error
/// ("db error", "error connecting to server") and keeps the rest in its source.
pub(super) fn cause(e: &tokio_postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return db.to_string();
    }
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(inner) = source {
        text.push_str(&format!(": {inner}"));
        source = inner.source();
    }
    text
}
