//! The dispatcher: one task that sends the outbox's due parcels through a [`Sender`].
//!
//! Each round it claims the due head of every lane (the store keeps a lane's order: a later
//! parcel is due only once the one before it is gone; a claim keeps another process that
//! shares the store from sending the same parcel), starts each parcel whose lane is
//! neither busy nor paused, and waits for whatever comes first: a commit that enqueued
//! something, a send that finished, the next parcel or paused lane falling due, or a
//! control message. Sends run as tasks of their own, concurrently across lanes and one at
//! a time within a lane; each records its own outcome before its lane is free, so the
//! store's writer thread group-commits the outcomes of many lanes together.
//!
//! Delivery is at least once: a parcel whose outcome cannot be stored is sent again.

mod flight;

use super::{Backoff, Sender, Sent};
use crate::store::{Claimant, Parcel, Store};
use crate::table::Clock;
use flight::{Crew, Landed, Trip};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::task::{Id, JoinError, JoinSet};
use tokio::time::{sleep_until, Instant};
use tracing::error;

/// The longest the dispatcher sleeps before it looks at the outbox again, so that a jump
/// of the wall clock (which times the outbox) cannot make it oversleep.
const MAX_SLEEP: Duration = Duration::from_secs(1);

/// How the dispatcher sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeliveryConfig {
    /// At most this many sends at once (each in a different lane). At least one.
    pub max_in_flight: usize,
    /// When to retry a transient failure, and how often.
    pub backoff: Backoff,
    /// How long a claim on a parcel holds if this process goes away while sending it;
    /// then another process sharing the store sends it. The dispatcher renews the claims
    /// of its sends in flight each time it looks at the outbox (at least every second).
    pub lease: Duration,
}

impl Default for DeliveryConfig {
    /// 64 sends at once, the default [`Backoff`], claims of 30 seconds.
    fn default() -> DeliveryConfig {
        DeliveryConfig {
            max_in_flight: 64,
            backoff: Backoff::default(),
            lease: Duration::from_secs(30),
        }
    }
}

/// A handle on the running dispatcher, cheap to clone. The dispatcher stops when told to
/// [shut down](Dispatcher::shutdown), or (as with no patience) once every handle is
/// dropped.
#[derive(Clone, Debug)]
pub struct Dispatcher {
    control: mpsc::UnboundedSender<Control>,
}

#[derive(Debug)]
enum Control {
    Idle(oneshot::Sender<()>),
    Shutdown(Duration, oneshot::Sender<()>),
}

impl Dispatcher {
    /// Starts the dispatcher's task on the current tokio runtime: it sends the parcels of
    /// `store` that fall due by `clock` through `sender`.
    #[must_use = "the dispatcher stops when its last handle is dropped"]
    pub fn spawn<S: Sender>(
        store: Store,
        sender: Arc<S>,
        clock: Arc<dyn Clock>,
        config: DeliveryConfig,
    ) -> Dispatcher {
        let (control, inbox) = mpsc::unbounded_channel();
        let room = Room {
            claimant: Claimant {
                owner: format!("{}-{:016x}", std::process::id(), rand::random::<u64>()),
                lease_ms: i64::try_from(config.lease.as_millis()).unwrap_or(i64::MAX),
            },
            sender,
            crew: Crew {
                store,
                clock,
                backoff: config.backoff,
            },
            max_in_flight: config.max_in_flight.max(1),
            flights: JoinSet::new(),
            trips: HashMap::new(),
            busy: HashSet::new(),
            ids: HashSet::new(),
            paused: HashMap::new(),
            idle: Vec::new(),
            stop: None,
        };
        tokio::spawn(room.run(inbox));
        Dispatcher { control }
    }

    /// Resolves once nothing is in flight and nothing due now can be started: every
    /// parcel still pending waits for its retry time or for its paused lane. It looks at
    /// the outbox afresh after being called, so parcels committed before the call count.
    /// Also resolves if the dispatcher has stopped. For tests, benches and tools.
    pub async fn idle(&self) {
        let (done, answer) = oneshot::channel();
        if self.control.send(Control::Idle(done)).is_ok() {
            let _ = answer.await;
        }
    }

    /// Stops the dispatcher and returns once its task has ended. Until `patience` runs
    /// out it keeps sending what is due now (so a SIGTERM drains the queue) and stops as
    /// soon as that is done; then it starts nothing more, waits for the sends in flight
    /// and records their outcomes. Parcels not sent stay in the outbox for the next start.
    pub async fn shutdown(&self, patience: Duration) {
        let (done, answer) = oneshot::channel();
        if self.control.send(Control::Shutdown(patience, done)).is_ok() {
            let _ = answer.await;
        }
    }
}

/// The dispatcher task's state.
struct Room<S> {
    /// This dispatcher, as the outbox knows who claimed a parcel.
    claimant: Claimant,
    sender: Arc<S>,
    crew: Crew,
    max_in_flight: usize,
    flights: JoinSet<Landed>,
    /// The parcel each send task carries, to free its lane even if the task panics.
    trips: HashMap<Id, Trip>,
    busy: HashSet<String>,
    ids: HashSet<i64>,
    /// Lanes that answered [`Sent::Later`], until when.
    paused: HashMap<String, Instant>,
    idle: Vec<oneshot::Sender<()>>,
    stop: Option<Stop>,
}

struct Stop {
    deadline: Instant,
    done: Vec<oneshot::Sender<()>>,
}

