//! What one Discord answer says about rate limits, read from its headers.

use std::time::Duration;

/// Which limit a 429 came from (`X-RateLimit-Scope`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The bot's own limit on this route.
    User,
    /// The bot's global limit: every route waits.
    Global,
    /// A limit shared by everyone on the resource; Discord does not count it as invalid.
    Shared,
}

/// The rate-limit facts of one answer, for [`RateLimits::learn`](super::RateLimits::learn).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// The HTTP status.
    pub status: u16,
    /// `X-RateLimit-Bucket`: Discord's name of the route's bucket.
    pub bucket: Option<String>,
    /// `X-RateLimit-Limit`: requests per window.
    pub limit: Option<u32>,
    /// `X-RateLimit-Remaining`: requests left in this window.
    pub remaining: Option<u32>,
    /// `X-RateLimit-Reset-After`: until the window resets.
    pub reset_after: Option<Duration>,
    /// `Retry-After` (on a 429): how long to wait.
    pub retry_after: Option<Duration>,
    /// The 429 is global (`X-RateLimit-Global: true` or scope `global`).
    pub global: bool,
    /// `X-RateLimit-Scope`, if given.
    pub scope: Option<Scope>,
}

impl Limits {
    /// Reads the limits of an answer with `status` from its headers; `header` returns a
    /// header's value by its lower-case name. Values that do not parse are left out.
    pub fn from_headers(status: u16, header: impl Fn(&str) -> Option<String>) -> Limits {
        let number = |name: &str| header(name).and_then(|v| v.trim().parse::<u32>().ok());
        let seconds = |name: &str| header(name).and_then(|v| parse_seconds(&v));
        let scope = header("x-ratelimit-scope").and_then(|v| match v.trim() {
            "user" => Some(Scope::User),
            "global" => Some(Scope::Global),
            "shared" => Some(Scope::Shared),
            _ => None,
        });
        let global = header("x-ratelimit-global")
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"))
            || scope == Some(Scope::Global);
        Limits {
            status,
            bucket: header("x-ratelimit-bucket").map(|v| v.trim().to_owned()),
            limit: number("x-ratelimit-limit"),
            remaining: number("x-ratelimit-remaining"),
            reset_after: seconds("x-ratelimit-reset-after"),
            retry_after: seconds("retry-after"),
            global,
            scope,
        }
    }

    /// Whether Discord counts this answer against the invalid-request limit: a 401, a 403,
    /// or a 429 that is not of the shared scope.
    pub fn is_invalid(&self) -> bool {
        match self.status {
            401 | 403 => true,
            429 => self.scope != Some(Scope::Shared),
            _ => false,
        }
    }
}

/// Seconds as Discord writes them: `"1"`, `"0.250"`.
fn parse_seconds(value: &str) -> Option<Duration> {
    let seconds: f64 = value.trim().parse().ok()?;
    Duration::try_from_secs_f64(seconds).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn limits(status: u16, headers: &[(&str, &str)]) -> Limits {
        let headers: HashMap<String, String> = headers
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Limits::from_headers(status, |name| headers.get(name).cloned())
    }

    #[test]
    fn a_success_reads_the_bucket_headers() {
        let answer = limits(
            200,
            &[
                ("x-ratelimit-bucket", "abcd1234"),
                ("x-ratelimit-limit", "5"),
                ("x-ratelimit-remaining", "0"),
                ("x-ratelimit-reset-after", "0.250"),
                ("x-ratelimit-reset", "1470173023.123"),
            ],
        );
        assert_eq!(
            answer,
            Limits {
                status: 200,
                bucket: Some("abcd1234".into()),
                limit: Some(5),
                remaining: Some(0),
                reset_after: Some(Duration::from_millis(250)),
                retry_after: None,
                global: false,
                scope: None,
            }
        );
        assert!(!answer.is_invalid());
    }

    #[test]
    fn a_global_429_is_global_by_either_header() {
        let by_flag = limits(429, &[("retry-after", "2"), ("x-ratelimit-global", "true")]);
        assert!(by_flag.global);
        assert_eq!(by_flag.retry_after, Some(Duration::from_secs(2)));
        let by_scope = limits(
            429,
            &[("retry-after", "1.5"), ("x-ratelimit-scope", "global")],
        );
        assert!(by_scope.global);
        assert_eq!(by_scope.scope, Some(Scope::Global));
        assert_eq!(by_scope.retry_after, Some(Duration::from_millis(1500)));
        assert!(by_flag.is_invalid() && by_scope.is_invalid());
    }

    #[test]
    fn a_shared_429_is_not_invalid_and_not_global() {
        let answer = limits(
            429,
            &[("retry-after", "0.5"), ("x-ratelimit-scope", "shared")],
        );
        assert_eq!(answer.scope, Some(Scope::Shared));
        assert!(!answer.global);
        assert!(!answer.is_invalid());
        assert!(limits(429, &[("x-ratelimit-scope", "user")]).is_invalid());
        assert!(limits(403, &[]).is_invalid());
        assert!(limits(401, &[]).is_invalid());
        assert!(!limits(404, &[]).is_invalid());
    }

    #[test]
    fn values_that_do_not_parse_are_left_out() {
        let answer = limits(
            200,
            &[
                ("x-ratelimit-remaining", "many"),
                ("x-ratelimit-reset-after", "-1"),
                ("retry-after", "soon"),
                ("x-ratelimit-global", "false"),
            ],
        );
        assert_eq!(answer.remaining, None);
        assert_eq!(answer.reset_after, None);
        assert_eq!(answer.retry_after, None);
        assert!(!answer.global);
    }
}
