//! The outbox keeps promised messages exactly, on every backend (memory, SQLite, and
//! PostgreSQL when TEST_DATABASE_URL is set): a lane hands out its parcels one at a time
//! and in order, a keyed parcel replaces a pending one, retries wait, failures are kept
//! and unblock their lane, fallbacks are withdrawn or hastened, and a claim holds a parcel
//! for one claimant until it is reported on or its lease runs out.

#[path = "support/backends.rs"]
mod backends;

use gametable::store::{Claimant, Envelope, Parcel, Store, Write};
use gametable::table::ChannelId;
use serde_json::json;

fn envelope(lane: &str, key: Option<&str>, text: &str, delay_ms: i64) -> Write {
    Write::Enqueue {
        envelope: Envelope {
            channel: ChannelId(5),
            lane: lane.into(),
            key: key.map(str::to_owned),
            payload: json!({ "text": text }),
            delay_ms,
        },
        at: 1_000,
    }
}

/// The parcels due at `now`, as the one sender of these tests claims them.
async fn claimed(
    store: &Store,
    now: i64,
    limit: usize,
) -> Result<Vec<Parcel>, gametable::store::StoreError> {
    let me = Claimant {
        owner: "tests".into(),
        lease_ms: 30_000,
    };
    store.claim_parcels(&me, now, limit).await
}

