//! A bounded HTTP/1 listener, for the servers anyone on the network may reach (the
//! interactions endpoint of `serve`, the metrics): what one client can hold is bounded by
//! hyper's and tower-http's own limits, and the connections by a cap ([`Limits`]).
//!
//! - A request's head must arrive within [`Limits::head_within`] from when the connection
//!   is ready for it (after it opened, or after the previous answer on a kept-alive one);
//!   else the connection is closed (hyper's `header_read_timeout`). A head over
//!   [`Limits::head_bytes`] is answered 431.
//! - A request must be answered within [`Limits::answer_within`] of its head, however
//!   slowly its body comes: else 408 (tower-http's `Timeout`).
//! - At most [`Limits::connections`] are open at once. At the cap a new connection closes
//!   the one idle longest (`slots`); while all are in a request, new ones wait in the
//!   listen backlog.
//!
//! How much of a body is read is the application's to bound. A leaf: it knows neither
//! Discord nor the metrics.

mod slots;

use axum::http::{Request, StatusCode};
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use slots::{Slot, Slots};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;
use tower_http::timeout::Timeout;

/// How long the listener waits after it failed to take a connection (out of file
/// descriptors, most likely) before it tries again.
const RETRY_ACCEPT_AFTER: Duration = Duration::from_millis(50);

/// What a listener allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once (each costs a file descriptor).
    pub connections: usize,
    /// How long a request's head may take to arrive, also on a connection kept alive.
    pub head_within: Duration,
    /// How long a request may take from its head to its answer (then 408).
    pub answer_within: Duration,
    /// The largest request head, in bytes (hyper takes no less than 8 KiB).
    pub head_bytes: usize,
}

/// Serves `app` on `listener` within `limits` until `shutdown` resolves; then takes no
/// more connections, lets the requests in progress be answered, closes the connections,
/// and returns once all are closed (within [`Limits::answer_within`]).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let app = Timeout::with_status_code(app, StatusCode::REQUEST_TIMEOUT, limits.answer_within);
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.head_within)
        .max_buf_size(limits.head_bytes);
    let slots = Slots::new(limits.connections);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            () = &mut shutdown => break,
            taken = listener.accept() => match taken {
                Ok((stream, _)) => stream,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot take a connection");
                    tokio::time::sleep(RETRY_ACCEPT_AFTER).await;
                    continue;
                }
            },
        };
        let slot = tokio::select! {
            () = &mut shutdown => break,
            slot = slots.admit() => slot,
        };
        let service = hyper::service::service_fn({
            let (app, slot) = (app.clone(), Arc::clone(&slot));
            move |request: Request<Incoming>| {
                let busy = Slot::busy(&slot);
                let app = app.clone();
                async move {
                    let answered = app.oneshot(request).await;
                    drop(busy);
                    answered
                }
            }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            tokio::select! {
                _ = connection => {}
                () = slot.closed() => {}
            }
        });
    }
    drop(listener);
    graceful.shutdown().await;
}
