//! One parcel's trip: sending it, then writing down what became of it.

use crate::delivery::{Backoff, Sender, Sent};
use crate::store::{Parcel, Store, Write};
use crate::table::Clock;
use std::sync::Arc;
use std::time::Duration;
use tracing::{debug, error, warn};

/// After a failed store write, the lane waits this long before its parcel is read again.
pub(super) const STORE_PAUSE: Duration = Duration::from_secs(1);

/// What the dispatcher needs to know of a parcel in flight.
#[derive(Clone, Debug)]
pub(super) struct Trip {
    pub id: i64,
    pub lane: String,
    pub attempts: u32,
}

impl Trip {
    pub fn of(parcel: &Parcel) -> Trip {
        Trip {
            id: parcel.id,
            lane: parcel.envelope.lane.clone(),
            attempts: parcel.attempts,
        }
    }
}

/// A finished trip: the lane is free again, after `pause` if there is one.
#[derive(Debug)]
pub(super) struct Landed {
    pub trip: Trip,
    pub pause: Option<Duration>,
}

/// What every trip uses to record its outcome.
#[derive(Clone)]
pub(super) struct Crew {
    pub store: Store,
    pub clock: Arc<dyn Clock>,
    pub backoff: Backoff,
}

/// Sends `parcel` and records the outcome.
pub(super) async fn fly<S: Sender>(sender: Arc<S>, parcel: Parcel, crew: Crew) -> Landed {
    let sent = sender.send(&parcel).await;
    settle(Trip::of(&parcel), sent, &crew).await
}

/// Records what became of a parcel; only then is its lane free (so it is never read as
/// pending while its outcome is on its way to the store).
pub(super) async fn settle(trip: Trip, sent: Sent, crew: &Crew) -> Landed {
    let Trip { id, attempts, .. } = trip;
    let lane = trip.lane.as_str();
    let writes = match sent {
        Sent::Delivered(mut writes) => {
            debug!(parcel = id, lane, "delivered");
            let learned = writes.len();
            writes.push(Write::Delivered { id });
            match crew.store.write(writes).await {
                Ok(()) => return landed(trip, None),
                // What delivery learned cannot be stored: still, do not send it again.
                Err(e) if learned > 0 => {
                    error!(parcel = id, lane, error = %e, "cannot store what a delivery learned");
                    vec![Write::Delivered { id }]
                }
                Err(e) => return store_failed(trip, &e.message),
            }
        }
        Sent::Later(pause) => {
            debug!(parcel = id, lane, ?pause, "not sent yet; the lane waits");
            return landed(trip, Some(pause));
        }
        Sent::Transient(error) => {
            let attempts = attempts.saturating_add(1);
            if attempts < crew.backoff.attempts {
                if attempts == 1 {
                    warn!(parcel = id, lane, %error, "delivery failed; it will be retried");
                }
                let delay = crew.backoff.delay(attempts, &mut rand::thread_rng());
                let delay = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
                let next_at = crew.clock.now_ms().saturating_add(delay);
                vec![Write::Retry {
                    id,
                    attempts,
                    next_at,
                    error,
                }]
            } else {
                warn!(parcel = id, lane, attempts, %error, "delivery failed; given up");
                vec![Write::Failed {
                    id,
                    attempts,
                    error,
                }]
            }
        }
        Sent::Permanent { error, mut writes } => {
            error!(parcel = id, lane, %error, "delivery failed for good");
            writes.push(Write::Failed {
                id,
                attempts: attempts.saturating_add(1),
                error,
            });
            writes
        }
    };
    match crew.store.write(writes).await {
        Ok(()) => landed(trip, None),
        Err(e) => store_failed(trip, &e.message),
    }
}

fn landed(trip: Trip, pause: Option<Duration>) -> Landed {
    Landed { trip, pause }
}

/// The outcome is lost, the parcel is still pending: it is read and sent again later.
fn store_failed(trip: Trip, error: &str) -> Landed {
    error!(
        parcel = trip.id,
        lane = trip.lane.as_str(),
        error,
        "cannot record a delivery outcome; the parcel stays in the outbox"
    );
    landed(trip, Some(STORE_PAUSE))
}
