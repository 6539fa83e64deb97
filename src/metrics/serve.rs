//! The metrics endpoint: `/metrics` in Prometheus' text format, `/healthz` (the process
//! answers) and `/readyz` (connected to Discord), on the address the operator gives,
//! behind the limits of a [bounded listener](crate::listener).

use crate::listener::{self, Limits};
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

/// Buckets of the latency histograms, in seconds: from 5 ms to 10 s.
const BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// What the endpoint allows: a scraper and a few probes at a time, each asking small
/// things quickly.
const LIMITS: Limits = Limits {
    connections: 16,
    head_within: Duration::from_secs(5),
    answer_within: Duration::from_secs(5),
    head_bytes: 8 * 1024,
};

/// The installed recorder's handle (one per process).
static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The metrics endpoint, bound and serving.
pub struct Listening {
    /// The address it listens on (the port chosen, when 0 was asked for).
    pub addr: SocketAddr,
}

/// Installs the recorder (once per process) and serves the endpoint on `addr` in the
/// background.
pub async fn serve(addr: SocketAddr) -> anyhow::Result<Listening> {
    let handle = match HANDLE.get() {
        Some(handle) => handle.clone(),
        None => {
            let handle = PrometheusBuilder::new()
                .set_buckets(BUCKETS)?
                .install_recorder()?;
            HANDLE.get_or_init(|| handle).clone()
        }
    };
    let app = Router::new()
        .route("/metrics", get(move || async move { handle.render() }))
        .route("/healthz", get(|| async { "ok" }))
        .route(
            "/readyz",
            get(|| async {
                if super::is_ready() {
                    (StatusCode::OK, "ready")
                } else {
                    (
                        StatusCode::SERVICE_UNAVAILABLE,
                        "not connected to Discord yet",
                    )
                }
            }),
        );
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    tokio::spawn(listener::serve(
        listener,
        app,
        LIMITS,
        std::future::pending(),
    ));
    tracing::info!(%addr, "serving metrics, /healthz and /readyz");
    Ok(Listening { addr })
}
