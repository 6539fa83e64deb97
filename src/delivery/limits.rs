//! Pacing of a transport's own REST requests by Discord's rules: per-route buckets, the
//! global limit, and the invalid-request budgets.
//!
//! A request first waits in [`RateLimits::acquire`] for its route and [`Traffic`], holds
//! the [`Ticket`] while it is in flight, and reports the answer's headers with
//! [`RateLimits::learn`]. The gates, in order:
//! 1. no global block (a 429 with `global: true` or scope `global`);
//! 2. the invalid-request budget of its traffic is not spent (401/403/429 answers in the
//!    last 10 minutes; Discord bans an IP at 10,000, so the budgets are set far lower).
//!    Direct messages spend a budget of their own: people who close their DMs make the
//!    bot's DMs wait, never its channel traffic;
//! 3. the route's bucket: not blocked by its own 429; when the last answer said
//!    `remaining = 0`, wait until its reset; while `remaining` is known, at most that many
//!    requests of the bucket are in flight at once; when nothing is known, requests go;
//! 4. a global pace of `per_second`, evenly spaced across all routes (a GCRA without
//!    burst: each request reserves the next free slot and sleeps until it, so nothing
//!    busy-waits and the order of reservations is kept). Traffic that
//!    [yields](Traffic::yields) (news for followers) takes a slot only when none is
//!    reserved ahead: while others keep the pace busy, it waits behind them.
//!
//! A gate that closes for everyone of its kind (a budget spent, a global block) is logged
//! once as a warning when it closes, and shown by the gauge
//! `gametable_delivery_gate_closed{gate}` until it opens again.
//!
//! Buckets are keyed by the caller's route string (`"POST /channels/123/messages"`, with
//! message ids replaced by a placeholder), so different channels are different buckets
//! and a 429 on one never delays another. Discord's `X-RateLimit-Bucket` name is not used
//! to merge routes: routes that share a Discord bucket are each paced by what their own
//! answers say, and a 429 teaches the route that got it.
//!
//! Why not `twilight-http-ratelimiting`: its ratelimiter serializes each bucket (one
//! ticket in flight per bucket), so at a 100 ms round trip a bucket is capped at 10
//! requests per second even when Discord's headers allow more, and it is tied to
//! twilight's route enum. Why not `governor` for the pace: its waiting uses its own clock
//! and timer rather than tokio's, so it cannot be tested under tokio's paused time, and
//! the GCRA it would provide here is a few lines.
//!
//! Interaction responses and interaction webhooks are not bound by the global limit
//! (Discord's rate-limit docs): [`Traffic::Interaction`] passes the global gates (block
//! and pace) and keeps only its bucket and the channel budget.
//!
//! Waiting uses `tokio::time` and a [`Notify`] for "a request finished or an answer was
//! learned". Memory stays bounded: a bucket whose reset and block have passed and that
//! has nothing in flight is forgotten.

use super::{Budget, Budgets, Limits, Traffic};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::Notify;
use tokio::time::{sleep_until, Instant};

/// The window of Discord's invalid-request limit.
const INVALID_WINDOW: Duration = Duration::from_secs(600);
/// A 429 without `Retry-After` blocks this long.
const DEFAULT_RETRY: Duration = Duration::from_secs(1);
/// `remaining = 0` without a reset time blocks this long.
const DEFAULT_RESET: Duration = Duration::from_secs(1);
/// Forgotten buckets are swept at most this often.
const SWEEP_EVERY: Duration = Duration::from_secs(1);
/// The name of the global block, as logs and metrics say it.
const GLOBAL: &str = "global";

/// The rate limits of one bot's REST requests, shared by all its requests.
pub struct RateLimits {
    state: Mutex<State>,
    changed: Notify,
    interval: Duration,
    budgets: Budgets,
}

/// A request's place in its bucket: hold it while the request is in flight (until its
/// answer is [learned](RateLimits::learn)); dropping it frees the place.
#[must_use = "the request's place in its bucket is freed when the ticket is dropped"]
pub struct Ticket<'a> {
    limits: &'a RateLimits,
    route: String,
}

struct State {
    buckets: HashMap<String, Bucket>,
    global_until: Option<Instant>,
    next_slot: Instant,
    invalid: HashMap<Budget, VecDeque<Instant>>,
    swept_at: Instant,
    /// The gates closed for everyone of their kind, by name.
    closed: HashSet<&'static str>,
    /// How many times a gate closed.
    #[cfg(test)]
    closings: usize,
}

#[derive(Debug, Default)]
struct Bucket {
    limit: Option<u32>,
    remaining: Option<u32>,
    reset_at: Option<Instant>,
    blocked_until: Option<Instant>,
    in_flight: u32,
}

