//! The dispatcher over an in-memory store and a scripted sender.

use super::*;
use crate::seating::{ChannelId, UserId};
use crate::store::{DirectChannel, Envelope, MemoryBackend, OutboxEntry, Write};
use crate::table::ManualClock;
use serde_json::json;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use tokio::sync::{Notify, Semaphore};
use tokio::time::timeout;

const START: i64 = 1_700_000_000_000;
/// A guard against hanging: nothing here should take nearly this long.
const PATIENCE: Duration = Duration::from_secs(10);

/// A sender that records what it is given and answers as scripted (by the parcel's
/// `name`; `Delivered(vec![])` when nothing is scripted). With a gate, each send waits
/// for a permit.
struct Fake {
    clock: Arc<ManualClock>,
    gate: Option<Semaphore>,
    answers: Mutex<HashMap<String, VecDeque<Sent>>>,
    /// Each send: the parcel's name, its attempts so far, the clock.
    log: Mutex<Vec<(String, u32, i64)>>,
    lanes: Mutex<HashMap<String, usize>>,
    lane_overlap: AtomicBool,
    in_flight: AtomicUsize,
    peak: AtomicUsize,
    changed: Notify,
}

impl Fake {
    fn new(clock: &Arc<ManualClock>) -> Fake {
        Fake {
            clock: clock.clone(),
            gate: None,
            answers: Mutex::default(),
            log: Mutex::default(),
            lanes: Mutex::default(),
            lane_overlap: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
            peak: AtomicUsize::new(0),
            changed: Notify::new(),
        }
    }

    fn gated(clock: &Arc<ManualClock>) -> Fake {
        Fake {
            gate: Some(Semaphore::new(0)),
            ..Fake::new(clock)
        }
    }

    fn script(&self, name: &str, answers: Vec<Sent>) {
        self.answers
            .lock()
            .unwrap()
            .insert(name.into(), answers.into());
    }

    fn release(&self, permits: usize) {
        if let Some(gate) = &self.gate {
            gate.add_permits(permits);
        }
    }

    fn names(&self) -> Vec<String> {
        self.log
            .lock()
            .unwrap()
            .iter()
            .map(|(n, ..)| n.clone())
            .collect()
    }

    fn sends_of(&self, name: &str) -> Vec<(u32, i64)> {
        let log = self.log.lock().unwrap();
        log.iter()
            .filter(|(n, ..)| n == name)
            .map(|&(_, attempts, at)| (attempts, at))
            .collect()
    }

    async fn wait_in_flight(&self, n: usize) {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if self.in_flight.load(Ordering::SeqCst) >= n {
                return;
            }
            changed.await;
        }
    }
}

impl Sender for Fake {
    async fn send(&self, parcel: &Parcel) -> Sent {
        let name = parcel.envelope.payload["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let lane = parcel.envelope.lane.clone();
        self.log
            .lock()
            .unwrap()
            .push((name.clone(), parcel.attempts, self.clock.now_ms()));
        {
            let mut lanes = self.lanes.lock().unwrap();
            let flying = lanes.entry(lane.clone()).or_default();
            *flying += 1;
            if *flying > 1 {
                self.lane_overlap.store(true, Ordering::SeqCst);
            }
        }
        let now = self.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
        self.peak.fetch_max(now, Ordering::SeqCst);
        self.changed.notify_waiters();
        if let Some(gate) = &self.gate {
            gate.acquire().await.unwrap().forget();
        } else {
            tokio::task::yield_now().await;
        }
        let answer = self
            .answers
            .lock()
            .unwrap()
            .get_mut(&name)
            .and_then(|answers| answers.pop_front());
        *self.lanes.lock().unwrap().get_mut(&lane).unwrap() -= 1;
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
        self.changed.notify_waiters();
        match answer {
            Some(Sent::Transient(e)) if e == "panic" => panic!("scripted panic"),
            Some(answer) => answer,
            None => Sent::Delivered(vec![]),
        }
    }
}

fn envelope(lane: &str, name: &str) -> Envelope {
    Envelope {
        channel: ChannelId(1),
        lane: lane.into(),
        key: None,
        payload: json!({ "name": name }),
        delay_ms: 0,
    }
}

fn enqueue(lane: &str, name: &str) -> Write {
    Write::Enqueue {
        envelope: envelope(lane, name),
        at: START,
    }
}

struct Setup {
    store: Store,
    clock: Arc<ManualClock>,
}

impl Setup {
    fn new() -> Setup {
        Setup {
            store: Store::spawn(MemoryBackend::default()),
            clock: Arc::new(ManualClock::at(START)),
        }
    }

