//! Discord's side of HTTP-interactions mode: the real `gametable serve` binary started
//! against the loopback fake, and the interactions the fake builds signed with a test
//! Ed25519 key pair and POSTed to it, the way Discord does (`X-Signature-Ed25519` over
//! `X-Signature-Timestamp` followed by the body).

// Each test crate that says `mod support;` uses only part of it.
#![allow(dead_code)]

use super::bot::{Bot, BIN};
use super::fakecord::{Fakecord, Place, TestUser, GUILD_ID};
use ed25519_dalek::{Signer as _, SigningKey};
use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The test application's secret key (any 32 bytes are one).
const TEST_SECRET: [u8; 32] = [
    0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec, 0x2c, 0xc4,
    0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19, 0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60,
];
/// How long a request to the bot may take (its answers come within Discord's 3 s).
const TIMEOUT: Duration = Duration::from_secs(10);

/// Signs as Discord signs interactions.
pub struct Signer(SigningKey);

impl Signer {
    /// The test application's key pair.
    pub fn test() -> Signer {
        Signer(SigningKey::from_bytes(&TEST_SECRET))
    }

    /// Another key pair: what someone who is not Discord signs with.
    pub fn other() -> Signer {
        Signer(SigningKey::from_bytes(&[42; 32]))
    }

    /// The public key, as the developer portal shows it (64 hex digits).
    pub fn public_key(&self) -> String {
        hex(self.0.verifying_key().as_bytes())
    }

    /// The `X-Signature-Ed25519` of `body` sent at `timestamp`.
    pub fn sign(&self, timestamp: &str, body: &[u8]) -> String {
        let signed = [timestamp.as_bytes(), body].concat();
        hex(&self.0.sign(&signed).to_bytes())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut text, byte| {
        let _ = write!(text, "{byte:02x}");
        text
    })
}

/// The `X-Signature-Timestamp` of a request sent now, `offset_s` seconds off.
pub fn timestamp(offset_s: i64) -> String {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or_default();
    (now + offset_s).to_string()
}

/// A free loopback port (bound and let go).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// `gametable serve` as a separate process on `port`, talking to `fake`, over `db`.
pub fn spawn_serve(fake: &Fakecord, db: &Path, port: u16) -> Bot {
    spawn_serve_with(fake, db, port, &[])
}

/// [`spawn_serve`] with more environment variables.
pub fn spawn_serve_with(fake: &Fakecord, db: &Path, port: u16, env: &[(&str, String)]) -> Bot {
    serve_command(Command::new(BIN), fake, db, port, env)
}

/// [`spawn_serve_with`], the process allowed at most `descriptors` open files (sockets
/// count): started by `prlimit`, which sets the limit and runs it in its own place (the
/// same process).
pub fn spawn_serve_limited(
    fake: &Fakecord,
    db: &Path,
    port: u16,
    env: &[(&str, String)],
    descriptors: u32,
) -> Bot {
    let mut prlimit = Command::new("prlimit");
    prlimit
        .arg(format!("--nofile={descriptors}:{descriptors}"))
        .args(["--", BIN]);
    serve_command(prlimit, fake, db, port, env)
}

/// Runs `gametable serve` with `launcher` (the binary itself, or a command that runs it).
fn serve_command(
    mut launcher: Command,
    fake: &Fakecord,
    db: &Path,
    port: u16,
    env: &[(&str, String)],
) -> Bot {
    let child = launcher
        .arg("serve")
        .envs(env.iter().map(|(name, value)| (*name, value)))
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_URL", fake.api_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PUBLIC_KEY", Signer::test().public_key())
        .env("GAMETABLE_LISTEN", format!("127.0.0.1:{port}"))
        .env("GAMETABLE_DB", db)
        .env("GAMETABLE_BOARD_INTERVAL_MS", "100")
        // The AI thinks little, and plays all its moves within the command, as before
        // levels: the tests are about the table, and stay quick in a debug build.
        .env("GAMETABLE_AI_ITERATIONS", "2")
        .env("GAMETABLE_AI_COMMAND_MS", "0")
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("gametable serve starts");
    Bot::from(child)
}

/// A signed request, kept to be sent (again) as it is.
pub struct Captured {
    payload: Value,
    headers: Vec<(&'static str, String)>,
    body: Vec<u8>,
}

/// The bot's interactions endpoint as Discord uses it: interactions the fake builds,
/// signed and POSTed.
pub struct Endpoint {
    pub fake: Fakecord,
    pub url: String,
    /// The port it listens on (at 127.0.0.1).
    pub port: u16,
    signer: Signer,
    client: reqwest::Client,
}

impl Endpoint {
    /// The endpoint at `http://127.0.0.1:{port}/interactions`.
    pub fn new(fake: &Fakecord, port: u16) -> Endpoint {
        Endpoint {
            fake: fake.clone(),
            url: format!("http://127.0.0.1:{port}/interactions"),
            port,
            signer: Signer::test(),
            client: reqwest::Client::builder()
                .no_proxy()
                .timeout(TIMEOUT)
                .build()
                .expect("an HTTP client"),
        }
    }

