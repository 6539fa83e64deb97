//! HTTP-interactions mode (`gametable serve`): Discord POSTs every interaction to the
//! application's Interactions Endpoint URL, signed with the application's Ed25519 key, and
//! takes the HTTP answer as the interaction's first response. No gateway, no shards: each
//! request is verified and handed to the same handlers as the gateway's, and nothing of an
//! interaction stays in the process between requests, so several processes can answer
//! behind a load balancer (over a store they share).
//!
//! Answers: PING → PONG; a request that is not Discord's (no signature, a wrong one, a
//! changed body, a timestamp more than five minutes off) → 401, with nothing done, and
//! before its body is read when its headers already tell; an interaction seen before (a
//! captured request sent again, by this process or another on the same store) → 401,
//! with nothing done; another method than POST → 405; a body over 128 KiB → 413; a
//! signed body that is no interaction → 400; while shutting down, or without the store →
//! 503. Connections are served by a [bounded listener](crate::listener) ([`LIMITS`]).

use super::handler::Shared;
use super::responder::Responder;
use super::{open_store, unless_stopped, BotConfig, SHUTDOWN_PATIENCE};
use crate::listener::{self, Limits};
use crate::store::Store;
use crate::table::{Clock, Context};
use anyhow::Context as _;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use futures_util::StreamExt;
use serde_json::{json, Value};
use serenity::all::{GuildId, Http, Interaction};
use serenity::interactions_endpoint::Verifier;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::{pin, Pin};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::Notify;

/// What the endpoint allows: Discord sends an interaction at once, whole, and waits three
/// seconds for its answer; a reverse proxy in front keeps its connections few.
const LIMITS: Limits = Limits {
    connections: 128,
    head_within: Duration::from_secs(5),
    answer_within: Duration::from_secs(5),
    head_bytes: 16 * 1024,
};
/// The largest request body read. Interactions are a few kilobytes; the largest a
/// message's button can bring (the message, its embeds, a full menu) stays well under.
const MAX_BODY: usize = 128 * 1024;
/// A body larger than [`MAX_BODY`] is still read up to this much before it is refused;
/// past it, the connection is dropped.
const DRAIN_AT_MOST: usize = 8 << 20;
/// How long a body larger than [`MAX_BODY`] is read before it is refused (well within
/// the request's deadline, [`Limits::answer_within`]).
const DRAIN_WITHIN: Duration = Duration::from_secs(2);
/// How far a request's signed timestamp may be from this process's clock, in seconds: an
/// old request replayed later is refused.
const TIMESTAMP_TOLERANCE_S: i64 = 300;
/// How long an interaction's id is remembered beyond the last moment its timestamp is
/// accepted, in seconds: room for the clocks of processes sharing the store to differ.
const REMEMBER_BEYOND_S: i64 = 60;
/// The signature Discord sends: an Ed25519 signature in hex.
const SIGNATURE_HEX_DIGITS: usize = 128;
/// Discord waits three seconds for the first response; the handlers defer before that.
const ANSWER_WITHIN: Duration = Duration::from_secs(3);

/// The application's public key, which every interaction must be signed with.
#[derive(Clone)]
pub struct PublicKey(Arc<Verifier>);

/// A public key that is not one.
#[derive(Debug, thiserror::Error)]
pub enum PublicKeyError {
    /// Not 64 hexadecimal digits.
    #[error("expected the 64 hex digits of the application's public key (General Information in the developer portal)")]
    NotHex,
    /// 32 bytes that are no Ed25519 key.
    #[error("not an Ed25519 public key ({0})")]
    NotAKey(String),
}

impl FromStr for PublicKey {
    type Err = PublicKeyError;