    fn start(&self, sender: &Arc<Fake>, config: DeliveryConfig) -> Dispatcher {
        Dispatcher::spawn(
            self.store.clone(),
            sender.clone(),
            self.clock.clone(),
            config,
        )
    }

    async fn put(&self, parcels: &[(&str, &str)]) {
        let writes = parcels.iter().map(|(l, n)| enqueue(l, n)).collect();
        self.store.write(writes).await.unwrap();
    }

    async fn outbox(&self) -> Vec<OutboxEntry> {
        self.store.outbox().await.unwrap()
    }
}

async fn settle(dispatcher: &Dispatcher) {
    timeout(PATIENCE, dispatcher.idle()).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_lane_is_sent_in_order_one_at_a_time() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    let lanes = ["a", "b", "c"];
    for round in 0..10 {
        let parcels: Vec<(&str, String)> = lanes
            .iter()
            .map(|lane| (*lane, format!("{lane}{round}")))
            .collect();
        let parcels: Vec<(&str, &str)> = parcels.iter().map(|(l, n)| (*l, n.as_str())).collect();
        setup.put(&parcels).await;
    }
    settle(&dispatcher).await;
    let names = fake.names();
    assert_eq!(names.len(), 30);
    for lane in lanes {
        let sent: Vec<&String> = names.iter().filter(|n| n.starts_with(lane)).collect();
        let expected: Vec<String> = (0..10).map(|round| format!("{lane}{round}")).collect();
        assert_eq!(sent, expected.iter().collect::<Vec<_>>());
    }
    assert!(!fake.lane_overlap.load(Ordering::SeqCst));
    assert!(setup.outbox().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn lanes_are_in_flight_at_the_same_time_up_to_the_limit() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::gated(&setup.clock));
    let config = DeliveryConfig {
        max_in_flight: 4,
        ..DeliveryConfig::default()
    };
    let dispatcher = setup.start(&fake, config);
    setup
        .put(&[
            ("a", "a1"),
            ("a", "a2"),
            ("b", "b1"),
            ("c", "c1"),
            ("d", "d1"),
            ("e", "e1"),
        ])
        .await;
    // Four lanes at once: each send waits until all four are in flight.
    timeout(PATIENCE, fake.wait_in_flight(4)).await.unwrap();
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(fake.in_flight.load(Ordering::SeqCst), 4);
    assert!(!fake.names().contains(&"a2".to_owned()));
    fake.release(100);
    settle(&dispatcher).await;
    assert_eq!(fake.names().len(), 6);
    assert_eq!(fake.peak.load(Ordering::SeqCst), 4);
    assert!(!fake.lane_overlap.load(Ordering::SeqCst));
    assert!(setup.outbox().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delivered_removes_the_parcel_and_commits_what_it_learned() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    let learned = vec![
        Write::DirectChannel {
            user: UserId(7_000_000),
            direct: DirectChannel {
                channel: Some(77),
                closed_at: None,
            },
        },
        enqueue("c", "follow-up"),
    ];
    fake.script("a1", vec![Sent::Delivered(learned)]);
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    setup.put(&[("a", "a1")]).await;
    settle(&dispatcher).await;
    assert_eq!(fake.names(), ["a1", "follow-up"]);
    assert!(setup.outbox().await.is_empty());
    let direct = setup.store.direct_channel(UserId(7_000_000)).await.unwrap();
    assert_eq!(direct.channel, Some(77));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_transient_failure_is_retried_with_backoff_then_given_up() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    let backoff = Backoff {
        first: Duration::from_secs(1),
        max: Duration::from_secs(3),
        attempts: 4,
    };
    fake.script("a1", vec![Sent::Transient("POST /x: 502".into()); 10]);
    let config = DeliveryConfig {
        backoff,
        ..DeliveryConfig::default()
    };
    let dispatcher = setup.start(&fake, config);
    setup.put(&[("a", "a1"), ("a", "a2")]).await;
    for attempt in 1..backoff.attempts {
        settle(&dispatcher).await;
        let outbox = setup.outbox().await;
        let entry = &outbox[0];
        assert_eq!(entry.attempts, attempt);
        assert!(!entry.failed);
        assert_eq!(entry.last_error.as_deref(), Some("POST /x: 502"));
        let wait = entry.next_at - setup.clock.now_ms();
        let step = backoff.step(attempt).as_millis() as i64;
        assert!(
            wait >= step / 2 && wait <= step,
            "attempt {attempt}: {wait} ms"
        );
        // Not due yet: a second look sends nothing.
        setup.clock.set(entry.next_at - 1);
        settle(&dispatcher).await;
        assert_eq!(fake.sends_of("a1").len(), attempt as usize);
        // The parcel behind it waits: order within a lane.
        assert!(!fake.names().contains(&"a2".to_owned()));
        setup.clock.set(entry.next_at);
    }
    settle(&dispatcher).await;
    let outbox = setup.outbox().await;
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    assert!(outbox[0].failed);
    assert_eq!(outbox[0].attempts, backoff.attempts);
    let attempts: Vec<u32> = fake.sends_of("a1").iter().map(|(a, _)| *a).collect();
    assert_eq!(attempts, [0, 1, 2, 3]);
    // A failed parcel no longer holds its lane up.
    assert_eq!(fake.names().last().map(String::as_str), Some("a2"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_permanent_failure_fails_at_once_and_commits_its_writes() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    fake.script(
        "a1",
        vec![Sent::Permanent {
            error: "POST /channels/1/messages: 403 50007".into(),
            writes: vec![enqueue("notices", "notice")],
        }],
    );
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    setup.put(&[("a", "a1"), ("a", "a2")]).await;
    settle(&dispatcher).await;
    assert_eq!(fake.sends_of("a1").len(), 1);
    let mut names = fake.names();
    names.sort();
    assert_eq!(names, ["a1", "a2", "notice"]);
    let outbox = setup.outbox().await;
    assert_eq!(outbox.len(), 1);
    assert!(outbox[0].failed);
    assert_eq!(outbox[0].attempts, 1);
    assert_eq!(
        outbox[0].last_error.as_deref(),
        Some("POST /channels/1/messages: 403 50007")
    );
}

// Paused time, without `timeout`: tokio cannot see the store's own thread working, so it
// may move paused time on to any pending timer meanwhile (harmless for a one-hour pause).
#[tokio::test(start_paused = true)]
async fn later_pauses_only_its_lane_and_is_not_an_attempt() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    fake.script("a1", vec![Sent::Later(Duration::from_secs(3600))]);
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    setup
        .put(&[("a", "a1"), ("a", "a2"), ("b", "b1"), ("b", "b2")])
        .await;
    dispatcher.idle().await;
    assert_eq!(fake.sends_of("a1").len(), 1);
    assert!(fake.names().contains(&"b2".to_owned()));
    assert!(!fake.names().contains(&"a2".to_owned()));
    let outbox = setup.outbox().await;
    assert_eq!(outbox.len(), 2);
    assert!(outbox
        .iter()
        .all(|e| e.attempts == 0 && !e.failed && e.last_error.is_none()));
    // New parcels of another lane still go while lane a waits.
    setup.put(&[("c", "c1")]).await;
    dispatcher.idle().await;
    assert!(fake.names().contains(&"c1".to_owned()));
    assert_eq!(fake.sends_of("a1").len(), 1);
    // Once the pause is over, the lane goes on, in order.
    tokio::time::sleep(Duration::from_secs(3601)).await;
    dispatcher.idle().await;
    assert_eq!(fake.sends_of("a1"), [(0, START), (0, START)]);
    let names = fake.names();
    assert_eq!(&names[names.len() - 2..], ["a1", "a2"]);
    assert!(setup.outbox().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_waits_for_sends_in_flight_and_a_restart_sends_the_rest() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::gated(&setup.clock));
    let config = DeliveryConfig {
        max_in_flight: 1,
        ..DeliveryConfig::default()
    };
    let dispatcher = setup.start(&fake, config);
    setup.put(&[("a", "a1"), ("a", "a2"), ("b", "b1")]).await;
    timeout(PATIENCE, fake.wait_in_flight(1)).await.unwrap();
    let stopping = {
        let dispatcher = dispatcher.clone();
        tokio::spawn(async move { dispatcher.shutdown(Duration::ZERO).await })
    };
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert!(
        !stopping.is_finished(),
        "shutdown returned with a send in flight"
    );
    fake.release(1);
    timeout(PATIENCE, stopping).await.unwrap().unwrap();
    // Out of patience: nothing more was started, and the first send was recorded.
    assert_eq!(fake.names().len(), 1);
    assert_eq!(setup.outbox().await.len(), 2);
    // Calls on a stopped dispatcher return at once.
    timeout(PATIENCE, dispatcher.idle()).await.unwrap();
    timeout(PATIENCE, dispatcher.shutdown(Duration::ZERO))
        .await
        .unwrap();

    let restarted = Arc::new(Fake::new(&setup.clock));
    let dispatcher = setup.start(&restarted, DeliveryConfig::default());
    settle(&dispatcher).await;
    let mut names = restarted.names();
    names.sort();
    assert_eq!(names, ["a2", "b1"]);
    assert!(setup.outbox().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_with_patience_drains_what_is_due() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    setup
        .put(&[
            ("a", "a1"),
            ("a", "a2"),
            ("a", "a3"),
            ("b", "b1"),
            ("b", "b2"),
        ])
        .await;
    timeout(PATIENCE, dispatcher.shutdown(Duration::from_secs(5)))
        .await
        .unwrap();
    assert_eq!(fake.names().len(), 5);
    assert!(setup.outbox().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_sender_counts_as_a_transient_failure() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    fake.script("a1", vec![Sent::Transient("panic".into())]);
    let dispatcher = setup.start(&fake, DeliveryConfig::default());
    setup.put(&[("a", "a1"), ("b", "b1")]).await;
    settle(&dispatcher).await;
    let outbox = setup.outbox().await;
    assert_eq!(outbox.len(), 1);
    assert_eq!(outbox[0].attempts, 1);
    assert!(!outbox[0].failed);
    assert!(outbox[0]
        .last_error
        .as_deref()
        .unwrap()
        .contains("panicked"));
    setup.clock.set(outbox[0].next_at);
    settle(&dispatcher).await;
    assert!(setup.outbox().await.is_empty());
    assert_eq!(fake.sends_of("a1").len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropping_every_handle_stops_the_dispatcher() {
    let setup = Setup::new();
    let fake = Arc::new(Fake::new(&setup.clock));
    drop(setup.start(&fake, DeliveryConfig::default()));
    tokio::time::sleep(Duration::from_millis(50)).await;
    setup.put(&[("a", "a1")]).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(fake.names().is_empty());
    assert_eq!(setup.outbox().await.len(), 1);
}
