//! The statements of one transaction, sent to the server together and run there in
//! their order (pipelining): a group commit of a thousand moves costs a few round trips,
//! not one per statement.
//!
//! tokio-postgres sends a statement's request when its future is first polled and
//! answers them in the order sent; `join_all` polls its futures first in the order given,
//! so the server runs the statements in the order they were planned.

use super::db::pg_error;
use crate::store::StoreError;
use deadpool_postgres::Transaction;
use std::borrow::Cow;
use tokio_postgres::types::ToSql;

/// A parameter of a planned statement, owned until the statement runs.
pub(super) type Param = Box<dyn ToSql + Sync + Send>;

/// Statements planned for one transaction, not sent yet.
#[derive(Default)]
pub(super) struct Pipeline {
    planned: Vec<Planned>,
}

struct Planned {
    sql: Cow<'static, str>,
    params: Vec<Param>,
    /// The transaction fails with this error if the statement changes no row.
    unless_changed: Option<StoreError>,
}

impl Pipeline {
    /// Plans `sql` with `params`.
    pub(super) fn push(&mut self, sql: impl Into<Cow<'static, str>>, params: Vec<Param>) {
        self.planned.push(Planned {
            sql: sql.into(),
            params,
            unless_changed: None,
        });
    }

    /// Plans `sql` with `params`, which must change a row: if it changes none (another
    /// writer got there first), the whole transaction fails with `error`.
    pub(super) fn push_guard(
        &mut self,
        sql: impl Into<Cow<'static, str>>,
        params: Vec<Param>,
        error: StoreError,
    ) {
        self.planned.push(Planned {
            sql: sql.into(),
            params,
            unless_changed: Some(error),
        });
    }

    /// Runs what is planned, in order, in `tx`, and empties the plan. The first statement
    /// that fails (or a guard that changed nothing) fails the whole; the transaction must
    /// then be rolled back.
    pub(super) async fn run(&mut self, tx: &Transaction<'_>) -> Result<(), StoreError> {
        let planned = std::mem::take(&mut self.planned);
        if planned.is_empty() {
            return Ok(());
        }
        // Prepared once per connection and kept: after the first group, no round trip.
        let mut statements = Vec::with_capacity(planned.len());
        for step in &planned {
            statements.push(tx.prepare_cached(&step.sql).await.map_err(pg_error)?);
        }
        let runs = planned.iter().zip(&statements).map(|(step, statement)| {
            let params = step
                .params
                .iter()
                .map(|p| p.as_ref() as &(dyn ToSql + Sync));
            tx.execute_raw(statement, params)
        });
        let changed = futures_util::future::join_all(runs).await;
        // In order: after a failed statement the server refuses the rest of the
        // transaction, and the first failure is the one to report.
        for (step, changed) in planned.iter().zip(changed) {
            let changed = changed.map_err(pg_error)?;
            if let (Some(error), 0) = (&step.unless_changed, changed) {
                return Err(error.clone());
            }
        }
        Ok(())
    }
}
