//! The log: tracing's events on standard error, filtered by `RUST_LOG` (`warn` when unset),
//! with every secret replaced by `[redacted]`: the bot token wherever it appears, and the
//! tokens of interactions, which serenity's debug and trace events show in webhook and
//! callback URLs (`/webhooks/{application}/{token}`, `/interactions/{id}/{token}`) and in
//! `token` fields (`"token":"…"` in JSON, `token: "…"` in Rust's debug output, `token=…`).

use std::io::{IsTerminal, Write};
use std::ops::Range;
use std::sync::OnceLock;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::EnvFilter;

const REDACTED: &str = "[redacted]";

/// The bot token, once it is known.
static BOT_TOKEN: OnceLock<String> = OnceLock::new();

/// Starts logging to standard error (in colour only on a terminal).
pub fn init_logging() {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn")),
        )
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(RedactedStderr)
        .init();
}

/// Keeps the bot token out of every later log line.
pub fn hide_bot_token(token: &str) {
    let _ = BOT_TOKEN.set(token.to_owned());
}

struct RedactedStderr;

impl<'a> MakeWriter<'a> for RedactedStderr {
    type Writer = Redacting;

    fn make_writer(&'a self) -> Redacting {
        Redacting
    }
}

/// Standard error, redacted. tracing's formatter hands over each event in one piece, so a
/// secret is never split between two writes.
struct Redacting;