    fn from_str(hex: &str) -> Result<PublicKey, PublicKeyError> {
        let hex = hex.trim();
        let mut key = [0u8; 32];
        if hex.len() != 64 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(PublicKeyError::NotHex);
        }
        for (byte, pair) in key.iter_mut().zip(hex.as_bytes().chunks(2)) {
            let pair = std::str::from_utf8(pair).map_err(|_| PublicKeyError::NotHex)?;
            *byte = u8::from_str_radix(pair, 16).map_err(|_| PublicKeyError::NotHex)?;
        }
        Verifier::try_new(key)
            .map(|verifier| PublicKey(Arc::new(verifier)))
            .map_err(|e| PublicKeyError::NotAKey(e.to_string()))
    }
}

impl std::fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PublicKey(..)")
    }
}

/// Answers Discord's interactions on `listen` until `shutdown` resolves; then stops
/// taking requests, lets those in progress finish, sends what is queued and closes the
/// store. The application's id (for follow-ups) is asked of Discord at the start, and the
/// slash commands are registered as the gateway mode does when it connects. A shutdown
/// during the start-up stops it there.
pub async fn serve(
    config: BotConfig,
    listen: SocketAddr,
    key: PublicKey,
    ctx: Context,
    clock: Arc<dyn Clock>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let mut shutdown = pin!(shutdown);
    let Some(store) = unless_stopped(shutdown.as_mut(), open_store(&config)).await else {
        tracing::info!("stopped while opening the store");
        return Ok(());
    };
    let store = store?;
    let served = serve_on(&store, config, listen, key, ctx, clock, shutdown).await;
    let closed = store.close().await;
    served?;
    Ok(closed?)
}

/// [`serve`] on an open store.
async fn serve_on(
    store: &Store,
    config: BotConfig,
    listen: SocketAddr,
    key: PublicKey,
    ctx: Context,
    clock: Arc<dyn Clock>,
    mut shutdown: Pin<&mut impl Future<Output = ()>>,
) -> anyhow::Result<()> {
    let listener = TcpListener::bind(listen)
        .await
        .with_context(|| format!("cannot listen on {listen}"))?;
    let http = Arc::new(super::http(&config));
    let introduced = async {
        let application = http
            .get_current_application_info()
            .await
            .context("cannot ask Discord for the application (is the token right?)")?;
        http.set_application_id(application.id);
        if let Err(e) = super::register(&http, config.guild.map(GuildId::new)).await {
            tracing::error!(error = %e, "cannot register the slash commands");
        }
        anyhow::Ok(())
    };
    let Some(introduced) = unless_stopped(shutdown.as_mut(), introduced).await else {
        tracing::info!("stopped during the start-up");
        return Ok(());
    };
    introduced?;
    // Instances behind a load balancer share the store: none hastens the others'
    // fallbacks at its start.
    let mut running = super::start(store.clone(), &config, ctx, Arc::clone(&clock), false).await?;
    let endpoint = Arc::new(Endpoint {
        shared: Arc::clone(&running.shared),
        http,
        key,
        clock,
    });
    let app = Router::new().fallback(answer).with_state(endpoint);
    let addr = listener.local_addr()?;
    let stop = Arc::new(Notify::new());
    // Ready from here on: connections wait in the listener's backlog until served.
    crate::metrics::set_ready(true);
    let server = tokio::spawn({
        let stop = Arc::clone(&stop);
        listener::serve(listener, app, LIMITS, async move { stop.notified().await })
    });
    tokio::pin!(server);
    tracing::info!(%addr, "answering Discord's interactions");
    tokio::select! {
        () = shutdown => tracing::info!("shutting down"),
        result = &mut server => {
            result?;
            anyhow::bail!("the interactions endpoint stopped");
        }
    }
    crate::metrics::set_ready(false);
    // No new connections; the requests in progress get their answers.
    stop.notify_one();
    if tokio::time::timeout(SHUTDOWN_PATIENCE, &mut server)
        .await
        .is_err()
    {
        tracing::warn!("requests still open at shutdown");
    }
    running.stop_interactions().await;
    running.finish().await;
    Ok(())
}