impl<S: Sender> Room<S> {
    async fn run(mut self, mut inbox: mpsc::UnboundedReceiver<Control>) {
        let mut inbox_open = true;
        loop {
            let hard_stop = self
                .stop
                .as_ref()
                .is_some_and(|stop| Instant::now() >= stop.deadline);
            let quiet = !hard_stop && self.start_due().await && self.flights.is_empty();
            if quiet {
                for waiter in self.idle.drain(..) {
                    let _ = waiter.send(());
                }
            }
            if self.stop.is_some() && self.flights.is_empty() && (quiet || hard_stop) {
                break;
            }
            let wake = self.wake_at().await;
            let deadline = self.stop.as_ref().map(|stop| stop.deadline);
            tokio::select! {
                control = inbox.recv(), if inbox_open => match control {
                    Some(Control::Idle(waiter)) => self.idle.push(waiter),
                    Some(Control::Shutdown(patience, done)) => self.stop_by(patience, Some(done)),
                    None => {
                        inbox_open = false;
                        self.stop_by(Duration::ZERO, None);
                    }
                },
                Some(landed) = self.flights.join_next_with_id(), if !self.flights.is_empty() => {
                    self.land(landed);
                }
                _ = self.crew.store.parcels_enqueued(), if !hard_stop => {}
                _ = sleep_until(wake) => {}
                _ = sleep_until(deadline.unwrap_or(wake)), if deadline.is_some() && !hard_stop => {}
            }
        }
        for done in self.stop.into_iter().flat_map(|stop| stop.done) {
            let _ = done.send(());
        }
    }

    /// Starts every due parcel it may; says whether the outbox could be read.
    async fn start_due(&mut self) -> bool {
        let now = Instant::now();
        self.paused.retain(|_, until| *until > now);
        let free = self.max_in_flight.saturating_sub(self.flights.len());
        if free == 0 {
            return true;
        }
        // The due heads include those in flight and those of paused lanes: ask for enough
        // to find `free` startable ones among them.
        let limit = free + self.busy.len() + self.paused.len();
        let parcels = match self
            .crew
            .store
            .claim_parcels(&self.claimant, self.crew.clock.now_ms(), limit)
            .await
        {
            Ok(parcels) => parcels,
            Err(e) => {
                error!(error = %e, "cannot read the outbox; trying again shortly");
                return false;
            }
        };
        for parcel in parcels {
            if self.flights.len() >= self.max_in_flight {
                break;
            }
            let lane = parcel.envelope.lane.as_str();
            if !self.busy.contains(lane)
                && !self.ids.contains(&parcel.id)
                && !self.paused.contains_key(lane)
            {
                self.launch(parcel);
            }
        }
        true
    }

    fn launch(&mut self, parcel: Parcel) {
        let trip = Trip::of(&parcel);
        self.busy.insert(trip.lane.clone());
        self.ids.insert(trip.id);
        let flight = flight::fly(self.sender.clone(), parcel, self.crew.clone());
        let task = self.flights.spawn(flight).id();
        self.trips.insert(task, trip);
    }

    /// A send task ended: frees its lane, or pauses it when asked to.
    fn land(&mut self, landed: Result<(Id, Landed), JoinError>) {
        match landed {
            Ok((task, Landed { trip, pause })) => {
                self.trips.remove(&task);
                self.busy.remove(&trip.lane);
                self.ids.remove(&trip.id);
                if let Some(pause) = pause {
                    self.paused.insert(trip.lane, Instant::now() + pause);
                }
            }
            // The sender broke its promise not to panic: count it as a transient failure,
            // recorded by a task of its own while the lane stays busy.
            Err(e) => {
                let Some(trip) = self.trips.remove(&e.id()) else {
                    return;
                };
                error!(parcel = trip.id, lane = trip.lane.as_str(), error = %e, "the sender panicked");
                let crew = self.crew.clone();
                let failure = Sent::Transient(format!("the sender panicked: {e}"));
                let settling = trip.clone();
                let task = self
                    .flights
                    .spawn(async move { flight::settle(settling, failure, &crew).await })
                    .id();
                self.trips.insert(task, trip);
            }
        }
    }

    fn stop_by(&mut self, patience: Duration, done: Option<oneshot::Sender<()>>) {
        let deadline = Instant::now() + patience;
        let stop = self.stop.get_or_insert(Stop {
            deadline,
            done: Vec::new(),
        });
        stop.deadline = stop.deadline.min(deadline);
        stop.done.extend(done);
    }

    /// When to look at the outbox again if nothing else happens: when the next pending
    /// parcel or paused lane falls due, but no later than [`MAX_SLEEP`]. A parcel that is
    /// due but cannot start (its lane is busy or paused, or it waits behind its lane's
    /// head) is looked at again after [`MAX_SLEEP`].
    async fn wake_at(&self) -> Instant {
        let now = Instant::now();
        let mut wake = now + MAX_SLEEP;
        match self.crew.store.next_due().await {
            Ok(Some(due)) => {
                let wait = due.saturating_sub(self.crew.clock.now_ms());
                if wait > 0 {
                    wake = wake.min(now + Duration::from_millis(wait.unsigned_abs()));
                }
            }
            Ok(None) => {}
            Err(e) => error!(error = %e, "cannot read when the outbox is next due"),
        }
        self.paused
            .values()
            .fold(wake, |wake, &until| wake.min(until))
    }
}

#[cfg(test)]
mod tests;
