//! Whether a person still belongs to a server: asked of Discord (`GET
//! /guilds/{guild}/members/{user}`, which needs no privileged intent) through the bot's own
//! REST client, paced like everything it sends, and remembered for a minute, for at most
//! [`REMEMBERED`] people at once. Only Discord's own answer that the member is unknown
//! counts as gone; when Discord cannot be asked (an error, a rate limit, no answer within
//! [`PATIENCE`]) the standing is unknown, and nothing is remembered.

use super::rest::{Rest, RestError};
use crate::delivery::Traffic;
use crate::table::{Clock, UserId};
use reqwest::Method;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long an answer is remembered.
const KEPT_MS: i64 = 60_000;
/// How many answers are remembered at most: the oldest go first.
const REMEMBERED: usize = 10_000;
/// How long asking may take: a control must be answered within Discord's three seconds.
const PATIENCE: Duration = Duration::from_millis(1000);

/// Discord's JSON error codes that say the person is not a member.
mod code {
    /// Unknown Member.
    pub const UNKNOWN_MEMBER: i64 = 10007;
    /// Unknown User.
    pub const UNKNOWN_USER: i64 = 10013;
}

/// Whether a person belongs to a server, as far as Discord said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// A member.
    Member,
    /// Not a member (any more).
    Gone,
    /// Discord could not be asked.
    Unknown,
}

/// Asks Discord whether people are members of servers, and remembers the answers a while.
pub struct Membership {
    rest: Rest,
    clock: Arc<dyn Clock>,
    remembered: Mutex<Remembered>,
}

impl Membership {
    /// Asks through `rest`; answers are remembered by the time of `clock`.
    pub fn new(rest: Rest, clock: Arc<dyn Clock>) -> Membership {
        Membership {
            rest,
            clock,
            remembered: Mutex::new(Remembered::new(REMEMBERED, KEPT_MS)),
        }
    }

    /// Whether `user` is a member of the server `guild`.
    pub async fn standing(&self, guild: u64, user: UserId) -> Standing {
        let key = (guild, user);
        if let Some(member) = self.remembered().get(key, self.clock.now_ms()) {
            return if member {
                Standing::Member
            } else {
                Standing::Gone
            };
        }
        let path = format!("/guilds/{guild}/members/{}", user.0);
        let asked = tokio::time::timeout(
            PATIENCE,
            self.rest.call(Traffic::Channel, Method::GET, &path, None),
        )
        .await;
        let standing = match asked {
            Ok(Ok(_)) => Standing::Member,
            Ok(Err(e)) if gone(&e) => Standing::Gone,
            Ok(Err(e)) => {
                tracing::warn!(guild, user = user.0, error = %e, "cannot tell whether a person is a member");
                return Standing::Unknown;
            }
            Err(_) => {
                tracing::warn!(
                    guild,
                    user = user.0,
                    "no answer in time to whether a person is a member"
                );
                return Standing::Unknown;
            }
        };
        self.remembered()
            .put(key, standing == Standing::Member, self.clock.now_ms());
        standing
    }

    fn remembered(&self) -> std::sync::MutexGuard<'_, Remembered> {
        self.remembered
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Whether Discord's refusal says the person is no member.
fn gone(error: &RestError) -> bool {
    matches!(
        error,
        RestError::Refused {
            status: 404,
            code: Some(code::UNKNOWN_MEMBER | code::UNKNOWN_USER),
            ..
        }
    )
}

/// A server and a person in it.
type Key = (u64, UserId);

/// Answers remembered for a while, at most a number of them: a map to look them up, and
/// the order they were given in, which is the order they expire in.
struct Remembered {
    answers: HashMap<Key, (bool, i64)>,
    given: VecDeque<(Key, i64)>,
    capacity: usize,
    kept_ms: i64,
}

impl Remembered {
    fn new(capacity: usize, kept_ms: i64) -> Remembered {
        Remembered {
            answers: HashMap::new(),
            given: VecDeque::new(),
            capacity,
            kept_ms,
        }
    }