/// What answering a request needs.
struct Endpoint {
    shared: Arc<Shared>,
    http: Arc<Http>,
    key: PublicKey,
    clock: Arc<dyn Clock>,
}

/// A request's signature headers, well formed and sent in time: what can be told of a
/// request before its body is read.
struct Signed {
    /// `X-Signature-Ed25519`.
    signature: String,
    /// `X-Signature-Timestamp`, as sent.
    timestamp: String,
    /// The timestamp, in seconds since the Unix epoch.
    sent_s: i64,
}

impl Endpoint {
    /// The signature headers of a request, if they are there and look like Discord's (a
    /// signature of 128 hex digits, a timestamp in seconds within
    /// [`TIMESTAMP_TOLERANCE_S`] of now).
    fn signed(&self, headers: &HeaderMap) -> Option<Signed> {
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let signature = text("x-signature-ed25519")?;
        let timestamp = text("x-signature-timestamp")?;
        let hex = |text: &str| text.bytes().all(|b| b.is_ascii_hexdigit());
        if signature.len() != SIGNATURE_HEX_DIGITS || !hex(signature) {
            return None;
        }
        let sent_s = timestamp.parse::<i64>().ok()?;
        let now_s = self.clock.now_ms().div_euclid(1000);
        (now_s.abs_diff(sent_s) <= TIMESTAMP_TOLERANCE_S.unsigned_abs()).then(|| Signed {
            signature: signature.to_owned(),
            timestamp: timestamp.to_owned(),
            sent_s,
        })
    }

    /// Whether the request is Discord's: signed by the application's key over its
    /// timestamp and body.
    fn authentic(&self, signed: &Signed, body: &[u8]) -> bool {
        self.key
            .0
            .verify(&signed.signature, &signed.timestamp, body)
            .is_ok()
    }

    /// Whether `interaction`, sent at `signed`, is seen for the first time by any process
    /// on the store. Its id is remembered for as long as its timestamp would be
    /// accepted, and a little longer.
    async fn first_sight(
        &self,
        interaction: &Interaction,
        signed: &Signed,
    ) -> Result<bool, crate::store::StoreError> {
        let forget_at = (signed.sent_s + TIMESTAMP_TOLERANCE_S + REMEMBER_BEYOND_S) * 1000;
        let store = self.shared.tables.store();
        store
            .first_sight(interaction.id().get(), forget_at, self.clock.now_ms())
            .await
    }
}

