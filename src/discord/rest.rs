//! A small Discord REST client for what the bot sends on its own (direct messages,
//! channel posts, table-message edits), paced to Discord's limits.
//!
//! Serenity's own rate limiter must be off when requests go through a REST proxy, and its
//! errors drop a 429's `retry_after`; so this client paces itself: one request at a time,
//! at most [`MAX_PER_SECOND`], waiting out a bucket that reports no requests remaining, and
//! retrying a 429 after the `retry-after` Discord (or the proxy) asks for.

use reqwest::{Method, StatusCode};
use serde_json::Value;
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::Instant;

/// Discord allows 50 requests a second per bot; stay under it.
const MAX_PER_SECOND: u32 = 45;
/// How often a rate-limited request is tried again before giving up.
const RATE_LIMIT_TRIES: usize = 5;
/// The longest `retry-after` honoured; a longer one fails the request.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);

/// A request Discord refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("Discord answered {status} (code {code:?}): {message}")]
pub struct RestError {
    /// The HTTP status (0 when no answer came).
    pub status: u16,
    /// Discord's JSON error code, e.g. 50007.
    pub code: Option<i64>,
    /// Discord's message.
    pub message: String,
}

/// Discord's JSON error code for "Cannot send messages to this user".
pub const DMS_CLOSED: i64 = 50007;

/// The REST client.
pub struct Rest {
    client: reqwest::Client,
    base: String,
    token: String,
    last_request: Option<Instant>,
    blocked_until: HashMap<String, Instant>,
}

impl Rest {
    /// A client for `api_url` (a REST proxy, or Discord itself when `None`).
    pub fn new(token: &str, api_url: Option<&str>) -> Rest {
        let root = api_url
            .unwrap_or("https://discord.com")
            .trim_end_matches('/');
        Rest {
            // Tests and proxies live on loopback: never route through HTTP(S)_PROXY.
            client: reqwest::Client::builder()
                .no_proxy()
                .build()
                .unwrap_or_default(),
            base: format!("{root}/api/v10"),
            token: token.trim_start_matches("Bot ").to_owned(),
            last_request: None,
            blocked_until: HashMap::new(),
        }
    }

    /// Sends one request and returns the JSON answer (`Null` for an empty one).
    pub async fn call(
        &mut self,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, RestError> {
        let bucket = bucket_of(path);
        for _ in 0..RATE_LIMIT_TRIES {
            self.pace(&bucket).await;
            let mut request = self
                .client
                .request(method.clone(), format!("{}{path}", self.base))
                .header("Authorization", format!("Bot {}", self.token));
            if let Some(body) = body {
                request = request.json(body);
            }
            let response = request.send().await.map_err(|e| RestError {
                status: 0,
                code: None,
                message: e.to_string(),
            })?;
            let status = response.status();
            let headers = response.headers().clone();
            let header = |name: &str| {
                headers
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<f64>().ok())
            };
            if header("x-ratelimit-remaining") == Some(0.0) {
                if let Some(wait) = header("x-ratelimit-reset-after") {
                    self.block(&bucket, wait);
                }
            }
            let text = response.text().await.unwrap_or_default();
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if status == StatusCode::TOO_MANY_REQUESTS {
                let wait = header("retry-after")
                    .or_else(|| json["retry_after"].as_f64())
                    .unwrap_or(1.0);
                if Duration::from_secs_f64(wait.max(0.0)) > MAX_RETRY_AFTER {
                    break;
                }
                tracing::warn!(path, wait, "rate limited by Discord; waiting");
                self.block(&bucket, wait);
                continue;
            }
            if status.is_success() {
                return Ok(json);
            }
            return Err(RestError {
                status: status.as_u16(),
                code: json["code"].as_i64(),
                message: json["message"].as_str().unwrap_or_default().to_owned(),
            });
        }
        Err(RestError {
            status: 429,
            code: None,
            message: "still rate limited".into(),
        })
    }

    fn block(&mut self, bucket: &str, seconds: f64) {
        let until = Instant::now() + Duration::from_secs_f64(seconds.clamp(0.0, 60.0));
        self.blocked_until.insert(bucket.to_owned(), until);
    }

    async fn pace(&mut self, bucket: &str) {
        if let Some(until) = self.blocked_until.remove(bucket) {
            tokio::time::sleep_until(until).await;
        }
        if let Some(last) = self.last_request {
            tokio::time::sleep_until(last + Duration::from_secs(1) / MAX_PER_SECOND).await;
        }
        self.last_request = Some(Instant::now());
    }
}

/// Discord's limits are per top-level resource: `channels/123`, `users/@me`.
fn bucket_of(path: &str) -> String {
    path.trim_start_matches('/')
        .split('/')
        .take(2)
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::bucket_of;

    #[test]
    fn buckets_are_top_level_resources() {
        assert_eq!(bucket_of("/channels/12/messages/34"), "channels/12");
        assert_eq!(bucket_of("/channels/13/messages"), "channels/13");
        assert_eq!(bucket_of("/users/@me/channels"), "users/@me");
    }
}
