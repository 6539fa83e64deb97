use super::*;
use crate::delivery::Scope;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::time::timeout;
use Traffic::Channel;

const A: &str = "POST /channels/1/messages";
const B: &str = "POST /channels/2/messages";

fn fast() -> RateLimits {
    RateLimits::new(1000, Budgets::each(500))
}

fn ok(remaining: u32, limit: u32, reset_after_ms: u64) -> Limits {
    Limits {
        status: 200,
        limit: Some(limit),
        remaining: Some(remaining),
        reset_after: Some(Duration::from_millis(reset_after_ms)),
        ..Limits::default()
    }
}

fn too_many(retry_after: Duration, global: bool) -> Limits {
    Limits {
        status: 429,
        retry_after: Some(retry_after),
        global,
        scope: Some(if global { Scope::Global } else { Scope::User }),
        ..Limits::default()
    }
}

/// How long an acquire on `route` waits (paused time: exact).
async fn wait_of(limits: &RateLimits, route: &str) -> Duration {
    let start = Instant::now();
    let _ticket = limits.acquire(route, Channel).await;
    start.elapsed()
}

#[tokio::test(start_paused = true)]
async fn nothing_known_lets_requests_go() {
    let limits = fast();
    let tickets = [
        limits.acquire(A, Channel).await,
        limits.acquire(A, Channel).await,
        limits.acquire(A, Channel).await,
    ];
    assert_eq!(tickets[0].route(), A);
    assert!(wait_of(&limits, A).await < Duration::from_millis(10));
}

#[tokio::test(start_paused = true)]
async fn a_429_on_one_route_does_not_delay_another() {
    let limits = fast();
    drop(limits.acquire(A, Channel).await);
    let start = Instant::now();
    limits.learn(A, Channel, &too_many(Duration::from_secs(5), false));
    assert!(wait_of(&limits, B).await < Duration::from_millis(10));
    drop(limits.acquire(A, Channel).await);
    let waited = start.elapsed();
    assert!(waited >= Duration::from_secs(5), "{waited:?}");
    assert!(waited < Duration::from_millis(5100), "{waited:?}");
}

#[tokio::test(start_paused = true)]
async fn a_global_429_delays_every_route() {
    let limits = fast();
    limits.learn(A, Channel, &too_many(Duration::from_secs(3), true));
    assert!(wait_of(&limits, B).await >= Duration::from_secs(3));
    // The block has passed: nothing waits any more.
    assert!(wait_of(&limits, A).await < Duration::from_millis(10));
}

#[tokio::test(start_paused = true)]
async fn the_global_scope_alone_also_blocks_everything() {
    let limits = fast();
    let answer = Limits::from_headers(429, |name| match name {
        "retry-after" => Some("2".into()),
        "x-ratelimit-scope" => Some("global".into()),
        _ => None,
    });
    limits.learn(A, Channel, &answer);
    assert!(wait_of(&limits, B).await >= Duration::from_secs(2));
}

#[tokio::test(start_paused = true)]
async fn remaining_zero_waits_until_the_reset() {
    let limits = fast();
    drop(limits.acquire(A, Channel).await);
    limits.learn(A, Channel, &ok(0, 5, 2_000));
    let waited = wait_of(&limits, A).await;
    assert!(waited >= Duration::from_secs(2), "{waited:?}");
    assert!(waited < Duration::from_millis(2100), "{waited:?}");
    // Another channel was never held up.
    limits.learn(A, Channel, &ok(0, 5, 2_000));
    assert!(wait_of(&limits, B).await < Duration::from_millis(10));
}

