//! How long to wait before trying a failed parcel again.

use rand::Rng;
use std::time::Duration;

/// Exponential backoff with "equal jitter", bounded in delay and in attempts.
///
/// After `n` failed attempts the step is `first * 2^(n-1)`, capped at `max`; the delay is
/// half the step plus a random part of up to the other half. Jitter spreads the retries
/// of parcels that failed together (one Discord outage) instead of sending them back in
/// one burst; the fixed half keeps a retry from following its failure at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    /// The step after the first failure.
    pub first: Duration,
    /// No delay is longer than this.
    pub max: Duration,
    /// How many attempts a parcel gets in all; after the last one fails it is given up.
    pub attempts: u32,
}

impl Default for Backoff {
    /// 1 s, doubling, at most 5 minutes, 8 attempts (about 8 minutes in all).
    fn default() -> Backoff {
        Backoff {
            first: Duration::from_secs(1),
            max: Duration::from_secs(300),
            attempts: 8,
        }
    }
}

impl Backoff {
    /// The exponential step after `attempt` failed attempts, capped at `max`: the upper
    /// bound of [`Backoff::delay`]. Zero after no failure.
    pub fn step(&self, attempt: u32) -> Duration {
        if attempt == 0 {
            return Duration::ZERO;
        }
        let factor = 1u32.checked_shl(attempt - 1).unwrap_or(u32::MAX);
        self.first
            .checked_mul(factor)
            .unwrap_or(Duration::MAX)
            .min(self.max)
    }

    /// How long to wait after `attempt` failed attempts: between half the step and the
    /// step, never above `max`. Zero after no failure.
    pub fn delay(&self, attempt: u32, rng: &mut impl Rng) -> Duration {
        let step = self.step(attempt);
        let half = step / 2;
        let span = u64::try_from((step - half).as_nanos()).unwrap_or(u64::MAX);
        half + Duration::from_nanos(rng.gen_range(0..=span))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn rng() -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(7)
    }

    #[test]
    fn no_failure_means_no_wait() {
        let backoff = Backoff::default();
        assert_eq!(backoff.step(0), Duration::ZERO);
        assert_eq!(backoff.delay(0, &mut rng()), Duration::ZERO);
    }

    #[test]
    fn the_first_retry_waits_between_half_and_all_of_first() {
        let backoff = Backoff::default();
        assert_eq!(backoff.step(1), Duration::from_secs(1));
        let mut rng = rng();
        for _ in 0..1000 {
            let delay = backoff.delay(1, &mut rng);
            assert!(delay >= Duration::from_millis(500), "{delay:?}");
            assert!(delay <= Duration::from_secs(1), "{delay:?}");
        }
    }

    #[test]
    fn the_step_doubles_until_the_cap_and_never_falls() {
        let backoff = Backoff::default();
        assert_eq!(backoff.step(2), Duration::from_secs(2));
        assert_eq!(backoff.step(4), Duration::from_secs(8));
        assert_eq!(backoff.step(9), Duration::from_secs(256));
        assert_eq!(backoff.step(10), Duration::from_secs(300));
        let mut last = Duration::ZERO;
        for attempt in 0..200 {
            let step = backoff.step(attempt);
            assert!(step >= last, "attempt {attempt}: {step:?} < {last:?}");
            assert!(step <= backoff.max);
            last = step;
        }
        assert_eq!(backoff.step(u32::MAX), backoff.max);
    }

    #[test]
    fn jitter_stays_within_half_a_step_and_never_exceeds_max() {
        let backoff = Backoff::default();
        let mut rng = rng();
        for attempt in 1..64 {
            let step = backoff.step(attempt);
            let (mut low, mut high) = (Duration::MAX, Duration::ZERO);
            for _ in 0..200 {
                let delay = backoff.delay(attempt, &mut rng);
                assert!(
                    delay >= step / 2 && delay <= step,
                    "attempt {attempt}: {delay:?}"
                );
                assert!(delay <= backoff.max);
                low = low.min(delay);
                high = high.max(delay);
            }
            // The random half is used: the delays are not all the same.
            assert!(
                high - low > step / 4,
                "attempt {attempt}: {low:?}..{high:?}"
            );
        }
    }

    #[test]
    fn huge_settings_saturate_instead_of_overflowing() {
        let backoff = Backoff {
            first: Duration::from_secs(u64::MAX / 2),
            max: Duration::MAX,
            attempts: 3,
        };
        assert_eq!(backoff.step(5), Duration::MAX);
        let delay = backoff.delay(5, &mut rng());
        assert!(delay >= Duration::MAX / 2);
    }
}