    /// Whether the person of `key` was a member, if that was said less than `kept_ms`
    /// before `now`.
    fn get(&mut self, key: Key, now: i64) -> Option<bool> {
        self.forget(now);
        let kept = self.kept_ms;
        self.answers
            .get(&key)
            .filter(|(_, at)| now.saturating_sub(*at) < kept)
            .map(|(member, _)| *member)
    }

    /// Remembers that the person of `key` is a `member` (or not), as said at `now`.
    fn put(&mut self, key: Key, member: bool, now: i64) {
        self.answers.insert(key, (member, now));
        self.given.push_back((key, now));
        self.forget(now);
    }

    /// Forgets the answers that are too old, and the oldest beyond the capacity.
    fn forget(&mut self, now: i64) {
        while let Some(&(key, at)) = self.given.front() {
            let old = now.saturating_sub(at) >= self.kept_ms;
            if !old && self.answers.len() <= self.capacity {
                return;
            }
            self.given.pop_front();
            // An answer given again since is not this one.
            if self.answers.get(&key).is_some_and(|(_, said)| *said == at) {
                self.answers.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SERVER: u64 = 4000;

    #[test]
    fn an_answer_is_remembered_for_a_minute_and_then_asked_again() {
        let mut remembered = Remembered::new(REMEMBERED, KEPT_MS);
        remembered.put((SERVER, UserId(1)), true, 1_000);
        remembered.put((SERVER, UserId(2)), false, 1_000);
        assert_eq!(remembered.get((SERVER, UserId(1)), 60_999), Some(true));
        assert_eq!(remembered.get((SERVER, UserId(2)), 60_999), Some(false));
        assert_eq!(remembered.get((SERVER, UserId(1)), 61_000), None);
        assert_eq!(remembered.get((SERVER, UserId(2)), 61_000), None);
        assert!(remembered.answers.is_empty() && remembered.given.is_empty());
        assert_eq!(
            remembered.get((SERVER + 1, UserId(1)), 2_000),
            None,
            "another server"
        );
    }

    #[test]
    fn an_answer_given_again_counts_from_then() {
        let mut remembered = Remembered::new(REMEMBERED, KEPT_MS);
        remembered.put((SERVER, UserId(1)), true, 0);
        remembered.put((SERVER, UserId(1)), false, 30_000);
        assert_eq!(remembered.get((SERVER, UserId(1)), 60_000), Some(false));
        assert_eq!(remembered.get((SERVER, UserId(1)), 90_000), None);
    }

    #[test]
    fn beyond_its_capacity_the_oldest_answers_go_first() {
        let mut remembered = Remembered::new(3, KEPT_MS);
        for user in 1..=5 {
            remembered.put((SERVER, UserId(user)), true, user as i64);
        }
        assert_eq!(remembered.answers.len(), 3);
        assert_eq!(remembered.get((SERVER, UserId(1)), 10), None);
        assert_eq!(remembered.get((SERVER, UserId(2)), 10), None);
        for user in 3..=5 {
            assert_eq!(remembered.get((SERVER, UserId(user)), 10), Some(true));
        }
        for user in 6..=1_000 {
            remembered.put((SERVER, UserId(user)), true, 20);
        }
        assert!(remembered.answers.len() <= 3 && remembered.given.len() <= 4);
    }

    #[test]
    fn only_unknown_member_or_user_means_gone() {
        let refused = |status, code| RestError::Refused {
            route: "GET /guilds/4000/members/:id".into(),
            status,
            code,
            message: String::new(),
        };
        assert!(gone(&refused(404, Some(10007))));
        assert!(gone(&refused(404, Some(10013))));
        assert!(!gone(&refused(404, Some(10004))), "unknown server");
        assert!(!gone(&refused(404, None)), "a 404 from no Discord");
        assert!(!gone(&refused(503, None)));
        assert!(!gone(&refused(403, Some(50001))));
        assert!(!gone(&RestError::NoAnswer {
            route: "GET /guilds/4000/members/:id".into(),
            reason: "timed out".into()
        }));
    }
}