#[tokio::test(start_paused = true)]
async fn remaining_caps_the_requests_in_flight_of_a_bucket() {
    let limits = Arc::new(fast());
    limits.learn(A, Channel, &ok(2, 5, 10_000));
    let first = limits.acquire(A, Channel).await;
    let second = limits.acquire(A, Channel).await;
    // A third would exceed what is left in the window: it waits...
    assert!(timeout(Duration::from_secs(1), limits.acquire(A, Channel))
        .await
        .is_err());
    // ...but not on another bucket...
    assert!(wait_of(&limits, B).await < Duration::from_millis(10));
    // ...and goes as soon as one in flight is answered without using the window up.
    let third = {
        let limits = limits.clone();
        tokio::spawn(async move {
            let start = Instant::now();
            let _ticket = limits.acquire(A, Channel).await;
            start.elapsed()
        })
    };
    tokio::task::yield_now().await;
    assert!(!third.is_finished());
    limits.learn(A, Channel, &ok(2, 5, 10_000));
    drop(first);
    let waited = third.await.unwrap_or(Duration::MAX);
    assert!(waited < Duration::from_millis(10), "{waited:?}");
    drop(second);
}

#[tokio::test(start_paused = true)]
async fn answers_of_one_window_keep_the_lowest_remaining() {
    let limits = fast();
    limits.learn(A, Channel, &ok(0, 5, 1_000));
    // A late answer of the same window must not reopen it.
    limits.learn(A, Channel, &ok(3, 5, 900));
    assert!(wait_of(&limits, A).await >= Duration::from_millis(1_000));
}

#[tokio::test(start_paused = true)]
async fn after_the_reset_the_full_limit_applies() {
    let limits = fast();
    limits.learn(A, Channel, &ok(0, 2, 500));
    tokio::time::sleep(Duration::from_millis(600)).await;
    let _one = limits.acquire(A, Channel).await;
    let _two = limits.acquire(A, Channel).await;
    assert!(
        timeout(Duration::from_millis(100), limits.acquire(A, Channel))
            .await
            .is_err()
    );
}

#[tokio::test(start_paused = true)]
async fn the_invalid_budget_blocks_once_spent_and_frees_as_the_window_passes() {
    let limits = RateLimits::new(1000, Budgets::each(3));
    let forbidden = Limits {
        status: 403,
        ..Limits::default()
    };
    let shared = Limits {
        status: 429,
        retry_after: Some(Duration::from_millis(1)),
        scope: Some(Scope::Shared),
        ..Limits::default()
    };
    limits.learn(A, Channel, &forbidden);
    tokio::time::sleep(Duration::from_secs(60)).await;
    limits.learn(B, Channel, &forbidden);
    // A shared 429 is not counted: the budget is not spent yet.
    limits.learn(B, Channel, &shared);
    tokio::time::sleep(Duration::from_millis(10)).await;
    assert!(wait_of(&limits, "GET /gateway").await < Duration::from_millis(10));
    limits.learn("POST /users/@me/channels", Channel, &forbidden);
    // Spent: wait until the first one leaves the ten minutes (540 s from now).
    let waited = wait_of(&limits, "GET /gateway").await;
    assert!(waited >= Duration::from_secs(539), "{waited:?}");
    assert!(waited <= Duration::from_secs(541), "{waited:?}");
    // Two are still in the window: one more may come before it blocks again.
    assert!(wait_of(&limits, B).await < Duration::from_millis(10));
}

#[tokio::test(start_paused = true)]
async fn requests_are_paced_evenly_across_routes() {
    let limits = RateLimits::new(10, Budgets::each(500));
    let start = Instant::now();
    let mut tickets = Vec::new();
    for channel in 0..21 {
        tickets.push(
            limits
                .acquire(&format!("POST /channels/{channel}/messages"), Channel)
                .await,
        );
    }
    // 21 requests at 10 per second: the last goes 2 s after the first.
    let elapsed = start.elapsed();
    assert!(elapsed >= Duration::from_secs(2), "{elapsed:?}");
    assert!(elapsed < Duration::from_millis(2100), "{elapsed:?}");
}

