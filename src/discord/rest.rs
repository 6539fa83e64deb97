//! A small Discord REST client for what the bot sends on its own (direct messages,
//! channel posts, table-message edits). Every request is paced by the delivery room's
//! [`RateLimits`] (a global pace, one gate per rate-limit bucket, the invalid-request
//! budget), which learns from the `X-RateLimit-*` headers of every answer.
//!
//! Serenity's own limiter cannot be used here: with a REST proxy URL it must be off (its
//! limiter bypasses the proxy), and its errors drop a 429's `retry_after`.

use crate::delivery::{Limits, RateLimits, Traffic};
use reqwest::Method;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

/// How long one request may take, connection included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);

/// Why a request did not succeed, as far as deciding what to do next goes.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RestError {
    /// No answer: a connection error or a time-out.
    #[error("{route}: no answer ({reason})")]
    NoAnswer {
        /// The route.
        route: String,
        /// What the HTTP client said.
        reason: String,
    },
    /// Rate limited; the bucket (or everything, for a global limit) waits `retry_after`.
    #[error("{route}: rate limited for {retry_after:?}")]
    RateLimited {
        /// The route.
        route: String,
        /// How long to wait.
        retry_after: Duration,
    },
    /// Discord answered with an error status.
    #[error("{route}: Discord answered {status} (code {code:?}): {message}")]
    Refused {
        /// The route.
        route: String,
        /// The HTTP status.
        status: u16,
        /// Discord's JSON error code, e.g. 50007.
        code: Option<i64>,
        /// Discord's message.
        message: String,
    },
}

impl RestError {
    /// Whether trying again later may succeed (no answer, a rate limit, a server error).
    pub fn may_heal(&self) -> bool {
        match self {
            RestError::NoAnswer { .. } | RestError::RateLimited { .. } => true,
            RestError::Refused { status, .. } => *status >= 500,
        }
    }

    /// Discord's JSON error code, if it sent one.
    pub fn code(&self) -> Option<i64> {
        match self {
            RestError::Refused { code, .. } => *code,
            _ => None,
        }
    }
}

/// The REST client; cheap to share and to clone (clones share the client and its pace).
#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    base: String,
    token: String,
    limits: Arc<RateLimits>,
}

impl Rest {
    /// A client for `api_url` (a REST proxy, or Discord itself when `None`), paced by
    /// `limits`.
    pub fn new(token: &str, api_url: Option<&str>, limits: Arc<RateLimits>) -> Rest {
        let root = api_url
            .unwrap_or("https://discord.com")
            .trim_end_matches('/');
        Rest {
            // Tests and proxies live on loopback: never route through HTTP(S)_PROXY.
            client: reqwest::Client::builder()
                .no_proxy()
                .timeout(REQUEST_TIMEOUT)
                .build()
                .unwrap_or_default(),
            base: format!("{root}/api/v10"),
            token: token.trim_start_matches("Bot ").to_owned(),
            limits,
        }
    }

    /// Sends one request of `traffic` and returns the JSON answer (`Null` for an empty
    /// one). Its rate-limit key is its route, e.g. `POST /channels/12/messages`.
    pub async fn call(
        &self,
        traffic: Traffic,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, RestError> {
        self.call_with(traffic, method, path, body, None).await
    }

    /// [`Rest::call`] with a file: the body goes as `payload_json` of a multipart request
    /// and `file` (name, PNG bytes) as its `files[0]`.
    pub async fn call_with(
        &self,
        traffic: Traffic,
        method: Method,
        path: &str,
        body: Option<&Value>,
        file: Option<(&str, &[u8])>,
    ) -> Result<Value, RestError> {
        let route = route_of(&method, path);
        // Held until the answer is learned: the request's place in its bucket.
        let _ticket = self.limits.acquire(&route, traffic).await;
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header("Authorization", format!("Bot {}", self.token));
        match (body, file) {
            (body, Some((name, bytes))) => request = request.multipart(upload(body, name, bytes)),
            (Some(body), None) => request = request.json(body),
            (None, None) => {}
        }
        let response = match request.send().await {
            Ok(response) => response,
            Err(e) => {
                // Its URL may hold an interaction's token.
                return Err(RestError::NoAnswer {
                    route,
                    reason: e.without_url().to_string(),
                });
            }
        };
        let status = response.status().as_u16();
        crate::metrics::rest_call(&route, status);
        let limits = {
            let headers = response.headers();
            Limits::from_headers(status, |name| {
                headers
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned)
            })
        };
        self.limits.learn(&route, traffic, &limits);
        let text = response.text().await.unwrap_or_default();
        let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        if (200..300).contains(&status) {
            return Ok(json);
        }
        if status == 429 {
            let retry_after = limits
                .retry_after
                .or_else(|| json["retry_after"].as_f64().map(Duration::from_secs_f64))
                .unwrap_or(Duration::from_secs(1));
            return Err(RestError::RateLimited { route, retry_after });
        }
        Err(RestError::Refused {
            route,
            status,
            code: json["code"].as_i64(),
            message: json["message"].as_str().unwrap_or_default().to_owned(),
        })
    }
}