    /// Waits (10 s, then panics) until the endpoint answers a signed PING.
    pub async fn wait_listening(&self) {
        let deadline = tokio::time::Instant::now() + TIMEOUT;
        loop {
            let ping = self.fake.ping_payload();
            if let Ok((200, _)) = self.try_post_signed(&ping).await {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "gametable serve never answered at {}",
                self.url
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// POSTs `body` with these headers as they are; the status and the answer's text.
    pub async fn post_raw(&self, headers: &[(&str, String)], body: Vec<u8>) -> (u16, String) {
        let mut request = self.client.post(&self.url).body(body);
        for (name, value) in headers {
            request = request.header(*name, value);
        }
        let response = request.send().await.expect("the endpoint answers");
        let status = response.status().as_u16();
        (status, response.text().await.unwrap_or_default())
    }

    /// The headers Discord sends with `body`, signed by `signer` at `timestamp`.
    pub fn headers(
        &self,
        signer: &Signer,
        timestamp: &str,
        body: &[u8],
    ) -> Vec<(&'static str, String)> {
        vec![
            ("content-type", "application/json".to_owned()),
            ("x-signature-ed25519", signer.sign(timestamp, body)),
            ("x-signature-timestamp", timestamp.to_owned()),
        ]
    }

    async fn try_post_signed(&self, payload: &Value) -> Result<(u16, Value), reqwest::Error> {
        self.try_send(&self.capture(payload)).await
    }

    async fn try_send(&self, captured: &Captured) -> Result<(u16, Value), reqwest::Error> {
        let mut request = self.client.post(&self.url).body(captured.body.clone());
        for (name, value) in &captured.headers {
            request = request.header(*name, value);
        }
        let response = request.send().await?;
        let status = response.status().as_u16();
        let text = response.text().await?;
        Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
    }

    /// The interaction `payload` signed as Discord signs it now: a request as someone
    /// who captured it on its way would hold it, to [`send`](Endpoint::send) (again).
    pub fn capture(&self, payload: &Value) -> Captured {
        let body = payload.to_string().into_bytes();
        Captured {
            payload: payload.clone(),
            headers: self.headers(&self.signer, &timestamp(0), &body),
            body,
        }
    }

    /// POSTs the interaction `payload` signed as Discord signs it; the status and the
    /// answer. An answer with status 200 is taken by the fake as the interaction's
    /// callback (it panics if the fake's callback route would refuse it).
    pub async fn post_signed(&self, payload: &Value) -> (u16, Value) {
        self.send(&self.capture(payload)).await
    }

    /// POSTs a captured request as it is, byte for byte; the status and the answer,
    /// taken by the fake as with [`post_signed`](Endpoint::post_signed).
    pub async fn send(&self, captured: &Captured) -> (u16, Value) {
        let payload = &captured.payload;
        let (status, answer) = self.try_send(captured).await.expect("the endpoint answers");
        if status == 200 && payload["type"] != 1 {
            let taken = self.fake.answered_over_http(payload, &answer);
            assert_eq!(
                taken,
                204,
                "Discord would refuse this answer: {answer}\nREST calls:\n{}",
                self.fake.call_log()
            );
        }
        (status, answer)
    }

    /// A slash command in the test server, POSTed and answered with status 200; the
    /// answer.
    pub async fn command(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        let payload =
            self.fake
                .command_payload(Place::Guild(GUILD_ID), user, channel, name, options);
        self.answered(&payload).await
    }

    /// A click on a button (or, with `values`, a choice in a menu) of `message_id`; the
    /// answer.
    pub async fn component(
        &self,
        user: &TestUser,
        channel: u64,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Value {
        let payload = self.fake.component_payload(
            Place::Guild(GUILD_ID),
            user,
            channel,
            message_id,
            custom_id,
            values,
        );
        self.answered(&payload).await
    }

    /// An autocomplete request (the focused option marked `"focused": true`); the answer.
    pub async fn autocomplete(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Value {
        let payload = self.fake.autocomplete_payload(user, channel, name, options);
        self.answered(&payload).await
    }

    async fn answered(&self, payload: &Value) -> Value {
        let (status, answer) = self.post_signed(payload).await;
        assert_eq!(status, 200, "the answer to {payload}: {answer}");
        answer
    }
}