#[tokio::test(start_paused = true)]
async fn interaction_webhooks_take_no_slot_of_the_global_pace_and_pass_its_block() {
    const FOLLOWUP: &str = "POST /webhooks/321/:token-1";
    let limits = RateLimits::new(10, Budgets::each(500));
    let start = Instant::now();
    let mut tickets = Vec::new();
    for _ in 0..20 {
        tickets.push(limits.acquire(FOLLOWUP, Traffic::Interaction).await);
    }
    assert!(start.elapsed() < Duration::from_millis(10), "not paced");
    // Nor did they spend the pace: the channel's first request goes at once.
    assert!(wait_of(&limits, A).await < Duration::from_millis(10));
    limits.learn(A, Channel, &too_many(Duration::from_secs(3), true));
    let during_block = Instant::now();
    drop(limits.acquire(FOLLOWUP, Traffic::Interaction).await);
    assert!(
        during_block.elapsed() < Duration::from_millis(10),
        "no wait"
    );
    assert!(
        wait_of(&limits, B).await >= Duration::from_secs(3),
        "the channels wait"
    );
    // Its bucket still holds: `remaining = 0` waits for the reset.
    drop(tickets);
    limits.learn(FOLLOWUP, Traffic::Interaction, &ok(0, 5, 1_000));
    let bucket = Instant::now();
    drop(limits.acquire(FOLLOWUP, Traffic::Interaction).await);
    assert!(bucket.elapsed() >= Duration::from_millis(1_000));
}

#[tokio::test(start_paused = true)]
async fn buckets_are_forgotten_once_they_know_nothing_current() {
    let limits = fast();
    for channel in 0..100 {
        let route = format!("POST /channels/{channel}/messages");
        let ticket = limits.acquire(&route, Channel).await;
        limits.learn(&route, Channel, &ok(4, 5, 2_000));
        drop(ticket);
    }
    assert_eq!(limits.bucket_count(), 100);
    // Buckets without news leave as soon as their last request is done.
    drop(limits.acquire("GET /gateway", Channel).await);
    assert_eq!(limits.bucket_count(), 100);
    tokio::time::sleep(Duration::from_secs(3)).await;
    drop(limits.acquire(A, Channel).await);
    assert_eq!(limits.bucket_count(), 0);
}

#[tokio::test(start_paused = true)]
async fn requests_held_up_by_a_global_block_leave_at_the_pace_after_it() {
    let limits = Arc::new(RateLimits::new(10, Budgets::each(500)));
    let start = Instant::now();
    // Five requests take their pace slots (0, 100, … 400 ms)…
    let waiting: Vec<_> = (0..5)
        .map(|channel| {
            let limits = Arc::clone(&limits);
            tokio::spawn(async move {
                let _ticket = limits
                    .acquire(&format!("POST /channels/{channel}/messages"), Channel)
                    .await;
                start.elapsed()
            })
        })
        .collect();
    // …then a global 429 blocks everything for a second.
    tokio::time::sleep(Duration::from_millis(50)).await;
    limits.learn(A, Channel, &too_many(Duration::from_secs(1), true));
    let mut left = Vec::new();
    for wait in waiting {
        left.push(wait.await.unwrap());
    }
    left.sort();
    assert!(left[0] < Duration::from_millis(50), "{left:?}");
    assert!(left[1] >= Duration::from_millis(1050), "{left:?}");
    for pair in left[1..].windows(2) {
        assert!(
            pair[1] - pair[0] >= Duration::from_millis(100),
            "no burst after the block: {left:?}"
        );
    }
}

const DM_OPEN: &str = "POST /users/@me/channels";
const DM: &str = "POST /channels/900/messages";

fn dms_closed() -> Limits {
    Limits {
        status: 403,
        ..Limits::default()
    }
}

#[tokio::test(start_paused = true)]
async fn refused_dms_spend_their_own_budget_and_never_hold_up_the_channels() {
    let limits = RateLimits::new(
        1000,
        Budgets {
            channel: 5,
            direct: 3,
        },
    );
    for _ in 0..3 {
        drop(limits.acquire(DM, Traffic::Direct).await);
        limits.learn(DM, Traffic::Direct, &dms_closed());
    }
    // The DM budget is spent: DMs and followers' news wait for the window…
    assert!(timeout(
        Duration::from_secs(60),
        limits.acquire(DM_OPEN, Traffic::Direct)
    )
    .await
    .is_err());
    assert!(timeout(
        Duration::from_secs(60),
        limits.acquire(DM, Traffic::Follower)
    )
    .await
    .is_err());
    // …while every channel goes on at once.
    for channel in 0..20 {
        let route = format!("POST /channels/{channel}/messages");
        assert!(wait_of(&limits, &route).await < Duration::from_millis(10));
        limits.learn(&route, Channel, &ok(4, 5, 100));
    }
    assert!(limits.is_closed("invalid_direct"));
    assert!(!limits.is_closed("invalid_channel"));
    // Ten minutes after the first refusal, DMs go again.
    tokio::time::sleep(Duration::from_secs(600)).await;
    drop(limits.acquire(DM, Traffic::Direct).await);
    assert!(!limits.is_closed("invalid_direct"));
}