impl Write for Redacting {
    fn write(&mut self, event: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(event);
        let clean = redact(&text, BOT_TOKEN.get().map(String::as_str));
        std::io::stderr().lock().write_all(clean.as_bytes())?;
        Ok(event.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// `text` with the bot token and every interaction token replaced by [`REDACTED`].
fn redact(text: &str, bot_token: Option<&str>) -> String {
    let text = match bot_token.filter(|token| !token.is_empty()) {
        Some(token) => text.replace(token, REDACTED),
        None => text.to_owned(),
    };
    // `…::token` is a module path (the target of a log line), not a field.
    let fields = text
        .match_indices("token")
        .filter(|(at, _)| !text[..*at].ends_with("::"))
        .filter_map(|(at, key)| field_value(&text, at + key.len()));
    let urls = ["/webhooks/", "/interactions/"]
        .into_iter()
        .flat_map(|marker| {
            text.match_indices(marker)
                .filter_map(|(at, marker)| url_token(&text, at + marker.len()))
        });
    let mut secrets: Vec<Range<usize>> = fields.chain(urls).collect();
    secrets.sort_by_key(|secret| secret.start);
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for secret in secrets {
        if secret.start < copied {
            continue;
        }
        out.push_str(&text[copied..secret.start]);
        out.push_str(REDACTED);
        copied = secret.end;
    }
    out.push_str(&text[copied..]);
    out
}

/// The token of a URL path after `/webhooks/` or `/interactions/`: an id, a slash, then
/// the token.
fn url_token(text: &str, from: usize) -> Option<Range<usize>> {
    let id = text[from..].bytes().take_while(u8::is_ascii_digit).count();
    let start = from + id + 1;
    if id == 0 || text.as_bytes().get(start - 1) != Some(&b'/') {
        return None;
    }
    let len = token_len(&text[start..]);
    (len > 0).then_some(start..start + len)
}

/// The value of a field whose name ends in `token` at `from`: after the name's closing
/// quote, `:` or `=` (with blanks and terminal colours around), a quoted value, possibly
/// as an escaped quote inside a quoted text or wrapped in `Some(…)`, or a bare one.
fn field_value(text: &str, from: usize) -> Option<Range<usize>> {
    let bytes = text.as_bytes();
    let mut at = skip_filler(bytes, from, b"\"\\");
    if !matches!(bytes.get(at), Some(b':' | b'=')) {
        return None;
    }
    at = skip_filler(bytes, at + 1, b"");
    if text[at..].starts_with("Some(") {
        at += "Some(".len();
    }
    let quote = ["\\\"", "\""]
        .into_iter()
        .find(|q| text[at..].starts_with(q));
    let (start, end) = match quote {
        Some(quote) => {
            let start = at + quote.len();
            (start, start + text[start..].find(quote)?)
        }
        None => (at, at + token_len(&text[at..])),
    };
    (end > start && &text[start..end] != REDACTED).then_some(start..end)
}

/// The index after the spaces, terminal colour codes (`ESC [ … m`) and bytes of `also`
/// from `at` on.
fn skip_filler(bytes: &[u8], mut at: usize, also: &[u8]) -> usize {
    loop {
        match bytes.get(at) {
            Some(b) if b.is_ascii_whitespace() || also.contains(b) => at += 1,
            Some(0x1b) if bytes.get(at + 1) == Some(&b'[') => {
                let code = bytes[at + 2..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit() || **b == b';')
                    .count();
                at += 2 + code + usize::from(bytes.get(at + 2 + code) == Some(&b'm'));
            }
            _ => return at,
        }
    }
}

/// The length of the token at the start of `text`: letters, digits, `-`, `_` and `.`.
fn token_len(text: &str) -> usize {
    text.bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        .count()
}

#[cfg(test)]
mod tests {
    use super::redact;

    fn clean(text: &str) -> String {
        redact(text, None)
    }

    #[test]
    fn webhook_and_callback_urls_lose_their_token() {
        assert_eq!(
            clean(
                "PATCH https://discord.com/api/v10/webhooks/321/aW50ZX.Jh-Y3_Q/messages/@original"
            ),
            "PATCH https://discord.com/api/v10/webhooks/321/[redacted]/messages/@original"
        );
        assert_eq!(
            clean("POST /interactions/1000000000012/tok-12/callback failed"),
            "POST /interactions/1000000000012/[redacted]/callback failed"
        );
    }

    #[test]
    fn token_fields_lose_their_value_in_json_debug_output_and_tracing_fields() {
        assert_eq!(
            clean(r#"{"id":"5","token":"fake-token-5","type":2}"#),
            r#"{"id":"5","token":"[redacted]","type":2}"#
        );
        assert_eq!(clean(r#""token" : "abc""#), r#""token" : "[redacted]""#);
        assert_eq!(
            clean(
                r#"route: InteractionResponse { interaction_id: InteractionId(5), token: "fake-token-5" }"#
            ),
            r#"route: InteractionResponse { interaction_id: InteractionId(5), token: "[redacted]" }"#
        );
        assert_eq!(
            clean(r#"body: "{\"token\":\"abc\",\"type\":1}""#),
            r#"body: "{\"token\":\"[redacted]\",\"type\":1}""#
        );
        assert_eq!(
            clean(r#"token: Some("abc")"#),
            r#"token: Some("[redacted]")"#
        );
        assert_eq!(
            clean("call token=abc.def next"),
            "call token=[redacted] next"
        );
        assert_eq!(
            clean("\x1b[3mtoken\x1b[0m\x1b[2m=\x1b[0mabc next"),
            "\x1b[3mtoken\x1b[0m\x1b[2m=\x1b[0m[redacted] next"
        );
        assert_eq!(
            clean(r#""access_token": "abc""#),
            r#""access_token": "[redacted]""#
        );
    }

    #[test]
    fn the_bot_token_is_redacted_wherever_it_appears() {
        assert_eq!(
            redact(
                "authorization: Bot MTk4.Gx-secret, again MTk4.Gx-secret",
                Some("MTk4.Gx-secret")
            ),
            "authorization: Bot [redacted], again [redacted]"
        );
    }

    #[test]
    fn other_text_is_left_alone() {
        for text in [
            "tokens: 3",
            r#"{"token_type":"Bearer"}"#,
            "the token expired",
            "/webhooks/abc/def",
            "/interactions/ next",
            r#"token: """#,
            "token:",
            "WARN gametable::cli::token: the bot token was given with --token",
            "\x1b[2mgametable::cli::token\x1b[0m\x1b[2m:\x1b[0m the bot token was given",
        ] {
            assert_eq!(clean(text), text);
        }
    }
}
