//! Claims on the outbox: a parcel claimed by one sender (one process) is not handed to
//! another until it is delivered, retried or given up on, or until the claim runs out;
//! a sender renews its own claims each time it asks.

#[path = "support/backends.rs"]
mod backends;

use backends::enqueue;

use gametable::store::{Claimant, Store, Write};

const LEASE_MS: i64 = 30_000;

fn claimant(owner: &str) -> Claimant {
    Claimant {
        owner: owner.into(),
        lease_ms: LEASE_MS,
    }
}

async fn ids(store: &Store, who: &Claimant, now: i64) -> Vec<i64> {
    let parcels = store.claim_parcels(who, now, 10).await.unwrap();
    parcels.iter().map(|p| p.id).collect()
}

async fn one_sender_at_a_time(store: Store) {
    let (a, b) = (claimant("a"), claimant("b"));
    store
        .write(vec![enqueue("post:5", "post"), enqueue("dm:9", "hand")])
        .await
        .unwrap();
    let mine = ids(&store, &a, 1_000).await;
    assert_eq!(mine.len(), 2, "both lanes' heads");
    assert!(ids(&store, &b, 1_000).await.is_empty(), "claimed by a");
    assert_eq!(ids(&store, &a, 2_000).await, mine, "a's claims stay a's");

    // Delivered: the lane's next parcel is free for anyone.
    store
        .write(vec![enqueue("post:5", "second post")])
        .await
        .unwrap();
    store
        .write(vec![Write::Delivered { id: mine[0] }])
        .await
        .unwrap();
    let theirs = ids(&store, &b, 2_000).await;
    assert_eq!(theirs.len(), 1, "the second post, not a's hand");
    assert!(theirs[0] > mine[1]);

    // Retried: the claim ends with the attempt.
    store
        .write(vec![Write::Retry {
            id: mine[1],
            attempts: 1,
            next_at: 3_000,
            error: "503".into(),
        }])
        .await
        .unwrap();
    assert_eq!(ids(&store, &b, 3_000).await, [mine[1], theirs[0]]);

    // A claim runs out when its sender stops renewing it (the process is gone).
    let later = 3_000 + LEASE_MS;
    assert!(ids(&store, &a, later - 1).await.is_empty());
    assert_eq!(ids(&store, &a, later).await, [mine[1], theirs[0]]);

    // A process that runs alone starts: every claim is let go at once.
    assert!(ids(&store, &b, later + 1).await.is_empty());
    store.write(vec![Write::ReleaseClaims]).await.unwrap();
    assert_eq!(ids(&store, &b, later + 1).await, [mine[1], theirs[0]]);
}

#[tokio::test]
async fn every_backend_hands_a_parcel_to_one_sender_at_a_time() {
    for backend in backends::all() {
        one_sender_at_a_time(backend.store()).await;
    }
}

#[tokio::test]
async fn two_processes_on_one_database_never_claim_one_parcel_twice() {
    for backend in backends::databases() {
        two_claimants_at_once(backend.store(), backend.store()).await;
    }
}

async fn two_claimants_at_once(first: Store, second: Store) {
    let writes = (0..200)
        .map(|i| enqueue(&format!("lane:{}", i % 40), &i.to_string()))
        .collect();
    first.write(writes).await.unwrap();
    let (a, b) = (claimant("a"), claimant("b"));
    let mut seen = std::collections::HashSet::new();
    for round in 0..5 {
        let now = 1_000 + round;
        let (x, y) = tokio::join!(
            first.claim_parcels(&a, now, 25),
            second.claim_parcels(&b, now, 25)
        );
        let (x, y) = (x.unwrap(), y.unwrap());
        assert!(x.iter().all(|p| y.iter().all(|q| q.id != p.id)));
        let delivered = x
            .iter()
            .chain(&y)
            .map(|p| Write::Delivered { id: p.id })
            .collect();
        for parcel in x.iter().chain(&y) {
            assert!(seen.insert(parcel.id), "parcel {} sent twice", parcel.id);
        }
        first.write(delivered).await.unwrap();
    }
    assert_eq!(seen.len(), 200, "every parcel, once");
}