/// What a request may do now.
enum Gate {
    /// Go at this pace slot.
    Go(Instant),
    /// Wait until something changes, or at most until then.
    Wait(Option<Instant>),
}

impl RateLimits {
    /// Limits for a bot allowed `per_second` requests per second in all (Discord: 50) that
    /// keeps its 401/403/429 answers of each kind of traffic under its `budgets` per 10
    /// minutes (Discord bans at 10,000 in all; budgets of a few hundred leave a wide
    /// margin). Zero counts as one.
    pub fn new(per_second: u32, budgets: Budgets) -> RateLimits {
        let now = Instant::now();
        for gate in [GLOBAL, Budget::Channel.label(), Budget::Direct.label()] {
            crate::metrics::gate_closed(gate, false);
        }
        RateLimits {
            state: Mutex::new(State {
                buckets: HashMap::new(),
                global_until: None,
                next_slot: now,
                invalid: HashMap::new(),
                swept_at: now,
                closed: HashSet::new(),
                #[cfg(test)]
                closings: 0,
            }),
            changed: Notify::new(),
            // 2 % under the allowed rate, so that network jitter cannot squeeze 51
            // requests into one second at the other end.
            interval: Duration::from_secs(1) * 51 / (per_second.max(1) * 50),
            budgets,
        }
    }

    /// Waits until a request of `traffic` on `route` may go, and reserves its place in the
    /// route's bucket. Cancel-safe: a dropped wait holds nothing.
    pub async fn acquire(&self, route: &str, traffic: Traffic) -> Ticket<'_> {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            match self.gate(route, traffic, Instant::now()) {
                Gate::Go(slot) => {
                    let ticket = Ticket {
                        limits: self,
                        route: route.to_owned(),
                    };
                    sleep_until(slot).await;
                    // A global 429 may have come while this request waited for its slot:
                    // then it gives its place back and queues for a slot after the block,
                    // so the requests held up by the block do not all leave at once.
                    let global_until = self.lock().global_until;
                    if traffic.global() && global_until.is_some_and(|t| t > Instant::now()) {
                        drop(ticket);
                        continue;
                    }
                    return ticket;
                }
                Gate::Wait(Some(until)) => {
                    tokio::select! {
                        _ = sleep_until(until) => {}
                        _ = &mut changed => {}
                    }
                }
                Gate::Wait(None) => changed.await,
            }
        }
    }

    /// Learns from the answer to a request of `traffic` on `route`: the bucket's window
    /// from its headers; a 429 blocks the route (or, when global, every route) for
    /// `retry_after`; 401, 403 and non-shared 429 answers count against the
    /// invalid-request budget of the traffic.
    pub fn learn(&self, route: &str, traffic: Traffic, answer: &Limits) {
        let now = Instant::now();
        {
            let mut state = self.lock();
            if answer.is_invalid() {
                let budget = traffic.budget();
                let invalid = state.invalid.entry(budget).or_default();
                invalid.push_back(now);
                prune_invalid(invalid, now);
                if invalid.len() >= self.budgets.of(budget) {
                    state.close(budget.label(), "the invalid-request budget is spent");
                }
            }
            if answer.status == 429 {
                let until = now + answer.retry_after.unwrap_or(DEFAULT_RETRY);
                if answer.global {
                    state.global_until = later(state.global_until, until);
                    state.next_slot = state.next_slot.max(until);
                    state.close(GLOBAL, "Discord answered a global 429");
                } else {
                    let bucket = state.buckets.entry(route.to_owned()).or_default();
                    bucket.blocked_until = later(bucket.blocked_until, until);
                }
            }
            if answer.limit.is_some() || answer.remaining.is_some() {
                let bucket = state.buckets.entry(route.to_owned()).or_default();
                bucket.learn(answer, now);
            }
            state.sweep(now);
        }
        self.changed.notify_waiters();
    }

    /// Checks the gates for a request of `traffic` on `route`; on success reserves its
    /// place and its pace slot.
    fn gate(&self, route: &str, traffic: Traffic, now: Instant) -> Gate {
        let mut state = self.lock();
        state.sweep(now);
        match state.global_until.filter(|&t| t > now) {
            Some(until) if traffic.global() => return Gate::Wait(Some(until)),
            Some(_) => {}
            None => state.open(GLOBAL),
        }
        for budget in [Budget::Channel, Budget::Direct] {
            let invalid = state.invalid.entry(budget).or_default();
            prune_invalid(invalid, now);
            if invalid.len() < self.budgets.of(budget) {
                state.open(budget.label());
            }
        }
        let invalid = &state.invalid[&traffic.budget()];
        if invalid.len() >= self.budgets.of(traffic.budget()) {
            return Gate::Wait(invalid.front().map(|&t| t + INVALID_WINDOW));
        }
        let next_slot = state.next_slot;
        let bucket = state.buckets.entry(route.to_owned()).or_default();
        if let Some(until) = bucket.blocked_until.filter(|&t| t > now) {
            return Gate::Wait(Some(until));
        }
        bucket.roll(now);
        if let Some(remaining) = bucket.remaining {
            if remaining == 0 || bucket.in_flight >= remaining {
                return Gate::Wait(bucket.reset_at);
            }
        }
        if traffic.yields() && next_slot > now {
            return Gate::Wait(Some(next_slot));
        }
        bucket.in_flight += 1;
        if !traffic.global() {
            return Gate::Go(now);
        }
        let slot = state.next_slot.max(now);
        state.next_slot = slot + self.interval;
        Gate::Go(slot)
    }

    fn release(&self, route: &str) {
        {
            let mut state = self.lock();
            let now = Instant::now();
            if let Some(bucket) = state.buckets.get_mut(route) {
                bucket.in_flight = bucket.in_flight.saturating_sub(1);
                if bucket.forgettable(now) {
                    state.buckets.remove(route);
                }
            }
        }
        self.changed.notify_waiters();
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many buckets are remembered.
    #[cfg(test)]
    fn bucket_count(&self) -> usize {
        self.lock().buckets.len()
    }

    /// Whether the gate of this name is closed for everyone of its kind.
    #[cfg(test)]
    fn is_closed(&self, gate: &str) -> bool {
        self.lock().closed.contains(gate)
    }

    /// How many times a gate closed (each is one warning).
    #[cfg(test)]
    fn closings(&self) -> usize {
        self.lock().closings
    }
}