fn texts(parcels: &[Parcel]) -> Vec<String> {
    parcels
        .iter()
        .map(|p| {
            p.envelope.payload["text"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect()
}

async fn keeps_promises(store: Store) {
    store
        .write(vec![
            envelope("post:5", None, "first post", 0),
            envelope("post:5", None, "second post", 0),
            envelope("board:5", Some("board:5"), "board v1", 0),
            envelope("dm:9", None, "hand", 0),
        ])
        .await
        .unwrap();
    store
        .write(vec![envelope("board:5", Some("board:5"), "board v2", 0)])
        .await
        .unwrap();
    let due = claimed(&store, 1_000, 10).await.unwrap();
    assert_eq!(
        texts(&due),
        ["first post", "hand", "board v2"],
        "the head of each lane, oldest first; the newer board replaced the older"
    );
    assert!(due.windows(2).all(|w| w[0].id < w[1].id));

    // The first post fails for now: its lane waits for it, the others go on.
    let first = due[0].id;
    store
        .write(vec![Write::Retry {
            id: first,
            attempts: 1,
            next_at: 5_000,
            error: "503".into(),
        }])
        .await
        .unwrap();
    assert_eq!(
        texts(&claimed(&store, 1_000, 10).await.unwrap()),
        ["hand", "board v2"]
    );
    assert_eq!(store.next_due().await.unwrap(), Some(1_000));
    let retried = claimed(&store, 5_000, 10).await.unwrap();
    assert_eq!(retried[0].attempts, 1);
    assert_eq!(texts(&retried)[0], "first post");

    // Given up on: kept and listed, no longer blocking its lane.
    store
        .write(vec![Write::Failed {
            id: first,
            attempts: 8,
            error: "403 50013".into(),
        }])
        .await
        .unwrap();
    assert_eq!(
        texts(&claimed(&store, 5_000, 10).await.unwrap())[0],
        "second post"
    );
    let listing = store.outbox().await.unwrap();
    let failed: Vec<_> = listing.iter().filter(|e| e.failed).collect();
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].id, first);
    assert_eq!(failed[0].last_error.as_deref(), Some("403 50013"));

    // Delivered parcels leave.
    let delivered: Vec<Write> = claimed(&store, 5_000, 10)
        .await
        .unwrap()
        .iter()
        .map(|p| Write::Delivered { id: p.id })
        .collect();
    store.write(delivered).await.unwrap();
    assert!(claimed(&store, i64::MAX, 10).await.unwrap().is_empty());
    assert_eq!(store.next_due().await.unwrap(), None);

    // A fallback waits out its grace, unless it is hastened or withdrawn.
    store
        .write(vec![
            envelope("answer:1", Some("answer:1"), "fallback 1", 10_000),
            envelope("answer:2", Some("answer:2"), "fallback 2", 10_000),
        ])
        .await
        .unwrap();
    assert!(claimed(&store, 1_000, 10).await.unwrap().is_empty());
    assert_eq!(store.next_due().await.unwrap(), Some(11_000));
    store
        .write(vec![Write::Withdraw {
            key: "answer:1".into(),
        }])
        .await
        .unwrap();
    store
        .write(vec![Write::Hasten {
            key_prefix: "answer:".into(),
            at: 2_000,
        }])
        .await
        .unwrap();
    assert_eq!(
        texts(&claimed(&store, 2_000, 10).await.unwrap()),
        ["fallback 2"]
    );
}

/// Two claimants of one outbox: a parcel one holds is not the other's until its lease
/// runs out or it is retried; the holder's own claims are renewed.
async fn claims_hold_until_reported_or_expired(store: Store) {
    let ann = Claimant {
        owner: "ann".into(),
        lease_ms: 5_000,
    };
    let ben = Claimant {
        owner: "ben".into(),
        lease_ms: 5_000,
    };
    store
        .write(vec![
            envelope("post:5", None, "first post", 0),
            envelope("post:5", None, "second post", 0),
            envelope("dm:9", None, "hand", 0),
        ])
        .await
        .unwrap();
    let mine = store.claim_parcels(&ann, 1_000, 1).await.unwrap();
    assert_eq!(texts(&mine), ["first post"]);
    let theirs = store.claim_parcels(&ben, 1_000, 10).await.unwrap();
    assert_eq!(
        texts(&theirs),
        ["hand"],
        "the held lane waits, the other is free"
    );
    assert_eq!(
        texts(&store.claim_parcels(&ben, 5_999, 10).await.unwrap()),
        ["hand"],
        "Ann's claim holds to its end; Ben's own is renewed"
    );
    // Ann renews her claim; then she goes away and Ben takes her parcel once it runs out.
    assert_eq!(
        texts(&store.claim_parcels(&ann, 2_000, 10).await.unwrap()),
        ["first post"]
    );
    assert!(store
        .claim_parcels(&ben, 6_500, 10)
        .await
        .unwrap()
        .iter()
        .all(|p| p.id != mine[0].id));
    let taken = store.claim_parcels(&ben, 7_000, 10).await.unwrap();
    assert_eq!(texts(&taken), ["first post", "hand"]);
    // A retry ends the claim: whoever claims once it is due gets it.
    store
        .write(vec![Write::Retry {
            id: taken[0].id,
            attempts: 1,
            next_at: 8_000,
            error: "503".into(),
        }])
        .await
        .unwrap();
    let again = store.claim_parcels(&ann, 8_000, 1).await.unwrap();
    assert_eq!((again[0].id, again[0].attempts), (taken[0].id, 1));
}

backends::on_every_store! {
    every_backend_keeps_promises => keeps_promises,
    on_every_backend_claims_hold_until_reported_or_expired => claims_hold_until_reported_or_expired,
}

#[tokio::test]
async fn parcels_survive_reopening_the_database_and_ids_are_never_reused() {
    for fresh in backends::databases() {
        eprintln!("{}", fresh.name);
        let store = fresh.store();
        store
            .write(vec![envelope("dm:9", None, "hand", 0)])
            .await
            .unwrap();
        let first = claimed(&store, 1_000, 1).await.unwrap()[0].id;
        store
            .write(vec![Write::Delivered { id: first }])
            .await
            .unwrap();
        store
            .write(vec![envelope("dm:9", None, "next hand", 0)])
            .await
            .unwrap();
        drop(store);
        let store = fresh.store();
        let due = claimed(&store, 1_000, 1).await.unwrap();
        assert_eq!(texts(&due), ["next hand"]);
        assert!(
            due[0].id > first,
            "a nonce is never given to a second message"
        );
    }
}