#[tokio::test(start_paused = true)]
async fn a_spent_channel_budget_holds_up_channels_but_not_dms() {
    let limits = RateLimits::new(
        1000,
        Budgets {
            channel: 2,
            direct: 2,
        },
    );
    limits.learn(A, Channel, &dms_closed());
    limits.learn(B, Channel, &dms_closed());
    assert!(timeout(Duration::from_secs(60), limits.acquire(A, Channel))
        .await
        .is_err());
    let start = Instant::now();
    drop(limits.acquire(DM, Traffic::Direct).await);
    assert!(start.elapsed() < Duration::from_millis(10));
    assert!(limits.is_closed("invalid_channel"));
}

#[tokio::test(start_paused = true)]
async fn followers_news_waits_behind_table_traffic_while_the_pace_is_busy() {
    let limits = Arc::new(RateLimits::new(10, Budgets::each(500)));
    let order = Arc::new(Mutex::new(Vec::new()));
    let go = |route: String, traffic: Traffic, name: &'static str| {
        let limits = Arc::clone(&limits);
        let order = Arc::clone(&order);
        tokio::spawn(async move {
            let _ticket = limits.acquire(&route, traffic).await;
            order
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(name);
        })
    };
    // Table traffic keeps the pace busy (a slot every 100 ms)…
    let mut tasks = vec![
        go(A.into(), Channel, "table 1"),
        go(B.into(), Channel, "table 2"),
    ];
    tokio::time::sleep(Duration::from_millis(1)).await;
    // …a follower's news comes next, and more table traffic after it.
    tasks.push(go(DM.into(), Traffic::Follower, "news"));
    tokio::time::sleep(Duration::from_millis(1)).await;
    tasks.push(go(
        "POST /channels/3/messages".into(),
        Traffic::Direct,
        "hand",
    ));
    tasks.push(go(
        "PATCH /channels/4/messages/:id".into(),
        Channel,
        "table 3",
    ));
    for task in tasks {
        task.await.unwrap();
    }
    let order = order.lock().unwrap_or_else(PoisonError::into_inner).clone();
    assert_eq!(order, ["table 1", "table 2", "hand", "table 3", "news"]);
}

#[tokio::test(start_paused = true)]
async fn followers_news_goes_at_once_when_the_pace_is_free() {
    let limits = RateLimits::new(10, Budgets::each(500));
    let start = Instant::now();
    drop(limits.acquire(DM, Traffic::Follower).await);
    assert!(start.elapsed() < Duration::from_millis(1));
}

#[tokio::test(start_paused = true)]
async fn a_gate_is_closed_once_per_closing_and_open_again_after() {
    let limits = RateLimits::new(
        1000,
        Budgets {
            channel: 500,
            direct: 2,
        },
    );
    for _ in 0..5 {
        limits.learn(DM, Traffic::Direct, &dms_closed());
    }
    assert!(limits.is_closed("invalid_direct"));
    limits.learn(A, Channel, &too_many(Duration::from_secs(2), true));
    assert!(limits.is_closed("global"));
    tokio::time::sleep(Duration::from_secs(3)).await;
    drop(limits.acquire(A, Channel).await);
    assert!(!limits.is_closed("global"));
    assert!(limits.is_closed("invalid_direct"));
    assert_eq!(
        limits.closings(),
        2,
        "one closing each, not one per refusal"
    );
}