/// A multipart body: `body` as `payload_json` and the PNG `bytes` named `name` as
/// `files[0]`, with its content type (Discord's OpenAPI asks for one).
fn upload(body: Option<&Value>, name: &str, bytes: &[u8]) -> reqwest::multipart::Form {
    let payload = body.map_or_else(|| "{}".to_owned(), Value::to_string);
    let part = reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned());
    // A fixed, valid type: this cannot fail, and a file without it is still sent.
    let part = match part.mime_str(PNG) {
        Ok(typed) => typed,
        Err(_) => reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned()),
    };
    reqwest::multipart::Form::new()
        .text("payload_json", payload)
        .part("files[0]", part)
}

/// The content type of the files the bot uploads (its pictures).
const PNG: &str = "image/png";

/// The rate-limit key of a request: method and path without its query, with message ids
/// replaced so that every edit in a channel shares one bucket, and member ids so that
/// every look at a server's members does (Discord's buckets are per top-level resource and
/// route). The token of an interaction's webhook is a secret: it is replaced by a
/// fingerprint, which keeps one bucket per webhook, so that no route (the key, an error,
/// a metric) shows it.
fn route_of(method: &Method, path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    let mut parts: Vec<String> = path
        .trim_start_matches('/')
        .split('/')
        .map(str::to_owned)
        .collect();
    let top = parts.first().map(String::as_str);
    if matches!(top, Some("webhooks" | "interactions")) && parts.len() >= 3 {
        parts[2] = format!(":token-{}", fingerprint(&parts[2]));
    }
    let resource = |i: usize| parts.get(i).map(String::as_str);
    let numbered = match (resource(0), resource(2)) {
        (Some("channels"), Some("messages")) | (Some("guilds"), Some("members")) => Some(3),
        (Some("webhooks"), _) if resource(3) == Some("messages") => Some(4),
        _ => None,
    };
    if let Some(id) = numbered.filter(|&i| i < parts.len()) {
        parts[id] = ":id".to_owned();
    }
    format!("{method} /{}", parts.join("/"))
}

/// A short fingerprint of a secret (32-bit FNV-1a, in decimal): the same secret gives
/// the same one, and it tells nothing of the secret.
fn fingerprint(secret: &str) -> u32 {
    secret.bytes().fold(0x811c_9dc5, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_key_buckets_by_channel_and_share_message_edits() {
        assert_eq!(
            route_of(&Method::PATCH, "/channels/12/messages/34"),
            "PATCH /channels/12/messages/:id"
        );
        assert_eq!(
            route_of(&Method::PATCH, "/channels/12/messages/99"),
            route_of(&Method::PATCH, "/channels/12/messages/34")
        );
        assert_eq!(
            route_of(&Method::POST, "/channels/13/messages"),
            "POST /channels/13/messages"
        );
        assert_eq!(
            route_of(&Method::POST, "/users/@me/channels"),
            "POST /users/@me/channels"
        );
        assert_eq!(
            route_of(&Method::GET, "/guilds/4000/members/601"),
            "GET /guilds/4000/members/:id"
        );
        assert_eq!(
            route_of(&Method::GET, "/channels/12/messages?limit=50"),
            "GET /channels/12/messages"
        );
    }

    #[test]
    fn webhook_routes_keep_a_bucket_per_token_and_never_show_it() {
        let post = route_of(&Method::POST, "/webhooks/321/aW50ZX.Jh-secret");
        let delete = route_of(
            &Method::DELETE,
            "/webhooks/321/aW50ZX.Jh-secret/messages/1000000000009",
        );
        for route in [&post, &delete] {
            assert!(!route.contains("secret"), "{route}");
        }
        let mark = format!(":token-{}", fingerprint("aW50ZX.Jh-secret"));
        assert_eq!(post, format!("POST /webhooks/321/{mark}"));
        assert_eq!(delete, format!("DELETE /webhooks/321/{mark}/messages/:id"));
        assert_ne!(
            route_of(&Method::POST, "/webhooks/321/another-token"),
            post,
            "another webhook, another bucket"
        );
    }

    #[tokio::test]
    async fn a_request_without_an_answer_names_neither_its_url_nor_a_token() {
        let limits = Arc::new(RateLimits::new(50, crate::delivery::Budgets::each(500)));
        // Nothing listens on port 9 of loopback (discard): the connection is refused.
        let rest = Rest::new("bot-token", Some("http://127.0.0.1:9"), limits);
        let path = "/webhooks/321/aW50ZX.Jh-secret";
        let error = rest
            .call(Traffic::Interaction, Method::POST, path, None)
            .await
            .expect_err("nobody answers");
        assert!(matches!(error, RestError::NoAnswer { .. }), "{error}");
        assert!(!error.to_string().contains("secret"), "{error}");
    }

    #[test]
    fn server_errors_and_silence_may_heal_refusals_do_not() {
        let refused = |status| RestError::Refused {
            route: "POST /x".into(),
            status,
            code: Some(50013),
            message: String::new(),
        };
        assert!(refused(502).may_heal());
        assert!(!refused(403).may_heal());
        assert_eq!(refused(403).code(), Some(50013));
        assert!(RestError::NoAnswer {
            route: "POST /x".into(),
            reason: "timed out".into()
        }
        .may_heal());
    }
}
