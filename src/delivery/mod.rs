//! The delivery room: sends what the outbox holds, and paces what a transport sends.
//!
//! A command's promised messages are stored in the [outbox](crate::store::Envelope) in the
//! same transaction as the move. The [`Dispatcher`] reads the due parcels, hands each to the
//! transport's [`Sender`] (concurrently across lanes, one at a time within a lane) and
//! writes back what became of it: delivered, retried later with [`Backoff`], or failed.
//! [`RateLimits`] is the transport's own pacing of REST requests (Discord's per-route
//! buckets, its global limit and the invalid-request budgets of each kind of
//! [`Traffic`]), kept HTTP-free.
//!
//! This module depends on `store` and `table` (for the [`Clock`](crate::table::Clock))
//! and on no transport: a transport implements [`Sender`].

mod dispatcher;
mod headers;
mod limits;
mod retry;
mod traffic;

pub use dispatcher::{DeliveryConfig, Dispatcher};
pub use headers::{Limits, Scope};
pub use limits::{RateLimits, Ticket};
pub use retry::Backoff;
pub use traffic::{Budget, Budgets, Traffic};

use crate::store::{Parcel, Write};
use std::future::Future;
use std::time::Duration;

/// How a transport sends one parcel: the one face a transport implements for delivery.
pub trait Sender: Send + Sync + 'static {
    /// Tries to send one parcel and says how it went. Never panics.
    fn send(&self, parcel: &Parcel) -> impl Future<Output = Sent> + Send;
}

/// What became of one attempt to send a parcel.
#[derive(Clone, Debug, PartialEq)]
pub enum Sent {
    /// Delivered. The writes record what delivery learned (a message id, a DM channel, a
    /// follow-up parcel to enqueue) and are committed together with `Write::Delivered`.
    Delivered(Vec<Write>),
    /// Not sent and not a failure (a rate limit, a minimum spacing): try this lane again
    /// after the duration. Not counted as an attempt, nothing written.
    Later(Duration),
    /// Failed in a way that may heal (5xx, timeout, connection error): counted as an
    /// attempt and retried with backoff; after the last attempt it becomes failed.
    Transient(String),
    /// Failed for good (a 4xx that will not heal): kept as failed at once; `writes` are
    /// committed with `Write::Failed` (e.g. marking a channel unreachable, enqueueing a
    /// notice elsewhere).
    Permanent {
        /// What went wrong (the route and Discord's code).
        error: String,
        /// What to commit with the failure.
        writes: Vec<Write>,
    },
}
