//! A database URL as it may be shown (in logs, errors, listings): read by a real URL
//! parser, its password and every query parameter that looks secret (`password`,
//! `sslpassword`, …) replaced by `***`, its fragment left out. A URL that cannot be read
//! is shown as [`UNREADABLE`], never as typed: a password in it could not be found.

use url::form_urlencoded;
use url::Url;

/// What stands for a hidden value.
const HIDDEN: &str = "***";
/// What stands for a URL that cannot be read.
pub(super) const UNREADABLE: &str = "<unparseable URL>";
/// A query parameter whose name contains one of these (ignoring case) holds a secret.
const SECRET_WORDS: [&str; 6] = ["pass", "pwd", "secret", "token", "key", "auth"];

/// `text` with its secrets hidden; [`UNREADABLE`] when it is no URL.
pub(super) fn shown(text: &str) -> String {
    let Ok(url) = Url::parse(text) else {
        return UNREADABLE.to_owned();
    };
    let mut shown = format!("{}://", url.scheme());
    if !url.username().is_empty() || url.password().is_some() {
        shown.push_str(url.username());
        if url.password().is_some() {
            shown.push(':');
            shown.push_str(HIDDEN);
        }
        shown.push('@');
    }
    shown.push_str(url.host_str().unwrap_or_default());
    if let Some(port) = url.port() {
        shown.push_str(&format!(":{port}"));
    }
    shown.push_str(url.path());
    if let Some(query) = url.query() {
        shown.push('?');
        shown.push_str(&query_shown(query));
    }
    shown
}

/// Whether `text` holds something [`shown`] hides (or is no URL, so could).
pub(super) fn holds_secret(text: &str) -> bool {
    shown(text) != text
}

/// A query with the values of its secret parameters hidden, the rest as written.
fn query_shown(query: &str) -> String {
    query
        .split('&')
        .map(|pair| {
            let raw_key = pair.split_once('=').map_or(pair, |(key, _)| key);
            let key = form_urlencoded::parse(pair.as_bytes())
                .next()
                .map(|(key, _)| key.to_lowercase())
                .unwrap_or_default();
            if SECRET_WORDS.iter().any(|word| key.contains(word)) {
                format!("{raw_key}={HIDDEN}")
            } else {
                pair.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_with_a_slash_or_an_at_in_the_user_part_never_shows() {
        for (url, expected) in [
            (
                "postgres://bot:s3cr%2Ft@db.example:5432/games",
                "postgres://bot:***@db.example:5432/games",
            ),
            (
                "postgres://bot:s3cr%40t@db.example/games?sslmode=disable",
                "postgres://bot:***@db.example/games?sslmode=disable",
            ),
            ("postgres://:s3cr3t@db/games", "postgres://:***@db/games"),
            (
                "postgresql://bot:s3cr3t@[::1]:5433/games",
                "postgresql://bot:***@[::1]:5433/games",
            ),
        ] {
            let shown = shown(url);
            assert_eq!(shown, expected, "{url}");
            assert!(!shown.contains("s3cr"), "{shown}");
            assert!(holds_secret(url), "{url}");
        }
    }

    #[test]
    fn secret_query_parameters_lose_their_values_and_the_rest_stays_as_written() {
        let url = "postgres://bot@db/games?sslmode=require&password=hunter2\
                   &options=-c%20x%3Dy&SSLPassword=p%2Fw&%70assword=x&api_key=k#frag";
        assert_eq!(
            shown(url),
            "postgres://bot@db/games?sslmode=require&password=***\
             &options=-c%20x%3Dy&SSLPassword=***&%70assword=***&api_key=***"
        );
        assert!(holds_secret("postgres://db/games?sslpassword=x"));
    }

    #[test]
    fn a_url_that_cannot_be_read_is_never_shown_as_typed() {
        for text in [
            "postgres://bot:pa/ss@db.example/games",
            "postgres://bot:s3cr3t@db:99999/games",
            "postgres://bot:s3cr3t@db:port/games",
            "postgres://[bad/games",
            "postgres://bot:s3cr3t@/games?host=/run/postgresql",
        ] {
            assert_eq!(shown(text), UNREADABLE, "{text}");
            assert!(holds_secret(text), "{text}");
        }
    }

    #[test]
    fn a_url_without_secrets_shows_as_it_is() {
        for url in [
            "postgres://bot@db.example:5432/games",
            "postgres://db/games?sslmode=disable&application_name=gt",
            "postgresql://h:5433/db?options=-c%20x%3Dy",
        ] {
            assert_eq!(shown(url), url);
            assert!(!holds_secret(url), "{url}");
        }
    }
}