impl Ticket<'_> {
    /// The route this ticket was acquired for.
    pub fn route(&self) -> &str {
        &self.route
    }
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        self.limits.release(&self.route);
    }
}

impl State {
    /// The gate `gate` closes for everyone of its kind: told once, when it closes.
    fn close(&mut self, gate: &'static str, why: &str) {
        if self.closed.insert(gate) {
            #[cfg(test)]
            {
                self.closings += 1;
            }
            tracing::warn!(gate, why, "a delivery gate closed: its requests wait");
            crate::metrics::gate_closed(gate, true);
        }
    }

    /// The gate `gate` is open (again).
    fn open(&mut self, gate: &'static str) {
        if self.closed.remove(gate) {
            tracing::info!(gate, "a delivery gate opened again");
            crate::metrics::gate_closed(gate, false);
        }
    }

    /// Forgets the buckets that know nothing current, at most once per [`SWEEP_EVERY`].
    fn sweep(&mut self, now: Instant) {
        if now.duration_since(self.swept_at) < SWEEP_EVERY {
            return;
        }
        self.swept_at = now;
        self.buckets.retain(|_, bucket| !bucket.forgettable(now));
        if self.global_until.is_some_and(|t| t <= now) {
            self.global_until = None;
            self.open(GLOBAL);
        }
    }
}

impl Bucket {
    /// Takes in an answer's window. Answers of one window can arrive out of order, so
    /// within a window the lowest `remaining` wins; a reset that has passed starts anew.
    fn learn(&mut self, answer: &Limits, now: Instant) {
        if answer.limit.is_some() {
            self.limit = answer.limit;
        }
        let Some(remaining) = answer.remaining else {
            return;
        };
        let reset = now + answer.reset_after.unwrap_or(DEFAULT_RESET);
        match (self.remaining, self.reset_at) {
            (Some(known), Some(at)) if at > now => {
                self.remaining = Some(known.min(remaining));
                self.reset_at = Some(at.max(reset));
            }
            _ => {
                self.remaining = Some(remaining);
                self.reset_at = Some(reset);
            }
        }
    }

    /// When the window has reset, a full window (`limit`) is left, if the limit is known.
    fn roll(&mut self, now: Instant) {
        if self.reset_at.is_some_and(|t| t <= now) {
            self.reset_at = None;
            self.remaining = self.limit.filter(|&limit| limit > 0);
        }
    }

    fn forgettable(&self, now: Instant) -> bool {
        self.in_flight == 0
            && self.blocked_until.is_none_or(|t| t <= now)
            && self.reset_at.is_none_or(|t| t <= now)
    }
}

fn prune_invalid(invalid: &mut VecDeque<Instant>, now: Instant) {
    while invalid.front().is_some_and(|&t| t + INVALID_WINDOW <= now) {
        invalid.pop_front();
    }
}

fn later(current: Option<Instant>, until: Instant) -> Option<Instant> {
    Some(current.map_or(until, |t| t.max(until)))
}

#[cfg(test)]
mod tests;
