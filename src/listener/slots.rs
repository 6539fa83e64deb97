//! The connections of one listener: at most a fixed number open at once. At the cap a new
//! connection closes the one idle longest (no request in progress: it sent nothing yet, or
//! it is kept alive after its answer), so connections that send nothing cannot keep
//! others out; while every one is in a request, the new one waits.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

/// The places of one listener's connections.
pub(super) struct Slots {
    open: Arc<Semaphore>,
    idle: Arc<Mutex<Idle>>,
}

/// The connections with no request in progress.
#[derive(Default)]
struct Idle {
    /// Each one's cue to close, by when it became idle (the order of `next`).
    since: BTreeMap<u64, Arc<Notify>>,
    next: u64,
}

/// The place of one open connection; the connection closes when it is
/// [`closed`](Slot::closed).
pub(super) struct Slot {
    idle: Arc<Mutex<Idle>>,
    /// Its key in [`Idle::since`] while it is idle (changed only under that lock).
    key: Mutex<Option<u64>>,
    close: Arc<Notify>,
    _open: OwnedSemaphorePermit,
}

/// A request in progress on a connection: it is not idle until this is dropped.
pub(super) struct Busy(Arc<Slot>);

impl Slots {
    /// Room for `cap` connections.
    pub(super) fn new(cap: usize) -> Slots {
        Slots {
            open: Arc::new(Semaphore::new(cap)),
            idle: Arc::default(),
        }
    }

    /// A place for a new connection, idle until its first request: at once while there
    /// is room; at the cap, once the connection idle longest has closed, or (all of them
    /// busy) once one has ended.
    pub(super) async fn admit(&self) -> Arc<Slot> {
        let open = match Arc::clone(&self.open).try_acquire_owned() {
            Ok(open) => open,
            Err(_) => {
                self.close_idlest();
                Arc::clone(&self.open)
                    .acquire_owned()
                    .await
                    .expect("the slots' semaphore is never closed")
            }
        };
        let slot = Arc::new(Slot {
            idle: Arc::clone(&self.idle),
            key: Mutex::new(None),
            close: Arc::new(Notify::new()),
            _open: open,
        });
        slot.rest();
        slot
    }

    /// Tells the connection idle longest to close, if there is one.
    fn close_idlest(&self) {
        if let Some((_, close)) = lock(&self.idle).since.pop_first() {
            close.notify_one();
        }
    }
}

impl Slot {
    /// Resolves once the connection is to close to make room for another.
    pub(super) async fn closed(&self) {
        self.close.notified().await
    }

    /// A request begins: the connection is not idle until the returned guard is dropped.
    pub(super) fn busy(slot: &Arc<Slot>) -> Busy {
        let mut idle = lock(&slot.idle);
        if let Some(key) = lock(&slot.key).take() {
            idle.since.remove(&key);
        }
        Busy(Arc::clone(slot))
    }

    /// The connection is idle from now on.
    fn rest(&self) {
        let mut idle = lock(&self.idle);
        let key = idle.next;
        idle.next += 1;
        idle.since.insert(key, Arc::clone(&self.close));
        *lock(&self.key) = Some(key);
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.rest();
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut idle = lock(&self.idle);
        if let Some(key) = lock(&self.key).take() {
            idle.since.remove(&key);
        }
    }
}

/// The data behind `mutex`: a panic elsewhere while it was held leaves nothing half
/// done here (each change is one map operation).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Whether `slot` was told to close (without waiting for it).
    async fn told_to_close(slot: &Slot) -> bool {
        tokio::time::timeout(Duration::ZERO, slot.closed())
            .await
            .is_ok()
    }

    // Paused time: the wait for a place beyond the cap ends at once, without sleeping.
    #[tokio::test(start_paused = true)]
    async fn at_the_cap_the_connection_idle_longest_makes_room_and_a_busy_one_never() {
        let slots = Slots::new(3);
        let (first, second, third) = (
            slots.admit().await,
            slots.admit().await,
            slots.admit().await,
        );
        let request = Slot::busy(&first);
        // The second has been idle longest, now that the first is in a request.
        let (fourth, ()) = tokio::join!(slots.admit(), async move {
            assert!(told_to_close(&second).await);
        });
        assert!(!told_to_close(&first).await && !told_to_close(&third).await);
        // After its answer the first is idle again, but since later than the third.
        drop(request);
        let (fifth, ()) = tokio::join!(slots.admit(), async move {
            assert!(told_to_close(&third).await);
        });
        assert!(!told_to_close(&first).await && !told_to_close(&fourth).await);

        // All in a request: a new connection waits until one ends.
        let busy = [&first, &fourth, &fifth].map(Slot::busy);
        let waiting = tokio::time::timeout(Duration::from_millis(50), slots.admit()).await;
        assert!(waiting.is_err(), "admitted beyond the cap");
        drop(busy);
        drop(fifth);
        assert!(!told_to_close(&first).await && !told_to_close(&fourth).await);
        let _sixth = slots.admit().await;
    }
}