/// The body of a request, if it is at most [`MAX_BODY`] bytes. A larger one is refused
/// (413) only once it was read to its end, up to [`DRAIN_AT_MOST`] within
/// [`DRAIN_WITHIN`], and with `Connection: close`: the client then reads the refusal
/// rather than a connection reset under its upload, and sends nothing more on it.
async fn read_body(headers: &HeaderMap, body: Body) -> Result<Vec<u8>, Response> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let mut chunks = body.into_data_stream();
    let mut kept = Vec::new();
    let mut too_large = declared.is_some_and(|length| length > MAX_BODY as u64);
    while !too_large {
        match chunks.next().await {
            None => return Ok(kept),
            Some(Err(_)) => return Err(StatusCode::BAD_REQUEST.into_response()),
            Some(Ok(chunk)) if kept.len() + chunk.len() > MAX_BODY => too_large = true,
            Some(Ok(chunk)) => kept.extend_from_slice(&chunk),
        }
    }
    let drain = async {
        let mut read = kept.len();
        while let Some(Ok(chunk)) = chunks.next().await {
            read += chunk.len();
            if read > DRAIN_AT_MOST {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(DRAIN_WITHIN, drain).await;
    Err((
        StatusCode::PAYLOAD_TOO_LARGE,
        [(header::CONNECTION, "close")],
    )
        .into_response())
}

/// Answers one request.
async fn answer(State(endpoint): State<Arc<Endpoint>>, request: Request) -> Response {
    let started = Instant::now();
    if request.method() != Method::POST {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "POST")]).into_response();
    }
    let (parts, body) = request.into_parts();
    let Some(signed) = endpoint.signed(&parts.headers) else {
        // Nothing Discord sent: refused before its body is read, and the connection
        // closes with the answer, whatever body was announced.
        let refused = unsigned(started);
        return ([(header::CONNECTION, "close")], refused).into_response();
    };
    let body = match read_body(&parts.headers, body).await {
        Ok(body) => body,
        Err(refused) => return refused,
    };
    if !endpoint.authentic(&signed, &body) {
        return unsigned(started);
    }
    let interaction = match serde_json::from_slice::<Interaction>(&body) {
        Ok(interaction) => interaction,
        Err(e) => {
            tracing::warn!(error = %e, "a signed request that is no interaction");
            return StatusCode::BAD_REQUEST.into_response();
        }
    };
    if let Interaction::Ping(_) = interaction {
        crate::metrics::interaction("ping", "answered", started.elapsed());
        return json_response(&json!({ "type": 1 }));
    }
    if !endpoint.shared.accepting() {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    // A captured request sent again within its timestamp's five minutes is Discord's
    // signature all the same: only its id, taken once by the store, tells it apart. It
    // is refused like a request without a signature (and no proxy retries a 401).
    match endpoint.first_sight(&interaction, &signed).await {
        Ok(true) => {}
        Ok(false) => {
            tracing::warn!(id = %interaction.id(), "refused an interaction seen before");
            crate::metrics::interaction("replayed", "refused", started.elapsed());
            return StatusCode::UNAUTHORIZED.into_response();
        }
        Err(e) => {
            tracing::error!(error = %e, "cannot note an interaction in the store");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    let (responder, first) = Responder::body(Arc::clone(&endpoint.http), &interaction);
    // The handler runs on when the first response is out (deferred work, edits, files),
    // and to its end even if Discord stops waiting.
    let shared = Arc::clone(&endpoint.shared);
    tokio::spawn(async move { shared.interaction(interaction, &responder).await });
    match tokio::time::timeout(ANSWER_WITHIN, first).await {
        Ok(Ok(response)) => json_response(&response),
        Ok(Err(_)) if !endpoint.shared.accepting() => {
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
        Ok(Err(_)) => {
            tracing::warn!("an interaction got no answer");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
        Err(_) => {
            tracing::warn!(within = ?ANSWER_WITHIN, "an interaction was not answered in time");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The refusal of a request that is not signed by Discord, counted.
fn unsigned(started: Instant) -> Response {
    tracing::debug!("refused a request without Discord's signature");
    crate::metrics::interaction("unsigned", "refused", started.elapsed());
    StatusCode::UNAUTHORIZED.into_response()
}

fn json_response(body: &Value) -> Response {
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        Body::from(body.to_string()),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_key_is_64_hex_digits_of_an_ed25519_key() {
        let key = "67c6bd767ca099e79efac9fcce4d2022a63bf7dea780e7f3d813f694c1597089";
        assert!(key.parse::<PublicKey>().is_ok());
        assert!(format!(" {} ", key.to_uppercase())
            .parse::<PublicKey>()
            .is_ok());
        for garbled in [
            "",
            "00",
            &key[1..],
            &format!("{key}00"),
            &key.replace('6', "g"),
        ] {
            assert!(
                matches!(garbled.parse::<PublicKey>(), Err(PublicKeyError::NotHex)),
                "{garbled}"
            );
        }
        let multibyte = format!("é{}", &key[2..]);
        assert!(multibyte.parse::<PublicKey>().is_err());
        // About half of all 32-byte strings are no point of the curve.
        let not_a_key = (0..=255u8)
            .map(|b| format!("{b:02x}").repeat(32))
            .find_map(|hex| hex.parse::<PublicKey>().err());
        assert!(
            matches!(not_a_key, Some(PublicKeyError::NotAKey(_))),
            "{not_a_key:?}"
        );
    }
}
